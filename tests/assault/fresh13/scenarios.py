import math
from scen import scen, u, to, at, T, Sx, R_, unreach, MOVE, ALL  # noqa: F401
from geo import d, toward, polar, around_len, around_len_side, around_route, pt_poly, seg_pt, IN, TOL
from sim import required, need

# ---------------------------------------------------------------- (a) ordinary
S = scen(file='01_ragged_line_5v5_all_reach', units=dict(
    A=u('red', 25, [(520, 575), (565, 598), (600, 560), (650, 590), (700, 570)]),
    B=u('blue', 25, [(500, 700), (553, 712), (610, 695), (668, 705), (742, 690)])))
S['witness'] = [to(S, 1, 2), to(S, 3, 3), to(S, 0, 0), to(S, 2, 1), to(S, 4, 4)]
S['expect'] = dict(in_contact=5, touched=5, engaged=5)

S = scen(file='02_blob_10_on_ragged_blob_of_8', units=dict(
    A=u('red', 25, [(470, 615), (531, 622), (600, 620), (652, 617), (714, 612), (770, 618),
                    (500, 568), (560, 560), (622, 566), (684, 562)]),
    B=u('blue', 25, [(500, 700), (562, 708), (621, 698), (683, 706), (745, 699),
                     (531, 768), (652, 766), (714, 772)])))
S['witness'] = [to(S, 2, 2), to(S, 1, 5), to(S, 3, 6), to(S, 5, 7, via=[(714, 690)]), to(S, 4, 4, deg=-90),
                to(S, 0, 0, deg=-150), to(S, 6, 0, deg=-90), to(S, 7, 1, deg=-90), to(S, 8, 2, deg=-30),
                to(S, 9, 3, deg=-90)]
S['expect'] = dict(in_contact=10, touched=8, engaged=10)

# ---------------------------------------------------------------- (b) exact distances
def exact_first(file, gap, dice=None, terrain=(), move=MOVE):
    """A#1 stands gap + 25mm straight south of B#0; A#0 and A#2 are far."""
    B0 = (600, 677.4)
    S = scen(file=file, move=move, dice=dice, terrain=list(terrain), units=dict(
        A=u('red', 25, [(550, 470), (600, B0[1] - 25 - gap), (648, 480)]),
        B=u('blue', 25, [B0, (548, 700), (655, 705)])))
    return S


S = exact_first('03_first_model_exactly_6in_not_index_0', MOVE)
F = (600, 652.4)
S['witness'] = [to(S, 1, 0), at(0, toward(F, Sx(S, 0), 55)), at(2, toward(F, Sx(S, 2), 55))]
S['expect'] = dict(in_contact=1, touched=1, engaged=3, target_engaged=3, pins={1: F})
S['bounds'] = [lambda S: (unreach(S, 0), unreach(S, 2))]

S = exact_first('04_first_model_half_mm_short', MOVE + 0.5)
S['expect'] = dict(didnt=True)

S = exact_first('05_first_model_over_by_half_the_tolerance', MOVE + TOL / 2)
S['witness'] = [to(S, 1, 0), at(0, toward(F, Sx(S, 0), 55)), at(2, toward(F, Sx(S, 2), 55))]
S['expect'] = dict(in_contact=1, touched=1, engaged=3, target_engaged=3, pins={1: F})
S['bounds'] = [lambda S: (unreach(S, 0), unreach(S, 2))]


def last_exact(file, gap):
    """A#4, the last model, stands gap + 25mm from B#4 (straight, clear)."""
    B4 = (760, 700)
    dirn = (-15, -176)
    L = (dirn[0] ** 2 + dirn[1] ** 2) ** 0.5
    A4 = (B4[0] + dirn[0] / L * (gap + 25), B4[1] + dirn[1] / L * (gap + 25))
    S = scen(file=file, units=dict(
        A=u('red', 25, [(505, 600), (560, 585), (625, 595), (695, 572), A4]),
        B=u('blue', 25, [(500, 700), (556, 690), (612, 706), (670, 696), B4])))
    return S


S = last_exact('06_last_model_exactly_6in', MOVE)
S['witness'] = [to(S, 0, 0), to(S, 1, 1, -60), to(S, 2, 2, -45), to(S, 3, 3, -30), to(S, 4, 4)]
S['bounds'] = [lambda S: need(min(required(S)[4][:4]) > MOVE + 1, 'A#4 reaches another')]
S['expect'] = dict(in_contact=5, touched=5, engaged=5, target_engaged=5)

S = last_exact('07_last_model_half_mm_short', MOVE + 0.5)
S['witness'] = [to(S, 0, 0), to(S, 1, 1, -60), to(S, 2, 2, -45), to(S, 3, 3, -30),
                at(4, toward(T(S, 4), Sx(S, 4), 25.5))]
S['expect'] = dict(in_contact=4, touched=4, engaged=5)
S['bounds'] = [lambda S: unreach(S, 4)]


def die_first(file, gap, dice):
    """difficult ground across the whole front; A#1 stands gap + 25mm straight south of B#0"""
    B0 = (600, 677.4)
    a1 = (600, B0[1] - 25 - gap)
    S = scen(file=file, dice=dice, terrain=[dict(name='scrub', kind='difficult',
             poly=[(380, 610), (820, 610), (820, 640), (380, 640)])], units=dict(
        A=u('red', 25, [(a1[0] - 50, a1[1] - 30), a1, (a1[0] + 48, a1[1] - 20)]),
        B=u('blue', 25, [B0, (548, 700), (655, 705)])))
    return S


S = die_first('08_difficult_die_4_exactly_enough', 4 * IN, [4, 2])
S['witness'] = [to(S, 1, 0), at(0, toward(F, Sx(S, 0), 55)), at(2, toward(F, Sx(S, 2), 55))]
S['expect'] = dict(in_contact=1, touched=1, engaged=3, target_engaged=3, pins={1: F})
S['bounds'] = [lambda S: (unreach(S, 0), unreach(S, 2), need(min(required(S)[0]) < MOVE, 'A#0 would reach on 6in'))]

S = die_first('09_difficult_die_3_half_mm_short', 3 * IN + 0.5, [3, 3])
S['expect'] = dict(didnt=True)


# ------------------------------------------------ (b) a route bending round a friend that has moved
def bend(file, y1):
    """40mm chargers, 25mm targets. A#0 (first) stops at B#0's south spot, square in front of
    A#1, which must bend round it to B#0's next free spot (76 degrees round)."""
    S = scen(file=file, units=dict(
        A=u('red', 40, [(600, 600), (600, y1), (530, 580), (672, 585)]),
        B=u('blue', 25, [(600, 700), (700, 720), (500, 725)])))
    return S


def bend_lb(S, want_over):
    """shortest route of A#1 to any B#0 contact spot clear of A#0's end (600, 667.5), round
    A#0's 40mm-contact disc only (other models only make it longer): a lower bound"""
    F, P, B0 = (600, 667.5), Sx(S, 1), T(S, 0)
    best, straight = (1e9, 0), (1e9, 0)
    for k in range(3601):
        th = -270 + k * 0.1
        Q = polar(B0, 32.5, th)
        if d(Q, F) < 40 - TOL:
            continue
        best = min(best, (around_len(P, Q, F, 40), th))
        straight = min(straight, (d(P, Q), th))
    S['lb'] = (best, straight)
    if want_over:
        need(best[0] > MOVE + 1 and straight[0] < MOVE - 1, f"bend: {best} {straight}")
    else:
        need(best[0] < MOVE - 1, f"bend: {best}")
    return best


S = bend('10_bend_round_first_model_just_enough', 552)
Q = polar(T(S, 0), 32.5, -14)
S['witness'] = [to(S, 0, 0), to(S, 2, 2, -30), to(S, 3, 1, -150),
                at(1, Q, via=around_route(Sx(S, 1), Q, (600, 667.5), 40.01, 1)[1:-1])]
S['expect'] = dict(in_contact=4, touched=3, engaged=4, target_engaged=3, pins={0: (600, 667.5)})
S['bounds'] = [lambda S: bend_lb(S, False)]

S = bend('11_bend_round_first_model_too_long', 545.9)
S['witness'] = [to(S, 0, 0), to(S, 2, 2, -30), to(S, 3, 1, -150), at(1, (600, 667.5 - 41))]
S['expect'] = dict(in_contact=3, touched=3, engaged=4, target_engaged=3, pins={0: (600, 667.5)})
S['bounds'] = [lambda S: (bend_lb(S, True), unreach_others(S, 1, [1, 2]))]


def unreach_others(S, i, js):
    for j in js:
        need(required(S)[i][j] > MOVE + 1, f"A#{i} reaches B#{j}")


def no_double(S):
    """every two target models stand more than 2 contact radii apart: no charger touches two,
    so target models touched <= chargers in contact"""
    B = S['units'][S['target']]['models']
    m = min(d(p, q) for k, p in enumerate(B) for q in B[k + 1:])
    need(m > 2 * R_(S) + TOL, f"targets {m} apart: a charger could touch two")
    return m


# ---------------------------------------------------------------- (c) terrain
S = scen(file='12_difficult_on_the_left_die_5_limits_all', dice=[2, 5], terrain=[
    dict(name='bog', kind='difficult', poly=[(400, 615), (530, 615), (530, 665), (400, 665)])], units=dict(
    A=u('red', 25, [(455, 575), (510, 580), (565, 590), (635, 582), (690, 535)]),
    B=u('blue', 25, [(450, 700), (505, 712), (560, 698), (618, 706), (676, 700)])))
S['witness'] = [to(S, 2, 2), to(S, 0, 0), to(S, 1, 1), to(S, 3, 3, -60),
                at(4, toward(T(S, 4), Sx(S, 4), 40))]
S['expect'] = dict(in_contact=4, touched=4, engaged=5)
S['bounds'] = [lambda S: (unreach(S, 4), need(min(required(S)[4]) < MOVE, 'A#4 not reaching on 6in'), no_double(S))]

S = scen(file='13_dangerous_crossed_by_two_of_five', dice=[1, 6], dangerous_names=['ruin'], terrain=[
    dict(name='ruin', kind='dangerous', poly=[(380, 625), (555, 625), (555, 770), (380, 770)])], units=dict(
    A=u("red", 25, [(640, 565), (450, 590), (575, 560), (505, 550), (705, 560)]),
    B=u("blue", 25, [(450, 700), (500, 712), (600, 705), (660, 698), (720, 708)])))
S['witness'] = [to(S, 1, 0), to(S, 3, 1, -60), to(S, 2, 2, -150), to(S, 0, 3, -120), to(S, 4, 4, -110)]
S['expect'] = dict(in_contact=5, touched=5, engaged=5, target_engaged=5, dangerous=[1, 3])


def cross_reach(S):
    """B#2..B#4 need three chargers and only A#0, A#2, A#4 reach them: those three go right,
    A#1 and A#3 take B#0 and B#1, every spot of which lies in the ruin"""
    R = required(S)
    for i in (1, 3):
        for j in (2, 3, 4):
            need(R[i][j] > MOVE + 1, f"A#{i} reaches B#{j}")
    ruin = S['terrain'][0]['poly']
    for j in (0, 1):
        for k in range(360):
            need(pt_poly(polar(T(S, j), 25, k), ruin) < 12.5, f"B#{j} spot {k} outside the ruin")
    for j in (2, 3, 4):
        for k in range(360):
            need(pt_poly(polar(T(S, j), 25, k), ruin) > 12.5, f"B#{j} spot {k} in the ruin")


S['bounds'] = [lambda S: (cross_reach(S), no_double(S))]

S = die_first('14_difficult_die_2_three_inches_away', 3 * IN, [1, 2])
S['expect'] = dict(didnt=True)

S = scen(file='15_difficult_patch_beside_nobody_crosses', units=dict(
    A=u('red', 25, [(520, 575), (565, 598), (600, 560), (650, 590), (700, 570)]),
    B=u('blue', 25, [(500, 700), (553, 712), (610, 695), (668, 705), (742, 690)])),
    terrain=[dict(name='wood', kind='difficult', poly=[(800, 640), (900, 640), (900, 760), (800, 760)])])
S['witness'] = [to(S, 1, 2), to(S, 3, 3), to(S, 0, 0), to(S, 2, 1), to(S, 4, 4)]
S['expect'] = dict(in_contact=5, touched=5, engaged=5, target_engaged=5)


def band_lb(P, Q, y1, y2, xs):
    """a lower bound on any route P->Q (P below y1, Q above y2) that crosses the band y1..y2
    only where the centre may stand, x in one of the intervals xs: it passes a point X1 of
    the band's lower edge and X2 of its upper edge there, so its length is at least
    dist(P, lower piece) + (y2 - y1) + dist(upper piece, Q)"""
    return min(seg_pt((lo, y1), (hi, y1), P) + (y2 - y1) + seg_pt((lo, y2), (hi, y2), Q) for lo, hi in xs)


def spots_lb(S, i, j, y1, y2, xs):
    return min(band_lb(Sx(S, i), polar(T(S, j), R_(S), k), y1, y2, xs) for k in range(0, 360, 2))


# impassable rock between the squads: x 585..655, y 615..650
ROCK = [(585, 615), (655, 615), (655, 650), (585, 650)]
S = scen(file='16_rock_between_squads_some_get_round', terrain=[dict(name='rock', kind='impassable', poly=ROCK)],
         units=dict(A=u('red', 25, [(520, 580), (570, 570), (605, 595), (680, 575), (620, 530)]),
                    B=u('blue', 25, [(510, 715), (565, 728), (620, 712), (680, 725), (735, 716)])))
S['witness'] = [to(S, 0, 0), to(S, 3, 3), to(S, 1, 1),
                to(S, 2, 2, -120, via=[(568, 603), (568, 662)]),
                at(4, (565, 640), via=[(572, 602)])]


def rock_bounds(S):
    # A#4 must pass the band y 615..650 at x <= 572.5 or >= 667.5 (the rock plus a base radius)
    xs = [(0, 572.5), (667.5, 1800)]
    lbs = [spots_lb(S, 4, j, 615, 650, xs) for j in range(5)]
    need(min(lbs) > MOVE + 1, f"A#4 round the rock {lbs}")
    S['lb'] = lbs
    # the blocked start A#2 needs more round the rock than the first's straight route
    for i in (2,):
        m = min(spots_lb(S, i, j, 615, 650, xs) for j in range(5))
        need(m > min(required(S)[0]) + 1, f"A#{i} round the rock {m}")
    # A#4 cannot come within 2in of a model in contact either way: contact centres have y >= 712-25
    # and A#4 from (615,505) ends below the rock (y <= 620-12.5+...) or round it, checked by the witness


S['expect'] = dict(in_contact=4, touched=4, engaged=5)
S['bounds'] = [rock_bounds, no_double]


# ---------------------------------------------------------------- (c) a gap in a wall
def wall_gap(file, base, gap):
    """a wall 20mm thick (y 630..650) from x 300 to 920 with one gap from x 598 to 598+gap;
    A#1 stands square in front of the gap and B#1 square behind it, 155mm on"""
    cx = 598 + gap / 2
    S = scen(file=file, terrain=[
        dict(name='wall_w', kind='impassable', poly=[(300, 630), (598, 630), (598, 650), (300, 650)]),
        dict(name='wall_e', kind='impassable', poly=[(598 + gap, 630), (920, 630), (920, 650), (598 + gap, 650)])],
        units=dict(A=u('red', base, [(583, 600), (cx, 605), (639, 602), (598, 555), (625, 553)] if base == 25 else
                                 [(575, 598), (cx, 605), (647, 600), (592, 560), (630, 558)]),
                   B=u("blue", 25, [(560, 730), (cx, 745), (665, 732), (700, 790)])))
    S['gap'] = (598, 598 + gap)
    S['cx'] = cx
    return S


def gap_bounds(S, reach, noreach, first=None):
    """routes must cross y 630..650 with the centre at x in the gap less a radius each side,
    or round the wall's ends: a lower bound for every charger to every contact spot"""
    r = S['units']['A']['base'] / 2
    lo, hi = S['gap']
    xs = [(0, 300 - r), (920 + r, 1800)] + ([(lo + r, hi - r)] if hi - lo >= 2 * r - TOL else [])
    lbs = {}
    for i in range(5):
        lbs[i] = min(spots_lb(S, i, j, 630, 650, xs) for j in range(4))
    S['lb'] = {i: round(v, 2) for i, v in lbs.items()}
    for i in reach:
        need(lbs[i] <= MOVE, f"A#{i} lb {lbs[i]}")
    for i in noreach:
        need(lbs[i] > MOVE + 1, f"A#{i} lb {lbs[i]}")
    if first is not None:
        for i in range(5):
            if i != first:
                need(lbs[i] > S.get('first_route', (min(required(S)[first]),))[0] + 1,
                     f"first model: A#{i} lb {lbs[i]} v A#{first}")


def gap_first(S):
    """A#1, the first model (least movement, by gap_bounds), goes to the nearest target model:
    B#0 (centre 135.0mm away; B#1 140.0mm). Its shortest route runs up the gap's west side
    and wraps the west wall's end (598, 650) at 12.5mm, anticlockwise, to the spot on B#0's
    25mm circle where the route is least (every 0.01 degree, refined)"""
    P, C, B0 = Sx(S, 1), (598, 650), T(S, 0)
    need(d(P, B0) < d(P, T(S, 1)) - 1, "B#0 not the nearest")
    best = min((around_len_side(P, polar(B0, 25, k / 100), C, 12.5, 1), k / 100) for k in range(-9000, 0))
    a = best[1]
    for _ in range(40):
        lo, hi = a - 0.01, a + 0.01
        a = min((around_len_side(P, polar(B0, 25, lo + (hi - lo) * i / 20), C, 12.5, 1), lo + (hi - lo) * i / 20)
                for i in range(21))[1]
    S['first_route'] = (around_len_side(P, polar(B0, 25, a), C, 12.5, 1), a)
    return polar(B0, 25, a), around_route(P, polar(B0, 25, a), C, 12.5 + 1e-4, 1)[1:-1]


def gap_witness(S):
    c = S['cx']
    spot, via = gap_first(S)
    S['expect']['pins'] = {1: spot}
    return [at(1, spot, via=via), to(S, 0, 1, via=[(c, 614), (c, 665)]), to(S, 2, 2, via=[(c, 614), (c, 665)]),
            at(3, (611, 680), via=[(c, 614), (c, 665)]), at(4, (c, 650), via=[(c, 614)])]


S = wall_gap('17_gap_26mm_25mm_bases_file_through', 25, 26)
S['expect'] = dict(in_contact=3, touched=3, engaged=5)
S['witness'] = gap_witness(S)
S['first_manual'] = True
S['bounds'] = [lambda S: (gap_bounds(S, [0, 1, 2], [3, 4], first=1), no_double(S))]

S = wall_gap('18_gap_26mm_too_narrow_for_32mm', 32, 26)
S['expect'] = dict(didnt=True)
S['bounds'] = [lambda S: gap_bounds(S, [], [0, 1, 2, 3, 4])]

S = wall_gap('19_gap_exactly_25mm_25mm_bases_pass', 25, 25)
S['expect'] = dict(in_contact=3, touched=3, engaged=5)
S['witness'] = gap_witness(S)
S['first_manual'] = True
S['bounds'] = [lambda S: (gap_bounds(S, [0, 1, 2], [3, 4], first=1), no_double(S))]


# ---------------------------------------------------------------- (e) where greedy is wrong
def P_(t, req, deg, R=25):
    """the point req + R from t at maths angle deg: a charger needing req to touch t straight"""
    return polar(t, req + R, deg)


# G1 spot steal: A#1 stands in a column in front of A#2 on the line to the trap target; greedy
# A#1 takes the spot straight ahead, and that arc (about 23.5 degrees either side, A#2 needing
# 150mm of its 152.4) is the only one A#2 reaches: A#2 is left out of contact.
def arc_half(req, R=25, move=MOVE):
    """half-angle of the arc of contact spots reachable straight from a charger req + R from
    the target's centre: |P - spot| <= move"""
    D = req + R
    return math.degrees(math.acos((D * D + R * R - move * move) / (2 * D * R)))


def steal_bounds(S, j, who, only):
    """A#who reaches B#j only (straight-line bound), within arc_half of its own bearing"""
    Rq = required(S)[who]
    for k, v in enumerate(Rq):
        if k != j:
            need(v > MOVE + 1, f"A#{who} reaches B#{k}")
    S['arc'] = arc_half(Rq[j])
    need(S["arc"] < 60 - 1, f"arc {S['arc']}")


S = scen(file='20_greedy_column_steals_the_only_spot', units=dict(
    A=u('red', 25, [(505, 612), P_((640, 698), 75, -95), P_((640, 698), 150, -95), (700, 592), (565, 592)]),
    B=u('blue', 25, [(500, 700), (570, 712), (640, 698), (700, 710)])))
S['witness'] = [to(S, 0, 0), to(S, 1, 2, -30), to(S, 2, 2), to(S, 3, 3), to(S, 4, 1)]
S['greedy'] = [to(S, 0, 0), to(S, 1, 2), at(2, P_((640, 698), 27, -95)), to(S, 3, 3), to(S, 4, 1)]
S['greedy_counts'] = dict(in_contact=4, touched=4, engaged=5)
S['expect'] = dict(in_contact=5, touched=4, engaged=5, target_engaged=4)
S['bounds'] = [lambda S: (steal_bounds(S, 2, 2, True), no_double(S))]


# G2 matching: A#1 reaches two untouched target models; greedy sends it to the nearer, the one
# model A#2 also reaches, and the farther (which only A#1 reaches) is never touched.
def only_reaches(S, who, js):
    Rq = required(S)[who]
    for k, v in enumerate(Rq):
        if k in js:
            need(v <= MOVE - 1, f"A#{who} should reach B#{k}: {v}")
        else:
            need(v > MOVE + 1, f"A#{who} reaches B#{k}: {v}")


S = scen(file='21_greedy_nearer_new_target_leaves_one_untouched', units=dict(
    A=u('red', 25, [(480, 615), (590, 592), (570, 542), (520, 600)]),
    B=u('blue', 25, [(500, 700), (570, 712), (670, 704)])))
S['witness'] = [to(S, 0, 0), to(S, 1, 2, 180), to(S, 2, 1, -60), to(S, 3, 1, -150)]
S['greedy'] = [to(S, 0, 0), to(S, 1, 1), to(S, 2, 0, -37), to(S, 3, 1, -141)]
S['greedy_counts'] = dict(in_contact=4, touched=2, engaged=4)
S['expect'] = dict(in_contact=4, touched=3, engaged=4, target_engaged=3)
S['bounds'] = [lambda S: (only_reaches(S, 1, [0, 1, 2]), only_reaches(S, 2, [0, 1]), only_reaches(S, 3, [0, 1]),
                          no_double(S))]


# G7 saddle: two target models stand under 1in apart (edge gap 21mm); a charger standing 25mm
# from both touches both. Greedy takes the nearer's straight spot and the other, which no other
# charger reaches, is never touched.
def saddle(S, j, k, side=-1):
    """the point 25mm from B#j and B#k on the side (-1: below) of the line through them"""
    p, q = T(S, j), T(S, k)
    L = d(p, q)
    h = math.sqrt(R_(S) ** 2 - (L / 2) ** 2)
    m = ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)
    nx, ny = -(q[1] - p[1]) / L, (q[0] - p[0]) / L
    if ny * side < 0:
        nx, ny = -nx, -ny
    return (m[0] + nx * h, m[1] + ny * h)


S = scen(file='22_greedy_misses_the_saddle_between_two', units=dict(
    A=u('red', 25, [(480, 615), (585, 595), (515, 582), (455, 570)]),
    B=u('blue', 25, [(480, 700), (545, 712), (600, 702), (646, 706)])))
S['witness'] = [to(S, 0, 0), at(1, saddle(S, 2, 3), via=[(627, 665)]), to(S, 2, 1, -30), to(S, 3, 1, -120)]
S['greedy'] = [to(S, 0, 0), to(S, 1, 2), to(S, 2, 1), to(S, 3, 0, 180)]
S['greedy_counts'] = dict(in_contact=4, touched=3, engaged=4)
S['expect'] = dict(in_contact=4, touched=4, engaged=4, target_engaged=4)
S['bounds'] = [lambda S: [need(required(S)[i][3] > MOVE + 1, f"A#{i} reaches B#3") for i in (0, 2, 3)]]


# ------------------------------------------------ the same traps on tables turned or mirrored
W, H = 72 * IN, 48 * IN
TURNS = {
    'mirrored': lambda p: (W - p[0], p[1]),                    # charging north, left for right
    'turned_180': lambda p: (W - p[0], H - p[1]),              # charging south
    'turned_90': lambda p: (p[1] + 100, W - p[0] - 700),       # charging east
    'turned_270': lambda p: (H - p[1] + 300, p[0] - 100),      # charging west
}


def variant(src, file, turn):
    """src's table moved rigidly (distances kept, so src's working stands): every model, route
    point and pin through TURNS[turn]"""
    f = TURNS[turn]
    S = dict(src)
    S['file'] = file
    S['turn'] = (src['file'], turn)
    S['units'] = {k: dict(v, models=[f(p) for p in v['models']]) for k, v in src['units'].items()}
    S['terrain'] = [dict(t, poly=[f(p) for p in t['poly']]) for t in src['terrain']]
    for key in ('witness', 'greedy'):
        if key in src:
            S[key] = [(i, [f(p) for p in r]) for i, r in src[key]]
    S['expect'] = dict(src['expect'])
    if 'pins' in src['expect']:
        S['expect']['pins'] = {i: f(p) for i, p in src['expect']['pins'].items()}
    ALL.append(S)
    return S


G1, G2, G7 = [s for s in ALL if s['file'][:2] in ('20', '21', '22')]
variant(G1, '23_greedy_column_steals_turned_90', 'turned_90')
variant(G2, '24_greedy_nearer_new_target_mirrored', 'mirrored')
variant(G7, '25_greedy_misses_the_saddle_turned_180', 'turned_180')
variant(G1, '26_greedy_column_steals_turned_270', 'turned_270')
variant(G2, '27_greedy_nearer_new_target_turned_180', 'turned_180')
variant(G7, '28_greedy_misses_the_saddle_turned_90', 'turned_90')


# ---------------------------------------------------------------- (d) coherency decides
def two_sides(S):
    """B#0 stands alone on the left; any model touching it has x <= 430+25 and any touching
    B#1..B#3 has x >= 700-25: 220mm, more than two 2in links (2 x 75.8mm) can span, so contact
    on both sides needs at least two models out of contact as a bridge"""
    Bm = S['units']['B']['models']
    left = Bm[0][0] + 25
    right = min(p[0] for p in Bm[1:]) - 25
    need(right - left > 2 * (25 + 2 * IN), "the bridge")
    R = Bm[1:]
    need(min(d(p, q) for k, p in enumerate(R) for q in R[k + 1:]) > 50 + TOL, "a saddle on the right")
    only_reaches(S, 0, [0])
    for i in (1, 2, 3, 4):
        need(required(S)[i][0] > MOVE + 1, f"A#{i} reaches B#0")


S = scen(file='29_coherency_one_model_could_reach_a_straggler', units=dict(
    A=u('red', 25, [(540, 580), (600, 570), (655, 590), (715, 575), (770, 590)]),
    B=u('blue', 25, [(430, 710), (700, 705), (748, 690), (795, 712)])))
S['witness'] = [to(S, 4, 2), to(S, 3, 3, -70), to(S, 2, 1, -180), to(S, 1, 1, -110), at(0, (640, 660))]
S['greedy'] = [to(S, 4, 2), to(S, 0, 0), to(S, 3, 3, -70), to(S, 2, 1, -180), to(S, 1, 1, -110)]
S['greedy_counts'] = dict(in_contact=5, touched=4, engaged=5, coherent=False)
S['greedy_incoherent'] = True
S['expect'] = dict(in_contact=4, touched=3, engaged=5)
S['bounds'] = [two_sides]


S = scen(file='30_coherency_first_model_on_the_lone_flank_model', units=dict(
    A=u('red', 25, [(455, 620), (515, 595), (575, 580), (640, 590), (700, 580), (752, 592)]),
    B=u('blue', 25, [(430, 710), (650, 700), (700, 712), (752, 698)])))
S['witness'] = [to(S, 0, 0), to(S, 3, 1, -150), to(S, 4, 2, -100), to(S, 5, 3),
                at(1, (500, 660)), at(2, (570, 660))]
S['greedy'] = [to(S, 0, 0), to(S, 1, 1, -150), to(S, 2, 1, -80), to(S, 3, 2, -110), to(S, 4, 2, -40),
               to(S, 5, 3)]
S['greedy_counts'] = dict(in_contact=6, touched=4, engaged=6, coherent=False)
S['greedy_incoherent'] = True
S['expect'] = dict(in_contact=4, touched=4, engaged=6, target_engaged=4, pins={0: toward((430, 710), (455, 620), 25)})


def lone_flank(S):
    """the first model (A#0) touches B#0, alone on the left: every model touching B#0 has
    x <= 455, every one touching B#1..B#3 x >= 625: 170mm > 2 x 75.8, so touching the right
    as well takes two models out of contact as a bridge: in contact <= 6 - 2 = 4; staying on
    the left, only A#0 and A#1 reach B#0: in contact <= 2"""
    Bm = S['units']['B']['models']
    need(min(p[0] for p in Bm[1:]) - 25 - (Bm[0][0] + 25) > 2 * (25 + 2 * IN), "the bridge")
    R = Bm[1:]
    need(min(d(p, q) for k, p in enumerate(R) for q in R[k + 1:]) > 50 + TOL, "a saddle on the right")
    for i in range(2, 6):
        need(required(S)[i][0] > MOVE + 1, f"A#{i} reaches B#0")


S['bounds'] = [lone_flank]


variant(G1, '31_greedy_column_steals_mirrored', 'mirrored')
variant(G2, '32_greedy_nearer_new_target_turned_270', 'turned_270')
variant(G7, '33_greedy_misses_the_saddle_mirrored', 'mirrored')


# ---------------------------------------------------------------- 1in from an uncharged unit
def one_inch(S, victim, j, bearing):
    """A#victim reaches only B#j and only the spots within arc_half of its own bearing; C#0
    stands 52mm from B#j's centre on that bearing, so every spot within 72 degrees of it is
    within 1in of C#0 (centre distance <= 25 + 25.4): A#victim cannot touch any model"""
    only_reaches(S, victim, [j])
    h = arc_half(required(S)[victim][j])
    S['arc'] = h
    c0, bj = S['units']['C']['models'][0], T(S, j)
    for k in range(int((bearing - h) * 10) - 1, int((bearing + h) * 10) + 2):
        q = polar(bj, 25, k / 10)
        need(d(q, c0) <= 50.4 - TOL, f"spot {k / 10} clear of C#0: {d(q, c0)}")


B1 = (650, 700)
S = scen(file='34_uncharged_unit_shuts_the_only_spots', units=dict(
    A=u('red', 25, [(540, 600), (590, 575), P_(B1, 148, -100)]),
    B=u('blue', 25, [(560, 705), B1]),
    C=u('blue', 25, [P_(B1, 27, -100), (700, 600)])))
Q = polar(B1, 25, -174)
S['witness'] = [to(S, 0, 0), (1, around_route(Sx(S, 1), Q, S['units']['C']['models'][0], 50.45, -1)[1:]),
                at(2, (585, 640))]
S['expect'] = dict(in_contact=2, touched=2, engaged=3, target_engaged=2, clear_of='C')
S['bounds'] = [lambda S: one_inch(S, 2, 1, -100)]
