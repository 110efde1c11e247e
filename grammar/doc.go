// Package grammar is the syntax of the rulec rules language: its lexer, its
// abstract syntax tree (every node carries its start and end position), the
// parser (participle's, from the AST's struct tags; statements and
// declarations are interfaces, printed in the EBNF as participle.Union
// would, whose node types are each parsed by participle once the first word
// has named the type; each has its own methods for walking, heads, refs and
// printing), and the canonical formatter.
//
// Expressions inside clauses are kept as token runs; the checking pass in
// package check compiles them with expr against a typed environment.
package grammar
