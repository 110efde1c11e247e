#!/usr/bin/env python3
"""Write tests/dbm/fresh7/*.yaml: ordinary DBM 3.1 situations with the IWF clarifications.

Every expected value below was worked by hand from the seed text (002, IWF 1.2), the DBM facts
in shared/seeds/INDEX.md and the spec (scenario-format 1.1, geometry.md); the working is in each
scenario's header.  Where a value is irrational the header gives the equation and this file
evaluates that closed form; check.py recomputes every value by its own simulation (sweeps and
bisection, not these formulas) and must agree.

    python3 tests/dbm/fresh7/gen.py && python3 tests/dbm/fresh7/check.py

Conventions: lengths in mm (1p = 0.5mm, so 200p = 100mm); 15mm bases 40mm wide, 15mm deep for
close foot (Bd, Sp, Pk, Bl, Wb), 20mm for Ax, Bw, Ps, 30mm for mounted (Kn, Cv, LH, and Exp,
counted here as mounted).  Bearings: 0 north (+y), 90 east; an element facing b has its front
edge b-wards and its right hand at b+90.  Side red is the element named in args.
"""
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
DEPTH = {"Bd": 15, "Sp": 15, "Pk": 15, "Bl": 15, "Wb": 15,
         "Ax": 20, "Bw": 20, "Ps": 20,
         "Kn": 30, "Cv": 30, "LH": 30, "Exp": 30}
SCENARIOS = []
TOL = 0.0  # the flee pivots are worked to exact touch (README, fault 2), not to 0.0254mm inside


def u(side, x, y, f, typ, state=None, total=None):
    d = {"side": side, "c": (x, y), "f": f, "type": typ}
    if state:
        d["state"] = state
    if total is not None:
        d["total"] = total
    return d


def sc(file, name, work, units, run, args, expect, terrain=None, choice=None, tol=None):
    s = {"file": file, "name": name, "work": work.strip("\n"), "units": units, "run": run,
         "args": args, "expect": expect, "terrain": terrain or []}
    if choice is not None:
        s["choice"] = choice
    if tol is not None:
        s["tol"] = tol
    SCENARIOS.append(s)


def box(name, kind, x0, y0, x1, y1):
    return {"name": name, "kind": kind, "poly": [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]}


def solve_sin(A, B, C):
    """Smallest theta in degrees, 0..90, with A sin(theta) - B cos(theta) = C."""
    R = math.hypot(A, B)
    return math.degrees(math.atan2(B, A) + math.asin(C / R))


def ahead(x, y, b, L):
    r = math.radians(b)
    return (x + L * math.sin(r), y + L * math.cos(r))


# =====================================================================================
# IWF 14.1 march moves: never closer than 200p (100mm) to known enemy; exactly 200p is
# not closer; starting closer refuses the march.  IWF 9.1: an ambusher unknown.
# =====================================================================================
sc("march_open_field_full_move", "march 300p with the nearest enemy far beyond 200p", """
IWF 14.1. A (Sp, 15mm deep) at (600,200) facing 0: front edge y=207.5. Enemy B (Bd) at (600,600)
facing 180: its front edge y=592.5. Gap 385mm. A marches 300p = 150mm: front edge 357.5, gap
235mm >= 100mm (200p), never closer than 200p on the way. A ends at (600,350).
""", {"A": u("red", 600, 200, 0, "Sp"), "B": u("blue", 600, 600, 180, "Bd")},
    "march", {"element": "A", "mm": 150},
    {"units": {"A": {"c": (600, 350), "f": 0}, "B": {"c": (600, 600)}},
     "no_events": ["march_refused A"]})

sc("march_stops_at_200p_from_enemy_ahead", "a march toward the enemy stops exactly 200p short", """
IWF 14.1: a march cannot go closer than 200p. A (Sp) at (600,200) facing 0, front edge 207.5.
B (Bd) at (600,400) facing 180, front edge 392.5: gap 185mm (370p). March 200p = 100mm would
leave 85mm (170p). A stops where the gap is 100mm: it moves 185 - 100 = 85mm, to (600,285).
""", {"A": u("red", 600, 200, 0, "Sp"), "B": u("blue", 600, 400, 180, "Bd")},
    "march", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (600, 285), "f": 0}}, "no_events": ["march_refused A"]})

sc("march_start_exactly_200p_facing_enemy", "exactly 200p away does not refuse the march", """
IWF 14.1: "troops exactly at 200 paces ... do not prevent the enemy from marching". A (Sp) at
(600,200) facing 0, front edge 207.5; B (Bd) at (600,315) facing 180, front edge 307.5: gap
100mm = 200p exactly. Not refused (no march_refused), but every forward step goes closer than
200p, so A moves 0 and stays at (600,200).
""", {"A": u("red", 600, 200, 0, "Sp"), "B": u("blue", 600, 315, 180, "Bd")},
    "march", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (600, 200), "f": 0}}, "no_events": ["march_refused A"]})

sc("march_away_start_199p_refused", "starting 199p from enemy the march is refused even going away", """
IWF 14.1: a march move cannot START closer to known enemy than 200p. A (Bd) at (600,200) facing
180 (its back to B); A's rear edge y=207.5. B (Bd) at (600,314.5) facing 180: its rear edge
y=307. Gap 99.5mm = 199p < 200p by 0.5mm, more than the tolerance (0.0254mm). march_refused A;
A stays at (600,200).
""", {"A": u("red", 600, 200, 180, "Bd"), "B": u("blue", 600, 314.5, 180, "Bd")},
    "march", {"element": "A", "mm": 200},
    {"units": {"A": {"c": (600, 200), "f": 180}}, "events": ["march_refused A"]})

sc("march_away_start_within_tolerance_of_200p", "99.99mm counts as 200p: the march away goes ahead", """
IWF 14.1 with the spec's tolerance: closer than 200p means closer by more than 0.0254mm. A (Bd)
at (600,200) facing 180; rear edge 207.5. B (Bd) at (600,315.49) facing 180, rear edge 307.99:
gap 99.99mm, short of 100 by 0.01mm < tolerance. Not refused. Marching 300p = 150mm south
only opens the gap: full move, A ends at (600,50).
""", {"A": u("red", 600, 200, 180, "Bd"), "B": u("blue", 600, 315.49, 180, "Bd")},
    "march", {"element": "A", "mm": 150},
    {"units": {"A": {"c": (600, 50), "f": 180}}, "no_events": ["march_refused A"]})

sc("march_past_ambusher_in_wood_goes_full", "an ambusher does not stop a march (IWF 9.1)", """
IWF 9.1: until revealed, ambushers "do not ... prevent enemy march moves"; spec: an enemy
flagged ambush is ignored and keeps its flag. A (Sp) at (600,200) facing 0 spans x 580..620,
y 192.5..207.5. B (Bd, ambush) at (700,300) facing 270: x 692.5..707.5, y 280..320; were it
known, A would be 72.5mm from it when level. Ignored: A marches 200p = 100mm to (600,300).
""", {"A": u("red", 600, 200, 0, "Sp"), "B": u("blue", 700, 300, 270, "Bd", state=["ambush"])},
    "march", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (600, 300), "f": 0}, "B": {"c": (700, 300)}},
     "no_events": ["march_refused A"]})

_dy = math.sqrt(100 ** 2 - 72.5 ** 2)
sc("march_past_known_enemy_corner_stops_at_200p", "the same march past a known enemy stops at 200p corner to corner", """
IWF 14.1, shape distance. As march_past_ambusher_in_wood_goes_full but B is known. A's front
right corner (620, 207.5+t) and B's south-west corner (692.5,280): dx = 72.5 always, dy =
72.5 - t. Start: sqrt(72.5^2+72.5^2) = 102.53mm >= 100, so not refused. A stops where
72.5^2 + dy^2 = 100^2: dy = sqrt(10000 - 5256.25) = 68.8749mm, t = 72.5 - 68.8749 = 3.6251mm.
A ends at (600, 203.6251).
""", {"A": u("red", 600, 200, 0, "Sp"), "B": u("blue", 700, 300, 270, "Bd")},
    "march", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (600, 200 + 72.5 - _dy), "f": 0}}, "no_events": ["march_refused A"]})

sc("march_parallel_to_enemy_exactly_200p_aside", "a march alongside an enemy exactly 200p to the side is not stopped", """
IWF 14.1: exactly 200p does not stop a march. A (Sp) at (600,200) facing 0: x 580..620. B (Bd)
at (740,300) facing 180: x 720..760, y 292.5..307.5. Lateral gap 720 - 620 = 100mm = 200p.
A marches 300p = 150mm to (600,350): while level with B the distance is exactly 100mm, never
less. Full move.
""", {"A": u("red", 600, 200, 0, "Sp"), "B": u("blue", 740, 300, 180, "Bd")},
    "march", {"element": "A", "mm": 150},
    {"units": {"A": {"c": (600, 350), "f": 0}}, "no_events": ["march_refused A"]})

_dy2 = math.sqrt(100 ** 2 - 99.5 ** 2)
sc("march_parallel_to_enemy_199p_aside_stops", "199p to the side: the march stops before drawing level", """
IWF 14.1. A (Sp) at (600,200) facing 0: x 580..620, front edge 207.5+t. B (Bd) at (739.5,300)
facing 180: x 719.5..759.5, y 292.5..307.5. Lateral gap 99.5mm (199p). Start distance
corner to corner sqrt(99.5^2 + 85^2) = 130.9mm: not refused. Level with B the distance would be
99.5 < 100, so A stops where 99.5^2 + dy^2 = 100^2: dy = sqrt(99.75) = 9.98749mm; A's front edge
at 292.5 - 9.98749 = 282.51251, t = 75.01251mm; A at (600, 275.01251).
""", {"A": u("red", 600, 200, 0, "Sp"), "B": u("blue", 739.5, 300, 180, "Bd")},
    "march", {"element": "A", "mm": 150},
    {"units": {"A": {"c": (600, 200 + 85 - _dy2), "f": 0}}, "no_events": ["march_refused A"]})

sc("march_two_enemies_nearer_one_decides", "of two enemies the one on the path stops the march", """
IWF 14.1. A (Sp) at (600,200) facing 0, front edge 207.5, x 580..620. B (Bd) at (600,385)
facing 180: front edge 377.5, gap 170mm: A may move 70mm. C (Bd) at (740,330) facing 180:
x 720..760, lateral gap exactly 100mm, never closer. A marches 300p (150mm) and stops after
70mm at (600,270); then C is sqrt(100^2 + (322.5-277.5)^2) = 109.7mm away.
""", {"A": u("red", 600, 200, 0, "Sp"), "B": u("blue", 600, 385, 180, "Bd"),
      "C": u("blue", 740, 330, 180, "Bd")},
    "march", {"element": "A", "mm": 150},
    {"units": {"A": {"c": (600, 270), "f": 0}}, "no_events": ["march_refused A"]})

sc("march_cavalry_east_stops_at_200p", "cavalry marching east stop 200p short", """
IWF 14.1. A (Cv, 30mm deep) at (300,400) facing 90: front edge x=315. B (Bd) at (520,400)
facing 270: front edge x=512.5. Gap 197.5mm. March 200p (100mm) would leave 97.5 < 100:
A moves 97.5mm to (397.5,400).
""", {"A": u("red", 300, 400, 90, "Cv"), "B": u("blue", 520, 400, 270, "Bd")},
    "march", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (397.5, 400), "f": 90}}, "no_events": ["march_refused A"]})

_m45 = ahead(300, 300, 45, 132.5)
sc("march_diagonal_45_stops_at_200p", "a march at bearing 45 toward an enemy facing it stops 200p short", """
IWF 14.1. A (Ps, 20mm deep) at (300,300) facing 45. B (Bd) facing 225, centre 250mm ahead of A
along bearing 45: (300+250 sin45, 300+250 cos45) = (476.777, 476.777). Front edges face each
other: gap 250 - 10 - 7.5 = 232.5mm. March 300p (150mm) would leave 82.5: A moves 132.5mm to
(300 + 132.5*0.707107, same) = (393.692, 393.692).
""", {"A": u("red", 300, 300, 45, "Ps"),
      "B": u("blue", *ahead(300, 300, 45, 250), 225, "Bd")},
    "march", {"element": "A", "mm": 150},
    {"units": {"A": {"c": _m45, "f": 45}}, "no_events": ["march_refused A"]})

sc("march_friend_close_does_not_stop", "a friend within 200p does not stop a march", """
IWF 14.1 speaks of known ENEMY only. A (Bd) at (600,200) facing 0, x 580..620. Friend F (Bd)
at (650,260) facing 0: x 630..670, 10mm to A's side. A marches 200p (100mm) to (600,300),
alongside F all the way; no enemy on the table within 200p (B at (600,700) is 385mm ahead).
""", {"A": u("red", 600, 200, 0, "Bd"), "F": u("red", 650, 260, 0, "Bd"),
      "B": u("blue", 600, 700, 180, "Bd")},
    "march", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (600, 300), "f": 0}}, "no_events": ["march_refused A"]})

# =====================================================================================
# Recoils (IWF 22.2 with the wider rule in INDEX.md): straight back, keeping facing; push
# back friends facing the same way; destroyed by enemy, friends of another facing, or
# impassable terrain met before the recoil is complete.  Recoil distance given = base depth.
# A (red) fought W (blue) front to front and lost.
# =====================================================================================
def fight(ax=600, ay=300, atype="Bd", wtype="Bd"):
    da, dw = DEPTH[atype], DEPTH[wtype]
    return {"A": u("red", ax, ay, 0, atype), "W": u("blue", ax, ay + da / 2 + dw / 2, 180, wtype)}


sc("recoil_foot_clear_behind", "blade recoil a base depth into open ground", """
Wider rule: straight back keeping facing. A (Bd) at (600,300) facing 0 lost to W (Bd, (600,315)
facing 180, front edges touching at y=307.5). Recoil 30p = 15mm south: A to (600,285), facing
0. Nothing behind; W unmoved.
""", fight(), "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"c": (600, 285), "f": 0}, "W": {"c": (600, 315), "f": 180}},
     "no_events": ["destroyed A"]})

sc("recoil_knights_clear_behind", "knights recoil their 30mm depth", """
A (Kn, 30mm deep) at (600,300) facing 0, front edge 315; W (Bd) at (600,322.5) facing 180.
Recoil 60p = 30mm straight back: A to (600,270), facing 0.
""", fight(atype="Kn"), "recoil", {"element": "A", "mm": 30},
    {"units": {"A": {"c": (600, 270), "f": 0}}, "no_events": ["destroyed A"]})

sc("recoil_pushes_rear_support", "the rear rank facing the same way is pushed back", """
Wider rule: pushes back friends facing the same way that its rear edge meets. A (Bd) at
(600,300) facing 0, rear edge 292.5. S (Bd, red) at (600,285) facing 0, front edge 292.5 (in
contact behind). Recoil 15mm: both move 15mm south: A (600,285), S (600,270).
""", dict(fight(), S=u("red", 600, 285, 0, "Bd")), "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"c": (600, 285), "f": 0}, "S": {"c": (600, 270), "f": 0}},
     "no_events": ["destroyed A"]})

sc("recoil_meets_friend_after_gap_and_pushes", "a friend 5mm behind is met and pushed the rest", """
A (Bd) rear edge 292.5. S (Bd, red, facing 0) at (600,280): front edge 287.5, 5mm behind. A
moves 5mm, its rear edge meets S's front edge, and the other 10mm push S: A (600,285),
S (600,270).
""", dict(fight(), S=u("red", 600, 280, 0, "Bd")), "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"c": (600, 285)}, "S": {"c": (600, 270)}}, "no_events": ["destroyed A"]})

sc("recoil_blocked_by_friend_facing_sideways", "a friend facing another way behind destroys the recoiler", """
IWF 22.2 / wider rule: friends it can neither pass nor push back. S (Bd, red) at (600,267.5)
facing 270: its frontage runs north-south, y 247.5..287.5, x 592.5..607.5; top 287.5, 5mm
behind A's rear edge (292.5). A moves 5mm, meets S (another facing), stops: A destroyed at
(600,295). S unmoved.
""", dict(fight(), S=u("red", 600, 267.5, 270, "Bd")), "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"removed": True, "c": (600, 295)}, "S": {"c": (600, 267.5), "f": 270}},
     "events": ["destroyed A"], "no_events": ["destroyed S"]})

sc("recoil_blocked_by_enemy_behind", "enemy behind the loser: it is destroyed", """
Wider rule: a recoil blocked by enemy destroys the recoiler. C (Bd, blue) at (600,280) facing
180 (closing on A's rear): top edge 287.5, 5mm behind A's rear edge. A moves 5mm, meets C
before completing 15mm: destroyed A, stopped at (600,295). C unmoved.
""", dict(fight(), C=u("blue", 600, 280, 180, "Bd")), "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"removed": True, "c": (600, 295)}, "C": {"c": (600, 280)}},
     "events": ["destroyed A"], "no_events": ["destroyed C"]})

sc("recoil_blocked_by_impassable_terrain", "a recoil into impassable ground destroys the recoiler", """
Wider rule: terrain it cannot cross. Impassable polygon x 500..700, y 200..288; A's rear edge
292.5 is 4.5mm from it. A moves 4.5mm and is destroyed there: (600,295.5).
""", fight(), "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"removed": True, "c": (600, 295.5)}}, "events": ["destroyed A"]},
    terrain=[box("cliff", "impassable", 500, 200, 700, 288)])

sc("recoil_pushed_support_meets_enemy", "the pushed rear rank meets an enemy: the recoiler dies", """
IWF 22.2 first bullet. S (Bd, red, facing 0) at (600,285) touching A's rear. Enemy C (Bd)
at (600,264) facing 0: top edge 271.5, 6mm behind S's rear edge (277.5). S is pushed back 6mm
"as far as the obstruction": S (600,279). A destroyed. C is not itself destroyed.
""", dict(fight(), S=u("red", 600, 285, 0, "Bd"), C=u("blue", 600, 264, 0, "Bd")),
    "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"removed": True}, "S": {"c": (600, 279), "f": 0, "removed": False},
               "C": {"c": (600, 264), "removed": False}},
     "events": ["destroyed A"], "no_events": ["destroyed S", "destroyed C"]})

sc("recoil_pushed_support_meets_friend_other_facing", "the pushed rear rank meets a friend facing across: the recoiler dies", """
IWF 22.2 second bullet. S (Bd, red, facing 0) at (600,285). T (Bd, red) at (600,251.5) facing
90: y 231.5..271.5, top edge 271.5, 6mm behind S. S pushed 6mm to (600,279); A destroyed; T
unmoved.
""", dict(fight(), S=u("red", 600, 285, 0, "Bd"), T=u("red", 600, 251.5, 90, "Bd")),
    "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"removed": True}, "S": {"c": (600, 279)}, "T": {"c": (600, 251.5), "f": 90}},
     "events": ["destroyed A"], "no_events": ["destroyed S", "destroyed T"]})

sc("recoil_pushed_support_meets_impassable", "the pushed rear rank backs onto impassable ground", """
IWF 22.2 third bullet. S (Bd, red, facing 0) at (600,285), rear edge 277.5; impassable
polygon x 500..700, y 200..269.5, 8mm behind S. S moves back 8mm to (600,277); A destroyed.
""", dict(fight(), S=u("red", 600, 285, 0, "Bd")), "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"removed": True}, "S": {"c": (600, 277)}}, "events": ["destroyed A"],
     "no_events": ["destroyed S"]},
    terrain=[box("marsh lake", "impassable", 500, 200, 700, 269.5)])

sc("recoil_pushes_column_of_two", "a column of three: both behind are pushed", """
Wider rule applied along the chain: S1 at (600,285) and S2 at (600,270), both red Bd facing 0,
edge to edge behind A. Recoil 15mm: A (600,285), S1 (600,270), S2 (600,255).
""", dict(fight(), S1=u("red", 600, 285, 0, "Bd"), S2=u("red", 600, 270, 0, "Bd")),
    "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"c": (600, 285)}, "S1": {"c": (600, 270)}, "S2": {"c": (600, 255)}},
     "no_events": ["destroyed A"]})

sc("recoil_pushes_friend_half_behind", "a friend staggered 25mm to one side is still pushed", """
S (Bd, red, facing 0) at (625,285): x 605..645, front edge 292.5; A's rear edge spans x
580..620, meeting S's front edge over 605..620. Pushed: A (600,285), S (625,270).
""", dict(fight(), S=u("red", 625, 285, 0, "Bd")), "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"c": (600, 285)}, "S": {"c": (625, 270)}}, "no_events": ["destroyed A"]})

sc("recoil_friend_corner_only_not_pushed", "a friend touching only corner to corner slides by", """
Reading (written down): S (Bd, red, facing 0) at (640,285): x 620..660; its front-left corner
touches A's rear-right corner at (620,292.5). Moving straight back, A slides along S's left
edge x=620 and the two never overlap: A's rear edge does not push S. A (600,285); S unmoved.
""", dict(fight(), S=u("red", 640, 285, 0, "Bd")), "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"c": (600, 285)}, "S": {"c": (640, 285)}}, "no_events": ["destroyed A"]})

sc("recoil_friend_overlapping_by_1mm_is_pushed", "a friend overlapping the path by 1mm is pushed", """
S (Bd, red, facing 0) at (639,285): x 619..659 overlaps A's path (x 580..620) by 1mm, more than
the tolerance. A's rear edge meets S's front edge over x 619..620: S pushed: A (600,285),
S (639,270).
""", dict(fight(), S=u("red", 639, 285, 0, "Bd")), "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"c": (600, 285)}, "S": {"c": (639, 270)}}, "no_events": ["destroyed A"]})

sc("recoil_enemy_exactly_at_recoil_distance", "enemy exactly one recoil behind: it completes and lives", """
IWF 22.2: destroyed if the obstruction is met BEFORE the recoil is complete. C (Bd, blue) at
(600,270) facing 180: top edge 277.5, exactly 15mm behind A's rear edge. A recoils 15mm and
touches C only as it completes: A (600,285), not destroyed.
""", dict(fight(), C=u("blue", 600, 270, 180, "Bd")), "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"c": (600, 285), "removed": False}}, "no_events": ["destroyed A"]})

sc("recoil_enemy_14mm_behind_destroys", "enemy 14mm behind a 15mm recoil: destroyed", """
C (Bd, blue) at (600,271) facing 180: top edge 278.5, 14mm behind A's rear edge: met 1mm
before the recoil is complete (1mm > tolerance). A stops after 14mm at (600,286), destroyed.
""", dict(fight(), C=u("blue", 600, 271, 180, "Bd")), "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"removed": True, "c": (600, 286)}}, "events": ["destroyed A"]})

sc("recoil_cavalry_east_keeps_facing", "cavalry facing east recoil west keeping their facing", """
A (Cv) at (400,400) facing 90: front edge x=415. W (Bd) at (422.5,400) facing 270. Recoil 60p
(30mm) straight back = west: A (370,400), facing 90.
""", {"A": u("red", 400, 400, 90, "Cv"), "W": u("blue", 422.5, 400, 270, "Bd")},
    "recoil", {"element": "A", "mm": 30},
    {"units": {"A": {"c": (370, 400), "f": 90}}, "no_events": ["destroyed A"]})

_r45 = ahead(500, 500, 45, -15)
_s45 = ahead(500, 500, 45, -30)
sc("recoil_diagonal_pushes_support", "a 45-degree line: recoil and push along the diagonal", """
A (Bd) at (500,500) facing 45; S (Bd, red, facing 45) at A - 15mm along bearing 45 =
(489.393, 489.393), edge to edge behind. W (Bd) facing 225 at A + 15mm along 45. Recoil 15mm:
A to (489.393,489.393), S to (500 - 30*0.707107, same) = (478.787, 478.787).
""", {"A": u("red", 500, 500, 45, "Bd"), "S": u("red", *ahead(500, 500, 45, -15), 45, "Bd"),
      "W": u("blue", *ahead(500, 500, 45, 15), 225, "Bd")},
    "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"c": _r45, "f": 45}, "S": {"c": _s45, "f": 45}}, "no_events": ["destroyed A"]})

sc("recoil_slides_past_enemy_on_flank", "an enemy in contact with the flank does not block the recoil", """
O (Bd, blue) at (627.5,300) facing 270: x 620..635, y 280..320, its front edge on A's right
flank (x=620). A recoils straight back 15mm, sliding along O's front edge; the rear edge meets
nothing: A (600,285), not destroyed.
""", dict(fight(), O=u("blue", 627.5, 300, 270, "Bd")), "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"c": (600, 285)}, "O": {"c": (627.5, 300)}}, "no_events": ["destroyed A"]})

# =====================================================================================
# Flee (IWF 23.1): the element has made its initial turn; distance given; clear path of
# 200p (100mm) straight ahead, else the smallest pivot about the centre that gives one
# (left = anticlockwise on a tie), else burst through friends, else destroyed.
# "Clear" is the spec's: no overlap; the smallest pivot is the one after which the path just
# touches the obstruction (exact geometry, as a march stops exactly 200p away): bounds are 20.
# For a south-facing element turned left by t the heading is (sin t, -cos t), its right
# hand (-cos t, -sin t); turned right: heading (-sin t, -cos t), left hand (cos t, -sin t).
# =====================================================================================
sc("flee_clear_straight_ahead", "a beaten blade flees 200p straight ahead", """
IWF 23.1. A (Bd) at (600,400) facing 180, nothing within 200p ahead: moves 200p = 100mm
straight: (600,300), facing 180 (no turn at the end).
""", {"A": u("red", 600, 400, 180, "Bd"), "W": u("blue", 600, 415, 180, "Bd")},
    "flee_element", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (600, 300), "f": 180}}, "no_events": ["destroyed A"]})

sc("flee_cavalry_300p_clear", "cavalry flee a longer move straight when the first 200p are clear", """
IWF 23.1. A (Cv) at (600,500) facing 180; nothing ahead within 400p. Flee distance 300p =
150mm: straight to (600,350), facing 180.
""", {"A": u("red", 600, 500, 180, "Cv")},
    "flee_element", {"element": "A", "mm": 150},
    {"units": {"A": {"c": (600, 350), "f": 180}}, "no_events": ["destroyed A"]})

sc("flee_enemy_exactly_200p_ahead_is_clear", "an enemy exactly 200p ahead leaves the path clear", """
IWF 23.1 / spec: "a clear path of at least 200p". A (Bd) at (600,400) facing 180, front edge
392.5. C (Bd, blue) at (600,285) facing 0: top edge 292.5, exactly 100mm ahead. The swept
200p touches C only at its end: clear. A flees straight to (600,300), touching C.
""", {"A": u("red", 600, 400, 180, "Bd"), "C": u("blue", 600, 285, 0, "Bd")},
    "flee_element", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (600, 300), "f": 180}, "C": {"c": (600, 285)}},
     "no_events": ["destroyed A"]})

_t4 = solve_sin(107, 20, 20 - TOL)
sc("flee_enemy_199p_ahead_pivots_left", "an enemy 199p dead ahead: the smallest pivot, left on the tie", """
IWF 23.1 and spec: smallest pivot after which 200p straight ahead is clear; equal either way,
default anticlockwise (left). A (Bd) at (600,400) facing 180, front edge 392.5. C (Bd) at
(600,285.5) facing 0: x 580..620, top 293, 99.5mm ahead: not clear. Turned left by t (heading
east of south), the path's right edge must pass C's corner (620,293), offset (20,-107) from A:
its right-hand coordinate -20 cos t + 107 sin t must reach 20 (the path just touches the
corner). 107 sin t - 20 cos t = 20: t = atan2(20,107) + asin(20/sqrt(107^2+20^2)) = 10.5873 +
10.5873 = 21.1746 deg (the corner's forward coordinate 20 sin t + 107 cos t = 107.0 < 107.5,
within the sweep; the other corners are further right). Facing 180 - 21.1746 = 158.8254; A
moves 100mm that way:
(600 + 100 sin t, 400 - 100 cos t).
""", {"A": u("red", 600, 400, 180, "Bd"), "C": u("blue", 600, 285.5, 0, "Bd")},
    "flee_element", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (600 + 100 * math.sin(math.radians(_t4)), 400 - 100 * math.cos(math.radians(_t4))),
                     "f": 180 - _t4}},
     "no_events": ["destroyed A"]})

sc("flee_enemy_199p_ahead_owner_turns_right", "the same tie, the owner chooses the right-hand turn", """
As flee_enemy_199p_ahead_pivots_left; the spec's choice new_facing picks the other equally good
direction: 180 + 21.1746 = 201.1746 (C's corner (580,293) mirrors the left case). A moves
100mm on bearing 201.1746: (600 - 100 sin t, 400 - 100 cos t).
""", {"A": u("red", 600, 400, 180, "Bd"), "C": u("blue", 600, 285.5, 0, "Bd")},
    "flee_element", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (600 - 100 * math.sin(math.radians(_t4)), 400 - 100 * math.cos(math.radians(_t4))),
                     "f": 180 + _t4}},
     "no_events": ["destroyed A"]}, choice=round(180 + _t4, 4))

_t6 = solve_sin(107, 10, 20 - TOL)
_t6r = solve_sin(107, 30, 20 - TOL)
sc("flee_friend_half_across_path_smaller_turn_side", "a friend across part of the path: the smaller turn is away from it", """
IWF 23.1 minimum necessary turn. A (Bd) at (600,400) facing 180. F (Bd, red) at (590,285.5)
facing 180: x 570..610, top 293 (99.5mm ahead). Left (east) needs corner (610,293), offset
(10,-107): 107 sin t - 10 cos t = 20, t = atan2(10,107) + asin(20/107.466) = 5.3392 + 10.7256
= 16.0648 deg. Right (west) needs corner (570,293), offset (-30,-107): 107 sin t - 30 cos t =
20, t = 15.6621 + 10.3683 = 26.0305 deg. Left is smaller: facing 180 - 16.0648 = 163.9352,
A at (600 + 100 sin t, 400 - 100 cos t). No burst through (a turn is possible).
""", {"A": u("red", 600, 400, 180, "Bd"), "F": u("red", 590, 285.5, 180, "Bd")},
    "flee_element", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (600 + 100 * math.sin(math.radians(_t6)), 400 - 100 * math.cos(math.radians(_t6))),
                     "f": 180 - _t6}, "F": {"c": (590, 285.5)}},
     "no_events": ["destroyed A", "burst_through A F"]})

_R7 = math.hypot(107.5, 20)
_t7 = math.degrees(math.atan2(20, 107.5) + math.acos((82.5 + TOL) / _R7))
sc("flee_river_bank_ahead_turns_51", "impassable ground 150p ahead along the whole front", """
IWF 23.1. A (Bd) at (600,400) facing 180. Impassable x 300..900, y 150..317.5: its edge 75mm
(150p) ahead. Turned left by t, the swept path's lowest point is the far end's front-right
corner: y = 400 - 100 cos t - 7.5 cos t - 20 sin t. Clear when 107.5 cos t + 20 sin t <= 82.5:
t = atan2(20,107.5) + acos(82.5/109.345) = 10.5392 + 41.0187 = 51.5579 deg (the path's x stays
within 300..900, so the lake's ends do not help). Equal both ways: left. Facing 128.4421;
A at (600 + 100 sin t, 400 - 100 cos t).
""", {"A": u("red", 600, 400, 180, "Bd")}, "flee_element", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (600 + 100 * math.sin(math.radians(_t7)), 400 - 100 * math.cos(math.radians(_t7))),
                     "f": 180 - _t7}}, "no_events": ["destroyed A"]},
    terrain=[box("lake", "impassable", 300, 150, 900, 317.5)])

_t10 = solve_sin(52.5, 20, 20 - TOL)
sc("flee_turns_rather_than_burst_through_friend", "a friend 45mm ahead: turn, do not burst through", """
IWF 23.1: burst through friends only after the other options are eliminated. A (Bd) at
(600,400) facing 180, front 392.5. F (Bd, red) at (600,340) facing 180: top 347.5, 45mm ahead.
Left: corner (620,347.5), offset (20,-52.5): 52.5 sin t - 20 cos t = 20, t = 2 atan2(20,52.5)
= 41.7089 deg (the corner's forward coordinate 20 sin t + 52.5 cos t = 52.5 < 107.5). Tie:
left. Facing 138.2911, A at (600 + 100 sin t, 400 - 100 cos t); no burst_through.
""", {"A": u("red", 600, 400, 180, "Bd"), "F": u("red", 600, 340, 180, "Bd")},
    "flee_element", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (600 + 100 * math.sin(math.radians(_t10)), 400 - 100 * math.cos(math.radians(_t10))),
                     "f": 180 - _t10}, "F": {"c": (600, 340)}},
     "no_events": ["burst_through A F", "destroyed A"]})

_lane = [box("west rocks", "impassable", 400, 100, 578, 700), box("east rocks", "impassable", 622, 100, 800, 700)]
sc("flee_bursts_through_friend_in_defile", "in a defile with the enemy behind, it bursts through the friend", """
IWF 23.1 fifth bullet. A (Bd) at (600,400) facing 180 in a 44mm lane between impassable rocks
(x <= 578 and x >= 622, y 100..700). W (Bd, blue) at (600,415) touching A's rear. F (Bd, red)
at (600,340) facing 180, 45mm ahead, filling the lane. A path missing F must leave the lane:
its far end shifts sideways by 107.5 sin t + 20 cos t - 20 > 2mm once t > 1.07 deg, into the
rocks; smaller turns still cross F, and turned past 90 the path runs into W or the rocks.
Straight ahead only F, a friend, blocks. So it bursts
through F: burst_through A F, and moves 100mm to (600,300): rear edge 307.5, clear of F
(332.5..347.5).
""", {"A": u("red", 600, 400, 180, "Bd"), "W": u("blue", 600, 415, 180, "Bd"),
      "F": u("red", 600, 340, 180, "Bd")},
    "flee_element", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (600, 300), "f": 180, "removed": False}},
     "events": ["burst_through A F"], "no_events": ["destroyed A"]}, terrain=_lane)

sc("flee_defile_blocked_by_enemy_destroyed", "the same defile with an enemy ahead: destroyed", """
IWF 23.1: "If it is not possible to complete a full flee move the element is destroyed." As
flee_bursts_through_friend_in_defile but the element 45mm ahead is X, an enemy (Bd, blue, facing
0). No heading gives 200p clear and there is no friend to burst through: destroyed A.
""", {"A": u("red", 600, 400, 180, "Bd"), "W": u("blue", 600, 415, 180, "Bd"),
      "X": u("blue", 600, 340, 0, "Bd")},
    "flee_element", {"element": "A", "mm": 100},
    {"units": {"A": {"removed": True}, "X": {"c": (600, 340)}}, "events": ["destroyed A"],
     "no_events": ["burst_through A X"]}, terrain=_lane)

sc("flee_past_ambusher_unseen", "an ambusher in the flee path is ignored", """
Spec: an enemy flagged ambush is ignored for the whole procedure (IWF 9.1 unknown). A (Bd) at
(600,400) facing 180, front 392.5. Y (Bd, ambush) at (600,305) facing 0: top 312.5, 80mm
ahead, inside the 200p check. Ignored: path clear; A flees 150p = 75mm straight to (600,325)
(front edge 317.5, 5mm short of Y). Y keeps its flag.
""", {"A": u("red", 600, 400, 180, "Bd"), "Y": u("blue", 600, 305, 0, "Bd", state=["ambush"])},
    "flee_element", {"element": "A", "mm": 75},
    {"units": {"A": {"c": (600, 325), "f": 180}, "Y": {"c": (600, 305)}},
     "no_events": ["destroyed A"]})

sc("flee_east_clear", "an element facing east flees straight east", """
A (Ax, 20mm deep) at (300,300) facing 90, nothing ahead: flee 200p = 100mm to (400,300),
facing 90.
""", {"A": u("red", 300, 300, 90, "Ax"), "W": u("blue", 280, 300, 90, "Bd")},
    "flee_element", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (400, 300), "f": 90}}, "no_events": ["destroyed A"]})

sc("flee_alongside_friend_flush_is_clear", "a friend whose side is flush with the path does not block it", """
Reading (written down): touching is not overlapping (geometry.md). A (Bd) at (600,400) facing
180, path x 580..620. G (Bd, red) at (640,330) facing 180: x 620..660, its west edge flush
with the path's east edge. Clear: A flees straight to (600,300).
""", {"A": u("red", 600, 400, 180, "Bd"), "G": u("red", 640, 330, 180, "Bd")},
    "flee_element", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (600, 300), "f": 180}}, "no_events": ["burst_through A G", "destroyed A"]})

_t17 = solve_sin(62.5, -19, 20 - TOL)
sc("flee_friend_1mm_into_path_tiny_turn_away", "a friend 1mm into the path: a pivot of under a degree away from it", """
A (Bd) at (600,400) facing 180. G (Bd, red) at (639,330) facing 180: x 619..659, top 337.5,
1mm into the path. Turning left (toward G) only worsens it; right by t (heading west of south):
G's corner (619,337.5), offset (19,-62.5), left-hand coordinate 19 cos t + 62.5 sin t must
reach 20: t = atan2(-19,62.5) + asin(20/65.324) = -16.9093 + 17.8283 = 0.9190 deg. Facing
180.9190; A at (600 - 100 sin t, 400 - 100 cos t).
""", {"A": u("red", 600, 400, 180, "Bd"), "G": u("red", 639, 330, 180, "Bd")},
    "flee_element", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (600 - 100 * math.sin(math.radians(_t17)), 400 - 100 * math.cos(math.radians(_t17))),
                     "f": 180 + _t17}}, "no_events": ["burst_through A G", "destroyed A"]})

# =====================================================================================
# Lining up (IWF 13.6, 13.7.1): within one base width (40mm), parallel, facing the nearest
# edge: slide up to half a width (20mm) so the front corners meet that edge's corners.
# A (red) at (600,300) facing 0 unless said: front edge y = 307.5, x 580..620.
# =====================================================================================
def lu(file, name, work, bx, by, bf, expect_c, btype="Bd", afac=0, ax=600, ay=300, atype="Bd", cannot=False):
    ex = {"units": {"A": {"c": expect_c, "f": afac}, "B": {"c": (bx, by), "f": bf}}}
    if cannot:
        ex["events"] = ["cannot_line_up A B"]
    else:
        ex["no_events"] = ["cannot_line_up A B"]
    sc(file, name, work, {"A": u("red", ax, ay, afac, atype), "B": u("blue", bx, by, bf, btype)},
       "line_up", {"element": "A", "enemy": "B"}, ex)


lu("line_up_slide_10mm_right", "facing the enemy 22.5mm away, 10mm off: slide 10mm", """
IWF 13.6/13.7.1. B (Bd) at (610,337.5) facing 180: front edge y=330, x 590..630, 22.5mm from
A's front edge (<= 40mm, one element width), parallel, facing it. Slide to put A's front
corners on B's: 10mm right (east): A (610,300); no forward move.
""", 610, 337.5, 180, (610, 300))
lu("line_up_slide_15mm_left", "15mm off to the left: slide left", """
B (Bd) at (585,337.5) facing 180: front edge x 565..605. Slide 15mm left (west) <= 20: A
(585,300).
""", 585, 337.5, 180, (585, 300))
lu("line_up_slide_exactly_half_width", "exactly half a base width off: the slide is allowed", """
IWF 13.6 "by up to a 1/2 element's width": 20mm. B (Bd) at (620,337.5) facing 180. Slide 20mm
exactly: A (620,300).
""", 620, 337.5, 180, (620, 300))
lu("line_up_slide_within_tolerance_of_half", "20.01mm off: within tolerance of half a width", """
B at (620.01,337.5): slide 20.01mm, past 20 by 0.01 < tolerance 0.0254mm: allowed. A (620.01,300).
""", 620.01, 337.5, 180, (620.01, 300))
lu("line_up_slide_21mm_refused", "21mm off: more than half a width, no line up", """
B at (621,337.5): slide 21mm > 20mm + tolerance: cannot_line_up A B; A stays (600,300).
""", 621, 337.5, 180, (600, 300), cannot=True)
lu("line_up_gap_exactly_one_width", "the enemy exactly one base width away", """
IWF 13.6 "within one base width": B (Bd) at (610,355) facing 180: front edge 347.5, exactly
40mm from A's front edge. Within: slide 10mm: A (610,300).
""", 610, 355, 180, (610, 300))
lu("line_up_gap_past_one_width_refused", "40.5mm away: not within a base width", """
B (Bd) at (610,355.5) facing 180: front edge 348, 40.5mm away > 40 + tolerance: cannot_line_up;
A stays (600,300).
""", 610, 355.5, 180, (600, 300), cannot=True)
lu("line_up_in_contact_offset_slides_to_full_front", "in front-edge contact but 12mm off: slides square", """
IWF 13.6 "ends the move in legal contact". B (Bd) at (612,315) facing 180: front edge 307.5
touching A's over x 592..620. Slide 12mm right: A (612,300), corner to corner.
""", 612, 315, 180, (612, 300))
lu("line_up_on_enemy_rear", "lining up on an enemy's rear edge", """
IWF 13.7 "whether to front, flank or rear". B (Bd) at (590,337.5) facing 0 (its back to A):
nearest edge its rear edge y=330, parallel, faced by A, 22.5mm away. Slide 10mm left: A
(590,300).
""", 590, 337.5, 0, (590, 300))
lu("line_up_enemy_skewed_10_degrees_refused", "an enemy turned 10 degrees is not parallel", """
IWF 13.7.1 "already parallel to the nearest edge". B (Bd) at (605,340) facing 190: its front
edge is at 10 degrees to A's: not parallel: cannot_line_up; A stays.
""", 605, 340, 190, (600, 300), cannot=True)
lu("line_up_enemy_behind_refused", "an enemy behind the element is not faced", """
B (Bd) at (610,270) facing 0: its front edge y=277.5 lies behind A (A's rear edge 292.5):
parallel but A's front does not face it: cannot_line_up; A stays.
""", 610, 270, 0, (600, 300), cannot=True)
lu("line_up_diagonal_enemy_corner_tie_refused", "an enemy off the corner: the parallel edge is taken, slide too long", """
Spec: two edges tie at B's nearest corner; take the one parallel to A's front. B (Bd) at
(650,340) facing 180: x 630..670, front edge y=332.5. Nearest points A's corner (620,307.5)
and B's corner (630,332.5): 26.9mm, within 40. Front edge (parallel) taken; the slide to it is
50mm > 20: cannot_line_up; A stays.
""", 650, 340, 180, (600, 300), cannot=True)
lu("line_up_knights_east_slide_8mm", "knights facing east slide 8mm to line up on cavalry", """
A (Kn) at (400,400) facing 90: front edge x=415, y 380..420. B (Cv) at (460,392) facing 270:
front edge x=445, y 372..412: 30mm away, parallel, faced. Slide 8mm to A's left (north is left
for east-facing; B is 8mm south, to A's right): A (400,392).
""", 460, 392, 270, (400, 392), btype="Cv", afac=90, ax=400, ay=400, atype="Kn")
lu("line_up_already_aligned_no_move", "already corner to corner: no slide and no refusal", """
B (Bd) at (600,335) facing 180, front edge 327.5, 20mm away, exactly opposite. Slide 0: A
stays (600,300); no cannot_line_up.
""", 600, 335, 180, (600, 300))
sc("line_up_slide_through_zoc_of_overlapping_enemy", "the slide may pass the ZOC of the enemy beside the target", """
IWF 13.6: "When lining up with the front edge of enemy, it is permitted for the slide to go
through the ZOC of other enemy elements". B (Bd) at (615,337.5) facing 180, front edge 330,
22.5mm ahead, 15mm to A's right; D (Bd) at (655,337.5) facing 180 beside B (edge to edge, the
overlap position). A slides 15mm right toward D's front: A (615,300). D unmoved.
""", {"A": u("red", 600, 300, 0, "Bd"), "B": u("blue", 615, 337.5, 180, "Bd"),
      "D": u("blue", 655, 337.5, 180, "Bd")},
    "line_up", {"element": "A", "enemy": "B"},
    {"units": {"A": {"c": (615, 300), "f": 0}, "D": {"c": (655, 337.5)}},
     "no_events": ["cannot_line_up A B"]})
_b16 = (500 + 40 * math.sin(math.radians(45)) + 10 * math.cos(math.radians(45)),
        500 + 40 * math.cos(math.radians(45)) - 10 * math.sin(math.radians(45)))
lu("line_up_diagonal_45_slide_10mm", "a line at 45 degrees: slide 10mm along the front", """
A (Bd) at (500,500) facing 45: forward (0.707107, 0.707107), right (0.707107, -0.707107). B (Bd)
facing 225, centre A + 40 forward + 10 right = (535.355, 521.213): front edges parallel, 40 -
7.5 - 7.5 = 25mm apart. Slide 10mm right: A (507.071, 492.929).
""", _b16[0], _b16[1], 225, (500 + 7.0710678, 500 - 7.0710678), afac=45, ax=500, ay=500)

# =====================================================================================
# IWF 21.1 combat outcome, compared as numbers.
# =====================================================================================
def co(file, name, work, ta, tb, events, no_events):
    sc(file, name, work, {"E": u("red", 600, 300, 0, "Bd", total=ta),
                          "F": u("blue", 600, 315, 180, "Bd", total=tb)},
       "combat_outcome", {"element": "E", "enemy": "F"},
       {"events": events, "no_events": no_events})


co("combat_minus2_v_minus3_both_half", "IWF 21.1's worked case: -2 v -3", """
IWF 21.1: "-2 is less than half -3 and -3 is less than half -2." -3 is lower: lower F.
-2 <= -1.5 and -3 <= -1: half_or_less E, then half_or_less F.
""", -2, -3, ["lower F", "half_or_less E", "half_or_less F"], ["equal E F", "lower E"])
co("combat_minus1_v_minus3_only_lower_half", "IWF 21.1's worked case: -1 v -3", """
IWF 21.1: "-1 is not less than half -3": -1 <= -1.5 false. -3 <= -0.5 true. lower F,
half_or_less F only.
""", -1, -3, ["lower F", "half_or_less F"], ["half_or_less E", "lower E", "equal E F"])
co("combat_minus2_v_minus2_equal", "IWF 21.1's worked case: -2 v -2 equal", """
IWF 21.1: "-2 and -2 are equal ... treated as equal": equal E F and nothing else.
""", -2, -2, ["equal E F"], ["lower E", "lower F", "half_or_less E", "half_or_less F"])
co("combat_zero_v_zero_equal", "0 v 0 are equal", """
IWF 21.1: "zero ... and equal ... considered as equal": equal E F only.
""", 0, 0, ["equal E F"], ["lower E", "lower F", "half_or_less E", "half_or_less F"])
co("combat_seven_v_four_lower_not_half", "an ordinary win: 7 v 4", """
Blade 5 + die 2 = 7 against 3 + 1 = 4. 4 is lower; 4 <= 3.5 false; 7 <= 2 false: lower F only.
""", 7, 4, ["lower F"], ["half_or_less F", "half_or_less E", "equal E F"])
co("combat_six_v_three_exactly_half", "3 is exactly half of 6: half or less", """
3 <= 3: "half or less": lower F, half_or_less F.
""", 6, 3, ["lower F", "half_or_less F"], ["half_or_less E", "equal E F"])
co("combat_zero_v_three", "a zero total is less than half a positive one", """
IWF 21.1: "a zero ... total will also be less than half a positive total": 0 <= 1.5. lower E,
half_or_less E; 3 <= 0 false.
""", 0, 3, ["lower E", "half_or_less E"], ["half_or_less F", "equal E F"])
co("combat_minus1_v_zero", "a negative total is less than half a zero total", """
IWF 21.1: "a negative total will always be less than half a zero total": -1 <= 0. lower E,
half_or_less E; 0 <= -0.5 false.
""", -1, 0, ["lower E", "half_or_less E"], ["half_or_less F", "equal E F"])
co("combat_minus4_v_minus2_both_half", "-4 v -2: the lower is E, both half or less", """
-4 lower: lower E. -4 <= -1 true; -2 <= -2 true (exactly half): half_or_less E then
half_or_less F.
""", -4, -2, ["lower E", "half_or_less E", "half_or_less F"], ["lower F", "equal E F"])
co("combat_one_v_zero", "1 v 0: zero is half or less of one", """
0 lower: lower F; 0 <= 0.5 true; 1 <= 0 false: half_or_less F only.
""", 1, 0, ["lower F", "half_or_less F"], ["half_or_less E", "lower E"])

# =====================================================================================
# Pursuit (IWF 24.1, 24.2): straight forward the given distance, stopping at contact with
# enemy or impassable; demoralised pursue; Exp starting overlapping difficult terrain die.
# A (red) at (600,300) facing 0.
# =====================================================================================
sc("pursue_knights_clear", "knights pursue straight ahead", """
IWF 24.1 context. A (Kn) at (600,300) facing 0, nothing ahead; pursuit 80p = 40mm: (600,340).
""", {"A": u("red", 600, 300, 0, "Kn"), "Z": u("blue", 600, 600, 0, "Bd")},
    "pursue_element", {"element": "A", "mm": 40},
    {"units": {"A": {"c": (600, 340), "f": 0}}, "no_events": ["destroyed A"]})

sc("pursue_stops_at_enemy_second_line", "the pursuit stops in contact with the next enemy", """
A (Kn) front edge 315. C (Bd, blue) at (600,347.5) facing 180: front edge 340, 25mm ahead.
Pursuit 40mm stops after 25mm in contact: A (600,325).
""", {"A": u("red", 600, 300, 0, "Kn"), "C": u("blue", 600, 347.5, 180, "Bd")},
    "pursue_element", {"element": "A", "mm": 40},
    {"units": {"A": {"c": (600, 325)}, "C": {"c": (600, 347.5)}}, "no_events": ["destroyed A"]})

sc("pursue_stops_at_impassable", "the pursuit stops at impassable ground", """
A (Bd) front edge 307.5; impassable x 500..700, y 317.5..400: 10mm ahead. Pursuit 40p (20mm)
stops after 10mm: A (600,310).
""", {"A": u("red", 600, 300, 0, "Bd")}, "pursue_element", {"element": "A", "mm": 20},
    {"units": {"A": {"c": (600, 310)}}, "no_events": ["destroyed A"]},
    terrain=[box("cliff", "impassable", 500, 317.5, 700, 400)])

sc("pursue_demoralised_still_pursues", "a demoralised command's element pursues (IWF 24.1)", """
IWF 24.1: "elements in a demoralised command can pursue if they win". A (Kn, demoralised):
40mm straight: (600,340).
""", {"A": u("red", 600, 300, 0, "Kn", state=["demoralised"])},
    "pursue_element", {"element": "A", "mm": 40},
    {"units": {"A": {"c": (600, 340)}}, "no_events": ["destroyed A"]})

sc("pursue_enemy_exactly_at_distance", "an enemy exactly a pursuit away: full move into contact", """
A (Kn) front 315. C (Bd) at (600,362.5) facing 180: front edge 355, exactly 40mm ahead. A
pursues 40mm and ends touching C: (600,340).
""", {"A": u("red", 600, 300, 0, "Kn"), "C": u("blue", 600, 362.5, 180, "Bd")},
    "pursue_element", {"element": "A", "mm": 40},
    {"units": {"A": {"c": (600, 340)}}, "no_events": ["destroyed A"]})

sc("pursue_enemy_partly_in_path", "an enemy overlapping the path by 10mm stops the pursuit", """
C (Bd) at (630,347.5) facing 180: x 610..650 overlaps A's path (580..620) by 10mm; front
edge 340, 25mm ahead of A (Kn, front 315). Stops after 25mm: A (600,325).
""", {"A": u("red", 600, 300, 0, "Kn"), "C": u("blue", 630, 347.5, 180, "Bd")},
    "pursue_element", {"element": "A", "mm": 40},
    {"units": {"A": {"c": (600, 325)}}, "no_events": ["destroyed A"]})

sc("pursue_enemy_1mm_beside_path", "an enemy 1mm outside the path does not stop it", """
C (Bd) at (641,347.5) facing 180: x 621..661, 1mm clear of A's path (x 580..620). A (Kn)
pursues the full 40mm past it: (600,340).
""", {"A": u("red", 600, 300, 0, "Kn"), "C": u("blue", 641, 347.5, 180, "Bd")},
    "pursue_element", {"element": "A", "mm": 40},
    {"units": {"A": {"c": (600, 340)}}, "no_events": ["destroyed A"]})

sc("pursue_exp_starting_in_difficult_destroyed", "expendables starting a pursuit in difficult going are destroyed", """
IWF 24.2. A (Exp, 30mm deep) at (600,300): y 285..315. Difficult x 500..700, y 305..400: the
front 10mm of A lies in it. destroyed A (removed).
""", {"A": u("red", 600, 300, 0, "Exp")}, "pursue_element", {"element": "A", "mm": 40},
    {"units": {"A": {"removed": True}}, "events": ["destroyed A"]},
    terrain=[box("bog", "difficult", 500, 305, 700, 400)])

sc("pursue_exp_touching_difficult_edge_pursues", "expendables touching the edge of difficult going pursue", """
IWF 24.2 "whilst already in difficult terrain". Difficult x 500..700, y 315..400: its edge is
A's front edge (315): touching, not in. A pursues into it 40mm: (600,340), not destroyed.
""", {"A": u("red", 600, 300, 0, "Exp")}, "pursue_element", {"element": "A", "mm": 40},
    {"units": {"A": {"c": (600, 340), "removed": False}}, "no_events": ["destroyed A"]},
    terrain=[box("bog", "difficult", 500, 315, 700, 400)])

sc("pursue_exp_within_tolerance_of_difficult", "expendables 0.01mm into difficult going count as outside", """
Difficult x 500..700, y 314.99..400: overlaps A (front 315) by 0.01mm, less than the
tolerance: not overlapping (geometry.md). A pursues 40mm: (600,340).
""", {"A": u("red", 600, 300, 0, "Exp")}, "pursue_element", {"element": "A", "mm": 40},
    {"units": {"A": {"c": (600, 340), "removed": False}}, "no_events": ["destroyed A"]},
    terrain=[box("bog", "difficult", 500, 314.99, 700, 400)])

sc("pursue_knights_in_difficult_pursue", "knights (not expendables) in difficult going pursue", """
IWF 24.2 names Expendables only. A (Kn) wholly inside difficult x 500..700, y 250..400: pursues
40mm to (600,340).
""", {"A": u("red", 600, 300, 0, "Kn")}, "pursue_element", {"element": "A", "mm": 40},
    {"units": {"A": {"c": (600, 340), "removed": False}}, "no_events": ["destroyed A"]},
    terrain=[box("wood", "difficult", 500, 250, 700, 400)])

sc("pursue_demoralised_exp_in_difficult_destroyed", "a demoralised expendable in difficult going is still destroyed", """
IWF 24.1 lets it pursue; 24.2 destroys it as it commences in difficult terrain (wholly inside
x 500..700, y 200..400): destroyed A.
""", {"A": u("red", 600, 300, 0, "Exp", state=["demoralised"])},
    "pursue_element", {"element": "A", "mm": 40},
    {"units": {"A": {"removed": True}}, "events": ["destroyed A"]},
    terrain=[box("wood", "difficult", 500, 200, 700, 400)])

sc("pursue_west_stops_at_enemy", "cavalry pursuing west stop at the enemy's flank", """
A (Cv) at (500,400) facing 270: front edge x=485, y 380..420. C (Bd) at (447.5,410) facing 0:
its frontage runs east-west, x 427.5..467.5, y 402.5..417.5; its east end (C's right flank)
is 17.5mm ahead of A's front and within A's y range. A stops after 17.5mm in contact with C's
flank: (482.5,400).
""", {"A": u("red", 500, 400, 270, "Cv"), "C": u("blue", 447.5, 410, 0, "Bd")},
    "pursue_element", {"element": "A", "mm": 40},
    {"units": {"A": {"c": (482.5, 400), "f": 270}}, "no_events": ["destroyed A"]})


# =====================================================================================
# Second batch (written before any rulec run of it): corners, lines, long pivots.
# An element turned to bearing 45 has its corners at centre +-5.3033 along (1,1)/... : with
# c = cos45 = 0.707107, the offsets are (+-7.5c +-20c, +-7.5c -+20c); the top vertex is
# (-8.8388, +19.4454) from the centre and the bottom vertex (+8.8388, -19.4454).
# =====================================================================================
_v1 = 7.5 * math.cos(math.radians(45)) + 20 * math.cos(math.radians(45))   # 19.4454
_h1 = 20 * math.cos(math.radians(45)) - 7.5 * math.cos(math.radians(45))   # 8.8388
sc("recoil_rear_edge_meets_enemy_corner", "the rear edge meets the corner of an enemy turned 45 degrees", """
IWF 22.2 "rear edge or rear corner". C (Bd, blue) facing 45 at (608.8388, 260.5546): its top
vertex at (608.8388 - 8.8388, 260.5546 + 19.4454) = (600, 280), the highest point of C, under
A's rear edge (x 580..620, y 292.5). A recoiling 15mm meets it after 12.5mm: destroyed at
(600, 287.5).
""", dict(fight(), C=u("blue", 600 + _h1, 280 - _v1, 45, "Bd")), "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"removed": True, "c": (600, 287.5)}}, "events": ["destroyed A"],
     "no_events": ["destroyed C"]})

sc("recoil_pushed_rear_corner_meets_enemy_corner", "the staggered rear rank's corner meets an enemy corner", """
IWF 22.2. S (Bd, red, facing 0) at (625,285): x 605..645, rear edge 277.5. C (Bd, blue)
facing 45 with its top vertex at (640,270): centre (648.8388, 250.5546); C's x runs 629.39 to
668.28, clear of A's path (580..620), under S only. S is pushed and meets C's vertex after
7.5mm: S at (625,277.5), A destroyed.
""", dict(fight(), S=u("red", 625, 285, 0, "Bd"), C=u("blue", 640 + _h1, 270 - _v1, 45, "Bd")),
    "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"removed": True}, "S": {"c": (625, 277.5)}}, "events": ["destroyed A"],
     "no_events": ["destroyed S"]})

sc("recoil_blocked_by_friend_back_to_back", "a friend back to back (facing the other way) is not pushed", """
INDEX: only friends "facing the same way" are pushed. S (Bd, red) at (600,285) facing 180: its
rear edge y=292.5 touches A's rear edge. A cannot push it: destroyed where it stands,
(600,300). S unmoved.
""", dict(fight(), S=u("red", 600, 285, 180, "Bd")), "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"removed": True, "c": (600, 300)}, "S": {"c": (600, 285), "f": 180}},
     "events": ["destroyed A"], "no_events": ["destroyed S"]})

sc("flee_from_battle_line_between_friends", "a beaten element flees out of a line, sliding past its neighbours", """
IWF 23.1. A (Bd) at (600,400), turned to face 180. L (Bd, red) at (560,400) and R (Bd, red) at
(640,400), both facing 0: edge to edge with A (x 540..580 and 620..660). W (Bd, blue) at
(600,415) facing 180 touches A's rear. The path south (x 580..620) is flush with L's and R's
sides, overlapping neither: clear. A flees straight to (600,300).
""", {"A": u("red", 600, 400, 180, "Bd"), "L": u("red", 560, 400, 0, "Bd"),
      "R": u("red", 640, 400, 0, "Bd"), "W": u("blue", 600, 415, 180, "Bd")},
    "flee_element", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (600, 300), "f": 180}, "L": {"c": (560, 400)}, "R": {"c": (640, 400)}},
     "no_events": ["destroyed A", "burst_through A L", "burst_through A R"]})

sc("flee_enemy_within_tolerance_of_200p_is_clear", "an enemy 199.98p ahead: within tolerance, the path is clear", """
IWF 23.1 with the spec's tolerance. C (Bd) at (600,285.01) facing 0: top edge 292.51, 99.99mm
ahead of A's front (392.5). The 200p sweep would overlap C by 0.01mm < 0.0254mm: no overlap,
clear. A flees straight to (600,300).
""", {"A": u("red", 600, 400, 180, "Bd"), "C": u("blue", 600, 285.01, 0, "Bd")},
    "flee_element", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (600, 300), "f": 180}}, "no_events": ["destroyed A"]})

sc("flee_enemy_ahead_wood_left_turns_right", "enemy dead ahead and a wood on the left: the right turn is the smaller", """
As flee_enemy_199p_ahead_pivots_left (C 99.5mm dead ahead: 21.1746 deg either way is the least
that clears C), with impassable ground x 650..760, y 250..330 to the east (A's left). Turned
left by 21.1746 the far end of the path is at (636.12, 306.75) and reaches x 636.12 + 20 cos t
+ 7.5 sin t = 657.5 > 650 within y 292.5..320.9: blocked, and larger left turns head further
into it. Right by 21.1746 is clear (mirror of the left case, nothing west) and no smaller turn
clears C: facing 201.1746, A at (600 - 100 sin t, 400 - 100 cos t).
""", {"A": u("red", 600, 400, 180, "Bd"), "C": u("blue", 600, 285.5, 0, "Bd")},
    "flee_element", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (600 - 100 * math.sin(math.radians(_t4)), 400 - 100 * math.cos(math.radians(_t4))),
                     "f": 180 + _t4}}, "no_events": ["destroyed A"]},
    terrain=[box("wood edge", "impassable", 650, 250, 760, 330)])

_dv = math.degrees(math.asin(40 / math.hypot(107.5, 20)) - math.atan2(20, 107.5))
sc("flee_valley_blocked_ahead_pivots_169", "in a valley blocked ahead, the least turn is 169 degrees", """
IWF 23.1 minimum turn, spec: at most 180. A (Bd) at (600,400) facing 180 in a valley: rocks
x 300..560 and x 640..900 (y 150..700), a lake x 560..640, y 150..317.5 (75mm ahead). Heading
d off north, the far end's half-width across the valley is 100 sin d + 20 cos d + 7.5 sin d;
it must stay within 40: 107.5 sin d + 20 cos d <= 40, d <= asin(40/109.345) - atan2(20,107.5)
= 21.4570 - 10.5392 = 10.9178 deg. Southward headings need >= 51.56 deg off south for the lake
(flee_river_bank_ahead_turns_51) but <= 10.92 for the rocks: none; east and west hit the rocks.
So the least pivot is 180 - 10.9178 = 169.0822 either way: left (anticlockwise) on the tie, to
bearing 10.9178; A at (600 + 100 sin d, 400 + 100 cos d).
""", {"A": u("red", 600, 400, 180, "Bd")}, "flee_element", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (600 + 100 * math.sin(math.radians(_dv)), 400 + 100 * math.cos(math.radians(_dv))),
                     "f": _dv}}, "no_events": ["destroyed A"]},
    terrain=[box("west rocks", "impassable", 300, 150, 560, 700),
             box("east rocks", "impassable", 640, 150, 900, 700),
             box("lake", "impassable", 560, 150, 640, 317.5)])

sc("pursue_stops_at_corner_of_enemy_turned_45", "the pursuit meets the corner of an enemy turned 45 degrees", """
A (Kn) front edge 315, x 580..620. C (Bd) facing 45 with its bottom vertex at (600,340):
centre (600 - 8.8388, 340 + 19.4454) = (591.1612, 359.4454); the vertex is C's lowest point.
A stops after 25mm: (600,325).
""", {"A": u("red", 600, 300, 0, "Kn"), "C": u("blue", 600 - _h1, 340 + _v1, 45, "Bd")},
    "pursue_element", {"element": "A", "mm": 40},
    {"units": {"A": {"c": (600, 325)}}, "no_events": ["destroyed A"]})

sc("pursue_nearer_of_two_enemies_stops_it", "two enemies ahead: the nearer stops the pursuit", """
A (Kn) front 315. C (Bd) at (600,352.5) facing 180: front 345, 30mm ahead across the path.
D (Bd) at (635,337.5) facing 180: x 615..655 (5mm into the path), front 330, 15mm ahead.
A stops after 15mm at D: (600,315).
""", {"A": u("red", 600, 300, 0, "Kn"), "C": u("blue", 600, 352.5, 180, "Bd"),
      "D": u("blue", 635, 337.5, 180, "Bd")},
    "pursue_element", {"element": "A", "mm": 40},
    {"units": {"A": {"c": (600, 315)}}, "no_events": ["destroyed A"]})

lu("line_up_corner_to_corner_only_refused", "front corners touching only: the slide would be 40mm", """
B (Bd) at (640,315) facing 180: front edge y=307.5, x 620..660; it touches A only at the
corner (620,307.5). Two edges meet there (B's front and its west flank); the parallel front edge
is taken; the slide to it is 40mm > 20: cannot_line_up; A stays.
""", 640, 315, 180, (600, 300), cannot=True)
lu("line_up_both_limits_at_once", "exactly one base width away and exactly half a width off", """
B (Bd) at (620,355) facing 180: front edge 347.5, 40mm away (the limit), 20mm off (the limit).
Both allowed: A slides 20mm: (620,300).
""", 620, 355, 180, (620, 300))

sc("march_toward_enemy_turned_45_stops_at_corner", "the 200p is measured to the nearest corner of a turned enemy", """
IWF 14.1, shape distance. A (Sp) at (600,200) facing 0, front 207.5, x 580..620. C (Bd) facing
45 with its bottom vertex at (600,350): centre (591.1612, 369.4454); the vertex is C's nearest
point, 142.5mm ahead. A marches 200p (100mm) but stops after 42.5mm: (600,242.5).
""", {"A": u("red", 600, 200, 0, "Sp"), "C": u("blue", 600 - _h1, 350 + _v1, 45, "Bd")},
    "march", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (600, 242.5)}}, "no_events": ["march_refused A"]})

sc("flee_valley_owner_chooses_right", "the valley's tie, the owner turns right", """
As flee_valley_blocked_ahead_pivots_169; the two equal turns are 169.0822 deg left (to bearing
10.9178) and right (to 349.0822). new_facing 349.0822: A at (600 - 100 sin d, 400 + 100 cos d).
""", {"A": u("red", 600, 400, 180, "Bd")}, "flee_element", {"element": "A", "mm": 100},
    {"units": {"A": {"c": (600 - 100 * math.sin(math.radians(_dv)), 400 + 100 * math.cos(math.radians(_dv))),
                     "f": 360 - _dv}}, "no_events": ["destroyed A"]},
    terrain=[box("west rocks", "impassable", 300, 150, 560, 700),
             box("east rocks", "impassable", 640, 150, 900, 700),
             box("lake", "impassable", 560, 150, 640, 317.5)], choice=round(360 - _dv, 4))

sc("recoil_pushed_support_enemy_exactly_at_end", "the pushed rear rank reaches an enemy exactly as the recoil ends", """
IWF 22.2 "before the recoiling element has completed its recoil move". S (Bd, red, facing 0) at
(600,285) touching A's rear; C (Bd, blue) at (600,255) facing 0: top edge 262.5, exactly 15mm
behind S's rear edge (277.5). S is pushed 15mm and touches C only as the recoil completes: no
one destroyed. A (600,285), S (600,270).
""", dict(fight(), S=u("red", 600, 285, 0, "Bd"), C=u("blue", 600, 255, 0, "Bd")),
    "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"c": (600, 285), "removed": False}, "S": {"c": (600, 270)}},
     "no_events": ["destroyed A", "destroyed S", "destroyed C"]})

sc("recoil_friend_exactly_one_recoil_behind_not_pushed", "a friend exactly a recoil behind is reached but not pushed", """
S (Bd, red, facing 0) at (600,270): front edge 277.5, exactly 15mm behind A's rear edge. A
recoils 15mm and just touches S: S is not pushed (no overlap to push away). A (600,285),
S (600,270).
""", dict(fight(), S=u("red", 600, 270, 0, "Bd")), "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"c": (600, 285)}, "S": {"c": (600, 270)}}, "no_events": ["destroyed A"]})

sc("recoil_push_chain_with_gap", "the pushed friend meets a second friend 5mm behind and pushes it", """
Wider rule along the chain. S (Bd, red, facing 0) at (600,285) touching A; T (Bd, red, facing
0) at (600,265): top edge 272.5, 5mm behind S's rear (277.5). A recoils 15mm: S moves 15mm,
meeting T after 5mm; T moves the other 10mm. A (600,285), S (600,270), T (600,255).
""", dict(fight(), S=u("red", 600, 285, 0, "Bd"), T=u("red", 600, 265, 0, "Bd")),
    "recoil", {"element": "A", "mm": 15},
    {"units": {"A": {"c": (600, 285)}, "S": {"c": (600, 270)}, "T": {"c": (600, 255)}},
     "no_events": ["destroyed A"]})

sc("flee_diagonal_225_clear", "an element facing 225 flees straight south-west", """
A (Ps) at (500,500) facing 225, W (Bd, blue) 7.5mm behind its rear, nothing ahead: 200p =
100mm along (-0.707107, -0.707107):
(429.289, 429.289), facing 225.
""", {"A": u("red", 500, 500, 225, "Ps"), "W": u("blue", *ahead(500, 500, 225, -25), 45, "Bd")},
    "flee_element", {"element": "A", "mm": 100},
    {"units": {"A": {"c": ahead(500, 500, 225, 100), "f": 225}}, "no_events": ["destroyed A"]})

# =====================================================================================
def mm(v):
    s = ("%.4f" % v).rstrip("0").rstrip(".")
    return (s if s not in ("-0", "") else "0") + "mm"


def num(v):
    s = ("%.4f" % v).rstrip("0").rstrip(".")
    return s if s != "-0" else "0"


def write(s):
    L = []
    for line in s["work"].splitlines():
        L.append("# " + line if line else "#")
    L.append("# Generated by gen.py; check.py recomputes every value.")
    L.append("name: \"%s\"" % s["name"])
    L.append("rules: [../../../rules/dbm.rules]")
    L.append("board: {width: 1200mm, depth: 800mm}")
    L.append("units:")
    for uid, x in s["units"].items():
        props = "type: %s" % x["type"]
        if "total" in x:
            props += ", total: %s" % x["total"]
        st = ", state: [%s]" % ", ".join(x["state"]) if x.get("state") else ""
        L.append("  %s: {side: %s, centre: [%s, %s], facing: %s, base: [40mm, %dmm]%s, props: {%s}}" % (
            uid, x["side"], mm(x["c"][0]), mm(x["c"][1]), num(x["f"]), DEPTH[x["type"]], st, props))
    if s["terrain"]:
        L.append("terrain:")
        for t in s["terrain"]:
            L.append("  - name: %s" % t["name"])
            L.append("    kind: %s" % t["kind"])
            L.append("    polygon: [%s]" % ", ".join("[%s, %s]" % (mm(a), mm(b)) for a, b in t["poly"]))
    L.append("run: %s" % s["run"])
    args = []
    for k, v in s["args"].items():
        args.append("%s: %s" % ("distance" if k == "mm" else k, ("%sp" % num(2 * v)) if k == "mm" else v))
    L.append("args: {%s}" % ", ".join(args))
    if "choice" in s:
        L.append("choices: {new_facing: %s}" % num(s["choice"]))
    if "tol" in s:
        L.append("tolerance: %s" % mm(s["tol"]))
    L.append("expect:")
    ex = s["expect"]
    if ex.get("units"):
        L.append("  units:")
        for uid, e in ex["units"].items():
            parts = []
            if "c" in e:
                parts.append("centre: [%s, %s]" % (mm(e["c"][0]), mm(e["c"][1])))
            if "f" in e:
                parts.append("facing: %s" % num(e["f"] % 360))
            if "removed" in e:
                parts.append("removed: %s" % ("true" if e["removed"] else "false"))
            if "state_has" in e:
                parts.append("state: {has: [%s]}" % ", ".join(e["state_has"]))
            L.append("    %s: {%s}" % (uid, ", ".join(parts)))
    if ex.get("events"):
        L.append("  events:")
        for e in ex["events"]:
            L.append("    - %s" % e)
    if ex.get("no_events"):
        L.append("  no_events: [%s]" % ", ".join(ex["no_events"]))
    with open(os.path.join(HERE, s["file"] + ".yaml"), "w") as fh:
        fh.write("\n".join(L) + "\n")


if __name__ == "__main__":
    for s in SCENARIOS:
        write(s)
    print("wrote %d scenarios" % len(SCENARIOS))
