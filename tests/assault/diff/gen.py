"""Randomized differential search: small assaults, rulec against solve.py.

    python3 tests/assault/diff/gen.py [--seed N] [--count K] [--rulec BIN] [--out DIR] [--budget S]

Each case (seed N+i) is drawn, written as a scenario of the spec's YAML
(version 1.1, rules/assault.rules, `assault` with move 6in), run by
`rulec run --json`, and compared with what solve.py works from the text:
whether the charge happens, which model goes first and where it ends
(where no other model or target model needs as little, within 0.002in),
whether rulec's end is legal (no overlap, no base within 1in of the unit
not charged, none in a wall, coherent, every moved model reaching its end
by a route within its move in some order), and whether a placement with
more models in contact, then more target models touched, then more
models ENGAGED exists (a bounded search; a witness is a proof, its
absence within the budget is not). Mismatches are written to DIR with
the scenario, rulec's placement and the witness.
"""
import argparse
import json
import math
import os
import random
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import solve  # noqa: E402
from solve import TOL, World, dist, rad, touching  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
RULES = os.path.relpath(os.path.join(HERE, '..', '..', '..', 'rules', 'assault.rules'), HERE)
BASES = [25, 32, 40]


def place_cluster(rng, n, r, centre, spread, others, gap_lo=0.1, gap_hi=2.2, pts=None):
    """n bases of radius r round centre, each within gap_hi (edge) of one
    placed before, none overlapping others [(centre, radius)]; pts: bases
    placed already (counted in n)"""
    pts = list(pts or [])
    for _ in range(400):
        if len(pts) == n:
            break
        if not pts:
            p = (centre[0] + rng.uniform(-spread, spread), centre[1] + rng.uniform(-spread, spread))
        else:
            a = rng.choice(pts)
            ang = rng.uniform(0, 2 * math.pi)
            g = rng.uniform(gap_lo, gap_hi)
            p = (a[0] + (2 * r + g) * math.cos(ang), a[1] + (2 * r + g) * math.sin(ang))
        if any(dist(p, q) < 2 * r + gap_lo for q in pts):
            continue
        if any(dist(p, c) < r + rr + 0.1 for c, rr in others):
            continue
        pts.append(p)
    return pts if len(pts) == n else None


def wall_clear(poly, circles):
    for c, rr in circles:
        if solve.inside(c, poly) or solve.seg_poly(c, c, poly) < rr + 0.05:
            return False
    return True


MODES = ['plain', 'crowd', 'wall_near', 'zone_near', 'far', 'spread']
# the modes of run 5 (drawn only when asked, so that the seeds of runs 1-4
# draw the same cases): terrain that slows (a strip across the way, a wood
# under the target models or under the chargers, one far off), dangerous
# terrain, two walls with a gap narrower or wider than a base, two units
# charged, a unit that starts in two groups, models in base contact where
# they start, charges that fall short (too far, or a wall to go round)
NEW_MODES = ['difficult', 'dangerous', 'gap', 'two', 'split', 'contact', 'short']


def rect(centre, u, v, a0, a1, b0, b1):
    """the rectangle of points centre + a u + b v, a in [a0, a1], b in [b0, b1]"""
    return [(round(centre[0] + a * u[0] + b * v[0], 3), round(centre[1] + a * u[1] + b * v[1], 3))
            for a, b in ((a0, b0), (a1, b0), (a1, b1), (a0, b1))]


def box(pts, grow):
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    x0, x1, y0, y1 = min(xs) - grow, max(xs) + grow, min(ys) - grow, max(ys) + grow
    return [(round(x0, 3), round(y0, 3)), (round(x1, 3), round(y0, 3)), (round(x1, 3), round(y1, 3)), (round(x0, 3), round(y1, 3))]


def draw_new(rng, mode):
    """one case of the modes of run 5, or None"""
    nt = rng.choice([1, 1, 2, 2, 3])
    nm = rng.choice([1, 2, 3, 3, 4, 4, 5])
    bt, bm = rng.choice(BASES), rng.choice(BASES)
    rt, rm = rad(bt), rad(bm)
    lo, hi = 3.0, 7.0
    if mode == 'short':
        lo, hi = (6.05, 8.0) if rng.random() < 0.5 else (4.0, 5.9)
    elif mode == 'contact':
        nm = rng.choice([2, 3, 4, 5])
    elif mode == 'split':
        nm = rng.choice([2, 3, 4, 5])
    tc = (24.0, 30.0)
    T = place_cluster(rng, nt, rt, tc, 0.0, [], 0.05, 1.6)
    if T is None:
        return None
    ang = rng.uniform(-math.pi * 0.85, -math.pi * 0.15)
    u = (math.cos(ang + math.pi), math.sin(ang + math.pi))  # from M towards T
    v = (-u[1], u[0])
    D = rng.uniform(lo, hi) + rt + rm
    mc = (tc[0] + D * math.cos(ang), tc[1] + D * math.sin(ang))
    tcirc = [(t, rt) for t in T]
    case = {'move': 6.0, 'T': {'base': bt, 'models': T}, 'U': None, 'walls': [], 'mode': mode}
    T2 = None
    if mode == 'two':
        bt2 = rng.choice(BASES)
        rt2 = rad(bt2)
        side = rng.choice([-1, 1])
        off = rng.uniform(2.0, 4.5) + rt + rt2
        c2 = (tc[0] + v[0] * side * off + u[0] * rng.uniform(-1.0, 1.5), tc[1] + v[1] * side * off + u[1] * rng.uniform(-1.0, 1.5))
        T2 = place_cluster(rng, rng.choice([1, 1, 2]), rt2, c2, 0.0, tcirc, 0.05, 1.6)
        if T2 is None:
            return None
        case['T2'] = {'base': bt2, 'models': T2}
        tcirc += [(t, rt2) for t in T2]
    seed_pts = []
    if mode == 'contact':
        k = rng.randrange(len(T))
        for _ in range(40):
            a2 = ang + rng.uniform(-1.0, 1.0)
            p = (round(T[k][0] + (rt + rm) * math.cos(a2), 3), round(T[k][1] + (rt + rm) * math.sin(a2), 3))
            if abs(dist(p, T[k]) - (rt + rm)) > 0.0004:
                continue
            if any(dist(p, t) < rt + rm + 0.1 for j, t in enumerate(T) if j != k):
                continue
            seed_pts = [p]
            break
        if not seed_pts:
            return None
        mc = seed_pts[0]
    M = place_cluster(rng, nm, rm, mc, 0.4, tcirc, 0.05, 2.3, pts=seed_pts)
    if M is None:
        return None
    if mode == 'contact' and rng.random() < 0.35:
        # a second model in base contact where it stands
        for _ in range(60):
            k = rng.randrange(len(T))
            a2 = ang + rng.uniform(-1.4, 1.4)
            p = (round(T[k][0] + (rt + rm) * math.cos(a2), 3), round(T[k][1] + (rt + rm) * math.sin(a2), 3))
            if abs(dist(p, T[k]) - (rt + rm)) > 0.0004:
                continue
            if any(dist(p, t) < rt + rm + 0.1 for j, t in enumerate(T) if j != k):
                continue
            if any(dist(p, q) < 2 * rm + 0.05 for q in M[:-1]):
                continue
            if min(dist(p, q) for q in M[:-1]) > 2 * rm + 2.3:
                continue
            M[-1] = p
            break
    if mode == 'split':
        # a second group, more than 2in (edge to edge) from the first
        k = rng.randint(1, max(1, nm // 2)) if nm > 1 else 0
        if k == 0:
            return None
        side = rng.choice([-1, 1])
        for _ in range(40):
            off = rng.uniform(2 * rm + 2.3, 2 * rm + 5.0)
            g = [(p[0] + v[0] * side * off, p[1] + v[1] * side * off) for p in M[-k:]]
            rest = M[:-k]
            if min(dist(a, b) for a in g for b in rest) <= 2 * rm + 2.05:
                continue
            if any(dist(p, t) < rm + rr + 0.1 for p in g for t, rr in tcirc):
                continue
            if any(dist(a, b) < 2 * rm + 0.05 for a in g for b in rest):
                continue
            M = rest + g
            break
        else:
            return None
    case['M'] = {'base': bm, 'models': M}
    circles = [(p, rm) for p in M] + tcirc
    if mode in ('gap', 'short') and (mode == 'gap' or lo < 6):
        # walls across the way between the two: a gap of a base's width
        # give or take (gap), or one wall to go round (short)
        for _ in range(60):
            f = rng.uniform(0.3, 0.7)
            g0 = (mc[0] + (tc[0] - mc[0]) * f + v[0] * rng.uniform(-1, 1), mc[1] + (tc[1] - mc[1]) * f + v[1] * rng.uniform(-1, 1))
            H = rng.uniform(0.2, 1.0)
            if mode == 'gap':
                delta = rng.choice([-1, 1]) * rng.uniform(0.02, 0.4)
                gw = 2 * rm + delta
                L1, L2 = rng.uniform(2.0, 7.0), rng.uniform(2.0, 7.0)
                walls = [rect(g0, u, v, -H / 2, H / 2, gw / 2, gw / 2 + L1), rect(g0, u, v, -H / 2, H / 2, -gw / 2 - L2, -gw / 2)]
            else:
                L = rng.uniform(3.0, 9.0)
                sh = rng.uniform(-L / 3, L / 3)
                walls = [rect(g0, u, v, -H / 2, H / 2, sh - L / 2, sh + L / 2)]
            if all(wall_clear(w, circles) for w in walls):
                case['walls'] = walls
                case['gap'] = round(gw - 2 * rm, 4) if mode == 'gap' else None
                break
        else:
            return None
    if mode in ('difficult', 'dangerous'):
        designs = ['band', 'under_t'] + (['under_m', 'elsewhere'] if mode == 'difficult' else [])
        design = rng.choice(designs)
        kind = mode
        if design == 'band':
            # a strip 40in long across the way: every route into contact
            # crosses it or ends in it
            lo_e = max((p[0] - mc[0]) * u[0] + (p[1] - mc[1]) * u[1] for p in M) + rm + 0.05
            hi_e = min((t[0] - mc[0]) * u[0] + (t[1] - mc[1]) * u[1] - rt for t in T) - 0.05
            if hi_e < lo_e:
                return None
            e = rng.uniform(lo_e, hi_e)
            wb = rng.uniform(0.3, 2.0)
            poly = rect(mc, u, v, e, e + wb, -20, 20)
        elif design == 'under_t':
            poly = box(T, rt + rng.uniform(0.3, 1.0))
            if any(solve.base_in(p, rm, poly, 0.05) for p in M):
                return None
        elif design == 'under_m':
            poly = box(M, rm + rng.uniform(0.3, 1.0))
        else:
            d0 = rng.uniform(7.5, 10)
            cc = (mc[0] - u[0] * d0, mc[1] - u[1] * d0)
            poly = box([cc], rng.uniform(0.5, 2.0))
            if any(solve.seg_poly(p, p, poly) < 6 + rm + 0.5 for p in M):
                return None
        case['terrain'] = [{'kind': kind, 'poly': poly, 'design': design}]
        if design != 'elsewhere':
            case['dice'] = [rng.randint(1, 6), rng.randint(1, 6)]
            # the unit rolls where its models would move into, out of or
            # through the terrain: here whenever the charge would go at the
            # full move (a charge out of reach even then is a reading, not drawn)
            full = dict(case, dice=None)
            fl = solve.first_model(World(full))
            if fl[0][0] > case['move'] - 0.003:
                return None
    for k in ('M', 'T', 'T2'):
        if case.get(k):
            case[k]['models'] = [[round(x, 3), round(y, 3)] for x, y in case[k]['models']]
    return case


def draw(rng, mode=None):
    """one small case, or None; mode picks what it stresses"""
    mode = mode or rng.choice(MODES)
    if mode in NEW_MODES:
        return draw_new(rng, mode)
    nt = rng.choice([1, 1, 2, 2, 3])
    nm = rng.choice([1, 2, 3, 3, 4, 4, 5, 5])
    bt, bm = rng.choice(BASES), rng.choice(BASES)
    lo, hi = 3.0, 7.6
    mgap = 2.3
    tgap = 1.6
    if mode == 'crowd':
        nt = rng.choice([1, 1, 2])
        nm = rng.choice([4, 5, 5])
        bm = rng.choice([32, 40, 40])
        bt = rng.choice([25, 25, 32])
        lo, hi = 1.5, 4.5
        mgap = 1.0
        tgap = 0.8
    elif mode == 'far':
        lo, hi = 5.2, 6.8
    elif mode == 'spread':
        mgap = 4.5
        nm = rng.choice([3, 4, 5])
    rt, rm = rad(bt), rad(bm)
    tc = (24.0, 30.0)
    T = place_cluster(rng, nt, rt, tc, 0.0, [], 0.05, tgap)
    if T is None:
        return None
    ang = rng.uniform(-math.pi * 0.85, -math.pi * 0.15)
    D = rng.uniform(lo, hi) + rt + rm
    mc = (tc[0] + D * math.cos(ang), tc[1] + D * math.sin(ang))
    M = place_cluster(rng, nm, rm, mc, 0.4, [(t, rt) for t in T], 0.05, mgap)
    if M is None:
        return None
    case = {'move': 6.0, 'M': {'base': bm, 'models': M}, 'T': {'base': bt, 'models': T}, 'U': None, 'walls': []}
    circles = [(p, rm) for p in M] + [(p, rt) for p in T]
    pu = {'zone_near': 1.0, 'plain': 0.35}.get(mode, 0.2)
    if rng.random() < pu:
        bu = rng.choice(BASES)
        ru = rad(bu)
        nu = rng.choice([1, 1, 2])
        for _ in range(50):
            if mode == 'zone_near':
                t = rng.choice(T)
                a2 = rng.uniform(0, 2 * math.pi)
                g = rng.uniform(1.0, 3.2) + rt + ru
                mid = (t[0] + g * math.cos(a2), t[1] + g * math.sin(a2))
                spread = 0.0
            else:
                f = rng.uniform(0.2, 1.1)
                mid = (mc[0] + (tc[0] - mc[0]) * f + rng.uniform(-2.5, 2.5), mc[1] + (tc[1] - mc[1]) * f + rng.uniform(-2, 2))
                spread = 0.3
            U = place_cluster(rng, nu, ru, mid, spread, circles, 0.1, 1.0)
            if U is None:
                continue
            # no charger starts within 1in of U (+0.1)
            if any(dist(m, u) < rm + ru + 1.1 for m in M for u in U):
                continue
            case['U'] = {'base': bu, 'models': U}
            circles += [(p, ru) for p in U]
            break
    pw = {'wall_near': 1.0, 'plain': 0.35}.get(mode, 0.2)
    if rng.random() < pw:
        for _ in range(80):
            if mode == 'wall_near':
                t = rng.choice(T)
                a2 = rng.uniform(0, 2 * math.pi)
                g = rng.uniform(0.3, 1.8) + rt
                cx, cy = t[0] + g * math.cos(a2), t[1] + g * math.sin(a2)
            else:
                f = rng.uniform(0.3, 0.8)
                cx = mc[0] + (tc[0] - mc[0]) * f + rng.uniform(-2, 2)
                cy = mc[1] + (tc[1] - mc[1]) * f + rng.uniform(-1.5, 1.5)
            L, H = rng.uniform(0.5, 4.0), rng.uniform(0.3, 1.5)
            th = rng.uniform(0, math.pi)
            if rng.random() < 0.3:
                pts = [(-L / 2, -H / 2), (L / 2, -H / 2), (0, H / 2)]
            else:
                pts = [(-L / 2, -H / 2), (L / 2, -H / 2), (L / 2, H / 2), (-L / 2, H / 2)]
            poly = [(round(cx + x * math.cos(th) - y * math.sin(th), 3), round(cy + x * math.sin(th) + y * math.cos(th), 3)) for x, y in pts]
            if wall_clear(poly, circles):
                case['walls'] = [poly]
                break
    # round the centres as the YAML gives them
    for k in ('M', 'T', 'U'):
        if case[k]:
            case[k]['models'] = [[round(x, 3), round(y, 3)] for x, y in case[k]['models']]
    case['mode'] = mode
    return case


def yaml_of(case, name, header=''):
    def pts(ps):
        return '[' + ', '.join('[%gin, %gin]' % (x, y) for x, y in ps) + ']'
    out = [header.rstrip()] if header else []
    out += ['name: %s' % name,
            'rules: [%s]' % RULES,
            'board: {width: 48in, depth: 48in}',
            'units:',
            '  M: {side: red, base: {round: %dmm}, %smodels: %s}' % (case['M']['base'], 'state: [charging T2], ' if case.get('T2') else '', pts(case['M']['models'])),
            '  T: {side: blue, base: {round: %dmm}, models: %s}' % (case['T']['base'], pts(case['T']['models']))]
    if case.get('T2'):
        out.append('  T2: {side: blue, base: {round: %dmm}, models: %s}' % (case['T2']['base'], pts(case['T2']['models'])))
    if case.get('U'):
        out.append('  U: {side: blue, base: {round: %dmm}, models: %s}' % (case['U']['base'], pts(case['U']['models'])))
    if case.get('walls'):
        out.append('terrain:')
        for k, poly in enumerate(case['walls']):
            out.append('  - {name: rock%d, kind: impassable, polygon: %s}' % (k, pts(poly)))
    for t in case.get('terrain') or []:
        if not case.get('walls') and 'terrain:' not in out:
            out.append('terrain:')
        out.append('  - {name: %s, kind: %s, polygon: %s}' % (t.get('design', 'patch'), t['kind'], pts(t['poly'])))
    out += ['run: assault', 'args: {unit: M, target: T, move: %gin}' % case['move']]
    if case.get('dice'):
        out.append('dice: [[%d, %d]]' % tuple(case['dice']))
    return '\n'.join(out) + '\n'


def run_rulec(rulec, path):
    p = subprocess.run([rulec, 'run', '--json', path], capture_output=True, text=True, timeout=600)
    try:
        d = json.loads(p.stdout)
    except Exception:
        return {'error': 'no json: ' + p.stderr[-500:]}
    if d.get('error'):
        return {'error': str(d['error'])}
    res = {'events': d.get('events') or [], 'flags': {}}
    for u in d['units']:
        res['flags'][u['id']] = u.get('flags') or []
        if u['id'] == 'M':
            res['M'] = [(m['x']['mm'] / 25.4, m['y']['mm'] / 25.4) for m in u['models']]
    return res


def past(p, s, poly):
    """p lies beyond the strip poly (a rectangle across the way) seen from s"""
    a, b, c = poly[0], poly[1], poly[3]
    ux, uy = b[0] - a[0], b[1] - a[1]
    L = math.hypot(ux, uy)
    ux, uy = ux / L, uy / L
    def pr(q):
        return (q[0] - a[0]) * ux + (q[1] - a[1]) * uy
    return pr(s) < 0 < L < pr(p) if pr(s) < pr(p) else pr(p) < 0 < L < pr(s)


def compare(case, rc, budget):
    """the mismatches between rulec's result rc and the text, worked by solve.py"""
    w = World(case)
    out = []
    notes = []
    fl = solve.first_model(w)
    dmin = fl[0][0]
    happens = dmin <= w.move + TOL
    border = abs(dmin - w.move) < 0.003
    if 'error' in rc:
        return ['rulec error: ' + rc['error']], notes
    ev = rc['events']
    units = [k for k in ('T', 'T2') if case.get(k)]
    r_happens = any('engaged M %s' % k in ev for k in units)
    r_didnt = 'didnt_make_it M T' in ev
    if border:
        notes.append('borderline first route %.4f' % dmin)
        return out, notes
    if happens != r_happens or happens == r_didnt:
        out.append('charge happens: solver %s (least route %.4f, move %g), rulec events %s' % (happens, dmin, w.move, ev))
        return out, notes
    end = rc['M']
    flags = rc.get('flags', {})
    tests = [e for e in ev if e.startswith('dangerous_terrain_test')]
    if not happens:
        if any(dist(a, b) > 0.001 for a, b in zip(end, w.M)):
            out.append('didnt make it, yet models moved')
        if tests:
            out.append('didnt make it, yet dangerous terrain tests: %s' % tests)
        if any('locked' in f for f in flags.values()):
            out.append('didnt make it, yet locked: %s' % flags)
        return out, notes
    # ENGAGED and LOCKED: the units contacted, as rulec's own end has them
    for k in units:
        hit = any(touching(p, w.rm, t, w.rts[j], 0.002) for p in end for j, t in enumerate(w.T) if w.tu[j] == k)
        if hit != ('engaged M %s' % k in ev):
            out.append('engaged M %s: rulec event %s, its end %s' % (k, not hit, 'contacts' if hit else 'does not contact'))
        if hit != ('locked' in flags.get(k, [])):
            out.append('locked %s: rulec flag %s, its end %s' % (k, not hit, 'contacts' if hit else 'does not contact'))
    if 'locked' not in flags.get('M', []):
        out.append('M not locked after its charge')
    # Dangerous Terrain tests: a model that did not move enters nothing; a
    # model whose base ends in the terrain having started clear of it
    # (or ends past a strip across the way) has entered it
    for t in case.get('terrain') or []:
        if t['kind'] != 'dangerous':
            continue
        poly = t['poly']
        for i in range(len(end)):
            n = ev.count('dangerous_terrain_test M#%d' % i)
            moved_i = dist(end[i], w.M[i]) > 0.001
            entered = moved_i and not solve.base_in(w.M[i], w.rm, poly, 0.002) and (
                solve.base_in(end[i], w.rm, poly, 0.002) or (t['design'] == 'band' and past(end[i], w.M[i], poly)))
            if n > 1:
                out.append('model %d takes %d dangerous terrain tests' % (i, n))
            if not moved_i and n:
                out.append('model %d did not move, yet takes a dangerous terrain test' % i)
            if entered and not n:
                out.append('model %d enters dangerous terrain, no test' % i)
            # a model whose straight way is free (so its shortest route) and
            # keeps its base off the terrain enters nothing
            if moved_i and n and solve.seg_poly(w.M[i], end[i], poly) > w.rm + 0.002:
                # free of every other model where it starts and where it ends,
                # so free whenever this one moved
                pos = list(end)
                pos[i] = w.M[i]
                if w.space(i, pos).clear_seg(w.M[i], end[i], 2 * TOL) and w.space(i, list(w.M)).clear_seg(w.M[i], end[i], 2 * TOL):
                    out.append('model %d takes a dangerous terrain test, its straight way off the terrain' % i)
    ties = [f for f in fl if f[0] <= dmin + 0.002]
    if len({(f[1], f[2]) for f in ties}) == 1 and all(dist(f[3], ties[0][3]) < 0.002 for f in ties):
        m, spot = ties[0][1], ties[0][3]
        near = fl[1][0] if len(fl) > 1 else math.inf
        if near - dmin > 0.01 and dist(end[m], spot) > 0.005:
            out.append('first model %d: solver ends it at (%.4f, %.4f) route %.4f, rulec at (%.4f, %.4f)' % (
                m, spot[0], spot[1], dmin, end[m][0], end[m][1]))
    why = solve.legal_end(w, end, tol=0.002)
    if why and why != 'not coherent':
        out.append('rulec end not legal: ' + why)
    moved = [i for i in range(len(end)) if dist(end[i], w.M[i]) > 0.001]
    if solve.reach_order(w, w.M, end, moved) is None:
        out.append('rulec end: no order in which every moved model reaches its end within the move')
    got = solve.counts(w, end)
    firsts = [(f[1], f[3]) for f in ties]
    beat = got if not why else (-1, -1, -1)
    s = solve.Search(w, firsts, beat, budget_s=budget)
    best, bpos, border_ = s.run()
    if why == 'not coherent':
        if best is not None:
            out.append('rulec end not coherent where this one is: solver %s (order %s, %s), rulec %s' % (
                best, border_, [(round(x, 4), round(y, 4)) for x, y in bpos], got))
        else:
            notes.append('rulec not coherent, no coherent placement found' + (' (cut)' if s.cut else ''))
    elif best is not None and best > got:
        out.append('better placement: solver %s (order %s, %s), rulec %s' % (
            best, border_, [(round(x, 4), round(y, 4)) for x, y in bpos], got))
    elif s.cut:
        notes.append('search cut at budget')
    return out, notes


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--count', type=int, default=50)
    ap.add_argument('--rulec', default='/tmp/asdiff-rulec')
    ap.add_argument('--out', default='/tmp/asdiff-cases')
    ap.add_argument('--budget', type=float, default=20.0)
    ap.add_argument('--rules', default=os.path.abspath(os.path.join(HERE, RULES)),
                    help='the rules file the scenarios name (a copy keeps a long run steady while the tree changes)')
    ap.add_argument('--modes', default='',
                    help='modes to draw from, comma-separated (default: the modes of runs 1-4); "new": those of run 5')
    a = ap.parse_args()
    modes = None
    if a.modes:
        modes = NEW_MODES if a.modes == 'new' else a.modes.split(',')
        for m in modes:
            if m not in MODES + NEW_MODES:
                ap.error('unknown mode %s: %s' % (m, ', '.join(MODES + NEW_MODES)))
    os.makedirs(a.out, exist_ok=True)
    stats = {'cases': 0, 'mismatch': 0, 'happens': 0, 'cut': 0, 'border': 0}
    for i in range(a.count):
        seed = a.seed + i
        rng = random.Random(seed)
        case = None
        while case is None:
            case = draw(rng, rng.choice(modes) if modes else None)
        path = os.path.join(a.out, 'case_%d.yaml' % seed)
        with open(path, 'w') as f:
            f.write(yaml_of(case, 'diff case %d' % seed).replace('rules: [%s]' % RULES, 'rules: [%s]' % a.rules))
        t0 = time.time()
        rc = run_rulec(a.rulec, path)
        t1 = time.time()
        mism, notes = compare(case, rc, a.budget)
        t2 = time.time()
        stats['cases'] += 1
        if 'engaged M T' in rc.get('events', []):
            stats['happens'] += 1
        if any('cut' in n for n in notes):
            stats['cut'] += 1
        if any('borderline' in n for n in notes):
            stats['border'] += 1
        tag = 'MISMATCH' if mism else 'ok'
        print('%d %s %s rulec %.1fs solver %.1fs %s %s' % (seed, case['mode'], tag, t1 - t0, t2 - t1, '; '.join(mism), '; '.join(notes)), flush=True)
        if mism:
            stats['mismatch'] += 1
            with open(os.path.join(a.out, 'case_%d.json' % seed), 'w') as f:
                json.dump({'case': case, 'rulec': rc, 'mismatch': mism}, f)
        else:
            os.remove(path)
    print(json.dumps(stats))


if __name__ == '__main__':
    main()
