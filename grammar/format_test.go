package grammar

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/rogpeppe/go-internal/txtar"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/format")

// TestFormatGolden formats each testdata/format/*.txtar's in.rules and
// compares with its out.rules.
func TestFormatGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/format/*.txtar")
	if len(files) == 0 {
		t.Fatal("no golden files")
	}
	for _, name := range files {
		t.Run(filepath.Base(name), func(t *testing.T) {
			ar, err := txtar.ParseFile(name)
			if err != nil {
				t.Fatal(err)
			}
			in, want := section(ar, "in.rules"), section(ar, "out.rules")
			got, err := FormatSource("in.rules", in, Width)
			if err != nil {
				t.Fatal(err)
			}
			if *update {
				setSection(ar, "out.rules", got)
				if err := os.WriteFile(name, txtar.Format(ar), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if d := cmp.Diff(string(want), string(got)); d != "" {
				t.Errorf("format mismatch (-want +got):\n%s", d)
			}
		})
	}
}

// TestFormatRoundTrip checks that formatting keeps the meaning and is
// idempotent, at the house width and narrow ones, on every rules file of
// the project and every input of the other tests.
func TestFormatRoundTrip(t *testing.T) {
	for name, src := range allInputs(t) {
		if _, err := Parse(name, src); err != nil {
			continue // error inputs
		}
		if msg := roundTrip(name, src); msg != "" {
			t.Errorf("%s: %s", name, msg)
		}
	}
}

// roundTrip formats src at the house width and at narrow ones, where
// nearly every statement wraps, and returns what went wrong, or "".
func roundTrip(name string, src []byte) string {
	for _, width := range []int{Width, 40, 8} {
		if msg := roundTripAt(name, src, width); msg != "" {
			return fmt.Sprintf("width %d: %s", width, msg)
		}
	}
	return ""
}

// roundTripAt formats src at width and returns what went wrong, or "".
func roundTripAt(name string, src []byte, width int) string {
	f1, err := Parse(name, src)
	if err != nil {
		return ""
	}
	out, err := FormatSource(name, src, width)
	if err != nil {
		return "formatting: " + err.Error()
	}
	f2, err := Parse(name, out)
	if err != nil {
		return "formatted text does not parse: " + err.Error() + "\n" + string(out)
	}
	if d := diffTrees(f1, f2); d != "" {
		return "formatting changed the tree (-before +after):\n" + d + "\n" + string(out)
	}
	again, err := FormatSource(name, out, width)
	if err != nil || !bytes.Equal(again, out) {
		return "formatting is not idempotent:\n" + cmp.Diff(string(out), string(again))
	}
	c1, _ := Comments(name, src)
	c2, _ := Comments(name, out)
	if len(c1) != len(c2) {
		return "formatting lost comments:\n" + string(out)
	}
	return ""
}

// diffTrees compares two trees ignoring positions, through their dumps and
// through every field (the dump prints expressions in canonical spacing,
// which could hide a change of tokens).
func diffTrees(a, b *File) string {
	if d := cmp.Diff(dump(a), dump(b)); d != "" {
		return d
	}
	return cmp.Diff(ownTokens(a), ownTokens(b),
		cmp.Exporter(func(reflect.Type) bool { return true }),
		cmpopts.IgnoreTypes(Position{}, loc{}),
		cmpopts.EquateEmpty())
}

// inputs returns every rules text under testdata and ../rules.
func inputs(t testing.TB) map[string][]byte {
	out := map[string][]byte{}
	for _, pat := range []string{"testdata/*/*.rules", "../rules/*.rules", "../rules/*/*.rules"} {
		names, _ := filepath.Glob(pat)
		for _, name := range names {
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			out[name] = src
		}
	}
	names, _ := filepath.Glob("testdata/format/*.txtar")
	for _, name := range names {
		ar, err := txtar.ParseFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range ar.Files {
			out[name+"/"+f.Name] = f.Data
		}
	}
	return out
}

// section returns the data of the named file in ar.
func section(ar *txtar.Archive, name string) []byte {
	for _, f := range ar.Files {
		if f.Name == name {
			return f.Data
		}
	}
	return nil
}

// setSection replaces or adds the named file in ar.
func setSection(ar *txtar.Archive, name string, data []byte) {
	for i := range ar.Files {
		if ar.Files[i].Name == name {
			ar.Files[i].Data = data
			return
		}
	}
	ar.Files = append(ar.Files, txtar.File{Name: name, Data: data})
}
