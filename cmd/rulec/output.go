package main

import (
	"fmt"
	"io"
	"os"
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
