#!/usr/bin/env bash
# same.sh: check that a change kept rulec's behaviour byte for byte: run the
# bundled suites with `rulec test -v tests` (every scenario's trace, result
# and error text) and `rulec test --cover tests` (which clauses and parts
# ran) on a base commit and on the working tree, and diff the two. With
# FULL=1, also `rulec run --explain` and `rulec run --json` of every
# scenario under tests/ (a few minutes). Only the lines giving the wall
# time of a run are left out.
#
#	bash bench/same.sh [BASE]   # BASE defaults to main
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:-main}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/base"
git archive "$base" | tar -x -C "$tmp/base"
(cd "$tmp/base" && go build -o "$tmp/rulec-base" ./cmd/rulec)
go build -o "$tmp/rulec-new" ./cmd/rulec
# Both binaries run on the working tree's suites and rules, so only the code differs.
norm() {
	"$1" test -v tests 2>&1 | grep -v '^ran [0-9]* scenarios in ' || true
	"$1" test --cover tests 2>&1 | grep -v '^ran [0-9]* scenarios in ' || true
	if [ "${FULL:-}" = 1 ]; then
		find tests -name '*.yaml' | sort | while read -r s; do
			echo "== $s"
			"$1" run --explain "$s" 2>&1 || echo "exit $?"
			"$1" run --json --explain "$s" 2>&1 || echo "exit $?"
		done
	fi
}
norm "$tmp/rulec-base" > "$tmp/base.txt"
norm "$tmp/rulec-new" > "$tmp/new.txt"
if ! diff -u "$tmp/base.txt" "$tmp/new.txt"; then
	echo "same.sh: the outputs differ from $base" >&2
	exit 1
fi
echo "same.sh: rulec test -v and --cover${FULL:+, run --explain and --json} are byte for byte the same as $base ($(wc -l < "$tmp/new.txt") lines)"
