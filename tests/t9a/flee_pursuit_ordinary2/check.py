#!/usr/bin/env python3
"""An independent check of the expectations in this folder.

Each scenario's expectation was worked by hand (see its header). This
script works it again from the rule texts (seed 000 Pursuit Move, seed 001
Flee Move) with plain math and no part of rulec: rectangles as corner
lists, overlap by separating axes, turns sampled every 0.01 degree,
straight moves solved by bisection. It prints each scenario with what it
found, and exits 1 when a YAML expectation disagrees with it.

Run: python3 tests/t9a/flee_pursuit_ordinary2/check.py  (needs PyYAML)

The readings it follows are those of tests/t9a/README.md (Readings).
"""
import math
import os
import sys

import yaml

sys.dont_write_bytecode = True

TOL = 0.001  # in
HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------- geometry


def inch(v):
    """inch reads a scenario length ("3in", "25.4mm", 3) in inches."""
    if isinstance(v, (int, float)):
        return float(v)
    v = str(v).strip()
    for suf, k in (("in", 1.0), ('"', 1.0), ("mm", 1 / 25.4), ("cm", 1 / 2.54)):
        if v.endswith(suf):
            return float(v[: -len(suf)]) * k
    return float(v)


def fwd(f):
    r = math.radians(f)
    return (math.sin(r), math.cos(r))


def right(f):
    r = math.radians(f)
    return (math.cos(r), -math.sin(r))


class Rect:
    def __init__(self, cx, cy, facing, w, d):
        self.cx, self.cy, self.f, self.w, self.d = cx, cy, facing % 360, w, d

    def corners(self):
        """front-left, front-right, rear-right, rear-left."""
        fx, fy = fwd(self.f)
        rx, ry = right(self.f)
        out = []
        for a, b in ((1, -1), (1, 1), (-1, 1), (-1, -1)):
            out.append((self.cx + a * fx * self.d / 2 + b * rx * self.w / 2,
                        self.cy + a * fy * self.d / 2 + b * ry * self.w / 2))
        return out

    def front(self):
        c = self.corners()
        return [c[0], c[1]]

    def moved(self, t):
        fx, fy = fwd(self.f)
        return Rect(self.cx + fx * t, self.cy + fy * t, self.f, self.w, self.d)

    def pivoted(self, f):
        return Rect(self.cx, self.cy, f, self.w, self.d)


def axes(poly):
    out = []
    for i in range(len(poly)):
        a, b = poly[i], poly[(i + 1) % len(poly)]
        ex, ey = b[0] - a[0], b[1] - a[1]
        n = math.hypot(ex, ey)
        if n > 1e-12:
            out.append((-ey / n, ex / n))
    return out


def proj(poly, ax):
    v = [p[0] * ax[0] + p[1] * ax[1] for p in poly]
    return min(v), max(v)


def depth(p, q):
    """depth returns the least overlap along a separating axis of two convex
    polygons (a segment is a polygon of two points): > 0 when interiors meet."""
    best = math.inf
    for ax in axes(p) + axes(q):
        a0, a1 = proj(p, ax)
        b0, b1 = proj(q, ax)
        best = min(best, min(a1, b1) - max(a0, b0))
    return best


def overlap(p, q):
    return depth(p, q) > TOL


def seg_dist(a, b, c, d):
    def pt_seg(p, s0, s1):
        vx, vy = s1[0] - s0[0], s1[1] - s0[1]
        L = vx * vx + vy * vy
        t = 0 if L == 0 else max(0, min(1, ((p[0] - s0[0]) * vx + (p[1] - s0[1]) * vy) / L))
        return math.hypot(p[0] - s0[0] - t * vx, p[1] - s0[1] - t * vy)

    def cross(o, p, q):
        return (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0])
    d1, d2, d3, d4 = cross(a, b, c), cross(a, b, d), cross(c, d, a), cross(c, d, b)
    if d1 * d2 < 0 and d3 * d4 < 0:
        return 0.0
    return min(pt_seg(a, c, d), pt_seg(b, c, d), pt_seg(c, a, b), pt_seg(d, a, b))


def dist(p, q):
    if depth(p, q) > 0:
        return 0.0
    best = math.inf
    for i in range(len(p)):
        for j in range(len(q)):
            best = min(best, seg_dist(p[i], p[(i + 1) % len(p)], q[j], q[(j + 1) % len(q)]))
    return best


def hull(pts):
    pts = sorted(set(pts))
    if len(pts) <= 2:
        return pts

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


def turn_angle(f0, f1):
    """signed shorter turn from f0 to f1, clockwise positive (180 taken +)."""
    d = (f1 - f0) % 360
    return d - 360 if d > 180 else d


def bearing(a, b):
    """bearing of the line from point a to point b."""
    return math.degrees(math.atan2(b[0] - a[0], b[1] - a[1])) % 360


# ------------------------------------------------------------ the table

class Body:
    def __init__(self, name, poly, kind, side=None, rect=None, state=(), props=None,
                 removed=False, base=None):
        self.name, self.poly, self.kind, self.side = name, poly, kind, side
        self.rect, self.state, self.props = rect, list(state), props or {}
        self.removed, self.base = removed, base

    def flags(self, word):
        """the ids named by a flag `word X Y`."""
        out = []
        for s in self.state:
            parts = str(s).split()
            if parts[0] == word:
                out += parts[1:]
        return out

    def has(self, word):
        return any(str(s).split()[0] == word for s in self.state)


def load(path):
    with open(path) as f:
        s = yaml.safe_load(f)
    board = (inch(s["board"]["width"]), inch(s["board"]["depth"]))
    bodies = {}
    for uid, u in s.get("units", {}).items():
        bw, bd = (inch(x) for x in u.get("base", ["1in", "1in"]))
        r = Rect(inch(u["centre"][0]), inch(u["centre"][1]), float(u.get("facing", 0)),
                 u.get("files", 1) * bw, u.get("ranks", 1) * bd)
        bodies[uid] = Body(uid, r.corners(), "unit", u["side"], r, u.get("state", []),
                           u.get("props", {}), bool(u.get("removed", False)), (bw, bd))
    for i, t in enumerate(s.get("terrain", []) or []):
        poly = [(inch(p[0]), inch(p[1])) for p in t["polygon"]]
        bodies[t.get("name", "t%d" % i)] = Body(t.get("name", "t%d" % i), poly, t["kind"],
                                                props=t.get("props", {}))
    return s, board, bodies


def out_by(p, board):
    return max(-p[0], p[0] - board[0], -p[1], p[1] - board[1])


def edge_gap(poly, board):
    """how far poly stands inside the board (negative: it crosses the edge)."""
    return -max(out_by(p, board) for p in poly)


# ------------------------------------------------------------- the sweeps

STEP = 0.01  # degrees between sampled positions of a turn


def turn_positions(r0, f1):
    a = turn_angle(r0.f, f1)
    n = max(1, int(abs(a) / STEP))
    return [r0.pivoted(r0.f + a * k / n) for k in range(n + 1)]


def meets_during_turn(r0, f1, poly):
    """(overlapped, touched, first sample index met) for a pivot of r0 to f1."""
    over = near = False
    first = None
    for k, r in enumerate(turn_positions(r0, f1)):
        c = r.corners()
        if overlap(c, poly):
            over = True
        if dist(c, poly) <= TOL:
            near = True
            if first is None:
                first = k
    return over, near, first


def first_touch(r, t_max, poly, eps=TOL):
    """the least travel in [0, t_max] at which r moving forward comes within
    TOL of poly (None if never), by bisection on the distance, which is
    convex along a straight move of convex shapes."""
    def gap(t):
        return dist(r.moved(t).corners(), poly)
    if gap(0) <= eps:
        return 0.0
    # the distance is convex in t: find its minimum, then the first crossing
    lo, hi = 0.0, t_max
    for _ in range(100):
        m1, m2 = lo + (hi - lo) / 3, hi - (hi - lo) / 3
        if gap(m1) < gap(m2):
            hi = m2
        else:
            lo = m1
    tmin = (lo + hi) / 2
    if gap(tmin) > eps:
        return None
    lo, hi = 0.0, tmin
    for _ in range(100):
        m = (lo + hi) / 2
        if gap(m) <= eps:
            hi = m
        else:
            lo = m
    return hi


def overlaps_during_move(r, t0, t1, poly):
    """does r moving forward from t0 to t1 pass into poly?"""
    h = hull(r.moved(t0).corners() + r.moved(t1).corners())
    return overlap(h, poly)


def touches_during_move(r, t0, t1, poly):
    h = hull(r.moved(t0).corners() + r.moved(t1).corners())
    return dist(h, poly) <= TOL


def exit_travel(r, t, poly):
    """the least travel >= t after which r no longer overlaps poly."""
    if not overlap(r.moved(t).corners(), poly):
        return t
    lo, hi = t, t + 1
    while overlap(r.moved(hi).corners(), poly):
        hi += 1
    for _ in range(100):
        m = (lo + hi) / 2
        if overlap(r.moved(m).corners(), poly):
            lo = m
        else:
            hi = m
    return hi


# ------------------------------------------------------------ the Flee Move

def facing_side(enemy, unit_poly):
    """the Facing of enemy lying along the unit for the longest stretch
    (seed 001 failed Break: the Facing it was Engaged in), by sampling."""
    c = enemy.rect.corners()
    sides = {"front": (c[0], c[1]), "right": (c[1], c[2]), "rear": (c[2], c[3]),
             "left": (c[3], c[0])}
    out = {"front": 0, "right": 90, "rear": 180, "left": 270}
    best, blen = None, 0
    for name, (a, b) in sides.items():
        n = 400
        cnt = 0
        for k in range(n + 1):
            p = (a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n)
            if dist([p, p], unit_poly) <= TOL:
                cnt += 1
        if cnt > blen:
            best, blen = name, cnt
    return (enemy.rect.f + out[best]) % 360


def flee(s, board, bodies):
    a = s["args"]
    uid, reason, frm = a["unit"], a["reason"], a.get("from")
    u = bodies[uid]
    dice = s["dice"][0]
    D = float(sum(dice) if isinstance(dice, list) else dice)
    enemies = [b for b in bodies.values() if b.kind == "unit" and b.side != u.side]
    friends = [b for b in bodies.values() if b.kind == "unit" and b.side == u.side and b is not u]
    start = u.rect
    at_start = [e.name for e in enemies if dist(start.corners(), e.poly) <= TOL]
    # step 2: the Pivot
    if reason == "failed_rally":
        cand = [e for e in enemies if not e.has("shaken") and not e.has("fleeing")]
        near = min(dist(start.corners(), e.poly) for e in cand)
        tied = [e for e in cand if dist(start.corners(), e.poly) <= near + TOL]
        if len(tied) > 1:
            pick = s.get("choices", {}).get("away")
            tied = [e for e in tied if e.name == pick]
        e = tied[0]
        f = bearing((e.rect.cx, e.rect.cy), (start.cx, start.cy))
    elif reason in ("charge_reaction", "terror"):
        e = bodies[frm]
        f = bearing((e.rect.cx, e.rect.cy), (start.cx, start.cy))
    else:
        f = facing_side(bodies[frm], start.corners())
    f = round(f, 9) % 360
    r1 = start.pivoted(f)
    # step 3 and 4: straight forward, then on until clear of units and rocks
    blockers = [b for b in bodies.values() if b is not u and
                (b.kind == "unit" or b.kind == "impassable")]
    t = D
    while True:
        t2 = t
        for b in blockers:
            t2 = max(t2, exit_travel(r1, t2, b.poly)) if overlap(r1.moved(t2).corners(), b.poly) else t2
        if t2 == t:
            break
        t = t2
    end = r1.moved(t)
    # what the move met, in order: (phase, travel)
    def met(poly, touch):
        over, near, k = meets_during_turn(start, f, poly)
        if (over if not touch else near):
            return (0, k)
        if (overlaps_during_move(r1, 0, t, poly) if not touch else
                touches_during_move(r1, 0, t, poly)):
            return (1, first_touch(r1, t, poly))
        return None
    chargers = [e for e in enemies if uid in e.flags("charging") or
                (e.name == frm and reason in ("charge_reaction", "terror"))]
    engaged = set(at_start) | set(s.get("combats") and
                                  [x for c in s["combats"] if uid in c for x in c] or [])
    events = []
    pan = sorted((m, b.name) for b in friends if (m := met(b.poly, False)))
    events += ["panic_test " + n for _, n in pan]
    dang = []
    for b in bodies.values():
        if b.kind == "unit" and b in enemies and b not in chargers and \
                not (reason == "failed_break" and b.name in engaged):
            if (m := met(b.poly, False)):
                dang.append((m, 4))
        elif b.kind == "impassable":
            if (m := met(b.poly, False)):
                dang.append((m, 4))
        elif b.kind == "dangerous":
            if (m := met(b.poly, False)):
                dang.append((m, int(b.props.get("dangerous", 4))))
    dang.sort()
    events += ["dangerous_terrain_test %s %d" % (uid, v) for _, v in dang]
    # step 5: contact with the Table Edge or a charger, on the way included
    # (a body touched where the move began, and never passed into, is not met)
    swept = [r.corners() for r in turn_positions(start, f)] + \
        [hull(r1.corners() + end.corners())]
    start_edge = edge_gap(start.corners(), board) <= TOL
    edge = any(edge_gap(p, board) < -TOL for p in swept) or \
        (not start_edge and any(edge_gap(p, board) <= TOL for p in swept))
    ch = any(met(c.poly, True) for c in chargers if c.name not in at_start)
    removed = edge or ch
    if removed:
        events.append("casualty " + uid)
    return {uid: {"centre": (end.cx, end.cy), "facing": f, "removed": removed}}, events


# ---------------------------------------------------------- the Pursuit Move

def seg_inside(a, b, poly):
    """the length of segment ab inside the convex polygon poly (Cyrus-Beck
    clipping against each edge's inward half-plane)."""
    t0, t1 = 0.0, 1.0
    n = len(poly)
    # winding: make the inward normals point inside
    area = sum(poly[i][0] * poly[(i + 1) % n][1] - poly[(i + 1) % n][0] * poly[i][1]
               for i in range(n))
    sgn = 1 if area > 0 else -1
    dx, dy = b[0] - a[0], b[1] - a[1]
    for i in range(n):
        p, q = poly[i], poly[(i + 1) % n]
        nx, ny = -(q[1] - p[1]) * sgn, (q[0] - p[0]) * sgn  # inward
        num = nx * (a[0] - p[0]) + ny * (a[1] - p[1])       # >= 0 inside
        den = nx * dx + ny * dy
        if abs(den) < 1e-15:
            if num < 0:
                return 0.0
            continue
        t = -num / den
        if den > 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t1 <= t0:
        return 0.0
    # only a stretch lying inside by more than the tolerance counts: shrink
    # the polygon's reach by TOL through the depth of the middle point
    mid = (a[0] + dx * (t0 + t1) / 2, a[1] + dy * (t0 + t1) / 2)
    deep = min(abs(-(poly[(i + 1) % n][1] - poly[i][1]) * sgn * (mid[0] - poly[i][0]) +
                   (poly[(i + 1) % n][0] - poly[i][0]) * sgn * (mid[1] - poly[i][1])) /
               math.hypot(poly[(i + 1) % n][0] - poly[i][0], poly[(i + 1) % n][1] - poly[i][1])
               for i in range(n))
    if deep <= TOL:
        return 0.0
    return (t1 - t0) * math.hypot(dx, dy)


def front_overlaps(r, poly):
    """the Front Facing passes into poly's interior (more than TOL of it)."""
    a, b = r.front()
    return seg_inside(a, b, poly) > TOL


def front_over_edge(r, board):
    return any(out_by(p, board) > TOL for p in r.front())


def ahead(r, D, polys):
    """travel at which the Front Facing, moving forward, first meets each poly
    of polys within D (the rectangle directly ahead): name -> travel."""
    out = {}
    fr = Rect(*_front_centre(r), r.f, r.w, 1e-9)
    for name, poly in polys.items():
        t = first_touch(fr, D + TOL, poly, 1e-9)
        if t is not None:
            out[name] = t
    return out


def _front_centre(r):
    c = r.corners()
    return ((c[0][0] + c[1][0]) / 2, (c[0][1] + c[1][1]) / 2)


def edge_ahead(r, D, board):
    """travel until a corner of r reaches the board edge (None beyond D)."""
    fx, fy = fwd(r.f)
    best = math.inf
    for (x, y) in r.corners():
        for p, v, hi in ((x, fx, board[0]), (y, fy, board[1])):
            if v > 1e-12:
                best = min(best, (hi - p) / v)
            elif v < -1e-12:
                best = min(best, -p / v)
    return best if best <= D + TOL else None


def pivot_toward(r0, target, clear, polys):
    """turn r0 the shorter way toward target as far as it stays clear from
    every poly: sampled every 0.01 degree, then bisected."""
    a = turn_angle(r0.f, target)
    ok = lambda ang: all(dist(r0.pivoted(r0.f + ang).corners(), p) >= clear - 1e-7
                         for p in polys)
    n = max(1, int(abs(a) / STEP))
    last = 0.0
    for k in range(1, n + 1):
        ang = a * k / n
        if not ok(ang):
            lo, hi = last, ang
            for _ in range(60):
                m = (lo + hi) / 2
                lo, hi = (m, hi) if ok(m) else (lo, m)
            return r0.pivoted(r0.f + lo)
        last = ang
    return r0.pivoted(target)


def backtrack(r0, t, polys, clear):
    """the farthest travel in [0, t] at which r0.moved() stays clear."""
    ok = lambda x: all(dist(r0.moved(x).corners(), p) >= clear - 1e-7 for p in polys)
    if ok(t):
        return t
    lo, hi = 0.0, t
    for _ in range(100):
        m = (lo + hi) / 2
        lo, hi = (m, hi) if ok(m) else (lo, m)
    return lo


def pursue(s, board, bodies, charge_at=None):
    """one Pursuing unit (seed 000). charge_at(name, unit) gives the placement
    of a charge worked in the scenario's own function (None: none made)."""
    a = s["args"]
    u, pd = bodies[a["unit"]], bodies[a["pursued"]]
    D = float(sum(s["dice"][0]) if isinstance(s["dice"][0], list) else s["dice"][0])
    combat = set()
    for c in s.get("combats", []) or []:
        if u.name in c:
            combat |= set(c)
    bodies = {k: b for k, b in bodies.items() if not b.removed or b is pd}
    enemies = [b for b in bodies.values() if b.kind == "unit" and b.side != u.side]
    fled = [e for e in enemies if e.name in combat and e.has("fleeing") or e is pd]
    if pd.removed:
        del bodies[pd.name]
        enemies.remove(pd)
        fled.remove(pd)
    obstr = {b.name: b.poly for b in bodies.values() if b.kind == "impassable"}
    obstr.update({e.name: e.poly for e in fled})
    obstr.update({b.name: b.poly for b in bodies.values() if b.kind == "unit" and
                  b.side == u.side and b is not u and b.name not in combat})
    chargeable = {e.name: e.poly for e in enemies if e not in fled}
    u.combat = combat
    reformed = u.has("post_combat_reform")
    if reformed:
        obstr.update(chargeable)
        chargeable = {}
    events = []
    r = u.rect.pivoted(pd.rect.f)
    # step 1: the four cases, uppermost first
    if front_over_edge(r, board):
        return {u.name: {"removed": True}}, ["pursue_off_board " + u.name]
    hit = [n for n, p in chargeable.items() if front_overlaps(r, p)]
    room = [n for n in hit if charge_at and charge_at(n, u) is not None]
    if room:
        n = room[0]
        pl = charge_at(n, u)
        return {u.name: {"centre": pl[:2], "facing": pl[2], "removed": False}}, ["charge %s %s" % (u.name, n)]
    block = dict(obstr)
    block.update({n: chargeable[n] for n in hit})
    if any(front_overlaps(r, p) for p in block.values()):
        r = pivot_toward(u.rect, pd.rect.f, 1.0, list(block.values()))
        return {u.name: {"centre": (r.cx, r.cy), "facing": r.f, "removed": False}}, events
    # step 2: the first obstacle ahead
    te = edge_ahead(r, D, board)
    hits = ahead(r, D, {**chargeable, **obstr})
    first = min([te if te is not None else math.inf] + list(hits.values()))
    if te is not None and te <= first + TOL:
        return {u.name: {"removed": True}}, ["pursue_off_board " + u.name]
    en = [n for n, t in hits.items() if n in chargeable and t <= first + TOL]
    if en:
        pl = charge_at(en[0], u) if charge_at else None
        if pl is not None:
            return {u.name: {"centre": pl[:2], "facing": pl[2], "removed": False}}, ["charge %s %s" % (u.name, en[0])]
        obstr[en[0]] = chargeable.pop(en[0])
    # 2.3: the Pursuit Distance straight forward, stopping at an obstruction
    stops = [t for n, t in ahead(r, D, obstr).items()]
    t = min([D] + stops)
    # step 3: no contact, Unit Spacing (1in) from units and Impassable Terrain
    spaced = [b.poly for b in bodies.values() if b is not u and b.kind in ("unit", "impassable")]
    t = backtrack(r, t, spaced, 1.0)
    end = r.moved(t)
    return {u.name: {"centre": (end.cx, end.cy), "facing": end.f, "removed": False}}, events


def aligned_charge(u, target, others, ref, side="front"):
    """Maximising Contact for a charger u placed with its Front flat on
    target's Facing side: every slide along it (a 0.001in grid and the
    slides where base edges meet), keeping those that overlap nothing of
    others, ranked by the models of both units in base contact (corner to
    corner counts), then by the least distance of u's Centre from ref.
    Returns (x, y, facing)."""
    c = target.rect.corners()
    ends = {"front": (c[0], c[1]), "right": (c[1], c[2]), "rear": (c[2], c[3]),
            "left": (c[3], c[0])}[side]
    out = {"front": 0, "right": 90, "rear": 180, "left": 270}[side]
    f = (target.rect.f + out + 180) % 360  # u faces the side
    a, b = ends
    L = math.hypot(b[0] - a[0], b[1] - a[1])
    ux, uy = (b[0] - a[0]) / L, (b[1] - a[1]) / L  # along the side
    nx, ny = fwd((target.rect.f + out) % 360)     # outward
    W, D = u.rect.w, u.rect.d
    bw = u.base[0]
    tbw = target.base[0] if side in ("front", "rear") else target.base[1]
    cands = set(round(k * 0.001, 6) for k in range(int(-(W + 0.5) * 1000), int((L + 0.5) * 1000)))
    for i in range(int(W / bw) + 1):
        for j in range(int(L / tbw) + 1):
            cands.add(round(j * tbw - i * bw, 9))
    best = None
    for s0 in cands:  # u's edge from a + s0 along the side
        if s0 + W < -TOL or s0 > L + TOL:
            continue
        mid = s0 + W / 2
        cx = a[0] + ux * mid + nx * D / 2
        cy = a[1] + uy * mid + ny * D / 2
        r = Rect(cx, cy, f, W, D)
        if any(overlap(r.corners(), o) for o in others):
            continue
        nu = sum(1 for i in range(int(round(W / bw)))
                 if s0 + (i + 1) * bw >= -TOL and s0 + i * bw <= L + TOL)
        nt = sum(1 for j in range(int(round(L / tbw)))
                 if (j + 1) * tbw >= s0 - TOL and j * tbw <= s0 + W + TOL)
        if nu == 0:
            continue
        key = (-(nu + nt), math.hypot(cx - ref[0], cy - ref[1]))
        if best is None or key < best[0]:
            best = (key, (cx, cy, f))
    return best[1] if best else None


# --------------------------------------------------------------- comparing

def ang_diff(a, b):
    d = abs((a - b) % 360)
    return min(d, 360 - d)


def compare(path, got, events):
    s = yaml.safe_load(open(path))
    exp = s.get("expect", {})
    tol = inch(s.get("tolerance", "0.001in"))
    bad = []
    for uid, want in (exp.get("units") or {}).items():
        g = got.get(uid)
        if g is None:
            bad.append("%s: not worked by check.py" % uid)
            continue
        if "removed" in want and bool(want["removed"]) != g["removed"]:
            bad.append("%s.removed: yaml %s, check %s" % (uid, want["removed"], g["removed"]))
        if g.get("removed"):
            continue
        if "centre" in want:
            wx, wy = inch(want["centre"][0]), inch(want["centre"][1])
            if math.hypot(wx - g["centre"][0], wy - g["centre"][1]) > max(tol, 0.0015):
                bad.append("%s.centre: yaml (%.4f, %.4f), check (%.4f, %.4f)" %
                           (uid, wx, wy, g["centre"][0], g["centre"][1]))
        if "facing" in want and ang_diff(float(want["facing"]), g["facing"]) > 0.011:
            bad.append("%s.facing: yaml %s, check %.3f" % (uid, want["facing"], g["facing"]))
    i = 0
    for ev in exp.get("events", []) or []:
        while i < len(events) and events[i] != ev:
            i += 1
        if i == len(events):
            bad.append("event %r not found in order in %s" % (ev, events))
            break
        i += 1
    for ev in exp.get("no_events", []) or []:
        if ev in events:
            bad.append("no_event %r occurs" % ev)
    return bad


def main():
    import scenarios  # the per-scenario hand calculations beside this file
    failed = 0
    names = sorted(f for f in os.listdir(HERE) if f.endswith(".yaml"))
    for name in names:
        path = os.path.join(HERE, name)
        s, board, bodies = load(path)
        run = scenarios.WORK.get(name[:-5])
        if run is not None:
            got, events = run(s, board, bodies)
        elif s["run"] == "flee":
            got, events = flee(s, board, bodies)
        elif s["run"] == "pursue":
            got, events = pursue(s, board, bodies)
        else:
            print("SKIP  %s (no calculation)" % name)
            continue
        bad = compare(path, got, events)
        shown = {k: ({kk: (tuple(round(x, 4) for x in vv) if isinstance(vv, tuple) else
                           (round(vv, 3) if isinstance(vv, float) else vv))
                      for kk, vv in v.items()}) for k, v in got.items()}
        print("%s  %s  %s  %s" % ("ok  " if not bad else "FAIL", name, shown, events))
        for b in bad:
            print("      " + b)
        failed += bool(bad)
    print("%d scenarios, %d disagree" % (len(names), failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    sys.path.insert(0, HERE)
    main()
