#!/usr/bin/env python3
"""Checks the hand-worked witnesses of tests/assault/optimum/ with the
arithmetic of ../diff/solve.py (its own geometry and exact shortest routes;
it neither imports nor runs rulec): for each scenario, the packing bound
round each target model, each witness model's route length in the order
given (the others standing where they are at the time), that the end is
legal (no overlap, coherent) and its counts.

    python3 tests/assault/optimum/check.py
"""
import importlib.util
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'diff'))
import solve  # noqa: E402

MM = 25.4


def on(t, c, deg):
    a = math.radians(deg)
    return (t[0] + c * math.cos(a), t[1] + c * math.sin(a))


def pair(t, u, c, upper=True):
    """the point at distance c from both t and u, on the side of +y (upper) or -y"""
    mx, my = (t[0] + u[0]) / 2, (t[1] + u[1]) / 2
    d = solve.dist(t, u)
    h = math.sqrt(c * c - d * d / 4)
    nx, ny = -(u[1] - t[1]) / d, (u[0] - t[0]) / d
    p, q = (mx + h * nx, my + h * ny), (mx - h * nx, my - h * ny)
    return max(p, q, key=lambda v: v[1]) if upper else min(p, q, key=lambda v: v[1])


def check(name, mbase, tbase, M, T, order, end):
    case = {'M': {'base': mbase, 'models': M}, 'T': {'base': tbase, 'models': T}, 'move': 6.0}
    w = solve.World(case)
    rm, rt = w.rm, w.rts[0]
    c = rm + rt
    ang = 2 * math.degrees(math.asin(rm / c))
    print('%s: r %.6f, R %.6f, C %.6f; bases round one target model %.4f deg apart: at most %d'
          % (name, rm, rt, c, ang, int(360 / ang)))
    fl = solve.first_model(w)
    print('  least routes into contact: ' + ', '.join('M%d->T%d %.4f' % (m, t, d) for d, m, t, _ in fl[:4]))
    pos = [tuple(p) for p in M]
    for i in order:
        d = solve.reach_len(w, i, pos, end[i])
        print('  M%d -> (%.6f, %.6f): route %.4f%s' % (i, end[i][0], end[i][1], d, '' if d <= 6 + 1e-6 else '  TOO LONG'))
        assert d <= 6 + 1e-6, name
        pos[i] = end[i]
    why = solve.legal_end(w, pos)
    n = solve.counts(w, pos)
    print('  legal: %s; in contact %d, target models touched %d, engaged %d' % (why or 'yes', *n))
    assert why is None, name
    return n


def main():
    # seed 2222
    T = [(24.0, 30.0)]
    c = 16 / MM + 12.5 / MM
    end = [on(T[0], c, 110), on(T[0], c, 270), on(T[0], c, 180), on(T[0], c, 0)]
    check('four_32mm_far_round', 32, 25, [(22.1, 25.6), (24, 25.8), (25.8, 25.8), (26, 24.1)], T, [1, 0, 2, 3], end)
    # seed 1052
    c = 20 / MM + 12.5 / MM
    end = [on(T[0], c, 346), on(T[0], c, 194), on(T[0], c, 62), on(T[0], c, 270)]
    check('four_40mm_order', 40, 25, [(25.195, 24.948), (23.341, 25.717), (22.141, 27.025), (24, 28.169)], T, [3, 0, 2, 1], end)
    # seed 2019
    T = [(24.0, 30.0), (23.0, 30.6)]
    end = [on(T[0], c, -66.5), on(T[0], c, 217.5), on(T[1], c, 180)]
    check('gap_for_the_third', 40, 25, [(25, 27.7), (25.6, 24.2), (24.6, 25.6)], T, [0, 2, 1], end)
    # seed 2289
    T = [(24.0, 30.0), (22.5, 29.5), (25.1, 30.5)]
    end = [on(T[1], c, 235.8), pair(T[0], T[2], c), on(T[1], c, 100)]
    check('three_touched', 40, 25, [(20.6, 26.7), (18.1, 31), (18.2, 35.1)], T, [0, 1, 2], end)
    # hold_back_the_bridge: the first model, then M1 to T2 and M2 to T1
    # (straight, each at the point of its contact circle nearest where it
    # stands), M3 held back between M2 and M4, M4 straight up 6in
    T = [(7.0, 20.0), (9.9, 20.0), (12.8, 20.0)]
    M = [(7, 17.5), (11.2, 15), (8.2, 14.6), (5.5, 14.5), (9.9, 8)]
    c = 25 / MM
    near = [on(t, c, math.degrees(math.atan2(m[1] - t[1], m[0] - t[0]))) for m, t in ((M[0], T[0]), (M[1], T[2]), (M[2], T[1]))]
    end = [near[0], near[1], near[2], (9.9, 16.5), (9.9, 14.0)]
    n = check('hold_back_the_bridge', 25, 25, M, T, [0, 1, 2, 3, 4], end)
    assert n[:2] == (3, 3), n
    # five_round_one_the_last_window (seed 2287): 60 degrees apart round T,
    # M1 first at its nearest point, M2 at 150, M0 at M1 - 60, M4 at 50, M3 at -10
    T = [(24.0, 30.0)]
    M = [(27.131, 24.962), (25.499, 25.482), (24.279, 24.92), (29.703, 25.805), (28.108, 27.445)]
    c = 32 / MM + 1e-9
    a1 = math.degrees(math.atan2(M[1][1] - T[0][1], M[1][0] - T[0][0]))
    end = [on(T[0], c, a1 - 60), on(T[0], c, a1), on(T[0], c, 150), on(T[0], c, -10), on(T[0], c, 50)]
    n = check('five_round_one_the_last_window', 32, 32, M, T, [1, 2, 0, 4, 3], end)
    assert n[:2] == (5, 1), n
    # bridge_that_strands: M3 bridges A and K at B, M2 keeps M4 in reach
    T = [(20.0, 21.0), (24.0, 21.0)]
    c = 25 / MM
    L = c + 2
    A, K = (20.0, 21 - c), (24.0, 21 - c)
    B = (22.0, A[1] - math.sqrt(L * L - 4))
    W = (A[0] - L * math.sqrt(0.5), A[1] - L * math.sqrt(0.5))
    x0 = (10.0, A[1])
    d = solve.dist(x0, W)
    X = (x0[0] + (d - L) * (W[0] - x0[0]) / d, x0[1] + (d - L) * (W[1] - x0[1]) / d)
    M = [(20, 17.1), (24, 17), (20.4, 13.4), (22.8, 12.1), x0]
    n = check('bridge_that_strands', 25, 25, M, T, [0, 1, 3, 2, 4], [A, K, W, B, X])
    assert n == (2, 2, 4), n
    # eight_on_four_packed: two ranks of four 1in bases against a line of
    # four, packed side by side along the front, each 1.001in (the
    # tolerance more than a base) from the one before
    T = [(10.75 + 1.5 * c, 8.5) for c in range(4)]
    M = [(10 + 1.5 * c, 3.5 - 1.5 * r) for r in range(2) for c in range(4)]
    c, s = 1.0, 1.001
    step = 2 * math.degrees(math.asin(s / 2 / c))

    def beside(p, t):
        """the point of t's contact circle s from p, the lower of the two"""
        d = solve.dist(p, t)
        a = (d * d + c * c - s * s) / (2 * d)
        h = math.sqrt(c * c - a * a)
        ux, uy = (p[0] - t[0]) / d, (p[1] - t[1]) / d
        x = (t[0] + a * ux, t[1] + a * uy)
        return min((x[0] - h * uy, x[1] + h * ux), (x[0] + h * uy, x[1] - h * ux), key=lambda v: v[1])

    def ang(p, t):
        return math.degrees(math.atan2(p[1] - t[1], p[0] - t[0]))

    a1 = ang(M[1], T[0])  # M1 first, straight at its nearest point of T0's circle
    end = [None] * 8
    end[1] = on(T[0], c, a1)
    end[4], end[0] = on(T[0], c, a1 - step), on(T[0], c, a1 - 2 * step)
    end[5] = beside(end[1], T[1])
    end[2] = on(T[1], c, ang(end[5], T[1]) + step)
    end[6] = beside(end[2], T[2])
    end[3] = beside(end[6], T[3])
    end[7] = on(T[3], c, ang(end[3], T[3]) + step)
    print('  ends: ' + ', '.join('M%d (%.5f, %.5f)' % (i, *end[i]) for i in range(8)))
    n = check('eight_on_four_packed', 25.4, 25.4, M, T, [1, 2, 6, 3, 5, 7, 0, 4], end)
    assert n[:2] == (8, 4), n
    # nine_v_four_loose_line_at_the_limit: its bound and witness are in the
    # form fresh5's check.py reads (the #W lines, the arcs within a straight
    # move), so that checker checks it
    spec = importlib.util.spec_from_file_location('fresh5_check', os.path.join(HERE, '..', 'fresh5', 'check.py'))
    f5 = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(f5)
    _, lines, errs = f5.check(os.path.join(HERE, 'nine_v_four_loose_line_at_the_limit.yaml'))
    print('nine_v_four_loose_line_at_the_limit: ' + '; '.join(lines))
    assert not errs, errs


if __name__ == '__main__':
    main()
