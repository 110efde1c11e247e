package suite

import (
	"fmt"
	"sort"

	"github.com/rulec-dev/rulec/interp"
)

// ClauseCover is one clause and how often the suites ran it.
type ClauseCover struct {
	Clause *interp.Clause
	Hits   int
}

// FileCover is the coverage of one rules file.
type FileCover struct {
	File    string
	Clauses []ClauseCover // in source order
}

// Covered returns how many of the file's clauses ran at least once.
func (f FileCover) Covered() int {
	n := 0
	for _, c := range f.Clauses {
		if c.Hits > 0 {
			n++
		}
	}
	return n
}

// Cover adds up, over every result run with tracing, how often each clause
// of each rules file ran. Programs compiled separately from the same file
// share their clauses by position.
func Cover(results []*Result) []FileCover {
	type key struct {
		file      string
		line, col int
	}
	clauses := map[key]*ClauseCover{}
	for _, r := range results {
		if r.Program == nil {
			continue
		}
		for _, c := range r.Program.Clauses {
			k := key{c.Pos.Filename, c.Pos.Line, c.Pos.Column}
			cc := clauses[k]
			if cc == nil {
				cc = &ClauseCover{Clause: c}
				clauses[k] = cc
			}
			if r.Trace != nil {
				cc.Hits += r.Trace.Hits[c.ID]
			}
		}
	}
	byFile := map[string]*FileCover{}
	for k, cc := range clauses {
		f := byFile[k.file]
		if f == nil {
			f = &FileCover{File: k.file}
			byFile[k.file] = f
		}
		f.Clauses = append(f.Clauses, *cc)
	}
	var out []FileCover
	for _, f := range byFile {
		sort.Slice(f.Clauses, func(i, j int) bool {
			a, b := f.Clauses[i].Clause.Pos, f.Clauses[j].Clause.Pos
			return a.Line < b.Line || a.Line == b.Line && a.Column < b.Column
		})
		out = append(out, *f)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].File < out[j].File })
	return out
}

// Percent formats a share, rounded down: 317 of 318 is 99%, never a
// 100% that hides a block no scenario ran. A share of nothing is "-", not
// 100%: a suite whose every scenario failed to load its rules printed
// "overall 0 of 0 blocks 100%".
func Percent(n, of int) string {
	if of == 0 {
		return "-"
	}
	return fmt.Sprintf("%d%%", 100*n/of)
}
