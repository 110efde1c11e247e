package rulediff

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/internal/par"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/odds"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/suite"
	"github.com/rulec-dev/rulec/world"
)

// Scenario is one scenario run under both versions.
type Scenario struct {
	File string
	Name string
	// Err says why the scenario could not be compared: it could not be
	// read or parsed.
	Err error
	// Uses is the file of the scenario's rules that the versions replace
	// (the file itself, or one its rules import), as the scenario names
	// it; "" when the scenario does not use the file and so did not run.
	Uses string
	// Old and New are the runs.
	Old, New *Run
	// Diffs lists what came out differently; none when the outcome is the
	// same.
	Diffs []Difference
	// Within lists the centres and facings that moved by no more than the
	// scenario's tolerance (and more than a thousandth of it): the same
	// answer to a player, so not differences, but the rules did something
	// else.
	Within []Difference
	// Parting is the first entry at which the traces differ; nil when the
	// runs took the same decisions.
	Parting *Parting
}

// Changed reports whether the outcome differs between the versions, or
// whether the scenario's expectations hold under one and not the other
// (an `expect.odds` can fail when the run on the scenario's own dice
// comes out the same).
func (s *Scenario) Changed() bool { return len(s.Diffs) > 0 || s.VerdictChanged() }

// Verdicts returns "ok" or "FAIL" for the scenario's expectations under
// the old and the new version; "" for a scenario that did not run.
func (s *Scenario) Verdicts() (old, new string) {
	if s.Err != nil || s.Old == nil || s.New == nil {
		return "", ""
	}
	word := func(r *Run) string {
		if r.Passed() {
			return "ok"
		}
		return "FAIL"
	}
	return word(s.Old), word(s.New)
}

// VerdictChanged reports whether the expectations held under one version
// and not under the other.
func (s *Scenario) VerdictChanged() bool {
	o, n := s.Verdicts()
	return o != n
}

// Run is a scenario run under one version.
type Run struct {
	*suite.Result
	// Display gives a file of the run its name in the diff.
	Display func(file string) string
	// Read reads a file as the run's version has it: the version's own
	// files in place, any other from disk.
	Read func(file string) ([]byte, error)
}

// Where returns a position in the diff's names.
func (r *Run) Where(p grammar.Position) string {
	if p.Filename == "" {
		return ""
	}
	return fmt.Sprintf("%s:%d:%d", r.Display(p.Filename), p.Line, p.Column)
}

// Difference is one part of the outcome that differs.
type Difference struct {
	What string `json:"what"` // "B centre", "M model 2", "events", "error"
	Old  string `json:"old"`
	New  string `json:"new"`
}

// Parting is where two traces part: the first entry that is not the same
// clause, statement or move in both. Entries are compared by kind, ref and
// text, never by position, since moving a clause moves its line.
type Parting struct {
	Index int
	// After is the last entry the traces share, nil if they part at once.
	After *interp.Entry
	// Old and New are the entries that differ; nil where a trace ended.
	Old, New *interp.Entry
}

// Behaviour runs each scenario file that uses the file old and new are
// versions of under both, in parallel on workers goroutines (default: all
// cores), and returns the comparisons in the order of files. A scenario
// uses the file when its rules list it or import it; the others are
// returned with Uses empty, not run.
func Behaviour(reg *interp.Registry, old, new *Version, files []string, workers int) []*Scenario {
	return behaviourOf(reg, old, new, files, workers, false)
}

// behaviourOf is Behaviour, keeping with snapshots the world after every
// trace entry that changed it (for step-through pages).
func behaviourOf(reg *interp.Registry, old, new *Version, files []string, workers int, snapshots bool) []*Scenario {
	b := &behaviour{reg: reg, old: old, new: new, progs: map[string]*progEntry{}, imports: map[string][]string{}, snapshots: snapshots}
	out := make([]*Scenario, len(files))
	var todo []int
	for i, f := range files {
		out[i] = b.prepare(f)
		if out[i].Uses != "" {
			todo = append(todo, i)
		}
	}
	par.Each(len(todo), workers, func(j int) { b.compare(out[todo[j]]) })
	return out
}

// behaviour holds the state of one Behaviour call.
type behaviour struct {
	reg      *interp.Registry
	old, new *Version
	imports  map[string][]string // by absolute path; filled before the runs
	// snapshots makes every run keep the world after each change.
	snapshots bool

	mu    sync.Mutex
	progs map[string]*progEntry
	scs   sync.Map // file → *scenario.Scenario
}

// progEntry compiles one version of one set of rules once.
type progEntry struct {
	once    sync.Once
	prog    *interp.Program
	err     error
	display func(string) string
	read    func(string) ([]byte, error)
}

// prepare reads a scenario and finds whether it uses the file.
func (b *behaviour) prepare(file string) *Scenario {
	s := &Scenario{File: file, Name: strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))}
	sc, err := scenario.ReadFile(file)
	if err != nil {
		s.Err = err
		return s
	}
	s.Name = sc.Name
	b.scs.Store(file, sc)
	seen := map[string]bool{}
	for _, r := range sc.Rules {
		if u := b.uses(filepath.Clean(r), seen); u != "" {
			s.Uses = u
			break
		}
	}
	return s
}

// uses returns path, or the first file it imports, that is the file the
// versions are of, or "".
func (b *behaviour) uses(path string, seen map[string]bool) string {
	abs, err := filepath.Abs(path)
	if err != nil || seen[abs] {
		return ""
	}
	seen[abs] = true
	if sameFile(abs, b.old.Path) || sameFile(abs, b.new.Path) {
		return path
	}
	imports, ok := b.imports[abs]
	if !ok {
		imports = importsOf(path)
		b.imports[abs] = imports
	}
	for _, imp := range imports {
		if u := b.uses(imp, seen); u != "" {
			return u
		}
	}
	return ""
}

// importsOf returns the files a rules file on disk imports, as the loader
// names them; none if it cannot be read or parsed.
func importsOf(path string) []string {
	src, err := interp.ReadRulesFile(path)
	if err != nil {
		return nil
	}
	f, err := grammar.Parse(path, src)
	if err != nil {
		return nil
	}
	var out []string
	for _, d := range f.Decls {
		if d, ok := d.(*grammar.Import); ok {
			out = append(out, filepath.Join(filepath.Dir(path), d.Path))
		}
	}
	return out
}

// sameFile reports whether two paths name one file: the same absolute
// path, or the same file on disk.
func sameFile(a, b string) bool {
	if a == b {
		return true
	}
	sa, err := os.Stat(a)
	if err != nil {
		return false
	}
	sb, err := os.Stat(b)
	return err == nil && os.SameFile(sa, sb)
}

// compare runs a scenario under both versions and compares the outcomes.
func (b *behaviour) compare(s *Scenario) {
	v, _ := b.scs.Load(s.File)
	sc := v.(*scenario.Scenario)
	s.Old = b.run(b.old, s, sc)
	s.New = b.run(b.new, s, sc)
	if s.Old.Err != nil && s.New.Err != nil {
		// It ran under neither version (its rules did not load, or it
		// names an event no rule records): nothing was compared, so it is
		// an error, not "same", which read as the change being safe on
		// the word of a scenario that never ran.
		s.Err = s.New.Err
		return
	}
	s.Diffs, s.Within = outcomeDiffs(s.Old, s.New)
	if suite.OddsOnly(sc) && s.Old.Err == nil && s.New.Err == nil {
		s.Diffs = append(s.Diffs, b.oddsDiffs(s, sc)...)
	}
	s.Parting = parting(s.Old.Trace, s.New.Trace)
}

// oddsDiffs compares the outcomes of a scenario checked on its odds alone
// over every way its dice fall, grouped by events and positions: it has no
// run of its own, so its world is as the scenario placed it under either
// version, and a change that moved every unit it rolls for came out
// "same" unless a probability it pins moved.
func (b *behaviour) oddsDiffs(s *Scenario, sc *scenario.Scenario) []Difference {
	os := &OddsScenario{File: s.File, Name: s.Name, Uses: s.Uses}
	opts := odds.Options{GroupBy: odds.GroupAll}
	o, oerr := b.odds(b.old, os, sc, opts)
	n, nerr := b.odds(b.new, os, sc, opts)
	if oerr != nil || nerr != nil {
		if sameError(oerr, nerr) {
			return nil
		}
		return []Difference{{"odds error", errText(oerr), errText(nerr)}}
	}
	ms := moves(o, n)
	if len(ms) == 0 {
		return nil
	}
	return []Difference{{fmt.Sprintf("odds of %q (%d of the outcomes over the dice moved; -odds lists them)", ms[0].Outcome, len(ms)),
		ms[0].OldText, ms[0].NewText}}
}

// run runs a scenario under one version.
func (b *behaviour) run(v *Version, s *Scenario, sc *scenario.Scenario) *Run {
	e := b.program(v, s.Uses, sc.Rules)
	r := suite.New(b.reg)
	r.Trace, r.Snapshots = true, b.snapshots
	if e.err != nil {
		return &Run{Result: &suite.Result{File: s.File, Name: s.Name, Scenario: sc, Err: e.err}, Display: e.display, Read: e.read}
	}
	res := r.RunProgram(s.File, sc, e.prog)
	if res.RunErr != nil {
		// the expectations quote the error as the run gave it, under the
		// path the version was loaded at: they get the diff's names too
		before := res.RunErr.Error()
		renameRunError(res.RunErr, e.display)
		if after := res.RunErr.Error(); after != before {
			for i := range res.Failures {
				res.Failures[i].Got = strings.ReplaceAll(res.Failures[i].Got, before, after)
			}
		}
	}
	return &Run{Result: res, Display: e.display, Read: e.read}
}

// renameRunError gives a run error's position and call stack the names the
// files have in the diff, so an old version's error cites `REV:path`.
func renameRunError(err error, display func(string) string) {
	var re *interp.RunError
	if !errors.As(err, &re) {
		return
	}
	re.Pos.Filename = display(re.Pos.Filename)
	for i := range re.Stack {
		re.Stack[i].Pos.Filename = display(re.Stack[i].Pos.Filename)
	}
}

// program compiles a scenario's rules with version v of the file put in
// place of target: v's files are laid out relative to target as they are
// relative to v's own file, so the file's imports come from v too.
func (b *behaviour) program(v *Version, target string, rules []string) *progEntry {
	key := v.Name + "\x00" + target + "\x00" + strings.Join(rules, "\x00")
	b.mu.Lock()
	e := b.progs[key]
	if e == nil {
		e = &progEntry{}
		b.progs[key] = e
	}
	b.mu.Unlock()
	e.once.Do(func() {
		files, names := relocate(v, target)
		e.display = func(p string) string {
			if abs, err := filepath.Abs(p); err == nil && names[abs] != "" {
				return names[abs]
			}
			return p
		}
		e.read = func(p string) ([]byte, error) {
			if abs, err := filepath.Abs(p); err == nil && files[abs] != nil {
				return files[abs], nil
			}
			return interp.ReadRulesFile(p)
		}
		e.prog, e.err = interp.LoadSources(b.reg, rules, map[string][]byte{}, e.read)
		if e.err != nil {
			e.err = renameErrs(e.err, e.display)
		}
	})
	return e
}

// relocate lays out a version's files relative to target, returning their
// contents and their names in the diff by absolute path.
func relocate(v *Version, target string) (files map[string][]byte, names map[string]string) {
	files, names = map[string][]byte{}, map[string]string{}
	at, _ := filepath.Abs(target)
	for abs, src := range v.Files {
		rel, err := filepath.Rel(filepath.Dir(v.Path), abs)
		if err != nil {
			continue
		}
		p := filepath.Join(filepath.Dir(at), rel)
		if abs == v.Path {
			p = at
		}
		files[p], names[p] = src, v.Display(abs)
	}
	return files, names
}

// renameErrs gives the positions of load errors their names in the diff.
func renameErrs(err error, display func(string) string) error {
	if list, ok := err.(grammar.ErrorList); ok {
		for _, e := range list {
			if e.Pos.Filename != "" {
				e.Pos.Filename = display(e.Pos.Filename)
			}
		}
		return list
	}
	if e, ok := err.(*grammar.Error); ok {
		e.Pos.Filename = display(e.Pos.Filename)
	}
	return err
}

// sameError reports whether two errors say the same apart from where the
// rules they cite are: a moved clause keeps its message. Errors are
// compared by their parts, never their positions: a run error by its
// message and the procedures on its stack, load errors by each message,
// hint and kind. Any other error is compared by its text.
func sameError(a, b error) bool {
	if a == nil || b == nil {
		return a == b
	}
	var ra, rb *interp.RunError
	if aok, bok := errors.As(a, &ra), errors.As(b, &rb); aok || bok {
		return aok && bok && ra.Msg == rb.Msg &&
			slices.EqualFunc(ra.Stack, rb.Stack, func(x, y diag.Frame) bool { return x.Name == y.Name })
	}
	var da, db *interp.DiceError
	if aok, bok := errors.As(a, &da), errors.As(b, &db); aok || bok {
		return aok && bok && da.Index == db.Index && da.Msg == db.Msg
	}
	la, aok := diag.AsList(a)
	lb, bok := diag.AsList(b)
	if aok || bok {
		return aok && bok && slices.EqualFunc(la, lb, func(x, y *diag.Error) bool {
			return x.Msg == y.Msg && x.Hint == y.Hint && x.Warning == y.Warning
		})
	}
	return a.Error() == b.Error()
}

// errText returns an error's text, or "none".
func errText(err error) string {
	if err == nil {
		return "none"
	}
	return err.Error()
}

// outcomeDiffs lists what differs between two runs' outcomes: errors, each
// unit's centre and each of its models' (beyond the scenario's tolerance),
// facing, removal and flags, and the events; and, apart, the centres and
// facings that moved by no more than the tolerance (within).
func outcomeDiffs(old, new *Run) (diffs, within []Difference) {
	var out []Difference
	if !sameError(old.Err, new.Err) {
		out = append(out, Difference{"error", errText(old.Err), errText(new.Err)})
	}
	if !sameError(old.RunErr, new.RunErr) {
		out = append(out, Difference{"run error", errText(old.RunErr), errText(new.RunErr)})
	}
	if old.World == nil || new.World == nil {
		return out, nil
	}
	units := old.Program.Units
	for _, ou := range old.World.UnitList() {
		nu := new.World.Get(ou.ID)
		if nu == nil {
			continue
		}
		d, w := unitDiffs(ou, nu, old.World.Tol, units)
		out, within = append(out, d...), append(within, w...)
	}
	if oe, ne := world.EventText(old.World.Events), world.EventText(new.World.Events); oe != ne {
		out = append(out, Difference{"events", oe, ne})
	}
	return out, within
}

// unitDiffs compares one unit's final state in two runs.
//
// A position or facing that moved by no more than the tolerance is the
// same answer to a player (spec/geometry.md: the tolerance is what the
// table can tell; the expectations judge by it, scenario.Beyond), so it
// is not a difference: the scenario is "same" unless its verdict changed.
// It is listed apart (within), with how far it moved, so a reader sees
// that the rules did something else (a length changed from 1in to
// 1.0005in moves every unit it moves); below a thousandth of the
// tolerance a move is floating point's (a sum added in another order) and
// is not listed.
func unitDiffs(o, n *world.Body, tol float64, u geom.Units) (diffs, within []Difference) {
	moved := func(what string, a, b geom.Vec) {
		switch d := a.Dist(b); {
		case scenario.Beyond(d, tol):
			diffs = append(diffs, Difference{what, point(a, u), point(b, u)})
		case d > tol/1000:
			k := places(d / tolUnit(u))
			within = append(within, Difference{fmt.Sprintf("%s (by %s, within the tolerance)", what, geom.FormatLengthPlaces(d, u.Default, u, k)),
				pointPlaces(a, u, k), pointPlaces(b, u, k)})
		}
	}
	moved(o.ID+" centre", o.Rect.Centre, n.Rect.Centre)
	// A model-by-model unit's Centre is the middle of the box round its
	// models: a model moved inside the box leaves it where it was.
	for i, m := range o.Models {
		if i < len(n.Models) {
			moved(fmt.Sprintf("%s model %d", o.ID, i), m, n.Models[i])
		}
	}
	switch d := math.Abs(geom.AngleDiff(o.Rect.Facing, n.Rect.Facing)); {
	case scenario.Beyond(d, scenario.FacingTolerance):
		diffs = append(diffs, Difference{o.ID + " facing", geom.FormatBearing(o.Rect.Facing), geom.FormatBearing(n.Rect.Facing)})
	case d > scenario.FacingTolerance/1000:
		k := places(d)
		within = append(within, Difference{fmt.Sprintf("%s facing (by %s degrees, within the tolerance)", o.ID, geom.FormatAnglePlaces(d, k)),
			geom.FormatBearingPlaces(o.Rect.Facing, k), geom.FormatBearingPlaces(n.Rect.Facing, k)})
	}
	if o.Removed != n.Removed {
		diffs = append(diffs, Difference{o.ID + " removed", fmt.Sprint(o.Removed), fmt.Sprint(n.Removed)})
	}
	if of, nf := o.FlagText(), n.FlagText(); of != nf {
		diffs = append(diffs, Difference{o.ID + " flags", of, nf})
	}
	return diffs, within
}

// point prints a centre in the ruleset's unit.
func point(p geom.Vec, u geom.Units) string {
	return fmt.Sprintf("(%s, %s)", geom.FormatLength(p.X, u.Default, u), geom.FormatLength(p.Y, u.Default, u))
}

// pointPlaces prints a centre in the ruleset's unit to k decimals.
func pointPlaces(p geom.Vec, u geom.Units, k int) string {
	return fmt.Sprintf("(%s, %s)", geom.FormatLengthPlaces(p.X, u.Default, u, k), geom.FormatLengthPlaces(p.Y, u.Default, u, k))
}

// tolUnit returns the millimetres of the ruleset's unit (1 for an unknown
// one, which prints in millimetres).
func tolUnit(u geom.Units) float64 {
	if k, ok := geom.UnitMM(u.Default, u); ok {
		return k
	}
	return 1
}

// places returns the decimals that show x, a positive amount under the
// 0.001 lengths print to, to two significant figures: at least 3, at most
// 12.
func places(x float64) int {
	k := 3
	for k < 12 && x < 10*math.Pow(10, -float64(k)) {
		k++
	}
	return k
}

// parting returns where two traces part, or nil if they do not.
func parting(old, new *interp.Trace) *Parting {
	var oe, ne []interp.Entry
	if old != nil {
		oe = old.Entries
	}
	if new != nil {
		ne = new.Entries
	}
	for i := 0; i < max(len(oe), len(ne)); i++ {
		if i < len(oe) && i < len(ne) && same(oe[i], ne[i]) {
			continue
		}
		p := &Parting{Index: i}
		if i > 0 {
			p.After = &oe[i-1]
		}
		if i < len(oe) {
			p.Old = &oe[i]
		}
		if i < len(ne) {
			p.New = &ne[i]
		}
		return p
	}
	return nil
}

// same reports whether two trace entries record the same clause,
// statement or move: kind, ref and text, not position.
func same(a, b interp.Entry) bool {
	return a.Kind == b.Kind && a.Ref == b.Ref && a.Text == b.Text
}
