#!/usr/bin/env python3
"""Independent check of the ordinary7/ scenarios: plain math, no rulec, its
own geometry (rectangles, separating axes, sampled sweeps).

For a charge scenario it works out again:
  * the charged Facing, by the arcs (the charger's Front Facing's centre
    against the 135-degree lines from the target's corners; on a line is
    the Flank) and the distance between the two Unit Boundaries, against
    the roll (plus `advance`);
  * every placement flat against that Facing (the charger's front on it,
    slid along it every 0.005in and at every base edge), ranked by
    Maximising Contact: 1. fewest enemy units touched, 2. most units in
    base contact with an enemy, 4. most models (bases of both units in base
    contact, corners count); it prints the best and the slides that reach
    it, which must be the expected end alone where the YAML pins B's Centre;
  * the header's route (ROUTE: forwards a, one Wheel theta about a front
    corner, clockwise +, forwards into contact, the Align Move about the
    point of contact) simulated piece by piece: it must pass into nothing
    and end where the YAML expects;
  * a brute force over every Charge Move (a every 0.25in, theta every 2
    degrees both ways and the Wheel that arrives square), with both Aligning
    Units 1 (the charger rotates) and 2 (the Charged unit rotates instead):
    no end reached may beat the expected one (priority 3: an end of the
    charger's own beats a turned one).
Flee and Pursuit scenarios are worked again with plain arithmetic.

Run: python3 check.py [NAME...]   (a few minutes)
"""
import math
import os
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
TOL = 1e-3


def length(v):
    if isinstance(v, (int, float)):
        return float(v)
    s = str(v).strip()
    for suf, k in (("mm", 1 / 25.4), ("cm", 10 / 25.4), ("in", 1.0), ('"', 1.0)):
        if s.endswith(suf):
            return float(s[:-len(suf)]) * k
    return float(s)


def fwd(b):
    a = math.radians(b)
    return (math.sin(a), math.cos(a))


def right(b):
    a = math.radians(b)
    return (math.cos(a), -math.sin(a))


def rot(q, p, deg):
    """q turned clockwise by deg about p"""
    t = math.radians(deg)
    x, y = q[0] - p[0], q[1] - p[1]
    return (p[0] + x * math.cos(t) + y * math.sin(t), p[1] - x * math.sin(t) + y * math.cos(t))


class R:
    """a rectangular unit: centre, facing, files x ranks of bases bw x bd"""

    def __init__(self, cx, cy, f, files, ranks, bw, bd):
        self.cx, self.cy, self.f = cx, cy, f % 360
        self.files, self.ranks, self.bw, self.bd = files, ranks, bw, bd
        self.w, self.d = files * bw, ranks * bd

    def corners(self):  # FL FR RR RL
        fv, rv = fwd(self.f), right(self.f)
        return [(self.cx + sx * self.w / 2 * rv[0] + sy * self.d / 2 * fv[0],
                 self.cy + sx * self.w / 2 * rv[1] + sy * self.d / 2 * fv[1])
                for sx, sy in ((-1, 1), (1, 1), (1, -1), (-1, -1))]

    def bases(self):
        fv, rv = fwd(self.f), right(self.f)
        out = []
        for i in range(self.files):
            for j in range(self.ranks):
                u = -self.w / 2 + (i + 0.5) * self.bw
                v = self.d / 2 - (j + 0.5) * self.bd
                out.append(R(self.cx + u * rv[0] + v * fv[0], self.cy + u * rv[1] + v * fv[1], self.f,
                             1, 1, self.bw, self.bd).corners())
        return out

    def moved(self, t):
        fv = fwd(self.f)
        return R(self.cx + t * fv[0], self.cy + t * fv[1], self.f, self.files, self.ranks, self.bw, self.bd)

    def rotated(self, p, deg):
        c = rot((self.cx, self.cy), p, deg)
        return R(c[0], c[1], self.f + deg, self.files, self.ranks, self.bw, self.bd)

    def front_mid(self):
        c = self.corners()
        return ((c[0][0] + c[1][0]) / 2, (c[0][1] + c[1][1]) / 2)


def hull(pts):
    pts = sorted(set(pts))

    def cr(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
    lo, up = [], []
    for p in pts:
        while len(lo) >= 2 and cr(lo[-2], lo[-1], p) <= 0:
            lo.pop()
        lo.append(p)
    for p in reversed(pts):
        while len(up) >= 2 and cr(up[-2], up[-1], p) <= 0:
            up.pop()
        up.append(p)
    return lo[:-1] + up[:-1]


def pen(A, B):
    """how deep two convex polygons overlap (separating axes); <= 0 apart or touching"""
    best = 1e18
    for P in (A, B):
        n = len(P)
        for i in range(n):
            ex, ey = P[(i + 1) % n][0] - P[i][0], P[(i + 1) % n][1] - P[i][1]
            L = math.hypot(ex, ey)
            if L == 0:
                continue
            nx, ny = -ey / L, ex / L
            a = [p[0] * nx + p[1] * ny for p in A]
            b = [p[0] * nx + p[1] * ny for p in B]
            best = min(best, min(max(a), max(b)) - max(min(a), min(b)))
    return best


def segdist(p, a, b):
    dx, dy = b[0] - a[0], b[1] - a[1]
    L2 = dx * dx + dy * dy
    t = 0 if L2 == 0 else max(0, min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / L2))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def polydist(A, B):
    if pen(A, B) > 0:
        return 0.0
    d = 1e18
    for P, Q in ((A, B), (B, A)):
        for p in P:
            for i in range(len(Q)):
                d = min(d, segdist(p, Q[i], Q[(i + 1) % len(Q)]))
    return d


def touching(A, B):
    return pen(A, B) <= TOL and polydist(A, B) <= TOL


SIDES = ("front", "right", "rear", "left")


def side_seg(t, side):
    c = t.corners()
    return {"front": (c[0], c[1]), "right": (c[1], c[2]), "rear": (c[2], c[3]), "left": (c[3], c[0])}[side]


def arc(t, p):
    fv, rv = fwd(t.f), right(t.f)
    x, y = p[0] - t.cx, p[1] - t.cy
    u, v = x * rv[0] + y * rv[1], x * fv[0] + y * fv[1]
    W2, D2 = t.w / 2, t.d / 2
    if v - D2 > abs(u) - W2 + 1e-9:
        return "front"
    if -v - D2 > abs(u) - W2 + 1e-9:
        return "rear"
    return "right" if u > 0 else "left"


def unit_of(u):
    base = u.get("base", ["1in", "1in"])
    bw, bd = length(base[0]), length(base[1])
    return R(length(u["centre"][0]), length(u["centre"][1]), float(u.get("facing", 0)),
             int(u.get("files", 1)), int(u.get("ranks", 1)), bw, bd)


class Case:
    def __init__(self, name):
        self.name = name
        sc = yaml.safe_load(open(os.path.join(HERE, name + ".yaml")))
        self.sc = sc
        self.W, self.D = length(sc["board"]["width"]), length(sc["board"]["depth"])
        self.units = {k: unit_of(u) for k, u in sc["units"].items()}
        self.sides = {k: u["side"] for k, u in sc["units"].items()}
        self.terrain = [[(length(p[0]), length(p[1])) for p in tr["polygon"]]
                        for tr in sc.get("terrain", []) if tr.get("kind") == "impassable"]
        self.bid, self.tid = CHARGE_OF.get(name, (sc["args"].get("unit"), sc["args"].get("target")))
        self.b, self.t = self.units[self.bid], self.units[self.tid]
        self.rest = {k: r for k, r in self.units.items() if k not in (self.bid, self.tid)}
        self.others = [r.corners() for r in self.rest.values()] + self.terrain
        self.side = arc(self.t, self.b.front_mid())
        self.final = (self.t.f + 90 * SIDES.index(self.side) + 180) % 360

    def on_board(self, P):
        return all(-TOL <= x <= self.W + TOL and -TOL <= y <= self.D + TOL for x, y in P)

    def clear(self, polys, t_poly):
        for P in polys:
            if not self.on_board(P):
                return False
            for O in self.others:
                if pen(P, O) > TOL:
                    return False
            if t_poly is not None and pen(P, t_poly) > TOL:
                return False
        return True

    # -- the placements flat against the Facing --------------------------
    def flat(self, t, s):
        """B flat on t's charged side, its front centre s along the side from the side's centre"""
        a, b = side_seg(t, self.side)
        L = math.hypot(b[0] - a[0], b[1] - a[1])
        ux, uy = (b[0] - a[0]) / L, (b[1] - a[1]) / L
        f = (t.f + 90 * SIDES.index(self.side) + 180) % 360
        fv = fwd(f)
        mx, my = (a[0] + b[0]) / 2 + s * ux, (a[1] + b[1]) / 2 + s * uy
        return R(mx - fv[0] * self.b.d / 2, my - fv[1] * self.b.d / 2, f, self.b.files, self.b.ranks,
                 self.b.bw, self.b.bd)

    def slide_of(self, r, t):
        a, b = side_seg(t, self.side)
        L = math.hypot(b[0] - a[0], b[1] - a[1])
        ux, uy = (b[0] - a[0]) / L, (b[1] - a[1]) / L
        m = r.front_mid()
        return (m[0] - (a[0] + b[0]) / 2) * ux + (m[1] - (a[1] + b[1]) / 2) * uy, L

    def key(self, r, t, own):
        """Maximising Contact's key of B at r with T at t (bigger is better)"""
        units = dict(self.units)
        units[self.bid], units[self.tid] = r, t
        enemies_touched = [k for k, u in units.items() if k not in (self.bid, self.tid) and
                           self.sides[k] != self.sides[self.bid] and touching(r.corners(), u.corners())]
        engaged = set()
        ks = list(units)
        for i, k in enumerate(ks):
            for k2 in ks[i + 1:]:
                if self.sides[k] != self.sides[k2] and touching(units[k].corners(), units[k2].corners()):
                    engaged |= {k, k2}
        bb, tb = r.bases(), t.bases()
        tc = t.corners()
        bb = [x for x in bb if polydist(x, tc) <= TOL]
        rc = r.corners()
        tb = [y for y in tb if polydist(y, rc) <= TOL]
        models = sum(any(touching(x, y) for y in tb) for x in bb) + sum(any(touching(y, x) for x in bb) for y in tb)
        return (-len(enemies_touched), len(engaged), own, models)

    def slides(self, step=0.005):
        """every flat placement with room: (s, key)"""
        a, b = side_seg(self.t, self.side)
        L = math.hypot(b[0] - a[0], b[1] - a[1])
        lim = (L + self.b.w) / 2
        cands = set(round(i * step - lim, 6) for i in range(int(2 * lim / step) + 1))
        # every meeting of base edges: B's base edges at the side's base edges
        tb = self.t.bw if self.side in ("front", "rear") else self.t.bd
        for i in range(self.b.files + 1):
            for j in range(int(round(L / tb)) + 1):
                cands.add(round(-L / 2 + j * tb - (-self.b.w / 2 + i * self.b.bw), 9))
        out = []
        tc = self.t.corners()
        for s in sorted(cands):
            if abs(s) > lim + 1e-9:
                continue
            r = self.flat(self.t, s)
            if self.clear([r.corners()], tc):
                out.append((s, self.key(r, self.t, 1)))
        return out

    # -- the Charge Moves -------------------------------------------------
    def sweep(self, r, p, deg, step=1.0):
        parts = [r]
        c = r.corners()
        s = (p[0] - c[0][0]) * (c[1][0] - c[0][0]) / r.w + (p[1] - c[0][1]) * (c[1][1] - c[0][1]) / r.w
        if 1e-9 < s < r.w - 1e-9 and segdist(p, c[0], c[1]) < 1e-6:
            rv = right(r.f)
            parts = [R(r.cx + (s / 2 - r.w / 2) * rv[0], r.cy + (s / 2 - r.w / 2) * rv[1], r.f, 1, r.ranks, s,
                       r.bd),
                     R(r.cx + (s / 2) * rv[0], r.cy + (s / 2) * rv[1], r.f, 1, r.ranks, r.w - s, r.bd)]
        n = max(2, int(abs(deg) / step) + 1)
        out = []
        for q in parts:
            prev = q.corners()
            for i in range(1, n + 1):
                cur = q.rotated(p, deg * i / n).corners()
                out.append(hull(prev + cur))
                prev = cur
        return out

    def into_contact(self, r, maxd=40.0):
        tc = self.t.corners()
        if pen(r.corners(), tc) > TOL:
            return None
        if pen(hull(r.corners() + r.moved(maxd).corners()), tc) <= 0:
            return None
        lo, hi = 0.0, maxd
        for _ in range(45):
            m = (lo + hi) / 2
            if pen(hull(r.corners() + r.moved(m).corners()), tc) > 1e-12:
                hi = m
            else:
                lo = m
        return lo

    def contact_point(self, r):
        A, B = side_seg(self.t, self.side)
        c = r.corners()
        cands = [(segdist(c[0], A, B), c[0]), (segdist(c[1], A, B), c[1]),
                 (segdist(A, c[0], c[1]), A), (segdist(B, c[0], c[1]), B)]
        d, p = min(cands)
        return p if d < 1e-6 else None

    def ends(self, a, theta, step=1.0):
        """the ends of forwards a, Wheel theta, forwards into contact:
        [(B's end, T's end, own?)]"""
        tc = self.t.corners()
        r0 = self.b
        r1 = r0.moved(a)
        pieces = [hull(r0.corners() + r1.corners())]
        if abs(theta) > 1e-12:
            k = r1.corners()[1 if theta > 0 else 0]
            pieces += self.sweep(r1, k, theta, step)
            r1 = r1.rotated(k, theta)
        d = self.into_contact(r1)
        if d is None:
            return []
        r2 = r1.moved(d)
        pieces.append(hull(r1.corners() + r2.corners()))
        if not self.clear(pieces, tc):
            return []
        p = self.contact_point(r2)
        if p is None:
            return []
        turn = (self.final - r2.f + 180) % 360 - 180
        if abs(turn) >= 90:
            return []
        out = []
        r3 = r2.rotated(p, turn)
        if abs(turn) < 1e-9 or self.clear(self.sweep(r2, p, turn, step) + [r3.corners()], tc):
            s, L = self.slide_of(r3, self.t)
            if abs(s) <= (r3.w + L) / 2 + 1e-6:
                out.append((r3, self.t, 1))
        if abs(turn) > 1e-9:
            engaged = any(self.sides[k] == self.sides[self.bid] and touching(tc, u.corners())
                          for k, u in self.rest.items())
            tt = self.t.rotated(p, -turn)
            sv = self.others
            self.others = self.others + [r2.corners()]
            ok = not engaged and self.clear(self.sweep(self.t, p, -turn, step)[:-1] + [tt.corners()], None)
            self.others = sv
            if ok:
                out.append((r2, tt, 0))
        return out

    def search(self, astep=0.25, amax=12.0, tstep=2):
        total = (self.final - self.b.f + 180) % 360 - 180
        thetas = list(range(-90, 91, tstep))
        if abs(total) <= 90:
            thetas.append(total)
        out = []
        for th in thetas:
            for i in range(int(amax / astep) + 1):
                out += self.ends(i * astep, th)
        return out


def near(r, x, y, f, eps=2e-3):
    return math.hypot(r.cx - x, r.cy - y) < eps and abs((r.f - f + 180) % 360 - 180) < 0.01


# The Pursuers whose Pursuit Move ends in a Charge Move (2.2): (charger, target).
CHARGE_OF = {"pursuit_into_fleeing_enemy_at_20": ("B", "E")}


# The header's route of each charge scenario that succeeds: (a, theta) with
# theta clockwise +; None where the charge fails.
ROUTE = {
    "front_at_20_five_on_three": (7.83058, -20),
    "front_at_45_seven_on_five": (3.05025, 45),
    "front_at_80_wheel_needed": (3.07207, 80),
    "left_flank_at_30_five_on_three_deep": (3.83013, -30),
    "rear_at_15_five_on_three": (2.53462, 15),
    "flank_of_engaged_target_friend_overhangs": (0, -4.4800),
    "front_at_20_one_short_stays": None,
    "right_flank_mm_exact_range_wheel_90": (76.6 / 25.4, 90),
    "right_flank_mm_advance_one_short": None,
    "second_enemy_wholly_between_fails": None,
    "deep_narrow_charger_at_340_centres": (4.08312, 20),
    "pursuit_into_fleeing_enemy_at_20": (0, -1.7728),
    "lane_between_friends_target_turns": (0, 0),
}


def check_charge(name):
    case = Case(name)
    sc = case.sc
    dist = polydist(case.b.corners(), case.t.corners())
    rng = sum(sc["dice"]) + length(sc["units"][case.bid].get("props", {}).get("advance", 0))
    msg = ["side %s, distance %.5f, range %g" % (case.side, dist, rng)]
    eb = sc["expect"]["units"].get(case.bid, {})
    ok = True
    if rng < dist - TOL:
        ok = eb.get("moved") is False or "centre" not in eb
        msg.append("short: fails")
        return ok, msg
    sl = case.slides()
    best = max(k for _, k in sl) if sl else None
    at = [s for s, k in sl if k == best]
    msg.append("flat placements: best %s at slides %.4f..%.4f (%d of %d)" %
               (best, min(at) if at else 0, max(at) if at else 0, len(at), len(sl)))
    if "centre" not in eb:
        found = case.search()
        msg.append("expected to fail: %d ends reached" % len(found))
        return (not found) and ok, msg
    x, y, f = length(eb["centre"][0]), length(eb["centre"][1]), float(eb.get("facing", case.b.f))
    route = ROUTE.get(name)
    ends = case.ends(*route) if route is not None else []
    mine = [e for e in ends if near(e[0], x, y, f)]
    if not mine:
        msg.append("the header's route does not end where expected: %s" %
                   [(round(e[0].cx, 5), round(e[0].cy, 5), round(e[0].f, 3), e[2]) for e in ends])
        return False, msg
    et = sc["expect"]["units"].get(case.tid, {})
    if "centre" in et:
        tx, ty, tf = length(et["centre"][0]), length(et["centre"][1]), float(et.get("facing", case.t.f))
        mine = [e for e in mine if near(e[1], tx, ty, tf)]
        if not mine:
            msg.append("the header's route does not turn T where expected")
            return False, msg
    r, t, own = mine[0]
    # scored at the expected end itself (the route's, rounded, may lose a corner by a hair)
    want = case.key(R(x, y, f, case.b.files, case.b.ranks, case.b.bw, case.b.bd), t, own)
    msg.append("expected key %s" % (want,))
    if own and want != best:
        msg.append("not the best flat placement")
        ok = False
    if own and (max(at) - min(at) > 3e-3):
        msg.append("the best flat placement is not unique")
        ok = False
    found = case.search()
    msg.append("%d ends reached" % len(found))
    for e in found:
        k = case.key(e[0], e[1], e[2])
        if k > want:
            msg.append("beaten by (%.4f, %.4f) facing %.2f: %s" % (e[0].cx, e[0].cy, e[0].f, k))
            ok = False
            break
    return ok, msg


def expect_of(name, uid):
    sc = yaml.safe_load(open(os.path.join(HERE, name + ".yaml")))
    e = sc["expect"]["units"][uid]
    return (length(e["centre"][0]), length(e["centre"][1])), float(e["facing"]), sc


def ahead(c, f, d):
    return (c[0] + d * math.sin(math.radians(f)), c[1] + d * math.cos(math.radians(f)))


def away(frm, to):
    return math.degrees(math.atan2(to[0] - frm[0], to[1] - frm[1])) % 360


def others():
    """the Flee and Pursuit scenarios, worked again with plain arithmetic"""
    rows = []
    # Flee! from C: Centre to Centre, 10 on; the rock's square on the way
    f = away((34, 22), (40, 30))
    end = ahead((40, 30), f, 10)
    rock = [(42.5, 33.5), (43.5, 33.5), (43.5, 34.5), (42.5, 34.5)]
    a0 = R(40, 30, f, 3, 2, 1, 1)
    swept = hull(a0.corners() + a0.moved(10).corners())
    met = pen(swept, rock) > 0 and pen(R(end[0], end[1], f, 3, 2, 1, 1).corners(), rock) <= 0
    rows.append(("flee_reaction_oblique_through_rock", "A", end, f, met))
    # failed Rally: away from the closest enemy (by boundaries), 6 on, then on until clear of the rocks
    A = R(36, 20, 90, 3, 2, 1, 1)
    E1, E2 = R(36, 12, 0, 3, 1, 1, 1), R(50, 20, 270, 3, 1, 1, 1)
    near = E1 if polydist(A.corners(), E1.corners()) < polydist(A.corners(), E2.corners()) else E2
    f = away((near.cx, near.cy), (36, 20))
    rocks = [(30, 26.5), (42, 26.5), (42, 28), (30, 28)]
    d = 6.0
    while pen(R(*ahead((36, 20), f, d), f, 3, 2, 1, 1).corners(), rocks) > 1e-9:
        d += 1e-4
    rows.append(("flee_failed_rally_ends_in_rocks", "A", ahead((36, 20), f, d), f, True))
    # caught (8 >= 7): A removed; B Pivots to 0 and moves 8
    rows.append(("pursuit_catches_then_pivots_and_moves", "B", ahead((36, 20), 0, 8), 0.0, 8 >= 7))
    # a Pivot into E's Left Flank: the flat placements on it, most models, then the Centre nearest (36,20)
    E = R(33.7, 21.3, 180, 3, 2, 1, 1)
    fr = R(36, 20, 0, 3, 1, 1, 1).corners()
    hit = pen([fr[0], fr[1], (fr[1][0], fr[1][1] - 1e-6), (fr[0][0], fr[0][1] - 1e-6)], E.corners()) > 0
    side = arc(E, R(36, 20, 90, 3, 1, 1, 1).front_mid())
    best = None
    for i in range(0, 6001):
        y = 17.3 + i * 0.001
        r = R(35.7, y, 270, 3, 1, 1, 1)
        bb, tb = r.bases(), E.bases()
        m = sum(any(touching(x, z) for z in tb) for x in bb) + sum(any(touching(z, x) for x in bb) for z in tb)
        k = (m, -math.hypot(35.7 - 36, y - 20))
        if best is None or k > best[0]:
            best = (k, y)
    rows.append(("pursuit_pivot_into_enemy_flank_nearest_centre", "B", (35.7, best[1]), 270.0,
                 hit and side == "left"))
    bad = 0
    for name, uid, c, f, cond in rows:
        ex, ef, _ = expect_of(name, uid)
        ok = cond and math.hypot(ex[0] - c[0], ex[1] - c[1]) < 2e-3 and abs((ef - f + 180) % 360 - 180) < 0.01
        print("%s %s: worked (%.5f, %.5f) facing %.5f" % ("ok" if ok else "XX", name, c[0], c[1], f))
        bad += not ok
    return bad


def main():
    only = sys.argv[1:]
    bad = 0 if only else others()
    for name in ROUTE:
        if only and name not in only:
            continue
        ok, msg = check_charge(name)
        print("%s %s: %s" % ("ok" if ok else "XX", name, "; ".join(msg)))
        sys.stdout.flush()
        bad += not ok
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
