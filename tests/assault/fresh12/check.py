"""Recompute every geometric value of fresh12 with fresh12's own geometry (geom.py).

    python3 tests/assault/fresh12/check.py        (exit 1 on any failure)

For each scenario: the start is legal; the first model (least movement, by the straight-line
bound, its straight route clear) and its contact spot; the witness placement's routes (length,
no base crossed, no impassable terrain, never within 1in of an uncharged enemy) and final
counts equal the expected ones; the greedy placement is legal and gives the counts its header
says; and every claim (the bounds: who cannot reach what) holds.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from frame import first_model, positions, route_errors, counts, overlap_errors, dangerous_entries, rad  # noqa
from geom import toward, dist, coherent  # noqa
from scen import SCEN  # noqa


def check(sc):
    errs = []
    start = positions(sc, None)
    errs += ['start: ' + e for e in overlap_errors(sc, start)]
    A = sc['units']['A']
    if not coherent(A['models'], rad(A)):
        errs.append('start: A not coherent')
    move = sc['eff_move']
    i, j, b, b2 = first_model(sc)
    if not sc.get('didnt') and b2 is not None and b2 - b < 0.02:
        errs.append(f'first model not clear: {b:.4f} vs {b2:.4f}')
    if sc.get('didnt'):
        if not sc.get('claims') and b <= move:
            errs.append('didnt: no proof')
    else:
        if i != sc['first']:
            errs.append(f'first model {i} != {sc["first"]}')
        T = sc['units'][sc['target']]
        spot = toward(T['models'][j], A['models'][i], rad(A) + rad(T))
        if dist(spot, sc['witness']['end'][i]) > 1e-6:
            errs.append(f'witness first spot {sc["witness"]["end"][i]} != {spot}')
        if sc['witness']['order'][0] != i:
            errs.append('witness does not move the first model first')
        if b > move:
            errs.append('first model cannot reach')
    for name in ('witness', 'greedy'):
        plan = sc.get(name)
        if not plan:
            continue
        e, _ = route_errors(sc, plan, move)
        errs += [f'{name}: ' + x for x in e]
        pos = positions(sc, plan)
        errs += [f'{name}: ' + x for x in overlap_errors(sc, pos)]
        got = counts(sc, pos)
        want = sc['expect'] if name == 'witness' else sc['greedy_counts']
        for u, w in want.items():
            for f in ('in_contact', 'engaged', 'coherent'):
                if f in w and w[f] != got[u][f]:
                    errs.append(f'{name}: {u}.{f} want {w[f]} got {got[u][f]}')
        if name == 'witness' and 'dangerous' in sc:
            d = dangerous_entries(sc, plan)
            if d != sc['dangerous']:
                errs.append(f'dangerous entries {d} != {sc["dangerous"]}')
    for text, ok in sc.get('claims', []):
        if not ok:
            errs.append('claim false: ' + text)
    return errs


def main():
    bad = 0
    for sc in SCEN:
        e = check(sc)
        print(('FAIL ' if e else 'ok   ') + sc['file'])
        for x in e:
            print('    ' + x)
        bad += bool(e)
    print(f'{len(SCEN)} scenarios, {bad} failing')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
