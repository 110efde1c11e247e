package scenario

import (
	"fmt"
	"math"
	"strings"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// reach is the 2in of the format's `engaged` and `coherent`: how near a
// model must stand to a model of its own unit, in mm.
const reach = 2 * 25.4

// modelUnit checks the expectations of version 1.1: model centres,
// whether the unit moved, contact, engagement, coherency and clearances.
func (c *checker) modelUnit(ue *UnitExpect, b *world.Body) {
	for _, m := range ue.Models {
		field := fmt.Sprintf("%s.models.%d", ue.ID, m.Index)
		if m.Index >= len(b.Models) {
			c.add(m.Pos, field, fmt.Sprintf("model %d", m.Index), fmt.Sprintf("%d models", len(b.Models)), "")
			continue
		}
		c.point(field, m.Centre, b.Models[m.Index])
	}
	if ue.Moved != nil {
		c.moved(ue, b)
	}
	if ue.InContact != nil || ue.Engaged != nil {
		c.engagement(ue, b)
	}
	if ue.Coherent != nil {
		c.coherent(ue, b)
	}
	for _, cl := range ue.ClearOf {
		c.clearOf(ue.ID, cl, b)
	}
}

// moved checks whether a unit's position changed since the scenario placed
// it: any model's centre, or a rectangular unit's centre or facing.
func (c *checker) moved(ue *UnitExpect, b *world.Body) {
	how := c.howMoved(b)
	if got := how != ""; got != ue.Moved.Value {
		c.add(ue.Moved.Pos, ue.ID+".moved", fmt.Sprint(ue.Moved.Value), fmt.Sprint(got), how)
	}
}

// howMoved describes how a unit moved from where the scenario placed it,
// or returns "" if it stands where it started.
func (c *checker) howMoved(b *world.Body) string {
	unit := displayUnit(c.s, c.w.Units)
	if len(b.Models) == 0 {
		var parts []string
		if d := b.Rect.Centre.Dist(b.Start.Centre); beyond(d, c.w.Tol) {
			parts = append(parts, "the centre moved "+formatLenTo(d, unit, c.w.Units, placesFor(d, c.w.Tol, unit, c.w.Units)))
		}
		if d := math.Abs(geom.AngleDiff(b.Start.Facing, b.Rect.Facing)); beyond(d, FacingTolerance) {
			parts = append(parts, "it turned "+geom.FormatAnglePlaces(d, anglePlaces(d))+" degrees")
		}
		return strings.Join(parts, ", ")
	}
	start := c.startModels(b.ID)
	var moved []string
	far, farI := 0.0, -1
	for i, m := range b.Models {
		if i >= len(start) {
			break
		}
		if d := m.Dist(start[i]); beyond(d, c.w.Tol) {
			moved = append(moved, fmt.Sprint(i))
			if farI < 0 || d > far+c.w.Tol { // ties go to the first
				far, farI = d, i
			}
		}
	}
	if farI < 0 {
		return ""
	}
	return fmt.Sprintf("models moved: [%s]; model %d moved furthest, %s",
		strings.Join(moved, ", "), farI, formatLenTo(far, unit, c.w.Units, placesFor(far, c.w.Tol, unit, c.w.Units)))
}

// startModels returns where the scenario placed a unit's models.
func (c *checker) startModels(id string) []geom.Vec {
	u := c.s.Unit(id)
	if u == nil {
		return nil
	}
	out := make([]geom.Vec, 0, len(u.Models))
	for _, m := range u.Models {
		x, _ := m.X.MM(c.w.Units)
		y, _ := m.Y.MM(c.w.Units)
		out = append(out, geom.V(x, y))
	}
	return out
}

// engagement checks how many of a unit's models are in base contact with
// an enemy model, and how many are engaged: in contact, or within 2in of a
// model of the unit that is.
func (c *checker) engagement(ue *UnitExpect, b *world.Body) {
	contact := c.inContact(b)
	engaged := make([]bool, len(b.Models))
	discs := shapes(b)
	for i := range discs {
		for j := range discs {
			if contact[i] || contact[j] && geom.Distance(discs[i], discs[j]) <= reach+c.w.Tol {
				engaged[i] = true
			}
		}
	}
	c.count(ue.InContact, ue.ID+".in_contact", "in base contact", contact)
	c.count(ue.Engaged, ue.ID+".engaged", "engaged", engaged)
}

// inContact reports, for each model of b, whether it is in base contact
// with a model (or the boundary) of a unit of another side on the table.
func (c *checker) inContact(b *world.Body) []bool {
	discs := shapes(b)
	out := make([]bool, len(discs))
	for _, e := range c.w.UnitList() {
		if e.Removed || e.Side == b.Side {
			continue
		}
		for _, es := range shapes(e) {
			for i, d := range discs {
				out[i] = out[i] || geom.Touching(d, es, c.w.Tol)
			}
		}
	}
	return out
}

// count checks how many of flags are set against an expected count,
// naming the models that are.
func (c *checker) count(want *Count, field, what string, flags []bool) {
	if want == nil {
		return
	}
	var which []string
	for i, f := range flags {
		if f {
			which = append(which, fmt.Sprint(i))
		}
	}
	if len(which) != want.N {
		c.add(want.Pos, field, fmt.Sprint(want.N), fmt.Sprint(len(which)),
			fmt.Sprintf("%+d; models %s: [%s]", len(which)-want.N, what, strings.Join(which, ", ")))
	}
}

// coherent checks coherency: every model within 2in of another model of
// its unit, and the models one chain. A unit of one model, and a
// rectangular unit, whose bases stand together, are coherent.
func (c *checker) coherent(ue *UnitExpect, b *world.Body) {
	why := c.incoherence(b)
	if got := why == ""; got != ue.Coherent.Value {
		c.add(ue.Coherent.Pos, ue.ID+".coherent", fmt.Sprint(ue.Coherent.Value), fmt.Sprint(got), why)
	}
}

// incoherence says why a unit is not coherent, or returns "" if it is.
func (c *checker) incoherence(b *world.Body) string {
	discs := shapes(b)
	if len(b.Models) < 2 {
		return ""
	}
	group := make([]int, len(discs)) // 0: not yet reached
	groups := 0
	var alone []string
	for i := range discs {
		if group[i] == 0 {
			groups++
			c.spread(discs, group, i, groups)
		}
		near := false
		for j := range discs {
			near = near || j != i && geom.Distance(discs[i], discs[j]) <= reach+c.w.Tol
		}
		if !near {
			alone = append(alone, fmt.Sprint(i))
		}
	}
	var why []string
	if len(alone) > 0 {
		why = append(why, fmt.Sprintf("more than 2in from every other model: [%s]", strings.Join(alone, ", ")))
	}
	if groups > 1 {
		why = append(why, fmt.Sprintf("the models form %d groups: %s", groups, groupList(group, groups)))
	}
	return strings.Join(why, "; ")
}

// spread marks with g every model linked to model i by steps of at most
// 2in.
func (c *checker) spread(discs []geom.Shape, group []int, i, g int) {
	stack := []int{i}
	group[i] = g
	for len(stack) > 0 {
		k := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for j := range discs {
			if group[j] == 0 && geom.Distance(discs[k], discs[j]) <= reach+c.w.Tol {
				group[j] = g
				stack = append(stack, j)
			}
		}
	}
}

// groupList prints the models of each group: `[0, 1] [2]`.
func groupList(group []int, n int) string {
	lists := make([][]string, n)
	for i, g := range group {
		lists[g-1] = append(lists[g-1], fmt.Sprint(i))
	}
	out := make([]string, n)
	for g, l := range lists {
		out[g] = "[" + strings.Join(l, ", ") + "]"
	}
	return strings.Join(out, " ")
}

// clearOf checks that no model or boundary of a unit stands closer than a
// distance to any model or boundary of another body. A removed unit is off
// the table, so nothing stands near it.
func (c *checker) clearOf(id string, cl Clearance, b *world.Body) {
	x := c.w.Get(cl.ID)
	field := id + ".clear_of." + cl.ID
	if x == nil {
		c.add(cl.Pos, field, "a unit or terrain "+fmt.Sprintf("%q", cl.ID), "none in the world", "")
		return
	}
	want, err := cl.Dist.MM(c.w.Units)
	if err != nil {
		c.add(cl.Dist.Pos, field, cl.Dist.Text, "", "cannot read the expected length")
		return
	}
	if b.Removed || x.Removed {
		return
	}
	unit, u := cl.Dist.Unit(c.w.Units), c.w.Units
	// The distance between shapes is 0 when they overlap as when they
	// touch, so "at least 0" would hold for any overlap: an overlap is
	// never clear, whatever the distance asked.
	if pen, which := deepestOverlap(shapes(b), bodyShapes(x), c.w.Tol); pen > 0 {
		n := placesFor(pen, c.w.Tol, unit, u)
		c.add(cl.Pos, field, "at least "+formatLenTo(want, unit, u, n)+" from "+cl.ID,
			"overlapping by "+formatLenTo(pen, unit, u, n)+" ("+pairName(b, x, which)+")",
			formatLenTo(want+pen, unit, u, n)+" too close")
		return
	}
	d, which := nearestPair(shapes(b), bodyShapes(x))
	if !beyond(want-d, c.w.Tol) {
		return
	}
	n := placesFor(want-d, c.w.Tol, unit, u)
	c.add(cl.Pos, field, "at least "+formatLenTo(want, unit, u, n)+" from "+cl.ID,
		formatLenTo(d, unit, u, n)+" ("+pairName(b, x, which)+")",
		formatLenTo(want-d, unit, u, n)+" too close")
}

// deepestOverlap returns how deeply the most overlapping pair of shapes of
// a and b overlap (more than the tolerance), and which pair; 0 if none do.
func deepestOverlap(a, b []geom.Shape, tol float64) (float64, [2]int) {
	best, which := 0.0, [2]int{}
	for i, x := range a {
		for j, y := range b {
			if !geom.Overlap(x, y, tol) {
				continue
			}
			p := geom.Penetration(x, y)
			if p <= 0 {
				p = tol // Overlap found it deeper than the tolerance
			}
			if p > best {
				best, which = p, [2]int{i, j}
			}
		}
	}
	return best, which
}

// bodyShapes returns what a body stands on: a unit's models or boundary,
// or a terrain piece's outline.
func bodyShapes(b *world.Body) []geom.Shape {
	if b.Kind == world.KindUnit {
		return shapes(b)
	}
	return []geom.Shape{b.Shape()}
}

// nearestPair returns the least distance between a shape of a and one of b,
// and the indexes of that pair.
func nearestPair(a, b []geom.Shape) (float64, [2]int) {
	best, which := math.Inf(1), [2]int{}
	for i, x := range a {
		for j, y := range b {
			if d := geom.Distance(x, y); d < best {
				best, which = d, [2]int{i, j}
			}
		}
	}
	return best, which
}

// pairName names the nearest pair: `model 2 to C model 0`, `A to rocks`.
func pairName(a, b *world.Body, which [2]int) string {
	name := func(x *world.Body, i int) string {
		if len(x.Models) > 0 {
			return fmt.Sprintf("%s model %d", x.ID, i)
		}
		return x.ID
	}
	return name(a, which[0]) + " to " + name(b, which[1])
}
