package rulediff

import (
	"fmt"
	"strings"

	"github.com/rulec-dev/rulec/grammar"
)

// Kind is the kind of a structural change.
type Kind string

// The kinds of structural change.
const (
	Added       Kind = "added"
	Removed     Kind = "removed"
	CondChanged Kind = "changed condition"
	Changed     Kind = "changed"
	RefChanged  Kind = "changed ref"
	Moved       Kind = "moved"
)

// Change is one structural difference between two versions of a file.
type Change struct {
	Kind Kind `json:"kind"`
	// What names the item: a clause by its ref, a statement by its text.
	What string `json:"what"`
	// In is the path of containers holding it:
	// `procedure advance › step 1 "Pivot" › first "after the Pivot"`.
	In string `json:"in,omitempty"`
	// Old and New are the item's positions. An added item has no old
	// position, so Old is where its container is in the old file; a
	// removed item likewise has New at its container.
	Old grammar.Position `json:"-"`
	New grammar.Position `json:"-"`
	// OldText and NewText are what changed: the condition, the statement
	// or the ref before and after.
	OldText string `json:"old_text,omitempty"`
	NewText string `json:"new_text,omitempty"`
	// Note says what a move does: which sibling the item now comes before
	// or after, and why that matters in its container.
	Note string `json:"note,omitempty"`
	// Unreached marks, when suites ran, a change inside a clause that no
	// scenario's run reached under either version (markUnreached).
	Unreached bool `json:"unreached,omitempty"`
	// Unevaluated is, for an unreached change whose clause ran, the part
	// of a condition (or branch of a conditional value) holding it that
	// no run evaluated.
	Unevaluated string `json:"unevaluated,omitempty"`
	// Undecided is, for a clause moved in a first group, or a line moved
	// in a pick or an order, that ran, the group, pick or order, when no
	// run came out of it otherwise under one order than under the other:
	// the order decided nothing (orderDecided).
	Undecided string `json:"undecided,omitempty"`
	// DiceFixed is, for a change to a roll's dice alone that runs reached,
	// that every run reaching it rolled the dice its scenario gives, the
	// same under both versions: none enumerated them (markUnreached).
	DiceFixed bool `json:"dice_fixed,omitempty"`
	// group and groupOld, groupNew are, for a move in a first group, a
	// pick or an order, its label and its positions in the two versions.
	group              string
	groupOld, groupNew grammar.Position
	// oldNode and newNode are the statements or declarations whose own
	// text changed (Changed, CondChanged), for unevaluatedPart.
	oldNode, newNode grammar.Node
}

// Files returns the structural changes from old to new, mostly in the
// order of the new file: the header, then declarations and each
// procedure's statements and clauses depth first, what a list lost before
// what it holds now, declarations removed last. Two files that differ
// only in layout and comments have none.
func Files(old, new *grammar.File) []Change {
	d := &differ{}
	d.header(old, new)
	d.decls(old, new)
	return d.changes
}

// differ collects changes.
type differ struct {
	changes []Change
}

// add records a change.
func (d *differ) add(c Change) { d.changes = append(d.changes, c) }

// header compares the ruleset names, units, paces and imports.
func (d *differ) header(old, new *grammar.File) {
	text := func(f *grammar.File) (string, grammar.Position) {
		if f.Header == nil {
			return "", f.Pos
		}
		s := "ruleset " + fmt.Sprintf("%q", f.Header.Name)
		if f.Header.Version != "" {
			s += fmt.Sprintf(" version %q", f.Header.Version)
		}
		return s, f.Header.Pos
	}
	ot, op := text(old)
	nt, np := text(new)
	if ot != nt {
		d.add(Change{Kind: Changed, What: "ruleset header", Old: op, New: np, OldText: ot, NewText: nt})
	}
}

// decl is a top-level declaration keyed by what it declares.
type decl struct {
	key  string // "units", "pace", "import move.rules", "const x", "def f", "order o", "procedure p"
	text string
	node grammar.Node
}

// declsOf lists a file's declarations.
func declsOf(f *grammar.File) []decl {
	var out []decl
	for _, dc := range f.Decls {
		out = append(out, grammar.VisitDecl[decl](dc, declKeys{}))
	}
	return out
}

// declKeys keys each kind of declaration by what it declares, with the
// text compared when the key is on both sides ("" for those compared
// item by item).
type declKeys struct{}

func (declKeys) Units(d *grammar.Units) decl { return decl{"units", "units " + d.Unit, d} }
func (declKeys) Pace(d *grammar.Pace) decl   { return decl{"pace", "pace " + d.Length, d} }
func (declKeys) Import(d *grammar.Import) decl {
	return decl{"import " + d.Path, fmt.Sprintf("import %q", d.Path), d}
}
func (declKeys) Source(d *grammar.Source) decl {
	return decl{"source " + d.Path, fmt.Sprintf("source %q", d.Path), d}
}
func (declKeys) Unencoded(d *grammar.Unencoded) decl {
	return decl{"unencoded " + d.Quote, fmt.Sprintf("unencoded %q because %q", d.Quote, d.Reason), d}
}
func (declKeys) Const(d *grammar.Const) decl       { return decl{"const " + d.Name, canon(d), d} }
func (declKeys) Def(d *grammar.Def) decl           { return decl{"def " + d.Name, canon(d), d} }
func (declKeys) Remember(d *grammar.Remember) decl { return decl{"remember " + d.Name, canon(d), d} }
func (declKeys) Order(d *grammar.Order) decl       { return decl{"order " + d.Name, "", d} }
func (declKeys) Procedure(d *grammar.Procedure) decl {
	return decl{"procedure " + d.Name, "", d}
}

// decls compares declarations by what they declare; their order does not
// matter.
func (d *differ) decls(old, new *grammar.File) {
	olds := map[string]decl{}
	for _, o := range declsOf(old) {
		olds[o.key] = o
	}
	seen := map[string]bool{}
	for _, n := range declsOf(new) {
		seen[n.key] = true
		o, ok := olds[n.key]
		if !ok {
			d.add(Change{Kind: Added, What: what(n), Old: old.Pos, New: pos(n.node)})
			continue
		}
		switch n.node.(type) {
		case *grammar.Procedure, *grammar.Order:
			d.item(o.node, n.node, "")
			continue
		}
		if o.text != n.text {
			d.add(Change{Kind: Changed, What: n.key, Old: pos(o.node), New: pos(n.node), OldText: oneLine(o.text), NewText: oneLine(n.text),
				oldNode: o.node, newNode: n.node})
		}
	}
	for _, o := range declsOf(old) {
		if !seen[o.key] {
			d.add(Change{Kind: Removed, What: what(o), Old: pos(o.node), New: new.Pos})
		}
	}
}

// what names a declaration.
func what(dc decl) string {
	if dc.text == "" || strings.Contains(dc.text, "\n") {
		return label(dc.node)
	}
	return dc.text
}

// item compares a paired node: its own text, its ref, then what it holds.
func (d *differ) item(old, new grammar.Node, in string) {
	oh, nh := grammar.Head(old), grammar.Head(new)
	base := Change{What: label(new), In: in, Old: pos(old), New: pos(new)}
	if oh != nh {
		c := base
		c.Kind, c.OldText, c.NewText = Changed, oh, nh
		c.oldNode, c.newNode = old, new
		if cond(old) {
			c.Kind, c.OldText, c.NewText = CondChanged, condText(old), condText(new)
		}
		d.add(c)
	}
	if or, nr := ref(old), ref(new); or != nr {
		c := base
		c.Kind, c.OldText, c.NewText = RefChanged, or, nr
		d.add(c)
	}
	oc, nc := containers(old), containers(new)
	for k := range max(len(oc), len(nc)) {
		switch {
		case k >= len(nc):
			for _, n := range oc[k].items {
				d.add(Change{Kind: Removed, What: label(n), In: join(in, owner(new), oc[k].label), Old: pos(n), New: pos(new)})
			}
		case k >= len(oc):
			for _, n := range nc[k].items {
				d.add(Change{Kind: Added, What: label(n), In: join(in, owner(new), nc[k].label), Old: pos(old), New: pos(n)})
			}
		default:
			d.list(oc[k], nc[k], join(in, owner(new), nc[k].label), pos(old), pos(new))
		}
	}
}

// list compares two versions of one ordered container whose owner is at
// oldAt and newAt.
func (d *differ) list(old, new container, in string, oldAt, newAt grammar.Position) {
	p := match(old.items, new.items)
	for i, n := range old.items {
		if p.toNew[i] < 0 {
			d.add(Change{Kind: Removed, What: label(n), In: in, Old: pos(n), New: newAt})
		}
	}
	for j, n := range new.items {
		i := p.toOld[j]
		if i < 0 {
			d.add(Change{Kind: Added, What: label(n), In: in, Old: oldAt, New: pos(n)})
			continue
		}
		if !p.inPlace[i] {
			ch := Change{Kind: Moved, What: label(n), In: in, Old: pos(old.items[i]), New: pos(n),
				Note: moveNote(old, new, p, j)}
			if old.kind == "first" || old.kind == "pick" {
				ch.group, ch.groupOld, ch.groupNew = lastOwner(in), oldAt, newAt
			}
			d.add(ch)
		}
		if canon(old.items[i]) != canon(n) {
			d.item(old.items[i], n, in)
		}
	}
}

// lastOwner returns the innermost owner of a path: `first "pace"` of
// `procedure go › first "pace"`.
func lastOwner(in string) string {
	if i := strings.LastIndex(in, " › "); i >= 0 {
		return in[i+len(" › "):]
	}
	return in
}

// moveNote says where a moved item went relative to the siblings that kept
// their order, and what that does in its container.
func moveNote(old, new container, p pairing, j int) string {
	i := p.toOld[j]
	var where string
	for k := j + 1; k < len(new.items) && where == ""; k++ {
		if o := p.toOld[k]; o >= 0 && p.inPlace[o] && o < i {
			where = "moved above " + label(new.items[k])
		}
	}
	for k := j - 1; k >= 0 && where == ""; k-- {
		if o := p.toOld[k]; o >= 0 && p.inPlace[o] && o > i {
			where = "moved below " + label(new.items[k])
		}
	}
	if where == "" {
		where = "moved"
	}
	switch old.kind {
	case "first":
		return where + ": under first-applicable order this changes which clause wins"
	case "pick":
		return where + ": in a priority order this changes which priority decides first"
	}
	return where + ": statements run in order"
}

// cond reports whether a node's text is a condition.
func cond(n grammar.Node) bool {
	switch n.(type) {
	case *grammar.When, *grammar.If:
		return true
	}
	return false
}

// condText returns a conditional node's condition.
func condText(n grammar.Node) string {
	switch n := n.(type) {
	case *grammar.When:
		return n.Cond.String()
	case *grammar.If:
		return n.Cond.String()
	}
	return grammar.Head(n)
}

// join appends a container's owner (and "else" for an else block) to a
// path.
func join(in, owner, label string) string {
	parts := []string{}
	if in != "" {
		parts = append(parts, in)
	}
	parts = append(parts, owner)
	if label != "" {
		parts = append(parts, label)
	}
	return strings.Join(parts, " › ")
}

// owner names a node that holds others, for a path.
func owner(n grammar.Node) string {
	switch n := n.(type) {
	case *grammar.Procedure:
		return "procedure " + n.Name
	case *grammar.Pick:
		return "pick " + n.Name
	case *grammar.Order:
		return "order " + n.Name
	case *grammar.When, *grammar.Otherwise:
		return label(n)
	}
	return shorten(grammar.Head(n), 60)
}

// oneLine joins the lines of a canonical text for one line of output.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// pos returns a node's start.
func pos(n grammar.Node) grammar.Position {
	start, _ := n.Span()
	return start
}
