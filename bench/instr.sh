#!/usr/bin/env bash
# bench/instr.sh SIDE PATH N ITERS BIN...: instructions a run of one path of
# BenchmarkPursuitByPath (SIDE interpreted or handwritten, PATH as its
# sub-benchmark names it, e.g. 1-edge), by callgrind, N processes per test
# binary in turns. Each figure is the binary at (2*ITERS+1)x less at
# (ITERS+1)x, over ITERS: both processes run testing's collections alike,
# so their marking of the fixture cancels (at 1x against (ITERS+1)x it did
# not, and was 3-4k of a short run). Build a binary with
#   go test -c -o /tmp/new.test ./bench/
# Needs valgrind; asyncpreemptoff keeps callgrind from crashing.
set -euo pipefail
side=$1; path=$2; n=$3; it=$4; shift 4
cd "$(dirname "$0")"
export GOGC=off GODEBUG=asyncpreemptoff=1,gcstoptheworld=2
cg() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | awk '/Collected/ {print $4}'; }
for k in $(seq "$n"); do
  for b in "$@"; do
    a=$(cg "$b" -test.run '^$' -test.bench "BenchmarkPursuitByPath/^$path\$/^$side\$" -test.benchtime $((it+1))x -test.cpu 1)
    c=$(cg "$b" -test.run '^$' -test.bench "BenchmarkPursuitByPath/^$path\$/^$side\$" -test.benchtime $((2*it+1))x -test.cpu 1)
    echo "$b $(( (c-a)/it ))"
  done
done
