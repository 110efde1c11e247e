"""asfresh8's own geometry for the 40k-style assault (seed 004), written from the spec's
geometry.md alone: inches, bearings (0 = +y, clockwise), round bases, tolerance 0.001in.

Nothing here reads rulec. check.py uses it to recompute every expected value; gen.py to
write the scenarios.
"""
import heapq
import math

MM = 1 / 25.4
TOL = 1e-3
EPS = 1e-7


def rad(mm):
    """radius in inches of a round base of diameter mm"""
    return mm / 2 * MM


def d(a, b):
    return math.hypot(a[0] - b[0], a[1] - b[1])


def sub(a, b):
    return (a[0] - b[0], a[1] - b[1])


def add(a, b):
    return (a[0] + b[0], a[1] + b[1])


def mul(a, k):
    return (a[0] * k, a[1] * k)


def unit(v):
    n = math.hypot(v[0], v[1])
    return (v[0] / n, v[1] / n)


def seg_point(a, b, p):
    ab = sub(b, a)
    L2 = ab[0] ** 2 + ab[1] ** 2
    if L2 == 0:
        return d(a, p)
    t = max(0.0, min(1.0, ((p[0] - a[0]) * ab[0] + (p[1] - a[1]) * ab[1]) / L2))
    return d(add(a, mul(ab, t)), p)


def _cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def seg_seg(a, b, c, e):
    d1, d2 = _cross(c, e, a), _cross(c, e, b)
    d3, d4 = _cross(a, b, c), _cross(a, b, e)
    if ((d1 > 0) != (d2 > 0)) and ((d3 > 0) != (d4 > 0)) and d1 * d2 < 0 and d3 * d4 < 0:
        return 0.0
    return min(seg_point(a, b, c), seg_point(a, b, e), seg_point(c, e, a), seg_point(c, e, b))


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
    if in_poly(a, poly) or in_poly(b, poly):
        return 0.0
    n = len(poly)
    return min(seg_seg(a, b, poly[i], poly[(i + 1) % n]) for i in range(n))


def point_poly(p, poly):
    return seg_poly(p, p, poly)


# ---------------------------------------------------------------- shortest routes
# A moving base of radius r is a point among forbidden open discs (c, rho) and
# polygons dilated by rho. Routes are tangent segments and arcs (the tangent graph).

def _tangents_point(p, c, rho):
    v = sub(p, c)
    L = math.hypot(*v)
    if L <= rho:
        return []
    a0 = math.atan2(v[1], v[0])
    da = math.acos(rho / L)
    return [a0 + da, a0 - da]


def _on(c, rho, a):
    return (c[0] + rho * math.cos(a), c[1] + rho * math.sin(a))


def _tangents_cc(c1, r1, c2, r2):
    """tangent segments between two circles: list of (angle on 1, angle on 2)"""
    out = []
    dx, dy = c2[0] - c1[0], c2[1] - c1[1]
    D = math.hypot(dx, dy)
    if D < 1e-12:
        return out
    base = math.atan2(dy, dx)
    # outer: normal n with n.(c2-c1) = r1 - r2
    if D > abs(r1 - r2):
        t = math.acos((r1 - r2) / D)
        for s in (1, -1):
            a = base + s * t
            out.append((a, a))
    if D > r1 + r2:
        t = math.acos((r1 + r2) / D)
        for s in (1, -1):
            a = base + s * t
            out.append((a, a + math.pi))
    return out


class World:
    def __init__(self, discs, polys):
        self.discs = list(discs)      # (centre, rho)
        self.polys = list(polys)      # (polygon, rho)

    def clear(self, a, b, skip=(), slack=EPS):
        for i, (c, rho) in enumerate(self.discs):
            if i in skip:
                continue
            if seg_point(a, b, c) < rho - slack:
                return False
        for poly, rho in self.polys:
            if seg_poly(a, b, poly) < rho - slack:
                return False
        return True

    def free(self, p):
        return self.clear(p, p)

    def route(self, start, goal_c, goal_rho):
        """shortest route from start to base contact with the disc (goal_c, goal_rho):
        returns (length, end point, waypoints). goal disc must be one of self.discs."""
        v0 = sub(start, goal_c)
        if math.hypot(*v0) > goal_rho:
            e0 = add(goal_c, mul(unit(v0), goal_rho))
            if self.clear(start, e0):
                return d(start, e0), e0, [start, e0]
        circles = [(c, rho) for c, rho in self.discs]
        for poly, rho in self.polys:
            for v in poly:
                circles.append((v, rho))
        gi = None
        for i, (c, rho) in enumerate(circles):
            if d(c, goal_c) < 1e-12 and abs(rho - goal_rho) < 1e-12:
                gi = i
        nodes = [start]
        ncirc = [None]
        nang = [None]
        edges = {0: []}

        def node(ci, a):
            p = _on(circles[ci][0], circles[ci][1] + 1e-9, a)
            nodes.append(p)
            ncirc.append(ci)
            nang.append(a)
            edges[len(nodes) - 1] = []
            return len(nodes) - 1

        for ci, (c, rho) in enumerate(circles):
            for a in _tangents_point(start, c, rho):
                p = _on(c, rho, a)
                if self.clear(start, p):
                    k = node(ci, a)
                    edges[0].append((k, d(start, p), []))
        for i in range(len(circles)):
            for j in range(len(circles)):
                if i >= j:
                    continue
                (c1, r1), (c2, r2) = circles[i], circles[j]
                for a1, a2 in _tangents_cc(c1, r1, c2, r2):
                    p1, p2 = _on(c1, r1, a1), _on(c2, r2, a2)
                    if self.free(p1) and self.free(p2) and self.clear(p1, p2):
                        k1, k2 = node(i, a1), node(j, a2)
                        L = d(p1, p2)
                        edges[k1].append((k2, L, []))
                        edges[k2].append((k1, L, []))
        # the last leg runs straight at the goal's centre: it leaves a circle where the line
        # to that centre is tangent to it (asfresh8's first run: without these nodes the
        # route wrapped on to another tangent point and came out too long)
        for ci, (c, rho) in enumerate(circles):
            if ci == gi:
                continue
            for a in _tangents_point(goal_c, c, rho):
                p = _on(c, rho, a)
                if self.free(p):
                    node(ci, a)
        # the route may end sliding along another obstacle into the goal's ring (a notch
        # between two target models, a model round a ruin's corner): where the goal circle
        # crosses another circle, a node on that circle (aspin: without these the tangent graph
        # missed such routes, so a "lower bound" could be too long); where it crosses a dilated
        # polygon side, a node; each such node is also reached straight from any node that
        # sees it (a last leg into a notch need not run at the goal's centre)
        gc, gr = goal_c, goal_rho
        touch = []
        for ci, (c, rho) in enumerate(circles):
            if ci == gi:
                continue
            D = d(c, gc)
            if D < 1e-12 or D > rho + gr or D < abs(rho - gr):
                continue
            base = math.atan2(gc[1] - c[1], gc[0] - c[0])
            t = math.acos(max(-1.0, min(1.0, (rho * rho + D * D - gr * gr) / (2 * rho * D))))
            for a in (base + t, base - t):
                p = _on(c, rho, a)
                if self.free(p):
                    touch.append(node(ci, a))
        late = []
        for poly, rho in self.polys:
            n = len(poly)
            for i in range(n):
                v1, v2 = poly[i], poly[(i + 1) % n]
                u = unit(sub(v2, v1))
                for nx, ny in ((u[1], -u[0]), (-u[1], u[0])):
                    a = (v1[0] + nx * rho, v1[1] + ny * rho)
                    b = (v2[0] + nx * rho, v2[1] + ny * rho)
                    ab = sub(b, a)
                    fa = sub(a, gc)
                    A2 = ab[0] ** 2 + ab[1] ** 2
                    B2 = 2 * (fa[0] * ab[0] + fa[1] * ab[1])
                    C2 = fa[0] ** 2 + fa[1] ** 2 - gr * gr
                    disc = B2 * B2 - 4 * A2 * C2
                    if disc < 0:
                        continue
                    for tt in ((-B2 - math.sqrt(disc)) / (2 * A2), (-B2 + math.sqrt(disc)) / (2 * A2)):
                        if 0 <= tt <= 1:
                            p = add(a, mul(ab, tt))
                            if self.free(p):
                                late.append(p)
        for p in late:
            nodes.append(p)
            ncirc.append(-1)
            nang.append(None)
            touch.append(len(nodes) - 1)
            edges[len(nodes) - 1] = []
        for k in touch:
            for j in range(len(nodes)):
                if j != k and j not in touch and self.clear(nodes[j], nodes[k]):
                    edges[j].append((k, d(nodes[j], nodes[k]), []))
        # arcs between neighbouring nodes on each circle
        by = {}
        for k in range(1, len(nodes)):
            if ncirc[k] == -1:
                continue
            by.setdefault(ncirc[k], []).append(k)
        for ci, ks in by.items():
            c, rho = circles[ci]
            ks.sort(key=lambda k: nang[k] % (2 * math.pi))
            for x in range(len(ks)):
                k1, k2 = ks[x], ks[(x + 1) % len(ks)]
                a1, a2 = nang[k1] % (2 * math.pi), nang[k2] % (2 * math.pi)
                da = (a2 - a1) % (2 * math.pi)
                ok = True
                for s in range(1, 40):
                    q = _on(c, rho + 1e-6, a1 + da * s / 40)
                    if not self.free(q):
                        ok = False
                        break
                if ok:
                    pts = [_on(c, rho + 1e-9, a1 + da * s / 64) for s in range(1, 64)]
                    edges[k1].append((k2, rho * da, pts))
                    edges[k2].append((k1, rho * da, pts[::-1]))
        # Dijkstra to goal
        best = (math.inf, None, None)
        dist = {0: 0.0}
        prev = {}
        pq = [(0.0, 0)]
        while pq:
            dk, k = heapq.heappop(pq)
            if dk > dist.get(k, math.inf) + 1e-12:
                continue
            if dk >= best[0]:
                break
            p = nodes[k]
            if ncirc[k] == gi:
                cand = (dk, p, k)
            else:
                v = sub(p, goal_c)
                e = add(goal_c, mul(unit(v), goal_rho))
                cand = (math.inf, None, None)
                if self.clear(p, e, skip=()):
                    cand = (dk + d(p, e), e, k)
            if cand[0] < best[0]:
                best = cand
            for k2, L, pts in edges[k]:
                nd = dk + L
                if nd < dist.get(k2, math.inf) - 1e-12:
                    dist[k2] = nd
                    prev[k2] = (k, pts)
                    heapq.heappush(pq, (nd, k2))
        L, e, k = best
        if e is None:
            return math.inf, None, None
        way = [e]
        while k is not None:
            way.append(nodes[k])
            pk = prev.get(k)
            if pk is None:
                break
            k, pts = pk
            way.extend(pts[::-1])
        way.reverse()
        return L, e, way


# ---------------------------------------------------------------- tables
class Table:
    """units: {id: {'side':, 'r':, 'models': [(x,y)...]}}; terrain: [(kind, polygon)]"""

    def __init__(self, units, terrain=()):
        self.units = {k: dict(v, models=list(v['models'])) for k, v in units.items()}
        self.terrain = list(terrain)

    def world_for(self, U, i, target, pos=None):
        """the forbidden discs and polygons for model i of U charging target"""
        r = self.units[U]['r']
        discs = []
        for V, u in self.units.items():
            for j, c in enumerate(u['models']):
                if V == U and j == i:
                    continue
                rho = r + u['r']
                if u['side'] != self.units[U]['side'] and V != target:
                    rho += 1.0
                discs.append((c, rho))
        polys = [(p, r) for kind, p in self.terrain if kind == 'impassable']
        return World(discs, polys)

    def first_model(self, U, T):
        """(length, model index, target index, end point, waypoints) of least movement"""
        best = None
        r = self.units[U]['r']
        for i, s in enumerate(self.units[U]['models']):
            w = self.world_for(U, i, T)
            for t, c in enumerate(self.units[T]['models']):
                L, e, way = w.route(s, c, r + self.units[T]['r'])
                if best is None or L < best[0]:
                    best = (L, i, t, e, way)
        return best

    # final-state measures
    def in_contact(self, U):
        u = self.units[U]
        n = 0
        for c in u['models']:
            for V, v in self.units.items():
                if v['side'] == u['side']:
                    continue
                if any(abs(d(c, e) - u['r'] - v['r']) <= TOL for e in v['models']):
                    n += 1
                    break
        return n

    def contact_set(self, U):
        u = self.units[U]
        out = []
        for k, c in enumerate(u['models']):
            for V, v in self.units.items():
                if v['side'] != u['side'] and any(abs(d(c, e) - u['r'] - v['r']) <= TOL for e in v['models']):
                    out.append(k)
                    break
        return out

    def engaged(self, U):
        u = self.units[U]
        cs = self.contact_set(U)
        n = 0
        for k, c in enumerate(u['models']):
            if k in cs or any(d(c, u['models'][j]) - 2 * u['r'] <= 2 + TOL for j in cs):
                n += 1
        return n

    def coherent(self, U):
        m = self.units[U]['models']
        r = self.units[U]['r']
        if len(m) == 1:
            return True
        seen = {0}
        todo = [0]
        while todo:
            k = todo.pop()
            for j in range(len(m)):
                if j not in seen and d(m[k], m[j]) - 2 * r <= 2 + TOL:
                    seen.add(j)
                    todo.append(j)
        return len(seen) == len(m)

    def overlaps(self):
        out = []
        items = [(V, k, c, u['r']) for V, u in self.units.items() for k, c in enumerate(u['models'])]
        for a in range(len(items)):
            for b in range(a + 1, len(items)):
                A, B = items[a], items[b]
                if d(A[2], B[2]) < A[3] + B[3] - TOL:
                    out.append((A[:2], B[:2]))
        return out

    def min_gap(self, U, V):
        return min(d(a, b) - self.units[U]['r'] - self.units[V]['r']
                   for a in self.units[U]['models'] for b in self.units[V]['models'])

    def apply(self, U, T, move, plan):
        """plan: [(i, [waypoint, ...])] in order; checks each leg against the table as it
        stands (moved models where they ended), the 1in rule for the whole route and the move.
        Returns a list of faults (empty: legal)."""
        faults = []
        r = self.units[U]['r']
        for i, way in plan:
            s = self.units[U]['models'][i]
            pts = [s] + list(way)
            w = self.world_for(U, i, T)
            L = 0.0
            for a, b in zip(pts, pts[1:]):
                L += d(a, b)
                if not w.clear(a, b, slack=TOL):
                    faults.append('%s#%d leg %s->%s blocked' % (U, i, fmt(a), fmt(b)))
            if L > move + TOL:
                faults.append('%s#%d route %.4f > move %.4f' % (U, i, L, move))
            self.units[U]['models'][i] = pts[-1]
        for a, b in self.overlaps():
            faults.append('overlap %s %s' % (a, b))
        return faults


def fmt(p):
    return '[%.4f, %.4f]' % p


def ring_points(c, rho, n=3600):
    return [(c[0] + rho * math.sin(2 * math.pi * k / n), c[1] + rho * math.cos(2 * math.pi * k / n)) for k in range(n)]


def bearing_pt(c, rho, deg):
    a = math.radians(deg)
    return (c[0] + rho * math.sin(a), c[1] + rho * math.cos(a))
