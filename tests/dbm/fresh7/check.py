#!/usr/bin/env python3
"""Recompute every expected value of tests/dbm/fresh7 with this folder's own geometry.

Not rulec: rectangles, separating axes, sweeps and bisection written here from
shared/spec/geometry.md and the DBM entry points of scenario-format.md 1.1.  gen.py holds the
scenarios and the values worked by hand (formulas in each header); this script simulates each
procedure independently and fails loudly where the two disagree.

    python3 tests/dbm/fresh7/check.py
"""
import math
import sys

TOL = 0.0254  # mm: the default tolerance, 0.001in
W = 40.0
DEPTH = {"Bd": 15, "Sp": 15, "Pk": 15, "Bl": 15, "Wb": 15,
         "Ax": 20, "Bw": 20, "Ps": 20,
         "Kn": 30, "Cv": 30, "LH": 30, "Exp": 30}


def fvec(b):
    r = math.radians(b)
    return (math.sin(r), math.cos(r))


def rvec(b):
    r = math.radians(b)
    return (math.cos(r), -math.sin(r))


def rect(cx, cy, b, d, w=W):
    f, r = fvec(b), rvec(b)
    pts = []
    for sf, sr in ((1, -1), (1, 1), (-1, 1), (-1, -1)):  # FL, FR, RR, RL
        pts.append((cx + sf * f[0] * d / 2 + sr * r[0] * w / 2,
                    cy + sf * f[1] * d / 2 + sr * r[1] * w / 2))
    return pts


def hull(pts):
    pts = sorted(set((round(x, 12), round(y, 12)) for x, y in pts))
    if len(pts) <= 2:
        return pts

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
    lo, up = [], []
    for p in pts:
        while len(lo) >= 2 and cross(lo[-2], lo[-1], p) <= 0:
            lo.pop()
        lo.append(p)
    for p in reversed(pts):
        while len(up) >= 2 and cross(up[-2], up[-1], p) <= 0:
            up.pop()
        up.append(p)
    return lo[:-1] + up[:-1]


def axes(poly):
    out = []
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        ex, ey = x2 - x1, y2 - y1
        L = math.hypot(ex, ey)
        if L > 1e-12:
            out.append((-ey / L, ex / L))
    return out


def penetration(p, q):
    """Smallest overlap along a separating axis; <= 0 means apart or touching."""
    best = float("inf")
    for ax in axes(p) + axes(q):
        a = [x * ax[0] + y * ax[1] for x, y in p]
        b = [x * ax[0] + y * ax[1] for x, y in q]
        best = min(best, min(max(a), max(b)) - max(min(a), min(b)))
    return best


def seg_pt(p, a, b):
    ax, ay = b[0] - a[0], b[1] - a[1]
    L2 = ax * ax + ay * ay
    t = 0 if L2 == 0 else max(0, min(1, ((p[0] - a[0]) * ax + (p[1] - a[1]) * ay) / L2))
    return math.hypot(p[0] - a[0] - t * ax, p[1] - a[1] - t * ay)


def dist(p, q):
    if penetration(p, q) > 0:
        return 0.0
    best = float("inf")
    for P, Q in ((p, q), (q, p)):
        for pt in P:
            for i in range(len(Q)):
                best = min(best, seg_pt(pt, Q[i], Q[(i + 1) % len(Q)]))
    return best


class U:
    def __init__(self, uid, side, cx, cy, b, typ, flags=()):
        self.id, self.side, self.cx, self.cy, self.b, self.typ = uid, side, cx, cy, b, typ
        self.flags = set(flags)
        self.removed = False

    def poly(self, dx=0.0, dy=0.0, b=None):
        return rect(self.cx + dx, self.cy + dy, self.b if b is None else b, DEPTH[self.typ])


def first_true(pred, lo, hi, step=0.02):
    """Smallest t in [lo, hi] with pred(t) (pred monotone past its first True), or None."""
    t = lo
    if pred(lo):
        return lo
    prev = lo
    while t < hi:
        t = min(hi, t + step)
        if pred(t):
            a, b = prev, t
            for _ in range(80):
                m = (a + b) / 2
                if pred(m):
                    b = m
                else:
                    a = m
            return b
        prev = t
    return None


# ---------------------------------------------------------------- procedures

def march(world, E, D, tol):
    enemies = [u for u in world["units"].values()
               if u.side != E.side and "ambush" not in u.flags]
    d0 = min([dist(E.poly(), u.poly()) for u in enemies] or [1e9])
    if d0 < 100 - tol:
        return {"events": ["march_refused " + E.id]}
    f = fvec(E.b)

    def too_close(t):
        return min([dist(E.poly(f[0] * t, f[1] * t), u.poly()) for u in enemies] or [1e9]) < min(d0, 100) - 1e-9
    t = first_true(too_close, 0, D, step=0.05)
    t = D if t is None else t
    E.cx += f[0] * t
    E.cy += f[1] * t
    return {"events": []}


def recoil(world, E, D, tol):
    f = fvec(E.b)
    back = (-f[0], -f[1])
    moving = [E]
    others = [u for u in world["units"].values() if u is not E]
    terr = [t["poly"] for t in world["terrain"] if t["kind"] == "impassable"]
    done = 0.0
    while done < D - 1e-12:
        rem = D - done
        hit = None  # (t, obstacle unit or 'terrain', mover)
        for m in moving:
            for o in others + [("T", p) for p in terr]:
                if isinstance(o, U) and (o in moving or o.removed):
                    continue
                op = o.poly() if isinstance(o, U) else o[1]

                def pen(t, m=m, op=op):
                    return penetration(m.poly(back[0] * t, back[1] * t), op)
                if pen(rem) <= tol:
                    continue  # never meets it by more than the tolerance
                t = first_true(lambda t: pen(t) > 1e-9, 0, rem, step=0.01)
                if hit is None or t < hit[0] - 1e-12:
                    hit = (t, o, m)
        if hit is None:
            for m in moving:
                m.cx += back[0] * rem
                m.cy += back[1] * rem
            return {"events": []}
        t, o, m = hit
        for mm in moving:
            mm.cx += back[0] * t
            mm.cy += back[1] * t
        done += t
        if isinstance(o, U) and o.side == E.side and abs(((o.b - E.b + 180) % 360) - 180) < 1e-9:
            moving.append(o)  # a friend facing the same way: pushed back ahead of it
            continue
        E.removed = True
        return {"events": ["destroyed " + E.id]}
    return {"events": []}


def swept(E, b, L):
    f = fvec(b)
    p = E.poly(b=b)
    return hull(p + [(x + f[0] * L, y + f[1] * L) for x, y in p])


def flee(world, E, D, tol, choice=None):
    obst = [u for u in world["units"].values()
            if u is not E and "ambush" not in u.flags and not u.removed]
    terr = [t["poly"] for t in world["terrain"] if t["kind"] == "impassable"]

    def clear(b, skip_friends=False, tol=tol):
        s = swept(E, b, 100.0)
        for u in obst:
            if skip_friends and u.side == E.side:
                continue
            if penetration(s, u.poly()) > tol:
                return False
        return all(penetration(s, p) <= tol for p in terr)

    def go(b, ev):
        f = fvec(b)
        E.b = b % 360
        E.cx += f[0] * D
        E.cy += f[1] * D
        return {"events": ev}
    if clear(E.b):
        return go(E.b, [])
    for skip in (False, True):
        best = {}
        for sgn in (-1, 1):  # -1: anticlockwise (left)
            # the smallest pivot is the one where the path just touches (as a march stops
            # exactly 200p away), not one cutting a corner by the tolerance
            th = first_true(lambda a: clear(E.b + sgn * a, skip, 1e-9), 0, 180, step=0.05)
            if th is not None:
                best[sgn] = th
        if best:
            m = min(best.values())
            cands = [s for s in best if abs(best[s] - m) < 1e-6]
            sgn = -1 if -1 in cands else cands[0]
            if choice is not None:
                for s in cands:
                    if abs(((E.b + s * best[s] - choice + 180) % 360) - 180) < 0.01:
                        sgn = s
            ev = []
            if skip:
                s = swept(E, E.b + sgn * best[sgn], 100.0)
                for u in obst:
                    if u.side == E.side and penetration(s, u.poly()) > tol:
                        ev.append("burst_through %s %s" % (E.id, u.id))
            return go(E.b + sgn * best[sgn], ev)
    E.removed = True
    return {"events": ["destroyed " + E.id]}


def edges(poly):
    return [(poly[i], poly[(i + 1) % 4]) for i in range(4)]


def line_up(world, E, B, tol):
    fr = E.poly()[0:2]  # FL, FR
    best = []
    for a, b in edges(B.poly()):
        d = min(seg_pt(fr[0], a, b), seg_pt(fr[1], a, b), seg_pt(a, *fr), seg_pt(b, *fr))
        best.append((d, a, b))
    dmin = min(x[0] for x in best)
    near = [x for x in best if x[0] <= dmin + 1e-9]
    fx, fy = fr[1][0] - fr[0][0], fr[1][1] - fr[0][1]

    def parallel(a, b):
        ex, ey = b[0] - a[0], b[1] - a[1]
        return abs(fx * ey - fy * ex) / (math.hypot(fx, fy) * math.hypot(ex, ey)) < 1e-9
    if len(near) > 1:
        near = [x for x in near if parallel(x[1], x[2])] or near
    d, a, b = near[0]
    fv = fvec(E.b)
    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    fmid = ((fr[0][0] + fr[1][0]) / 2, (fr[0][1] + fr[1][1]) / 2)
    ahead = (mid[0] - fmid[0]) * fv[0] + (mid[1] - fmid[1]) * fv[1]
    ok = parallel(a, b) and ahead >= -tol and d <= W + tol
    if ok:
        rv = rvec(E.b)
        slide = (mid[0] - fmid[0]) * rv[0] + (mid[1] - fmid[1]) * rv[1]
        elen = math.hypot(b[0] - a[0], b[1] - a[1])
        if abs(elen - W) > 1e-9 or abs(slide) > W / 2 + tol:
            ok = False
    if not ok:
        return {"events": ["cannot_line_up %s %s" % (E.id, B.id)]}
    E.cx += rv[0] * slide
    E.cy += rv[1] * slide
    return {"events": []}


def combat(world, E, F):
    a, b = E.total, F.total
    if a == b:
        return {"events": ["equal %s %s" % (E.id, F.id)]}
    ev = ["lower " + (E.id if a < b else F.id)]
    if a <= b / 2:
        ev.append("half_or_less " + E.id)
    if b <= a / 2:
        ev.append("half_or_less " + F.id)
    return {"events": ev}


def pursue(world, E, D, tol):
    diff = [t["poly"] for t in world["terrain"] if t["kind"] == "difficult"]
    if E.typ == "Exp" and any(penetration(E.poly(), p) > tol for p in diff):
        E.removed = True
        return {"events": ["destroyed " + E.id]}
    f = fvec(E.b)
    stops = [u.poly() for u in world["units"].values()
             if u.side != E.side and "ambush" not in u.flags]
    stops += [t["poly"] for t in world["terrain"] if t["kind"] == "impassable"]
    T = D
    for p in stops:
        if penetration(E.poly(f[0] * D, f[1] * D), p) <= tol:
            continue
        t = first_true(lambda t: penetration(E.poly(f[0] * t, f[1] * t), p) > 1e-9, 0, D, step=0.01)
        T = min(T, t)
    E.cx += f[0] * T
    E.cy += f[1] * T
    return {"events": []}


# ---------------------------------------------------------------- driver

def run(sc):
    tol = sc.get("tol", TOL)
    units = {}
    for uid, u in sc["units"].items():
        x = U(uid, u["side"], u["c"][0], u["c"][1], u["f"], u["type"], u.get("state", ()))
        x.total = u.get("total")
        units[uid] = x
    world = {"units": units, "terrain": sc.get("terrain", [])}
    a = sc["args"]
    p = sc["run"]
    if p == "march":
        return units, march(world, units[a["element"]], a["mm"], tol)
    if p == "recoil":
        return units, recoil(world, units[a["element"]], a["mm"], tol)
    if p == "flee_element":
        return units, flee(world, units[a["element"]], a["mm"], tol, sc.get("choice"))
    if p == "line_up":
        return units, line_up(world, units[a["element"]], units[a["enemy"]], tol)
    if p == "combat_outcome":
        return units, combat(world, units[a["element"]], units[a["enemy"]])
    if p == "pursue_element":
        return units, pursue(world, units[a["element"]], a["mm"], tol)
    raise SystemExit("unknown procedure " + p)


def main():
    sys.path.insert(0, __import__("os").path.dirname(__file__))
    import gen
    bad = 0
    for sc in gen.SCENARIOS:
        units, out = run(sc)
        ex = sc["expect"]
        errs = []
        for uid, e in ex.get("units", {}).items():
            u = units[uid]
            if "c" in e:
                if math.hypot(u.cx - e["c"][0], u.cy - e["c"][1]) > 0.002:
                    errs.append("%s centre %.4f,%.4f want %.4f,%.4f" % (uid, u.cx, u.cy, *e["c"]))
            if "f" in e and abs(((u.b - e["f"] + 180) % 360) - 180) > 0.001:
                errs.append("%s facing %.4f want %.4f" % (uid, u.b, e["f"]))
            if "removed" in e and u.removed != e["removed"]:
                errs.append("%s removed %s want %s" % (uid, u.removed, e["removed"]))
        evs = out["events"]
        i = 0
        for want in ex.get("events", []):
            while i < len(evs) and evs[i] != want:
                i += 1
            if i == len(evs):
                errs.append("event %r missing (got %s)" % (want, evs))
                break
            i += 1
        for ne in ex.get("no_events", []):
            if any(e == ne or e.startswith(ne + " ") for e in evs):
                errs.append("event %r present" % ne)
        if errs:
            bad += 1
            print("MISMATCH", sc["file"], "; ".join(errs))
    print("%d scenarios, %d mismatches" % (len(gen.SCENARIOS), bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
