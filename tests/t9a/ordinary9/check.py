"""Works every ordinary9 scenario again from the texts, by plain math (no rulec).

Its own geometry, shared with no other folder. For a charge it finds the arc of
the charger's front centre, the distance between the Unit Boundaries, every
placement flat on the charged Facing (slid on a 0.01in grid, at every meeting of
base edges, at the foot of the start Centre and at the exact ends of the stretches
other bodies leave free, found by bisection), ranks them by Maximising Contact
(1: touching no enemy but the target; 4: most models, corner contacts counted;
ties: rule 1's placement if it is among them, else the least move of the Centre,
the suite's reading), prints what the greedy choices would give, and simulates
the route the header gives (forwards, one Wheel about a front corner, forwards,
the Align Move about the point of contact) pose by pose against every other body
and the board. Flee and Pursuit are worked again with arithmetic.
Every result is compared with the scenario's `expect`.
Run: python3 tests/t9a/ordinary9/check.py [NAME...]
"""
import math
import os
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
TOL = 0.001
FAILS = []


# --- vectors -------------------------------------------------------------

def add(a, b):
    return (a[0] + b[0], a[1] + b[1])


def sub(a, b):
    return (a[0] - b[0], a[1] - b[1])


def mul(a, k):
    return (a[0] * k, a[1] * k)


def dot(a, b):
    return a[0] * b[0] + a[1] * b[1]


def fwd(bearing):
    t = math.radians(bearing)
    return (math.sin(t), math.cos(t))


def right(bearing):
    t = math.radians(bearing)
    return (math.cos(t), -math.sin(t))


def bearing_of(v):
    return math.degrees(math.atan2(v[0], v[1])) % 360


def rot_about(p, c, deg):
    """p turned clockwise (a bearing grows) by deg about c."""
    t = math.radians(deg)
    x, y = p[0] - c[0], p[1] - c[1]
    return (c[0] + x * math.cos(t) + y * math.sin(t), c[1] - x * math.sin(t) + y * math.cos(t))


# --- units and shapes ----------------------------------------------------

class Unit:
    def __init__(self, side, centre, facing, files=1, ranks=1, base=(1.0, 1.0), state=(), props=None):
        self.side, self.c, self.facing = side, centre, facing % 360
        self.files, self.ranks, self.base = files, ranks, base
        self.state, self.props = list(state), props or {}

    @property
    def W(self):
        return self.files * self.base[0]

    @property
    def D(self):
        return self.ranks * self.base[1]

    def moved(self, centre, facing):
        return Unit(self.side, centre, facing, self.files, self.ranks, self.base, self.state, self.props)

    def front_centre(self):
        return add(self.c, mul(fwd(self.facing), self.D / 2))

    def corners(self):
        """FL, FR, RR, RL."""
        f, r = fwd(self.facing), right(self.facing)
        fc, bc = mul(f, self.D / 2), mul(f, -self.D / 2)
        return [add(self.c, add(fc, mul(r, -self.W / 2))), add(self.c, add(fc, mul(r, self.W / 2))),
                add(self.c, add(bc, mul(r, self.W / 2))), add(self.c, add(bc, mul(r, -self.W / 2)))]


def axes(poly):
    out = []
    for i in range(len(poly)):
        a, b = poly[i], poly[(i + 1) % len(poly)]
        e = sub(b, a)
        n = (-e[1], e[0])
        l = math.hypot(*n)
        out.append((n[0] / l, n[1] / l))
    return out


def penetration(p, q):
    """The least overlap of two convex polygons' projections (negative: a gap)."""
    best = float('inf')
    for ax in axes(p) + axes(q):
        a = [dot(v, ax) for v in p]
        b = [dot(v, ax) for v in q]
        best = min(best, min(max(a), max(b)) - max(min(a), min(b)))
    return best


def overlaps(p, q, eps=TOL):
    """Interiors meeting by more than eps (the tolerance; placements found exactly use 1e-9)."""
    return penetration(p, q) > eps


def seg_dist(p, a, b):
    ab = sub(b, a)
    t = max(0.0, min(1.0, dot(sub(p, a), ab) / dot(ab, ab)))
    return math.hypot(*sub(p, add(a, mul(ab, t))))


def dist(p, q):
    if penetration(p, q) > 0:
        return 0.0
    d = float('inf')
    for P, Q in ((p, q), (q, p)):
        for v in P:
            for i in range(len(Q)):
                d = min(d, seg_dist(v, Q[i], Q[(i + 1) % len(Q)]))
    return d


def touches(p, q):
    return not overlaps(p, q) and dist(p, q) <= TOL


def on_board(poly, board):
    return all(-TOL <= x <= board[0] + TOL and -TOL <= y <= board[1] + TOL for x, y in poly)


# --- scenario files ------------------------------------------------------

def length(v):
    if isinstance(v, (int, float)):
        return float(v)
    v = str(v).strip()
    for suf, k in (('mm', 1 / 25.4), ('cm', 10 / 25.4), ('in', 1.0), ('"', 1.0)):
        if v.endswith(suf):
            return float(v[:-len(suf)]) * k
    return float(v)


def load(name):
    with open(os.path.join(HERE, name + '.yaml')) as fh:
        s = yaml.safe_load(fh)
    units = {}
    for k, u in s['units'].items():
        base = tuple(length(x) for x in u.get('base', ['1in', '1in']))
        units[k] = Unit(u['side'], tuple(length(x) for x in u['centre']), float(u['facing']),
                        u.get('files', 1), u.get('ranks', 1), base, u.get('state', []),
                        {p: length(v) if p != 'type' else v for p, v in u.get('props', {}).items()})
    terrain = [(t.get('kind'), [tuple(length(x) for x in p) for p in t['polygon']])
               for t in s.get('terrain', [])]
    board = (length(s['board']['width']), length(s['board']['depth']))
    return s, units, terrain, board


def dice_total(d):
    return sum(d) if isinstance(d, list) else d


def same(name, what, got, exp, eps=0.0015):
    ok = all(abs(a - b) <= eps for a, b in zip(got, exp))
    print('  %-5s %s: got %s, expected %s' % ('ok' if ok else 'WRONG', what,
                                            tuple(round(x, 5) for x in got), tuple(exp)))
    if not ok:
        FAILS.append(name)


def truth(name, what, cond):
    print('  %-5s %s' % ('ok' if cond else 'WRONG', what))
    if not cond:
        FAILS.append(name)


def expected_pose(s, uid):
    e = s['expect']['units'][uid]
    c = tuple(length(x) for x in e['centre'])
    return c, float(e['facing'])


def same_angle(a, b):
    return abs((a - b + 180) % 360 - 180) <= 0.01


# --- the Charge ----------------------------------------------------------

def arc_of(b, t):
    """The arc of t in which b's front centre lies; a point on a line is in a Flank."""
    p = sub(b.front_centre(), t.c)
    u, v = dot(p, right(t.facing)), dot(p, fwd(t.facing))
    w, d = t.W / 2, t.D / 2
    if v - d > abs(u) - w + 1e-9:
        return 'front'
    if -v - d > abs(u) - w + 1e-9:
        return 'rear'
    return 'right' if u > 0 else 'left'


def facing_edge(t, arc):
    """(midpoint, unit vector along the edge, outward normal, the models' edges along it)."""
    f, r = fwd(t.facing), right(t.facing)
    if arc in ('front', 'rear'):
        n = f if arc == 'front' else mul(f, -1)
        mid = add(t.c, mul(n, t.D / 2))
        cuts = [-t.W / 2 + k * t.base[0] for k in range(t.files + 1)]
        return mid, r, n, cuts
    n = r if arc == 'right' else mul(r, -1)
    mid = add(t.c, mul(n, t.W / 2))
    cuts = [-t.D / 2 + k * t.base[1] for k in range(t.ranks + 1)]
    return mid, f, n, cuts


def placed(b, t, arc, s):
    """b flat on t's facing `arc`, its front centre s along the edge from the midpoint."""
    mid, e, n, _ = facing_edge(t, arc)
    facing = bearing_of(mul(n, -1))
    return b.moved(add(add(mid, mul(e, s)), mul(n, b.D / 2)), facing)


def models_in_contact(b, t, arc, s):
    _, e, _, cuts = facing_edge(t, arc)
    bcuts = [s - b.W / 2 + k * b.base[0] for k in range(b.files + 1)]
    ti = [(cuts[k], cuts[k + 1]) for k in range(len(cuts) - 1)]
    bi = [(bcuts[k], bcuts[k + 1]) for k in range(len(bcuts) - 1)]

    def meet(x, y):
        return min(x[1], y[1]) - max(x[0], y[0]) >= -TOL
    return sum(any(meet(x, y) for y in ti) for x in bi) + sum(any(meet(y, x) for x in bi) for y in ti)


def room(pose, bid, tid, units, terrain, board):
    """Clear of every other body (touching allowed) and on the board; touches another enemy?"""
    poly = pose.corners()
    if not on_board(poly, board):
        return False, False
    other_enemy = False
    for k, u in units.items():
        if k in (bid, tid):
            continue
        if overlaps(poly, u.corners(), 1e-9):
            return False, False
        if u.side != pose.side and touches(poly, u.corners()):
            other_enemy = True
    for kind, tp in terrain:
        if kind == 'impassable' and overlaps(poly, tp, 1e-9):
            return False, False
    return True, other_enemy


def best_placement(name, units, terrain, board, bid, tid, arc, rule1=None):
    """Maximising Contact over every placement flat on the facing, then the tie-break."""
    b, t = units[bid], units[tid]
    mid, e, n, cuts = facing_edge(t, arc)
    span = t.W if arc in ('front', 'rear') else t.D
    lo, hi = -span / 2 - b.W / 2 - 0.5, span / 2 + b.W / 2 + 0.5
    cand = set(round(lo + k * 0.01, 9) for k in range(int((hi - lo) / 0.01) + 1))
    for c in cuts:
        for k in range(b.files + 1):
            cand.add(c + b.W / 2 - k * b.base[0])
    foot = dot(sub(sub(b.c, mul(n, b.D / 2)), mid), e)
    cand.add(foot)

    def key(s):
        pose = placed(b, t, arc, s)
        ok, other = room(pose, bid, tid, units, terrain, board)
        if not ok:
            return None
        return (0 if other else 1, models_in_contact(b, t, arc, s))
    grid = sorted(cand)
    keys = {s: key(s) for s in grid}
    # exact ends of the stretches other bodies leave free
    for s0, s1 in zip(grid, grid[1:]):
        if (keys[s0] is None) != (keys[s1] is None) or (keys[s0] and keys[s1] and keys[s0][0] != keys[s1][0]):
            a, z = s0, s1
            for _ in range(60):
                m = (a + z) / 2
                if (key(m) == keys[s0]) if keys[s0] is None else (key(m) is not None and key(m)[0] == keys[s0][0]):
                    a = m
                else:
                    z = m
            for x in (a, z):
                keys[x] = key(x)
    good = {s: k for s, k in keys.items() if k is not None}
    if not good:
        return None, None, []
    top = max(good.values())
    best = [s for s, k in good.items() if k == top]
    chosen = None
    how = 'least move'
    if rule1 is not None and key(rule1) == top:
        chosen, how = rule1, "rule 1's"
    else:
        def move(s):
            return math.hypot(*sub(placed(b, t, arc, s).c, b.c))
        chosen = min(best, key=move)
    print('    Maximising Contact: best %s (%s models%s), %d of %d tried; taken by %s: s=%.5f'
          % (top, top[1], '' if top[0] else ', touching another enemy', len(best), len(good), how, chosen))
    return placed(b, t, arc, chosen), top, best


def first_contact_forward(b, t):
    """How far b moves straight forwards before it first touches t, and the point."""
    f = fwd(b.facing)
    best = (float('inf'), None)
    bp, tp = b.corners(), t.corners()

    def ray(p, d, poly):
        out = (float('inf'), None)
        for i in range(4):
            a, c = poly[i], poly[(i + 1) % 4]
            e = sub(c, a)
            den = d[0] * e[1] - d[1] * e[0]
            if abs(den) < 1e-12:
                continue
            w = sub(a, p)
            tt = (w[0] * e[1] - w[1] * e[0]) / den
            uu = (w[0] * d[1] - w[1] * d[0]) / den
            if tt >= -1e-9 and -1e-9 <= uu <= 1 + 1e-9 and tt < out[0]:
                out = (tt, add(p, mul(d, tt)))
        return out
    for v in bp:
        best = min(best, ray(v, f, tp), key=lambda x: x[0])
    for v in tp:
        h = ray(v, mul(f, -1), bp)
        if h[0] < best[0]:
            best = (h[0], v)
    return best


def rule1_offset(b, t, arc):
    """Rule 1: straight on into contact, rotated about the point of contact: its s."""
    d, p = first_contact_forward(b, t)
    if p is None:
        return None, None, None
    moved = b.moved(add(b.c, mul(fwd(b.facing), d)), b.facing)
    q = dot(sub(p, moved.front_centre()), right(b.facing))
    mid, e, n, _ = facing_edge(t, arc)
    r2 = right(bearing_of(mul(n, -1)))
    fc = sub(p, mul(r2, q))
    return dot(sub(fc, mid), e), d, p


def clear_pose(pose, bid, units, terrain, board, ignore=()):
    poly = pose.corners()
    if not on_board(poly, board):
        return 'off the board'
    for k, u in units.items():
        if k == bid or k in ignore:
            continue
        if overlaps(poly, u.corners()):
            return 'into ' + k
    for kind, tp in terrain:
        if kind == 'impassable' and overlaps(poly, tp):
            return 'into terrain'
    return None


def simulate(b, steps, bid, units, terrain, board, n=400):
    """Runs a route, checking every pose; returns the end pose or raises."""
    pose = b
    for st in steps:
        kind = st[0]
        for k in range(1, n + 1):
            x = k / n
            if kind == 'fwd':
                p = pose.moved(add(pose.c, mul(fwd(pose.facing), st[1] * x)), pose.facing)
            elif kind == 'wheel':   # ('wheel', deg): + clockwise, about the inner front corner
                deg = st[1] * x
                pivot = wheel_pivot(pose, st[1])
                p = pose.moved(rot_about(pose.c, pivot, deg), pose.facing + deg)
            elif kind == 'about':   # ('about', point, deg): the Align Move
                p = pose.moved(rot_about(pose.c, st[1], st[2] * x), pose.facing + st[2] * x)
            why = clear_pose(p, bid, units, terrain, board)
            if why:
                raise AssertionError('%s at %.3f of %s' % (why, x, st[0]))
        pose = p
    return pose


def wheel_pivot(pose, deg):
    """A Wheel to the right (clockwise) turns about the front-right corner, the inner one."""
    return pose.corners()[1] if deg > 0 else pose.corners()[0]


def bisect(fn, lo, hi, n=100):
    """The root of fn between lo and hi (fn changes sign there)."""
    flo = fn(lo)
    for _ in range(n):
        m = (lo + hi) / 2
        if (fn(m) > 0) == (flo > 0):
            lo = m
        else:
            hi = m
    return (lo + hi) / 2


def charge_common(name, s, units, terrain, board, want_arc):
    """Arc, distance against the Charge Range; returns (reaches, arc)."""
    b, t = units['B'], units['T']
    arc = arc_of(b, t)
    truth(name, 'B is in T\'s %s arc (%s)' % (want_arc, arc), arc == want_arc)
    d = dist(b.corners(), t.corners())
    rng = dice_total(s['dice'][0]) + b.props.get('advance', 0.0)
    print('    distance %.5f, Charge Range %.5f' % (d, rng))
    return rng >= d - TOL, arc


def charge_result(name, s, units, terrain, board, want_arc, route, rule1=True):
    """Works a charge that succeeds: the best placement, greedy's, and the route to it."""
    reaches, arc = charge_common(name, s, units, terrain, board, want_arc)
    truth(name, 'the Charge Range reaches', reaches)
    b, t = units['B'], units['T']
    r1 = rule1_offset(b, t, arc)[0] if rule1 else None
    if r1 is not None:
        print('    rule 1 (straight on, rotated): s=%.5f, %d models'
              % (r1, models_in_contact(b, t, arc, r1)))
    else:
        print('    rule 1: straight on B misses T')
    pose, top, best = best_placement(name, units, terrain, board, 'B', 'T', arc, r1)
    c, f = expected_pose(s, 'B')
    same(name, 'B by Maximising Contact', pose.c + (pose.facing,), c + (f,))
    end = simulate(b, route, 'B', units, terrain, board)
    same(name, 'B at the end of the header\'s route', end.c + (end.facing,), c + (f,))
    truth(name, 'B touches T there', touches(end.corners(), t.corners()))


def front_3_4_5_exact_range_wheels_left(name):
    s, units, terrain, board = load(name)
    b = units['B']
    fl = b.corners()[0]

    def x_at(alpha):   # where FR meets y 27 after a Wheel of alpha left about FL
        p = b.moved(rot_about(b.c, fl, -alpha), b.facing - alpha)
        fr, f = p.corners()[1], fwd(p.facing)
        return fr[0] + f[0] * (27 - fr[1]) / f[1] - 37.5
    alpha = bisect(x_at, 40, 89)
    p = b.moved(rot_about(b.c, fl, -alpha), b.facing - alpha)
    fr = p.corners()[1]
    t = (27 - fr[1]) / fwd(p.facing)[1]
    print('    route: Wheel %.5f left, forwards %.5f, align %.5f' % (alpha, t, 360 - p.facing))
    charge_result(name, s, units, terrain, board, 'front',
                  [('wheel', -alpha), ('fwd', t), ('about', (37.5, 27), 360 - p.facing)])
    sq = simulate(b, [('wheel', -b.facing), ('fwd', 7)], 'B', units, terrain, board)
    print('    greedy (Wheel square, straight on): B x %.3f..%.3f, %d models'
          % (sq.c[0] - 1.5, sq.c[0] + 1.5, models_in_contact(sq, units['T'], 'front', 36 - sq.c[0])))


def front_3_4_5_short_by_0_01_stays(name):
    s, units, terrain, board = load(name)
    reaches, _ = charge_common(name, s, units, terrain, board, 'front')
    truth(name, 'the Charge Range falls short: B stays', not reaches)


def rear_at_30_nearest_of_eight(name):
    s, units, terrain, board = load(name)
    b, t = units['B'], units['T']
    f, r = fwd(30), right(30)

    def miss(d):   # the point 1in from FR, moved along B's facing, against T's corner
        p = b.moved(rot_about(b.c, b.corners()[0], -d), b.facing - d)
        q = sub(p.corners()[1], right(p.facing))
        w = sub(t.corners()[2], q)
        fb = fwd(p.facing)
        return w[0] * fb[1] - w[1] * fb[0]
    d = bisect(miss, 0.5, 30)
    p = b.moved(rot_about(b.c, b.corners()[0], -d), b.facing - d)
    q = sub(p.corners()[1], right(p.facing))
    tt = dot(sub(t.corners()[2], q), fwd(p.facing))
    print('    route: Wheel %.5f left, forwards %.5f, align about %s' % (d, tt, t.corners()[2]))
    charge_result(name, s, units, terrain, board, 'rear',
                  [('wheel', -d), ('fwd', tt), ('about', t.corners()[2], d)])


def right_flank_facing_120_least_move_interior(name):
    s, units, terrain, board = load(name)
    b, t = units['B'], units['T']
    sfoot = dot(sub(b.c, add(t.c, mul(right(120), 2))), fwd(120))
    print('    foot of the Centre: s = %.5f' % sfoot)
    corner = t.corners()[2]

    def miss(d):   # the point 1.5 - (1 + s) from FL against T's rear-right corner
        p = b.moved(rot_about(b.c, wheel_pivot(b, d), d), d)
        q = add(p.corners()[0], mul(right(d), 1.5 - (1 + sfoot)))
        w = sub(corner, q)
        fb = fwd(d)
        return w[0] * fb[1] - w[1] * fb[0]
    d = bisect(miss, 31, 50)
    p = b.moved(rot_about(b.c, wheel_pivot(b, d), d), d)
    q = add(p.corners()[0], mul(right(d), 1.5 - (1 + sfoot)))
    tt = dot(sub(corner, q), fwd(d))
    print('    route: Wheel %.5f right, forwards %.5f, align %.5f about %s' % (d, tt, 30 - d, corner))
    charge_result(name, s, units, terrain, board, 'right',
                  [('wheel', d), ('fwd', tt), ('about', corner, 30 - d)])


def through_gap_between_two_friends(name):
    s, units, terrain, board = load(name)
    w = math.degrees(math.atan2(84, 13))
    charge_result(name, s, units, terrain, board, 'front',
                  [('fwd', 7.5), ('wheel', -w), ('fwd', 3.5), ('about', (37.5, 31.5), w)])
    for d in (10, 30, 45):
        try:
            simulate(units['B'], [('wheel', -d), ('fwd', 8)], 'B', units, terrain, board)
            truth(name, 'a Wheel of %d left first is blocked' % d, False)
        except AssertionError as e:
            truth(name, 'a Wheel of %d left first is blocked (%s)' % (d, e), True)


def friend_beside_front_nearest_touches_it(name):
    s, units, terrain, board = load(name)
    b = units['B']
    p0 = b.moved(add(b.c, mul(fwd(330), 6)), 330)

    def x_at(d):
        p = p0.moved(rot_about(p0.c, wheel_pivot(p0, d), d), 330 + d)
        fl, f = p.corners()[0], fwd(p.facing)
        return fl[0] + f[0] * (31.5 - fl[1]) / f[1] - 34
    d = bisect(x_at, 30.01, 80)
    p = p0.moved(rot_about(p0.c, wheel_pivot(p0, d), d), 330 + d)
    tt = (31.5 - p.corners()[0][1]) / fwd(p.facing)[1]
    print('    route: forwards 6, Wheel %.5f right, forwards %.5f, align %.5f' % (d, tt, p.facing))
    charge_result(name, s, units, terrain, board, 'front',
                  [('fwd', 6), ('wheel', d), ('fwd', tt), ('about', (34, 31.5), -p.facing)])
    end = placed(b, units['T'], 'front', -0.5)
    truth(name, 'the end touches F (distance %.6f)' % dist(end.corners(), units['F'].corners()),
          touches(end.corners(), units['F'].corners()) and not overlaps(end.corners(), units['F'].corners(), 1e-9))


def main(names):
    for name in names:
        print(name)
        try:
            globals()[name](name)
        except AssertionError as e:
            print('  WRONG route blocked:', e)
            FAILS.append(name)
    if FAILS:
        print('FAILED:', ' '.join(sorted(set(FAILS))))
        sys.exit(1)
    print('all %d worked again' % len(names))


if __name__ == '__main__':
    every = sorted(f[:-5] for f in os.listdir(HERE) if f.endswith('.yaml'))
    missing = [n for n in every if n not in globals()]
    if missing:
        print('no check for:', ' '.join(missing))
        sys.exit(1)
    main(sys.argv[1:] or every)
