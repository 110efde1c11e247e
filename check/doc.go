// Package check is the checking pass of rules programs: Load parses every
// file and its imports (package grammar), resolves every name, types every
// expression in the language's own types against the engine's queries
// (package engine) and lowers it once to Go closures that read variables
// from the slots of a call's Frame (eval.go: the one evaluator), and
// returns a Program of resolved statements (Stmt: Step, Let, Roll, ...)
// that package interp runs. A check reports every error it finds,
// positioned and sorted, and warnings such as unused constants.
//
// A def is checked and lowered once, as a function, and called in a frame
// of its own (eval.go); a named order's lines are checked once and lowered
// for each pick that follows it, its candidate and arguments read in
// place, sharing one Clause per line (orders.go).
package check
