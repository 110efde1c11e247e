package main

import (
	"fmt"
	"io"
	"os"

	"github.com/rulec-dev/rulec/internal/atomicfile"
	"github.com/rulec-dev/rulec/suite"
)

// checkedWriter is standard output that remembers its first write error,
// so a command whose output was lost (a full disk, /dev/full, a closed
// pipe) exits non-zero and says so instead of reporting success.
type checkedWriter struct {
	w   io.Writer
	err error
}

// Write implements io.Writer; after a failure it writes nothing more.
func (c *checkedWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	if err != nil {
		c.err = err
	}
	return n, err
}

// overInput returns an error if writing to out would replace one of the
// inputs: the same file by any path, a link or another spelling.
func overInput(out string, inputs ...string) error {
	o, err := os.Stat(out)
	if err != nil {
		return nil // a new file, or one the write itself will report
	}
	for _, in := range inputs {
		if i, err := os.Stat(in); err == nil && os.SameFile(o, i) {
			return fmt.Errorf("%s: -o would overwrite the input %s; choose another file", out, in)
		}
	}
	return nil
}

// escaper shows the control characters in what it writes as Go escapes
// (`\x1b`): names, sides, terrain and props come from scenario files, and
// a raw escape sequence in one would drive the terminal (clear it, retitle
// it, hide the lines after). Newlines and tabs pass through; so does
// everything else, byte for byte.
type escaper struct{ w io.Writer }

// Write implements io.Writer.
func (e escaper) Write(p []byte) (int, error) {
	clean := true
	for i := range p {
		if control(p, i) {
			clean = false
			break
		}
	}
	if clean {
		return e.w.Write(p)
	}
	out := make([]byte, 0, len(p)+16)
	for i := 0; i < len(p); i++ {
		switch {
		case control(p, i) && p[i] == 0xc2:
			out = fmt.Appendf(out, `\u%04x`, p[i+1]) // a C1 control, U+0080..U+009F
			i++
		case control(p, i):
			out = fmt.Appendf(out, `\x%02x`, p[i])
		default:
			out = append(out, p[i])
		}
	}
	if _, err := e.w.Write(out); err != nil {
		return 0, err
	}
	return len(p), nil
}

// control reports whether p[i] starts a control character a terminal
// acts on: C0 but newline and tab, DEL, or a C1 control in UTF-8.
func control(p []byte, i int) bool {
	b := p[i]
	switch {
	case b == '\n' || b == '\t':
		return false
	case b < 0x20 || b == 0x7f:
		return true
	case b == 0xc2 && i+1 < len(p) && p[i+1] >= 0x80 && p[i+1] <= 0x9f:
		return true
	}
	return false
}

// writeRunOutput writes what a command made of one run (a picture, a page)
// to out, or to standard output when out is "", never over the scenario or
// a rules file the run read, then reports a run that stopped with an error.
// It returns the command's exit code.
func (c *cli) writeRunOutput(res *suite.Result, file string, rules []string, out string, data []byte) int {
	if out == "" {
		if _, err := c.stdout.Write(data); err != nil {
			return exitUsage // run reports the write error
		}
	} else {
		inputs := append([]string{file}, rules...)
		if res.Program != nil {
			for _, f := range res.Program.Files {
				inputs = append(inputs, f.Path)
			}
		}
		if res.Scenario != nil {
			inputs = append(inputs, res.Scenario.Rules...)
		}
		err := overInput(out, inputs...)
		if err == nil {
			err = atomicfile.WriteFile(out, data, 0o644)
		}
		if err != nil {
			fmt.Fprintf(c.stderr, "rulec: %v\n", err)
			return 1
		}
	}
	if res.RunFailed() {
		fmt.Fprintf(c.stderr, "rulec: %s: the run stopped with an error:\n", res.File)
		suite.WriteError(suite.Indent(c.stderr, "    "), res.RunErr)
		return exitRunError
	}
	return 0
}
