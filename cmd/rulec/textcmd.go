package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/ruletext"
	"github.com/rulec-dev/rulec/suite"
)

// textHelp follows the flags in `rulec help text`.
const textHelp = `
Each source text a rules file names (source "PATH") is split into sentences
and list items. For each, text prints the clauses whose ref quotes it
(file:line), with -suite the scenarios that ran those clauses, the reason
it is marked unencoded, or "not encoded"; then the sentence coverage per
source and overall.

Exit codes: 0 every sentence accounted for (encoded or marked unencoded),
1 some are not, or a quotation matched nowhere, 2 errors.
`

// text implements `rulec text`.
func (c *cli) text(args []string) int {
	fs := c.flags("text")
	var suites listFlag
	fs.Var(&suites, "suite", "run the scenarios in this directory or file and show which ran each sentence's clauses (repeatable)")
	out := fs.String("o", "", "write the page, text beside clauses, as self-contained HTML to `FILE`")
	asJSON := fs.Bool("json", false, "print the accounting as JSON")
	usage := fs.Usage
	fs.Usage = func() {
		usage()
		fmt.Fprint(c.stderr, textHelp)
	}
	var names []string
	for {
		if code, ok := parse(fs, args); !ok {
			return code
		}
		if fs.NArg() == 0 {
			break
		}
		names = append(names, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if len(names) == 0 {
		fs.Usage()
		return 2
	}
	book, err := ruletext.Load(names...)
	if err != nil {
		if list, ok := asList(err); ok {
			printDiagnostics(c.stderr, list)
		} else {
			fmt.Fprintf(c.stderr, "rulec: %v\n", err)
		}
		return 2
	}
	printDiagnostics(c.stderr, book.Diags)
	if len(book.Sources) == 0 {
		fmt.Fprintln(c.stderr, "rulec: no source text: name one in a rules file with source \"PATH\"")
		return 2
	}
	if len(suites) > 0 {
		files, err := suite.Collect(suites)
		if err != nil {
			fmt.Fprintf(c.stderr, "rulec: %v\n", err)
			return 2
		}
		r := suite.New(interp.Stdlib())
		r.Trace = true
		book.Exercise(r.RunAll(files, nil))
	}
	rep := book.Account(len(suites) > 0)
	if *out != "" {
		if err := os.WriteFile(*out, rep.HTML(), 0o644); err != nil {
			fmt.Fprintf(c.stderr, "rulec: %v\n", err)
			return 2
		}
	}
	if *asJSON {
		enc := json.NewEncoder(c.stdout)
		enc.SetIndent("", "  ")
		enc.Encode(rep)
	} else {
		rep.WriteText(c.stdout)
	}
	if !rep.Coverage.Accounted() || len(book.Diags) > 0 {
		return 1
	}
	return 0
}
