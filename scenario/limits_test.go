package scenario

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// TestLimits checks that a scenario too big for any table is refused at
// once, with the limit, rather than checked pair by pair for minutes.
func TestLimits(t *testing.T) {
	var units, poly, models strings.Builder
	for i := range MaxUnits + 1 {
		fmt.Fprintf(&units, "  U%d: {side: red, centre: [%d, 1], facing: 0, base: [1, 1]}\n", i, 2*i)
	}
	for i := range MaxPolygonPoints + 1 {
		fmt.Fprintf(&poly, "[%d, %d], ", i, i*i)
	}
	for i := range MaxCount + 1 {
		fmt.Fprintf(&models, "[%d, 1], ", 2*i)
	}
	head := "board: {width: 48in, depth: 48in}\nrun: p\n"
	tests := []struct{ name, src, want string }{
		{"units", head + "units:\n" + units.String(), fmt.Sprintf("f.yaml:4:3: units: %d units is too many; a scenario has at most %d", MaxUnits+1, MaxUnits)},
		{"polygon", head + "terrain:\n  - {kind: forest, polygon: [" + poly.String() + "]}\n",
			fmt.Sprintf("f.yaml:4:29: terrain[0].polygon: %d points is too many; a terrain polygon has at most %d", MaxPolygonPoints+1, MaxPolygonPoints)},
		{"models", head + "units:\n  M: {side: red, base: {round: 1in}, models: [" + models.String() + "]}\n",
			fmt.Sprintf("f.yaml:4:46: units.M.models: %d models is too many; a unit has at most %d", MaxCount+1, MaxCount)},
	}
	for _, tt := range tests {
		_, err := Parse("f.yaml", []byte(tt.src))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %.300v, want one holding %q", tt.name, err, tt.want)
		}
	}
}

// TestOverlapsListed checks that a table of units, or of models, stacked on
// one spot lists at most MaxOverlaps overlaps and says there are more,
// rather than building an error for every pair (50 million of them for
// 10,000 units).
func TestOverlapsListed(t *testing.T) {
	var units, models strings.Builder
	for i := range MaxUnits {
		fmt.Fprintf(&units, "  U%d: {side: red, centre: [10, 10], facing: 0, base: [1, 1]}\n", i)
	}
	for range MaxCount {
		models.WriteString("[5, 5], ")
	}
	head := "board: {width: 48in, depth: 48in}\nrun: p\nunits:\n"
	for name, src := range map[string]string{
		"units":  head + units.String(),
		"models": head + "  M: {side: red, base: {round: 1in}, models: [" + models.String() + "]}\n",
	} {
		s, err := Parse("f.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		_, err = s.Build(testUnits)
		var list ErrorList
		if !errors.As(err, &list) {
			t.Fatalf("%s: error %v, want an ErrorList", name, err)
		}
		if len(list) != MaxOverlaps+1 {
			t.Errorf("%s: %d errors, want %d overlaps and one saying there are more", name, len(list), MaxOverlaps)
		}
		if !strings.Contains(err.Error(), "f.yaml:4:3: units: more overlaps at the start than are listed") {
			t.Errorf("%s: errors %.300q..., want one saying there are more", name, err)
		}
	}
}
