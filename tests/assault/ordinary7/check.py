"""Checks every expected value of tests/assault/ordinary7 with plain
arithmetic and brute force of its own (it neither runs nor imports rulec,
nor borrows the other campaigns' helpers).

    python3 tests/assault/ordinary7/check.py [NAME ...]

Each check restates its scenario's table, works the answer again and,
where the text asks for an optimum, searches for it: which models can
reach base contact at all (exact, straight or round what is in the way,
by a router of its own over points round every corner, base and 1in
zone), the placements that reach the optimum move by move (each route
checked clear of walls, zones and every base standing at that moment, the
end coherent and overlap-free), and where a one-model-at-a-time choice
goes wrong."""
import heapq
import itertools
import math
import sys

IN = 25.4
TOL = 0.001


def rad(mm):
    """the radius in inches of a round base mm across"""
    return mm / IN / 2


def d(a, b):
    return math.hypot(a[0] - b[0], a[1] - b[1])


def seg_pt(p, a, b):
    """distance from point p to segment ab"""
    dx, dy = b[0] - a[0], b[1] - a[1]
    l2 = dx * dx + dy * dy
    t = 0 if l2 == 0 else max(0, min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def segs_cross(a, b, c, e):
    d1, d2, d3, d4 = cross(c, e, a), cross(c, e, b), cross(a, b, c), cross(a, b, e)
    return d1 * d2 < 0 and d3 * d4 < 0


def inside(p, poly):
    n, c = len(poly), False
    for i in range(n):
        a, b = poly[i], poly[(i + 1) % n]
        if (a[1] > p[1]) != (b[1] > p[1]):
            x = a[0] + (p[1] - a[1]) * (b[0] - a[0]) / (b[1] - a[1])
            if p[0] < x:
                c = not c
    return c


def seg_seg(a, b, c, e):
    if segs_cross(a, b, c, e):
        return 0.0
    return min(seg_pt(a, c, e), seg_pt(b, c, e), seg_pt(c, a, b), seg_pt(e, a, b))


def seg_poly(a, b, poly):
    """distance from segment ab to polygon poly (0 inside)"""
    if inside(a, poly) or inside(b, poly):
        return 0.0
    n = len(poly)
    return min(seg_seg(a, b, poly[i], poly[(i + 1) % n]) for i in range(n))


def pt_poly(p, poly):
    return seg_poly(p, p, poly)


def path_len(path):
    return sum(d(path[i], path[i + 1]) for i in range(len(path) - 1))


def rect(x0, y0, x1, y1):
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


class World:
    """bases: list of (centre, radius) obstacles for a moving model;
    walls: polygons; zones: (centre, radius) the centre must keep out of"""

    def __init__(self, walls=(), bases=(), zones=()):
        self.walls, self.bases, self.zones = list(walls), list(bases), list(zones)

    def seg_ok(self, a, b, r, skip=()):
        for w in self.walls:
            if seg_poly(a, b, w) < r - 1e-9:
                return False
        for i, (c, R) in enumerate(self.bases):
            if i not in skip and seg_pt(c, a, b) < r + R - TOL:
                return False
        for c, R in self.zones:
            if seg_pt(c, a, b) < R - TOL:
                return False
        return True

    def spot_ok(self, p, r, skip=()):
        return self.seg_ok(p, p, r, skip)

    def route(self, a, b, r, skip=(), n=48):
        """the shortest route of a base of radius r from a to b (Dijkstra
        over points on circles round each wall corner and base, r + 0.002
        out, and a straight-line test), or (inf, None)"""
        if self.seg_ok(a, b, r, skip):
            return d(a, b), [a, b]
        pts = [a, b]
        k = 1 / math.cos(math.pi / n)  # chords between ring points stay outside
        rings = [(c, (r + 0.002) * k) for w in self.walls for c in w]
        rings += [(c, (r + R + 0.002) * k) for i, (c, R) in enumerate(self.bases) if i not in skip]
        rings += [(c, (R + 0.002) * k) for c, R in self.zones]
        for c, R in rings:
            for k in range(n):
                t = 2 * math.pi * k / n
                q = (c[0] + R * math.cos(t), c[1] + R * math.sin(t))
                if self.spot_ok(q, r, skip) and d(q, a) + d(q, b) < 12:
                    pts.append(q)
        import heapq
        dist = {0: 0.0}
        prev = {}
        h = [(0.0, 0)]
        done = set()
        while h:
            dd, i = heapq.heappop(h)
            if i in done:
                continue
            done.add(i)
            if i == 1:
                path = [1]
                while path[-1] != 0:
                    path.append(prev[path[-1]])
                return dd, [pts[j] for j in reversed(path)]
            for j in range(len(pts)):
                if j in done:
                    continue
                nd = dd + d(pts[i], pts[j])
                if nd < dist.get(j, 1e18) and self.seg_ok(pts[i], pts[j], r, skip):
                    dist[j], prev[j] = nd, i
                    heapq.heappush(h, (nd, j))
        return math.inf, None


R25 = rad(25)
CHECKS = {}


def check(f):
    CHECKS[f.__name__] = f
    return f


def close(x, want, eps=0.001):
    assert abs(x - want) <= eps, (x, want)


def coherent(pts, link):
    """every centre within link of another and all in one group"""
    seen, todo = {0}, [0]
    while todo:
        i = todo.pop()
        for j in range(len(pts)):
            if j not in seen and d(pts[i], pts[j]) <= link + TOL:
                seen.add(j)
                todo.append(j)
    return len(seen) == len(pts)


def no_overlap(circles):
    for (a, ra), (b, rb) in itertools.combinations(circles, 2):
        assert d(a, b) >= ra + rb - TOL, (a, b)


def box(x0, x1, y0, y1, step):
    nx, ny = int(round((x1 - x0) / step)), int(round((y1 - y0) / step))
    return [(x0 + i * step, y0 + j * step) for i in range(nx + 1) for j in range(ny + 1)]


def moves(world, r, steps):
    """moves each (start, end) in turn, each end then a base the next
    keeps clear of; returns the route lengths"""
    out = []
    w = World(world.walls, list(world.bases), world.zones)
    for a, b in steps:
        length, _ = w.route(a, b, r)
        out.append(length)
        w.bases.append((b, r))
    return out


def chain_natural(A, B, X0, Z0, L, move, box_):
    """the chain of X (within L of A) and Z (within L of X and of B) as a
    search of least movement takes its points back from B, bases and walls
    not seen: Z at the point nearest it of its region (within its move,
    within L of B and within L of a point of X's region), then X at the
    point of its region nearest it within L of Z's"""
    g1 = [p for p in box_ if d(p, A) <= L and d(p, X0) <= move]
    thin = g1[::5]
    g2 = [p for p in box_ if d(p, Z0) <= move and d(p, B) <= L
          and any(d(p, q) <= L for q in thin)]
    pz = min(g2, key=lambda p: d(p, Z0))
    px = min([p for p in g1 if d(p, pz) <= L], key=lambda p: d(p, X0))
    return px, pz


def two_groups_chain(name, r, T, A_from, B_from, X0, Z0, world, PX, PZ, natural_bad):
    """the checks shared by chain_point_in_a_rock and _in_a_zone"""
    C, L = 2 * r, 2 * r + 2
    T0, TL = T
    A, B = (T0[0], T0[1] - C), (TL[0], TL[1] - C)
    need = {m: min(d(m, t) for t in T) - C for m in (A_from, B_from, X0, Z0)}
    assert need[A_from] < need[B_from] <= 6 < min(need[X0], need[Z0]), need
    # at most 2 in contact, exact: X and Z reach no target model at all
    gap = d(A, B)
    assert 2 * L < gap <= 3 * L, gap
    assert d(Z0, A) - L > 6, d(Z0, A) - L  # Z cannot stand within L of A
    px, pz = chain_natural(A, B, X0, Z0, L, 6, box(10, 22, 14, 21, 0.02))
    assert natural_bad(pz), pz
    # GL's straight line passes Z's start and the obstacles
    assert seg_pt(Z0, B_from, B) >= C - TOL
    assert world.seg_ok(B_from, B, r) and world.seg_ok(A_from, A, r)
    w = World(world.walls, world.bases + [(A, r), (B, r), (T0, r), (TL, r)], world.zones)
    lz, lx = moves(w, r, [(Z0, PZ), (X0, PX)])
    assert max(lz, lx) <= 6, (lz, lx)
    assert w.spot_ok(PZ, r) and w.spot_ok(PX, r)
    ends = [A, B, PX, PZ]
    no_overlap([(p, r) for p in ends] + [(T0, r), (TL, r)])
    assert coherent(ends, L)
    for a, b in ((A, PX), (PX, PZ), (PZ, B)):
        assert d(a, b) <= L, (a, b, d(a, b))
    print(f"{name}: natural P_Z {pz} P_X {px}; Z {lz:.3f} X {lx:.3f}; "
          f"links {d(A, PX):.3f} {d(PX, PZ):.3f} {d(PZ, B):.3f}")
    return pz


@check
def chain_point_in_a_rock():
    r = R25
    rock = rect(14.04, 16.88, 14.64, 17.48)
    two_groups_chain("chain_point_in_a_rock", r, [(20, 20), (12, 20)], (20, 14), (12, 13.9),
                     (17.5, 12.9), (13.2, 12.9), World(walls=[rock]), (17.6, 17.3), (14.8, 18.0),
                     lambda p: pt_poly(p, rock) < r)


@check
def chain_point_in_a_zone():
    r = R25
    U = (15.6, 15.2)
    zone = 1 + 2 * r
    pz = two_groups_chain("chain_point_in_a_zone", r, [(20, 20), (12.8, 20)], (20, 14),
                          (12.8, 13.9), (17.5, 12.9), (13.9, 12.2), World(zones=[(U, zone)]),
                          (17.4, 18.4), (14.9, 17.4), lambda p: d(p, U) < zone)
    print(f"  natural P_Z {d(pz, U):.3f} from U; P_Z {d((14.9, 17.4), U):.3f}, "
          f"P_X {d((17.4, 18.4), U):.3f}")


def cage(k, r):
    """four walls whose inner faces stand r from centre k, 0.5in thick"""
    x, y = k
    return [rect(x - r - 0.5, y - r - 0.5, x + r + 0.5, y - r),
            rect(x - r - 0.5, y + r, x + r + 0.5, y + r + 0.5),
            rect(x - r - 0.5, y - r - 0.5, x - r, y + r + 0.5),
            rect(x + r, y - r - 0.5, x + r + 0.5, y + r + 0.5)]


@check
def chain_round_a_rock():
    r = R25
    C, L = 2 * r, 2 * r + 2
    T0, M0, B1, B2, K = (20, 20), (20, 14), (17, 13), (15, 13.5), (13.8, 18.2)
    rock = rect(17.8, 15.9, 19.0, 17.1)
    walls = [rock] + cage(K, r)
    A = (20, 20 - C)
    close(d(M0, T0) - C, 5.015748)
    close(d(B1, T0) - C, 6.632, 0.0006)
    close(d(B2, T0) - C, 7.216, 0.0005)
    gap = d(A, K)
    close(gap, 6.253435)
    assert 2 * L < gap <= 3 * L
    # K cannot move: every wall face stands exactly r from its centre
    assert all(abs(pt_poly(K, w) - r) < 1e-9 for w in cage(K, r))
    # the chain of least movement, no rock: B1 within L of A, B2 within L
    # of B1 and of K (the other order moves more; 0.05in grid)
    grid = box(12, 22, 13, 21, 0.05)
    best = []
    for b1, b2 in itertools.permutations((B1, B2)):
        R1 = [p for p in grid if d(p, A) <= L and d(p, K) <= 2 * L and d(p, b1) <= 6]
        R2 = [p for p in grid if d(p, K) <= L and d(p, b2) <= 6]
        top = None
        for p1 in sorted(R1, key=lambda p: d(p, b1)):
            if top and d(p1, b1) >= top[0]:
                break
            for p2 in R2:
                if C <= d(p1, p2) <= L:
                    t = d(p1, b1) + d(p2, b2)
                    if not top or t < top[0]:
                        top = (t, p1, p2)
        best.append((top[0], b1, top[1], top[2]))
    best.sort()
    t, b1, p1, p2 = best[0]
    assert b1 == B1 and abs(t - 6.08) < 0.005 and d(p1, (18.2, 16.65)) < 0.01, best[0]
    assert pt_poly(p1, rock) < r, p1  # the rock stands on it
    P1, P2 = (17.25, 17.95), (15.4, 15.8)
    w = World(walls, [(A, r), (T0, r), (K, r)])
    l2, l1 = moves(w, r, [(B2, P2), (B1, P1)])
    assert max(l1, l2) <= 6 and abs(l1 - d(B1, P1)) < 1e-9 and abs(l2 - d(B2, P2)) < 1e-9
    close(l2, 2.335, 0.0005)
    close(l1, 4.956, 0.0005)
    close(seg_poly(B1, P1, rock), 0.592, 0.0005)
    close(d(A, P1), 2.949, 0.0005)
    close(d(P1, P2), 2.836, 0.0005)
    close(d(P2, K), 2.884, 0.0005)
    close(d(A, P2), 5.613, 0.0005)
    assert d(A, P2) > L
    ends = [A, P1, P2, K]
    no_overlap([(p, r) for p in ends] + [(T0, r)])
    assert coherent(ends, L)
    print(f"chain_round_a_rock: natural {p1} ({t:.3f}in in all); B1 {l1:.3f} B2 {l2:.3f}")


def ring(t, radius, deg):
    """the point of the circle of radius about t at angle deg from +x"""
    a = math.radians(deg)
    return (t[0] + radius * math.cos(a), t[1] + radius * math.sin(a))


def contact_spots(m, r, targets, world, move, step=1):
    """each (target index, point) on a target model's contact ring that m
    reaches straight, within move and clear of world (bases included)"""
    out = []
    for j, (t, rt) in enumerate(targets):
        for k in range(0, 360, step):
            p = ring(t, r + rt, k)
            if d(m, p) <= move + TOL and world.spot_ok(p, r) and world.seg_ok(m, p, r):
                out.append((j, p))
    return out


def best_contacts(spots, r, fixed=()):
    """the most target models touched, then the most models in contact,
    over every choice of one spot or none for each model (spots: a list
    per model), no two bases overlapping (fixed: spots taken already)"""
    best = [(-1, -1), None]
    n = len(spots)

    def go(i, chosen):
        touched = {j for j, _ in chosen if j is not None}
        count = sum(1 for j, _ in chosen if j is not None)
        bound = count + sum(1 for s in spots[i:] if s)
        if bound < best[0][1] or (bound == best[0][1] and len(touched) + bound - count
                                                           <= best[0][0]):
            return
        if i == n:
            if (len(touched), count) > best[0]:
                best[0], best[1] = (len(touched), count), list(chosen)
            return
        for j, p in spots[i]:
            if all(q is None or d(p, q) >= 2 * r - TOL for _, q in chosen + list(fixed)):
                go(i + 1, chosen + [(j, p)])
        go(i + 1, chosen + [(None, None)])

    go(0, [])
    return best


@check
def steal_the_only_spot():
    r = R25
    C, L = 2 * r, 2 * r + 2
    T0, T1 = (20, 20), (23.5, 20)
    M0, P, Q = (23.5, 14.9), (21, 14.3), (19.2, 13.15)
    need = {n: [d(m, t) - C for t in (T0, T1)] for n, m in (("M0", M0), ("P", P), ("Q", Q))}
    for n, want in (("M0", (5.201, 4.116)), ("P", (4.803, 5.240)), ("Q", (5.912, 7.104))):
        for x, y in zip(need[n], want):
            close(x, y, 0.0006)
    A = (23.5, 20 - C)
    # Q's arc on T0's ring
    D = d(Q, T0)
    half = math.degrees(math.acos((D * D + C * C - 36) / (2 * D * C)))
    mid = math.degrees(math.atan2(Q[1] - T0[1], Q[0] - T0[0]))
    close(mid, -96.66, 0.005)
    close(half, 22.62, 0.005)
    pang = math.degrees(math.atan2(P[1] - T0[1], P[0] - T0[0]))
    close(pang, -80.05, 0.005)
    assert mid - half < pang < mid + half
    # greedy: P first into the fresh T0 by its nearest way; Q then has no spot
    w = World(bases=[(T0, r), (T1, r), (A, r)])
    pn = ring(T0, C, pang)
    wq = World(bases=w.bases + [(pn, r)])
    assert not contact_spots(Q, r, [(T0, r), (T1, r)], wq, 6, 1)
    # exhaustive: every 1-degree spot of P and Q on both rings
    spots = [contact_spots(m, r, [(T0, r), (T1, r)], w, 6, 1) for m in (P, Q)]
    (touched, count), _ = best_contacts(spots, r)
    assert (touched, count + 1) == (2, 3), (touched, count)
    # the placement of the header, move by move
    Pe, Qe = ring(T0, C, -30), ring(T0, C, -100)
    lp, lq = moves(w, r, [(P, Pe), (Q, Qe)])
    close(lp, 5.210, 0.0006)
    close(lq, 5.914, 0.0006)
    close(d(A, Pe), 2.693, 0.0006)
    close(d(Pe, Qe), 1.129, 0.0006)
    assert coherent([A, Pe, Qe], L)
    no_overlap([(A, r), (Pe, r), (Qe, r), (T0, r), (T1, r)])
    print(f"steal_the_only_spot: greedy 2 in contact; best {count + 1}, {touched} touched")


@check
def five_32mm_on_three_40mm():
    r, R = rad(32), rad(40)
    C, L = r + R, 2 * r + 2
    T = [(16, 20), (20, 20), (24, 20)]
    M = [(16, 14.5), (18, 14.5), (20, 14.7), (22, 14.5), (24, 14.5)]
    close(C, 1.417323, 1e-6)
    close(L, 3.259843, 1e-6)
    need = [min(d(m, t) for t in T) - C for m in M]
    assert min(need) == need[2] and abs(need[2] - 3.882677) < 1e-6
    assert all(x <= 6 for x in need)
    close(need[1], 4.435, 0.0006)
    assert 4 > 2 * C
    A = (20, 20 - C)
    w = World(bases=[(t, R) for t in T])
    ends = [(16, 20 - C), ring(T[0], C, -30), A, ring(T[2], C, -150), (24, 20 - C)]
    order = [2, 0, 4, 1, 3]
    ls = moves(w, r, [(M[i], ends[i]) for i in order])
    assert max(ls) <= 6, ls
    close(ls[3], 4.853, 0.0006)
    for a, b, want in ((0, 1, 1.417), (1, 2, 2.862), (2, 3, 2.862), (3, 4, 1.417)):
        close(d(ends[a], ends[b]), want, 0.0006)
    assert coherent(ends, L)
    no_overlap([(p, r) for p in ends] + [(t, R) for t in T])
    print("five_32mm_on_three_40mm: 5 in contact, coherent")


@check
def fresh_target_first():
    r = R25
    C, L = 2 * r, 2 * r + 2
    T0, T1 = (20, 20), (23.2, 20)
    M0, M1, M2 = (20, 14.2), (21.4, 14), (18.6, 13.9)
    close(d(M0, T0) - C, 4.815748, 1e-6)
    for m, want in ((M0, (4.816, 5.640)), (M1, (5.177, 5.280)), (M2, (5.274, 6.656))):
        for t, x in zip((T0, T1), want):
            close(d(m, t) - C, x, 0.0006)
    A = (20, 20 - C)
    w = World(bases=[(T0, r), (T1, r)])
    e1, e2 = ring(T1, C, -120), ring(T0, C, -150)
    l1, l2 = moves(World(bases=w.bases + [(A, r)]), r, [(M1, e1), (M2, e2)])
    close(l1, 5.311, 0.0006)
    close(l2, 5.649, 0.0006)
    close(d(A, e1), 2.711, 0.0006)
    close(d(A, e2), 0.984, 0.0006)
    assert coherent([A, e1, e2], L)
    no_overlap([(A, r), (e1, r), (e2, r), (T0, r), (T1, r)])
    # exhaustive: T1 can be touched only by M1; with M1 on T0 T1 stays fresh
    s = [contact_spots(m, r, [(T0, r), (T1, r)], World(bases=w.bases + [(A, r)]), 6)
         for m in (M1, M2)]
    assert {j for j, _ in s[1]} == {0}
    (touched, count), _ = best_contacts(s, r, fixed=[(0, A)])
    assert count == 2 and touched == 2, (touched, count)
    print("fresh_target_first: M1 on T1, 3 in contact")


def wood_case():
    r = R25
    C, L = 2 * r, 2 * r + 2
    T = [(18, 20), (20, 20), (22, 20)]
    M = [(18, 14.5), (20, 14.7), (22, 14.5), (24, 14)]
    wood = rect(12, 16, 30, 17)
    need = [min(d(m, t) for t in T) - C for m in M]
    close(need[1], 4.315748, 1e-6)
    close(need[0], 4.515748, 1e-6)
    close(need[3], 5.340, 0.0006)
    # every route crosses the wood: round it is more than 6in
    for m in M:
        assert World(walls=[wood]).route(m, T[0], 0.01)[0] > 6 + 1
    return r, C, L, T, M, need


@check
def wood_higher_die_five():
    r, C, L, T, M, need = wood_case()
    move = max(3, 5)
    assert sorted(x <= move for x in need) == [False, True, True, True]
    ends = [(18, 20 - C), (20, 20 - C), (22, 20 - C)]
    into = d(M[3], ends[2]) - L
    close(into, 2.416, 0.0006)
    assert into <= move
    e3 = toward = (M[3][0] + (ends[2][0] - M[3][0]) * into / d(M[3], ends[2]),
                   M[3][1] + (ends[2][1] - M[3][1]) * into / d(M[3], ends[2]))
    pts = ends + [e3]
    assert coherent(pts, L)
    no_overlap([(p, r) for p in pts] + [(t, r) for t in T])
    print("wood_higher_die_five: 3 in contact, 4 engaged")


@check
def wood_higher_die_four():
    r, C, L, T, M, need = wood_case()
    move = max(4, 1)
    assert min(need) > move + TOL
    print("wood_higher_die_four: none within 4in")

@check
def dangerous_two_tests():
    r = R25
    C, L = 2 * r, 2 * r + 2
    T = [(20, 20), (22, 20), (25, 20)]
    M = [(20, 14.5), (22, 14.5), (25, 14.6)]
    pit = rect(16, 16, 24.2, 17)
    need = [d(m, t) - C for m, t in zip(M, T)]
    close(need[2], 4.415748, 1e-6)
    close(need[0], 4.515748, 1e-6)
    assert need[2] < need[0] == need[1]
    close(seg_poly(M[2], (25, 20 - C), pit), 0.8, 1e-9)  # M2 does not enter
    # round the pit (as a wall) to any contact spot on T0 or T1: over 6in
    w = World(walls=[pit], bases=[(t, r) for t in T])
    for m in M[:2]:
        best = min(w.route(m, ring(t, C, k), r)[0] for t in T[:2] for k in range(-180, 1, 10)
                   if w.spot_ok(ring(t, C, k), r))
        assert best > 6, best
        print(f"  round the pit from {m}: {best:.3f}in")
    # the placement: M2, M0 straight, M1 to -60 degrees on T1
    ends = [(20, 20 - C), ring(T[1], C, -60), (25, 20 - C)]
    ls = moves(World(bases=[(t, r) for t in T]), r, [(M[2], ends[2]), (M[0], ends[0]),
                                                     (M[1], ends[1])])
    assert max(ls) <= 6
    close(ls[2], 4.674, 0.0006)
    close(d(ends[0], ends[1]), 2.496, 0.0006)
    close(d(ends[1], ends[2]), 2.511, 0.0006)
    assert coherent(ends, L)
    no_overlap([(p, r) for p in ends] + [(t, r) for t in T])
    print("dangerous_two_tests: 3 in contact; M0, M1 cross the pit")


CHECKS["dangerous_two_tests_other"] = dangerous_two_tests

GAP_WALLS = [rect(8, 16, 19.25, 17), rect(20.75, 16, 32, 17)]


@check
def gap_too_narrow_40mm():
    r = rad(40)
    gap = 20.75 - 19.25
    assert gap < 2 * r - TOL, (gap, 2 * r)
    # round either end: a centre at x <= 8 - r or >= 32 + r, from x 18..22
    for m in [(20, 14.5), (22, 14.3), (18, 14.3)]:
        assert min(m[0] - (8 - r), (32 + r) - m[0]) > 6 + 4
    print("gap_too_narrow_40mm: 1.5 < 1.575, no way round within 6in")


@check
def gap_wide_enough_25mm():
    r = R25
    C, L = 2 * r, 2 * r + 2
    T0 = (20, 20)
    M = [(20, 14.5), (21.3, 14.2), (18.7, 14.2)]
    close(19.25 + r, 19.742126, 1e-6)
    close(d(M[0], T0) - C, 4.515748, 1e-6)
    A = (20, 20 - C)
    assert World(walls=GAP_WALLS).seg_ok(M[0], A, r)
    e1, e2 = ring(T0, C, -30), ring(T0, C, -150)
    ls = moves(World(walls=GAP_WALLS, bases=[(T0, r), (A, r)]), r, [(M[1], e1), (M[2], e2)])
    assert max(ls) <= 5.769 + 1e-3, ls
    # the south arc reachable through the gap holds three bases at most
    # here: each spot of M1 and M2 (1 degree, by the router), pairs
    w = World(walls=GAP_WALLS, bases=[(T0, r), (A, r)])
    reach = [[k for k in range(-180, 180, 3) if w.spot_ok(ring(T0, C, k), r)
              and w.route(m, ring(T0, C, k), r)[0] <= 6] for m in M[1:]]
    print(f"  M1 reaches {reach[0][0]}..{reach[0][-1]}, M2 {reach[1][0]}..{reach[1][-1]}")
    assert coherent([A, e1, e2], L)
    no_overlap([(A, r), (e1, r), (e2, r), (T0, r)])
    print("gap_wide_enough_25mm: 3 in contact")


@check
def round_the_first_in_a_column():
    r, rt = rad(32), R25
    C, L = r + rt, 2 * r + 2
    T0 = (20, 20)
    M = [(20, 15.2), (20, 13.9), (20, 12.4)]
    close(C, 1.122047, 1e-6)
    assert d(M[0], M[1]) >= 2 * r and d(M[1], M[2]) >= 2 * r
    close(d(M[0], T0) - C, 3.677953, 1e-6)
    A = (20, 20 - C)
    sep = math.degrees(2 * math.asin(2 * r / (2 * C)))
    close(sep, 68.3, 0.05)
    w = World(bases=[(T0, rt), (A, r), (M[2], r)])
    assert not w.seg_ok(M[1], (20, 20 - C), r)
    e1 = ring(T0, C, -21)
    assert d(e1, A) >= 2 * r
    l1, _ = w.route(M[1], e1, r)
    assert l1 <= 5.901 + 1e-3, l1
    close(d(M[2], T0) - C - 0.0, 6.478, 0.0006)
    stop = (20, 20 - C - L)
    close(stop[1], 15.618, 0.0006)
    close(d(M[2], stop), 3.218, 0.0006)
    assert coherent([A, e1, stop], L)
    no_overlap([(A, r), (e1, r), (stop, r), (T0, rt)])
    print(f"round_the_first_in_a_column: M1 round A {l1:.3f}in")


@check
def one_inch_beside_the_target():
    r = R25
    C, L = 2 * r, 2 * r + 2
    Z = 1 + C
    T0, T1 = (20, 20), (24, 20)
    U = [(18.4, 21), (21.6, 21)]
    M = [(20, 14.5), (22.8, 14.3), (18.8, 14.2)]
    zones = World(zones=[(u, Z) for u in U])
    arc = [k for k in range(-180, 180) if zones.spot_ok(ring(T0, C, k), r)]
    assert (min(arc), max(arc)) == (-131, -49) and len(arc) == 83, (min(arc), max(arc))
    close(d(M[0], T0) - C, 4.515748, 1e-6)
    A = (20, 20 - C)
    close(min(seg_pt(u, M[0], A) for u in U), 2.549, 0.0006)
    assert zones.seg_ok(M[0], A, r)
    assert -150 not in arc and -30 not in arc
    close(d(M[1], T1) - C, 4.841, 0.0006)
    n1 = ring(T1, C, math.degrees(math.atan2(M[1][1] - 20, M[1][0] - 24)))
    close(d(n1, U[1]), 2.946, 0.0006)
    close(d(M[2], T1) - C, 6.806, 0.0006)
    # the only spots of M2 on T0 are within 1in of U, or overlap A
    w = World(bases=[(T0, r), (T1, r), (A, r), (n1, r)], zones=[(u, Z) for u in U])
    assert not contact_spots(M[2], r, [(T0, r), (T1, r)], w, 6)
    e2 = (21.5, 18.3)
    ls = moves(w, r, [(M[1], n1), (M[2], e2)])
    close(ls[1], 4.909, 0.0006)
    close(d(e2, U[1]), 2.702, 0.0006)
    close(d(e2, A), 1.662, 0.0006)
    close(d(e2, n1), 2.413, 0.0006)
    close(d(A, n1), 3.797, 0.0006)
    assert coherent([A, n1, e2], L)
    no_overlap([(A, r), (n1, r), (e2, r), (T0, r), (T1, r)] + [(u, r) for u in U])
    print("one_inch_beside_the_target: 2 in contact, 3 engaged")

@check
def chain_of_three_round_a_rock():
    r = R25
    C, L = 2 * r, 2 * r + 2
    T0, TL = (20, 20), (10.5, 20)
    M0, GL, X1, Y, X3 = (20, 14), (10.5, 13.9), (17.8, 13.2), (15.25, 11.2), (12.6, 13.2)
    rock = rect(14.2, 16.6, 14.8, 17.2)
    A, B = (20, 20 - C), (10.5, 20 - C)
    close(d(M0, T0) - C, 5.015748, 1e-6)
    close(d(GL, TL) - C, 5.115748, 1e-6)
    close(abs(X3[0] - GL[0]), 2.1, 1e-9)
    assert min(d(m, t) for m in (X1, Y, X3) for t in (T0, TL)) - C > 6
    gap = d(A, B)
    assert 3 * L < gap <= 4 * L, gap
    close(d(Y, A) - L, 6.162, 0.0006)
    close(d(Y, B) - L, 6.162, 0.0006)
    close(d(X1, B) - L, 6.349, 0.0006)
    close(d(X3, A) - L, 6.428, 0.0006)
    # the points of least movement, taken back from B (0.05in grid)
    P = box(8, 22, 12, 22, 0.05)
    g1 = [p for p in P if d(p, A) <= L and d(p, X1) <= 6]
    g2 = [p for p in P if d(p, Y) <= 6 and any(d(p, q) <= L for q in g1[::7])]
    g3 = [p for p in P if d(p, X3) <= 6 and d(p, B) <= L
          and any(d(p, q) <= L for q in g2[::7])]
    p3 = min(g3, key=lambda p: d(p, X3))
    p2 = min([p for p in g2 if d(p, p3) <= L], key=lambda p: d(p, Y))
    p1 = min([p for p in g1 if d(p, p2) <= L], key=lambda p: d(p, X1))
    assert d(p3, (11.6, 16.25)) < 0.06 and d(p2, (14.5, 16.9)) < 0.06, (p3, p2)
    assert d(p1, (17.4, 17.6)) < 0.06, p1
    assert pt_poly(p2, rock) < r
    P1, P2, P3 = (17.7, 17.75), (15.4, 17.1), (12.95, 17.75)
    w = World([rock], [(A, r), (B, r), (T0, r), (TL, r)])
    l2, l1, l3 = moves(w, r, [(Y, P2), (X1, P1), (X3, P3)])
    close(l2, 5.902, 0.0006)
    close(l1, 4.551, 0.0006)
    close(l3, 4.563, 0.0006)
    close(seg_poly(Y, P2, rock), 0.587, 0.0006)
    for a, b, want in ((A, P1, 2.625), (P1, P2, 2.390), (P2, P3, 2.535), (P3, B, 2.758)):
        close(d(a, b), want, 0.0006)
    ends = [A, B, P1, P2, P3]
    assert coherent(ends, L)
    no_overlap([(p, r) for p in ends] + [(T0, r), (TL, r)])
    close(gap - 2 * L, 3.53, 0.005)
    print(f"chain_of_three_round_a_rock: natural P2 {p2} in the rock; Y {l2:.3f}")

def main():
    names = sys.argv[1:] or list(CHECKS)
    for n in names:
        CHECKS[n]()
    print(f"{len(names)} checks passed")


if __name__ == "__main__":
    main()
