#!/usr/bin/env python3
"""Recompute every expectation of tests/dbm/fresh5 from the scenario alone.

An independent reading of spec 1.1's DBM entry points (march, recoil, flee_element,
pursue_element, line_up, combat_outcome), written from the seed, INDEX.md's facts and the
spec without rulec: its own geometry (separating axes with the tolerance, swept contact
times, bisection for the 200p stop and the least clear turn). Lengths are held in mm.

    python3 tests/dbm/fresh5/check.py [DIR]

prints one line per scenario and exits 1 if any expectation disagrees with the model.
"""
import glob
import math
import os
import re
import sys

import yaml

UNIT = {"mm": 1.0, "cm": 10.0, "in": 25.4, '"': 25.4, "p": 0.5}
EPS = 1e-9


def length(v):
    """A spec length in mm; a bare number is paces (DBM's default unit)."""
    if isinstance(v, (int, float)):
        return float(v) * 0.5
    m = re.fullmatch(r"\s*(-?[0-9.]+)\s*(mm|cm|in|\"|p)?\s*", str(v))
    if not m:
        raise ValueError("not a length: %r" % v)
    return float(m.group(1)) * UNIT[m.group(2) or "p"]


def fwd(bearing):
    a = math.radians(bearing)
    return (math.sin(a), math.cos(a))


def right(bearing):
    a = math.radians(bearing)
    return (math.cos(a), -math.sin(a))


class Element:
    def __init__(self, name, d):
        self.name = name
        self.side = d["side"]
        self.cx, self.cy = (length(v) for v in d["centre"])
        self.facing = float(d.get("facing", 0))
        self.w, self.d = (length(v) for v in d["base"])
        self.state = list(d.get("state", []))
        self.props = dict(d.get("props", {}))
        self.removed = False
        self.start = (self.cx, self.cy, self.facing)

    def corners(self, cx=None, cy=None, facing=None):
        cx = self.cx if cx is None else cx
        cy = self.cy if cy is None else cy
        facing = self.facing if facing is None else facing
        f, r = fwd(facing), right(facing)
        hw, hd = self.w / 2, self.d / 2
        # front left, front right, rear right, rear left
        return [
            (cx + f[0] * hd - r[0] * hw, cy + f[1] * hd - r[1] * hw),
            (cx + f[0] * hd + r[0] * hw, cy + f[1] * hd + r[1] * hw),
            (cx - f[0] * hd + r[0] * hw, cy - f[1] * hd + r[1] * hw),
            (cx - f[0] * hd - r[0] * hw, cy - f[1] * hd - r[1] * hw),
        ]

    @property
    def ambush(self):
        return "ambush" in self.state


def axes(P):
    out = []
    for i in range(len(P)):
        x1, y1 = P[i]
        x2, y2 = P[(i + 1) % len(P)]
        n = (y2 - y1, x1 - x2)
        ln = math.hypot(*n)
        if ln > EPS:
            out.append((n[0] / ln, n[1] / ln))
    return out


def proj(P, n):
    vals = [p[0] * n[0] + p[1] * n[1] for p in P]
    return min(vals), max(vals)


def penetration(P, Q):
    """The least overlap over all separating axes (negative: the separation)."""
    best = math.inf
    for n in axes(P) + axes(Q):
        a0, a1 = proj(P, n)
        b0, b1 = proj(Q, n)
        best = min(best, min(a1, b1) - max(a0, b0))
    return best


def seg_dist(p, q, a, b):
    def pt_seg(p, a, b):
        dx, dy = b[0] - a[0], b[1] - a[1]
        L = dx * dx + dy * dy
        t = 0 if L < EPS else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / L))
        return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)

    return min(pt_seg(p, a, b), pt_seg(q, a, b), pt_seg(a, p, q), pt_seg(b, p, q))


def dist(P, Q):
    if penetration(P, Q) >= 0:
        return 0.0
    return min(
        seg_dist(P[i], P[(i + 1) % len(P)], Q[j], Q[(j + 1) % len(Q)])
        for i in range(len(P))
        for j in range(len(Q))
    )


def sweep(P, u, Q, tol):
    """First t >= 0 at which P moved by t*u touches Q on its way into it (overlap by more
    than tol somewhere later); None when it never gets into Q."""
    lo_tol, hi_tol = -math.inf, math.inf  # times of overlap > tol
    lo0 = -math.inf  # the touching time (tol 0)
    for n in axes(P) + axes(Q):
        a0, a1 = proj(P, n)
        b0, b1 = proj(Q, n)
        v = u[0] * n[0] + u[1] * n[1]
        if abs(v) < EPS:
            if min(a1, b1) - max(a0, b0) <= tol:
                return None
            continue
        # overlap > tol: a1 + tv > b0 + tol and b1 - tol > a0 + tv
        t1 = (b0 + tol - a1) / v
        t2 = (b1 - tol - a0) / v
        lo_tol = max(lo_tol, min(t1, t2))
        hi_tol = min(hi_tol, max(t1, t2))
        s1 = (b0 - a1) / v
        s2 = (b1 - a0) / v
        lo0 = max(lo0, min(s1, s2))
    if lo_tol >= hi_tol or hi_tol <= 0:
        return None
    return max(0.0, lo0)


def move(P, u, t):
    return [(x + u[0] * t, y + u[1] * t) for x, y in P]


class World:
    def __init__(self, sc):
        self.tol = length(sc.get("tolerance", "0.0254mm"))
        self.units = {k: Element(k, v) for k, v in sc["units"].items()}
        self.terrain = [
            (t.get("kind"), [tuple(length(v) for v in p) for p in t["polygon"]])
            for t in sc.get("terrain", [])
        ]
        self.events = []

    def known_others(self, me):
        return [
            e for e in self.units.values()
            if e is not me and not e.removed and not (e.ambush and e.side != me.side)
        ]

    def enemies(self, me):
        return [e for e in self.known_others(me) if e.side != me.side]

    def impassable(self):
        return [poly for kind, poly in self.terrain if kind == "impassable"]

    def destroy(self, e):
        e.removed = True
        self.events.append("destroyed " + e.name)

    # IWF 14.1
    def march(self, a, D):
        ens = self.enemies(a)
        if not ens:
            a.cx, a.cy = a.cx + fwd(a.facing)[0] * D, a.cy + fwd(a.facing)[1] * D
            return
        f = fwd(a.facing)

        def gap(t):
            P = move(a.corners(), f, t)
            return min(dist(P, e.corners()) for e in ens)

        if gap(0) < 100 - self.tol:
            self.events.append("march_refused " + a.name)
            return
        n = 4000
        t_end = D
        prev = 0.0
        for i in range(1, n + 1):
            t = D * i / n
            if gap(t) < 100 - 1e-9:
                lo, hi = prev, t
                for _ in range(100):
                    mid = (lo + hi) / 2
                    if gap(mid) < 100 - 1e-12:
                        hi = mid
                    else:
                        lo = mid
                t_end = lo
                break
            prev = t
        a.cx, a.cy = a.cx + f[0] * t_end, a.cy + f[1] * t_end

    # IWF 22.2 and the wider rule
    def recoil(self, a, D):
        u = fwd(a.facing + 180)
        moving = [a]
        left = D
        while left > EPS:
            best = None
            for b in moving:
                P = b.corners()
                for o in self.known_others(a):
                    if o in moving:
                        continue
                    t = sweep(P, u, o.corners(), self.tol)
                    if t is not None and t < left + EPS and (best is None or t < best[0]):
                        best = (t, o)
                for poly in self.impassable():
                    t = sweep(P, u, poly, self.tol)
                    if t is not None and t < left + EPS and (best is None or t < best[0]):
                        best = (t, None)
            if best is None or best[0] >= left - self.tol:
                # nothing met before the recoil is complete
                for b in moving:
                    b.cx, b.cy = b.cx + u[0] * left, b.cy + u[1] * left
                return
            t, o = best
            for b in moving:
                b.cx, b.cy = b.cx + u[0] * t, b.cy + u[1] * t
            left -= t
            same = o is not None and o.side == a.side and abs(((o.facing - a.facing + 180) % 360) - 180) < 1e-9
            if same:
                moving.append(o)
                continue
            self.destroy(a)
            return

    def obstructions(self, a):
        return [o.corners() for o in self.known_others(a)] + self.impassable()

    def clear(self, a, facing, D=100.0, tol=None):
        """The 200p path straight ahead is clear; tol None: the scenario's tolerance."""
        tol = self.tol if tol is None else tol
        P = a.corners(facing=facing)
        f = fwd(facing)
        for Q in self.obstructions(a):
            if penetration(P, Q) > tol:
                return False
            t = sweep(P, f, Q, tol)
            if t is not None and t < D - tol:
                return False
        return True

    def burst_clear(self, a, facing, D=100.0, tol=None):
        """Bursting through friends: the 200p path is clear of all but friends, and the
        element, after its move, ends clear of everything (friends included)."""
        tol = self.tol if tol is None else tol
        P = a.corners(facing=facing)
        f = fwd(facing)
        others = [o.corners() for o in self.enemies(a)] + self.impassable()
        for Q in others:
            if penetration(P, Q) > tol:
                return False
            t = sweep(P, f, Q, tol)
            if t is not None and t < D - tol:
                return False
        end = move(P, f, D)
        return all(penetration(end, Q) <= tol for Q in self.obstructions(a))

    def least_turn(self, a, test):
        """The least pivot (degrees, sign: -1 left, +1 right) after which test holds;
        a tie goes left. None when no turn of up to 180 degrees will do."""
        facing = a.facing
        if test(a, facing):
            return (0.0, -1)
        found = []
        for sgn in (-1, 1):  # left first: the default of a tie
            step = 0.05
            prev = 0.0
            k = 1
            while k * step <= 180 + EPS:
                ang = k * step
                if test(a, facing + sgn * ang):
                    # the least turn is where the path just touches what bounds it
                    # (exact geometry, not the turn that overlaps by the tolerance)
                    lo, hi = prev, ang
                    for _ in range(80):
                        mid = (lo + hi) / 2
                        if test(a, facing + sgn * mid, tol=1e-9):
                            hi = mid
                        else:
                            lo = mid
                    found.append((hi, sgn))
                    break
                prev = ang
                k += 1
        if not found:
            return None
        found.sort(key=lambda x: (round(x[0], 9), x[1]))
        return found[0]

    # IWF 23.1 (the cases this folder uses: straight on, the least pivot, bursting
    # through friends straight on, destroyed; no new obstruction part way)
    def flee(self, a, D):
        turn = self.least_turn(a, self.clear)
        burst = False
        if turn is None:
            turn = self.least_turn(a, self.burst_clear)
            burst = True
        if turn is None:
            self.destroy(a)
            return
        ang, sgn = turn
        facing = (a.facing + sgn * ang) % 360
        f = fwd(facing)
        P = a.corners(facing=facing)
        if burst:
            for o in self.known_others(a):
                if o.side == a.side:
                    t = sweep(P, f, o.corners(), self.tol)
                    if t is not None and t < D:
                        self.events.append("burst_through %s %s" % (a.name, o.name))
        else:
            assert self.clear(a, facing, D), "flee path meets something part way: not modelled"
        a.facing = facing
        a.cx, a.cy = a.cx + f[0] * D, a.cy + f[1] * D

    # IWF 24.1, 24.2
    def pursue(self, a, D):
        if a.props.get("type") == "Exp":
            for kind, poly in self.terrain:
                if kind == "difficult" and penetration(a.corners(), poly) > self.tol:
                    self.destroy(a)
                    return
        f = fwd(a.facing)
        stop = D
        for Q in [e.corners() for e in self.enemies(a)] + self.impassable():
            t = sweep(a.corners(), f, Q, self.tol)
            if t is not None and t < stop:
                stop = t
        a.cx, a.cy = a.cx + f[0] * stop, a.cy + f[1] * stop

    # IWF 13.6, 13.7 1.
    def line_up(self, a, e):
        C = a.corners()
        fl, fr = C[0], C[1]
        E = e.corners()
        edges = [(E[i], E[(i + 1) % 4]) for i in range(4)]
        f = fwd(a.facing)
        r = right(a.facing)

        def parallel(edge):
            dx, dy = edge[1][0] - edge[0][0], edge[1][1] - edge[0][1]
            return abs(dx * f[0] + dy * f[1]) / math.hypot(dx, dy) < 1e-9

        ds = [(seg_dist(fl, fr, p, q), 0 if parallel((p, q)) else 1, (p, q)) for p, q in edges]
        ds.sort(key=lambda x: (round(x[0], 9), x[1]))
        dmin, _, edge = ds[0]
        ok = parallel(edge) and dmin <= a.w + self.tol
        mid_e = ((edge[0][0] + edge[1][0]) / 2, (edge[0][1] + edge[1][1]) / 2)
        mid_f = ((fl[0] + fr[0]) / 2, (fl[1] + fr[1]) / 2)
        ahead = (mid_e[0] - mid_f[0]) * f[0] + (mid_e[1] - mid_f[1]) * f[1]
        ok = ok and ahead > -self.tol
        slide = (mid_e[0] - mid_f[0]) * r[0] + (mid_e[1] - mid_f[1]) * r[1]
        elen = math.hypot(edge[1][0] - edge[0][0], edge[1][1] - edge[0][1])
        ok = ok and abs(elen - a.w) < 1e-9 and abs(slide) <= a.w / 2 + self.tol
        if not ok:
            self.events.append("cannot_line_up %s %s" % (a.name, e.name))
            return
        a.cx, a.cy = a.cx + r[0] * slide, a.cy + r[1] * slide

    # IWF 21.1
    def outcome(self, a, e):
        x, y = float(a.props["total"]), float(e.props["total"])
        if x == y:
            self.events.append("equal %s %s" % (a.name, e.name))
            return
        self.events.append("lower " + (a.name if x < y else e.name))
        if x <= y / 2:
            self.events.append("half_or_less " + a.name)
        if y <= x / 2:
            self.events.append("half_or_less " + e.name)


def run(path):
    sc = yaml.safe_load(open(path))
    w = World(sc)
    args = sc["args"]
    proc = sc["run"]
    u = w.units
    if proc == "march":
        w.march(u[args["element"]], length(args["distance"]))
    elif proc == "recoil":
        w.recoil(u[args["element"]], length(args["distance"]))
    elif proc == "flee_element":
        w.flee(u[args["element"]], length(args["distance"]))
    elif proc == "pursue_element":
        w.pursue(u[args["element"]], length(args["distance"]))
    elif proc == "line_up":
        w.line_up(u[args["element"]], u[args["enemy"]])
    elif proc == "combat_outcome":
        w.outcome(u[args["element"]], u[args["enemy"]])
    else:
        raise ValueError("unknown procedure " + proc)
    return sc, w


def compare(sc, w):
    bad = []
    tol = max(w.tol, 0.001)  # expectations are written to 0.001mm at least
    exp = sc.get("expect", {})
    for name, want in exp.get("units", {}).items():
        e = w.units[name]
        if "removed" in want and bool(want["removed"]) != e.removed:
            bad.append("%s removed %s, model %s" % (name, want["removed"], e.removed))
        if "centre" in want:
            x, y = (length(v) for v in want["centre"])
            if math.hypot(x - e.cx, y - e.cy) > tol:
                bad.append("%s centre (%.6f, %.6f), model (%.6f, %.6f)" % (name, x, y, e.cx, e.cy))
        if "facing" in want:
            d = abs(((float(want["facing"]) - e.facing + 180) % 360) - 180)
            if d > 1e-4:
                bad.append("%s facing %s, model %.6f" % (name, want["facing"], e.facing))
        if want.get("moved") is False:
            if math.hypot(e.cx - e.start[0], e.cy - e.start[1]) > tol or e.facing != e.start[2]:
                bad.append("%s moved in the model" % name)
    i = 0
    for ev in exp.get("events", []):
        while i < len(w.events) and w.events[i] != ev:
            i += 1
        if i == len(w.events):
            bad.append("event %r missing in order from %s" % (ev, w.events))
            break
        i += 1
    for ev in exp.get("no_events", []):
        if ev in w.events:
            bad.append("event %r occurs" % ev)
    return bad


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    failed = 0
    files = sorted(glob.glob(os.path.join(folder, "*.yaml")))
    for path in files:
        sc, w = run(path)
        bad = compare(sc, w)
        if bad:
            failed += 1
            print("FAIL", os.path.basename(path))
            for b in bad:
                print("   ", b)
        else:
            print("ok  ", os.path.basename(path))
    print("%d checked, %d disagree" % (len(files), failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
