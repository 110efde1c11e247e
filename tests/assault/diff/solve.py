"""An independent solver for the 40k-style assault of seed 004, written for a
randomized differential search against rulec (see README.md). It neither
imports nor runs rulec and borrows no helper of the engine or of the other
campaigns: its own geometry of round bases, its own shortest routes, its own
exhaustive (bounded) search of placements.

Lengths are inches. A case is a dict:
  move: the Assault move (inches)
  M: {'base': mm, 'models': [[x, y], ...]}   the charging unit
  T: {'base': mm, 'models': [...]}           the unit charged
  U: {'base': mm, 'models': [...]} or None    an enemy unit not charged
  walls: [[[x, y], ...], ...]                 convex impassable polygons

Routes. A model of radius r moves its centre through the free space: at
least R + r from the centre of every other base (R its radius), at least
R + r + 1 from every model of U (the 1in rule, the whole route), at least r
from every wall. The shortest route among discs and convex polygons
(polygons grown by r are discs of radius r at their corners joined by
their edges) runs along common tangents and arcs of those circles: the
graph of the free tangent segments and free arcs is searched by Dijkstra
from the start, and the length to any point q is the least, over the
tangent points T from q to each circle, of the length to T along its
circle plus |T q| (or |s q| where that segment is free). A gap narrower
than the base is closed in this space by itself.
"""
import heapq
import itertools
import math

TOL = 0.001  # geometry.md
EPS = 1e-7  # what a tangent segment may graze its circles by
LINK = 2.0  # coherency, edge to edge
ZONE = 1.0  # the 1in rule
NS = 1440  # samples round each circle for arc clearance


def rad(mm):
    return mm / 25.4 / 2


def dist(a, b):
    return math.hypot(a[0] - b[0], a[1] - b[1])


def seg_pt(p, a, b):
    dx, dy = b[0] - a[0], b[1] - a[1]
    l2 = dx * dx + dy * dy
    t = 0.0 if l2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def inside(p, poly):
    """p strictly inside the convex polygon (either orientation)"""
    s = 0
    n = len(poly)
    for i in range(n):
        c = cross(poly[i], poly[(i + 1) % n], p)
        if c == 0:
            return False
        sg = 1 if c > 0 else -1
        if s == 0:
            s = sg
        elif sg != s:
            return False
    return True


def segs_cross(a, b, c, e):
    d1, d2, d3, d4 = cross(c, e, a), cross(c, e, b), cross(a, b, c), cross(a, b, e)
    return d1 * d2 < 0 and d3 * d4 < 0


def seg_seg(a, b, c, e):
    if segs_cross(a, b, c, e):
        return 0.0
    return min(seg_pt(a, c, e), seg_pt(b, c, e), seg_pt(c, a, b), seg_pt(e, a, b))


def seg_poly(a, b, poly):
    if inside(a, poly) or inside(b, poly):
        return 0.0
    n = len(poly)
    return min(seg_seg(a, b, poly[i], poly[(i + 1) % n]) for i in range(n))


def pt_poly(p, poly):
    """the distance from p to the convex polygon (0 inside)"""
    if inside(p, poly):
        return 0.0
    n = len(poly)
    return min(seg_pt(p, poly[i], poly[(i + 1) % n]) for i in range(n))


def circ_point(c, rho, ang):
    return (c[0] + rho * math.cos(ang), c[1] + rho * math.sin(ang))


def tangents_from(p, c, rho):
    """the tangent points from p to the circle (c, rho); p on it: p"""
    dd = dist(p, c)
    if dd < rho - 2e-3:
        return []
    if dd <= rho + 1e-9:
        return [math.atan2(p[1] - c[1], p[0] - c[0])]
    base = math.atan2(p[1] - c[1], p[0] - c[0])
    a = math.acos(rho / dd)
    return [base + a, base - a]


def common_tangents(c1, r1, c2, r2):
    """common tangents of two circles: (angle on 1, angle on 2) pairs"""
    dx, dy = c2[0] - c1[0], c2[1] - c1[1]
    dd = math.hypot(dx, dy)
    out = []
    if dd < 1e-12:
        return out
    base = math.atan2(dy, dx)
    # outer: normals n with n.(c2-c1) = r1 - r2
    if dd > abs(r1 - r2):
        a = math.acos((r1 - r2) / dd)
        for s in (1, -1):
            ang = base + s * a
            out.append((ang, ang))
    # inner: n.(c2-c1) = r1 + r2, point on 2 at -n
    if dd > r1 + r2:
        a = math.acos((r1 + r2) / dd)
        for s in (1, -1):
            ang = base + s * a
            out.append((ang, ang + math.pi))
    return out


def norm_ang(a):
    a = math.fmod(a, 2 * math.pi)
    return a + 2 * math.pi if a < 0 else a


class Space:
    """The free space of one moving model: circles (centre, radius) it keeps
    outside, polygons it keeps r from."""

    def __init__(self, r, circles, polys):
        self.r = r
        self.circles = circles  # list of (centre, rho, kind)
        self.polys = polys
        # the corner discs of the polygons take part in the tangent graph
        self.corner = []
        for k, poly in enumerate(polys):
            for v in poly:
                self.corner.append((tuple(v), r, ('wall', k)))
        self.all = list(circles) + self.corner

    def clear_point(self, p, eps=EPS):
        for c, rho, _ in self.circles:
            if dist(p, c) < rho - eps:
                return False
        for poly in self.polys:
            if inside(p, poly) or pt_poly(p, poly) < self.r - eps:
                return False
        return True

    def clear_seg(self, a, b, eps=EPS):
        for c, rho, _ in self.circles:
            if seg_pt(c, a, b) < rho - eps:
                return False
        for poly in self.polys:
            if seg_poly(a, b, poly) < self.r - eps:
                return False
        return True


def at_start(circ, s):
    """a model that starts touching a base (within the tolerance, its
    centre on or a hair inside that circle) may move off it: the circle is
    taken as passing just inside the start"""
    out = []
    for c, rho, k in circ:
        dd = dist(s, c)
        if rho - 2 * TOL < dd < rho:
            rho = dd - 1e-6
        out.append((c, rho, k))
    return out


class Router:
    """Shortest routes from start s through a Space."""

    def __init__(self, space, s):
        self.sp = space
        self.s = tuple(s)
        C = space.all
        self.C = C
        # what can block a point of circle i: the circles that cross it and
        # the walls within its reach (the others never do)
        self.nb = []
        for i, (c, rho, _) in enumerate(C):
            self.nb.append([k for k, (c2, rho2, _) in enumerate(C[:len(space.circles)])
                            if k != i and dist(c, c2) < rho + rho2])
        self.nbp = []
        for i, (c, rho, _) in enumerate(C):
            self.nbp.append([poly for poly in space.polys if pt_poly(c, poly) < rho + space.r])
        # arc clearance: samples round each circle
        self.blocked = []
        for i, (c, rho, _) in enumerate(C):
            pre = [0]
            for k in range(NS):
                p = circ_point(c, rho, 2 * math.pi * k / NS)
                pre.append(pre[-1] + (0 if self._clear_on(p, i) else 1))
            self.blocked.append(pre)
        nodes = [[] for _ in C]  # per circle: list of (angle, node id)
        pts = [self.s]
        adj = [[]]

        def add(i, ang):
            ang = norm_ang(ang)
            nid = len(pts)
            pts.append(circ_point(C[i][0], C[i][1], ang))
            adj.append([])
            nodes[i].append((ang, nid))
            return nid

        for i, (c, rho, _) in enumerate(C):
            for ang in tangents_from(self.s, c, rho):
                p = circ_point(c, rho, ang)
                if self._clear_on(p, i) and space.clear_seg(self.s, p, 1e-6):
                    nid = add(i, ang)
                    w = dist(self.s, p)
                    adj[0].append((nid, w))
        for i in range(len(C)):
            for j in range(i + 1, len(C)):
                for ai, aj in common_tangents(C[i][0], C[i][1], C[j][0], C[j][1]):
                    p = circ_point(C[i][0], C[i][1], ai)
                    q = circ_point(C[j][0], C[j][1], aj)
                    if not (self._clear_on(p, i) and self._clear_on(q, j)):
                        continue
                    if not space.clear_seg(p, q, 1e-6):
                        continue
                    a, b = add(i, ai), add(j, aj)
                    w = dist(p, q)
                    adj[a].append((b, w))
                    adj[b].append((a, w))
        for i, lst in enumerate(nodes):
            lst.sort()
            n = len(lst)
            for k in range(n):
                a1, n1 = lst[k]
                a2, n2 = lst[(k + 1) % n]
                if n == 1:
                    break
                if self.arc_clear(i, a1, a2):
                    w = C[i][1] * norm_ang(a2 - a1)
                    adj[n1].append((n2, w))
                    adj[n2].append((n1, w))
        self.nodes = nodes
        self.pts = pts
        dd = [math.inf] * len(pts)
        dd[0] = 0.0
        h = [(0.0, 0)]
        while h:
            dv, v = heapq.heappop(h)
            if dv > dd[v]:
                continue
            for u, w in adj[v]:
                if dv + w < dd[u]:
                    dd[u] = dv + w
                    heapq.heappush(h, (dd[u], u))
        self.d = dd

    def _clear_on(self, p, i):
        """p, on circle i, clear of everything but circle i itself"""
        sp = self.sp
        for k in self.nb[i]:
            c, rho, _ = self.C[k]
            if dist(p, c) < rho - 1e-6:
                return False
        for poly in self.nbp[i]:
            if inside(p, poly) or pt_poly(p, poly) < sp.r - 1e-6:
                return False
        return True

    def arc_clear(self, i, a1, a2):
        """the arc of circle i from angle a1 anticlockwise to a2 is free"""
        k1 = int(math.ceil(norm_ang(a1) / (2 * math.pi) * NS))
        span = norm_ang(a2 - a1)
        k2 = int(math.floor((norm_ang(a1) + span) / (2 * math.pi) * NS))
        pre = self.blocked[i]
        if k2 < k1:
            return True
        # samples k1..k2 (mod NS)
        tot = 0
        lo, hi = k1, k2
        while lo <= hi:
            a = lo % NS
            b = min(hi, lo - a + NS - 1)
            tot += pre[b - lo + a + 1] - pre[a]
            lo = b + 1
        return tot == 0

    def along(self, i, ang):
        """length to the point of circle i at ang, along the circle from its nodes"""
        best = math.inf
        rho = self.C[i][1]
        for a, nid in self.nodes[i]:
            if self.d[nid] == math.inf:
                continue
            for lo, hi in ((a, ang), (ang, a)):
                span = norm_ang(hi - lo)
                if span > 2 * math.pi - 1e-12:
                    span = 0.0
                w = self.d[nid] + rho * span
                if w < best and self.arc_clear(i, lo, hi):
                    best = w
        return best

    def to(self, q, eps=1e-6):
        """the length of the shortest route to q (inf: none)"""
        q = tuple(q)
        best = math.inf
        if self.sp.clear_seg(self.s, q, eps):
            best = dist(self.s, q)
        for i, (c, rho, _) in enumerate(self.C):
            for ang in tangents_from(q, c, rho):
                p = circ_point(c, rho, ang)
                w0 = dist(p, q)
                if w0 >= best:
                    continue
                w = self.along(i, ang)
                if w + w0 < best and self.sp.clear_seg(p, q, eps):
                    best = w + w0
        return best


# ---------------------------------------------------------------- the case


class World:
    def __init__(self, case):
        self.case = case
        # the Assault move; slowed to the higher die where the unit rolled
        # for difficult terrain (case['dice'], INDEX.md's wider rule)
        self.move = case['move']
        if case.get('dice'):
            self.move = min(self.move, max(case['dice']))
        self.rm = rad(case['M']['base'])
        self.M = [tuple(p) for p in case['M']['models']]
        # the target models of every unit charged (T, and T2 where M also
        # carries `charging T2`), each with its radius and its unit
        self.T, self.rts, self.tu = [], [], []
        for k in ('T', 'T2'):
            if case.get(k):
                for p in case[k]['models']:
                    self.T.append(tuple(p))
                    self.rts.append(rad(case[k]['base']))
                    self.tu.append(k)
        U = case.get('U')
        self.ru = rad(U['base']) if U else 0.0
        self.U = [tuple(p) for p in U['models']] if U else []
        self.walls = [[tuple(v) for v in w] for w in case.get('walls', [])]
        self.cache = {}

    def space(self, m, pos):
        """the free space of model m, the charging unit at pos (index -> centre)"""
        r = self.rm
        circ = []
        for j, p in enumerate(pos):
            if j != m:
                circ.append((p, 2 * r, ('M', j)))
        for j, p in enumerate(self.T):
            circ.append((p, self.rts[j] + r, ('T', j)))
        for j, p in enumerate(self.U):
            circ.append((p, self.ru + r + ZONE, ('U', j)))
        return Space(r, at_start(circ, pos[m]), self.walls)

    def router(self, m, pos):
        key = (m, tuple(pos))
        rt = self.cache.get(key)
        if rt is None:
            rt = Router(self.space(m, pos), pos[m])
            if len(self.cache) > 4000:
                self.cache.clear()
            self.cache[key] = rt
        return rt

    def ring_points(self, m, pos, t, step_deg=3.0):
        """points of the contact ring of target model t for model m: sampled,
        and where the ring meets what m keeps clear of (the corners of the
        room round t), and the radial points from m's start"""
        r = self.rm
        c = self.T[t]
        rho = self.rts[t] + r
        angs = [2 * math.pi * k * step_deg / 360 for k in range(int(360 / step_deg))]
        sp = self.space(m, pos)
        for c2, rho2, _ in sp.all:
            dd = dist(c, c2)
            if 0 < dd < rho + rho2 and dd > abs(rho - rho2):
                base = math.atan2(c2[1] - c[1], c2[0] - c[0])
                a = math.acos((rho * rho + dd * dd - rho2 * rho2) / (2 * rho * dd))
                # just outside: nudge by a hair
                da = 2e-6 / rho
                angs += [base + a + da, base - a - da]
        for poly in self.walls:
            # ring against the offset edges
            n = len(poly)
            for k in range(n):
                a, b = poly[k], poly[(k + 1) % n]
                ex, ey = b[0] - a[0], b[1] - a[1]
                L = math.hypot(ex, ey)
                nx, ny = ey / L, -ex / L
                for sgn in (1, -1):
                    # line: (p - a).n = sgn * r
                    off = (c[0] - a[0]) * nx * sgn + (c[1] - a[1]) * ny * sgn - r
                    if abs(off) < rho:
                        base = math.atan2(-ny * sgn, -nx * sgn)
                        da = math.acos(off / rho)
                        angs += [base + da + 2e-6 / rho, base - da - 2e-6 / rho]
        p = pos[m]
        angs.append(math.atan2(p[1] - c[1], p[0] - c[0]))
        out = []
        for a in angs:
            q = circ_point(c, rho, a)
            out.append(q)
        return out

    def contact_reach(self, m, pos, t):
        """the least route of m into base contact with target model t, and
        the spot (exact: radial arrivals from every tangent point and the
        start, the ring's own nodes, the corners of its room)"""
        rt = self.router(m, pos)
        sp = rt.sp
        c = self.T[t]
        rho = self.rts[t] + self.rm
        best, spot = math.inf, None

        def consider(q, w):
            nonlocal best, spot
            if w < best - 1e-9 and sp.clear_point(q, 1e-6):
                best, spot = w, q
        # the ring's own circle is in the graph: its nodes
        ti = [i for i, (_, _, k) in enumerate(rt.C) if k == ('T', t)][0]
        for a, nid in rt.nodes[ti]:
            if rt.d[nid] < math.inf:
                consider(rt.pts[nid], rt.d[nid])
        # radial arrivals from s and from tangent points from c
        srcs = [(rt.s, 0.0)]
        for i, (c2, rho2, _) in enumerate(rt.C):
            if i == ti:
                continue
            for ang in tangents_from(c, c2, rho2):
                srcs.append((circ_point(c2, rho2, ang), None, i, ang))
        for src in srcs:
            p = src[0]
            w = 0.0 if src[1] == 0.0 else rt.along(src[2], src[3])
            if w == math.inf:
                continue
            dd = dist(p, c)
            if dd < rho:
                continue
            q = (c[0] + (p[0] - c[0]) * rho / dd, c[1] + (p[1] - c[1]) * rho / dd)
            if sp.clear_seg(p, q, 1e-6):
                consider(q, w + dd - rho)
        for q in self.ring_points(m, pos, t, 6.0):
            if sp.clear_point(q, 1e-6):
                w = rt.to(q)
                consider(q, w)
        return best, spot


def base_in(p, r, poly, tol=TOL):
    """the round base at p overlaps the polygon by more than tol"""
    return inside(p, poly) or pt_poly(p, poly) < r - tol


def overlaps(a, ra, b, rb, tol=TOL):
    return dist(a, b) < ra + rb - tol


def touching(a, ra, b, rb, tol=TOL):
    dd = dist(a, b)
    return ra + rb - tol <= dd <= ra + rb + tol


def coherent(pos, r):
    n = len(pos)
    if n <= 1:
        return True
    seen = {0}
    stack = [0]
    while stack:
        i = stack.pop()
        for j in range(n):
            if j not in seen and dist(pos[i], pos[j]) <= 2 * r + LINK + TOL:
                seen.add(j)
                stack.append(j)
    return len(seen) == n


def counts(w, pos):
    """in contact (models of M), touched (models of T), engaged (models of M)"""
    inc = [any(touching(p, w.rm, t, w.rts[k]) for k, t in enumerate(w.T)) for p in pos]
    touched = sum(1 for k, t in enumerate(w.T) if any(touching(p, w.rm, t, w.rts[k]) for p in pos))
    eng = 0
    for i, p in enumerate(pos):
        if inc[i] or any(inc[j] and dist(p, pos[j]) <= 2 * w.rm + LINK + TOL for j in range(len(pos)) if j != i):
            eng += 1
    return sum(inc), touched, eng


def legal_end(w, pos, tol=TOL):
    """why the placement is not legal where it stands (or None)"""
    n = len(pos)
    for i in range(n):
        for j in range(i + 1, n):
            if overlaps(pos[i], w.rm, pos[j], w.rm, tol):
                return 'models %d and %d overlap' % (i, j)
        for k, t in enumerate(w.T):
            if overlaps(pos[i], w.rm, t, w.rts[k], tol):
                return 'model %d overlaps target %d' % (i, k)
        for k, u in enumerate(w.U):
            if dist(pos[i], u) < w.rm + w.ru + ZONE - tol:
                return 'model %d within 1in of U%d' % (i, k)
        for poly in w.walls:
            if inside(pos[i], poly) or seg_poly(pos[i], pos[i], poly) < w.rm - tol:
                return 'model %d in a wall' % i
    if not coherent(pos, w.rm):
        return 'not coherent'
    return None


def reach_order(w, start, end, moved, slack=0.005):
    """an order of the moved models in which each reaches its end by a route
    within the move, the others standing where they are at the time"""
    mv = [i for i in moved]
    for perm in itertools.permutations(mv):
        pos = list(start)
        ok = True
        for i in perm:
            rt = w.router(i, pos)
            # the end touches things: loosen the clearance at it
            dd = rt.to(end[i], eps=2 * TOL)
            if dd > w.move + slack:
                ok = False
                break
            pos[i] = end[i]
        if ok:
            return perm
    return None


# ------------------------------------------------------------ the charge


def reach_len(w, m, pos, q, rt=None):
    """route length of m to q from where the unit stands (inf: none);
    straight where the straight line is clear"""
    if dist(pos[m], q) > w.move + 1e-6:
        return math.inf
    rt = rt or w.router(m, pos)
    if rt.sp.clear_seg(pos[m], q, 1e-6):
        return dist(pos[m], q)
    return rt.to(q)


def first_model(w):
    """the least route into contact of every model (all standing where they
    start): [(length, model, target, spot)] sorted"""
    pos = list(w.M)
    out = []
    for m in range(len(pos)):
        for t in range(len(w.T)):
            if touching(pos[m], w.rm, w.T[t], w.rts[t]):
                # in base contact where it stands: no movement at all
                out.append((0.0, m, t, pos[m]))
                continue
            d, spot = w.contact_reach(m, pos, t)
            out.append((d, m, t, spot))
    out.sort(key=lambda x: x[0])
    return out


def optimistic(w):
    """per model: can it reach contact at all (no other charger in the way),
    and which target models; can it come within 2in of a ring (straight)"""
    free = [c for c in w.space(0, [(1e9, 1e9)] * len(w.M)).circles if c[2][0] != 'M']
    res = []
    for m, s in enumerate(w.M):
        empty = Space(w.rm, at_start(free, s), w.walls)
        rt = Router(empty, s)
        tg = set()
        for t, c in enumerate(w.T):
            rho = w.rts[t] + w.rm
            if dist(s, c) - rho > w.move + 1e-6:
                continue
            ok = False
            for k in range(360):
                q = circ_point(c, rho, 2 * math.pi * k / 360)
                if dist(s, q) > w.move + 0.05:
                    continue
                if not empty.clear_point(q, 1e-6):
                    continue
                if rt.to(q) <= w.move + 0.05:
                    ok = True
                    break
            if ok:
                tg.add(t)
        near = any(dist(s, c) - (w.rts[k] + 3 * w.rm + LINK) <= w.move + 1e-6 for k, c in enumerate(w.T))
        res.append((tg, near))
    return res


def contact_cands(w, m, pos, step=10.0):
    out = []
    for t in range(len(w.T)):
        for q in w.ring_points(m, pos, t, step):
            out.append(q)
    return out


def link_cands(w, m, pos, placed, step=20.0):
    """spots within 2in of the models placed: on the link circles, where two
    meet, straight towards the nearest target model"""
    r = w.rm
    L = 2 * r + LINK - 0.002
    out = [pos[m]]
    pl = [pos[i] for i in placed]
    for p in pl:
        for k in range(int(360 / step)):
            out.append(circ_point(p, L, 2 * math.pi * k / (360 / step)))
    for a, b in itertools.combinations(pl, 2):
        dd = dist(a, b)
        if 0 < dd < 2 * L:
            base = math.atan2(b[1] - a[1], b[0] - a[0])
            al = math.acos(dd / (2 * L))
            out += [circ_point(a, L, base + al), circ_point(a, L, base - al)]
            out.append(((a[0] + b[0]) / 2, (a[1] + b[1]) / 2))
    s = pos[m]
    k = min(range(len(w.T)), key=lambda k: dist(s, w.T[k]))
    ct = w.T[k]
    dd = dist(s, ct)
    g = min(w.move, dd - (w.rts[k] + r) - 0.01)
    if g > 0:
        out.append((s[0] + (ct[0] - s[0]) * g / dd, s[1] + (ct[1] - s[1]) * g / dd))
    return out


def spot_free(w, m, pos, q, tol=1e-6):
    r = w.rm
    for j, p in enumerate(pos):
        if j != m and dist(p, q) < 2 * r - tol:
            return False
    for k, t in enumerate(w.T):
        if dist(t, q) < w.rts[k] + r - tol:
            return False
    for u in w.U:
        if dist(u, q) < w.ru + r + ZONE - tol:
            return False
    for poly in w.walls:
        if inside(q, poly) or pt_poly(q, poly) < r - tol:
            return False
    return True


class Search:
    """a bounded exhaustive search for a placement better than `beat`
    (in contact, target models touched, engaged), the first model at one of
    `firsts` (model, spot)"""

    def __init__(self, w, firsts, beat, budget_s=60.0, step=10.0):
        import time
        self.time = time
        self.w = w
        self.firsts = firsts
        self.beat = beat
        self.deadline = time.time() + budget_s
        self.step = step
        self.best = None
        self.best_pos = None
        self.best_order = None
        self.seen = set()
        self.cut = False
        self.opt = optimistic(w)

    def ub(self, pos, placed, rest):
        w = self.w
        c, t, e = counts(w, [pos[i] for i in placed]) if placed else (0, 0, 0)
        # recompute touched over placed only
        pl = [pos[i] for i in placed]
        touched = {k for k, tt in enumerate(w.T) if any(touching(p, w.rm, tt, w.rts[k]) for p in pl)}
        canc = [m for m in rest if self.opt[m][0]]
        more = set()
        for m in canc:
            more |= self.opt[m][0]
        more -= touched
        ub_c = c + len(canc)
        ub_t = len(touched) + min(len(more), len(canc))
        ub_e = len(placed) + sum(1 for m in rest if self.opt[m][0] or self.opt[m][1])
        return (ub_c, ub_t, ub_e)

    def run(self):
        for m, spot in self.firsts:
            pos = list(self.w.M)
            pos[m] = spot
            self.dfs(pos, [m], [i for i in range(len(pos)) if i != m])
        return self.best, self.best_pos, self.best_order

    def dfs(self, pos, placed, rest):
        w = self.w
        if self.time.time() > self.deadline:
            self.cut = True
            return
        if self.best is not None and self.best > self.beat:
            return  # a witness is enough
        key = tuple(sorted((i, round(pos[i][0], 4), round(pos[i][1], 4)) for i in placed))
        if key in self.seen:
            return
        self.seen.add(key)
        if not rest:
            if legal_end(w, pos) is None:
                sc = counts(w, pos)
                if self.best is None or sc > self.best:
                    self.best, self.best_pos, self.best_order = sc, list(pos), list(placed)
            return
        if self.ub(pos, placed, rest) <= self.beat:
            return
        for m in rest:
            rt = w.router(m, pos)
            cands = []
            for q in contact_cands(w, m, pos, self.step):
                if spot_free(w, m, pos, q):
                    cands.append((0, q))
            for q in link_cands(w, m, pos, placed):
                if spot_free(w, m, pos, q):
                    cands.append((1, q))
            # fresh target models first, then contact, then the rest
            pl = [pos[i] for i in placed]

            def pri(c):
                q = c[1]
                fresh = sum(1 for k, tt in enumerate(w.T) if touching(q, w.rm, tt, w.rts[k], 1e-4)
                            and not any(touching(p, w.rm, tt, w.rts[k]) for p in pl))
                return (c[0], -fresh)
            cands.sort(key=pri)
            nrest = [i for i in rest if i != m]
            for _, q in cands:
                if reach_len(w, m, pos, q, rt) > w.move + 1e-6:
                    continue
                npos = list(pos)
                npos[m] = q
                self.dfs(npos, placed + [m], nrest)
                if self.cut or (self.best is not None and self.best > self.beat):
                    return
