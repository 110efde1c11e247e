#!/usr/bin/env python3
"""Writes the fresh8 scenarios (T9A charge, flee, pursuit) with their expected values.

Every expected value here is worked by hand from the seed texts (000 pursuit, 001 flee,
003 aligning / maximising contact, the INDEX facts) and geometry.md, written as formulas
below and copied into each scenario's header. check.py recomputes them another way
(brute force over slides, sampled sweeps, root finding), without rulec.

Lengths are mm inside; 1in = 25.4mm. Bearings: 0 north (+y), 90 east (+x), clockwise.
"""
import math, os

HERE = os.path.dirname(os.path.abspath(__file__))
IN = 25.4
BOARD_W, BOARD_D = 72 * IN, 48 * IN


def f(b):  # forward unit vector of bearing b
    r = math.radians(b)
    return (math.sin(r), math.cos(r))


def rt(b):  # right unit vector of bearing b
    r = math.radians(b)
    return (math.cos(r), -math.sin(r))


def add(p, *vs):
    x, y = p
    for (k, v) in vs:
        x += k * v[0]
        y += k * v[1]
    return (x, y)


def mm(v):
    s = ("%.4f" % v).rstrip("0").rstrip(".")
    if s in ("-0", ""):
        s = "0"
    return s + "mm"


def ang(a):
    a = a % 360.0
    if abs(a - 360.0) < 1e-9:
        a = 0.0
    s = ("%.4f" % a).rstrip("0").rstrip(".")
    return s if s != "-0" else "0"


class U:
    def __init__(self, side, centre, facing, files=1, ranks=1, base=(20, 20), state=None, props=None):
        self.side, self.centre, self.facing = side, centre, facing
        self.files, self.ranks, self.base = files, ranks, base
        self.state, self.props = state or [], props or {}

    @property
    def w(self):
        return self.files * self.base[0]

    @property
    def d(self):
        return self.ranks * self.base[1]

    def front_centre(self):
        return add(self.centre, (self.d / 2, f(self.facing)))


def side_geom(t, side):
    """(outward normal bearing, midpoint of that Facing, length of it) of unit t."""
    F, R = f(t.facing), rt(t.facing)
    if side == "front":
        return t.facing, add(t.centre, (t.d / 2, F)), t.w
    if side == "rear":
        return t.facing + 180, add(t.centre, (-t.d / 2, F)), t.w
    if side == "left":
        return t.facing + 270, add(t.centre, (-t.w / 2, R)), t.d
    if side == "right":
        return t.facing + 90, add(t.centre, (t.w / 2, R)), t.d
    raise ValueError(side)


def against(t, side, c, slide=0.0):
    """Centre and facing of charger c standing with its Front Facing flat on t's Facing side,
    centred on it, slid `slide` mm along it (to the right as the charger sees it)."""
    nb, m, _ = side_geom(t, side)
    facing = (nb + 180) % 360
    centre = add(m, (c.d / 2, f(nb)), (slide, rt(facing)))
    return centre, facing


def dist_pts(p, q):
    return math.hypot(p[0] - q[0], p[1] - q[1])


SCEN = []


def scen(fname, title, header, rules, units, run, args, dice, expect, terrain=None, combats=None,
         choices=None, tolerance=None):
    SCEN.append(dict(fname=fname, title=title, header=header, rules=rules, units=units, run=run,
                     args=args, dice=dice, expect=expect, terrain=terrain or [], combats=combats,
                     choices=choices, tolerance=tolerance))


def unit_yaml(name, u):
    out = ["  %s:" % name, "    side: %s" % u.side,
           "    centre: [%s, %s]" % (mm(u.centre[0]), mm(u.centre[1])),
           "    facing: %s" % ang(u.facing)]
    if u.files != 1:
        out.append("    files: %d" % u.files)
    if u.ranks != 1:
        out.append("    ranks: %d" % u.ranks)
    out.append("    base: [%s, %s]" % (mm(u.base[0]), mm(u.base[1])))
    if getattr(u, "removed", False):
        out.append("    removed: true")
    if u.state:
        out.append("    state: [%s]" % ", ".join(u.state))
    if u.props:
        out.append("    props: {%s}" % ", ".join("%s: %s" % kv for kv in u.props.items()))
    return out


def exp_yaml(e):
    out = ["expect:"]
    if e.get("units"):
        out.append("  units:")
        for name, d in e["units"].items():
            parts = []
            if "centre" in d:
                parts.append("centre: [%s, %s]" % (mm(d["centre"][0]), mm(d["centre"][1])))
            if "facing" in d:
                parts.append("facing: %s" % ang(d["facing"]))
            if "removed" in d:
                parts.append("removed: %s" % ("true" if d["removed"] else "false"))
            if "moved" in d:
                parts.append("moved: %s" % ("true" if d["moved"] else "false"))
            if "clear_of" in d:
                parts.append("clear_of: {%s}" % ", ".join("%s: %s" % (k, mm(v)) for k, v in d["clear_of"].items()))
            if "state" in d:
                s = d["state"]
                sub = []
                if s.get("has"):
                    sub.append("has: [%s]" % ", ".join(s["has"]))
                if s.get("lacks"):
                    sub.append("lacks: [%s]" % ", ".join(s["lacks"]))
                parts.append("state: {%s}" % ", ".join(sub))
            out.append("    %s: {%s}" % (name, ", ".join(parts)))
    if e.get("events"):
        out.append("  events:")
        for ev in e["events"]:
            out.append("    - %s" % ev)
    if e.get("no_events"):
        out.append("  no_events: [%s]" % ", ".join(e["no_events"]))
    return out


def write_all():
    for s in SCEN:
        lines = ["# " + l if l else "#" for l in s["header"].strip("\n").split("\n")]
        lines.append("name: \"%s\"" % s["title"].replace("\"", "'"))
        lines.append("rules: [../../../rules/%s]" % s["rules"])
        lines.append("board: {width: 72in, depth: 48in}")
        lines.append("units:")
        for name, u in s["units"].items():
            lines += unit_yaml(name, u)
        if s["terrain"]:
            lines.append("terrain:")
            for t in s["terrain"]:
                lines.append("  - name: %s" % t["name"])
                lines.append("    kind: %s" % t["kind"])
                lines.append("    polygon: [%s]" % ", ".join("[%s, %s]" % (mm(x), mm(y)) for x, y in t["polygon"]))
        if s["combats"]:
            lines.append("combats:")
            for c in s["combats"]:
                lines.append("  - [%s]" % ", ".join(c))
        lines.append("run: %s" % s["run"])
        lines.append("args: {%s}" % ", ".join("%s: %s" % kv for kv in s["args"].items()))
        lines.append("dice: [%s]" % ", ".join(str(d) for d in s["dice"]))
        if s["choices"]:
            lines.append("choices: {%s}" % ", ".join("%s: %s" % kv for kv in s["choices"].items()))
        if s["tolerance"]:
            lines.append("tolerance: %s" % s["tolerance"])
        lines += exp_yaml(s["expect"])
        with open(os.path.join(HERE, s["fname"] + ".yaml"), "w") as fh:
            fh.write("\n".join(lines) + "\n")


def rect_poly(x0, y0, x1, y1):
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


# SCENARIOS

CH = "charge.rules"
INF = {"advance": "4in"}
CAV = {"advance": "8in"}


def rot_cw(v, b):
    """Vector v turned clockwise by b degrees (bearings grow clockwise)."""
    r = math.radians(b)
    return (v[0] * math.cos(r) + v[1] * math.sin(r), -v[0] * math.sin(r) + v[1] * math.cos(r))


UNIQUE = """Maximising Contact (seed 003, priority 4): the charger's front rank is {n} bases of {cw}mm =
{cwid}mm, the Target Facing {tlen}mm holding {m} model(s). A charger base touches the facing only
if its edge meets the closed segment of the facing (corner to corner counts, geometry.md), so at
most {tlen}/{cw} + 2 = {n} charger bases can touch, and then only with one base overhanging
each end and meeting the facing's ends corner to corner: exactly one slide, the centred one.
All {m} target model(s) are touched there too: {n} + {m} = {tot} in contact, the bound, met only
by the centred placement (check.py scans every slide). The charger is not rotated back nor the
target turned (priority 3): the target stays where it is."""


def ok_expect(cname, tname, centre, facing, others=()):
    u = {cname: {"centre": centre, "facing": facing}, tname: {"moved": False}}
    for o in others:
        u[o] = {"moved": False}
    return {"units": u, "events": ["charge %s %s" % (cname, tname)]}


def fail_expect(cname, tname, others=()):
    u = {cname: {"clear_of": {tname: 0.1}}, tname: {"moved": False}}
    for o in others:
        u[o] = {"moved": False}
    return {"units": u}


def uniq(n, cw, tlen, m):
    return UNIQUE.format(n=n, cw=cw, cwid=n * cw, tlen=tlen, m=m, tot=n + m)


def build_charges():
    # c01 straight front charge, a wide charger on a narrower block
    T = U("blue", (600, 700), 180, 5, 3)
    C = U("red", (600, 670 - 6 * IN - 20), 0, 7, 2, props=INF)
    end, fc = against(T, "front", C)
    scen("c01_front_straight_wide_charger", "front charge straight ahead, 7 wide on 5 wide",
         """c01: C (7x2 of 20mm, facing 0) charges T (5x3 of 20mm, facing 180) straight ahead.
T's Front Facing: y = 700 - 60/2 = 670, x 550..650. C's front: y = %.1f, x 530..670: the gap is
6in = 152.4mm (the facings overlap across, so the distance is the gap). C's front centre
(600, %.1f) is in T's Front arc (between the 135-degree lines from (550,670) and (650,670)).
Charge Range = 2D6 (7) + Advance Rate 4in = 11in >= 6in: the charge reaches.
%s
End: C facing 0, front on y = 670, centre (600, 670 - 40/2) = (600, 650).""" % (C.front_centre()[1], C.front_centre()[1], uniq(7, 20, 100, 5)),
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [7], ok_expect("C", "T", end, fc))

    # c02 same, charger offset: straight ahead is the greedy wrong answer
    C = U("red", (500, 670 - 6 * IN - 20), 0, 7, 2, props=INF)
    scen("c02_front_offset_charger_centres", "front charge from 100mm to the left: the charger centres",
         """c02: as c01 but C stands 100mm to the left (centre x 500). Moving straight ahead would leave
C's front on x 430..570, touching only T's left file and 2 of C's bases in line (greedy answer,
wrong). C's front centre (500, %.1f) is in T's Front arc: the left arc line from (550,670)
runs to (550 - 152.4, 517.6) = (397.6, 517.6), and 500 > 397.6.
Distance: facings overlap across (430..570 meets 550..650): 6in. Range 2D6 (7) + 4in = 11in.
%s
End: C facing 0, centre (600, 650).""" % (C.front_centre()[1], uniq(7, 20, 100, 5)),
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [7], ok_expect("C", "T", end, fc))

    # c03 infantry on a 40mm monster
    T = U("blue", (700, 700), 180, 1, 1, base=(40, 40))
    C = U("red", (690, 680 - 5 * IN - 30), 0, 4, 3, props=INF)
    end, fc = against(T, "front", C)
    scen("c03_infantry_on_40mm_monster", "4 wide infantry charges a single 40mm monster",
         """c03: C (4x3 of 20mm, facing 0, centre x 690) charges T, one model on a 40x40mm base
(centre (700,700), facing 180): T's front y = 680, x 680..720. C's front y = %.1f: gap 5in.
C's front centre (690, %.1f) is in T's Front arc (left line at y=%.1f is at x = %.1f < 690).
Range 2D6 (6) + 4in = 10in >= 5in.
%s
End: C facing 0, front on y = 680, centre (700, 680 - 30) = (700, 650).""" % (C.front_centre()[1], C.front_centre()[1], C.front_centre()[1], 680 - (680 - C.front_centre()[1]), uniq(4, 20, 40, 1)),
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [6], ok_expect("C", "T", end, fc))

    # c04 25mm infantry on a 50mm monster
    T = U("blue", (1100, 700), 180, 1, 1, base=(50, 50))
    C = U("red", (1080, 675 - 4 * IN - 25), 0, 4, 2, base=(25, 25), props=INF)
    end, fc = against(T, "front", C)
    scen("c04_25mm_infantry_on_50mm_monster", "4 wide 25mm infantry charges a 50mm monster",
         """c04: C (4x2 of 25mm, facing 0, centre x 1080) charges T, one model on 50x50mm (centre
(1100,700), facing 180): T's front y = 675, x 1075..1125. C's front y = %.1f: gap 4in.
C's front centre (1080, %.1f) lies in T's Front arc. Range 2D6 (5) + 4in = 9in >= 4in.
%s
End: C facing 0, front on y = 675, centre (1100, 675 - 25) = (1100, 650).""" % (C.front_centre()[1], C.front_centre()[1], uniq(4, 25, 50, 1)),
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [5], ok_expect("C", "T", end, fc))

    # c05 left flank
    T = U("blue", (900, 600), 0, 5, 4)
    C = U("red", (850 - 5 * IN - 20, 630), 90, 6, 2, props=INF)
    end, fc = against(T, "left", C)
    scen("c05_left_flank", "flank charge: 6 wide on a 4 deep flank",
         """c05: T (5x4 of 20mm, facing 0, centre (900,600)): x 850..950, y 560..640. Its Left Flank
is x = 850, y 560..640 (4 models, one per rank). C (6x2 of 20mm) faces 90 with its front on
x = %.1f, y 570..690: gap 5in (the two edges overlap along y). C's front centre (%.1f, 630):
T's Left arc lies between the line from (850,640) running north-west and the line from
(850,560) running south-west; at x = %.1f these bound y to 433..767: C is in the Left arc,
so the Target Facing is the Left Flank. Range 2D6 (6) + 4in = 10in >= 5in.
%s
End: C facing 90, front on x = 850, centred on y = 600: centre (850 - 20, 600) = (830, 600).""" % (C.front_centre()[0], C.front_centre()[0], C.front_centre()[0], uniq(6, 20, 80, 4)),
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [6], ok_expect("C", "T", end, fc))

    # c06 right flank of a target facing east
    T = U("blue", (900, 600), 90, 5, 4)
    C = U("red", (880, 550 - 4 * IN - 20), 0, 6, 2, props=INF)
    end, fc = against(T, "right", C)
    scen("c06_right_flank_target_facing_east", "flank charge on a target facing east, from the south",
         """c06: T (5x4 of 20mm) faces 90: its frontage (100mm) runs along y (550..650) and its depth
(80mm) along x (860..940). Facing east, its Right Flank is the south edge, y = 550, x 860..940
(4 models, one per rank). C (6x2 of 20mm) faces 0 with its front on y = %.1f, x 820..940:
gap 4in. C's front centre (880, %.1f) is below the south edge, between the lines running
south-west from (860,550) and south-east from (940,550): T's Right arc. Range 5 + 4in = 9in.
%s
End: C facing 0, front on y = 550, centred on x = 900: centre (900, 530).""" % (C.front_centre()[1], C.front_centre()[1], uniq(6, 20, 80, 4)),
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [5], ok_expect("C", "T", end, fc))

    # c07 rear
    T = U("blue", (600, 600), 0, 5, 3)
    C = U("red", (620, 570 - 4 * IN - 20), 0, 7, 2, props=INF)
    end, fc = against(T, "rear", C)
    scen("c07_rear_charge", "rear charge, 7 wide on a 5 wide rear",
         """c07: T (5x3 of 20mm, facing 0, centre (600,600)): its Rear Facing is y = 570, x 550..650.
C (7x2 of 20mm, facing 0, centre x 620) has its front on y = %.1f: gap 4in. C's front centre
(620, %.1f) is behind T between the lines running south-west from (550,570) and south-east
from (650,570): the Rear arc. Range 2D6 (4) + 4in = 8in >= 4in.
%s
End: C facing 0, front on y = 570, centre (600, 550).""" % (C.front_centre()[1], C.front_centre()[1], uniq(7, 20, 100, 5)),
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [4], ok_expect("C", "T", end, fc))

    # c08 cavalry on infantry
    T = U("blue", (900, 800), 180, 5, 4)
    C = U("red", (880, 760 - 8 * IN - 25), 0, 6, 1, base=(25, 50), props=CAV)
    end, fc = against(T, "front", C)
    scen("c08_cavalry_on_infantry_front", "six cavalry (25x50mm) charge five files of infantry",
         """c08: T (5x4 of 20mm, facing 180, centre (900,800)): front y = 760, x 850..950. C is 6
cavalry on 25x50mm bases in one rank (150mm wide, 50 deep), facing 0, front on y = %.1f, x
805..955: gap 8in. Front arc (the left line at that y is at x = %.1f < 880). Range 2D6 (4) +
Advance Rate 8in = 12in >= 8in.
%s
End: C facing 0, front on y = 760, centre (900, 760 - 25) = (900, 735).""" % (C.front_centre()[1], 850 - (760 - C.front_centre()[1]), uniq(6, 25, 100, 5)),
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [4], ok_expect("C", "T", end, fc))

    # c09 infantry on cavalry
    T = U("blue", (900, 800), 180, 4, 1, base=(25, 50))
    C = U("red", (930, 775 - 6 * IN - 20), 0, 7, 2, props=INF)
    end, fc = against(T, "front", C)
    scen("c09_infantry_on_cavalry_front", "seven infantry files charge four cavalry",
         """c09: T is 4 cavalry on 25x50mm in one rank, facing 180, centre (900,800): front y = 775, x
850..950. C (7x2 of 20mm, facing 0, centre x 930) has its front on y = %.1f: gap 6in.
Range 2D6 (8) + 4in = 12in.
%s
End: C facing 0, front on y = 775, centre (900, 755).""" % (C.front_centre()[1], uniq(7, 20, 100, 4)),
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [8], ok_expect("C", "T", end, fc))

    # c10 cavalry on cavalry flank
    T = U("blue", (900, 600), 0, 5, 1, base=(25, 50))
    C = U("red", (837.5 - 7 * IN - 25, 590), 90, 4, 1, base=(25, 50), props=CAV)
    end, fc = against(T, "left", C)
    scen("c10_cavalry_on_cavalry_flank", "four cavalry charge the flank of a cavalry line",
         """c10: T is 5 cavalry (25x50mm) in one rank facing 0 at (900,600): x 837.5..962.5, y 575..625.
Its Left Flank is x = 837.5, y 575..625: one model (the left file's only rank). C is 4
cavalry (100mm wide, 50 deep) facing 90, front on x = %.1f, y 540..640: gap 7in. Its front
centre (%.1f, 590) is in T's Left arc (y bounded to 397.2..802.8 there). Range 3 + 8in = 11in.
%s
End: C facing 90, front on x = 837.5, centre (837.5 - 25, 600) = (812.5, 600).""" % (C.front_centre()[0], C.front_centre()[0], uniq(4, 25, 50, 1)),
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [3], ok_expect("C", "T", end, fc))

    # c11 / c12 exact range and one short
    T = U("blue", (600, 700), 180, 5, 3)
    C = U("red", (600, 670 - 7 * IN - 20), 0, 7, 2, props=INF)
    end, fc = against(T, "front", C)
    scen("c11_range_exactly_the_distance", "charge range exactly the distance: it reaches",
         """c11: c01's units with a gap of exactly 7in (177.8mm): C's front on y = %.4f, T's on 670.
Range 2D6 (3) + 4in = 7in: "at least the distance" holds with equality (INDEX), so the charge
succeeds (distances compared within the 0.001in tolerance).
%s
End: C facing 0, centre (600, 650).""" % (C.front_centre()[1], uniq(7, 20, 100, 5)),
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [3], ok_expect("C", "T", end, fc))
    scen("c12_range_one_inch_short", "charge range one inch short: the charge fails",
         """c12: as c11 (gap 7in) with 2D6 = 2: Range 2 + 4in = 6in < 7in. The charge fails: C does not
end in contact with T (what a Failed Charge Move does is outside the seed texts, so only that is
checked: C ends more than 0.1mm from T) and T is not moved.""",
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [2], fail_expect("C", "T"))

    # c13 / c14 diagonal distance 10in (6in across, 8in ahead)
    T = U("blue", (600, 690), 180, 3, 2)
    fr = (570 - 6 * IN, 670 - 8 * IN)
    C = U("red", (fr[0] - 50, fr[1] - 20), 0, 5, 2, props=INF)
    end, fc = against(T, "front", C)
    scen("c13_diagonal_range_exact", "diagonal gap of exactly 10in (6 across, 8 ahead): it reaches",
         """c13: T (3x2 of 20mm, facing 180, centre (600,690)): x 570..630, y 670..710, front y = 670.
C (5x2 of 20mm, facing 0): front-right corner at (570 - 152.4, 670 - 203.2) = (%.1f, %.1f),
so C spans x %.1f..%.1f, y %.1f..%.1f. The two rectangles are apart along both axes, so the
distance is corner to corner: hypot(152.4, 203.2) = 254mm = 10in exactly.
C's front centre (%.1f, %.1f): T's Front arc's left line from (570,670) is at x = 570 - (670 - %.1f)
= %.1f there, and %.1f >= %.1f: Front arc (0.8mm inside). Range 2D6 (6) + 4in = 10in = 10in: reaches.
%s
End: C facing 0, front on y = 670, centre (600, 650).""" % (fr[0], fr[1], fr[0] - 100, fr[0], fr[1] - 40, fr[1], fr[0] - 50, fr[1], fr[1], 570 - (670 - fr[1]), fr[0] - 50, 570 - (670 - fr[1]), uniq(5, 20, 60, 3)),
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [6], ok_expect("C", "T", end, fc))
    scen("c14_diagonal_range_short", "diagonal gap of 10in with a 9in range: fails",
         """c14: c13's units, 2D6 = 5: Range 5 + 4in = 9in < 10in (the corner-to-corner distance, not
the 8in straight ahead): the charge fails. C does not end in contact with T; T is not moved.""",
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [5], fail_expect("C", "T"))

    # c15 on the line between Front and Left arcs -> Flank
    T = U("blue", (900, 600), 0, 5, 4)
    fcp = (850 - 4 * IN, 640 + 4 * IN)
    C = U("red", add(fcp, (-10, f(135))), 135, 6, 1, props=INF)
    end, fc = against(T, "left", C)
    scen("c15_on_front_left_arc_line_is_flank", "charger's front centre exactly on the Front/Left arc line: Flank",
         """c15: T (5x4 of 20mm, facing 0, (900,600)): front-left corner (850,640). The line between
its Front and Left arcs leaves that corner at 135 degrees to both facings: (850 - t, 640 + t).
C (6x1 of 20mm) faces 135 with its front centre on that line at t = 4in: (%.1f, %.1f), its
centre 10mm behind: (%.4f, %.4f). geometry.md: a point exactly on the line between two arcs
is in the Flank arc, so the Target Facing is T's Left Flank (x = 850, y 560..640, 4 models).
Distance: T's corner (850,640) lies straight ahead of C's front centre, 4in*sqrt(2) = 143.68mm
= 5.66in; Range 2D6 (8) + 4in = 12in.
%s
End: C facing 90, front on x = 850, centre (840, 600) (a Front charge would face 180 instead).""" % (fcp[0], fcp[1], C.centre[0], C.centre[1], uniq(6, 20, 80, 4)),
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [8], ok_expect("C", "T", end, fc))

    # c16 on the line between Rear and Left arcs -> Flank
    fcp = (850 - 4 * IN, 560 - 4 * IN)
    C = U("red", add(fcp, (-10, f(45))), 45, 6, 1, props=INF)
    end, fc = against(T, "left", C)
    scen("c16_on_rear_left_arc_line_is_flank", "charger's front centre exactly on the Rear/Left arc line: Flank",
         """c16: T as c15. The line between its Rear and Left arcs leaves the rear-left corner (850,560)
at 135 degrees: (850 - t, 560 - t). C (6x1 of 20mm) faces 45, front centre on it at t = 4in:
(%.1f, %.1f). On the line: Flank arc, so the Target Facing is the Left Flank (a Rear charge
would end facing 0 on y = 560). Distance 143.68mm = 5.66in; Range 8 + 4in = 12in.
%s
End: C facing 90, centre (840, 600).""" % (fcp[0], fcp[1], uniq(6, 20, 80, 4)),
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [8], ok_expect("C", "T", end, fc))

    # c17 target turned 45 degrees
    T = U("blue", (900, 600), 45, 3, 2)
    nb, m, _ = side_geom(T, "front")
    C = U("red", add(m, (6 * IN + 20, f(45)), (30, rt(225))), 225, 5, 2, props=INF)
    end, fc = against(T, "front", C)
    scen("c17_target_turned_45", "target turned to face 45: front charge square to it",
         ("""c17: T (3x2 of 20mm) faces 45 at (900,600): its Front Facing is centred at (900,600) +
20*(sin45, cos45) = (%.4f, %.4f), 60mm long, perpendicular to bearing 45. C (5x2 of 20mm)
faces 225 (square to it), front 6in out along bearing 45 and slid 30mm to its own right:
centre = front-facing centre + (152.4 + 20)*dir(45) + 30*right(225) = (%.4f, %.4f). The
facings overlap across (C's front spans -20..80 from the axis, T's -30..30): distance 6in.
Front arc (30 < 30 + 152.4). Range 2D6 (6) + 4in = 10in.
""" % (m[0], m[1], C.centre[0], C.centre[1])) + uniq(5, 20, 60, 3) + ("""
End: C facing 225, centred on the facing: centre = (%.4f, %.4f) + 20*dir(45) = (%.4f, %.4f).""" % (m[0], m[1], end[0], end[1])),
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [6], ok_expect("C", "T", end, fc))

    # c18 target facing 200, charged in the rear
    T = U("blue", (900, 600), 200, 5, 3)
    nb, m, _ = side_geom(T, "rear")
    C = U("red", add(m, (5 * IN + 20, f(20)), (-25, rt(200))), 200, 7, 2, props=INF)
    end, fc = against(T, "rear", C)
    scen("c18_target_facing_200_rear", "target turned away (facing 200), charged in the rear",
         """c18: T (5x3 of 20mm) faces 200 at (900,600); its Rear Facing faces bearing 20, centred at
(900,600) + 30*dir(20) = (%.4f, %.4f), 100mm long. C (7x2 of 20mm) faces 200 (towards it),
front 5in out along bearing 20, slid 25mm to its own left: centre (%.4f, %.4f). C's front
spans -95..45 across the axis, T's rear -50..50: they overlap, distance 5in. Rear arc.
Range 2D6 (5) + 4in = 9in.
""" % (m[0], m[1], C.centre[0], C.centre[1]) + uniq(7, 20, 100, 5) + """
End: C facing 200, centre = rear centre + 20*dir(20) = (%.4f, %.4f).""" % end,
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [5], ok_expect("C", "T", end, fc))

    # c19 a quarter turn
    T = U("blue", (1000, 700), 270, 3, 3)
    C = U("red", (820, 530), 0, 5, 2, props=INF)
    end, fc = against(T, "front", C)
    scen("c19_quarter_turn_to_a_side_facing_front", "charger facing north ends facing east on a west-facing front",
         """c19: T (3x3 of 20mm) faces 270 at (1000,700): x 970..1030, y 670..730; front x = 970,
y 670..730. C (5x2 of 20mm, facing 0, centre (820,530)): x 770..870, y 510..550, front centre
(820,550). Front arc: 970 - 820 = 150, so the arc's lines bound y to 670-150..730+150 = 520..880.
Distance: apart on both axes, corner (870,550) to corner (970,670): hypot(100,120) = 156.205mm
= 6.15in. Range 2D6 (7) + 4in = 11in. C turns a quarter (forward, a Wheel of at most 90, then
the Align Move about the point of contact, seed 003).
""" + uniq(5, 20, 60, 3) + """
End: C facing 90, front on x = 970, centre (950, 700).""",
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [7], ok_expect("C", "T", end, fc))

    # c20 a friend in the way
    T = U("blue", (600, 800), 180, 3, 2)
    beta, d2 = 30.0, 250.0
    P = (570, 780)
    Rpa = add(P, (1, rot_cw((80, 0), beta)))
    Rs = add(Rpa, (-d2, f(beta)))
    C = U("red", (Rs[0] - 50, Rs[1] - 20), 0, 5, 2, props=INF)
    F = U("red", (380, 620), 0, 5, 2)
    end, fc = against(T, "front", C)
    scen("c20_friend_in_the_way", "a friend blocks the way straight ahead: the charger wheels round it",
         """c20: T (3x2 of 20mm, facing 180, (600,800)): front y = 780, x 570..630. C (5x2 of 20mm,
facing 0) stands at (%.2f, %.2f): x %.2f..%.2f, front y %.2f. A friend F (5x2, (380,620)):
x 330..430, y 600..640, overlaps C's lane straight ahead (x %.2f..430).
C's front centre is in T's Front arc (the left line at y=%.2f is at x = %.2f).
Distance: corner (%.2f,%.2f) to corner (570,780) = %.1fmm = %.2fin; Range 8 + 4in = 12in.
A legal Charge Move exists (witness, checked by check.py's sweep): Wheel 30 degrees clockwise
about C's front-right corner, move 250mm ahead at bearing 30 (C's left flank line keeps F's
corner (430,640) on its far side), touch T's front-left corner (570,780) with the point of C's
front 20mm from its left corner, Align (rotate 30 degrees back about that point).
""" % (C.centre[0], C.centre[1], C.centre[0] - 50, C.centre[0] + 50, Rs[1], C.centre[0] - 50, Rs[1], 570 - (780 - Rs[1]), Rs[0], Rs[1], math.hypot(570 - Rs[0], 780 - Rs[1]), math.hypot(570 - Rs[0], 780 - Rs[1]) / IN) + uniq(5, 20, 60, 3) + """
F is 100mm from that end position. End: C facing 0, centre (600, 760); F not moved.""",
         CH, {"C": C, "T": T, "F": F}, "charge", {"unit": "C", "target": "T"}, [8], ok_expect("C", "T", end, fc, ("F",)))

    # c21 front fully taken by a friend
    T = U("blue", (600, 800), 180, 3, 2)
    F = U("red", (600, 760), 0, 5, 2)
    C = U("red", (600, 740 - 3 * IN - 20), 0, 5, 2, props=INF)
    scen("c21_front_full_of_friend_no_room", "the target's front is filled by a friend in combat: no room",
         """c21: T (3x2 of 20mm, facing 180): front y = 780, x 570..630. F (C's friend, 5x2) stands in
base contact across the whole front: x 550..650, y 740..780. C (5x2, facing 0, centre (600,%.1f))
is 3in behind F. Range 8 + 4in = 12in >= distance 116.2mm (4.57in): range is not the issue.
Room: every position with C's front flat on T's Front Facing puts C on y 740..780 with x-span
meeting 570..630, inside F's x-span 550..650: C would overlap F. No point of T's front can be
touched with C clear of F (F's front covers it), and T cannot be turned (Units can never be
moved if they are already Engaged in Combat, seed 003). The charge cannot be completed: C does
not end in contact with T; T and F are not moved.""" % C.centre[1],
         CH, {"C": C, "T": T, "F": F}, "charge", {"unit": "C", "target": "T"}, [8], fail_expect("C", "T", ("F",)))

    # c22 target in a pocket of impassable terrain
    T = U("blue", (600, 800), 180, 3, 2)
    C = U("red", (600, 600), 0, 5, 2, props=INF)
    terr = [dict(name="wall_front", kind="impassable", polygon=rect_poly(400, 700, 800, 765)),
            dict(name="wall_left", kind="impassable", polygon=rect_poly(400, 765, 555, 840)),
            dict(name="wall_right", kind="impassable", polygon=rect_poly(645, 765, 800, 840))]
    scen("c22_target_in_ruins_pocket_no_room", "target stands in a ruin's pocket 15mm wide: no room",
         """c22: T (3x2 of 20mm, facing 180, (600,800)): x 570..630, y 780..820, front y = 780.
Impassable ruins: in front x 400..800, y 700..765; beside x 400..555 and 645..800, y 765..840.
The free ground next to T's front is a pocket 15mm wide: y 765..780 in front, x 555..570 and
630..645 beside. C (5x2 of 20mm = 100x40, facing 0, (600,600)) is in T's Front arc, 160mm
(6.3in) away; Range 9 + 4in = 13in: range is not the issue.
Room: a rectangle 40mm across in every direction cannot lie in a 15mm pocket. Touching T's
front at an inner point needs C on y <= 780 there, and any such C (corner or edge at the point)
reaches 40mm below y = 780 within x 463..737: the front ruin. At T's front corners the ground
outside T near the corner is the pocket on every side; a 90-degree corner of C or an edge
through the corner would run into a ruin within 21mm. (check.py samples 200000 placements.)
The charge cannot be completed: C ends out of contact with T; T is not moved.""",
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [9], fail_expect("C", "T"), terrain=terr)

    # c23 impassable terrain in the lane and beside the target's front
    T = U("blue", (600, 800), 180, 3, 2)
    beta, d2 = 45.0, 300.0
    Rpa = add((570, 780), (1, rot_cw((80, 0), beta)))
    Rs = add(Rpa, (-d2, f(beta)))
    C = U("red", (Rs[0] - 50, Rs[1] - 20), 0, 5, 2, props=INF)
    terr = [dict(name="rocks", kind="impassable", polygon=rect_poly(300, 650, 400, 760)),
            dict(name="house", kind="impassable", polygon=rect_poly(680, 700, 800, 850))]
    end, fc = against(T, "front", C)
    scen("c23_impassable_in_lane_and_beside_front", "rocks in the charger's lane, a house beside the target's front",
         """c23: T (3x2, facing 180, (600,800)): front y = 780, x 570..630. Impassable: rocks x 300..400,
y 650..760 (straight ahead of C); a house x 680..800, y 700..850 beside T's front on its right.
C (5x2, facing 0) at (%.2f, %.2f): x %.2f..%.2f, front y %.2f; straight ahead it meets the rocks.
Front arc (left line at y=%.2f: x = %.2f). Distance: corner (%.2f,%.2f) to (570,780):
%.1fmm = %.2fin; Range 2D6 (10) + 4in = 14in.
Witness Charge Move: Wheel 45 clockwise about C's front-right corner, 300mm ahead at bearing 45
(the rocks' corner (400,650) stays left of C's left flank line y - x = %.2f), touch T's corner
(570,780), Align 45 back about it. End (centred) x 550..650: 30mm (> 1in) from the house.
""" % (C.centre[0], C.centre[1], C.centre[0] - 50, C.centre[0] + 50, Rs[1], Rs[1], 570 - (780 - Rs[1]), Rs[0], Rs[1], math.hypot(570 - Rs[0], 780 - Rs[1]), math.hypot(570 - Rs[0], 780 - Rs[1]) / IN, (Rs[1] + 100 * math.sin(math.radians(45))) - (Rs[0] - 100 * math.cos(math.radians(45)))) + uniq(5, 20, 60, 3) + """
End: C facing 0, centre (600, 760).""",
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [10], ok_expect("C", "T", end, fc), terrain=terr)

    # c24 two enemies: the nearer one straight ahead, the target to its right
    T = U("blue", (700, 800), 180, 3, 2)
    E = U("blue", (520, 800), 180, 5, 2)
    C = U("red", (520, 560), 0, 5, 2, props=INF)
    end, fc = against(T, "front", C)
    scen("c24_two_enemies_target_the_farther", "another enemy straight ahead; the declared target to its right",
         """c24: T (3x2, facing 180, (700,800)): front y = 780, x 670..730. E (another enemy, 5x2,
facing 180, (520,800)): x 470..570, y 780..820, straight ahead of C. C (5x2, facing 0, (520,560)):
x 470..570, front y 580. C's front centre (520,580) is in T's Front arc (left line at y=580:
x = 670 - 200 = 470 <= 520). Distance C-T: corner (570,580) to (670,780): hypot(100,200) =
223.6mm = 8.80in; Range 2D6 (7) + 4in = 11in.
Witness: 11.66mm ahead, Wheel 50 clockwise about the front-right corner, 197.67mm at bearing 50
(E's corner (570,780) stays 44mm left of C's left flank line), touch T's corner (670,780),
Align 50 back. Priority 1 (not charging multiple enemy units): the end position is 80mm from E.
""" + uniq(5, 20, 60, 3) + """
End: C facing 0, centre (700, 760); E not moved, not charged.""",
         CH, {"C": C, "T": T, "E": E}, "charge", {"unit": "C", "target": "T"}, [7],
         dict(ok_expect("C", "T", end, fc, ("E",)), no_events=["charge C E"]))

    # c25 charger at an angle
    T = U("blue", (600, 800), 180, 3, 2)
    C = U("red", (500, 550), 20, 5, 2, props=INF)
    end, fc = against(T, "front", C)
    fcp = C.front_centre()
    rel = (570 - fcp[0], 780 - fcp[1])
    lat25 = rel[0] * rt(20)[0] + rel[1] * rt(20)[1]
    ah25 = rel[0] * f(20)[0] + rel[1] * f(20)[1]
    scen("c25_charger_at_an_angle", "charger facing 20 degrees off: wheels and aligns square",
         """c25: T (3x2, facing 180, (600,800)): front y = 780, x 570..630. C (5x2) faces 20 at
(500,550); its front centre (%.4f, %.4f) is in T's Front arc (left line x = %.2f there).
Distance: T's front-left corner (570,780) is %.2fmm across C's front from its centre (inside
its 50mm half-width) and %.1fmm = %.2fin ahead of it: the nearest pair (check.py: the polygons'
distance). Range 2D6 (8) + 4in = 12in.
""" % (fcp[0], fcp[1], 570 - (780 - fcp[1]), lat25, ah25, ah25 / IN) + uniq(5, 20, 60, 3) + """
End: C facing 0 (aligned to T's front), centre (600, 760).""",
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [8], ok_expect("C", "T", end, fc))

    # c26 half an inch away, lined up (first version: 30mm off centre; see README, faults)
    T = U("blue", (600, 810), 180, 5, 3)
    C = U("red", (600, 780 - 0.5 * IN - 20), 0, 7, 2, props=INF)
    end, fc = against(T, "front", C)
    scen("c26_half_inch_away_lined_up", "charger half an inch away, lined up on the centre",
         """c26: T (5x3, facing 180, (600,810)): front y = 780, x 550..650. C (7x2, facing 0) at
(600, %.1f): front y = %.1f, 12.7mm (0.5in) short, x 530..670, centred. Range 2 + 4in = 6in.
""" % (C.centre[1], C.front_centre()[1]) + uniq(7, 20, 100, 5) + """
C moves 12.7mm straight ahead. End: facing 0, centre (600, 760).
(The first version stood C 30mm off centre and expected it to slide to the centre: wrong, the
Wheel that would shift it is blocked by T itself at 12.7mm; README, faults.)""",
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [2], ok_expect("C", "T", end, fc))

    # c27 deep narrow column, flank
    T = U("blue", (900, 600), 0, 3, 5)
    C = U("red", (870 - 5 * IN - 20, 620), 90, 7, 2, props=INF)
    end, fc = against(T, "left", C)
    scen("c27_flank_of_deep_column", "flank charge on a column 3 wide and 5 deep",
         """c27: T (3x5 of 20mm, facing 0, (900,600)): x 870..930, y 550..650; Left Flank x = 870,
y 550..650 (5 models, one per rank). C (7x2, facing 90) front on x = %.1f, y 550..690: gap 5in.
Left arc (y bounded to 423..777 at that x). Range 6 + 4in = 10in.
""" % C.front_centre()[0] + uniq(7, 20, 100, 5) + """
End: C facing 90, centre (850, 600).""",
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [6], ok_expect("C", "T", end, fc))

    # c28 cavalry at exactly 12in
    T = U("blue", (900, 900), 180, 5, 4)
    C = U("red", (900, 860 - 12 * IN - 25), 0, 6, 1, base=(25, 50), props=CAV)
    end, fc = against(T, "front", C)
    scen("c28_cavalry_exactly_12in", "cavalry 12in away roll 4: 4 + 8in = 12in, reaches",
         """c28: T (5x4 of 20mm, facing 180, (900,900)): front y = 860, x 850..950. C: 6 cavalry
(25x50mm), facing 0, front y = %.1f: gap 12in (304.8mm). Range 2D6 (4) + Advance Rate 8in =
12in: exactly the distance, so it reaches.
""" % C.front_centre()[1] + uniq(6, 25, 100, 5) + """
End: C facing 0, centre (900, 835).""",
         CH, {"C": C, "T": T}, "charge", {"unit": "C", "target": "T"}, [4], ok_expect("C", "T", end, fc))


# FLEES

FL = "flee.rules"


def flee_head(extra):
    return extra


def build_flees():
    D = lambda n: n * IN  # noqa: E731
    # f01 failed rally: away from the closest enemy
    A = U("red", (900, 600), 0, 5, 2, state=["fleeing"])
    E1 = U("blue", (900, 800), 180, 5, 2)
    E2 = U("blue", (500, 600), 90, 5, 2)
    scen("f01_failed_rally_away_from_closest", "failed rally: pivot away from the closest enemy, flee 7in",
         """f01: A (5x2, facing 0, (900,600)) fails a Rally Test. Enemies: E1 (900,800), centres 200mm
apart, boundaries 160mm; E2 (500,600), centres 400mm, boundaries 330mm. The closest non-Shaken
enemy is E1 (by either measure). A pivots to face directly away from it, along the line from
E1's Centre to A's: bearing 180. It moves the Flee Distance 2D6 = 7in = 177.8mm straight on:
centre (900, 600 - 177.8) = (900, 422.2), facing 180. Nothing crossed: no test.""",
         FL, {"A": A, "E1": E1, "E2": E2}, "flee", {"unit": "A", "reason": "failed_rally"}, [7],
         {"units": {"A": {"centre": (900, 422.2), "facing": 180}},
          "no_events": ["casualty A"]})

    # f02 a closer shaken enemy is ignored
    Es = U("blue", (1050, 600), 270, 5, 2, state=["shaken"])
    E1 = U("blue", (1050, 800), 180, 5, 2)
    b = math.degrees(math.atan2(-150, -200)) % 360
    end = add((900, 600), (6 * IN, f(b)))
    scen("f02_failed_rally_ignores_shaken_enemy", "failed rally: a closer Shaken enemy is ignored",
         """f02: A (5x2, facing 0, (900,600)). Es (Shaken) at (1050,600): centres 150mm, boundaries 80mm.
E1 (not Shaken) at (1050,800): centres hypot(150,200) = 250mm, boundaries hypot(50,160) = 167.6mm.
The closest non-Shaken enemy is E1. Away from it: the line from E1's Centre to A's Centre is
(-150,-200), bearing 180 + atan(150/200) = 216.8699. Flee 6in = 152.4mm that way:
(900,600) + 152.4*(-0.6,-0.8) = (808.56, 478.08).""",
         FL, {"A": A, "Es": Es, "E1": E1}, "flee", {"unit": "A", "reason": "failed_rally"}, [6],
         {"units": {"A": {"centre": end, "facing": b}}})

    # f03 charge reaction flee
    A = U("red", (900, 600), 180, 5, 2)
    C = U("blue", (600, 200), 30, 5, 2, state=["charging A"])
    b = math.degrees(math.atan2(300, 400))
    end = add((900, 600), (8 * IN, f(b)))
    scen("f03_charge_reaction_flee", "Flee! as a charge reaction: directly away from the charger",
         """f03: C (5x2, (600,200)) charges A (5x2, (900,600), facing 180); A declares Flee!. The line
from C's Centre to A's is (300,400): bearing atan(300/400) = 36.8699. A pivots to it and flees
2D6 = 8in = 203.2mm: (900,600) + 203.2*(0.6,0.8) = (1021.92, 762.56).""",
         FL, {"A": A, "C": C}, "flee", {"unit": "A", "reason": "charge_reaction", "from": "C"}, [8],
         {"units": {"A": {"centre": end, "facing": b}}, "no_events": ["casualty A"]})

    # f04 terror
    A = U("red", (900, 600), 90, 5, 2)
    Tm = U("blue", (900, 300), 0, 1, 1, base=(50, 50))
    scen("f04_terror_flee", "failed Terror Test: away from the terrifying unit",
         """f04: A (5x2, facing 90, (900,600)) fails a Terror Test against the monster M at (900,300).
The line from M's Centre to A's runs north: A pivots to 0 and flees 5in = 127mm:
centre (900, 727), facing 0.""",
         FL, {"A": A, "M": Tm}, "flee", {"unit": "A", "reason": "terror", "from": "M"}, [5],
         {"units": {"A": {"centre": (900, 727), "facing": 0}}})

    # f05 failed break, engaged in the enemy's front
    B = U("blue", (900, 500), 0, 5, 2)
    A = U("red", (900, 540), 180, 5, 2)
    scen("f05_failed_break_from_front", "failed Break Test: rear parallel to the enemy's front, flee 9in",
         """f05: A (5x2, facing 180, (900,540)) is in base contact with B's Front Facing (B 5x2 facing 0
at (900,500): front y = 520). A fails its Break Test: it pivots so its Rear Facing is parallel
with B's Front Facing, facing away from B: bearing 0. (A 180-degree pivot leaves the same
footprint.) It flees 9in = 228.6mm: centre (900, 768.6), facing 0.""",
         FL, {"A": A, "B": B}, "flee", {"unit": "A", "reason": "failed_break", "from": "B"}, [9],
         {"units": {"A": {"centre": (900, 768.6), "facing": 0}}})

    # f06 failed break, engaged in the enemy's right flank
    B = U("blue", (900, 500), 0, 5, 4)
    A = U("red", (970, 500), 270, 5, 2)
    scen("f06_failed_break_from_flank", "failed Break Test against a unit it fought in the flank",
         """f06: B (5x4, facing 0, (900,500)): x 850..950, y 460..540; its Right Flank is x = 950. A
(5x2, facing 270, (970,500)) has its front on x = 950, y 450..550, in contact with B's Right
Flank. Failed Break Test: A's Rear Facing becomes parallel with B's Right Flank, A facing away
from B: bearing 90 (B's facing + 90). A 180-degree pivot: same footprint. Flee 7in = 177.8mm
east: centre (1147.8, 500), facing 90.""",
         FL, {"A": A, "B": B}, "flee", {"unit": "A", "reason": "failed_break", "from": "B"}, [7],
         {"units": {"A": {"centre": (1147.8, 500), "facing": 90}}})

    # f07 through a friend, ends clear
    A = U("red", (900, 400), 0, 5, 2)
    C = U("blue", (900, 100), 0, 5, 2, state=["charging A"])
    F = U("red", (900, 520), 0, 5, 2)
    scen("f07_flee_through_friend_panic", "flees through a friend and ends clear: the friend tests Panic",
         """f07: C (charging A, (900,100)) is due south of A (5x2, facing 0, (900,400)): A flees facing
0. Flee 10in = 254mm: centre (900,654), y 634..674. On the way it passes through its friend F
(5x2, (900,520), y 500..540): F must take a Panic Test. It ends 94mm beyond F: clear, no
continuing.""",
         FL, {"A": A, "C": C, "F": F}, "flee", {"unit": "A", "reason": "charge_reaction", "from": "C"}, [10],
         {"units": {"A": {"centre": (900, 654), "facing": 0}, "F": {"moved": False}},
          "events": ["panic_test F"], "no_events": ["casualty A"]})

    # f08 ends on a friend -> continues until clear
    F = U("red", (900, 600), 0, 5, 3)
    scen("f08_flee_ends_on_friend_continues", "flee would end on a friend: it continues until clear",
         """f08: as f07 but F (5x3, (900,600)) spans y 570..630 and the roll is 7in = 177.8mm: A would
end at (900,577.8), y 557.8..597.8, on top of F. It continues straight on until it overlaps
nothing: its rear edge on F's far edge y = 630, centre (900, 650) (touching is allowed, and so
is being within 1in). F takes a Panic Test.""",
         FL, {"A": A, "C": C, "F": F}, "flee", {"unit": "A", "reason": "charge_reaction", "from": "C"}, [7],
         {"units": {"A": {"centre": (900, 650), "facing": 0}},
          "events": ["panic_test F"]})

    # f09 through an enemy
    E = U("blue", (900, 520), 180, 5, 2)
    scen("f09_flee_through_enemy_dangerous", "flees through an enemy that did not charge it: Dangerous (4+)",
         """f09: as f07 but the unit in the way (y 500..540) is an enemy E that has not declared a
charge against A. A flees 10in to (900,654), clear. An enemy unit crossed is Dangerous Terrain
(4+) for A: a dangerous_terrain_test A 4; A is not removed.""",
         FL, {"A": A, "C": C, "E": E}, "flee", {"unit": "A", "reason": "charge_reaction", "from": "C"}, [10],
         {"units": {"A": {"centre": (900, 654), "facing": 0, "removed": False}},
          "events": ["dangerous_terrain_test A 4"], "no_events": ["casualty A"]})

    # f10 through impassable terrain, ends in it -> continue
    terr = [dict(name="wood", kind="impassable", polygon=rect_poly(800, 500, 1000, 600))]
    scen("f10_flee_into_impassable_continues", "flee ends inside impassable terrain: continues out, Dangerous (4+)",
         """f10: A (5x2, facing 0 after the pivot away from C, (900,400)) flees 7in = 177.8mm: centre
would be (900,577.8), y 557.8..597.8, inside the impassable piece (x 800..1000, y 500..600).
It continues until clear: rear on y = 600, centre (900, 620). Impassable Terrain crossed:
dangerous_terrain_test A 4.""",
         FL, {"A": A, "C": C}, "flee", {"unit": "A", "reason": "charge_reaction", "from": "C"}, [7],
         {"units": {"A": {"centre": (900, 620), "facing": 0}},
          "events": ["dangerous_terrain_test A 4"]}, terrain=terr)

    # f11 off the table
    A = U("red", (900, 1100), 0, 5, 2)
    C = U("blue", (900, 800), 0, 5, 2, state=["charging A"])
    scen("f11_flee_off_the_table", "flees over the table edge: removed as a casualty",
         """f11: A (5x2, (900,1100)) flees directly away from C (900,800): bearing 0. 8in = 203.2mm would
put its front at 1120 + 203.2 = 1323.2, past the table edge at 48in = 1219.2: the move takes it
into contact with the Table Edge, so it is removed as a casualty.""",
         FL, {"A": A, "C": C}, "flee", {"unit": "A", "reason": "charge_reaction", "from": "C"}, [8],
         {"units": {"A": {"removed": True}}, "events": ["casualty A"]})

    # f12 exactly to the edge
    A = U("red", (900, BOARD_D - 20 - 7 * IN), 0, 5, 2)
    scen("f12_flee_exactly_to_the_edge", "flee ends with its front exactly on the table edge: casualty",
         """f12: A (5x2, facing 0) at (900, %.1f): front y = %.1f. Flee 7in = 177.8mm: the front
ends on y = 1219.2, the table edge: contact with the Table Edge (touching is contact within the
tolerance, geometry.md): removed as a casualty.""" % (A.centre[1], A.centre[1] + 20),
         FL, {"A": A, "C": C}, "flee", {"unit": "A", "reason": "charge_reaction", "from": "C"}, [7],
         {"units": {"A": {"removed": True}}, "events": ["casualty A"]})

    # f13 1mm short of the edge
    A = U("red", (900, BOARD_D - 21 - 7 * IN), 0, 5, 2)
    scen("f13_flee_1mm_short_of_the_edge", "flee ends 1mm short of the table edge: stays",
         """f13: as f12 but 1mm further back: A at (900, %.1f), front ends on y = 1218.2, 1mm from
the edge: no contact, not a casualty. Centre (900, %.1f), facing 0.""" % (A.centre[1], A.centre[1] + 7 * IN),
         FL, {"A": A, "C": C}, "flee", {"unit": "A", "reason": "charge_reaction", "from": "C"}, [7],
         {"units": {"A": {"centre": (900, A.centre[1] + 7 * IN), "facing": 0, "removed": False}},
          "no_events": ["casualty A"]})

    # f14 into a second charger
    A = U("red", (900, 400), 180, 5, 2)
    C1 = U("blue", (900, 150), 0, 5, 2, state=["charging A"])
    C2 = U("blue", (900, 600), 180, 5, 2, state=["charging A"])
    scen("f14_flee_into_another_charger", "flees into a second unit that charged it: removed",
         """f14: A (5x2, (900,400)) flees from C1 (due south): bearing 0. 10in = 254mm would end at
(900,654), but C2 (y 580..620), which has also declared a Charge against A, is in the way: the
Flee Move takes A into contact with an enemy unit that declared a Charge against it, so A is
removed as a casualty (handled differently from Dangerous Terrain, so no test for C2).""",
         FL, {"A": A, "C1": C1, "C2": C2}, "flee", {"unit": "A", "reason": "charge_reaction", "from": "C1"}, [10],
         {"units": {"A": {"removed": True}}, "events": ["casualty A"],
          "no_events": ["dangerous_terrain_test A 4"]})

    # f15 friend then enemy
    A = U("red", (900, 300), 0, 5, 2)
    C = U("blue", (900, 100), 0, 5, 2, state=["charging A"])
    F = U("red", (900, 420), 0, 5, 2)
    E = U("blue", (900, 560), 180, 5, 2)
    scen("f15_flee_through_friend_then_enemy", "flees through a friend and then an enemy",
         """f15: A (5x2, (900,300)) flees from C (due south), bearing 0, 12in = 304.8mm: centre
(900,604.8), y 584.8..624.8. On the way: friend F (y 400..440), then enemy E (y 540..580, not
charging): F takes a Panic Test, A a Dangerous Terrain (4+) test. The end is clear of E
(584.8 > 580).""",
         FL, {"A": A, "C": C, "F": F, "E": E}, "flee", {"unit": "A", "reason": "charge_reaction", "from": "C"}, [12],
         {"units": {"A": {"centre": (900, 604.8), "facing": 0}},
          "events": ["panic_test F", "dangerous_terrain_test A 4"]})

    # f16 passes beside a friend
    F = U("red", (1005, 450), 0, 5, 2)
    scen("f16_flee_passes_beside_friend", "flees past a friend 5mm to its side: no Panic Test",
         """f16: A (5x2, (900,300), x 850..950) flees from C, bearing 0, 10in: centre (900,554). F
(x 955..1055, y 430..470) is 5mm to the side of A's path: never overlapped, so no Panic Test.""",
         FL, {"A": A, "C": C, "F": F}, "flee", {"unit": "A", "reason": "charge_reaction", "from": "C"}, [10],
         {"units": {"A": {"centre": (900, 554), "facing": 0}}, "no_events": ["panic_test F"]})

    # f17 failed break from the enemy's rear
    B = U("blue", (900, 500), 0, 5, 2)
    A = U("red", (900, 460), 0, 5, 2)
    scen("f17_failed_break_from_rear", "failed Break Test by a unit that fought the enemy's rear",
         """f17: B (5x2, facing 0, (900,500)): rear y = 480. A (5x2, facing 0, (900,460)) touches it
with its front (y = 480). Failed Break Test: A's Rear Facing becomes parallel with B's Rear
Facing, A facing away from B: bearing 180. It pivots about its Centre (same footprint) and flees
6in = 152.4mm south: centre (900, 307.6), facing 180.""",
         FL, {"A": A, "B": B}, "flee", {"unit": "A", "reason": "failed_break", "from": "B"}, [6],
         {"units": {"A": {"centre": (900, 307.6), "facing": 180}}})


# PURSUITS

PU = "pursuit.rules"


def pz(name, title, header, units, combats, dice, expect, terrain=None, tolerance=None):
    scen(name, title, header, PU, units, "pursue", {"unit": "B", "pursued": "A"}, dice, expect,
         terrain=terrain, combats=combats, tolerance=tolerance)


def build_pursuits():
    # p01 simple
    B = U("red", (900, 500), 0, 5, 2)
    A = U("blue", (900, 768.6), 0, 5, 2, state=["fleeing"])
    pz("p01_simple_pursuit", "simple pursuit: already facing the fled direction, 6in ahead",
       """p01: B (5x2, facing 0, (900,500), front y = 520) pursues A, which fled facing 0 and now
stands at (900,768.6) (rear y = 748.6). Step 1: B already faces 0: no pivot; its Front Facing
touches nothing. Step 2: the rectangle ahead for 2D6 = 6in (152.4mm) reaches y = 672.4: no
obstacle (A's rear is at 748.6). 2.3: B moves 6in: centre (900, 652.4). Step 3: 76.2mm from
A: legal.""",
       {"A": A, "B": B}, [["A", "B"]], [6],
       {"units": {"B": {"centre": (900, 652.4), "facing": 0}}, "no_events": ["charge B A", "pursue_off_board B"]})

    # p02 pivot a quarter
    A = U("blue", (1300, 500), 90, 5, 2, state=["fleeing"])
    pz("p02_pivot_then_pursue", "pursuer pivots a quarter to the fled direction, then 8in",
       """p02: A fled from B's right flank and faces 90, at (1300,500) (x 1280..1320). B (5x2, facing
0, (900,500)) pivots about its Centre to 90: x 880..920, y 450..550, front x = 920. The front
touches nothing. Rectangle ahead for 8in = 203.2mm: x 920..1123.2, y 450..550: empty. B moves
8in: centre (1103.2, 500), facing 90; 156.8mm from A: legal.""",
       {"A": A, "B": B}, [["A", "B"]], [8],
       {"units": {"B": {"centre": (1103.2, 500), "facing": 90}}})

    # p03 pursued destroyed
    A = U("blue", (1000, 500), 90, 5, 2)
    A.removed = True
    pz("p03_pursued_destroyed", "the pursued unit was destroyed: the direction it would have had",
       """p03: A was destroyed (removed); it had fought B's right flank, so it would have fled facing
90, the facing it is left with. B (5x2, facing 0, (900,500)) pivots to 90 (front x = 920) and,
nothing ahead (a removed unit is not on the table), moves 2D6 = 5in = 127mm: centre (1027, 500).""",
       {"A": A, "B": B}, [["A", "B"]], [5],
       {"units": {"B": {"centre": (1027, 500), "facing": 90}}})

    # p04 board edge ahead
    B = U("red", (900, 1100), 0, 5, 2)
    A = U("blue", (900, 1200), 0, 5, 2)
    A.removed = True
    pz("p04_board_edge_ahead", "the board edge is the first thing ahead: pursues off the board",
       """p04: A fled off the board (removed, facing 0). B (5x2, facing 0, (900,1100)): front y = 1120.
Step 1: no pivot, front clear. Step 2: the rectangle ahead for 6in reaches 1272.4 > 1219.2: the
first obstacle is the Board Edge (2.1): B moves up to it and Pursues off the Board.""",
       {"A": A, "B": B}, [["A", "B"]], [6],
       {"events": ["pursue_off_board B"], "no_events": ["charge B A"]})

    # p05 pivot puts the front over the edge
    B = U("red", (900, 1180), 90, 2, 5)
    A = U("blue", (900, 1230), 0, 5, 2)
    A.removed = True
    pz("p05_pivot_front_over_edge", "after the pivot the front is past the board edge: pursues off at once",
       """p05: B is a column 2 files x 5 ranks of 20mm (40 wide, 100 deep), facing 90 at (900,1180):
x 850..950, y 1160..1200. A fled from its left flank facing 0 (removed, off the table). Step 1:
B pivots to 0: x 880..920, y 1130..1230; its Front Facing y = 1230 lies beyond the edge (1219.2):
the uppermost case, Pursue off the Board.""",
       {"A": A, "B": B}, [["A", "B"]], [4],
       {"events": ["pursue_off_board B"]})

    # p06 enemy in the rectangle -> charge
    B = U("red", (900, 500), 0, 7, 2)
    A = U("blue", (900, 1000), 0, 5, 2, state=["fleeing"])
    E = U("blue", (900, 700), 180, 5, 2)
    end, fc = against(E, "front", B)
    pz("p06_enemy_ahead_charged", "an enemy in the path within the roll: the pursuit becomes a charge",
       """p06: B (7x2, facing 0, (900,500)): front y = 520, x 830..970. A fled north (900,1000). E
(5x2, facing 180, (900,700)): front y = 680, x 850..950, B in its Front arc (determined before
moving). Rectangle ahead for 8in (203.2mm) reaches 723.2: the first obstacle is E (at 680, A is
beyond): 2.2, B declares a Charge against E with 8in as Charge Range (>= 160mm = 6.3in) and
makes a Charge Move into E's Front Facing.
""" + uniq(7, 20, 100, 5) + """
End: B facing 0, centre (900, 660).""",
       {"A": A, "B": B, "E": E}, [["A", "B"]], [8],
       {"units": {"B": {"centre": end, "facing": fc}, "E": {"moved": False}}, "events": ["charge B E"]})

    # p07 enemy beyond the roll -> move, then backtrack for spacing
    pz("p07_enemy_beyond_roll_spacing_backtrack", "an enemy just beyond the roll: moves, then backs off to 1in",
       """p07: as p06 with 2D6 = 6in (152.4mm): the rectangle reaches 672.4, short of E (680): no
obstacle, 2.3: B moves 6in to centre (900,652.4), front 672.4: 7.6mm from E. Step 3: the Unit
Spacing rule (more than 1in) is broken: backtrack along the move to the last legal position, 1in
from E: front 680 - 25.4 = 654.6, centre (900, 634.6). No charge.""",
       {"A": A, "B": B, "E": E}, [["A", "B"]], [6],
       {"units": {"B": {"centre": (900, 634.6), "facing": 0}, "E": {"moved": False}}, "no_events": ["charge B E"]})

    # p08 enemy exactly at the roll
    E = U("blue", (900, 520 + 7 * IN + 20), 180, 5, 2)
    end, fc = against(E, "front", B)
    pz("p08_enemy_exactly_at_roll_charged", "an enemy exactly 7in ahead with a roll of 7: charged",
       """p08: E's front is on y = 520 + 177.8 = 697.8: exactly 7in ahead of B's front. The rectangle
ahead for 7in reaches it (within D: distance <= D within the tolerance): the first obstacle is
E: 2.2, Charge Range 7in >= 7in.
""" + uniq(7, 20, 100, 5) + """
End: B facing 0, centre (900, 677.8).""",
       {"A": A, "B": B, "E": E}, [["A", "B"]], [7],
       {"units": {"B": {"centre": end, "facing": fc}}, "events": ["charge B E"]})

    # p09 friend beside the path
    B = U("red", (900, 500), 0, 5, 2)
    F = U("red", (1012.7, 720), 0, 5, 2)
    yb = 700 - math.sqrt(25.4 ** 2 - 12.7 ** 2) - 20
    pz("p09_friend_beside_path_backtrack", "a friend 0.5in beside the path: backtrack until 1in away",
       """p09: B (5x2, facing 0, (900,500)): x 850..950, front y = 520. F (a friend not in the combat,
5x2): x 962.7..1062.7, y 700..740: 12.7mm (0.5in) to the side of B's lane, not in the rectangle
ahead. A fled north to (900,1000). 8in: B would end at centre (900,703.2), 12.7mm from F: Step 3
backtracks to the last position at 1in from F. While B's front is below F's rear edge the
nearest points are corners (950, yf) and (962.7, 700): hypot(12.7, 700 - yf) = 25.4 gives
700 - yf = 12.7*sqrt(3) = 21.997; yf = 678.003; centre (900, %.4f).""" % yb,
       {"A": A, "B": B, "F": F}, [["A", "B"]], [8],
       {"units": {"B": {"centre": (900, yb), "facing": 0}, "F": {"moved": False}}})

    # p10 impassable ahead (figure d)
    terr = [dict(name="cliff", kind="impassable", polygon=rect_poly(800, 650, 1000, 750))]
    pz("p10_impassable_ahead_backtrack", "impassable terrain ahead: moved into contact, then back 1in",
       """p10: (figure pursuit d) B (5x2, facing 0, (900,500), front 520); Impassable Terrain x 800..1000,
y 650..750; A fled north to (900,1000). 8in: the first obstacle is the terrain (2.3): B moves on
and stops with its front on y = 650; Step 3: 1in spacing is broken, backtrack to the front at
650 - 25.4 = 624.6: centre (900, 604.6).""",
       {"A": A, "B": B}, [["A", "B"]], [8],
       {"units": {"B": {"centre": (900, 604.6), "facing": 0}}}, terrain=terr)

    # p11 friend not in the combat ahead
    F = U("red", (900, 670), 0, 5, 2)
    pz("p11_friend_ahead_is_obstruction", "a friend outside the combat ahead: an obstruction",
       """p11: as p10 but the thing ahead is B's friend F (5x2, (900,670), y 650..690), not part of the
combat: an obstruction. B stops at F (front 650) and backtracks to 1in: centre (900, 604.6).""",
       {"A": A, "B": B, "F": F}, [["A", "B"]], [8],
       {"units": {"B": {"centre": (900, 604.6), "facing": 0}, "F": {"moved": False}}})

    # p12 friend in the same combat = open terrain, ends clear beyond
    A = U("blue", (900, 1100), 0, 5, 2, state=["fleeing"])
    G = U("red", (900, 560), 0, 3, 1)
    pz("p12_combat_friend_is_open_terrain", "a friend from the same combat ahead: open terrain, moved through",
       """p12: G (3x1 of 20mm, (900,560): y 550..570) fought in the same combat as B: Open Terrain for
steps 1 and 2. B (5x2, (900,500), front 520, 30mm from G) moves the full 10in = 254mm: centre
(900,754), y 734..774, 164mm past G: legal (Step 3 holds with G too). A is at 1080+.
(Were G an obstruction, B would stop 1in short of it at 504.6.)""",
       {"A": A, "B": B, "G": G}, [["A", "B", "G"]], [10],
       {"units": {"B": {"centre": (900, 754), "facing": 0}, "G": {"moved": False}}})

    # p13 friend in same combat, end on it -> backtrack
    G = U("red", (900, 720), 0, 5, 2)
    pz("p13_combat_friend_end_on_it_backtrack", "would end on a friend from the same combat: back to 1in short",
       """p13: G (5x2, same combat, (900,720): y 700..740). B moves 8in (open terrain) to centre
(900,703.2), overlapping G: Step 3 (Unit Spacing includes friends of the same combat): the last
legal position along the move is 1in short of G: front 674.6, centre (900, 654.6).""",
       {"A": A, "B": B, "G": G}, [["A", "B", "G"]], [8],
       {"units": {"B": {"centre": (900, 654.6), "facing": 0}, "G": {"moved": False}}})

    # p14 pivot front overlaps enemy -> placement
    A = U("blue", (1400, 500), 90, 5, 2, state=["fleeing"])
    E = U("blue", (955, 560), 180, 5, 2)
    pz("p14_pivot_onto_enemy_placed", "the pivot swings the front onto an enemy: placed against it",
       """p14: B (5x2, facing 0, (900,500)): x 850..950, y 480..520. A fled from B's right flank facing
90. E (5x2, facing 180, (955,560)): x 905..1005, y 540..580. Before the pivot B's front centre
(900,520) is in E's Front arc (the line from E's corner (905,540) at 45 degrees passes x = 885
at y = 520). Step 1: B pivots to 90: front x = 920, y 450..550, overlapping E (x 905..1005,
y 540..550): B declares a Charge against E and is placed with its front on E's Front Facing
(facing 0, front y = 540, centre y = 520), maximising the models in contact: all 5 + 5 = 10 for
centre x in 955 +- 20 = 935..975, then keeping the Centre nearest its start (900,500): x = 935.
End: centre (935, 520), facing 0.""",
       {"A": A, "B": B, "E": E}, [["A", "B"]], [7],
       {"units": {"B": {"centre": (935, 520), "facing": 0}, "E": {"moved": False}}, "events": ["charge B E"]})

    # p15 pivot blocked by a friend -> partial pivot
    F = U("red", (955, 567), 0, 5, 2)
    phi = math.degrees(math.atan2(5, 47)) + math.degrees(math.acos(45.4 / math.hypot(5, 47)))
    pz("p15_pivot_blocked_by_friend_partial", "the pivot would swing onto a friend: pivots as far as 1in allows",
       """p15: as p14 but in E's place a friend F not in the combat, (955,567): x 905..1005, y 547..587,
27mm from B's front. Pivoting to 90 would put the front (x = 920, y 450..550) on F: B pivots
as close as possible to 90 keeping 1in from F, and moves no farther. Turning clockwise by p, the
nearest thing to B's front edge is F's corner (905,547), at (5,47) from B's Centre: its distance
ahead of the front edge is 5 sin p + 47 cos p - 20 (it stays between the front corners). Setting
that to 25.4: sqrt(5^2+47^2) cos(p - atan(5/47)) = 45.4, p = 6.0725 + 16.1363 = %.4f degrees.
(Anticlockwise the front-right corner reaches 1in from F after about 1.9 degrees: 91.9 from 90,
farther than %.2f.) End: centre (900,500) unchanged, facing %.4f.
The corner closes on the front edge at only 0.23mm a degree here, so the scenario sets its
tolerance to 0.00001in: "more than 1in" satisfied down to 1in less the tolerance then moves the
answer by at most 0.0011 degrees.""" % (phi, 90 - phi, phi),
       {"A": A, "B": B, "F": F}, [["A", "B"]], [7],
       {"units": {"B": {"centre": (900, 500), "facing": phi}, "F": {"moved": False}}}, tolerance="0.00001in")

    # p16 post-combat reform: enemy ahead is an obstruction
    B = U("red", (900, 500), 0, 5, 2, state=["post_combat_reform"])
    A = U("blue", (900, 1000), 0, 5, 2, state=["fleeing"])
    E = U("blue", (900, 700), 180, 5, 2)
    pz("p16_post_combat_reform_no_charge", "after a Post-Combat Reform the enemy ahead is an obstruction",
       """p16: B (5x2, (900,500), front 520) made a Post-Combat Reform last Player Turn. E (5x2, facing
180, (900,700)) has its front on 680, inside the 8in rectangle: treated as an obstruction (2.2):
2.3, B stops with its front on 680; Step 3 (no contact with a unit not charged, Unit Spacing):
backtrack to 1in: front 654.6, centre (900, 634.6). No charge.""",
       {"A": A, "B": B, "E": E}, [["A", "B"]], [8],
       {"units": {"B": {"centre": (900, 634.6), "facing": 0}, "E": {"moved": False}}, "no_events": ["charge B E"]})

    # p17 the fled unit itself ahead: obstruction
    B = U("red", (900, 500), 0, 5, 2)
    A = U("blue", (900, 640), 0, 5, 2, state=["fleeing"])
    pz("p17_fled_unit_ahead_is_obstruction", "the unit that fled is in the way: an obstruction, not charged",
       """p17: A fled only 100mm (rear y = 620). B (5x2, (900,500), front 520) rolls 7in (177.8mm):
A, an enemy that Fled from B's combat, is an obstruction: 2.3, B stops with its front on 620
and backtracks to 1in: front 594.6, centre (900, 574.6). No charge.""",
       {"A": A, "B": B}, [["A", "B"]], [7],
       {"units": {"B": {"centre": (900, 574.6), "facing": 0}}, "no_events": ["charge B A"]})

    # p18 enemy fleeing from another combat ahead: charged in its rear
    B = U("red", (900, 500), 0, 7, 2)
    A = U("blue", (900, 1100), 0, 5, 2, state=["fleeing"])
    E = U("blue", (900, 700), 0, 5, 2, state=["fleeing"])
    end, fc = against(E, "rear", B)
    pz("p18_other_fleeing_enemy_charged_in_rear", "a fleeing enemy from another combat ahead: charged",
       """p18: E (5x2, facing 0, (900,700), fleeing from some other combat) is ahead: its Rear Facing
y = 680 inside B's 8in rectangle (B 7x2, front 520). It did not flee from B's combat, so B
declares a Charge against it (2.2) in the facing found before moving: B's front centre (900,520)
is in E's Rear arc. E may not react.
""" + uniq(7, 20, 100, 5) + """
End: B facing 0, centre (900, 660); E not moved.""",
       {"A": A, "B": B, "E": E}, [["A", "B"]], [8],
       {"units": {"B": {"centre": end, "facing": fc}, "E": {"moved": False}}, "events": ["charge B E"]})

    # p19 two enemies in the rectangle: the first one
    B = U("red", (900, 500), 0, 5, 2)
    E1 = U("blue", (880, 660), 180, 3, 2)
    E2 = U("blue", (900, 740), 180, 5, 2)
    end, fc = against(E1, "front", B)
    pz("p19_two_enemies_first_is_charged", "two enemies in the rectangle: the first met is charged",
       """p19: B (5x2, (900,500), front 520, x 850..950), roll 9in (228.6mm, reaching 748.6). E1 (3x2,
facing 180, (880,660)): front 640, x 850..910. E2 (5x2, facing 180, (900,740)): front 720. The
first obstacle is E1 (640 < 720): 2.2, charge E1 (Front arc), range 9in >= 120mm.
""" + uniq(5, 20, 60, 3) + """
End: B facing 0, centre (880, 620): 80mm short of E2, not touching it.""",
       {"A": A, "B": B, "E1": E1, "E2": E2}, [["A", "B"]], [9],
       {"units": {"B": {"centre": end, "facing": fc}, "E1": {"moved": False}, "E2": {"moved": False}},
        "events": ["charge B E1"], "no_events": ["charge B E2"]})

    # p20 removed pursued, straight on
    A = U("blue", (900, 540), 0, 5, 2)
    A.removed = True
    pz("p20_destroyed_in_front_straight_on", "the pursued unit was destroyed in front: straight on 5in",
       """p20: A, destroyed in B's front (removed; it would have fled facing 0, its facing). B (5x2,
facing 0, (900,500)) needs no pivot; nothing ahead (A is off the table): 5in = 127mm, centre
(900, 627).""",
       {"A": A, "B": B}, [["A", "B"]], [5],
       {"units": {"B": {"centre": (900, 627), "facing": 0}}})

    # p21 new enemy in the flank
    B = U("red", (905, 500), 0, 4, 2)
    A = U("blue", (900, 1100), 0, 5, 2, state=["fleeing"])
    E = U("blue", (900, 700), 90, 5, 2)
    end, fc = against(E, "right", B)
    pz("p21_pursuit_charges_enemy_flank", "pursuit meets an enemy side-on: charges its flank",
       """p21: E (5x2, facing 90, (900,700)): 100mm along y (650..750), 40 along x (880..920); its Right
Flank is the south edge y = 650, x 880..920 (2 models). B (4x2 of 20mm, facing 0, (905,500)):
front y = 520, x 865..945. Rectangle for 7in reaches 697.8: E's flank at 650 is the first
obstacle: charge (2.2); B's front centre (905,520) is in E's Right arc (the lines from (880,650)
and (920,650) bound x to 750..1050 at y = 520). Range 7in >= 130mm.
""" + uniq(4, 20, 40, 2) + """
End: B facing 0, front y = 650, centre (900, 630).""",
       {"A": A, "B": B, "E": E}, [["A", "B"]], [7],
       {"units": {"B": {"centre": end, "facing": fc}, "E": {"moved": False}}, "events": ["charge B E"]})


if __name__ == "__main__":
    build_charges()
    build_flees()
    build_pursuits()
    write_all()
    print("wrote", len(SCEN), "scenarios")
