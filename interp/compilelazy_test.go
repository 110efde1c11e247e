package interp

import (
	"sync"
	"testing"
)

// TestCompiledByTheFirstRun: loading a program checks it and compiles
// nothing (rulec check, the language server and rulec fmt never run it);
// the first run compiles every procedure once, and runs at once share the
// one compiling. It fails if Load compiles again, or if each caller
// compiles its own copy.
func TestCompiledByTheFirstRun(t *testing.T) {
	prog, err := Load(Stdlib(), "../rules/pursuit.rules")
	if err != nil {
		t.Fatal(err)
	}
	if prog.ops.codes != nil {
		t.Fatalf("Load compiled %d procedures; want none before a run", len(prog.ops.codes))
	}
	var wg sync.WaitGroup
	got := make([]map[*Proc]*procCode, 4)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i] = prog.codes()
		}()
	}
	wg.Wait()
	if len(got[0]) != len(prog.Procs) {
		t.Fatalf("compiled %d procedures, the program has %d", len(got[0]), len(prog.Procs))
	}
	for i, m := range got {
		for name, proc := range prog.Procs {
			if m[proc] == nil || m[proc] != got[0][proc] {
				t.Fatalf("caller %d: procedure %s compiled apart (or not at all)", i, name)
			}
		}
	}
	if pc := prog.codeOf(prog.Procs["pursue"]); pc != got[0][prog.Procs["pursue"]] {
		t.Fatalf("codeOf(pursue) = %p, want the first compile's %p", pc, got[0][prog.Procs["pursue"]])
	}
}
