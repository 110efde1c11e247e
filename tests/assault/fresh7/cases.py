"""fresh7's cases: layout, the hand-worked note (header) and the expected values.

Lengths in inches. d(a, b) below is the centre distance of two round bases in
contact: half of the two diameters summed, 1mm = 1/25.4in.
25-25: 0.984252   25-32: 1.122047   25-40: 1.279528   25-50: 1.476378
25-60: 1.673228   32-32: 1.259843   32-40: 1.417323   40-40: 1.574803
40-60: 1.968504   2in coherency between 25mm centres: 2.984252
"""
import math

CASES = []

# proven, and rulec falls short of the optimum on it: written to
# bench/assault_pending/fresh7/ so the gate stays green (tests/assault/README.md lists them);
# none since asp19 (uncharged_unit_between_two_charged, the last, is in tests/ now)
PENDING = set()


def line(x0, y, n, step=1.5, dy=None):
    return [(x0 + i * step, y) for i in range(n)]


def rot(p, ang, c=(24, 24)):
    a = math.radians(ang)
    x, y = p[0] - c[0], p[1] - c[1]
    return (c[0] + x * math.cos(a) - y * math.sin(a), c[1] + x * math.sin(a) + y * math.cos(a))


def add(name, note, units, want, expect, terrain=(), move=6, dice=None, target='T', also=(),
        events=(), no_events=(), unit='M', restarts=150, greedy=False, custom=None, witness=None, routes=None, order=None, fixed=None):
    CASES.append(dict(name=name, note=note, units=units, want=want, expect=expect,
                      terrain=list(terrain), move=move, dice=dice, target=target,
                      also=list(also), events=list(events), no_events=list(no_events),
                      unit=unit, restarts=restarts, greedy=greedy, custom=custom,
                      witness=witness, routes=routes, order=order, fixed=fixed))


def U(side, base, models, state=None):
    return dict(side=side, base=base, models=[tuple(p) for p in models], state=state or [])


def rect(x0, y0, x1, y1):
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def T(name, kind, poly):
    return dict(name=name, kind=kind, polygon=poly)


LOCKED = '{has: [locked]}'
FREE = '{lacks: [locked]}'


def exp(in_contact=None, engaged=None, first=None, locked=True, moved=None, extra=''):
    parts = []
    if first is not None:
        parts.append('models: {%d: [%sin, %sin]}' % (first[0], first[1], first[2]))
    if moved is not None:
        parts.append('moved: %s' % ('true' if moved else 'false'))
    if in_contact is not None:
        parts.append('in_contact: %d' % in_contact)
    if engaged is not None:
        parts.append('engaged: %d' % engaged)
    parts.append('state: %s' % (LOCKED if locked else FREE))
    if extra:
        parts.append(extra)
    return '{' + ', '.join(parts) + '}'


def charged(m_in, t_in, eng=None, first=None, coherent=True, **others):
    e = {'M': exp(m_in, eng, first, extra='coherent: true' if coherent else ''),
         'T': exp(t_in)}
    e.update(others)
    return e


def didnt(**others):
    e = {'M': exp(locked=False, moved=False), 'T': exp(locked=False, moved=False)}
    e.update(others)
    return e


# ---------------------------------------------------------------- terrain
FIVE_M = [(10, 10), (11.5, 10), (13, 10.2), (14.5, 10), (16, 10)]
FIVE_T = line(10, 14, 5)
LINE_NOTE = """M: five 25mm models in a line, 1.5in apart, at y 10 (the middle one, M#2, at y 10.2);
T: five 25mm models in a line at y 14, each straight ahead of one of M. Straight ahead
each of M needs 4 - 0.984252 = 3.015748in to touch the model ahead of it, M#2
3.8 - 0.984252 = 2.815748in: M#2 moves first (least movement), straight up to
(13, 13.015748), touching T#2. Any other target model is farther (sqrt(1.5^2 + 4^2) -
0.984252 = 3.288in at least), so 3.015748 is each other model's least movement to contact."""

add('wood_one_charger_starts_in_four', LINE_NOTE + """
A wood stands round M#0 only (x 9..11, y 9..11): M#0 moves out of it, so the unit rolls
2D6 and moves no farther than the higher die (seed: "assaulting into, out of or through
difficult terrain"; INDEX: the unit's move is the higher die). Dice 4 and 2: 4in.
3.015748 <= 4: every model reaches the model ahead. Bound: 5 models, 5 target models.
Expected: 5 of M in contact, 5 of T touched, all 5 engaged, M#2 at (13, 13.015748).""",
    {'M': U('red', 25, FIVE_M), 'T': U('blue', 25, FIVE_T)},
    dict(T=5, M=5, eng=5), charged(5, 5, 5, first=(2, 13, 13.0157)),
    terrain=[T('wood', 'difficult', rect(9, 9, 11, 11))], dice=[[4, 2]], events=['engaged M T'])

add('wood_one_charger_starts_in_double_one', LINE_NOTE + """
A wood stands round M#0 only: M#0 would move out of it, so the unit rolls 2D6: 1 and 1,
the unit may move no farther than 1in. The least movement to contact is 2.815748 > 1:
no model can reach; "the charge does not proceed. The models are not moved".""",
    {'M': U('red', 25, FIVE_M), 'T': U('blue', 25, FIVE_T)},
    dict(didnt=True), didnt(),
    terrain=[T('wood', 'difficult', rect(9, 9, 11, 11))], dice=[[1, 1]],
    events=['didnt_make_it M T'], no_events=['engaged M T'])

add('wood_one_charger_starts_in_three_one_reaches', LINE_NOTE + """
A wood stands round M#0 only, so the unit rolls: 3 and 2, the whole unit moves at most
3in. M#2 needs 2.815748 <= 3 and reaches T#2; every other model needs at least
3.015748 > 3 to touch any target model (straight line is the shortest route): only
M#2 in contact, only T#2 touched. The others end within 2in of M#2 (centres within
2.984252 of (13, 13.015748)): M#0 is the farthest, sqrt(3^2 + 3.015748^2) = 4.2538 from
it, 1.27in of movement, and the witness below puts all four there, coherent.
Expected: 1 in contact, 5 engaged, T 1 touched.""",
    {'M': U('red', 25, FIVE_M), 'T': U('blue', 25, FIVE_T)},
    dict(T=1, M=1, eng=5), charged(1, 1, 5, first=(2, 13, 13.0157)),
    terrain=[T('wood', 'difficult', rect(9, 9, 11, 11))], dice=[[3, 2]])

add('dangerous_one_charger_starts_in_no_test', LINE_NOTE + """
Dangerous terrain (difficult as well) stands round M#0 only: M#0 moves out of it, the
unit rolls (4 and 2: 4in) and every model reaches the one ahead (3.015748 <= 4). M#0
leaves the dangerous terrain and enters none: no Dangerous Terrain test for it (the test
is for a model that enters). Expected 5 in contact, T 5 touched, no test for M#0.""",
    {'M': U('red', 25, FIVE_M), 'T': U('blue', 25, FIVE_T)},
    dict(T=5, M=5, eng=5), charged(5, 5, 5, first=(2, 13, 13.0157)),
    terrain=[T('pit', 'dangerous', rect(9, 9, 11, 11))], dice=[[4, 2]],
    no_events=['dangerous_terrain_test M#0'])

SIX_M = [(10, 9.5), (11.5, 9.5), (13, 9.5), (14.5, 9.5), (16, 10.6), (17.5, 10.5)]
SIX_T = line(10, 14, 6)
RUIN_W = [(12.3, 10.6), (13.7, 11.2), (14.4, 12.1), (15.2, 11.3), (16, 14 - 0.984252), (17.5, 14 - 0.984252)]
RUIN_NOTE = """M: six 25mm models, four at y 9.5 (x 10, 11.5, 13, 14.5), M#4 at (16, 10.6), M#5 at
(17.5, 10.5); T: six 25mm models at y 14, x 10 to 17.5 every 1.5in, each straight ahead of
one of M. T#4 and T#5 stand in %s (x 15.3..18.5, y 12.8..15.2): every base touching them
overlaps it (the target's base lies inside with 0.208in to spare, a touching base holds
points just outside the target's edge), so a model that touches them moves into it and the
unit rolls 2D6 (the higher die is the whole unit's move: INDEX). Least movement: M#4,
14 - 10.6 - 0.984252 = 2.415748 (M#5 2.515748, the others 3.515748): M#4 moves first,
straight to (16, 13.015748)."""

add('wood_round_two_targets_three_slows_all', RUIN_NOTE % 'a wood' + """
Dice 3 and 1: every model moves at most 3in. M#4 and M#5 reach (2.42, 2.52 <= 3);
M#0..M#3 start at y 9.5, 4.5in or more from every target centre: 3.515748 > 3, none
reaches. 2 in contact, T#4 and T#5 touched. Engaged: M#0 is 7.5in from T#4's centre
(sqrt(6^2 + 4.5^2)), more from T#5's; a model touching them has its centre within
0.984252 of theirs, so M#0 would need 7.5 - 0.984252 - 2.984252 = 3.53 > 3 to end within 2in
of one: M#0 cannot be engaged. M#1..M#3 can (witness). Expected 2 in contact, 5 engaged.""",
    {'M': U('red', 25, SIX_M), 'T': U('blue', 25, SIX_T)},
    dict(T=2, M=2, eng=5), charged(2, 2, 5, first=(4, 16, 13.0157)),
    terrain=[T('wood', 'difficult', rect(15.3, 12.8, 18.5, 15.2))], dice=[[3, 1]], witness=RUIN_W, order=[4, 5, 3, 2, 1, 0])

add('wood_round_two_targets_five_all_reach', RUIN_NOTE % 'a wood' + """
Dice 5 and 2: 5in. Every model reaches the target straight ahead (3.515748 <= 5), and
touching all six target models needs T#4 and T#5 touched, so a model goes into the wood
and the roll is made. Expected 6 in contact, T 6 touched, all engaged.""",
    {'M': U('red', 25, SIX_M), 'T': U('blue', 25, SIX_T)},
    dict(T=6, M=6, eng=6), charged(6, 6, 6, first=(4, 16, 13.0157)),
    terrain=[T('wood', 'difficult', rect(15.3, 12.8, 18.5, 15.2))], dice=[[5, 2]])

add('dangerous_round_two_targets_three', RUIN_NOTE % 'a dangerous ruin' + """
Dice 3 and 1: 3in, as in wood_round_two_targets_three_slows_all: only M#4 and M#5 reach
(the others need 3.515748 > 3), 5 engaged (M#0 cannot be: 7.5 - 0.984 - 2.984 > 3).
Both touch a target model in the ruin, so both enter it: a Dangerous Terrain test each,
M#4 first (it moves first). M#0 and M#1 cannot enter the ruin at all: its nearest point
is 15.3 - 0.492126 - 11.5 = 3.31 > 3 from M#1's centre line of reach, more from M#0.""",
    {'M': U('red', 25, SIX_M), 'T': U('blue', 25, SIX_T)},
    dict(T=2, M=2, eng=5, tests=None), charged(2, 2, 5, first=(4, 16, 13.0157)),
    terrain=[T('ruin', 'dangerous', rect(15.3, 12.8, 18.5, 15.2))], dice=[[3, 1]], witness=RUIN_W, order=[4, 5, 3, 2, 1, 0],
    events=['dangerous_terrain_test M#4', 'dangerous_terrain_test M#5'],
    no_events=['dangerous_terrain_test M#0', 'dangerous_terrain_test M#1'])

TEN_M = FIVE_M + line(10, 8.5, 5)
RANKS_NOTE = """M: ten 25mm models in two ranks of five, 1.5in apart: the front at y 10 (M#2 at 10.2),
the rear (M#5..M#9) at y 8.5; T: five 25mm models at y 14, straight ahead of the files.
Front models need 3.015748 (M#2 2.815748, so M#2 moves first to (13, 13.015748)); a rear
model is 5.5in or more from every target centre, so it needs 4.515748 at least."""

add('two_ranks_rear_in_a_wood_four', RANKS_NOTE + """
A wood covers the rear rank (x 9..17, y 7.6..9.2; the front rank's bases end at 9.508):
the rear models move out of it, the unit rolls: 4 and 3, 4in for every model. The front
rank reaches (3.015748 <= 4); no rear model can (4.515748 > 4). 5 in contact, T 5 touched.
The rear rank moves up to stand within 2in of the front: at y 11.5 a rear model is 1.515748
from the model ahead, 0.53in between bases. Expected 5 in contact, 10 engaged.""",
    {'M': U('red', 25, TEN_M), 'T': U('blue', 25, FIVE_T)},
    dict(T=5, M=5, eng=10), charged(5, 5, 10, first=(2, 13, 13.0157)),
    terrain=[T('wood', 'difficult', rect(9, 7.6, 17, 9.2))], dice=[[4, 3]])

add('two_ranks_rear_in_dangerous_ground_four', RANKS_NOTE + """
Dangerous ground covers the rear rank (x 9..17, y 7.6..9.2; the front rank's bases end at
9.508): the rear models move out of it, the unit rolls: 4 and 3, 4in. As in
two_ranks_rear_in_a_wood_four: the front rank in contact, the rear cannot reach (4.515748 >
4) and moves up within 2in: 5 in contact, 10 engaged. The rear models leave the dangerous
ground and do not enter it: no Dangerous Terrain test for any of them (the front rank's
bases never touch it either: they move away from it).""",
    {'M': U('red', 25, TEN_M), 'T': U('blue', 25, FIVE_T)},
    dict(T=5, M=5, eng=10), charged(5, 5, 10, first=(2, 13, 13.0157)),
    terrain=[T('ground', 'dangerous', rect(9, 7.6, 17, 9.2))], dice=[[4, 3]],
    no_events=['dangerous_terrain_test M#%d' % i for i in range(5, 10)])

add('two_ranks_strip_across_one_four', RANKS_NOTE + """
A wood strip crosses the whole table between the units (y 11.2..12): every front model
goes through it to reach contact: the unit rolls, 1 and 4: the higher die is the second,
4in. As in two_ranks_rear_in_a_wood_four: front rank in contact (3.015748 <= 4), the rear
rank cannot reach (4.515748 > 4) and stands within 2in. 5 in contact, 10 engaged.""",
    {'M': U('red', 25, TEN_M), 'T': U('blue', 25, FIVE_T)},
    dict(T=5, M=5, eng=10), charged(5, 5, 10, first=(2, 13, 13.0157)),
    terrain=[T('strip', 'difficult', rect(0, 11.2, 48, 12))], dice=[[1, 4]])

add('strip_across_double_two_nobody', LINE_NOTE + """
A wood strip crosses the whole table between the units (y 11.6..12.3): every way to a
target model crosses it (every contact spot has its centre at y >= 13.015748, beyond the
strip), the unit rolls: 2 and 2, 2in. The least movement to contact is 2.815748 > 2:
the charge does not happen, nothing moves.""",
    {'M': U('red', 25, FIVE_M), 'T': U('blue', 25, FIVE_T)},
    dict(didnt=True), didnt(),
    terrain=[T('strip', 'difficult', rect(0, 11.6, 48, 12.3))], dice=[[2, 2]],
    events=['didnt_make_it M T'], no_events=['engaged M T'])

add('dangerous_strip_first_alone_tests', LINE_NOTE + """
A dangerous strip crosses the table (y 11.6..12.3). Every contact spot lies beyond it,
so the roll is made: 3 and 1, 3in. Only M#2 reaches (2.815748 <= 3; the others need
3.015748): M#2 crosses the strip and takes a Dangerous Terrain test. The others end within
2in of M#2 (witness; they need not cross the strip). Expected 1 in contact, 5 engaged,
the test dangerous_terrain_test M#2.""",
    {'M': U('red', 25, FIVE_M), 'T': U('blue', 25, FIVE_T)},
    dict(T=1, M=1, eng=5), charged(1, 1, 5, first=(2, 13, 13.0157)),
    terrain=[T('strip', 'dangerous', rect(0, 11.6, 48, 12.3))], dice=[[3, 1]],
    events=['dangerous_terrain_test M#2'])

MON_M = [(17.5, 15), (18.75, 15), (20, 15.2), (21.25, 15), (22.5, 15), (20, 14)]
add('monster_in_a_dangerous_ruin', """
T: one 60mm monster at (20, 20), inside a dangerous ruin (x 18..22, y 18..22; its base
ends 0.819in inside every edge, so every base touching it overlaps the ruin). M: six 25mm
models, five at y 15 (x 17.5, 18.75, 20 (at y 15.2), 21.25, 22.5) and M#5 at (20, 14).
Contact distance 25-60: 1.673228. M#2 is nearest: 4.8 - 1.673228 = 3.126772, first,
straight to (20, 18.326772). Dice 6 and 1: 6in. Room round the monster: two 25mm bases
touching it need 2*asin(0.492126/1.673228) = 34.21 degrees between them: 10 spots, more
than 6 models. Every model reaches a spot (witness). 6 in contact; each enters the ruin
and tests, M#2 first. Expected 6 in contact, T 1 touched.""",
    {'M': U('red', 25, MON_M), 'T': U('blue', 60, [(20, 20)])},
    dict(T=1, M=6, eng=6), charged(6, 1, 6, first=(2, 20, 18.3268)),
    terrain=[T('ruin', 'dangerous', rect(18, 18, 22, 22))], dice=[[6, 1]],
    events=['dangerous_terrain_test M#2'], witness=[(18.44427, 19.38404), (19.05951, 18.61611), (20, 18.326772), (21.63293, 20.365), (21.55573, 19.38404), (20.94049, 18.61611)],
    routes={1: [(18.85, 18.0)], 3: [(21.9, 19.6)], 5: [(21.15, 18.0)]})


# ---------------------------------------------------------------- greedy is wrong
MMR = {25: 0.492126, 32: 0.629921, 40: 0.787402, 50: 0.984252, 60: 1.181102}


def xf(p, ang, mirror):
    if mirror:
        p = (26 - p[0], p[1])
    return rot(p, ang)


def greedy_case(name, bc, bt, ang=0, mirror=False, wood=False, split=False, spare=False, kind='difficult'):
    rr = MMR[bc] + MMR[bt]
    tpos = [(10, 20), (13, 20), (16, 20)]
    mpos = [(13, 16.3), (12.2, 14.6), (9, 14.2)]
    if spare:
        mpos += [(10.9, 14.7), (10.0, 16.2)]
    tp = [xf(p, ang, mirror) for p in tpos]
    mp = [xf(p, ang, mirror) for p in mpos]

    def need(a, b):
        return math.hypot(a[0] - b[0], a[1] - b[1]) - rr
    units = {'M': U('red', bc, mp)}
    if split:
        units['M']['state'] = ['charging U']
        units['T'] = U('blue', bt, tp[:2])
        units['U'] = U('blue', bt, tp[2:])
    else:
        units['T'] = U('blue', bt, tp)
    note = """Greedy is wrong. %smm chargers on %smm target models; contact distance %.6f.
Before %s: target models T0 (10, 20), T1 (13, 20), T2 (16, 20)%s; M#0 (13, 16.3),
M#1 (12.2, 14.6), M#2 (9, 14.2)%s. Least movement: M#0 to T1, 3.7 - %.6f = %.6f (M#1's least
is %.4f): M#0 moves first, straight into contact with T1. M#1 can touch T0 (%.4f), T1
(%.4f) or T2 (%.4f, within 6); M#2 can touch only T0 (%.4f; T1 needs %.4f > 6).
Each model in turn to its nearest free spot: M#1 takes T0 or T1, M#2 T0, and T2 is never
touched (check.py's greedy run). The most target models: M#1 goes to T2, M#2 to T0:
all three touched, %s in contact, coherent (witness). Bound: three target models.""" % (
        bc, bt, rr,
        ('a turn of %d degrees about (24, 24)%s' % (ang, ', mirrored first (x -> 26 - x)' if mirror else '')) if ang or mirror else 'any turn',
        ' (T2 is unit U, also charged: M carries `charging U`)' if split else '',
        ', M#3 (10.9, 14.7), M#4 (10, 16.2) (neither reaches T2: 7.36 and 7.10 less the contact distance, more than 6)' if spare else '',
        rr, 3.7 - rr, need(mpos[1], tpos[1]), need(mpos[1], tpos[0]), need(mpos[1], tpos[1]),
        need(mpos[1], tpos[2]), need(mpos[2], tpos[0]), need(mpos[2], tpos[1]),
        'all five' if spare else 'all three')
    terrain = []
    dice = None
    if wood:
        terrain = [T('wood' if kind == 'difficult' else 'ruin', kind, [xf(p, ang, mirror) for p in rect(8.2, 18.2, 17.8, 21.8)])]
        dice = [[6, 2]]
        note += """
The target models stand in a %s (8.2..17.8 x 18.2..21.8): every contact enters it, the
unit rolls: 6 and 2, the higher die 6in: the move is still 6in.""" % ('wood' if kind == 'difficult' else 'dangerous ruin')
        if kind == 'dangerous':
            note += """ Every model that touches a
target model enters the ruin and tests; M#0 moves first, so its test comes first."""
    n = len(mpos)
    f = xf((13, 20 - rr), ang, mirror)
    e = {'M': exp(n, n, (0, round(f[0], 4), round(f[1], 4)), extra='coherent: true'),
         'T': exp(2 if split else 3)}
    if split:
        e['U'] = exp(1)
    add(name, note, units, dict(T=3, M=n, eng=n), e, terrain=terrain, dice=dice,
        also=['U'] if split else [], greedy=True, restarts=300,
        events=['dangerous_terrain_test M#0'] if kind == 'dangerous' else [])


greedy_case('greedy_far_target_25_on_25', 25, 25)
greedy_case('greedy_far_target_25_on_25_turned_90', 25, 25, ang=90)
greedy_case('greedy_far_target_32_on_32_mirrored', 32, 32, mirror=True)
greedy_case('greedy_far_target_40_on_25', 40, 25)
greedy_case('greedy_far_target_25_on_40_turned_45', 25, 40, ang=45)
greedy_case('greedy_far_target_in_a_wood', 25, 25, wood=True)
greedy_case('greedy_far_target_is_the_second_unit', 25, 25, split=True)
greedy_case('greedy_far_target_five_models', 25, 25, spare=True)
greedy_case('greedy_far_target_32_on_25_turned_180', 32, 25, ang=180, spare=True)
greedy_case('greedy_far_target_second_unit_40_on_32', 40, 32, split=True, ang=270)
greedy_case('greedy_far_target_in_a_dangerous_ruin', 32, 32, wood=True, kind='dangerous', ang=30)


# ---------------------------------------------------------------- two and three target units
TU_M = [(10, 10), (11.5, 10), (13, 10), (15, 10.3), (16.5, 10), (18, 10)]
add('two_units_first_model_into_the_second', """
M: six 25mm models at y 10 (x 10, 11.5, 13, 15, 16.5, 18; M#3 at y 10.3), charging T and
U (flag `charging U`). T: 25mm models at (10, 14), (11.5, 14), (13, 14); U: at (15, 14),
(16.5, 14), (18, 14). The first model is the one of least movement to a model of any
unit charged: M#3, 3.7 - 0.984252 = 2.715748 (the others 3.015748), straight into contact
with U's model at (15, 14): ends at (15, 13.015748). Every model reaches the model straight
ahead; the 1in rule does not apply between the two charged units (M's models may stand
within 1in of both). 6 in contact, T 3 touched, U 3 touched, both locked.""",
    {'M': U('red', 25, TU_M, ['charging U']), 'T': U('blue', 25, line(10, 14, 3)),
     'U': U('blue', 25, line(15, 14, 3))},
    dict(T=6, M=6, eng=6), charged(6, 3, 6, first=(3, 15, 13.0157), U=exp(3)), also=['U'])

add('two_units_second_out_of_reach_stays_free', """
M: four 25mm models, (10, 10), (11.5, 10), (13, 10.2), (15, 10.3), charging T and U (flag
`charging U`). T: 25mm models at (10, 14), (11.5, 14), (13, 14); U: three 25mm models at
y 17.4 (x 15, 16.5, 18). U is out of reach: its nearest model to any of M is (15, 17.4) from
M#3, 7.1 - 0.984252 = 6.115748 > 6. First model: M#2 to (13, 14), 3.8 - 0.984252 =
2.815748 (M#3 to (13, 14): sqrt(4 + 13.69) - 0.984 = 3.22; M#0, M#1 3.015748), ends at
(13, 13.015748). M#0, M#1 reach the models ahead; M#3 reaches T's (13, 14) from the east
side (witness). 4 in contact, T 3 touched and locked; U is not contacted: "Enemy units
that are not contacted are not considered to be 'locked'", and it does not move.""",
    {'M': U('red', 25, [(10, 10), (11.5, 10), (13, 10.2), (15, 10.3)], ['charging U']),
     'T': U('blue', 25, line(10, 14, 3)), 'U': U('blue', 25, line(15, 17.4, 3))},
    dict(T=3, M=4, eng=4), charged(4, 3, 4, first=(2, 13, 13.0157), U=exp(locked=False, moved=False)),
    also=['U'])

add('uncharged_unit_between_two_charged', """
T: 25mm models at (10, 14), (11.5, 14), (13, 14); X (blue, NOT charged): one 25mm model at
(14.5, 14); U (charged, flag `charging U`): (16, 14), (17.5, 14), (19, 14). M: six 25mm at
y 10 under T and U (x 10, 11.5, 13, 16, 17.5 (at y 10.3), 19). First: M#4, 2.715748 to
(17.5, 14), ends at (17.5, 13.015748). "You may not move models within 1in of enemy models
from any unit they are not charging": the spot straight below (13, 14) is
sqrt(1.5^2 + 0.984252^2) = 1.794 from X's centre, under 0.984252 + 1 = 1.984252: closed.
A spot on (13, 14)'s circle at angle a from east is 1.984252 or more from X when
0.968752 + 2.25 - 2.952756 cos a >= 3.937256, cos a <= -0.2435: a in [104.1, 255.9]
degrees, the west side; U's (16, 14) likewise only on its east side. Coherency: the
nearest two such spots, one on each side of X, are (12.761, 13.045) and (16.239, 13.045),
3.478 apart, more than 2.984252 (2in between 25mm bases); every other spot of T or U is
farther from the other side. So the models in contact split in two groups 2in apart and
at least one model must stand between, touching nothing: at most 5 in contact (check.py
recomputes the 3.478). Witness: M#0 at (10.75, 13.363) touches (10, 14) and (11.5, 14)
both (0.984 from each), M#1 at (12.663, 13.075) touches (13, 14), M#2 stands at
(14.5, 12) (2in from X's centre: 1.016in between bases, 2.13 from M#1 and M#3), M#3 at
(16.337, 13.075) touches (16, 14), M#5 straight to (19, 13.015748). Expected: 5 in
contact, 6 engaged, T 3 and U 3 touched, coherent, X not locked, not moved, 1in clear.""",
    {'M': U('red', 25, [(10, 10), (11.5, 10), (13, 10), (16, 10), (17.5, 10.3), (19, 10)], ['charging U']),
     'T': U('blue', 25, line(10, 14, 3)), 'X': U('blue', 25, [(14.5, 14)]), 'U': U('blue', 25, line(16, 14, 3))},
    dict(T=6, M=5, eng=6),
    charged(5, 3, 6, first=(4, 17.5, 13.0157), U=exp(3), X=exp(locked=False, moved=False)),
    also=['U'], witness=[(10.75, 13.363), (12.663, 13.075), (14.5, 12.0), (16.337, 13.075), (17.5, 14 - 0.984252), (19, 14 - 0.984252)])
CASES[-1]['expect']['M'] = CASES[-1]['expect']['M'][:-1] + ', clear_of: {X: 1in}}'

add('three_units_declared_all_locked', """
M: six 25mm models at y 10: x 10, 11.5, 14 (at y 10.2), 15.5, 18, 19.5, charging T, U and V
(flag `charging U V`). T: (10, 14), (11.5, 14); U: (14, 14), (15.5, 14); V: (18, 14),
(19.5, 14). First: M#2, 3.8 - 0.984252 = 2.815748 to U's (14, 14), ends (14, 13.015748).
Every model reaches the model straight ahead (3.015748). 6 in contact; T, U, V each 2
touched, all three locked.""",
    {'M': U('red', 25, [(10, 10), (11.5, 10), (14, 10.2), (15.5, 10), (18, 10), (19.5, 10)], ['charging U V']),
     'T': U('blue', 25, line(10, 14, 2)), 'U': U('blue', 25, line(14, 14, 2)), 'V': U('blue', 25, line(18, 14, 2))},
    dict(T=6, M=6, eng=6), charged(6, 2, 6, first=(2, 14, 13.0157), U=exp(2), V=exp(2)), also=['U', 'V'])

add('three_units_third_out_of_reach', """
M: four 25mm models at y 10: x 10, 11.5, 14 (at y 10.2), 15.5, charging T, U and V (flag
`charging U V`). T: (10, 14), (11.5, 14); U: (14, 14), (15.5, 14); V: (19, 17), (20.5, 17).
V's nearest model to any of M is (19, 17) from M#3 (15.5, 10): sqrt(3.5^2 + 7^2) - 0.984252
= 6.842 > 6: out of reach. First: M#2 to U's (14, 14), 2.815748. The other three reach the
models straight ahead: 4 in contact, T 2, U 2; V not contacted: not locked, not moved.""",
    {'M': U('red', 25, [(10, 10), (11.5, 10), (14, 10.2), (15.5, 10)], ['charging U V']),
     'T': U('blue', 25, line(10, 14, 2)), 'U': U('blue', 25, line(14, 14, 2)), 'V': U('blue', 25, line(19, 17, 2))},
    dict(T=4, M=4, eng=4), charged(4, 2, 4, first=(2, 14, 13.0157), U=exp(2), V=exp(locked=False, moved=False)),
    also=['U', 'V'])

add('two_units_neither_in_reach', """
M: three 25mm models at y 10 (x 10, 11.5, 13), charging T and U. T: (10, 16.2), (11.5, 16.2);
U: (15, 16.5), (16.5, 16.5). Least movement to any: M#0 or M#1 to the model of T ahead,
6.2 - 0.984252 = 5.215748... within 6: so T is at y 17.1: 7.1 - 0.984252 = 6.115748 > 6.
U: from M#2 (13, 10) to (15, 16.5): sqrt(4 + 42.25) - 0.984 = 5.817 -- in reach; so U at
y 17.4: sqrt(4 + 54.76) - 0.984252 = 6.681 > 6. Neither unit can be reached: the charge
does not happen; nothing moves, nobody locked.""",
    {'M': U('red', 25, line(10, 10, 3), ['charging U']), 'T': U('blue', 25, line(10, 17.1, 2)),
     'U': U('blue', 25, line(15, 17.4, 2))},
    dict(didnt=True), didnt(U=exp(locked=False, moved=False)), also=['U'],
    events=['didnt_make_it M T'], no_events=['engaged M T', 'engaged M U'])

add('monster_and_escorts_two_units', """
T: one 60mm monster at (13, 20); U (flag `charging U`): four 25mm escorts at (10.2, 20),
(15.8, 20), (10.2, 21.6), (15.8, 21.6). M: eight 25mm models in a line at y 15.6, x 9.5 to
16.5 every 1in, M#3 at (12.5, 15.8) and M#4 at (13.5, 15.6). First: M#3: to the monster
sqrt(0.25 + 17.64) - 1.673228 = 2.556 (M#4: sqrt(0.25 + 19.36) - 1.673 = 2.755; to the
front escorts: from (9.5, 15.6) 4.4 + ... sqrt(0.49 + 19.36) - 0.984 = 3.47): M#3 goes
straight at the monster's centre and ends 1.673228 from it: (12.5, 15.8) + (0.5, 4.2)
* (4.229657 - 1.673228)/4.229657 = (12.802, 18.3385). Every model reaches a spot on the
monster or an escort (witness): 8 in contact; the monster touched; all four escorts
touched? the rear two at y 21.6 beside the monster: reachable round the outside (witness
decides, bound from check.py).""",
    {'M': U('red', 25, [(9.5, 15.6), (10.5, 15.6), (11.5, 15.6), (12.5, 15.8), (13.5, 15.6), (14.5, 15.6), (15.5, 15.6), (16.5, 15.6)], ['charging U']),
     'T': U('blue', 60, [(13, 20)]), 'U': U('blue', 25, [(10.2, 20), (15.8, 20), (10.2, 21.6), (15.8, 21.6)])},
    dict(T=5, M=8, eng=8), charged(8, 1, 8, first=(3, 12.8022, 18.3385), U=exp(4)), also=['U'], restarts=400)


# ---------------------------------------------------------------- engaged, locked
def ring(c, rr, angs):
    return [(round(c[0] + rr * math.cos(math.radians(a)), 6), round(c[1] + rr * math.sin(math.radians(a)), 6)) for a in angs]


add('monster_already_fighting_a_friend', """
T: one 60mm monster at (20, 20), already in combat with F, a red unit (M's side) of three
25mm models touching it at 50, 90 and 130 degrees (from east, anticlockwise), 1.673228 from
its centre. The text does not stop a charge on a unit already locked; F is a friend: no 1in
rule, but M's models may not move through or onto F's bases. Two 25mm bases touching the
monster need 2*asin(0.492126/1.673228) = 34.21 degrees between them; F holds 50..130, so
M's bases stand at 130 + 34.21 = 164.21 or more and 50 - 34.21 = 15.79 or less, going round
by the south: the arc 164.21..375.79. The first model's place is fixed by the text (see
below): at 262.70 degrees; below it (262.70 - 164.21)/34.21 = 2.88, two more bases; above it
(375.79 - 262.70)/34.21 = 3.31, three more: at most 6 bases (without the first model fixed
7 would fit: the text's first move costs one). M: eight 25mm models, four at y 16 (x 18.5, 19.5 (at y 16.1), 20.5, 21.5) and four
at y 14.9. First: M#1, sqrt(0.25 + 15.21) - 1.673228 = 2.2587, straight at the centre,
ending at (19.5, 16.1) + (0.5, 3.9)*(3.931921 - 1.673228)/3.931921 = (19.7872, 18.3403).
Witness: at 194.28, 228.49, 296.91, 331.12 and 5.33 degrees (each came in along its radius
where a neighbour was already in place), the other two within 2in. Expected 6 in contact,
8 engaged, T touched and locked, F not moved.""",
    {'M': U('red', 25, [(18.5, 16), (19.5, 16.1), (20.5, 16), (21.5, 16), (18.5, 14.9), (19.5, 14.9), (20.5, 14.9), (21.5, 14.9)]),
     'T': U('blue', 60, [(20, 20)]), 'F': U('red', 25, ring((20, 20), 1.673228, [50, 90, 130]))},
    dict(T=1, M=6, eng=8), charged(6, 1, 8, first=(1, 19.7872, 18.3403), F=exp(locked=False, moved=False)),
    witness=[(18.378472, 19.58728), (19.787225, 18.340355), (21.465134, 19.19187), (21.665993, 20.155429), (18.891067, 18.74702), (20.757287, 18.507952), (20.2, 16.4), (21.6, 16.5)],
    routes={3: [(21.95, 18.8)], 2: [(22.600631, 18.565559)], 5: [(19.8, 16.6), (21.344193, 17.351596)], 0: [(17.121767, 19.267418)], 4: [(18.03163, 17.775945)]}, order=[1, 3, 2, 5, 0, 4, 6, 7])
CASES[-1]['expect']['F'] = '{moved: false}'

add('corridor_column_engaged_four_of_five', """
T: one 25mm model at (20, 20) at the end of a corridor 1.2in wide between two impassable
walls (x 18..19.4 and 20.6..22, y 12..21): T's base (x 19.508..20.492) leaves 0.108in each
side, narrower than a base: nobody gets past it, and round the walls (y 21 at the far end,
x 18 or 22) is more than 6in from every model. M: a column of five 25mm models in the
corridor at x 20, y 16, 15, 14, 13, 12. First: M#0, 4 - 0.984252 = 3.015748, to
(20, 19.015748). In the corridor a base's centre stays within x 19.892..20.108 (0.216 of
room), so two bases one behind the other are at least sqrt(0.984252^2 - 0.216^2) =
0.960259 apart along it: the k-th model behind M#0 is at least k*0.960259 from it. Only
M#0 can touch T (T's only open side faces the corridor; a second base beside M#0 would need
the corridor 1.968in wide): 1 in contact. ENGAGED: "within 2in of a model from its own unit
in base-to-base contact": centres within 2.984252 of M#0's: k*0.960259 <= 2.984252 for
k <= 3 (2.881), not for k = 4 (3.841). Witness: M#1..M#4 at y 18.031, 17.047, 16.063,
15.079 (0.984252 apart). Expected: 1 in contact, 4 engaged, coherent, T touched.""",
    {'M': U('red', 25, [(20, 16), (20, 15), (20, 14), (20, 13), (20, 12)]), 'T': U('blue', 25, [(20, 20)])},
    dict(T=1, M=1, eng=4), charged(1, 1, 4, first=(0, 20, 19.0157)),
    terrain=[T('west_wall', 'impassable', rect(18, 12, 19.4, 21)), T('east_wall', 'impassable', rect(20.6, 12, 22, 21))],
    witness=[(20, 20 - 0.984252 * (k + 1)) for k in range(5)])


# ---------------------------------------------------------------- mixed bases, big units
add('forty_on_twentyfive_line_of_seven', """
Greedy is wrong. M: five 40mm models at y 10: x 10.4, 12, 13.6 (at y 10.3), 15.2, 16.8.
T: seven 25mm models in a line at y 14, x 10 to 17.2 every 1.2in (0.216in between bases).
Contact 40-25: 1.279528. First: M#2 straight to T#3 (13.6, 14): 3.7 - 1.279528 = 2.420472
(the next least, M#1 to T#2 (12.4, 14): sqrt(0.16 + 16) - 1.279528 = 2.740); it ends at
(13.6, 12.720472), touching T#3 only (T#2 and T#4 are sqrt(1.44 + 1.6372) = 1.754 away).
A 40mm base in front of the gap between two neighbours touches both: centre 0.6 along and
sqrt(1.279528^2 - 0.36) = 1.130147 out, y 12.869853. Witness: M#1 at (11.8, 12.869853)
touches T#1 and T#2 (1.806 from M#2's), M#3 at (15.4, 12.869853) T#4 and T#5, M#0 touches
T#0 from (10 + 1.279528 cos 200, 14 + 1.279528 sin 200) = (8.7976, 13.5624), 3.08 from M#1's,
M#4 touches T#6 from (17.2 + 1.279528 cos 340, 14 - 1.279528 sin 20) = (18.4024, 13.5624).
All seven touched by five: bound 7 target models, 5 models. Each model in turn to its
nearest free spot touches one target model each (check.py's greedy run): 5.""",
    {'M': U('red', 40, [(10.4, 10), (12, 10), (13.6, 10.3), (15.2, 10), (16.8, 10)]),
     'T': U('blue', 25, [(10 + 1.2 * k, 14) for k in range(7)])},
    dict(T=7, M=5, eng=5), charged(5, 7, 5, first=(2, 13.6, 12.7205)), greedy=True,
    witness=[(8.797626, 13.562372), (11.8, 12.869853), (13.6, 14 - 1.279528), (15.4, 12.869853), (18.402374, 13.562372)],
    routes={0: [(8.5, 12.5)], 4: [(18.9, 12.5)]})

add('monster_alone_touches_one', """
M: one 60mm monster at (14, 9). T: five 25mm models at y 14, x 11.6 to 16.4 every 1.2in.
Contact 60-25: 1.673228. It is the first (and only) model: straight at the nearest, T#2
(14, 14): 5 - 1.673228 = 3.326772, ending at (14, 12.326772). From there T#1 and T#3 are
sqrt(1.44 + 2.8197) = 2.064 away, more than 1.673228: it touches one. Expected: M's model
at (14, 12.326772), 1 in contact, T 1 touched, both locked.""",
    {'M': U('red', 60, [(14, 9)]), 'T': U('blue', 25, [(11.6 + 1.2 * k, 14) for k in range(5)])},
    dict(T=1, M=1, eng=1), charged(1, 1, 1, first=(0, 14, 12.3268), coherent=False))

BLOB20 = [(8.6 + 2.4 * (i % 5), 10.2 - 1.2 * (i // 5)) for i in range(20)]
BLOB20[2] = (13.4, 10.4)
BLOB_T = [(8.6 + 1.2 * k, 16) for k in range(10)]
BLOB_NOTE = """M: twenty 25mm models in four ranks of five, files 2.4in apart at x 8.6, 11, 13.4, 15.8,
18.2, ranks at y 10.2 (M#2 at y 10.4), 9, 7.8, 6.6. T: ten 25mm models in a line at y 16,
x 8.6 to 19.4 every 1.2in. Only the front rank can reach: the second rank is 7in from the
line, 7 - 0.984252 = 6.015748 > 6 (the others farther). First: M#2 straight to T#4
(13.4, 16): 5.6 - 0.984252 = 4.615748, ends at (13.4, 15.015748), touching T#4 only
(T#3 and T#5 are sqrt(1.44 + 0.969) = 1.552 away). A base can touch two neighbouring
target models (centre 0.6 along, sqrt(0.984252^2 - 0.36) = 0.780273 out: y 15.219727),
never three (the outer two are 2.4 apart, more than 2 * 0.984252)."""

add('twenty_in_four_ranks_v_ten_pairs', BLOB_NOTE + """
Greedy is wrong. Move 6. Bound: 5 in contact (the front rank); target models: T#4 by the
first, and at most 2 by each of the other four: 9 (check.py: each base touches at most
two). Witness: M#0 at (9.2, 15.219727) touches T#0, T#1 (from (8.6, 10.2): sqrt(0.36 +
25.197) = 5.055 <= 6); M#1 at (11.6, ...) T#2, T#3; M#3 at (15.2, ...) T#5, T#6 (1.81 from
M#2's); M#4 at (17.6, ...) T#7, T#8: 9 touched, T#9 not. Each model in turn straight to its
nearest: 5 touched (check.py). The ranks behind come up within 2in (witness). Expected: 5
in contact, T 9 touched, 20 engaged, coherent.""",
    {'M': U('red', 25, BLOB20), 'T': U('blue', 25, BLOB_T)},
    dict(T=9, M=5, eng=20), charged(5, 9, 20, first=(2, 13.4, 15.0157)), greedy=True,
    witness=[(9.2, 15.219727), (11.6, 15.219727), (13.4, 15.015748), (15.2, 15.219727), (17.6, 15.219727), (8.0, 14.3), (10.4, 14.3), (12.5, 14.3), (16.4, 14.3), (18.8, 14.3), (8.0, 13.3), (10.4, 13.3), (12.5, 13.3), (16.4, 13.3), (18.8, 13.3), (9.2, 12.3), (11.6, 12.3), (13.4, 12.4), (15.2, 12.3), (17.6, 12.3)])

add('twenty_in_four_ranks_v_ten_wood_five', BLOB_NOTE + """
The target models stand in a wood (x 7..21, y 14.9..17.5): every contact enters it, the
unit rolls: 5 and 5, 5in. Still only the front rank can reach (the first needs 4.615748).
Now a front model cannot shift to a pair: from (8.6, 10.2) to (9.2, 15.219727) is 5.055 > 5,
and the same 0.6 sideways for every file; straight ahead it needs 5.8 - 0.984252 = 4.815748
<= 5 and touches one. Bound: 5 in contact, 5 target models (each front model reaches only
spots touching one model: the two points touching both of two neighbours are 0.6 sideways
and 0.780273 short of the line, and from every front model the nearest of them is 5.055 away;
check.py recomputes every such point). ENGAGED: the last rank, at y
6.6, is 9.4 from the line; to end within 2in of a model touching it needs 9.4 - 0.984252 -
2.984252 = 5.43 > 5: never engaged. The others: witness, each file straight up (second
rank to y 14, third to 12.8, last to 11.6, a chain 1.2in apart). Expected 5 in contact,
T 5, 15 engaged, coherent.""",
    {'M': U('red', 25, BLOB20), 'T': U('blue', 25, BLOB_T)},
    dict(T=5, M=5, eng=15), charged(5, 5, 15, first=(2, 13.4, 15.0157)),
    witness=[(x, {0: 15.015748, 1: 14.0, 2: 12.8, 3: 11.6}[i // 5]) for i, (x, y) in enumerate(BLOB20)],
    terrain=[T('wood', 'difficult', rect(7, 14.9, 21, 17.5))], dice=[[5, 5]])


# ---------------------------------------------------------------- gaps, didn't make it
add('wall_and_one_inch_zone_close_the_way', """
T: one 25mm model at (20, 19). An impassable wall (x 14..19.4, y 16..17) and X, a blue unit
NOT charged, one 25mm model at (21.6, 16.5), stand between it and M: three 25mm models at
(19, 13), (20, 13), (21, 13). Straight, M#1 would need 6 - 0.984252 = 5.015748. But "you
may not move models within 1in of enemy models from any unit they are not charging": a
centre must stay 0.984252 + 1 = 1.984252 from X's, so on the line y 16.5 it may not be in
x 19.615748..23.584252; the wall keeps centres out of x 13.507874..19.892126 there. The two
overlap: the way between wall and X is shut (the room left between the wall and X's base,
1.708in, is more than a base, but the 1in zone takes it). Every route from y 13 to T
crosses y 16.5 at x <= 13.507874 or x >= 23.584252: check.py takes the least, start to the
crossing plus crossing to a contact spot: from (21, 13) via (23.584, 16.5) 4.351 + 3.386 =
7.737 > 6; the others more. No model can reach: the charge does not happen, nothing moves;
X is not locked either.""",
    {'M': U('red', 25, [(19, 13), (20, 13), (21, 13)]), 'T': U('blue', 25, [(20, 19)]),
     'X': U('blue', 25, [(21.6, 16.5)])},
    dict(didnt=True), didnt(X=exp(locked=False, moved=False)),
    terrain=[T('wall', 'impassable', rect(14, 16, 19.4, 17))], custom='route round: check.py',
    events=['didnt_make_it M T'], no_events=['engaged M T'])

add('rocks_beside_the_front_model_the_first_corks', """
T: two 25mm models, T#0 at (20, 20) and T#1 behind it at (20, 21.3), between two impassable
rocks (x 15..18.608 and 21.392..25, y 18.5..23.5). T#0's base (x 19.508..20.492) leaves
0.9in each side, narrower than a 25mm base (0.984252): "may not pass through gaps narrower
than their base diameter": nothing passes T#0, so T#1 and T#0's far side are reached only
round the rocks, y 23.5 at least, more than 6in from every model of M (check.py). M: four
25mm models (20, 16), (18.9, 15.6), (21.1, 15.6), (20, 14.9). First: M#0 straight,
4 - 0.984252 = 3.015748, to (20, 19.015748). Now M#0's own base (x 19.508..20.492, between
the rocks from y 18.5) leaves 0.9in each side too: no other model can get past it to T#0's
sides (a spot touching T#0 beside M#0 lies beyond M#0, and T#0's whole circle within the
rocks is north of y 18.52 at its widest). So only M#0 touches: 1 in contact, T 1 touched.
The other three stand within 2in of M#0 below the rocks: (20, 18.03), (19.3, 17.3),
(20.7, 17.3). Expected 1 in contact, 4 engaged, coherent.""",
    {'M': U('red', 25, [(20, 16), (18.9, 15.6), (21.1, 15.6), (20, 14.9)]), 'T': U('blue', 25, [(20, 20), (20, 21.3)])},
    dict(T=1, M=1, eng=4), charged(1, 1, 4, first=(0, 20, 19.0157)),
    terrain=[T('west_rock', 'impassable', rect(15, 18.5, 18.608, 23.5)), T('east_rock', 'impassable', rect(21.392, 18.5, 25, 23.5))],
    witness=[(20, 20 - 0.984252), (19.3, 17.3), (20.7, 17.3), (20, 18.03)], order=[0, 3, 1, 2])

add('three_inch_move_short_by_four_hundredths', """
A slow unit: move 3in. M: five 32mm models at y 10, x 10 to 16 every 1.5in. T: five 32mm
models at y 14.3, straight ahead. Contact 32-32: 1.259843. Each needs 4.3 - 1.259843 =
3.040157 > 3 to touch the model ahead; any other is farther (sqrt(1.5^2 + 4.3^2) -
1.259843 = 3.294). No model can reach: the charge does not happen, nothing moves.""",
    {'M': U('red', 32, line(10, 10, 5)), 'T': U('blue', 32, line(10, 14.3, 5))},
    dict(didnt=True), didnt(), move=3, events=['didnt_make_it M T'], no_events=['engaged M T'])

add('three_inch_move_one_reaches', """
A slow unit: move 3in. M: five 32mm models at y 10, x 10 to 16 every 1.5in, M#2 at
(13, 10.1). T: five 32mm models at y 14.3, straight ahead. Contact 32-32: 1.259843. M#2
needs 4.2 - 1.259843 = 2.940157 <= 3: first, to (13, 13.040157). The others need 3.040157
> 3 (any other target model more): 1 in contact. The other four end within 2in of M#2
(centres within 1.259843 + 2 = 3.259843 of it): M#0, the farthest, starts
sqrt(9 + 9.2406) = 4.271 away: 1.01in of movement (witness). Expected 1 in contact, 5
engaged, T 1 touched, coherent.""",
    {'M': U('red', 32, [(10, 10), (11.5, 10), (13, 10.1), (14.5, 10), (16, 10)]), 'T': U('blue', 32, line(10, 14.3, 5))},
    dict(T=1, M=1, eng=5), charged(1, 1, 5, first=(2, 13, 13.0402)), move=3)

add('twentyfive_two_ranks_on_two_sixty', """
T: two 60mm monsters at (12, 20) and (15, 20): 0.638in between their bases, narrower than a
25mm base. M: six 25mm models, (10.5, 16), (11.7, 15.8), (13.3, 16.2), (14.75, 15.8),
(16.1, 16) and M#5 behind at (13.5, 14.8). Contact 25-60: 1.673228. First: M#2 to (12, 20):
sqrt(1.69 + 14.44) - 1.673228 = 2.3431 (to (15, 20): sqrt(2.89 + 14.44) - 1.673 = 2.4897;
M#1 to (12, 20): sqrt(0.09 + 17.64) - 1.673 = 2.537; M#3 to (15, 20) 2.534; M#4 2.475;
M#0 2.599): first, to the west monster, ending at (13.3, 16.2) + (-1.3, 3.8) *
(4.016217 - 1.673228)/4.016217 = (12.5416, 18.4168). Bound and witness from check.py (the
bases round each monster 34.21 degrees apart, the arcs closed by the other monster and the
first model, within reach).""",
    {'M': U('red', 25, [(10.5, 16), (11.7, 15.8), (13.3, 16.2), (14.75, 15.8), (16.1, 16), (13.5, 14.8)]),
     'T': U('blue', 60, [(12, 20), (15, 20)])},
    dict(T=2, M=6, eng=6), charged(6, 2, 6, first=(2, 12.5416, 18.4168)), restarts=400)
