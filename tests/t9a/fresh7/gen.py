#!/usr/bin/env python3
"""Writes the fresh7 scenarios. Every expected value below is worked from the seed
texts (000 Pursuit, 001 Flee, 003 Aligning) and geometry.md with closed-form
formulas written out per scenario; the working is copied into each file's header.
check.py recomputes every value by a different route (simulation, bisection)."""
import math, os

MM = 1 / 25.4
B20, B25, B40, B50 = 20 * MM, 25 * MM, 40 * MM, 50 * MM
HERE = os.environ.get("FRESH7_OUT") or os.path.dirname(os.path.abspath(__file__))


def fwd(b):
    r = math.radians(b)
    return (math.sin(r), math.cos(r))


def rgt(b):
    r = math.radians(b)
    return (math.cos(r), -math.sin(r))


def bearing(dx, dy):
    return math.degrees(math.atan2(dx, dy)) % 360


def f4(x):
    s = "%.4f" % x
    s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


BASES = {20: "[20mm, 20mm]", 25: "[25mm, 25mm]", 40: "[40mm, 40mm]", 50: "[50mm, 50mm]",
         "cav": "[25mm, 50mm]"}
BASEDIM = {20: (B20, B20), 25: (B25, B25), 40: (B40, B40), 50: (B50, B50), "cav": (B25, B50)}


class U:
    def __init__(s, uid, side, c, facing, files, ranks, base, state=None, props=None):
        s.id, s.side, s.c, s.facing, s.files, s.ranks, s.base = uid, side, c, facing, files, ranks, base
        s.state = state or []
        s.props = props
        bw, bd = BASEDIM[base]
        s.W, s.D = files * bw, ranks * bd

    def yaml(s):
        st = ", state: [%s]" % ", ".join(s.state) if s.state else ""
        pr = ", props: {%s}" % s.props if s.props else ""
        return "  %s: {side: %s, centre: [%sin, %sin], facing: %s, files: %d, ranks: %d, base: %s%s%s}" % (
            s.id, s.side, f4(s.c[0]), f4(s.c[1]), f4(s.facing), s.files, s.ranks, BASES[s.base], st, pr)

    def desc(s):
        return "%s %dx%d of %s (%s x %s in), centre (%s, %s) facing %s%s" % (
            s.id, s.files, s.ranks, "25x50mm" if s.base == "cav" else "%smm" % s.base,
            f4(s.W), f4(s.D), f4(s.c[0]), f4(s.c[1]), f4(s.facing),
            (" [" + ", ".join(s.state) + "]") if s.state else "")


def write(name, title, rules, units, run, args, dice, expect, work, terrain=None, combats=None):
    lines = ["# " + title]
    lines += ["#"] + ["# " + w if w else "#" for w in work]
    lines += ["#", "# Units:"] + ["#   " + u.desc() for u in units]
    lines += ["name: %s" % name, "rules: [../../../rules/%s]" % rules,
              "board: {width: 72in, depth: 48in}", "units:"]
    lines += [u.yaml() for u in units]
    if terrain:
        lines.append("terrain:")
        for tn, poly in terrain:
            lines.append("  - name: %s" % tn)
            lines.append("    kind: impassable")
            lines.append("    polygon: [%s]" % ", ".join("[%sin, %sin]" % (f4(x), f4(y)) for x, y in poly))
    if combats:
        lines.append("combats:")
        for cb in combats:
            lines.append("  - [%s]" % ", ".join(cb))
    lines.append("run: %s" % run)
    lines.append("args: {%s}" % ", ".join("%s: %s" % kv for kv in args))
    lines.append("dice: [[%d, %d]]" % dice)
    lines.append("expect:")
    lines += ["  " + e for e in expect]
    with open(os.path.join(HERE, name + ".yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")


def ucentre(uid, c, facing, extra=""):
    return "  %s: {centre: [%sin, %sin], facing: %s%s}" % (uid, f4(c[0]), f4(c[1]), f4(facing), extra)


def events(evs, no=None):
    out = []
    if evs:
        out.append("events:")
        out += ["  - " + e for e in evs]
    if no:
        out.append("no_events: [%s]" % ", ".join(no))
    return out


def rect_ahead_exit(Fc, Fb, W, D, u, box):
    """Closed form: F (facing Fb, centre Fc, W x D) moving along unit vector u overlaps
    the axis-aligned box [x0,x1]x[y0,y1] for t in (t_in, t_out); per-axis intervals."""
    f, r = fwd(Fb), rgt(Fb)
    axes = [(1, 0), (0, 1), f, r]
    (x0, x1), (y0, y1) = box
    bc = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    tin, tout = -1e9, 1e9
    for a in axes:
        ext = abs(W / 2 * (r[0] * a[0] + r[1] * a[1])) + abs(D / 2 * (f[0] * a[0] + f[1] * a[1]))
        pc = Fc[0] * a[0] + Fc[1] * a[1]
        pb = [p[0] * a[0] + p[1] * a[1] for p in bc]
        lo, hi = min(pb) - ext, max(pb) + ext  # centre projection must be in (lo, hi)
        v = u[0] * a[0] + u[1] * a[1]
        if abs(v) < 1e-12:
            if not (lo < pc < hi):
                return None
            continue
        t1, t2 = (lo - pc) / v, (hi - pc) / v
        tin, tout = max(tin, min(t1, t2)), min(tout, max(t1, t2))
    return (tin, tout) if tin < tout else None


# ---------------------------------------------------------------- FLEES
FL = "flee.rules"


def flee(name, title, F, others, reason, frm, dice, work, exp_extra=None, evs=None, no=None,
         terrain=None, end=None, removed=False, combats=None):
    args = [("unit", F.id), ("reason", reason)] + ([("from", frm)] if frm else [])
    ex = ["units:"]
    if removed:
        ex.append("  %s: {removed: true}" % F.id)
    else:
        ex.append(ucentre(F.id, end[0], end[1]))
    ex += exp_extra or []
    ex += events(evs, no)
    write(name, title, FL, [F] + others, "flee", args, dice, ex, work, terrain, combats)


def away(F, E):
    return bearing(F.c[0] - E.c[0], F.c[1] - E.c[1])


def mv(c, b, d):
    f = fwd(b)
    return (c[0] + d * f[0], c[1] + d * f[1])


# f01 failed rally: closest non-Shaken enemy, a 3-4-5 triangle (6, 8, 10)
F = U("F", "red", (36, 24), 0, 5, 2, 25)
E1 = U("E1", "blue", (30, 16), 45, 3, 2, 40)
E2 = U("E2", "blue", (40, 20), 0, 4, 1, 20, ["shaken"])
E3 = U("E3", "blue", (50, 40), 180, 5, 1, 25)
b = away(F, E1)
end = mv(F.c, b, 7)
flee("f01_failed_rally_away_from_closest_unshaken_6_8_10", "Failed Rally Test: away from the closest non-Shaken enemy (a Shaken one is closer)",
     F, [E1, E2, E3], "failed_rally", None, (5, 2),
     ["001 step 2: Failed Rally Test -> face directly away from the closest non-Shaken enemy,",
      "the line Centre to Centre. E2 (shaken) is closer (centres 5.657 in apart) and is ignored.",
      "E1: centres 10.000 in apart (dx 6, dy 8); E3: 20.881 in; E1 is closest by boundary too.",
      "Direction E1 -> F = (6, 8)/10: bearing atan2(6, 8) = %.3f deg." % b,
      "Flee Distance 5+2 = 7: centre (36 + 7*0.6, 24 + 7*0.8) = (%.3f, %.3f)." % end,
      "Nothing lies on the path (E2 is south of the start, 4.27 in of half-diagonals vs 5.66)."],
     end=(end, b))

# f02 failed rally, 3-4-5 again but the other way, double six
F = U("F", "red", (36, 24), 90, 3, 1, 40)
E1 = U("E1", "blue", (40, 27), 270, 2, 1, 50)
E2 = U("E2", "blue", (60, 10), 0, 5, 2, 25)
b = away(F, E1)
end = mv(F.c, b, 12)
flee("f02_failed_rally_double_six_away_south_west", "Failed Rally Test, double six, flees south-west away from E1",
     F, [E1, E2], "failed_rally", None, (6, 6),
     ["Closest non-Shaken enemy: E1 (centres 5 in apart; E2 27.8 in).",
      "Away from E1: (-4, -3)/5, bearing 180 + atan(4/3) = %.3f deg." % b,
      "Flee 12: centre (36 - 12*0.8, 24 - 12*0.6) = (%.3f, %.3f). Nothing on the path." % end],
     end=(end, b))

# f03 charge reaction Flee!: through a friend, panic test
F = U("F", "red", (28, 26), 233.1301, 4, 2, 20)
C = U("C", "blue", (20, 20), 53.1301, 5, 2, 25, ["charging F"])
G = U("G", "red", (31.6, 28.7), 0, 3, 1, 25)
b = away(F, C)
end = mv(F.c, b, 9)
flee("f03_reaction_flee_through_friend_panics_it", "Flee! charge reaction: away from the charger, through a friend (Panic Test)",
     F, [C, G], "charge_reaction", "C", (4, 5),
     ["001: Charge Reaction Flee! -> face directly away from the Charging enemy, Centre to Centre.",
      "C -> F = (8, 6)/10: bearing atan2(8, 6) = %.3f deg." % b,
      "Flee 4+5 = 9: centre (28 + 9*0.8, 26 + 9*0.6) = (%.3f, %.3f)." % end,
      "G's centre lies on the path 4.5 in along it: F passes through G (friend) -> panic_test G.",
      "Half-diagonals F 1.761, G 1.556: 3.317 < 4.5, so F neither starts nor ends on G."],
     end=(end, b), evs=["panic_test G"])

# f04 terror: away from a monster, through impassable rocks -> Dangerous Terrain (4+)
F = U("F", "red", (50, 30), 0, 5, 1, 20)
M = U("M", "blue", (47, 26), 36.8699, 1, 1, 50)
b = away(F, M)
end = mv(F.c, b, 8)
rc = mv(F.c, b, 3.5)
rock = [(rc[0] - .75, rc[1] - .75), (rc[0] + .75, rc[1] - .75), (rc[0] + .75, rc[1] + .75), (rc[0] - .75, rc[1] + .75)]
flee("f04_terror_flee_through_rocks_dangerous", "Failed Terror Test: away from the monster, through rocks -> Dangerous Terrain (4+)",
     F, [M], "terror", "M", (5, 3),
     ["001: failed Terror Test -> face directly away from the Charging (terrifying) unit, Centre to Centre.",
      "M -> F = (3, 4)/5: bearing %.3f deg. Flee 8: centre (50 + 4.8, 30 + 6.4) = (%.3f, %.3f)." % (b, end[0], end[1]),
      "A 1.5 in square rock centred 3.5 in along the path at (%.3f, %.3f): passed through," % rc,
      "-> dangerous_terrain_test F 4. F half-diagonal 2.007 + rock 1.061 = 3.068 < 3.5 (start) and < 4.5 (end)."],
     end=(end, b), evs=["dangerous_terrain_test F 4"], terrain=[("rocks", rock)])

# f05 failed break from E's front (E faces east)
E = U("E", "blue", (20, 24), 90, 5, 3, 25)
F = U("F", "red", (20 + 1.5 * B25 + B25, 24), 270, 4, 2, 25)
end = mv(F.c, 90, 8)
flee("f05_failed_break_from_front_flees_east", "Failed Break Test in E's Front Facing: Rear Facing parallel to it, flees east",
     F, [E], "failed_break", "E", (2, 6),
     ["001: Failed Break Test -> Rear Facing parallel with the Facing it was Engaged in (E's Front, facing 90).",
      "E's front edge x = 20 + 37.5mm = 21.476; F (depth 50mm) touches it: centre x = 21.476 + 0.984 = %.4f." % F.c[0],
      "F pivots 180 about its centre to face 90 (away from E) and moves 2+6 = 8: centre (%.4f, 24)." % end[0]],
     end=(end, 90), combats=[["E", "F"]])

# f06 failed break from E's right flank, E facing 30 -> flees facing 120
E = U("E", "blue", (30, 20), 30, 4, 2, 25)
rr = rgt(30)
off = E.W / 2 + 1.5 * B40 / 1.5 * 0 + (1 * B40) / 2
F = U("F", "red", (30 + off * rr[0], 20 + off * rr[1]), 300, 3, 1, 40)
end = mv(F.c, 120, 8)
flee("f06_failed_break_from_right_flank_of_turned_enemy", "Failed Break Test in the Right Flank of an enemy facing 30: flees facing 120",
     F, [E], "failed_break", "E", (4, 4),
     ["E faces 30; its Right Flank faces 30 + 90 = 120, at W/2 = 1.969 in along right (cos30, -sin30).",
      "F (3x1 40mm, depth 1.575) touches it: centre = E + (1.969 + 0.787)*(0.866, -0.5) = (%.4f, %.4f)." % F.c,
      "Rear Facing parallel with E's Right Flank, away from E -> F faces 120.",
      "Flee 8 along (sin120, cos120) = (0.866, -0.5): (%.4f, %.4f)." % end],
     end=(end, 120), combats=[["E", "F"]])

# f07 failed break from E's rear
E = U("E", "blue", (40, 30), 0, 5, 2, 20)
F = U("F", "red", (40, 30 - B20 - B25), 0, 3, 2, 25)
end = mv(F.c, 180, 3)
flee("f07_failed_break_from_rear_flees_south_three", "Failed Break Test in E's Rear: flees facing 180, roll 1+2",
     F, [E], "failed_break", "E", (1, 2),
     ["E faces 0, rear edge y = 30 - 0.787 = 29.213; F (depth 1.969) behind it: centre y = %.4f." % F.c[1],
      "Rear Facing parallel with E's Rear Facing, away from E: F faces 180; flee 3: y = %.4f." % end[1]],
     end=(end, 180), combats=[["E", "F"]])

# f08 flee ends on a friend, carried past, panic
F = U("F", "red", (36, 20), 180, 5, 1, 25)
C = U("C", "blue", (36, 12), 0, 5, 2, 25, ["charging F"])
G = U("G", "red", (37, 25.5), 180, 6, 2, 20)
yend = 25.5 + G.D / 2 + F.D / 2
flee("f08_reaction_flee_ends_on_friend_carried_past", "Flee! ends on a friend: continues straight until clear, friend takes a Panic Test",
     F, [C, G], "charge_reaction", "C", (3, 2),
     ["C is due south: F faces 0 (pivot 180). Flee 5: centre y 25, F spans y [24.508, 25.492].",
      "G spans y [25.5 - 0.787, 25.5 + 0.787] = [24.713, 26.287], x [34.638, 39.362]: overlaps.",
      "001 step 4: continue until F can be placed: rear edge at 26.287 -> centre y = 26.287 + 0.492 = %.4f." % yend,
      "Passing through G (friend) -> panic_test G."],
     end=((36, yend), 0), evs=["panic_test G"])

# f09 failed rally, ends in impassable, carried past
F = U("F", "red", (60, 20), 270, 4, 2, 20)
E = U("E", "blue", (66, 20), 90, 3, 1, 40)
rock = [(55, 18), (57.5, 18), (57.5, 22), (55, 22)]
xend = 55 - F.D / 2
flee("f09_failed_rally_ends_in_rocks_carried_past", "Failed Rally: flees west 4, ends in rocks, carried past them (Dangerous Terrain)",
     F, [E], "failed_rally", None, (2, 2),
     ["Only enemy E, due east: F already faces 270 (away). Flee 4: centre x 56, F spans x [55.213, 56.787].",
      "Rocks x [55, 57.5], y [18, 22] overlap: continue until F's rear (east) edge is at x = 55:",
      "centre x = 55 - 0.787 = %.4f. Passed through Impassable Terrain -> dangerous_terrain_test F 4." % xend],
     end=((xend, 20), 270), evs=["dangerous_terrain_test F 4"], terrain=[("rocks", rock)])

# f10 flee ends on a non-charging enemy, oblique, carried past
F = U("F", "red", (16, 32), 323.1301, 5, 1, 20)
C = U("C", "blue", (10, 40), 143.1301, 4, 2, 25, ["charging F"])
N = U("N", "blue", (22, 24), 0, 2, 1, 50)
b = away(F, C)
u = fwd(b)
box = ((22 - N.W / 2, 22 + N.W / 2), (24 - N.D / 2, 24 + N.D / 2))
tin, tout = rect_ahead_exit(F.c, b, F.W, F.D, u, box)
end = mv(F.c, b, tout)
flee("f10_reaction_flee_ends_on_enemy_oblique_carried_past", "Flee! at 143.13 ends on a non-charging enemy: carried past (Dangerous Terrain)",
     F, [C, N], "charge_reaction", "C", (6, 4),
     ["C -> F = (6, -8)/10: bearing 180 - atan(6/8) = %.3f. Flee 10 ends at (22, 24) = N's centre." % b,
      "Continue along u = (0.6, -0.8) until F (rotated 143.13) clears N's box x [20.031, 23.969], y [23.016, 24.984].",
      "Separating axes: F overlaps N for t in (%.4f, %.4f); the binding axis is F's own depth/width axis." % (tin, tout),
      "So F is placed at t = %.4f: centre (%.4f, %.4f). Enemy passed -> dangerous_terrain_test F 4." % (tout, end[0], end[1])],
     end=(end, b), evs=["dangerous_terrain_test F 4"])

# f11 flee into a second charger -> casualty
F = U("F", "red", (36, 30), 0, 4, 1, 25)
C1 = U("C1", "blue", (36, 38), 180, 5, 2, 25, ["charging F"])
C2 = U("C2", "blue", (36.5, 24), 0, 4, 1, 40, ["charging F"])
flee("f11_flee_into_second_charger_removed", "Flee! from C1 runs into C2, which also charged F: removed as a casualty",
     F, [C1, C2], "charge_reaction", "C1", (5, 5),
     ["C1 due north: F faces 180 (no pivot), flees 10 south: front edge from y 29.508 to 19.508.",
      "C2 (declared a Charge against F) spans y [23.213, 24.787]: the move takes F into contact with it.",
      "001 step 5: removed as a Casualty; C2 is no Dangerous Terrain ('handled differently')."],
     removed=True, evs=["casualty F"], no=["dangerous_terrain_test F 4"])

# f12/f13 failed break towards the west table edge
E = U("E", "blue", (8, 24), 270, 5, 2, 25)
F = U("F", "red", (8 - B25 - B50, 24), 90, 3, 2, "cav")
flee("f12_failed_break_reaches_west_table_edge", "Failed Break: cavalry flees west 4 in, the front reaches the Table Edge after 3.078",
     F, [E], "failed_break", "E", (3, 1),
     ["E faces 270, front edge x = 8 - 0.984 = 7.016; F (2 ranks of 50mm, depth 3.937) centre x = %.4f." % F.c[0],
      "Flees facing 270 (pivot 180 about its centre): front edge x = %.4f - 1.969 = %.4f." % (F.c[0], F.c[0] - B50),
      "Flee 4 > 3.078: the move takes F into contact with the Table Edge -> removed as a casualty."],
     removed=True, evs=["casualty F"], combats=[["E", "F"]])
end = mv(F.c, 270, 3)
flee("f13_failed_break_stops_2mm_short_of_table_edge", "Failed Break: flees 3 in, stops with its front 2mm short of the Table Edge",
     F, [E], "failed_break", "E", (1, 2),
     ["As f12, flee 1+2 = 3: centre x = %.4f, front edge at %.4f (2mm) > 0: stays." % (end[0], end[0] - B50)],
     end=(end, 270), no=["casualty F"], exp_extra=[], combats=[["E", "F"]])

# f14 through friend, enemy and rocks in one move
F = U("F", "red", (20, 10), 180, 5, 1, 20)
C = U("C", "blue", (20, 4), 0, 5, 2, 25, ["charging F"])
G = U("G", "red", (20, 13), 0, 3, 1, 25)
N = U("N", "blue", (21, 16.5), 90, 2, 1, 40)
rock = [(18, 19), (22, 19), (22, 20), (18, 20)]
flee("f14_double_six_through_friend_enemy_and_rocks", "Flee! 12 in north through a friend, an enemy and rocks, ends clear",
     F, [C, G, N], "charge_reaction", "C", (6, 6),
     ["C due south: F faces 0, flees 12: centre (20, 22), spans y [21.606, 22.394], clear of rocks (y <= 20).",
      "On the way: G (friend, y [12.508, 13.492]) -> panic_test G; N (enemy, y [14.925, 18.075],",
      "x [20.213, 21.787] within F's x [18.031, 21.969]) and the rocks -> dangerous_terrain_test F 4."],
     end=((20, 22), 0), evs=["panic_test G", "dangerous_terrain_test F 4"], terrain=[("rocks", rock)])

# f15 ends on a friend, carried on into rocks, carried past both
F = U("F", "red", (50, 30), 0, 4, 2, 25)
E = U("E", "blue", (50, 38), 180, 5, 1, 25)
G = U("G", "red", (50.5, 25), 0, 5, 1, 20)
rock = [(48, 22.5), (52, 22.5), (52, 24), (48, 24)]
yend = 22.5 - F.D / 2
flee("f15_failed_rally_carried_past_friend_then_rocks", "Failed Rally ends on a friend; carried on it lands on rocks; carried past both",
     F, [E, G], "failed_rally", None, (2, 3),
     ["E due north: F pivots to 180 and flees 5: centre y 25, spans [24.016, 25.984].",
      "G spans y [24.606, 25.394]: continue until F's rear (north) edge <= 24.606: centre 23.622,",
      "spans [22.638, 24.606], now on the rocks y [22.5, 24]: continue until rear edge <= 22.5:",
      "centre y = 22.5 - 0.984 = %.4f. Events: panic_test G, dangerous_terrain_test F 4." % yend],
     end=((50, yend), 180), evs=["panic_test G", "dangerous_terrain_test F 4"], terrain=[("rocks", rock)])

# f16 passes between two friends with 0.13 in to spare: no panic
F = U("F", "red", (40, 20), 90, 3, 1, 25)
C = U("C", "blue", (48, 20), 270, 4, 2, 25, ["charging F"])
G1 = U("G1", "red", (36, 22), 0, 4, 1, 20)
G2 = U("G2", "red", (36, 18), 0, 4, 1, 20)
flee("f16_flee_between_two_friends_no_panic", "Flee! west between two friends 0.13 in clear of each: no Panic Test",
     F, [C, G1, G2], "charge_reaction", "C", (4, 3),
     ["C due east: F faces 270 (pivot 180), flees 7: centre (33, 20). F spans y [18.524, 21.476].",
      "G1 spans y [21.606, 22.394], G2 [17.606, 18.394]: 0.130 in clear each side; nothing is passed through."],
     end=((33, 20), 270), no=["panic_test G1", "panic_test G2"])

# f17 terror, oblique, carried past a friend (closed form along 45 deg)
F = U("F", "red", (30, 30), 315, 3, 1, "cav")
M = U("M", "blue", (25, 25), 45, 1, 1, 50)
G = U("G", "red", (35.5, 36), 0, 4, 2, 20)
b = away(F, M)
box = ((35.5 - G.W / 2, 35.5 + G.W / 2), (36 - G.D / 2, 36 + G.D / 2))
tin, tout = rect_ahead_exit(F.c, b, F.W, F.D, fwd(b), box)
end = mv(F.c, b, tout)
flee("f17_terror_cavalry_flee_45_carried_past_friend", "Failed Terror Test: cavalry flees at 45 deg 7 in, ends on a friend, carried past",
     F, [M, G], "terror", "M", (3, 4),
     ["M -> F = (5, 5): bearing 45. F pivots from 315 to 45. Flee 7 -> t = 7 ends overlapping G.",
      "G box x [33.925, 37.075], y [35.213, 36.787]. F at 45 deg: half-extent on x and y axes",
      "= (1.476 + 0.984)*0.7071 = 1.740. Moving along (0.7071, 0.7071): the box clears on x when",
      "30 + 0.7071 t - 1.740 >= 37.075 and on y when 30 + 0.7071 t - 1.740 >= 36.787: the F-axes give",
      "overlap for t in (%.4f, %.4f): placed at t = %.4f, centre (%.4f, %.4f). panic_test G." % (tin, tout, tout, end[0], end[1])],
     end=(end, b), evs=["panic_test G"])

# f18 Flee! from a charger on the left flank, through a non-charging enemy
F = U("F", "red", (30, 20), 0, 5, 2, 25)
C = U("C", "blue", (24, 20), 90, 4, 2, "cav", ["charging F"])
N = U("N", "blue", (33.5, 22), 180, 3, 1, 40)
flee("f18_flank_charger_flee_east_through_enemy", "Flee! from a charger in the Left Flank: pivots to 90, east through an enemy",
     F, [C, N], "charge_reaction", "C", (2, 5),
     ["C due west (centres (24,20), (30,20)): F pivots to face 90, flees 7: centre (37, 20).",
      "After the pivot F spans y [17.539, 22.461]; N spans x [31.138, 35.862], y [21.213, 22.787]:",
      "passed through -> dangerous_terrain_test F 4. End x [36.016, 37.984] is clear of N."],
     end=((37, 20), 90), evs=["dangerous_terrain_test F 4"])

# f19 double one: 2 in onto a friend, carried past
E = U("E", "blue", (40, 30), 180, 5, 2, 25)
F = U("F", "red", (40, 30 - B25 - B25 / 2), 0, 4, 1, 25)
G = U("G", "red", (40, 26.5), 0, 4, 2, 25)
yend = 26.5 - G.D / 2 - F.D / 2
flee("f19_failed_break_double_one_onto_friend", "Failed Break, double one: 2 in onto a friend, carried past it",
     F, [E, G], "failed_break", "E", (1, 1),
     ["E faces 180, front edge y = 30 - 0.984 = 29.016; F (depth 0.984) centre y = %.4f." % F.c[1],
      "Flees facing 180 (away from E's Front), 2 in: spans [26.032, 27.016]; G spans [25.516, 27.484].",
      "Continue until F's rear (north) edge is at 25.516: centre y = %.4f. panic_test G." % yend],
     end=((40, yend), 180), evs=["panic_test G"], combats=[["E", "F"]])

# f20 carried past a friend onto the table edge
F = U("F", "red", (12, 6), 0, 3, 1, 25)
C = U("C", "blue", (12, 12), 180, 5, 2, 25, ["charging F"])
G = U("G", "red", (12, 2.0), 0, 6, 3, 20)
flee("f20_carried_past_friend_onto_table_edge", "Flee! 3 in ends on a friend at the south edge; carried on it reaches the Table Edge",
     F, [C, G], "charge_reaction", "C", (2, 1),
     ["C due north: F faces 180, flees 3: centre y 3, spans [2.508, 3.492]; G spans y [0.819, 3.181].",
      "Continue until F's rear edge <= 0.819: its front edge would be at 0.819 - 0.984 < 0: the move takes",
      "F into contact with the Table Edge -> casualty F (G was passed through -> panic_test G)."],
     removed=True, evs=["panic_test G", "casualty F"])

# f21 ends exactly touching a friend: not overlapping, no panic
F = U("F", "red", (20, 30), 90, 3, 1, 25)
E = U("E", "blue", (12, 30), 90, 4, 1, 25)
G = U("G", "red", (26 + F.D / 2 + B50, 30), 270, 2, 2, 50)
flee("f21_failed_rally_ends_touching_friend_no_panic", "Failed Rally ends exactly touching a friend: no overlap, stays, no Panic Test",
     F, [E, G], "failed_rally", None, (3, 3),
     ["E due west: F faces 90 (already), flees 6: centre (26, 30), front edge x = 26.492.",
      "G (depth 2 x 50mm along x) has its rear edge at x = 26.492: touching is not overlapping,",
      "so F stays there and G was not passed through: no panic_test G."],
     end=((26, 30), 90), no=["panic_test G"])

# ---------------------------------------------------------------- PURSUITS
PU = "pursuit.rules"


def pursue(name, title, P, Q, others, dice, work, end=None, removed=False, evs=None, no=None,
           terrain=None, combats=None, extra=None):
    ex = ["units:"]
    if removed:
        ex.append("  %s: {removed: true}" % P.id)
    elif end:
        ex.append(ucentre(P.id, end[0], end[1]))
    ex += extra or []
    if ex == ["units:"]:
        ex = []
    ex += events(evs, no)
    write(name, title, PU, [P, Q] + others, "pursue", [("unit", P.id), ("pursued", Q.id)], dice, ex, work,
          terrain, combats or [[P.id, Q.id]])


# p01 simple_pursuit redone: no pivot, 6 in
P = U("P", "red", (36, 26), 180, 5, 2, 25)
Q = U("Q", "blue", (36, 14), 180, 5, 2, 25, ["fleeing"])
pursue("p01_simple_pursuit_no_pivot_six", "simple_pursuit b redone: already facing the fled unit's direction, moves 6",
       P, Q, [], (3, 3),
       ["000 step 1: P already faces 180 like Q: no pivot; front clear -> step 2.",
        "Rectangle ahead: x [33.539, 36.461], y from 25.016 down to 19.016; Q's rear edge is at",
        "14 + 0.984 = 14.984: nothing in it -> 2.3, move 6: centre (36, 20).",
        "Step 3: 4.031 in from Q, no contact: legal."], end=((36, 20), 180), no=["charge P Q"])

# p02 simple, ends exactly 1 in from the fled unit: legal (>= 1 - tolerance)
yq_rear = 14 + B25
ystart = yq_rear + 1 + B25 + 7
P = U("P", "red", (36, ystart), 180, 5, 2, 25)
pursue("p02_simple_pursuit_ends_exactly_1in_from_fled", "Pursuit of 7 ends exactly 1 in behind the fled unit: legal, no backtrack",
       P, Q, [], (3, 4),
       ["Q's rear edge y = 14.984. P starts at y = 14.984 + 1 + 0.984 + 7 = %.4f (front 8 in from Q)." % ystart,
        "No pivot; nothing within the 7 in rectangle; moves 7: front edge at 15.984, exactly 1 in from Q.",
        "Unit Spacing: 'more than 1 in' is satisfied at distance >= 1 - tolerance: legal, stays at y = %.4f." % (ystart - 7)],
       end=((36, ystart - 7), 180))

# p03 pivot 90 then 6 forward
P = U("P", "red", (30, 24), 0, 5, 2, 25)
Q = U("Q", "blue", (40, 30), 90, 3, 2, 20, ["fleeing"])
pursue("p03_pivot_to_90_then_six", "Pivot to the fled unit's facing 90, then 6 straight ahead",
       P, Q, [], (4, 2),
       ["Pivot about the centre to 90: front x = 30.984, y [21.539, 26.461]; nothing overlapped.",
        "Rectangle ahead to x = 36.984: Q spans y [28.425, 31.575]: not in it. Moves 6: (36, 24).",
        "Step 3: P spans x [35.016, 36.984]; Q is 3 in away: legal."], end=((36, 24), 90))

# p04 pivot to 150, 9 forward
P = U("P", "red", (36, 30), 0, 4, 2, 20)
Q = U("Q", "blue", (50, 12), 150, 3, 1, 25, ["fleeing"])
end = mv(P.c, 150, 9)
pursue("p04_pivot_to_150_then_nine", "Pivot to 150, then 9 along (sin150, cos150)",
       P, Q, [], (5, 4),
       ["Pivot to 150; front clear. Move 9 along (0.5, -0.866): (36 + 4.5, 30 - 7.794) = (%.4f, %.4f)." % end,
        "Q at (50, 12) stays far outside the rectangle ahead (its centre is 9.2 in off the path line)."],
       end=(end, 150))

# p05 pivot front over the board edge -> pursues off
P = U("P", "red", (1.2, 30), 0, 2, 3, 25)
Q = U("Q", "blue", (5, 40), 270, 3, 1, 25, ["fleeing"])
pursue("p05_pivot_front_over_west_edge_off_board", "Pivot to 270 puts the front over the west Board Edge: pursues off the board",
       P, Q, [], (2, 2),
       ["P 2 files x 3 ranks: x [0.216, 2.184] before the pivot. Pivot to 270: front x = 1.2 - 1.476 = -0.276 < 0.",
        "Step 1, first case (uppermost): the Front Facing overlaps the Board Edge -> pursue_off_board P."],
       removed=True, evs=["pursue_off_board P"])

# p06 pursuit b redone: pivot front over an enemy -> charge, placed centred where it was
P = U("P", "red", (30, 24), 0, 2, 2, "cav")
Q = U("Q", "blue", (45, 10), 90, 3, 1, 25, ["fleeing"])
E = U("E", "blue", (31.5 + B40 / 2, 24), 270, 3, 1, 40)
xp = 31.5 - P.D / 2
pursue("p06_pivot_front_over_enemy_charges_placed", "pursuit b redone: after the pivot the front overlaps enemy E: charge, placed in contact",
       P, Q, [E], (2, 2),
       ["P cavalry 2x2 (1.969 wide, 3.937 deep) x [29.016, 30.984]; E's front (west) edge x = 31.5, y [21.638, 26.362].",
        "Arc before the pivot: P's front centre (30, 25.969) is 1.5 in in front of E's front, within its width: Front.",
        "Pivot to 90: front x = 30 + 1.969 = 31.969 > 31.5 -> overlaps E -> charge P E.",
        "Placed facing 90 with its front on x = 31.5: centre x = 31.5 - 1.969 = %.4f." % xp,
        "Models: at y = 24 P spans [23.016, 24.984], covers E's middle file [23.213, 24.787] and overlaps both",
        "outer files by 0.197: 2 + 3 = 5, every model: the start y = 24 is already best, so y stays 24."],
       end=((xp, 24), 90), evs=["charge P E"])

# p07 pursuit a redone: pivot front over a friend not in the combat -> pivot only as far as 1 in allows
P = U("P", "red", (30, 24), 0, 2, 3, "cav")
Q = U("Q", "blue", (50, 10), 90, 3, 1, 25, ["fleeing"])
G = U("G", "red", (32.2 + 3 * B40 / 2, 26), 0, 3, 3, 40)
w, h = P.W / 2, P.D / 2
R = math.hypot(w, h)
alpha = math.degrees(math.atan2(w, h))
th = math.degrees(math.asin(1.2 / R)) - alpha
pursue("p07_pivot_blocked_by_friend_turns_4_deg", "pursuit a redone: the pivot would put the front over a friend: turns only until 1 in from it",
       P, Q, [G], (3, 5),
       ["P cavalry 2 files x 3 ranks: half-width w = 0.984, half-depth h = 2.953; G's west edge x = 32.2, y [23.638, 28.362].",
        "Pivot to 90 would put the front on x = 32.953 (y [23.016, 24.984]) over G: obstruction -> third case.",
        "Turn clockwise (towards 90) by theta while keeping 1 in from G: the front-right corner is at",
        "x = 30 + h sin(theta) + w cos(theta), y = 24 + h cos - w sin (about 26.9, within G's y range).",
        "h sin + w cos = 1.2 -> R sin(theta + a) = 1.2, R = %.4f, a = atan(w/h) = %.4f deg:" % (R, alpha),
        "theta = asin(1.2/R) - a = %.4f deg. Centre unchanged; no steps 2 and 3." % th],
       end=((30, 24), th), no=["charge P G"])

# p08 2.1 board edge ahead -> off board
P = U("P", "red", (20, 7), 180, 4, 2, 25)
Q = U("Q", "blue", (28, 3), 180, 3, 1, 25, ["fleeing"])
pursue("p08_board_edge_ahead_pursues_off", "2.1: the Board Edge is within the 9 in rectangle ahead: pursues off the board",
       P, Q, [], (4, 5),
       ["No pivot. Front edge y = 7 - 0.984 = 6.016; the rectangle ahead (x [18.031, 21.969]) reaches y = -2.984:",
        "the first obstacle is the Board Edge (Q is at x [26.524, 29.476], outside) -> pursue_off_board P."],
       removed=True, evs=["pursue_off_board P"])

# p09 board edge just beyond the rectangle
P = U("P", "red", (20, 10.1), 180, 4, 2, 25)
pursue("p09_board_edge_0_116_beyond_moves_nine", "The rectangle ahead stops 0.116 in short of the Board Edge: moves 9, stays",
       P, Q, [], (4, 5),
       ["Front edge y = 10.1 - 0.984 = 9.116; 9 in ahead reaches y = 0.116 > 0: no Board Edge in the rectangle.",
        "2.3: move 9: centre (20, 1.1). Step 3: legal (Q 7 in away east)."],
       end=((20, 1.1), 180), no=["pursue_off_board P"])

# p10 2.2 enemy ahead -> charge, front to front
P = U("P", "red", (36, 30), 180, 5, 2, 25)
Q = U("Q", "blue", (20, 20), 180, 3, 1, 25, ["fleeing"])
E = U("E", "blue", (36.3, 23), 0, 6, 2, 25)
yc = 23 + B25 + B25
pursue("p10_enemy_ahead_charged_front_to_front", "2.2 pursuit c redone straight: enemy E 5.031 in ahead, Pursuit 7: charge, straight into its Front",
       P, Q, [E], (3, 4),
       ["Front edge y = 29.016; E's front edge y = 23 + 0.984 = 23.984: gap 5.031 <= 7, E in the rectangle -> charge P E.",
        "P's front centre (36, 29.016) is in E's Front arc. Straight in: P x [33.539, 38.461] inside E x [33.347, 39.253];",
        "E's file edges 33.347, 34.331, 35.315, 36.300, 37.284, 38.268: all 6 overlapped, all 5 of P: 11, the most.",
        "Centre y = 23.984 + 0.984 = %.4f." % yc],
       end=((36, yc), 180), evs=["charge P E"])

# p11 same, roll too short: no charge
pursue("p11_enemy_beyond_roll_moves_three", "2.3: enemy E lies beyond the 3 in rectangle: moves 3, no charge",
       P, Q, [E], (2, 1),
       ["Rectangle ahead y from 29.016 to 26.016; E's front is at 23.984: not in it.",
        "2.3: move 3: centre (36, 27). Step 3: P's front 2.031 in from E: legal."],
       end=((36, 27), 180), no=["charge P E"])

# p12 a fleeing enemy (another combat) ahead -> charged, into its rear
Ef = U("E", "blue", (36.3, 23), 180, 6, 2, 25, ["fleeing"])
pursue("p12_fleeing_enemy_ahead_charged_in_rear", "2.2: a fleeing enemy from another combat ahead is charged (no reaction), in its Rear",
       P, Q, [Ef], (3, 4),
       ["As p10 but E faces 180 and is fleeing (it did not Flee from P's combat: combats [P, Q]).",
        "2.2 charges any enemy that did not Flee from the same combat; it may not react. P is in E's Rear arc.",
        "E's rear edge y = 23.984: P's centre y = %.4f as in p10." % yc],
       end=((36, yc), 180), evs=["charge P E"])

# p13 second enemy: the first obstacle is the nearer one
P = U("P", "red", (36, 30), 180, 4, 2, 25)
E1 = U("E1", "blue", (39.8, 25), 0, 3, 1, 40)
E2 = U("E2", "blue", (36, 21), 0, 5, 2, 25)
pursue("p13_two_enemies_ahead_nearer_is_charged", "2.2: two enemies in the rectangle ahead: the first met (E1, partly ahead) is charged",
       P, Q, [E1, E2], (5, 4),
       ["P front y 29.016, x [34.031, 37.969]. E1 x [37.438, 42.162] (0.531 inside the rectangle), front y 25.787:",
        "gap 3.229. E2 centred, front y 21.984: gap 7.031. Pursuit 9: both within; the first obstacle is E1.",
        "-> charge P E1 (not E2)."],
       evs=["charge P E1"], no=["charge P E2"])

# p14 the fled unit of the same combat ahead is an obstruction: contact, backtrack to 1 in
P = U("P", "red", (36, 30), 180, 5, 2, 25)
Q2 = U("Q", "blue", (36, 20), 180, 5, 2, 25, ["fleeing"])
yend = 20 + B25 + 1 + B25
pursue("p14_fled_unit_ahead_is_obstruction_backtracks_1in", "The unit that fled from this combat lies 8.031 ahead, Pursuit 9: stops, backtracks to 1 in",
       P, Q2, [], (6, 3),
       ["Q fled from this combat: an obstruction, not a charge target. Front y 29.016, Q's rear y 20.984: gap 8.031.",
        "2.3: move 9 but the front comes into contact with Q after 8.031: stops (y centre 21.968).",
        "Step 3: in contact with a unit it did not charge, within 1 in: backtrack to the last legal position,",
        "front 1 in from Q: front y 21.984, centre y = %.4f." % yend],
       end=((36, yend), 180), no=["charge P Q"])

# p15 impassable part way: contact then backtrack 1 in
P = U("P", "red", (50, 20), 270, 3, 2, 40)
Q = U("Q", "blue", (40, 35), 270, 3, 1, 25, ["fleeing"])
rock = [(42, 19), (44.4252, 19), (44.4252, 23), (42, 23)]
pursue("p15_rocks_part_way_backtracks_to_1in", "pursuit d redone: rocks 4 in ahead, Pursuit 11: contact, backtrack to 1 in",
       P, Q, [], (6, 5),
       ["P 3x2 of 40mm faces 270: front x = 50 - 1.575 = 48.425; rocks' east edge x = 44.425: gap 4.000.",
        "2.3: moves until the front touches the rocks (4 in) and stops. Step 3: 1 in from Impassable Terrain needed:",
        "backtrack to front x = 45.425: centre (47, 20)."],
       end=((47, 20), 270), terrain=[("rocks", rock)])

# p16 friend not in the combat, turned 30: its corner in the rectangle
P = U("P", "red", (30, 10), 0, 4, 2, 25)
Q = U("Q", "blue", (60, 40), 0, 3, 1, 25, ["fleeing"])
G = U("G", "red", (29, 18), 30, 3, 1, 40)
gf, gr = fwd(30), rgt(30)
low = min(((G.c[0] + sf * G.D / 2 * gf[0] + sr * G.W / 2 * gr[0]), (G.c[1] + sf * G.D / 2 * gf[1] + sr * G.W / 2 * gr[1]))
          for sf in (1, -1) for sr in (1, -1))
low = min([(G.c[0] + sf * G.D / 2 * gf[0] + sr * G.W / 2 * gr[0], G.c[1] + sf * G.D / 2 * gf[1] + sr * G.W / 2 * gr[1])
           for sf in (1, -1) for sr in (1, -1)], key=lambda p: p[1])
front0 = 10 + P.D / 2
yend = low[1] - 1 - P.D / 2
pursue("p16_turned_friend_corner_ahead_backtracks_1in", "A friend outside the combat, turned 30: its corner meets P's front; backtrack to 1 in",
       P, Q, [G], (5, 5),
       ["G (3x1 40mm, facing 30) lowest corner = centre - 0.787 f + 2.362 r (rear-right):",
        "(29 - 0.394 + 2.046, 18 - 0.682 - 1.181) = (%.4f, %.4f), inside P's x [28.031, 31.969]." % low,
        "P front y = %.4f: gap %.4f < 10: 2.3 moves until the front touches that corner, stops." % (front0, low[1] - front0),
        "Step 3: backtrack until 1 in clear; the corner is G's nearest point (G's edges rise from it at 30 and 60 deg):",
        "front y = %.4f - 1, centre y = %.4f." % (low[1], yend)],
       end=((30, yend), 0))

# p17 friend in the same combat is open terrain: through it, ends clear beyond (11) / backtracks (9)
P = U("P", "red", (20, 30), 90, 3, 2, 25)
Q = U("Q", "blue", (30, 40), 90, 3, 1, 25, ["fleeing"])
H = U("H", "red", (26, 30), 0, 4, 1, 20)
pursue("p17a_through_combat_friend_ends_clear_beyond", "A friend of the same combat is Open Terrain: pursues through it, ends 1.441 beyond",
       P, Q, [H], (5, 6),
       ["H (in the combat) spans x [24.425, 27.575]: Open Terrain for steps 1 and 2; nothing else ahead.",
        "2.3: move 11: centre (31, 30), P x [30.016, 31.984]: 2.441 in clear of H: legal (Q far north)."],
       end=((31, 30), 90), combats=[["P", "H", "Q"]])
xend = 24.425197 - 1 - B25
xend = (26 - H.W / 2) - 1 - P.D / 2
pursue("p17b_through_combat_friend_ends_0_441_beyond_backtracks", "Through a friend of the same combat, ends 0.441 beyond it: backtracks to before it",
       P, Q, [H], (4, 5),
       ["As p17a, move 9: P x [28.016, 29.984], 0.441 in beyond H's east edge 27.575: breaks Unit Spacing.",
        "Step 3: backtrack the move to the last legal position where it follows Unit Spacing: going back along",
        "the path every position until the front is 1 in short of H (x 23.425) is too close or overlapping:",
        "front x = 23.425, centre x = %.4f." % xend],
       end=((xend, 30), 90), combats=[["P", "H", "Q"]])

# p18 enemy beside the path 0.5 in: backtrack to 1 in from its corner (0.866)
P = U("P", "red", (30, 10), 0, 4, 2, 25)
Q = U("Q", "blue", (10, 40), 0, 3, 1, 25, ["fleeing"])
E = U("E", "blue", (30 + P.W / 2 + 0.5 + B50, 16 + B50), 270, 2, 2, 50)
yf = 16 - math.sqrt(0.75)
yend = yf - P.D / 2
pursue("p18_enemy_beside_path_half_inch_backtracks_0_866", "An enemy 0.5 in beside the path: ends beside it, backtracks to 1 in from its corner",
       P, Q, [E], (6, 4),
       ["E's west edge x = 31.969 + 0.5 = 32.469, south edge y = 16: outside the rectangle ahead (x <= 31.969).",
        "2.3: move 10: P y [19.016, 20.984], 0.5 in beside E: breaks Unit Spacing -> step 3 backtracks.",
        "Last legal: P's front-right corner (31.969, yf) 1 in from E's corner (32.469, 16):",
        "0.5^2 + (16 - yf)^2 = 1 -> yf = 16 - 0.866 = %.4f; centre y = %.4f." % (yf, yend)],
       end=((30, yend), 0), no=["charge P E"])

# p19 uppermost: board edge beats an enemy, both overlapped by the pivoted front
P = U("P", "red", (1.6, 20), 0, 2, 3, 25)
Q = U("Q", "blue", (10, 40), 240, 3, 1, 25, ["fleeing"])
E = U("E", "blue", (0.2 + 4 * B25 / 2, 18.45 - B25), 180, 4, 2, 25)
ff, rr = fwd(240), rgt(240)
FLc = (1.6 + 1.5 * B25 * ff[0] - B25 * rr[0], 20 + 1.5 * B25 * ff[1] - B25 * rr[1])
FRc = (1.6 + 1.5 * B25 * ff[0] + B25 * rr[0], 20 + 1.5 * B25 * ff[1] + B25 * rr[1])
pursue("p19_pivot_front_over_edge_and_enemy_edge_wins", "Pivot to 240: the front overlaps both the Board Edge and enemy E: the uppermost (edge) wins",
       P, Q, [E], (3, 3),
       ["P 2 files x 3 ranks at (1.6, 20): x [0.616, 2.584], y [18.524, 21.476]. E's top edge y = 18.45, x [0.2, 4.137].",
        "Pivot to 240: front from (%.3f, %.3f) to (%.3f, %.3f): it crosses x = 0 (Board Edge)" % (FLc + FRc),
        "and dips below y = 18.45 inside E's x range (over E by 0.040 in): both cases apply, the uppermost wins:",
        "pursue_off_board P, no charge."],
       removed=True, evs=["pursue_off_board P"], no=["charge P E"])

# p20 uppermost: enemy beats an obstruction (rocks), both overlapped by the pivoted front
P = U("P", "red", (30, 24), 0, 2, 2, "cav")
Q = U("Q", "blue", (50, 5), 90, 3, 1, 25, ["fleeing"])
E = U("E", "blue", (31.5 + B40 / 2, 25.5), 270, 3, 1, 40)
rock = [(31.5, 22.5), (33, 22.5), (33, 23.1), (31.5, 23.1)]
pursue("p20_pivot_front_over_enemy_and_rocks_charge_wins", "Pivot to 90: the front overlaps enemy E and rocks: the charge (above obstruction) wins",
       P, Q, [E], (2, 4),
       ["After the pivot the front is x = 31.969, y [23.016, 24.984]. E (front x 31.5) spans y [23.138, 27.862]:",
        "overlapped. Rocks x [31.5, 33], y [22.5, 23.1]: overlapped too (y 23.016 to 23.1).",
        "The charge case is above the obstruction case: charge P E."],
       evs=["charge P E"], no=["pursue_off_board P"], terrain=[("rocks", rock)])

# p21 post-combat reform: the enemy ahead is an obstruction
P = U("P", "red", (36, 30), 180, 5, 2, 25, ["post_combat_reform"])
Q = U("Q", "blue", (20, 20), 180, 3, 1, 25, ["fleeing"])
E = U("E", "blue", (36.3, 23), 0, 6, 2, 25)
pursue("p21_post_combat_reform_enemy_ahead_obstruction", "2.2: after a Post-Combat Reform the enemy ahead is an obstruction: contact, backtrack to 1 in",
       P, Q, [E], (3, 4),
       ["As p10 but P performed a Post-Combat Reform: E is treated as obstruction.",
        "2.3: the front meets E after 5.031 and stops; step 3 backtracks to 1 in: front y 24.984,",
        "centre y = %.4f." % (23 + B25 + 1 + B25)],
       end=((36, 23 + B25 + 1 + B25), 180), no=["charge P E"])

# p22 pursuit d redone at 200 deg: rocks wall, lowest corner, backtrack 1 in
P = U("P", "red", (40, 30), 180, 5, 2, 20)
Q = U("Q", "blue", (30, 44), 200, 3, 1, 25, ["fleeing"])
rock = [(30, 18), (50, 18), (50, 20), (30, 20)]
f, r = fwd(200), rgt(200)
cs = [(40 + sf * P.D / 2 * f[0] + sr * P.W / 2 * r[0], 30 + sf * P.D / 2 * f[1] + sr * P.W / 2 * r[1]) for sf in (1, -1) for sr in (1, -1)]
lowc = min(cs, key=lambda p: p[1])
t1 = (lowc[1] - 21) / -f[1]
end = mv(P.c, 200, t1)
pursue("p22_pivot_200_rocks_wall_backtracks_1in", "pursuit d redone at 200: the lowest front corner meets a rock wall; backtrack to 1 in",
       P, Q, [], (6, 6),
       ["Pivot from 180 to 200. f = (-0.342, -0.940), r = (-0.940, 0.342). Lowest corner = c + 0.787 f - 1.969 r",
        "(front-left) = (%.4f, %.4f). Rock wall top y = 20, x [30, 50]." % lowc,
        "2.3: moves until that corner touches y = 20 (it is the lowest point), stops; step 3 backtracks to 1 in:",
        "corner at y = 21: t = (%.4f - 21)/0.9397 = %.4f; centre (%.4f, %.4f)." % (lowc[1], t1, end[0], end[1])],
       end=(end, 200), terrain=[("rocks", rock)])

# p23 pursuit c redone: pivot to 270, enemy ahead charged front to front
P = U("P", "red", (40, 20), 0, 4, 2, 25)
Q = U("Q", "blue", (20, 40), 270, 3, 1, 25, ["fleeing"])
F_ = U("F", "blue", (33, 20), 90, 5, 1, 25)
xc = 33 + B25 / 2 + B25
pursue("p23_pivot_270_enemy_ahead_charged", "pursuit c redone: pivot to 270, enemy F 5.524 in ahead, Pursuit 8: charge front to front",
       P, Q, [F_], (3, 5),
       ["Pivot 0 -> 270: front x = 39.016, y [18.031, 21.969]. F faces 90, front x = 33.492, y [17.539, 22.461].",
        "Arc before the pivot: P's front centre (40, 20.984) is in F's Front arc. Gap 5.524 <= 8 -> charge P F.",
        "Straight in: P's 4 files all touch; F's file edges 17.539, 18.524, 19.508, 20.492, 21.476, 22.461:",
        "P [18.031, 21.969] overlaps all 5: 9 models, every one. Centre x = 33.492 + 0.984 = %.4f." % xc],
       end=((xc, 20), 270), evs=["charge P F"])

# p24 two_units_pursuit redone: through a friend of the combat into an enemy
B = U("B", "red", (30, 30), 180, 3, 2, 25)
Q = U("D", "blue", (40, 10), 180, 3, 1, 25, ["fleeing"])
A = U("A", "red", (30, 26), 180, 4, 1, 20)
E = U("E", "blue", (30, 22), 0, 3, 1, 40)
yc = 22 + B40 / 2 + B25
pursue("p24_two_units_through_combat_friend_charges_enemy", "two_units_pursuit redone: B pursues through friend A (same combat) and charges E",
       B, Q, [A, E], (5, 3),
       ["A is in B's combat: Open Terrain in step 2. Front y 29.016; E's front y = 22.787: gap 6.229 <= 8 -> charge B E.",
        "Straight: B x [28.524, 31.476] overlaps all 3 of E's 40mm files (edges 27.638, 29.213, 30.787, 32.362): 6 models.",
        "Centre y = 22.787 + 0.984 = %.4f." % yc],
       end=((30, yc), 180), evs=["charge B E"], combats=[["A", "B", "D"]])

# ---------------------------------------------------------------- ALIGNS (Maximising Contact)
CH = "charge.rules"
ADV = "advance: 4in"


def charge(name, title, C, T, others, dice, work, end=None, evs=None, no=None, extra=None, terrain=None):
    ex = ["units:"]
    if end:
        ex.append(ucentre(C.id, end[0], end[1]))
    ex += extra or []
    ex += events(evs, no)
    write(name, title, CH, [C, T] + others, "charge", [("unit", C.id), ("target", T.id)], dice, ex, work, terrain)


# a01 straight front, charger wider than two 50mm bases
C = U("C", "red", (36, 30), 180, 5, 2, 25, props=ADV)
T = U("T", "blue", (36, 22), 0, 2, 1, 50)
yc = 22 + B50 / 2 + B25
charge("a01_straight_front_five_on_two_50mm", "Straight charge, 5 files of 25mm on 2 of 50mm: straight in, every model engaged",
       C, T, [], (2, 3),
       ["Range 2+3+4 = 9 >= gap 29.016 - 22.984 = 6.031. Straight in: C x [33.539, 38.461], T x [34.031, 37.969]:",
        "C's outer files overlap T by 0.492; all 5 + 2 = 7 models engaged, the most; no need to move sideways.",
        "Centre y = 22.984 + 0.984 = %.4f; T is not moved." % yc],
       end=((36, yc), 180), evs=["charge C T"], extra=["  T: {moved: false}"])

# a02 oblique 20: front-left corner meets T's front, align about it
T = U("T", "blue", (36, 20), 0, 3, 1, 50)
f, r = fwd(200), rgt(200)
w, h = 5 * B25 / 2 * 0 + 4 * B25 / 2, B25 / 2
C0 = (39.2, 30)
FLs = (C0[0] + h * f[0] - w * r[0], C0[1] + h * f[1] - w * r[1])
tT = (FLs[1] - (20 + B50 / 2)) / -f[1]
p = (FLs[0] + tT * f[0], 20 + B50 / 2)
cend = (p[0] - w, p[1] + h)
C = U("C", "red", C0, 200, 4, 1, 25, props=ADV)
charge("a02_oblique_200_corner_contact_aligns", "Charger facing 200 meets T's front with its front-left corner, Aligns about it",
       C, T, [], (4, 3),
       ["C 4x1 25mm (w = 1.969, h = 0.492) faces 200: f = (-0.342, -0.940), r = (-0.940, 0.342).",
        "Its front-left corner c + h f - w r = (%.4f, %.4f) is its lowest point; T's front is y = 20.984," % FLs,
        "x [33.047, 38.953]. Straight on, that corner meets it after t = %.4f at x = %.4f (range 4+3+4 = 11)." % (tT, p[0]),
        "Align (003 step 1): rotate C about that point to face 180; C's front then runs west from it:",
        "x [%.4f, %.4f], centre (%.4f, %.4f)." % (p[0] - 2 * w, p[0], cend[0], cend[1]),
        "Contact: C covers T's middle 50mm file [35.016, 36.984] and overlaps both outer ones: 4 + 3 = 7, all."],
       end=(cend, 180), evs=["charge C T"], extra=["  T: {moved: false}"])

# a03 b1/b2: the charged unit is never rotated even though rotating it engages more
T = U("T", "blue", (36, 20), 15, 4, 1, 40)
f, r = fwd(15), rgt(15)
TFL = (36 + B40 / 2 * f[0] - T.W / 2 * r[0], 20 + B40 / 2 * f[1] - T.W / 2 * r[1])
p = (TFL[0] + 2.0 * r[0], TFL[1] + 2.0 * r[1])
C = U("C", "red", (p[0] + 5 * B25 / 2, 28), 180, 5, 1, 25, props=ADV)
charge("a03_b1_not_b2_target_turned_15_not_rotated", "figure b1/b2 redone: T faces 15; aligning C overhangs T's end, rotating T would engage more: T is not rotated",
       C, T, [], (3, 2),
       ["T 4x1 40mm faces 15: front from FL (%.4f, %.4f) down along r = (0.966, -0.259)." % TFL,
        "C (5x1 25mm, facing 180) has its west (front-right) corner above the point 2.0 in along T's front:",
        "that corner meets T first (T's front falls to the east). Align: C turns about it to face 195,",
        "its front then runs 2.0 .. 6.921 along T's 6.299 in front: overhangs by 0.622 (the last C file",
        "does not touch). Rotating T instead to face 0 (b2) could engage more, but 003's priority 3",
        "(not rotating the enemy) comes before 4 (models): T is not moved; C ends facing 195."],
       evs=["charge C T"], extra=["  C: {facing: 195}", "  T: {moved: false}"])

# a04 charger could contact two units: the straight move would touch U as well
C = U("C", "red", (33.2, 28), 180, 5, 2, 25, props=ADV)
T = U("T", "blue", (30, 20), 0, 4, 1, 40)
Uu = U("U", "blue", (33.15 + 1 + 3 * B40 / 2, 20), 0, 3, 1, 40)
charge("a04_would_touch_second_enemy_avoids_it", "A straight charge would put C's front on T and U: priority 1 (not charging multiple units) keeps U out",
       C, T, [Uu], (3, 3),
       ["T x [26.850, 33.150], U x [34.150, 38.874], fronts flush at y = 20.787; C x [30.739, 35.661].",
        "Straight in, C would touch both. 003 priority 1 'Not Charging multiple enemy units' comes first:",
        "C ends in contact with T only, not touching U (T's front is 6.299 wide, C 4.921: it fits)."],
       evs=["charge C T"], no=["charge C U"], extra=["  C: {facing: 180, clear_of: {U: 0.01in}}", "  T: {moved: false}", "  U: {moved: false}"])

# a05 into the left flank straight
C = U("C", "red", (20, 24), 90, 3, 2, 25, props=ADV)
T = U("T", "blue", (28, 24), 0, 5, 2, 25)
xc = 28 - T.W / 2 - B25
charge("a05_straight_into_left_flank", "Straight charge into a Left Flank: 3 files against 2 ranks, no sideways move",
       C, T, [], (1, 2),
       ["T faces 0; its Left Flank is x = 28 - 2.461 = 25.539, y [23.016, 24.984]. C's front centre (20.984, 24) is in",
        "that arc. Range 1+2+4 = 7 >= 4.555. C y [22.524, 25.476]: all 3 files overlap the flank, and both of T's",
        "flank models touch: 5, the most. Centre x = 25.539 - 0.984 = %.4f." % xc],
       end=((xc, 24), 90), evs=["charge C T"], extra=["  T: {moved: false}"])

# a06 into the rear, charger wider
C = U("C", "red", (40, 10), 0, 4, 1, 40, props=ADV)
T = U("T", "blue", (40, 18), 0, 6, 3, 20)
yc = 18 - T.D / 2 - B40 / 2
charge("a06_straight_into_rear_wider_charger", "Straight charge into the Rear by a wider unit: every rear-rank model engaged",
       C, T, [], (2, 2),
       ["T 6x3 20mm: rear edge y = 18 - 1.181 = 16.819, x [37.638, 42.362]. C (4x1 40mm) x [36.850, 43.150].",
        "C's outer files overlap T by 0.787: all 4 + 6 rear models: 10. Gap 6.031 <= 2+2+4.",
        "Centre y = 16.819 - 0.787 = %.4f." % yc],
       end=((40, yc), 0), evs=["charge C T"], extra=["  T: {moved: false}"])

# a07 b1 OK redone with full contact: target turned 15, C's corner at 0.8 along its front
T = U("T", "blue", (36, 20), 15, 4, 1, 40)
f, r = fwd(15), rgt(15)
TFL = (36 + B40 / 2 * f[0] - T.W / 2 * r[0], 20 + B40 / 2 * f[1] - T.W / 2 * r[1])
p = (TFL[0] + 0.8 * r[0], TFL[1] + 0.8 * r[1])
w, h = 5 * B25 / 2, B25 / 2
C = U("C", "red", (p[0] + w, 28), 180, 5, 1, 25, props=ADV)
f2, r2 = fwd(195), rgt(195)
cend = (p[0] - h * f2[0] - w * r2[0], p[1] - h * f2[1] - w * r2[1])
charge("a07_b1_target_turned_15_charger_aligns_about_corner", "figure b1 OK redone: T faces 15, C's front-right corner meets T's front 0.8 in from its end, C Aligns",
       C, T, [], (3, 2),
       ["T's front-left corner FL = (%.4f, %.4f); the contact point p = FL + 0.8 r = (%.4f, %.4f)." % (TFL + p),
        "C (facing 180, w = 2.461, h = 0.492) has its west corner (front-right) at x = p.x; T's front falls",
        "eastward, so that corner meets it first, after %.4f (range 3+2+4 = 9)." % (28 - h - p[1]),
        "Align: rotate C about p to face 195 (f = (-0.259, -0.966), r = (-0.966, 0.259));",
        "centre = p - h f - w r = (%.4f, %.4f). T is not rotated (priority 3)." % cend,
        "C's front runs 0.8 .. 5.721 along T's 6.299 in front: all 5 C files, all 4 T files (edges 1.575, 3.150,",
        "4.724): 9, every model, so no slide is called for."],
       end=(cend, 195), evs=["charge C T"], extra=["  T: {moved: false}"])

# a08 oblique into the left flank at 110, align about the corner
T = U("T", "blue", (30, 20), 0, 5, 2, 25)
f, r = fwd(110), rgt(110)
w, h = B25, B50
xfl = 30 - T.W / 2
p = (xfl, 20.6)
FLs = (p[0] - 5 * f[0], p[1] - 5 * f[1])
c0 = (FLs[0] - h * f[0] + w * r[0], FLs[1] - h * f[1] + w * r[1])
C = U("C", "red", c0, 110, 2, 2, "cav", props=ADV)
cend = (p[0] - h, p[1] - w)
charge("a08_cavalry_oblique_110_into_left_flank_aligns", "Cavalry facing 110 meets the Left Flank with its front-left corner, Aligns to face 90",
       C, T, [], (2, 3),
       ["T's Left Flank: x = 30 - 2.461 = 25.539, y [19.016, 20.984]. C cavalry 2x2 (w = 0.984, h = 1.969) faces 110:",
        "f = (0.940, -0.342), r = (-0.342, -0.940); its front-left corner c + h f - w r leads (largest x).",
        "Placed so that corner is 5 in (along f) from p = (25.539, 20.6): start centre (%.4f, %.4f)." % c0,
        "C's front centre at the start (%.4f, %.4f) is in T's Left Flank arc (5.03 in west, 0.40 in north of the corner)." % (c0[0] + h * f[0], c0[1] + h * f[1]),
        "Align about p to face 90: the corner stays at p (front-left = north end), front on x = 25.539, y [18.631, 20.6]:",
        "centre (%.4f, %.4f). Both C files and both flank models touch (T's rank edge y = 20): 4, all." % cend],
       end=(cend, 90), evs=["charge C T"], extra=["  T: {moved: false}"])

# a09 straight front, target facing 90
C = U("C", "red", (50, 30), 270, 4, 2, 20, props=ADV)
T = U("T", "blue", (42, 30.5), 90, 3, 1, 50)
xc = 42 + B50 / 2 + B20
charge("a09_straight_from_east_three_50mm_files", "Straight charge from the east into a Front facing 90, 4 files of 20mm on 3 of 50mm",
       C, T, [], (1, 3),
       ["T's front x = 42.984, y [27.547, 33.453] (file edges 29.516, 31.484). C's front x = 49.213, y [28.425, 31.575].",
        "Gap 6.228 <= 1+3+4. Straight: C overlaps all 3 T files (the north one by 0.091) and all 4 of its files: 7.",
        "Centre x = 42.984 + 0.787 = %.4f." % xc],
       end=((xc, 30), 270), evs=["charge C T"], extra=["  T: {moved: false}"])

# a10 straight would touch U corner to corner only: still avoided
T = U("T", "blue", (30, 20), 0, 4, 1, 40)
Uu = U("U", "blue", (33.15 + 1 + 3 * B40 / 2, 20), 0, 3, 1, 40)
C = U("C", "red", (34.15 - 5 * B25 / 2, 28), 180, 5, 2, 25, props=ADV)
charge("a10_straight_would_touch_second_enemy_corner_only", "Straight in, C's corner would just touch U's corner: corner contact is contact, so U is still avoided",
       C, T, [Uu], (3, 3),
       ["As a04 but C's east edge is at x = 34.150 = U's west edge: straight in, C's front-left corner would",
        "meet U's front-left corner (corner-to-corner contact counts as contact, geometry.md). Priority 1:",
        "C must not end touching U; it fits on T's 6.299 in front."],
       evs=["charge C T"], no=["charge C U"], extra=["  C: {facing: 180, clear_of: {U: 0.01in}}", "  U: {moved: false}"])

# ---------------------------------------------------------------- second batch
# f22 through an enemy that declared a charge against another unit: Dangerous Terrain, not removal
F = U("F", "red", (50, 20), 0, 4, 1, 25)
C = U("C", "blue", (50, 14), 0, 5, 2, 25, ["charging F"])
N = U("N", "blue", (50.5, 24), 270, 3, 1, 25, ["charging G"])
G = U("G", "red", (60, 24), 90, 3, 1, 25)
flee("f22_flee_through_enemy_charging_another_unit", "Flee! through an enemy that charged a different unit: Dangerous Terrain (4+), not a casualty",
     F, [C, N, G], "charge_reaction", "C", (4, 4),
     ["C due south: F faces 0 (no pivot), flees 8: centre (50, 28), spans y [27.508, 28.492].",
      "N (declared a Charge against G, not against F) spans x [50.008, 50.992], y [22.524, 25.476]: passed through.",
      "001 step 4: an enemy passed through is Dangerous Terrain (4+); only a unit that declared a Charge",
      "against the Fleeing unit removes it (step 5). -> dangerous_terrain_test F 4, no casualty."],
     end=((50, 28), 0), evs=["dangerous_terrain_test F 4"], no=["casualty F"])

# f23 failed break in the Front of an enemy facing 20
E = U("E", "blue", (30, 20), 20, 5, 2, 25)
ef = fwd(20)
k = E.D / 2 + 2 * B40 / 2
F = U("F", "red", (30 + k * ef[0], 20 + k * ef[1]), 200, 3, 2, 40)
end = mv(F.c, 20, 6)
flee("f23_failed_break_from_front_of_enemy_facing_20", "Failed Break Test in the Front of an enemy facing 20: flees at 20",
     F, [E], "failed_break", "E", (2, 4),
     ["E faces 20; F (3x2 40mm, depth 3.150) stands on E's front, centred: centre = E + (0.984 + 1.575) f20",
      "= (%.4f, %.4f). Rear Facing parallel with E's Front, away from it: F faces 20 (a pivot of 180)." % F.c,
      "Flee 6 along (0.342, 0.940): (%.4f, %.4f)." % end],
     end=(end, 20), combats=[["E", "F"]])

# p25 pivot blocked anticlockwise by rocks
P = U("P", "red", (40, 24), 0, 2, 3, "cav")
Q = U("Q", "blue", (20, 40), 270, 3, 1, 25, ["fleeing"])
rock = [(34, 23.5), (37.5, 23.5), (37.5, 28.5), (34, 28.5)]
w, h = P.W / 2, P.D / 2
R = math.hypot(w, h)
alpha = math.degrees(math.atan2(w, h))
th = math.degrees(math.asin(1.5 / R)) - alpha
pursue("p25_pivot_blocked_by_rocks_anticlockwise", "The Pivot to 270 would put the front into rocks: turns anticlockwise only until 1 in from them",
       P, Q, [], (2, 6),
       ["P cavalry 2x3 (w 0.984, h 2.953) x [39.016, 40.984]; rocks' east edge x = 37.5, y [23.5, 28.5]: 1.516 clear.",
        "Pivot to 270: front x = 37.047 would overlap the rocks -> third case: turn anticlockwise by theta, stay 1 in off.",
        "Front-left corner x = 40 - (h sin + w cos), y = 24 + h cos - w sin (about 26.9, beside the rocks):",
        "h sin + w cos = 40 - 37.5 - 1 = 1.5: theta = asin(1.5/%.4f) - %.4f = %.4f deg; facing %.4f." % (R, alpha, th, 360 - th)],
       end=((40, 24), 360 - th), terrain=[("rocks", rock)])

# p26 pursuit b with the Front determined before the Pivot while the Pivot turns east
P = U("P", "red", (30, 24), 0, 2, 2, "cav")
Q = U("Q", "blue", (50, 5), 90, 3, 1, 25, ["fleeing"])
E = U("E", "blue", (31.2 + 1.5 * B40, 24.5 - B40 / 2), 0, 3, 1, 40)
cx = 31.2 + 2 * B40 - B25
cy = 24.5 + B50
pursue("p26_pivot_into_enemy_placed_on_front_arc_found_before", "pursuit b: the Pivot to 90 puts the front into E, but P was in E's Front arc: placed on E's Front, facing 180",
       P, Q, [E], (3, 3),
       ["E faces 0: x [31.2, 35.924], front y 24.5 (files edges 32.775, 34.350). P cavalry 2x2 x [29.016, 30.984].",
        "Before the Pivot P's front centre (30, 25.969) is 1.2 west and 1.469 north of E's front-left corner: Front arc.",
        "Pivot to 90: front x = 31.969, y [23.016, 24.984] overlaps E -> charge P E, placed 'in the Facing determined",
        "before the Pivot': front on E's Front (y 24.5), facing 180, centre y = 24.5 + 1.969 = %.4f." % cy,
        "Most models: P (1.969 wide) covers E's middle file when cx in [34.350 - 0.984, 32.775 + 0.984]: 2 + 3 = 5.",
        "Nearest that to the start x = 30: cx = %.4f (P's right file meets E's third file corner to corner)." % cx],
       end=((cx, cy), 180), evs=["charge P E"])

# p27 a friend outside the combat before an enemy in the rectangle
P = U("P", "red", (30, 30), 180, 4, 2, 25)
Q = U("Q", "blue", (50, 40), 180, 3, 1, 25, ["fleeing"])
G = U("G", "red", (30, 25), 0, 3, 1, 25)
E = U("E", "blue", (30, 21), 0, 5, 1, 25)
yend = 25 + B25 / 2 + 1 + B25
pursue("p27_friend_before_enemy_in_rectangle_stops_no_charge", "2.3: a friend outside the combat is the first obstacle, an enemy lies behind it: no charge, back to 1 in",
       P, Q, [G, E], (5, 5),
       ["Front y 29.016; G (not in the combat: an obstruction) north edge y 25.492: gap 3.524; E's front y 21.492.",
        "The first obstacle is G, not an enemy: 2.3, move 10, stopped by contact with G after 3.524.",
        "Step 3: back to 1 in from G: front y 26.492, centre y = %.4f. No charge." % yend],
       end=((30, yend), 180), no=["charge P E"])

# p28 the Pivot puts P's side over a friend, the front is clear: proceed
P = U("P", "red", (30, 24), 0, 5, 2, 25)
Q = U("Q", "blue", (50, 5), 90, 3, 1, 25, ["fleeing"])
G = U("G", "red", (29.9, 26.6), 90, 3, 1, 20)
pursue("p28_pivot_body_over_friend_front_clear_proceeds", "After the Pivot P's body (not its front) overlaps a friend outside the combat: ignored, it moves on",
       P, Q, [G], (3, 3),
       ["Pivot to 90: P x [29.016, 30.984], y [21.539, 26.461]; G x [29.506, 30.294], y [25.419, 27.781]: P's",
        "boundary overlaps G but its front (x 30.984) does not. 000: 'only the Front Facing needs to be clear'.",
        "Step 2: nothing ahead; move 6: centre (36, 24), 4.7 in clear of G: legal."],
       end=((36, 24), 90))

# p29 2.2 into a Left Flank: a 0.3 in slide engages all four files (corner to corner)
P = U("P", "red", (36.3, 30), 180, 4, 2, 25)
Q = U("Q", "blue", (10, 40), 180, 3, 1, 25, ["fleeing"])
E = U("E", "blue", (36, 22), 90, 5, 2, 25)
yc = 22 + E.W / 2 + B25
pursue("p29_charge_into_left_flank_slides_0_3_for_six", "2.2: enemy side-on ahead, charged in its Left Flank; sliding 0.3 in engages six models, not five",
       P, Q, [E], (3, 3),
       ["E faces 90 (5x2 25mm): its Left Flank is its north edge y = 22 + 2.461 = 24.461, x [35.016, 36.984].",
        "P's front centre (36.3, 29.016) lies in that arc; gap 4.555 <= 6 -> charge P E.",
        "Straight in (cx 36.3) P's files [34.331 .. 38.269] touch the flank with 3 files: 3 + 2 = 5.",
        "At cx = 36 P's outer files meet the flank's ends corner to corner (geometry.md: contact): 4 + 2 = 6,",
        "the only place with 6. Centre (36, %.4f), facing 180." % yc],
       end=((36, yc), 180), evs=["charge P E"])

# p30 the pursued unit was destroyed: its last facing
P = U("P", "red", (20, 20), 0, 4, 2, 25)
Q = U("Q", "blue", (26, 30), 45, 3, 1, 25)
Q.state = []
end = mv(P.c, 45, 8)
write("p30_destroyed_pursued_facing_45_moves_eight", "The Pursued unit was destroyed facing 45: P pivots to 45 and moves 8",
      PU, [P, Q], "pursue", [("unit", "P"), ("pursued", "Q")], (4, 4),
      ["units:", ucentre("P", end, 45)],
      ["000 step 1: face the direction the Pursued unit would have had: Q (removed) faced 45.",
       "Pivot to 45; nothing ahead (Q is off the table). Move 8 along (0.7071, 0.7071): (%.4f, %.4f)." % end],
      None, [["P", "Q"]])
# mark Q removed in the written file
pth = os.path.join(HERE, "p30_destroyed_pursued_facing_45_moves_eight.yaml")
s = open(pth).read().replace("base: [25mm, 25mm]}\nrun", "base: [25mm, 25mm]}\nrun")
s = s.replace("  Q: {side: blue, centre: [26in, 30in], facing: 45, files: 3, ranks: 1, base: [25mm, 25mm]}",
              "  Q: {side: blue, centre: [26in, 30in], facing: 45, files: 3, ranks: 1, base: [25mm, 25mm], removed: true}")
open(pth, "w").write(s)

# p31 the fled unit of the same combat ahead of another enemy
P = U("P", "red", (36, 30), 180, 5, 2, 25)
Q = U("Q", "blue", (36, 24), 180, 5, 1, 25, ["fleeing"])
E = U("E", "blue", (36, 18), 0, 5, 2, 25)
yend = 24 + B25 / 2 + 1 + B25
pursue("p31_fled_unit_before_enemy_stops_no_charge", "The unit that fled from this combat lies before another enemy: it is an obstruction; stop, back to 1 in",
       P, Q, [E], (6, 5),
       ["Front y 29.016; Q (fled from this combat) rear y 24.492: gap 4.524; E's front y 18.984 farther.",
        "First obstacle Q, an obstruction: 2.3, stop at contact; step 3 back to 1 in: front y 25.492,",
        "centre y = %.4f. No charge on E." % yend],
       end=((36, yend), 180), no=["charge P E", "charge P Q"])

# a11 offset charger slides west to engage every model (least move, corner to corner ends)
T = U("T", "blue", (36, 20), 0, 3, 1, 50)
C = U("C", "red", (33.047244 + 4.906 + 5 * B25 / 2, 28), 180, 5, 1, 25, props=ADV)
C.c = (36 - T.W / 2 + 4.906 + 5 * B25 / 2, 28)
cxe = 36 - T.W / 2 + B50 + 5 * B25 / 2
charge("a11_offset_charger_slides_to_engage_all_eight", "A charger overlapping only the end of T's front: Maximising Contact slides it 2.937 in to engage 5 + 3",
       C, T, [], (3, 3),
       ["T 3x1 50mm: front y 20.984, x [33.047, 38.953], file edges 35.016, 36.984. C 5x1 25mm x [37.953, 42.874].",
        "Straight in only C's two west files touch (3 models). With s = C's west end - 33.047, all 5 C files touch",
        "for s <= 1.969 (C's east file then meets T's end corner to corner) and T's west file is touched for",
        "s <= 1.969; T's east file for s >= -0.984: every model (8) for s in [-0.984, 1.969].",
        "The least move from s = 4.906 is s = 1.969: centre x = %.4f, y = 20.984 + 0.492 = %.4f." % (cxe, 20 + B50 / 2 + B25 / 2)],
       end=((cxe, 20 + B50 / 2 + B25 / 2), 180), evs=["charge C T"], extra=["  T: {moved: false}"])

# f24 carried past a triangular rock: the slanted side decides where it may stop
F = U("F", "red", (20 + 1 + 3 * B25 / 2, 17), 180, 3, 2, 25)
C = U("C", "blue", (F.c[0], 10), 0, 4, 2, 25, ["charging F"])
rock = [(20, 20), (26, 20), (20, 24)]
ytop = 24 - (21 - 20) * 4 / 6
yend = ytop + F.D / 2
flee("f24_ends_on_triangular_rock_carried_past_slope", "Flee! ends on a triangular rock: carried on until its rear edge clears the sloping side",
     F, [C], "charge_reaction", "C", (2, 2),
     ["C due south: F pivots to 0 and flees 4: centre y 21, x [21, 23.953], spans y [20.016, 21.984].",
      "Rock: triangle (20,20), (26,20), (20,24); its sloping side y = 24 - (x - 20)*2/3 is highest over F",
      "at F's west side x = 21: y = %.4f. F is carried on until its rear edge is there: centre y = %.4f." % (ytop, yend),
      "-> dangerous_terrain_test F 4."],
     end=((F.c[0], yend), 0), evs=["dangerous_terrain_test F 4"], terrain=[("rocks", rock)])

# p32 pursuit b with a friend where the best placement would stand: the best that fits
P = U("P", "red", (30, 24), 0, 2, 2, "cav")
Q = U("Q", "blue", (45, 10), 90, 3, 1, 25, ["fleeing"])
E = U("E", "blue", (31.5 + B40 / 2, 24), 270, 3, 1, 40)
G = U("G", "red", (27.3 + B20, 23.5 - B20), 0, 2, 2, 20)
cy = 23.5 + B25
pursue("p32_pivot_into_enemy_friend_blocks_best_placement", "pursuit b: a friend stands where the 5-model placements lie; placed at the nearest 4-model one that fits",
       P, Q, [E, G], (2, 2),
       ["As p06 (P placed facing 90, front on x = 31.5, x [27.563, 31.5]); 5 models need P's y centre in",
        "[23.803, 24.197] (covering E's middle file [23.213, 24.787]). Friend G (not in the combat) x [27.3, 28.875],",
        "y [21.925, 23.5]: any placement with P's bottom below 23.5 overlaps it (Unit Spacing is ignored, overlap is not).",
        "So no 5-model placement fits; 4 (P's 2 + E's files 2 and 3) with P's bottom >= 23.5: nearest the start,",
        "centre y = 23.5 + 0.984 = %.4f, x = 29.5315." % cy],
       end=((31.5 - B50, cy), 90), evs=["charge P E"])

# p33 the Pivot puts the front over an enemy fleeing from another combat: charged, in its Rear
P = U("P", "red", (30, 24), 0, 2, 2, "cav")
Q = U("Q", "blue", (45, 10), 90, 3, 1, 25, ["fleeing"])
E = U("E", "blue", (31.5 + B40 / 2, 24), 90, 3, 1, 40, ["fleeing"])
pursue("p33_pivot_front_over_enemy_fleeing_other_combat_rear", "Step 1: the Pivot puts the front over an enemy fleeing from another combat: charged in its Rear",
       P, Q, [E], (2, 2),
       ["As p06 but E faces 90 and is fleeing from another combat (combats [P, Q]): 'an enemy unit that did not",
        "Flee from the same combat' is charged, and may not react. P's front centre (30, 25.969) lies in E's Rear",
        "arc (E's rear edge x = 31.5). Placed facing 90 against that Rear: centre (%.4f, 24) as in p06." % (31.5 - B50)],
       end=((31.5 - B50, 24), 90), evs=["charge P E"])

# p34 as p26 but P's front centre lies exactly on the line between E's Front and Left Flank arcs: Flank
P = U("P", "red", (30, 24), 0, 2, 2, "cav")
Q = U("Q", "blue", (50, 5), 90, 3, 1, 25, ["fleeing"])
ytop = 24 + B50 - 1.2
E = U("E", "blue", (31.2 + 1.5 * B40, ytop - B40 / 2), 0, 3, 1, 40)
pursue("p34_pivot_into_enemy_exactly_on_arc_line_takes_flank", "As p26 but P's front centre is exactly on the line between E's Front and Left Flank arcs: the Flank",
       P, Q, [E], (3, 3),
       ["E faces 0, front-left corner (31.2, %.4f). P's front centre (30, 25.9685) is 1.2 west and 1.2 north of it:" % ytop,
        "on the 135-degree line; geometry.md: a point exactly on the line between two arcs is in the Flank arc.",
        "The Pivot to 90 puts the front (x 31.969, y [23.016, 24.984]) over E -> charge P E on its Left Flank",
        "(x = 31.2, y [%.4f, %.4f], one model): placed facing 90, centre x = 31.2 - 1.969 = %.4f;" % (ytop - B40, ytop, 31.2 - B50),
        "both P files touch that flank for any centre y in [%.4f, %.4f]: the start y = 24 stays." % (ytop - B40, ytop)],
       end=((31.2 - B50, 24), 90), evs=["charge P E"])
