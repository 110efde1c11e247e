"""asfresh8's scenario framework: a scenario is a table, a charge, a witness plan (where each
model of the charging unit goes, in which order) and the proofs of the bounds the witness
meets. check.py replays every witness with geom.py and checks the bounds; gen.py writes the
YAML with the working in its header."""
import math

from geom import TOL, Table, World, bearing_pt, d, rad, ring_points, seg_point, point_poly

R25, R32, R40 = rad(25), rad(32), rad(40)
RADIUS = {25: R25, 32: R32, 40: R40}


class Scenario:
    def __init__(self, name, title, working, units, move=6.0, target='B', charger='A',
                 plan=(), terrain=(), dice=None, caps=None, greedy=None, events=None,
                 no_events=None, extra=None, didnt=False, counts=True):
        self.counts = counts
        self.name, self.title, self.working = name, title, working
        self.units = {k: {'side': v[0], 'mm': v[1], 'r': RADIUS[v[1]], 'models': list(v[2])}
                      for k, v in units.items()}
        self.arg_move = move
        self.move = float(max(dice[0])) if dice else move
        self.target, self.charger = target, charger
        self.plan, self.terrain, self.dice = list(plan), list(terrain), dice
        self.caps = caps or {}          # {'A_contact': (n, proof), 'B_contact': .., 'engaged': ..}
        self.greedy = greedy            # text: what greedy gets, and why
        self.events = events
        self.no_events = no_events or []
        self.extra = extra or {}
        self.didnt = didnt

    def table(self):
        return Table({k: {'side': v['side'], 'r': v['r'], 'models': v['models']}
                      for k, v in self.units.items()}, self.terrain)

    def solve(self):
        """replays the witness; returns (result dict, notes list, faults list)"""
        A, B = self.charger, self.target
        t = self.table()
        notes, faults = [], []
        L, i0, t0, end, way = t.first_model(A, B)
        res = {'first': (i0, t0, L, end, way)}
        # second method for the first model: every model to every target model by
        # sampled contact points reached straight (only valid where nothing is in the way)
        if L > self.move + TOL:
            res['didnt'] = True
            return res, notes, faults
        res['didnt'] = False
        moves = [(i0, way[1:])]
        faults += t.apply(A, B, self.move, [(i0, way[1:])])
        for i, spec in self.plan:
            cur = t.units[A]['models'][i]
            w = t.world_for(A, i, B)
            if spec[0] == 'c':
                _, tm, br = spec
                goal = bearing_pt(t.units[B]['models'][tm], t.units[A]['r'] + t.units[B]['r'] + 2e-6, br)
            elif spec[0] in ('a', 'e'):
                goal = self.auto(t, i, spec)
                if goal is None:
                    faults.append('%s#%d: auto found nothing for %s' % (A, i, spec))
                    continue
            elif spec[0] == 'r':
                c = t.units[B]['models'][spec[1]]
                Lr, goal, _ = w.route(cur, c, t.units[A]['r'] + t.units[B]['r'])
                if goal is None:
                    faults.append('%s#%d: no route to %s#%d' % (A, i, B, spec[1]))
                    continue
            elif spec[0] == 'x':
                rho = t.units[A]['r'] + t.units[B]['r'] + 2e-6
                goal = valley(t.units[B]['models'][spec[1]], t.units[B]['models'][spec[2]], rho,
                              spec[3] if len(spec) > 3 else cur)
            else:
                goal = spec[1]
            w.discs.append((goal, 0.0))
            Lg, e, wy = w.route(cur, goal, 0.0)
            if wy is None:
                faults.append('%s#%d: no route to (%.4f, %.4f)' % (A, i, goal[0], goal[1]))
                continue
            faults += t.apply(A, B, self.move, [(i, wy[1:])])
            moves.append((i, wy[1:]))
        t2 = t
        res['table'] = t2
        res['moves'] = moves
        res['A_contact'] = t2.in_contact(A)
        res['B_contact'] = t2.in_contact(B)
        res['engaged'] = t2.engaged(A)
        res['coherent'] = t2.coherent(A)
        for V, u in t2.units.items():
            if u['side'] != t2.units[A]['side'] and V != B:
                g = t2.min_gap(A, V)
                res['gap_' + V] = g
                if g < 1 - TOL:
                    faults.append('within 1in of %s: %.4f' % (V, g))
        if not res['coherent']:
            faults.append('witness not coherent')
        return res, notes, faults

    def auto(self, t, i, spec):
        """a design aid: the legal end within the move with the shortest route, on the rings
        of the listed target models ('a', [tm...], step) or ('e', step) within 2in of a model of A
        in contact (then nearest a target); check.py still replays it like any witness"""
        A, B = self.charger, self.target
        rA, rB = t.units[A]['r'], t.units[B]['r']
        cur = t.units[A]['models'][i]
        w = t.world_for(A, i, B)
        cands = []
        if spec[0] == 'a':
            step = spec[2] if len(spec) > 2 else 5
            for tm in spec[1]:
                c = t.units[B]['models'][tm]
                cands += [(0, p) for p in ring_points(c, rA + rB + 1e-6, int(360 / step))]
        else:
            step = spec[1] if len(spec) > 1 else 0.25
            cs = [t.units[A]['models'][k] for k in t.contact_set(A)]
            for c in cs:
                for rr in (2 * rA + 0.05, 2 * rA + 0.6, 2 * rA + 1.2, 2 * rA + 1.9):
                    for p in ring_points(c, rr, 72):
                        cands.append((min(d(p, e) for e in t.units[B]['models']), p))
        best = None
        for key, p in sorted(cands, key=lambda kp: (kp[0], d(kp[1], cur))):
            if best is not None and key > best[0] + 1e-9:
                break
            if d(p, cur) > self.move:
                continue
            if not w.free(p):
                continue
            if any(d(p, e) < 2 * rA - 1e-9 for k, e in enumerate(t.units[A]['models']) if k != i):
                continue
            w2 = World(w.discs + [(p, 0.0)], w.polys)
            L, e, wy = w2.route(cur, p, 0.0)
            if L <= self.move - 1e-4 and (best is None or (key, L) < best[:2]):
                best = (key, L, p)
        return None if best is None else best[2]

    def bounds(self):
        """upper bounds from reach. The first model's move is forced by the rule; after it,
        a model's shortest route among the things that do not move (impassable terrain,
        models of other units, the target's models, the first model where it ended) is a
        lower bound of its route in any order of moving."""
        A, B = self.charger, self.target
        t = self.table()
        rA, rB = t.units[A]['r'], t.units[B]['r']
        L0, i0, t0, end, way = t.first_model(A, B)
        reach = {}
        nA, nB = len(t.units[A]['models']), len(t.units[B]['models'])
        touched0 = [tm for tm, c in enumerate(t.units[B]['models']) if abs(d(c, end) - rA - rB) <= TOL]
        for i, s in enumerate(t.units[A]['models']):
            if i == i0:
                for tm in range(nB):
                    reach[(i, tm)] = L0 if tm in touched0 else math.inf
                continue
            u = Table({k: (v if k != A else dict(v, models=[s, end])) for k, v in t.units.items()}, t.terrain)
            w = u.world_for(A, 0, B)
            for tm, c in enumerate(t.units[B]['models']):
                L, e, way = w.route(s, c, rA + rB)
                reach[(i, tm)] = L
        mv = self.move
        a_ok = [i for i in range(nA) if any(reach[(i, tm)] <= mv + TOL for tm in range(nB))]
        b_ok = [tm for tm in range(nB) if any(reach[(i, tm)] <= mv + TOL for i in range(nA))]
        # engaged needs the centre within rB + rA + 2 + 2rA of a target centre (straight line)
        e_ok = [i for i, s in enumerate(t.units[A]['models'])
                if min(d(s, c) for c in t.units[B]['models']) - (rB + 3 * rA + 2) <= mv + TOL]
        # and by route (aspin): a model that cannot reach contact is ENGAGED only within 2in of
        # a model in contact, so its centre ends within 2rA + 2 of the first model's end or
        # within rA + rB + 2rA + 2 of a target model some model can reach (where any other
        # model in contact stands). Its shortest route to one of those discs among what does
        # not move (as for reach) is a lower bound of its route in any order.
        e_route = {}
        for i in e_ok:
            if i in a_ok:
                continue
            s = t.units[A]['models'][i]
            u = Table({k: (v if k != A else dict(v, models=[s, end])) for k, v in t.units.items()}, t.terrain)
            w = u.world_for(A, 0, B)
            goals = [(end, 2 * rA + 2)] + [(t.units[B]['models'][tm], rA + rB + 2 * rA + 2) for tm in b_ok]
            e_route[i] = min(route_to_disc(w, s, g, rho) for g, rho in goals)
        e_ok = [i for i in e_ok if i in a_ok or e_route[i] <= mv + TOL]
        return {'A_contact': len(a_ok), 'B_contact': len(b_ok), 'engaged': len(e_ok), 'reach': reach,
                'a_ok': a_ok, 'b_ok': b_ok, 'e_route': e_route}


def route_to_disc(w, s, g, rho):
    """the shortest route from s to the closed disc (g, rho) in world w (0 if s is in it)"""
    if d(s, g) <= rho + TOL:
        return 0.0
    L, e, way = World(w.discs + [(g, rho)], w.polys).route(s, g, rho)
    return L


def valley(c1, c2, rho, hint):
    """the point at rho from both c1 and c2 nearer hint (a base touching both)"""
    dx, dy = c2[0] - c1[0], c2[1] - c1[1]
    D = math.hypot(dx, dy)
    h = math.sqrt(rho * rho - D * D / 4)
    mx, my = (c1[0] + c2[0]) / 2, (c1[1] + c2[1]) / 2
    p1 = (mx - dy / D * h, my + dx / D * h)
    p2 = (mx + dy / D * h, my - dx / D * h)
    return p1 if d(p1, hint) < d(p2, hint) else p2


def line(x0, y, n, dx=1.5, dy=0.0):
    return [(x0 + k * dx, y + k * dy) for k in range(n)]


def rect(x0, y0, x1, y1):
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
