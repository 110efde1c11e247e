package mutate

import (
	"errors"
	"testing"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/suite"
)

// TestStoppedIsNotKilled: a run that fails only because it spent its
// step budget or time limit, or because rulec crashed, saw no wrong
// result; a failed expectation of the world, or an error of the rules,
// did. A mutant only the first kind fails is stopped, not killed.
func TestStoppedIsNotKilled(t *testing.T) {
	spent := &interp.RunError{Msg: "the run spent its budget", Spent: true}
	crash := &suite.InternalError{Value: "boom", At: "somewhere"}
	ruled := &interp.RunError{Msg: "assertion failed: x"}
	errFail := []scenario.Failure{{Field: "error", Want: "no error", Got: "..."}}
	worldFail := []scenario.Failure{{Field: "A.centre", Want: "[1in, 1in]", Got: "[2in, 1in]"}}
	for _, c := range []struct {
		name string
		r    *suite.Result
		want bool
	}{
		{"budget", &suite.Result{RunErr: spent, Failures: errFail}, true},
		{"crash", &suite.Result{RunErr: crash, Failures: errFail}, true},
		{"crash loading", &suite.Result{Err: crash}, true},
		{"rules error", &suite.Result{RunErr: ruled, Failures: errFail}, false},
		{"wrong centre", &suite.Result{Failures: worldFail}, false},
		{"budget and wrong centre", &suite.Result{RunErr: spent, Failures: append(errFail, worldFail...)}, false},
		{"load error", &suite.Result{Err: errors.New("bad scenario")}, false},
	} {
		if got := stopped(c.r); got != c.want {
			t.Errorf("%s: stopped %v, want %v", c.name, got, c.want)
		}
	}
}
