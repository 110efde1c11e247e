# Plain plane geometry for fresh9's gen.py (lengths in mm, bearings in degrees:
# 0 = +y north, 90 = +x east, clockwise). check.py does not import this file.
import math

IN = 25.4


def fwd(b):
    r = math.radians(b)
    return (math.sin(r), math.cos(r))


def right(b):
    r = math.radians(b)
    return (math.cos(r), -math.sin(r))


def add(p, q, k=1.0):
    return (p[0] + k * q[0], p[1] + k * q[1])


def dot(p, q):
    return p[0] * q[0] + p[1] * q[1]


def bearing_of(v):
    return math.degrees(math.atan2(v[0], v[1])) % 360.0


class U:
    def __init__(self, uid, side, c, facing, files, ranks, base, props=None, state=None):
        self.id, self.side, self.c, self.facing = uid, side, c, facing % 360.0
        self.files, self.ranks, self.base = files, ranks, base
        self.props = props or {}
        self.state = state or []

    @property
    def W(self):
        return self.files * self.base[0]

    @property
    def D(self):
        return self.ranks * self.base[1]

    def corners(self):
        f, r = fwd(self.facing), right(self.facing)
        a, b = self.W / 2, self.D / 2
        # front-left, front-right, rear-right, rear-left
        return [add(add(self.c, r, -a), f, b), add(add(self.c, r, a), f, b),
                add(add(self.c, r, a), f, -b), add(add(self.c, r, -a), f, -b)]

    def front_centre(self):
        return add(self.c, fwd(self.facing), self.D / 2)

    def local(self, p):
        d = (p[0] - self.c[0], p[1] - self.c[1])
        return dot(d, right(self.facing)), dot(d, fwd(self.facing))

    def arc_of(self, p):
        """Arc of self that point p is in (lines at 135 degrees from the corners;
        a point on a line is in the Flank arc)."""
        x, y = self.local(p)
        a, b = self.W / 2, self.D / 2
        if y - b > abs(x) - a + 1e-9:
            return "front"
        if -y - b > abs(x) - a + 1e-9:
            return "rear"
        return "right" if x > 0 else "left"

    def facing_seg(self, side):
        fl, fr, rr, rl = self.corners()
        return {"front": (fl, fr), "right": (fr, rr), "rear": (rr, rl), "left": (rl, fl)}[side]

    def normal_bearing(self, side):
        return (self.facing + {"front": 0, "right": 90, "rear": 180, "left": 270}[side]) % 360.0


def seg_dist(p, q, a, b):
    def pt_seg(p, a, b):
        ab = (b[0] - a[0], b[1] - a[1])
        t = max(0.0, min(1.0, dot((p[0] - a[0], p[1] - a[1]), ab) / dot(ab, ab)))
        c = add(a, ab, t)
        return math.hypot(p[0] - c[0], p[1] - c[1])
    return min(pt_seg(p, a, b), pt_seg(q, a, b), pt_seg(a, p, q), pt_seg(b, p, q))


def poly_dist(P, Q):
    m = 1e18
    for i in range(len(P)):
        for j in range(len(Q)):
            m = min(m, seg_dist(P[i], P[(i + 1) % len(P)], Q[j], Q[(j + 1) % len(Q)]))
    return m
