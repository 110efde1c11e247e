"""fresh13's own geometry (not rulec's): points in mm, round bases, polygons.

Everything here is plain Euclidean geometry written for this suite: distances,
route lengths (polylines; exact lengths round one circle), clearances, coherency
and the counts the scenarios pin."""
import math

IN = 25.4
TOL = 0.001 * IN          # the spec's default tolerance, 0.001in


def d(p, q):
    return math.hypot(p[0] - q[0], p[1] - q[1])


def seg_pt(a, b, p):
    """distance from point p to segment ab"""
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    L2 = dx * dx + dy * dy
    if L2 == 0:
        return d(a, p)
    t = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / L2))
    return d((ax + t * dx, ay + t * dy), p)


def _cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def seg_seg_intersect(a, b, c, e):
    d1, d2 = _cross(c, e, a), _cross(c, e, b)
    d3, d4 = _cross(a, b, c), _cross(a, b, e)
    return (d1 * d2 < 0) and (d3 * d4 < 0)


def inside(poly, p):
    x, y = p
    n = len(poly)
    c = False
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        if (y1 > y) != (y2 > y):
            if x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
                c = not c
    return c


def seg_poly(a, b, poly):
    """distance from segment ab to polygon (0 if it enters)"""
    if inside(poly, a) or inside(poly, b):
        return 0.0
    n = len(poly)
    best = float('inf')
    for i in range(n):
        c, e = poly[i], poly[(i + 1) % n]
        if seg_seg_intersect(a, b, c, e):
            return 0.0
        best = min(best, seg_pt(a, b, c), seg_pt(a, b, e), seg_pt(c, e, a), seg_pt(c, e, b))
    return best


def pt_poly(p, poly):
    return seg_poly(p, p, poly)


def plen(route):
    return sum(d(route[i], route[i + 1]) for i in range(len(route) - 1))


def polar(c, R, deg):
    a = math.radians(deg)
    return (c[0] + R * math.cos(a), c[1] + R * math.sin(a))


def toward(t, s, R):
    """the point at distance R from t on the segment toward s"""
    L = d(t, s)
    return (t[0] + (s[0] - t[0]) * R / L, t[1] + (s[1] - t[1]) * R / L)


def ang(c, p):
    return math.degrees(math.atan2(p[1] - c[1], p[0] - c[0]))


def around_len(P, Q, C, R):
    """exact length of the shortest path P->Q outside the open disc (C, R)"""
    if seg_pt(P, Q, C) >= R:
        return d(P, Q)
    dp, dq = d(P, C), d(Q, C)
    tp = math.sqrt(max(dp * dp - R * R, 0))
    tq = math.sqrt(max(dq * dq - R * R, 0))
    th = math.acos(max(-1, min(1, ((P[0] - C[0]) * (Q[0] - C[0]) + (P[1] - C[1]) * (Q[1] - C[1])) / (dp * dq))))
    arc = th - math.acos(min(1, R / dp)) - math.acos(min(1, R / dq))
    return tp + tq + R * max(arc, 0)


def around_route(P, Q, C, R, side, steps=90):
    """a polyline P..Q round the disc (C, R) on `side` (+1 anticlockwise from P, -1
    clockwise), every chord outside the disc (points on a circumscribed radius)"""
    dp, dq = d(P, C), d(Q, C)
    aP, aQ = ang(C, P), ang(C, Q)
    tP = aP + side * math.degrees(math.acos(min(1, R / dp)))
    tQ = aQ - side * math.degrees(math.acos(min(1, R / dq)))
    sweep = (tQ - tP) * side % 360
    if sweep > 180 + 1e-9 and (360 - sweep) < 1e-6:
        sweep = 0
    n = max(2, int(sweep / 2) + 2)
    step = sweep / (n - 1)
    Rc = R / math.cos(math.radians(step / 2)) + 1e-6
    pts = [P]
    for k in range(n):
        pts.append(polar(C, Rc if 0 < k < n - 1 else R + 1e-6, tP + side * step * k))
    pts.append(Q)
    return pts


def around_len_side(P, Q, C, R, side):
    """length of the path P -> Q wrapping the disc (C, R) on a chosen side (+1 anticlockwise
    seen from C, -1 clockwise): tangent, arc, tangent. (around_len takes the shorter side,
    which may pass through whatever the disc stands for: a wall's end.)"""
    dp, dq = d(P, C), d(Q, C)
    aP, aQ = ang(C, P), ang(C, Q)
    tP = aP + side * math.degrees(math.acos(min(1, R / dp)))
    tQ = aQ - side * math.degrees(math.acos(min(1, R / dq)))
    sweep = ((tQ - tP) * side) % 360
    return math.sqrt(max(dp * dp - R * R, 0)) + math.sqrt(max(dq * dq - R * R, 0)) + R * math.radians(sweep)
