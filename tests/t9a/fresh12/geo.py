"""geo.py: the plain geometry gen.py uses (mm, compass bearings, clockwise).

Own code, no rulec: a unit is a rectangle files*frontage wide, ranks*depth deep.
"""
import math

IN = 25.4
TOL = 0.0254  # 0.001in


def uvec(b):
    r = math.radians(b)
    return (math.sin(r), math.cos(r))


def add(p, q, k=1.0):
    return (p[0] + k * q[0], p[1] + k * q[1])


def rot(p, d):
    """rotate vector p clockwise by d degrees (bearing + d)."""
    r = math.radians(d)
    c, s = math.cos(r), math.sin(r)
    return (p[0] * c + p[1] * s, -p[0] * s + p[1] * c)


def bearing(p, q):
    return math.degrees(math.atan2(q[0] - p[0], q[1] - p[1])) % 360


class Unit:
    def __init__(self, uid, side, centre, facing, files=1, ranks=1, base=(25, 25),
                 state=None, props=None):
        self.id, self.side = uid, side
        self.c = centre
        self.f = facing % 360
        self.files, self.ranks, self.base = files, ranks, base
        self.state = state or []
        self.props = props or {}

    @property
    def W(self):
        return self.files * self.base[0]

    @property
    def D(self):
        return self.ranks * self.base[1]

    def u(self):
        return uvec(self.f)

    def v(self):
        return uvec(self.f + 90)

    def corners(self):
        u, v = self.u(), self.v()
        c = self.c
        fl = add(add(c, u, self.D / 2), v, -self.W / 2)
        fr = add(add(c, u, self.D / 2), v, self.W / 2)
        rr = add(add(c, u, -self.D / 2), v, self.W / 2)
        rl = add(add(c, u, -self.D / 2), v, -self.W / 2)
        return [fl, fr, rr, rl]

    def side_mid(self, side):
        u, v = self.u(), self.v()
        return {"front": add(self.c, u, self.D / 2), "rear": add(self.c, u, -self.D / 2),
                "right": add(self.c, v, self.W / 2), "left": add(self.c, v, -self.W / 2)}[side]

    def side_normal(self, side):
        return uvec(self.f + {"front": 0, "right": 90, "rear": 180, "left": 270}[side])

    def side_len(self, side):
        return self.W if side in ("front", "rear") else self.D

    def front_centre(self):
        return self.side_mid("front")

    def local(self, p):
        """p in this unit's frame: x to its right, y forward, from its Centre."""
        d = (p[0] - self.c[0], p[1] - self.c[1])
        u, v = self.u(), self.v()
        return (d[0] * v[0] + d[1] * v[1], d[0] * u[0] + d[1] * u[1])


def arc_of(t, p):
    """arc of unit t that point p lies in (a point on a line between arcs: flank)."""
    x, y = t.local(p)
    a, b = t.W / 2, t.D / 2
    if y - b > abs(x) - a + 1e-9:
        return "front"
    if -y - b > abs(x) - a + 1e-9:
        return "rear"
    return "right" if x > 0 else "left"


def seg_pt(p, a, b):
    ab = (b[0] - a[0], b[1] - a[1])
    L = ab[0] ** 2 + ab[1] ** 2
    t = 0 if L == 0 else max(0, min(1, ((p[0] - a[0]) * ab[0] + (p[1] - a[1]) * ab[1]) / L))
    q = (a[0] + t * ab[0], a[1] + t * ab[1])
    return math.hypot(p[0] - q[0], p[1] - q[1])


def poly_dist(P, Q):
    """distance between the boundaries of two disjoint convex polygons."""
    d = float("inf")
    for X, Y in ((P, Q), (Q, P)):
        for p in X:
            for i in range(len(Y)):
                d = min(d, seg_pt(p, Y[i], Y[(i + 1) % len(Y)]))
    return d


def overlap_depth(P, Q):
    """SAT: the least penetration depth (<=0 means separated or touching)."""
    best = float("inf")
    for X in (P, Q):
        for i in range(len(X)):
            a, b = X[i], X[(i + 1) % len(X)]
            n = (b[1] - a[1], -(b[0] - a[0]))
            L = math.hypot(*n)
            n = (n[0] / L, n[1] / L)
            pa = [p[0] * n[0] + p[1] * n[1] for p in P]
            qa = [p[0] * n[0] + p[1] * n[1] for p in Q]
            o = min(max(pa), max(qa)) - max(min(pa), min(qa))
            best = min(best, o)
    return best


def shape_dist(P, Q):
    if overlap_depth(P, Q) > 0:
        return 0.0
    return poly_dist(P, Q)


def place_on(t, side, charger_files, charger_ranks, base, slide=0.0):
    """centre and facing of a charger whose Front Facing lies flat on t's side,
    its front's midpoint `slide` along the side from the side's midpoint
    (positive: towards the side's right end as seen from outside, i.e. along
    the charger's own right)."""
    n = t.side_normal(side)
    D = charger_ranks * base[1]
    m = t.side_mid(side)
    facing = (t.f + {"front": 180, "right": 270, "rear": 0, "left": 90}[side]) % 360
    right = uvec(facing + 90)
    c = add(add(m, n, D / 2), right, slide)
    return c, facing


def witness(c0, f0, cf, ff, W, D):
    """forward a, wheel by delta about the inner front corner, forward c: returns
    (a, c, delta) with cf reached, or None if the 2x2 system is singular."""
    delta = ((ff - f0 + 180) % 360) - 180
    s = 1 if delta > 0 else -1
    u0, v0, uf = uvec(f0), uvec(f0 + 90), uvec(ff)
    k = add((u0[0] * D / 2, u0[1] * D / 2), v0, s * W / 2)  # centre -> corner
    rk = rot((-k[0], -k[1]), delta)
    const = (k[0] + rk[0], k[1] + rk[1])
    rhs = (cf[0] - c0[0] - const[0], cf[1] - c0[1] - const[1])
    det = u0[0] * uf[1] - u0[1] * uf[0]
    if abs(det) < 1e-12:
        return None
    a = (rhs[0] * uf[1] - rhs[1] * uf[0]) / det
    c = (u0[0] * rhs[1] - u0[1] * rhs[0]) / det
    return a, c, delta


def back_start(cf, ff, delta, a, c, W, D):
    """the start (centre, facing) from which forward a, wheel delta, forward c
    ends at (cf, ff)."""
    f0 = (ff - delta) % 360
    s = 1 if delta > 0 else -1
    u0, v0 = uvec(f0), uvec(f0 + 90)
    k = add((u0[0] * D / 2, u0[1] * D / 2), v0, s * W / 2)
    rk = rot((-k[0], -k[1]), delta)
    const = (k[0] + rk[0], k[1] + rk[1])
    uf = uvec(ff)
    c0 = (cf[0] - c * uf[0] - a * u0[0] - const[0], cf[1] - c * uf[1] - a * u0[1] - const[1])
    return c0, f0
