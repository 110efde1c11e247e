"""gen.py: writes fresh12's scenarios with their working in each header.

Every expected value is computed here from the rule texts (seeds 000, 001, 003, INDEX.md)
and spec/geometry.md with geo.py's plain geometry; check.py recomputes them another way.
Run: python3 gen.py   (rewrites the *.yaml files of this folder)
"""
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from geo import (IN, TOL, Unit, add, arc_of, back_start, bearing, overlap_depth, place_on,
                 rot, shape_dist, uvec, witness)

HERE = os.path.dirname(os.path.abspath(__file__))
BOARD = (72 * IN, 48 * IN)
OUT = []


def mm(x):
    s = "%.4f" % x
    if s == "-0.0000":
        s = "0.0000"
    return s + "mm"


def ang(x):
    x = x % 360
    if abs(x - 360) < 5e-5:
        x = 0
    return "%.4f" % x


def unit_yaml(u):
    s = "  %s:\n    side: %s\n    centre: [%s, %s]\n    facing: %s\n" % (
        u.id, u.side, mm(u.c[0]), mm(u.c[1]), ang(u.f))
    s += "    files: %d\n    ranks: %d\n    base: [%smm, %smm]\n" % (
        u.files, u.ranks, fmtn(u.base[0]), fmtn(u.base[1]))
    if u.state:
        s += "    state: [%s]\n" % ", ".join(u.state)
    if u.props:
        s += "    props: {%s}\n" % ", ".join("%s: %s" % kv for kv in u.props.items())
    return s


def fmtn(x):
    return ("%g" % x)


def rect(x0, y0, x1, y1):
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def terr_yaml(ts):
    if not ts:
        return ""
    s = "terrain:\n"
    for name, kind, poly in ts:
        s += "  - name: %s\n    kind: %s\n    polygon: [%s]\n" % (
            name, kind, ", ".join("[%s, %s]" % (mm(p[0]), mm(p[1])) for p in poly))
    return s


def write(fname, name, header, units, terrain, run, args, dice, expect, combats=None,
          choices=None, kind="charge"):
    rules = {"charge": "charge.rules", "flee": "flee.rules", "pursue": "pursuit.rules"}[kind]
    s = "# " + name + "\n#\n"
    for line in header:
        s += ("# " + line).rstrip() + "\n"
    s += "name: %s\n" % json.dumps(name)
    s += "rules: [../../../rules/%s]\n" % rules
    s += "board: {width: 72in, depth: 48in}\n"
    s += "units:\n" + "".join(unit_yaml(u) for u in units)
    s += terr_yaml(terrain)
    if combats:
        s += "combats:\n" + "".join("  - [%s]\n" % ", ".join(c) for c in combats)
    s += "run: %s\n" % run
    s += "args: {%s}\n" % ", ".join("%s: %s" % kv for kv in args.items())
    s += "dice: [%s]\n" % ", ".join(str(d) for d in dice)
    if choices:
        s += "choices: {%s}\n" % ", ".join("%s: %s" % kv for kv in choices.items())
    s += "expect:\n" + expect.replace("  units:\n  events:", "  events:").replace(
        "  units:\n  no_events:", "  no_events:")
    if s.endswith("expect:\n  units:\n"):
        s = s[:-len("  units:\n")]
    with open(os.path.join(HERE, fname), "w") as f:
        f.write(s)
    OUT.append(fname)


def front_models(u_files, base_w):
    return [(k * base_w, (k + 1) * base_w) for k in range(u_files)]


def touched(iv, s, e):
    """how many closed intervals of iv meet [s, e] (corner contact counts)."""
    return sum(1 for a, b in iv if a <= e + 1e-9 and b >= s - 1e-9)


def side_bases(t, side):
    if side in ("front", "rear"):
        return [(k * t.base[0], (k + 1) * t.base[0]) for k in range(t.files)]
    return [(k * t.base[1], (k + 1) * t.base[1]) for k in range(t.ranks)]


def count_at(t, side, cf, cr, cb, slide):
    L = t.side_len(side)
    Wc = cf * cb[0]
    s = L / 2 - Wc / 2 + slide
    civ = [(s + a, s + b) for a, b in front_models(cf, cb[0])]
    tiv = side_bases(t, side)
    kc = sum(1 for a, b in civ if touched(tiv, a, b))
    kt = sum(1 for a, b in tiv if touched(civ, a, b))
    return kc, kt, s


def legal(t, side, cf, cr, cb, slide, bodies, enemies):
    c, f = place_on(t, side, cf, cr, cb, slide)
    C = Unit("C", "x", c, f, cf, cr, cb)
    P = C.corners()
    for B in bodies:
        if overlap_depth(P, B) > TOL:
            return False
    for E in enemies:
        if shape_dist(P, E) <= TOL:
            return False
    return True


def best_slides(t, side, cf, cr, cb, bodies=(), enemies=()):
    """scan every slide (0.05mm grid plus every base-edge meeting): the max count and
    where it is met."""
    L = t.side_len(side)
    Wc = cf * cb[0]
    lo, hi = -(L / 2 + Wc / 2) - 1, L / 2 + Wc / 2 + 1
    cand = set()
    x = lo
    while x <= hi:
        cand.add(round(x, 6))
        x += 0.05
    tiv = side_bases(t, side)
    edges_t = sorted(set([a for a, b in tiv] + [b for a, b in tiv]))
    edges_c = [k * cb[0] for k in range(cf + 1)]
    for et in edges_t:
        for ec in edges_c:
            s = et - ec
            cand.add(round(s - (L / 2 - Wc / 2), 9))
    best, where = -1, []
    for sl in sorted(cand):
        if not legal(t, side, cf, cr, cb, sl, bodies, enemies):
            continue
        kc, kt, _ = count_at(t, side, cf, cr, cb, sl)
        n = kc + kt
        if n > best:
            best, where = n, [sl]
        elif n == best:
            where.append(sl)
    return best, where


def path_clear(c0, f0, a, delta, c, W, D, cf_, bodies, enemies, target):
    """sample the witness move; no overlap with bodies/target, no touch of enemies."""
    u0 = uvec(f0)
    s = 1 if delta > 0 else -1
    poses = []
    n = 60
    for i in range(n + 1):
        poses.append((add(c0, u0, a * i / n), f0))
    cc = add(c0, u0, a)
    k = add(add(cc, u0, D / 2), uvec(f0 + 90), s * W / 2)
    for i in range(1, n + 1):
        d = delta * i / n
        r = rot((cc[0] - k[0], cc[1] - k[1]), d)
        poses.append(((k[0] + r[0], k[1] + r[1]), f0 + d))
    c1, f1 = poses[-1]
    for i in range(1, n + 1):
        poses.append((add(c1, uvec(f1), c * i / n), f1))
    worst = None
    for (p, f) in poses:
        P = Unit("C", "x", p, f, 1, 1, (W, D)).corners()
        if overlap_depth(P, target) > TOL:
            return False, "overlaps target at %s" % (p,)
        for B in bodies:
            if overlap_depth(P, B) > TOL:
                return False, "overlaps body"
        for E in enemies:
            if shape_dist(P, E) <= TOL:
                return False, "touches enemy"
        if min(x for x, y in P) < 0 or max(x for x, y in P) > BOARD[0] or \
                min(y for x, y in P) < 0 or max(y for x, y in P) > BOARD[1]:
            return False, "off board"
    return True, ""


def arc_text(t, p):
    x, y = t.local(p)
    a, b = t.W / 2, t.D / 2
    return ("front-centre of the charger at (%.4f, %.4f) in T's frame (x right, y forward, "
            "from T's Centre); T's half-width %.4f, half-depth %.4f: front test y-b=%.4f vs "
            "|x|-a=%.4f, rear test -y-b=%.4f -> %s arc") % (
        x, y, a, b, y - b, abs(x) - a, -y - b, arc_of(t, p))


def charge_case(fname, name, T, cf, cr, cb, side, slide=0.0, delta=None, a=None, c=None,
                start=None, advance=5, dice=None, extra=(), terrain=(), cside="red",
                notes=(), cprops=None, expect_fail=False, fail_clear=None, path=None,
                simple_wrong=False):
    """a Charge by C on T.  Either (delta, a, c) builds the start backwards from the
    expected end, or start=(centre, facing) is given and the witness is solved."""
    W, D = cf * cb[0], cr * cb[1]
    cfin, ffin = place_on(T, side, cf, cr, cb, slide)
    if start is None and path is not None:
        c0, f0 = back_start2(cfin, ffin, W, D, *path)
    elif start is None:
        c0, f0 = back_start(cfin, ffin, delta, a, c, W, D)
    else:
        c0, f0 = start
    C = Unit("C", cside, c0, f0, cf, cr, cb, props=dict(cprops or {}, advance="%gin" % advance))
    arc = arc_of(T, C.front_centre())
    dist = shape_dist(C.corners(), T.corners())
    hdr = ["Working (mm, bearings clockwise from north; own geometry in geo.py, rechecked by",
           "check.py). Texts: INDEX.md facts (arcs, Charge Range = 2D6 + advance, success when",
           "the range is at least the distance between the units and there is room; one Wheel",
           "of at most 90 degrees; Align Move about the contact point), seed 003 (Align,",
           "Maximising Contact 1-4), spec geometry.md (arcs, contact, tolerance 0.0254mm).",
           "T: %d x %d of %gx%gmm, Centre (%.4f, %.4f), facing %g." % (
               T.files, T.ranks, T.base[0], T.base[1], T.c[0], T.c[1], T.f),
           "C: %d x %d of %gx%gmm (front %gmm, depth %gmm), Centre (%.4f, %.4f), facing %.4f." % (
               cf, cr, cb[0], cb[1], W, D, c0[0], c0[1], f0)]
    hdr += wrap("Arc: " + arc_text(T, C.front_centre()) + ".")
    assert arc == side or expect_fail, (fname, arc, side)
    rng = None
    if dice is None:
        need = dist / IN - advance
        dice = max(2, min(12, math.ceil(need + 0.5)))
    rng = (dice + advance) * IN
    hdr += wrap("Distance between C and T (nearest boundary points): %.4fmm = %.4fin; "
                "Charge Range %d + %g = %gin = %.4fmm -> %s." % (
                    dist, dist / IN, dice, advance, dice + advance, rng,
                    "reaches" if rng >= dist - TOL else "FAILS (short by %.4fmm)" % (dist - rng)))
    bodies = [p for _, k, p in terrain if k == "impassable"] + \
        [u.corners() for u in extra if u.side == cside]
    enemies = [u.corners() for u in extra if u.side != cside]
    if expect_fail:
        assert rng < dist - TOL or fail_clear, fname
        hdr += ["The charge fails: no contact; only the lack of contact is asserted (clear_of",
                "T by %s), as the texts given do not say where a Failed Charge Move ends." % (
                    fail_clear or "0.25mm")]
        hdr += notes
        exp = "  units:\n    C: {clear_of: {T: %s}}\n    T: {centre: [%s, %s], facing: %s}\n" % (
            fail_clear or "0.25mm", mm(T.c[0]), mm(T.c[1]), ang(T.f))
        write(fname, name, hdr, [C, T] + list(extra), terrain, "charge",
              {"unit": "C", "target": "T"}, [dice], exp)
        return
    assert rng >= dist - TOL, (fname, dist, rng)
    best, where = best_slides(T, side, cf, cr, cb, bodies, enemies)
    assert len(where) == 1 and abs(where[0] - slide) < 1e-6, (fname, best, where[:5], where[-5:])
    kc, kt, s = count_at(T, side, cf, cr, cb, slide)
    L = T.side_len(side)
    tb = T.base[0] if side in ("front", "rear") else T.base[1]
    hdr += wrap(("Charged Facing: T's %s (%gmm, %d bases of %gmm along it). Maximising Contact "
                 "(priority 4; 1-3 hold: one enemy, one unit, T not turned): with C's front on "
                 "that Facing at offset s (its left end s mm from the Facing's left end as C "
                 "sees it) a base touches another iff their closed intervals meet (corner contact "
                 "counts). Bound: C's %d front bases can all touch only where C's front reaches "
                 "no farther than one base beyond each end of the Facing, and the Facing's %d "
                 "bases all touch only where C's front reaches each end; unobstructed, both hold "
                 "together only centred, s = %.4f (C's front [%.4f, %.4f] on [0, %g]). Witness "
                 "at s = %.4f (C's front [%.4f, %.4f]): %d of C + %d of T = %d models in "
                 "contact; every other legal s has fewer (scan of every legal slide: max %d met "
                 "only at s = %.4f)." % (
                     side, L, len(side_bases(T, side)), tb, cf, len(side_bases(T, side)),
                     (L - W) / 2, (L - W) / 2, (L + W) / 2, L, s, s, s + W, kc, kt, kc + kt,
                     best, s)))
    for n_ in notes:
        hdr += wrap(n_)
    if path is None:
        w = witness(c0, f0, cfin, ffin, W, D)
        a_, c_, d_ = w
        ok, why = path_clear(c0, f0, a_, d_, c_, W, D, cfin, bodies, enemies, T.corners())
        assert a_ >= -1e-6 and c_ >= -1e-6 and abs(d_) <= 90 and ok, (fname, w, why)
        hdr += wrap(("Room (a witness Charge Move, sampled clear of T, terrain and other units): "
                     "forward %.4fmm, Wheel %s %.4f degrees about the %s front corner (outer corner "
                     "travels %gmm x %.4f rad = %.4fmm), forward %.4fmm into contact, already flat: "
                     "the Align Move turns 0.") % (
            a_, "right" if d_ > 0 else "left", abs(d_), "right" if d_ > 0 else "left", W,
            abs(math.radians(d_)), W * abs(math.radians(d_)), c_))
    else:
        p, d2, c_, d1, a_ = path
        ok, why = path_clear2(c0, f0, W, D, path, bodies, enemies, T.corners())
        assert ok and a_ >= 0 and c_ >= 0 and abs(d1) <= 90, (fname, why)
        hdr += wrap(("Room (a witness Charge Move, sampled clear of T, terrain and other units): "
                     "forward %.4fmm, Wheel %s %.4f degrees about the %s front corner (outer "
                     "corner travels %gmm x %.4f rad = %.4fmm), forward %.4fmm into contact at "
                     "(%.4f, %.4f), then the Align Move turns C %s %.4f degrees about that point "
                     "until its Front Facing lies flat on T's %s.") % (
            a_, "right" if d1 > 0 else "left", abs(d1), "right" if d1 > 0 else "left", W,
            abs(math.radians(d1)), W * abs(math.radians(d1)), c_, p[0], p[1],
            "clockwise" if d2 > 0 else "anticlockwise", abs(d2), side))
    sim = simple_placement(C, T, side)
    if sim is not None:
        sl, sp_ok, sp_n = sim[0], legal(T, side, cf, cr, cb, sim[0], bodies, enemies), \
            sum(count_at(T, side, cf, cr, cb, sim[0])[:2])
        hdr += wrap(("The plain move (straight forward into contact, then the Align Move about "
                     "the first point of contact) ends at slide %.4f from the Facing's midpoint: "
                     "%s, %d models in contact.") % (
            sl, "legal" if sp_ok else "NOT legal (overlaps a body or touches another enemy)",
            sp_n))
        if simple_wrong:
            assert (not sp_ok) or sp_n < best, fname
            near = nearest_legal(T, side, cf, cr, cb, sl, bodies, enemies)
            if near is not None and abs(near - slide) > 0.02:
                nn = sum(count_at(T, side, cf, cr, cb, near)[:2])
                assert nn < best, fname
                hdr += wrap(("The legal slide nearest that one is %.4f with only %d models in "
                             "contact: nearest is not best.") % (near, nn))
    elif simple_wrong:
        hdr += ["The plain move (straight forward) does not reach T's %s at all." % side]
    hdr += wrap("Expected: C's Centre = midpoint of T's %s + (C's depth/2 = %g) along its "
                "outward normal + %.4f along the Facing -> (%.4f, %.4f), facing %.4f; T unmoved." % (
                    side, D / 2, slide, cfin[0], cfin[1], ffin % 360))
    exp = "  units:\n    C: {centre: [%s, %s], facing: %s}\n    T: {centre: [%s, %s], facing: %s}\n" % (
        mm(cfin[0]), mm(cfin[1]), ang(ffin), mm(T.c[0]), mm(T.c[1]), ang(T.f))
    exp += "  events:\n    - charge C T\n"
    for u in extra:
        if u.side != cside:
            exp = exp.replace("  events:", "    %s: {centre: [%s, %s], facing: %s}\n  events:" % (
                u.id, mm(u.c[0]), mm(u.c[1]), ang(u.f)), 1)
    if any(u.side != cside for u in extra):
        exp += "  no_events:\n" + "".join("    - charge C %s\n" % u.id for u in extra
                                          if u.side != cside)
    write(fname, name, hdr, [C, T] + list(extra), terrain, "charge",
          {"unit": "C", "target": "T"}, [dice], exp)


def wrap(text, width=94):
    out, line = [], ""
    for w in text.split():
        if len(line) + len(w) + 1 > width:
            out.append(line)
            line = w
        else:
            line = (line + " " + w).strip()
    if line:
        out.append(line)
    return out


def T_(files, ranks, base, facing=0, centre=(900.0, 600.0), tid="T", side="blue", state=None):
    return Unit(tid, side, centre, facing, files, ranks, base, state=state)


def cases_a():
    """(a) wheel then align onto a target turned 5-75 degrees from the charger."""
    A = [
        # fname, T(files, ranks, base, facing), C(files, ranks, base), side, delta, a, c
        ("a01_front_6x2_25_on_4x2_25_wheel20", (4, 2, (25, 25), 0), (6, 2, (25, 25)), "front", 20, 40, 60),
        ("a02_front_3x4_20_on_5x3_20_wheel35_narrower", (5, 3, (20, 20), 0), (3, 4, (20, 20)), "front", 35, 30, 50),
        ("a03_front_4x1_50_on_2x1_50_wheel10", (2, 1, (50, 50), 30), (4, 1, (50, 50)), "front", 10, 80, 40),
        ("a04_front_4x1_25_on_monster_50x100_wheel45", (1, 1, (50, 100), 300), (4, 1, (25, 25)), "front", 45, 20, 30),
        ("a05_front_monster_40_on_3x2_40_wheel60_narrower", (3, 2, (40, 40), 90), (1, 1, (40, 40)), "front", 60, 10, 40),
        ("a06_front_cav_2x1_on_cav_4x2_wheel75_narrower", (4, 2, (25, 50), 200), (2, 1, (25, 50)), "front", 75, 5, 40),
        ("a07_right_flank_4x1_40_on_5x4_20_wheel30", (5, 4, (20, 20), 0), (4, 1, (40, 40)), "right", 30, 40, 50),
        ("a08_left_flank_6x3_25_on_cav_4x2_wheel50", (4, 2, (25, 50), 0), (6, 3, (25, 25)), "left", -50, 20, 40),
        ("a09_right_flank_4x1_50_on_monster_wheel15", (1, 1, (50, 100), 45), (4, 1, (50, 50)), "right", 15, 60, 30),
        ("a10_left_flank_5x2_20_on_3x3_20_wheel65", (3, 3, (20, 20), 160), (5, 2, (20, 20)), "left", 65, 10, 30),
        ("a11_rear_6x3_25_on_5x2_20_wheel25", (5, 2, (20, 20), 0), (6, 3, (25, 25)), "rear", 25, 50, 40),
        ("a12_rear_cav_2x2_on_4x4_25_wheel40_narrower", (4, 4, (25, 25), 250), (2, 2, (25, 50)), "rear", -40, 30, 50),
        ("a13_rear_6x4_20_on_2x2_40_wheel55", (2, 2, (40, 40), 0), (6, 4, (20, 20)), "rear", 55, 20, 40),
        ("a14_rear_4x2_25_on_monster_wheel70", (1, 1, (50, 100), 120), (4, 2, (25, 25)), "rear", -70, 10, 30),
        ("a15_front_2x2_40_on_6x2_20_wheel5_narrower", (6, 2, (20, 20), 0), (2, 2, (40, 40)), "front", 5, 120, 40),
        ("a16_front_3x3_25_on_5x2_25_wheel_left30_narrower", (5, 2, (25, 25), 135), (3, 3, (25, 25)), "front", -30, 60, 40),
        ("a17_front_chariots_2x1_50x100_on_4x1_50_wheel_left50", (4, 1, (50, 50), 0), (2, 1, (50, 100)), "front", -50, 30, 60),
        ("a18_right_flank_5x3_20_on_6x3_20_wheel_left20", (6, 3, (20, 20), 0), (5, 3, (20, 20)), "right", -20, 40, 40),
        ("a19_front_8x2_20_on_6x1_20_wheel_left70", (6, 1, (20, 20), 10), (8, 2, (20, 20)), "front", -70, 15, 35),
        ("a20_rear_3x2_20_on_5x4_20_wheel_right45_narrower", (5, 4, (20, 20), 330), (3, 2, (20, 20)), "rear", 45, 30, 30),
    ]
    for fname, (tf, tr, tb, tfa), (cf, cr, cb), side, delta, a, c in A:
        T = T_(tf, tr, tb, tfa)
        name = fname.split("_", 1)[1].replace("_", " ")
        charge_case(fname + ".yaml", name, T, cf, cr, cb, side, 0.0, delta, a, c * 3 + 40)


def back_start2(cf, ff, W, D, p, d2, c, d1, a):
    """start of: forward a, Wheel d1 about the inner front corner, forward c into
    contact at p, Align Move d2 about p, ending at (cf, ff)."""
    r = rot((cf[0] - p[0], cf[1] - p[1]), -d2)
    c1 = (p[0] + r[0], p[1] + r[1])
    f1 = ff - d2
    c2 = add(c1, uvec(f1), -c)
    s = 1 if d1 > 0 else -1
    k = add(add(c2, uvec(f1), D / 2), uvec(f1 + 90), s * W / 2)
    r = rot((c2[0] - k[0], c2[1] - k[1]), -d1)
    c3 = (k[0] + r[0], k[1] + r[1])
    f0 = f1 - d1
    return add(c3, uvec(f0), -a), f0 % 360


def poses2(c0, f0, W, D, path, n=60):
    p, d2, c, d1, a = path
    out = []
    u0 = uvec(f0)
    for i in range(n + 1):
        out.append((add(c0, u0, a * i / n), f0))
    cc = add(c0, u0, a)
    s = 1 if d1 > 0 else -1
    k = add(add(cc, u0, D / 2), uvec(f0 + 90), s * W / 2)
    for i in range(1, n + 1):
        r = rot((cc[0] - k[0], cc[1] - k[1]), d1 * i / n)
        out.append(((k[0] + r[0], k[1] + r[1]), f0 + d1 * i / n))
    c1, f1 = out[-1]
    for i in range(1, n + 1):
        out.append((add(c1, uvec(f1), c * i / n), f1))
    c2, f2 = out[-1]
    for i in range(1, n + 1):
        r = rot((c2[0] - p[0], c2[1] - p[1]), d2 * i / n)
        out.append(((p[0] + r[0], p[1] + r[1]), f2 + d2 * i / n))
    return out


def path_clear2(c0, f0, W, D, path, bodies, enemies, target):
    for (q, f) in poses2(c0, f0, W, D, path):
        P = Unit("C", "x", q, f, 1, 1, (W, D)).corners()
        if overlap_depth(P, target) > TOL:
            return False, "overlaps target at %s %s" % (q, f)
        for B in bodies:
            if overlap_depth(P, B) > TOL:
                return False, "overlaps body at %s" % (q,)
        for E in enemies:
            if shape_dist(P, E) <= TOL:
                return False, "touches enemy"
    return True, ""


def simple_placement(C, T, side):
    """straight forward to first contact with T, then rotate about the contact point
    until flat on `side`: the slide from the side's midpoint, or None if the straight
    move never meets T."""
    u = C.u()
    P0 = C.corners()
    TP = T.corners()

    def moved(d):
        return [add(q, u, d) for q in P0]
    lo, hi = 0.0, 3000.0
    if overlap_depth(moved(hi), TP) <= 0 and shape_dist(moved(hi), TP) > 1:
        # may have passed by; scan
        hit = None
        d = 0.0
        while d < 3000:
            if overlap_depth(moved(d), TP) > 0:
                hit = d
                break
            d += 1.0
        if hit is None:
            return None
        hi = hit
    else:
        d = 0.0
        while overlap_depth(moved(d), TP) <= 0 and d < 3000:
            d += 1.0
        hi = d
    for _ in range(80):
        mid = (lo + hi) / 2
        if overlap_depth(moved(mid), TP) > 0:
            hi = mid
        else:
            lo = mid
    Pc = moved(lo)
    # the contact point: C's front corner nearest T, or T's corner nearest C's front
    from geo import seg_pt
    best = None
    for q in Pc[:2]:
        for i in range(4):
            dd = seg_pt(q, TP[i], TP[(i + 1) % 4])
            if best is None or dd < best[0]:
                best = (dd, q, "c")
    for q in TP:
        dd = seg_pt(q, Pc[0], Pc[1])
        if dd < best[0] - 1e-9:
            best = (dd, q, "t")
    p = best[1]
    # offset of p along C's front from its left front corner
    fl = Pc[0]
    v = uvec(C.f + 90)
    off = (p[0] - fl[0]) * v[0] + (p[1] - fl[1]) * v[1]
    # p's coordinate along the side (from the side's left end as the charger sees it)
    L = T.side_len(side)
    m = T.side_mid(side)
    ff = (T.f + {"front": 180, "right": 270, "rear": 0, "left": 90}[side]) % 360
    right = uvec(ff + 90)
    xp = (p[0] - m[0]) * right[0] + (p[1] - m[1]) * right[1]
    left_end = xp - off  # charger's left front corner, measured from the midpoint
    W = C.W
    return (left_end + W / 2,)


def nearest_legal(T, side, cf, cr, cb, sl, bodies, enemies):
    for k in range(0, 40000):
        for sg in (1, -1):
            x = sl + sg * k * 0.01
            if legal(T, side, cf, cr, cb, x, bodies, enemies):
                return x
    return None



def arc_case(fname, name, T, cf, cr, cb, line, off, side):
    """C's front-centre on T's arc line (off = 0) or `off` mm off it (positive: into the
    front or rear arc); the witness start is searched (deterministically)."""
    W, D = cf * cb[0], cr * cb[1]
    TC = T.corners()
    if line == "fr":
        corner, dirb, into = TC[1], T.f + 45, T.f - 45
    else:
        corner, dirb, into = TC[3], T.f + 225, T.f + 135
    cfin, ffin = place_on(T, side, cf, cr, cb, 0)
    best = None
    for d in (120, 150, 180, 210, 240, 270):
        for f0 in range(0, 360, 5):
            P = add(add(corner, uvec(dirb), d), uvec(into), off)
            C0 = add(P, uvec(f0), -D / 2)
            w = witness(C0, f0, cfin, ffin, W, D)
            if not w or w[0] < 0 or w[1] < 0 or not (5 <= abs(w[2]) <= 85):
                continue
            ok, _ = path_clear(C0, f0, w[0], w[2], w[1], W, D, cfin, [], [], T.corners())
            if ok and (best is None or abs(w[2]) < best[0]):
                best = (abs(w[2]), C0, f0)
        if best:
            break
    assert best, fname
    note = ["Arc line: T's %s corner's line at bearing %g; C's front-centre %s." % (
        "front-right" if line == "fr" else "rear-left", dirb % 360,
        "exactly on it (spec: a point on the line between two arcs is in the Flank arc)"
        if off == 0 else "%.1fmm off it into the %s arc" % (abs(off), side if off > 0 else side))]
    charge_case(fname, name, T, cf, cr, cb, side, 0.0, start=(best[1], best[2]), notes=note)


def cases_arcs():
    T = T_(6, 2, (25, 25), 0)      # front 150 (C 100 narrower: 4 + 6), flank 50 (C 100 wider)
    arc_case("r01_on_front_right_line_is_flank.yaml", "on the front/right arc line: flank",
             T, 4, 2, (25, 25), "fr", 0.0, "right")
    arc_case("r02_half_mm_into_front_arc.yaml", "0.5mm inside the front arc: front",
             T, 4, 2, (25, 25), "fr", 0.5, "front")
    arc_case("r03_half_mm_into_right_arc.yaml", "0.5mm inside the right flank arc: flank",
             T, 4, 2, (25, 25), "fr", -0.5, "right")
    T = T_(7, 3, (20, 20), 60)     # rear 140 (C 100 narrower: 5 + 7), flank 60 (C 100 wider)
    arc_case("r04_on_rear_left_line_is_flank.yaml", "on the rear/left arc line: flank",
             T, 5, 2, (20, 20), "rl", 0.0, "left")
    arc_case("r05_half_mm_into_rear_arc.yaml", "0.5mm inside the rear arc: rear",
             T, 5, 2, (20, 20), "rl", 0.5, "rear")
    arc_case("r06_half_mm_into_left_arc.yaml", "0.5mm inside the left flank arc: flank",
             T, 5, 2, (20, 20), "rl", -0.5, "left")



def plain_bad(C, T, side, cf, cr, cb, bodies, enemies):
    """the plain move (straight on, Align Move) misses T, or ends illegal."""
    s = simple_placement(C, T, side)
    return s is None or not legal(T, side, cf, cr, cb, s[0], bodies, enemies)


def find_path(T, side, cf, cr, cb, slide, bodies, enemies, dmin=80, dmax=260, want=None,
              simple_first=True):
    """a deterministic search for a witness Charge Move (forward, one Wheel, forward,
    Align Move) to the expected end whose start lies in the arc of `side`, clear of
    everything, dmin..dmax from T; returns the path tuple for back_start2."""
    W, D = cf * cb[0], cr * cb[1]
    cfin, ffin = place_on(T, side, cf, cr, cb, slide)
    Cf = Unit("C", "x", cfin, ffin, cf, cr, cb)
    FL, FR = Cf.corners()[0], Cf.corners()[1]
    L = T.side_len(side)
    m = T.side_mid(side)
    right = uvec(ffin + 90)
    ends = [add(m, right, -L / 2), add(m, right, L / 2)]
    pts = [q for q in (FL, FR) if T.local(q) and min(
        ((q[0] - e[0]) ** 2 + (q[1] - e[1]) ** 2) for e in ends) >= 0]
    # keep the points of the final front line that are on both bodies' boundaries
    cand = []
    for q in (FL, FR) + tuple(ends):
        x = (q[0] - m[0]) * right[0] + (q[1] - m[1]) * right[1]
        xl = (FL[0] - m[0]) * right[0] + (FL[1] - m[1]) * right[1]
        if -L / 2 - 1e-6 <= x <= L / 2 + 1e-6 and xl - 1e-6 <= x <= xl + W + 1e-6:
            cand.append(q)
    TP = T.corners()
    blockers = bodies + enemies
    for p in cand:
        for d2 in (10, -10, 20, -20, 30, -30, 45, -45):
            r = rot((cfin[0] - p[0], cfin[1] - p[1]), -d2)
            pre = Unit("C", "x", (p[0] + r[0], p[1] + r[1]), ffin - d2, cf, cr, cb)
            if overlap_depth(pre.corners(), TP) > TOL:
                continue
            for c in (60, 120, 180, 240):
                for d1 in (0.001, 10, -10, 20, -20, 30, -30, 40, -40, 50, -50, 60, -60):
                    for a in (0, 40, 80, 140):
                        path = (p, d2, c, d1, a)
                        c0, f0 = back_start2(cfin, ffin, W, D, *path)
                        C = Unit("C", "x", c0, f0, cf, cr, cb)
                        if arc_of(T, C.front_centre()) != side:
                            continue
                        dd = shape_dist(C.corners(), TP)
                        if not (dmin <= dd <= dmax):
                            continue
                        if want is not None and not want(C):
                            continue
                        ok, _ = path_clear2(c0, f0, W, D, path, bodies, enemies, TP)
                        if ok:
                            return path
    raise AssertionError("no path")


def cases_b():
    """(b) charges blocked or bent by a friend, an enemy not charged or impassable terrain."""
    blue = "blue"
    # b01: a friend of C engaged with T's right flank, reaching 90mm past T's front line
    T = T_(4, 2, (25, 25), 0)
    F = Unit("F", "red", (975.0, 652.5), 270, 5, 2, (25, 25))
    b = [F.corners()]
    sl = 25.0
    want = lambda C: plain_bad(C, T, "front", 6, 1, (25, 25), b, [])
    path = ((850.0, 625.0), 10.0, 60.0, 10.0, 40.0)  # found by find_path(..., want=want)
    charge_case("b01_friend_on_right_flank_shifts_front_charge.yaml",
                "friend engaged on the right flank shifts a front charge", T, 6, 1, (25, 25),
                "front", sl, path=path, extra=[F], simple_wrong=True,
                notes=["F (C's friend, engaged with T's right flank) stands at x >= 950 up to "
                       "y = 715: C may touch it but not overlap it, so C's front cannot reach "
                       "past T's front-right corner (x = 950): the centred placement (6 + 4 = "
                       "10) is out; at most 5 + 4 = 9, met only with C's left end at that "
                       "corner."])
    # b02: impassable wall in line with T's left flank, T turned 30
    T = T_(5, 2, (20, 20), 30)
    u, v = T.u(), T.v()
    FLc = T.corners()[0]
    wall = [FLc, add(FLc, u, 150), add(add(FLc, u, 150), v, -80), add(FLc, v, -80)]
    terr = [("wall", "impassable", wall)]
    sl = -20.0
    want = lambda C: plain_bad(C, T, "front", 7, 2, (20, 20), [wall], [])
    path = (T.corners()[1], -10.0, 60.0, -10.0, 40.0)  # found by find_path(..., want=want)
    charge_case("b02_wall_in_line_with_left_flank_turned30.yaml",
                "wall in line with the left flank, target turned 30", T, 7, 2, (20, 20),
                "front", sl, path=path, terrain=terr, simple_wrong=True,
                notes=["The wall's edge runs along T's left flank line, forward of T's front: "
                       "C's front cannot pass T's front-left corner, so the centred 7 + 5 = 12 "
                       "is out; the best is 6 + 5 = 11 with C's right end at that corner."])
    # b03: a rock just in front of T, narrower charger; the nearest legal slide is worse
    T = T_(5, 1, (20, 20), 0)
    # side coords (from T's front-right corner, westward as C sees it): rock at [60, 80]
    rock = rect(900 + 50 - 80, 620 + 5, 900 + 50 - 60, 620 + 15)
    terr = [("rock", "impassable", rock)]
    sl = -20.0
    def want3(C):
        s = simple_placement(C, T, "front")
        return s is not None and s[0] > 20 and plain_bad(C, T, "front", 3, 1, (20, 20), [rock], [])
    path = ((950.0, 610.0), -10.0, 60.0, -40.0, 40.0)  # found by find_path(..., want=want3)
    charge_case("b03_rock_before_front_nearest_slide_worse.yaml",
                "rock before the front: the nearest legal slide is worse", T, 3, 1, (20, 20),
                "front", sl, path=path, terrain=terr, simple_wrong=True,
                notes=["Rock 5-15mm before T's front over its 3rd-4th files (x 870-890): C (60mm, "
                       "20 deep) overlaps it for every s in (0, 80). Legal s <= 0: at s = 0 C's "
                       "3 + T's 4 = 7 (C's right end touches T's 4th base at its corner), fewer "
                       "below; legal s >= 80: at most 2 + 2. So 7, only at s = 0."])
    # b04: a second enemy 30mm beside T; C comes from its side
    T = T_(4, 2, (25, 25), 0)
    E2 = Unit("E2", blue, (1030.0 - 15.0 + 50.0 - 50.0 + 15.0 + 15.0, 600.0), 0, 4, 2, (25, 25))
    E2.c = (950 + 30 + 50, 600.0)
    en = [E2.corners()]
    sl = 0.0
    def want4(C):
        s = simple_placement(C, T, "front")
        return s is not None and plain_bad(C, T, "front", 6, 1, (25, 25), [], en)
    path = ((950.0, 625.0), -10.0, 60.0, 10.0, 0.0)  # found by find_path(..., want=want4)
    charge_case("b04_second_enemy_30mm_beside_target.yaml",
                "a second enemy 30mm beside the target", T, 6, 1, (25, 25), "front", sl,
                path=path, extra=[E2], simple_wrong=True,
                notes=["E2 (T's friend, not charged) stands 30mm right of T, fronts level: "
                       "touching it would charge it (Maximising Contact 1). Centred, C's "
                       "front reaches 25mm past T's right end and stays 5mm clear of E2."])

def straight_hits(C, body, T):
    """C's straight move forward, until it first touches T, passes into `body`."""
    u = C.u()
    P0 = C.corners()
    TP = T.corners()
    d = 0.0
    while d < 2000:
        P = [add(q, u, d) for q in P0]
        if shape_dist(P, body) <= TOL:
            return True
        if shape_dist(P, TP) <= 1.0:
            return False
        d += 1.0
    return False


def Tl(T, x, y):
    """world point of T's frame point (x right, y forward)."""
    return add(add(T.c, T.v(), x), T.u(), y)


def place_blocker(T, side, cf, cr, cb, slide, delta, a, c, size, enemy, others=(),
                  xs=range(600, 1200, 10), ys=range(300, 950, 10)):
    """the first grid spot for a size[0] x size[1] blocker across C's straight path that the
    simple witness (forward a, Wheel delta, forward c) passes clear of."""
    W, D = cf * cb[0], cr * cb[1]
    cfin, ffin = place_on(T, side, cf, cr, cb, slide)
    c0, f0 = back_start(cfin, ffin, delta, a, c, W, D)
    C = Unit("C", "red", c0, f0, cf, cr, cb)
    assert arc_of(T, C.front_centre()) == side
    Cf = Unit("C", "r", cfin, ffin, cf, cr, cb)
    for dist_ahead in range(60, 600, 15):
        for lat in (0, -20, 20, -40, 40):
            ex, ey = add(add(C.c, C.u(), dist_ahead), C.v(), lat)
            B = rect(ex - size[0] / 2, ey - size[1] / 2, ex + size[0] / 2, ey + size[1] / 2)
            if min(shape_dist(B, T.corners()), shape_dist(B, C.corners()),
                   shape_dist(B, Cf.corners())) < 20:
                continue
            if any(shape_dist(B, o) < 20 for o in others):
                continue
            ok, _ = path_clear(c0, f0, a, delta, c, W, D, cfin, [] if enemy else [B],
                               [B] if enemy else [], T.corners())
            if not ok:
                continue
            if not straight_hits(C, B, T):
                continue
            return B, (round(ex, 4), round(ey, 4))
    raise AssertionError("no blocker spot")


def cases_b2():
    blue = "blue"
    # b05: a second enemy across the straight path
    T = T_(4, 2, (25, 25), 0)
    E2 = Unit("E2", blue, (730.0, 680.0), 0, 3, 1, (25, 25))
    charge_case("b05_enemy_across_the_straight_path.yaml",
                "an enemy across the straight path: wheel clear of it", T, 6, 1, (25, 25),
                "front", 0.0, delta=-20, a=60, c=200, extra=[E2],
                notes=["E2 (not charged, 75 x 25mm at (730, 680)) lies across C's straight "
                       "path (C's straight move would touch it before T): C must bend its move "
                       "and never touch E2. The end is the unique optimum regardless (centred, "
                       "6 + 4 = 10)."])
    # b06: a rock across the straight path, target turned 20, narrower charger
    T = T_(5, 2, (20, 20), 20)
    rk, at = place_blocker(T, "front", 3, 2, (20, 20), 0.0, 30, 40, 200, (60, 30), False)
    terr = [("rock", "impassable", rk)]
    charge_case("b06_rock_across_the_straight_path_turned20.yaml",
                "a rock across the straight path, target turned 20", T, 3, 2, (20, 20), "front",
                0.0, delta=30, a=40, c=200, terrain=terr,
                notes=["A rock (impassable, 60 x 30mm, centre (%g, %g)) lies across C's straight "
                       "path: C bends round it; the end (3 + 5 = 8, centred) is the unique "
                       "optimum, clear of the rock." % at])
    # b07: a friend engaged in T's rear, wider than T, blocks a flank charge's overhang
    T = T_(4, 4, (20, 20), 0)
    F = Unit("F", "red", (910.0, 550.0), 0, 6, 1, (20, 20))
    b = [F.corners()]
    charge_case("b07_friend_in_rear_shifts_flank_charge.yaml",
                "friend engaged in the rear shifts a flank charge", T, 6, 1, (20, 20), "right",
                20.0, delta=-30, a=40, c=160, extra=[F],
                notes=["F (C's friend) fights T's rear and reaches 30mm past T's right flank "
                       "line (x 850-970, y 540-560): C on the right flank cannot reach below "
                       "T's rear line y = 560. Centred (6 + 4 = 10) is out; with C's rear end "
                       "at y = 560: 5 + 4 = 9 (its 5th base touches T's front rank at the "
                       "corner), fewer anywhere else."])
    # b08: friend engaged on T's left flank, T turned 60
    T = T_(3, 2, (20, 20), 60)
    F = Unit("F", "red", Tl(T, -50, 20), 60 + 90, 5, 2, (20, 20))
    b = [F.corners()]
    charge_case("b08_friend_on_left_flank_turned60.yaml",
                "friend engaged on the left flank, target turned 60", T, 5, 1, (20, 20), "front",
                -20.0, delta=25, a=40, c=160, extra=[F],
                notes=["F (C's friend) fights T's left flank, its front reaching 50mm past T's "
                       "front line: C's front cannot pass T's front-left corner. Centred "
                       "(5 + 3 = 8) is out; 4 + 3 = 7 with C's right end at that corner."])
    # b09: a post in line with T's rear, flank charge
    T = T_(5, 3, (20, 20), 300)
    post = [Tl(T, -50 - 5, -30), Tl(T, -50 - 15, -30), Tl(T, -50 - 15, -40), Tl(T, -50 - 5, -40)]
    terr = [("post", "impassable", post)]
    best, where = best_slides(T, "left", 5, 1, (20, 20), [post], [])
    charge_case("b09_post_in_line_with_rear_flank_charge.yaml",
                "a post in line with the rear stops a flank charge's overhang", T, 5, 1,
                (20, 20), "left", where[0], delta=20, a=40, c=160, terrain=terr,
                notes=["A post (impassable, 10 x 10mm) 5-15mm out from T's left flank, just "
                       "behind T's rear line (its edge on that line): C (20mm deep) cannot reach "
                       "behind T's rear line. Centred (5 + 3 = 8) is out; 4 + 3 = 7 with C's "
                       "end at the rear line (slide %.4f), fewer elsewhere." % where[0]])
    # b10: a second enemy 30mm left of T and a rock across the straight path
    T = T_(4, 2, (25, 25), 0)
    E2 = Unit("E2", blue, (850 - 30 - 50, 600.0), 0, 4, 2, (25, 25))
    rk, at = place_blocker(T, "front", 6, 1, (25, 25), 0.0, 25, 50, 200, (50, 30), False,
                           others=[E2.corners()])
    terr = [("rock", "impassable", rk)]
    charge_case("b10_enemy_beside_and_rock_in_path.yaml",
                "a second enemy beside and a rock in the path", T, 6, 1, (25, 25), "front", 0.0,
                delta=25, a=50, c=200, terrain=terr, extra=[E2],
                notes=["E2 (not charged) 30mm left of T, fronts level; a rock (50 x 30mm, "
                       "centre (%g, %g)) across C's straight path. Centred, C (150mm) stays 5mm "
                       "clear of E2: 6 + 4 = 10, the unique optimum." % at])
    # b11: no room: impassable strip 10mm before T's whole front
    T = T_(5, 2, (25, 25), 0)
    strip = rect(780, 635, 1020, 655)
    terr = [("ditch_wall", "impassable", strip)]
    C0 = (900.0, 625 + 10 + 20 + 100 + 25)
    charge_case("b11_no_room_before_the_front_fails.yaml",
                "no room before the front: the charge fails", T, 5, 2, (25, 25), "front", 0.0,
                start=(C0, 180), terrain=terr, expect_fail=True, fail_clear="0.25mm",
                notes=["A wall (impassable) 10-30mm before T's front, 240mm wide: C (50mm deep) "
                       "cannot stand against T's front (C in T's front arc: the front is the "
                       "Facing it must contact), and cannot cross the wall; there is no room to "
                       "complete the charge (INDEX.md), so no contact."])


def cases_d():
    """(d) the range: short by 0.5mm, by twice the tolerance, within it, exactly."""
    T = T_(5, 2, (25, 25), 0)
    # straight ahead, C front parallel at gap g; range 4 + 5 = 9in
    R = 9 * IN
    for fname, name, g, cf, ok in [
        ("d01_short_by_half_mm.yaml", "range short by 0.5mm: fails", R + 0.5, 5, False),
        ("d02_short_by_twice_tolerance.yaml", "range short by twice the tolerance: fails",
         R + 2 * TOL, 5, False),
        ("d03_within_half_tolerance_reaches.yaml", "range short by half the tolerance: reaches",
         R + TOL / 2, 7, True),
        ("d04_exactly_reached.yaml", "range exactly the distance: reaches", R, 3, True),
    ]:
        C0 = (900.0, 625 + g + 25)
        note = ["Gap between the fronts %.4fmm = 9in + %.4fmm; Charge Range 4 + 5 = 9in = "
                "%.4fmm. Distances are compared with the tolerance (spec: within D means "
                "<= D + 0.0254mm)." % (g, g - R, R)]
        if ok:
            # straight in, no wheel: the witness is a plain move of the gap
            charge_case(fname, name, T, cf, 2, (25, 25), "front", 0.0, start=(C0, 180),
                        dice=4, advance=5, notes=note, path=((900.0 - cf * 12.5, 625.0),
                                                            0.0001, g, 0.0001, 0))
        else:
            charge_case(fname, name, T, cf, 2, (25, 25), "front", 0.0, start=(C0, 180),
                        dice=4, advance=5, notes=note, expect_fail=True,
                        fail_clear="0.25mm" if g - R > 0.2 else "0.04mm")
    # d05: oblique, corner-to-corner distance exactly the range, T turned 40
    T = T_(2, 2, (40, 40), 40)
    cf, cr, cb = 6, 2, (20, 20)
    sl = 0.0
    cfin, ffin = place_on(T, "front", cf, cr, cb, sl)
    W, D = cf * cb[0], cr * cb[1]
    c0, f0 = back_start(cfin, ffin, 30, 60, 140, W, D)
    C = Unit("C", "red", c0, f0, cf, cr, cb)
    dd = shape_dist(C.corners(), T.corners())
    # push C back along its facing so the distance is exactly 7in (dice 2 + 5)
    R = 7 * IN
    lo, hi = -400.0, 50.0
    for _ in range(200):
        mid = (lo + hi) / 2
        P = [add(q, C.u(), mid) for q in C.corners()]
        if shape_dist(P, T.corners()) > R:
            lo = mid
        else:
            hi = mid
    hi = -lo
    c0b = add(c0, C.u(), -hi)
    charge_case("d05_turned40_distance_exactly_7in.yaml",
                "target turned 40, distance exactly the range", T, cf, cr, cb, "front", 0.0,
                start=(c0b, f0), dice=2, advance=5,
                notes=["C was moved along its own facing until the nearest points of the two "
                       "units are exactly 7in = 177.8mm apart (bisection): Charge Range 2 + 5 = 7in "
                       "reaches."])
    C2 = add(c0b, C.u(), -0.5 / 1.0)
    P = [add(q, C.u(), -0.0) for q in Unit("C", "r", C2, f0, cf, cr, cb).corners()]
    charge_case("d06_turned40_short_by_half_mm.yaml",
                "target turned 40, 0.5mm further than the range: fails", T, cf, cr, cb, "front",
                0.0, start=(C2, f0), dice=2, advance=5, expect_fail=True, fail_clear="0.25mm",
                notes=["As d05 with C set 0.5mm further back along its facing: the distance "
                       "grows by %.4fmm (the nearest points' gap along that line)." % (
                           shape_dist(P, T.corners()) - R)])


def cases_flee():
    import fp
    fp.cases_flee()


def cases_pursue():
    import fp
    fp.cases_pursue()


if __name__ == "__main__":
    only = sys.argv[1:]
    if not only:
        for f in os.listdir(HERE):
            if f.endswith(".yaml"):
                os.remove(os.path.join(HERE, f))
    for g in (only or ["cases_a", "cases_arcs", "cases_b", "cases_b2", "cases_d", "cases_flee",
                       "cases_pursue"]):
        if g in globals():
            globals()[g]()
    print(len(OUT), "scenarios")
