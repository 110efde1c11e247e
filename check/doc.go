// Package check is the checking pass of rules programs: Load parses every
// file and its imports (package grammar), resolves every name, types every
// expression against the engine's queries (package engine) and lowers it
// once to a Go closure that reads variables from the slots of a call's
// Frame (lower.go says why closures and not expr's VM), and returns a Program of resolved statements (Stmt: Step, Let,
// Roll, ...) that package interp runs. A check reports every error it
// finds, positioned and sorted, and warnings such as unused constants.
//
// Defs and named orders are written out where they are used: a def's value
// into each expression that calls it (defs.go), an order's lines into each
// pick that follows it, sharing one Clause per line (orders.go).
package check
