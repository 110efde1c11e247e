// Command rulec checks, formats and runs rules-as-data movement rules for
// tabletop wargames, and runs scenario suites against them.
//
// The command line is built with cobra (github.com/spf13/cobra). Each
// subcommand lives in its own file as a method of cli returning a
// *cobra.Command; adding one is that file plus one line in subcommands
// below:
//
//	// lspcmd.go
//	func (c *cli) lspCmd() *cobra.Command {
//		cmd := &cobra.Command{
//			Use:   "lsp",
//			Short: "serve the language server protocol on stdin and stdout",
//			Args:  cobra.NoArgs,
//		}
//		verbose := cmd.Flags().BoolP("verbose", "v", false, "log each message to stderr")
//		cmd.RunE = func(cmd *cobra.Command, args []string) error {
//			return c.exit(c.serve(*verbose)) // exit code: 0, 1, 2 or 3
//		}
//		return cmd
//	}
//
// Flags are declared long (--verbose) with an optional one-letter
// shorthand; run accepts every long flag with one dash too (-verbose), and
// flags anywhere on the line. Commands write to c.stdout and c.stderr
// (never os.Stdout), read c.stdin, and return c.exit(code).
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/odds"
	"github.com/rulec-dev/rulec/report"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Exit codes, as `rulec help` documents them.
const (
	exitOK       = 0 // success
	exitFailed   = 1 // errors found, expectations not met, differences
	exitUsage    = 2 // usage, load, rules or scenario errors
	exitRunError = 3 // a run stopped with an error its scenario did not expect
)

// exitHelp is the overview's closing paragraph.
const exitHelp = `Exit codes: 0 success, 1 errors found or scenarios failed, 2 usage or load errors,
3 a run stopped with an error its scenario did not expect.
Output that cannot be written (stdout on a full disk) is an error too: exit 2.`

// cli carries the streams every command reads and writes. stdout and
// stderr show control characters escaped (escaper); raw is standard output
// byte for byte, for fmt's formatted files and the language server.
type cli struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	raw            io.Writer
	// random and seed are run's --dice random and --seed.
	random bool
	seed   uint64
	// diffOdds holds diff's --odds options; nil without --odds.
	diffOdds *odds.Options
}

// subcommands lists the commands in the order help shows them, each by
// its name (TestSubcommandNames holds it to the command's Use). A new
// command is one file with its constructor and one line here.
func (c *cli) subcommands() []subcommand {
	return []subcommand{
		{"check", c.checkCmd},
		{"fmt", c.fmtCmd},
		{"run", c.runCmd},
		{"test", c.testCmd},
		{"odds", c.oddsCmd},
		{"diff", c.diffCmd},
		{"mutate", c.mutateCmd},
		{"text", c.textCmd},
		{"render", c.renderCmd},
		{"play", c.playCmd},
		{"serve", c.serveCmd},
		{"lsp", c.lspCmd},
		{"version", c.versionCmd},
	}
}

// subcommand is a command's name and its constructor.
type subcommand struct {
	name string
	make func() *cobra.Command
}

// exitCode is an error that carries only the process's exit code: the
// command has already said what went wrong.
type exitCode int

// Error implements error.
func (e exitCode) Error() string { return fmt.Sprintf("exit status %d", int(e)) }

// exit turns a command's exit code into the error cobra passes back.
func (c *cli) exit(code int) error {
	if code == 0 {
		return nil
	}
	return exitCode(code)
}

// usageError is a mistake on the command line: run prints it with a
// pointer to the command's help and exits 2.
type usageError struct {
	cmd *cobra.Command
	msg string
}

// Error implements error.
func (e *usageError) Error() string { return e.msg }

// usagef returns a usage error for cmd.
func usagef(cmd *cobra.Command, format string, args ...any) error {
	return &usageError{cmd: cmd, msg: fmt.Sprintf(format, args...)}
}

// run is main without the process: it returns the exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	out := &checkedWriter{w: stdout}
	code := runChecked(args, stdin, out, stderr)
	if out.err != nil {
		fmt.Fprintf(stderr, "rulec: stdout: writing the output failed: %v\n", out.err)
		return max(code, exitUsage)
	}
	return code
}

// runChecked is run with standard output that records its write errors.
func runChecked(args []string, stdin io.Reader, raw, stderr io.Writer) int {
	stdout := escaper{raw}
	stderr = escaper{stderr}
	c := &cli{stdin: stdin, stdout: stdout, stderr: stderr, raw: raw}
	root := c.root(args)
	root.SetArgs(oneDashLong(root, args))
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	cmd, err := root.ExecuteC()
	if err == nil {
		return exitOK
	}
	var code exitCode
	if errors.As(err, &code) {
		return int(code)
	}
	var ue *usageError
	if errors.As(err, &ue) && ue.cmd != nil {
		cmd = ue.cmd
	}
	if slices.Contains(args, "--json") || slices.Contains(args, "-json") {
		name := "rulec"
		if cmd != nil {
			name = cmd.Name()
		}
		writeJSON(stdout, report.ErrorReport{SchemaVersion: report.SchemaVersion, Command: name,
			Error: report.Error{Message: err.Error(), Diagnostics: []report.Diagnostic{}}})
		return exitUsage
	}
	fmt.Fprintf(stderr, "rulec: %v\n", err)
	if cmd != nil && cmd != root {
		fmt.Fprintf(stderr, "usage: %s\nRun 'rulec help %s' for more.\n", cmd.UseLine(), cmd.Name())
	}
	return exitUsage
}

// root builds the command tree for a command line: when its first word
// names a command, only that command (the others are never run, and
// building all thirteen with their flags and help was a tenth of the
// start of a small check); otherwise all, for help, completion and
// suggestions.
func (c *cli) root(args []string) *cobra.Command {
	root := &cobra.Command{
		Use:   "rulec",
		Short: "rulec runs tabletop wargame movement rules written as data",
		Long: `rulec runs tabletop wargame movement rules written as data: it checks rules
files like a compiler, runs scenarios against them and explains every
decision with the rule it came from.`,
		SilenceErrors: true,
		SilenceUsage:  true,
		// No command: the overview on stderr and a usage error, as the
		// exit codes say.
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				cmd.SetOut(c.stderr)
				cmd.Help()
				return exitCode(exitUsage)
			}
			return unknownCommand(cmd, args[0])
		},
	}
	root.PersistentPreRunE = func(cmd *cobra.Command, _ []string) error { return checkLimits(cmd) }
	root.SuggestionsMinimumDistance = 2
	root.SetVersionTemplate("rulec {{.Version}}\n")
	root.SetUsageFunc(usage)
	root.SetFlagErrorFunc(func(cmd *cobra.Command, err error) error {
		return &usageError{cmd: cmd, msg: flagError(cmd, err)}
	})
	subs := c.subcommands()
	one := false // the line names a command: only it can run
	for _, s := range subs {
		if len(args) > 0 && s.name == args[0] {
			subs, one = []subcommand{s}, true
			break
		}
	}
	for _, s := range subs {
		sub := s.make()
		sub.DisableFlagsInUseLine = true
		root.AddCommand(sub)
	}
	root.SetHelpCommand(c.helpCmd(root))
	root.Flags().Bool("version", false, "print rulec's module version, VCS revision and Go version")
	root.FParseErrWhitelist.UnknownFlags = true
	if one {
		// No overview lists the commands, and rulec's own --version is
		// not read: neither the completion command (its four shells'
		// commands and help, 60k instructions) nor the version (the
		// build information parsed, 20k) is built.
		root.CompletionOptions.DisableDefaultCmd = true
		return root
	}
	root.Version = version()
	root.InitDefaultCompletionCmd()
	for _, sub := range root.Commands() {
		if sub.Name() == "completion" {
			sub.Short = "print a shell completion script (bash, zsh, fish, powershell) completing commands, flags, rules and scenario files"
		}
	}
	return root
}

// usage prints a command's usage: cobra's default with the exit codes after
// the overview. It is Go rather than a template, which cobra would parse and
// run on every help.
func usage(cmd *cobra.Command) error {
	var b strings.Builder
	b.WriteString("Usage:")
	if cmd.HasAvailableSubCommands() {
		fmt.Fprintf(&b, "\n  %s COMMAND [flags] [args]", cmd.CommandPath())
		b.WriteString("\n\nCommands:")
		for _, sub := range cmd.Commands() {
			if sub.IsAvailableCommand() || sub.Name() == "help" {
				fmt.Fprintf(&b, "\n  %-*s %s", sub.NamePadding(), sub.Name(), sub.Short)
			}
		}
	} else {
		fmt.Fprintf(&b, "\n  %s", cmd.UseLine())
	}
	if cmd.HasAvailableLocalFlags() {
		b.WriteString("\n\nFlags:\n")
		b.WriteString(strings.TrimRightFunc(cmd.LocalFlags().FlagUsages(), unicode.IsSpace))
	}
	if cmd.HasAvailableInheritedFlags() {
		b.WriteString("\n\nGlobal flags:\n")
		b.WriteString(strings.TrimRightFunc(cmd.InheritedFlags().FlagUsages(), unicode.IsSpace))
	}
	if cmd.HasAvailableSubCommands() {
		b.WriteString(`

Run "rulec help COMMAND" or "rulec COMMAND -h" for a command's flags.
Flags may come anywhere on the line, with one dash or two (-json, --json).
` + exitHelp)
	}
	b.WriteString("\n")
	_, err := io.WriteString(cmd.OutOrStderr(), b.String())
	return err
}

// helpCmd is `rulec help [COMMAND]`: help on stdout, and a mistyped
// command name is an error with a suggestion.
func (c *cli) helpCmd(root *cobra.Command) *cobra.Command {
	return &cobra.Command{
		Use:   "help [COMMAND | queries]",
		Short: "print the overview, a command's flags and details, or (queries) every world query and action",
		Args:  cobra.MaximumNArgs(1),
		ValidArgsFunction: func(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
			var names []string
			for _, sub := range root.Commands() {
				if sub.IsAvailableCommand() && strings.HasPrefix(sub.Name(), toComplete) {
					names = append(names, sub.Name())
				}
			}
			return names, cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				root.SetOut(c.stdout)
				return root.Help()
			}
			if args[0] == "queries" {
				// the reference of the world queries and actions,
				// as docs/queries.md holds it
				_, err := io.WriteString(c.stdout, check.Reference(interp.Stdlib()))
				return err
			}
			sub, _, err := root.Find(args)
			if err != nil || sub == root {
				return unknownCommand(root, args[0])
			}
			sub.SetOut(c.stdout)
			return sub.Help()
		},
	}
}

// unknownCommand is the error for a mistyped command name, with the
// nearest command suggested.
func unknownCommand(root *cobra.Command, name string) error {
	msg := fmt.Sprintf("unknown command %q", name)
	if s := root.SuggestionsFor(name); len(s) > 0 {
		msg += fmt.Sprintf(" (did you mean %q?)", s[0])
	}
	var names []string
	for _, sub := range root.Commands() {
		if sub.IsAvailableCommand() {
			names = append(names, sub.Name())
		}
	}
	return &usageError{cmd: root, msg: fmt.Sprintf("%s\ncommands: %s (rulec help for more)", msg, strings.Join(names, ", "))}
}

// flagError rewords pflag's message for an unknown flag (pflag reads
// -bogus as the shorthands b, o, g, ...) and suggests the nearest flag.
func flagError(cmd *cobra.Command, err error) string {
	msg := err.Error()
	var name string
	switch {
	case strings.HasPrefix(msg, "unknown flag: --"):
		name = strings.TrimPrefix(msg, "unknown flag: --")
	case strings.HasPrefix(msg, "unknown shorthand flag: "):
		_, arg, ok := strings.Cut(msg, " in -")
		if !ok {
			return msg
		}
		name, _, _ = strings.Cut(arg, "=")
		if len(name) == 1 {
			return fmt.Sprintf("unknown flag -%s", name)
		}
	default:
		return msg
	}
	msg = fmt.Sprintf("unknown flag --%s", name)
	var names []string
	cmd.Flags().VisitAll(func(f *pflag.Flag) { names = append(names, f.Name) })
	if near := grammar.Nearest(name, names); near != "" {
		msg += fmt.Sprintf(" (did you mean --%s?)", near)
	}
	return msg
}

// oneDashLong rewrites -name and -name=value to --name... when name is a
// long flag of the command the line runs, so Go-style single-dash long
// flags work as they did before cobra. Shorthand groups (-lw) and
// everything after -- are left alone.
func oneDashLong(root *cobra.Command, args []string) []string {
	cmd, _, err := root.Find(args)
	if err != nil || cmd == nil {
		cmd = root
	}
	out := make([]string, 0, len(args))
	for i, a := range args {
		if a == "--" {
			return append(out, args[i:]...)
		}
		if len(a) > 2 && a[0] == '-' && a[1] != '-' {
			name, _, _ := strings.Cut(a[1:], "=")
			if len(name) > 1 && (name == "help" || name == "version" || lookup(cmd, name) != nil) {
				a = "-" + a
			}
		}
		out = append(out, a)
	}
	return out
}

// lookup finds a long flag of cmd, its own or inherited.
func lookup(cmd *cobra.Command, name string) *pflag.Flag {
	if f := cmd.Flags().Lookup(name); f != nil {
		return f
	}
	return cmd.InheritedFlags().Lookup(name)
}

// version returns the module version and VCS revision this binary was
// built from, as far as the build recorded them.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "(unknown version)"
	}
	v := info.Main.Version
	if v == "" {
		v = "(devel)"
	}
	var rev, when string
	modified := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev == "" {
		return v + " (no VCS revision recorded) " + info.GoVersion
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if modified {
		rev += "+modified"
	}
	s := v + " " + rev
	if when != "" {
		s += " " + when
	}
	return s + " " + info.GoVersion
}

// versionCmd is `rulec version`, the same as `rulec --version`.
func (c *cli) versionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "print rulec's module version, VCS revision and Go version",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			fmt.Fprintf(c.stdout, "rulec %s\n", version())
			return nil
		},
	}
}

// splitList splits comma-separated flag values.
func splitList(vals []string) []string {
	var out []string
	for _, s := range vals {
		for _, p := range strings.Split(s, ",") {
			if p = strings.TrimSpace(p); p != "" {
				out = append(out, p)
			}
		}
	}
	return out
}

// completeExt completes file names ending in one of exts (and folders).
func completeExt(exts ...string) func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
	return func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return exts, cobra.ShellCompDirectiveFilterFileExt
	}
}

// completeDirs completes folder names only.
func completeDirs(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
	return nil, cobra.ShellCompDirectiveFilterDirs
}

// checkLimits refuses a limit given a value that cannot mean one: a
// --max-steps or --max-branches under 1, which the run took for its
// default (a budget of -1 steps ran ten million), and a negative
// --timeout, which meant none.
func checkLimits(cmd *cobra.Command) error {
	for _, name := range []string{"max-steps", "max-branches"} {
		f := cmd.Flags().Lookup(name)
		if f == nil || !f.Changed {
			continue
		}
		if n, err := strconv.Atoi(f.Value.String()); err == nil && n < 1 {
			return usagef(cmd, "--%s %d: want a number of at least 1 (the default is %s)", name, n, f.DefValue)
		}
	}
	if f := cmd.Flags().Lookup("timeout"); f != nil && f.Changed {
		if d, err := time.ParseDuration(f.Value.String()); err == nil && d < 0 {
			return usagef(cmd, "--timeout %s: want a duration of 0 (no limit) or more, such as 30s", f.Value)
		}
	}
	return nil
}
