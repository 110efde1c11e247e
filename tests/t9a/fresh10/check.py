"""check.py: my own geometry for the fresh10 suite (not rulec's).

Units are inches. Bearings: 0 = +y (north), 90 = +x (east), clockwise.
A unit is (cx, cy, facing, W, D) with W = files*frontage, D = ranks*depth.
Everything here is used by gen.py to check the hand working written in
each scenario's header; gen.py refuses to write a scenario whose hand
numbers differ from these by more than 0.0005in.
"""
import math

MM = 1 / 25.4
TOL = 0.001


def fwd(b):
    r = math.radians(b)
    return (math.sin(r), math.cos(r))


def right(b):
    r = math.radians(b)
    return (math.cos(r), -math.sin(r))


def bearing(p, q):
    """bearing of the line p -> q"""
    return math.degrees(math.atan2(q[0] - p[0], q[1] - p[1])) % 360


def corners(u):
    """FL, FR, RR, RL of unit u = (cx, cy, facing, W, D)"""
    cx, cy, b, W, D = u
    f, r = fwd(b), right(b)
    def pt(a, c):
        return (cx + f[0] * a + r[0] * c, cy + f[1] * a + r[1] * c)
    return [pt(D / 2, -W / 2), pt(D / 2, W / 2), pt(-D / 2, W / 2), pt(-D / 2, -W / 2)]


def front(u):
    c = corners(u)
    return [c[0], c[1]]


def seg_dist(p, q, a, b):
    def pdist(p, a, b):
        ax, ay = b[0] - a[0], b[1] - a[1]
        L = ax * ax + ay * ay
        t = 0 if L == 0 else max(0, min(1, ((p[0] - a[0]) * ax + (p[1] - a[1]) * ay) / L))
        return math.hypot(p[0] - a[0] - t * ax, p[1] - a[1] - t * ay)
    if seg_cross(p, q, a, b):
        return 0.0
    return min(pdist(p, a, b), pdist(q, a, b), pdist(a, p, q), pdist(b, p, q))


def seg_cross(p, q, a, b):
    def o(p, q, r):
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    d1, d2, d3, d4 = o(a, b, p), o(a, b, q), o(p, q, a), o(p, q, b)
    return ((d1 > 0) != (d2 > 0)) and ((d3 > 0) != (d4 > 0)) and d1 * d2 < 0 and d3 * d4 < 0


def edges(P):
    return [(P[i], P[(i + 1) % len(P)]) for i in range(len(P))]


def dist(P, Q):
    """distance between the boundaries of two convex polygons (0 if overlapping)"""
    if overlap_depth(P, Q) > 0:
        return 0.0
    return min(seg_dist(a, b, c, d) for a, b in edges(P) for c, d in edges(Q))


def overlap_depth(P, Q):
    """SAT: the smallest penetration over all edge normals (<=0 means no overlap)"""
    best = float("inf")
    for poly in (P, Q):
        for a, b in edges(poly):
            nx, ny = b[1] - a[1], a[0] - b[0]
            L = math.hypot(nx, ny)
            nx, ny = nx / L, ny / L
            p1 = [x * nx + y * ny for x, y in P]
            q1 = [x * nx + y * ny for x, y in Q]
            pen = min(max(p1), max(q1)) - max(min(p1), min(q1))
            best = min(best, pen)
    return best


def overlaps(P, Q):
    return overlap_depth(P, Q) > TOL


def seg_overlaps_poly(s, P):
    """a segment passes through the interior of convex polygon P (more than touching)"""
    a, b = s
    thin = [a, b, (b[0] + 1e-9, b[1] + 1e-9)]
    # clip the segment against P's half-planes
    t0, t1 = 0.0, 1.0
    n = len(P)
    # orientation of P
    area = sum(P[i][0] * P[(i + 1) % n][1] - P[(i + 1) % n][0] * P[i][1] for i in range(n))
    sgn = 1 if area > 0 else -1
    for i in range(n):
        p, q = P[i], P[(i + 1) % n]
        # inside: sgn*cross(q-p, x-p) > 0
        def f(x):
            return sgn * ((q[0] - p[0]) * (x[1] - p[1]) - (q[1] - p[1]) * (x[0] - p[0])) / math.hypot(q[0] - p[0], q[1] - p[1])
        fa, fb = f(a) - TOL, f(b) - TOL
        if fa < 0 and fb < 0:
            return False
        if fa < 0:
            t0 = max(t0, fa / (fa - fb))
        elif fb < 0:
            t1 = min(t1, fa / (fa - fb))
    return t1 - t0 > 1e-9


def moved(u, d, b=None):
    cx, cy, f, W, D = u
    b = f if b is None else b
    v = fwd(b)
    return (cx + v[0] * d, cy + v[1] * d, f, W, D)


def board_poly(w, h):
    return [(0, 0), (0, h), (w, h), (w, 0)]


def off_board(P, w, h):
    """how far P reaches beyond the board (<= 0: inside, 0: touching an edge)"""
    return max(max(-x, x - w, -y, y - h) for x, y in P)


def first_t(u, obst, pred, tmax, step=0.002):
    """smallest t in [0, tmax] at which pred(corners(moved(u,t)), obst) holds, by scan+bisection"""
    t = 0.0
    prev = pred(corners(u), obst)
    if prev:
        return 0.0
    while t < tmax:
        t2 = min(tmax, t + step)
        if pred(corners(moved(u, t2)), obst):
            lo, hi = t, t2
            for _ in range(60):
                m = (lo + hi) / 2
                if pred(corners(moved(u, m)), obst):
                    hi = m
                else:
                    lo = m
            return hi
        t = t2
    return None


def contact_t(u, P, tmax):
    """distance u moves straight forward before it touches P"""
    return first_t(u, P, lambda C, Q: dist(C, Q) <= 1e-9, tmax)


def flee(F, obstacles, d, board=(72, 48)):
    """My Flee Move after the pivot: F already faces the flee bearing.
    obstacles: list of (name, kind, poly) with kind friend/enemy/charger/impassable.
    Returns (final unit or None, events)."""
    t = d
    # extend while overlapping a unit or impassable terrain
    for _ in range(50):
        P = corners(moved(F, t))
        hit = [o for o in obstacles if overlaps(P, o[2])]
        if not hit:
            break
        # move on until clear of every hit obstacle: scan forward
        t2 = t
        while any(overlap_depth(corners(moved(F, t2)), o[2]) > 1e-9 for o in hit):
            t2 += 0.002
        lo, hi = t, t2
        for _ in range(60):
            m = (lo + hi) / 2
            if any(overlap_depth(corners(moved(F, m)), o[2]) > 1e-9 for o in hit):
                lo = m
            else:
                hi = m
        t = hi
    events = []
    # what the move met, in order
    met = []
    for o in obstacles:
        if o[1] == "charger":
            tt = first_t(F, o[2], lambda C, Q: dist(C, Q) <= TOL, t)
        else:
            tt = first_t(F, o[2], lambda C, Q: overlaps(C, Q), t)
        if tt is not None:
            met.append((tt, o))
    met.sort(key=lambda x: x[0])
    te = first_t(F, None, lambda C, Q: off_board(C, *board) >= -TOL, t)
    dead = te is not None or any(o[1] == "charger" for _, o in met)
    for tt, o in met:
        if o[1] == "friend":
            events.append("panic_test " + o[0])
        elif o[1] in ("enemy", "impassable"):
            events.append("dangerous_terrain_test F 4")
    if dead:
        events.append("casualty F")
    return moved(F, t), t, events


def spaced_back(u, t_end, obst, gap=1.0):
    """last position at or before t_end along u's forward path at least gap from every obst"""
    def ok(t):
        P = corners(moved(u, t))
        return all(dist(P, Q) >= gap - 1e-9 for Q in obst)
    if ok(t_end):
        return t_end
    t = t_end
    while not ok(t):
        t -= 0.002
    lo, hi = t, t + 0.002
    for _ in range(60):
        m = (lo + hi) / 2
        if ok(m):
            lo = m
        else:
            hi = m
    return lo


def rect_poly(x0, y0, x1, y1):
    return [(x0, y0), (x0, y1), (x1, y1), (x1, y0)]


def align_about(u, contact, target_bearing):
    """rotate unit u about point contact until it faces target_bearing"""
    cx, cy, b, W, D = u
    a = math.radians(-(target_bearing - b))  # bearing clockwise = math angle negative
    dx, dy = cx - contact[0], cy - contact[1]
    nx = contact[0] + dx * math.cos(a) - dy * math.sin(a)
    ny = contact[1] + dx * math.sin(a) + dy * math.cos(a)
    return (nx, ny, target_bearing % 360, W, D)


def wheel(u, ang, side):
    """wheel u by ang degrees clockwise (+) about its front corner side ('L' or 'R')"""
    c = corners(u)
    piv = c[0] if side == "L" else c[1]
    return align_about(u, piv, u[2] + ang)


def models_in_contact(A, fa, B, fb):
    """count models of A (front rank, fa files) and B (front rank, fb files) touching,
    A's front flush on B's front: both are unit tuples; counts closed-interval touches
    of the front-rank bases along the common line"""
    ca, cb = front(A), front(B)
    def bases(fr, n):
        (x0, y0), (x1, y1) = fr
        return [((x0 + (x1 - x0) * k / n, y0 + (y1 - y0) * k / n), (x0 + (x1 - x0) * (k + 1) / n, y0 + (y1 - y0) * (k + 1) / n)) for k in range(n)]
    ba, bb = bases(ca, fa), bases(cb, fb)
    na = sum(1 for s in ba if any(seg_dist(s[0], s[1], t[0], t[1]) <= TOL for t in bb))
    nb = sum(1 for t in bb if any(seg_dist(s[0], s[1], t[0], t[1]) <= TOL for s in ba))
    return na, nb
