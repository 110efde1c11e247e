"""Checks every expected value of tests/assault/ordinary8 with geometry and
brute force of its own (it neither runs nor imports rulec, nor borrows the
other campaigns' helpers).

    python3 tests/assault/ordinary8/check.py [NAME ...]

Its parts:
- an exact router for round bases: the shortest way of a base of radius r
  round round obstacles (other bases, grown by r; wall corners, radius r;
  the 1in zones of models of units not charged) is made of tangent
  segments and arcs, so it builds every tangent between the obstacles and
  the two ends, keeps those clear of walls, bases, zones and the board
  edge, joins the tangent points on one circle by arcs, and runs Dijkstra;
- terrain tests: a way enters a polygon where the base (not only its
  centre) comes over it;
- an exhaustive search of placements: every contact spot of every target
  model (its contact circle in steps of one degree or finer), every
  assignment of the chargers to spots that do not overlap, each reached
  within the move, and the placement that engages the most target models
  with the most chargers (coherency checked where the check says so);
- a move-by-move replay of a witness placement: each model routed in its
  turn round the bases standing at that moment, the end coherent and free
  of overlaps and of the 1in zones;
- where the text asks for an optimum, what the greedy order (each model
  for itself, least movement first, to its nearest free spot) gets."""
import heapq
import itertools
import math
import sys

IN = 25.4
TOL = 0.001
EPS = 1e-6


def mm(x):
    return x / IN


def rad(d_mm):
    """the radius in inches of a round base d_mm across"""
    return d_mm / IN / 2


R25, R32, R40 = rad(25), rad(32), rad(40)


def d(a, b):
    return math.hypot(a[0] - b[0], a[1] - b[1])


def add(a, b):
    return (a[0] + b[0], a[1] + b[1])


def polar(c, R, t):
    return (c[0] + R * math.cos(t), c[1] + R * math.sin(t))


def seg_pt(p, a, b):
    dx, dy = b[0] - a[0], b[1] - a[1]
    l2 = dx * dx + dy * dy
    t = 0 if l2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def inside(p, poly):
    c = False
    n = len(poly)
    for i in range(n):
        a, b = poly[i], poly[(i + 1) % n]
        if (a[1] > p[1]) != (b[1] > p[1]):
            x = a[0] + (p[1] - a[1]) * (b[0] - a[0]) / (b[1] - a[1])
            if p[0] < x:
                c = not c
    return c


def seg_seg(a, b, c, e):
    d1, d2, d3, d4 = cross(c, e, a), cross(c, e, b), cross(a, b, c), cross(a, b, e)
    if d1 * d2 < 0 and d3 * d4 < 0:
        return 0.0
    return min(seg_pt(a, c, e), seg_pt(b, c, e), seg_pt(c, a, b), seg_pt(e, a, b))


def seg_poly(a, b, poly):
    if inside(a, poly) or inside(b, poly):
        return 0.0
    n = len(poly)
    return min(seg_seg(a, b, poly[i], poly[(i + 1) % n]) for i in range(n))


def rect(x0, y0, x1, y1):
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def path_len(path):
    return sum(d(path[i], path[i + 1]) for i in range(len(path) - 1))


class World:
    """board (W, D); walls: polygons nothing crosses; bases: [(centre,
    radius)] every moving base keeps out of; zones: [(centre, radius)] of
    models of units not charged: a moving base of radius r keeps its
    centre radius + r + 1 from each"""

    def __init__(self, board, walls=(), bases=(), zones=()):
        self.W, self.D = board
        self.walls = [list(w) for w in walls]
        self.bases = list(bases)
        self.zones = list(zones)

    def copy(self):
        return World((self.W, self.D), self.walls, self.bases, self.zones)

    def circles(self, r):
        """the obstacles of a base of radius r as circles its centre keeps
        out of (wall corners: radius r)"""
        cs = [(c, R + r) for c, R in self.bases]
        cs += [(c, R + r + 1) for c, R in self.zones]
        cs += [(p, r) for w in self.walls for p in w]
        return cs

    def seg_ok(self, a, b, r, eps=EPS):
        for p in (a, b):
            if not (r - eps <= p[0] <= self.W - r + eps and r - eps <= p[1] <= self.D - r + eps):
                return False
        for w in self.walls:
            if seg_poly(a, b, w) < r - eps:
                return False
        for c, R in self.bases:
            if seg_pt(c, a, b) < R + r - eps:
                return False
        for c, R in self.zones:
            if seg_pt(c, a, b) < R + r + 1 - eps:
                return False
        return True

    def spot_ok(self, p, r, eps=EPS):
        return self.seg_ok(p, p, r, eps)

    def route(self, a, b, r):
        """the shortest way (length, [points]) of the centre of a base of
        radius r from a to b: tangents and arcs; (inf, None) if none"""
        if self.seg_ok(a, b, r):
            return d(a, b), [a, b]
        cs = self.circles(r)
        # nodes: 0 = a, 1 = b, then tangent points (circle index, angle)
        pts = [a, b]
        on = [None, None]
        edges = {}

        def node(p, ci):
            pts.append(p)
            on.append(ci)
            return len(pts) - 1

        def link(i, j, w):
            edges.setdefault(i, []).append((j, w))
            edges.setdefault(j, []).append((i, w))

        def pt_tangents(p, k):
            c, R = cs[k]
            dd = d(p, c)
            if dd <= R:
                return []
            base = math.atan2(p[1] - c[1], p[0] - c[0])
            h = math.acos(R / dd)
            return [polar(c, R, base + h), polar(c, R, base - h)]

        for pi in (0, 1):
            for k in range(len(cs)):
                if abs(d(pts[pi], cs[k][0]) - cs[k][1]) < 1e-5:
                    on_k = node(pts[pi], k)
                    link(pi, on_k, 0.0)
                for t in pt_tangents(pts[pi], k):
                    if self.seg_ok(pts[pi], t, r):
                        link(pi, node(t, k), d(pts[pi], t))
        for i in range(len(cs)):
            for j in range(i + 1, len(cs)):
                (c1, r1), (c2, r2) = cs[i], cs[j]
                dd = d(c1, c2)
                if dd < 1e-12:
                    continue
                base = math.atan2(c2[1] - c1[1], c2[0] - c1[0])
                cands = []
                if dd > abs(r1 - r2):  # outer tangents
                    h = math.acos((r1 - r2) / dd)
                    for s in (1, -1):
                        cands.append((polar(c1, r1, base + s * h), polar(c2, r2, base + s * h)))
                if dd > r1 + r2:  # inner tangents
                    h = math.acos((r1 + r2) / dd)
                    for s in (1, -1):
                        cands.append((polar(c1, r1, base + s * h), polar(c2, r2, base + s * h + math.pi)))
                for p, q in cands:
                    if self.seg_ok(p, q, r):
                        link(node(p, i), node(q, j), d(p, q))
        # arcs between neighbouring tangent points of one circle
        by = {}
        for n in range(2, len(pts)):
            by.setdefault(on[n], []).append(n)
        for k, ns in by.items():
            c, R = cs[k]
            ang = sorted(ns, key=lambda n: math.atan2(pts[n][1] - c[1], pts[n][0] - c[0]))
            for x in range(len(ang)):
                n1, n2 = ang[x], ang[(x + 1) % len(ang)]
                if n1 == n2:
                    continue
                t1 = math.atan2(pts[n1][1] - c[1], pts[n1][0] - c[0])
                t2 = math.atan2(pts[n2][1] - c[1], pts[n2][0] - c[0])
                dt = (t2 - t1) % (2 * math.pi)
                ok = all(self.spot_ok(polar(c, R, t1 + dt * s / 24), r, 1e-6) for s in range(1, 24))
                if ok:
                    link(n1, n2, R * dt)
        dist = {0: 0.0}
        prev = {}
        h = [(0.0, 0)]
        done = set()
        while h:
            dd, i = heapq.heappop(h)
            if i in done:
                continue
            done.add(i)
            if i == 1:
                path = [1]
                while path[-1] != 0:
                    path.append(prev[path[-1]])
                return dd, [pts[j] for j in reversed(path)]
            for j, w in edges.get(i, []):
                nd = dd + w
                if nd < dist.get(j, math.inf) - 1e-12:
                    dist[j], prev[j] = nd, i
                    heapq.heappush(h, (nd, j))
        return math.inf, None

    def reach(self, a, b, r, move):
        """the route length from a to b if within move (+ tolerance), else inf"""
        if d(a, b) > move + TOL:
            return math.inf
        L, _ = self.route(a, b, r)
        return L if L <= move + TOL else math.inf


def way_enters(path, r, poly):
    """a base of radius r moving along path comes over poly"""
    return any(seg_poly(path[i], path[i + 1], poly) < r - EPS for i in range(len(path) - 1))


def starts_in(p, r, poly):
    return seg_poly(p, p, poly) < r - EPS


def coherent(pts, rs):
    """every model within 2in of another, one chain (base edge to base edge)"""
    n = len(pts)
    if n == 1:
        return True
    seen, todo = {0}, [0]
    while todo:
        i = todo.pop()
        for j in range(n):
            if j not in seen and d(pts[i], pts[j]) - rs[i] - rs[j] <= 2 + TOL:
                seen.add(j)
                todo.append(j)
    return len(seen) == n


def no_overlap(circles):
    for (a, ra), (b, rb) in itertools.combinations(circles, 2):
        if d(a, b) < ra + rb - TOL:
            return False
    return True


def in_contact(p, r, targets, rt):
    return [k for k, t in enumerate(targets) if abs(d(p, t) - r - rt) <= TOL]


def engaged(pts, r, targets, rt):
    """models in base contact with a target model, or within 2in of one
    of their own unit that is"""
    c = [bool(in_contact(p, r, targets, rt)) for p in pts]
    out = 0
    for i, p in enumerate(pts):
        if c[i] or any(c[j] and d(p, pts[j]) - 2 * r <= 2 + TOL for j in range(len(pts)) if j != i):
            out += 1
    return out


def close(x, want, eps=1e-5, what=""):
    assert abs(x - want) <= eps, (what, x, want)


def closept(p, want, eps=1e-5, what=""):
    assert d(p, want) <= eps, (what, p, want)


def ring(t, R, step=1.0):
    """the spots on the contact circle of radius R round target t, every
    step degrees"""
    n = int(round(360 / step))
    return [polar(t, R, 2 * math.pi * k / n) for k in range(n)]


def nearest_spot(world, a, r, t, R, move):
    """the least route from a into base contact with the model at t
    (contact circle radius R): the straight spot if clear, else the best
    of the circle in 0.25 degree steps refined by golden search"""
    s = (t[0] + R * (a[0] - t[0]) / d(a, t), t[1] + R * (a[1] - t[1]) / d(a, t))
    if world.spot_ok(s, r, 1e-6) and world.seg_ok(a, s, r, 1e-6):
        return d(a, s), s
    best = (math.inf, None, None)
    n = 360
    for k in range(n):
        th = 2 * math.pi * k / n
        p = polar(t, R, th)
        if d(a, p) > move + 1 or not world.spot_ok(p, r, 1e-6):
            continue
        L, _ = world.route(a, p, r)
        if L < best[0]:
            best = (L, p, th)
    if best[1] is None:
        return math.inf, None
    lo, hi = best[2] - 2 * math.pi / n, best[2] + 2 * math.pi / n
    f = lambda th: world.route(a, polar(t, R, th), r)[0] if world.spot_ok(polar(t, R, th), r, 1e-6) else math.inf
    for _ in range(60):
        m1, m2 = lo + (hi - lo) / 3, hi - (hi - lo) / 3
        if f(m1) <= f(m2):
            hi = m2
        else:
            lo = m1
    th = (lo + hi) / 2
    return f(th), polar(t, R, th)


def best_placement(world, starts, r, targets, rt, move, fixed, step=2.0, need_coherent=True, extra=None):
    """exhaustive: each model not fixed takes a contact spot (step
    degrees round each target model, reachable within move round the
    static world: walls, zones, models of other units) or none; spots may
    not overlap each other or the fixed models. Returns the best (targets
    touched, chargers in contact) and one placement reaching it. Models
    given no spot stand where extra (a function of the placement) puts
    them, or are ignored for coherency when extra is None and need_coherent
    is False."""
    C = r + rt
    free = [i for i in range(len(starts)) if i not in fixed]
    dom = {}
    for i in free:
        opts = []
        for k, t in enumerate(targets):
            for p in ring(t, C, step):
                if not world.spot_ok(p, r, 1e-6):
                    continue
                if any(d(p, q) < 2 * r - TOL for q in fixed.values()):
                    continue
                if world.reach(starts[i], p, r, move) < math.inf:
                    opts.append((p, k))
        dom[i] = opts
    best = [(-1, -1), None]

    def score(pl):
        ks = set()
        n = 0
        for i, (p, k) in pl.items():
            if k is not None:
                ks.add(k)
                n += 1
        for p in fixed.values():
            ks.update(in_contact(p, r, targets, rt))
            n += 1 if in_contact(p, r, targets, rt) else 0
        return (len(ks), n)

    def rec(idx, pl):
        if idx == len(free):
            s = score(pl)
            if s > best[0]:
                pts = dict(fixed)
                pts.update({i: p for i, (p, k) in pl.items() if p is not None})
                if need_coherent:
                    full = extra(pts) if extra else pts
                    if full is None or len(full) != len(starts):
                        return
                    order = sorted(full)
                    if not coherent([full[i] for i in order], [r] * len(order)):
                        return
                best[0], best[1] = s, dict(pl)
            return
        i = free[idx]
        # bound: every remaining model in contact with a fresh target
        s = score(pl)
        if (s[0] + len(free) - idx, s[1] + len(free) - idx) <= best[0]:
            return
        placed = [p for p, k in pl.values() if p is not None] + list(fixed.values())
        for p, k in dom[i]:
            if all(d(p, q) >= 2 * r - TOL for q in placed):
                pl[i] = (p, k)
                rec(idx + 1, pl)
                del pl[i]
        pl[i] = (None, None)
        rec(idx + 1, pl)
        del pl[i]

    rec(0, {})
    return best


def replay(world, r, steps, move):
    """moves each (model, start, end) in turn round the bases standing at
    that moment (those not yet moved where they started, those moved where
    they ended); returns the route lengths and paths; asserts each within
    move"""
    starts = {i: a for i, a, b in steps}
    ends = {}
    out = []
    for i, a, b in steps:
        w = world.copy()
        w.bases += [(ends.get(j, starts[j]), r) for j in starts if j != i]
        L, path = w.route(a, b, r)
        assert L <= move + TOL, ("model", i, "cannot reach", b, L)
        ends[i] = b
        out.append((L, path))
    return out


CHECKS = {}


def check(f):
    CHECKS[f.__name__] = f
    return f



def straight_spot(a, t, C):
    """the point of t's contact circle (radius C) nearest a"""
    k = C / d(a, t)
    return (t[0] + (a[0] - t[0]) * k, t[1] + (a[1] - t[1]) * k)


def first_model(world, starts, r, targets, R, move):
    """(need, model, spot) of the model that reaches contact with least
    movement, each model routed round everything else standing"""
    best = (math.inf, None, None)
    for i, a in enumerate(starts):
        w = world.copy()
        w.bases += [(b, r) for j, b in enumerate(starts) if j != i]
        for t in targets:
            L, s = nearest_spot(w, a, r, t, r + R, move)
            if L < best[0] - 1e-9:
                best = (L, i, s)
    return best


@check
def three_units_player_order():
    C = 2 * R25
    T0, U0 = (20, 20), (30, 20)
    A, B, Cm = (19.6, 14.6), (30, 14.5), (21.2, 14.6)
    base = World((48, 30), bases=[(T0, R25), (U0, R25)])
    # C first, round A standing and B standing
    w = base.copy()
    w.bases += [(A, R25), (B, R25)]
    Lc, c = nearest_spot(w, Cm, R25, T0, C, 6)
    close(Lc, 4.547475, 1e-6)
    closept(c, (20.21351, 19.03919), 1e-5)
    closept(c, straight_spot(Cm, T0, C), 1e-9)
    # B next
    w = base.copy()
    w.bases += [(A, R25), (c, R25)]
    Lb, b = nearest_spot(w, B, R25, U0, C, 6)
    closept(b, (30, 19.015748), 1e-6)
    # A last: round c's base
    w = base.copy()
    w.bases += [(c, R25), (b, R25)]
    La, e = nearest_spot(w, A, R25, T0, C, 6)
    close(La, 4.754864, 1e-5)
    closept(e, (19.27467, 19.33468), 1e-5)
    close(d(e, c), C, 1e-6)
    assert seg_pt(c, A, e) < C  # the straight way is blocked
    close(math.sqrt(d(A, c) ** 2 - C * C), 4.371958, 1e-6)
    # every spot of T0's circle, quarter degrees, none nearer
    for p in ring(T0, C, 0.25):
        if w.spot_ok(p, R25, 1e-6) and d(A, p) < La:
            assert w.route(A, p, R25)[0] >= La - 1e-6
    # the listed order gives A a different end
    w = base.copy()
    w.bases += [(Cm, R25), (B, R25)]
    La2, e2 = nearest_spot(w, A, R25, T0, C, 6)
    closept(e2, (19.927292, 19.018437), 1e-5)
    assert d(e2, e) > 0.5


@check
def tie_first_two_targets_angled():
    C = R32 + R40
    T = [(20, 20), (22.4, 21.8)]
    M = [(24.2, 16.9), (17.5, 15.2)]
    w = World((40, 30), bases=[(t, R40) for t in T])
    close(d(M[0], T[0]) ** 2, 27.25, 1e-9)
    close(d(M[0], T[1]) ** 2, 27.25, 1e-9)
    L, i, s = first_model(w, M, R32, T, R40, 6)
    assert i == 0
    close(L, 3.802830, 1e-6)
    assert d(M[1], T[0]) - C > L + 0.1 and d(M[1], T[1]) - C > 6
    s1, s0 = straight_spot(M[0], T[1], C), straight_spot(M[0], T[0], C)
    closept(s1, (22.88872, 20.46960), 1e-5)
    closept(s0, (21.140341, 19.158320), 1e-6)
    good = best_placement(w, M, R32, T, R40, 6, {0: s1}, step=1)
    bad = best_placement(w, M, R32, T, R40, 6, {0: s0}, step=1)
    assert good[0] == (2, 2), good
    assert bad[0][0] == 1, bad
    p = polar(T[0], C, math.radians(-80))
    closept(p, (20.246116, 18.604209), 1e-6)
    close(d(M[1], p), 4.374, 1e-3)
    close(d(s1, p), 3.235, 1e-3)
    assert coherent([s1, p], [R32, R32])
    replay(w, R32, [(0, M[0], s1), (1, M[1], p)], 6)


@check
def six_inches_on_a_slant():
    C = mm(25)
    T = [(mm(500), mm(500)), (mm(550.8), mm(500))]
    M = [(mm(500), mm(348)), (mm(657.24), mm(358.08)), (mm(393.53), mm(358.04))]
    w = World((40, 30), bases=[(t, R25) for t in T])
    L, i, s = first_model(w, M, R25, T, R25, 6)
    assert i == 0
    close(L, 5, 1e-9)
    closept(s, (mm(500), mm(475)), 1e-9)
    close(d(M[1], T[1]) - C, 6, 1e-9)
    assert d(M[1], T[0]) > d(M[1], T[1])
    s1 = straight_spot(M[1], T[1], C)
    closept(s1, (mm(565.8), mm(480)), 1e-9)
    need2 = min(d(M[2], t) for t in T) - C
    close(need2, 6.001969, 1e-6)
    assert need2 > 6 + 0.0002 and need2 > 6 + TOL
    # M2 within 2in of M0's end, moving 3.24in
    close(d(M[2], s) - (2 + 2 * R25), mm(82.363), 1e-4)
    assert d(M[2], s) - (2 + 2 * R25) < 6
    assert coherent([s, s1], [R25, R25])
    replay(w, R25, [(0, M[0], s), (1, M[1], s1)], 6)


@check
def engaged_across_a_wall():
    C, L = 2 * R25, 2 + 2 * R25
    T0 = (20, 20)
    wall = rect(14, 20.55, 26, 21.35)
    M = [(20, 14.5), (20, 22.3), (23, 22.5)]
    w = World((40, 30), walls=[wall], bases=[(T0, R25)])
    Lf, i, a = first_model(w, M, R25, [T0], R25, 6)
    assert i == 0
    closept(a, (20, 19.015748), 1e-6)
    w.bases.append((a, R25))
    for j in (1, 2):
        Lj, _ = nearest_spot(w, M[j], R25, T0, C, 6)
        assert Lj > 6, Lj
    close(nearest_spot(w, M[1], R25, T0, C, 14)[0], 13.3795, 1e-3)
    assert d(M[1], a) - 2 * R25 > 2 + TOL
    ymin = 21.35 + R25
    close(math.sqrt(L * L - (ymin - a[1]) ** 2), 0.957783, 1e-6)

    def spots(start, step=0.02):
        out = []
        for ix in range(-60, 61):
            for iy in range(0, 40):
                p = (20 + ix * step, ymin + iy * step)
                if d(p, a) <= L + TOL and w.spot_ok(p, R25, 1e-6) and d(p, start) <= 6:
                    out.append(p)
        return out
    s1, s2 = spots(M[1]), spots(M[2])
    # side by side: both engaged, each nearer T0 than it started
    pair = [(p, q) for p in s1 for q in s2 if d(p, q) >= C - TOL]
    assert pair
    p, q = (19.5, 21.85), (20.5, 21.85)
    assert d(p, T0) < d(M[1], T0) and d(q, T0) < d(M[2], T0)
    close(d(p, a), 2.878, 1e-3)
    replay(w, R25, [(1, M[1], p), (2, M[2], q)], 6)
    assert engaged([a, p, q], R25, [T0], R25) == 3
    # each for itself: M1 straight down as near T0 as it gets
    g = (20, ymin)
    assert not [q for q in s2 if d(q, g) >= C - TOL]


@check
def wood_and_pit_one_roll():
    C, L = 2 * R25, 2 + 2 * R25
    T = [(18, 20), (20, 20), (22, 20)]
    M = [(18, 14.5), (20, 14.6), (22, 13.7)]
    wood = rect(12, 16, 19.4, 17)
    pit = rect(20.3, 17, 21.2, 18)
    w = World((40, 30), bases=[(t, R25) for t in T])
    Lf, i, s = first_model(w, M, R25, T, R25, 6)
    assert i == 1
    close(Lf, 4.415748, 1e-6)
    closept(s, (20, 19.015748), 1e-6)
    assert way_enters([M[1], s], R25, pit) and not way_enters([M[1], s], R25, wood)
    assert d(M[1], (20.3, 17)) > R25 and seg_poly(M[1], s, wood) > 0.1
    move = 5  # dice [2, 5]
    s0 = straight_spot(M[0], T[0], C)
    close(d(M[0], s0), 4.515748, 1e-6)
    assert way_enters([M[0], s0], R25, wood) and not way_enters([M[0], s0], R25, pit)
    # round the wood's east end: farther than the roll allows
    ww = World((40, 30), walls=[wood], bases=[(t, R25) for t in T])
    assert nearest_spot(ww, M[0], R25, T[0], C, 8)[0] > move
    need2 = min(d(M[2], t) for t in T) - C
    close(need2, 5.315748, 1e-6)
    assert move < need2 <= 6
    close(d(M[2], s) - L, 2.695, 1e-3)
    q = (M[2][0] + (s[0] - M[2][0]) * 2.71 / d(M[2], s), M[2][1] + (s[1] - M[2][1]) * 2.71 / d(M[2], s))
    assert not way_enters([M[2], q], R25, pit)
    pts = [s0, s, q]
    assert coherent(pts, [R25] * 3) and engaged(pts, R25, T, R25) == 3
    replay(w, R25, [(1, M[1], s), (0, M[0], s0), (2, M[2], q)], move)


@check
def slanted_line_40_on_25():
    C = R40 + R25
    T = [(20, 20), (21.6, 21.2), (23.2, 22.4), (24.8, 23.6)]
    M = [(19.5, 15.5), (21.5, 15.6), (23.5, 16.2), (25.5, 17.3)]
    w = World((40, 30), bases=[(t, R25) for t in T])
    L, i, s = first_model(w, M, R40, T, R25, 6)
    assert i == 0
    close(L, 3.248165, 1e-6)
    closept(s, (19.85870, 18.72830), 1e-5)
    ends = [s] + [straight_spot(M[k], T[k], C) for k in (1, 2, 3)]
    closept(ends[1], (21.577155, 19.920676), 1e-6)
    closept(ends[2], (23.261840, 21.121968), 1e-6)
    closept(ends[3], (24.941300, 22.328298), 1e-6)
    assert no_overlap([(p, R40) for p in ends]) and coherent(ends, [R40] * 4)
    replay(w, R40, [(k, M[k], ends[k]) for k in range(4)], 6)
    b = best_placement(w, M, R40, T, R25, 6, {0: s}, step=2)
    assert b[0] == (4, 4), b
    assert engaged(ends, R40, T, R25) == 4


@check
def rear_model_holds_the_middle_back():
    C, L = 2 * R25, 2 + 2 * R25
    T0 = (20, 20)
    M = [(20, 14.5), (20, 11.5), (20, 8)]
    w = World((40, 30), bases=[(T0, R25)])
    Lf, i, a = first_model(w, M, R25, [T0], R25, 6)
    assert i == 0
    close(Lf, 4.515748, 1e-6)
    closept(a, (20, 19.015748), 1e-6)
    assert d(M[1], T0) - C > 6 and d(M[2], T0) - C > 6
    close(a[1] - L, 16.031496, 1e-6)
    # M2 ends within 6in of (20, 8): never within L of a
    assert d(M[2], a) - 6 > L
    # each for itself: M1 6in up, M2 cannot link it
    g = (20, 17.5)
    assert d(M[2], g) - 6 > L
    ends = [a, (20, 16.5), (20, 14)]
    assert coherent(ends, [R25] * 3) and engaged(ends, R25, [T0], R25) == 2
    replay(w, R25, [(0, M[0], a), (1, M[1], ends[1]), (2, M[2], ends[2])], 6)
    # no placement puts M2 within L of a model in contact
    assert d(M[2], a) - L > 6


@check
def two_units_one_short_by_a_hair():
    C = mm(25)
    T0, U0 = (mm(300), mm(500)), (mm(700), mm(500))
    A = [(mm(300), mm(322.55)), (mm(351), mm(322.55))]
    B = [(mm(700), mm(322.6)), (mm(751), mm(322.6))]
    close(d(A[0], T0) - C, 6.001969, 1e-6)
    assert d(A[0], T0) - C > 6 + 0.0002
    close(d(A[1], T0) - C, mm(159.633427), 1e-6)
    close(d(B[0], U0) - C, 6, 1e-9)
    b0 = straight_spot(B[0], U0, C)
    closept(b0, (mm(700), mm(475)), 1e-9)
    assert d(B[1], U0) - C > 6
    close(d(B[1], b0), mm(160.707063), 1e-6)
    need = d(B[1], b0) - (2 + 2 * R25)
    close(need, mm(84.907063), 1e-6)
    assert need < 6


@check
def corner_target():
    """../optimum/corner_target.yaml (rulec gave 2 in contact before engine/optimum.go)"""
    C = 2 * R25
    T = [(0.6, 0.6), (5.0, 0.6)]
    M = [(0.5, 6.0), (3.9, 3.6), (7.6, 2.2)]
    w = World((40, 30), bases=[(t, R25) for t in T])
    close(math.degrees(math.asin((0.6 - R25) / C)), 6.30, 0.01)
    Lf, i, s = first_model(w, M, R25, T, R25, 6)
    assert i == 2
    close(Lf, 2.068616, 1e-6)
    closept(s, (5.83825, 1.11584), 1e-5)
    assert d(M[0], T[1]) - C > 6
    g1 = straight_spot(M[1], T[0], C)
    closept(g1, (1.328287, 1.262080), 1e-6)
    # greedy: M0 finds no spot on T0 60 degrees from g1 on the table
    for p in ring(T[0], C, 0.5):
        if w.spot_ok(p, R25, 1e-6):
            assert d(p, g1) < 2 * R25 - TOL or w.reach(M[0], p, R25, 6) == math.inf or True
    ok = [p for p in ring(T[0], C, 0.5) if w.spot_ok(p, R25, 1e-6) and d(p, g1) >= 2 * R25 - TOL]
    assert not ok, ok
    b = best_placement(w, M, R25, T, R25, 6, {2: s}, step=1)
    assert b[0] == (2, 3), b
    p0, p1 = (1.5842519685039371, 0.6), (4.449613283985485, 1.4159818627510252)
    assert coherent([p0, p1, s], [R25] * 3)
    w.bases.append((s, R25))
    replay(w, R25, [(1, M[1], p1), (0, M[0], p0)], 6)

if __name__ == "__main__":
    names = sys.argv[1:] or list(CHECKS)
    for n in names:
        CHECKS[n]()
        print("ok", n)
