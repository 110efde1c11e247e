package scenario

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// DefaultTolerance is the tolerance of a scenario that sets none.
const DefaultTolerance = "0.001in"

// resolver turns written lengths into mm in a ruleset's units, collecting
// every mistake.
type resolver struct {
	u    geom.Units
	errs ErrorList
}

// mm resolves a length, recording a mistake as 0.
func (r *resolver) mm(l Len) float64 {
	v, err := l.MM(r.u)
	r.errs.AddErr(l.Pos, err)
	return v
}

// place resolves a coordinate or a size of the table, refusing one past
// geom.MaxCoord: the engine refuses to put a unit there, so a table, a
// unit or a terrain piece that reaches so far is a mistake, said at once,
// rather than a run whose every distance is rounded away.
func (r *resolver) place(l Len) float64 {
	v := r.mm(l)
	if math.Abs(v) > geom.MaxCoord {
		r.errs.Add(l.Pos, "bad length %q: more than 1,000 km, farther than any table reaches", l.Text).Hint =
			"positions and sizes are at most 1,000 km, or 39,370,078in: did a unit or an exponent slip?"
		return 0
	}
	return v
}

// point resolves [x, y].
func (r *resolver) point(p Point) geom.Vec { return geom.V(r.place(p.X), r.place(p.Y)) }

// Build resolves the scenario's lengths in the ruleset's units u and
// returns the world it describes. It also fills in the lengths of Args.
// Units off the board or overlapping at the start are errors.
func (s *Scenario) Build(u geom.Units) (*world.World, error) {
	if s == nil {
		return nil, &Error{Msg: "no scenario to build", Hint: "parse one (Parse), or fill in a Scenario"}
	}
	r := &resolver{u: u}
	// A scenario parsed from YAML always has its lengths' text; one built
	// in Go may leave them out, and said only `bad length ""`, with no
	// place and no word of which.
	for _, l := range []struct {
		text, what string
	}{{s.Board.Width.Text, "width"}, {s.Board.Depth.Text, "depth"}} {
		if strings.TrimSpace(l.text) == "" {
			r.errs.Add(s.Board.Pos, "board: no %s", l.what).Hint = "the table's size, such as board: {width: 72in, depth: 48in}"
		}
	}
	for i, un := range s.Units {
		switch {
		case un == nil:
			r.errs.Add(s.Board.Pos, "units[%d]: no unit (nil)", i)
		case len(un.Models) == 0 && (un.Base == nil || un.Centre == nil):
			r.errs.Add(un.Pos, "unit %q: no place on the table", un.ID).Hint = "give its centre and base, or its models"
		}
	}
	for i, t := range s.Terrain {
		if t == nil {
			r.errs.Add(s.Board.Pos, "terrain[%d]: no terrain piece (nil)", i)
		}
	}
	for i, ue := range s.Expect.Units {
		if ue == nil {
			r.errs.Add(s.Expect.Pos, "expect.units[%d]: no unit expectation (nil)", i)
		}
	}
	if len(r.errs) > 0 {
		return nil, r.errs.Err()
	}
	board := geom.Board{W: r.place(s.Board.Width), H: r.place(s.Board.Depth)}
	if len(r.errs) == 0 && (board.W <= 0 || board.H <= 0) {
		r.errs.Add(s.Board.Pos, "board: width and depth must be more than 0").Hint = "the table's size, such as board: {width: 72in, depth: 48in}"
	}
	tol := r.mm(Len{Pos: s.Board.Pos, Text: DefaultTolerance})
	if s.Tolerance != nil {
		tol = r.mm(*s.Tolerance)
		if tol < 0 {
			r.errs.Add(s.Tolerance.Pos, "tolerance must not be negative").Hint = "a length of 0 or more, such as tolerance: 0.001in, the default"
		}
	}
	w := world.New(board, u, tol)
	for _, un := range s.Units {
		w.Add(r.unit(un))
	}
	if s.Tolerance != nil {
		r.tolerance(*s.Tolerance, tol, w)
	}
	for _, t := range s.Terrain {
		w.Add(r.terrain(t))
	}
	for _, c := range s.Combats {
		w.Combats = append(w.Combats, world.Combat(append([]string(nil), c.Units...)))
	}
	r.args(s.Args)
	r.expectations(s.Expect)
	if len(r.errs) == 0 {
		r.placement(s, w)
	}
	if err := r.errs.Err(); err != nil {
		return nil, err
	}
	return w, nil
}

// tolerance checks that a scenario's own tolerance is under half the
// smallest base (side or diameter) of its units. A tolerance is the
// precision lengths are compared to, not a margin: one as wide as that
// lets bases that overlap by half a base touch, and passes every expected
// position that near. The spec lets a scenario set any tolerance, so only
// one that leaves contact and overlap without meaning is refused: a coarse
// but sensible one (0.1in on 25mm bases) loads.
func (r *resolver) tolerance(l Len, tol float64, w *world.World) {
	var least float64
	var what string
	for _, b := range w.Bodies {
		for _, side := range []struct {
			mm   float64
			name string
		}{{b.Round, "diameter"}, {b.BaseW, "frontage"}, {b.BaseD, "depth"}} {
			if side.mm > 0 && (what == "" || side.mm < least) {
				least, what = side.mm, fmt.Sprintf("%s's base %s, %s", b.ID, side.name, formatLen(side.mm, l.Unit(r.u), r.u))
			}
		}
	}
	if what == "" || tol < least/2 {
		return
	}
	// Quoted as written: 1e300in printed to 0.001in is 300 digits long.
	t := strings.TrimSpace(l.Text)
	r.errs.Add(l.Pos, "tolerance: %s is not under half the smallest base in the scenario (%s): "+
		"under it, bases overlapping by %s would still touch, and every position within %s of its expectation would pass", t, what, t, t)
}

// unit builds a unit's body.
func (r *resolver) unit(un *Unit) *world.Body {
	b := &world.Body{
		Kind: world.KindUnit, ID: un.ID, Side: un.Side,
		Flags: r.flags(un.State), Props: r.props(un.Props), Removed: un.Removed,
		Where: where(un.Pos),
	}
	// The format describes a unit already off the table both as `removed:
	// true` and as the flag `removed` (a unit "was destroyed (`removed`)"):
	// the flag is that same fact, not a flag of its own.
	if args, ok := b.Flags[removedFlag]; ok && len(args) == 0 {
		delete(b.Flags, removedFlag)
		b.Removed = true
	}
	facing := geom.NormBearing(un.Facing.Deg)
	switch {
	case len(un.Models) > 0:
		r.models(un, b, facing)
	case un.Base != nil && un.Centre != nil:
		r.formation(un, b, facing)
	}
	return b
}

// formation places a rectangular unit: files bases across, ranks deep. A
// round base stands in a square its diameter wide.
func (r *resolver) formation(un *Unit, b *world.Body, facing float64) {
	b.Files, b.Ranks = un.Files, un.Ranks
	if un.Base.IsRound {
		b.Round = r.place(un.Base.Round)
		b.BaseW, b.BaseD = b.Round, b.Round
	} else {
		b.BaseW, b.BaseD = r.place(un.Base.W), r.place(un.Base.D)
	}
	if b.BaseW <= 0 || b.BaseD <= 0 {
		r.errs.Add(un.Base.Pos, "units.%s.base: sizes must be more than 0", un.ID).Hint = "a base's frontage and depth, [1in, 1in], or a round base's diameter, {round: 32mm}"
	}
	b.Rect = geom.Rect{
		Centre: r.point(*un.Centre), Facing: facing,
		Width: float64(b.Files) * b.BaseW, Depth: float64(b.Ranks) * b.BaseD,
	}
}

// models places a model-by-model unit: its boundary is the smallest
// rectangle facing its facing that holds every model's disc.
func (r *resolver) models(un *Unit, b *world.Body, facing float64) {
	if un.Base != nil && un.Base.IsRound {
		b.Round = r.place(un.Base.Round)
	}
	if b.Round <= 0 {
		r.errs.Add(un.Pos, "units.%s.base: the diameter must be more than 0", un.ID)
	}
	for _, m := range un.Models {
		b.Models = append(b.Models, r.point(m))
	}
	b.Rect = geom.DiscBounds(b.Models, b.Round/2, facing)
}

// flags builds a unit's flags: each `word ids...` becomes Flags[word] = ids.
func (r *resolver) flags(state []Flag) map[string][]string {
	flags := make(map[string][]string, len(state))
	for _, f := range state {
		flags[f.Word] = append([]string{}, f.Args...)
	}
	return flags
}

// props builds prop values, resolving lengths.
func (r *resolver) props(props []Prop) map[string]world.Value {
	vals := make(map[string]world.Value, len(props))
	for _, p := range props {
		switch propKind(p.Text) {
		case "length":
			vals[p.Name] = world.Value{Kind: "length", Number: r.mm(Len{Pos: p.Pos, Text: p.Text}), Where: where(p.Pos)}
		case "number":
			n, _ := parseNumber(p.Text)
			vals[p.Name] = world.Value{Kind: "number", Number: n, Where: where(p.Pos)}
		default:
			vals[p.Name] = world.Value{Kind: "word", Word: p.Text, Where: where(p.Pos)}
		}
	}
	return vals
}

// terrain builds a terrain piece's body.
func (r *resolver) terrain(t *Terrain) *world.Body {
	b := &world.Body{Kind: world.KindTerrain, ID: t.Name, TerrainKind: t.Kind, Props: r.props(t.Props)}
	before := len(r.errs)
	for _, pt := range t.Polygon {
		b.Poly.Pts = append(b.Poly.Pts, r.point(pt))
	}
	if len(r.errs) == before && len(t.Polygon) > 0 {
		if f := geom.SimpleFault(b.Poly.Pts); f != nil {
			r.errs.Add(t.Polygon[f.At].Pos, "terrain %q: %s", t.Name, f.Msg).Hint =
				"list each corner once, in order round the edge"
		}
	}
	return b
}

// args reads every argument that can be a length as one, in mm.
func (r *resolver) args(args map[string]Arg) {
	for name, a := range args {
		if lengthProblem(a.Text) != "" {
			continue
		}
		if mm, err := (Len{Pos: a.Pos, Text: a.Text}).MM(r.u); err == nil {
			a.Length, a.IsLength = mm, true
			args[name] = a
		}
	}
}

// expectations resolves the expected lengths, so their mistakes show before
// a run rather than after it.
func (r *resolver) expectations(e Expect) {
	for _, ue := range e.Units {
		if ue == nil {
			continue // refused by Build
		}
		if ue.Centre != nil {
			r.point(*ue.Centre)
		}
		for _, m := range ue.Models {
			r.point(m.Centre)
		}
		for _, c := range ue.ClearOf {
			if r.mm(c.Dist) < 0 {
				r.errs.Add(c.Dist.Pos, "expect.units.%s.clear_of.%s: the distance must not be negative", ue.ID, c.ID).Hint = "the least distance to keep, 0 or more, such as clear_of: {X: 1in}"
			}
		}
	}
}

// where is a place as Pos.String writes it (file:line:col, or line:col
// without a file), without fmt: a load gives one to every unit and prop.
func where(p Pos) string {
	var buf [128]byte
	b := buf[:0]
	if p.Filename != "" {
		b = append(b, p.Filename...)
		b = append(b, ':')
	}
	b = strconv.AppendInt(b, int64(p.Line), 10)
	b = append(b, ':')
	b = strconv.AppendInt(b, int64(p.Column), 10)
	return string(b)
}
