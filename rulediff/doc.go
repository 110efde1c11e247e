// Package rulediff compares two versions of a rules file. The structural
// diff matches procedures, steps and clauses by identity and reports what
// was added, removed, changed or moved, with each item's place in both
// files; formatting and comments are not differences. The behavioural diff
// runs scenarios under both versions and reports, for each scenario whose
// outcome changed, what changed and the first decision at which the two
// runs part. Odds compares each scenario's outcome distribution, over
// every way its dice fall, under both versions. WriteText, WriteOddsText
// and RenderChanged say what was found for people, NewReport as JSON.
//
// The package knows the shapes of the language (ordered groups, priority
// orders, steps), never any ruleset: a move is reported as a change of
// meaning because of what the container is, not what the clause says.
package rulediff
