#!/usr/bin/env python3
"""Independent arithmetic for tests/assault/fresh (plain Python, no rulec).

Every expected value in the scenarios of this folder is worked by hand in the
scenario's header; this script recomputes the numbers a second way and checks
the feasibility claims (no overlap, every route clear and within the move,
coherency) of the configurations the headers give as witnesses of an optimum.
Run: python3 tests/assault/fresh/check.py  (prints each scenario's numbers;
exits non-zero if a claim fails).
"""
import math, sys

MM = 1 / 25.4
FAIL = []


def d(p, q):
    return math.hypot(p[0] - q[0], p[1] - q[1])


def seg_dist(p, a, b):
    ax, ay = b[0] - a[0], b[1] - a[1]
    L2 = ax * ax + ay * ay
    t = 0 if L2 == 0 else max(0, min(1, ((p[0] - a[0]) * ax + (p[1] - a[1]) * ay) / L2))
    return d(p, (a[0] + t * ax, a[1] + t * ay))


def claim(ok, what):
    print(("  ok   " if ok else "  FAIL ") + what)
    if not ok:
        FAIL.append(what)


def toward(a, b, stop):
    """the point on segment a->b at distance `stop` short of b"""
    L = d(a, b)
    return (b[0] - (b[0] - a[0]) * stop / L, b[1] - (b[1] - a[1]) * stop / L)


def wrap(start, centre, R, end_angle_deg, side):
    """length of tangent from start to circle(centre, R) then arc (on `side`:
    +1 anticlockwise, -1 clockwise) to the point of the circle at end_angle"""
    dd = d(start, centre)
    t = math.sqrt(dd * dd - R * R)
    a0 = math.degrees(math.atan2(start[1] - centre[1], start[0] - centre[0]))
    tp = a0 + side * math.degrees(math.acos(R / dd))
    arc = (end_angle_deg - tp) * side % 360
    return t + math.radians(arc) * R, tp


def check_final(name, pos, r, others, tol=1e-6):
    """pos: final centres of one unit (radius r); others: [(centre, radius)]"""
    bad = [(i, j) for i in range(len(pos)) for j in range(i + 1, len(pos)) if d(pos[i], pos[j]) < 2 * r - tol]
    bad += [(i, c) for i in range(len(pos)) for (c, rc) in others if d(pos[i], c) < r + rc - tol]
    claim(not bad, f"{name}: no two bases overlap {bad}")


def coherent(pos, r, link=2.0):
    n = len(pos)
    seen = {0}
    todo = [0]
    while todo:
        i = todo.pop()
        for j in range(n):
            if j not in seen and d(pos[i], pos[j]) - 2 * r <= link + 1e-9:
                seen.add(j)
                todo.append(j)
    return len(seen) == n


def section(s):
    print(s)


# ---- a second method: shortest routes by a visibility graph over sampled
# obstacle outlines (configuration space: each obstacle grown by the mover's
# radius, plus any clearance). Accurate to about 1e-3in with N=360.
def rect_clear(p, rect, grow):
    (x0, y0, x1, y1) = rect
    dx = max(x0 - p[0], 0, p[0] - x1)
    dy = max(y0 - p[1], 0, p[1] - y1)
    return math.hypot(dx, dy) >= grow - 1e-9


def seg_rect_dist(a, b, rect):
    (x0, y0, x1, y1) = rect
    def inside(p):
        return x0 <= p[0] <= x1 and y0 <= p[1] <= y1
    if inside(a) or inside(b):
        return 0.0
    corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    def cross(o, p, q):
        return (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0])
    for k in range(4):
        c, e = corners[k], corners[(k + 1) % 4]
        if cross(a, b, c) * cross(a, b, e) < 0 and cross(c, e, a) * cross(c, e, b) < 0:
            return 0.0
    def pr(p):
        return math.hypot(max(x0 - p[0], 0, p[0] - x1), max(y0 - p[1], 0, p[1] - y1))
    return min([pr(a), pr(b)] + [seg_dist(c, a, b) for c in corners])


def route(start, goals, disks, rects=(), N=180):
    """shortest route from start to any of goals avoiding disks [(c, R)] (centre
    may not come closer than R) and rects [(x0,y0,x1,y1,grow)]"""
    pts = [start] + list(goals)
    ng = len(goals)
    for (c, R) in disks:
        Rp = R / math.cos(math.pi / N) + 1e-6
        pts += [(c[0] + Rp * math.cos(2 * math.pi * k / N), c[1] + Rp * math.sin(2 * math.pi * k / N)) for k in range(N)]
    for (x0, y0, x1, y1, g) in rects:
        Rp = g / math.cos(math.pi / N) + 1e-6
        for (cx, cy) in ((x0, y0), (x1, y0), (x1, y1), (x0, y1)):
            pts += [(cx + Rp * math.cos(2 * math.pi * k / N), cy + Rp * math.sin(2 * math.pi * k / N)) for k in range(N)]

    def free(p):
        return all(d(p, c) >= R - 1e-9 for (c, R) in disks) and all(rect_clear(p, r[:4], r[4]) for r in rects)

    pts = [p for i, p in enumerate(pts) if i == 0 or free(p)]
    # goals that survived are at indices 1..; keep a set
    goalset = set(g for g in goals if free(g))

    def vis(a, b):
        for (c, R) in disks:
            if seg_dist(c, a, b) < R - 1e-7:
                return False
        for r in rects:
            # quick reject
            if seg_rect_dist(a, b, r[:4]) < r[4] - 1e-7:
                return False
        return True

    import heapq
    dist = {0: 0.0}
    heap = [(0.0, 0)]
    done = set()
    while heap:
        dd, i = heapq.heappop(heap)
        if i in done:
            continue
        done.add(i)
        if pts[i] in goalset and i != 0:
            return dd, pts[i]
        for j in range(len(pts)):
            if j in done:
                continue
            nd = dd + d(pts[i], pts[j])
            if nd < dist.get(j, 1e18) and vis(pts[i], pts[j]):
                dist[j] = nd
                heapq.heappush(heap, (nd, j))
    return math.inf, None


def ring(c, R, n=720, keep=lambda p: True):
    return [p for p in ((c[0] + R * math.cos(2 * math.pi * k / n), c[1] + R * math.sin(2 * math.pi * k / n)) for k in range(n)) if keep(p)]


def witness(starts, ra, targets, rb, plan, fixed=None, move=6.0, step=2, others=()):
    """find final centres for the chargers: plan is a list of (i, j) in move
    order (j a target index, or ('near', k, gap) to end within `gap` edge to
    edge of charger k, or ('stay',)); straight routes only, each clear of every
    model standing at that moment; returns {i: centre} or None (depth-first
    over ring angles every `step` degrees)."""
    pos = dict(fixed or {})
    c = ra + rb

    def ok(i, p):
        if d(starts[i], p) > move + 1e-9:
            return False
        for (t, rt) in [(b, rb) for b in targets] + list(others):
            if d(p, t) < ra + rt - 1e-9 or seg_dist(t, starts[i], p) < ra + rt - 1e-9:
                return False
        for k in range(len(starts)):
            if k == i:
                continue
            q = pos.get(k, starts[k])
            if d(p, q) < 2 * ra - 1e-9 or seg_dist(q, starts[i], p) < 2 * ra - 1e-9:
                return False
        return True

    def rec(n):
        if n == len(plan):
            return True
        i, j = plan[n]
        if isinstance(j, tuple) and j[0] == 'stay':
            pos[i] = starts[i]
            return rec(n + 1)
        if isinstance(j, tuple):
            _, k, gap = j
            cands = []
            for R in [2 * ra + gap * f for f in (1.0, 0.75, 0.5, 0.25, 0.0)]:
                cands += [(pos[k][0] + R * math.cos(math.radians(a)), pos[k][1] + R * math.sin(math.radians(a))) for a in range(0, 360, step)]
            cands.sort(key=lambda p: d(starts[i], p))
        else:
            t = targets[j]
            cands = [(t[0] + c * math.cos(math.radians(a)), t[1] + c * math.sin(math.radians(a))) for a in range(0, 360, step)]
            cands.sort(key=lambda p: d(starts[i], p))
        for p in cands:
            if ok(i, p):
                pos[i] = p
                if rec(n + 1):
                    return True
                del pos[i]
        return False

    return pos if rec(0) else None


def main():
    r25, r32, r40, r1 = 12.5 * MM, 16 * MM, 20 * MM, 0.5

    section("single_straight: 25mm from (10,10) to 25mm at (13,14)")
    need = 5 - 2 * r25
    end = toward((10, 10), (13, 14), 2 * r25)
    print(f"  need {need:.6f}  end ({end[0]:.6f}, {end[1]:.6f})")
    claim(abs(end[0] - (10 + 0.6 * need)) < 1e-9 and abs(d(end, (13, 14)) - 2 * r25) < 1e-9, "end is 4.015748in along the line, 25mm from B's centre")

    section("just_in_range / just_out_of_range: 32mm bases, direction (0.6, 0.8)")
    A = (254 * MM, 254 * MM)
    Bin = (364.64 * MM, 401.52 * MM)
    Bout = (364.7924 * MM, 401.7232 * MM)
    print(f"  in: need {d(A, Bin) - 2 * r32:.6f}in; out: need {d(A, Bout) - 2 * r32:.6f}in")
    claim(abs(d(A, Bin) - 2 * r32 - 6) < 1e-9, "in: exactly 6in of movement")
    claim(abs(d(A, Bout) - 2 * r32 - 6.01) < 1e-9, "out: 6.01in of movement")
    e = toward(A, Bin, 2 * r32)
    print(f"  in: end ({e[0]:.6f}, {e[1]:.6f})")
    claim(abs(e[0] - 13.6) < 1e-9 and abs(e[1] - 14.8) < 1e-9, "in: ends at (13.6, 14.8)")

    section("first_model_mixed_bases: 25mm chargers, 40mm targets")
    As = [(10, 10), (12, 10), (14, 10)]
    Bs = [(11, 16), (14.5, 15), (18, 16)]
    c = r25 + r40
    for i, a in enumerate(As):
        print("  A%d needs " % i + ", ".join(f"B{j} {d(a, b) - c:.4f}" for j, b in enumerate(Bs)))
    needs = sorted((d(a, b) - c, i, j) for i, a in enumerate(As) for j, b in enumerate(Bs))
    claim(needs[0][1:] == (2, 1) and needs[1][0] - needs[0][0] > 0.1, "A2 is first, into contact with B1, no tie")
    a2 = toward(As[2], Bs[1], c)
    print(f"  A2 ends ({a2[0]:.6f}, {a2[1]:.6f})")
    claim(min(d(a, Bs[2]) - c for a in As[:2]) > 6, "B2 out of reach of A0 and A1 (A2 is forced to B1)")
    a0 = (Bs[0][0] + c * math.cos(math.radians(-120)), Bs[0][1] + c * math.sin(math.radians(-120)))
    a1 = (Bs[0][0] + c * math.cos(math.radians(-60)), Bs[0][1] + c * math.sin(math.radians(-60)))
    fin = [a0, a1, a2]
    print("  witness: " + ", ".join(f"({p[0]:.4f},{p[1]:.4f})" for p in fin))
    claim(d(As[0], a0) <= 6 and d(As[1], a1) <= 6, "witness: A0, A1 reach B0's ring at -120 and -60 degrees")
    claim(seg_dist(Bs[0], As[0], a0) >= c - 1e-9 and seg_dist(Bs[0], As[1], a1) >= c - 1e-9 and seg_dist(a2, As[1], a1) >= 2 * r25, "witness: straight routes clear")
    check_final("mixed", fin, r25, [(b, r40) for b in Bs])
    claim(coherent(fin, r25), "witness coherent")

    section("first_model_round_rock: rock x 8.5..11.5, y 11.5..12.5, 1in bases")
    rock = (8.5, 11.5, 11.5, 12.5, 0.5)
    B = (10, 16)
    A0, A1 = (11, 10), (13.4, 10.6)
    L1, _ = route(A1, ring(B, 1), [], [rock])
    L0, g0 = route(A0, ring(B, 1), [], [rock])
    print(f"  A0 around the rock {L0:.4f} (straight would be {d(A0, B) - 1:.4f}); A1 {L1:.4f} (straight {d(A1, B) - 1:.4f}) ")
    claim(L1 < L0 - 0.1 and abs(L1 - (d(A1, B) - 1)) < 1e-3, "A1 is first, by a straight route; A0 is first only if the rock is ignored")
    claim(d(A0, B) - 1 < L1, "a straight-line (rock-ignoring) choice would pick A0")
    a1 = toward(A1, B, 1)
    print(f"  A1 ends ({a1[0]:.6f}, {a1[1]:.6f}); clearance of its line to the rock {seg_rect_dist(A1, a1, rock[:4]):.4f}")
    ang1 = math.degrees(math.atan2(a1[1] - B[1], a1[0] - B[0]))
    free = ring(B, 1, 720, lambda p: d(p, a1) >= 1 - 1e-9)
    L0b, g = route(A0, free, [(a1, 1)], [rock])
    print(f"  after A1: A0's shortest route to a free spot of B's ring {L0b:.4f} at {g}")
    claim(L0b > 6.1, "A0 cannot then reach base contact (more than 6in)")
    w = (11.9, 13.0)
    Lw, _ = route(A0, [w], [(a1, 1)], [rock])
    claim(Lw <= 6 and d(w, a1) - 1 <= 2 and d(w, B) >= 1 and rect_clear(w, rock[:4], 0.5), f"witness: A0 to (11.9,13.0) by {Lw:.3f}in, 2in of A1")

    for y1, want in ((8.1, False), (8.3, True)):  # round_friend_short, and 0.2in nearer
        section(f"round_friend: A1 at (10,{y1}) behind A0, B at (10,14.5)")
        a0 = (10, 13.5)
        dd = a0[1] - y1
        L = math.sqrt(dd * dd - 1) + math.radians(120 - math.degrees(math.acos(1 / dd)))
        free = ring((10, 14.5), 1, 720, lambda p: d(p, a0) >= 1 - 1e-9)
        L2, g = route((10, y1), free, [(a0, 1)])
        straight = min(d((10, y1), p) for p in free)
        print(f"  closed form {L:.4f}, graph {L2:.4f}; straight line through A0 {straight:.4f}")
        claim(abs(L - L2) < 2e-3, "two methods agree")
        claim((L <= 6) == want and straight <= 6, "A1 reaches contact: %s; ignoring A0 it would" % want)


    section("five_angled_45: 32mm chargers at y=10, 25mm targets on a line at 45 degrees")
    As = [(10 + 2 * k, 10) for k in range(5)]
    Bs = [(10 + 2 * k * math.cos(math.radians(45)), 13 + 2 * k * math.sin(math.radians(45))) for k in range(5)]
    c = r32 + r25
    for i, a in enumerate(As):
        print("  A%d needs " % i + ", ".join(f"B{j} {d(a, b) - c:.4f}" for j, b in enumerate(Bs)))
    needs = sorted((d(a, b) - c, i, j) for i, a in enumerate(As) for j, b in enumerate(Bs))
    claim(needs[0][1:] == (0, 0) and needs[1][0] - needs[0][0] > 0.1, "A0 first, into B0")
    claim(min(d(a, Bs[3]) - c for a in As) > 6 and min(d(a, Bs[4]) - c for a in As) > 6, "B3, B4 beyond every charger's 6in: B in_contact <= 3")
    claim(min(d(As[4], b) - c for b in Bs) > 6, "A4 beyond contact with any target: A in_contact <= 4")
    a0 = toward(As[0], Bs[0], c)
    print("  A0 ends (%.6f, %.6f)" % a0)
    w = witness(As, r32, Bs, r25, [(1, 1), (2, 2), (3, 2), (4, ('near', 3, 2.0))], fixed={0: a0})
    claim(w is not None, "witness: A1->B1, A2->B2, A3->B2, A4 within 2in of A3")
    if w:
        fin = [w[i] for i in range(5)]
        print("  witness: " + ", ".join(f"({p[0]:.3f},{p[1]:.3f})" for p in fin))
        check_final("angled", fin, r32, [(b, r25) for b in Bs])
        claim(coherent(fin, r32), "witness coherent")

    section("blob_target: 1in bases, a plus of five; A on y=16")
    Bs = [(20, 20), (21, 20), (19, 20), (20, 21), (20, 19)]
    As = [(17, 16), (18.5, 16), (20, 16), (21.5, 16), (23, 16)]
    needs = sorted((d(a, b) - 1, i, j) for i, a in enumerate(As) for j, b in enumerate(Bs))
    print("  least: %.4f A%d->B%d, next %.4f" % (needs[0][0], needs[0][1], needs[0][2], needs[1][0]))
    claim(needs[0][1:] == (2, 4) and needs[1][0] - needs[0][0] > 0.1, "A2 first, into B4 at (20,18)")
    enclosed = all(min(d((20 + math.cos(math.radians(a)), 20 + math.sin(math.radians(a))), b) for b in Bs[1:]) < 1 - 1e-9 for a in range(0, 360))
    claim(enclosed, "every spot touching B0 overlaps B1..B4: B0 cannot be contacted, B in_contact <= 4")
    fin = {2: (20, 18), 1: (19, 19), 0: (18, 20), 3: (21, 19), 4: (21, 21)}
    disks = [(b, 1) for b in Bs] + [((20, 18), 1), ((19, 19), 1), ((18, 20), 1), (As[3], 1)]
    L4, g = route(As[4], [(21, 21)], disks)
    print(f"  A4 round B1 to (21,21): graph {L4:.4f}; closed form {wrap(As[4], (21, 20), 1, 90, 1)[0]:.4f}")
    claim(L4 <= 6 and abs(L4 - wrap(As[4], (21, 20), 1, 90, 1)[0]) < 2e-3, "A4 reaches (21,21), touching B3 and B1, before A3 moves")
    claim(all(d(As[i], fin[i]) <= 6 and all(seg_dist(b, As[i], fin[i]) >= 1 - 1e-9 for b in Bs) for i in (0, 1, 3)), "A0, A1, A3 straight and clear")
    check_final("blob", [fin[i] for i in range(5)], 0.5, [(b, 0.5) for b in Bs])
    claim(coherent([fin[i] for i in range(5)], 0.5), "witness coherent")
    touch = {j for j, b in enumerate(Bs) for p in fin.values() if abs(d(p, b) - 1) < 1e-9}
    claim(touch == {1, 2, 3, 4}, f"witness contacts B1..B4 {sorted(touch)}")

    section("greedy_target_choice: 1in bases, T0 (10,16), T1 (12.5,16), T2 (15,16)")
    Ts = [(10, 16), (12.5, 16), (15, 16)]
    As = [(10, 12), (12, 11.2), (9.5, 10.5)]  # F, X, Y
    for i, a in enumerate(As):
        print("  %s needs " % "FXY"[i] + ", ".join(f"T{j} {d(a, t) - 1:.4f}" for j, t in enumerate(Ts)))
    needs = sorted((d(a, t) - 1, i, j) for i, a in enumerate(As) for j, t in enumerate(Ts))
    claim(needs[0][1:] == (0, 0) and needs[1][0] - needs[0][0] > 0.1, "F first into T0, ends (10,15)")
    claim(d(As[2], Ts[2]) - 1 > 6, "Y cannot reach T2")
    claim(min(range(3), key=lambda j: d(As[1], Ts[j])) == 1 and d(As[1], Ts[1]) < min(d(As[2], t) for t in Ts[1:]), "X is nearer than Y and its nearest target is T1 (greedy takes it)")
    f = (10, 15)
    w = witness(As, 0.5, Ts, 0.5, [(1, 2), (2, 1)], fixed={0: f})
    claim(w is not None, "witness: X -> T2, Y -> T1")
    if w:
        fin = [w[i] for i in range(3)]
        print("  witness: " + ", ".join(f"({p[0]:.3f},{p[1]:.3f})" for p in fin))
        check_final("greedy1", fin, 0.5, [(t, 0.5) for t in Ts])
        claim(coherent(fin, 0.5), "witness coherent")
    claim(coherent(As, 0.5), "start coherent")

    section("greedy_contact_spot: 1in bases, T0 (17.5,16), T1 (20,16)")
    Ts = [(17.5, 16), (20, 16)]
    F, X, Y = (18.6, 11.4), (22.2, 10.5), (20, 9.2)
    As = [F, X, Y]
    for i, a in enumerate(As):
        print("  %s needs " % "FXY"[i] + ", ".join(f"T{j} {d(a, t) - 1:.4f}" for j, t in enumerate(Ts)))
    needs = sorted((d(a, t) - 1, i, j) for i, a in enumerate(As) for j, t in enumerate(Ts))
    claim(needs[0][1:] == (0, 0) and needs[1][0] - needs[0][0] > 0.05, "F first into T0")
    f = toward(F, Ts[0], 1)
    print("  F ends (%.6f, %.6f)" % f)
    claim(d(X, Ts[0]) - 1 > 6 and d(Y, Ts[0]) - 1 > 6, "X and Y can reach only T1")
    theta = math.degrees(math.acos((1 + 6.8 ** 2 - 36) / (2 * 6.8)))
    print(f"  Y reaches T1's ring within {theta:.2f} degrees of due south")
    xg = toward(X, Ts[1], 1)
    yspots = [p for p in ring(Ts[1], 1, 3600) if d(Y, p) <= 6 and d(p, xg) >= 1 - 1e-9 and d(p, f) >= 1]
    claim(d(X, Ts[1]) < d(Y, Ts[1]) and not yspots, "greedy: X (nearer) straight to its nearest spot leaves Y no spot: 2 in contact")
    w = witness(As, 0.5, Ts, 0.5, [(2, 1), (1, 1)], fixed={0: f}, step=1)
    claim(w is not None, "witness: Y and X both touch T1")
    if w:
        fin = [w[i] for i in range(3)]
        print("  witness: " + ", ".join(f"({p[0]:.3f},{p[1]:.3f})" for p in fin))
        check_final("greedy2", fin, 0.5, [(t, 0.5) for t in Ts])
        claim(coherent(fin, 0.5), "witness coherent")
    claim(coherent(As, 0.5), "start coherent")

    for (cx, R2) in ((11.6, 2.0), (11.6, 2.001), (11.6, 2.01)):
        section(f"other_enemy_detour: A (10,9.5), B (10,16), C at ({cx},12.5), keep-out radius {R2}")
        A, B, C = (10, 9.5), (10, 16), (cx, 12.5)
        L, g = route(A, ring(B, 1, 3600, lambda p: d(p, C) >= R2), [(C, R2)])
        # closed form: tangent from A, arc, tangent line to B's centre
        dA, dB = d(A, C), d(B, C)
        tA, tB = math.sqrt(dA * dA - R2 * R2), math.sqrt(dB * dB - R2 * R2)
        aA = math.degrees(math.atan2(A[1] - C[1], A[0] - C[0])) - math.degrees(math.acos(R2 / dA))
        aB = math.degrees(math.atan2(B[1] - C[1], B[0] - C[0])) + math.degrees(math.acos(R2 / dB))
        arc = (aA - aB) % 360
        Lc = tA + math.radians(arc) * R2 + tB - 1
        T2 = (C[0] + R2 * math.cos(math.radians(aB)), C[1] + R2 * math.sin(math.radians(aB)))
        end = toward(T2, B, 1)
        print(f"  graph {L:.4f} closed {Lc:.4f}; end ({end[0]:.6f}, {end[1]:.6f}); graph end {g}")
        claim(abs(L - Lc) < 3e-3 and Lc <= 6, "two methods agree; within 6in")
        claim(seg_dist(C, A, toward(A, B, 1)) < R2, "the straight line passes within 1in of C")

    section("difficult_unit_move: terrain x 6..12, y 14..20; dice [[4,2]] -> 4in for the unit")
    B0, B1 = (9, 15.2), (14, 15)
    A0, A1 = (10.5, 11), (13, 10)
    print(f"  A0->B0 {d(A0, B0) - 1:.4f}, A1->B1 {d(A1, B1) - 1:.4f}, A1->B0 {d(A1, B0) - 1:.4f}, A0->B1 {d(A0, B1) - 1:.4f}")
    claim(d(A0, B0) - 1 <= 4 < min(d(A1, B1), d(A1, B0)) - 1 and d(A1, B1) - 1 <= 6, "A0 reaches B0 on 4in; A1 reaches nothing on 4in, B1 (outside the terrain) on 6in")
    claim(all(x > 12.5 for x in (A1[0], 14)), "A1's straight line to B1 keeps its base east of x=12: outside the terrain")
    claim(all(6 < x < 12 and 14 < y < 20 for (x, y) in ring(B0, 1)), "every spot touching B0 has its centre inside the terrain")
    claim(d(A0, A1) - 1 <= 2, "start coherent")
    a0 = toward(A0, B0, 1)
    print("  A0 ends (%.6f, %.6f)" % a0)
    claim(d(a0, A1) - 3 <= 4, "A1 can come within 2in of A0 on 4in (engaged, coherent): %.4f" % (d(a0, A1) - 3))

    section("conga: five in a column at x=10, y = 10, 8.5, 7, 5.5, 4; B (10,15)")
    dd = 14 - 8.5
    L = math.sqrt(dd * dd - 1) + math.radians(120 - math.degrees(math.acos(1 / dd)))
    free = ring((10, 15), 1, 720, lambda p: d(p, (10, 14)) >= 1 - 1e-9)
    L2, _ = route((10, 8.5), free, [((10, 14), 1)])
    print(f"  A1 to a free spot round A0: closed {L:.4f}, graph {L2:.4f}")
    claim(L > 6 and abs(L - L2) < 2e-3, "A1 cannot reach contact")
    claim(15 - 7 - 1 > 6, "A2..A4 are more than 6in from contact")
    claim(d((10, 4), (10, 14)) - 3 > 6, "A4 cannot come within 2in (edge) of A0, the only model in contact")
    fin = [(10, 14), (10, 13), (9, 12.5), (10, 11.3), (10, 10)]
    starts = [(10, 10), (10, 8.5), (10, 7), (10, 5.5), (10, 4)]
    claim(all(d(s_, f_) <= 6 for s_, f_ in zip(starts, fin)), "witness within 6in, moved in order A0..A4 (each straight, clear)")
    check_final("conga", fin, 0.5, [((10, 15), 0.5)])
    claim(coherent(fin, 0.5) and all(d(f_, (10, 14)) - 1 <= 2 for f_ in fin[1:4]), "witness coherent; A1..A3 within 2in of A0")

    section("other_enemy_beside_target: A (13,12), B (10,16), C (12,16)")
    A, B, C = (13, 12), (10, 16), (12, 16)
    e = (10.25, 16 - math.sqrt(1 - 0.0625))
    Lc, _ = wrap(A, C, 2, math.degrees(math.atan2(e[1] - C[1], e[0] - C[0])), -1)
    for R in (2, 2.002):
        L, g = route(A, ring(B, 1, 7200, lambda p: d(p, C) >= R), [(C, R), (B, 1)], N=720)
        print(f"  keep-out {R}: graph {L:.4f} to ({g[0]:.4f}, {g[1]:.4f})")
        claim(d(g, (10.2489, 15.0315)) < 0.0015, "end within 0.0015in of the expectation")
    print(f"  closed form {Lc:.4f} to ({e[0]:.6f}, {e[1]:.6f}); straight-line spot {toward(A, B, 1)} is {d(toward(A, B, 1), C):.4f} from C")
    claim(Lc <= 6 and d(toward(A, B, 1), C) < 2, "reaches; the straight-line spot is barred")

    def surround(nA, ra, rb, R0, R, nspots, name):
        B = (20, 20)
        c = ra + rb
        As = []
        for k in range(nA):
            ang = -90 + 360 * k / nA
            rr = R0 if k == 0 else R
            As.append((B[0] + rr * math.cos(math.radians(ang)), B[1] + rr * math.sin(math.radians(ang))))
        print("  starts: " + ", ".join(f"({x:.6f},{y:.6f})" for x, y in As))
        claim(coherent(As, ra), "start coherent")
        need = sorted((d(a, B) - c, k) for k, a in enumerate(As))
        claim(need[0][1] == 0 and need[1][0] - need[0][0] > 0.05, "A0 first")
        sep = math.degrees(2 * math.asin(ra / c))
        print(f"  two chargers touching B are {sep:.3f} degrees apart or more; {360 / sep:.3f} fit")
        claim(int(360 / sep + 1e-9) == nspots, f"at most {nspots} in contact")
        spots = [(B[0] + c * math.cos(math.radians(-90 + 360 * j / nspots)), B[1] + c * math.sin(math.radians(-90 + 360 * j / nspots))) for j in range(nspots)]
        import itertools
        # give each spot j>0 the charger nearest to it, one each
        left = set(range(1, nA))
        asg = {0: 0}
        for j in range(1, nspots):
            k = min(left, key=lambda k: d(As[k], spots[j]))
            asg[k] = j
            left.discard(k)
        fin = None
        for perm in itertools.permutations([k for k in asg if k]):
            pos = {0: spots[0]}
            okk = True
            for k in perm:
                p = spots[asg[k]]
                if d(As[k], p) > 6 or seg_dist(B, As[k], p) < c - 1e-9:
                    okk = False
                    break
                for m in range(nA):
                    if m != k:
                        q = pos.get(m, As[m])
                        if d(q, p) < 2 * ra - 1e-9 or seg_dist(q, As[k], p) < 2 * ra - 1e-9:
                            okk = False
                    if not okk:
                        break
                if not okk:
                    break
                pos[k] = p
            if okk:
                fin = pos
                print("  straight moves in the order", perm)
                break
        claim(fin is not None, f"witness: {nspots} in contact, evenly spaced from A0's spot")
        if fin:
            for k in left:
                fin[k] = As[k]
            allp = [fin[k] for k in range(nA)]
            check_final(name, allp, ra, [(B, rb)])
            claim(coherent(allp, ra), "witness coherent")
            claim(all(any(d(fin[k], fin[m]) - 2 * ra <= 2 for m in asg) for k in left), "the rest, unmoved, within 2in of one in contact: engaged")
        return As

    section("surround_hex: seven 25mm round one 25mm")
    As = surround(7, r25, r25, 2.9, 3.0, 6, "hex")
    pos = {}
    for k in (0, 3, 2, 5, 1, 4, 6):
        best = None
        for p in ring((20, 20), 2 * r25, 36000):
            if d(As[k], p) <= 6 and all(d(q, p) >= 2 * r25 - 1e-9 for q in pos.values()):
                if best is None or d(As[k], p) < d(As[k], best):
                    best = p
        if best:
            pos[k] = best
    claim(len(pos) == 4, "nearest free spot, one at a time in the order A0, A3, A2, A5, A1, A4, A6: %d in contact" % len(pos))
    section("surround_40mm: eight 25mm round one 40mm")
    surround(8, r25, r40, 3.2, 3.3, 7, "forty")

    section("first_model_nearest_by_route: A (10,10), T0 (10,14.5), T1 (14.5,12.5), wall x 5..11, y 12..12.5")
    A, T0, T1 = (10, 10), (10, 14.5), (14.5, 12.5)
    wall = (5, 12, 11, 12.5, 0.5)
    L0, _ = route(A, ring(T0, 1, 3600), [(T1, 1)], [wall])
    L1, g1 = route(A, ring(T1, 1, 3600), [(T0, 1)], [wall])
    e = toward(A, T1, 1)
    print(f"  T0 by route {L0:.4f} (straight {d(A, T0) - 1}); T1 {L1:.4f}; A ends ({e[0]:.6f}, {e[1]:.6f})")
    claim(L1 < L0 - 0.3 and d(A, T0) < d(A, T1) and abs(L1 - (d(A, T1) - 1)) < 1e-3, "T1 nearer by route, T0 by straight line")

    section("dangerous_strip_one_crosses: strip x 8.5..11.5, y 12..13")
    strip = (8.5, 12, 11.5, 13, 0.5)
    T0, T1 = (10, 16), (13, 16)
    A0, A1 = (10, 10), (12.8, 10.2)
    a1 = toward(A1, T1, 1)
    print(f"  A1 needs {d(A1, T1) - 1:.4f}, ends ({a1[0]:.6f}, {a1[1]:.6f}); A0 needs {d(A0, T0) - 1:.4f}; start gap {d(A0, A1) - 1:.4f}")
    claim(d(A1, T1) - 1 < d(A0, T0) - 1 - 0.1 and seg_rect_dist(A1, a1, strip[:4]) >= 0.5 + 0.79, "A1 first, its base 0.8in clear of the strip")
    free0 = ring(T0, 1, 3600, lambda p: d(p, a1) >= 1)
    free1 = ring(T1, 1, 3600, lambda p: d(p, a1) >= 1)
    Lr, g = route(A0, free0 + free1, [(a1, 1), (T0, 1), (T1, 1)], [strip])
    print(f"  A0 into contact avoiding the strip: {Lr:.4f} to {g}")
    claim(Lr > 6, "A0 cannot reach contact on 6in without crossing the strip")
    claim(seg_rect_dist(A0, (10, 15), strip[:4]) == 0, "its straight way crosses it")
    section("already_engaged_target (pending: the contact optimum counts only the unit's own contacts)")
    Bs = [(10, 15), (12, 15), (14, 15)]
    D = (9.5, 15 + math.sqrt(0.75))
    F, X = (12, 10.8), (9.8, 10.6)
    claim(abs(d(D, Bs[0]) - 1) < 1e-6, "D touches B0")
    needs = sorted((d(a, b) - 1, i, j) for i, a in enumerate((F, X)) for j, b in enumerate(Bs))
    claim(needs[0][1:] == (0, 1) and needs[1][0] - needs[0][0] > 0.1, "F first, into B1: (12,14)")
    f = (12, 14)
    L, g = route(X, ring(Bs[2], 1, 3600, lambda p: d(p, f) >= 1 and d(p, Bs[1]) >= 1), [(f, 1), (Bs[0], 1), (Bs[1], 1), (D, 1)])
    print(f"  X round F to B2: {L:.4f} to ({g[0]:.3f},{g[1]:.3f})")
    claim(L <= 6 and d(g, f) - 1 <= 2 and d(X, Bs[0]) < L, "X reaches B2 (the only target model no enemy touches), coherent; B0 is nearer")

if __name__ == "__main__":
    main()
    print("FAILED: %d" % len(FAIL) if FAIL else "all claims hold")
    sys.exit(1 if FAIL else 0)
