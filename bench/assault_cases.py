"""assault_cases.py: draw the 625 assault cases the speed work on the
assault compares binaries on, byte for byte (docs/perf/notes.md: asp11,
asp12), each a scenario naming RULES (a copy of rules/assault.rules, so
that a long comparison is not upset by the tree changing under it):

    python3 bench/assault_cases.py OUT RULES

- c2000..c2399: tests/assault/diff/gen.py's draw of seeds 2000-2399 (the
  modes of its runs 1-4);
- n5000..n5199: its draw of seeds 5000-5199 among the modes of run 5
  (`--modes new`);
- b5, b10, b20, b30, b50: the bench's 5 to 50 v 50 assaults
  (bench/assault_test.go's layout: ranks of ten, 1.5in apart, 1in bases,
  the target unit 5in ahead);
- j0..j19: twenty of them jittered (6 to 14 models, each centre moved up
  to 0.2in, moves 5, 6 or 7in).

bench/assault_same.sh runs two binaries over them and compares.
"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'tests', 'assault', 'diff'))
import gen  # noqa: E402


def big(n, jit, seed, rules, move='6in'):
    rng = random.Random(seed)
    rows = (n + 9) // 10
    front = 2 + 1.5 * (rows - 1)
    m, t = [], []
    for i in range(n):
        row, col = i // 10, i % 10
        m.append('[%.4fin, %.4fin]' % (10 + 1.5 * col + rng.uniform(-jit, jit), front - 1.5 * row + rng.uniform(-jit, jit)))
        t.append('[%.4fin, %.4fin]' % (10.75 + 1.5 * col + rng.uniform(-jit, jit), front + 5 + 1.5 * row + rng.uniform(-jit, jit)))
    return '''name: big %d
rules: [%s]
board: {width: 48in, depth: 48in}
units:
  M: {side: red, base: {round: 1in}, models: [%s]}
  T: {side: blue, base: {round: 1in}, models: [%s]}
run: assault
args: {unit: M, target: T, move: %s}
''' % (seed, rules, ', '.join(m), ', '.join(t), move)


def main():
    if len(sys.argv) != 3:
        sys.exit('usage: python3 bench/assault_cases.py OUT RULES')
    out, rules = sys.argv[1], os.path.abspath(sys.argv[2])
    os.makedirs(out, exist_ok=True)

    def put(name, text):
        with open(os.path.join(out, name + '.yaml'), 'w') as f:
            f.write(text)

    for seeds, modes, tag in ((range(2000, 2400), None, 'c'), (range(5000, 5200), gen.NEW_MODES, 'n')):
        for seed in seeds:
            rng = random.Random(seed)
            case = None
            while case is None:
                case = gen.draw(rng, rng.choice(modes) if modes else None)
            put('%s%d' % (tag, seed), gen.yaml_of(case, 'd %d' % seed).replace('rules: [%s]' % gen.RULES, 'rules: [%s]' % rules))
    for n in (5, 10, 20, 30, 50):
        put('b%d' % n, big(n, 0, 0, rules))
    for s in range(20):
        rng = random.Random(100 + s)
        n = rng.choice([6, 8, 10, 12, 14])
        put('j%d' % s, big(n, 0.2, 100 + s, rules, move=rng.choice(['5in', '6in', '7in'])))


if __name__ == '__main__':
    main()
