package main

import (
	"fmt"
	"net"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rulec-dev/rulec/playground/site"
)

// serveHelp is the long help of `rulec serve`.
const serveHelp = `
serve builds the playground (docs/play.md) and serves it on loopback: the
engine compiled to WebAssembly with the Go toolchain (so run it from a
clone of the repository, with go on PATH), the toolchain's wasm_exec.js,
the bundled rules, scenarios and rule texts, and the page from
docs/playground. Open the address it prints: pick a scenario or paste
one, edit the rules, and see the run step by step, the trace, the odds
and the coverage change.

--dir DIR writes the playground there (default: a temporary folder);
with --build-only serve writes it and stops, for any static file server:
  rulec serve --build-only --dir /tmp/pg && python3 -m http.server -d /tmp/pg
`

// serveCmd is `rulec serve`.
func (c *cli) serveCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "serve [--addr HOST:PORT] [--dir DIR] [--build-only]",
		Short: "build the playground (the engine in WebAssembly) and serve it on loopback",
		Long:  strings.TrimSpace(serveHelp),
		Args:  cobra.NoArgs,
	}
	addr := cmd.Flags().String("addr", "127.0.0.1:8131", "listen on `HOST:PORT`, a loopback address")
	dir := cmd.Flags().String("dir", "", "write the playground to `DIR` (default: a temporary folder)")
	only := cmd.Flags().Bool("build-only", false, "write the playground and stop without serving it")
	cmd.RegisterFlagCompletionFunc("dir", completeDirs)
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		return c.exit(c.serve(*addr, *dir, *only))
	}
	return cmd
}

// serve builds the playground and serves it.
func (c *cli) serve(addr, dir string, only bool) int {
	var (
		l   net.Listener
		err error
	)
	if !only {
		// A wrong address fails before the long build.
		if l, err = site.Listen(addr); err != nil {
			fmt.Fprintf(c.stderr, "rulec: %v\n", err)
			return exitUsage
		}
		defer l.Close()
	}
	wd, err := os.Getwd()
	if err == nil {
		wd, err = site.FindRoot(wd)
	}
	if err != nil {
		fmt.Fprintf(c.stderr, "rulec: %v\n", err)
		return exitUsage
	}
	if dir == "" {
		if dir, err = os.MkdirTemp("", "rulec-playground-"); err != nil {
			fmt.Fprintf(c.stderr, "rulec: %v\n", err)
			return 1
		}
	}
	fmt.Fprintf(c.stderr, "building the playground in %s (compiling the engine to WebAssembly)...\n", dir)
	info, err := site.Build(wd, dir)
	if err != nil {
		fmt.Fprintf(c.stderr, "rulec: %v\n", err)
		return 1
	}
	fmt.Fprintf(c.stdout, "playground in %s: rulec.wasm %.1f MB (%.1f MB gzipped), %d scenarios, bundle %.1f MB\n",
		dir, float64(info.WasmBytes)/1e6, float64(info.WasmGzip)/1e6, info.ScenarioFiles, float64(info.BundleBytes)/1e6)
	if only {
		return 0
	}
	fmt.Fprintf(c.stdout, "serving on http://%s/ (Ctrl+C stops)\n", l.Addr())
	err = site.Serve(l, dir)
	fmt.Fprintf(c.stderr, "rulec: %v\n", err)
	return 1
}
