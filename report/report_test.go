package report

import (
	"testing"

	"github.com/rulec-dev/rulec/geom"
)

// TestLengths checks lengths print as the text output does, in the
// ruleset's unit, with millimetres free of float noise and of -0.
func TestLengths(t *testing.T) {
	in := geom.Units{Default: "in"}
	paces := geom.Units{Default: "p", PaceMM: 0.5}
	for _, tt := range []struct {
		mm    float64
		units geom.Units
		want  Length
	}{
		{24 * 25.4, in, Length{"24in", 609.6}},
		{609.5999999999999, in, Length{"24in", 609.6}},
		{100, paces, Length{"200p", 100}},
		{-1e-12, in, Length{"0in", 0}},
	} {
		if got := NewLength(tt.mm, tt.units); got != tt.want {
			t.Errorf("NewLength(%v, %v) = %+v, want %+v", tt.mm, tt.units, got, tt.want)
		}
	}
	if d := Degrees(-0.0001); d != 0 {
		t.Errorf("Degrees(-0.0001) = %v", d)
	}
}
