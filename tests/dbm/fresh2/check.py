"""Re-checks the arithmetic of tests/dbm/fresh2 by plain math (no rulec).

1p = 0.5mm (15mm figures), 200p = 100mm. Each check reads the scenario's
units and works the expected centre or events again: march stops 100mm short
of the enemy (shape distance), recoils and push-backs, the lining-up slide,
the 21.1 comparisons, pursuits to contact, and the least flee turn of d17 by
a scan over turns (band of the element's width along its path).
Run: python3 tests/dbm/fresh2/check.py
"""
import math
import os
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
FAILS = []


def mm(v):
    v = str(v).strip()
    for suf, k in (('mm', 1.0), ('p', 0.5), ('in', 25.4)):
        if v.endswith(suf):
            return float(v[:-len(suf)]) * k
    return float(v) * 0.5


def load(n):
    s = yaml.safe_load(open(os.path.join(HERE, n + '.yaml')))
    return s, s['units']


def centre(u):
    return tuple(mm(x) for x in u['centre'])


def base(u):
    return tuple(mm(x) for x in u['base'])


def check(name, cond, msg):
    if not cond:
        FAILS.append('%s: %s' % (name, msg))


def expect_centre(name, s, uid, want):
    got = tuple(mm(x) for x in s['expect']['units'][uid]['centre'])
    check(name, abs(got[0] - want[0]) < 1e-4 and abs(got[1] - want[1]) < 1e-4,
          '%s centre: worked %s, YAML %s' % (uid, want, got))


def events(s):
    return s['expect'].get('events', [])


def march():
    # d01: both facing along y, same x span: gap between A's front and E's front.
    s, u = load('d01_march_stops_200p')
    a, e = centre(u['A']), centre(u['E'])
    gap = (e[1] - base(u['E'])[1] / 2) - (a[1] + base(u['A'])[1] / 2)
    move = min(gap - 100, mm(s['args']['distance']))
    check('d01', gap == 185 and move == 85, 'gap %s move %s' % (gap, move))
    expect_centre('d01', s, 'A', (a[0], a[1] + move))
    s, u = load('d02_march_starts_exactly_200p')
    gap = (centre(u['E'])[1] - 7.5) - (centre(u['A'])[1] + 7.5)
    check('d02', gap == 100, 'gap %s' % gap)
    expect_centre('d02', s, 'A', centre(u['A']))
    s, u = load('d03_march_refused_inside_200p')
    gap = (centre(u['E'])[1] - 7.5) - (centre(u['A'])[1] + 7.5)
    check('d03', gap < 100 and events(s) == ['march_refused A'], 'gap %s' % gap)
    # d04: corner (620, front) to corner (700, 300): 100mm when 300 - front = 60.
    s, u = load('d04_march_enemy_off_to_side')
    a, e = centre(u['A']), centre(u['E'])
    ex0, ey0 = e[0] - base(u['E'])[0] / 2, e[1] - base(u['E'])[1] / 2
    dx = ex0 - (a[0] + 20)
    front = ey0 - math.sqrt(100 ** 2 - dx ** 2)
    check('d04', abs(front - 240) < 1e-9, 'front %s' % front)
    check('d04', front - (a[1] + 7.5) <= mm(s['args']['distance']), 'beyond the march')
    expect_centre('d04', s, 'A', (a[0], front - 7.5))
    s, u = load('d05_march_past_ambush')
    a = centre(u['A'])
    d = mm(s['args']['distance'])
    check('d05', a[1] + 7.5 + d < centre(u['X'])[1] - 7.5, 'A would reach X')
    expect_centre('d05', s, 'A', (a[0], a[1] + d))


def recoil():
    s, u = load('d06_recoil_pushes_friend')
    a, f = centre(u['A']), centre(u['F'])
    d = mm(s['args']['distance'])
    check('d06', abs((a[1] - 7.5) - (f[1] + 7.5)) < 1e-9, 'F not touching A')
    expect_centre('d06', s, 'A', (a[0], a[1] - d))
    expect_centre('d06', s, 'F', (f[0], f[1] - d))
    s, u = load('d07_recoil_pushed_friend_meets_enemy')
    f, x = centre(u['F']), centre(u['X'])
    room = (f[1] - 7.5) - (x[1] + 7.5)
    check('d07', 0 < room < mm(s['args']['distance']), 'room %s' % room)
    expect_centre('d07', s, 'F', (f[0], f[1] - room))
    check('d07', events(s) == ['destroyed A'], 'events')
    s, u = load('d08_recoil_into_rocks')
    a = centre(u['A'])
    room = (a[1] - base(u['A'])[1] / 2) - 178
    check('d08', 0 <= room < mm(s['args']['distance']), 'room %s' % room)


def line_up():
    s, u = load('d09_line_up_slide')
    a, e = centre(u['A']), centre(u['E'])
    gap = (e[1] - 7.5) - (a[1] + 7.5)
    slide = e[0] - a[0]
    check('d09', gap <= 40 and abs(slide) <= 20, 'gap %s slide %s' % (gap, slide))
    expect_centre('d09', s, 'A', (a[0] + slide, a[1]))
    s, u = load('d10_line_up_slide_too_far')
    check('d10', abs(centre(u['E'])[0] - centre(u['A'])[0]) > 20, 'slide not too far')
    # d11: E faces east; its right flank is its south edge, its front corner the east end.
    s, u = load('d11_line_up_enemy_flank')
    a, e = centre(u['A']), centre(u['E'])
    w, dpt = base(u['E'])
    flank_y, front_x = e[1] - w / 2, e[0] + dpt / 2
    gap = flank_y - (a[1] + 7.5)
    slide = front_x - (a[0] + 20)
    check('d11', gap <= 40 and abs(slide) <= 20, 'gap %s slide %s' % (gap, slide))
    expect_centre('d11', s, 'A', (a[0] + slide, a[1]))


def outcomes():
    def work(ta, te):
        ev = []
        if ta == te:
            return ['equal A E']
        ev.append('lower ' + ('A' if ta < te else 'E'))
        if ta <= te / 2:
            ev.append('half_or_less A')
        if te <= ta / 2:
            ev.append('half_or_less E')
        return ev
    for n in ('d12_outcome_both_negative', 'd13_outcome_exactly_half'):
        s, u = load(n)
        w = work(u['A']['props']['total'], u['E']['props']['total'])
        check(n, w == events(s), 'worked %s, YAML %s' % (w, events(s)))


def pursue():
    s, u = load('d14_pursue_into_contact')
    a, x = centre(u['A']), centre(u['X'])
    gap = (x[1] - 7.5) - (a[1] + 15)
    check('d14', abs(x[0] - a[0]) < 40 and gap < mm(s['args']['distance']), 'no contact')
    expect_centre('d14', s, 'A', (a[0], a[1] + gap))
    s, u = load('d15_pursue_demoralised_full')
    a = centre(u['A'])
    expect_centre('d15', s, 'A', (a[0], a[1] + mm(s['args']['distance'])))
    s, u = load('d16_pursue_expendable_in_difficult')
    a = centre(u['A'])
    check('d16', a[1] - 15 < 200 and events(s) == ['destroyed A'], 'not in the marsh')


def flee():
    s, u = load('d17_flee_least_turn_past_post')
    a = centre(u['A'])
    post = [(575, 250), (585, 250), (585, 260), (575, 260)]

    def clear(t):
        r = math.radians(t)
        d, n = (math.sin(r), math.cos(r)), (math.cos(r), -math.sin(r))
        for p in post:
            off = (p[0] - a[0]) * n[0] + (p[1] - a[1]) * n[1]
            along = (p[0] - a[0]) * d[0] + (p[1] - a[1]) * d[1]
            if -20 + 1e-9 < off < 20 - 1e-9 and -7.5 < along < 107.5:
                return False
        # a post wholly across the band (corners either side) also blocks
        offs = [(p[0] - a[0]) * n[0] + (p[1] - a[1]) * n[1] for p in post]
        return not (min(offs) < 20 - 1e-9 and max(offs) > -20 + 1e-9)
    t = 0.0
    while not clear(t):
        t += 1e-5
    left = 0.0
    while not clear(-left) and left < 180:
        left += 0.01
    check('d17', abs(t - 5.828485) < 1e-4 and left > t, 'least turn %s (left %s)' % (t, left))
    d = mm(s['args']['distance'])
    r = math.radians(t)
    expect_centre('d17', s, 'A', (a[0] + d * math.sin(r), a[1] + d * math.cos(r)))
    for n in ('d18_flee_bursts_through_friend', 'd19_flee_boxed_by_enemy_destroyed'):
        s, u = load(n)
        # the lane is 44mm and the element across it leaves 2mm either side: nothing of
        # A's 40mm can pass it within 200p (its front is 25mm ahead of A's)
        check(n, 622 - 578 == 44 and (240 - 7.5) - 207.5 < 100, 'lane or blocker wrong')
    s, u = load('d18_flee_bursts_through_friend')
    expect_centre('d18', s, 'A', (600, 200 + mm(s['args']['distance'])))


if __name__ == '__main__':
    march()
    recoil()
    line_up()
    outcomes()
    pursue()
    flee()
    for f in FAILS:
        print('FAIL', f)
    print('%d problems' % len(FAILS))
    sys.exit(1 if FAILS else 0)
