"""assault30_witness.py: replays rulec's placement of BenchmarkAssault30v30's
charge (bench/assault_test.go: 30 v 30, 1in bases, move 6in) with
tests/assault/diff/solve.py, which neither imports nor runs rulec: each
model in the order below reaches its end by solve.py's shortest route
within the move (the move and the tolerance, 0.001in: "within D" is at most
D and the tolerance, geometry.md; three of the third rank end 6.0009in from
where they stand), the others standing where they stand at its turn, and
the end is legal and coherent with 19 models in base contact and 10 target
models touched.

Before asp13 rulec ended this charge with 15 and 10, and this file replayed
a placement with 17 (model 0 first): rulec's answer was not the optimum the
text asks for. The packed search (engine/packed.go: bases side by side
along the front of the target line, the second rank brought up through the
gaps) now finds 19, the ends below (model 4 first, at one of the 19 spots
that tie for the first model). No placement has more than 19 with any first
spot of least movement: the packing bound along the front, worked in
tests/assault/README.md's 30 v 30 paragraph.

    python3 bench/assault30_witness.py [--bound] [--eleven]

--bound also works out the packing bound (bound(), a few seconds).
--eleven replays the same placement with model 0 ending higher up target
model 0's left flank, at (9.983956, 10.857212): 1in from target model 10
(10.75, 11.5), the second rank's first, and 1.15in from target model 0.
Model 0 goes up the left of target model 0 (about 5.9in) before model 1
takes its place below it, and the end is legal and coherent with 19 in
contact and 11 target models touched: rulec's answer (19, 10) is not the
optimum by its own order (the most in contact, then the most touched;
asp15 in docs/perf/notes.md), so no bound can prove it.
"""
import bisect
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'tests', 'assault', 'diff'))
import solve  # noqa: E402

# model index, end (inches, rulec's ends to 6 decimals), in the order of
# moving; model 4 first, at its least spot
WITNESS = [
    (4, (15.398340, 9.011064)), (0, (10.000703, 10.662234)), (6, (19.359941, 9.079210)),
    (5, (17.385441, 9.227851)), (3, (14.430738, 9.267473)), (1, (9.802208, 9.681112)),
    (19, (24.312480, 9.001954)), (15, (18.361604, 9.006247)), (14, (16.397939, 9.064023)),
    (16, (20.353319, 9.202500)), (9, (25.081814, 10.555055)), (8, (25.146087, 9.556121)),
    (18, (23.328191, 9.184099)), (11, (11.503522, 9.334590)), (10, (10.553401, 9.019516)),
    (2, (13.454878, 9.044541)), (12, (12.454153, 9.021061)), (7, (21.334352, 9.003564)),
    (17, (22.331455, 9.091804)), (13, (14.135615, 8.312013)), (20, (10.560044, 7.973805)),
    (21, (12.060044, 7.973805)), (22, (13.186494, 7.997101)), (23, (15.076135, 7.972275)),
    (24, (16.571078, 7.973660)), (25, (18.060044, 7.973805)), (26, (19.546699, 7.975949)),
    (27, (21.060044, 7.973805)), (28, (22.599080, 7.970953)), (29, (24.060044, 7.973805)),
]


def bench_case(n=30):
    """the bench's layout: ranks of ten, 1.5in apart, the target unit 5in ahead"""
    rows = (n + 9) // 10
    front = 2 + 1.5 * (rows - 1)
    m = [[10 + 1.5 * (i % 10), front - 1.5 * (i // 10)] for i in range(n)]
    t = [[10.75 + 1.5 * (i % 10), front + 5 + 1.5 * (i // 10)] for i in range(n)]
    return {'move': 6.0, 'M': {'base': 25, 'models': m}, 'T': {'base': 25, 'models': t}, 'U': None, 'walls': [], 'terrain': []}


def bound(n=30, samples=2000):
    """the packing bound along the front: the most bases whose centres lie on
    the outside of the target models' contact circles (1in from a target
    centre, 1in bases), each within a straight move (6in) of where some
    charger stands, no two nearer than 1in (centre to centre).

    The contact circles are sampled every 2 pi / samples radians; a base
    snapped to its nearest sample (and from within the tolerance of a circle
    onto it) moves at most delta = pi / samples + 0.001in, so two bases 1in
    apart have samples at least 1 - 2 delta apart. Only samples on the outer
    edge are kept: a point between two target columns behind the front row's
    centres lies in a pocket the 0.5in gaps between target bases close to a
    1in base. Ordered along the front (up the left flank, along the front
    row by x, up the right flank), a placement's samples have each one at
    least 1 - 2 delta from the one before; the longest such sequence (a
    longest path, the ones more than 1.5in before along the order taken as
    compatible without measuring: a looser bound still) bounds the bases
    in contact. A route is never shorter than the straight line, so no
    placement beats it, whatever the first model.
    """
    c = bench_case(n)
    T, M = c['T']['models'], c['M']['models']
    fy = min(t[1] for t in T)
    xl, xr = min(t[0] for t in T), max(t[0] for t in T)
    tol, move = solve.TOL, c['move']
    pts = []
    for t in T:
        for k in range(samples):
            a = 2 * math.pi * k / samples
            p = (t[0] + math.cos(a), t[1] + math.sin(a))
            if (all(math.dist(p, u) >= 1 - 1e-12 for u in T) and any(math.dist(p, m) <= move + tol for m in M)
                    and (p[1] < fy or p[0] < xl or p[0] > xr)):
                pts.append(p)

    def along(p):
        if p[1] > fy and p[0] < xl:
            return xl - 1 - (p[1] - fy)
        if p[1] > fy and p[0] > xr:
            return xr + 1 + (p[1] - fy)
        return p[0]
    pts.sort(key=along)
    keys = [along(p) for p in pts]
    thr = 1 - 2 * (math.pi / samples + tol)
    best, pm = [], []
    for i, p in enumerate(pts):
        lo = bisect.bisect_right(keys, keys[i] - 1.5)
        b = pm[lo - 1] if lo > 0 else 0
        for j in range(lo, i):
            if best[j] > b and math.dist(pts[j], p) >= thr:
                b = best[j]
        best.append(b + 1)
        pm.append(max(pm[-1], best[-1]) if pm else best[-1])
    reach = sum(1 for m in M if any(math.dist(m, t) - 1 <= move + tol for t in T))
    return max(best), reach


def main():
    w = solve.World(bench_case())
    w.rm = 0.5  # 1in bases (solve.World takes whole millimetres)
    w.rts = [0.5] * len(w.rts)
    pos = list(w.M)
    ok = True
    witness = WITNESS
    if '--eleven' in sys.argv:
        witness = [(m, (9.983956, 10.857212) if m == 0 else q) for m, q in WITNESS]
    for m, q in witness:
        L = w.router(m, pos).to(q, eps=2 * solve.TOL)
        print('M%d to (%.6f, %.6f) by %.6f' % (m, q[0], q[1], L))
        if L > w.move + solve.TOL:
            print('  beyond the move')
            ok = False
        pos[m] = q
    why = solve.legal_end(w, pos)
    print('in contact, target models touched, engaged: %s; %s' % (solve.counts(w, pos), why or 'legal, coherent'))
    print('least gap between bases: %.7fin' % min(math.dist(pos[i], pos[j]) for i in range(len(pos)) for j in range(i + 1, len(pos))))
    if '--bound' in sys.argv:
        b, reach = bound()
        print('packing bound along the front: %d bases; models within a straight move of contact: %d' % (b, reach))
    sys.exit(0 if ok and not why else 1)


if __name__ == '__main__':
    main()
