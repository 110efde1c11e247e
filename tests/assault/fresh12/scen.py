"""fresh12's scenarios as data: the table, the expected values, the witness placement that
meets the bound, the greedy placement, and the claims (bounds) check.py verifies.

All lengths in inches; bases by diameter in mm. Written by hand from seed 004 and the spec;
the numbers in the headers are recomputed by check.py / printed by gen.py from this file.
"""
import math
from geom import R, dist, toward, contact_spot, gap, seg_point, around_disc, bearing_of

SCEN = []
R25, R32, R40, R50, R60 = R[25], R[32], R[40], R[50], R[60]


def U(side, d, models, state=None):
    return dict(side=side, d=d, models=[tuple(m) for m in models], state=state or [])


def line(x0, y, n, sp):
    return [(x0 + sp * k, y) for k in range(n)]


def spot(t, rt, s, r):
    """Contact spot on base (t, rt) nearest s, for a base of radius r."""
    return toward(t, s, rt + r)


def along(s, g, d):
    return toward(s, g, d)


def add(**kw):
    kw.setdefault('target', 'B')
    kw.setdefault('move', 6.0)
    kw.setdefault('eff_move', kw['move'])
    kw.setdefault('charged', [kw['target']])
    kw.setdefault('terrain', [])
    kw.setdefault('claims', [])
    kw.setdefault('events', [])
    kw.setdefault('no_events', [])
    SCEN.append(kw)
    return kw


def minreach(S, T, rt, r):
    """Straight-line lower bound of the move S needs to touch any base of T."""
    return min(dist(S, t) - rt - r for t in T)


# ---------------------------------------------------------------- ordinary tables
# O1: five 32mm in a line, five 25mm opposite, all reach.
A = [(10 + 2.26 * k, 10.0) for k in range(5)]
A[2] = (A[2][0], 10.5)
B = [(10 + 2.26 * k, 15.0) for k in range(5)]
end = {k: (B[k][0], 15 - R25 - R32) for k in range(5)}
add(file='line_v_line_all_reach.yaml', cat='o',
    title='five 32mm marines charge five 25mm guardsmen straight ahead, all reach',
    units={'A': U('red', 32, A), 'B': U('blue', 25, B)},
    first=2,
    witness={'order': [2, 1, 3, 0, 4], 'end': end},
    expect={'A': {'in_contact': 5, 'engaged': 5, 'coherent': True, 'locked': True},
            'B': {'in_contact': 5, 'engaged': 5, 'locked': True}},
    events=['engaged A B'],
    work=[
        'A: five 32mm (r 0.629921in) at x = 10 + 2.26k, y 10 (A#2 at y 10.5); B: five 25mm',
        '(r 0.492126in) at the same x, y 15. Contact distance 32mm-25mm = 1.122047in.',
        'First model: A#2, straight gap 15 - 10.5 - 1.122047 = 3.377953in (the others 3.877953):',
        'it moves straight north into contact with B#2 (the nearest), ending at (14.52, 13.877953).',
        'Every A#k reaches B#k straight ahead (3.877953 <= 6): a one-to-one matching, so the bound',
        '(5 chargers, 5 target models) is met: 5 in contact, 5 B models touched, all ENGAGED.',
        'End gaps between chargers 2.26 - 1.259843 = 1.000157in <= 2: coherent. B ENGAGED 5 (all in',
        'contact). Both units LOCKED.'])

# O2: didn't make it by 0.1in.
A = line(10, 10, 3, 2.2)
B = [(12.2, 10 + R32 + R25 + 6.1)]
B = [(10, B[0][1]), (12.2, B[0][1]), (14.4, B[0][1])]
add(file='didnt_make_it_by_a_tenth.yaml', cat='o',
    title='three 32mm 6.1in short of 25mm guardsmen: the charge does not happen',
    units={'A': U('red', 32, A), 'B': U('blue', 25, B)}, didnt=True,
    claims=[('every A model needs more than 6in (straight-line bound)',
             all(minreach(a, B, R25, R32) > 6.05 for a in A))],
    expect={'A': {'in_contact': 0, 'moved': False, 'locked': False},
            'B': {'moved': False, 'locked': False, 'in_contact': 0}},
    events=['didnt_make_it A B'], no_events=['engaged A B'],
    work=[
        'A: three 32mm at y 10, x 10/12.2/14.4; B: three 25mm opposite, centres 1.122047 + 6.1in',
        'further north. Every straight gap is 6.1in (diagonals more): no model reaches within 6in,',
        "so the charge does not proceed (DIDN'T MAKE IT): nothing moves, nobody is LOCKED."])

# O3: exactly 6in reaches; only one model in contact; the rest ENGAGED by the 2in rule.
A = [(20 + 1.9 * (k - 2), 9.5) for k in range(5)]
A[2] = (20, 10.0)
yb = 10 + 2 * R25 + 6
B = [(20 + 1.9 * (k - 2), yb) for k in range(5)]
f = (20, yb - 2 * R25)
w0 = along(A[0], f, 5.95)
w4 = along(A[4], f, 5.95)
add(file='exactly_six_inches_one_reaches.yaml', cat='o',
    title='25mm on 25mm, the nearest gap exactly 6in: one in contact, four ENGAGED by 2in',
    units={'A': U('red', 25, A), 'B': U('blue', 25, B)}, first=2,
    witness={'order': [2, 1, 3, 0, 4], 'end': {2: f, 0: w0, 4: w4, 1: (18.3, 15.4), 3: (21.7, 15.4)}},
    claims=[('A#0,1,3,4 cannot reach contact (straight gap 6.5in or more)',
             all(minreach(A[k], B, R25, R25) > 6.4 for k in (0, 1, 3, 4)))],
    expect={'A': {'in_contact': 1, 'engaged': 5, 'coherent': True, 'locked': True},
            'B': {'in_contact': 1, 'engaged': 3, 'locked': True}},
    events=['engaged A B'],
    work=[
        'A: five 25mm at x 16.2..23.8 step 1.9, y 9.5, A#2 at (20, 10); B: five 25mm at the same x,',
        'y 16.984252: A#2 stands exactly 6.000in from B#2 (within 6 counts), the others 6.5in from',
        'the model opposite and more from the rest. First model A#2 -> (20, 16), touching B#2.',
        'No other model can reach contact (bound 6.5 > 6), so in contact 1, B touched 1.',
        'ENGAGED: A#0 starts 7.529in from A#2\'s end; moving 5.95in toward it leaves 1.579in',
        'between centres, 0.595in between bases (<= 2): ENGAGED; likewise A#4, A#1, A#3 (witness',
        'in check.py). So ENGAGED 5, coherent. B: B#1 and B#3 are 1.9 - 0.984 = 0.916in from B#2',
        '(in contact): ENGAGED; B#0, B#4 are 2.816in away: not. B ENGAGED 3.'])

# O4: a conga line of five 32mm: the first in contact, the second ENGAGED, the rest not.
A = [(20, 10 - 2.2 * k) for k in range(5)]
B = line(15.2, 16.5, 5, 2.4)
f = (20, 16.5 - R25 - R32)
add(file='conga_line_one_contact_two_engaged.yaml', cat='o',
    title='five 32mm in single file: one in contact, one more ENGAGED within 2in, three not',
    units={'A': U('red', 32, A), 'B': U('blue', 25, B)}, first=0,
    witness={'order': [0, 1, 2, 3, 4],
             'end': {0: f, 1: (20, 13.8), 2: (20, 11.6), 3: (20, 9.4), 4: (20, 7.2)}},
    claims=[('A#1..A#4 cannot reach contact', all(minreach(A[k], B, R25, R32) > 6.5 for k in (1, 2, 3, 4))),
            ('A#2..A#4 cannot end within 2in of A#0 (the only model in contact): start distance - 6 > 1.259843 + 2',
             all(dist(A[k], f) - 6 > 2 * R32 + 2 for k in (2, 3, 4)))],
    expect={'A': {'in_contact': 1, 'engaged': 2, 'coherent': True, 'locked': True},
            'B': {'in_contact': 1, 'engaged': 3, 'locked': True}},
    events=['engaged A B'],
    work=[
        'A: five 32mm in file at x 20, y 10, 7.8, 5.6, 3.4, 1.2; B: five 25mm at y 16.5, x 15.2..24.8',
        'step 2.4 (B#2 at x 20). First model A#0 (gap 5.377953) -> (20, 15.377953) touching B#2.',
        'A#1 needs 7.577953in to touch B#2 (more for the others): only A#0 can be in contact.',
        'ENGAGED means in contact or within 2in of a model in contact, so only A#0\'s 2in counts:',
        'A#1 ends at (20, 13.8), 0.318in from A#0: ENGAGED. A#2 starts 9.778in from A#0\'s spot, so',
        'after 6in it is 3.778in centre to centre, 2.518in between bases > 2: not ENGAGED (being 2in',
        'from A#1, itself not in contact, does not count); A#3, A#4 further. ENGAGED 2, the file',
        'stays coherent. B: B#1, B#3 1.416in from B#2: B ENGAGED 3.'])

# O5: a lone 60mm monster charges a 25mm squad.
A = [(20.5, 10.0)]
B = line(15.2, 16.5, 5, 2.4)
f = spot(B[2], R25, A[0], R60)
add(file='monster_60mm_charges_25mm_squad.yaml', cat='c',
    title='a lone 60mm monster charges five 25mm: shortest route to the nearest, one touched',
    units={'A': U('red', 60, A), 'B': U('blue', 25, B)}, first=0,
    witness={'order': [0], 'end': {0: f}},
    claims=[('the monster at its spot touches only B#2 (gaps to B#1, B#3 > 0)',
             min(gap(f, R60, B[k], R25) for k in (1, 3)) > 0.05)],
    expect={'A': {'in_contact': 1, 'engaged': 1, 'locked': True},
            'B': {'in_contact': 1, 'engaged': 3, 'locked': True}},
    events=['engaged A B'],
    work=[
        'A: one 60mm (r 1.181102in) at (20.5, 10); B: five 25mm at y 16.5, x 15.2..24.8 step 2.4.',
        'Nearest B model: B#2 (20, 16.5), centre distance 6.519202, gap 4.845974 <= 6. A unit of',
        'one model: it is the first model and moves straight toward B#2 until touching it, ending',
        f'1.673228in from B#2 on the line: ({f[0]:.6f}, {f[1]:.6f}) (check.py). There it is'
        f' {min(gap(f, R60, B[k], R25) for k in (1, 3)):.3f}in and more from B#1 and B#3: it touches one model. In contact 1, ENGAGED 1, B touched 1,',
        'B ENGAGED 3 (B#1, B#3 within 1.416in of B#2).'])

# O6: five 25mm charge a lone 60mm monster: all five fit round its front half.
B = [(20.0, 16.0)]
A = [(17, 10), (18.5, 10), (20, 10.3), (21.5, 10), (23, 10)]
ring = {k: contact_spot(B[0], R60, R25, 180 + ang) for k, ang in
        ((0, 80), (1, 40), (2, 0), (3, -40), (4, -80))}
add(file='squad_25mm_charges_monster_60mm.yaml', cat='c',
    title='five 25mm charge a lone 60mm monster: all five touch it, spaced round its front',
    units={'A': U('red', 25, A), 'B': U('blue', 60, B)}, first=2,
    witness={'order': [2, 0, 4, 1, 3], 'end': ring},
    claims=[('five 25mm fit on a 60mm front half: 40 degrees apart >= 2*asin(r25/(r60+r25)) = %.2f'
             % (2 * math.degrees(math.asin(R25 / (R60 + R25)))),
             40 >= 2 * math.degrees(math.asin(R25 / (R60 + R25))))],
    expect={'A': {'in_contact': 5, 'engaged': 5, 'coherent': True, 'locked': True},
            'B': {'in_contact': 1, 'engaged': 1, 'locked': True}},
    events=['engaged A B'],
    work=[
        'A: five 25mm at y 10, x 17, 18.5, 20 (y 10.3), 21.5, 23; B: one 60mm at (20, 16).',
        'Contact distance 60mm-25mm = 1.673228in. First model A#2 (gap 16 - 10.3 - 1.673228 = 4.026772)',
        '-> (20, 14.326772). Two 25mm touching the 60mm and each other stand',
        f'{2 * math.degrees(math.asin(R25 / (R60 + R25))):.2f} degrees apart round it: the witness puts them at bearings 100, 140, 180,',
        '220, 260 from the monster (40 degrees apart), every route straight and at most '
        f'{max(dist(A[k], ring[k]) for k in range(5)):.3f}in. Bound 5 (every charger) met: 5 in contact, ENGAGED 5, coherent',
        f'(neighbours {gap(ring[0], R25, ring[1], R25):.3f}in apart). B: its one model touched, ENGAGED 1.'])

# O7: woods round the target, dice [[2, 5]]: move 5; only the nearest reaches contact.
B = line(15.2, 16.0, 5, 2.4)
A = [(15.2 + 2.4 * k, 9.5) for k in range(5)]
A[2] = (20.0, 11.0)
woods = [(12, 14.5), (28, 14.5), (28, 19), (12, 19)]
f = (20.0, 16 - R25 - R32)
add(file='woods_roll_five_one_reaches.yaml', cat='b',
    title='target in woods, 2D6 shows 2 and 5: move 5, one in contact, all five ENGAGED',
    units={'A': U('red', 32, A), 'B': U('blue', 25, B)}, dice=[[2, 5]], eff_move=5.0,
    terrain=[{'name': 'woods', 'kind': 'difficult', 'poly': woods}], first=2,
    witness={'order': [2, 1, 3, 0, 4],
             'end': {2: f, 0: (17.65, 13.2), 4: (20.93, 12.3), 1: (18.9, 14.0), 3: (22.35, 14.05)}},
    claims=[('every contact spot is inside the woods (centre y >= 16 - 1.122 > 14.5)', 16 - R25 - R32 > 14.5),
            ('with move 5 only A#2 reaches contact', all(minreach(A[k], B, R25, R32) > 5.2 for k in (0, 1, 3, 4))),
            ('with move 6 A#0 would (so the roll matters)', minreach(A[0], B, R25, R32) < 6)],
    expect={'A': {'in_contact': 1, 'engaged': 5, 'coherent': True, 'locked': True},
            'B': {'in_contact': 1, 'engaged': 3, 'locked': True}},
    events=['engaged A B'],
    work=[
        'B: five 25mm at y 16, x 15.2..24.8 step 2.4, inside woods (difficult) y 14.5..19. A: five 32mm',
        'at y 9.5 opposite them, A#2 at (20, 11). Every contact spot has its centre at y >= 14.878 >',
        '14.5: into the woods, so the unit rolls 2D6 and moves no farther than the higher die: 5in.',
        'A#2 gap 16 - 11 - 1.122047 = 3.877953 <= 5: first, -> (20, 14.877953). The others need',
        '5.377953in (straight ahead; diagonals more) > 5: cannot reach contact (with 6 they would).',
        'ENGAGED needs within 2in of A#2 (the one in contact), centre <= 1.259843 + 2 = 3.259843 from',
        "A#2's spot. A#0 starts 7.208in from it: after 5in it can be 2.208 away, in a lens only about",
        '1in wide; the witness packs all four round A#2 without overlap: A#0 (17.65, 13.2), A#4',
        '(20.93, 12.3), A#1 (18.9, 14.0), A#3 (22.35, 14.05), moved A#1, A#3, A#0, A#4, straight, each',
        '<= 4.95in (check.py recomputes routes and gaps). In contact 1, B touched 1, ENGAGED 5',
        '(bound: all five), coherent; B ENGAGED 3 (B#1, B#3 1.416in from B#2).'])

# O8: same woods, dice [[1, 2]]: move 2 < 3.878: didn't make it.
add(file='woods_roll_two_didnt_make_it.yaml', cat='b',
    title="target in woods, 2D6 shows 1 and 2: move 2, nobody reaches: didn't make it",
    units={'A': U('red', 32, A), 'B': U('blue', 25, B)}, dice=[[1, 2]], eff_move=2.0, didnt=True,
    terrain=[{'name': 'woods', 'kind': 'difficult', 'poly': woods}],
    claims=[('the nearest gap 3.878 > 2', all(minreach(a, B, R25, R32) > 3.8 for a in A))],
    expect={'A': {'in_contact': 0, 'moved': False, 'locked': False},
            'B': {'moved': False, 'locked': False}},
    events=['didnt_make_it A B'], no_events=['engaged A B'],
    work=[
        'The table of woods_roll_five_one_reaches; the dice show 1 and 2: the unit may move 2in.',
        'The nearest gap is A#2\'s 3.877953in > 2: no model can reach: the charge does not proceed,',
        'nothing moves, nobody LOCKED.'])

# O9: dangerous ground round the target: both chargers enter it: two tests, first model's first.
B = [(18, 16.0), (20.4, 16.0)]
A = [(18, 10.5), (20.4, 11.0)]
mine = [(15, 14), (26, 14), (26, 19), (15, 19)]
end = {k: (B[k][0], 16 - R25 - R32) for k in range(2)}
add(file='dangerous_ground_two_tests.yaml', cat='b',
    title='target behind razor wire (dangerous): dice 4 and 6, both in contact, both tested, the first model first',
    units={'A': U('red', 32, A), 'B': U('blue', 25, B)}, dice=[[4, 6]], eff_move=6.0,
    terrain=[{'name': 'razorwire', 'kind': 'dangerous', 'poly': mine}], first=1,
    witness={'order': [1, 0], 'end': end}, dangerous=[0, 1],
    claims=[('every contact spot base lies wholly inside the wire (centre y >= 14.878, base y >= %.3f > 14)'
             % (16 - R25 - 2 * R32), 16 - R25 - 2 * R32 > 14),
            ('every A model starts outside it (top of base y <= 11.63 < 14)', all(a[1] + R32 < 14 for a in A))],
    expect={'A': {'in_contact': 2, 'engaged': 2, 'coherent': True, 'locked': True},
            'B': {'in_contact': 2, 'engaged': 2, 'locked': True}},
    events=['dangerous_terrain_test A#1', 'dangerous_terrain_test A#0'],
    work=[
        'B: 25mm at (18, 16) and (20.4, 16) inside dangerous ground (razor wire) x 15..26, y 14..19.',
        'A: 32mm at (18, 10.5) and (20.4, 11), both outside it. A contact spot has its centre within',
        '1.122047 of a B centre (y >= 14.878), its base wholly inside the wire: each model that',
        'reaches contact enters it. Dangerous is difficult too: roll 2D6, 4 and 6: move 6.',
        'First A#1 (gap 3.877953) -> (20.4, 14.877953); then A#0 straight ahead (gap 4.377953 <= 6).',
        'Bound 2 met: in contact 2, B touched 2, ENGAGED 2, coherent (gap 1.14in). Each enters the',
        'wire: dangerous_terrain_test A#1 (it moves first), then dangerous_terrain_test A#0.'])

# O10: a wall between: straight 3.4in, round either end more than 6: didn't make it.
wall = [(14, 13), (26, 13), (26, 13.5), (14, 13.5)]
B = line(18, 15.5, 3, 2.4)
A = [(18, 11.0), (20.4, 11.2), (22.8, 11.0)]


def refl_bound(S, T, rt, r, X):
    """Lower bound of a route from S that must reach the vertical line x = X and then touch T."""
    return dist(S, (2 * X - T[0], T[1])) - rt - r


ends = (14 - R32, 26 + R32)
add(file='wall_between_round_the_end_too_far.yaml', cat='b',
    title="a wall 12in long between: 3.4in as the crow flies, too far round either end",
    units={'A': U('red', 32, A), 'B': U('blue', 25, B)}, didnt=True,
    terrain=[{'name': 'wall', 'kind': 'impassable', 'poly': wall}],
    claims=[('every contact spot lies north of the wall band (centre y >= 14.378 > 13.5 + r32)',
             15.5 - R25 - R32 > 13.5 + R32),
            ('round the east end: every route >= reflection bound > 6',
             min(refl_bound(a, b, R25, R32, ends[1]) for a in A for b in B) > 6),
            ('round the west end: every route >= reflection bound > 6',
             min(refl_bound(a, b, R25, R32, ends[0]) for a in A for b in B) > 6),
            ('the wall band cannot be crossed: it spans x 14..26, every A and B model within it',
             all(14 < p[0] < 26 for p in A + B))],
    expect={'A': {'in_contact': 0, 'moved': False, 'locked': False},
            'B': {'moved': False, 'locked': False}},
    events=['didnt_make_it A B'], no_events=['engaged A B'],
    work=[
        'A wall (impassable) x 14..26, y 13..13.5. B: three 25mm at y 15.5, x 18/20.4/22.8; A: three',
        '32mm at y 11 (A#1 at 11.2) below it. Straight gaps 3.18-3.38in, but a route must pass',
        'round an end: its centre must reach x >= 26.63 (east, 26 + r32) or x <= 13.37 (west).',
        'A route from S that touches the line x = X and ends at a spot within 1.122047 of a B centre',
        'T is at least |S - T reflected in the line| - 1.122047. East: the best is A#2 -> B#2,',
        f'{min(refl_bound(a, b, R25, R32, ends[1]) for a in A for b in B):.3f}in; west: '
        f'{min(refl_bound(a, b, R25, R32, ends[0]) for a in A for b in B):.3f}in. Both > 6: no model reaches:',
        "DIDN'T MAKE IT: nothing moves, nobody LOCKED."])

# O11: the wall's east end: the first model's spot closes the corridor behind the wall; the
# model behind the wall can still come round the first model's east side, if it moves before A#2.
wall2 = [(15, 13), (22, 13), (22, 13.5), (15, 13.5)]
B = line(20.4, 15.5, 3, 2.4)
A = [(20.4, 11.0), (22.8, 11.2), (25.2, 11.0)]
f = (22.8, 15.5 - R25 - R32)
from geom import point_poly  # noqa
s0 = contact_spot(B[2], R25, R32, 240)
s2 = contact_spot(B[2], R25, R32, 160)
add(file='wall_end_closed_by_the_first_model.yaml', cat='b',
    title="behind a wall's end: the first model closes the corridor; the model behind the wall goes round it",
    units={'A': U('red', 32, A), 'B': U('blue', 25, B)},
    terrain=[{'name': 'wall', 'kind': 'impassable', 'poly': wall2}], first=1,
    witness={'order': [1, 0, 2], 'end': {1: f, 0: s0, 2: s2}, 'via': {0: [(23.9, 13.3)]}},
    claims=[('A#1 straight route clears the wall corner (0.8 > r32)', seg_point(A[1], f, (22, 13)) > R32),
            ('between the wall and A#1 at its spot the gap is narrower than a 32mm base',
             point_poly(f, wall2) - R32 < 2 * R32),
            ('A#1 at its spot touches B#1 (no way between them)', abs(gap(f, R32, B[1], R25)) < 1e-9),
            ('A#0 to B#0 round the west end (x <= 14.37): bound > 6', refl_bound(A[0], B[0], R25, R32, 15 - R32) > 6),
            ('A#0 to B#0 round A#1 on its east (x >= 24.06): bound > 6', refl_bound(A[0], B[0], R25, R32, f[0] + 2 * R32) > 6),
            ('no base touches two B models (1.416 > 1.26)', gap(B[0], R25, B[1], R25) > 2 * R32)],
    expect={'A': {'in_contact': 3, 'engaged': 3, 'coherent': True, 'locked': True},
            'B': {'in_contact': 2, 'engaged': 3, 'locked': True}},
    events=['engaged A B'],
    work=[
        'A wall x 15..22, y 13..13.5. B: three 25mm at y 15.5, x 20.4/22.8/25.2. A: three 32mm at y 11',
        "under them, A#1 at (22.8, 11.2). A#1 goes straight past the wall's east end (0.8in > r32",
        'from its corner); it is first (gap 3.177953 v 3.377953) and stops at (22.8, 14.377953)',
        "touching B#1. Its base is then %.3fin from the wall's corner, narrower than a 32mm base, and"
        % (point_poly(f, wall2) - R32),
        "it touches B#1: the corridor north of the wall is closed from the east. A#0, behind the wall,",
        f'cannot reach B#0: by the west end the bound is {refl_bound(A[0], B[0], R25, R32, 15 - R32):.3f}in; from the east it must pass A#1 on its',
        f'east side (x >= 24.06 on A#1\'s level), bound {refl_bound(A[0], B[0], R25, R32, f[0] + 2 * R32):.3f}in. Both > 6: B#0 stays untouched.',
        'But A#0 may move before A#2 (any sequence after the first): by way of (23.9, 13.3), between the',
        "wall's corner and A#2's start, it reaches B#2 at bearing 240, (%.4f, %.4f), route %.3fin,"
        % (s0[0], s0[1], dist(A[0], (23.9, 13.3)) + dist((23.9, 13.3), s0)),
        '%.3fin from A#1. Then A#2 to B#2 at bearing 160 (%.4f, %.4f), straight, 80 degrees from A#0.'
        % (gap(s0, R32, f, R32), s2[0], s2[1]),
        'Bound: 3 chargers; touched at most 2 (B#0 out of reach; no base touches two B models).',
        'In contact 3, B touched 2 (B#1, B#2), ENGAGED 3, coherent. B ENGAGED 3 (B#0 1.416in from B#1).',
        '(Had A#2 moved first to B#2\'s south spot, A#1 and A#2 would close 1.14in < 1.26 between them.)'])

# O12: a 1.1in gap between two ruins: 25mm bases fit through it.
ruinW = [(10, 13), (19.45, 13), (19.45, 14), (10, 14)]
ruinE = [(20.55, 13), (30, 13), (30, 14), (20.55, 14)]
B = [(18.6, 17.5), (20, 17.5), (21.4, 17.5)]
A = [(20, 11.8), (19.4, 11.0), (20.6, 11.0)]
f = (20, 17.5 - 2 * R25)
W0, W2 = (19.16, 15.92), (20.84, 15.92)
s0 = spot(B[0], R25, W0, R25)
s2 = spot(B[2], R25, W2, R25)
ruins = [{'name': 'ruin_west', 'kind': 'impassable', 'poly': ruinW},
         {'name': 'ruin_east', 'kind': 'impassable', 'poly': ruinE}]
add(file='ruin_gap_fits_25mm.yaml', cat='b',
    title='a 1.1in gap between two ruins: three 25mm file through it, all three in contact',
    units={'A': U('red', 25, A), 'B': U('blue', 25, B)}, terrain=ruins, first=0,
    witness={'order': [0, 1, 2], 'end': {0: f, 1: s0, 2: s2},
             'via': {1: [(20, 12.95), (20, 14.1), W0], 2: [(20, 12.95), (20, 14.1), W2]}},
    expect={'A': {'in_contact': 3, 'engaged': 3, 'coherent': True, 'locked': True},
            'B': {'in_contact': 3, 'engaged': 3, 'locked': True}},
    events=['engaged A B'],
    work=[
        'Two ruins (impassable) y 13..14, the west one ending at x 19.45, the east one starting at',
        '20.55: a gap 1.1in (27.9mm) wide, wider than a 25mm base (0.984in). B: three 25mm at y 17.5,',
        'x 18.6/20/21.4. A: 25mm at (20, 11.8), (19.4, 11), (20.6, 11).',
        'First A#0 straight north through the gap (0.55in from each corner > r25) to (20, 16.515748),',
        'touching B#1: gap 4.715748, the others\' straight bounds 5.54in and more.',
        'A#1: (19.4, 11) -> (20, 12.95) -> (20, 14.1) -> (19.16, 15.92), round A#0, -> its spot on B#0',
        f'nearest that, ({s0[0]:.4f}, {s0[1]:.4f}); A#2 the mirror to B#2. Routes '
        f'{dist(A[1], (20, 12.95)) + 1.15 + dist((20, 14.1), W0) + dist(W0, s0):.3f}in <= 6 (check.py: every segment clear of both',
        'ruins by r25 and of the other bases). Bound 3 met: in contact 3, B touched 3, ENGAGED 3,',
        'coherent; B ENGAGED 3.'])

# O13: the same gap, 32mm bases: too narrow; round the ruins' ends too far.
A = [(20, 11.6), (18.7, 11.0), (21.3, 11.0)]
add(file='ruin_gap_too_narrow_for_32mm.yaml', cat='b',
    title="the same 1.1in gap, 32mm bases: none fits, round the ruins too far: didn't make it",
    units={'A': U('red', 32, A), 'B': U('blue', 25, B)}, terrain=ruins, didnt=True,
    claims=[('the gap 1.1in < 32mm base 1.259843in', 1.1 < 2 * R32),
            ('round the west end (x <= 9.37): bound > 6', min(refl_bound(a, b, R25, R32, 10 - R32) for a in A for b in B) > 6),
            ('round the east end (x >= 30.63): bound > 6', min(refl_bound(a, b, R25, R32, 30 + R32) for a in A for b in B) > 6),
            ('contact spots are north of the ruins (centre y >= 16.38 > 14 + r32)', 17.5 - R25 - R32 > 14 + R32)],
    expect={'A': {'in_contact': 0, 'moved': False, 'locked': False},
            'B': {'moved': False, 'locked': False}},
    events=['didnt_make_it A B'], no_events=['engaged A B'],
    work=[
        'The ruins and B of ruin_gap_fits_25mm; A: three 32mm at (20, 11.6), (18.7, 11), (21.3, 11).',
        'Straight, A#0 is 4.778in from B#1 - but the gap (1.1in) is narrower than a 32mm base',
        '(1.259843in): no model may pass it. Round the ruins\' ends (x <= 9.37 or >= 30.63) the',
        f'reflection bound is {min(refl_bound(a, b, R25, R32, 10 - R32) for a in A for b in B):.3f} / '
        f'{min(refl_bound(a, b, R25, R32, 30 + R32) for a in A for b in B):.3f}in > 6. No model reaches:',
        "DIDN'T MAKE IT, nothing moves, nobody LOCKED."])


def free_spots(S, move, t, rt, r, forb=(), occ=(), step=0.1):
    """Bearings (sampled every step degrees) of contact spots on (t, rt) for a base r that are
    within move of S (straight-line bound) and clear of forb [(centre, min centre distance)] and
    occ [(centre, min centre distance)]."""
    out = []
    n = int(round(360 / step))
    for k in range(n):
        b = k * step
        p = contact_spot(t, rt, r, b)
        if dist(p, S) > move:
            continue
        if any(dist(p, c) < m for c, m in forb):
            continue
        if any(dist(p, c) < m for c, m in occ):
            continue
        out.append(b)
    return out


# ---------------------------------------------------------------- (a) two targets, uncharged neighbours
# A1: an uncharged unit C beside the target: A#2's spots are all within 1in of C or taken.
B = line(18, 16.0, 3, 2.4)
C = [(23.7, 14.9), (25.8, 13.4)]
A = [(20.4, 11.0), (18.0, 10.4), (22.4, 9.6)]
f = (20.4, 16 - R25 - R32)
K = R32 + R25 + 1  # nearest a 32mm centre may come to a 25mm model of C
forbC = [(c, K) for c in C]
occ0 = [(f, 2 * R32)]
a2free = [b for j in range(3) for b in free_spots(A[2], 6, B[j], R25, R32, forbC, occ0)]
w2 = (21.6, 12.6)
add(file='uncharged_unit_beside_target.yaml', cat='a',
    title='an uncharged unit beside the target: the model facing it cannot reach contact 1in clear of it',
    units={'A': U('red', 32, A), 'B': U('blue', 25, B), 'C': U('blue', 25, C)}, first=0,
    witness={'order': [0, 1, 2], 'end': {0: f, 1: (18.0, 16 - R25 - R32), 2: w2}},
    claims=[('A#2: no contact spot on B#0, B#1, B#2 within 6in of it, 1in clear of C and clear of A#0 (sampled every 0.1 deg)',
             a2free == [])],
    expect={'A': {'in_contact': 2, 'engaged': 3, 'coherent': True, 'locked': True, 'clear_of': {'C': 1}},
            'B': {'in_contact': 2, 'engaged': 3, 'locked': True},
            'C': {'in_contact': 0, 'locked': False, 'moved': False}},
    events=['engaged A B'],
    work=[
        'B: three 25mm at y 16, x 18/20.4/22.8. C, another enemy unit (not charged): 25mm at (23.7,',
        '14.9) and (25.8, 13.4), beside B#2. A: three 32mm at (20.4, 11), (18, 10.4), (22.4, 9.6).',
        'A 32mm centre may not come nearer than r32 + r25 + 1 = 2.122047in to a C centre.',
        'First A#0 (gap 3.877953) -> (20.4, 14.877953) touching B#1. A#1 straight to B#0 (gap 4.478).',
        "A#2: every contact spot on B#0, B#1, B#2 within 6in of it (straight-line bound) is either",
        "within 2.122in of a C model (B#2's south and south-west side; B#2's south spot is %.3fin"
        % dist((22.8, 16 - R25 - R32), C[0]),
        "from C#0) or overlaps A#0 at its forced spot (B#1's south side): none left (check.py",
        'samples every 0.1 degree round each; the least intrusion into 2.122in is 0.076in).',
        'So A#2 cannot touch: in contact 2, B touched 2.',
        'A#2 ends at (21.6, 12.6): %.3fin from C#0 (bases), %.3fin from A#0 (bases): ENGAGED.'
        % (dist(w2, C[0]) - R32 - R25, gap(w2, R32, f, R32)),
        'ENGAGED 3, coherent. B ENGAGED 3 (B#2 1.416in from B#1). C: untouched, not LOCKED.'])

# A2: the same table, A declared the charge on B and C: A#2 nestles between B#2 and C#0.
mid = ((B[2][0] + C[0][0]) / 2, (B[2][1] + C[0][1]) / 2)
h = math.sqrt((R25 + R32) ** 2 - (dist(B[2], C[0]) / 2) ** 2)
ux, uy = (C[0][0] - B[2][0]) / dist(B[2], C[0]), (C[0][1] - B[2][1]) / dist(B[2], C[0])
nest = (mid[0] - uy * h * -1, mid[1] + ux * h * -1)
nest = (mid[0] + uy * h, mid[1] - ux * h) if nest[1] > mid[1] else nest
add(file='two_targets_nestle_between.yaml', cat='a',
    title='the same table, the charge declared on B and C: one 32mm touches B#2 and C#0 at once',
    units={'A': U('red', 32, A, ['charging B C']), 'B': U('blue', 25, B), 'C': U('blue', 25, C)},
    charged=['B', 'C'], first=0,
    witness={'order': [0, 1, 2], 'end': {0: f, 1: (18.0, 16 - R25 - R32), 2: nest}},
    claims=[('B#2 and C#0 stand %.3fin apart (< a 32mm base): one base touches both' % gap(B[2], R25, C[0], R25),
             gap(B[2], R25, C[0], R25) < 2 * R32),
            ('A#0 touches only B#1, A#1 only B#0 (B models 1.416in apart > 32mm: none touches two B)',
             2.4 - 2 * R25 > 2 * R32),
            ('C#0 and C#1 %.3fin apart > 32mm: no base touches both' % gap(C[0], R25, C[1], R25),
             gap(C[0], R25, C[1], R25) > 2 * R32),
            ('A#0 and A#1 can reach neither C model nor B#2 and C together: A#1 bound to C#0 %.3f'
             % (dist(A[1], C[0]) - R25 - R32), dist(A[1], C[0]) - R25 - R32 > 6)],
    expect={'A': {'in_contact': 3, 'engaged': 3, 'coherent': True, 'locked': True},
            'B': {'in_contact': 3, 'engaged': 3, 'locked': True},
            'C': {'in_contact': 1, 'engaged': 2, 'locked': True}},
    events=['engaged A B'],
    work=[
        'The table of uncharged_unit_beside_target, but A declared its charge against B and C',
        '(state charging B C): the 1in rule no longer keeps it from C, and C\'s models count as',
        'opposing models to engage. First model as before: A#0 -> B#1 (C#0 is farther: the nearest',
        f'model of the unit named as target). A#1 -> B#0. A#2 (straight bound {dist(A[2], B[2]) - R25 - R32:.3f} to B#2, {dist(A[2], C[0]) - R25 - R32:.3f} to C#0):',
        f'B#2 and C#0 are {gap(B[2], R25, C[0], R25):.3f}in apart, less than a 32mm base, so a 32mm standing '
        f'1.122047in from both, at ({nest[0]:.4f}, {nest[1]:.4f}),',
        f'touches both; it is {dist(A[2], nest):.3f}in from A#2. Optimum: A#0 and A#1 can touch one model each (B models',
        'stand 1.416in apart, more than a 32mm base; A#1 is more than 6in from C), A#2 at most two',
        f'models of B u C; C#0-C#1 are {gap(C[0], R25, C[1], R25):.3f}in apart so A#2 touches two only as B#2 + C#0. Bound:',
        'at most 4 target models touched, met only by B#0, B#1, B#2, C#0: B touched 3, C touched 1.',
        f'In contact 3, ENGAGED 3, coherent. B ENGAGED 3; C ENGAGED 2 (C#1 {gap(C[0], R25, C[1], R25):.3f}in from C#0). B and C',
        'both LOCKED.'])

# A3: two declared targets, only B within reach: C is not LOCKED.
B = line(18, 16.0, 3, 2.4)
C = [(34.0, 16.0), (36.4, 16.0)]
A = [(20.4, 11.0), (18.0, 10.6), (22.8, 10.6)]
end = {0: (20.4, 16 - R25 - R32), 1: (18.0, 16 - R25 - R32), 2: (22.8, 16 - R25 - R32)}
add(file='two_targets_one_out_of_reach.yaml', cat='a',
    title='charge declared on two units, only one reached: the other is not LOCKED',
    units={'A': U('red', 32, A, ['charging B C']), 'B': U('blue', 25, B), 'C': U('blue', 25, C)},
    charged=['B', 'C'], first=0, witness={'order': [0, 1, 2], 'end': end},
    claims=[('C is beyond every A model: bound %.3f > 6' % min(minreach(a, C, R25, R32) for a in A),
             min(minreach(a, C, R25, R32) for a in A) > 6)],
    expect={'A': {'in_contact': 3, 'engaged': 3, 'coherent': True, 'locked': True},
            'B': {'in_contact': 3, 'engaged': 3, 'locked': True},
            'C': {'in_contact': 0, 'engaged': 0, 'locked': False, 'moved': False}},
    events=['engaged A B'],
    work=[
        'A (three 32mm) declared a charge on B (three 25mm at y 16, x 18/20.4/22.8) and C (two 25mm at',
        '(34, 16), (36.4, 16)). First A#0 -> B#1 (gap 3.877953). A#1, A#2 straight to B#0, B#2 (4.278).',
        f'C is {min(minreach(a, C, R25, R32) for a in A):.3f}in from the nearest A model: not contacted. "Enemy units that are not contacted are',
        'not considered to be locked": B LOCKED, C not. In contact 3, B touched 3, ENGAGED 3.'])

# A4: the straight route passes within 1in of an uncharged 40mm model; the detour is too long.
B = [(19.6, 17.0), (22.0, 17.0)]
Cc = [(22.2, 14.0)]
A = [(19.6, 12.2), (22.2, 11.0)]
f = (19.6, 17 - R25 - R32)
KC = R32 + R40 + 1
det = min(around_disc(A[1], contact_spot(B[j], R25, R32, k * 0.1), Cc[0], KC)
          for j in range(2) for k in range(3600)
          if dist(contact_spot(B[j], R25, R32, k * 0.1), Cc[0]) >= KC
          and dist(contact_spot(B[j], R25, R32, k * 0.1), f) >= 2 * R32)
w1 = (19.9, 12.9)
add(file='one_inch_detour_too_long.yaml', cat='a',
    title="the straight way passes within 1in of an uncharged 40mm model: round it, too far",
    units={'A': U('red', 32, A), 'B': U('blue', 25, B), 'C': U('blue', 40, Cc)}, first=0,
    witness={'order': [0, 1], 'end': {0: f, 1: w1}, 'via': {1: [(20.9, 11.3)]}},
    claims=[('A#1 straight bound to B#1 %.3f <= 6 (it would reach)' % (dist(A[1], B[1]) - R25 - R32),
             dist(A[1], B[1]) - R25 - R32 <= 6),
            ('every contact spot 1in clear of C and clear of A#0 is more than 6in away round C: %.3f' % det, det > 6)],
    expect={'A': {'in_contact': 1, 'engaged': 2, 'coherent': True, 'locked': True, 'clear_of': {'C': 1}},
            'B': {'in_contact': 1, 'engaged': 2, 'locked': True},
            'C': {'in_contact': 0, 'locked': False, 'moved': False}},
    events=['engaged A B'],
    work=[
        'B: two 25mm at (19.6, 17), (22, 17). C: an uncharged 40mm (r 0.787402) at (22.2, 14) between.',
        'A: 32mm at (19.6, 12.2) and (22.2, 11). First A#0 (gap 3.677953; its straight route stays 2.6in',
        'from C\'s centre) -> (19.6, 15.877953) touching B#0.',
        f'A#1: straight to B#1 it needs {dist(A[1], B[1]) - R25 - R32:.3f}in, but that line passes C: its centre may not come',
        'within r32 + r40 + 1 = 2.417323in of C\'s centre at any point of the move. The shortest path',
        'round that circle (tangent, arc, tangent; exact for one circle, a lower bound here) to any',
        f'contact spot on B#0 or B#1 that is itself 2.417in from C and clear of A#0 is {det:.3f}in > 6:',
        'A#1 cannot touch. It ends at (19.9, 12.9) by way of (20.9, 11.3), %.3fin from C (centre), %.3fin from A#0\'s base:'
        % (dist(w1, Cc[0]), gap(w1, R32, f, R32)),
        'ENGAGED. In contact 1, B touched 1, ENGAGED 2, coherent; B ENGAGED 2 (1.416in apart).',
        'C: untouched, not LOCKED.'])


# ---------------------------------------------------------------- (d) greedy is wrong
def reach_table(A, rA, targets, move):
    """{model: {(unit, j): straight bound}} for bounds <= move."""
    out = {}
    for i, a in enumerate(A):
        out[i] = {}
        for u, (T, rt) in targets.items():
            for j, t in enumerate(T):
                b = dist(a, t) - rt - rA
                if b <= move:
                    out[i][(u, j)] = b
    return out


def fmt_reach(rt):
    return '; '.join('A#%d: %s' % (i, ', '.join('%s#%d %.3f' % (u, j, b) for (u, j), b in sorted(v.items())) or 'none')
                     for i, v in rt.items())


# G1: three 32mm on three 25mm: greedy gives P the nearer model Q needed.
B = line(16, 16.0, 3, 2.4)
A = [(16, 11.0), (18.9, 10.2), (16.5, 9.6)]
rt1 = reach_table(A, R32, {'B': (B, R25)}, 6)
f = (16, 16 - R25 - R32)
pT2 = spot(B[2], R25, A[1], R32)
qT1 = spot(B[1], R25, A[2], R32)
gP = spot(B[1], R25, A[1], R32)
q_free = [(j, b) for j in range(3) for b in free_spots(A[2], 6, B[j], R25, R32, [], [(f, 2 * R32), (gP, 2 * R32)])]
gQ = contact_spot(B[1], R25, R32, 244.5)
add(file='greedy_takes_the_model_the_last_needs.yaml', cat='d',
    title='greedy: the second model takes the nearer target model, the one the third could reach',
    units={'A': U('red', 32, A), 'B': U('blue', 25, B)}, first=0,
    witness={'order': [0, 2, 1], 'end': {0: f, 2: qT1, 1: pT2}},
    greedy={'order': [0, 2, 1], 'end': {0: f, 1: gP, 2: gQ}},
    greedy_counts={'A': {'in_contact': 3, 'engaged': 3}, 'B': {'in_contact': 2}},
    claims=[('A#2 reaches only B#0 and B#1', set(rt1[2]) == {('B', 0), ('B', 1)}),
            ('A#1 reaches B#1 (nearer) and B#2', set(rt1[1]) >= {('B', 1), ('B', 2)} and rt1[1][('B', 1)] < rt1[1][('B', 2)]),
            ('after greedy (A#0 at B#0, A#1 at B#1 nearest), A#2 has free contact spots within 6in only on B#1',
             {j for j, b in q_free} == {1})],
    expect={'A': {'in_contact': 3, 'engaged': 3, 'coherent': True, 'locked': True},
            'B': {'in_contact': 3, 'engaged': 3, 'locked': True}},
    events=['engaged A B'],
    work=[
        'B: three 25mm at y 16, x 16/18.4/20.8. A: 32mm at (16, 11), (18.9, 10.2), (16.5, 9.6).',
        'Straight bounds (<= 6): ' + fmt_reach(rt1) + '.',
        'First A#0 (3.878) -> (16, 14.877953) touching B#0.',
        'GREEDY (each model in turn, nearest first, to the nearest untouched model): A#1 takes B#1',
        '(4.699 < 4.981); A#2 can reach no untouched model (B#2 is 6.59in off); with A#0 and A#1',
        "at B#0's and B#1's south sides its only free spots within 6in are on B#1, bearings",
        '%.1f-%.1f (between B#0 and B#1; check.py samples each ring every 0.1 degree): greedy ends'
        % (min(b for j, b in q_free), max(b for j, b in q_free)),
        'with at most 3 in contact but only 2 B models touched (check.py replays the placement).',
        'OPTIMUM: bound 3 in contact, 3 touched (3 chargers, 3 target models). Witness: A#2 first',
        f'after A#0 to B#1 ({qT1[0]:.4f}, {qT1[1]:.4f}), then A#1 to B#2 ({pT2[0]:.4f}, {pT2[1]:.4f}), straight,',
        f'{dist(A[2], qT1):.3f} and {dist(A[1], pT2):.3f}in. In contact 3, touched 3, ENGAGED 3, coherent; B ENGAGED 3.'])


def nestle(t1, t2, rt, r, side=-1):
    """Centre of a base r touching both (t1, rt) and (t2, rt); side -1: the lower (south) one."""
    m = ((t1[0] + t2[0]) / 2, (t1[1] + t2[1]) / 2)
    d = dist(t1, t2)
    h = math.sqrt((rt + r) ** 2 - (d / 2) ** 2)
    ux, uy = (t2[0] - t1[0]) / d, (t2[1] - t1[1]) / d
    c1 = (m[0] - uy * h, m[1] + ux * h)
    c2 = (m[0] + uy * h, m[1] - ux * h)
    return min(c1, c2, key=lambda p: p[1]) if side < 0 else max(c1, c2, key=lambda p: p[1])


# G2: one 32mm can touch two 25mm 1.016in apart: greedy's nearest spot touches one.
B = [(16, 16.0), (18.3, 16.0), (20.3, 16.0)]
A = [(16.6, 11.0), (18.6, 10.2), (16.0, 9.2)]
rt2 = reach_table(A, R32, {'B': (B, R25)}, 6)
f = spot(B[0], R25, A[0], R32)
nP = nestle(B[1], B[2], R25, R32)
gP = spot(B[1], R25, A[1], R32)
qE = (16.9, 13.2)
q_free = [b for j in range(3) for b in free_spots(A[2], 6, B[j], R25, R32, [], [(f, 2 * R32)])]
add(file='greedy_misses_the_spot_touching_two.yaml', cat='d',
    title='greedy: the nearest spot touches one model; a spot between two 25mm touches both',
    units={'A': U('red', 32, A), 'B': U('blue', 25, B)}, first=0,
    witness={'order': [0, 1, 2], 'end': {0: f, 1: nP, 2: qE}},
    greedy={'order': [0, 1, 2], 'end': {0: f, 1: gP, 2: qE}},
    greedy_counts={'A': {'in_contact': 2, 'engaged': 3}, 'B': {'in_contact': 2}},
    claims=[('B#1, B#2 are %.3fin apart: less than a 32mm base' % gap(B[1], R25, B[2], R25), gap(B[1], R25, B[2], R25) < 2 * R32),
            ('B#0, B#1 are %.3fin apart: more than a 32mm base (no base touches both)' % gap(B[0], R25, B[1], R25),
             gap(B[0], R25, B[1], R25) > 2 * R32),
            ('A#2 reaches only B#0', set(rt2[2]) == {('B', 0)}),
            ('A#2 has no contact spot within 6in clear of A#0 (so it is never in contact)', q_free == []),
            ('A#1 reaches B#0, B#1, B#2, nearest untouched B#1', set(rt2[1]) == {('B', 0), ('B', 1), ('B', 2)}
             and rt2[1][('B', 1)] < rt2[1][('B', 2)]),
            ('the greedy spot on B#1 does not touch B#2', gap(gP, R32, B[2], R25) > 0.5),
            ('the spot touching both is within 6in: %.3f' % dist(A[1], nP), dist(A[1], nP) <= 6)],
    expect={'A': {'in_contact': 2, 'engaged': 3, 'coherent': True, 'locked': True},
            'B': {'in_contact': 3, 'engaged': 3, 'locked': True}},
    events=['engaged A B'],
    work=[
        'B: 25mm at (16, 16), (18.3, 16), (20.3, 16): B#1 and B#2 only 1.016in apart (a 32mm base is',
        '1.259843in), B#0-B#1 1.316in. A: 32mm at (16.6, 11), (18.6, 10.2), (16, 9.2).',
        'Straight bounds: ' + fmt_reach(rt2) + '.',
        f'First A#0 (3.914; A#0 to B#1 4.159) -> ({f[0]:.4f}, {f[1]:.4f}) on B#0. A#2 can reach only B#0 and no spot of',
        "B#0's ring within 6in is clear of A#0 (check.py): A#2 is never in contact. So B#1 and B#2 can",
        'be touched only by A#1.',
        f'GREEDY: A#1 to the nearest untouched model, B#1, at its nearest spot ({gP[0]:.4f}, {gP[1]:.4f}): it touches',
        'B#1 only: 2 in contact, 2 B models touched.',
        'OPTIMUM: bound: A#0 touches one model, A#2 none, A#1 at most two (no base touches three;',
        'B#0-B#1 are wider apart than a base): 3 touched, met by A#1 at the spot 1.122047in from both',
        f'B#1 and B#2, south of them, ({nP[0]:.4f}, {nP[1]:.4f}), {dist(A[1], nP):.3f}in away. In contact 2, touched 3.',
        f'A#2 ends at (16.9, 13.2), {gap(qE, R32, f, R32):.3f}in from A#0: ENGAGED 3. Coherent: A#0 to A#1 {gap(f, R32, nP, R32):.3f}in.',
        'B ENGAGED 3.'])

# G3: an uncharged unit beside the target: greedy's nearest allowed spot takes the one room the
# last model had.
B = [(18, 16.0), (20.4, 16.0)]
C = [(22.3, 14.6)]
A = [(18, 11.0), (20.4, 10.2), (21.9, 9.6)]
forb = [(c, R32 + R25 + 1) for c in C]
f = (18, 16 - R25 - R32)
pf = free_spots(A[1], 6, B[1], R25, R32, forb, [(f, 2 * R32)])
qf = free_spots(A[2], 6, B[1], R25, R32, forb, [(f, 2 * R32)])
qf0 = free_spots(A[2], 6, B[0], R25, R32, forb, [(f, 2 * R32)])
gP = contact_spot(B[1], R25, R32, 193)
qG = [(bp, b) for bp in [min(pf) + 0.1 * k for k in range(101)] for b in qf
      if dist(contact_spot(B[1], R25, R32, b), contact_spot(B[1], R25, R32, bp)) >= 2 * R32]
wQ = contact_spot(B[1], R25, R32, 195)
wP = contact_spot(B[1], R25, R32, 266)
add(file='greedy_one_inch_rule_leaves_no_room.yaml', cat='d',
    title="greedy next to an uncharged unit: the nearest allowed spot is the last model's only room",
    units={'A': U('red', 32, A), 'B': U('blue', 25, B), 'C': U('blue', 25, C)}, first=0,
    witness={'order': [0, 1, 2], 'end': {0: f, 2: wQ, 1: wP}, 'via': {1: [(19.366, 15.005)], 2: [(20.226, 13.966)]}},
    greedy={'order': [0, 1, 2], 'end': {0: f, 1: gP, 2: (21.0, 12.2)}},
    greedy_counts={'A': {'in_contact': 2}, 'B': {'in_contact': 2}},
    claims=[("A#1's allowed spots on B#1: bearings %.1f-%.1f; nearest %.1f" % (min(pf), max(pf), min(pf)),
             max(pf) - min(pf) < 120),
            ("A#2's allowed spots: none on B#0; on B#1 bearings %.1f-%.1f (narrower than 68.3 deg)" % (min(qf), max(qf)),
             qf0 == [] and max(qf) - min(qf) < 2 * math.degrees(math.asin(R32 / (R25 + R32)))),
            ("with A#1 anywhere on B#1 from %.1f to %.1f, none of A#2's spots is clear of it" % (min(pf), min(pf) + 10), qG == []),
            ('witness spots 71 degrees apart >= %.2f' % (2 * math.degrees(math.asin(R32 / (R25 + R32)))),
             71 >= 2 * math.degrees(math.asin(R32 / (R25 + R32))))],
    expect={'A': {'in_contact': 3, 'engaged': 3, 'coherent': True, 'locked': True, 'clear_of': {'C': 1}},
            'B': {'in_contact': 2, 'engaged': 2, 'locked': True},
            'C': {'in_contact': 0, 'locked': False, 'moved': False}},
    events=['engaged A B'],
    work=[
        'B: 25mm at (18, 16), (20.4, 16). C (not charged): a 25mm at (22.3, 14.6). A: 32mm at (18, 11),',
        '(20.4, 10.2), (21.9, 9.6). No 32mm centre may come within 2.122047in of C\'s.',
        'First A#0 -> (18, 14.877953) on B#0. Spots 1in clear of C, clear of A#0 and within 6in',
        f'(check.py, every 0.1 degree): A#1 on B#1 {min(pf):.1f}-{max(pf):.1f} (and B#0\'s east side); A#2 only on B#1,',
        f'{min(qf):.1f}-{max(qf):.1f}. Two 32mm on one 25mm stand >= 68.27 degrees apart round it.',
        f'GREEDY: A#1 (nearer) to its nearest allowed spot on untouched B#1: the straight bound is least at {min(pf):.1f},',
        "the route (bent round C's circle below 193) least near 192-193 (4.71in); the greedy placement",
        f'takes 193 (straight, 4.713in). Any A#1 spot from {min(pf):.1f} to {min(pf) + 10:.1f} is inside',
        "A#2's only room, which is then gone: 2 in contact (2 B models touched).",
        'OPTIMUM: bound 3 in contact (3 chargers), 2 touched (2 B models). Witness: A#1 to B#1 bearing',
        '266 (between B#0 and B#1, 1.416in apart) by way of (19.366, 15.005), then A#2 to B#1 bearing 195',
        'by way of (20.226, 13.966) (routes %.3f, %.3fin): 3 in contact, 2' % (
            dist(A[1], (19.366, 15.005)) + dist((19.366, 15.005), wP), dist(A[2], (20.226, 13.966)) + dist((20.226, 13.966), wQ)),
        'touched, ENGAGED 3, coherent, every route and spot 2.122in from C; B ENGAGED 2. C not LOCKED.'])


def matching3(file, title, dA, dB, A, B, extra_work):
    """The G1 shape with other bases: A#0 first on B#0; A#1 reaches B#1 (nearer) and B#2; A#2
    reaches B#1 but not B#2. Greedy gives A#1 B#1; the optimum A#2 -> B#1, A#1 -> B#2."""
    rA, rB = R[dA], R[dB]
    rt = reach_table(A, rA, {'B': (B, rB)}, 6)
    f = spot(B[0], rB, A[0], rA)
    p2 = spot(B[2], rB, A[1], rA)
    q1 = spot(B[1], rB, A[2], rA)
    gP = spot(B[1], rB, A[1], rA)
    W = 2 * math.degrees(math.asin(rA / (rA + rB)))
    qf = [(j, b) for j in range(3) for b in free_spots(A[2], 6, B[j], rB, rA, [], [(f, 2 * rA), (gP, 2 * rA)])]
    qfree_untouched = [x for x in qf if x[0] == 2]
    add(file=file, cat='d', title=title,
        units={'A': U('red', dA, A), 'B': U('blue', dB, B)}, first=0,
        witness={'order': [0, 2, 1], 'end': {0: f, 2: q1, 1: p2}},
        greedy={'order': [0, 1], 'end': {0: f, 1: gP}},
        greedy_counts={'B': {'in_contact': 2}},
        claims=[('A#2 reaches B#1 but not B#2', ('B', 1) in rt[2] and ('B', 2) not in rt[2]),
                ('A#1 reaches B#1 (nearer) and B#2', ('B', 2) in rt[1] and rt[1][('B', 1)] < rt[1][('B', 2)]),
                ('A#1 is nearer than A#2 (greedy moves it first)', min(rt[1].values()) < min(rt[2].values())),
                ('no base touches two B models (gaps %.3f > %.3f)' % (min(gap(B[k], rB, B[k + 1], rB) for k in range(2)), 2 * rA),
                 min(gap(B[k], rB, B[k + 1], rB) for k in range(2)) > 2 * rA),
                ('after greedy, no untouched model (B#2) has a spot within A#2\'s 6in', qfree_untouched == [])],
        expect={'A': {'in_contact': 3, 'engaged': 3, 'coherent': True, 'locked': True},
                'B': {'in_contact': 3, 'engaged': 3, 'locked': True}},
        events=['engaged A B'],
        work=[
            f'B: three {dB}mm at ' + ', '.join('(%g, %g)' % b for b in B) + f'; A: three {dA}mm at '
            + ', '.join('(%g, %g)' % a for a in A) + '.',
            f'Contact distance {dA}mm-{dB}mm = {rA + rB:.6f}in; two {dA}mm on one {dB}mm stand >= {W:.2f} degrees apart.',
            'Straight bounds (<= 6): ' + fmt_reach(rt) + '.',
            f'First A#0 -> ({f[0]:.4f}, {f[1]:.4f}) on B#0 (nearest; least movement).',
            'GREEDY (nearest model first, each to its nearest untouched target model): A#1 takes B#1;',
            'A#2 then has no untouched model within reach (B#2 is beyond 6in): at most it touches B#0',
            'or B#1 again: 2 B models touched.',
            'OPTIMUM: bound 3 touched, 3 in contact (3 chargers, 3 targets; no base touches two).',
            f'Witness: A#2 -> B#1 at ({q1[0]:.4f}, {q1[1]:.4f}) ({dist(A[2], q1):.3f}in), then A#1 -> B#2 at ({p2[0]:.4f}, {p2[1]:.4f}) ({dist(A[1], p2):.3f}in),',
            'straight. In contact 3, touched 3, ENGAGED 3, coherent; B ENGAGED 3.'] + extra_work)


matching3('greedy_25mm_on_32mm_targets.yaml',
          'greedy, 25mm chargers on 32mm targets: the nearer target model was the one the last could reach',
          25, 32, [(16, 11.0), (19.1, 10.2), (16.5, 9.6)], line(16, 16.0, 3, 2.6),
          ['Mixed bases: the contact distance is 1.122047in, as for 32mm on 25mm.'])
matching3('greedy_40mm_terminators_on_25mm.yaml',
          'greedy, three 40mm on three 25mm: the nearer model is the one the last could reach',
          40, 25, [(16, 11.0), (19.1, 10.3), (16.2, 9.4)], line(16, 16.0, 3, 2.6),
          ['40mm bases: the gaps between B models (1.616in) are wider than a 40mm base (1.575in).'])


def ring_case(file, title, dA, A, M, first, asg, order, extra):
    rA, RT = R[dA], R[60]
    W = 2 * math.degrees(math.asin(rA / (RT + rA)))
    i0 = first
    fb = bearing_of(M, A[i0])
    # greedy: nearest first, each to the nearest free reachable ring spot (sampled every 0.1 deg)
    placed = {i0: fb}
    bnd = [dist(a, M) - RT - rA for a in A]
    seq = []
    for i in sorted([k for k in range(len(A)) if k != i0], key=lambda k: bnd[k]):
        c = [k * 0.1 for k in range(3600)
             if dist(contact_spot(M, RT, rA, k * 0.1), A[i]) <= 6
             and all(min(abs(k * 0.1 - p) % 360, 360 - abs(k * 0.1 - p) % 360) >= W for p in placed.values())]
        if c:
            x = min(c, key=lambda x: dist(contact_spot(M, RT, rA, x), A[i]))
            placed[i] = x
            seq.append('A#%d -> %.1f' % (i, x))
        else:
            seq.append('A#%d: none left' % i)
    arcs = {i: [k * 0.1 for k in range(3600) if dist(contact_spot(M, RT, rA, k * 0.1), A[i]) <= 6] for i in range(len(A))}
    end = {i0: contact_spot(M, RT, rA, fb)}
    for i, x in asg.items():
        end[i] = contact_spot(M, RT, rA, x)
    gend = {i: contact_spot(M, RT, rA, x) for i, x in placed.items()}
    from frame import route_errors
    import itertools
    gorder = None
    for perm in itertools.permutations([k for k in gend if k != i0]):
        probe = {'units': {'A': U('red', dA, A), 'B': U('blue', 60, [M])}, 'target': 'B', 'charged': ['B'], 'terrain': []}
        if not route_errors(probe, {'order': [i0] + list(perm), 'end': gend}, 6)[0]:
            gorder = [i0] + list(perm)
            break
    add(file=file, cat='d', title=title,
        units={'A': U('red', dA, A), 'B': U('blue', 60, [M])}, first=i0,
        witness={'order': order, 'end': end},
        greedy={'order': gorder, 'end': gend} if gorder else None,
        greedy_counts={'A': {'in_contact': len(placed)}},
        claims=[('greedy places %d' % len(placed), len(placed) < len(A)),
                ('witness spots pairwise >= %.2f degrees apart' % W,
                 all(min(abs(x - y) % 360, 360 - abs(x - y) % 360) >= W
                     for x in list(asg.values()) + [fb] for y in list(asg.values()) + [fb] if x != y)),
                ('each witness bearing is in its model\'s reach arc', all(min(arcs[i]) - 0.05 <= x <= max(arcs[i]) + 0.05 for i, x in asg.items()))],
        expect={'A': {'in_contact': len(A), 'engaged': len(A), 'coherent': True, 'locked': True},
                'B': {'in_contact': 1, 'engaged': 1, 'locked': True}},
        events=['engaged A B'],
        work=[
            f'B: one 60mm monster at ({M[0]:g}, {M[1]:g}). A: {len(A)} {dA}mm at ' + ', '.join('(%g, %g)' % a for a in A) + '.',
            f'Contact distance {RT + rA:.6f}in; two {dA}mm touching the monster stand >= {W:.2f} degrees apart round it.',
            'Reach arcs (bearings from the monster of the contact spots within 6in, straight): '
            + '; '.join('A#%d %.1f-%.1f' % (i, min(v), max(v)) for i, v in arcs.items()) + '.',
            f'First A#{i0} (bound {bnd[i0]:.3f}) -> bearing {fb:.2f} (straight toward it).',
            'GREEDY (nearest first, each to its nearest free spot): ' + ', '.join(seq) + f': {len(placed)} in contact.',
            f'OPTIMUM: bound {len(A)} (every model). Witness bearings: '
            + ', '.join('A#%d %.1f' % (i, x) for i, x in sorted(asg.items())) + ', moved in the order '
            + ', '.join('A#%d' % i for i in order) + ', straight (check.py: routes, overlaps, coherency).',
            f'In contact {len(A)}, ENGAGED {len(A)}, coherent; the monster touched, ENGAGED 1.'] + extra)


ring_case('greedy_packs_badly_round_a_monster.yaml',
          'greedy round a 60mm monster: nearest free spots leave gaps, three fit where five can',
          25, [(16.0, 10.7), (18.3, 10.3), (20.3, 9.3), (22.5, 9.0), (23.8, 11.0)], (20.0, 16.0), 1,
          {0: 240, 3: 160, 2: 125, 4: 88}, [1, 0, 4, 2, 3], [])

# G8: charge declared on B and C: greedy sends A#1 to the nearer B model; the optimum sends it to C.
B = [(16, 16.0), (18.4, 16.0)]
C = [(21.0, 16.6), (23.2, 17.4)]
A = [(16, 11.0), (18.9, 10.2), (16.5, 9.6)]
rt8 = reach_table(A, R32, {'B': (B, R25), 'C': (C, R25)}, 6)
f = (16, 16 - R25 - R32)
q1 = spot(B[1], R25, A[2], R32)
pc = spot(C[0], R25, A[1], R32)
gP = spot(B[1], R25, A[1], R32)
qf8 = [(u, j) for u, T in (('B', B), ('C', C)) for j in range(2)
       if free_spots(A[2], 6, T[j], R25, R32, [], [(f, 2 * R32), (gP, 2 * R32)]) and (u, j) not in (('B', 0), ('B', 1))]
add(file='greedy_two_targets_leaves_second_unit_unlocked.yaml', cat='d',
    title='charge on two units: greedy keeps to the nearer unit and leaves the second untouched (not LOCKED)',
    units={'A': U('red', 32, A, ['charging B C']), 'B': U('blue', 25, B), 'C': U('blue', 25, C)},
    charged=['B', 'C'], first=0,
    witness={'order': [0, 2, 1], 'end': {0: f, 2: q1, 1: pc}},
    greedy={'order': [0, 1], 'end': {0: f, 1: gP}},
    greedy_counts={'B': {'in_contact': 2}, 'C': {'in_contact': 0}},
    claims=[('A#2 reaches B#0, B#1 only', set(rt8[2]) == {('B', 0), ('B', 1)}),
            ('A#1 reaches B#1 (nearer) and C#0', ('C', 0) in rt8[1] and rt8[1][('B', 1)] < rt8[1][('C', 0)]),
            ('C#1 is out of everyone\'s reach', all(('C', 1) not in v for v in rt8.values())),
            ('after greedy, A#2 has no untouched model with a spot in reach', qf8 == [])],
    expect={'A': {'in_contact': 3, 'engaged': 3, 'coherent': True, 'locked': True},
            'B': {'in_contact': 2, 'engaged': 2, 'locked': True},
            'C': {'in_contact': 1, 'engaged': 2, 'locked': True}},
    events=['engaged A B'],
    work=[
        'A (three 32mm at (16, 11), (18.9, 10.2), (16.5, 9.6)) declared a charge on B (25mm at (16, 16),',
        '(18.4, 16)) and C (25mm at (21, 16.6), (23.2, 17.4)). Straight bounds: ' + fmt_reach(rt8) + '.',
        'First A#0 -> (16, 14.877953) on B#0 (the target named; also the nearest enemy model).',
        'GREEDY (nearest first, nearest untouched model): A#1 -> B#1 (4.699 < C#0 5.614); A#2 then',
        'reaches no untouched model: B 2 touched, C none, C not LOCKED.',
        'OPTIMUM: bound: C#1 is out of reach, so at most B#0, B#1, C#0: 3 touched, met by A#2 -> B#1',
        f'({q1[0]:.4f}, {q1[1]:.4f}) and A#1 -> C#0 ({pc[0]:.4f}, {pc[1]:.4f}), straight ({dist(A[2], q1):.3f}, {dist(A[1], pc):.3f}in).',
        f'In contact 3, ENGAGED 3, coherent (A#2-A#1 {gap(q1, R32, pc, R32):.3f}in). B touched 2, ENGAGED 2; C touched 1,',
        f'ENGAGED 2 (C#1 {gap(C[0], R25, C[1], R25):.3f}in from C#0). B and C LOCKED.'])



ring_case('greedy_32mm_round_a_monster_three_of_five.yaml',
          'greedy, five 32mm round a 60mm monster: nearest free spots fit three, five fit',
          32, [(17.1, 10.7), (17.7, 9.4), (20.4, 10.1), (21.9, 9.3), (22.8, 10.3)], (20.0, 16.0), 2,
          {4: 88, 3: 132, 1: 219, 0: 261}, [2, 0, 1, 4, 3], [])


def matching_case(file, title, dA, dB, A, B, first, m, order, extra, cat='d'):
    """n chargers, n target models in a line; the optimum touches all n (bound n), the greedy
    (nearest model first, each to its nearest untouched target model) fewer."""
    rA, rB = R[dA], R[dB]
    n = len(A)
    rt = reach_table(A, rA, {'B': (B, rB)}, 6)
    fj = m[first]
    touched = [fj]
    seq = []
    for i in sorted([k for k in range(n) if k != first], key=lambda k: min(dist(A[k], b) - rA - rB for b in B)):
        c = [j for (u, j) in rt[i] if j not in touched]
        if c:
            j = min(c, key=lambda j: rt[i][('B', j)])
            touched.append(j)
            seq.append('A#%d -> B#%d' % (i, j))
        else:
            seq.append('A#%d: no untouched model in reach' % i)
    end = {i: spot(B[m[i]], rB, A[i], rA) for i in range(n)}
    gmin = min(gap(B[k], rB, B[k + 1], rB) for k in range(n - 1))
    add(file=file, cat=cat, title=title,
        units={'A': U('red', dA, A), 'B': U('blue', dB, B)}, first=first,
        witness={'order': order, 'end': end},
        claims=[('greedy touches %d < %d' % (len(touched), n), len(touched) < n),
                ('the matching uses only reachable pairs', all(('B', m[i]) in rt[i] for i in range(n))),
                ('the first model touches its nearest model', min(rt[first], key=rt[first].get) == ('B', fj)),
                ('no base touches two B models (least gap %.3f > %.3f)' % (gmin, 2 * rA), gmin > 2 * rA)],
        expect={'A': {'in_contact': n, 'engaged': n, 'coherent': True, 'locked': True},
                'B': {'in_contact': n, 'engaged': n, 'locked': True}},
        events=['engaged A B'],
        work=[
            f'B: {n} {dB}mm at ' + ', '.join('(%g, %g)' % b for b in B) + f'. A: {n} {dA}mm at '
            + ', '.join('(%g, %g)' % a for a in A) + '.',
            'Straight bounds (<= 6): ' + fmt_reach(rt) + '.',
            f'First A#{first} (least movement, {rt[first][("B", fj)]:.3f}) -> B#{fj}, its nearest.',
            'GREEDY (nearest model first, each to its nearest untouched target model): ' + ', '.join(seq)
            + f': {len(touched)} B models touched.',
            f'OPTIMUM: bound {n} touched and {n} in contact ({n} chargers, {n} targets, no base touches two).',
            'Witness: ' + ', '.join('A#%d -> B#%d' % (i, m[i]) for i in order) + ', in that order, each straight to the',
            'spot on its model nearest it (check.py: routes, overlaps). In contact %d, touched %d, ENGAGED %d,' % (n, n, n),
            'coherent; B ENGAGED %d.' % n] + extra)


matching_case('greedy_five_on_five_one_left_untouched.yaml',
              'greedy, five 32mm on five 25mm: the nearest-untouched rule leaves one guardsman free',
              32, 25, [(15.8, 10.3), (18.5, 9.6), (19.8, 9.3), (21.4, 11.2), (22.4, 9.6)], line(14, 16.0, 5, 2.4),
              3, {3: 3, 0: 0, 1: 1, 2: 2, 4: 4}, [3, 0, 1, 2, 4], [])
matching_case('greedy_40mm_on_32mm_four_on_four.yaml',
              'greedy, four 40mm on four 32mm: nearest-untouched leaves one target model free',
              40, 32, [(16.8, 9.8), (18.3, 9.1), (20.9, 9.9), (23.9, 10.9)], line(14, 16.0, 4, 3.0),
              3, {3: 3, 0: 0, 1: 1, 2: 2}, [3, 0, 1, 2], [])
matching_case('greedy_25mm_on_40mm_five_on_five.yaml',
              'greedy, five 25mm on five 40mm: nearest-untouched leaves one target model free',
              25, 40, [(16.3, 10.3), (17.0, 11.6), (19.0, 10.3), (20.6, 11.2), (22.9, 11.0)], line(14, 16.0, 5, 2.8),
              1, {1: 1, 0: 0, 2: 2, 3: 3, 4: 4}, [1, 0, 2, 3, 4], [])

# O14: the first model, forced by the text, stops in the gap's mouth and corks it.
B = [(18.6, 16.0), (20.0, 16.0), (21.4, 16.0)]
A = [(20, 11.8), (19.4, 11.0), (20.6, 11.0)]
f = (20, 16 - 2 * R25)
add(file='first_model_corks_the_ruin_gap.yaml', cat='b',
    title="the first model stops in the mouth of a 1.1in ruin gap and corks it: one in contact",
    units={'A': U('red', 25, A), 'B': U('blue', 25, B)}, terrain=ruins, first=0,
    witness={'order': [0, 1, 2], 'end': {0: f, 1: (20, 13.4), 2: (20, 12.35)}, 'via': {1: [(19.95, 12.4)]}},
    claims=[('A#0 at its spot is %.3fin (bases) from each ruin corner: less than a 25mm base: the mouth is closed'
             % (dist(f, (19.45, 14)) - R25), dist(f, (19.45, 14)) - R25 < 2 * R25),
            ('every contact spot lies north of the ruins (centre y >= 15.016 > 14 + r25)', 16 - 2 * R25 > 14 + R25),
            ('round the west end: bound > 6', min(refl_bound(a, b, R25, R25, 10 - R25) for a in A[1:] for b in B) > 6),
            ('round the east end: bound > 6', min(refl_bound(a, b, R25, R25, 30 + R25) for a in A[1:] for b in B) > 6)],
    expect={'A': {'in_contact': 1, 'engaged': 3, 'coherent': True, 'locked': True},
            'B': {'in_contact': 1, 'engaged': 3, 'locked': True}},
    events=['engaged A B'],
    work=[
        'The ruins of ruin_gap_fits_25mm (gap x 19.45..20.55, y 13..14). B: 25mm at (18.6, 16), (20, 16),',
        '(21.4, 16). A: 25mm at (20, 11.8), (19.4, 11), (20.6, 11).',
        'First A#0 (gap 3.216; A#1 and A#2 need 4.05 and more) straight north through the gap to',
        '(20, 15.015748), touching B#1: the text fixes this spot. Its base is then %.3fin from each' % (dist(f, (19.45, 14)) - R25),
        "ruin's corner, less than a 25mm base: nobody else can come out of the gap. Round the ruins'",
        f'ends (x <= 9.51 or >= 30.49) the reflection bounds are {min(refl_bound(a, b, R25, R25, 10 - R25) for a in A[1:] for b in B):.3f} and '
        f'{min(refl_bound(a, b, R25, R25, 30 + R25) for a in A[1:] for b in B):.3f}in > 6.',
        'So A#1 and A#2 cannot reach contact: in contact 1, B touched 1. A#1 ends in the gap at',
        '(20, 13.4) (%.3fin from A#0), A#2 below it at (20, 12.35) (%.3fin from A#0): both ENGAGED.'
        % (gap((20, 13.4), R25, f, R25), gap((20, 12.35), R25, f, R25)),
        'ENGAGED 3, coherent. B ENGAGED 3 (B#0, B#2 0.416in from B#1).'])

ring_case('greedy_40mm_round_a_monster_three_of_four.yaml',
          'greedy, four 40mm terminators round a 60mm monster: nearest free spots fit three, four fit',
          40, [(16.6, 9.3), (19.1, 10.4), (22.0, 11.1), (24.6, 10.6)], (20.0, 16.0), 2,
          {3: 106.6, 0: 207.0, 1: 256.1}, [2, 1, 0, 3], [])


def cross_len(S, E, y, xmin=None, xmax=None):
    """Shortest S -> E path that crosses the line at height y with x >= xmin (or x <= xmax):
    the path is convex in x, so a ternary search on the crossing point finds the minimum."""
    lo, hi = (xmin, xmin + 60) if xmin is not None else (xmax - 60, xmax)
    for _ in range(200):
        m1, m2 = lo + (hi - lo) / 3, hi - (hi - lo) / 3
        g1 = dist(S, (m1, y)) + dist((m1, y), E)
        g2 = dist(S, (m2, y)) + dist((m2, y), E)
        if g1 < g2:
            hi = m2
        else:
            lo = m1
    return dist(S, (lo, y)) + dist((lo, y), E)


# O15: the model nearest as the crow flies is behind a wall: the first model is the one with the
# least movement by its route; its spot then seals the way round the wall's end.
wall3 = [(17, 13), (23, 13), (23, 13.5), (17, 13.5)]
block = [(24.8, 13.6), (27, 13.6), (27, 17.5), (24.8, 17.5)]
B = [(21.4, 15.6), (23.1, 15.6)]
A = [(21.4, 12.0), (24.3, 11.8)]
f = spot(B[1], R25, A[1], R32)
gateW, gateE = 17 - R32, 23 + R32
yA1, xA1 = f[1], 27 + R32
free0 = [(j, contact_spot(B[j], R25, R32, k * 0.1)) for j in range(2) for k in range(3600)
         if dist(contact_spot(B[j], R25, R32, k * 0.1), f) >= 2 * R32
         and all(dist(contact_spot(B[j], R25, R32, k * 0.1), b) >= R25 + R32 - 1e-9 for b in B)]


def a0_bound(p):
    west = cross_len(A[0], p, 13.25, xmax=gateW)
    if p[1] < yA1:
        return west
    east = max(cross_len(A[0], p, 13.25, xmin=gateE), cross_len(A[0], p, yA1, xmin=xA1))
    return min(west, east)


b0 = min(a0_bound(p) for j, p in free0)
first0 = min(cross_len(A[0], contact_spot(b, R25, R32, k * 0.1), 13.25, xmin=gateE) for b in B for k in range(3600))
west0 = min(cross_len(A[0], contact_spot(b, R25, R32, k * 0.1), 13.25, xmax=gateW) for b in B for k in range(3600))
xe = (23.4, 12.2)
add(file='nearest_behind_a_wall_is_not_first.yaml', cat='b',
    title='the model nearest as the crow flies is behind a wall: the first model is the one with the shortest route',
    units={'A': U('red', 32, A), 'B': U('blue', 25, B)},
    terrain=[{'name': 'wall', 'kind': 'impassable', 'poly': wall3},
             {'name': 'ruin', 'kind': 'impassable', 'poly': block}], first=1, first_route=(1, 1),
    witness={'order': [1, 0], 'end': {1: f, 0: xe}},
    claims=[('A#0 is nearer in a straight line (%.3f < %.3f)' % (dist(A[0], B[0]) - R25 - R32, dist(A[1], B[1]) - R25 - R32),
             dist(A[0], B[0]) - R25 - R32 < dist(A[1], B[1]) - R25 - R32 - 0.3),
            ('A#1 straight route to B#1 clears the wall corner (23, 13.5) by more than r32', seg_point(A[1], f, (23, 13.5)) > R32),
            ('A#1 is nearer B#1 than B#0', dist(A[1], B[1]) < dist(A[1], B[0])),
            ("A#0's least route (crossing y 13.25 east of x 23.63) %.3f > A#1's" % first0,
             first0 > dist(A[1], B[1]) - R25 - R32 + 0.3),
            ("A#0 round the west end (x <= 16.37): more than 6 (%.3f)" % west0, west0 > 6),
            ("A#1's straight route clears the ruin's corner (24.8, 13.6)", seg_point(A[1], f, (24.8, 13.6)) > R32),
            ("A#1 at its spot seals the gap to the ruin (%.3f < 1.26)" % (24.8 - f[0] - R32), 24.8 - f[0] - R32 < 2 * R32),
            ("A#1 at its spot seals the gap to the wall's corner (%.3f < 1.26)" % (dist(f, (23, 13.5)) - R32), dist(f, (23, 13.5)) - R32 < 2 * R32),
            ('B#0, B#1 %.3fin apart: no 32mm passes between' % gap(B[0], R25, B[1], R25), gap(B[0], R25, B[1], R25) < 2 * R32),
            ('every free contact spot needs A#0 more than 6in (least %.3f)' % b0, b0 > 6)],
    expect={'A': {'in_contact': 1, 'engaged': 2, 'coherent': True, 'locked': True},
            'B': {'in_contact': 1, 'engaged': 2, 'locked': True}},
    events=['engaged A B'],
    work=[
        'A wall x 17..23, y 13..13.5, and a ruin x 24.8..27, y 13.6..17.5. B: 25mm at (21.4, 15.6),',
        '(23.1, 15.6). A: 32mm at (21.4, 12) behind the wall and (24.3, 11.8) off its east end.',
        f'As the crow flies A#0 is nearest ({dist(A[0], B[0]) - R25 - R32:.3f}in to B#0), but its base cannot cross the wall: its centre must',
        'cross the line y 13.25 at x >= 23.63 or <= 16.37; the shortest such route to a contact spot is',
        f'{first0:.3f}in (east; west {west0:.3f}). A#1 reaches B#1 straight, {dist(A[1], B[1]) - R25 - R32:.3f}in, clearing the corner (23, 13.5) by',
        f'{seg_point(A[1], f, (23, 13.5)) - R32:.3f}in: A#1 uses the least movement and is the first model; B#1 is its nearest: it ends',
        f'at ({f[0]:.6f}, {f[1]:.6f}).',
        f"Its base is then {dist(f, (23, 13.5)) - R32:.3f}in from the wall's corner and {24.8 - f[0] - R32:.3f}in from the ruin, both less than a",
        f'32mm base, and it touches B#1; B#0 and B#1 are {gap(B[0], R25, B[1], R25):.3f}in apart: the way north between wall and',
        'ruin is sealed; from the east A#0 must cross y %.3f east of the ruin, x >= %.3f.' % (yA1, xA1),
        f'Over every contact spot free of A#1 (sampled every 0.1 degree), the longer of the two crossing',
        f'bounds, or the west end, is at least {b0:.3f}in > 6: A#0 cannot touch.',
        f'A#0 ends at (23.4, 12.2), {gap(xe, R32, f, R32):.3f}in from A#1: ENGAGED. In contact 1, B touched 1, ENGAGED 2, coherent;',
        f'B ENGAGED 2 ({gap(B[0], R25, B[1], R25):.3f}in apart).'])

# G13: greedy on ENGAGED: the second model's nearest spot is out of the laggard's reach; a spot
# a little further round the same target model brings the laggard within 2in.
B = line(16, 16.0, 3, 2.4)
A = [(16.4, 10.7), (14.5, 10.3), (19.5, 5.9), (17.5, 8.4)]
rt13 = reach_table(A, R32, {'B': (B, R25)}, 6)
f = spot(B[0], R25, A[0], R32)
gP = spot(B[1], R25, A[1], R32)
wP = contact_spot(B[1], R25, R32, 185)
l2 = along(A[2], wP, 6.0)
l3 = (17.2, 13.2)
K2 = 2 * R32 + 2
add(file='greedy_nearest_spot_strands_the_last_model.yaml', cat='d',
    title='greedy on ENGAGED: the nearest spot leaves the last model out of 2in; one a little round the same model does not',
    units={'A': U('red', 32, A), 'B': U('blue', 25, B)}, first=0,
    witness={'order': [0, 1, 2, 3], 'end': {0: f, 1: wP, 2: l2, 3: l3}},
    greedy={'order': [0, 1], 'end': {0: f, 1: gP}},
    greedy_counts={'A': {'in_contact': 2}, 'B': {'in_contact': 2}},
    claims=[('A#2 and A#3 cannot reach contact', all(not rt13[i] for i in (2, 3))),
            ('A#1 reaches B#0 and B#1 only', set(rt13[1]) <= {('B', 0), ('B', 1)}),
            ('only A#0 and A#1 can be in contact, so A#2 is ENGAGED only within 2in of one of them',
             True),
            ("A#2 can never come within 2in of A#0's forced spot: %.3f - 6 > %.3f" % (dist(A[2], f), K2), dist(A[2], f) - 6 > K2),
            ("greedy: A#1 at its nearest spot on B#1 (%.3f, %.3f) is out of A#2's reach: %.3f - 6 > %.3f"
             % (gP[0], gP[1], dist(A[2], gP), K2), dist(A[2], gP) - 6 > K2),
            ('the greedy spot is free of A#0', dist(gP, f) >= 2 * R32),
            ('witness: A#1 at B#1 bearing 185 is %.3fin from its start' % dist(A[1], wP), dist(A[1], wP) <= 6)],
    expect={'A': {'in_contact': 2, 'engaged': 4, 'coherent': True, 'locked': True},
            'B': {'in_contact': 2, 'engaged': 3, 'locked': True}},
    events=['engaged A B'],
    work=[
        'B: three 25mm at y 16, x 16/18.4/20.8. A: 32mm at (16.4, 10.7), (14.5, 10.3), (19.5, 5.9), (17.5, 8.4).',
        'Straight bounds (<= 6): ' + fmt_reach(rt13) + '.',
        f'First A#0 -> ({f[0]:.4f}, {f[1]:.4f}) on B#0. Only A#0 and A#1 can be in contact; A#1 can touch B#1',
        '(untouched), so in contact 2, touched 2 at best. A#2 is ENGAGED only if it ends within 2in of',
        f'A#0 or A#1, centre <= {K2:.6f}in, after at most 6in: A#0\'s spot is {dist(A[2], f):.3f}in from it (never).',
        f'GREEDY (A#1 to its nearest spot on the nearest untouched model): ({gP[0]:.4f}, {gP[1]:.4f}), {dist(A[2], gP):.3f}in from',
        f'A#2: out of reach (6 + {K2:.3f} = {6 + K2:.3f}): ENGAGED 3 (A#2 not).',
        f'OPTIMUM: bound 4 ENGAGED (every model), with in contact 2 and touched 2 (their bounds) at once:',
        f'A#1 to B#1 bearing 185 ({wP[0]:.4f}, {wP[1]:.4f}), {dist(A[1], wP):.3f}in; A#2 6in toward it, ending at',
        f'({l2[0]:.4f}, {l2[1]:.4f}), {gap(l2, R32, wP, R32):.3f}in from A#1: ENGAGED; A#3 at (17.2, 13.2), {gap(l3, R32, f, R32):.3f}in from A#0.',
        'In contact 2, touched 2, ENGAGED 4, coherent; B ENGAGED 3 (B#2 1.416in from B#1).'])

# A5: the 1in rule decides the first model: the model nearest as the crow flies must bend round an
# uncharged model, and then needs more movement than its neighbour.
B = [(20, 16.0), (22.4, 16.0)]
C = [(20.8, 12.6)]
A = [(20, 10.5), (17.4, 10.6)]
K = R32 + R25 + 1
ring = [(j, contact_spot(B[j], R25, R32, k * 0.1)) for j in range(2) for k in range(3600)
        if dist(contact_spot(B[j], R25, R32, k * 0.1), C[0]) >= K]
x_least = min(around_disc(A[0], p, C[0], K) for j, p in ring)
f = spot(B[0], R25, A[1], R32)
x_after = min(around_disc(A[0], p, C[0], K) for j, p in ring if dist(p, f) >= 2 * R32)
xe = (18.6, 12.6)
add(file='one_inch_rule_picks_the_first_model.yaml', cat='a',
    title='the 1in rule picks the first model: the nearest as the crow flies must bend round an uncharged model',
    units={'A': U('red', 32, A), 'B': U('blue', 25, B), 'C': U('blue', 25, C)}, first=1, first_route=(1, 0),
    witness={'order': [1, 0], 'end': {1: f, 0: xe}, 'via': {0: [(18.6, 11.0)]}},
    claims=[('A#0 is nearer as the crow flies (%.3f < %.3f)' % (dist(A[0], B[0]) - R25 - R32, dist(A[1], B[0]) - R25 - R32),
             dist(A[0], B[0]) - R25 - R32 < dist(A[1], B[0]) - R25 - R32),
            ("A#0's straight line passes %.3f from C's centre (< %.3f)" % (seg_point(A[0], (20, 16 - R25 - R32), C[0]), K),
             seg_point(A[0], (20, 16 - R25 - R32), C[0]) < K),
            ("A#0's least route to any spot 1in clear of C, round C's circle: %.3f > A#1's %.3f + 0.2"
             % (x_least, dist(A[1], B[0]) - R25 - R32), x_least > dist(A[1], B[0]) - R25 - R32 + 0.2),
            ("A#1's straight route stays %.3f from C's centre (>= %.3f)" % (seg_point(A[1], f, C[0]), K), seg_point(A[1], f, C[0]) >= K),
            ('A#1 is nearer B#0 than B#1', dist(A[1], B[0]) < dist(A[1], B[1])),
            ("after A#1, A#0's least route to a free spot 1in clear of C: %.3f > 6" % x_after, x_after > 6)],
    expect={'A': {'in_contact': 1, 'engaged': 2, 'coherent': True, 'locked': True, 'clear_of': {'C': 1}},
            'B': {'in_contact': 1, 'engaged': 2, 'locked': True},
            'C': {'in_contact': 0, 'locked': False}},
    events=['engaged A B'],
    work=[
        'B: 25mm at (20, 16), (22.4, 16). C (not charged): a 25mm at (20.8, 12.6). A: 32mm at (20, 10.5), (17.4, 10.6).',
        f'A 32mm centre may not come within {K:.6f}in of C\'s centre at any point of its move.',
        f'As the crow flies A#0 is nearest ({dist(A[0], B[0]) - R25 - R32:.3f}in to B#0), but its straight line passes',
        f'{seg_point(A[0], (20, 16 - R25 - R32), C[0]):.3f}in from C: it must bend round C\'s circle; the shortest such route to any contact spot',
        f'(tangent, arc, tangent; every spot 1in clear of C, sampled every 0.1 degree) is {x_least:.3f}in. A#1 goes straight,',
        f'{dist(A[1], B[0]) - R25 - R32:.3f}in, never nearer C than {seg_point(A[1], f, C[0]):.3f}in: A#1 uses the least movement and is first; B#0',
        f'is its nearest: it ends at ({f[0]:.6f}, {f[1]:.6f}).',
        f'Then every free spot 1in clear of C needs A#0 at least {x_after:.3f}in > 6 round C: A#0 cannot touch. It',
        f'ends at (18.6, 12.6) by way of (18.6, 11), {dist(xe, C[0]):.3f}in from C\'s centre, {gap(xe, R32, f, R32):.3f}in from A#1: ENGAGED.',
        'In contact 1, B touched 1, ENGAGED 2, coherent; B ENGAGED 2 (1.416in apart). C not LOCKED.'])

# O16: a ten-man 25mm squad charges five 32mm: all ten in contact, all five touched.
B = line(14, 16.0, 5, 2.4)
A = [(14.0 + 1.2 * k, 11.4 if k % 2 == 0 else 10.2) for k in range(10)]
A[4] = (A[4][0], 11.8)
jb = {0: (0, 196), 8: (4, 174), 6: (3, 172), 5: (1, 148), 7: (4, 234), 3: (3, 232), 9: (4, 100), 2: (1, 206), 1: (0, 134)}
f = spot(B[2], R32, A[4], R25)
end = {4: f}
end.update({i: contact_spot(B[j], R32, R25, b) for i, (j, b) in jb.items()})
add(file='ten_guardsmen_charge_five_marines.yaml', cat='c',
    title='ten 25mm guardsmen charge five 32mm marines: all ten in contact, all five touched',
    units={'A': U('red', 25, A), 'B': U('blue', 32, B)}, first=4,
    witness={'order': [4, 0, 8, 6, 5, 7, 3, 9, 2, 1], 'end': end},
    claims=[('two 25mm on one 32mm stand >= %.2f degrees apart; the witness uses at most three per model'
             % (2 * math.degrees(math.asin(R25 / (R25 + R32)))), True),
            ('no 25mm touches two 32mm (gap 1.140 > 0.984)', gap(B[0], R32, B[1], R32) > 2 * R25)],
    expect={'A': {'in_contact': 10, 'engaged': 10, 'coherent': True, 'locked': True},
            'B': {'in_contact': 5, 'engaged': 5, 'locked': True}},
    events=['engaged A B'],
    work=[
        'B: five 32mm at y 16, x 14..23.6 step 2.4. A: ten 25mm in two staggered ranks, x 14 + 1.2k, y 11.4',
        '(even k) and 10.2 (odd k), A#4 forward at (18.8, 11.8). Contact distance 1.122047in.',
        'First A#4 (gap 3.078; the rest 3.478 and more) -> (18.8, 14.877953), touching B#2.',
        'Bound: 10 in contact (ten chargers), 5 touched (five targets). Witness (model -> target model at',
        'bearing): ' + ', '.join('A#%d -> B#%d %d' % (i, j, b) for i, (j, b) in jb.items()) + ',',
        'moved A#4, A#0, A#8, A#6, A#5, A#7, A#3, A#9, A#2, A#1, each straight (longest %.3fin; check.py:'
        % max(dist(A[i], end[i]) for i in end),
        'no route crosses a base, no overlap, coherent). In contact 10, touched 5, ENGAGED 10; B ENGAGED 5.'])

# O17: razor wire between: both models cross it (and end beyond it): two tests, the first model's first.
B = [(18, 17.0), (20.4, 17.0)]
A = [(18, 11.4), (20.4, 11.0)]
band = [(10, 13), (30, 13), (30, 14.5), (10, 14.5)]
end = {k: (B[k][0], 17 - R25 - R32) for k in range(2)}
add(file='razor_wire_crossed_two_tests.yaml', cat='b',
    title='a band of razor wire between: dice 5 and 3, move 5, both cross it into contact, two tests',
    units={'A': U('red', 32, A), 'B': U('blue', 25, B)}, dice=[[5, 3]], eff_move=5.0,
    terrain=[{'name': 'razorwire', 'kind': 'dangerous', 'poly': band}], first=0,
    witness={'order': [0, 1], 'end': end}, dangerous=[0, 1],
    claims=[('the band spans x 10..30: every route north crosses it', all(10 < a[0] < 30 for a in A + B)),
            ('contact spots lie beyond it (base bottom y >= %.3f > 14.5)' % (17 - R25 - 2 * R32), 17 - R25 - 2 * R32 > 14.5),
            ('A models start short of it (base top <= %.3f < 13)' % (11.4 + R32), 11.4 + R32 < 13)],
    expect={'A': {'in_contact': 2, 'engaged': 2, 'coherent': True, 'locked': True},
            'B': {'in_contact': 2, 'engaged': 2, 'locked': True}},
    events=['dangerous_terrain_test A#0', 'dangerous_terrain_test A#1'],
    work=[
        'A band of razor wire (dangerous) x 10..30, y 13..14.5, between A (32mm at (18, 11.4), (20.4, 11)) and',
        'B (25mm at (18, 17), (20.4, 17)). Every route north passes through it: the unit rolls 2D6, 5 and 3:',
        'it may move 5in. First A#0 (gap 17 - 11.4 - 1.122047 = 4.477953 <= 5) -> (18, 15.877953);',
        'A#1 straight (4.877953 <= 5). Both end beyond the wire (base bottoms at y 15.248), both entered',
        'it: dangerous_terrain_test A#0 (first), then A#1. In contact 2, touched 2, ENGAGED 2, coherent.'])

# G14: coherency decides: the second model's nearest untouched model is too far from the first
# model's spot for the pair to stay within 2in; the other untouched model keeps them coherent.
B = [(16, 16.0), (18.4, 16.6), (20.8, 16.0)]
A = [(16.4, 11.0), (19.6, 10.4)]
rt14 = reach_table(A, R32, {'B': (B, R25)}, 6)
f = spot(B[0], R25, A[0], R32)
gY = spot(B[2], R25, A[1], R32)
wY = contact_spot(B[1], R25, R32, 200)
far = min(gap(contact_spot(B[2], R25, R32, k * 0.1), R32, f, R32) for k in range(3600))
add(file='greedy_coherency_decides_the_second_target.yaml', cat='d',
    title="coherency decides: the nearest untouched model would leave the pair more than 2in apart; the other keeps them within 2in",
    units={'A': U('red', 32, A), 'B': U('blue', 25, B)}, first=0,
    witness={'order': [0, 1], 'end': {0: f, 1: wY}},
    greedy={'order': [0, 1], 'end': {0: f, 1: gY}},
    greedy_counts={'A': {'in_contact': 2, 'coherent': False}, 'B': {'in_contact': 2}},
    claims=[('A#1 reaches B#1 and B#2 (nearer)', ('B', 1) in rt14[1] and rt14[1][('B', 2)] < rt14[1][('B', 1)]),
            ('any spot on B#2 is more than 2in from A#0 at its forced spot (least %.3f)' % far, far > 2),
            ('no base touches two B models', gap(B[0], R25, B[1], R25) > 2 * R32)],
    expect={'A': {'in_contact': 2, 'engaged': 2, 'coherent': True, 'locked': True},
            'B': {'in_contact': 2, 'engaged': 3, 'locked': True}},
    events=['engaged A B'],
    work=[
        'B: three 25mm at (16, 16), (18.4, 16.6), (20.8, 16). A: two 32mm at (16.4, 11) and (19.6, 10.4),',
        '%.3fin apart between bases: a unit of two is coherent only while they stay within 2in.' % gap(A[0], R32, A[1], R32),
        'Straight bounds: ' + fmt_reach(rt14) + '.',
        f'First A#0 (3.894) -> ({f[0]:.4f}, {f[1]:.4f}) on B#0.',
        f'GREEDY (nearest untouched model): A#1 -> B#2 ({gY[0]:.4f}, {gY[1]:.4f}): touched 2, but every spot on B#2 is at',
        f'least {far:.3f}in from A#0: the unit is not coherent (an illegal end).',
        'OPTIMUM: bound 2 touched, 2 in contact (two chargers; no base touches two B models) with the',
        f'unit coherent: A#1 -> B#1 at bearing 200 ({wY[0]:.4f}, {wY[1]:.4f}), {dist(A[1], wY):.3f}in straight, {gap(wY, R32, f, R32):.3f}in from A#0.',
        f'In contact 2, touched 2, ENGAGED 2, coherent; B ENGAGED 3 (B#2 {gap(B[1], R25, B[2], R25):.3f}in from B#1).'])
