"""Plain geometry for tests/assault/fresh2/check.py (no rulec code, no rulec output).

Lengths are inches. Bearings: 0 = +y (north), 90 = +x (east), as in geometry.md.
Round bases are discs; contact is centre distance = r1 + r2 within TOL (0.001in).
"""
import heapq
import math
import re

TOL = 0.001  # geometry.md: 0.001in unless a scenario sets another
MM = 1 / 25.4


def length(v):
    """A scenario length (number with unit, or a bare number in inches) in inches."""
    if isinstance(v, (int, float)):
        return float(v)
    m = re.fullmatch(r"\s*(-?[0-9.]+)\s*(in|\"|mm|cm)?\s*", str(v))
    if not m:
        raise ValueError("bad length %r" % v)
    x, u = float(m.group(1)), m.group(2) or "in"
    return {"in": x, '"': x, "mm": x * MM, "cm": x * 10 * MM}[u]


def pt(p):
    return (length(p[0]), length(p[1]))


def at(c, bearing, d):
    """The point d from c along a compass bearing."""
    a = math.radians(bearing)
    return (c[0] + d * math.sin(a), c[1] + d * math.cos(a))


def dist(a, b):
    return math.hypot(a[0] - b[0], a[1] - b[1])


def toward(a, b, d):
    """The point d from a towards b."""
    L = dist(a, b)
    return (a[0] + (b[0] - a[0]) * d / L, a[1] + (b[1] - a[1]) * d / L)


def seg_point(a, b, p):
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    L2 = dx * dx + dy * dy
    t = 0.0 if L2 == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / L2))
    return math.hypot(ax + t * dx - p[0], ay + t * dy - p[1])


def _cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def seg_seg(a, b, c, d):
    d1, d2 = _cross(c, d, a), _cross(c, d, b)
    d3, d4 = _cross(a, b, c), _cross(a, b, d)
    if ((d1 > 0) != (d2 > 0)) and ((d3 > 0) != (d4 > 0)) and d1 * d2 < 0 and d3 * d4 < 0:
        return 0.0
    return min(seg_point(a, b, c), seg_point(a, b, d), seg_point(c, d, a), seg_point(c, d, b))


def in_poly(p, poly):
    x, y = p
    inside = False
    n = len(poly)
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        if (y1 > y) != (y2 > y):
            xi = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if xi > x:
                inside = not inside
    return inside


def seg_poly(a, b, poly):
    """Distance from segment ab to a polygon region (0 inside)."""
    if in_poly(a, poly) or in_poly(b, poly):
        return 0.0
    n = len(poly)
    return min(seg_seg(a, b, poly[i], poly[(i + 1) % n]) for i in range(n))


def point_poly(p, poly):
    return seg_poly(p, p, poly)


class World:
    """Static obstacles for one moving disc: discs (centre, R) the centre must stay
    at least R from, and polygons the centre must stay at least r from."""

    def __init__(self, discs, polys, n=64):
        self.discs = discs
        self.polys = polys
        self.n = n

    def free_point(self, p, eps=1e-7):
        return all(dist(p, c) >= R - eps for c, R in self.discs) and all(
            point_poly(p, q) >= r - eps for q, r in self.polys)

    def free_seg(self, a, b, eps=1e-7):
        return all(seg_point(a, b, c) >= R - eps for c, R in self.discs) and all(
            seg_poly(a, b, q) >= r - eps for q, r in self.polys)

    def path(self, s, g, limit=1e9):
        """Shortest route length from s to g (visibility graph over circumscribed
        polygons of the obstacles: never shorter than the true route, at most
        R*(1/cos(pi/n)-1) longer per obstacle wrapped). inf when none within limit."""
        if self.free_seg(s, g):
            return dist(s, g)
        n = self.n
        k = 1 / math.cos(math.pi / n)
        nodes = [s, g]
        cands = []
        for c, R in self.discs:
            cands += [at(c, 360.0 * i / n, R * k) for i in range(n)]
        for q, r in self.polys:
            for v in q:
                cands += [at(v, 360.0 * i / n, r * k) for i in range(n)]
        for p in cands:
            if dist(p, s) + dist(p, g) <= limit + 1e-6 and self.free_point(p):
                nodes.append(p)
        best = {0: 0.0}
        heap = [(0.0, 0)]
        done = set()
        while heap:
            d, i = heapq.heappop(heap)
            if i in done:
                continue
            if i == 1:
                return d
            done.add(i)
            for j in range(len(nodes)):
                if j in done:
                    continue
                nd = d + dist(nodes[i], nodes[j])
                if nd + dist(nodes[j], g) > limit + 1e-6 or nd >= best.get(j, 1e18):
                    continue
                if self.free_seg(nodes[i], nodes[j]):
                    best[j] = nd
                    heapq.heappush(heap, (nd, j))
        return math.inf
