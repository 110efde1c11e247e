"""Independent checker for tests/t9a/fresh6 (python3 check.py [NAME...]).

Written from the seed texts, INDEX.md and geometry.md alone; it shares no code with gen.py
(which wrote the expectations) beyond reading the YAML.  For every charge it
  - recomputes the distance (brute force over the boundary segments) and the Charge Range,
  - finds the arc of the Charger's front-centre,
  - and, where the charge reaches, SIMULATES Charge Moves: forward d0, one Wheel of phi
    (either way, about the inner front corner, 0..90 degrees in 0.25-degree steps), forward
    into first contact, then the Align Move about the point of contact; each part checked
    against every other unit and Impassable Terrain (a translation by the convex hull of its
    two ends, the turns in small steps) and against the board edge.
  Among the ends reached it takes the most models in base contact (base to base, corner to
  corner counts), then the straight-ahead end (Aligning Units rule 1), then the least move
  of the Centre, and compares with the expectation: the expected end must be flush, free,
  have at least that many models in contact, and lie within 0.03in of a sampled end (the
  sampling step) while moving the Centre no more than 0.03in beyond the least sampled move.
For flee and pursuit it recomputes each expected centre with plain formulas.
"""
import math
import os
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))


def length(v):
    if isinstance(v, (int, float)):
        return float(v)
    v = str(v).strip()
    for suf, k in (('mm', 1 / 25.4), ('cm', 1 / 2.54), ('in', 1.0), ('"', 1.0)):
        if v.endswith(suf):
            return float(v[:-len(suf)]) * k
    return float(v)


def vf(b):
    a = math.radians(b)
    return math.sin(a), math.cos(a)


def vr(b):
    a = math.radians(b)
    return math.cos(a), -math.sin(a)


class R:
    def __init__(self, d):
        self.side = d['side']
        self.c = (length(d['centre'][0]), length(d['centre'][1]))
        self.b = float(d.get('facing', 0)) % 360
        self.files = d.get('files', 1)
        self.ranks = d.get('ranks', 1)
        self.fw, self.fd = length(d['base'][0]), length(d['base'][1])
        self.props = d.get('props', {}) or {}
        self.state = d.get('state', []) or []

    def moved(self, c, b):
        r = R.__new__(R)
        r.__dict__.update(self.__dict__)
        r.c, r.b = c, b % 360
        return r

    def poly(self, c=None, b=None):
        c = c or self.c
        b = self.b if b is None else b
        f, r = vf(b), vr(b)
        W, D = self.files * self.fw / 2, self.ranks * self.fd / 2
        return [(c[0] + f[0] * D - r[0] * W, c[1] + f[1] * D - r[1] * W),
                (c[0] + f[0] * D + r[0] * W, c[1] + f[1] * D + r[1] * W),
                (c[0] - f[0] * D + r[0] * W, c[1] - f[1] * D + r[1] * W),
                (c[0] - f[0] * D - r[0] * W, c[1] - f[1] * D - r[1] * W)]

    def base_polys(self, front_only=False):
        f, r = vf(self.b), vr(self.b)
        W, D = self.files * self.fw, self.ranks * self.fd
        out = []
        for j in range(1 if front_only else self.ranks):
            for i in range(self.files):
                x = -W / 2 + self.fw * (i + 0.5)
                y = D / 2 - self.fd * (j + 0.5)
                cc = (self.c[0] + r[0] * x + f[0] * y, self.c[1] + r[1] * x + f[1] * y)
                hw, hd = self.fw / 2, self.fd / 2
                out.append([(cc[0] + f[0] * hd - r[0] * hw, cc[1] + f[1] * hd - r[1] * hw),
                            (cc[0] + f[0] * hd + r[0] * hw, cc[1] + f[1] * hd + r[1] * hw),
                            (cc[0] - f[0] * hd + r[0] * hw, cc[1] - f[1] * hd + r[1] * hw),
                            (cc[0] - f[0] * hd - r[0] * hw, cc[1] - f[1] * hd - r[1] * hw)])
        return out


def pen(P, Q):
    best = 1e18
    for poly in (P, Q):
        n = len(poly)
        for i in range(n):
            ex, ey = poly[(i + 1) % n][0] - poly[i][0], poly[(i + 1) % n][1] - poly[i][1]
            l = math.hypot(ex, ey)
            if l < 1e-12:
                continue
            ax = (-ey / l, ex / l)
            pa = [p[0] * ax[0] + p[1] * ax[1] for p in P]
            qa = [q[0] * ax[0] + q[1] * ax[1] for q in Q]
            best = min(best, min(max(pa), max(qa)) - max(min(pa), min(qa)))
    return best


def segdist(p, a, b):
    abx, aby = b[0] - a[0], b[1] - a[1]
    l2 = abx * abx + aby * aby
    t = 0 if l2 == 0 else max(0, min(1, ((p[0] - a[0]) * abx + (p[1] - a[1]) * aby) / l2))
    return math.hypot(p[0] - a[0] - t * abx, p[1] - a[1] - t * aby)


def pdist(P, Q):
    if pen(P, Q) > 1e-12:
        return 0.0
    best = 1e18
    for poly, other in ((P, Q), (Q, P)):
        for p in poly:
            for i in range(len(other)):
                best = min(best, segdist(p, other[i], other[(i + 1) % len(other)]))
    return best


def hull(pts):
    pts = sorted(set(pts))
    if len(pts) <= 2:
        return pts

    def cr(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
    lo, up = [], []
    for p in pts:
        while len(lo) >= 2 and cr(lo[-2], lo[-1], p) <= 0:
            lo.pop()
        lo.append(p)
    for p in reversed(pts):
        while len(up) >= 2 and cr(up[-2], up[-1], p) <= 0:
            up.pop()
        up.append(p)
    return lo[:-1] + up[:-1]


def rot(p, c, deg):
    a = math.radians(deg)
    dx, dy = p[0] - c[0], p[1] - c[1]
    return (c[0] + dx * math.cos(a) + dy * math.sin(a), c[1] - dx * math.sin(a) + dy * math.cos(a))


def arc(T, p):
    f, r = vf(T.b), vr(T.b)
    d = (p[0] - T.c[0], p[1] - T.c[1])
    u, v = d[0] * r[0] + d[1] * r[1], d[0] * f[0] + d[1] * f[1]
    a, b = T.files * T.fw / 2, T.ranks * T.fd / 2
    if v - b > abs(u) - a:
        return 'front'
    if -v - b > abs(u) - a:
        return 'rear'
    return 'left' if u < 0 else 'right'


def facing_line(T, facing):
    FL, FR, RR, RL = T.poly()
    return {'front': (FL, FR), 'rear': (RR, RL), 'left': (RL, FL), 'right': (FR, RR)}[facing]


def first_contact(poly, d, target):
    """least t >= 0 with poly + t d touching target (exact ray casting), or None."""
    best = None
    for (src, dst, sgn) in ((poly, target, 1), (target, poly, -1)):
        dd = (d[0] * sgn, d[1] * sgn)
        for v in src:
            for i in range(len(dst)):
                a, b = dst[i], dst[(i + 1) % len(dst)]
                ex, ey = b[0] - a[0], b[1] - a[1]
                den = dd[0] * ey - dd[1] * ex
                if abs(den) < 1e-12:
                    continue
                wx, wy = a[0] - v[0], a[1] - v[1]
                t = (wx * ey - wy * ex) / den
                lam = (wx * dd[1] - wy * dd[0]) / den
                if -1e-9 <= lam <= 1 + 1e-9 and t >= -1e-9:
                    if best is None or t < best:
                        best = t
    return best


def count_contact(C, T, tol):
    cb = C.base_polys()
    tb = T.base_polys()
    nc = sum(1 for p in cb if any(pdist(p, q) <= tol for q in tb))
    nt = sum(1 for q in tb if any(pdist(p, q) <= tol for p in cb))
    return nc + nt


def simulate(C, T, facing, blockers, board, tol):
    """all sampled Charge Move ends: (centre, facing, straight?)"""
    A, B = facing_line(T, facing)
    ux, uy = B[0] - A[0], B[1] - A[1]
    Lf = math.hypot(ux, uy)
    nx, ny = -uy / Lf, ux / Lf
    # outward normal: pointing away from T's centre
    if (A[0] - T.c[0]) * nx + (A[1] - T.c[1]) * ny < 0:
        nx, ny = -nx, -ny
    bf = math.degrees(math.atan2(-nx, -ny)) % 360
    TP = T.poly()

    def free(P, withT=True):
        for q in blockers:
            if pen(P, q) > tol:
                return False
        if withT and pen(P, TP) > tol:
            return False
        for p in P:
            if p[0] < -tol or p[1] < -tol or p[0] > board[0] + tol or p[1] > board[1] + tol:
                return False
        return True

    ends = []
    f0 = vf(C.b)
    for side in (1, -1):
        d0 = 0.0
        while d0 <= 30:
            c1 = (C.c[0] + f0[0] * d0, C.c[1] + f0[1] * d0)
            P1 = C.poly(c1)
            if not free(hull(C.poly() + P1)):
                break
            pivot = P1[1] if side == 1 else P1[0]
            phis = [0.0] if side == 1 and d0 == 0 else []
            phis += [k * 0.25 for k in range(1, 361)]
            for phi in phis:
                b1 = C.b + side * phi
                c2 = rot(c1, pivot, side * phi)
                P2 = C.poly(c2, b1)
                if phi > 0:
                    okw = all(free(C.poly(rot(c1, pivot, side * phi * k / 6), C.b + side * phi * k / 6))
                              for k in range(1, 7))
                    if not okw:
                        break
                f1 = vf(b1)
                t = first_contact(P2, f1, TP)
                if t is None:
                    continue
                c3 = (c2[0] + f1[0] * t, c2[1] + f1[1] * t)
                P3 = C.poly(c3, b1)
                if not free(hull(P2 + P3), withT=False) or pen(P3, TP) > tol:
                    continue
                if any(pen(hull(P2 + P3), q) > tol for q in blockers):
                    continue
                # the point of contact: a corner of C on T's facing, or a corner of T on C's front
                FLc, FRc = P3[0], P3[1]
                cands = []
                for p in (FLc, FRc):
                    if segdist(p, A, B) <= 1e-6:
                        cands.append(p)
                for p in (A, B):
                    if segdist(p, FLc, FRc) <= 1e-6:
                        cands.append(p)
                if not cands:
                    continue
                p = cands[0]
                delta = (bf - b1 + 180) % 360 - 180
                okr = True
                for k in range(1, 13):
                    cc = rot(c3, p, delta * k / 12)
                    if not free(C.poly(cc, b1 + delta * k / 12)):
                        okr = False
                        break
                if not okr:
                    continue
                cend = rot(c3, p, delta)
                Pe = C.poly(cend, bf)
                # flush: C's front on the facing line
                if abs((Pe[0][0] - A[0]) * nx + (Pe[0][1] - A[1]) * ny) > 1e-6:
                    continue
                ends.append((cend, bf, phi == 0 and side == 1 and d0 == 0))
            d0 += 0.5
    return ends


def check_charge(name, d, errs):
    units = {k: R(v) for k, v in d['units'].items()}
    tol = length(d.get('tolerance', '0.001in'))
    board = (length(d['board']['width']), length(d['board']['depth']))
    C, T = units[d['args']['unit']], units[d['args']['target']]
    adv = length(C.props.get('advance', 0))
    rng = d['dice'][0] + adv
    dist = pdist(C.poly(), T.poly())
    exp = d['expect']['units'][d['args']['unit']]
    ec = (length(exp['centre'][0]), length(exp['centre'][1]))
    eb = float(exp['facing'])
    failed = 'failed_charge %s %s' % (d['args']['unit'], d['args']['target']) in (d['expect'].get('events') or [])
    if rng < dist - tol:
        if not failed or math.hypot(ec[0] - C.c[0], ec[1] - C.c[1]) > 1e-6:
            errs.append('%s: out of range (%.4f < %.4f) but not expected to fail in place' % (name, rng, dist))
        return 'short %.4f < %.4f' % (rng, dist)
    facing = arc(T, C.poly()[0] and ((C.poly()[0][0] + C.poly()[1][0]) / 2, (C.poly()[0][1] + C.poly()[1][1]) / 2))
    blockers = [u.poly() for k, u in units.items() if u is not C and u is not T]
    blockers += [[(length(p[0]), length(p[1])) for p in t['polygon']] for t in d.get('terrain', []) or []
                 if t['kind'] == 'impassable']
    ends = simulate(C, T, facing, blockers, board, tol)
    if failed:
        if ends:
            errs.append('%s: expected to fail, but %d sampled Charge Moves end flush' % (name, len(ends)))
        return 'no room (%d ends)' % len(ends)
    if not ends:
        errs.append('%s: no sampled Charge Move reaches the %s' % (name, facing))
        return 'unreached'
    scored = []
    for (c, b, straight) in ends:
        scored.append((count_contact(C.moved(c, b), T, tol), straight, math.hypot(c[0] - C.c[0], c[1] - C.c[1]), c, b))
    best = max(s[0] for s in scored)
    top = [s for s in scored if s[0] == best]
    st = [s for s in top if s[1]]
    pick = st[0] if st else min(top, key=lambda s: s[2])
    E = C.moved(ec, eb)
    ecount = count_contact(E, T, tol)
    Pe = E.poly()
    okfree = all(pen(Pe, q) <= tol for q in blockers) and pen(Pe, T.poly()) <= tol
    emove = math.hypot(ec[0] - C.c[0], ec[1] - C.c[1])
    near = min(math.hypot(s[3][0] - ec[0], s[3][1] - ec[1]) for s in scored if abs((s[4] - eb + 180) % 360 - 180) < 0.01)
    msg = 'sampled best %d at %s (move %.4f); expected %d at (%.4f, %.4f) (move %.4f), nearest sampled end %.4f' % (
        best, '(%.4f, %.4f)' % pick[3], pick[2], ecount, ec[0], ec[1], emove, near)
    if not okfree:
        errs.append('%s: expected end overlaps something' % name)
    if ecount < best:
        errs.append('%s: expected end has %d in contact, a sampled Charge Move reaches %d: %s' % (name, ecount, best, msg))
    if st and math.hypot(st[0][3][0] - ec[0], st[0][3][1] - ec[1]) > 1e-3:
        errs.append('%s: the straight-ahead end has the most, expected elsewhere: %s' % (name, msg))
    if not st and emove > pick[2] + 0.03:
        errs.append('%s: a sampled end moves less: %s' % (name, msg))
    if near > 0.03:
        errs.append('%s: expected end is not near any sampled Charge Move end: %s' % (name, msg))
    return msg


def check_flee(name, d, errs):
    units = {k: R(v) for k, v in d['units'].items()}
    a = d['args']
    U = units[a['unit']]
    exp = d['expect']['units'][a['unit']]
    dice = d['dice'][0]
    if a['reason'] in ('charge_reaction', 'terror'):
        X = units[a['from']]
        b = math.degrees(math.atan2(U.c[0] - X.c[0], U.c[1] - X.c[1])) % 360
    elif a['reason'] == 'failed_break':
        X = units[a['from']]
        b = X.b   # rear parallel to the enemy's front, facing away from it
    else:
        en = [u for u in units.values() if u.side != U.side and 'shaken' not in u.state]
        X = min(en, key=lambda u: pdist(U.poly(), u.poly()))
        b = math.degrees(math.atan2(U.c[0] - X.c[0], U.c[1] - X.c[1])) % 360
    f = vf(b)
    end = (U.c[0] + f[0] * dice, U.c[1] + f[1] * dice)
    obst = [u.poly() for u in units.values() if u is not U]
    obst += [[(length(p[0]), length(p[1])) for p in t['polygon']] for t in d.get('terrain', []) or []
             if t['kind'] == 'impassable']
    while any(pen(U.poly(end, b), q) > 1e-9 for q in obst):
        end = (end[0] + f[0] * 0.0005, end[1] + f[1] * 0.0005)
    board = (length(d['board']['width']), length(d['board']['depth']))
    off = any(p[0] <= 1e-3 or p[1] <= 1e-3 or p[0] >= board[0] - 1e-3 or p[1] >= board[1] - 1e-3
              for p in U.poly(end, b))
    if off:
        if not exp.get('removed'):
            errs.append('%s: flee reaches the table edge, expected not removed' % name)
        return 'off the table'
    ec = (length(exp['centre'][0]), length(exp['centre'][1]))
    if math.hypot(ec[0] - end[0], ec[1] - end[1]) > 0.002 or abs((float(exp['facing']) - b + 180) % 360 - 180) > 0.01:
        errs.append('%s: flee ends at (%.4f, %.4f) facing %.4f, expected %s' % (name, end[0], end[1], b, exp))
    return 'ends (%.4f, %.4f) facing %.4f' % (end[0], end[1], b)


def check_pursue(name, d, errs):
    units = {k: R(v) for k, v in d['units'].items()}
    B, A = units[d['args']['unit']], units[d['args']['pursued']]
    dice = d['dice'][0]
    exp = d['expect']['units'][d['args']['unit']]
    b = A.b
    f = vf(b)
    if 'flee_distance' in A.props and dice >= length(A.props['flee_distance']):
        A.state = A.state + ['removed']   # caught: destroyed before anyone moves
    board = (length(d['board']['width']), length(d['board']['depth']))
    enemies = [u for k, u in units.items() if u.side != B.side and u is not A and 'removed' not in u.state]
    ahead_w = B.files * B.fw
    P0 = B.poly(B.c, b)
    rect = hull([P0[0], P0[1], (P0[0][0] + f[0] * dice, P0[0][1] + f[1] * dice), (P0[1][0] + f[0] * dice, P0[1][1] + f[1] * dice)])
    if any(pen(rect, e.poly()) > -1e-9 for e in enemies):
        return check_charge(name, {**d, 'args': {'unit': d['args']['unit'], 'target': [k for k, u in units.items() if u in enemies][0]}}, errs)
    obst = [u.poly() for k, u in units.items() if u is not B and not u.state.count('removed')]
    obst += [[(length(p[0]), length(p[1])) for p in t['polygon']] for t in d.get('terrain', []) or []
             if t['kind'] == 'impassable']
    t = 0.0
    while t < dice:
        nt = min(dice, t + 0.0005)
        if any(pen(B.poly((B.c[0] + f[0] * nt, B.c[1] + f[1] * nt), b), q) > 1e-9 for q in obst):
            break
        P = B.poly((B.c[0] + f[0] * nt, B.c[1] + f[1] * nt), b)
        if any(p[0] > board[0] or p[1] > board[1] or p[0] < 0 or p[1] < 0 for p in P):
            if not exp.get('removed'):
                errs.append('%s: pursues off the board, expected not removed' % name)
            return 'off the board'
        t = nt
    # Unit Spacing: back until 1in from everything
    while t > 0 and any(pdist(B.poly((B.c[0] + f[0] * t, B.c[1] + f[1] * t), b), q) < 1 - 1e-9 for q in obst):
        t -= 0.0005
    end = (B.c[0] + f[0] * t, B.c[1] + f[1] * t)
    ec = (length(exp['centre'][0]), length(exp['centre'][1]))
    if math.hypot(ec[0] - end[0], ec[1] - end[1]) > 0.002:
        errs.append('%s: pursuit ends at (%.4f, %.4f), expected (%.4f, %.4f)' % (name, end[0], end[1], *ec))
    return 'ends (%.4f, %.4f) facing %.2f' % (end[0], end[1], b)


def main():
    names = sys.argv[1:]
    errs = []
    files = sorted(f for f in os.listdir(HERE) if f.endswith('.yaml'))
    for fn in files:
        name = fn[:-5]
        if names and not any(n in name for n in names):
            continue
        d = yaml.safe_load(open(os.path.join(HERE, fn)))
        run = d['run']
        if run == 'charge':
            msg = check_charge(name, d, errs)
        elif run == 'flee':
            msg = check_flee(name, d, errs)
        else:
            msg = check_pursue(name, d, errs)
        print('%-70s %s' % (name, msg), flush=True)
    for e in errs:
        print('ERROR', e)
    print('%d files, %d problems' % (len(files), len(errs)))
    sys.exit(1 if errs else 0)


if __name__ == '__main__':
    main()
