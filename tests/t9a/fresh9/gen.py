#!/usr/bin/env python3
"""Writes fresh9's scenarios (charge, flee, pursuit of The 9th Age).

Every expected value comes from the formulas written in each scenario's header
(the rule text and geometry.md worked by hand); this script only does the
arithmetic and writes the YAML. check.py re-derives them another way.
Run: python3 gen.py   (from this folder)
"""
import math
import os

from geom import IN, U, add, fwd, right, dot, bearing_of, poly_dist

HERE = os.path.dirname(os.path.abspath(__file__))
BOARD = (72 * IN, 48 * IN)
TOL = 0.0254
SCEN = []


def mm(v):
    s = "%.4f" % v
    if s == "-0.0000":
        s = "0.0000"
    return s + "mm"


def ang(v):
    v = v % 360.0
    if abs(v - 360.0) < 1e-9:
        v = 0.0
    s = "%.4f" % v
    s = s.rstrip("0").rstrip(".")
    return s


def unit_yaml(u):
    parts = ["side: %s" % u.side, "centre: [%s, %s]" % (mm(u.c[0]), mm(u.c[1])),
             "facing: %s" % ang(u.facing), "files: %d" % u.files, "ranks: %d" % u.ranks,
             "base: [%s, %s]" % (mm(u.base[0]), mm(u.base[1]))]
    if u.props:
        parts.append("props: {%s}" % ", ".join("%s: %s" % kv for kv in u.props.items()))
    if u.state:
        parts.append("state: [%s]" % ", ".join(u.state))
    return "  %s: {%s}" % (u.id, ", ".join(parts))


def write(name, rules, header, units, run, args, dice, expect_units, events=None,
          no_events=None, terrain=None, combats=None, tolerance=None):
    lines = ["# " + l if l else "#" for l in header.strip("\n").split("\n")]
    lines.append("name: %s" % name)
    lines.append("rules: [../../../rules/%s]" % rules)
    lines.append("board: {width: 72in, depth: 48in}")
    lines.append("units:")
    lines += [unit_yaml(u) for u in units]
    if terrain:
        lines.append("terrain:")
        for t in terrain:
            lines.append("  - name: %s" % t["name"])
            lines.append("    kind: %s" % t["kind"])
            lines.append("    polygon: [%s]" % ", ".join("[%s, %s]" % (mm(p[0]), mm(p[1])) for p in t["poly"]))
    if combats:
        lines.append("combats:")
        for c in combats:
            lines.append("  - [%s]" % ", ".join(c))
    lines.append("run: %s" % run)
    lines.append("args: {%s}" % ", ".join("%s: %s" % kv for kv in args.items()))
    lines.append("dice: [%s]" % ", ".join(str(d) for d in dice))
    if tolerance:
        lines.append("tolerance: %s" % tolerance)
    lines.append("expect:")
    lines.append("  units:")
    for uid, e in expect_units.items():
        lines.append("    %s: {%s}" % (uid, ", ".join("%s: %s" % kv for kv in e.items())))
    if events:
        lines.append("  events:")
        lines += ["    - %s" % e for e in events]
    if no_events:
        lines.append("  no_events: [%s]" % ", ".join(no_events))
    SCEN.append(name)
    with open(os.path.join(HERE, name + ".yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")


def centre_yaml(p):
    return "[%s, %s]" % (mm(p[0]), mm(p[1]))


# ---------------------------------------------------------------- charge

def count(Wc, bc, L, bt, s, tol=1e-6):
    """Models in base contact when the charger's front lies flat on a facing of
    length L (bases bt long along it) spanning [s, s+Wc] (bases bc wide)."""
    nc, nt = int(round(Wc / bc)), int(round(L / bt))
    a = sum(1 for j in range(nc) if s + j * bc <= L + tol and s + (j + 1) * bc >= -tol)
    b = sum(1 for k in range(nt) if k * bt <= s + Wc + tol and (k + 1) * bt >= s - tol)
    return a, b


def place_target(C, T_facing, files, ranks, base, xl, yl, uid="T", side="blue"):
    """Target whose local coordinates (x along its right, y along its facing,
    origin its Centre) put C's front centre at (xl, yl)."""
    p = C.front_centre()
    c = add(add(p, right(T_facing), -xl), fwd(T_facing), -yl)
    return U(uid, side, c, T_facing, files, ranks, base)


def pinned_working(C, T, side, name, pinned=True):
    P0, P1 = T.facing_seg(side)
    L = math.hypot(P1[0] - P0[0], P1[1] - P0[1])
    bt = T.base[0] if side in ("front", "rear") else T.base[1]
    bc = C.base[0]
    nc, nt = C.files, int(round(L / bt))
    nb = T.normal_bearing(side)
    n = fwd(nb)
    M = ((P0[0] + P1[0]) / 2, (P0[1] + P1[1]) / 2)
    final_f = (nb + 180) % 360
    hh = []
    final = None
    if pinned:
        Wc = C.W
        if abs(Wc - (L + 2 * bc)) < 1e-6:
            s_opt = -bc
            why = ("(a) C's front %.4g = facing %.4g + 2 x %.4g: all %d bases of C touch only if its first base touches"
                   " (s >= -%.4g) and its last does (s + %.4g <= %.4g, s <= -%.4g): s = -%.4g exactly,"
                   " C overhanging one base at each end, its end bases corner to corner with T's end bases."
                   % (Wc, L, bc, nc, bc, Wc - bc, L, bc, bc))
        elif abs(Wc - (L - 2 * bt)) < 1e-6:
            s_opt = bt
            why = ("(b) C's front %.4g = facing %.4g - 2 x %.4g: all %d bases of T's facing are touched only if its first"
                   " base is (s <= %.4g) and its last is (s + %.4g >= %.4g, s >= %.4g): s = %.4g exactly, C's"
                   " front corners on the joins between T's end bases and their neighbours... corner to corner."
                   % (Wc, L, bt, nt, bt, Wc, L - bt, bt, bt))
            why = why.replace("neighbours... corner to corner", "neighbours, touching the end bases corner to corner")
        else:
            raise SystemExit("not a pinned combination: " + name)
        ca, cb = count(Wc, bc, L, bt, s_opt)
        assert (ca, cb) == (nc, nt), (name, ca, cb)
        final = add(M, n, C.D / 2)
        hh += ["Charge Move (INDEX facts, 003): forwards, at most one Wheel, into contact with T's %s, then the Align" % side,
              "Move about the point of contact so C's front lies flat on it. Maximising Contact (003 priorities):",
              "1 one enemy unit only, 2 n/a, 3 T is not rotated (it can be avoided: see witness), 4 most models",
              "in base contact. Along T's %s (length L=%.4g, %d bases of %.4g), C's front (%d bases of %.4g) spans [s, s+%.4g]:"
              % (side, L, nt, bt, nc, bc, C.W),
              "  Bound: at most %d of C + %d of T = %d models." % (nc, nt, nc + nt),
              "  Witness and uniqueness: " + why,
              "  count(s=%.4g) = %d + %d = %d, the bound; every other s loses a base (check.py scans s)." % (s_opt, ca, cb, ca + cb)]
        if C.facing % 360 == final_f % 360:
            ga, gb = straight_count(C, T, side, L, bt)
            if ga is not None:
                tot = ga[1] + ga[2]
                hh.append("  Greedy 'straight ahead' (no Wheel): C lands at s = %.4g with %d + %d = %d models%s." % (
                    ga[0], ga[1], ga[2], tot, " < %d: greedy is wrong" % (nc + nt) if tot < nc + nt else ", the optimum: here it is right"))
        else:
            g = first_alignment(C, T, side, L, bt, final_f)
            if g is not None:
                hh.append("  Greedy 'first alignment' (Wheel %.4g deg at once, then straight): s = %.4g, %d + %d = %d models%s." % (
                    g[3], g[0], g[1], g[2], g[1] + g[2], " < %d: greedy is wrong" % (nc + nt) if g[1] + g[2] < nc + nt else ", the optimum: here it is right"))
        hh += ["Final: C faces %s (T's %s outward normal %s + 180), its Centre on the normal through the facing's" % (
            ang(final_f), side, ang(nb)),
            "midpoint M = (%.4f, %.4f) at depth %.4g/2 behind it: (%.4f, %.4f) + %.4g x (%.6f, %.6f) = (%.4f, %.4f)." % (
                M[0], M[1], C.D, M[0], M[1], C.D / 2, n[0], n[1], final[0], final[1]),
            "Reachable: check.py finds a Charge Move (forward, one Wheel <= 90, forward, align) ending there."]
    return hh, final, final_f, nb


def charge_case(name, title, C, T, side, dice, adv, others=(), terrain=None, notes="",
                pinned=True, expect_fail=False, extra_expect=None, no_events=None, tolerance=None):
    fc = C.front_centre()
    arc = T.arc_of(fc)
    assert arc == side, (name, arc, side)
    x, y = T.local(fc)
    a, b = T.W / 2, T.D / 2
    dist = poly_dist(C.corners(), T.corners())
    rng = dice + adv
    nd = int(round(dice / IN))
    assert 2 <= nd <= 12 and abs(nd * IN - dice) < 1e-9
    h = ["%s" % name, title, "",
         "Rule: Charge Range = 2D6 + Advance Rate (%s); the charge reaches when the Range is at least" % fmt_in(adv),
         "the distance between the units (INDEX facts; geometry.md: within = <= D + tolerance).",
         "Arc (INDEX facts, geometry.md): C's Front Facing centre (%.4f, %.4f)mm in T's frame" % (fc[0], fc[1]),
         "(x to T's right, y ahead of T, origin T's Centre) = (%.4f, %.4f); half-width a=%.4g, half-depth b=%.4g." % (x, y, a, b),
         "  front iff y-b > |x|-a: %.4f > %.4f? %s;  rear iff -y-b > |x|-a: %.4f > %.4f? %s" % (
             y - b, abs(x) - a, y - b > abs(x) - a, -y - b, abs(x) - a, -y - b > abs(x) - a),
         "  -> C is in T's %s arc: the Target Facing is T's %s." % (arc, arc),
         "Distance C-T (closest points of the two boundaries) = %.4fmm = %.5fin; Range = 2D6 %din + %s = %.4fin." % (
             dist, dist / IN, nd, fmt_in(adv), rng / IN)]
    if expect_fail:
        assert dist > rng + TOL
        h += ["  %.5fin > %.4fin: the charge fails for range; C ends clear of T (a Failed Charge" % (dist / IN, rng / IN),
              "  Move, whatever its length, is at most the Range, so it cannot reach T), and T does not move."]
        eu = {"C": {"clear_of": "{T: 0.01in}"}, "T": {"moved": "false"}}
        write(name, "charge.rules", "\n".join(h) + ("\n" + notes if notes else ""), [C, T] + list(others),
              "charge", {"unit": "C", "target": "T"}, [nd], eu, terrain=terrain, tolerance=tolerance)
        return
    assert dist <= rng + TOL, (name, dist, rng)
    h.append("  %.5fin <= %.4fin: the charge reaches." % (dist / IN, rng / IN))
    hh, final, final_f, nb = pinned_working(C, T, side, name, pinned)
    h += hh
    if pinned:
        eu = {"C": {"centre": centre_yaml(final), "facing": ang(final_f)}, "T": {"moved": "false"}}
    else:
        h += ["Maximising Contact leaves a range of slides here (no single optimum), so only what the text fixes is",
              "checked: C ends facing %s (flat on T's %s, normal %s + 180), T is not rotated (priority 3)." % (
                  ang(final_f), side, ang(nb))]
        eu = {"C": {"facing": ang(final_f)}, "T": {"moved": "false"}}
    if extra_expect:
        eu.update(extra_expect)
    write(name, "charge.rules", "\n".join(h) + ("\n" + notes if notes else ""), [C, T] + list(others),
          "charge", {"unit": "C", "target": "T"}, [nd], eu, events=["charge C T"], no_events=no_events,
          terrain=terrain, tolerance=tolerance)


def fmt_in(v):
    return ("%.4f" % (v / IN)).rstrip("0").rstrip(".") + "in"


def axis_s(T, side, p, Wc):
    P0, P1 = T.facing_seg(side)
    L = math.hypot(P1[0] - P0[0], P1[1] - P0[1])
    t = ((P1[0] - P0[0]) / L, (P1[1] - P0[1]) / L)
    return dot((p[0] - P0[0], p[1] - P0[1]), t) - Wc / 2


def straight_count(C, T, side, L, bt):
    s = axis_s(T, side, C.c, C.W)
    ca, cb = count(C.W, C.base[0], L, bt, s)
    return (s, ca, cb), None


def first_alignment(C, T, side, L, bt, final_f):
    d = (final_f - C.facing + 180) % 360 - 180
    if abs(d) > 90:
        return None
    f, r = fwd(C.facing), right(C.facing)
    piv = add(add(C.c, f, C.D / 2), r, C.W / 2 if d > 0 else -C.W / 2)
    th = math.radians(d)
    v = (C.c[0] - piv[0], C.c[1] - piv[1])
    # clockwise rotation by d (bearing grows)
    rv = (v[0] * math.cos(th) + v[1] * math.sin(th), -v[0] * math.sin(th) + v[1] * math.cos(th))
    c1 = add(piv, rv)
    s = axis_s(T, side, c1, C.W)
    ca, cb = count(C.W, C.base[0], L, bt, s)
    return s, ca, cb, d


def charges():
    O = (36 * IN, 10 * IN)
    def cav3(c=O, f=0.0, uid="C"):
        return U(uid, "red", c, f, 3, 2, (25, 50), {"advance": "8in"})
    inf = dict(files=5, ranks=4, base=(25, 25))
    A8, A4 = 8 * IN, 4 * IN

    # --- range: just reaches, fails by a little, tolerance
    C = cav3()
    T = place_target(C, 180, 5, 4, (25, 25), 0, 50 + 10 * IN)
    charge_case("range_cav_exactly_10in_reaches", "3 cavalry (25x50) 10in straight ahead of a 5x4 block; 2D6=2 + 8in = 10in.",
                C, T, "front", 2 * IN, A8)
    T = place_target(C, 180, 5, 4, (25, 25), 0, 50 + 10.05 * IN)
    charge_case("range_cav_short_by_005in_fails", "As range_cav_exactly_10in_reaches but 10.05in away: 0.05in short.",
                C, T, "front", 2 * IN, A8, expect_fail=True)
    T = place_target(C, 180, 5, 4, (25, 25), 0, 50 + 10.0008 * IN)
    charge_case("range_within_tolerance_reaches", "10.0008in away, Range 10in: within the 0.001in tolerance (geometry.md 'within').",
                C, T, "front", 2 * IN, A8,
                notes="Reading: 'Range at least the distance' is 'distance within Range', so <= Range + tolerance.")
    Ci = U("C", "red", O, 0, 5, 4, (20, 20), {"advance": "4in"})
    T = place_target(Ci, 180, 7, 3, (20, 20), 0, 30 + 11 * IN)
    charge_case("range_infantry_11in_on_a_7_reaches", "5x4 infantry 20mm (adv 4in), 2D6=7: Range 11in, a 7-wide 20mm unit 11in ahead.",
                Ci, T, "front", 7 * IN, A4)
    T = place_target(Ci, 180, 7, 3, (20, 20), 0, 30 + 11.1 * IN)
    charge_case("range_infantry_short_by_01in_fails", "As range_infantry_11in_on_a_7_reaches but 11.1in away.",
                Ci, T, "front", 7 * IN, A4, expect_fail=True)
    # rotated target: distance to its nearest corner
    for nm, want, fail in (("range_rotated_corner_just_reaches", 9.0, False), ("range_rotated_corner_short_fails", 9.03, True)):
        T = place_target(C, 210, 5, 4, (25, 25), 0, 50 + 9 * IN)
        for _ in range(60):  # move T along y until the boundary distance is `want`
            dd = poly_dist(C.corners(), T.corners())
            T.c = add(T.c, (0, 1), want * IN - dd)
        C7 = cav3()
        C7.props = {"advance": "7in"}
        charge_case(nm, "Target rotated 30 deg; the distance is from C's front to T's nearest corner, %.2fin; Range 9in (2 + 7in)." % want,
                    C7, T, "front", 2 * IN, 7 * IN, expect_fail=fail)

    # --- rotated targets, C must wheel and align (cavalry vs 5-wide 25mm)
    for rot in (10, 30, 45, 60):
        C = cav3()
        T = place_target(C, 180 + rot, 5, 4, (25, 25), 0, 50 + 7 * IN)
        charge_case("rot%02d_cav3_on_5x25_front" % rot,
                    "3 cavalry facing north; the 5x4 target faces %d (rotated %d deg), C on its axis 7in away." % (180 + rot, rot),
                    C, T, "front", 4 * IN, A8)
    for rot in (10, 30, 45, 60):
        C = U("C", "red", O, 0, 6, 3, (20, 20), {"advance": "4in"})
        T = place_target(C, 180 - rot, 8, 3, (20, 20), 30, 30 + 6 * IN)
        charge_case("rot%02d_left_6x20_on_8x20_front" % rot,
                    "6x3 infantry 20mm; an 8x3 20mm target rotated %d deg the other way (faces %d), C 30mm off its axis." % (rot, 180 - rot),
                    C, T, "front", 8 * IN, A4)

    # --- target offset left/right, parallel and not: greedy straight ahead is wrong
    for nm, xl, rot in (("offset_right_parallel_cav3", -60, 0), ("offset_left_parallel_cav3", 60, 0),
                        ("offset_right_rot20_cav3", -150, 20), ("offset_left_rot20_cav3", 150, -20)):
        C = cav3()
        T = place_target(C, 180 + rot, 5, 4, (25, 25), xl, 50 + 6 * IN)
        charge_case(nm, "3 cavalry; the 5x4 target (facing %d) set %dmm to C's %s of its axis, 6in ahead." % (
            180 + rot, abs(xl), "right" if xl < 0 else "left"), C, T, "front", 3 * IN, A8)

    # --- bases
    C = U("C", "red", O, 0, 1, 1, (50, 50), {"advance": "6in"})
    T = place_target(C, 180, 4, 4, (25, 25), 30, 50 + 5 * IN)
    charge_case("monster50_on_4x25_offset", "A single 50mm monster, 30mm off the axis of a 4x4 25mm unit, 5in away.",
                C, T, "front", 3 * IN, 6 * IN)
    C = U("C", "red", O, 0, 2, 1, (50, 100), {"advance": "8in"})
    T = place_target(C, 195, 7, 3, (20, 20), -20, 30 + 6 * IN)
    charge_case("chariots_2x50_on_7x20_rot15", "Two 50x100 chariots side by side; a 7x3 20mm unit facing 195, 6in away.",
                C, T, "front", 2 * IN, A8)
    C = U("C", "red", O, 0, 5, 4, (20, 20), {"advance": "4in"})
    T = place_target(C, 155, 7, 3, (20, 20), 20, 30 + 5 * IN)
    charge_case("inf_5x20_on_7x20_rot25", "5x4 20mm infantry; a 7x3 20mm unit facing 155 (rotated 25), 5in away.",
                C, T, "front", 6 * IN, A4)
    C = U("C", "red", O, 0, 6, 3, (25, 25), {"advance": "4in"})
    T = place_target(C, 180, 8, 3, (25, 25), -40, 37.5 + 5 * IN)
    charge_case("inf_6x25_on_8x25_offset", "6x3 25mm infantry, 40mm off the axis of an 8x3 25mm unit, 5in away.",
                C, T, "front", 6 * IN, A4)
    # flanks with pinned overhang (a)
    C = U("C", "red", O, 70, 3, 2, (40, 40), {"advance": "5in"})
    fc = C.front_centre()
    T = U("T", "blue", (0, 0), 0, 10, 2, (20, 20))
    T.c = add(fc, (1, 0), 100 + 4 * IN)  # C west of T, roughly level: T's left flank
    T.c = add(T.c, (0, 1), -25)
    charge_case("monsters_3x40_on_flank_of_10x2_20mm",
                "Three 40mm monsters (facing 70) west of a 10x2 20mm unit facing north: its left flank, 40mm long.",
                C, T, "left", 5 * IN, 5 * IN)
    C = U("C", "red", O, 280, 5, 1, (25, 50), {"advance": "8in"})
    T = U("T", "blue", (0, 0), 0, 6, 3, (25, 25))
    T.c = add(C.front_centre(), (-1, 0), 75 + 5 * IN)
    T.c = add(T.c, (0, 1), 10)
    charge_case("cav5_on_flank_of_6x3_25mm",
                "Five cavalry (25x50, facing 280) east of a 6x3 25mm unit facing north: its right flank, 75mm long.",
                C, T, "right", 3 * IN, A8)

    # --- flank and rear, decided by the arc
    C = U("C", "red", O, 255, 6, 3, (25, 25), {"advance": "4in"})
    T = U("T", "blue", (0, 0), 0, 5, 4, (25, 25))
    T.c = add(C.front_centre(), (-1, 0), 62.5 + 5 * IN)
    T.c = add(T.c, (0, 1), -30)
    charge_case("flank_6x25_on_4_ranks_overhang",
                "6x3 25mm (facing 255) in the right flank arc of a 5x4 25mm unit: 6 bases on a 100mm flank.",
                C, T, "right", 7 * IN, A4,
                notes="Greedy 'flush with the flank's front corner' (s=0) gives 4 + 4 = 8 < 10: overhanging at both ends is best.")
    C = U("C", "red", O, 10, 8, 3, (20, 20), {"advance": "4in"})
    T = U("T", "blue", (0, 0), 0, 6, 3, (20, 20))
    T.c = add(C.front_centre(), (0, 1), 30 + 6 * IN)
    T.c = add(T.c, (1, 0), 25)
    charge_case("rear_8x20_on_6x20", "8x3 20mm (facing 10) behind a 6x3 20mm unit facing north: its rear, 120mm.",
                C, T, "rear", 6 * IN, A4)
    C = cav3(O, 335)
    T = U("T", "blue", (0, 0), 0, 5, 4, (25, 25))
    T.c = add(C.front_centre(), (0, 1), 50 + 8 * IN)
    T.c = add(T.c, (1, 0), -40)
    charge_case("rear_cav3_on_5x25", "3 cavalry (facing 335) behind a 5x4 25mm unit facing north: its rear.",
                C, T, "rear", 3 * IN, A8)
    C = U("C", "red", O, 0, 1, 1, (50, 50), {"advance": "6in"})
    T = U("T", "blue", (0, 0), 20, 4, 3, (25, 25))
    T.c = add(C.front_centre(), fwd(20), 37.5 + 4 * IN)
    charge_case("rear_monster50_on_4x25", "A 50mm monster behind a 4x3 25mm unit facing 20: its rear, 100mm.",
                C, T, "rear", 2 * IN, 6 * IN)

    # --- arc lines (lines from the corners at 135 degrees): just inside either arc
    for nm, corner, dvec_sign, side, eps, cfac in (
            ("arcline_front_left_inside_front", "fl", +1, "front", 0.1, 135),
            ("arcline_front_left_inside_flank", "fl", -1, "left", 0.1, 135),
            ("arcline_rear_right_inside_rear", "rr", +1, "rear", 0.1, 315),
            ("arcline_rear_right_inside_flank", "rr", -1, "right", 0.1, 315)):
        T = U("T", "blue", (36 * IN, 30 * IN), 0, 4, 4, (25, 25))
        Cc = U("C", "red", (0, 0), cfac, 6, 2, (25, 25), {"advance": "4in"})
        place_on_arcline(Cc, T, corner, dvec_sign, eps * IN, 5 * IN)
        charge_case(nm, "6x2 25mm facing %d, its Front Facing centre %.1fin inside T's %s arc, off T's %s corner's arc line (T 4x4 25mm)." % (
            cfac, eps, side, corner), Cc, T, side, 8 * IN, A4)
    for nm, dvec_sign, side in (("arcline_cav5_on_3x3_inside_front", +1, "front"), ("arcline_cav5_on_3x3_inside_flank", -1, "right")):
        T = U("T", "blue", (36 * IN, 30 * IN), 0, 3, 3, (25, 25))
        Cc = U("C", "red", (0, 0), 225, 5, 1, (25, 50), {"advance": "8in"})
        place_on_arcline(Cc, T, "fr", dvec_sign, 0.05 * IN, 6 * IN)
        charge_case(nm, "5 cavalry facing 225, front centre 0.05in inside T's %s arc by its front-right arc line (T 3x3 25mm)." % side,
                    Cc, T, side, 5 * IN, A8)

    # --- target rotated 60 deg so that the charger stands in its flank arc
    C = U("C", "red", O, 0, 6, 3, (25, 25), {"advance": "4in"})
    T = place_target(C, 240, 5, 4, (25, 25), -(62.5 + 4 * IN), 10)
    charge_case("rot60_target_shows_left_flank_6x25",
                "6x3 25mm facing north; a 5x4 25mm unit facing 240 whose left flank turns towards C (C 4in off it).",
                C, T, "left", 6 * IN, 4 * IN)
    C = U("C", "red", O, 0, 5, 1, (25, 50), {"advance": "8in"})
    T = place_target(C, 120, 5, 3, (25, 25), 62.5 + 5 * IN, -15)
    charge_case("rotm60_target_shows_right_flank_cav5",
                "5 cavalry facing north; a 5x3 25mm unit facing 120 whose right flank (75mm) turns towards C, 5in off.",
                C, T, "right", 2 * IN, 8 * IN)

    # --- friends, terrain and other enemies near the contact point
    C = cav3()
    T = place_target(C, 180, 5, 4, (25, 25), -60, 50 + 6 * IN)
    M = add(T.c, fwd(180), 50)
    # rocks left of T's front as C sees it (east of T), 1.2in beyond the final C's end
    x0 = M[0] + 37.5 + 1.2 * IN
    rocks = [{"name": "rocks", "kind": "impassable",
              "poly": [(x0, M[1] - 60), (x0 + 80, M[1] - 60), (x0 + 80, M[1] + 10), (x0, M[1] + 10)]}]
    charge_case("rocks_beside_contact_cav3", "As offset_right_parallel_cav3 with impassable rocks 1.2in east of the best place (where straight ahead would run).",
                C, T, "front", 3 * IN, A8, terrain=rocks,
                notes="The rocks sit where C's straight-ahead path would end; the optimum is 1.2in clear of them.")
    C = cav3()
    T = place_target(C, 180, 5, 4, (25, 25), 60, 50 + 6 * IN)
    M = add(T.c, fwd(180), 50)
    F = U("F", "red", (M[0] - 37.5 - 1.5 * IN - 50, M[1] - 60), 0, 4, 2, (25, 25))
    charge_case("friend_beside_contact_cav3", "3 cavalry; a friendly 4x2 unit F stands 1.5in west of the best place, beside T's front.",
                C, T, "front", 3 * IN, A8, others=[F], extra_expect={"F": {"moved": "false"}})
    C = cav3()
    T = place_target(C, 180, 5, 4, (25, 25), -60, 50 + 6 * IN)
    M = add(T.c, fwd(180), 50)
    N = U("N", "blue", (M[0] + 62.5 + 30 + 62.5, T.c[1]), 180, 5, 4, (25, 25))
    charge_case("second_enemy_beside_target_cav3",
                "3 cavalry; enemy N stands 30mm east of T (same line), where C's straight-ahead run would touch both.",
                C, T, "front", 3 * IN, A8, others=[N], extra_expect={"N": {"moved": "false"}}, no_events=["charge C N"],
                notes="Straight ahead C would span both T and N: priority 1 (not charging multiple units) forbids it;\n"
                      "the optimum (b) is centred on T, 30 + 25 = 55mm clear of N.")
    C = U("C", "red", O, 0, 7, 2, (25, 25), {"advance": "4in"})
    T = place_target(C, 180, 5, 4, (25, 25), 0, 50 + 6 * IN)
    N = U("N", "blue", (T.c[0] - 62.5 - 10 - 62.5, T.c[1]), 180, 5, 4, (25, 25))
    charge_case("second_enemy_10mm_off_blocks_overhang",
                "7x2 25mm on a 5x4 25mm front with enemy N 10mm to T's side: the 7-on-5 overhang (12 models) would touch N.",
                C, T, "front", 6 * IN, A4, others=[N], pinned=False, extra_expect={"N": {"moved": "false"}},
                no_events=["charge C N"],
                notes="Priority 1 first: C may not touch N, so s > -10mm on N's side; 11 models (6 + 5) for a range of s.")


def place_on_arcline(C, T, corner, sign, eps, along):
    """Put C's front centre on T's arc line from corner, `along` out along it, then eps
    perpendicular: sign +1 towards the front/rear arc, -1 towards the flank arc."""
    fl, fr, rr, rl = T.corners()
    p0 = {"fl": fl, "fr": fr, "rr": rr, "rl": rl}[corner]
    f, r = fwd(T.facing), right(T.facing)
    fx = {"fl": (-1, 1), "fr": (1, 1), "rr": (1, -1), "rl": (-1, -1)}[corner]
    dvec = ((fx[0] * r[0] + fx[1] * f[0]) / math.sqrt(2), (fx[0] * r[1] + fx[1] * f[1]) / math.sqrt(2))
    # towards the front (or rear) arc: rotate towards +-f
    tow = (fx[1] * f[0], fx[1] * f[1])
    perp = (-dvec[1], dvec[0])
    if dot(perp, tow) < 0:
        perp = (-perp[0], -perp[1])
    p = add(add(p0, dvec, along), perp, sign * eps)
    C.c = add(p, fwd(C.facing), -C.D / 2)


# ---------------------------------------------------------------- flee

def flee_case(name, header, F, others, reason, frm, dist, exp, events=None, no_events=None, terrain=None):
    args = {"unit": F.id, "reason": reason}
    if frm:
        args["from"] = frm
    write(name, "flee.rules", header, [F] + others, "flee", args, [dist], exp, events=events,
          no_events=no_events, terrain=terrain)


def flees():
    B = (36 * IN, 20 * IN)
    def blk(uid, c, f, side="blue", files=5, ranks=4, base=(25, 25), state=None):
        return U(uid, side, c, f, files, ranks, base, state=state)
    # charge reaction at different angles: face away from the charger, Centre to Centre
    for nm, brg, d in (("flee_charge_reaction_head_on", 0, 7), ("flee_charge_reaction_from_30", 30, 8),
                       ("flee_charge_reaction_from_flank_90", 90, 6), ("flee_charge_reaction_from_rear_left_225", 225, 9),
                       ("flee_terror_from_300", 300, 5)):
        F = blk("F", B, 0 if brg != 0 else 0)
        cc = add(B, fwd(brg), 10 * IN)
        Ch = blk("X", cc, (brg + 180) % 360, side="red", state=["charging F"])
        away = (brg + 180) % 360
        end = add(B, fwd(away), d * IN)
        reason = "terror" if "terror" in nm else "charge_reaction"
        h = ("%s\nF (5x4 25mm, facing 0) at (%.4f, %.4f)mm; X's Centre 10in away at bearing %d from F: (%.4f, %.4f).\n"
             "001 step 2 (%s): pivot F to face directly away from X, the line Centre to Centre:\n"
             "  facing = bearing X->F = %d + 180 = %s. Step 3: straight forward the 2D6 = %din:\n"
             "  Centre (%.4f, %.4f) + %d x 25.4 x (sin %s, cos %s) = (%.4f, %.4f). Nothing in the path.\n"
             % (nm, B[0], B[1], brg, cc[0], cc[1], reason, brg, ang(away), d, B[0], B[1], d, ang(away), ang(away), end[0], end[1]))
        flee_case(nm, h, F, [Ch], reason, "X", d, {"F": {"centre": centre_yaml(end), "facing": ang(away)}},
                  no_events=["casualty F"])
    # failed rally: closest non-Shaken enemy; a closer Shaken one is ignored
    F = blk("F", B, 90)
    E1 = blk("E1", add(B, (0, 1), 6 * IN), 180, side="red", state=["shaken"])
    E2 = blk("E2", add(B, (-1, 0), 9 * IN), 90, side="red")
    E3 = blk("E3", add(B, (1, 0), 14 * IN), 270, side="red")
    end = add(B, (1, 0), 6 * IN)
    h = ("flee_failed_rally_ignores_shaken\nF 5x4 25mm at (%.4f, %.4f). Enemies: E1 6in north (Shaken), E2 9in west, E3 14in east\n"
         "(Centre to Centre 152.4, 228.6, 355.6mm; boundaries, F facing 90 is 100 along x, 125 along y, E1 is 100 along y,\n"
         "E2 and E3 100 along x: 152.4-62.5-50 = 39.9, 228.6-50-50 = 128.6, 355.6-100 = 255.6mm: the same order).\n"
         "001 failed Rally: face directly away from the closest non-Shaken enemy: E2 (E1 is Shaken).\n"
         "  facing = bearing E2->F = 90. Move 2D6 = 6in east: (%.4f, %.4f).\n" % (B[0], B[1], end[0], end[1]))
    flee_case("flee_failed_rally_ignores_shaken", h, F, [E1, E2, E3], "failed_rally", None, 6,
              {"F": {"centre": centre_yaml(end), "facing": "90"}})
    # failed break: rear parallel with the enemy's engaged Facing
    F = blk("F", (B[0], B[1] + 50 + 50), 180)
    E = blk("E", B, 0, side="red")
    end = add(F.c, (0, 1), 8 * IN)
    h = ("flee_failed_break_from_front\nF (5x4 25mm, facing 180) fought E's front (E facing 0, F's front on E's front).\n"
         "001 failed Break: F's Rear Facing parallel with E's Front Facing, F facing away: facing 0.\n"
         "  Pivot about F's Centre (%.4f, %.4f) to 0 (it overlaps nothing: the unit is square on E), then 8in north:\n"
         "  (%.4f, %.4f).\n" % (F.c[0], F.c[1], end[0], end[1]))
    flee_case("flee_failed_break_from_front", h, F, [E], "failed_break", "E", 8,
              {"F": {"centre": centre_yaml(end), "facing": "0"}})
    E = blk("E", B, 0, side="red")
    F = blk("F", (B[0] + 62.5 + 50, B[1]), 270)
    end = add(F.c, (1, 0), 7 * IN)
    h = ("flee_failed_break_from_flank\nF (5x4 25mm, facing 270) fought E's right flank (E 5x4 25mm facing 0; F's front on it).\n"
         "001 failed Break: F's Rear parallel with E's Right Flank Facing, facing away from E: 90.\n"
         "  F's Centre (%.4f, %.4f); 2D6 = 7in east: (%.4f, %.4f).\n" % (F.c[0], F.c[1], end[0], end[1]))
    flee_case("flee_failed_break_from_flank", h, F, [E], "failed_break", "E", 7,
              {"F": {"centre": centre_yaml(end), "facing": "90"}})
    # through a friend: Panic Test; ending on it: carried on until clear
    F = blk("F", B, 0)
    X = blk("X", add(B, (0, -1), 8 * IN), 0, side="red", state=["charging F"])
    P = blk("P", add(B, (0, 1), 5 * IN), 0, files=5, ranks=2)
    end = add(B, (0, 1), 10 * IN)
    h = ("flee_through_friend_panic\nF 5x4 25mm at (%.4f, %.4f) flees from X 8in south (charge reaction): facing 0, 10in north.\n"
         "Friend P (5x2 25mm) centred 5in north: F's path (y from F's front %.1f to %.1f) crosses P (y %.1f..%.1f).\n"
         "End Centre y = %.4f: F spans y %.1f..%.1f, clear of P: no carry-on. 001 4: P takes a Panic Test.\n"
         % (B[0], B[1], B[1] + 50, B[1] + 50 + 254, P.c[1] - 25, P.c[1] + 25, end[1], end[1] - 50, end[1] + 50))
    flee_case("flee_through_friend_panic", h, F, [X, P], "charge_reaction", "X", 10,
              {"F": {"centre": centre_yaml(end), "facing": "0"}}, events=["panic_test P"],
              no_events=["casualty F"])
    F = blk("F", B, 0)
    X = blk("X", add(B, (0, -1), 8 * IN), 0, side="red", state=["charging F"])
    P = blk("P", add(B, (0, 1), 187), 0, files=6, ranks=3)
    # 5in north: F would span y B+127-50..B+127+50 ; P spans y (P.c-37.5, P.c+37.5)
    pe = P.c[1] + 37.5
    endy = pe + 50
    h = ("flee_ends_on_friend_carries_on\nF 5x4 25mm (depth 100) flees 5in north from X (charge reaction). Friend P 6x3 25mm, Centre y %.4f,\n"
         "spans y %.4f..%.4f. After 5in F would span y %.4f..%.4f: overlapping P. 001 4: continue straight\n"
         "until it can be placed: F's rear on P's far edge, Centre y = %.4f + 50 = %.4f (touching is not overlapping).\n"
         "P takes a Panic Test.\n" % (P.c[1], P.c[1] - 37.5, pe, B[1] + 127 - 50, B[1] + 127 + 50, pe, endy))
    flee_case("flee_ends_on_friend_carries_on", h, F, [X, P], "charge_reaction", "X", 5,
              {"F": {"centre": centre_yaml((B[0], endy)), "facing": "0"}}, events=["panic_test P"])
    # a friend then an enemy in the path: both consequences
    F = blk("F", B, 0)
    X = blk("X", add(B, (0, -1), 8 * IN), 0, side="red", state=["charging F"])
    P = blk("P", add(B, (0, 1), 3 * IN + 12.5), 0, files=5, ranks=1)
    E = blk("E", add(B, (0, 1), 7 * IN), 270, side="red", files=2, ranks=2)
    end = add(B, (0, 1), 11 * IN)
    h = ("flee_through_friend_then_enemy\nF 5x4 25mm flees 2D6 = 11in north from X (charge reaction, facing 0). In its path: friend P\n"
         "(5x1 25mm, y %.1f..%.1f) and then a small enemy E (2x2 25mm, y %.1f..%.1f), neither charging F.\n"
         "F ends at Centre y %.4f (spans %.1f..%.1f): clear of both. 001 4: P takes a Panic Test; E counts as\n"
         "Dangerous Terrain (4+) for F.\n" % (P.c[1] - 12.5, P.c[1] + 12.5, E.c[1] - 25, E.c[1] + 25, end[1], end[1] - 50, end[1] + 50))
    flee_case("flee_through_friend_then_enemy", h, F, [X, P, E], "charge_reaction", "X", 11,
              {"F": {"centre": centre_yaml(end), "facing": "0"}}, events=["panic_test P", "dangerous_terrain_test F 4"],
              no_events=["casualty F"])
    # fleeing on a diagonal and ending on a friend: carried on along the diagonal
    F = blk("F", B, 0)
    X = blk("X", add(B, fwd(225), 9 * IN), 45, side="red", state=["charging F"])
    P = blk("P", add(B, fwd(45), 6 * IN), 0, files=6, ranks=4)
    u = fwd(45)
    # F turned to 45 is a 125 x 100 rectangle; P (150 x 100) is square to the table. Moving along u,
    # F is clear of P once one of four axes separates them; the travel t (from F's start) for each:
    W2, D2 = 62.5, 50.0
    k = math.sqrt(0.5)
    ext_x = W2 * k + D2 * k   # F's half extent along x and along y (turned 45)
    ax_x = (P.c[0] + 75 - B[0] + ext_x) / k        # F's left x past P's right edge
    ax_y = (P.c[1] + 50 - B[1] + ext_x) / k        # F's bottom past P's top
    # along F's own facing u: F's rear (c.u - 50) past P's farthest corner along u
    pu = max(dot((P.c[0] + sx * 75 - B[0], P.c[1] + sy * 50 - B[1]), u) for sx in (-1, 1) for sy in (-1, 1))
    ax_u = pu + D2
    t = min(ax_x, ax_y, ax_u)
    end = add(B, u, t)
    h = ("flee_diagonal_ends_on_friend_carries_on\nF 5x4 25mm (125 x 100) flees from X, whose Centre is 9in away at bearing 225: F faces 45 and\n"
         "moves 2D6 = 7in. Friend P (6x4 25mm, 150 x 100, facing 0) has its Centre 6in from F's along 45: after 7in F\n"
         "overlaps P. 001 4: carry on along 45 until F can be placed. F turned to 45 reaches %.4f from its Centre along\n"
         "x and along y (62.5 k + 50 k, k = sqrt 1/2). Travel t from F's start at which an axis separates them:\n"
         "  x: F's left past P's right edge: (%.4f + %.4f) / k = %.4f\n"
         "  y: F's bottom past P's top edge: (%.4f + %.4f) / k = %.4f\n"
         "  along 45: F's rear past P's farthest corner along 45 (%.4f): %.4f + 50 = %.4f\n"
         "(F's own side axis never separates them on the way.) The first: t = %.4f (> 7in = 177.8):\n"
         "Centre (%.4f, %.4f) + t (k, k) = (%.4f, %.4f). P takes a Panic Test.\n" % (
             ext_x, P.c[0] + 75 - B[0], ext_x, ax_x, P.c[1] + 50 - B[1], ext_x, ax_y, pu, pu, ax_u, t, B[0], B[1], end[0], end[1]))
    flee_case("flee_diagonal_ends_on_friend_carries_on", h, F, [X, P], "charge_reaction", "X", 7,
              {"F": {"centre": centre_yaml(end), "facing": "45"}}, events=["panic_test P"])
    # through an enemy: Dangerous Terrain (4+)
    F = blk("F", B, 0)
    X = blk("X", add(B, (0, -1), 8 * IN), 0, side="red", state=["charging F"])
    E = blk("E", add(B, (0, 1), 5 * IN), 90, side="red", files=2, ranks=2)
    end = add(B, (0, 1), 9 * IN)
    h = ("flee_through_enemy_dangerous\nF 5x4 25mm flees 9in north from X. A small enemy E (2x2 25mm, not charging F) stands 5in north\n"
         "in its path (y %.1f..%.1f); F ends at Centre y %.4f, spanning y %.1f..%.1f: clear of E.\n"
         "001 4: an enemy unit encountered: Dangerous Terrain (4+).\n" % (E.c[1] - 25, E.c[1] + 25, end[1], end[1] - 50, end[1] + 50))
    flee_case("flee_through_enemy_dangerous", h, F, [X, E], "charge_reaction", "X", 9,
              {"F": {"centre": centre_yaml(end), "facing": "0"}}, events=["dangerous_terrain_test F 4"],
              no_events=["casualty F"])
    # through impassable terrain, ending on it
    F = blk("F", B, 0)
    X = blk("X", add(B, (0, -1), 8 * IN), 0, side="red", state=["charging F"])
    y0, y1 = B[1] + 4 * IN, B[1] + 7 * IN
    rock = [{"name": "cliff", "kind": "impassable",
             "poly": [(B[0] - 100, y0), (B[0] + 100, y0), (B[0] + 100, y1), (B[0] - 100, y1)]}]
    endy = y1 + 50
    h = ("flee_impassable_carries_on_dangerous\nF 5x4 25mm flees 6in north from X; a cliff (impassable) spans y %.4f..%.4f across its path.\n"
         "After 6in F spans y %.4f..%.4f: overlapping. 001 4: carry on until clear: rear on the cliff's far edge,\n"
         "Centre y = %.4f + 50 = %.4f. Impassable Terrain encountered: Dangerous Terrain (4+).\n"
         % (y0, y1, B[1] + 152.4 - 50, B[1] + 152.4 + 50, y1, endy))
    flee_case("flee_impassable_carries_on_dangerous", h, F, [X], "charge_reaction", "X", 6,
              {"F": {"centre": centre_yaml((B[0], endy)), "facing": "0"}}, events=["dangerous_terrain_test F 4"],
              terrain=rock)
    # table edge: casualty
    F = blk("F", (36 * IN, 45 * IN), 180)
    X = blk("X", (36 * IN, 35 * IN), 0, side="red", state=["charging F"])
    h = ("flee_off_table_edge_casualty\nF 5x4 25mm (100 deep), Centre 3in from the north edge, facing 180; X (charging F) 10in south.\n"
         "001 charge reaction: F faces away from X: bearing X->F = 0; its front is then 3in - 50mm = %.1fmm from the\n"
         "edge; 2D6 = 4in carries it into the Table Edge: 001 5: removed as a Casualty.\n" % (3 * IN - 50))
    flee_case("flee_off_table_edge_casualty", h, F, [X], "charge_reaction", "X", 4,
              {"F": {"removed": "true"}}, events=["casualty F"])
    # into a second charger: casualty
    F = blk("F", B, 0)
    X = blk("X", add(B, (0, -1), 8 * IN), 0, side="red", state=["charging F"])
    Y = blk("Y", add(B, (0, 1), 7 * IN), 180, side="red", state=["charging F"])
    h = ("flee_into_second_charger_casualty\nF flees 9in north from X (charge reaction); Y, 7in north of F, also declared a charge against F\n"
         "(state charging F). F's path meets Y: 001 5: contact with an enemy that declared a Charge against it:\n"
         "removed as a Casualty (not a Dangerous Terrain test: 'handled differently').\n")
    flee_case("flee_into_second_charger_casualty", h, F, [X, Y], "charge_reaction", "X", 9,
              {"F": {"removed": "true"}}, events=["casualty F"], no_events=["dangerous_terrain_test F 4"])


# ---------------------------------------------------------------- pursuit

def pursue_case(name, header, units, A, P, dice, exp, events=None, no_events=None, terrain=None, combats=None):
    write(name, "pursuit.rules", header, units, "pursue", {"unit": A, "pursued": P}, [dice], exp,
          events=events, no_events=no_events, terrain=terrain, combats=combats)


def pursuits():
    B = (36 * IN, 16 * IN)
    def blk(uid, c, f, side, files=5, ranks=3, base=(25, 25), state=None):
        return U(uid, side, c, f, files, ranks, base, state=state)
    # simple: already facing the fled direction
    A = blk("A", B, 0, "red")
    D = blk("D", add(B, (0, 1), 37.5 + 37.5 + 8 * IN), 0, "blue", state=["fleeing"])
    end = add(B, (0, 1), 6 * IN)
    pursue_case("pursue_straight_no_pivot",
                "pursue_straight_no_pivot\nA (5x3 25mm, facing 0) pursues D, which fled north (facing 0) 8in. No pivot (000 step 1).\n"
                "Rectangle ahead for 2D6 = 6in: D is 8in ahead, a Fleeing unit of this combat: an obstruction, not reached.\n"
                "2.3: move 6in forward: Centre (%.4f, %.4f).\n" % (end[0], end[1]),
                [A, D], "A", "D", 6, {"A": {"centre": centre_yaml(end), "facing": "0"}}, combats=[["A", "D"]],
                no_events=["pursue_off_board A"])
    # pivot to the fled direction
    for brg, d in ((45, 7), (300, 5)):
        A = blk("A", B, 0, "red")
        D = blk("D", add(B, fwd(brg), 14 * IN), brg, "blue", state=["fleeing"])
        end = add(B, fwd(brg), d * IN)
        pursue_case("pursue_pivot_to_%d" % brg,
                    "pursue_pivot_to_%d\nA (5x3 25mm, facing 0) pursues D, fled on bearing %d (its facing). 000 step 1: pivot about the\n"
                    "Centre to %d. Nothing touches the front. 2.3: %din along %d: Centre (%.4f, %.4f).\n"
                    "D itself is 14in away: its rear 14in - 75mm from A's Centre, more than 1in beyond A's front at the end.\n" % (brg, brg, brg, d, brg, end[0], end[1]),
                    [A, D], "A", "D", d, {"A": {"centre": centre_yaml(end), "facing": ang(brg)}}, combats=[["A", "D"]])
    # pursued destroyed: the direction it would have had
    A = blk("A", B, 0, "red")
    D = blk("D", add(B, (1, 0), 6 * IN), 90, "blue", state=["fleeing"])
    end = add(B, (1, 0), 8 * IN)
    hdr = ("pursue_destroyed_pursued_direction\nD was destroyed while fleeing (removed), facing 90. 000 step 1: A pivots to the direction D\n"
           "would have had: 90. 2.3: 8in east: Centre (%.4f, %.4f).\n" % (end[0], end[1]))
    write("pursue_destroyed_pursued_direction", "pursuit.rules", hdr, [A, D], "pursue", {"unit": "A", "pursued": "D"}, [8],
          {"A": {"centre": centre_yaml(end), "facing": "90"}}, combats=[["A", "D"]])
    # patch the removed flag into the unit line: D removed
    p = os.path.join(HERE, "pursue_destroyed_pursued_direction.yaml")
    s = open(p).read().replace("state: [fleeing]", "state: [fleeing, removed]")
    open(p, "w").write(s)
    # board edge ahead within the distance
    A = blk("A", (36 * IN, 43 * IN), 0, "red")
    D = blk("D", (20 * IN, 20 * IN), 0, "blue", state=["fleeing"])
    pursue_case("pursue_board_edge_ahead",
                "pursue_board_edge_ahead\nA (5x3, facing 0) with its front 5in - 37.5mm from the north edge pursues D (fled north, facing 0).\n"
                "2.1: the Board Edge is the first obstacle in the rectangle ahead for 2D6 = 9in: A Pursues off the Board.\n",
                [A, D], "A", "D", 9, {"D": {"moved": "false"}}, events=["pursue_off_board A"], combats=[["A", "D"]])
    # board edge hit by the pivot itself
    A = blk("A", (36 * IN, 45), 90, "red", files=3, ranks=5)
    D = blk("D", (50 * IN, 20 * IN), 180, "blue", state=["fleeing"])
    pursue_case("pursue_pivot_front_over_board_edge",
                "pursue_pivot_front_over_board_edge\nA (3x5 25mm: 75 wide, 125 deep; facing 90) has its Centre 45mm from the south edge (it spans\n"
                "y 7.5..82.5, on the table). D fled facing 180. 000 step 1: pivot to 180 about the Centre: the Front\n"
                "Facing lies 62.5mm south of the Centre, at y = 45 - 62.5 = -17.5: over the Board Edge. Bullet 1:\n"
                "A Pursues off the Board.\n",
                [A, D], "A", "D", 5, {"D": {"moved": "false"}}, events=["pursue_off_board A"], combats=[["A", "D"]])
    # enemy ahead: charge, (b) pinned
    A = U("A", "red", B, 0, 3, 2, (25, 50))
    D = blk("D", (10 * IN, 10 * IN), 0, "blue", state=["fleeing"])
    E = blk("E", add(B, (0, 1), 50 + 50 + 5 * IN), 180, "blue", files=5, ranks=4)
    fin = add(B, (0, 1), 5 * IN)
    pursue_case("pursue_into_enemy_charge",
                "pursue_into_enemy_charge\nA (3 cavalry 25x50, facing 0) pursues D (fled, facing 0, far away west). E (5x4 25mm facing 180) stands\n"
                "with its front 5in ahead of A's front, centred on A's axis. A is in E's front arc. Rectangle ahead for\n"
                "2D6=7in: E's boundary at 5in is the first obstacle: 2.2: charge E with Range 7in (>= 5in).\n"
                "Charge Move, Maximising Contact: A's 75mm front on E's 125mm front: case (b) 75 = 125 - 2x25:\n"
                "bound 3 + 5 = 8, met only with A centred (s = 25): A already is; Centre (%.4f, %.4f), facing 0.\n" % fin,
                [A, D, E], "A", "D", 7, {"A": {"centre": centre_yaml(fin), "facing": "0"}, "E": {"moved": "false"}},
                events=["charge A E"], combats=[["A", "D"]])
    # enemy in the rectangle ahead but off A's axis, and one turned: the Charge Move wheels and aligns
    for nm, ex, erot, roll in (("pursue_into_offset_enemy_wheels", 90, 0, 7), ("pursue_into_turned_enemy_aligns", -40, 20, 8)):
        A = U("A", "red", B, 0, 3, 2, (25, 50))
        D = blk("D", (10 * IN, 10 * IN), 0, "blue", state=["fleeing"])
        E = U("E", "blue", (0, 0), 180 + erot, 5, 4, (25, 25))
        E.c = add(add(A.front_centre(), (1, 0), ex), (0, 1), 5 * IN + 50)
        Ad = U("C", "red", A.c, 0, 3, 2, (25, 50))
        side = E.arc_of(A.front_centre())
        hh, fin, ff, nb = pinned_working(Ad, E, side, nm)
        dist = poly_dist(A.corners(), E.corners())
        hdr = ("%s\nA (3 cavalry 25x50, facing 0) pursues D (fled facing 0, far to the west): no pivot. E (5x4 25mm, facing %s)\n"
               "stands with its Centre %.4gmm %s of A's axis and 5in + 50mm ahead of A's front: it reaches into the rectangle\n"
               "ahead (A's 75mm front swept %din), nearer than anything else: 000 2.2: A charges E with Range %din;\n"
               "the distance A-E is %.4fmm = %.4fin <= %din. A is in E's %s arc (front centre in E's frame: %s).\n"
               "The Charge Move follows the normal rules (C below is A):\n" % (
                   nm, ang(180 + erot), abs(ex), "east" if ex > 0 else "west", roll, roll, dist, dist / IN, roll, side,
                   "(%.4f, %.4f)" % E.local(A.front_centre())))
        pursue_case(nm, hdr + "\n".join(hh) + "\n", [A, D, E], "A", "D", roll,
                    {"A": {"centre": centre_yaml(fin), "facing": ang(ff)}, "E": {"moved": "false"}},
                    events=["charge A E"], combats=[["A", "D"]])
    # an obstruction nearer than the enemy: it is the first obstacle
    A = blk("A", B, 0, "red")
    D = blk("D", (10 * IN, 10 * IN), 0, "blue", state=["fleeing"])
    wy = B[1] + 37.5 + 3 * IN
    wall = [{"name": "wall", "kind": "impassable",
             "poly": [(B[0] - 150, wy), (B[0] + 150, wy), (B[0] + 150, wy + 30), (B[0] - 150, wy + 30)]}]
    E = blk("E", add(B, (0, 1), 37.5 + 6 * IN + 50), 180, "blue", files=5, ranks=4)
    fin = (B[0], wy - IN - 37.5)
    pursue_case("pursue_wall_before_enemy",
                "pursue_wall_before_enemy\nA (5x3 25mm, facing 0) pursues 2D6 = 8in. Impassable wall 3in ahead of A's front (30mm thick, wider\n"
                "than A), enemy E's front 6in ahead behind it. The first obstacle in the rectangle ahead is the wall:\n"
                "2.3 (not 2.2): move until the Front Facing touches the wall (3in), stop; 3: Unit Spacing: backtrack\n"
                "to 1in from it: Centre y = %.4f - 25.4 - 37.5 = %.4f. No charge.\n" % (wy, fin[1]),
                [A, D, E], "A", "D", 8, {"A": {"centre": centre_yaml(fin), "facing": "0"}, "E": {"moved": "false"}},
                no_events=["charge A E"], terrain=wall, combats=[["A", "D"]])

    # enemy ahead but beyond the distance
    A = blk("A", B, 0, "red")
    D = blk("D", (10 * IN, 10 * IN), 0, "blue", state=["fleeing"])
    E = blk("E", add(B, (0, 1), 37.5 + 50 + 8 * IN), 180, "blue", files=5, ranks=4)
    fin = add(B, (0, 1), 6 * IN)
    pursue_case("pursue_enemy_beyond_distance",
                "pursue_enemy_beyond_distance\nAs pursue_into_enemy_charge, A 5x3 25mm, but E's front is 8in ahead and 2D6 = 6in: E is not in\n"
                "the rectangle ahead. 2.3: move 6in: Centre (%.4f, %.4f); front 2in from E: legal.\n" % fin,
                [A, D, E], "A", "D", 6, {"A": {"centre": centre_yaml(fin), "facing": "0"}},
                no_events=["charge A E"], combats=[["A", "D"]])
    # impassable ahead: stops at contact, backtracked to 1in
    A = blk("A", B, 0, "red")
    D = blk("D", (10 * IN, 10 * IN), 0, "blue", state=["fleeing"])
    ty = B[1] + 37.5 + 4 * IN
    wall = [{"name": "wall", "kind": "impassable",
             "poly": [(B[0] - 150, ty), (B[0] + 150, ty), (B[0] + 150, ty + 50), (B[0] - 150, ty + 50)]}]
    fin = (B[0], ty - IN - 37.5)
    pursue_case("pursue_into_impassable_backtracks",
                "pursue_into_impassable_backtracks\nA (5x3 25mm, facing 0) pursues 9in; Impassable Terrain 4in ahead of its front. 2.3: it moves\n"
                "until its Front Facing touches the terrain (4in), stops. 3: Unit Spacing (more than 1in from Impassable\n"
                "Terrain) is broken: backtrack to the last legal position, front exactly 1in away (geometry.md):\n"
                "Centre y = %.4f - 25.4 - 37.5 = %.4f.\n" % (ty, fin[1]),
                [A, D], "A", "D", 9, {"A": {"centre": centre_yaml(fin), "facing": "0"}}, terrain=wall,
                combats=[["A", "D"]])
    # friendly unit not in the combat ahead: obstruction
    A = blk("A", B, 0, "red")
    D = blk("D", (10 * IN, 10 * IN), 0, "blue", state=["fleeing"])
    Fy = B[1] + 37.5 + 5 * IN + 37.5
    F = blk("F", (B[0] + 40, Fy), 0, "red")
    fin = (B[0], Fy - 37.5 - IN - 37.5)
    pursue_case("pursue_friend_not_in_combat_obstruction",
                "pursue_friend_not_in_combat_obstruction\nFriend F (5x3, not in this combat) stands with its rear 5in ahead of A's front (offset 40mm, still\n"
                "across A's path). It is an obstruction (000). 2.3: A moves until its front touches F (5in of 2D6=10in),\n"
                "stops; 3: spacing 1in: backtrack: Centre y = %.4f - 37.5 - 25.4 - 37.5 = %.4f.\n" % (Fy, fin[1]),
                [A, D, F], "A", "D", 10, {"A": {"centre": centre_yaml(fin), "facing": "0"}, "F": {"moved": "false"}},
                combats=[["A", "D"]])
    # friendly unit of the same combat: open terrain in 1-2, spacing in 3
    A = blk("A", B, 0, "red")
    D = blk("D", (10 * IN, 10 * IN), 0, "blue", state=["fleeing"])
    Gy = B[1] + 37.5 + 4 * IN + 25
    G = blk("G", (B[0], Gy), 0, "red", files=5, ranks=2)
    fin = (B[0], Gy - 25 - IN - 37.5)
    pursue_case("pursue_friend_same_combat_backtrack",
                "pursue_friend_same_combat_backtrack\nFriend G (5x2 25mm) fought in the same combat; its rear is 4in ahead of A's front. Steps 1-2 treat it\n"
                "as Open Terrain: A moves its full 2D6 = 5in: A would span y %.4f..%.4f, overlapping G (y %.4f..%.4f).\n"
                "3: not legal (spacing, which includes G): backtrack to the last legal position: front 1in short of G's\n"
                "rear: Centre y = %.4f - 25 - 25.4 - 37.5 = %.4f.\n" % (B[1] + 127 - 37.5, B[1] + 127 + 37.5, Gy - 25, Gy + 25, Gy, fin[1]),
                [A, D, G], "A", "D", 5, {"A": {"centre": centre_yaml(fin), "facing": "0"}, "G": {"moved": "false"}},
                combats=[["A", "D", "G"]])
    # pivot makes the front overlap an enemy: placed in contact, centre closest to the start
    A = U("A", "red", B, 0, 5, 2, (25, 25))
    D = blk("D", (10 * IN, 10 * IN), 90, "blue", state=["fleeing"])
    # E faces north; its left flank lies on x = B.x + 20, y from B.y + 30 to B.y + 80.
    E = U("E", "blue", (B[0] + 20 + 62.5, B[1] + 55), 0, 5, 2, (25, 25))
    fin = (B[0] - 5, B[1] + 42.5)
    pursue_case("pursue_pivot_onto_enemy_flank_closest_centre",
                "pursue_pivot_onto_enemy_flank_closest_centre\n"
                "A (5x2 25mm: 125 wide, 50 deep; facing 0) has its Centre at (%.4f, %.4f) = (X, Y). D fled facing 90.\n"
                "Enemy E (5x2 25mm, facing 0, not in the combat), Centre (X+82.5, Y+55): spans x X+20..X+145, y Y+30..Y+80;\n"
                "A spans y Y-25..Y+25 at the start (5mm short of E: no overlap).\n"
                "000 step 1: pivot A about its Centre to 90: its Front Facing becomes x = X+25, y Y-62.5..Y+62.5, which\n"
                "crosses E (x X+20..X+145, y Y+30..Y+80): bullet 2 (bullet 1, the Board Edge, does not apply): charge E,\n"
                "in the Facing found before the pivot: A's front centre (X, Y+25) in E's frame: x = -82.5, y = -30;\n"
                "a = 62.5, b = 25: front iff y-b = -55 > |x|-a = 20 (no); rear iff -y-b = 5 > 20 (no): E's LEFT flank.\n"
                "Place A facing 90 (E's left flank normal 270 + 180) with its front flat on x = X+20: Centre x = X-5.\n"
                "Maximise engaged models: E's left flank is 50mm, 2 bases (y Y+30..55, 55..80): both always touched.\n"
                "A's 5 bases of 25: a base touches iff it meets the closed stretch Y+30..Y+80, a 100mm window\n"
                "Y+5..Y+105 for its span: at most 4 bases, and 4 only when four consecutive bases fill it exactly:\n"
                "A's span Y+5..Y+130 (Centre y Y+67.5) or Y-20..Y+105 (Centre y Y+42.5). Bound 4 + 2 = 6, met by both.\n"
                "Keep the Centre as close as possible to its start (Y): Y+42.5 (42.5mm off, against 67.5mm).\n"
                "Final Centre (X-5, Y+42.5) = (%.4f, %.4f), facing 90.\n" % (B[0], B[1], fin[0], fin[1]),
                [A, D, E], "A", "D", 6, {"A": {"centre": centre_yaml(fin), "facing": "90"}, "E": {"moved": "false"}},
                events=["charge A E"], combats=[["A", "D"]])


if __name__ == "__main__":
    for f in os.listdir(HERE):
        if f.endswith(".yaml"):
            os.remove(os.path.join(HERE, f))
    charges()
    flees()
    pursuits()
    print(len(SCEN), "scenarios")
