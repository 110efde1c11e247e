#!/usr/bin/env python3
"""fresh11's checker: reads each scenario, recomputes with geom.py (our geometry, not rulec):
  - the arc of the target the charger's front-centre starts in (the charged facing);
  - the shape distance charger-target against the range (dice + advance);
  - for a successful charge, every lateral placement of the charger flush against the charged
    facing: models in contact (both sides, every unit), legality (no overlap, no contact with a
    second enemy, and again with 1in clear of terrain and uninvolved units), so the best placement
    is found by exhaustion (critical points and the open intervals between them) and must be
    unique and equal the scenario's expected centre;
  - a witness charge move reaching it: forward d1, one wheel <=90 degrees about a front corner,
    forward into contact with the charged facing, align about the contact point; its path is
    swept step by step and must keep 0.5in from every other unit and terrain, and its length
    (d1 + wheel arc of the outer corner + d2) must be within the charge range.
Usage: check.py [FILES...] (default: every *.yaml here).  Prints one line per scenario;
--witness prints the witness too.  Exit 1 on any disagreement."""

import glob
import math
import os
import sys

import yaml

from geom import (INCH, TOL, Rect, Unit, add, arc_of, contacts, dot, facing_normal,
                  facing_segment, first_contact, norm_deg, overlaps, poly_dist, rot_about,
                  sub, touching)

HERE = os.path.dirname(os.path.abspath(__file__))


def L(v):
    if isinstance(v, (int, float)):
        return float(v) * INCH
    v = str(v).strip()
    for suf, k in (("mm", 1.0), ("in", INCH), ("cm", 10.0)):
        if v.endswith(suf):
            return float(v[: -len(suf)]) * k
    raise ValueError(v)


def bearing_of(v):
    return math.degrees(math.atan2(v[0], v[1])) % 360.0


def load(path):
    s = yaml.safe_load(open(path))
    units = {}
    for name, u in s["units"].items():
        b = u.get("base")
        units[name] = Unit(name, u["side"], (L(u["centre"][0]), L(u["centre"][1])), float(u["facing"]),
                           u.get("files", 1), u.get("ranks", 1), L(b[0]), L(b[1]))
        units[name].props = u.get("props", {})
    terrain = []
    for t in s.get("terrain", []) or []:
        terrain.append([(L(p[0]), L(p[1])) for p in t["polygon"]])
    return s, units, terrain


class Case:
    def __init__(self, path):
        self.path = path
        self.s, self.units, self.terrain = load(path)
        a = self.s["args"]
        self.C = self.units[a["unit"]]
        self.T = self.units[a["target"]]
        adv = L(self.C.props.get("advance", 0)) if self.C.props.get("advance") else 0.0
        self.range = sum(self.s["dice"]) * INCH + adv
        self.arc = arc_of(self.T.rect, self.C.rect.front_centre())
        self.dist = poly_dist(self.C.rect.corners(), self.T.rect.corners())
        n = facing_normal(self.T.rect, self.arc)
        self.n = n
        self.psi = bearing_of((-n[0], -n[1]))
        a0, b0 = facing_segment(self.T.rect, self.arc)
        self.m = ((a0[0] + b0[0]) / 2, (a0[1] + b0[1]) / 2)
        self.u = (math.cos(math.radians(self.psi)), -math.sin(math.radians(self.psi)))
        # friends of the charger already touching the target are in its combat
        self.combat = [v for v in self.units.values()
                       if v.name not in (self.C.name, self.T.name) and v.side == self.C.side
                       and touching(v.rect.corners(), self.T.rect.corners())]

    def placed(self, s):
        c = add(add(self.m, self.n, self.C.rect.d / 2), self.u, s)
        return Rect(c, self.psi, self.C.rect.w, self.C.rect.d)

    def lateral(self, R):
        v = sub(R.c, add(self.m, self.n, self.C.rect.d / 2))
        return dot(v, self.u), dot(v, self.n)

    def legal(self, R, spacing):
        P = R.corners()
        for t in self.terrain:
            if overlaps(P, t) or (spacing and poly_dist(P, t) < spacing - TOL):
                return False
        for v in self.units.values():
            if v.name in (self.C.name, self.T.name):
                continue
            Q = v.rect.corners()
            if overlaps(P, Q):
                return False
            if v.side != self.C.side and poly_dist(P, Q) <= TOL:
                return False  # priority 1: not charging a second enemy
            if spacing and v not in self.combat and poly_dist(P, Q) < spacing - TOL:
                return False
        return True

    def count(self, R):
        key = (round(R.c[0], 9), round(R.c[1], 9))
        memo = self.__dict__.setdefault("_memo", {})
        if key in memo:
            return memo[key]
        memo[key] = self._count(R)
        return memo[key]

    def _count(self, R):
        us = [self.C.at(R), self.T] + self.combat
        return sum(contacts(us).values())

    def candidates(self):
        offs = [-self.C.rect.w / 2 + k * self.C.bw for k in range(self.C.files + 1)]
        pts = set()
        for v in self.units.values():
            if v.name == self.C.name:
                continue
            for b in v.bases():
                for p in b:
                    pts.add(round(dot(sub(p, self.m), self.u), 9))
        for t in self.terrain:
            for p in t:
                pts.add(round(dot(sub(p, self.m), self.u), 9))
        lim = (self.C.rect.w + max(self.T.rect.w, self.T.rect.d)) / 2 + 2
        crit = sorted({round(p - e, 9) for p in pts for e in offs if abs(p - e) <= lim})
        mids = [(a + b) / 2 for a, b in zip(crit, crit[1:])]
        return crit, mids

    def optimum(self, spacing):
        crit, mids = self.candidates()
        best, arg = -1, []
        for s in crit + mids:
            R = self.placed(s)
            if not self.legal(R, spacing):
                continue
            k = self.count(R)
            if k > best:
                best, arg = k, [s]
            elif k == best:
                arg.append(s)
        return best, arg, set(mids)

    # --- the charge move, simulated
    def obstacles(self):
        obs = [t for t in self.terrain]
        for v in self.units.values():
            if v.name not in (self.C.name, self.T.name):
                obs.append(v.rect.corners())
        return obs

    def simulate(self, d1, delta):
        """forward d1, wheel delta (deg, + clockwise about the front-right corner), forward to
        contact, align about the contact point.  Returns (final Rect, path length, steps) or None."""
        A = self.C.rect
        TP = self.T.rect.corners()
        t0 = first_contact(A.corners(), A.f(), TP)[0]
        if d1 > t0 - 1e-6 and d1 > 0:
            return None
        A1 = A.moved(d1)
        fl, fr, rr, rl = A1.corners()
        piv = fr if delta > 0 else fl
        steps = [A, A1]
        k = max(2, int(abs(delta) / 0.5))
        for i in range(1, k + 1):
            Ai = A1.rotated_about(piv, delta * i / k)
            if poly_dist(Ai.corners(), TP) <= TOL:
                return None  # contact during the wheel: not used for witnesses
            steps.append(Ai)
        A2 = A1.rotated_about(piv, delta)
        t, P, who, where = first_contact(A2.corners(), A2.f(), TP)
        if not math.isfinite(t):
            return None
        A3 = A2.moved(t)
        # the contact must be the charger's front with the charged facing
        a, b = facing_segment(self.T.rect, self.arc)
        from geom import seg_point_dist
        if seg_point_dist(P, a, b) > 1e-6:
            return None
        c3 = A3.corners()
        fl3, fr3 = c3[0], c3[1]
        if seg_point_dist(P, fl3, fr3) > 1e-6:
            return None
        dpsi = norm_deg(self.psi - A3.phi)
        if abs(dpsi) > 90:
            return None
        A4 = A3.rotated_about(P, dpsi)
        n = max(2, int(abs(dpsi) / 0.5))
        al = [A3.rotated_about(P, dpsi * i / n) for i in range(n + 1)]
        length = d1 + A.w * math.radians(abs(delta)) + t
        return A4, length, steps, A2, t, al, P, dpsi

    def path_clear(self, res, clear):
        A4, length, steps, A2, t, al, P, dpsi = res
        seq = list(steps)
        k = max(2, int(t / 2.0))
        seq += [A2.moved(t * i / k) for i in range(k + 1)]
        seq += al
        # the straight first leg, sampled
        A = self.C.rect
        d1 = steps[1].c
        d1len = math.hypot(d1[0] - A.c[0], d1[1] - A.c[1])
        k1 = max(2, int(d1len / 2.0))
        seq += [A.moved(d1len * i / k1) for i in range(k1 + 1)]
        mind = float("inf")
        for R in seq:
            P_ = R.corners()
            for o in self.obstacles_for_path():
                mind = min(mind, poly_dist(P_, o))
        return mind >= clear - TOL, mind

    def obstacles_for_path(self):
        obs = [t for t in self.terrain]
        for v in self.units.values():
            if v.name in (self.C.name, self.T.name):
                continue
            obs.append(v.rect.corners())
        return obs

    def any_witness(self, clear, limit=True):
        for d1 in [0.0] + [k * INCH for k in range(1, 6)]:
            for i in range(0, 181):
                for sign in (1, -1):
                    r = self.simulate(d1, sign * i * 0.5)
                    if r is None:
                        continue
                    s, off = self.lateral(r[0])
                    if abs(off) > 1e-6:
                        continue
                    ok, mind = self.path_clear(r, clear)
                    if ok and (r[1] <= self.range + TOL or not limit):
                        return (r[1], d1, sign * i * 0.5, r, mind)
        return None

    def witness(self, s_star, clear):
        tries = []
        gap = first_contact(self.C.rect.corners(), self.C.rect.f(), self.T.rect.corners())[0]
        d1s = [0.0]
        if math.isfinite(gap):
            d1s += [gap * k / 10 for k in range(1, 10)]
        else:
            d1s += [k * INCH for k in range(1, 12)]
        best = None
        for d1 in d1s:
            for sign in (1, -1):
                prev = None
                for i in range(0, 181):
                    delta = sign * i * 0.5
                    r = self.simulate(d1, delta)
                    val = None
                    if r is not None:
                        s, off = self.lateral(r[0])
                        if abs(off) < 1e-6 and abs(norm_deg(r[0].phi - self.psi)) < 1e-6:
                            val = s - s_star
                    if val is not None and prev is not None and prev[1] * val <= 0:
                        lo, hi, flo = prev[0], delta, prev[1]
                        ok = True
                        for _ in range(60):
                            mid = (lo + hi) / 2
                            rm = self.simulate(d1, mid)
                            if rm is None:
                                ok = False
                                break
                            sm, om = self.lateral(rm[0])
                            vm = sm - s_star
                            if (vm <= 0) == (flo <= 0):
                                lo, flo = mid, vm
                            else:
                                hi = mid
                        if ok:
                            rr = self.simulate(d1, (lo + hi) / 2)
                            if rr is not None:
                                sf, of = self.lateral(rr[0])
                                if abs(sf - s_star) < 1e-6:
                                    c, mind = self.path_clear(rr, clear)
                                    if c and rr[1] <= self.range + TOL:
                                        cand = (rr[1], d1, (lo + hi) / 2, rr, mind)
                                        if best is None or cand[0] < best[0]:
                                            best = cand
                    prev = (delta, val) if val is not None else None
            if best is not None:
                return best
        return best


def fmt_mm(x):
    return "%.3fmm" % x


def check(path, verbose=False):
    c = Case(path)
    s = c.s
    ex = s.get("expect", {}).get("units", {}).get(c.C.name, {})
    hdr = open(path).read()
    out = []
    ok = True
    out.append("arc=%s dist=%.4fin range=%.4fin" % (c.arc, c.dist / INCH, c.range / INCH))
    fail_expected = "clear_of" in ex
    if fail_expected:
        blocked = "check: blocked" in hdr
        if not blocked and not (c.dist > c.range + TOL):
            ok = False
            out.append("expected a failed charge but distance <= range")
        if blocked and not (c.dist <= c.range + TOL):
            ok = False
            out.append("blocked case should be in range")
        return ok, out, c
    if c.dist > c.range + TOL:
        ok = False
        out.append("out of range but success expected")
    if "facing" in ex and abs(norm_deg(float(ex["facing"]) - c.psi)) > 0.01:
        ok = False
        out.append("facing: scenario %s, arcs give %.3f" % (ex["facing"], c.psi))
    if "centre" not in ex:
        w = c.any_witness(INCH / 2, "check: move unlimited" not in hdr)
        if w is None:
            ok = False
            out.append("no charge move reaches the facing")
        else:
            out.append("witness: forward %.3fmm, wheel %+.3f deg, forward %.3fmm into contact at (%.3f, %.3f), align %+.3f; length %.3fin, min clearance %.2fin"
                       % (w[1], w[2], w[3][4], w[3][6][0], w[3][6][1], w[3][7], w[0] / INCH, w[4] / INCH if math.isfinite(w[4]) else 99))
    if "centre" in ex:
        want = (L(ex["centre"][0]), L(ex["centre"][1]))
        s_want, off = c.lateral(Rect(want, c.psi, c.C.rect.w, c.C.rect.d))
        if abs(off) > 1e-3:
            ok = False
            out.append("expected centre not flush with the charged facing (off %.4f)" % off)
        res = {}
        for sp in (0.0, INCH):
            best, arg, mids = c.optimum(sp)
            res[sp] = (best, arg)
            if len(arg) != 1 or arg[0] in mids or abs(arg[0] - s_want) > 1e-3:
                ok = False
                out.append("spacing %.1fin: optimum %d at %s, expected s=%.4f" % (sp / INCH, best, arg[:6], s_want))
        out.append("best=%d s=%.4fmm" % (res[0.0][0], s_want))
        w = c.witness(s_want, INCH / 2)
        if w is None:
            ok = False
            out.append("no witness path found")
        else:
            length, d1, delta, rr, mind = w
            out.append("witness: forward %.3fmm, wheel %+.4f deg (arc %.3fmm), forward %.3fmm, align %+.4f about (%.3f, %.3f); length %.3fin <= range %.3fin; min clearance %.2fin"
                       % (d1, delta, c.C.rect.w * math.radians(abs(delta)), rr[4], rr[7], rr[6][0], rr[6][1], length / INCH, c.range / INCH, mind / INCH if math.isfinite(mind) else 99))
        # the straight move (no wheel), for the record
        st = c.simulate(0.0, 0.0)
        if st is not None:
            s0, o0 = c.lateral(st[0])
            out.append("straight: s=%.3f count=%s legal=%s" % (s0, c.count(st[0]), c.legal(st[0], 0.0)))
    return ok, out, c


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("-")]
    files = args or sorted(glob.glob(os.path.join(HERE, "*.yaml")))
    bad = 0
    for f in files:
        ok, out, _ = check(f)
        print("%-4s %s: %s" % ("ok" if ok else "BAD", os.path.basename(f), "; ".join(out)))
        if not ok:
            bad += 1
    print("%d checked, %d bad" % (len(files), bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
