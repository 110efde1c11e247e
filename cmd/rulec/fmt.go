package main

import (
	"bytes"
	"fmt"
	"os"

	"github.com/rogpeppe/go-internal/diff"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
)

// fmt implements `rulec fmt`.
func (c *cli) fmt(args []string) int {
	fs := c.flags("fmt")
	list := fs.Bool("l", false, "list files whose formatting differs")
	showDiff := fs.Bool("d", false, "print a diff of the changes instead of the formatted file")
	write := fs.Bool("w", false, "write the formatted result back to each file")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	code := 0
	for _, path := range fs.Args() {
		src, err := interp.ReadRulesFile(path)
		if err != nil {
			fmt.Fprintf(c.stderr, "rulec: %s: %v\n", path, err)
			code = 2
			continue
		}
		out, err := grammar.FormatSource(path, src)
		if err != nil {
			l, _ := asList(err)
			if l == nil {
				fmt.Fprintln(c.stderr, err)
			}
			printDiagnostics(c.stderr, l)
			code = max(code, 1)
			continue
		}
		changed := !bytes.Equal(src, out)
		switch {
		case *list:
			if changed {
				fmt.Fprintln(c.stdout, path)
			}
		case *showDiff:
			if changed {
				c.stdout.Write(diff.Diff(path+" (original)", src, path+" (formatted)", out))
			}
		case *write:
			if changed {
				if err := os.WriteFile(path, out, 0o644); err != nil {
					fmt.Fprintf(c.stderr, "rulec: %v\n", err)
					code = 2
				}
			}
		default:
			c.stdout.Write(out)
		}
	}
	return code
}
