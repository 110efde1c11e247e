package suite

import (
	"fmt"
	"os"
	"sort"

	"github.com/rulec-dev/rulec/interp"
)

// ClauseCover is one clause and how often the suites ran it.
type ClauseCover struct {
	Clause *interp.Clause
	Hits   int
	// PassingHits counts the runs of passing scenarios alone: a block
	// with Hits but no PassingHits was reached only by scenarios that
	// failed, so no expectation that held checked what it did.
	PassingHits int
}

// OnlyFailing reports whether the block ran, but only in scenarios that
// failed.
func (c ClauseCover) OnlyFailing() bool { return c.Hits > 0 && c.PassingHits == 0 }

// PartCover is one part of a condition (an operand of an and or an or,
// or a branch of a conditional value) and how often the suites evaluated
// it, and, of an operand, how often it decided its condition true and
// false (check.Part).
type PartCover struct {
	Part                      *interp.Part
	Evaluated                 int
	DecidedTrue, DecidedFalse int
}

// BothWays reports whether the part decided its condition both true and
// false (a branch or a loop's body: whether it was evaluated).
func (p PartCover) BothWays() bool {
	if p.Part.Kind != interp.OperandPart {
		return p.Evaluated > 0
	}
	return p.DecidedTrue > 0 && p.DecidedFalse > 0
}

// OneWay says which way an operand decided its condition, when not both:
// "true only", "false only" or "neither way" (evaluated, but always
// after the outcome was settled by another part).
func (p PartCover) OneWay() string {
	switch {
	case p.DecidedTrue > 0 && p.DecidedFalse == 0:
		return "true only"
	case p.DecidedFalse > 0 && p.DecidedTrue == 0:
		return "false only"
	case p.DecidedTrue == 0 && p.DecidedFalse == 0:
		return "neither way"
	}
	return "both ways"
}

// FileCover is the coverage of one rules file.
type FileCover struct {
	File    string
	Clauses []ClauseCover // in source order
	Parts   []PartCover   // in source order
}

// PartsCovered returns how many of the file's parts were evaluated, and
// how many decided their condition both ways.
func (f FileCover) PartsCovered() (evaluated, both int) {
	for _, p := range f.Parts {
		if p.Evaluated > 0 {
			evaluated++
		}
		if p.BothWays() {
			both++
		}
	}
	return evaluated, both
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

// OnlyFailing returns how many of the file's clauses ran only in
// scenarios that failed (counted in Covered, not checked by a pass).
func (f FileCover) OnlyFailing() int {
	n := 0
	for _, c := range f.Clauses {
		if c.OnlyFailing() {
			n++
		}
	}
	return n
}

// Cover adds up, over every result run with tracing, how often each clause
// of each rules file ran. Programs compiled separately from the same file
// share their clauses by position, whatever path each loaded it by: a
// scenario that names rules/x.rules and one that names it through a link
// (linked/x.rules) run one file, which was listed twice, each copy with
// the other's runs "never run".
func Cover(results []*Result) []FileCover {
	type key struct {
		file      string
		line, col int
	}
	same := &sameFile{}
	// a clause is known by its place and kind: the statements after a
	// stop begin where the if after it does
	type clauseKey struct {
		key
		kind string
	}
	clauses := map[clauseKey]*ClauseCover{}
	for _, r := range results {
		if r.Program == nil {
			continue
		}
		passed := r.Status() == "passed"
		for _, c := range r.Program.Clauses {
			if c.Kind == "fallback" || c.Kind == "failed" || c.Kind == "chooser" {
				continue // rulec diff's, not a block (check.First, check.Assert, check.Choose)
			}
			k := clauseKey{key{same.name(c.Pos().Filename), c.Pos().Line, c.Pos().Column}, c.Kind}
			cc := clauses[k]
			if cc == nil {
				cc = &ClauseCover{Clause: c}
				clauses[k] = cc
			}
			if r.Trace != nil {
				n := r.Trace.Hits[c.ID]
				cc.Hits += n
				if passed {
					cc.PassingHits += n
				}
			}
		}
	}
	// a part is known by its span and kind: a loop's body and the first
	// operand of an and it is begin at one place
	type partKey struct {
		key
		endLine, endCol int
		kind            string
	}
	parts := map[partKey]*PartCover{}
	for _, r := range results {
		if r.Program == nil {
			continue
		}
		for _, p := range r.Program.Parts {
			if p.Kind == interp.InnerPart {
				continue // its own parts are reported
			}
			k := partKey{key{same.name(p.Pos.Filename), p.Pos.Line, p.Pos.Column}, p.End.Line, p.End.Column, p.Kind}
			pc := parts[k]
			if pc == nil {
				pc = &PartCover{Part: p}
				parts[k] = pc
			}
			if r.Trace != nil {
				pc.Evaluated += r.Trace.Hits[interp.PartKey(p, interp.PartEvaluated)]
				pc.DecidedTrue += r.Trace.Hits[interp.PartKey(p, interp.PartDecidedTrue)]
				pc.DecidedFalse += r.Trace.Hits[interp.PartKey(p, interp.PartDecidedFalse)]
			}
		}
	}
	byFile := map[string]*FileCover{}
	file := func(name string) *FileCover {
		f := byFile[name]
		if f == nil {
			f = &FileCover{File: name}
			byFile[name] = f
		}
		return f
	}
	for k, cc := range clauses {
		f := file(k.file)
		f.Clauses = append(f.Clauses, *cc)
	}
	for k, pc := range parts {
		f := file(k.file)
		f.Parts = append(f.Parts, *pc)
	}
	var out []FileCover
	for _, f := range byFile {
		sort.Slice(f.Clauses, func(i, j int) bool {
			a, b := f.Clauses[i].Clause.Pos(), f.Clauses[j].Clause.Pos()
			if a.Line == b.Line && a.Column == b.Column {
				return f.Clauses[i].Clause.Kind < f.Clauses[j].Clause.Kind
			}
			return a.Line < b.Line || a.Line == b.Line && a.Column < b.Column
		})
		sort.Slice(f.Parts, func(i, j int) bool {
			a, b := f.Parts[i].Part.Pos, f.Parts[j].Part.Pos
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

// sameFile names each file on disk by the first path it was met by
// (os.SameFile), as the loader does within one program (check's
// canonical); a path not on disk is its own name.
type sameFile struct {
	memo  map[string]string
	known []sameKnown
}

// sameKnown is a file on disk and the name it goes by.
type sameKnown struct {
	info os.FileInfo
	name string
}

// name returns the name of the file at path.
func (s *sameFile) name(path string) string {
	if n, ok := s.memo[path]; ok {
		return n
	}
	if s.memo == nil {
		s.memo = map[string]string{}
	}
	n := path
	if fi, err := os.Stat(path); err == nil {
		found := false
		for _, k := range s.known {
			if os.SameFile(k.info, fi) {
				n, found = k.name, true
				break
			}
		}
		if !found {
			s.known = append(s.known, sameKnown{fi, path})
		}
	}
	s.memo[path] = n
	return n
}
