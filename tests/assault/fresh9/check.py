#!/usr/bin/env python3
"""asfresh9's own geometry for the fresh9 assault suite (not rulec's).

Everything is in inches. A model is a disc (x, y, r). Terrain is a polygon.
check(sc) verifies a scenario's witness (every leg of every route within the
move, clear of every other model and of impassable terrain, the 1in rule on
the whole route), recomputes the counts the header states by hand and fails
loudly if they differ, and checks the bound claims (a charger that is not in
contact in the witness cannot reach any target model: the straight-line
distance, a lower bound on any route, is more than its move).
"""
import math

MM = 1 / 25.4
R = {25: 12.5 * MM, 32: 16 * MM, 40: 20 * MM, 60: 30 * MM}
TOL = 0.001
EPS = 1e-9


def d(p, q):
    return math.hypot(p[0] - q[0], p[1] - q[1])


def seg_pt(a, b, p):
    """distance from point p to segment ab"""
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    L = dx * dx + dy * dy
    if L == 0:
        return d(a, p)
    t = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / L))
    return d((ax + t * dx, ay + t * dy), p)


def seg_seg(a, b, c, e):
    def ccw(p, q, r):
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    d1, d2, d3, d4 = ccw(c, e, a), ccw(c, e, b), ccw(a, b, c), ccw(a, b, e)
    if ((d1 > 0) != (d2 > 0)) and ((d3 > 0) != (d4 > 0)) and d1 * d2 * d3 * d4 != 0:
        return 0.0
    return min(seg_pt(a, b, c), seg_pt(a, b, e), seg_pt(c, e, a), seg_pt(c, e, b))


def inside(poly, p):
    x, y = p
    n = len(poly)
    c = False
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        if (y1 > y) != (y2 > y):
            xi = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if x < xi:
                c = not c
    return c


def seg_poly(a, b, poly):
    if inside(poly, a) or inside(poly, b):
        return 0.0
    n = len(poly)
    return min(seg_seg(a, b, poly[i], poly[(i + 1) % n]) for i in range(n))


def pt_poly(p, poly):
    return seg_poly(p, p, poly)


def route_len(start, route):
    pts = [start] + list(route)
    return sum(d(pts[i], pts[i + 1]) for i in range(len(pts) - 1))


def contact(p, rp, q, rq, tol=TOL):
    g = d(p, q) - rp - rq
    return -tol <= g <= tol


def edge(p, rp, q, rq):
    return d(p, q) - rp - rq


class Fail(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Fail(msg)


def first_model(sc):
    """the charger with the least straight-line movement to contact a target
    model; its straight route must be clear (then that is its least route),
    and every other charger's straight-line lower bound must be larger."""
    A, T = sc["A"], sc["T"]
    ra, rt = A["r"], T["r"]
    best = []
    lbf = sc.get("lower_bound")
    for i, s in enumerate(A["models"]):
        m = min(max(d(s, t) - ra - rt, lbf(i, s, t) if lbf else 0) for t in T["models"])
        best.append((m, i))
    best.sort()
    need(best[1][0] - best[0][0] > 0.01, "first model not unique: %r" % best[:2])
    m0, i0 = best[0]
    s = A["models"][i0]
    dists = sorted((d(s, t), j) for j, t in enumerate(T["models"]))
    need(dists[1][0] - dists[0][0] > 0.01, "nearest target model not unique")
    t = T["models"][dists[0][1]]
    u = ((s[0] - t[0]) / d(s, t), (s[1] - t[1]) / d(s, t))
    end = (t[0] + (ra + rt) * u[0], t[1] + (ra + rt) * u[1])
    return i0, dists[0][1], end, m0


def check(sc):
    A, T = sc["A"], sc["T"]
    X = sc.get("X")  # uncharged enemy, or None
    ra, rt = A["r"], T["r"]
    starts = A["models"]
    n = len(starts)
    terrain = sc.get("terrain", [])
    imp = [t["poly"] for t in terrain if t["kind"] == "impassable"]
    slow = [t["poly"] for t in terrain if t["kind"] in ("difficult", "dangerous")]
    move = sc["move"]
    out = {}
    if sc.get("dice"):
        move = max(sc["dice"])
    if sc.get("didnt"):
        # no charger can reach any target model: straight-line lower bound
        for i, s in enumerate(starts):
            for t in T["models"]:
                lb = d(s, t) - ra - rt
                lbx = sc.get("lower_bound", lambda i, s, t: lb)(i, s, t)
                need(max(lb, lbx) > move + TOL, "didnt: %d reaches %r (lb %.4f move %.4f)" % (i, t, max(lb, lbx), move))
        return {"didnt": True}
    i0, j0, end0, m0 = first_model(sc)
    need(m0 <= move + TOL, "first model cannot reach")
    out["first"] = (i0, j0, end0, m0)
    W = sc["witness"]  # idx -> list of waypoints (last = final)
    need(i0 in W and d(W[i0][-1], end0) < 1e-6, "witness first model %d not at %r" % (i0, end0))
    if sc.get("witness_partial"):
        # only the first model is pinned: check its straight route is legal
        s0 = starts[i0]
        for t in T["models"]:
            need(seg_pt(s0, end0, t) >= ra + rt - TOL, "first model's route through a target model")
        for j, p in enumerate(starts):
            if j != i0:
                need(seg_pt(s0, end0, p) >= 2 * ra - TOL, "first model's route through friend %d" % j)
        if X:
            for x in X["models"]:
                need(seg_pt(s0, end0, x) >= ra + X["r"] + 1 - TOL, "first model's route within 1in of X")
        for poly in imp:
            need(seg_poly(s0, end0, poly) >= ra - TOL, "first model's route through impassable")
        out["final"] = {i0: end0}
        return out
    # the order the witness moves its models: the first model, then the
    # deepest final positions (largest y: the target is north) first
    order = sc.get("order") or ([i0] + sorted((i for i in W if i != i0), key=lambda i: -W[i][-1][1]))
    final = {i: (W[i][-1] if i in W else starts[i]) for i in range(n)}
    cur = dict(enumerate(starts))
    obst_t = [(t, rt) for t in T["models"]]
    obst_x = [(x, X["r"]) for x in X["models"]] if X else []
    crossed_slow = False
    for i in order:
        route = W[i]
        L = route_len(starts[i], route)
        need(L <= move + TOL, "model %d route %.4f > move %.4f" % (i, L, move))
        pts = [starts[i]] + list(route)
        for k in range(len(pts) - 1):
            a, b = pts[k], pts[k + 1]
            for (t, r) in obst_t + obst_x:
                need(seg_pt(a, b, t) >= ra + r - TOL, "model %d leg %d through enemy %r" % (i, k, t))
            for (x, r) in obst_x:
                need(seg_pt(a, b, x) >= ra + r + 1 - TOL, "model %d leg %d within 1in of %r" % (i, k, x))
            for j, p in cur.items():
                if j != i:
                    need(seg_pt(a, b, p) >= 2 * ra - TOL, "model %d leg %d through friend %d" % (i, k, j))
            for poly in imp:
                need(seg_poly(a, b, poly) >= ra - TOL, "model %d leg %d through impassable" % (i, k))
            for poly in slow:
                if seg_poly(a, b, poly) < ra:
                    crossed_slow = True
        cur[i] = route[-1]
    if slow and not sc.get("dice"):
        need(not crossed_slow, "a route crosses difficult terrain but no dice")
    # final position checks
    for i in range(n):
        for j in range(i + 1, n):
            need(d(final[i], final[j]) >= 2 * ra - TOL, "overlap %d %d" % (i, j))
        for (t, r) in obst_t + obst_x:
            need(d(final[i], t) >= ra + r - TOL, "overlap %d enemy" % i)
        for poly in imp:
            need(pt_poly(final[i], poly) >= ra - TOL, "final %d in impassable" % i)
    inc = [i for i in range(n) if any(contact(final[i], ra, t, rt) for t in T["models"])]
    eng = [i for i in range(n) if i in inc or any(edge(final[i], ra, final[j], ra) <= 2 + TOL for j in inc)]
    tin = [j for j, t in enumerate(T["models"]) if any(contact(final[i], ra, t, rt) for i in range(n))]
    teng = [j for j, t in enumerate(T["models"]) if j in tin or any(edge(t, rt, T["models"][k], rt) <= 2 + TOL for k in tin)]
    # coherency
    seen = {0}
    stack = [0]
    while stack:
        a = stack.pop()
        for b in range(n):
            if b not in seen and edge(final[a], ra, final[b], ra) <= 2 + TOL:
                seen.add(b)
                stack.append(b)
    coh = len(seen) == n
    need(coh, "witness not coherent")
    if X:
        for i in range(n):
            for x in X["models"]:
                need(edge(final[i], ra, x, X["r"]) >= 1 - TOL, "final %d within 1in of X" % i)
    out.update(final=final, inc=inc, eng=eng, tin=tin, teng=teng, crossed=crossed_slow)
    # bound claims: each charger not in contact cannot reach any target model
    lbf = sc.get("lower_bound")
    if not sc.get("manual_bound_contact"):
        for i in range(n):
            if i not in inc:
                for t in T["models"]:
                    lb = d(starts[i], t) - ra - rt
                    if lbf:
                        lb = max(lb, lbf(i, starts[i], t))
                    need(lb > move + TOL, "bound: model %d not in contact but may reach %r (lb %.4f)" % (i, t, lb))
    if not sc.get("manual_bound_target"):
        for j, t in enumerate(T["models"]):
            if j not in tin:
                for i, s in enumerate(starts):
                    lb = d(s, t) - ra - rt
                    if lbf:
                        lb = max(lb, lbf(i, s, t))
                    need(lb > move + TOL, "bound: target %d not contacted but charger %d may reach it (lb %.4f)" % (j, i, lb))
    if not sc.get("manual_bound_engaged"):
        for i in range(n):
            if i not in eng:
                # to be within 2in of a model in contact it must come within
                # 2 + 2ra of a target model's edge
                for t in T["models"]:
                    lb = d(starts[i], t) - ra - rt - 2 - 2 * ra
                    need(lb > move + TOL, "bound: model %d not engaged but may come within 2in of a contact model" % i)
    exp = sc["expect"]
    for k, v in (("in_contact", len(inc)), ("engaged", len(eng)), ("t_in_contact", len(tin)), ("t_engaged", len(teng))):
        if exp.get(k) is not None:
            need(exp[k] == v, "hand %s = %r but geometry gives %r" % (k, exp[k], v))
    return out


def greedy(sc, samples=720):
    """the greedy the suite argues against: chargers in order of least
    movement (nearest first), each straight to its own nearest free contact
    spot (nearest enemy model first: the straight-in spot; if that overlaps a
    model already placed, the nearest free spot on any target model's contact
    circle it can reach in a straight line). Returns (chargers in contact,
    distinct target models in contact)."""
    A, T = sc["A"], sc["T"]
    X = sc.get("X")
    ra, rt = A["r"], T["r"]
    move = max(sc["dice"]) if sc.get("dice") else sc["move"]
    imp = [t["poly"] for t in sc.get("terrain", []) if t["kind"] == "impassable"]
    order = sorted(range(len(A["models"])), key=lambda i: min(d(A["models"][i], t) for t in T["models"]))
    placed = {}
    hit = set()

    def free(i, p):
        s = A["models"][i]
        if d(s, p) > move + TOL:
            return False
        for j, q in placed.items():
            if d(p, q) < 2 * ra - TOL or seg_pt(s, p, q) < 2 * ra - TOL:
                return False
        for j, q in enumerate(A["models"]):
            if j != i and j not in placed and seg_pt(s, p, q) < 2 * ra - TOL:
                return False
        for t in T["models"]:
            if d(p, t) < ra + rt - TOL or seg_pt(s, p, t) < ra + rt - TOL:
                return False
        if X:
            for x in X["models"]:
                if seg_pt(s, p, x) < ra + X["r"] + 1 - TOL:
                    return False
        for poly in imp:
            if seg_poly(s, p, poly) < ra - TOL:
                return False
        return True
    for i in order:
        s = A["models"][i]
        ts = sorted(range(len(T["models"])), key=lambda j: d(s, T["models"][j]))
        t = T["models"][ts[0]]
        u = ((s[0] - t[0]) / d(s, t), (s[1] - t[1]) / d(s, t))
        p = (t[0] + (ra + rt) * u[0], t[1] + (ra + rt) * u[1])
        if free(i, p):
            placed[i] = p
            hit.add(ts[0])
            continue
        best = None
        for j, t in enumerate(T["models"]):
            for k in range(samples):
                a = 2 * math.pi * k / samples
                q = (t[0] + (ra + rt) * math.cos(a), t[1] + (ra + rt) * math.sin(a))
                if free(i, q) and (best is None or d(s, q) < best[0]):
                    best = (d(s, q), q, j)
        if best:
            placed[i] = best[1]
            hit.add(best[2])
    return len(placed), len(hit)


def contactable(sc, j, exclude=(), steps=3600):
    """can any charger reach a legal contact point of target model j?
    Straight-line distance (a lower bound on any route) <= move; the point
    overlaps no target model, no fixed model in exclude, no impassable
    terrain, and keeps 1in from the uncharged unit. Returns the chargers and
    angles found (empty: provably not contactable)."""
    A, T, X = sc["A"], sc["T"], sc.get("X")
    ra, rt = A["r"], T["r"]
    move = max(sc["dice"]) if sc.get("dice") else sc["move"]
    imp = [t["poly"] for t in sc.get("terrain", []) if t["kind"] == "impassable"]
    t = T["models"][j]
    found = []
    for k in range(steps):
        a = 2 * math.pi * k / steps
        p = (t[0] + (ra + rt) * math.cos(a), t[1] + (ra + rt) * math.sin(a))
        if any(d(p, q) < ra + rt - TOL for jj, q in enumerate(T["models"]) if jj != j):
            continue
        if any(d(p, q) < 2 * ra - TOL for q in exclude):
            continue
        if any(pt_poly(p, poly) < ra - TOL for poly in imp):
            continue
        if X and any(d(p, x) < ra + X["r"] + 1 - TOL for x in X["models"]):
            continue
        for i, s in enumerate(A["models"]):
            if d(s, p) <= move + TOL:
                found.append((i, round(math.degrees(a), 1)))
    return found
