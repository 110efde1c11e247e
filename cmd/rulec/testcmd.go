package main

import (
	"encoding/json"
	"fmt"
	"regexp"
	"runtime"
	"sort"
	"time"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/scenario"
	"github.com/rulec-dev/rulec/suite"
)

// test implements `rulec test`.
func (c *cli) test(args []string) int {
	fs := c.flags("test")
	rules := fs.String("rules", "", "rules files to use instead of each scenario's own, comma-separated")
	pattern := fs.String("run", "", "run only scenarios whose file or name matches this regular expression")
	verbose := fs.Bool("v", false, "print each scenario's trace too")
	asJSON := fs.Bool("json", false, "print results as JSON")
	cover := fs.Bool("cover", false, "report which rule clauses the scenarios ran, per file and overall, and list those never run")
	renderDir := fs.String("render", "", "draw each failing scenario's final world to `DIR`/<scenario file name>.svg")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	var filter *regexp.Regexp
	if *pattern != "" {
		re, err := regexp.Compile(*pattern)
		if err != nil {
			fmt.Fprintf(c.stderr, "rulec: bad -run pattern: %v\n", err)
			return 2
		}
		filter = re
	}
	files, err := suite.Collect(fs.Args())
	if err != nil {
		fmt.Fprintf(c.stderr, "rulec: %v\n", err)
		return 2
	}
	r := suite.New(interp.Stdlib())
	r.Rules = splitList(*rules)
	r.Trace = *verbose || *cover
	start := time.Now()
	results := r.RunAll(files, filter)
	pictures, err := renderFailures(results, *renderDir)
	if err != nil {
		fmt.Fprintf(c.stderr, "rulec: %v\n", err)
		return 2
	}
	if *asJSON {
		for _, res := range results {
			if p, ok := pictures[res]; ok {
				fmt.Fprintf(c.stderr, "rulec: drew %s in %s\n", res.File, p)
			}
		}
		return writeTestJSON(c, results)
	}
	passed, failed, broken := 0, 0, 0
	for _, res := range results {
		if res.Passed() {
			passed++
			fmt.Fprintf(c.stdout, "ok    %s  %s\n", res.Name, res.File)
		} else {
			failed++
			fmt.Fprintf(c.stdout, "FAIL  %s  %s\n", res.Name, res.File)
			if res.Err != nil {
				broken++
				fmt.Fprintf(c.stdout, "    %s\n", indentText(res.Err.Error(), "    "))
			}
			writeFailures(c.stdout, res.Failures)
			if p, ok := pictures[res]; ok {
				fmt.Fprintf(c.stdout, "    picture: %s\n", p)
			}
		}
		if *verbose && res.Trace != nil {
			res.Trace.Write(indent{c.stdout, "      "})
		}
	}
	if *cover {
		writeCover(c, suite.Cover(results))
	}
	fmt.Fprintf(c.stderr, "ran %d scenarios in %v on %d cores\n", len(results), time.Since(start).Round(time.Millisecond), runtime.GOMAXPROCS(0))
	fmt.Fprintf(c.stdout, "%d passed, %d failed\n", passed, failed)
	switch {
	case broken > 0:
		return 2
	case failed > 0:
		return 1
	}
	return 0
}

// testJSON is one scenario's result in --json output.
type testJSON struct {
	Name     string             `json:"name"`
	File     string             `json:"file"`
	Passed   bool               `json:"passed"`
	Error    string             `json:"error,omitempty"`
	Failures []scenario.Failure `json:"failures,omitempty"`
	Millis   float64            `json:"ms"`
}

// writeTestJSON prints all results as one JSON document.
func writeTestJSON(c *cli, results []*suite.Result) int {
	out := struct {
		Results []testJSON `json:"results"`
		Passed  int        `json:"passed"`
		Failed  int        `json:"failed"`
	}{Results: []testJSON{}}
	code := 0
	for _, r := range results {
		t := testJSON{Name: r.Name, File: r.File, Passed: r.Passed(), Failures: r.Failures, Millis: float64(r.Elapsed.Microseconds()) / 1000}
		if r.Err != nil {
			t.Error = r.Err.Error()
			code = 2
		}
		if t.Passed {
			out.Passed++
		} else {
			out.Failed++
			code = max(code, 1)
		}
		out.Results = append(out.Results, t)
	}
	enc := json.NewEncoder(c.stdout)
	enc.SetIndent("", "  ")
	enc.Encode(out)
	return code
}

// indentText indents every line after the first.
func indentText(s, prefix string) string {
	out := ""
	for i, r := range s {
		out += string(r)
		if r == '\n' && i < len(s)-1 {
			out += prefix
		}
	}
	return out
}

// sortedKeys returns a map's keys in order.
func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// writeCover prints clause coverage per file, overall, and the clauses
// never run with their positions.
func writeCover(c *cli, files []suite.FileCover) {
	total, covered := 0, 0
	fmt.Fprintln(c.stdout, "coverage:")
	for _, f := range files {
		n := f.Covered()
		total += len(f.Clauses)
		covered += n
		fmt.Fprintf(c.stdout, "  %-40s %3d of %3d clauses  %s\n", f.File, n, len(f.Clauses), suite.Percent(n, len(f.Clauses)))
	}
	fmt.Fprintf(c.stdout, "  %-40s %3d of %3d clauses  %s\n", "overall", covered, total, suite.Percent(covered, total))
	first := true
	for _, f := range files {
		for _, cc := range f.Clauses {
			if cc.Hits > 0 {
				continue
			}
			if first {
				fmt.Fprintln(c.stdout, "never run:")
				first = false
			}
			cl := cc.Clause
			text := cl.Text
			if cl.Ref != "" {
				text += "  [" + cl.Ref + "]"
			}
			fmt.Fprintf(c.stdout, "  %s:%d:%d: %s %s\n", cl.Pos.Filename, cl.Pos.Line, cl.Pos.Column, cl.Kind, text)
		}
	}
}
