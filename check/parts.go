package check

import (
	"math/bits"
	"reflect"
	"strings"
	"unicode/utf8"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/world"
)

// Condition coverage. A block that ran says nothing of the parts of a
// condition that `and` and `or` skipped: in `far and has(unit, "quick")`
// tested with far false, has(...) decided nothing, and a change in it
// changes no run. Each operand of an and or an or is a Part: the
// decision it belongs to (the whole tree of and, or and not around it)
// counts, when a run records coverage, how often each part was evaluated,
// and which parts decided the outcome, true or false. A part decided an
// evaluation when the outcome would have been the other one had the part
// been (masking MC/DC, read through the short circuit): of `a and b`,
// a false alone decides false; b decides when a was true; both decide a
// true outcome. A part that decided the outcome both ways was shown, by
// the suite, to matter in both directions.
//
// A branch of a conditional value (`if c then x else y`), the right of
// `??`, the body of a loop (`filter(l, cond)`) and a query's fallback
// argument (prop_or's third, used when the unit has no such prop) are
// parts too, counted evaluated: a run that never took one, looped only
// over empty lists, or never fell back, says nothing of it.

// Part is an operand of an and or an or, a branch of a conditional value
// or of `??`, a loop's body or a query's fallback, as coverage and diffs
// see it.
type Part struct {
	ID int
	// Text is the part as written (blanks collapsed); Decision the whole
	// condition or value it is a part of.
	Text, Decision string
	Pos, End       grammar.Position
	// Kind is "operand" (of an and or an or), "branch" (of a conditional
	// value or `??`: counted evaluated only, it decides no condition),
	// "body" (of a loop: counted evaluated once per run of the loop over
	// a list not empty), "fallback" (a query's fallback argument: counted
	// evaluated when the query used it, engine.Fallback), "found" (the
	// argument before a fallback, the prop's name of prop_or: counted
	// evaluated when the query did not use its fallback), or "inner", an operand that is itself an and, an
	// or or a not of them: counted evaluated, for rulec diff (an operator
	// changed inside it), and not reported, as its own parts are.
	Kind string
}

// The kinds of Part.
const (
	OperandPart  = "operand"
	BranchPart   = "branch"
	BodyPart     = "body"
	FallbackPart = "fallback"
	FoundPart    = "found"
	InnerPart    = "inner"
)

// What a key of a trace's Hits (PartKey) counts of a part.
const (
	PartEvaluated    = 0 // how often the part was evaluated
	PartDecidedTrue  = 1 // how often it decided its condition true
	PartDecidedFalse = 2 // how often it decided it false
)

// partBase keeps the keys of parts apart from the clauses' (their IDs,
// from 0) and the whens' tested keys (from -1 down).
const partBase = -1 << 40

// PartKey is the key of a trace's Hits that counts what (PartEvaluated,
// PartDecidedTrue, PartDecidedFalse) of part p: a number no clause's key
// is, so that sums of hits over runs carry it.
func PartKey(p *Part, what int) int { return partBase - 3*p.ID - what }

// maxParts is the most parts a decision tracks who decided it (a bit
// each); a larger one is split into decisions of its operands.
const maxParts = 64

// partTable registers the parts of a program, once per node: an
// expression lowered again (an explanation's parts, an order's line in
// each pick) keeps its parts.
type partTable struct {
	prog   *Program
	byNode map[grammar.ExprNode]*Part
	parts  chunk[Part] // the parts are taken from
	// done is set when checking ends: an explanation lowers parts of
	// expressions during runs, in parallel, and must find them, never
	// add one.
	done bool
	// lastPos to lastEnd is the last decision's span, lastText its text.
	lastPos, lastEnd grammar.Position
	lastText         string
}

// part returns x's part, registering it.
func (t *partTable) part(x grammar.ExprNode, whole grammar.ExprNode, kind string) *Part {
	if t == nil {
		return nil
	}
	if p := t.byNode[x]; p != nil || t.done {
		return p
	}
	if t.byNode == nil {
		t.byNode = map[grammar.ExprNode]*Part{}
	}
	pos, end := x.Span()
	wpos, wend := whole.Span()
	p := t.parts.take(partsInBlock)
	p.ID, p.Kind = len(t.prog.Parts), kind
	setPos(&p.Pos, &pos)
	setPos(&p.End, &end)
	p.Text = t.text(pos, end)
	if wpos != t.lastPos || wend != t.lastEnd || t.lastText == "" {
		// the parts of one condition come one after another
		setPos(&t.lastPos, &wpos)
		setPos(&t.lastEnd, &wend)
		t.lastText = t.text(wpos, wend)
	}
	p.Decision = t.lastText
	t.byNode[x] = p
	t.prog.Parts = append(t.prog.Parts, p)
	return p
}

// setPos sets *dst to *p field by field: a Position assigned whole into
// the heap is copied through the bulk write barrier while the collector
// marks (wbMove); its name, the one pointer, is stored only when it
// differs (a file's parts come together).
func setPos(dst, p *grammar.Position) {
	if dst.Filename != p.Filename {
		dst.Filename = p.Filename
	}
	dst.Offset, dst.Line, dst.Column = p.Offset, p.Line, p.Column
}

// text returns the source from pos to end, blanks collapsed.
func (t *partTable) text(pos, end grammar.Position) string {
	for _, f := range t.prog.Files {
		if f.Path == pos.Filename && pos.Offset <= end.Offset && end.Offset <= len(f.Src) {
			b := f.Src[pos.Offset:end.Offset]
			if f.AST != nil && plainText(b) {
				// the parser's copy of the same bytes, if it has them: no
				// copy of each part's text
				if s, ok := f.AST.SourceText(pos.Offset, end.Offset); ok && s == string(b) {
					return s
				}
			}
			return collapseBlanks(b)
		}
	}
	return ""
}

// collapseBlanks returns b with its blanks collapsed, as
// strings.Join(strings.Fields(string(b)), " ") does, in one pass and one
// allocation for ASCII text (strings.Fields also splits at Unicode's
// spaces: text with other bytes takes that way).
func collapseBlanks(b []byte) string {
	if plainText(b) {
		return string(b)
	}
	var out strings.Builder
	out.Grow(len(b))
	gap := false
	for _, c := range b {
		switch c {
		case ' ', '\t', '\n', '\v', '\f', '\r':
			gap = out.Len() > 0
			continue
		}
		if c >= utf8.RuneSelf {
			return strings.Join(strings.Fields(string(b)), " ")
		}
		if gap {
			out.WriteByte(' ')
			gap = false
		}
		out.WriteByte(c)
	}
	return out.String()
}

// plainText reports whether collapseBlanks leaves b as it is: ASCII
// with no blank but single spaces between other bytes, as most parts of
// a condition are written.
func plainText(b []byte) bool {
	if len(b) > 0 && (b[0] == ' ' || b[len(b)-1] == ' ') {
		return false
	}
	for i, c := range b {
		switch {
		case c == ' ':
			if b[i-1] == ' ' {
				return false
			}
		case c < 0x20 || c >= utf8.RuneSelf:
			return false
		}
	}
	return true
}

// decideFn evaluates a decision recording coverage in hits: its value
// and the parts that decided it, a bit each.
type decideFn func(f *Frame, hits map[int]int) (bool, uint64)

// decision lowers the and or or n, the top of a condition: the tree of
// and, or and not below it is its decision, whose operands are its parts.
func (e *evaluator) decision(n *grammar.Binary) evalFn {
	var parts []*Part
	if countParts(n) > maxParts {
		return e.connective(n, e.splitOperand(n.X), e.splitOperand(n.Y))
	}
	fa, ra := e.decisionTree(n.X, n, &parts)
	fb, rb := e.decisionTree(n.Y, n, &parts)
	rec := combine(nodeConnective(n), ra, rb)
	keys := make([][3]int, len(parts))
	for i, p := range parts {
		if p != nil {
			keys[i] = [3]int{PartKey(p, 0), PartKey(p, 1), PartKey(p, 2)}
		}
	}
	record := func(f *Frame) any {
		hits := f.Run.Parts
		v, by := rec(f, hits)
		k := PartDecidedFalse
		if v {
			k = PartDecidedTrue
		}
		for ; by != 0; by &= by - 1 {
			hits[keys[bits.TrailingZeros64(by)][k]]++
		}
		return v
	}
	// the operator itself, not a closure calling it: a run that records
	// no coverage pays one test
	if nodeConnective(n) == "and" {
		return func(f *Frame) any {
			if f.Run != nil && f.Run.Parts != nil {
				return record(f)
			}
			if v := fa(f); !v.(bool) {
				return v
			}
			return fb(f)
		}
	}
	return func(f *Frame) any {
		if f.Run != nil && f.Run.Parts != nil {
			return record(f)
		}
		if v := fa(f); v.(bool) {
			return v
		}
		return fb(f)
	}
}

// splitOperand lowers x, an operand of a decision too large to track
// whole: an and or an or is a decision of its own (split again when it
// is still too large), counted evaluated as an inner part; the operand
// of a not is split alike; any other operand is a decision of one part,
// itself, which decides itself true or false.
func (e *evaluator) splitOperand(x grammar.ExprNode) evalFn {
	switch nodeConnective(unparen(x)) {
	case "and", "or":
		run := e.lower(x)
		p := e.parts.part(x, x, InnerPart)
		if p == nil {
			return run
		}
		key := PartKey(p, PartEvaluated)
		return func(f *Frame) any {
			f.count(key)
			return run(f)
		}
	case "not":
		run := e.splitOperand(unparen(x).(*grammar.Unary).X)
		return func(f *Frame) any { return !run(f).(bool) }
	}
	var parts []*Part
	fast, rec := e.decisionLeaf(x, x, &parts)
	if parts[0] == nil {
		return fast
	}
	keys := [3]int{PartKey(parts[0], 0), PartKey(parts[0], 1), PartKey(parts[0], 2)}
	return func(f *Frame) any {
		if f.Run == nil || f.Run.Parts == nil {
			return fast(f)
		}
		v, _ := rec(f, f.Run.Parts)
		if v {
			f.Run.Parts[keys[PartDecidedTrue]]++
		} else {
			f.Run.Parts[keys[PartDecidedFalse]]++
		}
		return v
	}
}

// countParts returns how many operands the decision of x has.
func countParts(x grammar.ExprNode) int {
	switch op := nodeConnective(unparen(x)); op {
	case "and", "or":
		b := unparen(x).(*grammar.Binary)
		return countParts(b.X) + countParts(b.Y)
	case "not":
		return countParts(unparen(x).(*grammar.Unary).X)
	}
	return 1
}

// decisionTree lowers x, a node of the decision whole, twice: as it
// runs (fast) and recording its parts' coverage (rec).
func (e *evaluator) decisionTree(x grammar.ExprNode, whole *grammar.Binary, parts *[]*Part) (evalFn, decideFn) {
	if nodeConnective(unparen(x)) == "" {
		return e.decisionLeaf(x, whole, parts)
	}
	fast, rec := e.decisionNode(x, whole, parts)
	p := e.parts.part(x, whole, InnerPart)
	if p == nil {
		return fast, rec
	}
	key := PartKey(p, PartEvaluated)
	return fast, func(f *Frame, h map[int]int) (bool, uint64) {
		h[key]++
		return rec(f, h)
	}
}

// decisionNode is decisionTree for an and, or or not.
func (e *evaluator) decisionNode(x grammar.ExprNode, whole *grammar.Binary, parts *[]*Part) (evalFn, decideFn) {
	switch op := nodeConnective(unparen(x)); op {
	case "and", "or":
		b := unparen(x).(*grammar.Binary)
		fa, ra := e.decisionTree(b.X, whole, parts)
		fb, rb := e.decisionTree(b.Y, whole, parts)
		return e.connective(b, fa, fb), combine(op, ra, rb)
	case "not":
		fx, rx := e.decisionTree(unparen(x).(*grammar.Unary).X, whole, parts)
		return func(f *Frame) any { return !fx(f).(bool) }, func(f *Frame, h map[int]int) (bool, uint64) {
			v, m := rx(f, h)
			return !v, m
		}
	}
	return e.decisionLeaf(x, whole, parts)
}

// decisionLeaf is decisionTree for an operand that is no and, or or not:
// a part of the decision, with a bit of its own.
func (e *evaluator) decisionLeaf(x, whole grammar.ExprNode, parts *[]*Part) (evalFn, decideFn) {
	leaf := e.lower(x)
	p := e.parts.part(x, whole, OperandPart)
	bit := uint64(1) << len(*parts)
	*parts = append(*parts, p)
	if p == nil {
		return leaf, func(f *Frame, _ map[int]int) (bool, uint64) { return leaf(f).(bool), 0 }
	}
	key := PartKey(p, PartEvaluated)
	return leaf, func(f *Frame, h map[int]int) (bool, uint64) {
		v := leaf(f).(bool)
		h[key]++
		return v, bit
	}
}

// combine returns the recording and (op "and") or or of two operands:
// its value, and the parts that decided it (those of the operand that
// settled it; of both, when both were needed and agree).
func combine(op string, ra, rb decideFn) decideFn {
	if op == "and" {
		return func(f *Frame, h map[int]int) (bool, uint64) {
			va, ma := ra(f, h)
			if !va {
				return false, ma
			}
			vb, mb := rb(f, h)
			if !vb {
				return false, mb
			}
			return true, ma | mb
		}
	}
	return func(f *Frame, h map[int]int) (bool, uint64) {
		va, ma := ra(f, h)
		if va {
			return true, ma
		}
		vb, mb := rb(f, h)
		if vb {
			return true, mb
		}
		return false, ma | mb
	}
}

// connective returns and or or of two operands already lowered.
func (e *evaluator) connective(n *grammar.Binary, a, b evalFn) evalFn {
	if nodeConnective(n) == "and" {
		return func(f *Frame) any {
			if v := a(f); !v.(bool) {
				return v
			}
			return b(f)
		}
	}
	return func(f *Frame) any {
		if v := a(f); v.(bool) {
			return v
		}
		return b(f)
	}
}

// branchKey returns the key counting x, a branch of whole, evaluated
// (PartKey), registering it: noPart, which nothing reads, when the
// program records no parts.
func (e *evaluator) branchKey(x, whole grammar.ExprNode) int {
	return e.partKey(x, whole, BranchPart)
}

// bodyKey returns the key counting the body of loop n evaluated.
func (e *evaluator) bodyKey(n *grammar.Loop) int {
	if n.Body == nil {
		return noPart
	}
	return e.partKey(n.Body, n, BodyPart)
}

// partKey returns the key counting x, a part of kind of whole,
// evaluated, registering it (noPart without a table).
func (e *evaluator) partKey(x, whole grammar.ExprNode, kind string) int {
	p := e.parts.part(x, whole, kind)
	if p == nil {
		return noPart
	}
	return PartKey(p, PartEvaluated)
}

// countRun counts key once when the run records coverage and list, a
// loop's, is not empty: the loop evaluated its body.
func (f *Frame) countRun(key int, list any) {
	if f.Run != nil && f.Run.Parts != nil && nonEmpty(list) {
		f.Run.Parts[key]++
	}
}

// nonEmpty reports whether v is a list (or table, or text) holding
// something; a value of another kind is left to the loop to refuse.
func nonEmpty(v any) bool {
	switch l := v.(type) {
	case []*world.Body:
		return len(l) > 0
	case []any:
		return len(l) > 0
	}
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Slice, reflect.Array, reflect.Map, reflect.String:
		return rv.Len() > 0
	}
	return false
}

// noPart is a key of Hits no clause or part has.
const noPart = partBase + 1

// count adds one to key of the run's parts, when it records coverage.
func (f *Frame) count(key int) {
	if f.Run != nil && f.Run.Parts != nil {
		f.Run.Parts[key]++
	}
}
