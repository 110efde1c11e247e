"""assault30_witness.py: replays a placement of BenchmarkAssault30v30's
charge (bench/assault_test.go: 30 v 30, 1in bases, move 6in) with
tests/assault/diff/solve.py, which neither imports nor runs rulec: each
model in the order below reaches its end by solve.py's shortest route
within the move, the others standing where they stand at its turn, and
the end is legal and coherent with 17 models in base contact and 10 target
models touched. rulec ends the charge with 15 and 10 (docs/perf/notes.md,
asp12): its answer is not the optimum the text asks for.

    python3 bench/assault30_witness.py
"""
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'tests', 'assault', 'diff'))
import solve  # noqa: E402

# model index, end (inches), in the order of moving; model 0 first, at its
# least spot (the one rulec takes)
WITNESS = [
    (0, (10.601660, 9.011064)), (2, (13.165750, 9.188426)), (5, (16.137783, 9.209310)),
    (1, (9.817992, 9.637562)), (9, (25.205020, 10.296542)), (4, (14.160719, 9.088238)),
    (3, (12.180244, 9.002436)), (8, (24.981354, 9.318002)), (6, (22.052210, 9.283698)),
    (7, (24.025049, 9.025630)), (16, (19.103876, 9.236768)), (15, (17.128649, 9.074459)),
    (19, (23.021440, 9.037545)), (17, (21.089257, 9.013004)), (13, (15.158498, 9.004195)),
    (18, (20.087917, 9.058824)), (14, (18.128131, 9.007454)), (10, (10.000000, 8.200000)),
    (11, (11.500000, 8.250000)), (12, (13.000000, 8.200000)), (20, (10.000000, 7.150000)),
    (21, (11.500000, 7.200000)), (22, (13.000000, 7.150000)), (23, (14.500000, 7.950000)),
    (24, (16.000000, 7.950000)), (25, (17.500000, 7.950000)), (26, (19.000000, 7.950000)),
    (27, (20.500000, 7.950000)), (28, (22.000000, 7.950000)), (29, (23.500000, 7.950000)),
]


def bench_case(n=30):
    """the bench's layout: ranks of ten, 1.5in apart, the target unit 5in ahead"""
    rows = (n + 9) // 10
    front = 2 + 1.5 * (rows - 1)
    m = [[10 + 1.5 * (i % 10), front - 1.5 * (i // 10)] for i in range(n)]
    t = [[10.75 + 1.5 * (i % 10), front + 5 + 1.5 * (i // 10)] for i in range(n)]
    return {'move': 6.0, 'M': {'base': 25, 'models': m}, 'T': {'base': 25, 'models': t}, 'U': None, 'walls': [], 'terrain': []}


def main():
    w = solve.World(bench_case())
    w.rm = 0.5  # 1in bases (solve.World takes whole millimetres)
    w.rts = [0.5] * len(w.rts)
    pos = list(w.M)
    ok = True
    for m, q in WITNESS:
        L = w.router(m, pos).to(q, eps=2 * solve.TOL)
        print('M%d to (%.6f, %.6f) by %.6f' % (m, q[0], q[1], L))
        if L > w.move + 1e-6:
            print('  beyond the move')
            ok = False
        pos[m] = q
    why = solve.legal_end(w, pos)
    print('in contact, target models touched, engaged: %s; %s' % (solve.counts(w, pos), why or 'legal, coherent'))
    print('least gap between bases: %.7fin' % min(math.dist(pos[i], pos[j]) for i in range(len(pos)) for j in range(i + 1, len(pos))))
    sys.exit(0 if ok and not why else 1)


if __name__ == '__main__':
    main()
