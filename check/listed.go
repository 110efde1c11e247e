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
	ll := &letLister{w: writes}
	for _, p := range ck.prog.Procs {
		ll.list(p)
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

// letLister sets Listed on a procedure's lets (list), given what each
// procedure may change (w). One lister serves every procedure: the maps
// by slot and the closures of eachStmt it replaced were several
// allocations a procedure. Only slots 0 to 63 are tabled: a let of a
// later slot is always listed.
type letLister struct {
	w map[*Proc]engine.Aspects
	// changed[i] is what may change while slot i is live, reads[i] what
	// its lets read, always what may change where every slot is live
	changed, reads [64]engine.Aspects
	always         engine.Aspects
	// negative holds the reads of a slot below 0, should a let have one
	// (it is listed where what it reads may change anywhere)
	negative map[int]engine.Aspects
	lets     []*Let
}

// list sets Listed on p's lets.
func (ll *letLister) list(p *Proc) {
	ll.changed, ll.reads, ll.always, ll.lets = [64]engine.Aspects{}, [64]engine.Aspects{}, 0, ll.lets[:0]
	clear(ll.negative)
	ll.block(p.Body)
	for _, l := range ll.lets {
		switch {
		case l.Slot >= 64:
			l.Listed = true
		case l.Slot < 0:
			l.Listed = ll.negative[l.Slot]&ll.always != 0
		default:
			l.Listed = ll.reads[l.Slot]&(ll.changed[l.Slot]|ll.always) != 0
		}
	}
	clear(ll.lets)
}

// block takes in each statement of stmts and of their bodies.
func (ll *letLister) block(stmts []Stmt) {
	for _, s := range stmts {
		ll.stmt(s)
		eachBlockOf(s, ll)
	}
}

// stmt takes in s itself: its reads, if a let, and what it may change
// while which slots are live.
func (ll *letLister) stmt(s Stmt) {
	if l, ok := s.(*Let); ok {
		ll.lets = append(ll.lets, l)
		switch {
		case l.Slot < 0:
			if ll.negative == nil {
				ll.negative = map[int]engine.Aspects{}
			}
			ll.negative[l.Slot] |= l.Reads
		case l.Slot < 64:
			ll.reads[l.Slot] |= l.Reads
		}
	}
	ch := VisitStmt[change](s, changes{ll.w})
	live, c := ch.live, ch.c
	if c == 0 {
		return
	}
	if !live.known {
		ll.always |= c
		return
	}
	for word := live.low; word != 0; word &= word - 1 {
		ll.changed[bits.TrailingZeros64(word)] |= c
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
