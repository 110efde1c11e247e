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

_spec3 = importlib.util.spec_from_file_location("ordinary3_check", os.path.join(HERE, "..", "ordinary3", "check.py"))
c3 = importlib.util.module_from_spec(_spec3)
_spec3.loader.exec_module(c3)  # its discretised routes: an independent way round obstacles

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
    # The order of the test and `engaged M T` is free: only the test is listed.
    b.check_events(name, doc, ["dangerous_terrain_test M#1"])


# --- ordinary assaults a rules reader tries first -------------------------

def lone(name, M, T, want, move=6):
    """One model against one: the table and the expected end."""
    doc = load(name)
    table(name, doc, "M", [M])
    table(name, doc, "T", [T])
    return doc


@scenario
def one_on_one():
    name = "one_on_one"
    M, T = (10, 10), (10, 14.5)
    doc = lone(name, M, T, None)
    assert near(need(M, T, C25), 3.515748, 1e-6)
    end = b.contact_point(T, C25, M)
    b.unit_checks(name, doc, "M", [end], R25, [(T, R25)])
    b.target_checks(name, doc, "T", [T], R25, [(end, R25)])
    b.check_events(name, doc, ["engaged M T"])


@scenario
def five_on_five():
    name, doc = "five_on_five", load("five_on_five")
    xs = [10, 11.5, 13, 14.5, 16]
    M, T = [(x, 10) for x in xs], [(x, 15) for x in xs]
    table(name, doc, "M", M)
    table(name, doc, "T", T)
    c = R32 + R25
    assert b.coherent(M, R32)
    assert near(need(M[0], T[0], c), 3.877953, 1e-6) and near(need(M[0], T[1], c), 4.098106, 1e-6)
    # all tie; each straight at the model facing it (the assignment of least
    # movement touching all five; any order)
    final = [b.contact_point(t, c, m) for m, t in zip(M, T)]
    for i, (m, f) in enumerate(zip(M, final)):
        b.route_ok(name, [m, f], R32, 6, [(q, 2 * R32) for j, q in enumerate(final) if j < i] + [(t, c) for t in T if t != T[i]], what=f"M{i}")
    b.no_overlap(name, [(q, R32) for q in final] + [(t, R25) for t in T])
    b.unit_checks(name, doc, "M", final, R32, [(t, R25) for t in T])
    b.target_checks(name, doc, "T", T, R25, [(q, R32) for q in final])
    b.check_events(name, doc, ["engaged M T"])


@scenario
def falls_short():
    name, doc = "falls_short", load("falls_short")
    M, T = [(10, 10), (11.5, 10)], [(10, 17), (11.5, 17)]
    table(name, doc, "M", M)
    table(name, doc, "T", T)
    assert near(need(M[0], T[0], C25), 6.015748, 1e-6)
    assert min(need(m, t, C25) for m in M for t in T) > 6
    b.check_field(name, doc, "M", "in_contact", 0)
    b.check_events(name, doc, ["didnt_make_it M T"])


def round_circle(P, K, R, Q, stop):
    """The shorter way from P round the circle (K, R) to Q, ending stop short
    of Q: (length, end), by the tangents and the arc between them."""
    return min((c3.wrap(P, K, R, Q, s, -s, stop)[:2] for s in (1, -1)), key=lambda w: w[0])


@scenario
def behind_a_friend():
    name, doc = "behind_a_friend", load("behind_a_friend")
    M, F, T = (10, 10), (10.2, 13), (10, 16)
    table(name, doc, "M", [M])
    table(name, doc, "F", [F])
    table(name, doc, "T", [T])
    assert b.seg_dist(M, (10, 16 - C25), F) < C25, "the straight way is blocked"
    L, end = round_circle(M, F, C25, T, C25)
    assert near(L, 5.223204, 1e-5) and L <= 6
    # the discretised way round agrees (a little longer, never shorter)
    field = c3.Field([(F, C25)], [], c3.box(R25))
    Ld, _ = c3.into_contact(field, M, T, C25)
    assert L - 1e-6 <= Ld <= L + 0.02, (L, Ld)
    b.unit_checks(name, doc, "M", [end], R25, [(T, R25)])
    b.check_events(name, doc, ["engaged M T"])


@scenario
def behind_an_enemy_unit():
    name, doc = "behind_an_enemy_unit", load("behind_an_enemy_unit")
    M, X, T = (10, 10), (11, 13), (10, 16)
    table(name, doc, "M", [M])
    table(name, doc, "X", [X])
    table(name, doc, "T", [T])
    Z = C25 + b.SPACING
    assert b.seg_dist(M, (10, 16 - C25), X) < Z
    L, end = round_circle(M, X, Z, T, C25)
    assert near(L, 5.355271, 1e-5) and L <= 6
    assert math.dist(T, X) > Z + C25  # the contact disc clear of the zone
    field = c3.Field([(X, Z)], [], c3.box(R25))
    Ld, _ = c3.into_contact(field, M, T, C25)
    assert L - 1e-6 <= Ld <= L + 0.02, (L, Ld)
    assert math.dist(end, X) >= Z
    b.unit_checks(name, doc, "M", [end], R25, [(T, R25)])
    b.check_events(name, doc, ["engaged M T"])


@scenario
def behind_a_wall():
    name, doc = "behind_a_wall", load("behind_a_wall")
    M, T = (10, 10), (10, 15)
    table(name, doc, "M", [M])
    table(name, doc, "T", [T])
    wall = c3.rect(8, 12.4, 11, 12.6)
    A, B = (11, 12.4), (11, 12.6)
    t1, p1, l1 = c3.tangent(M, A, R25, 1)
    t2, p2, l2 = c3.tangent(T, B, R25, -1)
    L = l1 + (0 - t1) * R25 + 0.2 + t2 * R25 + l2
    assert near(L, 5.882004, 1e-5) and L - C25 <= 6
    assert c3.tangent(M, (8, 12.4), R25, -1)[2] > l1
    end = toward(T, p2, C25)
    field = c3.Field([], [(wall, R25)], c3.box(R25))
    Ld, _ = c3.into_contact(field, M, T, C25)
    assert L - C25 - 1e-6 <= Ld <= L - C25 + 0.02, (L - C25, Ld)
    b.unit_checks(name, doc, "M", [end], R25, [(T, R25)])
    b.check_events(name, doc, ["engaged M T"])


@scenario
def one_inch_from_another_unit():
    name, doc = "one_inch_from_another_unit", load("one_inch_from_another_unit")
    M, T, X = (20, 10), (20, 16), (21.6, 15.6)
    table(name, doc, "M", [M])
    table(name, doc, "T", [T])
    table(name, doc, "X", [X])
    Z = C25 + b.SPACING
    straight = b.contact_point(T, C25, M)
    assert math.dist(straight, X) < Z
    K = min(b.circles_cross(T, C25, X, Z), key=lambda p: math.dist(M, p))
    assert near(math.dist(M, K), 5.075752, 1e-5)
    # no allowed point of the contact circle nearer M (a sweep)
    for k in range(3600):
        p = c3.on_circle(T, C25, k / 10)
        if math.dist(p, X) >= Z - 1e-9:
            assert math.dist(M, p) >= math.dist(M, K) - 1e-9
    assert b.seg_dist(M, K, X) >= Z - 1e-9
    b.unit_checks(name, doc, "M", [K], R25, [(T, R25)])
    b.check_events(name, doc, ["engaged M T"])


@scenario
def coherency_at_the_end():
    name, doc = "coherency_at_the_end", load("coherency_at_the_end")
    T, M = (10, 20), [(10, 14), (10, 11.5), (10, 9)]
    table(name, doc, "M", M)
    table(name, doc, "T", [T])
    assert b.coherent(M, R25)
    A = b.contact_point(T, C25, M[0])
    assert need(M[1], T, C25) > 6 and need(M[2], T, C25) > 6
    assert math.dist(M[1], A) <= 6 + L25 and math.dist(M[2], A) > 6 + L25
    # one end that keeps coherency: M1 straight up 5.5in, within 2in of M0
    # (behind it), M2 straight up the same
    M1, M2 = (10, 17), (10, 14.5)
    assert math.dist(M1, A) - C25 <= b.LINK and math.dist(M2, M1) - C25 <= b.LINK
    final = [A, M1, M2]
    b.check_positions(name, doc, "M", final)
    b.check_field(name, doc, "M", "in_contact", 1)
    b.check_field(name, doc, "M", "engaged", 2)
    b.check_field(name, doc, "M", "coherent", b.coherent(final, R25))
    b.check_events(name, doc, ["engaged M T"])


@scenario
def coherency_over_nearness():
    name, doc = "coherency_over_nearness", load("coherency_over_nearness")
    T, M = [(10, 20), (18, 17)], [(10, 14), (10, 11.5), (12.4, 10.2)]
    table(name, doc, "M", M)
    table(name, doc, "T", T)
    assert b.coherent(M, R25)
    A = b.contact_point(T[0], C25, M[0])
    assert need(M[0], T[0], C25) == min(need(m, t, C25) for m in M for t in T)
    assert all(need(m, t, C25) > 6 for m in M[1:] for t in T)
    assert math.dist(M[1], A) <= 6 + L25 < math.dist(M[2], A)
    near_t1 = toward(M[2], T[1], 6.0)
    assert near(near_t1[0], 16.214244, 1e-5) and near_t1[0] - (A[0] + L25) > L25
    # one coherent end: M1 straight up 6in (within 2in of A), M2 within 2in
    # of it (|M2 M1end| = 7.684 <= 6 + L25)
    M1 = (10, 17.5)
    assert math.dist(M1, A) - C25 <= b.LINK and math.dist(M[2], M1) <= 6 + L25
    M2 = toward(M[2], M1, math.dist(M[2], M1) - L25 + 0.01)
    final = [A, M1, M2]
    assert b.coherent(final, R25)
    b.check_positions(name, doc, "M", final)
    b.check_field(name, doc, "M", "in_contact", 1)
    b.check_field(name, doc, "M", "engaged", 2)
    b.check_field(name, doc, "M", "coherent", True)
    b.target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    b.check_events(name, doc, ["engaged M T"])


def difficult_roll(name):
    doc = load(name)
    M, T = (10, 10), (10, 15.5)
    table(name, doc, "M", [M])
    table(name, doc, "T", [T])
    assert seg_rect(M, (10, 15.5 - C25), 9, 11, 12, 13) <= R25  # the way crosses it
    assert near(need(M, T, C25), 4.515748, 1e-6)
    return doc, M, T, dice_move(doc, 6)


@scenario
def difficult_higher_die_not_sum():
    name = "difficult_higher_die_not_sum"
    doc, M, T, move = difficult_roll(name)
    assert sum(doc["dice"][0]) >= need(M, T, C25) > move == 4
    b.check_events(name, doc, ["didnt_make_it M T"])


@scenario
def difficult_higher_die_enough():
    name = "difficult_higher_die_enough"
    doc, M, T, move = difficult_roll(name)
    assert move == 5 >= need(M, T, C25)
    end = b.contact_point(T, C25, M)
    b.unit_checks(name, doc, "M", [end], R25, [(T, R25)])
    b.check_events(name, doc, ["engaged M T"])


@scenario
def room_for_the_third():
    name, doc = "room_for_the_third", load("room_for_the_third")
    T = [(12.1, 14.1), (12.55, 13.1)]
    M = [(10.3, 7.35), (11.15, 8.8), (13.9, 9.1)]
    table(name, doc, "M", M)
    table(name, doc, "T", T)
    c, two = R40 + R25, 2 * R40
    assert b.coherent(M, R40)
    needs = [[need(m, t, c) for t in T] for m in M]
    assert min(needs[2]) < min(min(needs[0]), min(needs[1]))
    P2 = b.contact_point(T[1], c, M[2])
    # each for itself: M1 at its nearest point of T0 leaves M0 no room
    N1 = b.contact_point(T[0], c, M[1])
    nearest = math.inf
    for t in T:
        for k in range(36000):
            p = c3.on_circle(t, c, k / 100)
            if math.dist(p, P2) >= two and math.dist(p, N1) >= two and all(math.dist(p, u) >= c - 1e-9 for u in T):
                nearest = min(nearest, math.dist(M[0], p))
    assert nearest > 6, nearest
    # three: K beside P2 on T1, Q round T0 0.1in from K
    K = min(b.circles_cross(T[1], c, P2, two), key=lambda p: p[0])
    Q = min(b.circles_cross(T[0], c, K, two + 0.1), key=lambda p: p[0])
    b.route_ok(name, [M[2], P2], R40, 6, [(M[0], two), (M[1], two), (T[0], c)], what="M2")
    b.route_ok(name, [M[1], Q], R40, 6, [(M[0], two), (P2, two), (T[1], c)], what="M1")
    t0, tp, tl = c3.tangent(M[0], P2, two, -1)
    arc = abs(math.atan2(K[1] - P2[1], K[0] - P2[0]) - (t0 + 2 * math.pi)) % (2 * math.pi)
    assert near(tl + arc * two, 5.193534, 1e-5) and tl + arc * two <= 6
    b.route_ok(name, [M[0], tp], R40, 6, [(Q, two), (P2, two)] + [(t, c) for t in T], what="M0")
    final = [K, Q, P2]
    b.no_overlap(name, [(q, R40) for q in final] + [(t, R25) for t in T])
    assert b.coherent(final, R40) and all(b.contacts(final, R40, [(t, R25) for t in T]))
    b.check_positions(name, doc, "M", final)
    b.check_field(name, doc, "M", "in_contact", 3)
    b.check_field(name, doc, "M", "engaged", 3)
    b.check_field(name, doc, "M", "coherent", True)
    b.target_checks(name, doc, "T", T, R25, [(q, R40) for q in final])
    b.check_events(name, doc, ["engaged M T"])


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
