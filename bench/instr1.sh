#!/usr/bin/env bash
# bench/instr1.sh SIDE N ITERS BIN...: instructions a run of the one-edge
# path (BenchmarkOneEdge's scenarios, those of BenchmarkPursuitByPath/1-edge)
# takes, SIDE interpreted or handwritten, by callgrind counting inside the
# loop of runs alone (--toggle-collect), N processes per binary in turns.
# Each figure is the count at 2*ITERS runs less that at ITERS, over ITERS,
# so the first runs' set-up cancels. No collector runs (GOGC=off), so
# allocation is counted but not the marking of what it leaves, unlike
# instr.sh, whose fixture of 200 scenarios takes an hour under callgrind
# on a loaded machine. KIND=edge_ahead (2.1-edge), KIND=clear (2.3-forward)
# or another family of bench/gen_test.go's kinds counts that family's runs
# instead of the one-edge path's (a binary whose BenchmarkOneEdge has
# -edge-kind). Build a binary with
#   go test -c -o /tmp/new.test ./bench/
set -euo pipefail
side=$1; n=$2; it=$3; shift 3
cd "$(dirname "$0")"
export GOGC=off GODEBUG=asyncpreemptoff=1,memprofilerate=0,cpu.rdtscp=off
fn=oneEdgeInterpreted
[ "$side" = handwritten ] && fn=oneEdgeHandwritten
cg() { valgrind --tool=callgrind --callgrind-out-file=/dev/null --collect-atstart=no \
	"--toggle-collect=github.com/rulec-dev/rulec/bench.$fn" "$1" -test.run '^$' \
	-test.bench 'BenchmarkOneEdge/^none$' -test.benchtime 1x -test.cpu 1 -edge-runs "$2" ${KIND:+-edge-kind "$KIND"} \
	2>&1 >/dev/null | awk '/Collected/ {print $4}'; }
for k in $(seq "$n"); do
  for b in "$@"; do
    a=$(cg "$b" "$it")
    c=$(cg "$b" $((2*it)))
    echo "$b $(( (c-a)/it ))"
  done
done
