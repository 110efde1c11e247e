"""The harness that tests/assault/ordinary9/check.py and ordinary10/check.py
share: it reads a scenario, asks ../diff/solve.py (its own routes round
bases, walls and 1in zones; it neither imports nor runs rulec) for the least
route into contact of every model and the first model, checks the expected
events and the pinned first model, and replays the witness placement a
folder's check.py gives (its order of moving and its ends): each model
within the move, the end legal and coherent, and, for a witness named best,
that the solver's exhaustive search finds no end counting more.

Each folder's check.py holds only its witnesses, so the two cannot drift
apart in how they judge.
"""
import math
import os
import sys

import yaml

import solve


# Helpers for witnesses written by hand (asp24, asp27): 25mm bases, inches.
C25 = 25 / 25.4  # centres of two 25mm bases in contact
R25 = C25 + 2  # centres of two 25mm bases 2in apart


def on(c, rho, deg):
    """the point rho from c at bearing deg (degrees anticlockwise from +x)"""
    return (c[0] + rho * math.cos(math.radians(deg)), c[1] + rho * math.sin(math.radians(deg)))


def toward(a, b, d):
    """the point d from a toward b"""
    L = math.dist(a, b)
    return (a[0] + d * (b[0] - a[0]) / L, a[1] + d * (b[1] - a[1]) / L)


def inch(v):
    v = str(v).strip()
    for suf, f in (('mm', 1 / 25.4), ('in', 1.0)):
        if v.endswith(suf):
            return float(v[:-len(suf)]) * f
    return float(v)


def case_of(path):
    d = yaml.safe_load(open(path))
    us = d['units']
    mid, tid = d['args']['unit'], d['args']['target']
    flags = us[mid].get('state') or []
    extra = [f.split()[1] for f in flags if f.startswith('charging ')]

    def unit(k):
        return {'base': round(inch(us[k]['base']['round']) * 25.4), 'models': [[inch(x), inch(y)] for x, y in us[k]['models']]}
    case = {'move': inch(d['args']['move']), 'M': unit(mid), 'T': unit(tid), 'U': None, 'walls': [], 'terrain': []}
    if extra:
        case['T2'] = unit(extra[0])
    others = [k for k in us if k not in (mid, tid) + tuple(extra)]
    if others:
        case['U'] = unit(others[0])
    for t in d.get('terrain') or []:
        poly = [[inch(x), inch(y)] for x, y in t['polygon']]
        if t['kind'] == 'impassable':
            case['walls'].append(poly)
        else:
            case['terrain'].append({'kind': t['kind'], 'poly': poly})
    if d.get('dice'):
        case['dice'] = d['dice'][0]
    return d, case


def check(path, witness, best, out=None, tie_ok=False, slack=1e-6):
    d, case = case_of(path)
    w = solve.World(case)
    fl = solve.first_model(w)
    print('%s (move %g)' % (os.path.basename(path), w.move))
    table = {}
    for dd, m, t, spot in fl:
        table.setdefault(m, {})[t] = dd
    for m in sorted(table):
        print('  M%d: ' % m + '  '.join('T%d %.6f' % (t, table[m][t]) for t in sorted(table[m])))
    dmin, m, t, spot = fl[0]
    happens = dmin <= w.move + solve.TOL
    print('  least %.6f: M%d to T%d at (%.6f, %.6f); the charge %s' % (
        dmin, m, t, spot[0], spot[1], 'happens' if happens else 'does not happen'))
    ok = True
    exp = (d.get('expect') or {}).get('units', {}).get(d['args']['unit'], {})
    evs = (d.get('expect') or {}).get('events') or []
    if happens == any(e.startswith('didnt_make_it') for e in evs):
        print('  MISMATCH: events %s' % evs)
        ok = False
    if not happens and exp.get('moved') is not False:
        print('  MISMATCH: the charge fails, yet no moved: false')
        ok = False
    ms = exp.get('models') or {}
    # tie_ok: the first model reaches two target models by the same least movement, and the
    # header pins the other one of the two (the text leaves that choice; the witness replays it)
    if happens and m in ms and not tie_ok:
        want = [inch(v) for v in ms[m]]
        if solve.dist(want, spot) > solve.TOL:  # the tolerance a pinned centre is checked to
            print('  MISMATCH: first model pinned at %s, solver %s' % (want, spot))
            ok = False
    wit = witness.get(os.path.splitext(os.path.basename(path))[0])
    if wit:
        order, ends = wit
        pos = list(w.M)
        for i in order:
            rt = w.router(i, pos)
            L = rt.to(ends[i], eps=2 * solve.TOL)
            print('  witness: M%d to (%.6f, %.6f) by %.6f' % (i, ends[i][0], ends[i][1], L))
            if L > w.move + slack:
                ok = False
                print('  MISMATCH: beyond the move')
            pos[i] = ends[i]
        why = solve.legal_end(w, pos)
        got = solve.counts(w, pos)
        if out is not None:
            out['counts'] = got
        print('  witness counts (in contact, target models touched, engaged): %s, %s' % (got, why or 'legal, coherent'))
        if why:
            ok = False
        if os.path.splitext(os.path.basename(path))[0] in best:
            # no legal, coherent end counts more (the search of
            # ../diff/solve.py, run to the end)
            firsts = [(f[1], f[3]) for f in fl if f[0] <= dmin + 0.002]
            s = solve.Search(w, firsts, got, budget_s=120)
            best = s.run()[0]
            print("  the best coherent end found: %s%s" % (best, " (search cut)" if s.cut else ""))
            if (best is not None and best > got) or s.cut:
                ok = False
    return ok


def main(here, witness, best):
    names = sys.argv[1:]
    fs = sorted(f for f in os.listdir(here) if f.endswith('.yaml'))
    if names:
        fs = [f for f in fs if os.path.splitext(f)[0] in names]
    bad = [f for f in fs if not check(os.path.join(here, f), witness, best)]
    print('%d checked, %d mismatched %s' % (len(fs), len(bad), bad))
    sys.exit(1 if bad else 0)
