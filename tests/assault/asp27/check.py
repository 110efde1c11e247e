"""asp27's scenarios: their witnesses replayed by ../diff/solve.py's own routes (through
../diff/witness.py; it neither imports nor runs rulec): each model in the order given within
the move, the end legal and coherent, and the counts (in contact, target models touched,
ENGAGED) compared with what the header pins. For the dangerous ground, the header's tests:
the first model's straight route enters each patch it names, and a model said to take no test
starts more than the move from overlapping every patch.

    python3 tests/assault/asp27/check.py [NAME ...]
"""
import importlib.util
import math
import os
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'diff'))
import witness  # noqa: E402

from witness import C25, R25, on, toward  # noqa: E402


def rock_beside_the_target():
    """asp24's witness: the same eight round the same rock (the patch is on A#0's way only)"""
    spec = importlib.util.spec_from_file_location('asp24_check', os.path.join(HERE, '..', 'asp24', 'check.py'))
    asp24 = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(asp24)
    return asp24.rock_beside_the_target()


def between_two_arcs():
    B0, S = (20.0, 20.0), {3: (25.9, 26.9), 4: (24.83, 28.36), 8: (15.17, 28.36)}
    e = {0: (20 + C25, 20.0), 1: on(B0, C25, 90), 2: (23.4, 20.8)}
    e[3] = toward(e[0], S[3], R25 - 0.03)
    e[4], e[8] = toward(e[1], S[4], R25 - 0.01), toward(e[1], S[8], R25 - 0.01)
    e[5], e[6], e[7] = (23.0, 25.4), (20.0, 25.0), (17.0, 25.4)
    return [0, 1, 2, 3, 4, 8, 5, 6, 7], e


# name: (the witness's order of moving and ends, the counts the header pins,
#        the models whose straight route to their end enters the dangerous ground)
WITNESSES = {
    'dangerous_patch_on_the_first_models_way': (rock_beside_the_target, (2, 1, 8), {0}),
    'between_two_arcs_one_model_in_contact': (between_two_arcs, (2, 1, 6), set()),
}


def rect_gap(p, poly):
    """the distance from p to an axis-aligned rectangle (0 inside)"""
    xs, ys = [v[0] for v in poly], [v[1] for v in poly]
    dx = max(min(xs) - p[0], 0, p[0] - max(xs))
    dy = max(min(ys) - p[1], 0, p[1] - max(ys))
    return math.hypot(dx, dy)


def seg_rect_gap(a, b, poly, n=4000):
    return min(rect_gap((a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n), poly) for k in range(n + 1))


def tests_hold(name, starts, ends, enters):
    """the header's tests: each model of enters crosses into a dangerous patch on its straight
    route (not overlapping it at the start); each model the scenario's no_events names starts
    more than the move from overlapping every dangerous patch"""
    d = yaml.safe_load(open(os.path.join(HERE, name + '.yaml')))
    if not d.get('terrain'):
        return True
    r = 25 / 25.4 / 2
    move = min(witness.inch(d['args']['move']), max(d['dice'][0]))
    patches = [[[witness.inch(x), witness.inch(y)] for x, y in t['polygon']]
               for t in d['terrain'] if t['kind'] == 'dangerous']
    ok = True
    for i in enters:
        hit = any(rect_gap(starts[i], p) >= r and seg_rect_gap(starts[i], ends[i], p) < r for p in patches)
        print('  A#%d enters the dangerous ground on its way: %s' % (i, hit))
        ok = ok and hit
    for ev in d['expect'].get('no_events') or []:
        i = int(ev.split('#')[1])
        gap = min(rect_gap(starts[i], p) for p in patches) - r
        print('  A#%d starts %.3fin from overlapping the dangerous ground (move %g)' % (i, gap, move))
        ok = ok and gap > move
    return ok


def main():
    names = sys.argv[1:] or sorted(WITNESSES)
    bad = []
    for name in names:
        make, want, enters = WITNESSES[name]
        order, ends = make()
        got = {}
        ok = witness.check(os.path.join(HERE, name + '.yaml'), {name: (order, ends)}, set(), got)
        d = yaml.safe_load(open(os.path.join(HERE, name + '.yaml')))
        starts = [[witness.inch(x), witness.inch(y)] for x, y in d['units']['A']['models']]
        if not ok or tuple(got.get('counts', ())) != want or not tests_hold(name, starts, ends, enters):
            print('  MISMATCH: want %s, the witness %s' % (want, got.get('counts')))
            bad.append(name)
    print('%d scenarios, %d bad %s' % (len(names), len(bad), bad))
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
