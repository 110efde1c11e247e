#!/usr/bin/env python3
"""Recomputes fresh8's expected values a second way, with no rulec and none of gen.py's formulas.

Reads each scenario YAML, builds the rectangles with its own geometry (corners from centre,
facing, files, ranks, base), and:
  charges  - finds the arc by the 135-degree lines in the target's own frame, the distance by
             polygon distance, range = dice + advance; for a success checks the expected end
             is flat on that facing and scans every slide along the facing (0.05mm steps plus
             every base-edge event) counting models in base contact base by base, proving the
             expected slide is the only maximum; checks the end overlaps nothing and touches no
             other enemy; for c20/c23/c24 sweeps the witness Charge Move; for c21/c22 samples
             placements touching the Target Facing and finds none clear.
  flees    - steps the Flee Move (0.01mm), recording what it crosses, continues until clear.
  pursuits - steps the Pursuit Move: pivot, front overlap, first obstacle in the rectangle
             ahead, move, backtrack in 0.001mm steps to the last legal position; p14 scans
             slides for most contacts then nearest centre; p15 pivots in 0.0001-degree steps.
Prints one line per scenario and exits 1 on any mismatch.
"""
import glob, math, os, random, sys
import yaml

IN = 25.4
TOL = 0.001 * IN
HERE = os.path.dirname(os.path.abspath(__file__))
BOARD = (72 * IN, 48 * IN)


def L(v):
    if isinstance(v, (int, float)):
        return float(v) * IN
    v = str(v).strip()
    for suf, k in (("mm", 1.0), ("cm", 10.0), ("in", IN), ('"', IN)):
        if v.endswith(suf):
            return float(v[: -len(suf)]) * k
    return float(v) * IN


class R:
    """A rectangle: centre, facing (bearing), width (across), depth."""

    def __init__(self, c, fa, w, d):
        self.c, self.fa, self.w, self.d = c, fa % 360, w, d

    def axes(self):
        a = math.radians(self.fa)
        return (math.sin(a), math.cos(a)), (math.cos(a), -math.sin(a))

    def pt(self, x, y):  # local: x to the right, y forward, from the centre
        F, Rt = self.axes()
        return (self.c[0] + x * Rt[0] + y * F[0], self.c[1] + x * Rt[1] + y * F[1])

    def corners(self):
        hw, hd = self.w / 2, self.d / 2
        return [self.pt(-hw, hd), self.pt(hw, hd), self.pt(hw, -hd), self.pt(-hw, -hd)]

    def local(self, p):
        F, Rt = self.axes()
        dx, dy = p[0] - self.c[0], p[1] - self.c[1]
        return (dx * Rt[0] + dy * Rt[1], dx * F[0] + dy * F[1])


def seg_pt(p, a, b):
    ax, ay = b[0] - a[0], b[1] - a[1]
    l2 = ax * ax + ay * ay
    t = 0 if l2 == 0 else max(0, min(1, ((p[0] - a[0]) * ax + (p[1] - a[1]) * ay) / l2))
    return math.hypot(p[0] - a[0] - t * ax, p[1] - a[1] - t * ay)


def cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def seg_seg(a, b, c, d):
    d1, d2, d3, d4 = cross(c, d, a), cross(c, d, b), cross(a, b, c), cross(a, b, d)
    if ((d1 > 0) != (d2 > 0)) and ((d3 > 0) != (d4 > 0)) and d1 * d2 < 0 and d3 * d4 < 0:
        return 0.0
    return min(seg_pt(a, c, d), seg_pt(b, c, d), seg_pt(c, a, b), seg_pt(d, a, b))


def edges(P):
    return [(P[i], P[(i + 1) % len(P)]) for i in range(len(P))]


def penetration(P, Q):
    """Least separating overlap along the edge normals (convex polygons): > 0 means interiors meet
    by that much; <= 0 means apart (or touching)."""
    best = float("inf")
    for poly in (P, Q):
        for a, b in edges(poly):
            n = (-(b[1] - a[1]), b[0] - a[0])
            ln = math.hypot(*n)
            n = (n[0] / ln, n[1] / ln)
            pp = [p[0] * n[0] + p[1] * n[1] for p in P]
            qq = [q[0] * n[0] + q[1] * n[1] for q in Q]
            best = min(best, min(max(pp), max(qq)) - max(min(pp), min(qq)))
    return best


def pdist(P, Q):
    if penetration(P, Q) > 0:
        return 0.0
    return min(seg_seg(a, b, c, d) for a, b in edges(P) for c, d in edges(Q))


def overlaps(P, Q):
    return penetration(P, Q) > TOL


def touching(P, Q):
    return not overlaps(P, Q) and pdist(P, Q) <= TOL


class Unit:
    def __init__(self, name, d):
        self.name = name
        self.side = d["side"]
        self.c = (L(d["centre"][0]), L(d["centre"][1]))
        self.fa = float(d.get("facing", 0))
        self.files = d.get("files", 1)
        self.ranks = d.get("ranks", 1)
        self.bw, self.bd = L(d["base"][0]), L(d["base"][1])
        self.state = d.get("state", [])
        self.props = d.get("props", {})
        self.removed = d.get("removed", False)

    def rect(self, c=None, fa=None):
        return R(c or self.c, self.fa if fa is None else fa, self.files * self.bw, self.ranks * self.bd)

    def poly(self, c=None, fa=None):
        return self.rect(c, fa).corners()

    def bases(self, c=None, fa=None, rank=None):
        """Polygons of the bases (all ranks, or one rank: 0 = front)."""
        r = self.rect(c, fa)
        out = []
        for k in range(self.ranks):
            if rank is not None and k != rank:
                continue
            for i in range(self.files):
                x0 = -r.w / 2 + i * self.bw
                y1 = r.d / 2 - k * self.bd
                out.append([r.pt(x0, y1), r.pt(x0 + self.bw, y1), r.pt(x0 + self.bw, y1 - self.bd), r.pt(x0, y1 - self.bd)])
        return out


def load(path):
    with open(path) as fh:
        s = yaml.safe_load(fh)
    units = {k: Unit(k, v) for k, v in s["units"].items()}
    terr = [[(L(x), L(y)) for x, y in t["polygon"]] for t in s.get("terrain", []) or []]
    return s, units, terr


def arc_of(t, p):
    """Arc of unit t that point p lies in, by the 135-degree lines; on a line -> flank."""
    r = t.rect()
    x, y = r.local(p)
    hw, hd = r.w / 2, r.d / 2
    front = y - hd - (abs(x) - hw)
    rear = -y - hd - (abs(x) - hw)
    if front > 1e-6:
        return "front"
    if rear > 1e-6:
        return "rear"
    return "left" if x < 0 else "right"


def side_seg(t, side, c=None, fa=None):
    r = t.rect(c, fa)
    hw, hd = r.w / 2, r.d / 2
    return {"front": (r.pt(-hw, hd), r.pt(hw, hd)), "rear": (r.pt(hw, -hd), r.pt(-hw, -hd)),
            "left": (r.pt(-hw, -hd), r.pt(-hw, hd)), "right": (r.pt(hw, hd), r.pt(hw, -hd))}[side]


def outward(t, side):
    return (t.fa + {"front": 0, "right": 90, "rear": 180, "left": 270}[side]) % 360


def contacts(c, cc, cfa, t, tc=None, tfa=None):
    """Models of c (at cc, cfa) and of t in base contact with a model of the other."""
    cb = c.bases(cc, cfa)
    tb = t.bases(tc, tfa)
    near = lambda P, Q: math.hypot(sum(x for x, _ in P) / 4 - sum(x for x, _ in Q) / 4, sum(y for _, y in P) / 4 - sum(y for _, y in Q) / 4) < 200
    cb = [b for b in cb if any(near(b, q) for q in tb)]
    nc = sum(1 for b in cb if any(touching(b, q) for q in tb))
    nt = sum(1 for q in tb if any(touching(b, q) for b in cb))
    return nc + nt


def placement(c, t, side, slide):
    """c flat on t's side, centred, slid `slide` along the side (to c's right)."""
    ob = outward(t, side)
    a, b = side_seg(t, side)
    m = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    fa = (ob + 180) % 360
    F = (math.sin(math.radians(ob)), math.cos(math.radians(ob)))
    Rt = (math.cos(math.radians(fa)), -math.sin(math.radians(fa)))
    d = c.ranks * c.bd
    return (m[0] + F[0] * d / 2 + Rt[0] * slide, m[1] + F[1] * d / 2 + Rt[1] * slide), fa


def best_slides(c, t, side, others_poly):
    """Every slide with the most models in contact, and that count."""
    a, b = side_seg(t, side)
    ln = math.hypot(b[0] - a[0], b[1] - a[1])
    span = ln / 2 + c.files * c.bw / 2 + 1
    cand = set()
    # the count only changes where a charger base edge meets a target base edge along the
    # facing: try every such slide and every midpoint between two neighbouring ones
    half_c = c.files * c.bw / 2
    tb = t.bw if side in ("front", "rear") else t.bd
    ev = sorted(set(round((-ln / 2 + j * tb) - (-half_c + i * c.bw), 6)
                    for i in range(c.files + 1) for j in range(int(round(ln / tb)) + 1)))
    ev = [-span] + ev + [span]
    for i, x in enumerate(ev):
        cand.add(x)
        if i + 1 < len(ev):
            cand.add((x + ev[i + 1]) / 2)
    res = []
    for s in sorted(cand):
        cc, fa = placement(c, t, side, s)
        P = c.poly(cc, fa)
        if any(overlaps(P, Q) for Q in others_poly):
            continue
        res.append((contacts(c, cc, fa, t), s, cc, fa))
    if not res:
        return 0, []
    mx = max(r[0] for r in res)
    return mx, [r for r in res if r[0] == mx]


def close(p, q, tol=0.003):
    return abs(p[0] - q[0]) <= tol and abs(p[1] - q[1]) <= tol


def angdiff(a, b):
    return abs((a - b + 180) % 360 - 180)


FAILS = []


def report(name, ok, msg):
    print(("ok   " if ok else "FAIL ") + name + ("  " + msg if msg else ""))
    if not ok:
        FAILS.append(name)


def exp_centre(s, u):
    e = s["expect"]["units"][u]
    return (L(e["centre"][0]), L(e["centre"][1])), float(e["facing"])


# ---------------------------------------------------------------- charges
WITNESS = {  # (wheel degrees clockwise about the front-right corner, first move, second move)
    "c20": (30.0, 0.0, 250.0),
    "c23": (45.0, 0.0, 300.0),
    "c24": (50.0, 11.66, 197.67),
}


def sweep_witness(c, beta, d1, d2, obstacles, steps=400):
    r0 = c.rect()
    Fr = r0.pt(r0.w / 2, r0.d / 2)
    bad = []
    # first move
    for i in range(steps + 1):
        cc = (c.c[0], c.c[1] + d1 * i / steps) if c.fa == 0 else None
        if any(overlaps(c.poly(cc, 0), Q) for Q in obstacles):
            bad.append(("move1", i))
    K = (Fr[0], Fr[1] + d1)
    cstart = (c.c[0], c.c[1] + d1)
    for i in range(steps + 1):
        th = beta * i / steps
        # rotate centre about K clockwise by th
        v = (cstart[0] - K[0], cstart[1] - K[1])
        r = math.radians(th)
        cc = (K[0] + v[0] * math.cos(r) + v[1] * math.sin(r), K[1] - v[0] * math.sin(r) + v[1] * math.cos(r))
        if any(overlaps(c.poly(cc, th), Q) for Q in obstacles):
            bad.append(("wheel", i))
    F = (math.sin(math.radians(beta)), math.cos(math.radians(beta)))
    for i in range(steps + 1):
        cc2 = (cc[0] + F[0] * d2 * i / steps, cc[1] + F[1] * d2 * i / steps)
        if any(overlaps(c.poly(cc2, beta), Q) for Q in obstacles):
            bad.append(("move2", i))
    return bad, cc2


def check_charge(path, s, units, terr):
    name = os.path.basename(path)[:3]
    C, T = units[s["args"]["unit"]], units[s["args"]["target"]]
    side = arc_of(T, C.rect().pt(0, C.ranks * C.bd / 2))
    dist = pdist(C.poly(), T.poly())
    rng = s["dice"][0] * IN + L(C.props.get("advance", "0in"))
    reaches = rng >= dist - TOL
    others = [u for k, u in units.items() if k not in (C.name, T.name) and not u.removed]
    obst = [u.poly() for u in others] + terr
    eu = s["expect"]["units"][C.name]
    msgs = ["arc %s dist %.3fmm (%.3fin) range %.3fin" % (side, dist, dist / IN, rng / IN)]
    ok = True
    if "centre" not in eu:  # expected failure
        if not reaches:
            report(name, True, "; ".join(msgs) + "; out of range")
            return
        # room: sample placements touching the target facing
        a, b = side_seg(T, side)
        rnd = random.Random(8)
        clear = 0
        N = 20000 if name == "c22" else 5000
        for _ in range(N):
            u = rnd.random()
            p = (a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u)
            if rnd.random() < 0.2:
                p = a if rnd.random() < 0.5 else b
            fa = rnd.uniform(0, 360)
            r = C.rect((0, 0), fa)
            # put a point of C's boundary (a corner or a point of an edge) on p
            hw, hd = r.w / 2, r.d / 2
            which = rnd.randrange(5)
            if which < 4:
                lp = [(-hw, hd), (hw, hd), (hw, -hd), (-hw, -hd)][which]
            else:
                lp = (rnd.uniform(-hw, hw), hd)
            q = r.pt(*lp)
            cc = (p[0] - q[0], p[1] - q[1])
            P = C.poly(cc, fa)
            if overlaps(P, T.poly()):
                continue
            if any(overlaps(P, Q) for Q in obst):
                continue
            if not (0 <= cc[0] <= BOARD[0] and 0 <= cc[1] <= BOARD[1]):
                continue
            clear += 1
        # aligned placements along the facing
        mx, best = best_slides(C, T, side, obst)
        ok = clear == 0 and mx == 0 or (clear == 0 and not best)
        aligned_clear = [r for r in best if r[0] > 0]
        ok = clear == 0 and not aligned_clear
        report(name, ok, "; ".join(msgs) + "; in range; placements touching the facing clear of everything: %d, aligned: %d" % (clear, len(aligned_clear)))
        return
    if not reaches:
        ok = False
        msgs.append("does NOT reach")
    ec, efa = exp_centre(s, C.name)
    mx, best = best_slides(C, T, side, obst)
    slides = [r[1] for r in best]
    width = max(slides) - min(slides)
    bc, bfa = best[len(best) // 2][2], best[len(best) // 2][3]
    if width > 0.1:
        ok = False
        msgs.append("maximum not unique: slides %.3f..%.3f" % (min(slides), max(slides)))
    if not close(bc, ec) or angdiff(bfa, efa) > 1e-6:
        ok = False
        msgs.append("best %s/%.3f != expected %s/%.3f" % (bc, bfa, ec, efa))
    msgs.append("max contacts %d at slide %.3f (only maximum; the set of best slides spans %.3fmm)" % (mx, slides[0], width))
    # end touches no other enemy
    for u in others:
        if u.side != C.side and pdist(C.poly(ec, efa), u.poly()) <= TOL:
            ok = False
            msgs.append("end touches %s" % u.name)
    if name in WITNESS:
        beta, d1, d2 = WITNESS[name]
        bad, cc2 = sweep_witness(C, beta, d1, d2, obst)
        # the witness touches the facing's left end with the point 20mm from C's left corner
        pre = C.rect(cc2, beta)
        pL = pre.pt(-pre.w / 2 + 20, pre.d / 2)
        a, b = side_seg(T, side)
        if bad or not (close(pL, a, 0.05) or close(pL, b, 0.05)):
            ok = False
            msgs.append("witness bad %s, touch point %s" % (bad[:3], pL))
        else:
            msgs.append("witness clear, touches (%.3f, %.3f)" % pL)
    report(name, ok, "; ".join(msgs))


# ---------------------------------------------------------------- flees
def bearing(p, q):
    return math.degrees(math.atan2(q[0] - p[0], q[1] - p[1])) % 360


def off_board(P):
    return any(x < TOL or x > BOARD[0] - TOL or y < TOL or y > BOARD[1] - TOL for x, y in P)


def check_flee(path, s, units, terr):
    name = os.path.basename(path)[:3]
    A = units[s["args"]["unit"]]
    reason = s["args"]["reason"]
    ok, msgs = True, []
    if reason == "failed_rally":
        en = [u for u in units.values() if u.side != A.side and "shaken" not in u.state]
        en.sort(key=lambda u: pdist(A.poly(), u.poly()))
        fa = bearing(en[0].c, A.c)
        msgs.append("closest non-shaken %s" % en[0].name)
    elif reason in ("charge_reaction", "terror"):
        fa = bearing(units[s["args"]["from"]].c, A.c)
    else:
        B = units[s["args"]["from"]]
        # the facing of B that A touches: the one whose segment is nearest A
        def shared(k):  # how much of B's side k lies on A's boundary (sampled)
            a, b = side_seg(B, k)
            pts = [(a[0] + (b[0] - a[0]) * i / 100, a[1] + (b[1] - a[1]) * i / 100) for i in range(101)]
            return sum(1 for q in pts if min(seg_pt(q, *e) for e in edges(A.poly())) <= TOL)
        sd = max(("front", "right", "rear", "left"), key=shared)
        fa = outward(B, sd)
        msgs.append("engaged in %s's %s" % (B.name, sd))
    D = s["dice"][0] * IN
    F = (math.sin(math.radians(fa)), math.cos(math.radians(fa)))
    others = [u for u in units.values() if u is not A]
    crossed, removed = [], False
    step = 0.25
    k, dist = 0, 0.0
    pos = A.c
    while True:
        dist = k * step
        pos = (A.c[0] + F[0] * dist, A.c[1] + F[1] * dist)
        P = A.poly(pos, fa)
        if off_board(P):
            removed = True
            msgs.append("table edge at %.3f" % dist)
            break
        hit = [u for u in others if overlaps(P, u.poly()) or (dist > 0 and touching(P, u.poly()) and "charging %s" % A.name in u.state)]
        for u in hit:
            if "charging %s" % A.name in u.state and u.side != A.side:
                removed = True
            if u.name not in crossed:
                crossed.append(u.name)
        for i, Q in enumerate(terr):
            if overlaps(P, Q) and ("terrain%d" % i) not in crossed:
                crossed.append("terrain%d" % i)
        if removed:
            msgs.append("meets a charger")
            break
        if dist >= D - 1e-9:
            if not any(overlaps(P, u.poly()) for u in others) and not any(overlaps(P, Q) for Q in terr):
                if dist > D + 1e-9:  # continued: find the first clear point to 0.0001mm
                    lo, hi = dist - step, dist
                    for _ in range(40):
                        mid = (lo + hi) / 2
                        Pm = A.poly((A.c[0] + F[0] * mid, A.c[1] + F[1] * mid), fa)
                        if any(overlaps(Pm, u.poly()) for u in others) or any(overlaps(Pm, Q) for Q in terr):
                            lo = mid
                        else:
                            hi = mid
                    pos = (A.c[0] + F[0] * hi, A.c[1] + F[1] * hi)
                break
        k += 1
        if k * step > D and (k - 1) * step < D:
            k = D / step  # land exactly on D
        if k > 10 ** 7:
            break
    ev = []
    for cname in crossed:
        if cname.startswith("terrain"):
            ev.append("dangerous_terrain_test %s 4" % A.name)
        elif units[cname].side == A.side:
            ev.append("panic_test %s" % cname)
        elif "charging %s" % A.name not in units[cname].state:
            ev.append("dangerous_terrain_test %s 4" % A.name)
    e = s["expect"]
    eu = e["units"][A.name]
    if removed:
        ev.append("casualty %s" % A.name)
        if not eu.get("removed"):
            ok = False
    else:
        if eu.get("removed"):
            ok = False
        ec, efa = exp_centre(s, A.name)
        if not close(pos, ec, TOL * 1.5) or angdiff(fa, efa) > 1e-3:
            ok = False
            msgs.append("end %s/%.4f != %s/%.4f" % (pos, fa, ec, efa))
        else:
            msgs.append("end (%.3f, %.3f) facing %.4f" % (pos[0], pos[1], fa))
    for x in e.get("events", []):
        if x not in ev:
            ok = False
            msgs.append("missing event %s" % x)
    for x in e.get("no_events", []):
        if x in ev:
            ok = False
            msgs.append("unwanted event %s" % x)
    msgs.append("events %s" % ev)
    report(name, ok, "; ".join(msgs))


# ---------------------------------------------------------------- pursuits
def check_pursuit(path, s, units, terr):
    name = os.path.basename(path)[:3]
    B, A = units[s["args"]["unit"]], units[s["args"]["pursued"]]
    combat = set(s["combats"][0])
    ok, msgs = True, []
    fa = A.fa
    on = [u for u in units.values() if u is not B and not u.removed]
    enemies_ch = [u for u in on if u.side != B.side and not (u.name in combat and "fleeing" in u.state)]
    if "post_combat_reform" in B.state:
        enemies_ch = []
    obstr = [u for u in on if (u.side != B.side and u.name in combat) or (u.side == B.side and u.name not in combat) or (u.side != B.side and "post_combat_reform" in B.state)]
    arcs = {u.name: arc_of(u, B.rect().pt(0, B.ranks * B.bd / 2)) for u in enemies_ch}
    r = B.rect(B.c, fa)
    front = [r.pt(-r.w / 2, r.d / 2), r.pt(r.w / 2, r.d / 2)]
    e = s["expect"]
    eu = e.get("units", {}).get(B.name, {})
    outcome = None

    def seg_overlaps(seg, P):
        # the front segment passes into P's interior (not just touching)
        a, b = seg
        for i in range(1, 200):
            t = i / 200
            p = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
            if point_in(p, P, -TOL):
                return True
        return False

    if any(not (0 <= x <= BOARD[0] and 0 <= y <= BOARD[1]) for x, y in front):
        outcome = ("off",)
    elif [u for u in enemies_ch if seg_overlaps(front, u.poly())]:
        u = [u for u in enemies_ch if seg_overlaps(front, u.poly())][0]
        outcome = ("place", u)
    elif [u for u in obstr if seg_overlaps(front, u.poly())] or [Q for Q in terr if seg_overlaps(front, Q)]:
        outcome = ("partial",)
    else:
        outcome = ("ahead",)
    msgs.append("step 1: %s" % outcome[0])
    D = s["dice"][0] * IN
    F = (math.sin(math.radians(fa)), math.cos(math.radians(fa)))
    if outcome[0] == "ahead":
        # first obstacle in the rectangle ahead, stepped
        first = None
        k = 0
        while k * 0.01 <= D + 1e-9:
            d = k * 0.01
            rr = B.rect((B.c[0] + F[0] * d, B.c[1] + F[1] * d), fa)
            seg = (rr.pt(-rr.w / 2, rr.d / 2), rr.pt(rr.w / 2, rr.d / 2))
            if any(not (-TOL <= x <= BOARD[0] + TOL and -TOL <= y <= BOARD[1] + TOL) for x, y in seg):
                first = ("edge", None)
                break
            hits = [u for u in enemies_ch + obstr if min(seg_seg(*seg, *ed) for ed in edges(u.poly())) <= TOL]
            hits += [("terrain", Q) for Q in terr if min(seg_seg(*seg, *ed) for ed in edges(Q)) <= TOL]
            if hits:
                first = (d, hits)
                break
            k += 1
        if first is None and D - (k - 1) * 0.01 > 0:
            pass
        if first and first[0] == "edge":
            outcome = ("off",)
        elif first and any(isinstance(h, Unit) and h in enemies_ch for h in first[1]):
            u = [h for h in first[1] if isinstance(h, Unit) and h in enemies_ch][0]
            outcome = ("charge", u)
        else:
            # move D (stop at an obstruction), then backtrack to the last legal position
            stop = D if not first else first[0]
            others = [u for u in on]
            legal = lambda d: all(pdist(B.poly((B.c[0] + F[0] * d, B.c[1] + F[1] * d), fa), u.poly()) >= IN - 1e-9 for u in others) and all(pdist(B.poly((B.c[0] + F[0] * d, B.c[1] + F[1] * d), fa), Q) >= IN - 1e-9 for Q in terr)
            # last legal position: exactly 1in away (geometry.md: a unit backtracked to the last
            # legal position may stand exactly D away); found by bisection
            if legal(stop):
                d = stop
            else:
                lo, hi = 0.0, stop
                for _ in range(60):
                    mid = (lo + hi) / 2
                    if legal(mid):
                        lo = mid
                    else:
                        hi = mid
                d = lo
            outcome = ("moved", (B.c[0] + F[0] * d, B.c[1] + F[1] * d), fa)
    if outcome[0] == "off":
        ev = ["pursue_off_board %s" % B.name]
    elif outcome[0] in ("charge", "place"):
        u = outcome[1]
        side = arcs[u.name]
        others_poly = [x.poly() for x in on if x is not u]
        mx, best = best_slides(B, u, side, others_poly)
        slides = [r[1] for r in best]
        if outcome[0] == "charge":
            if max(slides) - min(slides) > 0.1:
                ok = False
                msgs.append("not unique")
            pick = best[len(best) // 2]
        else:
            pick = min(best, key=lambda r: math.hypot(r[2][0] - B.c[0], r[2][1] - B.c[1]))
        msgs.append("%s %s in its %s: %d contacts, end (%.3f, %.3f) facing %.3f" % (outcome[0], u.name, side, mx, pick[2][0], pick[2][1], pick[3]))
        ev = ["charge %s %s" % (B.name, u.name)]
        outcome = ("moved", pick[2], pick[3])
    elif outcome[0] == "partial":
        # pivot from B's facing towards fa, the shorter way first, in small steps, keeping 1in
        obst_polys = [u.poly() for u in on] + terr

        def legal_at(a):
            P = B.poly(B.c, a)
            return all(pdist(P, Q) >= IN - 1e-9 for Q in obst_polys)
        best = None
        for sgn in (1, -1):
            a = 0.0
            while a < 360 and legal_at(B.fa + sgn * (a + 0.0001)):
                a += 0.0001 if a > 15 else 0.01
                if not legal_at(B.fa + sgn * a):
                    a -= 0.01
                    break
            # refine
            lo, hi = a, a + 0.02
            for _ in range(60):
                mid = (lo + hi) / 2
                if legal_at(B.fa + sgn * mid):
                    lo = mid
                else:
                    hi = mid
            end = (B.fa + sgn * lo) % 360
            msgs.append("%s reaches %.4f" % ("cw" if sgn > 0 else "acw", end))
            if best is None or angdiff(end, fa) < angdiff(best, fa):
                best = end
        ev = []
        outcome = ("moved", B.c, best)
    else:
        ev = []
    if outcome[0] == "moved":
        pos, pfa = outcome[1], outcome[2]
        if "centre" in eu:
            ec, efa = exp_centre(s, B.name)
            if not close(pos, ec, 0.01) or angdiff(pfa, efa) > 0.001:
                ok = False
                msgs.append("end %s/%.4f != %s/%.4f" % (pos, pfa, ec, efa))
            else:
                msgs.append("end (%.3f, %.3f) facing %.4f" % (pos[0], pos[1], pfa))
        else:
            ok = False
            msgs.append("moved but no centre expected")
    for x in e.get("events", []):
        if x not in ev:
            ok = False
            msgs.append("missing event %s" % x)
    for x in e.get("no_events", []):
        if x in ev:
            ok = False
            msgs.append("unwanted %s" % x)
    report(name, ok, "; ".join(msgs))


def point_in(p, P, margin=0.0):
    """p strictly inside convex P by more than -margin."""
    n = len(P)
    sgn = 0
    for i in range(n):
        a, b = P[i], P[(i + 1) % n]
        cr = cross(a, b, p) / math.hypot(b[0] - a[0], b[1] - a[1])
        if abs(cr) <= -margin:
            return False
        s = 1 if cr > 0 else -1
        if sgn == 0:
            sgn = s
        elif s != sgn:
            return False
    return True


def main():
    files = sorted(glob.glob(os.path.join(HERE, "*.yaml")))
    if len(sys.argv) > 1:
        files = [f for f in files if any(a in f for a in sys.argv[1:])]
    for p in files:
        s, units, terr = load(p)
        {"charge": check_charge, "flee": check_flee, "pursue": check_pursuit}[s["run"]](p, s, units, terr)
    print("%d checked, %d failed" % (len(files), len(FAILS)))
    sys.exit(1 if FAILS else 0)


if __name__ == "__main__":
    main()
