#!/usr/bin/env python3
"""fresh5 generator: sets each table up, searches a witness placement, writes the YAML with
its working.  The values it writes are checked by check.py (the bound, the witness replayed
leg by leg, greedy); gen.py only proposes.  python3 gen.py [NAME...]"""
import math
import os
import random
import sys
import textwrap

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check as C  # noqa: E402

IN = 25.4
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import pins  # noqa: E402  (aspin2: the pins written by hand stay across a rewrite)


def f(v):
    return f"{v:.4f}".rstrip("0").rstrip(".") + "mm"


def line(n, x0, y, pitch):
    return [(x0 + k * pitch, y) for k in range(n)]


def centred_line(n, cx, y, pitch):
    return line(n, cx - (n - 1) * pitch / 2, y, pitch)


def ranks(files, nranks, cx, y_front, pitch_x, pitch_y, stagger=0.0, direction=-1):
    """files x nranks, the front rank at y_front, the others behind (direction -1: south)."""
    out = []
    for k in range(nranks):
        off = stagger if k % 2 else 0.0
        out += centred_line(files, cx + off, y_front + direction * k * pitch_y, pitch_x)
    return out


def blob(n, cx, cy, pitch):
    """A hexagonal blob of n models round (cx, cy), nearest the centre first."""
    pts = []
    R = int(math.sqrt(n)) + 3
    for a in range(-R, R + 1):
        for b in range(-R, R + 1):
            x = cx + pitch * (a + b / 2)
            y = cy + pitch * b * math.sqrt(3) / 2
            pts.append((math.hypot(x - cx, y - cy), x, y))
    pts.sort()
    return [(x, y) for _, x, y in pts[:n]]


def unit_yaml(uid, side, base, models, extra=""):
    ms = ", ".join(f"[{f(x)}, {f(y)}]" for x, y in models)
    return f"  {uid}:\n    side: {side}\n    base: {{round: {base}}}\n    models: [{ms}]\n{extra}"


def scenario_yaml(s, expect_block, header):
    out = [header, f"name: {s['name']}", "rules: [../../../rules/assault.rules]",
           "board: {width: 72in, depth: 48in}", "units:"]
    out.append(unit_yaml("A", "red", s["base"], s["A"]).rstrip("\n"))
    out.append(unit_yaml("B", "blue", s["tbase"], s["B"]).rstrip("\n"))
    if s.get("E"):
        out.append(unit_yaml("E", "blue", s["ebase"], s["E"]).rstrip("\n"))
    if s.get("terrain"):
        out.append("terrain:")
        for k, poly in enumerate(s["terrain"]):
            ps = ", ".join(f"[{f(x)}, {f(y)}]" for x, y in poly)
            out.append(f"  - name: rock{k + 1}\n    kind: impassable\n    polygon: [{ps}]")
    out.append("run: assault")
    out.append(f"args: {{unit: A, target: B, move: {s.get('move', '6in')}}}")
    out.append(expect_block)
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------- witness search
def free_arcs(sc, k, placed_pts, extra=None):
    """Intervals round each target model still free for model k (reachable, clear)."""
    r, rho = sc.r, sc.r + sc.R
    out = {}
    pts = list(placed_pts) + ([extra] if extra else [])
    for j, cj in enumerate(sc.targets):
        iv = C.intersect(sc._av[j], sc.reach(k, j))
        if not iv:
            continue
        blocked = []
        for q in pts:
            s = C.dist(cj, q)
            if s >= rho + 2 * r or s == 0:
                continue
            c0 = (rho * rho + s * s - 4 * r * r) / (2 * rho * s)
            if c0 >= 1:
                continue
            h = math.acos(max(-1.0, c0)) - 1e-9
            blocked += C.arc(math.atan2(q[1] - cj[1], q[0] - cj[0]), h)
        iv = C.intersect(iv, C.complement(blocked)) if blocked else iv
        if iv:
            out[j] = iv
    return out


def cands_for(sc, i, placed):
    s = sc.starts[i]
    r, R = sc.r, sc.R
    rho = r + R
    out = []
    for j, cj in enumerate(sc.targets):
        t = C.dist(s, cj)
        if t - rho > sc.move + C.TOL:
            continue
        if t > 0:
            out.append((cj[0] + (s[0] - cj[0]) * rho / t, cj[1] + (s[1] - cj[1]) * rho / t))
        circles = [(c, 2 * r) for c in placed.values()]
        circles += [(c, r + R) for k, c in enumerate(sc.targets) if k != j]
        circles += [(c, r + Rz + IN) for c, Rz in sc.zones]
        circles += [(s, sc.move - 1e-6)]
        for c, lim in circles:
            out += C.circle_x(cj, rho, c, lim)
        for iv in sc._av[j]:
            for a in iv:
                out.append((cj[0] + rho * math.cos(a), cj[1] + rho * math.sin(a)))
    ok = []
    for p in out:
        if C.dist(s, p) > sc.move + C.TOL:
            continue
        if any(C.dist(p, c) < 2 * r - C.TOL for c in placed.values()):
            continue
        if not sc.spot_ok(p, [], None):
            continue
        ok.append(p)
    return ok


def route(sc, i, s, e, now):
    if not sc.leg_ok(i, s, e, now):
        return [e]
    if C.dist(s, e) > sc.move:
        return None
    best = None
    obs = [(c, sc.r) for k, c in enumerate(now) if k != i] + [(c, sc.R) for c in sc.targets]
    obs += [(c, Rz + IN) for c, Rz in sc.zones]
    for c, Ro in obs:
        if C.seg_point(c, s, e) >= sc.r + Ro + 10:
            continue
        for st in range(72):
            a = st * math.pi / 36
            for pad in (0.3, 3.0):
                w = (c[0] + (sc.r + Ro + pad) * math.cos(a), c[1] + (sc.r + Ro + pad) * math.sin(a))
                L = C.dist(s, w) + C.dist(w, e)
                if L > sc.move - 0.01 or (best and L >= best[0]):
                    continue
                if sc.leg_ok(i, s, w, now) or sc.leg_ok(i, w, e, now):
                    continue
                best = (L, w)
    return [best[1], e] if best else None


def try_once(sc, rng, noise):
    fi, fj, d0, spot = sc.first()
    now = list(sc.starts)
    now[fi] = spot
    placed = {fi: spot}
    order = [(fi, [spot])]
    n = len(sc.starts)
    rest = [i for i in range(n) if i != fi]
    rest.sort(key=lambda i: min(C.dist(sc.starts[i], c) for c in sc.targets) + rng.uniform(0, noise))
    for idx, i in enumerate(rest):
        cs = cands_for(sc, i, placed)
        cs = [p for p in cs if all(C.dist(p, now[k]) >= 2 * sc.r - C.TOL for k in range(n) if k != i)]
        if not cs:
            continue
        later = rest[idx + 1:]
        base = {k: free_arcs(sc, k, placed.values()) for k in later}
        scored = []
        for p in cs:
            kills, loss = 0, 0.0
            for k in later:
                if not base[k]:
                    continue
                fa = free_arcs(sc, k, placed.values(), p)
                if not fa:
                    kills += 1
                loss += sum(b - a for iv in base[k].values() for a, b in iv) - sum(
                    b - a for iv in fa.values() for a, b in iv)
            scored.append((kills, loss * rng.uniform(0.5, 1.5) + C.dist(sc.starts[i], p) / 200 * rng.uniform(0, 2), p))
        scored.sort(key=lambda t: (t[0], t[1]))
        for kills, _, p in scored[:12]:
            rt = route(sc, i, now[i], p, now)
            if rt:
                order.append((i, rt))
                now[i] = p
                placed[i] = p
                break
    return placed, order, now


def engage_rest(sc, placed, order, now):
    """Models out of contact, nearest the moved ones first: the spot nearest their start within
    2in of a model in contact; failing that, within 2in of a model already placed (a chain)."""
    n = len(sc.starts)
    rest = [i for i in range(n) if i not in placed]
    done = dict(placed)
    while rest:
        rest.sort(key=lambda i: min(C.dist(sc.starts[i], c) for c in done.values()))
        i = rest.pop(0)
        s = sc.starts[i]
        step = 3.0
        k = int(sc.move / step)
        pts = []
        for a in range(-k, k + 1):
            for b in range(-k, k + 1):
                p = (s[0] + a * step, s[1] + b * step)
                dd = C.dist(p, s)
                if dd <= sc.move:
                    pts.append((dd, p))
        pts.sort()
        got = False
        for want in (placed, done):
            for dd, p in pts:
                if not any(C.dist(p, want[q]) - 2 * sc.r <= 2 * IN - 0.5 for q in want):
                    continue
                if any(C.dist(p, now[q]) < 2 * sc.r + 0.05 for q in range(n) if q != i):
                    continue
                if not sc.spot_ok(p, [], None):
                    continue
                rt = route(sc, i, s, p, now)
                if rt:
                    if dd > 1e-9:
                        order.append((i, rt))
                    now[i] = p
                    got = True
                    break
            if got:
                break
        done[i] = now[i]
    return now


def solve(sc, tries=24, seed=1):
    rng = random.Random(seed)
    sc._av = [sc.avail(j) for j in range(len(sc.targets))]
    nb, tb, caps, can = sc.bound()
    best = None
    for t in range(tries):
        placed, order, now = try_once(sc, rng, 0 if t == 0 else 30)
        inc, touched, _ = sc.counts(now)
        key = (len(inc), len(touched))
        if best is not None and key <= best[0]:
            continue
        now = engage_rest(sc, placed, order, now)
        if not sc.coherent(now):
            continue
        best = (key, order)
        if key == (nb, tb):
            break
    return best


PENDING_DIR = os.path.join(HERE, "..", "..", "..", "bench", "assault_pending", "fresh5")


def write(s, tries=60, outdir=None):
    if outdir is None:
        import fam
        outdir = PENDING_DIR if s["name"] in fam.PENDING else HERE
    path = os.path.join(outdir, s["name"] + ".yaml")
    old = open(path).read() if os.path.exists(path) else None  # aspin2's pins are put back (pins.reapply)
    tmp = scenario_yaml(s, "expect: {}", "#")
    open(path, "w").write(tmp)
    sc = C.Scenario(path)
    fi, fj, d0, spot = sc.first()
    if d0 > sc.move:
        exp = ("expect:\n  units:\n    A: {moved: false}\n    B: {moved: false}\n"
               "  events: [didnt_make_it A B]\n  no_events: [engaged A B]")
        head = header(s, sc, None, None, None)
        open(path, "w").write(pins.reapply(old, scenario_yaml(s, exp, head)))
        return path, None
    nb, tb, caps, can = sc.bound()
    res = solve(sc, tries=s.get("tries", 24))
    if res is None:
        print(s["name"], "no witness found")
        return path, None
    (nc, nt), order = res
    open(path, "w").write(scenario_yaml(s, "expect: {}", "\n".join(
        "#W %d %s" % (i, " ".join(f"{x:.4f} {y:.4f}" for x, y in pts)) for i, pts in order)))
    sc = C.Scenario(path)
    pos, moved, errs = sc.replay()
    inc, touched, eng = sc.counts(pos)
    g = sc.greedy()
    allg = len(eng) == len(sc.starts)
    eng_line = f", engaged: {len(eng)}" if allg else ""
    exp = ("expect:\n  units:\n"
           f"    A: {{in_contact: {nb}{eng_line}, coherent: true, models: {{{fi}: [{f(spot[0])}, {f(spot[1])}]}}"
           + (", clear_of: {E: 1in}}" if s.get("E") else "}")
           + (f"\n    B: {{in_contact: {tb}}}" if s.get("touched", True) else "") + "\n  events: [engaged A B]")
    head = header(s, sc, (nb, tb, caps, can), (order, len(inc), len(touched), len(eng)), g)
    open(path, "w").write(pins.reapply(old, scenario_yaml(s, exp, head)))
    status = "TIGHT" if (len(inc), len(touched)) == (nb, tb) else "LOOSE"
    print(f"{s['name']}: bound {nb}/{tb} witness {len(inc)}/{len(touched)} eng {len(eng)}/{len(sc.starts)} greedy {g} {status} {errs[:2]}")
    return path, (nb, tb, len(inc), len(touched), g)


def header(s, sc, bound, wit, g):
    L = ["# " + s["name"].replace("_", " ")]
    for para in textwrap.wrap(s["text"].strip(), 97):
        L.append("# " + para)
    L.append("#")
    fi, fj, d0, spot = sc.first()
    n, m = len(sc.starts), len(sc.targets)
    L.append(f"# A: {n} models on {s['base']} bases (r = {sc.r:g}mm); B: {m} models on {s['tbase']} bases"
             f" (R = {sc.R:g}mm); move {sc.move / IN:g}in = {sc.move:g}mm; 1in = 25.4mm.")
    L.append(f"# First model: A#{fi}, {d0:.3f}mm (edge to edge, straight and clear) from B#{fj}, the least;"
             f" it moves straight to touch B#{fj}: centre = B#{fj} + (r + R) along the line = "
             f"({spot[0]:.3f}, {spot[1]:.3f})mm.")
    if bound is None:
        L.append(f"# Every model of A is farther than {sc.move:g}mm from every model of B even in a straight")
        L.append("# line, so no route reaches: the charge does not happen, nothing moves (didn't make it).")
        return "\n".join(wrap(L))
    nb, tb, caps, can = bound
    th = sc.theta()
    reachers = sum(1 for row in can if any(row))
    L.append(f"# BOUND. A base of A touching a base of B has its centre on a circle of radius r + R = {sc.r + sc.R:g}mm;")
    L.append(f"# two such bases do not overlap only {math.degrees(th):.3f} degrees apart (2 asin(d / (D + d))).")
    L.append("# For each model of B, the part of that circle clear of the other B models, of the first model's base"
             + (", of 1in round E" if s.get("E") else "") + (", of the rocks" if s.get("terrain") else "")
             + " and of the table edge, and within the move of some other model of A in a straight line, holds")
    L.append(f"# floor(arc / theta) + 1 bases (floor(360 / theta) round a whole circle): capacities {caps}.")
    L.append(f"# {reachers} of the other {n - 1} models of A are within the move (straight line) of such a spot;"
             f" giving each model in contact one B model it touches, at most its capacity each,")
    L.append(f"# allows 1 + a max flow = at most {nb} in contact; the models of B touched are at most those the first"
             f" touches and those with some of that arc left: {tb}.")
    order, nc, nt, ne = wit
    L.append(f"# WITNESS (check.py replays it: each leg clear of the models where they stand, within the move,")
    if s.get("touched", True):
        L.append(f"# the end coherent): {nc} in contact, {nt} of B touched, {ne} of {n} engaged; it meets the bound,")
        L.append(f"# so {nb} in contact and {tb} of B touched is the optimum. Moves in order (index, end x y [after waypoint]):")
    else:
        L.append(f"# the end coherent): {nc} in contact, {nt} of B touched, {ne} of {n} engaged; {nb} in contact is the")
        L.append(f"# optimum; B's count is not proved ({nt} to {tb}), so not asserted. Moves (index, end x y [after waypoint]):")
    if ne == n:
        L.append(f"# Every model of A ends ENGAGED in the witness, the most there can be, so engaged: {n} holds too.")
    for i, pts in order:
        L.append("#W %d %s" % (i, " ".join(f"{x:.4f} {y:.4f}" for x, y in (pts[1:] + pts[:1] if False else pts))))
    if s.get("greedy_short"):
        L.append(f"# Greedy (after the first, nearest first, each straight to its nearest free contact spot):"
                 f" greedy gets {g}, short of {nb}.")
    else:
        L.append(f"# Greedy as in check.py ends with {g} in contact.")
    return "\n".join(wrap(L))


def wrap(lines):
    """Comment lines under 100 columns; the #W lines stay whole (check.py reads them)."""
    out = []
    for ln in lines:
        if ln.startswith("#W") or len(ln) < 100:
            out.append(ln)
        else:
            out += ["# " + t for t in textwrap.wrap(ln[2:], 97)]
    return out


if __name__ == "__main__":
    import fam
    only = set(sys.argv[1:])
    for s in fam.all_scenarios():
        if not only or s["name"] in only:
            write(s)
