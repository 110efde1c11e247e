#!/usr/bin/env bash
# assault.sh: the 40k-style assault's benchmarks (bench/assault_test.go,
# 5 v 5 to 50 v 50) on several commits, in turns, for docs/perf/notes.md:
#
#	bash bench/assault.sh NAME=REV ...   # REV a commit, or . for the working tree
#
# Each REV is built from its own tree (its own rules/assault.rules, as
# the rules change with the engine) and every benchmark runs on one core
# (-cpu 1), COUNT rounds (default 6), each round every REV in turn, so
# the load of the shared machine falls on all alike; benchstat compares
# CPU time per run (cpu-ns/op: user and system time of the process,
# collector included), allocations and bytes. The raw results are left
# in docs/perf/assault-NAME.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
count=${COUNT:-6}
[ $# -gt 0 ] || { echo "usage: bash bench/assault.sh NAME=REV ..." >&2; exit 2; }
# The sizes and the iterations of each: about a second a round in all.
sizes=("5v5 200x" "10v10 200x" "20v20 20x" "30v30 10x" "50v50 6x")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
names=()
for arg in "$@"; do
	name=${arg%%=*} rev=${arg#*=}
	names+=("$name")
	if [ "$rev" = . ]; then
		ln -s "$root" "$tmp/$name"
	else
		mkdir "$tmp/$name"
		git archive "$rev" | tar -x -C "$tmp/$name"
	fi
	(cd "$tmp/$name" && go test -c -o "$tmp/$name.test" ./bench/)
	: > "docs/perf/assault-$name.txt"
done
for i in $(seq "$count"); do
	for name in "${names[@]}"; do
		echo "assault.sh: round $i of $count, $name (load $(cut -d' ' -f1 /proc/loadavg 2> /dev/null || true))" >&2
		for s in "${sizes[@]}"; do
			set -- $s
			(cd "$tmp/$name/bench" && "$tmp/$name.test" -test.run '^$' -test.bench "^BenchmarkAssault$1\$" \
				-test.cpu 1 -test.count 1 -test.benchtime "$2" -test.benchmem) |
				grep -E '^(Benchmark|goos|goarch|pkg|cpu)' >> "docs/perf/assault-$name.txt"
		done
	done
done
benchstat=$(command -v benchstat || echo "$(go env GOPATH)/bin/benchstat")
args=()
for name in "${names[@]}"; do
	args+=("$name=docs/perf/assault-$name.txt")
done
"$benchstat" -filter '.unit:(cpu-sec/op OR allocs/op OR B/op)' "${args[@]}"
