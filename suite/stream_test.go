package suite_test

import (
	"regexp"
	"testing"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/suite"
)

// TestStreamKeepsOrder checks that Stream hands out every result, in the
// files' order, the filter applied, on one worker and on many.
func TestStreamKeepsOrder(t *testing.T) {
	files, err := collectFiles([]string{"../tests/interp", "../tests/t9a"})
	if err != nil {
		t.Fatal(err)
	}
	for _, workers := range []int{1, 3, 16} {
		for _, filter := range []*regexp.Regexp{nil, regexp.MustCompile(`^dice_`)} {
			r := suite.New(interp.Stdlib())
			r.Workers = workers
			want := r.RunAll(files, filter)
			var got []*suite.Result
			n := r.Stream(files, filter, func(res *suite.Result) { got = append(got, res) })
			if n != len(want) || len(got) != len(want) {
				t.Fatalf("workers %d, filter %v: Stream ran %d and gave %d results, RunAll %d", workers, filter, n, len(got), len(want))
			}
			for i := range got {
				if got[i].File != want[i].File || got[i].Passed() != want[i].Passed() {
					t.Errorf("workers %d, filter %v: result %d is %s (passed %v), want %s (passed %v)",
						workers, filter, i, got[i].File, got[i].Passed(), want[i].File, want[i].Passed())
				}
			}
		}
	}
}
