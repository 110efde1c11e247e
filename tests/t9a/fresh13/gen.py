"""fresh13: writes the scenarios. Every expected value here is worked from the seed texts
(000 Pursuit, 001 Flee, 003 Aligning/Maximising Contact, INDEX facts) by the formulas below,
written into each scenario's header; check.py recomputes them another way (polygons, brute force).
Lengths in mm; bearings clockwise from north."""
import math, os, sys
from geom13 import *

IN = 25.4
HERE = os.path.dirname(os.path.abspath(__file__))
BOARD = (72 * IN, 48 * IN)
OUT = []


def mm(v):
    return "%.4fmm" % v


def pt(p):
    return "[%s, %s]" % (mm(p[0]), mm(p[1]))


def ang(b):
    b = b % 360
    if abs(b - round(b)) < 1e-9:
        return "%d" % round(b)
    return "%.6f" % b


def unit_yaml(uid, side, r, state=None, props=None):
    s = "  %s: {side: %s, centre: %s, facing: %s, files: %d, ranks: %d, base: [%s, %s]" % (
        uid, side, pt(r.c), ang(r.f), r.files, r.ranks, mm(r.w), mm(r.d))
    if state:
        s += ", state: [%s]" % ", ".join(state)
    if props:
        s += ", props: {%s}" % ", ".join("%s: %s" % kv for kv in props.items())
    return s + "}"


def write(name, header, units, run, args, dice, expect, terrain=None, combats=None, choices=None, rules=None):
    lines = ["# " + l if l else "#" for l in header.strip("\n").split("\n")]
    lines.append("name: %s" % name)
    lines.append("rules: [%s]" % (rules or "../../../rules/%s.rules" % {"charge": "charge", "flee": "flee", "pursue": "pursuit"}[run]))
    lines.append("board: {width: 72in, depth: 48in}")
    lines.append("units:")
    lines += units
    if terrain:
        lines.append("terrain:")
        for t in terrain:
            lines.append("  - {name: %s, kind: %s, polygon: [%s]}" % (t[0], t[1], ", ".join(pt(p) for p in t[2])))
    if combats:
        lines.append("combats:")
        for c in combats:
            lines.append("  - [%s]" % ", ".join(c))
    lines.append("run: %s" % run)
    lines.append("args: {%s}" % ", ".join("%s: %s" % kv for kv in args.items()))
    lines.append("dice: [%s]" % ", ".join(str(d) for d in dice))
    if choices:
        lines.append("choices: {%s}" % ", ".join("%s: %s" % kv for kv in choices.items()))
    lines.append("expect:")
    lines += ["  " + l for l in expect]
    OUT.append(name)
    with open(os.path.join(HERE, name + ".yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")


# ---------------------------------------------------------------- charges

def edge_of(T, side):
    """(P0, e, n, model width, models along the edge): the charged Facing of T"""
    cs = T.corners()  # fl fr rr rl
    if side == "front":
        P0, P1, n, w, k = cs[0], cs[1], fwd(T.f), T.w, T.files
    elif side == "right":
        P0, P1, n, w, k = cs[1], cs[2], rightv(T.f), T.d, T.ranks
    elif side == "left":
        P0, P1, n, w, k = cs[3], cs[0], (-rightv(T.f)[0], -rightv(T.f)[1]), T.d, T.ranks
    L = math.hypot(P1[0] - P0[0], P1[1] - P0[1])
    e = ((P1[0] - P0[0]) / L, (P1[1] - P0[1]) / L)
    return P0, e, n, w, k, L


def counts_1d(a, WC, wC, nC, L, wT, nT, tol=TOL):
    """the hand count: C's interval [a, a+WC] on the edge [0, L] of nT models of width wT;
    closed intervals (corner-to-corner contact counts)"""
    c = sum(1 for i in range(nC) if a + i * wC <= L + tol and a + (i + 1) * wC >= -tol)
    t = sum(1 for j in range(nT) if j * wT <= a + WC + tol and (j + 1) * wT >= a - tol)
    return c, t


def best_1d(WC, wC, nC, L, wT, nT, lo=-1e9, hi=1e9, taken=(), olo=-1e9, ohi=1e9):
    """the optimum by breakpoints: every a where some base edge meets a base edge of the edge
    models; between breakpoints the counts are constant, so the breakpoints and the midpoints
    between them are every case. taken: target models already counted (another charger's)."""
    bps = set()
    for i in range(nC + 1):
        for j in range(nT + 1):
            bps.add(j * wT - i * wC)
    bps = sorted(b for b in bps if lo - 1e-9 <= b <= hi + 1e-9)
    if lo > -1e8:
        bps = sorted(set(bps) | {lo})
    if hi < 1e8:
        bps = sorted(set(bps) | {hi})
    cands = list(bps) + [(bps[i] + bps[i + 1]) / 2 for i in range(len(bps) - 1)]
    inner = []
    if olo > -1e8:
        inner.append(olo + 0.001)   # just clear of the friend (touching it is Charging it)
    if ohi < 1e8:
        inner.append(ohi - 0.001)
    cands += inner
    res = []
    for a in cands:
        if a < lo - 1e-9 or a > hi + 1e-9 or a <= olo + 1e-6 or a >= ohi - 1e-6:
            continue
        c, t = counts_1d(a, WC, wC, nC, L, wT, nT)
        tset = {j for j in range(nT) if j * wT <= a + WC + TOL and (j + 1) * wT >= a - TOL}
        res.append((c + len(tset | set(taken)), c, len(tset | set(taken)), a))
    m = max(r[0] for r in res)
    arg = [r for r in res if r[0] == m]
    # unique if only one breakpoint (no midpoint) reaches the max
    mids = set(cands[len(bps):])  # midpoints and points just inside an open bound: an interval
    unique = len(arg) == 1 and arg[0][3] not in mids
    return m, arg, unique


def charge_case(name, title, T, side, C, delta, x, y, a, dice, advance, F=None, B=None,
                terrain=None, note="", expect_fail=False, tight=None, extra_units=(), gaps=None):
    """T and C are Rects (C: only files/ranks/base used); the witness: C moves x forward,
    wheels delta (clockwise +) about its inner front corner, moves y forward into contact,
    its front on T's `side` at slide a (from the edge's first end)."""
    P0, e, n, wT, nT, L = edge_of(T, side)
    fC = bearing((0, 0), (-n[0], -n[1]))
    WC, DC = C.W, C.D
    cf = add(add(P0, e, a + WC / 2), n, DC / 2)
    Cf = Rect(cf, fC, C.files, C.ranks, C.w, C.d)
    # reverse the witness: back y, un-wheel about the same corner, back x
    C1 = Cf.moved(-y)
    cs = C1.corners()
    about = cs[1] if delta > 0 else cs[0]
    C0 = Rect(rot_cw(C1.c, about, -delta), fC - delta, C.files, C.ranks, C.w, C.d)
    Cs = C0.moved(-x)
    d0 = poly_dist(Cs.corners(), T.corners())
    arc = WC * abs(delta) * math.pi / 180
    if tight:
        dice = min(12, max(2, int((d0 - 4 * IN) / IN)))
    if tight == "exact":      # the range is the distance, to the last digit written
        advance = round(d0 - dice * IN, 4)
    elif tight == "short":    # 0.5mm short of the distance
        advance = round(d0 - 0.5 - dice * IN, 4)
        expect_fail = True
    elif tight == "path_short":  # 0.5mm short of the outer corner's path, still >= the distance
        advance = round(x + arc + y - 0.5 - dice * IN, 4)
    rng = dice * IN + advance
    if tight == "path_short":
        assert rng >= d0 + 1, (name, rng, d0)
    lo, hi = -1e9, 1e9
    taken = ()
    if B is not None:
        lo, hi, taken = B[1], B[2], tuple(B[3])  # C must keep clear of B's part of the Facing
    olo, ohi = -1e9, 1e9
    if gaps:
        # a friend of T level with its front, `g` beyond its end: touching it means Charging it (priority 1)
        if "left" in gaps:
            olo = -gaps["left"]
        if "right" in gaps:
            ohi = L + gaps["right"] - WC
    m, arg, unique = best_1d(WC, C.w, C.files, L, wT, nT, lo, hi, taken, olo, ohi)
    c, t = counts_1d(a, WC, C.w, C.files, L, wT, nT)
    hdr = [title, ""]
    hdr.append("Seeds: INDEX facts (Charge Range 2D6 + advance; succeeds when it is at least the distance")
    hdr.append("between the units; forwards, one Wheel <= 90 degrees, into contact, Align about the point")
    hdr.append("of contact), 003 Aligning (Front Facing parallel to the contacted Facing) and Maximising")
    hdr.append("Contact (1 no second enemy unit charged, 3 the target not rotated, 4 most models in contact).")
    hdr.append("")
    hdr.append("T: %d x %d bases %gx%gmm, facing %g; charged Facing: %s, %d models of %gmm along it (L = %gmm)."
               % (T.files, T.ranks, T.w, T.d, T.f, side, nT, wT, L))
    hdr.append("C: %d x %d bases %gx%gmm (frontage %gmm), facing %g at the start." % (C.files, C.ranks, C.w, C.d, WC, Cs.f))
    hdr.append("C's Front Facing centre lies in T's %s arc (135-degree corner lines) -> Target Facing %s."
               % (arc_of(T, Cs.front_centre()), side))
    hdr.append("Distance C-T at the start (shape distance) = %.4fmm = %.4fin." % (d0, d0 / IN))
    hdr.append("Charge Range = %d + advance %.4fmm = %.4fmm (%.4fin) %s distance -> %s."
               % (dice, advance, rng, rng / IN, ">=" if rng >= d0 - TOL else "<", "charge reaches" if rng >= d0 - TOL else "charge FAILS"))
    if not expect_fail:
        hdr.append("End facing: the contacted Facing's outward bearing + 180 = %s." % ang(fC))
        hdr.append("Slide a = where C's frontage [a, a+%g] starts along the Facing [0, %g] (from its first end)." % (WC, L))
        hdr.append("Count (both units' models touching an enemy base; corner-to-corner counts):")
        hdr.append("  C models in contact = #{i: a+%g*i <= %g and a+%g*(i+1) >= 0}," % (C.w, L, C.w))
        hdr.append("  T models in contact = #{j: %g*j <= a+%g and %g*(j+1) >= a}." % (wT, WC, wT))
        hdr.append("Bound: at most %d (C's front rank) + %d (T's models on the Facing) = %d." % (C.files, nT, C.files + nT))
        if B is not None:
            hdr.append("B (C's friend, already in contact) leaves a in [%g, %g]; it touches T's models %s." % (max(B[1], -9999), min(B[2], 9999), list(B[3])))
        if gaps:
            hdr.append("T's friends level with its front: %s -> a in (%s, %s) (touching one is Charging it, priority 1)."
                       % (", ".join("%s at %.1fmm" % kv for kv in gaps.items()), "%.3f" % olo if olo > -1e8 else "-inf", "%.3f" % ohi if ohi < 1e8 else "inf"))
        hdr.append("Every breakpoint (base edge on base edge) and every midpoint between them checked:")
        hdr.append("  best total %d, reached at a = %s -> one point only: %s." % (m, ", ".join("%.3f" % r[3] for r in arg), unique))
        hdr.append("Witness a = %.4f: C %d + T %d%s." % (a, c, t, " (+B's)" if B is not None else ""))
        hdr.append("Witness move (reachable; check.py replays it and sweeps it for overlaps): forward x = %.3fmm," % x)
        hdr.append("  Wheel %+.3f degrees about the %s front corner (outer corner's arc %.3fmm), forward y = %.3fmm."
                   % (delta, "right" if delta > 0 else "left", arc, y))
        hdr.append("  (outer-corner path x + arc + y = %.3fmm; the seeds bound the range by the distance, not this path.)" % (x + arc + y))
        hdr.append("End Centre = first end + e*(a + %g/2) + n*(%g/2) = (%.4f, %.4f)mm." % (WC, DC, cf[0], cf[1]))
    else:
        hdr.append("The range falls short of the distance by %.4fmm: no contact; T does not move." % (d0 - rng))
        hdr.append("(Outer corner's arc for the Wheel it would need: %.3fmm; path x+arc+y = %.3fmm.)" % (arc, x + arc + y))
    if note:
        hdr += [""] + note.strip("\n").split("\n")
    hdr.append("witness: x=%r delta=%r y=%r a=%r side=%s" % (x, delta, y, a, side))
    units = [unit_yaml("C", "red", Cs, props={"advance": mm(advance)} if advance else None),
             unit_yaml("T", "blue", T)]
    exp = ["units:"]
    if not expect_fail:
        if gaps:
            assert not unique and any(abs(r[3] - a) < 1e-6 for r in arg), (name, m, arg, unique)
            hdr.insert(-1, "optimum: not unique (a stretch): asserted are the facing, and that C touches no friend of T.")
            exp.append("  C: {facing: %s, clear_of: {%s}}" % (ang(fC), ", ".join("%s: 0.002in" % k for k in ("F", "G") if k in [u[0] for u in extra_units] + (["F"] if F is not None else []))))
        else:
            assert unique and abs(arg[0][3] - a) < 1e-6, (name, m, arg, unique)
            exp.append("  C: {centre: %s, facing: %s}" % (pt(cf), ang(fC)))
    else:
        exp.append("  C: {clear_of: {T: 0.25mm}}")
    exp.append("  T: {moved: false}")
    if F is not None:
        units.append(unit_yaml("F", "blue", F))
        exp.append("  F: {moved: false}")
    if B is not None:
        units.append(unit_yaml("B", "red", B[0]))
        exp.append("  B: {moved: false}")
    for u in extra_units:
        units.append(unit_yaml(*u))
    exp.append("events: [charge C T]")
    ne = []
    if F is not None:
        ne.append("charge C F")
    ne += ["charge C %s" % u[0] for u in extra_units if u[1] == "blue"]
    if ne:
        exp.append("no_events: [%s]" % ", ".join(ne))
    write(name, "\n".join(hdr), units, "charge", {"unit": "C", "target": "T"}, [dice], exp, terrain=terrain)
    return Cs, Cf, d0


def beside(T, where, gap, files, ranks, w, d, ahead=0.0, facing=None):
    """a friend of T beside it: same facing, `gap` from T's flank, its front `ahead` of T's front"""
    W, D = files * w, ranks * d
    s = -1 if where == "left" else 1
    c = add(add(T.c, rightv(T.f), s * (T.W / 2 + gap + W / 2)), fwd(T.f), ahead + T.D / 2 - D / 2)
    return Rect(c, T.f if facing is None else facing, files, ranks, w, d)


def main():
    import cases_a, cases_c
    for f in os.listdir(HERE):
        if f.endswith(".yaml"):
            os.remove(os.path.join(HERE, f))
    cases_a.A()
    cases_a.Gcases()
    cases_a.Bcases()
    cases_a.WAcases()
    cases_c.Flees()
    cases_c.Pursuits()
    cases_c.Pivot_charge()
    cases_c.More_pursuits()
    cases_c.More_flees()
    cases_c.Dcases()
    import gen
    print(len(gen.OUT), "scenarios")


if __name__ == "__main__":
    main()
