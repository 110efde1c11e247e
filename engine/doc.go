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
// A query is one Go function of typed parameters, declared with QueryN
// (query.go): its name, a one-line Doc (printed by `rulec help`, saying
// what the query returns) and the function, whose first parameter is the
// *Ctx rules never write:
//
//	Query2("bearing_to", "bearing_to(u, p) returns ...",
//		func(c *Ctx, u *world.Body, p geom.Vec) (Angle, error) { ... })
//
// is called in rules as `bearing_to(unit, corner(t, "front_left"))` and
// returns an angle. Its parameters and result are Values: the Go types of
// the rules language's types (types.Type), a number declared Length, Angle
// or Number. From that one declaration come Func.Params and Result, which
// the checker, the reference and the language server read; the arguments
// arrive unboxed and checked. A list argument may be given boxed or as a
// pointer to the list (the evaluator's buffer of them, which saves a box),
// and a query whose result is a list of units also has Func.Units, giving
// it unboxed. Add it to one of the lists Stdlib gathers
// (queries, relationQueries, modelQueries, spotQueries, travelQueries,
// placementQueries, routeQueries, reachedQueries, groupQueries), document it in docs/language.md and
// regenerate docs/queries.md (CONTRIBUTING.md).
//
// # Adding an action
//
// An action is a statement such as `pivot u, to: 90`, declared with
// ActionN (action.go): its name, Doc, the names of its parameters, matched
// by position and then by name, and one Go function of typed parameters;
// an optional one is a Maybe, not Ok when left out. It changes the world
// only through Ctx.Move (or records a change made in place), so the trace
// shows the move and kept answers are dropped. Add it to actions(),
// travelActions() or groupActions() and document it in docs/language.md.
//
// The fields rules read of a unit, placement, spot or model are declared
// in Fields (fields.go).
//
// Embedders add their own queries and actions to the Registry they pass
// to the loader; Stdlib returns a fresh one each time.
package engine
