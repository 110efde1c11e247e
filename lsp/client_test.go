package lsp

import (
	"context"
	"encoding/json"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rulec-dev/rulec/interp"
	"github.com/sourcegraph/jsonrpc2"
	protocol "github.com/tliron/glsp/protocol_3_16"
)

// client drives a Server over an in-memory pipe, as an editor would.
type client struct {
	t     *testing.T
	conn  *jsonrpc2.Conn
	diags chan protocol.PublishDiagnosticsParams
	done  chan struct{}
}

// startClient starts a server and a client connected to it, and
// initializes the session.
func startClient(t *testing.T) *client {
	t.Helper()
	return startClientWith(t, protocol.InitializeParams{})
}

// startClientWith starts a server and a client as startClient does, with
// the given initialize request (a workspace's folders).
func startClientWith(t *testing.T, init protocol.InitializeParams) *client {
	t.Helper()
	a, b := net.Pipe()
	c := &client{t: t, diags: make(chan protocol.PublishDiagnosticsParams, 64), done: make(chan struct{})}
	go func() {
		New(interp.Stdlib(), "test").Serve(context.Background(), a)
		close(c.done)
	}()
	c.conn = jsonrpc2.NewConn(context.Background(), jsonrpc2.NewBufferedStream(b, jsonrpc2.VSCodeObjectCodec{}),
		jsonrpc2.HandlerWithError(func(_ context.Context, _ *jsonrpc2.Conn, r *jsonrpc2.Request) (any, error) {
			if r.Method == string(protocol.ServerTextDocumentPublishDiagnostics) && r.Params != nil {
				var p protocol.PublishDiagnosticsParams
				if err := json.Unmarshal(*r.Params, &p); err != nil {
					t.Errorf("bad diagnostics: %v", err)
				}
				c.diags <- p
			}
			return nil, nil
		}))
	t.Cleanup(func() { c.conn.Close() })
	var res protocol.InitializeResult
	c.call("initialize", init, &res)
	c.notify("initialized", protocol.InitializedParams{})
	return c
}

// call sends a request and decodes its result.
func (c *client) call(method string, params, result any) {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := c.conn.Call(ctx, method, params, result); err != nil {
		c.t.Fatalf("%s: %v", method, err)
	}
}

// callErr sends a request that should fail and returns its error.
func (c *client) callErr(method string, params any) error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var res json.RawMessage
	return c.conn.Call(ctx, method, params, &res)
}

// notify sends a notification.
func (c *client) notify(method string, params any) {
	c.t.Helper()
	if err := c.conn.Notify(context.Background(), method, params); err != nil {
		c.t.Fatalf("%s: %v", method, err)
	}
}

// nextDiags waits for the diagnostics of uri.
func (c *client) nextDiags(uri string) []protocol.Diagnostic {
	c.t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case p := <-c.diags:
			if p.URI == uri {
				return p.Diagnostics
			}
		case <-timeout:
			c.t.Fatalf("no diagnostics for %s", uri)
		}
	}
}

// open opens a document with the given text and returns its diagnostics.
func (c *client) open(path, lang, text string) (string, []protocol.Diagnostic) {
	c.t.Helper()
	uri := pathURI(path)
	c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{
		URI: uri, LanguageID: lang, Version: 1, Text: text}})
	return uri, c.nextDiags(uri)
}

// shutdown ends the session and checks that the server stops.
func (c *client) shutdown() {
	c.t.Helper()
	var res json.RawMessage
	c.call("shutdown", nil, &res)
	c.conn.Notify(context.Background(), "exit", nil)
	select {
	case <-c.done:
	case <-time.After(10 * time.Second):
		c.t.Fatal("the server did not stop after exit")
	}
}

// bundled returns the absolute path and text of a bundled rules file.
func bundled(t testing.TB, name string) (string, string) {
	t.Helper()
	path, err := filepath.Abs(filepath.Join("..", "rules", name))
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, string(b)
}

// find returns the protocol position of the n-th (from 0) occurrence of
// needle in text, plus delta bytes; the text must be ASCII up to there.
func find(t *testing.T, text, needle string, n, delta int) protocol.Position {
	t.Helper()
	off := -1
	for i := 0; i <= n; i++ {
		j := strings.Index(text[off+1:], needle)
		if j < 0 {
			t.Fatalf("%q: occurrence %d not found", needle, n)
		}
		off += 1 + j
	}
	return newText([]byte(text)).position(off + delta)
}

// errorsOf returns the messages of the error diagnostics.
func errorsOf(ds []protocol.Diagnostic) []string {
	var out []string
	for _, d := range ds {
		if d.Severity != nil && *d.Severity == protocol.DiagnosticSeverityError {
			out = append(out, d.Message)
		}
	}
	return out
}
