#!/usr/bin/env bash
# perf.sh: regenerate docs/performance.md, the table of rulec's benchmarks
# before and after the speed campaign, in one command:
#
#	bash bench/perf.sh            # measure the working tree, compare with docs/perf/old.txt
#	bash bench/perf.sh -base REV  # first re-measure REV (a commit) into docs/perf/old.txt
#	bash bench/perf.sh -report    # only rewrite the page from the results kept
#
# Every benchmark runs on one core (-cpu 1), COUNT times (default 5), and the
# two sets are compared with benchstat (golang.org/x/perf/cmd/benchstat,
# installed with `go install` when missing). The machine, its load and the Go
# version go into the page, since on a shared machine the figures are noisy.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
count=${COUNT:-5}
benchtime=${BENCHTIME:-0.3s}
base=
report_only=
case "${1:-}" in
-base) base=$2 ;;
-report) report_only=1 ;; # only rewrite the page from the results in docs/perf/
esac

# The benchmarks of the table, package by package.
runbench() { # dir out
	(cd "$1" &&
		go test -run '^$' -cpu 1 -count "$count" -benchtime "$benchtime" \
			-bench 'BenchmarkPursuit(Interpreted|Handwritten|ByPath)$|BenchmarkPursuitByPath/' ./bench/ &&
		go test -run '^$' -cpu 1 -count "$count" -benchtime "$benchtime" -bench 'BenchmarkCheck$|BenchmarkSuite$' ./interp/ &&
		go test -run '^$' -cpu 1 -count "$count" -benchtime "$benchtime" -bench 'BenchmarkLoad|BenchmarkBuild' ./scenario/ &&
		go test -run '^$' -cpu 1 -count "$count" -benchtime "$benchtime" -bench 'BenchmarkSuite(Flee|DBM)$' ./suite/) |
		grep -E '^(Benchmark|goos|goarch|pkg|cpu)' > "$2"
}

# build builds rulec into $2 from the tree $1 as README's install line
# does without the C library (CGO_ENABLED=0): the process start is measured
# on a static binary, as the dynamic loader alone costs about 1 ms.
build() { (cd "$1" && CGO_ENABLED=0 go build -o "$2" ./cmd/rulec); }

# startup prints the min and median wall time in ms of 11 runs of a command.
startup() {
	local ts=()
	for _ in $(seq 11); do
		local t0 t1
		t0=$(date +%s%N)
		"$@" > /dev/null 2>&1 || true
		t1=$(date +%s%N)
		ts+=($(((t1 - t0) / 1000)))
	done
	printf '%s\n' "${ts[@]}" | sort -n | awk '{a[NR]=$1} END {printf "min %.1f ms, median %.1f ms", a[1]/1000, a[6]/1000}'
}

if [ -n "$base" ]; then
	tmp=$(mktemp -d)
	trap 'rm -rf "$tmp"' EXIT
	git archive "$base" | tar -x -C "$tmp"
	# The load benchmark came with the campaign: measure the old code with it.
	for f in scenario/load_bench_test.go suite/flee_bench_test.go; do
		[ -f "$tmp/$f" ] || cp "$f" "$tmp/$f"
	done
	echo "perf.sh: measuring $base"
	runbench "$tmp" docs/perf/old.txt
	build "$tmp" "$tmp/rulec"
	{
		echo "rulec help: $(startup "$tmp/rulec" help)"
		echo "rulec check rules/pursuit.rules: $(startup "$tmp/rulec" check rules/pursuit.rules)"
	} > docs/perf/old-start.txt
	git rev-parse --short "$base" > docs/perf/old-rev.txt
	[ -z "${BASE_ONLY:-}" ] || exit 0
fi

if [ -z "$report_only" ]; then
echo "perf.sh: measuring the working tree"
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)
runbench "$root" docs/perf/new.txt
bin=$(mktemp -d)
build "$root" "$bin/rulec"
{
	echo "rulec help: $(startup "$bin/rulec" help)"
	echo "rulec check rules/pursuit.rules: $(startup "$bin/rulec" check rules/pursuit.rules)"
} > docs/perf/new-start.txt
rm -rf "$bin"
load="$load / $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || true)"
echo "$load" > docs/perf/new-load.txt
echo "$count $benchtime" > docs/perf/params.txt
fi
load=$(cat docs/perf/new-load.txt)
read -r count benchtime < docs/perf/params.txt

benchstat=$(command -v benchstat || echo "$(go env GOPATH)/bin/benchstat")
[ -x "$benchstat" ] || go install golang.org/x/perf/cmd/benchstat@latest

# ratio prints, for each path of the pursuit, the mean interpreted and
# hand-written ns/op and allocs/op and their ratios.
ratio() {
	awk '
	/^BenchmarkPursuit(Interpreted|Handwritten)/ || /^BenchmarkPursuitByPath\// {
		name = $1; sub(/-[0-9]+$/, "", name)
		if (name ~ /ByPath/) { sub(/^BenchmarkPursuitByPath\//, "", name); split(name, parts, "/"); path = parts[1]; impl = parts[2] }
		else { path = "all (the bench schedule)"; impl = (name ~ /Interpreted/) ? "interpreted" : "handwritten" }
		for (i = 3; i < NF; i++) { if ($(i+1) == "ns/op") ns[path, impl] += $i; if ($(i+1) == "allocs/op") al[path, impl] += $i }
		n[path, impl]++; paths[path] = 1
	}
	END {
		print "| path | interpreted ns | hand-written ns | time ratio | interpreted allocs | hand-written allocs | allocs ratio |"
		print "|---|---:|---:|---:|---:|---:|---:|"
		for (p in paths) {
			ni = ns[p, "interpreted"] / n[p, "interpreted"]; nh = ns[p, "handwritten"] / n[p, "handwritten"]
			ai = al[p, "interpreted"] / n[p, "interpreted"]; ah = al[p, "handwritten"] / n[p, "handwritten"]
			printf "| %s | %.0f | %.0f | %.2fx | %.0f | %.0f | %.2fx |\n", p, ni, nh, ni / nh, ai, ah, ai / ah
		}
	}' "$1" | { read -r h1; read -r h2; echo "$h1"; echo "$h2"; sort; }
}

{
	echo "# Performance"
	echo
	echo "Generated by \`bash bench/perf.sh\` (do not edit by hand). Every benchmark runs on"
	echo "one core (\`-cpu 1\`), $count times of $benchtime; \`old\` is commit $(cat docs/perf/old-rev.txt 2>/dev/null || echo '?'),"
	echo "\`new\` the tree at $(git rev-parse --short HEAD)$( [ -z "$(git status --porcelain --untracked-files=no)" ] || echo ' plus uncommitted changes')."
	echo
	echo "Machine: $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ //'), $(nproc) cores, $(go version | cut -d' ' -f3-),"
	echo "load average $load (start / end of the new run). The machine is shared, so"
	echo "figures within benchstat's ± are noise; the raw results are in docs/perf/."
	echo
	echo "## Interpreted against hand-written pursuit (new)"
	echo
	echo "The same generated scenarios run by \`rules/pursuit.rules\` through the interpreter"
	echo "and by the hand-written Go of bench/handwritten_test.go, by the path the rules take."
	echo
	ratio docs/perf/new.txt
	echo
	if [ -f docs/perf/old.txt ]; then
		echo "The same table for old:"
		echo
		ratio docs/perf/old.txt
		echo
		echo "## Every benchmark, old against new (benchstat)"
		echo
		echo '```'
		"$benchstat" old=docs/perf/old.txt new=docs/perf/new.txt
		echo '```'
		echo
	fi
	echo "## Process start (wall time of 11 runs, built with CGO_ENABLED=0)"
	echo
	[ -f docs/perf/old-start.txt ] && sed 's/^/- old /' docs/perf/old-start.txt
	sed 's/^/- new /' docs/perf/new-start.txt
	if [ -f docs/perf/notes.md ]; then
		echo
		cat docs/perf/notes.md
	fi
} > docs/performance.md
echo "perf.sh: wrote docs/performance.md"
