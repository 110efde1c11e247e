#!/usr/bin/env python3
"""Independent recomputation of every expected value in tests/dbm/fresh3.

Written from the IWF clarifications (seed 002), the DBM facts of seeds/INDEX.md and
the scenario contract (spec 1.1, the DBM entry points) alone: no rulec, no rules file,
no other folder's checker. Each scenario is simulated with plain geometry (convex
polygons, separating axes, exact clipping where it is cheap, bisection to 1e-9 mm where
it is not) and the simulation is compared with the scenario's `expect`.

Run: python3 tests/dbm/fresh3/check.py [DIR]   (exit 1 if any scenario disagrees)
"""
import glob
import math
import os
import re
import sys

import yaml

MM = {"mm": 1.0, "cm": 10.0, "in": 25.4, '"': 25.4, "p": 0.5}
PACE = 0.5  # 15mm figures: 50 paces to the inch is nearer 0.508; the spec fixes 0.5mm
CLEAR = 100.0  # 200p in mm
FACING_TOL = 0.01


def length(v):
    """A scenario length in mm (bare numbers are paces)."""
    if isinstance(v, (int, float)):
        return float(v) * PACE
    m = re.fullmatch(r"\s*(-?[0-9.]+)\s*(mm|cm|in|\"|p)\s*", str(v))
    if not m:
        raise ValueError("not a length: %r" % (v,))
    return float(m.group(1)) * MM[m.group(2)]


def vec(bearing):
    """Forward and right unit vectors of a compass bearing."""
    a = math.radians(bearing)
    return (math.sin(a), math.cos(a)), (math.cos(a), -math.sin(a))


def add(p, q, k=1.0):
    return (p[0] + k * q[0], p[1] + k * q[1])


def sub(p, q):
    return (p[0] - q[0], p[1] - q[1])


def dot(p, q):
    return p[0] * q[0] + p[1] * q[1]


class Elem:
    def __init__(self, name, d):
        self.name = name
        self.side = d.get("side")
        self.c = tuple(length(x) for x in d["centre"])
        self.facing = float(d.get("facing", 0)) % 360
        w, dp = d.get("base", ["40mm", "15mm"])
        self.w, self.d = length(w), length(dp)
        state = d.get("state", []) or []
        self.flags = set(str(s).split()[0] for s in state)
        self.props = d.get("props", {}) or {}
        self.removed = False
        self.moved = False

    def rect(self, c=None, facing=None):
        c = self.c if c is None else c
        facing = self.facing if facing is None else facing
        f, r = vec(facing)
        hd, hw = self.d / 2, self.w / 2
        return [add(add(c, f, hd), r, -hw), add(add(c, f, hd), r, hw),
                add(add(c, f, -hd), r, hw), add(add(c, f, -hd), r, -hw)]


def axes(poly):
    out = []
    for i in range(len(poly)):
        e = sub(poly[(i + 1) % len(poly)], poly[i])
        n = math.hypot(*e)
        if n > 1e-12:
            out.append((-e[1] / n, e[0] / n))
    return out


def depth(a, b):
    """Least overlap along any separating axis: > 0 iff the interiors meet."""
    best = math.inf
    for ax in axes(a) + axes(b):
        pa = [dot(p, ax) for p in a]
        pb = [dot(p, ax) for p in b]
        best = min(best, min(max(pa), max(pb)) - max(min(pa), min(pb)))
    return best


def seg_dist(p, q, a, b):
    def pt_seg(x, a, b):
        ab = sub(b, a)
        L = dot(ab, ab)
        t = 0.0 if L == 0 else max(0.0, min(1.0, dot(sub(x, a), ab) / L))
        return math.hypot(*sub(x, add(a, ab, t)))
    return min(pt_seg(p, a, b), pt_seg(q, a, b), pt_seg(a, p, q), pt_seg(b, p, q))


def dist(a, b):
    if depth(a, b) >= 0:
        return 0.0
    return min(seg_dist(a[i], a[(i + 1) % len(a)], b[j], b[(j + 1) % len(b)])
               for i in range(len(a)) for j in range(len(b)))


def hull(pts):
    pts = sorted(set(pts))
    if len(pts) <= 2:
        return pts

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
    lo, hi = [], []
    for p in pts:
        while len(lo) >= 2 and cross(lo[-2], lo[-1], p) <= 0:
            lo.pop()
        lo.append(p)
    for p in reversed(pts):
        while len(hi) >= 2 and cross(hi[-2], hi[-1], p) <= 0:
            hi.pop()
        hi.append(p)
    return lo[:-1] + hi[:-1]


def shift(poly, d, t):
    return [add(p, d, t) for p in poly]


def first_overlap(poly, d, L, obstacle, tol):
    """Least t in [0, L] at which poly moved t along d overlaps obstacle by more than
    tol, returned as the contact point (depth 0), or None. depth(t) is concave, so the
    overlapping t form one interval."""
    g = lambda t: depth(shift(poly, d, t), obstacle)
    lo, hi = 0.0, L
    for _ in range(200):  # ternary search for the deepest point
        m1, m2 = lo + (hi - lo) / 3, hi - (hi - lo) / 3
        if g(m1) < g(m2):
            lo = m1
        else:
            hi = m2
    tm = (lo + hi) / 2
    if g(0) > tol:
        return 0.0
    if g(tm) <= tol and g(L) <= tol:
        return None
    if g(L) > g(tm):
        tm = L
    lo, hi = 0.0, tm
    for _ in range(200):
        mid = (lo + hi) / 2
        if g(mid) > 0:
            hi = mid
        else:
            lo = mid
    return lo


class World:
    def __init__(self, doc):
        self.tol = length(doc["tolerance"]) if "tolerance" in doc else 0.0254
        self.units = {k: Elem(k, v) for k, v in (doc.get("units") or {}).items()}
        self.terrain = []
        for t in doc.get("terrain", []) or []:
            self.terrain.append((t.get("kind"), [tuple(length(x) for x in p) for p in t["polygon"]]))
        self.events = []

    def known(self, e, u):
        return u is not e and not u.removed and not (u.side != e.side and "ambush" in u.flags)

    def impassable(self):
        return [p for k, p in self.terrain if k == "impassable"]


# ---------------------------------------------------------------- procedures

def path_blockers(w, e, facing, skip_friends, eps=None):
    """What overlaps the element pivoted to facing and swept 200p straight ahead. The least
    turn is the exact one (the path just touching what bounds it): eps 1e-9, not the
    scenario's tolerance, which would let the path graze 0.0254mm into the obstruction."""
    eps = w.tol if eps is None else eps
    r = e.rect(facing=facing)
    f, _ = vec(facing)
    path = hull(r + shift(r, f, CLEAR))
    out = []
    for u in w.units.values():
        if w.known(e, u) and depth(path, u.rect()) > eps:
            out.append(u)
    for p in w.impassable():
        if depth(path, p) > eps:
            out.append(None)
    if skip_friends:
        friends = [u for u in out if u is not None and u.side == e.side]
        others = [u for u in out if u is None or u.side != e.side]
        return others, friends
    return out, []


def least_turn(w, e, skip_friends):
    """The smallest pivot (left: negative) whose path is clear; left wins a tie."""
    def clear(a):
        return not path_blockers(w, e, e.facing + a, skip_friends, 1e-9)[0]
    if clear(0):
        return 0.0
    best = None
    step = 0.05
    for sign in (-1, 1):
        prev = 0.0
        a = step
        while a <= 180 + 1e-9:
            if clear(sign * a):
                lo, hi = prev, a
                for _ in range(100):
                    mid = (lo + hi) / 2
                    if clear(sign * mid):
                        hi = mid
                    else:
                        lo = mid
                if best is None or hi < abs(best) - 1e-7:
                    best = sign * hi
                break
            prev = a
            a += step
    return best


def flee_element(w, a):
    e = w.units[a["element"]]
    L = length(a["distance"])
    turn = least_turn(w, e, False)
    burst = []
    if turn is None:
        turn = least_turn(w, e, True)
        if turn is None:
            w.events.append("destroyed %s" % e.name)
            e.removed = True
            return
        burst = path_blockers(w, e, e.facing + turn, True)[1]
    e.facing = (e.facing + turn) % 360
    f, _ = vec(e.facing)
    e.c = add(e.c, f, L)
    for b in burst:
        w.events.append("burst_through %s %s" % (e.name, b.name))
        assert depth(e.rect(), b.rect()) <= w.tol, "burst through does not end clear"


def recoil(w, a):
    e = w.units[a["element"]]
    L = length(a["distance"])
    chain = [e]
    done = 0.0  # how far the chain has moved back
    f, _ = vec(e.facing)
    back = (-f[0], -f[1])
    while done < L - 1e-12:
        last = chain[-1]
        hit, who = None, None
        poly = last.rect()
        for u in w.units.values():
            if u in chain or not w.known(e, u):
                continue
            t = first_overlap(poly, back, L - done, u.rect(), w.tol)
            if t is not None and (hit is None or t < hit):
                hit, who = t, u
        for p in w.impassable():
            t = first_overlap(poly, back, L - done, p, w.tol)
            if t is not None and (hit is None or t < hit):
                hit, who = t, "terrain"
        step = (L - done) if hit is None else hit
        for u in chain:
            u.c = add(u.c, back, step)
        done += step
        if hit is None:
            break
        if who != "terrain" and who.side == e.side and abs(((who.facing - e.facing + 180) % 360) - 180) < 1e-6:
            chain.append(who)  # a friend facing the same way: pushed back ahead of it
            continue
        w.events.append("destroyed %s" % e.name)
        e.removed = True
        break


def march(w, a):
    e = w.units[a["element"]]
    L = length(a["distance"])
    f, _ = vec(e.facing)
    enemies = [u for u in w.units.values() if w.known(e, u) and u.side != e.side]
    r0 = e.rect()
    if any(dist(r0, u.rect()) < CLEAR - w.tol for u in enemies):
        w.events.append("march_refused %s" % e.name)
        return
    stop = L
    for u in enemies:
        h = lambda t: dist(shift(r0, f, t), u.rect())
        lo, hi = 0.0, L
        for _ in range(200):
            m1, m2 = lo + (hi - lo) / 3, hi - (hi - lo) / 3
            if h(m1) > h(m2):
                lo = m1
            else:
                hi = m2
        tm = (lo + hi) / 2
        # never closer than 200p, or than it started where that was within the tolerance
        floor = min(CLEAR, h(0)) - 1e-9
        if h(tm) >= floor:
            continue
        lo, hi = 0.0, tm  # h is convex: the first t closer than 200p, from h(0) >= 200p
        for _ in range(200):
            mid = (lo + hi) / 2
            if h(mid) < floor:
                hi = mid
            else:
                lo = mid
        stop = min(stop, lo)
    e.c = add(e.c, f, stop)


def line_up(w, a):
    e = w.units[a["element"]]
    en = w.units[a["enemy"]]
    r = e.rect()
    f, right = vec(e.facing)
    front = (r[0], r[1])
    er = en.rect()
    edges = [(er[i], er[(i + 1) % 4]) for i in range(4)]
    ds = [seg_dist(front[0], front[1], p, q) for p, q in edges]
    m = min(ds)
    cands = [edges[i] for i in range(4) if ds[i] <= m + w.tol]

    def parallel(edge):
        v = sub(edge[1], edge[0])
        return abs(dot(v, f)) / math.hypot(*v) < math.sin(math.radians(1e-4))
    par = [ed for ed in cands if parallel(ed)]
    edge = par[0] if par else cands[0]
    ok = parallel(edge)
    mid = ((edge[0][0] + edge[1][0]) / 2, (edge[0][1] + edge[1][1]) / 2)
    fm = ((front[0][0] + front[1][0]) / 2, (front[0][1] + front[1][1]) / 2)
    ahead = dot(sub(mid, fm), f)
    ok = ok and ahead >= -w.tol and m <= e.w + w.tol
    # equal lengths only in this suite: corners line up when the midpoints do
    slide = dot(sub(mid, fm), right)
    ok = ok and abs(slide) <= e.w / 2 + w.tol
    if not ok:
        w.events.append("cannot_line_up %s %s" % (e.name, en.name))
        return
    e.c = add(e.c, right, slide)


def combat_outcome(w, a):
    e = w.units[a["element"]]
    en = w.units[a["enemy"]]
    x, y = float(e.props["total"]), float(en.props["total"])
    if x == y:
        w.events.append("equal %s %s" % (e.name, en.name))
        return
    w.events.append("lower %s" % (e.name if x < y else en.name))
    if x <= y / 2:
        w.events.append("half_or_less %s" % e.name)
    if y <= x / 2:
        w.events.append("half_or_less %s" % en.name)


def pursue_element(w, a):
    e = w.units[a["element"]]
    L = length(a["distance"])
    r0 = e.rect()
    if e.props.get("type") == "Exp" and any(
            depth(r0, p) > w.tol for k, p in w.terrain if k == "difficult"):
        w.events.append("destroyed %s" % e.name)
        e.removed = True
        return
    f, _ = vec(e.facing)
    stop = L
    obst = [u.rect() for u in w.units.values() if w.known(e, u) and u.side != e.side]
    obst += w.impassable()
    for p in obst:
        t = first_overlap(r0, f, L, p, w.tol)
        if t is not None:
            stop = min(stop, t)
    e.c = add(e.c, f, stop)


PROCS = {"flee_element": flee_element, "recoil": recoil, "march": march,
         "line_up": line_up, "combat_outcome": combat_outcome,
         "pursue_element": pursue_element}


# ---------------------------------------------------------------- comparison

def check(path):
    with open(path) as fh:
        doc = yaml.safe_load(fh)
    w = World(doc)
    start = {k: (u.c, u.facing) for k, u in w.units.items()}
    PROCS[doc["run"]](w, doc.get("args", {}))
    exp = doc.get("expect", {}) or {}
    bad = []
    for name, want in (exp.get("units") or {}).items():
        u = w.units[name]
        if "removed" in want and bool(want["removed"]) != u.removed:
            bad.append("%s removed: want %s got %s" % (name, want["removed"], u.removed))
        if "centre" in want:
            c = tuple(length(x) for x in want["centre"])
            d = math.hypot(c[0] - u.c[0], c[1] - u.c[1])
            if d > w.tol:
                bad.append("%s centre: want %s got (%.4f, %.4f) mm" % (name, want["centre"], *u.c))
        if "facing" in want:
            dd = abs(((float(want["facing"]) - u.facing + 180) % 360) - 180)
            if dd > FACING_TOL:
                bad.append("%s facing: want %s got %.4f" % (name, want["facing"], u.facing))
        if "moved" in want:
            moved = math.hypot(*sub(u.c, start[name][0])) > w.tol or \
                abs(((u.facing - start[name][1] + 180) % 360) - 180) > FACING_TOL
            if moved != bool(want["moved"]):
                bad.append("%s moved: want %s got %s" % (name, want["moved"], moved))
        st = want.get("state")
        if st:
            for fl in st.get("has", []):
                if fl.split()[0] not in u.flags:
                    bad.append("%s lacks %s" % (name, fl))
    evs = exp.get("events") or []
    i = 0
    for ev in w.events:
        if i < len(evs) and ev == evs[i]:
            i += 1
    if i < len(evs):
        bad.append("events: want %s (in order) got %s" % (evs, w.events))
    for ev in exp.get("no_events") or []:
        if ev in w.events:
            bad.append("event %s must not occur: got %s" % (ev, w.events))
    return bad, w.events


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    files = sorted(glob.glob(os.path.join(root, "*.yaml")))
    nbad = 0
    for p in files:
        bad, evs = check(p)
        print("%-4s %s %s" % ("ok" if not bad else "FAIL", os.path.basename(p), " ".join(evs)))
        for b in bad:
            print("     " + b)
        nbad += bool(bad)
    print("%d scenarios, %d disagree" % (len(files), nbad))
    sys.exit(1 if nbad or not files else 0)


if __name__ == "__main__":
    main()
