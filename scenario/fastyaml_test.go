package scenario

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// slowYAML reads data with yaml.v3 as Parse does: the first document's
// node, and whether the text holds exactly one document without error.
func slowYAML(data []byte) (doc *yaml.Node, ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var first, second yaml.Node
	if err := dec.Decode(&first); err != nil {
		return nil, false
	}
	if err := dec.Decode(&second); !errors.Is(err, io.EOF) {
		return nil, false
	}
	return &first, true
}

// sameTree returns where two trees first differ in what scenario/ reads
// (kind, style, tag, value, line, column, children, anchors and aliases;
// not comments), or "" when they agree.
func sameTree(path string, a, b *yaml.Node) string {
	switch {
	case a == nil && b == nil:
		return ""
	case a == nil || b == nil:
		return fmt.Sprintf("%s: nil %v against %v", path, a == nil, b == nil)
	}
	if a.Kind != b.Kind || a.Style != b.Style || a.Tag != b.Tag || a.Value != b.Value ||
		a.Line != b.Line || a.Column != b.Column || a.Anchor != b.Anchor ||
		(a.Alias == nil) != (b.Alias == nil) || len(a.Content) != len(b.Content) {
		return fmt.Sprintf("%s: fast {kind %d style %d tag %s value %q at %d:%d, %d children}, yaml.v3 {kind %d style %d tag %s value %q at %d:%d, %d children}",
			path, a.Kind, a.Style, a.Tag, a.Value, a.Line, a.Column, len(a.Content),
			b.Kind, b.Style, b.Tag, b.Value, b.Line, b.Column, len(b.Content))
	}
	for i := range a.Content {
		if d := sameTree(fmt.Sprintf("%s/%d", path, i), a.Content[i], b.Content[i]); d != "" {
			return d
		}
	}
	return ""
}

// checkFast fails t when the fast reader reads data and yaml.v3 does not,
// or reads it otherwise; it reports whether the fast reader read it.
func checkFast(t *testing.T, name string, data []byte) bool {
	t.Helper()
	fast, ok := fastYAML(data)
	if !ok {
		return false
	}
	slow, good := slowYAML(data)
	if !good {
		t.Errorf("%s: the fast reader reads text yaml.v3 refuses:\n%s", name, data)
		return true
	}
	if d := sameTree("", fast, slow); d != "" {
		t.Errorf("%s: trees differ at %s", name, d)
	}
	return true
}

// TestFastYAMLCorpus reads every scenario under tests/ and testdata/ both
// ways: where the fast reader reads one, its tree is yaml.v3's. Nearly all
// must take the fast road, or it does not serve real files.
func TestFastYAMLCorpus(t *testing.T) {
	var files []string
	for _, root := range []string{"../tests", "testdata"} {
		filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".yaml") {
				files = append(files, path)
			}
			return nil
		})
	}
	if len(files) < 1000 {
		t.Fatalf("%d scenario files: want the suite's", len(files))
	}
	fast := 0
	var slow []string
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if checkFast(t, f, data) {
			fast++
		} else {
			slow = append(slow, f)
		}
	}
	t.Logf("%d of %d files read by the fast reader", fast, len(files))
	if fast*100 < len(files)*90 {
		t.Errorf("only %d of %d files read by the fast reader; the first others: %q", fast, len(files), slow[:min(len(slow), 10)])
	}
}

// TestFastYAMLCases holds the forms the fast reader reads, and the ones it
// leaves to yaml.v3, each checked against yaml.v3.
func TestFastYAMLCases(t *testing.T) {
	for _, c := range []struct {
		src  string
		fast bool
	}{
		{"a: 1\n", true},
		{"a: 1", true},
		{"# head\na: 1 # line\n\n# foot\n", true},
		{"a:\n  b: x\n  c: [1, 2.5, 3in]\nd: {e: f, g: [h, {i: j}]}\n", true},
		{"a:\n- 1\n- x: y\n  z: w\n-   [a, b]\nb: c\n", true},
		{"a:\n  - 1\n  -\n    b: 2\n", true},
		{"a: \"x, y\"\nb: 'it is'\nc: [\"q\", 'r']\n", true},
		{"name: α ½ 90°\nb: [α, β]\n", true},
		{"a: null\nb: ~\nc: true\nd: False\ne: yes\nf: -3\ng: +.5\nh: 012\ni: 0x1f\nj: 1e5\n", true},
		{"a: b c  # d\nk e: f\n", true},
		{"a: http://x/y\n", true},
		{"a:\n", false},
		{"a: &x 1\nb: *x\n", false},
		{"a: !!str 1\n", false},
		{"a: |\n  x\n", false},
		{"a: x\n  y\n", false},
		{"a: \"x\\ty\"\n", false},
		{"a: 'it''s'\n", false},
		{"a: [1,\n  2]\n", false},
		{"---\na: 1\n", false},
		{"a: 1\n---\nb: 2\n", false},
		{"a:\tb\n", false},
		{"a: 1\r\n", false},
		{"a: b: c\n", false},
		{"\"a\": 1\n", false},
		{"- a\n- b\n", true},
		{"a:\n b: 1\n  c: 2\n", false},
		{"a: [b, ]\n", false},
		{"a: {b: }\n", false},
		{"a: [b]c\n", false},
		{"a: [b?c]\n", false},
		{"", false},
		{"# only\n", false},
	} {
		got := checkFast(t, fmt.Sprintf("%q", c.src), []byte(c.src))
		if got != c.fast {
			t.Errorf("%q: fast %v, want %v", c.src, got, c.fast)
		}
	}
}

// TestPlainTag compares plainTag with yaml.v3's resolution over the forms
// a number, a length, a word or a constant can take.
func TestPlainTag(t *testing.T) {
	var values []string
	for _, sign := range []string{"", "-", "+"} {
		for _, whole := range []string{"", "0", "00", "1", "012", "09", "10", "999999999999999999", "9999999999999999999", "2024"} {
			for _, frac := range []string{"", ".", ".5", ".05", ".5.5"} {
				for _, tail := range []string{"", "in", "mm", "x1f", "xff", "o7", "b1", "b", "e5", "e", "E", "-01-02", "_000", ":30", "inf", " in", "p"} {
					values = append(values, sign+whole+frac+tail)
				}
			}
		}
	}
	values = append(values, "~", "null", "Null", "NULL", "nULL", "true", "True", "TRUE", "tRUE", "false",
		"False", "FALSE", "yes", "no", "on", "off", "y", "n", ".inf", ".nan", "-.inf", "+.Inf", "<<", "red", "α", "0b101", "-0b101", "0o17", "-0o17")
	for _, v := range values {
		if v == "" {
			continue
		}
		want := (&yaml.Node{Kind: yaml.ScalarNode, Value: v}).ShortTag()
		if got := plainTag(v); got != want {
			t.Errorf("plainTag(%q) = %s, yaml.v3 %s", v, got, want)
		}
	}
}

// FuzzFastYAML checks that whatever the fast reader reads, yaml.v3 reads
// the same, into the same tree.
func FuzzFastYAML(f *testing.F) {
	files, _ := filepath.Glob("testdata/*/*.yaml")
	more, _ := filepath.Glob("testdata/*.yaml")
	for _, file := range append(files, more...) {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
	f.Add(bigScenario(3, true))
	f.Add([]byte("a:\n- 1\n- x: y\n  z: [\"q\", 'r', {s: t}]\nb: c # d\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		checkFast(t, "input", data)
	})
}

// TestFastYAMLRandom checks the fast reader against yaml.v3 on texts put
// together at random from the pieces of scenario files: indentation, keys,
// entries, flow collections, quotes, comments, and some pieces it must
// leave to yaml.v3. Random bytes (FuzzFastYAML) seldom make a text the
// fast reader reads; these mostly do.
func TestFastYAMLRandom(t *testing.T) {
	starts := []string{"a:", "b:", "k e:", "- ", "- a:", "- b:", "-", "c:", "1:", "? a", "\"a\":", "..."}
	good := []string{"", "x", "1", "-3", "2.5in", "012", "null", "~", "true", "a b", "a#b", "a #c", "# c",
		"[a, b]", "[]", "{}", "{a: 1, b: [2, 3]}", "[{a: b}, [c]]", "\"q, r\"", "'s t'", "'it''s'", "http://x",
		"α β", "[-1, -.5]", "\"\"", "''", "{a: 'b'}", "[a b, c]", "-x", "../r.rules"}
	bad := []string{"\"x\\ty\"", "[a,", "a: b", "&x y", "*x", "!!str 1", "|", ">", "[a]x", "{a: }", "[a, ]",
		"- y", "{\"a\": 1}", "[a?b]", "a:b"}
	rng := rand.New(rand.NewPCG(30, 5000))
	fast := 0
	const n = 8000
	for range n {
		var b strings.Builder
		indent := 0
		for range 1 + rng.IntN(8) {
			switch rng.IntN(6) {
			case 0:
				indent += 2
			case 1:
				indent = max(indent-2, 0)
			case 2:
				indent = 0
			}
			b.WriteString(strings.Repeat(" ", indent))
			if rng.IntN(8) == 0 {
				b.WriteString(" ")
			}
			if rng.IntN(20) == 0 {
				b.WriteString(starts[rng.IntN(len(starts))])
			} else {
				b.WriteString(starts[rng.IntN(7)])
			}
			v := good[rng.IntN(len(good))]
			if rng.IntN(20) == 0 {
				v = bad[rng.IntN(len(bad))]
			}
			if v != "" {
				b.WriteString(" " + v)
			}
			b.WriteString("\n")
		}
		if checkFast(t, "random", []byte(b.String())) {
			fast++
		}
	}
	t.Logf("%d of %d random texts read by the fast reader", fast, n)
	if fast < n/20 {
		t.Errorf("only %d of %d random texts read by the fast reader: the test checks little", fast, n)
	}
}
