"""Checks every expected value of tests/assault/ordinary6 with plain
arithmetic and brute force of its own (it neither runs nor imports rulec,
nor borrows the other campaigns' helpers).

    python3 tests/assault/ordinary6/check.py

Each check restates its scenario's table, works the answer again and, where
the text asks for an optimum, searches for it and shows the placement that
reaches it (every model's straight move, checked clear of every base
standing at that moment, the end coherent and overlap-free)."""
import itertools
import math
import sys

IN = 25.4
TOL = 0.001
MOVE = 6.0
LINK = 2.0


def rad(mm):
    """the radius in inches of a round base of mm diameter"""
    return mm / IN / 2


def d(a, b):
    return math.hypot(a[0] - b[0], a[1] - b[1])


def seg_dist(p, a, b):
    """distance from point p to segment ab"""
    dx, dy = b[0] - a[0], b[1] - a[1]
    l2 = dx * dx + dy * dy
    t = 0 if l2 == 0 else max(0, min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def circ_cross(c1, r1, c2, r2):
    dd = d(c1, c2)
    if dd > r1 + r2 or dd < abs(r1 - r2) or dd == 0:
        return []
    a = (r1 * r1 - r2 * r2 + dd * dd) / (2 * dd)
    h = math.sqrt(max(0, r1 * r1 - a * a))
    ux, uy = (c2[0] - c1[0]) / dd, (c2[1] - c1[1]) / dd
    mx, my = c1[0] + a * ux, c1[1] + a * uy
    return [(mx - h * uy, my + h * ux), (mx + h * uy, my - h * ux)]


def toward(p, q, dist):
    """the point dist from p toward q"""
    l = d(p, q)
    return (p[0] + (q[0] - p[0]) * dist / l, p[1] + (q[1] - p[1]) * dist / l)


def lens_nearest(c1, r1, c2, r2, p, eps=1e-9):
    """the point of disc(c1, r1) and disc(c2, r2) nearest p, or None"""
    if d(p, c1) <= r1 + eps and d(p, c2) <= r2 + eps:
        return p
    cands = []
    for (c, rr), (o, ro) in (((c1, r1), (c2, r2)), ((c2, r2), (c1, r1))):
        if d(p, c) > 0:
            q = toward(c, p, rr)
            if d(q, o) <= ro + eps:
                cands.append(q)
    cands += circ_cross(c1, r1, c2, r2)
    if not cands:
        for (c, rr), (o, ro) in (((c1, r1), (c2, r2)), ((c2, r2), (c1, r1))):
            if d(c, o) + rr <= ro + eps:
                return toward(c, p, rr) if d(p, c) > rr else p
        return None
    return min(cands, key=lambda q: d(p, q))


class Table:
    """a charge worked by hand: chargers (centre, radius), target models,
    walls as rectangles (x0, y0, x1, y1); moves are made one by one and
    checked as they are made."""

    def __init__(self, name, ms, rm, ts, rt, walls=(), others=()):
        self.name = name
        self.at = list(ms)
        self.start = list(ms)
        self.r = rm if isinstance(rm, list) else [rm] * len(ms)
        self.ts = list(ts)
        self.rt = rt if isinstance(rt, list) else [rt] * len(ts)
        self.walls = walls
        self.others = others  # (centre, radius) of models not charged
        self.moved = set()

    def move(self, i, *points, move=MOVE):
        """model i moves along points (straight legs)"""
        path = [self.at[i]] + list(points)
        length = sum(d(a, b) for a, b in zip(path, path[1:]))
        ok(length <= move + TOL, f"{self.name}: model {i} moves {length:.4f} > {move}")
        for a, b in zip(path, path[1:]):
            for j, q in enumerate(self.at):
                if j != i:
                    ok(seg_dist(q, a, b) >= self.r[i] + self.r[j] - TOL,
                       f"{self.name}: model {i} passes through model {j}")
            for k, t in enumerate(self.ts):
                ok(seg_dist(t, a, b) >= self.r[i] + self.rt[k] - TOL,
                   f"{self.name}: model {i} passes through target model {k}")
            for c, rr in self.others:
                ok(seg_dist(c, a, b) >= self.r[i] + rr + 1 - TOL,
                   f"{self.name}: model {i} passes within 1in of a model not charged")
            for w in self.walls:
                ok(seg_rect(a, b, w) >= self.r[i] - TOL, f"{self.name}: model {i} crosses a wall")
        self.at[i] = path[-1]
        self.moved.add(i)
        return length

    def contact(self, i):
        return [k for k, t in enumerate(self.ts)
                if abs(d(self.at[i], t) - self.r[i] - self.rt[k]) <= TOL]

    def in_contact(self):
        return [i for i in range(len(self.at)) if self.contact(i)]

    def engaged(self):
        c = self.in_contact()
        return [i for i in range(len(self.at)) if i in c or any(
            d(self.at[i], self.at[j]) - self.r[i] - self.r[j] <= LINK + TOL for j in c if j != i)]

    def coherent(self):
        n = len(self.at)
        seen, st = {0}, [0]
        while st:
            k = st.pop()
            for j in range(n):
                if j not in seen and d(self.at[k], self.at[j]) - self.r[k] - self.r[j] <= LINK + TOL:
                    seen.add(j)
                    st.append(j)
        return len(seen) == n

    def no_overlap(self):
        for i, j in itertools.combinations(range(len(self.at)), 2):
            ok(d(self.at[i], self.at[j]) >= self.r[i] + self.r[j] - TOL,
               f"{self.name}: models {i} and {j} overlap")
        for i, p in enumerate(self.at):
            for k, t in enumerate(self.ts):
                ok(d(p, t) >= self.r[i] + self.rt[k] - TOL, f"{self.name}: model {i} overlaps target {k}")
        return True


def seg_rect(a, b, w):
    """distance from segment ab to rectangle w (0 when they meet)"""
    x0, y0, x1, y1 = w
    if inside(a, w) or inside(b, w):
        return 0.0
    corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    for c, e in zip(corners, corners[1:] + corners[:1]):
        if seg_cross(a, b, c, e):
            return 0.0
    return min([seg_dist(c, a, b) for c in corners] +
               [seg_dist(p, c, e) for p in (a, b) for c, e in zip(corners, corners[1:] + corners[:1])])


def inside(p, w):
    return w[0] < p[0] < w[2] and w[1] < p[1] < w[3]


def seg_cross(a, b, c, e):
    def orient(p, q, r):
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    return (orient(a, b, c) * orient(a, b, e) < 0) and (orient(c, e, a) * orient(c, e, b) < 0)


FAILED = []


def ok(cond, msg):
    if not cond:
        FAILED.append(msg)
        print("FAIL", msg)


def near(x, want, msg, eps=0.0005):
    ok(abs(x - want) <= eps, f"{msg}: {x:.6f}, header says {want}")


R25 = rad(25)
C25 = 2 * R25              # centre to centre in base contact, 25mm on 25mm
L25 = C25 + LINK           # centre to centre at 2in coherency, 25mm


def chain_least(A, B, a0, b0, step=0.02):
    """the least total movement of a chain A - P (model at a0) - Q (model
    at b0) - B, every link at most L25 between centres, each move at most
    MOVE (straight; bases ignored, so a lower bound): P on a grid, Q the
    nearest point of its lens (exact)"""
    best = None
    n = int(2 * L25 / step) + 1
    for i in range(n):
        for j in range(n):
            p = (A[0] - L25 + i * step, A[1] - L25 + j * step)
            if d(p, A) > L25 or d(p, a0) > MOVE:
                continue
            q = lens_nearest(B, L25, p, L25, b0)
            if q is None or d(q, b0) > MOVE + 1e-9:
                continue
            if best is None or d(p, a0) + d(q, b0) < best:
                best = d(p, a0) + d(q, b0)
    return best


def best_slack(A, B, a0, b0, points=False):
    """the most a chain A - P (a0) - Q (b0) - B can keep to spare at all its
    limits at once (links, moves, no overlap with A, B or each other): a
    deterministic random climb from the straight chain"""
    import random
    rnd = random.Random(1)

    def slack(p, q):
        return min(L25 - d(p, A), MOVE - d(p, a0), L25 - d(q, B), L25 - d(p, q), MOVE - d(q, b0),
                   d(p, A) - C25, d(q, B) - C25, d(p, q) - C25)
    p = ((2 * A[0] + B[0]) / 3, (2 * A[1] + B[1]) / 3 - 1)
    q = ((A[0] + 2 * B[0]) / 3, (A[1] + 2 * B[1]) / 3 - 1)
    s, step = slack(p, q), 0.5
    for it in range(8000):
        p2 = (p[0] + rnd.gauss(0, step), p[1] + rnd.gauss(0, step))
        q2 = (q[0] + rnd.gauss(0, step), q[1] + rnd.gauss(0, step))
        if slack(p2, q2) > s:
            p, q, s = p2, q2, slack(p2, q2)
        if it % 1000 == 999:
            step /= 2
    return (s, p, q) if points else s


def competing(name, M, reach_want, lens_want, left_x, left_no_x, P1, P2, Q1, Q2):
    """two gaps of two bridges each (competing_chains and its taut twin)"""
    T = [(20, 20), (12.2, 20), (28, 20)]
    names = ["M0", "GL", "GR", "X", "Y", "Z", "W"]
    A, BL, BR = (20, 20 - C25), (12.2, 20 - C25), (28, 20 - C25)
    for n, m, want in zip(names, M, reach_want):
        near(min(d(m, t) for t in T) - C25, want, f"{name}: {n} to contact")
    near(d(A, BL), 7.8, f"{name}: |A BL|")
    near(d(A, BR), 8.0, f"{name}: |A BR|")
    ok(2 * L25 < 7.8 and 8.0 <= 3 * L25, f"{name}: each gap needs two bridges")
    # the first link of the right chain: within L of A and within 2L of BR
    for n, m, want in zip(names[3:], M[3:], lens_want):
        near(d(lens_nearest(A, L25, BR, 2 * L25, m), m), want, f"{name}: {n} to the right lens")
    # every ordered pair: the least movement of a chain (a lower bound)
    spare = dict(zip(names[3:], M[3:]))
    left = {(a, b): chain_least(A, BL, spare[a], spare[b]) for a, b in itertools.permutations(spare, 2)}
    right = {(a, b): chain_least(A, BR, spare[a], spare[b]) for a, b in itertools.permutations(spare, 2)}
    ok([k for k, v in right.items() if v is not None] == [("X", "Y")], f"{name}: the right chain is X, Y only")
    best_left = min((v, k) for k, v in left.items() if v is not None)
    ok(best_left[1] == ("X", "Z"), f"{name}: least left chain {best_left}")
    near(best_left[0], left_x, f"{name}: least left chain", 0.01)
    without_x = min(v for k, v in left.items() if v is not None and "X" not in k)
    near(without_x, left_no_x, f"{name}: least left chain without X", 0.01)
    # the optimum, made: every move straight and clear, in this order
    t = Table(name, M, R25, T, R25)
    t.move(0, A)
    t.move(3, Q1)
    t.move(2, BR)
    t.move(4, Q2)
    t.move(6, P1)
    t.move(5, P2)
    t.move(1, BL)
    t.no_overlap()
    ok(t.coherent(), f"{name}: not coherent")
    ok(t.in_contact() == [0, 1, 2], f"{name}: in contact {t.in_contact()}")
    ok(len(t.engaged()) == 7, f"{name}: engaged {t.engaged()}")


def competing_chains():
    competing("competing_chains",
              [(20, 14), (12.2, 13.9), (28, 13.9), (20, 12.9), (28.3, 12.6), (13.5, 12.3), (15.4, 12.1)],
              [5.0157, 5.1157, 5.1157, 6.1157, 6.4221, 6.8247, 7.5392],
              [4.8480, 7.5063, 10.0751, 8.5757], 10.057, 10.649,
              (17.61, 17.51), (14.83, 17.98), (22.67, 18.07), (25.48, 17.72))


def competing_chains_taut():
    competing("competing_chains_taut",
              [(20, 14), (12.2, 13.9), (28, 13.9), (20.5, 12.6), (28.5, 12.5), (13.5, 12.3), (15.5, 11.5)],
              [5.0157, 5.1157, 5.1157, 6.4326, 6.5324, 6.8247, 8.1339],
              [4.9055, 7.7258, 10.0751, 8.8650], 10.565, 11.441,
              (17.7936, 17.0290), (14.9914, 18.0050), (22.686, 18.019), (25.519, 17.575))
    A, BL = (20, 20 - C25), (12.2, 20 - C25)
    near(best_slack(A, BL, (15.5, 11.5), (13.5, 12.3)), 0.014, "competing_chains_taut: W, Z to spare", 0.001)


def bridge_or_chain():
    name = "bridge_or_chain"
    T = [(20, 20), (15, 20), (25.2, 20)]
    A, BL, BR = (20, 20 - C25), (15, 20 - C25), (25.2, 20 - C25)
    names = ["M0", "GL", "GR", "S", "U", "V"]
    M = [(20, 14), (15, 13.9), (25.2, 13.9), (20, 12.9), (18.3, 10.9), (13.3, 12.4)]
    for n, m, want in zip(names, M, [5.0157, 5.1157, 5.1157, 6.1157, 8.2732, 6.8036]):
        near(min(d(m, t) for t in T) - C25, want, f"{name}: {n} to contact")
    near(d(A, BL), 5.0, f"{name}: |A BL|")
    near(d(A, BR), 5.2, f"{name}: |A BR|")
    ok(L25 < 5.0 and 5.2 <= 2 * L25, f"{name}: one bridge links each gap")
    # one bridge: within L of A and of B (the lens of the two)
    for n, m, wl, wr in zip(names[3:], M[3:], [5.1357, 6.5352, 6.5193], [5.3283, 7.9199, 10.6311]):
        near(d(lens_nearest(A, L25, BL, L25, m), m), wl, f"{name}: {n} to the left lens")
        near(d(lens_nearest(A, L25, BR, L25, m), m), wr, f"{name}: {n} to the right lens")
    # chains of two: on the right each holds S; on the left U, V holds no S
    spare = dict(zip(names[3:], M[3:]))
    for B, side in ((BL, "left"), (BR, "right")):
        for a, b in itertools.permutations(spare, 2):
            v = chain_least(A, B, spare[a], spare[b], 0.05)
            if side == "right":
                ok(v is None or "S" in (a, b), f"{name}: a right chain without S: {a}, {b}")
    near(best_slack(A, BL, spare["U"], spare["V"]), 0.340, f"{name}: U, V to spare", 0.002)
    t = Table(name, M, R25, T, R25)
    t.move(0, A)
    t.move(3, (22.6, 17.9))
    t.move(2, BR)
    t.move(4, (19.25, 16.48))
    t.move(1, BL)
    t.move(5, (16.65, 16.95))
    t.no_overlap()
    for a, b in ((A, (22.6, 17.9)), ((22.6, 17.9), BR), (A, (19.25, 16.48)),
                 ((19.25, 16.48), (16.65, 16.95)), ((16.65, 16.95), BL)):
        ok(d(a, b) <= L25, f"{name}: link {a} {b}")
    ok(t.coherent(), f"{name}: not coherent")
    ok(t.in_contact() == [0, 1, 2], f"{name}: in contact {t.in_contact()}")
    ok(len(t.engaged()) == 6, f"{name}: engaged {t.engaged()}")


def higher_die(name, ty_mm, dice, need, crossed, reaches):
    """two chargers straight at two target models through scrub (x 9..11,
    y 12..13): the higher die against the distance needed, within the
    tolerance"""
    M = [(10, 10), (11.5, 10)]
    T = [(10, ty_mm / IN), (11.5, ty_mm / IN)]
    near(d(M[0], T[0]) - C25, need, f"{name}: to go", 0.000001)
    near(d(M[0], T[1]) - C25, crossed, f"{name}: the crossed way")
    # M0's base crosses the scrub on the way up, M1's (x 11.008..11.992) not
    ok(M[0][0] + R25 > 9 and M[0][0] - R25 < 11 and M[1][0] - R25 > 11, f"{name}: who crosses")
    move = min(MOVE, max(dice))
    ok((need <= move + TOL) == reaches, f"{name}: reaches {reaches}")
    if reaches:
        t = Table(name, M, R25, T, R25)
        t.move(0, (10, T[0][1] - C25), move=move)
        t.move(1, (11.5, T[1][1] - C25), move=move)
        ok(t.in_contact() == [0, 1] and t.coherent() and t.no_overlap(), f"{name}: the end")


def higher_die_exactly():
    higher_die("higher_die_exactly", 380.6, (4, 2), 4.0, 4.220578, True)


def higher_die_within_tolerance():
    higher_die("higher_die_within_tolerance", 380.62032, (2, 4), 4.0008, 4.221344, True)


def higher_die_just_over():
    higher_die("higher_die_just_over", 380.6508, (4, 3), 4.002, 4.2226, False)


def stuck_in_a_ruin():
    name = "stuck_in_a_ruin"
    T0, K = (20, 20), (20, 16.5)
    M = [(25.5, 19), (25.2, 17.2), K]
    walls = [(19, 15.5, 21, 16.007874), (19, 16.992126, 21, 17.5),
             (19, 15.5, 19.507874, 17.5), (20.492126, 15.5, 21, 17.5)]
    # K's base touches the four walls: it cannot move at all
    for x0, y0, x1, y1 in walls:
        gap = max(x0 - K[0], K[0] - x1, y0 - K[1], K[1] - y1)
        near(gap, R25, f"{name}: K to a wall", 0.000001)
    near(d(M[0], T0) - C25, 4.605918, f"{name}: M0 to contact")
    near(d(M[1], T0) - C25, 4.921677, f"{name}: M1 to contact")
    A = toward(T0, M[0], C25)
    near(A[0], 20.968376, f"{name}: A.x")
    near(A[1], 19.823932, f"{name}: A.y")
    near(d(A, K), 3.462120, f"{name}: A to K")
    N = toward(T0, M[1], C25)
    near(d(N, K), 3.154729, f"{name}: M1's nearest spot to K")
    # the contact spots on T0 within L of K: phi (from due south, east +)
    cphi = (C25 ** 2 + 3.5 ** 2 - L25 ** 2) / (2 * C25 * 3.5)
    near(math.degrees(math.acos(cphi)), 51.2444, f"{name}: the arc within L of K")
    phi_a = math.degrees(math.atan2(A[0] - 20, 20 - A[1]))
    near(phi_a, 79.6952, f"{name}: A's bearing round T0")
    ph = math.radians(phi_a - 60)  # beside M0's base: 60 degrees round
    P = (20 + C25 * math.sin(ph), 20 - C25 * math.cos(ph))
    near(d(P, K), 2.594619, f"{name}: P to K")
    near(seg_dist(A, M[1], P), 0.929176, f"{name}: the straight way to P passes M0")
    t = Table(name, M, R25, [T0], R25, walls=walls)
    t.move(0, A)
    near(t.move(1, (21.0, 18.3), P), 5.364, f"{name}: M1 by (21, 18.3)", 0.001)
    t.no_overlap()
    ok(t.in_contact() == [0, 1] and t.coherent() and len(t.engaged()) == 3, f"{name}: the end")


def walled_in_apart():
    name = "walled_in_apart"
    T0, K = (20, 20), (16.5, 20)
    M = [(26.5, 20), (19.5, 12.8), K]
    walls = [(15.5, 19, 17.5, K[1] - R25), (15.5, K[1] + R25, 17.5, 21),
             (15.5, 19, K[0] - R25, 21), (K[0] + R25, 19, 17.5, 21)]
    near(d(M[0], T0) - C25, 5.515748, f"{name}: M0 to contact")
    near(d(M[1], T0) - C25, 6.233088, f"{name}: M1 to contact")
    A = toward(T0, M[0], C25)
    near(d(A, K), 4.484252, f"{name}: A to K")
    ok(L25 < d(A, K) <= 2 * L25, f"{name}: one model links A and K")
    lo = min(circ_cross(A, L25, K, L25), key=lambda p: p[1])
    near(lo[0], 18.742126, f"{name}: the lens's lower corner x")
    near(lo[1], 18.030576, f"{name}: the lens's lower corner y")
    near(d(M[1], lo), 5.285188, f"{name}: M1 to the corner")
    t = Table(name, M, R25, [T0], R25, walls=walls)
    t.move(0, A)
    t.move(1, lo)
    t.no_overlap()
    ok(t.in_contact() == [0] and t.coherent() and t.engaged() == [0, 1], f"{name}: the end {t.engaged()}")
    # M1 anywhere within L of A only leaves K apart: M1 is the only model
    # that moves after K's turn, and K links no one else
    ok(d(K, A) > L25, f"{name}: K apart from M0")


def walled_in_two_apart():
    name = "walled_in_two_apart"
    T0, K = (20, 20), (14.5, 20)
    M = [(26.5, 20), (16, 14), (23.5, 13.4), K]
    walls = [(13.5, 19, 15.5, K[1] - R25), (13.5, K[1] + R25, 15.5, 21),
             (13.5, 19, K[0] - R25, 21), (K[0] + R25, 19, 15.5, 21)]
    A = toward(T0, M[0], C25)
    near(d(M[0], T0) - C25, 5.515748, f"{name}: M0 to contact")
    near(d(M[1], T0) - C25, 6.226851, f"{name}: B1 to contact")
    near(d(M[2], T0) - C25, 6.486357, f"{name}: B2 to contact")
    near(d(A, K), 6.484252, f"{name}: A to K")
    ok(2 * L25 < d(A, K) <= 3 * L25, f"{name}: two models link A and K")
    near(d(M[1], A) - L25, 4.815925, f"{name}: B1 to within L of A")
    near(d(M[1], K) - L25, 3.200406, f"{name}: B1 to within L of K")
    near(d(M[2], K) - L25, 8.176393, f"{name}: B2 to within L of K")
    near(best_slack(A, K, M[2], M[1]), 0.200, f"{name}: the chain's slack", 0.002)
    P2, P1 = (19.53, 17.63), (17.08, 18.95)
    t = Table(name, M, R25, [T0], R25, walls=walls)
    t.move(0, A)
    near(t.move(2, P2), 5.801190, f"{name}: B2 to P2")
    near(t.move(1, P1), 5.066448, f"{name}: B1 to P1")
    t.no_overlap()
    for a, b in ((A, P2), (P2, P1), (P1, K)):
        ok(d(a, b) <= L25, f"{name}: link {a} {b}")
    ok(t.in_contact() == [0] and t.coherent() and t.engaged() == [0, 2], f"{name}: the end {t.engaged()}")


def walled_in_two_apart_dangerous():
    name = "walled_in_two_apart_dangerous"
    walled_in_two_apart()
    strip = (12, 15, 19.5, 15.6)

    def crosses(a, b):
        return seg_rect(a, b, strip) < R25 - TOL
    ok(crosses((16, 14), toward((20, 20), (16, 14), C25)), f"{name}: B1's way into contact")
    ok(crosses((16, 14), (17.08, 18.95)), f"{name}: B1 to P1")
    ok(15 - (14 + R25) > 0.5, f"{name}: B1 starts clear of the strip")
    near(seg_rect((23.5, 13.4), (19.53, 17.63), strip), 1.4111, f"{name}: B2 clear of the strip")
    ok(not crosses((26.5, 20), (20 + C25, 20)), f"{name}: M0 clear")


def bridge_behind_a_rock():
    name = "bridge_behind_a_rock"
    T = [(17.5, 20), (22.5, 20)]
    A, B = (17.5, 20 - C25), (22.5, 20 - C25)
    rock = (19.6, 16.9, 20.4, 17.6)
    M = [(17.5, 14), (22.5, 13.9), (18, 12.9)]
    near(min(d(M[2], t) for t in T) - C25, 6.133332, f"{name}: S to contact")
    near(d(A, B), 5.0, f"{name}: |A B|")
    lo, hi = sorted(circ_cross(A, L25, B, L25), key=lambda p: p[1])
    near(lo[1], 17.386098, f"{name}: the lower corner")
    ok(rock[0] < lo[0] < rock[2] and rock[1] < lo[1] < rock[3], f"{name}: the lower corner in the rock")
    near(d(M[2], hi), 7.999450, f"{name}: S to the upper corner")
    for c, o, want in ((A, B, 5.610175), (B, A, 4.027327)):
        near(d(toward(c, M[2], L25), o), want, f"{name}: S's nearest rim point to the other centre")
    P = (19.63, 18.28)
    near(d(P, A), 2.253492, f"{name}: P to A")
    near(d(P, B), 2.962807, f"{name}: P to B")
    near(seg_rect(P, P, rock), 0.68, f"{name}: P above the rock")
    t = Table(name, M, R25, T, R25, walls=[rock])
    t.move(0, A)
    t.move(1, B)
    near(t.move(2, (19.1, 17.85), P), 5.753245, f"{name}: S round the rock")
    t.no_overlap()
    ok(t.in_contact() == [0, 1] and t.coherent() and len(t.engaged()) == 3, f"{name}: the end")


def short_of_contact():
    name = "short_of_contact"
    T = [(10, 20), (12.5, 20)]
    M = [(10, 14), (12.5, 13)]
    near(d(M[0], T[0]) - C25, 5.015748, f"{name}: M0 to contact")
    near(d(M[1], T[1]) - C25, 6.015748, f"{name}: M1 to contact")
    near(d(M[1], T[0]) - C25, 6.448782, f"{name}: M1 to T0")
    t = Table(name, M, R25, T, R25)
    t.move(0, (10, 20 - C25))
    t.move(1, (12.5, 19))
    near(d(t.at[1], T[1]) - C25, 0.015748, f"{name}: M1 short of T1")
    near(d(t.at[1], t.at[0]) - C25, 1.515797, f"{name}: M1 to M0, base to base")
    t.no_overlap()
    ok(t.in_contact() == [0] and t.engaged() == [0, 1] and t.coherent(), f"{name}: the end")
    # the target's models: T1 within 2in of T0, which M0 touches
    near(d(T[0], T[1]) - C25, 1.515748, f"{name}: T0 to T1")


CHECKS = [short_of_contact, bridge_behind_a_rock, walled_in_two_apart_dangerous, walled_in_two_apart, walled_in_apart, stuck_in_a_ruin, higher_die_exactly, higher_die_within_tolerance, higher_die_just_over, bridge_or_chain, competing_chains, competing_chains_taut]

if __name__ == "__main__":
    for f in CHECKS:
        f()
    print(f"{len(CHECKS)} scenarios checked, {len(FAILED)} failures")
    sys.exit(1 if FAILED else 0)
