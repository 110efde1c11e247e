// Package interp runs rules programs.
//
// The pipeline is Load (package check: parse every file and its imports,
// resolve names, type every expression against the engine's typed
// environment, lower each expression once to a closure over frame slots)
// → Run (execute a procedure
// against a world, recording a trace). The world queries and actions live
// in package engine, which sees the run through engine.Run; Stdlib and the
// Registry, Placement and Model names here are the engine's, Proc and Clause
// the checker's. The engine knows shapes, moves, dice, choices and the order
// of clauses; every rule of a game lives in .rules files.
//
// A run is a function of its dice. Input.Source lets something other than
// a scenario's fixed dice answer each roll as it is made: Explore replays a
// procedure once for every way its dice can fall, branching lazily at each
// roll and weighing each branch exactly, and Sampled throws the dice at
// random from a seed.
package interp
