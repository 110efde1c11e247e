#!/usr/bin/env python3
"""An independent check of tests/dbm/ordinary5: math only, no rulec.

Reworks every scenario of this folder from its YAML with the plain Python
geometry of ../ordinary2/check.py (rectangles, separating axes, bisection;
the IWF text as the headers read it), at the scenario's own tolerance, and
compares the result with the scenario's `expect` block, an expected error
(an answer to a choice that is not a candidate) included. Besides, it
recomputes from first principles the numbers the headers derive by
trigonometry (the least turns, the backing off, the turns just over 90),
so a slip in a header shows up here before rulec is ever asked.

Run: python3 tests/dbm/ordinary5/check.py
"""
import glob
import importlib.util
import math
import os
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    "ordinary2_check", os.path.join(HERE, "..", "ordinary2", "check.py"))
o2 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(o2)
DEFAULT_TOL = o2.TOL


def near(a, b, tol=1e-3):
    return abs(a - b) <= tol


def bisect(f, lo, hi):
    """The root of f, increasing from negative at lo to positive at hi."""
    for _ in range(200):
        m = (lo + hi) / 2
        if f(m) >= 0:
            hi = m
        else:
            lo = m
    return hi


def header_numbers():
    """The headers' trigonometry, worked again; returns the failures."""
    bad = []
    sin, cos, rad = math.sin, math.cos, math.radians
    # flee_owner_cannot_choose_larger_turn: 107.5 sin p + 20 cos p = 50
    p = bisect(lambda d: 107.5 * sin(rad(d)) + 20 * cos(rad(d)) - 50, 0, 45)
    if not near(180 + p, 196.6719, 1e-4):
        bad.append(f"larger turn {180 + p}")
    # flee_meets_wall_end_turns_past_it: 20 cos a - 7.5 sin a = 5
    a = bisect(lambda d: 5 - (20 * cos(rad(d)) - 7.5 * sin(rad(d))), 0, 90)
    b = 20 * sin(rad(a)) + 7.5 * cos(rad(a)) - 7.5
    end = o2.add((200, 242.5 - b), o2.fwd(a), 57.5 + b)
    if not (near(a, 55.9064, 1e-4) and near(b, 13.2666, 1e-4)
            and near(end[0], 258.6034) and near(end[1], 268.9014)):
        bad.append(f"turn past the wall's end {a} {b} {end}")
    # flee_turn_again_needing_just_over_90_destroyed: the north side at
    # x 290 reaches W2's face (249)

    def north_side(d):
        r = rad(d)
        cy = 250 - 7.5 * sin(r) - 20 * cos(r)
        flx, fly = 200 + 7.5 * cos(r) + 20 * sin(r), cy - 7.5 * sin(r) + 20 * cos(r)
        return fly - (290 - flx) * math.tan(r)
    d = bisect(lambda x: 249 - north_side(x), 0, 1)
    if not near(d, 0.5889, 1e-4):
        bad.append(f"turn just over 90: {d}")
    # flee_burst_needing_just_over_90_destroyed: facing 270 - d the north
    # side from the front-right corner, at x 110, is below K (262)

    def at_k(x):
        r = rad(x)
        frx, fry = 200 - 7.5 * cos(r) - 20 * sin(r), 242.5 - 7.5 * sin(r) + 20 * cos(r)
        return fry - (frx - 110) * math.tan(r)
    d = bisect(lambda x: 262 - at_k(x), 0, 1)
    if not (0.3 < d < 0.34):
        bad.append(f"burst just over 90: {d}")
    # pursue_lengths_in_inches_and_cm: the stop, in cm
    if not near((7 * 25.4 - 7.5 - 7.5) / 10, 16.28, 1e-9):
        bad.append("pursuit stop")
    return bad


def main():
    failed = checked = 0
    for path in sorted(glob.glob(os.path.join(HERE, "*.yaml"))):
        with open(path) as fh:
            sc = yaml.safe_load(fh)
        # the scenario's own tolerance, where it gives one
        o2.TOL = o2.length(sc["tolerance"]) if "tolerance" in sc else DEFAULT_TOL
        tb = o2.run(sc)
        name = os.path.basename(path)
        if tb is None:
            print(f"skip  {name} ({sc['run']}: worked in its header only)")
            continue
        checked += 1
        bad = o2.compare(path, sc, tb)
        if bad:
            failed += 1
            print(f"FAIL  {name}")
            for b in bad:
                print(f"      {b}")
        else:
            print(f"ok    {name}")
    bad = header_numbers()
    for b in bad:
        print(f"FAIL  header arithmetic: {b}")
    print(f"{checked - failed} of {checked} agree" + ("" if not bad else "; header arithmetic wrong"))
    return 1 if failed or bad else 0


if __name__ == "__main__":
    sys.exit(main())
