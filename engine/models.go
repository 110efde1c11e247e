package engine

import (
	"fmt"
	"math"
	"slices"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// Model is one round-based model of a model-by-model unit.
type Model struct {
	Unit  *world.Body `expr:"unit"`
	Index int         `expr:"index"`
}

// centre returns the model's centre.
func (m *Model) centre() geom.Vec { return m.Unit.Models[m.Index] }

// radius returns the model's base radius.
func (m *Model) radius() float64 { return m.Unit.Round / 2 }

// modelsOf returns a unit's models.
func modelsOf(u *world.Body) []*Model {
	out := make([]*Model, len(u.Models))
	for i := range u.Models {
		out[i] = &Model{Unit: u, Index: i}
	}
	return out
}

// modelObstacles returns every other model's base and the terrain pieces
// of walls: what a moving model may not pass through.
func (c *Ctx) modelObstacles(m *Model, except *Model, walls bodies) []geom.Shape {
	var out []geom.Shape
	for _, b := range c.W.Bodies {
		switch {
		case b.Removed:
		case b.Kind == world.KindTerrain && slices.Contains(walls, b):
			out = append(out, b.Shape())
		case b.Kind == world.KindUnit && len(b.Models) > 0:
			for i, p := range b.Models {
				if (b == m.Unit && i == m.Index) || (except != nil && b == except.Unit && i == except.Index) {
					continue
				}
				out = append(out, geom.CircleShape(geom.Circle{C: p, R: b.Round / 2}))
			}
		case b.Kind == world.KindUnit:
			out = append(out, b.Shape())
		}
	}
	return out
}

// nearestModel returns the model of target nearest to m, centre to centre.
func nearestModel(m *Model, target *world.Body) *Model {
	best, bestD := (*Model)(nil), math.Inf(1)
	for i, p := range target.Models {
		if d := p.Dist(m.centre()); d < bestD {
			best, bestD = &Model{Unit: target, Index: i}, d
		}
	}
	return best
}

// route returns the shortest route for m to base contact with model t,
// round every other base and the terrain pieces of walls.
func (c *Ctx) route(m, t *Model, walls bodies) (float64, []geom.Vec, bool) {
	reach := m.radius() + t.radius()
	// Aim at the point of contact on the line between the centres; the
	// path search routes around every other base.
	dir := m.centre().Sub(t.centre()).Norm()
	goal := t.centre().Add(dir.Scale(reach))
	return geom.ShortestPath(m.centre(), goal, m.radius(), c.modelObstacles(m, t, walls), c.W.Tol)
}

// modelQueries are the questions about single models.
func modelQueries() []*Func {
	return []*Func{
		{Name: "models", Doc: "models(u) returns the models of a model-by-model unit.",
			Sig: new(func(*Ctx, body) []*Model),
			Fn:  func(c *Ctx, a []any) (any, error) { return modelsOf(a[0].(body)), nil }},
		{Name: "nearest_model", Doc: "nearest_model(m, target) returns the model of target nearest to model m, centre to centre.",
			Sig: new(func(*Ctx, *Model, body) *Model),
			Fn: func(c *Ctx, a []any) (any, error) {
				if n := nearestModel(a[0].(*Model), a[1].(body)); n != nil {
					return n, nil
				}
				return nil, fmt.Errorf("unit %q has no models", a[1].(body).ID)
			}},
		{Name: "reach", Doc: "reach(m, target, walls) returns the length of the shortest route that brings model m into base contact with the nearest model of target, around every other base and the terrain pieces of walls (-1 if there is none).",
			Sig: new(func(*Ctx, *Model, body, bodies) float64),
			Fn: func(c *Ctx, a []any) (any, error) {
				m := a[0].(*Model)
				t := nearestModel(m, a[1].(body))
				if t == nil {
					return -1.0, nil
				}
				d, _, ok := c.route(m, t, a[2].(bodies))
				if !ok {
					return -1.0, nil
				}
				return d, nil
			}},
	}
}

// moveModel moves a model along a spot's route (to:), or along the
// shortest route into base contact with a model (to_contact:), round the
// terrain pieces of walls: (none when left out).
func moveModel(c *Ctx, a []any) error {
	m, _ := a[0].(*Model)
	if m == nil {
		return fmt.Errorf("no model to move")
	}
	if s, ok := a[2].(*Spot); ok {
		return moveModelTo(c, m, s)
	}
	t, _ := a[1].(*Model)
	if t == nil {
		return fmt.Errorf("move_model needs to: a spot or to_contact: a model")
	}
	walls, _ := a[3].(bodies)
	_, path, ok := c.route(m, t, walls)
	if !ok || len(path) == 0 {
		return fmt.Errorf("model %d of %q has no route to model %d of %q", m.Index, m.Unit.ID, t.Index, t.Unit.ID)
	}
	from := m.Unit.Rect
	m.Unit.SetRoute(m.Index, path)
	c.changed(m.Unit, fmt.Sprintf("move model %d", m.Index), from)
	return nil
}
