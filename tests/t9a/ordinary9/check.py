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
        print('    Maximising Contact: no placement has room (%d tried)' % len(keys))
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


def corridor_board_edge_and_friend_target_turns(name):
    s, units, terrain, board = load(name)
    b, t, f = units['B'], units['T'], units['F']
    reaches, arc = charge_common(name, s, units, terrain, board, 'front')
    truth(name, 'the Charge Range reaches', reaches)
    for a in (0.5, 1, 10):   # no Wheel anywhere up the lane (0.5: 0.009in, beyond the tolerance)
        for y in (0, 3, 6.8):
            p = b.moved(add(b.c, (0, y)), 0)
            wl = p.moved(rot_about(p.c, p.corners()[0], -a), -a)
            wr = p.moved(rot_about(p.c, p.corners()[1], a), a)
            truth(name, 'after %.1f no Wheel of %.2f: left %s, right %s'
                  % (y, a, clear_pose(wl, 'B', units, terrain, board),
                     clear_pose(wr, 'B', units, terrain, board)),
                  clear_pose(wl, 'B', units, terrain, board) and clear_pose(wr, 'B', units, terrain, board))
    d, p = first_contact_forward(b, t)
    b2 = b.moved(add(b.c, (0, d)), 0)
    print('    straight on %.5f, contact at %s' % (d, p))
    spin = b2.moved(rot_about(b2.c, p, 0.5), 0.5)
    truth(name, 'B\'s own Align Move is blocked at once (%s)' % clear_pose(spin, 'B', units, terrain, board),
          clear_pose(spin, 'B', units, terrain, board) == 'off the board')
    for k in range(1, 151):   # T's turn, 0.1 degree at a time, clear of F, B and the board
        q = t.moved(rot_about(t.c, p, -k / 10), t.facing - k / 10)
        why = clear_pose(q, 'T', {'F': f, 'B': b2}, terrain, board)
        if why:
            truth(name, 'T turns clear (%s at %.1f)' % (why, k / 10), False)
            break
    t2 = t.moved(rot_about(t.c, p, -15), 180)
    cb, fb = expected_pose(s, 'B')
    ct, ft = expected_pose(s, 'T')
    same(name, 'B straight on', b2.c + (b2.facing,), cb + (fb,))
    same(name, 'T turned about the contact', t2.c + (t2.facing,), ct + (ft,))
    print('    models: %d' % models_in_contact(b2, t2, 'front', dot(sub(b2.front_centre(), add(t2.c, mul(fwd(180), 0.5))), right(180))))


def flee_path(a, facing, dist_, bodies, board, step=0.01):
    """Walks a Flee Move after its Pivot: the bodies it passes into, in order, and where
    the Table Edge is first touched (None if never)."""
    met, edge = [], None
    n = int(round(dist_ / step))
    for k in range(n + 1):
        p = a.moved(add(a.c, mul(fwd(facing), k * step)), facing)
        for key, poly in bodies:
            if key not in met and overlaps(p.corners(), poly):
                met.append(key)
        if edge is None and not all(TOL < x < board[0] - TOL and TOL < y < board[1] - TOL
                                    for x, y in p.corners()):
            edge = k * step
    return met, edge


def pivot_sweep(a, frm, to, poly, n=200):
    """The least distance from a Pivoting unit (frm -> to the short way) to poly."""
    turn = (to - frm + 180) % 360 - 180
    return min(dist(a.moved(a.c, frm + turn * k / n).corners(), poly) for k in range(n + 1))


def flee_reaction_5_12_13_through_friend(name):
    s, units, terrain, board = load(name)
    a, c, f = units['A'], units['C'], units['F']
    facing = bearing_of(sub(a.c, c.c))
    d = dice_total(s['dice'][0])
    print('    away from C: %.5f, Flee Distance %d' % (facing, d))
    truth(name, 'the Pivot meets nothing (F %.3f, C %.3f away)'
          % (pivot_sweep(a, a.facing, facing, f.corners()), pivot_sweep(a, a.facing, facing, c.corners())),
          pivot_sweep(a, a.facing, facing, f.corners()) > TOL and pivot_sweep(a, a.facing, facing, c.corners()) > TOL)
    met, edge = flee_path(a, facing, d, [('F', f.corners()), ('C', c.corners())], board)
    truth(name, 'passes through F only (%s), never the Table Edge' % met, met == ['F'] and edge is None)
    end = a.moved(add(a.c, mul(fwd(facing), d)), facing)
    truth(name, 'ends clear of F (%.3f)' % dist(end.corners(), f.corners()), dist(end.corners(), f.corners()) > TOL)
    ce, fe = expected_pose(s, 'A')
    same(name, 'A', end.c + (end.facing,), ce + (fe,), eps=0.0015)
    truth(name, 'events: panic_test F only', s['expect']['events'] == ['panic_test F'])


def flee_through_enemy_onto_east_edge(name):
    s, units, terrain, board = load(name)
    a, c, e = units['A'], units['C'], units['E']
    facing = bearing_of(sub(a.c, c.c))
    d = dice_total(s['dice'][0])
    print('    away from C: %.5f, Flee Distance %d' % (facing, d))
    truth(name, 'the Pivot meets nothing', pivot_sweep(a, a.facing, facing, e.corners()) > TOL
          and pivot_sweep(a, a.facing, facing, c.corners()) > TOL)
    met, edge = flee_path(a, facing, d, [('E', e.corners()), ('C', c.corners())], board)
    print('    met %s; the Table Edge at %s' % (met, edge))
    truth(name, 'through E (Dangerous 4+), then the Table Edge within the roll',
          met == ['E'] and edge is not None and edge <= d)
    truth(name, 'A removed, events test then casualty',
          s['expect']['units']['A'] == {'removed': True}
          and s['expect']['events'] == ['dangerous_terrain_test A 4', 'casualty A'])
    p = a.moved(a.c, facing)
    exact = (72 - max(x for x, y in p.corners())) / fwd(facing)[0]
    same(name, 'the edge met after', (exact,), (10.125,), eps=1e-6)


def pursuit_pivot_stops_1in_from_friend_corner(name):
    s, units, terrain, board = load(name)
    a, b, f = units['A'], units['B'], units['F']
    roll = dice_total(s['dice'][0])
    truth(name, 'Pursuit Distance %d < Flee Distance %.0f: not caught' % (roll, a.props['flee_distance']),
          roll < a.props['flee_distance'])
    full = b.moved(b.c, a.facing)
    fl, fr = full.corners()[0], full.corners()[1]
    inside = [add(fl, mul(sub(fr, fl), k / 100)) for k in range(1, 100)]
    fp = f.corners()
    xs, ys = [p[0] for p in fp], [p[1] for p in fp]
    truth(name, 'after the full Pivot the Front overlaps F',
          any(min(xs) + TOL < p[0] < max(xs) - TOL and min(ys) + TOL < p[1] < max(ys) - TOL for p in inside))

    def gap(t):
        return dist(b.moved(b.c, t).corners(), fp) - 1
    samples = [gap(k / 20) for k in range(0, 1801)]
    first = next(k / 20 for k, g in enumerate(samples) if g < 0)
    t = bisect(gap, first - 0.05, first)
    exact = 12.80426606528675 + math.degrees(math.acos(2 / math.hypot(2.2, 0.5)))
    print('    clockwise: 1in first reached at %.5f (the flank against F\'s corner: %.5f)' % (t, exact))
    ccw = next(k / 20 for k in range(0, 1801) if dist(b.moved(b.c, -k / 20).corners(), fp) < 1)
    print('    anticlockwise: 1in reached after %.2f, facing %.2f' % (ccw, 360 - ccw))
    truth(name, 'clockwise gets nearer 90', abs(90 - t) < 90 + ccw)
    c, fc = expected_pose(s, 'B')
    same(name, 'B', b.c + (t,), c + (fc,), eps=0.005)
    same(name, 'B by the formula', (exact,), (t,), eps=1e-6)


def pursuit_charges_enemy_turned_20_rule1(name):
    s, units, terrain, board = load(name)
    a, b, e = units['A'], units['B'], units['E']
    roll = dice_total(s['dice'][0])
    truth(name, 'not caught', roll < a.props['flee_distance'])
    truth(name, 'B already faces A\'s facing', same_angle(b.facing, a.facing))
    rect = [b.corners()[0], b.corners()[1], add(b.corners()[1], mul(fwd(b.facing), roll)),
            add(b.corners()[0], mul(fwd(b.facing), roll))]
    truth(name, 'E is in the rectangle ahead, A is not',
          penetration(rect, e.corners()) > 0 and penetration(rect, a.corners()) < 0)
    truth(name, 'B is in E\'s Front arc', arc_of(b, e) == 'front')
    d = dist(b.corners(), e.corners())
    truth(name, 'distance %.5f within the Pursuit Distance %d' % (d, roll), d <= roll)
    units2 = {'B': b, 'T': e, 'A': a}
    r1 = rule1_offset(b, e, 'front')[0]
    print('    rule 1: s=%.5f, %d models' % (r1, models_in_contact(b, e, 'front', r1)))
    pose, top, best = best_placement(name, units2, terrain, board, 'B', 'T', 'front', r1)
    least = min(best, key=lambda x: math.hypot(*sub(placed(b, e, 'front', x).c, b.c)))
    print('    the least move instead: s=%.5f at %s' % (least, placed(b, e, 'front', least).c))
    c, f = expected_pose(s, 'B')
    same(name, 'B', pose.c + (pose.facing,), c + (f,))
    dd, p = first_contact_forward(b, e)
    end = simulate(b, [('fwd', dd), ('about', p, 20)], 'B', units2, terrain, board)
    same(name, 'B by rule 1\'s route', end.c + (end.facing,), c + (f,))


def flee_ends_on_friend_placed_at_first_clear(name):
    s, units, terrain, board = load(name)
    a, c, f = units['A'], units['C'], units['F']
    facing = bearing_of(sub(a.c, c.c))
    d = dice_total(s['dice'][0])
    truth(name, 'the Pivot meets nothing', pivot_sweep(a, a.facing, facing, f.corners()) > TOL)
    end = a.moved(add(a.c, mul(fwd(facing), d)), facing)
    truth(name, 'the rolled %d ends on F' % d, overlaps(end.corners(), f.corners()))

    def over(t):
        return penetration(a.moved(add(a.c, mul(fwd(facing), t)), facing).corners(), f.corners())
    t = bisect(over, d, 20)
    print('    clear of F after %.6f (the header: 11.3)' % t)
    p = a.moved(add(a.c, mul(fwd(facing), t)), facing)
    ce, fe = expected_pose(s, 'A')
    same(name, 'A placed at the first clear place', p.c + (p.facing,), ce + (fe,), eps=0.0002)
    truth(name, 'touching F there', dist(p.corners(), f.corners()) < 1e-6)
    met, edge = flee_path(a, facing, t, [('F', f.corners())], board)
    truth(name, 'F met (Panic Test), no Table Edge', met == ['F'] and edge is None)


def flank_covered_by_rock_fails(name):
    s, units, terrain, board = load(name)
    reaches, arc = charge_common(name, s, units, terrain, board, 'right')
    truth(name, 'in range', reaches)
    pose, top, best = best_placement(name, units, terrain, board, 'B', 'T', arc)
    truth(name, 'no placement on the Right Flank has room', pose is None)
    truth(name, 'B and T stay', s['expect']['units']['B'] == {'moved': False}
          and s['expect']['units']['T'] == {'moved': False})


def pursuit_arc_before_pivot_charges_flank(name):
    s, units, terrain, board = load(name)
    a, b0, e = units['A'], units['B'], units['E']
    roll = dice_total(s['dice'][0])
    truth(name, 'not caught', roll < a.props['flee_distance'])
    b = b0.moved(b0.c, a.facing)
    truth(name, 'arc before the Pivot: %s; after: %s' % (arc_of(b0, e), arc_of(b, e)),
          arc_of(b0, e) == 'right' and arc_of(b, e) == 'front')
    truth(name, 'the Pivot meets nothing (%.3f)' % pivot_sweep(b0, 0, 90, e.corners()),
          pivot_sweep(b0, 0, 90, e.corners()) > TOL)
    rect = [b.corners()[0], b.corners()[1], add(b.corners()[1], mul(fwd(90), roll)),
            add(b.corners()[0], mul(fwd(90), roll))]
    truth(name, 'E in the rectangle ahead', penetration(rect, e.corners()) > 0)
    d = dist(b.corners(), e.corners())
    truth(name, 'distance %.5f within %d' % (d, roll), d <= roll)
    u2 = {'B': b, 'T': e, 'A': a}
    r1 = rule1_offset(b, e, 'right')[0]
    print('    straight on (rule 1): %d models' % models_in_contact(b, e, 'right', r1))
    pose, top, best = best_placement(name, u2, terrain, board, 'B', 'T', 'right', r1)
    c, f = expected_pose(s, 'B')
    same(name, 'B', pose.c + (pose.facing,), c + (f,))
    corner = e.corners()[1]

    def miss(dd):
        p = b.moved(rot_about(b.c, wheel_pivot(b, dd), dd), 90 + dd)
        q = sub(p.corners()[1], right(p.facing))
        w = sub(corner, q)
        fb = fwd(p.facing)
        return w[0] * fb[1] - w[1] * fb[0]
    dd = bisect(miss, -60, -1)
    p = b.moved(rot_about(b.c, wheel_pivot(b, dd), dd), 90 + dd)
    tt = dot(sub(corner, sub(p.corners()[1], right(p.facing))), fwd(p.facing))
    print('    route: Wheel %.5f, forwards %.5f, align %.5f' % (dd, tt, 135 - p.facing))
    end = simulate(b, [('wheel', dd), ('fwd', tt), ('about', corner, 135 - p.facing)], 'B', u2, terrain, board)
    same(name, 'B by the route', end.c + (end.facing,), c + (f,))


def pursuit_pivot_into_enemy_turned_30_nearest_of_seven(name):
    s, units, terrain, board = load(name)
    a, b0, e = units['A'], units['B'], units['E']
    roll = dice_total(s['dice'][0])
    truth(name, 'not caught', roll < a.props['flee_distance'])
    truth(name, 'arc before the Pivot: E\'s Front', arc_of(b0, e) == 'front')
    b = b0.moved(b0.c, a.facing)
    fl, fr = b.corners()[0], b.corners()[1]
    pts = [add(fl, mul(sub(fr, fl), k / 200)) for k in range(1, 200)]
    ef, er = fwd(e.facing), right(e.facing)
    inside = [p for p in pts if abs(dot(sub(p, e.c), er)) < e.W / 2 - TOL and abs(dot(sub(p, e.c), ef)) < e.D / 2 - TOL]
    truth(name, 'after the Pivot the Front overlaps E (from y %.3f)' % min(p[1] for p in inside), len(inside) > 0)
    u2 = {'B': b0, 'T': e, 'A': a}
    pose, top, best = best_placement(name, u2, terrain, board, 'B', 'T', 'front')
    mid, ee, n, _ = facing_edge(e, 'front')
    foot = dot(sub(sub(b0.c, mul(n, 0.5)), mid), ee)
    print('    the nearest placement of all: s=%.5f, %d models' % (foot, models_in_contact(b0, e, 'front', foot)))
    c, f = expected_pose(s, 'B')
    same(name, 'B placed back', pose.c + (pose.facing,), c + (f,))


def flee_failed_rally_8_15_17_double_one_two(name):
    s, units, terrain, board = load(name)
    a, e1, e2 = units['A'], units['E1'], units['E2']
    d1, d2 = dist(a.corners(), e1.corners()), dist(a.corners(), e2.corners())
    print('    E1 %.3f away, E2 (Shaken) %.3f' % (d1, d2))
    truth(name, 'E2 nearer but Shaken', d2 < d1 and 'shaken' in e2.state)
    facing = bearing_of(sub(a.c, e1.c))
    d = dice_total(s['dice'][0])
    met, edge = flee_path(a, facing, d, [('E1', e1.corners()), ('E2', e2.corners())], board)
    truth(name, 'nothing met, no Table Edge', not met and edge is None
          and pivot_sweep(a, 0, facing, e2.corners()) > TOL)
    end = a.moved(add(a.c, mul(fwd(facing), d)), facing)
    ce, fe = expected_pose(s, 'A')
    same(name, 'A', end.c + (end.facing,), ce + (fe,), eps=0.005)


def sampled_charge_moves(b, t, arc, others, board, amax=14.0, da=0.5, dd=2.0, n=12):
    """The ends (s) of Charge Moves tried on a grid: forwards a, a Wheel d, forwards into
    first contact with t on the facing, the Align Move; every pose sampled clear."""
    mid, e, nn, _ = facing_edge(t, arc)
    to = bearing_of(mul(nn, -1))

    def ok(p, with_t=True):
        return on_board(p.corners(), board) and not any(overlaps(p.corners(), q) for q in others) \
            and not (with_t and overlaps(p.corners(), t.corners()))
    out = []
    a = 0.0
    while a <= amax:
        p0 = b.moved(add(b.c, mul(fwd(b.facing), a)), b.facing)
        if not ok(p0):
            break
        d = -90.0
        while d <= 90.0001:
            piv = wheel_pivot(p0, d)
            if all(ok(p0.moved(rot_about(p0.c, piv, d * k / n), p0.facing + d * k / n)) for k in range(1, n + 1)):
                p = p0.moved(rot_about(p0.c, piv, d), p0.facing + d)
                go, cp = first_contact_forward(p, t)
                if cp is not None and abs(dot(sub(cp, mid), nn)) < 1e-6:
                    m = max(2, int(go / 0.25))
                    if all(ok(p.moved(add(p.c, mul(fwd(p.facing), go * k / m)), p.facing), False)
                           for k in range(1, m + 1)):
                        q = p.moved(add(p.c, mul(fwd(p.facing), go)), p.facing)
                        turn = (to - q.facing + 180) % 360 - 180
                        if abs(turn) < 90 and all(ok(q.moved(rot_about(q.c, cp, turn * k / n), q.facing + turn * k / n))
                                                  for k in range(1, n + 1)):
                            out.append(dot(sub(q.moved(rot_about(q.c, cp, turn), to).c, mid), e))
            d += dd
        a += da
    return out


def two_enemies_in_the_way_gap_too_narrow_fails(name):
    s, units, terrain, board = load(name)
    reaches, arc = charge_common(name, s, units, terrain, board, 'front')
    truth(name, 'in range', reaches)
    e1, e2, b = units['E1'], units['E2'], units['B']
    gap = min(x for x, y in e2.corners()) - max(x for x, y in e1.corners())
    truth(name, 'the gap %.2f is narrower than B (%.0f)' % (gap, b.W), gap < b.W)
    ends = sampled_charge_moves(b, units['T'], arc, [e1.corners(), e2.corners()], board)
    truth(name, 'no sampled Charge Move reaches T (%d)' % len(ends), not ends)
    open_ends = sampled_charge_moves(b, units['T'], arc, [], board, amax=4, dd=10)
    truth(name, 'without E1 and E2 some do (%d)' % len(open_ends), len(open_ends) > 0)


def front_at_20_its_friend_beside_not_touched(name):
    s, units, terrain, board = load(name)
    b, t, g = units['B'], units['T'], units['G']
    reaches, arc = charge_common(name, s, units, terrain, board, 'front')
    truth(name, 'in range', reaches)
    r1 = rule1_offset(b, t, arc)[0]
    print('    rule 1: s=%.5f, %d models' % (r1, models_in_contact(b, t, arc, r1)))
    centred = placed(b, t, arc, 0)
    print('    centred: %d models, touching G: %s' % (models_in_contact(b, t, arc, 0),
                                                   touches(centred.corners(), g.corners())))
    pose, top, best = best_placement(name, units, terrain, board, 'B', 'T', arc, r1)
    truth(name, 'the best touches no other enemy', top[0] == 1)
    c, f = expected_pose(s, 'B')
    same(name, 'B', pose.c + (pose.facing,), c + (f,))
    ends = sampled_charge_moves(b, t, arc, [g.corners()], board, amax=5, da=0.5, dd=1.0)
    s_end = dot(sub(sub(pose.c, mul(fwd(t.facing), 0.5)), add(t.c, mul(fwd(t.facing), 0.5))), right(t.facing))
    truth(name, 'sampled Charge Moves reach s %.2f..%.2f, around s=%.3f' % (min(ends), max(ends), s_end),
          any(x <= s_end for x in ends) and any(x >= s_end for x in ends))


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
