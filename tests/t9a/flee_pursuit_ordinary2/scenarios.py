"""Hand calculations check.py cannot make generically (where a Pursuit ends
in a Charge), keyed by scenario file name without .yaml; each returns
(units, events) as check.flee and check.pursue do."""
import check

WORK = {}


def charging(ref_start):
    """a pursuit whose Charge places the unit by check.aligned_charge on the
    Facing the scenario names, ranked from ref_start(unit) (the Centre
    before the Pivot for step 1, where the Charge Move starts for 2.2)."""
    def run(side):
        def work(s, board, bodies):
            def at(name, u):
                t = bodies[name]
                others = [b.poly for b in bodies.values()
                          if b is not u and b is not t and not b.removed and
                          b.kind in ("unit", "impassable")]
                return check.aligned_charge(u, t, others, ref_start(u, bodies), side)
            return check.pursue(s, board, bodies, at)
        return work
    return run


# step 1: "keeping the Centre of the unit as close as possible to its
# starting position"
def _start(u, bodies):
    return (u.rect.cx, u.rect.cy)


WORK["pursuit_pivot_enemy_before_friend"] = charging(_start)("front")
# 2.2: the Charge Move starts from the pivoted unit, straight ahead

# 2.2 with B already flat on E's Front: the end must be one a Charge Move
# reaches (the strict reading, ../ordinary5/README.md), and every move
# (forwards, or a Wheel about either front corner) passes into E at once
# (the header works it), so B charges where it stands.
def _stays(s, board, bodies):
    def at(name, u):  # where it stands after the Pivot, facing the Pursued unit's way
        return (u.rect.cx, u.rect.cy, bodies[s["args"]["pursued"]].rect.f)
    return check.pursue(s, board, bodies, at)


WORK["pursuit_pivot_front_touches_enemy_charges_ahead"] = _stays
WORK["pursuit_double_six_charges_wider_enemy"] = charging(_start)("front")


def pursue_in_order(order, rolls, charges):
    """pursue_all worked as its steps say: each unit in order (the
    Chargers first, as the scenario's header works out) makes one
    Pursuit Move with its roll on the table as the earlier ones left it."""
    def work(s, board, bodies):
        got, events = {}, []
        for uid in order:
            one = dict(s)
            one["args"] = {"unit": uid, "pursued": s["args"]["pursued"]}
            one["dice"] = [rolls[uid]]
            at = None
            if uid in charges:
                def at(name, u, side=charges[uid]):
                    t = bodies[name]
                    others = [b.poly for b in bodies.values()
                              if b is not u and b is not t and not b.removed and
                              b.kind in ("unit", "impassable")]
                    return check.aligned_charge(u, t, others, (u.rect.cx, u.rect.cy), side)
            g, ev = check.pursue(one, board, bodies, at)
            got.update(g)
            events += ev
            u = bodies[uid]
            if g[uid].get("removed"):
                u.removed = True
                u.poly = [(-1e6, -1e6)] * 4  # off the table
            else:
                u.rect = check.Rect(g[uid]["centre"][0], g[uid]["centre"][1],
                                    g[uid]["facing"], u.rect.w, u.rect.d)
                u.poly = u.rect.corners()
        return got, events
    return work


WORK["two_pursuers_edge_pivot_beside_enemy_not_charging"] = pursue_in_order(
    ["P2", "P1"], {"P2": 11, "P1": 7}, {})
WORK["two_pursuers_pivot_charger_moves_first"] = pursue_in_order(
    ["P1", "P2"], {"P2": 8, "P1": 7}, {"P1": "front"})
WORK["two_pursuers_pivot_obstruction_beside_touching_enemy"] = pursue_in_order(
    ["P2", "P1"], {"P2": 8, "P1": 7}, {})
