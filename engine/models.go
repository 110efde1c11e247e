package engine

import (
	"fmt"
	"math"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// Model is one round-based model of a model-by-model unit.
// Its fields as rules read them are declared in engine.Fields.
type Model struct {
	Unit  *world.Body
	Index int
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
// round every other base and the terrain pieces of walls: it ends where
// it first meets the part of t's contact circle a base may stand on.
func (c *Ctx) route(m, t *Model, walls bodies) (float64, []geom.Vec, bool) {
	keeps := c.modelKeeps(m, nil, 0, walls)
	router := geom.NewRouter(m.centre(), keeps, math.Inf(1), c.W.Tol)
	cc := geom.Circle{C: t.centre(), R: m.radius() + t.radius()}
	return router.RouteToCircle(cc, router.FreeArcs(cc))
}

// modelQueries are the questions about single models.
func modelQueries() []*Func {
	return []*Func{
		Query1("models", "models(u) returns the models of a model-by-model unit.",
			func(c *Ctx, u body) ([]*Model, error) { return modelsOf(u), nil }),
		Query2("nearest_model", "nearest_model(m, target) returns the model of target nearest to model m, centre to centre.",
			func(c *Ctx, m *Model, target body) (*Model, error) {
				if n := nearestModel(m, target); n != nil {
					return n, nil
				}
				return nil, fmt.Errorf("unit %q has no models", target.ID)
			}),
		Query3("reach", "reach(m, target, walls) returns the length of the exact shortest route that brings model m into base contact with the nearest model of target, around every other base and the terrain pieces of walls, ending where it first meets the part of the contact circle a base may stand on (-1 if there is none).",
			func(c *Ctx, m *Model, target body, walls bodies) (Length, error) {
				t := nearestModel(m, target)
				if t == nil {
					return Length(-1.0), nil
				}
				d, _, ok := c.route(m, t, walls)
				if !ok {
					return Length(-1.0), nil
				}
				return Length(d), nil
			}),
	}
}

// moveModel moves a model along a spot's route (to:), or along the
// shortest route into base contact with a model (to_contact:), round the
// terrain pieces of walls: (none when left out).
func moveModel(c *Ctx, m *Model, toContact Maybe[*Model], to Maybe[*Spot], walls Maybe[bodies]) error {
	if m == nil {
		return fmt.Errorf("no model to move")
	}
	if to.Ok {
		return moveModelTo(c, m, to.V)
	}
	t := toContact.V
	if t == nil {
		return fmt.Errorf("move_model needs to: a spot or to_contact: a model")
	}
	_, path, ok := c.route(m, t, walls.V)
	if !ok || len(path) == 0 {
		return fmt.Errorf("model %d of %q has no route to model %d of %q", m.Index, m.Unit.ID, t.Index, t.Unit.ID)
	}
	c.save(m.Unit)
	from := m.Unit.Rect
	m.Unit.SetRoute(m.Index, path)
	c.modelMoves = append(c.modelMoves, modelMove{u: m.Unit, i: m.Index})
	c.changed(m.Unit, fmt.Sprintf("move model %d", m.Index), from)
	return nil
}
