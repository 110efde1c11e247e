#!/usr/bin/env python3
"""Independent check of gen.py's hand-worked expected values: my own geometry (not rulec).
Each procedure is simulated from the contract (spec 1.1) and the IWF text; the simulated
result must agree with the literal expectation within 0.01 mm / 0.005 degree (the path test
uses the scenario tolerance, as geometry.md defines overlap, so a least pivot found here may
sit up to tol/lever radians short of the exact angle worked by hand)."""
import math
import sys
from gen import SCEN, DEPTH

TOL = 0.0254  # 0.001 in; run() sets it per scenario


def fdir(b):
    r = math.radians(b)
    return (math.sin(r), math.cos(r))


def rect(cx, cy, facing, w, d, ahead=0.0):
    """Corners of the element; with ahead>0 the front edge swept ahead mm forward (only)."""
    f = fdir(facing)
    r = fdir(facing + 90)
    y0, y1 = (-d / 2, d / 2) if ahead == 0 else (d / 2, d / 2 + ahead)
    return [(cx + sx * w / 2 * r[0] + y * f[0], cy + sx * w / 2 * r[1] + y * f[1])
            for sx, y in ((-1, y0), (1, y0), (1, y1), (-1, y1))]


def axes(p):
    out = []
    for i in range(len(p)):
        x0, y0 = p[i]
        x1, y1 = p[(i + 1) % len(p)]
        n = (y0 - y1, x1 - x0)
        l = math.hypot(*n)
        out.append((n[0] / l, n[1] / l))
    return out


def penetration(p, q):
    """SAT: the smallest overlap along any axis (<=0 means separated or touching)."""
    best = float('inf')
    for a in axes(p) + axes(q):
        pp = [x * a[0] + y * a[1] for x, y in p]
        qq = [x * a[0] + y * a[1] for x, y in q]
        best = min(best, min(max(pp), max(qq)) - max(min(pp), min(qq)))
    return best


def seg_dist(a, b, c, d):
    def pt_seg(p, a, b):
        ax, ay = b[0] - a[0], b[1] - a[1]
        l2 = ax * ax + ay * ay
        t = max(0, min(1, ((p[0] - a[0]) * ax + (p[1] - a[1]) * ay) / l2))
        return math.hypot(p[0] - a[0] - t * ax, p[1] - a[1] - t * ay)
    return min(pt_seg(a, c, d), pt_seg(b, c, d), pt_seg(c, a, b), pt_seg(d, a, b))


def dist(p, q):
    if penetration(p, q) > 0:
        return 0.0
    return min(seg_dist(p[i], p[(i + 1) % len(p)], q[j], q[(j + 1) % len(q)])
               for i in range(len(p)) for j in range(len(q)))


class World:
    def __init__(self, sc):
        self.u = {}
        for k, v in sc['units'].items():
            self.u[k] = dict(v, d=DEPTH[v['type']], removed=False)
        self.terrain = sc['terrain']
        self.events = []

    def shape(self, k, dx=0, dy=0, facing=None, ahead=0.0):
        u = self.u[k]
        return rect(u['x'] + dx, u['y'] + dy, u['facing'] if facing is None else facing, 40, u['d'], ahead)

    def known_enemies(self, k):
        s = self.u[k]['side']
        return [o for o, v in self.u.items() if v['side'] != s and 'ambush' not in v['state']]

    def impassable(self):
        return [t['poly'] for t in self.terrain if t['kind'] == 'impassable']


def first_hit(fn, hi, step=0.02):
    """Smallest t in [0,hi] with fn(t) True (fn False before), or None."""
    if fn(0):
        return 0.0
    t = 0.0
    while t < hi:
        t2 = min(hi, t + step)
        if fn(t2):
            lo, h = t, t2
            for _ in range(60):
                m = (lo + h) / 2
                if fn(m):
                    h = m
                else:
                    lo = m
            return h
        t = t2
    return None


def recoil(w, e, dist_mm):
    u = w.u[e]
    b = fdir(u['facing'] + 180)
    moving = {e: 0.0}  # id -> displacement when it joined
    others = [k for k in w.u if k != e]
    t = 0.0
    blocked = False
    while True:
        def hit(tt, k):
            shp = w.shape(k)
            for m, t0 in moving.items():
                s = tt - t0
                if penetration(w.shape(m, b[0] * s, b[1] * s), shp) > TOL / 10:
                    return True
            return False

        best, who = None, None
        for k in others:
            if k in moving:
                continue
            th = first_hit(lambda tt: hit(tt, k), dist_mm)
            if th is not None and (best is None or th < best - 1e-9):
                best, who = th, k
        for poly in w.impassable():
            th = first_hit(lambda tt: any(penetration(w.shape(m, b[0] * (tt - t0), b[1] * (tt - t0)), poly) > TOL / 10
                                          for m, t0 in moving.items()), dist_mm)
            if th is not None and (best is None or th < best - 1e-9):
                best, who = th, None
        if best is None or best >= dist_mm - TOL:
            t = dist_mm
            break
        if who is not None and w.u[who]['side'] == u['side'] and abs((w.u[who]['facing'] - u['facing']) % 360) < 1e-9:
            moving[who] = best
            continue
        t = best
        blocked = True
        break
    for m, t0 in moving.items():
        s = t - t0
        w.u[m]['x'] += b[0] * s
        w.u[m]['y'] += b[1] * s
    if blocked:
        w.u[e]['removed'] = True
        w.events.append('destroyed ' + e)


def pursue(w, e, dist_mm):
    u = w.u[e]
    if u['type'] == 'Exp':
        for t in w.terrain:
            if t['kind'] == 'difficult' and penetration(w.shape(e), t['poly']) > TOL:
                u['removed'] = True
                w.events.append('destroyed ' + e)
                return
    f = fdir(u['facing'])
    obst = [w.shape(k) for k in w.known_enemies(e)] + w.impassable()
    th = first_hit(lambda tt: any(penetration(w.shape(e, f[0] * tt, f[1] * tt), o) > -TOL / 10 and
                                  dist(w.shape(e, f[0] * tt, f[1] * tt), o) <= 1e-9 for o in obst), dist_mm)
    t = dist_mm if th is None else th
    u['x'] += f[0] * t
    u['y'] += f[1] * t


def march(w, e, dist_mm):
    u = w.u[e]
    f = fdir(u['facing'])
    en = [w.shape(k) for k in w.known_enemies(e)]
    dmin = lambda tt: min([dist(w.shape(e, f[0] * tt, f[1] * tt), o) for o in en] or [1e9])
    if dmin(0) < 100 - TOL:
        w.events.append('march_refused ' + e)
        return
    th = first_hit(lambda tt: dmin(tt) < 100 - 1e-9, dist_mm, step=0.05)
    t = dist_mm if th is None else max(0.0, th)
    u['x'] += f[0] * t
    u['y'] += f[1] * t


def flee(w, e, dist_mm, choices):
    u = w.u[e]
    enemies = [k for k in w.u if k != e and w.u[k]['side'] != u['side'] and 'ambush' not in w.u[k]['state']]
    friends = [k for k in w.u if k != e and w.u[k]['side'] == u['side']]

    def clear(th, with_friends):
        path = w.shape(e, facing=u['facing'] + th, ahead=100)
        obs = [w.shape(k) for k in enemies] + w.impassable()
        if with_friends:
            obs += [w.shape(k) for k in friends]
        return all(penetration(path, o) <= TOL for o in obs)

    def smallest(with_friends):
        if clear(0, with_friends):
            return [0.0]
        for sgn in (1, -1):
            pass
        found = []
        step = 0.01
        a = step
        while a <= 180 + 1e-9:
            hits = [s for s in (1, -1) if clear(s * a, with_friends)]
            if hits:
                res = []
                for s in hits:
                    lo, hi = a - step, a
                    for _ in range(60):
                        m = (lo + hi) / 2
                        if clear(s * m, with_friends):
                            hi = m
                        else:
                            lo = m
                    res.append(s * hi)
                m = min(abs(r) for r in res)
                return [r for r in res if abs(abs(r) - m) < 1e-4]
            a += step
        return []

    cand = smallest(True)
    burst = False
    if not cand:
        cand = smallest(False)
        burst = True
    if not cand:
        u['removed'] = True
        w.events.append('destroyed ' + e)
        return
    if len(cand) > 1:
        want = choices.get('new_facing')
        if want is None:
            th = min(cand)  # anticlockwise
        else:
            th = [c for c in cand if abs((u['facing'] + c - want) % 360) < 1e-3 or abs((u['facing'] + c - want) % 360 - 360) < 1e-3][0]
    else:
        th = cand[0]
    nf = (u['facing'] + th) % 360
    if burst:
        path = w.shape(e, facing=nf, ahead=100)
        for k in friends:
            if penetration(path, w.shape(k)) > TOL:
                w.events.append('burst_through %s %s' % (e, k))
    f = fdir(nf)
    u['facing'] = nf
    u['x'] += f[0] * dist_mm
    u['y'] += f[1] * dist_mm


def line_up(w, e, en):
    u, v = w.u[e], w.u[en]
    me = w.shape(e)
    front = (me[3], me[2])  # left-front, right-front
    ve = w.shape(en)
    edges = [(ve[i], ve[(i + 1) % 4]) for i in range(4)]
    ds = [seg_dist(front[0], front[1], a, b) for a, b in edges]
    dm = min(ds)
    near = [edges[i] for i in range(4) if ds[i] <= dm + 1e-6]
    f = fdir(u['facing'])
    r = fdir(u['facing'] + 90)

    def parallel(ed):
        dx, dy = ed[1][0] - ed[0][0], ed[1][1] - ed[0][1]
        return abs(dx * f[0] + dy * f[1]) < 1e-6
    par = [ed for ed in near if parallel(ed)]
    ok = False
    if par:
        ed = par[0]
        mid = ((ed[0][0] + ed[1][0]) / 2, (ed[0][1] + ed[1][1]) / 2)
        fm = ((front[0][0] + front[1][0]) / 2, (front[0][1] + front[1][1]) / 2)
        ahead = (mid[0] - fm[0]) * f[0] + (mid[1] - fm[1]) * f[1]
        side = (mid[0] - fm[0]) * r[0] + (mid[1] - fm[1]) * r[1]
        length = math.hypot(ed[1][0] - ed[0][0], ed[1][1] - ed[0][1])
        if ahead >= -1e-9 and dm <= 40 + TOL and abs(side) <= 20 + TOL and abs(length - 40) < 1e-6:
            ok = True
            u['x'] += r[0] * side
            u['y'] += r[1] * side
    if not ok:
        w.events.append('cannot_line_up %s %s' % (e, en))


def outcome(w, a, b):
    ta, tb = w.u[a]['total'], w.u[b]['total']
    if ta == tb:
        w.events.append('equal %s %s' % (a, b))
        return
    w.events.append('lower ' + (a if ta < tb else b))
    if ta <= tb / 2:
        w.events.append('half_or_less ' + a)
    if tb <= ta / 2:
        w.events.append('half_or_less ' + b)


def plen(s):
    s = str(s)
    return float(s[:-1]) / 2 if s.endswith('p') else float(s[:-2])


def run(sc):
    global TOL
    TOL = sc['tol'] if sc.get('tol') is not None else 0.0254
    w = World(sc)
    start = {k: (v['x'], v['y'], v['facing']) for k, v in w.u.items()}
    a = sc['args']
    if sc['run'] == 'recoil':
        recoil(w, a['element'], plen(a['distance']))
    elif sc['run'] == 'pursue_element':
        pursue(w, a['element'], plen(a['distance']))
    elif sc['run'] == 'march':
        march(w, a['element'], plen(a['distance']))
    elif sc['run'] == 'flee_element':
        flee(w, a['element'], plen(a['distance']), sc['choices'])
    elif sc['run'] == 'line_up':
        line_up(w, a['element'], a['enemy'])
    elif sc['run'] == 'combat_outcome':
        outcome(w, a['element'], a['enemy'])
    bad = []
    ex = sc['expect']
    for k, e in ex.get('units', {}).items():
        v = w.u[k]
        if 'centre' in e and math.hypot(v['x'] - e['centre'][0], v['y'] - e['centre'][1]) > 0.01:
            bad.append('%s centre %.6f,%.6f != %s' % (k, v['x'], v['y'], e['centre']))
        if 'facing' in e and abs((v['facing'] - e['facing'] + 180) % 360 - 180) > 0.005:
            bad.append('%s facing %.6f != %s' % (k, v['facing'], e['facing']))
        if 'removed' in e and v['removed'] != e['removed']:
            bad.append('%s removed %s' % (k, v['removed']))
        if 'moved' in e and e['moved'] is False and (v['x'], v['y'], v['facing']) != start[k]:
            bad.append('%s moved' % k)
    evs = list(w.events)
    pos = 0
    for ev in ex.get('events', []):
        while pos < len(evs) and evs[pos] != ev:
            pos += 1
        if pos == len(evs):
            bad.append('missing/out of order event %s (got %s)' % (ev, w.events))
        pos += 1
    for ev in ex.get('no_events', []):
        if ev in w.events:
            bad.append('unwanted event %s' % ev)
    return bad, w.events


if __name__ == '__main__':
    nbad = 0
    for sc in SCEN:
        bad, evs = run(sc)
        if bad:
            nbad += 1
            print('MISMATCH', sc['file'], bad)
        elif '-v' in sys.argv:
            print('ok', sc['file'], evs)
    print(len(SCEN) - nbad, 'agree,', nbad, 'disagree')
    sys.exit(1 if nbad else 0)
