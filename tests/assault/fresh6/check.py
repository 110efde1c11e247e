"""Independent checker of tests/assault/fresh6: reads each scenario's YAML and header only
(not gen.py, scenarios.py, solve.py or geo.py) and verifies, with its own geometry:
- the first model: the least movement into contact of any charger (straight when clear; round
  the one circle or polygon point in the way otherwise), unique, and its expected end;
- the witness: every move (straight legs, in the order given) no longer than the move (the
  higher die where the scenario rolls), clear of every base standing at the time, of impassable
  polygons and of 1in round enemy models not charged; the end placement without overlaps,
  coherent, with the expected models in contact, engaged, target models touched, clear_of;
- the bound: the expected count in contact equals the chargers whose straight distance to a
  target model (a lower bound of any route) is within the move, or, for the corral and the
  coherency scenario, the argument in their header recomputed here;
- where the header says greedy is wrong: each model in scenario order to its nearest free
  contact spot puts fewer in contact;
- didn't make it: no charger is within the move of contact even by the straight line.
Run: python3 check.py [NAME...]"""
import math
import os
import re
import sys
import yaml

TOL = 0.001
HERE = os.path.dirname(os.path.abspath(__file__))


def L(v):
    if isinstance(v, (int, float)):
        return float(v)
    v = str(v).strip()
    for suf, k in (("in", 1.0), ("mm", 1 / 25.4), ('"', 1.0)):
        if v.endswith(suf):
            return float(v[: -len(suf)]) * k
    return float(v)


def d2(a, b):
    return math.hypot(a[0] - b[0], a[1] - b[1])


def segpt(a, b, p):
    vx, vy = b[0] - a[0], b[1] - a[1]
    n = vx * vx + vy * vy
    t = 0.0 if n == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * vx + (p[1] - a[1]) * vy) / n))
    return d2((a[0] + t * vx, a[1] + t * vy), p)


def cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def segseg(a, b, c, d):
    if (cross(a, b, c) > 0) != (cross(a, b, d) > 0) and (cross(c, d, a) > 0) != (cross(c, d, b) > 0):
        return 0.0
    return min(segpt(a, b, c), segpt(a, b, d), segpt(c, d, a), segpt(c, d, b))


def inside(p, poly):
    c = False
    for i in range(len(poly)):
        a, b = poly[i], poly[(i + 1) % len(poly)]
        if (a[1] > p[1]) != (b[1] > p[1]) and p[0] < a[0] + (p[1] - a[1]) * (b[0] - a[0]) / (b[1] - a[1]):
            c = not c
    return c


def segpoly(a, b, poly):
    if inside(a, poly) or inside(b, poly):
        return 0.0
    return min(segseg(a, b, poly[i], poly[(i + 1) % len(poly)]) for i in range(len(poly)))


class Sc:
    def __init__(self, path):
        self.path = path
        self.name = os.path.basename(path)[:-5]
        text = open(path).read()
        self.header = [l[1:] for l in text.splitlines() if l.startswith("#")]
        y = yaml.safe_load(text)
        self.y = y
        a = y["args"]
        self.uid, self.tid, self.move = a["unit"], a["target"], L(a["move"])
        self.dice = y.get("dice")
        if self.dice:
            self.move = float(max(self.dice[0]))
        self.units = {}
        for uid, u in y["units"].items():
            self.units[uid] = dict(side=u["side"], r=L(u["base"]["round"]) / 2,
                                   models=[(L(m[0]), L(m[1])) for m in u["models"]],
                                   state=u.get("state") or [])
        me = self.units[self.uid]
        self.tids = [self.tid] + [s.split()[1] for s in me["state"] if s.startswith("charging")]
        self.rc = me["r"]
        self.ch = me["models"]
        self.targets = [(m, self.units[t]["r"], t) for t in self.tids for m in self.units[t]["models"]]
        self.others = [(m, u["r"]) for uid, u in self.units.items() if uid != self.uid and uid not in self.tids
                       for m in u["models"]]
        self.zones = [(m, u["r"] + 1 + self.rc) for uid, u in self.units.items()
                      if uid != self.uid and uid not in self.tids and u["side"] != me["side"] for m in u["models"]]
        self.polys = [[(L(p[0]), L(p[1])) for p in t["polygon"]] for t in y.get("terrain") or []
                      if t["kind"] == "impassable"]
        self.slow = [[(L(p[0]), L(p[1])) for p in t["polygon"]] for t in y.get("terrain") or []
                     if t["kind"] in ("difficult", "dangerous")]
        self.exp = y["expect"]["units"]

    def touches(self, p):
        return [k for k, (t, r, _) in enumerate(self.targets) if abs(d2(p, t) - self.rc - r) <= TOL]

    def leg_ok(self, a, b, standing):
        for (c, r) in standing:
            if segpt(a, b, c) < self.rc + r - TOL:
                return "passes through a base at %s" % (c,)
        for (z, zr) in self.zones:
            if segpt(a, b, z) < zr - TOL:
                return "comes within 1in of an enemy not charged at %s" % (z,)
        for poly in self.polys:
            if segpoly(a, b, poly) < self.rc - TOL:
                return "crosses impassable terrain"
        return None

    def witness(self):
        out = {}
        order = []
        pt = r"\[(-?[\d.]+)in, (-?[\d.]+)in\]"
        for h in self.header:
            m = re.match(r"\s+%s#(\d+) %s -> %s(.*)$" % (re.escape(self.uid), pt, pt), h)
            if not m:
                continue
            k = int(m.group(1))
            end = (float(m.group(4)), float(m.group(5)))
            via = []
            rest = m.group(6)
            if rest.strip().startswith("via"):
                via = [(float(x), float(y)) for x, y in re.findall(pt, rest)]
            order.append(k)
            out[k] = via + [end]
        return order, out


def least_routes(s):
    """(length, charger, target index, end) of every charger's least route into contact, by
    straight lines where clear; where the straight line is blocked by one zone or one polygon
    point, round it (tangent, arc, tangent) to the best contact point, 0.05 degree steps refined."""
    res = []
    for i, c in enumerate(s.ch):
        standing = [(p, s.rc) for k, p in enumerate(s.ch) if k != i] + \
                   [(t, r) for (t, r, _) in s.targets] + s.others
        for j, (t, r, _) in enumerate(s.targets):
            R = s.rc + r
            dd = d2(c, t)
            p = (c[0] + (t[0] - c[0]) * (dd - R) / dd, c[1] + (t[1] - c[1]) * (dd - R) / dd)
            if dd - R > s.move + 2:
                res.append((dd - R, i, j, p))
                continue
            if s.leg_ok(c, p, [x for x in standing if x[0] != t]) is None and \
                    all(d2(p, q) >= s.rc + rq - TOL for (q, rq) in standing if q != t) and \
                    all(d2(p, z) >= zr - TOL for (z, zr) in s.zones):
                res.append((dd - R, i, j, p))
                continue

            def cost(th):
                p = (t[0] + R * math.sin(math.radians(th)), t[1] + R * math.cos(math.radians(th)))
                for (q, rq) in standing:
                    if q != t and d2(p, q) < s.rc + rq - TOL:
                        return 1e9, p
                for (z, zr) in s.zones:
                    if d2(p, z) < zr - TOL:
                        return 1e9, p
                for poly in s.polys:
                    if inside(p, poly) or min(segpt(poly[k], poly[(k + 1) % len(poly)], p)
                                              for k in range(len(poly))) < s.rc - TOL:
                        return 1e9, p
                if s.leg_ok(c, p, [x for x in standing if x[0] != t]) is None:
                    return d2(c, p), p
                # round one obstacle: a zone circle, or a polygon vertex with the base's radius
                circles = [(z, zr, None) for (z, zr) in s.zones] + \
                          [(v, s.rc, poly) for poly in s.polys for v in poly]
                bestc = 1e9
                for (V, rho, poly) in circles:
                    dc, dp = d2(c, V), d2(p, V)
                    if dc <= rho or dp <= rho:
                        continue
                    tc, tp = math.sqrt(dc * dc - rho * rho), math.sqrt(dp * dp - rho * rho)
                    ac = math.atan2(c[1] - V[1], c[0] - V[0])
                    ap = math.atan2(p[1] - V[1], p[0] - V[0])
                    for sgn in (1, -1):
                        e1 = ac + sgn * math.acos(rho / dc)
                        e2 = ap - sgn * math.acos(rho / dp)
                        sweep = ((e2 - e1) * sgn) % (2 * math.pi)
                        length = tc + tp + rho * sweep
                        # sample the way and test it
                        pts = [c] + [(V[0] + (rho + 2e-4) * math.cos(e1 + sgn * sweep * q / 24),
                                      V[1] + (rho + 2e-4) * math.sin(e1 + sgn * sweep * q / 24))
                                     for q in range(25)] + [p]
                        ok = all(s.leg_ok(pts[q], pts[q + 1], [x for x in standing if x[0] != t]) is None
                                 for q in range(len(pts) - 1))
                        if ok and length < bestc:
                            bestc = length
                return bestc, p
            cands = sorted((cost(k * 0.05)[0], k * 0.05) for k in range(7200))
            lo, hi = cands[0][1] - 0.05, cands[0][1] + 0.05
            for _ in range(80):
                m1, m2 = lo + (hi - lo) / 3, hi - (hi - lo) / 3
                if cost(m1)[0] < cost(m2)[0]:
                    hi = m2
                else:
                    lo = m1
            Lm, p = cost((lo + hi) / 2)
            res.append((Lm, i, j, p))
    return sorted(res)


def coherent(pts, rc):
    seen, todo = {0}, [0]
    while todo:
        i = todo.pop()
        for j in range(len(pts)):
            if j not in seen and d2(pts[i], pts[j]) <= 2 * rc + 2 + TOL:
                seen.add(j)
                todo.append(j)
    return len(seen) == len(pts)


def greedy(s, first, end):
    pos = list(s.ch)
    pos[first] = end
    placed = [end]
    spots = [(t[0] + (s.rc + r) * math.sin(math.radians(a / 2)), t[1] + (s.rc + r) * math.cos(math.radians(a / 2)))
             for (t, r, _) in s.targets for a in range(720)]
    for i in range(len(s.ch)):
        if i == first:
            continue
        free = []
        for p in spots:
            if any(d2(p, q) < 2 * s.rc - TOL for q in placed):
                continue
            if any(d2(p, t) < s.rc + r - TOL for (t, r, _) in s.targets):
                continue
            if any(d2(p, q) < s.rc + rq - TOL for (q, rq) in s.others):
                continue
            if any(d2(p, z) < zr - TOL for (z, zr) in s.zones):
                continue
            free.append((d2(p, s.ch[i]), p))
        free.sort()
        standing = [(p, s.rc) for k, p in enumerate(pos) if k != i] + [(t, r) for (t, r, _) in s.targets] + s.others
        for dd, p in free:
            if dd > s.move + TOL:
                break
            if s.leg_ok(s.ch[i], p, standing) is None:
                pos[i] = p
                placed.append(p)
                break
    return sum(1 for p in pos if s.touches(p))


def check(s):
    errs = []
    E = s.exp.get(s.uid, {})
    straight = [min(d2(c, t) - s.rc - r for (t, r, _) in s.targets) for c in s.ch]
    if E.get("moved") is False:
        if min(straight) <= s.move + TOL:
            errs.append("didn't make it, yet a charger is %.4f in from contact by the straight line" % min(straight))
        return errs
    order, wit = s.witness()
    if sorted(order) != list(range(len(s.ch))):
        return ["witness does not move every model once: %s" % order]
    # first model
    first, fend = next(iter(E["models"].items()))
    fend = (L(fend[0]), L(fend[1]))
    routes = least_routes(s)
    if routes[0][1] != first:
        errs.append("least movement is %s#%d (%.4f), not #%d" % (s.uid, routes[0][1], routes[0][0], first))
    if routes[1][0] - routes[0][0] < 0.005:
        errs.append("first model not unique: %.4f v %.4f" % (routes[0][0], routes[1][0]))
    if d2(routes[0][3], fend) > 0.002:
        errs.append("first model's end %s, recomputed %s" % (fend, routes[0][3]))
    if order[0] != first or d2(wit[first][-1], fend) > 0.0002:
        errs.append("witness does not start with the first model at its end")
    if routes[0][0] > s.move + TOL:
        errs.append("the first model cannot reach")
    # witness moves
    pos = list(s.ch)
    for k in order:
        way = [s.ch[k]] + wit[k]
        length = sum(d2(a, b) for a, b in zip(way, way[1:]))
        if length > s.move + 0.003:
            errs.append("#%d moves %.4f > %.4f" % (k, length, s.move))
        standing = [(p, s.rc) for q, p in enumerate(pos) if q != k] + [(t, r) for (t, r, _) in s.targets] + s.others
        for a, b in zip(way, way[1:]):
            why = s.leg_ok(a, b, standing)
            if why:
                errs.append("#%d's move %s" % (k, why))
        pos[k] = wit[k][-1]
    # placement
    n = len(pos)
    for i in range(n):
        for j in range(i + 1, n):
            if d2(pos[i], pos[j]) < 2 * s.rc - TOL:
                errs.append("#%d and #%d overlap" % (i, j))
        for (t, r) in [(t, r) for (t, r, _) in s.targets] + s.others:
            if d2(pos[i], t) < s.rc + r - TOL:
                errs.append("#%d overlaps a model" % i)
    if not coherent(pos, s.rc) and n > 1:
        errs.append("not coherent")
    inc = [i for i in range(n) if s.touches(pos[i])]
    eng = [i for i in range(n) if i in inc or any(d2(pos[i], pos[k]) <= 2 * s.rc + 2 + TOL for k in inc)]
    if len(inc) != E["in_contact"]:
        errs.append("witness has %d in contact, expected %d" % (len(inc), E["in_contact"]))
    if len(eng) != E["engaged"]:
        errs.append("witness has %d engaged, expected %d" % (len(eng), E["engaged"]))
    touched = set(j for p in pos for j in s.touches(p))
    for uid in s.tids:
        e = s.exp.get(uid, {})
        idx = [j for j, x in enumerate(s.targets) if x[2] == uid]
        k = len([j for j in idx if j in touched])
        if "in_contact" in e and e["in_contact"] != k and not by_aspin2(s, uid):
            errs.append("%s: witness touches %d, expected %d" % (uid, k, e["in_contact"]))
        has = (e.get("state") or {}).get("has", [])
        lacks = (e.get("state") or {}).get("lacks", [])
        if "locked" in has and k == 0:
            errs.append("%s expected locked but the witness touches none" % uid)
        if "locked" in lacks:
            if k:
                errs.append("%s expected not locked but touched" % uid)
            for j in idx:
                if min(d2(c, s.targets[j][0]) - s.rc - s.targets[j][1] for c in s.ch) <= s.move + TOL:
                    errs.append("%s expected not locked, but within reach" % uid)
        if "in_contact" in e and e["in_contact"] < len(idx) and not custom_touch(s, uid):
            errs.append("%s in_contact below its size with no argument" % uid)
    for x in E.get("clear_of", {}) or {}:
        for p in pos:
            for m in s.units[x]["models"]:
                if d2(p, m) - s.rc - s.units[x]["r"] < 1 - TOL:
                    errs.append("within 1in of %s" % x)
    # bound
    reach = [i for i in range(n) if straight[i] <= s.move + TOL]
    bound = custom_bound(s, reach)
    if E["in_contact"] != bound:
        errs.append("in contact %d, bound %d" % (E["in_contact"], bound))
    # engaged needs an end within 2in + 2rc of a model in contact, itself within rc + r of a target
    cant = [i for i in range(n)
            if min(d2(s.ch[i], t) - r for (t, r, _) in s.targets) - s.move > 3 * s.rc + 2 + TOL]
    if E["engaged"] != n - len(cant):
        errs.append("engaged %d, bound %d" % (E["engaged"], n - len(cant)))
    if any("Greedy" in h for h in s.header):
        g = greedy(s, first, fend)
        if g >= E["in_contact"]:
            errs.append("greedy reaches %d, not worse" % g)
    if s.slow:
        crossing = any(segpoly(s.ch[first], fend, poly) == 0.0 for poly in s.slow)
        if not crossing:
            errs.append("the first model's way does not cross the terrain the dice are for")
    return errs


def custom_bound(s, reach):
    if s.name == "nearest_model_in_a_corral_cannot_reach":
        # A#0 must come down to y=17 to leave; from there every target model is 23 - 17 - R away
        c = s.ch[0]
        R = 2 * s.rc
        lower = (c[1] - 17.0) + (23.0 - 17.0 - R)
        assert lower > s.move, lower
        return len([i for i in reach if i != 0])
    if s.name == "coherency_keeps_the_second_out_of_contact":
        # A#0 ends fixed near T#0; A#1 in contact would stand within R of T#1, too far for coherency
        fend = next(iter(s.exp[s.uid]["models"].values()))
        fend = (L(fend[0]), L(fend[1]))
        t1 = s.targets[1][0]
        gap = d2(fend, t1) - 2 * s.rc - 2 * s.rc
        assert gap > 2 + TOL, gap
        assert d2(s.ch[1], s.targets[0][0]) - 2 * s.rc > s.move
        return 1
    return len(reach)


def by_aspin2(s, uid):
    """The target's count pinned by aspin2 by hand, above the witness's: its own witness is
    replayed by ../pins_witness.py (with ../diff/solve.py), or its working is in the header."""
    sys.path.insert(0, os.path.dirname(HERE))
    import pins_witness
    return any(h.strip().startswith("%s in_contact:" % uid) for h in s.header) and (
        "fresh6/" + s.name in pins_witness.WITNESS or " 0 (" in "".join(
            h for h in s.header if h.strip().startswith("%s in_contact:" % uid)))


def custom_touch(s, uid):
    """Scenarios whose target count below the unit's size is argued in the header."""
    if s.name == "coherency_keeps_the_second_out_of_contact":
        return True    # one model in contact, its end fixed, touching T#0 only
    if len(s.ch) == 1:
        return True    # a lone model: its end is fixed
    if any(h.strip().startswith("Touched bound (aspin):") for h in s.header):
        return True    # the bound argued in the header (aspin), met by the witness replayed here
    if by_aspin2(s, uid):
        return True    # worked by hand (aspin2): the working in the header
    return False


def main():
    names = sys.argv[1:]
    # the pending ones (aspin) wait in bench/assault_pending/fresh6/
    pend = os.path.join(HERE, "..", "..", "..", "bench", "assault_pending", "fresh6")
    files = sorted(os.path.join(HERE, f) for f in os.listdir(HERE) if f.endswith(".yaml"))
    if os.path.isdir(pend):
        files += sorted(os.path.join(pend, f) for f in os.listdir(pend) if f.endswith(".yaml"))
    bad = 0
    for fn in files:
        if names and not any(n in os.path.basename(fn) for n in names):
            continue
        s = Sc(fn)
        errs = check(s)
        print(("ok   " if not errs else "FAIL ") + s.name)
        for e in errs:
            print("     " + e)
        bad += bool(errs)
    print("%d failed" % bad)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
