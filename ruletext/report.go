package ruletext

import (
	"fmt"
	"io"
	"path/filepath"
	"sort"

	"github.com/rulec-dev/rulec/report"
	"github.com/rulec-dev/rulec/suite"
)

// State is what a ruleset does with one sentence.
type State string

// The states of a sentence.
const (
	Encoded   State = "encoded"     // quoted by a clause (no suite ran it)
	Exercised State = "exercised"   // quoted by a clause a scenario ran
	Left      State = "unencoded"   // marked unencoded, with a reason
	Open      State = "not encoded" // neither quoted nor marked
	Title     State = "heading"     // a heading: shown, not counted
)

// SentenceReport is the accounting of one unit of a source.
type SentenceReport struct {
	ID        string   `json:"id"`
	Kind      Kind     `json:"kind"`
	Line      int      `json:"line"`
	Text      string   `json:"text"`
	State     State    `json:"state"`
	Clauses   []int    `json:"clauses"` // indexes in Report.Clauses
	Scenarios []string `json:"scenarios"`
	Reasons   []string `json:"reasons"`
	start     int
	end       int
}

// Coverage counts the sentences of a source (or of all) by state.
type Coverage struct {
	Sentences int `json:"sentences"`
	Encoded   int `json:"encoded"`   // exercised ones included
	Exercised int `json:"exercised"` // by a scenario of the suites
	Unencoded int `json:"unencoded"` // marked, with a reason
	Open      int `json:"open"`      // not encoded and not marked
}

// Accounted reports whether every sentence is encoded or marked.
func (c Coverage) Accounted() bool { return c.Open == 0 }

// SourceReport is the accounting of one source.
type SourceReport struct {
	Path      string           `json:"path"`
	Name      string           `json:"name"`
	Sentences []SentenceReport `json:"sentences"`
	Coverage  Coverage         `json:"coverage"`
	raw       string
}

// ClauseReport is one clause and the sentences it quotes.
type ClauseReport struct {
	File      string   `json:"file"`
	Line      int      `json:"line"`
	Col       int      `json:"col"`
	Head      string   `json:"head"`
	Ref       string   `json:"ref"`
	Sentences []string `json:"sentences"` // sentence ids
	Scenarios []string `json:"scenarios"`
	// Outside marks a ref that cites a rule outside the sources
	// (`[Label] ...`): it quotes nothing on purpose.
	Outside bool `json:"outside"`
}

// Report is the accounting of every source of a Book; as JSON it is the
// document of `rulec text --json` (docs/json/text.schema.json).
type Report struct {
	SchemaVersion int                 `json:"schema_version"`
	Diagnostics   []report.Diagnostic `json:"diagnostics"` // Book.Diags
	Sources       []SourceReport      `json:"sources"`
	Clauses       []ClauseReport      `json:"clauses"`
	Coverage      Coverage            `json:"coverage"`
	Suites        bool                `json:"suites"` // whether scenarios were run
	// Skipped are the paths below the --suite folders passed over, each
	// with why (suite.CollectFound).
	Skipped []suite.SkippedReport `json:"skipped"`
}

// Exercise records, for every clause, the scenarios of results (run with
// tracing) that ran it or the clause holding it.
func (b *Book) Exercise(results []*suite.Result) {
	type key struct {
		file      string
		line, col int
	}
	// a file is known by where it is on disk: a scenario that loads the
	// rules through a link (linked/x.rules) ran the same clauses, which
	// read "encoded", never exercised
	real := map[string]string{}
	abs := func(path string) string {
		if r, ok := real[path]; ok {
			return r
		}
		a := b.absPath(path)
		if r, err := filepath.EvalSymlinks(a); err == nil {
			a = r
		}
		real[path] = a
		return a
	}
	ran := map[key][]string{}
	for _, r := range results {
		if r.Program == nil || r.Trace == nil {
			continue
		}
		for _, c := range r.Program.Clauses {
			if c.Kind == "after" {
				continue // no ref's block: it starts where an if after a stop does
			}
			if r.Trace.Hits[c.ID] > 0 {
				k := key{abs(c.Pos().Filename), c.Pos().Line, c.Pos().Column}
				ran[k] = append(ran[k], r.Name)
			}
		}
	}
	for _, c := range b.Clauses {
		c.Scenarios = nil
		if c.within.Line == 0 {
			continue
		}
		c.Scenarios = uniq(ran[key{abs(c.within.Filename), c.within.Line, c.within.Column}])
	}
}

// nonNil returns s, or an empty list for nil, so JSON shows [].
func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// uniq sorts and dedupes.
func uniq(s []string) []string {
	sort.Strings(s)
	var out []string
	for i, x := range s {
		if i == 0 || x != s[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// Account builds the report. With suites set, sentences quoted by a clause
// no scenario ran count as encoded but not exercised.
func (b *Book) Account(suites bool) *Report {
	rep := &Report{SchemaVersion: report.SchemaVersion, Suites: suites, Diagnostics: []report.Diagnostic{}, Sources: []SourceReport{}, Clauses: []ClauseReport{}, Skipped: []suite.SkippedReport{}}
	for _, d := range b.Diags {
		rep.Diagnostics = append(rep.Diagnostics, suite.GrammarDiagnostic(d))
	}
	for _, c := range b.Clauses {
		rep.Clauses = append(rep.Clauses, ClauseReport{File: c.Pos.Filename, Line: c.Pos.Line, Col: c.Pos.Column, Head: c.Head(), Ref: c.Ref,
			Sentences: []string{}, Scenarios: nonNil(c.Scenarios), Outside: Outside(c.Ref)})
	}
	for si, s := range b.Sources {
		sr := SourceReport{Path: s.Path, Name: s.Name, raw: s.Raw}
		for ui, u := range s.Units() {
			sr.Sentences = append(sr.Sentences, SentenceReport{ID: fmt.Sprintf("s%d-%d", si, ui), Kind: u.Kind, Line: u.Line, Text: u.Text,
				Clauses: []int{}, Reasons: []string{}, start: u.Start, end: u.End})
		}
		for ci, c := range b.Clauses {
			for _, m := range c.Matches {
				if m.Source != si {
					continue
				}
				for _, ui := range s.UnitsIn(m.Passage) {
					sent := &sr.Sentences[ui]
					if n := len(sent.Clauses); n == 0 || sent.Clauses[n-1] != ci {
						sent.Clauses = append(sent.Clauses, ci)
						sent.Scenarios = append(sent.Scenarios, c.Scenarios...)
						rep.Clauses[ci].Sentences = append(rep.Clauses[ci].Sentences, sent.ID)
					}
				}
			}
		}
		for _, o := range b.Omissions {
			for _, m := range o.Matches {
				if m.Source != si {
					continue
				}
				for _, ui := range s.UnitsIn(m.Passage) {
					sr.Sentences[ui].Reasons = append(sr.Sentences[ui].Reasons, o.Reason)
				}
			}
		}
		for i := range sr.Sentences {
			sent := &sr.Sentences[i]
			sent.Scenarios = nonNil(uniq(sent.Scenarios))
			switch {
			case sent.Kind == Heading:
				sent.State = Title
				continue
			case len(sent.Scenarios) > 0:
				sent.State = Exercised
			case len(sent.Clauses) > 0:
				sent.State = Encoded
			case len(sent.Reasons) > 0:
				sent.State = Left
			default:
				sent.State = Open
			}
			sr.Coverage.add(sent.State)
			rep.Coverage.add(sent.State)
		}
		rep.Sources = append(rep.Sources, sr)
	}
	return rep
}

// add counts one sentence.
func (c *Coverage) add(s State) {
	c.Sentences++
	switch s {
	case Exercised:
		c.Exercised++
		c.Encoded++
	case Encoded:
		c.Encoded++
	case Left:
		c.Unencoded++
	case Open:
		c.Open++
	}
}

// String is the summary line: `41/44 sentences encoded, 39 exercised, 3
// unencoded on purpose, 0 open`.
func (c Coverage) String() string {
	return fmt.Sprintf("%d/%d sentences encoded, %d exercised, %d unencoded on purpose, %d not accounted for",
		c.Encoded, c.Sentences, c.Exercised, c.Unencoded, c.Open)
}

// WriteText prints every sentence with its state and the summaries.
func (r *Report) WriteText(w io.Writer) {
	for _, s := range r.Sources {
		fmt.Fprintf(w, "%s\n", s.Path)
		for _, sent := range s.Sentences {
			if sent.Kind == Heading {
				continue
			}
			detail := ""
			switch sent.State {
			case Encoded, Exercised:
				for i, ci := range sent.Clauses {
					if i > 0 {
						detail += ", "
					}
					c := r.Clauses[ci]
					detail += fmt.Sprintf("%s:%d", filepath.Base(c.File), c.Line)
				}
				if len(sent.Scenarios) > 0 {
					detail += fmt.Sprintf("; %d scenario(s)", len(sent.Scenarios))
				}
			case Left:
				detail = sent.Reasons[0]
			}
			fmt.Fprintf(w, "  %4d  %-11s  %-40s  %s\n", sent.Line, sent.State, short(sent.Text, 40), detail)
		}
	}
	for _, s := range r.Sources {
		fmt.Fprintf(w, "%s: %s\n", s.Name, s.Coverage)
	}
	if len(r.Sources) > 1 {
		fmt.Fprintf(w, "overall: %s\n", r.Coverage)
	}
}
