// Package engine holds the world queries and actions rules call: the
// geometry of bodies on a table (distances, contact, arcs, placements,
// routes) and the moves that change it. It knows no game: whatever a
// ruleset needs is a generic query, action or parameter here, and the
// rule itself lives in a .rules file.
//
// The engine talks to the run that calls it through Run (the world, the
// tolerance, a record of moves and notes), so it can be read, tested and
// embedded without the interpreter. Ctx wraps a Run for the queries and
// actions and keeps answers that hold while nothing moves.
//
// # Adding a query
//
// A query is a Func: a name, a one-line Doc (it is printed by `rulec
// help` and must say what the query returns), a Sig and an Fn. Sig is a
// typed nil function pointer whose first parameter is *Ctx, which rules
// never write; the checker types calls from it, so
//
//	Sig: new(func(*Ctx, *world.Body, float64) []*world.Body)
//
// is called in rules as `q(unit, 3in)` and returns units. Fn receives the
// arguments in order, already converted to those types. Add the Func to
// one of the lists Stdlib gathers (queries, relationQueries, modelQueries,
// spotQueries, travelQueries, placementQueries, or a new list of your own
// appended there),
// give the kinds of its numbers (length, angle) in check/dims.go, document
// it in docs/language.md and regenerate docs/queries.md (CONTRIBUTING.md).
//
// # Adding an action
//
// An action is an Action: a statement such as `pivot u, to: 90`. Params
// are matched by position, then by name; Optional ones arrive as nil when
// left out. Run changes the world only through Ctx.Move (or records a
// change made in place), so the trace shows the move and kept answers are
// dropped. Add it to actions() or travelActions() and document it in
// docs/language.md.
//
// Embedders add their own queries and actions to the Registry they pass
// to the loader; Stdlib returns a fresh one each time.
package engine
