"""writes asfresh8's scenarios (tests/assault/fresh8/*.yaml, or the folder given) from
scenarios.py, with the working in each header: the hand working, the first model's route
(tangent-graph shortest route, geom.py), each model's reach, the witness placement and the
bounds it meets. Expected values come from check.expected (witness = bound), never rulec.

    python3 gen.py [OUTDIR] [NAME...]
"""
import os
import sys

from check import expected
from scenarios import PENDING, S

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import pins  # noqa: E402  (aspin2: the pins written by hand stay across a rewrite)
# a scenario whose proven optimum rulec falls short of waits outside the gate (scenarios.py's
# PENDING; bench/assault_pending/README.md): same depth, so its rules path is the same
PENDING_DIR = os.path.join(HERE, '..', '..', '..', 'bench', 'assault_pending', 'fresh8')


def n(x):
    s = ('%.5f' % x).rstrip('0').rstrip('.')
    return '0' if s == '-0' else s


def pt(p):
    return '[%sin, %sin]' % (n(p[0]), n(p[1]))


def write(s, out, outdir):
    A, B = s.charger, s.target
    i0, t0, L, end, way = out['first']
    h = ['# %s' % s.title, '#', '# Seed 004 (40k-style assault), spec 1.1 `assault`. Written by asfresh8 from the',
         '# rule text, scenario-format.md and geometry.md alone; checked by check.py (own geometry).', '#']
    for ln in s.working.strip().split('\n'):
        h.append('# ' + ln)
    h.append('#')
    h.append('# Move: %sin%s.' % (n(s.move), (' (dice %s: the higher die)' % s.dice) if s.dice else ''))
    if end is None:
        h.append('# First model: no model of %s has any route to base contact.' % A)
    else:
        h.append('# First model (least movement, shortest route; check.py): %s#%d to %s#%d, %sin, ends %s.'
                 % (A, i0, B, t0, n(round(L, 5)), pt(end)))
        if len(way) > 2:
            h.append('#   its route bends round an obstacle (waypoints %s ... %s).' % (pt(way[1]), pt(way[-2])))
    if not out['didnt'] and not s.counts:
        h.append('# This scenario pins the first model (its route and end), the flags, the events and')
        h.append('# coherency; it does not claim how many others reach contact (not proven here).')
    elif out['didnt']:
        h.append('# %sin > move %sin: the charge does not happen, nothing moves.' % (n(round(L, 4)), n(s.move)))
    else:
        h.append('# Reach (after the forced first move, shortest route to contact among what does not')
        h.append('# move, the first model included, own other models removed: a lower bound in any order):')
        reach = out['reach']
        nA = len(s.units[A]['models'])
        nB = len(s.units[B]['models'])
        for i in range(nA):
            best = min(range(nB), key=lambda tm: reach[(i, tm)])
            h.append('#   %s#%d: nearest contact %s#%d at %sin' % (A, i, B, best, n(round(reach[(i, best)], 4))))
        er = out.get('e_route') or {}
        if any(L > s.move + 1e-3 for L in er.values()):
            h.append('# ENGAGED by route (aspin): a model out of reach of contact is ENGAGED only with its')
            h.append('# centre within 2rA + 2in of the first model\'s end or rA + rB + 2rA + 2in of a target model')
            h.append('# in reach (where any other model in contact stands); shortest route to those discs:')
            for i in sorted(er):
                h.append('#   %s#%d: %sin%s' % (A, i, n(round(er[i], 4)),
                                               ' > move: cannot be ENGAGED' if er[i] > s.move + 1e-3 else ''))
        h.append('# Witness (in this order, each along its shortest route, all legal; check.py):')
        t = out['table']
        for i, wy in out['moves']:
            h.append('#   %s#%d -> %s' % (A, i, pt(t.units[A]['models'][i])))
        for key, txt in (('A_contact', '%s models in contact' % A), ('B_contact', '%s models in contact' % B),
                         ('engaged', '%s models ENGAGED' % A)):
            cap = s.caps.get(key)
            extra = ('; capacity bound %d: %s' % cap) if cap else ''
            h.append('# %s: witness %d = bound (reach bound %d%s).' % (txt, out[key], out['bound_' + key], extra))
        if s.greedy:
            h.append('# Greedy: ' + s.greedy)
    y = h + ['name: %s' % s.name, 'rules: [../../../rules/assault.rules]',
             'board: {width: 48in, depth: 48in}', 'units:']
    for U, u in s.units.items():
        y.append('  %s:' % U)
        y.append('    side: %s' % u['side'])
        y.append('    base: {round: %dmm}' % u['mm'])
        y.append('    models: [%s]' % ', '.join(pt(p) for p in u['models']))
    if s.terrain:
        y.append('terrain:')
        for k, (kind, poly) in enumerate(s.terrain):
            y.append('  - name: %s%d' % (kind, k))
            y.append('    kind: %s' % kind)
            y.append('    polygon: [%s]' % ', '.join(pt(p) for p in poly))
    y.append('run: assault')
    y.append('args: {unit: %s, target: %s, move: %sin}' % (A, B, n(s.arg_move)))
    if s.dice:
        y.append('dice: [%s]' % ', '.join('[%d, %d]' % tuple(x) for x in s.dice))
    y.append('expect:')
    y.append('  units:')
    if out['didnt']:
        y.append('    %s: {moved: false, state: {lacks: [locked]}}' % A)
        y.append('    %s: {moved: false, state: {lacks: [locked]}}' % B)
        y.append('  events: [didnt_make_it %s %s]' % (A, B))
        y.append('  no_events: [engaged %s %s]' % (A, B))
    elif not s.counts:
        a = ['models: {%d: %s}' % (i0, pt(end)), 'coherent: true']
        others = [V for V in s.units if V not in (A, B) and s.units[V]['side'] != s.units[A]['side']]
        if others:
            a.append('clear_of: {%s}' % ', '.join('%s: 1in' % V for V in others))
        a.append('state: {has: [locked]}')
        y.append('    %s: {%s}' % (A, ', '.join(a)))
        y.append('    %s: {moved: false, state: {has: [locked]}}' % B)
        for V in s.units:
            if V not in (A, B):
                y.append('    %s: {moved: false, state: {lacks: [locked]}}' % V)
        ev = s.events if s.events is not None else ['engaged %s %s' % (A, B)]
        y.append('  events: [%s]' % ', '.join(ev))
    else:
        a = ['models: {%d: %s}' % (i0, pt(end)), 'in_contact: %d' % out['A_contact'],
             'engaged: %d' % out['engaged']]
        if len(s.units[A]['models']) > 1:
            a.append('coherent: true')
        others = [V for V in s.units if V not in (A, B) and s.units[V]['side'] != s.units[A]['side']]
        if others:
            a.append('clear_of: {%s}' % ', '.join('%s: 1in' % V for V in others))
        a.append('state: {has: [locked]}')
        y.append('    %s: {%s}' % (A, ', '.join(a)))
        y.append('    %s: {in_contact: %d, moved: false, state: {has: [locked]}}' % (B, out['B_contact']))
        for V in s.units:
            if V not in (A, B):
                y.append('    %s: {moved: false, state: {lacks: [locked]}}' % V)
        ev = s.events if s.events is not None else ['engaged %s %s' % (A, B)]
        y.append('  events: [%s]' % ', '.join(ev))
        if s.no_events:
            y.append('  no_events: [%s]' % ', '.join(s.no_events))
    if s.name in PENDING and outdir == HERE:
        outdir = PENDING_DIR
        os.makedirs(outdir, exist_ok=True)
    path = os.path.join(outdir, s.name + '.yaml')
    old = open(path).read() if os.path.exists(path) else None
    with open(path, 'w') as f:
        f.write(pins.reapply(old, '\n'.join(y) + '\n'))  # aspin2's pins stay


def main(args):
    outdir = HERE
    if args and os.path.isdir(args[0]):
        outdir = args.pop(0)
    bad = 0
    for s in S:
        if args and s.name not in args:
            continue
        out, probs = expected(s)
        if probs:
            print(s.name, probs)
            bad += 1
            continue
        write(s, out, outdir)
    print('written; faults:', bad)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
