#!/usr/bin/env python3
"""Re-derives fresh9's expected values a second way, from the YAML files alone
(it imports nothing of gen.py or geom.py): rectangles base by base, arcs from the
four 135-degree lines, contact counts scanned over every slide along the facing,
and for every charge a Charge Move (forward, one Wheel of at most 90 degrees about
a front corner, forward into contact, rotation about the contact point) that is
simulated step by step and ends where the scenario expects.
Run: python3 check.py [DIR]   (exit 1 on any disagreement)
"""
import glob
import math
import os
import sys

import yaml

IN = 25.4
TOL = 0.0254
BOARD = (72 * IN, 48 * IN)
bad = []


def L(v):
    if isinstance(v, (int, float)):
        return float(v)
    v = str(v)
    if v.endswith("mm"):
        return float(v[:-2])
    if v.endswith("in"):
        return float(v[:-2]) * IN
    raise ValueError(v)


def rot(v, deg):  # clockwise by deg (bearing grows)
    t = math.radians(deg)
    return (v[0] * math.cos(t) + v[1] * math.sin(t), -v[0] * math.sin(t) + v[1] * math.cos(t))


def F(b):
    return (math.sin(math.radians(b)), math.cos(math.radians(b)))


def R(b):
    return (math.cos(math.radians(b)), -math.sin(math.radians(b)))


def P(c, u, a, v, b):
    return (c[0] + u[0] * a + v[0] * b, c[1] + u[1] * a + v[1] * b)


class Rect:
    def __init__(self, c, facing, files, ranks, bw, bd):
        self.c, self.f, self.files, self.ranks, self.bw, self.bd = tuple(c), facing, files, ranks, bw, bd

    W = property(lambda s: s.files * s.bw)
    D = property(lambda s: s.ranks * s.bd)

    def poly(self):
        f, r = F(self.f), R(self.f)
        a, b = self.W / 2, self.D / 2
        return [P(self.c, r, -a, f, b), P(self.c, r, a, f, b), P(self.c, r, a, f, -b), P(self.c, r, -a, f, -b)]

    def bases(self, front_only=False):
        f, r = F(self.f), R(self.f)
        out = []
        for k in range(1 if front_only else self.ranks):
            for j in range(self.files):
                cx = -self.W / 2 + (j + 0.5) * self.bw
                cy = self.D / 2 - (k + 0.5) * self.bd
                cc = P(self.c, r, cx, f, cy)
                a, b = self.bw / 2, self.bd / 2
                out.append([P(cc, r, -a, f, b), P(cc, r, a, f, b), P(cc, r, a, f, -b), P(cc, r, -a, f, -b)])
        return out

    def moved(self, c=None, f=None):
        return Rect(c if c else self.c, self.f if f is None else f, self.files, self.ranks, self.bw, self.bd)


def overlap(A, B, eps=TOL):
    """Separating axis test: the interiors meet by more than eps."""
    for poly in (A, B):
        for i in range(len(poly)):
            p, q = poly[i], poly[(i + 1) % len(poly)]
            n = (q[1] - p[1], p[0] - q[0])
            ln = math.hypot(*n)
            n = (n[0] / ln, n[1] / ln)
            pa = [x[0] * n[0] + x[1] * n[1] for x in A]
            pb = [x[0] * n[0] + x[1] * n[1] for x in B]
            if max(pa) <= min(pb) + eps or max(pb) <= min(pa) + eps:
                return False
    return True


def pdist(p, a, b):
    ab = (b[0] - a[0], b[1] - a[1])
    t = ((p[0] - a[0]) * ab[0] + (p[1] - a[1]) * ab[1]) / (ab[0] ** 2 + ab[1] ** 2)
    t = max(0.0, min(1.0, t))
    return math.hypot(p[0] - a[0] - t * ab[0], p[1] - a[1] - t * ab[1])


def dist(A, B):
    if overlap(A, B, 0.0):
        return 0.0
    return min(min(pdist(p, B[i], B[(i + 1) % 4]) for p in A for i in range(4)),
               min(pdist(p, A[i], A[(i + 1) % 4]) for p in B for i in range(4)))


def cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def arc(T, p):
    """By the four lines: the front arc lies beyond both front lines (the ones
    leaving the front corners at 135 degrees), the rear arc beyond both rear ones."""
    fl, fr, rr, rl = T.poly()
    f, r = F(T.f), R(T.f)
    d = {"fl": (f[0] - r[0], f[1] - r[1]), "fr": (f[0] + r[0], f[1] + r[1]),
         "rr": (-f[0] + r[0], -f[1] + r[1]), "rl": (-f[0] - r[0], -f[1] - r[1])}
    e = 1e-9
    # front: to the right of the fl line (looking outwards) and left of the fr line
    infront = cross(fl, P(fl, d["fl"], 1, d["fl"], 0), p) < -e and cross(fr, P(fr, d["fr"], 1, d["fr"], 0), p) > e
    inrear = cross(rr, P(rr, d["rr"], 1, d["rr"], 0), p) < -e and cross(rl, P(rl, d["rl"], 1, d["rl"], 0), p) > e
    if infront:
        return "front"
    if inrear:
        return "rear"
    x = (p[0] - T.c[0]) * r[0] + (p[1] - T.c[1]) * r[1]
    return "right" if x > 0 else "left"


def side_seg(T, side):
    fl, fr, rr, rl = T.poly()
    return {"front": (fl, fr), "right": (fr, rr), "rear": (rr, rl), "left": (rl, fl)}[side]


def side_normal(T, side):
    return (T.f + {"front": 0, "right": 90, "rear": 180, "left": 270}[side]) % 360


def contacts(C, T):
    cb = C.bases(front_only=True)
    tb = T.bases()
    a = sum(1 for x in cb if any(dist(x, y) <= TOL for y in tb))
    b = sum(1 for y in tb if any(dist(x, y) <= TOL for x in cb))
    return a + b


def angdiff(a, b):
    return abs((a - b + 180) % 360 - 180)


def load(path):
    with open(path) as f:
        y = yaml.safe_load(f)
    units = {}
    for k, u in y["units"].items():
        base = [L(v) for v in u.get("base", ["1in", "1in"])]
        units[k] = dict(rect=Rect((L(u["centre"][0]), L(u["centre"][1])), float(u["facing"]),
                                  u.get("files", 1), u.get("ranks", 1), base[0], base[1]),
                        side=u["side"], props=u.get("props", {}) or {}, state=u.get("state", []) or [])
    terr = [dict(kind=t["kind"], poly=[(L(p[0]), L(p[1])) for p in t["polygon"]]) for t in y.get("terrain", []) or []]
    return y, units, terr


def fail(path, msg):
    bad.append("%s: %s" % (os.path.basename(path), msg))


def close(p, q, eps=0.01):
    return math.hypot(p[0] - q[0], p[1] - q[1]) <= eps


# ------------------------------------------------------------ charge

def ray_hit(C, T, u):
    """How far C moves along unit vector u before touching T (None if never)."""
    best = None
    A, B = C.poly(), T.poly()
    for pts, edges, sgn in ((A, B, 1), (B, A, -1)):
        for p in pts:
            for i in range(4):
                a, b = edges[i], edges[(i + 1) % 4]
                d = (u[0] * sgn, u[1] * sgn)
                e = (b[0] - a[0], b[1] - a[1])
                den = d[0] * e[1] - d[1] * e[0]
                if abs(den) < 1e-12:
                    continue
                w = (a[0] - p[0], a[1] - p[1])
                t = (w[0] * e[1] - w[1] * e[0]) / den
                s = (w[0] * d[1] - w[1] * d[0]) / den
                if t >= -1e-9 and -1e-9 <= s <= 1 + 1e-9:
                    if best is None or t < best[0]:
                        # where they meet once C has moved: C's vertex moved on, or T's vertex itself
                        best = (t, (p[0] + d[0] * t, p[1] + d[1] * t) if sgn == 1 else p)
    return best


def wheel(C, deg):
    f, r = F(C.f), R(C.f)
    piv = P(C.c, f, C.D / 2, r, C.W / 2 if deg > 0 else -C.W / 2)
    v = rot((C.c[0] - piv[0], C.c[1] - piv[1]), deg)
    return C.moved((piv[0] + v[0], piv[1] + v[1]), C.f + deg)


def rotate_about(C, p, deg):
    v = rot((C.c[0] - p[0], C.c[1] - p[1]), deg)
    return C.moved((p[0] + v[0], p[1] + v[1]), C.f + deg)


def clear_path(states, T, obst, final):
    for k, S in enumerate(states):
        poly = S.poly()
        if overlap(poly, T.poly()):
            return "overlaps T on the way"
        for o in obst:
            if overlap(poly, o):
                return "overlaps another body on the way"
        for q in poly:
            if not (-TOL <= q[0] <= BOARD[0] + TOL and -TOL <= q[1] <= BOARD[1] + TOL):
                return "leaves the table"
    return None


def simulate(C0, T, side, d1, w, obst):
    """forward d1, wheel w, forward into contact, align about the contact point."""
    states = []
    for k in range(0, 41):
        states.append(C0.moved(P(C0.c, F(C0.f), d1 * k / 40, F(C0.f), 0)))
    C1 = states[-1]
    for k in range(1, 41):
        states.append(wheel(C1, w * k / 40))
    C2 = states[-1]
    hit = ray_hit(C2, T, F(C2.f))
    if hit is None:
        return None, "no contact"
    t, cp = hit
    if t < -1e-6:
        return None, "backwards"
    a, b = side_seg(T, side)
    if pdist(cp, a, b) > 1e-6:
        return None, "contact off the facing"
    for k in range(1, 41):
        states.append(C2.moved(P(C2.c, F(C2.f), t * k / 40 - 1e-4, F(C2.f), 0)))
    C3 = C2.moved(P(C2.c, F(C2.f), t, F(C2.f), 0))
    target_f = (side_normal(T, side) + 180) % 360
    al = (target_f - C3.f + 180) % 360 - 180
    for k in range(1, 21):
        states.append(rotate_about(C3, cp, al * k / 20 * 0.999))
    C4 = rotate_about(C3, cp, al)
    why = clear_path(states, T, obst, C4)
    if why:
        return None, why
    return C4, None


def witness(C0, T, side, final, obst):
    target_f = (side_normal(T, side) + 180) % 360
    need = (target_f - C0.f + 180) % 360 - 180
    # W1: wheel exactly to parallel after d1, then straight in
    f0, rf = F(C0.f), R(target_f)
    Cw = wheel(C0, need)
    lat0 = (Cw.c[0] - final.c[0]) * rf[0] + (Cw.c[1] - final.c[1]) * rf[1]
    k = f0[0] * rf[0] + f0[1] * rf[1]
    if abs(k) > 1e-9:
        d1 = -lat0 / k
        if d1 >= 0:
            S, why = simulate(C0, T, side, d1, need, obst)
            if S and close(S.c, final.c, 0.01) and angdiff(S.f, final.f) < 1e-6:
                return "forward %.3fmm, wheel %.3f deg, forward into contact" % (d1, need)
    elif abs(lat0) < 1e-6:
        S, why = simulate(C0, T, side, 0, need, obst)
        if S and close(S.c, final.c, 0.01):
            return "wheel %.3f deg, forward into flat contact" % need
    # W2: over- or under-wheel, contact at a slant, then align about the contact point
    for d1 in (0.0, 10.0, 25.0, 50.0, 100.0, 150.0):
        prev = None
        ws = [need + x * 0.25 for x in range(-360, 361)]
        ws = [w for w in ws if abs(w) <= 90]
        for w in ws:
            S, why = simulate(C0, T, side, d1, w, obst)
            if S is None:
                prev = None
                continue
            lat = (S.c[0] - final.c[0]) * rf[0] + (S.c[1] - final.c[1]) * rf[1]
            if prev is not None and (prev[1] <= 0 <= lat or lat <= 0 <= prev[1]):
                lo, hi, flo = prev[0], w, prev[1]
                ok = True
                for _ in range(60):
                    mid = (lo + hi) / 2
                    Sm, _w = simulate(C0, T, side, d1, mid, obst)
                    if Sm is None:
                        ok = False
                        break
                    lm = (Sm.c[0] - final.c[0]) * rf[0] + (Sm.c[1] - final.c[1]) * rf[1]
                    if (lm <= 0) == (flo <= 0):
                        lo, flo = mid, lm
                    else:
                        hi = mid
                if ok:
                    Sm, _w = simulate(C0, T, side, d1, (lo + hi) / 2, obst)
                    if Sm and close(Sm.c, final.c, 0.01):
                        return "forward %.1fmm, wheel %.4f deg, forward to a corner contact, align %.4f deg" % (
                            d1, (lo + hi) / 2, (target_f - ((lo + hi) / 2 + C0.f) + 180) % 360 - 180)
            prev = (w, lat)
    return None


def scan_unique(path, C, T, side, final):
    a, b = side_seg(T, side)
    Lf = math.hypot(b[0] - a[0], b[1] - a[1])
    t = ((b[0] - a[0]) / Lf, (b[1] - a[1]) / Lf)
    bt = T.bw if side in ("front", "rear") else T.bd
    bc = C.bw
    best = contacts(final, T)
    # every slide where a base edge of C meets a base edge of T, and the midpoints between
    u0 = (final.c[0] - a[0]) * t[0] + (final.c[1] - a[1]) * t[1]
    s0 = u0 - final.W / 2
    cand = set()
    for j in range(C.files + 1):
        for k in range(int(round(Lf / bt)) + 1):
            cand.add(round(k * bt - j * bc, 6))
    cand = sorted(cand)
    mids = [(cand[i] + cand[i + 1]) / 2 for i in range(len(cand) - 1)]
    top, at = -1, []
    for s in cand + mids:
        S = final.moved(P(final.c, t, s - s0, t, 0))
        n = contacts(S, T)
        if n > top:
            top, at = n, [s]
        elif n == top:
            at.append(s)
    if top != best:
        fail(path, "expected placement has %d models in contact, a slide reaches %d" % (best, top))
    elif len(at) != 1 or abs(at[0] - s0) > 1e-4:
        fail(path, "the maximum %d is not unique: slides %s" % (top, at))
    return best


def check_charge(path, y, units, terr):
    Cu, Tu = units["C"], units["T"]
    C, T = Cu["rect"], Tu["rect"]
    others = [u["rect"].poly() for k, u in units.items() if k not in ("C", "T")]
    obst = others + [t["poly"] for t in terr if t["kind"] == "impassable"]
    fc = P(C.c, F(C.f), C.D / 2, F(C.f), 0)
    side = arc(T, fc)
    d = dist(C.poly(), T.poly())
    rng = y["dice"][0] * IN + L(Cu["props"].get("advance", 0))
    exp = y["expect"]["units"]["C"]
    if "clear_of" in exp:
        if not d > rng + TOL:
            fail(path, "expected a failed charge but %.4f <= %.4f" % (d, rng))
        return "fails: %.4fin > %.4fin" % (d / IN, rng / IN)
    if d > rng + TOL:
        fail(path, "out of range %.4f > %.4f" % (d, rng))
    want_f = (side_normal(T, side) + 180) % 360
    if angdiff(float(exp["facing"]), want_f) > 1e-3:
        fail(path, "facing %s, the %s arc wants %s" % (exp["facing"], side, want_f))
    if "centre" not in exp:
        return "%s arc, facing %.2f (no single optimum)" % (side, want_f)
    final = C.moved((L(exp["centre"][0]), L(exp["centre"][1])), float(exp["facing"]))
    fp = final.poly()
    a, b = side_seg(T, side)
    if abs(cross(a, b, fp[0])) / math.hypot(b[0] - a[0], b[1] - a[1]) > 1e-3 \
            or abs(cross(a, b, fp[1])) / math.hypot(b[0] - a[0], b[1] - a[1]) > 1e-3:
        fail(path, "C's front does not lie on T's %s" % side)
    if overlap(fp, T.poly()):
        fail(path, "final C overlaps T")
    for k, u in units.items():
        if k in ("C", "T"):
            continue
        if overlap(fp, u["rect"].poly()):
            fail(path, "final C overlaps %s" % k)
        if u["side"] != Cu["side"] and dist(fp, u["rect"].poly()) <= TOL:
            fail(path, "final C touches a second enemy %s" % k)
    for t in terr:
        if overlap(fp, t["poly"]):
            fail(path, "final C overlaps terrain")
    n = scan_unique(path, C, T, side, final)
    w = witness(C, T, side, final, obst)
    if not w:
        fail(path, "no Charge Move found that ends at the expected place")
    return "%s arc, %d models, unique; witness: %s" % (side, n, w)


# ------------------------------------------------------------ flee

def check_flee(path, y, units, terr):
    a = y["args"]
    Fu = units[a["unit"]]
    Fr = Fu["rect"]
    reason = a["reason"]
    enemies = {k: u for k, u in units.items() if u["side"] != Fu["side"]}
    if reason in ("charge_reaction", "terror"):
        s = units[a["from"]]["rect"]
        face = math.degrees(math.atan2(Fr.c[0] - s.c[0], Fr.c[1] - s.c[1])) % 360
    elif reason == "failed_rally":
        cands = [(dist(Fr.poly(), u["rect"].poly()), k) for k, u in enemies.items() if "shaken" not in u["state"]]
        k = min(cands)[1]
        s = units[k]["rect"]
        face = math.degrees(math.atan2(Fr.c[0] - s.c[0], Fr.c[1] - s.c[1])) % 360
    else:
        e = units[a["from"]]["rect"]
        # the enemy's Facing F is in contact with: the one whose outward normal points at F
        best = None
        fcen = P(Fr.c, F(Fr.f), Fr.D / 2, F(Fr.f), 0)  # F's front centre lies on the Facing it fought
        for sd in ("front", "right", "rear", "left"):
            p, q = side_seg(e, sd)
            dd = pdist(fcen, p, q)
            if best is None or dd + 1e-9 < best[0]:
                best = (dd, sd)
        face = side_normal(e, best[1])
    dist_roll = y["dice"][0] * IN
    f = F(face)
    events, removed = [], False
    met = set()
    step = 0.25
    k = 0
    pos = Fr.c
    while True:
        k += 1
        dd = k * step
        S = Fr.moved(P(Fr.c, f, dd, f, 0), face)
        poly = S.poly()
        if any(not (0 <= q[0] <= BOARD[0] and 0 <= q[1] <= BOARD[1]) for q in poly):
            removed = True
            events.append("casualty %s" % a["unit"])
            break
        hit = False
        for kk, u in units.items():
            if kk == a["unit"]:
                continue
            if overlap(poly, u["rect"].poly()):
                hit = True
                if u["side"] != Fu["side"] and "charging %s" % a["unit"] in u["state"]:
                    removed = True
                    events.append("casualty %s" % a["unit"])
                    break
                met.add(kk)
        if removed:
            break
        for i, t in enumerate(terr):
            if t["kind"] == "impassable" and overlap(poly, t["poly"]):
                hit = True
                met.add("terrain%d" % i)
        if dd >= dist_roll - 1e-9 and not hit:
            # back up to the first clear point (exactly at an edge)
            lo, hi = dd - step, dd
            if dd - step >= dist_roll - 1e-9 or True:
                for _ in range(60):
                    mid = (lo + hi) / 2
                    Sm = Fr.moved(P(Fr.c, f, mid, f, 0), face)
                    ok = mid >= dist_roll and not any(overlap(Sm.poly(), u["rect"].poly(), 1e-9) for kk, u in units.items() if kk != a["unit"]) \
                        and not any(t["kind"] == "impassable" and overlap(Sm.poly(), t["poly"], 1e-9) for t in terr)
                    if ok:
                        hi = mid
                    else:
                        lo = mid
                dd = max(hi, dist_roll)
            pos = P(Fr.c, f, dd, f, 0)
            break
    for m in sorted(met):
        if m.startswith("terrain") or units[m]["side"] != Fu["side"]:
            ev = "dangerous_terrain_test %s 4" % a["unit"]
        else:
            ev = "panic_test %s" % m
        if ev not in events:
            events.append(ev)
    e = y["expect"]
    eu = e["units"][a["unit"]]
    if removed:
        if str(eu.get("removed")).lower() != "true":
            fail(path, "the flee removes %s" % a["unit"])
    else:
        if "centre" in eu and not close(pos, (L(eu["centre"][0]), L(eu["centre"][1])), 0.01):
            fail(path, "flee ends at %s, expected %s" % (pos, eu["centre"]))
        if angdiff(float(eu["facing"]), face) > 1e-3:
            fail(path, "flee faces %.3f, expected %s" % (face, eu["facing"]))
    for ev in e.get("events", []) or []:
        if ev not in events:
            fail(path, "event %s not derived (derived %s)" % (ev, events))
    for ev in e.get("no_events", []) or []:
        if ev in events:
            fail(path, "event %s derived but expected absent" % ev)
    for ev in events:
        if ev not in (e.get("events", []) or []):
            fail(path, "derived event %s not expected" % ev)
    return "faces %.2f, %s, events %s" % (face, "removed" if removed else "ends %.4f,%.4f" % pos, events)


# ------------------------------------------------------------ pursuit

def check_pursue(path, y, units, terr):
    a = y["args"]
    A, Au = units[a["unit"]]["rect"], units[a["unit"]]
    D = units[a["pursued"]]["rect"]
    combat = set(sum(y.get("combats", []) or [], []))
    face = D.f
    Ap = A.moved(None, face)
    e = y["expect"]
    eu = e["units"].get(a["unit"], {})
    evs = e.get("events", []) or []
    front = Ap.poly()[:2]
    if any(not (0 <= q[0] <= BOARD[0] and 0 <= q[1] <= BOARD[1]) for q in front):
        ok = "pursue_off_board %s" % a["unit"] in evs
        if not ok:
            fail(path, "front over the board edge after the pivot, expected off board")
        return "pivot puts the front over the edge: off board"
    enemies = {k: u for k, u in units.items() if u["side"] != Au["side"] and k != a["pursued"] and "fleeing" not in u["state"]}
    for k, u in enemies.items():
        if overlap_seg(front, u["rect"].poly()):
            side = arc(u["rect"], P(A.c, F(A.f), A.D / 2, F(A.f), 0))
            if "charge %s %s" % (a["unit"], k) not in evs:
                fail(path, "pivot front overlaps %s: a charge expected" % k)
            fin = A.moved((L(eu["centre"][0]), L(eu["centre"][1])), float(eu["facing"]))
            n = scan_best_closest(path, fin, u["rect"], side, A.c)
            return "pivot overlaps %s: charge into its %s, placed (%d models, closest centre)" % (k, side, n)
    dist_roll = y["dice"][0] * IN
    f = F(face)
    obst = [u["rect"].poly() for k, u in units.items() if k != a["unit"] and
            ((u["side"] == Au["side"] and k not in combat) or (k == a["pursued"] and "removed" not in u["state"]))]
    obst += [t["poly"] for t in terr if t["kind"] == "impassable"]
    spacing = [u["rect"].poly() for k, u in units.items() if k != a["unit"] and "removed" not in u["state"] and k != a["pursued"]]
    spacing += [t["poly"] for t in terr if t["kind"] == "impassable"]
    step = 0.05
    dd = 0.0
    while dd < dist_roll - 1e-9:
        nd = min(dist_roll, dd + step)
        S = A.moved(P(A.c, f, nd, f, 0), face)
        fr = S.poly()[:2]
        if any(not (0 <= q[0] <= BOARD[0] and 0 <= q[1] <= BOARD[1]) for q in fr):
            if "pursue_off_board %s" % a["unit"] not in evs:
                fail(path, "meets the board edge: off board expected")
            return "board edge ahead: off board"
        for k, u in enemies.items():
            if dist(S.poly(), u["rect"].poly()) <= TOL:
                if "charge %s %s" % (a["unit"], k) not in evs:
                    fail(path, "meets enemy %s ahead: charge expected" % k)
                # a Charge Move with the Pursuit Distance as its Range: checked as any charge
                u2 = {"C": dict(Au, props={}), "T": u}
                u2.update({kk: uu for kk, uu in units.items() if kk not in (a["unit"], k)})
                y2 = {"dice": y["dice"], "expect": {"units": {"C": eu}}}
                msg = check_charge(path, y2, u2, terr)
                return "enemy %s ahead at %.3fin: charge: %s" % (k, nd / IN, msg)
        if any(dist(S.poly(), o) <= TOL for o in obst):
            dd = nd
            break
        dd = nd
    # step 3: back along the path until more than 1in from everything
    while dd > 0:
        S = A.moved(P(A.c, f, dd, f, 0), face)
        if all(dist(S.poly(), o) >= IN - TOL for o in spacing):
            break
        dd -= 0.01
    # refine to the exact 1in by bisection
    lo, hi = max(0.0, dd), min(dist_roll, dd + 0.011)
    for _ in range(60):
        mid = (lo + hi) / 2
        S = A.moved(P(A.c, f, mid, f, 0), face)
        if all(dist(S.poly(), o) >= IN - 1e-7 for o in spacing) and not any(overlap(S.poly(), o) for o in spacing):
            lo = mid
        else:
            hi = mid
    end = P(A.c, f, lo, f, 0)
    if "centre" in eu:
        if not close(end, (L(eu["centre"][0]), L(eu["centre"][1])), 0.02):
            fail(path, "pursuit ends at %s, expected %s" % (end, eu["centre"]))
        if angdiff(float(eu["facing"]), face) > 1e-3:
            fail(path, "facing")
    return "moves %.4fin along %.1f" % (lo / IN, face)


def overlap_seg(seg, poly):
    # a thin rectangle around the segment stands in for it
    p, q = seg
    n = (q[1] - p[1], p[0] - q[0])
    ln = math.hypot(*n)
    n = (n[0] / ln * 0.01, n[1] / ln * 0.01)
    thin = [(p[0] + n[0], p[1] + n[1]), (q[0] + n[0], q[1] + n[1]), (q[0] - n[0], q[1] - n[1]), (p[0] - n[0], p[1] - n[1])]
    return overlap(thin, poly, 0.0)


def scan_best_closest(path, fin, E, side, start):
    a, b = side_seg(E, side)
    Lf = math.hypot(b[0] - a[0], b[1] - a[1])
    t = ((b[0] - a[0]) / Lf, (b[1] - a[1]) / Lf)
    res = []
    for k in range(-4000, 4001):
        d = k * 0.05
        S = fin.moved(P(fin.c, t, d, t, 0))
        res.append((contacts(S, E), -math.hypot(S.c[0] - start[0], S.c[1] - start[1]), d))
    best = max(res)
    if abs(best[2]) > 0.05 + 1e-9:
        fail(path, "a slide of %.2fmm is better (%s)" % (best[2], best))
    return best[0]


def main():
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    files = sorted(glob.glob(os.path.join(d, "*.yaml")))
    for p in files:
        y, units, terr = load(p)
        run = y["run"]
        try:
            if run == "charge":
                msg = check_charge(p, y, units, terr)
            elif run == "flee":
                msg = check_flee(p, y, units, terr)
            else:
                msg = check_pursue(p, y, units, terr)
        except Exception as ex:  # a bug in the check is a failure too
            fail(p, "check.py error: %r" % ex)
            msg = "error"
        print("%-50s %s" % (os.path.basename(p)[:-5], msg))
    print("%d scenarios, %d disagreements" % (len(files), len(bad)))
    for b in bad:
        print("  " + b)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
