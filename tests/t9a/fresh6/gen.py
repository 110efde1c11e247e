"""Writes tests/t9a/fresh6/*.yaml: the scenarios, their expected values and the working in
each header.  The charge expectations come from solve_charge below, written from seed 003,
INDEX.md and geometry.md only (never from rulec's output); check.py recomputes every file by
brute force.  Run: python3 gen.py (from this folder)."""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from geo6 import *  # noqa

HERE = os.path.dirname(os.path.abspath(__file__))
TOL = 0.001


def L(x, nd=4):
    return fmt(x, nd) + 'in'


def unit_yaml(u):
    parts = ['side: %s' % u.side, 'centre: [%s, %s]' % (L(u.c[0], 6), L(u.c[1], 6)),
             'facing: %s' % fmt(u.b, 6)]
    if u.files != 1:
        parts.append('files: %d' % u.files)
    if u.ranks != 1:
        parts.append('ranks: %d' % u.ranks)
    parts.append('base: [%s, %s]' % (u.base_txt or (L(u.fw), L(u.fd))))
    if u.state:
        parts.append('state: [%s]' % ', '.join(u.state))
    if u.props:
        parts.append('props: {%s}' % ', '.join('%s: %s' % kv for kv in u.props.items()))
    return '  %s: {%s}' % (u.id, ', '.join(parts))


def mmbase(w, d):
    return (w * MM, d * MM), ('%smm' % fmt(w), '%smm' % fmt(d))


def U(uid, side, c, b, files=1, ranks=1, base=(1, 1), mm=False, **kw):
    if mm:
        bb, txt = mmbase(*base)
        return Unit(uid, side, c, b, files, ranks, bb, base_txt=txt, **kw)
    return Unit(uid, side, c, b, files, ranks, base, **kw)


def rect_poly(x0, y0, x1, y1):
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


# ---------------------------------------------------------------- the charge solver
class Solution:
    pass


def straight_contact(C, T, blockers):
    """C moved straight forward into first contact with T: (t, point, hits-blocker-first)."""
    f = fwd(C.b)
    CP, TP = C.corners(), T.corners()
    best = None

    def ray(v, d, poly, sign):
        out = []
        for i in range(len(poly)):
            a, b = poly[i], poly[(i + 1) % len(poly)]
            e = sub(b, a)
            den = cross(d, e)
            if abs(den) < 1e-12:
                continue
            w = sub(a, v)
            t = cross(w, e) / den
            lam = cross(w, d) / den
            if -1e-9 <= lam <= 1 + 1e-9 and t >= -1e-9:
                out.append(t)
        return out

    for v in CP:
        for t in ray(v, f, TP, 1):
            if best is None or t < best[0] - 1e-9:
                best = (t, add(v, f, t))
    for w in TP:
        for t in ray(w, (-f[0], -f[1]), CP, -1):
            if best is None or t < best[0] - 1e-9:
                best = (t, w)
    if best is None:
        return None
    t = best[0]
    first_block = None
    for poly in blockers:
        ts = []
        for v in CP:
            ts += ray(v, f, poly, 1)
        for w in poly:
            ts += ray(w, (-f[0], -f[1]), CP, -1)
        if ts and min(ts) < t - 1e-9:
            first_block = min(ts)
    return t, best[1], first_block


def solve_charge(C, T, blockers, board, rng, tol=TOL):
    s = Solution()
    CP, TP = C.corners(), T.corners()
    s.dist = dist(CP, TP)
    s.rng = rng
    s.reaches = rng >= s.dist - tol
    s.fc = C.front_centre()
    s.facing = arc_of(T, s.fc)
    s.margin = arc_margin(T, s.fc)
    A, B, n = facing_edge(T, s.facing)
    Lf = norm(sub(B, A))
    u = ((B[0] - A[0]) / Lf, (B[1] - A[1]) / Lf)
    M = ((A[0] + B[0]) / 2, (A[1] + B[1]) / 2)
    bf = bearing_of((-n[0], -n[1]))
    s.A, s.B, s.n, s.u, s.M, s.bf, s.Lf = A, B, n, u, M, bf, Lf
    sig = dot(right(bf), u)  # +1 or -1
    s.sig = sig
    offs = [sig * (-C.W / 2 + C.fw * (k + 0.5)) for k in range(C.files)]
    hw = C.fw / 2
    tb = []
    for poly in facing_bases(T, s.facing):
        pr = [dot(sub(p, M), u) for p in poly]
        tb.append((min(pr), max(pr)))
    s.tb = tb

    def centre(sv):
        return add(add(M, u, sv), n, C.D / 2)

    def placed(sv):
        return C.at(centre(sv), bf)

    def legal(sv):
        pc = placed(sv).corners()
        for poly in blockers:
            if penetration(pc, poly) > 1e-7:
                return False
        for p in pc:
            if p[0] < -tol or p[1] < -tol or p[0] > board[0] + tol or p[1] > board[1] + tol:
                return False
        return True

    def count(sv):
        ci = [(sv + o - hw, sv + o + hw) for o in offs]
        nc = sum(1 for (a, b) in ci if any(a <= d + tol and c <= b + tol for (c, d) in tb))
        nt = sum(1 for (c, d) in tb if any(a <= d + tol and c <= b + tol for (a, b) in ci))
        return nc, nt

    s.count = count
    s.centre = centre
    # critical parameters
    crit = set()
    for o in offs:
        for (c, d) in tb:
            for e1 in (o - hw, o + hw):
                for e2 in (c, d):
                    crit.add(e2 - e1)
    lo, hi = -(Lf / 2 + C.W / 2 + 2), Lf / 2 + C.W / 2 + 2
    N = 4000
    prev = legal(lo)
    for i in range(1, N + 1):
        x = lo + (hi - lo) * i / N
        cur = legal(x)
        if cur != prev:
            a, b = lo + (hi - lo) * (i - 1) / N, x
            for _ in range(60):
                m = (a + b) / 2
                if legal(m) == prev:
                    a = m
                else:
                    b = m
            crit.add(a if prev else b)
        prev = cur
    crit = sorted(c for c in crit if lo <= c <= hi)
    pts = []
    for i, c in enumerate(crit):
        pts.append(c)
        if i + 1 < len(crit):
            pts.append((c + crit[i + 1]) / 2)
    best = -1
    val = {}
    for p in pts:
        if legal(p):
            k = sum(count(p))
            val[p] = k
            best = max(best, k)
    s.best = best
    s.placement = None
    if not s.reaches or best <= 0:
        return s
    # the optimal set as closed intervals
    ivs = []
    for i, p in enumerate(pts):
        if val.get(p) == best:
            if ivs and ivs[-1][1] == pts[i - 1] and val.get(pts[i - 1]) == best:
                ivs[-1][1] = p
            else:
                ivs.append([p, p])
    s.ivs = ivs
    # rule 1: straight forward into contact, then turned about the point of contact
    s.rule1 = None
    sc = straight_contact(C, T, blockers)
    s.straight = sc
    if sc is not None and sc[2] is None:
        t, p, _ = sc
        moved = C.at(add(C.c, fwd(C.b), t), C.b)
        delta = (bf - C.b + 180) % 360 - 180
        nc = rot_about(moved.c, p, delta)
        r1 = C.at(nc, bf)
        sv = dot(sub(r1.front_centre(), M), u)
        off_line = abs(dot(sub(r1.front_centre(), M), n))
        on_edge = abs(dot(sub(p, M), n)) < 1e-6 and abs(dot(sub(p, M), u)) <= Lf / 2 + 1e-6
        s.rule1 = dict(t=t, p=p, delta=delta, sv=sv, centre=nc, on_edge=on_edge, off_line=off_line)
        if on_edge and legal(sv) and sum(count(sv)) == best:
            s.placement = ('rule1', sv)
    if s.placement is None:
        s0 = dot(sub(C.c, centre(0)), u)
        bestp = None
        for (a, b) in ivs:
            x = min(max(s0, a), b)
            if bestp is None or abs(x - s0) < abs(bestp - s0) - 1e-12:
                bestp = x
        s.placement = ('least', bestp)
        s.s0 = s0
    s.end = centre(s.placement[1])
    return s


def describe_charge(C, T, s, notes):
    h = []
    for X in (C, T):
        k = X.corners()
        h.append('%s: %dx%d of %s x %s = %.4fin wide, %.4fin deep, centre %s, facing %s;' % (
            X.id, X.files, X.ranks, fmt(X.fw), fmt(X.fd), X.W, X.D, P(X.c), fmt(X.b)))
        h.append('   corners FL %s FR %s RR %s RL %s' % tuple(P(q) for q in k))
    h.append("%s's front-centre %s: in %s's %s arc (v-b = %.4f vs |u|-a = %.4f: front iff v-b > |u|-a;"
             % (C.id, P(s.fc), T.id, s.facing, *_margins(T, s.fc)))
    h.append('   rear iff -v-b > |u|-a; u, v along %s\'s right and forward from its centre).' % T.id)
    h.append('Distance %s-%s (closest points of the boundaries) = %.4fin; Charge Range = %.4fin: %s.' % (
        C.id, T.id, s.dist, s.rng, 'reaches' if s.reaches else 'short, the charge fails'))
    if not s.reaches:
        h.append('Failed: seed 003 / INDEX.md give no Failed Charge Move, so %s stays where it stands.' % C.id)
        return h + notes
    h.append('Facing charged: %s, edge %s -> %s (u = (%.4f, %.4f)), outward normal (%.4f, %.4f); %s ends facing %s.'
             % (s.facing, P(s.A), P(s.B), s.u[0], s.u[1], s.n[0], s.n[1], C.id, fmt(s.bf, 2)))
    h.append("%s's models on that facing occupy u = %s (from its midpoint %s)." % (
        T.id, ', '.join('[%.4f, %.4f]' % ab for ab in s.tb), P(s.M)))
    if s.placement is None:
        h.append('No placement flush on the facing is free of the other bodies: no room, the charge fails.')
        return h + notes
    r1 = s.rule1
    if r1:
        h.append('Rule 1: straight ahead %s meets %s after %.4fin at %s; turned %+.4f deg about it, its front-centre is at u = %.4f%s.'
                 % (C.id, T.id, r1['t'], P(r1['p']), r1['delta'], r1['sv'],
                    '' if r1['on_edge'] else ' (contact not on the charged facing: no rule-1 end)'))
        nc, nt = s.count(r1['sv'])
        h.append('   models in contact there: %d + %d = %d (corner to corner counts).' % (nc, nt, nc + nt))
    elif s.straight is None:
        h.append('Rule 1: straight ahead %s misses %s: it needs a Wheel; no rule-1 end.' % (C.id, T.id))
    else:
        h.append('Rule 1: straight ahead %s meets another body first: no rule-1 end.' % C.id)
    h.append('Most models in contact over the free placements: %d, at front-centre u in %s.' % (
        s.best, ', '.join('[%.4f, %.4f]' % tuple(iv) for iv in s.ivs)))
    kind, sv = s.placement
    if kind == 'rule1':
        h.append('The rule-1 end has the most: it stands (u = %.4f).' % sv)
    else:
        h.append('Least move of the Centre among those: its projection u0 = %.4f, nearest allowed u = %.4f.' % (s.s0, sv))
    nc, nt = s.count(sv)
    h.append('End: %s centre = M + u*%.4f + n*D/2 = %s, facing %s (%d + %d models in contact); %s does not move.'
             % (C.id, sv, P(s.end), fmt(s.bf, 2), nc, nt, T.id))
    return h + notes


def _margins(T, p):
    d = sub(p, T.c)
    uu, vv = dot(d, right(T.b)), dot(d, fwd(T.b))
    return vv - T.D / 2, abs(uu) - T.W / 2


def write(name, title, header, units, run, args, dice, expect_lines, terrain=(), tol=None,
          board=(72, 48), combats=None):
    lines = ['name: %s' % name, '# %s' % title, '#']
    for h in header:
        lines.append(('# ' + h).rstrip())
    lines.append('rules: [../../../rules/%s.rules]' % ('charge' if run == 'charge' else
                                                        'flee' if run == 'flee' else 'pursuit'))
    lines.append('board: {width: %s, depth: %s}' % (L(board[0]), L(board[1])))
    lines.append('units:')
    for u in units:
        lines.append(unit_yaml(u))
    if terrain:
        lines.append('terrain:')
        for (tn, kind, poly) in terrain:
            lines.append('  - {name: %s, kind: %s, polygon: [%s]}' % (
                tn, kind, ', '.join('[%s, %s]' % (L(p[0], 6), L(p[1], 6)) for p in poly)))
    if combats:
        lines.append('combats:')
        for c in combats:
            lines.append('  - [%s]' % ', '.join(c))
    lines.append('run: %s' % run)
    lines.append('args: {%s}' % ', '.join('%s: %s' % kv for kv in args.items()))
    lines.append('dice: [%s]' % ', '.join(str(d) for d in dice))
    if tol:
        lines.append('tolerance: %s' % tol)
    lines.append('expect:')
    lines += expect_lines
    with open(os.path.join(HERE, name + '.yaml'), 'w') as fh:
        fh.write('\n'.join(lines) + '\n')


ALL = []


def root(g, a, b):
    ga = g(a)
    for _ in range(200):
        m = (a + b) / 2
        if (g(m) < 0) == (ga < 0):
            a, ga = m, g(m)
        else:
            b = m
    return (a + b) / 2


def charge(name, title, C, T, others=(), terrain=(), dice=7, advance=None, notes=(), tol=None,
           board=(72, 48), reach=None):
    """reach: (end centre, [lines]) where the end the free placements give is not one a Charge Move
    reaches: the lines work out the reachable ends by hand."""
    t = float(tol[:-2]) if tol else TOL
    adv = 0.0
    if advance is not None:
        adv = advance
        C.props = dict(C.props, advance=L(advance, 6))
    blockers = [o.corners() for o in others] + [p for (_, k, p) in terrain if k == 'impassable']
    s = solve_charge(C, T, blockers, board, dice + adv, t)
    hdr = describe_charge(C, T, s, list(notes))
    if reach is not None:
        hdr.append('REACH: the end above assumes every free flush placement is reached; it is not:')
        hdr += ['  ' + x for x in reach[1]]
        s.end = reach[0]
        hdr.append('End (reached): %s centre %s, facing %s.' % (C.id, P(s.end), fmt(s.bf, 2)))
    nd = 6 if tol else 4
    ex = ['  units:']
    ok = s.reaches and s.placement is not None
    if ok:
        ex.append('    %s: {centre: [%s, %s], facing: %s, state: {has: [charging %s]}}' % (
            C.id, L(s.end[0], nd), L(s.end[1], nd), fmt(s.bf, 4), T.id))
    else:
        ex.append('    %s: {centre: [%s, %s], facing: %s, state: {has: [charging %s]}}' % (
            C.id, L(C.c[0], nd), L(C.c[1], nd), fmt(C.b, 4), T.id))
    ex.append('    %s: {centre: [%s, %s], facing: %s}' % (T.id, L(T.c[0], nd), L(T.c[1], nd), fmt(T.b, 4)))
    for o in others:
        ex.append('    %s: {moved: false}' % o.id)
    ex.append('  events:')
    ex.append('    - charge %s %s' % (C.id, T.id))
    if ok:
        ex.append('  no_events: [failed_charge %s %s]' % (C.id, T.id))
    else:
        ex.append('    - failed_charge %s %s' % (C.id, T.id))
    write(name, title, hdr, [C, T] + list(others), 'charge', {'unit': C.id, 'target': T.id}, [dice], ex,
          terrain, tol, board)
    ALL.append((name, s))
    return s


def place_front_at(T, y):
    """shift T vertically so that its lowest point is at y."""
    low = min(p[1] for p in T.corners())
    T.c = (T.c[0], T.c[1] + y - low)
    return T


# ================================================================ reach worked by hand
def reach14():
    # C 4x2 (x 33..37, front 21) must pass F (x 32..36, y 27..29, touching T's front y = 29).
    g = lambda p: 1 - 4 * math.cos(p) + (6 - 4 * math.sin(p)) * math.tan(p)
    phi = root(g, 0.3, 0.8)
    xc = 36 + 2 * math.tan(phi)
    return (xc + 2, 28), [
        "F stands on T's front (x 32..36, y 27..29). C's straight move runs into it; a Wheel left moves",
        "C west. So C wheels right by phi about its front-right corner (37, 21 + d0), moves forward",
        "until its front-left corner (leading) meets y = 29 at x_c, and turns back about it.",
        "Its left side then trails from (x_c, 29) along (-sin phi, -cos phi), and the sweep of that side",
        "must pass F's corner (36, 27): x_c >= 36 + 2 tan(phi). The path gives",
        "x_c = 37 - 4 cos(phi) + (8 - d0 - 4 sin(phi)) tan(phi) (d0 >= 0 only lowers it for the same phi),",
        "so the least x_c has d0 = 0 and 1 - 4 cos(phi) + (6 - 4 sin(phi)) tan(phi) = 0:",
        "phi = %.6f rad (%.4f deg), x_c = 36 + 2 tan(phi) = %.4f." % (phi, math.degrees(phi), xc),
        "Contacts for x_c in [%.4f, 38]: C files at x_c, x_c+1, x_c+2 touch T (to 40): 3 + 3 = 6; nothing" % xc,
        "reached has more (4 + 4 needs x_c <= 37). Least move of the Centre: x_c = %.4f." % xc]


def reach15():
    g = lambda p: 1 - 3 * math.cos(p) + (4.5 - 3 * math.sin(p)) * math.tan(p)
    phi = root(g, 0.2, 0.8)
    yc = 28.5 + math.tan(phi)
    return (39.5, yc + 1.5), [
        "F overhangs T's left flank by 1in (x up to 39.5, y up to 28.5). C (facing 270, y 26.5..29.5)",
        "must end north of it: a Wheel right (to face 270 + phi, heading north of west) about its",
        "front-right (north) corner (44, 29.5); its front-left (south) corner leads and meets x = 38.5 at",
        "y_c; the Align turns C back about it. C's left (south) side trails from (38.5, y_c) along",
        "(cos phi, -sin phi) and must pass F's corner (39.5, 28.5): y_c >= 28.5 + tan(phi).",
        "Path: y_c = 29.5 - 3 cos(phi) + (5.5 - d0 - 3 sin(phi)) tan(phi); least y_c at d0 = 0 and",
        "1 - 3 cos(phi) + (4.5 - 3 sin(phi)) tan(phi) = 0: phi = %.6f rad, y_c = %.4f." % (phi, yc),
        "C y %.4f..%.4f still touches all 3 flank models with all 3 files: 3 + 3 = 6, the most;" % (yc, yc + 3),
        "least move of the Centre: y = %.4f." % (yc + 1.5)]


def reach16():
    W = 5 * 20 * MM
    fr = 37 + W / 2
    gap = 29 - (20 + 10 * MM)
    g = lambda p: fr - W * math.cos(p) + (gap - W * math.sin(p)) * math.tan(p) - 36.5 - 2 * math.tan(p)
    phi = root(g, 0.05, 0.8)
    xc = 36.5 + 2 * math.tan(phi)
    return (xc + W / 2, 29 - 10 * MM), [
        "F holds x 33.5..36.5 of T's front (y 27..29). C (5 x 20mm = %.4fin, x %.4f..%.4f, front" % (W, 37 - W / 2, fr),
        "y %.4f) must pass it: a Wheel right about its front-right corner, the front-left corner leading" % (20 + 10 * MM),
        "to x_c on y = 29, then the Align about it. C's left side trails along (-sin phi, -cos phi) and must",
        "pass F's corner (36.5, 27): x_c >= 36.5 + 2 tan(phi); path x_c = %.4f - W cos(phi) + (%.4f - W sin(phi)) tan(phi)." % (fr, gap),
        "Equal at phi = %.6f rad: x_c = %.4f. There C's files [x_c, x_c + 0.7874], [.., x_c + 1.5748] touch" % (phi, xc),
        "T (to 38.5), the third starts at %.4f > 38.5: 2 + 2 = 4 (5 needs x_c <= 36.925, not reached)." % (xc + 2 * 20 * MM),
        "Least move of the Centre: x_c = %.4f." % xc]


def reach18():
    g = lambda p: -3.5 + 6 * math.cos(p) - (7.9 - 6 * math.sin(p)) * math.tan(p)
    phi = root(g, 0.1, 0.8)
    xl = 32 - 0.6 * math.tan(phi)
    return (xl + 3, 28.5), [
        "Only C x 32..38 has 5 + 4; C reaches it only straight (its right side flush on the rock face) and",
        "straight ahead from x 34.5 it runs into the rock. A Wheel right moves C east (worse); a Wheel left",
        "about its front-left corner (34.5, 20.5 + d0), forward until the front-right corner (leading) meets",
        "y = 29 at x_R, then the Align about it: the right side trails along (sin phi, -cos phi) and must",
        "pass the rock's corner (38, 28.4): x_R <= 38 - 0.6 tan(phi). Path: x_R = 34.5 + 6 cos(phi) -",
        "(8.5 - d0 - 6 sin(phi)) tan(phi); the greatest x_R: d0 = 0 and -3.5 + 6 cos(phi) - (7.9 - 6 sin(phi))",
        "tan(phi) = 0: phi = %.6f rad, x_R = %.4f, C x %.4f..%.4f: 4 + 4 = 8 (x-span from 31 to 32)," % (phi, xl + 6, xl, xl + 6),
        "the most reached; least move of the Centre: x = %.4f." % (xl + 3)]


def reach19():
    return (35, 28.5), [
        "The rock's face is on T's front line (y = 29) from x = 38. A tilted C meets the line first with its",
        "leading corner: over the rock (x > 38) that is the rock, not T, and C can go no farther. So an end",
        "overhanging the rock (C past x = 38) is reached only straight, from x 34.5..40.5 (4 + 4 = 8).",
        "A Wheel right moves C east (x_c > 34.5: at most 8). A Wheel left with its front-right corner",
        "meeting T's corner (38, 29) exactly gives C x 32..38: 5 (file 33..34 corner to corner) + 4 = 9.",
        "9 is the most reached: C centre (35, 28.5)."]


def reach22(T):
    A, B, n = facing_edge(T, 'front')
    M = ((A[0] + B[0]) / 2, (A[1] + B[1]) / 2)
    u = ((B[0] - A[0]) / 4, (B[1] - A[1]) / 4)

    def un(p):
        d = sub(p, M)
        return dot(d, u), dot(d, n)

    def g(ph):
        fr = (27.5 + 5 * math.cos(ph), 12.5 + 5 * math.sin(ph))
        u0, n0 = un(fr)
        Tt = math.tan(math.radians(30) + ph)
        return u0 + (n0 - 1.5) * Tt + 2.7
    ph = root(g, 0.0, 0.6)
    Tt = math.tan(math.radians(30) + ph)
    uc = -0.2 + 1.5 * Tt
    end = add(add(M, u, uc), n, 0.5)
    fr = (27.5 + 5 * math.cos(ph), 12.5 + 5 * math.sin(ph))
    u0, n0 = un(fr)
    return end, [
        "Frame: u along T's front from M (as above), n out of it. Rock face u = -2.7, from n = -1 to n = 1.5.",
        "9 needs u_c in [-0.2, 0.5]. C must turn +30 in all. With C turned left of its end facing (a Wheel right",
        "by less than 30, or any Wheel left) its front-right corner leads, meets the front line at u_R and the",
        "Align turns C clockwise about it (u_c = u_R + 2.5); its right side trails back toward the rock and",
        "must pass the rock's corner (u -2.7, n 1.5): u_R >= -2.7 + 1.5 tan(delta), delta = the Align's turn.",
        "Wheel right by phi <= 30 (delta = 30 - phi) about (32.5, 12.5 + d0): u_R = -6.915 + 0.5 d0 +",
        "(5.977 - 0.866 d0) tan(delta) <= 3.45 - 6.915 with d0 <= 5.17 (the rock stops a longer straight move):",
        "never reaches the bound. Wheel right past 30: the leading front-left corner would have to travel west",
        "(cos(phi) >= 0.998): no. Wheel left by phi' about (27.5, 12.5): front-right corner at",
        "(27.5 + 5 cos(phi'), 12.5 + 5 sin(phi')), delta = 30 + phi'; the least u_R meets the bound (d0 > 0 only",
        "raises it): phi' = %.6f rad (%.4f deg), corner (u0, n0) = (%.4f, %.4f), tan(delta) = %.6f," % (ph, math.degrees(ph), u0, n0, Tt),
        "u_R = %.4f, u_c = %.4f: 4 + 4 = 8 (8 for u_c up to 1.5), the most reached; least move: this one." % (uc - 2.5, uc),
        "(A contact of C's front edge on T's corner (u -2) with the corner beyond it needs",
        " k/cos(delta) + 1.5 tan(delta) <= 0.7: only a Wheel right with small delta, which, as above, cannot get there.)"]


def reach39(C):
    return (C.c[0], 28.5 + 0.122047), [
        "Both rocks' faces lie on T's front line: a tilted C meets that line first with its leading corner,",
        "over a rock unless that corner is at T's corner. Ends: straight ahead (x 33.363..41.237): 8 + 3 = 11;",
        "Wheel left to T's east corner (C x 31.079..38.953): 8 + 3; Wheel right to its west corner: 8 + 3.",
        "The centred 9 + 3 end overhangs both rocks: reached only straight, from where C does not stand.",
        "11 each: rule 1 (the straight move) decides: C stays on x = 37.3."]


# ================================================================ the charges
def charges():
    # -- the Wheel -------------------------------------------------------------------
    charge('c01_wheel_right_corner_gap_9_487_least_move',
           'one Wheel: the straight move misses, the charger wheels right onto the front, least move of the Centre',
           U('C', 'red', (20, 10), 0, 5, 2), U('T', 'blue', (28, 21), 180, 5, 2), dice=10,
           notes=['Straight ahead C (x 17.5..22.5) misses T (x 25.5..30.5): one Wheel right, then the Align Move.',
                  'Distance = corner (22.5, 11) to corner (25.5, 20) = sqrt(3^2 + 9^2) = 9.4868.',
                  'Every end with C x-span within one base of T (offset -1..+1) touches 5 + 5 (the outer base',
                  'touching corner to corner at offset 1), so the least move of the Centre takes offset -1: x 24.5..29.5.'])
    charge('c02_wheel_left_3_4_5_exact_range',
           'one Wheel left onto a front 3-4-5 away: Charge Range exactly the distance reaches',
           U('C', 'red', (39, 10), 0, 3, 2), U('T', 'blue', (29, 20), 180, 5, 2), dice=10,
           notes=["C's front-left corner (37.5, 11) to T's corner (31.5, 19): dx 6, dy 8, distance 10 = roll 10."])
    charge('c03_wheel_left_3_4_5_short_0_001',
           'the same charge with Charge Range 9.999 (advance 0.999 + roll 9), tolerance 0.0001: fails, nothing moves',
           U('C', 'red', (39, 10), 0, 3, 2), U('T', 'blue', (29, 20), 180, 5, 2), dice=9, advance=0.999,
           tol='0.0001in',
           notes=['Distance 10 (3-4-5), range 9.999: 0.001 short, beyond the scenario tolerance of 0.0001in.'])
    # c04: the outer corner's wheel arc plus the forward move is range + 0.1: still reaches
    C = U('C', 'red', (20, 10), 0, 5, 1, base=(25, 25), mm=True)
    T = U('T', 'blue', (30, 22), 180, 4, 2, base=(25, 25), mm=True)
    s = solve_charge(C, T, [], (72, 48), 99)
    W = C.W
    xf, yfront = s.end[0], s.A[1]
    P0 = (C.c[0] + W / 2, C.c[1] + C.D / 2)

    def resid(phi):
        d = (yfront - P0[1] - W * math.sin(phi)) / math.cos(phi)
        return P0[0] - W * math.cos(phi) + d * math.sin(phi) - (xf - W / 2), d
    a, b = 0.01, 1.5
    for _ in range(100):
        m = (a + b) / 2
        if (resid(a)[0] < 0) == (resid(m)[0] < 0):
            a = m
        else:
            b = m
    phi = a
    d = resid(phi)[1]
    cost = W * phi + d
    rng = cost - 0.1
    adv = rng - 9
    charge('c04_wheel_path_overruns_range_by_0_1_reaches',
           'a player wheeling right then moving straight would use the Charge Range + 0.1in; the range only decides the reach',
           C, T, dice=9, advance=adv,
           notes=['Path of the outer (left) front corner, wheel right by phi about the front-right corner (%s),' % P(P0),
                  'then forward d until the front-left corner meets the front line y = %.4f at x = %.4f (the end below):' % (yfront, xf - W / 2),
                  '  x: %.4f - W cos(phi) + d sin(phi) = %.4f;  y: %.4f + W sin(phi) + d cos(phi) = %.4f' % (P0[0], xf - W / 2, P0[1], yfront),
                  '  phi = %.4f rad (%.3f deg), d = %.4f; the corner travels W*phi + d = %.4f + %.4f = %.4f.' % (phi, math.degrees(phi), d, W * phi, d, cost),
                  'Charge Range = 9 + advance %.4f = %.4f = that path - 0.1, still >= the distance:' % (adv, rng),
                  'INDEX.md: the Charge Move is not limited in distance; the range decides whether it reaches.'])

    # -- units of 1, 2 and 3 ranks, exact range ----------------------------------------------
    T = U('T', 'blue', (30.4, 0), 180, 5, 3, base=(20, 20), mm=True)
    C = U('C', 'red', (30, 10), 0, 6, 1, base=(20, 20), mm=True)
    place_front_at(T, C.front_centre()[1] + 7)
    charge('c05_one_rank_six_on_five_exact_range_slides_to_all_six',
           'a one-rank charger 6 x 20mm on 5 x 20mm, exactly in range: it slides 0.0063in so all six touch',
           C, T, dice=7,
           notes=['Straight ahead (offset 0.4in) the left file of C ends at 28.4252, short of T (28.4315): 5 + 5.',
                  'All six files touch while the offset is within half a base (0.3937in): 6 + 5 = 11.'])
    T = U('T', 'blue', (24.5, 0), 180, 6, 2, base=(25, 25), mm=True)
    C = U('C', 'red', (25, 10), 0, 4, 2, base=(25, 25), mm=True)
    place_front_at(T, C.front_centre()[1] + 6)
    charge('c06_two_ranks_four_on_six_25mm_exact_range_snaps_to_base_edges',
           'a two-rank charger 4 x 25mm on 6 x 25mm, exactly in range, 0.5in off the base edges: corners count',
           C, T, dice=6,
           notes=['With its edges on two base edges of T, C touches 4 bases fully and 2 corner to corner: 4 + 6;',
                  'anywhere else 4 + 5.'])
    T = U('T', 'blue', (40.8, 0), 180, 4, 2, base=(40, 40), mm=True)
    C = U('C', 'red', (40, 10), 0, 3, 3, base=(40, 40), mm=True)
    place_front_at(T, C.front_centre()[1] + 9)
    charge('c07_three_ranks_40mm_three_on_four_exact_range',
           'a three-rank charger 3 x 40mm on 4 x 40mm at exactly 9in',
           C, T, dice=9, advance=None)

    # -- wide on narrow, narrow on wide, base sizes --------------------------------------------
    T = U('T', 'blue', (36, 0), 180, 3, 2, base=(40, 40), mm=True)
    C = U('C', 'red', (37, 10), 0, 8, 1, base=(20, 20), mm=True)
    place_front_at(T, C.front_centre()[1] + 5)
    charge('c08_wide_8x20mm_on_narrow_3x40mm_offset_1in',
           'a wide unit (8 x 20mm) on a narrow one (3 x 40mm) straight on, centres 1in apart: the overlap of fronts',
           C, T, dice=6)
    T = U('T', 'blue', (36, 0), 180, 8, 3, base=(20, 20), mm=True)
    C = U('C', 'red', (38.6, 10), 0, 3, 1, base=(25, 50), mm=True)
    place_front_at(T, C.front_centre()[1] + 8)
    charge('c09_cavalry_3x25x50_overhanging_end_of_8x20mm',
           'cavalry 3 x 25x50mm straight on, its right file past the end of an 8 x 20mm front',
           C, T, dice=8, advance=None)
    T = U('T', 'blue', (30, 0), 180, 5, 2, base=(25, 25), mm=True)
    C = U('C', 'red', (31.3, 10), 0, 1, 1, base=(50, 75), mm=True)
    place_front_at(T, C.front_centre()[1] + 5)
    charge('c10_monster_50x75_on_5x25mm_off_base_edges',
           'a 50x75mm monster on 5 x 25mm infantry, straight on but off its base edges',
           C, T, dice=5)
    T = U('T', 'blue', (30, 0), 180, 1, 1, base=(100, 150), mm=True)
    C = U('C', 'red', (29.0, 10), 0, 4, 2, base=(25, 25), mm=True)
    place_front_at(T, C.front_centre()[1] + 4)
    charge('c11_4x25mm_on_monster_100x150_offset_1in',
           'infantry 4 x 25mm on a 100x150mm monster, offset 1in: one model to touch, every file can',
           C, T, dice=4)
    T = U('T', 'blue', (30, 0), 210, 1, 1, base=(100, 150), mm=True)
    C = U('C', 'red', (30, 10), 0, 1, 1, base=(50, 75), mm=True)
    place_front_at(T, C.front_centre()[1] + 6)
    charge('c12_monster_50x75_on_monster_100x150_turned_30',
           'a 50x75mm monster straight at a 100x150mm monster turned 30 degrees: rule 1 about the point of contact',
           C, T, dice=6)
    T = U('T', 'blue', (30, 0), 135, 3, 2, base=(25, 50), mm=True)
    C = U('C', 'red', (30, 10), 0, 2, 2, base=(50, 50), mm=True)
    place_front_at(T, C.front_centre()[1] + 5)
    charge('c13_50mm_chariots_on_cavalry_turned_45',
           '2 x 2 of 50mm straight at cavalry 3 x 25x50mm facing 135 (turned 45): front-centre in its right-flank arc, C turns +45 about the point of contact',
           C, T, dice=5)

    # -- two chargers into one target ------------------------------------------------------
    T = U('T', 'blue', (36, 30), 180, 8, 2)
    F = U('F', 'red', (34, 28), 0, 4, 2, state=['charging T'])
    C = U('C', 'red', (35, 20), 0, 4, 2)
    charge('c14_second_charger_front_beside_first',
           'two chargers one after the other: the first holds x 32..36 of an 8in front, the second lines up beside it',
           C, T, others=[F], dice=8,
           notes=['Straight ahead C (x 33..37) would overlap F (x 32..36): no rule-1 end.',
                  'Free ends: x-span from 36 on; 36..40 touches 4 bases + the corner of base 35..36 = 4 + 5.'],
           reach=reach14())
    T = U('T', 'blue', (36, 30), 180, 5, 3)
    F = U('F', 'red', (36.5, 27.5), 0, 6, 2, state=['charging T'])
    C = U('C', 'red', (45, 28), 270, 3, 2)
    charge('c15_second_charger_flank_held_off_by_first_overhanging',
           "the second charger hits T's left flank; the first, on the front, overhangs that flank by 1in",
           C, T, others=[F], dice=6, reach=reach15(),
           notes=["T faces south: its left flank is the east edge x = 38.5, y 28.5..31.5.",
                  'F on the front spans x 33.5..39.5, y 26.5..28.5: C (y 26.5..29.5 straight on) would overlap it.'])
    T = U('T', 'blue', (36, 30), 180, 5, 2)
    F = U('F', 'red', (35, 28), 0, 3, 2, state=['charging T'])
    C = U('C', 'red', (37, 20), 0, 5, 1, base=(20, 20), mm=True)
    charge('c16_second_charger_only_two_files_left_overhangs',
           'the first charger holds 3 of 5 files; the second (5 x 20mm) takes the two left and overhangs the end',
           C, T, others=[F], dice=9, reach=reach16())

    # -- impassable terrain beside the target -------------------------------------------------
    charge('c17_open_six_on_four_centres',
           'a target in the open: 6 on 4 straight on, offset 1.5in, slides to the one end where all six touch',
           U('C', 'red', (37.5, 20), 0, 6, 1), U('T', 'blue', (36, 30), 180, 4, 2), dice=9,
           notes=['All six files of C touch only with C x 33..39 (each outer file corner to corner): 6 + 4.'])
    charge('c18_rock_beside_protruding_keeps_charger_off_centre',
           'the same charge beside impassable rock that stands 0.6in proud of the front: the centred end would enter it',
           U('C', 'red', (37.5, 20), 0, 6, 1), U('T', 'blue', (36, 30), 180, 4, 2), dice=9,
           terrain=[('rock', 'impassable', rect_poly(38, 28.4, 41, 32))], reach=reach18(),
           notes=['Rock x 38..41, y 28.4..32: any end with C past x 38 enters it. C x 32..38 touches it.',
                  'Straight ahead (x 34.5..40.5) runs into the rock first: no rule-1 end.'])
    charge('c19_rock_beside_level_with_front_no_bar',
           'the same rock set level with the front line: the centred end only touches it',
           U('C', 'red', (37.5, 20), 0, 6, 1), U('T', 'blue', (36, 30), 180, 4, 2), dice=9,
           terrain=[('rock', 'impassable', rect_poly(38, 29, 41, 32))], reach=reach19())
    charge('c20_gap_between_rocks_level_overhangs_both',
           'a 3in front between two rocks level with it: a 5in charger overhangs both rocks, touching them',
           U('C', 'red', (36, 20), 0, 5, 1), U('T', 'blue', (36, 30), 180, 3, 2), dice=9,
           terrain=[('rockW', 'impassable', rect_poly(30, 29, 34.5, 33)),
                    ('rockE', 'impassable', rect_poly(37.5, 29, 42, 33))])
    charge('c21_gap_between_rocks_proud_0_5_fails',
           'the gap narrower than the charger: both rocks stand 0.5in proud of the front, no room after the align',
           U('C', 'red', (36, 20), 0, 5, 1), U('T', 'blue', (36, 30), 180, 3, 2), dice=9,
           terrain=[('rockW', 'impassable', rect_poly(30, 28.5, 34.5, 33)),
                    ('rockE', 'impassable', rect_poly(37.5, 28.5, 42, 33))],
           notes=['The gap is 3in wide, 0.5in deep; C is 5in wide: flush on the front it overlaps a rock.'])
    # the rock: a rectangle aligned with the facing charged, its face on the line u = -2.7 of T's front
    T = U('T', 'blue', (30, 22), 210, 4, 2)
    A, B, n = facing_edge(T, 'front')
    Mf = ((A[0] + B[0]) / 2, (A[1] + B[1]) / 2)
    uu = ((B[0] - A[0]) / 4, (B[1] - A[1]) / 4)
    pt = lambda a, b: add(add(Mf, uu, a), n, b)
    rock = [pt(-2.7, -1), pt(-4.7, -1), pt(-4.7, 1.5), pt(-2.7, 1.5)]
    charge('c22_rock_beside_turned_target_holds_the_slide',
           'a target turned 30 with rock beside its low end: rule 1 gives 4 + 4, the slide to 5 + 4 stops against the rock',
           U('C', 'red', (30, 12), 0, 5, 1), T, dice=9,
           terrain=[('rock', 'impassable', rock)], reach=reach22(T),
           notes=["Rock: on T's front line beyond its low (east) end, u in [-4.7, -2.7] along the facing, from 1in",
                  "behind the line to 1.5in before it (corners %s %s %s %s)." % tuple(P(q) for q in rock),
                  "C's front spans u in [uc - 2.5, uc + 2.5]: it is free of the rock for uc >= -0.2."])

    # -- arcs near the 135-degree lines -------------------------------------------------------
    C = U('C', 'red', (42.5, 25.95), 270, 4, 2)
    charge('c23_front_centre_in_front_arc_by_0_05_centre_in_flank',
           "C's front-centre lies inside T's front arc by 0.05 (v-b minus |u|-a), its Centre in the flank arc: a front charge",
           C, U('T', 'blue', (36, 30), 180, 5, 2), dice=6,
           notes=['T facing 180: front edge y = 29, x 33.5..38.5. C faces west, front-centre (41.5, 25.95):',
                  '  u = -5.5, v = 4.05: v - b = 3.05 > |u| - a = 3 (front); Centre (42.5, 25.95): 3.05 < 4 (flank).',
                  'C turns 90 right in all (Wheel + Align): e.g. wheel 19.3 deg about (41.5, 27.95), forward to meet T at',
                  "T's corner (38.5, 29), align 70.7 about it: C x 34.5..38.5 (the least move of the Centre among 4 + 5 ends)."])
    C = U('C', 'red', (30.45, 25.5), 0, 3, 1)
    charge('c24_front_centre_in_flank_arc_by_0_05_centre_in_front',
           "C's front-centre lies in T's right-flank arc by 0.05, its Centre in the front arc: a flank charge",
           C, U('T', 'blue', (36, 30), 180, 5, 2), dice=6,
           notes=['T facing 180: right flank = west edge x = 33.5, y 29..31. C front-centre (30.45, 26):',
                  '  u = 5.55, v = 4: v - b = 3 < |u| - a = 3.05 (flank); Centre (30.45, 25.5): v - b = 3.5 (front).',
                  'C ends facing 90, x 32.5..33.5; 3 files on a 2in flank: all touch with C y-span from 28..31 to 29..32',
                  '(an outer file corner to corner): 3 + 2; least move of the Centre: y 28..31.'])
    C = U('C', 'red', (0, 0), 45, 3, 2, base=(25, 50), mm=True)
    T = U('T', 'blue', (36, 30), 180, 5, 2, base=(25, 25), mm=True)
    FLT = T.corners()[0]
    # front-centre on the diagonal from T's west front corner, 0.05in inside the front arc
    FRt = T.corners()[1]
    fcx, fcy = FRt[0] - 4.0, FRt[1] - 4.0 - 0.05
    C.c = (fcx - fwd(45)[0] * C.D / 2, fcy - fwd(45)[1] * C.D / 2)
    charge('c25_cavalry_at_45_front_centre_just_inside_front_arc',
           "cavalry facing 45 with its front-centre 0.05 inside the front arc line of T's west corner: a front charge",
           C, T, dice=7)

    # -- targets turned 10 / 30 / 45, the align move's direction ---------------------------
    T = U('T', 'blue', (30, 0), 190, 5, 2)
    C = U('C', 'red', (30, 10), 0, 5, 2)
    place_front_at(T, 17)
    charge('c26_target_turned_10_rule1_turns_clockwise',
           'a target facing 190: C meets its low corner and turns about it; the Align Move direction is set by the facing',
           C, T, dice=7)
    T = U('T', 'blue', (30, 0), 170, 5, 2)
    C = U('C', 'red', (30, 10), 0, 5, 2)
    place_front_at(T, 17)
    charge('c27_target_turned_minus_10_rule1_turns_anticlockwise',
           'a target facing 170: the mirror of c26, the Align Move turns C the other way',
           C, T, dice=7)
    T = U('T', 'blue', (30, 0), 210, 6, 2, base=(20, 20), mm=True)
    C = U('C', 'red', (30, 10), 0, 4, 2, base=(25, 25), mm=True)
    place_front_at(T, 17)
    charge('c28_target_turned_30_four_25mm_on_six_20mm',
           'a target facing 210 (turned 30): rule 1 about the point of contact, then models decide',
           C, T, dice=7)
    T = U('T', 'blue', (30, 0), 225, 4, 2, base=(25, 25), mm=True)
    C = U('C', 'red', (31, 10), 0, 3, 3, base=(40, 40), mm=True)
    place_front_at(T, 16)
    charge('c29_target_turned_45_three_ranks_40mm',
           'a target facing 225 (turned 45), C offset east: its left-flank arc; rule 1 turns C -45 (4 in contact), the slide gives 5',
           C, T, dice=6)
    T = U('T', 'blue', (30, 0), 135, 5, 2, base=(20, 20), mm=True)
    C = U('C', 'red', (29, 10), 0, 5, 1, base=(20, 20), mm=True)
    place_front_at(T, 15.5)
    charge('c30_target_turned_minus_45_one_rank',
           'a target facing 135, one rank of 20mm: its right-flank arc; the most in contact only at two points, the nearer taken',
           C, T, dice=6)
    T = U('T', 'blue', (30, 0), 10, 5, 3, base=(20, 20), mm=True)
    C = U('C', 'red', (30.5, 10), 0, 5, 2, base=(20, 20), mm=True)
    place_front_at(T, 18)
    charge('c31_rear_of_target_facing_10',
           'a rear charge on a target facing 10 (its rear turned 10 from square): the rear arc, rule 1',
           C, T, dice=8)
    T = U('T', 'blue', (30, 0), 210, 5, 2)
    C = U('C', 'red', (30, 10), 0, 5, 2)
    place_front_at(T, 17)
    charge('c32_target_turned_30_exact_corner_distance',
           'a target facing 210 exactly 6in from C (its low corner straight ahead): exact range reaches',
           C, T, dice=6)
    T = U('T', 'blue', (30, 0), 210, 5, 2)
    C = U('C', 'red', (30, 10), 0, 5, 2)
    place_front_at(T, 17)
    charge('c33_target_turned_30_short_0_001',
           'the same with Charge Range 5.999 (advance 0.999 + roll 5), tolerance 0.0001: fails, nothing moves',
           C, T, dice=5, advance=0.999, tol='0.0001in')

    # -- failed charges --------------------------------------------------------------------
    T = U('T', 'blue', (30, 30), 180, 5, 2)
    C = U('C', 'red', (29, 16), 0, 1, 1, base=(100, 150), mm=True)
    charge('c34_monster_100x150_advance_6_roll_3_one_short_stays',
           'a 100x150mm monster, advance 6 + roll 3 = 9 for a gap of 10.047: fails, a failed charge moves nothing',
           C, T, dice=3, advance=6)
    T = U('T', 'blue', (40, 30), 200, 4, 2, base=(25, 50), mm=True)
    C = U('C', 'red', (33, 14), 20, 3, 2, base=(40, 40), mm=True)
    charge('c35_oblique_failed_by_one_pip',
           'a charger facing 20 at a target facing 200, roll 12 for a gap of 13.886: nothing moves',
           C, T, dice=12)

    # -- more base sizes ---------------------------------------------------------------------
    T = U('T', 'blue', (30, 30), 180, 5, 2, base=(25, 25), mm=True)
    C = U('C', 'red', (0, 0), 0, 1, 1, base=(25, 50), mm=True)
    FLt = T.corners()[1]   # T's west front corner (its front-right)
    C.c = (FLt[0] - 3 * 1.2 - C.W / 2, FLt[1] - 4 * 1.2 - C.D / 2)
    charge('c37_single_cavalry_25x50_wheels_onto_corner_exact_range',
           "one 25x50mm cavalry model, its front-right corner 3.6 x 4.8 (6in) from T's west front corner: roll 6 reaches",
           C, T, dice=6)
    T = U('T', 'blue', (30, 30), 0, 1, 1, base=(100, 150), mm=True)
    C = U('C', 'red', (31.5, 0), 0, 3, 1, base=(25, 50), mm=True)
    C.c = (31.5, T.corners()[2][1] - 8 - C.D / 2)
    charge('c38_cavalry_into_rear_of_monster_100x150_exact_range',
           'cavalry 3 x 25x50mm into the rear of a 100x150mm monster, exactly 8in, 1.5in off its centre',
           C, T, dice=8)
    T = U('T', 'blue', (36, 30), 180, 3, 1, base=(50, 50), mm=True)
    C = U('C', 'red', (37.3, 20), 0, 10, 1, base=(20, 20), mm=True)
    half = T.W / 2
    charge('c39_ten_20mm_on_three_50mm_rocks_level_both_ends',
           'a wide unit (10 x 20mm) on a narrow one (3 x 50mm) between two rocks level with its front: overhangs both',
           C, T, dice=9,
           terrain=[('rockW', 'impassable', rect_poly(36 - half - 3, T.corners()[0][1], 36 - half, 34)),
                    ('rockE', 'impassable', rect_poly(36 + half, T.corners()[0][1], 36 + half + 3, 34))],
           reach=reach39(C))
    T = U('T', 'blue', (36, 30), 270, 4, 3, base=(25, 25), mm=True)
    C = U('C', 'red', (24, 30.7), 90, 1, 1, base=(50, 75), mm=True)
    charge('c40_monster_50x75_straight_into_front_facing_west',
           'a 50x75mm monster facing east into the front of a unit facing west, 0.7in off its centre',
           C, T, dice=10)

    # -- going round a friend --------------------------------------------------------------
    T = U('T', 'blue', (36, 30), 180, 6, 2)
    F = U('F', 'red', (34, 28.2), 0, 2, 1)
    C = U('C', 'red', (34.5, 20), 0, 4, 1)
    # the hand-worked reach: x_c = 35 + 1.3 tan(phi) with phi solving
    # 1.5 - 4 cos(phi) + (7.2 - 4 sin(phi)) tan(phi) = 0
    a, b = 0.2, 0.6
    g = lambda p: 1.5 - 4 * math.cos(p) + (7.2 - 4 * math.sin(p)) * math.tan(p)
    for _ in range(100):
        m = (a + b) / 2
        if g(m) < 0:
            a = m
        else:
            b = m
    phi = a
    xc = 35 + 1.3 * math.tan(phi)
    write_go_round(T, F, C, phi, xc)


def write_go_round(T, F, C, phi, xc):
    name = 'c36_round_a_friend_wheel_clears_its_corner'
    end = (xc + 2, 28.5)
    hdr = [
        'T: 6x2 of 1in, centre (36, 30), facing 180: front y = 29, x 33..39, models at x 33..34, ..., 38..39.',
        "F (C's friend, not charging): 2x1 of 1in, centre (34, 28.2): x 33..35, y 27.7..28.7, 0.3in before T.",
        'C: 4x1 of 1in, centre (34.5, 20), facing 0: front y = 20.5, x 32.5..36.5.',
        "C's front-centre (34.5, 20.5) is in T's front arc; distance 8.5 (straight up), roll 9 reaches.",
        'Straight ahead C runs into F (x 33..35 overlaps 32.5..36.5): no rule-1 end.',
        'Ends flush on the front, C x-span x_c..x_c+4, y 28..29: x_c < 35 overlaps F.',
        'Contact counts: x_c = 35: 4 + 5 (T base 34..35 corner to corner) = 9; 35 < x_c <= 36: 4 + 4 = 8;',
        '  x_c > 36: fewer.',
        'Which of them a Charge Move reaches (forward, one Wheel, forward into contact, Align about the point):',
        '  a Wheel left moves C west, away from x_c >= 35: the ends come by a Wheel right about C\'s front-right',
        '  corner (36.5, 20.5 + d0) by phi, forward until the front-left corner (leading) meets y = 29 at x_c,',
        '  then turned back by phi about it. C\'s left side then trails from (x_c, 29) along (-sin phi, -cos phi):',
        '  F\'s corner (35, 27.7) must stay left of that line: x_c >= 35 + 1.3 tan(phi) (x_c = 35 only with phi = 0,',
        '  which is the straight move into F). The path gives x_c = 36.5 - 4 cos(phi) + (8.5 - d0 - 4 sin(phi)) tan(phi);',
        '  d0 >= 0 (a forward move before the Wheel) only pushes x_c up, so the least x_c has d0 = 0 and',
        '  1.5 - 4 cos(phi) + (7.2 - 4 sin(phi)) tan(phi) = 0: phi = %.6f rad (%.4f deg), x_c = %.4f.' % (phi, math.degrees(phi), xc),
        '  The Align (turning back about (x_c, 29)) sweeps C\'s left side through angles below phi from straight',
        '  down, while F\'s corner lies at atan(1.3 tan(phi) / 0.3) > phi: clear.',
        'So 9 is out of reach; 8 is reached for x_c in [%.4f, 36]; least move of the Centre (from x = 34.5): x_c = %.4f.' % (xc, xc),
        'End: C centre (%.4f, 28.5), facing 0; T and F do not move.' % end[0],
        '(A reading: the Charge Move is forwards, one Wheel, forwards, then the Align Move (INDEX.md); a charger',
        ' may not pass through its friend.)',
    ]
    ex = ['  units:',
          '    C: {centre: [%s, %s], facing: 0, state: {has: [charging T]}}' % (L(end[0]), L(end[1])),
          '    T: {moved: false}', '    F: {moved: false}',
          '  events:', '    - charge C T', '  no_events: [failed_charge C T]']
    write(name, "going round a friend: the charger's friend stands just before the target's front; C wheels round it",
          hdr, [C, T, F], 'charge', {'unit': 'C', 'target': 'T'}, [9], ex)



# ================================================================ flee and pursuit
def st(uid, has=(), lacks=(), c=None, b=None, removed=None, nd=4):
    parts = []
    if c is not None:
        parts.append('centre: [%s, %s]' % (L(c[0], nd), L(c[1], nd)))
    if b is not None:
        parts.append('facing: %s' % fmt(b % 360, 4))
    if removed is not None:
        parts.append('removed: %s' % ('true' if removed else 'false'))
    if has or lacks:
        q = []
        if has:
            q.append('has: [%s]' % ', '.join(has))
        if lacks:
            q.append('lacks: [%s]' % ', '.join(lacks))
        parts.append('state: {%s}' % ', '.join(q))
    return '    %s: {%s}' % (uid, ', '.join(parts))


def ev(events, no_events=()):
    out = []
    if events:
        out.append('  events:')
        out += ['    - %s' % e for e in events]
    if no_events:
        out.append('  no_events: [%s]' % ', '.join(no_events))
    return out


def flees():
    # f01
    Uu = U('U', 'blue', (30, 24), 0, 5, 2, base=(25, 25), mm=True)
    X = U('X', 'red', (36, 16), 323.1301, 3, 1, base=(25, 50), mm=True, state=['charging U'])
    b = bearing_of((30 - 36, 24 - 16))
    end = add(Uu.c, fwd(b), 7)
    write('f01_reaction_flee_away_3_4_5', 'charge reaction Flee! from a charger 6 east, 8 south: away along the 3-4-5 line',
          ['U: 5x2 of 25mm, centre (30, 24), facing 0. X (the charger): centre (36, 16).',
           'Direction Centre to Centre, away from X: (30 - 36, 24 - 16) = (-6, 8), length 10: bearing atan2(-6, 8) = %.4f.' % b,
           'Pivot about the Centre to %.4f, then 7 straight forward: (30 - 0.6*7, 24 + 0.8*7) = %s.' % (b, P(end)),
           'Nothing in the way; the board is 72 x 48.'],
          [Uu, X], 'flee', {'unit': 'U', 'reason': 'charge_reaction', 'from': 'X'}, [7],
          ['  units:', st('U', has=['fleeing'], c=end, b=b), st('X', c=X.c, b=X.b)] + ev([], ['casualty U']))
    # f02
    Uu = U('U', 'blue', (30, 24), 0, 4, 2, base=(25, 25), mm=True)
    ex = 30 - Uu.W / 2 - 25 * MM
    E = U('E', 'red', (ex, 24), 90, 3, 1, base=(25, 50), mm=True)
    write('f02_failed_break_from_cavalry_on_left_flank', 'failed Break Test: engaged on its left flank by cavalry facing 90, U turns its rear to that front',
          ['U: 4x2 of 25mm (3.9370 x 1.9685), centre (30, 24), facing 0: left flank x = 28.0315.',
           'E: 3x1 of 25x50mm facing 90, its front on x = 28.0315 (centre x = 28.0315 - 0.9843 = %.4f).' % ex,
           "U's Rear Facing parallel to E's Front Facing (the Facing U was Engaged in), facing away: U faces 90.",
           'Pivot about (30, 24): U spans x 29.0157..30.9843, clear of E (x <= 28.0315); 8 forward: (38, 24).'],
          [Uu, E], 'flee', {'unit': 'U', 'reason': 'failed_break', 'from': 'E'}, [8],
          ['  units:', st('U', has=['fleeing'], c=(38, 24), b=90), st('E', c=E.c, b=90)],
          combats=[['U', 'E']])
    # f03
    Uu = U('U', 'blue', (30, 20), 0, 5, 2)
    Mo = U('M', 'red', (31, 29), 180, 1, 1, base=(100, 150), mm=True)
    I = U('I', 'red', (30, 11.5), 0, 1, 1)
    b = bearing_of((30 - 31, 20 - 29))
    end = add(Uu.c, fwd(b), 6)
    dM = dist(Uu.corners(), Mo.corners())
    dI = dist(Uu.corners(), I.corners())
    write('f03_failed_rally_closest_by_boundary_monster', 'failed Rally Test: the monster is closer by boundary (5.047) though its Centre is farther (9.055 against 8.5)',
          ['U: 5x2 of 1in, centre (30, 20), facing 0: x 27.5..32.5, y 19..21.',
           'M: 100x150mm monster, centre (31, 29): y 26.0472..31.9528; boundary distance %.4f, centre distance %.4f.' % (dM, math.hypot(1, 9)),
           'I: one 1in model, centre (30, 11.5): y 11..12; boundary distance %.4f, centre distance 8.5.' % dI,
           'Closest enemy unit (distance between units, boundary to boundary): M. Away from it, Centre to Centre:',
           '  (30 - 31, 20 - 29) = (-1, -9): bearing %.4f. Pivot, then 6 forward: %s.' % (b, P(end)),
           "There U's front (1in ahead of the Centre) is at y ~13.04, clear of I (y <= 12)."],
          [Uu, Mo, I], 'flee', {'unit': 'U', 'reason': 'failed_rally'}, [6],
          ['  units:', st('U', has=['fleeing'], c=end, b=b)])
    # f04
    Uu = U('U', 'blue', (30, 20), 0, 3, 2)
    X = U('X', 'red', (30, 12), 0, 3, 2, state=['charging U'])
    G = U('G', 'blue', (30, 26), 0, 4, 2)
    write('f04_reaction_flee_ends_on_friend_goes_on_panic', 'Flee! straight north 5 ends on a friend: the move goes on until clear, the friend tests Panic',
          ['U: 3x2 of 1in, centre (30, 20), facing 0. X charges from (30, 12): away is bearing 0, no turn.',
           'G (friend): 4x2 of 1in, centre (30, 26): y 25..27.',
           '5 forward: centre (30, 25), U y 24..26 overlaps G. Continue straight until U can be placed:',
           "U's rear at G's front y = 27: centre (30, 28) (placed touching G, Unit Spacing ignored). Panic test for G."],
          [Uu, X, G], 'flee', {'unit': 'U', 'reason': 'charge_reaction', 'from': 'X'}, [5],
          ['  units:', st('U', has=['fleeing'], c=(30, 28), b=0), st('G', c=(30, 26), b=0)] + ev(['panic_test G'], ['casualty U']))
    # f05
    Uu = U('U', 'blue', (20, 20), 90, 5, 1)
    E = U('E', 'red', (12, 20), 90, 3, 1)
    write('f05_failed_rally_flees_through_rock_dangerous', 'failed Rally Test, fleeing east through impassable rock: a Dangerous Terrain (4+) test',
          ['U: 5x1 of 1in facing 90: x 19.5..20.5, y 17.5..22.5. E (closest enemy) centre (12, 20): away = bearing 90.',
           'Rock x 23..24, y 18..22: U passes through it. 9 forward: centre (29, 20), x 28.5..29.5, clear of the rock.'],
          [Uu, E], 'flee', {'unit': 'U', 'reason': 'failed_rally'}, [9],
          ['  units:', st('U', has=['fleeing'], c=(29, 20), b=90)] + ev(['dangerous_terrain_test U 4'], ['casualty U']),
          terrain=[('rock', 'impassable', rect_poly(23, 18, 24, 22))])
    # f06a / f06b
    for nm, dice, tt in (('f06a_failed_rally_reaches_table_edge_casualty', 6, 'failed Rally Test north: 6 carries U past the edge 5.016 away: removed'),
                         ('f06b_failed_rally_stops_0_016_short_of_edge', 5, 'the same with 5: U stops 0.016in short of the edge and stays')):
        Uu = U('U', 'blue', (30, 42), 0, 4, 2, base=(25, 25), mm=True)
        E = U('E', 'red', (30, 34), 0, 4, 2, base=(25, 25), mm=True)
        hdr = ['U: 4x2 of 25mm, centre (30, 42), facing 0: front y = 42.9843; the board edge y = 48 is 5.0157 away.',
               'E (closest enemy) centre (30, 34), due south: away = bearing 0.']
        if dice == 6:
            hdr.append('6 >= 5.0157: the Flee Move takes U into contact with the Table Edge: removed as a casualty.')
            exl = ['  units:', st('U', removed=True)] + ev(['casualty U'])
        else:
            hdr.append('5 < 5.0157: centre (30, 47), front 47.9843, 0.0157 from the edge (more than the tolerance): stays.')
            exl = ['  units:', st('U', has=['fleeing'], c=(30, 47), b=0, removed=False)] + ev([], ['casualty U'])
        write(nm, tt, hdr, [Uu, E], 'flee', {'unit': 'U', 'reason': 'failed_rally'}, [dice], exl)
    # f07
    Uu = U('U', 'blue', (20, 20), 90, 3, 1, base=(25, 50), mm=True)
    X = U('X', 'red', (26, 28), 200, 1, 1, base=(50, 75), mm=True)
    b = bearing_of((-6, -8))
    write('f07_terror_cavalry_flees_away_6_8_10', 'failed Terror Test: cavalry flees from a monster 6 east, 8 north: 10 along the 3-4-5 line',
          ['U: 3x1 of 25x50mm facing 90, centre (20, 20). X (terrifying monster) centre (26, 28).',
           'Away, Centre to Centre: (20 - 26, 20 - 28) = (-6, -8): bearing %.4f; 10 forward: (20 - 6, 20 - 8) = (14, 12).' % b],
          [Uu, X], 'flee', {'unit': 'U', 'reason': 'terror', 'from': 'X'}, [10],
          ['  units:', st('U', has=['fleeing'], c=(14, 12), b=b)] + ev([], ['casualty U']))


def pursuits():
    # p01
    B = U('B', 'red', (30, 20), 0, 5, 2)
    A = U('A', 'blue', (36, 10), 150, 3, 2, state=['fleeing'])
    end = add(B.c, fwd(150), 7)
    write('p01_pivot_to_150_and_move_7', 'B pivots to the fled unit\'s facing 150 and moves 7; A stays 2.66 ahead',
          ['B: 5x2 of 1in at (30, 20) facing 0; A (fled) 3x2 at (36, 10) facing 150.',
           'Pivot B about its Centre to 150: front edge centre (30.5, 19.134); front facing clear of everything.',
           "A relative to B's Centre: along 150: 6*0.5 + 10*0.8660 = 11.660; across: 6*(-0.8660) + (-10)*(-0.5) = -0.196:",
           "A's rear edge is 11.660 - 1 - 1 = 9.660 ahead of B's front: beyond 7. 2.3: 7 straight forward:",
           '(30 + 7*0.5, 20 - 7*0.8660) = %s. Step 3: 2.66 from A, legal.' % P(end)],
          [B, A], 'pursue', {'unit': 'B', 'pursued': 'A'}, [7],
          ['  units:', st('B', c=end, b=150), st('A', c=A.c, b=150)] + ev([], ['pursue_off_board B']),
          combats=[['A', 'B']])
    # p02: pursuit into an enemy turned 20: a charge move
    B = U('B', 'red', (30, 20), 0, 4, 2)
    A = U('A', 'blue', (60, 40), 0, 3, 2, state=['fleeing'])
    E = U('E', 'blue', (30, 0), 200, 5, 2)
    place_front_at(E, 27)
    s = solve_charge(B, E, [A.corners()], (72, 48), 8)
    hdr = ['A fled north (facing 0) and stands far off at (60, 40): B keeps facing 0, no Pivot.',
           "Rectangle ahead (B's front x 28..32, y 21..29): E's low corner at y 27 is the first obstacle: 2.2, charge E",
           'with the Pursuit Distance 8 as Charge Range, Facing fixed before the Pivot by the arc (B faces 0 throughout).']
    hdr += describe_charge(B, E, s, [])
    write('p02_pursuit_charges_enemy_facing_200', 'a pursuit whose rectangle ahead meets an enemy facing 200: it charges and aligns about the point of contact',
          hdr, [B, A, E], 'pursue', {'unit': 'B', 'pursued': 'A'}, [8],
          ['  units:', st('B', has=['charging E'], c=s.end, b=s.bf), st('E', c=E.c, b=E.b)] + ev(['charge B E']),
          combats=[['A', 'B']])
    ALL.append(('p02', s))
    # p03
    B = U('B', 'red', (30, 20), 0, 3, 2)
    A = U('A', 'blue', (12, 40), 0, 3, 2, state=['fleeing'])
    write('p03_rock_ahead_stops_then_backtracks_to_1in', 'impassable rock 6.5 ahead, roll 9: B stops against it, then backs to 1in (Unit Spacing)',
          ['B: 3x2 of 1in at (30, 20) facing 0 (A fled north, no Pivot): front y = 21, x 28.5..31.5.',
           'Rock x 25..35, y 27.5..30: the first obstacle in the rectangle ahead (y 21..30), an obstruction: 2.3.',
           'B moves forward and stops with its front in contact at y = 27.5 (moved 6.5 of 9).',
           'Step 3: within 1in of Impassable Terrain: back to the last legal position, front y = 26.5: centre (30, 25.5).'],
          [B, A], 'pursue', {'unit': 'B', 'pursued': 'A'}, [9],
          ['  units:', st('B', c=(30, 25.5), b=0)] + ev([], ['pursue_off_board B']),
          terrain=[('rock', 'impassable', rect_poly(25, 27.5, 35, 30))], combats=[['A', 'B']])
    # p04
    B = U('B', 'red', (30, 42), 0, 4, 1)
    A = U('A', 'blue', (30, 47.5), 0, 3, 1, state=['removed'])
    write('p04_destroyed_pursued_direction_off_board', 'the pursued unit was destroyed facing 0; 7 ahead reaches the north edge 5.5 away: off the board',
          ['B: 4x1 of 1in at (30, 42) facing 0: front y = 42.5, board edge y = 48: 5.5 ahead.',
           'A was destroyed (removed) facing 0: B keeps facing 0. Rectangle ahead 7 deep reaches the edge first:',
           '2.1: B moves to the edge and pursues off the Board: removed.'],
          [B, A], 'pursue', {'unit': 'B', 'pursued': 'A'}, [7],
          ['  units:', st('B', removed=True)] + ev(['pursue_off_board B']), combats=[['A', 'B']])
    # p05
    B = U('B', 'red', (30, 20), 0, 4, 2, base=(25, 25), mm=True)
    A = U('A', 'blue', (27, 12), 200, 3, 2, base=(25, 25), mm=True, state=['fleeing'], props={'flee_distance': '6in'})
    end = add(B.c, fwd(200), 8)
    write('p05_catches_then_pivots_to_200_and_moves_8', 'roll 8 >= flee distance 6: A is destroyed; B pivots to the direction A had (200) and moves 8',
          ['A fled 6 (prop flee_distance) and faces 200; roll 8 >= 6: A destroyed, removed before B moves.',
           'B (4x2 of 25mm at (30, 20)) pivots to 200 (the direction A had) and, nothing ahead, moves 8:',
           '(30 + 8 sin 200, 20 + 8 cos 200) = (30 - 2.7362, 20 - 7.5175) = %s.' % P(end)],
          [B, A], 'pursue', {'unit': 'B', 'pursued': 'A'}, [8],
          ['  units:', st('B', c=end, b=200), st('A', removed=True)] + ev(['destroyed A']), combats=[['A', 'B']])
    # p06
    B = U('B', 'red', (30, 20), 0, 3, 1, base=(25, 50), mm=True)
    A = U('A', 'blue', (10, 40), 0, 3, 2, state=['fleeing'])
    G = U('G', 'red', (31, 27), 0, 4, 2)
    yc = 25 - B.D / 2
    write('p06_cavalry_stops_at_friend_outside_combat_backtracks_1in', "cavalry pursuing into its friend that was not in the combat: stops, then backs to 1in",
          ['B: 3x1 of 25x50mm at (30, 20) facing 0: front y = 20.9843, x 28.5236..31.4764.',
           'G (friend, not in the combat): 4x2 of 1in at (31, 27): x 29..33, y 26..28: an obstruction.',
           'Rectangle ahead 10 deep: G first. 2.3: B moves until its front touches G (front y = 26), stops.',
           'Step 3: within 1in of G: back to front y = 25: centre (30, 25 - 0.9843) = (30, %.4f).' % yc],
          [B, A, G], 'pursue', {'unit': 'B', 'pursued': 'A'}, [10],
          ['  units:', st('B', c=(30, yc), b=0), st('G', c=(31, 27), b=0)], combats=[['A', 'B']])


if __name__ == '__main__':
    for f in os.listdir(HERE):
        if f.endswith('.yaml'):
            os.remove(os.path.join(HERE, f))
    charges()
    flees()
    pursuits()
    for n, s in ALL:
        print(n, 'reach' if s.reaches else 'SHORT', s.facing, 'dist %.4f' % s.dist,
              s.placement and (s.placement[0], 'end', P(s.end), fmt(s.bf, 2), s.count(s.placement[1])))
