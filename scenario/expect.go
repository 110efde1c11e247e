package scenario

import (
	"fmt"
	"math"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// FacingTolerance is how far, in degrees, a facing may be from the
// expected one: the precision angles are printed to.
const FacingTolerance = 0.01

// Failure is one expectation the run did not meet.
type Failure struct {
	Pos
	Field     string // what was checked, such as "B.centre" or "events"
	Want, Got string
	Diff      string // how far apart they are, when that says more
}

// String returns `file:line:col: field: want X, got Y; diff`.
func (f Failure) String() string {
	s := fmt.Sprintf("%s: %s: want %s, got %s", f.Pos, f.Field, f.Want, f.Got)
	if f.Diff != "" {
		s += "; " + f.Diff
	}
	return s
}

// checker compares a run's outcome with a scenario's expectations.
type checker struct {
	s    *Scenario
	w    *world.World
	fail []Failure
}

// add records a failure.
func (c *checker) add(pos Pos, field, want, got, diff string) {
	c.fail = append(c.fail, Failure{Pos: pos, Field: field, Want: want, Got: got, Diff: diff})
}

// Check compares the world after a run, and the run's error, with what the
// scenario expects, and returns each expectation not met. A run that fails
// when no error is expected yields that one failure: the world it left is
// not worth comparing.
func (s *Scenario) Check(w *world.World, runErr error) []Failure {
	if s == nil {
		return []Failure{{Field: "scenario", Want: "a scenario", Got: "none (nil)"}}
	}
	c := &checker{s: s, w: w}
	e := s.Expect
	switch {
	case e.HasError && runErr == nil:
		c.add(e.ErrorPos, "error", fmt.Sprintf("an error containing %q", e.Error), "no error", "")
	case e.HasError:
		if ok, pos := errorHas(runErr.Error(), e.Error); !ok {
			diff := ""
			if pos != "" {
				diff = fmt.Sprintf("%q is only in a position (%s), which says where an error is, not what it is", e.Error, pos)
			}
			c.add(e.ErrorPos, "error", fmt.Sprintf("an error containing %q", e.Error), runErr.Error(), diff)
		}
	case !e.HasError && runErr != nil:
		c.add(s.expectPos(), "error", "no error", runErr.Error(), "")
		return c.fail
	}
	if w == nil {
		return c.fail
	}
	for _, ue := range e.Units {
		if ue != nil { // one built in Go may hold a nil: it expects nothing
			c.unit(ue)
		}
	}
	c.events(e.Events)
	c.noEvents(e.NoEvents)
	return c.fail
}

// ExpectsError reports whether the scenario expects an error (expect.error)
// and text, an error's message, is one: it holds the text expected.
func (s *Scenario) ExpectsError(text string) bool {
	if !s.Expect.HasError {
		return false
	}
	ok, _ := errorHas(text, s.Expect.Error)
	return ok
}

// position is a `file:line:col` in an error's text.
// Both are compiled on first use: every run of rulec would pay for them
// at start.
var position = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile("[^\\s()\\[\\]\"'`]+:[0-9]+:[0-9]+")
})

// placeWords is a piece of a position in an expected error's text: a
// file name or `:line`.
var placeWords = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\.(rules|ya?ml)\b|:[0-9]`) })

// errorHas reports whether an error's text contains want, ignoring case.
// Its positions are left out unless want names a place (a file name, a
// `:line`): `13` must not match `flee.rules:13:5` nor `left` a scenario
// `left_flank.yaml:9:8`, or an expected error would hold for any error at
// that place. When want occurs only in a position, that position is
// returned.
func errorHas(text, want string) (ok bool, pos string) {
	text, want = strings.ToLower(text), strings.ToLower(want)
	if placeWords().MatchString(want) {
		return strings.Contains(text, want), ""
	}
	if strings.Contains(position().ReplaceAllString(text, " "), want) {
		return true, ""
	}
	for _, p := range position().FindAllString(text, -1) {
		if strings.Contains(p, want) {
			return false, p
		}
	}
	return false, ""
}

// expectPos returns where expect is, or the file's start when it is absent.
func (s *Scenario) expectPos() Pos {
	if s.Expect.Line == 0 {
		return Pos{Filename: s.File, Line: 1, Column: 1}
	}
	return s.Expect.Pos
}

// unit checks what is expected of one unit.
func (c *checker) unit(ue *UnitExpect) {
	b := c.w.Get(ue.ID)
	if b == nil || b.Kind != world.KindUnit {
		c.add(ue.Pos, ue.ID, "a unit", "no unit "+fmt.Sprintf("%q", ue.ID)+" in the world", "")
		return
	}
	first := len(c.fail)
	if ue.Centre != nil {
		c.point(ue.ID+".centre", *ue.Centre, b.Rect.Centre)
	}
	if ue.Facing != nil {
		c.facing(ue.ID, *ue.Facing, b.Rect.Facing)
	}
	if ue.Removed != nil && ue.Removed.Value != b.Removed {
		c.add(ue.Removed.Pos, ue.ID+".removed", fmt.Sprint(ue.Removed.Value), fmt.Sprint(b.Removed), "")
	}
	c.state(ue, b)
	c.modelUnit(ue, b)
	if b.Removed {
		// a removed unit keeps the place it left the table at (the
		// spec): a place that misses says it is that one, which read as
		// a unit standing there
		for i := first; i < len(c.fail); i++ {
			f := &c.fail[i]
			if f.Field == ue.ID+".centre" || f.Field == ue.ID+".facing" || strings.HasPrefix(f.Field, ue.ID+".models.") {
				note := ue.ID + " is removed: this is its last place on the table"
				if f.Diff != "" {
					note = f.Diff + "; " + note
				}
				f.Diff = note
			}
		}
	}
}

// point checks a position, a unit's centre or a model's, to within the
// scenario's tolerance, printing lengths in the unit the expectation is
// written in.
func (c *checker) point(field string, want Point, got geom.Vec) {
	u := c.w.Units
	wx, errx := want.X.MM(u)
	wy, erry := want.Y.MM(u)
	if errx != nil || erry != nil {
		c.add(want.Pos, field, want.X.Text+", "+want.Y.Text, "", "cannot read the expected lengths")
		return
	}
	dx, dy := got.X-wx, got.Y-wy
	dist := math.Hypot(dx, dy)
	if !beyond(dist, c.w.Tol) {
		return
	}
	ux, uy := want.X.Unit(u), want.Y.Unit(u)
	n := placesFor(dist, c.w.Tol, ux, u)
	c.add(want.Pos, field,
		"["+formatLenTo(wx, ux, u, n)+", "+formatLenTo(wy, uy, u, n)+"]",
		"["+formatLenTo(got.X, ux, u, n)+", "+formatLenTo(got.Y, uy, u, n)+"]",
		fmt.Sprintf("off by %s (dx=%s, dy=%s)", formatLenTo(dist, ux, u, n), formatLenTo(dx, ux, u, n), formatLenTo(dy, uy, u, n)))
}

// facing checks a unit's facing, modulo 360 degrees.
func (c *checker) facing(id string, want Angle, got float64) {
	d := math.Abs(geom.AngleDiff(want.Deg, got))
	if !beyond(d, FacingTolerance) {
		return
	}
	n := anglePlaces(d)
	c.add(want.Pos, id+".facing", geom.FormatBearingPlaces(want.Deg, n),
		geom.FormatBearingPlaces(got, n), "off by "+geom.FormatAnglePlaces(d, n)+" degrees")
}

// state checks the flags a unit must have and must lack.
func (c *checker) state(ue *UnitExpect, b *world.Body) {
	for _, f := range ue.Has {
		if !hasFlag(b, f) {
			c.add(f.Pos, ue.ID+".state.has", f.String(), b.FlagText(), fmt.Sprintf("missing %q", f.String()))
		}
	}
	for _, f := range ue.Lacks {
		if hasFlag(b, f) {
			c.add(f.Pos, ue.ID+".state.lacks", "not "+f.String(), b.FlagText(), fmt.Sprintf("has %q", f.String()))
		}
	}
}

// removedFlag is the flag that stands for a unit's removal (see unit).
const removedFlag = "removed"

// hasFlag reports whether a unit carries a flag: a bare word matches the
// flag whatever its unit ids, a word with ids only those ids, in any order.
// The bare flag `removed` is also carried by every removed unit.
func hasFlag(b *world.Body, f Flag) bool {
	if f.Word == removedFlag && len(f.Args) == 0 && b.Removed {
		return true
	}
	args, ok := b.Flags[f.Word]
	if !ok || len(f.Args) == 0 {
		return ok
	}
	return sameSet(args, f.Args)
}

// sameSet reports whether a and b hold the same strings, in any order.
func sameSet(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	x, y := append([]string(nil), a...), append([]string(nil), b...)
	sort.Strings(x)
	sort.Strings(y)
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}
