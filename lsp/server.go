package lsp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"path/filepath"
	"sync"
	"sync/atomic"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/ruletext"
	"github.com/sourcegraph/jsonrpc2"
	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"
)

// Server is one language server: the documents an editor has open and the
// engine that answers for them. It serves one connection.
type Server struct {
	eng     lang
	version string
	// Log receives a line for each malformed message (nil: none).
	Log io.Writer

	mu   sync.Mutex
	docs map[string]*document // by URI
	// roots are the workspace's folders, as the editor gave them at
	// initialize: rename searches them for the scenarios that run a
	// renamed procedure.
	roots []string
}

// New returns a server whose queries and actions come from reg. version is
// reported to the editor.
func New(reg *engine.Registry, version string) *Server {
	return &Server{eng: lang{reg: reg, texts: &ruletext.Texts{}}, version: version, docs: map[string]*document{}}
}

// ErrExitWithoutShutdown is Serve's error for an exit notification that
// came before any shutdown request: the protocol's exit code 1.
var ErrExitWithoutShutdown = errors.New("exit without shutdown: the editor did not shut the server down first")

// session is what the editor has said of the session's end.
type session struct {
	shutdown, exited atomic.Bool
}

// Serve answers the editor on rwc (stdin and stdout for `rulec lsp`) until
// the editor sends exit or closes the stream. It returns nil after
// shutdown then exit; ErrExitWithoutShutdown after an exit alone; and an
// error saying why for a stream that closed before exit or broke its
// framing (see frameStream).
func (s *Server) Serve(ctx context.Context, rwc io.ReadWriteCloser) error {
	logw := s.Log
	if logw == nil {
		logw = io.Discard
	}
	var sess session
	h := s.handler(&sess)
	stream := newFrameStream(rwc, logw)
	conn := jsonrpc2.NewConn(ctx, stream,
		jsonrpc2.HandlerWithError(func(ctx context.Context, c *jsonrpc2.Conn, r *jsonrpc2.Request) (any, error) {
			return dispatch(ctx, h, c, r, &sess)
		}), jsonrpc2.SetLogger(log.New(io.Discard, "", 0)))
	select {
	case <-conn.DisconnectNotify():
	case <-ctx.Done():
		conn.Close()
		return nil
	}
	switch {
	case sess.exited.Load() && sess.shutdown.Load():
		return nil
	case sess.exited.Load():
		return ErrExitWithoutShutdown
	case stream.readErr() != nil:
		return stream.readErr()
	}
	return errors.New("the stream closed before the editor sent exit")
}

// dispatch hands a request to glsp's protocol handler and turns its
// outcome into a JSON-RPC reply. A panic in a handler becomes an error
// reply: the editor's session outlives a bug in one answer.
func dispatch(ctx context.Context, h *protocol.Handler, c *jsonrpc2.Conn, r *jsonrpc2.Request, sess *session) (res any, err error) {
	defer func() {
		if p := recover(); p != nil {
			res, err = nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInternalError, Message: fmt.Sprintf("internal error: %v", p)}
		}
	}()
	gc := &glsp.Context{
		Method: r.Method,
		Notify: func(method string, params any) { c.Notify(ctx, method, params) },
		Call:   func(method string, params, result any) { c.Call(ctx, method, params, result) },
	}
	if r.Params != nil {
		gc.Params = json.RawMessage(*r.Params)
	}
	res, validMethod, validParams, err := h.Handle(gc)
	switch {
	case r.Method == string(protocol.MethodExit):
		sess.exited.Store(true)
		return nil, c.Close()
	case !validMethod:
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeMethodNotFound, Message: "method not supported: " + r.Method}
	case !validParams:
		msg := "invalid params"
		if err != nil {
			msg = err.Error()
		}
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: msg}
	case err != nil:
		return nil, &jsonrpc2.Error{Code: codeRequestFailed, Message: err.Error()}
	}
	return res, nil
}

// handler returns the protocol handler with the methods the server answers.
func (s *Server) handler(sess *session) *protocol.Handler {
	h := &protocol.Handler{
		Initialized:                   func(*glsp.Context, *protocol.InitializedParams) error { return nil },
		Shutdown:                      func(*glsp.Context) error { sess.shutdown.Store(true); return nil },
		Exit:                          func(*glsp.Context) error { return nil },
		SetTrace:                      func(*glsp.Context, *protocol.SetTraceParams) error { return nil },
		TextDocumentDidOpen:           s.didOpen,
		TextDocumentDidChange:         s.didChange,
		TextDocumentDidClose:          s.didClose,
		TextDocumentDidSave:           func(*glsp.Context, *protocol.DidSaveTextDocumentParams) error { return nil },
		TextDocumentHover:             s.hover,
		TextDocumentDefinition:        s.definition,
		TextDocumentReferences:        s.references,
		TextDocumentDocumentHighlight: s.highlight,
		TextDocumentRename:            s.rename,
		TextDocumentDocumentSymbol:    s.documentSymbol,
		TextDocumentCompletion:        s.completion,
		TextDocumentFormatting:        s.formatting,
	}
	h.Initialize = func(_ *glsp.Context, p *protocol.InitializeParams) (any, error) {
		s.setRoots(p)
		caps := h.CreateServerCapabilities()
		caps.CompletionProvider = &protocol.CompletionOptions{TriggerCharacters: []string{" "}}
		version := s.version
		return protocol.InitializeResult{Capabilities: caps,
			ServerInfo: &protocol.InitializeResultServerInfo{Name: "rulec", Version: &version}}, nil
	}
	return h
}

// setRoots records the workspace folders of an initialize request: its
// folders, else its root URI, else its root path.
func (s *Server) setRoots(p *protocol.InitializeParams) {
	var roots []string
	for _, f := range p.WorkspaceFolders {
		roots = append(roots, uriPath(f.URI))
	}
	if len(roots) == 0 && p.RootURI != nil && *p.RootURI != "" {
		roots = append(roots, uriPath(*p.RootURI))
	}
	if len(roots) == 0 && p.RootPath != nil && *p.RootPath != "" {
		roots = append(roots, filepath.Clean(*p.RootPath))
	}
	s.mu.Lock()
	s.roots = roots
	s.mu.Unlock()
}

// codeRequestFailed is the protocol's error code for a request that was
// understood but could not be answered, such as formatting a file that
// does not parse.
const codeRequestFailed = -32803
