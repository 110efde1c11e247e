package main

import (
	"bytes"
	"regexp"
	"runtime"
	"strings"
	"testing"
)

// addressRE matches what a Go pointer prints as, alone or in a struct.
var addressRE = regexp.MustCompile(`0x[0-9a-f]{6,}|&\{`)

// TestTraceDeterministic runs every bundled scenario with its trace (-v)
// under one and under several cores and checks that the two outputs are
// the same byte for byte and hold no Go pointer: a trace prints values
// canonically, so it reads the same on every machine and run.
func TestTraceDeterministic(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the bundled suites twice")
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	var outs []string
	for _, procs := range []int{1, 4} {
		runtime.GOMAXPROCS(procs)
		var stdout, stderr bytes.Buffer
		run([]string{"test", "-v", "../../tests"}, strings.NewReader(""), &stdout, &stderr)
		if stdout.Len() == 0 {
			t.Fatalf("GOMAXPROCS=%d: no output; stderr:\n%s", procs, stderr.String())
		}
		if loc := addressRE.FindIndex(stdout.Bytes()); loc != nil {
			line := stdout.String()[:loc[0]]
			t.Errorf("GOMAXPROCS=%d: output line %d prints a Go pointer: %s", procs, strings.Count(line, "\n")+1,
				strings.SplitN(stdout.String()[loc[0]-min(loc[0], 60):], "\n", 2)[0])
		}
		outs = append(outs, stdout.String())
	}
	if outs[0] != outs[1] {
		a, b := strings.Split(outs[0], "\n"), strings.Split(outs[1], "\n")
		for i := range min(len(a), len(b)) {
			if a[i] != b[i] {
				t.Fatalf("outputs differ at line %d:\n  1 core:  %s\n  4 cores: %s", i+1, a[i], b[i])
			}
		}
		t.Fatalf("outputs differ in length: %d and %d lines", len(a), len(b))
	}
}
