"""A brute-force search over Charge Moves, from the texts alone (no rulec).

Its own geometry, shared with no other folder. A Charge Move (INDEX.md, seed
003): forwards s1 (0 or more), at most one Wheel of at most 90 degrees about
a front corner (left: anticlockwise about the front-left corner; right:
clockwise about the front-right one), forwards into contact with the Target
Facing (the first body met must be the Charged unit, met by the charger's
front on that Facing), then the Align Move: the charger rotated about the
point of contact until its Front is parallel to the Charged Facing. No pose
on the way may pass into a unit, Impassable Terrain or off the board (forward
legs are found exactly by ray casting; Wheels and Align Moves are sampled
every 0.05 degrees and bisected). Each end is ranked by Maximising Contact
(1: touching no enemy unit but the target; 2: most units Engaged; 3 is kept
by never turning the Charged unit; 4: most models in base contact with an
enemy model, corner contact counted, every model counted once); among equal
ends rule 1's (no Wheel: straight on, then the Align Move) is taken if it is
among them, else the least move of the Centre (the suite's reading).
"""
import math

EPS = 1e-7          # penetration that counts as passing into a body
TOUCH = 0.001       # base contact: distance <= the tolerance (inches)


def fwd(b):
    t = math.radians(b)
    return (math.sin(t), math.cos(t))


def rgt(b):
    t = math.radians(b)
    return (math.cos(t), -math.sin(t))


def turn(p, c, deg):
    """p rotated clockwise (bearings grow) by deg about c."""
    t = math.radians(deg)
    x, y = p[0] - c[0], p[1] - c[1]
    return (c[0] + x * math.cos(t) + y * math.sin(t), c[1] - x * math.sin(t) + y * math.cos(t))


def norm180(a):
    return (a + 180.0) % 360.0 - 180.0


class U:
    """A rectangular unit: centre, facing (bearing), files x ranks of fw x bd bases."""

    def __init__(self, uid, side, c, facing, files=1, ranks=1, fw=1.0, bd=1.0, state=(), props=None):
        self.id, self.side, self.c, self.facing = uid, side, tuple(c), facing % 360
        self.files, self.ranks, self.fw, self.bd = files, ranks, fw, bd
        self.state, self.props = list(state), dict(props or {})

    W = property(lambda s: s.files * s.fw)
    D = property(lambda s: s.ranks * s.bd)

    def at(self, c, facing):
        return U(self.id, self.side, c, facing, self.files, self.ranks, self.fw, self.bd, self.state, self.props)

    def pt(self, u, v):
        """The point u to the right of the Centre and v ahead of it."""
        f, r = fwd(self.facing), rgt(self.facing)
        return (self.c[0] + u * r[0] + v * f[0], self.c[1] + u * r[1] + v * f[1])

    def poly(self):
        w, d = self.W / 2, self.D / 2
        return [self.pt(-w, d), self.pt(w, d), self.pt(w, -d), self.pt(-w, -d)]   # FL FR RR RL

    def bases(self):
        out = []
        for i in range(self.files):
            for j in range(self.ranks):
                u0 = -self.W / 2 + i * self.fw
                v0 = self.D / 2 - j * self.bd
                out.append([self.pt(u0, v0), self.pt(u0 + self.fw, v0),
                            self.pt(u0 + self.fw, v0 - self.bd), self.pt(u0, v0 - self.bd)])
        return out

    def local(self, p):
        f, r = fwd(self.facing), rgt(self.facing)
        d = (p[0] - self.c[0], p[1] - self.c[1])
        return (d[0] * r[0] + d[1] * r[1], d[0] * f[0] + d[1] * f[1])

    def wheel(self, deg):
        """Wheel by deg (positive: right, about FR; negative: left, about FL)."""
        piv = self.poly()[1] if deg > 0 else self.poly()[0]
        return self.at(turn(self.c, piv, deg), self.facing + deg)

    def forward(self, s):
        f = fwd(self.facing)
        return self.at((self.c[0] + s * f[0], self.c[1] + s * f[1]), self.facing)


# --- convex polygons ----------------------------------------------------

def _axes(p):
    out = []
    for i in range(len(p)):
        a, b = p[i], p[(i + 1) % len(p)]
        n = (a[1] - b[1], b[0] - a[0])
        l = math.hypot(*n)
        out.append((n[0] / l, n[1] / l))
    return out


def pen(p, q):
    """Least overlap of the projections (> 0: the interiors meet that deep)."""
    best = 1e18
    for ax in _axes(p) + _axes(q):
        a = [x * ax[0] + y * ax[1] for x, y in p]
        b = [x * ax[0] + y * ax[1] for x, y in q]
        best = min(best, min(max(a), max(b)) - max(min(a), min(b)))
    return best


def pdist(p, a, b):
    ab = (b[0] - a[0], b[1] - a[1])
    L = ab[0] ** 2 + ab[1] ** 2
    t = 0.0 if L == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * ab[0] + (p[1] - a[1]) * ab[1]) / L))
    return math.hypot(p[0] - a[0] - t * ab[0], p[1] - a[1] - t * ab[1])


def dist(p, q):
    if pen(p, q) > 0:
        return 0.0
    d = 1e18
    for P, Q in ((p, q), (q, p)):
        for v in P:
            for i in range(len(Q)):
                d = min(d, pdist(v, Q[i], Q[(i + 1) % len(Q)]))
    return d


def touch(p, q, tol=TOUCH):
    return pen(p, q) <= EPS and dist(p, q) <= tol


class World:
    def __init__(self, units, terrain, board):
        self.units = units                 # id -> U
        self.terrain = terrain             # list of (kind, poly)
        self.board = board                 # (W, H)

    def blockers(self, skip):
        """Bodies a moving unit may not pass into: every other unit, Impassable Terrain."""
        out = [(k, u.poly()) for k, u in self.units.items() if k not in skip and 'removed' not in u.state]
        out += [('terrain', p) for kind, p in self.terrain if kind == 'impassable']
        return out

    def on_board(self, poly):
        W, H = self.board
        return all(-EPS <= x <= W + EPS and -EPS <= y <= H + EPS for x, y in poly)

    def clear(self, pose, skip):
        poly = pose.poly()
        if not self.on_board(poly):
            return False
        return all(pen(poly, q) <= EPS for _, q in self.blockers(skip))


def first_block(world, pose, skip, limit=200.0):
    """(t, id): how far pose can move forwards before it touches a body it would pass into."""
    f = fwd(pose.facing)
    A = pose.poly()
    cands = []
    for bid, P in world.blockers(skip):
        for src, dst, sgn in ((A, P, 1.0), (P, A, -1.0)):
            for v in src:
                d = (f[0] * sgn, f[1] * sgn)
                for i in range(len(dst)):
                    a, b = dst[i], dst[(i + 1) % len(dst)]
                    e = (b[0] - a[0], b[1] - a[1])
                    den = d[0] * e[1] - d[1] * e[0]
                    if abs(den) < 1e-12:
                        continue
                    w = (a[0] - v[0], a[1] - v[1])
                    t = (w[0] * e[1] - w[1] * e[0]) / den
                    s = (w[0] * d[1] - w[1] * d[0]) / den
                    if -1e-9 <= s <= 1 + 1e-9 and t >= -1e-9:
                        cands.append((max(t, 0.0), bid))
    W, H = world.board
    for x, y in A:
        for comp, lim in ((0, 0.0), (0, W), (1, 0.0), (1, H)):
            fc = f[comp]
            if abs(fc) > 1e-12:
                t = (lim - (x, y)[comp]) / fc
                if t >= -1e-9:
                    cands.append((max(t, 0.0), 'board'))
    for t, bid in sorted(cands):
        if t > limit:
            break
        nxt = pose.forward(t + 1e-4)
        if bid == 'board':
            if not world.on_board(nxt.poly()):
                return t, bid
        else:
            q = [P for k, P in world.blockers(skip) if k == bid]
            if any(pen(nxt.poly(), qq) > EPS for qq in q):
                return t, bid
    return limit, None


def facing_edge(t, arc):
    """The Charged Facing of t as (a, b): a to b runs left to right as the charger sees it."""
    FL, FR, RR, RL = t.poly()
    return {'front': (FR, FL), 'rear': (RL, RR), 'left': (FL, RL), 'right': (RR, FR)}[arc]


def facing_bearing(t, arc):
    """The bearing the charger faces when flat on t's Facing."""
    return {'front': t.facing + 180, 'rear': t.facing, 'left': t.facing + 90, 'right': t.facing - 90}[arc] % 360


def arc_of(b, t):
    """The arc of t the charger's front centre lies in (on a line: the Flank)."""
    u, v = t.local(b.pt(0, b.D / 2))
    w, d = t.W / 2, t.D / 2
    if v - d > abs(u) - w + 1e-12:
        return 'front'
    if -v - d > abs(u) - w + 1e-12:
        return 'rear'
    return 'right' if u > 0 else 'left'


def contact_point(b, t, arc):
    """The point where b's front meets t's Charged Facing, or None."""
    FL, FR = b.poly()[0], b.poly()[1]
    a, c = facing_edge(t, arc)
    for p in (FL, FR):
        if pdist(p, a, c) <= 1e-6:
            return p
    for p in (a, c):
        if pdist(p, FL, FR) <= 1e-6:
            return p
    return None


def rotation_clear(world, pose, piv, deg, skip, step=0.2):
    """No pose of pose turned by 0..deg about piv passes into a body or off the board
    (sampled every step degrees; only bodies within reach of the turning unit are tried)."""
    R = max(math.hypot(x - piv[0], y - piv[1]) for x, y in pose.poly())
    near = [q for _, q in world.blockers(skip) if dist([piv, (piv[0] + 1e-9, piv[1]), (piv[0], piv[1] + 1e-9)], q) <= R]
    n = max(1, int(math.ceil(abs(deg) / step)))
    for k in range(1, n + 1):
        ang = deg * k / n
        p = pose.at(turn(pose.c, piv, ang), pose.facing + ang).poly()
        if not world.on_board(p) or any(pen(p, q) > EPS for q in near):
            return False
    return True


def wheel_limit(world, pose, sign, skip, step=0.5):
    """The greatest Wheel (<= 90) in direction sign that passes into nothing (bisected)."""
    ok = 0.0
    a = step
    while a <= 90.0 + 1e-9:
        if not world.clear(pose.wheel(sign * a), skip):
            lo, hi = ok, a
            for _ in range(40):
                m = (lo + hi) / 2
                if world.clear(pose.wheel(sign * m), skip):
                    lo = m
                else:
                    hi = m
            return lo
        ok = a
        a += step
    return 90.0 if world.clear(pose.wheel(sign * 90.0), skip) else ok


def run_move(world, b, tid, arc, s1, alpha, check=True, step=0.5):
    """The end of forwards s1, Wheel alpha, forwards into contact, Align; None if it fails
    (check=False: the Align Move's sweep is not checked)."""
    skip = {b.id}
    p = b.forward(s1)
    if alpha:
        p = p.wheel(alpha)
    t, hit = first_block(world, p, skip)
    if hit != tid:
        return None
    p = p.forward(t)
    T = world.units[tid]
    cp = contact_point(p, T, arc)
    if cp is None:
        return None
    delta = norm180(facing_bearing(T, arc) - p.facing)
    if abs(delta) >= 90:
        return None
    if check and abs(delta) > 1e-9 and not rotation_clear(world, p, cp, delta, skip, step):
        return None
    return p.at(turn(p.c, cp, delta), p.facing + delta)


def evaluate(world, bid, end, tid):
    """(touches another enemy, units engaged, models in contact) with bid at end."""
    units = dict(world.units)
    units[bid] = end
    others = [u for k, u in units.items() if u.side != end.side and k != tid and 'removed' not in u.state]
    multi = any(touch(end.poly(), o.poly()) for o in others)
    live = [u for u in units.values() if 'removed' not in u.state]
    engaged = 0
    models = 0
    for u in live:
        foes = [o for o in live if o.side != u.side]
        if any(touch(u.poly(), o.poly()) for o in foes):
            engaged += 1
            fb = [bb for o in foes if touch(u.poly(), o.poly()) for bb in o.bases()]
            models += sum(1 for bb in u.bases() if any(touch(bb, x) for x in fb))
    return multi, engaged, models


def key(ev):
    multi, engaged, models = ev
    return (0 if multi else 1, engaged, models)


def offset(end, t, arc):
    """Where the charger's left front end lies along t's Charged Facing, from its left end."""
    a, c = facing_edge(t, arc)
    L = math.hypot(c[0] - a[0], c[1] - a[1])
    d = ((c[0] - a[0]) / L, (c[1] - a[1]) / L)
    FL = end.poly()[0]
    return (FL[0] - a[0]) * d[0] + (FL[1] - a[1]) * d[1]


def snaps(b, t, arc):
    """Offsets where a base edge of the charger meets a base edge of the Facing."""
    tb = t.fw if arc in ('front', 'rear') else t.bd
    n = t.files if arc in ('front', 'rear') else t.ranks
    return sorted({j * tb - k * b.fw for j in range(n + 1) for k in range(b.files + 1)})


def search(world, bid, tid, arc, s1max=None, ds=0.5, da=0.5, extra=()):
    """Every sampled Charge Move, and between samples every Wheel that puts a base edge of
    the charger on a base edge of the Facing (bisected): a list of
    (key, rule1, move, (s1, alpha), end)."""
    b = world.units[bid]
    T = world.units[tid]
    if s1max is None:
        s1max, _ = first_block(world, b, {bid})
        s1max = min(s1max, 24.0)
    cands = snaps(b, T, arc) + list(extra)
    out = []
    n = int(s1max / ds)
    s1s = sorted(set([min(i * ds, s1max) for i in range(n + 1)] + [s1max]))

    def add(s1, al, e):
        ev = evaluate(world, bid, e, tid)
        mv = math.hypot(e.c[0] - b.c[0], e.c[1] - b.c[1])
        out.append((key(ev), al == 0.0, mv, (s1, al), e))

    for s1 in s1s:
        p = b.forward(s1)
        lims = {+1: wheel_limit(world, p, +1, {bid}), -1: wheel_limit(world, p, -1, {bid})}
        alphas = []
        for sg in (-1, +1):
            k = 1
            while k * da <= lims[sg] + 1e-9:
                alphas.append(sg * k * da)
                k += 1
            if lims[sg] > 0:
                alphas.append(sg * lims[sg])
        alphas = sorted(set(alphas + [0.0]))
        prev = None
        for al in alphas:
            e = run_move(world, b, tid, arc, s1, al)
            if e is None:
                prev = None
                continue
            add(s1, al, e)
            o = offset(e, T, arc)
            if prev is not None:
                pa, po = prev
                for c in cands:
                    if (po - c) * (o - c) < 0:
                        lo, hi, flo = pa, al, po - c
                        ok = True
                        for _ in range(45):
                            m = (lo + hi) / 2
                            em = run_move(world, b, tid, arc, s1, m, check=False)
                            if em is None:
                                ok = False
                                break
                            fm = offset(em, T, arc) - c
                            if (fm > 0) == (flo > 0):
                                lo, flo = m, fm
                            else:
                                hi = m
                        if ok:
                            m = (lo + hi) / 2
                            em = run_move(world, b, tid, arc, s1, m)
                            if em is not None:
                                add(s1, m, em)
            prev = (al, o)
    return out


def choose(results):
    """Maximising Contact, then rule 1's end, then the least move of the Centre."""
    if not results:
        return None
    best = max(r[0] for r in results)
    top = [r for r in results if r[0] == best]
    r1 = [r for r in top if r[1]]
    if r1:
        return r1[0], best, True
    return min(top, key=lambda r: r[2]), best, False


def refine(world, bid, tid, arc, seed, best_key, iters=60):
    """Shrink (s1, alpha) steps around seed, keeping best_key, to lower the move."""
    b = world.units[bid]
    s1, al = seed
    e = run_move(world, b, tid, arc, s1, al)
    cur = math.hypot(e.c[0] - b.c[0], e.c[1] - b.c[1])
    st_s, st_a = 0.25, 0.5
    for _ in range(iters):
        improved = False
        for ds_, da_ in ((st_s, 0), (-st_s, 0), (0, st_a), (0, -st_a), (st_s, st_a), (-st_s, -st_a),
                         (st_s, -st_a), (-st_s, st_a)):
            ns, na = s1 + ds_, al + da_
            if ns < 0 or abs(na) > 90:
                continue
            e2 = run_move(world, b, tid, arc, ns, na)
            if e2 is None or key(evaluate(world, bid, e2, tid)) != best_key:
                continue
            m = math.hypot(e2.c[0] - b.c[0], e2.c[1] - b.c[1])
            if m < cur - 1e-12:
                s1, al, cur, e, improved = ns, na, m, e2, True
        if not improved:
            st_s /= 2
            st_a /= 2
            if st_a < 1e-7 and st_s < 1e-7:
                break
    return (s1, al), e, cur
