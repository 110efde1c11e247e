#!/usr/bin/env python3
"""Writes tests/assault/fresh7/*.yaml from the cases in cases.py.

Each case's expected values are worked by hand in its note (they are written in
cases.py, not computed here). This script only finds a witness placement (a
random-restart search over contact spots and 2in spots) and refuses to write a
case whose witness falls short of the hand-worked values; check.py then proves
the bound side and re-verifies the witness on its own.
"""
import math
import os
import random
import sys

from geo import TOL, dist, inside, rad, seg_point, seg_poly
import cases


HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import pins  # noqa: E402  (aspin2: the pins written by hand stay across a rewrite)
PENDING_DIR = os.path.join(HERE, '..', '..', '..', 'bench', 'assault_pending', 'fresh7')


def fmt(v):
    s = ('%.6f' % v).rstrip('0').rstrip('.')
    return (s if s not in ('-0', '') else '0') + 'in'


def pt(p):
    return '[%s, %s]' % (fmt(p[0]), fmt(p[1]))


class World:
    def __init__(self, c):
        self.c = c
        self.M = c['unit']
        self.units = c['units']
        m = self.units[self.M]
        self.r = rad(m['base'])
        self.starts = m['models']
        self.targets = [c['target']] + c.get('also', [])
        side = m['side']
        self.tm = []      # target models (pos, R, unit, idx)
        self.static = []  # every other model: (pos, R, keepout)
        for uid, u in self.units.items():
            if uid == self.M:
                continue
            R = rad(u['base'])
            for k, p in enumerate(u['models']):
                if uid in self.targets:
                    self.tm.append((p, R, uid, k))
                    self.static.append((p, R, 0.0))
                elif u['side'] != side:
                    self.static.append((p, R, 1.0))
                else:
                    self.static.append((p, R, 0.0))
        self.imp = [t['polygon'] for t in c.get('terrain', []) if t['kind'] == 'impassable']
        self.slow = [t for t in c.get('terrain', []) if t['kind'] in ('difficult', 'dangerous')]
        mv = c['move']
        self.L = min(mv, max(c['dice'][0])) if c.get('dice') else mv

    def ok_end(self, p):
        for (q, R, k) in self.static:
            if dist(p, q) < self.r + R + k - TOL:
                return False
        for poly in self.imp:
            if inside(poly, p) or seg_poly(p, p, poly) < self.r - TOL:
                return False
        return True

    def ok_route(self, a, b, own=()):
        if dist(a, b) > self.L + TOL / 2:
            return False
        for q in own:
            if q != a and seg_point(a, b, q) < 2 * self.r - TOL / 2:
                return False
        for (q, R, k) in self.static:
            if seg_point(a, b, q) < self.r + R + k - TOL:
                return False
        for poly in self.imp:
            if seg_poly(a, b, poly) < self.r - TOL:
                return False
        return True

    def touching(self, p):
        return [n for n, (q, R, u, k) in enumerate(self.tm) if dist(p, q) <= self.r + R + TOL]

    def first(self):
        best = []
        for i, s in enumerate(self.starts):
            for n, (q, R, u, k) in enumerate(self.tm):
                d = dist(s, q) - self.r - R
                best.append((d, i, n))
        best.sort()
        d, i, n = best[0]
        q, R = self.tm[n][0], self.tm[n][1]
        s = self.starts[i]
        t = (dist(s, q) - self.r - R) / dist(s, q)
        pos = (s[0] + (q[0] - s[0]) * t, s[1] + (q[1] - s[1]) * t)
        return d, i, pos, best

    def contact_cands(self, i, step):
        s = self.starts[i]
        out = []
        for (q, R, u, k) in self.tm:
            rr = self.r + R
            a = 0.0
            while a < 360:
                p = (q[0] + rr * math.cos(math.radians(a)), q[1] + rr * math.sin(math.radians(a)))
                if dist(p, s) <= self.L and self.ok_end(p) and self.ok_route(s, p):
                    out.append(p)
                a += step
        return out

    def near_cands(self, i, placed):
        s = self.starts[i]
        out = []
        for j, p in placed.items():
            for rr in (2 * self.r + 0.02, 2 * self.r + 0.7, 2 * self.r + 1.4, 2 * self.r + 1.98):
                for a in range(0, 360, 10):
                    q = (p[0] + rr * math.cos(math.radians(a)), p[1] + rr * math.sin(math.radians(a)))
                    if dist(q, s) <= self.L and self.ok_end(q) and self.ok_route(s, q):
                        out.append(q)
        out.append(s)
        return out

    def free(self, p, placed):
        return all(dist(p, q) >= 2 * self.r - TOL for q in placed.values())

    def score(self, placed):
        touched = set()
        inc = set()
        for i, p in placed.items():
            t = self.touching(p)
            if t:
                inc.add(i)
                touched.update(t)
        eng = set(inc)
        for i, p in placed.items():
            if any(dist(p, placed[j]) <= 2 * self.r + 2 + TOL for j in inc):
                eng.add(i)
        return (int(self.coherent(placed)), len(touched), len(inc), len(eng))

    def coherent(self, placed):
        ids = list(placed)
        if len(ids) <= 1:
            return True
        seen = {ids[0]}
        todo = [ids[0]]
        while todo:
            a = todo.pop()
            for b in ids:
                if b not in seen and dist(placed[a], placed[b]) <= 2 * self.r + 2 + TOL:
                    seen.add(b)
                    todo.append(b)
        return len(seen) == len(ids)

    def search(self, restarts, seed=1):
        rng = random.Random(seed)
        d, f, fpos, _ = self.first()
        if d > self.L + TOL:
            return None
        n = len(self.starts)
        cc = {i: self.contact_cands(i, 3.0) for i in range(n) if i != f}
        best = None
        for rs in range(restarts):
            placed = {f: fpos}
            placed.update({i: tuple(p) for i, p in (self.c.get('fixed') or {}).items()})
            order = [i for i in range(n) if i not in placed]
            order.sort(key=lambda i: min([dist(self.starts[i], q) for (q, _, _, _) in self.tm]))
            if rs:
                rng.shuffle(order)
            touched = set()
            for p in placed.values():
                touched.update(self.touching(p))
            done = list(placed)
            for k, i in enumerate(order):
                own = list(placed.values()) + [self.starts[j] for j in order[k + 1:]]
                opts = [p for p in cc[i] if self.free(p, placed) and self.ok_route(self.starts[i], p, own)]
                if opts:
                    fresh = [p for p in opts if set(self.touching(p)) - touched]
                    pool = fresh or opts
                    if rs and rng.random() < 0.5:
                        p = rng.choice(pool)
                    else:
                        p = min(pool, key=lambda p: (-len(set(self.touching(p)) - touched), dist(p, self.starts[i])))
                    placed[i] = p
                    done.append(i)
                    touched.update(self.touching(p))
                    continue
                inc = {j: q for j, q in placed.items() if self.touching(q)}
                opts = [p for p in self.near_cands(i, inc or placed) if self.free(p, placed) and self.ok_route(self.starts[i], p, own)]
                good = [p for p in opts if any(dist(p, q) <= 2 * self.r + 2 for q in inc.values())]
                pool = good or [p for p in opts if any(dist(p, q) <= 2 * self.r + 2 for q in placed.values())] or opts
                done.append(i)
                if not pool:
                    placed[i] = self.starts[i]
                    continue
                placed[i] = rng.choice(pool) if rs and rng.random() < 0.5 else pool[0]
            sc = self.score(placed)
            ok = all(self.free(placed[i], {j: q for j, q in placed.items() if j != i}) for i in placed)
            if not ok:
                continue
            if best is None or sc > best[0]:
                best = (sc, dict(placed), list(done))
        return best


def dangerous_entries(w, placed):
    out = []
    for t in w.slow:
        if t['kind'] != 'dangerous':
            continue
        for i, p in placed.items():
            s = w.starts[i]
            if seg_poly(s, s, t['polygon']) < w.r - TOL:
                continue  # starts in it: leaving is not entering
            if seg_poly(s, p, t['polygon']) < w.r - TOL:
                out.append(i)
    return sorted(set(out))


def write(c, placed):
    lines = []
    for ln in c['note'].strip('\n').split('\n'):
        lines.append(('# ' + ln).rstrip())
    if placed:
        lines.append('# witness %s: [%s]' % (c['unit'], ', '.join(pt(placed[i]) for i in range(len(placed)))))
    if c.get('order'):
        lines.append('# order %s: %s' % (c['unit'], list(c['order'])))
    for i, wp in sorted((c.get('routes') or {}).items()):
        lines.append('# route %s#%d: [%s]' % (c['unit'], i, ', '.join(pt(p) for p in wp)))
    lines.append('name: %s' % c['name'])
    lines.append('rules: [../../../rules/assault.rules]')
    lines.append('board: {width: 48in, depth: 48in}')
    lines.append('units:')
    for uid, u in c['units'].items():
        st = ''
        if u.get('state'):
            st = ', state: [%s]' % ', '.join(u['state'])
        lines.append('  %s: {side: %s, base: {round: %smm}%s, models: [%s]}' % (
            uid, u['side'], ('%g' % u['base']), st, ', '.join(pt(p) for p in u['models'])))
    if c.get('terrain'):
        lines.append('terrain:')
        for t in c['terrain']:
            lines.append('  - {name: %s, kind: %s, polygon: [%s]}' % (t['name'], t['kind'], ', '.join(pt(p) for p in t['polygon'])))
    lines.append('run: assault')
    lines.append('args: {unit: %s, target: %s, move: %s}' % (c['unit'], c['target'], fmt(c['move'])))
    if c.get('dice'):
        lines.append('dice: [%s]' % ', '.join('[%d, %d]' % tuple(d) for d in c['dice']))
    lines.append('expect:')
    lines.append('  units:')
    for uid, e in c['expect'].items():
        lines.append('    %s: %s' % (uid, e))
    if c.get('events'):
        lines.append('  events: [%s]' % ', '.join(c['events']))
    if c.get('no_events'):
        lines.append('  no_events: [%s]' % ', '.join(c['no_events']))
    out = c['name'] + '.yaml'
    if c['name'] in cases.PENDING:
        out = os.path.join(PENDING_DIR, out)
    old = open(out).read() if os.path.exists(out) else None
    open(out, 'w').write(pins.reapply(old, '\n'.join(lines) + '\n'))  # aspin2's pins stay


def main():
    os.chdir(HERE)
    os.makedirs(PENDING_DIR, exist_ok=True)
    only = sys.argv[1:]
    bad = 0
    for c in cases.CASES:
        if only and c['name'] not in only:
            continue
        w = World(c)
        want = c['want']
        placed = None
        if want.get('didnt'):
            d, f, _, _ = w.first()
            if d <= w.L + TOL and not c.get('custom'):
                print('FAIL %s: model %d reaches (%.4f <= %.4f)' % (c['name'], f, d, w.L))
                bad += 1
        else:
            if c.get('witness'):
                pl = {i: tuple(p) for i, p in enumerate(c['witness'])}
                res = (w.score(pl), pl)
            else:
                res = w.search(c.get('restarts', 150))
            got = res[0] if res else None
            need = (1, want['T'], want['M'], want.get('eng', want['M']))
            if got is None or got < need or (got[1:3] != need[1:3]):
                print('FAIL %s: witness %s, want %s' % (c['name'], got, need))
                bad += 1
                if res:
                    print('   ', [pt(res[1][i]) for i in sorted(res[1])])
                continue
            placed = res[1]
            if len(res) > 2 and not c.get('order'):
                c['order'] = res[2]
            d, f, fpos, _ = w.first()
            print('ok   %s: %s first %d at %s' % (c['name'], got, f, pt(fpos)))
            if 'tests' in want:
                de = dangerous_entries(w, placed)
                if want['tests'] != de:
                    print('   dangerous entries of the witness %s, want %s' % (de, want['tests']))
        write(c, placed)
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
