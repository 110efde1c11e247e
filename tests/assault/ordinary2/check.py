#!/usr/bin/env python3
"""An independent check of the expectations in tests/assault/ordinary2.

Plain arithmetic only: it does not import or run rulec. For each scenario
it restates the table (the script's own numbers, compared with the YAML's),
works out the answer the header comment gives by hand (contact points,
straight routes and their clearances, coherency, ENGAGED counts, the
optimum by exhaustive search where the text asks for one, and what each
model for itself would do where that is wrong), and compares every
expected value in the YAML with it.

    python3 tests/assault/ordinary2/check.py      # exits 1 on a mismatch
"""
import itertools
import math
import os
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
TOL = 0.001  # inches, the format's default tolerance
LINK = 2.0  # 2in unit coherency
SPACING = 1.0  # 1in from enemy units not charged
failures = []


def mm(v):
    return v / 25.4


R25, R32, R40 = mm(12.5), mm(16), mm(20)


def inch(text):
    """A YAML length ("10in", "431.4mm", 3) in inches."""
    s = str(text).strip()
    for suf, f in (("in", 1.0), ('"', 1.0), ("mm", 1 / 25.4), ("cm", 10 / 25.4)):
        if s.endswith(suf):
            return float(s[: -len(suf)]) * f
    return float(s)


def load(name):
    with open(os.path.join(HERE, name + ".yaml")) as f:
        return yaml.safe_load(f)


def fail(name, msg):
    failures.append(f"{name}: {msg}")


def near(a, b, eps=2e-4):
    return abs(a - b) <= eps


def same_models(name, doc, uid, want):
    got = [(inch(x), inch(y)) for x, y in doc["units"][uid]["models"]]
    if len(got) != len(want) or any(not near(g[0], w[0], 1e-6) or not near(g[1], w[1], 1e-6) for g, w in zip(got, want)):
        fail(name, f"unit {uid}: the YAML places {got}, the script {want}")


def exp_unit(doc, uid):
    return doc["expect"]["units"].get(uid, {})


def check_positions(name, doc, uid, final):
    """Every model centre the YAML pins matches the worked answer."""
    for i, (x, y) in exp_unit(doc, uid).get("models", {}).items():
        fx, fy = final[int(i)]
        if not (near(inch(x), fx) and near(inch(y), fy)):
            fail(name, f"{uid} model {i}: YAML ({inch(x):.5f}, {inch(y):.5f}), worked ({fx:.5f}, {fy:.5f})")


def check_field(name, doc, uid, field, value):
    e = exp_unit(doc, uid)
    if field in e and e[field] != value:
        fail(name, f"{uid}.{field}: YAML {e[field]}, worked {value}")


def check_events(name, doc, events):
    if doc["expect"].get("events", []) != events:
        fail(name, f"events: YAML {doc['expect'].get('events')}, worked {events}")


def toward(p, q, d):
    """The point d from p towards q."""
    L = math.dist(p, q)
    return (p[0] + (q[0] - p[0]) * d / L, p[1] + (q[1] - p[1]) * d / L)


def contact_point(t, rsum, p):
    """The point of the circle (t, rsum) nearest p: where a straight move from p meets it."""
    return toward(t, p, rsum)


def circles_cross(c1, r1, c2, r2):
    d = math.dist(c1, c2)
    a = (r1 * r1 - r2 * r2 + d * d) / (2 * d)
    h = math.sqrt(max(r1 * r1 - a * a, 0))
    mx, my = c1[0] + a * (c2[0] - c1[0]) / d, c1[1] + a * (c2[1] - c1[1]) / d
    ox, oy = -(c2[1] - c1[1]) * h / d, (c2[0] - c1[0]) * h / d
    return (mx + ox, my + oy), (mx - ox, my - oy)


def seg_dist(a, b, p):
    """Distance from point p to segment ab."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    L2 = dx * dx + dy * dy
    t = 0 if L2 == 0 else max(0, min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / L2))
    return math.dist(p, (a[0] + t * dx, a[1] + t * dy))


def seg_seg_dist(a, b, c, d):
    return min(seg_dist(a, b, c), seg_dist(a, b, d), seg_dist(c, d, a), seg_dist(c, d, b)) if not _cross(a, b, c, d) else 0.0


def _cross(a, b, c, d):
    def o(p, q, r):
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    return o(a, b, c) * o(a, b, d) < 0 and o(c, d, a) * o(c, d, b) < 0


def poly_dist(a, b, poly):
    """Distance from segment ab to a convex polygon (0 inside)."""
    if point_in_poly(a, poly) or point_in_poly(b, poly):
        return 0.0
    return min(seg_seg_dist(a, b, poly[i], poly[(i + 1) % len(poly)]) for i in range(len(poly)))


def point_in_poly(p, poly):
    s = [(poly[(i + 1) % len(poly)][0] - poly[i][0]) * (p[1] - poly[i][1]) - (poly[(i + 1) % len(poly)][1] - poly[i][1]) * (p[0] - poly[i][0]) for i in range(len(poly))]
    return all(v > 0 for v in s) or all(v < 0 for v in s)


def route_len(route):
    return sum(math.dist(route[i], route[i + 1]) for i in range(len(route) - 1))


def route_ok(name, route, r, move, keeps, walls=(), what=""):
    """A route of a base of radius r: at most move long, clear of each keep
    (centre, radius it must stay at least this far from) and each wall
    polygon by r."""
    L = route_len(route)
    if L > move + TOL:
        fail(name, f"{what}: route {L:.5f}in, more than the move {move}in")
    for c, d in keeps:
        for i in range(len(route) - 1):
            got = seg_dist(route[i], route[i + 1], c)
            if got < d - TOL:
                fail(name, f"{what}: route passes {got:.5f}in from {c}, needs {d:.5f}")
    for w in walls:
        for i in range(len(route) - 1):
            if poly_dist(route[i], route[i + 1], w) < r - TOL:
                fail(name, f"{what}: route meets a wall")
    return L


def coherent(ps, r):
    if len(ps) < 2:
        return True
    seen, stack = {0}, [0]
    while stack:
        k = stack.pop()
        for j in range(len(ps)):
            if j not in seen and math.dist(ps[k], ps[j]) - 2 * r <= LINK + TOL:
                seen.add(j)
                stack.append(j)
    return len(seen) == len(ps)


def contacts(ps, r, enemies):
    """For each model of ps, whether it touches a base of enemies [(centre, radius)]."""
    return [any(math.dist(p, c) <= r + rc + TOL for c, rc in enemies) for p in ps]


def engaged(ps, r, inc):
    return [inc[i] or any(inc[j] and math.dist(ps[i], ps[j]) - 2 * r <= LINK + TOL for j in range(len(ps))) for i in range(len(ps))]


def no_overlap(name, groups):
    """groups: [(centre, radius)] of every base on the table at the end."""
    for (a, ra), (b, rb) in itertools.combinations(groups, 2):
        if math.dist(a, b) < ra + rb - TOL:
            fail(name, f"bases at {a} and {b} overlap")


def unit_checks(name, doc, uid, final, r, enemies):
    """in_contact, engaged and coherent of a charging unit at its end."""
    inc = contacts(final, r, enemies)
    check_field(name, doc, uid, "in_contact", sum(inc))
    check_field(name, doc, uid, "engaged", sum(engaged(final, r, inc)))
    check_field(name, doc, uid, "coherent", coherent(final, r))
    check_positions(name, doc, uid, final)
    return sum(inc)


def target_checks(name, doc, uid, ts, rt, chargers):
    inc = contacts(ts, rt, chargers)
    check_field(name, doc, uid, "in_contact", sum(inc))
    check_field(name, doc, uid, "engaged", sum(engaged(ts, rt, inc)))
    return sum(inc)


SCENARIOS = []


def scenario(f):
    SCENARIOS.append(f)
    return f


# ---------------------------------------------------------------------------


@scenario
def tie_first_two_targets():
    name = "tie_first_two_targets"
    doc = load(name)
    M = [(10, 10), (8.5, 8.8)]
    T = [(9, 14), (11, 14)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    move, c = 4.5, 2 * R25
    gap = [[math.dist(m, t) - c for t in T] for m in M]
    # model 0 needs the least, tied between the two target models
    assert near(gap[0][0], gap[0][1], 1e-12) and gap[0][0] < min(gap[1])
    assert gap[1][0] <= move < gap[1][1]  # model 1 reaches T0 only
    # model 0 on T0: model 1's nearest free point on T0's circle is 60 degrees
    # round from model 0's, straight out of reach (a lower bound of any route)
    a0 = math.atan2(-4, 1)  # model 0's contact angle round T0 (from T0 to M0)
    a1 = a0 - math.radians(60)
    p = (T[0][0] + c * math.cos(a1), T[0][1] + c * math.sin(a1))
    assert math.dist(M[1], p) > move, "model 1 would still reach T0"
    # model 0 on T1: model 1 straight to T0
    f0 = contact_point(T[1], c, M[0])
    f1 = contact_point(T[0], c, M[1])
    route_ok(name, [M[0], f0], R25, move, [(M[1], 2 * R25)] + [(t, c) for t in T], what="model 0")
    route_ok(name, [M[1], f1], R25, move, [(f0, 2 * R25)] + [(t, c) for t in T], what="model 1")
    final = [f0, f1]
    no_overlap(name, [(q, R25) for q in final + T])
    unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    check_events(name, doc, ["engaged M T"])


@scenario
def gap_touches_two():
    name = "gap_touches_two"
    doc = load(name)
    M = [(10, 10), (12, 10.3)]
    T = [(10, 15), (11.3, 15), (12.6, 15)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    move, c = 6, 2 * R25
    gap = [[math.dist(m, t) - c for t in T] for m in M]
    first = min(range(2), key=lambda i: min(gap[i]))
    assert first == 1 and min(gap[1]) == gap[1][2]
    f1 = contact_point(T[2], c, M[1])
    # model 0: the point below the T0-T1 gap touches both
    g = min(circles_cross(T[0], c, T[1], c), key=lambda q: q[1])
    route_ok(name, [M[0], g], R25, move, [(f1, 2 * R25)] + [(t, c) for t in T], what="model 0")
    route_ok(name, [M[1], f1], R25, move, [(M[0], 2 * R25)] + [(t, c) for t in T], what="model 1")
    final = [g, f1]
    no_overlap(name, [(q, R25) for q in final + T])
    # each for itself: model 0 straight at T0 touches T0 only: two touched
    greedy = contact_point(T[0], c, M[0])
    touched_greedy = sum(any(math.dist(q, t) <= c + TOL for q in (greedy, f1)) for t in T)
    touched = target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    assert touched_greedy == 2 and touched == 3
    unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    check_events(name, doc, ["engaged M T"])


@scenario
def mixed_32_on_25_line():
    name = "mixed_32_on_25_line"
    doc = load(name)
    M = [(10 + 1.5 * i, 10) for i in range(4)]
    T = [(10 + 1.5 * i, 14.5) for i in range(4)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    c = R32 + R25
    gaps = [[math.dist(m, t) - c for t in T] for m in M]
    # each model's least is the one straight ahead, all equal
    for i in range(4):
        assert min(gaps[i]) == gaps[i][i] and near(gaps[i][i], gaps[0][0], 1e-12)
    final = [contact_point(T[i], c, M[i]) for i in range(4)]
    for i in range(4):
        route_ok(name, [M[i], final[i]], R32, 6, [(t, c) for t in T] + [(q, 2 * R32) for q in final[:i] + M[i + 1:]], what=f"model {i}")
    no_overlap(name, [(q, R32) for q in final] + [(t, R25) for t in T])
    unit_checks(name, doc, "M", final, R32, [(t, R25) for t in T])
    target_checks(name, doc, "T", T, R25, [(q, R32) for q in final])
    check_events(name, doc, ["engaged M T"])


@scenario
def mixed_25_on_40_three():
    name = "mixed_25_on_40_three"
    doc = load(name)
    M = [(10, 10), (11.3, 10.2), (8.7, 10.2)]
    T = [(10, 14)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    c = R25 + R40
    gaps = [math.dist(m, T[0]) - c for m in M]
    assert gaps[0] < gaps[1] and near(gaps[1], gaps[2], 1e-12)
    f0 = contact_point(T[0], c, M[0])
    sep = 2 * math.asin(R25 / c)
    final = [f0]
    for i, sgn in ((1, 1), (2, -1)):
        nearest = contact_point(T[0], c, M[i])
        assert math.dist(nearest, f0) < 2 * R25  # taken by model 0
        a = -math.pi / 2 + sgn * sep
        q = (T[0][0] + c * math.cos(a), T[0][1] + c * math.sin(a))
        # no free point of the circle is nearer: the free arc starts here and
        # the distance from the model grows going further round
        for k in range(1, 90):
            b = a + sgn * math.radians(k)
            assert math.dist(M[i], (T[0][0] + c * math.cos(b), T[0][1] + c * math.sin(b))) > math.dist(M[i], q)
        assert seg_dist(M[i], q, f0) < 2 * R25  # the straight way is blocked
        wp = (10 + sgn * 1.3, 12.5)
        route_ok(name, [M[i], wp, q], R25, 6, [(f0, 2 * R25), (T[0], c)] + [(x, 2 * R25) for x in final[1:]], what=f"model {i}")
        final.append(q)
    no_overlap(name, [(q, R25) for q in final] + [(T[0], R40)])
    unit_checks(name, doc, "M", final, R25, [(T[0], R40)])
    target_checks(name, doc, "T", T, R40, [(q, R25) for q in final])
    check_events(name, doc, ["engaged M T"])


@scenario
def two_units_only_second_in_reach():
    name = "two_units_only_second_in_reach"
    doc = load(name)
    M = [(10, 10), (11.5, 10)]
    A = [(30, 20)]
    B = [(10, 14.5), (11.5, 14.5)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "A", A)
    same_models(name, doc, "B", B)
    c = 2 * R25
    assert all(math.dist(m, a) - c > 6 for m in M for a in A)
    final = [contact_point(B[i], c, M[i]) for i in range(2)]
    for i in range(2):
        assert near(math.dist(M[i], final[i]), 3.515748, 1e-6)
        route_ok(name, [M[i], final[i]], R25, 6, [(b, c) for b in B], what=f"model {i}")
    unit_checks(name, doc, "M", final, R25, [(q, R25) for q in A + B])
    target_checks(name, doc, "B", B, R25, [(q, R25) for q in final])
    check_events(name, doc, ["engaged M B"])


@scenario
def two_units_both_mixed():
    name = "two_units_both_mixed"
    doc = load(name)
    M = [(10 + 1.5 * i, 10) for i in range(4)]
    A = [(10, 14), (11.5, 14)]
    B = [(13, 14.3), (14.8, 14.3)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "A", A)
    same_models(name, doc, "B", B)
    ts = [(a, R25) for a in A] + [(b, R40) for b in B]
    no_overlap(name, ts)
    gaps = [[math.dist(m, t) - R25 - rt for t, rt in ts] for m in M]
    first = min(range(4), key=lambda i: (min(gaps[i]), i))
    assert first == 0
    # one target model each, the one in front, the least total movement of
    # every assignment (exhaustive)
    best = min(itertools.permutations(range(4)), key=lambda p: sum(gaps[i][p[i]] for i in range(4)))
    assert best == (0, 1, 2, 3)
    final = [contact_point(ts[i][0], R25 + ts[i][1], M[i]) for i in range(4)]
    for i in range(4):
        route_ok(name, [M[i], final[i]], R25, 6, [(t, R25 + rt) for t, rt in ts] + [(q, 2 * R25) for q in final[:i] + M[i + 1:]], what=f"model {i}")
    no_overlap(name, [(q, R25) for q in final] + ts)
    unit_checks(name, doc, "M", final, R25, ts)
    target_checks(name, doc, "A", A, R25, [(q, R25) for q in final])
    target_checks(name, doc, "B", B, R40, [(q, R25) for q in final])
    check_events(name, doc, ["engaged M A", "engaged M B"])


@scenario
def two_units_neither():
    name = "two_units_neither"
    doc = load(name)
    M = [(10, 10), (11.5, 10)]
    A = [(10, 17.2)]
    B = [(14, 17)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "A", A)
    same_models(name, doc, "B", B)
    assert min(math.dist(m, t) - 2 * R25 for m in M for t in A + B) > 6 + TOL
    check_field(name, doc, "M", "moved", False)
    check_events(name, doc, ["didnt_make_it M A"])


def rect(x0, y0, x1, y1):
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def straight_line_charge(name, doc, M, T, rm, rt, move, keeps=(), walls=()):
    """Every model straight ahead to the target model of the same index, each
    the least for itself; returns the ends."""
    c = rm + rt
    final = [contact_point(T[i], c, M[i]) for i in range(len(M))]
    for i in range(len(M)):
        gaps = [math.dist(M[i], t) - c for t in T]
        assert min(gaps) == gaps[i], f"model {i}: another target model is nearer"
        route_ok(name, [M[i], final[i]], rm, move, [(t, c) for t in T] + [(q, 2 * rm) for q in final[:i] + M[i + 1:]] + list(keeps), walls, what=f"model {i}")
    no_overlap(name, [(q, rm) for q in final] + [(t, rt) for t in T])
    return final


@scenario
def uncharged_behind_target():
    name = "uncharged_behind_target"
    doc = load(name)
    M = [(10, 10), (11.5, 10), (13, 10)]
    T = [(10, 14), (11.5, 14), (13, 14)]
    X = [(11.5, 16.2)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    same_models(name, doc, "X", X)
    final = straight_line_charge(name, doc, M, T, R25, R25, 6, keeps=[(X[0], R25 + R40 + SPACING)])
    unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T] + [(X[0], R40)])
    target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    check_events(name, doc, ["engaged M T"])


@scenario
def uncharged_beside_mixed():
    name = "uncharged_beside_mixed"
    doc = load(name)
    M, T, X = [(10, 10)], [(10, 15)], [(11.9, 15)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    same_models(name, doc, "X", X)
    c, keep = R32 + R25, R32 + R40 + SPACING
    assert math.dist(contact_point(T[0], c, M[0]), X[0]) < keep  # the nearest spot is too near X
    q = min(circles_cross(T[0], c, X[0], keep), key=lambda p: p[1])
    # every point of the contact circle nearer M than q is too near X
    for k in range(3600):
        a = math.radians(k / 10)
        p = (T[0][0] + c * math.cos(a), T[0][1] + c * math.sin(a))
        if math.dist(p, X[0]) >= keep - 1e-9:
            assert math.dist(M[0], p) >= math.dist(M[0], q) - 1e-9
    route_ok(name, [M[0], q], R32, 6, [(T[0], c), (X[0], keep)], what="model 0")
    unit_checks(name, doc, "M", [q], R32, [(T[0], R25), (X[0], R40)])
    check_events(name, doc, ["engaged M T"])


@scenario
def engaged_target_two_ranks():
    name = "engaged_target_two_ranks"
    doc = load(name)
    M = [(10, 10), (11.5, 10), (13, 10)]
    T = [(10, 14), (11.5, 14), (13, 14), (11.5, 16), (10, 17.2), (13, 17.2)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    final = straight_line_charge(name, doc, M, T[:3], R25, R25, 6, keeps=[(t, 2 * R25) for t in T[3:]])
    unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    check_events(name, doc, ["engaged M T"])


@scenario
def locked_far_model_40mm():
    name = "locked_far_model_40mm"
    doc = load(name)
    M = [(10, 10), (10, 7.6), (10, 5.2)]
    T = [(10, 16.4)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    c, move = 2 * R40, 6
    gaps = [math.dist(m, T[0]) - c for m in M]
    assert gaps[0] <= move < min(gaps[1:])
    f0 = contact_point(T[0], c, M[0])
    # model 1: the nearest to T of the points within 6in of it and off model
    # 0's base, by a fine search of the whole reachable disc
    best = None
    for i in range(0, 241):
        for j in range(0, 241):
            p = (M[1][0] - 6 + i * 0.05, M[1][1] - 6 + j * 0.05)
            if math.dist(p, M[1]) <= move and math.dist(p, f0) >= c and math.dist(p, T[0]) >= c:
                if best is None or math.dist(p, T[0]) < math.dist(best, T[0]):
                    best = p
    d = math.dist(M[1], f0)
    a = (move * move - c * c + d * d) / (2 * d)
    f1 = (M[1][0] + math.sqrt(move * move - a * a), M[1][1] + a)
    assert math.dist(f1, T[0]) <= math.dist(best, T[0]) + 1e-9
    f2 = (M[2][0], M[2][1] + move)
    assert math.dist(f2, f1) >= c
    final = [f0, f1, f2]
    route_ok(name, [M[0], f0], R40, move, [(T[0], c), (M[1], c), (M[2], c)], what="model 0")
    route_ok(name, [M[1], f1], R40, move, [(T[0], c), (f0, c), (M[2], c)], what="model 1")
    route_ok(name, [M[2], f2], R40, move, [(T[0], c), (f0, c), (f1, c)], what="model 2")
    no_overlap(name, [(q, R40) for q in final + T])
    unit_checks(name, doc, "M", final, R40, [(T[0], R40)])
    target_checks(name, doc, "T", T, R40, [(q, R40) for q in final])
    check_events(name, doc, ["engaged M T"])


def part_of_unit(name, die):
    doc = load(name)
    M = [(8 + 1.5 * i, 10) for i in range(4)]
    T = [(8 + 1.5 * i, 14.5) for i in range(4)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    wood = rect(6, 8, 10.2, 11.5)
    inside = [poly_dist(m, m, wood) < R25 for m in M]
    assert inside == [True, True, False, False]
    if doc["dice"] != [[2, die]]:
        fail(name, f"dice {doc['dice']}")
    move = min(6, max(2, die))
    need = [min(math.dist(m, t) for t in T) - 2 * R25 for m in M]
    if all(n > move + TOL for n in need):
        check_field(name, doc, "M", "moved", False)
        check_events(name, doc, ["didnt_make_it M T"])
        return
    final = straight_line_charge(name, doc, M, T, R25, R25, move)
    unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    check_events(name, doc, ["engaged M T"])


@scenario
def difficult_part_of_unit():
    part_of_unit("difficult_part_of_unit", 4)


@scenario
def difficult_part_of_unit_short():
    part_of_unit("difficult_part_of_unit_short", 3)


def reflected_bound(S, T, x, reach):
    """The shortest way from S to within reach of T that first touches the
    vertical line at x (S and T on the same side): |S - T reflected| - reach."""
    return math.dist(S, (2 * x - T[0], T[1])) - reach


@scenario
def gap_equal_40mm():
    name = "gap_equal_40mm"
    doc = load(name)
    M, T = [(10, 10)], [(10, 15)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    walls = [rect(6, 12, 10 - R40, 12.5), rect(10 + R40, 12, 14, 12.5)]
    got = [[(inch(x), inch(y)) for x, y in w["polygon"]] for w in doc["terrain"]]
    for g, w in zip(got, walls):
        if any(not near(a[0], b[0], 1e-6) or not near(a[1], b[1], 1e-6) for a, b in zip(g, w)):
            fail(name, f"wall {g} is not {w}")
    assert near(walls[1][0][0] - walls[0][1][0], 2 * R40, 1e-12)  # the gap is the base
    f = contact_point(T[0], 2 * R40, M[0])
    route_ok(name, [M[0], f], R40, 6, [(T[0], 2 * R40)], walls, what="model 0")
    unit_checks(name, doc, "M", [f], R40, [(T[0], R40)])
    check_events(name, doc, ["engaged M T"])


@scenario
def gap_39mm_40mm():
    name = "gap_39mm_40mm"
    doc = load(name)
    M, T = [(10, 10)], [(10, 15)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    g = mm(39)
    assert g < 2 * R40
    lo = min(reflected_bound(M[0], T[0], 6 - R40, 2 * R40), reflected_bound(M[0], T[0], 14 + R40, 2 * R40))
    assert lo > 6
    check_field(name, doc, "M", "moved", False)
    check_events(name, doc, ["didnt_make_it M T"])


@scenario
def gap_between_friends_equal():
    name = "gap_between_friends_equal"
    doc = load(name)
    M, T = [(10, 10)], [(10, 15)]
    F = [(10 - 2 * R25, 12.5), (10 + 2 * R25, 12.5)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    same_models(name, doc, "F", F)
    f = contact_point(T[0], 2 * R25, M[0])
    route_ok(name, [M[0], f], R25, 6, [(T[0], 2 * R25)] + [(q, 2 * R25) for q in F], what="model 0")
    unit_checks(name, doc, "M", [f], R25, [(T[0], R25)])
    check_events(name, doc, ["engaged M T"])


@scenario
def exact_six_mm():
    name = "exact_six_mm"
    doc = load(name)
    M = [(mm(100), mm(100)), (mm(140), mm(100))]
    T = [(mm(100), mm(277.4)), (mm(140), mm(277.5))]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    c = 2 * R25
    gaps = [[math.dist(m, t) - c for t in T] for m in M]
    assert abs(gaps[0][0] - 6) <= TOL and min(gaps[1]) > 6 + TOL
    f0 = contact_point(T[0], c, M[0])
    f1 = (M[1][0], M[1][1] + 6)
    # as near a target model as it can: T1 straight ahead; T0 never nearer
    assert math.dist(M[1], T[0]) - 6 - c > math.dist(f1, T[1]) - c
    final = [f0, f1]
    route_ok(name, [M[0], f0], R25, 6, [(t, c) for t in T] + [(M[1], c)], what="model 0")
    route_ok(name, [M[1], f1], R25, 6, [(t, c) for t in T] + [(f0, c)], what="model 1")
    unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    check_events(name, doc, ["engaged M T"])


@scenario
def move_8in_in_mm():
    name = "move_8in_in_mm"
    doc = load(name)
    M = [(10, 10), (11.5, 10)]
    T = [(10, 18), (11.5, 18.3)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    move = inch(doc["args"]["move"])
    assert near(move, 8, 1e-12)
    c = 2 * R25
    gaps = [[math.dist(m, t) - c for t in T] for m in M]
    assert min(gaps[0]) == gaps[0][0] < min(gaps[1])  # M0 first, to T0
    assert gaps[1][1] <= move  # M1 reaches T1, not yet in contact
    final = [contact_point(T[i], c, M[i]) for i in range(2)]
    route_ok(name, [M[0], final[0]], R25, move, [(t, c) for t in T] + [(M[1], c)], what="model 0")
    route_ok(name, [M[1], final[1]], R25, move, [(t, c) for t in T] + [(final[0], c)], what="model 1")
    assert all(math.dist(m, f) > 6 for m, f in zip(M, final))
    unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    check_events(name, doc, ["engaged M T"])


@scenario
def wall_route_too_long():
    name = "wall_route_too_long"
    doc = load(name)
    M, T = [(10, 10)], [(10, 15)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    assert math.dist(M[0], T[0]) - 2 * R25 <= 6
    lo = min(reflected_bound(M[0], T[0], 6 - R25, 2 * R25), reflected_bound(M[0], T[0], 14 + R25, 2 * R25))
    assert lo > 6
    check_field(name, doc, "M", "moved", False)
    check_events(name, doc, ["didnt_make_it M T"])


@scenario
def rear_conga_32mm():
    name = "rear_conga_32mm"
    doc = load(name)
    step = 2 * R32 + 1.9
    M = [(10, 14 - i * step) for i in range(4)]
    T = [(10, 19.5)]
    same_models(name, doc, "M", [(10, round(y, 6)) for _, y in M])
    c = 2 * R32
    gaps = [math.dist(m, T[0]) - c for m in M]
    assert gaps[0] <= 6 < min(gaps[1:])
    final = [contact_point(T[0], c, M[0])] + [(10, m[1] + 6) for m in M[1:]]
    assert math.dist(final[1], final[0]) >= c  # clear of model 0's base
    for i in range(4):
        route_ok(name, [M[i], final[i]], R32, 6, [(T[0], c)] + [(q, c) for q in final[:i] + M[i + 1:]], what=f"model {i}")
    unit_checks(name, doc, "M", final, R32, [(T[0], R32)])
    check_events(name, doc, ["engaged M T"])


def four_round_one(name, y0, y3, first_only, w2, w3):
    doc = load(name)
    T = (20, 15)
    M = [(20, y0), (20 + 2 * math.cos(math.radians(30)), 16), (20 - 2 * math.cos(math.radians(30)), 16), (20, y3)]
    same_models(name, doc, "M", [(round(x, 6), y) for x, y in M])
    same_models(name, doc, "T", [T])
    c = R40 + R25
    sep = 2 * math.asin(R40 / c)
    assert int(2 * math.pi / sep) == 4  # at most four round T

    def at(a):
        return (T[0] + c * math.cos(a), T[1] + c * math.sin(a))
    gaps = [math.dist(m, T) - c for m in M]
    if first_only:
        assert gaps[0] < min(gaps[1:])
    else:
        assert near(gaps[0], gaps[1], 1e-9) and near(gaps[0], gaps[2], 1e-9) and gaps[3] > gaps[0]
    assert coherent(M, R40)
    f0 = at(-math.pi / 2)
    # each for itself: M1, M2 to their nearest points, 120 degrees apart from
    # each other and from M0: no gap of 2 sep left for M3
    angles = sorted([-90, 30, 150])
    free = [(angles[(i + 1) % 3] - angles[i]) % 360 for i in range(3)]
    assert all(math.radians(g) < 2 * sep for g in free)
    # packed: the placement of the header, each way checked in the order moved
    f1 = at(-math.pi / 2 + sep)
    f2 = at(-math.pi / 2 + 2 * sep)
    f3 = at(math.pi)
    route_ok(name, [M[0], f0], R40, 6, [(T, c)] + [(m, 2 * R40) for m in M[1:]], what="model 0")
    route_ok(name, [M[1], f1], R40, 6, [(T, c), (f0, 2 * R40), (M[2], 2 * R40), (M[3], 2 * R40)], what="model 1")
    route_ok(name, [M[2], w2, f2], R40, 6, [(T, c), (f0, 2 * R40), (f1, 2 * R40), (M[3], 2 * R40)], what="model 2")
    route_ok(name, [M[3], w3, f3], R40, 6, [(T, c), (f0, 2 * R40), (f1, 2 * R40), (f2, 2 * R40)], what="model 3")
    final = [f0, f1, f2, f3]
    no_overlap(name, [(q, R40) for q in final] + [(T, R25)])
    unit_checks(name, doc, "M", final, R40, [(T, R25)])
    target_checks(name, doc, "T", [T], R25, [(q, R40) for q in final])
    check_events(name, doc, ["engaged M T"])


@scenario
def four_40mm_round_one():
    four_round_one("four_40mm_round_one", 13, 11.3, False, (18.95, 16.95), (18.25, 13.3))


@scenario
def four_40mm_round_one_first():
    four_round_one("four_40mm_round_one_first", 13.05, 11.35, True, (20.2, 16.35), (18.2, 13.35))


@scenario
def greedy_chain_32_on_40():
    name = "greedy_chain_32_on_40"
    doc = load(name)
    C = [(10, 10), (13.2, 9.6), (14.8, 8.9)]
    T = [(10, 15), (12, 15), (14, 15)]
    same_models(name, doc, "C", C)
    same_models(name, doc, "T", T)
    c, move = R32 + R40, 5
    gaps = [[math.dist(m, t) - c for t in T] for m in C]
    reach = [[j for j in range(3) if gaps[i][j] <= move + TOL] for i in range(3)]
    assert reach[2] == [2]
    # the most target models touched, exhaustively over assignments
    best = max(itertools.product(*reach), key=lambda p: (len(set(p)), -sum(gaps[i][p[i]] for i in range(3))))
    assert best == (0, 1, 2)
    # each for itself: C0 first, then C1 (nearer than C2) to its nearest fresh
    assert min(gaps[1][1:]) == gaps[1][2] and min(gaps[1]) < min(gaps[2])
    assert [j for j in reach[2] if j not in (0, 2)] == []  # C2 has nothing fresh
    final = [contact_point(T[i], c, C[i]) for i in range(3)]
    for i in range(3):
        route_ok(name, [C[i], final[i]], R32, move, [(t, c) for t in T] + [(q, 2 * R32) for q in final[:i] + C[i + 1:]], what=f"model {i}")
    unit_checks(name, doc, "C", final, R32, [(t, R40) for t in T])
    target_checks(name, doc, "T", T, R40, [(q, R32) for q in final])
    check_events(name, doc, ["engaged C T"])


@scenario
def two_targets_first_in_secondary():
    name = "two_targets_first_in_secondary"
    doc = load(name)
    M = [(10, 10), (11.5, 10)]
    A = [(10, 15), (11.5, 15)]
    B = [(12.6, 13.2)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "A", A)
    same_models(name, doc, "B", B)
    ts = [(a, R25) for a in A] + [(b, R32) for b in B]
    gaps = [[math.dist(m, t) - R25 - rt for t, rt in ts] for m in M]
    assert min(gaps[1]) == gaps[1][2] and gaps[1][2] < min(gaps[0])
    f1 = contact_point(B[0], R25 + R32, M[1])
    # M0: the point below the A0-A1 gap touches both (one more than straight
    # at A0); the most enemy models engaged
    f0 = min(circles_cross(A[0], 2 * R25, A[1], 2 * R25), key=lambda q: q[1])
    straight = contact_point(A[0], 2 * R25, M[0])
    assert sum(math.dist(straight, a) <= 2 * R25 + TOL for a in A) == 1
    route_ok(name, [M[1], f1], R25, 6, [(t, R25 + rt) for t, rt in ts] + [(M[0], 2 * R25)], what="model 1")
    route_ok(name, [M[0], f0], R25, 6, [(t, R25 + rt) for t, rt in ts] + [(f1, 2 * R25)], what="model 0")
    final = [f0, f1]
    unit_checks(name, doc, "M", final, R25, ts)
    target_checks(name, doc, "A", A, R25, [(q, R25) for q in final])
    target_checks(name, doc, "B", B, R32, [(q, R25) for q in final])
    check_events(name, doc, ["engaged M A", "engaged M B"])


@scenario
def gap_touches_two_line():
    name = "gap_touches_two_line"
    doc = load(name)
    T = [(10 + 1.3 * i, 15) for i in range(5)]
    M = [(10.65, 10), (13.25, 10), (15.2, 10)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", [(round(x, 6), y) for x, y in T])
    c = 2 * R25
    gaps = [[math.dist(m, t) - c for t in T] for m in M]
    assert min(range(3), key=lambda i: min(gaps[i])) == 2
    f2 = contact_point(T[4], c, M[2])
    g0 = min(circles_cross(T[0], c, T[1], c), key=lambda q: q[1])
    g1 = min(circles_cross(T[2], c, T[3], c), key=lambda q: q[1])
    # each for itself: the nearest point of a nearest target model touches one
    for i, pair in ((0, (0, 1)), (1, (2, 3))):
        q = contact_point(T[pair[0]], c, M[i])
        assert sum(math.dist(q, t) <= c + TOL for t in T) == 1
    final = [g0, g1, f2]
    route_ok(name, [M[2], f2], R25, 6, [(t, c) for t in T] + [(M[0], c), (M[1], c)], what="model 2")
    route_ok(name, [M[0], g0], R25, 6, [(t, c) for t in T] + [(f2, c), (M[1], c)], what="model 0")
    route_ok(name, [M[1], g1], R25, 6, [(t, c) for t in T] + [(f2, c), (g0, c)], what="model 1")
    no_overlap(name, [(q, R25) for q in final + T])
    unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    target_checks(name, doc, "T", T, R25, [(q, R25) for q in final])
    check_events(name, doc, ["engaged M T"])


@scenario
def dangerous_32mm_two_of_three():
    name = "dangerous_32mm_two_of_three"
    doc = load(name)
    M = [(10 + 1.5 * i, 10) for i in range(3)]
    T = [(10 + 1.5 * i, 14.5) for i in range(3)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    strip = rect(9, 12, 11.8, 12.5)
    if doc["dice"] != [[3, 5]]:
        fail(name, f"dice {doc['dice']}")
    move = 5
    final = straight_line_charge(name, doc, M, T, R32, R32, move)
    enters = [poly_dist(M[i], final[i], strip) < R32 and poly_dist(M[i], M[i], strip) >= R32 for i in range(3)]
    assert enters == [True, True, False]
    unit_checks(name, doc, "M", final, R32, [(t, R32) for t in T])
    check_events(name, doc, [f"dangerous_terrain_test M#{i}" for i in range(3) if enters[i]] + ["engaged M T"])
    if doc["expect"].get("no_events") != [f"dangerous_terrain_test M#{i}" for i in range(3) if not enters[i]]:
        fail(name, "no_events")


@scenario
def uncharged_detour_second_model():
    name = "uncharged_detour_second_model"
    doc = load(name)
    M = [(10, 10), (12, 10)]
    T = [(10, 14.5), (12, 14.5)]
    X = (13.4, 12.3)
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    same_models(name, doc, "X", [X])
    c, K = 2 * R25, 2 * R25 + SPACING
    f0 = contact_point(T[0], c, M[0])
    route_ok(name, [M[0], f0], R25, 6, [(t, c) for t in T] + [(M[1], c), (X, K)], what="model 0")
    # M1 straight is too near X, all the way and at its end
    assert seg_dist(M[1], contact_point(T[1], c, M[1]), X) < K
    q = min(circles_cross(T[1], c, X, K), key=lambda p: p[0])
    # a way: tangent to X's circle of K, then round it to q
    dSX = math.dist(M[1], X)
    a0 = math.atan2(M[1][1] - X[1], M[1][0] - X[0])
    ap = a0 - math.acos(K / dSX)
    aq = math.atan2(q[1] - X[1], q[0] - X[0])
    turn = (ap - aq) % (2 * math.pi)  # clockwise from the tangent point to q
    assert turn < math.pi
    arc = [(X[0] + K * math.cos(ap - turn * k / 200), X[1] + K * math.sin(ap - turn * k / 200)) for k in range(201)]
    route = [M[1]] + arc
    # the polyline through points of the arc cuts its corners by at most
    # K (1 - cos(step / 2)): allow that much inside the circle
    sag = K * (1 - math.cos(turn / 400))
    L = route_ok(name, route, R25, 6, [(t, c) for t in T] + [(f0, c), (X, K - sag - 1e-9)], what="model 1")
    assert near(math.dist(M[1], route[1]), math.sqrt(dSX * dSX - K * K), 1e-9) and L < 3.71
    final = [f0, q]
    no_overlap(name, [(p, R25) for p in final + T + [X]])
    unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T] + [(X, R25)])
    target_checks(name, doc, "T", T, R25, [(p, R25) for p in final])
    check_events(name, doc, ["engaged M T"])


@scenario
def support_before_nearest():
    name = "support_before_nearest"
    doc = load(name)
    M = [(11, 11), (12.6, 9.4), (14.4, 9.6)]
    T = [(10, 17), (13, 17.6)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    c, move = 2 * R25, 6
    assert coherent(M, R25)
    gaps = [[math.dist(m, t) - c for t in T] for m in M]
    assert min(gaps[0]) <= move and min(gaps[1]) > move and min(gaps[2]) > move
    assert min(gaps[1]) < min(gaps[2])  # A moves before B
    f0 = contact_point(T[0], c, M[0])
    fa = toward(M[1], T[0], move)  # as close as A can get: straight at T0
    assert math.dist(fa, T[0]) - c < math.dist(toward(M[1], T[1], move), T[1]) - c
    assert c <= math.dist(fa, f0) <= c + LINK  # within 2in of M0, not on it
    route_ok(name, [M[0], f0], R25, move, [(t, c) for t in T] + [(M[1], c), (M[2], c)], what="model 0")
    route_ok(name, [M[1], fa], R25, move, [(t, c) for t in T] + [(f0, c), (M[2], c)], what="model 1")
    # B's nearest approach to a target: not within 2in of M0
    nb = toward(M[2], T[1], move)
    assert math.dist(nb, f0) - c > LINK and math.dist(nb, fa) - c <= LINK
    # a spot within 2in of M0, reached straight, clear of every base
    fb = (13, 15.37)
    assert math.dist(fb, f0) - c <= LINK
    route_ok(name, [M[2], fb], R25, move, [(t, c) for t in T] + [(f0, c), (fa, c)], what="model 2")
    # the nearest to a target of all the spots within 2in of M0 is farther
    # than B's nearest approach (a fine search of the lens)
    best = min((min(math.dist(p, t) for t in T) - c for p in
                ((10 + i * 0.01, 13 + j * 0.01) for i in range(600) for j in range(500))
                if math.dist(p, M[2]) <= move and math.dist(p, f0) - c <= LINK
                and math.dist(p, fa) >= c and math.dist(p, f0) >= c), default=None)
    assert best is not None and best > math.dist(nb, T[1]) - c
    final = [f0, fa, fb]
    inc = contacts(final, R25, [(t, R25) for t in T])
    check_field(name, doc, "M", "in_contact", sum(inc))
    check_field(name, doc, "M", "engaged", sum(engaged(final, R25, inc)))
    check_field(name, doc, "M", "coherent", coherent(final, R25))
    check_positions(name, doc, "M", final)
    target_checks(name, doc, "T", T, R25, [(p, R25) for p in final])
    check_events(name, doc, ["engaged M T"])


@scenario
def tie_two_models_first():
    name = "tie_two_models_first"
    doc = load(name)
    T = [(10, 15), (12.2, 15), (6.6, 15.3)]
    d = math.dist((9.5, 11), T[0])
    M = [(9.5, 11), (12.2, 15 - d), (9, 9.2)]
    same_models(name, doc, "M", [(x, round(y, 6)) for x, y in M])
    same_models(name, doc, "T", T)
    c, move = 2 * R25, 5
    assert coherent(M, R25)
    gaps = [[math.dist(m, t) - c for t in T] for m in M]
    assert near(min(gaps[0]), min(gaps[1]), 1e-6) and min(gaps[0]) < min(gaps[2])
    assert [j for j in range(3) if gaps[2][j] <= move] == [0]
    # M0 first: M2's nearest point of T0 is taken, and the nearest free ones,
    # 60 degrees round, are out of reach straight (a lower bound)
    g0 = contact_point(T[0], c, M[0])
    assert math.dist(contact_point(T[0], c, M[2]), g0) < c
    a = math.atan2(g0[1] - T[0][1], g0[0] - T[0][0])
    for sgn in (1, -1):
        p = (T[0][0] + c * math.cos(a + sgn * math.pi / 3), T[0][1] + c * math.sin(a + sgn * math.pi / 3))
        assert math.dist(M[2], p) > move
    # M1 first: each straight to a target model of its own, in the order M1, M0, M2
    e1 = contact_point(T[1], c, M[1])
    e0 = contact_point(T[2], c, M[0])
    e2 = contact_point(T[0], c, M[2])
    route_ok(name, [M[1], e1], R25, move, [(t, c) for t in T] + [(M[0], c), (M[2], c)], what="model 1")
    route_ok(name, [M[0], e0], R25, move, [(t, c) for t in T] + [(e1, c), (M[2], c)], what="model 0")
    route_ok(name, [M[2], e2], R25, move, [(t, c) for t in T] + [(e1, c), (e0, c)], what="model 2")
    final = [e0, e1, e2]
    no_overlap(name, [(p, R25) for p in final + T])
    unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    target_checks(name, doc, "T", T, R25, [(p, R25) for p in final])
    check_events(name, doc, ["engaged M T"])


def detour(a, o, rho, b):
    """The shortest way from a to b round the disc (o, rho) that the segment ab crosses."""
    da, db = math.dist(a, o), math.dist(b, o)
    ang = abs(math.remainder(math.atan2(b[1] - o[1], b[0] - o[0]) - math.atan2(a[1] - o[1], a[0] - o[0]), 2 * math.pi))
    return math.sqrt(da * da - rho * rho) + math.sqrt(db * db - rho * rho) + rho * (ang - math.acos(rho / da) - math.acos(rho / db))


@scenario
def tie_five_in_a_line():
    name = "tie_five_in_a_line"
    doc = load(name)
    T = [(10 + 2.5 * i, 10) for i in range(5)]
    M = [(10 + 2.5 * i, 5) for i in range(5)] + [(10, 3.1)]
    same_models(name, doc, "M", M)
    same_models(name, doc, "T", T)
    c, move = 2 * R25, 6
    assert coherent(M, R25)
    gaps = [[math.dist(m, t) - c for t in T] for m in M]
    least = min(min(g) for g in gaps)
    ties = [(i, j) for i in range(6) for j in range(5) if near(gaps[i][j], least, 1e-9)]
    assert ties == [(i, i) for i in range(5)], ties
    assert min(g for row in gaps for g in row if g > least + 1e-9) > least + 0.5
    assert [j for j in range(5) if gaps[5][j] <= move] == [0]
    # M5's reach on T0's contact circle: within a of the bottom point
    a = math.acos((c * c + 6.9 ** 2 - move ** 2) / (2 * c * 6.9))
    assert near(math.degrees(a), 22.167, 1e-3) and a < math.pi / 3
    # two bases round T0 stand 60 degrees apart at least (chord c)
    assert near(2 * c * math.sin(math.pi / 6), c, 1e-12)
    # M0 first at the bottom point: every point M5 reaches is nearer it than a base
    bottom = contact_point(T[0], c, M[0])
    for k in range(-50, 51):
        th = a * k / 50
        p = (T[0][0] + c * math.sin(th), T[0][1] - c * math.cos(th))
        assert math.dist(p, bottom) < c
    # with M0 where it stands, M5 goes round it: more than the move to any point it could reach
    for k in range(-50, 51):
        th = a * k / 50
        p = (T[0][0] + c * math.sin(th), T[0][1] - c * math.cos(th))
        assert seg_dist(M[5], p, M[0]) < c and detour(M[5], M[0], c, p) > 6.27
    # M1 first; M0 to T0 60 degrees round to the left; M5 straight; M2..M4 straight
    e1 = contact_point(T[1], c, M[1])
    e0 = (T[0][0] - c * math.sin(math.pi / 3), T[0][1] - c * math.cos(math.pi / 3))
    e5 = contact_point(T[0], c, M[5])
    rest = [contact_point(T[i], c, M[i]) for i in (2, 3, 4)]
    for m0 in (e0,):
        keeps = [(t, c) for t in T]
        route_ok(name, [M[1], e1], R25, move, keeps + [(p, c) for p in M if p != M[1]], what="model 1")
        route_ok(name, [M[0], m0], R25, move, keeps + [(e1, c)] + [(p, c) for p in M[2:]], what="model 0")
        route_ok(name, [M[5], e5], R25, move, keeps + [(e1, c), (m0, c)] + [(p, c) for p in M[2:5]], what="model 5")
        final = [m0, e1] + rest + [e5]
        for i in (2, 3, 4):
            route_ok(name, [M[i], final[i]], R25, move, keeps + [(p, c) for p in final[:i] + M[i + 1:5] + [e5]], what=f"model {i}")
        no_overlap(name, [(p, R25) for p in final + T])
        assert all(contacts(final, R25, [(t, R25) for t in T]))
        # model 0 is not pinned: another place (T1's contact circle, round
        # M1's base) gives the same counts
        unit_checks(name, doc, "M", final, R25, [(t, R25) for t in T])
    target_checks(name, doc, "T", T, R25, [(p, R25) for p in final])
    check_events(name, doc, ["engaged M T"])


def main():
    only = sys.argv[1:]
    for f in SCENARIOS:
        if only and f.__name__ not in only:
            continue
        n = len(failures)
        try:
            f()
        except AssertionError as e:
            fail(f.__name__, f"the working does not hold: {e}")
        print(("ok   " if len(failures) == n else "FAIL ") + f.__name__)
    for line in failures:
        print("  " + line)
    names = {f.__name__ for f in SCENARIOS}
    on_disk = {n[:-5] for n in os.listdir(HERE) if n.endswith(".yaml")}
    for n in sorted(on_disk - names):
        print(f"  {n}.yaml: no check")
    sys.exit(1 if failures or on_disk - names else 0)


if __name__ == "__main__":
    main()
