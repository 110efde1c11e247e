#!/usr/bin/env bash
# assault_same.sh: check that a change kept the assault's answers byte for
# byte: `rulec test -v tests/assault` and `rulec run --json --explain` of
# the 625 cases of bench/assault_cases.py (the diff campaign's draws, the
# bench's 5 to 50 v 50 and twenty of them jittered), by a base commit's
# binary and the working tree's, both reading the working tree's suites and
# one copy of its rules/assault.rules (so only the code differs). A few
# minutes on two cores.
#
#	bash bench/assault_same.sh [BASE]   # BASE defaults to main
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:-main}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/base"
git archive "$base" | tar -x -C "$tmp/base"
(cd "$tmp/base" && go build -o "$tmp/rulec-base" ./cmd/rulec)
go build -o "$tmp/rulec-new" ./cmd/rulec
cp rules/assault.rules "$tmp/assault.rules"
python3 bench/assault_cases.py "$tmp/cases" "$tmp/assault.rules"
for side in base new; do
	mkdir "$tmp/out-$side"
	"$tmp/rulec-$side" test -v tests/assault 2>&1 | grep -v '^ran [0-9]* scenarios in ' > "$tmp/out-$side/suite.txt" || true
	ls "$tmp"/cases/*.yaml | xargs -P2 -I{} sh -c 'f={}; b=$(basename "$f" .yaml); "$1" run --json --explain "$f" > "$2/$b.json" 2>&1; echo "exit $?" >> "$2/$b.json"' _ "$tmp/rulec-$side" "$tmp/out-$side"
done
if ! diff -r "$tmp/out-base" "$tmp/out-new"; then
	echo "assault_same.sh: the answers differ from $base" >&2
	exit 1
fi
echo "assault_same.sh: rulec test -v tests/assault and the 625 cases' run --json --explain are byte for byte the same as $base"
