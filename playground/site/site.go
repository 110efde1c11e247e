// Package site builds and serves the playground page: it compiles the
// engine to WebAssembly with the Go toolchain (cmd/playground, GOOS=js
// GOARCH=wasm), copies the toolchain's own wasm_exec.js beside it (the
// glue must match the compiler that built the binary, so it is copied at
// build time, never committed), bundles the rules, scenarios and rule texts
// into bundle.json, and copies the page itself (docs/playground). Only Go
// is needed. Serve answers on loopback with a plain file server.
package site

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/playground"
)

// Static are the page's own files, committed under docs/playground.
var Static = []string{"index.html", "playground.js", "playground.css"}

// Info is what Build made.
type Info struct {
	Dir               string
	WasmBytes         int // rulec.wasm
	WasmGzip          int // rulec.wasm compressed by gzip at its best
	BundleFiles       int
	BundleBytes       int
	ScenarioFiles     int
	WasmExec, GoBuild string // where wasm_exec.js came from; the go command used
}

// Build writes the playground into out from the module at root: the page
// (root/docs/playground), rulec.wasm, wasm_exec.js and bundle.json.
func Build(root, out string) (*Info, error) {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return nil, err
	}
	info := &Info{Dir: out}
	for _, name := range Static {
		b, err := os.ReadFile(filepath.Join(root, "docs", "playground", name))
		if err != nil {
			return nil, fmt.Errorf("the page: %w (run from a clone of the rulec repository)", err)
		}
		if err := os.WriteFile(filepath.Join(out, name), b, 0o644); err != nil {
			return nil, err
		}
	}
	goCmd, goroot, err := toolchain()
	if err != nil {
		return nil, err
	}
	info.GoBuild = goCmd
	wasm := filepath.Join(out, "rulec.wasm")
	cmd := exec.Command(goCmd, "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, "./cmd/playground")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("compiling the engine to WebAssembly: %v\n%s", err, msg)
	}
	bin, err := os.ReadFile(wasm)
	if err != nil {
		return nil, err
	}
	info.WasmBytes, info.WasmGzip = len(bin), gzipSize(bin)
	if info.WasmExec, err = copyWasmExec(goroot, filepath.Join(out, "wasm_exec.js")); err != nil {
		return nil, err
	}
	b, err := Gather(root)
	if err != nil {
		return nil, err
	}
	data, err := json.Marshal(b)
	if err != nil {
		return nil, err
	}
	info.BundleFiles, info.BundleBytes, info.ScenarioFiles = len(b), len(data), len(b.Scenarios())
	return info, os.WriteFile(filepath.Join(out, "bundle.json"), data, 0o644)
}

// toolchain returns the go command and its GOROOT.
func toolchain() (goCmd, goroot string, err error) {
	goCmd, err = exec.LookPath("go")
	if err != nil {
		return "", "", errors.New("the playground is compiled with the Go toolchain: no go command on PATH")
	}
	b, err := exec.Command(goCmd, "env", "GOROOT").Output()
	if err != nil {
		return "", "", fmt.Errorf("go env GOROOT: %v", err)
	}
	return goCmd, strings.TrimSpace(string(b)), nil
}

// copyWasmExec copies the toolchain's wasm_exec.js: lib/wasm since Go
// 1.24, misc/wasm before.
func copyWasmExec(goroot, to string) (string, error) {
	for _, dir := range []string{"lib/wasm", "misc/wasm"} {
		from := filepath.Join(goroot, filepath.FromSlash(dir), "wasm_exec.js")
		b, err := os.ReadFile(from)
		if err == nil {
			return from, os.WriteFile(to, b, 0o644)
		}
	}
	return "", fmt.Errorf("no wasm_exec.js in %s/lib/wasm or %s/misc/wasm", goroot, goroot)
}

// gzipSize returns the size of b compressed by gzip at its best, as a
// server would send it.
func gzipSize(b []byte) int {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	w.Write(b)
	w.Close()
	return buf.Len()
}

// Gather bundles the module's rules and scenarios (rules/, tests/ but not
// tests/bad, whose files are broken on purpose) by their paths in the
// repository, and the rule texts their source declarations name, at the
// same place relative to them (../shared/seeds/... for the bundled ones).
func Gather(root string) (playground.Bundle, error) {
	b := playground.Bundle{}
	var rules []string
	for _, top := range []string{"rules", "tests"} {
		err := filepath.WalkDir(filepath.Join(root, top), func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(root, p)
			rel = filepath.ToSlash(rel)
			switch {
			case d.IsDir() && rel == "tests/bad":
				return filepath.SkipDir
			case d.IsDir():
				return nil
			}
			switch path.Ext(rel) {
			case ".rules":
				rules = append(rules, p)
			case ".yaml", ".yml":
			default:
				return nil
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			b[rel] = string(data)
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	for _, p := range rules {
		f, err := grammar.Parse(p, []byte(b[virtual(root, p)]))
		if err != nil {
			continue // the checker reports it when the file is run
		}
		for _, d := range f.Decls {
			if s, ok := d.(*grammar.Source); ok {
				src := filepath.Join(filepath.Dir(p), filepath.FromSlash(s.Path))
				if data, err := os.ReadFile(src); err == nil {
					b[virtual(root, src)] = string(data)
				}
			}
		}
	}
	return b, nil
}

// virtual returns where a file of the module, or beside it, is in the
// bundle.
func virtual(root, p string) string {
	rel, err := filepath.Rel(root, p)
	if err != nil {
		return p
	}
	return path.Clean(filepath.ToSlash(rel))
}

// Listen listens on addr, which must be a loopback address: the
// playground is for the person at the machine.
func Listen(addr string) (net.Listener, error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, err
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return nil, fmt.Errorf("serve listens on loopback only (127.0.0.1, ::1 or localhost), not %q", host)
	}
	return net.Listen("tcp", addr)
}

// FindRoot returns the folder of the rulec module holding dir or one of
// its parents: the playground is built from the repository's sources.
func FindRoot(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	for d := abs; ; d = filepath.Dir(d) {
		if b, err := os.ReadFile(filepath.Join(d, "go.mod")); err == nil && strings.HasPrefix(string(b), "module github.com/rulec-dev/rulec\n") {
			return d, nil
		}
		if filepath.Dir(d) == d {
			return "", fmt.Errorf("%s is not in a clone of the rulec repository: the playground is built from its sources", dir)
		}
	}
}
