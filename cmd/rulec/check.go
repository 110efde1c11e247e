package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/internal/textfile"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/ruletext"
	"github.com/rulec-dev/rulec/suite"
	"github.com/spf13/cobra"
)

// checkCmd is `rulec check`.
func (c *cli) checkCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "check [--json] [FILE|DIR|-]...",
		Short: "check rules files: every error with file:line:col, a caret and a hint",
		Long: `check parses and checks rules files as one program (a procedure one file
imports is not reported unused), printing every error and warning with
file:line:col, the source line, a caret and a hint. A folder stands for the
*.rules files below it; no file, or -, reads one file from stdin. Exit 1
when there are errors; warnings alone do not fail.`,
		ValidArgsFunction: completeExt("rules"),
	}
	asJSON := cmd.Flags().Bool("json", false, "print diagnostics as JSON (docs/json.md)")
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		return c.exit(c.check(args, *asJSON))
	}
	return cmd
}

// check checks the files (or stdin) as one program.
func (c *cli) check(args []string, asJSON bool) int {
	paths, err := rulesFiles(args)
	if err != nil {
		return c.fail("check", asJSON, err)
	}
	var prog *interp.Program
	srcs := map[string][]byte{}
	if len(paths) == 0 {
		src, rerr := io.ReadAll(c.stdin)
		if rerr != nil {
			fmt.Fprintf(c.stderr, "rulec: reading stdin: %v\n", rerr)
			return 2
		}
		srcs[stdinName] = src
		prog, err = interp.LoadSources(interp.Stdlib(), []string{stdinName}, srcs, interp.ReadRulesFile)
	} else {
		prog, err = interp.Load(interp.Stdlib(), paths...)
	}
	all, ok := diag.AsList(err)
	if err != nil && !ok {
		return c.fail("check", asJSON, err)
	}
	failed := err != nil
	if !failed {
		all = prog.Warnings
		// Quotations in refs are checked against the sources the files name,
		// in the trees just checked.
		parsed := map[string]*grammar.File{}
		for _, f := range prog.Files {
			parsed[f.Path] = f.AST
		}
		if book, err := ruletext.LoadParsed(parsed, paths...); len(paths) > 0 && err == nil {
			all = append(all, book.Diags...)
		}
	}
	all = suite.Unique(all)
	if asJSON {
		writeJSON(c.stdout, suite.NewCheckReport(all))
	} else {
		suite.WriteCheck(c.stderr, all, suite.ReadSource(srcs))
	}
	if failed {
		return 1
	}
	return 0
}

// stdinName names the file read from stdin in messages.
const stdinName = "<stdin>"

// rulesFiles expands folders into the *.rules files below them, sorted;
// files are kept as given. No arguments, or "-", means stdin: it returns
// no paths.
func rulesFiles(args []string) ([]string, error) {
	if len(args) == 0 || len(args) == 1 && args[0] == "-" {
		return nil, nil
	}
	var out []string
	for _, a := range args {
		if a == "-" {
			return nil, fmt.Errorf("- (stdin) cannot be mixed with files")
		}
		st, err := os.Stat(a)
		if err != nil {
			return nil, fmt.Errorf("%s", strings.TrimPrefix(err.Error(), "stat "))
		}
		if !st.IsDir() {
			out = append(out, a)
			continue
		}
		found, err := textfile.Below(a, ".rules")
		if err != nil {
			return nil, err
		}
		if len(found) == 0 {
			return nil, fmt.Errorf("%s: no .rules files in this folder", a)
		}
		out = append(out, found...)
	}
	return out, nil
}
