"""fresh13 C and D: flees, pursuits, and charges after a Flee! reaction. Run by gen.py's main."""
from gen import *


def R(c, f, files, ranks, w, d):
    return Rect(c, f, files, ranks, w, d)


def box(x0, y0, x1, y1):
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def flee_case(name, title, U, reason, frm, d, others, working, expect, terrain=None, ustate=("fleeing",)):
    """others: list of (id, side, Rect, state)"""
    hdr = [title, "", "Seed 001 Flee Move: pivot by cause, move the Flee Distance straight forward, through", 
           "obstructions but not ending on them (continue until clear), friend passed -> Panic Test,",
           "enemy/Impassable passed -> Dangerous Terrain (4+), Table Edge or a charger reached -> casualty.", ""]
    hdr += working.strip("\n").split("\n")
    units = [unit_yaml("U", "blue", U)]
    for o in others:
        units.append(unit_yaml(o[0], o[1], o[2], state=o[3] if len(o) > 3 else None))
    args = {"unit": "U", "reason": reason}
    if frm:
        args["from"] = frm
    write(name, "\n".join(hdr), units, "flee", args, [d], expect, terrain=terrain)


def pursue_case(name, title, P, Fl, d, others, working, expect, terrain=None, fl_state=("fleeing",), combats=None, pstate=None):
    hdr = [title, "", "Seed 000 Pursuit Move: 1 Pivot to the Pursued unit's facing (Board Edge / enemy / obstruction",
           "on the Front Facing, uppermost first), 2 the rectangle ahead (Front Facing x Pursuit Distance):",
           "2.1 Board Edge, 2.2 enemy not fled -> Charge, 2.3 move the distance, stopping at an obstruction;",
           "3 Unit Spacing (1in) or backtrack to the last legal position.", ""]
    hdr += working.strip("\n").split("\n")
    units = [unit_yaml("P", "red", P, state=pstate), unit_yaml("Q", "blue", Fl, state=list(fl_state))]
    for o in others:
        units.append(unit_yaml(o[0], o[1], o[2], state=o[3] if len(o) > 3 else None))
    write(name, "\n".join(hdr), units, "pursue", {"unit": "P", "pursued": "Q"}, [d], expect, terrain=terrain,
          combats=combats or [["P", "Q"]])


def ctr(c):
    return "(%.4f, %.4f)" % c


def Flees():
    # F01 charge reaction, charger turned 40 degrees and off-centre: direction centre to centre
    U = R((900, 600), 0, 5, 2, 20, 20)
    C = R((840, 430), 40, 5, 2, 20, 20)
    b = bearing(C.c, U.c)
    d = 8
    end = add(U.c, fwd(b), d * IN)
    flee_case("f01_reaction_charger_turned_40_off_centre", "Flee! from a charger 60mm to the left, 170mm below, itself turned to 40 degrees.",
              U, "charge_reaction", "C", d, [("C", "red", C, ["charging U"])],
              "Direction: Centre of C (840, 430) to Centre of U (900, 600): bearing atan2(60, 170) = %.4f\n"
              "(C's own facing, 40, plays no part). Move 8in = 203.2mm: end %s. Nothing in the way." % (b, ctr(end)),
              ["units:", "  U: {centre: %s, facing: %s}" % (pt(end), ang(b)), "  C: {moved: false}", "no_events: [casualty U]"])
    # F02 reaction to a flank charge
    U = R((900, 600), 0, 4, 3, 25, 25)
    C = R((1060, 630), 270, 4, 2, 25, 25)
    b = bearing(C.c, U.c)
    d = 6
    end = add(U.c, fwd(b), d * IN)
    flee_case("f02_reaction_flank_charger_above_centre", "Flee! from a charger in the right flank whose Centre is 30mm further north.",
              U, "charge_reaction", "C", d, [("C", "red", C, ["charging U"])],
              "Direction: C (1060, 630) -> U (900, 600): bearing atan2(-160, -30) = %.4f (west, a little south).\n"
              "Move 6in = 152.4mm: end %s." % (b, ctr(end)),
              ["units:", "  U: {centre: %s, facing: %s}" % (pt(end), ang(b))])
    # F03 terror from a monster turned 70 degrees
    U = R((700, 800), 180, 5, 4, 20, 20)
    M = R((780, 700), 70, 1, 1, 50, 100)
    b = bearing(M.c, U.c)
    d = 9
    end = add(U.c, fwd(b), d * IN)
    flee_case("f03_terror_from_monster_turned_70", "Failed Terror Test: flee from a 50x100 monster turned to 70 degrees, to the south-east.",
              U, "terror", "M", d, [("M", "red", M)],
              "Direction: M (780, 700) -> U (700, 800): bearing atan2(-80, 100) = %.4f.\nMove 9in = 228.6mm: end %s." % (b, ctr(end)),
              ["units:", "  U: {centre: %s, facing: %s}" % (pt(end), ang(b))])
    # F04 failed rally: nearest non-Shaken enemy, a Shaken one nearer ignored
    U = R((900, 600), 90, 5, 2, 20, 20)
    S = R((1000, 600), 270, 4, 2, 20, 20)
    E = R((900, 420), 10, 4, 2, 20, 20)
    E2 = R((600, 700), 100, 4, 2, 20, 20)
    b = bearing(E.c, U.c)
    d = 7
    end = add(U.c, fwd(b), d * IN)
    flee_case("f04_failed_rally_shaken_nearer_ignored", "Failed Rally: a Shaken enemy 100mm away is ignored; the closest non-Shaken one is 180mm south.",
              U, "failed_rally", None, d, [("S", "red", S, ["shaken"]), ("E", "red", E), ("E2", "red", E2)],
              "Non-Shaken enemies: E centre 180mm away, E2 %.3fmm. Closest E (by centres and by boundaries).\n"
              "Direction E (900, 420) -> U (900, 600): bearing 0. Move 7in = 177.8mm: end %s." % (math.hypot(300, 100), ctr(end)),
              ["units:", "  U: {centre: %s, facing: 0}" % pt(end)])
    # F05 failed break: rear parallel to the enemy's Front Facing it was engaged in (enemy at 200)
    E = R((900, 700), 200, 5, 2, 20, 20)
    P0, e, n, w, k, Lg = edge_of(E, "front")
    U = Rect(add(add(P0, e, 50), n, 20), bearing((0, 0), (-n[0], -n[1])), 5, 2, 20, 20)
    d = 5
    end = add(U.c, fwd(200), d * IN)
    flee_case("f05_failed_break_front_of_enemy_at_200", "Failed Break Test: U fought E's Front Facing (E faces 200); U turns its rear to that Facing.",
              U, "failed_break", "E", d, [("E", "red", E)],
              "E's Front Facing points to 200: U (facing 20, into it) turns its Rear Facing parallel to it, facing\n"
              "away -> U faces 200. Move 5in = 127mm along 200: end %s." % ctr(end),
              ["units:", "  U: {centre: %s, facing: 200}" % pt(end), "  E: {moved: false}"])
    # F06 failed break from an enemy's left flank: enemy faces 30 -> left flank faces 300
    E = R((900, 600), 30, 5, 3, 20, 20)
    P0, e, n, w, k, Lg = edge_of(E, "left")
    U = Rect(add(add(P0, e, 30), n, 20), bearing((0, 0), (-n[0], -n[1])), 4, 2, 20, 20)
    d = 6
    end = add(U.c, fwd(300), d * IN)
    flee_case("f06_failed_break_from_enemy_left_flank", "Failed Break Test: U charged E's left flank (E faces 30): U turns to face 300, away from that Facing.",
              U, "failed_break", "E", d, [("E", "red", E)],
              "E's Left Facing's outward bearing = 30 - 90 = 300. U faced 120 (into it); pivots to 300.\n"
              "Move 6in = 152.4mm along 300: end %s." % ctr(end),
              ["units:", "  U: {centre: %s, facing: 300}" % pt(end)])
    # F07 flee straight through a friend, ending beyond it
    U = R((900, 500), 0, 5, 2, 20, 20)
    C = R((900, 380), 0, 5, 2, 20, 20)
    G = R((900, 640), 0, 4, 2, 25, 25)   # rear at 615, front 665
    d = 8
    end = (900, 500 + d * IN)
    flee_case("f07_through_friend_ends_beyond", "Flee! straight north through a friendly unit and out the far side: the friend takes a Panic Test.",
              U, "charge_reaction", "C", d, [("C", "red", C, ["charging U"]), ("G", "blue", G)],
              "Direction C -> U: bearing 0. Move 8in = 203.2mm: U's rear goes from 480 to 683.2, past G's front at 665:\n"
              "it ends clear of G (end %s), having passed through G -> panic_test G." % ctr(end),
              ["units:", "  U: {centre: %s, facing: 0}" % pt(end), "  G: {moved: false}", "events: [panic_test G]",
               "no_events: [casualty U]"])
    # F08 flee ends inside a friend: continues until clear
    G = R((900, 700), 0, 6, 3, 20, 20)   # 120 x 60: y 670..730
    d = 7
    # U centre 500, depth 40: after 177.8 -> centre 677.8 front 697.8 overlaps; clear when rear (c-20) >= 730 -> c = 750
    flee_case("f08_ends_inside_friend_continues", "Flee! 7in ends inside a friend: U continues north until its rear clears the friend's front.",
              U, "charge_reaction", "C", d, [("C", "red", C, ["charging U"]), ("G", "blue", G)],
              "Direction 0. 7in: centre 500 -> 677.8, U spans y 657.8..697.8, inside G (670..730). Continue until\n"
              "U's rear (centre - 20) reaches G's front 730: centre (900, 750). G: panic_test.",
              ["units:", "  U: {centre: %s, facing: 0}" % pt((900, 750)), "events: [panic_test G]"])
    # F09 flee through an enemy (not a charger): Dangerous Terrain (4+)
    X = R((900, 640), 180, 4, 2, 25, 25)
    d = 9
    end = (900, 500 + d * IN)
    flee_case("f09_through_enemy_dangerous_terrain", "Flee! north through an enemy unit that did not charge U: Dangerous Terrain (4+) for U.",
              U, "charge_reaction", "C", d, [("C", "red", C, ["charging U"]), ("X", "red", X)],
              "Direction 0, 9in = 228.6mm: centre 728.6, rear 708.6 > X's far edge 665: clear; X was passed through.\n"
              "-> dangerous_terrain_test U 4; no casualty (X did not charge U).",
              ["units:", "  U: {centre: %s, facing: 0}" % pt(end), "  X: {moved: false}", "events: [dangerous_terrain_test U 4]",
               "no_events: [casualty U, panic_test X]"])
    # F10 flee ends in impassable terrain: continue; Dangerous Terrain
    rock = box(850, 650, 950, 720)
    d = 7
    flee_case("f10_ends_in_impassable_continues", "Flee! 7in ends inside Impassable Terrain: continue until clear, Dangerous Terrain (4+).",
              U, "charge_reaction", "C", d, [("C", "red", C, ["charging U"])],
              "Direction 0: centre 677.8, U spans 657.8..697.8 inside the rocks (650..720). Continue until U's rear\n"
              "reaches 720: centre (900, 740). dangerous_terrain_test U 4.",
              ["units:", "  U: {centre: %s, facing: 0}" % pt((900, 740)), "events: [dangerous_terrain_test U 4]"],
              terrain=[("rocks", "impassable", rock)])
    # F11 exactly to the table edge: casualty
    U = R((900, 1000), 0, 5, 2, 20, 20)   # front at 1020; edge 1219.2: gap 199.2
    C = R((900, 880), 0, 5, 2, 20, 20)
    flee_case("f11_reaches_table_edge_exactly", "Flee! north; the roll carries U's front exactly to the Table Edge: removed as a casualty.",
              U, "charge_reaction", "C", 8,
              [("C", "red", C, ["charging U"])],
              "Front at 1020, edge at 48in = 1219.2: gap 199.2mm. Roll 8 = 203.2mm >= 199.2 -> contact with the edge\n"
              "-> casualty U (removed).",
              ["units:", "  U: {removed: true}", "events: [casualty U]"])
    U2 = R((900, 1015.5), 0, 5, 2, 20, 20)   # front 1035.5, gap 183.7 -> roll 7 = 177.8 short by 5.9? make 0.5
    U2 = R((900, 1219.2 - 20 - 177.8 - 0.5), 0, 5, 2, 20, 20)
    C2 = R((900, U2.c[1] - 120), 0, 5, 2, 20, 20)
    flee_case("f12_half_mm_short_of_table_edge", "Flee! north 7in; U's front stops 0.5mm short of the Table Edge: it stays.",
              U2, "charge_reaction", "C", 7, [("C", "red", C2, ["charging U"])],
              "Front at %.4f, edge 1219.2: gap 178.3mm; roll 7 = 177.8mm: 0.5mm short -> no contact.\nEnd centre (900, %.4f)." % (U2.c[1] + 20, U2.c[1] + 177.8),
              ["units:", "  U: {centre: %s, facing: 0}" % pt((900, U2.c[1] + 177.8)), "no_events: [casualty U]"])
    # F13 angled flight: a corner meets the east edge exactly
    C3 = R((1500, 500), 60, 4, 2, 20, 20)
    bb = 70.0
    # place U so the bearing from C3 is 70 and the leading corner reaches x = 1828.8 after exactly 9in
    u = fwd(bb)
    dist = 200.0
    Uc = add(C3.c, u, dist)
    Ut = Rect(Uc, bb, 4, 2, 20, 20)
    maxx = max(p[0] for p in Ut.corners())
    # shift U along the flight so the gap to the edge along x equals 9in * sin(70)
    need = 9 * IN * u[0]
    shift = (BOARD[0] - maxx) - need
    Uc = add(Uc, u, shift / u[0])
    U3 = Rect(Uc, bb, 4, 2, 20, 20)
    Ustart = Rect(Uc, 0, 4, 2, 20, 20)
    flee_case("f13_corner_meets_east_edge_exactly", "Flee! at bearing 70 (away from a charger to the WSW); the leading corner reaches the east Table Edge exactly.",
              Ustart, "charge_reaction", "C", 9, [("C", "red", C3, ["charging U"])],
              "Direction C -> U: bearing 70 (U placed on that line). After the pivot the front-right corner is the\n"
              "easternmost, at x = %.4f; it moves 9in * sin 70 = %.4fmm east: x = 1828.8 exactly -> casualty." % (maxx + shift, need),
              ["units:", "  U: {removed: true}", "events: [casualty U]"])
    # F14 fleeing into a second charger: casualty
    U = R((900, 600), 0, 5, 2, 20, 20)
    C = R((900, 450), 0, 5, 2, 20, 20)
    K = R((900, 760), 180, 5, 2, 20, 20)   # front at 740; U front at 620: 120mm
    flee_case("f14_flees_into_second_charger", "Flee! from C (south) straight at K, which also declared a charge against U: U is removed.",
              U, "charge_reaction", "C", 6, [("C", "red", C, ["charging U"]), ("K", "red", K, ["charging U"])],
              "Direction 0; U's front at 620 meets K's front at 740 after 120mm < 6in = 152.4mm: contact with an\n"
              "enemy that declared a Charge against U -> casualty U.",
              ["units:", "  U: {removed: true}", "events: [casualty U]", "no_events: [dangerous_terrain_test U 4]"])
    # F15 fleeing through a non-charging enemy pushes it onto the table edge
    U = R((900, 1050), 0, 5, 2, 20, 20)   # front 1070
    C = R((900, 930), 0, 5, 2, 20, 20)
    X = R((900, 1130), 180, 6, 2, 20, 20)  # 1110..1150
    flee_case("f15_ends_in_enemy_continues_to_edge", "Flee! 3in ends inside an enemy near the north edge; continuing until clear stops 29.2mm short of the Table Edge.",
              U, "charge_reaction", "C", 3, [("C", "red", C, ["charging U"]), ("X", "red", X)],
              "Direction 0, 3in: centre 1126.2 (1106.2..1146.2) overlaps X (1110..1150). Continue until U's rear\n"
              "reaches 1150: centre 1170, front 1190 < 1219.2, so it is placed: dangerous_terrain_test U 4, no casualty.",
              ["units:", "  U: {centre: %s, facing: 0}" % pt((900, 1170)), "events: [dangerous_terrain_test U 4]", "no_events: [casualty U]"])
    # F16 failed rally flee passes through a friend at an angle
    U = R((700, 500), 45, 4, 2, 20, 20)
    E = R((600, 400), 45, 4, 2, 20, 20)
    G = R((800, 600), 45, 4, 2, 20, 20)
    b = bearing(E.c, U.c)
    d = 8
    end = add(U.c, fwd(b), d * IN)
    flee_case("f16_failed_rally_diagonal_through_friend", "Failed Rally: flee away from the enemy to the south-west, straight through a friend on the diagonal.",
              U, "failed_rally", None, d, [("E", "red", E), ("G", "blue", G)],
              "Direction E (600, 400) -> U (700, 500): bearing 45. 8in along 45: centre %s; G is centred on the same\n"
              "line 141.42mm ahead and 40mm deep: U (40 deep) ends %.3fmm beyond G's centre, clear (>40): panic_test G." % (ctr(end), 203.2 - 141.42),
              ["units:", "  U: {centre: %s, facing: 45}" % pt(end), "events: [panic_test G]", "no_events: [dangerous_terrain_test U 4]"])


def Pursuits():
    # P01 pivot to the fled unit's facing and move
    P = R((900, 500), 0, 5, 2, 20, 20)
    Q = R((1250, 1000), 30, 5, 2, 20, 20)
    d = 7
    end = add(P.c, fwd(30), d * IN)
    pursue_case("p01_pivot_30_then_full_distance", "P pursues Q, which fled facing 30: P pivots to 30 and moves 7in; nothing ahead.",
                P, Q, d, [], "Pivot about P's Centre to 30. Rectangle ahead: 100mm x 177.8mm along 30: clear (Q, fled, is\n"
                "608mm ahead along 30). End %s." % ctr(end),
                ["units:", "  P: {centre: %s, facing: 30}" % pt(end)])
    # P02 the pursued unit was destroyed: its last facing
    Q = R((800, 620), 135, 5, 2, 20, 20)
    end = add(P.c, fwd(135), 6 * IN)
    pursue_case("p02_pursued_destroyed_uses_its_facing", "Q was destroyed (removed, last facing 135): P pivots to 135 and moves 6in.",
                P, Q, 6, [], "Pivot to 135 (the direction Q would have had). Nothing ahead. End %s." % ctr(end),
                ["units:", "  P: {centre: %s, facing: 135}" % pt(end)], fl_state=("removed",))
    # P03..P05: an enemy ahead, exactly / 0.5mm beyond / 0.01mm beyond the distance
    P = R((900, 500), 0, 7, 2, 20, 20)      # front at 520, x 830..970
    Q = R((1200, 900), 0, 5, 2, 20, 20)
    for nm, extra, ch in (("p03_enemy_exactly_at_distance_charges", 0.0, True),
                          ("p04_enemy_half_mm_beyond_stops_1in_short", 0.5, False),
                          ("p05_enemy_within_tolerance_charges", 0.01, True)):
        E = R((900, 520 + 8 * IN + extra + 20), 180, 5, 2, 20, 20)   # front (south) at 520 + 203.2 + extra
        if ch:
            endc = (900, 520 + 8 * IN + extra - 20)
            exp = ["units:", "  P: {centre: %s, facing: 0}" % pt(endc), "  E: {moved: false}", "events: [charge P E]"]
            w = ("E's Front Facing at y = %.4f, P's front at 520: gap %.4fmm; Pursuit Distance 8in = 203.2mm.\n"
                 "E lies in the rectangle ahead (within tolerance 0.0254mm) -> 2.2 Charge E, front arc (P's front centre\n"
                 "due south of E). Charge Move: P (140mm) centred on E (100mm) puts all 7 + 5 in contact (a = -20 only,\n"
                 "as a01): straight ahead, end centre %s." % (520 + 8 * IN + extra, 8 * IN + extra, ctr(endc)))
        else:
            endc = (900, 520 + 8 * IN + extra - 25.4 - 20)
            exp = ["units:", "  P: {centre: %s, facing: 0}" % pt(endc), "  E: {moved: false}", "no_events: [charge P E]"]
            w = ("E's front at %.4f: gap 203.7mm > 8in = 203.2mm: not in the rectangle ahead -> 2.3: P moves 8in,\n"
                 "ending 0.5mm from E: Unit Spacing broken -> backtrack to 1in from E: front %.4f, centre %s." % (520 + 8 * IN + extra, 520 + 8 * IN + extra - 25.4, ctr(endc)))
        pursue_case(nm, "Pursuit 8in north; an enemy that was not in the combat stands %s." % {0.0: "exactly 8in ahead", 0.5: "8in + 0.5mm ahead", 0.01: "8in + 0.01mm ahead"}[extra],
                    P, Q, 8, [("E", "blue", E)], w, exp)
    # P06/P07 the board edge exactly / 0.5mm beyond
    for nm, extra in (("p06_board_edge_exactly_pursues_off", 0.0), ("p07_board_edge_half_mm_beyond_stays", 0.5)):
        P = R((900, 1219.2 - 20 - 9 * IN - extra), 0, 5, 2, 20, 20)
        Q = R((300, 900), 0, 5, 2, 20, 20)
        if extra == 0:
            exp = ["events: [pursue_off_board P]"]
            w = "P's front at %.4f, the edge 1219.2: 228.6mm = 9in ahead; rolled 9in -> the edge is the first obstacle\nin the rectangle -> 2.1: move to the edge and pursue off the Board." % (P.c[1] + 20)
        else:
            exp = ["units:", "  P: {centre: %s, facing: 0}" % pt((900, P.c[1] + 9 * IN)), "no_events: [pursue_off_board P]"]
            w = "P's front 229.1mm from the edge; 9in = 228.6mm: no obstacle -> 2.3 moves 9in, front 0.5mm from the edge\n(the edge is not in Unit Spacing): centre (900, %.4f)." % (P.c[1] + 9 * IN)
        pursue_case(nm, "Pursuit 9in north toward the north Table Edge, %s." % ("exactly 9in away" if extra == 0 else "9in + 0.5mm away"),
                    P, Q, 9, [], w, exp)
    # P08 the fled unit ahead: stops and backtracks to 1in
    P = R((900, 500), 0, 5, 2, 20, 20)
    Q = R((900, 620), 0, 6, 2, 20, 20)   # rear at 600
    pursue_case("p08_fled_unit_ahead_is_an_obstruction", "Q fled only 80mm ahead of P (rolled low); P rolls 10in: Q is an obstruction.",
                P, Q, 10, [], "Q fled from this combat: obstruction. Rectangle ahead meets Q's rear at y 600 (P's front 520):\n"
                "2.3: move until P's front touches Q (centre 580), stop; 3: within 1in of Q -> backtrack to 1in:\n"
                "front 574.6, centre (900, 554.6).",
                ["units:", "  P: {centre: %s, facing: 0}" % pt((900, 554.6)), "  Q: {moved: false}", "no_events: [charge P Q]"])
    # P09 impassable ahead
    Q = R((300, 900), 0, 5, 2, 20, 20)
    pursue_case("p09_impassable_ahead_backtracks_1in", "Pursuit 9in north; rocks 150mm ahead of P's front.",
                P, Q, 9, [], "Rocks from y 670: P's front 520 -> touches after 150mm (< 228.6): stops, centre 650; 1in spacing\n"
                "-> backtrack: front 644.6, centre (900, 624.6).",
                ["units:", "  P: {centre: %s, facing: 0}" % pt((900, 624.6))], terrain=[("rocks", "impassable", box(800, 670, 1000, 760))])
    # P10 a friend in the same combat is open ground for the move, but not for the end
    G = R((900, 640), 0, 4, 2, 20, 20)  # 620..660
    pursue_case("p10_friend_in_combat_overlapped_backtracks", "A friend that fought in the same combat stands 100mm ahead: P moves through it (Open Terrain) but may not end on it.",
                P, Q, 6, [("G", "red", G)], "Steps 1-2: G is Open Terrain; P moves 6in = 152.4mm: centre 652.4 (632.4..672.4), on G (620..660).\n"
                "3: backtrack to the last position 1in from G: P's front 620 - 25.4 = 594.6, centre (900, 574.6).",
                ["units:", "  P: {centre: %s, facing: 0}" % pt((900, 574.6)), "  G: {moved: false}"], combats=[["P", "G", "Q"]])
    pursue_case("p11_friend_in_combat_passed_clean_through", "The same friend 100mm ahead; P rolls 9in and ends more than 1in past it.",
                P, Q, 9, [("G", "red", G)], "P moves 9in = 228.6mm: centre 728.6, rear 708.6, 48.6mm past G's front (660) > 1in: legal.\n"
                "End (900, 728.6).",
                ["units:", "  P: {centre: %s, facing: 0}" % pt((900, 728.6)), "  G: {moved: false}"], combats=[["P", "G", "Q"]])
    # P12 a friend NOT in the combat ahead is an obstruction
    pursue_case("p12_friend_outside_combat_obstruction", "A friend that was not in the combat stands 100mm ahead: an obstruction.",
                P, Q, 9, [("G", "red", G)], "G is an obstruction: P stops with its front on G's rear (620), then backtracks to 1in:\n"
                "front 594.6, centre (900, 574.6).",
                ["units:", "  P: {centre: %s, facing: 0}" % pt((900, 574.6)), "  G: {moved: false}"])
    # P13 pivot puts the Front Facing over the board edge: off the board
    P = R((1828.8 - 30, 600), 0, 2, 5, 20, 20)  # 40 wide, 100 deep: x 1778.8..1818.8
    Q = R((1500, 300), 90, 5, 2, 20, 20)
    pursue_case("p13_pivot_front_over_east_edge", "A 2-wide, 5-deep column 10mm from the east edge pivots to 90: its Front Facing lies off the table.",
                P, Q, 5, [], "Pivot to 90 about the Centre (1798.8, 600): the Front Facing is at x = 1798.8 + 50 = 1848.8 > 1828.8\n"
                "-> it overlaps the Board Edge: the unit Pursues off the Board.",
                ["events: [pursue_off_board P]"])
    # P14 pursuit after a flank fight: pivot 90 and move, nothing in the way; an enemy just outside the rectangle
    P = R((900, 500), 90, 4, 2, 25, 25)   # faces east
    Q = R((1100, 700), 0, 5, 2, 20, 20)
    E = R((900 - 50 - 25.4 - 60, 780), 180, 6, 2, 20, 20)  # x range ends 25.4 left of P's front-left after pivot
    end = (900, 500 + 10 * IN)
    pursue_case("p14_pivot_to_north_enemy_beside_the_path", "P fought facing east; Q fled north. P pivots to 0; an enemy stands beside the path, not in the rectangle.",
                P, Q, 10, [("E", "blue", E)], "Pivot to 0: P spans x 850..950 (frontage 100), front at 525. E spans x %.1f..%.1f: outside the\n"
                "rectangle ahead (850..950). P moves 10in = 254mm: centre (900, 754); E is %.1fmm from P's side: legal." % (E.c[0] - 60, E.c[0] + 60, 850 - (E.c[0] + 60)),
                ["units:", "  P: {centre: %s, facing: 0}" % pt(end), "no_events: [charge P E]"])


def Pivot_charge():
    P = R((900, 500), 90, 5, 2, 20, 20)    # faces east: x 880..920, y 450..550
    Q = R((700, 900), 0, 5, 2, 20, 20)
    E = R((965, 545), 0, 4, 3, 20, 20)     # x 925..1005, y 515..575
    pursue_case("p15_pivot_front_onto_enemy_rear_placed_nearest", "P (facing east) pivots to 0 after Q; its Front Facing would cross an enemy that was not in the combat: Charge, placed.",
                P, Q, 8, [("E", "blue", E)],
                "Before the Pivot: P's front centre (920, 500) lies in E's rear arc (E frame: 45 left, 45 back;\n"
                "45 - 30 = 15 > 45 - 40 = 5). Pivot to 0: Front Facing y = 520, x 850..950 crosses E (x 925..1005,\n"
                "y 515..575) -> Charge E, no reaction. Placed on E's Rear Facing (y = 515), facing 0: centre y = 495.\n"
                "Most models: P 5 + E 4 = 9 (the bound) needs P's [x-50, x+50] within [905, 1025]: x in [955, 975];\n"
                "the Centre nearest the start (900, 500): x = 955. End (955, 495), facing 0.",
                ["units:", "  P: {centre: %s, facing: 0}" % pt((955, 495)), "  E: {moved: false}", "events: [charge P E]"])


def More_pursuits():
    # p16: the Pivot would put the Front Facing over a friend outside the combat: pivot as far as Unit Spacing allows
    P = R((900, 500), 90, 5, 2, 20, 20)    # x 880..920, y 450..550
    Q = R((700, 900), 0, 5, 2, 20, 20)
    G = R((996, 501), 0, 5, 2, 20, 20)     # x 946..1046, y 481..521: 26mm from P's front
    th = math.degrees(math.acos(45.4 / math.hypot(46, 19))) - math.degrees(math.atan2(19, 46))
    pursue_case("p16_pivot_blocked_by_friend_stops_1in", "P (facing east) would pivot to 0, but its Front Facing would then lie on G, a friend outside the combat.",
                P, Q, 8, [("G", "red", G)],
                "Pivot to 0 about (900, 500): Front Facing y = 520, x 850..950 crosses G (x 946..1046, y 481..521): an\n"
                "obstruction -> pivot toward 0 only as far as Unit Spacing allows, no further move.\n"
                "Turning anticlockwise by t, P's Front Facing has outward normal (cos t, sin t) at 20mm from the Centre;\n"
                "G's corner (946, 481), relative (46, -19), is 46 cos t - 19 sin t - 20 from it. = 25.4 when\n"
                "cos(t + 22.4428) = 45.4 / 49.7695: t = %.4f degrees (the other corners stay farther: the front-right\n"
                "corner is 39mm from G). Clockwise the long way meets G at once (the front-left corner swings\n"
                "east into it). End: centre (900, 500), facing 90 - t = %.4f." % (th, 90 - th),
                ["units:", "  P: {centre: %s, facing: %.4f}" % (pt((900, 500)), 90 - th), "  G: {moved: false}", "no_events: [pursue_off_board P]"])
    # p17: pursuit runs into an enemy at an angle: the Charge Move with the Pursuit Distance (a01's geometry)
    T = Rect((900, 600), 200, 5, 3, 20, 20)
    F = beside(T, "left", 2 * IN, 5, 3, 20, 20)
    P0, e, n, wT, nT, Ln = edge_of(T, "front")
    Cf = Rect(add(add(P0, e, -20 + 70), n, 20), 20, 7, 2, 20, 20)
    C1 = Cf.moved(-60)
    about = C1.corners()[1]
    C0 = Rect(rot_cw(C1.c, about, -35), 345, 7, 2, 20, 20)
    Ps = C0.moved(-40)
    Qd = Rect(add(Ps.c, fwd(345), -300), 345, 5, 2, 20, 20)
    pursue_case("p17_pursuit_charges_enemy_at_an_angle", "P pursues straight on (Q destroyed, facing 345); an enemy 102mm ahead stands turned to 200: Charge with the Pursuit Distance.",
                Ps, Qd, 7, [("E", "blue", T), ("F", "blue", F)],
                "No Pivot (Q's facing 345 = P's). The rectangle ahead (140mm x 177.8mm along 345) meets E first (F is off to\n"
                "the east, behind E's line) -> 2.2: Charge E, Pursuit Distance 7in = 177.8mm >= the distance 102.22mm.\n"
                "P's front centre lies in E's front arc. The Charge Move as a01: 7 + 5 = 12 only at a = -20 (P centred\n"
                "on E's front); witness: forward 40, Wheel +35 about the front-right corner, forward 60.\n"
                "End (%.4f, %.4f), facing 20; F not touched." % Cf.c,
                ["units:", "  P: {centre: %s, facing: 20}" % pt(Cf.c), "  E: {moved: false}", "  F: {moved: false}", "events: [charge P E]", "no_events: [charge P F]"],
                fl_state=("removed",))
    # p18: Post-Combat Reform: the enemy ahead is an obstruction
    P = R((900, 500), 0, 7, 2, 20, 20)
    Q = R((1200, 900), 0, 5, 2, 20, 20)
    E = R((900, 520 + 8 * IN + 20), 180, 5, 2, 20, 20)
    pursue_case("p18_post_combat_reform_enemy_is_obstruction", "As p03 (an enemy exactly 8in ahead), but P made a Post-Combat Reform last turn: E is an obstruction.",
                Rect(P.c, P.f, 7, 2, 20, 20), Q, 8, [("E", "blue", E)],
                "2.2: P performed a Post-Combat Reform -> E is treated as an obstruction: 2.3, P moves until its front\n"
                "touches E (723.2), stops; 3: backtrack to 1in: front 697.8, centre (900, 677.8). No charge.",
                ["units:", "  P: {centre: %s, facing: 0}" % pt((900, 677.8)), "  E: {moved: false}", "no_events: [charge P E]"],
                pstate=["post_combat_reform"])
    # p19: the fled unit is the first obstacle, the enemy beyond it
    Q = R((900, 620), 0, 6, 2, 20, 20)    # rear 600
    E = R((900, 700), 180, 5, 2, 20, 20)  # 680..720
    pursue_case("p19_fled_unit_before_enemy_no_charge", "Q fled only 80mm; an enemy stands just beyond it, inside the rectangle too: Q is the first obstacle.",
                Rect((900, 500), 0, 5, 2, 20, 20), Q, 9, [("E", "blue", E)],
                "Rectangle ahead 228.6mm: Q's rear at 600 (80mm) comes before E's front at 680 (160mm): the first obstacle\n"
                "is an obstruction -> 2.3: move until the front touches Q (centre 580), stop; backtrack to 1in from Q:\n"
                "centre (900, 554.6). No charge against E.",
                ["units:", "  P: {centre: %s, facing: 0}" % pt((900, 554.6)), "no_events: [charge P E]"])


def More_flees():
    U = R((900, 500), 0, 5, 2, 20, 20)
    C = R((900, 380), 0, 5, 2, 20, 20)
    G1 = R((900, 570), 0, 5, 1, 20, 20)   # 560..580
    G2 = R((905, 640), 0, 4, 1, 25, 25)   # 627.5..652.5
    flee_case("f17_through_two_friends_both_panic", "Flee! north through two friends in turn, ending clear beyond both: each takes a Panic Test.",
              U, "charge_reaction", "C", 9, [("C", "red", C, ["charging U"]), ("G1", "blue", G1), ("G2", "blue", G2)],
              "Direction 0, 9in = 228.6mm: centre 728.6, rear 708.6 > 652.5 (G2's front): clear. Passed G1 (560..580)\n"
              "then G2 (627.5..652.5): panic_test G1, panic_test G2.",
              ["units:", "  U: {centre: %s, facing: 0}" % pt((900, 728.6)), "events: [panic_test G1, panic_test G2]"])


def Dcases():
    # D01: the Flee! reaction took the target out of reach: the charge fails
    C = R((900, 400), 0, 5, 2, 20, 20)
    T = R((900, 760), 0, 5, 2, 20, 20)     # fled north: its rear at 740; C's front at 420: 320mm
    F = R((1100, 600), 180, 5, 2, 20, 20)
    hdr = ("After Flee!: T (fleeing) now stands 320mm from C; C rolls 6 + advance 4in = 254mm < 320mm: the charge fails.\n"
           "Seeds: INDEX (the charge succeeds when the range is at least the distance). Only what the seeds fix\n"
           "is asserted: C does not reach T, T does not move.")
    write("d01_target_fled_out_of_reach_fails", hdr,
          [unit_yaml("C", "red", C, state=["charging T"], props={"advance": "4in"}), unit_yaml("T", "blue", T, state=["fleeing"]), unit_yaml("F", "blue", F)],
          "charge", {"unit": "C", "target": "T"}, [6], ["units:", "  C: {clear_of: {T: 0.25mm}}", "  T: {moved: false}", "  F: {moved: false}", "no_events: [charge C F]"])
    # D02: ordinary failed charge at an angle beside a friend
    T = R((900, 700), 200, 5, 3, 20, 20)
    C = R((850, 380), 25, 5, 2, 20, 20)
    d0 = poly_dist(C.corners(), T.corners())
    F = beside(T, "left", 2 * IN, 5, 3, 20, 20)
    hdr = ("A charge at an angle falls short. Distance C-T (shape) = %.4fmm; range 6 + 3in = %.4fmm:\n"
           "short by %.4fmm -> fails; T and its friend F do not move, C does not touch T." % (d0, 6 * IN + 3 * IN, d0 - 9 * IN))
    write("d02_angled_charge_falls_short", hdr,
          [unit_yaml("C", "red", C, props={"advance": "3in"}), unit_yaml("T", "blue", T), unit_yaml("F", "blue", F)],
          "charge", {"unit": "C", "target": "T"}, [6], ["units:", "  C: {clear_of: {T: 0.25mm}}", "  T: {moved: false}", "  F: {moved: false}",
                                                          "events: [charge C T]", "no_events: [charge C F]"])
    return d0
