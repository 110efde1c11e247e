"""asp24's scenarios: their witnesses replayed by ../diff/solve.py's own routes (through
../diff/witness.py; it neither imports nor runs rulec): each model in the order given within
the move, the end legal and coherent, and the counts (in contact, target models touched,
ENGAGED) compared with what the header pins.

    python3 tests/assault/asp24/check.py [NAME ...]
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'diff'))
import witness  # noqa: E402

from witness import C25, R25, on, toward  # noqa: E402


def rock_beside_the_target():
    B0, A7 = (20.0, 20.0), (21.67, 29.45)
    e = {0: (19.075073, 19.663455), 1: on(B0, C25, 115)}
    e[2], e[3], e[4], e[5], e[6] = (16.8, 17.9), (16.5, 19.5), (17.0, 21.2), (17.4, 22.3), (18.6, 23.6)
    e[7] = toward(e[1], A7, R25 - 0.01)
    return list(range(8)), e


def two_arms():
    B0, R = (20.0, 20.0), (25 + 60) / 2 / 25.4
    e = {0: (20.0, 20 - R), 1: on(B0, R, 204.05), 5: on(B0, R, 335.95)}
    e[2], e[3], e[6], e[7] = (17.6, 16.9), (16.9, 19.2), (22.4, 16.9), (23.1, 19.2)
    e[4] = toward(e[1], (10.41, 15.72), R25 - 0.01)
    e[8] = toward(e[5], (29.59, 15.72), R25 - 0.01)
    return [0, 1, 5, 2, 3, 6, 7, 4, 8], e


# name: (the witness's order of moving and ends, the counts the header pins)
WITNESSES = {
    'rock_at_the_pin_of_the_far_model': (rock_beside_the_target, (2, 1, 8)),
    'rock_at_the_pin_difficult_patch_rolled_six': (rock_beside_the_target, (2, 1, 8)),
    'two_arms_round_a_big_target': (two_arms, (3, 1, 9)),
}


def main():
    names = sys.argv[1:] or sorted(WITNESSES)
    bad = []
    for name in names:
        make, want = WITNESSES[name]
        order, ends = make()
        got = {}
        ok = witness.check(os.path.join(HERE, name + '.yaml'), {name: (order, ends)}, set(), got)
        if not ok or tuple(got.get('counts', ())) != want:
            print('  MISMATCH: want %s, the witness %s' % (want, got.get('counts')))
            bad.append(name)
    print('%d scenarios, %d bad %s' % (len(names), len(bad), bad))
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
