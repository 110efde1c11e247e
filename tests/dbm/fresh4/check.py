#!/usr/bin/env python3
"""Independent checker for tests/dbm/fresh4.

Written from /work/shared/spec/scenario-format.md (1.1, DBM entry points), geometry.md and
the IWF clarifications text alone. It re-simulates every scenario with plain geometry
(separating axes, bisection) and compares its own answer with each scenario's `expect`.
Run: python3 tests/dbm/fresh4/check.py   (exit 1 on any disagreement)
"""
import math
import os
import re
import sys

import yaml

MM = {"mm": 1.0, "cm": 10.0, "in": 25.4, '"': 25.4, "p": 0.5}
DEFAULT_TOL = 0.0254  # 0.001in
CLEAR = 100.0  # 200p in mm


def length(v):
    if isinstance(v, (int, float)):
        return float(v) * 0.5  # bare numbers are paces in DBM
    m = re.fullmatch(r"\s*(-?[0-9.]+)\s*(mm|cm|in|\"|p)\s*", str(v))
    if not m:
        raise ValueError("bad length %r" % v)
    return float(m.group(1)) * MM[m.group(2)]


def fwd(b):
    r = math.radians(b)
    return (math.sin(r), math.cos(r))


def right(b):
    r = math.radians(b)
    return (math.cos(r), -math.sin(r))


class El:
    def __init__(self, name, d):
        self.name = name
        self.side = d.get("side")
        self.c = tuple(length(v) for v in d["centre"])
        self.f = float(d.get("facing", 0))
        self.w, self.d = (length(v) for v in d.get("base", ["40mm", "15mm"]))
        self.state = d.get("state", []) or []
        self.props = d.get("props", {}) or {}
        self.removed = False

    def poly(self, c=None, f=None, ahead=0.0):
        c = c or self.c
        f = self.f if f is None else f
        h, n = fwd(f), right(f)
        hw, hd = self.w / 2, self.d / 2
        pts = []
        for lat, fw in ((-hw, hd + ahead), (hw, hd + ahead), (hw, -hd), (-hw, -hd)):
            pts.append((c[0] + h[0] * fw + n[0] * lat, c[1] + h[1] * fw + n[1] * lat))
        return pts


def axes(p):
    out = []
    for i in range(len(p)):
        a, b = p[i], p[(i + 1) % len(p)]
        ex, ey = b[0] - a[0], b[1] - a[1]
        l = math.hypot(ex, ey)
        if l > 0:
            out.append((-ey / l, ex / l))
    return out


def penetration(p, q):
    """Least overlap of two convex polygons along their edge normals (<=0: apart)."""
    best = math.inf
    for ax in axes(p) + axes(q):
        pp = [x * ax[0] + y * ax[1] for x, y in p]
        qq = [x * ax[0] + y * ax[1] for x, y in q]
        best = min(best, min(max(pp), max(qq)) - max(min(pp), min(qq)))
    return best


def seg_dist(p, a, b):
    ex, ey = b[0] - a[0], b[1] - a[1]
    t = max(0.0, min(1.0, ((p[0] - a[0]) * ex + (p[1] - a[1]) * ey) / (ex * ex + ey * ey)))
    return math.hypot(p[0] - a[0] - t * ex, p[1] - a[1] - t * ey)


def seg_seg(a, b, c, d):
    return min(seg_dist(a, c, d), seg_dist(b, c, d), seg_dist(c, a, b), seg_dist(d, a, b))


def shape_dist(p, q):
    if penetration(p, q) > 0:
        return 0.0
    return min(seg_seg(p[i], p[(i + 1) % len(p)], q[j], q[(j + 1) % len(q)])
               for i in range(len(p)) for j in range(len(q)))


def first_hit(pos_poly, obst, dmax, tol):
    """Least s in [0, dmax] at which pos_poly(s) overlaps obst by more than tol, or None."""
    n = 4000
    prev = 0.0
    if penetration(pos_poly(0.0), obst) > tol:
        return 0.0
    for i in range(1, n + 1):
        s = dmax * i / n
        if penetration(pos_poly(s), obst) > tol:
            lo, hi = prev, s
            for _ in range(80):
                mid = (lo + hi) / 2
                if penetration(pos_poly(mid), obst) > tol:
                    hi = mid
                else:
                    lo = mid
            return lo
        prev = s
    return None


def moved(c, b, s):
    h = fwd(b)
    return (c[0] + h[0] * s, c[1] + h[1] * s)


class World:
    def __init__(self, sc):
        self.sc = sc
        self.tol = length(sc["tolerance"]) if "tolerance" in sc else DEFAULT_TOL
        self.els = {k: El(k, v) for k, v in sc["units"].items()}
        self.terrain = [(t.get("kind"), [tuple(length(v) for v in pt) for pt in t["polygon"]])
                        for t in sc.get("terrain", []) or []]
        b = sc["board"]
        self.W, self.H = length(b["width"]), length(b["depth"])
        self.events = []

    def known_enemies(self, e):
        return [o for o in self.els.values()
                if o.side != e.side and not o.removed and "ambush" not in o.state]

    def board_edges(self):
        big = 1000.0
        W, H = self.W, self.H
        return [[(-big, -big), (W + big, -big), (W + big, 0), (-big, 0)],
                [(-big, H), (W + big, H), (W + big, H + big), (-big, H + big)],
                [(-big, -big), (0, -big), (0, H + big), (-big, H + big)],
                [(W, -big), (W + big, -big), (W + big, H + big), (W, H + big)]]

    # ---- march (IWF 14.1)
    def march(self, a):
        e, dist = self.els[a["element"]], length(a["distance"])
        foes = [o.poly() for o in self.known_enemies(e)]

        def dmin(s):
            p = e.poly(moved(e.c, e.f, s))
            return min([shape_dist(p, q) for q in foes] or [math.inf])
        if dmin(0) < CLEAR - self.tol:
            self.events.append("march_refused %s" % e.name)
            return
        # it may not go closer than 200p (or than it already is, inside the tolerance)
        CLEAR_ = min(CLEAR, dmin(0)) - 1e-9
        n = 4000
        stop = dist
        for i in range(1, n + 1):
            s = dist * i / n
            if dmin(s) < CLEAR_:
                lo, hi = dist * (i - 1) / n, s
                for _ in range(80):
                    mid = (lo + hi) / 2
                    if dmin(mid) < CLEAR_:
                        hi = mid
                    else:
                        lo = mid
                stop = lo
                break
        e.c = moved(e.c, e.f, stop)

    # ---- recoil (IWF 22.2 and the wider rule)
    def recoil(self, a):
        e, dist = self.els[a["element"]], length(a["distance"])
        back = (e.f + 180) % 360
        tol = self.tol
        # chain of friends facing the same way that get pushed: gap along the recoil
        pushed = {e.name: 0.0}  # element -> travel of A at which it starts to move
        changed = True
        while changed:  # least lag over every chain of pushers (relaxation)
            changed = False
            for cname in list(pushed):
                cur = self.els[cname]
                for o in self.els.values():
                    if o.name == e.name or o.side != e.side or o.removed or "ambush" in o.state:
                        continue
                    if abs(((o.f - e.f + 180) % 360) - 180) > 1e-6:
                        continue
                    g = first_hit(lambda s: cur.poly(moved(cur.c, back, s)), o.poly(), dist + 1, tol)
                    if g is None:
                        continue
                    # touching within tolerance counts as met: start from true contact
                    lag = pushed[cname] + max(0.0, g - tol)
                    if lag < pushed.get(o.name, math.inf) - 1e-9:
                        pushed[o.name] = lag
                        changed = True
        movers = list(pushed)
        obst = []
        for o in self.els.values():
            if o.name in pushed or o.removed or "ambush" in o.state:
                continue
            obst.append(o.poly())
        obst += [p for k, p in self.terrain if k == "impassable"]
        obst += self.board_edges()
        stop, hit = dist, False
        for m in movers:
            el, lag = self.els[m], pushed[m]
            room = dist - lag
            if room <= 0:
                continue
            for q in obst:
                # the exact contact (a slanted face is met at a slant: the overlap grows
                # slower than the travel, so no tolerance is taken off afterwards)
                s = first_hit(lambda s: el.poly(moved(el.c, back, s)), q, room, 1e-9)
                if s is not None and s < room - 1e-9 and lag + s < stop:
                    stop, hit = lag + s, True
        for m in movers:
            el = self.els[m]
            el.c = moved(el.c, back, max(0.0, stop - pushed[m]))
        if hit:
            e.removed = True
            self.events.append("destroyed %s" % e.name)

    # ---- flee (IWF 23.1)
    def flee_obst(self, e):
        out = [o.poly() for o in self.els.values()
               if o.name != e.name and not o.removed and "ambush" not in o.state]
        return out + [p for k, p in self.terrain if k == "impassable"]

    def clear(self, e, c, f):
        path = e.poly(c, f, ahead=CLEAR)
        return all(penetration(path, q) <= 1e-7 for q in self.flee_obst(e))

    def back_room(self, e, c, f, nf, leg):
        """Least b in [0, leg]: moved back b along f, then pivoted to nf, e overlaps nothing."""
        obst = self.flee_obst(e)

        def free(b):
            p = e.poly(moved(c, f, -b), nf)
            return all(penetration(p, q) <= 1e-9 for q in obst)
        if free(0.0):
            return 0.0
        n = 400
        prev = 0.0
        for i in range(1, n + 1):
            b = leg * i / n
            if free(b):
                lo, hi = prev, b
                for _ in range(60):
                    mid = (lo + hi) / 2
                    if free(mid):
                        hi = mid
                    else:
                        lo = mid
                return hi
            prev = b
        return None

    def turn_again(self, e, c, f, leg):
        """The least turn (<= 90) after which, moved back the least room to turn (at most
        the leg just fled), the 200p path is clear: (bearing, back) or None."""
        def ok(ang):
            b = self.back_room(e, c, f, ang, leg)
            return b is not None and self.clear(e, moved(c, f, -b), ang)
        best = None
        for sign in (-1, 1):
            steps = 900
            prev = 0.0
            for i in range(1, steps + 1):
                a = 90.0 * i / steps
                if ok(f + sign * a):
                    lo, hi = prev, a
                    for _ in range(50):
                        mid = (lo + hi) / 2
                        if ok(f + sign * mid):
                            hi = mid
                        else:
                            lo = mid
                    if best is None or hi < best[0] - 1e-4:  # equal but for numerical noise: a tie, left wins
                        best = (hi, sign)
                    break
                prev = a
        if best is None:
            return None
        nf = (f + best[1] * best[0]) % 360
        return nf, self.back_room(e, c, f, nf, leg)

    def least_turn(self, e, c, f, limit):
        best = None
        for sign in (-1, 1):  # left (anticlockwise) first: it wins ties
            steps = int(limit * 20)
            prev = 0.0
            for i in range(1, steps + 1):
                ang = limit * i / steps
                if self.clear(e, c, f + sign * ang):
                    lo, hi = prev, ang
                    for _ in range(60):
                        mid = (lo + hi) / 2
                        if self.clear(e, c, f + sign * mid):
                            hi = mid
                        else:
                            lo = mid
                    if best is None or hi < best[0] - 1e-4:  # equal but for numerical noise: a tie, left wins
                        best = (hi, sign)
                    break
                prev = ang
        return None if best is None else (f + best[1] * best[0]) % 360

    def flee(self, a):
        e, dist = self.els[a["element"]], length(a["distance"])
        c, f = e.c, e.f
        if not self.clear(e, c, f):
            nf = self.least_turn(e, c, f, 180)
            if nf is None:
                if self.burst(e, c, f, dist):
                    return
                e.removed = True
                self.events.append("destroyed %s" % e.name)
                return
            f = nf
        left = dist
        for _ in range(8):  # at most a few turns; each must make progress
            if left <= 1e-9:
                break
            # the exact contact; a body the least turn left just touching is passed alongside
            hits = [first_hit(lambda s: e.poly(moved(c, f, s), f), q, left, 1e-6)
                    for q in self.flee_obst(e)]
            hits = [h for h in hits if h is not None]
            if not hits:
                c = moved(c, f, left)
                break
            s = min(hits)
            c = moved(c, f, s)
            left -= s
            t = self.turn_again(e, c, f, s)
            if t is None:
                e.c, e.f, e.removed = c, f, True
                self.events.append("destroyed %s" % e.name)
                return
            nf, b = t
            c = moved(c, f, -b)  # turns short of it; the room given back is fled after
            left += b
            f = nf
        e.c, e.f = c, f

    def burst(self, e, c, f, dist):
        """Straight-ahead burst through friends only (the cases here need no turn): the path
        clear of all but friends; on until clear of them; they follow to its rear edge."""
        friends = [o for o in self.els.values() if o.name != e.name and o.side == e.side
                   and not o.removed and "ambush" not in o.state]
        others = [o.poly() for o in self.els.values() if o.name != e.name and o not in friends
                  and not o.removed and "ambush" not in o.state]
        others += [p for k, p in self.terrain if k == "impassable"]
        path = e.poly(c, f, ahead=max(dist, CLEAR))
        if any(penetration(path, q) > 1e-7 for q in others):
            return False
        hit = [o for o in friends if penetration(path, o.poly()) > 1e-7]
        for o in hit:
            self.events.append("burst_through %s %s" % (e.name, o.name))
        e.c = moved(c, f, dist)
        for o in hit:
            o.f = f
            s = first_hit(lambda s: o.poly(moved(o.c, f, s)), e.poly(), dist, 1e-9)
            o.c = moved(o.c, f, dist if s is None else s)
        return True

    # ---- pursue (IWF 24.1, 24.2)
    def pursue(self, a):
        e, dist = self.els[a["element"]], length(a["distance"])
        if e.props.get("type") == "Exp":
            for k, p in self.terrain:
                if k == "difficult" and penetration(e.poly(), p) > self.tol:
                    e.removed = True
                    self.events.append("destroyed %s" % e.name)
                    return
        obst = [o.poly() for o in self.known_enemies(e)]
        obst += [p for k, p in self.terrain if k == "impassable"]
        stop = dist
        for q in obst:
            s = first_hit(lambda s: e.poly(moved(e.c, e.f, s)), q, dist, 0.0)
            if s is not None:
                stop = min(stop, s)
        e.c = moved(e.c, e.f, stop)

    # ---- line up (IWF 13.6, 13.7.1)
    def line_up(self, a):
        e, x = self.els[a["element"]], self.els[a["enemy"]]
        p = e.poly()
        front = (p[0], p[1])  # front-left, front-right
        q = x.poly()
        # q: front-left, front-right, rear-right, rear-left; edges front, right, rear, left
        edges = [(q[i], q[(i + 1) % 4]) for i in range(4)]
        kinds = ["front", "right", "rear", "left"]
        ds = [seg_seg(front[0], front[1], a2, b2) for a2, b2 in edges]
        m = min(ds)
        cands = [edges[i] for i in range(4) if ds[i] <= m + 1e-9]
        h = fwd(e.f)

        def parallel(ed):
            ex, ey = ed[1][0] - ed[0][0], ed[1][1] - ed[0][1]
            return abs(ex * h[0] + ey * h[1]) / math.hypot(ex, ey) < 1e-9
        par = [ed for ed in cands if parallel(ed)]
        ed = par[0] if par else cands[0]
        kind = kinds[edges.index(ed)]
        ok = parallel(ed)
        if ok:
            mid = ((ed[0][0] + ed[1][0]) / 2, (ed[0][1] + ed[1][1]) / 2)
            ahead = (mid[0] - e.c[0]) * h[0] + (mid[1] - e.c[1]) * h[1]
            ok = ahead > e.d / 2 - self.tol and m <= e.w + self.tol
            n = right(e.f)
            slide = (mid[0] - e.c[0]) * n[0] + (mid[1] - e.c[1]) * n[1]
            if kind in ("left", "right"):
                # IWF 13.7 1.: a front corner on the enemy's front corner, the front edge
                # running along the flank towards its rear
                fc, rc = (q[1], q[2]) if kind == "right" else (q[0], q[3])
                towards_rear = (rc[0] - fc[0]) * n[0] + (rc[1] - fc[1]) * n[1]
                mine = front[1] if towards_rear < 0 else front[0]
                slide = (fc[0] - mine[0]) * n[0] + (fc[1] - mine[1]) * n[1]
            ok = ok and abs(slide) <= e.w / 2 + self.tol
        if ok:
            e.c = (e.c[0] + n[0] * slide, e.c[1] + n[1] * slide)
        else:
            self.events.append("cannot_line_up %s %s" % (e.name, x.name))

    # ---- combat outcome (IWF 21.1)
    def combat_outcome(self, a):
        e, x = self.els[a["element"]], self.els[a["enemy"]]
        te, tx = float(e.props["total"]), float(x.props["total"])
        if te == tx:
            self.events.append("equal %s %s" % (e.name, x.name))
            return
        self.events.append("lower %s" % (e.name if te < tx else x.name))
        if te <= tx / 2:
            self.events.append("half_or_less %s" % e.name)
        if tx <= te / 2:
            self.events.append("half_or_less %s" % x.name)


PROCS = {"march": World.march, "recoil": World.recoil, "flee_element": World.flee,
         "pursue_element": World.pursue, "line_up": World.line_up,
         "combat_outcome": World.combat_outcome}


def angdiff(a, b):
    return abs(((a - b + 180) % 360) - 180)


def check(path):
    sc = yaml.safe_load(open(path))
    w = World(sc)
    PROCS[sc["run"]](w, sc["args"])
    exp = sc.get("expect", {}) or {}
    bad = []
    tol = max(w.tol, 0.005)
    for k, u in (exp.get("units") or {}).items():
        el = w.els[k]
        if "removed" in u and bool(u["removed"]) != el.removed:
            bad.append("%s removed %s, checker %s" % (k, u["removed"], el.removed))
        if "centre" in u:
            want = tuple(length(v) for v in u["centre"])
            if math.hypot(want[0] - el.c[0], want[1] - el.c[1]) > tol:
                bad.append("%s centre %s, checker (%.3fmm, %.3fmm)" % (k, u["centre"], *el.c))
        if "facing" in u and angdiff(float(u["facing"]), el.f) > 0.02:
            bad.append("%s facing %s, checker %.3f" % (k, u["facing"], el.f))
    evs = exp.get("events") or []
    i = 0
    for ev in w.events:
        if i < len(evs) and ev == evs[i]:
            i += 1
    if i < len(evs):
        bad.append("events %s, checker %s" % (evs, w.events))
    for ev in exp.get("no_events") or []:
        if ev in w.events:
            bad.append("no_event %s occurred" % ev)
    return bad, w


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    files = sorted(f for f in os.listdir(here) if f.endswith(".yaml"))
    nbad = 0
    for f in files:
        bad, w = check(os.path.join(here, f))
        if bad:
            nbad += 1
            print("DIFF", f)
            for b in bad:
                print("   ", b)
        elif "-v" in sys.argv:
            print("ok  ", f, w.events, {k: (round(e.c[0], 3), round(e.c[1], 3), round(e.f, 3))
                                        for k, e in w.els.items()})
    print("%d scenarios, %d disagree" % (len(files), nbad))
    sys.exit(1 if nbad else 0)


if __name__ == "__main__":
    main()
