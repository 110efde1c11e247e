package check

// An explanation shows what a condition saw: the value of each operand of
// its and, or and not (`gap < 2in`), and of each name and call inside
// them, call arguments included (`seen` in `exists(seen)`), each compiled
// on its own from the condition's text. Decision records how the operands
// combine, so the operand that decided the outcome can be marked: the
// first false operand of a false `and`, the first true one of a true `or`,
// through any `not`.

// Decision is how a condition's and, or and not combine its operands.
type Decision struct {
	Op   string // "and", "or", "not", or "" for an operand
	Kids []*Decision
	// Part indexes Expr.Parts for an operand; -1 when it could not be
	// compiled on its own.
	Part int
}

// Decider returns the part that decided the condition, given each part's
// truth (ok false when a part has no truth value), or -1 when no single
// operand did: a true `and` or a false `or` needed them all.
func (d *Decision) Decider(truth func(part int) (value, ok bool)) int {
	p, _, ok := d.decide(truth)
	if !ok {
		return -1
	}
	return p
}

// decide returns the deciding part, the value and whether it is known.
func (d *Decision) decide(truth func(int) (bool, bool)) (part int, value, ok bool) {
	switch d.Op {
	case "":
		if d.Part < 0 {
			return -1, false, false
		}
		v, ok := truth(d.Part)
		return d.Part, v, ok
	case "not":
		p, v, ok := d.Kids[0].decide(truth)
		return p, !v, ok
	}
	stop := d.Op == "or" // the value that ends the evaluation
	for _, k := range d.Kids {
		p, v, ok := k.decide(truth)
		if !ok {
			return -1, false, false
		}
		if v == stop {
			return p, v, true
		}
	}
	return -1, !stop, true
}
