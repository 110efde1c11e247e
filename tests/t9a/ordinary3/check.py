#!/usr/bin/env python3
"""An independent check of the expectations in this folder: math only, no rulec.

Each scenario's expectation was worked by hand (its header shows how). This
script works it again from the rule texts and geometry.md with plain math,
reusing the two earlier campaigns' checkers (neither shares code with
rulec): ../charge_ordinary2/check.py for the Charge (arcs, distance polygon
to polygon, every slide of the charger along the Facing on a 0.001in grid
plus the base-edge meetings, rule 1's straight move and rotation,
Maximising Contact, the least move of the Centre) and
../flee_pursuit_ordinary2/check.py for the Flee and Pursuit Moves (turns
sampled every 0.01 degree, straight moves solved by bisection). What this
campaign adds is worked here:

  * dice given die by die ([4, 5]) are summed;
  * Dangerous Terrain Tests of a Charger and a Pursuer: every piece of
    kind dangerous that the move's sampled positions overlap (the Pivot
    sampled, each straight move sampled every 0.01in), one test each, in
    the order the move first overlaps them, at the piece's X (prop
    `dangerous`, a word "4+" read as 4); none for a failed charge (no move);
  * none for a Pursuer placed back by step 1 (removed and placed, not
    moved: reading);
  * a Pursuit that catches a unit whose Flee Distance (prop flee_distance)
    its roll equals or passes: destroyed before any unit moves;
  * units the procedure does not move (expect `moved: false`).

It prints each scenario with what it found and exits 1 when a YAML
expectation disagrees. Run: python3 tests/t9a/ordinary3/check.py (PyYAML).
"""
import importlib.util
import math
import os
import sys

import yaml

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))


def _load(name, rel):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, rel))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


co = _load("charge_check", "../charge_ordinary2/check.py")
fp = _load("flee_pursuit_check", "../flee_pursuit_ordinary2/check.py")


def total(d):
    return float(sum(d) if isinstance(d, list) else d)


def x_of(v):
    """a Dangerous Terrain value: 5 or the word "5+"."""
    return int(str(v).rstrip("+"))


def dangerous_pieces(sc):
    out = []
    for t in sc.get("terrain", []) or []:
        if t["kind"] == "dangerous":
            poly = [(co.length(p[0]), co.length(p[1])) for p in t["polygon"]]
            out.append((t["name"], poly, x_of((t.get("props") or {}).get("dangerous", 4))))
    return out


def first_overlap(positions, poly):
    """the index of the first sampled position (a list of corner lists)
    overlapping poly, or None."""
    for k, c in enumerate(positions):
        if co.overlap(c, poly, 1e-6):
            return k
    return None


def straight(r0, r1, step=0.01):
    """positions of a straight move of co.Rect r0 to r1 (same facing)."""
    d = co.dist(r0.c, r1.c)
    n = max(1, int(d / step))
    return [co.Rect(co.add(r0.c, co.sub(r1.c, r0.c), k / n), r0.facing, r0.w, r0.d).corners()
            for k in range(n + 1)]


def dt_events(uid, positions, sc):
    met = []
    for name, poly, x in dangerous_pieces(sc):
        k = first_overlap(positions, poly)
        if k is not None:
            met.append((k, x))
    return ["dangerous_terrain_test %s %d" % (uid, x) for _, x in sorted(met)]


# ------------------------------------------------------------------ Charge

def charge(path, sc):
    _, units, terr, W, H = co.load(path)
    B, T = units[sc["args"]["unit"]], units[sc["args"]["target"]]
    side = co.arc_of(T.rect, B.rect.front_mid())
    rng = total(sc["dice"][0]) + co.length(B.props.get("advance", 0))
    dd = co.poly_dist(B.rect.corners(), T.rect.corners())
    got = {n: {"moved": False} for n in units}
    events = ["charge %s %s" % (B.name, T.name)]
    info = "arc %s, range %g, distance %.5f" % (side, rng, dd)
    if dd > rng + co.TOL:
        return got, events, info + ": fails, out of range"
    ps = co.placements(B, T, side, units, terr, W, H)
    r1, _ = co.rule1(B, T, side, units, terr, W, H)
    if r1 is not None:
        ps.append(r1)
    p = co.best(ps)
    if p is None:
        return got, events, info + ": fails, no room"
    r = p["rect"]
    got[B.name] = {"moved": True, "centre": r.c, "facing": r.facing}
    if abs(((r.facing - B.rect.facing) + 180) % 360 - 180) < 1e-9:
        events += dt_events(B.name, straight(B.rect, r), sc)
    else:
        # A turning Charge Move: the one in this folder crosses no
        # Dangerous Terrain anywhere near (charge_flank_by_front_centre...,
        # charge_wheel_needed_facing_across have none).
        assert not dangerous_pieces(sc), "a turning charge through Dangerous Terrain"
    return got, events, info + ": %d models, shift %.4f" % (p["models"], p["shift"])


def turned_target(path, sc):
    """charge_turned_target_into_dangerous_no_test: the positions are
    charge/align_rotates_charged_unit's (worked and checked there); here
    only where the bramble lies: inside T turned, clear of T at the start
    and of everything B's straight move covers."""
    ref = yaml.safe_load(open(os.path.join(HERE, "../charge/align_rotates_charged_unit.yaml")))
    eb, et = ref["expect"]["units"]["B"], ref["expect"]["units"]["T"]
    _, units, _, _, _ = co.load(path)
    B, T = units["B"], units["T"]
    bend = co.Rect(tuple(co.length(x) for x in eb["centre"]), eb["facing"], B.rect.w, B.rect.d)
    tend = co.Rect(tuple(co.length(x) for x in et["centre"]), et["facing"], T.rect.w, T.rect.d)
    (_, bramble, _), = dangerous_pieces(sc)
    ok = (co.overlap(tend.corners(), bramble) and not co.overlap(T.rect.corners(), bramble)
          and first_overlap(straight(B.rect, bend), bramble) is None)
    got = {"B": {"moved": True, "centre": bend.c, "facing": bend.facing},
           "T": {"moved": True, "centre": tend.c, "facing": tend.facing}}
    events = ["charge B T"] + ([] if ok else ["(bramble misplaced)"])
    return got, events, "bramble in T turned, clear of T before and of B's move: %s" % ok


# ----------------------------------------------------------------- Pursuit

def pursue(path, sc):
    s, board, bodies = fp.load(path)
    u, pd = bodies[s["args"]["unit"]], bodies[s["args"]["pursued"]]
    D = total(s["dice"][0])
    events = []
    fled = (pd.props or {}).get("flee_distance")
    if fled is not None and pd.has("fleeing") and D >= co.length(fled) - 1e-9:
        events.append("destroyed " + pd.name)
        pd.removed = True

    def charge_at(name, unit):
        t = bodies[name]
        tr = co.Rect((t.rect.cx, t.rect.cy), t.rect.f, t.rect.w, t.rect.d)
        ur = co.Rect((unit.rect.cx, unit.rect.cy), unit.rect.f, unit.rect.w, unit.rect.d)
        side = co.arc_of(tr, ur.front_mid())
        others = [b.poly for b in bodies.values()
                  if b is not unit and b is not t and not b.removed and b.kind in ("unit", "impassable")]
        return fp.aligned_charge(unit, t, others, (unit.rect.cx, unit.rect.cy), side)

    start = u.rect
    got, ev = fp.pursue(s, board, bodies, charge_at)
    events += ev
    g = got[u.name]
    # Step 1's second case removes the unit and places it back: no move
    # through anything (reading), so no Dangerous Terrain Test.
    placed = any(e.startswith("charge ") for e in ev) and any(
        fp.front_overlaps(start.pivoted(pd.rect.f), b.poly) for b in bodies.values()
        if b.kind == "unit" and b.side != u.side and b is not pd and not b.removed)
    if not g.get("removed") and not placed:
        # the path: the Pivot (sampled) and the straight move after it
        piv = fp.turn_positions(start, pd.rect.f)
        r0 = piv[-1]
        a = co.Rect((r0.cx, r0.cy), r0.f, r0.w, r0.d)
        b = co.Rect(tuple(g["centre"]), g["facing"], r0.w, r0.d)
        positions = [r.corners() for r in piv] + straight(a, b)
        events += dt_events(u.name, positions, sc)
    out = {k: {"moved": False} for k in bodies if bodies[k].kind == "unit"}
    for k, v in got.items():
        out[k] = dict(v, moved=True)
    if pd.removed:
        out[pd.name] = {"removed": True, "moved": False}
    return out, events, "roll %g" % D


# -------------------------------------------------------------------- Flee

def flee(path, sc):
    s, board, bodies = fp.load(path)
    got, events = fp.flee(s, board, bodies)
    out = {k: {"moved": False} for k in bodies if bodies[k].kind == "unit"}
    for k, v in got.items():
        out[k] = dict(v, moved=True)
    return out, events, "roll %g" % total(s["dice"][0])


# --------------------------------------------------------------- comparing

def compare(sc, got, events):
    bad = []
    exp = sc.get("expect", {})
    for uid, want in (exp.get("units") or {}).items():
        g = got.get(uid, {})
        if "moved" in want and bool(want["moved"]) != bool(g.get("moved")):
            bad.append("%s.moved: yaml %s, check %s" % (uid, want["moved"], g.get("moved")))
        if "removed" in want and bool(want["removed"]) != bool(g.get("removed")):
            bad.append("%s.removed: yaml %s, check %s" % (uid, want["removed"], g.get("removed")))
        if "centre" in want:
            w = [co.length(x) for x in want["centre"]]
            c = g.get("centre")
            if c is None or co.dist(w, c) > 0.0015:
                bad.append("%s.centre: yaml %s, check %s" % (uid, w, c))
        if "facing" in want:
            f = g.get("facing")
            if f is None or abs(((float(want["facing"]) - f) + 180) % 360 - 180) > 0.011:
                bad.append("%s.facing: yaml %s, check %s" % (uid, want["facing"], f))
    i = 0
    for ev in exp.get("events", []) or []:
        while i < len(events) and events[i] != ev:
            i += 1
        if i == len(events):
            bad.append("event %r not in order in %s" % (ev, events))
            break
        i += 1
    for ev in exp.get("no_events", []) or []:
        if ev in events:
            bad.append("no_event %r occurs" % ev)
    return bad


def facing_fixed_before_turn(path, sc):
    """pursue_all_facing_fixed_before_target_turned: P1's Charge and E's
    turn are charge/maximising_contact_2_units_engaged's (worked and checked
    there, the same table); here: P2's arc before and after E turns, that
    P2 will Charge, that its Pivot puts its Front into turned E, and its
    placement against the Facing determined before (fp.aligned_charge)."""
    ref = yaml.safe_load(open(os.path.join(HERE, "../charge/maximising_contact_2_units_engaged.yaml")))
    eb, et = ref["expect"]["units"]["B"], ref["expect"]["units"]["T"]
    s, board, bodies = fp.load(path)
    p1, p2, e = bodies["P1"], bodies["P2"], bodies["E"]
    x = co.Rect((p2.rect.cx, p2.rect.cy), p2.rect.f, p2.rect.w, p2.rect.d).front_mid()
    before = co.arc_of(co.Rect((e.rect.cx, e.rect.cy), e.rect.f, e.rect.w, e.rect.d), x)
    et_r = fp.Rect(co.length(et["centre"][0]), co.length(et["centre"][1]), et["facing"], e.rect.w, e.rect.d)
    after = co.arc_of(co.Rect((et_r.cx, et_r.cy), et_r.f, et_r.w, et_r.d), x)
    probe = p2.rect.pivoted(bodies["D"].rect.f)
    ahead = fp.ahead(probe, total(s["dice"][1]), {"E": e.poly})
    p1_r = fp.Rect(co.length(eb["centre"][0]), co.length(eb["centre"][1]), eb["facing"], p1.rect.w, p1.rect.d)
    overlaps = fp.front_overlaps(probe, et_r.corners())
    e.rect, e.poly = et_r, et_r.corners()
    p2.rect = probe
    others = [p1_r.corners(), bodies["G"].poly, bodies["D"].poly]
    at = fp.aligned_charge(p2, e, others, (probe.cx, probe.cy), before)
    got = {"P1": {"moved": True, "centre": (p1_r.cx, p1_r.cy), "facing": p1_r.f},
           "E": {"moved": True, "centre": (et_r.cx, et_r.cy), "facing": et_r.f},
           "P2": {"moved": True, "centre": at[:2], "facing": at[2]},
           "G": {"moved": False}, "D": {"moved": False}}
    events = ["charge P1 E"] + (["charge P2 E"] if ahead and overlaps else [])
    return got, events, "P2's arc: %s before, %s after E turns; E ahead of P2 at %s; Front into turned E: %s" % (
        before, after, {k: round(v, 3) for k, v in ahead.items()}, overlaps)


def turns_exactly_90(path, sc):
    """charge_turns_target_exactly_90: B's straight move and the point it
    meets; T turned about T's front corner until its Front lies along B's
    front; units engaged that way (B, T, G) against the best placement on
    the Front (models by co.placements, units by contact)."""
    _, units, terr, W, H = co.load(path)
    B, T, G = units["B"], units["T"], units["G"]
    d, _ = co.first_touch(B.rect, T.rect.corners())
    b = B.rect.moved(d)
    corner = T.rect.corners()[1]  # front-right
    on_front = co.seg_dist(corner, b.corners()[0], b.corners()[1]) <= 1e-9
    turn = (B.rect.facing + 180 - T.rect.facing + 180) % 360 - 180
    t = T.rect.rotated(corner, turn)
    touch = lambda P, Q: co.poly_dist(P, Q) <= 1e-6 and not co.overlap(P, Q)
    engaged_turned = 1 + touch(b.corners(), t.corners()) + touch(t.corners(), G.rect.corners())
    ps = co.placements(B, T, "front", units, terr, W, H)
    best = max(p["models"] for p in ps)
    engaged_front = max(1 + touch(p["rect"].corners(), T.rect.corners()) +
                        touch(p["rect"].corners(), G.rect.corners()) + touch(T.rect.corners(), G.rect.corners())
                        for p in ps)
    ok = on_front and engaged_turned > engaged_front and not co.overlap(t.corners(), G.rect.corners())
    got = {"B": {"moved": True, "centre": b.c, "facing": b.facing},
           "T": {"moved": True, "centre": t.c, "facing": t.facing} if ok else {"moved": False},
           "G": {"moved": False}}
    return got, ["charge B T"], "touch %.4f at T's front corner: %s; turn %g; units engaged turned %d, on the Front %d (%d models)" % (
        d, on_front, turn, engaged_turned, engaged_front, best)


def flank_first(path, sc):
    """charge_meets_flank_first_no_turning_target: co.solve (rule 1 finds
    the first touch off the Front, so only the slides count), and the hand
    route (Wheel 45 left, forward into T's corner, Align Move) clear."""
    got, events, info = charge(path, sc)
    _, units, terr, W, H = co.load(path)
    B, T = units["B"], units["T"]
    d, p = co.first_touch(B.rect, T.rect.corners())
    a, b = T.rect.side("front")
    r = co.route_given(B, T, "front", co.blockers_of(units, terr, B, T), W, H, 0.0, -45.0)
    if r is None:
        events = events + ["(the hand route is blocked)"]
    return got, events, info + "; first touch %.5f at (%.4f, %.4f), %.4f off the Front; hand route ends (%.3f, %.3f)" % (
        d, p[0], p[1], co.seg_dist(p, a, b), *(r.c if r else (0, 0)))


SPECIAL = {"charge_turned_target_into_dangerous_no_test": turned_target,
           "charge_turns_target_exactly_90": turns_exactly_90,
           "charge_meets_flank_first_no_turning_target": flank_first,
           "pursue_all_facing_fixed_before_target_turned": facing_fixed_before_turn}


def main():
    failed = 0
    names = sorted(f for f in os.listdir(HERE) if f.endswith(".yaml"))
    for name in names:
        path = os.path.join(HERE, name)
        sc = yaml.safe_load(open(path))
        work = SPECIAL.get(name[:-5]) or {"charge": charge, "pursue": pursue, "flee": flee}[sc["run"]]
        got, events, info = work(path, sc)
        bad = compare(sc, got, events)
        moved = {k: (tuple(round(x, 4) for x in v["centre"]), round(v["facing"], 2))
                 for k, v in got.items() if v.get("moved") and "centre" in v}
        print("%s  %s  %s  %s  %s" % ("ok  " if not bad else "FAIL", name, info, moved, events))
        for b in bad:
            print("      " + b)
        failed += bool(bad)
    print("%d scenarios, %d disagree" % (len(names), failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
