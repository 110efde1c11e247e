package odds

import (
	"encoding/binary"
	"fmt"
	"math"
	"slices"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/world"
)

// cellTols is the side of group's grid cells, in tolerances: two places
// within the tolerance of each other lie in one cell or in cells side by
// side along the coordinates where one of them lies within the tolerance
// of its cell's side, which at 64 tolerances a side is rarely more than
// one or two of them.
const cellTols = 64

// maxNear is the most coordinates near a cell's side group looks across
// (2^maxNear cells); a place nearer more sides is compared with every
// other place of its bucket.
const maxNear = 12

// group makes the outcomes of the runs that end the same way to a player
// one outcome: the same events, flags and removals, and every unit
// standing within the scenario's tolerance (start.Tol) of where it stands
// in the other, its facing within scenario.FacingTolerance, as the
// expectations judge a place (spec/geometry.md). Two outcomes within the
// tolerance are always one; where a chain of ends each within the
// tolerance of the next spans more than it, the outcome says so in its
// label. The outcome is labelled by its first run (in dice order), its
// lengths printed to as many decimals as tell it from every other.
func (r *Result) group(start *world.World, units geom.Units, g Group) {
	r.start, r.by = start, g
	tol := start.Tol
	var order []string
	buckets := map[string][]*Outcome{}
	for _, o := range r.Outcomes {
		if buckets[o.bucket] == nil {
			order = append(order, o.bucket)
		}
		buckets[o.bucket] = append(buckets[o.bucket], o)
	}
	var out []*Outcome
	spread := map[*Outcome]spreadOf{}
	for _, b := range order {
		os := buckets[b]
		if len(os) == 1 || g == GroupEvents || os[0].end.err != "" {
			out = append(out, os...)
			continue
		}
		places := make([]place, len(os))
		for i, o := range os {
			places[i] = placeOf(o.end, start)
		}
		for _, comp := range link(places, tol) {
			rep := comp[0]
			for _, i := range comp[1:] {
				if slices.Compare(os[i].first, os[rep].first) < 0 {
					rep = i
				}
			}
			o := os[rep]
			var far spreadOf
			for _, i := range comp {
				if i == rep {
					continue
				}
				m := os[i]
				o.Count += m.Count
				o.P.Add(o.P, m.P)
				o.dice.merge(&m.dice)
				d, f := places[rep].apart(places[i])
				far.d, far.f = max(far.d, d), max(far.f, f)
			}
			if scenario.Beyond(far.d, tol) || scenario.Beyond(far.f, scenario.FacingTolerance) {
				spread[o] = far
			}
			out = append(out, o)
		}
	}
	r.Outcomes = out
	r.label(start, units, g, spread)
}

// label sets each outcome's label, events and unit lines from its first
// run, lengths to 3 decimals of the unit, or more where two outcomes
// would read alike (a tolerance finer than 0.001 of the unit).
func (r *Result) label(start *world.World, units geom.Units, g Group, spread map[*Outcome]spreadOf) {
	tol := start.Tol
	pending := r.Outcomes
	for places := 3; len(pending) > 0; places++ {
		byLabel := map[string][]*Outcome{}
		for _, o := range pending {
			o.Label, o.Events, o.Units = o.end.label(g, start, units, tol, places)
			if s, ok := spread[o]; ok {
				o.Label += fmt.Sprintf(" (its runs end up to %s and %s degrees from this, more than the tolerances of %s and %s degrees: each within them of another)",
					geom.FormatLengthPlaces(s.d, units.Default, units, places+1), geom.FormatAnglePlaces(s.f, 3),
					geom.FormatLengthPlaces(tol, units.Default, units, places+1), geom.FormatAnglePlaces(scenario.FacingTolerance, 3))
			}
			byLabel[o.Label] = append(byLabel[o.Label], o)
		}
		if places >= 12 {
			break
		}
		var again []*Outcome
		for _, o := range pending {
			if len(byLabel[o.Label]) > 1 {
				again = append(again, o)
			}
		}
		pending = again
	}
}

// Same reports whether outcome a of r and outcome b of s are the same
// outcome, as group joins runs: the same events, flags, removals or
// error, and (grouped by positions too) every unit of a's first run
// within the tolerance of where it stands in b's, its facing within
// scenario.FacingTolerance. r and s are results of one scenario under one
// grouping (rulec diff's old and new rules); under two groupings nothing
// is the same.
func Same(r *Result, a *Outcome, s *Result, b *Outcome) bool {
	if r.by != s.by || a.bucket != b.bucket {
		return false
	}
	if a.end.err != "" || r.by == GroupEvents || r.start == nil || s.start == nil {
		return true
	}
	p, q := placeOf(a.end, r.start), placeOf(b.end, s.start)
	if len(p.pts) != len(q.pts) || len(p.facings) != len(q.facings) {
		return false
	}
	return p.within(q, min(r.start.Tol, s.start.Tol))
}

// place is where every unit of an end stands: the points (each unit's
// centre, then its models) and the facings of the units on the table.
type place struct {
	pts     []float64 // x, y pairs, millimetres
	facings []float64
}

// placeOf returns where the units stand at the end e, in start's order.
func placeOf(e runEnd, start *world.World) place {
	var p place
	j := 0
	for _, b := range start.UnitList() {
		if j < len(e.ends) && e.ends[j].id == b.ID {
			u := e.ends[j]
			j++
			if !u.removed {
				p.pts = append(p.pts, u.coords()...)
				p.facings = append(p.facings, u.facing)
			}
			continue
		}
		if b.Removed {
			continue
		}
		p.pts = append(p.pts, b.Rect.Centre.X, b.Rect.Centre.Y)
		for _, m := range b.Models {
			p.pts = append(p.pts, m.X, m.Y)
		}
		p.facings = append(p.facings, b.Rect.Facing)
	}
	return p
}

// spreadOf is how far the runs of an outcome end from its first: d in
// millimetres, f in degrees of facing.
type spreadOf struct{ d, f float64 }

// apart returns how far apart two places are: the most any point of one
// stands from the same point of the other, in millimetres, and the most
// a facing differs, in degrees.
func (p place) apart(q place) (d, f float64) {
	for k := 0; k+1 < len(p.pts); k += 2 {
		d = max(d, math.Hypot(p.pts[k]-q.pts[k], p.pts[k+1]-q.pts[k+1]))
	}
	for k, a := range p.facings {
		f = max(f, math.Abs(geom.AngleDiff(a, q.facings[k])))
	}
	return d, f
}

// within reports whether every point of p stands within tol of the same
// point of q and every facing within its tolerance.
func (p place) within(q place, tol float64) bool {
	for k := 0; k+1 < len(p.pts); k += 2 {
		if scenario.Beyond(math.Hypot(p.pts[k]-q.pts[k], p.pts[k+1]-q.pts[k+1]), tol) {
			return false
		}
	}
	for k, f := range p.facings {
		if scenario.Beyond(math.Abs(geom.AngleDiff(f, q.facings[k])), scenario.FacingTolerance) {
			return false
		}
	}
	return true
}

// link returns the places joined by chains of places each within tol of
// the next, as lists of indices, each ascending, in order of their
// first. Places are found by a grid of cells cellTols tolerances a side,
// so that only places in a cell or the cells beside it are compared.
func link(ps []place, tol float64) [][]int {
	parent := make([]int, len(ps))
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	join := func(i, j int) {
		a, b := find(i), find(j)
		if a != b && ps[i].within(ps[j], tol) {
			parent[max(a, b)] = min(a, b)
		}
	}
	side := cellTols * tol
	near := tol + 1e-9
	cells := make([][]int64, len(ps))
	byCell := map[string][]int{}
	key := func(c []int64) string {
		b := make([]byte, 0, 8*len(c))
		for _, x := range c {
			b = binary.LittleEndian.AppendUint64(b, uint64(x))
		}
		return string(b)
	}
	for i, p := range ps {
		c := make([]int64, len(p.pts))
		for k, x := range p.pts {
			c[k] = int64(math.Floor(x / side))
		}
		cells[i] = c
		k := key(c)
		byCell[k] = append(byCell[k], i)
	}
	for i, p := range ps {
		type edge struct {
			k   int
			dir int64
		}
		var edges []edge
		for k, x := range p.pts {
			lo := float64(cells[i][k]) * side
			switch {
			case x-lo <= near:
				edges = append(edges, edge{k, -1})
			case lo+side-x <= near:
				edges = append(edges, edge{k, 1})
			}
		}
		if len(edges) > maxNear {
			for j := range ps {
				if j != i {
					join(i, j)
				}
			}
			continue
		}
		c := slices.Clone(cells[i])
		for mask := 0; mask < 1<<len(edges); mask++ {
			copy(c, cells[i])
			for b, e := range edges {
				if mask&(1<<b) != 0 {
					c[e.k] += e.dir
				}
			}
			for _, j := range byCell[key(c)] {
				if j != i {
					join(i, j)
				}
			}
		}
	}
	comps := map[int][]int{}
	var roots []int
	for i := range ps {
		r := find(i)
		if comps[r] == nil {
			roots = append(roots, r)
		}
		comps[r] = append(comps[r], i)
	}
	out := make([][]int, len(roots))
	for i, r := range roots {
		out[i] = comps[r]
	}
	return out
}
