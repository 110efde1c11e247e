#!/usr/bin/env python3
"""Writes fresh11's scenarios.  The expected values come from the hand formulas below
(the working printed in each header); check.py recomputes them by exhaustion and simulation
with geom.py.  The witness line of each header (a charge move that reaches the expected
placement) is found by check.py's search and printed here as the proof of reachability."""

import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
IN = 25.4
TC = (900.0, 600.0)  # the target's centre, mm

INF20 = (20.0, 20.0)
INF25 = (25.0, 25.0)
CAV = (25.0, 50.0)
MON40 = (40.0, 40.0)
MON50 = (50.0, 50.0)
CH50 = (50.0, 100.0)


def sn(a):
    return math.sin(math.radians(a))


def cs(a):
    return math.cos(math.radians(a))


def f_(phi):
    return (sn(phi), cs(phi))


def r_(phi):
    return (cs(phi), -sn(phi))


def mm(x):
    s = "%.4f" % x
    s = s.rstrip("0").rstrip(".")
    if s == "-0":
        s = "0"
    return s + "mm"


def num(x):
    s = "%.4f" % x
    s = s.rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


class U:
    def __init__(self, name, side, c, phi, files, ranks, base, props=None):
        self.name, self.side, self.c, self.phi = name, side, c, phi % 360
        self.files, self.ranks, self.base = files, ranks, base
        self.W, self.D = files * base[0], ranks * base[1]
        self.props = props or {}

    def desc(self):
        return "%s (%s): %d x %d of %gx%gmm (%gmm wide, %gmm deep), centre (%s, %s), facing %s" % (
            self.name, self.side, self.files, self.ranks, self.base[0], self.base[1], self.W, self.D,
            num(self.c[0]), num(self.c[1]), num(self.phi))


def front_centre(u):
    f = f_(u.phi)
    return (u.c[0] + f[0] * u.D / 2, u.c[1] + f[1] * u.D / 2)


def local(t, p):
    """p in t's frame: x to t's right, y forward"""
    f, r = f_(t.phi), r_(t.phi)
    v = (p[0] - t.c[0], p[1] - t.c[1])
    return v[0] * r[0] + v[1] * r[1], v[0] * f[0] + v[1] * f[1]


def arc_hand(t, c):
    x, y = local(t, front_centre(c))
    a = y - t.D / 2
    b = abs(x) - t.W / 2
    if a > b + 1e-9:
        arc = "front"
    elif -y - t.D / 2 > b + 1e-9:
        arc = "rear"
    else:
        arc = "right" if x > 0 else "left"
    line = ("arc: %s's front-centre in %s's frame (x right, y ahead) = (%s, %s); front arc iff "
            "y - D/2 > |x| - W/2: %s > %s; rear arc iff -y - D/2 > |x| - W/2: %s > %s -> %s arc, "
            "so it charges %s's %s facing" % (c.name, t.name, num(x), num(y), num(a), num(b),
                                              num(-y - t.D / 2), num(b), arc, t.name, arc))
    return arc, line


def facing_frame(t, arc):
    f, r = f_(t.phi), r_(t.phi)
    if arc == "front":
        n, half = f, t.D / 2
    elif arc == "rear":
        n, half = (-f[0], -f[1]), t.D / 2
    elif arc == "right":
        n, half = r, t.W / 2
    else:
        n, half = (-r[0], -r[1]), t.W / 2
    m = (t.c[0] + n[0] * half, t.c[1] + n[1] * half)
    psi = round(math.degrees(math.atan2(-n[0], -n[1])), 9) % 360
    length = t.W if arc in ("front", "rear") else t.D
    cell = t.base[0] if arc in ("front", "rear") else t.base[1]
    return m, n, psi, length, cell


def final_centre(t, arc, c, s):
    m, n, psi, length, cell = facing_frame(t, arc)
    u = r_(psi)
    return (m[0] + n[0] * c.D / 2 + u[0] * s, m[1] + n[1] * c.D / 2 + u[1] * s), psi


def place_below(t, c_files, c_ranks, c_base, gap_in, x_off=0.0, name="C", side="red", props=None, phi=0.0):
    """a charger facing phi=0 whose front edge lies gap_in below t's lowest point,
    its centre x = t's lowest point's x + x_off (so the lowest point is ahead of it)"""
    pts = corners(t)
    ymin = min(p[1] for p in pts)
    lows = [p for p in pts if abs(p[1] - ymin) < 1e-9]
    low = (sum(p[0] for p in lows) / len(lows), ymin)  # a flat front: its centre
    D = c_ranks * c_base[1]
    c = (low[0] + x_off, low[1] - gap_in * IN - D / 2)
    return U(name, side, c, phi, c_files, c_ranks, c_base, props), low


def corners(u):
    f, r = f_(u.phi), r_(u.phi)
    out = []
    for a, b in ((1, -1), (1, 1), (-1, 1), (-1, -1)):
        out.append((u.c[0] + f[0] * a * u.D / 2 + r[0] * b * u.W / 2, u.c[1] + f[1] * a * u.D / 2 + r[1] * b * u.W / 2))
    return out


def cells_touched(lo, hi, edges):
    """closed interval [lo, hi] against cells between consecutive edges"""
    k = 0
    for a, b in zip(edges, edges[1:]):
        if a <= hi + 1e-9 and b >= lo - 1e-9:
            k += 1
    return k


def bound_text(nC, bC, length, cell):
    w = nC * bC
    tcells = int(round(length / cell))
    if w <= length:
        q = w / cell
        mx = int(math.floor(q + 1e-9)) + 2
        return ("C's %d front models can all touch; a front of %gmm touches at most %d of the facing's %d models "
                "(it covers %g cells of %gmm; one more at each end only by a corner, and both corners only when both "
                "its ends fall on cell boundaries with a cell beyond each end); bound %d + %d = %d"
                % (nC, w, mx, tcells, q, cell, nC, min(mx, tcells), nC + min(mx, tcells)))
    q = length / bC
    mx = int(math.floor(q + 1e-9)) + 2
    return ("the facing's %d models can all be touched; the %gmm facing touches at most %d of C's %d front models "
            "(%g of C's %gmm bases across it, one more at each end only by a corner, both only when the facing's ends "
            "fall on C's base boundaries); bound %d + %d = %d" % (tcells, length, mx, nC, q, bC, tcells, min(mx, nC), tcells + min(mx, nC)))


def count_at(c, t, arc, s):
    """hand count: C's front-rank models touching the facing + the facing's models touched"""
    m, n, psi, length, cell = facing_frame(t, arc)
    cw = c.base[0]
    lo, hi = s - c.W / 2, s + c.W / 2
    tedges = [-length / 2 + k * cell for k in range(int(round(length / cell)) + 1)]
    cedges = [lo + k * cw for k in range(c.files + 1)]
    tc = cells_touched(lo, hi, tedges)
    cc = cells_touched(-length / 2, length / 2, cedges)
    return cc, tc


SCEN = []


def scen(**k):
    SCEN.append(k)


# ---------------------------------------------------------------- families

def headon(name, title, T, C, gap, dice, x_off=0.0, adv=None, s_exp=0.0, tphi=180.0, extra=None,
           terrain=None, notes=None, expect="centre", margin=None, blocked=False, under_centre=False):
    t = U("T", "blue", TC, tphi, T[0], T[1], T[2])
    props = {"advance": "%gin" % adv} if adv else None
    c, low = place_below(t, C[0], C[1], C[2], gap, x_off, props=props)
    if under_centre:  # C centred under T's centre (its lowest corner must still lie ahead of C's front)
        c.c = (TC[0] + x_off, c.c[1])
        assert abs(low[0] - c.c[0]) < c.W / 2
    scen(name=name, title=title, t=t, c=c, dice=dice, adv=adv, s_exp=s_exp, extra=extra or [],
         terrain=terrain or [], notes=notes or [], expect=expect, margin=margin, blocked=blocked,
         gapline="the distance between C and T: T's lowest point is (%s, %s) and lies straight ahead of C's "
                 "front edge (C spans x %s..%s), so the distance is the straight gap %gin" % (
                     num(low[0]), num(low[1]), num(c.c[0] - c.W / 2), num(c.c[0] + c.W / 2), gap))


def generic(name, title, t, c, dice, gapline, adv=None, s_exp=0.0, extra=None, terrain=None, notes=None,
            expect="centre", margin=None, blocked=False):
    if adv:
        c.props = {"advance": "%gin" % adv}
    scen(name=name, title=title, t=t, c=c, dice=dice, adv=adv, s_exp=s_exp, extra=extra or [],
         terrain=terrain or [], notes=notes or [], expect=expect, margin=margin, blocked=blocked,
         gapline=gapline)


# A: head-on, straight, the centred placement the unique optimum
headon("a01_front_5x2_vs_7x3_20mm", "5x2 infantry charges 7x3 infantry head-on, centred", (7, 3, INF20), (5, 2, INF20), 6, [8])
headon("a02_front_3x2_vs_5x4_25mm_advance", "3x2 25mm charges 5x4 25mm with Advance Rate 4in", (5, 4, INF25), (3, 2, INF25), 9, [6], adv=4)
headon("a03_front_40mm_3x1_vs_8x3_20mm", "three 40mm monsters charge an 8-wide 20mm block", (8, 3, INF20), (3, 1, MON40), 5, [7])
headon("a04_front_chariots_vs_6x2_25mm", "two 50x100 chariots charge six 25mm files", (6, 2, INF25), (2, 1, CH50), 7, [9])
headon("a05_front_cav_3x1_vs_5x3_25mm", "three 25x50 cavalry charge five 25mm files", (5, 3, INF25), (3, 1, CAV), 8, [7], adv=3)
headon("a06_front_cav_5x2_vs_cav_7x1", "5x2 cavalry charge a 7-wide cavalry line", (7, 1, CAV), (5, 2, CAV), 4, [5])
headon("a07_wider_7x2_vs_5x4_20mm", "a charger wider than the target: 7 files on 5", (5, 4, INF20), (7, 2, INF20), 5, [6])
headon("a08_wider_5x3_vs_3x4_25mm", "a charger wider than the target: 5 files on 3 (25mm)", (3, 4, INF25), (5, 3, INF25), 3, [4])
headon("a09_front_6x4_vs_8x2_20mm", "a deep 6x4 block charges an 8x2 line", (8, 2, INF20), (6, 4, INF20), 6, [10])
headon("a10_front_40mm_3_vs_5", "40mm monsters, 3 wide on 5 wide", (5, 1, MON40), (3, 1, MON40), 4, [6])
headon("a11_wider_cav_5_vs_cav_3", "a 5-wide cavalry line charges 3 cavalry", (3, 2, CAV), (5, 1, CAV), 5, [7])

# B: the straight move is not the best placement (Maximising Contact); a wheel is needed
headon("b01_offset_half_base", "offset half a base: straight gives 11, the centred placement 12", (7, 3, INF20), (5, 2, INF20), 6, [9], x_off=10)
headon("b02_offset_30mm_left", "offset 30mm left: straight gives 10, centred 12", (7, 2, INF20), (5, 1, INF20), 5, [8], x_off=-30)
headon("b03_40mm_offset_25mm", "40mm charger offset 25mm from the grid", (8, 2, INF20), (3, 1, MON40), 6, [10], x_off=25)
headon("b04_wider_offset_15mm", "7 files on 5 offset 15mm: straight gives 11, centred 12", (5, 3, INF20), (7, 2, INF20), 6, [9], x_off=15)
headon("b05_cav_offset_40mm", "cavalry offset 40mm: straight gives 6, centred 8", (5, 3, INF25), (3, 1, CAV), 7, [10], x_off=40)
headon("b06_offset_60mm_overhang", "charger hanging 60mm past the end: straight gives 8, centred 12", (7, 3, INF20), (5, 2, INF20), 8, [11], x_off=60)
headon("b07_chariots_offset_left", "chariots 37.5mm left of the grid", (6, 2, INF25), (2, 1, CH50), 6, [9], x_off=-37.5)

# C: the target rotated against the charger
headon("c01_target_rotated_10", "target rotated 10 degrees", (7, 3, INF20), (5, 2, INF20), 6, [9], tphi=190)
headon("c02_target_rotated_25", "target rotated 25 degrees", (7, 3, INF20), (5, 2, INF20), 6, [9], tphi=205)
headon("c03_target_rotated_45_front", "target rotated 45 degrees: still its front arc", (7, 3, INF20), (5, 2, INF20), 6, [10], tphi=225, under_centre=True)
headon("c04_target_rotated_60_left_flank", "target rotated 60 degrees: the charger is in its left flank arc", (7, 3, INF20), (5, 1, INF20), 6, [10], tphi=240)
headon("c05_target_rotated_minus25_25mm", "25mm target rotated -25 degrees", (5, 3, INF25), (3, 2, INF25), 5, [8], tphi=155)
headon("c06_target_rotated_minus10_cav", "cavalry on a 25mm target rotated -10 degrees", (5, 2, INF25), (3, 1, CAV), 7, [10], tphi=170)
headon("c07_target_rotated_minus45_40mm", "40mm charger, target rotated -45 degrees", (8, 2, INF20), (3, 1, MON40), 6, [10], tphi=135, under_centre=True)
headon("c08_target_rotated_minus60_right_flank", "target rotated -60 degrees: right flank arc", (7, 3, INF20), (5, 1, INF20), 6, [10], tphi=120)


def side_charge(name, title, T, C, gap, dice, side="right", y_off=0.0, cphi=None, tphi=0.0, s_exp=0.0, adv=None, notes=None, expect="centre"):
    t = U("T", "blue", TC, tphi, T[0], T[1], T[2])
    sgn = 1 if side == "right" else -1
    phi = (270 if side == "right" else 90) if cphi is None else cphi
    D = C[1] * C[2][1]
    # C's front-centre sits gap in beyond T's flank line, y_off along it; its centre behind that
    fx = t.c[0] + sgn * (t.W / 2 + gap * IN)
    fy = t.c[1] + y_off
    f = f_(phi)
    c = U("C", "red", (fx - f[0] * D / 2, fy - f[1] * D / 2), phi, C[0], C[1], C[2],
          {"advance": "%gin" % adv} if adv else None)
    gl = ("the distance between C and T: C's front edge is the vertical line x = %s, %gin beyond T's %s flank "
          "x = %s, and overlaps T's flank in y, so the distance is %gin" % (num(fx), gap, side, num(t.c[0] + sgn * t.W / 2), gap))
    if cphi is not None:
        cc = corners(c)
        dx = min(abs(p[0] - (t.c[0] + sgn * t.W / 2)) for p in cc[:2])
        gl = ("the distance between C and T: C is turned (facing %s); its front corner nearest T's %s flank is %s "
              "from the flank line, and lies level with the flank, so the distance is %smm" % (num(phi), side, mm(dx), num(dx)))
    generic(name, title, t, c, dice, gl, adv=adv, s_exp=s_exp, notes=notes, expect=expect)


# D: flank charges
side_charge("d01_right_flank_5_on_3_ranks", "5 files charge the right flank of a 3-rank unit", (5, 3, INF20), (5, 1, INF20), 5, [7])
side_charge("d02_left_flank_2_on_4_ranks", "2x2 charge the left flank of a 4-rank unit", (4, 4, INF20), (2, 2, INF20), 4, [6], side="left")
side_charge("d03_right_flank_offset_12mm", "flank charger offset 12mm: straight is not best", (6, 3, INF20), (5, 1, INF20), 6, [9], y_off=12)
side_charge("d04_left_flank_50mm_on_cavalry", "four 50mm monsters on the flank of 3x2 cavalry", (3, 2, CAV), (4, 1, MON50), 5, [8], side="left")
side_charge("d05_right_flank_turned_charger", "a flank charger facing 300 must wheel first", (6, 3, INF20), (5, 1, INF20), 5, [9], cphi=300)
side_charge("d06_left_flank_offset_minus20_cav", "five cavalry on a 3-rank left flank, offset -20mm", (4, 3, INF25), (5, 1, CAV), 6, [9], side="left", y_off=-20)


def rear_charge(name, title, T, C, gap, dice, x_off=0.0, tphi=0.0, s_exp=0.0):
    t = U("T", "blue", TC, tphi, T[0], T[1], T[2])
    c, low = place_below(t, C[0], C[1], C[2], gap, x_off)
    gl = ("the distance between C and T: T's lowest point (%s, %s) lies straight ahead of C's front "
          "(C spans x %s..%s), the straight gap is %gin" % (num(low[0]), num(low[1]), num(c.c[0] - c.W / 2), num(c.c[0] + c.W / 2), gap))
    generic(name, title, t, c, dice, gl, s_exp=s_exp)


# E: rear charges (the target faces away, north)
rear_charge("e01_rear_5x2_on_7x2", "a charge into the rear", (7, 2, INF20), (5, 2, INF20), 5, [6], tphi=0)
rear_charge("e02_rear_offset_10mm", "a rear charge offset 10mm: a wheel gives one more model", (7, 2, INF20), (5, 2, INF20), 5, [7], x_off=10, tphi=0)
rear_charge("e03_rear_target_rotated_25", "the target faces 25: the charger behind is in its rear arc", (7, 2, INF20), (5, 2, INF20), 5, [8], tphi=25)


def arc_case(name, title, T, C, corner, beta, dist_in, cphi, dice, notes=None):
    """C's front-centre placed dist_in from T's corner ('fr' or 'rr') at bearing beta"""
    t = U("T", "blue", TC, 0.0, T[0], T[1], T[2])
    if corner == "fr":
        k = (t.c[0] + t.W / 2, t.c[1] + t.D / 2)
    else:
        k = (t.c[0] + t.W / 2, t.c[1] - t.D / 2)
    q = (k[0] + sn(beta) * dist_in * IN, k[1] + cs(beta) * dist_in * IN)
    D = C[1] * C[2][1]
    f = f_(cphi)
    c = U("C", "red", (q[0] - f[0] * D / 2, q[1] - f[1] * D / 2), cphi, C[0], C[1], C[2])
    gl = ("C's front-centre is %gin from T's %s corner (%s, %s) at bearing %s" % (
        dist_in, "front-right" if corner == "fr" else "rear-right", num(k[0]), num(k[1]), num(beta)))
    generic(name, title, t, c, dice, gl + "; the distance is well inside the range (check.py: see below)", expect="facing", notes=notes)


# F: the arcs decide the charged facing (expect the facing only: the placement along it is free)
arc_case("f01_front_arc_near_corner_line", "front-centre just inside the front arc (bearing 43 from the corner)", (5, 2, INF20), (5, 1, INF20), "fr", 43, 5, 225, [12])
arc_case("f02_flank_arc_near_corner_line", "front-centre just inside the flank arc (bearing 47 from the corner)", (5, 2, INF20), (5, 1, INF20), "fr", 47, 5, 225, [12])
def on_line_case():
    t = U("T", "blue", TC, 0.0, 5, 2, INF20)
    c = U("C", "red", (1050.0, 730.0), 180.0, 5, 1, INF20)
    generic("f03_on_the_corner_line_is_flank", "front-centre exactly on the 135-degree line: flank", t, c, [12],
            "C faces south; its front-centre (1050, 720) is 100mm right of and 100mm above T's front-right corner "
            "(950, 620): exactly on the corner's line (geometry.md: a point on the line is in the Flank arc); the distance "
            "C-T is from C's front-left... check.py computes it, well inside 12in", expect="facing")


on_line_case()
arc_case("f04_rear_arc_near_corner_line", "front-centre just inside the rear arc", (5, 2, INF20), (5, 1, INF20), "rr", 137, 5, 315, [12])
arc_case("f05_flank_arc_near_rear_line", "front-centre just inside the flank arc by the rear corner", (5, 2, INF20), (5, 1, INF20), "rr", 133, 5, 315, [12])

# G: the range
headon("g01_range_exact", "the distance equals the range exactly (7in on 7)", (7, 3, INF20), (5, 2, INF20), 7, [7])
headon("g02_range_within_tolerance", "0.0005in past the range: within the tolerance", (7, 3, INF20), (5, 2, INF20), 7.0005, [7])
headon("g03_range_just_short", "0.01in more than the range: the charge fails", (7, 3, INF20), (5, 2, INF20), 7.01, [7], expect="fail", margin=0.005)
headon("g04_range_just_past", "the range 0.01in more than the distance", (7, 3, INF20), (5, 2, INF20), 6.99, [7])
headon("g05_range_advance_exact", "2D6 6 plus Advance Rate 4in reaches exactly 10in", (7, 2, INF20), (5, 2, INF20), 10, [6], adv=4)
headon("g06_range_advance_short", "2D6 6 plus Advance Rate 4in against 10.02in: fails", (7, 2, INF20), (5, 2, INF20), 10.02, [6], adv=4, expect="fail", margin=0.01)
headon("g07_range_to_rotated_corner_exact", "rotated 45: the range is measured to the nearest corner, exactly 8in", (7, 3, INF20), (5, 2, INF20), 8, [8], tphi=225, under_centre=True, expect="facing",
       notes=["with the range exactly the distance, a path with a wheel is longer than the range; INDEX.md: the Charge Move itself is not limited in distance, the range only decides whether the charge reaches. Only the facing (the charge made and aligned) is expected here. check: move unlimited"])
headon("g08_range_to_rotated_corner_short", "rotated 45: 8.02in to the nearest corner on 8: fails", (7, 3, INF20), (5, 2, INF20), 8.02, [8], tphi=225, expect="fail", margin=0.01, under_centre=True)
headon("g09_range_far_fail", "13in away on a 12: fails", (7, 3, INF20), (5, 2, INF20), 13, [12], expect="fail", margin=0.5)
side_charge("g10_range_flank_exact", "a flank charge exactly in range", (5, 3, INF20), (5, 1, INF20), 6, [6])


def diag_case():
    t = U("T", "blue", TC, 180.0, 5, 3, INF20)
    # C facing north, its front-left corner 3in right and 4in below T's front-left corner
    # (T faces south: its front is y = 570, its left end is x = 950)
    cx = 950 + 3 * IN + 50
    cy = 570 - 4 * IN - 10
    c = U("C", "red", (cx, cy), 0.0, 5, 1, INF20)
    gl = ("the distance between C and T: C's front-left corner (%s, %s) and T's front-left corner (950, 570) "
          "are the nearest points (C lies wholly right of and below T): sqrt(3^2 + 4^2) = 5in" % (num(cx - 50), num(cy + 10)))
    generic("g11_range_diagonal_to_corner", "offset charger: the range is the corner-to-corner distance, exactly 5in",
            t, c, [5], gl, expect="facing",
            notes=["the range equals the distance; the move itself is longer (a wheel) but is not limited (INDEX.md); only the charged facing is expected. check: move unlimited (the witness may be longer than the range)"])


diag_case()

# H: friends and impassable terrain
def obstacle_cases():
    # h01: a friend in the straight path
    t = U("T", "blue", TC, 180.0, 7, 2, INF20)
    c, low = place_below(t, 5, 2, INF20, 8, 0.0)
    c.c = (1000.0, c.c[1])
    fr = U("F", "red", (1060.0, 500.0), 0.0, 1, 1, MON40)
    generic("h01_friend_in_path_wheel_round", "a friend blocks the straight path; the charger wheels round it to the centred placement",
            t, c, [12], "the distance between C and T: T's front y = 580 spans x 830..970, C's front y = %s spans x 950..1050: the straight gap %sin"
            % (num(c.c[1] + c.D / 2), num((580 - c.c[1] - c.D / 2) / IN)), extra=[fr],
            notes=["F (a friend) spans x 1040..1080, y 480..520: C moving straight (x 950..1050) would run into it"])
    # h02: impassable terrain in the straight path
    t = U("T", "blue", TC, 180.0, 7, 2, INF20)
    c, low = place_below(t, 5, 2, INF20, 8, 0.0)
    c.c = (780.0, c.c[1])
    rocks = [(640.0, 470.0), (745.0, 470.0), (745.0, 520.0), (640.0, 520.0)]
    generic("h02_impassable_in_path_wheel_round", "rocks in the straight path; the charger wheels round them",
            t, c, [12], "the distance between C and T: T's front y = 580 spans x 830..970, C spans x 730..830 at y = %s: "
            "C's front-right corner (830, %s) and T's front-right corner (830, 580) are straight above each other, "
            "the gap %sin" % (num(c.c[1] + c.D / 2), num(c.c[1] + c.D / 2), num((580 - c.c[1] - c.D / 2) / IN)),
            terrain=[("rocks", rocks)], notes=["rocks x 640..745, y 470..520 lie across C's straight path (x 730..830)"])
    # h03: impassable near the contact point decides between two equal placements
    t = U("T", "blue", TC, 180.0, 5, 1, MON50)
    c, low = place_below(t, 2, 1, CH50, 7, 0.0)
    c.c = (900.0, c.c[1])
    rocks = [(970.0, 465.0), (1040.0, 465.0), (1040.0, 545.0), (970.0, 545.0)]
    generic("h03_impassable_near_contact_point", "two equal best placements; rocks by the contact point rule out one",
            t, c, [12], "the distance between C and T: T's front y = 575 spans x 775..1025; C spans x 850..950 at front y = %s; "
            "the straight gap %sin" % (num(c.c[1] + c.D / 2), num((575 - c.c[1] - c.D / 2) / IN)), s_exp=-25.0,
            terrain=[("rocks", rocks)],
            notes=["5 x 50mm target cells at x 775, 825, ..., 1025; C is 2 x 50mm = 100mm: aligned placements x 825..925 "
                   "(k=1) and 875..975 (k=2) both give 2 + 4 = 6 (4 = 2 covered + 2 corners); any other gives at most 5.",
                   "rocks x 970..1040, y 465..545: C at k=2 (x 875..975, y 475..575) would overlap them by 5mm; "
                   "k=1 (x 825..925) stays 45mm (1.77in) clear. Straight ahead (x 850..950) gives 2 + 3 = 5."])
    # h04: a wall with no way round: no room, the charge fails although in range
    t = U("T", "blue", TC, 180.0, 7, 2, INF20)
    c, low = place_below(t, 5, 2, INF20, 6, 0.0)
    wall = [(300.0, 480.0), (1500.0, 480.0), (1500.0, 520.0), (300.0, 520.0)]
    generic("h04_wall_no_room_fails", "a long impassable wall between: no room to complete the charge",
            t, c, [12], "the distance between C and T: the straight gap 6in (T's front y = 580, C's front y = %s)" % num(c.c[1] + c.D / 2),
            terrain=[("wall", wall)], expect="fail", margin=1.5, blocked=True,
            notes=["wall x 300..1500, y 480..520: C (x 850..950, front y 427.6) is below it, T's front (x 830..970, y 580) above it. "
                   "A charge move is two straight legs joined by one wheel of at most 90 degrees. The first leg starts below "
                   "y = 480 inside x 850..950; to clear the wall it would have to reach x < 300 - 0 or x > 1500 while below y = 480 "
                   "(more than 550mm sideways in under 52mm of height: a bearing beyond 84 degrees, which C facing north reaches "
                   "only by wheeling first); then the second leg, after the one wheel already spent, is straight and must come "
                   "back from x < 300 or x > 1500 above y = 520 to x 830..970, y 580: a straight leg that climbs at most 60mm over "
                   "530mm+ sideways runs parallel to T's front and cannot meet it front-on. check: blocked (the range is enough; no room)",
                   "C ends clear of T: the wall keeps it at least its 40mm thickness + 60mm away, more than 1.5in"])
    # h05: a friend near the contact point
    t = U("T", "blue", TC, 180.0, 6, 1, MON40)
    c, low = place_below(t, 3, 1, MON40, 6, 0.0)
    c.c = (860.0, c.c[1])
    fr = U("F", "red", (990.0, 555.0), 0.0, 1, 1, MON40)
    generic("h05_friend_near_contact_point", "a friend by the target's right end rules out one best placement",
            t, c, [12], "the distance between C and T: T's front y = 580 spans x 780..1020; C spans x 800..920 at front y = %s; "
            "the straight gap 6in" % num(c.c[1] + c.D / 2), extra=[fr], s_exp=-20.0,
            notes=["6 x 40mm target cells at x 780, 820, ..., 1020; C is 3 x 40mm: aligned placements x 820..940 (k=1) "
                   "and 860..980 (k=2) give 3 + 5 = 8; others at most 7. Straight ahead (x 800..920) gives 3 + 4 = 7.",
                   "F (a friend, 40mm) spans x 970..1010, y 535..575, 5mm in front of T: C at k=2 (x 860..980, y 540..580) "
                   "would overlap it by 10mm; k=1 (x 820..940) is 30mm (1.18in) clear: k=1."])
    # h06: a friend beside the final position has no effect
    t = U("T", "blue", TC, 180.0, 7, 2, INF20)
    c, low = place_below(t, 5, 2, INF20, 5, 0.0)
    fr = U("F", "red", (1030.0, 520.0), 0.0, 2, 4, INF20)
    generic("h06_friend_beside_no_effect", "a friend 60mm beside the charge lane changes nothing",
            t, c, [7], "the distance between C and T: the straight gap 5in", extra=[fr],
            notes=["F spans x 1010..1050, y 480..560; C's centred placement x 850..950, y 540..580 is 60mm (2.36in) from it"])


obstacle_cases()


def two_chargers():
    t = U("T", "blue", TC, 180.0, 10, 1, INF20)
    f1 = U("F", "red", (830.0, 580.0), 0.0, 3, 1, INF20)
    c = U("C", "red", (950.0, 590 - 5 * IN - 20.0), 0.0, 4, 2, INF20)
    generic("i01_second_charger_beside_first", "a second charger on a target already fought by a friend: count the target's models once",
            t, c, [9], "the distance between C and T: T's front y = 590 spans x 800..1000; C spans x 910..990: the straight gap 5in",
            extra=[f1], s_exp=40.0,
            notes=["F (a friend, 3 x 20mm) already touches T's front at x 800..860: T's cells 0,1,2 and cell 3 by a corner are in contact.",
                   "C (4 x 20mm = 80mm) at x a..a+80 (a >= 860, not overlapping F): the new T models it touches are cells 4..9 "
                   "(x 880..1000) only if a <= 900 (cell 4 [880,900] touched at its corner needs a <= 900) and a + 80 >= 980 "
                   "(cell 9 [980,1000]) i.e. a >= 900: a = 900 unique, total 3 + 4 + 10 = 17. Straight (a = 910) touches cells "
                   "5..9: 16. a = 880 touches cells 3..8, six T models but cell 3 was already counted: 16 (the naive count 4 + 6 "
                   "ties with a = 900; the text counts models, not touches)."])
    t = U("T", "blue", TC, 180.0, 9, 1, INF20)
    f1 = U("F", "red", (840.0, 580.0), 0.0, 3, 1, INF20)
    c = U("C", "red", (960.0, 590 - 6 * IN - 10.0), 0.0, 3, 1, INF20)
    generic("i02_second_charger_three_wide", "a second 3-wide charger must cover exactly the five untouched models",
            t, c, [10], "the distance between C and T: T's front y = 590 spans x 810..990; C spans x 930..990: the straight gap 6in",
            extra=[f1], s_exp=40.0,
            notes=["F touches T's cells 0..2 and cell 3 by a corner (F spans x 810..870). Untouched: cells 4..8 (x 890..990).",
                   "C (60mm) at x a..a+60 touches cell 4 iff a <= 910 and cell 8 [970,990] iff a + 60 >= 970 i.e. a >= 910: "
                   "a = 910 unique with all 5, total 3 + 3 + 9 = 15; straight (a = 930) touches 5..8: 14."])


two_chargers()


def second_enemy():
    t = U("T", "blue", TC, 180.0, 5, 1, MON50)
    c, low = place_below(t, 2, 1, CH50, 7, 0.0)
    c.c = (905.0, c.c[1])
    e2 = U("E", "blue", (1015.0, 495.0), 180.0, 2, 1, MON50)
    generic("j01_second_enemy_rules_out_k2", "the nearer best placement would touch a second enemy unit (priority 1)",
            t, c, [12], "the distance between C and T: T's front y = 575 spans x 775..1025; C spans x 855..955 at front y = %s: "
            "straight gap 7in" % num(c.c[1] + c.D / 2), extra=[e2], s_exp=-25.0,
            notes=["aligned placements k=1 (x 825..925) and k=2 (x 875..975) give 2 + 4 = 6, others at most 5 (straight x 855..955: 5).",
                   "E (a second enemy, 2 x 50mm) spans x 965..1065, y 470..520: k=2 (x 875..975, y 475..575) overlaps it, and a "
                   "placement touching E would charge two units (priority 1): k=1, 40mm (1.57in) from E, is the only best one, "
                   "although k=2 is the nearer (20mm against 30mm)."])
    t = U("T", "blue", TC, 180.0, 6, 1, MON40)
    c, low = place_below(t, 3, 1, MON40, 6, 0.0)
    c.c = (895.0, c.c[1])
    e2 = U("E", "blue", (790.0, 555.0), 180.0, 2, 1, MON40)
    generic("j02_second_enemy_left_rules_out_k1", "a second enemy on the left rules out the nearer best placement",
            t, c, [12], "the distance between C and T: T's front y = 580 spans x 780..1020; C spans x 835..955: straight gap 6in",
            extra=[e2], s_exp=20.0,
            notes=["aligned placements k=1 (x 820..940) and k=2 (x 860..980) give 3 + 5 = 8; straight (x 835..955) 3 + 4 = 7.",
                   "E (a second enemy, 2 x 40mm) spans x 750..830, y 535..575, 5mm in front of T: k=1 (x 820..940, y 540..580) overlaps it by 10mm; k=2 is 30mm (1.18in) clear: k=2, although k=1 is the nearer (15mm against 25mm)."])


second_enemy()


def offset_cases():
    t = U("T", "blue", TC, 180.0, 7, 2, INF20)
    c = U("C", "red", (900 - 6 * IN, 580 - 8 * IN - 20), 0.0, 5, 2, INF20)
    generic("k01_offset_left_wheel_right", "the charger 6in left of the target must wheel right, then align",
            t, c, [12], "the distance between C and T: C spans x %s..%s, front y %s; T's front-right corner (830, 580) "
                        "is nearest C's front-right corner (%s, %s): sqrt(%s^2 + %s^2) = %smm = %sin" % (
                num(c.c[0] - 50), num(c.c[0] + 50), num(c.c[1] + 20), num(c.c[0] + 50), num(c.c[1] + 20),
                num(830 - c.c[0] - 50), num(580 - c.c[1] - 20), num(math.hypot(830 - c.c[0] - 50, 580 - c.c[1] - 20)),
                num(math.hypot(830 - c.c[0] - 50, 580 - c.c[1] - 20) / IN)))
    t = U("T", "blue", TC, 180.0, 8, 2, INF20)
    c = U("C", "red", (900 - 5 * IN, 580 - 7 * IN - 30), 20.0, 6, 3, INF20)
    generic("k02_angled_charger_from_left", "a 6x3 charger facing 20 from the lower left",
            t, c, [12], "the distance: check.py computes it (the nearest points are C's front-right corner and T's front); "
                        "it is well inside the range 12in", adv=3)
    t = U("T", "blue", TC, 200.0, 5, 3, INF25)
    c = U("C", "red", (900 + 5 * IN, 600 - 8 * IN), 340.0, 5, 1, CAV)
    generic("k03_angled_cavalry_from_right_rotated_target", "five cavalry facing 340 from the lower right; the target faces 200: its left flank arc",
            t, c, [10], "the distance: check.py computes it; well inside 10in + 3in", adv=3)
    t = U("T", "blue", TC, 180.0, 8, 2, INF20)
    c = U("C", "red", (900 - 8 * IN, 580 - 10 * IN - 60), 0.0, 6, 3, INF20)
    generic("k04_far_offset_long_charge", "a 6x3 block 8in left and 10in below",
            t, c, [12], "the distance: C's front-right corner to T's front-left end... check.py computes it; inside 12 + 3",
            adv=3)


offset_cases()


def yaml_unit(u):
    s = "  %s: {side: %s, centre: [%s, %s], facing: %s, files: %d, ranks: %d, base: [%gmm, %gmm]" % (
        u.name, u.side, mm(u.c[0]), mm(u.c[1]), num(u.phi), u.files, u.ranks, u.base[0], u.base[1])
    if u.props:
        s += ", props: {%s}" % ", ".join("%s: %s" % kv for kv in u.props.items())
    return s + "}"


def write(sc, witness_fn=None):
    t, c = sc["t"], sc["c"]
    arc, arcline = arc_hand(t, c)
    m, n, psi, length, cell = facing_frame(t, arc)
    rng = sum(sc["dice"]) + (sc["adv"] or 0)
    lines = ["# %s" % sc["title"], "#", "# Working (fresh11, by hand; check.py recomputes it with its own geometry):"]
    lines.append("# units: " + t.desc())
    lines.append("#        " + c.desc())
    for e in sc["extra"]:
        lines.append("#        " + e.desc())
    for nm, poly in sc["terrain"]:
        lines.append("# terrain %s (impassable): %s" % (nm, poly))
    lines.append("# " + arcline)
    lines.append("# " + sc["gapline"])
    lines.append("# range: 2D6 %d%s = %gin (the dice say %s)" % (sum(sc["dice"]), " + Advance Rate %gin" % sc["adv"] if sc["adv"] else "",
                                                                   rng, sc["dice"]))
    for nt in sc["notes"]:
        lines.append("# " + nt)
    body = []
    body.append("name: \"%s\"" % sc["title"])
    body.append("rules: [../../../rules/charge.rules]")
    body.append("board: {width: 72in, depth: 48in}")
    body.append("units:")
    body.append(yaml_unit(t))
    body.append(yaml_unit(c))
    for e in sc["extra"]:
        body.append(yaml_unit(e))
    if sc["terrain"]:
        body.append("terrain:")
        for nm, poly in sc["terrain"]:
            body.append("  - name: %s" % nm)
            body.append("    kind: impassable")
            body.append("    polygon: [%s]" % ", ".join("[%s, %s]" % (mm(p[0]), mm(p[1])) for p in poly))
    body.append("run: charge")
    body.append("args: {unit: C, target: T}")
    body.append("dice: %s" % sc["dice"])
    body.append("expect:")
    body.append("  units:")
    if sc["expect"] == "fail":
        lines.append("# the charge fails: the range %gin is less than the distance (by more than the 0.001in tolerance)%s;"
                     % (rng, "" if not sc["blocked"] else " -- here: no room") if not sc["blocked"] else
                     "# the charge fails: in range, but no charge move can reach T's %s facing (no room)" % arc)
        lines.append("# whatever a failed charge does with C, it does not bring C into contact: C stays more than %gin from T" % sc["margin"])
        body.append("    C: {clear_of: {T: %gin}}" % sc["margin"])
    else:
        lines.append("# charged facing: %s; C ends with its Front Facing against it, facing %s (the facing's outward normal reversed)"
                     % (arc, num(psi)))
        if sc["expect"] == "facing":
            lines.append("# only the facing is expected: where along the facing C ends is the owner's to choose among equal "
                         "Maximising Contact placements, which this case does not pin down")
            body.append("    C: {facing: %s}" % num(psi))
        else:
            s = sc["s_exp"]
            fc, _ = final_centre(t, arc, c, s)
            bt = bound_text(c.files, c.base[0], length, cell)
            cc, tc = count_at(c, t, arc, s)
            lines.append("# Maximising Contact (priority 4, no second unit, T not rotated): the facing is %gmm long in cells of %gmm; "
                         "%s" % (length, cell, bt))
            lines.append("# best placement: C's centre %smm to its right of the facing's centre: (C and T alone) C touches %d of T's facing models "
                         "and %d of C's touch: %d models; check.py confirms it is the unique maximum (every critical point and "
                         "open interval along the facing, with and without 1in spacing, every unit counted)" % (num(s), tc, cc, tc + cc))
            lines.append("# final centre = facing centre (%s, %s) + normal x C's depth/2 (%gmm) + %smm along the facing = (%s, %s)"
                         % (num(m[0]), num(m[1]), c.D / 2, num(s), num(fc[0]), num(fc[1])))
            body.append("    C: {centre: [%s, %s], facing: %s}" % (mm(fc[0]), mm(fc[1]), num(psi)))
        body.append("    T: {moved: false}")
        for e in sc["extra"]:
            body.append("    %s: {moved: false}" % e.name)
        if witness_fn:
            lines.append("# " + witness_fn(sc, body, lines))
    body.append("  events:")
    body.append("    - charge C T")
    return "\n".join(lines) + "\n\n" + "\n".join(body) + "\n"


def recorded():
    """check.py's last output (check_output.txt): the witness line for each header"""
    out = {}
    p = os.path.join(HERE, "check_output.txt")
    if os.path.exists(p):
        for line in open(p):
            st, rest = line.split(" ", 1)
            f, txt = rest.split(": ", 1)
            out[f[:-5]] = txt.strip()
    return out


def main():
    rec = recorded()
    names = [s["name"] for s in SCEN]
    assert len(set(names)) == len(names)
    for sc in SCEN:
        txt = write(sc)
        if sc["name"] in rec:
            parts = [p for p in rec[sc["name"]].split("; ") if p.startswith(("witness", "straight", "arc=", "best", "length", "min clearance"))]
            w = "\n".join("# check.py: " + p for p in parts)
            txt = txt.replace("\n\nname: ", "\n" + w + "\n\nname: ", 1)
        open(os.path.join(HERE, sc["name"] + ".yaml"), "w").write(txt)
    print(len(SCEN), "scenarios")


if __name__ == "__main__":
    main()
