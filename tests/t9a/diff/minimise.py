"""Shrinks a mismatch gen.py wrote: drops the other units and the terrain,
rounds coordinates and facings, while rulec and the solver still disagree
in the same way (the first words of the mismatch).

    python3 tests/t9a/diff/minimise.py /tmp/t9adiff-cases/charge_N.json [--rulec BIN]
"""
import argparse
import copy
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402
import flee  # noqa: E402


def kind(m):
    return m.split(':')[0]


def still(case, want, rulec):
    path = '/tmp/t9adiff-min.yaml'
    with open(path, 'w') as f:
        f.write(gen.yaml_of(case, 'min'))
    rc = gen.run_rulec(rulec, path)
    cmp = {'charge': gen.compare_charge, 'flee': flee.compare}
    if case['kind'] == 'pursue':
        import pursue
        cmp['pursue'] = pursue.compare
    mism, _ = cmp[case['kind']](case, rc)
    return any(kind(m) == want for m in mism), mism


def variants(case):
    keep = {case['args'].get('unit'), case['args'].get('target'), case['args'].get('from'),
            case['args'].get('pursued')}
    for i, u in enumerate(case['units']):
        if u['id'] not in keep:
            c = copy.deepcopy(case)
            del c['units'][i]
            c['combats'] = [[x for x in cb if x != u['id']] for cb in c.get('combats', [])]
            yield c
    for i in range(len(case.get('terrain', []))):
        c = copy.deepcopy(case)
        del c['terrain'][i]
        yield c
    for nd in (0, 1, 2):
        for i, u in enumerate(case['units']):
            for j in (0, 1):
                v = round(u['c'][j], nd)
                if v != u['c'][j]:
                    c = copy.deepcopy(case)
                    c['units'][i]['c'][j] = v
                    yield c
            v = round(u['facing'], nd)
            if v != u['facing']:
                c = copy.deepcopy(case)
                c['units'][i]['facing'] = v
                yield c


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('case')
    ap.add_argument('--rulec', default='/tmp/t9adiff-rulec')
    a = ap.parse_args()
    d = json.load(open(a.case))
    case = d['case']
    want = kind(d['mismatch'][0])
    ok, m = still(case, want, a.rulec)
    if not ok:
        print('does not reproduce:', m)
        return
    changed = True
    while changed:
        changed = False
        for c in variants(case):
            ok, m = still(c, want, a.rulec)
            if ok:
                case, changed = c, True
                print('kept:', m[0][:160], flush=True)
                break
    print(gen.yaml_of(case, 'minimised'))
    print(json.dumps(case))


if __name__ == '__main__':
    main()
