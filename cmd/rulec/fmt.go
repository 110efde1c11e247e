package main

import (
	"bytes"
	"fmt"
	"io"

	"github.com/rogpeppe/go-internal/diff"
	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/internal/atomicfile"
	"github.com/rulec-dev/rulec/internal/textfile"
	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/suite"
	"github.com/spf13/cobra"
)

// fmtWidth is fmt's default width, the house style's.
const fmtWidth = grammar.Width

// fmtFlags are `rulec fmt`'s flags.
type fmtFlags struct {
	list, diff, write bool
	width             int
}

// fmtCmd is `rulec fmt`.
func (c *cli) fmtCmd() *cobra.Command {
	var f fmtFlags
	cmd := &cobra.Command{
		Use:   "fmt [-l|-d|-w] [--width N] [FILE|DIR|-]...",
		Short: "format rules files canonically (prints to stdout by default)",
		Long: `fmt prints rules files in their canonical layout, as gofmt does for Go. A
folder stands for the *.rules files below it, walked as check walks it:
what it passes over (a second path to a file, a link to nothing, a.rule,
a.rules.bak) is named on stderr, a "skip  PATH  why" line each, so -l's
list on stdout stays a list of files. No file, or -, formats stdin to
stdout. -w replaces a file only through a synced temporary file in the
same folder renamed over it, keeping the file's mode and owner: a failure at
any point leaves the original as it was. As with gofmt, a symbolic link is
followed and its target rewritten, and a file with hard links (or whose
owner cannot be kept) is rewritten in place after a backup copy, removed
when done. A read-only file is refused. A file that does not parse is
reported and left alone (exit 1).

fmt keeps lines to --width characters (99 by default: rules-file lines stay
under 100 characters; 0 wraps nothing) where a line break is only layout: after a comma, an opening bracket or a binary
operator (+, ==, and, or ...), and before a line that starts with ref or a
string. A statement too long for one line is written with:
  - its ref on a line of its own, 4 spaces deeper than the statement;
  - its head broken after commas, opening brackets or operators, the
    outermost first, each continuation line 4 spaces deeper;
  - a quotation (of a ref, an unencoded passage or its reason) too long
    for its line split at spaces into adjacent strings, one per line under
    the first: "Marching: A unit that Marches moves " then "up to twice
    its Move". They are joined again when read, so rulec text and the
    language server match the whole quotation.
A name or a string inside an expression is never split: such a line may
stay long.`,
		ValidArgsFunction: completeExt("rules"),
	}
	cmd.Flags().BoolVarP(&f.list, "list", "l", false, "list the files whose formatting differs")
	cmd.Flags().BoolVarP(&f.diff, "diff", "d", false, "print a diff of the changes instead of the formatted file")
	cmd.Flags().BoolVarP(&f.write, "write", "w", false, "write the formatted result back to each file")
	cmd.Flags().IntVar(&f.width, "width", fmtWidth, "the longest line wanted, in characters (0: no wrapping)")
	cmd.MarkFlagsMutuallyExclusive("list", "diff", "write")
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		if f.width < 0 {
			return usagef(cmd, "--width %d: the width cannot be negative", f.width)
		}
		return c.exit(c.fmt(args, f, atomicfile.OS{}))
	}
	return cmd
}

// fmt formats each file (or stdin); fsys is where -w writes.
func (c *cli) fmt(args []string, f fmtFlags, fsys atomicfile.FS) int {
	found, err := rulesFiles(args)
	if err != nil {
		fmt.Fprintf(c.stderr, "rulec: %v\n", err)
		return 2
	}
	// on stderr: stdout is the formatted text, the list or the diff
	textfile.WriteSkipped(c.stderr, found.Skipped)
	paths := found.Files
	if len(paths) == 0 {
		if f.write {
			fmt.Fprintln(c.stderr, "rulec: -w needs files to write back to, not stdin")
			return 2
		}
		src, err := io.ReadAll(c.stdin)
		if err != nil {
			fmt.Fprintf(c.stderr, "rulec: reading stdin: %v\n", err)
			return 2
		}
		return c.fmtOne(stdinName, src, f, fsys)
	}
	code := 0
	for _, path := range paths {
		src, err := interp.ReadRulesFile(path)
		if err != nil {
			fmt.Fprintf(c.stderr, "rulec: %s: %v\n", path, err)
			code = 2
			continue
		}
		code = max(code, c.fmtOne(path, src, f, fsys))
	}
	return code
}

// fmtOne formats one file's text.
func (c *cli) fmtOne(path string, src []byte, f fmtFlags, fsys atomicfile.FS) int {
	out, err := interp.FormatRules(path, src, f.width)
	if err != nil {
		l, ok := diag.AsList(err)
		if !ok {
			fmt.Fprintf(c.stderr, "rulec: %v\n", err)
			return 1
		}
		suite.WriteCheck(c.stderr, l, func(string) []byte { return src })
		return 1
	}
	changed := !bytes.Equal(src, out)
	switch {
	case f.list:
		if changed {
			fmt.Fprintln(c.stdout, path)
		}
	case f.diff:
		if changed {
			c.stdout.Write(diff.Diff(path+" (original)", src, path+" (formatted)", out))
		}
	case f.write:
		if changed {
			if err := atomicfile.Write(fsys, path, out, 0o644); err != nil {
				fmt.Fprintf(c.stderr, "rulec: %v\n", err)
				return 2
			}
		}
	default:
		c.raw.Write(out) // the file itself, byte for byte
	}
	return 0
}
