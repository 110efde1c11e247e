// Package ruletext ties the clauses of a ruleset to the rule text they
// encode. A rules file names its texts with `source "PATH"`; each clause's
// ref quotes the words it encodes; `unencoded "QUOTE" because "REASON"`
// marks a passage left out on purpose. The package splits each text into
// sentences and list items, finds every quotation in the text (ignoring
// case, whitespace, line breaks and typographic quotes), warns at the ref
// when a quotation matches nowhere and names the nearest passage, and
// accounts for every sentence: quoted by which clauses, exercised by which
// scenarios, left out with a reason, or not encoded. Report renders the
// accounting as text, JSON or one self-contained HTML page.
package ruletext
