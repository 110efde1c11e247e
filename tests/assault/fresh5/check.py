#!/usr/bin/env python3
"""fresh5 checker: recomputes every expected value of the YAML files in this folder.

Written from seed 004, scenario-format.md (1.1) and geometry.md only; it imports nothing of
rulec's and reads no other folder.  For each scenario it

  * finds the first model (least movement: straight-line edge distance, the straight way
    checked clear) and the spot it must take (in contact with the nearest target model,
    along the straight line to it);
  * works out an UPPER BOUND on the chargers in base contact and on the target models
    touched: for each target model the arc of its contact circle (radius r + R) that is not
    inside another target model, not within 1in of an uncharged enemy, not in impassable
    terrain or off the table, and within the move of some charger by straight line; at most
    floor(L / theta) + 1 bases fit on an arc of L radians (floor(2 pi / theta) round a whole
    circle), theta = 2 asin(d / (D + d)); then 1 (the first) + a max flow, the other
    chargers -> target models they can reach (capacity 1 each) -> sink (the arc capacity),
    bounds the chargers in contact; the target models touched are at most those the first
    touches and those with some reachable arc left (a base in a gap may touch two), and
    (aspin3) at most those the first touches plus, for each other base in contact, one, or two
    where a clear spot in a gap touching two the first does not is in some charger's reach;
  * replays the WITNESS (the `#W` lines of the header, in the order written: model index,
    end x y in mm, optional waypoints before the end), checking every leg against the models
    where they stand at that moment, the 1in zones of uncharged enemies, impassable terrain,
    the table and the move; then the end: no overlap, coherency (one chain, 2in), the counts;
  * simulates GREEDY (after the first model, the others nearest first, each straight to its
    nearest free contact spot) and reports its count;
  * compares with `expect`: in_contact of the charger and of the target must equal the bound
    and the witness, engaged (when given) the witness, the first model's centre the spot.

python3 tests/assault/fresh5/check.py [FILE...]   (exit 1 on any mismatch)
"""
import glob
import math
import os
import re
import sys

import yaml

IN = 25.4
SLACK = 0.1  # mm, four times the tolerance: aspin3's spots touching two target models, loosened (a looser test is a safer bound)
TOL = 0.001 * IN
TWO_PI = 2 * math.pi


def length(v):
    """A length in mm (bare numbers are inches, the assault's default unit)."""
    if isinstance(v, (int, float)):
        return float(v) * IN
    s = str(v).strip()
    for suf, f in (("mm", 1.0), ("cm", 10.0), ("in", IN), ('"', IN)):
        if s.endswith(suf):
            return float(s[: -len(suf)]) * f
    return float(s) * IN


def dist(a, b):
    return math.hypot(a[0] - b[0], a[1] - b[1])


def seg_point(p, a, b):
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    L2 = dx * dx + dy * dy
    if L2 == 0:
        return dist(p, a)
    t = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / L2))
    return math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy)


def seg_seg(a, b, c, d):
    def orient(p, q, r):
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

    o1, o2, o3, o4 = orient(a, b, c), orient(a, b, d), orient(c, d, a), orient(c, d, b)
    if (o1 > 0) != (o2 > 0) and (o3 > 0) != (o4 > 0) and o1 * o2 < 0 and o3 * o4 < 0:
        return 0.0
    return min(seg_point(c, a, b), seg_point(d, a, b), seg_point(a, c, d), seg_point(b, c, d))


def in_poly(p, poly):
    x, y = p
    inside = False
    n = len(poly)
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        if (y1 > y) != (y2 > y):
            if x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
                inside = not inside
    return inside


def seg_poly(a, b, poly):
    if in_poly(a, poly) or in_poly(b, poly):
        return 0.0
    n = len(poly)
    return min(seg_seg(a, b, poly[i], poly[(i + 1) % n]) for i in range(n))


# ---------------------------------------------------------------- intervals of angle
def norm(a):
    a = math.fmod(a, TWO_PI)
    return a + TWO_PI if a < 0 else a


def arc(centre, half):
    """The closed arc centre +- half as a list of intervals in [0, 2pi]."""
    if half >= math.pi:
        return [(0.0, TWO_PI)]
    if half < 0:
        return []
    a, b = norm(centre - half), norm(centre - half) + 2 * half
    if b <= TWO_PI:
        return [(a, b)]
    return [(a, TWO_PI), (0.0, b - TWO_PI)]


def merge(iv):
    iv = sorted(x for x in iv if x[1] > x[0] - 1e-15)
    out = []
    for a, b in iv:
        if out and a <= out[-1][1] + 1e-12:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out


def complement(iv):
    iv = merge(iv)
    out, cur = [], 0.0
    for a, b in iv:
        if a > cur:
            out.append((cur, a))
        cur = max(cur, b)
    if cur < TWO_PI:
        out.append((cur, TWO_PI))
    return out


def intersect(p, q):
    out = []
    for a, b in p:
        for c, d in q:
            lo, hi = max(a, c), min(b, d)
            if hi >= lo:
                out.append((lo, hi))
    return merge(out)


def arcs_of(iv):
    """Merged intervals as arcs (lengths), joining the piece ending at 2pi with the piece at 0."""
    iv = merge(iv)
    if not iv:
        return []
    if len(iv) == 1 and iv[0][0] <= 1e-12 and iv[0][1] >= TWO_PI - 1e-12:
        return ["full"]
    lens = [b - a for a, b in iv]
    if len(iv) > 1 and iv[0][0] <= 1e-12 and iv[-1][1] >= TWO_PI - 1e-12:
        lens[0] += lens.pop()
    return lens


def capacity(iv, theta):
    n = 0
    for L in arcs_of(iv):
        if L == "full":
            n += int(math.floor(TWO_PI / theta + 1e-9))
        else:
            n += int(math.floor(L / theta + 1e-9)) + 1
    return n


# ---------------------------------------------------------------- the scenario
class Scenario:
    def __init__(self, path):
        self.path = path
        self.text = open(path).read()
        # the header's prose with its comment lines joined (a phrase may wrap)
        self.prose = re.sub(r"\n#\s*", " ", self.text)
        d = yaml.safe_load(self.text)
        self.d = d
        self.W = length(d["board"]["width"])
        self.H = length(d["board"]["depth"])
        self.units = {}
        for uid, u in d["units"].items():
            self.units[uid] = {
                "side": u["side"],
                "r": length(u["base"]["round"]) / 2,
                "models": [(length(x), length(y)) for x, y in u["models"]],
            }
        a = d["args"]
        self.U, self.T, self.move = a["unit"], a["target"], length(a["move"])
        side = self.units[self.U]["side"]
        self.others = [k for k, u in self.units.items() if u["side"] != side and k != self.T]
        self.polys = [
            [(length(x), length(y)) for x, y in t["polygon"]]
            for t in d.get("terrain", []) or []
            if t["kind"] == "impassable"
        ]
        if any(t["kind"] != "impassable" for t in d.get("terrain", []) or []):
            raise SystemExit(f"{path}: this checker knows impassable terrain only")
        self.r = self.units[self.U]["r"]
        self.starts = list(self.units[self.U]["models"])
        self.targets = self.units[self.T]["models"]
        self.R = self.units[self.T]["r"]
        self.zones = [(c, self.units[k]["r"]) for k in self.others for c in self.units[k]["models"]]
        self.witness = []
        for line in self.text.splitlines():
            m = re.match(r"#W\s+(\d+)\s+(.*)$", line)
            if m:
                nums = [float(v) for v in m.group(2).split()]
                pts = [(nums[k], nums[k + 1]) for k in range(0, len(nums), 2)]
                self.witness.append((int(m.group(1)), pts))

    # legality of a disc of the charger's radius at p
    def spot_ok(self, p, others_now, skip=None):
        r = self.r
        if not (r - TOL <= p[0] <= self.W - r + TOL and r - TOL <= p[1] <= self.H - r + TOL):
            return False
        for k, c in enumerate(others_now):
            if k != skip and dist(p, c) < 2 * r - TOL:
                return False
        for c in self.targets:
            if dist(p, c) < r + self.R - TOL:
                return False
        for c, R in self.zones:
            if dist(p, c) < r + R + IN - TOL:
                return False
        for poly in self.polys:
            if in_poly(p, poly) or seg_poly(p, p, poly) < r - TOL:
                return False
        return True

    def avail(self, j):
        """Intervals of angle round target model j where a charger may stand in contact."""
        r, R = self.r, self.R
        cj = self.targets[j]
        rho = r + R
        blocked = []
        circles = [(c, r + R) for k, c in enumerate(self.targets) if k != j]
        circles += [(c, r + Rz + IN) for c, Rz in self.zones]
        for c, lim in circles:
            s = dist(cj, c)
            if s == 0:
                blocked.append((0.0, TWO_PI))
                continue
            c0 = (rho * rho + s * s - lim * lim) / (2 * rho * s)
            if c0 >= 1:
                continue
            if c0 <= -1:
                blocked.append((0.0, TWO_PI))
                continue
            h = math.acos(c0)
            al = math.atan2(c[1] - cj[1], c[0] - cj[0])
            # open interval: shrink the blocked part by a hair so tangency stays available
            blocked += arc(al, h - 1e-12)
        # terrain and table by sampling, each blocked run shrunk by a step (conservative)
        N = 14400
        bad = []
        for k in range(N):
            f = TWO_PI * k / N
            p = (cj[0] + rho * math.cos(f), cj[1] + rho * math.sin(f))
            b = not (r <= p[0] <= self.W - r and r <= p[1] <= self.H - r)
            if not b:
                for poly in self.polys:
                    if in_poly(p, poly) or seg_poly(p, p, poly) < r - TOL:
                        b = True
                        break
            bad.append(b)
        step = TWO_PI / N
        for k in range(N):
            if bad[k] and bad[(k + 1) % N]:
                blocked.append((k * step, (k + 1) * step)) if k + 1 < N else blocked.append(
                    (k * step, TWO_PI)
                )
        return complement(blocked)

    def reach(self, i, j):
        rho = self.r + self.R
        cj, s = self.targets[j], self.starts[i]
        t = dist(cj, s)
        if t == 0:
            return [(0.0, TWO_PI)]
        c1 = (rho * rho + t * t - self.move * self.move) / (2 * rho * t)
        if c1 > 1:
            return []
        if c1 <= -1:
            return [(0.0, TWO_PI)]
        return arc(math.atan2(s[1] - cj[1], s[0] - cj[0]), math.acos(c1) + 1e-12)

    def theta(self):
        rho = self.r + self.R
        return 2 * math.asin(min(1.0, (2 * self.r - TOL) / (2 * rho)))

    def bound(self):
        """Upper bounds given the first model fixed at its spot: 1 + a max flow of the others."""
        n, m = len(self.starts), len(self.targets)
        fi, fj, _, spot = self.first()
        r, rho = self.r, self.r + self.R
        av = []
        for j in range(m):
            a = self.avail(j)
            cj = self.targets[j]
            s = dist(cj, spot)
            if 0 < s < rho + 2 * r:
                c0 = (rho * rho + s * s - (2 * r - TOL) ** 2) / (2 * rho * s)
                if c0 < 1:
                    h = math.acos(max(-1.0, c0)) - 1e-12
                    al = math.atan2(spot[1] - cj[1], spot[0] - cj[0])
                    a = intersect(a, complement(arc(al, h)))
            av.append(a)
        others = [i for i in range(n) if i != fi]
        can = [[bool(intersect(av[j], self.reach(i, j))) for j in range(m)] for i in others]
        caps = []
        for j in range(m):
            u = []
            for i in others:
                u += self.reach(i, j)
            caps.append(capacity(intersect(av[j], merge(u)), self.theta()))
        t0 = [j for j, c in enumerate(self.targets) if dist(spot, c) <= rho + TOL]
        # a base may touch two models of B at once (in a gap no wider than it), so the models of
        # B touched are bounded by those the first touches and those with a reachable arc left
        tb = len(set(t0) | {j for j in range(m) if caps[j] > 0})
        nb = 1 + maxflow(can, caps)
        # aspin3: each other base in contact adds at most `most` target models to those the first
        # touches: 2 (or 3) only where a spot touching two (or three) of them not touched by the
        # first is clear and within some other charger's straight move (loosened by SLACK mm)
        most = 1
        for j in range(m):
            for k in range(j + 1, m):
                for p in circle_x(self.targets[j], rho + SLACK / 2, self.targets[k], rho + SLACK / 2):
                    if not any(dist(p, self.starts[i]) <= self.move + SLACK for i in others):
                        continue
                    if dist(p, spot) < 2 * r - SLACK or any(
                            dist(p, c) < rho - SLACK for q, c in enumerate(self.targets) if q not in (j, k)):
                        continue
                    new = {q for q, c in enumerate(self.targets) if dist(p, c) <= rho + SLACK} - set(t0)
                    most = max(most, len(new))
        tb = min(tb, len(t0) + (nb - 1) * most)
        return nb, tb, caps, can

    def first(self):
        r, R = self.r, self.R
        best = []
        for i, s in enumerate(self.starts):
            for j, c in enumerate(self.targets):
                best.append((dist(s, c) - r - R, i, j))
        best.sort()
        d0, i, j = best[0]
        if len(best) > 1 and best[1][0] - d0 < 0.5 and best[1][1] != i:
            raise SystemExit(f"{self.path}: first model not clear: {best[:2]}")
        s, c = self.starts[i], self.targets[j]
        k = (r + R) / dist(s, c)
        spot = (c[0] + (s[0] - c[0]) * k, c[1] + (s[1] - c[1]) * k)
        return i, j, d0, spot

    def leg_ok(self, i, a, b, now):
        r = self.r
        why = []
        for k, c in enumerate(now):
            if k != i and seg_point(c, a, b) < 2 * r - TOL:
                why.append(f"through model {k}")
        for k, c in enumerate(self.targets):
            if seg_point(c, a, b) < r + self.R - TOL:
                why.append(f"through target {k}")
        for c, Rz in self.zones:
            if seg_point(c, a, b) < r + Rz + IN - TOL:
                why.append(f"within 1in of an uncharged enemy at {c}")
        for poly in self.polys:
            if seg_poly(a, b, poly) < r - TOL:
                why.append("through impassable terrain")
        return why

    def replay(self):
        now = list(self.starts)
        errs = []
        moved = []
        for i, pts in self.witness:
            if i in moved:
                errs.append(f"model {i} moves twice")
            moved.append(i)
            path = [now[i]] + pts
            L = sum(dist(path[k], path[k + 1]) for k in range(len(path) - 1))
            if L > self.move + TOL:
                errs.append(f"model {i} moves {L:.3f}mm > {self.move:.3f}mm")
            for k in range(len(path) - 1):
                for w in self.leg_ok(i, path[k], path[k + 1], now):
                    errs.append(f"model {i} leg {k}: {w}")
            now[i] = pts[-1]
            if not self.spot_ok(now[i], now, skip=i):
                errs.append(f"model {i} ends on an illegal spot {now[i]}")
        return now, moved, errs

    def counts(self, pos):
        r, R = self.r, self.R
        inc = [i for i, p in enumerate(pos) if any(dist(p, c) <= r + R + TOL for c in self.targets)]
        touched = [j for j, c in enumerate(self.targets) if any(dist(p, c) <= r + R + TOL for p in pos)]
        eng = [i for i, p in enumerate(pos) if i in inc or any(dist(p, pos[k]) - 2 * r <= 2 * IN + TOL for k in inc)]
        return inc, touched, eng

    def coherent(self, pos):
        n = len(pos)
        if n < 2:
            return True
        seen, todo = {0}, [0]
        while todo:
            a = todo.pop()
            for b in range(n):
                if b not in seen and dist(pos[a], pos[b]) - 2 * self.r <= 2 * IN + TOL:
                    seen.add(b)
                    todo.append(b)
        return len(seen) == n

    def greedy(self):
        """After the first model, the others nearest first, each to its nearest free spot."""
        fi, fj, _, spot = self.first()
        now = list(self.starts)
        now[fi] = spot
        r, R, rho = self.r, self.R, self.r + self.R
        order = sorted(
            (min(dist(s, c) for c in self.targets), i) for i, s in enumerate(self.starts) if i != fi
        )
        n = 1
        for _, i in order:
            s = self.starts[i]
            cands = []
            for j, cj in enumerate(self.targets):
                t = dist(s, cj)
                if t > 0:
                    cands.append((cj[0] + (s[0] - cj[0]) * rho / t, cj[1] + (s[1] - cj[1]) * rho / t))
                circles = [(c, 2 * r) for k, c in enumerate(now) if k != i]
                circles += [(c, r + R) for k, c in enumerate(self.targets) if k != j]
                circles += [(c, r + Rz + IN) for c, Rz in self.zones]
                for c, lim in circles:
                    cands += circle_x(cj, rho, c, lim)
            best = None
            for p in cands:
                dd = dist(s, p)
                if dd <= self.move + TOL and (best is None or dd < best[0]):
                    if self.spot_ok(p, now, skip=i):
                        best = (dd, p)
            if best:
                now[i] = best[1]
                n += 1
        return n


def circle_x(c1, r1, c2, r2):
    d = dist(c1, c2)
    if d == 0 or d > r1 + r2 or d < abs(r1 - r2):
        return []
    a = (r1 * r1 - r2 * r2 + d * d) / (2 * d)
    h = math.sqrt(max(0.0, r1 * r1 - a * a))
    ex, ey = (c2[0] - c1[0]) / d, (c2[1] - c1[1]) / d
    mx, my = c1[0] + a * ex, c1[1] + a * ey
    return [(mx - h * ey, my + h * ex), (mx + h * ey, my - h * ex)]


def maxflow(can, caps):
    n, m = len(can), len(caps)
    match = [[] for _ in range(m)]  # target -> chargers assigned
    owner = [None] * n

    def aug(i, seen):
        for j in range(m):
            if can[i][j] and j not in seen:
                seen.add(j)
                if len(match[j]) < caps[j]:
                    match[j].append(i)
                    owner[i] = j
                    return True
                for k in list(match[j]):
                    if aug(k, seen):
                        match[j].remove(k)
                        match[j].append(i)
                        owner[i] = j
                        return True
        return False

    return sum(1 for i in range(n) if aug(i, set()))


def check(path, quiet=False):
    sc = Scenario(path)
    exp = sc.d.get("expect", {}) or {}
    eu = (exp.get("units", {}) or {}).get(sc.U, {})
    et = (exp.get("units", {}) or {}).get(sc.T, {})
    errs = []
    fi, fj, d0, spot = sc.first()
    lines = [f"first model {fi} (edge distance {d0:.3f}mm to target model {fj}; move {sc.move:.3f}mm)"]
    if d0 > sc.move + TOL:
        # didn't make it: every model is farther than the move from every target model
        lines.append("no model reaches: didn't make it")
        if eu.get("moved", None) is not False:
            errs.append("expected moved: false")
        if "didnt_make_it %s %s" % (sc.U, sc.T) not in (exp.get("events") or []):
            errs.append("expected didnt_make_it event")
        return sc, lines, errs
    for w in sc.leg_ok(fi, sc.starts[fi], spot, sc.starts):
        errs.append(f"first model's straight way: {w}")
    nb, tb, caps, can = sc.bound()
    lines.append(f"bound: {nb} in contact, {tb} target models touched (arc capacities {caps})")
    pos, moved, werr = sc.replay()
    errs += werr
    if not moved or moved[0] != fi or dist(sc.witness[0][1][-1], spot) > TOL:
        errs.append(f"witness must move model {fi} first to {spot}")
    inc, touched, eng = sc.counts(pos)
    coh = sc.coherent(pos)
    lines.append(f"witness: {len(inc)} in contact, {len(touched)} touched, {len(eng)} engaged, coherent {coh}")
    if not coh:
        errs.append("witness not coherent")
    if len(inc) != nb:
        errs.append(f"witness {len(inc)} in contact, bound {nb}")
    if len(touched) != tb and "in_contact" in et:
        errs.append(f"witness touches {len(touched)}, bound {tb}")
    if eu.get("in_contact") != nb:
        errs.append(f"expect {sc.U}.in_contact {eu.get('in_contact')} != {nb}")
    if "in_contact" not in et:
        lines.append(f"{sc.T}.in_contact not asserted (bound {tb}, witness {len(touched)})")
    elif et.get("in_contact") != tb:
        errs.append(f"expect {sc.T}.in_contact {et.get('in_contact')} != {tb}")
    if "engaged" in eu and eu["engaged"] != len(eng):
        errs.append(f"expect engaged {eu['engaged']} != witness {len(eng)}")
    # a model ENGAGED but not in contact stands within 2in of one in contact: its centre within
    # r + R + 2r + 2in of a target model's; those that start farther than the move beyond every
    # target model cannot be (the bound aspin2 pinned ENGAGED by where not every model is)
    far = [s for s in sc.starts
           if all(dist(s, t) - (sc.r + sc.R) - (2 * sc.r + 2 * IN) > sc.move + TOL for t in sc.targets)]
    if "engaged" in eu and eu["engaged"] != len(sc.starts) - len(far):
        errs.append("engaged expected %d but %d of %d models cannot be ENGAGED"
                    % (eu["engaged"], len(far), len(sc.starts)))
    mods = eu.get("models", {}) or {}
    if fi in mods:
        p = (length(mods[fi][0]), length(mods[fi][1]))
        if dist(p, spot) > TOL / 2:
            errs.append(f"expect first model at {p}, spot {spot}")
    else:
        errs.append("expect should pin the first model's centre")
    g = sc.greedy()
    lines.append(f"greedy: {g} in contact")
    m = re.search(r"greedy (?:gets|falls short:) (\d+)", sc.prose)
    if m and int(m.group(1)) != g:
        errs.append(f"header says greedy {m.group(1)}, computed {g}")
    if m and g >= nb:
        errs.append("header says greedy falls short but it does not")
    return sc, lines, errs


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    pending = os.path.join(here, "..", "..", "..", "bench", "assault_pending", "fresh5")
    files = argv or sorted(glob.glob(os.path.join(here, "*.yaml"))) + sorted(
        glob.glob(os.path.join(pending, "*.yaml")))
    bad = 0
    short = 0
    for f in files:
        sc, lines, errs = check(f)
        if re.search(r"greedy (?:gets|falls short:) \d+", sc.prose):
            short += 1
        tag = "FAIL" if errs else "ok"
        print(f"{tag:4}  {os.path.basename(f)}: " + "; ".join(lines))
        for e in errs:
            print("      " + e)
        bad += bool(errs)
    print(f"{len(files) - bad} of {len(files)} check; {short} with greedy short of the optimum")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
