#!/usr/bin/env python3
"""An independent check of tests/dbm/ordinary4: math only, no rulec.

Reworks every scenario of this folder from its YAML with the plain Python
geometry of ../ordinary2/check.py (rectangles, separating axes, bisection;
the IWF text as the headers read it) and compares the result with the
scenario's `expect` block. Besides, it recomputes from first principles
the numbers the headers derive by trigonometry (the least turn, the slanted
contact, the 200p corner stop, the rocks placed exactly at a push's end),
so a slip in a header shows up here before rulec is ever asked.

Run: python3 tests/dbm/ordinary4/check.py
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


def near(a, b, tol=1e-3):
    return abs(a - b) <= tol


def header_numbers():
    """The headers' trigonometry, worked again; returns the failures."""
    bad = []
    # least left turn: 10 cos a + 50 sin a = 20, found by bisection
    lo, hi = 0.0, 45.0
    for _ in range(100):
        mid = (lo + hi) / 2
        r = math.radians(mid)
        if 10 * math.cos(r) + 50 * math.sin(r) >= 20:
            hi = mid
        else:
            lo = mid
    if not near(hi, 11.7835, 1e-4):
        bad.append(f"least turn {hi}")
    end = o2.add((300, 300), o2.fwd(360 - hi), 150)
    if not (near(end[0], 269.368) and near(end[1], 446.839)):
        bad.append(f"flee end {end}")
    # march at 45: the corner distance sqrt((235 - t)^2 + 10^2) = 100
    t = 235 - math.sqrt(100 ** 2 - 10 ** 2)
    if not near(t, 135.5013, 1e-4):
        bad.append(f"march stop {t}")
    # pursuit at 30: X's nearest corner is M + 60 forward + 5 right
    m = o2.add((300, 300), o2.fwd(30), 7.5)
    q = o2.add(o2.add(m, o2.fwd(30), 60), o2.rgt(30), 5)
    if not (near(q[0], 338.0801) and near(q[1], 355.9567)):
        bad.append(f"pursuit corner {q}")
    # rocks exactly at the push's end, facing 30
    f = o2.add((300, 300), o2.fwd(30), -30)
    p = o2.add(f, o2.fwd(30), -7.5)
    if not (near(p[0], 281.25) and near(p[1], 267.524)):
        bad.append(f"rocks edge {p}")
    return bad


def main():
    failed = checked = 0
    for path in sorted(glob.glob(os.path.join(HERE, "*.yaml"))):
        with open(path) as fh:
            sc = yaml.safe_load(fh)
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
