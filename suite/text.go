package suite

import (
	"fmt"
	"io"
	"maps"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/internal/textfile"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/report"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/world"
)

// The text rulec prints for people: errors with their source lines, a
// check's diagnostics, a run, a suite's results and its coverage. The
// JSON documents of the same are in report.go.

// ReadSource returns a reader of source text that prefers srcs (stdin,
// unsaved text) and falls back to the file system, for the lines an error
// shows. It reads rules files and scenarios only: an error about any
// other file shows none of its text.
func ReadSource(srcs map[string][]byte) func(string) []byte {
	return func(name string) []byte {
		if b, ok := srcs[name]; ok {
			return b
		}
		switch filepath.Ext(name) {
		case ".rules":
			b, _ := interp.ReadRulesFile(name)
			return b
		case ".yaml", ".yml":
			b, _ := textfile.Read(name, "a scenario file", scenario.MaxFileSize)
			return b
		}
		return nil
	}
}

// WriteError prints any error: positioned ones with their source lines
// and carets, others as `rulec: message`.
func WriteError(w io.Writer, err error) {
	if ds, ok := Diagnostics(err); ok {
		report.WriteDiagnostics(w, ds, ReadSource(nil))
		return
	}
	fmt.Fprintf(w, "rulec: %v\n", err)
}

// WriteCheck prints a rules check's errors and warnings, then a count;
// source reads each file's text (a version may come from git or stdin).
func WriteCheck(w io.Writer, l diag.ErrorList, source func(string) []byte) {
	errs := 0
	ds := make([]report.Diagnostic, len(l))
	for i, e := range l {
		ds[i] = GrammarDiagnostic(e)
		if !e.Warning {
			errs++
		}
	}
	report.WriteDiagnostics(w, ds, source)
	if errs > 0 {
		fmt.Fprintf(w, "%d error(s), %d warning(s)\n", errs, len(l)-errs)
	}
}

// Unique drops repeated messages (a file imported by two checked files)
// and sorts the rest by place.
func Unique(l diag.ErrorList) diag.ErrorList {
	seen := map[string]bool{}
	var out diag.ErrorList
	for _, e := range l {
		if k := e.Error(); !seen[k] {
			seen[k] = true
			out = append(out, e)
		}
	}
	out.Sort()
	return out
}

// NewCheckReport is the JSON document of a check.
func NewCheckReport(l diag.ErrorList) report.CheckReport {
	out := report.CheckReport{SchemaVersion: report.SchemaVersion, Diagnostics: []report.Diagnostic{}, Skipped: []report.Skipped{}}
	for _, e := range l {
		out.Diagnostics = append(out.Diagnostics, GrammarDiagnostic(e))
		if e.Warning {
			out.Warnings++
		} else {
			out.Errors++
		}
	}
	return out
}

// WriteRun prints a run for people: the trace, the final state, the
// events and the expectations.
func WriteRun(w io.Writer, res *Result) {
	sc, prog := res.Scenario, res.Program
	fmt.Fprintf(w, "scenario %s (%s)\n", sc.Name, res.File)
	switch {
	case prog.Name != "" && prog.Version != "":
		fmt.Fprintf(w, "rules    %s %s\n", prog.Name, prog.Version)
	case prog.Name != "":
		fmt.Fprintf(w, "rules    %s\n", prog.Name)
	}
	in := Input(sc)
	fmt.Fprintf(w, "run      %s%s", in.Proc, FormatArgs(in.Args))
	switch {
	case res.Thrown != nil:
		fmt.Fprintf(w, "  dice %s (random, seed %d)", interp.DiceText(res.Thrown), res.Seed)
	case len(in.Dice) > 0:
		fmt.Fprintf(w, "  dice %s", DiceText(in))
	}
	fmt.Fprintf(w, "\n\ntrace:\n")
	if OddsOnly(sc) && res.Thrown == nil {
		fmt.Fprintln(w, "  (no dice: the scenario is checked on its odds alone; rulec odds prints them)")
	}
	res.Trace.Write(Indent(w, "  "))
	fmt.Fprintf(w, "\nfinal state:\n")
	for _, u := range res.World.UnitList() {
		fmt.Fprintf(w, "  %s\n", UnitLine(u, prog.Units))
	}
	if len(res.World.Events) > 0 {
		fmt.Fprintf(w, "\nevents:\n")
		for i, e := range res.World.Events {
			if i == maxEventsShown {
				fmt.Fprintf(w, "  ... %d more events\n", len(res.World.Events)-i)
				break
			}
			fmt.Fprintf(w, "  %-28s (%s)\n", e.String(), e.Where)
		}
	}
	fmt.Fprintln(w)
	WriteOutcome(w, res)
}

// maxEventsShown is the most events WriteRun lists: a run that loops
// until its budget is spent can make millions.
const maxEventsShown = 1000

// WriteOutcome prints the expectations' verdict: all met, none, the
// failures, or the error that stopped the scenario.
func WriteOutcome(w io.Writer, res *Result) {
	switch {
	case res.Err != nil:
		fmt.Fprintln(w, "error:")
		WriteError(Indent(w, "    "), res.Err)
	case res.RunFailed():
		fmt.Fprintln(w, "the run stopped with an error:")
		WriteError(Indent(w, "    "), res.RunErr)
	case len(res.Failures) == 0 && !res.HasExpect():
		fmt.Fprintln(w, "expectations: none (the scenario has no expect:)")
		for _, n := range res.checksNothing() {
			fmt.Fprintf(w, "    checks nothing: %s\n", n)
		}
	case len(res.Failures) == 0:
		fmt.Fprintln(w, "expectations: all met")
		for _, n := range res.checksNothing() {
			fmt.Fprintf(w, "    checks nothing: %s\n", n)
		}
	default:
		fmt.Fprintln(w, "expectations not met:")
		WriteFailures(w, res.Failures)
	}
	WriteWarnings(w, res, "")
	// the rules' own warnings, as rulec test prints them
	var rw RulesWarnings
	rw.Write(w, res)
}

// WriteWarnings prints the result's warnings (Result.Warnings), one a
// line, each with its place and its hint in brackets, after indent.
func WriteWarnings(w io.Writer, res *Result, indent string) {
	for _, e := range res.Warnings {
		hint := ""
		if e.Hint != "" {
			hint = " (" + e.Hint + ")"
		}
		fmt.Fprintf(w, "%swarning: %s: %s%s\n", indent, e.Pos, e.Msg, hint)
	}
}

// WriteFailures prints each failed expectation, indented four spaces.
func WriteFailures(w io.Writer, fs []scenario.Failure) {
	for _, f := range fs {
		fmt.Fprintf(w, "    %s:%d:%d: %s: expected %s, got %s", f.Pos.Filename, f.Pos.Line, f.Pos.Column, f.Field, f.Want, f.Got)
		if f.Diff != "" {
			fmt.Fprintf(w, " (%s)", f.Diff)
		}
		fmt.Fprintln(w)
	}
}

// WriteResult prints one scenario's result in a suite: its ok or FAIL
// line (passes only unless quiet), what failed, the picture drawn of it
// (picture, when not ""), and with verbose its trace.
func WriteResult(w io.Writer, res *Result, picture string, verbose, quiet bool) {
	if res.Passed() {
		if quiet {
			if len(res.Warnings) > 0 { // a warning is printed even when passes are not
				fmt.Fprintf(w, "ok    %s  %s\n", res.Name, res.File)
				WriteWarnings(w, res, "    ")
			}
			return
		}
		note := ""
		if !res.HasExpect() {
			note = "  (no expect: nothing checked)"
		}
		if n := res.checksNothing(); len(n) > 0 {
			note += "  (checks nothing: " + strings.Join(n, "; ") + ")"
		}
		fmt.Fprintf(w, "ok    %s  %s%s\n", res.Name, res.File, note)
		WriteWarnings(w, res, "    ")
	} else {
		fmt.Fprintf(w, "FAIL  %s  %s\n", res.Name, res.File)
		switch {
		case res.Err != nil:
			WriteError(Indent(w, "    "), res.Err)
		case res.RunFailed():
			fmt.Fprintln(w, "    the run stopped with an error:")
			WriteError(Indent(w, "      "), res.RunErr)
		default:
			WriteFailures(w, res.Failures)
			for _, n := range res.checksNothing() {
				fmt.Fprintf(w, "    checks nothing: %s\n", n)
			}
		}
		WriteWarnings(w, res, "    ")
		if picture != "" {
			fmt.Fprintf(w, "    picture: %s\n", picture)
		}
	}
	if verbose && res.Trace != nil {
		res.Trace.Write(Indent(w, "      "))
	}
}

// WriteCover prints block coverage per file, overall, and the blocks
// never run with their positions. A block is a clause or a body a run can
// enter: a procedure, a step, a when or otherwise, a line of a pick or
// order, the body of an if, an else or a for.
func WriteCover(w io.Writer, files []FileCover) {
	total, covered, failing := 0, 0, 0
	fmt.Fprintln(w, "coverage:")
	line := func(name string, n, of, nf int) {
		fmt.Fprintf(w, "  %-40s %3d of %3d blocks  %s", name, n, of, Percent(n, of))
		if nf > 0 {
			// a block only failing scenarios ran is run, not checked:
			// say how many, and the share passing scenarios ran
			fmt.Fprintf(w, " (%d only by failing scenarios: %d of %d by passing ones, %s)", nf, n-nf, of, Percent(n-nf, of))
		}
		fmt.Fprintln(w)
	}
	for _, f := range files {
		n, nf := f.Covered(), f.OnlyFailing()
		total += len(f.Clauses)
		covered += n
		failing += nf
		line(f.File, n, len(f.Clauses), nf)
	}
	line("overall", covered, total, failing)
	if total == 0 {
		fmt.Fprintln(w, "  no rules loaded: nothing was covered")
	}
	list := func(title string, keep func(ClauseCover) bool) {
		first := true
		for _, f := range files {
			for _, cc := range f.Clauses {
				if !keep(cc) {
					continue
				}
				if first {
					fmt.Fprintln(w, title)
					first = false
				}
				cl := cc.Clause
				text := cl.Text()
				if cl.Ref != "" {
					text += "  [" + cl.Ref + "]"
				}
				// a heading that starts with its kind is not given it again:
				// "otherwise otherwise", "step step 2", "order order near",
				// "proc procedure helper"
				if word, _, _ := strings.Cut(cl.Text(), " "); word != cl.Kind && (cl.Kind != "proc" || word != "procedure") {
					text = cl.Kind + " " + text
				}
				fmt.Fprintf(w, "  %s:%d:%d: %s\n", cl.Pos().Filename, cl.Pos().Line, cl.Pos().Column, text)
			}
		}
	}
	list("never run:", func(cc ClauseCover) bool { return cc.Hits == 0 })
	list("run only by failing scenarios (no passing scenario checked them):", ClauseCover.OnlyFailing)
	writePartsCover(w, files)
}

// writePartsCover prints condition coverage: per file how many parts of
// conditions the runs evaluated and how many decided their condition
// both ways, then the parts never evaluated and those that decided it one
// way only. Nothing when the rules have no and, or or conditional value.
func writePartsCover(w io.Writer, files []FileCover) {
	total, evaluated, both := 0, 0, 0
	for _, f := range files {
		total += len(f.Parts)
	}
	if total == 0 {
		return
	}
	fmt.Fprintln(w, "conditions (parts of and, or, conditional values, loops and fallbacks: evaluated; decided both ways):")
	line := func(name string, n, e, b int) {
		fmt.Fprintf(w, "  %-40s %3d of %3d parts evaluated  %s; %3d decided both ways  %s\n", name, e, n, Percent(e, n), b, Percent(b, n))
	}
	for _, f := range files {
		if len(f.Parts) == 0 {
			continue
		}
		e, b := f.PartsCovered()
		evaluated, both = evaluated+e, both+b
		line(f.File, len(f.Parts), e, b)
	}
	line("overall", total, evaluated, both)
	list := func(title string, keep func(PartCover) (string, string, bool)) {
		first := true
		for _, f := range files {
			for _, pc := range f.Parts {
				what, how, ok := keep(pc)
				if !ok {
					continue
				}
				if first {
					fmt.Fprintln(w, title)
					first = false
				}
				p := pc.Part
				in := "  in " + p.Decision
				if p.Decision == p.Text {
					// an operand of a condition too large to track
					// whole is a condition of its own
					in = ""
				}
				fmt.Fprintf(w, "  %s:%d:%d: %s%s%s%s\n", p.Pos.Filename, p.Pos.Line, p.Pos.Column, what, p.Text, how, in)
			}
		}
	}
	list("never evaluated:", func(pc PartCover) (string, string, bool) {
		switch pc.Part.Kind {
		case interp.BranchPart:
			return "branch ", "", pc.Evaluated == 0
		case interp.BodyPart:
			return "loop body ", "", pc.Evaluated == 0
		case interp.FallbackPart:
			return "fallback ", "", pc.Evaluated == 0
		case interp.FoundPart:
			return "found ", "", pc.Evaluated == 0
		}
		return "", "", pc.Evaluated == 0
	})
	list("decided one way only:", func(pc PartCover) (string, string, bool) {
		return "", "  decided " + pc.OneWay(), pc.Evaluated > 0 && !pc.BothWays()
	})
}

// FormatArgs prints args as ` k=v` in name order.
func FormatArgs(args map[string]string) string {
	var b strings.Builder
	for _, k := range slices.Sorted(maps.Keys(args)) {
		fmt.Fprintf(&b, " %s=%s", k, args[k])
	}
	return b.String()
}

// UnitLine describes a unit's final state.
func UnitLine(u *world.Body, units geom.Units) string {
	s := fmt.Sprintf("%-4s %-6s centre (%s, %s) facing %s", u.ID, u.Side,
		geom.FormatLength(u.Rect.Centre.X, units.Default, units), geom.FormatLength(u.Rect.Centre.Y, units.Default, units),
		geom.FormatBearing(u.Rect.Facing))
	if u.Removed {
		s += "  removed"
	}
	if flags := u.FlagList(); len(flags) > 0 {
		s += "  [" + strings.Join(flags, ", ") + "]"
	}
	return s
}

// DiceText prints a run's dice as the scenario gives them: [7, [2, 5]].
func DiceText(in interp.Input) string {
	ds := make([]interp.Die, len(in.Dice))
	for i, t := range in.Dice {
		ds[i].Total = t
		if i < len(in.Faces) {
			ds[i].Faces = in.Faces[i]
		}
	}
	return interp.DiceText(ds)
}

// Indent returns a writer that prefixes every line written through it.
func Indent(w io.Writer, prefix string) io.Writer { return indent{w, prefix} }

// indent prefixes every line written through it.
type indent struct {
	w      io.Writer
	prefix string
}

// Write implements io.Writer.
func (in indent) Write(p []byte) (int, error) {
	s := string(p)
	lines := strings.SplitAfter(s, "\n")
	for _, l := range lines {
		if l != "" {
			io.WriteString(in.w, in.prefix+l)
		}
	}
	return len(p), nil
}

// IndentText indents every line of s after the first.
func IndentText(s, prefix string) string {
	out := ""
	for i, r := range s {
		out += string(r)
		if r == '\n' && i < len(s)-1 {
			out += prefix
		}
	}
	return out
}

// Tally counts a suite's results as they come, for its closing line.
type Tally struct {
	Passed, Failed int
	// Vacuous counts the passes of scenarios with an expect of which
	// every expectation holds whatever the run does (Result.checksSomething).
	Vacuous int
	// Unchecked counts the passes of scenarios with no expect, which
	// check only that the run ends without an error.
	Unchecked int
	// Noted counts the other passes with a note of something they check
	// nothing of (a misspelt no_events event, a prop no rule reads, an
	// answer to a choice never made): with -q the note is not printed.
	Noted int
}

// Add counts one result.
func (t *Tally) Add(res *Result) {
	switch {
	case !res.Passed():
		t.Failed++
	case !res.HasExpect():
		t.Unchecked++
		t.Passed++
	case !res.checksSomething():
		t.Vacuous++
		t.Passed++
	case len(res.checksNothing()) > 0:
		t.Noted++
		t.Passed++
	default:
		t.Passed++
	}
}

// WriteTotals prints the closing line, "N passed, N failed", and how many
// of the passes checked nothing: with -q their ok lines, which say so, are
// not printed, and a suite of them would read as all green.
func (t *Tally) WriteTotals(w io.Writer) {
	fmt.Fprintf(w, "%d passed, %d failed", t.Passed, t.Failed)
	if t.Unchecked > 0 {
		verb := "have"
		if t.Unchecked == 1 {
			verb = "has"
		}
		fmt.Fprintf(w, "; %d of the %d passed %s no expect: nothing checked", t.Unchecked, t.Passed, verb)
	}
	if t.Vacuous > 0 {
		verb := "have"
		if t.Vacuous == 1 {
			verb = "has"
		}
		fmt.Fprintf(w, "; %d of the %d passed %s only expectations that check nothing (rulec test without -q shows why)", t.Vacuous, t.Passed, verb)
	}
	if t.Noted > 0 {
		verb := "have"
		if t.Noted == 1 {
			verb = "has"
		}
		fmt.Fprintf(w, "; %d of the %d passed %s a part that checks nothing (rulec test without -q shows which)", t.Noted, t.Passed, verb)
	}
	fmt.Fprintln(w)
}

// WriteTiming prints how long n scenarios took and on how many cores.
func WriteTiming(w io.Writer, n int, took time.Duration) {
	scenarios := "scenarios"
	if n == 1 {
		scenarios = "scenario"
	}
	fmt.Fprintf(w, "ran %d %s in %v on %d cores\n", n, scenarios, took.Round(time.Millisecond), runtime.GOMAXPROCS(0))
}

// checksNothing returns what of the scenario's expectations holds whatever
// the run does: the empty ones and the names no rule records or reads.
func (r *Result) checksNothing() []string {
	if r.Scenario == nil {
		return r.Notes
	}
	return append(slices.Clip(r.Scenario.Empty), r.Notes...)
}
