"""Works ordinary8's charges, flees and pursuits again from the texts, by plain math.

No rulec: its own geometry (geo.py). For a charge it finds the arc, the distance
between the Unit Boundaries, and every placement flat on the charged Facing (slid
every 0.005in and at every meeting of base edges), ranked by Maximising Contact
(1: touching no other enemy, 4: most models; ties: the least move of the Centre,
the suite's reading), and prints what a greedy choice (straight on, centred)
would give; it simulates the route each header gives, checking every pose
clear of the other bodies. Flee and Pursuit are worked again with arithmetic.
Each result is compared with the scenario's `expect`.
Run: python3 tests/t9a/ordinary8/check.py
"""
import math
import os
import sys

import yaml

from geo import (Unit, add, arc_of, contacts, dist, forward, fwd, on_board, overlaps,
                 rotate_about, rot, swept_clear, touches, TOL)

HERE = os.path.dirname(os.path.abspath(__file__))
FAILS = []


def length(v):
    if isinstance(v, (int, float)):
        return float(v)
    v = str(v)
    for suf, k in (('in', 1.0), ('"', 1.0), ('mm', 1 / 25.4), ('cm', 10 / 25.4)):
        if v.endswith(suf):
            return float(v[:-len(suf)]) * k
    return float(v)


def load(name):
    with open(os.path.join(HERE, name + '.yaml')) as f:
        s = yaml.safe_load(f)
    units = {}
    for k, u in s['units'].items():
        base = tuple(length(x) for x in u.get('base', ['1in', '1in']))
        units[k] = (u['side'], Unit(tuple(length(x) for x in u['centre']), float(u['facing']),
                                   u.get('files', 1), u.get('ranks', 1), base))
    terrain = [[tuple(length(x) for x in p) for p in t['polygon']] for t in s.get('terrain', [])]
    return s, units, terrain


def want(s, uid):
    e = s['expect']['units'][uid]
    c = tuple(length(x) for x in e['centre']) if 'centre' in e else None
    return c, e.get('facing')


def same(name, what, got, exp, eps=0.0015):
    ok = all(abs(a - b) <= eps for a, b in zip(got, exp))
    print('  %-5s %s: got %s, expected %s' % ('ok' if ok else 'WRONG', what,
                                            tuple(round(x, 5) for x in got), exp))
    if not ok:
        FAILS.append(name)


FACING_TURN = {'front': 180, 'rear': 0, 'right': 270, 'left': 90}


def facing_line(T, arc):
    """The charged Facing's two ends (left to right as the charger sees it) and the
    charger's facing when flat on it."""
    fl, fr, rr, rl = T.corners()
    ends = {'front': (fr, fl), 'rear': (rl, rr), 'right': (rr, fr), 'left': (fl, rl)}[arc]
    return ends, (T.b + FACING_TURN[arc]) % 360


def placements(B, T, arc, others, enemies, start):
    """Every placement of B flat on T's charged Facing, with its rank."""
    (a, b), face = facing_line(T, arc)
    L = math.hypot(b[0] - a[0], b[1] - a[1])
    along = ((b[0] - a[0]) / L, (b[1] - a[1]) / L)
    tb = T.base[0] if arc in ('front', 'rear') else T.base[1]
    # o: where B's front-left corner lies along the Facing from its first end
    os_ = set(round(-B.w + k * 0.005, 6) for k in range(int((L + B.w) / 0.005) + 1))
    for j in range(int(round(L / tb)) + 1):
        for k in range(B.files + 1):
            o = j * tb - k * B.base[0]
            if -B.w <= o <= L:
                os_.add(round(o, 9))
    out = []
    for o in sorted(os_):
        fl = add(a, along, o)
        P = B.front_from_fl(fl, face)
        poly = P.corners()
        if not on_board(poly) or any(overlaps(poly, O) for O in others):
            continue
        if dist(poly, T.corners()) > TOL:
            continue
        others_touched = sum(1 for E in enemies if touches(poly, E))
        m = sum(contacts(P, T))
        move = math.hypot(P.c[0] - start[0], P.c[1] - start[1])
        out.append((others_touched, -m, move, o, P))
    out.sort(key=lambda x: (x[0], x[1], x[2]))
    return out


def charge(name, charger='B', target='T', route=None, greedy=()):
    s, units, terrain = load(name)
    B, T = units[charger][1], units[target][1]
    side = units[charger][0]
    print(name)
    arc = arc_of(T, B.front_centre())
    d = dist(B.corners(), T.corners())
    rng = sum(sum(x) if isinstance(x, list) else x for x in s['dice'])
    rng += length(s['units'][charger].get('props', {}).get('advance', 0))
    tol = length(s.get('tolerance', 0.001))
    reaches = d <= rng + tol
    print('  arc %s, distance %.5f, range %g: %s' % (arc, d, rng, 'reaches' if reaches else 'short'))
    others = [U.corners() for k, (sd, U) in units.items() if k not in (charger, target)] + terrain
    enemies = [U.corners() for k, (sd, U) in units.items() if k != target and sd != side]
    if not reaches:
        same(name, 'B stays', B.c, want(s, charger)[0])
        return
    ps = placements(B, T, arc, others, enemies, B.c)
    best = ps[0]
    print('  best: %d models, touching %d other enemies, move %.4f, centre (%.5f, %.5f) facing %g'
          % (-best[1], best[0], best[2], best[4].c[0], best[4].c[1], best[4].b))
    ties = [p for p in ps if p[:2] == best[:2]]
    print('  placements with as many: o in %.4f..%.4f (%d tried)'
          % (min(p[3] for p in ties), max(p[3] for p in ties), len(ties)))
    for label, o in greedy:
        g = [p for p in ps if abs(p[3] - o) < 1e-6]
        (a_, b_), face = facing_line(T, arc)
        P = B.front_from_fl(add(a_, ((b_[0] - a_[0]), (b_[1] - a_[1])), o / math.dist(a_, b_)), face)
        m = sum(contacts(P, T))
        print('  greedy %s (o = %.4f): %d models%s' % (label, o, m, '' if g else ', no room'))
        if g and -g[0][1] >= -best[1] and g[0][0] <= best[0]:
            print('  (greedy as good)')
        elif g and g[0][0] > best[0]:
            print('  (touches another enemy: Maximising Contact 1 ranks it below)')
    c, f = want(s, charger)
    same(name, 'B centre', best[4].c, c)
    same(name, 'B facing', (best[4].b % 360,), (f % 360,), 0.01)
    if route:
        poses, end = route(B)
        obstacles = others
        ok, why = swept_clear(poses, obstacles)
        tpoly = T.corners()
        into_t = [U for U in poses if overlaps(U.corners(), tpoly)]
        print('  route: %d poses, clear of the others: %s, into T: %d; ends (%.5f, %.5f) facing %.3f'
              % (len(poses), ok, len(into_t), end.c[0], end.c[1], end.b))
        if not ok or into_t:
            FAILS.append(name + ' route')
        same(name, 'route end', end.c, c)


def wheel_route(B, pivot_right, fwd1, t, target_y, align_about_left):
    """Forwards fwd1, a Wheel of t about a front corner, forwards until the topmost
    front corner meets y target_y, the Align Move back about it."""
    poses = forward(B, fwd1)
    U = poses[-1]
    fl, fr, _, _ = U.corners()
    piv = fr if pivot_right else fl
    w = rotate_about(U, piv, t if pivot_right else -t)
    poses += w
    U = w[-1]
    fl, fr, _, _ = U.corners()
    top = fl if align_about_left else fr
    dd = (target_y - top[1]) / math.cos(math.radians(U.b))
    f2 = forward(U, dd)
    poses += f2
    U = f2[-1]
    fl, fr, _, _ = U.corners()
    top = fl if align_about_left else fr
    a = rotate_about(U, top, -U.b if U.b < 180 else 360 - U.b)
    poses += a
    return poses, a[-1]


def solve(fun, lo, hi):
    for _ in range(200):
        m = (lo + hi) / 2
        if fun(lo) * fun(m) <= 0:
            hi = m
        else:
            lo = m
    return (lo + hi) / 2


def s1_route(B, a=0.0):
    t = solve(lambda t: 34.5 - 2 * math.cos(math.radians(t)) + (5 - a - 2 * math.sin(math.radians(t)))
              * math.tan(math.radians(t)) - 35, 1, 80)
    print('  Wheel %.3f after %.1f forwards' % (t, a))
    return wheel_route(B, True, a, t, 29, True)


def s5_route(B):
    t = solve(lambda t: 4 * math.cos(math.radians(t)) - (7 - 4 * math.sin(math.radians(t)))
              * math.tan(math.radians(t)) - 3.5, 0.1, 30)
    print('  Wheel %.3f' % t)
    return wheel_route(B, False, 0, t, 29.5, False)


def s8_route(B):
    poses = forward(B, 4.9452)
    U = poses[-1]
    w = rotate_about(U, U.corners()[1], 15)
    poses += w
    U = w[-1]
    f = fwd(U.b)
    # forwards until the front meets K = (34.5, 29)
    K = (34.5, 29.0)
    dd = (K[0] - U.corners()[0][0]) * f[0] + (K[1] - U.corners()[0][1]) * f[1]
    f2 = forward(U, dd)
    poses += f2
    U = f2[-1]
    a = rotate_about(U, K, 90 - U.b)
    return poses + a, a[-1]


def s10_route(B):
    poses = forward(B, 4.67128)
    U = poses[-1]
    w = rotate_about(U, U.corners()[0], -20)
    poses += w
    U = w[-1]
    f2 = forward(U, 29 - U.corners()[0][1])
    return poses + f2, f2[-1]


def flee_and_pursue():
    # flee_through_friend_off_table_edge: 180 from C; 9 south; F passed; edge at 7.
    s, u, _ = load('flee_through_friend_off_table_edge')
    A = u['A'][1]
    rear = A.c[1] - A.d / 2
    print('flee_through_friend_off_table_edge: F met after %.1f, edge after %.1f of 9'
          % (rear - 4.5, rear - 0))
    ev = s['expect']['events']
    if not (rear - 4.5 < rear < 9) or ev != ['panic_test F', 'casualty A']:
        FAILS.append('flee_through_friend_off_table_edge')
    for name, removed in (('flee_ends_within_tolerance_of_edge_removed', True),
                          ('flee_ends_twice_tolerance_from_edge_stays', False)):
        s, u, _ = load(name)
        A = u['A'][1]
        gap = A.c[0] - 8 - A.d / 2
        got = gap <= TOL
        print('%s: ends %.4f from the edge: removed %s' % (name, gap, got))
        if got != removed or s['expect']['units']['A'].get('removed') != removed:
            FAILS.append(name)
    s, u, _ = load('pursuit_equal_to_flee_distance_catches_oblique')
    roll = sum(s['dice'][0])
    fd = length(s['units']['A']['props']['flee_distance'])
    B = u['B'][1]
    end = add(B.c, fwd(45), roll)
    print('pursuit_equal_to_flee_distance_catches_oblique: %g >= %g: %s' % (roll, fd, roll >= fd))
    same('pursuit_equal', 'B', end, want(s, 'B')[0])
    s, u, _ = load('pursuit_passes_beside_enemy_backtracks_before_it')
    B, E = u['B'][1], u['E'][1]
    roll = sum(s['dice'][0])
    # the last pose along the move (backwards from its end) at least 1in from E
    # (geometry.md: "may stand exactly D away"; the suite stops it at exactly 1in)
    k = roll
    while k > 0:
        P = B.at(add(B.c, fwd(0), k), 0)
        if dist(P.corners(), E.corners()) >= 1:
            break
        k -= 0.001
    lo, hi = k, k + 0.001
    for _ in range(60):
        m = (lo + hi) / 2
        if dist(B.at(add(B.c, fwd(0), m), 0).corners(), E.corners()) >= 1:
            lo = m
        else:
            hi = m
    print('pursuit_passes_beside_enemy_backtracks_before_it: end %.6f from E; last legal move %.6f'
          % (dist(B.at(add(B.c, fwd(0), roll), 0).corners(), E.corners()), lo))
    same('pursuit_passes_beside', 'B', add(B.c, fwd(0), lo), want(s, 'B')[0])


def combination():
    """corridor_charger_turns_10_target_the_rest: B's Align Move about P until it
    would go into R (bisection on poses), then T turns the rest."""
    name = 'corridor_charger_turns_10_target_the_rest'
    s, u, terrain = load(name)
    B, T = u['B'][1], u['T'][1]
    P = T.corners()[0]
    print(name)
    print('  T front-left corner P = (%.5f, %.5f); straight on 7 to B (36,27)' % P)
    B1 = B.at((36.0, 27.0), 0)
    walls, rock = terrain[:2], terrain[2]
    ok, _ = swept_clear(forward(B, 7), walls)
    full_ok, _ = swept_clear(rotate_about(B1, P, 20), terrain)
    lo, hi = 0.0, 20.0
    for _ in range(60):
        m = (lo + hi) / 2
        if swept_clear(rotate_about(B1, P, m, 100), terrain, 1e-9)[0]:
            lo = m
        else:
            hi = m
    print('  straight move clear: %s; rule 1 (20) clear: %s; B turns %.5f' % (ok, full_ok, lo))
    Tturn_full, _ = swept_clear(rotate_about(T, P, -20), terrain)
    rest = 20 - lo
    Tok, _ = swept_clear(rotate_about(T, P, -rest), terrain)
    print('  T alone 20 clear: %s; T %.5f clear: %s' % (Tturn_full, rest, Tok))
    Bend = B1.at(rot(B1.c, P, lo), lo)
    Tend = T.at(rot(T.c, P, -rest), T.b - rest)
    same(name, 'B', Bend.c + (Bend.b,), want(s, 'B')[0] + (want(s, 'B')[1],), 0.002)
    same(name, 'T', Tend.c + (Tend.b,), want(s, 'T')[0] + (want(s, 'T')[1],), 0.002)
    if not ok or full_ok or Tturn_full or not Tok:
        FAILS.append(name)


def main():
    only = sys.argv[1:]

    def run(name, **kw):
        if not only or name in only:
            charge(name, **kw)

    run('deep_column_2x4_wheels_onto_centre', route=s1_route, greedy=[('straight on', -1.5)])
    run('deep_column_rock_beside_wheels_late', route=lambda B: s1_route(B, 1.5))
    run('wide_bases_not_centred', greedy=[('straight on', -1.7), ('centred', -1.75)])
    run('front_partly_screened_by_its_friend', greedy=[('most models, touching U', 3.0)])
    run('second_charger_overhangs_free_front', route=s5_route)
    run('range_short_by_half_tolerance_reaches')
    run('range_short_by_twice_tolerance_fails')
    run('corner_approach_flank_four_on_two_deep', route=s8_route)
    run('deep_target_narrow_front_four_on_two')
    run('rule1_end_on_rock_charger_wheels_target_not_turned', route=s10_route)
    if not only:
        combination()
        flee_and_pursue()
    print('FAILED: %s' % FAILS if FAILS else 'all agree')
    sys.exit(1 if FAILS else 0)


main()
