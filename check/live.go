package check

import (
	"iter"

	"github.com/rulec-dev/rulec/grammar"
)

// Which lets may still be read after a statement (liveness), so that the
// interpreter need not evaluate a pending let that nothing will read
// (lazy.go): an action forces only the pending lets still live after it,
// and a call drops the caller's lets that nothing after the call reads.
// The analysis is conservative: a let is live unless no path from the
// statement reaches a read of it.

// Slots is a set of a procedure's variable slots. Its zero value holds
// every slot: a statement the analysis did not reach keeps every let.
// Slots 0 to 63 are the word low, the rest in more (slot 64 is more[0]'s
// bit 0): a procedure has fewer than 64 slots, nearly always, and then a
// set is a value with no array, which the pass makes for every statement
// of every turn (with an array each, they were a third of its time).
type Slots struct {
	known bool
	low   uint64
	more  []uint64
}

// set sets *s to v field by field, its list only when either has one: a
// Slots assigned whole into the heap is copied through the bulk write
// barrier while the collector marks (wbMove, about 300 instructions), and
// most are a word without a list.
func (s *Slots) set(v *Slots) {
	s.known, s.low = v.known, v.low
	if v.more != nil || s.more != nil {
		s.more = v.more
	}
}

// Has reports whether slot i is in s.
func (s Slots) Has(i int) bool {
	if !s.known {
		return true
	}
	if i < 64 {
		return s.low&(1<<i) != 0
	}
	w := i/64 - 1
	return w < len(s.more) && s.more[w]&(1<<(i%64)) != 0
}

// Low returns the bits of slots 0 to 63 in s: all of them set when s is
// not known (every slot may be read).
func (s Slots) Low() uint64 {
	if !s.known {
		return ^uint64(0)
	}
	return s.low
}

// words yields the words of s, a known set, by their place: slots 64k to
// 64k+63 are bits 0 to 63 of word k.
func (s Slots) words() iter.Seq2[int, uint64] {
	return func(yield func(int, uint64) bool) {
		if !yield(0, s.low) {
			return
		}
		for k, w := range s.more {
			if !yield(k+1, w) {
				return
			}
		}
	}
}

func (s Slots) with(i int) Slots {
	if !s.known {
		return s
	}
	if i < 64 {
		s.low |= 1 << i
		return s
	}
	more := make([]uint64, max(len(s.more), i/64))
	copy(more, s.more)
	more[i/64-1] |= 1 << (i % 64)
	s.more = more
	return s
}

func (s Slots) without(i int) Slots {
	if !s.known || !s.Has(i) {
		return s
	}
	if i < 64 {
		s.low &^= 1 << i
		return s
	}
	more := append([]uint64(nil), s.more...)
	more[i/64-1] &^= 1 << (i % 64)
	s.more = more
	return s
}

func (s Slots) union(t Slots) Slots {
	if !s.known || !t.known {
		return Slots{}
	}
	if t.subset(s) {
		return s
	}
	if s.subset(t) {
		return t
	}
	out := Slots{known: true, low: s.low | t.low}
	if len(s.more) > 0 || len(t.more) > 0 {
		out.more = make([]uint64, max(len(s.more), len(t.more)))
		copy(out.more, s.more)
		for i, w := range t.more {
			out.more[i] |= w
		}
	}
	return out
}

// subset reports whether every slot of s, a known set, is in t.
func (s Slots) subset(t Slots) bool {
	if s.low&^t.low != 0 {
		return false
	}
	for i, w := range s.more {
		var v uint64
		if i < len(t.more) {
			v = t.more[i]
		}
		if w&^v != 0 {
			return false
		}
	}
	return true
}

// same reports whether s and t hold the same slots.
func (s Slots) same(t Slots) bool {
	if s.known != t.known || s.low != t.low {
		return false
	}
	for i := 0; i < max(len(s.more), len(t.more)); i++ {
		var a, b uint64
		if i < len(s.more) {
			a = s.more[i]
		}
		if i < len(t.more) {
			b = t.more[i]
		}
		if a != b {
			return false
		}
	}
	return true
}

// noSlots is the empty set, known.
var noSlots = Slots{known: true}

// liveness works out, backwards through p's body, the lets live after
// each statement that may change the world or call a procedure, and
// records it on the statement (Call.Live, ActionCall.Live, Mark.Live,
// Remove.Live). origin maps each checked statement to its source, whose
// names are read through info.
func (ck *checker) liveness(p *Proc) {
	// the slab's lists are the procedure's alone (origins, deps'
	// copies): the next procedure's go in the same array
	l := &liveness{ck: ck, steps: map[string]Slots{}, deps: map[int][]int{}, slab: ck.liveSlab[:0]}
	defer func() { ck.liveSlab = l.slab }()
	l.letDeps(p.Body)
	// A goto makes what is live at a step's start flow back to the gotos
	// before it: the pass runs again until nothing grows (least fixpoint;
	// the sets only grow, so a few turns suffice).
	for turn := 0; ; turn++ {
		l.grew = false
		l.block(p.Body, noSlots)
		if !l.grew {
			return
		}
		if turn == 20 {
			l.giveUp = true // every statement keeps every let
			l.block(p.Body, noSlots)
			return
		}
	}
}

// liveness is the pass: after is the set live after the statement being
// visited; each method returns the set live before it.
type liveness struct {
	ck    *checker
	after Slots
	// steps are the lets live at each step's start, for the gotos; grew
	// says a turn of the pass changed one; giveUp makes every set all.
	steps  map[string]Slots
	deps   map[int][]int // the slots each let slot's values read
	grew   bool
	giveUp bool
	// readWalk walks a statement for slotsRead, adding to readOut; one
	// walker for every statement of the procedure.
	readWalk *grammar.Walker
	readOut  []int
	readDeep bool
	// slab holds the lists slotsRead returns.
	slab []int
	// depsOf is letDeps, for eachBlock.
	depsOf func([]Stmt)
}

// block returns the lets live before stmts, given those live after.
func (l *liveness) block(stmts []Stmt, after Slots) Slots {
	for i := len(stmts) - 1; i >= 0; i-- {
		l.after.set(&after)
		after = VisitStmt[Slots](stmts[i], l)
	}
	return after
}

// reads returns the lets statement s reads outside its bodies (its
// conditions, values and arguments), with the lets live after it: its
// bodies' reads come into the set through their own statements.
func (l *liveness) reads(s Stmt, after Slots) Slots {
	return l.add(after, s, false)
}

// deepReads is reads with the reads of s's bodies too: a loop's turn may
// follow any turn, so what its body reads is live throughout it.
func (l *liveness) deepReads(s Stmt, after Slots) Slots {
	return l.add(after, s, true)
}

// add adds to after the slots s reads (deep: in its bodies too), each
// statement's walked once for all the turns of the pass.
func (l *liveness) add(after Slots, s Stmt, deep bool) Slots {
	o := l.ck.originOf(s)
	if o == nil {
		return Slots{}
	}
	d := 0
	if deep {
		d = 1
	}
	slots := o.reads[d]
	if slots == nil {
		slots = l.slotsRead(o.src, deep)
		o.reads[d] = slots
	}
	out := after
	for _, i := range slots {
		out = l.withDeps(out, i)
	}
	return out
}

// origin is a checked statement's source, and the slots of the lets it
// reads, without (reads[0]) and with (reads[1]) its bodies' reads, each
// nil until liveness first asks.
type origin struct {
	src   grammar.Stmt
	reads [2][]int
	cut   int8 // mayCut's answer: 1 yes, -1 no, 0 not asked yet
}

// originOf returns the origin of s, a statement of the procedure being
// checked, or nil if the checker did not number it.
func (ck *checker) originOf(s Stmt) *origin {
	n := s.at().num
	if n <= 0 || int(n) > len(ck.origins) {
		return nil
	}
	return &ck.origins[n-1]
}

// slotsRead returns the slots of the lets read in n, not looking into
// its blocks of statements unless deep. It is never nil.
func (l *liveness) slotsRead(n grammar.Node, deep bool) []int {
	if l.readWalk == nil {
		read := func(m *grammar.Ident) {
			if b := l.ck.info.Uses.AtIdent(m); b != nil && b.Kind == LetBinding {
				if i, ok := l.ck.slots[b.Name]; ok {
					l.readOut = append(l.readOut, i)
				}
			}
		}
		l.readWalk = grammar.NewWalker(func(m grammar.Node) bool {
			switch m := m.(type) {
			case *grammar.Block:
				return l.readDeep
			case *grammar.Expr:
				// its names by the tree's kinds, not node by node
				grammar.EachIdent(m.X, read)
				return false
			case *grammar.Ident:
				read(m)
			}
			return true
		})
	}
	l.readOut, l.readDeep = l.readOut[:0], deep
	l.readWalk.Walk(n)
	// the walk's list is the pass's to reuse: the slots kept at their
	// number, none for a statement that reads none, in the pass's slab
	// (one array for many statements, full to each list's capacity)
	k := len(l.readOut)
	if k == 0 {
		return []int{}
	}
	if cap(l.slab)-len(l.slab) < k {
		l.slab = make([]int, 0, max(k, 256))
	}
	start := len(l.slab)
	l.slab = append(l.slab, l.readOut...)
	return l.slab[start : start+k : start+k]
}

// withDeps adds slot i to s, and the slots a let bound to i reads: a
// pending let reads them when it is evaluated, later than where it stands.
func (l *liveness) withDeps(s Slots, i int) Slots {
	if !s.known || s.Has(i) {
		return s
	}
	s = s.with(i)
	for _, d := range l.deps[i] {
		s = l.withDeps(s, d)
	}
	return s
}

// letDeps finds, for each slot, the slots the values of the lets bound
// to it read.
func (l *liveness) letDeps(stmts []Stmt) {
	if l.depsOf == nil {
		l.depsOf = l.letDeps // one function value for the whole pass
	}
	for _, s := range stmts {
		if let, ok := s.(*Let); ok && l.ck.originOf(s) != nil {
			o := l.ck.originOf(s)
			if g, ok := o.src.(*grammar.Let); ok && g.Value != nil {
				// a let has no body and reads nothing but its value:
				// its reads, with and without bodies, are its value's
				reads := l.slotsRead(g.Value, true)
				o.reads = [2][]int{reads, reads}
				l.deps[let.Slot] = append(l.deps[let.Slot], reads...)
			}
		}
		eachBlock(s, l.depsOf)
	}
}

func (l *liveness) Step(s *Step) Slots {
	after := l.after
	in := l.reads(s, l.block(s.Body, after))
	if old, ok := l.steps[s.Label]; !ok || !old.same(in) {
		l.steps[s.Label] = in
		l.grew = true
	}
	return in
}

func (l *liveness) Let(s *Let) Slots { return l.reads(s, l.after.without(s.Slot)) }

func (l *liveness) Roll(s *Roll) Slots { return l.after }

func (l *liveness) Choose(s *Choose) Slots { return l.reads(s, l.after) }

func (l *liveness) First(s *First) Slots {
	after := l.after
	out := after
	for _, w := range s.Clauses {
		out = out.union(l.block(w.Body, after))
	}
	return l.reads(s, out)
}

func (l *liveness) Pick(s *Pick) Slots { return l.reads(s, l.after) }

func (l *liveness) If(s *If) Slots {
	after := l.after
	out := l.block(s.Then, after).union(l.block(s.Else, after))
	return l.reads(s, out.union(after))
}

func (l *liveness) For(s *For) Slots {
	// a turn may follow any turn: what the loop reads is live throughout
	loop := l.deepReads(s, l.after)
	return l.deepReads(s, l.block(s.Body, loop))
}

func (l *liveness) While(s *While) Slots {
	loop := l.deepReads(s, l.after)
	return l.deepReads(s, l.block(s.Body, loop))
}

func (l *liveness) Goto(s *Goto) Slots {
	if in, ok := l.steps[s.Label]; ok && !l.giveUp {
		return in
	}
	if l.giveUp {
		return Slots{}
	}
	return noSlots // not yet known: the next turn knows it
}

func (l *liveness) Skip(s *Skip) Slots { return l.after }

func (l *liveness) Stop(s *Stop) Slots { return noSlots }

func (l *liveness) Call(s *Call) Slots {
	s.Live.set(&l.after)
	return l.reads(s, l.after)
}

func (l *liveness) Event(s *Event) Slots { return l.reads(s, l.after) }

func (l *liveness) Mark(s *Mark) Slots {
	s.Live.set(&l.after)
	return l.reads(s, l.after)
}

func (l *liveness) Remove(s *Remove) Slots {
	s.Live.set(&l.after)
	return l.reads(s, l.after)
}

func (l *liveness) Assert(s *Assert) Slots { return l.reads(s, l.after) }

func (l *liveness) Fail(s *Fail) Slots { return noSlots }

func (l *liveness) ActionCall(s *ActionCall) Slots {
	s.Live.set(&l.after)
	return l.reads(s, l.after)
}

// eachBlock calls fn with each block of statements s holds, in order.
// A visitor of a func alone goes into the interface without an
// allocation, where a list of the blocks was one or two for every
// statement.
func eachBlock(s Stmt, fn func([]Stmt)) { eachBlockOf(s, blockFunc(fn)) }

// eachBlockOf calls f.block with each block of statements s holds, in
// order: for a pass whose f is one pointer (a struct of its state's
// pointer alone), which goes into the visitor's interface as it is,
// where a closure holding the pass's state was an allocation a call.
func eachBlockOf[F blockFn](s Stmt, f F) { VisitStmt[struct{}](s, blocks[F]{f}) }

// blockFn is what eachBlockOf calls with each block.
type blockFn interface{ block([]Stmt) }

// blockFunc is a func as a blockFn.
type blockFunc func([]Stmt)

func (f blockFunc) block(b []Stmt) { f(b) }

// blocks is eachBlock's visitor: one method per kind, so that a new kind
// of statement with a body cannot be left out.
type blocks[F blockFn] struct{ f F }

type none = struct{}

func (b blocks[F]) Step(s *Step) none { b.f.block(s.Body); return none{} }
func (blocks[F]) Let(*Let) none       { return none{} }
func (blocks[F]) Roll(*Roll) none     { return none{} }
func (blocks[F]) Choose(*Choose) none { return none{} }
func (b blocks[F]) First(s *First) none {
	for _, w := range s.Clauses {
		b.f.block(w.Body)
	}
	return none{}
}
func (blocks[F]) Pick(*Pick) none             { return none{} }
func (b blocks[F]) If(s *If) none             { b.f.block(s.Then); b.f.block(s.Else); return none{} }
func (b blocks[F]) For(s *For) none           { b.f.block(s.Body); return none{} }
func (b blocks[F]) While(s *While) none       { b.f.block(s.Body); return none{} }
func (blocks[F]) Goto(*Goto) none             { return none{} }
func (blocks[F]) Skip(*Skip) none             { return none{} }
func (blocks[F]) Stop(*Stop) none             { return none{} }
func (blocks[F]) Call(*Call) none             { return none{} }
func (blocks[F]) Event(*Event) none           { return none{} }
func (blocks[F]) Mark(*Mark) none             { return none{} }
func (blocks[F]) Remove(*Remove) none         { return none{} }
func (blocks[F]) Assert(*Assert) none         { return none{} }
func (blocks[F]) Fail(*Fail) none             { return none{} }
func (blocks[F]) ActionCall(*ActionCall) none { return none{} }
