"""fresh11's scenarios as data: table, witness (routes in order) and what is pinned."""
import math
from check import pol, rad

R32, R25, R40 = rad(32), rad(25), rad(40)
C32 = 2 * R32            # 32mm on 32mm: centres 1.2598in apart at contact

SCENARIOS = []


def around(start, c, rho, end_bearing, step=8):
    """a route from start that meets the circle of radius rho about c at its tangent point and
    follows the circle (polygon outside it, corners every <= step degrees) to end_bearing"""
    D = math.hypot(start[0] - c[0], start[1] - c[1])
    b0 = math.degrees(math.atan2(start[0] - c[0], start[1] - c[1]))
    off = math.degrees(math.acos(rho / D))
    cands = [b0 + off, b0 - off]
    def gap(b):
        return (end_bearing - b + 180) % 360 - 180
    bt = min(cands, key=lambda b: abs(gap(b)))
    g = gap(bt)
    n = max(1, int(abs(g) / step) + 1)
    R2 = rho / math.cos(math.radians(abs(g) / n / 2))
    pts = [pol(c, bt, rho)]
    for k in range(1, n):
        pts.append(pol(c, bt + g * k / n, R2))
    pts.append(pol(c, end_bearing, rho))
    return pts


def S(**k):
    SCENARIOS.append(k)
    return k


# ---- G1: lone model; the flexible model must leave the far model its only spot
X = (20, 20)
S(file='lone_model_flexible_leaves_far_one_its_spot', greedy=True,
  unit='A', target='X', move=6,
  units={'A': dict(side='red', base=32, models=[(20, 17.5), (23.2, 20.4), (27.0, 20.0), (17.5, 12.0), (22.5, 12.0)]),
         'X': dict(side='blue', base=32, models=[X])},
  witness=[(0, None), (1, [pol(X, 50, C32)]), (2, [pol(X, 110, C32)]),
           (3, [(18.5, 16.2)]), (4, [(21.5, 16.2)])],
  cannot_contact={3: 1, 4: 1},
  expect=dict(in_contact=3, touched=1, engaged=5, tengaged=1),
  greedy_counts=(2, 1, 5))


# ---- G2: a wide line charges a target at its one end; the links must still reach
XL = [(8, 20), (10, 20), (12, 20)]
S(file='wide_line_target_at_one_end_links_reach', greedy=True,
  unit='A', target='X', move=6,
  units={'A': dict(side='red', base=32, models=[(8.5, 14), (10.5, 14), (12.5, 14.3), (14.5, 14), (16.5, 14),
                                                 (18.5, 14), (20.5, 14), (22.5, 14)]),
         'X': dict(side='blue', base=32, models=XL)},
  witness=[(2, None), (3, [(14.3, 17.8), pol(XL[2], 115, C32)]), (5, [(14.3, 18.1)]),
           (6, [(15.7103, 17.5590)]), (4, [(13.3, 16.9)]), (7, [(18.7, 16.3)]),
           (1, [pol(XL[1], 180, C32)]), (0, [pol(XL[0], 180, C32)])],
  cannot_contact={4: 1, 5: 1, 6: 1, 7: 1}, cannot_engage=[7],
  expect=dict(in_contact=4, touched=3, engaged=7, tengaged=3),
  greedy_counts=(4, 3, 6))


# ---- G3: models whose nearest enemy differs; the near model must take the other target model
X0, X1 = (14, 20), (17.2, 20)
S(file='nearest_enemy_differs_take_the_other_model', greedy=True,
  unit='A', target='X', move=6,
  units={'A': dict(side='red', base=32, models=[(14, 17.3), (11.5, 21.5), (7, 20.8), (13, 12.2), (15.5, 12.2)]),
         'X': dict(side='blue', base=32, models=[X0, X1])},
  witness=[(0, None), (1, [(13.8, 21.4), pol(X1, 300, C32)]), (2, [pol(X0, 276.5, C32)]),
           (3, [(13.0, 16.2)]), (4, [(15.2, 16.3)])],
  cannot_contact={3: 1, 4: 1},
  expect=dict(in_contact=3, touched=2, engaged=5, tengaged=2),
  greedy_counts=(2, 1, 5))


# ---- G4: the target's line runs on into an uncharged unit; its 1in closes the end spots
XE = [(12, 20), (14, 20), (16, 20)]
S(file='target_beside_uncharged_unit_1in_leaves_two_spots', greedy=True,
  unit='A', target='X', move=6,
  units={'A': dict(side='red', base=32, models=[(12, 14.5), (14, 14.8), (16, 14.5), (18, 14.5), (20, 14.5), (22, 14.5)]),
         'X': dict(side='blue', base=32, models=XE),
         'E': dict(side='blue', base=32, models=[(19, 20), (21, 20), (23, 20)])},
  witness=[(1, None), (0, [pol(XE[0], 210, C32)]), (2, [(13.0, 17.4), pol(XE[0], 150, C32)]),
           (3, [pol(XE[2], 200, C32)]), (4, [pol(XE[2], 140, C32)]), (5, [(18.6, 16.6)])],
  cannot_contact={5: 1},
  expect=dict(in_contact=5, touched=3, engaged=6, tengaged=3),
  greedy_counts=(3, 3, 5))


# ---- G5: a column charges a line's end
XC = [(10, 20), (12, 20), (14, 20), (16, 20)]
S(file='column_charges_line_end', greedy=True,
  unit='A', target='X', move=6,
  units={'A': dict(side='red', base=32, models=[(8.5, 17.5), (8.5, 15.5), (8.5, 13.5), (8.5, 11.5), (8.5, 9.5)]),
         'X': dict(side='blue', base=32, models=XC)},
  witness=[(0, None), (1, around((8.5, 15.5), XC[1], C32 + 0.002, 127.5, step=3)[:-1] + [(13.0, 20 - math.sqrt(C32 ** 2 - 1))]), (2, [(10.6, 17.3), pol(XC[0], 150, C32)]),
           (3, [(8.6, 16.0)]), (4, [(8.2, 13.5)])],
  cannot_contact={3: 1, 4: 1}, cannot_engage=[4],
  expect=dict(in_contact=3, touched=3, engaged=4, tengaged=4),
  greedy_counts=(2, 2, 4))


# ---- G6: two ranks of 25mm on a lone 40mm model: the ring holds 4 of them only if packed from the far ends
XM = (20, 20)
C2540 = R25 + R40
S(file='two_ranks_25mm_on_lone_40mm_pack_from_the_ends', greedy=True,
  unit='A', target='X', move=6,
  units={'A': dict(side='red', base=25, models=[(17.2, 14), (18.8, 14), (20.4, 14), (22.0, 14), (23.6, 14),
                                                 (17.9, 13.0), (19.6, 13.0), (21.2, 13.0), (22.8, 13.0), (24.4, 13)]),
         'X': dict(side='blue', base=40, models=[XM])},
  witness=[(2, None), (1, [pol(XM, 267.5, C2540)]), (0, [pol(XM, 222, C2540)]), (3, [(21.9, 18.3), pol(XM, 130.5, C2540)]),
           (4, [(22.0, 18.3)]), (7, [(21.2, 17.2)]), (6, [(19.9, 17.3)]), (5, [(18.5, 17.7)]),
           (9, [(23.3, 17.6)]), (8, [(22.6, 16.8)])],
  cannot_contact={5: 1, 8: 1, 9: 1},
  expect=dict(in_contact=4, touched=1, engaged=10, tengaged=1),
  greedy_counts=(3, 1, 9))


# ---- G7: a blob on a lone model; two models must go round the far side so the others reach
XB = (20, 20)
S(file='blob_two_go_round_the_far_side', greedy=True,
  unit='A', target='X', move=6,
  units={'A': dict(side='red', base=32, models=[(18.6, 15.2), (20.3, 15.4), (21.9, 15.1), (19.4, 13.8), (21.0, 13.7),
                                                 (17.1, 14.4), (22.9, 14.3), (20.2, 12.3)]),
         'X': dict(side='blue', base=32, models=[XB])},
  witness=[(1, None), (0, [(18.4, 20.0), pol(XB, 305, C32)]), (2, [(21.65, 20.1), pol(XB, 50, C32)]),
           (6, [(21.9, 18.8), pol(XB, 116, C32)]), (3, [(18.3, 17.5), pol(XB, 245, C32)]),
           (4, [(21.2, 17.1)]), (5, [(18.6, 17.3)]), (7, [(19.9, 16.4)])],
  cannot_contact={7: 1},
  expect=dict(in_contact=5, touched=1, engaged=8, tengaged=1),
  greedy_counts=(3, 1, 7))


# ---- G10: a shoulder-to-shoulder target line; the spot touching two closes two spots
XT = [(16, 20), (17.26, 20), (18.52, 20), (19.78, 20)]
S(file='touching_line_two_at_once_closes_two_fronts', greedy=True, greedy_mode='most',
  unit='A', target='X', move=6,
  units={'A': dict(side='red', base=32, models=[(15.9, 13.3), (17.3, 13.0), (18.7, 13.0), (20.1, 12.8),
                                                 (16.6, 11.5), (18.0, 11.5), (19.4, 11.5)]),
         'X': dict(side='blue', base=32, models=XT)},
  witness=[(0, None), (1, [pol(XT[1], 175, C32)]), (2, [pol(XT[2], 175, C32)]), (3, [pol(XT[3], 175, C32)]),
           (4, [(16.6, 16.4)]), (5, [(18.0, 16.4)]), (6, [(19.4, 16.4)])],
  cannot_contact={4: 1, 5: 1, 6: 1},
  expect=dict(in_contact=4, touched=4, engaged=7, tengaged=4),
  greedy_counts=(3, 4, 7))


# ---- G12: 40mm models on a lone 25mm model: four fit only if one goes round to the far side
XS = (20, 19.4)
C4025 = R40 + R25
S(file='forty_mm_on_lone_25mm_one_goes_round', greedy=True, greedy_by_hand=(3, 1, 6),
  unit='A', target='X', move=6,
  units={'A': dict(side='red', base=40, models=[(20, 16.0), (18.2, 15.6), (21.8, 15.6), (16.8, 14.6), (23.2, 14.6), (20, 14.2)]),
         'X': dict(side='blue', base=25, models=[XS])},
  witness=[(0, None), (1, [(18.4, 20.3), pol(XS, 340, C4025)]), (3, [(17.9, 18.0), pol(XS, 258, C4025)]),
           (2, [(22.0, 18.2), pol(XS, 100, C4025)]), (4, [(22.3, 16.9)]), (5, [(20.0, 16.4)])],
  expect=dict(in_contact=4, touched=1, engaged=6, tengaged=1))


# ---- G8: a target line at 30 degrees; the near models must leave the far-west model its spot
XA = [(14, 21), (15.732, 20), (17.464, 19), (19.196, 18), (20.928, 17)]
S(file='line_at_thirty_degrees_west_model_keeps_its_spot', greedy=True,
  unit='A', target='X', move=6,
  units={'A': dict(side='red', base=32, models=[(13.0, 13.5), (14.6, 13.5), (16.2, 13.5), (17.8, 13.5), (19.4, 13.5),
                                                 (21.0, 13.5), (22.6, 13.5)]),
         'X': dict(side='blue', base=32, models=XA)},
  witness=[(5, None), (6, [pol(XA[4], 100, C32)]), (4, [pol(XA[3], 160, C32)]), (3, [pol(XA[3], 220, C32)]),
           (2, [pol(XA[2], 190, C32)]), (1, [pol(XA[1], 165, C32)]), (0, [pol(XA[1], 228, C32)])],
  unreachable_targets=[0],
  expect=dict(in_contact=7, touched=4, engaged=7, tengaged=5),
  greedy_counts=(6, 4, 7))


# ---- G11: two ranks on a three-model line; the second model must slip between target and first model
XR = [(14, 20), (16, 20), (18, 20)]
S(file='two_ranks_on_three_rear_rank_keeps_its_spot', greedy=True,
  unit='A', target='X', move=6,
  units={'A': dict(side='red', base=32, models=[(13.2, 14.4), (15.0, 14.4), (16.8, 14.6), (18.6, 14.4),
                                                 (14.1, 12.9), (15.9, 12.9), (17.7, 12.9), (19.5, 12.9)]),
         'X': dict(side='blue', base=32, models=XR)},
  witness=[(2, None), (1, [(14.75, 18.6), (15.0, 20 - math.sqrt(C32 ** 2 - 1))]), (0, [pol(XR[0], 260, C32)]),
           (4, [pol(XR[0], 200, C32)]), (3, [pol(XR[2], 108, C32)]), (7, [pol(XR[2], 168, C32)]),
           (5, [(15.9, 17.4)]), (6, [(17.4, 17.3)])],
  expect=dict(in_contact=6, touched=3, engaged=8, tengaged=3),
  greedy_counts=(3, 3, 8))


# ---- G13: a lone model backed onto a ruin wall; four fit in front only if packed from the ends
XW = (20, 20)
WALL = dict(name='ruin_wall', kind='impassable', polygon=[(16, 20.9), (24, 20.9), (24, 21.6), (16, 21.6)])
S(file='lone_model_against_wall_pack_from_the_ends', greedy=True,
  unit='A', target='X', move=6, terrain=[WALL],
  units={'A': dict(side='red', base=32, models=[(18.974, 17.181), (23.277, 17.706), (26.475, 19.433), (15.17, 18.706),
                                                 (21.6, 15.2), (17.4, 15.3), (25.1, 17.9)]),
         'X': dict(side='blue', base=32, models=[XW])},
  witness=[(0, None), (1, [pol(XW, 140, C32)]), (2, [pol(XW, 80, C32)]), (3, [pol(XW, 262, C32)]),
           (4, [(21.0, 17.3)]), (5, [(17.9, 17.5)]), (6, [(23.0, 18.6)])],
  expect=dict(in_contact=4, touched=1, engaged=7, tengaged=1),
  greedy_counts=(3, 1, 7))


# ---- G14: a blob of 25mm on the end of a three-model line; the end model's far side must be used
XK = [(16, 20), (18, 20), (20, 20)]
C2532 = R25 + R32
S(file='blob_25mm_on_line_end_fill_the_far_side', greedy=True,
  unit='A', target='X', move=6,
  units={'A': dict(side='red', base=25, models=[(20.4, 16.2), (22.0, 16.0), (21.2, 14.7), (22.8, 14.5), (19.6, 14.6),
                                                 (21.0, 13.2), (22.6, 13.0), (24.2, 14.2), (23.7, 15.8)]),
         'X': dict(side='blue', base=32, models=XK)},
  witness=[(0, None), (1, around((22.0, 16.0), XK[2], C2532 + 0.002, 16)[:-1] + [pol(XK[2], 16, C2532)]), (8, [pol(XK[2], 68, C2532)]),
           (3, [pol(XK[2], 120, C2532)]), (2, [pol(XK[1], 200, C2532)]), (4, [pol(XK[0], 190, C2532)]),
           (5, [(20.2, 17.2)]), (6, [(21.6, 17.4)]), (7, [(22.8, 18.3)])],
  cannot_contact={6: 1, 7: 1},
  expect=dict(in_contact=6, touched=3, engaged=9, tengaged=3),
  greedy_counts=(3, 2, 9))


# ---- G15: a lone character in front of an uncharged squad; the 1in leaves 206 degrees: pack from the ends
XH = (20, 20)
S(file='character_before_uncharged_squad_pack_from_the_ends', greedy=True,
  unit='A', target='X', move=6,
  units={'A': dict(side='red', base=32, models=[(18.974, 17.181), (23.277, 17.706), (26.475, 19.433), (15.17, 18.706),
                                                 (21.6, 15.2), (17.4, 15.3), (25.1, 17.9)]),
         'X': dict(side='blue', base=32, models=[XH]),
         'E': dict(side='blue', base=32, models=[(18.2, 22.4), (20.2, 22.7), (22.2, 22.4)])},
  witness=[(0, None), (1, [pol(XH, 140, C32)]), (2, [pol(XH, 80, C32)]), (3, [pol(XH, 262, C32)]),
           (4, [(21.0, 17.3)]), (5, [(17.9, 17.5)]), (6, [(23.0, 18.6)])],
  expect=dict(in_contact=4, touched=1, engaged=7, tengaged=1),
  greedy_counts=(3, 1, 7))


# ---- G17: six 32mm on a lone 25mm model: five fit, three if the nearest takes its nearest spot
XQ = (20, 20)
C3225 = R32 + R25


def aq(start, b):
    return around(start, XQ, C3225 + 0.002, b)[:-1] + [pol(XQ, b, C3225)]


S(file='six_32mm_on_lone_25mm_five_round_it', greedy=True,
  unit='A', target='X', move=6,
  units={'A': dict(side='red', base=32, models=[(19.7, 16.0), (19.6, 14.4), (24.0, 15.7), (16.3, 14.7), (22.4, 16.5), (17.9, 15.4)]),
         'X': dict(side='blue', base=25, models=[XQ])},
  witness=[(0, None), (5, aq((17.9, 15.4), 325.5)), (3, [pol(XQ, 256.5, C3225)]), (4, aq((22.4, 16.5), 34.5)),
           (2, [pol(XQ, 105, C3225)]), (1, [(19.8, 16.9)])],
  expect=dict(in_contact=5, touched=1, engaged=6, tengaged=1),
  greedy_counts=(3, 1, 6))


# ---- G16: ten 32mm on a lone 40mm monster: six fit round it, three if each takes its nearest spot
XN = (20, 20)
C3240 = R32 + R40


def rn(start, b):
    """straight to the spot at bearing b if that clears the monster's base, else round it"""
    e = pol(XN, b, C3240)
    d = math.hypot(e[0] - start[0], e[1] - start[1])
    # distance from XN to the segment start-e
    t = max(0, min(1, ((XN[0] - start[0]) * (e[0] - start[0]) + (XN[1] - start[1]) * (e[1] - start[1])) / d / d))
    q = (start[0] + t * (e[0] - start[0]), start[1] + t * (e[1] - start[1]))
    if math.hypot(q[0] - XN[0], q[1] - XN[1]) >= C3240 - 1e-9:
        return [e]
    return around(start, XN, C3240 + 0.002, b, step=3)[:-1] + [e]


AN = [(19.6, 17.1), (21.3, 16.8), (17.9, 16.6), (23.0, 16.4), (20.5, 15.3),
      (18.8, 15.0), (22.2, 14.9), (16.4, 15.8), (24.6, 15.6), (20.4, 13.6)]
S(file='ten_32mm_on_lone_40mm_six_round_it', greedy=True,
  unit='A', target='X', move=6,
  units={'A': dict(side='red', base=32, models=AN), 'X': dict(side='blue', base=40, models=[XN])},
  witness=[(0, None), (1, rn(AN[1], 355)), (3, rn(AN[3], 60)), (6, rn(AN[6], 115)), (2, rn(AN[2], 298)),
           (5, [(18.0, 17.8)] + rn((18.0, 17.8), 242)), (4, [(20.6, 17.2)]), (7, [(18.2, 17.4)]), (8, [(22.4, 17.8)]), (9, [(19.3, 16.2)])],
  expect=dict(in_contact=6, touched=1, engaged=10, tengaged=1),
  greedy_counts=(3, 1, 10))


# ---- G18: a wide line on a lone model: the two flank contacts must stand where the far ends can link
XF = (20, 20)


def rf(start, b):
    e = pol(XF, b, C32)
    d = math.hypot(e[0] - start[0], e[1] - start[1])
    t = max(0, min(1, ((XF[0] - start[0]) * (e[0] - start[0]) + (XF[1] - start[1]) * (e[1] - start[1])) / d / d))
    q = (start[0] + t * (e[0] - start[0]), start[1] + t * (e[1] - start[1]))
    if math.hypot(q[0] - XF[0], q[1] - XF[1]) >= C32 - 1e-9:
        return [e]
    return around(start, XF, C32 + 0.002, b, step=3)[:-1] + [e]


def link(start, c, k=3.22):
    d = math.hypot(start[0] - c[0], start[1] - c[1])
    return (c[0] + k * (start[0] - c[0]) / d, c[1] + k * (start[1] - c[1]) / d)


AF = [(10 + 2.5 * k, 17) for k in range(9)]
S(file='wide_line_on_lone_model_flank_contacts_for_the_links', greedy=True,
  unit='A', target='X', move=6,
  units={'A': dict(side='red', base=32, models=AF), 'X': dict(side='blue', base=32, models=[XF])},
  witness=[(4, None), (2, rf(AF[2], 310)), (6, rf(AF[6], 40)), (3, rf(AF[3], 250)), (5, rf(AF[5], 100)),
           (1, [(16.6, 17.3)]), (0, [link(AF[0], pol(XF, 250, C32))]),
           (7, [(23.2, 17.6)]), (8, [link(AF[8], pol(XF, 100, C32))])],
  cannot_contact={0: 1, 1: 1, 7: 1, 8: 1},
  expect=dict(in_contact=5, touched=1, engaged=9, tengaged=1),
  greedy_counts=(3, 1, 7))


# =====================================================================================
# Ordinary charges
# =====================================================================================
def line(c, bearing, n, step):
    """n centres along a line through c at the bearing, step apart, c in the middle"""
    return [pol(c, bearing, (k - (n - 1) / 2) * step) for k in range(n)]


def toward(c, t, rho):
    """the spot touching t (centres rho apart) on the line from t to c"""
    d = math.hypot(c[0] - t[0], c[1] - t[1])
    return (t[0] + (c[0] - t[0]) * rho / d, t[1] + (c[1] - t[1]) * rho / d)


# ---- O1: five 32mm on a five-model line at 15 degrees, each to the model before it
X15 = line((20, 20), 105, 5, 2)
A15 = [(16, 14.5), (18, 14.5), (20, 14.5), (22, 14.5), (24, 14.5)]
S(file='line_at_15_degrees_five_on_five', unit='A', target='X', move=6, ordinary=True,
  units={'A': dict(side='red', base=32, models=A15), 'X': dict(side='blue', base=32, models=X15)},
  witness=[(4, None)] + [(k, [toward(A15[k], X15[k], C32)]) for k in (3, 2, 1, 0)],
  expect=dict(in_contact=5, touched=5, engaged=5, tengaged=5))

# ---- O2: five 25mm on a five-model line at 30 degrees; the far end is out of reach
X30 = line((20, 20), 120, 5, 2)
A30 = [(16.5, 14.0), (18.3, 14.0), (20.1, 14.0), (21.9, 14.0), (23.6, 14.0)]
S(file='line_at_30_degrees_far_end_out_of_reach', unit='A', target='X', move=6, ordinary=True,
  units={'A': dict(side='red', base=25, models=A30), 'X': dict(side='blue', base=32, models=X30)},
  witness=[(4, None), (3, [toward(A30[3], X30[3], C2532)]), (2, [pol(X30[2], 170, C2532)]),
           (1, [pol(X30[1], 190, C2532)]), (0, [pol(X30[2], 225, C2532)])],
  unreachable_targets=[0], greedy=True, greedy_counts=(4, 3, 5),
  expect=dict(in_contact=5, touched=4, engaged=5, tengaged=5))

# ---- O3: four 40mm on a four-model line at 60 degrees, each square to the line's face
X60 = line((20, 20), 150, 4, 2)
C4032 = R40 + R32
S60 = [pol(x, 240, C4032) for x in X60]
A60 = [(14.6, 18.4), (15.6, 16.9), (16.6, 15.4), (17.6, 13.9)]
S(file='line_at_60_degrees_four_40mm', unit='A', target='X', move=6, ordinary=True,
  units={'A': dict(side='red', base=40, models=A60), 'X': dict(side='blue', base=32, models=X60)},
  witness=[(3, None)] + [(k, [toward(A60[k], X60[k], C4032)]) for k in (2, 1, 0)],
  expect=dict(in_contact=4, touched=4, engaged=4, tengaged=4))

# ---- O4/O5: the roll is short by less than the tolerance (it reaches) and by a little more (it does not)
XT1 = (20, 20)
y_in = 20 - C2532 - 6.0005      # least movement 6.0005in: 0.0005 over, inside the 0.001in tolerance
y_out = 20 - C2532 - 6.01       # 0.01in over: out
for nm, y0, didnt in (('short_by_less_than_tolerance_reaches', y_in, False),
                      ('short_by_a_little_more_didnt_make_it', y_out, True)):
    M = [(20 + dx, y0 if dx == 0 else y0 - 0.3) for dx in (-3.2, -1.6, 0, 1.6, 3.2)]
    S(file=nm, unit='A', target='X', move=6, ordinary=True, didnt=didnt,
      units={'A': dict(side='red', base=25, models=M), 'X': dict(side='blue', base=32, models=[XT1])},
      witness=[(2, None), (1, [(19.0, 17.4)]), (3, [(21.0, 17.4)]), (0, [(18.0, 17.9)]), (4, [(22.0, 17.9)])],
      cannot_contact={0: 1, 1: 1, 3: 1, 4: 1},
      expect=dict(in_contact=1, touched=1, engaged=5, tengaged=1))

# ---- O6-O8: the target stands in a wood (difficult): the move is the higher die
XW3 = [(18, 20), (20, 20), (22, 20)]
AW = [(16, 14.5), (18, 14.5), (20, 14.6), (22, 14.5), (24, 14.5)]
WOOD = dict(name='wood', kind='difficult', polygon=[(15, 17.5), (25, 17.5), (25, 22.5), (15, 22.5)])
S(file='wood_higher_die_five_all_reach', unit='A', target='X', move=6, dice=[[2, 5]], terrain=[WOOD], ordinary=True,
  units={'A': dict(side='red', base=32, models=AW), 'X': dict(side='blue', base=32, models=XW3)},
  witness=[(2, None), (0, [pol(XW3[0], 240, C32)]), (4, [pol(XW3[2], 120, C32)]),
           (1, [pol(XW3[0], 180, C32)]), (3, [pol(XW3[2], 180, C32)])],
  expect=dict(in_contact=5, touched=3, engaged=5, tengaged=3))
S(file='wood_higher_die_four_didnt_make_it', unit='A', target='X', move=6, dice=[[4, 3]], terrain=[WOOD],
  ordinary=True, didnt=True,
  units={'A': dict(side='red', base=32, models=AW), 'X': dict(side='blue', base=32, models=XW3)},
  expect={})
AW6 = [(16, 13.0), (18, 13.0), (20, 13.1), (22, 13.0), (24, 13.0)]
S(file='wood_higher_die_six_full_move', unit='A', target='X', move=6, dice=[[1, 6]], terrain=[WOOD], ordinary=True,
  units={'A': dict(side='red', base=32, models=AW6), 'X': dict(side='blue', base=32, models=XW3)},
  witness=[(2, None), (1, [pol(XW3[0], 180, C32)]), (3, [pol(XW3[2], 180, C32)]),
           (0, [(16.9, 17.9)]), (4, [(23.1, 17.9)])],
  cannot_contact={0: 1, 4: 1},
  expect=dict(in_contact=3, touched=3, engaged=5, tengaged=3))

# ---- O9: a patch of dangerous ground on the first model's path: it is difficult too, the dice decide
XD = [(18, 20), (20, 20), (22, 20)]
AD = [(16.2, 14.4), (18, 14.4), (20, 14.9), (22, 14.4), (23.8, 14.4)]
BOG = dict(name='bog', kind='dangerous', polygon=[(19.5, 16.4), (20.5, 16.4), (20.5, 17.4), (19.5, 17.4)])
S(file='dangerous_patch_on_first_models_path', unit='A', target='X', move=6, dice=[[5, 3]], terrain=[BOG],
  ordinary=True,
  units={'A': dict(side='red', base=32, models=AD), 'X': dict(side='blue', base=32, models=XD)},
  witness=[(2, None), (0, [pol(XD[0], 235, C32)]), (4, [pol(XD[2], 125, C32)]),
           (1, [pol(XD[0], 170, C32)]), (3, [pol(XD[2], 190, C32)])],
  expect=dict(in_contact=5, touched=3, engaged=5, tengaged=3, dangerous=[2]))

# ---- O10: a lone character (40mm) charges a five-model line
XC5 = line((20, 20), 90, 5, 2)
S(file='character_charges_a_line', unit='C', target='X', move=6, ordinary=True,
  units={'C': dict(side='red', base=40, models=[(20.4, 15.0)]), 'X': dict(side='blue', base=32, models=XC5)},
  witness=[(0, None)],
  expect=dict(in_contact=1, touched=1, engaged=1, tengaged=3))

# ---- O11: five 25mm charge a lone 40mm character: seven would fit, all five reach
XL1 = (20, 20)
AL = [(17.6, 15.6), (19.0, 15.0), (20.4, 15.4), (22.0, 15.3), (23.2, 16.4)]
S(file='squad_charges_lone_character', unit='A', target='X', move=6, ordinary=True,
  units={'A': dict(side='red', base=25, models=AL), 'X': dict(side='blue', base=40, models=[XL1])},
  witness=[(2, None), (0, [(17.9, 18.6), pol(XL1, 268, C2540)]), (4, [(22.3, 18.6), pol(XL1, 82, C2540)]),
           (1, [(18.7, 18.0), pol(XL1, 222, C2540)]), (3, [(21.5, 18.0), pol(XL1, 128, C2540)])],
  expect=dict(in_contact=5, touched=1, engaged=5, tengaged=1))

# ---- O12/O13: rocks with a 1in gap, narrower than a 32mm base: nobody goes through it
ROCK_W = dict(name='rocks_west', kind='impassable', polygon=[(14, 16), (19.5, 16), (19.5, 17), (14, 17)])
ROCK_E = dict(name='rocks_east', kind='impassable', polygon=[(20.5, 16), (24, 16), (24, 17), (20.5, 17)])
XG = [(22, 19.6), (24, 19.6), (26, 19.6)]
AG = [(20, 14.6), (18.4, 14.4), (21.4, 14.2), (25.4, 15.2), (23.8, 14.2)]
S(file='gap_narrower_than_base_first_model_goes_round', unit='A', target='X', move=6, ordinary=True,
  terrain=[ROCK_W, ROCK_E], first_blocked={0: 4.84 + 1 + 1.34, 1: 6.43 + 1 + 1.34, 2: 3.70 + 1 + 1.34, 4: 1.98 + 1.34},
  units={'A': dict(side='red', base=32, models=AG), 'X': dict(side='blue', base=32, models=XG)},
  witness=[(3, None), (4, [(24.8, 15.7), (24.7, 17.3)] + around((24.7, 17.3), XG[1], C32 + 0.002, 232.5, step=3)[:-1]
                         + [(23.0, 19.6 - math.sqrt(C32 ** 2 - 1))]), (2, [(24.6, 14.9), (25.9, 16.4)]),
           (0, [(24.75, 15.35)]), (1, [(21.6, 15.3)])],
  expect=dict(in_contact=2, touched=3, engaged=4, tengaged=3))
ROCK_E2 = dict(name='rocks_east', kind='impassable', polygon=[(20.5, 16), (26, 16), (26, 17), (20.5, 17)])
S(file='gap_narrower_than_base_didnt_make_it', unit='A', target='X', move=6, ordinary=True, didnt=True,
  terrain=[ROCK_W, ROCK_E2], first_blocked={0: 10.9, 1: 10.9, 2: 10.9, 3: 10.9, 4: 10.9},
  units={'A': dict(side='red', base=32, models=[(17.2, 14.6), (18.6, 14.6), (20, 14.6), (21.4, 14.6), (22.8, 14.6)]),
         'X': dict(side='blue', base=32, models=[(20, 19.6)])},
  expect={})

# ---- O14: two ranks of 25mm on a five-model line: the rear rank fills the gaps between
X2R = line((20, 20), 90, 5, 2)
FR = [(16, 14.8), (18, 14.8), (20, 15.0), (22, 14.8), (24, 14.8)]
RR = [(17, 13.6), (19, 13.6), (21, 13.6), (23, 13.6)]
V = [(17 + 2 * k, 20 - math.sqrt(C2532 ** 2 - 1)) for k in range(4)]
S(file='two_ranks_rear_rank_fills_the_gaps', unit='A', target='X', move=6, ordinary=True,
  units={'A': dict(side='red', base=25, models=FR + RR), 'X': dict(side='blue', base=32, models=X2R)},
  witness=[(2, None)] + [(k, [pol(X2R[k], 180, C2532)]) for k in (0, 1, 3, 4)] + [(5 + k, [V[k]]) for k in range(4)],
  expect=dict(in_contact=9, touched=5, engaged=9, tengaged=5))

# ---- O15: an uncharged model's 1in lies across the nearest model's way: another model goes first
XU = (20, 20)
EU = (18.0, 17.0)
AU = [(17.0, 14.6), (22.6, 14.2), (21.1, 13.2), (19.6, 13.0), (18.3, 13.4)]
S(file='uncharged_model_1in_across_the_way', unit='A', target='X', move=6, ordinary=True,
  first_blocked={0: 6.310},
  units={'A': dict(side='red', base=32, models=AU), 'X': dict(side='blue', base=32, models=[XU]),
         'E': dict(side='blue', base=32, models=[EU])},
  witness=[(1, None), (2, [(22.9, 17.6)]), (3, [(21.9, 16.4)]), (4, [(20.2, 14.9), (20.513, 17.0)]),
           (0, [(18.7, 14.4), (19.97, 15.79)])],
  expect=dict(in_contact=1, touched=1, engaged=5, tengaged=1))
