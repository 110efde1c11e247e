// Package play turns a run into a step-through page: the picture of the
// table at every entry of the trace (drawn by package render, the step's
// own move bright and earlier ones faded), the decision and its clause
// beside it with the sentences of the rule text its ref quotes (package
// ruletext), the events, flags and dice so far, and the expectations'
// verdict at the end. Page writes one self-contained HTML file for one run
// or two runs side by side that step together (two versions of a rules
// file), with the first step where they part marked.
package play

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/render"
	"github.com/rulec-dev/rulec/ruletext"
	"github.com/rulec-dev/rulec/suite"
	"github.com/rulec-dev/rulec/world"
)

// Run is one run laid out for a page.
type Run struct {
	// Label names the run in a page of two: the version it ran.
	Label    string   `json:"label,omitempty"`
	Name     string   `json:"name"`
	File     string   `json:"file"`
	Caption  []string `json:"caption"`
	Pictures []string `json:"pictures"`
	Steps    []Step   `json:"steps"`
	// Quotes are, by ref, the sentences of the rule text each ref quotes.
	Quotes  map[string][]ruletext.Quote `json:"quotes"`
	Passed  bool                        `json:"passed"`
	Verdict string                      `json:"verdict"`
}

// Step is one entry of the trace with the state of the table after it.
type Step struct {
	Kind    string   `json:"kind"` // "start", an interp.Entry kind, or "end"
	Text    string   `json:"text"`
	Depth   int      `json:"depth"`
	Where   string   `json:"where,omitempty"`
	Ref     string   `json:"ref,omitempty"`
	Tried   []Tried  `json:"tried,omitempty"`
	Notes   []string `json:"notes,omitempty"`
	Picture int      `json:"picture"`
	Flags   []string `json:"flags,omitempty"`  // "A: fleeing", each unit's flags after the step
	Events  []string `json:"events,omitempty"` // the events recorded so far
	Dice    []string `json:"dice,omitempty"`   // the rolls made so far
}

// Tried is a clause tried before the one taken, which did not apply.
type Tried struct {
	Cond string `json:"cond"`
	Ref  string `json:"ref,omitempty"`
}

// Options says how big the pictures are.
type Options struct {
	// Width and Height bound each picture's map, in pixels; 0 means 620
	// by 460, room for two side by side.
	Width, Height float64
}

// Build lays out a run made with suite.Runner.Snapshots (every entry that
// changed the table carries the world after it). quotes are the rule
// text's sentences by ref (ruletext.Book.Quotes); nil shows none.
func Build(res *suite.Result, quotes map[string][]ruletext.Quote, opt Options) (*Run, error) {
	if res.Err != nil || res.World == nil || res.Scenario == nil || res.Program == nil {
		if res.Err != nil {
			return nil, res.Err
		}
		return nil, fmt.Errorf("%s: the scenario did not run", res.File)
	}
	start, err := res.Scenario.Build(res.Program.Units)
	if err != nil {
		return nil, err
	}
	if quotes == nil {
		quotes = map[string][]ruletext.Quote{}
	}
	r := &Run{Name: res.Name, File: res.File, Caption: suite.Caption(res)[:1], Quotes: map[string][]ruletext.Quote{}, Passed: res.Passed()}
	var v strings.Builder
	suite.WriteOutcome(&v, res)
	r.Verdict = strings.TrimSpace(v.String())
	base := render.Options{Start: start, Frame: res.World, Units: res.Program.Units, Width: opt.Width, Height: opt.Height}
	if base.Width <= 0 {
		base.Width, base.Height = 620, 460
	}
	draw := func(w, prior *world.World, failed string) error {
		o := base
		o.Prior, o.Failed = prior, failed
		var b bytes.Buffer
		if err := render.SVG(&b, w, o); err != nil {
			return err
		}
		r.Pictures = append(r.Pictures, b.String())
		return nil
	}
	if err := draw(start, nil, ""); err != nil {
		return nil, err
	}
	r.Steps = append(r.Steps, Step{Kind: "start", Text: "the table as the scenario sets it", Flags: flags(start), Events: events(start)})
	at, pic := start, 0
	var dice []string
	var entries []interp.Entry
	if res.Trace != nil {
		entries = res.Trace.Entries
	}
	for _, e := range entries {
		if e.World != nil && len(r.Pictures) < MaxPictures {
			if err := draw(e.World, at, ""); err != nil {
				return nil, err
			}
			pic = len(r.Pictures) - 1
		}
		if e.World != nil {
			at = e.World
		}
		if e.Kind == "roll" {
			dice = append(dice, e.Text)
		}
		s := Step{Kind: e.Kind, Text: e.Text, Depth: e.Depth, Where: e.Where, Ref: e.Ref, Notes: e.Notes, Picture: pic,
			Flags: flags(at), Events: events(at), Dice: dice[:len(dice):len(dice)]}
		for _, t := range e.Tried {
			tr := Tried{Cond: t.Cond}
			if t.Clause != nil {
				tr.Ref = t.Clause.Ref
				r.quote(quotes, tr.Ref)
			}
			s.Tried = append(s.Tried, tr)
		}
		r.quote(quotes, e.Ref)
		r.Steps = append(r.Steps, s)
	}
	failed := ""
	if res.RunErr != nil {
		failed = res.RunErr.Error()
		if ds, ok := suite.Diagnostics(res.RunErr); ok && len(ds) > 0 {
			failed = ds[0].Text()
		}
	}
	if err := draw(res.World, nil, failed); err != nil {
		return nil, err
	}
	r.Steps = append(r.Steps, Step{Kind: "end", Text: r.Verdict, Picture: len(r.Pictures) - 1,
		Flags: flags(res.World), Events: events(res.World), Dice: dice})
	return r, nil
}

// MaxPictures is the most pictures a page draws: a run that loops until
// its budget is spent would make a page of gigabytes. Past it, the steps
// show the last picture drawn until the end, which shows the table as the
// run left it.
const MaxPictures = 2000

// quote keeps the sentences a ref quotes, once.
func (r *Run) quote(quotes map[string][]ruletext.Quote, ref string) {
	if q, ok := quotes[ref]; ok && ref != "" {
		r.Quotes[ref] = q
	}
}

// flags returns each unit's flags, "A: engaged D, fleeing".
func flags(w *world.World) []string {
	var out []string
	for _, u := range w.UnitList() {
		if fl := u.FlagList(); len(fl) > 0 {
			out = append(out, u.ID+": "+strings.Join(fl, ", "))
		}
	}
	return out
}

// events returns the events recorded in w, in order.
func events(w *world.World) []string {
	out := make([]string, len(w.Events))
	for i, e := range w.Events {
		out[i] = e.String()
	}
	return out
}

// Quotes returns the sentences the refs of a run's rules quote, by ref,
// reading the rule texts the rules name with read (a version's own files,
// or the playground's), or from disk when read is nil; the rules files
// themselves come from the program.
// A ruleset without sources, or whose sources cannot be read, has none.
func Quotes(prog *interp.Program, read func(string) ([]byte, error)) map[string][]ruletext.Quote {
	if prog == nil {
		return nil
	}
	parsed := map[string]*grammar.File{}
	var paths []string
	for _, f := range prog.Files {
		parsed[f.Path] = f.AST
		paths = append(paths, f.Path)
	}
	book, err := ruletext.LoadWith(read, parsed, paths...)
	if err != nil {
		return nil
	}
	return book.Quotes()
}
