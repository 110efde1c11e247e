package main

import (
	"context"
	"fmt"
	"io"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/lsp"
)

// lsp implements `rulec lsp`: the language server on stdin and stdout.
func (c *cli) lsp(args []string) int {
	fs := c.flags("lsp")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return 2
	}
	stdio := struct {
		io.Reader
		io.Writer
		io.Closer
	}{c.stdin, c.stdout, io.NopCloser(nil)}
	if err := lsp.New(interp.Stdlib(), "").Serve(context.Background(), stdio); err != nil {
		fmt.Fprintf(c.stderr, "rulec: %v\n", err)
		return 1
	}
	return 0
}
