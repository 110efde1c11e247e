"""check.py: recomputes fresh12's expected values another way, without geo.py or rulec.

Own geometry here: a rectangle is built from rotation matrices (not geo.py's bearing
vectors); arcs by the side of each 45-degree corner line (cross products); distances by
dense sampling of boundaries; contact counts base by base in 2D; Maximising Contact by
a brute-force sweep of every slide; flees and pursuits by stepping the move 0.01mm.
Run: python3 check.py   (prints one line per scenario, exits 1 on any mismatch)
"""
import glob
import math
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
IN = 25.4
TOL = 0.001 * IN
BW, BH = 72 * IN, 48 * IN


def L(v):
    v = str(v).strip()
    for suf, k in (("mm", 1.0), ("in", IN), ("cm", 10.0)):
        if v.endswith(suf):
            return float(v[:-len(suf)]) * k
    return float(v)


def R(deg):
    # bearing rotation: local (x right, y forward) -> world, for facing deg
    t = math.radians(deg)
    return ((math.cos(t), math.sin(t)), (-math.sin(t), math.cos(t)))


def to_world(c, f, x, y):
    (a, b), (cc, d) = R(f)
    return (c[0] + a * x + b * y, c[1] + cc * x + d * y)


def to_local(c, f, p):
    (a, b), (cc, d) = R(f)
    dx, dy = p[0] - c[0], p[1] - c[1]
    return (a * dx + cc * dy, b * dx + d * dy)


class Rect:
    def __init__(self, c, f, w, d):
        self.c, self.f, self.w, self.d = c, f % 360, w, d

    def pts(self):
        w, d = self.w / 2, self.d / 2
        return [to_world(self.c, self.f, x, y) for x, y in ((-w, d), (w, d), (w, -d), (-w, -d))]


def unit_rect(u):
    b = u["base"]
    return Rect(u["c"], u["f"], u["files"] * b[0], u["ranks"] * b[1])


def bases(u, front_only=False):
    b = u["base"]
    W, D = u["files"] * b[0], u["ranks"] * b[1]
    out = []
    for r in range(u["ranks"]):
        if front_only and r > 0:
            break
        for k in range(u["files"]):
            x = -W / 2 + b[0] * (k + 0.5)
            y = D / 2 - b[1] * (r + 0.5)
            out.append(Rect(to_world(u["c"], u["f"], x, y), u["f"], b[0], b[1]))
    return out


def seg_d(p, a, b):
    ax, ay = b[0] - a[0], b[1] - a[1]
    t = ((p[0] - a[0]) * ax + (p[1] - a[1]) * ay) / (ax * ax + ay * ay)
    t = max(0.0, min(1.0, t))
    return math.hypot(p[0] - a[0] - t * ax, p[1] - a[1] - t * ay)


def inside(p, P):
    # strictly inside a convex polygon (clockwise or not): all cross products one sign, margin
    s = []
    for i in range(len(P)):
        a, b = P[i], P[(i + 1) % len(P)]
        cr = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])
        s.append(cr / math.hypot(b[0] - a[0], b[1] - a[1]))
    return all(x > TOL for x in s) or all(x < -TOL for x in s)


def sample(P, n=40):
    out = []
    for i in range(len(P)):
        a, b = P[i], P[(i + 1) % len(P)]
        for k in range(n):
            t = k / n
            out.append((a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])))
    return out


def overlaps(P, Q):
    """interiors meet by more than the tolerance: separating-axis, own code."""
    for X in (P, Q):
        for i in range(len(X)):
            a, b = X[i], X[(i + 1) % len(X)]
            nx, ny = b[1] - a[1], a[0] - b[0]
            n = math.hypot(nx, ny)
            nx, ny = nx / n, ny / n
            p = [q[0] * nx + q[1] * ny for q in P]
            qq = [q[0] * nx + q[1] * ny for q in Q]
            if min(max(p), max(qq)) - max(min(p), min(qq)) <= TOL:
                return False
    return True


def dist(P, Q):
    if overlaps(P, Q):
        return 0.0
    d = 1e18
    for X, Y in ((P, Q), (Q, P)):
        for p in X:
            for i in range(len(Y)):
                d = min(d, seg_d(p, Y[i], Y[(i + 1) % len(Y)]))
    return d


def load(path):
    y = yaml.safe_load(open(path))
    us = {}
    for k, u in y["units"].items():
        us[k] = {"id": k, "side": u["side"], "c": tuple(L(v) for v in u["centre"]),
                 "f": float(u["facing"]), "files": u.get("files", 1), "ranks": u.get("ranks", 1),
                 "base": tuple(L(v) if not isinstance(v, (int, float)) else v for v in u["base"]),
                 "state": u.get("state", []), "props": u.get("props", {})}
    terr = [(t["name"], t["kind"], [tuple(L(v) for v in p) for p in t["polygon"]])
            for t in y.get("terrain", []) or []]
    head = " ".join(l[2:] for l in open(path).read().splitlines() if l.startswith("# "))
    return y, us, terr, head


def arc(T, p):
    """which arc of T the point p is in, by the side of each corner line."""
    x, y = to_local(T["c"], T["f"], p)
    W = T["files"] * T["base"][0] / 2
    D = T["ranks"] * T["base"][1] / 2
    # line from the front-right corner (W, D) along (1, 1); front arc is on its left
    def left_of(cx, cy, dx, dy):
        return dx * (y - cy) - dy * (x - cx)
    fr = left_of(W, D, 1, 1)        # > 0: front side of it
    fl = left_of(-W, D, -1, 1)      # < 0: front side
    rl = left_of(-W, -D, -1, -1)    # > 0: rear side
    rr = left_of(W, -D, 1, -1)      # < 0: rear side
    if fr > 1e-9 and fl < -1e-9 and y > 0:
        return "front"
    if rl > 1e-9 and rr < -1e-9 and y < 0:
        return "rear"
    return "right" if x > 0 else "left"


SIDE_OFF = {"front": 0, "right": 90, "rear": 180, "left": 270}


def side_seg(T, side):
    W = T["files"] * T["base"][0] / 2
    D = T["ranks"] * T["base"][1] / 2
    loc = {"front": ((-W, D), (W, D)), "rear": ((W, -D), (-W, -D)),
           "right": ((W, D), (W, -D)), "left": ((-W, -D), (-W, D))}[side]
    return [to_world(T["c"], T["f"], *q) for q in loc]


def contacts(C, T):
    cb = bases(C, True)
    tb = bases(T)
    nc = sum(1 for b in cb if any(dist(b.pts(), t.pts()) <= TOL for t in tb))
    nt = sum(1 for t in tb if any(dist(b.pts(), t.pts()) <= TOL for b in cb))
    return nc + nt


def check_charge(path, y, us, terr, head):
    C, T = us["C"], us["T"]
    msgs = []
    side = arc(T, to_world(C["c"], C["f"], 0, C["ranks"] * C["base"][1] / 2))
    Crect, Trect = unit_rect(C).pts(), unit_rect(T).pts()
    d = min(min(seg_d(p, Trect[i], Trect[(i + 1) % 4]) for p in sample(Crect, 400)
                for i in range(4)),
            min(seg_d(p, Crect[i], Crect[(i + 1) % 4]) for p in sample(Trect, 400)
                for i in range(4)))
    rng = (y["dice"][0] + L(C["props"]["advance"]) / IN) * IN
    exp = y["expect"]["units"]["C"]
    if "clear_of" in exp:
        if rng >= d - TOL and "no room" not in head:
            msgs.append("expects a failure but range %.3f >= distance %.3f" % (rng, d))
        return side, msgs, "fail d=%.3f r=%.3f" % (d, rng)
    if rng < d - TOL:
        msgs.append("expects contact but range %.3f < distance %.3f" % (rng, d))
    ec = tuple(L(v) for v in exp["centre"])
    ef = float(exp["facing"])
    # the expected pose lies flat on the arc's side, facing it
    want_f = (T["f"] + SIDE_OFF[side] + 180) % 360
    if abs(((ef - want_f + 180) % 360) - 180) > 1e-3:
        msgs.append("facing %.4f, arc %s needs %.4f" % (ef, side, want_f))
    a, b = side_seg(T, side)
    Cx = dict(C, c=ec, f=ef)
    fl, fr = unit_rect(Cx).pts()[:2]
    for q in (fl, fr):
        # q on the side's line
        cr = ((b[0] - a[0]) * (q[1] - a[1]) - (b[1] - a[1]) * (q[0] - a[0])) / math.dist(a, b)
        if abs(cr) > 1e-3:
            msgs.append("front not on the side line (%.4f)" % cr)
    # sweep every slide: along the side, from the side's right end as the charger sees... any
    ux, uy = (b[0] - a[0]) / math.dist(a, b), (b[1] - a[1]) / math.dist(a, b)
    bodies = [p for _, k, p in terr if k == "impassable"]
    enemies = []
    for k, u in us.items():
        if k in ("C", "T"):
            continue
        (bodies if u["side"] == C["side"] else enemies).append(unit_rect(u).pts())
    Wc = C["files"] * C["base"][0]
    Ls = math.dist(a, b)
    cand = set()
    x = -Wc - 1
    while x <= Ls + 1:
        cand.add(round(x, 4))
        x += 0.5
    tbw = T["base"][0] if side in ("front", "rear") else T["base"][1]
    for j in range(0, 40):
        for k in range(0, C["files"] + 1):
            cand.add(round(j * tbw - k * C["base"][0], 6))
    # projection of the expected left-front corner onto the side
    e0 = (fr[0] - a[0]) * ux + (fr[1] - a[1]) * uy  # the corner nearer a
    e0b = (fl[0] - a[0]) * ux + (fl[1] - a[1]) * uy
    lo_e = min(e0, e0b)
    cand.add(round(lo_e, 6))
    # also slides where C touches a body or enemy boundary: fine grid covers within 0.1mm;
    # add slides that put C's ends on every body vertex's projection
    for P in bodies + enemies:
        for q in P:
            s = (q[0] - a[0]) * ux + (q[1] - a[1]) * uy
            cand.add(round(s, 6))
            cand.add(round(s - Wc, 6))
    n_out = (ec[0] - (fl[0] + fr[0]) / 2, ec[1] - (fl[1] + fr[1]) / 2)
    best, where = -1, []
    for s in sorted(cand):
        mid = (a[0] + ux * (s + Wc / 2), a[1] + uy * (s + Wc / 2))
        cc = (mid[0] + n_out[0], mid[1] + n_out[1])
        Cs = dict(C, c=cc, f=ef)
        P = unit_rect(Cs).pts()
        if any(overlaps(P, B) for B in bodies) or any(dist(P, E) <= TOL for E in enemies):
            continue
        if overlaps(P, Trect):
            continue
        n = contacts(Cs, T)
        if n > best:
            best, where = n, [s]
        elif n == best:
            where.append(s)
    nexp = contacts(Cx, T)
    if nexp != best or any(abs(s - lo_e) > 0.02 for s in where):
        msgs.append("expected pose has %d in contact; sweep max %d at %s" % (
            nexp, best, [round(s, 3) for s in where[:6]]))
    # witness from the header
    m = re.search(r"forward ([\d.]+)mm, Wheel (right|left) ([\d.]+) degrees.*?forward ([\d.]+)mm "
                  r"into contact(?: at \(([-\d.]+), ([-\d.]+)\), then the Align Move turns C "
                  r"(clockwise|anticlockwise) ([\d.]+) degrees)?", head)
    if not m:
        msgs.append("no witness in header")
    else:
        a_, lr, d1, c_ = float(m.group(1)), m.group(2), float(m.group(3)), float(m.group(4))
        d1 = d1 if lr == "right" else -d1
        p = None
        if m.group(5):
            p = (float(m.group(5)), float(m.group(6)))
            d2 = float(m.group(8)) * (1 if m.group(7) == "clockwise" else -1)
        poses = simulate(C, a_, d1, c_, p, d2 if p else 0.0)
        endc, endf = poses[-1]
        if math.dist(endc, ec) > 0.01 or abs(((endf - ef + 180) % 360) - 180) > 0.01:
            msgs.append("witness ends at %s %.3f, not the expected pose" % (endc, endf))
        for (q, f) in poses[:-1]:
            P = unit_rect(dict(C, c=q, f=f)).pts()
            if overlaps(P, Trect) or any(overlaps(P, B) for B in bodies) or \
                    any(dist(P, E) <= TOL for E in enemies):
                msgs.append("witness passes into a body at %s" % (q,))
                break
        if abs(d1) > 90:
            msgs.append("wheel over 90")
    return side, msgs, "n=%d d=%.2f r=%.2f" % (best, d, rng)


def simulate(C, a, d1, c, p, d2, n=80):
    out = []
    c0, f0 = C["c"], C["f"]
    W, D = C["files"] * C["base"][0], C["ranks"] * C["base"][1]
    for i in range(n + 1):
        out.append((to_world(c0, f0, 0, a * i / n), f0))
    c1 = out[-1][0]
    k = to_world(c1, f0, (W / 2) * (1 if d1 > 0 else -1), D / 2)
    rel = to_local(k, 0, c1)
    for i in range(1, n + 1):
        t = math.radians(d1 * i / n)
        x, y = rel
        out.append(((k[0] + x * math.cos(t) + y * math.sin(t),
                     k[1] - x * math.sin(t) + y * math.cos(t)), f0 + d1 * i / n))
    c2, f2 = out[-1]
    for i in range(1, n + 1):
        out.append((to_world(c2, f2, 0, c * i / n), f2))
    if p is not None:
        c3, f3 = out[-1]
        for i in range(1, n + 1):
            t = math.radians(d2 * i / n)
            x, y = c3[0] - p[0], c3[1] - p[1]
            out.append(((p[0] + x * math.cos(t) + y * math.sin(t),
                         p[1] - x * math.sin(t) + y * math.cos(t)), f3 + d2 * i / n))
    return out


def check_flee(path, y, us, terr, head):
    F = us["F"]
    msgs = []
    reason = y["args"]["reason"]
    dist_ = y["dice"][0] * IN
    if reason in ("charge_reaction", "terror"):
        A = us[y["args"]["from"]]
        f = math.degrees(math.atan2(F["c"][0] - A["c"][0], F["c"][1] - A["c"][1])) % 360
    elif reason == "failed_rally":
        cands = [u for k, u in us.items() if u["side"] != F["side"] and "shaken" not in u["state"]]
        A = min(cands, key=lambda u: math.dist(u["c"], F["c"]))
        A2 = min(cands, key=lambda u: dist(unit_rect(u).pts(), unit_rect(F).pts()))
        if A is not A2:
            msgs.append("nearest by centre and by boundary differ")
        f = math.degrees(math.atan2(F["c"][0] - A["c"][0], F["c"][1] - A["c"][1])) % 360
    else:
        E = us[y["args"]["from"]]
        # the side of E that F touches; flee along that side's outward normal
        Fr = unit_rect(F).pts()
        best = None
        for side in SIDE_OFF:
            a, b = side_seg(E, side)
            # the side F touches along the longest stretch (a corner touches two sides)
            dd = -sum(1 for p in sample(Fr, 200) if seg_d(p, a, b) <= TOL)
            if best is None or dd < best[0]:
                best = (dd, side)
        f = (E["f"] + SIDE_OFF[best[1]]) % 360
    bodies = []
    for k, u in us.items():
        if k != "F":
            bodies.append((k, u, unit_rect(u).pts()))
    for n_, kd, P in terr:
        if kd == "impassable":
            bodies.append((n_, None, P))
    x = 0.0
    step = 0.01
    met = []
    removed = False
    while True:
        c = to_world(F["c"], f, 0, x)
        P = unit_rect(dict(F, c=c, f=f)).pts()
        xs, ys = [q[0] for q in P], [q[1] for q in P]
        if min(xs) <= TOL or min(ys) <= TOL or max(xs) >= BW - TOL or max(ys) >= BH - TOL:
            removed = True
            break
        hit = [k for k, u, B in bodies if overlaps(P, B)]
        for k, u, B in bodies:
            if u is not None and ("charging F" in u["state"]) and dist(P, B) <= TOL:
                removed = True
        if removed:
            break
        for k in hit:
            if k not in met:
                met.append(k)
        if x >= dist_ - 1e-9 and not hit:
            break
        x = min(dist_, x + step) if x < dist_ else x + step
    exp = y["expect"]["units"]["F"]
    if removed:
        if not exp.get("removed"):
            msgs.append("F should be removed")
    else:
        if exp.get("removed"):
            msgs.append("F should stay")
        else:
            ec = tuple(L(v) for v in exp["centre"])
            if math.dist(ec, c) > 0.02:
                msgs.append("F ends at (%.4f, %.4f), expected %s" % (c[0], c[1], ec))
            if abs(((float(exp["facing"]) - f + 180) % 360) - 180) > 1e-3:
                msgs.append("facing %.4f vs %s" % (f, exp["facing"]))
    ev = y["expect"].get("events", []) or []
    want = []
    for k in met:
        u = us.get(k)
        if u is None or (u["side"] != F["side"] and "charging F" not in u["state"]):
            if "dangerous_terrain_test F 4" not in want:
                want.append("dangerous_terrain_test F 4")
        elif u["side"] == F["side"]:
            want.append("panic_test %s" % k)
    if removed:
        want.append("casualty F")
    if sorted(want) != sorted(ev):
        msgs.append("events %s, recomputed %s" % (ev, want))
    return "%.4f" % f, msgs, "moved %.2f" % x


def check_pursue(path, y, us, terr, head):
    P, F = us["P"], us["F"]
    msgs = []
    d = y["dice"][0] * IN
    combat = set(y["combats"][0])
    f = F["f"]
    ev = y["expect"].get("events", []) or []
    expu = y["expect"].get("units", {})
    name = os.path.basename(path)
    Pp = dict(P, f=f)
    W, D = P["files"] * P["base"][0], P["ranks"] * P["base"][1]

    def front(c, ff):
        return [to_world(c, ff, -W / 2, D / 2), to_world(c, ff, W / 2, D / 2)]
    obstr, enem, spacing = [], [], []
    for k, u in us.items():
        if k in ("P",):
            continue
        R_ = unit_rect(u).pts()
        if u["side"] == P["side"]:
            if k in combat:
                spacing.append(R_)
            else:
                obstr.append((k, R_))
                spacing.append(R_)
        else:
            if k == "F" or "fleeing" in u["state"]:
                obstr.append((k, R_))
            else:
                enem.append((k, R_))
            spacing.append(R_)
    for n_, kd, Q in terr:
        if kd == "impassable":
            obstr.append((n_, Q))
            spacing.append(Q)
    fa = front(P["c"], f)
    if max(q[0] for q in fa) > BW or min(q[0] for q in fa) < 0 or \
            max(q[1] for q in fa) > BH or min(q[1] for q in fa) < 0:
        res = ("off", None)
    else:
        segP = [fa[0], fa[1]]
        on_enemy = [k for k, Q in enem if seg_hits(segP, Q)]
        on_obs = [k for k, Q in obstr if seg_hits(segP, Q)]
        if on_enemy:
            res = ("charge_pivot", on_enemy[0])
        elif on_obs:
            res = ("blocked_pivot", on_obs[0])
        else:
            # forward ahead, stepping 0.01mm; the rectangle's far edge counts
            x = 0.0
            res = None
            while x <= d + 1e-9:
                c = to_world(P["c"], f, 0, x)
                fr = front(c, f)
                if max(q[1] for q in fr) >= BH - TOL or min(q[1] for q in fr) <= TOL or \
                        max(q[0] for q in fr) >= BW - TOL or min(q[0] for q in fr) <= TOL:
                    res = ("off", None)
                    break
                he = [k for k, Q in enem if min(seg_d(q, fr[0], fr[1]) for q in Q) <= TOL or
                      seg_hits(fr, Q) or min(seg_d(q, Q[i], Q[(i + 1) % 4]) for q in fr
                                             for i in range(4)) <= TOL]
                if he:
                    res = ("charge_ahead", he[0])
                    break
                ho = [k for k, Q in obstr if min(seg_d(q, Q[i], Q[(i + 1) % 4]) for q in
                                                sample(fr, 50) for i in range(4)) <= TOL]
                if ho:
                    res = ("stop", x)
                    break
                x = round(x + 0.01, 6)
            if res is None:
                res = ("stop", d)
    kind, val = res
    if kind == "off":
        if "pursue_off_board P" not in ev:
            msgs.append("recomputed: pursues off the board")
        return kind, msgs, ""
    if kind in ("charge_pivot", "charge_ahead"):
        if ("charge P %s" % val) not in ev:
            msgs.append("recomputed: charges %s" % val)
        return kind, msgs, ""
    if kind == "blocked_pivot":
        # every facing 0.01 apart, legal at >= 1in - tol from the obstruction
        G = dict(obstr)[val]
        best = None
        for i in range(36000):
            th = i / 100.0
            Q = unit_rect(dict(P, f=th)).pts()
            if dist(Q, G) >= IN - TOL:
                dev = abs(((th - f + 180) % 360) - 180)
                if best is None or dev < best[0]:
                    best = (dev, th)
        # the boundary itself: exactly 1in from the obstruction (bisection)
        lo_, hi_ = best[1] - 1.0, best[1] + 0.01
        for _ in range(50):
            m_ = (lo_ + hi_) / 2
            if dist(unit_rect(dict(P, f=m_)).pts(), G) >= IN:
                lo_ = m_
            else:
                hi_ = m_
        best = (best[0], lo_)
        ef = float(expu["P"]["facing"])
        if abs(ef - best[1]) > 0.005:
            msgs.append("pivot stops at %.2f, expected %.4f" % (best[1], ef))
        return kind, msgs, "%.2f" % best[1]
    x = val
    # step 3: backtrack until 1in from every spacing body, not in contact with any
    while x > 0:
        c = to_world(P["c"], f, 0, x)
        Q = unit_rect(dict(P, c=c)).pts()
        if all(dist(Q, B) >= IN - TOL for B in spacing):
            break
        x = round(x - 0.01, 6)
    c = to_world(P["c"], f, 0, x)
    ec = tuple(L(v) for v in expu["P"]["centre"])
    if math.dist(ec, c) > 0.02:
        msgs.append("P ends (%.3f, %.3f), expected %s" % (c[0], c[1], ec))
    if ev:
        msgs.append("unexpected events %s" % ev)
    return kind, msgs, "moved %.2f" % x


def seg_hits(seg, Q):
    # the segment passes through Q's interior
    for i in range(101):
        t = i / 100
        p = (seg[0][0] + t * (seg[1][0] - seg[0][0]), seg[0][1] + t * (seg[1][1] - seg[0][1]))
        if inside(p, Q):
            return True
    return False


def main():
    bad = 0
    files = sorted(glob.glob(os.path.join(HERE, "*.yaml")))
    if len(sys.argv) > 1:
        files = [f for f in files if any(a in os.path.basename(f) for a in sys.argv[1:])]
    for p in files:
        y, us, terr, head = load(p)
        run = y["run"]
        if run == "charge":
            what, msgs, info = check_charge(p, y, us, terr, head)
        elif run == "flee":
            what, msgs, info = check_flee(p, y, us, terr, head)
        else:
            what, msgs, info = check_pursue(p, y, us, terr, head)
        print("%-4s %-62s %s %s" % ("ok" if not msgs else "BAD", os.path.basename(p), what, info))
        for m in msgs:
            print("     " + m)
        bad += bool(msgs)
    print("%d scenarios, %d bad" % (len(files), bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
