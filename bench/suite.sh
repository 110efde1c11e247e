#!/usr/bin/env bash
# suite.sh: measure `rulec test -q` on a generated suite of N scenario files
# (default 100,000): its peak resident memory and its scenarios per second
# per core (N over the CPU time, user and system, of the whole run: reading,
# parsing, building, running and checking every file). The suite is written
# once by TestWriteSuite (bench/suite_test.go) into a temporary folder,
# removed afterwards, and run by the rulec of each source TREE given (the
# working tree when none is), each with its own rules/.
#
#	bash bench/suite.sh [-n N] [TREE...]
#
# It prints one line per tree, in order.
set -euo pipefail
cd "$(dirname "$0")/.."
n=100000
if [ "${1:-}" = -n ]; then
	n=$2
	shift 2
fi
[ $# -gt 0 ] || set -- "$(pwd)"
[ -x /usr/bin/time ] || { echo "suite.sh: needs GNU time as /usr/bin/time (apt-get install -y time)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
RULEC_SUITE_DIR="$tmp/suite" RULEC_SUITE_N=$n go test -count 1 -run '^TestWriteSuite$' ./bench/ > /dev/null
for tree in "$@"; do
	(cd "$tree" && go build -o "$tmp/rulec" ./cmd/rulec)
	# The scenarios name ../../rules/pursuit.rules: the tree's own rules.
	ln -sfn "$(cd "$tree" && pwd)/rules" "$tmp/rules"
	/usr/bin/time -f '%M %e %U %S' -o "$tmp/time" "$tmp/rulec" test -q "$tmp/suite" > "$tmp/out" 2>&1 || true
	grep -q "^$n passed, 0 failed" "$tmp/out" || { tail -5 "$tmp/out"; echo "suite.sh: the suite did not pass in $tree" >&2; exit 1; }
	read -r rss wall user sys < "$tmp/time"
	awk -v n="$n" -v rss="$rss" -v wall="$wall" -v user="$user" -v sys="$sys" 'BEGIN {
		printf "%d scenarios: peak RSS %.0f MB, wall %.1f s, CPU %.1f s, %.0f scenarios/s/core\n",
			n, rss / 1024, wall, user + sys, n / (user + sys)
	}'
done
