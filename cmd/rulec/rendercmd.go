package main

import (
	"fmt"

	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/render"
	"github.com/rulec-dev/rulec/suite"
	"github.com/spf13/cobra"
)

// renderCmd is `rulec render`.
func (c *cli) renderCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "render [--rules PATH[,PATH]] [--arcs] [--links LENGTH] [-o FILE.svg] SCENARIO",
		Short: "run one scenario and draw it as an SVG: start dashed, paths, end solid",
		Long: `render runs one scenario and draws its world as an SVG picture the way the
rulebooks' figures do (docs/render.md): where each unit started (dashed),
its path, where it ended (solid), terrain, and a legend. A run that stops
with an error is still drawn, marked as failed (exit 3).`,
		Args:              cobra.ExactArgs(1),
		ValidArgsFunction: completeExt("yaml", "yml"),
	}
	rules := cmd.Flags().StringSlice("rules", nil, "rules `PATH`s to use instead of the scenario's own, comma-separated")
	arcs := cmd.Flags().Bool("arcs", false, "draw each unit's arc lines from the corners of its Unit Boundary")
	out := cmd.Flags().StringP("output", "o", "", "write the SVG to `FILE` instead of stdout")
	links := cmd.Flags().String("links", "", "join the models of each unit standing within `LENGTH` of each other (coherency), and ring those within it of a model in contact")
	cmd.RegisterFlagCompletionFunc("rules", completeExt("rules"))
	cmd.RegisterFlagCompletionFunc("output", completeExt("svg"))
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		opt := render.Options{Arcs: *arcs}
		if *links != "" {
			mm, err := geom.ParseLength(*links, geom.Units{Default: "in"})
			if err != nil {
				return usagef(cmd, "--links: %v", err)
			}
			opt.Links = mm
		}
		return c.exit(c.render(args[0], splitList(*rules), *out, opt))
	}
	return cmd
}

// render runs one scenario and draws it.
func (c *cli) render(file string, rules []string, out string, opt render.Options) int {
	r := suite.New(interp.Stdlib())
	r.Rules = rules
	res := r.RunFile(file)
	if res.World == nil {
		suite.WriteError(c.stderr, res.Err)
		return 2
	}
	svg, err := suite.Picture(res, opt)
	if err != nil {
		fmt.Fprintf(c.stderr, "rulec: %v\n", err)
		return 1
	}
	return c.writeRunOutput(res, file, rules, out, svg)
}
