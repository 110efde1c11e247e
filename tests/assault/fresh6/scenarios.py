"""The fresh6 scenarios (python3 scenarios.py writes them). See gen.py."""
import math
import sys
from geo import RAD, TOL, dist, contact_end, polar, bearing, toward
from gen import Scn, line, solve, world, RULES, P, f, OUT
from solve import World, search, greedy, coherent, engaged

C = (24.0, 24.0)
ALL = []


ONLY = sys.argv[1:]


def reg(s):
    ALL.append(s)
    s.write()
    print(s.name, s.exp, "greedy", s.greedy_n, flush=True)
    return s


def want(name):
    return not ONLY or any(o in name for o in ONLY)


def nudge_first(pts, targets, rc, by=0.1):
    """Move the charger nearest the targets `by` closer, so the first model is unique."""
    best = min(range(len(pts)), key=lambda i: min(dist(pts[i], t) - rc - r for t, r in targets))
    t = min(targets, key=lambda tr: dist(pts[best], tr[0]) - tr[1])[0]
    pts = list(pts)
    pts[best] = toward(pts[best], t, by)
    return pts


def angled(name, *a, **k):
    if want(name):
        return angled_(name, *a, **k)


def angled_(name, title, what, nch, bc, nt, bt, theta, D, tgap, cgap, ranks=1, rgap=None, tshape=None, cbrg=None, rdir=None,
           greedy_check=False, move=6.0, tries=300, witness=None, vias=None, touch=None):
    s = Scn(name, title)
    T = tshape if tshape is not None else line(C, nt, tgap, 90)
    ch = []
    for k in range(ranks):
        cc = polar(polar(C, D, theta), k * (rgap or 0), theta if rdir is None else rdir)
        ch += line(cc, nch // ranks, cgap, theta + 90 if cbrg is None else cbrg)
    ch = nudge_first(ch, [(t, RAD[bt]) for t in T], RAD[bc])
    s.unit("A", "red", bc, ch)
    s.unit("T", "blue", bt, T)
    s.args = ("A", "T", move)
    s.note(*what)
    s.note("")
    s.note(*RULES)
    if callable(witness):
        witness, vias = witness(ch, T)
    solve(s, greedy_check=greedy_check, tries=tries, witness=witness, vias=vias, touch=touch)
    return reg(s)


# ---- head-on and oblique lines, 5 v 5 and 10 v 5 ----
angled("five_v_five_head_on_32mm", "five 32mm charge five 32mm head-on",
       ["Five 32mm in a line 2in apart charge five 32mm in a line 2in apart, 5.5in away head-on",
        "(bearing 180 from the targets' centre), the middle charger 0.1in nearer."],
       5, 32, 5, 32, 180, 5.6, 2.0, 2.0)
angled("five_v_five_oblique_30_25mm", "five 25mm charge five 25mm from 30 degrees",
       ["Five 25mm, 1.5in apart, charge five 25mm in a line 1.2in apart from bearing 210 (30 degrees",
        "off head-on), the line's centre 5in from the targets' centre."],
       5, 25, 5, 25, 210, 5.0, 1.2, 1.5)
def bend_via(S, V, rho, E, ccw, n=12):
    """aspin: the bends of the shortest way from S to E round the circle (V, rho), V on the left
    (ccw) or on the right: tangent from S, the arc (arc_via), tangent to E"""
    def ang(P):
        return math.atan2(P[1] - V[1], P[0] - V[0])
    sg = 1 if ccw else -1
    a1 = ang(S) + sg * math.acos(rho / dist(S, V))
    a2 = ang(E) - sg * math.acos(rho / dist(E, V))
    if ccw:
        while a2 < a1:
            a2 += 2 * math.pi
    else:
        while a2 > a1:
            a2 -= 2 * math.pi
    # the arc as a polygon round it (as arc_via): its sides touch the circle, never cut it
    rr = rho / math.cos((a2 - a1) / n / 2)
    out = [(V[0] + rho * math.cos(a1), V[1] + rho * math.sin(a1))]
    out += [(V[0] + rr * math.cos(a1 + (a2 - a1) * (k + 0.5) / n), V[1] + rr * math.sin(a1 + (a2 - a1) * (k + 0.5) / n))
            for k in range(n)]
    out.append((V[0] + rho * math.cos(a2), V[1] + rho * math.sin(a2)))
    return out


def arc_poly(V, rho, a1, a2, n=12):
    """aspin: the arc of (V, rho) from angle a1 to a2 (radians, a2 > a1: anticlockwise) as a
    polygon round it whose sides touch the circle, never cut it"""
    rr = rho / math.cos((a2 - a1) / n / 2)
    out = [(V[0] + rho * math.cos(a1), V[1] + rho * math.sin(a1))]
    out += [(V[0] + rr * math.cos(a1 + (a2 - a1) * (k + 0.5) / n), V[1] + rr * math.sin(a1 + (a2 - a1) * (k + 0.5) / n))
            for k in range(n)]
    out.append((V[0] + rho * math.cos(a2), V[1] + rho * math.sin(a2)))
    return out


def oblique_45_witness(ch, T):
    """aspin: every target model touched. A#4 (the first) ends on T#2; A#3 goes round A#4's end
    (ccw) into the notch T#3-T#4 (1.1in each side of their midpoint, sqrt(1.5748^2 - 1.1^2) =
    1.1270in south of their line: it touches both); A#2 straight onto T#1, A#1 straight onto
    T#0, A#0 straight onto T#0 at bearing 280 (its segment passes 1.63in from A#1's centre)."""
    R = 2 * RAD[40]
    e4, _ = contact_end(ch[4], T[2], R)
    notch = ((T[3][0] + T[4][0]) / 2, T[3][1] - math.sqrt(R * R - 1.1 ** 2))
    ends = [polar(T[0], R, 280), contact_end(ch[1], T[0], R)[0], contact_end(ch[2], T[1], R)[0], notch, e4]
    # A#3: tangent from its start to A#4's circle (radius R, anticlockwise round it), the outer
    # tangent to T#3's contact circle (same radius: parallel to A#4's end -> T#3, on its right),
    # then along T#3's contact circle (in contact, anticlockwise) into the notch: a straight last
    # leg would cut T#3's base (it must come in steeper than 44.3 degrees)
    rho = R + 1e-4
    ang = lambda P, V: math.atan2(P[1] - V[1], P[0] - V[0])
    a1 = ang(ch[3], e4) + math.acos(rho / dist(ch[3], e4))
    th = ang(T[3], e4) - math.pi / 2
    an = ang(notch, T[3])
    way = arc_poly(e4, rho, a1, th, 8) + arc_poly(T[3], rho, th, an, 4)
    return ([4, 3, 2, 1, 0], ends), {3: way}


angled("five_v_five_oblique_45_40mm", "five 40mm charge five 40mm from 45 degrees",
       ["Five 40mm in a line 2in apart, parallel to a line of five 40mm 2.2in apart, its centre 5.5in",
        "from the targets' centre at bearing 225: the two lines overlap by half, so the charge comes in",
        "at 45 degrees.",
        "Target models touched (aspin): all five. T#3 and T#4 are out of A#4's way only round it: A#3",
        "goes round A#4's end (tangent, arc, tangent) and along T#3's contact circle into the notch",
        "T#3-T#4 (1.1in either side of their midpoint, sqrt(1.5748^2 - 1.1^2) = 1.1270in south of their",
        "line: it touches both), 5.9469in (a straight last leg would cut T#3's base);",
        "A#2 onto T#1, A#1 onto T#0 (straight), A#0 onto T#0 at bearing 280 (straight, 1.63in from A#1)."],
       5, 40, 5, 40, 225, 5.5, 2.2, 2.0, cbrg=90,
       witness=oblique_45_witness)
def oblique_60_witness(ch, T):
    """aspin: every target model touched, each move straight. Notches of this line (25mm 1.1in
    apart, 32mm chargers): 0.55in either side of a midpoint, sqrt(1.122^2 - 0.55^2) = 0.9780in
    south of the line, touching both."""
    R = RAD[32] + RAD[25]
    e3, _ = contact_end(ch[3], T[0], R)
    notch = lambda a, b: ((T[a][0] + T[b][0]) / 2, T[a][1] - math.sqrt(R * R - 0.55 ** 2))
    ends = [polar(T[2], R, 200), notch(3, 4), notch(0, 1), e3, polar(T[0], R, 340)]
    return ([3, 1, 0, 2, 4], ends), None


angled("five_v_five_oblique_60_32mm_on_25mm", "five 32mm charge five 25mm from 60 degrees",
       ["Five 32mm, 1.8in apart, charge five 25mm in a line 1.1in apart from bearing 240, the line's",
        "centre 5in from the targets' centre.",
        "Target models touched (aspin): all five. T#4 has one charger that reaches it: the straight line",
        "from A#1 or A#2 to its contact circle meets T#3's base first, and A#1 alone reaches the notch",
        "T#3-T#4 (0.55in either side of their midpoint, 0.978in south of the line: it touches both),",
        "5.9413in (A#2: 6.17in; A#0 6.23in to any point of T#4's circle). So A#1 goes first, into that",
        "notch; A#0 onto T#2 at bearing 200 (2.03in from A#1), A#2 into the notch T#0-T#1 (1.745in from",
        "A#3, 1.268in from A#0: more than 1.2598), A#4 onto T#0 at bearing 340, all straight."],
       5, 32, 5, 25, 240, 5.0, 1.1, 1.8, witness=oblique_60_witness)
angled("three_v_five_flank_32mm_on_40mm", "three 32mm charge a line of five 40mm from its flank",
       ["Three 32mm in a line 1.6in apart, across the end of a target line of five 40mm 1.6in apart",
        "(bearing 270: the chargers come at the line end on), their line's centre 4.6in from the end",
        "model's centre: all three fit round the end model (52.8 degrees each on its contact circle)."],
       3, 32, 5, 40, 270, 7.8, 1.6, 1.6,
       touch=(2, ["T#2's contact circle (1.4173in) is blocked by T#1 and T#3 (1.6in away) 55.64 degrees either",
                  "side of them, free only at bearings 145.64 to 214.36 and 325.64 to 34.36; its nearest free",
                  "points, [23.2in, 22.83in] and [23.2in, 25.17in], are 6.9985in or more from every charger",
                  "in a straight line; every point touching T#3 or T#4 lies at x >= 24.18in, more than 7.8in",
                  "east of every charger. So at most T#0 and T#1 are touched."]))
angled("five_v_five_from_behind_50mm_on_32mm", "five 50mm charge five 32mm from the north",
       ["Five 50mm, 2.4in apart, charge five 32mm in a line 1.5in apart from bearing 0 (behind, for",
        "a unit that faced south), the line's centre 5.5in away."],
       5, 50, 5, 32, 0, 5.5, 1.5, 2.4)
angled("ten_v_five_head_on_two_ranks_25mm", "ten 25mm in two ranks charge five 25mm head-on",
       ["Ten 25mm in two ranks of five (2in apart, ranks 1.2in apart) charge five 25mm in a loose",
        "line 2.9in apart, front rank 4.5in away head-on: two chargers fit on each target model's near side."],
       10, 25, 5, 25, 180, 4.5, 2.9, 2.0, ranks=2, rgap=1.2)
angled("ten_v_five_oblique_45_32mm", "ten 32mm in two ranks charge five 32mm from 45 degrees",
       ["Ten 32mm in two ranks of five (1.6in apart, ranks 3.2in apart), parallel to five 32mm in a",
        "loose line 3.2in apart, the front rank's centre 6in from the targets' centre at bearing 135:",
        "the rear rank (7.44in below the targets' line) cannot reach; it follows to engage."],
       10, 32, 5, 32, 135, 6.0, 3.2, 1.6, ranks=2, rgap=3.2, cbrg=90, rdir=180,
       touch=(4, ["T#0 (the west end, [17.6in, 24in]) is 7.3071in (centre distance less 1.2598in) from the",
                  "nearest charger, A#0, in a straight line, and farther from the rest: no route reaches it."]))
angled("ten_v_five_rear_rank_out_of_reach_32mm", "ten 32mm, the rear rank out of reach, engaged",
       ["Ten 32mm in two ranks of five (1.5in apart, ranks 1.6in apart) charge five 32mm in a line",
        "1.5in apart head-on, the front rank 6.9in from the targets' line: the rear rank (8.5in)",
        "cannot reach contact (8.5 - 1.26 > 6) but can end within 2in of the front rank."],
       10, 32, 5, 32, 180, 6.9, 1.5, 1.5, ranks=2, rgap=1.6)
def oblique_60_40_witness(ch, T):
    """aspin: four target models touched (T#1 to T#4), five in contact, all ten ENGAGED. The
    bends of A#2 (under A#1's end, along its circle) and A#4 (round A#3's end) are the shortest
    routes of tests/assault/fresh8/geom.py's tangent graph, thinned to within 0.0002in; check.py
    replays every leg here."""
    R = RAD[40] + RAD[32]
    ends = {1: (27.3982, 22.5827), 0: (21.8151, 23.2704), 2: (24.9491, 22.9473), 3: (30.8925, 22.5857), 4: (32.169, 23.6332), 5: (23.5966, 22.023), 6: (28.9676, 22.1621), 7: (26.1535, 21.5383), 8: (32.4193, 22.03), 9: (30.2058, 21.1131)}
    ends[1] = contact_end(ch[1], T[3], R)[0]
    vias = {2: [(27.3884, 21.0079), (27.3448, 21.0088), (27.3012, 21.0109), (27.2664, 21.0134), (27.2288, 21.017), (27.1914, 21.0215), (27.1559, 21.0266), (27.1205, 21.0326), (27.0852, 21.0393), (27.0501, 21.0468), (27.0152, 21.0552), (26.9804, 21.0643), (26.9459, 21.0742), (26.9117, 21.0849), (26.8776, 21.0964), (26.8439, 21.1086), (26.8104, 21.1217), (26.7773, 21.1354), (26.7419, 21.1511), (26.7096, 21.1664), (26.6776, 21.1824), (26.6468, 21.1987), (26.6164, 21.2156), (26.5864, 21.2333), (26.5567, 21.2515), (26.5275, 21.2705), (26.4995, 21.2895), (26.4695, 21.3108), (26.4401, 21.3329), (26.4159, 21.3518), (26.3874, 21.375), (26.3595, 21.399), (26.3321, 21.4236), (26.3097, 21.4446), (26.2834, 21.4703), (26.2535, 21.5011), (26.2286, 21.5282)], 4: [(32.4392, 22.8819), (32.4321, 22.9167), (32.4243, 22.9514), (32.4121, 22.999), (32.3984, 23.0463), (32.3838, 23.0917), (32.3673, 23.1379), (32.3548, 23.1703)]}
    return ([1, 0, 2, 3, 4, 5, 6, 7, 8, 9], [ends[k] for k in range(10)]), vias


angled("ten_v_five_oblique_60_40mm_on_32mm", "ten 40mm charge five 32mm from 60 degrees",
       ["Ten 40mm in two ranks of five (1.8in apart, ranks 4.6in apart), parallel to five 32mm 3.4in",
        "apart, the front rank's centre 6in from the targets' centre at bearing 120 (60 degrees off",
        "head-on): the rear rank, 7.6in below the targets' line, cannot reach; it follows to engage.",
        "Target models touched (aspin): four. A#0 alone reaches T#1 (straight, 5.8275 - 1.4173 =",
        "4.4102in, passing 1.75in from T#2's centre); A#2 then goes under A#1's end (its route bends",
        "along A#1's circle) onto T#2 (5.0271in); A#3 straight onto T#4 (1.5891in), A#4 round A#3's",
        "end onto T#4's east side (2.7152in); the rear rank straight to within 2in of them."],
       10, 40, 5, 32, 120, 6.0, 3.4, 1.8, ranks=2, rgap=4.6, cbrg=90, rdir=180,
       witness=oblique_60_40_witness,
       touch=(4, ["T#0 (the west end, [17.2in, 24in]) is 7.4987in (centre distance less 1.4173in) from the",
                  "nearest charger, A#0, in a straight line, and farther from the rest: no route reaches it."]))



def greedy_case(name, title, what, bc, bt, phi, alpha=12.0, dA=3.0, side=1, extra=(), t0gap=2.8,
                aside=0.0, move=6.0, more_targets=(), tries=400):
    """T1 at C; A at dA from it and B at dB (straight behind A) at bearing phi; B's reach on T1's
    contact circle is +-alpha degrees round the bearing, too narrow for two bases, so A taking
    the spot facing it (its nearest) leaves B nothing. F, the first model, faces T0 beside T1."""
    if not want(name):
        return None
    rc, rt = RAD[bc], RAD[bt]
    R = rc + rt
    a = math.radians(alpha)
    dB = R * math.cos(a) + math.sqrt(move * move - (R * math.sin(a)) ** 2)
    T1 = C
    T0 = polar(C, t0gap, phi + 90 * side)
    A = polar(polar(T1, dA, phi), aside, phi + 90)
    B = polar(T1, dB - 0.001, phi)
    F = polar(T0, R + (dA - R) - 0.6, phi)
    ch = [F, A, B] + [polar(polar(T0, dd, phi), off, phi + 90 * side) for (dd, off) in extra]
    s = Scn(name, title)
    s.unit("A", "red", bc, ch)
    s.unit("T", "blue", bt, [T0, T1] + [polar(T0, dd, phi + 90 * side + off) for (dd, off) in more_targets])
    s.args = ("A", "T", move)
    s.note(*what)
    s.note("B (A#2) stands %s in from T's model 1, so the points of its contact circle (radius %s) it"
           % (f(dB - 0.001), f(R)),
           "can reach lie within %s degrees of the line to it; two bases on that circle need %s"
           % (f(alpha), f(math.degrees(2 * math.asin(rc / R)))),
           "degrees between them. A#1, between, has its nearest contact spot on that line.")
    s.note("")
    s.note(*RULES)
    try:
        solve(s, greedy_check=True, tries=tries)
    except AssertionError as e:
        print("FAILED", e, flush=True)
        return None
    return reg(s)


import math
greedy_case("greedy_three_32mm_behind_one", "three 32mm: the one in front must leave the near spot",
            ["Three 32mm charge two 32mm 2.8in apart head-on; the third stands straight behind the second."],
            32, 32, 180)
greedy_case("greedy_three_25mm_on_40mm_oblique", "three 25mm on two 40mm at 30 degrees: leave the near spot",
            ["Three 25mm charge two 40mm from bearing 210; the third stands behind the second."],
            25, 40, 210, alpha=10.0, dA=2.6)
greedy_case("greedy_three_40mm_on_25mm", "three 40mm on two 25mm: leave the near spot",
            ["Three 40mm charge two 25mm 2.6in apart from bearing 160; the second 1in off the line from the",
             "third to the target model."],
            40, 25, 160, alpha=8.0, dA=3.2, t0gap=2.6, aside=-1.0)
greedy_case("greedy_three_50mm_on_32mm", "three 50mm on two 32mm: leave the near spot",
            ["Three 50mm charge two 32mm 3.4in apart from bearing 135; the second 1.3in off the line from the",
             "third to the target model."],
            50, 32, 135, alpha=9.0, dA=3.9, t0gap=3.4, aside=-1.3)
greedy_case("greedy_five_32mm_on_three_40mm", "five 32mm on three 40mm: one must leave the near spot",
            ["Five 32mm charge three 40mm 3in apart from bearing 200; two more chargers face the first target",
             "model beside the first charger; the second stands 0.9in off the line from the third."],
            32, 40, 200, alpha=11.0, dA=3.0, extra=((3.2, 1.6), (3.4, -1.7)), more_targets=((2.8, 0),), side=-1, aside=0.9, t0gap=3.0)
greedy_case("greedy_five_25mm_flank", "five 25mm from the flank: one must leave the near spot",
            ["Five 25mm charge three 25mm from bearing 270 (the chargers off the end of the line); two",
             "more face the end model; the fifth stands behind the second."],
            25, 25, 270, alpha=12.0, dA=2.6, t0gap=2.4, extra=((2.8, 1.4), (2.8, -1.4)), side=-1,
            more_targets=((2.4, 0),))
greedy_case("greedy_three_32mm_on_50mm_behind", "three 32mm on two 50mm from behind: leave the near spot",
            ["Three 32mm charge two 50mm 3.4in apart from bearing 10; the third behind the second."],
            32, 50, 10, alpha=14.0, dA=3.4, t0gap=3.4)
greedy_case("greedy_four_40mm_on_40mm_60deg", "four 40mm on two 40mm at 60 degrees: leave the near spot",
            ["Four 40mm charge two 40mm 3.2in apart from bearing 240; a fourth faces the first target",
             "model; the third stands behind the second."],
            40, 40, 240, alpha=9.0, dA=3.4, t0gap=3.2, extra=((3.4, 1.9),))
greedy_case("greedy_six_25mm_on_four_32mm", "six 25mm on four 32mm: one must leave the near spot",
            ["Six 25mm charge four 32mm in a line 2.4in apart head-on; the third stands behind the second."],
            25, 32, 180, alpha=10.0, dA=2.8, t0gap=2.4, extra=((3.0, 1.2), (3.0, 2.6), (3.0, -1.3)),
            more_targets=((2.4, 0), (4.8, 0)))
greedy_case("greedy_three_32mm_on_25mm_side_step", "three 32mm on two 25mm: the one in front stands aside",
            ["Three 32mm charge two 25mm 2.5in apart from bearing 150; the second stands 0.4in off the",
             "line from the third to the target model."],
            32, 25, 150, alpha=7.0, dA=2.9, t0gap=2.5, aside=0.4)



# ---- difficult and dangerous terrain, dice read one by one ----
def strip_case(name, title, what, kind, dice, need, bc=32, bt=32, n=3, offs=(0.6, 0.6), ok=True,
               tries=300, strip=(20.0, 21.0), touch=None):
    """A strip of `kind` terrain across the whole board between the chargers and the targets.
    Every route to the targets crosses it, so the unit rolls and moves at most the higher die.
    The middle charger needs exactly `need` in to contact the middle target model."""
    if not want(name):
        return None
    rc, rt = RAD[bc], RAD[bt]
    R = rc + rt
    T = line((24.0, 23.5), 3, 2.0, 90)
    y0 = T[1][1] - R - need
    ch = [(22.0, y0 - offs[0]), (24.0, y0), (26.0, y0 - offs[1])][:n]
    s = Scn(name, title)
    s.unit("A", "red", bc, ch)
    s.unit("T", "blue", bt, T)
    s.terrain.append(("strip", kind, [(0.0, strip[0]), (48.0, strip[0]), (48.0, strip[1]), (0.0, strip[1])]))
    s.args = ("A", "T", 6.0)
    s.dice = [dice]
    h = max(dice)
    s.note(*what)
    s.note("", "A %s strip runs the whole width of the board from y=%s to y=%s: every route from the"
           % (kind, f(strip[0]), f(strip[1])),
           "chargers to the targets crosses it, so the unit rolls 2D6 and moves no farther than the higher",
           "die (spec 1.1, the wider rule): dice %s, the move is %d in. A#1 needs %s in straight up to"
           % (list(dice), h, f(need)),
           "touch T#1 (centres %s in apart, contact distance %s in); A#0 and A#2 stand %s and %s in"
           % (f(need + R), f(R), f(offs[0]), f(offs[1])), "farther back.")
    if not ok:
        s.note("", "No model reaches: the nearest one (A#1, straight, nothing in the way) needs %s > %d in."
               % (f(need), h),
               "DIDN'T MAKE IT: the charge does not proceed and the models are not moved.")
        s.exp["A"] = {"moved": False}
        s.exp["T"] = {"state": {"lacks": ["locked"]}}
        s.events = ["didnt_make_it A T"]
        s.no_events = ["engaged A T"] + (["dangerous_terrain_test A#%d" % i for i in range(n)] if kind == "dangerous" else [])
        return reg(s)
    s.note("")
    s.note(*RULES)
    w, i0, e0, pos = solve(s, tries=tries, move=float(h), touch=touch)
    if kind == "dangerous":
        s.events = ["dangerous_terrain_test A#%d" % i0]
        s.note("Every model moves across the strip (the witness: each ends north of it), so each enters it and",
               "tests; the first model moves first, so its test is the one whose place is sure.")
    return reg(s)


strip_case("wood_strip_exactly_the_higher_die", "a wood across the way: 4in needed, the higher die is 4",
           ["Three 32mm charge three 32mm 2in apart across a wood; dice 4 and 2."],
           "difficult", (4, 2), 4.0,
           touch=(1, ["Only A#1 can be in contact (the bound above), and its end is fixed: it touches T#1 alone",
                      "(T#0 and T#2 are 2.3637in from it, more than 1.2598in)."]))
strip_case("wood_strip_a_hundredth_short", "a wood across the way: 4.01in needed, the higher die is 4",
           ["Three 32mm charge three 32mm across a wood; A#1 needs 4.01in, dice 2 and 4."],
           "difficult", (2, 4), 4.01, ok=False)
strip_case("wood_strip_one_die_short", "a wood across the way: 5in needed, dice 3 and 4 (7 in all)",
           ["Three 32mm charge three 32mm across a wood; A#1 needs 5in: the dice add to 7 but the move",
            "is the higher die, 4."], "difficult", (3, 4), 5.0, ok=False)
strip_case("wood_strip_second_die_higher", "a wood across the way: 4.5in needed, dice 2 and 5",
           ["Three 40mm charge three 40mm across a wood; A#1 needs 4.5in: the first die, 2, is not the",
            "move, the higher die, 5, is."], "difficult", (2, 5), 4.5, bc=40, bt=40, offs=(0.3, 0.4))
strip_case("dangerous_strip_all_three_test", "a dangerous strip across the way: all three cross",
           ["Three 25mm charge three 32mm across a dangerous strip (difficult as well); dice 6 and 3."],
           "dangerous", (6, 3), 3.5, bc=25, offs=(0.8, 0.5))
strip_case("dangerous_strip_short_no_tests", "a dangerous strip across the way: short, nobody moves, nobody tests",
           ["Three 25mm charge three 32mm across a dangerous strip; A#1 needs 3.5in, dice 3 and 1."],
           "dangerous", (3, 1), 3.5, bc=25, ok=False)
strip_case("wood_strip_50mm_on_25mm_six", "a wood across the way: 50mm on 25mm, a six",
           ["Three 50mm charge three 25mm across a wood; A#1 needs 5.2in; dice 1 and 6."],
           "difficult", (1, 6), 5.2, bc=50, bt=25, offs=(0.5, 0.7), strip=(19.0, 20.0))


# ---- a single character, blobs and conga lines ----
def plain(name, title, what, bc, ch, bt, T, tries=300, greedy_check=False, terrain=(), others=(), witness=None,
          touch=None):
    if not want(name):
        return None
    s = Scn(name, title)
    ch = nudge_first(ch, [(t, RAD[bt]) for t in T], RAD[bc], by=0.05)
    s.unit("A", "red", bc, ch)
    s.unit("T", "blue", bt, T)
    for (uid, side, b, ms) in others:
        s.unit(uid, side, b, ms)
    s.terrain.extend(terrain)
    s.args = ("A", "T", 6.0)
    s.note(*what)
    s.note("")
    s.note(*RULES)
    vias = None
    if callable(witness):
        witness, vias = witness(ch, T)
    try:
        solve(s, tries=tries, greedy_check=greedy_check, witness=witness, vias=vias, touch=touch)
    except AssertionError as e:
        print("FAILED", e, flush=True)
        return None
    if len(ch) == 1:
        del s.exp["A"]["coherent"]
        w, _ = world(s)
        k = len(w.touching(s.exp["A"]["models"][0]))
        s.exp["T"]["in_contact"] = k
        s.note("The lone model is the first model; its end touches %d target model(s)." % k)
    for (uid, side, b, ms) in others:
        if side != "red":
            s.exp[uid] = {"state": {"lacks": ["locked"]}}
            s.exp["A"]["clear_of"] = [uid]
    return reg(s)


plain("character_40mm_v_five_25mm_line", "a 40mm character charges five 25mm in a line",
      ["A lone 40mm character 5in below the middle of five 25mm in a line 1in apart."],
      40, [(24.0, 19.0)], 25, line((24.0, 24.0), 5, 1.0, 90))
plain("character_50mm_v_32mm_blob_45", "a 50mm character charges a blob of five 32mm from 45 degrees",
      ["A lone 50mm character at bearing 225 from a blob of five 32mm (two rows, 1.5in apart)."],
      50, [(16.0, 16.0)], 32, [(20.0, 20.0), (21.5, 20.0), (23.0, 20.0), (20.75, 21.3), (22.25, 21.3)])
plain("character_32mm_v_40mm_conga_end_on", "a 32mm character charges a conga line of 40mm end on",
      ["A lone 32mm character 4.5in south of the first of five 40mm in a north-south conga line",
       "2.5in apart, 0.8in off its axis."],
      32, [(24.8, 18.0)], 40, line((24.0, 27.5), 5, 2.5, 0))
plain("character_25mm_v_five_50mm_oblique_60", "a 25mm character charges five 50mm from 60 degrees",
      ["A lone 25mm character at bearing 240 from the middle of five 50mm 2.2in apart, 5in away."],
      25, [polar((24.0, 24.0), 5.0, 240)], 50, line((24.0, 24.0), 5, 2.2, 90))
def blob_six_witness(ch, T):
    """aspin: five target models touched. A#0 goes up T#0's west side (tangent, then along T#0's
    contact circle, clockwise) into the notch T#0-T#3; A#4 straight into the notch T#2-T#5 on
    the east; A#1 straight onto T#0, A#3 straight onto T#2."""
    R = RAD[32] + RAD[25]

    def notch(a, b, side):
        (x1, y1), (x2, y2) = T[a], T[b]
        D = dist(T[a], T[b])
        h = math.sqrt(R * R - D * D / 4)
        nx, ny = -(y2 - y1) / D * side, (x2 - x1) / D * side
        return ((x1 + x2) / 2 + nx * h, (y1 + y2) / 2 + ny * h)
    n03, n25 = notch(0, 3, 1), notch(2, 5, -1)
    ang = lambda P, V: math.atan2(P[1] - V[1], P[0] - V[0])
    rho = R + 1e-4
    a1 = ang(ch[0], T[0]) - math.acos(rho / dist(ch[0], T[0]))
    a2 = ang(n03, T[0])
    a1 = a1 + 2 * math.pi if a1 < a2 else a1
    way0 = arc_poly(T[0], rho, a2, a1, 8)[::-1]
    ends = [n03, contact_end(ch[1], T[0], R)[0], contact_end(ch[2], T[1], R)[0],
            contact_end(ch[3], T[2], R)[0], n25]
    return ([2, 0, 4, 1, 3], ends), {0: way0}


plain("five_32mm_v_blob_six_25mm", "five 32mm charge a blob of six 25mm",
      ["Five 32mm in a line 1.6in apart charge six 25mm in a blob of two rows of three",
       "(1.2in apart, rows 1.1in apart, the back row offset 0.6in), 4.5in away head-on.",
       "Target models touched (aspin): five. A#0 goes up T#0's west side and along its contact circle",
       "into the notch T#0-T#3 (touching both; tangent 4.795 + arc 1.014 = 5.809in); A#4 straight into",
       "the notch T#2-T#5 (4.688in), touching both; A#1 onto T#0, A#3 onto T#2."],
      32, line((24.0, 19.5), 5, 1.6, 90), 25,
      line((24.0, 24.0), 3, 1.2, 90) + line((24.6, 25.1), 3, 1.2, 90), tries=400, witness=blob_six_witness,
      touch=(5, ["T#4 (the back row's middle) cannot be touched: a 32mm base touching it stands 1.122in from",
                 "its centre and at least 1.122in from T#3 and T#5 (1.2in away: 57.67 degrees either side",
                 "blocked) and from T#1 and T#2 (1.253in away: 56.06 degrees either side): the blocked arcs",
                 "join round its south, east and west, leaving bearings 327.67 to 32.33 only, centres at",
                 "y >= 25.1 + 1.122 cos 32.33 = 26.048in. The first model ends on T#1, 2.3in from T#4; every",
                 "other charger starts at y = 19.5in, 6.548in below even in a straight line: more than 6in."]))
plain("four_25mm_v_conga_five_32mm_end_on", "four 25mm charge a conga line of five 32mm end on",
      ["Four 25mm in a line 1.3in apart, across the south end of five 32mm in a north-south conga",
       "line with 2in between bases (3.26in between centres), 3.5in below the first."],
      25, line((24.0, 19.5), 4, 1.3, 90), 32, line((24.0, 29.52), 5, 3.26, 0), tries=400,
      touch=(2, ["T#2 (the third in the line, [24in, 29.52in]) is 8.8693in (centre distance less 1.122in) from",
                 "the nearest charger in a straight line, T#3 and T#4 farther: only T#0 and T#1 can be touched."]))
plain("ten_25mm_v_conga_five_40mm_abreast", "ten 25mm charge a loose line of five 40mm",
      ["Ten 25mm in two ranks of five (2in apart, ranks 1.1in apart) charge five 40mm in a loose line",
       "with 1.9in between bases, 4.6in away head-on."],
      25, line((24.0, 19.4), 5, 2.0, 90) + line((24.0, 18.3), 5, 2.0, 90), 40,
      line((24.0, 24.0), 5, 1.9 + 2 * RAD[40], 90), tries=300)
plain("five_40mm_v_blob_four_50mm", "five 40mm charge a blob of four 50mm",
      ["Five 40mm in a line 1.8in apart charge four 50mm in a square blob 2.2in apart, 4.5in away."],
      40, line((24.0, 19.0), 5, 1.8, 90), 50, [(22.9, 23.5), (25.1, 23.5), (22.9, 25.7), (25.1, 25.7)],
      tries=400)


# ---- two units declared, the 1in rule, a friend, a pocket ----
def two_units(name, title, what, bc, ch, bt, T, bu, U, tries=300, expect_u=True, expect_t=True):
    if not want(name):
        return None
    s = Scn(name, title)
    ch = nudge_first(ch, [(t, RAD[bt]) for t in T] + [(u, RAD[bu]) for u in U], RAD[bc], by=0.05)
    s.unit("A", "red", bc, ch, state=["charging U"])
    s.unit("T", "blue", bt, T)
    s.unit("U", "blue", bu, U)
    s.args = ("A", "T", 6.0)
    s.note(*what)
    s.note("", "A carries the flag charging U as well as the target T: both are charged (the seed's",
           "\"unit or units they have declared charges against\"); the 1in rule does not apply to either.")
    s.note("")
    s.note(*RULES)
    w, i0, e0, pos = solve(s, tries=tries, tgt_count=False)
    nT = len(T)
    tt = set(j for p in pos for j in w.touching(p))
    for uid, idx in (("T", range(nT)), ("U", range(nT, nT + len(U)))):
        k = len([j for j in idx if j in tt])
        if k == 0:
            s.exp[uid] = {"state": {"lacks": ["locked"]}}
        elif k == len(idx):
            s.exp[uid] = {"in_contact": k, "state": {"has": ["locked"]}}
        else:
            s.exp[uid] = {"state": {"has": ["locked"]}}
        s.note("%s: %d of its %d models touched in the witness%s." % (uid, k, len(idx),
               " (every one: the most)" if k == len(idx) else (" (none can be: not locked)" if k == 0 else "")))
        if k == 0:
            assert all(min(dist(c, w.targets[j][0]) - w.rc - w.targets[j][1] for c in w.ch) > w.move for j in idx)
    return reg(s)


two_units("two_units_both_in_reach", "two units declared, both in reach: both contacted",
          ["Six 32mm in a line 1.8in apart charge T (three 25mm, 1.2in apart, west) and U (three 25mm,",
           "east, 5.2in further), both 4.5in away; the westmost charger stands 0.2in nearer."],
          32, [(19.7, 19.7)] + line((24.0 + 0.9, 19.5), 5, 1.8, 90), 25, line((20.2, 24.0), 3, 1.2, 90),
          25, line((27.8, 24.0), 3, 1.2, 90))
two_units("two_units_second_out_of_reach", "two units declared, the second out of reach: not locked",
          ["Five 32mm in a line 1.6in apart charge T (three 32mm, 1.5in apart, 4.5in away) and U (three",
           "32mm 11in away, out of any model's reach)."],
          32, line((24.0, 19.5), 5, 1.6, 90), 32, line((24.0, 24.0), 3, 1.5, 90), 32,
          line((24.0, 30.5), 3, 1.5, 90))
two_units("two_units_only_the_second_in_reach", "two units declared, only the second in reach",
          ["Four 32mm in a line 1.7in apart charge T (three 32mm 11in away, out of reach) and U (three",
           "25mm 4.5in away). A unit of them can be reached, so the charge goes in (DIDN'T MAKE IT",
           "only when the move cannot reach at least one target unit); T is not locked."],
          32, line((24.0, 19.5), 4, 1.7, 90), 32, line((24.0, 30.5), 3, 1.5, 90), 25,
          line((24.0, 24.0), 3, 1.2, 90))


def one_inch_trio():
    """The same table three ways: the model beside the first model's way is a declared target
    (U), an enemy not charged (E) or a friend (G)."""
    T = [(24.0, 22.0), (22.5, 22.0), (21.0, 22.0)]
    X = (25.3, 22.3)
    ch = [(24.0, 18.0), (22.3, 17.6), (20.7, 17.6)]
    rc, rt, rx = RAD[32], RAD[32], RAD[25]
    R = rc + rt
    straight = (24.0, 22.0 - R)
    base = ["Three 32mm charge three 32mm in a line 1.5in apart (the first target model, T#0, at",
            "[24in, 22in], the line running west); a 25mm model stands at [25.3in, 22.3in], 0.21in off T#0's",
            "base. A#0 at [24in, 18in] is nearest: straight up, %s in to contact at %s, which is"
            % (f(4.0 - R), P(straight)),
            "%s in from the 25mm model's centre: %s in between the bases, within 1in of it."
            % (f(dist(straight, X)), f(dist(straight, X) - rc - rx))]
    # U: a declared target
    if want("one_inch_second_target_beside"):
        s = Scn("one_inch_second_target_beside_the_way", "a second declared unit beside the way: no 1in rule")
        s.unit("A", "red", 32, ch, state=["charging U"])
        s.unit("T", "blue", 32, T)
        s.unit("U", "blue", 25, [X])
        s.args = ("A", "T", 6.0)
        s.note(*base)
        s.note("Here it is U, declared as well (flag charging U): \"may be moved within 1in of enemy",
               "models they are charging\", so A#0 goes straight. A#0 to U's model needs %s in (more)."
               % f(dist(ch[0], X) - rc - rx))
        s.note("")
        s.note(*RULES)
        w, i0, e0, pos = solve(s, tries=200, tgt_count=False)
        assert dist(e0, straight) < 1e-9
        if any(3 in w.touching(p) for p in pos):
            s.exp["U"] = {"state": {"has": ["locked"]}}
        s.exp["T"] = {"in_contact": 3, "state": {"has": ["locked"]}}
        reg(s)
    if want("one_inch_friend_beside"):
        s = Scn("one_inch_friend_beside_the_way", "a friend beside the way: the 1in rule is for enemies")
        s.unit("A", "red", 32, ch)
        s.unit("T", "blue", 32, T)
        s.unit("G", "red", 25, [X])
        s.args = ("A", "T", 6.0)
        s.note(*base)
        s.note("Here it is G, a friendly unit: the 1in rule names enemy models only, and A#0's way and end",
               "do not touch G's base, so A#0 goes straight.")
        s.note("")
        s.note(*RULES)
        w, i0, e0, pos = solve(s, tries=200)
        assert dist(e0, straight) < 1e-9
        s.exp["G"] = {"moved": False}
        reg(s)
    if want("one_inch_uncharged_enemy_bends"):
        s = Scn("one_inch_uncharged_enemy_bends_the_first", "an enemy not charged beside the way: the first model's contact point moves")
        s.unit("A", "red", 32, ch)
        s.unit("T", "blue", 32, T)
        s.unit("E", "blue", 25, [X])
        s.args = ("A", "T", 6.0)
        s.note(*base)
        # the contact point: on T#0's contact circle, nearest A#0, at least rc + 1 + rx from X
        Z = rc + 1 + rx
        lo, hi = 0.0, 90.0
        for _ in range(200):
            mid = (lo + hi) / 2
            p = polar(T[0], R, 180 + mid)
            if dist(p, X) < Z:
                lo = mid
            else:
                hi = mid
        e = polar(T[0], R, 180 + hi)
        s.note("Here it is E, an enemy unit not charged: no point of a move may come within 1in of it,",
               "so A#0's centre keeps %s + 1 + %s = %s in from E's. On T#0's contact circle (radius %s)"
               % (f(rc), f(rx), f(Z), f(R)),
               "the points nearest A#0 are due south of T#0; turning west from there, the first point %s in"
               % f(Z),
               "from E is at bearing %s from T#0: %s. A straight move there (%s in) is clear of the zone"
               % (f(180 + hi), P(e), f(dist(ch[0], e))),
               "(its nearest point to E is its end), and every nearer point of the circle is inside it,",
               "so it is the shortest route into contact with T#0, still the nearest model (T#1 needs %s in)."
               % f(dist(ch[0], T[1]) - R))
        s.note("")
        s.note(*RULES)
        w, i0, e0, pos = solve(s, tries=200, first=(dist(ch[0], e), 0, 0, e))
        s.exp["A"]["models"] = {0: e}
        s.exp["A"]["clear_of"] = ["E"]
        s.exp["E"] = {"state": {"lacks": ["locked"]}}
        reg(s)


one_inch_trio()


def bent_first(S, targets, rc, V, rho, poly=None):
    """Least movement from S into contact with any of targets [(centre, r)], round the circle
    (V, rho) where the straight line is blocked: the minimum over contact points (sampled every
    0.01 degree, then refined) of the straight length if clear, else the way round the circle."""
    from geo import seg_point, round_circle

    def cost(t, R, th):
        p = polar(t, R, th)
        if dist(p, V) < rho - 1e-12:
            return 1e9, p
        if poly is not None:
            from solve import seg_poly, point_poly
            if point_poly(p, poly) < rc - 1e-12:
                return 1e9, p
            if seg_poly(S, p, poly) >= rc - 1e-12:
                return dist(S, p), p
        elif seg_point(S, p, V) >= rho - 1e-12:
            return dist(S, p), p
        return min(round_circle(S, V, rho, p, ccw)[2] + round_circle(S, V, rho, p, ccw)[3]
                   for ccw in ((True,) if poly is not None else (True, False))), p
    best = None
    for j, (t, r) in enumerate(targets):
        R = rc + r
        cands = sorted((cost(t, R, k / 100.0)[0], k / 100.0) for k in range(36000))
        L, th = cands[0]
        lo, hi = th - 0.01, th + 0.01
        for _ in range(100):
            m1, m2 = lo + (hi - lo) / 3, hi - (hi - lo) / 3
            if cost(t, R, m1)[0] < cost(t, R, m2)[0]:
                hi = m2
            else:
                lo = m1
        L, p = cost(t, R, (lo + hi) / 2)
        if best is None or L < best[0]:
            best = (L, j, p, (lo + hi) / 2)
    return best


def specials():
    if want("pocket"):
        T = line((24.0, 24.0), 3, 1.5, 90)
        plain("pocket_the_second_model_touches_two", "two 32mm on three 32mm: the second in the pocket touches two",
              ["Two 32mm charge three 32mm in a line 1.5in apart (0.24in between bases). A#0 at [22.5in,",
               "20.5in] is first, straight to T#0. A#1 at [25in, 19.8in]: its nearest contact spot is on T#2",
               "alone, but the pocket between T#1 and T#2 (both contact circles, radius 1.26in, meet at",
               "[24.75in, 22.99in]) is 3.2in away: there it touches two, and all three target models are",
               "touched (the most: three models, and no more than two per charger anyway)."],
              32, [(22.5, 20.5), (25.0, 19.8)], 32, T)
    if want("friend_already"):
        plain("target_model_already_engaged_by_a_friend", "a target model already in contact with a friendly unit",
              ["Four 32mm in a line 2in apart charge three 32mm in a line 2in apart, 4.5in away; a",
               "friendly unit G (one 32mm) already touches T#0 from the north. G's base takes that spot;",
               "nothing else changes: T#0 may still be contacted by A (the seed limits nothing else)."],
              32, line((24.0, 19.5), 4, 2.0, 90), 32, line((24.0, 24.0), 3, 2.0, 90),
              others=[("G", "red", 32, [(22.0, 24.0 + 2 * RAD[32])])])
    if want("corral"):
        corral()
    if want("coherency_keeps"):
        coherency_far()
    if want("rock"):
        rock()
    if want("zone_makes"):
        zone_first()


def arc_via(V, rho, P1, P2, ccw, n=12):
    """The arc from P1 to P2 round V drawn as points just outside it (a polygon round the arc)."""
    a1 = math.atan2(P1[1] - V[1], P1[0] - V[0])
    a2 = math.atan2(P2[1] - V[1], P2[0] - V[0])
    if ccw:
        while a2 < a1:
            a2 += 2 * math.pi
    else:
        while a2 > a1:
            a2 -= 2 * math.pi
    r0 = rho + 1e-4
    rr = r0 / math.cos((a2 - a1) / n / 2)
    out = [(V[0] + r0 * math.cos(a1), V[1] + r0 * math.sin(a1))]
    out += [(V[0] + rr * math.cos(a1 + (a2 - a1) * (k + 0.5) / n), V[1] + rr * math.sin(a1 + (a2 - a1) * (k + 0.5) / n))
            for k in range(n)]
    out.append((V[0] + r0 * math.cos(a2), V[1] + r0 * math.sin(a2)))
    return out


def manual(s, order, pos, uid="A"):
    s.witness = (order, pos)
    s.note("Witness (moves in this order; -> the end, via the bends of a bent move):")
    for k in order:
        s.note("  %s#%d %s -> %s" % (uid, k, P(s.units[uid]["models"][k]), P(pos[k][-1]))
               + (" via " + " ".join(P(v) for v in pos[k][:-1]) if len(pos[k]) > 1 else ""))


def corral():
    rc = RAD[32]
    walls = [("corral west wall", "impassable", [(22.6, 17.0), (22.8, 17.0), (22.8, 20.0), (22.6, 20.0)]),
             ("corral east wall", "impassable", [(25.2, 17.0), (25.4, 17.0), (25.4, 20.0), (25.2, 20.0)]),
             ("corral north wall", "impassable", [(22.6, 20.0), (25.4, 20.0), (25.4, 20.2), (22.6, 20.2)])]
    ch = [(24.0, 19.2), (26.9, 18.8), (21.0, 18.6)]
    T = line((24.0, 23.0), 3, 1.5, 90)
    R = 2 * rc
    s = Scn("nearest_model_in_a_corral_cannot_reach", "the nearest model cannot get out: the next is first")
    s.unit("A", "red", 32, ch)
    s.unit("T", "blue", 32, T)
    s.terrain.extend(walls)
    s.args = ("A", "T", 6.0)
    e1, L1 = contact_end(ch[1], T[0 + 2], R)
    L2 = dist(ch[2], T[0]) - R
    s.note("Three 32mm charge three 32mm in a line 1.5in apart at y=23in. A#0 stands in a corral of",
           "impassable walls open to the south only (inside: x 22.8in to 25.2in, y up to 20in). By the",
           "straight line it is nearest (%s in to T#1), but to get out its centre must come down to y=17in"
           % f(23 - 19.2 - R),
           "(round a wall's south end) and from there any target model is at least 23 - 17 - %s = %s in"
           % (f(R), f(6 - R)),
           "away: %s + %s = %s in > 6in. It cannot reach, so it is not the first model (\"the one which can"
           % (f(19.2 - 17), f(6 - R), f(19.2 - 17 + 6 - R)),
           "reach the enemy by using the least amount of its movement\"). A#1 needs %s in straight to T#2"
           % f(L1),
           "(its way passes the east wall's north-east corner at %s in, clear of 0.63in), A#2 %s in to T#0:"
           % (f(__import__("geo").seg_point(ch[1], e1, (25.4, 20.2))), f(L2)),
           "A#1 is first and ends at %s." % P(e1),
           "",
           "Bound: A#0 cannot be in contact, so at most 2. Target models: A#1's end touches T#2 only; A#2",
           "can take the pocket between T#0 and T#1 (touching both): all three touched, the most.",
           "A#0 must stay coherent: from the corral's north-east inside corner it is within 2in of A#2.",
           "(A#2 goes by [21.7in, 21in] and [22.7in, 21in], clear of the west wall and of T#0.)")
    pk = (23.25, 23.0 - math.sqrt(R * R - 0.75 ** 2))
    a0 = (25.2 - rc, 20.0 - rc)
    pos = {1: [e1], 2: [(21.7, 21.0), (22.7, 21.0), pk], 0: [a0]}
    manual(s, [1, 2, 0], pos)
    s.note("In contact 2, target models touched 3 (all), engaged 3 (A#0 %s in from A#2: within 2in)."
           % f(dist(a0, pk) - 2 * rc))
    s.exp["A"] = {"models": {1: e1}, "in_contact": 2, "engaged": 3, "coherent": True}
    s.exp["T"] = {"in_contact": 3, "state": {"has": ["locked"]}}
    s.events = ["engaged A T"]
    reg(s)


def coherency_far():
    rc = RAD[32]
    R = 2 * rc
    ch = [(22.0, 18.0), (25.2, 18.0)]
    T = [(17.0, 22.0), (31.2, 22.0)]
    e0, L0 = contact_end(ch[0], T[0], R)
    s = Scn("coherency_keeps_the_second_out_of_contact", "two chargers, two target models far apart: coherency first")
    s.unit("A", "red", 32, ch)
    s.unit("T", "blue", 32, T)
    s.args = ("A", "T", 6.0)
    s.note("Two 32mm 3.2in apart (1.94in between bases) charge a unit of two 32mm 14.2in apart.",
           "A#0 needs %s in to T#0 (first), A#1 %s in to T#1; neither can reach the other's (%s, %s in)."
           % (f(L0), f(dist(ch[1], T[1]) - R), f(dist(ch[0], T[1]) - R), f(dist(ch[1], T[0]) - R)),
           "A#0 ends at %s. A#1 could touch T#1, but any point touching T#1 is at least %s in from A#0's"
           % (P(e0), f(dist(e0, T[1]) - R)),
           "centre: far more than the 2in + 1.26in that coherency allows (the unit must end coherent).",
           "So one model in contact; A#1 ends within 2in of A#0 (engaged): from %s it moves %s in"
           % (P(ch[1]), f(dist(ch[1], e0) - 3.2)),
           "toward A#0 to stand 3.2in from its centre.")
    a1 = toward(ch[1], e0, dist(ch[1], e0) - 3.2)
    manual(s, [0, 1], {0: [e0], 1: [a1]})
    s.exp["A"] = {"models": {0: e0}, "in_contact": 1, "engaged": 2, "coherent": True}
    s.exp["T"] = {"in_contact": 1, "state": {"has": ["locked"]}}
    s.events = ["engaged A T"]
    reg(s)


def rock():
    rc = RAD[32]
    V = (25.0, 20.0)
    poly = [V, (17.0, 20.4), (17.0, 19.6)]
    S = (23.8, 17.5)
    T = line((23.8, 23.2), 3, 1.2, 90)
    L, j, p, th = bent_first(S, [(t, RAD[25]) for t in T], rc, V, rc, poly=poly)
    s = Scn("character_round_the_point_of_a_rock", "a 32mm character goes round the point of a rock")
    s.unit("A", "red", 32, [S])
    s.unit("T", "blue", 25, T)
    s.terrain.append(("rock", "impassable", [V, (17.0, 20.4), (17.0, 19.6)]))
    s.args = ("A", "T", 6.0)
    from geo import round_circle
    P1, P2, Lr, leg = round_circle(S, V, rc, T[j], True)
    s.note("A lone 32mm character at %s; a long thin rock (a triangle, its point at %s, its base 8in"
           % (P(S), P(V)),
           "west) lies across its way to three 25mm at y=23.2in (x 22.6, 23.8, 25in).",
           "Every straight line to contact crosses the rock, so the shortest route goes round its point",
           "(east, anticlockwise seen from above: the other way is through the rock),",
           "keeping its centre %s in (its radius) from it: tangent, arc, tangent. Over every target model"
           % f(rc),
           "and every contact point (0.01 degree, then refined), the least is %s in, into contact with"
           % f(L),
           "T#%d at %s: the straight way from the arc to T#%d's centre (the arc's tangent point %s) cut %s in"
           % (j, P(T[j]), j, P(P2), f(rc + RAD[25])),
           "short. (The way round the rock's base, 7in west, is far longer.) End: %s." % P(p))
    s.exp["A"] = {"models": {0: p}, "in_contact": 1, "engaged": 1}
    s.exp["T"] = {"state": {"has": ["locked"]}}
    s.events = ["engaged A T"]
    s.note("Route: %s -> %s, arc round %s to %s, -> %s." % (P(S), P(P1), P(V), P(P2), P(p)))
    manual(s, [0], {0: arc_via(V, rc, P1, P2, True) + [p]})
    reg(s)


def zone_first():
    from geo import round_circle
    rc, rx = RAD[32], RAD[25]
    E = (24.0, 20.2)
    ch = [(24.0, 18.0), (21.0, 17.9), (27.1, 18.0)]
    T = [(21.6, 24.0), (24.0, 24.0), (26.4, 24.0)]
    Z = rc + 1 + rx
    L, j, p, th = bent_first(ch[0], [(t, RAD[32]) for t in T], rc, E, Z)
    s = Scn("one_inch_zone_makes_another_model_first", "an enemy not charged in the nearest model's way: another is first")
    s.unit("A", "red", 32, ch)
    s.unit("T", "blue", 32, T)
    s.unit("E", "blue", 25, [E])
    s.args = ("A", "T", 6.0)
    e2, L2 = contact_end(ch[2], T[2], 2 * rc)
    s.note("Three 32mm charge three 32mm at y=24in (x 21.6, 24, 26.4); E, an enemy unit not charged (one",
           "25mm), stands at %s, straight in the way of A#0 at [24in, 18in]. No point of a move may come"
           % P(E),
           "within 1in of E: centres keep %s + 1 + %s = %s in from E's centre. A#0's straight way to T#1"
           % (f(rc), f(rx), f(Z)),
           "(4.74in) runs through E; its least route (tangent, arc round the zone, tangent; every contact",
           "point of every target model, 0.01 degree then refined) is %s in, to T#%d at %s." % (f(L), j, P(p)),
           "A#1 needs %s in (straight to T#0), A#2 %s in (straight to T#2, %s in from E's centre at its"
           % (f(dist(ch[1], T[0]) - 2 * rc), f(L2), f(__import__("geo").seg_point(ch[2], e2, E))),
           "nearest): A#2 is first, and ends at %s." % P(e2),
           "",
           "Bound: 3, the unit (A#0 can reach, %s in <= 6in, by its bent route). Witness below; A#0 goes"
           % f(L),
           "its least route, the arc drawn as points just outside the zone.")
    # A#0's bent route, west round the zone (clockwise); A#1 round it too, to T#1 at bearing 212
    P1, P2, Lr, leg = round_circle(ch[0], E, Z, p, False)
    a1end = polar(T[1], 2 * rc, 212)
    Q1, Q2, Lq, legq = round_circle(ch[1], E, Z, a1end, False)
    pos = {2: [e2], 1: arc_via(E, Z, Q1, Q2, False) + [a1end], 0: arc_via(E, Z, P1, P2, False) + [p]}
    s.note("Coherency: A#2 ends far east; the only link to it is a model touching T#1 within 2in of",
           "A#2 (centres within %s in). A#1 goes round the zone's west side (%s in) to T#1 at bearing 212"
           % (f(2 * rc + 2), f(Lq + legq)),
           "from it, %s: %s in from A#2's centre, %s in from E's; A#0 then takes its own least route to T#0."
           % (P(a1end), f(dist(a1end, e2)), f(dist(a1end, E))))
    manual(s, [2, 1, 0], pos)
    s.note("(Each arc drawn as points just outside the zone; A#1's way as drawn is %s in, A#0's %s in.)"
           % (f(sum(dist(a, b) for a, b in zip([ch[1]] + pos[1], pos[1]))),
              f(sum(dist(a, b) for a, b in zip([ch[0]] + pos[0], pos[0])))))
    s.exp["A"] = {"models": {2: e2}, "in_contact": 3, "engaged": 3, "coherent": True, "clear_of": ["E"]}
    s.exp["T"] = {"state": {"has": ["locked"]}}
    s.exp["E"] = {"state": {"lacks": ["locked"]}}
    s.events = ["engaged A T"]
    reg(s)


specials()


# ---- a second batch ----
angled("ten_v_five_from_behind_two_ranks_40mm", "ten 40mm in two ranks charge five 40mm from the north",
       ["Ten 40mm in two ranks of five (1.8in apart, ranks 4.5in apart) charge five 40mm in a line",
        "1.8in apart from bearing 0, the front rank 5.6in from the targets' line: the rear rank (10.1in)",
        "cannot reach contact but follows to engage."],
       10, 40, 5, 40, 0, 5.6, 1.8, 1.8, ranks=2, rgap=4.5)
angled("five_25mm_v_five_40mm_flank", "five 25mm charge a line of five 40mm from its flank",
       ["Five 25mm in a line 1.2in apart across the west end of five 40mm in a line 1.7in apart, their",
        "line's centre 3.6in from the end model's centre."],
       5, 25, 5, 40, 270, 3.4 + 3.6, 1.7, 1.2,
       touch=(2, ["T#2's contact circle (1.2795in) is blocked by T#1 and T#3 (1.7in away) 48.37 degrees either",
                  "side of them, free only at bearings 138.37 to 221.63 and 318.37 to 41.63; its nearest free",
                  "points, [23.15in, 23.04in] and [23.15in, 24.96in], are 6.1548in or more in a straight line",
                  "from every charger but the first (which ends on T#0); every point touching T#3 or T#4 lies",
                  "at x >= 24.42in, more than 7.3in east of every charger. So at most T#0 and T#1."]))
strip_case("wood_round_the_targets_double_three", "the targets stand in a wood: a double three is enough",
           ["Three 32mm charge three 32mm standing in a wood (y 21.8in to 26in, the whole table wide);",
            "A#1 needs 2.8in; dice 3 and 3: the move is 3in (a double is the higher die, not 6)."],
           "difficult", (3, 3), 2.8, offs=(0.1, 0.15), strip=(21.8, 26.0))
strip_case("wood_round_the_targets_double_two_short", "the targets stand in a wood: a double two is short",
           ["Three 32mm charge three 32mm standing in a wood; A#1 needs 2.8in; dice 2 and 2."],
           "difficult", (2, 2), 2.8, offs=(0.1, 0.15), strip=(21.8, 26.0), ok=False)
greedy_case("greedy_ten_32mm_on_four_32mm", "ten 32mm on four 32mm: one must leave the near spot",
            ["Ten 32mm charge four 32mm in a line 2.6in apart head-on; seven more face the first three",
             "target models; the third stands behind the second."],
            32, 32, 180, alpha=10.0, dA=2.9, t0gap=2.6,
            extra=((3.2, 1.3), (3.2, -1.3), (3.2, 2.6), (4.6, 0.6), (4.6, 2.0), (4.6, -0.8), (3.2, 3.9)),
            more_targets=((2.6, 0), (5.2, 0)), tries=300)


def gap_case():
    if not want("gap"):
        return None
    rc = RAD[40]
    rocks = [("west rock", "impassable", [(18.0, 20.0), (23.25, 20.0), (23.25, 21.0), (18.0, 21.0)]),
             ("east rock", "impassable", [(24.75, 20.0), (27.0, 20.0), (27.0, 21.0), (24.75, 21.0)])]
    S = (24.0, 18.0)
    T = line((24.0, 23.6), 3, 2.0, 90)
    poly = rocks[1][2]
    s = Scn("character_40mm_round_a_gap_narrower_than_its_base", "a 40mm character cannot pass a 1.5in gap: round the rock")
    s.unit("A", "red", 40, [S])
    s.unit("T", "blue", 25, T)
    s.terrain.extend(rocks)
    s.args = ("A", "T", 6.0)
    from geo import round_circle
    best = None
    for V in poly:
        L, j, p, th = bent_first(S, [(t, RAD[25]) for t in T], rc, V, rc, poly=poly)
        if best is None or L < best[0]:
            best = (L, j, p, V)
    L, j, p, V = best
    P1, P2, Lr, leg = round_circle(S, V, rc, p, True)
    s.note("A lone 40mm character (1.575in across) stands below a 1.5in gap between two rocks (x 23.25",
           "to 24.75, y 20 to 21); three 25mm wait at y=23.6 (x 22, 24, 26). The gap is narrower than its",
           "base, so it may not pass (seed 004); the east rock ends at x=27, the west one at x=18. Round",
           "the east rock's south-east corner %s, then north-east corner, keeping %s in from each:" % (P((27.0, 20.0)), f(rc)),
           "the least route over every contact point is %s in, into contact with T#%d, ending at %s."
           % (f(L), j, P(p)),
           "(The west way round, 6in further west, is longer.)")
    s.exp["A"] = {"models": {0: p}, "in_contact": 1, "engaged": 1}
    s.exp["T"] = {"state": {"has": ["locked"]}}
    s.events = ["engaged A T"]
    return reg(s)


gap_case()


def straggler():
    if not want("straggler"):
        return None
    rc = RAD[32]
    R = 2 * rc
    T = line((24.0, 30.0), 5, 2.0, 90)
    ch = [(20.0, 24.1), (22.5, 24.0), (25.5, 24.0), (28.0, 24.0), (24.0, 21.2), (24.0, 18.5)]
    tgt = {0: 0, 1: 1, 2: 3, 3: 4}
    s = Scn("straggler_ends_as_close_as_it_can", "a straggler that can neither touch nor engage ends 6in nearer")
    s.unit("A", "red", 32, ch)
    s.unit("T", "blue", 32, T)
    s.args = ("A", "T", 6.0)
    ends = {k: contact_end(ch[k], T[tgt[k]], R)[0] for k in range(4)}
    L0 = contact_end(ch[0], T[0], R)[1]
    s1 = (24.0, 26.9)
    s2 = (24.0, 24.5)
    s.note("Six 32mm charge five 32mm in a line 2in apart at y=30in (x 20 to 28). Four stand in a",
           "front rank near y=24 (x 20, 22.5, 25.5, 28; A#0 0.1in nearer): each reaches a target model.",
           "Behind the gap between A#1 and A#2 stand A#4 at [24in, 21.2in] and A#5 at [24in, 18.5in].",
           "",
           "First model: A#0, %s in straight to T#0, ends at %s (A#3 needs 4.7402in, A#1 and A#2 %s)."
           % (f(L0), P(ends[0]), f(dist(ch[1], T[1]) - R)),
           "",
           "A#5 cannot touch a target model (nearest contact %s in away) nor end within 2in of a model"
           % f(30 - 18.5 - R),
           "in contact (every such model stands within %s in of a target centre, so A#5 would have to end"
           % f(R),
           "within %s in of one: it can get no nearer than 11.5 - 6 = 5.5in). So it \"ends as close to the"
           % f(R + 2 * rc + 2),
           "target as it can while keeping coherency\": 6in straight toward T#2, the nearest, at %s," % P(s2),
           "5.5in from T#2's centre (T#1 and T#3 start %s in away, so no point within its move is as near"
           % f(dist(ch[5], T[1])),
           "any target model), if the unit can stay coherent with it there. It can: A#4 (it cannot touch:",
           "%s in) moves straight to %s, %s in from A#5 and %s in from A#1 in contact (centres; 2in +"
           % (f(30 - 21.2 - R), P(s1), f(dist(s1, s2)), f(dist(s1, ends[1]))),
           "1.26in allowed): engaged.",
           "",
           "Bound: 4 in contact (A#4 and A#5 cannot reach), 5 engaged (A#5 cannot be).")
    pos = {0: [ends[0]], 1: [ends[1]], 2: [ends[2]], 3: [ends[3]], 4: [s1], 5: [s2]}
    manual(s, [0, 1, 2, 3, 4, 5], pos)
    s.exp["A"] = {"models": {0: ends[0], 5: s2}, "in_contact": 4, "engaged": 5, "coherent": True}
    s.exp["T"] = {"state": {"has": ["locked"]}}
    s.events = ["engaged A T"]
    return reg(s)


straggler()


if __name__ == "__main__":
    print(len(ALL), "scenarios")
