"""fresh13's check: recomputes every scenario's expected values another way than gen.py
(polygons, brute-force scans, forward replays), from the YAML files themselves.
Run: python3 tests/t9a/fresh13/check.py [files]"""
import glob, math, os, re, sys
import yaml
from geom13 import *

IN = 25.4
HERE = os.path.dirname(os.path.abspath(__file__))
BW, BD = 72 * IN, 48 * IN


def L(v):
    if isinstance(v, (int, float)):
        return float(v) * IN
    v = str(v)
    for suf, k in (("mm", 1.0), ("in", IN), ("cm", 10.0)):
        if v.endswith(suf):
            return float(v[: -len(suf)]) * k
    raise ValueError(v)


def rect(u):
    b = u.get("base", ["1in", "1in"])
    return Rect((L(u["centre"][0]), L(u["centre"][1])), float(u["facing"]), u.get("files", 1), u.get("ranks", 1), L(b[0]), L(b[1]))


def board_poly():
    return [(0, 0), (BW, 0), (BW, BD), (0, BD)]


def inside_board(r):
    return all(-TOL <= p[0] <= BW + TOL and -TOL <= p[1] <= BD + TOL for p in r.corners())


def edge_models(T, side):
    ms = T.models()
    if side == "front":
        return ms[: T.files]
    if side == "right":
        return [ms[k * T.files + T.files - 1] for k in range(T.ranks)]
    if side == "left":
        return [ms[k * T.files] for k in range(T.ranks)]
    if side == "rear":
        return ms[(T.ranks - 1) * T.files:]
    raise ValueError(side)


def side_frame(T, side):
    cs = T.corners()
    if side == "front":
        P0, P1, n = cs[0], cs[1], fwd(T.f)
    elif side == "right":
        P0, P1, n = cs[1], cs[2], rightv(T.f)
    elif side == "rear":
        P0, P1, n = cs[2], cs[3], (-fwd(T.f)[0], -fwd(T.f)[1])
    else:
        P0, P1, n = cs[3], cs[0], (-rightv(T.f)[0], -rightv(T.f)[1])
    Ln = math.hypot(P1[0] - P0[0], P1[1] - P0[1])
    return P0, ((P1[0] - P0[0]) / Ln, (P1[1] - P0[1]) / Ln), n, Ln


FAILS = []


def bad(name, msg):
    FAILS.append("%s: %s" % (name, msg))


def close(p, q, eps=0.002):
    return math.hypot(p[0] - q[0], p[1] - q[1]) <= eps


def check_charge(name, s, hdr):
    U = {k: rect(v) for k, v in s["units"].items()}
    C, T = U["C"], U["T"]
    m = re.search(r"witness: x=(\S+) delta=(\S+) y=(\S+) a=(\S+) side=(\w+)", hdr)
    mw = re.search(r"witness_wa: delta=(\S+) side=(\w+)", hdr)
    if mw is not None:
        return check_wa(name, s, hdr, U, C, T, float(mw[1]), mw[2])
    if m is None:  # a failed charge with no witness: only the range against the distance
        d0 = poly_dist(C.corners(), T.corners())
        adv = L(s["units"]["C"].get("props", {}).get("advance", "0mm"))
        rng = s["dice"][0] * IN + adv
        if rng >= d0 - TOL or "centre" in s["expect"]["units"]["C"]:
            bad(name, "range %.4f reaches %.4f" % (rng, d0))
        print("  %s: d0 %.3f range %.3f: fails" % (name, d0, rng))
        return
    x, delta, y, a, side = float(m[1]), float(m[2]), float(m[3]), float(m[4]), m[5]
    others = [U[k] for k in U if k not in ("C", "T")]
    terr = [[(L(p[0]), L(p[1])) for p in t["polygon"]] for t in s.get("terrain", []) or []]
    # arc
    if arc_of(T, C.front_centre()) != side:
        bad(name, "C's front centre is in T's %s arc, not %s" % (arc_of(T, C.front_centre()), side))
    # start legal: more than 1in from every other unit and impassable terrain, on the board
    for k, u in U.items():
        if k != "C" and poly_dist(C.corners(), u.corners()) < IN - TOL:
            bad(name, "C starts within 1in of %s" % k)
    for t in terr:
        if poly_dist(C.corners(), t) < IN - TOL:
            bad(name, "C starts within 1in of terrain")
    if not inside_board(C):
        bad(name, "C starts off the board")
    # range
    d0 = poly_dist(C.corners(), T.corners())
    adv = L(s["units"]["C"].get("props", {}).get("advance", "0mm"))
    rng = s["dice"][0] * IN + adv
    reach = rng >= d0 - TOL
    exp = s["expect"]["units"]["C"]
    if reach != ("facing" in exp):
        bad(name, "range %.4f vs distance %.4f: reach=%s but expect %s" % (rng, d0, reach, exp))
    if not reach:
        if d0 - rng < 0.3:
            bad(name, "shortfall %.4f below 0.3mm" % (d0 - rng))
        return
    # forward replay of the witness, swept
    cur = C
    steps = []
    for i in range(0, 41):
        steps.append(C.moved(x * i / 40))
    C1 = C.moved(x)
    for i in range(1, 41):
        steps.append(C1.wheeled(delta * i / 40))
    C2 = C1.wheeled(delta)
    for i in range(1, 41):
        steps.append(C2.moved(y * i / 40))
    Cf = C2.moved(y)
    for r in steps[:-1]:
        if overlaps(r.corners(), T.corners()) or any(overlaps(r.corners(), o.corners()) for o in others) \
                or any(overlaps(r.corners(), t) for t in terr) or not inside_board(r):
            bad(name, "the witness move passes into a body at %s" % (r.c,))
            break
    ec = (L(exp["centre"][0]), L(exp["centre"][1])) if "centre" in exp else Cf.c
    if not close(Cf.c, ec) or abs(((Cf.f - float(exp["facing"])) + 180) % 360 - 180) > 1e-6:
        bad(name, "replayed end %s %.4f != expected %s %s" % (Cf.c, Cf.f, ec, exp["facing"]))
    # brute force the slide: every 0.25mm along the Facing, polygons
    P0, e, n, Ln = side_frame(T, side)
    tm = edge_models(T, side)
    fr = None
    friendsC = [k for k in U if k not in ("C", "T") and s["units"][k]["side"] == "red"]
    enemiesC = [k for k in U if k not in ("C", "T") and s["units"][k]["side"] != "red"]
    taken = set()
    for k in friendsC:
        for j, q in enumerate(tm):
            if any(touching(q, p) for p in U[k].front_rank()):
                taken.add(j)
    best, arg = -1, []
    a0 = -Cf.W - 10
    k = 0
    while True:
        aa = a0 + 0.25 * k
        k += 1
        if aa > Ln + 10:
            break
        c = add(add(P0, e, aa + Cf.W / 2), n, Cf.D / 2)
        r = Rect(c, Cf.f, Cf.files, Cf.ranks, Cf.w, Cf.d)
        rc = r.corners()
        if any(overlaps(rc, U[o].corners()) for o in U if o not in ("C", "T")) or any(overlaps(rc, t) for t in terr):
            continue
        if any(poly_dist(rc, U[o].corners()) <= TOL for o in enemiesC):
            continue  # priority 1: no second enemy unit
        cm = [p for p in r.front_rank() if any(touching(p, q) for q in tm)]
        tj = {j for j, q in enumerate(tm) if any(touching(q, p) for p in r.front_rank())}
        tot = len(cm) + len(tj | taken)
        if tot > best:
            best, arg = tot, [aa]
        elif tot == best:
            arg.append(aa)
    if "optimum: not unique" in hdr:
        if not any(abs(v - a) < 1e-6 for v in arg) or len(arg) < 2:
            bad(name, "brute force: best %d at %s.., witness a=%s not among them" % (best, arg[:6], a))
        print("  %s: d0 %.3f range %.3f best %d over %d slides %.2f..%.2f" % (name, d0, rng, best, len(arg), arg[0], arg[-1]))
        return
    if len(arg) != 1 or abs(arg[0] - a) > 1e-6:
        bad(name, "brute force: best %d at %s, witness a=%s" % (best, arg[:6], a))
    # robust against any Unit Spacing reading: the end stays 1in from every non-target enemy and terrain
    for o in enemiesC:
        if poly_dist(Cf.corners(), U[o].corners()) < IN - TOL:
            bad(name, "end within 1in of %s" % o)
    for t in terr:
        if poly_dist(Cf.corners(), t) < IN - TOL:
            bad(name, "end within 1in of terrain")
    print("  %s: d0 %.3f range %.3f best %d at a=%s" % (name, d0, rng, best, arg))


def check_wa(name, s, hdr, U, C, T, delta, side):
    exp = s["expect"]["units"]["C"]
    ec = (L(exp["centre"][0]), L(exp["centre"][1]))
    fe = float(exp["facing"])
    others = [U[k] for k in U if k not in ("C", "T")]
    if arc_of(T, C.front_centre()) != side:
        bad(name, "arc")
    d0 = poly_dist(C.corners(), T.corners())
    rng = s["dice"][0] * IN + L(s["units"]["C"]["props"]["advance"])
    if rng < d0:
        bad(name, "range short")
    fin, w, w2, pc, t, turn = wheel_align(C, delta, 0, T, fe)
    samples = [C.wheeled(delta * i / 20) for i in range(1, 21)] + [w.moved(t * i / 40) for i in range(40)]
    samples += [Rect(rot_cw(w2.c, pc, turn * i / 40), w2.f + turn * i / 40, C.files, C.ranks, C.w, C.d) for i in range(1, 41)]
    for r in samples:
        if overlaps(r.corners(), T.corners()) or any(overlaps(r.corners(), o.corners()) for o in others) or not inside_board(r):
            bad(name, "the witness passes into a body")
            break
    if not close(fin.c, ec) or not touching(fin.corners(), T.corners()):
        bad(name, "witness end %s != %s" % (fin.c, ec))
    P0, e, n, Ln = side_frame(T, side)
    a = (ec[0] - P0[0]) * e[0] + (ec[1] - P0[1]) * e[1] - C.W / 2
    tm = edge_models(T, side)
    best, arg = -1, []
    for k in range(int((Ln + C.W + 20) / 0.25) + 1):
        aa = -C.W - 10 + 0.25 * k
        c = add(add(P0, e, aa + C.W / 2), n, C.D / 2)
        r = Rect(c, fe, C.files, C.ranks, C.w, C.d)
        cm = sum(1 for p in r.front_rank() if any(touching(p, q) for q in tm))
        tj = sum(1 for q in tm if any(touching(q, p) for p in r.front_rank()))
        if cm + tj > best:
            best, arg = cm + tj, [aa]
        elif cm + tj == best:
            arg.append(aa)
    if len(arg) != 1 or abs(arg[0] - a) > 1e-3:
        bad(name, "brute force best %d at %s, expected a=%.4f" % (best, arg[:5], a))
    print("  %s: witness ok, best %d at a=%s" % (name, best, arg))


def main():
    files = sys.argv[1:] or sorted(glob.glob(os.path.join(HERE, "*.yaml")))
    for fn in files:
        txt = open(fn).read()
        hdr = "\n".join(l for l in txt.split("\n") if l.startswith("#"))
        s = yaml.safe_load(txt)
        name = s["name"]
        if s["run"] == "charge":
            check_charge(name, s, hdr)
        elif s["run"] == "flee":
            check_flee(name, s, hdr)
        elif s["run"] == "pursue":
            check_pursue(name, s, hdr)
    print("\n".join(FAILS) or "all %d checked" % len(files))
    sys.exit(1 if FAILS else 0)


def off_board(poly):
    return any(p[0] < -TOL or p[1] < -TOL or p[0] > BW + TOL or p[1] > BD + TOL for p in poly)


def at_edge(poly):
    return any(p[0] <= TOL or p[1] <= TOL or p[0] >= BW - TOL or p[1] >= BD - TOL for p in poly)


def facing_bearing(u, which):
    return {"front": u.f, "right": u.f + 90, "rear": u.f + 180, "left": u.f - 90}[which] % 360


def facing_segment(u, which):
    cs = u.corners()
    return {"front": (cs[0], cs[1]), "right": (cs[1], cs[2]), "rear": (cs[2], cs[3]), "left": (cs[3], cs[0])}[which]


def compare_end(name, exp, removed, end):
    if exp is None:
        return
    if exp.get("removed"):
        if not removed:
            bad(name, "expected removed, replay keeps it at %s" % (end.c,))
        return
    if "centre" in exp:
        if removed:
            bad(name, "replay removes it")
            return
        ec = (L(exp["centre"][0]), L(exp["centre"][1]))
        if not close(end.c, ec, 0.03) or abs(((end.f - float(exp["facing"])) + 180) % 360 - 180) > 1e-3:
            bad(name, "replay end %s %.4f != expected %s %s" % (end.c, end.f, ec, exp["facing"]))


def check_events(name, s, got):
    ex = s["expect"].get("events", []) or []
    for ev in ex:
        if ev not in got:
            bad(name, "expected event %r, replay has %s" % (ev, got))
    for ev in s["expect"].get("no_events", []) or []:
        if ev in got:
            bad(name, "unexpected event %r in replay" % ev)


def check_flee(name, s, hdr):
    units = s["units"]
    U = rect(units["U"])
    side = units["U"]["side"]
    others = {k: rect(v) for k, v in units.items() if k != "U"}
    terr = [[(L(p[0]), L(p[1])) for p in t["polygon"]] for t in s.get("terrain", []) or [] if t["kind"] == "impassable"]
    args = s["args"]
    reason = args["reason"]
    if reason in ("charge_reaction", "terror"):
        b = bearing(others[args["from"]].c, U.c)
    elif reason == "failed_rally":
        en = [k for k, v in units.items() if v["side"] != side and "shaken" not in (v.get("state") or [])]
        k = min(en, key=lambda k: math.hypot(others[k].c[0] - U.c[0], others[k].c[1] - U.c[1]))
        kb = min(en, key=lambda k: poly_dist(others[k].corners(), U.corners()))
        if k != kb:
            bad(name, "closest by centre %s, by boundary %s" % (k, kb))
        b = bearing(others[k].c, U.c)
    else:
        E = others[args["from"]]
        best = None
        for w in ("front", "right", "rear", "left"):
            p, q = facing_segment(E, w)
            # how much of the Facing lies on U's boundary: 101 points along it
            on = 0
            for i in range(101):
                z = add(p, (q[0] - p[0], q[1] - p[1]), i / 100)
                if min(seg_dist(z, z, U.corners()[j], U.corners()[(j + 1) % 4]) for j in range(4)) <= TOL:
                    on += 1
            if best is None or on > best[0]:
                best = (on, w)
        b = facing_bearing(E, best[1])
    d = s["dice"][0] * IN
    chargers = [k for k, v in units.items() if k != "U" and ("charging U" in (v.get("state") or []))]
    got, passed = [], []
    removed = False
    t = 0.0
    step = 0.25
    Up = U.pivoted(b)
    def state(tt):
        return Rect(add(Up.c, fwd(b), tt), b, Up.files, Up.ranks, Up.w, Up.d)
    end = None
    while True:
        r = state(t)
        rc = r.corners()
        for k, o in others.items():
            if overlaps(rc, o.corners()) and k not in passed:
                passed.append(k)
            if k in chargers and poly_dist(rc, o.corners()) <= TOL and not removed:
                removed = True
        for i, tp in enumerate(terr):
            if overlaps(rc, tp) and ("T%d" % i) not in passed:
                passed.append("T%d" % i)
        if at_edge(rc) and not removed:
            removed = True
        if removed:
            break
        if t >= d - 1e-9:
            blocked = any(overlaps(rc, o.corners()) for o in others.values()) or any(overlaps(rc, tp) for tp in terr)
            if not blocked:
                # refine: the least t >= d that is clear
                lo, hi = max(d, t - step), t
                if t > d + 1e-9:
                    for _ in range(40):
                        mid = (lo + hi) / 2
                        mc = state(mid).corners()
                        if any(overlaps(mc, o.corners()) for o in others.values()) or any(overlaps(mc, tp) for tp in terr):
                            lo = mid
                        else:
                            hi = mid
                    t = hi
                end = state(t)
                if at_edge(end.corners()):
                    removed = True
                break
        t = min(t + step, d) if t < d else t + step
    if removed:
        got.append("casualty U")
    for k in passed:
        if k.startswith("T"):
            got.append("dangerous_terrain_test U 4")
        elif units[k]["side"] == side:
            got.append("panic_test %s" % k)
        elif k not in chargers:
            got.append("dangerous_terrain_test U 4")
    compare_end(name, s["expect"].get("units", {}).get("U"), removed, end)
    check_events(name, s, got)
    print("  %s: bearing %.4f passed %s removed %s end %s" % (name, b, passed, removed, end.c if end else None))


def check_pursue(name, s, hdr):
    units = s["units"]
    P = rect(units["P"])
    Q = rect(units["Q"])
    side = units["P"]["side"]
    combat = set(s.get("combats", [[]])[0])
    others = {k: rect(v) for k, v in units.items() if k != "P"}
    terr = [[(L(p[0]), L(p[1])) for p in t["polygon"]] for t in s.get("terrain", []) or [] if t["kind"] == "impassable"]
    fled = {k for k, v in units.items() if v["side"] != side and k in combat and ("fleeing" in (v.get("state") or []))}
    removed = {k for k, v in units.items() if "removed" in (v.get("state") or [])}
    enemies = {k for k, v in units.items() if v["side"] != side and k not in fled and k not in removed}
    obstr = {k for k, v in units.items() if k != "P" and k not in removed and (k in fled or (v["side"] == side and k not in combat))}
    if "post_combat_reform" in (units["P"].get("state") or []):
        obstr |= enemies
        enemies = set()
    open_ = {k for k, v in units.items() if k != "P" and v["side"] == side and k in combat}
    b = Q.f
    Pp = P.pivoted(b)
    got = []
    d = s["dice"][0] * IN
    exp = s["expect"].get("units", {}).get("P")
    fseg = facing_segment(Pp, "front")
    thin = [fseg[0], fseg[1], add(fseg[1], fwd(b), -0.001), add(fseg[0], fwd(b), -0.001)]
    if off_board(list(fseg)):
        got.append("pursue_off_board P")
        check_events(name, s, got)
        print("  %s: off board at the pivot" % name)
        return
    for k in enemies:
        if overlaps(thin, others[k].corners(), 0):
            # Charge: placed with its Front Facing on the Facing determined before the Pivot,
            # most models in contact, then the Centre nearest where it stood
            E = others[k]
            side_ = arc_of(E, P.front_centre())
            P0, e, n, Ln = side_frame(E, side_)
            tm = edge_models(E, side_)
            fb = bearing((0, 0), (-n[0], -n[1]))
            best = None
            for kk in range(int((Ln + P.W + 20) / 0.25)):
                aa = -P.W - 10 + 0.25 * kk
                c = add(add(P0, e, aa + P.W / 2), n, P.D / 2)
                r = Rect(c, fb, P.files, P.ranks, P.w, P.d)
                cm = sum(1 for p in r.front_rank() if any(touching(p, q) for q in tm))
                tj = sum(1 for q in tm if any(touching(q, p) for p in r.front_rank()))
                key = (cm + tj, -math.hypot(c[0] - P.c[0], c[1] - P.c[1]))
                if best is None or key > best[0]:
                    best = (key, r)
            got.append("charge P %s" % k)
            compare_end(name, exp, False, best[1])
            check_events(name, s, got)
            print("  %s: pivot onto %s (%s arc): %d in contact, centre %s" % (name, k, side_, best[0][0], best[1].c))
            return
    for k in obstr:
        if overlaps(thin, others[k].corners(), 0):
            # pivot toward b as far as Unit Spacing allows: the shorter way round, bisected on the angle
            turn = ((b - P.f + 180) % 360) - 180
            def ok(frac):
                r = P.pivoted(P.f + turn * frac)
                return all(poly_dist(r.corners(), o.corners()) >= IN - 1e-9 for kk, o in others.items() if kk not in removed)
            lo, hi = 0.0, 1.0
            for _ in range(60):
                mid = (lo + hi) / 2
                # the first angle where spacing breaks: every smaller one must be fine (checked on a grid)
                if all(ok(mid * i / 20) for i in range(1, 21)):
                    lo = mid
                else:
                    hi = mid
            end = P.pivoted(P.f + turn * lo)
            compare_end(name, exp, False, end)
            check_events(name, s, got)
            print("  %s: pivot stopped at %.4f" % (name, end.f))
            return
    # step 2: sweep the Front Facing forward
    def swept(t):
        return [fseg[0], fseg[1], add(fseg[1], fwd(b), t), add(fseg[0], fwd(b), t)]
    first = []
    for k in list(enemies) + list(obstr):
        if poly_dist(swept(d), others[k].corners()) <= TOL:
            lo, hi = 0.0, d
            for _ in range(50):
                mid = (lo + hi) / 2
                if poly_dist(swept(mid), others[k].corners()) <= TOL:
                    hi = mid
                else:
                    lo = mid
            first.append((hi, k))
    for i, tp in enumerate(terr):
        if poly_dist(swept(d), tp) <= TOL:
            lo, hi = 0.0, d
            for _ in range(50):
                mid = (lo + hi) / 2
                if poly_dist(swept(mid), tp) <= TOL:
                    hi = mid
                else:
                    lo = mid
            first.append((hi, "T%d" % i))
    if at_edge(swept(d)) or off_board(swept(d)):
        lo, hi = 0.0, d
        for _ in range(50):
            mid = (lo + hi) / 2
            if at_edge(swept(mid)) or off_board(swept(mid)):
                hi = mid
            else:
                lo = mid
        first.append((hi, "EDGE"))
    first.sort()
    def at(t):
        return Rect(add(Pp.c, fwd(b), t), b, Pp.files, Pp.ranks, Pp.w, Pp.d)
    if first and first[0][1] == "EDGE":
        got.append("pursue_off_board P")
        check_events(name, s, got)
        print("  %s: off board ahead" % name)
        return
    if first and first[0][1] in enemies:
        k = first[0][1]
        got.append("charge P %s" % k)
        E = others[k]
        # the Facing determined before the Pivot; the slide scan on it
        base = at(first[0][0])
        sd = arc_of(E, P.front_centre())
        P0, e, n, Ln = side_frame(E, sd)
        tm = edge_models(E, sd)
        fb = bearing((0, 0), (-n[0], -n[1]))
        best, arg = -1, []
        for kk in range(int((Ln + base.W + 20) / 0.25)):
            aa = -base.W - 10 + 0.25 * kk
            c = add(add(P0, e, aa + base.W / 2), n, base.D / 2)
            r = Rect(c, fb, base.files, base.ranks, base.w, base.d)
            if any(poly_dist(r.corners(), others[o].corners()) <= TOL for o in enemies if o != k):
                continue
            cm = sum(1 for p in r.front_rank() if any(touching(p, q) for q in tm))
            tj = sum(1 for q in tm if any(touching(q, p) for p in r.front_rank()))
            if cm + tj > best:
                best, arg = cm + tj, [r]
            elif cm + tj == best:
                arg.append(r)
        if len(arg) != 1:
            bad(name, "charge optimum not unique")
        compare_end(name, exp, False, arg[0])
        check_events(name, s, got)
        print("  %s: charge %s best %d at %s" % (name, k, best, arg[0].c))
        return
    t = d
    if first and first[0][0] < d:
        t = first[0][0]
    # step 3: Unit Spacing, backtrack along the move
    def legal(tt):
        rc = at(tt).corners()
        for k, o in others.items():
            if k in removed:
                continue
            if poly_dist(rc, o.corners()) < IN - TOL:
                return False
        return all(poly_dist(rc, tp) >= IN - TOL for tp in terr)
    if not legal(t):
        tt = t
        while tt > 0 and not legal(tt):
            tt -= 0.25
        lo, hi = tt, tt + 0.25
        for _ in range(50):
            mid = (lo + hi) / 2
            if legal(mid):
                lo = mid
            else:
                hi = mid
        t = lo
    compare_end(name, exp, False, at(t))
    check_events(name, s, got)
    print("  %s: moved %.4f first %s" % (name, t, first[:2]))


if __name__ == "__main__":
    main()
