package grammar

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBundledRulesWithinWidth checks that every bundled rules file is in
// canonical layout at the house width and that no line of it is longer:
// rules-file lines stay under 100 characters.
func TestBundledRulesWithinWidth(t *testing.T) {
	var names []string
	for _, pat := range []string{"../rules/*.rules", "../rules/*/*.rules"} {
		m, _ := filepath.Glob(pat)
		names = append(names, m...)
	}
	if len(names) == 0 {
		t.Fatal("no bundled rules files")
	}
	for _, name := range names {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		out, err := FormatSource(name, src, Width)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		if !bytes.Equal(out, src) {
			t.Errorf("%s is not in canonical layout: run `go run ./cmd/rulec fmt -w rules`, then "+
				"`go test ./cmd/rulec -run TestGuide -update-guide` for the line numbers guide.md quotes", name)
			continue
		}
		for i, line := range strings.Split(string(src), "\n") {
			if textWidth(line) > Width {
				t.Errorf("%s:%d: the line is %d characters, over %d, and rulec fmt finds no place to "+
					"break it: name a part of it with let or def", name, i+1, textWidth(line), Width)
			}
		}
	}
}
