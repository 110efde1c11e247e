// Package check is the checking pass of rules programs: Load parses every
// file and its imports (package grammar), resolves every name, types every
// expression against the engine's queries (package engine) and compiles it
// once, and returns a Program of resolved statements (Stmt: Step, Let,
// Roll, ...) that package interp runs. A check reports every error it
// finds, positioned and sorted, and warnings such as unused constants.
package check
