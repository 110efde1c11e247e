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


def seg_clear(a, b, discs, tol=1e-9):
    """Whether segment ab keeps out of every open disc (centre, radius)."""
    return all(seg_point_dist(a, b, c) >= r - tol for c, r in discs)


def shortest(start, goals, discs, n=180):
    """A brute-force shortest way from start to the nearest of goals that
    keeps out of the open discs: Dijkstra over a visibility graph whose
    nodes are n points round each disc (a polygon drawn just outside it,
    so its chords stay clear) and the goals. An upper bound that tends to
    the exact length as n grows. Returns (length, goal)."""
    nodes = [start]
    for c, r in discs:
        R = r / math.cos(math.pi / n) * (1 + 1e-9)
        nodes += [(c[0] + R * math.cos(2 * math.pi * k / n), c[1] + R * math.sin(2 * math.pi * k / n)) for k in range(n)]
    nodes = [p for p in nodes if all(d(p, c) >= r - 1e-9 for c, r in discs)]
    dist = {0: 0.0}
    done = set()
    best = (math.inf, None)
    while True:
        k = min((i for i in dist if i not in done), key=dist.get, default=None)
        if k is None or dist[k] >= best[0]:
            return best
        done.add(k)
        p = nodes[k]
        for g in goals:
            if dist[k] + d(p, g) < best[0] and seg_clear(p, g, discs):
                best = (dist[k] + d(p, g), g)
        for j, q in enumerate(nodes):
            if j not in done and dist[k] + d(p, q) < dist.get(j, math.inf) and seg_clear(p, q, discs):
                dist[j] = dist[k] + d(p, q)


def circle_points(c, r, n):
    return [(c[0] + r * math.cos(2 * math.pi * k / n), c[1] + r * math.sin(2 * math.pi * k / n)) for k in range(n)]


def tangent_arc_tangent(p, q, c, k, side):
    """The way from p round the circle (c, k) on one side (+1 anticlockwise
    about c, -1 clockwise) to the tangent towards q: (length from p to the
    second tangent point, that point, the first tangent point, the arc)."""
    a, b = d(p, c), d(q, c)
    ap, aq = math.atan2(p[1] - c[1], p[0] - c[0]), math.atan2(q[1] - c[1], q[0] - c[0])
    t1, t2 = ap + side * math.acos(k / a), aq - side * math.acos(k / b)
    P1 = (c[0] + k * math.cos(t1), c[1] + k * math.sin(t1))
    P2 = (c[0] + k * math.cos(t2), c[1] + k * math.sin(t2))
    arc = (side * (t2 - t1)) % (2 * math.pi)
    return math.sqrt(a * a - k * k) + k * arc, P2, P1, arc


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


# --- routes round a 1in zone, at the limit and just over ------------------

def detour(name, D, uy, reaches):
    doc = load(name)
    r = R25
    C, K = 2 * r, 2 * r + SPACING
    M0, T0, U0 = (10, 10), (10, D), (10.3, uy)
    same_models(name, doc, "M", [M0])
    same_models(name, doc, "T", [T0])
    same_models(name, doc, "U", [U0])
    assert seg_point_dist(M0, T0, U0) < K  # the straight way is barred
    ways = []
    for side in (1, -1):
        l, P2, P1, arc = tangent_arc_tangent(M0, T0, U0, K, side)
        t2 = math.sqrt(d(T0, U0) ** 2 - K * K)
        ways.append((l + t2 - C, toward(P2, T0, t2 - C)))
    length, end = min(ways)
    # Brute force: a visibility graph round the zone to the contact circle.
    goals = [g for g in circle_points(T0, C, 1440) if d(g, U0) >= K]
    blen, bend = shortest(M0, goals, [(U0, K)])
    if abs(blen - length) > 5e-3 or d(bend, end) > 1e-2:
        fail(name, f"the brute force finds {blen:.4f} to {bend}, the tangents {length:.4f} to {end}")
    if reaches != (length <= MOVE):
        fail(name, f"the way is {length:.6f}in: reaches {length <= MOVE}, the header says {reaches}")
    if reaches:
        expect(name, doc, ["units", "M", "models", 0], end)
        expect(name, doc, ["units", "M", "in_contact"], 1)
        expect(name, doc, ["units", "M", "clear_of"], {"U": "1in"})
        expect(name, doc, ["units", "T", "in_contact"], 1)
        expect(name, doc, ["events"], ["engaged M T"])
    else:
        expect(name, doc, ["units", "M", "moved"], False)
        expect(name, doc, ["events"], ["didnt_make_it M T"])
    return length


@scenario
def detour_at_the_limit():
    assert abs(detour("detour_at_the_limit", 15.96, 12.98, True) - 5.978348) < 1e-6


@scenario
def detour_just_over():
    assert abs(detour("detour_just_over", 16.02, 13.01, False) - 6.027182) < 1e-6


# --- mixed bases at exactly 6in -------------------------------------------

@scenario
def mixed_bases_exactly_six():
    name, doc = "mixed_bases_exactly_six", load("mixed_bases_exactly_six")
    rm, rt = radius(doc, "M"), radius(doc, "T")
    assert abs(rm - R40) < 1e-12 and abs(rt - R32) < 1e-12
    C, L = rm + rt, 2 * rm + LINK
    M = [(254 / INCH, 254 / INCH), (12, 9.9)]
    T0 = (254 / INCH, 442.4 / INCH)
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", [T0])
    assert coherent(M, rm)
    need0 = (442.4 - 254 - 36) / INCH  # in mm: exact
    assert abs(need0 - MOVE) < 1e-12
    need1 = d(M[1], T0) - C
    assert need1 > MOVE
    A = contact_point(M[0], T0, C)
    assert d(A, (10, 16)) < 1e-9
    assert d(M[1], A) - L <= MOVE  # M1 reaches within 2in of M0
    expect(name, doc, ["units", "M", "models", 0], A)
    expect(name, doc, ["units", "M", "in_contact"], 1)
    expect(name, doc, ["units", "M", "engaged"], 2)
    expect(name, doc, ["units", "M", "coherent"], True)
    expect(name, doc, ["units", "T", "in_contact"], 1)
    expect(name, doc, ["units", "T", "engaged"], 1)


# --- two units: fresh target models of the second --------------------------

@scenario
def second_unit_fresh_over_nearer():
    name, doc = "second_unit_fresh_over_nearer", load("second_unit_fresh_over_nearer")
    r = R25
    C, L = 2 * r, 2 * r + LINK
    M = [(10, 10), (12, 10), (14, 10)]
    X, Y = [(10.5, 14.5)], [(12.5, 15), (14.5, 15)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "X", X)
    same_models(name, doc, "Y", Y)
    T = X + Y
    need = [[d(m, t) - C for t in T] for m in M]
    first = min(range(3), key=lambda i: min(need[i]))
    assert first == 0 and min(need[0]) == need[0][0]
    A = contact_point(M[0], T[0], C)
    # Every way of sending M1 and M2 straight to a target model: the most
    # touched, and among those a coherent one with no bases overlapping.
    best = None
    for j1, j2 in itertools.product(range(3), repeat=2):
        if need[1][j1] > MOVE or need[2][j2] > MOVE:
            continue
        P = [A, contact_point(M[1], T[j1], C), contact_point(M[2], T[j2], C)]
        ok = all(d(p, q) >= C - 1e-9 for p, q in itertools.combinations(P, 2)) and coherent(P, r)
        touched = len({0, j1, j2})
        if ok and (best is None or touched > best[0]):
            best = (touched, j1, j2)
    assert best == (3, 1, 2), best
    # Each for itself, nearest first: M1 doubles up on X0.
    assert min(range(3), key=lambda j: need[1][j]) == 0
    expect(name, doc, ["units", "M", "models", 0], A)
    expect(name, doc, ["units", "M", "in_contact"], 3)
    expect(name, doc, ["units", "M", "engaged"], 3)
    expect(name, doc, ["units", "M", "coherent"], True)
    expect(name, doc, ["units", "X", "in_contact"], 1)
    expect(name, doc, ["units", "Y", "in_contact"], 2)
    expect(name, doc, ["events"], ["engaged M X", "engaged M Y"])


# --- a double on the dice --------------------------------------------------

def seg_rect_meets(a, b, x0, x1, y0, y1, r):
    """Whether a base of radius r moving along ab overlaps the rectangle
    (sampled finely)."""
    for k in range(2001):
        p = (a[0] + (b[0] - a[0]) * k / 2000, a[1] + (b[1] - a[1]) * k / 2000)
        dx, dy = max(x0 - p[0], 0, p[0] - x1), max(y0 - p[1], 0, p[1] - y1)
        if math.hypot(dx, dy) < r:
            return True
    return False


@scenario
def higher_die_doubles():
    name, doc = "higher_die_doubles", load("higher_die_doubles")
    r = R25
    C, L = 2 * r, 2 * r + LINK
    M = [(10, 10), (11.5, 10)]
    T = [(10, 13.9), (11.5, 14.2)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    A = contact_point(M[0], T[0], C)
    assert seg_rect_meets(M[0], A, 9, 12.5, 11, 11.5, r)  # the unit rolls
    move = min(MOVE, max(doc["dice"][0]))
    assert move == 3
    need = [[d(m, t) - C for t in T] for m in M]
    assert need[0][0] <= move and min(need[1]) > move
    assert d(M[1], A) - L <= move
    expect(name, doc, ["units", "M", "models", 0], A)
    expect(name, doc, ["units", "M", "in_contact"], 1)
    expect(name, doc, ["units", "M", "engaged"], 2)
    expect(name, doc, ["units", "M", "coherent"], True)
    # T1 within 2in of T0, which is in contact: ENGAGED too.
    t_engaged = 1 + (d(T[1], T[0]) - C <= LINK)
    expect(name, doc, ["units", "T", "in_contact"], 1)
    expect(name, doc, ["units", "T", "engaged"], t_engaged)


# --- a target model flanked by a unit not charged --------------------------

def barred(t, us, C, K, n=7200):
    """Whether every point of t's contact circle is within K of one of us."""
    return all(any(d(p, u) < K for u in us) for p in circle_points(t, C, n))


@scenario
def flanked_target_model():
    name, doc = "flanked_target_model", load("flanked_target_model")
    r = R25
    C, K = 2 * r, 2 * r + SPACING
    M = [(8, 10), (10.5, 10)]
    T = [(8, 14.5), (13, 14.5)]
    U = [(11.7, 14.5), (14.3, 14.5)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    same_models(name, doc, "U", U)
    assert barred(T[1], U, C, K)
    worst = max(min(d(p, u) for u in U) for p in circle_points(T[1], C, 7200))
    assert abs(worst - 1.630568) < 1e-5
    free = [p for p in circle_points(T[0], C, 7200) if all(d(p, u) >= K for u in U)]
    assert len(free) == 7200
    A = contact_point(M[0], T[0], C)
    # M1's straight spot on T0 would overlap M0's base: the nearest spot
    # beside it, by a way clear of M0, T0 and U's zones, is within its move.
    goals = [g for g in circle_points(T[0], C, 1440) if d(g, A) >= C - 1e-9]
    length, spot = shortest(M[1], goals, [(u, K) for u in U] + [(A, C), (T[0], C)])
    assert length <= MOVE and all(d(spot, u) >= K for u in U)
    assert coherent([A, spot], r)
    expect(name, doc, ["units", "M", "models", 0], A)
    expect(name, doc, ["units", "M", "in_contact"], 2)
    expect(name, doc, ["units", "M", "engaged"], 2)
    expect(name, doc, ["units", "M", "coherent"], True)
    expect(name, doc, ["units", "T", "in_contact"], 1)
    expect(name, doc, ["units", "T", "engaged"], 1 + (d(T[0], T[1]) - C <= LINK))


@scenario
def flanked_only_target():
    name, doc = "flanked_only_target", load("flanked_only_target")
    r = R25
    C, K = 2 * r, 2 * r + SPACING
    T0, U = (13, 14.5), [(11.7, 14.5), (14.3, 14.5)]
    same_models(name, doc, "M", [(13, 10), (15, 10)])
    same_models(name, doc, "T", [T0])
    same_models(name, doc, "U", U)
    assert barred(T0, U, C, K)
    expect(name, doc, ["units", "M", "moved"], False)
    expect(name, doc, ["events"], ["didnt_make_it M T"])


# --- six round one ---------------------------------------------------------

@scenario
def six_round_one():
    name, doc = "six_round_one", load("six_round_one")
    r = R25
    C, L = 2 * r, 2 * r + LINK
    T0 = (20, 15)

    def at(rad, deg):
        return (round(T0[0] + rad * math.cos(math.radians(deg)), 5), round(T0[1] + rad * math.sin(math.radians(deg)), 5))
    M = [at(2.2, -90)] + [at(2.3, a) for a in (-18, 54, 126, 198)] + [at(3.8, -54), at(3.8, 18)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", [T0])
    assert coherent(M, r) and min(d(p, q) for p, q in itertools.combinations(M, 2)) >= C
    step = 2 * math.degrees(math.asin(r / C))
    assert abs(step - 60) < 1e-9 and int(360 / step + 1e-9) == 6
    need = [d(m, T0) - C for m in M]
    assert min(range(7), key=need.__getitem__) == 0
    A = contact_point(M[0], T0, C)
    # Each for itself: models 1-4 straight at their nearest points, 72 apart.
    angles = sorted([-90, -18, 54, 126, 198])
    gaps = [(angles[(i + 1) % 5] - angles[i]) % 360 for i in range(5)]
    assert all(g < 2 * step for g in gaps)  # no room for a sixth
    # Packed: slots every 60 degrees from -90; move in the order, each by
    # a way clear of every base standing (moved or not).
    slot = {1: -30, 6: 30, 2: 90, 3: 150, 4: 210}
    stand = {i: M[i] for i in range(7)}
    stand[0] = A
    for i in (1, 6, 2, 3, 4):
        s = (T0[0] + C * math.cos(math.radians(slot[i])), T0[1] + C * math.sin(math.radians(slot[i])))
        others = [(stand[j], C) for j in stand if j != i] + [(T0, C)]
        others = [(c, rr - 1e-7) for c, rr in others]  # touching is allowed
        length, _ = shortest(M[i], [s], others, n=72)
        assert length <= MOVE, (i, length)
        stand[i] = s
    contact = [i for i in stand if abs(d(stand[i], T0) - C) < 1e-9]
    assert len(contact) == 6
    # M5 within 2in of a model in contact where it stands: engaged.
    assert min(d(M[5], stand[i]) for i in contact) <= L
    assert coherent(list(stand.values()), r)
    expect(name, doc, ["units", "M", "models", 0], A)
    expect(name, doc, ["units", "M", "in_contact"], 6)
    expect(name, doc, ["units", "M", "engaged"], 7)
    expect(name, doc, ["units", "M", "coherent"], True)
    expect(name, doc, ["units", "T", "in_contact"], 1)
    expect(name, doc, ["units", "T", "engaged"], 1)


# --- ENGAGED is not passed on ----------------------------------------------

@scenario
def engaged_not_passed_on():
    name, doc = "engaged_not_passed_on", load("engaged_not_passed_on")
    r = R25
    C = 2 * r
    M0 = (10, 10)
    T = [(10, 15), (12.884252, 15), (12.5, 16.8)]
    same_models(name, doc, "M", [M0])
    same_models(name, doc, "T", T)
    need = [d(M0, t) - C for t in T]
    assert min(range(3), key=need.__getitem__) == 0 and need[0] <= MOVE
    A = contact_point(M0, T[0], C)
    gap = [d(T[0], t) - C for t in T[1:]]
    engaged = 1 + sum(g <= LINK for g in gap)
    assert gap[0] < LINK < gap[1] and d(T[1], T[2]) - C < LINK
    expect(name, doc, ["units", "M", "models", 0], A)
    expect(name, doc, ["units", "M", "in_contact"], 1)
    expect(name, doc, ["units", "M", "engaged"], 1)
    expect(name, doc, ["units", "T", "in_contact"], 1)
    expect(name, doc, ["units", "T", "engaged"], engaged)


# --- two units in turn on one model ----------------------------------------

def second_unit(name, B0):
    doc = load(name)
    r = R25
    C = 2 * r
    T0, A0 = (20, 15), (20, 10)
    same_models(name, doc, "A", [A0])
    same_models(name, doc, "B", [B0])
    same_models(name, doc, "T", [T0])
    a = contact_point(A0, T0, C)
    # B: brute force over the contact circle, A's base standing at a.
    goals = [g for g in circle_points(T0, C, 1440) if d(g, a) >= C - 1e-9]
    blen, bend = shortest(B0, goals, [(a, C), (T0, C)])
    e = (T0[0] + C * math.cos(math.radians(-30)), T0[1] + C * math.sin(math.radians(-30)))
    if d(bend, e) > 1e-2:
        fail(name, f"the brute force ends B at {bend}, the header at {e}")
    expect(name, doc, ["units", "A", "models", 0], a)
    expect(name, doc, ["units", "B", "models", 0], e)
    expect(name, doc, ["units", "A", "in_contact"], 1)
    expect(name, doc, ["units", "B", "in_contact"], 1)
    expect(name, doc, ["units", "T", "in_contact"], 1)
    expect(name, doc, ["events"], ["engaged A T", "engaged B T"])
    return a, e, blen


@scenario
def second_unit_beside_the_first():
    name = "second_unit_beside_the_first"
    B0 = (24, 12)
    a, e, blen = second_unit(name, B0)
    assert seg_clear(B0, e, [(a, 2 * R25)], tol=1e-9)
    assert abs(blen - d(B0, e)) < 1e-3 and abs(d(B0, e) - 4.024537) < 1e-6


@scenario
def second_unit_round_the_first():
    name = "second_unit_round_the_first"
    B0 = (20.5, 9)
    a, e, blen = second_unit(name, B0)
    C = 2 * R25
    assert abs(seg_point_dist(B0, e, a) - 0.819227) < 1e-6  # the straight way is barred
    # Exact: a tangent to the circle (a, C), then round it to e.
    t = math.sqrt(d(B0, a) ** 2 - C * C)
    t1 = math.atan2(B0[1] - a[1], B0[0] - a[0]) + math.acos(C / d(B0, a))
    te = math.atan2(e[1] - a[1], e[0] - a[0])
    length = t + C * ((te - t1) % (2 * math.pi))
    assert abs(length - 5.554572) < 1e-6 and abs(blen - length) < 5e-3, (length, blen)


# --- two gaps, two bridges -------------------------------------------------

@scenario
def two_gaps_two_bridges():
    name, doc = "two_gaps_two_bridges", load("two_gaps_two_bridges")
    r = R25
    C, L = 2 * r, 2 * r + LINK
    T = [(10, 20), (4.3, 20), (15.9, 20)]
    M = [(10.5, 15), (4.8, 14.5), (15.4, 14.5), (10, 13), (6.2, 12.3)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    need = [[d(m, t) - C for t in T] for m in M]
    assert min(range(5), key=lambda i: min(need[i])) == 0
    assert [i for i in range(5) if min(need[i]) <= MOVE] == [0, 1, 2]
    A, BL, BR = contact_point(M[0], T[0], C), contact_point(M[1], T[1], C), contact_point(M[2], T[2], C)
    assert L < d(A, BL) <= 2 * L and L < d(A, BR) <= 2 * L
    # Brute force: the points within L of both ends of a gap, on a grid, and
    # which of M3 and M4 reach one straight (clear of the bases standing).
    def reach(b, P, Q, others, step=0.01):
        best = math.inf
        n = int(L / step)
        for i in range(-n, n + 1):
            for j in range(-n, n + 1):
                x = (P[0] + i * step, P[1] + j * step)
                if d(x, P) <= L and d(x, Q) <= L and all(d(x, o) >= C for o in others) and seg_clear(M[b], x, [(o, C) for o in others]):
                    best = min(best, d(M[b], x))
        return best
    standing = [A, M[1], M[2]]  # M1 and M2 move after their bridge
    left = {b: reach(b, A, BL, standing) for b in (3, 4)}
    right = {b: reach(b, A, BR, standing) for b in (3, 4)}
    assert left[3] < left[4] <= MOVE and right[3] <= MOVE < right[4], (left, right)
    # Least movement first on the left leaves the right without a bridge;
    # the other way round both stand.
    expect(name, doc, ["units", "M", "models", 0], A)
    expect(name, doc, ["units", "M", "in_contact"], 3)
    expect(name, doc, ["units", "M", "engaged"], 5)
    expect(name, doc, ["units", "M", "coherent"], True)
    expect(name, doc, ["units", "T", "in_contact"], 3)
    expect(name, doc, ["units", "T", "engaged"], 3)
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
