package diag

import (
	"errors"
	"fmt"
	"testing"
)

func at(file string, line, col int) Pos { return Pos{Filename: file, Line: line, Column: col} }

// TestListSortDedupe checks the order and the dropping of repeats.
func TestListSortDedupe(t *testing.T) {
	var l ErrorList
	l.Add(at("b.rules", 1, 1), "late file")
	l.Add(at("a.rules", 3, 2), "second")
	l.Add(at("a.rules", 3, 1), "first")
	l.Add(at("a.rules", 3, 2), "second")
	l.Add(at("a.rules", 3, 2), "other at the same place")
	l.Sort()
	l = l.Dedupe()
	want := "a.rules:3:1: first\na.rules:3:2: second\na.rules:3:2: other at the same place\nb.rules:1:1: late file"
	if got := l.Error(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestErrIgnoresWarnings checks that warnings alone are not an error.
func TestErrIgnoresWarnings(t *testing.T) {
	var l ErrorList
	l.Add(at("a.rules", 1, 1), "unused").Warning = true
	if err := l.Err(); err != nil {
		t.Errorf("warnings only: %v", err)
	}
	l.Add(at("a.rules", 2, 1), "broken").Hint = "fix it"
	err := l.Err()
	var got ErrorList
	if !errors.As(err, &got) || len(got.Errors()) != 1 {
		t.Fatalf("err %v, want the list with one error", err)
	}
	if s := got.Errors()[0].Error(); s != "a.rules:2:1: broken (fix it)" {
		t.Errorf("got %q", s)
	}
}

// TestCaret checks the source line and the caret under the column, with
// tabs shown as one space; and that the first line of a file that starts
// with a byte order mark is shown without it: its columns are counted
// after it, and the mark, echoed, stood before the line as a character a
// terminal may or may not draw, a caret under the wrong character where
// it did, and in a long line cut round the column, the window one off.
func TestCaret(t *testing.T) {
	for _, c := range []struct {
		name, src string
		line, col int
		want      string
	}{
		{"tab", "one\n\tab cd\n", 2, 4, "a.rules:2:4: unexpected\n     ab cd\n       ^"},
		{"after a BOM", "\ufeffab cd\n", 1, 4, "a.rules:1:4: unexpected\n    ab cd\n       ^"},
	} {
		e := &Error{Pos: at("a.rules", c.line, c.col), Msg: "unexpected"}
		if got := e.Caret([]byte(c.src)); got != c.want {
			t.Errorf("%s: got\n%q\nwant\n%q", c.name, got, c.want)
		}
	}
	e := &Error{Pos: at("a.rules", 2, 4), Msg: "unexpected"}
	if got := e.Caret([]byte("only one line")); got != e.Error() {
		t.Errorf("no such line: got %q", got)
	}
}

// TestFrame checks how a call on a run's stack prints.
func TestFrame(t *testing.T) {
	if got := (Frame{Name: "pivot", Pos: at("p.rules", 4, 1)}).String(); got != "pivot (p.rules:4:1)" {
		t.Errorf("got %q", got)
	}
}

// TestEditDistance checks the measure on worked cases: a swap of
// neighbours costs one; "ca" to "abc" is 3 (no edit of a swapped pair).
func TestEditDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"", "abc", 3},
		{"width", "width", 0},
		{"widht", "width", 1},
		{"ca", "abc", 3},
		{"abc", "acb", 1},
		{"abcdef", "badcfe", 3},
		{"kitten", "sitting", 3},
	} {
		if got := EditDistance(c.a, c.b); got != c.want {
			t.Errorf("EditDistance(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

// TestAsList checks each kind of error AsList is given, wrapped or not.
func TestAsList(t *testing.T) {
	one := &Error{Pos: at("a.rules", 1, 2), Msg: "bad"}
	two := ErrorList{one, {Pos: at("a.rules", 3, 1), Msg: "worse"}}
	for _, c := range []struct {
		err  error
		want int
		ok   bool
	}{
		{nil, 0, true},
		{one, 1, true},
		{two, 2, true},
		{fmt.Errorf("loading: %w", two), 2, true},
		{errors.New("plain"), 0, false},
	} {
		got, ok := AsList(c.err)
		if len(got) != c.want || ok != c.ok {
			t.Errorf("AsList(%v) = %d errors, %v; want %d, %v", c.err, len(got), ok, c.want, c.ok)
		}
	}
}

// FuzzEditDistance checks the measure against its definition's bounds:
// zero only for equal strings, symmetric, at most the longer length and
// at least the difference of lengths.
func FuzzEditDistance(f *testing.F) {
	f.Add("widht", "width")
	f.Add("", "abc")
	f.Fuzz(func(t *testing.T, a, b string) {
		d := EditDistance(a, b)
		if (d == 0) != (a == b) || d != EditDistance(b, a) || d > max(len(a), len(b)) || d < abs(len(a)-len(b)) {
			t.Errorf("EditDistance(%q, %q) = %d", a, b, d)
		}
	})
}

func abs(x int) int { return max(x, -x) }

// TestLookAlike pins what each kind of look-alike stands for, and that
// ASCII and an ordinary letter are none.
func TestLookAlike(t *testing.T) {
	for _, c := range []struct {
		r     rune
		ascii string
		ok    bool
	}{
		{'\u2212', "-", true}, {'\u201c', `"`, true}, {'\u00a0', " ", true}, {'\u200b', "", true},
		{'\u2033', "in", true}, {'\uff17', "7", true}, {'\u2264', "<=", true}, {'\u00b0', "", true},
		{'-', "", false}, {'é', "", false}, {'a', "", false},
	} {
		ascii, ok := LookAlike(c.r)
		if ascii != c.ascii || ok != c.ok {
			t.Errorf("LookAlike(%U) = %q, %v; want %q, %v", c.r, ascii, ok, c.ascii, c.ok)
		}
		if (LookAlikeHint(c.r) != "") != c.ok {
			t.Errorf("LookAlikeHint(%U) = %q; want a hint: %v", c.r, LookAlikeHint(c.r), c.ok)
		}
	}
	if got, changed := PlainASCII("\u221220\u2033\u200b"); got != "-20in" || !changed {
		t.Errorf("PlainASCII = %q, %v; want \"-20in\", true", got, changed)
	}
	if got, changed := PlainASCII("20in é"); got != "20in é" || changed {
		t.Errorf("PlainASCII of no look-alike = %q, %v", got, changed)
	}
	if got, changed := PlainASCII("é 3″"); got != "é 3in" || !changed {
		t.Errorf("PlainASCII after another non-ASCII character = %q, %v; want \"é 3in\", true", got, changed)
	}
	// scenario reading asks it of every length: clean text costs nothing
	if n := testing.AllocsPerRun(100, func() { PlainASCII("20in é") }); n != 0 {
		t.Errorf("PlainASCII of no look-alike allocates %v times; want 0", n)
	}
}

// TestSplitHint checks that an error's hint comes apart from its text, an
// Error's or a Hinted's, wrapped or not, and that an Error without a place
// prints no empty place.
func TestSplitHint(t *testing.T) {
	e := NoPlace("did you mean \"Kn\"?", "unknown type %q", "Kv")
	if got, want := e.Error(), `unknown type "Kv" (did you mean "Kn"?)`; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	tests := []struct {
		err       error
		msg, hint string
	}{
		{fmt.Errorf("word_in: %w", e), `word_in: unknown type "Kv"`, `did you mean "Kn"?`},
		{&Error{Pos: at("a.rules", 2, 3), Msg: "m", Hint: "h"}, "a.rules:2:3: m", "h"},
		{hinted{}, "bad thing", "mend it"},
		{errors.New("plain (not a hint)"), "plain (not a hint)", ""},
		// a hint the text does not hold stays out of both
		{fmt.Errorf("other: %w", &Error{Msg: "x", Hint: "y"}), "other: x (y)", "y"},
	}
	tests[4].err = wrappedText{tests[4].err}
	tests[4].msg, tests[4].hint = "rewritten", ""
	for _, tt := range tests {
		msg, hint := SplitHint(tt.err)
		if msg != tt.msg || hint != tt.hint {
			t.Errorf("SplitHint(%q) = %q, %q; want %q, %q", tt.err, msg, hint, tt.msg, tt.hint)
		}
	}
}

type hinted struct{}

func (hinted) Error() string     { return "bad thing (mend it)" }
func (hinted) ErrorHint() string { return "mend it" }

// wrappedText is an error whose text no longer holds its cause's hint.
type wrappedText struct{ err error }

func (w wrappedText) Error() string { return "rewritten" }
func (w wrappedText) Unwrap() error { return w.err }

// TestShort checks Short, which builds its text by hand, against the
// format it replaced.
func TestShort(t *testing.T) {
	for _, p := range []Pos{{Filename: "a.rules", Line: 3, Column: 7}, {}, {Filename: "x", Line: -5, Column: 1 << 40},
		{Line: 12}, {Filename: "dir/b.rules", Line: 1234567, Column: 89}} {
		want := fmt.Sprintf("%s:%d:%d", p.Filename, p.Line, p.Column)
		if p.Line == 0 && p.Filename != "" {
			want = p.Filename
		}
		if got := Short(p); got != want {
			t.Errorf("Short(%+v) = %q, want %q", p, got, want)
		}
	}
	if got := Short(Pos{Filename: "only.rules"}); got != "only.rules" {
		t.Errorf("a file's place: %q", got)
	}
}
