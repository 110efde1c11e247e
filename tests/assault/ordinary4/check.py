#!/usr/bin/env python3
"""An independent check of the expectations in tests/assault/ordinary4.

Plain arithmetic only: it does not import or run rulec. It borrows the
small geometry helpers of ../ordinary2/check.py (contact points, segment
clearances, coherency, ENGAGED counts). For each scenario it restates the
table (compared with the YAML's), works the answer the header gives again,
shows where each model for itself (or one bridge) would be wrong, and
compares every expected value in the YAML.

    python3 tests/assault/ordinary4/check.py      # exits 1 on a mismatch
"""
import importlib.util
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("ordinary2_check", os.path.join(HERE, "..", "ordinary2", "check.py"))
b = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(b)

import yaml  # noqa: E402

R25, R32, R40 = b.R25, b.R32, b.R40
C25 = 2 * R25  # 0.984252in between 25mm centres in contact
L25 = C25 + b.LINK  # 2in coherency between 25mm bases, centre to centre
near, fail, toward = b.near, b.fail, b.toward
SCENARIOS = []


def scenario(f):
    SCENARIOS.append(f)
    return f


def load(name):
    with open(os.path.join(HERE, name + ".yaml")) as f:
        return yaml.safe_load(f)


def table(name, doc, uid, want):
    b.same_models(name, doc, uid, want)


def need(p, t, rsum):
    """The straight movement from p into contact with a base at t."""
    return math.dist(p, t) - rsum


def rect_dist(p, x0, x1, y0, y1):
    dx, dy = max(x0 - p[0], 0, p[0] - x1), max(y0 - p[1], 0, p[1] - y1)
    return math.hypot(dx, dy)


def seg_rect(a, c, x0, x1, y0, y1, n=20000):
    """The least distance from segment ac to the rectangle (sampled finely)."""
    return min(rect_dist((a[0] + (c[0] - a[0]) * k / n, a[1] + (c[1] - a[1]) * k / n), x0, x1, y0, y1) for k in range(n + 1))


def dice_move(doc, move):
    """The unit's move after a roll of 2D6 read die by die: the higher die."""
    return min(move, max(doc["dice"][0]))


# --- fix 1: two bridges --------------------------------------------------

@scenario
def two_bridges():
    name, doc = "two_bridges", load("two_bridges")
    T = [(10, 20), (19, 20)]
    M = [(11, 15), (13.2, 13.2), (15.8, 13.2), (16.5, 14.3)]
    table(name, doc, "M", M)
    table(name, doc, "T", T)
    assert b.coherent(M, R25)
    needs = [[need(m, t, C25) for t in T] for m in M]
    assert min(needs[1]) > 6 and min(needs[2]) > 6, "M1 and M2 reach no contact"
    assert needs[0][0] < needs[3][1] and needs[0][0] <= 6 and needs[3][1] <= 6
    A = b.contact_point(T[0], C25, M[0])
    B = b.contact_point(T[1], C25, M[3])
    # one bridge: the nearest point of T1's contact circle to A is too far
    assert math.dist(A, T[1]) - C25 > 2 * L25
    # two: the thirds of AB
    AB = math.dist(A, B)
    assert AB <= 3 * L25
    P1, P2 = toward(A, B, AB / 3), toward(A, B, 2 * AB / 3)
    for x, y in ((A, P1), (P1, P2), (P2, B)):
        assert C25 <= math.dist(x, y) <= L25
    # the order M0, M1, M3, M2, each straight, clear of every base standing then
    keeps = lambda *ps: [(p, C25) for p in ps] + [(t, C25) for t in T]
    b.route_ok(name, [M[0], A], R25, 6, keeps(M[1], M[2], M[3]), what="M0")
    b.route_ok(name, [M[1], P1], R25, 6, keeps(A, M[2], M[3]), what="M1")
    b.route_ok(name, [M[3], B], R25, 6, keeps(A, P1, M[2]), what="M3")
    b.route_ok(name, [M[2], P2], R25, 6, keeps(A, P1, B), what="M2")
    final = [A, P1, P2, B]
    b.no_overlap(name, [(q, R25) for q in final] + [(t, R25) for t in T])
    b.unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    b.target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    b.check_events(name, doc, ["engaged M T"])


# --- fix 2: the last model's way across a wood ---------------------------

WOOD = (11.4, 12.2, 13.4, 14.2)


def beside_the_first(name):
    """The table of ../ordinary3/support_against_the_first with a wood: the
    charge at the full 3in, and whether a route crosses the wood."""
    doc = load(name)
    T = [(10, 16), (14.8, 16.2)]
    M = [(10, 12.5), (12.8, 12.6)]
    table(name, doc, "M", M)
    table(name, doc, "T", T)
    poly = doc["terrain"][0]["polygon"]
    xs, ys = [b.inch(p[0]) for p in poly], [b.inch(p[1]) for p in poly]
    assert (min(xs), max(xs), min(ys), max(ys)) == WOOD
    S0 = b.contact_point(T[0], C25, M[0])
    assert near(need(M[0], T[0], C25), 2.515748, 1e-6)
    assert min(need(M[1], t, C25) for t in T) > 3
    # M1's reach (3in) meets M0's base on T0's side
    S1 = max(b.circles_cross(M[1], 3.0, S0, C25), key=lambda p: -math.dist(p, T[0]))
    assert near(S1[0], 10.983855, 1e-5) and near(S1[1], 14.987806, 1e-5)
    # the 0.4280 of a grid search: no point within 3in, clear of the bases,
    # within 2in of M0's base, is nearer T0 (or T1) than S1
    best = min(math.dist(S1, t) - C25 for t in T)
    step = 0.01
    for i in range(-300, 301):
        for j in range(-300, 301):
            p = (M[1][0] + i * step, M[1][1] + j * step)
            if math.dist(p, M[1]) > 3 or math.dist(p, S0) < C25 or math.dist(p, S0) > L25:
                continue
            if any(math.dist(p, t) < C25 for t in T):
                continue
            assert min(math.dist(p, t) - C25 for t in T) >= best - 1e-3
    way = toward(M[1], T[1], 3.0)  # M1's nearest way, cut at the move
    assert seg_rect(M[1], way, *WOOD) > R25, "the nearest way keeps off the wood"
    assert seg_rect(M[0], S0, *WOOD) > R25
    crosses = seg_rect(M[1], S1, *WOOD) <= R25
    starts_in = rect_dist(M[1], *WOOD) <= R25
    assert crosses and not starts_in and rect_dist(S1, *WOOD) > R25
    return doc, T, M, S0, S1


@scenario
def wood_beside_the_first():
    name = "wood_beside_the_first"
    doc, T, M, S0, S1 = beside_the_first(name)
    assert doc["terrain"][0]["kind"] == "difficult"
    assert dice_move(doc, 3) == 3  # the roll leaves the move as it was
    final = [S0, S1]
    b.unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    b.target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    b.check_events(name, doc, ["engaged M T"])


@scenario
def wood_beside_the_first_low():
    name = "wood_beside_the_first_low"
    doc, T, M, S0, S1 = beside_the_first(name)
    move = dice_move(doc, 3)
    assert move == 2 and all(need(m, t, C25) > move for m in M for t in T)
    b.check_positions(name, doc, "M", M)
    b.check_events(name, doc, ["didnt_make_it M T"])


@scenario
def dangerous_beside_the_first():
    name = "dangerous_beside_the_first"
    doc, T, M, S0, S1 = beside_the_first(name)
    assert doc["terrain"][0]["kind"] == "dangerous"
    assert dice_move(doc, 3) == 3
    final = [S0, S1]
    b.unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    b.target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    b.check_events(name, doc, ["dangerous_terrain_test M#1", "engaged M T"])


def main():
    only = sys.argv[1:]
    for f in SCENARIOS:
        if only and f.__name__ not in only:
            continue
        n = len(b.failures)
        try:
            f()
        except AssertionError as e:
            fail(f.__name__, f"the working does not hold: {e}")
        print(("ok   " if len(b.failures) == n else "FAIL ") + f.__name__)
    for line in b.failures:
        print("  " + line)
    names = {f.__name__ for f in SCENARIOS}
    on_disk = {n[:-5] for n in os.listdir(HERE) if n.endswith(".yaml")}
    for n in sorted(on_disk - names):
        print(f"  {n}.yaml: no check")
    sys.exit(1 if b.failures or on_disk - names else 0)


if __name__ == "__main__":
    main()
