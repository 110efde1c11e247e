// Package playground runs the engine on files held in memory, for the
// playground page: the engine compiled to WebAssembly runs in a browser,
// with no file system, on the bundled rules, scenarios and rule texts
// (Bundle) and the rules the user edited. Run checks the rules, runs the
// scenario, and returns what the page shows: the checker's errors with
// their positions, the step-through page of package play, the trace, the
// odds and the coverage of the rules by the scenario's folder. The package
// is plain Go, tested on the host; cmd/playground wires it to JavaScript
// and Build compiles it and writes the page's files.
package playground

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"time"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/odds"
	"github.com/rulec-dev/rulec/play"
	"github.com/rulec-dev/rulec/report"
	"github.com/rulec-dev/rulec/ruletext"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/suite"
)

// Bundle holds files by slash path relative to the repository, as rulec
// names them when run in a clone: rules/flee.rules, tests/t9a/..., and
// the rule texts beside the repository, ../shared/seeds/..., where the
// rules' relative source paths find them.
type Bundle map[string]string

// Request is one press of the page's run button.
type Request struct {
	// Path is where the scenario lives, so its rules paths resolve; Text
	// is its text as the page has it (edited or pasted).
	Path string `json:"path"`
	Text string `json:"text"`
	// Edits are rules files as the page has them, by path; they replace
	// the bundle's.
	Edits map[string]string `json:"edits,omitempty"`
	// Odds asks for the probability of each outcome; Folder for the other
	// scenarios of the scenario's folder to run too, for coverage.
	Odds   bool `json:"odds,omitempty"`
	Folder bool `json:"folder,omitempty"`
}

// Response is what the page shows after a run.
type Response struct {
	// Diagnostics are the checker's (and the run's) errors and warnings
	// with their positions, for the page to put beside the lines.
	Diagnostics []report.Diagnostic `json:"diagnostics"`
	// Rules are the rules files the scenario's program loads, the
	// scenario's own first.
	Rules   []string `json:"rules"`
	Page    string   `json:"page,omitempty"` // the step-through page (package play)
	Trace   string   `json:"trace,omitempty"`
	Verdict string   `json:"verdict"`
	Passed  bool     `json:"passed"`
	Odds    string   `json:"odds,omitempty"`
	Cover   string   `json:"cover,omitempty"`
	// Folder says how the folder's scenarios fared under these rules.
	Folder string `json:"folder,omitempty"`
	// RunMS is how long loading, running and laying out the scenario
	// took, in milliseconds; OddsMS and FolderMS the odds and the folder.
	RunMS    float64 `json:"run_ms"`
	OddsMS   float64 `json:"odds_ms,omitempty"`
	FolderMS float64 `json:"folder_ms,omitempty"`
}

// Scenarios returns the bundle's scenario files, sorted.
func (b Bundle) Scenarios() []string {
	var out []string
	for p := range b {
		if strings.HasSuffix(p, ".yaml") || strings.HasSuffix(p, ".yml") {
			out = append(out, p)
		}
	}
	sort.Strings(out)
	return out
}

// reader returns a function reading files from the bundle with edits laid
// over it, failing as a missing file does.
func (b Bundle) reader(edits map[string]string) func(string) ([]byte, error) {
	return func(p string) ([]byte, error) {
		p = path.Clean(strings.ReplaceAll(p, `\`, "/"))
		if s, ok := edits[p]; ok {
			return []byte(s), nil
		}
		if s, ok := b[p]; ok {
			return []byte(s), nil
		}
		return nil, fmt.Errorf("open %s: %w", p, fs.ErrNotExist)
	}
}

// Engine runs requests on a bundle. It keeps each set of rules it compiled,
// with the sentences their refs quote, while the edits stay the same, so
// picking another scenario of a ruleset or running a folder compiles the
// ruleset once; an edit starts afresh.
type Engine struct {
	Bundle Bundle
	reg    *interp.Registry
	edits  string               // the edits the programs were compiled with
	progs  map[string]*compiled // by the rules files' paths
}

// compiled is one set of rules compiled, or why not.
type compiled struct {
	prog   *interp.Program
	err    error
	quotes map[string][]ruletext.Quote // nil until asked for
}

// NewEngine returns an engine for b.
func NewEngine(b Bundle) *Engine {
	return &Engine{Bundle: b, reg: interp.Stdlib(), progs: map[string]*compiled{}}
}

// Run runs one scenario as the request has it, on a new engine.
func Run(b Bundle, req Request) *Response { return NewEngine(b).Run(req) }

// program compiles rules as read gives them, or returns them compiled.
func (e *Engine) program(rules []string, read func(string) ([]byte, error)) *compiled {
	key := strings.Join(rules, "\x00")
	c := e.progs[key]
	if c == nil {
		c = &compiled{}
		c.prog, c.err = interp.LoadSources(e.reg, rules, map[string][]byte{}, read)
		e.progs[key] = c
	}
	return c
}

// quotesFrom returns the sentences the refs of compiled rules quote,
// reading the rule texts with read the first time.
func (c *compiled) quotesFrom(read func(string) ([]byte, error)) map[string][]ruletext.Quote {
	if c.quotes == nil {
		c.quotes = play.Quotes(c.prog, read)
	}
	return c.quotes
}

// editsKey returns the edits as one string, the same for the same edits.
func editsKey(edits map[string]string) string {
	keys := make([]string, 0, len(edits))
	for k := range edits {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		b.WriteString(k + "\x00" + edits[k] + "\x00")
	}
	return b.String()
}

// Run runs one scenario as the request has it.
func (e *Engine) Run(req Request) *Response {
	out := &Response{Diagnostics: []report.Diagnostic{}}
	start := time.Now()
	if k := editsKey(req.Edits); k != e.edits {
		e.edits, e.progs = k, map[string]*compiled{}
	}
	read := e.Bundle.reader(req.Edits)
	sc, c, err := e.load(read, req.Path, []byte(req.Text))
	var prog *interp.Program
	if c != nil {
		prog = c.prog
	}
	if prog != nil {
		for _, f := range prog.Files {
			out.Rules = append(out.Rules, f.Path)
		}
		// Imports are loaded first; the scenario's own file goes first.
		for i, j := 0, len(out.Rules)-1; i < j; i, j = i+1, j-1 {
			out.Rules[i], out.Rules[j] = out.Rules[j], out.Rules[i]
		}
		if len(prog.Warnings) > 0 {
			out.Diagnostics = append(out.Diagnostics, diagnostics(prog.Warnings)...)
		}
	} else if sc != nil {
		out.Rules = sc.Rules
	}
	if err != nil {
		out.Diagnostics = append(out.Diagnostics, diagnostics(err)...)
		out.Verdict = "error:\n" + err.Error()
		out.RunMS = ms(time.Since(start))
		return out
	}
	r := suite.New(e.reg)
	r.Snapshots = true
	res := r.RunProgram(req.Path, sc, prog)
	if res.RunErr != nil {
		out.Diagnostics = append(out.Diagnostics, diagnostics(res.RunErr)...)
	}
	var v strings.Builder
	suite.WriteOutcome(&v, res)
	out.Verdict, out.Passed = strings.TrimSpace(v.String()), res.Passed()
	if res.World != nil && res.Err == nil {
		var t strings.Builder
		suite.WriteRun(&t, res)
		out.Trace = t.String()
		if run, err := play.Build(res, c.quotesFrom(read), play.Options{}); err == nil {
			if page, err := play.Page(res.Name, []*play.Run{run}, play.NoPart); err == nil {
				out.Page = string(page)
			}
		}
	}
	out.RunMS = ms(time.Since(start))
	if req.Odds {
		t := time.Now()
		out.Odds = oddsText(r, res, sc, prog)
		out.OddsMS = ms(time.Since(t))
	}
	if req.Folder {
		t := time.Now()
		out.Folder, out.Cover = e.folder(read, req, res)
		out.FolderMS = ms(time.Since(t))
	}
	return out
}

// load parses a scenario and compiles its rules from read; the compiled
// rules come back even when they do not compile (their error is err).
func (e *Engine) load(read func(string) ([]byte, error), file string, text []byte) (*scenario.Scenario, *compiled, error) {
	sc, err := scenario.Parse(file, text)
	if err != nil {
		return nil, nil, err
	}
	if len(sc.Rules) == 0 {
		return sc, nil, fmt.Errorf("%s: no rules: give the scenario a rules: list", file)
	}
	c := e.program(sc.Rules, read)
	if c.err != nil {
		return sc, nil, c.err
	}
	return sc, c, nil
}

// oddsText finds and prints the probability of each outcome.
func oddsText(r *suite.Runner, res *suite.Result, sc *scenario.Scenario, prog *interp.Program) string {
	o, err := r.Odds(sc, prog, odds.Options{})
	if err != nil {
		return "odds: " + err.Error()
	}
	var b strings.Builder
	suite.WriteOdds(&b, &suite.Result{File: res.File, Name: res.Name, Scenario: sc, Program: prog, Odds: o})
	return b.String()
}

// folder runs every scenario of the request's folder (the request's own as
// the page has it) and returns how they fared and the coverage of their
// rules files.
func (e *Engine) folder(read func(string) ([]byte, error), req Request, own *suite.Result) (summary, cover string) {
	b := e.Bundle
	dir := path.Dir(req.Path)
	results := []*suite.Result{own}
	passed, failed := 0, 0
	if own.Passed() {
		passed++
	} else {
		failed++
	}
	r := suite.New(e.reg)
	r.Trace = true
	for _, p := range b.Scenarios() {
		if path.Dir(p) != dir || p == req.Path {
			continue
		}
		sc, err := scenario.Parse(p, []byte(b[p]))
		if err != nil || len(sc.Rules) == 0 {
			failed++
			continue
		}
		prog := e.program(sc.Rules, read).prog
		if prog == nil {
			failed++
			continue
		}
		res := r.RunProgram(p, sc, prog)
		if res.Passed() {
			passed++
		} else {
			failed++
		}
		results = append(results, res)
	}
	var c strings.Builder
	suite.WriteCover(&c, suite.Cover(results))
	return fmt.Sprintf("%s: %d passed, %d failed", dir, passed, failed), c.String()
}

// diagnostics returns an error's positioned messages, or one without a
// place.
func diagnostics(err error) []report.Diagnostic {
	if err == nil {
		return nil
	}
	if ds, ok := suite.Diagnostics(err); ok && len(ds) > 0 {
		return ds
	}
	var list interface{ Unwrap() []error }
	if errors.As(err, &list) {
		var out []report.Diagnostic
		for _, e := range list.Unwrap() {
			out = append(out, diagnostics(e)...)
		}
		return out
	}
	return []report.Diagnostic{{Severity: "error", Message: err.Error()}}
}

// ms returns d in milliseconds.
func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
