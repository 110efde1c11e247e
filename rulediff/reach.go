package rulediff

import (
	"errors"
	"slices"
	"strings"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
)

// markUnreached marks each change that no run of results reached: a change
// inside a clause (a step, a branch, a loop, a procedure, a line of an
// order) that ran in no scenario under the version holding it. "No
// scenario's outcome changed" says nothing of such a change: no scenario
// ran it. A change in a def's body is reached where the def is used
// (reachesDecl), and so is a change in a constant or in a memory's
// default where the constant or the memory is read. A change outside every
// clause and declaration (the header, an import) and a changed ref, which
// changes no run, are never marked.
//
// A change to a roll's dice (2D6 to 3D6) is reached only by a run
// whose dice were enumerated: a scenario that gives the roll's result
// (dice: [7]) rolls it under either version, so its run puts the change
// to no test. With oddsRan (rulec diff -odds), or in a scenario checked
// on expect.odds, every way the dice fall is run under both versions.
func markUnreached(changes []Change, results []*Scenario, oddsRan bool) {
	for i := range changes {
		ch := &changes[i]
		if ch.Kind == RefChanged {
			continue
		}
		var known, reached bool
		only := ch.Kind == Changed && defaultOnly(results, ch)
		by := ch.Kind == Changed && byOnly(ch)
		fallback := ch.Kind == Changed && fallbackOnly(ch)
		message := ch.Kind == Changed && messageOnly(ch)
		chooser := ch.Kind == Changed && chooserOnly(ch)
		dice := ch.Kind == Changed && diceChanged(ch) && !oddsRan
		fixed := false
		// the part of its statement a change of one kind is in, and
		// whether a run reached the statement (stmt): one whose runs all
		// reached the statement but never that part read "no run of the
		// suites reached the clause that holds it", which a reader takes
		// for the statement, where the scenario plainly ran it
		part := ""
		switch {
		case only:
			part = "its default (taken only when a run has no answer and more than one candidate)"
		case by:
			part = "the orders it follows (run when one of their lines decides)"
		case fallback:
			part = "what it does when no clause applies (run only when none does)"
		case message:
			part = "its message (shown only when it fails)"
		case chooser:
			part = "who chooses (shown only by a run that fails for want of an answer)"
		}
		stmt := false
		for _, s := range results {
			for _, side := range []struct {
				run *Run
				at  grammar.Position
				ok  bool
			}{{s.Old, ch.Old, ch.Kind != Added}, {s.New, ch.New, ch.Kind != Removed}} {
				if !side.ok || side.run == nil {
					continue
				}
				k, r := reaches(side.run, side.at)
				stmt = stmt || r
				if only {
					k, r = reachesDefault(side.run, side.at)
				}
				if by {
					k, r = reachesKind(side.run, side.at, "by")
				}
				if fallback {
					k, r = reachesKind(side.run, side.at, "fallback")
				}
				if message {
					k, r = reachesKind(side.run, side.at, "failed")
				}
				if chooser {
					k, r = reachesKind(side.run, side.at, "chooser")
				}
				if dice && r && !enumerated(side.run) {
					r, fixed = false, true
				}
				known, reached = known || k, reached || r
			}
		}
		ch.Unreached = known && !reached
		ch.DiceFixed = ch.Unreached && fixed
		if ch.Unreached && part != "" && stmt {
			ch.Unevaluated = part
		}
		if known && reached {
			if part := unevaluatedPart(ch, results); part != "" {
				ch.Unreached, ch.Unevaluated = true, part
			}
		}
		if by && byReordered(ch) {
			ch.group, ch.groupOld, ch.groupNew = "pick "+ch.oldNode.(*grammar.Pick).Name, ch.Old, ch.New
		}
		if known && reached && ch.group != "" && !orderDecided(ch, results) {
			ch.Unreached, ch.Undecided = true, ch.group
		}
	}
}

// reaches reports whether run's program has a clause holding the position
// at (known), and whether the run reached it: ran the innermost clause
// around it. A clause's own head (an if's condition, a step's title) is
// reached when the clause around it runs, a when's when its condition is
// tested (whenAt); a line of an order or
// pick, a procedure and an order are their own clauses, reached when they
// judge or run, and so is a let, reached when its value is worked out: a
// let is evaluated when first read (docs/language.md), so one that no run
// reads was never run, though the block around it was; and a choice's
// default, reached when a run fell back on it.
//
// A scenario checked on its odds alone is traced by the clauses its
// enumeration ran (odds.Options.Hits). A run with no trace did not happen
// (its input was refused before it began): it reaches nothing. It counted
// as reaching every change, as odds-only scenarios once did, so a change
// in a procedure no scenario calls read "no scenario's outcome changed".
func reaches(run *Run, at grammar.Position) (known, reached bool) {
	switch {
	case run.Result == nil || run.Program == nil || at.Filename == "":
		return false, false
	case run.Trace == nil:
		return true, false
	}
	if w := whenAt(run, at); w != nil {
		return true, run.Trace.Tested(w) > 0
	}
	c := innermost(run, at, run.Display)
	if c == nil {
		return reachesDecl(run, at)
	}
	n := run.Trace.Hits[c.ID]
	return true, n > 1 || n == 1 && !endedBefore(run, c, at)
}

// endedBefore reports whether run ended with an error inside clause c
// before at: where it failed, or a call on the way there. A clause the
// run entered once runs its statements in order (a loop's body is a
// clause of its own, hit each turn), so the run left c before it reached
// at: a change after a statement where every run stopped with an error
// is not reached, though the clause around it ran.
func endedBefore(run *Run, c *interp.Clause, at grammar.Position) bool {
	var re *interp.RunError
	if !errors.As(run.RunErr, &re) {
		return false
	}
	from, to := c.Pos(), c.End()
	in := func(p grammar.Position) bool {
		return p.Filename != "" && run.Display(p.Filename) == at.Filename &&
			!before(p, from) && !before(to, p) && before(p, at)
	}
	if in(re.Pos) {
		return true
	}
	for _, f := range re.Stack {
		// the run's entry is a frame at the procedure's own head, not a
		// call inside it: a run that failed at its first statement read
		// as having left the procedure before every statement
		if in(f.Pos) && (f.Pos.Line != from.Line || f.Pos.Column != from.Column) {
			return true
		}
	}
	return false
}

// whenAt returns the when clause of run's program that begins at at, or
// nil. Its condition is tested only when the clauses before it did not
// apply: a change in it is reached when a run tested it, not whenever
// the first around it ran, as with an if's condition.
func whenAt(run *Run, at grammar.Position) *interp.Clause {
	for _, c := range run.Program.Clauses {
		if c.Kind == "when" && c.Pos().Line == at.Line && c.Pos().Column == at.Column &&
			run.Display(c.Pos().Filename) == at.Filename {
			return c
		}
	}
	return nil
}

// defaultOnly reports whether change ch, of a choose statement, changes
// its default alone: the structure compares statements whole, and the
// default is evaluated only when a run falls back on it, not whenever the
// choose runs.
func defaultOnly(results []*Scenario, ch *Change) bool {
	for _, s := range results {
		if s.Old == nil || s.New == nil {
			continue
		}
		o, n := chooseAt(s.Old, ch.Old), chooseAt(s.New, ch.New)
		if o == nil || n == nil {
			continue
		}
		return o.Default != nil && n.Default != nil && o.Name == n.Name &&
			o.Candidates.String() == n.Candidates.String() && o.Chooser.String() == n.Chooser.String()
	}
	return false
}

// reachesDefault is reaches for a change to the default of the choose
// at at: reached when a run fell back on the default.
func reachesDefault(run *Run, at grammar.Position) (known, reached bool) {
	if run.Result == nil || run.Program == nil || run.Trace == nil {
		return reaches(run, at)
	}
	c := chooseAt(run, at)
	if c == nil || c.Default == nil {
		return reaches(run, at)
	}
	for _, cl := range run.Program.Clauses {
		if cl.Kind == "default" && cl.Pos() == c.Default.Pos {
			return true, run.Trace.Hits[cl.ID] > 0
		}
	}
	return reaches(run, at)
}

// byOnly reports whether change ch, of a pick, changes only the orders it
// follows (`by ...`: which, in what order, with what arguments): they
// matter only when a line of one of them decides, not whenever the pick
// runs (a pick of one candidate judges nothing).
func byOnly(ch *Change) bool {
	o, ok1 := ch.oldNode.(*grammar.Pick)
	n, ok2 := ch.newNode.(*grammar.Pick)
	if !ok1 || !ok2 || len(o.By) == 0 || len(n.By) == 0 || o.Name != n.Name ||
		o.Candidates.String() != n.Candidates.String() || len(o.Priorities) != len(n.Priorities) {
		return false
	}
	for i := range o.Priorities {
		if grammar.Head(o.Priorities[i]) != grammar.Head(n.Priorities[i]) {
			return false
		}
	}
	return true
}

// byReordered reports whether change ch, of the orders a pick follows
// (byOnly), only puts them in another order: that changes the choice only
// where two of them disagree (orderDecided).
func byReordered(ch *Change) bool {
	texts := func(p *grammar.Pick) []string {
		var out []string
		for _, u := range p.By {
			t := u.Name
			for _, a := range u.Args {
				t += "\x00" + a.String()
			}
			out = append(out, t)
		}
		return out
	}
	o, n := texts(ch.oldNode.(*grammar.Pick)), texts(ch.newNode.(*grammar.Pick))
	if slices.Equal(o, n) {
		return false
	}
	slices.Sort(o)
	slices.Sort(n)
	return slices.Equal(o, n)
}

// fallbackOnly reports whether change ch, of a first group, changes only
// what happens when no clause applies (else error, else nothing) or the
// name such an error gives: that matters only when a run found no clause
// applying, not whenever the group ran. (A group's own text is its head;
// its clauses are compared as items of their own.)
func fallbackOnly(ch *Change) bool {
	o, ok1 := ch.oldNode.(*grammar.First)
	n, ok2 := ch.newNode.(*grammar.First)
	return ok1 && ok2 && o.Else != "" && n.Else != ""
}

// messageOnly reports whether change ch, of an assert, changes only its
// message: that is used only when a run fails the assertion, not
// whenever the assert runs.
func messageOnly(ch *Change) bool {
	o, ok1 := ch.oldNode.(*grammar.Assert)
	n, ok2 := ch.newNode.(*grammar.Assert)
	return ok1 && ok2 && o.Cond.String() == n.Cond.String()
}

// chooserOnly reports whether change ch, of a choose statement, changes
// only its chooser (`by SIDE`): the chooser decides nothing, since an
// answer is given by the choice's name, whoever makes it; it shows only in
// the error of a run that found no answer, no default and several
// candidates, not whenever the choose runs.
func chooserOnly(ch *Change) bool {
	o, ok1 := ch.oldNode.(*grammar.Choose)
	n, ok2 := ch.newNode.(*grammar.Choose)
	text := func(x *grammar.Expr) string {
		if x == nil {
			return ""
		}
		return x.String()
	}
	return ok1 && ok2 && o.Name == n.Name && text(o.Candidates) == text(n.Candidates) &&
		text(o.Default) == text(n.Default) && (o.Default == nil) == (n.Default == nil)
}

// diceChanged reports whether change ch, of a roll, changes its dice
// (2D6 to 3D6, the number of dice or their sides), with its name or not.
func diceChanged(ch *Change) bool {
	o, ok1 := ch.oldNode.(*grammar.Roll)
	n, ok2 := ch.newNode.(*grammar.Roll)
	return ok1 && ok2 && o.Dice != n.Dice
}

// enumerated reports whether run's scenario had its dice enumerated, so
// that a change to a roll's dice changed what the roll could give: it
// expects odds (expect.odds, checked over every way the dice fall).
func enumerated(run *Run) bool {
	return run.Result != nil && run.Result.Scenario != nil && len(run.Result.Scenario.Expect.Odds) > 0
}

// reachesKind is reaches for a change to what the clause of kind at at
// stands for: the orders a pick follows ("by"), reached when a line of one
// of them decided in the pick; the fallback of a first group
// ("fallback"), reached when no clause applied; an assert's message
// ("failed"), reached when a run failed the assertion; a choice's chooser
// ("chooser"), reached when a run found no answer for it.
func reachesKind(run *Run, at grammar.Position, kind string) (known, reached bool) {
	if run.Result == nil || run.Program == nil || run.Trace == nil {
		return reaches(run, at)
	}
	for _, c := range run.Program.Clauses {
		if c.Kind == kind && c.Pos().Line == at.Line && c.Pos().Column == at.Column && run.Display(c.Pos().Filename) == at.Filename {
			return true, run.Trace.Hits[c.ID] > 0
		}
	}
	return reaches(run, at)
}

// chooseAt returns the choose statement of run's program at at, or nil.
func chooseAt(run *Run, at grammar.Position) *grammar.Choose {
	if run.Program == nil {
		return nil
	}
	var found *grammar.Choose
	for _, f := range run.Program.Files {
		if f.AST == nil || run.Display(f.Path) != at.Filename {
			continue
		}
		grammar.Walk(f.AST, func(n grammar.Node) bool {
			if c, ok := n.(*grammar.Choose); ok && c.Pos.Line == at.Line && c.Pos.Column == at.Column {
				found = c
			}
			return found == nil
		})
	}
	return found
}

// innermost returns the innermost clause of run's program holding at, a
// position in the names name gives the program's files, or nil.
func innermost(run *Run, at grammar.Position, name func(string) string) *interp.Clause {
	var best *interp.Clause
	for _, c := range run.Program.Clauses {
		if name(c.Pos().Filename) != at.Filename || !holds(c, at) {
			continue
		}
		if best == nil || before(best.Pos(), c.Pos()) {
			best = c
		}
	}
	return best
}

// reachesDecl is reaches for a position in no clause: in a def, a
// constant or a memory's declaration, it is reached when some read of the
// declared name is, in a clause that ran (for a read in the arguments of
// an order a pick follows, when a line of its orders decided: byArgAt) or
// in another such declaration reached in turn (a def or a constant is evaluated only where it is used,
// a memory's default only where the memory is read; a `set` writes it and
// reads nothing). The reads are the resolver's (check.Info.Uses), so a
// local that happens to share the name is not taken for one. A read in a
// condition counts only when its clause ran, not when it was only tested:
// a change it reports unreached may have been evaluated, so it errs on the
// side of saying the suites are silent.
func reachesDecl(run *Run, at grammar.Position) (known, reached bool) {
	info := run.Program.Info
	if info == nil {
		return false, false
	}
	declAt := func(p grammar.Position) *check.Binding {
		for _, b := range info.Bindings {
			switch b.Kind {
			case check.DefBinding, check.ConstBinding, check.MemoryBinding:
			default:
				continue
			}
			from, to := b.Decl.Span()
			if run.Display(from.Filename) == p.Filename && !before(p, from) && !before(to, p) {
				return b
			}
		}
		return nil
	}
	b := declAt(at)
	if b == nil {
		return false, false
	}
	var writes map[grammar.Position]bool
	if b.Kind == check.MemoryBinding {
		writes = setNames(run)
	}
	seen := map[*check.Binding]bool{}
	var read func(b *check.Binding) bool
	read = func(b *check.Binding) bool {
		if seen[b] {
			return false
		}
		seen[b] = true
		for p, used := range info.Uses.All() {
			if used != b || writes[p] {
				continue
			}
			p.Filename = run.Display(p.Filename)
			if c := byArgAt(run, p); c != nil {
				if run.Trace.Hits[c.ID] > 0 {
					return true
				}
			} else if c := chooserAt(run, p); c != nil {
				if run.Trace.Hits[c.ID] > 0 {
					return true
				}
			} else if c := innermost(run, p, run.Display); c != nil {
				if run.Trace.Hits[c.ID] > 0 && partEvaluated(run, p) {
					return true
				}
			} else if outer := declAt(p); outer != nil && outer != b && read(outer) {
				return true
			}
		}
		return false
	}
	return true, read(b)
}

// byArgAt returns the by clause of the pick whose orders' arguments hold
// p (a position in the diff's names), or nil: an argument of an order a
// pick follows (`by near(unit, reach)`) matters only when a line of one
// of its orders decided in that pick, which the by clause counts, not
// whenever the pick ran.
func byArgAt(run *Run, p grammar.Position) *interp.Clause {
	var pick *grammar.Pick
	for _, f := range run.Program.Files {
		if f.AST == nil || run.Display(f.Path) != p.Filename {
			continue
		}
		grammar.Walk(f.AST, func(n grammar.Node) bool {
			k, ok := n.(*grammar.Pick)
			if !ok {
				return pick == nil
			}
			for _, u := range k.By {
				from, to := u.Span()
				if !before(p, from) && !before(to, p) {
					pick = k
				}
			}
			return pick == nil
		})
	}
	if pick == nil {
		return nil
	}
	for _, c := range run.Program.Clauses {
		if c.Kind == "by" && c.Pos().Line == pick.Pos.Line && c.Pos().Column == pick.Pos.Column &&
			run.Display(c.Pos().Filename) == p.Filename {
			return c
		}
	}
	return nil
}

// chooserAt returns the chooser clause of the choose whose chooser (`by
// SIDE`) holds p (a position in the diff's names), or nil: a constant or
// def read there is used only when a run found no answer to the choice
// (chooserOnly), not whenever the choose ran.
func chooserAt(run *Run, p grammar.Position) *interp.Clause {
	var ch *grammar.Choose
	for _, f := range run.Program.Files {
		if f.AST == nil || run.Display(f.Path) != p.Filename {
			continue
		}
		grammar.Walk(f.AST, func(n grammar.Node) bool {
			if c, ok := n.(*grammar.Choose); ok && c.Chooser != nil {
				if from, to := c.Chooser.Span(); !before(p, from) && !before(to, p) {
					ch = c
				}
			}
			return ch == nil
		})
	}
	if ch == nil {
		return nil
	}
	for _, c := range run.Program.Clauses {
		if c.Kind == "chooser" && c.Pos().Line == ch.Pos.Line && c.Pos().Column == ch.Pos.Column &&
			run.Display(c.Pos().Filename) == p.Filename {
			return c
		}
	}
	return nil
}

// setNames returns the positions of the memory names that `set`
// statements write: the resolver records them among the uses, but a write
// reads nothing.
func setNames(run *Run) map[grammar.Position]bool {
	names := map[grammar.Position]bool{}
	for _, f := range run.Program.Files {
		if f.AST == nil {
			continue
		}
		grammar.Walk(f.AST, func(n grammar.Node) bool {
			s, ok := n.(*grammar.Set)
			if !ok {
				return true
			}
			for p, b := range run.Program.Info.Uses.All() {
				if b.Kind == check.MemoryBinding && p.Filename == s.Pos.Filename &&
					p.Line == s.Pos.Line && p.Offset >= s.Pos.Offset && p.Offset < setKeysAt(s) {
					names[p] = true
				}
			}
			return true
		})
	}
	return names
}

// setKeysAt returns the byte offset where a set's keys (or, with none,
// its value) begin: its name stands before it.
func setKeysAt(s *grammar.Set) int {
	if len(s.Keys) > 0 {
		return s.Keys[0].Pos.Offset
	}
	return s.Value.Pos.Offset
}

// holds reports whether clause c holds the position at, as reaches reads
// it.
func holds(c *interp.Clause, at grammar.Position) bool {
	if c.Kind == "by" || c.Kind == "fallback" || c.Kind == "failed" || c.Kind == "chooser" {
		return false // reachesKind asks them
	}
	if c.Pos().Line == at.Line && c.Pos().Column == at.Column {
		switch c.Kind {
		case "priority", "proc", "order", "let", "default", "after":
			return true
		}
		return false
	}
	return !before(at, c.Pos()) && !before(c.End(), at)
}

// before reports whether a comes before b in a file.
func before(a, b grammar.Position) bool {
	return a.Line < b.Line || a.Line == b.Line && a.Column < b.Column
}

// orderDecided reports whether a clause moved in a first group, or a
// line moved in a pick or an order (ch), was put to the test: a move
// changes which clause wins only in a run where it and a clause it passed
// both apply, and which candidate a pick chooses only where the two lines
// disagree; there the two versions come out of the group or the pick
// otherwise. Every scenario's runs under both versions are compared
// choice by choice (groupChoices); a run whose choices are not all in its
// trace (a scenario checked on its odds alone, a trace cut short) counts
// as deciding, so a move is marked only when the suites show it decided
// nothing.
func orderDecided(ch *Change, results []*Scenario) bool {
	for _, s := range results {
		if s.Old == nil || s.New == nil {
			continue
		}
		o, ok1 := groupChoices(s.Old, ch.groupOld)
		n, ok2 := groupChoices(s.New, ch.groupNew)
		if !ok1 || !ok2 || !slices.Equal(o, n) {
			return true
		}
	}
	return false
}

// groupChoices returns, in order, the choices run made at the owner at
// at of a moved clause or line, as its trace entries give them: the
// clause each run of a first group took (`pace: when COND`, `pace: no
// clause applies`), the candidate each run of a pick chose, and, for an
// order, the choice of every pick (any may follow it); and whether the
// trace holds them all.
func groupChoices(run *Run, at grammar.Position) ([]string, bool) {
	if run.Result == nil || run.Program == nil || run.Trace == nil {
		return nil, true // no run: no choice made
	}
	owner := nodeAt(run, at)
	if owner == nil {
		return nil, false
	}
	from, to := owner.Span()
	in := func(p grammar.Position) bool {
		return run.Display(p.Filename) == at.Filename && !before(p, from) && !before(to, p)
	}
	var out []string
	var picks map[place]*grammar.Pick
	for _, e := range run.Trace.Entries {
		switch _, first := owner.(*grammar.First); {
		case first && e.Kind == "clause" && in(e.Pos):
			out = append(out, e.Text)
		case !first && e.Kind == "pick" && (in(e.Pos) || isOrder(owner)):
			if picks == nil {
				picks = picksOf(run)
			}
			out = append(out, chosen(e, picks[place{run.Display(e.Pos.Filename), e.Pos.Offset}]))
		}
	}
	if run.Trace.Dropped > 0 {
		return out, false
	}
	if len(out) == 0 {
		// no entry: the owner never ran, unless the run kept its hits
		// alone (odds): then its choices are unknown
		for _, c := range run.Program.Clauses {
			if run.Trace.Hits[c.ID] > 0 && in(c.Pos()) {
				return nil, false
			}
		}
	}
	return out, true
}

// nodeAt returns the first group, pick or order of run's program at at,
// or nil.
func nodeAt(run *Run, at grammar.Position) grammar.Node {
	var found grammar.Node
	for _, f := range run.Program.Files {
		if f.AST == nil || run.Display(f.Path) != at.Filename {
			continue
		}
		grammar.Walk(f.AST, func(n grammar.Node) bool {
			switch n.(type) {
			case *grammar.First, *grammar.Pick, *grammar.Order:
				if p, _ := n.Span(); p.Line == at.Line && p.Column == at.Column {
					found = n
				}
			}
			return found == nil
		})
	}
	return found
}

// isOrder reports whether n is an order: any pick may follow it.
func isOrder(n grammar.Node) bool {
	_, ok := n.(*grammar.Order)
	return ok
}

// place is a place in a file, named as the diff names it.
type place struct {
	file   string
	offset int
}

// picksOf returns the picks of run's program by their place.
func picksOf(run *Run) map[place]*grammar.Pick {
	out := map[place]*grammar.Pick{}
	for _, f := range run.Program.Files {
		if f.AST == nil {
			continue
		}
		grammar.Walk(f.AST, func(n grammar.Node) bool {
			if p, ok := n.(*grammar.Pick); ok {
				out[place{run.Display(p.Pos.Filename), p.Pos.Offset}] = p
			}
			return true
		})
	}
	return out
}

// chosen returns the candidate a pick's trace entry says it chose: the
// text after `pick NAME from LIST [by ...]: `, so that orders followed in
// another order, which the entry names, do not make the same choice read
// as another; the whole text when it does not read so.
func chosen(e interp.Entry, p *grammar.Pick) string {
	if p == nil {
		return e.Text
	}
	rest, ok := strings.CutPrefix(e.Text, "pick "+p.Name+" from "+p.Candidates.String())
	if !ok {
		return e.Text
	}
	if _, v, ok := strings.Cut(rest, ": "); ok {
		return v
	}
	return e.Text
}
