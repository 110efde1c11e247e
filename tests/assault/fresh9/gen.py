#!/usr/bin/env python3
"""Writes the fresh9 scenarios. Each scenario below carries its working (the
header text), the hand values, and a witness; check.check() verifies the
witness and the arithmetic before a file is written, and check.greedy()
confirms, for the greedy cases, that nearest-first greedy does worse."""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check import R, check, greedy, d, first_model  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import pins  # noqa: E402  (aspin2: the pins written by hand stay across a rewrite)
SC = []


def line(n, x0, y, dx):
    return [(x0 + k * dx, y) for k in range(n)]


def spot(t, rsum, toward):
    """contact spot on t's contact circle (radius rsum) in the direction of point toward"""
    L = d(t, toward)
    return (t[0] + rsum * (toward[0] - t[0]) / L, t[1] + rsum * (toward[1] - t[1]) / L)


def at(t, rsum, deg):
    a = math.radians(deg)
    return (t[0] + rsum * math.cos(a), t[1] + rsum * math.sin(a))


def gap_spot(t1, t2, rsum, below=True):
    """the spot touching both t1 and t2 (same radius sum), on the side below the pair"""
    mx, my = (t1[0] + t2[0]) / 2, (t1[1] + t2[1]) / 2
    half = d(t1, t2) / 2
    h = math.sqrt(rsum * rsum - half * half)
    ux, uy = (t2[0] - t1[0]) / (2 * half), (t2[1] - t1[1]) / (2 * half)
    nx, ny = uy, -ux  # right-hand normal: below for a pair running east
    if not below:
        nx, ny = -nx, -ny
    return (mx + h * nx, my + h * ny)


def f(v):
    return "%.6fin" % v


def pt(p):
    return "[%s, %s]" % (f(p[0]), f(p[1]))


def add(**kw):
    SC.append(kw)


def write(sc):
    A, T, X = sc["A"], sc["T"], sc.get("X")
    lines = []
    lines.append("# " + sc["title"])
    lines.append("#")
    for para in sc["why"].strip().split("\n"):
        lines.append("# " + para.rstrip() if para.strip() else "#")
    lines.append("#")
    lines.append("# Lengths in inches; bases: 25mm r=%.4f, 32mm r=%.4f, 40mm r=%.4f, 60mm r=%.4f." % (R[25], R[32], R[40], R[60]))
    if not sc.get("didnt"):
        i0, j0, end0, m0 = sc["res"]["first"]
        lines.append("# First model (check.py): A#%d, least movement %.4fin, to B#%d, ends at (%.4f, %.4f)." % (i0, m0, j0, end0[0], end0[1]))
    lines.append("# Checked by check.py (own geometry): witness routes, counts, bounds%s." %
                 (", and greedy (nearest first, straight to own nearest free spot) gives %s" % sc["greedy_got"] if sc.get("greedy_got") else ""))
    lines.append("name: %s" % sc["title"].replace(":", " -"))
    lines.append("rules: [../../../rules/assault.rules]")
    lines.append("board: {width: 48in, depth: 48in}")
    lines.append("units:")
    for uid, U, side in (("A", A, "red"), ("B", T, "blue"), ("C", X, "blue")):
        if U is None:
            continue
        lines.append("  %s:" % uid)
        lines.append("    side: %s" % side)
        lines.append("    base: {round: %dmm}" % U["mm"])
        lines.append("    models: [%s]" % ", ".join(pt(p) for p in U["models"]))
    if sc.get("terrain"):
        lines.append("terrain:")
        for t in sc["terrain"]:
            lines.append("  - name: %s" % t["name"])
            lines.append("    kind: %s" % t["kind"])
            lines.append("    polygon: [%s]" % ", ".join(pt(p) for p in t["poly"]))
    lines.append("run: assault")
    lines.append("args: {unit: A, target: B, move: %s}" % f(sc["move"]))
    if sc.get("dice"):
        lines.append("dice: [[%d, %d]]" % tuple(sc["dice"]))
    lines.append("tolerance: 0.001in")
    lines.append("expect:")
    lines.append("  units:")
    e = sc["expect"]
    if sc.get("didnt"):
        lines.append("    A: {moved: false, state: {lacks: [locked]}}")
        lines.append("    B: {moved: false, state: {lacks: [locked]}}")
        lines.append("  events: [didnt_make_it A B]")
        lines.append("  no_events: [engaged A B]")
    else:
        res = sc["res"]
        i0, j0, end0, m0 = res["first"]
        pins = {i0: end0}
        for i in sc.get("pin", []):
            pins[i] = res["final"][i]
        parts = ["models: {%s}" % ", ".join("%d: %s" % (i, pt(p)) for i, p in sorted(pins.items()))]
        for k in ("in_contact", "engaged"):
            if e.get(k) is not None:
                parts.append("%s: %d" % (k, e[k]))
        parts.append("coherent: true")
        if X:
            parts.append("clear_of: {C: 1in}")
        parts.append("state: {has: [locked]}")
        lines.append("    A: {%s}" % ", ".join(parts))
        parts = ["moved: false"]
        if e.get("t_in_contact") is not None:
            parts.append("in_contact: %d" % e["t_in_contact"])
        if e.get("t_engaged") is not None:
            parts.append("engaged: %d" % e["t_engaged"])
        parts.append("state: {has: [locked]}")
        lines.append("    B: {%s}" % ", ".join(parts))
        if X:
            lines.append("    C: {moved: false, state: {lacks: [locked]}}")
        ev = sc.get("events", ["engaged A B"])
        lines.append("  events: [%s]" % ", ".join(ev))
        ne = sc.get("no_events", [])
        if ne:
            lines.append("  no_events: [%s]" % ", ".join(ne))
    path = os.path.join(HERE, sc["file"])
    old = open(path).read() if os.path.exists(path) else None
    with open(path, "w") as fh:
        fh.write(pins.reapply(old, "\n".join(lines) + "\n"))  # aspin2's pins stay


def U(mm, models):
    return {"mm": mm, "r": R[mm], "models": models}


exec(open(os.path.join(HERE, "cases.py")).read())

bad = 0
for sc in SC:
    try:
        sc["res"] = check(sc)
        if sc.get("greedy_worse"):
            g = greedy(sc)
            res = sc["res"]
            opt = (len(res["inc"]), len(res["tin"]))
            sc["greedy_got"] = "%d chargers / %d target models in contact against the optimum's %d / %d" % (g[0], g[1], opt[0], opt[1])
            if not (g[0] < opt[0] or g[1] < opt[1]):
                raise Exception("greedy is not worse: %r vs %r" % (g, opt))
        write(sc)
    except Exception as ex:  # report every failing case
        bad += 1
        print("FAIL %s: %s" % (sc["file"], ex))
print("%d scenarios, %d failed" % (len(SC), bad))
sys.exit(1 if bad else 0)
