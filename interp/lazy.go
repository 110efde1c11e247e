package interp

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/internal/zero"
)

// A let is evaluated when it is first read, or just before an action that
// changes what its value reads, whichever comes first (check/lazy.go,
// docs/language.md). Until then its slot holds a check.Pending, and the
// run lists it here so that an action can force it first.

// pendingLet is a let whose slot may still hold its check.Pending.
type pendingLet struct {
	fr    *frame // the call whose slot it is (its ev)
	slot  int
	reads engine.Aspects
	// where the bodies stood when the let was bound (engine.Ctx.Epoch),
	// at which it is evaluated, is kept in its frame (check.Frame.Bound)
	// val is the let's value when settled says settle worked it out
	// in a run that records coverage, which counts the let run only
	// when it is read (forced).
	val     any
	settled bool
	// let is the let that bound the slot last: a settled value is
	// another let's once the slot is bound again by one not listed.
	let *check.Let
}

// defer_ binds let s of frame f to its pending value; a cheap one
// (check.Let.Cheap) in a run without a trace, to its value at once: no
// coverage is counted at its read, and the value is the one a read would
// work out. Should it fail, it is left pending, to fail where it is read.
func (c *Ctx) defer_(f *frame, s *check.Let) {
	if s.Cheap && c.trace == nil {
		if v, ok := s.CheapValue(&f.ev); ok {
			f.set(s.Slot, v)
			return
		}
		if v, err := s.Value.LetValue(&f.ev); err == nil {
			f.set(s.Slot, v)
			return
		}
	}
	f.set(s.Slot, check.Pending{Let: s})
	if !s.Listed { // nothing can change what it reads (check/listed.go)
		if c.trace != nil {
			// dropped as it dies only to catch a read after its
			// death (check.Dead), a fault of the liveness pass: an
			// unlisted let is never forced by an action, so a run
			// without a trace leaves it be
			f.maybe |= uint64(1) << s.Slot // < 64: a slot past is listed
		}
		return
	}
	sp := c.spare
	if s.Slot < 64 {
		bit := uint64(1) << s.Slot
		f.maybe |= bit
		if f.listed&bit == 0 {
			f.listed |= bit
			f.bindAt(s.Slot, c.eng.Epoch())
			sp.pending = append(sp.pending, pendingLet{fr: f, slot: s.Slot, reads: s.Reads, let: s})
			return
		}
	} else {
		f.big = true
	}
	for i := f.pendBase; i < len(sp.pending); i++ {
		if sp.pending[i].fr == f && sp.pending[i].slot == s.Slot {
			// listed once already (a loop's next turn, or a let
			// forced since): it is bound again here
			f.bindAt(s.Slot, c.eng.Epoch())
			sp.pending[i].val, sp.pending[i].settled = nil, false
			sp.pending[i].let = s
			return
		}
	}
	f.bindAt(s.Slot, c.eng.Epoch())
	sp.pending = append(sp.pending, pendingLet{fr: f, slot: s.Slot, reads: s.Reads, let: s})
}

// bindSettled binds let s of frame f, already evaluated to v where it
// stands, as a pending let whose value settle worked out: in a run that
// records coverage, the let runs when something reads it (forced), not
// where it stands. A let evaluated where it stands because its query
// writes into the trace (check.Let.Lazy) was counted run though the path
// taken never read it.
func (c *Ctx) bindSettled(f *frame, s *check.Let, v any) {
	f.set(s.Slot, check.Pending{Let: s})
	sp := c.spare
	if s.Slot < 64 {
		f.maybe |= uint64(1) << s.Slot
	} else {
		f.big = true
	}
	for i := f.pendBase; i < len(sp.pending); i++ {
		if p := &sp.pending[i]; p.fr == f && p.slot == s.Slot {
			f.bindAt(s.Slot, c.eng.Epoch())
			p.val, p.settled, p.let = v, true, s
			return
		}
	}
	if s.Slot < 64 {
		f.listed |= uint64(1) << s.Slot
	}
	f.bindAt(s.Slot, c.eng.Epoch())
	sp.pending = append(sp.pending, pendingLet{fr: f, slot: s.Slot, reads: s.Reads, val: v, settled: true, let: s})
}

// bindAt notes that the listed let of slot i of f is bound at epoch
// (check.Frame.Bound): forced later, it is evaluated with the bodies
// where they stood then. Kept in the frame, slot by slot, and not looked
// up in the list of pending lets, which a read of each let walked; marked
// with the call's number (check.Frame.Call), so that a returning call
// leaves its epochs as they are.
func (f *frame) bindAt(i, epoch int) {
	f.ev.Bound[i] = check.LetBound{Call: f.ev.Call, Epoch: epoch}
}

// settle evaluates, oldest first, the pending lets whose values read
// something an action about to change w could alter.
//
// A let of which the action changes only where bodies stand is left
// pending: the engine keeps their positions (engine.Ctx.Journal), and the
// let is evaluated, later, with the bodies where they stood when it was
// bound.
//
// A run that records coverage works the value out, but leaves the let
// pending until something reads it (forced): a let evaluated here only
// because an action came, and then read by nothing, did not run.
func (c *Ctx) settle(w engine.Aspects) error {
	if !c.mayPend() {
		// no let of a call in progress may still be pending (every
		// list entry's slot holds a value, or a let dropped dead):
		// nothing to force, and no position to keep for one
		if w&engine.Geometry != 0 {
			c.eng.Journal(false)
		}
		return nil
	}
	keep := false
	pending := c.spare.pending
	for k := range pending {
		p := &pending[k] // not a copy: most entries are passed over
		if p.reads&w == 0 || p.settled {
			continue
		}
		if p.slot < 64 && p.fr.maybe&(uint64(1)<<p.slot) == 0 {
			continue // dead (dropDead), or its frame's maybe would say so
		}
		if l, ok := p.fr.ev.Vals[p.slot].(check.Pending); ok {
			if p.reads&w == engine.Geometry {
				keep = true
				continue
			}
			if c.trace != nil {
				v, err := l.Value(&p.fr.ev, p.slot)
				if err != nil {
					if le := letError(err); le != nil {
						return le
					}
					return err
				}
				c.spare.pending[k].val, c.spare.pending[k].settled = v, true
				continue
			}
			if _, err := l.Force(&p.fr.ev, p.slot); err != nil {
				if le := letError(err); le != nil {
					return le
				}
				return err
			}
		}
	}
	if w&engine.Geometry != 0 {
		c.eng.Journal(keep)
	}
	return nil
}

// mayPend reports whether a slot of a call in progress may still hold a
// listed let's check.Pending (a frame's maybe, or big): settle's list
// holds entries of those calls alone (dropPending), and a slot whose bit
// is clear holds a value or a dead let (dropDead clears the bits of the
// lets it drops).
func (c *Ctx) mayPend() bool {
	for _, f := range c.spare.frames[:c.calls] {
		if f.maybe != 0 || f.big {
			return true
		}
	}
	return false
}

// forced (check.Env.Forced) counts let l of slot i of f run as it is
// read, and returns the value settle worked out for it, if it did.
func (c *Ctx) forced(f *check.Frame, i int, l *check.Let) (any, bool) {
	c.trace.hit(l.Clause, Entry{})
	sp := c.spare
	for j := len(sp.pending) - 1; j >= 0; j-- {
		if p := &sp.pending[j]; &p.fr.ev == f && p.slot == i {
			if !p.settled || p.let != l {
				return nil, false
			}
			v := p.val
			p.val, p.settled = nil, false
			return v, true
		}
	}
	return nil, false
}

// dropDead leaves unevaluated the pending lets of f that nothing after
// the statement about to run can read (live: check/live.go).
func (c *Ctx) dropDead(f *frame, live *check.Slots) { // a pointer: a Slots is five words
	if f.big {
		sp := c.spare
		for i := f.pendBase; i < len(sp.pending); i++ {
			p := sp.pending[i]
			if !live.Has(p.slot) {
				dropLet(&p.fr.ev, p.slot)
			}
		}
		return
	}
	if f.maybe == 0 { // no pending let of f can die: most calls and actions
		return
	}
	low := live.Low()
	if c.trace != nil {
		// marked dead to catch a read after its death (check.Dead), a
		// fault of the liveness pass; a run without a trace only
		// clears the bits, which settle and mayPend read: the slot
		// keeps its check.Pending, which nothing reads again
		for dead := f.maybe &^ low; dead != 0; dead &= dead - 1 {
			dropLet(&f.ev, bits.TrailingZeros64(dead))
		}
	}
	f.maybe &= low
}

// dropLet marks slot i of f dead if it still holds its let's
// check.Pending.
func dropLet(f *check.Frame, i int) {
	if l, ok := f.Vals[i].(check.Pending); ok {
		f.Vals[i] = check.Dead{Let: l.Let}
	}
}

// dropPending forgets the pending lets of a returning call: nothing can
// read them any more.
//
// A run without a trace only cuts the list: its entries past the cut
// keep their frames and lets (the spare's and the program's, alive
// anyway) and their values are nil and settled false, as only a run
// with a trace sets them (settle, bindSettled), and that one clears
// them here. So past its length the list holds no value and no settled
// entry, which the lets' op relies on (code.go).
func (c *Ctx) dropPending(f *frame) {
	sp := c.spare
	if f.pendBase < len(sp.pending) {
		if c.trace != nil {
			zero.Slice(sp.pending[f.pendBase:])
		}
		sp.pending = sp.pending[:f.pendBase]
	}
}

// exprError is the run error of expression e's failure: a let evaluated
// while e ran is named by itself, as it would be where it stands.
func exprError(e *check.Expr, err error) error {
	if le := letError(err); le != nil {
		return le
	}
	msg, hint := diag.SplitHint(err)
	return &RunError{Pos: e.Pos(), Msg: fmt.Sprintf("%s: %v", e.Text(), cleanText(msg)), Hint: hint}
}

// letError is the run error of a let's failure inside err, or nil.
func letError(err error) error {
	var le *check.LetError
	if !errors.As(err, &le) {
		return nil
	}
	// a let read by a let: the innermost failed, and is where to look
	for in := le; errors.As(in.Err, &in); {
		le = in
	}
	msg, hint := diag.SplitHint(le.Err)
	return &RunError{Pos: le.Pos, Msg: fmt.Sprintf("%s: %v", le.Text, cleanText(msg)), Hint: hint}
}
