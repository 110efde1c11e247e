#!/usr/bin/env python3
"""Independent check of the charge scenarios of ordinary6/ that turn the
Charged unit (and of those the turned-target changes reworked): math only,
no rulec. It borrows the plain geometry of ../ordinary5/check.py (rectangles,
separating axes, sampled sweeps) and adds the target's turn:

  * a Charge Move is forwards a, one Wheel theta (at most 90, clockwise +)
    about a front corner, forwards into contact with the charged Facing; at
    the point of contact P either the charger rotates about P until flat
    (Aligning Units 1: its "own" end), or, instead, the Charged unit rotates
    about P the other way until its Facing lies flat along the charger's
    front (Aligning Units 2: a "turned" end);
  * every piece (each leg swept, each Wheel and turn sampled every degree,
    the target's turn too) must overlap no unit, Impassable Terrain or the
    board edge beyond the tolerance; the target is only touched;
  * the header's route (ROUTE) is simulated exactly and must end where the
    YAML expects; then a brute-force search (a every 0.25in, theta every
    2 degrees, both senses, and the Wheel that arrives square) lists every
    end reached, and none may beat the expected one by Maximising Contact
    (an own end beats a turned one, priority 3; then more models; then the
    least turn of the target, "rotating the enemy unit as little as
    possible"; then the Centre nearer), allowing the sampling its grain.
    Where the YAML expects a failed charge, none may be found.

Run: python3 check.py [NAME...] (a few minutes; NAMEs as in ROUTE to check only those).
"""
import importlib.util
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("o5", os.path.join(HERE, "..", "ordinary5", "check.py"))
o5 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(o5)

TOL = o5.TOL
GRAIN = 0.06      # in: how much nearer a sampled end must be to count
TURN_GRAIN = 1.0  # degrees: how much less a sampled end must turn the target


class Case(o5.Case):
    def clear_of(self, polys, skip_target):
        for P in polys:
            for O in self.others:
                if o5.pen(P, O) > TOL:
                    return False
            if not skip_target and o5.pen(P, self.t.corners()) > TOL:
                return False
        return True

    def ends(self, a, theta, step=1.0):
        """the ends of forwards a, Wheel theta, on into contact: a list of
        (B's end, T's end or None, the target's turn)"""
        r0 = self.b
        r1 = r0.moved(a)
        if not self.clear([o5.hull(r0.corners() + r1.corners())]):
            return []
        pieces = []
        if abs(theta) > 1e-12:
            k = r1.corners()[1 if theta > 0 else 0]
            pieces += self.turn_sweep(r1, k, theta, step)
            r1 = r1.rotated(k, theta)
        d = self.into_contact(r1)
        if d is None:
            return []
        r2 = r1.moved(d)
        pieces.append(o5.hull(r1.corners() + r2.corners()))
        if not self.clear(pieces):
            return []
        p = self.contact_point(r2)
        if p is None:
            return []
        turn = (self.final - r2.f + 180) % 360 - 180
        if abs(turn) >= 90:
            return []
        out = []
        r3 = r2.rotated(p, turn)
        if abs(turn) < 1e-9 or self.clear(self.turn_sweep(r2, p, turn, step) + [r3.corners()]):
            s, L = self.slide_of(r3)
            if abs(s) <= (r3.w + L) / 2 + 1e-6:
                out.append((r3, None, 0.0))
        if abs(turn) > 1e-9:
            tt = self.t.rotated(p, -turn)
            if self.clear_of(self.turn_sweep(self.t, p, -turn, step) + [tt.corners()], True):
                out.append((r2, tt, abs(turn)))
        return out

    def models_turned(self, r, tt):
        """models in contact with T turned to tt: the slide along tt's side"""
        saved = self.t, self.A, self.B
        self.t = tt
        self.A, self.B = o5.side_seg(tt, self.side)
        m = self.models(r)
        self.t, self.A, self.B = saved
        return m

    def search(self):
        total = (self.final - self.b.f + 180) % 360 - 180
        thetas = list(range(-90, 91, 2))
        if abs(total) <= 90:
            thetas.append(total)
        out = []
        for th in thetas:
            for i in range(0, 49):
                out += self.ends(i * 0.25, th)
        return out

    def score(self, e):
        r, tt, turn = e
        m = self.models(r) if tt is None else self.models_turned(r, tt)
        return (tt is None, m, -turn, -math.hypot(r.cx - self.b.cx, r.cy - self.b.cy))


def expected(case):
    e = case.sc["expect"]["units"]
    b, t = e[case.bid], e.get(case.tid, {})
    if "centre" not in b:
        return None
    rb = o5.R(o5.length(b["centre"][0]), o5.length(b["centre"][1]), float(b.get("facing", 0)), case.b.w, case.b.d)
    rt = None
    if "centre" in t:
        rt = o5.R(o5.length(t["centre"][0]), o5.length(t["centre"][1]), float(t.get("facing", 0)), case.t.w, case.t.d)
    return rb, rt


def near(r, q):
    return q is not None and math.hypot(r.cx - q.cx, r.cy - q.cy) < 2e-4 and \
        abs((r.f - q.f + 180) % 360 - 180) < 0.01


# The header's route of each scenario: (a, theta) with theta clockwise +;
# None where the charge fails.
ROUTE = {
    "corridor_target_turns": (0, 0),
    "corridor_target_turns_into_dangerous_no_test": (0, 0),
    "corridor_target_turn_swept_by_rock_fails": None,
    "wheel_into_corridor_target_turns": (3.5, 90),
    "gap_too_narrow_wheel_then_target_turns": (6.5 - math.sqrt(1.99), 45.53649155),
    "../charge/align_rotates_charged_unit": None,
    "../ordinary3/charge_turned_target_into_dangerous_no_test": None,
    "../charge_ordinary/terrain_beside_no_room": (4.3, 59.50487677),
    "front_straight_ahead_exact_range": (0, 0),
    "flank_by_front_centre": (0, 0),
    "rear_straight_ahead": (0, 0),
    # a Wheel left of 15 after a north, b on, the Align back about (38, 29.5)
    "second_charger_slides_to_friend_for_eight": (
        29.5 - 3 * math.sin(math.radians(15)) - 22.5
        - (36.5 - 38 + 3 * math.cos(math.radians(15))) / math.tan(math.radians(15)), -15),
    "flank_needs_wheel_90": (1.5, -90),
}

# Charges that fail for want of range, not room: the roll (plus advance)
# falls short of the distance between the two units.
SHORT = {"front_too_far_stays": 7.0}

# Where the YAML pins only what two mirror images share, the header's end
# (one of the two): B's and T's centre and facing.
HEADER = {
    "../charge_ordinary/terrain_beside_no_room": ((37.46550, 27.09209, 59.50488), (36.73999, 30.29458, 239.50488)),
}


def flee_and_pursuit():
    """the Flee and Pursuit scenarios, worked again with plain arithmetic:
    (name, unit, expected centre, expected facing, worked centre, facing)"""
    def away(frm, to):
        return math.degrees(math.atan2(to[0] - frm[0], to[1] - frm[1])) % 360

    def ahead(c, f, d):
        return (c[0] + d * math.sin(math.radians(f)), c[1] + d * math.cos(math.radians(f)))
    rows = []
    f = away((34, 22), (40, 30))                      # Flee! from C, Centre to Centre
    rows.append(("flee_reaction_oblique_3_4_5", "A", ahead((40, 30), f, 10), f))
    rows.append(("flee_through_friend_and_enemy", "A", ahead((36, 20), away((36, 12), (36, 20)), 11), 0))
    # ends on E (y 27..28): goes on until its rear (centre - 1) clears 28
    c = ahead((36, 20), 0, 7)
    c = (c[0], max(c[1], 28 + 1.0))
    rows.append(("flee_ends_on_enemy_goes_on", "A", c, 0))
    # failed Break: Rear parallel to E's Front (E faces 180, A away from it)
    rows.append(("flee_failed_break_away_from_enemy", "A", ahead((36, 42), 180, 2), 180))
    # pursuit: Pivot to A's facing (90), then the roll straight on
    rows.append(("pursuit_pivot_quarter_then_forward", "B", ahead((36, 28), 90, 6), 90))
    bad = 0
    for name, uid, c, f in rows:
        sc = o5.yaml.safe_load(open(os.path.join(HERE, name + ".yaml")))
        e = sc["expect"]["units"][uid]
        ex = (o5.length(e["centre"][0]), o5.length(e["centre"][1]))
        ok = math.hypot(ex[0] - c[0], ex[1] - c[1]) < 1e-3 and abs((float(e["facing"]) - f + 180) % 360 - 180) < 0.01
        print("%s %s: worked (%.5f, %.5f) facing %.5f" % ("ok" if ok else "XX", name, c[0], c[1], f))
        bad += not ok
    # off the table: 42 + 6 north, front at 48.5 > 48
    ok = 42 + 6 + 0.5 >= 48
    print("%s flee_failed_break_toward_edge_removed: front reaches y %.1f (edge 48)" % ("ok" if ok else "XX", 42 + 6.5))
    return bad + (not ok)


def main():
    only = sys.argv[1:]  # names to check; all when none
    bad = 0 if only else flee_and_pursuit()
    for name, roll in SHORT.items():
        if only and name not in only:
            continue
        case = Case(os.path.join(HERE, name + ".yaml"))
        dist = o5.polydist(case.b.corners(), case.t.corners())
        ok = roll < dist - 1e-9
        print("%s %s: distance %.5f, range %g: %s" % ("ok" if ok else "XX", name, dist, roll,
                                                    "fails" if ok else "reaches"))
        bad += not ok
    for name, route in ROUTE.items():
        if only and name not in only:
            continue
        case = Case(os.path.join(HERE, name + ".yaml"))
        want = expected(case)
        if name in HEADER:
            (bx, by, bf), (tx, ty, tf) = HEADER[name]
            want = (o5.R(bx, by, bf, case.b.w, case.b.d), o5.R(tx, ty, tf, case.t.w, case.t.d))
        dist = o5.polydist(case.b.corners(), case.t.corners())
        msg = ["side %s, distance %.5f" % (case.side, dist)]
        ok = True
        found = case.search()
        if want is None:
            msg.append("fails: %d ends sampled" % len(found))
            ok = not found
        else:
            rb, rt = want
            ends = case.ends(*route) if route else []
            mine = [e for e in ends if near(e[0], rb) and (rt is None and e[1] is None or e[1] is not None
                                                          and near(e[1], rt))]
            if not mine:
                ok = False
                msg.append("the header's route does not end where expected: %s" %
                           [((e[0].cx, e[0].cy, e[0].f), e[1] and (e[1].cx, e[1].cy, e[1].f)) for e in ends])
            else:
                # scored at the expected end itself (the route's, rounded, may
                # lose a corner contact by a hair)
                w = case.score((rb, rt if mine[0][1] is not None else None, mine[0][2]))
                msg.append("expected: own %s, %d models, target turn %.3f, shift %.5f" % (w[0], w[1], -w[2], -w[3]))
                msg.append("%d ends sampled" % len(found))
                for e in found:
                    s = case.score(e)
                    if s[:2] > w[:2] or s[:2] == w[:2] and (s[2] > w[2] + TURN_GRAIN or
                                                           abs(s[2] - w[2]) <= TURN_GRAIN and s[3] > w[3] + GRAIN):
                        ok = False
                        msg.append("beaten by (%.5f, %.5f) facing %.2f: %s" % (e[0].cx, e[0].cy, e[0].f, s))
                        break
        print("%s %s: %s" % ("ok" if ok else "XX", name, "; ".join(msg)))
        sys.stdout.flush()
        bad += not ok
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
