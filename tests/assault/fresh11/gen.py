#!/usr/bin/env python3
"""Writes fresh11's scenario files from scen.py, with the working in each header.

The expected values are scen.py's, worked by hand from seed 004 and the geometry; check.py
recomputes every number quoted here (distances, route lengths, overlaps, counts) and must
pass before this is run.  Run: python3 check.py && python3 gen.py
"""
import math
import os

import check
import scen
from docs import DOCS

HERE = os.path.dirname(os.path.abspath(__file__))
RULE = ('"Charging units must attempt to engage as many opposing models as possible with as many of '
        'their models that can reach the fight" (seed 004)')


def f(x):
    return ('%.4f' % x).rstrip('0').rstrip('.') + 'in'


def pt(p):
    return '[%s, %s]' % (f(p[0]), f(p[1]))


def basemm(b):
    return '%dmm' % b


def header(s, out):
    U, ch, tg, r, others = check.setup(s)
    R = check.rad(tg['base'])
    m = check.move_eff(s)
    L = []
    doc = DOCS[s['file']]
    for para in doc.strip().split('\n'):
        L.append(para.rstrip())
    L.append('')
    L.append('Numbers (recomputed by check.py, own geometry; lengths in inches, bearings clockwise from north):')
    L.append('  base radii: %s %s = %.4f, %s %s = %.4f; contact at centres %.4f apart; ENGAGED link: centres <= %.4f'
             % (s['unit'], basemm(ch['base']), r, s['target'], basemm(tg['base']), R, r + R, 2 * r + 2))
    if s.get('dice'):
        L.append('  dice %s: the higher die %d; the move is min(%g, %d) = %g' % (s['dice'][0], max(s['dice'][0]), s['move'], max(s['dice'][0]), m))
    fi, fj, fd, fend = out['first']
    if fi is None:
        L.append('  no model has a legal route to contact within %g (least detour bound %.3f)' % (m, fd))
    else:
        L.append('  first model: %s#%d, least movement %.4f (straight, checked clear) to %s#%d; ends at (%.4f, %.4f)'
                 % (s['unit'], fi, fd, s['target'], fj, fend[0], fend[1]))
    for k, lb in s.get('first_blocked', {}).items():
        L.append('  %s#%d: straight route blocked; any legal route to contact is at least %.3f (worked above)' % (s['unit'], k, lb))
    if 'reach' in out:
        L.append('  per model: straight-line least movement to base contact (dc) and to within 2in of a model that could')
        L.append('  be touching the target (de = distance to nearest target centre - (R + 3r + 2)); dc > %g: cannot be in contact,' % m)
        L.append('  de > %g: cannot be ENGAGED; arcs: bearings (about each target model) of the contact spots within %g in a straight line' % (m, m))
        for k, dc, de in out['reach']:
            arcs = []
            for j, t in enumerate(tg['models']):
                a = check.arc(ch['models'][k], t, r + R, m)
                if a:
                    lo, hi = a
                    if hi - lo >= 359.9:
                        arcs.append('%s#%d all' % (s['target'], j))
                    else:
                        arcs.append('%s#%d %.1f..%.1f' % (s['target'], j, lo % 360, (lo % 360) + (hi - lo)))
            L.append('    %s#%d at (%.3f, %.3f): dc %.3f%s, de %.3f%s; %s' % (
                s['unit'], k, ch['models'][k][0], ch['models'][k][1], dc, ' (out)' if dc > m + check.TOL else '',
                de, ' (out)' if de > m + check.TOL else '', ', '.join(arcs) if arcs else 'no contact spot'))
        L.append('  witness (moved in this order; every route swept against the models standing, 1in from other enemy units, terrain):')
        for line in out['lines']:
            L.append('    ' + line)
        ic, tt, en, te = out['counts']
        L.append('  witness counts: %s in contact %d, %s models touched %d, %s ENGAGED %d, %s ENGAGED %d, coherent'
                 % (s['unit'], ic, s['target'], tt, s['unit'], en, s['target'], te))
    if s.get('greedy') and not s.get('greedy_by_hand'):
        g = check.greedy(s, s.get('greedy_mode', 'nearest'))
        mode = ('each model in turn, nearest first, straight to its nearest legal contact spot'
                if s.get('greedy_mode', 'nearest') == 'nearest' else
                'each model in turn, nearest first, to the legal spot touching the most target models')
        L.append('  greedy (%s; check.py plays it): in contact %d, touched %d, ENGAGED %d' % (mode, g[0][0], g[0][1], g[0][2]))
    return ['# ' + x if x else '#' for x in L]


def yaml_of(s, out):
    U, ch, tg, r, others = check.setup(s)
    e = s['expect']
    y = []
    y.append('name: "%s"' % s['file'].replace('_', ' '))
    y.append('rules: [../../../rules/assault.rules]')
    y.append('board: {width: 48in, depth: 36in}')
    y.append('units:')
    for name, u in U.items():
        y.append('  %s:' % name)
        y.append('    side: %s' % u['side'])
        y.append('    base: {round: %s}' % basemm(u['base']))
        y.append('    models: [%s]' % ', '.join(pt(p) for p in u['models']))
    if s.get('terrain'):
        y.append('terrain:')
        for t in s['terrain']:
            y.append('  - name: %s' % t['name'])
            y.append('    kind: %s' % t['kind'])
            y.append('    polygon: [%s]' % ', '.join(pt(p) for p in t['polygon']))
    y.append('run: assault')
    y.append('args: {unit: %s, target: %s, move: %s}' % (s['unit'], s['target'], f(s['move'])))
    if s.get('dice'):
        y.append('dice: [%s]' % ', '.join('[%s]' % ', '.join(str(d) for d in dd) for dd in s['dice']))
    y.append('expect:')
    y.append('  units:')
    A, X = s['unit'], s['target']
    if s.get('didnt'):
        y.append('    %s: {moved: false, state: {lacks: [locked]}}' % A)
        y.append('    %s: {moved: false, state: {lacks: [locked]}}' % X)
        y.append('  events: [didnt_make_it %s %s]' % (A, X))
        y.append('  no_events: [engaged %s %s]' % (A, X))
        return y
    fi, fj, fd, fend = out['first']
    parts = ['models: {%d: %s}' % (fi, pt(fend)), 'in_contact: %d' % e['in_contact']]
    if e.get('engaged') is not None:
        parts.append('engaged: %d' % e['engaged'])
    if len(ch['models']) > 1:
        parts.append('coherent: true')
    parts.append('state: {has: [locked]}')
    if others:
        parts.append('clear_of: {%s}' % ', '.join('%s: 1in' % n for n, _ in others))
    y.append('    %s: {%s}' % (A, ', '.join(parts)))
    parts = ['moved: false', 'in_contact: %d' % e['touched']]
    if e.get('tengaged') is not None:
        parts.append('engaged: %d' % e['tengaged'])
    parts.append('state: {has: [locked]}')
    y.append('    %s: {%s}' % (X, ', '.join(parts)))
    for n, _ in others:
        y.append('    %s: {moved: false, state: {lacks: [locked]}}' % n)
    # the order of `engaged` and a test taken on the first model's way is not fixed by the text
    # (see README, faults): where there is a test, only it is listed; locked still shows the charge
    ev = ['dangerous_terrain_test %s#%d' % (A, k) for k in e.get('dangerous', [])] or ['engaged %s %s' % (A, X)]
    y.append('  events: [%s]' % ', '.join(ev))
    y.append('  no_events: [didnt_make_it %s %s]' % (A, X))
    return y


def main():
    for s in scen.SCENARIOS:
        out = check.check(s)
        text = '\n'.join(header(s, out)) + '\n' + '\n'.join(yaml_of(s, out)) + '\n'
        with open(os.path.join(HERE, s['file'] + '.yaml'), 'w') as fh:
            fh.write(text)
    print('wrote %d scenarios' % len(scen.SCENARIOS))


if __name__ == '__main__':
    main()
