"""Plane geometry for the T9A differential search: rectangles and convex
polygons, written for this search alone (no rulec code, no other
campaign's helper). Bearings are compass degrees (0 north, 90 east,
clockwise), as geometry.md says; lengths in inches."""
import math

TOL = 0.001


def rad(d):
    return math.radians(d)


def fvec(bearing):
    """unit vector of a bearing"""
    a = rad(bearing)
    return (math.sin(a), math.cos(a))


def rvec(bearing):
    """the unit's right for a facing"""
    a = rad(bearing)
    return (math.cos(a), -math.sin(a))


def add(p, q, k=1.0):
    return (p[0] + k * q[0], p[1] + k * q[1])


def sub(p, q):
    return (p[0] - q[0], p[1] - q[1])


def dot(p, q):
    return p[0] * q[0] + p[1] * q[1]


def cross(p, q):
    return p[0] * q[1] - p[1] * q[0]


def norm(p):
    return math.hypot(p[0], p[1])


def bearing_of(v):
    return math.degrees(math.atan2(v[0], v[1])) % 360.0


def angdiff(a, b):
    """a - b in (-180, 180]"""
    d = (a - b) % 360.0
    return d - 360.0 if d > 180.0 else d


def rot(p, about, deg):
    """p turned clockwise by deg about a point"""
    a = rad(deg)
    x, y = p[0] - about[0], p[1] - about[1]
    c, s = math.cos(a), math.sin(a)
    # clockwise in a y-up frame: (x, y) -> (x c + y s, -x s + y c)
    return (about[0] + x * c + y * s, about[1] - x * s + y * c)


class Rect:
    """a unit's boundary: Centre, facing, width (frontage), depth"""

    def __init__(self, c, facing, w, d):
        self.c, self.facing, self.w, self.d = c, facing % 360.0, w, d

    def f(self):
        return fvec(self.facing)

    def r(self):
        return rvec(self.facing)

    def corners(self):
        """FL, FR, RR, RL"""
        f, r, hw, hd = self.f(), self.r(), self.w / 2, self.d / 2
        c = self.c
        return [add(add(c, f, hd), r, -hw), add(add(c, f, hd), r, hw),
                add(add(c, f, -hd), r, hw), add(add(c, f, -hd), r, -hw)]

    def moved(self, dist):
        return Rect(add(self.c, self.f(), dist), self.facing, self.w, self.d)

    def turned(self, about, deg):
        return Rect(rot(self.c, about, deg), self.facing + deg, self.w, self.d)

    def side(self, name):
        """the Facing's segment, left to right as seen from outside"""
        FL, FR, RR, RL = self.corners()
        return {'front': (FL, FR), 'right': (FR, RR), 'rear': (RR, RL), 'left': (RL, FL)}[name]

    def side_normal(self, name):
        return {'front': self.facing, 'right': self.facing + 90, 'rear': self.facing + 180,
                'left': self.facing + 270}[name] % 360.0

    def front_centre(self):
        return add(self.c, self.f(), self.d / 2)


def hull(pts):
    pts = sorted(set((round(p[0], 12), round(p[1], 12)) for p in pts))
    if len(pts) <= 2:
        return pts

    def half(ps):
        out = []
        for p in ps:
            while len(out) >= 2 and cross(sub(out[-1], out[-2]), sub(p, out[-2])) <= 0:
                out.pop()
            out.append(p)
        return out
    lo, hi = half(pts), half(pts[::-1])
    return lo[:-1] + hi[:-1]


def axes(poly):
    out = []
    n = len(poly)
    for i in range(n):
        e = sub(poly[(i + 1) % n], poly[i])
        ln = norm(e)
        if ln > 1e-12:
            out.append((-e[1] / ln, e[0] / ln))
    return out


def sat(a, b):
    """the largest gap between the projections of two convex polygons over
    their edge normals: > 0 separated (by at least that), < 0 the least
    penetration (for convex polygons, the penetration depth)"""
    best = -1e18
    for ax in axes(a) + axes(b):
        pa = [dot(p, ax) for p in a]
        pb = [dot(p, ax) for p in b]
        gap = max(min(pb) - max(pa), min(pa) - max(pb))
        if gap > best:
            best = gap
    return best


def overlaps(a, b, tol=TOL):
    return sat(a, b) < -tol


def seg_dist(p, q, a, b):
    def pt_seg(x, u, v):
        e = sub(v, u)
        ll = dot(e, e)
        t = 0.0 if ll == 0 else max(0.0, min(1.0, dot(sub(x, u), e) / ll))
        return norm(sub(x, add(u, e, t)))
    d1, d2 = sub(q, p), sub(b, a)
    den = cross(d1, d2)
    if abs(den) > 1e-15:
        t = cross(sub(a, p), d2) / den
        u = cross(sub(a, p), d1) / den
        if 0 <= t <= 1 and 0 <= u <= 1:
            return 0.0
    return min(pt_seg(p, a, b), pt_seg(q, a, b), pt_seg(a, p, q), pt_seg(b, p, q))


def inside(p, poly):
    n = len(poly)
    s = None
    for i in range(n):
        c = cross(sub(poly[(i + 1) % n], poly[i]), sub(p, poly[i]))
        if abs(c) < 1e-15:
            continue
        if s is None:
            s = c > 0
        elif s != (c > 0):
            return False
    return True


def poly_dist(a, b):
    if sat(a, b) < 0:
        return 0.0
    best = 1e18
    for i in range(len(a)):
        for j in range(len(b)):
            best = min(best, seg_dist(a[i], a[(i + 1) % len(a)], b[j], b[(j + 1) % len(b)]))
    return best


def seg_overlaps_poly(p, q, poly, tol=TOL):
    """the segment passes into the polygon's interior by more than tol"""
    # clip the segment to the polygon shrunk by tol (half-planes)
    n = len(poly)
    # orientation
    area = sum(cross(poly[i], poly[(i + 1) % n]) for i in range(n))
    sgn = 1 if area > 0 else -1
    t0, t1 = 0.0, 1.0
    d = sub(q, p)
    for i in range(n):
        a, b = poly[i], poly[(i + 1) % n]
        e = sub(b, a)
        ln = norm(e)
        if ln < 1e-15:
            continue
        nin = (-e[1] * sgn / ln, e[0] * sgn / ln)  # inward normal
        # need dot(p + t d - a, nin) > tol
        f0 = dot(sub(p, a), nin) - tol
        fd = dot(d, nin)
        if abs(fd) < 1e-15:
            if f0 <= 0:
                return False
            continue
        t = -f0 / fd
        if fd > 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 >= t1:
            return False
    return t1 - t0 > 1e-12


def travel_to_contact(a, b, f):
    """how far polygon a moves along unit vector f before it touches b
    (None if never); a must not overlap b at the start"""
    best = None

    def ray_hits(p, dirv, poly):
        out = None
        n = len(poly)
        for i in range(n):
            u, v = poly[i], poly[(i + 1) % n]
            e = sub(v, u)
            den = cross(dirv, e)
            if abs(den) < 1e-15:
                continue
            t = cross(sub(u, p), e) / den
            s = cross(sub(u, p), dirv) / den
            if t >= -1e-12 and -1e-12 <= s <= 1 + 1e-12:
                out = t if out is None else min(out, t)
        return out
    for p in a:
        t = ray_hits(p, f, b)
        if t is not None:
            best = t if best is None else min(best, t)
    nf = (-f[0], -f[1])
    for p in b:
        t = ray_hits(p, nf, a)
        if t is not None:
            best = t if best is None else min(best, t)
    return best


_BOX = {}


def box(poly):
    """the bounding box of a polygon (kept for polygons that stay put)"""
    k = id(poly)
    b = _BOX.get(k)
    if b is not None and b[0] is poly:
        return b[1]
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    bb = (min(xs), min(ys), max(xs), max(ys))
    if len(_BOX) > 20000:
        _BOX.clear()
    _BOX[k] = (poly, bb)
    return bb


def box_gap(a, b):
    """a lower bound of the distance between two polygons (their boxes'
    gap; negative when the boxes meet)"""
    return max(b[0] - a[2], a[0] - b[2], b[1] - a[3], a[1] - b[3])
