"""Works the non-trivial fresh/ DBM values again by plain math (no rulec).

flee_wall_smallest_turn and flee_wall_turns_right: the least pivot (either
way) after which the 200p straight path is clear, found by sweeping the
convex hull of the element's start and end against the wall (SAT), in 0.001
degree steps then bisection; the end after the flee distance. The march
diagonals: the stop 200p from the enemy. Every other value in fresh/ is one
subtraction, worked in its header.
Run: python3 tests/dbm/fresh/check.py
"""
import math
import os
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
FAILS = []


def rect(c, fac, w, d):
    r_ = math.radians(fac)
    f = (math.sin(r_), math.cos(r_))
    r = (f[1], -f[0])
    return [(c[0] + r[0] * s + f[0] * u, c[1] + r[1] * s + f[1] * u)
            for s, u in ((-w / 2, d / 2), (w / 2, d / 2), (w / 2, -d / 2), (-w / 2, -d / 2))]


def hull(pts):
    pts = sorted(set(pts))

    def cr(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
    lo, up = [], []
    for p in pts:
        while len(lo) >= 2 and cr(lo[-2], lo[-1], p) <= 0:
            lo.pop()
        lo.append(p)
    for p in reversed(pts):
        while len(up) >= 2 and cr(up[-2], up[-1], p) <= 0:
            up.pop()
        up.append(p)
    return lo[:-1] + up[:-1]


def overlap(p, q, eps=1e-9):
    for poly in (p, q):
        for i in range(len(poly)):
            a, b = poly[i], poly[(i + 1) % len(poly)]
            ax = (b[1] - a[1], a[0] - b[0])
            pp = [ax[0] * x + ax[1] * y for x, y in p]
            qq = [ax[0] * x + ax[1] * y for x, y in q]
            if max(pp) <= min(qq) + eps or max(qq) <= min(pp) + eps:
                return False
    return True


def clear(c, fac, walls):
    p = rect(c, fac, 80, 30)
    r_ = math.radians(fac)
    d = (math.sin(r_) * 200, math.cos(r_) * 200)
    s = hull(p + [(x + d[0], y + d[1]) for x, y in p])
    return not any(overlap(s, w) for w in walls)


def p(v):
    return float(str(v).rstrip('p'))


def least_turn(c, walls, sign):
    k = 0
    while k <= 180000 and not clear(c, (sign * k / 1000) % 360, walls):
        k += 1
    lo, hi = (k - 1) / 1000, k / 1000
    for _ in range(60):
        m = (lo + hi) / 2
        if clear(c, (sign * m) % 360, walls):
            hi = m
        else:
            lo = m
    return hi


for name in ('flee_wall_smallest_turn', 'flee_wall_turns_right'):
    with open(os.path.join(HERE, name + '.yaml')) as fh:
        s = yaml.safe_load(fh)
    e = s['units']['E']
    c = (p(e['centre'][0]), p(e['centre'][1]))
    walls = [[(p(x), p(y)) for x, y in t['polygon']] for t in s['terrain']]
    right, left = least_turn(c, walls, 1), least_turn(c, walls, -1)
    bearing = right if right < left - 1e-6 else (360 - left)  # a tie: the default turns left
    dist = p(s['args']['distance'])
    r_ = math.radians(bearing)
    end = (c[0] + dist * math.sin(r_), c[1] + dist * math.cos(r_))
    want = s['expect']['units']['E']
    print(f'{name}: right {right:.4f}, left {left:.4f} -> bearing {bearing:.4f}, end ({end[0]:.3f}, {end[1]:.3f})')
    if math.hypot(end[0] - p(want['centre'][0]), end[1] - p(want['centre'][1])) > 0.0508 or \
            abs(bearing - want['facing']) > 0.01:
        FAILS.append(f'{name}: expected {want}')

# march_stops_200p_diagonal: corner to corner, dx 120 -> dy 160; E front y = 1585 - 160.
dy = math.sqrt(200 ** 2 - 120 ** 2)
if abs((1585 - dy - 15) - 1410) > 1e-9:
    FAILS.append('march_stops_200p_diagonal')
# march_diagonal_facing_45: centres 600p apart on the line, fronts 570p apart, stop at 200p.
m = (600 - 30 - 200) / math.sqrt(2)
x = 600 / math.sqrt(2)
print(f'march_diagonal_facing_45: X at {1000 + x:.3f}, E ends {1000 + m:.3f}')
if abs(1000 + m - 1261.630) > 5e-4 or abs(1000 + x - 1424.264) > 5e-4:
    FAILS.append('march_diagonal_facing_45')
print('FAIL:\n' + '\n'.join(FAILS) if FAILS else 'all check')
sys.exit(1 if FAILS else 0)
