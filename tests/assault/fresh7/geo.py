"""Plain plane geometry for fresh7's generator (gen.py). check.py does not import it."""
import math

MM = 1 / 25.4
TOL = 0.001


def rad(mm):
    return mm * MM / 2


def dist(a, b):
    return math.hypot(a[0] - b[0], a[1] - b[1])


def seg_point(a, b, p):
    """distance from point p to segment ab"""
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    L2 = dx * dx + dy * dy
    t = 0 if L2 == 0 else max(0, min(1, ((p[0] - ax) * dx + (p[1] - ay) * dy) / L2))
    return dist((ax + t * dx, ay + t * dy), p)


def seg_seg(a, b, c, d):
    if segs_cross(a, b, c, d):
        return 0.0
    return min(seg_point(a, b, c), seg_point(a, b, d), seg_point(c, d, a), seg_point(c, d, b))


def segs_cross(a, b, c, d):
    def o(p, q, r):
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    d1, d2, d3, d4 = o(a, b, c), o(a, b, d), o(c, d, a), o(c, d, b)
    return (d1 > 0) != (d2 > 0) and (d3 > 0) != (d4 > 0)


def inside(poly, p):
    x, y = p
    n = len(poly)
    c = False
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        if (y1 > y) != (y2 > y):
            xi = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if xi > x:
                c = not c
    return c


def seg_poly(a, b, poly):
    """distance from segment ab to polygon (0 if they meet)"""
    if inside(poly, a) or inside(poly, b):
        return 0.0
    n = len(poly)
    return min(seg_seg(a, b, poly[i], poly[(i + 1) % n]) for i in range(n))
