package render

import (
	"bytes"
	"math"
	"regexp"
	"strconv"
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestRouteRoundABaseIsDrawnAsAnArc draws a model's exact shortest route
// round a friend's base (geom.Router: tangent, arc, tangent) and checks
// that the bend is drawn as the arc: many short legs, none of whose ends
// comes nearer the friend's centre than the two radii.
func TestRouteRoundABaseIsDrawnAsAnArc(t *testing.T) {
	const in = 25.4
	w := world.New(geom.Board{W: 24 * in, H: 24 * in}, geom.Units{Default: "in"}, 0.0254)
	f := geom.V(10.3*in, 5*in)
	m := &world.Body{ID: "M", Kind: world.KindUnit, Side: "red", Round: in, Models: []geom.Vec{geom.V(10*in, 2*in)}}
	w.Add(m)
	w.Add(&world.Body{ID: "F", Kind: world.KindUnit, Side: "red", Round: in, Models: []geom.Vec{f}})
	keeps := []geom.Keep{{Shape: geom.CircleShape(geom.Circle{C: f, R: in / 2}), Dist: in / 2}}
	_, route, ok := geom.Route(m.Models[0], geom.V(10*in, 7.5*in), keeps, math.Inf(1), w.Tol)
	if !ok {
		t.Fatal("no route round the friend")
	}
	m.SetRoute(0, route)
	var b bytes.Buffer
	if err := SVG(&b, w, Options{}); err != nil {
		t.Fatal(err)
	}
	lines := regexp.MustCompile(`<line class="move" x1="([-0-9.e]+)" y1="([-0-9.e]+)" x2="([-0-9.e]+)" y2="([-0-9.e]+)"`).FindAllStringSubmatch(b.String(), -1)
	if len(lines) < 6 {
		t.Fatalf("the route is drawn with %d legs; a bend round a base wants the arc's many", len(lines))
	}
	// The friend is the model drawn where the route does not end.
	last := lines[len(lines)-1]
	var fc [2]float64
	var rad float64
	for _, c := range regexp.MustCompile(`<circle class="model" cx="([-0-9.e]+)" cy="([-0-9.e]+)" r="([-0-9.e]+)"`).FindAllStringSubmatch(b.String(), -1) {
		if c[1] != last[3] || c[2] != last[4] {
			fc[0], _ = strconv.ParseFloat(c[1], 64)
			fc[1], _ = strconv.ParseFloat(c[2], 64)
			rad, _ = strconv.ParseFloat(c[3], 64)
			rad *= 2 // the route keeps both bases' radii from its centre
		}
	}
	if rad == 0 {
		t.Fatal("the friend's base is not drawn")
	}
	for _, l := range lines {
		for _, k := range []int{1, 3} {
			x, _ := strconv.ParseFloat(l[k], 64)
			y, _ := strconv.ParseFloat(l[k+1], 64)
			// 0.02: the SVG's coordinates are printed to 0.01
			if d := math.Hypot(x-fc[0], y-fc[1]); d < rad-0.02 {
				t.Errorf("a drawn leg ends %.3f from the friend's centre, inside the %.3f the route keeps", d, rad)
			}
		}
	}
}
