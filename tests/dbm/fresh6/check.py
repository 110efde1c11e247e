#!/usr/bin/env python3
"""fresh6's own geometry: re-derives every expected value of the suite from the
scenario's table and the spec 1.1 text of the DBM entry points, without rulec.

Usage: python3 check.py            (checks every *.yaml here against its expect block)

Everything is in paces (1p = 0.5mm). A rectangle is a list of four corners.
Overlap = separating-axis depth > tolerance; contact = not overlapping and the
shape distance <= tolerance (geometry.md).
"""
import glob
import math
import os
import sys

import yaml

TOL = 0.0508  # 0.001in = 0.0254mm = 0.0508p
HERE = os.path.dirname(os.path.abspath(__file__))


def length(v):
    """'80p' / '40mm' / 12 -> paces"""
    if isinstance(v, (int, float)):
        return float(v)
    s = str(v).strip()
    for suf, k in (("mm", 2.0), ("cm", 20.0), ("in", 50.8), ("p", 1.0)):
        if s.endswith(suf):
            return float(s[: -len(suf)]) * k
    return float(s)


def fwd(b):
    r = math.radians(b)
    return (math.sin(r), math.cos(r))


def rightv(b):
    r = math.radians(b)
    return (math.cos(r), -math.sin(r))


def rect(c, b, w, d):
    """corners front-left, front-right, rear-right, rear-left"""
    f, r = fwd(b), rightv(b)
    out = []
    for a, s in ((d / 2, -w / 2), (d / 2, w / 2), (-d / 2, w / 2), (-d / 2, -w / 2)):
        out.append((c[0] + f[0] * a + r[0] * s, c[1] + f[1] * a + r[1] * s))
    return out


def swept(c, b, w, d, ahead):
    """the element and the rectangle directly ahead of it for `ahead`"""
    f = fwd(b)
    c2 = (c[0] + f[0] * ahead / 2, c[1] + f[1] * ahead / 2)
    return rect(c2, b, w, d + ahead)


def axes(p):
    out = []
    for i in range(len(p)):
        a, b = p[i], p[(i + 1) % len(p)]
        ex, ey = b[0] - a[0], b[1] - a[1]
        n = math.hypot(ex, ey)
        if n > 0:
            out.append((-ey / n, ex / n))
    return out


def overlap_depth(p, q):
    """least penetration over the separating axes (convex polygons); <=0 when apart"""
    best = float("inf")
    for ax in axes(p) + axes(q):
        pa = [v[0] * ax[0] + v[1] * ax[1] for v in p]
        qa = [v[0] * ax[0] + v[1] * ax[1] for v in q]
        o = min(max(pa), max(qa)) - max(min(pa), min(qa))
        best = min(best, o)
    return best


def overlaps(p, q):
    return overlap_depth(p, q) > TOL


def meets(p, q):
    """strictly passes into: used to find the first point of contact of a move"""
    return overlap_depth(p, q) > 1e-9


def seg_pt(p, a, b):
    ex, ey = b[0] - a[0], b[1] - a[1]
    L = ex * ex + ey * ey
    t = 0 if L == 0 else max(0, min(1, ((p[0] - a[0]) * ex + (p[1] - a[1]) * ey) / L))
    return math.hypot(p[0] - a[0] - t * ex, p[1] - a[1] - t * ey)


def seg_seg(a, b, c, d):
    return min(seg_pt(a, c, d), seg_pt(b, c, d), seg_pt(c, a, b), seg_pt(d, a, b))


def dist(p, q):
    if overlap_depth(p, q) > 0:
        return 0.0
    best = float("inf")
    for i in range(len(p)):
        for j in range(len(q)):
            best = min(best, seg_seg(p[i], p[(i + 1) % len(p)], q[j], q[(j + 1) % len(q)]))
    return best


class U:
    def __init__(self, uid, d):
        self.id = uid
        self.side = d["side"]
        self.c = tuple(length(v) for v in d["centre"])
        self.b = float(d.get("facing", 0))
        base = d.get("base", ["80p", "30p"])
        self.w, self.d = length(base[0]), length(base[1])
        self.state = list(d.get("state", []))
        self.props = d.get("props", {}) or {}
        self.removed = False

    def poly(self, c=None, b=None):
        return rect(c or self.c, self.b if b is None else b, self.w, self.d)


class T:
    def __init__(self, d):
        self.kind = d["kind"]
        self.poly = [tuple(length(v) for v in pt) for pt in d["polygon"]]
        self.side = None


def moved(c, b, s):
    f = fwd(b)
    return (c[0] + f[0] * s, c[1] + f[1] * s)


def first_hit(poly_at, bodies, d, hit):
    """least s in (0, d] where hit(poly_at(s), body) first becomes true, by a
    fine scan and bisection; (None, None) when none"""
    n = max(200, int(d * 20))
    prev = 0.0
    for i in range(1, n + 1):
        s = d * i / n
        for bd in bodies:
            if hit(poly_at(s), bd):
                lo, hi = prev, s
                for _ in range(60):
                    m = (lo + hi) / 2
                    if any(hit(poly_at(m), x) for x in bodies):
                        hi = m
                    else:
                        lo = m
                hits = [x for x in bodies if hit(poly_at(hi), x)]
                return lo, hits
        prev = s
    return None, None


# ---------------------------------------------------------------- procedures


def known_enemies(w, e):
    return [u for u in w["units"].values() if u.side != e.side and "ambush" not in u.state and not u.removed]


def obstacles(w, e):
    out = [(u, u.poly()) for u in w["units"].values() if u is not e and not u.removed and not (u.side != e.side and "ambush" in u.state)]
    out += [(t, t.poly) for t in w["terrain"] if t.kind == "impassable"]
    return out


def path_clear(w, e, b, obs):
    body = e.poly(b=b)
    sw = swept(e.c, b, e.w, e.d, 200)
    return not any(overlaps(body, p) or overlaps(sw, p) for _, p in obs)


def flee(w, e, dist_, choice=None):
    ev = []
    obs = obstacles(w, e)
    if path_clear(w, e, e.b, obs):
        e.c = moved(e.c, e.b, dist_)
        return ev
    # smallest pivot either way: scan by 0.01 degree, then bisect the first clear step
    best = None
    for sign in (-1, 1):  # anticlockwise first (the default of a tie)
        prev = 0.0
        for i in range(1, 18001):
            a = i / 100.0
            if path_clear(w, e, e.b + sign * a, obs):
                lo, hi = prev, a
                for _ in range(60):
                    m = (lo + hi) / 2
                    if path_clear(w, e, e.b + sign * m, obs):
                        hi = m
                    else:
                        lo = m
                if best is None or hi < best[0] - 1e-6:
                    best = (hi, sign)
                elif abs(hi - best[0]) <= 1e-6 and choice is not None:
                    # a tie: the owner's choice new_facing picks the bearing
                    cand = (e.b + sign * hi) % 360
                    if abs(((cand - choice) + 180) % 360 - 180) < 1e-3:
                        best = (hi, sign)
                break
            prev = a
    if best is not None:
        e.b = (e.b + best[1] * best[0]) % 360
        e.c = moved(e.c, e.b, dist_)
        e.flee_turn = best[1] * best[0]
        return ev
    # burst through friends with the least turn: the pivoted element and its path may
    # overlap friends only, and it must end clear of them
    friends = [(u, p) for u, p in obs if isinstance(u, U) and u.side == e.side]
    others = [(u, p) for u, p in obs if not (isinstance(u, U) and u.side == e.side)]
    trav = max(200.0, dist_)

    def burst_ok(b):
        body = e.poly(b=b)
        sw = swept(e.c, b, e.w, e.d, trav)
        end = e.poly(c=moved(e.c, b, dist_), b=b)
        if any(overlaps(body, p) or overlaps(sw, p) for _, p in others):
            return False
        if any(overlaps(end, p) for _, p in friends):
            return False
        return any(overlaps(sw, p) for _, p in friends)

    best = None
    if burst_ok(e.b):
        best = (0.0, -1)
    else:
        for sign in (-1, 1):
            prev = 0.0
            for i in range(1, 18001):
                a = i / 100.0
                if burst_ok(e.b + sign * a):
                    lo, hi = prev, a
                    for _ in range(60):
                        m = (lo + hi) / 2
                        if burst_ok(e.b + sign * m):
                            hi = m
                        else:
                            lo = m
                    if best is None or hi < best[0] - 1e-6:
                        best = (hi, sign)
                    break
                prev = a
    if best is not None:
        b = (e.b + best[1] * best[0]) % 360
        sw = swept(e.c, b, e.w, e.d, dist_)
        for u, p in friends:
            if overlaps(sw, p):
                ev.append("burst_through %s %s" % (e.id, u.id))
        e.b = b
        e.c = moved(e.c, b, dist_)
        return ev
    e.removed = True
    ev.append("destroyed %s" % e.id)
    return ev


def recoil(w, e, dist_):
    back = (e.b + 180) % 360
    chain = [e]
    start = {u.id: u.c for u in w["units"].values()}
    t = 0.0
    ev = []
    while True:
        rest = dist_ - t
        bodies = [(u, p) for u, p in obstacles(w, e) if u not in chain]

        def at(s, k=None):
            return None

        hit_s, hit_u = None, None
        for m in chain:
            for u, p in bodies:
                s, _ = first_hit(lambda s, m=m: m.poly(c=moved(m.c, back, s)), [p], rest, meets)
                if s is not None and (hit_s is None or s < hit_s - 1e-9):
                    hit_s, hit_u = s, (m, u)
        if hit_s is None or hit_s >= rest - TOL:
            for m in chain:
                m.c = moved(m.c, back, rest)
            return ev
        for m in chain:
            m.c = moved(m.c, back, hit_s)
        t += hit_s
        m, u = hit_u
        if isinstance(u, U) and u.side == e.side and abs(((u.b - e.b) + 180) % 360 - 180) < 1e-6:
            chain.append(u)
            continue
        e.removed = True
        ev.append("destroyed %s" % e.id)
        return ev


def march(w, e, dist_):
    en = known_enemies(w, e)
    if not en:
        e.c = moved(e.c, e.b, dist_)
        return []
    d0 = min(dist(e.poly(), x.poly()) for x in en)
    if d0 < 200 - TOL:
        return ["march_refused %s" % e.id]
    s, _ = first_hit(lambda s: e.poly(c=moved(e.c, e.b, s)), [x.poly() for x in en], dist_, lambda q, r: dist(q, r) < 200 - 1e-9)
    e.c = moved(e.c, e.b, dist_ if s is None else s)
    return []


def line_up(w, e, x):
    P = x.poly()  # FL, FR, RR, RL
    names = ["front", "right", "rear", "left"]
    edges = [(P[0], P[1]), (P[1], P[2]), (P[2], P[3]), (P[3], P[0])]
    F = e.poly()
    fa, fb = F[0], F[1]
    ds = [seg_seg(fa, fb, a, b) for a, b in edges]
    m = min(ds)
    near = [i for i in range(4) if ds[i] <= m + TOL]
    par = lambda i: abs(math.sin(math.radians(x.b + 90 * i - e.b))) < 1e-9
    if len(near) > 1:
        pn = [i for i in near if par(i)]
        near = pn or near
    i = near[0]
    outward = (x.b + 90 * i) % 360
    faces = abs(((outward - e.b) % 360) - 180) < 1e-6
    ok = par(i) and faces and m <= e.w + TOL
    ev = ["cannot_line_up %s %s" % (e.id, x.id)]
    if not ok:
        return ev, None
    a, b = edges[i]
    r = rightv(e.b)
    # the end of the edge on e's left is the one less far to e's right
    ends = sorted([a, b], key=lambda p: p[0] * r[0] + p[1] * r[1])
    sl = (ends[0][0] - fa[0]) * r[0] + (ends[0][1] - fa[1]) * r[1]
    sr = (ends[1][0] - fb[0]) * r[0] + (ends[1][1] - fb[1]) * r[1]
    s = sl if abs(sl) <= abs(sr) + 1e-9 else sr
    if i in (1, 3):
        # a flank: 13.7.1 "aligned front-corner to front-corner": E's front corner on the
        # end of the flank edge that is X's front corner
        front_end = P[1] if i == 1 else P[0]
        s = sr if front_end == ends[1] else sl
    if abs(s) > e.w / 2 + TOL:
        return ev, None
    e.c = (e.c[0] + r[0] * s, e.c[1] + r[1] * s)
    return [], s


def combat(w, e, x):
    a, b = float(e.props["total"]), float(x.props["total"])
    if a == b:
        return ["equal %s %s" % (e.id, x.id)]
    ev = ["lower %s" % (e.id if a < b else x.id)]
    if a <= b / 2:
        ev.append("half_or_less %s" % e.id)
    if b <= a / 2:
        ev.append("half_or_less %s" % x.id)
    return ev


def pursue(w, e, dist_):
    if e.props.get("type") == "Exp":
        for t in w["terrain"]:
            if t.kind == "difficult" and overlaps(e.poly(), t.poly):
                e.removed = True
                return ["destroyed %s" % e.id]
    bodies = [x.poly() for x in known_enemies(w, e)] + [t.poly for t in w["terrain"] if t.kind == "impassable"]
    bodies = [p for p in bodies if dist(e.poly(), p) > TOL]
    s, _ = first_hit(lambda s: e.poly(c=moved(e.c, e.b, s)), bodies, dist_, lambda q, r: dist(q, r) <= 1e-9)
    e.c = moved(e.c, e.b, dist_ if s is None else s)
    return []


# ---------------------------------------------------------------- checking


def run(path):
    global TOL
    sc = yaml.safe_load(open(path))
    TOL = length(sc["tolerance"]) if "tolerance" in sc else 0.0508
    w = {"units": {k: U(k, v) for k, v in sc["units"].items()}, "terrain": [T(t) for t in sc.get("terrain", []) or []]}
    a = sc["args"]
    proc = sc["run"]
    if proc == "flee_element":
        ch = (sc.get("choices") or {}).get("new_facing")
        ev = flee(w, w["units"][a["element"]], length(a["distance"]), None if ch is None else float(ch))
    elif proc == "recoil":
        ev = recoil(w, w["units"][a["element"]], length(a["distance"]))
    elif proc == "march":
        ev = march(w, w["units"][a["element"]], length(a["distance"]))
    elif proc == "line_up":
        ev, _ = line_up(w, w["units"][a["element"]], w["units"][a["enemy"]])
    elif proc == "combat_outcome":
        ev = combat(w, w["units"][a["element"]], w["units"][a["enemy"]])
    elif proc == "pursue_element":
        ev = pursue(w, w["units"][a["element"]], length(a["distance"]))
    else:
        raise SystemExit("unknown run " + proc)
    bad = []
    ex = sc.get("expect", {})
    start = yaml.safe_load(open(path))["units"]
    for uid, want in (ex.get("units") or {}).items():
        u = w["units"][uid]
        if "centre" in want:
            c = tuple(length(v) for v in want["centre"])
            if math.hypot(c[0] - u.c[0], c[1] - u.c[1]) > 0.002:
                bad.append("%s centre: want %s got (%.4f, %.4f)" % (uid, want["centre"], u.c[0], u.c[1]))
        if "facing" in want:
            dd = abs(((float(want["facing"]) - u.b) + 180) % 360 - 180)
            if dd > 0.002:
                bad.append("%s facing: want %s got %.5f" % (uid, want["facing"], u.b))
        if "removed" in want and bool(want["removed"]) != u.removed:
            bad.append("%s removed: want %s got %s" % (uid, want["removed"], u.removed))
        if "moved" in want:
            s0 = U(uid, start[uid])
            mv = math.hypot(s0.c[0] - u.c[0], s0.c[1] - u.c[1]) > 1e-6 or abs(s0.b - u.b) > 1e-6
            if mv != bool(want["moved"]):
                bad.append("%s moved: want %s got %s" % (uid, want["moved"], mv))
    wev = ex.get("events") or []
    i = 0
    for x in ev:
        if i < len(wev) and x == wev[i]:
            i += 1
    if i < len(wev):
        bad.append("events: want %s in order, got %s" % (wev, ev))
    for x in ex.get("no_events") or []:
        if x in ev:
            bad.append("no_events: %s occurred" % x)
    return bad


def main():
    files = sorted(glob.glob(os.path.join(HERE, "*.yaml")))
    files += sorted(glob.glob(os.path.join(HERE, "..", "..", "..", "bench", "dbm_pending", "fresh6", "*.yaml")))
    nbad = 0
    for f in files:
        bad = run(f)
        if bad:
            nbad += 1
            print("BAD", os.path.basename(f))
            for b in bad:
                print("   ", b)
    print("%d scenarios, %d disagree with check.py" % (len(files), nbad))
    sys.exit(1 if nbad else 0)


if __name__ == "__main__":
    main()
