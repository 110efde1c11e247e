package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"

	"errors"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestMain lets the scripts run rulec as a command: the test binary runs
// itself as "rulec".
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"rulec": func() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) },
	})
}

// TestScript runs testdata/script/*.txtar: each runs rulec on the small
// rules files and scenarios it carries and checks the output and exit code.
func TestScript(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"jsonvalid": jsonValid,
			"exitcode":  exitCodeCmd,
			"schema":    schemaCmd,
			"grow":      growCmd,
		},
	})
}

// growCmd is the script command `grow FILE N LINE`: it appends N copies
// of LINE and a newline to FILE, for a file too large to carry in a
// txtar.
func growCmd(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 3 || neg {
		ts.Fatalf("usage: grow FILE N LINE")
	}
	n, err := strconv.Atoi(args[1])
	if err != nil {
		ts.Fatalf("grow: %v", err)
	}
	f, err := os.OpenFile(ts.MkAbs(args[0]), os.O_APPEND|os.O_WRONLY, 0)
	ts.Check(err)
	_, err = f.WriteString(strings.Repeat(args[2]+"\n", n))
	ts.Check(err)
	ts.Check(f.Close())
}

// jsonValid is the script command `jsonvalid FILE`: it fails unless FILE
// holds one valid JSON document.
func jsonValid(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 1 {
		ts.Fatalf("usage: jsonvalid FILE")
	}
	valid := json.Valid([]byte(ts.ReadFile(args[0])))
	if valid == neg {
		ts.Fatalf("%s: valid JSON is %v", args[0], valid)
	}
}

// exitCodeCmd is the script command `exitcode N PROGRAM ARGS...`: it runs
// the program as exec does, keeping its stdout and stderr for the lines
// after, and fails unless it exits with status N.
func exitCodeCmd(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) < 2 || neg {
		ts.Fatalf("usage: exitcode N PROGRAM ARGS...")
	}
	want, err := strconv.Atoi(args[0])
	if err != nil {
		ts.Fatalf("exitcode: %v", err)
	}
	got := 0
	if err := ts.Exec(args[1], args[2:]...); err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			ts.Fatalf("exitcode: %v", err)
		}
		got = ee.ExitCode()
	}
	if got != want {
		ts.Fatalf("%s exited with status %d, want %d", args[1], got, want)
	}
}

// schemaDir holds the JSON Schemas docs/json.md documents.
const schemaDir = "../../docs/json"

// schemaCmd is the script command `schema NAME FILE`: it fails unless FILE
// is valid against docs/json/NAME.schema.json.
func schemaCmd(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 2 {
		ts.Fatalf("usage: schema NAME FILE")
	}
	err := validate(args[0], []byte(ts.ReadFile(args[1])))
	if neg && err == nil {
		ts.Fatalf("%s is valid against the %s schema", args[1], args[0])
	}
	if !neg && err != nil {
		ts.Fatalf("%s: %v", args[1], err)
	}
}

// validate checks a JSON document against docs/json/NAME.schema.json.
func validate(name string, doc []byte) error {
	c := jsonschema.NewCompiler()
	files, err := filepath.Glob(filepath.Join(schemaDir, "*.schema.json"))
	if err != nil || len(files) == 0 {
		return fmt.Errorf("no schemas in %s: %v", schemaDir, err)
	}
	ids := map[string]string{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		v, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
		if err != nil {
			return fmt.Errorf("%s: %v", f, err)
		}
		id, _ := v.(map[string]any)["$id"].(string)
		if err := c.AddResource(id, v); err != nil {
			return err
		}
		ids[filepath.Base(f)] = id
	}
	id, ok := ids[name+".schema.json"]
	if !ok {
		return fmt.Errorf("no schema %q", name)
	}
	sch, err := c.Compile(id)
	if err != nil {
		return err
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(doc))
	if err != nil {
		return err
	}
	return sch.Validate(inst)
}

// TestSubcommandNames holds the name subcommands gives each command to the
// name its Use gives it: root builds only the command the first word of a
// line names, by that name.
func TestSubcommandNames(t *testing.T) {
	c := &cli{}
	for _, s := range c.subcommands() {
		if got := s.make().Name(); got != s.name {
			t.Errorf("subcommands lists %q for the command named %q", s.name, got)
		}
	}
}

// TestOneCommandTree checks that the tree root builds for a line naming
// a command (that command alone) answers as the tree of every command
// does: its help, and a usage error with a suggestion.
func TestOneCommandTree(t *testing.T) {
	for _, s := range (&cli{}).subcommands() {
		for _, args := range [][]string{{s.name, "-h"}, {s.name, "--no-such-flag"}, {s.name, "-jsn"}} {
			var out [2]bytes.Buffer
			var errs [2]string
			for i, tree := range [][]string{nil, args} {
				c := &cli{stdin: bytes.NewReader(nil), stdout: &out[i], stderr: &out[i], raw: &out[i]}
				root := c.root(tree)
				root.SetArgs(oneDashLong(root, args))
				root.SetOut(&out[i])
				root.SetErr(&out[i])
				if _, err := root.ExecuteC(); err != nil {
					errs[i] = err.Error()
				}
			}
			if out[0].String() != out[1].String() || errs[0] != errs[1] {
				t.Errorf("rulec %v: with every command\n%s%s\nwith %s alone\n%s%s", args, out[0].String(), errs[0], s.name, out[1].String(), errs[1])
			}
		}
	}
}
