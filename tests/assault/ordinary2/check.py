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
