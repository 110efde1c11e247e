"""fresh12's own geometry (no rulec): round bases, segments, polygons, routes.

Lengths in inches. A base is (x, y, r). Used by check.py and gen.py.
"""
import math

MM = 1 / 25.4
R = {d: d * MM / 2 for d in (25, 32, 40, 50, 60)}
TOL = 0.001


def dist(p, q):
    return math.hypot(p[0] - q[0], p[1] - q[1])


def seg_point(a, b, p):
    """Distance from point p to segment ab."""
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    L2 = dx * dx + dy * dy
    t = 0.0 if L2 == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / L2))
    return dist((ax + t * dx, ay + t * dy), p)


def seg_seg(a, b, c, d):
    def ccw(p, q, r):
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    d1, d2, d3, d4 = ccw(c, d, a), ccw(c, d, b), ccw(a, b, c), ccw(a, b, d)
    if ((d1 > 0) != (d2 > 0)) and ((d3 > 0) != (d4 > 0)) and d1 * d2 < 0 and d3 * d4 < 0:
        return 0.0
    return min(seg_point(c, d, a), seg_point(c, d, b), seg_point(a, b, c), seg_point(a, b, d))


def inside(poly, p):
    x, y = p
    n = len(poly)
    c = False
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        if (y1 > y) != (y2 > y):
            xi = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if x < xi:
                c = not c
    return c


def poly_edges(poly):
    return [(poly[i], poly[(i + 1) % len(poly)]) for i in range(len(poly))]


def seg_poly(a, b, poly):
    """Distance from segment ab to polygon (0 if it touches or enters it)."""
    if inside(poly, a) or inside(poly, b):
        return 0.0
    return min(seg_seg(a, b, e0, e1) for e0, e1 in poly_edges(poly))


def point_poly(p, poly):
    if inside(poly, p):
        return 0.0
    return min(seg_point(e0, e1, p) for e0, e1 in poly_edges(poly))


def path_len(pts):
    return sum(dist(pts[i], pts[i + 1]) for i in range(len(pts) - 1))


def gap(p, rp, q, rq):
    """Edge-to-edge distance of two round bases (negative: overlap)."""
    return dist(p, q) - rp - rq


def toward(p, q, d):
    """Point d from p toward q."""
    L = dist(p, q)
    return (p[0] + (q[0] - p[0]) * d / L, p[1] + (q[1] - p[1]) * d / L)


def contact_spot(t, rt, r, bearing):
    """Centre of a base of radius r touching base (t, rt) at compass bearing from t."""
    a = math.radians(bearing)
    D = rt + r
    return (t[0] + D * math.sin(a), t[1] + D * math.cos(a))


def bearing_of(p, q):
    return math.degrees(math.atan2(q[0] - p[0], q[1] - p[1])) % 360


def half_angle(rt, r):
    """Half the angle a base of radius r takes up on the contact ring of a base rt
    (two such bases touching the same rt and each other stand 2*half_angle apart)."""
    return math.degrees(math.asin(r / (rt + r)))


def around_disc(s, e, c, R_):
    """Shortest path length from s to e avoiding the open disc (c, R_) (s, e outside)."""
    if seg_point(s, e, c) >= R_ - 1e-12:
        return dist(s, e)
    ds, de = dist(s, c), dist(e, c)
    ts, te = math.sqrt(ds * ds - R_ * R_), math.sqrt(de * de - R_ * R_)
    ang = math.acos(max(-1, min(1, ((s[0] - c[0]) * (e[0] - c[0]) + (s[1] - c[1]) * (e[1] - c[1])) / (ds * de))))
    arc = ang - math.acos(R_ / ds) - math.acos(R_ / de)
    return ts + te + R_ * arc


def tangent_from(s, c, R_, side):
    """Tangent point on circle (c, R_) from s; side +1/-1 picks which."""
    d = dist(s, c)
    a = math.atan2(s[1] - c[1], s[0] - c[0])
    b = math.acos(R_ / d)
    th = a + side * b
    return (c[0] + R_ * math.cos(th), c[1] + R_ * math.sin(th))


def coherent(pos, r):
    """Every model within 2in of another and one chain (edge distance)."""
    n = len(pos)
    if n == 1:
        return True
    adj = [[j for j in range(n) if j != i and gap(pos[i], r, pos[j], r) <= 2 + TOL] for i in range(n)]
    if any(not a for a in adj):
        return False
    seen = {0}
    st = [0]
    while st:
        i = st.pop()
        for j in adj[i]:
            if j not in seen:
                seen.add(j)
                st.append(j)
    return len(seen) == n
