"""asfresh8's check: replays every scenario's witness with its own geometry (geom.py), checks
each leg of each route (no model passed through, the 1in rule, impassable terrain, the move),
recomputes the first model by the tangent-graph shortest route, the reach bounds, and that the
witness meets the bound (so it is the optimum). Then it reads the YAML files gen.py wrote and
checks they carry these values. Exit 1 on any fault. Never runs rulec.

    python3 check.py [NAME...]
"""
import os
import sys

import yaml

from scenarios import PENDING, S

HERE = os.path.dirname(os.path.abspath(__file__))


def expected(s):
    """the expected values of scenario s, from its witness and bounds; raises on any fault"""
    res, notes, faults = s.solve()
    i0, t0, L, end, way = res['first']
    out = {'first': (i0, t0, L, end, way), 'didnt': res['didnt']}
    if res['didnt']:
        return out, []
    probs = list(faults)
    if not s.counts:
        out['coherent'] = True
        return out, []
    b = s.bounds()
    for key in ('A_contact', 'B_contact', 'engaged'):
        bound = b[key]
        if key in s.caps:
            bound = min(bound, s.caps[key][0])
        if res[key] != bound:
            probs.append('%s: witness %d, bound %d' % (key, res[key], bound))
        out[key] = res[key]
        out['bound_' + key] = b[key]
    out['coherent'] = res['coherent']
    out['table'] = res['table']
    out['moves'] = res['moves']
    out['reach'] = b['reach']
    out['e_route'] = b['e_route']
    for k, v in res.items():
        if k.startswith('gap_'):
            out[k] = v
    return out, probs


def main(names):
    bad = 0
    for s in S:
        if names and s.name not in names:
            continue
        out, probs = expected(s)
        i0, t0, L, end, way = out['first']
        line = '%-45s first A#%d->B#%d %.4f end [%.4f, %.4f]' % (s.name, i0, t0, L, end[0], end[1]) if end else s.name + ' no route'
        if out['didnt']:
            line += ' DIDNT'
        elif s.counts:
            line += ' A%d B%d E%d coh=%s' % (out['A_contact'], out['B_contact'], out['engaged'], out['coherent'])
        print(line)
        for p in probs:
            print('   FAULT', p)
            bad += 1
        f = os.path.join(HERE, s.name + '.yaml')
        if s.name in PENDING:
            f = os.path.join(HERE, '..', '..', '..', 'bench', 'assault_pending', 'fresh8', s.name + '.yaml')
        if os.path.exists(f) and not names:
            y = yaml.safe_load(open(f))
            ex = y['expect']
            if out['didnt']:
                if ex['units']['A'].get('moved') is not False:
                    print('   YAML differs: moved'); bad += 1
            elif s.counts:
                a = ex['units']['A']
                for key, yk in (('A_contact', 'in_contact'), ('engaged', 'engaged')):
                    if a.get(yk) != out[key]:
                        print('   YAML differs', yk); bad += 1
                if ex['units']['B'].get('in_contact') != out['B_contact']:
                    print('   YAML differs B in_contact'); bad += 1
    print('faults:', bad)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
