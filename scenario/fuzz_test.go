package scenario

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/rulec-dev/rulec/world"
)

// errorLineRE is the form every reported error must take.
var errorLineRE = regexp.MustCompile(`^f\.yaml:\d+:\d+: \S`)

// FuzzParse checks that no input makes Parse, Build or Check panic, and
// that every error names its place.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/*/*.yaml")
	more, _ := filepath.Glob("testdata/*.yaml")
	// spec 1.1's parts: model expectations, dice read one by one, DBM
	// elements and their bad input
	v11, _ := filepath.Glob("../tests/assault/*.yaml")
	dbm, _ := filepath.Glob("../tests/dbm/bad/*.yaml")
	more = append(append(more, v11...), dbm...)
	for _, file := range append(files, more...) {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte(modelsTable + asPlaced))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Parse("f.yaml", data)
		var w *world.World
		if err == nil {
			w, err = s.Build(testUnits)
		}
		if err == nil {
			s.Check(w, nil)
			return
		}
		for _, line := range errorLines(err) {
			if !errorLineRE.MatchString(line) {
				t.Errorf("error without a place: %q", line)
			}
		}
	})
}
