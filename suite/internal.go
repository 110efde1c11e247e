package suite

import (
	"fmt"
	"runtime"
	"strings"
)

// InternalError is a panic of rulec's own code while it ran a scenario: a
// bug in rulec, not in the rules or the scenario. It is the scenario's
// error, so that a suite, a diff or a mutation campaign reports it and
// goes on with the other scenarios instead of stopping the whole run.
type InternalError struct {
	Value any    // what was panicked with
	At    string // the function that panicked, and its file:line
}

// Error says what panicked where, and that it is rulec's bug.
func (e *InternalError) Error() string {
	return fmt.Sprintf("internal error: %v (at %s): a bug in rulec, not in the rules or the scenario; please report it with both", e.Value, e.At)
}

// internalError makes the InternalError of panic value p. It is called
// from the deferred function that recovered p, while the stack still
// holds the frame that panicked: the first frame after runtime.gopanic
// that is not the runtime's own (a nil dereference passes through
// runtime.sigpanic).
func internalError(p any) error {
	pcs := make([]uintptr, 64)
	frames := runtime.CallersFrames(pcs[:runtime.Callers(1, pcs)])
	panicking := false
	at := "an unknown place"
	for {
		f, more := frames.Next()
		switch {
		case f.Function == "runtime.gopanic":
			panicking = true
		case panicking && !strings.HasPrefix(f.Function, "runtime."):
			return &InternalError{Value: p, At: fmt.Sprintf("%s, %s:%d", f.Function, f.File, f.Line)}
		}
		if !more {
			return &InternalError{Value: p, At: at}
		}
	}
}
