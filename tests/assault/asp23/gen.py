"""asp23: fresh4/wide_line_target_at_one_end's shape (a wide line charging a target at one end:
the models in contact must leave a model out of reach of contact room to come within 2in of one)
moved about the table: mirrored, and turned to angles where the bearing from the target model to
the model left out crosses +-180 degrees. Each is the fresh4 scenario under a rigid motion (a
rotation or a mirror, then a shift), which keeps every distance, so its bound and its witness
(worked by hand in fresh4's header; `../pins_witness.py` replays it) carry over point for point:
this script moves them and replays each moved witness with ../diff/solve.py's own routes
(through ../diff/witness.py; it neither imports nor runs rulec).

    python3 tests/assault/asp23/gen.py           # compare every YAML file with what it would write, replay
    python3 tests/assault/asp23/gen.py --write   # write them
"""
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'diff'))
import witness  # noqa: E402

C25 = 25 / 25.4  # centres of two 25mm bases in contact
R25 = C25 + 2  # centres of two 25mm bases 2in apart

# fresh4/wide_line_target_at_one_end, as its header gives it
A = [(20 + 2.2 * i, 12.0) for i in range(8)]
B = [(20.5, 16.0), (22.0, 16.2)]
FIRST = (20.377919, 15.023349)


def on(c, rho, deg):
    return (c[0] + rho * math.cos(math.radians(deg)), c[1] + rho * math.sin(math.radians(deg)))


def toward(a, b, d):
    L = math.dist(a, b)
    return (a[0] + d * (b[0] - a[0]) / L, a[1] + d * (b[1] - a[1]) / L)


def wide_line_witness():
    """fresh4's witness (its header): the order of moving and each model's end"""
    B1 = B[1]
    e = {0: FIRST}
    e[1], e[2], e[3] = on(B1, C25, 275), on(B1, C25, 35), on(B1, C25, 335)
    e[4] = (24.3, 13.7)
    e[5] = toward(e[3], A[5], R25 - 0.01)
    e[6] = toward(e[5], A[6], R25 - 0.03)
    e[7] = toward(e[6], A[7], R25 - 0.03)
    return [0, 1, 2, 3, 4, 5, 6, 7], e


# name: (turn in degrees, mirror x first, the shift after, the charging unit's models in reverse order,
#        what it says)
CASES = {
    'wide_line_target_at_right_end': (
        0, True, (72, 0), True,
        'fresh4/wide_line_target_at_one_end mirrored left to right (x -> 72 - x): the two target models face '
        'the line\'s right end, and the models are listed right to left, so the first model is A#7.'),
    'wide_line_turned_150_target_at_one_end': (
        150, False, (60, 40), False,
        'fresh4/wide_line_target_at_one_end turned 150 degrees about the origin, then shifted by (60, 40): '
        'the bearing from B#1 to the model left out (A#5) is 335 + 150 = 485 = 125 degrees, and the '
        'witness\'s spot round B#1\'s far side 35 + 150 = 185 degrees, just past 180.'),
    'wide_line_turned_minus_115_reversed': (
        -115, False, (10, 44), True,
        'fresh4/wide_line_target_at_one_end turned -115 degrees about the origin, then shifted by (10, 44), '
        'the models listed in reverse (the first model is A#7): the bearing from B#1 to the model left out '
        'is 335 - 115 = 220 degrees (-140), the witness\'s spot beside the pocket 275 - 115 = 160.'),
}


def mover(turn, mirror, shift):
    c, s = math.cos(math.radians(turn)), math.sin(math.radians(turn))

    def f(p):
        x, y = p
        if mirror:
            x = -x
        return (c * x - s * y + shift[0], s * x + c * y + shift[1])
    return f


def build(name):
    turn, mirror, shift, rev, what = CASES[name]
    f = mover(turn, mirror, shift)
    idx = (lambda i: 7 - i) if rev else (lambda i: i)
    a = [None] * 8
    for i, p in enumerate(A):
        a[idx(i)] = f(p)
    b = [f(p) for p in B]
    order, ends = wide_line_witness()
    w_order = [idx(i) for i in order]
    w_ends = {idx(i): f(p) for i, p in ends.items()}
    first = f(FIRST)
    return a, b, first, w_order, w_ends, what


def fmt(p):
    return '[%.6fin, %.6fin]' % p


def yaml_of(name):
    a, b, first, order, ends, what = build(name)
    fi = order[0]
    lines = [
        '# ' + what,
        '# Seed 004: the first model is the one that reaches with the least movement, into contact with',
        '# the nearest model by the shortest route; the others then engage as many as possible; models may',
        '# not move through models; coherency 2in. A rigid motion keeps every distance, so fresh4\'s working',
        '# holds as it stands, with each point moved (tests/assault/asp23/gen.py moves them):',
        '# First model: A#%d, 3.0469in of movement to B#0 (sqrt(0.25 + 16) - 0.9843), ends at (%.6f, %.6f).' % (
            fi, first[0], first[1]),
        '# In contact: 4 (A#%d, A#%d, A#%d, A#%d: the others stand more than 6in from any contact spot even' % tuple(
            order[:4]),
        '#   in a straight line, 7.0082in the nearest), both target models touched.',
        '# ENGAGED: 6, no more: a model within 2in of one in contact has its centre within 0.984 + 2.984 =',
        '#   3.969in of B#0\'s or B#1\'s; A#%d is 11.96in from B#1, 7.99in more than that, beyond its 6in' % order[6],
        '#   move, A#%d farther. 6 can (fresh4\'s witness, moved; replayed by gen.py with ../diff/solve.py),' % order[7],
        '#   in order of moving:',
    ]
    for i in order:
        lines.append('#     A#%d to (%.6f, %.6f)' % (i, ends[i][0], ends[i][1]))
    lines += [
        '#   (A#%d at 275 degrees round B#1 as fresh4 turns it, A#%d round to 35, A#%d at 335 toward A#%d,' % (
            order[1], order[2], order[3], order[5]),
        '#   A#%d 2.515in from A#%d, A#%d straight toward A#%d to 2.974in from it, 5.973in of its 6; A#%d and' % (
            order[4], order[3], order[5], order[3], order[6]),
        '#   A#%d each in a chain).' % order[7],
        'name: ' + name,
        'rules: [../../../rules/assault.rules]',
        'board: {width: 72in, depth: 48in}',
        'units:',
        '  A:',
        '    side: red',
        '    base: {round: 25mm}',
        '    models: [' + ', '.join(fmt(p) for p in a) + ']',
        '  B:',
        '    side: blue',
        '    base: {round: 25mm}',
        '    models: [' + ', '.join(fmt(p) for p in b) + ']',
        'run: assault',
        'args: {unit: A, target: B, move: 6in}',
        'expect:',
        '  units:',
        '    A: {engaged: 6, models: {%d: %s}, in_contact: 4, coherent: true, state: {has: [locked]}}' % (
            fi, fmt(first)),
        '    B: {engaged: 2, in_contact: 2, state: {has: [locked]}}',
        '  events: [engaged A B]',
    ]
    return '\n'.join(lines) + '\n'


def main():
    write = '--write' in sys.argv
    bad = []
    for name in CASES:
        path = os.path.join(HERE, name + '.yaml')
        text = yaml_of(name)
        if write:
            with open(path, 'w') as f:
                f.write(text)
        elif not os.path.exists(path) or open(path).read() != text:
            print('DIFFERS', path)
            bad.append(name)
            continue
        _, _, _, order, ends, _ = build(name)
        got = {}
        # rounded as the YAML gives them: the moved witness is replayed from the file's numbers
        ends = {i: (round(p[0], 6), round(p[1], 6)) for i, p in ends.items()}
        ok = witness.check(path, {name: (order, ends)}, set(), got)
        if not ok or tuple(got.get('counts', ())) != (4, 2, 6):
            print('  MISMATCH: want (4, 2, 6), the witness %s' % (got.get('counts'),))
            bad.append(name)
    print('%d scenarios, %d bad %s' % (len(CASES), len(bad), bad))
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
