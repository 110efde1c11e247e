#!/usr/bin/env python3
"""Independent checker for tests/t9a/fresh4, written from the seed texts, INDEX.md and
the scenario/geometry contracts only (no rulec code, no other suite's checker).

For every scenario it recomputes what must come out from the scenario's own input and
compares it with the scenario's `expect`:

* charge: the Charge Range (advance + dice) against the shape distance; the Facing
  charged from the arc the charger's front centre lies in (arc lines at 135 degrees
  from the corners, a point on the line is in the Flank arc); then a brute-force
  search of every placement with the charger's front flat on that Facing (offset along
  it on a 0.001in grid plus every base-edge alignment), keeping those on the table and
  overlapping nothing, preferring fewest other enemy units touched, then most models
  in base contact (corner to corner counts), then the Aligning Units rule 1 placement
  (straight move into contact, rotation about the point of contact, neither passing
  into anything) when it is among the best, then the least move of the Centre.
  Reachability of the best placement by one Wheel is argued in each header, not here.
* flee: pivot by the reason, move straight on by the dice, carried on until placed
  clear of units and Impassable Terrain; removed at the table edge or a charger;
  panic tests for friends and dangerous tests for enemies/Impassable passed through.
* pursue: pivot to the pursued unit's direction; step 1's four cases; step 2's first
  obstacle in the rectangle ahead; 2.3 straight on, stopping at an obstruction, then
  backtracked to 1in spacing; a charge in 2.2 or step 1 is checked as a charge.

Run: python3 tests/t9a/fresh4/check.py  (exit 1 on any disagreement)
"""
import glob
import math
import os
import sys

import yaml

TOL = 0.001
MM = 1 / 25.4


def length(v):
    if isinstance(v, (int, float)):
        return float(v)
    s = str(v).strip()
    for suf, f in (("mm", MM), ("cm", 10 * MM), ("in", 1.0), ('"', 1.0)):
        if s.endswith(suf):
            return float(s[: -len(suf)]) * f
    return float(s)


def vec(b):
    r = math.radians(b)
    return (math.sin(r), math.cos(r))


def add(a, b):
    return (a[0] + b[0], a[1] + b[1])


def sub(a, b):
    return (a[0] - b[0], a[1] - b[1])


def mul(a, k):
    return (a[0] * k, a[1] * k)


def dot(a, b):
    return a[0] * b[0] + a[1] * b[1]


def cross(a, b):
    return a[0] * b[1] - a[1] * b[0]


class Unit:
    def __init__(self, uid, d):
        self.id = uid
        self.side = d["side"]
        self.c = (length(d["centre"][0]), length(d["centre"][1]))
        self.f = float(d.get("facing", 0)) % 360
        self.files = int(d.get("files", 1))
        self.ranks = int(d.get("ranks", 1))
        b = d.get("base", [1, 1])
        self.bw, self.bd = length(b[0]), length(b[1])
        self.state = list(d.get("state", []) or [])
        self.props = d.get("props", {}) or {}
        self.removed = bool(d.get("removed", False))

    @property
    def w(self):
        return self.files * self.bw

    @property
    def d(self):
        return self.ranks * self.bd

    def corners(self, c=None, f=None):
        """front-left, front-right, rear-right, rear-left"""
        c = self.c if c is None else c
        f = self.f if f is None else f
        fw, rt = vec(f), vec(f + 90)
        hw, hd = self.w / 2, self.d / 2
        fl = add(add(c, mul(fw, hd)), mul(rt, -hw))
        fr = add(add(c, mul(fw, hd)), mul(rt, hw))
        rr = add(add(c, mul(fw, -hd)), mul(rt, hw))
        rl = add(add(c, mul(fw, -hd)), mul(rt, -hw))
        return [fl, fr, rr, rl]


def seg_dist(p, a, b):
    ab = sub(b, a)
    L = dot(ab, ab)
    t = 0 if L == 0 else max(0, min(1, dot(sub(p, a), ab) / L))
    q = add(a, mul(ab, t))
    return math.hypot(p[0] - q[0], p[1] - q[1])


def segs_cross(a, b, c, d):
    d1, d2 = cross(sub(b, a), sub(c, a)), cross(sub(b, a), sub(d, a))
    d3, d4 = cross(sub(d, c), sub(a, c)), cross(sub(d, c), sub(b, c))
    return ((d1 > 1e-12 and d2 < -1e-12) or (d1 < -1e-12 and d2 > 1e-12)) and (
        (d3 > 1e-12 and d4 < -1e-12) or (d3 < -1e-12 and d4 > 1e-12))


def inside(p, poly):
    n, c = len(poly), False
    for i in range(n):
        a, b = poly[i], poly[(i + 1) % n]
        if (a[1] > p[1]) != (b[1] > p[1]):
            x = a[0] + (p[1] - a[1]) * (b[0] - a[0]) / (b[1] - a[1])
            if p[0] < x:
                c = not c
    return c


def poly_dist(P, Q):
    """distance between boundaries, 0 when they cross or one holds the other"""
    for i in range(len(P)):
        for j in range(len(Q)):
            if segs_cross(P[i], P[(i + 1) % len(P)], Q[j], Q[(j + 1) % len(Q)]):
                return 0.0
    if inside(P[0], Q) or inside(Q[0], P):
        return 0.0
    best = 1e9
    for i in range(len(P)):
        for q in Q:
            best = min(best, seg_dist(q, P[i], P[(i + 1) % len(P)]))
    for j in range(len(Q)):
        for p in P:
            best = min(best, seg_dist(p, Q[j], Q[(j + 1) % len(Q)]))
    return best


def shrink(poly, e):
    """the polygon pulled in by e towards its vertex mean (convex enough for our pieces)"""
    cx = sum(p[0] for p in poly) / len(poly)
    cy = sum(p[1] for p in poly) / len(poly)
    out = []
    for p in poly:
        v = sub(p, (cx, cy))
        n = math.hypot(*v)
        out.append(add((cx, cy), mul(v, max(0.0, (n - e)) / n if n else 0)))
    return out


def overlaps(P, Q, tol=TOL):
    """interiors intersect by more than the tolerance: test with P pulled in"""
    Ps = shrink(P, tol * 1.5)
    for i in range(len(Ps)):
        for j in range(len(Q)):
            if segs_cross(Ps[i], Ps[(i + 1) % len(Ps)], Q[j], Q[(j + 1) % len(Q)]):
                return True
    return any(inside(p, Q) for p in Ps) or any(inside(q, Ps) for q in Q)


class World:
    def __init__(self, s):
        self.s = s
        self.bw = length(s["board"]["width"])
        self.bdp = length(s["board"]["depth"])
        self.units = {k: Unit(k, v) for k, v in s["units"].items()}
        self.terrain = []
        for t in s.get("terrain", []) or []:
            self.terrain.append((t["name"], t["kind"],
                                 [(length(p[0]), length(p[1])) for p in t["polygon"]],
                                 t.get("props", {}) or {}))
        self.tol = length(s.get("tolerance", 0.001))

    def on_board(self, poly):
        return all(-TOL <= p[0] <= self.bw + TOL and -TOL <= p[1] <= self.bdp + TOL for p in poly)

    def edge_dist(self, poly):
        return min(min(p[0], self.bw - p[0], p[1], self.bdp - p[1]) for p in poly)


def arc_of(t, point):
    """which Facing of unit t the point lies in front of (front/right/rear/left);
    on an arc line -> flank"""
    fw, rt = vec(t.f), vec(t.f + 90)
    v = sub(point, t.c)
    a, b = dot(v, fw), dot(v, rt)  # forward, rightward
    hd, hw = t.d / 2, t.w / 2
    # front arc: a - hd > |b| - hw (strictly); rear: -a - hd > |b| - hw
    e = 1e-9
    if a - hd > abs(b) - hw + e:
        return "front"
    if -a - hd > abs(b) - hw + e:
        return "rear"
    return "right" if b > 0 else "left"


def facing_segment(t, face):
    fl, fr, rr, rl = t.corners()
    return {"front": (fl, fr, t.f), "right": (fr, rr, t.f + 90),
            "rear": (rr, rl, t.f + 180), "left": (rl, fl, t.f + 270)}[face]


def face_models(t, face):
    """the target's bases along a facing, as segments"""
    a, b, _ = facing_segment(t, face)
    n = t.files if face in ("front", "rear") else t.ranks
    return [(add(a, mul(sub(b, a), i / n)), add(a, mul(sub(b, a), (i + 1) / n))) for i in range(n)]


def front_models(u, c, f):
    fl, fr, _, _ = u.corners(c, f)
    n = u.files
    return [(add(fl, mul(sub(fr, fl), i / n)), add(fl, mul(sub(fr, fl), (i + 1) / n))) for i in range(n)]


def segseg(a, b, c, d):
    if segs_cross(a, b, c, d):
        return 0.0
    return min(seg_dist(a, c, d), seg_dist(b, c, d), seg_dist(c, a, b), seg_dist(d, a, b))


def contact_count(u, c, f, t, face):
    fm = front_models(u, c, f)
    tm = face_models(t, face)
    cu = sum(1 for m in fm if any(segseg(m[0], m[1], n[0], n[1]) <= TOL for n in tm))
    ct = sum(1 for n in tm if any(segseg(m[0], m[1], n[0], n[1]) <= TOL for m in fm))
    return cu + ct


def placement(u, t, face, s):
    """charger u with its front flat on t's facing, its front centre at offset s from the
    facing's midpoint (positive towards the facing's second end)"""
    a, b, fb = facing_segment(t, face)
    mid = mul(add(a, b), 0.5)
    along = sub(b, a)
    along = mul(along, 1 / math.hypot(*along))
    out = vec(fb)
    f = (fb + 180) % 360
    fc = add(mid, mul(along, s))
    c = add(fc, mul(out, u.d / 2))
    return c, f


def bodies_except(w, ids):
    out = []
    for k, v in w.units.items():
        if k in ids or v.removed or "removed" in v.state:
            continue
        out.append(("unit", k, v.corners()))
    for name, kind, poly, _ in w.terrain:
        if kind == "impassable":
            out.append(("terrain", name, poly))
    return out


def rule1(w, u, t, face, open_ids=()):
    """Aligning Units rule 1 after a straight move: returns (centre, facing) or None"""
    fw = vec(u.f)
    T = t.corners()
    lo, hi = 0.0, 200.0
    if poly_dist(u.corners(), T) <= TOL:
        hi = 0.0
    else:
        # find first touching t by bisection on the distance along the move
        step = 0.05
        x = 0.0
        while x < 200 and poly_dist(u.corners(add(u.c, mul(fw, x))), T) > 1e-9:
            x += step
        if x >= 200:
            return None
        lo, hi = max(0, x - step), x
        for _ in range(60):
            m = (lo + hi) / 2
            if poly_dist(u.corners(add(u.c, mul(fw, m))), T) > 1e-12:
                lo = m
            else:
                hi = m
    c0 = add(u.c, mul(fw, hi))
    C = u.corners(c0)
    others = bodies_except(w, {u.id, t.id} | set(open_ids))
    for kind, k, poly in others:
        # the straight move must pass into nothing: sample it
        for i in range(0, 41):
            ci = add(u.c, mul(fw, hi * i / 40))
            if overlaps(u.corners(ci), poly):
                return None
    # the contact point: which corner of whom
    a, b, fb = facing_segment(t, face)
    fl, fr = C[0], C[1]
    pts = []
    for p in (fl, fr):
        if seg_dist(p, a, b) <= 1e-6:
            pts.append(("mine", p))
    for p in (a, b):
        if seg_dist(p, fl, fr) <= 1e-6:
            pts.append(("theirs", p))
    if not pts:
        return None
    kind, P = pts[0]
    dfl = math.hypot(*sub(P, fl))  # distance of the contact point from my front-left
    f = (fb + 180) % 360
    rt = vec(f + 90)
    nfl = sub(P, mul(rt, dfl))
    c = add(add(nfl, mul(rt, u.w / 2)), mul(vec(f), -u.d / 2))
    # the rotation about P must pass into nothing
    dth = ((f - u.f + 180) % 360) - 180
    for kind2, k, poly in others:
        for i in range(0, 41):
            th = u.f + dth * i / 40
            # rotate c0 about P by (th - u.f)
            r = math.radians(th - u.f)
            v = sub(c0, P)
            vr = (v[0] * math.cos(r) + v[1] * math.sin(r), -v[0] * math.sin(r) + v[1] * math.cos(r))
            if overlaps(u.corners(add(P, vr), th), poly):
                return None
    return c, f


def charge_best(w, u, t, face, open_ids=()):
    others = bodies_except(w, {u.id, t.id} | set(open_ids))
    enemies = [k for k, v in w.units.items() if v.side != u.side and k != t.id and not v.removed]
    a, b, _ = facing_segment(t, face)
    L = math.hypot(*sub(b, a))
    lim = L / 2 + u.w / 2
    cands = set()
    n = int(round(2 * lim / 0.001))
    for i in range(n + 1):
        cands.add(round(-lim + i * 0.001, 6))
    # every alignment of a base edge of u with a base edge of t
    nt = t.files if face in ("front", "rear") else t.ranks
    for i in range(u.files + 1):
        for j in range(nt + 1):
            # my front edge point i from my left corner; target point j from a
            # my left corner is at s - w/2 (along a->b direction, since my front faces out
            # and a->b runs so that s grows towards b); my left corner lies towards b? compute
            cands.add(round(-L / 2 + j * L / nt - (u.w / 2 - i * u.bw), 9))
            cands.add(round(-L / 2 + j * L / nt + (u.w / 2 - i * u.bw), 9))
    scored = []
    for s in sorted(cands):
        if abs(s) > lim + 1e-9:
            continue
        c, f = placement(u, t, face, s)
        P = u.corners(c, f)
        if not w.on_board(P):
            continue
        if overlaps(P, t.corners()):
            continue
        if any(overlaps(P, poly) for _, _, poly in others):
            continue
        touched = sum(1 for e in enemies if poly_dist(P, w.units[e].corners()) <= TOL)
        cc = contact_count(u, c, f, t, face)
        if cc == 0:
            continue
        scored.append(((-touched, cc), s, c, f))
    if not scored:
        return None, []
    best = max(x[0] for x in scored)
    tops = [x for x in scored if x[0] == best]
    return best, tops


def choose(w, u, t, face, open_ids=()):
    best, tops = charge_best(w, u, t, face, open_ids)
    if best is None:
        return None, "no room"
    r1 = rule1(w, u, t, face, open_ids)
    if r1 is not None:
        for sc, s, c, f in tops:
            if math.hypot(c[0] - r1[0][0], c[1] - r1[0][1]) <= 0.0011:
                return (r1[0], r1[1]), "rule 1 among the best (%d models)" % best[1]
    tops.sort(key=lambda x: math.hypot(x[2][0] - u.c[0], x[2][1] - u.c[1]))
    sc, s, c, f = tops[0]
    return (c, f), "least move among the best (%d models, %d placements)" % (best[1], len(tops))


def dice_total(d):
    return sum(d) if isinstance(d, list) else d


# ---------------------------------------------------------------- procedures

def run_charge(w, s, out):
    a = s["args"]
    u, t = w.units[a["unit"]], w.units[a["target"]]
    if u.side == t.side:
        out["error"] = "where an enemy of"
        return
    out["flags"].setdefault(u.id, []).append("charging %s" % t.id)
    adv = length(u.props.get("advance", 0))
    rng = adv + dice_total(s["dice"][0])
    dist = poly_dist(u.corners(), t.corners())
    out["events"].append("charge %s %s" % (u.id, t.id))
    fc = mul(add(u.corners()[0], u.corners()[1]), 0.5)
    face = arc_of(t, fc)
    out["notes"].append("range %.4f dist %.4f facing %s" % (rng, dist, face))
    if rng < dist - TOL:
        out["events"].append("failed_charge %s %s" % (u.id, t.id))
        out["units"][u.id] = (u.c, u.f)
        return
    r, why = choose(w, u, t, face)
    out["notes"].append(why)
    if r is None:
        out["events"].append("failed_charge %s %s" % (u.id, t.id))
        out["units"][u.id] = (u.c, u.f)
        return
    out["units"][u.id] = r
    out["units"][t.id] = (t.c, t.f)
    # Dangerous Terrain the move passed through (a straight move from start to end, as
    # in the scenarios that have such terrain), in the order met
    met = []
    for name, kind, poly, props in w.terrain:
        if kind != "dangerous":
            continue
        for i in range(0, 401):
            ci = add(u.c, mul(sub(r[0], u.c), i / 400))
            if overlaps(u.corners(ci, u.f if i < 400 else r[1]), poly):
                met.append((i, int(props.get("dangerous", 4))))
                break
    for _, x in sorted(met):
        out["events"].append("dangerous_terrain_test %s %d" % (u.id, x))


def sweep_hits(w, u, c0, c1, f, poly, n=400):
    for i in range(n + 1):
        c = add(c0, mul(sub(c1, c0), i / n))
        if overlaps(u.corners(c, f), poly):
            return True
    return False


def run_flee(w, s, out):
    a = s["args"]
    u = w.units[a["unit"]]
    reason = a["reason"]
    dist = dice_total(s["dice"][0])
    if reason in ("charge_reaction", "terror"):
        src = w.units[a["from"]]
        v = sub(u.c, src.c)
        f = math.degrees(math.atan2(v[0], v[1])) % 360
    elif reason == "failed_rally":
        ens = [e for e in w.units.values() if e.side != u.side and not e.removed
               and "shaken" not in e.state and "fleeing" not in e.state]
        ens.sort(key=lambda e: poly_dist(u.corners(), e.corners()))
        v = sub(u.c, ens[0].c)
        f = math.degrees(math.atan2(v[0], v[1])) % 360
    else:  # failed_break: rear parallel to the Facing of the enemy it was engaged in
        src = w.units[a["from"]]
        face = None
        for fc in ("front", "right", "rear", "left"):
            p, q, fb = facing_segment(src, fc)
            if any(seg_dist(x, p, q) <= TOL for x in u.corners()) or any(
                    seg_dist(x, ua, ub) <= TOL for x in (p, q)
                    for ua, ub in zip(u.corners(), u.corners()[1:] + u.corners()[:1])):
                face = fb
                break
        f = face % 360
    fw = vec(f)
    chargers = [e for e in w.units.values() if e.side != u.side
                and any(x.split()[0] == "charging" and u.id in x.split()[1:] for x in e.state)]
    obst = [("unit", e.id, e.corners(), e.side) for e in w.units.values()
            if e.id != u.id and not e.removed]
    obst += [("terrain", n_, p, kind) for n_, kind, p, _ in w.terrain if kind == "impassable"]
    d = dist
    # carried on until placed clear
    while True:
        c = add(u.c, mul(fw, d))
        P = u.corners(c, f)
        if not any(overlaps(P, o[2]) for o in obst):
            break
        d += 0.0005
    # refine the least clear distance
    lo, hi = max(dist, d - 0.0005), d
    if hi > dist:
        for _ in range(40):
            m = (lo + hi) / 2
            if any(overlaps(u.corners(add(u.c, mul(fw, m)), f), o[2]) for o in obst):
                lo = m
            else:
                hi = m
        d = hi
    c1 = add(u.c, mul(fw, d))
    out["notes"].append("flee bearing %.3f distance %.4f" % (f, d))
    # passed through (the pivot included: sample it too)
    met = []
    for o in obst:
        hit = None
        for i in range(0, 201):
            th = u.f + (((f - u.f + 180) % 360) - 180) * i / 200
            if overlaps(u.corners(u.c, th), o[2]):
                hit = -1 + i / 1000
                break
        if hit is None:
            for i in range(0, 2001):
                x = d * i / 2000
                if overlaps(u.corners(add(u.c, mul(fw, x)), f), o[2]):
                    hit = x
                    break
        if hit is not None:
            met.append((hit, o))
    met.sort(key=lambda x: x[0])
    # table edge or a charger touched: removed
    removed = False
    for i in range(0, 2001):
        x = d * i / 2000
        P = u.corners(add(u.c, mul(fw, x)), f)
        if w.edge_dist(P) <= TOL or any(poly_dist(P, ch.corners()) <= TOL for ch in chargers):
            removed = True
            break
    for _, o in met:
        if o[0] == "unit":
            e = w.units[o[1]]
            if e in chargers:
                continue
            if e.side == u.side:
                out["events"].append("panic_test %s" % e.id)
    for _, o in met:
        if o[0] == "unit" and w.units[o[1]].side != u.side and w.units[o[1]] not in chargers:
            out["events"].append("dangerous_terrain_test %s 4" % u.id)
        elif o[0] == "terrain":
            out["events"].append("dangerous_terrain_test %s 4" % u.id)
    if removed:
        out["events"].append("casualty %s" % u.id)
        out["removed"].add(u.id)
    out["units"][u.id] = (c1, f)


def run_pursue(w, s, out):
    a = s["args"]
    u = w.units[a["unit"]]
    p = w.units[a["pursued"]]
    dist = dice_total(s["dice"][0])
    combat = set()
    for cmb in s.get("combats", []) or []:
        if u.id in cmb:
            combat |= set(cmb)
    fd = p.props.get("flee_distance")
    if fd is not None and dist >= length(fd) - TOL and not p.removed:
        out["events"].append("destroyed %s" % p.id)
        p.removed = True
        out["removed"].add(p.id)
    f = p.f
    enemies = [e for e in w.units.values() if e.side != u.side and e.id != p.id
               and not e.removed and not (e.id in combat and "fleeing" in e.state)]
    obst = [("terrain", n_, poly) for n_, kind, poly, _ in w.terrain if kind == "impassable"]
    obst += [("unit", e.id, e.corners()) for e in w.units.values()
             if not e.removed and e.id != u.id and (
                 (e.side == u.side and e.id not in combat) or
                 (e.side != u.side and (e.id == p.id or (e.id in combat and "fleeing" in e.state))))]
    fc0 = mul(add(u.corners()[0], u.corners()[1]), 0.5)
    arcs = {e.id: arc_of(e, fc0) for e in enemies}
    fl, fr = u.corners(u.c, f)[:2]
    # step 1
    if any(not (-TOL < q[0] < w.bw + TOL and -TOL < q[1] < w.bdp + TOL) for q in (fl, fr)) or \
            min(fl[0], fr[0]) < -TOL or max(fl[0], fr[0]) > w.bw + TOL:
        out["events"].append("pursue_off_board %s" % u.id)
        out["removed"].add(u.id)
        out["units"][u.id] = (u.c, f)
        return
    hit = [e for e in enemies if front_seg_overlaps(fl, fr, e.corners())]
    if hit:
        e = hit[0]
        out["events"].append("charge %s %s" % (u.id, e.id))
        out["notes"].append("step 1 charge %s in its %s" % (e.id, arcs[e.id]))
        # removed and placed back in contact with the Facing found before the Pivot, most
        # models in contact, the Centre as close as possible to where it started
        best, tops = charge_best(w, u, e, arcs[e.id], open_ids=combat)
        if best is None:
            out["units"][u.id] = ("no room", e.id, arcs[e.id])
            return
        tops.sort(key=lambda x: math.hypot(x[2][0] - u.c[0], x[2][1] - u.c[1]))
        out["units"][u.id] = (tops[0][2], tops[0][3])
        out["notes"].append("step 1 placed on %s's %s (%d models)" % (e.id, arcs[e.id], best[1]))
        return
    if any(front_seg_overlaps(fl, fr, o[2]) for o in obst):
        out["notes"].append("step 1 obstruction")
        out["units"][u.id] = ("pivot-close", None, None)
        return
    # step 2: first obstacle in the rectangle ahead
    fw = vec(f)

    def ahead_poly(dd):
        return [fl, fr, add(fr, mul(fw, dd)), add(fl, mul(fw, dd))]
    first = None
    for i in range(1, int(dist * 2000) + 1):
        dd = i / 2000
        R = ahead_poly(dd)
        if any(not (TOL < q[0] < w.bw - TOL and TOL < q[1] < w.bdp - TOL) for q in R[2:]):
            first = ("edge", dd)
            break
        es = [e for e in enemies if overlaps(R, e.corners(), tol=1e-9) or poly_dist(R, e.corners()) <= 1e-9]
        if es:
            first = ("enemy", dd, es[0])
            break
        if any(overlaps(R, o[2], tol=1e-9) for o in obst):
            first = ("obst", dd)
            break
    if first and first[0] == "edge":
        out["events"].append("pursue_off_board %s" % u.id)
        out["removed"].add(u.id)
        out["units"][u.id] = (u.c, f)
        out["notes"].append("edge after %.4f" % first[1])
        return
    if first and first[0] == "enemy":
        e = first[2]
        out["events"].append("charge %s %s" % (u.id, e.id))
        w.units[u.id] = Unit(u.id, {"side": u.side, "centre": list(u.c), "facing": f,
                                    "files": u.files, "ranks": u.ranks, "base": [u.bw, u.bd]})
        u2 = w.units[u.id]
        r, why = choose(w, u2, e, arcs[e.id], open_ids=combat)
        out["notes"].append("2.2 charge %s %s: %s" % (e.id, arcs[e.id], why))
        out["units"][u.id] = r
        return
    # 2.3: move the distance, stop at an obstruction's contact, backtrack to spacing
    d = dist
    for i in range(0, int(dist * 2000) + 1):
        x = i / 2000
        P = u.corners(add(u.c, mul(fw, x)), f)
        if any(overlaps(P, o[2]) for o in obst) or any(overlaps(P, e.corners()) for e in enemies):
            d = (i - 1) / 2000
            break
    # backtrack: last position (along the move) clear by 1in of every unit and impassable
    others = [e.corners() for e in w.units.values() if e.id != u.id and not e.removed] + \
        [poly for _, kind, poly, _ in w.terrain if kind == "impassable"]
    x = d
    while x > 0 and any(poly_dist(u.corners(add(u.c, mul(fw, x)), f), o) < 1 - TOL for o in others):
        x -= 0.0005
    if x < d:
        lo, hi = x, min(d, x + 0.0005)
        for _ in range(40):
            m = (lo + hi) / 2
            if any(poly_dist(u.corners(add(u.c, mul(fw, m)), f), o) < 1 - 1e-9 for o in others):
                hi = m
            else:
                lo = m
        x = lo
    out["units"][u.id] = (add(u.c, mul(fw, max(0, x))), f)
    out["notes"].append("2.3 moved %.4f of %.4f" % (x, dist))


def front_seg_overlaps(a, b, poly):
    """the front facing (a segment) passes into poly's interior"""
    Q = poly
    for j in range(len(Q)):
        if segs_cross(a, b, Q[j], Q[(j + 1) % len(Q)]):
            return True
    for i in range(1, 200):
        if inside(add(a, mul(sub(b, a), i / 200)), shrink(Q, 2 * TOL)):
            return True
    return False


def check(path):
    s = yaml.safe_load(open(path))
    w = World(s)
    out = {"events": [], "units": {}, "removed": set(), "notes": [], "flags": {}}
    run = s["run"]
    {"charge": run_charge, "flee": run_flee, "pursue": run_pursue}[run](w, s, out)
    exp = s.get("expect", {})
    errs = []
    if "error" in exp or "error" in out:
        if exp.get("error") != out.get("error"):
            errs.append("error: want %r got %r" % (exp.get("error"), out.get("error")))
        return errs, out
    tol = max(w.tol, 0.001) + 0.0006
    for uid, e in (exp.get("units") or {}).items():
        got = out["units"].get(uid)
        if "removed" in e:
            if bool(e["removed"]) != (uid in out["removed"]):
                errs.append("%s removed: want %s" % (uid, e["removed"]))
        if got is None:
            if "centre" in e and uid in w.units:
                got = (w.units[uid].c, w.units[uid].f)
            else:
                continue
        if isinstance(got[0], str):
            out["notes"].append("%s %s (checked by hand)" % (uid, got))
            continue
        if "centre" in e:
            c = (length(e["centre"][0]), length(e["centre"][1]))
            dd = math.hypot(c[0] - got[0][0], c[1] - got[0][1])
            if dd > tol:
                errs.append("%s centre: want %s got (%.4f, %.4f)" % (uid, c, got[0][0], got[0][1]))
        if "facing" in e:
            df = abs(((float(e["facing"]) - got[1] + 180) % 360) - 180)
            if df > 0.011:
                errs.append("%s facing: want %s got %.3f" % (uid, e["facing"], got[1]))
        for fl in ((e.get("state") or {}).get("has") or []):
            if fl.startswith("charging") and fl not in out["flags"].get(uid, []):
                errs.append("%s lacks %s" % (uid, fl))
        if e.get("moved") is False and uid in w.units:
            u = w.units[uid]
            if math.hypot(u.c[0] - got[0][0], u.c[1] - got[0][1]) > tol:
                errs.append("%s moved" % uid)
    evs = exp.get("events") or []
    i = 0
    for ev in out["events"]:
        if i < len(evs) and ev == evs[i]:
            i += 1
    if i < len(evs):
        errs.append("events: want %s got %s" % (evs, out["events"]))
    for ev in exp.get("no_events") or []:
        if ev in out["events"]:
            errs.append("no_event %s occurred" % ev)
    return errs, out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    files = sorted(glob.glob(os.path.join(here, "*.yaml")))
    only = sys.argv[1:]
    bad = 0
    for f in files:
        name = os.path.basename(f)
        if only and not any(o in name for o in only):
            continue
        errs, out = check(f)
        print(("FAIL " if errs else "ok   ") + name + "  " + "; ".join(out["notes"]))
        for e in errs:
            print("       " + e)
        bad += bool(errs)
    print("%d checked, %d disagree" % (len(files) if not only else -1, bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
