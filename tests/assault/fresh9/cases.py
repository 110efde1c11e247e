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
A["models"] = A["models"]
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
    sep = 2.9 if mt == 25 else 3.2
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
acos((1.26^2+7.21^2-36)/(2*1.26*7.21)) = 17.6 degrees of due south; it reaches no other
target model (B#0: sqrt(3.2^2+7.21^2)-1.26 = 6.63 > 6). A#1 (x-1.3, y-3) is nearer B#1 than
B#0 (sqrt(1.69+9)-1.26 = 2.01 against sqrt(1.9^2+9)-1.26 = 2.29). A#2, 1in from B#3, is the first model.
Greedy nearest first puts A#1 on B#1 at 23.4 degrees west of south: every spot A#0 can
reach is within 41 < 60 degrees of it, so A#0 is left out.
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
enters it: dangerous_terrain_test A#2. A#5 (x 27.75) is never near the wire: from its start
within 5in it cannot touch x <= 24.2 without... (it could, but needs no reason to; not pinned).""",
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
