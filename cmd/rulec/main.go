// Command rulec checks, formats and runs rules-as-data movement rules for
// tabletop wargames, and runs scenario suites against them.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// command is one subcommand.
type command struct {
	name, args, summary string
	run                 func(c *cli, args []string) int
}

// cli carries the streams every command writes to.
type cli struct {
	stdin          io.Reader
	stdout, stderr io.Writer
}

// commands returns the subcommands in the order help lists them.
func commands() []command {
	return []command{
		{"check", "[--json] FILE...", "check rules files: every error with file:line:col, a caret and a hint", (*cli).check},
		{"fmt", "[-l|-d|-w] FILE...", "format rules files canonically (prints to stdout by default)", (*cli).fmt},
		{"run", "[-rules PATH[,PATH]] [--json] [-explain] SCENARIO", "run one scenario and print the trace citing the rules, then every unit's final state", (*cli).run},
		{"test", "[-rules PATH[,PATH]] [-run REGEXP] [-v] [-cover] [-render DIR] [--json] DIR|FILE...", "run scenario suites and report ok/FAIL per scenario", (*cli).test},
		{"diff", "OLD NEW [-suite DIR]... [-render DIR] [--json]", "compare two versions of a rules file: clauses added, removed, changed, moved; with -suite, changed outcomes", (*cli).diff},
		{"text", "[-o FILE.html] [--json] [-suite DIR]... RULES...", "show the rule text beside its clauses: each sentence encoded, exercised, unencoded with a reason, or not; coverage per source", (*cli).text},
		{"render", "[-rules PATH[,PATH]] [-arcs] [-o FILE.svg] SCENARIO", "run one scenario and draw it as an SVG: start dashed, paths, end solid", (*cli).render},
	}
}

// run is main without the process: it returns the exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := &cli{stdin: stdin, stdout: stdout, stderr: stderr}
	if len(args) == 0 {
		c.usage(stderr)
		return 2
	}
	if args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		if len(args) > 1 {
			return c.helpFor(args[1])
		}
		c.usage(stdout)
		return 0
	}
	for _, cmd := range commands() {
		if cmd.name == args[0] {
			return cmd.run(c, args[1:])
		}
	}
	fmt.Fprintf(stderr, "rulec: unknown command %q\n", args[0])
	var names []string
	for _, cmd := range commands() {
		names = append(names, cmd.name)
	}
	fmt.Fprintf(stderr, "commands: %s (rulec help for more)\n", strings.Join(names, ", "))
	return 2
}

// usage prints the overview.
func (c *cli) usage(w io.Writer) {
	fmt.Fprint(w, `rulec runs tabletop wargame movement rules written as data.

Usage:
  rulec COMMAND [flags] [args]

Commands:
`)
	for _, cmd := range commands() {
		fmt.Fprintf(w, "  %-6s %s\n", cmd.name, cmd.summary)
	}
	fmt.Fprint(w, `
Run "rulec help COMMAND" or "rulec COMMAND -h" for a command's flags.
Exit codes: 0 success, 1 errors found or scenarios failed, 2 usage or load errors.
`)
}

// helpFor prints one command's help.
func (c *cli) helpFor(name string) int {
	for _, cmd := range commands() {
		if cmd.name == name {
			return cmd.run(c, []string{"-h"})
		}
	}
	fmt.Fprintf(c.stderr, "rulec: unknown command %q\n", name)
	return 2
}

// flags returns a flag set for a command that prints its usage to stderr.
func (c *cli) flags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(c.stderr)
	for _, cmd := range commands() {
		if cmd.name == name {
			fs.Usage = func() {
				fmt.Fprintf(c.stderr, "usage: rulec %s %s\n\n%s.\n\nFlags:\n", cmd.name, cmd.args, cmd.summary)
				fs.PrintDefaults()
			}
		}
	}
	return fs
}

// parse parses flags, returning the exit code to use if parsing ended the
// command (help or a bad flag).
func parse(fs *flag.FlagSet, args []string) (int, bool) {
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0, false
		}
		return 2, false
	}
	return 0, true
}

// splitList splits a comma-separated flag value.
func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
