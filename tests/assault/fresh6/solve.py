"""Arithmetic for the fresh6 generator: the first model by least movement (straight routes),
the reach bound, a witness placement found by randomised search, and the greedy count
(each model in turn, in scenario order, to its nearest free contact spot). Plain geometry
from the seed text and the spec; nothing here reads rulec."""
import math
import random
from geo import RAD, TOL, dist, seg_point, contact_end, polar


def point_poly(p, poly):
    """Distance from p to a polygon's boundary, negative inside."""
    d = min(seg_point(poly[i], poly[(i + 1) % len(poly)], p) for i in range(len(poly)))
    inside = False
    for i in range(len(poly)):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
        if (y1 > p[1]) != (y2 > p[1]) and p[0] < x1 + (p[1] - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return -d if inside else d


def seg_seg(a, b, c, d):
    def ccw(p, q, r):
        return (r[1] - p[1]) * (q[0] - p[0]) - (q[1] - p[1]) * (r[0] - p[0])
    if (ccw(a, b, c) > 0) != (ccw(a, b, d) > 0) and (ccw(c, d, a) > 0) != (ccw(c, d, b) > 0):
        return 0.0
    return min(seg_point(a, b, c), seg_point(a, b, d), seg_point(c, d, a), seg_point(c, d, b))


def seg_poly(a, b, poly):
    if point_poly(a, poly) < 0:
        return -1
    return min(seg_seg(a, b, poly[i], poly[(i + 1) % len(poly)]) for i in range(len(poly)))


class World:
    def __init__(self, ch, rc, targets, others, zones, polys, move):
        self.ch = ch            # charger starts
        self.rc = rc
        self.targets = targets  # [(pt, r)] models of every declared target unit
        self.others = others    # [(pt, r)] friends and uncharged enemies (obstacles)
        self.zones = zones      # [(pt, radius)] centres must keep this far (r_enemy + 1in + rc)
        self.polys = polys      # impassable polygons
        self.move = move

    def spot_ok(self, p, placed):
        for (t, r) in self.targets + self.others:
            if dist(p, t) < self.rc + r - TOL:
                return False
        for q in placed:
            if dist(p, q) < 2 * self.rc - TOL:
                return False
        for (z, zr) in self.zones:
            if dist(p, z) < zr - TOL:
                return False
        for poly in self.polys:
            if point_poly(p, poly) < self.rc - TOL:
                return False
        return True

    def path_ok(self, a, b, disks):
        if dist(a, b) > self.move + TOL:
            return False
        for (c, r) in disks:
            if seg_point(a, b, c) < self.rc + r - TOL:
                return False
        for (z, zr) in self.zones:
            if seg_point(a, b, z) < zr - TOL:
                return False
        for poly in self.polys:
            if seg_poly(a, b, poly) < self.rc - TOL:
                return False
        return True

    def touching(self, p):
        return [j for j, (t, r) in enumerate(self.targets) if abs(dist(p, t) - self.rc - r) <= TOL]

    def first(self):
        best = []
        for i, s in enumerate(self.ch):
            for j, (t, r) in enumerate(self.targets):
                e, L = contact_end(s, t, self.rc + r)
                best.append((L, i, j, e))
        best.sort()
        return best

    def reach(self):
        return [i for i, s in enumerate(self.ch)
                if min(dist(s, t) - self.rc - r for (t, r) in self.targets) <= self.move + TOL]

    def spots(self, step=2.0):
        out = []
        for (t, r) in self.targets:
            for k in range(int(360 / step)):
                out.append(polar(t, self.rc + r, k * step))
        # pockets: a base touching two target models at once
        for a in range(len(self.targets)):
            for b in range(a + 1, len(self.targets)):
                (p, ra), (q, rb) = self.targets[a], self.targets[b]
                R1, R2, d = self.rc + ra, self.rc + rb, dist(p, q)
                if d == 0 or d > R1 + R2:
                    continue
                x = (d * d + R1 * R1 - R2 * R2) / (2 * d)
                h2 = R1 * R1 - x * x
                if h2 < 0:
                    continue
                h = math.sqrt(h2)
                ux, uy = (q[0] - p[0]) / d, (q[1] - p[1]) / d
                for sg in (1, -1):
                    out.append((p[0] + x * ux - sg * h * uy, p[1] + x * uy + sg * h * ux))
        return out


def coherent(pts, rc):
    n = len(pts)
    if n == 1:
        return True
    link = lambda a, b: dist(a, b) <= 2 * rc + 2 + TOL
    seen = {0}
    todo = [0]
    while todo:
        i = todo.pop()
        for j in range(n):
            if j not in seen and link(pts[i], pts[j]):
                seen.add(j)
                todo.append(j)
    return len(seen) == n


def engaged(w, pts):
    inc = [i for i, p in enumerate(pts) if w.touching(p)]
    eng = set(inc)
    for i, p in enumerate(pts):
        if any(dist(p, pts[k]) <= 2 * w.rc + 2 + TOL for k in inc):
            eng.add(i)
    return inc, eng


def search(w, first_i, first_end, tries=3000, seed=1, step=2.0):
    rnd = random.Random(seed)
    spots = w.spots(step)
    best = None
    n = len(w.ch)
    near = {i: sorted((p for p in spots if dist(p, w.ch[i]) <= w.move + TOL), key=lambda p: dist(p, w.ch[i]))
            for i in range(n)}
    for _ in range(tries):
        pos = list(w.ch)
        pos[first_i] = first_end
        order = [first_i]
        rest = [i for i in range(n) if i != first_i]
        rnd.shuffle(rest)
        for i in rest:
            placed = [pos[k] for k in order]
            disks = [(p, w.rc) for k, p in enumerate(pos) if k != i] + w.targets + w.others
            cand = [p for p in near[i] if w.spot_ok(p, placed) and w.path_ok(w.ch[i], p, disks)]
            touched = set(j for k in order for j in w.touching(pos[k]))
            fresh = [p for p in cand if set(w.touching(p)) - touched]
            pick = fresh if fresh and rnd.random() < 0.9 else cand
            if pick:
                pos[i] = rnd.choice(pick[:rnd.choice([1, 3, 8, len(pick)])])
                order.append(i)
        # those not in contact: bring within 2in of a model in contact if they can
        for i in range(n):
            if i in order:
                continue
            placed = [pos[k] for k in range(n) if k != i]
            disks = [(p, w.rc) for k, p in enumerate(pos) if k != i] + w.targets + w.others
            inc = [pos[k] for k in order if w.touching(pos[k])]
            cands = []
            for q in inc:
                for dd in (2 * w.rc + 0.05, 2 * w.rc + 1.0, 2 * w.rc + 1.95):
                    for a in range(0, 360, 10):
                        p = polar(q, dd, a)
                        if w.spot_ok(p, placed) and w.path_ok(w.ch[i], p, disks):
                            cands.append(p)
            if cands:
                pos[i] = min(cands, key=lambda p: dist(p, w.ch[i]))
            order.append(i)
        if not coherent(pos, w.rc):
            continue
        inc, eng = engaged(w, pos)
        tt = set(j for p in pos for j in w.touching(p))
        key = (len(inc), len(tt), len(eng))
        if best is None or key > best[0]:
            best = (key, order, pos)
    return best


def greedy(w, first_i, first_end, step=1.0):
    """Each model in turn (scenario order) to its nearest free contact spot it can reach."""
    spots = w.spots(step)
    pos = list(w.ch)
    pos[first_i] = first_end
    placed = [first_end]
    for i in range(len(w.ch)):
        if i == first_i:
            continue
        disks = [(p, w.rc) for k, p in enumerate(pos) if k != i] + w.targets + w.others
        cand = sorted((dist(p, w.ch[i]), p) for p in spots if w.spot_ok(p, placed))
        for d, p in cand:
            if d > w.move + TOL:
                break
            if w.path_ok(w.ch[i], p, disks):
                pos[i] = p
                placed.append(p)
                break
    return sum(1 for p in pos if w.touching(p)), pos
