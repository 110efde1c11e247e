"""Plain geometry for ordinary8/check.py: no rulec, no shared code.

Bearings: 0 = +y (north), clockwise. Lengths in inches. Tolerance 0.001in.
"""
import math

TOL = 0.001


def fwd(b):
    r = math.radians(b)
    return (math.sin(r), math.cos(r))


def right(b):
    r = math.radians(b)
    return (math.cos(r), -math.sin(r))


def add(p, q, k=1.0):
    return (p[0] + k * q[0], p[1] + k * q[1])


def sub(p, q):
    return (p[0] - q[0], p[1] - q[1])


def dot(p, q):
    return p[0] * q[0] + p[1] * q[1]


def rot(p, c, deg):
    """Rotate p about c clockwise (bearing +deg)."""
    a = math.radians(deg)
    x, y = p[0] - c[0], p[1] - c[1]
    return (c[0] + x * math.cos(a) + y * math.sin(a), c[1] - x * math.sin(a) + y * math.cos(a))


class Unit:
    def __init__(self, centre, facing, files=1, ranks=1, base=(1.0, 1.0)):
        self.c = centre
        self.b = facing
        self.files, self.ranks, self.base = files, ranks, base
        self.w = files * base[0]
        self.d = ranks * base[1]

    def at(self, centre, facing):
        return Unit(centre, facing, self.files, self.ranks, self.base)

    def corners(self):
        f, r = fwd(self.b), right(self.b)
        hw, hd = self.w / 2, self.d / 2
        c = self.c
        fl = add(add(c, f, hd), r, -hw)
        fr = add(add(c, f, hd), r, hw)
        rr = add(add(c, f, -hd), r, hw)
        rl = add(add(c, f, -hd), r, -hw)
        return [fl, fr, rr, rl]

    def front(self):
        k = self.corners()
        return k[0], k[1]

    def front_centre(self):
        return add(self.c, fwd(self.b), self.d / 2)

    def bases(self):
        """Polygons of the bases; front rank first, left to right."""
        f, r = fwd(self.b), right(self.b)
        out = []
        for i in range(self.ranks):
            for j in range(self.files):
                fl = add(add(self.c, f, self.d / 2 - i * self.base[1]), r, -self.w / 2 + j * self.base[0])
                fr = add(fl, r, self.base[0])
                rr = add(fr, f, -self.base[1])
                rl = add(fl, f, -self.base[1])
                out.append([fl, fr, rr, rl])
        return out

    def front_from_fl(self, fl, facing):
        """The unit placed facing `facing` with its front-left corner at fl."""
        f, r = fwd(facing), right(facing)
        c = add(add(fl, r, self.w / 2), f, -self.d / 2)
        return self.at(c, facing)


def seg_pt(p, a, b):
    ab = sub(b, a)
    L = dot(ab, ab)
    t = 0.0 if L == 0 else max(0.0, min(1.0, dot(sub(p, a), ab) / L))
    q = add(a, ab, t)
    return math.hypot(p[0] - q[0], p[1] - q[1])


def seg_cross(a, b, c, d):
    def o(p, q, r):
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    return (o(a, b, c) * o(a, b, d) < 0) and (o(c, d, a) * o(c, d, b) < 0)


def edges(P):
    return [(P[i], P[(i + 1) % len(P)]) for i in range(len(P))]


def inside(p, P):
    n = len(P)
    s = 0
    for i in range(n):
        a, b = P[i], P[(i + 1) % n]
        cr = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])
        if cr > 1e-12:
            s |= 1
        elif cr < -1e-12:
            s |= 2
    return s != 3


def dist(P, Q):
    """Distance between convex polygons' boundaries, 0 if they meet."""
    for a, b in edges(P):
        for c, d in edges(Q):
            if seg_cross(a, b, c, d):
                return 0.0
    if inside(P[0], Q) or inside(Q[0], P):
        return 0.0
    m = float('inf')
    for a, b in edges(P):
        for q in Q:
            m = min(m, seg_pt(q, a, b))
    for a, b in edges(Q):
        for p in P:
            m = min(m, seg_pt(p, a, b))
    return m


def penetration(P, Q):
    """Least separating overlap depth over the edge normals (SAT) of two convex polygons.
    <= 0 means separated or touching."""
    best = float('inf')
    for poly in (P, Q):
        for a, b in edges(poly):
            n = (-(b[1] - a[1]), b[0] - a[0])
            L = math.hypot(*n)
            n = (n[0] / L, n[1] / L)
            pa = [dot(p, n) for p in P]
            qa = [dot(q, n) for q in Q]
            o = min(max(pa), max(qa)) - max(min(pa), min(qa))
            best = min(best, o)
    return best


def overlaps(P, Q, tol=TOL):
    return penetration(P, Q) > tol


def touches(P, Q, tol=TOL):
    return not overlaps(P, Q, tol) and dist(P, Q) <= tol


def contacts(A, B, tol=TOL):
    """Models of A in base contact with B's models, and of B with A's."""
    ab, bb = A.bases(), B.bases()
    a = sum(1 for p in ab if any(dist(p, q) <= tol for q in bb))
    b = sum(1 for q in bb if any(dist(p, q) <= tol for p in ab))
    return a, b


def arc_of(T, p):
    """The arc of unit T point p lies in: front, rear, left, right (on a line: flank)."""
    f, r = fwd(T.b), right(T.b)
    v = dot(sub(p, T.c), f)
    u = dot(sub(p, T.c), r)
    hw, hd = T.w / 2, T.d / 2
    if v - hd > abs(u) - hw + 1e-12:
        return 'front'
    if -v - hd > abs(u) - hw + 1e-12:
        return 'rear'
    return 'right' if u > 0 else 'left'


def on_board(P, W=72.0, D=48.0, tol=TOL):
    return all(-tol <= p[0] <= W + tol and -tol <= p[1] <= D + tol for p in P)


def swept_clear(poses, obstacles, tol=TOL):
    """Every sampled pose clear of every obstacle (polygons)."""
    for U in poses:
        P = U.corners()
        for O in obstacles:
            if overlaps(P, O, tol):
                return False, (U.c, U.b, O)
    return True, None


def forward(U, d, n=200):
    f = fwd(U.b)
    return [U.at(add(U.c, f, d * k / n), U.b) for k in range(n + 1)]


def rotate_about(U, p, deg, n=400):
    """Poses of U rotated about point p, clockwise by deg (negative: anticlockwise)."""
    return [U.at(rot(U.c, p, deg * k / n), U.b + deg * k / n) for k in range(n + 1)]


def rect(x0, y0, x1, y1):
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
