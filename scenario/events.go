package scenario

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulec-dev/rulec/world"
)

// events checks that the expected events occurred in the given order, with
// any other events between them. Matching is greedy, which finds an
// ordered match whenever one exists; the first event that cannot be
// matched is reported.
func (c *checker) events(want []Event) {
	got := c.w.Events
	next, after := 0, ""
	for _, e := range want {
		i := findEvent(got, next, e)
		if i < 0 {
			diff := fmt.Sprintf("missing %q", e.String())
			if after != "" {
				diff += fmt.Sprintf(" after %q", after)
			}
			c.add(e.Pos, "events", e.String(), world.EventText(got), diff+"; got: "+world.EventText(got))
			return
		}
		next, after = i+1, e.String()
	}
}

// noEvents checks that none of the given events occurred.
func (c *checker) noEvents(banned []Event) {
	for _, e := range banned {
		if i := findEvent(c.w.Events, 0, e); i >= 0 {
			got := c.w.Events[i]
			where := ""
			if got.Where != "" {
				where = " (recorded at " + got.Where + ")"
			}
			c.add(e.Pos, "no_events", "no "+e.String(), got.String()+where, "")
		}
	}
}

// findEvent returns the index of the first event from start on that
// matches e, or -1.
func findEvent(events []world.Event, start int, e Event) int {
	for i := start; i < len(events); i++ {
		if eventMatches(events[i], e) {
			return i
		}
	}
	return -1
}

// eventMatches reports whether got is the event e names. A bare name
// matches the event whatever its arguments; numbers match by value, so
// `dangerous_terrain_test U 4` matches an argument written 4.0.
func eventMatches(got world.Event, e Event) bool {
	if got.Name != e.Name {
		return false
	}
	if len(e.Args) == 0 {
		return true
	}
	if len(got.Args) != len(e.Args) {
		return false
	}
	for i, a := range e.Args {
		if !sameArg(got.Args[i], a) {
			return false
		}
	}
	return true
}

// sameArg reports whether two event arguments are equal as text, as
// numbers, or as models (`M#1` and `M#01` are model 1 of M).
func sameArg(a, b string) bool {
	if a == b {
		return true
	}
	if ua, na, ok := ModelArg(a); ok {
		ub, nb, ok := ModelArg(b)
		return ok && ua == ub && na == nb
	}
	x, okx := parseNumber(a)
	y, oky := parseNumber(b)
	return okx && oky && x == y
}

// ModelArg reads an event argument naming a model, `U#i` (model i of unit
// U, from 0), as an event records one.
func ModelArg(s string) (unit string, i int, ok bool) {
	u, n, found := strings.Cut(s, "#")
	if !found || u == "" || n == "" {
		return "", 0, false
	}
	for _, r := range n {
		if r < '0' || r > '9' {
			return "", 0, false
		}
	}
	i, err := strconv.Atoi(n)
	if err != nil {
		return "", 0, false
	}
	return u, i, true
}
