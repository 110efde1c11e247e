#!/usr/bin/env python3
"""Independent checker for tests/t9a/fresh7: reads each scenario's YAML (not gen.py) and
recomputes its expectations from first principles by simulation: rectangles as polygons,
overlap by separating axes, distances by segment-to-segment, moves found by fine stepping
and bisection (never by the closed forms gen.py uses). Run: python3 check.py"""
import glob, math, os, re, sys
import yaml

TOL = 0.001
HERE = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))


def L(v):
    if isinstance(v, (int, float)):
        return float(v)
    m = re.fullmatch(r"\s*(-?[0-9.]+)\s*(in|mm|\")\s*", str(v))
    x = float(m.group(1))
    return x / 25.4 if m.group(2) == "mm" else x


def vec(b):
    r = math.radians(b)
    return (math.sin(r), math.cos(r)), (math.cos(r), -math.sin(r))


class Unit:
    def __init__(s, uid, d):
        s.id, s.side = uid, d["side"]
        s.c = (L(d["centre"][0]), L(d["centre"][1]))
        s.b = float(d["facing"])
        bw, bd = L(d["base"][0]), L(d["base"][1])
        s.files, s.ranks, s.bw, s.bd = d.get("files", 1), d.get("ranks", 1), bw, bd
        s.W, s.D = s.files * bw, s.ranks * bd
        s.state = d.get("state", [])
        s.props = d.get("props", {})

    def poly(s, c=None, b=None):
        c = c or s.c
        b = s.b if b is None else b
        f, r = vec(b)
        return [(c[0] + sf * s.D / 2 * f[0] + sr * s.W / 2 * r[0], c[1] + sf * s.D / 2 * f[1] + sr * s.W / 2 * r[1])
                for sf, sr in ((1, -1), (1, 1), (-1, 1), (-1, -1))]  # FL FR RR RL

    def models(s, c=None, b=None):
        c = c or s.c
        b = s.b if b is None else b
        f, r = vec(b)
        out = []
        for i in range(s.files):
            for j in range(s.ranks):
                ox = -s.W / 2 + (i + .5) * s.bw
                oy = s.D / 2 - (j + .5) * s.bd
                mc = (c[0] + oy * f[0] + ox * r[0], c[1] + oy * f[1] + ox * r[1])
                out.append([(mc[0] + sf * s.bd / 2 * f[0] + sr * s.bw / 2 * r[0], mc[1] + sf * s.bd / 2 * f[1] + sr * s.bw / 2 * r[1])
                            for sf, sr in ((1, -1), (1, 1), (-1, 1), (-1, -1))])
        return out


def overlap_depth(P, Q):
    best = 1e9
    for poly in (P, Q):
        for i in range(len(poly)):
            a, b = poly[i], poly[(i + 1) % len(poly)]
            n = (b[1] - a[1], a[0] - b[0])
            ln = math.hypot(*n)
            if ln < 1e-12:
                continue
            n = (n[0] / ln, n[1] / ln)
            pa = [p[0] * n[0] + p[1] * n[1] for p in P]
            pb = [p[0] * n[0] + p[1] * n[1] for p in Q]
            best = min(best, min(max(pa), max(pb)) - max(min(pa), min(pb)))
    return best


def overlaps(P, Q):
    return overlap_depth(P, Q) > TOL


def segdist(p, q, a, b):
    def pt(p, a, b):
        dx, dy = b[0] - a[0], b[1] - a[1]
        if dx * dx + dy * dy < 1e-18:
            return math.hypot(p[0] - a[0], p[1] - a[1])
        t = max(0, min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)))
        return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)
    return min(pt(p, a, b), pt(q, a, b), pt(a, p, q), pt(b, p, q))


def dist(P, Q):
    if overlap_depth(P, Q) > -1e-12:
        return 0.0
    return min(segdist(P[i], P[(i + 1) % len(P)], Q[j], Q[(j + 1) % len(Q)]) for i in range(len(P)) for j in range(len(Q)))


def off_board(P, W=72, D=48):
    return any(p[0] < -1e-9 or p[0] > W + 1e-9 or p[1] < -1e-9 or p[1] > D + 1e-9 for p in P)


def touches_edge(P, W=72, D=48):
    return any(p[0] <= TOL or p[0] >= W - TOL or p[1] <= TOL or p[1] >= D - TOL for p in P)


def bearing(dx, dy):
    return math.degrees(math.atan2(dx, dy)) % 360


def load(path):
    d = yaml.safe_load(open(path))
    units = {k: Unit(k, v) for k, v in d["units"].items()}
    # a removed unit is off the table: only the pursued one's facing is still read
    d["_removed"] = {k: units[k] for k, v in d["units"].items() if v.get("removed")}
    units = {k: u for k, u in units.items() if k not in d["_removed"]}
    terr = [[(L(x), L(y)) for x, y in t["polygon"]] for t in d.get("terrain", []) if t.get("kind") == "impassable"]
    dice = d["dice"][0]
    return d, units, terr, sum(dice) if isinstance(dice, list) else dice


def mv(c, b, t):
    f, _ = vec(b)
    return (c[0] + t * f[0], c[1] + t * f[1])


def first_touch(fd, tmax, step=0.01):
    """The least t in [0, tmax] with fd(t) <= 0 (fd a distance along a straight move):
    stepping, then bisection; tmax + 1 when none."""
    t = 0.0
    while t <= tmax + 1e-12:
        if fd(t) <= 1e-12:
            break
        t += step
    else:
        return tmax + 1
    if t == 0:
        return 0.0
    lo, hi = t - step, t
    for _ in range(60):
        mid = (lo + hi) / 2
        if fd(mid) <= 1e-12:
            hi = mid
        else:
            lo = mid
    return hi


# ---------------------------------------------------------------- flee
def sim_flee(d, U, terr, dist_roll):
    a = d["args"]
    F = U[a["unit"]]
    reason = a["reason"]
    if reason == "failed_rally":
        cands = [u for u in U.values() if u.side != F.side and "shaken" not in u.state]
        E = min(cands, key=lambda u: dist(u.poly(), F.poly()))
        b = bearing(F.c[0] - E.c[0], F.c[1] - E.c[1])
    elif reason in ("charge_reaction", "terror"):
        E = U[a["from"]]
        b = bearing(F.c[0] - E.c[0], F.c[1] - E.c[1])
    else:
        E = U[a["from"]]
        # the Facing of E that F touches: the one whose outward normal points at F
        best = None
        for k, ang in enumerate((0, 90, 180, 270)):
            bb = (E.b + ang) % 360
            f, _ = vec(bb)
            proj = (F.c[0] - E.c[0]) * f[0] + (F.c[1] - E.c[1]) * f[1]
            half = E.D / 2 if ang in (0, 180) else E.W / 2
            score = proj - half
            if best is None or score > best[0]:
                best = (score, bb)
        b = best[1]
    others = [u for u in U.values() if u is not F]
    obst = [(u.id, u.poly()) for u in others] + [("terrain%d" % i, t) for i, t in enumerate(terr)]

    def bad(t):
        P = F.poly(mv(F.c, b, t), b)
        return any(overlaps(P, q) for _, q in obst)
    t = float(dist_roll)
    if bad(t):
        step = 0.01
        while bad(t):
            t += step
        lo, hi = t - step, t
        for _ in range(60):
            mid = (lo + hi) / 2
            if bad(mid):
                lo = mid
            else:
                hi = mid
        t = hi
    # what the path met
    ev, removed = [], False
    n = int(t * 400) + 2
    for i in range(n + 1):
        s = t * i / n
        P = F.poly(mv(F.c, b, s), b)
        if touches_edge(P):
            removed = True
            break
        hit_charger = False
        for u in others:
            if overlaps(P, u.poly()) or dist(P, u.poly()) <= TOL:
                if u.side == F.side and overlaps(P, u.poly()):
                    e = "panic_test " + u.id
                elif u.side != F.side and ("charging " + F.id) in u.state:
                    hit_charger = True
                    continue
                elif u.side != F.side and overlaps(P, u.poly()):
                    e = "dangerous_terrain_test %s 4" % F.id
                else:
                    continue
                if e not in ev:
                    ev.append(e)
        for q in terr:
            if overlaps(P, q):
                e = "dangerous_terrain_test %s 4" % F.id
                if e not in ev:
                    ev.append(e)
        if hit_charger:
            removed = True
            break
    if removed:
        ev.append("casualty " + F.id)
    return {F.id: None if removed else (mv(F.c, b, t), b)}, ev


# ---------------------------------------------------------------- pursuit
def arc_of(P, E):
    """Arc of E that P is Located in (by the centre of P's Front Facing)."""
    f, _ = vec(P.b)
    pt = (P.c[0] + P.D / 2 * f[0], P.c[1] + P.D / 2 * f[1])
    ef, er = vec(E.b)
    x = (pt[0] - E.c[0]) * er[0] + (pt[1] - E.c[1]) * er[1]
    y = (pt[0] - E.c[0]) * ef[0] + (pt[1] - E.c[1]) * ef[1]
    ax, ay = abs(x) - E.W / 2, abs(y) - E.D / 2
    if ay > ax:
        return "front" if y > 0 else "rear"
    return "right" if x > 0 else "left"


def front_seg(P, c, b):
    f, r = vec(b)
    m = (c[0] + P.D / 2 * f[0], c[1] + P.D / 2 * f[1])
    return [(m[0] - P.W / 2 * r[0], m[1] - P.W / 2 * r[1]), (m[0] + P.W / 2 * r[0], m[1] + P.W / 2 * r[1])]


def seg_overlaps(seg, poly):
    # the segment passes through the polygon's interior by more than TOL: sample it
    for i in range(401):
        t = i / 400
        p = (seg[0][0] + t * (seg[1][0] - seg[0][0]), seg[0][1] + t * (seg[1][1] - seg[0][1]))
        box = [(p[0] - TOL / 2, p[1] - TOL / 2), (p[0] + TOL / 2, p[1] - TOL / 2), (p[0] + TOL / 2, p[1] + TOL / 2), (p[0] - TOL / 2, p[1] + TOL / 2)]
        if overlap_depth(box, poly) > TOL * 0.9:
            return True
    return False


def engaged_count(P, c, b, T):
    pm, tm = P.models(c, b), T.models()
    a = sum(1 for m in pm if any(dist(m, n) <= TOL for n in tm))
    bb = sum(1 for n in tm if any(dist(m, n) <= TOL for m in pm))
    return a + bb


def sim_pursue(d, U, terr, roll):
    a = d["args"]
    P = U[a["unit"]]
    Q = U.get(a["pursued"]) or d["_removed"][a["pursued"]]
    combat = set(sum(d.get("combats", []), []))
    reform = "post_combat_reform" in P.state
    enemies = [u for u in U.values() if u.side != P.side and not (u.id in combat and "fleeing" in u.state)]
    if reform:
        enemies = []
    obst = [u.poly() for u in U.values() if u is not P and u.side == P.side and u.id not in combat]
    obst += [u.poly() for u in U.values() if u.side != P.side and u.id in combat and "fleeing" in u.state]
    if reform:
        obst += [u.poly() for u in U.values() if u.side != P.side and u.id not in combat]
    obst += terr
    arcs = {e.id: arc_of(P, e) for e in enemies}
    b = Q.b
    seg = front_seg(P, P.c, b)
    if any(p[0] < 0 or p[0] > 72 or p[1] < 0 or p[1] > 48 for p in seg):
        return {P.id: None}, ["pursue_off_board " + P.id]
    hit = [e for e in enemies if seg_overlaps(seg, e.poly())]
    if hit:
        return {P.id: "charge"}, ["charge %s %s" % (P.id, hit[0].id)]
    if any(seg_overlaps(seg, o) for o in obst):
        # pivot only as far as Unit Spacing allows: the largest turn from P.b towards b
        delta = ((b - P.b + 180) % 360) - 180
        sgn = 1 if delta > 0 else -1

        def ok(th):
            poly = P.poly(P.c, P.b + sgn * th)
            return all(dist(poly, o) >= 1 - 1e-9 for o in obst)
        lo, hi = 0.0, abs(delta)
        th = 0.0
        while th + 0.05 <= hi and ok(th + 0.05):
            th += 0.05
        lo, hi = th, min(th + 0.05, abs(delta))
        for _ in range(50):
            mid = (lo + hi) / 2
            if ok(mid):
                lo = mid
            else:
                hi = mid
        return {P.id: (P.c, (P.b + sgn * lo) % 360)}, []
    # step 2: first obstacle in the rectangle ahead: the Front Facing swept forward
    def fseg(t):
        fs = front_seg(P, mv(P.c, b, t), b)
        return [fs[0], fs[1], fs[1], fs[0]]

    def edge_d(t):
        fs = fseg(t)
        return min(min(p[0], 72 - p[0], p[1], 48 - p[1]) for p in fs)
    te = first_touch(edge_d, roll)
    tes = {e.id: first_touch(lambda t, e=e: dist(fseg(t), e.poly()), roll) for e in enemies}
    tob = min([first_touch(lambda t, o=o: dist(fseg(t), o), roll) for o in obst] + [roll + 1])
    tfirst = min([te, tob] + list(tes.values()))
    if tfirst <= roll:
        if te == tfirst:
            return {P.id: None}, ["pursue_off_board " + P.id]
        hit = [k for k, v in tes.items() if v == tfirst]
        if hit and tob > tfirst:
            return {P.id: "charge"}, ["charge %s %s" % (P.id, hit[0])]
    # 2.3: move up to roll, stop when the front meets an obstruction
    path_end = min(roll, tob)
    # step 3: backtrack to the last legal position (1 in from every unit and impassable terrain)
    others = [u.poly() for u in U.values() if u is not P] + terr

    def legal(s):
        poly = P.poly(mv(P.c, b, s), b)
        return all(dist(poly, o) >= 1 - TOL for o in others)
    s = path_end
    if not legal(s):
        while s > 0 and not legal(s):
            s -= 0.01
        lo, hi = s, s + 0.01
        for _ in range(50):
            mid = (lo + hi) / 2
            if legal(mid):
                lo = mid
            else:
                hi = mid
        s = lo
    return {P.id: (mv(P.c, b, s), b)}, []


# ---------------------------------------------------------------- charge (straight or corner-then-align)
def sim_charge(d, U, terr, roll):
    a = d["args"]
    C, T = U[a["unit"]], U[a["target"]]
    arc = arc_of(C, T)
    face = {"front": T.b, "right": T.b + 90, "rear": T.b + 180, "left": T.b + 270}[arc] % 360
    nb = (face + 180) % 360
    # straight forward until touching T
    lo = first_touch(lambda t: dist(C.poly(mv(C.c, C.b, t)), T.poly()), 40.0)
    c1 = mv(C.c, C.b, lo)
    P1 = C.poly(c1)
    # contact point: the closest pair of points
    best = None
    for i in range(4):
        for j in range(4):
            for p in (P1[i],):
                q = T.poly()
                dd = min(segdist(p, p, q[k], q[(k + 1) % 4]) for k in range(4))
                if best is None or dd < best[0]:
                    best = (dd, p)
            tp = T.poly()[j]
            dd = min(segdist(tp, tp, P1[k], P1[(k + 1) % 4]) for k in range(4))
            if dd < best[0]:
                best = (dd, tp)
    p = best[1]
    # rotate C about p to face nb
    th = math.radians(nb - C.b)
    # rotation by bearing delta is clockwise in x/y
    dx, dy = c1[0] - p[0], c1[1] - p[1]
    cs, sn = math.cos(th), math.sin(th)
    c2 = (p[0] + dx * cs + dy * sn, p[1] - dx * sn + dy * cs)
    return {C.id: (c2, nb)}, ["charge %s %s" % (C.id, T.id)], lo


def main():
    bad = 0
    n = 0
    for path in sorted(glob.glob(os.path.join(HERE, "*.yaml"))):
        d, U, terr, roll = load(path)
        name = os.path.basename(path)
        exp = d.get("expect", {})
        run = d["run"]
        probs = []
        if "error" in exp:
            # an input the rules must refuse: a die no D6 shows, or a third army where the
            # text's "the opponent chooses" names one
            dice = d["dice"][0]
            sides = {u.side for u in U.values()}
            bad_die = isinstance(dice, list) and any(not 1 <= x <= 6 for x in dice)
            if not (bad_die or len(sides) > 2):
                probs.append("expects an error, but its input looks valid")
            n += 1
            if probs:
                bad += 1
                print("MISMATCH", name, probs)
            continue
        if run == "flee":
            res, ev = sim_flee(d, U, terr, roll)
        elif run == "pursue":
            res, ev = sim_pursue(d, U, terr, roll)
        else:
            res, ev, travelled = sim_charge(d, U, terr, roll)
            C = U[d["args"]["unit"]]
            T = U[d["args"]["target"]]
            (c2, nb) = res[C.id]
            # Maximising Contact: the straight end if it engages most; else the nearest slide that does
            _, r = vec(nb)
            counts = [(k * 0.001, engaged_count(C, (c2[0] + k * 0.001 * r[0], c2[1] + k * 0.001 * r[1]), nb, T))
                      for k in range(-4000, 4001, 1) if k % 10 == 0 or abs(k) < 50]
            best = max(n for _, n in counts)
            if engaged_count(C, c2, nb, T) < best:
                s_best = min((abs(s), s) for s, n in counts if n == best)[1]
                lo, hi = s_best - 0.01 * (1 if s_best > 0 else -1), s_best
                for _ in range(40):
                    mid = (lo + hi) / 2
                    if engaged_count(C, (c2[0] + mid * r[0], c2[1] + mid * r[1]), nb, T) == best:
                        hi = mid
                    else:
                        lo = mid
                res[C.id] = ((c2[0] + hi * r[0], c2[1] + hi * r[1]), nb)
            rng = roll + L(C.props.get("advance", 0))
            if travelled > rng + TOL:
                probs.append("charge travel %.3f > range %.3f" % (travelled, rng))
        for uid, e in exp.get("units", {}).items():
            if e.get("removed"):
                if res.get(uid, 1) is not None:
                    probs.append("%s expected removed, sim %s" % (uid, res.get(uid)))
            if "centre" in e:
                got = res.get(uid)
                if not isinstance(got, tuple):
                    # a charge placement: check it rather than recompute it
                    probs += check_placement(d, U, uid, e)
                    continue
                ec = (L(e["centre"][0]), L(e["centre"][1]))
                if math.hypot(ec[0] - got[0][0], ec[1] - got[0][1]) > 2 * TOL:
                    probs.append("%s centre exp (%.4f, %.4f) sim (%.4f, %.4f)" % (uid, ec[0], ec[1], got[0][0], got[0][1]))
                if abs(((float(e["facing"]) - got[1] + 180) % 360) - 180) > 0.01:
                    probs.append("%s facing exp %s sim %.4f" % (uid, e["facing"], got[1]))
            elif "facing" in e and isinstance(res.get(uid), tuple):
                if abs(((float(e["facing"]) - res[uid][1] + 180) % 360) - 180) > 0.01:
                    probs.append("%s facing exp %s sim %.4f" % (uid, e["facing"], res[uid][1]))
        for e in exp.get("events", []):
            if e not in ev:
                probs.append("event %r not simulated (sim %s)" % (e, ev))
        for e in exp.get("no_events", []):
            if e in ev:
                probs.append("no_event %r simulated" % e)
        n += 1
        if probs:
            bad += 1
            print("MISMATCH", name)
            for p in probs:
                print("   ", p)
    print("%d scenarios checked, %d mismatches" % (n, bad))
    return 1 if bad else 0


def check_placement(d, U, uid, e):
    """A charge placement: touching the target, not overlapping it, facing it, and no position
    slid along the target's facing (by up to 3 in) engages more models; for a pursuit that turned
    into a charge on its pivot (case 2), none as good lies closer to the start."""
    probs = []
    P = U[uid]
    tid = [x.split()[2] for x in d["expect"].get("events", []) if x.startswith("charge %s " % uid)][0]
    T = U[tid]
    c = (L(e["centre"][0]), L(e["centre"][1]))
    b = float(e["facing"])
    poly = P.poly(c, b)
    if overlaps(poly, T.poly()) or dist(poly, T.poly()) > TOL:
        probs.append("%s not in base contact with %s" % (uid, tid))
    n0 = engaged_count(P, c, b, T)
    _, r = vec(b)
    for k in range(-300, 301):
        s = k * 0.01
        c2 = (c[0] + s * r[0], c[1] + s * r[1])
        p2 = P.poly(c2, b)
        if any(overlaps(p2, u.poly()) for u in U.values() if u is not P and u is not T):
            continue  # no room there: another unit stands in the way
        n2 = engaged_count(P, c2, b, T)
        if n2 > n0:
            probs.append("%s slid %.2f engages %d > %d" % (uid, s, n2, n0))
            break
        if n2 == n0 and d["run"] == "pursue" and math.hypot(c2[0] - P.c[0], c2[1] - P.c[1]) < math.hypot(c[0] - P.c[0], c[1] - P.c[1]) - 0.005:
            probs.append("%s slid %.2f as good and closer to the start" % (uid, s))
            break
    return probs


if __name__ == "__main__":
    sys.exit(main())
