package interp

import (
	"fmt"
	"io"
	"strings"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/world"
)

// Trace is the record of a run: each decision with the clause taken, the
// clauses tried before it and why they did not apply, and each move with
// the positions before and after.
type Trace struct {
	Entries []Entry
	// Hits counts, per Clause ID, how often the clause ran, and, under
	// TestedKey, how often a when's condition was tested and found
	// false (Tested).
	Hits map[int]int
	// Dropped counts the entries past MaxTraceEntries, which a run that
	// loops until its budget is spent would otherwise pile up.
	Dropped int
	// Steps is how much of its budget the run spent (Options.MaxSteps).
	Steps int
	prog  *Program
	units geom.Units
	// snap is the world the run changes, when Options.Snapshots asks for
	// a copy of it after each entry that changes it.
	snap *world.World
}

// HitsTrace returns a trace of p holding clause counts alone, no entries:
// the coverage of runs not traced one by one, such as the enumeration of
// a scenario checked on its odds.
func HitsTrace(p *Program, hits map[int]int) *Trace {
	return &Trace{Hits: hits, prog: p, units: p.Units}
}

// Entry is one line of a trace.
type Entry struct {
	Kind  string           `json:"kind"`
	Pos   grammar.Position `json:"-"`
	Where string           `json:"where"`
	Ref   string           `json:"ref,omitempty"`
	Text  string           `json:"text"`
	Depth int              `json:"depth"`
	Tried []Tried          `json:"tried,omitempty"`
	// Values are what an if's condition saw, when the run explains itself.
	Values []Value     `json:"values,omitempty"`
	Notes  []string    `json:"notes,omitempty"`
	Move   *MoveRecord `json:"move,omitempty"`
	// World is the world just after this entry, for an entry that changed
	// it in a run with Options.Snapshots; nil otherwise.
	World *world.World `json:"-"`
}

// Tried is a clause that did not apply, with the values its condition saw.
type Tried struct {
	Clause *Clause `json:"-"`
	Cond   string  `json:"cond"`
	Values []Value `json:"values,omitempty"`
}

// Value is a named value an explanation shows; Decided marks the operand
// of an and, or or not that decided the condition.
type Value struct {
	Name    string `json:"name"`
	Value   string `json:"value"`
	Decided bool   `json:"decided,omitempty"`
}

// line prints the value as an explanation shows it.
func (v Value) line() string {
	if v.Decided {
		return v.Name + " = " + v.Value + "  ← decided"
	}
	return v.Name + " = " + v.Value
}

// MoveRecord is one change of a unit's position.
type MoveRecord struct {
	Unit     string    `json:"unit"`
	Action   string    `json:"action"`
	From, To geom.Rect `json:"-"`
}

// add appends an entry; a nil trace records nothing.
func (t *Trace) add(e Entry) {
	if t == nil {
		return
	}
	if len(t.Entries) >= MaxTraceEntries {
		t.Dropped++
		return
	}
	if e.Pos.Filename != "" {
		e.Where = diag.Short(e.Pos)
	}
	if t.snap != nil && changesWorld(e.Kind) {
		e.World = t.snap.Clone()
	}
	t.Entries = append(t.Entries, e)
}

// changesWorld reports whether a trace entry of this kind records a
// change to the table: every move goes through Trace.move, every flag,
// event and removal through its statement.
func changesWorld(kind string) bool {
	switch kind {
	case "move", "mark", "event", "remove":
		return true
	}
	return false
}

// MaxTraceEntries is the most entries a trace keeps.
const MaxTraceEntries = 100_000

// hit counts a clause and appends its entry (if it has a Kind).
func (t *Trace) hit(c *Clause, e Entry) {
	if t == nil {
		return
	}
	if t.Hits == nil {
		t.Hits = map[int]int{}
	}
	t.Hits[c.ID]++
	if e.Kind != "" {
		t.add(e)
	}
}

// TestedKey is the key of Trace.Hits that counts how often the condition
// of when clause c was tested and found false: a negative number, which
// no clause's ID is, so that a sum of hits over runs (odds.Result.Hits,
// HitsTrace) carries it, and a count of clauses run never sees it.
func TestedKey(c *Clause) int { return -1 - c.ID }

// Tested returns how often the run tested the condition of when clause
// c, true or false. A when after the clause a first took is never tested:
// rulec diff does not count a change in its condition reached.
func (t *Trace) Tested(c *Clause) int {
	if t == nil {
		return 0
	}
	return t.Hits[c.ID] + t.Hits[TestedKey(c)]
}

// tested counts a when's condition tested and found false.
func (t *Trace) tested(c *Clause) {
	if t.Hits == nil {
		t.Hits = map[int]int{}
	}
	t.Hits[TestedKey(c)]++
}

// move records a move.
func (t *Trace) move(u *world.Body, action string, from, to geom.Rect, depth int, pos grammar.Position, ref string) {
	if t == nil {
		return
	}
	t.add(Entry{Kind: "move", Depth: depth, Pos: pos, Ref: ref, Text: fmt.Sprintf("%s %s: %s → %s", action, u.ID, t.rect(from), t.rect(to)),
		Move: &MoveRecord{Unit: u.ID, Action: action, From: from, To: to}})
}

// rect describes a position in the ruleset's unit.
func (t *Trace) rect(r geom.Rect) string {
	return fmt.Sprintf("centre (%s, %s) facing %s", t.length(r.Centre.X), t.length(r.Centre.Y), geom.FormatBearing(r.Facing))
}

// show formats a value as show does, with a placement's lengths in the
// ruleset's unit.
func (t *Trace) show(v any) string {
	if p, ok := v.(*engine.Placement); ok && p != nil {
		return fmt.Sprintf("placement against %s's %s (models %d, units %d, shift %s)", p.Target.ID, p.Side, p.Models, p.Units, t.length(p.Shift))
	}
	if s, ok := v.(*engine.Spot); ok && s != nil {
		return fmt.Sprintf("%s to (%s, %s): contacts %d, fresh %d, support %d, links %d, path %s",
			s.Model, t.length(s.At.X), t.length(s.At.Y), s.Contacts, s.Fresh, s.Support, s.Links, t.length(s.Path))
	}
	return check.Show(v)
}

// length prints a length in the ruleset's default unit.
func (t *Trace) length(mm float64) string {
	return geom.FormatLength(mm, t.units.Default, t.units)
}

// maxIndent is the deepest nesting a trace indents; deeper lines (a
// procedure calling itself, say) say their depth instead.
const maxIndent = 20

// indentFor returns the indentation of a trace line at depth.
func indentFor(depth int) string {
	if depth <= maxIndent {
		return strings.Repeat("  ", depth)
	}
	return strings.Repeat("  ", maxIndent) + fmt.Sprintf("[depth %d] ", depth)
}

// Write prints the trace as indented text citing the rules, one whole line
// per write.
func (t *Trace) Write(w io.Writer) {
	if t == nil {
		return
	}
	for _, e := range t.Entries {
		ind := indentFor(e.Depth)
		for _, tr := range e.Tried {
			line := ind + "  not: when " + tr.Cond
			if tr.Clause != nil && tr.Clause.Ref != "" {
				line += "  [" + tr.Clause.Ref + "]"
			}
			fmt.Fprintln(w, line)
			for _, v := range tr.Values {
				fmt.Fprintf(w, "%s      %s\n", ind, v.line())
			}
		}
		line := ind + e.Text
		if e.Ref != "" {
			line += "  [" + e.Ref + "]"
		}
		if e.Where != "" {
			line += "  (" + e.Where + ")"
		}
		fmt.Fprintln(w, line)
		for _, v := range e.Values {
			fmt.Fprintf(w, "%s    %s\n", ind, v.line())
		}
		for _, n := range e.Notes {
			fmt.Fprintf(w, "%s    %s\n", ind, n)
		}
	}
	if t.Dropped > 0 {
		fmt.Fprintf(w, "... %d more entries not kept (a trace keeps %d)\n", t.Dropped, MaxTraceEntries)
	}
}
