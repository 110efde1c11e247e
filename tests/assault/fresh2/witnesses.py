"""Witness placements for check.py: for each scenario, the end positions (and the order
of moving) worked in its header. check.py moves them one by one along shortest routes
around the models where they stand, and recounts everything from them."""
import math

from geo import at, toward, dist, MM

C25 = 25 * MM  # contact distance, two 25mm bases
W = {}


def ahead(p, t, d=C25):
    """The contact point on target centre t seen from p (straight approach)."""
    return toward(t, p, d)


W["line_5v5.yaml"] = dict(order=[2, 0, 1, 3, 4], end={k: (x, 15 - C25) for k, x in enumerate([20, 21.5, 23, 24.5, 26])})


def _ten_v_five(s):
    B = s.units["B"]["models"]
    slot = lambda j, b: at(B[j], b, C25)
    return {0: slot(0, 140), 5: slot(0, 220), 1: slot(1, 140), 6: slot(1, 220), 2: slot(2, 180),
            7: slot(2, 120), 3: slot(3, 220), 8: slot(3, 140), 4: slot(4, 220), 9: slot(4, 140)}


W["ten_v_five.yaml"] = dict(order=[2, 0, 1, 7, 3, 4, 5, 6, 8, 9], end=_ten_v_five)


def _blob(s):
    B = s.units["B"]["models"]
    slot = lambda j, b: at(B[j], b, C25)
    return {0: slot(0, 180), 1: slot(1, 180), 2: slot(2, 185), 3: slot(2, 114), 6: slot(5, 90),
            4: slot(3, 236.5), 5: slot(0, 241)}


W["blob_7v6.yaml"] = dict(order=[0, 4, 6, 1, 2, 3, 5], end=_blob,
                          b_hand="B#4 (rear middle) is closed in by B#1, B#3, B#5 on three sides; its "
                          "north side is beyond 6in for every charger (bound above), so 5 of 6")


def corner_end(T, C, r, d, side=-1):
    """Where a disc of radius r ends, d from T's centre, after wrapping the corner C:
    on the line from T tangent to the circle (C, r)."""
    ct = dist(T, C)
    b = math.degrees(math.atan2(T[0] - C[0], T[1] - C[1]))
    P = at(C, b + side * math.degrees(math.acos(r / ct)), r)
    return toward(T, P, d)


W["around_corner.yaml"] = dict(order=[0, 3, 1, 2, 4], end=lambda s: {
    0: corner_end((21.5, 19.9), (20, 18), 12.5 * MM, C25), 3: at((21.5, 19.9), 300, C25), 1: (19.6, 19.3), 2: (19.1, 18.0), 4: (18.3, 18.9)},
    b_hand="R#0 (fixed) closes the only passage east between B#0 and the building, so B#1, B#2 are out of reach: "
    "1 of B; on B#0 only bearings 290..~325 are within 6in for R#1/R#3 and two chargers need 60 degrees, so 2 of R")


W["column_cannot_all_reach.yaml"] = dict(order=[0, 1, 2, 3, 4, 5], end=lambda s: {
    0: ahead((20, 10.3), (19.6, 15)), 1: (21.4, 15 - math.sqrt(C25 ** 2 - 0.36)), 2: (20.8, 13.0), 3: (21.6, 12.0),
    4: (20.0, 11.4), 5: toward((20, 4.3), (19.6, 15), 6.0)},
    hand="R#5 can never be ENGAGED (2.73in base to base at best), so engaged <= 5")


W["difficult_just_enough.yaml"] = dict(order=[1, 0, 2], end={1: (21.2, 14.998), 0: (20.3, 14.2), 2: (22.1, 14.2)})
W["difficult_higher_die_six.yaml"] = dict(order=[1, 0, 2], end={1: (21.2, 15.9), 0: (20.4, 13.5), 2: (22.0, 13.5)})
W["difficult_elsewhere_no_dice.yaml"] = dict(order=[0, 1], end=lambda s: {0: (20, 15.5), 1: ahead((21.3, 10), (21.3, 16.7))})
W["dangerous_two_enter.yaml"] = dict(order=[0, 1], end=lambda s: {0: ahead((20, 10.2), (20, 15)), 1: ahead((21.5, 10), (21.5, 15))})
W["dangerous_leave_no_test.yaml"] = dict(order=[0, 1], end=lambda s: {0: ahead((20, 9.7), (20, 14)), 1: ahead((21.5, 9.5), (21.5, 14))})
W["plain_just_enough.yaml"] = dict(order=[1, 0, 2], end={1: (21.2, 15.998), 0: (20.5, 13.8), 2: (21.9, 13.8)})

W["friend_gap_as_wide_as_base.yaml"] = dict(order=[0, 1, 2], end=lambda s: {
    0: (24, 15.8 - C25), 1: at((22.8, 15.8), 169, C25), 2: at((25.2, 15.8), 191, C25)})
W["enemy_gap_more_than_one_inch.yaml"] = dict(order=[0, 1, 2], end=lambda s: {
    0: (24, 15.8 - C25), 1: at((22.8, 15.8), 169, C25), 2: at((25.2, 15.8), 191, C25)})
W["target_engaged_by_friend.yaml"] = dict(order=[0, 1], end=lambda s: {0: (25, 16 - C25), 1: ahead((21.2, 11.5), (22.5, 16))})
W["greedy_nearest_first_falls_short.yaml"] = dict(order=[0, 2, 1], end=lambda s: {
    0: (23, 16 - C25), 2: ahead((22.2, 11.2), (26, 16)), 1: at((20, 16), 150, C25)})
W["monster_ring_ten.yaml"] = dict(order=[6, 0, 10, 1, 9, 2, 8, 3, 7, 4], end=lambda s: dict(
    [(6, toward((24, 24), (23.6514, 20.0152), 42.5 * MM))] +
    [(k, at((24, 24), b, 42.5 * MM)) for k, b in [(0, 5), (10, 329), (1, 41), (9, 293), (2, 77), (8, 257),
                                                   (3, 113), (7, 221), (4, 149)]]),
    hand="11 x 34.21 degrees > 360: at most 10 chargers touch the monster")
W["pockets_three_touch_five.yaml"] = dict(order=[0, 1, 2], end=lambda s: {
    0: (22.368, 16 - C25), 1: (20.592, 16 - math.sqrt(C25 ** 2 - 0.592 ** 2)), 2: (24.144, 16 - math.sqrt(C25 ** 2 - 0.592 ** 2))})
W["zigzag_for_coherency.yaml"] = dict(order=[2, 0, 1, 3, 4], end=lambda s: {
    2: (22.4, 16 - C25), 0: at((16.2, 16), 90, C25), 1: at((19.3, 16), 150, C25), 3: at((25.5, 16), 210, C25),
    4: at((28.6, 16), 270, C25)})
W["corridor_front_moves_first.yaml"] = dict(order=[3, 2, 1, 0], end=lambda s: {
    3: (24, 17.2 - C25), 2: at((22.4, 17.2), 150, C25), 1: at((25.6, 17.2), 210, C25), 0: (24, 14.8)})
W["ten_v_ten_two_ranks.yaml"] = dict(order=[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], end=lambda s: {
    0: (19.6, 15.5 - C25),
    1: at((19.6, 17.7), 240, C25), 2: at((21.8, 17.7), 210, C25), 3: at((24, 17.7), 210, C25),
    4: at((26.2, 17.7), 210, C25), 5: at((28.4, 17.7), 210, C25),
    6: (21.8, 15.5 - C25), 7: (24, 15.5 - C25), 8: (26.2, 15.5 - C25), 9: (28.4, 15.5 - C25)})
W["first_model_not_the_nearest.yaml"] = dict(order=[1, 2], end=lambda s: {
    1: ahead((28.5, 14.5), (24, 16)), 2: at((24, 16), 40, C25)})
# aspin3: all five in contact (R#2 in the pocket on B#1 and B#2, west of E's 1in zone)
W["other_enemy_beside_target.yaml"] = dict(order=[0, 1, 2, 3, 4], end=lambda s: {
    0: ahead((19.6, 11.5), (19, 16)), 1: at((19, 16), 232.5, C25), 2: (21.25, 16 - math.sqrt(C25 ** 2 - 0.75 ** 2)),
    3: at((20.5, 16), 200.0, C25), 4: at((19, 16), 292.7, C25)})
W["mixed_32mm_on_40mm.yaml"] = dict(order=[1, 0, 2, 3, 4], end=lambda s: {
    1: toward((21, 16), (21.6, 12.4), 36 * MM), 0: at((21, 16), 225, 36 * MM), 2: at((23.4, 16), 190, 36 * MM),
    3: at((25.8, 16), 200, 36 * MM), 4: at((25.8, 16), 140, 36 * MM)})
W["mixed_40mm_on_25mm_pockets.yaml"] = dict(order=[0, 1, 2, 3], end=lambda s: {
    0: (22.368, 16 - 32.5 * MM), 1: (20.592, 16 - math.sqrt((32.5 * MM) ** 2 - 0.592 ** 2)),
    2: (24.144, 16 - math.sqrt((32.5 * MM) ** 2 - 0.592 ** 2)), 3: at((25.92, 16), 135, 32.5 * MM)})
W["mixed_25mm_on_two_60mm.yaml"] = dict(order=[2, 0, 1, 3, 4, 5], end=lambda s: {
    2: toward((22, 16), (22.6, 12.3), 42.5 * MM), 0: at((22, 16), 241, 42.5 * MM), 1: at((22, 16), 206, 42.5 * MM),
    3: at((25.5, 16), 215, 42.5 * MM), 4: at((25.5, 16), 180, 42.5 * MM), 5: at((25.5, 16), 145, 42.5 * MM)})
W["already_in_contact.yaml"] = dict(order=[0, 1, 2], end=lambda s: {
    0: (20, 16 - C25), 1: (22, 16 - C25), 2: ahead((24.8, 12.5), (24, 16))})
W["difficult_slows_the_whole_unit.yaml"] = dict(order=[0, 1], end={0: (20, 15 - C25), 1: toward((24, 10.5), (20, 15 - C25), 3.0)})
W["dangerous_only_the_crosser.yaml"] = dict(order=[0, 1], end={0: (20, 15 - C25), 1: (21.3, 15 - C25)})
W["coherency_forbids_far_target.yaml"] = dict(order=[0, 1, 2], end=lambda s: {
    0: (20, 16 - C25), 1: (21.3, 16 - C25), 2: at((21.3, 16), 120, C25)},
    b_hand="touching B#2 puts a model 6.58in from R#0, more than one bridging model can span (5.97in)")
W["first_model_detours_round_enemy.yaml"] = dict(order=[1, 0], end=lambda s: {
    1: ahead((24.6, 12.3), (22, 16)), 0: at((22, 16), 70, C25)})
