"""footprint.py: the code a run of a loop touches, from callgrind's
per-instruction counts (docs/perf/notes.md, lower15):

    python3 bench/footprint.py OUT RUNS [TOP]

OUT is a callgrind output file written with --dump-instr=yes while only
the loop of RUNS runs was collected (bench/footprint.sh makes one). It
prints:

- the instructions a run executes (all counted, over RUNS);
- the distinct instructions executed at least once a run on average
  (counted at least RUNS times): the code a run needs in the instruction
  cache;
- the 64-byte lines those lie in, and, for an L1i of 32 KB, 8 ways and
  64 sets (this machine's), how many sets hold more than 8 of them and
  how many of the lines lie in such sets: a run that goes through its
  code in the same order each time misses on about every line of an
  overloaded set, once a run, and on almost none of the others (a
  capacity cliff: callgrind's --cache-sim count of L1i misses is close
  to the lines in overloaded sets);
- the misses left, by the same count, were some lines taken out at
  random (what a smaller footprint would buy, set by set);
- with TOP, the TOP functions touching the most of those instructions.
"""
import collections
import random
import re
import sys

LINE, SETS, WAYS = 64, 64, 8


def pos(tok, prev):
    """A callgrind position: absolute, relative (+n, -n) or the same (*)."""
    if tok == '*':
        return prev
    if tok[0] in '+-':
        return prev + int(tok, 0)
    return int(tok, 0)


def load(path):
    """The count of each instruction address, and its function."""
    cnt = collections.Counter()
    fn_of = {}
    names = {}
    addr = line = 0
    fn = ''
    skip = False
    with open(path) as f:
        for ln in f:
            c = ln[0]
            if c.isdigit() or c in '+-*':
                parts = ln.split()
                addr = pos(parts[0], addr)
                if len(parts) > 1:
                    line = pos(parts[1], line)
                if skip:  # a call's inclusive cost, not the call site's own
                    skip = False
                    continue
                if len(parts) > 2:
                    cnt[addr] += int(parts[2])
                    fn_of[addr] = fn
            elif ln.startswith('calls='):
                skip = True
            elif ln.startswith(('fn=', 'cfn=')):
                m = re.match(r'c?fn=\((\d+)\)(?: (.*))?', ln.strip())
                if m is None:
                    continue
                if m.group(2):
                    names[m.group(1)] = m.group(2)
                if ln.startswith('fn='):
                    fn = names.get(m.group(1), m.group(1)).split("'")[0]
    return cnt, fn_of


def overloaded(lines):
    """The sets holding more lines than ways, and the lines in them."""
    per = collections.Counter(k % SETS for k in lines)
    over = [s for s, v in per.items() if v > WAYS]
    return len(over), sum(per[s] for s in over)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    path, runs = sys.argv[1], int(sys.argv[2])
    top = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    cnt, fn_of = load(path)
    hot = [a for a, n in cnt.items() if n >= runs]
    lines = sorted({a // LINE for a in hot})
    sets, in_over = overloaded(lines)
    print('instructions a run: %.0f' % (sum(cnt.values()) / runs))
    print('distinct instructions run every run: %d' % len(hot))
    print('64-byte lines they lie in: %d (%.1f KB)' % (len(lines), len(lines) * LINE / 1024))
    print('sets over %d ways: %d of %d, holding %d lines (about the L1i misses a run)' % (WAYS, sets, SETS, in_over))
    rng = random.Random(1)
    for k in (50, 100, 150, 200, 250):
        if k >= len(lines):
            break
        tot = 0
        for _ in range(100):
            tot += overloaded(rng.sample(lines, len(lines) - k))[1]
        print('  %d lines fewer, at random: about %.0f' % (k, tot / 100))
    if top:
        per = collections.Counter(fn_of[a] for a in hot)
        for fn, n in per.most_common(top):
            print('%5d  %s' % (n, fn))


if __name__ == '__main__':
    main()
