"""fresh11's own geometry (not rulec's): rectangles, distances, arcs, contact counts,
and the charge path (forward, one wheel about a front corner, forward into contact,
align about the contact point) simulated step by step.  Lengths in mm, bearings in degrees
(0 north, clockwise), as in /work/shared/spec/geometry.md."""

import math

INCH = 25.4
TOL = 0.001 * INCH


def fwd(phi):
    a = math.radians(phi)
    return (math.sin(a), math.cos(a))


def right(phi):
    a = math.radians(phi)
    return (math.cos(a), -math.sin(a))


def add(p, q, k=1.0):
    return (p[0] + k * q[0], p[1] + k * q[1])


def sub(p, q):
    return (p[0] - q[0], p[1] - q[1])


def dot(p, q):
    return p[0] * q[0] + p[1] * q[1]


def cross(p, q):
    return p[0] * q[1] - p[1] * q[0]


def rot_cw(v, deg):
    """rotate vector v clockwise (bearing increases) by deg"""
    a = math.radians(deg)
    c, s = math.cos(a), math.sin(a)
    return (v[0] * c + v[1] * s, -v[0] * s + v[1] * c)


def rot_about(p, piv, deg):
    return add(piv, rot_cw(sub(p, piv), deg))


def norm_deg(a):
    a = a % 360.0
    if a > 180:
        a -= 360
    return a


class Rect:
    """a rectangle by centre, facing, width (across) and depth"""

    def __init__(self, c, phi, w, d):
        self.c, self.phi, self.w, self.d = c, phi % 360.0, w, d

    def f(self):
        return fwd(self.phi)

    def r(self):
        return right(self.phi)

    def corners(self):
        f, r = self.f(), self.r()
        c, w, d = self.c, self.w / 2, self.d / 2
        fl = add(add(c, f, d), r, -w)
        fr = add(add(c, f, d), r, w)
        rr = add(add(c, f, -d), r, w)
        rl = add(add(c, f, -d), r, -w)
        return [fl, fr, rr, rl]

    def front_centre(self):
        return add(self.c, self.f(), self.d / 2)

    def moved(self, dist):
        return Rect(add(self.c, self.f(), dist), self.phi, self.w, self.d)

    def rotated_about(self, piv, deg):
        return Rect(rot_about(self.c, piv, deg), self.phi + deg, self.w, self.d)


def seg_point_dist(p, a, b):
    ab = sub(b, a)
    L2 = dot(ab, ab)
    t = 0.0 if L2 == 0 else max(0.0, min(1.0, dot(sub(p, a), ab) / L2))
    q = add(a, ab, t)
    return math.hypot(p[0] - q[0], p[1] - q[1])


def poly_edges(P):
    return [(P[i], P[(i + 1) % len(P)]) for i in range(len(P))]


def penetration(P, Q):
    """SAT: the least overlap depth along the edge normals (negative: separated)"""
    best = float("inf")
    for poly in (P, Q):
        for a, b in poly_edges(poly):
            e = sub(b, a)
            n = (-e[1], e[0])
            L = math.hypot(*n)
            n = (n[0] / L, n[1] / L)
            pa = [dot(p, n) for p in P]
            qa = [dot(q, n) for q in Q]
            ov = min(max(pa), max(qa)) - max(min(pa), min(qa))
            best = min(best, ov)
    return best


def overlaps(P, Q, tol=TOL):
    return penetration(P, Q) > tol


def poly_dist(P, Q):
    if penetration(P, Q) > 0:
        return 0.0
    d = float("inf")
    for p in P:
        for a, b in poly_edges(Q):
            d = min(d, seg_point_dist(p, a, b))
    for q in Q:
        for a, b in poly_edges(P):
            d = min(d, seg_point_dist(q, a, b))
    return d


def touching(P, Q, tol=TOL):
    return (not overlaps(P, Q, tol)) and poly_dist(P, Q) <= tol


class Unit:
    def __init__(self, name, side, c, phi, files, ranks, bw, bd):
        self.name, self.side = name, side
        self.files, self.ranks, self.bw, self.bd = files, ranks, bw, bd
        self.rect = Rect(c, phi, files * bw, ranks * bd)

    def at(self, rect):
        u = Unit(self.name, self.side, rect.c, rect.phi, self.files, self.ranks, self.bw, self.bd)
        return u

    def bases(self):
        R = self.rect
        f, r = R.f(), R.r()
        out = []
        for j in range(self.ranks):
            for i in range(self.files):
                c = add(add(R.c, r, -R.w / 2 + self.bw * (i + 0.5)), f, R.d / 2 - self.bd * (j + 0.5))
                out.append(Rect(c, R.phi, self.bw, self.bd).corners())
        return out


def facing_segment(R, name):
    fl, fr, rr, rl = R.corners()
    return {"front": (fl, fr), "right": (fr, rr), "rear": (rr, rl), "left": (rl, fl)}[name]


def facing_normal(R, name):
    f, r = R.f(), R.r()
    return {"front": f, "right": r, "rear": (-f[0], -f[1]), "left": (-r[0], -r[1])}[name]


def arc_of(T, q):
    """the arc of rectangle T that point q lies in, by the four 135-degree corner lines.
    Each corner line leaves its corner along the outward diagonal (sum of the two facing
    normals).  q is in the front arc when it is strictly on the front side of both front
    corner lines; a point on a line goes to the flank."""
    fl, fr, rr, rl = T.corners()
    f, r = T.f(), T.r()
    dfr = add(f, r)   # from the front-right corner outward
    dfl = add(f, (-r[0], -r[1]))
    drr = add((-f[0], -f[1]), r)
    drl = add((-f[0], -f[1]), (-r[0], -r[1]))
    eps = 1e-9
    # front side of the front-right line: turning from dfr towards the front (the left) is anticlockwise
    a1 = cross(dfr, sub(q, fr))   # >0: q is anticlockwise of the line (towards the front side)
    a2 = cross(dfl, sub(q, fl))   # <0: q clockwise of the front-left line (front side)
    if a1 > eps and a2 < -eps:
        return "front"
    b1 = cross(drr, sub(q, rr))   # <0: clockwise of the rear-right line -> rear side
    b2 = cross(drl, sub(q, rl))   # >0 -> rear side
    if b1 < -eps and b2 > eps:
        return "rear"
    return "right" if dot(sub(q, T.c), r) > 0 else "left"


def contacts(units, tol=TOL):
    """models (bases) of each unit in contact with an enemy model: {name: count}"""
    bl = {u.name: u.bases() for u in units}
    out = {u.name: 0 for u in units}
    for u in units:
        for b in bl[u.name]:
            bc = ((b[0][0] + b[2][0]) / 2, (b[0][1] + b[2][1]) / 2)
            rb = math.hypot(b[0][0] - bc[0], b[0][1] - bc[1])
            hit = False
            for v in units:
                if v.side == u.side or hit:
                    continue
                for e in bl[v.name]:
                    ec = ((e[0][0] + e[2][0]) / 2, (e[0][1] + e[2][1]) / 2)
                    re = math.hypot(e[0][0] - ec[0], e[0][1] - ec[1])
                    if math.hypot(bc[0] - ec[0], bc[1] - ec[1]) > rb + re + 1.0:
                        continue
                    if touching(b, e, tol):
                        hit = True
                        break
            if hit:
                out[u.name] += 1
    return out


def first_contact(A, v, B):
    """moving polygon A along unit vector v: least t>=0 at which it meets polygon B,
    with the contact point and what touched ('A' vertex on B edge, or 'B' vertex on A edge)"""
    best = (float("inf"), None, None, None)

    def ray(p, d, a, b):
        e = sub(b, a)
        den = cross(d, e)
        if abs(den) < 1e-12:
            return None
        w = sub(a, p)
        t = cross(w, e) / den
        s = cross(w, d) / den
        if t >= -1e-9 and -1e-9 <= s <= 1 + 1e-9:
            return t
        return None

    for i, p in enumerate(A):
        for k, (a, b) in enumerate(poly_edges(B)):
            t = ray(p, v, a, b)
            if t is not None and t < best[0] - 1e-9:
                best = (t, add(p, v, t), ("A", i), ("Bedge", k))
    mv = (-v[0], -v[1])
    for i, q in enumerate(B):
        for k, (a, b) in enumerate(poly_edges(A)):
            t = ray(q, mv, a, b)
            if t is not None and t < best[0] - 1e-9:
                best = (t, q, ("B", i), ("Aedge", k))
    return best
