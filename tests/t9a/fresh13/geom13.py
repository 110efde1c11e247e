"""fresh13's own plane geometry (mm, compass bearings: 0 = +y north, 90 = +x east).
Written for this suite; shares nothing with rulec."""
import math

TOL = 0.0254  # 0.001in


def fwd(b):
    r = math.radians(b)
    return (math.sin(r), math.cos(r))


def rightv(b):
    r = math.radians(b)
    return (math.cos(r), -math.sin(r))


def add(p, q, k=1.0):
    return (p[0] + k * q[0], p[1] + k * q[1])


def rot_cw(p, about, deg):
    """rotate point p clockwise by deg about `about`"""
    t = math.radians(deg)
    x, y = p[0] - about[0], p[1] - about[1]
    return (about[0] + x * math.cos(t) + y * math.sin(t), about[1] - x * math.sin(t) + y * math.cos(t))


def bearing(p, q):
    return math.degrees(math.atan2(q[0] - p[0], q[1] - p[1])) % 360


class Rect:
    """a unit: centre, facing, files x ranks of bases w x d"""

    def __init__(self, c, facing, files, ranks, w, d):
        self.c, self.f, self.files, self.ranks, self.w, self.d = c, facing % 360, files, ranks, w, d

    @property
    def W(self):
        return self.files * self.w

    @property
    def D(self):
        return self.ranks * self.d

    def corners(self):
        F, R = fwd(self.f), rightv(self.f)
        c = self.c
        fl = add(add(c, F, self.D / 2), R, -self.W / 2)
        fr = add(add(c, F, self.D / 2), R, self.W / 2)
        rr = add(add(c, F, -self.D / 2), R, self.W / 2)
        rl = add(add(c, F, -self.D / 2), R, -self.W / 2)
        return [fl, fr, rr, rl]

    def models(self):
        """polygons of every base"""
        F, R = fwd(self.f), rightv(self.f)
        fl = self.corners()[0]
        out = []
        for k in range(self.ranks):
            for i in range(self.files):
                p0 = add(add(fl, R, i * self.w), F, -k * self.d)
                p1 = add(p0, R, self.w)
                p2 = add(p1, F, -self.d)
                p3 = add(p0, F, -self.d)
                out.append([p0, p1, p2, p3])
        return out

    def front_rank(self):
        return self.models()[: self.files]

    def front_centre(self):
        return add(self.c, fwd(self.f), self.D / 2)

    def moved(self, fwd_d=0.0, right_d=0.0):
        return Rect(add(add(self.c, fwd(self.f), fwd_d), rightv(self.f), right_d), self.f, self.files, self.ranks, self.w, self.d)

    def pivoted(self, b):
        return Rect(self.c, b, self.files, self.ranks, self.w, self.d)

    def wheeled(self, deg):
        """wheel clockwise deg about the front-right corner (deg>0) or front-left (deg<0)"""
        cs = self.corners()
        about = cs[1] if deg > 0 else cs[0]
        return Rect(rot_cw(self.c, about, deg), self.f + deg, self.files, self.ranks, self.w, self.d)


def seg_dist(a, b, c, d):
    def pd(p, s, t):
        vx, vy = t[0] - s[0], t[1] - s[1]
        L = vx * vx + vy * vy
        u = 0 if L == 0 else max(0, min(1, ((p[0] - s[0]) * vx + (p[1] - s[1]) * vy) / L))
        return math.hypot(p[0] - s[0] - u * vx, p[1] - s[1] - u * vy)

    def cross(o, p, q):
        return (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0])

    d1, d2, d3, d4 = cross(c, d, a), cross(c, d, b), cross(a, b, c), cross(a, b, d)
    if ((d1 > 0) != (d2 > 0)) and ((d3 > 0) != (d4 > 0)) and d1 * d2 < 0 and d3 * d4 < 0:
        return 0.0
    return min(pd(a, c, d), pd(b, c, d), pd(c, a, b), pd(d, a, b))


def penetration(P, Q):
    """separating-axis: the least overlap depth over the edge normals (<=0: apart/touching)"""
    best = float("inf")
    for poly in (P, Q):
        n = len(poly)
        for i in range(n):
            e = (poly[(i + 1) % n][0] - poly[i][0], poly[(i + 1) % n][1] - poly[i][1])
            L = math.hypot(*e)
            ax = (-e[1] / L, e[0] / L)
            p = [v[0] * ax[0] + v[1] * ax[1] for v in P]
            q = [v[0] * ax[0] + v[1] * ax[1] for v in Q]
            o = min(max(p), max(q)) - max(min(p), min(q))
            best = min(best, o)
    return best


def overlaps(P, Q, tol=TOL):
    return penetration(P, Q) > tol


def poly_dist(P, Q):
    if penetration(P, Q) > 0:
        return 0.0
    n, m = len(P), len(Q)
    return min(seg_dist(P[i], P[(i + 1) % n], Q[j], Q[(j + 1) % m]) for i in range(n) for j in range(m))


def touching(P, Q, tol=TOL):
    return (not overlaps(P, Q, tol)) and poly_dist(P, Q) <= tol


def arc_of(target, point):
    """T9A arc of `target` a point lies in: lines from the corners at 135 degrees to the facings"""
    # work in target's frame: x right, y forward
    F, R = fwd(target.f), rightv(target.f)
    v = (point[0] - target.c[0], point[1] - target.c[1])
    x, y = v[0] * R[0] + v[1] * R[1], v[0] * F[0] + v[1] * F[1]
    hw, hd = target.W / 2, target.D / 2
    # front arc: y - hd >= |x| - hw beyond the corner lines (the 45-degree lines outward)
    if y >= hd and (y - hd) > (abs(x) - hw) + 1e-9:
        return "front"
    if y <= -hd and (-hd - y) > (abs(x) - hw) + 1e-9:
        return "rear"
    if abs(x) <= hw:
        return "front" if y > 0 else "rear"
    return "right" if x > 0 else "left"


def closest_points(P, Q):
    """the nearest pair of points of two convex polygons' boundaries (point of P, point of Q)"""
    best = None
    for A, B in ((P, Q), (Q, P)):
        for v in A:
            n = len(B)
            for i in range(n):
                s, t = B[i], B[(i + 1) % n]
                vx, vy = t[0] - s[0], t[1] - s[1]
                L2 = vx * vx + vy * vy
                u = max(0, min(1, ((v[0] - s[0]) * vx + (v[1] - s[1]) * vy) / L2))
                q = (s[0] + u * vx, s[1] + u * vy)
                d = math.hypot(v[0] - q[0], v[1] - q[1])
                if best is None or d < best[0]:
                    best = (d, v, q) if A is P else (d, q, v)
    return best


def wheel_align(C, delta, x0, target, endf, others=(), step=0.05):
    """forward x0, Wheel delta about the inner front corner, forward into first contact with
    target, then rotate about the point of contact to facing endf. Returns (final Rect, path
    list, contact point, travel) or None when the path passes into a body."""
    path = []
    c = C.moved(x0)
    w = c.wheeled(delta) if delta else c
    # forward until the first touch
    lo = 0.0
    while True:
        r = w.moved(lo + 1.0).corners()
        if poly_dist(r, target.corners()) <= 1e-9 or overlaps(r, target.corners(), 0):
            break
        lo += 1.0
        if lo > 3000:
            return None
    hi = lo + 1.0
    for _ in range(80):
        mid = (lo + hi) / 2
        if poly_dist(w.moved(mid).corners(), target.corners()) <= 1e-9 or overlaps(w.moved(mid).corners(), target.corners(), 0):
            hi = mid
        else:
            lo = mid
    t = lo
    w2 = w.moved(t)
    d, pc, pt_ = closest_points(w2.corners(), target.corners())
    turn = ((endf - w2.f + 180) % 360) - 180
    fin = Rect(rot_cw(w2.c, pt_, turn), endf, C.files, C.ranks, C.w, C.d)
    return fin, w, w2, pt_, t, turn
