package mutate

import (
	"strconv"
	"strings"

	"github.com/rulec-dev/rulec/grammar"
)

// The walk over the tree: which operators apply to each kind of
// declaration and statement. A declaration or a statement gets the mutants
// of what it holds, and a few kinds more of their own.

// fileDecls makes the mutants of every declaration.
func (g *gen) fileDecls() {
	for _, d := range g.file.Decls {
		g.decl(d)
	}
}

// decl makes the mutants of a declaration and of what it holds: those of
// each expression and block it holds, and for a few kinds more (a default
// dropped, the lines of an order, a pace nudged). A declaration holding
// neither (units, import, source, unencoded: layout and bookkeeping,
// nothing a scenario could tell apart but by failing to load) has none,
// and a new kind gets the generic ones with no case here. It reports
// whether it made them, always.
func (g *gen) decl(d grammar.Decl) bool {
	defer g.push(d)()
	switch d := d.(type) {
	case *grammar.Remember:
		if d.Default != nil {
			def := d.Default
			g.try(Default, "without default "+def.String(), d, def.Pos,
				func() { d.Default = nil }, func() { d.Default = def })
			g.expr(d, d.Default)
		}
		return true
	case *grammar.Order:
		g.priorities(d, d.Priorities, func(ps []*grammar.Priority) { d.Priorities = ps })
		return true
	case *grammar.Pace:
		old := d.Length
		for _, n := range nudges(grammar.ExprToken{Kind: "Length", Value: old}) {
			g.try(Nudge, "pace "+quoted(old)+" → "+quoted(n), d, d.Pos,
				func() { d.Length = n }, func() { d.Length = old })
			if m := g.out[len(g.out)-1]; m.Pos == d.Pos {
				m.pace, m.filePaces, m.Clause = true, writesPaces(g.file), "pace "+old
			}
		}
		return true
	}
	g.held(d)
	return true
}

// held makes the mutants of each expression, argument and block n holds,
// in order.
func (g *gen) held(n grammar.Node) {
	for _, c := range grammar.Children(n) {
		switch c := c.(type) {
		case *grammar.Expr:
			g.expr(n, c)
		case *grammar.Arg:
			g.expr(n, c.Value)
		case *grammar.Block:
			g.block(c)
		}
	}
}

// block makes, for each statement, the mutant without it, then the
// statement's own mutants.
func (g *gen) block(b *grammar.Block) {
	if b == nil {
		return
	}
	defer g.push(b)()
	stmts := b.Stmts
	for i, s := range stmts {
		without := append(append([]grammar.Stmt{}, stmts[:i]...), stmts[i+1:]...)
		start, _ := s.Span()
		g.try(Drop, clip(grammar.Head(s)), s, start,
			func() { b.Stmts = without }, func() { b.Stmts = stmts })
	}
	for _, s := range stmts {
		g.stmt(s)
	}
}

// stmt makes a statement's own mutants and those of the blocks it holds:
// the mutants of each expression, argument and block it holds, in order,
// and for a few kinds more (a negated condition, a default dropped, the
// lines of a priority order swapped). A new kind of statement gets the
// generic ones with no case here. It reports whether it made them, always.
func (g *gen) stmt(s grammar.Stmt) bool {
	defer g.push(s)()
	switch s := s.(type) {
	case *grammar.Choose:
		g.expr(s, s.Candidates)
		if s.Default != nil {
			def := s.Default
			g.try(Default, "without default "+def.String(), s, def.Pos,
				func() { s.Default = nil }, func() { s.Default = def })
			g.expr(s, s.Default)
		}
		return true
	case *grammar.First:
		g.first(s)
		return true
	case *grammar.Pick:
		g.expr(s, s.Candidates)
		for _, u := range s.By {
			for _, a := range u.Args {
				g.expr(s, a)
			}
		}
		g.priorities(s, s.Priorities, func(ps []*grammar.Priority) { s.Priorities = ps })
		return true
	case *grammar.If:
		g.negate(s, s.Cond)
	case *grammar.Assert:
		// An assert is a rule on the input (a move of 0in or more, a
		// target of another side): a scenario expecting its error pins it
		// (expect: error), and one that does not leaves it unpinned, which
		// its surviving mutants say. Left out, an assert no scenario tests
		// went unseen, its mutants neither killed nor survived.
		g.negate(s, s.Cond)
	case *grammar.Roll:
		g.roll(s)
	}
	g.held(s)
	return true
}

// roll makes a roll's mutants: its number of dice and its dice's sides
// each nudged one up and one down (2D6 to 1D6, 3D6, 2D5 and 2D7; never
// fewer than one die of two sides), and its total and its dice one by one
// traded (2D6 and 2D6 dice). A roll binds a number, or a list of
// dice, so its dice are the one part of it a slip could change and the
// rules still check: without these, a roll had only its drop, which does
// not check when its name is read.
func (g *gen) roll(r *grammar.Roll) {
	old := r.Dice
	count, sides, ok := strings.Cut(old, "D")
	if !ok {
		return
	}
	n, err := strconv.Atoi(count)
	if count == "" {
		n, err = 1, nil
	}
	d, err2 := strconv.Atoi(sides)
	if err != nil || err2 != nil {
		return
	}
	for _, to := range [][2]int{{n - 1, d}, {n + 1, d}, {n, d - 1}, {n, d + 1}} {
		if to[0] < 1 || to[1] < 2 {
			continue
		}
		dice := strconv.Itoa(to[1])
		if to[0] != 1 || count != "" {
			dice = strconv.Itoa(to[0]) + "D" + dice
		} else {
			dice = "D" + dice
		}
		g.try(Nudge, quoted(old)+" → "+quoted(dice), r, r.Pos,
			func() { r.Dice = dice }, func() { r.Dice = old })
	}
	// The total and the dice one by one traded: `dice` forgotten still
	// checks where the rules read the list with a query that also takes
	// one number (max(slowed) of a total is the total, not the higher die).
	faces := r.Faces
	to := map[bool]string{false: old, true: old + " dice"}
	g.try(Flip, quoted(to[faces])+" → "+quoted(to[!faces]), r, r.Pos,
		func() { r.Faces = !faces }, func() { r.Faces = faces })
}

// first makes a first group's mutants: neighbouring clauses swapped, each
// clause dropped, the default traded, then each clause's own.
func (g *gen) first(f *grammar.First) {
	whens := f.Whens
	for i := 0; i+1 < len(whens); i++ {
		swapped := append([]*grammar.When{}, whens...)
		swapped[i], swapped[i+1] = swapped[i+1], swapped[i]
		if g.sameBlock(whens[i].Body, whens[i+1].Body) {
			g.why = "the two clauses do the same, so which applies first does not matter"
		}
		g.try(Swap, "with "+whenName(whens[i+1]), whens[i], whens[i].Pos,
			func() { f.Whens = swapped }, func() { f.Whens = whens })
	}
	if len(whens) > 1 || f.Otherwise != nil || f.Else != "" {
		for i, w := range whens {
			without := append(append([]*grammar.When{}, whens[:i]...), whens[i+1:]...)
			g.try(Drop, whenName(w), w, w.Pos,
				func() { f.Whens = without }, func() { f.Whens = whens })
		}
	}
	if other := map[string]string{"error": "nothing", "nothing": "error"}[f.Else]; other != "" {
		old := f.Else
		g.try(Default, "else "+old+" → else "+other, f, f.Pos,
			func() { f.Else = other }, func() { f.Else = old })
	}
	for _, w := range whens {
		pop := g.push(w)
		g.negate(w, w.Cond)
		g.expr(w, w.Cond)
		g.block(w.Body)
		pop()
	}
	if o := f.Otherwise; o != nil {
		pop := g.push(o)
		g.block(o.Body)
		pop()
	}
}

// whenName names a clause by its ref, or its condition.
func whenName(w *grammar.When) string {
	if w.Ref != nil {
		return "when [" + clip(w.Ref.Text) + "]"
	}
	return clip(w.Head())
}

// priorities makes the mutants of a pick's or an order's lines: two
// neighbours swapped, each line dropped, then each line's own. set puts a
// list of lines in place.
func (g *gen) priorities(site grammar.Node, lines []*grammar.Priority, set func([]*grammar.Priority)) {
	for i := 0; i+1 < len(lines); i++ {
		swapped := append([]*grammar.Priority{}, lines...)
		swapped[i], swapped[i+1] = swapped[i+1], swapped[i]
		if lines[i].Kind == "require" && lines[i+1].Kind == "require" {
			g.why = "two require lines: each drops the candidates that fail it, and the same survive in either order"
		}
		g.try(Swap, "with "+clip(lines[i+1].Head()), lines[i], lines[i].Pos,
			func() { set(swapped) }, func() { set(lines) })
	}
	for i, p := range lines {
		if len(lines) == 1 {
			if pk, ok := site.(*grammar.Pick); ok && len(pk.By) == 0 {
				break // a pick needs a line or an order
			}
		}
		without := append(append([]*grammar.Priority{}, lines[:i]...), lines[i+1:]...)
		g.try(Drop, clip(p.Head()), p, p.Pos,
			func() { set(without) }, func() { set(lines) })
	}
	for _, p := range lines {
		pop := g.push(p)
		switch p.Kind {
		case "minimise", "maximise":
			old, other := p.Kind, map[string]string{"minimise": "maximise", "maximise": "minimise"}[p.Kind]
			g.try(Flip, old+" → "+other, p, p.Pos, func() { p.Kind = other }, func() { p.Kind = old })
		case "prefer", "require":
			g.negate(p, p.Value)
		}
		g.expr(p, p.Value)
		pop()
	}
}

// clip shortens a head for a mutant's Change.
func clip(s string) string {
	if len(s) > 50 {
		return s[:47] + "..."
	}
	return s
}

// sameBlock reports whether two blocks print the same, statement by
// statement.
func (g *gen) sameBlock(a, b *grammar.Block) bool {
	if len(a.Stmts) != len(b.Stmts) {
		return false
	}
	for i := range a.Stmts {
		if grammar.Head(a.Stmts[i]) != grammar.Head(b.Stmts[i]) || !g.sameInside(a.Stmts[i], b.Stmts[i]) {
			return false
		}
	}
	return true
}

// sameInside reports whether two statements with the same head hold the
// same: a statement's head is all its text but the blocks it holds (a
// while's body, a pick's lines), so any block inside makes them differ.
// (A list of the kinds with blocks left out while, and took two loops
// with the same condition and other bodies for the same.)
func (g *gen) sameInside(a, b grammar.Stmt) bool {
	for _, s := range []grammar.Stmt{a, b} {
		block := false
		grammar.Walk(s, func(n grammar.Node) bool {
			switch n.(type) {
			case *grammar.Block, *grammar.When, *grammar.Otherwise, *grammar.Priority:
				block = true
			}
			return !block
		})
		if block {
			return false
		}
	}
	return true
}

// writesPaces reports whether a file writes a length in paces (`200p`):
// the only lengths of the file its pace converts.
func writesPaces(f *grammar.File) bool {
	found := false
	grammar.Walk(f, func(n grammar.Node) bool {
		if e, ok := n.(*grammar.Expr); ok {
			for _, t := range e.Tokens() {
				if t.Kind == "Length" && strings.HasSuffix(t.Value, "p") {
					found = true
				}
			}
		}
		return !found
	})
	return found
}
