#!/usr/bin/env bash
# bench/footprint.sh SIDE RUNS BIN [TOP]: the code a run of the one-edge
# path touches (bench/footprint.py), SIDE interpreted or handwritten, by
# callgrind's per-instruction counts (--dump-instr=yes) of the loop of
# RUNS runs alone, as bench/instr1.sh counts it (GOGC=off; KIND= another
# family). A few seconds for 400 runs. Build a binary with
#   go test -c -o /tmp/new.test ./bench/
set -euo pipefail
side=$1; runs=$2; bin=$3; top=${4:-0}
cd "$(dirname "$0")"
export GOGC=off GODEBUG=asyncpreemptoff=1,memprofilerate=0,cpu.rdtscp=off
fn=oneEdgeInterpreted
[ "$side" = handwritten ] && fn=oneEdgeHandwritten
out=$(mktemp)
trap 'rm -f "$out"' EXIT
valgrind --tool=callgrind --dump-instr=yes --callgrind-out-file="$out" --collect-atstart=no \
	"--toggle-collect=github.com/rulec-dev/rulec/bench.$fn" "$bin" -test.run '^$' \
	-test.bench 'BenchmarkOneEdge/^none$' -test.benchtime 1x -test.cpu 1 -edge-runs "$runs" ${KIND:+-edge-kind "$KIND"} \
	>/dev/null 2>&1
python3 footprint.py "$out" "$runs" "$top"
