#!/usr/bin/env python3
"""fresh11's own geometry: recomputes every value its scenarios pin.

Not rulec: plain float arithmetic on circles, segments and polygons (inches).
For each scenario of scen.py it
  - finds the first model (least straight-line movement to base contact; the straight
    route is checked clear) and its end spot (the shortest route's end);
  - replays the witness: every model's route in the order given, each segment swept by
    the model's base against the models standing at that moment (friends and target:
    no overlap; models of other enemy units: never within 1in), impassable terrain,
    route length <= the move (the higher die where the route meets difficult terrain);
  - checks the end: no overlap, 1in, coherency (2in chain), and counts in contact,
    target models touched, ENGAGED (both units);
  - checks the bound's numbers it is given (straight-line reach of each model);
  - plays the greedy (each model in turn, nearest first, straight to its nearest legal
    contact spot, or to the spot touching most target models) for the header.
Run: python3 check.py   (exit 1 on any failure)
"""
import math
import sys

TOL = 0.001
MM = 1 / 25.4


def rad(base):
    return base * MM / 2


def dist(a, b):
    return math.hypot(a[0] - b[0], a[1] - b[1])


def seg_point(p, q, c):
    """distance from point c to segment pq"""
    dx, dy = q[0] - p[0], q[1] - p[1]
    L2 = dx * dx + dy * dy
    if L2 == 0:
        return dist(p, c)
    t = ((c[0] - p[0]) * dx + (c[1] - p[1]) * dy) / L2
    t = max(0.0, min(1.0, t))
    return dist((p[0] + t * dx, p[1] + t * dy), c)


def seg_seg(p, q, a, b):
    def cross(o, u, v):
        return (u[0] - o[0]) * (v[1] - o[1]) - (u[1] - o[1]) * (v[0] - o[0])
    d1, d2 = cross(a, b, p), cross(a, b, q)
    d3, d4 = cross(p, q, a), cross(p, q, b)
    if ((d1 > 0) != (d2 > 0)) and ((d3 > 0) != (d4 > 0)) and d1 * d2 != 0 and d3 * d4 != 0:
        return 0.0
    return min(seg_point(p, q, a), seg_point(p, q, b), seg_point(a, b, p), seg_point(a, b, q))


def inside(poly, c):
    x, y = c
    n = len(poly)
    ins = False
    for i in range(n):
        a, b = poly[i], poly[(i + 1) % n]
        if (a[1] > y) != (b[1] > y):
            xi = a[0] + (y - a[1]) * (b[0] - a[0]) / (b[1] - a[1])
            if xi > x:
                ins = not ins
    return ins


def seg_poly(p, q, poly):
    """distance from segment pq to the polygon (0 if it enters)"""
    if inside(poly, p) or inside(poly, q):
        return 0.0
    n = len(poly)
    return min(seg_seg(p, q, poly[i], poly[(i + 1) % n]) for i in range(n))


def path_len(path):
    return sum(dist(path[i], path[i + 1]) for i in range(len(path) - 1))


class Fail(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Fail(msg)


def setup(s):
    U = s['units']
    ch = U[s['unit']]
    tg = U[s['target']]
    r = rad(ch['base'])
    others = [(k, u) for k, u in U.items() if k not in (s['unit'], s['target'])]
    return U, ch, tg, r, others


def first_model(s):
    U, ch, tg, r, others = setup(s)
    R = rad(tg['base'])
    best = None
    for i, c in enumerate(ch['models']):
        if i in s.get('first_blocked', {}):
            continue
        for j, t in enumerate(tg['models']):
            d = dist(c, t) - (r + R)
            if best is None or d < best[0] - 1e-9:
                best = (d, i, j)
    if best is None:
        return None, None, min(s['first_blocked'].values()), None
    d, i, j = best
    c, t = ch['models'][i], tg['models'][j]
    D = dist(c, t)
    end = (c[0] + (t[0] - c[0]) * d / D, c[1] + (t[1] - c[1]) * d / D)
    # the chosen model's straight route must be legal, and each model set aside as blocked
    # must have a straight route that is not, and a least detour (worked by hand) longer than d
    if legal_segment(s, i, c, end, list(ch['models']), r) is not None:
        raise Fail('first model %d: straight route blocked: %s' % (i, legal_segment(s, i, c, end, list(ch['models']), r)))
    for k, lb in s.get('first_blocked', {}).items():
        ck = ch['models'][k]
        tk = min(tg['models'], key=lambda u: dist(ck, u))
        Dk = dist(ck, tk)
        ek = (ck[0] + (tk[0] - ck[0]) * (Dk - r - R) / Dk, ck[1] + (tk[1] - ck[1]) * (Dk - r - R) / Dk)
        if legal_segment(s, k, ck, ek, list(ch['models']), r) is None:
            raise Fail('model %d set aside as blocked has a clear straight route' % k)
        if not lb > d + TOL:
            raise Fail('model %d detour %.4f not longer than %.4f' % (k, lb, d))
    # nearest target model to that model is j (by construction of the min over j for i)
    return i, j, d, end


def legal_segment(s, i, p, q, pos, r, terrain_ok=True):
    """segment p->q swept by model i's base, others standing at pos; returns reason or None"""
    U, ch, tg, _, others = setup(s)
    R = rad(tg['base'])
    for k, c in enumerate(pos):
        if k == i:
            continue
        if seg_point(p, q, c) < 2 * r - TOL:
            return 'through friend %d' % k
    for k, t in enumerate(tg['models']):
        if seg_point(p, q, t) < r + R - TOL:
            return 'through target model %d' % k
    for name, u in others:
        Ro = rad(u['base'])
        for k, t in enumerate(u['models']):
            if seg_point(p, q, t) < r + Ro + 1 - TOL:
                return 'within 1in of %s#%d (%.4f)' % (name, k, seg_point(p, q, t) - r - Ro)
    for ter in s.get('terrain', []):
        if ter['kind'] == 'impassable' and seg_poly(p, q, ter['polygon']) < r - TOL:
            return 'into impassable %s' % ter['name']
    return None


def touches_rough(s, path, r):
    """does a route (disc of radius r) meet difficult/dangerous terrain"""
    hit = []
    for ter in s.get('terrain', []):
        if ter['kind'] in ('difficult', 'dangerous'):
            for a, b in zip(path, path[1:]):
                if seg_poly(a, b, ter['polygon']) < r - TOL:
                    hit.append(ter['name'])
                    break
    return hit


def counts(s, pos):
    U, ch, tg, r, others = setup(s)
    R = rad(tg['base'])
    inc = [any(abs(dist(c, t) - (r + R)) <= TOL for t in tg['models']) for c in pos]
    touched = [any(abs(dist(c, t) - (r + R)) <= TOL for c in pos) for t in tg['models']]
    eng = [inc[k] or any(inc[m] and m != k and dist(pos[k], pos[m]) - 2 * r <= 2 + TOL
                         for m in range(len(pos))) for k in range(len(pos))]
    teng = [touched[k] or any(touched[m] and m != k and
                              dist(tg['models'][k], tg['models'][m]) - 2 * R <= 2 + TOL
                              for m in range(len(tg['models']))) for k in range(len(tg['models']))]
    return sum(inc), sum(touched), sum(eng), sum(teng)


def coherent(pos, r):
    n = len(pos)
    if n == 1:
        return True
    seen = {0}
    st = [0]
    while st:
        a = st.pop()
        for b in range(n):
            if b not in seen and dist(pos[a], pos[b]) - 2 * r <= 2 + TOL:
                seen.add(b)
                st.append(b)
    return len(seen) == n


def move_eff(s):
    if s.get('dice'):
        return min(s['move'], max(s['dice'][0]))
    return s['move']


def check(s):
    U, ch, tg, r, others = setup(s)
    R = rad(tg['base'])
    out = {}
    fi, fj, fd, fend = first_model(s)
    out['first'] = (fi, fj, fd, fend)
    m = move_eff(s)
    if s.get('didnt'):
        need(fd > m + TOL, 'first model reaches: %.4f <= %.4f' % (fd, m))
        out['lines'] = ['least movement to contact %.4f > move %.4f' % (fd, m)]
        return out
    need(fd <= m + TOL, 'first model cannot reach (%.4f > %.4f)' % (fd, m))
    pos = list(ch['models'])
    for name, u in U.items():
        ru = rad(u['base'])
        for a in range(len(u['models'])):
            for b in range(a + 1, len(u['models'])):
                need(dist(u['models'][a], u['models'][b]) >= 2 * ru - TOL, 'start overlap %s %d %d' % (name, a, b))
    lines = []
    w = s['witness']
    if w[0][1] is None:
        w[0] = (w[0][0], [fend])
    need(w[0][0] == fi, 'witness does not start with the first model %d' % fi)
    need(dist(w[0][1][-1], fend) < 1e-4, 'first model end %s != %s' % (w[0][1][-1], fend))
    moved = set()
    dangerous = []
    for i, path in w:
        need(i not in moved, 'model %d moved twice' % i)
        moved.add(i)
        full = [pos[i]] + list(path)
        L = path_len(full)
        need(L <= m + TOL, 'model %d route %.4f > move %.4f' % (i, L, m))
        for a, b in zip(full, full[1:]):
            why = legal_segment(s, i, a, b, pos, r)
            need(why is None, 'model %d route %s->%s: %s' % (i, a, b, why))
        for ter in s.get('terrain', []):
            if ter['kind'] == 'dangerous':
                if any(seg_poly(a, b, ter['polygon']) < r - TOL for a, b in zip(full, full[1:])):
                    dangerous.append(i)
        pos[i] = full[-1]
        lines.append('%s#%d: route %.3fin (move %.3fin) to (%.3f, %.3f)' % (s['unit'], i, L, m, pos[i][0], pos[i][1]))
    # end state
    for a in range(len(pos)):
        for b in range(a + 1, len(pos)):
            need(dist(pos[a], pos[b]) >= 2 * r - TOL, 'overlap %d %d' % (a, b))
        for name, u in others:
            Ro = rad(u['base'])
            for k, t in enumerate(u['models']):
                need(dist(pos[a], t) >= r + Ro + 1 - TOL, 'end %d within 1in of %s#%d' % (a, name, k))
        for t in tg['models']:
            need(dist(pos[a], t) >= r + R - TOL, 'end %d overlaps target' % a)
    coh = coherent(pos, r)
    need(coh, 'witness not coherent')
    ic, tt, en, te = counts(s, pos)
    e = s['expect']
    need(ic == e['in_contact'], 'in_contact %d != %d' % (ic, e['in_contact']))
    need(tt == e['touched'], 'touched %d != %d' % (tt, e['touched']))
    if e.get('engaged') is not None:
        need(en == e['engaged'], 'engaged %d != %d' % (en, e['engaged']))
    if e.get('tengaged') is not None:
        need(te == e['tengaged'], 'target engaged %d != %d' % (te, e['tengaged']))
    need(sorted(dangerous) == sorted(e.get('dangerous', [])), 'dangerous %s != %s' % (dangerous, e.get('dangerous', [])))
    # bound numbers: straight-line reach of each model
    reach = []
    for k, c in enumerate(ch['models']):
        dc = min(dist(c, t) - (r + R) for t in tg['models'])
        de = min(dist(c, t) - (R + 2 * r + 2 + r) for t in tg['models'])
        reach.append((k, dc, de))
    out['reach'] = reach
    out['pos'] = pos
    out['lines'] = lines
    out['counts'] = (ic, tt, en, te)
    for k, lim in s.get('cannot_contact', {}).items():
        need(reach[k][1] > m + TOL, 'model %d can reach contact in a straight line (%.4f)' % (k, reach[k][1]))
    for j in s.get('unreachable_targets', []):
        tj = tg['models'][j]
        need(all(dist(c, tj) - (r + R) > m + TOL for c in ch['models']), 'target %d reachable' % j)
    for k in s.get('cannot_engage', []):
        need(reach[k][2] > m + TOL, 'model %d may be engaged (%.4f)' % (k, reach[k][2]))
    for fn in s.get('extra_checks', []):
        fn(s, out)
    return out


def meet(a, b, rho):
    """the points at distance rho from both a and b"""
    D = dist(a, b)
    if D > 2 * rho or D == 0:
        return []
    h = math.sqrt(rho * rho - D * D / 4)
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    ux, uy = (b[0] - a[0]) / D, (b[1] - a[1]) / D
    return [(mx - uy * h, my + ux * h), (mx + uy * h, my - ux * h)]


def greedy(s, mode='nearest'):
    """each model in turn (first model forced, then nearest to the target first), straight to
    its nearest legal contact spot (mode 'nearest') or to the legal spot touching most target
    models, nearest among those ('most'); a model with no spot goes straight toward its nearest
    target model as far as it legally can."""
    U, ch, tg, r, others = setup(s)
    R = rad(tg['base'])
    m = move_eff(s)
    fi, fj, fd, fend = first_model(s)
    pos = list(ch['models'])
    pos[fi] = fend
    order = sorted([k for k in range(len(pos)) if k != fi],
                   key=lambda k: min(dist(pos[k], t) for t in tg['models']))
    for i in order:
        best = None
        cands = []
        for j, t in enumerate(tg['models']):
            for a10 in range(0, 3600, 5):
                a = math.radians(a10 / 10)
                cands.append((t[0] + (r + R) * math.sin(a), t[1] + (r + R) * math.cos(a)))
        for j, t in enumerate(tg['models']):
            for u in tg['models'][j + 1:]:
                cands.extend(meet(t, u, r + R))
        if True:
            for p in cands:
                L = dist(pos[i], p)
                if L > m + TOL:
                    continue
                if legal_segment(s, i, pos[i], p, pos, r) is not None:
                    continue
                if any(dist(p, tt) < r + R - TOL for tt in tg['models']):
                    continue
                n = sum(1 for tt in tg['models'] if abs(dist(p, tt) - (r + R)) <= TOL)
                key = (L,) if mode == 'nearest' else (-n, L)
                if best is None or key < best[0]:
                    best = (key, p)
        if best:
            pos[i] = best[1]
            continue
        t = min(tg['models'], key=lambda t: dist(pos[i], t))
        D = dist(pos[i], t)
        lo, hi = 0.0, min(m, D - r - R)
        ux, uy = (t[0] - pos[i][0]) / D, (t[1] - pos[i][1]) / D
        for _ in range(40):
            mid = (lo + hi) / 2
            q = (pos[i][0] + ux * mid, pos[i][1] + uy * mid)
            if legal_segment(s, i, pos[i], q, pos, r) is None:
                lo = mid
            else:
                hi = mid
        pos[i] = (pos[i][0] + ux * lo, pos[i][1] + uy * lo)
    return counts(s, pos), coherent(pos, r), pos


def main():
    import scen
    bad = 0
    for s in scen.SCENARIOS:
        try:
            out = check(s)
            extra = ''
            if s.get('greedy_by_hand'):
                extra = ' greedy (by hand, see header) %s' % (s['greedy_by_hand'],)
            elif s.get('greedy'):
                g = greedy(s, s.get('greedy_mode', 'nearest'))
                extra = ' greedy(%s) %s coherent=%s' % (s.get('greedy_mode', 'nearest'), g[0], g[1])
                gc = s.get('greedy_counts')
                if gc is not None and tuple(gc) != tuple(g[0][:3]):
                    raise Fail('greedy counts %s != header %s' % (g[0][:3], gc))
            print('ok   %-50s %s%s' % (s['file'], out.get('counts', 'didnt'), extra))
        except Fail as e:
            bad += 1
            print('FAIL %-50s %s' % (s['file'], e))
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()


def detour(p, q, c, rho):
    """shortest path from p to q outside the circle (c, rho): straight if clear, else
    tangent, arc, tangent"""
    if seg_point(p, q, c) >= rho:
        return dist(p, q)
    dp, dq = dist(p, c), dist(q, c)
    tp, tq = math.sqrt(dp * dp - rho * rho), math.sqrt(dq * dq - rho * rho)
    ang = math.acos(((p[0] - c[0]) * (q[0] - c[0]) + (p[1] - c[1]) * (q[1] - c[1])) / (dp * dq))
    arcang = ang - math.acos(rho / dp) - math.acos(rho / dq)
    return tp + tq + rho * arcang


def pol(c, bearing, d):
    a = math.radians(bearing)
    return (c[0] + d * math.sin(a), c[1] + d * math.cos(a))


def arc(c, t, rho, m):
    """bearings (about t) of the spots on the circle of radius rho about t within m of c,
    as (lo, hi) in degrees, or None"""
    D = dist(c, t)
    b = math.degrees(math.atan2(c[0] - t[0], c[1] - t[1])) % 360
    if D - rho > m + TOL:
        return None
    cosd = (D * D + rho * rho - m * m) / (2 * D * rho)
    if cosd <= -1:
        return (0, 360)
    d = math.degrees(math.acos(min(1, cosd)))
    return (b - d, b + d)
