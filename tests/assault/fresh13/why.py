"""The working of each fresh13 scenario, by hand, from seed 004 and the spec's assault entry.
gen.py puts it at the head of each file, above the numbers check.py recomputes."""
WHY = {
'01': """
Seed 004, ordinary charge: five chargers in a ragged blob (centres 50-58mm apart) on five
targets in a ragged line (edge gaps 29-50mm, 1.1-2in). "Start the charge by moving a single
model ... the one which can reach the enemy by using the least amount of its available
movement ... into contact with the nearest enemy model ... using the shortest possible route":
the table below gives A#1 to B#2 as the least (81.93mm), so A#1 goes straight to B#2 and
stops touching it (its end pinned). Every charger reaches a target of its own (all needs
below 152.4mm) and the witness puts each on a different target, all coherent. Bound: 5
chargers, 5 targets: in contact 5, touched 5, ENGAGED 5 cannot be beaten, and are met.
Both units LOCKED.""",
'02': """
Ten chargers in a ragged two-row blob on eight targets in a blob (five in front, three
behind them in the front row's gaps, which are 35-37mm wide edge to edge: a 25mm base goes
through at x = the gap's middle, 31mm from each front target's centre). Least movement:
A#2 to B#2 (55.8mm). The witness sends three front-row chargers through the gaps to the back
three, and the other seven onto the front five (two of them take a second spot on B#0 and
B#2); every route is checked clear of every model where it stands when that model moves.
Bound: 10 chargers, 8 targets: in contact 10, touched 8, ENGAGED 10 are the most possible,
and the witness meets them.""",
'03': """
"each model must end within the distance it rolled": A#1 (not A#0) stands exactly 6in + 25mm
straight south of B#0 (152.4mm to travel), the least of all (A#0 and A#2 need 188mm and
178mm, out of reach of any target). A#1 moves 152.4mm straight and touches B#0: pinned at
(600, 652.4)mm. A#0 and A#2 cannot touch anything (in contact <= 1, touched <= 1); each can
end 55mm from A#1's centre (30mm edge gap, within 2in) on its own line: ENGAGED 3, coherent.""",
'04': """
The same table with A#1 0.5mm farther: it needs 152.9mm, 0.5mm (20 times the tolerance) more
than its 6in; no other model is closer than 178mm. "if the enemy is not within the Assault
move distance of at least one model, the charge does not happen ... The models are not moved":
didnt_make_it, nothing moves, nobody LOCKED.""",
'05': """
The same table with A#1 farther by half the tolerance (0.0127mm): it needs 152.4127mm, and
"within D" is distance <= D + tolerance (geometry.md), so the charge happens: A#1 ends
touching B#0 (its centre within the tolerance of (600, 652.4)mm), the rest as in 03.""",
'06': """
The last model, A#4, stands exactly 6in + 25mm from B#4 (needs 152.4mm) and can reach no
other target (B#3 needs 163.3mm). The first model is A#0 (to B#0, 75.1mm). Every other
charger reaches its own target; the witness keeps B#4's spot toward A#4 free and A#4 goes
straight in at exactly 152.4mm. In contact 5, touched 5, ENGAGED 5 (the most possible).""",
'07': """
The same with A#4 0.5mm farther (152.9mm to B#4, more elsewhere): A#4 can touch nobody, so in
contact <= 4; no two targets stand within 50mm of each other (a charger touches at most one),
so touched <= in contact <= 4. A#4 ends 0.5mm short of B#4, within 2in of A#3 on B#3:
ENGAGED 5. Which four targets are touched is not fixed, so B's ENGAGED is not pinned.""",
'08': """
Difficult ground (a strip 30mm deep) lies across the whole front, and every route to the
targets crosses it, so the unit rolls: dice [4, 2], the higher die 4: no model moves farther
than 4in (101.6mm). A#1 stands exactly 4in + 25mm from B#0: it goes straight in (pinned).
A#0 needs 139.4mm to B#0: within 6in but not 4in, so the die binds every model, not only
those in the strip. A#0 and A#2 end within 2in of A#1: in contact 1, ENGAGED 3.""",
'09': """
The same strip; the dice [3, 3] give 3in (76.2mm) and the nearest model needs 76.7mm (0.5mm
short): didnt_make_it, nothing moves.""",
'10': """
40mm chargers, 25mm targets: contact 32.5mm from a target's centre, and two chargers on one
target stand at least 76 degrees apart round it (40mm chord on a 32.5mm circle). The first
model A#0 goes straight to B#0's south spot (600, 667.5), square in A#1's path: A#1 must bend
round it to B#0's nearest free spot (76 degrees round). lb: the shortest route round A#0's
40mm disc to any free spot (check.py, every 0.1 degree), 149.03mm here: within 6in
(the witness's route, 30 points round A#0, is 149.04mm). A#2 and
A#3 take B#2 and B#1. In contact 4, touched 3, ENGAGED 4.""",
'11': """
As 10 with A#1 6.1mm farther back: the straight line to B#0's nearest free spot would be
149.60mm (within 6in) but the route must bend round A#0, which has moved: lb 154.77mm, over 6in.
A#1 reaches no other target. So A#1 cannot touch anything: in contact <= 3 (met), touched 3,
and A#1 ends 1mm behind A#0: ENGAGED 4.""",
'12': """
Difficult ground (a bog) in front of the left two only: A#0 and A#1 cross it, the others do
not. The unit rolls once: [2, 5], higher die 5in (127mm), for every model. A#4 needs 140.6mm
(within 6in, not 5in): it cannot touch, so in contact <= 4; no two targets within 50mm, so
touched <= 4. Witness: four in contact, A#4 40mm from B#4's centre, within 2in of A#3:
ENGAGED 5.""",
'13': """
Dangerous ground (a ruin) covers B#0 and B#1 and every spot round them (check.py tests every
degree); B#2..B#4 and every spot round them lie outside it. A#1 and A#3 reach none of B#2..B#4,
so to touch all five targets (the bound, met) A#0, A#2 and A#4 take B#2..B#4 and A#1 and A#3
take B#0 and B#1, entering the ruin: dangerous_terrain_test A#1 (the first model, by least
movement, so its test comes first) then A#3; no test for A#0, A#2, A#4, whose routes stay
east of it. Dice [1, 6]: the higher die is the second, 6in.""",
'14': """
Difficult strip across the front; the dice [1, 2] give 2in and the nearest model needs 3in:
didnt_make_it, nothing moves.""",
'15': """
Table 01 with a wood (difficult) 58mm east of the last target: no route to any spot touching a
target comes near it, so no model would move into it and no dice are rolled (none given: a
die left over would be an error). The rest as in 01.""",
'16': """
An impassable rock (x 585..655, y 615..650) stands between the squads. A 25mm base's centre
crosses the rock's band only at x <= 572.5 or >= 667.5; so a route from A#4 (behind the
rock's middle) is at least dist(A#4, lower piece) + 35 + dist(upper piece, spot): lb 172.4mm
to the nearest spot, over 6in. A#2's straight route is blocked and its lb exceeds A#0's
straight 110.4mm, so A#0 is first. The witness takes A#1 and A#0 straight, A#3 straight past
the rock's east side, A#2 round its west end; in contact 4 (A#4 cannot), touched 4 (no two
targets within 50mm), A#4 goes round the west end to 72mm from A#0: ENGAGED 5.""",
'17': """
A wall (y 630..650) with one gap 26mm wide: 25mm bases file through it, one at a time, and
the route of each later model is checked against those that have moved. A centre crosses the
wall's band only at x in [610.5, 611.5] (or round the far ends): lb per model below. A#1,
square in front of the gap, needs least (every other model's lb is over 128mm). "Move the
model into contact with the nearest enemy model ... using the shortest possible route": the
nearest to A#1 is B#0 (centre 135.0mm away; B#1, straight ahead, 140.0mm), so A#1 goes up the
gap's west side and wraps the west wall's end (its corner (598, 650) at 12.5mm, anticlockwise)
to B#0: first_route is that route's length and the spot's angle round B#0, found by check.py
over every 0.01 degree and refined; A#1 is pinned there. (The first version of this file sent
A#1 straight on to B#1: see README, faults.) A#0 and A#2 follow through the gap to B#1 and B#2;
A#3 and A#4 cannot reach contact (lb 165.6, 167.8mm) but pass or stand in the gap within 2in
of A#1: in contact 3, touched 3 (no two targets within 50mm), ENGAGED 5.""",
'18': """
The same wall and 26mm gap with 32mm bases: "may not pass through gaps narrower than their base
diameter". Round the wall's ends is over 550mm for everyone (lb), so no model can reach:
didnt_make_it.""",
'19': """
The gap exactly 25mm wide, 25mm bases: a gap is not "narrower" than the base, so they pass
(centre exactly 12.5mm from each side: touching, not overlapping). As 17: A#1, a centre
exactly 12.5mm east of the wall's end, goes straight up the gap's west side and round the end
to B#0 (first_route).""",
'20': """
(e) greedy is wrong. A#1 stands in a column in front of A#2 on the line to B#2 (bearing -95
maths). A#2 needs 150mm to B#2 and reaches no other target; the spots of B#2 it can reach lie
within arc (23.5 degrees) of its line. Greedy (each model in index order, or in order of least
movement, to its own best spot, untouched target first, shortest route): A#1's best is B#2
straight ahead (75mm, B#2 untouched): it takes the spot in A#2's arc, and every spot of that
arc is then within 60 degrees of A#1 (25mm apart needs 60): A#2 touches nothing. Greedy: in
contact 4. Optimum: A#1 goes to B#2's spot at -30 (a longer route, still within 6in), A#2
straight in behind: in contact 5 = all five (the bound), touched 4 = all, ENGAGED 5.""",
'21': """
(e) greedy is wrong (matching). A#1 reaches B#0, B#1 and B#2; A#2 and A#3 reach only B#0 and
B#1. Greedy: A#1 (96.7mm to B#1, 112.6 to B#2) takes the nearer untouched model B#1; after it
no model can reach B#2, and greedy touches 2. (This table catches greedy in index order: by
least movement A#3, 77.0mm to B#0, would move before A#1 and take B#1, and then A#1 B#2.) Optimum: A#1 to B#2 (left side), A#2 and A#3 on B#1: touched 3 = all
targets (the bound), in contact 4 = all, ENGAGED 4.""",
'22': """
(e) greedy is wrong (two at once). B#2 and B#3 stand 46.2mm apart (edge gap 21mm, under 1in):
a charger 25mm from both touches both (the saddle point below them). Only A#1 reaches B#3.
Greedy: A#1's best spot is B#2's straight spot (83mm), touching B#2 only; B#3 is never touched:
touched 3. Optimum: A#1 to the saddle (route 111.25mm round B#2's side), touching B#2 and B#3:
touched 4 = all (the bound), in contact 4, ENGAGED 4.""",
'29': """
(d) coherency decides. B#0 stands alone on the left, 220mm (more than two 2in links of 75.8mm)
from any spot touching B#1..B#3 on the right. A#0 reaches only B#0; A#1..A#4 only the right.
Touching both sides takes a chain of at least two models out of contact between them: in contact
<= 3 that way (5 less 2), touched <= 3 (B#0 + two on the right; no two right targets within
50mm). Right only: in contact <= 4 (A#0 cannot), touched 3. The unit must end coherent (the
spec: "the unit ends coherent"; seed: "you will end up with all the models ... in 2" unit
coherency"), so the most-in-contact placement (5, A#0 on B#0) is not allowed; the optimum is
the right side: in contact 4, touched 3, and A#0 ends within 2in of A#1: ENGAGED 5.""",
'30': """
(d) coherency decides, and the first model decides the side. The least movement is A#0 to
B#0 (68.4mm), alone on the left; spots on the right are 170mm from any spot on B#0 (more than
two 2in links). The first model's place is fixed, so the unit touches B#0; to touch the right
too it needs two models out of contact as a bridge: in contact <= 4. Staying on the left only
A#0 and A#1 reach B#0 (<= 2). Witness: A#0 on B#0, A#1 and A#2 bridge, A#3..A#5 on B#1..B#3:
in contact 4, touched 4 (all), ENGAGED 6 (the bridges are within 2in of A#0 and A#3), coherent.
Greedy (each to its own best spot) puts all six in contact and breaks coherency.""",
'34': """
"You may not move models within 1" of enemy models from any unit they are not charging" (the
spec: no point of a model's move, and no end, within 1in of a model of a unit not charged). C
is a second enemy unit, not charged; C#0 stands 52mm from B#1's centre on A#2's line to it
(bearing -100 maths). A#2 needs 148mm to B#1 and reaches no other target; the spots of B#1 it
can reach lie within arc degrees of its line, and every one of them is within 1in of C#0
(check.py tests every 0.1 degree): A#2 cannot touch, so in contact <= 2. A#0 (first, 81.9mm)
takes B#0 straight; A#1 goes round C#0's 1in circle (radius 50.45mm, clockwise seen from C#0,
every point of the route over 1in from C) to B#1's spot at -174 degrees (137.2mm): touched 2.
A#2 ends 56.7mm from C#0's centre (31.7mm edge, over 1in) and within 2in of A#1: ENGAGED 3.
C is not contacted: not LOCKED, and does not move.""",
}
