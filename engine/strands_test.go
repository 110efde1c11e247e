package engine

import (
	"testing"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/world"
)

// TestStrandsTwoGroupsMoved: the moved models stand in two groups, A#0 at
// (0,0) and A#1 at (220,0) (25mm bases, 2in links: 75.8mm centre to
// centre), and the one model still to move after m, A#3 at (200,-120),
// stands within a straight move and link of A#1 (121.6mm <= 152.4 +
// 75.8). Every model left is anchored to a moved model, but that alone
// leaves none apart only where the moved models are one chain: with m at
// (75,0), within link of A#0, A#3 can stand at (147,0), within link of m
// (72) and of A#1 (73), and the unit ends one chain; with m at (220,-25),
// beside A#1, A#3 cannot reach within link of A#0 (233mm > 228.2) and no
// model joins A#0's group: A#1, A#3 and m are left apart (3). Before the
// moved models' chain was asked, both spots counted 0 strands and m went
// wherever the later criteria sent it
// (tests/assault/fresh13/30_coherency_first_model_on_the_lone_flank_model).
func TestStrandsTwoGroupsMoved(t *testing.T) {
	u := &world.Body{ID: "A", Kind: world.KindUnit, Round: 25,
		Models: []geom.Vec{{X: 0, Y: 0}, {X: 220, Y: 0}, {X: 75, Y: -140}, {X: 200, Y: -120}}}
	u.Routes = [][]geom.Vec{{{X: 0, Y: -10}, {X: 0, Y: 0}}, {{X: 220, Y: -10}, {X: 220, Y: 0}}, nil, nil}
	m := &Model{Unit: u, Index: 2}
	bridge := &Spot{Model: m, At: geom.Vec{X: 75, Y: 0}}
	beside := &Spot{Model: m, At: geom.Vec{X: 220, Y: -25}}
	markStrands(m, []*Spot{bridge, beside}, 152.4, 50.8, 1e-6, nil)
	if bridge.Strands != 0 || beside.Strands != 3 {
		t.Fatalf("strands: bridge %d, beside %d; want 0 and 3", bridge.Strands, beside.Strands)
	}
}
