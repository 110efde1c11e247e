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
                    elif abs(hi - best[0]) <= 1e-6 and choice is not None:
                        cand = (e.b + sign * hi) % 360
                        if abs(((cand - choice) + 180) % 360 - 180) < 1e-3:
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


# ---------------------------------------------------------------- batch B (docs/dbm.md contracts)


def ahead_right(e, p, origin=None):
    o = origin or e.c
    f, r = fwd(e.b), rightv(e.b)
    dx, dy = p[0] - o[0], p[1] - o[1]
    return dx * f[0] + dy * f[1], dx * r[0] + dy * r[1]


def orient(a, b, c):
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def seg_cross(a, b, c, d):
    """segments meet (touching or sharing a point counts)"""
    return seg_seg(a, b, c, d) <= 1e-9


def in_arc(s, t):
    P = s.poly()
    fl, fr = P[0], P[1]
    fc = ((fl[0] + fr[0]) / 2, (fl[1] + fr[1]) / 2)
    cs = [c for c in t.poly() if ahead_right(s, c, fc)[0] >= -TOL]
    for i in range(len(cs)):
        for j in range(len(cs)):
            if i != j and not seg_cross(fl, cs[i], fr, cs[j]):
                return True
    return False


def shooting(w, s, rng, choice=None):
    P = s.poly()
    fc = ((P[0][0] + P[1][0]) / 2, (P[0][1] + P[1][1]) / 2)
    cands = [x for x in known_enemies(w, s) if dist(s.poly(), x.poly()) <= rng + TOL and in_arc(s, x)]
    if not cands:
        return ["no_target %s" % s.id]
    off = {x.id: abs(ahead_right(s, x.c, fc)[1]) for x in cands}
    m = min(off.values())
    eq = [x for x in cands if off[x.id] <= m + TOL]
    t = eq[0]
    if choice is not None:
        t = [x for x in eq if x.id == choice][0]
    return ["shoots_at %s %s" % (s.id, t.id)]


def seg_through(a, b, poly, eps=1e-9):
    """the segment a-b passes through the interior of convex poly (along an edge or
    through a corner does not count): clip it to the open polygon"""
    cx = sum(v[0] for v in poly) / len(poly)
    cy = sum(v[1] for v in poly) / len(poly)
    lo, hi = 0.0, 1.0
    for i in range(len(poly)):
        p, q = poly[i], poly[(i + 1) % len(poly)]
        nx, ny = -(q[1] - p[1]), q[0] - p[0]
        if nx * (cx - p[0]) + ny * (cy - p[1]) < 0:
            nx, ny = -nx, -ny
        n = math.hypot(nx, ny)
        nx, ny = nx / n, ny / n
        da = nx * (a[0] - p[0]) + ny * (a[1] - p[1]) - eps
        db = nx * (b[0] - p[0]) + ny * (b[1] - p[1]) - eps
        if da <= 0 and db <= 0:
            return False
        if da < 0 or db < 0:
            t = da / (da - db)
            if da < 0:
                lo = max(lo, t)
            else:
                hi = min(hi, t)
    return hi - lo > 1e-12


def blocked(a, b, polys):
    return any(seg_through(a, b, p) for p in polys)


def corner_path(a, b, polys):
    import heapq
    nodes = [a, b] + [v for p in polys for v in p]
    n = len(nodes)
    best = [float("inf")] * n
    best[0] = 0.0
    pq = [(0.0, 0)]
    while pq:
        d, i = heapq.heappop(pq)
        if d > best[i]:
            continue
        if i == 1:
            return d
        for j in range(n):
            if j != i and not blocked(nodes[i], nodes[j], polys):
                nd = d + math.hypot(nodes[j][0] - nodes[i][0], nodes[j][1] - nodes[i][1])
                if nd < best[j] - 1e-12:
                    best[j] = nd
                    heapq.heappush(pq, (nd, j))
    return None


def tactical(w, e, fwd_, right_, allow):
    f, r = fwd(e.b), rightv(e.b)
    dv = (f[0] * fwd_ + r[0] * right_, f[1] * fwd_ + r[1] * right_)
    L = math.hypot(*dv)
    polys = [p for _, p in obstacles(w, e)]
    paths, dev = [], 0
    for c in e.poly():
        pth = corner_path(c, (c[0] + dv[0], c[1] + dv[1]), polys)
        paths.append(pth)
        if pth is None or pth > L + TOL:
            dev += 1
    if dev > 1:
        if any(p is None for p in paths):
            return ["too_far %s" % e.id]
        m = max(paths)
    else:
        m = L
    if m > allow + TOL:
        return ["too_far %s" % e.id]
    e.c = (e.c[0] + dv[0], e.c[1] + dv[1])
    return ["measured %s %s" % (e.id, ("%.3f" % m).rstrip("0").rstrip("."))]


def zoc_poly(x):
    """the area directly ahead of x's front edge, x's width, one base width (frontage) deep"""
    return swept_ahead_only(x.c, x.b, x.w, x.d, x.w)


def swept_ahead_only(c, b, w, d, depth):
    f = fwd(b)
    cc = (c[0] + f[0] * (d / 2 + depth / 2), c[1] + f[1] * (d / 2 + depth / 2))
    return rect(cc, b, w, depth)


def in_rear_arc(e, p):
    a, r = ahead_right(e, p)
    back = -e.d / 2 - a
    return back >= 0 and abs(r) - e.w / 2 <= back


def retire(w, e, dist_, about):
    pins = [x for x in known_enemies(w, e) if dist(e.poly(), zoc_poly(x)) <= TOL]
    if not pins:
        return ["not_pinned %s" % e.id]
    for x in pins:
        P = x.poly()
        fc = ((P[0][0] + P[1][0]) / 2, (P[0][1] + P[1][1]) / 2)
        if in_rear_arc(e, fc):
            return ["cannot_retire %s" % e.id]
    e.c = moved(e.c, e.b, -dist_)
    if about:
        e.b = (e.b + 180) % 360
    return ["retired %s" % e.id]


def near(p, q):
    return math.hypot(p[0] - q[0], p[1] - q[1]) <= TOL


def legal_edge(e, x):
    """the edge of x that e's front edge is in legal contact with, or None"""
    F = e.poly()
    fl, fr = F[0], F[1]
    P = x.poly()
    names = ["front", "right", "rear", "left"]
    edges = [(P[0], P[1]), (P[1], P[2]), (P[2], P[3]), (P[3], P[0])]
    for i, (a, b) in enumerate(edges):
        if not front_along(e, x, i):
            continue
        if i in (0, 2):
            if near(fl, b) or near(fr, a):
                return names[i]
        else:
            front_end = P[1] if i == 1 else P[0]
            rear_end = P[2] if i == 1 else P[3]
            # e's front corner on x's front corner, its front edge running toward x's rear
            for c, o in ((fl, fr), (fr, fl)):
                if near(c, front_end):
                    v1 = (o[0] - c[0], o[1] - c[1])
                    v2 = (rear_end[0] - c[0], rear_end[1] - c[1])
                    if v1[0] * v2[0] + v1[1] * v2[1] > 0:
                        return names[i]
    return None


def move_to_contact(w, e, x, dist_):
    bodies = [p for _, p in obstacles(w, e)]
    bodies = [p for p in bodies if dist(e.poly(), p) > TOL]
    s, _ = first_hit(lambda s: e.poly(c=moved(e.c, e.b, s)), bodies, dist_, lambda q, r: dist(q, r) <= 1e-9) if bodies else (None, None)
    e.c = moved(e.c, e.b, dist_ if s is None else s)
    ed = legal_edge(e, x)
    if ed:
        return ["legal_contact %s %s %s" % (e.id, x.id, ed), "one_pip %s" % e.id]
    return ["no_reduction %s" % e.id]


MOUNTED = {"El", "Kn", "Cv", "LH", "Cm", "SCh"}
FOOT = {"Sp", "Pk", "Bd", "Wb", "Ax", "Bw", "Ps", "Hd"}


def front_along(y, e, which):
    """y's front edge lies along e's edge `which` (0 front .. 3 left), touching and facing it"""
    P = e.poly()
    edges = [(P[0], P[1]), (P[1], P[2]), (P[2], P[3]), (P[3], P[0])]
    a, b = edges[which]
    Y = y.poly()
    outward = (e.b + 90 * which) % 360
    if abs(((outward - y.b) % 360) - 180) > 1e-6:
        return False
    # collinear and sharing a length
    f, r = Y[0], Y[1]
    if seg_seg(a, b, f, r) > TOL:
        return False
    dx, dy = b[0] - a[0], b[1] - a[1]
    L = math.hypot(dx, dy)
    t1 = ((f[0] - a[0]) * dx + (f[1] - a[1]) * dy) / L
    t2 = ((r[0] - a[0]) * dx + (r[1] - a[1]) * dy) / L
    lo, hi = max(0, min(t1, t2)), min(L, max(t1, t2))
    return hi - lo > TOL


def factors(w, e):
    ev = []
    for y in known_enemies(w, e):
        if any(front_along(y, e, k) for k in (1, 2, 3)):
            ev.append("factor %s -1 %s" % (e.id, y.id))
        if e.props.get("type") in MOUNTED and y.props.get("type") in FOOT:
            bad = any(t.kind in ("rough", "difficult") and overlaps(y.poly(), t.poly) for t in w["terrain"])
            if bad and any(front_along(y, e, k) for k in range(4)):
                ev.append("factor %s -2 %s" % (e.id, y.id))
    return ev


def flank_contact(w, e, x, dist_):
    start = e.c
    bodies = [p for _, p in obstacles(w, e)]
    bodies = [p for p in bodies if dist(e.poly(), p) > TOL]
    s, _ = first_hit(lambda s: e.poly(c=moved(e.c, e.b, s)), bodies, dist_, lambda q, r: dist(q, r) <= 1e-9) if bodies else (None, None)
    e.c = moved(e.c, e.b, dist_ if s is None else s)
    if not any(front_along(e, x, k) for k in (1, 3)):
        return []
    for y in known_enemies(w, e):
        if y is not x and dist(e.poly(), zoc_poly(y)) < -1 or overlaps(e.poly(), zoc_poly(y)) and y is not x:
            e.c = start
            return ["protected %s %s" % (e.id, x.id)]
    return ["flank_contact %s %s" % (e.id, x.id)]


# ---------------------------------------------------------------- checking


def run(path):
    global TOL
    sc = yaml.safe_load(open(path))
    TOL = length(sc["tolerance"]) if "tolerance" in sc else 0.0508
    w = {"units": {k: U(k, v) for k, v in sc["units"].items()}, "terrain": [T(t) for t in sc.get("terrain", []) or []]}
    a = sc["args"]
    proc = sc["run"]
    us = list(w["units"].values())
    for i in range(len(us)):
        for j in range(i + 1, len(us)):
            if overlaps(us[i].poly(), us[j].poly()):
                return ["units %s and %s overlap at the start" % (us[i].id, us[j].id)]
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
    elif proc == "shooting_target":
        ev = shooting(w, w["units"][a["element"]], length(a["max_range"]), (sc.get("choices") or {}).get("target"))
    elif proc == "tactical_move":
        ev = tactical(w, w["units"][a["element"]], length(a["forward"]), length(a["right"]), length(a["allowance"]))
    elif proc == "retire":
        ev = retire(w, w["units"][a["element"]], length(a["distance"]), bool(a.get("about")) and str(a.get("about")).lower() not in ("false", "no", "0"))
    elif proc == "move_to_contact":
        ev = move_to_contact(w, w["units"][a["element"]], w["units"][a["enemy"]], length(a["distance"]))
    elif proc == "flank_contact":
        ev = flank_contact(w, w["units"][a["element"]], w["units"][a["enemy"]], length(a["distance"]))
    elif proc == "factors":
        ev = factors(w, w["units"][a["element"]])
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
