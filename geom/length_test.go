package geom

import "testing"

func TestParseLength(t *testing.T) {
	dbm := Units{Default: "p", PaceMM: 0.5}
	in := Units{Default: "in"}
	tests := []struct {
		s       string
		u       Units
		want    float64
		wantErr string
	}{
		{"1in", in, 25.4, ""},
		{"0.5in", in, 12.7, ""},
		{`2"`, in, 50.8, ""},
		{"40mm", in, 40, ""},
		{"4cm", in, 40, ""},
		{"200p", dbm, 100, ""},
		{"-3in", in, -76.19999999999999, ""},
		{"3", in, 76.19999999999999, ""},
		{"3", dbm, 1.5, ""},
		{" 12 in ", in, 304.79999999999995, ""},
		{"3ft", in, 0, `unknown length unit "ft" in "3ft" (want in, ", mm, cm or p)`},
		{"200p", in, 0, "paces need a pace length"},
		{"abc", in, 0, `bad length "abc"`},
		{"", in, 0, `bad length ""`},
		{"1.2.3in", in, 0, `bad length "1.2.3in"`},
	}
	for _, tt := range tests {
		got, err := ParseLength(tt.s, tt.u)
		if tt.wantErr != "" {
			if err == nil || err.Error() != tt.wantErr {
				t.Errorf("ParseLength(%q) error = %v, want %q", tt.s, err, tt.wantErr)
			}
			continue
		}
		if err != nil || !near(got, tt.want, 1e-12) {
			t.Errorf("ParseLength(%q) = %v, %v, want %v", tt.s, got, err, tt.want)
		}
	}
}

func TestFormat(t *testing.T) {
	u := Units{Default: "in", PaceMM: 0.5}
	lengths := []struct {
		mm   float64
		unit string
		want string
	}{
		{38.1, "in", "1.5in"},
		{40, "mm", "40mm"},
		{12 * 25.4, "in", "12in"},
		{-0.0001, "in", "0in"},
		{1.00049, "mm", "1mm"},
		{1.0006, "mm", "1.001mm"},
		{100, "p", "200p"},
		{25, "cm", "2.5cm"},
		{25, "furlong", "25mm"},
	}
	for _, tt := range lengths {
		if got := FormatLength(tt.mm, tt.unit, u); got != tt.want {
			t.Errorf("FormatLength(%v, %q) = %q, want %q", tt.mm, tt.unit, got, tt.want)
		}
	}
	angles := []struct {
		deg  float64
		want string
	}{{90, "90"}, {45.5, "45.5"}, {-0.001, "0"}, {12.345, "12.35"}, {359.999, "360"}, {-30, "-30"}}
	for _, tt := range angles {
		if got := FormatAngle(tt.deg); got != tt.want {
			t.Errorf("FormatAngle(%v) = %q, want %q", tt.deg, got, tt.want)
		}
	}
	// geometry.md: 0 points north, bearings are printed to 0.01 degree and
	// -0 as 0; a bearing that rounds to 360 is north too, printed 0.
	bearings := []struct {
		deg  float64
		want string
	}{{359.999, "0"}, {-0.001, "0"}, {359.994, "359.99"}, {360, "0"}, {-90, "270"}, {450, "90"}, {0.005, "0.01"}}
	for _, tt := range bearings {
		if got := FormatBearing(tt.deg); got != tt.want {
			t.Errorf("FormatBearing(%v) = %q, want %q", tt.deg, got, tt.want)
		}
	}
}
