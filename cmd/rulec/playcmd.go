package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/play"
	"github.com/rulec-dev/rulec/suite"
)

// playHelp is the long help of `rulec play`.
const playHelp = `
play runs one scenario and writes a step-through page of the run
(docs/play.md): one self-contained HTML file that loads nothing else. It
shows the table at every entry of the trace as rulec render draws it (the
step's own move bright, earlier ones faded), the decision and its clause
with the sentence of the rule text its ref quotes, the events, flags and
dice so far, and at the end the expectations' verdict. Step with the
buttons, the slider or the arrow keys (Home and End jump to the start and
the end); click a clause to see its sentence, a trace line to go to it.

Without -o the page goes to stdout. Exit codes: 0 the page was written,
2 the scenario or its rules could not be loaded, 3 the run stopped with an
error its scenario did not expect (the page is still written and shows
it).
`

// playCmd is `rulec play`.
func (c *cli) playCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:               "play [--rules PATH[,PATH]] [-o FILE.html] SCENARIO",
		Short:             "run one scenario and write a step-through HTML page: the table at every step beside its clause and sentence",
		Long:              strings.TrimSpace(playHelp),
		Args:              cobra.ExactArgs(1),
		ValidArgsFunction: completeExt("yaml", "yml"),
	}
	rules := cmd.Flags().StringSlice("rules", nil, "rules `PATH`s to use instead of the scenario's own, comma-separated")
	out := cmd.Flags().StringP("output", "o", "", "write the page to `FILE` instead of stdout")
	cmd.RegisterFlagCompletionFunc("rules", completeExt("rules"))
	cmd.RegisterFlagCompletionFunc("output", completeExt("html"))
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		return c.exit(c.play(args[0], splitList(*rules), *out))
	}
	return cmd
}

// play runs one scenario and writes its page.
func (c *cli) play(file string, rules []string, out string) int {
	r := suite.New(interp.Stdlib())
	r.Rules, r.Snapshots = rules, true
	res := r.RunFile(file)
	run, err := play.Build(res, play.Quotes(res.Program, nil), play.Options{})
	if err != nil {
		suite.WriteError(c.stderr, err)
		return exitUsage
	}
	page, err := play.Page(res.Name, []*play.Run{run}, play.NoPart)
	if err != nil {
		fmt.Fprintf(c.stderr, "rulec: %v\n", err)
		return 1
	}
	return c.writeRunOutput(res, file, rules, out, page)
}
