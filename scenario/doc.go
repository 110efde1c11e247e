// Package scenario reads scenario files: one situation on the table, one
// procedure to run on it, and what must come out (see
// shared/spec/scenario-format.md). Parse checks a file's shape and reports
// every mistake at its file:line:col; Build resolves its lengths in a
// ruleset's units into a world.World; Check compares a run's outcome with
// the scenario's expectations.
package scenario
