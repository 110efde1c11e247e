"""Plain geometry for tests/t9a/fresh6 (written from geometry.md, not from rulec).

Bearings: 0 = +y (north), 90 = +x (east), clockwise.  Lengths in inches.
"""
import math

MM = 1 / 25.4


def fwd(b):
    a = math.radians(b)
    return (math.sin(a), math.cos(a))


def right(b):
    a = math.radians(b)
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


def rot_about(p, c, deg):
    """Rotate p about c by deg degrees CLOCKWISE (a bearing increase)."""
    a = math.radians(deg)
    dx, dy = p[0] - c[0], p[1] - c[1]
    # clockwise: (x,y) -> (x cos + y sin, -x sin + y cos)
    return (c[0] + dx * math.cos(a) + dy * math.sin(a), c[1] - dx * math.sin(a) + dy * math.cos(a))


def bearing_of(v):
    return math.degrees(math.atan2(v[0], v[1])) % 360


class Unit:
    def __init__(self, uid, side, centre, facing, files=1, ranks=1, base=(1.0, 1.0), props=None,
                 base_txt=None, state=None):
        self.id, self.side = uid, side
        self.c = centre
        self.b = facing % 360
        self.files, self.ranks = files, ranks
        self.fw, self.fd = base
        self.base_txt = base_txt
        self.props = props or {}
        self.state = state or []

    @property
    def W(self):
        return self.files * self.fw

    @property
    def D(self):
        return self.ranks * self.fd

    def at(self, c, b):
        u = Unit(self.id, self.side, c, b, self.files, self.ranks, (self.fw, self.fd), self.props,
                 self.base_txt, self.state)
        return u

    def corners(self):
        f, r = fwd(self.b), right(self.b)
        W2, D2 = self.W / 2, self.D / 2
        c = self.c
        FL = add(add(c, f, D2), r, -W2)
        FR = add(add(c, f, D2), r, W2)
        RR = add(add(c, f, -D2), r, W2)
        RL = add(add(c, f, -D2), r, -W2)
        return [FL, FR, RR, RL]

    def front_centre(self):
        return add(self.c, fwd(self.b), self.D / 2)

    def bases(self):
        """list of (file, rank, polygon) ; rank 0 = front, file 0 = left."""
        f, r = fwd(self.b), right(self.b)
        out = []
        for j in range(self.ranks):
            for i in range(self.files):
                bc = add(add(self.c, r, -self.W / 2 + self.fw * (i + 0.5)),
                         f, self.D / 2 - self.fd * (j + 0.5))
                u = Unit('', '', bc, self.b, 1, 1, (self.fw, self.fd))
                out.append((i, j, u.corners()))
        return out


def axes(poly):
    out = []
    n = len(poly)
    for i in range(n):
        e = sub(poly[(i + 1) % n], poly[i])
        l = norm(e)
        out.append((-e[1] / l, e[0] / l))
    return out


def penetration(P, Q):
    """SAT penetration depth of two convex polygons (<= 0: apart or touching)."""
    best = float('inf')
    for ax in axes(P) + axes(Q):
        pa = [dot(p, ax) for p in P]
        qa = [dot(q, ax) for q in Q]
        ov = min(max(pa), max(qa)) - max(min(pa), min(qa))
        best = min(best, ov)
    return best


def seg_pt(p, a, b):
    ab = sub(b, a)
    l2 = dot(ab, ab)
    t = 0 if l2 == 0 else max(0, min(1, dot(sub(p, a), ab) / l2))
    return norm(sub(p, add(a, ab, t)))


def segs_cross(a, b, c, d):
    d1 = cross(sub(b, a), sub(c, a))
    d2 = cross(sub(b, a), sub(d, a))
    d3 = cross(sub(d, c), sub(a, c))
    d4 = cross(sub(d, c), sub(b, c))
    return d1 * d2 < 0 and d3 * d4 < 0


def dist(P, Q):
    """Shortest distance between the boundaries of two convex polygons; 0 if they overlap."""
    if penetration(P, Q) > 0:
        return 0.0
    best = float('inf')
    for i in range(len(P)):
        a, b = P[i], P[(i + 1) % len(P)]
        for j in range(len(Q)):
            c, d = Q[j], Q[(j + 1) % len(Q)]
            if segs_cross(a, b, c, d):
                return 0.0
            best = min(best, seg_pt(a, c, d), seg_pt(b, c, d), seg_pt(c, a, b), seg_pt(d, a, b))
    return best


def arc_of(T, p):
    """Arc of unit T that point p lies in: front, rear, left, right (on a line: flank)."""
    d = sub(p, T.c)
    u, v = dot(d, right(T.b)), dot(d, fwd(T.b))
    a, b = T.W / 2, T.D / 2
    if v - b > abs(u) - a + 1e-12:
        return 'front'
    if -v - b > abs(u) - a + 1e-12:
        return 'rear'
    return 'left' if u < 0 else 'right'


def arc_margin(T, p):
    d = sub(p, T.c)
    u, v = dot(d, right(T.b)), dot(d, fwd(T.b))
    a, b = T.W / 2, T.D / 2
    return (v - b) - (abs(u) - a), (-v - b) - (abs(u) - a)


def facing_edge(T, facing):
    """(A, B, n): the facing's edge from A to B and its outward normal."""
    FL, FR, RR, RL = T.corners()
    f, r = fwd(T.b), right(T.b)
    if facing == 'front':
        return FL, FR, f
    if facing == 'rear':
        return RR, RL, (-f[0], -f[1])
    if facing == 'left':
        return RL, FL, (-r[0], -r[1])
    return FR, RR, r


def facing_bases(T, facing):
    out = []
    for (i, j, poly) in T.bases():
        if facing == 'front' and j == 0 or facing == 'rear' and j == T.ranks - 1 \
                or facing == 'left' and i == 0 or facing == 'right' and i == T.files - 1:
            out.append(poly)
    return out


def fmt(x, nd=4):
    s = ('%.' + str(nd) + 'f') % x
    if '.' in s:
        s = s.rstrip('0').rstrip('.')
    if s in ('-0', ''):
        s = '0'
    return s


def P(p, nd=4):
    return '(%s, %s)' % (fmt(p[0], nd), fmt(p[1], nd))
