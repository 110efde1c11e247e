package check

// The loops of the language, `filter(list, cond)`, `any p in list:
// cond`, ...: the body is lowered with the loop on the evaluator's stack,
// so that its element (`it`, or the name the loop gives it) is read from
// the run's stack of loop elements, the innermost last.

import (
	"fmt"
	"sort"
	"sync"

	"github.com/rulec-dev/rulec/grammar"
)

// loopWords are the loops the evaluator runs, and whether each needs a
// body.
var loopRunners = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"filter": true, "map": true, "any": true, "all": true, "none": true, "one": true,
		"count": false, "sum": false, "find": true, "findIndex": true, "findLast": true,
		"findLastIndex": true,
	}
})

// loop lowers a loop over a list.
func (e *evaluator) loop(n *grammar.Loop) evalFn {
	word := n.Word.Name
	if word == "sortBy" && n.Body != nil && len(n.Rest) <= 1 {
		return e.sortBy(n)
	}
	needs, ok := loopRunners()[word]
	if !ok || len(n.Rest) > 0 {
		return e.fail(n.Word, "%s cannot be used in rules", word)
	}
	list := e.lower(n.List)
	var body evalFn
	if n.Body != nil {
		e.loops = append(e.loops, loopDecl{n})
		body = e.lower(n.Body)
		e.loops = e.loops[:len(e.loops)-1]
	} else if needs {
		return e.fail(n.Word, "%s needs a condition", word)
	}
	run := loopRun(word, body, nil)
	key := e.bodyKey(n)
	return func(f *Frame) any {
		l := list(f)
		f.countRun(key, l)
		return run(f, l)
	}
}

// loopRun returns the loop of word over a list already evaluated; body is
// its condition or value, nil for `count(list)` and `sum(list)`, which
// read the elements themselves; mapped what filter keeps of an element
// (nil: the element).
func loopRun(word string, body, mapped evalFn) func(f *Frame, list any) any {
	in := loopIn(word, body, mapped)
	return func(f *Frame, list any) any {
		r := f.Run
		r.loop = append(r.loop, nil)
		v := in(f, list, len(r.loop)-1)
		r.popLoop()
		return v
	}
}

// loopIn is loopRun's loop, its element at top of the run's loop stack.
func loopIn(word string, body, mapped evalFn) func(f *Frame, list any, top int) any {
	return func(f *Frame, list any, top int) any {
		r := f.Run
		items := newItems(list)
		elem := func(i int) any {
			r.loop[top] = items.at(i)
			if body == nil {
				return r.loop[top]
			}
			return body(f)
		}
		switch word {
		case "filter":
			var out []any
			for i := 0; i < items.n; i++ {
				if elem(i).(bool) {
					if out == nil {
						out = make([]any, 0, items.n-i)
					}
					if mapped != nil {
						out = append(out, mapped(f))
					} else {
						out = append(out, r.loop[top])
					}
				}
			}
			if out == nil {
				out = []any{}
			}
			return out
		case "map":
			out := make([]any, items.n)
			for i := 0; i < items.n; i++ {
				out[i] = elem(i)
			}
			return out
		case "any":
			for i := 0; i < items.n; i++ {
				if v := elem(i); v.(bool) {
					return v
				}
			}
			return false
		case "all":
			for i := 0; i < items.n; i++ {
				if v := elem(i); !v.(bool) {
					return v
				}
			}
			return true
		case "none":
			for i := 0; i < items.n; i++ {
				if elem(i).(bool) {
					return false
				}
			}
			return true
		case "one", "count":
			count := 0
			for i := 0; i < items.n; i++ {
				if elem(i).(bool) {
					count++
				}
			}
			if word == "one" {
				return count == 1
			}
			return count
		case "sum":
			var sum any = 0
			for i := 0; i < items.n; i++ {
				sum = arithV("+", sum, elem(i))
			}
			return sum
		case "find", "findIndex":
			for i := 0; i < items.n; i++ {
				if elem(i).(bool) {
					if word == "findIndex" {
						return i
					}
					return r.loop[top]
				}
			}
			if word == "findIndex" {
				return -1
			}
			return nil
		default: // findLast, findLastIndex
			for i := items.n - 1; i >= 0; i-- {
				if elem(i).(bool) {
					if word == "findLastIndex" {
						return i
					}
					return r.loop[top]
				}
			}
			if word == "findLastIndex" {
				return -1
			}
			return nil
		}
	}
}

// sortBy lowers `sortBy(list, key)` and `sortBy(list, key, "desc")`: a
// copy of the list ordered by each element's key, ascending unless told.
func (e *evaluator) sortBy(n *grammar.Loop) evalFn {
	list := e.lower(n.List)
	e.loops = append(e.loops, loopDecl{n})
	key := e.lower(n.Body)
	e.loops = e.loops[:len(e.loops)-1]
	order := func(*Frame) any { return "asc" }
	if len(n.Rest) == 1 {
		order = e.lower(n.Rest[0])
	}
	keys := loopRun("map", key, nil)
	body := e.bodyKey(n)
	return func(f *Frame) any {
		l := list(f)
		f.countRun(body, l)
		s := &byKey{values: keys(f, l).([]any)}
		items := newItems(l)
		s.list = make([]any, items.n)
		for i := range s.list {
			s.list[i] = items.at(i)
		}
		switch o := order(f); o {
		case "asc":
		case "desc":
			s.desc = true
		default:
			panic(fmt.Errorf("unknown order %v, use asc or desc", o))
		}
		sort.Sort(s)
		return s.list
	}
}

// byKey sorts a list by the keys of its elements.
type byKey struct {
	list, values []any
	desc         bool
}

func (s *byKey) Len() int { return len(s.list) }
func (s *byKey) Swap(i, j int) {
	s.list[i], s.list[j] = s.list[j], s.list[i]
	s.values[i], s.values[j] = s.values[j], s.values[i]
}
func (s *byKey) Less(i, j int) bool {
	if s.desc {
		return compareV("<", s.values[j], s.values[i])
	}
	return compareV("<", s.values[i], s.values[j])
}
