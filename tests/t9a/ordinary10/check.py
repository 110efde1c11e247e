"""Works every ordinary10 scenario again from the texts, by plain math (no rulec).

For each charge: the arc of the charger's front centre, the distance between
the Unit Boundaries against the Charge Range (Advance Rate + 2D6, dice given
die by die), then a brute-force search over Charge Moves (charge_search.py:
forwards, one Wheel of at most 90 degrees sampled every 0.5 degree, forwards
into contact, the Align Move; every pose checked against every body and the
board), the best end by Maximising Contact (ties: rule 1's, else the least
move of the Centre), refined by shrinking steps; then the route the header
gives, run exactly. Prints what the greedy choice (straight on, rule 1) gives.
Run: python3 tests/t9a/ordinary10/check.py [NAME...]   (a few minutes)
"""
import math
import os
import sys

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import charge_search as cs  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
FAILS = []


def length(v):
    if isinstance(v, (int, float)):
        return float(v)
    v = str(v).strip()
    for suf, k in (('mm', 1 / 25.4), ('cm', 1 / 2.54), ('in', 1.0), ('"', 1.0)):
        if v.endswith(suf):
            return float(v[:-len(suf)]) * k
    return float(v)


def load(name):
    with open(os.path.join(HERE, name + '.yaml')) as fh:
        s = yaml.safe_load(fh)
    units = {}
    for k, u in s['units'].items():
        fw, bd = (length(x) for x in u.get('base', ['1in', '1in']))
        units[k] = cs.U(k, u['side'], tuple(length(x) for x in u['centre']), float(u['facing']),
                        u.get('files', 1), u.get('ranks', 1), fw, bd, u.get('state', []),
                        {p: length(v) for p, v in u.get('props', {}).items() if p == 'advance'})
    terrain = [(t.get('kind'), [tuple(length(x) for x in p) for p in t['polygon']])
               for t in s.get('terrain', [])]
    board = (length(s['board']['width']), length(s['board']['depth']))
    return s, cs.World(units, terrain, board)


def report(name, what, ok, detail=''):
    print('  %-5s %s %s' % ('ok' if ok else 'WRONG', what, detail))
    if not ok:
        FAILS.append(name)


def charge(name, s, world, route=None, want_arc=None, eps=0.003):
    bid, tid = s['args']['unit'], s['args']['target']
    B, T = world.units[bid], world.units[tid]
    arc = cs.arc_of(B, T)
    report(name, 'arc', want_arc is None or arc == want_arc, arc)
    d = cs.dist(B.poly(), T.poly())
    dice = s['dice'][0]
    roll = sum(dice) if isinstance(dice, list) else dice
    rng = B.props.get('advance', 0.0) + roll
    reach = rng >= d - cs.TOUCH
    print('  distance %.5f, Charge Range %.5f: %s' % (d, rng, 'reaches' if reach else 'short'))
    exp = s['expect']['units'][bid]
    if not reach:
        report(name, 'short: B stays', exp.get('moved') is False)
        return None
    res = cs.search(world, bid, tid, arc)
    got = cs.choose(res)
    if got is None:
        print('  no Charge Move reaches the Target Facing')
        report(name, 'no room: B stays', exp.get('moved') is False)
        return None
    (k, r1, mv, mvp, end), best, is_r1 = got
    r1s = [r for r in res if r[1]]
    if r1s:
        print('  rule 1 (straight on, Align): key %s, Centre (%.5f, %.5f) facing %.4f'
              % (r1s[0][0], r1s[0][4].c[0], r1s[0][4].c[1], r1s[0][4].facing))
    else:
        print('  rule 1 (straight on, Align): reaches no placement')
    if not is_r1:
        mvp, end, mv = cs.refine(world, bid, tid, arc, mvp, best)
    fine = cs.run_move(world, B, tid, arc, *mvp, step=0.02)
    report(name, 'the best end, its Align Move sampled every 0.02 degree, is clear', fine is not None)
    print('  best key %s (rule 1: %s) via s1 %.5f, Wheel %.5f: Centre (%.5f, %.5f) facing %.4f, move %.5f'
          % (best, is_r1, mvp[0], mvp[1], end.c[0], end.c[1], end.facing, mv))
    if 'centre' in exp:
        ec = tuple(length(x) for x in exp['centre'])
        ok = math.hypot(end.c[0] - ec[0], end.c[1] - ec[1]) <= eps and abs(cs.norm180(end.facing - exp['facing'])) <= 0.02
        report(name, 'search agrees with expect', ok, '(expect %s facing %s)' % (ec, exp['facing']))
        if route is not None:
            e2 = cs.run_move(world, B, tid, arc, *route, step=0.02)
            ok = e2 is not None and math.hypot(e2.c[0] - ec[0], e2.c[1] - ec[1]) <= 1e-4 and \
                abs(cs.norm180(e2.facing - exp['facing'])) <= 1e-4
            report(name, 'the header route s1 %.5f, Wheel %.5f ends there exactly' % route, ok,
                   '' if e2 is None else '(%.6f, %.6f) %.5f' % (e2.c[0], e2.c[1], e2.facing))
            if e2 is not None:
                print('    key of the route end %s' % (cs.key(cs.evaluate(world, bid, e2, tid)),))
    else:
        report(name, 'expect names an end', False)
    return end


def bisect(fn, lo, hi, n=200):
    flo = fn(lo)
    for _ in range(n):
        m = (lo + hi) / 2
        if (fn(m) > 0) == (flo > 0):
            lo, flo = m, fn(m)
        else:
            hi = m
    return (lo + hi) / 2


# name: (the arc the header gives, the route (s1, Wheel; negative: left) it gives,
# solved here again from the header's own equations where it is not a round number)
def _route_200():
    w = cs.U('T', 'red', (36, 30), 200, 3, 1).poly()[0]
    v = (w[0] - 35, w[1] - 22.5)
    s = math.sqrt(v[0] ** 2 + v[1] ** 2 - 16)
    return (0.0, -math.degrees(math.atan2(v[1], v[0]) - math.atan2(s, 4)))


def _route_flank_friend():
    s = math.sqrt(3.3 ** 2 + 7 ** 2 - 16)
    return (0.0, -math.degrees(math.atan2(7, 3.3) - math.atan2(s, 4)))


def _route_second_enemy():
    s = math.sqrt(2.6 ** 2 + 5 ** 2 - 9)
    return (0.0, -math.degrees(math.atan2(5, 2.6) - math.atan2(s, 3)))


def _route_to(b, p, lead, u):
    """A Wheel about B's pivot corner, then forwards until the point u across B's front
    (from the pivot, towards the other corner) lies on p: (0, signed Wheel)."""
    def f(al):
        q = b.wheel(al) if al else b
        piv = q.poly()[0] if lead == 'FL' else q.poly()[1]
        r = cs.rgt(q.facing)
        sgn = 1 if lead == 'FL' else -1
        x = (piv[0] + sgn * u * r[0], piv[1] + sgn * u * r[1])
        d = (p[0] - x[0], p[1] - x[1])
        fw = cs.fwd(q.facing)
        return d[0] * fw[1] - d[1] * fw[0]   # p lies straight ahead of x when 0
    return f


MM = 1 / 25.4
SPEC = {
    'behind_in_range_fails': ('front', None),
    'wide_charger_at_200_wheels_to_centre': ('front', _route_200),
    'corner_7_24_25_double_one_reaches': ('front', lambda: (0.0, math.degrees(math.atan2(1.4, 4.8) + math.atan2(3, 4)))),
    'corner_7_24_25_double_one_short': ('front', None),
    'monster_target_nearest_of_two_stretches': ('front', 'bisect'),
    'front_beside_friend_on_flank_touches_it': ('front', _route_flank_friend),
    'cavalry_flank_at_250_rule1': ('left', lambda: (0.0, 0.0)),
    'long_cavalry_charge_advance_8': ('front', lambda: (0.0, 0.0)),
    'long_cavalry_least_move_not_nearest_slide': ('front', lambda: (0.0, 4.321523860299067)),
    'wall_ahead_target_beside_fails': ('front', None),
    'front_filled_by_wider_friend_fails': ('front', None),
    'single_model_charger_exact_point_of_five': ('front', 'bisect'),
    'rear_of_engaged_target_40mm_bases_rule1': ('rear', lambda: (0.0, 0.0)),
    'centred_eight_touches_second_enemy_takes_seven': ('front', _route_second_enemy),
    'facing_wraps_through_north': ('front', lambda: (0.0, 0.0)),
    'flank_one_rank_deep_corner_contacts': ('right', 'bisect'),
    'board_edge_north_rule1_off_table': ('front', 'bisect'),
}


def bisected_route(name, s, w):
    """Routes given in the header by a point B's leading corner or front must reach."""
    b = w.units[s['args']['unit']]
    t = w.units[s['args']['target']]
    if name == 'monster_target_nearest_of_two_stretches':
        O = t.poly()[1]                      # T's FR, B's left end of T's Front
        return (0.0, bisect(_route_to(b, O, 'FR', 80 * MM), 0.0, 5.0))
    if name == 'single_model_charger_exact_point_of_five':
        FR, FL = t.poly()[1], t.poly()[0]
        d = ((FL[0] - FR[0]) / t.W, (FL[1] - FR[1]) / t.W)
        P = (FR[0] + 110 * MM * d[0], FR[1] + 110 * MM * d[1])
        return (0.0, bisect(_route_to(b, P, 'FL', 50 * MM), -5.0, 0.0))
    if name == 'flank_one_rank_deep_corner_contacts':
        FR = t.poly()[1]                     # the flank's far end, 2 from B's FL
        return (0.0, bisect(_route_to(b, FR, 'FL', 2.0), -30.0, -15.0))
    if name == 'board_edge_north_rule1_off_table':
        return (0.0, bisect(_route_to(b, (31.0, 47.5), 'FL', 3.8), -12.0, -3.0))
    raise KeyError(name)


def main(names):
    names = names or sorted(f[:-5] for f in os.listdir(HERE) if f.endswith('.yaml'))
    for n in names:
        s, w = load(n)
        print(n)
        if n not in SPEC:
            report(n, 'has a check', False)
            continue
        arc, route = SPEC[n]
        if route == 'bisect':
            route = bisected_route(n, s, w)
        elif route is not None:
            route = route()
        charge(n, s, w, route=route, want_arc=arc)
    print('\n%d scenarios, %d wrong: %s' % (len(names), len(set(FAILS)), sorted(set(FAILS))))
    return 1 if FAILS else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
