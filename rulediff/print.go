package rulediff

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/odds"
	"github.com/rulec-dev/rulec/play"
	"github.com/rulec-dev/rulec/render"
	"github.com/rulec-dev/rulec/suite"
	"github.com/rulec-dev/rulec/world"
)

// The text rulec diff prints for people; NewReport is the same as JSON.

// WriteText prints the differences: when the suites ran (ran), first the
// scenarios whose expectations' verdict changed, then the structural
// changes, then each scenario whose outcome changed, with the picture
// drawn of it and its step-through page (pictures and pages, by scenario
// file), then the summary.
func WriteText(w io.Writer, old, new *Version, changes []Change, results []*Scenario, sum Summary, ran bool, pictures, pages map[string]string) {
	fmt.Fprintf(w, "diff %s → %s\n", old.Name, new.Name)
	if ran {
		writeVerdicts(w, results, sum)
	}
	if len(changes) == 0 {
		fmt.Fprintln(w, "\nstructure: no differences")
	} else {
		fmt.Fprintf(w, "\nstructure: %s\n", plural(len(changes), "change"))
	}
	for _, ch := range changes {
		writeChange(w, ch)
	}
	if !ran {
		return
	}
	fmt.Fprintln(w, "\nbehaviour:")
	for _, r := range results {
		switch {
		case r.Err != nil:
			fmt.Fprintf(w, "  error    %s  %s\n      %s\n", r.Name, r.File, suite.IndentText(r.Err.Error(), "      "))
		case r.Status() == "same" && len(r.Within) > 0:
			fmt.Fprintf(w, "  same     %s  %s  (moved within the tolerance: the same answer to a player)\n", r.Name, r.File)
			writeDiffs(w, r.Within)
		case r.Changed():
			writeScenario(w, r)
			if p := pictures[r.File]; p != "" {
				fmt.Fprintf(w, "      picture: %s\n", p)
			}
			if p := pages[r.File]; p != "" {
				fmt.Fprintf(w, "      page: %s\n", p)
			}
		}
	}
	switch {
	case sum.Ran() == 0 && sum.Errors == 0:
		fmt.Fprintf(w, "  no scenario of the suites uses %s: none ran\n", old.Name)
	case sum.Changed == 0 && sum.Errors == 0:
		fmt.Fprintln(w, "  no scenario's outcome changed")
	}
	if n := unreached(changes); n > 0 {
		fmt.Fprintf(w, "  %d of %s ran in no scenario (marked above): the suites say nothing of %s\n",
			n, plural(len(changes), "change"), map[bool]string{true: "it", false: "them"}[n == 1])
	}
	fmt.Fprintf(w, "\n%s: %d unaffected, %d same", plural(sum.Scenarios, "scenario"), sum.Unaffected, sum.Same)
	switch {
	case sum.Rerouted > 0 && sum.Within > 0:
		fmt.Fprintf(w, " (%d by other decisions, %d within the tolerance)", sum.Rerouted, sum.Within)
	case sum.Rerouted > 0:
		fmt.Fprintf(w, " (%d by other decisions)", sum.Rerouted)
	case sum.Within > 0:
		fmt.Fprintf(w, " (%d within the tolerance)", sum.Within)
	}
	fmt.Fprintf(w, ", %d changed", sum.Changed)
	if sum.Errors > 0 {
		fmt.Fprintf(w, ", %s", plural(sum.Errors, "error"))
	}
	fmt.Fprintf(w, "; expectations %d ok → FAIL, %d FAIL → ok", sum.NowFailing, sum.NowPassing)
	fmt.Fprintf(w, "  (%v)\n", time.Duration(sum.Millis*float64(time.Millisecond)).Round(time.Millisecond))
}

// writeVerdicts prints, before anything else, each scenario whose
// expectations held under one version and not the other, with the
// failures under the version where they fail.
func writeVerdicts(w io.Writer, results []*Scenario, sum Summary) {
	if sum.Ran() == 0 {
		fmt.Fprintln(w, "\nexpectations: no scenario ran")
		return
	}
	if sum.NowFailing+sum.NowPassing == 0 {
		fmt.Fprintln(w, "\nexpectations: no scenario's verdict changed")
		return
	}
	fmt.Fprintf(w, "\nexpectations: %d ok → FAIL, %d FAIL → ok\n", sum.NowFailing, sum.NowPassing)
	for _, r := range results {
		if !r.VerdictChanged() {
			continue
		}
		o, n := r.Verdicts()
		fmt.Fprintf(w, "  %s → %s  %s  %s\n", o, n, r.Name, r.File)
		failed := r.New
		if n == "ok" {
			failed = r.Old
		}
		var b bytes.Buffer
		if failed.Err != nil {
			fmt.Fprintf(&b, "    %s\n", suite.IndentText(failed.Err.Error(), "    "))
		}
		suite.WriteFailures(&b, failed.Failures)
		suite.Indent(w, "    ").Write(b.Bytes())
	}
}

// writeChange prints one structural change.
func writeChange(w io.Writer, ch Change) {
	fmt.Fprintf(w, "  %s: %s\n", ch.Kind, ch.What)
	fmt.Fprintf(w, "      %s → %s\n", Where(ch.Old), Where(ch.New))
	if ch.In != "" {
		fmt.Fprintf(w, "      in %s\n", ch.In)
	}
	if ch.OldText != "" || ch.NewText != "" {
		fmt.Fprintf(w, "      old: %s\n      new: %s\n", ch.OldText, ch.NewText)
	}
	if ch.Note != "" {
		fmt.Fprintf(w, "      %s\n", ch.Note)
	}
	switch {
	case ch.Undecided != "":
		fmt.Fprintf(w, "      no scenario decided it: every run of %s came out the same under both orders\n", ch.Undecided)
	case ch.DiceFixed:
		fmt.Fprintln(w, "      no scenario put it to the test: every run that reached it rolled the dice its scenario gives, alike under both (expect.odds or -odds runs every way they fall)")
	case ch.Unevaluated != "":
		fmt.Fprintf(w, "      no scenario evaluated it: every run of the suites skipped %s, the part holding the change\n", ch.Unevaluated)
	case ch.Unreached:
		fmt.Fprintln(w, "      no scenario ran it: no run of the suites reached the clause that holds it")
	}
}

// writeScenario prints what changed in one scenario: the outcome, the
// expectations' verdicts, and where the decisions part.
func writeScenario(w io.Writer, r *Scenario) {
	fmt.Fprintf(w, "  changed  %s  %s\n", r.Name, r.File)
	writeDiffs(w, r.Diffs)
	writeDiffs(w, r.Within)
	fmt.Fprintf(w, "      expectations: %s\n", verdict(r))
	// A changed verdict's failures are listed at the top already.
	if !r.New.Passed() && !r.VerdictChanged() {
		var b bytes.Buffer
		if r.New.Err != nil {
			fmt.Fprintf(&b, "    %s\n", suite.IndentText(r.New.Err.Error(), "    "))
		}
		suite.WriteFailures(&b, r.New.Failures)
		suite.Indent(w, "    ").Write(b.Bytes())
	}
	if p := r.Parting; p != nil {
		if p.After != nil {
			fmt.Fprintf(w, "      decisions part after %s  (%s)\n", p.After.Text, r.Old.Where(p.After.Pos))
		} else {
			fmt.Fprintln(w, "      decisions part at the start")
		}
		fmt.Fprintf(w, "        old: %s\n", entryLine(r.Old, p.Old))
		fmt.Fprintf(w, "        new: %s\n", entryLine(r.New, p.New))
	}
}

// writeDiffs prints the differences of one scenario's outcome.
func writeDiffs(w io.Writer, diffs []Difference) {
	for _, d := range diffs {
		if strings.Contains(d.Old+d.New, "\n") {
			fmt.Fprintf(w, "      %s:\n        old: %s\n        new: %s\n", d.What, suite.IndentText(untab(d.Old), "             "), suite.IndentText(untab(d.New), "             "))
			continue
		}
		fmt.Fprintf(w, "      %s: old %s, new %s\n", d.What, d.Old, d.New)
	}
}

// verdict says whether the expectations held under each version.
func verdict(r *Scenario) string {
	o, n := r.Verdicts()
	if o == n {
		return o + " under both"
	}
	return "was " + o + ", now " + n
}

// entryLine prints a trace entry with its ref and position, or says the
// trace ended.
func entryLine(run *Run, e *interp.Entry) string {
	if e == nil {
		return "(the run ends here)"
	}
	s := e.Text
	if e.Ref != "" {
		s += "  [" + e.Ref + "]"
	}
	if wh := run.Where(e.Pos); wh != "" {
		s += "  (" + wh + ")"
	}
	return s
}

// plural returns "1 change" or "N changes".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// untab replaces the tabs that indent an error's call stack.
func untab(s string) string { return strings.ReplaceAll(s, "\t", "  ") }

// WriteOddsText prints how each scenario's outcome distribution moves.
func WriteOddsText(w io.Writer, results []*OddsScenario, g odds.Group) {
	fmt.Fprintf(w, "\nodds (grouped by %s):\n", g)
	count := map[string]int{}
	for _, s := range results {
		count[s.Status()]++
		switch s.Status() {
		case "error":
			fmt.Fprintf(w, "  error    %s  %s\n      %s\n", s.Name, s.File, suite.IndentText(s.ErrText(), "      "))
		case "moved":
			fmt.Fprintf(w, "  moved    %s  %s\n", s.Name, s.File)
			for _, m := range s.Moves {
				fmt.Fprintf(w, "      %s: %s → %s  (%s → %s)\n", m.Outcome, suite.Share(m.Old), suite.Share(m.New), m.OldText, m.NewText)
			}
		}
	}
	if count["moved"] == 0 && count["error"] == 0 {
		fmt.Fprintln(w, "  no scenario's odds moved")
	}
	fmt.Fprintf(w, "\n%s: %d unaffected, %d same odds, %d moved", plural(len(results), "scenario"), count["unaffected"], count["same"], count["moved"])
	if count["error"] > 0 {
		fmt.Fprintf(w, ", %s", plural(count["error"], "error"))
	}
	fmt.Fprintln(w)
}

// RenderChanged writes DIR/NAME.svg, old beside new, for each scenario
// whose outcome changed, NAME being the scenario file's, and returns the
// pictures' paths by scenario file.
func RenderChanged(dir string, old, new *Version, results []*Scenario) (map[string]string, error) {
	return eachChanged(dir, ".svg", results, func(path string, r *Scenario) error {
		return renderPair(path, old, new, r)
	})
}

// eachChanged calls write with DIR/NAME+ext for each scenario whose outcome
// changed and whose runs both ended with a world, NAME being the scenario
// file's (numbered when two files share it), and returns the paths written
// by scenario file.
func eachChanged(dir, ext string, results []*Scenario, write func(path string, r *Scenario) error) (map[string]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	out := map[string]string{}
	taken := map[string]bool{}
	for _, r := range results {
		if r.Err != nil || !r.Changed() || r.Old.World == nil || r.New.World == nil {
			continue
		}
		base := strings.TrimSuffix(filepath.Base(r.File), filepath.Ext(r.File))
		name := base
		for n := 2; taken[name]; n++ {
			name = fmt.Sprintf("%s-%d", base, n)
		}
		taken[name] = true
		path := filepath.Join(dir, name+ext)
		if err := write(path, r); err != nil {
			return nil, err
		}
		out[r.File] = path
	}
	return out, nil
}

// renderPair writes one scenario's outcomes side by side.
func renderPair(path string, old, new *Version, r *Scenario) error {
	opt := render.Options{Title: r.Name, Units: r.Old.Program.Units, Focus: involved(r), Differs: differing(r)}
	if start, err := r.Old.Scenario.Build(r.Old.Program.Units); err == nil {
		opt.Start = start
	}
	// The run is the same under both; the flags are each version's own.
	opt.Caption = suite.Caption(r.Old.Result)[:1]
	var b bytes.Buffer
	if err := render.SideBySide(&b, r.Old.World, r.New.World, "old: "+old.Name+suite.FlagsText(r.Old.World), "new: "+new.Name+suite.FlagsText(r.New.World), opt); err != nil {
		return fmt.Errorf("%s: %v", r.File, err)
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}

// involved returns the units whose outcome differs between the versions
// and those named by an event only one version recorded, so the
// side-by-side picture is cropped to them.
func involved(r *Scenario) []string {
	out := differing(r)
	seen := map[string]bool{}
	for _, id := range out {
		seen[id] = true
	}
	for _, w := range [2][2]*world.World{{r.Old.World, r.New.World}, {r.New.World, r.Old.World}} {
		for _, i := range world.EventsOnlyIn(w[0].Events, w[1].Events) {
			for _, a := range w[0].Events[i].Args {
				if u := r.Old.World.Get(a); u != nil && u.Kind == world.KindUnit && !seen[a] {
					seen[a] = true
					out = append(out, a)
				}
			}
		}
	}
	return out
}

// differing returns the units whose own outcome (centre, facing, removal,
// flags) differs between the versions, which the picture rings.
func differing(r *Scenario) []string {
	var out []string
	seen := map[string]bool{}
	for _, d := range r.Diffs {
		id, _, _ := strings.Cut(d.What, " ")
		if !seen[id] && r.Old.World.Get(id) != nil {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// PlayChanged writes DIR/NAME.html, a step-through page of the old run
// beside the new stepping together with the first step where their traces
// part marked, for each scenario whose outcome changed, and returns the
// pages' paths by scenario file. The runs must have kept their snapshots
// (Options.PlayDir does that).
func PlayChanged(dir string, old, new *Version, results []*Scenario) (map[string]string, error) {
	return eachChanged(dir, ".html", results, func(path string, r *Scenario) error {
		var runs []*play.Run
		for _, v := range []struct {
			run   *Run
			label string
		}{{r.Old, "old: " + old.Name}, {r.New, "new: " + new.Name}} {
			pr, err := play.Build(v.run.Result, play.Quotes(v.run.Program, v.run.Read), play.Options{})
			if err != nil {
				return fmt.Errorf("%s: %v", r.File, err)
			}
			pr.Label = v.label
			runs = append(runs, pr)
		}
		part := play.NoPart
		if r.Parting != nil {
			part = play.PartStep(r.Parting.Index)
		}
		page, err := play.Page(r.Name, runs, part)
		if err != nil {
			return err
		}
		return os.WriteFile(path, page, 0o644)
	})
}

// unreached counts the changes no scenario's run reached.
func unreached(changes []Change) int {
	n := 0
	for _, ch := range changes {
		if ch.Unreached {
			n++
		}
	}
	return n
}
