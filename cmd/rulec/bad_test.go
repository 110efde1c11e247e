package main

import (
	"flag"
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// updateBad rewrites the want files of tests/bad from what rulec prints;
// read the diff before committing it.
var updateBad = flag.Bool("update-bad", false, "rewrite the cmp files of tests/bad")

// TestBad runs tests/bad/*.txtar: one script per class of bad input that
// issue 16's campaign found (hangs, silent wrong answers, unclear
// messages), each asserting rulec's exact output, so none comes back.
func TestBad(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:           "../../tests/bad",
		UpdateScripts: *updateBad,
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"binfile": binFile, "exitcode": exitCodeCmd,
		},
	})
}

// binFile is the script command `binfile NAME`: it writes a file that
// starts like an executable, NUL bytes and all, which a txtar cannot hold.
func binFile(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: binfile NAME")
	}
	data := []byte("\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00>\x00\x01\x00\x00\x00")
	ts.Check(os.WriteFile(ts.MkAbs(args[0]), data, 0o644))
}
