package lsp

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/interp"
)

// frames frames each message as the protocol does.
func frames(msgs ...string) string {
	var b strings.Builder
	for _, m := range msgs {
		fmt.Fprintf(&b, "Content-Length: %d\r\n\r\n%s", len(m), m)
	}
	return b.String()
}

// serveText runs a server on input and returns its error, output and log.
func serveText(input string) (error, string, string) {
	var out, logb bytes.Buffer
	srv := New(interp.Stdlib(), "test")
	srv.Log = &logb
	rwc := struct {
		io.Reader
		io.Writer
		io.Closer
	}{strings.NewReader(input), &out, io.NopCloser(nil)}
	err := srv.Serve(context.Background(), rwc)
	return err, out.String(), logb.String()
}

// TestFraming checks that malformed messages are answered or end the
// session with an error saying why, never silently.
func TestFraming(t *testing.T) {
	const (
		init     = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`
		shutdown = `{"jsonrpc":"2.0","id":2,"method":"shutdown"}`
		exit     = `{"jsonrpc":"2.0","method":"exit"}`
	)
	for _, tt := range []struct {
		name, input string
		err         string // "" for nil
		out         string // in the replies
	}{
		{"clean", frames(init, shutdown, exit), "", `"id":2,"result":null`},
		{"exit alone", frames(init, exit), "exit without shutdown", ""},
		{"closed before exit", frames(init), "closed before", ""},
		{"not JSON", frames(init, "{oops", shutdown, exit), "", `"code":-32700`},
		{"an array", frames(init, "[1]", shutdown, exit), "", `"code":-32600`},
		{"an object but no message", frames(init, `{"a":1}`, shutdown, exit), "", `"code":-32600`},
		{"no Content-Length", "Content-Type: x\r\n\r\n{}", "without a Content-Length", ""},
		{"length -1", "Content-Length: -1\r\n\r\n{}", "bad Content-Length", ""},
		{"length past the body", "Content-Length: 500\r\n\r\n" + init, "ended 58 bytes into a message of 500", ""},
		{"huge length", "Content-Length: 99999999999\r\n\r\n", "limit", ""},
		{"long header line", "Content-Length: 1" + strings.Repeat("0", 2*MaxHeaderLine) + "\r\n\r\n", "longer than 4096 bytes", ""},
	} {
		err, out, _ := serveText(tt.input)
		switch {
		case tt.err == "" && err != nil:
			t.Errorf("%s: %v, want nil", tt.name, err)
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%s: %v, want an error containing %q", tt.name, err, tt.err)
		}
		if !strings.Contains(out, tt.out) {
			t.Errorf("%s: replies lack %s:\n%s", tt.name, tt.out, out)
		}
	}
	if err, _, _ := serveText(frames(init, exit)); !errors.Is(err, ErrExitWithoutShutdown) {
		t.Errorf("exit alone: %v, want ErrExitWithoutShutdown", err)
	}
}
