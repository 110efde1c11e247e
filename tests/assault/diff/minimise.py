"""Shrinks a mismatch that gen.py wrote: drops models, the unit not charged
and the wall, and rounds coordinates, while rulec and solve.py still
disagree in the same way (the first words of the mismatch).

    python3 tests/assault/diff/minimise.py /tmp/asdiff-cases/case_N.json [--rulec BIN]
"""
import argparse
import copy
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402


def kind(m):
    return m.split(':')[0]


def still(case, want, rulec, budget):
    path = '/tmp/asdiff-min.yaml'
    with open(path, 'w') as f:
        f.write(gen.yaml_of(case, 'min').replace('rules: [%s]' % gen.RULES, 'rules: [%s]' % os.path.abspath(os.path.join(gen.HERE, gen.RULES))))
    rc = gen.run_rulec(rulec, path)
    mism, _ = gen.compare(case, rc, budget)
    return any(kind(m) == want for m in mism), mism


def variants(case):
    for k in ('M', 'T', 'U'):
        if case.get(k):
            ms = case[k]['models']
            for i in range(len(ms)):
                if len(ms) == 1 and k != 'U':
                    continue
                c = copy.deepcopy(case)
                if len(ms) == 1:
                    c[k] = None
                else:
                    del c[k]['models'][i]
                yield c
    if case.get('walls'):
        c = copy.deepcopy(case)
        c['walls'] = []
        yield c


def rounded(case, nd):
    c = copy.deepcopy(case)
    for k in ('M', 'T', 'U'):
        if c.get(k):
            c[k]['models'] = [[round(x, nd), round(y, nd)] for x, y in c[k]['models']]
    c['walls'] = [[[round(x, nd), round(y, nd)] for x, y in w] for w in c.get('walls', [])]
    return c


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('case')
    ap.add_argument('--rulec', default='/tmp/asdiff-rulec')
    ap.add_argument('--budget', type=float, default=20.0)
    a = ap.parse_args()
    d = json.load(open(a.case))
    case = d['case']
    want = kind(d['mismatch'][0])
    changed = True
    while changed:
        changed = False
        for c in variants(case):
            ok, mism = still(c, want, a.rulec, a.budget)
            if ok:
                case, changed = c, True
                print('dropped one:', mism, flush=True)
                break
    for nd in (1, 2):
        c = rounded(case, nd)
        ok, mism = still(c, want, a.rulec, a.budget)
        if ok:
            case = c
            print('rounded to', nd, mism, flush=True)
            break
    print(json.dumps(case))
    print(gen.yaml_of(case, 'minimised'))


if __name__ == '__main__':
    main()
