#!/usr/bin/env python3
"""Independent check of the charge scenarios of ordinary5/ and of those the
strict reading changed: math only, no rulec.

The strict reading: the end of a Charge Move is one a Charge Move reaches
(forwards a, one Wheel theta of at most 90 degrees about a front corner,
forwards into contact with the charged Facing, then the Align Move about the
point of contact, less than 90; nothing passed into but the target, which is
only touched). For each scenario listed in CASES this script

  * finds the charged Facing by the arcs (the charger's front centre against
    the 135-degree lines from the target's corners; on a line is the Flank)
    and the distance between the Unit Boundaries;
  * simulates the route the header gives (ROUTE), exactly, and checks that
    every piece of it (each leg swept, each turn sampled every 0.1 degree)
    overlaps nothing and that it ends where the YAML expects;
  * searches the Charge Moves by brute force (a every 0.25in, theta every
    2 degrees, both senses, and the arrivals square to the Facing), simulating
    each (the move into contact found by bisection, the point of contact,
    the Align Move) and keeps the ends whose pieces overlap nothing; then
    checks that none of them beats the expected end by Maximising Contact
    (more models; or as many and rule 1's where the expected is not; or as
    many and a Centre nearer where it is not rule 1's), allowing the
    sampling its grain (GRAIN).

Run: python3 check.py (about a minute or two).
"""
import math
import os
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
TOL = 1e-3     # in: overlap allowed (the scenarios' tolerance)
GRAIN = 0.06   # in: how much nearer a sampled end must be to count


def length(v):
    if isinstance(v, (int, float)):
        return float(v)
    s = str(v)
    for suf, k in (("mm", 1 / 25.4), ("cm", 10 / 25.4), ("in", 1.0)):
        if s.endswith(suf):
            return float(s[:-len(suf)]) * k
    return float(s)


def fwd(b):
    a = math.radians(b)
    return (math.sin(a), math.cos(a))


def right(b):
    a = math.radians(b)
    return (math.cos(a), -math.sin(a))


class R:
    """a rectangle: centre, facing (bearing), width, depth"""

    def __init__(self, cx, cy, f, w, d):
        self.cx, self.cy, self.f, self.w, self.d = cx, cy, f % 360, w, d

    def corners(self):  # FL FR RR RL
        fv, rv = fwd(self.f), right(self.f)
        out = []
        for sx, sy in ((-1, 1), (1, 1), (1, -1), (-1, -1)):
            out.append((self.cx + sx * self.w / 2 * rv[0] + sy * self.d / 2 * fv[0],
                        self.cy + sx * self.w / 2 * rv[1] + sy * self.d / 2 * fv[1]))
        return out

    def moved(self, t):
        fv = fwd(self.f)
        return R(self.cx + t * fv[0], self.cy + t * fv[1], self.f, self.w, self.d)

    def rotated(self, p, deg):  # clockwise by deg about p
        c = rot((self.cx, self.cy), p, deg)
        return R(c[0], c[1], self.f + deg, self.w, self.d)


def rot(q, p, deg):
    t = math.radians(deg)
    x, y = q[0] - p[0], q[1] - p[1]
    return (p[0] + x * math.cos(t) + y * math.sin(t), p[1] - x * math.sin(t) + y * math.cos(t))


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
    """how far two convex polygons overlap (separating axes); <= 0 apart or touching"""
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


SIDES = ("front", "right", "rear", "left")


def side_seg(t, side):
    c = t.corners()  # FL FR RR RL
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


def bases_touching(a0, a1, base, b0, b1):
    """bases of a row a0..a1 (base wide) touching the span b0..b1 (corners count)"""
    n, k, x = 0, 0, a0
    while x < a1 - 1e-9:
        if x + base >= b0 - 1e-6 and x <= b1 + 1e-6:
            n += 1
        x += base
        k += 1
    return n


class Case:
    def __init__(self, path):
        self.path = path
        sc = yaml.safe_load(open(path))
        self.sc = sc
        self.units = {}
        for k, u in sc["units"].items():
            base = [length(x) for x in u.get("base", ["1in", "1in"])]
            self.units[k] = (R(length(u["centre"][0]), length(u["centre"][1]), float(u.get("facing", 0)),
                               u["files"] * base[0], u["ranks"] * base[1]), base)
        self.terrain = [[(length(p[0]), length(p[1])) for p in tr["polygon"]]
                        for tr in sc.get("terrain", []) if tr.get("kind") == "impassable"]
        self.bid, self.tid = sc["args"]["unit"], sc["args"]["target"]
        self.b, self.bbase = self.units[self.bid]
        self.t, self.tbase = self.units[self.tid]
        self.others = [r.corners() for k, (r, _) in self.units.items() if k not in (self.bid, self.tid)] + self.terrain
        self.side = arc(self.t, self.front_mid(self.b))
        a, b = side_seg(self.t, self.side)
        self.A, self.B = a, b
        self.final = (self.t.f + 90 * SIDES.index(self.side) + 180) % 360

    @staticmethod
    def front_mid(r):
        c = r.corners()
        return ((c[0][0] + c[1][0]) / 2, (c[0][1] + c[1][1]) / 2)

    def clear(self, polys, target_too=True):
        for P in polys:
            for O in self.others:
                if pen(P, O) > TOL:
                    return False
            if target_too and pen(P, self.t.corners()) > TOL:
                return False
        return True

    def turn_sweep(self, r, p, deg, step=0.1):
        """the region r sweeps turning by deg about p, as hulls of
        consecutive positions; where p lies inside r's front, r is cut in two
        there (the hull of two positions of a part turning about its own
        corner holds nothing in front of p)"""
        parts = [r]
        c = r.corners()
        s = (p[0] - c[0][0]) * (c[1][0] - c[0][0]) / r.w + (p[1] - c[0][1]) * (c[1][1] - c[0][1]) / r.w
        if 1e-9 < s < r.w - 1e-9:
            rv = right(r.f)
            parts = [R(r.cx + (s / 2 - r.w / 2) * rv[0], r.cy + (s / 2 - r.w / 2) * rv[1], r.f, s, r.d),
                     R(r.cx + (s / 2) * rv[0], r.cy + (s / 2) * rv[1], r.f, r.w - s, r.d)]
        n = max(2, int(abs(deg) / step) + 1)
        out = []
        for q in parts:
            prev = q.corners()
            for i in range(1, n + 1):
                cur = q.rotated(p, deg * i / n).corners()
                out.append(hull(prev + cur))
                prev = cur
        return out

    def slide_of(self, r):
        a, b = self.A, self.B
        L = math.hypot(b[0] - a[0], b[1] - a[1])
        ux, uy = (b[0] - a[0]) / L, (b[1] - a[1]) / L
        m = self.front_mid(r)
        return (m[0] - (a[0] + b[0]) / 2) * ux + (m[1] - (a[1] + b[1]) / 2) * uy, L

    def models(self, r):
        s, L = self.slide_of(r)
        tb = self.tbase[0] if self.side in ("front", "rear") else self.tbase[1]
        return (bases_touching(s - r.w / 2, s + r.w / 2, self.bbase[0], -L / 2, L / 2) +
                bases_touching(-L / 2, L / 2, tb, s - r.w / 2, s + r.w / 2))

    def into_contact(self, r, maxd=30.0):
        """travel straight on until r first touches the target; None if never"""
        tc = self.t.corners()
        if pen(r.corners(), tc) > TOL:
            return None
        if pen(r.moved(maxd).corners(), tc) <= 0 and pen(hull(r.corners() + r.moved(maxd).corners()), tc) <= 0:
            return None
        lo, hi = 0.0, maxd
        for _ in range(40):
            m = (lo + hi) / 2
            if pen(hull(r.corners() + r.moved(m).corners()), tc) > 1e-12:
                hi = m
            else:
                lo = m
        return lo

    def contact_point(self, r):
        c = r.corners()
        cands = [(segdist(c[0], self.A, self.B), c[0]), (segdist(c[1], self.A, self.B), c[1]),
                 (segdist(self.A, c[0], c[1]), self.A), (segdist(self.B, c[0], c[1]), self.B)]
        d, p = min(cands)
        return p if d < 1e-6 else None

    def simulate(self, a, theta, step=0.1):
        """forward a, Wheel theta (clockwise +), on into contact, the Align
        Move: the end, or None if any piece overlaps something or the move
        does not meet the charged Facing"""
        r0 = self.b
        r1 = r0.moved(a)
        if not self.clear([hull(r0.corners() + r1.corners())]):
            return None
        pieces = []
        if abs(theta) > 1e-12:
            k = r1.corners()[1 if theta > 0 else 0]
            pieces += self.turn_sweep(r1, k, theta, step)
            r1 = r1.rotated(k, theta)
        d = self.into_contact(r1)
        if d is None:
            return None
        r2 = r1.moved(d)
        pieces.append(hull(r1.corners() + r2.corners()))
        p = self.contact_point(r2)
        if p is None:
            return None
        turn = (self.final - r2.f + 180) % 360 - 180
        if abs(turn) >= 90:
            return None
        r3 = r2.rotated(p, turn)
        if abs(turn) > 1e-12:
            pieces += self.turn_sweep(r2, p, turn, step)
        if not self.clear(pieces):
            return None
        # flat on the charged Facing, in contact with it
        s, L = self.slide_of(r3)
        if abs(s) > (r3.w + L) / 2 + 1e-6:
            return None
        return r3, abs(theta) < 1e-12 and abs(turn) > 1e-9

    def search(self):
        ends = []
        total = (self.final - self.b.f + 180) % 360 - 180
        thetas = [x for x in range(-90, 91, 2)]
        if abs(total) <= 90:
            thetas.append(total)
        for th in thetas:
            for i in range(0, 49):
                e = self.simulate(i * 0.25, th, 1.0)
                if e:
                    ends.append(e)
        return ends


def expected(case):
    e = case.sc["expect"]["units"][case.bid]
    if "centre" not in e:
        return None
    return R(length(e["centre"][0]), length(e["centre"][1]), float(e.get("facing", 0)), case.b.w, case.b.d)


# The header's route of each scenario: (a, theta) with theta clockwise +.
ROUTE = {
    "oblique_front_rule1_aligns": (0, 0),
    # 4.5 sin theta + cos theta = 2
    "flank_wheel_slides_to_five": (0, math.degrees(math.asin(2 / math.hypot(4.5, 1)) - math.atan2(1, 4.5))),
    "friend_within_inch_of_path_no_bar": (0, 0),
    "wheel_needed_offset_target": (1.17157, 45),
    "second_charger_flank_models_beat_rule1": (1.14001, -15),
    "../charge_ordinary/friend_engaged_beside": (0, math.degrees(0.0631652)),
    "../charge_ordinary/terrain_beside_stops_against_it": (0, -math.degrees(0.0154384)),
    "../charge_ordinary2/rock_vertex_beside_target_front": (0, -math.degrees(0.0795529)),
    "../charge_ordinary/flank_turned_away_wheel_then_align": (0, 90),
    "../mutants/wheel_of_exactly_90": (0, -90),
    "charge_corner_meeting_target_turn_over_90_fails": None,
}


def main():
    bad = 0
    for name, route in ROUTE.items():
        case = Case(os.path.join(HERE, name + ".yaml"))
        want = expected(case)
        dist = polydist(case.b.corners(), case.t.corners())
        msg = ["side %s, distance %.5f" % (case.side, dist)]
        ok = True
        if want is not None:
            wm = case.models(want)
            msg.append("expected (%.5f, %.5f) facing %g: %d models" % (want.cx, want.cy, want.f, wm))
            if route is not None:
                e = case.simulate(*route)
                if e is None:
                    ok = False
                    msg.append("the header's route is blocked")
                else:
                    d = math.hypot(e[0].cx - want.cx, e[0].cy - want.cy)
                    msg.append("route ends %.5f from it" % d)
                    ok = ok and d < 2e-4
            ends = case.search()
            msg.append("%d ends sampled" % len(ends))
            shift = math.hypot(want.cx - case.b.cx, want.cy - case.b.cy)
            rule1 = case.simulate(0, 0)
            want_rule1 = rule1 is not None and math.hypot(rule1[0].cx - want.cx, rule1[0].cy - want.cy) < 1e-4
            for r, aligns in ends:
                m = case.models(r)
                sh = math.hypot(r.cx - case.b.cx, r.cy - case.b.cy)
                if m > wm or (m == wm and aligns and not want_rule1) or \
                        (m == wm and not want_rule1 and sh < shift - GRAIN):
                    ok = False
                    msg.append("beaten by (%.5f, %.5f) %d models" % (r.cx, r.cy, m))
                    break
        else:
            ends = case.search()
            msg.append("fails: %d ends sampled" % len(ends))
            ok = not ends
        print("%s %s: %s" % ("ok" if ok else "XX", name, "; ".join(msg)))
        bad += not ok
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
