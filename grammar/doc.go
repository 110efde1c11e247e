// Package grammar is the syntax of the rulec rules language: its lexer, its
// abstract syntax tree (every node carries its start and end position), the
// parser built on participle, and the canonical formatter.
//
// Expressions inside clauses are kept as token runs; the checking pass in
// package interp compiles them with expr against a typed environment.
package grammar
