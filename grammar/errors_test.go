package grammar

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// errorComment finds `# ERROR "regexp"` in a test file.
var errorComment = regexp.MustCompile(`#\s*ERROR\s+("(?:[^"\\]|\\.)*")`)

// TestErrorFiles parses each testdata/errors/*.rules and checks that every
// error is on a line with a matching `# ERROR "regexp"` comment, and that
// every such comment has its error.
func TestErrorFiles(t *testing.T) {
	files, _ := filepath.Glob("testdata/errors/*.rules")
	if len(files) == 0 {
		t.Fatal("no error files")
	}
	for _, name := range files {
		t.Run(filepath.Base(name), func(t *testing.T) {
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			want := wantedErrors(t, src)
			_, err = Parse(name, src)
			for _, e := range asList(t, err) {
				re, ok := want[e.Pos.Line]
				switch {
				case !ok:
					t.Errorf("unexpected error: %v", e)
				case !re.MatchString(e.Msg):
					t.Errorf("line %d: error %q does not match %q", e.Pos.Line, e.Msg, re)
				}
				delete(want, e.Pos.Line)
			}
			for line, re := range want {
				t.Errorf("line %d: missing error %q", line, re)
			}
		})
	}
}

// wantedErrors returns the ERROR comments of src by line.
func wantedErrors(t *testing.T, src []byte) map[int]*regexp.Regexp {
	want := map[int]*regexp.Regexp{}
	sc := bufio.NewScanner(bytes.NewReader(src))
	for line := 1; sc.Scan(); line++ {
		m := errorComment.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		pat, err := strconv.Unquote(m[1])
		if err != nil {
			t.Fatalf("line %d: bad ERROR comment: %v", line, err)
		}
		want[line] = regexp.MustCompile(pat)
	}
	return want
}

// asList returns err as a list of *Error; any other error fails the test.
func asList(t *testing.T, err error) ErrorList {
	var one *Error
	var list ErrorList
	switch {
	case err == nil:
		return nil
	case errors.As(err, &list):
		return list
	case errors.As(err, &one):
		return ErrorList{one}
	}
	t.Fatalf("error is %T, want *Error or ErrorList: %v", err, err)
	return nil
}
