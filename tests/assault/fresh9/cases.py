# The fresh9 cases (exec'd by gen.py). Coordinates in inches; chargers (A)
# south of the target (B), which stands further up the table.
# flake8: noqa

def scene(nc, mc, yc, sc_, nt, mt, yt, st, xc=24.0, xt=24.0, fwd=None, fdy=0.25, stag=0.0):
    A = line(nc, xc - sc_ * (nc - 1) / 2, yc, sc_)
    if fwd is not None:
        A[fwd] = (A[fwd][0], A[fwd][1] + fdy)
    T = line(nt, xt - st * (nt - 1) / 2, yt, st)
    T = [(x, y + (stag if k % 2 else 0.0)) for k, (x, y) in enumerate(T)]
    return U(mc, A), U(mt, T)


def spots_for(T, rsum, angs):
    """angs: per target model, a list of contact angles (math degrees)"""
    out = []
    for j, t in enumerate(T["models"]):
        for a in angs[j]:
            out.append(at(t, rsum, a))
    return out


def by_x(starts, spots):
    si = sorted(range(len(starts)), key=lambda i: starts[i][0])
    sp = sorted(spots, key=lambda p: p[0])
    assert len(si) == len(sp), (len(si), len(sp))
    return {i: [p] for i, p in zip(si, sp)}


def first_fix(sc):
    i0, j0, end0, m0 = first_model(sc)
    sc["witness"][i0] = [end0]


def case(file, title, why, A, T, witness, expect, move=6.0, **kw):
    sc = dict(file=file, title=title, why=why, A=A, T=T, witness=witness, expect=expect, move=move)
    sc.update(kw)
    if not sc.get("didnt"):
        first_fix(sc)
    add(**sc)


rs = lambda a, b: R[a] + R[b]

# ---------------------------------------------------------------- ordinary lines
A, T = scene(5, 25, 10.0, 1.5, 5, 25, 14.0, 1.5, fwd=2, fdy=0.2)
case("a01_five_v_five_head_on.yaml", "5 x 25mm charge 5 x 25mm head-on",
     """A line of five 25mm models 4in (edge gap 3.016in) south of a line of five 25mm
models, both 1.5in apart; model 2 stands 0.2in forward (edge gap 2.816in), so it is the
first model: least movement 2.816in, straight north into contact with the nearest enemy
model (B#2, straight ahead), ending 0.984in south of it at (24, 13.016).
Every other model walks straight north 3.016in (< 6in) into contact with the model in
front of it; the lines are 1.5in apart so no two chargers touch (1.5 > 0.984).
Bound: 5 chargers, 5 target models: all 5 in contact and all 5 target models contacted is
the most there can be, and the witness gets it. ENGAGED: all 5 (in contact). Target: all
5 in contact, all 5 engaged. Coherent: 1.5in apart = 0.516in gaps.""",
     A, T, by_x(A["models"], spots_for(T, rs(25, 25), [[270]] * 5)),
     dict(in_contact=5, engaged=5, t_in_contact=5, t_engaged=5))

A, T = scene(10, 32, 10.0, 2.0, 10, 25, 15.0, 1.5, fwd=4, fdy=0.3)
case("a02_ten_32mm_v_ten_25mm_narrower.yaml", "10 x 32mm charge a narrower line of 10 x 25mm",
     """Ten 32mm models 2in apart (x 15..33, y 10; model 4 at y 10.3) against ten 25mm models
1.5in apart (x 17.25..30.75, y 15). The chargers' line is wider than the target's, so the
outer chargers close in diagonally. Contact distance 32mm+25mm = 0.630+0.492 = 1.122in.
First model: model 4 at (23, 10.3), least movement: to B#4 (23.25, 15) it is
sqrt(0.25^2+4.7^2) - 1.122 = 3.585in, every other charger needs at least 3.878-1.122... more
(the y gap 5in less 1.122 = 3.878in at best). It moves straight to B#4 and stops 1.122in
from it on the line between centres.
Witness: charger i straight to the spot 1.122in south of B#i (the first model's spot on
B#4 instead); the farthest leg is charger 0 or 9: sqrt(2.25^2+3.878^2) = 4.48in < 6. 32mm
bases (1.26in) fit in front of 25mm models 1.5in apart. Bound: 10 of 10 chargers and 10 of
10 target models in contact, all engaged: the most there can be.""",
     A, T, by_x(A["models"], spots_for(T, rs(32, 25), [[270]] * 10)),
     dict(in_contact=10, engaged=10, t_in_contact=10, t_engaged=10))

A, T = scene(12, 25, 10.0, 1.2, 5, 32, 15.0, 3.2, fwd=6, fdy=0.3)
angs = [[270, 330], [210, 270, 330], [210, 270], [210, 270, 330], [210, 270]]
case("a03_twelve_25mm_v_five_32mm.yaml", "12 x 25mm mob charges 5 x 32mm spaced 2in",
     """Twelve 25mm models 1.2in apart (x 17.4..30.6, y 10; model 6 at y 10.3) charge five
32mm models 3.2in apart (gaps 1.94in), y 15. Contact distance 0.492+0.630 = 1.122in; two
25mm chargers on one target model must be 0.984in apart, an angle of at least
2*asin(0.492/1.122) = 52 degrees, so spots at 210, 270 and 330 degrees (60 apart) fit on
each target model; the 330 spot of one and the 210 spot of the next are 3.2-2*0.972 =
1.256in apart (> 0.984). 15 spots, 12 used: all but B#0's 210, B#2's 330 and B#4's 330.
First model: model 6 (24.6, 10.3), nearest target model B#2 (24, 15); it lands on the
line between them (not exactly at 270), which still leaves room (checked).
Bound: 12 of 12 chargers in contact, 5 of 5 target models: the most there can be.""",
     A, T, by_x(A["models"], spots_for(T, rs(25, 32), angs)),
     dict(in_contact=12, engaged=12, t_in_contact=5, t_engaged=5))

A, T = scene(6, 32, 10.0, 1.6, 6, 25, 15.0, 1.6, fwd=2, fdy=0.3, stag=0.8)
case("a04_staggered_target_line.yaml", "6 x 32mm charge a staggered line of 6 x 25mm",
     """Six 25mm target models 1.6in apart in a staggered line: even ones at y 15, odd ones
0.8in further back (y 15.8). Six 32mm chargers 1.6in apart at y 10 (model 2 at y 10.3),
each straight south of one target model. Contact distance 0.630+0.492 = 1.122in.
First model: model 2 (23.2, 10.3) to B#2 (23.2, 15): 4.7-1.122 = 3.578in; every other
charger needs at least 5-1.122 = 3.878in. It moves straight north to (23.2, 13.878).
Witness: every charger straight north into contact with the model in front of it (the
staggered ones 0.8in deeper: 5.8-1.122 = 4.678in < 6). Chargers 1.6in apart: no overlap
(1.6 > 1.26), gaps 0.34in (coherent).
Bound: 6 of 6 chargers, 6 of 6 target models in contact; all engaged.""",
     A, T, by_x(A["models"], spots_for(T, rs(32, 25), [[270]] * 6)),
     dict(in_contact=6, engaged=6, t_in_contact=6, t_engaged=6))

# ---------------------------------------------------------------- greedy is wrong
def gapk(tx, ty, mc, mt, nt, cx_off, cy, first_xy, o=0):
    T = [(tx + 1.6 * j, ty) for j in range(nt)]
    rsum = rs(mc, mt)
    gx = [tx + 1.6 * (2 * k + o + 0.5) for k in range(nt // 2 - 1)]
    A = [(g + cx_off, cy) for g in gx] + [first_xy]
    W = {k: [gap_spot(T[2 * k + o], T[2 * k + o + 1], rsum)] for k in range(len(gx))}
    return U(mc, A), U(mt, T), W


A, T, W = gapk(16.8, 15.0, 60, 25, 10, 0.3, 10.0, (31.4, 11.0))
case("k01_greedy_60mm_between_two.yaml", "greedy wrong: 5 x 60mm on 10 x 25mm, each charger between two",
     """Ten 25mm models 1.6in apart (x 16.8..31.2, y 15); five 60mm chargers: four at y 10 just
east of the gaps between B#0/1, B#2/3, B#4/5, B#6/7 (x 17.9, 21.1, 24.3, 27.5), one at
(31.4, 11) in front of B#9. Contact distance 1.181+0.492 = 1.673in.
First model: A#4, 4.005-1.673 = 2.332in to B#9 (the others need at least 5.025-1.673);
it ends on the line to B#9 and touches B#9 only.
A 60mm charger touches at most two of these target models: touching B#j and B#j+2 (3.2in
apart) means standing on their bisector, through B#j+1, 0.489in from it (overlap); and
the first model touches only B#9. Bound: target models in contact <= 1 + 4*2 = 9.
Witness: A#0..A#3 each straight to the spot touching both models of its pair,
sqrt(1.673^2-0.8^2) = 1.469in south of the pair's midpoint (moves of ~3.5in): B#0..B#7
and B#9 contacted, 9 target models, all 5 chargers in contact. B#8 is within 2in of B#7
and B#9 (gap 0.616in): all 10 target models ENGAGED.
Greedy (each straight to its nearest model, B#1, B#3, B#5, B#7, B#9) contacts only 5.""",
     A, T, W, dict(in_contact=5, engaged=5, t_in_contact=9, t_engaged=10),
     manual_bound_target=True, greedy_worse=True)

A, T, W = gapk(17.0, 16.0, 40, 32, 10, 0.3, 11.0, (31.6, 12.0), o=1)
case("k05_greedy_40mm_between_two_32mm.yaml", "greedy wrong: 5 x 40mm on 10 x 32mm, each charger between two",
     """Ten 32mm models 1.6in apart (x 17..31.4, y 16, gaps 0.34in); five 40mm chargers: four at
y 11 just east of the gaps of pairs B#1/2, B#3/4, B#5/6, B#7/8, one at (31.6, 12) in front of
B#9. Contact distance 0.787+0.630 = 1.417in.
First model: A#4, to B#9: sqrt(0.04+16)-1.417 = 2.588in (others: at least 5-1.417); it
touches B#9 only (straight in on the line of centres).
A 40mm charger touches at most two of them: B#j and B#j+2 are 3.2in > 2*1.417 apart.
Bound: <= 1 + 4*2 = 9 target models in contact. Witness: A#0..A#3 to the spots touching
both models of their pair, sqrt(1.417^2-0.8^2) = 1.170in south of the pair's midpoint:
B#1..B#9 contacted, 5 chargers in contact; B#0 (gap 0.34in to B#1) engaged: 10 engaged.
(Pairs B#0/1..B#6/7 would leave A#3 4.8-1.575 = 3.2in from... too far from the first
model for coherency; the pairs from B#1 keep every gap under 2in.)
Greedy (each straight to its nearest model: B#2, B#4, B#6, B#8, B#9) contacts only 5.""",
     A, T, W, dict(in_contact=5, engaged=5, t_in_contact=9, t_engaged=10),
     manual_bound_target=True, greedy_worse=True)


def stair(mc, mt, s, a, b, dy, x0=18.0, y=16.0, n=5):
    T = [(x0 + s * k, y) for k in range(n)]
    A = [(x0 - b, y - dy)] + [(x0 + s * k - a, y - dy) for k in range(1, n)]
    rsum = rs(mc, mt)
    W = {k: [spot(T[k], rsum, A[k])] for k in range(n)}
    return U(mc, A), U(mt, T), W


A, T, W = stair(25, 25, 2.9, 1.65, 1.0, 6.0)
case("k02_greedy_staircase.yaml", "greedy wrong: each to its nearest model leaves one uncontacted",
     """Five 25mm target models 2.9in apart (x 18..29.6, y 16). Five 25mm chargers at y 10:
A#0 at x 17 (1in west of B#0), A#k (k=1..4) 1.65in west of B#k, so 1.25in east of B#k-1.
Contact needs centre distance - 0.984in <= 6in (straight line: a lower bound on any route).
A#k to B#k-1: sqrt(1.25^2+6^2)-0.984 = 5.155; to B#k: sqrt(1.65^2+6^2)-0.984 = 5.239 (both
reachable); to B#k+1: sqrt(4.55^2+36)-0.984 = 6.546 > 6; to B#k-2: sqrt(4.15^2+36)-0.984 =
6.311 > 6. A#0 to B#0: sqrt(1+36)-0.984 = 5.099 (first model: least); to B#1 6.17 > 6.
Each A#k is nearer B#k-1 than B#k, so each to its nearest model gives B#0, B#0, B#1, B#2, B#3:
B#4 is never contacted (only A#4 can reach it). Optimum: A#k straight to B#k (k=0..4):
all 5 target models and all 5 chargers in contact (the bound: 5 of 5). Final spots
2.9in apart (gap 1.916in): coherent. Target gaps 1.916in: all 5 engaged.""",
     A, T, W, dict(in_contact=5, engaged=5, t_in_contact=5, t_engaged=5), greedy_worse=True)

A, T, W = stair(32, 40, 2.9, 1.65, 1.0, 6.6)
case("k06_greedy_staircase_32mm_on_40mm.yaml", "greedy wrong: 32mm chargers on 40mm models, nearest model is the wrong one",
     """Five 40mm target models 2.9in apart (x 18..29.6, y 16; gaps 1.325in). Five 32mm chargers
at y 9.4: A#0 1in west of B#0, A#k (k>=1) 1.65in west of B#k. Contact distance
0.630+0.787 = 1.417in. A#k to B#k-1: sqrt(1.25^2+6.6^2)-1.417 = 5.300; to B#k:
sqrt(1.65^2+6.6^2)-1.417 = 5.386 (both <= 6); to B#k+1: sqrt(4.55^2+6.6^2)-1.417 = 6.600;
to B#k-2: sqrt(4.15^2+6.6^2)-1.417 = 6.379 (both > 6: unreachable on any route).
A#0: sqrt(1+6.6^2)-1.417 = 5.258 (least: the first model, to B#0).
Nearest model for each: B#0, B#0, B#1, B#2, B#3, so B#4 is left out. Optimum: A#k to B#k:
5 of 5 target models, 5 of 5 chargers (bound met). Spots 2.9in apart (gap 1.64in):
coherent. All engaged.""",
     A, T, W, dict(in_contact=5, engaged=5, t_in_contact=5, t_engaged=5), greedy_worse=True)

A, T, W = stair(25, 25, 2.9, 1.65, 1.0, 5.0)
case("k08_greedy_staircase_difficult.yaml", "greedy wrong, through difficult ground: dice 4 and 5, the move is 5in",
     """As k02, but the chargers stand 5in south of the targets (y 11) behind a strip of
difficult ground (rubble, y 12..14.5, across the table): every route crosses it, so the
unit rolls 2D6: dice 4 and 5, the move is the higher die, 5in (not 9, not 6).
A#k to B#k-1: sqrt(1.25^2+25)-0.984 = 4.170; to B#k: sqrt(1.65^2+25)-0.984 = 4.281 (both <= 5);
to B#k+1: sqrt(4.55^2+25)-0.984 = 5.776 > 5; to B#k-2: sqrt(4.15^2+25)-0.984 = 5.514 > 5.
A#0 to B#0: sqrt(1+25)-0.984 = 4.115 (first model).
Nearest model each: B#0, B#0, B#1, B#2, B#3: B#4 left out. Optimum A#k to B#k: 5 of 5 and 5 of
5 (the bound). (With 6in, A#k could reach B#k+1: 5.776 <= 6; the die matters for the greedy
and not for the optimum here.)""",
     A, T, W, dict(in_contact=5, engaged=5, t_in_contact=5, t_engaged=5), greedy_worse=True,
     dice=(4, 5), terrain=[dict(name="rubble", kind="difficult", poly=[(8, 12), (40, 12), (40, 14.5), (8, 14.5)])])


def thin(mc, mt, ox=24.0, oy=20.0):
    rsum = rs(mc, mt)
    sep = 2.9 if mt == 25 else 3.2 if mt == 32 else 3.4
    t = lambda x, y: (ox + x, oy + y)
    T = [t(-sep, 0), t(0, 0), t(sep, 0), t(2 * sep, 0), t(3 * sep, 0)]
    A = [t(0, -(rsum + 5.95)),               # A#0: only a thin arc of B#1 in reach
         t(-1.3, -3.0),                      # A#1: nearest B#1, can also reach B#0
         t(2 * sep, -(rsum + 1.0)),          # A#2: first model, 1in from B#3
         t(1.0, -4.5),                       # A#3
         t(3 * sep - 0.3, -2.6)]             # A#4
    W = {0: [t(0, -rsum)], 1: [spot(T[0], rsum, A[1])], 3: [t(sep, -rsum)], 4: [spot(T[4], rsum, A[4])]}
    return U(mc, A), U(mt, T), W


A, T, W = thin(25, 25)
case("k03_greedy_thin_arc.yaml", "greedy wrong: the nearest charger takes the only spot another can reach",
     """Target: five 25mm models 2.9in apart at y 20 (B#1 at x 24). Chargers 25mm: A#0 at
(24, 13.066), 6.934in south of B#1, so its reach (6in) meets B#1's contact circle (radius
0.984in) only within 17 degrees either side of due south (cos t >= (0.968+48.08-36)/13.646);
it reaches no other target model (B#0: sqrt(2.9^2+6.934^2)-0.984 = 6.53 > 6).
A#1 at (22.7, 17) is nearer B#1 (3.270-0.984 = 2.286) than B#0 (3.400-0.984 = 2.416).
A#2, 1in south of B#3's edge, is the first model (1.0in) and goes straight to B#3.
Greedy, nearest first: A#1 takes B#1 from its own direction (23.4 degrees west of south);
every spot A#0 can reach is within 17+23.4 = 40.4 < 60 degrees of it (two 25mm bases on a
25mm model need 60 degrees): A#0 is left out of contact.
Optimum: A#1 to B#0, A#0 straight north to (24, 19.016), A#3 to B#2 (due south of it),
A#4 to B#4: all 5 chargers and all 5 target models in contact (the bound: 5 and 5).
Final chain A#1-A#0-A#3-A#2-A#4, every gap under 2in (checked): coherent.""",
     A, T, W, dict(in_contact=5, engaged=5, t_in_contact=5, t_engaged=5), greedy_worse=True)

A, T, W = thin(32, 32)
case("k04_greedy_thin_arc_32mm.yaml", "greedy wrong: 32mm squads, the nearest charger takes the only reachable spot",
     """As k03 with 32mm bases on both sides (contact distance 1.260in) and target models
3.2in apart (edge gaps 1.94in). A#0 stands
1.26+5.95 = 7.21in south of B#1: its reach meets B#1's contact circle within
acos((1.26^2+7.21^2-36)/(2*1.26*7.21)) = 14.7 degrees of due south; it reaches no other
target model (B#0: sqrt(3.2^2+7.21^2)-1.26 = 6.63 > 6). A#1 (x-1.3, y-3) is nearer B#1 than
B#0 (sqrt(1.69+9)-1.26 = 2.01 against sqrt(1.9^2+9)-1.26 = 2.29). A#2, 1in from B#3, is the first model.
Greedy nearest first puts A#1 on B#1 at 23.4 degrees west of south: every spot A#0 can
reach is within 14.7+23.4 = 38.1 < 60 degrees of it, so A#0 is left out.
Optimum: A#1 to B#0, A#0 due north to B#1, A#3 due south of B#2, A#4 to B#4: 5 of 5
chargers, 5 of 5 target models in contact (the bound), coherent (checked).""",
     A, T, W, dict(in_contact=5, engaged=5, t_in_contact=5, t_engaged=5), greedy_worse=True,
     order=[2, 3, 1, 4, 0])


def conga_side():
    s, a, D = 1.45, 0.85, 6.85
    T = [(24.0, 14.0 + s * k) for k in range(6)]
    A = [(24.0 - 6.75, 14.0 - 0.6)] + [(24.0 - D, 14.0 + s * k - a) for k in range(1, 6)]
    W = {k: [spot(T[k], rs(25, 25), A[k])] for k in range(6)}
    return U(25, A), U(25, T), W


A, T, W = conga_side()
case("k09_greedy_conga_line_from_the_side.yaml", "greedy wrong: a conga line charged from the side",
     """Target: six 25mm models in a conga line running north, x 24, y 14 + 1.45k (gaps
0.466in). Six 25mm chargers in a file west of it: A#0 at (17.25, 13.4), 6.75in west of and
0.6in south of B#0; A#k (k>=1) at x 17.15, 0.85in south of B#k's row (0.6in north of B#k-1's).
A#k to B#k-1: sqrt(0.6^2+6.85^2)-0.984 = 5.892; to B#k: sqrt(0.85^2+6.85^2)-0.984 = 5.919
(both <= 6); to B#k+1: sqrt(2.3^2+6.85^2)-0.984 = 6.242; to B#k-2: sqrt(2.05^2+6.85^2)-0.984 =
6.166 (> 6, unreachable). A#0 to B#0: sqrt(0.36+45.56)-0.984 = 5.793: the first model;
A#0 to B#1: sqrt(2.05^2+6.75^2)-0.984 = 6.070 > 6.
Each to its nearest model: B#0, B#0, B#1, B#2, B#3, B#4: B#5 never contacted.
Optimum: A#k to B#k along the line of centres: all 6 chargers, all 6 target models in
contact (the bound). Spots on the west side 1.45in apart: no overlap, coherent.""",
     A, T, W, dict(in_contact=6, engaged=6, t_in_contact=6, t_engaged=6), greedy_worse=True)

# ---------------------------------------------------------------- more ordinary lines
A, T = scene(8, 40, 9.0, 2.0, 8, 25, 14.5, 2.0, fwd=5, fdy=0.3)
case("a05_eight_40mm_v_eight_25mm.yaml", "8 x 40mm charge 8 x 25mm spaced 2in",
     """Eight 40mm models 2in apart (x 17..31, y 9; model 5 at y 9.3) against eight 25mm models
2in apart (x 17..31, y 14.5, gaps 1.016in). Contact distance 0.787+0.492 = 1.279in.
First model: A#5 (27, 9.3) straight north to B#5: 5.2-1.279 = 3.921in (others 4.221in);
it ends at (27, 13.221). Witness: every charger straight north 4.221in into contact with the
model in front; 40mm bases (1.575in) 2in apart: no overlap, gaps 0.425in.
Bound: 8 of 8 chargers and 8 of 8 target models in contact; all engaged.""",
     A, T, by_x(A["models"], spots_for(T, rs(40, 25), [[270]] * 8)),
     dict(in_contact=8, engaged=8, t_in_contact=8, t_engaged=8))

A, T = scene(7, 25, 10.0, 1.3, 3, 40, 15.0, 3.2, fwd=3, fdy=0.25)
angs = [[240, 300], [210, 270, 330], [240, 300]]
case("a06_seven_25mm_v_three_40mm.yaml", "7 x 25mm charge 3 x 40mm (terminator-style bases)",
     """Three 40mm models 3.2in apart (x 20.8, 24, 27.2; y 15; gaps 1.625in); seven 25mm chargers
1.3in apart at y 10 (x 20.1..27.9; A#3 at (24, 10.25)). Contact distance 0.492+0.787 =
1.279in; two 25mm chargers on one 40mm model need 2*asin(0.492/1.279) = 45.2 degrees.
First model: A#3 straight north to B#1: 4.75-1.279 = 3.471in, ends at (24, 13.721).
Witness spots: B#0 at 240 and 300 degrees, B#1 at 210, 270 (the first model) and 330,
B#2 at 240 and 300 (60 degrees apart on one model; B#0's 300 spot (21.440, 13.892) and
B#1's 210 spot (22.892, 14.360) are 1.525in apart, > 0.984). Every leg is under 6in.
Bound: 7 of 7 chargers, 3 of 3 target models in contact; all engaged.""",
     A, T, by_x(A["models"], spots_for(T, rs(25, 40), angs)),
     dict(in_contact=7, engaged=7, t_in_contact=3, t_engaged=3))

A, T = scene(6, 32, 10.0, 1.5, 2, 60, 15.5, 3.0, fwd=2, fdy=0.2)
angs = [[190, 235, 278], [250, 295, 340]]
case("a07_six_32mm_v_two_60mm.yaml", "6 x 32mm charge two 60mm monsters",
     """Two 60mm models 3in apart (x 22.5, 25.5; y 15.5; gap 0.638in); six 32mm chargers 1.5in
apart at y 10 (x 20.25..27.75; A#2 at (23.25, 10.2)). Contact distance 0.630+1.181 =
1.811in; two 32mm chargers on one 60mm model need 2*asin(0.630/1.811) = 40.7 degrees.
First model: A#2 to B#0: sqrt(0.75^2+5.3^2)-1.811 = 3.542in (A#3 to B#1:
sqrt(0.75^2+5.5^2)-1.811 = 3.740; the rest more); it ends on the line to B#0's centre, at
278.05 degrees (math angle) on B#0's contact circle.
Witness: B#0 gets 190, 235 and the first model's 278; B#1 gets 250, 295, 340 (every pair
on one model at least 43 degrees apart, > 40.7; B#0's 278 and B#1's 250 spots 2.13in apart).
Bound: 6 of 6 chargers, 2 of 2 target models; all engaged.""",
     A, T, by_x(A["models"], spots_for(T, rs(32, 60), angs)),
     dict(in_contact=6, engaged=6, t_in_contact=2, t_engaged=2))

# ---------------------------------------------------------------- tolerance, didn't make it
r2 = rs(25, 25)
A, T = scene(5, 25, 14.0 - r2 - 6.0008, 1.5, 5, 25, 14.0, 1.5, fwd=1, fdy=0.05)
case("i01_short_by_0p0008_is_contact.yaml", "a roll short by a little: 0.0008in short is contact",
     """Five 25mm chargers, each straight south of a 25mm target model, edge gap 6.0008in
(A#1 5.9508in: the first model, it reaches B#1 with 0.0492in to spare and ends 0.984in
south of it); move 6in. Every other model moves 6in straight north and stops 0.0008in from
its target model: within the tolerance 0.001in, so base contact (geometry: touching is a
distance at most the tolerance). Even if the move itself were allowed the tolerance too,
the same models are in contact. The charge happens; 5 of 5 and 5 of 5 (the bound).""",
     A, T, {i: [(A["models"][i][0], A["models"][i][1] + 6.0)] for i in range(5)},
     dict(in_contact=5, engaged=5, t_in_contact=5, t_engaged=5))

A, T = scene(5, 25, 14.0 - r2 - 6.0025, 1.5, 5, 25, 14.0, 1.5)
case("i02_short_by_0p0025_didnt_make_it.yaml", "a roll short by a little more: 0.0025in short, didn't make it",
     """Five 25mm chargers each straight south of a 25mm target model, edge gaps 6.0025in (no
model forward): after 6in each model is still 0.0025in from its target model, more than the tolerance 0.001in (and more than twice
it, so even a move allowed the tolerance on top falls short). No model can reach base
contact within its move: the charge does not proceed, nothing moves, didnt_make_it A B.""",
     A, T, None, {}, didnt=True)

A, T = scene(6, 32, 5.0, 1.5, 6, 32, 14.0, 1.5)
case("n01_out_of_reach_didnt_make_it.yaml", "didn't make it: the target is 7.74in away",
     """Six 32mm models 9in south of six 32mm models (edge gap 9-1.26 = 7.74in); every other
target model is farther. Move 6in: no model can reach base contact (the straight line is
a lower bound on any route). Didn't make it: nothing moves, no LOCKED flag.""",
     A, T, None, {}, didnt=True)

# ---------------------------------------------------------------- difficult and dangerous ground
STRIP = dict(name="rubble", kind="difficult", poly=[(12, 11.5), (24.2, 11.5), (24.2, 13.5), (12, 13.5)])


def gscene():
    A, T = scene(6, 25, 10.0, 1.5, 6, 25, 15.5, 1.5, fwd=2, fdy=0.1)
    return A, T, by_x(A["models"], spots_for(T, rs(25, 25), [[270]] * 6))


GW = """Six 25mm chargers 1.5in apart at y 10 (x 20.25..27.75; A#2 at (23.25, 10.1)), each
straight south of one of six 25mm target models at y 15.5: edge gaps 5.5-0.984 = 4.516in
(A#2 4.416in, the first model). A strip of rubble (difficult, x 12..24.2, y 11.5..13.5) lies
between the western half of the squad (A#0..A#2) and the target; going round its western
end is far longer than any die, and A#2, the first model, has it straight ahead."""

A, T, W = gscene()
case("g01_difficult_high_die_3_of_3_3.yaml", "difficult ground, dice 3 and 3: the higher die (3) is short, not the sum (6)",
     GW + """
Dice 3 and 3: the unit's move is the higher die, 3in (not the total 6). The nearest any
model is to a target model is 4.416in > 3in: no model can reach base contact (the chargers
out of the rubble's lanes are slowed too: it is the unit's move). Didn't make it.""",
     A, T, None, {}, didnt=True, dice=(3, 3), terrain=[STRIP])

A, T, W = gscene()
case("g02_difficult_dice_2_5_all_reach.yaml", "difficult ground, dice 2 and 5: move 5in, everyone reaches",
     GW + """
Dice 2 and 5: move 5in >= 4.516in: every model walks straight north into contact with the
model in front of it (A#0..A#2 through the rubble). Bound 6 of 6 and 6 of 6; all engaged.
First model A#2 ends 0.984in south of B#2 at (23.25, 14.516).""",
     A, T, W, dict(in_contact=6, engaged=6, t_in_contact=6, t_engaged=6), dice=(2, 5), terrain=[STRIP])

A, T, W = gscene()
case("g03_difficult_dice_4_4_short.yaml", "difficult ground, dice 4 and 4: 4in is short of 4.416in",
     GW + """
Dice 4 and 4: move 4in (the total 8 would reach, the higher die does not): every model is at
least 4.416in from contact. Didn't make it.""",
     A, T, None, {}, didnt=True, dice=(4, 4), terrain=[STRIP])

A, T, W = gscene()
case("g04_difficult_dice_6_1.yaml", "difficult ground, dice 6 and 1: the higher die is the first one",
     GW + """
Dice 6 and 1: the higher die is the first, 6in: everyone reaches (4.516 <= 6). 6 of 6,
6 of 6, all engaged.""",
     A, T, W, dict(in_contact=6, engaged=6, t_in_contact=6, t_engaged=6), dice=(6, 1), terrain=[STRIP])

A, T = scene(6, 25, 15.5 - r2 - 4.0008, 1.5, 6, 25, 15.5, 1.5, fwd=2, fdy=0.05)
W = {i: [(A["models"][i][0], A["models"][i][1] + 4.0)] for i in range(6)}
case("i03_difficult_die_4_short_by_0p0008.yaml", "difficult ground, the higher die 4 leaves 0.0008in: still contact",
     """g01's table with the chargers moved up: edge gaps 4.0008in (A#2 3.9508in, the first
model). The rubble strip lies across A#0..A#2's lanes: dice 4 and 1, the move is 4in.
Every model moves 4in straight north: A#2 into contact (0.0492in to spare), each other
model stops 0.0008in from the model in front of it: within the tolerance 0.001in, so in
base contact (a move allowed the tolerance too gives the same). 6 of 6, 6 of 6.""",
     A, T, W, dict(in_contact=6, engaged=6, t_in_contact=6, t_engaged=6), dice=(4, 1), terrain=[STRIP])

A, T, W = gscene()
WOOD = dict(name="wood", kind="difficult", poly=[(19, 9), (29, 9), (29, 11), (19, 11)])
case("g05_starting_in_a_wood_moving_out.yaml", "the squad starts in a wood: moving out of difficult ground rolls, dice 1 and 5",
     """Six 25mm chargers in a wood (difficult, x 19..29, y 9..11) at y 10, 1.5in apart (A#2 at
y 10.1); six 25mm target models in the open 5.5in north (edge gaps 4.516in, A#2 4.416in).
Every model moves out of difficult ground: 2D6, dice 1 and 5, move 5in. Every model walks
straight north into contact (4.516 <= 5). 6 of 6 and 6 of 6 (the bound); all engaged.""",
     A, T, W, dict(in_contact=6, engaged=6, t_in_contact=6, t_engaged=6), dice=(1, 5), terrain=[WOOD])

A, T, W = gscene()
RUIN = dict(name="ruins", kind="dangerous", poly=[(17, 13.2), (31, 13.2), (31, 19), (17, 19)])
case("h01_target_in_dangerous_ruins.yaml", "the target stands in dangerous ruins: dice 2 and 5, every charger tests",
     """g02's table (six 25mm chargers 4.516in from six 25mm models, A#2 4.416in, the first
model) with no rubble; the target stands in dangerous ruins (x 17..31, y 13.2..19). Every
contact spot (y 14.5..15.5 at most, and no nearer than 0.984in to a target model) lies
inside the ruins, whose southern edge is 1.32in south of the closest spot's centre: a model
in contact has entered them. Dangerous is also difficult: dice 2 and 5, move 5in >= 4.516.
All six walk straight north into contact: 6 of 6, 6 of 6. Every charger enters the ruins and
takes a test; the first model's is pinned (dangerous_terrain_test A#2; the others' order is
free, so the events list names that one only).""",
     A, T, W, dict(in_contact=6, engaged=6, t_in_contact=6, t_engaged=6), dice=(2, 5), terrain=[RUIN],
     events=["dangerous_terrain_test A#2"])

A, T, W = gscene()
DSTRIP = dict(name="razor wire", kind="dangerous", poly=[(12, 11.5), (24.2, 11.5), (24.2, 13.5), (12, 13.5)])
case("h02_dangerous_strip_before_half_the_squad.yaml", "razor wire before half the squad: dice 3 and 5, the first model tests",
     GW.replace("A strip of rubble (difficult", "A strip of razor wire (dangerous").replace("the rubble's", "the wire's") + """
Dangerous terrain is difficult as well: dice 3 and 5, move 5in >= 4.516in: all six reach
straight north (A#0..A#2 through the wire): 6 of 6 and 6 of 6. A#2, the first model, has the
wire straight ahead (its centre crosses y 11.5..13.5 at x 23.25, inside x 12..24.2): it
enters it: dangerous_terrain_test A#2 (which other models enter depends on their routes and
is not pinned).""",
     A, T, W, dict(in_contact=6, engaged=6, t_in_contact=6, t_engaged=6), dice=(3, 5), terrain=[DSTRIP],
     events=["dangerous_terrain_test A#2"])

# ---------------------------------------------------------------- spread-out chargers
A, T = scene(5, 25, 11.5, 1.5, 5, 25, 16.0, 1.5, fwd=2, fdy=0.2)
A["models"] += [(22.5, 9.0), (24.0, 6.6), (25.5, 4.2)]
W = by_x(A["models"][:5], spots_for(T, rs(25, 25), [[270]] * 5))
W.update({5: [(22.5, 13.0)], 6: [(24.0, 12.55)], 7: [(25.5, 10.2)]})
case("j01_stragglers_behind.yaml", "a squad with three stragglers trailing behind",
     """Five 25mm chargers in a line at y 11.5 (x 21..27, A#2 at y 11.7, the first model: 4.3-0.984
= 3.316in), each straight south of one of five 25mm target models at y 16; three stragglers
trail behind in a chain: A#5 (22.5, 9), A#6 (24, 6.6), A#7 (25.5, 4.2) (gaps 1.516, 1.846,
1.846in: the squad starts coherent).
Contact: A#5's nearest target model is B#1, 7-0.984 = 6.016in > 6; A#6 and A#7 are farther
(8.416, 10.816): the three cannot reach base contact. The front five walk straight north
into contact (3.516in): 5 in contact, 5 of 5 target models (bound: only five chargers can
reach at all, and there are five target models).
ENGAGED through the 2in rule: A#5 moves 4in north to (22.5, 13): 2.016in from A#1 at
(22.5, 15.016), edge gap 1.03 <= 2: engaged. A#6 moves 5.95in north to (24, 12.55): 2.466in
from A#2 (24, 15.016), gap 1.48 <= 2: engaged. A#7 can get no nearer than 11.8-6 = 5.8in to
B's centres, so 5.8-0.984-0.984 = 3.83in > 2 from any model in contact: not engaged.
A#7 moves 6in north to (25.5, 10.2), 1.80in (edge) from A#6: coherent. Engaged: 7 of 8.""",
     A, T, W, dict(in_contact=5, engaged=7, t_in_contact=5, t_engaged=5))

A = U(25, [(24.0 + 2.9 * (i - 3), 10.0) for i in range(7)])
A["models"][3] = (24.0, 10.2)
T = U(25, [(24.0 + 1.3 * (j - 2), 15.5) for j in range(5)])
W = by_x(A["models"][1:6], spots_for(T, rs(25, 25), [[270]] * 5))
W = {k + 1: v for k, v in W.items()}
c0 = (21.4, 14.516)
c6 = (26.6, 14.516)
W[0] = [spot(c0, 2.0, A["models"][0])]
W[6] = [spot(c6, 2.0, A["models"][6])]
case("j02_spread_out_line_on_a_tight_squad.yaml", "a spread-out line (1.9in gaps) charges a tight squad",
     """Seven 25mm chargers 2.9in apart (gaps 1.916in) at y 10, x 15.3..32.7 (A#3 at (24, 10.2));
five 25mm target models 1.3in apart at y 15.5 (x 21.4..26.6).
First model: A#3 straight north to B#2: 5.3-0.984 = 4.316in; ends at (24, 14.516).
A#1/A#5 (x 21.1, 26.9) to B#0/B#4: sqrt(0.3^2+5.5^2)-0.984 = 4.524in; A#2/A#4 (x 22.5,
25.5) to B#1/B#3: 4.517in. A#0/A#6 (x 15.3, 32.7): nearest target model B#0/B#4 at
sqrt(6.1^2+5.5^2)-0.984 = 7.23in > 6: cannot reach contact.
Witness: A#1..A#5 into contact, one on each target model (spots 1.3in apart, 0.984in south
of each), A#0 and A#6 stop 2in (centre) from A#1 and A#5 on the line to them (moves 5.59in
< 6): edge gap 1.016in: engaged. Bound: 5 in contact (the other two cannot reach), 7
engaged, 5 of 5 target models contacted.""",
     A, T, W, dict(in_contact=5, engaged=7, t_in_contact=5, t_engaged=5), manual_bound_engaged=True)

# ---------------------------------------------------------------- a ruin wall with one gap
def tern(fn, a, b):
    for _ in range(200):
        m1, m2 = a + (b - a) / 3, b - (b - a) / 3
        if fn(m1) < fn(m2):
            b = m2
        else:
            a = m1
    return fn((a + b) / 2)


def wall_lb(ra, rt, yline, intervals):
    """lower bound on a route from s (south of the wall) to contact with t (north
    of it): it must cross the line y = yline where a base of radius ra fits; the
    length through a crossing point q is at least |s-q| + |q-t| - (ra+rt),
    convex in q, minimised over each open interval."""
    def lb(i, s, t):
        best = 1e9
        for (x0, x1) in intervals:
            x0, x1 = x0 + ra, x1 - ra
            if x1 < x0:
                continue
            fn = lambda x: d(s, (x, yline)) + d((x, yline), t)
            best = min(best, tern(fn, x0, x1))
        return best - ra - rt - 1e-6
    return lb


WALL = [dict(name="ruin wall west", kind="impassable", poly=[(8, 15), (24.3, 15), (24.3, 15.5), (8, 15.5)]),
        dict(name="ruin wall east", kind="impassable", poly=[(25.7, 15), (40, 15), (40, 15.5), (25.7, 15.5)])]
OPEN = [(-100, 8), (24.3, 25.7), (40, 100)]
T = U(25, [(22.0 + 1.5 * j, 18.0) for j in range(5)])
A = U(25, [(25.0 + 1.2 * (i - 3), 11.8) for i in range(6)])
rsum = rs(25, 25)
W = {3: [(25.0, 17.016)],
     2: [(24.8, 14.75), (24.8, 15.75), at(T["models"][1], rsum, 280)],
     4: [(25.2, 14.75), (25.2, 15.75), at(T["models"][3], rsum, 260)],
     1: [(24.85, 14.7), (25.0, 15.25)],
     0: [(23.6, 14.45)],
     5: [(26.4, 14.45)]}
case("d01_ruin_wall_one_gap.yaml", "a target behind a ruin wall with one 1.4in gap",
     """Five 25mm target models at y 18 (x 22..28, 1.5in apart) behind a ruin wall (impassable,
y 15..15.5) that runs from x 8 to x 40 but for one gap x 24.3..25.7 (1.4in, wider than a
25mm base: a centre passes at x 24.792..25.208). Six 25mm chargers at y 11.8, x 22..28
(1.2in apart; A#3 at x 25, in line with the gap).
Any route from the south side to a point north of the wall crosses y 15.25 inside the gap
(round the wall's ends is over 15in): its length is at least |s-q| + |q-p| for a q in the
gap (a lower bound: it ignores the models in the way).
First model: A#3 straight north through the gap to B#2: 6.2-0.984 = 5.216in (every other
charger's bound is larger); it ends at (25, 17.016), just north of the gap.
Which contact spots can the others reach? Scanning every contact point p of every target
model (0.1 degree steps) that overlaps no model, not the first model and not the wall, with
the bound above <= 6in: A#2 reaches B#1 (252..302 degrees) and B#3 (238..278), A#4 B#1
(263..302) and B#3 (238..288); A#0, A#1 and A#5 reach none (B#2's only spots in their reach
are the one the first model holds). So at most 3 chargers can be in contact, and only B#1,
B#2, B#3 can be contacted (B#0, B#4: no spot in anyone's reach).
Witness: A#2 by (24.8, 14.75), (24.8, 15.75) to B#1's 280-degree spot (23.671, 17.031):
3.115+1.0+1.708 = 5.82in, clear of the wall's corner (0.54in > 0.492) and of the first
model (0.987 > 0.984); A#4 the mirror to B#3's 260-degree spot. 3 in contact, 3 target
models in contact (both bounds met).
ENGAGED: A#0 stops at (23.6, 14.45) (3.44in), against the wall's south face, 2.58in from
A#2: edge gap 1.60 <= 2; A#5 stops at the mirror point (26.4, 14.45); A#1 walks into the
gap, (22.6, 11.8) by (24.85, 14.7) to (25, 15.25) (4.24in), 1.77in from the first model:
engaged. All 6 engaged (the 2in is
measured through the wall: the text asks no line of sight). Target: B#1..B#3 in contact,
B#0 and B#4 within 2in of them: 5 engaged.""",
     A, T, W, dict(in_contact=3, engaged=6, t_in_contact=3, t_engaged=5), terrain=WALL,
     lower_bound=wall_lb(R[25], R[25], 15.25, OPEN), manual_bound_contact=True, manual_bound_target=True,
     manual_bound_engaged=True)

A = U(40, [(25.0 + 1.7 * (i - 3), 11.2) for i in range(6)])
case("d02_ruin_wall_gap_too_narrow_for_40mm.yaml", "the 1.4in gap is narrower than a 40mm base: didn't make it",
     """d01's target and wall; six 40mm chargers (1.575in bases) at y 11.2, x 19.9..28.4,
A#3 in line with the gap. The gap (1.4in) is narrower than their base: a 40mm model may
not pass through it. Round the wall's ends: the nearest crossing of y 15.25 is at x 8-0.787
or 40+0.787, at least 11in from every charger: no model can reach base contact within 6in
(A#3 straight through the gap would need only 6.8-1.279 = 5.52in, but may not).
Didn't make it: nothing moves.""",
     A, T, None, {}, didnt=True, terrain=WALL, lower_bound=wall_lb(R[40], R[25], 15.25, OPEN))

# ---------------------------------------------------------------- two enemy units, the 1in rule
Bm = [(17 + 1.5 * j, 14.0) for j in range(5)]
Cm = [(26.8 + 1.5 * j, 15.2) for j in range(5)]
A = U(25, [(17 + 1.5 * i, 10.0) for i in range(5)])
A["models"][2] = (20.0, 10.2)
T, X = U(25, Bm), U(25, Cm)
case("e01_two_units_charge_the_near_one.yaml", "two enemy squads: the charge at the near one, which all can reach",
     """Five 25mm chargers at y 10, x 17..23 (A#2 at y 10.2); squad B (five 25mm) straight ahead at
y 14, x 17..23 (edge gaps 3.016in, A#2 2.816in); squad C (five 25mm) off to the north-east,
x 26.8..32.8, y 15.2. The charge is declared at B only: C is an enemy unit not charged, so
no charger may come within 1in of it (centres 1.984in apart).
First model: A#2, straight north to B#2 (2.816in), ends at (20, 13.016).
All walk straight north into contact with the model in front (3.016in); the nearest of
these spots to C, A#4's at (23, 13.016), is sqrt(3.8^2+2.184^2) = 4.38in from C#0: clear.
5 of 5 chargers, 5 of 5 of B in contact (the bound); C untouched and not LOCKED.""",
     A, T, by_x(A["models"], spots_for(T, rs(25, 25), [[270]] * 5)),
     dict(in_contact=5, engaged=5, t_in_contact=5, t_engaged=5), X=X)

A = U(25, [(17 + 1.5 * i, 10.0) for i in range(5)])
T, X = U(25, Cm), U(25, Bm)
W = {4: [None], 3: [(25.5, 11.8)], 2: [(24.6, 12.5)], 1: [(22.5, 11.0)], 0: [(21.0, 10.5)]}
case("e02_two_units_charge_the_far_one.yaml", "two enemy squads: the charge at the far one, which only one model can reach",
     """The table of e01 (chargers in a line at y 10, x 17..23, all at y 10 this time), but the
charge is declared at the far squad (here B: five 25mm at x 26.8..32.8, y 15.2) and the near
squad straight ahead (here C: x 17..23, y 14) is not charged: no charger may end, or pass,
within 1in of it (centres 1.984in).
Reach (straight line, a lower bound): A#4 (23, 10) to B#0: sqrt(3.8^2+5.2^2)-0.984 = 5.456in;
A#3 to B#0 6.441 > 6; the rest farther. Only A#4 can reach: it is the first model, straight
(the line passes C#4 at 2.19in > 1.984) to B#0, ending at (26.219, 14.405). 1 in contact, 1
target model contacted (bounds: nobody else reaches).
ENGAGED (within 2in of A#4, i.e. centre within 2.984in of (26.219, 14.405), at least 1.984in
from every C model, within 6in of the start): scanning the plane (0.015in grid) finds
points for A#2 and A#3 and none for A#0 (10.11in from B#0) or A#1: A#1's reach disc meets
the 2.984in disc round A#4 only within 1.984in of C#4. Witness: A#3 to (25.5, 11.8) (4.39in;
2.70in from A#4), then A#2 to (24.6, 12.5) (5.24in; 2.50in from A#4, 2.19 from C#4), A#1 to
(22.5, 11), A#0 to (21, 10.5) (coherent chain A#0-A#1-A#2-A#4, A#3). Engaged 3.
Target: B#0 in contact, B#1 within 2in of it (gap 0.516), B#2 2.016in away: 2 engaged.""",
     A, T, W, dict(in_contact=1, engaged=3, t_in_contact=1, t_engaged=2), X=X,
     order=[4, 3, 2, 1, 0], manual_bound_engaged=True)

Bm = [(20 + 1.5 * j, 17.0) for j in range(5)]
Cm = [(27.5, 17.0), (27.5, 15.5), (29.0, 17.0), (29.0, 15.5), (30.5, 16.25)]
A = U(25, [(20 + 1.5 * i, 12.0) for i in range(5)])
A["models"][1] = (21.5, 12.2)
T, X = U(25, Bm), U(25, Cm)
r2 = rs(25, 25)
W = {0: [at(Bm[0], r2, 270)], 2: [at(Bm[2], r2, 270)], 3: [at(Bm[3], r2, 250)],
     4: [(25.6, 14.0), at(Bm[4], r2, 232)]}
case("f01_uncharged_squad_beside_the_target.yaml", "an uncharged squad 0.5in beside the target: no charger within 1in of it",
     """Target B: five 25mm at y 17, x 20..26. Another enemy squad C, not charged, stands beside
B's eastern end: C#0 (27.5, 17) (0.516in from B#4), C#1 (27.5, 15.5), C#2 (29, 17), C#3 (29,
15.5), C#4 (30.5, 16.25). Five 25mm chargers at y 12, x 20..26 (A#1 at y 12.2).
No charger may come within 1in of a C model: its centre stays 1.984in from C's centres.
B#4's head-on spot (26, 16.016) is 1.59in from C#1: forbidden. On B#4's contact circle
(radius 0.984) the points at least 1.984in from C#0 and C#1 and not overlapping B#3 are the
arcs 220.4..246.5 degrees (south-west) and 104.1..139.6 (behind, north-west) (0.1-degree
scan). The witness uses 232 degrees: (25.394, 16.224), 2.19in from C#1.
First model: A#1, straight north to B#1 (4.8-0.984 = 3.816in), ends at (21.5, 16.016).
Witness: A#0, A#2 head-on (4.016in); A#3 to B#3's 250-degree spot (24.163, 16.075) (clear of
A#4's spot: 1.24in); A#4 by (25.6, 14) (to keep 1.984in from C#1 on the way) to B#4's
232-degree spot. 5 of 5 chargers in contact, 5 of 5 target models (the bound). No charger
within 1in of C; C not LOCKED.""",
     A, T, W, dict(in_contact=5, engaged=5, t_in_contact=5, t_engaged=5), X=X)

# ---------------------------------------------------------------- a blob against a wall, a conga line end-on
Tm = [(21.6 + 1.2 * k, 16.0) for k in range(4)] + [(21.6 + 1.2 * k, 17.2) for k in range(4)]
T = U(25, Tm)
BACK = [dict(name="ruin wall", kind="impassable", poly=[(15, 17.742), (33, 17.742), (33, 18.3), (15, 18.3)])]
A = U(25, [(19.5, 12.0), (20.6, 12.0), (21.6, 12.0), (22.8, 12.0), (24.0, 12.2), (25.2, 12.0), (26.2, 12.0), (27.3, 12.0)])
W = {0: [(20.6157, 17.2)], 1: [(20.6157, 16.0)], 2: [(21.6, 15.0157)], 3: [(22.8, 15.0157)], 4: [None],
     5: [(25.2, 15.0157)], 6: [(26.1843, 16.0)], 7: [(26.1843, 17.2)]}
case("b01_blob_against_a_wall.yaml", "8 x 25mm charge a two-rank blob of 8 x 25mm with its back to a wall",
     """Target: eight 25mm models in two ranks of four, 1.2in apart (front y 16, back y 17.2, x
21.6..25.2; gaps 0.216in), their backs to a ruin wall (impassable, from y 17.742). Eight
25mm chargers at y 12 (x 19.5, 20.6, 21.6, 22.8, 24 (y 12.2), 25.2, 26.2, 27.3).
Back-rank inner models B#5, B#6: a charger touching one (centre 0.984in from it) must be
0.984in from its rank neighbours 1.2in away (so at least acos(1.2/(2*0.984)) = 52.4 degrees
from the line to each), from the model in front (at least 52.4 degrees from straight south),
and below the wall (its centre no higher than 17.25: bearing not in 2.9..177.1 degrees,
math angle): east excludes 307.6..362.9, west 177.1..232.4, south 217.6..322.4: nothing left,
and the gaps (0.216in) are narrower than a base anyway. So at most 6 target models can be
contacted: 4 front, and the back rank's two ends from the flanks.
First model: A#4 straight north to B#2: 3.8-0.984 = 2.816in, ends at (24, 15.016).
Witness: A#2, A#3, A#5 head-on; A#1 and A#6 to the front rank's flank spots (20.616, 16) and
(26.184, 16); A#0 and A#7 (first, so the flanks are still open) to the back rank's flank
spots (20.616, 17.2), (26.184, 17.2), 5.32in, 0.05in below the wall. 8 of 8 chargers in
contact (the bound), 6 of 8 target models; all 8 target models engaged (gaps 0.216).""",
     A, T, W, dict(in_contact=8, engaged=8, t_in_contact=6, t_engaged=8), terrain=BACK,
     manual_bound_target=True)

Tm = [(24.0, 15.0 + 1.45 * k) for k in range(8)]
T = U(25, Tm)
A = U(25, [(24.0 + 1.2 * (i - 3.5), 11.0) for i in range(8)])
A["models"][4] = (24.6, 11.2)
r2 = rs(25, 25)
W = {4: [None], 3: [(23.0, 13.5), at(Tm[0], r2, 217)], 5: [(25.6, 14.0), at(Tm[0], r2, 339)], 2: [(22.5, 14.6), at(Tm[0], r2, 155)],
     6: [at(Tm[1], r2, 0)], 1: [at(Tm[1], r2, 180)], 0: [(21.9, 13.2)], 7: [(26.3, 13.2)]}
case("a08_conga_line_end_on.yaml", "8 x 25mm charge the end of a conga line of 8 x 25mm",
     """Target: eight 25mm models in a conga line running north, x 24, y 15 + 1.45k (gaps
0.466in). Eight 25mm chargers at y 11, 1.2in apart, x 19.8..28.2 (A#4 at (24.6, 11.2)).
Reach (straight line, a lower bound): B#2 (y 17.9) is 6.926-0.984 = 5.94in from A#3/A#4's
centre, but B#2's contact circle is blocked within 42.5 degrees of south by B#1 (1.45in
away: cos > 1.45/(2*0.984) = 0.737) and within 42.5 of north by B#3. A scan of every legal
contact point of B#2 (0.1 degree steps) within 6in (straight line) of a charger finds only
312.5..314.6 degrees, and only for A#4, the first model, which the text sends into contact
with its nearest enemy model, B#0. B#3 on are out of reach. So only B#0 and B#1 can be
contacted: 2 target models.
First model: A#4, to B#0: sqrt(0.36+14.44)-0.984 = 2.863in; ends at 277.1 degrees on B#0.
Witness: B#0 gets 155 (A#2, by (22.5, 14.6) round B#0), 217 (A#3, by (23, 13.5)), 277.1 (the first model) and
339 degrees (A#5, by (25.6, 14) round the first model): at least 60 apart, and more than
42.5 degrees from north, clear of B#1; B#1 gets 0 and 180 degrees, its flanks (the 180 spot
is 1.04in from the 155 one). A#0 and A#7 stop at (21.9, 13.2) and (26.3, 13.2),
within 2in of the models on B#0's 217 and 339 spots: engaged. All 8 engaged (the bound).
In contact: 6 in the witness; the most there can be is not pinned (a packing question).
Target: B#0, B#1 in contact; B#2 (gap 0.466) and B#3 (2.9-0.984 = 1.916in from B#1) within
2in: 4 engaged; B#4 is 4.35-0.984 = 3.37in from B#1: not.""",
     A, T, W, dict(in_contact=None, engaged=8, t_in_contact=2, t_engaged=4),
     manual_bound_contact=True, manual_bound_target=True)

# ---------------------------------------------------------------- more ordinary, more greedy
A, T = scene(12, 32, 9.5, 1.5, 12, 32, 15.0, 1.5, fwd=7, fdy=0.2)
case("a09_twelve_v_twelve_32mm.yaml", "12 x 32mm charge 12 x 32mm in a line",
     """Twelve 32mm models 1.5in apart (x 15.75..32.25, y 9.5; A#7 at y 9.7) facing twelve 32mm
models 1.5in apart at y 15 (gaps 0.24in). Contact distance 1.260in; edge gaps 5.5-1.26 =
4.24in (A#7 4.04in, the first model, ends at (26.25, 13.74)). Everyone straight north into
contact with the model in front: 12 of 12, 12 of 12 (the bound), all engaged.""",
     A, T, by_x(A["models"], spots_for(T, rs(32, 32), [[270]] * 12)),
     dict(in_contact=12, engaged=12, t_in_contact=12, t_engaged=12))

A = U(25, [(20.0 + 1.3 * k, 11.0) for k in range(5)] + [(20.65 + 1.3 * k, 9.8) for k in range(5)])
A["models"][2] = (22.6, 11.2)
T = U(25, [(20.0 + 1.3 * k, 15.5) for k in range(5)])
W = by_x(A["models"][:5], spots_for(T, rs(25, 25), [[270]] * 5))
W.update({5 + k: [(20.65 + 1.3 * k, 13.3)] for k in range(5)})
case("j03_two_ranks_charge.yaml", "10 x 25mm in two ranks charge 5 x 25mm: the second rank engaged by the 2in rule",
     """Ten 25mm chargers in two ranks: front rank x 20..25.2 (1.3in apart) at y 11 (A#2 at y
11.2), rear rank 1.2in behind, offset half a step (x 20.65..25.85, y 9.8). Five 25mm
target models at y 15.5, straight north of the front rank, 1.3in apart.
First model: A#2 to B#2: 4.3-0.984 = 3.316in, ends at (22.6, 14.516).
Front rank straight north into contact (3.516in). Room in contact: the five front spots
are 1.3in apart; any sixth charger touching a target model must sit at least 60 degrees
round from a front spot: on the flanks of B#0 (x 19.016) or B#4 (x 26.184) or behind.
Whether a rear-rank model could also reach such a flank spot within 6in (A#5 to B#0's west
flank (19.016, 15.5) is 5.93in as the crow flies, round the front rank longer) is a packing
and routing question this scenario does not pin: in_contact is left unchecked.
Witness: the rear rank steps 3.5in north to y 13.3, between and behind the front rank
(0.65in to the side, 1.216in behind: 1.38in centre to centre > 0.984): each within 2in of
a model in contact. 10 of 10 engaged (the bound), 5 of 5 target models contacted.""",
     A, T, W, dict(in_contact=None, engaged=10, t_in_contact=5, t_engaged=5),
     manual_bound_contact=True)

A, T, W = gapk(16.8, 15.0, 32, 25, 10, 0.3, 10.0, (31.4, 11.0), o=1)
case("k10_greedy_32mm_between_two_25mm.yaml", "greedy wrong: 5 x 32mm on 10 x 25mm, each between two",
     """Ten 25mm models 1.6in apart (x 16.8..31.2, y 15; gaps 0.616in, narrower than a 32mm base
(1.26in): no charger passes between them). Five 32mm chargers: four at y 10 just east of the
middles of pairs B#1/2, B#3/4, B#5/6, B#7/8, one at (31.4, 11) in front of B#9. Contact
distance 0.630+0.492 = 1.122in.
First model: A#4 to B#9: sqrt(0.04+16)-1.122 = 2.883in (others at least 5-1.122-...: the
pair chargers are sqrt(0.5^2+5^2)-1.122 = 3.903in from their nearest model); it touches
B#9 only. A 32mm charger touches at most two of these models (B#j and B#j+2 are 3.2in
apart, more than 2*1.122). Bound: 1 + 4*2 = 9 target models.
Witness: A#0..A#3 each to the spot touching both models of its pair, sqrt(1.122^2-0.8^2) =
0.787in south of the pair's middle: B#1..B#9 contacted, 9; B#0 (gap 0.616in to B#1) is
engaged: 10. Chargers: 5 in contact; spots 3.2in apart (gap 1.94in) and A#3 (29, 14.213)
to A#4 2.47in apart (gap 1.2): coherent.
Greedy (each straight to its nearest model: B#2, B#4, B#6, B#8, B#9) contacts only 5.""",
     A, T, W, dict(in_contact=5, engaged=5, t_in_contact=9, t_engaged=10),
     manual_bound_target=True, greedy_worse=True)

A, T, W = stair(40, 25, 2.9, 1.65, 1.0, 6.4)
case("k11_greedy_staircase_40mm_on_25mm.yaml", "greedy wrong: 40mm chargers, the nearest model is the wrong one",
     """Five 25mm target models 2.9in apart (x 18..29.6, y 16; gaps 1.916in). Five 40mm chargers
at y 9.6: A#0 1in west of B#0, A#k (k>=1) 1.65in west of B#k (1.25in east of B#k-1).
Contact distance 0.787+0.492 = 1.279in. A#k to B#k-1: sqrt(1.25^2+6.4^2)-1.279 = 5.242;
to B#k: sqrt(1.65^2+6.4^2)-1.279 = 5.330 (both <= 6); to B#k+1: sqrt(4.55^2+6.4^2)-1.279 =
6.574; to B#k-2: sqrt(4.15^2+6.4^2)-1.279 = 6.349 (> 6: out of reach on any route).
A#0 to B#0: sqrt(1+6.4^2)-1.279 = 5.199: the first model.
Nearest model each: B#0, B#0, B#1, B#2, B#3: B#4 left out. Optimum: A#k to B#k: 5 of 5
chargers, 5 of 5 target models (the bound); spots 2.9in apart (40mm gap 1.325): coherent.""",
     A, T, W, dict(in_contact=5, engaged=5, t_in_contact=5, t_engaged=5), greedy_worse=True)

A, T = scene(6, 40, 9.0, 1.8, 6, 25, 15.0, 1.8, fwd=2, fdy=0.2)
MARSH = dict(name="marsh", kind="difficult", poly=[(14, 13.2), (34, 13.2), (34, 17), (14, 17)])
case("g06_target_in_difficult_ground.yaml", "the target stands in a marsh: moving into difficult ground, dice 5 and 2",
     """Six 40mm chargers 1.8in apart at y 9 (x 19.5..28.5; A#2 at y 9.2) and six 25mm target
models 1.8in apart at y 15, standing in a marsh (difficult, from y 13.2 north). Contact
distance 0.787+0.492 = 1.279in; edge gaps 6-1.279 = 4.721in (A#2 4.521in, the first model).
Every charger must move into the marsh to touch its target: touching a model at y 15 from
due south puts a 40mm model's centre at y 13.721, inside the marsh (edge at y 13.2). Dice 5 and 2: move 5in >= 4.721: all six straight north into contact.
6 of 6, 6 of 6 (the bound).""",
     A, T, by_x(A["models"], spots_for(T, rs(40, 25), [[270]] * 6)),
     dict(in_contact=6, engaged=6, t_in_contact=6, t_engaged=6), dice=(5, 2), terrain=[MARSH])

A, T = scene(6, 40, 9.0, 1.8, 6, 25, 15.0, 1.8, fwd=2, fdy=0.2)
case("g07_target_in_difficult_ground_dice_4_4.yaml", "the target stands in a marsh: dice 4 and 4 leave everyone short",
     """g06's table: six 40mm chargers, edge gaps 4.721in (A#2 4.521in) to six 25mm models
standing in a marsh. Moving into difficult ground: dice 4 and 4, move 4in (the total 8
would do): no model can reach (4.521 > 4). Didn't make it; nothing moves.""",
     A, T, None, {}, didnt=True, dice=(4, 4), terrain=[MARSH])

A, T, W = thin(40, 40)
case("k12_greedy_thin_arc_40mm.yaml", "greedy wrong: 40mm squads, the nearest charger takes the only reachable spot",
     """k03's pattern with 40mm bases on both sides (contact distance 1.575in) and target models
3.4in apart (gaps 1.825in). A#0 stands 1.575+5.95 = 7.525in south of B#1: its reach meets
B#1's contact circle within acos((1.575^2+7.525^2-36)/(2*1.575*7.525)) = 12.9 degrees of
due south, and no other target model (B#0: sqrt(3.4^2+7.525^2)-1.575 = 6.68 > 6).
A#1 (1.3in west, 3in south of B#1) is nearer B#1 (3.270-1.575 = 1.695) than B#0
(sqrt(2.1^2+9)-1.575 = 2.087). A#2, 1in south of B#3's edge, is the first model (1.0in).
Greedy nearest first puts A#1 on B#1 at 23.4 degrees west of south; every spot A#0 can
reach is within 12.9+23.4 = 36.3 < 60 degrees of it: A#0 is left out.
Optimum: A#1 to B#0, A#0 due north to B#1, A#3 due south of B#2, A#4 to B#4: 5 of 5
chargers and 5 of 5 target models in contact (the bound); coherent (checked).""",
     A, T, W, dict(in_contact=5, engaged=5, t_in_contact=5, t_engaged=5), greedy_worse=True,
     order=[2, 3, 1, 4, 0])

A, T = scene(5, 60, 8.5, 2.6, 5, 32, 15.0, 2.6, fwd=2, fdy=0.2)
RUIN2 = dict(name="ruined manufactorum", kind="dangerous", poly=[(14, 12.6), (34, 12.6), (34, 18), (14, 18)])
case("h03_60mm_into_dangerous_ruins.yaml", "5 x 60mm charge 5 x 32mm in dangerous ruins, dice 6 and 6",
     """Five 60mm models 2.6in apart at y 8.5 (A#2 at y 8.7) and five 32mm models 2.6in apart at
y 15 inside dangerous ruins (from y 12.6). Contact distance 1.181+0.630 = 1.811in; edge
gaps 6.5-1.811 = 4.689in (A#2 4.489in: the first model, straight north, ends at (24,
13.189): its centre is inside the ruins, so it entered them). Dangerous is difficult too:
dice 6 and 6, the move is 6in (not 12). All five straight north into contact (4.689 <= 6):
5 of 5, 5 of 5. Every one of them ends with its centre at y 13.189, inside: five tests;
the first model's is pinned (dangerous_terrain_test A#2).""",
     A, T, by_x(A["models"], spots_for(T, rs(60, 32), [[270]] * 5)),
     dict(in_contact=5, engaged=5, t_in_contact=5, t_engaged=5), dice=(6, 6), terrain=[RUIN2],
     events=["dangerous_terrain_test A#2"])

A = U(32, [(18.0 + 1.5 * i, 10.0 - 0.3 * i) for i in range(6)])
T = U(32, [(18.0 + 1.5 * j, 15.5) for j in range(6)])
case("a10_echelon_charge.yaml", "6 x 32mm in echelon charge 6 x 32mm: the far end has the longest move",
     """Six 32mm chargers in echelon: A#i at (18+1.5i, 10-0.3i); six 32mm target models in a line
at y 15.5, x 18..25.5, each straight north of one charger. Contact distance 1.260in.
Edge gaps 5.5+0.3i-1.26 = 4.24..5.74in, all <= 6. First model: A#0 (4.24in; the next,
A#1, needs 4.54), straight north to B#0, ends at (18, 14.24).
Everyone straight north into contact with the model in front (A#5: 5.74in): 6 of 6, 6 of 6
(the bound); spots 1.5in apart (gap 0.24): coherent.""",
     A, T, by_x(A["models"], spots_for(T, rs(32, 32), [[270]] * 6)),
     dict(in_contact=6, engaged=6, t_in_contact=6, t_engaged=6))

A = U(32, [(18.0 + 1.5 * i, 10.0 - 0.55 * i) for i in range(6)])
W = {0: [None], 1: [gap_spot(T["models"][1], T["models"][2], rs(32, 32))],
     2: [spot(T["models"][4], rs(32, 32), A["models"][2])],
     3: [at(T["models"][3], rs(32, 32), 248)], 4: [(24.9, 13.4)], 5: [(26.2, 13.0)]}
case("a11_echelon_last_model_short.yaml", "6 x 32mm in a steeper echelon: the last two fall short but are engaged",
     """As a10 but steeper: A#i at (18+1.5i, 10-0.55i); six 32mm target models at y 15.5, x
18..25.5, 1.5in apart (gaps 0.24in). Contact distance 1.260in. Reach (straight line, a
lower bound), edge gaps to B#0..B#5:
A#0 4.24 4.44 5.01 5.85 6.88 -; A#1 4.97 4.79 4.97 5.49 6.28 -; A#2 5.99 5.51 5.34 5.51 5.99
6.73; A#3 - 6.49 6.05 5.89 6.05 6.49; A#4 and A#5 nothing under 6.44. So A#4 and A#5 cannot
reach contact: at most 4 chargers in contact.
Target models: one charger can touch two neighbours (1.5in apart, a 32mm base between them
sqrt(1.26^2-0.75^2) = 1.012in south of their middle), so four chargers could touch up to
eight; but B#5 is out of everyone's reach (A#2 6.73 is the least), so at most 5.
Witness (5): A#3 to B#3's spot 22 degrees west of south (248, math angle), (22.028, 14.332),
within its reach (cos >= 0.927 from due south, 22.0 degrees); A#2 to B#4 on the line to its
centre (5.99in), (23.479, 14.353), 1.45in from A#3's spot; A#1 to the spot between B#1 and
B#2 (20.25, 14.488) (5.09in), touching both; A#0, the first model, to B#0 (18, 14.24).
B#0..B#4 contacted: 5 (the bound). 4 chargers in contact.
First model: A#0 (4.24in; A#1 needs 4.79), straight north, ends at (18, 14.24).
ENGAGED: A#4 (24, 7.8) to (24.9, 13.4) (5.67in): 1.71in from A#2, edge gap 0.45: engaged;
A#5 (25.5, 7.25) to (26.2, 13.0) (5.79in): 3.04in from A#2, gap 1.78 <= 2: engaged. All 6.
Target: B#0..B#4 in contact, B#5 0.24in from B#4: 6 engaged.
(The first version of this scenario said 4 target models: see README, faults.)""",
     A, T, W, dict(in_contact=4, engaged=6, t_in_contact=5, t_engaged=6), manual_bound_engaged=True,
     manual_bound_target=True)

# ---------------------------------------------------------------- the first model by route, the 1in rule on the way
T = U(25, [(20.0 + 1.5 * j, 16.0) for j in range(5)])
A = U(25, [(20.0, 12.5), (21.5, 12.5), (23.0, 12.8), (24.5, 12.6), (26.0, 12.5)])
PILLAR = [dict(name="pillar", kind="impassable", poly=[(22.8, 13.3), (23.2, 13.3), (23.2, 13.9), (22.8, 13.9)])]


def pillar_lb(i, s, t):
    # a route from s (below the pillar's middle line y 13.6) to t's contact circle
    # (above it) crosses y 13.6 outside the pillar widened by a base radius; only
    # claimed for a model standing within the pillar's widened shadow
    if not (s[1] < 13.6 < t[1]):
        return 0.0
    if s[0] < 22.8 - R[25] or s[0] > 23.2 + R[25]:
        return 0.0
    best = 1e9
    for x in (22.8 - R[25], 23.2 + R[25]):
        q = (x, 13.6)
        best = min(best, d(s, q) + d(q, t))
    return best - 2 * R[25]


W = {3: [None], 2: [(22.3, 12.8), (22.3, 14.2), (23.0, 15.0157)], 1: [(21.5, 15.0157)],
     0: [(20.0, 15.0157)], 4: [(26.0, 15.0157)]}
case("x01_first_model_by_route_not_as_the_crow_flies.yaml", "the nearest model is behind a pillar: the first model is the next one",
     """Five 25mm target models at y 16, x 20..26. Five 25mm chargers: A#0 (20, 12.5), A#1 (21.5,
12.5), A#2 (23, 12.8), A#3 (24.5, 12.6), A#4 (26, 12.5). An impassable pillar stands
straight in front of A#2: x 22.8..23.2, y 13.3..13.9.
As the crow flies A#2 is nearest (3.2-0.984 = 2.216in to B#2), but its route must go round
the pillar: it crosses the line y 13.6 at x <= 22.308 or >= 23.692, so it is at least
sqrt(0.692^2+0.8^2) + sqrt(0.692^2+2.4^2) - 0.984 = 1.058+2.498-0.984 = 2.572in (to B#2;
B#1 and B#3 are 3.53in and more as the crow flies). A#3 goes straight to B#3: 3.4-0.984 =
2.416in, clear: it is the first model ("the one which can reach the enemy by using the least
amount of its available movement"), and ends at (24.5, 15.016). A#0, A#1, A#4: 2.516in.
Witness: A#1 straight north first, then A#2 round the pillar's west side by (22.3, 12.8),
(22.3, 14.2) to B#2's head-on spot (23, 15.016) (0.7+1.4+1.08 = 3.18in; 0.5in from the
pillar, 1.14in from A#1's spot), the rest straight north. 5 of 5, 5 of 5 (the bound).""",
     A, T, W, dict(in_contact=5, engaged=5, t_in_contact=5, t_engaged=5), terrain=PILLAR,
     lower_bound=pillar_lb, order=[3, 1, 2, 0, 4])


def cgap(g):
    off = g / 2 + R[25]
    return [(25.0 - off - 1.5 * k, 14.0) for k in range(5)] + [(25.0 + off + 1.5 * k, 14.0) for k in range(5)]


def cline_lb(g):
    off = g / 2 + R[25]
    lo, hi = 25.0 - off - 6.0 - (1 + 2 * R[25]), 25.0 + off + 6.0 + (1 + 2 * R[25])

    def lb(i, s, t):
        # to get from y < 14 to the target (y 16.8) a centre crosses y 14; within
        # the gap it may not (every point of the gap is within 1in of a C model when
        # the gap is narrower than 3in); beyond the line's ends it must pass x <= lo
        # or x >= hi
        best = 1e9
        for x in (lo, hi):
            q = (x, 14.0)
            best = min(best, d(s, q) + d(q, t))
        if g >= 3.0:
            best = min(best, d(s, t))
        return best - 2 * R[25]
    return lb


T = U(25, [(22.0 + 1.5 * j, 16.8) for j in range(5)])
A = U(25, [(23.0 + 1.0 * i, 11.0) for i in range(5)])
A["models"][2] = (25.0, 11.2)
case("x02_gap_in_an_uncharged_line_2p9in_within_1in.yaml", "a 2.9in gap in an uncharged squad's line: passing it comes within 1in",
     """Target B: five 25mm at y 16.8, x 22..28. Between it and the chargers an uncharged squad C
stands in a line at y 14, 1.5in apart, with one gap 2.9in wide (edge to edge) centred on
x 25: C models at x 25 -/+ (1.45+0.492) and on every 1.5in beyond (x 17.06..32.94). Five
25mm chargers at y 11 (x 23..27, 1in apart; A#2 at (25, 11.2)).
A charger crossing y 14 inside the gap has its centre at most 1.45+0.492 = 1.942in from a C
model's centre: its base within 1.45-0.492 = 0.958in of C's, closer than 1in. The text:
"You may not move models within 1in of enemy models from any unit they are not charging";
spec: the 1in rule holds for the whole route. So no charger may pass the gap; C's models
are 0.516in apart elsewhere (narrower than a base); round the line's ends a route crosses
y 14 at x <= 17.06-2.984 or >= 32.94+2.984, at least 8.5in away. No model can reach
(A#2 straight through would need only 5.6-0.984 = 4.616in). Didn't make it.""",
     A, T, None, {}, didnt=True, X=U(25, cgap(2.9)), lower_bound=cline_lb(2.9))

A = U(25, [(23.0 + 1.0 * i, 11.0) for i in range(5)])
A["models"][2] = (25.0, 11.2)
W = {2: [None]}
case("x03_gap_in_an_uncharged_line_3p1in_clear.yaml", "a 3.1in gap in an uncharged squad's line: the middle of it is 1.05in from C",
     """x02's table with the gap 3.1in wide: C models at x 25 -/+ (1.55+0.492) = 25 -/+ 2.042.
Through the middle of the gap a 25mm base stays 1.55-0.492 = 1.058in from C's bases: clear
of the 1in rule (by 0.058in). A#2 (25, 11.2) is the first model: straight north through
the gap to B#2 (25, 16.8): 5.6-0.984 = 4.616in; every other charger's straight line is
longer (A#1 and A#3: sqrt(0.5^2+5.8^2)-0.984 = 4.837in to B#1 and B#3), and bent by the
gap; its line x 25 keeps 2.042 > 1.984in from C's centres; it ends at (25, 15.816), 2.73in
from C's nearest model. The charge happens; B and A LOCKED,
C not. How many more get through and into contact is not pinned.""",
     A, T, W, dict(in_contact=None, engaged=None, t_in_contact=None, t_engaged=None),
     X=U(25, cgap(3.1)), manual_bound_contact=True, manual_bound_target=True, manual_bound_engaged=True,
     witness_partial=True)
