#!/usr/bin/env bash
# suite.sh: measure `rulec test -q` on a generated suite of N scenario files
# (default 100,000): its peak resident memory and its scenarios per second
# per core (N over the CPU time, user and system, of the whole run: reading,
# parsing, building, running and checking every file). The suite is written
# by TestWriteSuite (bench/suite_test.go) into a temporary folder, removed
# afterwards.
#
#	bash bench/suite.sh [N] [REV]   # REV: measure the rulec of a commit instead
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-100000}
rev=${2:-}
[ -x /usr/bin/time ] || { echo "suite.sh: needs GNU time as /usr/bin/time (apt-get install -y time)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ -n "$rev" ]; then
	mkdir "$tmp/src"
	git archive "$rev" | tar -x -C "$tmp/src"
	(cd "$tmp/src" && go build -o "$tmp/rulec" ./cmd/rulec)
else
	go build -o "$tmp/rulec" ./cmd/rulec
fi
RULEC_SUITE_DIR="$tmp/suite" RULEC_SUITE_N=$n go test -count 1 -run '^TestWriteSuite$' ./bench/ > /dev/null
/usr/bin/time -f '%M %e %U %S' -o "$tmp/time" "$tmp/rulec" test -q "$tmp/suite" > "$tmp/out" 2>&1 || true
read -r rss wall user sys < "$tmp/time"
grep -q "^$n passed, 0 failed" "$tmp/out" || { tail -5 "$tmp/out"; echo "suite.sh: the suite did not pass" >&2; exit 1; }
awk -v n="$n" -v rss="$rss" -v wall="$wall" -v user="$user" -v sys="$sys" 'BEGIN {
	printf "%d scenarios: peak RSS %.0f MB, wall %.1f s, CPU %.1f s, %.0f scenarios/s/core\n",
		n, rss / 1024, wall, user + sys, n / (user + sys)
}'
