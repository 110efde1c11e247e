"""The hand working of each fresh11 scenario (the header's prose); gen.py adds the numbers."""
R4 = ('Seed 004: "Charging units must attempt to engage as many opposing models as possible with as many\n'
      'of their models that can reach the fight"; the first model "can reach the enemy by using the least\n'
      'amount of its available movement" and moves "into contact with the nearest enemy model ... using the\n'
      'shortest possible route"; ENGAGED: "in base-to-base contact, or within 2" of a model from its own unit\n'
      'in base-to-base contact"; the unit ends in 2" coherency.')
DOCS = {}

DOCS['lone_model_flexible_leaves_far_one_its_spot'] = R4 + '''
A squad of five 32mm charges a lone 32mm model. A#0 is first (least movement) and stops at its south.
A#2, far to the east, reaches only the spots on X's east side within 34 degrees of due east (its arc
below). A#1 is nearer and goes before A#2 in the greedy order; its own nearest spot (bearing about 83)
lies in A#2's arc and, being 60 degrees from nothing else, it takes it: A#2 is then shut out.
GREEDY: in contact 2 (A#0, A#1), touched 1, ENGAGED 5.
OPTIMUM: in contact 3, touched 1, ENGAGED 5.
Bound: A#3 and A#4 are more than 6in (straight line, a lower bound on any route) from every contact
spot, so at most A#0..A#2 touch X: 3. Touched <= 1 (one target model). ENGAGED <= 5 (all).
Witness: A#1 goes to bearing 50 (north-east), A#2 to bearing 110 (60 degrees from A#1, 70 from A#0);
A#3, A#4 end within 2in of A#0. Every count is met by the bound, so they are pinned.'''

DOCS['wide_line_target_at_one_end_links_reach'] = R4 + '''
A line of eight 32mm, 14in long, charges a three-model line standing off its west end.
Only A#0..A#3 can reach contact (dc <= 6); A#4..A#6 can only be ENGAGED, through a model in contact
standing on the east side of X#2; A#7 cannot be ENGAGED at all (de > 6).
GREEDY (nearest first, straight): A#3 stops on X#2's east side, but A#4 and A#5 (moved before A#6,
being nearer) stop straight toward X in A#6's way, and A#6 ends 3.28in (centres) from A#3: not ENGAGED.
GREEDY: in contact 4, touched 3, ENGAGED 6.
OPTIMUM: in contact 4, touched 3, ENGAGED 7.
Bound: dc > 6 for A#4..A#7, so in contact <= 4; touched <= 3; de > 6 for A#7, so ENGAGED <= 7.
Witness: A#3 goes round A#2 to X#2 bearing 115 (the spot nearest A#6 that is 60 degrees from A#2),
A#5 tucks in beside it, then A#6 comes to 3.2in (centres) of A#3, then A#4; A#7 closes up for
coherency; A#1, A#0 to the fronts of X#1, X#0.'''

DOCS['nearest_enemy_differs_take_the_other_model'] = R4 + '''
Two target models 3.2in apart; A#0 is first onto X#0. A#1, on X#0's north-west, has X#0 nearest but
can also reach X#1 round X#0's north side; A#2, far to the west, reaches only X#0's west spots
(bearings 245.6..307.5). Greedy sends A#1 to its nearest spot on X#0 (bearing about 301), which shuts
A#2 out, and X#1 is never touched.
GREEDY: in contact 2, touched 1, ENGAGED 5.
OPTIMUM: in contact 3, touched 2, ENGAGED 5.
Bound: A#3, A#4 have dc > 6: in contact <= 3; touched <= 2 (two target models); ENGAGED <= 5.
Witness: A#1 round X#0's north to X#1 bearing 300, A#2 to X#0 bearing 276.5; A#3, A#4 within 2in of A#0.
X#1 is within 2in of X#0, so both target models are ENGAGED either way (target engaged 2).'''

DOCS['target_beside_uncharged_unit_1in_leaves_two_spots'] = R4 + '''
"You may not move models within 1" of enemy models from any unit they are not charging."
X's line of three runs on into an uncharged unit E (2.26in between their centres at the junction).
The 1in keeps every A model 2.26in (centres) from E's models, so X#2's ring is open only from about
bearing 133.6 to 218 (toward E it is closed, toward X#1 the base of A#1 closes it): two spots.
A#1 is first (to X#1's front). Greedy sends A#2 to X#2's front (its nearest), which leaves A#3 and
A#4 (who reach only X#2) one spot between them that they cannot reach, and A#5 is then blocked.
GREEDY: in contact 3, touched 3, ENGAGED 5.
OPTIMUM: in contact 5, touched 3, ENGAGED 6.
Bound: A#5 has dc > 6: in contact <= 5; touched <= 3; ENGAGED <= 6.
Witness: A#0 to X#0 bearing 210, A#2 round A#1 to X#0 bearing 150, A#3 and A#4 to X#2 bearings
200 and 140, A#5 within 2in of A#4 and 2.26in (centres) clear of E.'''

DOCS['column_charges_line_end'] = R4 + '''
A column of five 32mm charges the west end of a four-model line. A#0 is first, onto X#0 (bearing 211).
A#2 reaches only X#0's spots at bearings 139.9..246.1, i.e. only 139.9..151 once A#0 stands at 211.
Greedy moves A#1 (nearer) first: its straight way to X#0's east spots is blocked by A#0, so it goes to
its nearest legal spot, X#1 at 218, whose base covers X#0's spots 139.9..151: A#2 is shut out.
GREEDY: in contact 2, touched 2, ENGAGED 4.
OPTIMUM: in contact 3, touched 3, ENGAGED 4.
Bound: A#3, A#4 have dc > 6: in contact <= 3. Touched: A#0's spot (forced) touches X#0 only, A#2 can
touch only X#0, and one 32mm model touches at most two models of a line spaced 2in: touched <= 3.
ENGAGED: A#4 has de > 6: <= 4.
Witness: A#1 wraps round X#1 (tangent, arc) into the gap between X#1 and X#2, touching both; A#2 to
X#0 bearing 150; A#3 within 2in of A#0; A#4 keeps coherency.
Touched X#0..X#2 makes X#3 (within 2in of X#2) ENGAGED: target engaged 4.'''

DOCS['two_ranks_25mm_on_lone_40mm_pack_from_the_ends'] = R4 + '''
Two ranks of 25mm on a lone 40mm model. Two 25mm touching the 40mm must be 45.26 degrees apart on its
ring. A#2 is first, landing at bearing 176.2. Every reachable spot lies in 91.9..270 (the union of the
arcs below). Bound: on the right of A#2, 91.9..130.9 is under 45.26 wide: one spot; on the left,
221.5..270 holds two: in contact <= 4.
Greedy: A#1 takes 223.5 and A#3 128.5 (their nearest), and then no arc holds a spot: 3.
GREEDY: in contact 3, touched 1, ENGAGED 9.
OPTIMUM: in contact 4, touched 1, ENGAGED 10.
Witness: A#1 to 267.5 (only it reaches past 261), A#0 to 222, A#3 to 130.5; the rest within 2in of
those in contact. ENGAGED <= 10 (all).'''

DOCS['blob_two_go_round_the_far_side'] = R4 + '''
A blob of eight 32mm on a lone 32mm model: six fit round it, 60 degrees apart. A#1 is first, at 176.3.
Six would need the spots 176.3 + 60k, among them 356.3, which no model reaches (arcs: A#0 stops at
334.6, A#2 starts at 37.9): in contact <= 5.
Greedy: A#0 and A#2 take their nearest spots (about 244 and 105) and the others, who reach only the
south, are shut out.
GREEDY: in contact 3, touched 1, ENGAGED 7.
OPTIMUM: in contact 5, touched 1, ENGAGED 8.
Witness: A#0 goes round the west to 305 and A#2 round the east to 50 (the far side), A#6 to 116 and
A#3 to 245; A#4, A#5, A#7 within 2in of those in contact. ENGAGED <= 8 (all).'''

DOCS['touching_line_two_at_once_closes_two_fronts'] = R4 + '''
A target line shoulder to shoulder (centres 1.26in apart). The spot in the notch between two of its
models touches both, but a 32mm there covers both their fronts.
GREEDY (to the spot touching the most enemies; check.py plays it): A#1 goes into the notch X#1/X#2
(touching both), which covers X#1's and X#2's fronts; A#2, with no notch left in reach, takes X#3 at
189.2; A#3 reaches only X#3's front (162.3..192.6), now covered: shut out.
GREEDY: in contact 3, touched 4, ENGAGED 7.
OPTIMUM: in contact 4, touched 4, ENGAGED 7.
Bound: the rear three have dc > 6: in contact <= 4; touched <= 4; ENGAGED <= 7.
Witness: each of A#1..A#3 to the front of the model before it (bearing 175), the rear rank within 2in.'''

DOCS['forty_mm_on_lone_25mm_one_goes_round'] = R4 + '''
Six 40mm models on a lone 25mm model: two 40mm touching it are 75.95 degrees apart, so four fit
(5 x 75.95 > 360): in contact <= 4, touched <= 1, ENGAGED <= 6.
A#0 is first, at 180. Greedy (worked by hand: check.py's straight-line greedy cannot go round A#0):
A#1 and A#2 take their nearest legal spots, 256 and 104; the fourth spot must then lie in 332..28,
and of the models left A#3 reaches 119.5..307.9, A#4 52.1..240.5, A#5 56.6..303.4: none.
GREEDY: in contact 3, touched 1, ENGAGED 6.
OPTIMUM: in contact 4, touched 1, ENGAGED 6.
Witness: A#1 goes round the west to the far side (340), A#3 to 258, A#2 to 100; A#4, A#5 within 2in.'''

DOCS['line_at_thirty_degrees_west_model_keeps_its_spot'] = R4 + '''
Seven 32mm in line charge a five-model line at 30 degrees to them. X#0, at the far (north-west) end, is
out of everyone's reach. A#0, at the west end, reaches only X#1 (172.3..233.3) and X#2 (191.1..247.0).
Greedy moves A#1 first (nearer): it takes X#1 at about 190, and A#0 is shut out.
GREEDY: in contact 6, touched 4, ENGAGED 7.
OPTIMUM: in contact 7, touched 4, ENGAGED 7.
Bound: in contact <= 7 (all); X#0 is more than 6in + contact from every A model: touched <= 4.
Witness: spots along the line's face (X#4 bearing 100 for A#6, X#3 160 and 220, X#2 190, X#1 165
and 228). Touched X#1..X#4; X#0 is within 2in of X#1: target engaged 5.'''

DOCS['two_ranks_on_three_rear_rank_keeps_its_spot'] = R4 + '''
Two ranks of four 32mm charge a three-model line. A#2 is first, onto X#1 at 171.6. The rear rank
reaches only narrow arcs: A#5 only X#1 154.3..207.3 (all within 60 degrees of A#2: A#5 can never
touch); A#6 and A#7 only X#2, 156.4..208.5 and 164.4..171.7, too close together for both.
So in contact <= 8 - 2 = 6; touched <= 3; ENGAGED <= 8.
Greedy: A#3 takes X#2's front (173.9), shutting out A#6 and A#7; A#0 takes X#0's front, and A#1
finds the 1.1in gap between A#0 and A#2 too narrow for its base; A#4 is then shut out too.
GREEDY: in contact 3, touched 3, ENGAGED 8.
OPTIMUM: in contact 6, touched 3, ENGAGED 8.
Witness: A#1 slips first into the notch X#0/X#1 (touching both), A#0 to X#0 260, A#4 to X#0 200,
A#3 to X#2 108 (the side), A#7 to X#2 168; A#5, A#6 within 2in.'''

DOCS['lone_model_against_wall_pack_from_the_ends'] = R4 + '''
A lone 32mm model backs onto a ruin wall (impassable) 0.27in behind its base: a 32mm touching it must
stand at a bearing in 77.63..282.37 (its centre 0.63in below the wall). 204.7 degrees hold four spots
60 apart, not five: in contact <= 4, touched <= 1, ENGAGED <= 7.
A#0 is first, at 200. Greedy: A#1 takes its nearest spot (125); then the spots left in 77.6..140 are
within 60 of 125, and A#2 (33.6..156.4) is shut out.
GREEDY: in contact 3, touched 1, ENGAGED 7.
OPTIMUM: in contact 4, touched 1, ENGAGED 7.
Witness: A#1 to 140, A#2 to 80 (the wall's end of the arc), A#3 to 262; the rest within 2in.'''

DOCS['blob_25mm_on_line_end_fill_the_far_side'] = R4 + '''
A blob of nine 25mm charges the east end of a three-model line. 25mm touching a 32mm are 52 degrees
apart on its ring. A#0 is first, onto X#2 at 174. A#5 reaches only X#2 at 135.8..207.5, all within 52
of A#0: it can never touch. A#6, A#7 have dc > 6. So in contact <= 9 - 3 = 6; touched <= 3; ENGAGED <= 9.
Greedy (check.py, straight routes): A#1 takes X#2 at 119.5 and A#4 X#1 at 163.5 (their nearest);
A#4's base then covers X#2's 226..243 and X#1 is closed toward X#2, so A#2 and A#3 are shut out, and
A#8 finds no straight way to X#2's far side (even with a detour there, greedy stays at 4 or fewer).
GREEDY: in contact 3, touched 2, ENGAGED 9.
OPTIMUM: in contact 6, touched 3, ENGAGED 9.
Witness: A#1 round the east of X#2 to its far side (16), A#8 to X#2 68, A#3 to X#2 120, A#2 to X#1
200, A#4 to X#0 190; A#5..A#7 within 2in of those in contact.'''

DOCS['character_before_uncharged_squad_pack_from_the_ends'] = R4 + '''
"You may not move models within 1" of enemy models from any unit they are not charging."
A lone character stands before its uncharged squad E: a 32mm touching X must stay 2.26in (centres)
from E's models, which leaves the bearings 73.0..279.5 (206.5 degrees): four spots 60 apart, not five.
in contact <= 4, touched <= 1, ENGAGED <= 7.
A#0 is first, at 200. Greedy: A#1 takes its nearest spot (125), and A#2 (33.6..156.4) is shut out.
GREEDY: in contact 3, touched 1, ENGAGED 7.
OPTIMUM: in contact 4, touched 1, ENGAGED 7.
Witness: A#1 to 140, A#2 to 80, A#3 to 262; the rest within 2in, all 1in clear of E.'''

DOCS['six_32mm_on_lone_25mm_five_round_it'] = R4 + '''
Six 32mm on a lone 25mm model: two 32mm touching it are 68.31 degrees apart, five fit (6 x 68.31 > 360):
in contact <= 5, touched <= 1, ENGAGED <= 6.
A#0 is first, at 184.3. Greedy: A#4 (nearest) takes 115.5 (its nearest spot 68.3 from A#0), A#5
takes 274; after them A#1 (79.3..288.9), A#2 (46.0..228.2) and A#3 find no spot.
GREEDY: in contact 3, touched 1, ENGAGED 6.
OPTIMUM: in contact 5, touched 1, ENGAGED 6.
Witness: A#5 round the west to the far side (325.5), A#3 to 256.5, A#4 round the east to 34.5, A#2 to
105; A#1 within 2in of A#0.'''

DOCS['line_at_15_degrees_five_on_five'] = R4 + '''
An ordinary charge: five 32mm in line against a five-model line turned 15 degrees. A#4, nearest, is
first. Every model reaches the model across from it (straight, no crossing): in contact 5, touched 5,
ENGAGED 5 (all, so the bound is met).'''

DOCS['line_at_30_degrees_far_end_out_of_reach'] = R4 + '''
Five 25mm against a line turned 30 degrees: its far end X#0 is out of reach of every model (touched
<= 4). A#4 is first. A#0 reaches only X#2 (180.3..240.2); greedy (nearest first, check.py) lets A#1 take
X#2's south-west (about 196) and shuts A#0 out.
GREEDY: in contact 4, touched 3, ENGAGED 5.
OPTIMUM: in contact 5, touched 4, ENGAGED 5.
Witness: A#3 to X#3, A#2 to X#2 170, A#1 to X#1 190, A#0 to X#2 225. X#0 within 2in of X#1: target
engaged 5.'''

DOCS['line_at_60_degrees_four_40mm'] = R4 + '''
Four 40mm charge a four-model line at 60 degrees. A#3 is first. Each model goes straight to the model
of X nearest it: in contact 4, touched 4, ENGAGED 4 (all).'''

DOCS['short_by_less_than_tolerance_reaches'] = R4 + '''
"if the enemy is not within the Assault move distance of at least one model, the charge does not
happen"; lengths compare within the tolerance (0.001in, spec geometry.md). A#2 is 6.0005in from
contact: within 6in + tolerance, so the charge happens and A#2 moves 6.0005in into contact.
The others are more than 6in from contact (dc below) but reach within 2in of A#2: in contact 1,
touched 1, ENGAGED 5.'''

DOCS['short_by_a_little_more_didnt_make_it'] = R4 + '''
"DIDN'T MAKE IT? If the unit's move is insufficient to reach at least one target unit then the charge
does not proceed. The models are not moved". A#2 is 6.01in from contact, 0.01in more than the move
(beyond the 0.001in tolerance): nothing moves, no one is locked.'''

DOCS['wood_higher_die_five_all_reach'] = R4 + '''
"Models assaulting into, out of or through difficult terrain will be slowed down": the target stands
in a wood, every route enters it, the unit rolls 2D6 and moves no farther than the higher die: 5.
A#2 is first (4.14in). The flank models reach X#0 at 240 and X#2 at 120 in at most 5in.
in contact 5, touched 3, ENGAGED 5 (all).'''

DOCS['wood_higher_die_four_didnt_make_it'] = R4 + '''
The same wood; the dice show 4 and 3: the move is 4. The least movement to contact is A#2's 4.14in:
no model reaches, the charge does not proceed, nothing moves.'''

DOCS['wood_higher_die_six_full_move'] = R4 + '''
The wood again, the models 1.5in farther back; the dice show 1 and 6: the higher die, 6, is the move.
A#2 (5.64in) is first; A#1, A#3 reach the fronts of X#0, X#2; A#0 and A#4 are more than 6in from
contact but reach within 2in: in contact 3, touched 3, ENGAGED 5.'''

DOCS['dangerous_patch_on_first_models_path'] = R4 + '''
"Make any Dangerous Terrain tests as appropriate"; spec: dangerous terrain is difficult terrain as
well, and each model that enters it takes a test. A 1in bog lies on A#2's straight route: the unit
rolls, the higher die is 5, A#2 (first, 4.14in) goes through it: dangerous_terrain_test A#2.
All five reach within 5in: in contact 5, touched 3, ENGAGED 5. (Only A#2's test is pinned: the others
need not enter the bog.)'''

DOCS['character_charges_a_line'] = R4 + '''
A lone 40mm character charges a five-model line: it is the first (and only) model, straight into
contact with X#2. Its spot touches X#2 only (2.36in from X#3's centre). in contact 1, touched 1,
ENGAGED 1; X#1 and X#3 are within 2in of X#2: target engaged 3.'''

DOCS['squad_charges_lone_character'] = R4 + '''
Five 25mm charge a lone 40mm character: seven would fit round it (45.26 degrees apart). A#2 is first;
the others go to 268, 222, 128 and 82: in contact 5, touched 1, ENGAGED 5 (all).'''

DOCS['gap_narrower_than_base_first_model_goes_round'] = R4 + '''
"models ... may not pass through gaps narrower than their base diameter." Two rocks leave a 1in gap,
too narrow for a 32mm base. A#0's straight route runs through the rock; any route must pass the band
y 16..17 east of x = 24.63 (or far west), so it is at least |A#0 -> (24.63,16)| + 1 + 1.34 (the least
distance from that band's top to a contact spot): 7.18. Likewise A#1 >= 8.77, A#2 >= 6.04, A#4 >= 3.32.
So A#3 (3.18, straight and clear) is first, and A#0..A#2 cannot reach contact: in contact <= 2.
A#4 goes round the rock's east end into the notch between X#0 and X#1 (touching both): touched 3.
ENGAGED (spec 1.1 puts base contact with target models not yet in contact before ENGAGED, so A#4 is in
the notch): A#1 cannot be ENGAGED: below the rock (centre y <= 15.37, x <= 24.63) it is at least 3.46
from A#4 (23, 18.83) and comes within 3.26 of A#3 only east of x = 24.51, 6.19 from A#1; round the
rock's end is farther still. So ENGAGED <= 4, met by A#2 (25.9, 16.4) and A#0 (24.75, 15.35), both
within 2in of A#3, A#1 keeping coherency behind the rock. (ENGAGED pinned after the first run of
rulec, worked by hand as above; rulec's own count was not read.)'''

DOCS['gap_narrower_than_base_didnt_make_it'] = R4 + '''
A 1in gap between rocks 12in long; the target 5in beyond it. Every model's straight route (3.74in for
A#2) runs through the gap, too narrow for a 32mm base; round either end is more than 10.9in
(at least 4.08 to the end, 1 along it, 5.86 back): no model can reach, the charge does not proceed.'''

DOCS['two_ranks_rear_rank_fills_the_gaps'] = R4 + '''
Two ranks of 25mm on a five-model line spaced 2in. The front rank goes straight in (A#2 first); the
rear rank goes through the 1.02in gaps between the front rank's bases (a 25mm is 0.98in) into the
notches between the target models, each touching two: in contact 9, touched 5, ENGAGED 9 (all).'''

DOCS['uncharged_model_1in_across_the_way'] = R4 + '''
"You may not move models within 1" of enemy models from any unit they are not charging" (spec: the
1in holds for the whole route). An uncharged model E stands across A#0's way: A#0's straight route
passes 0.29in from E's centre line; keeping 2.26in (centres) from E its least route to contact is
tangent, arc, tangent: 6.31in (check.py, detour). So A#1 (5.10, clear) is first, at bearing 156.
Straight-line windows round E (check.py): A#2 130..207.5, A#3 150..198, A#4 158.5..190.5 — all within 60
degrees of A#1: nobody else can touch. in contact 1, touched 1; every model ends 1in clear of E.
ENGAGED <= 5 (all), met: A#2 (22.9, 17.6), A#3 (21.9, 16.4), A#4 (20.513, 17.0) and A#0 (19.97, 15.79),
each within 2in of A#1 and 2.26in (centres) from E along its whole route (A#0 and A#4 bend round E's
1in). (ENGAGED pinned after the first run of rulec, worked by hand; rulec's own count was not read.)'''

DOCS['ten_32mm_on_lone_40mm_six_round_it'] = R4 + '''
Ten 32mm in a blob on a lone 40mm monster. Two 32mm touching a 40mm are 52.78 degrees apart: six fit
(7 x 52.78 > 360): in contact <= 6, touched <= 1, ENGAGED <= 10.
A#0 is first, at 187.85. Greedy: A#1 and A#2 take their nearest spots, 133.5 and 244.5, and no
model left has a free spot in reach: 3.
GREEDY: in contact 3, touched 1, ENGAGED 10.
OPTIMUM: in contact 6, touched 1, ENGAGED 10.
Witness (routes round the monster's base, tangent then arc, recomputed by check.py): A#1 round the east
to the far side (355), A#3 to 60, A#6 to 115, A#2 round the west to 298, A#5 (round A#0) to 242; the
rest within 2in of A#0, A#5 or A#6.
(A first try, with the models 1in farther back, was dropped before the commit: its straight-line
bound was not met by any route round the base.)'''

DOCS['wide_line_on_lone_model_flank_contacts_for_the_links'] = R4 + '''
A line of nine 32mm, 20in wide, charges a lone 32mm model. Five can reach contact (A#2..A#6), six
would fit. The end models A#0 and A#8 can only be ENGAGED, through a model in contact standing toward
them: A#0 reaches within 2in of a model on X's ring only if that model stands at a bearing in
234..272.6 (A#8: 87.4..126), worked from |A#0 - X| = 10.44: a spot at angle D from A#0's bearing is
sqrt(10.44^2 + 1.26^2 - 2 x 10.44 x 1.26 cos D) from A#0, at most 6 + 3.26 only for D <= 19.3.
Greedy: A#3 and A#5 take the spots beside A#4 (240, 120: just outside both windows), A#2 and A#6
find nothing free in reach, and A#0, A#8 are left out.
GREEDY: in contact 3, touched 1, ENGAGED 7.
OPTIMUM: in contact 5, touched 1, ENGAGED 9.
Bound: A#0, A#1, A#7, A#8 have dc > 6: in contact <= 5; ENGAGED <= 9; touched <= 1.
Witness: A#2 round the west to 310, A#6 round the east to 40, A#3 to 250, A#5 to 100 (each inside its
far model's window), then A#1, A#0 to within 2in of A#3 and A#7, A#8 of A#5.'''
