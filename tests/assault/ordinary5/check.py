#!/usr/bin/env python3
"""An independent check of the expectations in tests/assault/ordinary5.

Plain arithmetic and brute force only: it neither imports nor runs rulec,
and it has its own geometry (nothing borrowed from the other check.py
files). For each scenario it restates the table (compared with the
YAML's), works the answer the header gives again (by search over a grid
or the contact circle where the header argues), and compares every
expected value in the YAML.

    python3 tests/assault/ordinary5/check.py      # exits 1 on a mismatch
"""
import itertools
import math
import os
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
INCH = 25.4
LINK = 2.0  # coherency, edge to edge
SPACING = 1.0  # from enemy models of units not charged
MOVE = 6.0
R25, R32, R40 = 25 / INCH / 2, 32 / INCH / 2, 40 / INCH / 2
TOL = 1e-4  # what a YAML number of 5 places can differ by
FAILED = []
SCENARIOS = []
d = math.dist


def scenario(f):
    SCENARIOS.append(f)
    return f


def fail(name, msg):
    FAILED.append(f"{name}: {msg}")
    print(f"FAIL {name}: {msg}")


def length(v):
    """A YAML length ('11in', '25mm', 3) in inches."""
    if isinstance(v, (int, float)):
        return float(v)
    s = str(v)
    if s.endswith("in"):
        return float(s[:-2])
    if s.endswith("mm"):
        return float(s[:-2]) / INCH
    raise ValueError(s)


def load(name):
    with open(os.path.join(HERE, name + ".yaml")) as f:
        return yaml.safe_load(f)


def same_models(name, doc, uid, want):
    got = [(length(x), length(y)) for x, y in doc["units"][uid]["models"]]
    if len(got) != len(want) or any(d(g, w) > 1e-9 for g, w in zip(got, want)):
        fail(name, f"{uid}'s models are {got}, the check has {want}")


def radius(doc, uid):
    return length(doc["units"][uid]["base"]["round"]) / 2


def expect(name, doc, path, value):
    """Compare value with the YAML's expect entry at path."""
    node = doc["expect"]
    for k in path:
        if k not in node:
            fail(name, f"the YAML expects nothing at {'.'.join(map(str, path))}; the check works {value}")
            return
        node = node[k]
    if isinstance(value, tuple):
        got = (length(node[0]), length(node[1]))
        if d(got, value) > TOL:
            fail(name, f"{'.'.join(map(str, path))}: YAML {got}, worked {value}")
        return
    if node != value:
        fail(name, f"{'.'.join(map(str, path))}: YAML {node}, worked {value}")


def toward(p, q, dist):
    """The point dist from p towards q."""
    l = d(p, q)
    return (p[0] + (q[0] - p[0]) / l * dist, p[1] + (q[1] - p[1]) / l * dist)


def contact_point(m, t, rsum):
    """Where a model at m stops, straight, in contact with a base at t."""
    return toward(t, m, rsum)


def seg_point_dist(a, b, p):
    ax, ay = b[0] - a[0], b[1] - a[1]
    l2 = ax * ax + ay * ay
    t = 0 if l2 == 0 else max(0, min(1, ((p[0] - a[0]) * ax + (p[1] - a[1]) * ay) / l2))
    return d((a[0] + t * ax, a[1] + t * ay), p)


def coherent(centres, r):
    """Whether the bases form one group, each within LINK of another."""
    seen, stack = {0}, [0]
    while stack:
        k = stack.pop()
        for j, q in enumerate(centres):
            if j not in seen and d(centres[k], q) - 2 * r <= LINK + 1e-6:
                seen.add(j)
                stack.append(j)
    return len(seen) == len(centres)


def discs_meet(discs, tol=1e-9):
    """A point common to every disc (centre, radius), or None: where
    discs meet, a crossing of two lies in all, or one disc lies in all."""
    cands = [c for c, _ in discs]
    for (c1, r1), (c2, r2) in itertools.combinations(discs, 2):
        l = d(c1, c2)
        if l == 0 or l > r1 + r2 or l < abs(r1 - r2):
            continue
        a = (l * l + r1 * r1 - r2 * r2) / (2 * l)
        h = math.sqrt(max(r1 * r1 - a * a, 0))
        ux, uy = (c2[0] - c1[0]) / l, (c2[1] - c1[1]) / l
        mx, my = c1[0] + ux * a, c1[1] + uy * a
        cands += [(mx - uy * h, my + ux * h), (mx + uy * h, my - ux * h)]
    for p in cands:
        if all(d(p, c) <= r + tol for c, r in discs):
            return p
    return None


def lens_dist(p, c1, r1, c2, r2):
    """The distance from p to the lens of two discs (brute force: a fine
    walk round both rims and the inside test)."""
    if d(p, c1) <= r1 and d(p, c2) <= r2:
        return 0.0
    best = math.inf
    for c, r in ((c1, r1), (c2, r2)):
        for k in range(20000):
            a = 2 * math.pi * k / 20000
            q = (c[0] + r * math.cos(a), c[1] + r * math.sin(a))
            if d(q, c1) <= r1 + 1e-9 and d(q, c2) <= r2 + 1e-9:
                best = min(best, d(p, q))
    return best


# --- three bridges --------------------------------------------------------

@scenario
def three_bridges():
    name, doc = "three_bridges", load("three_bridges")
    r = R25
    C, L = 2 * r, 2 * r + LINK
    T = [(10, 20), (21.2, 20)]
    M = [(11, 13.5), (8.8, 12.1), (13.2, 13.6), (16, 13.2), (18.9, 13.7)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    assert coherent(M, r)
    needs = [[d(m, t) - C for t in T] for m in M]
    first = min(range(5), key=lambda i: min(needs[i]))
    assert first == 0 and sorted(min(n) for n in needs)[:2] == [needs[0][0], needs[4][1]]
    reach = [i for i in range(5) if min(needs[i]) <= MOVE]
    assert reach == [0, 4], reach
    A = contact_point(M[0], T[0], C)
    expect(name, doc, ["units", "M", "models", 0], A)
    # M4's contact points: T1's contact circle within its move.
    ends = []
    for k in range(2880):
        a = 2 * math.pi * k / 2880
        q = (T[1][0] + C * math.cos(a), T[1][1] + C * math.sin(a))
        if d(q, M[4]) <= MOVE:
            ends.append(q)
    # No bridge, one or two: every end is farther than 3L from A.
    assert min(d(A, q) for q in ends) > 3 * L
    # Three, in each order: P2 on a grid; P1 and P3 each where three discs meet.
    def chain(order, step=0.05):
        s1, s2, s3 = (M[i] for i in order)
        n = int(MOVE / step)
        for i in range(-n, n + 1):
            for j in range(-n, n + 1):
                p2 = (s2[0] + i * step, s2[1] + j * step)
                if d(p2, s2) > MOVE or d(p2, A) > 2 * L or d(p2, T[1]) > C + 2 * L:
                    continue
                p1 = discs_meet([(A, L), (s1, MOVE), (p2, L)])
                if p1 is None:
                    continue
                for q in ends:
                    if d(p2, q) <= 2 * L:
                        p3 = discs_meet([(q, L), (s3, MOVE), (p2, L)])
                        if p3:
                            return p1, p2, p3, q
        return None
    orders = {o: chain(o) for o in itertools.permutations([1, 2, 3])}
    good = [o for o, w in orders.items() if w]
    if good != [(1, 2, 3)]:
        fail(name, f"the orders that chain: {good}, the header says only M1, M2, M3")
    # The header's chain, exactly.
    P = [(12.26, 16.96), (15.14, 17.63), (18.03, 18.25)]
    B = contact_point(M[4], T[1], C)
    pts = [A] + P + [B]
    assert all(d(pts[i], pts[i + 1]) <= L for i in range(4))
    assert all(d(P[i], M[i + 1]) <= MOVE for i in range(3))
    assert min(d(p, q) for p, q in itertools.combinations(pts, 2)) >= C
    # Nearest first: M2 next to M0; M1 then reaches neither the middle nor the last.
    gaps = {i: d(M[i], A) - L for i in (1, 2, 3)}
    assert min(gaps, key=gaps.get) == 2
    assert abs(lens_dist(M[1], A, 2 * L, T[1], C + 2 * L) - 7.7500) < 1e-3
    assert abs(d(M[1], T[1]) - 14.7027) < 1e-4 and d(M[1], T[1]) - (C + L) > MOVE
    # ENGAGED: the two in contact, the chain's ends; the middle is out of L of both.
    engaged = 4
    expect(name, doc, ["units", "M", "in_contact"], 2)
    expect(name, doc, ["units", "M", "engaged"], engaged)
    expect(name, doc, ["units", "M", "coherent"], True)
    expect(name, doc, ["units", "T", "in_contact"], 2)
    expect(name, doc, ["units", "T", "engaged"], 2)
    expect(name, doc, ["events"], ["engaged M T"])


def main():
    for f in SCENARIOS:
        f()
        print(f"ok   {f.__name__}")
    names = {f.__name__ for f in SCENARIOS}
    files = {n[:-5] for n in os.listdir(HERE) if n.endswith(".yaml")}
    for missing in sorted(files - names):
        fail(missing, "no check for this scenario")
    if FAILED:
        sys.exit(1)
    print(f"{len(SCENARIOS)} scenarios checked")


if __name__ == "__main__":
    main()
