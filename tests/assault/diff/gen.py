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
from solve import TOL, World, dist, rad  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
RULES = os.path.relpath(os.path.join(HERE, '..', '..', '..', 'rules', 'assault.rules'), HERE)
BASES = [25, 32, 40]


def place_cluster(rng, n, r, centre, spread, others, gap_lo=0.1, gap_hi=2.2):
    """n bases of radius r round centre, each within gap_hi (edge) of one
    placed before, none overlapping others [(centre, radius)]"""
    pts = []
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


def draw(rng, mode=None):
    """one small case, or None; mode picks what it stresses"""
    mode = mode or rng.choice(MODES)
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
            '  M: {side: red, base: {round: %dmm}, models: %s}' % (case['M']['base'], pts(case['M']['models'])),
            '  T: {side: blue, base: {round: %dmm}, models: %s}' % (case['T']['base'], pts(case['T']['models']))]
    if case.get('U'):
        out.append('  U: {side: blue, base: {round: %dmm}, models: %s}' % (case['U']['base'], pts(case['U']['models'])))
    if case.get('walls'):
        out.append('terrain:')
        for k, poly in enumerate(case['walls']):
            out.append('  - {name: rock%d, kind: impassable, polygon: %s}' % (k, pts(poly)))
    out += ['run: assault', 'args: {unit: M, target: T, move: %gin}' % case['move']]
    return '\n'.join(out) + '\n'


def run_rulec(rulec, path):
    p = subprocess.run([rulec, 'run', '--json', path], capture_output=True, text=True, timeout=600)
    try:
        d = json.loads(p.stdout)
    except Exception:
        return {'error': 'no json: ' + p.stderr[-500:]}
    if d.get('error'):
        return {'error': str(d['error'])}
    res = {'events': d.get('events') or []}
    for u in d['units']:
        if u['id'] == 'M':
            res['M'] = [(m['x']['mm'] / 25.4, m['y']['mm'] / 25.4) for m in u['models']]
    return res


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
    r_happens = 'engaged M T' in ev
    r_didnt = 'didnt_make_it M T' in ev
    if border:
        notes.append('borderline first route %.4f' % dmin)
        return out, notes
    if happens != r_happens or happens == r_didnt:
        out.append('charge happens: solver %s (least route %.4f), rulec events %s' % (happens, dmin, ev))
        return out, notes
    end = rc['M']
    if not happens:
        if any(dist(a, b) > 0.001 for a, b in zip(end, w.M)):
            out.append('didnt make it, yet models moved')
        return out, notes
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
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    stats = {'cases': 0, 'mismatch': 0, 'happens': 0, 'cut': 0, 'border': 0}
    for i in range(a.count):
        seed = a.seed + i
        rng = random.Random(seed)
        case = None
        while case is None:
            case = draw(rng)
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
