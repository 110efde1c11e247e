#!/usr/bin/env python3
"""Checks the hand-worked witnesses of tests/assault/optimum/ with the
arithmetic of ../diff/solve.py (its own geometry and exact shortest routes;
it neither imports nor runs rulec): for each scenario, the packing bound
round each target model, each witness model's route length in the order
given (the others standing where they are at the time), that the end is
legal (no overlap, coherent) and its counts.

    python3 tests/assault/optimum/check.py
"""
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


if __name__ == '__main__':
    main()
