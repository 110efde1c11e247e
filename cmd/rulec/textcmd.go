package main

import (
	"errors"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/internal/atomicfile"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/ruletext"
	"github.com/rulec-dev/rulec/suite"
)

// textHelp is the long help of `rulec text`.
const textHelp = `
text splits each source text a rules file names (source "PATH") into
sentences and list items. For each it prints the clauses whose ref quotes
it (file:line), with --suite the scenarios that ran those clauses, the
reason it is marked unencoded, or "not encoded"; then the sentence
coverage per source and overall. With -o it also writes one
self-contained HTML page: the text on the left, shaded by state, the
clauses on the right; select a sentence to see its clauses and scenarios,
a clause to see its sentences.

The rules files are checked first, as rulec check does: one with an error
(an expression that does not parse or check among them, in the file or a
file it imports) is reported at its place and nothing is accounted for.

Exit codes: 0 every sentence accounted for (encoded or marked unencoded)
and every quotation found, 1 otherwise, 2 errors (in the rules files too).
`

// textCmd is `rulec text`.
func (c *cli) textCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:               "text [-o FILE.html] [--json] [--suite DIR]... RULES...",
		Short:             "show the rule text beside its clauses: each sentence encoded, exercised, unencoded with a reason, or not",
		Long:              strings.TrimSpace(textHelp),
		Args:              cobra.MinimumNArgs(1),
		ValidArgsFunction: completeExt("rules"),
	}
	suites := cmd.Flags().StringArray("suite", nil, "run the scenarios in this `DIR` or file and show which ran each sentence's clauses (repeatable)")
	out := cmd.Flags().StringP("output", "o", "", "write the page, text beside clauses, as self-contained HTML to `FILE`")
	asJSON := cmd.Flags().Bool("json", false, "print the accounting as JSON")
	cmd.RegisterFlagCompletionFunc("suite", completeExt("yaml", "yml"))
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		return c.exit(c.text(args, *suites, *out, *asJSON))
	}
	return cmd
}

// text accounts for every sentence of the rules files' sources.
func (c *cli) text(names, suites []string, out string, asJSON bool) int {
	// The files are checked first, as rulec check checks them: the
	// accounting reads only their statements and refs, so a file whose
	// expressions do not parse or check (move unit, forward: 1in +) was
	// "every sentence accounted for", exit 0. The trees checked are the
	// ones accounted for.
	for _, name := range names {
		if err := notScenario(name); err != nil {
			return c.fail("text", asJSON, err)
		}
	}
	parsed := map[string]*grammar.File{}
	var errs diag.ErrorList
	for _, group := range checkGroups(names) {
		prog, err := interp.Load(interp.Stdlib(), group...)
		if err != nil {
			list, ok := diag.AsList(err)
			if !ok {
				// a file that cannot be read, named as check names it
				list = diag.ErrorList{unreadableError(group[0], err)}
			}
			errs = append(errs, list.Errors()...)
			continue
		}
		for _, f := range prog.Files {
			parsed[f.Path] = f.AST
		}
	}
	if len(errs) > 0 {
		return c.fail("text", asJSON, suite.Unique(errs))
	}
	book, err := ruletext.LoadParsed(parsed, names...)
	if err != nil {
		return c.fail("text", asJSON, err)
	}
	if !asJSON {
		suite.WriteCheck(c.stderr, book.Diags, suite.ReadSource(nil))
	}
	if len(book.Sources) == 0 {
		return c.fail("text", asJSON, errors.New(`no source text: name one in a rules file with source "PATH"`))
	}
	var found suite.Found
	if len(suites) > 0 {
		found, err = suite.CollectFound(suites)
		if err != nil {
			return c.fail("text", asJSON, err)
		}
		if !asJSON {
			suite.WriteSkipped(c.stdout, found)
		}
		r := suite.New(interp.Stdlib())
		r.Trace = true
		book.Exercise(r.RunAll(found.Files, nil))
	}
	rep := book.Account(len(suites) > 0)
	rep.Skipped = found.SkippedReports()
	if out != "" {
		inputs := append(slices.Clone(names), book.Files...)
		for _, s := range book.Sources {
			inputs = append(inputs, s.Path)
		}
		if err := overInput(out, inputs...); err != nil {
			return c.fail("text", asJSON, err)
		}
		if err := atomicfile.WriteFile(out, rep.HTML(), 0o644); err != nil {
			return c.fail("text", asJSON, err)
		}
	}
	if asJSON {
		writeJSON(c.stdout, rep)
	} else {
		rep.WriteText(c.stdout)
	}
	if !rep.Coverage.Accounted() || len(book.Diags) > 0 {
		return 1
	}
	return 0
}
