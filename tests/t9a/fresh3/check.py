#!/usr/bin/env python3
"""Independent checker for tests/t9a/fresh3.

Written from the seed texts (000 Pursuit, 001 Flee, 003 Aligning Units),
INDEX.md's wider-rule facts, and ../shared/spec (scenario format 1.1,
geometry.md) only; it shares no code with rulec or with the other folders'
checkers.  For every scenario it reads the situation from the YAML, works
out the outcome from first principles with plain float arithmetic (corners
by sin/cos, first contact of a translating rectangle by ray casting, the
Align Move as a rotation about the point of contact, flee and pursuit
straight-line moves, exits from overlaps by bisection) and compares with the
scenario's `expect`.  It also checks that every charge's worked end is a
Maximising Contact optimum: it scans every end flush on the Facing charged
(0.0005in steps plus every base-boundary alignment) and counts models in
base contact (corner to corner counts).

    python3 tests/t9a/fresh3/check.py            # check every scenario
    python3 tests/t9a/fresh3/check.py -v NAME    # print the working of one
"""
import math
import os
import sys

import yaml

TOL = 0.001
HERE = os.path.dirname(os.path.abspath(__file__))


# ---------------------------------------------------------------- lengths
def length(v):
    if isinstance(v, (int, float)):
        return float(v)
    s = str(v).strip()
    for suf, k in (("mm", 1 / 25.4), ("cm", 10 / 25.4), ("in", 1.0), ('"', 1.0)):
        if s.endswith(suf):
            return float(s[: -len(suf)]) * k
    return float(s)


# ---------------------------------------------------------------- vectors
def add(a, b):
    return (a[0] + b[0], a[1] + b[1])


def sub(a, b):
    return (a[0] - b[0], a[1] - b[1])


def mul(a, k):
    return (a[0] * k, a[1] * k)


def dot(a, b):
    return a[0] * b[0] + a[1] * b[1]


def cross(a, b):
    return a[0] * b[1] - a[1] * b[0]


def fwd(bearing):
    t = math.radians(bearing)
    return (math.sin(t), math.cos(t))


def right(bearing):
    t = math.radians(bearing)
    return (math.cos(t), -math.sin(t))


def bearing_of(v):
    return math.degrees(math.atan2(v[0], v[1])) % 360


def rot_bearing(p, about, deg):
    """Rotate p about `about` clockwise by deg (a bearing turn of +deg)."""
    t = math.radians(deg)
    x, y = sub(p, about)
    return add(about, (x * math.cos(t) + y * math.sin(t), -x * math.sin(t) + y * math.cos(t)))


# ---------------------------------------------------------------- units
class Unit:
    def __init__(self, uid, d):
        self.id = uid
        self.side = d["side"]
        self.c = (length(d["centre"][0]), length(d["centre"][1]))
        self.facing = float(d.get("facing", 0))
        self.files = int(d.get("files", 1))
        self.ranks = int(d.get("ranks", 1))
        b = d.get("base", ["1in", "1in"])
        self.bw, self.bd = length(b[0]), length(b[1])
        self.W, self.D = self.files * self.bw, self.ranks * self.bd
        st = d.get("state", []) or []
        self.state = [str(s) for s in st]
        self.removed = bool(d.get("removed", False)) or "removed" in self.state
        self.props = d.get("props", {}) or {}

    def at(self, c, facing):
        u = Unit.__new__(Unit)
        u.__dict__.update(self.__dict__)
        u.c, u.facing = c, facing % 360
        return u

    def corners(self):  # FL, FR, RR, RL
        f, r = fwd(self.facing), right(self.facing)
        h, w = self.D / 2, self.W / 2
        return [
            add(self.c, add(mul(f, h), mul(r, -w))),
            add(self.c, add(mul(f, h), mul(r, w))),
            add(self.c, add(mul(f, -h), mul(r, w))),
            add(self.c, add(mul(f, -h), mul(r, -w))),
        ]

    def front_centre(self):
        return add(self.c, mul(fwd(self.facing), self.D / 2))


class Terrain:
    def __init__(self, d):
        self.id = d["name"]
        self.kind = d.get("kind", "open")
        self.poly = [(length(p[0]), length(p[1])) for p in d["polygon"]]
        self.props = d.get("props", {}) or {}

    def corners(self):
        return self.poly


def convex_parts(t):
    """A terrain piece as convex pieces: itself if convex, else its triangles (ear
    clipping), each carrying the piece's name, kind and props."""
    P = t.poly
    n = len(P)
    area = sum(cross(P[i], P[(i + 1) % n]) for i in range(n)) / 2
    if area < 0:
        P = P[::-1]
    turns = [cross(sub(P[(i + 1) % n], P[i]), sub(P[(i + 2) % n], P[(i + 1) % n])) for i in range(n)]
    if all(z >= -1e-12 for z in turns):
        return [t]
    idx = list(range(n))
    tris = []
    while len(idx) > 3:
        for k in range(len(idx)):
            a, b, c = P[idx[k - 1]], P[idx[k]], P[idx[(k + 1) % len(idx)]]
            if cross(sub(b, a), sub(c, b)) <= 1e-12:
                continue
            inside = False
            for j in idx:
                q = P[j]
                if q in (a, b, c):
                    continue
                if cross(sub(b, a), sub(q, a)) >= 0 and cross(sub(c, b), sub(q, b)) >= 0 and cross(sub(a, c), sub(q, c)) >= 0:
                    inside = True
                    break
            if not inside:
                tris.append([a, b, c])
                del idx[k]
                break
    tris.append([P[j] for j in idx])
    out = []
    for tri in tris:
        u = Terrain.__new__(Terrain)
        u.__dict__.update(t.__dict__)
        u.poly = tri
        out.append(u)
    return out


# ---------------------------------------------------------------- convex geometry
def axes(poly):
    out = []
    for i in range(len(poly)):
        e = sub(poly[(i + 1) % len(poly)], poly[i])
        n = (-e[1], e[0])
        ln = math.hypot(*n)
        out.append((n[0] / ln, n[1] / ln))
    return out


def penetration(p, q):
    """Smallest overlap depth over separating axes (<=0: apart or touching)."""
    best = float("inf")
    for ax in axes(p) + axes(q):
        pa = [dot(v, ax) for v in p]
        qa = [dot(v, ax) for v in q]
        best = min(best, min(max(pa) - min(qa), max(qa) - min(pa)))
    return best


def overlaps(p, q, eps=TOL):
    return penetration(p, q) > eps


def seg_point(a, b, p):
    ab = sub(b, a)
    t = max(0.0, min(1.0, dot(sub(p, a), ab) / dot(ab, ab)))
    return math.hypot(*sub(p, add(a, mul(ab, t))))


def distance(p, q):
    if penetration(p, q) > 0:
        return 0.0
    d = float("inf")
    for P, Q in ((p, q), (q, p)):
        for v in P:
            for i in range(len(Q)):
                d = min(d, seg_point(Q[i], Q[(i + 1) % len(Q)], v))
    return d


def ray_seg(o, u, a, b):
    """t >= 0 where o + t u meets segment ab, or None."""
    e = sub(b, a)
    den = cross(u, e)
    if abs(den) < 1e-12:
        return None
    w = sub(a, o)
    t = cross(w, e) / den
    s = cross(w, u) / den
    if t >= -1e-9 and -1e-9 <= s <= 1 + 1e-9:
        return max(t, 0.0)
    return None


def first_contact(p, q, u):
    """Least t with p + t u touching q (p moving along unit vector u)."""
    best = None
    for P, Q, uu in ((p, q, u), (q, p, mul(u, -1))):
        for v in P:
            for i in range(len(Q)):
                t = ray_seg(v, uu, Q[i], Q[(i + 1) % len(Q)])
                if t is not None and (best is None or t < best):
                    best = t
    return best


def moved(poly, u, t):
    return [add(v, mul(u, t)) for v in poly]


def overlap_interval(p, q, u, tmax):
    """The t in [0, tmax] where p + t u overlaps q, as (t_in, t_out) or None."""
    n = 4000
    ts = [tmax * i / n for i in range(n + 1)]
    ins = [t for t in ts if overlaps(moved(p, u, t), q, 1e-9)]
    if not ins:
        return None
    lo, hi = ins[0], ins[-1]

    def edge(a, b, want):  # bisection between a (state !want) and b (state want)
        for _ in range(60):
            m = (a + b) / 2
            if overlaps(moved(p, u, m), q, 1e-9) == want:
                b = m
            else:
                a = m
        return b

    t_in = 0.0 if lo == 0 else edge(lo - tmax / n, lo, True)
    t_out = tmax if hi >= tmax else edge(hi + tmax / n, hi, True)
    return (t_in, t_out)


# ---------------------------------------------------------------- arcs, facings
def arc_of(t, p):
    """Which arc of unit t the point p lies in (a point on an arc line: flank)."""
    d = sub(p, t.c)
    x, y = dot(d, right(t.facing)), dot(d, fwd(t.facing))
    w, h = t.W / 2, t.D / 2
    if y - h > abs(x) - w + 1e-9:
        return "front"
    if -y - h > abs(x) - w + 1e-9:
        return "rear"
    return "right" if x > 0 else "left"


def facing_edge(t, arc):
    FL, FR, RR, RL = t.corners()
    return {"front": (FL, FR), "right": (FR, RR), "rear": (RR, RL), "left": (RL, FL)}[arc]


def facing_normal(t, arc):
    return (t.facing + {"front": 0, "right": 90, "rear": 180, "left": 270}[arc]) % 360


def facing_models(t, arc):
    """Base length along the facing and how many bases line it."""
    if arc in ("front", "rear"):
        return t.bw, t.files
    return t.bd, t.ranks


def norm180(a):
    a = (a + 180) % 360 - 180
    return a


# ---------------------------------------------------------------- world
class World:
    def __init__(self, sc):
        self.sc = sc
        self.board = (length(sc["board"]["width"]), length(sc["board"]["depth"]))
        self.units = {k: Unit(k, v) for k, v in sc["units"].items()}
        self.terrain = [part for t in sc.get("terrain", []) or [] for part in convex_parts(Terrain(t))]
        self.dice = [sum(d) if isinstance(d, list) else d for d in sc.get("dice", [])]
        self.combats = sc.get("combats", []) or []
        self.args = sc.get("args", {})
        self.log = []

    def say(self, *a):
        self.log.append(" ".join(str(x) for x in a))

    def edge_time(self, poly, u):
        """Least t >= 0 at which poly + t u touches the board edge."""
        W, H = self.board
        best = float("inf")
        for v in poly:
            for k, lim in ((0, 0.0), (0, W), (1, 0.0), (1, H)):
                if abs(u[k]) < 1e-12:
                    if abs(v[k] - lim) <= TOL:
                        best = min(best, 0.0)
                    continue
                t = (lim - v[k]) / u[k]
                if t >= -1e-9:
                    best = min(best, max(t, 0.0))
        return best

    def on_board(self, poly):
        W, H = self.board
        return all(-TOL <= x <= W + TOL and -TOL <= y <= H + TOL for x, y in poly)


# ---------------------------------------------------------------- models in contact
def contact_count(charger, target, arc, s_charger_left):
    """Models in contact when charger's front lies flush on target's facing
    `arc`, its front spanning [s, s + W] measured along the facing from the
    facing's left end as seen from outside (the charger's own left)."""
    cb, cn = charger.bw, charger.files
    tb, tn = facing_models(target, arc)
    cnt = 0
    tset = set()
    for i in range(cn):
        a0, a1 = s_charger_left + i * cb, s_charger_left + (i + 1) * cb
        hit = False
        for j in range(tn):
            b0, b1 = j * tb, (j + 1) * tb
            if a0 <= b1 + TOL and b0 <= a1 + TOL:
                hit = True
                tset.add(j)
        cnt += hit
    return cnt + len(tset)


def facing_frame(t, arc):
    """(origin, along): along is the right hand of a unit facing the facing
    from outside; origin the facing's end from which `along` runs."""
    a, b = facing_edge(t, arc)
    al = right((facing_normal(t, arc) + 180) % 360)
    return (a, al) if dot(sub(b, a), al) > 0 else (b, al)


def best_contact(w, charger, target, arc, others):
    """Max models in contact over every end flush on the facing that overlaps
    nothing, and the counts along the way."""
    o, al = facing_frame(target, arc)
    L = math.hypot(*sub(*facing_edge(target, arc)))
    fac = (facing_normal(target, arc) + 180) % 360
    tb, tn = facing_models(target, arc)
    cands = set()
    k = -charger.W
    while k <= L:
        cands.add(round(k, 4))
        k += 0.0005
    for j in range(tn + 1):
        for i in range(charger.files + 1):
            cands.add(j * tb - i * charger.bw)
    best = -1
    w.ends = []
    for s in sorted(cands):
        if s < -charger.W - TOL or s > L + TOL:
            continue
        front_mid = add(o, mul(al, s + charger.W / 2))
        c = add(front_mid, mul(fwd(fac), -charger.D / 2))
        u = charger.at(c, fac)
        poly = u.corners()
        if any(overlaps(poly, x.corners()) for x in others) or not w.on_board(poly):
            continue
        n = contact_count(charger, target, arc, s)
        w.ends.append((s, n, c))
        best = max(best, n)
    return best


# ---------------------------------------------------------------- charge
def bodies(w, skip):
    out = [u for u in w.units.values() if u.id not in skip and not u.removed]
    out += [t for t in w.terrain if t.kind == "impassable"]
    return out


def charge_move(w, A, T, rng, arc, events, open_ids=()):
    """A straight Charge Move into contact with T's facing `arc`, then the
    Align Move about the point of contact.  Returns (centre, facing) or None."""
    w.say(f"range {rng:.4f}; distance {distance(A.corners(), T.corners()):.4f}")
    if rng + TOL < distance(A.corners(), T.corners()):
        return None
    u = fwd(A.facing)
    pa = A.corners()
    t = first_contact(pa, T.corners(), u)
    w.say(f"straight move to contact: {t:.4f}in along bearing {A.facing}")
    assert t is not None, "straight move never meets the target"
    others = [b for b in bodies(w, {A.id, T.id}) if b.id not in open_ids]
    for b in others:
        iv = overlap_interval(pa, b.corners(), u, t)
        assert iv is None, f"straight move passes into {b.id}"
        assert w.on_board(moved(pa, u, t)), "straight move leaves the table"
    p1 = moved(pa, u, t)
    c1 = add(A.c, mul(u, t))
    for piece in w.terrain:  # Dangerous Terrain the straight move crosses
        ev = f"dangerous_terrain_test {A.id} {piece.props.get('dangerous', 4)}"
        if piece.kind == "dangerous" and ev not in events and \
                overlap_interval(pa, piece.corners(), u, t):
            events.append(ev)
    ea, eb = facing_edge(T, arc)
    # point of contact: a corner of A on the facing, or a corner of T on A's front
    pc = None
    for v in p1[:2]:
        if seg_point(ea, eb, v) <= 1e-6:
            pc = v
    if pc is None:
        for v in (ea, eb):
            if seg_point(p1[0], p1[1], v) <= 1e-6:
                pc = v
    assert pc is not None, "first contact is not front-to-facing"
    fac = (facing_normal(T, arc) + 180) % 360
    turn = norm180(fac - A.facing)
    w.say(f"contact at ({pc[0]:.4f}, {pc[1]:.4f}); align turn {turn:+.3f} deg")
    assert abs(turn) < 90
    c2 = rot_bearing(c1, pc, turn)
    B = A.at(c2, fac)
    # the rotation sweeps nothing
    for k in range(1, 101):
        mid = A.at(rot_bearing(c1, pc, turn * k / 100), A.facing + turn * k / 100)
        for b in others:
            assert not overlaps(mid.corners(), b.corners()), f"align sweeps {b.id}"
        assert not overlaps(mid.corners(), T.corners()), "align sweeps target"
    # Maximising contact: the worked end is an optimum
    o, al = facing_frame(T, arc)
    s = dot(sub(B.corners()[0], o), al)
    got = contact_count(B, T, arc, s)
    best = best_contact(w, B, T, arc, others)
    w.say(f"aligned end: {got} models in contact; best flush end {best}")
    assert got >= best, "worked end is not a Maximising Contact optimum"
    return c2, fac


def reached_slides(w, A, T, arc):
    """Where along T's facing (the slide s of the charger's left end, as in
    contact_count) a Charge Move can leave A: forward d0 on its own facing, one
    Wheel of theta about the inner front corner, forward until the front touches
    the facing, then the Align Move about the point of contact.  Every stage is
    sampled against the board edge and every other body; a scan, not a proof."""
    others = bodies(w, {A.id, T.id})
    fac = (facing_normal(T, arc) + 180) % 360
    o, al = facing_frame(T, arc)
    ea, eb = facing_edge(T, arc)
    out = []

    def clear(u):
        poly = u.corners()
        return w.on_board(poly) and not any(overlaps(poly, b.corners()) for b in others) \
            and not overlaps(poly, T.corners())

    for d0 in [k * 0.25 for k in range(0, 41)]:
        B0 = A.at(add(A.c, mul(fwd(A.facing), d0)), A.facing)
        if not clear(B0):
            break
        for k in range(-900, 901):
            th = k * 0.1
            FL, FR = B0.corners()[:2]
            piv = FR if th > 0 else FL
            ok = True
            for j in range(1, 11):
                Bj = B0.at(rot_bearing(B0.c, piv, th * j / 10), B0.facing + th * j / 10)
                if not clear(Bj):
                    ok = False
                    break
            if not ok:
                continue
            B1 = B0.at(rot_bearing(B0.c, piv, th), B0.facing + th)
            u = fwd(B1.facing)
            t = first_contact(B1.corners(), T.corners(), u)
            if t is None:
                continue
            if any(overlap_interval(B1.corners(), b.corners(), u, t) for b in others):
                continue
            if not w.on_board(moved(B1.corners(), u, t)):
                continue
            p2 = moved(B1.corners(), u, t)
            c2 = add(B1.c, mul(u, t))
            pc = None
            for v in p2[:2]:
                if seg_point(ea, eb, v) <= 1e-6:
                    pc = v
            if pc is None:
                for v in (ea, eb):
                    if seg_point(p2[0], p2[1], v) <= 1e-6:
                        pc = v
            if pc is None:
                continue
            turn = norm180(fac - B1.facing)
            if abs(turn) >= 90:
                continue
            good = True
            for j in range(1, 11):
                Bj = B1.at(rot_bearing(c2, pc, turn * j / 10), B1.facing + turn * j / 10)
                poly = Bj.corners()
                if not w.on_board(poly) or any(overlaps(poly, b.corners()) for b in others) \
                        or overlaps(poly, T.corners()):
                    good = False
                    break
            if good:
                B2 = B1.at(rot_bearing(c2, pc, turn), fac)
                out.append(dot(sub(B2.corners()[0], o), al))
    return out


def run_charge(w):
    A = w.units[w.args["unit"]]
    T = w.units[w.args["target"]]
    events = [f"charge {A.id} {T.id}"]
    rng = length(A.props.get("advance", 0)) + w.dice[0]
    arc = arc_of(T, A.front_centre())
    w.say(f"{A.id} front centre {fmt(A.front_centre())} in {T.id}'s {arc} arc")
    want = (w.sc["expect"].get("units") or {}).get(A.id, {})
    if "centre" not in want and rng + TOL >= distance(A.corners(), T.corners()):
        # the end is left to Maximising Contact ties: only the Facing charged
        w.say(f"facing only: {(facing_normal(T, arc) + 180) % 360}")
        return {A.id: {"facing": (facing_normal(T, arc) + 180) % 360}}, events
    if "maxcontact" in w.name and rng + TOL >= distance(A.corners(), T.corners()):
        # the best ends flush on the Facing (on the table, overlapping nothing), the
        # one nearest where A stood (for a square charger: nearest the straight end)
        fac = (facing_normal(T, arc) + 180) % 360
        B = A.at(A.c, fac)
        best = best_contact(w, B, T, arc, [b for b in bodies(w, {A.id, T.id})])
        reach = reached_slides(w, A, T, arc)
        lo, hi = min(reach), max(reach)
        w.say(f"a forward-Wheel-forward-Align move reaches slides {lo:.4f}..{hi:.4f}in")
        ok = [e for e in w.ends if lo - 0.002 <= e[0] <= hi + 0.002]
        best = max(e[1] for e in ok)
        tops = [e for e in ok if e[1] == best]
        s1, n1, c1 = min(tops, key=lambda e: math.hypot(*sub(e[2], A.c)))
        w.say(f"best reached {best} models; nearest such end {fmt(c1)}")
        return {A.id: {"centre": c1, "facing": fac}}, events
    res = charge_move(w, A, T, rng, arc, events)
    if res is None:
        events.append(f"failed_charge {A.id} {T.id}")
        return {A.id: {"moved": False}}, events
    return {A.id: {"centre": res[0], "facing": res[1]}}, events


# ---------------------------------------------------------------- flee
def flee_facing(w, F):
    reason = w.args["reason"]
    if reason in ("charge_reaction", "terror"):
        src = w.units[w.args["from"]]
        return bearing_of(sub(F.c, src.c))
    if reason == "failed_rally":
        ens = [u for u in w.units.values() if u.side != F.side and not u.removed and "shaken" not in u.state]
        ens.sort(key=lambda u: distance(F.corners(), u.corners()))
        d0 = distance(F.corners(), ens[0].corners())
        tied = [u for u in ens if distance(F.corners(), u.corners()) <= d0 + TOL]
        if len(tied) > 1:
            ens = [w.units[w.sc["choices"]["away"]]]
        w.say("closest non-shaken enemy: " + ", ".join(f"{u.id} {distance(F.corners(), u.corners()):.4f}" for u in ens))
        return bearing_of(sub(F.c, ens[0].c))
    if reason == "failed_break":
        E = w.units[w.args.get("from") or w.sc["choices"]["engaged"]]
        # F lies in the arc of E whose Facing it is Engaged in; its rear parallel to it
        arc = arc_of(E, F.c)
        return facing_normal(E, arc)
    raise ValueError(reason)


def run_flee(w):
    F = w.units[w.args["unit"]]
    d = w.dice[0]
    fac = flee_facing(w, F)
    P = F.at(F.c, fac)
    u = fwd(fac)
    w.say(f"flee bearing {fac:.4f}, distance {d}")
    events = []
    others = [b for b in bodies(w, {F.id})] + [t for t in w.terrain if t.kind == "dangerous"]
    # extend until clear of units and impassable terrain
    tend = d
    blockers = [b for b in others if not (isinstance(b, Terrain) and b.kind == "dangerous")]
    for _ in range(20):
        hit = [b for b in blockers if overlaps(moved(P.corners(), u, tend), b.corners())]
        if not hit:
            break
        iv = overlap_interval(P.corners(), hit[0].corners(), u, tend + 30)
        tend = iv[1]
    w.say(f"move ends after {tend:.4f}in")
    # table edge
    te = w.edge_time(P.corners(), u)
    w.say(f"table edge met after {te:.4f}in")
    passed = []
    for b in others:
        iv = overlap_interval(P.corners(), b.corners(), u, min(tend, te))
        if iv:
            passed.append((iv[0], b))
    passed.sort(key=lambda x: x[0])
    seen = set()
    passed = [(t0, b) for t0, b in passed if not (b.id in seen or seen.add(b.id))]
    for t0, b in passed:
        w.say(f"passes {b.id} from {t0:.4f}in")
        if isinstance(b, Terrain):
            x = b.props.get("dangerous", 4) if b.kind == "dangerous" else 4
            events.append(f"dangerous_terrain_test {F.id} {x}")
        elif b.side == F.side:
            events.append(f"panic_test {b.id}")
        else:
            events.append(f"dangerous_terrain_test {F.id} 4")
    chargers = [u2 for u2 in w.units.values() if f"charging {F.id}" in u2.state]
    tc = min([first_contact(P.corners(), c.corners(), u) or float("inf") for c in chargers] + [float("inf")])
    if te <= tend + TOL or tc <= tend + TOL:
        events.append(f"casualty {F.id}")
        return {F.id: {"removed": True}}, events
    return {F.id: {"centre": add(F.c, mul(u, tend)), "facing": fac}}, events


def fmt(p):
    return f"({p[0]:.4f}, {p[1]:.4f})"


# ---------------------------------------------------------------- pursuit
def run_pursue(w):
    U = w.units[w.args["unit"]]
    P = w.units[w.args["pursued"]]
    d = w.dice[0]
    events = []
    out = {}
    combat = set()
    for c in w.combats:
        if U.id in c:
            combat |= set(c)
    if "flee_distance" in P.props and d >= length(P.props["flee_distance"]):
        events.append(f"destroyed {P.id}")
        out[P.id] = {"removed": True}
        P.removed = True
    fac = P.facing
    enemies = [e for e in w.units.values() if e.side != U.side and not e.removed and e.id != P.id and not (e.id in combat and "fleeing" in e.state)]
    arcs = {e.id: arc_of(e, U.front_centre()) for e in enemies}
    V = U.at(U.c, fac)
    u = fwd(fac)
    FL, FR = V.corners()[:2]
    front = [FL, FR, add(FR, mul(u, 1e-6)), add(FL, mul(u, 1e-6))]
    obstr = [t for t in w.terrain if t.kind == "impassable"]
    obstr += [x for x in w.units.values() if not x.removed and x.id != U.id and ((x.side == U.side and x.id not in combat) or x.id == P.id or (x.side != U.side and x.id in combat and "fleeing" in x.state))]
    # Dangerous Terrain the Pivot sweeps (sampled, the smaller turn)
    turn = norm180(fac - U.facing)
    swept = []
    for t in w.terrain:
        if t.kind == "dangerous" and any(
                overlaps(U.at(U.c, U.facing + turn * k / 200).corners(), t.corners(), 1e-9)
                for k in range(201)):
            ev = f"dangerous_terrain_test {U.id} {t.props.get('dangerous', 4)}"
            if ev not in swept:
                swept.append(ev)
    W_, H_ = w.board
    if any(not (0 < x < W_ and 0 < y < H_) for x, y in (FL, FR)):
        # 1. Pivot: the Front Facing overlaps the Board Edge (uppermost case)
        events += swept
        events.append(f"pursue_off_board {U.id}")
        out[U.id] = {"removed": True}
        return out, events
    hit = [e for e in enemies if penetration(front, e.corners()) > 1e-9]
    if hit:
        # 1. Pivot: the Front Facing overlaps an enemy: placed in base contact with it
        # in the Facing found before the Pivot, most models in contact, then the Centre
        # nearest its start
        E = hit[0]
        events.append(f"charge {U.id} {E.id}")
        arc = arcs[E.id]
        fac2 = (facing_normal(E, arc) + 180) % 360
        V2 = U.at(U.c, fac2)
        best = best_contact(w, V2, E, arc, [b for b in bodies(w, {U.id, E.id})])
        tops = [e for e in w.ends if e[1] == best]
        s1, n1, c1 = min(tops, key=lambda e: math.hypot(*sub(e[2], U.c)))
        w.say(f"pivot into {E.id} ({arc}): best {best} models, nearest centre {fmt(c1)}")
        out[U.id] = {"centre": c1, "facing": fac2}
        return out, events
    for b in obstr:
        assert not overlaps(front, b.corners()), f"pivot: front meets {b.id} (not modelled)"
    # 2. Forward Ahead: the rectangle ahead
    ahead = [FL, FR, add(FR, mul(u, d)), add(FL, mul(u, d))]
    cands = []
    te = w.edge_time([FL, FR], u)
    if te <= d + TOL:
        cands.append((te, "edge", None))
    for e in enemies:
        if penetration(ahead, e.corners()) > -TOL:
            cands.append((first_contact([FL, FR], e.corners(), u), "enemy", e))
    for b in obstr:
        if penetration(ahead, b.corners()) > -TOL:
            cands.append((first_contact([FL, FR], b.corners(), u), "obst", b))
    cands.sort(key=lambda x: x[0])
    w.say("first obstacles: " + ", ".join(f"{k} {getattr(b, 'id', '')} at {t:.4f}" for t, k, b in cands))
    if cands and cands[0][1] == "edge":
        # 2.1: straight on to the Board Edge, testing for what it crosses on the way
        for t in w.terrain:
            ev = f"dangerous_terrain_test {U.id} {t.props.get('dangerous', 4)}"
            if t.kind == "dangerous" and ev not in swept and \
                    overlap_interval(V.corners(), t.corners(), u, cands[0][0]):
                swept.append(ev)
        events += swept
        events.append(f"pursue_off_board {U.id}")
        out[U.id] = {"removed": True}
        return out, events
    if cands and cands[0][1] == "enemy":
        E = cands[0][2]
        events.append(f"charge {U.id} {E.id}")
        if "centre" not in (w.sc["expect"].get("units") or {}).get(U.id, {}):
            out[U.id] = {"facing": (facing_normal(E, arcs[E.id]) + 180) % 360}
            return out, events
        res = charge_move(w, V, E, d, arcs[E.id], events, open_ids=combat)
        assert res is not None
        out[U.id] = {"centre": res[0], "facing": res[1]}
        return out, events
    # 2.3: Pursuit Distance straight forward, stopping at an obstruction
    stop = d
    for t, k, b in cands:
        if k == "obst":
            stop = min(stop, t)
    # dangerous terrain passed (the Pivot's sweep, then the move)
    events += swept
    for t in w.terrain:
        if t.kind == "dangerous":
            iv = overlap_interval(V.corners(), t.corners(), u, stop)
            ev = f"dangerous_terrain_test {U.id} {t.props.get('dangerous', 4)}"
            if iv and ev not in events:
                events.append(ev)
    # 3. Legal position?: more than 1in from every unit and impassable terrain
    spacing = [x for x in w.units.values() if not x.removed and x.id != U.id]
    spacing += [t for t in w.terrain if t.kind == "impassable"]

    def legal(t):
        poly = moved(V.corners(), u, t)
        return all(distance(poly, b.corners()) >= 1 - 1e-9 for b in spacing)

    t = stop
    if not legal(t):
        lo = 0.0
        assert legal(lo), "start position not legal"
        hi = t
        for _ in range(80):
            m = (lo + hi) / 2
            if legal(m):
                lo = m
            else:
                hi = m
        w.say(f"backtracked from {t:.4f} to {lo:.6f}")
        t = lo
    w.say(f"pursuer moves {t:.4f}in on bearing {fac}")
    out[U.id] = {"centre": add(U.c, mul(u, t)), "facing": fac}
    return out, events


# ---------------------------------------------------------------- compare
def check(path, verbose=False):
    global TOL
    sc = yaml.safe_load(open(path))
    TOL = length(sc.get("tolerance", "0.001in"))
    w = World(sc)
    live = [u for u in w.units.values() if not u.removed]
    for i, a in enumerate(live):
        for b in live[i + 1:]:
            assert not overlaps(a.corners(), b.corners()), f"{a.id} overlaps {b.id} at the start"
    w.name = os.path.basename(path)
    run = sc["run"]
    fn = {"charge": run_charge, "flee": run_flee, "pursue": run_pursue}[run]
    got, events = fn(w)
    exp = sc["expect"]
    errs = []
    for uid, e in (exp.get("units") or {}).items():
        g = got.get(uid, {})
        for k, v in e.items():
            if k == "centre":
                want = (length(v[0]), length(v[1]))
                if "centre" not in g or math.hypot(*sub(want, g["centre"])) > TOL:
                    errs.append(f"{uid}.centre: yaml {fmt(want)}, worked {fmt(g['centre']) if 'centre' in g else g}")
            elif k == "facing":
                if "facing" not in g or abs(norm180(float(v) - g["facing"])) > 0.01:
                    errs.append(f"{uid}.facing: yaml {v}, worked {g.get('facing')}")
            elif k == "moved" and v is False and "centre" not in g and "removed" not in g:
                pass
            elif k in ("moved", "removed"):
                if g.get(k) != v:
                    errs.append(f"{uid}.{k}: yaml {v}, worked {g.get(k)}")
            elif k in ("state", "clear_of"):
                pass
            else:
                errs.append(f"{uid}: key {k} not checked")
    for ev in exp.get("events", []) or []:
        if ev not in events:
            errs.append(f"event {ev!r} not worked ({events})")
    for ev in events:
        if w.args.get("reason") == "failed_break" and ev.startswith("dangerous_terrain_test"):
            continue  # the Pivot's sweep through the enemies in contact: not asserted
        if ev not in (exp.get("events") or []):
            errs.append(f"worked event {ev!r} not expected")
    for ev in exp.get("no_events", []) or []:
        if ev in events:
            errs.append(f"no_event {ev!r} but worked")
    if verbose:
        print("\n".join(w.log))
        for k, v in got.items():
            print(k, {a: (fmt(b) if a == "centre" else b) for a, b in v.items()})
        print(events)
    return errs


def main():
    args = sys.argv[1:]
    verbose = "-v" in args
    names = [a for a in args if a != "-v"]
    files = sorted(f for f in os.listdir(HERE) if f.endswith(".yaml"))
    if names:
        files = [f for f in files if any(n in f for n in names)]
    bad = 0
    for f in files:
        try:
            errs = check(os.path.join(HERE, f), verbose)
        except AssertionError as e:
            errs = [f"not determinate: {e}"]
        print(("ok  " if not errs else "BAD ") + f)
        for e in errs:
            print("    " + e)
        bad += bool(errs)
    print(f"{len(files) - bad} agree, {bad} disagree")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
