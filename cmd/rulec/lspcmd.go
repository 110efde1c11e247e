package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/lsp"
)

// lspHelp is the long help of `rulec lsp`.
const lspHelp = `
lsp speaks the Language Server Protocol on stdin and stdout; an editor
starts it (docs/editors.md sets up VS Code, Neovim and Helix). For .rules
files it gives the checker's errors and warnings as you type, hover with
the signature and doc of queries and actions, a declaration's ref and a
clause's ref (with the sentence it quotes where a source is declared), go
to definition and references across imports, the outline, completion and
formatting; for scenario YAML files, every mistake rulec test refuses them
for before their run (against their rules: when they name them).
`

// lspCmd is `rulec lsp`.
func (c *cli) lspCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "lsp",
		Short: "serve the language server protocol on stdin and stdout, for editors (docs/editors.md)",
		Long:  strings.TrimSpace(lspHelp),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			stdio := struct {
				io.Reader
				io.Writer
				io.Closer
			}{c.stdin, c.raw, io.NopCloser(nil)}
			srv := lsp.New(interp.Stdlib(), version())
			srv.Log = c.stderr
			if err := srv.Serve(context.Background(), stdio); err != nil {
				fmt.Fprintf(c.stderr, "rulec: lsp: %v\n", err)
				return exitCode(exitFailed) // the protocol's exit code
			}
			return nil
		},
	}
}
