package main

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// TestLSPCommand speaks the protocol to `rulec lsp` on its standard input
// and checks the framed replies on its standard output.
func TestLSPCommand(t *testing.T) {
	var in bytes.Buffer
	for _, msg := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`,
		`{"jsonrpc":"2.0","method":"initialized","params":{}}`,
		`{"jsonrpc":"2.0","id":2,"method":"shutdown"}`,
		`{"jsonrpc":"2.0","method":"exit"}`,
	} {
		fmt.Fprintf(&in, "Content-Length: %d\r\n\r\n%s", len(msg), msg)
	}
	var out, errs bytes.Buffer
	if code := run([]string{"lsp"}, &in, &out, &errs); code != 0 {
		t.Fatalf("exit code %d, stderr %q", code, errs.String())
	}
	got := out.String()
	for _, want := range []string{`"id":1,"result":{"capabilities":{`, `"hoverProvider":true`,
		`"definitionProvider":true`, `"documentFormattingProvider":true`, `"id":2,"result":null`} {
		if !strings.Contains(got, want) {
			t.Errorf("stdout lacks %s:\n%s", want, got)
		}
	}
	if !strings.HasPrefix(got, "Content-Length: ") {
		t.Errorf("stdout is not framed: %q", got)
	}
}
