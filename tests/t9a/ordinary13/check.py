"""Works every ordinary13 scenario again from its YAML by plain math (no rulec).

Close-neighbour charges (w*.yaml): every end square on T's Front (a grid of
0.1mm and every base edge meeting, and each neighbour's contact limit less or
plus just over the tolerance), each end's models in base contact counted from
the bases' rectangles (a corner counts; contact is a distance within 0.001in),
its units (a neighbour within the tolerance is a second enemy: Maximising
Contact 1), then the most models clear of a second enemy and among them the
least move of the Centre; that end must be the expected one. The Charge Move to
it is then run pose by pose (first leg, the Wheel in 0.05 degree steps, last
leg in 0.5mm steps) against every body and the board, and the straight move is
ray-cast to show it meets no Facing of T first (so no end of rule 1 alone).
The two after-Wheel turns (least_turn_after_models_not_before and
pursuit_wheel_then_target_turn_open_friend): every Wheel left of 0..90 degrees
(0.001 steps) and the slides t it reaches with legs a, b >= 0 (solved as a 2x2
system), the end checked clear of E/F and X, T turned flat on B's front and the
models counted from rectangles; the most models, then the least turn, must be
the expected end, and the least turn first must give another.
Run: python3 tests/t9a/ordinary13/check.py [NAME...]
"""
import math
import os
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
TOL = 0.0254  # mm
FAILS = []


def length(v):
    v = str(v).strip()
    for suf, k in (('mm', 1.0), ('cm', 10.0), ('in', 25.4), ('"', 25.4)):
        if v.endswith(suf):
            return float(v[:-len(suf)]) * k
    return float(v) * 25.4


def fwd(b):
    t = math.radians(b)
    return (math.sin(t), math.cos(t))


def rgt(b):
    t = math.radians(b)
    return (math.cos(t), -math.sin(t))


def add(p, q, s=1.0):
    return (p[0] + s * q[0], p[1] + s * q[1])


def rect(c, facing, W, D):
    f, r = fwd(facing), rgt(facing)
    fl = add(add(c, r, -W / 2), f, D / 2)
    return [fl, add(fl, r, W), add(add(fl, r, W), f, -D), add(fl, f, -D)]


def bases(c, facing, files, ranks, bw, bd):
    f, r = fwd(facing), rgt(facing)
    fl = add(add(c, r, -files * bw / 2), f, ranks * bd / 2)
    out = []
    for j in range(ranks):
        for i in range(files):
            cc = add(add(fl, r, (i + 0.5) * bw), f, -(j + 0.5) * bd)
            out.append(((i, j), rect(cc, facing, bw, bd)))
    return out


def segdist(p, a, b):
    ab = (b[0] - a[0], b[1] - a[1])
    ap = (p[0] - a[0], p[1] - a[1])
    L = ab[0] ** 2 + ab[1] ** 2
    t = max(0.0, min(1.0, (ap[0] * ab[0] + ap[1] * ab[1]) / L)) if L else 0.0
    return math.hypot(ap[0] - t * ab[0], ap[1] - t * ab[1])


def pen(P, Q):
    """Penetration depth of two convex polygons (separating axis); <= 0 apart."""
    best = float('inf')
    for poly in (P, Q):
        for i in range(len(poly)):
            a, b = poly[i], poly[(i + 1) % len(poly)]
            n = (b[1] - a[1], a[0] - b[0])
            L = math.hypot(*n)
            n = (n[0] / L, n[1] / L)
            pa = [p[0] * n[0] + p[1] * n[1] for p in P]
            qa = [q[0] * n[0] + q[1] * n[1] for q in Q]
            best = min(best, min(max(pa) - min(qa), max(qa) - min(pa)))
    return best


def dist(P, Q):
    if pen(P, Q) > 0:
        return 0.0
    return min(min(segdist(p, Q[i], Q[(i + 1) % len(Q)]) for i in range(len(Q)) for p in P),
               min(segdist(q, P[i], P[(i + 1) % len(P)]) for i in range(len(P)) for q in Q))


def report(what, ok, detail=''):
    print('  %-5s %s %s' % ('ok' if ok else 'WRONG', what, detail))
    if not ok:
        FAILS.append(what)


def load(name):
    with open(os.path.join(HERE, name + '.yaml')) as fh:
        s = yaml.safe_load(fh)
    units = {}
    for k, u in s['units'].items():
        bw, bd = (length(x) for x in u['base'])
        units[k] = dict(side=u['side'], c=tuple(length(x) for x in u['centre']), facing=float(u['facing']),
                        files=u['files'], ranks=u['ranks'], bw=bw, bd=bd)
    terr = [[tuple(length(x) for x in p) for p in t['polygon']] for t in s.get('terrain', [])]
    return s, units, terr


def urect(u, c=None, facing=None):
    return rect(c or u['c'], u['facing'] if facing is None else facing, u['files'] * u['bw'], u['ranks'] * u['bd'])


def ubases(u, c=None, facing=None):
    return bases(c or u['c'], u['facing'] if facing is None else facing, u['files'], u['ranks'], u['bw'], u['bd'])


def neighbour_charge(name):
    s, U, terr = load(name)
    B, T = U['B'], U['T']
    others = {k: u for k, u in U.items() if k not in ('B', 'T')}
    board = (72 * 25.4, 48 * 25.4)
    exp = s['expect']['units']['B']
    want = tuple(length(x) for x in exp['centre'])
    assert T['facing'] == 180
    F = T['files'] * T['bw']
    K = B['files'] * B['bw']
    DB = B['ranks'] * B['bd']
    TLx = T['c'][0] - F / 2
    yF = T['c'][1] - T['ranks'] * T['bd'] / 2
    Brect0 = urect(B)
    # range and arc
    d = dist(Brect0, urect(T))
    roll = sum(s['dice'][0])
    report('range', d <= roll * 25.4 + TOL, '%.3fmm <= %d in' % (d, roll))
    fc = add(Brect0[0], rgt(B['facing']), K / 2)
    inarc = fc[1] <= yF and TLx - (yF - fc[1]) <= fc[0] <= TLx + F + (yF - fc[1])
    report('Front arc', inarc)
    # the straight move: its first body
    f0 = fwd(B['facing'])
    bodies = {k: urect(u) for k, u in U.items() if k != 'B'}

    def first_hit(P, dirn, limit=800.0):
        lo, hi = 0.0, limit
        hit = None
        for k, Q in bodies.items():
            # march then bisect
            step, x = 2.0, 0.0
            while x < limit:
                if pen([add(p, dirn, x) for p in P], Q) > TOL:
                    a, b = x - step, x
                    for _ in range(50):
                        m = (a + b) / 2
                        if pen([add(p, dirn, m) for p in P], Q) > TOL:
                            b = m
                        else:
                            a = m
                    if a < hi:
                        hi, hit = a, k
                    break
                x += step
        return hit, hi
    hit, dd = first_hit(Brect0, f0)
    report('straight move meets no Facing of T first', hit != 'T', 'first %s at %.2fmm' % (hit, dd))
    # every end square on T's Front
    xs = set()
    i = -K - 5.0
    while i <= F + 5.0:
        xs.add(round(i, 6))
        i += 0.1
    for a in range(T['files'] + 1):
        for b in range(B['files'] + 1):
            for e in (-1.5, 0, 1.5):
                xs.add(a * T['bw'] - b * B['bw'] + e * TOL)
    for k, u in others.items():
        r = urect(u)
        lo, hi = min(p[0] for p in r) - TLx, max(p[0] for p in r) - TLx
        for e in (-1, 1):
            xs.add(lo - K - e * TOL * 1.01)
            xs.add(hi + e * TOL * 1.01)
    Tb = [(ij, tb) for ij, tb in ubases(T) if ij[1] == 0]  # only front ranks meet a flush front
    ends = []
    for x0 in sorted(xs):
        c = (TLx + x0 + K / 2, yF - DB / 2)
        R = rect(c, 0, K, DB)
        if any(pen(R, Q) > TOL for Q in bodies.values()):
            continue
        if any(p[0] < -TOL or p[1] < -TOL or p[0] > board[0] + TOL or p[1] > board[1] + TOL for p in R):
            continue
        Bb = [(ij, bb) for ij, bb in bases(c, 0, B['files'], B['ranks'], B['bw'], B['bd']) if ij[1] == 0]
        nb = sum(1 for _, bb in Bb if any(dist(bb, tb) <= TOL for _, tb in Tb))
        nt = sum(1 for _, tb in Tb if any(dist(bb, tb) <= TOL for _, bb in Bb))
        if nb == 0:
            continue
        units = 1 + sum(1 for k, u in others.items() if u['side'] == 'red' and dist(R, urect(u)) <= TOL)
        ends.append((units <= 1, nb + nt, -math.hypot(c[0] - B['c'][0], c[1] - B['c'][1]), x0, c))
    ends.sort(reverse=True)
    top = ends[0]
    free = max(ends, key=lambda e: (e[1], e[2]))
    print('  %d ends; best: x0 %.4f, %d models, move %.3f; ignoring Maximising Contact 1: x0 %.4f, %d models'
          % (len(ends), top[3], top[1], -top[2], free[3], free[1]))
    report('the expected end is the best', math.hypot(top[4][0] - want[0], top[4][1] - want[1]) <= TOL,
           'got (%.3f, %.3f), want (%.3f, %.3f)' % (top[4][0], top[4][1], want[0], want[1]))
    report('facing 0', float(exp['facing']) == 0)
    # the Charge Move to it: first leg along the start facing, Wheel about the corner, north
    psi = B['facing'] if B['facing'] < 180 else B['facing'] - 360
    endR = rect(want, 0, K, DB)
    corner = endR[0] if psi > 0 else endR[1]
    start_corner = Brect0[0] if psi > 0 else Brect0[1]
    a = (corner[0] - start_corner[0]) / f0[0]
    piv = add(start_corner, f0, a)
    b = corner[1] - piv[1]
    report('legs forwards', a >= -1e-6 and b >= -1e-6, 'a %.3f, b %.3f, Wheel %s %g' % (a, b, 'left' if psi > 0 else 'right', abs(psi)))
    ok = True
    poses = []
    steps = max(1, int(a / 0.5))
    for i in range(steps + 1):
        poses.append([add(p, f0, a * i / steps) for p in Brect0])
    R1 = poses[-1]
    n = int(abs(psi) / 0.05)
    for i in range(n + 1):
        ang = -psi * i / n   # clockwise positive
        t = math.radians(ang)
        poses.append([(piv[0] + (p[0] - piv[0]) * math.cos(t) + (p[1] - piv[1]) * math.sin(t),
                       piv[1] - (p[0] - piv[0]) * math.sin(t) + (p[1] - piv[1]) * math.cos(t)) for p in R1])
    R2 = poses[-1]
    steps = max(1, int(b / 0.5))
    for i in range(steps + 1):
        poses.append([add(p, (0, 1), b * i / steps) for p in R2])
    for P in poses:
        for k, Q in bodies.items():
            if pen(P, Q) > TOL:
                ok = False
        if any(p[0] < 0 or p[1] < 0 or p[0] > board[0] or p[1] > board[1] for p in P):
            ok = False
    endok = max(math.hypot(p[0] - q[0], p[1] - q[1]) for p, q in zip(poses[-1], endR)) < 1e-6
    report('the move passes into nothing and ends there', ok and endok)


def turned(name):
    s, U, terr = load(name)
    bid = 'B' if 'B' in U else 'P'
    B, T = U[bid], U['T']
    other = U['E'] if 'E' in U else U['F']
    exp = s['expect']['units']
    want = tuple(length(x) for x in exp[bid]['centre'])
    inch = 25.4
    P0 = (T['c'][0] - T['files'] * T['bw'] / 2, T['c'][1] - T['ranks'] * T['bd'] / 2)
    K = B['files'] * B['bw']
    psi = B['facing']
    R0 = urect(B)
    FL0 = R0[0]
    D = (P0[0] - FL0[0], P0[1] - FL0[1])
    X = terr[0]
    Orect = urect(other)
    res = []
    f0 = fwd(psi)
    Tf = T['files'] * T['bw']
    for i in range(90001):
        th = i / 1000.0
        phi = psi - th
        fp, rp = fwd(phi), rgt(phi)
        det = f0[0] * fp[1] - f0[1] * fp[0]
        if abs(det) < 1e-12:
            continue

        def legs(t):
            rhs = (D[0] - t * rp[0], D[1] - t * rp[1])
            return ((rhs[0] * fp[1] - rhs[1] * fp[0]) / det, (f0[0] * rhs[1] - f0[1] * rhs[0]) / det)
        # a and b are linear in t: the t with both >= 0, within B's front
        lo, hi = 0.0, K
        a0, b0 = legs(0.0)
        a1, b1 = legs(1.0)
        for v0, v1 in ((a0, a1 - a0), (b0, b1 - b0)):
            if abs(v1) < 1e-15:
                if v0 < -1e-9:
                    lo, hi = 1.0, 0.0
            elif v1 > 0:
                lo = max(lo, -v0 / v1)
            else:
                hi = min(hi, -v0 / v1)
        if lo > hi + 1e-9:
            continue
        cands = {lo, hi, (lo + hi) / 2}
        for j in range(B['files'] + 1):
            x = j * B['bw']
            if lo - 1e-9 <= x <= hi + 1e-9:
                cands.add(x)
        for t in cands:
            res.append((th, t, 0, 0))
    # for each reached (th, t): B's end, T turned by phi clockwise about P0, models
    best = {}
    for th, t, a, b in res:
        phi = psi - th
        rp, fp = rgt(phi), fwd(phi)
        FL = add(P0, rp, -t)
        c = add(add(FL, rp, K / 2), fp, -B['ranks'] * B['bd'] / 2)
        R = rect(c, phi, K, B['ranks'] * B['bd'])
        if pen(R, Orect) > TOL or pen(R, X) > TOL:
            continue
        # models: B's front bases meeting [t, t + T's front] along the front
        nb = sum(1 for j in range(B['files']) if j * B['bw'] <= t + Tf + 1e-6 and (j + 1) * B['bw'] >= t - 1e-6)
        key = nb + T['files']
        if key not in best or phi < best[key][0]:
            best[key] = (phi, c, th, t)
    most = max(best)
    phi, c, th, t = best[most]
    least = min(best.values())
    print('  most models %d: B facing %.3f (Wheel %.3f, t %.4fin), Centre (%.3f, %.3f)in'
          % (most, phi, th, t / inch, c[0] / inch, c[1] / inch))
    print('  least turn %.3f with %d models' % (least[0], [k for k, v in best.items() if v == least][0]))
    report('most models, then the least turn, is the expected end',
           abs(phi - float(exp[bid]['facing'])) < 0.01 and math.hypot(c[0] - want[0], c[1] - want[1]) < 0.0254 * 2,
           'want facing %s' % exp[bid]['facing'])
    report('the least turn first would give another end', least[0] < phi - 1)


def main():
    names = sys.argv[1:] or sorted(f[:-5] for f in os.listdir(HERE) if f.endswith('.yaml'))
    for n in names:
        print(n)
        if n.startswith('w'):
            neighbour_charge(n)
        else:
            turned(n)
    print('%d wrong' % len(FAILS))
    sys.exit(1 if FAILS else 0)


if __name__ == '__main__':
    main()
