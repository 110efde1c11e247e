"""check.py: asfresh10's own geometry for the fresh10 assault suite (not rulec).

Everything in inches. Round bases only. A scenario is a dict (see gen.py); a
witness is an order of moves, each a model index of the charger and the points
its centre goes through. verify() checks every leg of every route against the
rule text (seed 004) and the v1.1 contract:
  * each route at most the move (the higher die where difficult terrain is
    crossed), legs as straight segments;
  * no leg overlaps a model standing at the time (friends already moved at
    their end, friends not yet moved at their start, every enemy model);
  * no leg comes within 1in of a model of an enemy unit not charged;
  * no leg overlaps impassable terrain; every point stays on the board;
  * at the end no two models overlap and the charger is coherent.
Then it counts: charger models in base contact, target models touched,
charger models ENGAGED (contact, or within 2in of a model of the unit in contact).
bound_reach() gives the upper bounds by straight-line reach (a route is never
shorter than the straight line): for each charger model and each target model,
the least straight distance from the model's start to a legal contact position
on that target model (not overlapping any enemy model, impassable terrain or the
board edge, not within 1in of an uncharged enemy), sampled every 0.02 degrees
and reported with its margin to the move.
"""
import math

TOL = 0.001
MMIN = 1 / 25.4
RAD = {25: 12.5 / 25.4, 32: 16 / 25.4, 40: 20 / 25.4, 50: 25 / 25.4}


def d(p, q):
    return math.hypot(p[0] - q[0], p[1] - q[1])


def seg_pt(a, b, p):
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    L2 = dx * dx + dy * dy
    if L2 == 0:
        return d(a, p)
    t = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / L2))
    return d((ax + t * dx, ay + t * dy), p)


def seg_seg(a, b, c, e):
    # distance between segments ab and ce
    def ccw(p, q, r):
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    d1, d2 = ccw(a, b, c), ccw(a, b, e)
    d3, d4 = ccw(c, e, a), ccw(c, e, b)
    if ((d1 > 0) != (d2 > 0)) and ((d3 > 0) != (d4 > 0)) and d1 * d2 < 0 and d3 * d4 < 0:
        return 0.0
    return min(seg_pt(a, b, c), seg_pt(a, b, e), seg_pt(c, e, a), seg_pt(c, e, b))


def point_in_poly(p, poly):
    x, y = p
    inside = False
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        if (y1 > y) != (y2 > y):
            xi = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if xi > x:
                inside = not inside
    return inside


def seg_poly(a, b, poly):
    if point_in_poly(a, poly) or point_in_poly(b, poly):
        return 0.0
    n = len(poly)
    return min(seg_seg(a, b, poly[i], poly[(i + 1) % n]) for i in range(n))


def poly_edges_dist(p, poly):
    n = len(poly)
    return min(seg_pt(poly[i], poly[(i + 1) % n], p) for i in range(n))


def at(p, bearing, dist):
    """point dist from p on compass bearing (0 = +y, 90 = +x)."""
    a = math.radians(bearing)
    return (p[0] + dist * math.sin(a), p[1] + dist * math.cos(a))


def bearing(p, q):
    return math.degrees(math.atan2(q[0] - p[0], q[1] - p[1])) % 360


def r_of(u):
    return RAD[u["base"]]


def path_len(pts):
    return sum(d(pts[i], pts[i + 1]) for i in range(len(pts) - 1))


def arc_pts(c, rr, b0, b1, n=64):
    """points on a polygon circumscribing the arc of radius rr about c from
    bearing b0 to b1 (the short way): a route that stays at least rr from c."""
    db = ((b1 - b0 + 180) % 360) - 180
    out = []
    R2 = rr / math.cos(math.radians(abs(db) / n / 2))
    out.append(at(c, b0, rr))
    for k in range(n):
        out.append(at(c, b0 + db * (k + 0.5) / n, R2))
    out.append(at(c, b1, rr))
    return out


class Fail(Exception):
    pass


def enemies(s, uid):
    side = s["units"][uid]["side"]
    return [k for k, u in s["units"].items() if u["side"] != side]


def charged(s):
    return [s["target"]] + s.get("also_charging", [])


def terrain_cross(s, pts, r, kinds):
    """does a disc of radius r along the route touch a terrain of one of kinds?"""
    hit = []
    for t in s.get("terrain", []):
        if t["kind"] not in kinds:
            continue
        for i in range(len(pts) - 1):
            if seg_poly(pts[i], pts[i + 1], t["poly"]) < r - 1e-9:
                hit.append(t["name"])
                break
    return hit


def verify(s, w):
    """w: {'order': [(i, [points after start...]), ...]}; returns the final
    positions and the counts; raises Fail on any broken constraint."""
    U = s["unit"]
    cu = s["units"][U]
    rc = r_of(cu)
    pos = {k: list(map(tuple, u["models"])) for k, u in s["units"].items()}
    move = s["eff_move"]
    W, D = s["board"]
    moved = set()
    unch = [k for k in enemies(s, U) if k not in charged(s)]
    notes = []
    for i, pts in w["order"]:
        if i in moved:
            raise Fail("model %d moved twice" % i)
        route = [pos[U][i]] + [tuple(p) for p in pts]
        L = path_len(route)
        if L > move + TOL:
            raise Fail("model %d route %.6f > move %.6f" % (i, L, move))
        for a, b in zip(route, route[1:]):
            for k, u in s["units"].items():
                ru = r_of(u)
                for j, q in enumerate(pos[k]):
                    if k == U and j == i:
                        continue
                    dd = seg_pt(a, b, q)
                    if dd < rc + ru - TOL:
                        raise Fail("model %d leg %s-%s overlaps %s#%d (%.4f)" % (i, a, b, k, j, dd - rc - ru))
                    if k in unch and dd <= rc + ru + 1 + TOL:
                        raise Fail("model %d leg within 1in of uncharged %s#%d (%.4f)" % (i, k, j, dd - rc - ru))
            for t in s.get("terrain", []):
                if t["kind"] == "impassable" and seg_poly(a, b, t["poly"]) < rc - TOL:
                    raise Fail("model %d leg into impassable %s" % (i, t["name"]))
            for p in (a, b):
                if p[0] < rc - TOL or p[0] > W - rc + TOL or p[1] < rc - TOL or p[1] > D - rc + TOL:
                    raise Fail("model %d off the board at %s" % (i, p))
        notes.append((i, L, terrain_cross(s, route, rc, ("difficult", "dangerous")),
                      [t["name"] for t in s.get("terrain", []) if t["kind"] == "dangerous"
                       and not point_in_poly(route[0], t["poly"]) and poly_edges_dist(route[0], t["poly"]) >= rc
                       and terrain_cross(s, route, rc, ("dangerous",))]))
        pos[U][i] = route[-1]
        moved.add(i)
    # final checks
    allm = [(k, j, q, r_of(s["units"][k])) for k in pos for j, q in enumerate(pos[k])]
    for x in range(len(allm)):
        for y in range(x + 1, len(allm)):
            k1, j1, q1, r1 = allm[x]
            k2, j2, q2, r2 = allm[y]
            if d(q1, q2) < r1 + r2 - TOL:
                raise Fail("overlap %s#%d %s#%d" % (k1, j1, k2, j2))
    res = counts(s, pos)
    if len(pos[U]) > 1 and not res["coherent"]:
        raise Fail("not coherent")
    res["pos"] = pos
    res["notes"] = notes
    return res


def touching(p, rp, q, rq):
    g = d(p, q) - rp - rq
    return -TOL <= g <= TOL


def counts(s, pos):
    U, T = s["unit"], s["target"]
    cu = s["units"][U]
    rc = r_of(cu)
    en = enemies(s, U)
    inc = []
    for i, p in enumerate(pos[U]):
        if any(touching(p, rc, q, r_of(s["units"][k])) for k in en for q in pos[k]):
            inc.append(i)
    tt = []
    ru = r_of(s["units"][T])
    for j, q in enumerate(pos[T]):
        if any(touching(p, rc, q, ru) for p in pos[U]):
            tt.append(j)
    eng = [i for i, p in enumerate(pos[U]) if i in inc or any(d(p, pos[U][j]) - 2 * rc <= 2 + TOL for j in inc)]
    # coherency
    n = len(pos[U])
    adj = {i: [j for j in range(n) if j != i and d(pos[U][i], pos[U][j]) - 2 * rc <= 2 + TOL] for i in range(n)}
    seen = {0}
    st = [0]
    while st:
        x = st.pop()
        for y in adj[x]:
            if y not in seen:
                seen.add(y)
                st.append(y)
    coh = len(seen) == n and all(adj[i] for i in range(n)) if n > 1 else True
    return {"in_contact": inc, "touched": tt, "engaged": eng, "coherent": coh}


def contact_spots(s, t_unit, j, step=0.02):
    """legal contact centres for a charger model on target model j of t_unit:
    not overlapping any enemy model, impassable terrain or board edge, not within
    1in of an uncharged enemy model."""
    U = s["unit"]
    rc = r_of(s["units"][U])
    tu = s["units"][t_unit]
    q = tu["models"][j]
    rr = rc + r_of(tu)
    W, D = s["board"]
    unch = [k for k in enemies(s, U) if k not in charged(s)]
    out = []
    n = int(round(360 / step))
    for a in range(n):
        p = at(q, a * step, rr)
        ok = rc - TOL <= p[0] <= W - rc + TOL and rc - TOL <= p[1] <= D - rc + TOL
        if ok:
            for k in enemies(s, U):
                rk = r_of(s["units"][k])
                for jj, qq in enumerate(s["units"][k]["models"]):
                    if k == t_unit and jj == j:
                        continue
                    lim = rc + rk + (1 + TOL if k in unch else -TOL)
                    if d(p, qq) < lim or (k in unch and d(p, qq) <= lim):
                        ok = False
                        break
                if not ok:
                    break
        if ok:
            for t in s.get("terrain", []):
                if t["kind"] == "impassable" and (point_in_poly(p, t["poly"]) or poly_edges_dist(p, t["poly"]) < rc - TOL):
                    ok = False
                    break
        if ok:
            out.append((a * step, p))
    return out


def bound_reach(s, move=None):
    """matrix reach[i][(k,j)] = least straight distance from charger i's start to
    a legal contact spot on model j of charged unit k (None: no legal spot)."""
    U = s["unit"]
    move = s["eff_move"] if move is None else move
    M = {}
    spots = {}
    for k in charged(s):
        for j in range(len(s["units"][k]["models"])):
            spots[(k, j)] = contact_spots(s, k, j)
    for i, p in enumerate(s["units"][U]["models"]):
        M[i] = {}
        for kj, sp in spots.items():
            M[i][kj] = min((d(p, q) for _, q in sp), default=None)
    return M, spots


def leg_ok(s, pos, i, a, b):
    U = s["unit"]
    rc = r_of(s["units"][U])
    W, D = s["board"]
    unch = [k for k in enemies(s, U) if k not in charged(s)]
    for k, u in s["units"].items():
        ru = r_of(u)
        for j, q in enumerate(pos[k]):
            if k == U and j == i:
                continue
            dd = seg_pt(a, b, q)
            if dd < rc + ru - TOL:
                return False
            if k in unch and dd <= rc + ru + 1 + 0.01:
                return False
    for t in s.get("terrain", []):
        if t["kind"] == "impassable" and seg_poly(a, b, t["poly"]) < rc - TOL:
            return False
    for p in (a, b):
        if p[0] < rc or p[0] > W - rc or p[1] < rc or p[1] > D - rc:
            return False
    return True


def find_witness(s, first, tries=300, step=1.0, seed=1, fixed=None):
    """my own search for a witness (not a proof: the bound is separate).
    first: (i, point) the first model's move, fixed by the rule. Returns the
    best witness found by (touched, in_contact, engaged)."""
    import random
    rnd = random.Random(seed)
    U = s["unit"]
    rc = r_of(s["units"][U])
    move = s["eff_move"]
    n = len(s["units"][U]["models"])
    spots = []
    for k in charged(s):
        for j in range(len(s["units"][k]["models"])):
            for a, p in contact_spots(s, k, j, step):
                spots.append(((k, j), p))
    spots += notch_spots(s)
    best = None
    for t in range(tries):
        pos = {k: list(map(tuple, u["models"])) for k, u in s["units"].items()}
        order = [(first[0], [first[1]])]
        pos[U][first[0]] = first[1]
        rest = [i for i in range(n) if i != first[0]]
        rnd.shuffle(rest)
        touched = set()
        for kk in charged(s):
            ru = r_of(s["units"][kk])
            for j, q in enumerate(pos[kk]):
                if touching(first[1], rc, q, ru):
                    touched.add((kk, j))
        incs = [first[0]]
        later = []
        mode = rnd.random()
        for i in rest:
            p0 = pos[U][i]
            cands = []
            for kj, p in spots:
                if d(p0, p) > move:
                    continue
                if any(d(p, pos[U][m]) < 2 * rc - TOL for m in range(n) if m != i):
                    continue
                cands.append((kj, p))
            cands = [c for c in cands if leg_ok(s, pos, i, p0, c[1])]
            if not cands:
                later.append(i)
                continue
            def fresh(c):
                return sum(1 for kk in charged(s) for j, q in enumerate(pos[kk])
                           if (kk, j) not in touched and touching(c[1], rc, q, r_of(s["units"][kk])))
            fr = {id(c): fresh(c) for c in cands}
            top = max(fr.values())
            if mode > 0.8 and top > 0:
                top = 1
            pool = [c for c in cands if fr[id(c)] >= top] or cands
            if mode < 0.3:
                c = min(pool, key=lambda c: d(p0, c[1]))
            elif mode < 0.6:
                c = max(pool, key=lambda c: d(p0, c[1]))
            else:
                c = rnd.choice(pool)
            order.append((i, [c[1]]))
            pos[U][i] = c[1]
            for kk in charged(s):
                ru = r_of(s["units"][kk])
                for j, q in enumerate(pos[kk]):
                    if touching(c[1], rc, q, ru):
                        touched.add((kk, j))
            incs.append(i)
        later.sort(key=lambda i: min(d(pos[U][i], pos[U][m]) for m in incs))
        final = set(incs)
        for i in later:
            p0 = pos[U][i]
            got = None
            for pref in (incs, sorted(final)):
                for m in pref:
                    q = pos[U][m]
                    for ang in range(0, 360, 5):
                        for rr in (2 * rc + 1.99, 2 * rc + 1.5, 2 * rc + 1.0, 2 * rc + 0.2):
                            p = at(q, ang, rr)
                            if d(p0, p) > move:
                                continue
                            if any(d(p, pos[U][m2]) < 2 * rc - TOL for m2 in range(n) if m2 != i):
                                continue
                            if any(d(p, qq) < rc + r_of(s["units"][k]) - TOL for k in enemies(s, U) for qq in pos[k]):
                                continue
                            if not leg_ok(s, pos, i, p0, p):
                                continue
                            if got is None or d(p0, p) < d(p0, got):
                                got = p
                if got is not None:
                    break
            if got is not None:
                order.append((i, [got]))
                pos[U][i] = got
            final.add(i)
        try:
            res = verify(s, {"order": order})
        except Fail as e:
            if t < 3 and s.get("debug"):
                print("fail", e)
            continue
        key = (len(res["touched"]), len(res["in_contact"]), len(res["engaged"]))
        if best is None or key > best[0]:
            best = (key, order, res)
    return best


def notch_spots(s):
    """centres touching two charged models at once (in the notch between them),
    legal as in contact_spots."""
    U = s["unit"]
    rc = r_of(s["units"][U])
    W, D = s["board"]
    ms = [(k, j, q, r_of(s["units"][k])) for k in charged(s) for j, q in enumerate(s["units"][k]["models"])]
    unch = [k for k in enemies(s, U) if k not in charged(s)]
    out = []
    for x in range(len(ms)):
        for y in range(x + 1, len(ms)):
            k1, j1, q1, r1 = ms[x]
            k2, j2, q2, r2 = ms[y]
            a, b = rc + r1, rc + r2
            L = d(q1, q2)
            if L > a + b or L < abs(a - b):
                continue
            t = (a * a - b * b + L * L) / (2 * L)
            h = math.sqrt(max(0.0, a * a - t * t))
            ux, uy = (q2[0] - q1[0]) / L, (q2[1] - q1[1]) / L
            for sg in (1, -1):
                p = (q1[0] + t * ux - sg * h * uy, q1[1] + t * uy + sg * h * ux)
                ok = rc <= p[0] <= W - rc and rc <= p[1] <= D - rc
                for k in enemies(s, U):
                    rk = r_of(s["units"][k])
                    for jj, qq in enumerate(s["units"][k]["models"]):
                        lim = rc + rk + (1 + 0.01 if k in unch else -TOL)
                        if d(p, qq) < lim:
                            ok = False
                for tt in s.get("terrain", []):
                    if tt["kind"] == "impassable" and (point_in_poly(p, tt["poly"]) or poly_edges_dist(p, tt["poly"]) < rc - TOL):
                        ok = False
                if ok:
                    out.append(((k1, j1), p))
    return out
