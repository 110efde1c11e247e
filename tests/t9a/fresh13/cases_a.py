"""fresh13 A and B: charges onto a target that is not square to the charger and not alone,
and charges whose Wheel makes the range tight. Run by gen.py."""
from gen import *

MID = (900.0, 600.0)


def R(c, f, files, ranks, w, d):
    return Rect(c, f, files, ranks, w, d)


def A():
    # A01: 5x3 20mm infantry, a 7-wide 20mm charger (L + 2 bases) must centre exactly; friend 2in to the left
    T = R(MID, 200, 5, 3, 20, 20)
    F = beside(T, "left", 2 * IN, 5, 3, 20, 20)
    charge_case("a01_seven_wide_centres_on_five_friend_left", "A 7-wide unit of 20mm infantry charges a 5x3 block at 35 degrees; a friend 2in to its left.",
                T, "front", R((0, 0), 0, 7, 2, 20, 20), 35, 40, 60, -20, 7, 4 * IN, F=F,
                note="The simplest placement (C's end level with T's end, a = 0 or a = -40) gives 6 + 5 = 11; only a = -20 gives 7 + 5 = 12.")
    # A02: 25mm 4x4 target, 6-wide charger, friend 3in to the right and 20mm further forward
    T = R((700, 500), 160, 4, 4, 25, 25)
    F = beside(T, "right", 3 * IN, 4, 4, 25, 25, ahead=20)
    charge_case("a02_six_wide_25mm_on_four_friend_right_forward", "6-wide 25mm charger against a 4x4 block of 25mm; the target's friend stands 3in to its right, 20mm further forward.",
                T, "front", R((0, 0), 0, 6, 3, 25, 25), -50, 30, 50, -25, 8, 4 * IN, F=F)
    # A03: 25mm bases on 20mm: 6x25 = 150 = 100 + 2*25
    T = R((1000, 700), 45, 5, 5, 20, 20)
    F = beside(T, "left", 2.5 * IN, 5, 4, 20, 20)
    charge_case("a03_25mm_six_on_20mm_five_deep", "Six 25mm bases (150mm) charge a 5x5 block of 20mm (100mm) at 20 degrees; a 5x4 friend 2.5in to the left.",
                T, "front", R((0, 0), 0, 6, 2, 25, 25), 20, 50, 40, -25, 6, 4 * IN, F=F)
    # A04: 40mm ogres 3x2 target, 5-wide 40mm charger
    T = R((900, 650), 300, 3, 2, 40, 40)
    F = beside(T, "right", 3 * IN, 3, 2, 40, 40)
    charge_case("a04_40mm_five_on_three_wheel_70", "Five 40mm bases charge three 40mm bases (2 ranks), a Wheel of 70 degrees; a friend 3in to the right.",
                T, "front", R((0, 0), 0, 5, 1, 40, 40), -70, 20, 40, -40, 8, 6 * IN, F=F)
    # A05: 50mm bases
    T = R((900, 600), 120, 4, 1, 50, 50)
    F = beside(T, "left", 3 * IN, 3, 1, 50, 50)
    charge_case("a05_50mm_six_on_four_wheel_15", "Six 50mm bases charge a line of four 50mm bases, a Wheel of 15 degrees; a friend 3in to the left.",
                T, "front", R((0, 0), 0, 6, 1, 50, 50), 15, 60, 30, -50, 5, 6 * IN, F=F)
    # A06: cavalry 25x50
    T = R((800, 700), 250, 5, 3, 25, 50)
    F = beside(T, "right", 2.5 * IN, 5, 2, 25, 50)
    charge_case("a06_cavalry_seven_on_five_wheel_minus30", "Seven 25x50 cavalry charge five cavalry three ranks deep, a Wheel of -30 degrees; a friend 2.5in to the right.",
                T, "front", R((0, 0), 0, 7, 2, 25, 50), -30, 40, 30, -25, 6, 8 * IN, F=F)
    # A07: chariots 50x100 on a 2-rank flank of 25mm-deep bases
    T = R((950, 600), 10, 10, 2, 20, 25)
    F = beside(T, "left", 3 * IN, 6, 2, 20, 25)
    charge_case("a07_chariots_on_two_rank_flank", "Three 50x100 chariots charge the right flank (two 25mm-deep ranks, 50mm) of a 10x2 unit, a Wheel of 40 degrees.",
                T, "right", R((0, 0), 0, 3, 1, 50, 100), 40, 30, 40, -50, 7, 8 * IN, F=F)
    # A08: cavalry on a 3-rank cavalry flank
    T = R((900, 550), 30, 5, 3, 25, 50)
    F = beside(T, "left", 3 * IN, 5, 3, 25, 50)
    charge_case("a08_eight_25mm_on_cavalry_flank", "Eight 25mm bases charge the right flank of 5x3 cavalry (150mm of flank), a Wheel of -25 degrees.",
                T, "right", R((0, 0), 0, 8, 2, 25, 25), -25, 50, 40, -25, 7, 4 * IN, F=F)
    # A09: left flank, 2 ranks of 20mm
    T = R((900, 600), 80, 10, 2, 20, 20)
    F = beside(T, "right", 2 * IN, 8, 2, 20, 20)
    charge_case("a09_four_on_left_flank_two_ranks", "Four 20mm bases charge the left flank (two ranks, 40mm) of a 10x2 unit, a Wheel of 60 degrees.",
                T, "left", R((0, 0), 0, 4, 3, 20, 20), 60, 20, 40, -20, 6, 4 * IN, F=F)
    # A10: flank of a 6x5 block
    T = R((850, 650), 215, 6, 5, 20, 20)
    F = beside(T, "right", 2 * IN, 6, 5, 20, 20)
    charge_case("a10_seven_on_five_rank_flank", "Seven 20mm bases charge the left flank of a 6x5 block (100mm), a Wheel of -45 degrees.",
                T, "left", R((0, 0), 0, 7, 2, 20, 20), -45, 30, 50, -20, 7, 4 * IN, F=F)
    # A11: two chargers' worth of room: B already holds T's left two files
    T = R((900, 650), 170, 5, 3, 25, 25)
    P0, e, n, wT, nT, L = edge_of(T, "front")
    Bf = bearing((0, 0), (-n[0], -n[1]))
    Br = Rect(add(add(P0, e, 25), n, 25), Bf, 2, 2, 25, 25)
    F = beside(T, "right", 3 * IN, 4, 3, 25, 25)
    charge_case("a11_second_charger_fills_the_rest", "B already fights T's two left files; C (4 x 25mm) charges the rest at a 30-degree Wheel.",
                T, "front", R((0, 0), 0, 4, 2, 25, 25), 30, 40, 60, 50, 7, 4 * IN, F=F, B=(Br, 50, 1e9, (0, 1, 2)),
                note="B holds [0, 50] and touches T's models 0, 1 and 2 (2 at its corner). C at a = 50: all 4 of C\n(the last, [125, 150], corner to corner with T's model 4), T's models 3 and 4 new: 5 of T in all.\nAny a > 50 loses C's last model; a < 50 overlaps B.")
    # A12: B on the right part; C must take the left with a corner overhang
    T = R((900, 600), 330, 6, 2, 20, 20)
    P0, e, n, wT, nT, L = edge_of(T, "front")
    Bf = bearing((0, 0), (-n[0], -n[1]))
    Br = Rect(add(add(P0, e, 90), n, 20), Bf, 3, 2, 20, 20)
    charge_case("a12_room_on_the_left_only", "B fights T's three right files; C (4 x 20mm) charges the three left files at a -20-degree Wheel.",
                T, "front", R((0, 0), 0, 4, 2, 20, 20), -20, 30, 50, -20, 7, 4 * IN, B=(Br, -1e9, -20, (2, 3, 4, 5)),
                note="B holds [60, 120]; C must keep a + 80 <= 60. C's 4 all touch only at a = -20 (model 0 corner to\ncorner at 0, model 3 corner to corner with B's edge line at 60 touching T's model 3 there).")
    # A13: narrow charger, corners on base boundaries: 3 x 25 on 5 x 25
    T = R((900, 600), 20, 5, 2, 25, 25)
    F = beside(T, "left", 2 * IN, 5, 2, 25, 25)
    charge_case("a13_three_on_five_corners_on_boundaries", "Three 25mm bases charge a 5x2 unit of 25mm at 45 degrees: the best lines C's edges up with T's base edges.",
                T, "front", R((0, 0), 0, 3, 3, 25, 25), 45, 30, 40, 25, 7, 4 * IN, F=F,
                note="Greedy (C centred, a = 25) is right here but a = 10 (any not on a boundary) gives 3 + 4 = 7;\nonly a = 25 gives 3 + 5 = 8 (T's models 0 and 4 corner to corner).")
    # A14: 2 x 20 on 4 x 20 at a = 20
    T = R((950, 600), 100, 4, 4, 20, 20)
    F = beside(T, "right", 2 * IN, 4, 4, 20, 20)
    charge_case("a14_two_on_four_exactly_between", "Two 20mm bases (a small unit) charge a 4x4 unit at -60 degrees: 2 + 4 only at a = 20.",
                T, "front", R((0, 0), 0, 2, 1, 20, 20), -60, 20, 40, 20, 6, 4 * IN, F=F)
    # A15: 40mm on 20mm: 2 x 40 on 6 x 20: 80 wide, best at a = 20 or 40? unique?
    T = R((900, 650), 235, 6, 3, 20, 20)
    F = beside(T, "left", 2.5 * IN, 6, 3, 20, 20)
    charge_case("a15_two_40mm_on_six_20mm", "Two 40mm monsters charge a 6x3 unit of 20mm at 25 degrees.",
                T, "front", R((0, 0), 0, 2, 1, 40, 40), 25, 30, 40, 20, 6, 6 * IN, F=F)
    # A16-A22: the target's flank against terrain (set back 1in from its front), friends about
    def wood_right(T, back, out, length):
        """impassable terrain against T's right flank: from `back` behind T's front, `out` wide, `length` long"""
        P = T.corners()[1]
        F_, R_ = fwd(T.f), rightv(T.f)
        p0 = add(add(P, F_, -back), R_, 0.0)
        p1 = add(p0, R_, out)
        p2 = add(p1, F_, -length)
        p3 = add(p0, F_, -length)
        return [p0, p1, p2, p3]

    def wood_left(T, back, out, length):
        P = T.corners()[0]
        F_, R_ = fwd(T.f), rightv(T.f)
        p0 = add(P, F_, -back)
        p1 = add(p0, R_, -out)
        p2 = add(p1, F_, -length)
        p3 = add(p0, F_, -length)
        return [p0, p1, p2, p3]

    T = R((900, 600), 190, 5, 5, 20, 20)
    wd = wood_right(T, 1 * IN, 150, 120)
    F = beside(T, "left", 2 * IN, 5, 4, 20, 20)
    charge_case("a16_flank_on_wood_seven_wide", "5x5 block with its right flank against a wood (from 1in behind its front); 7-wide charger at 30 degrees.",
                T, "front", R((0, 0), 0, 7, 2, 20, 20), 30, 40, 50, -20, 7, 4 * IN, F=F, terrain=[("wood", "impassable", wd)])
    T = R((950, 650), 75, 4, 4, 25, 25)
    wd = wood_left(T, 1 * IN, 150, 100)
    F = beside(T, "right", 2.5 * IN, 4, 3, 25, 25)
    charge_case("a17_flank_on_rocks_six_25mm", "4x4 of 25mm, left flank against rocks, a friend 2.5in to the right; six 25mm charge at -40 degrees.",
                T, "front", R((0, 0), 0, 6, 2, 25, 25), -40, 40, 50, -25, 7, 4 * IN, F=F, terrain=[("rocks", "impassable", wd)])
    T = R((900, 600), 290, 4, 3, 25, 50)
    wd = wood_right(T, 1 * IN, 120, 150)
    F = beside(T, "left", 3 * IN, 4, 3, 25, 50)
    charge_case("a18_cavalry_on_cavalry_wood_right", "4x3 cavalry (25x50) with a wood on its right flank; six cavalry charge at 55 degrees.",
                T, "front", R((0, 0), 0, 6, 2, 25, 50), 55, 30, 50, -25, 6, 8 * IN, F=F, terrain=[("wood", "impassable", wd)])
    T = R((950, 600), 140, 5, 2, 40, 40)
    wd = wood_left(T, 1 * IN, 120, 120)
    F = beside(T, "right", 3 * IN, 3, 2, 40, 40)
    charge_case("a19_three_40mm_on_five_40mm_rocks_left", "5x2 of 40mm, rocks on its left flank; three 40mm charge at -15 degrees (3 + 5 at a = 40 only).",
                T, "front", R((0, 0), 0, 3, 1, 40, 40), -15, 40, 40, 40, 6, 6 * IN, F=F, terrain=[("rocks", "impassable", wd)])
    T = R((900, 600), 350, 7, 4, 20, 20)
    F = beside(T, "right", 2 * IN, 6, 4, 20, 20)
    charge_case("a20_five_on_seven_wide_nearly_square", "A 5-wide unit meets a 7x4 unit at only 10 degrees: 5 + 7 only at a = 20 (centred, edges on base edges).",
                T, "front", R((0, 0), 0, 5, 2, 20, 20), 10, 60, 40, 20, 6, 4 * IN, F=F,
                note="C's edges on T's base edges touch 5 + 2 of T; at a = 0 or 60 only 5 + 6 (an end of T).")
    T = R((900, 600), 60, 10, 3, 20, 25)
    F = beside(T, "left", 2 * IN, 6, 3, 20, 25)
    charge_case("a21_ten_wide_horde_flank_by_five_cavalry", "Five 25x50 cavalry charge the right flank (3 ranks of 25mm, 75mm) of a 10x3 horde at -35 degrees.",
                T, "right", R((0, 0), 0, 5, 1, 25, 50), -35, 40, 40, -25, 7, 8 * IN, F=F)
    T = R((900, 600), 230, 4, 2, 25, 25)
    F = beside(T, "right", 2 * IN, 4, 2, 25, 25)
    F2 = beside(T, "left", 2 * IN, 4, 2, 25, 25)
    charge_case("a22_friends_both_sides_six_wide", "A 4x2 unit with friends 2in on both sides; six 25mm charge at 80 degrees and centre exactly.",
                T, "front", R((0, 0), 0, 6, 2, 25, 25), 80, 30, 60, -25, 7, 4 * IN, F=F,
                extra_units=[("G", "blue", F2)])
    return


def Gcases():
    # priority 1 beats priority 4: the most models in contact would touch the target's friend
    T = R((900, 600), 160, 3, 2, 40, 40)
    F = beside(T, "left", 1 * IN, 3, 2, 40, 40)
    charge_case("g01_monsters_would_touch_friend_one_inch_away", "Five 40mm monsters on three 40mm with a friend 1in to the left: centred (5 + 3) would touch the friend.",
                T, "front", R((0, 0), 0, 5, 1, 40, 40), 30, 40, 50, -20, 7, 6 * IN, F=F, gaps={"left": IN},
                note="Greedy: a = -40 gives 5 + 3 = 8 but C's front then runs along F's front (contact: Charging F).\n"
                     "With a > -25.4: C's model 4 ([a+160, a+200]) can touch T only if a <= -40: at most 4 + 3 = 7,\n"
                     "reached for every a in (-25.4, 0]: the witness a = -20.")
    T = R((900, 600), 20, 3, 2, 50, 50)
    F = beside(T, "right", 1.5 * IN, 3, 2, 50, 50)
    charge_case("g02_50mm_five_on_three_friend_right", "Five 50mm on three 50mm with a friend 1.5in to the right: the centred 5 + 3 would touch it.",
                T, "front", R((0, 0), 0, 5, 1, 50, 50), -40, 40, 50, -75, 7, 6 * IN, F=F, gaps={"right": 1.5 * IN},
                note="Greedy a = -50 puts C's end 50mm past T's right end, over F (38.1mm away). With a + 250 < 150 + 38.1:\n"
                     "at most 4 + 3 = 7 (C's models 1-4 on T), for every a in [-100, -61.9): witness a = -75.")
    T = R((900, 600), 200, 4, 3, 20, 20)
    F = beside(T, "left", 1 * IN, 4, 3, 20, 20)
    G = beside(T, "right", 2.5 * IN, 4, 3, 20, 20)
    charge_case("g03_40mm_on_20mm_friends_both_sides", "Four 40mm on four 20mm with friends 1in left and 2.5in right: C is 160mm, the room between them 168.9mm.",
                T, "front", R((0, 0), 0, 4, 1, 40, 40), 25, 40, 50, -20, 7, 6 * IN, F=F, gaps={"left": IN, "right": 2.5 * IN},
                extra_units=[("G", "blue", G)],
                note="Greedy a = -40 (4 + 4 = 8) overhangs 40 > 25.4 onto F. Clear of both: a in (-25.4, -16.5): C's\n"
                     "model 3 ([a+120, a+160]) would need a <= -40: at most 3 + 4 = 7, over the whole stretch; witness -20.")


def Bcases():
    # wheel-limited: the range against the distance between the units (INDEX), exactly or 0.5mm short
    T = R((900, 600), 200, 5, 3, 20, 20)
    F = beside(T, "left", 2 * IN, 5, 3, 20, 20)
    for nm, tt, dl in (("b01_wheel_35_range_exactly_the_distance", "exact", 35), ("b02_wheel_35_range_half_mm_short", "short", 35)):
        charge_case(nm, "7-wide 20mm charger, a Wheel of %d degrees; Charge Range %s." % (dl, {"exact": "exactly the distance", "short": "0.5mm short of the distance"}[tt]),
                    T, "front", R((0, 0), 0, 7, 2, 20, 20), dl, 150, 120, -20, 7, 0, F=F, tight=tt)
    T = R((800, 600), 130, 4, 4, 25, 25)
    F = beside(T, "right", 3 * IN, 4, 3, 25, 25)
    for nm, tt in (("b03_wheel_minus60_range_exact", "exact"), ("b04_wheel_minus60_half_mm_short", "short"), ("b05_wheel_minus60_short_of_corner_path_only", "path_short")):
        charge_case(nm, "6-wide 25mm charger, a Wheel of -60 degrees (outer corner's arc 157mm); range: %s." % tt,
                    T, "front", R((0, 0), 0, 6, 2, 25, 25), -60, 150, 120, -25, 8, 0, F=F, tight=tt,
                    note="The seeds measure the range against the distance between the units; the Wheel's outer-corner arc\nis not charged against it (INDEX: 'the Charge Move itself is not limited in distance').")
    T = R((900, 700), 20, 3, 2, 40, 40)
    F = beside(T, "left", 3 * IN, 3, 2, 40, 40)
    for nm, tt in (("b06_monsters_wheel_80_exact", "exact"), ("b07_monsters_wheel_80_half_mm_short", "short"), ("b08_monsters_wheel_80_short_of_corner_path_only", "path_short")):
        charge_case(nm, "Five 40mm monsters wheel 80 degrees (outer corner's arc 279mm) onto three 40mm; range: %s." % tt,
                    T, "front", R((0, 0), 0, 5, 1, 40, 40), 80, 120, 100, -40, 9, 0, F=F, tight=tt)
    T = R((900, 600), 300, 5, 3, 25, 50)
    F = beside(T, "left", 2.5 * IN, 5, 3, 25, 50)
    for nm, tt in (("b09_cavalry_flank_wheel_20_exact", "exact"), ("b10_cavalry_flank_wheel_20_half_mm_short", "short")):
        charge_case(nm, "Eight 25mm charge the right flank (150mm) of 5x3 cavalry after a 20-degree Wheel; range: %s." % tt,
                    T, "right", R((0, 0), 0, 8, 2, 25, 25), 20, 150, 120, -25, 10, 0, F=F, tight=tt)


def main():
    A()
    Gcases()
    Bcases()


if __name__ == "__main__":
    main()


def wa_case(name, title, T, C, a, dice, advance, lo, hi, F=None, note=""):
    """a square-on charger, offset: the optimum needs the Wheel, contact, then the Align rotation
    about the point of contact. The Wheel angle is found by bisection in [lo, hi]."""
    P0, e, n, wT, nT, L = edge_of(T, "front")
    fC = bearing((0, 0), (-n[0], -n[1]))
    cf = add(add(P0, e, a + C.W / 2), n, C.D / 2)
    m, arg, unique = best_1d(C.W, C.w, C.files, L, wT, nT)
    assert unique and abs(arg[0][3] - a) < 1e-6, (name, arg)
    # the slide the witness reaches, as a function of the Wheel: solve for the optimum's
    def slide(dl):
        fin = wheel_align(C, dl, 0, T, fC)[0]
        return (fin.c[0] - cf[0]) * e[0] + (fin.c[1] - cf[1]) * e[1]
    s_lo, s_hi = slide(lo), slide(hi)
    assert s_lo * s_hi < 0, (name, s_lo, s_hi)
    for _ in range(80):
        mid = (lo + hi) / 2
        if slide(mid) * s_lo > 0:
            lo = mid
        else:
            hi = mid
    dl = (lo + hi) / 2
    fin, w, w2, pc, t, turn = wheel_align(C, dl, 0, T, fC)
    d0 = poly_dist(C.corners(), T.corners())
    rng = dice * IN + advance
    hdr = [title, "",
           "Seeds: INDEX (forwards, one Wheel, into contact, the Align Move about the point of contact), 003",
           "Maximising Contact 4 (both units' models touching; corner to corner counts, geometry.md).", "",
           "T: %d x %d of %gx%gmm facing %g; C: %d x %d of %gx%gmm facing %g, square to T's front but offset."
           % (T.files, T.ranks, T.w, T.d, T.f, C.files, C.ranks, C.w, C.d, C.f),
           "Distance %.4fmm; range %d + %.1fmm = %.4fmm: reaches." % (d0, dice, advance, rng),
           "Count on T's front [0, %g] with C at [a, a+%g]: bound %d + %d = %d, reached only at a = %g (every" % (L, C.W, C.files, nT, C.files + nT, a),
           "breakpoint and midpoint checked). End centre (%.4f, %.4f), facing %s." % (cf[0], cf[1], ang(fC)),
           "Moving straight ahead gives the offset slide (fewer models): the optimum needs the Align rotation.",
           "Witness: Wheel %+.4f degrees about the %s front corner, forward %.4fmm into contact at" % (dl, "right" if dl > 0 else "left", t),
           "(%.4f, %.4f), then the Align Move: rotate %+.4f degrees about that point: end (%.4f, %.4f)."
           % (pc[0], pc[1], turn, fin.c[0], fin.c[1])]
    if note:
        hdr += note.split("\n")
    hdr.append("witness_wa: delta=%r side=front" % dl)
    units = [unit_yaml("C", "red", C, props={"advance": mm(advance)}), unit_yaml("T", "blue", T)]
    exp = ["units:", "  C: {centre: %s, facing: %s}" % (pt(cf), ang(fC)), "  T: {moved: false}"]
    if F is not None:
        units.append(unit_yaml("F", "blue", F))
        exp.append("  F: {moved: false}")
    exp.append("events: [charge C T]")
    if F is not None:
        exp.append("no_events: [charge C F]")
    write(name, "\n".join(hdr), units, "charge", {"unit": "C", "target": "T"}, [dice], exp)


def WAcases():
    wa_case("c01_square_offset_10mm_needs_align", "7 x 20mm square to 5 x 20mm whose centre is 10mm to its right: centring needs a Wheel and the Align.",
            R((910, 720), 180, 5, 2, 20, 20), R((900, 500), 0, 7, 2, 20, 20), -20, 6, 4 * IN, 1, 8)
    T = R((880, 760), 185, 4, 3, 25, 25)
    wa_case("c02_six_on_four_turned_5_offset_left", "6 x 25mm against 4 x 25mm turned 5 degrees and 20mm to the left: Wheel, contact, Align.",
            T, R((900, 520), 0, 6, 2, 25, 25), -25, 7, 4 * IN, -12, -1, F=beside(T, "left", 3 * IN, 4, 3, 25, 25))
    T = R((930, 740), 180, 3, 3, 25, 50)
    wa_case("c03_cavalry_five_on_three_offset_30", "5 x 25x50 cavalry square to 3 x 25x50 cavalry whose centre is 30mm to the right.",
            T, R((900, 480), 0, 5, 2, 25, 50), -25, 6, 8 * IN, 1, 15, F=beside(T, "right", 3 * IN, 3, 3, 25, 50))
