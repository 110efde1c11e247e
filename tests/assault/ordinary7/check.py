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


def main():
    names = sys.argv[1:] or list(CHECKS)
    for n in names:
        CHECKS[n]()
    print(f"{len(names)} checks passed")


if __name__ == "__main__":
    main()
