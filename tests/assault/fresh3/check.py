#!/usr/bin/env python3
"""Independent re-check of tests/assault/fresh3 (written from the seed text and the spec
only; no rulec code, no rulec output).

For each scenario the table CLAIMS below says, in numbers, what the header argues:
  - straight: model i of A moves straight to point p (its end), a length the header gives;
    the segment is checked clear of every other model and impassable polygon;
  - witness: an order of moving and, per model, a polyline route; each route is checked
    against the models where they stand at that time (no overlap), impassable terrain,
    the 1in zone of enemy units not charged, and the move (or the higher die); the end
    state's in_contact / engaged / coherent (and the target's in_contact) must equal the
    scenario's expect: so the expected count is achievable;
  - cannot: model i cannot reach base contact with any target model: the straight-line
    distance to the nearest contact point is more than the move (a route is never
    shorter than the straight line), or, where named, to the only spots left;
  - exact numbers the header prints (lengths round a friend or a 1in zone, tangents) are
    recomputed here with their own code.
Run: python3 tests/assault/fresh3/check.py  (exit 1 on any mismatch)
"""
import math
import os
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
MM = 1 / 25.4
TOL = 0.001
EPS = 1e-9


def length(v):
    if isinstance(v, (int, float)):
        return float(v)
    s = str(v).strip()
    for suf, k in (("in", 1.0), ('"', 1.0), ("mm", MM), ("cm", 10 * MM)):
        if s.endswith(suf):
            return float(s[: -len(suf)]) * k
    return float(s)


def pt(p):
    return (length(p[0]), length(p[1]))


def dist(a, b):
    return math.hypot(a[0] - b[0], a[1] - b[1])


def seg_point(a, b, p):
    dx, dy = b[0] - a[0], b[1] - a[1]
    L2 = dx * dx + dy * dy
    t = 0.0 if L2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / L2))
    return math.hypot(a[0] + t * dx - p[0], a[1] + t * dy - p[1])


def seg_seg(a, b, c, d):
    def orient(p, q, r):
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    o1, o2, o3, o4 = orient(a, b, c), orient(a, b, d), orient(c, d, a), orient(c, d, b)
    if o1 * o2 < 0 and o3 * o4 < 0:
        return 0.0
    return min(seg_point(a, b, c), seg_point(a, b, d), seg_point(c, d, a), seg_point(c, d, b))


def inside(poly, p):
    x, y = p
    n, c = len(poly), False
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            c = not c
    return c


def seg_poly(a, b, poly):
    if inside(poly, a) or inside(poly, b):
        return 0.0
    return min(seg_seg(a, b, poly[i], poly[(i + 1) % len(poly)]) for i in range(len(poly)))


class Scn:
    def __init__(self, path):
        self.name = os.path.basename(path)[:-5]
        self.y = yaml.safe_load(open(path))
        self.units = {}
        for uid, u in self.y["units"].items():
            self.units[uid] = dict(side=u["side"], r=length(u["base"]["round"]) / 2,
                                   models=[pt(m) for m in u["models"]])
        self.walls = [[pt(p) for p in t["polygon"]] for t in self.y.get("terrain", [])
                      if t["kind"] == "impassable"]
        self.slow = [([pt(p) for p in t["polygon"]], t["kind"]) for t in self.y.get("terrain", [])
                     if t["kind"] in ("difficult", "dangerous")]
        a = self.y["args"]
        self.unit, self.target, self.move = a["unit"], a["target"], length(a["move"])
        dice = self.y.get("dice")
        self.die = max(dice[0]) if dice else None
        self.allow = self.move if self.die is None else float(self.die)
        self.side = self.units[self.unit]["side"]
        self.pos = {u: list(v["models"]) for u, v in self.units.items()}

    def r(self, u):
        return self.units[u]["r"]

    def others_zone(self):
        """(centre, radius of the forbidden zone for the unit's centre)."""
        out = []
        ra = self.r(self.unit)
        for u, v in self.units.items():
            if v["side"] != self.side and u != self.target:
                out += [(m, v["r"] + 1.0 + ra) for m in self.pos[u]]
        return out

    def route_ok(self, i, route):
        """route: list of points starting at model i's current centre."""
        ra = self.r(self.unit)
        errs = []
        if dist(route[0], self.pos[self.unit][i]) > 1e-6:
            errs.append("route does not start at the model")
        total = sum(dist(route[k], route[k + 1]) for k in range(len(route) - 1))
        if total > self.allow + TOL:
            errs.append("route %.4f > %.4f" % (total, self.allow))
        for k in range(len(route) - 1):
            a, b = route[k], route[k + 1]
            for u, v in self.units.items():
                for j, m in enumerate(self.pos[u]):
                    if u == self.unit and j == i:
                        continue
                    if seg_point(a, b, m) < ra + v["r"] - TOL:
                        errs.append("segment %d passes %s#%d at %.4f" % (k, u, j, seg_point(a, b, m)))
            for w in self.walls:
                if seg_poly(a, b, w) < ra - TOL:
                    errs.append("segment %d hits a wall (%.4f)" % (k, seg_poly(a, b, w)))
            for c, z in self.others_zone():
                if seg_point(a, b, c) < z - TOL:
                    errs.append("segment %d within 1in of an enemy not charged" % k)
        return total, errs

    def move_model(self, i, route):
        total, errs = self.route_ok(i, route)
        self.pos[self.unit][i] = route[-1]
        return total, errs

    def touching(self, a, ra, b, rb):
        dd = dist(a, b) - ra - rb
        return -TOL <= dd <= TOL

    def state(self):
        A, T = self.pos[self.unit], self.pos[self.target]
        ra, rt = self.r(self.unit), self.r(self.target)
        enemies = [(m, v["r"]) for u, v in self.units.items() if v["side"] != self.side
                   for m in self.pos[u]]
        inc = [i for i, m in enumerate(A) if any(self.touching(m, ra, e, re) for e, re in enemies)]
        eng = [i for i, m in enumerate(A) if i in inc or any(dist(m, A[j]) - 2 * ra <= 2 + TOL for j in inc if j != i)]
        tin = [k for k, t in enumerate(T) if any(self.touching(t, rt, m, ra) for m in A)]
        # coherency: each within 2in of another, one chain
        n = len(A)
        adj = {i: [j for j in range(n) if j != i and dist(A[i], A[j]) - 2 * ra <= 2 + TOL] for i in range(n)}
        seen, stack = {0}, [0]
        while stack:
            for j in adj[stack.pop()]:
                if j not in seen:
                    seen.add(j)
                    stack.append(j)
        coherent = len(seen) == n and all(adj[i] for i in range(n)) if n > 1 else True
        # overlaps
        over = []
        for u, v in self.units.items():
            for j, m in enumerate(self.pos[u]):
                for i, a in enumerate(A):
                    if (u, j) != (self.unit, i) and dist(a, m) < ra + v["r"] - TOL:
                        over.append((i, u, j))
        return dict(in_contact=len(inc), engaged=len(eng), coherent=coherent,
                    t_in_contact=len(tin), overlaps=over)

    def contact_lb(self, i, tks=None):
        """straight-line distance from model i's start to base contact with target models."""
        a = self.units[self.unit]["models"][i]
        T = self.units[self.target]["models"]
        tks = range(len(T)) if tks is None else tks
        return min(dist(a, T[k]) - self.r(self.unit) - self.r(self.target) for k in tks)


def expected(s):
    e = s.y["expect"].get("units", {})
    return e.get(s.unit, {}), e.get(s.target, {})


FAILS = []


def fail(name, msg):
    FAILS.append("%s: %s" % (name, msg))


def hug(c, r, degrees):
    """waypoints round a corner or a base: c + r at each bearing (degrees from east)."""
    return [(c[0] + r * math.cos(math.radians(a)), c[1] + r * math.sin(math.radians(a))) for a in degrees]


def check_witness(s, moves):
    for i, route in moves:
        total, errs = s.move_model(i, [s.pos[s.unit][i]] + [tuple(p) for p in route])
        for e in errs:
            fail(s.name, "model %d: %s" % (i, e))
    st = s.state()
    ea, et = expected(s)
    if st["overlaps"]:
        fail(s.name, "witness overlaps %s" % st["overlaps"])
    for k in ("in_contact", "engaged", "coherent"):
        if k in ea and ea[k] != st[k]:
            fail(s.name, "witness %s %s, expected %s" % (k, st[k], ea[k]))
    if "in_contact" in et and et["in_contact"] != st["t_in_contact"]:
        fail(s.name, "witness target in_contact %s, expected %s" % (st["t_in_contact"], et["in_contact"]))
    return st


def check_cannot(s, models, slots=None):
    """models cannot reach contact (straight-line bound); slots: optional list of the only
    points where contact is still possible (then the bound is to those points)."""
    for i in models:
        a = s.units[s.unit]["models"][i]
        lb = s.contact_lb(i) if slots is None else min(dist(a, p) for p in slots)
        if lb <= s.allow + TOL:
            fail(s.name, "model %d can perhaps reach: bound %.4f <= %.4f" % (i, lb, s.allow))


def check_pos(s, i, p):
    ea, _ = expected(s)
    want = pt(ea["models"][i]) if i in ea.get("models", {}) else None
    if want is None or dist(want, p) > 0.0015:
        fail(s.name, "model %d: computed end %s, expected %s" % (i, p, want))


def toward(a, b, d):
    L = dist(a, b)
    return (a[0] + (b[0] - a[0]) * d / L, a[1] + (b[1] - a[1]) * d / L)


def load(name):
    path = os.path.join(HERE, name + ".yaml")
    if not os.path.exists(path):  # a proven count rulec falls short of waits out of the gate (aspin2)
        path = os.path.join(HERE, "..", "..", "..", "bench", "assault_pending", "fresh3", name + ".yaml")
    return Scn(path)


D25, D32, D40 = 25 * MM, 32 * MM, 40 * MM
SLOT = 15 - D25      # the only spot in an alcove (y), straight below its model


def straight_line(name, moved_to, cannot=(), only=None):
    """every model i in moved_to goes straight up to its end; in order."""
    s = load(name)
    st = check_witness(s, [(i, [p]) for i, p in moved_to])
    check_cannot(s, cannot, only)
    return s


def c_line_five_exactly_six():
    s = straight_line("line_five_exactly_six", [(i, (10 + 2 * i, 16)) for i in range(5)])
    for i in range(5):
        check_pos(s, i, (10 + 2 * i, 16)) if i in (0, 2, 4) else None


def c_short(name, models=None):
    s = load(name)
    models = range(len(s.units[s.unit]["models"])) if models is None else models
    check_cannot(s, models)
    ea, _ = expected(s)
    if ea.get("moved") is not False:
        fail(name, "a charge that cannot happen must expect moved: false")


def c_line_32_40():
    s = straight_line("line_five_32mm_on_40mm_exactly", [(i, (10 + 2.5 * i, 16)) for i in range(5)])
    check_pos(s, 1, (12.5, 16))
    check_pos(s, 3, (17.5, 16))


def c_blob_slant():
    s = load("blob_one_reaches_on_a_slant")
    A = s.units["A"]["models"]
    T = s.units["T"]["models"]
    end = toward(A[2], T[0], dist(A[2], T[0]) - D25)
    check_pos(s, 2, end)
    if abs(dist(A[2], end) - 6) > TOL:
        fail(s.name, "A#2 moves %.5f, not 6" % dist(A[2], end))
    check_cannot(s, [0, 1, 3, 4])
    # the rest: each to a point within 2in of A#2 (a ring round it), straight
    ring = {k: (end[0] + 2.7 * math.cos(math.radians(a)), end[1] + 2.7 * math.sin(math.radians(a)))
            for k, a in ((0, 205), (1, 180), (3, 230), (4, 255))}
    check_witness(s, [(2, [end])] + [(k, [ring[k]]) for k in (1, 0, 4, 3)])


def c_wood(name, ok):
    if ok:
        s = straight_line(name, [(i, (10 + 2 * i, 14)) for i in range(5)])
        check_pos(s, 0, (10, 14))
        check_pos(s, 4, (18, 14))
        if s.die < 4:
            fail(name, "die too small")
    else:
        c_short(name)


def c_rear_rank_wood(name, ok):
    if not ok:
        return c_short(name)
    s = load(name)
    moves = [(i, [(10 + 2 * i, 12)]) for i in range(5)] + [(5 + i, [(10 + 2 * i, 10.5)]) for i in range(5)]
    check_witness(s, moves)
    check_cannot(s, range(5, 10))
    check_pos(s, 0, (10, 12))


def c_wood_off():
    s = straight_line("wood_off_to_the_side", [(i, (10 + 2 * i, 14)) for i in range(5)])
    check_pos(s, 1, (12, 14))
    # the nearest charger's edge to the wood: 30 - 18 - r
    A = s.units["A"]["models"]
    if min(30 - a[0] for a in A) - s.r("A") < 11:
        fail(s.name, "the wood is near")


def c_dangerous_strip():
    s = load("dangerous_strip_first_model_tests")
    ends = [(10 + 2 * i, 14) for i in range(5)]
    ends[2] = (14, 13.5)
    check_witness(s, [(2, [ends[2]])] + [(i, [ends[i]]) for i in (0, 1, 3, 4)])
    check_pos(s, 2, (14, 13.5))


def c_dangerous_patch():
    s = load("dangerous_patch_before_one")
    check_witness(s, [(i, [(10 + 2 * i, 14)]) for i in range(5)])
    poly = s.slow[0][0]
    for i, a in enumerate(s.units["A"]["models"]):
        crosses = seg_poly(a, (a[0], 14), poly) < s.r("A")
        if crosses != (i == 2):
            fail(s.name, "model %d crosses the patch: %s" % (i, crosses))


def c_two_alcoves():
    s = load("two_alcoves_the_nearer_is_the_wrong_one")
    check_witness(s, [(0, [(13, SLOT)]), (2, [(20, 12.5), (20, SLOT)]), (1, [(24, 12.5), (24, SLOT)]),
                      (3, [(15.5, 13.5)]), (4, [(17.8, 13)]), (5, [(22, 12.6)])])
    check_cannot(s, [3, 4, 5])
    # A#2 cannot reach T#2's slot nor T#0
    a2 = s.units["A"]["models"][2]
    if min(dist(a2, (24, SLOT)), dist(a2, (13, 15)) - D25) <= 6:
        fail(s.name, "A#2 reaches more than T#1")
    check_cannot(s, [3, 4, 5], [(20, SLOT), (24, SLOT)])


def c_one_alcove():
    s = load("one_alcove_the_nearest_spot_is_the_wrong_one")
    east = (25.5 + D25 * math.sin(math.radians(60)), 15 - D25 * 0.5)
    check_witness(s, [(0, [(25.5, SLOT)]), (2, [(30, SLOT)]), (1, [east]), (3, [(30, 11.6)]), (4, [(28, 12.3)])])
    check_cannot(s, [3, 4])
    check_cannot(s, [3, 4], [(30, SLOT)])
    A = s.units["A"]["models"]
    if dist(A[2], (25.5, 15)) - D25 <= 6:
        fail(s.name, "A#2 reaches T#0")


def c_three_alcoves():
    s = load("three_alcoves_each_takes_the_nearer")
    check_witness(s, [(0, [(13, SLOT)]), (1, [(20, 12.5), (20, SLOT)]), (2, [(24, 12.5), (24, SLOT)]),
                      (3, [(28, 12.5), (28, SLOT)]), (4, [(15.5, 13.5)]), (5, [(17.8, 13)]),
                      (6, [(22, 12.6)]), (7, [(26, 12.6)])])
    check_cannot(s, range(4, 8))
    check_cannot(s, range(4, 8), [(20, SLOT), (24, SLOT), (28, SLOT)])


def c_gap_one_inch():
    s = load("wall_gap_one_inch")
    st = check_witness(s, [(2, [(14, 15 - D25)]),
                      (1, [(13.993, 11.75), (14.0, 12.5)] + hug((13.5, 12.5), 0.5, [18, 36, 54, 72])
                       + [(13.0, 13.1), toward((12, 15), (13.0, 13.1), D25)]),
                      (3, [(14.007, 11.75), (14.0, 12.5)] + hug((14.5, 12.5), 0.5, [162, 144, 126, 108])
                       + [(15.0, 13.1), toward((16, 15), (15.0, 13.1), D25)]),
                      (0, [(12.9, 11.45)]), (4, [(15.1, 11.45)])])
    check_pos(s, 2, (14, 15 - D25))
    # A#0, A#4: to the gap, through it, then to the nearest contact
    for i in (0, 4):
        a = s.units["A"]["models"][i]
        lb = dist(a, (13.992 if i == 0 else 14.008, 12.25)) + 2.75 - D25
        if lb <= 6:
            fail(s.name, "model %d bound %.4f" % (i, lb))


def round_wall_end(P, T0, e, y0, y1, r, D):
    """shortest route of a disc of radius r from P round the west end x=e of a wall (y0..y1)
    to base contact (D) with T0: tangent, arc, the wall's end, arc, tangent to T0's centre."""
    def tangent(X, C, sign):
        v = (X[0] - C[0], X[1] - C[1])
        L = math.hypot(*v)
        t = math.atan2(v[1], v[0]) + sign * math.acos(r / L)
        return t, (C[0] + r * math.cos(t), C[1] + r * math.sin(t)), math.sqrt(L * L - r * r)
    t1, q1, l1 = tangent(P, (e, y0), -1)
    t2, q2, l2 = tangent(T0, (e, y1), +1)
    total = l1 + r * (math.pi - abs(t1)) + (y1 - y0) + r * (math.pi - t2) + l2 - D
    return total, toward(T0, q2, D)


def c_gap_narrow():
    s = load("wall_gap_narrower_round_the_end")
    total, end = round_wall_end((10, 10), (10, 15), 8.5, 12, 12.5, D25 / 2, D25)
    if total > 6:
        fail(s.name, "A#0 round the end %.4f" % total)
    check_pos(s, 0, end)
    for i in range(1, 5):
        a = s.units["A"]["models"][i]
        lb = dist(a, (8.5 - D25 / 2, 12)) + 0.5 + dist((8.5 - D25 / 2, 12.5), (10, 15)) - D25
        if lb <= 6:
            fail(s.name, "model %d round the end %.4f" % (i, lb))
    # A#1 can stand west of the wall's end within 2in of A#0
    s.pos["A"][0] = end
    _, errs = s.route_ok(1, [(12, 10), (7.95, 11.4), (7.95, 12.9)])
    for e in errs:
        fail(s.name, "A#1 " + e)
    if dist((7.95, 12.9), end) > 2 + D25:
        fail(s.name, "A#1 not within 2in of A#0")


def c_two_ranks_offset():
    s = load("two_ranks_rear_offset_wall_east")
    s60, c60 = D25 * math.sin(math.radians(60)), D25 * 0.5
    yt = 13 + D25
    xs = [10, 12, 14, 16, 18]
    moves = [(i, [(xs[i], 13)]) for i in range(5)]
    moves += [(5 + i, [(xs[i] - 1, 12), (xs[i] - 0.995, 13)] + hug((xs[i], 13), 0.995, [170, 160])
               + [(xs[i] - s60, yt - c60)]) for i in range(5)]
    check_witness(s, moves)
    # the spots 120 degrees round (north side) are out of reach of the rear rank
    for i in range(5, 10):
        a = s.units["A"]["models"][i]
        if yt + c60 - a[1] <= 6:
            fail(s.name, "rear model %d reaches the north side" % i)


def c_conga():
    s = load("conga_line_of_seven")
    T = s.units["T"]["models"]
    sp = lambda c, a: (c[0] + D25 * math.sin(math.radians(a)), c[1] - D25 * math.cos(math.radians(a)))
    head = (20, 14 - D25)
    check_witness(s, [(0, [head]), (1, [(19.0, 12.0), sp(T[0], 60)]),
                      (2, [(21.2, 11.2)]), (3, [(19.6, 10.1)]), (4, [(20.8, 10.2)]),
                      (5, [(20.6, 8.4)]), (6, [(20.4, 6.9)])])
    check_pos(s, 0, head)
    check_cannot(s, [3, 4, 5, 6])
    a2 = s.units["A"]["models"][2]
    if min(dist(a2, sp(T[1], 60)), dist(a2, T[0]) - D25, dist(a2, T[2]) - D25) <= 6:
        fail(s.name, "A#2 reaches contact")
    a5 = s.units["A"]["models"][5]
    # A#5: within 2in of a model in contact only if it gets within 2+D of A#0's or A#1's end
    near = min(dist(a5, head), min(dist(a5, sp(T[1], x)) for x in range(-180, 181)),
               min(dist(a5, sp(T[0], x)) for x in range(-180, 181)))
    if near - 2 - D25 <= 6:
        fail(s.name, "A#5 could be engaged")


def c_jump(name, ok):
    if ok:
        s = straight_line(name, [(i, (10 + 2 * i, 15)) for i in range(5)])
        check_pos(s, 0, (10, 15))
    else:
        c_short(name)


def c_jump_open():
    s = straight_line("jump_twelve_open_eleven_nine", [(i, (10 + 2 * i, 21.9)) for i in range(5)])
    check_pos(s, 2, (14, 21.9))


def c_slow(name, ok):
    xs = [10, 11.5, 13, 14.5, 16, 17.5]
    if ok:
        s = straight_line(name, [(i, (xs[i], 14)) for i in range(6)])
        check_pos(s, 0, (10, 14))
        check_pos(s, 5, (17.5, 14))
    else:
        c_short(name)


def around_circle(P, Q, C, R):
    """shortest path P -> Q round the open disc (C, R)."""
    if seg_point(P, Q, C) >= R:
        return dist(P, Q)
    def tangents(X):
        v = (X[0] - C[0], X[1] - C[1])
        L = math.hypot(*v)
        a, b = math.atan2(v[1], v[0]), math.acos(R / L)
        return [(a + b, math.sqrt(L * L - R * R)), (a - b, math.sqrt(L * L - R * R))]
    best = float("inf")
    for ta, la in tangents(P):
        for tb, lb in tangents(Q):
            dth = abs((ta - tb + math.pi) % (2 * math.pi) - math.pi)
            best = min(best, la + lb + R * dth)
    return best


def c_big_friend():
    s = load("first_model_round_a_big_friend")
    A, T = s.units["A"]["models"], s.units["T"]["models"]
    F = s.units["F"]["models"][0]
    R = s.r("F") + s.r("A")
    r0 = around_circle(A[0], T[0], F, R) - D25
    if r0 <= 6 + TOL:
        fail(s.name, "A#0 reaches round F: %.4f" % r0)
    if seg_point(A[1], T[0], F) < R:
        fail(s.name, "A#1's line is not clear")
    end = toward(T[0], A[1], D25)
    check_pos(s, 1, end)
    # aspin3: every model ENGAGED, A#0 and A#2 round F's west, A#3 and A#4 east of it
    check_witness(s, [(1, [end]), (0, [(18.53, 11.61), (18.14, 12.7), (17.546169, 15.169625)]),
                      (2, [(18.35, 11.6), (18.243883, 13.25267)]), (4, [(22.812958, 13.25267)]),
                      (3, [(21.6, 10.0), (22.019547, 12.586919)])])
    check_cannot(s, [2, 3, 4])


def c_one_inch():
    s = load("one_inch_zone_bends_the_first")
    A, T = s.units["A"]["models"], s.units["T"]["models"]
    E = s.units["E"]["models"][0]
    Z = s.r("E") + 1 + s.r("A")
    # legal contact points on T#0, each reached round the zone; the best for each charger
    best = {}
    for i, a in enumerate(A):
        b = (float("inf"), None)
        for k in range(7200):
            th = 2 * math.pi * k / 7200
            p = (T[0][0] + D25 * math.cos(th), T[0][1] + D25 * math.sin(th))
            if dist(p, E) < Z - 1e-9:
                continue
            L = around_circle(a, p, E, Z)
            if L < b[0]:
                b = (L, p)
        best[i] = b
    first = min(best, key=lambda i: best[i][0])
    if first != 2:
        fail(s.name, "first model %d" % first)
    # the exact end: where T#0's contact circle meets the zone (western point)
    dx, dy = E[0] - T[0][0], E[1] - T[0][1]
    dd = math.hypot(dx, dy)
    aa = (D25 ** 2 - Z ** 2 + dd ** 2) / (2 * dd)
    h = math.sqrt(D25 ** 2 - aa * aa)
    m = (T[0][0] + aa * dx / dd, T[0][1] + aa * dy / dd)
    west = min([(m[0] + h * dy / dd, m[1] - h * dx / dd), (m[0] - h * dy / dd, m[1] + h * dx / dd)])
    if dist(west, best[2][1]) > 0.005:
        fail(s.name, "A#2's best spot %s, not the zone's edge %s" % (best[2][1], west))
    check_pos(s, 2, west)
    others = sorted(best[i][0] for i in best if i != 2)
    if others[0] - best[2][0] < 0.1:
        fail(s.name, "first model not clear: %s" % [best[i][0] for i in best])


def c_friend_in_front():
    s = load("friend_in_front_of_the_middle")
    A, T = s.units["A"]["models"], s.units["T"]["models"]
    F = s.units["F"]["models"][0]
    r2 = around_circle(A[2], T[2], F, 2 * s.r("A")) - D25
    if r2 > 6:
        fail(s.name, "A#2 round F %.4f" % r2)
    # witness: the others straight, A#2 by a polyline round F's east side
    check_witness(s, [(0, [(10, 14)]), (1, [(12, 14)]), (3, [(16, 14)]), (4, [(18, 14)]),
                      (2, [(14.75, 10.6), (15.05, 11.5), (14.75, 12.4), toward(T[2], (14.75, 12.4), D25)])])
    check_pos(s, 0, (10, 14))


def c_dangerous_rear():
    s = load("dangerous_rear_rank_moves_out")
    moves = [(i, [(10 + 2 * i, 12)]) for i in range(5)] + [(5 + i, [(10 + 2 * i, 11)]) for i in range(5)]
    check_witness(s, moves)
    check_cannot(s, range(5, 10))
    poly = s.slow[0][0]
    for i in range(5):
        if seg_poly(s.units["A"]["models"][i], (10 + 2 * i, 12), poly) < s.r("A"):
            fail(s.name, "front model %d touches the bog" % i)


def c_ruin():
    s = load("targets_in_a_dangerous_ruin")
    ends = [(10 + 2 * i, 14) for i in range(5)]
    ends[2] = (14, 13.7)
    check_witness(s, [(2, [ends[2]])] + [(i, [ends[i]]) for i in (0, 1, 3, 4)])
    check_pos(s, 2, (14, 13.7))
    if 13.7 - s.r("A") <= 12.5:
        fail(s.name, "not wholly inside")


def c_gap40(name, ok):
    s = load(name)
    if not ok:
        xl, xr = s.walls[0][1][0], s.walls[1][0][0]
        if xr - xl >= D40:
            fail(name, "the gap is not narrower than the base")
        A = s.units["A"]["models"]
        ends = min(min(dist(a, (w[0][0], 12.5)), dist(a, (w[1][0], 12.5))) for a in A for w in s.walls)
        far = min(min(abs(a[0] - 2), abs(40 - a[0])) for a in A)
        if far <= 6:
            fail(name, "round the wall's ends is near")
        return
    A = s.units["A"]["models"]
    end = (20, 16 - D40)
    check_pos(s, 2, end)
    # aspin3: every model ENGAGED, A#3 in the gap's mouth below A#2
    check_witness(s, [(2, [end]), (3, [(20.0, 11.6), (19.965, 12.31)]), (1, [(19.1, 10.975)]), (0, [(17.675, 11.71)]),
                      (4, [(20.745, 10.93)])])
    # the cork: corner to A#2's centre less than r + D
    xl = s.walls[0][1][0]
    if dist((xl, 13), end) >= s.r("A") + D40:
        fail(name, "not corked")


def c_column():
    s = load("target_column_end_on")
    h = math.sqrt(D25 ** 2 - 0.25)
    w = (20 - h - 0.574 * 0.3, 15.5 - 0.819 * 0.3)
    check_witness(s, [(2, [(20, 14 - D25)]), (1, [w, (20 - h, 15.5)]), (0, [(20 - h, 14.5)]),
                      (3, [(40 - w[0], w[1]), (20 + h, 15.5)]), (4, [(20 + h, 14.5)])])
    A = s.units["A"]["models"]
    # T#3 and T#4 out of reach for all but the first (which is fixed on T#0)
    for i in (0, 1, 3, 4):
        for k in (3, 4):
            if dist(A[i], s.units["T"]["models"][k]) - D25 <= 6:
                fail(s.name, "model %d reaches T#%d" % (i, k))


def c_spot_far():
    s = load("spot_beside_the_first_left_for_the_far_one")
    X = s.units["T"]["models"][0]
    sp = lambda a: (X[0] + D25 * math.sin(math.radians(a)), X[1] - D25 * math.cos(math.radians(a)))
    A = s.units["A"]["models"]
    # A#2's reach: the angles (>= 60) within 6in
    reach = [a for a in range(60, 181) if dist(A[2], sp(a)) <= 6]
    if not reach or min(reach) != 60 or max(reach) > 75:
        fail(s.name, "A#2 reaches %s" % reach)
    check_witness(s, [(0, [(20, 16 - D25)]), (1, [sp(120)]), (2, [sp(60)]),
                      (3, [toward(sp(60), A[3], 2.7)]), (4, [toward(sp(120), A[4], 2.7)])])
    check_cannot(s, [3, 4])


def c_conga_corked():
    s = load("conga_through_a_gap_corked")
    head = (20, 14.5 - D25)
    check_pos(s, 0, head)
    if dist((20.5, 12.5), head) >= D25 / 2 + D25:
        fail(s.name, "not corked")
    # aspin2: four ENGAGED, A#1 standing in the gap and A#2, A#3 just south of the wall
    check_witness(s, [(0, [head]), (1, [(20, 12.3)]), (2, [(19.0, 11.3)]), (3, [(21.0, 11.3)]),
                      (4, [(20, 10.2)]), (5, [(20, 8.5)])])


def c_40_on_25():
    s = straight_line("line_five_40mm_on_25mm_exactly", [(i, (10 + 2 * i, 16)) for i in range(5)])
    check_pos(s, 0, (10, 16))
    check_pos(s, 4, (18, 16))
    if abs(dist(s.units["A"]["models"][0], s.units["T"]["models"][0]) - s.r("A") - s.r("T") - 6) > TOL:
        fail(s.name, "not exactly 6")


def c_wood32():
    xs = [10, 11.6, 13.2, 14.8, 16.4]
    s = straight_line("wood_strip_32mm_six_and_one", [(i, (xs[i], 15.9)) for i in range(5)])
    check_pos(s, 0, (10, 15.9))
    check_pos(s, 2, (13.2, 15.9))
    if s.die != 6:
        fail(s.name, "the higher die is not 6")


def c_ringed():
    s = load("target_ringed_by_another_unit")
    T0 = s.units["T"]["models"][0]
    zone = [(e, s.r("E") + 1 + s.r("A")) for e in s.units["E"]["models"]]
    free = []
    for k in range(3600):
        th = 2 * math.pi * k / 3600
        p = (T0[0] + D25 * math.cos(th), T0[1] + D25 * math.sin(th))
        if all(dist(p, e) >= z - TOL for e, z in zone):
            free.append(k)
    if free:
        fail(s.name, "legal contact points exist: %s" % free[:3])
    if s.contact_lb(2) > 6:
        fail(s.name, "out of reach anyway")


def c_two_stragglers():
    s = load("two_stragglers_one_bridge")
    A, T = s.units["A"]["models"], s.units["T"]["models"][0]
    c = s.r("A") + s.r("T")
    link = 2 + 2 * s.r("A")
    if dist(A[2], T) - c <= 6 or dist(A[1], T) - c > 6:
        fail(s.name, "who reaches contact")
    for i in (3, 4):
        if dist(A[i], T) - c <= 6 + link:
            fail(s.name, "straggler %d can be engaged" % i)
    if dist(A[3], A[4]) <= 2 * (6 + link):
        fail(s.name, "one spare model could bridge both")
    end = (20, 20 - c)
    check_pos(s, 0, end)
    h, b = (17.6, 16.7), (22.4, 16.7)
    check_witness(s, [(0, [end]), (1, [h]), (2, [b]),
                      (3, [toward(h, A[3], 2.9)]), (4, [toward(b, A[4], 2.9)])])


def c_doorway():
    s = load("doorway_and_a_straggler")
    A, T = s.units["A"]["models"], s.units["T"]["models"]
    y0, y1 = 13.179, 16.179
    mouth = (21.596, y0)
    for i in range(len(A)):
        if i != 1 and dist(A[i], mouth) + (y1 - y0) + dist((21.596, y1), T[0]) - D25 <= 6:
            fail(s.name, "model %d may reach contact through the doorway" % i)
    e1 = toward(T[0], A[1], D25)
    st = check_witness(s, [(1, [e1]), (7, [(21.596, 12.5), (21.596, 15.0)]), (0, [(18.2, 12.6)]),
                           (6, [(21.596, 12.3)]), (5, [(19.2, 11.0), (19.558, 12.687)]), (4, [(23.9, 11.2)]),
                           (2, [(26.2, 9.8)]), (3, [(15.3, 12.4)])])
    # A#3 links only to a friend at x about 18.3 or less south of the building
    link = 2 + D25
    if dist(A[3], (18.2, 12.6)) > 6 + link or dist(A[3], (18.7, 12.687)) <= 6 + link:
        fail(s.name, "A#3's reach")
    # a second model in the doorway within link of A#1: only A#0 and A#7 can get there
    for i in (2, 4, 5, 6):
        if dist(A[i], (21.596, 12.5)) + (14.864 - 12.5) <= 6:
            fail(s.name, "model %d reaches the doorway's linking stretch" % i)


CLAIMS = [
    c_line_five_exactly_six,
    lambda: c_short("line_five_short_by_a_hair"),
    c_line_32_40,
    c_blob_slant,
    lambda: c_short("blob_one_short_on_a_slant"),
    lambda: c_wood("wood_strip_higher_die_exactly", True),
    lambda: c_wood("wood_strip_short_by_one_per_die", False),
    lambda: c_wood("wood_strip_double_four", True),
    lambda: c_wood("wood_strip_six_still_capped", True),
    lambda: c_rear_rank_wood("rear_rank_in_a_wood_two", True),
    lambda: c_rear_rank_wood("rear_rank_in_a_wood_double_one", False),
    c_wood_off,
    c_dangerous_strip,
    c_dangerous_patch,
    c_two_alcoves,
    c_one_alcove,
    c_three_alcoves,
    c_gap_one_inch,
    c_gap_narrow,
    c_two_ranks_offset,
    c_conga,
    lambda: c_jump("jump_twelve_through_a_wood", True),
    lambda: c_jump("jump_twelve_through_a_wood_short", False),
    c_jump_open,
    lambda: c_slow("slow_four_inch_32mm_six", True),
    lambda: c_slow("slow_four_inch_32mm_short", False),
    c_big_friend,
    c_one_inch,
    c_friend_in_front,
    c_dangerous_rear,
    c_ruin,
    lambda: c_gap40("gap_41mm_the_first_corks_it", True),
    lambda: c_gap40("gap_39mm_for_40mm_bases", False),
    c_column,
    c_spot_far,
    c_conga_corked,
    c_40_on_25,
    c_wood32,
    lambda: c_short("dangerous_strip_short_no_tests"),
    c_ringed,
    c_two_stragglers,
    c_doorway,
]


def main():
    for c in CLAIMS:
        c()
    done = set()
    for f in FAILS:
        print("FAIL", f)
    print("%d claim groups, %d failures" % (len(CLAIMS), len(FAILS)))
    return 1 if FAILS else 0


if __name__ == "__main__":
    sys.exit(main())
