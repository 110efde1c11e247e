"""An independent solver for The 9th Age Charge, Flee and Pursuit Moves,
worked from the seed texts (000, 001, 003) and INDEX.md's facts, with
its own geometry (geo.py). It neither imports nor runs rulec.

A world is a dict: board (w, d), units {id: Unit}, terrain [{kind, poly,
props}]. Lengths in inches, bearings in compass degrees.
"""
import math

from geo import (TOL, Rect, add, angdiff, bearing_of, box, box_gap, dot, fvec, hull, norm,
                 poly_dist, rvec, sat, seg_overlaps_poly, sub, travel_to_contact)


class Unit:
    def __init__(self, uid, side, c, facing, files, ranks, bw, bd, state=(), props=None):
        self.id, self.side = uid, side
        self.files, self.ranks, self.bw, self.bd = files, ranks, bw, bd
        self.rect = Rect(c, facing, files * bw, ranks * bd)
        self.state = list(state)
        self.props = dict(props or {})
        self.removed = False


def board_polys(world):
    w, d = world['board']
    big = 1000.0
    return [[(-big, -big), (w + big, -big), (w + big, 0.0), (-big, 0.0)],
            [(-big, d), (w + big, d), (w + big, d + big), (-big, d + big)],
            [(-big, -big), (0.0, -big), (0.0, d + big), (-big, d + big)],
            [(w, -big), (w + big, -big), (w + big, d + big), (w, d + big)]]


def on_board(world, rect, tol=TOL):
    w, d = world['board']
    return all(-tol <= x <= w + tol and -tol <= y <= d + tol for x, y in rect.corners())


# ---------------------------------------------------------------- sweeps

class Budget:
    def __init__(self):
        self.cut = 0


def turn_clear(rect, about, a0, a1, polys, tol=TOL, depth=0, budget=None):
    """rect turned about a point from a0 to a1 degrees never passes into any
    polygon by more than tol (sample ends, and a hull of the two ends grown
    by the sagitta bounds the sweep; split until decided)"""
    r0, r1 = rect.turned(about, a0), rect.turned(about, a1)
    c0, c1 = r0.corners(), r1.corners()
    b0, b1 = box(c0), box(c1)
    for poly in polys:
        bp = box(poly)
        if box_gap(b0, bp) < tol and sat(c0, poly) < -tol:
            return False
        if box_gap(b1, bp) < tol and sat(c1, poly) < -tol:
            return False
    if abs(a1 - a0) < 1e-9:
        return True
    R = max(norm(sub(c, about)) for c in c0)
    sag = R * (1 - math.cos(math.radians(abs(a1 - a0) / 2)))
    H = hull(c0 + c1)
    bh = box(H)
    pending = [p for p in polys if box_gap(bh, box(p)) - sag < -tol and sat(H, p) - sag < -tol]
    if not pending:
        return True
    if depth > 22:
        if budget is not None:
            budget.cut += 1
        return True
    m = (a0 + a1) / 2
    return (turn_clear(rect, about, a0, m, pending, tol, depth + 1, budget) and
            turn_clear(rect, about, m, a1, pending, tol, depth + 1, budget))


def slide_clear(r0, r1, polys, tol=TOL):
    H = hull(r0.corners() + r1.corners())
    bh = box(H)
    return all(box_gap(bh, box(p)) >= -tol or sat(H, p) >= -tol for p in polys)


# ---------------------------------------------------------------- arcs

def arc_of(t, point):
    """the arc of t a point lies in: 135-degree lines from t's corners; on a
    line is the Flank arc"""
    d = sub(point, t.c)
    u, v = dot(d, t.r()), dot(d, t.f())
    hw, hd = t.w / 2, t.d / 2
    eps = 1e-9
    if v - hd > abs(u) - hw + eps:
        return 'front'
    if -v - hd > abs(u) - hw + eps:
        return 'rear'
    return 'right' if u > 0 else 'left'


# ---------------------------------------------------------------- charge

class Line:
    """the Target Facing as the line the charger's front will lie on"""

    def __init__(self, T, side):
        self.side = side
        a, b = T.rect.side(side)
        self.M = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        self.L = norm(sub(b, a))
        self.phiF = (T.rect.side_normal(side) + 180.0) % 360.0
        self.fF, self.rF = fvec(self.phiF), rvec(self.phiF)
        self.n = T.files if side in ('front', 'rear') else T.ranks

    def point(self, t):
        return add(self.M, self.rF, t)

    def placed(self, B, s):
        c = add(add(self.M, self.rF, s), self.fF, -B.rect.d / 2)
        return Rect(c, self.phiF, B.rect.w, B.rect.d)

    def s_of(self, rect):
        fc = add(rect.c, fvec(rect.facing), rect.d / 2)
        return dot(sub(fc, self.M), self.rF), dot(sub(fc, self.M), self.fF)


def models_in_contact(B, line, s, tol=TOL):
    WB, L = B.rect.w, line.L
    nb, nt = B.files, line.n
    bw, tw = WB / nb, L / nt
    cnt = 0
    for i in range(nb):
        lo, hi = s - WB / 2 + i * bw, s - WB / 2 + (i + 1) * bw
        if hi >= -L / 2 - tol and lo <= L / 2 + tol:
            cnt += 1
    for j in range(nt):
        lo, hi = -L / 2 + j * tw, -L / 2 + (j + 1) * tw
        if hi >= s - WB / 2 - tol and lo <= s + WB / 2 + tol:
            cnt += 1
    return cnt


def touching(a, b, tol=TOL):
    return poly_dist(a, b) <= tol and sat(a, b) >= -tol


def contact_units(world, bid, rect, tid=None, trect=None):
    """(enemies of B that B touches placed at rect, units of any side in
    contact with a unit of another side)"""
    polys = {}
    for u in world['units'].values():
        if u.removed:
            continue
        r = rect if u.id == bid else (trect if (u.id == tid and trect) else u.rect)
        polys[u.id] = r.corners()
    B = world['units'][bid]
    ids = list(polys)
    enemies = sum(1 for k in ids if k != bid and world['units'][k].side != B.side and
                  touching(polys[bid], polys[k]))
    inc = set()
    for i in range(len(ids)):
        for j in range(i + 1, len(ids)):
            a, b = world['units'][ids[i]], world['units'][ids[j]]
            if a.side != b.side and touching(polys[a.id], polys[b.id]):
                inc.add(a.id)
                inc.add(b.id)
    return enemies, len(inc)


def blockers(world, bid, tid, open_ids=()):
    """polygons the move may not pass into (T apart), and those the end may
    not overlap"""
    move, end = [], []
    for u in world['units'].values():
        if u.removed or u.id in (bid, tid):
            continue
        end.append(u.rect.corners())
        if u.id not in open_ids:
            move.append(u.rect.corners())
    for t in world['terrain']:
        if t['kind'] == 'impassable':
            move.append(t['poly'])
            end.append(t['poly'])
    bp = board_polys(world)
    return move + bp, end + bp


def pivots_for(B, line, s, tol=TOL):
    """(point, sign) about which the Align Move may turn B onto the line at
    slide s: B's front corners on the Facing, the Facing's ends on B's
    front; sign +1 means the pre-align position is turned clockwise"""
    WB, L = B.rect.w, line.L
    out = []
    tl, tr = s - WB / 2, s + WB / 2
    if -L / 2 - tol <= tl <= L / 2 + tol:
        out.append((tl, 1))
    if -L / 2 - tol <= tr <= L / 2 + tol:
        out.append((tr, -1))
    if tl - tol <= -L / 2 <= tr + tol and abs(tl - (-L / 2)) > 1e-9:
        out.append((-L / 2, 1))
    if tl - tol <= L / 2 <= tr + tol and abs(tr - L / 2) > 1e-9:
        out.append((L / 2, -1))
    return [(line.point(t), sg) for t, sg in out]


def path_to(B0, pre, move_polys, Tpoly, budget, tol=TOL):
    """a move forwards d1, one Wheel about a front corner (at most 90), then
    forwards d2 ending at pre, passing into nothing (T only touched):
    (d1, a, d2) or None"""
    a = angdiff(pre.facing, B0.facing)
    if abs(a) > 90 + 1e-9:
        return None
    polys = move_polys + [Tpoly]
    f0 = B0.f()
    if abs(a) < 1e-7:
        dl = sub(pre.c, B0.c)
        if abs(dot(dl, B0.r())) > 1e-6:
            return None
        d = dot(dl, f0)
        if d < -1e-9:
            return None
        return (d, 0.0, 0.0) if slide_clear(B0, pre, polys, tol) else None
    k = 1 if a > 0 else 0
    C0, C1 = B0.corners()[k], pre.corners()[k]
    f1 = pre.f()
    dl = sub(C1, C0)
    det = f0[0] * f1[1] - f0[1] * f1[0]
    if abs(det) < 1e-12:
        return None
    d1 = (dl[0] * f1[1] - dl[1] * f1[0]) / det
    d2 = (f0[0] * dl[1] - f0[1] * dl[0]) / det
    if d1 < -1e-9 or d2 < -1e-9:
        return None
    R1 = B0.moved(max(d1, 0))
    if not slide_clear(B0, R1, polys, tol):
        return None
    if not turn_clear(R1, R1.corners()[k], 0, a, polys, tol=tol, budget=budget):
        return None
    R2 = R1.turned(R1.corners()[k], a)
    if not slide_clear(R2, pre, polys, tol):
        return None
    return (d1, a, d2)


THETAS = [0.0] + [x * 0.5 for x in range(1, 180)]


def legs(B0, pre):
    """(a, d1, d2) of the move forwards, Wheel, forwards ending at pre"""
    a = angdiff(pre.facing, B0.facing)
    if abs(a) < 1e-7:
        return a, None, None
    k = 1 if a > 0 else 0
    C0, C1 = B0.corners()[k], pre.corners()[k]
    f0, f1 = B0.f(), pre.f()
    dl = sub(C1, C0)
    det = f0[0] * f1[1] - f0[1] * f1[0]
    if abs(det) < 1e-12:
        return a, None, None
    return a, (dl[0] * f1[1] - dl[1] * f1[0]) / det, (f0[0] * dl[1] - f0[1] * dl[0]) / det


def thetas_with_limits(B0, final, p, sg, thetas):
    """the sampled turns, and where a leg's length or the Wheel reaches its
    limit (0, or 90 degrees) between two samples, found by bisection: the
    ends reached are often only those"""
    out = list(thetas)

    def g(th):
        a, d1, d2 = legs(B0, final.turned(p, sg * th))
        if d1 is None:
            return (0.0, 0.0, 90.0 - abs(a))
        return (d1, d2, 90.0 - abs(a))
    prev = None
    for th in thetas:
        v = g(th)
        if prev is not None:
            for i in range(3):
                if (prev[1][i] < 0) != (v[i] < 0):
                    lo, hi = prev[0], th
                    for _ in range(45):
                        m = (lo + hi) / 2
                        if (g(m)[i] < 0) == (prev[1][i] < 0):
                            lo = m
                        else:
                            hi = m
                    out += [lo, hi]
        prev = (th, v)
    return sorted(set(out))


def reach_slide(B, line, s, move_polys, Tpoly, budget, thetas=THETAS):
    """a Charge Move that ends at slide s: (pivot, theta, d1, a, d2) or None"""
    final = line.placed(B, s)
    for p, sg in pivots_for(B, line, s):
        for th in thetas_with_limits(B.rect, final, p, sg, thetas):
            if th == 0.0 and sg == -1:
                continue
            pre = final.turned(p, sg * th)
            a = angdiff(pre.facing, B.rect.facing)
            if abs(a) > 90 + 1e-9:
                continue
            path = path_to(B.rect, pre, move_polys, Tpoly, budget)
            if path is None:
                continue
            if th > 0 and not turn_clear(pre, p, 0, -sg * th, move_polys + [Tpoly], budget=budget):
                continue
            return (p, sg * th) + path
    return None


def straight_placement(B, T, line, move_polys, budget):
    """rule 1: straight forward into contact, then the rotation about the
    point of contact: the slide, or None"""
    r = B.rect
    f = r.f()
    dT = travel_to_contact(r.corners(), T.rect.corners(), f)
    if dT is None:
        return None
    for p in move_polys:
        dp = travel_to_contact(r.corners(), p, f)
        if dp is not None and dp < dT - TOL:
            return None
    pre = r.moved(dT)
    # the point of contact must be on B's front and on the Target Facing
    a, b = T.rect.side(line.side)
    FL, FR = pre.corners()[0], pre.corners()[1]
    cands = []
    from geo import seg_dist
    for q in (FL, FR):
        if seg_dist(q, q, a, b) <= TOL:
            cands.append(q)
    for q in (a, b):
        if seg_dist(q, q, FL, FR) <= TOL:
            cands.append(q)
    if not cands:
        return None
    # B's front must not lie inside T's other Facings first: the contact is
    # of the front with the Facing only
    for q in T.rect.corners():
        if q not in (a, b) and seg_dist(q, q, FL, FR) <= TOL and sat(pre.corners(), T.rect.corners()) > -TOL:
            pass
    tilt = angdiff(line.phiF, pre.facing)
    if abs(tilt) < 1e-7:
        s, _ = line.s_of(pre)
        return s, pre, None
    # turn about the contact point so the front lies flat
    p = cands[0]
    fin = pre.turned(p, tilt)
    s, off = line.s_of(fin)
    if abs(off) > 1e-6:
        return None
    if not turn_clear(pre, p, 0, tilt, move_polys + [T.rect.corners()], budget=budget):
        return None
    return s, fin, p


def key_of(world, B, T, rect, aligns):
    en, inc = contact_units(world, B.id, rect)
    return (en, -inc, 0, -rect_models(world, B, T, rect), 0 if aligns else 1)


def rect_models(world, B, T, rect):
    side = world['_line'].side
    s, _ = world['_line'].s_of(rect)
    return models_in_contact(B, world['_line'], s)


def solve_charge(world, bid, tid, total, grid=0.05, side=None, plain_range=False, open_ids=(), turned=True):
    """what the text gives for a charge of bid against tid with a Charge
    Range roll of total: dict with reaches, side, best (rect, key, shift,
    aligns, route) or None. A Pursuit's charge gives the Facing found
    before its Pivot (side), its Pursuit Distance as the range
    (plain_range) and the friends of its combat (open ground)."""
    B, T = world['units'][bid], world['units'][tid]
    adv = 0.0 if plain_range else B.props.get('advance', 0.0)
    rng = adv + total
    dist = poly_dist(B.rect.corners(), T.rect.corners())
    side = side or arc_of(T.rect, B.rect.front_centre())
    out = {'range': rng, 'distance': dist, 'side': side, 'reaches': dist <= rng + TOL,
           'best': None, 'cut': 0}
    if not out['reaches']:
        return out
    line = Line(T, side)
    world['_line'] = line
    budget = Budget()
    move_polys, end_polys = blockers(world, bid, tid, open_ids)
    Tpoly = T.rect.corners()
    WB, L = B.rect.w, line.L
    smax = (WB + L) / 2
    c0 = B.rect.c

    def legal_end(rect):
        return all(sat(rect.corners(), p) >= -TOL for p in end_polys) and \
            sat(rect.corners(), Tpoly) >= -TOL

    cands = {}

    def add_s(s, aligns=False, route=None):
        s = max(-smax, min(smax, s))
        rect = line.placed(B, s)
        if not legal_end(rect):
            return
        en, inc = contact_units(world, bid, rect)
        m = models_in_contact(B, line, s)
        sh = norm(sub(rect.c, c0))
        k = (en, -inc, -m, 0 if aligns else 1, sh)
        if s not in cands or k < cands[s][0]:
            cands[s] = (k, rect, aligns, route)

    sp = straight_placement(B, T, line, move_polys, budget)
    aligned_s = None
    if sp is not None:
        s, fin, p = sp
        if legal_end(fin) and -smax - TOL <= s <= smax + TOL:
            aligned_s = s
            add_s(s, True, ('straight', p))
    # breakpoints of the models count, midpoints, a grid, the least shift
    bps = set()
    nb, nt = B.files, line.n
    for i in range(nb + 1):
        for j in range(nt + 1):
            bps.add(-L / 2 + j * L / nt - (-WB / 2 + i * WB / nb))
    bps = sorted(x for x in bps if -smax - 1e-9 <= x <= smax + 1e-9)
    pts = set(bps)
    for a, b in zip(bps, bps[1:]):
        pts.add((a + b) / 2)
    n = int(2 * smax / grid)
    for i in range(n + 1):
        pts.add(-smax + 2 * smax * i / n)
    s_near = dot(sub(add(c0, line.fF, B.rect.d / 2), line.M), line.rF)
    pts.add(max(-smax, min(smax, s_near)))
    for s in pts:
        add_s(s)
    order = sorted(cands.items(), key=lambda kv: kv[1][0])
    best = None
    tried = 0
    for s, (k, rect, aligns, route) in order:
        if aligns:
            best = (s, k, rect, aligns, route)
            break
        tried += 1
        r = reach_slide(B, line, s, move_polys, Tpoly, budget)
        if r is not None:
            best = (s, k, rect, aligns, r)
            break
    if best is not None and not best[3]:
        # the least shift may lie between the grid point found and a nearer
        # one of the same key not reached: bisect towards the nearest
        s, k, rect, aligns, r = best
        for s2, (k2, rect2, al2, _) in order:
            if k2[:4] == k[:4] and k2[4] < k[4] and abs(s2 - s) <= grid * 1.01:
                lo, hi = s, s2
                for _ in range(14):
                    mid = (lo + hi) / 2
                    rm = line.placed(B, mid)
                    kk = models_in_contact(B, line, mid)
                    if -kk != k[2] or not legal_end(rm) or contact_units(world, bid, rm)[:2] != (k[0], -k[1]):
                        hi = mid
                        continue
                    rr = reach_slide(B, line, mid, move_polys, Tpoly, budget)
                    if rr is None:
                        hi = mid
                    else:
                        lo, r = mid, rr
                if lo != s:
                    rect = line.placed(B, lo)
                    best = (lo, k[:4] + (norm(sub(rect.c, c0)),), rect, False, r)
                    s = lo
    out['cut'] = budget.cut
    out['tried'] = tried
    out['aligned_s'] = aligned_s
    if best is not None:
        s, k, rect, aligns, r = best
        out['best'] = {'s': s, 'key': k, 'rect': rect, 'aligns': aligns, 'route': r}
    out['line'] = line
    # Aligning Units 2: the ends turning the Charged unit
    ts = TurnSearch(world, B, T, line, move_polys, end_polys, budget)
    out['turn_search'] = ts
    # The turned ends are sought where they may decide: where the charger
    # has no end of its own, where turning T may bring a friend of the
    # charger into the combat (Maximising Contact 2 ranks above 3), or where
    # rulec turned T (turned='always').
    tdiag = math.hypot(T.rect.w, T.rect.d)
    near_friend = any(u.side == B.side and u.id != bid and not u.removed and
                      poly_dist(u.rect.corners(), Tpoly) < tdiag for u in world['units'].values())
    out['turned_sought'] = bool(turned == 'always' or (turned and (best is None or near_friend)))
    if out['turned_sought']:
        tsl = set(bps) | set((a + b) / 2 for a, b in zip(bps, bps[1:]))
        n2 = int(2 * smax / 0.25)
        tsl |= set(-smax + 2 * smax * i / n2 for i in range(n2 + 1))
        tsl.add(max(-smax, min(smax, s_near)))
        tc = sorted(ts.search(sorted(tsl), dth=2.0), key=lambda c: c[0])
        ok = best[1] if best is not None else None
        # refined where a turned end may be the answer
        if tc and (ok is None or tc[0][0][:2] < ok[:2] or turned == 'always'):
            tc = ts.refine(tc, 0.25)
        out['turned'] = tc
    else:
        out['turned'] = []
    out['check'] = lambda s: reach_slide(B, line, s, move_polys, Tpoly, budget,
                                         thetas=[0.0] + [x * 0.05 for x in range(1, 1800)])
    out['key_at'] = lambda rect, aligns: (contact_units(world, bid, rect)[0],
                                          -contact_units(world, bid, rect)[1],
                                          -models_in_contact(B, line, line.s_of(rect)[0]),
                                          0 if aligns else 1, norm(sub(rect.c, c0)))
    out['legal_end'] = legal_end
    return out


def place_back(world, pid, eid, side):
    """Pursuit step 1: P removed and placed back with its Front flat on
    E's Facing side, most models Engaged (Maximising Contact), the Centre
    as close as possible to where it stood; no move, Unit Spacing ignored;
    None when no placement has room"""
    P, E = world['units'][pid], world['units'][eid]
    line = Line(E, side)
    WB, L = P.rect.w, line.L
    smax = (WB + L) / 2
    c0 = P.rect.c
    _, end_polys = blockers(world, pid, eid)
    Tpoly = E.rect.corners()
    pts = set()
    nb, nt = P.files, line.n
    bps = sorted(set(-L / 2 + j * L / nt - (-WB / 2 + i * WB / nb)
                     for i in range(nb + 1) for j in range(nt + 1)))
    bps = [x for x in bps if -smax - 1e-9 <= x <= smax + 1e-9]
    pts |= set(bps)
    for a, b in zip(bps, bps[1:]):
        pts.add((a + b) / 2)
    n = int(2 * smax / 0.01)
    for i in range(n + 1):
        pts.add(-smax + 2 * smax * i / n)
    s_near = dot(sub(add(c0, line.fF, P.rect.d / 2), line.M), line.rF)
    pts.add(max(-smax, min(smax, s_near)))
    best = None
    for s in pts:
        rect = line.placed(P, s)
        if not all(sat(rect.corners(), p) >= -TOL for p in end_polys) or sat(rect.corners(), Tpoly) < -TOL:
            continue
        en, inc = contact_units(world, pid, rect)
        k = (en, -inc, -models_in_contact(P, line, s), norm(sub(rect.c, c0)))
        if best is None or k < best[0]:
            best = (k, s, rect)
    return best, line


def route_penetration(world, bid, tid, route, n=1500):
    """the deepest a witness route passes into anything (dense samples):
    near -TOL the route only grazes within the tolerance, which rulec,
    bisecting the end of a stretch, does not allow itself"""
    B, T = world['units'][bid], world['units'][tid]
    mp, _ = blockers(world, bid, tid)
    obs = mp + [T.rect.corners()]
    if route[0] == 'straight':
        return 0.0
    p, th, d1, a, d2 = route
    worst = 0.0
    r = B.rect

    def pen(rect):
        c = rect.corners()
        bc = box(c)
        return min([sat(c, o) for o in obs if box_gap(bc, box(o)) < 0.01] + [1.0])
    for i in range(n + 1):
        worst = min(worst, pen(r.moved(d1 * i / n)))
    R1 = r.moved(d1)
    k = 1 if a > 0 else 0
    piv = R1.corners()[k]
    for i in range(n + 1):
        worst = min(worst, pen(R1.turned(piv, a * i / n)))
    R2 = R1.turned(piv, a)
    for i in range(n + 1):
        worst = min(worst, pen(R2.moved(d2 * i / n)))
    pre = R2.moved(d2)
    for i in range(n + 1):
        worst = min(worst, pen(pre.turned(p, -th * i / n)))
    return worst


# ---------------------------------------------------------------- Aligning Units 2

# Seed 003, Aligning Units: "1 - The owner rotates the Charging unit around
# the point where it contacted the enemy ... 2 - Instead, if this will not
# align the two units properly, for example due to interfering Terrain or
# other units, players may rotate the Charged unit so that the Charged unit's
# contacted Facing and the Charging unit's Front Facing are parallel if this
# will achieve proper contact between them, or do a combination of the two,
# starting with the Charging unit and rotating the enemy unit as little as
# possible." "The Charged unit must only be moved if it is the only way to
# align the units. Units can never be moved if they are already Engaged in
# Combat."
#
# Read here: a move into contact (forwards, one Wheel of at most 90,
# forwards, touching the Target Facing at p) whose charger's rotation about
# p (rule 1) passes into a body somewhere on its way may end with the
# Charged unit turned about p instead: all of the turn (the charger stays
# where the move left it), or the combination, the charger turning first
# until it touches what stops it, the Charged unit the rest. The Charged
# unit's turn may not pass into (or end overlapping) a unit, Impassable
# Terrain or the board edge, as the charger's own rotation may not, and it
# is not turned when it already touches a friend of the charger. Where the
# charger's own rotation at that contact is clear, the Charged unit is not
# turned ("only way to align"): that contact gives the charger's own end.
#
# The picture: the charger flat on the Facing at slide s and the Charged
# unit, turned as one body about p by the rest rho, so the models in
# contact are those of slide s.

STOL = TOL / 1000  # a move judged as rulec judges the turned ends' moves


def rotation_centre(r0, r1):
    """the point about which r0 turned gives r1 (None for a translation)"""
    a = angdiff(r1.facing, r0.facing)
    if abs(a) < 1e-9:
        return None
    # c1 = rot(c0, p, a): solve p from rot(c0 - p) + p = c1
    th = math.radians(a)
    c, s = math.cos(th), math.sin(th)
    # clockwise: x' = x c + y s, y' = -x s + y c (x = c0 - p)
    # (I - R) p = c1 - R c0
    R = ((c, s), (-s, c))
    rc0 = (R[0][0] * r0.c[0] + R[0][1] * r0.c[1], R[1][0] * r0.c[0] + R[1][1] * r0.c[1])
    b = (r1.c[0] - rc0[0], r1.c[1] - rc0[1])
    m00, m01, m10, m11 = 1 - R[0][0], -R[0][1], -R[1][0], 1 - R[1][1]
    det = m00 * m11 - m01 * m10
    return ((b[0] * m11 - m01 * b[1]) / det, (m00 * b[1] - m10 * b[0]) / det)


def own_share(pre, p, a, polys, budget):
    """the share (0..1) of the turn a about p that pre makes before it
    touches a body of polys it would pass into: 1.0 when the whole turn is
    clear (by more than the tolerance)"""
    if turn_clear(pre, p, 0, a, polys, budget=budget):
        return 1.0
    lo, hi = 0.0, 1.0
    for _ in range(24):
        m = (lo + hi) / 2
        if turn_clear(pre, p, 0, a * m, polys, budget=budget):
            lo = m
        else:
            hi = m
    # lo passes into a body by at most the tolerance: back to where it
    # first touches (the position's own overlap, no sweep)
    def over(m):
        c = pre.turned(p, a * m).corners()
        bc = box(c)
        return any(box_gap(bc, box(q)) < 0 and sat(c, q) < -1e-9 for q in polys)
    if not over(lo):
        return lo
    lo2, hi2 = 0.0, lo
    for _ in range(50):
        m = (lo2 + hi2) / 2
        if over(m):
            hi2 = m
        else:
            lo2 = m
    return lo2


class TurnSearch:
    """the ends turning the Charged unit (strict reading above)"""

    def __init__(self, world, B, T, line, move_polys, end_polys, budget):
        self.world, self.B, self.T, self.line = world, B, T, line
        self.move_polys, self.end_polys, self.budget = move_polys, end_polys, budget
        self.Tpoly = T.rect.corners()
        self.t_polys = [u.rect.corners() for u in world['units'].values()
                        if not u.removed and u.id not in (B.id, T.id)]
        self.t_polys += [t['poly'] for t in world['terrain'] if t['kind'] == 'impassable']
        self.t_polys += board_polys(world)
        self.turnable = not any(u.side == B.side and not u.removed and u.id != B.id and
                                touching(u.rect.corners(), self.Tpoly)
                                for u in world['units'].values())
        self.c0 = B.rect.c

    def variants(self, pre, p, a, strict=True):
        """the turned ends of the move into contact at pre (its rule 1 turn
        a about p): [(variant, Bend, Tend, rho)]; [] where rule 1 is clear
        (strict) or nothing may turn"""
        lam = own_share(pre, p, a, self.move_polys, self.budget)
        if lam >= 1.0 and strict:
            return []
        out = []
        shares = [0.0] if lam >= 1.0 or lam <= 1e-9 else [0.0, lam]
        for sh in shares:
            rest = a * (1 - sh)
            if abs(rest) > 90 + 1e-9:
                continue
            Bend = pre.turned(p, a * sh)
            Tend = self.T.rect.turned(p, -rest)
            if not turn_clear(self.T.rect, p, 0, -rest, self.t_polys, budget=self.budget):
                continue
            if not all(sat(Bend.corners(), q) >= -TOL for q in self.end_polys):
                continue
            out.append(('combination' if sh > 0 else 'target', Bend, Tend, abs(rest)))
        return out

    def key(self, Bend, Tend, rho, s):
        en, inc = contact_units(self.world, self.B.id, Bend, self.T.id, Tend)
        m = models_in_contact(self.B, self.line, s)
        return (en, -inc, 1, -m, 1, rho, norm(sub(Bend.c, self.c0)))

    def near_body(self, final, p):
        """whether any body but T lies within the disc the charger sweeps
        turning about p (no rotation about p can be blocked otherwise)"""
        R = max(norm(sub(q, p)) for q in final.corners()) + 0.01
        bb = (p[0] - R, p[1] - R, p[0] + R, p[1] + R)
        return any(box_gap(bb, box(q)) < 0 for q in self.move_polys)

    def straight(self):
        """the straight move's contact: (pre, p, a) or None"""
        B, T, line = self.B, self.T, self.line
        r = B.rect
        f = r.f()
        dT = travel_to_contact(r.corners(), self.Tpoly, f)
        if dT is None:
            return None
        for q in self.move_polys:
            dp = travel_to_contact(r.corners(), q, f)
            if dp is not None and dp < dT - STOL:
                return None
        pre = r.moved(dT)
        a_, b_ = T.rect.side(line.side)
        from geo import seg_dist
        FL, FR = pre.corners()[0], pre.corners()[1]
        cands = [q for q in (FL, FR) if seg_dist(q, q, a_, b_) <= TOL]
        cands += [q for q in (a_, b_) if seg_dist(q, q, FL, FR) <= TOL]
        if not cands:
            return None
        tilt = angdiff(line.phiF, pre.facing)
        if abs(tilt) < 1e-7:
            return None
        return pre, cands[0], tilt

    def search(self, slides, dth=1.0, strict=True, straight=True):
        """the candidates: (key, s, variant, Bend, Tend, route)"""
        out = []
        if not self.turnable:
            return out
        st = self.straight() if straight else None
        if st is not None:
            pre, p, a = st
            fin = pre.turned(p, a)
            s0, _ = self.line.s_of(fin)
            for v, Bend, Tend, rho in self.variants(pre, p, a, strict):
                out.append((self.key(Bend, Tend, rho, s0), s0, v, Bend, Tend, ('straight', p, a)))
        ths = [x * dth for x in range(1, int(90 / dth) + 1)]
        for s in slides:
            final = self.line.placed(self.B, s)
            for p, sg in pivots_for(self.B, self.line, s):
                if not self.near_body(final, p):
                    continue
                best = {}
                prev_bad = 0.0
                for th in thetas_with_limits(self.B.rect, final, p, sg, ths):
                    if th <= 0:
                        continue
                    if not self.moves(final, p, sg, th, strict):
                        prev_bad = th
                        continue
                    if prev_bad is not None and th - prev_bad > 1e-9:
                        # the least turn where a move gets there (the
                        # Charged unit's turn only grows with it)
                        lo, hi = prev_bad, th
                        for _ in range(30):
                            m = (lo + hi) / 2
                            if self.moves(final, p, sg, m, strict):
                                hi = m
                            else:
                                lo = m
                        th = hi
                    got = self.at(final, p, sg, th, strict)
                    prev_bad = None
                    for v, Bend, Tend, rho in got:
                        k = self.key(Bend, Tend, rho, s)
                        if v not in best or k < best[v][0]:
                            best[v] = (k, s, v, Bend, Tend, (p, sg * th))
                out += best.values()
        return out

    def least_at(self, s, dth=0.5, strict=True):
        """the best turned candidate at slide s, or None"""
        got = self.search([s], dth=dth, strict=strict, straight=False)
        return min(got, key=lambda c: c[0]) if got else None

    def refine(self, cands, h, strict=True):
        """golden-section search of the least turn, then shift, about each
        of the best few slides (the least turn may lie between two slides
        tried, where two bodies bound it from either side)"""
        out = list(cands)
        seen = []
        for c in sorted(cands, key=lambda c: c[0])[:2]:
            s0 = c[1]
            if any(abs(s0 - x) < 1e-9 for x in seen) or c[5][0] == 'straight':
                continue
            seen.append(s0)
            head = c[0][:5]

            def f(x):
                g = self.least_at(x, dth=1.0, strict=strict)
                if g is None or g[0][:5] != head:
                    return None, (math.inf, math.inf)
                return g, g[0][5:]
            lo, hi = s0 - h, s0 + h
            gr = 0.6180339887498949
            a, b = hi - gr * (hi - lo), lo + gr * (hi - lo)
            ga, fa = f(a)
            gb, fb = f(b)
            for _ in range(16):
                if fa <= fb:
                    hi, b, gb, fb = b, a, ga, fa
                    a = hi - gr * (hi - lo)
                    ga, fa = f(a)
                else:
                    lo, a, ga, fa = a, b, gb, fb
                    b = lo + gr * (hi - lo)
                    gb, fb = f(b)
            for g in (ga, gb):
                if g is not None:
                    out.append(g)
        return sorted(out, key=lambda c: c[0])

    def moves(self, final, p, sg, th, strict):
        """whether a move into contact ends at final turned by th about p,
        rule 1 blocked there (strict)"""
        pre = final.turned(p, sg * th)
        a = angdiff(pre.facing, self.B.rect.facing)
        if abs(a) > 90 + 1e-9:
            return False
        if strict and turn_clear(pre, p, 0, -sg * th, self.move_polys, budget=self.budget):
            return False
        return path_to(self.B.rect, pre, self.move_polys, self.Tpoly, self.budget) is not None

    def at(self, final, p, sg, th, strict):
        pre = final.turned(p, sg * th)
        a = angdiff(pre.facing, self.B.rect.facing)
        if abs(a) > 90 + 1e-9:
            return []
        # rule 1 blocked first (cheap), then the move into contact
        if strict and turn_clear(pre, p, 0, -sg * th, self.move_polys, budget=self.budget):
            return []
        if path_to(self.B.rect, pre, self.move_polys, self.Tpoly, self.budget) is None:
            return []
        return self.variants(pre, p, -sg * th, strict)


def turned_route_penetration(ts, s, route, n=1500):
    """the deepest a turned end's move into contact passes into a body
    (dense samples): near -TOL the witness only grazes within the
    tolerance, where rulec, judging the turned ends' moves with the
    tolerance shrunk a thousandfold, finds a larger least turn"""
    B = ts.B
    if route[0] == 'straight':
        return 0.0
    p, a = route
    pre = ts.line.placed(B, s).turned(p, a)
    path = path_to(B.rect, pre, ts.move_polys, ts.Tpoly, ts.budget)
    if path is None:
        return -1.0
    d1, wa, d2 = path
    obs = ts.move_polys + [ts.Tpoly]

    def pen(rect):
        c = rect.corners()
        bc = box(c)
        return min([sat(c, o) for o in obs if box_gap(bc, box(o)) < 0.01] + [1.0])
    worst = 0.0
    r = B.rect
    for i in range(n + 1):
        worst = min(worst, pen(r.moved(d1 * i / n)))
    R1 = r.moved(d1)
    if abs(wa) > 1e-9:
        k = 1 if wa > 0 else 0
        piv = R1.corners()[k]
        for i in range(n + 1):
            worst = min(worst, pen(R1.turned(piv, wa * i / n)))
        R1 = R1.turned(piv, wa)
    for i in range(n + 1):
        worst = min(worst, pen(R1.moved(d2 * i / n)))
    return worst
