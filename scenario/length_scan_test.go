package scenario

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/geom"
)

// numberRE is the regular expression cutNumber replaced: a plain decimal
// number, blanks, and what follows on the same line.
var numberRE = regexp.MustCompile(`^([+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)\s*(.*)$`)

// checkCutNumber fails when cutNumber and numberRE split text differently.
func checkCutNumber(t *testing.T, text string) {
	t.Helper()
	num, rest, ok := cutNumber(text)
	m := numberRE.FindStringSubmatch(text)
	if ok != (m != nil) || (m != nil && (num != m[1] || rest != m[2])) {
		t.Errorf("cutNumber(%q) = %q, %q, %v; the expression gives %q", text, num, rest, ok, m)
	}
}

// TestCutNumberMatchesExpression checks the scanner against the regular
// expression on the lengths the spec shows and on near misses.
func TestCutNumberMatchesExpression(t *testing.T) {
	for _, text := range []string{
		"", "1", "1in", "1 in", "1\tin", "-2.5mm", "+.5cm", ".5", ".", "-", "+", "1.", "1.in",
		"1e3in", "2.5e-1mm", "1e", "1e+", "1e+x", "1E5", "1em", "1e-3", "..5", "1..5", "1.2.3",
		"inf", "nan", "0x10", "1_000", "1\nin", "1 \n in", "1in\nx", "1\vin", "1 in ", "1\x80",
		"12 345", "-.e1", "5\"", "00012.500e+002p",
	} {
		checkCutNumber(t, text)
	}
}

// FuzzCutNumber checks the scanner against the regular expression on any
// text.
func FuzzCutNumber(f *testing.F) {
	for _, s := range []string{"1in", "2.5e-1mm", ".5 cm", "1e", "-\n"} {
		f.Add(s)
	}
	f.Fuzz(checkCutNumber)
}

// oldMM is Len.MM as it was before its shortcut: every length handed to
// geom.ParseLength.
func oldMM(l Len, u geom.Units) (float64, error) {
	if msg := lengthProblem(l.Text); msg != "" {
		return 0, &Error{Pos: l.Pos, Msg: msg}
	}
	n, unit, _ := splitLength(l.Text)
	mm, err := geom.ParseLength(strconv.FormatFloat(n, 'f', -1, 64)+unit, u)
	if err != nil {
		return 0, &Error{Pos: l.Pos, Msg: fmt.Sprintf("bad length %q: %v", l.Text, err)}
	}
	if math.IsInf(mm, 0) || math.IsNaN(mm) {
		return 0, &Error{Pos: l.Pos, Msg: fmt.Sprintf("bad length %q: too large", l.Text)}
	}
	return mm, nil
}

// TestMMMatchesParseLength checks Len.MM against geom.ParseLength, value
// and error, in units with and without a default and a pace.
func TestMMMatchesParseLength(t *testing.T) {
	units := []geom.Units{{}, {Default: "in"}, {Default: "mm", PaceMM: 20}, {Default: "p"}, {Default: "p", PaceMM: 25}, {Default: "yd"}}
	for _, text := range []string{"1", "1in", `2.5"`, "-3mm", "4cm", "200p", "1e308in", "1e308", "0", "-0", ".5 cm",
		"1e-300mm", "7 p", "1ft", "x", "", "1e400", "3in\n", " 12.25 mm "} {
		for _, u := range units {
			l := Len{Text: text}
			got, gotErr := l.MM(u)
			want, wantErr := oldMM(l, u)
			if got != want || fmt.Sprint(gotErr) != fmt.Sprint(wantErr) {
				t.Errorf("%q in %+v: %v, %v; want %v, %v", text, u, got, gotErr, want, wantErr)
			}
		}
	}
}

// TestLengthProblemOfCleanLengthAllocatesNothing reads good lengths as
// every unit of a scenario has them: the checks for a number too large
// and for look-alikes (minus signs, inch marks) are for lengths already
// found wrong, and cost a clean one nothing (they cost 4 allocations a
// unit in BenchmarkLoad, docs/perf/notes.md, trust8).
func TestLengthProblemOfCleanLengthAllocatesNothing(t *testing.T) {
	for _, text := range []string{"20in", " 3.5 mm", "-1e3cm", "12p", "0"} {
		if msg := lengthProblem(text); msg != "" {
			t.Fatalf("lengthProblem(%q) = %q", text, msg)
		}
		if n := testing.AllocsPerRun(100, func() { lengthProblem(text) }); n != 0 {
			t.Errorf("lengthProblem(%q) allocates %v times; want 0", text, n)
		}
	}
	for text, want := range map[string]string{"1e400in": "too large", "\u22123in": `did you mean "-3in"`} {
		if msg := lengthProblem(text); !strings.Contains(msg, want) {
			t.Errorf("lengthProblem(%q) = %q; want it to say %q", text, msg, want)
		}
	}
}
