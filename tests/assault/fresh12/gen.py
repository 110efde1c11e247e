"""Write fresh12's scenario files from scen.py (the working goes into each header).

    python3 tests/assault/fresh12/gen.py
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scen import SCEN  # noqa
from frame import first_model, rad  # noqa
from geom import toward  # noqa

HERE = os.path.dirname(os.path.abspath(__file__))
SENT = {
    'o': 'Start the charge by moving a single model ... least amount of its available movement ... nearest enemy model ... shortest possible route; ENGAGED / LOCKED',
    'a': 'the unit (or units) they have declared charges against; You may not move models within 1" of enemy models from any unit they are not charging; Enemy units that are not contacted are not considered to be locked',
    'b': 'TERRAIN EFFECTS (difficult, Dangerous Terrain tests); models may not pass through gaps narrower than their base diameter; DIDN\'T MAKE IT',
    'c': 'model-by-model charge with mixed bases: nearest enemy model, shortest route, base contact',
    'd': 'attempt to engage as many opposing models as possible with as many of their models that can reach the fight; you can move the others in any sequence you desire',
}


def L(v):
    s = ('%.6f' % v).rstrip('0').rstrip('.')
    return s + 'in'


def pt(p):
    return '[%s, %s]' % (L(p[0]), L(p[1]))


def unit_yaml(uid, u):
    out = ['  %s:' % uid, '    side: %s' % u['side'], '    base: {round: %dmm}' % u['d'],
           '    models: [%s]' % ', '.join(pt(m) for m in u['models'])]
    if u['state']:
        out.append('    state: [%s]' % ', '.join(u['state']))
    return out


def expect_yaml(sc):
    out = ['expect:', '  units:']
    first_pin = None
    if not sc.get('didnt'):
        i, j, b, _ = first_model(sc)
        T = sc['units'][sc['target']]
        A = sc['units']['A']
        first_pin = (i, toward(T['models'][j], A['models'][i], rad(A) + rad(T)))
    for uid in sc['units']:
        e = dict(sc['expect'].get(uid, {}))
        if uid != 'A':
            e.setdefault('moved', False)
        lines = []
        if uid == 'A' and first_pin:
            lines.append('      models: {%d: %s}' % (first_pin[0], pt(first_pin[1])))
        if 'moved' in e:
            lines.append('      moved: %s' % ('true' if e['moved'] else 'false'))
        for f in ('in_contact', 'engaged'):
            if f in e:
                lines.append('      %s: %d' % (f, e[f]))
        if 'coherent' in e:
            lines.append('      coherent: %s' % ('true' if e['coherent'] else 'false'))
        if 'clear_of' in e:
            lines.append('      clear_of: {%s}' % ', '.join('%s: %gin' % kv for kv in e['clear_of'].items()))
        if 'locked' in e:
            lines.append('      state: {%s: [locked]}' % ('has' if e['locked'] else 'lacks'))
        if lines:
            out.append('    %s:' % uid)
            out += lines
    if sc['events']:
        out.append('  events: [%s]' % ', '.join(sc['events']))
    if sc['no_events']:
        out.append('  no_events: [%s]' % ', '.join(sc['no_events']))
    return out


def write(sc):
    head = ['# ' + sc['title'], '#', '# Seed 004: ' + SENT[sc['cat']] + '.',
            '# Expected values worked by hand from the text and the geometry (lengths in inches;',
            '# tests/assault/fresh12/check.py recomputes every number with its own geometry):', '#']
    head += ['#   ' + w for w in sc['work']]
    body = ['name: ' + sc['title'].replace(':', ' -'),
            'rules: [../../../rules/assault.rules]',
            'board: {width: 48in, depth: 36in}',
            'units:']
    for uid, u in sc['units'].items():
        body += unit_yaml(uid, u)
    if sc['terrain']:
        body.append('terrain:')
        for t in sc['terrain']:
            body += ['  - name: %s' % t['name'], '    kind: %s' % t['kind'],
                     '    polygon: [%s]' % ', '.join(pt(p) for p in t['poly'])]
    body.append('run: assault')
    body.append('args: {unit: A, target: %s, move: %s}' % (sc['target'], L(sc['move'])))
    if sc.get('dice'):
        body.append('dice: [%s]' % ', '.join('[%d, %d]' % tuple(d) for d in sc['dice']))
    body += expect_yaml(sc)
    with open(os.path.join(HERE, sc['file']), 'w') as fh:
        fh.write('\n'.join(head + body) + '\n')


if __name__ == '__main__':
    for sc in SCEN:
        write(sc)
    print('%d files' % len(SCEN))
