#!/usr/bin/env python3
"""An independent check of the expectations in tests/assault/ordinary3.

Plain arithmetic only: it does not import or run rulec. It borrows the
small geometry helpers of ../ordinary2/check.py (contact points, segment
clearances, coherency, ENGAGED counts) and adds a discretised shortest-route
finder (a visibility graph round the bases, wall corners and 1in zones,
drawn as polygons just outside them) to check the exact routes worked by
hand round corners and bases. For each scenario it restates the table,
works the answer again and compares every expected value in the YAML.

    python3 tests/assault/ordinary3/check.py      # exits 1 on a mismatch
"""
import heapq
import importlib.util
import itertools
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("ordinary2_check", os.path.join(HERE, "..", "ordinary2", "check.py"))
b = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(b)

import yaml  # noqa: E402  (after the helpers, which need it too)

R25, R32, R40 = b.R25, b.R32, b.R40
C25 = 2 * R25
ZONE25 = C25 + b.SPACING  # a 25mm centre's distance from a 25mm model not charged
near, fail, toward = b.near, b.fail, b.toward


def load(name):
    with open(os.path.join(HERE, name + ".yaml")) as f:
        return yaml.safe_load(f)


def same(name, doc, uid, want):
    b.same_models(name, doc, uid, want)


def on_circle(c, R, deg):
    a = math.radians(deg)
    return (c[0] + R * math.cos(a), c[1] + R * math.sin(a))


def tangent(P, C, R, side):
    """The tangent from P to the circle (C, R): (angle at C in radians, the
    point, its length); side +1 anticlockwise of the line C-P, -1 clockwise."""
    d = math.dist(P, C)
    a = math.atan2(P[1] - C[1], P[0] - C[0])
    t = a + side * math.acos(R / d)
    return t, (C[0] + R * math.cos(t), C[1] + R * math.sin(t)), math.sqrt(d * d - R * R)


def wrap(P, K, R, Q, sideP, sideQ, stop):
    """The way from P round the circle (K, R) and straight at Q, ending stop
    short of Q: (length, end, tangent point from P, tangent point to Q)."""
    t1, p1, l1 = tangent(P, K, R, sideP)
    t2, p2, l2 = tangent(Q, K, R, sideQ)
    arc = abs(t2 - t1) % (2 * math.pi)
    arc = min(arc, 2 * math.pi - arc)
    end = toward(Q, p2, stop)
    return l1 + arc * R + l2 - stop, end, p1, p2


# --- a discretised shortest route, independent of the hand working --------

def _ccw(p, q, r):
    return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])


def _seg_seg(a, c, d, e):
    if _ccw(a, c, d) * _ccw(a, c, e) < 0 and _ccw(d, e, a) * _ccw(d, e, c) < 0:
        return 0.0
    return min(b.seg_dist(a, c, d), b.seg_dist(a, c, e), b.seg_dist(d, e, a), b.seg_dist(d, e, c))


def _inside(p, poly):
    s = [_ccw(poly[i], poly[(i + 1) % len(poly)], p) for i in range(len(poly))]
    return all(v > 0 for v in s) or all(v < 0 for v in s)


class Field:
    """Where a centre may go: at least k from each disc centre, at least k
    from each (convex) polygon, inside box. Nodes are drawn just outside
    each keep (a polygon circumscribing each circle), so a found route is
    legal and at most a little longer than the exact one."""

    def __init__(self, discs, polys, box, n=96):
        self.discs, self.polys, self.box = discs, polys, box
        nodes = []
        for c, k in discs:
            nodes += self._ring(c, k, n)
        for pts, k in polys:
            for v in pts:
                nodes += self._ring(v, k, max(16, n // 4))
        self.nodes = [p for p in nodes if self.free(p)]

    @staticmethod
    def _ring(c, k, n):
        ko = k / math.cos(math.pi / n) + 1e-9
        return [(c[0] + ko * math.cos(2 * math.pi * i / n), c[1] + ko * math.sin(2 * math.pi * i / n)) for i in range(n)]

    def free(self, p, eps=1e-9):
        x0, y0, x1, y1 = self.box
        if not (x0 - eps <= p[0] <= x1 + eps and y0 - eps <= p[1] <= y1 + eps):
            return False
        if any(math.dist(p, c) < k - eps for c, k in self.discs):
            return False
        return all(not _inside(p, pts) and min(b.seg_dist(pts[i], pts[(i + 1) % len(pts)], p) for i in range(len(pts))) >= k - eps
                   for pts, k in self.polys)

    def clear(self, a, c, eps=1e-7):
        if any(b.seg_dist(a, c, d) < k - eps for d, k in self.discs):
            return False
        for pts, k in self.polys:
            if _inside(a, pts) or _inside(c, pts):
                return False
            if min(_seg_seg(a, c, pts[i], pts[(i + 1) % len(pts)]) for i in range(len(pts))) < k - eps:
                return False
        x0, y0, x1, y1 = self.box
        return all(x0 - eps <= q[0] <= x1 + eps and y0 - eps <= q[1] <= y1 + eps for q in (a, c))

    def shortest(self, start, goals):
        """The shortest route from start to any of goals: (length, route)."""
        pts = [start] + self.nodes + list(goals)
        g0 = 1 + len(self.nodes)
        dist, prev, done = {0: 0.0}, {}, set()
        heap = [(0.0, 0)]
        while heap:
            d, i = heapq.heappop(heap)
            if i in done:
                continue
            done.add(i)
            if i >= g0:
                route = [pts[i]]
                while i in prev:
                    i = prev[i]
                    route.append(pts[i])
                return d, route[::-1]
            for j in range(1, len(pts)):
                if j not in done:
                    nd = d + math.dist(pts[i], pts[j])
                    if nd < dist.get(j, math.inf) and self.clear(pts[i], pts[j]):
                        dist[j], prev[j] = nd, i
                        heapq.heappush(heap, (nd, j))
        return math.inf, None


def into_contact(field, start, t, R, n=720):
    """The shortest discretised route from start into contact with a base
    whose centres-in-contact circle is (t, R)."""
    goals = [g for g in (on_circle(t, R, 360 * k / n) for k in range(n)) if field.free(g)]
    return field.shortest(start, goals)


BOARD = (48, 24)


def box(r):
    return (r, r, BOARD[0] - r, BOARD[1] - r)


def rect(x0, y0, x1, y1):
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


SCENARIOS = []


def scenario(f):
    SCENARIOS.append(f)
    return f


# ---------------------------------------------------------------------------


@scenario
def already_in_contact():
    name = "already_in_contact"
    doc = load(name)
    T = [(10, 14), (11.5, 14), (13, 14)]
    M = [(10, 14 - C25), (11.5, 11), (13.4, 10.5)]
    same(name, doc, "M", M)
    same(name, doc, "T", T)
    need = [[math.dist(m, t) - C25 for t in T] for m in M]
    assert near(need[0][0], 0, 1e-9), "M0 touches T0"
    assert min(need[1] + need[2]) > 0.5, "only M0 needs no movement"
    assert b.coherent(M, R25)
    # each of the others to the target model not yet touched: M1 to T1, M2 to T2
    assert need[1][1] == min(need[1]) and need[2][2] == min(need[2])
    f1 = b.contact_point(T[1], C25, M[1])
    f2 = b.contact_point(T[2], C25, M[2])
    b.route_ok(name, [M[1], f1], R25, 6, [(M[0], C25), (M[2], C25)] + [(t, C25) for t in T], what="M1")
    b.route_ok(name, [M[2], f2], R25, 6, [(M[0], C25), (f1, C25)] + [(t, C25) for t in T], what="M2")
    final = [M[0], f1, f2]
    b.no_overlap(name, [(q, R25) for q in final + T])
    b.unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    b.target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    b.check_events(name, doc, ["engaged M T"])


@scenario
def in_contact_others_short():
    name = "in_contact_others_short"
    doc = load(name)
    T = [(10, 14), (11.5, 14)]
    M = [(10, 14 - C25), (11.8, 10.8)]
    same(name, doc, "M", M)
    same(name, doc, "T", T)
    move = 2
    assert b.coherent(M, R25)
    assert min(math.dist(M[1], t) - C25 for t in T) > move, "M1 reaches no contact"
    # as near a target as it can: the straight move at the nearer target model
    e1 = toward(M[1], T[1], move)
    e0 = toward(M[1], T[0], move)
    assert math.dist(e1, T[1]) < math.dist(e0, T[0])
    assert math.dist(e1, M[0]) - C25 <= b.LINK, "within 2in of the model in contact"
    final = [M[0], e1]
    b.no_overlap(name, [(q, R25) for q in final + T])
    b.unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    b.target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    b.check_events(name, doc, ["engaged M T"])


@scenario
def board_edge_gap_narrow():
    name = "board_edge_gap_narrow"
    doc = load(name)
    M, T = (1.5, 10), (1.5, 15)
    wall = rect(0.3, 12, 8, 12.5)
    same(name, doc, "M", [M])
    same(name, doc, "T", [T])
    assert 0.3 - R25 < 0, "a centre past the edge side of the wall would be off the table"
    # the far way: at least to the corner (8, 12) less the radius, then from
    # (8, 12.5) into contact
    assert math.dist(M, (8, 12)) - R25 + math.dist((8, 12.5), T) - C25 > 6
    # the discretised router, the board as it is: no way within 6in
    fld = Field([(T, C25 - 1e-6)], [(wall, R25)], box(R25), n=48)
    d, _ = into_contact(fld, M, T, C25, n=240)
    assert d > 6, f"a way of {d}"
    # were there no edge: a way within 6in (what the edge forbids)
    fld = Field([(T, C25 - 1e-6)], [(wall, R25)], (-5, -5, 53, 29), n=48)
    d, _ = into_contact(fld, M, T, C25, n=240)
    assert d < 6, f"without the edge {d}"
    b.check_field(name, doc, "M", "moved", False)
    b.check_events(name, doc, ["didnt_make_it M T"])


@scenario
def board_edge_gap_wide():
    name = "board_edge_gap_wide"
    doc = load(name)
    M, T = (1.5, 10), (1.5, 15)
    wall = rect(1, 12, 8, 12.5)
    same(name, doc, "M", [M])
    same(name, doc, "T", [T])
    assert 1 - R25 >= R25, "the gap is as wide as the base at least"
    t1, p1, l1 = tangent(M, (1, 12), R25, -1)
    t2, p2, l2 = tangent(T, (1, 12.5), R25, +1)
    a1 = (math.degrees(t1) % 360) - 180
    a2 = 180 - math.degrees(t2)
    L = l1 + math.radians(a1 + a2) * R25 + 0.5 + l2 - C25
    end = toward(T, p2, C25)
    assert near(L, 4.451184, 2e-6), L
    # the router agrees (its route a little longer, never shorter)
    fld = Field([(T, C25 - 1e-6)], [(wall, R25)], box(R25), n=96)
    d, route = into_contact(fld, M, T, C25, n=1440)
    assert L - 1e-6 <= d <= L + 0.01, (d, L)
    assert math.dist(route[-1], end) < 0.05
    b.check_positions(name, doc, "M", [end])
    b.check_field(name, doc, "M", "in_contact", 1)
    b.check_events(name, doc, ["engaged M T"])


@scenario
def board_edge_ring():
    name = "board_edge_ring"
    doc = load(name)
    T = (0.6, 10)
    M = [(1.2 + 1.2 * i, 6) for i in range(5)]
    same(name, doc, "M", M)
    same(name, doc, "T", [T])
    assert b.coherent(M, R25)
    # the angles round T0 a base touching it may stand at, on the table
    amax = math.degrees(math.acos((R25 - T[0]) / C25))
    assert near(amax, 96.292, 1e-3)
    sep = 2 * math.degrees(math.asin(R25 / C25))  # bases touching T0 and each other
    assert near(sep, 60, 1e-9)
    need = [math.dist(m, T) - C25 for m in M]
    assert need[0] == min(need) and need[1] - need[0] > 0.3
    f0 = b.contact_point(T, C25, M[0])
    a0 = math.degrees(math.atan2(f0[1] - T[1], f0[0] - T[0]))
    # the most angles in [-amax, amax], 60 apart, one of them a0: below a0
    # none (a0 - 60 < -amax); above, floor((amax - a0) / 60) more
    assert a0 - sep < -amax
    most = 1 + int((amax - a0) // sep)
    assert most == 3
    # three can: M2 first, to a0 + 120 (straight, or round T0's east side
    # where the straight way cuts T0's contact circle), then M3 straight to
    # a0 + 60
    s1, s2 = on_circle(T, C25, a0 + sep), on_circle(T, C25, a0 + 2 * sep)
    keeps2 = [(f0, C25), (M[1], C25), (M[3], C25), (M[4], C25), (T, C25 - 1e-4)]
    if b.seg_dist(M[2], s2, T) >= C25 - 1e-4:
        b.route_ok(name, [M[2], s2], R25, 6, keeps2, what="M2")
    else:
        t, tp, tl = tangent(M[2], T, C25, +1)
        arc = math.radians(a0 + 2 * sep) - t
        assert arc > 0
        b.route_ok(name, [M[2]] + [on_circle(T, C25, math.degrees(t + arc * k / 40)) for k in range(41)],
                   R25, 6, keeps2, what="M2")
    b.route_ok(name, [M[3], s1], R25, 6, [(f0, C25), (s2, C25), (M[1], C25), (M[4], C25), (T, C25 - 1e-4)], what="M3")
    assert min(p[0] for p in [f0, s1, s2]) >= R25
    # were the edge not there, a0 - 60 and a0 - 120 take two more
    assert all(math.dist(on_circle(T, C25, a0 - k * sep), on_circle(T, C25, a0 + 2 * sep)) >= C25 - 1e-9 for k in (1, 2))
    b.check_positions(name, doc, "M", [f0])
    b.check_field(name, doc, "M", "in_contact", most)
    b.check_field(name, doc, "T", "in_contact", 1)
    b.check_events(name, doc, ["engaged M T"])


@scenario
def difficult_rear_model_way():
    name = "difficult_rear_model_way"
    doc = load(name)
    T = [(10, 15), (11.5, 15)]
    M = [(10, 10.5), (11, 8)]
    wood = rect(10.6, 8.8, 11.6, 9.6)
    same(name, doc, "M", M)
    same(name, doc, "T", T)
    assert b.coherent(M, R25)
    move = min(6, max(2, 5))  # the higher die, never more than the move
    # M1's way north enters the wood; M0's base never touches it
    assert b.poly_dist(M[1], toward(M[1], T[1], 0.4), wood) < R25
    assert b.poly_dist(M[0], (10, 15 - C25), wood) > R25
    need = [[math.dist(m, t) - C25 for t in T] for m in M]
    assert need[0][0] <= move and need[0][0] < min(need[1])
    assert min(need[1]) > 6, "M1 reaches no contact even at 6in"
    f0 = b.contact_point(T[0], C25, M[0])
    e1 = toward(M[1], T[1], move)
    assert math.dist(e1, T[1]) < math.dist(toward(M[1], T[0], move), T[0])
    assert math.dist(e1, f0) - C25 <= b.LINK
    final = [f0, e1]
    b.no_overlap(name, [(q, R25) for q in final + T])
    b.unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    b.target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    b.check_events(name, doc, ["engaged M T"])
    assert doc["dice"] == [[2, 5]]


@scenario
def one_inch_zones_close_the_way():
    name = "one_inch_zones_close_the_way"
    doc = load(name)
    M, T = (10.25, 10), (10.25, 16)
    X = [(9, 12.5), (11.5, 12.5)]
    same(name, doc, "M", [M])
    same(name, doc, "T", [T])
    same(name, doc, "X", X)
    assert X[0][0] + ZONE25 > X[1][0] - ZONE25, "no way between the zones"
    assert math.dist(*X) - C25 > C25, "a base alone would pass between the X bases"
    end = (T[0], T[1] - C25)
    assert all(math.dist(end, x) >= ZONE25 for x in X) and math.dist(M, T) - C25 <= 6
    L, _, _, _ = wrap(M, X[0], ZONE25, T, -1, +1, C25)
    assert near(L, 8.411290, 2e-6), L
    fld = Field([(x, ZONE25) for x in X] + [(T, C25 - 1e-6)], [], box(R25), n=96)
    d, _ = into_contact(fld, M, T, C25, n=720)
    assert d > 6 and L - 1e-6 <= d <= L + 0.02, d
    b.check_field(name, doc, "M", "moved", False)
    b.check_events(name, doc, ["didnt_make_it M T"])


@scenario
def first_not_into_the_gap():
    name = "first_not_into_the_gap"
    doc = load(name)
    M, A0, B0 = (10.6, 10), (10, 15), (11.6, 15)
    R = R32 + R25
    same(name, doc, "M", [M])
    same(name, doc, "A", [A0])
    same(name, doc, "B", [B0])
    toA, toB = math.dist(M, A0) - R, math.dist(M, B0) - R
    both = [p for p in b.circles_cross(A0, R, B0, R) if p[1] < 15][0]
    assert toA < toB < math.dist(M, both)
    f = b.contact_point(A0, R, M)
    assert math.dist(f, B0) > R + 0.5, "it touches A0 only"
    b.check_positions(name, doc, "M", [f])
    b.check_field(name, doc, "M", "in_contact", 1)
    b.check_field(name, doc, "A", "in_contact", 1)
    b.check_field(name, doc, "B", "in_contact", 0)
    b.check_events(name, doc, ["engaged M A"])
    assert "engaged M B" in doc["expect"]["no_events"]


@scenario
def line_40mm_on_25mm_tight():
    name = "line_40mm_on_25mm_tight"
    doc = load(name)
    T = [(10, 15), (11.2, 15), (12.4, 15)]
    C = [(9.5, 10), (11.2, 10), (12.9, 10)]
    R, D = R40 + R25, 2 * R40
    same(name, doc, "C", C)
    same(name, doc, "T", T)
    assert b.coherent(C, R40)
    need = [[math.dist(c, t) - R for t in T] for c in C]
    assert need[1][1] == min(min(r) for r in need)
    f1 = b.contact_point(T[1], R, C[1])
    n0 = b.contact_point(T[0], R, C[0])
    assert math.dist(n0, f1) < D, "the nearest point of T0 would overlap C1"
    f0 = min(b.circles_cross(T[0], R, f1, D), key=lambda p: math.dist(p, C[0]))
    f2 = min(b.circles_cross(T[2], R, f1, D), key=lambda p: math.dist(p, C[2]))
    for i, f in ((0, f0), (2, f2)):
        b.route_ok(name, [C[i], f], R40, 6, [(f1, D)] + [(t, R) for t in T], what=f"C{i}")
    assert math.dist(f0, T[1]) > R and math.dist(f2, T[1]) > R
    final = [f0, f1, f2]
    b.no_overlap(name, [(q, R40) for q in final] + [(t, R25) for t in T])
    b.unit_checks(name, doc, "C", final, R40, [(t, R25) for t in T])
    b.target_checks(name, doc, "T", T, R25, [(q, R40) for q in final])
    b.check_events(name, doc, ["engaged C T"])


@scenario
def pocket_not_greedy():
    name = "pocket_not_greedy"
    doc = load(name)
    T = [(10, 15), (12.6, 15), (14.1, 15)]
    F, A, B = (11.6, 11.5), (10, 11), (7.8, 9.6)
    walls = [rect(8.9, 13, 9.4, 16.1), rect(10.6, 13, 11.1, 16.1), rect(8.9, 15.6, 11.1, 16.1)]
    same(name, doc, "M", [F, A, B])
    same(name, doc, "T", T)
    assert b.coherent([F, A, B], R25)
    # one base at most touches T0: inside the pocket a centre has x in
    # [9.4 + r, 10.6 - r], 0.216in wide, less than a base
    assert (10.6 - R25) - (9.4 + R25) < C25
    keepT = [(t, C25 - 1e-6) for t in T]

    def way(p, t, others):
        fld = Field([(q, C25) for q in others] + keepT, [(w, R25) for w in walls], box(R25), n=64)
        return into_contact(fld, p, t, C25, n=720)

    need = {nm: [way(p, t, [q for q in (F, A, B) if q != p])[0] for t in T] for nm, p in (("F", F), ("A", A), ("B", B))}
    assert min(need["F"]) < min(need["A"]) < min(need["B"])
    assert near(need["F"][1], math.dist(F, T[1]) - C25, 1e-6), "F's way to T1 is straight"
    assert need["B"][1] > 6 and need["B"][2] > 6, "B reaches T0 only"
    assert need["A"][0] < need["B"][0] <= 6
    f = b.contact_point(T[1], C25, F)
    # each for itself: A, nearer, takes T0 in the pocket, and B is left with
    # nothing: 2 in contact, 2 touched. The optimum: A to T2, B to T0.
    LA, eA, _, _ = wrap(A, f, C25, T[2], +1, -1, C25)
    assert b.seg_dist(A, b.contact_point(T[2], C25, A), f) < C25, "A's straight way to T2 meets F's base"
    LB, eB, _, _ = wrap(B, (9.4, 13), R25, T[0], +1, -1, C25)
    assert near(LA, 4.815899, 2e-6) and near(LB, 5.025031, 2e-6), (LA, LB)
    dA, rA = way(A, T[2], [f, B])
    dB, rB = way(B, T[0], [f, eA])
    assert LA - 1e-6 <= dA <= LA + 0.01 and LB - 1e-6 <= dB <= LB + 0.01, (dA, dB)
    assert math.dist(rA[-1], eA) < 0.05 and math.dist(rB[-1], eB) < 0.08
    final = [f, eA, eB]
    b.no_overlap(name, [(q, R25) for q in final + T])
    got = b.unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    assert got == 3
    b.target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    b.check_events(name, doc, ["engaged M T"])


def _wood_charge(name):
    doc = load(name)
    T = [(10, 15), (13, 15)]
    M = [(10, 11), (11.2, 11)]
    wood = rect(12, 14, 14, 16)
    same(name, doc, "M", M)
    same(name, doc, "T", T)
    assert b.coherent(M, R25)
    need = [[math.dist(m, t) - C25 for t in T] for m in M]
    assert need[0][0] < min(need[1])
    assert need[1][0] < need[1][1], "M1's nearest way is to T0"
    assert b.poly_dist(M[1], b.contact_point(T[0], C25, M[1]), wood) > R25, "and it is open"
    # M1 to T1 touches a target model no other does: its way enters the wood
    f1 = b.contact_point(T[1], C25, M[1])
    assert b.poly_dist(M[1], f1, wood) < R25 and b.poly_dist(M[1], M[1], wood) > R25
    return doc, T, M, need, f1


@scenario
def fresh_target_in_a_wood():
    name = "fresh_target_in_a_wood"
    doc, T, M, need, f1 = _wood_charge(name)
    move = min(6, max(3, 4))
    assert need[0][0] <= move and need[1][1] <= move
    f0 = b.contact_point(T[0], C25, M[0])
    final = [f0, f1]
    b.no_overlap(name, [(q, R25) for q in final + T])
    b.unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    b.target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    b.check_events(name, doc, ["engaged M T"])
    assert doc["dice"] == [[3, 4]]


@scenario
def fresh_target_in_a_wood_short():
    name = "fresh_target_in_a_wood_short"
    doc, T, M, need, f1 = _wood_charge(name)
    move = min(6, max(2, 3))
    assert min(min(r) for r in need) > move
    b.check_field(name, doc, "M", "moved", False)
    b.check_events(name, doc, ["didnt_make_it M T"])
    assert doc["dice"] == [[2, 3]]


@scenario
def fresh_target_dangerous():
    name = "fresh_target_dangerous"
    doc, T, M, need, f1 = _wood_charge(name)
    move = min(6, max(3, 4))
    assert need[0][0] <= move and need[1][1] <= move
    f0 = b.contact_point(T[0], C25, M[0])
    final = [f0, f1]
    b.unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    b.target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    # M1 enters the bog, M0 never touches it
    b.check_events(name, doc, ["dangerous_terrain_test M#1", "engaged M T"])
    assert b.poly_dist(M[0], f0, rect(12, 14, 14, 16)) > R25
    assert doc["expect"]["no_events"] == ["dangerous_terrain_test M#0"]


@scenario
def in_contact_moves_to_fresh():
    name = "in_contact_moves_to_fresh"
    doc = load(name)
    T = [(10, 14), (12.2, 14.6)]
    M = [(10, 14 - C25), on_circle(T[0], C25, -30)]
    same(name, doc, "M", M)
    same(name, doc, "T", T)
    move = 1
    assert all(near(math.dist(m, T[0]), C25, 1e-6) for m in M), "both touch T0"
    need = [math.dist(m, T[1]) - C25 for m in M]
    assert need[0] > move >= need[1]
    f1 = b.contact_point(T[1], C25, M[1])
    # the way moves away from T0 all along
    assert all(math.dist(toward(M[1], f1, math.dist(M[1], f1) * k / 50), T[0]) >= C25 - 1e-9 for k in range(51))
    final = [M[0], f1]
    b.no_overlap(name, [(q, R25) for q in final + T])
    b.unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    b.target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    b.check_events(name, doc, ["engaged M T"])


@scenario
def support_against_the_first():
    name = "support_against_the_first"
    doc = load(name)
    T = [(10, 16), (14.8, 16.2)]
    M = [(10, 12.5), (12.8, 12.6)]
    move = 3
    same(name, doc, "M", M)
    same(name, doc, "T", T)
    assert b.coherent(M, R25)
    f0 = b.contact_point(T[0], C25, M[0])
    need1 = [math.dist(M[1], t) - C25 for t in T]
    assert min(need1) > move and need1[1] < need1[0], "out of reach, T1 its nearest"
    straight = toward(M[1], T[1], move)
    assert math.dist(straight, f0) - C25 > b.LINK, "straight at T1 it is not ENGAGED"
    gap = lambda p: min(math.dist(p, t) - C25 for t in T)  # noqa: E731
    cross = min(b.circles_cross(M[1], move, f0, C25), key=gap)
    assert b.seg_dist(M[1], cross, f0) >= C25 - 1e-9
    # no point within reach, clear of every base and within 2in of M0's base
    # is nearer a target model (a grid at 0.006in; straight ways suffice in
    # open ground)
    best = math.inf
    n = 1000
    for i in range(n + 1):
        for j in range(n + 1):
            p = (M[1][0] - move + 2 * move * i / n, M[1][1] - move + 2 * move * j / n)
            if math.dist(p, M[1]) > move or math.dist(p, f0) < C25 or math.dist(p, f0) - C25 > b.LINK:
                continue
            if any(math.dist(p, t) < C25 for t in T) or b.seg_dist(M[1], p, f0) < C25:
                continue
            best = min(best, gap(p))
    assert gap(cross) <= best + 1e-9 and best - gap(cross) < 0.01, (gap(cross), best)
    final = [f0, cross]
    b.no_overlap(name, [(q, R25) for q in final + T])
    b.unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    b.target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    b.check_events(name, doc, ["engaged M T"])


@scenario
def ten_on_five():
    name = "ten_on_five"
    doc = load(name)
    xs = [10, 12.5, 15, 17.5, 20]
    T = [(x, 16) for x in xs]
    F = [(x, 12) for x in xs]
    R = [(x + 1.25, 10.8) for x in xs]
    same(name, doc, "M", F + R)
    same(name, doc, "T", T)
    assert b.coherent(F + R, R25)
    fe = [b.contact_point(t, C25, f) for t, f in zip(T, F)]
    re = [on_circle(t, C25, -20) for t in T]
    placed = list(fe)
    longest = 0
    for i, (r, e) in enumerate(zip(R, re)):
        assert math.dist(e, fe[i]) > C25 and all(math.dist(e, t) >= C25 - 1e-9 for t in T)
        others = placed + R[i + 1:]
        fld = Field([(q, C25) for q in others] + [(t, C25 - 1e-6) for t in T], [], box(R25), n=48)
        d, route = fld.shortest(r, [e])
        assert d <= 6, f"rear model {i}: {d}"
        longest = max(longest, d)
        placed.append(e)
    assert longest < 4.88, longest
    final = fe + re
    b.no_overlap(name, [(q, R25) for q in final + T])
    got = b.unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    assert got == len(final), "every charger in contact: no placement has more"
    b.target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    b.check_events(name, doc, ["engaged M T"])


@scenario
def fresh_target_in_a_wood_low():
    name = "fresh_target_in_a_wood_low"
    doc = load(name)
    T = [(10, 15), (13.6, 15.6)]
    M = [(10, 11), (11.2, 11)]
    wood = rect(12.6, 14.6, 14.6, 16.6)
    same(name, doc, "M", M)
    same(name, doc, "T", T)
    need = [[math.dist(m, t) - C25 for t in T] for m in M]
    assert need[0][0] < min(need[1]) and need[1][0] < need[1][1] <= 6
    f1 = b.contact_point(T[1], C25, M[1])
    assert b.poly_dist(M[1], f1, wood) < R25, "at 6in M1 goes into the wood for T1"
    move = min(6, max(1, 4))
    assert need[1][1] > move, "at the roll it cannot"
    f0 = b.contact_point(T[0], C25, M[0])
    s = on_circle(T[0], C25, -30)
    assert near(math.dist(s, f0), C25, 1e-9)
    # M1's nearest point of T0's contact circle lies within 60 degrees of f0
    a = math.degrees(math.atan2(M[1][1] - T[0][1], M[1][0] - T[0][0]))
    assert -90 - 60 < a < -90 + 60 and a < -30
    L, _, tp, _ = wrap(M[1], f0, C25, s, +1, +1, 0)
    t1, tp1, l1 = tangent(M[1], f0, C25, +1)
    arc = math.atan2(s[1] - f0[1], s[0] - f0[0]) - t1
    L = l1 + arc * C25
    assert near(L, 3.538750, 2e-6) and L <= move, L
    fld = Field([(f0, C25), (T[0], C25 - 1e-6), (T[1], C25 - 1e-6)], [], box(R25), n=96)
    d, route = into_contact(fld, M[1], T[0], C25, n=1440)
    assert L - 1e-6 <= d <= L + 0.01 and math.dist(route[-1], s) < 0.02, (d, route[-1])
    final = [f0, s]
    b.no_overlap(name, [(q, R25) for q in final + T])
    b.unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    b.target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    b.check_events(name, doc, ["engaged M T"])
    assert doc["dice"] == [[1, 4]]


@scenario
def one_inch_zone_second_model():
    name = "one_inch_zone_second_model"
    doc = load(name)
    T = [(10, 15), (12, 15)]
    M = [(10, 11), (12.6, 10.8)]
    X = (13.7, 14.6)
    R, Z = R32 + R25, R32 + R40 + b.SPACING
    same(name, doc, "M", M)
    same(name, doc, "T", T)
    same(name, doc, "X", [X])
    assert b.coherent(M, R32)
    assert math.dist(M[0], T[0]) - R < math.dist(M[1], T[1]) - R
    f0 = b.contact_point(T[0], R, M[0])
    n1 = b.contact_point(T[1], R, M[1])
    assert math.dist(n1, X) < Z, "the nearest spot is in the zone"
    assert math.dist(T[1], X) < Z, "T1's centre is in the zone"
    cross = min(b.circles_cross(T[1], R, X, Z), key=lambda p: math.dist(p, M[1]))
    assert b.seg_dist(M[1], cross, X) < Z, "the straight way cuts the zone"
    t1, tp, l1 = tangent(M[1], X, Z, -1)
    arc = t1 - math.atan2(cross[1] - X[1], cross[0] - X[0])
    assert 0 < arc < math.radians(20)
    L = l1 + arc * Z
    assert near(L, 3.531389, 2e-6), L
    # the discretised search: no shorter way into contact with T1, clear of
    # the zone and of M0's base, and it ends at the crossing
    fld = Field([(X, Z), (f0, 2 * R32), (T[0], R - 1e-6), (T[1], R - 1e-6)], [], box(R32), n=192)
    d, route = into_contact(fld, M[1], T[1], R, n=2880)
    assert L - 1e-6 <= d <= L + 0.005 and math.dist(route[-1], cross) < 0.01, (d, route[-1])
    final = [f0, cross]
    assert math.dist(cross, f0) >= 2 * R32 and min(math.dist(p, X) for p in final) >= Z - 1e-9
    b.no_overlap(name, [(q, R32) for q in final] + [(t, R25) for t in T] + [(X, R40)])
    b.unit_checks(name, doc, "M", final, R32, [(t, R25) for t in T])
    b.target_checks(name, doc, "T", T, R25, [(q, R32) for q in final])
    b.check_events(name, doc, ["engaged M T"])


def main():
    only = sys.argv[1:]
    for f in SCENARIOS:
        if only and f.__name__ not in only:
            continue
        n = len(b.failures)
        try:
            f()
        except AssertionError as e:
            fail(f.__name__, f"the working does not hold: {e}")
        print(("ok   " if len(b.failures) == n else "FAIL ") + f.__name__)
    for line in b.failures:
        print("  " + line)
    names = {f.__name__ for f in SCENARIOS}
    on_disk = {n[:-5] for n in os.listdir(HERE) if n.endswith(".yaml")}
    for n in sorted(on_disk - names):
        print(f"  {n}.yaml: no check")
    sys.exit(1 if b.failures or on_disk - names else 0)


if __name__ == "__main__":
    main()
