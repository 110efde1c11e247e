package interp

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/internal/zero"
	"github.com/rulec-dev/rulec/types"
)

// first runs the first applicable clause of a group, recording the clauses
// tried before it and why each did not apply; bodies are the clauses'
// compiled bodies.
func (c *Ctx) first(f *frame, s *check.First, bodies [][]op) (ctrl, error) {
	var tried []Tried
	for i, w := range s.Clauses {
		if w.Cond != nil {
			ok, err := c.truth(f, w.Cond)
			if err != nil {
				return ctrlNext, err
			}
			if !ok {
				if c.trace != nil {
					c.trace.tested(w.Clause)
					tried = append(tried, Tried{Clause: w.Clause, Cond: w.Cond.Text(), Values: c.explainValues(f, w.Cond)})
				}
				continue
			}
		}
		if c.trace != nil {
			text := "otherwise"
			if w.Cond != nil {
				text = "when " + w.Cond.Text()
			}
			c.trace.hit(w.Clause, Entry{Kind: "clause", Pos: w.Pos, Ref: w.Ref, Text: fmt.Sprintf("%s: %s", s.Name, text), Tried: tried, Depth: c.depth})
		}
		c.depth++
		r, err := c.runOps(f, bodies[i])
		c.depth--
		return r, err
	}
	if c.trace != nil {
		e := Entry{Kind: "clause", Pos: s.Pos, Ref: s.Ref, Text: fmt.Sprintf("%s: no clause applies", s.Name), Tried: tried, Depth: c.depth}
		if s.Fallback != nil {
			c.trace.hit(s.Fallback, e)
		} else {
			c.trace.add(e)
		}
	}
	if s.ElseError {
		return ctrlNext, fail(s, "no clause of group %q applies", s.Name)
	}
	return ctrlNext, nil
}

// explainValues evaluates the parts of a condition (its operands, and the
// names and calls inside them), when the run explains itself, marking the
// operand that decided it.
func (c *Ctx) explainValues(f *frame, e *check.Expr) []Value {
	if !c.explain {
		return nil
	}
	parts := e.Parts()
	out := make([]Value, 0, len(parts))
	truth := make([]any, len(parts))
	for i, a := range parts {
		v, err := a.Eval(&f.ev)
		s := a.Show(v) // a length in the rules' unit
		if err != nil {
			s = "error: " + cleanErr(err)
		} else {
			truth[i] = v
		}
		out = append(out, Value{Name: a.Text(), Value: s})
	}
	if d := e.Decision(); d != nil {
		by := d.Decider(func(i int) (bool, bool) {
			b, ok := truth[i].(bool)
			return b, ok
		})
		if by >= 0 {
			out[by].Decided = true
		}
	}
	return out
}

// choose resolves a player choice: the scenario's answer, else the rule's
// default, else an error naming the candidates.
func (c *Ctx) choose(f *frame, s *check.Choose) error {
	cv, err := c.eval(f, s.Cands)
	if err != nil {
		return err
	}
	cands := reflect.ValueOf(cv)
	if cv == nil || cands.Kind() != reflect.Slice || cands.Len() == 0 {
		return fail(s, "choice %q has no candidates (%s is empty)", s.Name, s.Cands.Text())
	}
	by, err := c.eval(f, s.By)
	if err != nil {
		c.trace.hit(s.Chooser, Entry{})
		return err
	}
	names := make([]string, cands.Len())
	lengths := s.Cands.Type == types.Type{Kind: types.List, Elem: types.Length}
	var mms []float64
	show := check.Show
	if lengths {
		// lengths in the rules' unit, as a trace shows them: `1in`, not
		// the millimetres `25.4`
		show = s.Cands.ShowLength
		mms = make([]float64, len(names))
	}
	for i := range names {
		v := cands.Index(i).Interface()
		names[i] = show(v)
		if lengths {
			mms[i], _ = v.(float64)
		}
	}
	pick, how := -1, ""
	answer, ok, err := c.answer(s)
	if err != nil {
		return err
	}
	switch {
	case ok:
		pick = answerIndex(names, answer, s.Cands.Type == types.Type{Kind: types.List, Elem: types.Angle})
		if lengths {
			unit, units := s.Cands.LengthUnit()
			pick = answerLengthIndex(names, mms, answer, unit, units)
		}
		if pick < 0 {
			msg := fmt.Sprintf("the answer %q to choice %q is not a candidate: %s", answer, s.Name, strings.Join(names, ", "))
			// Short ids are all near one another: suggest only a likely typo.
			if near := grammar.Nearest(answer, names); near != "" && (len(answer) > 2 || strings.EqualFold(near, answer)) {
				msg += fmt.Sprintf(" (did you mean %q?)", near)
			}
			return fail(s, "%s", msg)
		}
		how = "answered by the scenario"
	case cands.Len() == 1:
		pick, how = 0, "the only candidate"
	case s.Default != nil:
		c.trace.hit(s.DefaultClause, Entry{})
		d, err := c.eval(f, s.Default)
		if err != nil {
			return err
		}
		pick = slices.Index(names, show(d))
		if pick < 0 {
			return fail(s, "the default %s of choice %q is not a candidate: %s", show(d), s.Name, strings.Join(names, ", "))
		}
		how = "the rule's default"
	default:
		c.trace.hit(s.Chooser, Entry{})
		return fail(s, "choice %q (made by %v) has no answer; candidates: %s", s.Name, by, strings.Join(names, ", "))
	}
	f.set(s.Slot, cands.Index(pick).Interface())
	if c.trace == nil {
		return nil
	}
	c.trace.add(Entry{Kind: "choose", Pos: s.Pos, Ref: s.Ref, Depth: c.depth,
		Text: fmt.Sprintf("choice %s by %v among %s: %s (%s)", s.Name, by, strings.Join(names, ", "), names[pick], how)})
	return nil
}

// answer returns the scenario's answer to a choice this time it is made:
// the next of a list, or the single answer every time.
func (c *Ctx) answer(s *check.Choose) (string, bool, error) {
	answers := c.in.Choices[s.Name]
	if len(answers) == 0 {
		return "", false, nil
	}
	if c.chosen == nil {
		c.chosen = map[string]int{}
	}
	n := c.chosen[s.Name]
	c.chosen[s.Name]++
	switch {
	case len(answers) == 1:
		return answers[0], true, nil
	case n < len(answers):
		return answers[n], true, nil
	}
	return "", false, fail(s, "choice %q is made a %s time but the scenario gives %d answers", s.Name, ordinal(n+1), len(answers))
}

// ordinal writes 3 as "3rd".
func ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return fmt.Sprintf("%d%s", n, suffix)
}

// pick keeps, priority by priority, the candidates that do best (within
// the tolerance), and binds the survivor best on the lines compared
// exactly, the first of those (none if require removed them all). It evaluates as
// hand-written code would: each line only for the candidates still tied
// after the lines above it (the checker puts require lines first), and a
// ranking line not at all once one candidate is left, since it cannot
// change the choice; a require line still judges a last candidate.
func (c *Ctx) pick(f *frame, s *check.Pick) error {
	cv, err := c.eval(f, s.Cands)
	if err != nil {
		return err
	}
	rv := reflect.ValueOf(cv)
	isList := cv != nil && rv.Kind() == reflect.Slice
	// The candidates and their scores live in the run's buffers, as a
	// stack: a pick keeps none of them once it has bound its choice.
	sp := c.spare
	base := len(sp.alive)
	if isList {
		for i := 0; i < rv.Len(); i++ {
			sp.alive = append(sp.alive, rv.Index(i).Interface())
		}
	}
	alive := sp.alive[base:len(sp.alive):len(sp.alive)]
	sbase := len(sp.scores)
	sp.scores = append(sp.scores, make([]float64, len(alive))...)
	scores := sp.scores[sbase:len(sp.scores):len(sp.scores)]
	defer func() {
		zero.Anys(sp.alive[base:])
		sp.alive, sp.scores = sp.alive[:base], sp.scores[:sbase]
	}()
	// entered holds the named orders a line of which judged candidates
	// in this pick: each runs once a pick (coverage, rulec diff), and only
	// when the pick judged by it; a pick of one candidate, which
	// evaluates no ranking line, never entered the order it follows.
	var entered []*check.Clause
	var notes []string
	for _, p := range s.Prios {
		next := alive
		// A line counts as run (coverage, rulec diff) only when it
		// decided: dropped some of the candidates it judged. A ranking
		// line is not evaluated once one candidate is left, and one that
		// ties everyone, or a require that keeps everyone, left the run as
		// it would have been without it: a suite whose picks never see the
		// line drop anyone has not tested it. No line judges an empty list.
		if p.Kind == "require" && len(alive) > 0 || len(alive) > 1 {
			next, err = c.applyPriority(f, s.Slot, p, alive, scores[:len(alive)], c.W.Tol)
			if err != nil {
				return err
			}
			if c.trace != nil && p.Order != nil && !slices.Contains(entered, p.Order) {
				entered = append(entered, p.Order)
				c.trace.hit(p.Order, Entry{})
			}
			if len(next) < len(alive) {
				c.trace.hit(p.Clause, Entry{})
				if p.Ordered {
					c.trace.hit(s.ByClause, Entry{})
				}
			}
		}
		if c.trace != nil {
			notes = append(notes, fmt.Sprintf("%s %s: %d of %d remain", p.Kind, p.Value.Text(), len(next), len(alive)))
		}
		alive = next
	}
	// The survivors are tied within the tolerance on every line. Among
	// them the winner is the one best on the lines in order, compared
	// exactly (to a thousandth of the tolerance, below which float noise
	// lies): a least move of 5.0186in beats one of 5.0192in, though each
	// is within the tolerance of the other, rather than the earlier
	// candidate winning. Candidate order breaks exact ties.
	if len(alive) > 1 {
		for _, p := range s.Prios {
			if p.Kind == "require" || len(alive) < 2 {
				continue
			}
			n := len(alive)
			alive, err = c.applyPriority(f, s.Slot, p, alive, scores[:len(alive)], c.W.Tol/1000)
			if err != nil {
				return err
			}
			if c.trace != nil && len(alive) < n {
				notes = append(notes, fmt.Sprintf("%s %s, exactly: %d of %d remain", p.Kind, p.Value.Text(), len(alive), n))
			}
		}
	}
	var chosen any
	if len(alive) > 0 {
		chosen = alive[0]
	} else if isList {
		chosen = reflect.Zero(rv.Type().Elem()).Interface()
	}
	f.set(s.Slot, chosen)
	if c.trace == nil {
		return nil
	}
	c.trace.add(Entry{Kind: "pick", Pos: s.Pos, Ref: s.Ref, Depth: c.depth,
		Text: fmt.Sprintf("pick %s from %s%s: %s", s.Name, s.Cands.Text(), byText(s.By), c.trace.show(chosen)), Notes: notes})
	return nil
}

// applyPriority returns the candidates that do best on one priority
// (within eps of the best), scoring them in scores and keeping them in
// alive's own array.
func (c *Ctx) applyPriority(f *frame, slot int, p *check.Priority, alive []any, scores []float64, eps float64) ([]any, error) {
	for i, cand := range alive {
		f.set(slot, cand)
		x, v, ok, err := c.evalNum(f, p.Value)
		if err != nil {
			return nil, err
		}
		switch {
		case ok:
			scores[i] = x
		case v == true:
			scores[i] = 1
		case v == false:
			scores[i] = 0
		default:
			return nil, &RunError{Pos: p.Pos, Msg: fmt.Sprintf("%s %s gave %v, not a number", p.Kind, p.Value.Text(), v)}
		}
		if p.Kind == "minimise" {
			scores[i] = -scores[i]
		}
	}
	out := alive[:0]
	if p.Kind == "require" {
		for i, cand := range alive {
			if scores[i] == 1 {
				out = append(out, cand)
			}
		}
		return out, nil
	}
	best := math.Inf(-1)
	for _, s := range scores {
		best = math.Max(best, s)
	}
	for i, cand := range alive {
		if scores[i] >= best-eps {
			out = append(out, cand)
		}
	}
	return out, nil
}

// byText returns " by ORDERS" for a pick that follows named orders, else "".
func byText(by string) string {
	if by == "" {
		return ""
	}
	return " " + by
}
