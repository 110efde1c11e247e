"""asfresh8's scenarios: ordinary 40k-style assaults, worked from seed 004 and the spec.
Coordinates in inches; A charges B unless said; 25mm bases unless said (r = 0.4921in,
contact between two 25mm centres at 0.9843in)."""
from suite import Scenario, line, rect, R25, R32, R40

S = []
# proven optimum that rulec falls short of: gen.py writes these to bench/assault_pending/fresh8/
# (README.md, "Pending"); check.py reads them there
PENDING = set()


def add(*a, **k):
    S.append(Scenario(*a, **k))


D25 = 2 * R25

# ------------------------------------------------------------------ open ground
add('open_five_v_five_line', 'five Marines charge five in a line across open ground',
    '''A: five 25mm in a line 1.5in apart at y=10, the middle one (#2) a half step forward
at y=10.5. B: five 25mm in a line 1.5in apart at y=15, each straight ahead of one of A.
Least movement: A#2 to B#2, 4.5 - 0.9843 = 3.5157in; every other A model needs 4.0157in.
A#2 moves straight to [23, 15 - 0.9843] = [23, 14.0157], contact with its nearest model B#2.
Then each A#k moves straight up 4.0157in into contact with B#k. Bound: 5 chargers, 5 targets.''',
    {'A': ('red', 25, [(20, 10), (21.5, 10), (23, 10.5), (24.5, 10), (26, 10)]),
     'B': ('blue', 25, line(20, 15, 5))},
    plan=[(k, ('c', k, 180)) for k in (0, 1, 3, 4)])

add('loose_line_into_close_order', 'a loose line (2in apart) charges a close line (1.5in apart)',
    '''A: 25mm at x=16,18,20,22,24 y=11, A#2 forward at y=11.3. B: x=17,18.5,20,21.5,23 at y=17.
A#2 is 5.7in from B#2 (4.7157in of movement), the least; it moves straight up to
[20, 16.0157]. The outer chargers need 6.0828 - 0.9843 = 5.0985in to reach B#0/B#4 and do.
Witness: A#k to B#k, each at the bearing straight from it. Bound: 5 and 5.''',
    {'A': ('red', 25, [(16, 11), (18, 11), (20, 11.3), (22, 11), (24, 11)]),
     'B': ('blue', 25, [(17, 17), (18.5, 17), (20, 17), (21.5, 17), (23, 17)])},
    plan=[(0, ('c', 0, 189.5)), (1, ('c', 1, 184.8)), (3, ('c', 3, 175.2)), (4, ('c', 4, 170.5))])

add('ten_in_two_ranks_rear_rank_engaged', 'ten in two ranks: the front rank fights, the rear rank is ENGAGED',
    '''A: front rank x=20..26 (1.5in apart) at y=11, A#2 at y=11.2; rear rank same x at y=9.
B: five at x=20..26, y=16. Least movement A#2: 4.8 - 0.9843 = 3.8157in, ends [23, 15.0157].
The rear rank is 7in from the nearest B centre: 6.0157in of movement to contact, more than 6,
so at most the five front models touch (bound 5; five B models). Every rear model moves
straight up 4in to y=13, 2.0157in from the contacting model ahead of it: centre 2.0157 <=
2 + 0.9843, so all ten are ENGAGED.''',
    {'A': ('red', 25, [(20, 11), (21.5, 11), (23, 11.2), (24.5, 11), (26, 11)] + line(20, 9, 5)),
     'B': ('blue', 25, line(20, 16, 5))},
    plan=[(k, ('c', k, 180)) for k in (0, 1, 3, 4)] + [(5 + k, ('p', (20 + 1.5 * k, 13))) for k in range(5)])

add('eight_v_four_two_on_each', 'eight charge four spread out: two on each',
    '''A: eight 25mm at y=12, x=17.2 + 1.45k, A#3 forward at y=12.4 (x=21.55). B: four at
y=16, x=18, 20.9, 23.8, 26.7 (gaps 1.9157in). Least movement: A#3 to B#1 (dx 0.65,
dy 3.6: 3.6582 - 0.9843 = 2.6739in); A#3 ends on the line to B#1's centre, at bearing
about 170 from B#1: [21.0749, 15.0314].
Two 25mm bases side by side fit on a target's front (60 degrees apart on the 0.9843in ring:
chord 0.9843 = one base). Witness: A#0,#1 on B#0 at 215/150, A#2 on B#1 at 235 and A#4 on
B#1 at 105 (65 degrees either side of A#3), A#5,#6 on B#2 at 215/150, A#7 on B#3 at 200.
Bound: 8 chargers, all in reach (the farthest, A#0 to B#0's ring: 3.5157in); four B.''',
    {'A': ('red', 25, [(17.2 + 1.45 * k, 12.4 if k == 3 else 12) for k in range(8)]),
     'B': ('blue', 25, [(18, 16), (20.9, 16), (23.8, 16), (26.7, 16)])},
    plan=[(0, ('c', 0, 215)), (1, ('c', 0, 150)), (2, ('c', 1, 235)), (4, ('c', 1, 105)),
          (5, ('c', 2, 215)), (6, ('c', 2, 150)), (7, ('c', 3, 200))])

add('five_v_ten_two_ranks_most_targets', 'five charge ten in two ranks: bases between two enemies touch both',
    '''A: five 25mm at y=11, x=20..26 step 1.5, A#1 at y=11.4. B: front rank y=15, rear rank
y=16.5, x=20..26 (1.5in apart). Least movement A#1 to B#1: 3.6 - 0.9843 = 2.6157in, ends
[21.5, 14.0157]. "Engage as many opposing models as possible": a base set in the notch between
two enemy bases 1.5in apart touches both (the point 0.9843 from each: 0.6374 off their line).
A#1 covers B#1 and blocks the notches B#0-B#1 and B#1-B#2 (0.826 from them). Witness:
A#0 round the west end into the notch B#0-B#5 (covers B#0, B#5), A#2 into the notch B#2-B#3,
A#4 round the east end into the notch B#4-B#9, A#3 onto B#4 at 215. Covered: B#0,1,2,3,4,5,9 = 7.
Bound: only B#5 and B#9 of the rear rank can be reached (the others' rings are screened by
the front rank and rear neighbours: the route lower bound is over 6in) -> 5 + 2 = 7. A: 5 (five).
No model can touch three (no point is 0.9843 from three centres of this 1.5in grid).''',
    {'A': ('red', 25, [(20, 11), (21.5, 11.4), (23, 11), (24.5, 11), (26, 11)]),
     'B': ('blue', 25, line(20, 15, 5) + line(20, 16.5, 5))},
    plan=[(0, ('x', 0, 5, (19, 15.75))), (2, ('x', 2, 3)), (4, ('x', 4, 9, (27, 15.75))),
          (3, ('c', 4, 215))])

add('nearest_target_model_is_diagonal', 'the first model goes to the nearest enemy model, not the one ahead',
    '''A: five 25mm at y=10, x=20..26 step 1.5. B: five in a slanted line: (24.5,13.5),
(26,14.2), (27.5,14.9), (29,15.6), (30.5,16.3) (1.6553in apart). Least movement: A#3 (24.5,10)
to B#0, 3.5in apart: 2.5157in (A#4 to B#1: 4.2 - 0.9843 = 3.2157); A#3 ends at [24.5, 12.5157].
Reach (straight-line lower bound): B#3 only from A#4 (sqrt(9+31.36) - 0.9843 = 5.3685); B#4 from
none (A#4: sqrt(20.25+39.69) - 0.9843 = 6.76). Witness: A#4 into the notch B#2-B#3 (touches
both), A#2 onto B#1 at 150 (keeping the chain to A#4), A#1 onto B#0 at 310, A#0 onto B#0 at 245. B in contact: B#0..B#3 = 4
(the bound); A: 5.''',
    {'A': ('red', 25, line(20, 10, 5)),
     'B': ('blue', 25, [(24.5, 13.5), (26, 14.2), (27.5, 14.9), (29, 15.6), (30.5, 16.3)])},
    plan=[(4, ('x', 2, 3)), (2, ('c', 1, 150)), (1, ('c', 0, 310)), (0, ('c', 0, 245))])

# ------------------------------------------------------------------ reach, rolls, terrain
WOOD = rect(18, 14.5, 29, 19)

add('didnt_make_it_seven_inches', 'the nearest charger is 7in away: the charge does not happen',
    '''A: five 25mm at y=9, x=20..26. B: five at y=16, x=20..26. Every A model is 7in from the B
model ahead of it and farther from the others: 7 - 0.9843 = 6.0157in of movement > 6in.
"If the unit's move is insufficient to reach at least one target unit then the charge does
not proceed. The models are not moved": didnt_make_it A B, nothing moves, no one locked.''',
    {'A': ('red', 25, line(20, 9, 5)), 'B': ('blue', 25, line(20, 16, 5))}, didnt=True)

add('one_model_exactly_six_inches', 'only one charger is in reach, at exactly 6in: it fights, the rest are ENGAGED',
    '''A: #2 at (23, 9.0157) - exactly 6in of movement from base contact with B#2 (23,16);
the others at y=8.8 (x=20, 21.5, 24.5, 26): 7.2 - 0.9843 = 6.2157in from the nearest B ring.
A#2 moves 6in straight to [23, 15.0157] (within: 6 <= 6 + tolerance). No other model can touch
(bound 1, and 1 target). ENGAGED needs a centre within 2 + 0.9843 = 2.9843in of A#2's:
A#1 -> (22, 13), A#3 -> (24, 13), A#0 -> (21.2, 13.9), A#4 -> (24.8, 13.9) (each within 6in,
2.12-2.25in from A#2). ENGAGED 5.''',
    {'A': ('red', 25, [(20, 8.8), (21.5, 8.8), (23, 16 - 2 * R25 - 6), (24.5, 8.8), (26, 8.8)]),
     'B': ('blue', 25, line(20, 16, 5))},
    plan=[(1, ('p', (22, 13))), (3, ('p', (24, 13))), (0, ('p', (21.2, 13.9))), (4, ('p', (24.8, 13.9)))])

add('difficult_roll_leaves_two_short', 'the target stands in a wood; the roll of 2 and 4 leaves the two flank models short',
    '''B: five 25mm at y=16, x=20..26, inside a wood (difficult, x 18..29, y 14.5..19): every
charger must move into it, so the unit rolls 2D6 and moves at most the higher die: [2, 4] -> 4in.
A: #2 at (23,12.2), #1/#3 at (21.5,11.8)/(24.5,11.8), #0/#4 at (20,10.8)/(26,10.8).
First: A#2, 3.8 - 0.9843 = 2.8157in, ends [23, 15.0157]. #1/#3: 4.2 - 0.9843 = 3.2157 (reach);
#0/#4: 5.2 - 0.9843 = 4.2157 > 4: short (bound A 3). B: A#1 into the notch B#0-B#1 and A#3 into
the notch B#3-B#4 each touch two, so all five B are touched (bound 5). A#0 -> (20.2, 14),
A#4 -> (25.8, 14): within 4in and 1.5in from a model in contact: ENGAGED 5.''',
    {'A': ('red', 25, [(20, 10.8), (21.5, 11.8), (23, 12.2), (24.5, 11.8), (26, 10.8)]),
     'B': ('blue', 25, line(20, 16, 5))},
    terrain=[('difficult', WOOD)], dice=[[2, 4]],
    plan=[(1, ('x', 0, 1)), (3, ('x', 3, 4)), (0, ('p', (20.2, 14))), (4, ('p', (25.8, 14)))])

add('difficult_roll_too_low', 'the target stands in a wood and the roll is 1 and 2: the charge fails',
    '''B: five at y=16 in the wood (x 18..29, y 14.5..19). A at y=12, #2 at (23,12.5): the least
movement is 3.5 - 0.9843 = 2.5157in. Into difficult terrain: 2D6 [1, 2], the higher die 2in.
2.5157 > 2: didnt_make_it A B, nothing moves, no one locked.''',
    {'A': ('red', 25, [(20, 12), (21.5, 12), (23, 12.5), (24.5, 12), (26, 12)]),
     'B': ('blue', 25, line(20, 16, 5))},
    terrain=[('difficult', WOOD)], dice=[[1, 2]], didnt=True)

add('difficult_higher_die_not_the_sum', 'into a wood with 6 and 2: the move is 6in (the higher die), not 8',
    '''B: five at y=16 in the wood. A: #2 (23,10.3) first: 5.7 - 0.9843 = 4.7157in, ends
[23, 15.0157]; #1, #3, #4 at y=10 (5.0157in to the B ahead), #0 far back at (20, 8.5):
7.5 - 0.9843 = 6.5157in, more than 6 (but less than the sum 8). Bound A 4. B: A#1 into the
notch B#0-B#1 (from (21.5,10): 5.42in), A#3 into the notch B#3-B#4, A#4 onto B#4 at 150:
five B touched. A#0 -> (20.3, 14): 1.5in from A#1 in the notch: ENGAGED 5.''',
    {'A': ('red', 25, [(20, 8.5), (21.5, 10), (23, 10.3), (24.5, 10), (26, 10)]),
     'B': ('blue', 25, line(20, 16, 5))},
    terrain=[('difficult', WOOD)], dice=[[6, 2]],
    plan=[(1, ('x', 0, 1)), (3, ('x', 3, 4)), (4, ('c', 4, 140)), (0, ('p', (20.3, 14)))])

add('out_of_difficult_terrain', 'the chargers stand in a wood and charge out of it: 5 and 3, move 5in',
    '''A stands in a wood (difficult, x 15..31, y 8..12.5): moving out of it, the unit rolls 2D6
[5, 3] and moves at most 5in. B: five at y=16, x=20..26, in the open. A: #2 (23,10.8) first
(5.2 - 0.9843 = 4.2157in, ends [23, 15.0157]); #1/#3 at y=10.5 (4.5157); #0/#4 at y=9.5
(5.5157 > 5: short; bound A 3). A#1, A#3 into the notches B#0-B#1, B#3-B#4: all five B
touched. A#0 -> (20.2, 13.9), A#4 -> (25.8, 13.9): ENGAGED 5.''',
    {'A': ('red', 25, [(20, 9.5), (21.5, 10.5), (23, 10.8), (24.5, 10.5), (26, 9.5)]),
     'B': ('blue', 25, line(20, 16, 5))},
    terrain=[('difficult', rect(15, 8, 31, 12.5))], dice=[[5, 3]],
    plan=[(1, ('x', 0, 1)), (3, ('x', 3, 4)), (0, ('p', (20.2, 13.9))), (4, ('p', (25.8, 13.9)))])

add('through_a_hedge_line', 'a hedge (difficult) across the whole table between them: 5 and 4, move 5in',
    '''A difficult strip y 12.5..13.5 across the table: every route crosses it, so 2D6 [5, 4]:
5in. A: #2 (23,10.4) first: 5.6 - 0.9843 = 4.6157in, ends [23, 15.0157]; the others at y=10:
5.0157 > 5 from every B ring - short (bound A 1, B 1). ENGAGED: A#1 -> (22, 13), A#3 -> (24, 13),
A#0 -> (21.1, 13.9), A#4 -> (24.9, 13.9), each within 5in and 2.98in of A#2: 5.''',
    {'A': ('red', 25, [(20, 10), (21.5, 10), (23, 10.4), (24.5, 10), (26, 10)]),
     'B': ('blue', 25, line(20, 16, 5))},
    terrain=[('difficult', rect(0, 12.5, 48, 13.5))], dice=[[5, 4]],
    plan=[(1, ('p', (22, 13))), (3, ('p', (24, 13))), (0, ('p', (21.1, 13.9))), (4, ('p', (24.9, 13.9)))])

add('dangerous_ground_first_model_tests', 'the target stands on dangerous ground: the first model in takes a test',
    '''B: five at y=16, x=20..26, on dangerous ground (kind dangerous, x 18..29, y 14..19): also
difficult, so 2D6 [3, 6]: 6in. A: #2 (23,10.5) first: 4.5157in, ends [23, 15.0157], inside the
area (its centre and its base): dangerous_terrain_test A#2. A#5 at (23, 6.5) can get no part of
its base into the area (its centre would need y >= 13.5079: 7.0079in > 6): no test for A#5.
Reach: #0,#1,#3,#4 at y=10 (5.0157); A#5 cannot touch. Witness: A#k onto B#k; A#5 -> (23, 12.4):
2.6157in behind A#2: ENGAGED 6, coherent.''',
    {'A': ('red', 25, [(20, 10), (21.5, 10), (23, 10.5), (24.5, 10), (26, 10), (23, 6.5)]),
     'B': ('blue', 25, line(20, 16, 5))},
    terrain=[('dangerous', rect(18, 14, 29, 19))], dice=[[3, 6]],
    plan=[(k, ('c', k, 180)) for k in (0, 1, 3, 4)] + [(5, ('p', (23, 12.4)))],
    events=['dangerous_terrain_test A#2'], no_events=['dangerous_terrain_test A#5'])

# ------------------------------------------------------------------ routes: gaps, corners, friends
add('through_a_gap_between_ruins', 'five charge through a 1.6in gap between two ruins',
    '''Two ruins (impassable) x 10..22.2 and x 23.8..36, y 13..14: a 1.6in gap (wider than a
25mm base, 0.9843in) at x 22.2..23.8. B: five at y=16.4, x=20..26. A: #1 (21.5,11.5), #2 (23,11.9),
#3 (24.5,11.5) in front, #0 (22.2,10.2) and #4 (23.8,10.2) behind. A#2 is straight behind the
gap: it goes straight through, 4.5 - 0.9843 = 3.5157in, ends [23, 15.4157] (just beyond the gap).
Every other model must pass the gap too (round the ruins' far ends is over 10in).
Counts (aspin): each passes the gap and then turns to a target model, the farther ones first
so the gap's mouth stays clear: A#1 to B#0 (5.62in), A#3 to B#4 (5.62), A#0 to B#1 (5.56),
A#4 to B#3 (5.56) (the reach table): all five A touch, all five B are touched, ENGAGED 5.''',
    {'A': ('red', 25, [(22.2, 10.2), (21.5, 11.5), (23, 11.9), (24.5, 11.5), (23.8, 10.2)]),
     'B': ('blue', 25, line(20, 16.4, 5))},
    terrain=[('impassable', rect(10, 13, 22.2, 14)), ('impassable', rect(23.8, 13, 36, 14))],
    plan=[(1, ('r', 0)), (3, ('r', 4)), (0, ('r', 1)), (4, ('r', 3))])

add('gap_narrower_than_base_another_model_first', 'the model behind a 0.9in gap cannot use it: another model charges first',
    '''Ruins (impassable) x 16..23.55 and x 24.45..26.5, y 12.5..13.5: a 0.9in gap, narrower than
a 25mm base (0.9843in): "may not pass through gaps narrower than their base diameter".
B: five at y=16, x=21..27. A#2 at (24, 10.6) is straight behind the gap (4.4157in if it could
pass) but must go round the east ruin's end. A#4 at (27.2, 10.3) has a clear straight line to
B#4 (27,16): sqrt(0.04 + 32.49) - 0.9843 = 4.7193in, passing 0.72in from the ruin corner
(26.5,13.5) (more than the 0.4921 radius): the least movement, so A#4 charges first and ends on
the line to B#4's centre.
Counts (aspin): the others must go round the east ruin's end (x=26.5); only A#3 then reaches
contact (B#3, 5.66in; the reach table), so A 2 (A#3, A#4) and B 2 (B#3, B#4). ENGAGED: A#2 and
A#1 get round the end to within 2in of A#4 (the witness); A#0 cannot: a model in contact stands
within 0.9843in of B#3 or B#4 (the only target models in reach) or is A#4, so A#0's centre would
have to end within 3.9686in of B#3's or B#4's centre or 2.9843in of A#4's end, and its shortest
route to any of those discs (round the east end; the ENGAGED route bound below) is 6.8089in > 6.
ENGAGED 4; A#0 ends south of the east ruin at (25, 11.9), 2.40in from A#1's centre: coherent.''',
    {'A': ('red', 25, [(21, 10), (22.5, 10), (24, 10.6), (25.5, 10.3), (27.2, 10.3)]),
     'B': ('blue', 25, line(21, 16, 5))},
    terrain=[('impassable', rect(16, 12.5, 23.55, 13.5)), ('impassable', rect(24.45, 12.5, 26.5, 13.5))],
    plan=[(3, ('r', 3)), (2, ('e',)), (1, ('e',)), (0, ('p', (25.0, 11.9)))])

add('gap_one_point_one_fits_25mm', 'a 1.1in gap lets a 25mm base through',
    '''Ruins x 10..23.45 and x 24.55..38, y 12.5..13.5: a 1.1in gap (25mm base 0.9843in: fits).
B: five at y=16.5, x=21..27. A: x=21..27 at y=10, #2 at (24, 10.6) behind the gap: straight
through, 5.9 - 0.9843 = 4.9157in, ends [24, 15.5157]. No other model can reach contact: the
shortest route through the gap to any B ring is 6.26in for A#1 and A#3, more for A#0 and A#4
(the reach table; asfresh8 first wrote 5.6in here, wrongly): A 1, B 1.
ENGAGED (aspin): within 2in of A#2 means a centre within 2.9843in of [24, 15.5157]. In this
order, each through the gap while it is still open: A#1 -> (22.6, 14.6) and A#3 -> (25.4, 14.6)
beyond the ruins either side of A#2 (1.67in from it), A#0 -> (24, 14.52) at the gap's mouth
(0.9957in behind A#2), A#4 -> (24, 13.5) in the gap (2.0157in behind A#2; the gap's sides are
0.55in from its centre, more than 0.4921): ENGAGED 5, coherent.''',
    {'A': ('red', 25, [(21, 10), (22.5, 10), (24, 10.6), (25.5, 10), (27, 10)]),
     'B': ('blue', 25, line(21, 16.5, 5))},
    terrain=[('impassable', rect(10, 12.5, 23.45, 13.5)), ('impassable', rect(24.55, 12.5, 38, 13.5))],
    plan=[(1, ('p', (22.6, 14.6))), (3, ('p', (25.4, 14.6))), (0, ('p', (24, 14.52))), (4, ('p', (24, 13.5)))])

add('gap_one_point_one_stops_32mm', 'the same 1.1in gap stops 32mm bases: the charge goes round or fails',
    '''The ruins of gap_one_point_one_fits_25mm but A and B on 32mm bases (1.2598in > 1.1in gap).
A#2 at (24, 10.6) cannot pass. Round the ruins' ends (x=10 or x=38) is over 14in for any model:
no model can reach base contact with a 6in move: didnt_make_it A B, nothing moves.''',
    {'A': ('red', 32, [(21, 10), (22.5, 10), (24, 10.6), (25.5, 10), (27, 10)]),
     'B': ('blue', 32, line(21, 16.5, 5))},
    terrain=[('impassable', rect(10, 12.5, 23.45, 13.5)), ('impassable', rect(24.55, 12.5, 38, 13.5))],
    didnt=True)

add('first_model_round_a_ruin_corner', "the first model's shortest route bends round a ruin's corner",
    '''A ruin (impassable) x 18..23, y 12..13.5 stands in front of the left of A. A#0 (21.5,10.5)
cannot go straight; its shortest route runs to the ruin's east corner (23,12)-(23,13.5),
keeping its base against it (centre 0.4921 off), then straight to the nearest B model. B: five
at y=16, x=20..26. A#3 (26, 9.2) in the open is 6.8 - 0.9843 = 5.8157in from B#4, more than A#0's route.
check.py's tangent-graph route: A#0 to B#2 is the least movement; the end is on the line from
the last point of the route round the corner to B#2's centre. Reading: "the nearest enemy
model" is the nearest by route: B#1 (21.5,16) is nearer in a straight line (5.5in centre to
centre) but behind the ruin its shortest route is 6.30in, beyond the move; B#2's is 5.63.
Counts (aspin): A#3 to B#3 and A#4 to B#4 straight, sqrt(2.25 + 46.24) - 0.9843 = 5.9792in each;
no model reaches B#0 or B#1 (A#2 to B#0 is 6.33in round the ruin's west end, the least) and
A#1 and A#2 reach no ring: A 3 (A#0, #3, #4), B 3 (B#2, #3, #4). A#2 and A#1 go round the
ruin's east end to within 2in of A#0: ENGAGED 5.''',
    {'A': ('red', 25, [(21.5, 10.5), (20, 10), (18.5, 10), (26, 9.2), (27.5, 9.2)]),
     'B': ('blue', 25, line(20, 16, 5))},
    terrain=[('impassable', rect(18, 12, 23, 13.5))],
    plan=[(3, ('r', 3)), (4, ('r', 4)), (2, ('e',)), (1, ('e',))])

add('first_model_round_a_friend', 'a friendly model stands in the way: the first model goes round it',
    '''C (red, a friendly unit of two) stands at (23.35, 13) and (19.5, 13.2). A#2 (23,10.5)
would go straight to B#2 (23,16.5) but C#0 is in the way: "models may not move through
friendly ... models". Its shortest route bends round C#0's base (centres kept 0.9843 apart,
the west side is shorter as C#0 is 0.35in east of the line), then straight at B#2.
B: five at y=16.5, x=19.4..25.4. B#2 (22.4,16.5) is the nearest both in a straight line
(6.0299in centre to centre) and by route (check.py: B#1 5.37, B#2 5.17, B#3 5.44in).
Counts (aspin): A#1 to B#1, A#3 to B#3, A#0 to B#0, A#4 to B#4, each by its shortest route
round C where C is in the way (5.54 to 5.73in, the reach table): 5 A, 5 B, ENGAGED 5.''',
    {'A': ('red', 25, [(20, 10), (21.5, 10), (23, 10.5), (24.5, 10), (26, 10)]),
     'B': ('blue', 25, line(19.4, 16.5, 5)),
     'C': ('red', 25, [(23.35, 13), (19.5, 13.2)])},
    plan=[(1, ('r', 1)), (3, ('r', 3)), (0, ('r', 0)), (4, ('r', 4))])

add('first_model_round_an_enemy_it_is_not_charging', 'an enemy model of another unit near the line: the route keeps 1in from it',
    '''C (blue, not charged) has one model at (23.4, 13.2). A#2 (23, 10.5) heading for B#2
(23, 16.5) would pass 0.4in from it; "you may not move models within 1in of enemy models from
any unit they are not charging" holds for the whole route, so its centre keeps 0.9843 + 1 =
1.9843in from C's centre and the route bends west round that circle. B: five at y=16.5,
x=19.4..25.4. By route B#1 (20.9,16.5) is the nearest: 5.5520in (tangent to the 1.9843in circle
round C, its arc, then the tangent line at B#1's centre), B#2 5.6660in, though B#2 is nearer in a
straight line (6.0299 against 6.3569 centre to centre): the reading "nearest by route" (README).
The others of A stand at y=9.8 (5.7157in from the B ahead): A#2 is first. C does not move and is not locked; no A model ends within 1in of C.
Counts (aspin): B#3 is out of reach (A#4 6.12in, A#3 6.18, round C's 1in circle): B 4 at most.
A#0 to B#0 (5.74in), A#1 to B#2 (5.87); A#3 and A#4 reach only B#4, so both go on to B#4's
ring side by side, at bearings 201 and 140.5 from B#4 (61.5 degrees apart: two 25mm bases on
the 0.9843in ring need 60): A 5, B 4 (B#0, #1, #2, #4), ENGAGED 5.''',
    {'A': ('red', 25, [(20, 9.8), (21.5, 9.8), (23, 10.5), (24.5, 9.8), (26, 9.8)]),
     'B': ('blue', 25, line(19.4, 16.5, 5)),
     'C': ('blue', 25, [(23.4, 13.2)])},
    plan=[(0, ('r', 0)), (1, ('r', 2)), (3, ('c', 4, 201)), (4, ('c', 4, 140.5))])

add('beside_another_squad_one_inch', 'the charged squad stands beside another: no charger ends within 1in of it',
    '''B: five at y=16, x=20..26. C (blue, not charged): three at y=16, x=28, 29.5, 31 (2in from
B#4, a 1.0157in gap). A: five at y=11, x=19.5..25.5 (1.5in apart), #2 at (22.5, 11.4). A base
touching B#4 must keep its centre 1.9843in from C#0 (28,16): only bearings 164.8 to 375.2
(south round to north) of B#4's ring. First: A#2 to B#2, 3.6428in (check.py), ends about 186
degrees from B#2. Witness: A#1 into the notch B#0-B#1, A#0 onto B#0 at 235, A#3 onto B#3 at
195, A#4 onto B#4 at 200 (2.51in from C#0's centre). Bound: 5 chargers, 5 targets.''',
    {'A': ('red', 25, [(19.5, 11), (21, 11), (22.5, 11.4), (24, 11), (25.5, 11)]),
     'B': ('blue', 25, line(20, 16, 5)),
     'C': ('blue', 25, line(28, 16, 3))},
    plan=[(1, ('x', 0, 1)), (0, ('c', 0, 235)), (3, ('c', 3, 195)), (4, ('c', 4, 200))])

add('one_inch_rule_shuts_out_a_target_model', 'a target model pressed against another squad cannot be touched',
    '''B: two at (20,16), (21.5,16). C (blue, not charged): two at (22.7,15.3), (22.7,16.7).
Every point where a 25mm base touches B#1 is inside B#0's base or within 1.9843in of a C centre
(check.py: B#1's shortest route is infinite for every model), so B#1 cannot be touched: B in
contact at most 1. A: (18,12), (19.5,12.5), (21,12), (22.5,10.8), (24,10.8). First: A#1 to B#0,
2.5513in, ends at about 188 degrees on B#0's ring. A#3 and A#4 cannot touch (shortest routes
over 6in: reach table). Witness: A#2 round to B#0 at 316, A#0 onto B#0 at 252; A#3 -> (21, 13.6)
and A#4 -> (21.6, 12.8), ENGAGED, each over 1.9843in from C's centres. A: 3 in contact, 5 ENGAGED.''',
    {'A': ('red', 25, [(18, 12), (19.5, 12.5), (21, 12), (22.5, 10.8), (24, 10.8)]),
     'B': ('blue', 25, [(20, 16), (21.5, 16)]),
     'C': ('blue', 25, [(22.7, 15.3), (22.7, 16.7)])},
    plan=[(2, ('c', 0, 316)), (0, ('c', 0, 252)), (3, ('p', (21, 13.6))), (4, ('p', (21.6, 12.8)))])

# ------------------------------------------------------------------ how many fit round one model
add('ten_round_a_lone_40mm_model', 'ten 25mm charge a lone 40mm model: seven fit round it, the rest ENGAGED',
    '''B: one 40mm model at (24,16). A: ten 25mm, front y=12.8 at x=21..27 (#2 at (24,13)), rear
y=11.3 at x=21..27. Contact centres lie on the ring of radius 0.7874 + 0.4921 = 1.2795in. Two
bases on it need centres 0.9843 apart: an angle of 2 asin(0.4921/1.2795) = 45.24 degrees;
8 x 45.24 = 361.9 > 360, so at most 7 touch (bound 7; greedy "each to its nearest free point
on the ring" from the front crowds the front arc). First: A#2, 3 - 1.2795 = 1.7205in, ends
[24, 14.7205] (bearing 180). Witness: 7 at 180 + 51.43k (k = 0..6); the other three within
2in of a model in contact: ENGAGED 10.''',
    {'A': ('red', 25, [(21, 12.8), (22.5, 12.8), (24, 13), (25.5, 12.8), (27, 12.8)] + line(21, 11.3, 5)),
     'B': ('blue', 40, [(24, 16)])},
    plan=[(0, ('c', 0, 180 + 3 * 360 / 7)), (4, ('c', 0, 180 + 4 * 360 / 7)),
          (5, ('c', 0, 180 + 2 * 360 / 7)), (9, ('c', 0, 180 + 5 * 360 / 7)),
          (1, ('c', 0, 180 + 360 / 7)), (3, ('c', 0, 180 + 6 * 360 / 7)),
          (6, ('p', (22.9, 13.3))), (7, ('p', (24, 13.2))), (8, ('p', (25.1, 13.3)))],
    caps={'A_contact': (7, '8 bases need 361.9 degrees of the 360')})

add('eight_round_a_lone_32mm_model', 'eight 25mm charge a lone 32mm model: six fit round it',
    '''B: one 32mm model at (24,16). A: eight 25mm: (22.5,13.7), (24,13.9), (25.5,13.7), rear
(22.5,12.2), (24,12.2), (25.5,12.2), flanks (21,12.9), (27,12.9). Ring radius 0.6299 + 0.4921 =
1.1220in; two bases on it need 2 asin(0.4921/1.1220) = 52.03 degrees; 7 x 52.03 = 364.2 > 360:
at most 6 touch (bound 6). First: A#1, 2.1 - 1.122 = 0.978in, ends [24, 14.878] (bearing 180).
Witness: six at 60-degree steps (180, 240, 300, 0, 60, 120); the other two within 2in of a
model in contact: ENGAGED 8.''',
    {'A': ('red', 25, [(22.5, 13.7), (24, 13.9), (25.5, 13.7), (22.5, 12.2), (24, 12.2), (25.5, 12.2), (21, 12.9), (27, 12.9)]),
     'B': ('blue', 32, [(24, 16)])},
    plan=[(6, ('c', 0, 0)), (7, ('c', 0, 60)), (3, ('c', 0, 300)), (0, ('c', 0, 240)), (2, ('c', 0, 120)),
          (4, ('p', (23, 13.6))), (5, ('p', (25, 13.6)))],
    caps={'A_contact': (6, '7 bases need 364.2 degrees of the 360')})

# ------------------------------------------------------------------ base sizes
add('five_32mm_v_five_25mm', 'five on 32mm bases charge five on 25mm',
    '''A: 32mm (radius 0.6299) at y=10, x=20, 21.9, 23.8, 25.7, 27.6, #2 at (23.8, 10.4). B: 25mm at
y=15, same x. Contact at 0.6299 + 0.4921 = 1.1220in. First A#2: 4.6 - 1.122 = 3.478in, ends
[23.8, 13.878]. Each other A straight up 3.878in onto the B ahead. Bound 5/5.''',
    {'A': ('red', 32, [(20, 10), (21.9, 10), (23.8, 10.4), (25.7, 10), (27.6, 10)]),
     'B': ('blue', 25, [(20 + 1.9 * k, 15) for k in range(5)])},
    plan=[(k, ('c', k, 180)) for k in (0, 1, 3, 4)])

add('five_40mm_v_five_25mm', 'five on 40mm bases charge a close line of five 25mm',
    '''A: 40mm (radius 0.7874) at y=10, x=20, 22, 24, 26, 28, #2 at (24, 10.5). B: 25mm at y=15.5,
x=21..27 (1.5 apart). Contact at 1.2795in. First A#2: 5 - 1.2795 = 3.7205in, ends [24, 14.2205].
The 40mm bases (1.5748in across) are wider than B's spacing, so they fan out: A#1 onto B#1 at
215, A#3 onto B#3 at 145, A#0 onto B#0 at 240, A#4 onto B#4 at 120 (each 1.9in or more from its
neighbour). Bound 5/5.''',
    {'A': ('red', 40, [(20, 10), (22, 10), (24, 10.5), (26, 10), (28, 10)]),
     'B': ('blue', 25, line(21, 15.5, 5))},
    plan=[(1, ('c', 1, 215)), (3, ('c', 3, 145)), (0, ('c', 0, 240)), (4, ('c', 4, 120))])

add('six_25mm_v_three_40mm', 'six 25mm charge three on 40mm bases: bases in the notches touch two',
    '''B: 40mm at (21,16), (23.2,16), (25.4,16) (0.6252in gaps). A: six 25mm at y=12.8,
x=20..27.5 (1.5 apart), #2 at (23, 13.1). Contact at 1.2795in. First A#2 to B#1: sqrt(0.04 +
8.41) - 1.2795 = 1.6274in. A 25mm base in the notch between two 40mm ones (the point 1.2795 from
both) touches both. Witness: A#1 in the notch B#0-B#1, A#3 in the notch B#1-B#2, A#0 onto B#0 at
240, A#4 onto B#2 at 160, A#5 onto B#2 at 110. Bound: 6 chargers, 3 targets.''',
    {'A': ('red', 25, [(20, 12.8), (21.5, 12.8), (23, 13.1), (24.5, 12.8), (26, 12.8), (27.5, 12.8)]),
     'B': ('blue', 40, [(21, 16), (23.2, 16), (25.4, 16)])},
    plan=[(1, ('x', 0, 1)), (3, ('x', 1, 2)), (0, ('c', 0, 240)), (4, ('c', 2, 160)), (5, ('c', 2, 110))])

add('six_32mm_v_six_32mm', 'six on 32mm bases charge six on 32mm bases',
    '''A and B: 32mm (radius 0.6299) in lines 1.6in apart, x=20..28; A at y=10 with #2 at
(23.2, 10.5), B at y=15. Contact at 1.2598in. First A#2: 4.5 - 1.2598 = 3.2402in, ends
[23.2, 13.7402]. The others straight up 3.7402in. Bound 6/6.''',
    {'A': ('red', 32, [(20, 10), (21.6, 10), (23.2, 10.5), (24.8, 10), (26.4, 10), (28, 10)]),
     'B': ('blue', 32, line(20, 15, 6, 1.6))},
    plan=[(k, ('c', k, 180)) for k in (0, 1, 3, 4, 5)])

add('five_40mm_v_five_40mm', 'five on 40mm bases charge five on 40mm bases at an angle',
    '''A: 40mm at y=10, x=20..28 (2in apart), #2 at (24, 10.6). B: 40mm at y=16, x=21..29 (2in
apart, offset 1in east). Contact at 1.5748in. First A#2 (24.2, 10.6) to B#2 (25,16):
sqrt(0.64+29.16) - 1.5748 = 3.8841in (B#1: sqrt(1.44+29.16) - 1.5748 = 3.9569), along the
slanted line to B#2's centre.
Witness: A#k onto B#k along the straight line. Bound 5/5.''',
    {'A': ('red', 40, [(20, 10), (22, 10), (24.2, 10.6), (26, 10), (28, 10)]),
     'B': ('blue', 40, line(21, 16, 5, 2))},
    plan=[(1, ('r', 1)), (3, ('r', 3)), (0, ('r', 0)), (4, ('r', 4))])

# ------------------------------------------------------------------ greedy falls short
add('greedy_takes_the_wrong_target_model', 'nearest-first sends a model to a target already fought: one target model left out',
    '''B: three at (20,16), (22.5,16), (25,16). A: #0 (21,12.3), #1 (23.6,11.3), #2 (22.5,9.1),
#3 (21.2,8), #4 (23.8,8). First A#0 to B#0: sqrt(1+13.69) - 0.9843 = 2.8486in (to B#1 3.0080),
ends at bearing 164.9 from B#0. Reach: A#1 to B#1 3.8430, to B#2 3.9200; A#2 to B#1 6.9 - 0.9843
= 5.9157 but to B#0/B#2 sqrt(6.25+47.61) - 0.9843 = 6.355 > 6; A#3, A#4 reach nothing (7.1in+).
A#2 reaches B#1's ring only where cos(angle off straight down) >= (6.9^2 + 0.9843^2 - 36) /
(2 x 6.9 x 0.9843) = 0.926: bearings 157.8..202.2.
Greedy (nearest first, each to its nearest target model): A#1 to B#1 at bearing 166.8; then no
point of A#2's arc is 60 degrees from it: A#2 touches nothing - 2 targets, 2 chargers.
Optimum: A#1 to B#2 (3.92in), A#2 to B#1 at 180: 3 chargers, 3 targets (bound: A#3, A#4 cannot
reach; three targets). A#3 -> (21.2, 13.2), A#4 -> (23.8, 13.2): ENGAGED 5.''',
    {'A': ('red', 25, [(21, 12.3), (23.6, 11.3), (22.5, 9.1), (21.2, 8), (23.8, 8)]),
     'B': ('blue', 25, [(20, 16), (22.5, 16), (25, 16)])},
    plan=[(1, ('r', 2)), (2, ('c', 1, 180)), (3, ('p', (21.2, 13.2))), (4, ('p', (23.8, 13.2)))],
    greedy='2 chargers and 2 target models in contact (A#1 takes B#1 at 166.8, A#2 is shut out).')

add('greedy_takes_the_only_slot', 'nearest-first fills the one point a rear model could reach: one charger fewer',
    '''B: two at (20,16), (22.5,16). A: #0 (20.5,12.5), #1 (23.2,11.5), #2 (22.5,9.1),
#3 (21.3,8.2), #4 (23.7,8.2). First A#0 to B#0: sqrt(0.25+12.25) - 0.9843 = 2.5512in, ends at
bearing 171.9 from B#0. A#1: to B#1 sqrt(0.49+20.25) - 0.9843 = 3.5700 (bearing 171.2), to B#0
4.5397. A#2 reaches only B#1, only at bearings 157.8..202.2 (as in
greedy_takes_the_wrong_target_model; B#0 is sqrt(6.25+47.61) - 0.9843 = 6.355 away). A#3, A#4
reach nothing (7.0in+). Greedy (nearest first, nearest target): A#1 onto B#1 at 171.2 shuts A#2
out: 2 in contact. Optimum: A#1 onto B#0 at bearing 100 (its east side, 1.73in from A#2's end
and 1.16in from A#0's), A#2 onto B#1 at 180:
3 in contact (bound: A#3, A#4 cannot reach), 2 targets. A#3, A#4 ENGAGED behind: 5.''',
    {'A': ('red', 25, [(20.5, 12.5), (23.2, 11.5), (22.5, 9.1), (21.3, 8.2), (23.7, 8.2)]),
     'B': ('blue', 25, [(20, 16), (22.5, 16)])},
    plan=[(1, ('c', 0, 100)), (2, ('c', 1, 180)), (3, ('p', (21.3, 13.4))), (4, ('p', (23.7, 13.4)))],
    greedy='2 chargers in contact (A#1 onto B#1 at 171.2 leaves A#2 no point 60 degrees away).')

# ------------------------------------------------------------------ more ordinary charges
add('lone_character_charges', 'a lone model on a 40mm base charges a squad of five',
    '''A: one 40mm model at (24, 11). B: five 25mm at y=15.5, x=21..27. First (the only model):
to B#2, 4.5 - 1.2795 = 3.2205in, ends [24, 14.2205]; from there B#1 and B#3 are
sqrt(2.25 + 1.6473) = 1.9742 > 1.2795 away: it touches only B#2. A unit of one is coherent.''',
    {'A': ('red', 40, [(24, 11)]), 'B': ('blue', 25, line(21, 15.5, 5))})

add('wide_loose_line_ends_coherent', 'eight in a wide loose line: the flank models cannot fight but end in coherency',
    '''A: eight 25mm at y=10, x=14.2 + 2.8k (1.8157in gaps), #3 at (22.6, 10.4). B: five at y=15.5,
x=21..27. First A#3 to B#1 (22.5,15.5): 5.101 - 0.9843 = 4.1167in. Reach: A#0 (14.2) and A#7
(33.8) are over 7.7in from any B ring: at most 6 touch; all five B can be touched. Witness: A#2
onto B#0 at 160, A#1 onto B#0 at 225, A#4 into the notch B#2-B#3, A#5 into the notch B#3-B#4,
A#6 onto B#4 at 140; A#0 -> (18, 13), A#7 -> (29.6, 13): within 2in of A#1 / A#6: ENGAGED 8,
and one chain: coherent.''',
    {'A': ('red', 25, [(14.2 + 2.8 * k, 10.4 if k == 3 else 10) for k in range(8)]),
     'B': ('blue', 25, line(21, 15.5, 5))},
    plan=[(2, ('c', 0, 160)), (1, ('c', 0, 225)), (4, ('x', 2, 3)), (5, ('x', 3, 4)),
          (6, ('c', 4, 140)), (0, ('p', (18, 13))), (7, ('p', (29.6, 13)))])

add('ten_v_ten_line', 'ten charge ten, line against line',
    '''A: ten 25mm at y=10, x=17..30.5 (1.5 apart), #4 at (23, 10.3). B: ten at y=15, same x.
First A#4: 4.7 - 0.9843 = 3.7157in, ends [23, 14.0157]. Every other A straight up 4.0157in onto
the B ahead. Bound 10/10.''',
    {'A': ('red', 25, [(17 + 1.5 * k, 10.3 if k == 4 else 10) for k in range(10)]),
     'B': ('blue', 25, line(17, 15, 10))},
    plan=[(k, ('c', k, 180)) for k in range(10) if k != 4])

add('screened_by_another_squad_didnt_make_it', "the charged squad stands behind another: the 1in rule closes the gaps",
    '''B: five at y=17, x=20..26. C (blue, not charged): five at y=14, x=19..29 (2.5in apart, 1.5157in
gaps). A: five at y=11, x=20..26. A route between two C models must keep its centre 1.9843in
from both: it needs centres 3.9686in apart, and they are 2.5: no way through. Round C's ends
(x=19 - 1.9843 or 29 + 1.9843) and back to B is over 6in for every model (check.py's routes):
no model can reach: didnt_make_it A B, nothing moves.''',
    {'A': ('red', 25, line(20, 11, 5)), 'B': ('blue', 25, line(20, 17, 5)),
     'C': ('blue', 25, line(19, 14, 5, 2.5))}, didnt=True)

add('out_of_dangerous_ground_no_test', 'the chargers leave dangerous ground: moving out of it, nobody enters, no test',
    '''A stands on dangerous ground (x 15..31, y 8..12.5); dangerous is difficult too: 2D6 [5, 3]:
5in. B: five at y=16, x=20..26 in the open. "Each model that enters it takes a test": they
leave it, none enters: no dangerous_terrain_test. Positions as in out_of_difficult_terrain:
A#2 first (4.2157in), A#0/A#4 short (5.5157 > 5). Counts the same: A 3, B 5, ENGAGED 5.''',
    {'A': ('red', 25, [(20, 9.5), (21.5, 10.5), (23, 10.8), (24.5, 10.5), (26, 9.5)]),
     'B': ('blue', 25, line(20, 16, 5))},
    terrain=[('dangerous', rect(15, 8, 31, 12.5))], dice=[[5, 3]],
    plan=[(1, ('x', 0, 1)), (3, ('x', 3, 4)), (0, ('p', (20.2, 13.9))), (4, ('p', (25.8, 13.9)))],
    no_events=['dangerous_terrain_test A#%d' % k for k in range(5)])

add('six_32mm_into_a_wood_roll_four', 'six on 32mm bases charge into a wood, 4 and 3: four reach',
    '''B: six 32mm at y=16, x=20..28 (1.6 apart) in a wood (difficult, x 17..31, y 14..19): 2D6
[4, 3]: 4in. A: six 32mm, #2/#3 at y=11.8 (x=23.2, 24.8), #1/#4 at y=11.6, #0/#5 at y=10.6.
Contact at 1.2598in. First: A#2 (23.2, 11.8) to B#2... A#2 and A#3 are equally near (4.2 - 1.2598
= 2.9402in): to break the tie A#2 stands at y=11.9 (2.8402in), ends [23.2, 14.7402].
A#1/#4 to the B ahead 4.4 - 1.2598 = 3.1402; A#0/#5: 5.4 - 1.2598 = 4.1402 > 4: short.
Bound A 4. B: A#1 and A#4 take the notches B#0-B#1 and B#4-B#5? A#1 from (21.6,11.6) to the
notch (20.8, 16 - 0.9992) 3.5 - fits; A#4 likewise: B touched 0,1,2,3,4,5 = 6. ENGAGED 6.''',
    {'A': ('red', 32, [(20, 10.6), (21.6, 11.6), (23.2, 11.9), (24.8, 11.8), (26.4, 11.6), (28, 10.6)]),
     'B': ('blue', 32, line(20, 16, 6, 1.6))},
    terrain=[('difficult', rect(17, 14, 31, 19))], dice=[[4, 3]],
    plan=[(1, ('x', 0, 1)), (4, ('x', 4, 5)), (3, ('c', 3, 180)), (0, ('p', (19.9, 13.9))), (5, ('p', (28.3, 13.9)))])

add('seven_close_v_seven_loose', 'seven in close order charge seven standing 2in apart',
    '''A: seven 25mm at y=11, x=19.5..28.5 (1.5 apart), #3 at (24, 11.4). B: seven at y=15.5,
x=18..30 (2in apart). First A#3 to B#3 (24,15.5): 4.1 - 0.9843 = 3.1157in, ends [24, 14.5157].
Each A#k goes straight at B#k (the farthest, A#0 and A#6: sqrt(2.25+20.25) - 0.9843 = 3.7591in).
Bound 7/7.''',
    {'A': ('red', 25, [(19.5 + 1.5 * k, 11.4 if k == 3 else 11) for k in range(7)]),
     'B': ('blue', 25, line(18, 15.5, 7, 2))},
    plan=[(k, ('r', k)) for k in (2, 4, 1, 5, 0, 6)])

add('charge_a_slanted_line', 'four charge a line standing at an angle: its far end is out of reach',
    '''B: five at (20,15), (21.3,15.75), (22.6,16.5), (23.9,17.25), (25.2,18) (1.5in apart on a
slant). A: four at y=11, x=20, 21.5, 23, 24.5. First A#0 to B#0: 4 - 0.9843 = 3.0157in, ends
[20, 14.0157]. Reach: B#4 (25.2,18) is sqrt(0.49+49) - 0.9843 = 6.05in from A#3, more from the
rest: out of reach (bound B 4). Witness: A#k straight at B#k. Bound A 4 (four).''',
    {'A': ('red', 25, line(20, 11, 4)),
     'B': ('blue', 25, [(20, 15), (21.3, 15.75), (22.6, 16.5), (23.9, 17.25), (25.2, 18)])},
    plan=[(1, ('r', 1)), (2, ('r', 2)), (3, ('r', 3))])

add('through_a_friendly_squad', 'a friendly squad stands in front with 1.2in gaps: the first model passes through one',
    '''C (red, friendly): five at y=13, x=17.5, 19.7, 21.9, 24.1, 26.3 (2.2in apart: gaps 1.2157in,
wider than a 25mm base). A: five at y=10.5, x=20..26, #2 at (23, 11): straight up the middle of
the gap between C#2 (21.9) and C#3 (24.1), 1.1in from each centre (> 0.9843: it passes).
B: five at y=16, x=20..26. A#2 straight to [23, 15.0157]: 5 - 0.9843 = 4.0157in.
Counts (aspin): the others pass through gaps of C too: A#1 to B#1, A#3 to B#3, A#0 to B#0,
A#4 to B#4 (4.64 to 4.72in, the reach table): 5 A, 5 B, ENGAGED 5.''',
    {'A': ('red', 25, [(20, 10.5), (21.5, 10.5), (23, 11), (24.5, 10.5), (26, 10.5)]),
     'B': ('blue', 25, line(20, 16, 5)),
     'C': ('red', 25, line(17.5, 13, 5, 2.2))},
    plan=[(1, ('r', 1)), (3, ('r', 3)), (0, ('r', 0)), (4, ('r', 4))])

add('friendly_squad_gaps_too_narrow_for_40mm', "the same friendly squad's gaps are too narrow for 40mm bases",
    '''C (red, friendly): five 25mm at y=13, x=17.5..26.3 (2.2 apart: gaps 1.2157in, narrower than
a 40mm base, 1.5748in). A: five 40mm at y=10.5, x=20..28 (2in apart), #2 at (24, 11).
B: five 25mm at y=16, x=20..26. No A model can pass between two C models; the shortest routes
go round C's east end (C#4 at 26.3, 13): check.py's tangent-graph route picks the first model
and its end.
Counts (aspin): no other model reaches contact (round C's east end, 7.47in and more: the reach
table): A 1, B 1. ENGAGED: within 2in of A#4 means a centre within 2 x 0.7874 + 2 = 3.5748in of
its end [26.6556, 14.9012]. A#3 -> (29.2, 14.2), A#2 -> (28.2, 12.6), A#1 -> (26.9, 11.7),
A#0 -> (25.2, 11.7) (south of C: 1.70in from C#3's and C#4's centres, more than 1.2795;
3.52in from A#4's end), in that order, each by its shortest route: ENGAGED 5, coherent.''',
    {'A': ('red', 40, [(20, 10.5), (22, 10.5), (24, 11), (26, 10.5), (28, 10.5)]),
     'B': ('blue', 25, line(20, 16, 5)),
     'C': ('red', 25, line(17.5, 13, 5, 2.2))},
    plan=[(3, ('p', (29.2, 14.2))), (2, ('p', (28.2, 12.6))), (1, ('p', (26.9, 11.7))), (0, ('p', (25.2, 11.7)))])

add('nine_v_three_spread_out', 'nine charge three standing 3.5in apart: three on each',
    '''B: three at y=16, x=19, 22.5, 26. A: nine at y=12, x=16.5..28.5 (1.5 apart), #4 at
(22.5, 12.4). First A#4: 3.6 - 0.9843 = 2.6157in, ends [22.5, 15.0157]. Witness: on each B, bases
at 115, 180 and 245 (65 degrees apart, more than the 60 two 25mm bases need): A#0, A#1, A#2 on
B#0, A#3, A#5 on B#1, A#6, A#7, A#8 on B#2. The 115 base of one B and the 245 base of the next
are 3.5 - 2 x 0.8921 = 1.7159in apart: coherent. Bound 9/3.''',
    {'A': ('red', 25, [(16.5 + 1.5 * k, 12.4 if k == 4 else 12) for k in range(9)]),
     'B': ('blue', 25, [(19, 16), (22.5, 16), (26, 16)])},
    plan=[(3, ('c', 1, 245)), (5, ('c', 1, 115)), (2, ('c', 0, 115)), (6, ('c', 2, 245)),
          (1, ('c', 0, 180)), (7, ('c', 2, 180)), (0, ('c', 0, 245)), (8, ('c', 2, 115))])
