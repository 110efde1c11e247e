package interp_test

import (
	"fmt"
	"sync"
	"testing"

	"github.com/rulec-dev/rulec/interp"
)

// TestRunsAtOnce runs one program from several goroutines at once, each
// run on its own world, and checks every run moves its unit exactly as a
// run alone does: the runs share the program's spare slots (one taken by
// an atomic swap, the rest from a pool), which must never be handed to
// two runs at once. Under -race a shared spare is also a reported race.
func TestRunsAtOnce(t *testing.T) {
	p := loadString(t, "once.rules", `units in
procedure go(u: unit, d: length) {
  let far = d * 2
  move u, forward: far
  event moved(u)
}
`)
	base := buildWorld(t, p, `board: {width: 48in, depth: 48in}
units:
  A: {side: red, centre: [20in, 20in], facing: 0, base: [4in, 2in]}
run: go
`)
	alone := base.Clone()
	if _, err := p.Run(alone, interp.Input{Proc: "go", Args: map[string]string{"u": "A", "d": "1in"}}, interp.Options{}); err != nil {
		t.Fatal(err)
	}
	want := alone.Get("A").Rect
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				w := base.Clone()
				if _, err := p.Run(w, interp.Input{Proc: "go", Args: map[string]string{"u": "A", "d": "1in"}}, interp.Options{}); err != nil {
					errs <- err
					return
				}
				if got := w.Get("A").Rect; got != want || len(w.Events) != 1 {
					errs <- fmt.Errorf("run %d: A at %v with %d events, want %v with 1", i, got, len(w.Events), want)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
