// Package mutate tests a scenario suite by mutation: it makes small
// changes to a rules file (mutants: two clauses of a first group swapped, a
// comparison's boundary moved, a constant nudged, a condition negated, a
// statement dropped, a default changed), runs the scenarios that use the
// file on each, and reports the mutants no scenario notices. A mutant that
// survives marks a place in the rules the suite does not pin down.
//
// Mutants are made on the syntax tree and printed back by the grammar's
// formatter, comments and all, so each is a rules file a writer could have
// written, whose lines are where the original's are. One that
// prints as the original does is trivially equivalent; a rules writer marks
// the others known to be equivalent with a comment (see Mark).
package mutate

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/grammar"
)

// Op is a kind of mutation.
type Op string

// The mutation operators. Each mutant is one of them applied at one place.
const (
	// Swap exchanges two neighbouring clauses of a first group or two
	// neighbouring lines of a pick or an order: their priority.
	Swap Op = "swap"
	// Flip moves a comparison's boundary (< and <=, > and >=), turns ==
	// into != and back, `and` into `or` and back, minimise into maximise,
	// and a roll's total into its dice one by one and back.
	Flip Op = "flip"
	// Nudge changes a number by one (a whole number) or a length by half,
	// and a roll's number of dice or their sides by one.
	Nudge Op = "nudge"
	// Negate puts `not` before the condition of a when, an if, an assert,
	// a prefer or a require line.
	Negate Op = "negate"
	// Drop removes a statement, a clause of a first group or a line of a
	// pick or an order.
	Drop Op = "drop"
	// Default changes what happens by default: a first group's `else
	// error` and `else nothing` trade places; a choice or a memory loses its
	// default.
	Default Op = "default"
)

// Ops lists the operators, in the order the docs present them.
var Ops = []Op{Swap, Flip, Nudge, Negate, Drop, Default}

// Equivalence is how a mutant was found equivalent to the original.
type Equivalence string

// The ways: it prints as the original; the tree shows it (two clauses
// that do the same swapped, two require lines swapped); a rules writer
// marked it.
const (
	Formats  Equivalence = "formats as original"
	Detected Equivalence = "detected"
	Marked   Equivalence = "marked"
)

// Mutant is one small change to a rules file.
type Mutant struct {
	// ID numbers the mutants of a file from 1, in source order.
	ID int
	// File is the rules file as named to Generate.
	File string
	Op   Op
	// Change says what changed, after the operator's name: `"<" → "<="`
	// (flip), `with when [far]` (swap), `move unit, forward: 1in` (drop).
	Change string
	// Pos is where the change is in the original file.
	Pos grammar.Position
	// Clause is the head of the clause or statement changed (its site), at
	// ClausePos, and Ref the rule it cites (or the nearest one around it).
	Clause    string
	ClausePos grammar.Position
	Ref       string
	// In names the containers of the site: `procedure pursue › step 1`.
	In string
	// Source is the mutant as a formatted rules file.
	Source []byte
	// Equivalent, when not empty, says why the mutant behaves as the
	// original: it formats the same, or a rules writer marked it so.
	Equivalent string
	// How says how it was found equivalent: Formats, Detected or Marked.
	How Equivalence
	// Mark is the comment that marked it equivalent, if one did.
	Mark *Mark
	// pace is set for a nudge of the file's pace, filePaces when the file
	// writes lengths in paces: without them the pace converts only the
	// lengths of scenarios that list the file (see Run).
	pace, filePaces bool
}

// String returns the mutant in one line: place, operator, change.
func (m *Mutant) String() string {
	return fmt.Sprintf("%s %s %s", diag.Short(m.Pos), m.Op, m.Change)
}

// Generate returns the mutants of a rules file: every operator applied at
// every place it applies, in source order, each formatted at the house
// width. Mutants that format as the original does come back marked
// equivalent; a mutant that formats as an earlier one does is left out.
// The comments of src mark known-equivalent mutants (see Mark); marks
// that match no mutant come back as warnings.
func Generate(path string, src []byte) ([]*Mutant, diag.ErrorList, error) {
	f, err := grammar.Parse(path, src)
	if err != nil {
		return nil, nil, err
	}
	cs, err := grammar.Comments(path, src)
	if err != nil {
		return nil, nil, err
	}
	marks, warns := parseMarks(path, src, cs)
	g := &gen{file: f, path: path, comments: cs, seen: map[string]bool{}}
	g.base = grammar.Format(f, cs, grammar.Width)
	g.seen[string(g.base)] = true
	g.fileDecls()
	warns = append(warns, applyMarks(g.out, marks)...)
	warns.Sort()
	return g.out, warns, nil
}

// gen holds the state of one Generate.
type gen struct {
	file     *grammar.File
	path     string
	comments []grammar.Comment
	base     []byte
	seen     map[string]bool
	out      []*Mutant
	// why, when set, is the reason the next mutant tried is equivalent,
	// found from the tree.
	why string
	// stack holds the nodes around the one being mutated, outermost first.
	stack []grammar.Node
}

// try applies a change, formats the file, and takes the change back: the
// mutant is recorded unless an earlier one printed the same. site is the
// clause changed; at is where.
func (g *gen) try(op Op, change string, site grammar.Node, at grammar.Position, do, undo func()) {
	do()
	src := grammar.Format(g.file, g.comments, grammar.Width)
	undo()
	m := &Mutant{File: g.path, Op: op, Change: change, Pos: at, Source: src}
	m.Clause = grammar.Head(site)
	m.ClausePos, _ = site.Span()
	m.Ref, m.In = g.context(site)
	why := g.why
	g.why = ""
	switch {
	case bytes.Equal(src, g.base):
		m.Equivalent, m.How = "formats as the original does", Formats
	case g.seen[string(src)]:
		return
	case why != "":
		m.Equivalent, m.How = why, Detected
	}
	g.seen[string(src)] = true
	m.ID = len(g.out) + 1
	g.out = append(g.out, m)
}

// context returns the ref a site cites, or the nearest one of the nodes
// around it, and the path of its containers.
func (g *gen) context(site grammar.Node) (ref, in string) {
	if r := grammar.RefOf(site); r != nil {
		ref = r.Text
	}
	var names []string
	for i := len(g.stack) - 1; i >= 0; i-- {
		n := g.stack[i]
		if n == site {
			continue
		}
		if r := grammar.RefOf(n); ref == "" && r != nil {
			ref = r.Text
		}
		if name := containerName(n); name != "" {
			names = append(names, name)
		}
	}
	for i, j := 0, len(names)-1; i < j; i, j = i+1, j-1 {
		names[i], names[j] = names[j], names[i]
	}
	return ref, strings.Join(names, " › ")
}

// containerName is how a container is named in Mutant.In: a procedure
// by its name, a clause by its ref, anything else by its head, shortened.
func containerName(n grammar.Node) string {
	switch n := n.(type) {
	case *grammar.Procedure:
		return "procedure " + n.Name
	case *grammar.When:
		if n.Ref != nil {
			return "when [" + clip(n.Ref.Text) + "]"
		}
	}
	return clip(grammar.Head(n))
}

// push enters a container; the returned function leaves it.
func (g *gen) push(n grammar.Node) func() {
	g.stack = append(g.stack, n)
	return func() { g.stack = g.stack[:len(g.stack)-1] }
}
