package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/render"
	"github.com/rulec-dev/rulec/suite"
)

// render implements `rulec render`.
func (c *cli) render(args []string) int {
	fs := c.flags("render")
	rules := fs.String("rules", "", "rules files to use instead of the scenario's own, comma-separated")
	arcs := fs.Bool("arcs", false, "draw each unit's arc lines from the corners of its Unit Boundary")
	out := fs.String("o", "", "write the SVG to `FILE` instead of stdout")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return 2
	}
	r := suite.New(interp.Stdlib())
	r.Rules = splitList(*rules)
	res := r.RunFile(fs.Arg(0))
	if res.World == nil {
		fmt.Fprintln(c.stderr, res.Err)
		return 2
	}
	svg, err := picture(res, render.Options{Arcs: *arcs})
	if err != nil {
		fmt.Fprintf(c.stderr, "rulec: %v\n", err)
		return 1
	}
	if *out == "" {
		_, err = c.stdout.Write(svg)
	} else {
		err = os.WriteFile(*out, svg, 0o644)
	}
	if err != nil {
		fmt.Fprintf(c.stderr, "rulec: %v\n", err)
		return 1
	}
	if res.RunErr != nil {
		fmt.Fprintf(c.stderr, "rulec: %s: the run stopped with an error: %v\n", res.File, res.RunErr)
		return 1
	}
	return 0
}

// picture draws a run's final world, titled with the scenario's name, with
// the world as the scenario built it as the start (the only record of
// where each model of a model-by-model unit began).
func picture(res *suite.Result, opt render.Options) ([]byte, error) {
	if opt.Title == "" {
		opt.Title = res.Name
	}
	if res.Scenario != nil && res.Program != nil {
		if start, err := res.Scenario.Build(res.Program.Units); err == nil {
			opt.Start = start
		}
	}
	var b bytes.Buffer
	err := render.SVG(&b, res.World, opt)
	return b.Bytes(), err
}

// renderFailures draws each failing scenario that got as far as a world
// into dir, as the scenario file's base name with .svg, and returns where
// each was written. Two failing files of one name get -2, -3, ... so
// neither is lost. With dir empty it draws nothing.
func renderFailures(results []*suite.Result, dir string) (map[*suite.Result]string, error) {
	out := map[*suite.Result]string{}
	if dir == "" {
		return out, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	used := map[string]bool{}
	for _, res := range results {
		if res.Passed() || res.World == nil {
			continue
		}
		base := strings.TrimSuffix(filepath.Base(res.File), filepath.Ext(res.File))
		name := base + ".svg"
		for n := 2; used[name]; n++ {
			name = fmt.Sprintf("%s-%d.svg", base, n)
		}
		used[name] = true
		svg, err := picture(res, render.Options{})
		if err != nil {
			return nil, err
		}
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, svg, 0o644); err != nil {
			return nil, err
		}
		out[res] = path
	}
	return out, nil
}
