package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
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
		Long: `check parses and checks rules files, printing every error and warning of
every file with file:line:col, the source line, a caret and a hint. Each
file given that no other given file imports is checked as its own program,
with what it imports (so two versions of a ruleset side by side do not
clash, and a procedure a file imports is not reported unused); an error in
one file does not stop the others. A folder stands for the *.rules files
below it (in any case, links to folders followed once); what the walk
passes over is named on stderr, a "skip  PATH  why" line each (in --json,
the "skipped" list): a second path to a file or folder already read, a
link to nothing, a file named like a rules file but not one (a.rule,
a.rules.bak). No file, or -, reads one file from stdin. Exit 1 when there
are errors, 2 when a file cannot be read (it is named with why, and the
other files are checked still); warnings alone do not fail.`,
		ValidArgsFunction: completeExt("rules"),
	}
	asJSON := cmd.Flags().Bool("json", false, "print diagnostics as JSON (docs/json.md)")
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		return c.exit(c.check(args, *asJSON))
	}
	return cmd
}

// check checks the files (or stdin), each root its own program.
func (c *cli) check(args []string, asJSON bool) int {
	defer collectLate()()
	found, err := rulesFiles(args)
	if err != nil {
		return c.fail("check", asJSON, err)
	}
	paths := found.Files
	srcs := map[string][]byte{}
	var all diag.ErrorList
	failed := false
	if len(paths) == 0 {
		src, rerr := io.ReadAll(c.stdin)
		if rerr != nil {
			fmt.Fprintf(c.stderr, "rulec: reading stdin: %v\n", rerr)
			return 2
		}
		srcs[stdinName] = src
		prog, err := interp.LoadSources(interp.Stdlib(), []string{stdinName}, srcs, interp.ReadRulesFile)
		list, bad, err := checked(prog, err, nil)
		if err != nil {
			return c.fail("check", asJSON, err)
		}
		all, failed = list, bad
	}
	unreadable := false
	for _, group := range checkGroups(paths) {
		prog, err := interp.Load(interp.Stdlib(), group...)
		list, bad, err := checked(prog, err, group)
		if err != nil {
			// A file that cannot be read (a link to nothing, a named
			// pipe, one too large) is reported at its name, and the
			// other files are checked still: stopping here lost every
			// error of the files after it.
			list, unreadable = diag.ErrorList{unreadableError(group[0], err)}, true
		}
		all, failed = append(all, list...), failed || bad
	}
	all = suite.Unique(all)
	if asJSON {
		rep := suite.NewCheckReport(all)
		rep.Skipped = suite.Found(found).SkippedReports()
		writeJSON(c.stdout, rep)
	} else {
		textfile.WriteSkipped(c.stderr, found.Skipped)
		suite.WriteCheck(c.stderr, all, suite.ReadSource(srcs))
	}
	switch {
	case unreadable:
		return 2
	case failed:
		return 1
	}
	return 0
}

// unreadableError is err, which loading the program rooted at path gave
// and which is no list of errors at places (a file that cannot be read),
// as an error at the file's name.
func unreadableError(path string, err error) *diag.Error {
	msg := err.Error()
	if rest, ok := strings.CutPrefix(msg, path+": "); ok {
		msg = rest
	} else {
		path = "" // it names another file itself
	}
	return &diag.Error{Pos: diag.Pos{Filename: path}, Msg: msg}
}

// checked returns what loading roots gave: the errors and warnings, and
// whether there were errors; err is an error that is no list of them.
// Without errors, the quotations of the refs are checked against the
// sources the files name, in the trees just checked.
func checked(prog *interp.Program, err error, roots []string) (diag.ErrorList, bool, error) {
	if err != nil {
		list, ok := diag.AsList(err)
		if !ok {
			return nil, true, err
		}
		return list, true, nil
	}
	all := prog.Warnings
	parsed := map[string]*grammar.File{}
	sources := false
	for _, f := range prog.Files {
		parsed[f.Path] = f.AST
		sources = sources || slices.ContainsFunc(f.AST.Decls, isSource)
	}
	if !sources {
		// no text to read or quote: the book would warn of nothing, and
		// listing its clauses was a tenth of checking a large file
		return all, false, nil
	}
	if book, err := ruletext.LoadParsed(parsed, roots...); len(roots) > 0 && err == nil {
		all = append(all, book.Diags...)
	}
	return all, false, nil
}

// isSource reports whether d names a source text.
func isSource(d grammar.Decl) bool {
	_, ok := d.(*grammar.Source)
	return ok
}

// checkGroups splits paths into programs: one per path no other of them
// imports, holding it and the given paths it imports, directly or not
// (so a procedure of those is not reported unused: it is an entry point
// too). A file that cannot be parsed imports nothing here; its errors
// come when it is checked.
func checkGroups(paths []string) [][]string {
	if len(paths) == 1 {
		// one path is one program, whatever it imports: reading its
		// imports here would parse it a second time
		return [][]string{{paths[0]}}
	}
	imports := map[string][]string{} // by absolute path
	var importsOf func(p string) []string
	importsOf = func(p string) []string {
		a := absPath(p)
		if out, ok := imports[a]; ok {
			return out
		}
		imports[a] = nil
		src, err := interp.ReadRulesFile(p)
		if err != nil {
			return nil
		}
		f, err := grammar.Parse(p, src)
		if err != nil {
			return nil
		}
		var out []string
		for _, d := range f.Decls {
			if imp, ok := d.(*grammar.Import); ok {
				out = append(out, importedPath(p, imp.Path))
			}
		}
		imports[a] = out
		return out
	}
	reach := func(root string) map[string]bool {
		seen := map[string]bool{}
		var visit func(p string)
		visit = func(p string) {
			for _, imp := range importsOf(p) {
				if a := absPath(imp); !seen[a] {
					seen[a] = true
					visit(imp)
				}
			}
		}
		visit(root)
		return seen
	}
	imported := map[string]bool{}
	reached := map[string]map[string]bool{}
	for _, p := range paths {
		reached[p] = reach(p)
		for a := range reached[p] {
			imported[a] = true
		}
	}
	var groups [][]string
	covered := map[string]bool{}
	add := func(p string) {
		group := []string{p}
		covered[p] = true
		for _, q := range paths {
			if q != p && reached[p][absPath(q)] {
				group = append(group, q)
				covered[q] = true
			}
		}
		groups = append(groups, group)
	}
	for _, p := range paths {
		if !imported[absPath(p)] {
			add(p)
		}
	}
	// Files that import each other in a cycle have no root: the first of
	// them stands for the cycle, and the loader reports it.
	for _, p := range paths {
		if !covered[p] {
			add(p)
		}
	}
	return groups
}

// importedPath resolves an import as the loader does: relative to the
// importing file's folder.
func importedPath(from, imp string) string {
	if filepath.IsAbs(imp) {
		return imp
	}
	return filepath.Join(filepath.Dir(from), imp)
}

// absPath returns p made absolute and clean, or p.
func absPath(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return p
}

// stdinName names the file read from stdin in messages.
const stdinName = "<stdin>"

// rulesFiles expands folders into the *.rules files below them, sorted;
// files are kept as given. No arguments, or "-", means stdin: it returns
// no paths. It walks the folders as the scenario walkers do
// (textfile.Collect): a file reached twice is read once, and what is
// passed over (a second path to a file or folder, a link to nothing, a
// file named like a rules file but not one) is in Skipped, for the
// command to name.
func rulesFiles(args []string) (textfile.Found, error) {
	if len(args) == 0 || len(args) == 1 && args[0] == "-" {
		return textfile.Found{}, nil
	}
	for _, a := range args {
		if a == "-" {
			return textfile.Found{}, fmt.Errorf("- (stdin) cannot be mixed with files")
		}
		if err := notScenario(a); err != nil {
			return textfile.Found{}, err
		}
	}
	return textfile.Collect(args, textfile.Kind{Exts: []string{".rules"}, Name: ".rules files", Verb: "read"})
}

// notScenario returns an error when path, given where a rules file is
// wanted, is a scenario file (*.yaml, *.yml): read as rules, it gave a
// syntax error at its first quote, or, empty, "no differences" and "no
// source text", never what it is.
func notScenario(path string) error {
	if ext := strings.ToLower(filepath.Ext(path)); ext == ".yaml" || ext == ".yml" {
		if st, err := os.Stat(path); err == nil && !st.IsDir() {
			return fmt.Errorf("%s: a scenario, not a rules file: run it with rulec run or rulec test", path)
		}
	}
	return nil
}

// checkMemoryLimit is the heap a check grows to before the collector runs
// (collectLate): far more than checking the largest bundled or generated
// ruleset takes (about 25 MB for 5,000 lines), and a bound on a huge one.
const checkMemoryLimit = 256 << 20

// collectLate lets the collector wait until the heap nears
// checkMemoryLimit, unless GOGC or GOMEMLIMIT is set, and returns the
// function putting the previous settings back. A check holds its files'
// trees and programs to the end, so each collection on the way marked a
// heap that was nearly all live: with the default of 100% they were 45% of
// the instructions of checking 5,000 lines (callgrind: 234M with them,
// 130M without), where gofmt, allocating less, collects nothing.
func collectLate() func() {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return func() {}
	}
	percent := debug.SetGCPercent(-1)
	limit := debug.SetMemoryLimit(checkMemoryLimit)
	return func() {
		debug.SetMemoryLimit(limit)
		debug.SetGCPercent(percent)
	}
}
