package check

import (
	"math/bits"

	"github.com/rulec-dev/rulec/engine"
)

// Which pending lets the interpreter lists (Let.Listed). A pending let is
// listed so that an action changing what its value reads can force it
// first, or, when the action only moves bodies, so that it can later be
// evaluated with the bodies where they stood when it was bound (lazy.go).
// A let that no statement able to change the world (an action, a mark, a
// remove, a call of a procedure doing one of those) can change while it
// may still be read needs neither: evaluated when it is read, it sees what
// it would have seen where it stands. Listing costs a run an entry per
// binding, passed over by every action and emptied at the call's return.
//
// What a statement can change is its action's declared writes, Status for
// a mark or a remove, and for a call everything its procedure's
// statements can change, through its own calls too (a least fixpoint over
// the program's procedures). While a let may still be read is the
// liveness pass's answer (live.go): the lets live after each of those
// statements, which holds the lets a live pending let reads as well. A
// slot whose lets are listed or not is decided for the slot, all the lets
// bound to it alike, and a slot past 63 is always listed (the
// interpreter's bit sets of slots stop there).

// listLets sets Listed on the lets of every procedure of the program.
func (ck *checker) listLets() {
	writes := procWrites(ck.prog.Procs)
	for _, p := range ck.prog.Procs {
		listLets(p, writes)
		p.Changes = writes[p]
	}
}

// procWrites returns what each procedure's run may change of the world,
// its calls included: the least fixpoint of each procedure's own writes
// joined with its callees'. Each procedure's statements are walked once,
// for what they change themselves and the procedures they call; the
// fixpoint then goes round those summaries alone (a round of the whole
// program's statements for each level of calls cost several walks).
func procWrites(procs map[string]*Proc) map[*Proc]engine.Aspects {
	type summary struct {
		p     *Proc
		own   engine.Aspects
		calls []*Proc // the procedures its calls name, as often as called
	}
	sums := make([]summary, 0, len(procs))
	for _, p := range procs {
		sm := summary{p: p}
		eachStmt(p.Body, func(s Stmt) {
			if c, ok := s.(*Call); ok && c.Proc != nil {
				sm.calls = append(sm.calls, c.Proc)
				return
			}
			sm.own |= VisitStmt[change](s, changes{}).c
		})
		sums = append(sums, sm)
	}
	w := make(map[*Proc]engine.Aspects, len(procs))
	for grew := true; grew; {
		grew = false
		for i := range sums {
			sm := &sums[i]
			a := sm.own
			for _, c := range sm.calls {
				a |= w[c]
			}
			if a != w[sm.p] {
				w[sm.p] = a
				grew = true
			}
		}
	}
	return w
}

// listLets sets Listed on p's lets, given what each procedure may change.
func listLets(p *Proc, w map[*Proc]engine.Aspects) {
	changed := map[int]engine.Aspects{} // slot: what may change while it is live
	var always engine.Aspects           // what may change where every slot is live
	reads := map[int]engine.Aspects{}   // slot: what its lets read
	var lets []*Let
	eachStmt(p.Body, func(s Stmt) {
		if l, ok := s.(*Let); ok {
			lets = append(lets, l)
			reads[l.Slot] |= l.Reads
		}
		ch := VisitStmt[change](s, changes{w})
		live, c := ch.live, ch.c
		if c == 0 {
			return
		}
		if !live.known {
			always |= c
			return
		}
		for k, word := range live.words() {
			for ; word != 0; word &= word - 1 {
				changed[k*64+bits.TrailingZeros64(word)] |= c
			}
		}
	})
	for _, l := range lets {
		l.Listed = l.Slot >= 64 || reads[l.Slot]&(changed[l.Slot]|always) != 0
	}
}

// eachStmt calls fn on each statement of stmts and of their bodies.
func eachStmt(stmts []Stmt, fn func(Stmt)) {
	var each func([]Stmt)
	each = func(stmts []Stmt) {
		for _, s := range stmts {
			fn(s)
			eachBlock(s, each)
		}
	}
	each(stmts)
}

// change is what a statement may change of the world as it runs, and the
// lets live after it.
type change struct {
	live Slots
	c    engine.Aspects
}

// changes is the visitor of what a statement may change itself, its
// bodies left out: one method per kind, so that a new kind that changes
// the world cannot be left out. w is what each procedure may change.
type changes struct{ w map[*Proc]engine.Aspects }

func (changes) Step(*Step) change     { return change{} }
func (changes) Let(*Let) change       { return change{} }
func (changes) Roll(*Roll) change     { return change{} }
func (changes) Choose(*Choose) change { return change{} }
func (changes) First(*First) change   { return change{} }
func (changes) Pick(*Pick) change     { return change{} }
func (changes) If(*If) change         { return change{} }
func (changes) For(*For) change       { return change{} }
func (changes) While(*While) change   { return change{} }
func (changes) Goto(*Goto) change     { return change{} }
func (changes) Skip(*Skip) change     { return change{} }
func (changes) Stop(*Stop) change     { return change{} }
func (changes) Event(*Event) change   { return change{} }
func (changes) Assert(*Assert) change { return change{} }
func (changes) Fail(*Fail) change     { return change{} }

func (k changes) Call(s *Call) change {
	if s.Proc == nil {
		return change{s.Live, engine.World}
	}
	return change{s.Live, k.w[s.Proc]}
}

func (changes) Mark(s *Mark) change     { return change{s.Live, engine.Status} }
func (changes) Remove(s *Remove) change { return change{s.Live, engine.Status} }

func (changes) ActionCall(s *ActionCall) change {
	if s.Act == nil {
		return change{s.Live, engine.World}
	}
	return change{s.Live, s.Act.Writes()}
}
