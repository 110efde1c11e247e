package main

import (
	"context"
	"io"

	"github.com/spf13/cobra"

	"github.com/rulec-dev/rulec/interp"
	"github.com/rulec-dev/rulec/lsp"
)

// lspCmd is `rulec lsp`.
func (c *cli) lspCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "lsp",
		Short: "serve the language server protocol on stdin and stdout, for editors (docs/editors.md)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			stdio := struct {
				io.Reader
				io.Writer
				io.Closer
			}{c.stdin, c.stdout, io.NopCloser(nil)}
			if err := lsp.New(interp.Stdlib(), version()).Serve(context.Background(), stdio); err != nil {
				return err
			}
			return nil
		},
	}
}
