// Package grammar is the syntax of the rulec rules language: its lexer, its
// abstract syntax tree (every node carries its start and end position), the
// parser (the grammar is participle's, in the AST's struct tags; a
// hand-written recursive-descent parser that builds the same trees does the
// work, participle the error messages), and the canonical formatter.
//
// Expressions inside clauses are kept as token runs; the checking pass in
// package check compiles them with expr against a typed environment.
package grammar
