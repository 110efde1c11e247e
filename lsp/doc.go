// Package lsp is rulec's language server: it puts the checker's errors, the
// engine's documentation of queries and actions, the rule text a clause
// cites, and navigation between procedures, constants and steps where an
// editor's cursor is. The protocol types and dispatch come from glsp and the
// JSON-RPC transport from sourcegraph/jsonrpc2; this package only answers.
//
// Everything it knows of the language goes through a few adapter functions
// in engine.go. What a name names it reads from the checker's table of
// names (check.Info, kept per document in a view), never resolving a name
// itself; the rest reads documents, positions and bindings.
package lsp
