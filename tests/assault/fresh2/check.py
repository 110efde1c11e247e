#!/usr/bin/env python3
"""Independent re-check of tests/assault/fresh2 (no rulec code, no rulec output).

For every scenario it reads the YAML and recomputes, from the seed text and geometry.md:
  - the start is legal (no overlaps, no model inside impassable terrain);
  - the first model: for each charger the least movement into base contact with a
    target model (shortest route around models and impassable terrain, never within
    1in of a model of an enemy unit not charged), which model that is, which target
    model it goes to, where it ends; charge or didnt_make_it;
  - a witness: the positions (and order of moving) the header says are optimal, moved
    one by one along shortest routes around the models where they stand at that time;
    each route within the move; the result's in_contact / engaged / coherent / clear_of
    equal what the scenario expects;
  - an upper bound on target models in contact (exhaustive assignment of chargers to
    target models each can reach, the first model's target fixed), to show the
    witness is the optimum, or a note where the header argues the bound by hand.
Run: python3 tests/assault/fresh2/check.py [file.yaml ...]
"""
import itertools
import math
import os
import sys

import yaml

from geo import TOL, MM, World, at, dist, length, point_poly, pt, toward, in_poly

HERE = os.path.dirname(os.path.abspath(__file__))
R25, R32, R40, R60 = 12.5 * MM, 16 * MM, 20 * MM, 30 * MM


class Scn:
    def __init__(self, path):
        self.path = path
        self.y = yaml.safe_load(open(path))
        self.units = {}
        for uid, u in self.y["units"].items():
            self.units[uid] = dict(side=u["side"], r=length(u["base"]["round"]) / 2,
                                   models=[pt(m) for m in u["models"]])
        self.impassable = [[pt(p) for p in t["polygon"]] for t in self.y.get("terrain", [])
                           if t["kind"] == "impassable"]
        self.slow = [(t["kind"], [pt(p) for p in t["polygon"]]) for t in self.y.get("terrain", [])
                     if t["kind"] in ("difficult", "dangerous")]
        a = self.y["args"]
        self.U, self.T, self.move = a["unit"], a["target"], length(a["move"])
        d = self.y.get("dice") or []
        if d:
            self.move = min(self.move, float(max(d[0])))
        self.exp = self.y.get("expect", {})

    def enemies(self, uid):
        return [v for v in self.units if self.units[v]["side"] != self.units[uid]["side"]]

    def world(self, i, pos, skip_chargers=False):
        """Obstacles for charger i with every model at pos[unit][k]."""
        r = self.units[self.U]["r"]
        discs = []
        for v, u in self.units.items():
            for k, c in enumerate(pos[v]):
                if v == self.U and (k == i or skip_chargers):
                    continue
                R = r + u["r"]
                if u["side"] != self.units[self.U]["side"] and v != self.T:
                    R += 1 + TOL  # never within 1in of an enemy not charged
                discs.append((c, R))
        return World(discs, [(q, r) for q in self.impassable])

    def start(self):
        return {v: list(u["models"]) for v, u in self.units.items()}

    def reach(self, i, j, pos, skip_chargers=False, step=1.0):
        """Least route length for charger i into base contact with target model j,
        and the end point (sampled every `step` degrees round j, plus the straight
        point)."""
        r = self.units[self.U]["r"]
        tj = self.units[self.T]["models"][j] if pos is None else pos[self.T][j]
        s = pos[self.U][i]
        rs = r + self.units[self.T]["r"]
        w = self.world(i, pos, skip_chargers)
        lo = dist(s, tj) - rs
        if lo > self.move + 0.05:
            return math.inf, None
        direct = toward(tj, s, rs)
        if w.free_point(direct) and w.free_seg(s, direct):
            return lo, direct
        best, bp = math.inf, None

        def scan(angles):
            nonlocal best, bp
            for a in angles:
                p = at(tj, a, rs)
                if w.free_point(p) and dist(s, p) < min(best, self.move + 0.05):
                    L = w.path(s, p, limit=min(best, self.move + 0.05))
                    if L < best:
                        best, bp = L, p
        coarse = max(step, 2.0)
        scan([k * coarse for k in range(int(360 / coarse))])
        if bp is not None and step < coarse:
            b0 = math.degrees(math.atan2(bp[0] - tj[0], bp[1] - tj[1]))
            scan([b0 + k * step for k in range(-int(coarse / step), int(coarse / step) + 1)])
        return best, bp


def contact(a, ra, b, rb):
    d = dist(a, b)
    return ra + rb - TOL <= d <= ra + rb + TOL


def metrics(s, pos):
    out = {}
    for v, u in s.units.items():
        ms, r = pos[v], u["r"]
        inc = []
        for k, c in enumerate(ms):
            inc.append(any(contact(c, r, c2, s.units[e]["r"]) for e in s.enemies(v) for c2 in pos[e]))
        eng = [inc[k] or any(inc[m] and dist(c, ms[m]) - 2 * r <= 2 + TOL for m in range(len(ms)) if m != k)
               for k, c in enumerate(ms)]
        n = len(ms)
        adj = {k: [m for m in range(n) if m != k and dist(ms[k], ms[m]) - 2 * r <= 2 + TOL] for k in range(n)}
        seen, stack = {0}, [0]
        while stack:
            k = stack.pop()
            for m in adj[k]:
                if m not in seen:
                    seen.add(m)
                    stack.append(m)
        coh = n == 1 or (len(seen) == n and all(adj[k] for k in range(n)))
        out[v] = dict(in_contact=sum(inc), engaged=sum(eng), coherent=coh, inc=inc)
    return out


def legal(s, pos, errs):
    allm = [(v, k, c, s.units[v]["r"]) for v in s.units for k, c in enumerate(pos[v])]
    for (v1, k1, c1, r1), (v2, k2, c2, r2) in itertools.combinations(allm, 2):
        if dist(c1, c2) < r1 + r2 - TOL:
            errs.append("overlap %s#%d %s#%d (%.4f < %.4f)" % (v1, k1, v2, k2, dist(c1, c2), r1 + r2))
    for v, k, c, r in allm:
        for q in s.impassable:
            if in_poly(c, q) or point_poly(c, q) < r - TOL:
                errs.append("%s#%d in impassable terrain" % (v, k))


def fmt(p):
    return "[%.4fin, %.4fin]" % p


def check(path, W):
    s = Scn(path)
    name = os.path.basename(path)
    errs, notes = [], []
    pos0 = s.start()
    legal(s, pos0, errs)
    nC = len(pos0[s.U])
    nT = len(pos0[s.T])
    # first model
    costs = []
    for i in range(nC):
        best = (math.inf, None, None)
        for j in range(nT):
            L, p = s.reach(i, j, pos0, step=0.25)
            if L < best[0]:
                best = (L, j, p)
        costs.append((best[0], i, best[1], best[2]))
    costs.sort(key=lambda t: t[0])
    L0, i0, j0, p0 = costs[0]
    ev = [str(e) for e in s.exp.get("events", [])]
    makes = L0 <= s.move + TOL
    notes.append("move %.3fin; first model %s#%d -> %s#%s route %.4fin end %s%s" % (
        s.move, s.U, i0, s.T, j0, L0, fmt(p0) if p0 else "-",
        "; next %s#%d %.4fin" % (s.U, costs[1][1], costs[1][0]) if len(costs) > 1 else ""))
    if len(costs) > 1 and abs(costs[1][0] - L0) < 0.01 and makes:
        notes.append("WARNING first model ties within 0.01in")
    wantfail = ("didnt_make_it %s %s" % (s.U, s.T)) in ev
    if wantfail == makes:
        errs.append("expected %s but the least route is %.4f against move %.3f" % (
            "didnt_make_it" if wantfail else "a charge", L0, s.move))
    eu = (s.exp.get("units") or {})
    for k, p in ((eu.get(s.U) or {}).get("models") or {}).items():
        if k == i0 and p0 is not None:
            # a straight route gives the exact end; a route round an obstacle is sampled
            # (every 0.5 degrees round the target model), so it only confirms the hand value
            straight = abs(L0 - (dist(pos0[s.U][i0], pos0[s.T][j0]) - s.units[s.U]["r"] - s.units[s.T]["r"])) < 1e-9
            if dist(pt(p), p0) > (TOL if straight else 0.005):
                errs.append("first model end %s, scenario says %s" % (fmt(p0), fmt(pt(p))))
    if not makes:
        return errs, notes
    w = W.get(name)
    if w is None:
        errs.append("no witness")
        return errs, notes
    pos = s.start()
    end = w["end"](s) if callable(w["end"]) else w["end"]
    order = w.get("order") or sorted(end)
    if order[0] != i0:
        errs.append("witness moves %d first, the first model is %d" % (order[0], i0))
    if i0 in end and dist(end[i0], p0) > TOL:
        errs.append("witness first model end %s != %s" % (fmt(end[i0]), fmt(p0)))
    for i in order:
        wld = s.world(i, pos)
        if not wld.free_point(end[i]):
            errs.append("witness end of %d not free" % i)
        L = wld.path(pos[s.U][i], end[i], limit=s.move + 0.05)
        if L > s.move + TOL:
            errs.append("witness model %d route %.4f > move %.3f" % (i, L, s.move))
        pos[s.U][i] = end[i]
    legal(s, pos, errs)
    m = metrics(s, pos)
    for v, e in eu.items():
        for key in ("in_contact", "engaged", "coherent"):
            if key in e and m[v][key] != e[key]:
                errs.append("%s.%s witness %s, scenario %s" % (v, key, m[v][key], e[key]))
        for x, d in (e.get("clear_of") or {}).items():
            gap = min(dist(a, b) - s.units[v]["r"] - s.units[x]["r"] for a in pos[v] for b in pos[x])
            if gap < length(d) - TOL:
                errs.append("%s not clear of %s: %.4f" % (v, x, gap))
    notes.append("witness: %s in_contact %d engaged %d coherent %s; %s in_contact %d" % (
        s.U, m[s.U]["in_contact"], m[s.U]["engaged"], m[s.U]["coherent"], s.T, m[s.T]["in_contact"]))
    # upper bound on target models in contact: exhaustive assignment
    rt, rc = s.units[s.T]["r"], s.units[s.U]["r"]
    tgap = min((dist(a, b) - 2 * rt for a, b in itertools.combinations(pos0[s.T], 2)), default=99)
    pre = [j for j in range(nT) if metrics(s, pos0)[s.T]["inc"][j]]
    # what each charger can touch: one target model, or two at once from the point where
    # the contact circles of two close target models cross (a "pocket"); routes with the
    # other chargers removed, so a true upper bound
    R = []
    for i in range(nC):
        sets = [{j} for j in range(nT) if s.reach(i, j, pos0, skip_chargers=True, step=w.get("step", 3.0))[0] <= s.move + TOL]
        if tgap <= 2 * rc:
            wld = s.world(i, pos0, skip_chargers=True)
            rs = rc + rt
            for a, b in itertools.combinations(range(nT), 2):
                A, B = pos0[s.T][a], pos0[s.T][b]
                d = dist(A, B)
                if d > 2 * rs:
                    continue
                h = math.sqrt(max(rs * rs - d * d / 4, 0))
                mx, my = (A[0] + B[0]) / 2, (A[1] + B[1]) / 2
                ux, uy = (B[1] - A[1]) / d, -(B[0] - A[0]) / d
                for sg in (1, -1):
                    q = (mx + sg * h * ux, my + sg * h * uy)
                    if wld.free_point(q, eps=1e-6) and wld.path(pos0[s.U][i], q, limit=s.move + 0.05) <= s.move + TOL:
                        sets.append({a, b})
                        break
        R.append(sets)
    R[i0] = [{j0}]
    best = 0
    for combo in itertools.product(*[r + [set()] for r in R]):
        got = set().union(*combo) | set(pre)
        best = max(best, len(got))
    bound_c = sum(1 for r in R if r)
    notes.append("bound: %s models in contact <= %d%s; %s models in contact <= %d" % (
        s.T, best, "" if tgap > 2 * rc else " (pockets touching two counted)", s.U, bound_c))
    if best != m[s.T]["in_contact"] and not w.get("b_hand"):
        errs.append("witness %d target models, bound %d and no hand argument" % (m[s.T]["in_contact"], best))
    for k in ("hand", "b_hand"):
        if w.get(k):
            notes.append("hand: " + w[k])
    return errs, notes


def main():
    from witnesses import W
    files = sys.argv[1:] or sorted(os.path.join(HERE, f) for f in os.listdir(HERE) if f.endswith(".yaml"))
    bad = 0
    for f in files:
        errs, notes = check(f, W)
        print(("FAIL " if errs else "ok   ") + os.path.basename(f))
        for n in notes:
            print("     " + n)
        for e in errs:
            print("     ERROR " + e)
        bad += bool(errs)
    print("%d scenarios, %d failing" % (len(files), bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
