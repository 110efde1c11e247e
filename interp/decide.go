package interp

import (
	"fmt"
	"math"
	"reflect"
	"strings"
)

// first runs the first applicable clause of a group, recording the clauses
// tried before it and why each did not apply.
func (c *Ctx) first(f *frame, s *firstStmt) (ctrl, error) {
	var tried []Tried
	for _, w := range s.clauses {
		if w.cond != nil {
			ok, err := c.truth(f, w.cond)
			if err != nil {
				return ctrl{}, err
			}
			if !ok {
				if c.trace != nil {
					tried = append(tried, Tried{Clause: w.clause, Cond: w.cond.text, Values: c.explainValues(f, w.cond)})
				}
				continue
			}
		}
		if c.trace != nil {
			text := "otherwise"
			if w.cond != nil {
				text = "when " + w.cond.text
			}
			c.trace.hit(w.clause, Entry{Kind: "clause", Pos: w.pos, Ref: w.ref, Text: fmt.Sprintf("%s: %s", s.name, text), Tried: tried, Depth: c.depth})
		}
		c.depth++
		defer func() { c.depth-- }()
		return c.block(f, w.body)
	}
	c.trace.add(Entry{Kind: "clause", Pos: s.pos, Ref: s.ref, Text: fmt.Sprintf("%s: no clause applies", s.name), Tried: tried, Depth: c.depth})
	if s.elseError {
		return ctrl{}, fail(s, "no clause of group %q applies", s.name)
	}
	return ctrl{}, nil
}

// explainValues evaluates the names and calls inside a condition, when the
// run explains itself.
func (c *Ctx) explainValues(f *frame, e *cexpr) []Value {
	if !c.explain {
		return nil
	}
	var out []Value
	for _, a := range e.parts() {
		v, err := c.vm.Run(a.prog, f.env)
		s := show(v)
		if err != nil {
			s = "error: " + cleanErr(err)
		}
		out = append(out, Value{Name: a.text, Value: s})
	}
	return out
}

// choose resolves a player choice: the scenario's answer, else the rule's
// default, else an error naming the candidates.
func (c *Ctx) choose(f *frame, s *chooseStmt) error {
	cv, err := c.eval(f, s.cands)
	if err != nil {
		return err
	}
	cands := reflect.ValueOf(cv)
	if cv == nil || cands.Kind() != reflect.Slice || cands.Len() == 0 {
		return fail(s, "choice %q has no candidates (%s is empty)", s.name, s.cands.text)
	}
	by, err := c.eval(f, s.by)
	if err != nil {
		return err
	}
	names := make([]string, cands.Len())
	for i := range names {
		names[i] = show(cands.Index(i).Interface())
	}
	pick, how := -1, ""
	answer, ok, err := c.answer(s)
	if err != nil {
		return err
	}
	switch {
	case ok:
		pick = indexOf(names, answer)
		if pick < 0 {
			return fail(s, "the answer %q to choice %q is not a candidate: %s", answer, s.name, strings.Join(names, ", "))
		}
		how = "answered by the scenario"
	case cands.Len() == 1:
		pick, how = 0, "the only candidate"
	case s.dflt != nil:
		d, err := c.eval(f, s.dflt)
		if err != nil {
			return err
		}
		pick = indexOf(names, show(d))
		if pick < 0 {
			return fail(s, "the default %s of choice %q is not a candidate: %s", show(d), s.name, strings.Join(names, ", "))
		}
		how = "the rule's default"
	default:
		return fail(s, "choice %q (made by %v) has no answer; candidates: %s", s.name, by, strings.Join(names, ", "))
	}
	f.env[s.name] = cands.Index(pick).Interface()
	if c.trace == nil {
		return nil
	}
	c.trace.add(Entry{Kind: "choose", Pos: s.pos, Ref: s.ref, Depth: c.depth,
		Text: fmt.Sprintf("choice %s by %v among %s: %s (%s)", s.name, by, strings.Join(names, ", "), names[pick], how)})
	return nil
}

// answer returns the scenario's answer to a choice this time it is made:
// the next of a list, or the single answer every time.
func (c *Ctx) answer(s *chooseStmt) (string, bool, error) {
	answers := c.in.Choices[s.name]
	if len(answers) == 0 {
		return "", false, nil
	}
	if c.chosen == nil {
		c.chosen = map[string]int{}
	}
	n := c.chosen[s.name]
	c.chosen[s.name]++
	switch {
	case len(answers) == 1:
		return answers[0], true, nil
	case n < len(answers):
		return answers[n], true, nil
	}
	return "", false, fail(s, "choice %q is made a %s time but the scenario gives %d answers", s.name, ordinal(n+1), len(answers))
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

// pick keeps, priority by priority, the candidates that do best, and binds
// the first survivor (none if require removed them all).
func (c *Ctx) pick(f *frame, s *pickStmt) error {
	cv, err := c.eval(f, s.cands)
	if err != nil {
		return err
	}
	rv := reflect.ValueOf(cv)
	var alive []any
	if cv != nil && rv.Kind() == reflect.Slice {
		for i := 0; i < rv.Len(); i++ {
			alive = append(alive, rv.Index(i).Interface())
		}
	}
	var notes []string
	for _, p := range s.prios {
		next, err := c.applyPriority(f, s.name, p, alive)
		if err != nil {
			return err
		}
		if c.trace != nil {
			c.trace.hit(p.clause, Entry{})
			notes = append(notes, fmt.Sprintf("%s %s: %d of %d remain", p.kind, p.value.text, len(next), len(alive)))
		}
		alive = next
	}
	var chosen any
	if len(alive) > 0 {
		chosen = alive[0]
	} else if cv != nil && rv.Kind() == reflect.Slice {
		chosen = reflect.Zero(rv.Type().Elem()).Interface()
	}
	f.env[s.name] = chosen
	if c.trace == nil {
		return nil
	}
	c.trace.add(Entry{Kind: "pick", Pos: s.pos, Ref: s.ref, Depth: c.depth,
		Text: fmt.Sprintf("pick %s from %s: %s", s.name, s.cands.text, c.trace.show(chosen)), Notes: notes})
	return nil
}

// applyPriority returns the candidates that do best on one priority.
func (c *Ctx) applyPriority(f *frame, name string, p *priority, alive []any) ([]any, error) {
	scores := make([]float64, len(alive))
	for i, cand := range alive {
		f.env[name] = cand
		v, err := c.eval(f, p.value)
		if err != nil {
			return nil, err
		}
		switch x := v.(type) {
		case bool:
			if x {
				scores[i] = 1
			}
		case float64:
			scores[i] = x
		case int:
			scores[i] = float64(x)
		default:
			return nil, &RunError{Pos: p.pos, Msg: fmt.Sprintf("%s %s gave %v, not a number", p.kind, p.value.text, v)}
		}
		if p.kind == "minimise" {
			scores[i] = -scores[i]
		}
	}
	if p.kind == "require" {
		var out []any
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
	var out []any
	for i, cand := range alive {
		if scores[i] >= best-c.W.Tol {
			out = append(out, cand)
		}
	}
	return out, nil
}
