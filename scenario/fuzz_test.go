package scenario

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// errorLineRE is the form every reported error must take.
var errorLineRE = regexp.MustCompile(`^f\.yaml:\d+:\d+: \S`)

// FuzzParse checks that no input makes Parse or Build panic, and that
// every error names its place.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/*/*.yaml")
	more, _ := filepath.Glob("testdata/*.yaml")
	for _, file := range append(files, more...) {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Parse("f.yaml", data)
		if err == nil {
			_, err = s.Build(testUnits)
		}
		if err == nil {
			return
		}
		for _, line := range errorLines(err) {
			if !errorLineRE.MatchString(line) {
				t.Errorf("error without a place: %q", line)
			}
		}
	})
}
