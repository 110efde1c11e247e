#!/usr/bin/env python3
"""Independent checker for tests/assault/fresh7 (plain arithmetic, not rulec).

For every scenario it reads the YAML (units, terrain, dice, expect) and the header's
`# witness M: [...]` line (each charging model's end, in scenario order) and optional
`# route M#i: [...]` lines (way points of a bent route), and verifies:

witness (the expected values are reached):
  - the first model is the one of least movement (straight line, checked clear), unique by
    more than 0.005in, and ends where the expected `models` entry says;
  - every route (straight, or the way points given) is at most the move (the higher die
    when the scenario gives dice), keeps clear of every other model (moved models where
    they ended, the others where they stand; the first model moves first, then the rest in
    scenario order), 1in clear of every model of an enemy unit not charged, off impassable
    terrain;
  - no two bases overlap at the end; counts of models in contact, target models touched
    (per target unit), engaged, coherency are exactly the expected ones;
  - each expected Dangerous Terrain test is a model whose witness route enters the
    dangerous piece from outside; each test in no_events is a model that cannot reach it.
bound (no placement does better), by routes no shorter than straight lines:
  - reach(i, j): model i can touch target model j only if the straight distance between
    centres less the two radii is within the move;
  - round each target model the spots a base can take (not overlapping other models, 1in
    from enemies not charged, off impassable terrain, within some charger's reach) hold at
    most k bases, k found by placing bases at the least angle 2*asin(r/(R+r)) apart on the
    free arcs (sampled at 0.05 degrees, the angle relaxed by 0.1 degree so the count is an
    upper bound);
  - models in contact <= max flow (model -> reachable target model -> its k);
  - target models touched <= the reachable ones (and <= a matching when no base can touch
    two target models at once);
  - engaged <= models that reach contact or come within 2in of a spot touching a
    reachable target model;
  - didnt_make_it: no model reaches any target model.
  The expected values must equal these bounds unless the scenario's CUSTOM entry below
  gives a tighter, hand-proved one (recomputed here).
greedy (scenarios whose note says "greedy"): each model in turn (first model as the text
fixes it, then scenario order) to the nearest free contact spot it can reach falls short
of the expected values.
"""
import glob
import math
import os
import re
import sys

import yaml

TOL = 0.001
EPS = 0.0005
MM = 1 / 25.4


def L_(s):
    s = str(s).strip()
    m = re.fullmatch(r'(-?[0-9.]+)\s*(in|mm|"|cm)?', s)
    v = float(m.group(1))
    u = m.group(2) or 'in'
    return v * {'in': 1, '"': 1, 'mm': MM, 'cm': 10 * MM}[u]


def P(p):
    return (L_(p[0]), L_(p[1]))


def d(a, b):
    return math.hypot(a[0] - b[0], a[1] - b[1])


def sp(a, b, p):
    dx, dy = b[0] - a[0], b[1] - a[1]
    l2 = dx * dx + dy * dy
    t = 0 if l2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2))
    return d((a[0] + t * dx, a[1] + t * dy), p)


def cross(a, b, c, e):
    def o(p, q, r):
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    return ((o(a, b, c) > 0) != (o(a, b, e) > 0)) and ((o(c, e, a) > 0) != (o(c, e, b) > 0))


def inside(poly, p):
    c = False
    for i in range(len(poly)):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
        if (y1 > p[1]) != (y2 > p[1]) and x1 + (p[1] - y1) * (x2 - x1) / (y2 - y1) > p[0]:
            c = not c
    return c


def seg_poly(a, b, poly):
    if inside(poly, a) or inside(poly, b):
        return 0.0
    n = len(poly)
    best = 1e9
    for i in range(n):
        c, e = poly[i], poly[(i + 1) % n]
        if cross(a, b, c, e):
            return 0.0
        best = min(best, sp(a, b, c), sp(a, b, e), sp(c, e, a), sp(c, e, b))
    return best


def path_len(pts):
    return sum(d(pts[i], pts[i + 1]) for i in range(len(pts) - 1))


class Scen:
    def __init__(self, path):
        self.path = path
        self.name = os.path.basename(path)[:-5]
        text = open(path).read()
        self.y = yaml.safe_load(text)
        self.witness = None
        self.routes = {}
        self.order = None
        for ln in text.splitlines():
            m = re.match(r'# witness (\w+): (.*)$', ln)
            if m:
                self.witness = [P(p) for p in yaml.safe_load(m.group(2))]
            m = re.match(r'# order (\w+): (.*)$', ln)
            if m:
                self.order = yaml.safe_load(m.group(2))
            m = re.match(r'# route (\w+)#(\d+): (.*)$', ln)
            if m:
                self.routes[int(m.group(2))] = [P(p) for p in yaml.safe_load(m.group(3))]
        self.greedy = 'greedy' in text.split('\nname:')[0].lower()
        a = self.y['args']
        self.M = a['unit']
        us = self.y['units']
        mu = us[self.M]
        self.r = L_(mu['base']['round']) / 2
        self.starts = [P(p) for p in mu['models']]
        flags = mu.get('state') or []
        self.targets = [a['target']]
        for f in flags:
            w = f.split()
            if w[0] == 'charging':
                self.targets += [t for t in w[1:] if t not in self.targets]
        side = mu['side']
        self.tm = []
        self.static = []  # (pos, R, keepout, unit)
        for uid, u in us.items():
            if uid == self.M:
                continue
            R = L_(u['base']['round']) / 2
            for p in u['models']:
                p = P(p)
                if uid in self.targets:
                    self.tm.append((p, R, uid))
                    self.static.append((p, R, 0.0, uid))
                else:
                    self.static.append((p, R, 1.0 if u['side'] != side else 0.0, uid))
        self.terrain = [(t['kind'], [P(p) for p in t['polygon']], t['name']) for t in (self.y.get('terrain') or [])]
        self.imp = [p for k, p, _ in self.terrain if k == 'impassable']
        mv = L_(a['move'])
        dice = self.y.get('dice')
        self.L = min(mv, max(dice[0])) if dice else mv
        self.exp = self.y['expect']['units']
        self.events = self.y['expect'].get('events') or []
        self.no_events = self.y['expect'].get('no_events') or []

    # ---- placement tests
    def end_ok(self, p):
        for (q, R, k, _) in self.static:
            if d(p, q) < self.r + R + k - EPS:
                return False
        for poly in self.imp:
            if inside(poly, p) or seg_poly(p, p, poly) < self.r - EPS:
                return False
        return True

    def route_ok(self, pts, others=()):
        for a, b in zip(pts, pts[1:]):
            for (q, R, k, _) in self.static:
                if sp(a, b, q) < self.r + R + k - EPS:
                    return 'passes %.4f from a model of %s' % (sp(a, b, q), _)
            for poly in self.imp:
                if seg_poly(a, b, poly) < self.r - EPS:
                    return 'crosses impassable terrain'
            for q in others:
                if sp(a, b, q) < 2 * self.r - EPS:
                    return 'passes through a model of its own unit at %s' % (q,)
        return None

    def touch(self, p):
        return [n for n, (q, R, u) in enumerate(self.tm) if abs(d(p, q) - self.r - R) <= TOL]

    def reach(self, i, n):
        q, R, _ = self.tm[n]
        return d(self.starts[i], q) - self.r - R <= self.L + TOL

    def first(self):
        c = sorted((d(s, q) - self.r - R, i, n) for i, s in enumerate(self.starts) for n, (q, R, _) in enumerate(self.tm))
        return c

    # ---- bounds
    def fixed_first(self):
        fd, fi, fn = self.first()[0]
        q, R, _ = self.tm[fn]
        st = self.starts[fi]
        t = (d(st, q) - self.r - R) / d(st, q)
        return fi, (st[0] + (q[0] - st[0]) * t, st[1] + (q[1] - st[1]) * t)

    def caps(self):
        fi, fp = self.fixed_first()
        caps = []
        for n, (q, R, _) in enumerate(self.tm):
            rr = self.r + R
            sep = math.degrees(2 * math.asin(min(1.0, self.r / rr))) - 0.1
            ok = []
            for k in range(7200):
                a = k * 0.05
                p = (q[0] + rr * math.cos(math.radians(a)), q[1] + rr * math.sin(math.radians(a)))
                good = self.end_ok(p) and d(p, fp) >= 2 * self.r - EPS and \
                    any(d(s, p) <= self.L + TOL for i, s in enumerate(self.starts) if i != fi)
                ok.append(good)
            idx = [k for k in range(7200) if ok[k]]
            best = 0
            if idx:
                step = int(math.ceil(sep / 0.05))
                starts = idx if len(idx) < 400 else idx[::max(1, len(idx) // 400)] + [k for k in idx if not ok[k - 1]]
                for s0 in set(starts):
                    cnt, cur = 1, s0
                    while True:
                        nxt = None
                        for k in range(cur + step, s0 + 7200 - step + 1):
                            if ok[k % 7200]:
                                nxt = k
                                break
                        if nxt is None:
                            break
                        cnt += 1
                        cur = nxt
                    best = max(best, cnt)
            caps.append(best)
        return caps

    def flow(self, caps):
        n = len(self.starts)
        owner = {}  # target model -> list of chargers
        load = [[] for _ in self.tm]

        def aug(i, seen):
            for t in range(len(self.tm)):
                if t in seen or not self.reach(i, t) or caps[t] == 0:
                    continue
                seen.add(t)
                if len(load[t]) < caps[t]:
                    load[t].append(i)
                    return True
                for j in list(load[t]):
                    if aug(j, seen):
                        load[t].remove(j)
                        load[t].append(i)
                        return True
            return False
        fi = self.fixed_first()[0]
        return sum(1 for i in range(n) if i != fi and aug(i, set()))

    def bounds(self):
        # the text fixes the first model (least movement, straight into contact with the
        # nearest target model: checked against the witness): it is placed, the others
        # are bounded around it
        fi, fp = self.fixed_first()
        caps = self.caps()
        m_b = 1 + self.flow(caps)
        ft = self.touch(fp)
        reach_t = sorted(set(ft) | {t for t in range(len(self.tm)) if caps[t] > 0 and
                                    any(self.reach(i, t) for i in range(len(self.starts)) if i != fi)})
        multi = any(d(self.tm[a][0], self.tm[b][0]) <= self.tm[a][1] + self.tm[b][1] + 2 * self.r + TOL
                    for a in range(len(self.tm)) for b in range(a))
        per = {}
        for u in self.targets:
            ts = [t for t in reach_t if self.tm[t][2] == u]
            if not multi:
                ones = [1 if t in ts and t not in ft else 0 for t in range(len(self.tm))]
                per[u] = self.flow(ones) + len([t for t in ft if self.tm[t][2] == u])
            else:
                per[u] = len(ts)
        if not multi:
            tot = len(ft) + self.flow([1 if t in reach_t and t not in ft else 0 for t in range(len(self.tm))])
        else:
            tot = len(reach_t)
        # a base touches at most kmax target models: 1 when no two can be touched at
        # once, 2 when no three lie pairwise within two contact distances
        kmax = 1
        if multi:
            kmax = 2
            for a in range(len(self.tm)):
                for b2 in range(a):
                    for c2 in range(b2):
                        ps = [self.tm[a], self.tm[b2], self.tm[c2]]
                        if all(d(x[0], y[0]) <= x[1] + y[1] + 2 * self.r + TOL for x in ps for y in ps if x is not y):
                            kmax = 99
            if kmax == 2:
                tot = min(tot, len(ft) + 2 * (m_b - 1))
            # the points touching two target models at once: if no model but the first
            # can reach one, each touches one
            pair_pts = []
            for a in range(len(self.tm)):
                for b2 in range(a):
                    (p1, R1, _), (p2, R2, _) = self.tm[a], self.tm[b2]
                    ra, rb, dd = self.r + R1, self.r + R2, d(p1, p2)
                    if dd > ra + rb + TOL or dd == 0:
                        continue
                    x = (dd * dd + ra * ra - rb * rb) / (2 * dd)
                    h = math.sqrt(max(0.0, ra * ra - x * x))
                    ux, uy = (p2[0] - p1[0]) / dd, (p2[1] - p1[1]) / dd
                    for sg in (1, -1):
                        pair_pts.append((p1[0] + ux * x - sg * uy * h, p1[1] + uy * x + sg * ux * h))
            if not any(d(st, pp) <= self.L + TOL for i, st in enumerate(self.starts) if i != fi for pp in pair_pts):
                tot = min(tot, len(ft) + (m_b - 1))
        for u in per:
            per[u] = min(per[u], tot)
        eng = 0
        for i, s in enumerate(self.starts):
            if i == fi or any(self.reach(i, t) for t in reach_t):
                eng += 1
            elif any(d(s, self.tm[t][0]) <= self.L + self.r + self.tm[t][1] + 2 + 2 * self.r + TOL for t in reach_t):
                eng += 1
        return dict(M=m_b, T=tot, per=per, eng=eng, caps=caps)


def want_int(e, key):
    if not isinstance(e, dict) or key not in e:
        return None
    return int(e[key])


def check(path):
    s = Scen(path)
    errs = []
    notes = []
    em = s.exp.get(s.M, {})
    cust = CUSTOM.get(s.name)
    b = s.bounds()
    if cust and 'bound' in cust:
        cb = cust['bound'](s)
        notes.append('custom bound %s' % cb)
        for k, v in cb.items():
            if k == 'per':
                b['per'].update(v)
            else:
                b[k] = v
    fd, fi, fn = s.first()[0]
    if em.get('moved') is False:
        if fd <= s.L + TOL and not (cust and b['M'] == 0):
            errs.append('expected no move, but model %d reaches target model %d with %.4f <= %.4f' % (fi, fn, fd, s.L))
        if not any(str(e).startswith('didnt_make_it') for e in s.events):
            errs.append('no didnt_make_it event expected')
        return errs, notes, s
    if s.witness is None:
        return ['no witness'], notes, s
    W = s.witness
    n = len(s.starts)
    if len(W) != n:
        return ['witness has %d models, unit %d' % (len(W), n)], notes, s
    c = s.first()
    if len(c) > 1 and c[1][0] - fd < 0.005 and c[1][1] != fi:
        errs.append('first model not unique: %s' % c[:2])
    q, R, _ = s.tm[fn]
    st = s.starts[fi]
    t = (d(st, q) - s.r - R) / d(st, q)
    fp = (st[0] + (q[0] - st[0]) * t, st[1] + (q[1] - st[1]) * t)
    if d(fp, W[fi]) > TOL:
        errs.append('witness first model %d at %s, text fixes %s' % (fi, W[fi], fp))
    if 'models' in em:
        for k, v in em['models'].items():
            if d(P(v), W[int(k)]) > TOL:
                errs.append('expected model %s at %s, witness %s' % (k, v, W[int(k)]))
        if int(list(em['models'])[0]) != fi:
            errs.append('expected position is not the first model (%d)' % fi)
    order = s.order or ([fi] + [i for i in range(n) if i != fi])
    if order[0] != fi or sorted(order) != list(range(n)):
        errs.append('order %s must start with the first model %d and name each model once' % (order, fi))
    for k, i in enumerate(order):
        pts = [s.starts[i]] + s.routes.get(i, []) + [W[i]]
        ln = path_len(pts)
        if ln > s.L + TOL:
            errs.append('model %d route %.4f > %.4f' % (i, ln, s.L))
        others = [W[j] for j in order[:k]] + [s.starts[j] for j in order[k + 1:]]
        if ln > EPS:
            why = s.route_ok(pts, others)
            if why:
                errs.append('model %d route %s' % (i, why))
        if not s.end_ok(W[i]):
            errs.append('model %d ends overlapping or within 1in of a model not charged' % i)
    for i in range(n):
        for j in range(i):
            if d(W[i], W[j]) < 2 * s.r - EPS:
                errs.append('models %d and %d overlap' % (i, j))
    inc = [i for i in range(n) if s.touch(W[i])]
    touched = set()
    for i in inc:
        touched.update(s.touch(W[i]))
    eng = [i for i in range(n) if i in inc or any(d(W[i], W[j]) <= 2 * s.r + 2 + TOL for j in inc)]
    seen, todo = {0}, [0]
    while todo:
        a = todo.pop()
        for j in range(n):
            if j not in seen and d(W[a], W[j]) <= 2 * s.r + 2 + TOL:
                seen.add(j)
                todo.append(j)
    coh = len(seen) == n
    if not coh:
        errs.append('witness not coherent')
    if em.get('coherent') is not None and em.get('coherent') is not True:
        errs.append('expected coherent false?')
    wm = want_int(em, 'in_contact')
    if wm is not None:
        if wm != len(inc):
            errs.append('M in_contact: expected %d, witness %d' % (wm, len(inc)))
        if wm != b['M']:
            errs.append('M in_contact: expected %d, bound %d (caps %s)' % (wm, b['M'], b['caps']))
    we = want_int(em, 'engaged')
    if we is not None:
        if we != len(eng):
            errs.append('engaged: expected %d, witness %d' % (we, len(eng)))
        if we != b['eng']:
            errs.append('engaged: expected %d, bound %d' % (we, b['eng']))
    tot_w = 0
    for u in s.targets:
        wu = want_int(s.exp.get(u), 'in_contact')
        got = len([t for t in touched if s.tm[t][2] == u])
        flags = (s.exp.get(u) or {}).get('state') or {}
        if got and 'locked' not in (flags.get('has') or []):
            errs.append('%s touched but not expected locked' % u)
        if not got and 'locked' not in (flags.get('lacks') or []):
            errs.append('%s untouched but not expected free of locked' % u)
        if wu is None:
            continue
        tot_w += wu
        if wu != got:
            errs.append('%s in_contact: expected %d, witness %d' % (u, wu, got))
        if wu != b['per'][u]:
            errs.append('%s in_contact: expected %d, bound %d' % (u, wu, b['per'][u]))
    for e in s.events:
        m = re.fullmatch(r'dangerous_terrain_test (\w+)#(\d+)', str(e))
        if m:
            i = int(m.group(2))
            pts = [s.starts[i]] + s.routes.get(i, []) + [W[i]]
            ent = False
            for k, poly, _ in s.terrain:
                if k != 'dangerous' or seg_poly(s.starts[i], s.starts[i], poly) < s.r - EPS:
                    continue
                if any(seg_poly(a, bb, poly) < s.r - EPS for a, bb in zip(pts, pts[1:])):
                    ent = True
            if not ent:
                errs.append('witness model %d does not enter dangerous terrain' % i)
    for e in s.no_events:
        m = re.fullmatch(r'dangerous_terrain_test (\w+)#(\d+)', str(e))
        if m:
            i = int(m.group(2))
            for k, poly, _ in s.terrain:
                if k != 'dangerous':
                    continue
                dd = seg_poly(s.starts[i], s.starts[i], poly)
                if dd < s.r - EPS:
                    continue  # starts in it: leaving is not entering
                if dd - s.r <= s.L + TOL:
                    errs.append('model %d could reach %s (%.4f): no test not proved' % (i, poly, dd - s.r))
    if cust and 'extra' in cust:
        errs += cust['extra'](s)
    if s.greedy:
        g = greedy(s)
        notes.append('greedy: %d target models, %d in contact' % g)
        wt = sum(want_int(s.exp.get(u), 'in_contact') or 0 for u in s.targets)
        if not (g[0] < wt or g[1] < (wm or 0)):
            errs.append('greedy reaches %s, not short of expected (%d, %s)' % (g, wt, wm))
    return errs, notes, s


def greedy(s):
    fd, fi, fn = s.first()[0]
    q, R, _ = s.tm[fn]
    st = s.starts[fi]
    t = (d(st, q) - s.r - R) / d(st, q)
    placed = {fi: (st[0] + (q[0] - st[0]) * t, st[1] + (q[1] - st[1]) * t)}
    for i in range(len(s.starts)):
        if i in placed:
            continue
        best = None
        for (q, R, _) in s.tm:
            rr = s.r + R
            for k in range(360):
                p = (q[0] + rr * math.cos(math.radians(k)), q[1] + rr * math.sin(math.radians(k)))
                dd = d(p, s.starts[i])
                if dd > s.L or (best and dd >= best[0]):
                    continue
                if not s.end_ok(p) or any(d(p, o) < 2 * s.r - EPS for o in placed.values()):
                    continue
                if s.route_ok([s.starts[i], p], list(placed.values())):
                    continue
                best = (dd, p)
        if best:
            placed[i] = best[1]
    touched, inc = set(), 0
    for p in placed.values():
        tt = s.touch(p)
        touched.update(tt)
        inc += bool(tt)
    return len(touched), inc


# hand-proved bounds the generic one cannot see, recomputed here


def split_by_zone(s):
    """Contact spots on the first target unit's models and on the others' are farther
    apart than coherency (2in between bases) at their nearest: at least one model touches
    nothing, to link the two groups."""
    def spots(units):
        out = []
        for (q, R, u) in s.tm:
            if u not in units:
                continue
            rr = s.r + R
            for k in range(3600):
                p = (q[0] + rr * math.cos(math.radians(k / 10)), q[1] + rr * math.sin(math.radians(k / 10)))
                if s.end_ok(p):
                    out.append(p)
        return out
    a = spots(s.targets[:1])
    b = spots(s.targets[1:])
    gap = min(d(p, q) for p in a[::5] for q in b[::5])
    assert gap > 2 * s.r + 2 + 0.01, gap
    return {'M': len(s.starts) - 1}


def corridor(s):
    """Bases in a corridor (walls at x 19.4 and 20.6) stand in a single file."""
    walls = sorted(s.imp, key=lambda p: p[0][0])
    room = (walls[1][0][0] - walls[0][1][0]) - 2 * s.r  # lateral play of a centre
    step = math.sqrt((2 * s.r) ** 2 - room ** 2)
    assert room < 2 * s.r  # no two side by side: one base touches T from the corridor
    (q, R, _) = s.tm[0]
    assert (walls[1][0][0] - walls[0][1][0]) - 2 * R < 2 * s.r  # nobody passes T
    k = int((2 * s.r + 2 + TOL) / step)
    return {'M': 1, 'eng': 1 + k}


def crossing(y0, blocked):
    """Every route crosses the line y = y0 outside the blocked x intervals: the least
    route is at least start -> crossing point -> nearest contact spot."""
    def f(s):
        best = 1e9
        for i, st in enumerate(s.starts):
            for k in range(-4000, 8001):
                x = k * 0.01
                if any(a < x < b for a, b in blocked(s)):
                    continue
                for (q, R, _) in s.tm:
                    v = d(st, (x, y0)) + max(0.0, d((x, y0), q) - s.r - R)
                    best = min(best, v)
        assert best > s.L + TOL, best
        return {'M': 0}
    return f


def wall_zone(s):
    wall = s.imp[0]
    xs = [p[0] for p in wall]
    (q, R, _, _) = [t for t in s.static if t[2] == 1.0][0]
    zone = R + 1 + s.r
    a1, b1 = min(xs) - s.r, max(xs) + s.r
    h = math.sqrt(zone * zone - (16.5 - q[1]) ** 2)
    a2, b2 = q[0] - h, q[0] + h
    assert a2 < b1  # the two overlap: no way between
    return [(min(a1, a2), max(b1, b2))]


def rocks(s):
    """T#0 between two rocks with gaps narrower than a base; the first model, in front of
    it between the rocks, leaves gaps as narrow: nobody else gets to T#0."""
    (q0, R0, _), (q1, R1, _) = s.tm
    w, e = sorted(s.imp, key=lambda p: p[0][0])
    gw = (q0[0] - R0) - max(p[0] for p in w)
    ge = min(p[0] for p in e) - (q0[0] + R0)
    assert gw < 2 * s.r and ge < 2 * s.r, (gw, ge)
    top = max(p[1] for p in w) + s.r
    for st in s.starts:
        assert top - st[1] > s.L, top - st[1]
    fi, fp = s.fixed_first()
    assert fp[1] > min(p[1] for p in w)  # the first stands between the rocks
    fw = (fp[0] - s.r) - max(p[0] for p in w)
    fe = min(p[0] for p in e) - (fp[0] + s.r)
    assert fw < 2 * s.r and fe < 2 * s.r, (fw, fe)
    # T#0's circle of contact spots between the rocks lies north of the rocks' south edge
    rr = s.r + R0
    lo = max(p[0] for p in w) + s.r
    assert q0[1] - math.sqrt(rr * rr - (q0[0] - lo) ** 2) > min(p[1] for p in w)
    return {'M': 1, 'T': 1, 'per': {'T': 1}}


CUSTOM = {
    'wall_and_one_inch_zone_close_the_way': {'bound': crossing(16.5, wall_zone)},
    'rocks_beside_the_front_model_the_first_corks': {'bound': rocks},
    'corridor_column_engaged_four_of_five': {'bound': corridor},
    'uncharged_unit_between_two_charged': {'bound': split_by_zone},
}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    pend = os.path.join(here, '..', '..', '..', 'bench', 'assault_pending', 'fresh7')
    files = sys.argv[1:] or sorted(glob.glob(os.path.join(here, '*.yaml')) + glob.glob(os.path.join(pend, '*.yaml')))
    bad = 0
    for f in files:
        errs, notes, s = check(f)
        tag = 'FAIL' if errs else 'ok  '
        print('%s %s %s' % (tag, os.path.basename(f), '; '.join(notes)))
        for e in errs:
            print('     ' + e)
        bad += bool(errs)
    print('%d scenarios, %d wrong' % (len(files), bad))
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
