"""Pursuit Moves (seed 000), worked independently of rulec, and random
Pursuit cases for gen.py.

Obstructions: Impassable Terrain, the Pursued unit (it Fled from the
combat), friends not in the combat. Step 1: Pivot about the Centre to the
Pursued unit's facing (the shorter way); then, uppermost first, the Front
Facing (the segment) over the Board Edge: off the board; over an enemy
that did not Flee: a Charge (only the event is compared); over an
obstruction: Pivot from the start towards that facing as far as Unit
Spacing (1in from every obstruction) allows, and stop. Step 2: the first
obstacle the Front Facing meets moving straight ahead within the roll
(ties: the Board Edge, then an enemy): the Board Edge: off the board; an
enemy: a Charge (only the event compared); else move the roll, stopping
where the Front Facing touches an obstruction. Step 3: touching a unit or
within 1in of a unit or Impassable Terrain: back along the forward move to
the last position at least 1in from all of them.
"""
import math

from geo import (TOL, Rect, add, angdiff, bearing_of, norm, poly_dist, sat, seg_overlaps_poly,
                 sub, travel_to_contact)
import solve


def front_overlaps(rect, poly):
    a, b = rect.corners()[0], rect.corners()[1]
    return seg_overlaps_poly(a, b, poly)


def front_off_board(world, rect):
    w, d = world['board']
    for x, y in rect.corners()[:2]:
        if x < -TOL or x > w + TOL or y < -TOL or y > d + TOL:
            return True
    return False


def edge_travel(world, rect):
    """how far the Front Facing moves straight ahead before a front corner
    reaches the Board Edge"""
    w, d = world['board']
    f = rect.f()
    best = math.inf
    for x, y in rect.corners()[:2]:
        for pos, v, lim in ((x, f[0], w), (y, f[1], d)):
            if v > 1e-12:
                best = min(best, (lim - pos) / v)
            elif v < -1e-12:
                best = min(best, -pos / v)
    return best


def pivot_limit(rect, target_facing, polys, clearance=1.0, tol=TOL, steps=3600):
    """the facing rect reaches pivoting from its facing towards
    target_facing, staying clearance from every polygon"""
    turn = angdiff(target_facing, rect.facing)

    def ok(a):
        c = rect.turned(rect.c, a).corners()
        return all(poly_dist(c, p) >= clearance - tol for p in polys)
    last = 0.0
    for i in range(1, steps + 1):
        a = turn * i / steps
        if not ok(a):
            lo, hi = last, a
            for _ in range(40):
                m = (lo + hi) / 2
                if ok(m):
                    lo = m
                else:
                    hi = m
            return (rect.facing + lo) % 360
        last = a
    return target_facing % 360


def solve_pursue(world, pid, qid, total, choice=None):
    P, Q = world['units'][pid], world['units'][qid]
    combat = set()
    for c in world.get('combats', []):
        if pid in c:
            combat |= set(c)
    enemies = [u for u in world['units'].values() if u.side != P.side and not u.removed]
    fled = [u for u in enemies if u.id in combat and ('fleeing' in u.state or u.removed)]
    fled_ids = set(u.id for u in fled) | {qid}
    chargeable = [u for u in enemies if u.id not in fled_ids]
    obstructions = [u.rect.corners() for u in world['units'].values()
                    if not u.removed and (u.id in fled_ids or (u.side == P.side and u.id != pid and
                                                               u.id not in combat))]
    obstructions += [t['poly'] for t in world['terrain'] if t['kind'] == 'impassable']
    D = float(total)
    r0 = P.rect
    piv = Rect(r0.c, Q.rect.facing, r0.w, r0.d)
    out = {'events': [], 'removed': False, 'rect': None, 'note': None}
    # step 1
    if front_off_board(world, piv):
        out['events'].append('pursue_off_board %s' % pid)
        out['removed'] = True
        out['step'] = '1 edge'
        return out
    over = [u for u in chargeable if front_overlaps(piv, u.rect.corners())]
    out['arcs'] = {u.id: solve.arc_of(u.rect, r0.front_centre()) for u in chargeable}
    reformed = 'post_combat_reform' in P.state
    roomy = []
    if not reformed:
        for u in over:
            w2 = dict(world)
            w2['units'] = dict(world['units'])
            P2 = solve.Unit(P.id, P.side, piv.c, piv.facing, P.files, P.ranks, P.bw, P.bd)
            w2['units'][pid] = P2
            best, line = solve.place_back(w2, pid, u.id, out['arcs'][u.id])
            if best is not None:
                roomy.append((u.id, best, line))
    if roomy:
        out['charge'] = [x[0] for x in roomy]
        out['step'] = '1 enemy'
        pick = [x for x in roomy if x[0] == choice] if len(roomy) > 1 else roomy
        if pick:
            out['place_back'] = pick[0]
            out['chosen'] = pick[0][0]
        else:
            out['note'] = 'pivot into several enemies'
        return out
    obstructions = obstructions + [u.rect.corners() for u in over]
    if any(front_overlaps(piv, p) for p in obstructions):
        face = pivot_limit(r0, Q.rect.facing, obstructions)
        out['rect'] = Rect(r0.c, face, r0.w, r0.d)
        out['step'] = '1 obstruction'
        return out
    # step 2
    front = piv.corners()[:2]
    f = piv.f()
    cands = [(edge_travel(world, piv), 0, 'edge')]
    for u in chargeable:
        t = travel_to_contact(front, u.rect.corners(), f)
        if t is not None:
            cands.append((t, 1, u.id))
    for p in obstructions:
        t = travel_to_contact(front, p, f)
        if t is not None:
            cands.append((t, 2, 'obstruction'))
    inside = [c for c in cands if c[0] <= D + TOL]
    if inside:
        tmin = min(c[0] for c in inside)
        first = sorted(c for c in inside if c[0] <= tmin + TOL)
        k = first[0]
        if k[1] == 0:
            out['events'].append('pursue_off_board %s' % pid)
            out['removed'] = True
            out['step'] = '2.1'
            return out
        if k[1] == 1 and not reformed:
            out['charge'] = [c[2] for c in first if c[1] == 1]
            out['step'] = '2.2'
            if len(out['charge']) > 1 and choice not in out['charge']:
                out['note'] = 'charge ahead: several'
                return out
            eid = choice if len(out['charge']) > 1 else out['charge'][0]
            out['chosen'] = eid
            w2 = dict(world)
            w2['units'] = dict(world['units'])
            w2['units'][pid] = solve.Unit(P.id, P.side, piv.c, piv.facing, P.files, P.ranks, P.bw, P.bd)
            open_ids = tuple(u for u in combat if u in world['units'] and world['units'][u].side == P.side)
            sol = solve.solve_charge(w2, pid, eid, D, side=out['arcs'][eid], plain_range=True,
                                     open_ids=open_ids)
            out['charge_sol'] = (sol, w2)
            if sol['best'] is not None:
                return out
            out['note'] = 'charge ahead: solver finds no Charge Move (2.3 with the enemy as obstruction)'
            return out
        travel = min(D, k[0])
    else:
        travel = D
    # step 3
    spaced = [u.rect.corners() for u in world['units'].values() if u.id != pid and not u.removed]
    spaced += [t['poly'] for t in world['terrain'] if t['kind'] == 'impassable']

    def legal(t):
        c = piv.moved(t).corners()
        return all(poly_dist(c, p) >= 1.0 - 1e-9 for p in spaced)
    if legal(travel):
        t_end = travel
    else:
        # the last legal position along the move
        n = 4000
        t_end = None
        for i in range(n, -1, -1):
            t = travel * i / n
            if legal(t):
                lo, hi = t, min(travel, travel * (i + 1) / n)
                for _ in range(50):
                    m = (lo + hi) / 2
                    if legal(m):
                        lo = m
                    else:
                        hi = m
                t_end = lo
                break
        if t_end is None:
            out['note'] = 'no legal position on the move'
            return out
    out['rect'] = piv.moved(t_end)
    out['step'] = '2.3'
    out['travel'] = travel
    return out


PURSUE_MODES = ['plain', 'ahead', 'ahead', 'edge', 'blocked', 'enemy', 'two_ahead', 'two_ahead', 'two_pivot']


def draw(rng):
    import gen
    board = [72.0, 48.0]
    mode = rng.choice(PURSUE_MODES)
    bs = rng.choice(gen.BASES)
    fp, rp = rng.choice([1, 2, 3, 4, 5]), rng.choice([1, 2, 3])
    if mode == 'edge':
        c = [rng.choice([rng.uniform(4, 14), rng.uniform(58, 68)]), rng.uniform(8, 40)]
    else:
        c = [rng.uniform(16, 56), rng.uniform(12, 36)]
    pf = rng.choice([0, 90, 180, 270, rng.uniform(0, 360)])
    P = gen.make_unit('P', 'blue', c, pf, fp, rp, bs)
    Pr = Rect(tuple(P['c']), P['facing'], fp * bs[0], rp * bs[1])
    # the Pursued unit: fled, some inches away, facing away
    qdir = (pf + rng.choice([0, rng.uniform(-100, 100), 180 + rng.uniform(-30, 30)])) % 360
    if mode == 'edge':
        w, d = board
        # flee towards the near edge
        qdir = 270 if c[0] < 20 else 90
        qdir += rng.uniform(-40, 40)
    qb = rng.choice(gen.BASES)
    qf, qr = rng.choice([1, 2, 3, 4]), rng.choice([1, 2])
    qd = max(Pr.w, Pr.d) / 2 + rng.uniform(1.5, 10)
    qc = add(tuple(P['c']), solve.fvec(qdir), qd)
    Q = gen.make_unit('Q', 'red', qc, qdir + rng.uniform(-15, 15), qf, qr, qb, state=['fleeing'])
    Qp = gen.rect_poly(tuple(Q['c']), Q['facing'], qf * qb[0], qr * qb[1])
    if not gen.within_board(Pr.corners(), board, 0.2) or not gen.within_board(Qp, board, 0.1):
        return None
    if not gen.clear_of(Qp, [Pr.corners()], 1.2):
        return None
    units = [P, Q]
    terrain = []
    combats = [['P', 'Q']]
    n_extra = {'plain': rng.choice([0, 1]), 'ahead': rng.choice([1, 2]), 'edge': rng.choice([0, 1]),
               'blocked': rng.choice([1, 2]), 'enemy': 1, 'two_ahead': rng.choice([0, 1]),
               'two_pivot': 0}[mode]
    choices = {}
    if mode in ('two_ahead', 'two_pivot'):
        # two enemies ahead of the Pivoted Front, at the same distance (a tie
        # the owner breaks) or nearly; or (two_pivot) both overlapping the
        # Front after the Pivot
        piv = Rect(Pr.c, Q['facing'], Pr.w, Pr.d)
        fc = piv.front_centre()
        dd = 0.0 if mode == 'two_pivot' else rng.uniform(0.5, 11)
        for k, sgn in enumerate((-1, 1)):
            b2 = rng.choice(gen.BASES)
            f2, r2 = rng.choice([1, 2, 3]), rng.choice([1, 2])
            w2, d2 = f2 * b2[0], r2 * b2[1]
            lat = sgn * rng.uniform(0.1, Pr.w / 2 + w2 / 2 - 0.1)
            ahead = dd + (rng.choice([0.0, 0.0, rng.uniform(-0.3, 0.3)]) if k else 0.0)
            if mode == 'two_pivot':
                ahead = rng.uniform(-d2 / 2 + 0.05, d2 / 2 - 0.05)
            cc = add(add(fc, piv.f(), ahead + d2 / 2), piv.r(), lat)
            fac = (Q['facing'] + 180 + rng.choice([0, 0, rng.uniform(-25, 25)])) % 360
            u = gen.make_unit('E%d' % (k + 1), 'red', cc, fac, f2, r2, b2)
            poly = gen.rect_poly(tuple(u['c']), u['facing'], w2, d2)
            others = gen.polys_of({'board': board, 'units': units, 'terrain': terrain})
            if gen.within_board(poly, board, 0.1) and gen.clear_of(poly, others, 0.05) and \
                    gen.clear_of(poly, [Pr.corners()], 0.3):
                units.append(u)
        ids = [u['id'] for u in units if u['id'].startswith('E')]
        if ids:
            choices = {'charge_target': rng.choice(ids)}
    for k in range(n_extra):
        for _ in range(60):
            if mode == 'blocked':
                dd = rng.uniform(0, 4)
            else:
                dd = rng.uniform(2, 14)
            p = add(add(tuple(P['c']), solve.fvec(Q['facing']), dd + max(Pr.w, Pr.d) / 2),
                    solve.rvec(Q['facing']), rng.uniform(-4, 4))
            kind = rng.choice(['friend', 'friend_combat', 'rock', 'enemy'] + (['enemy', 'enemy'] if mode == 'enemy' else []))
            if kind == 'rock':
                poly = gen.rect_poly(p, rng.uniform(0, 360), rng.uniform(0.5, 3), rng.uniform(0.5, 3))
                poly = [(gen.r3(x), gen.r3(y)) for x, y in poly]
            else:
                b2 = rng.choice(gen.BASES)
                f2, r2 = rng.choice([1, 2, 3, 4]), rng.choice([1, 2])
                u = gen.make_unit('U%d' % k, 'red' if kind == 'enemy' else 'blue', p,
                                  rng.choice([0, 90, 180, 270, rng.uniform(0, 360)]), f2, r2, b2)
                poly = gen.rect_poly(tuple(u['c']), u['facing'], f2 * b2[0], r2 * b2[1])
            others = gen.polys_of({'board': board, 'units': units, 'terrain': terrain})
            if not gen.within_board(poly, board, 0.1) or not gen.clear_of(poly, others, 0.2):
                continue
            if not gen.clear_of(poly, [Pr.corners()], 1.05):
                continue
            if kind == 'rock':
                terrain.append({'kind': 'impassable', 'poly': [list(q) for q in poly]})
            else:
                units.append(u)
                if kind == 'friend_combat':
                    combats[0].append(u['id'])
            break
    return {'kind': 'pursue', 'mode': mode, 'board': board, 'units': units, 'terrain': terrain,
            'combats': combats, 'args': {'unit': 'P', 'pursued': 'Q'}, 'choices': choices,
            'dice': [[rng.randint(1, 6), rng.randint(1, 6)]]}


def compare(case, rc):
    import gen
    w = gen.world_of(case)
    choice = (case.get('choices') or {}).get('charge_target')
    sol = solve_pursue(w, 'P', 'Q', sum(case['dice'][0]), choice)
    if rc.get('error'):
        # an answer that is no candidate is refused: right when the solver
        # has it no candidate either
        if 'is not a candidate' in str(rc['error']) and choice not in (sol.get('charge') or []):
            return [], ['the answer %s is no candidate (rulec refuses it; solver: %s)' %
                        (choice, sol.get('charge'))]
        return ['error: %s' % str(rc['error'])[:300]], []
    mism, notes = [], []
    U = gen.rc_units(rc)
    Pu = U['P']
    ev = [e for e in rc.get('events', []) if e.split()[0] in ('pursue_off_board', 'charge')]
    tr = abs(angdiff(w['units']['Q'].rect.facing, w['units']['P'].rect.facing))
    if abs(tr - 180) < 0.5:
        notes.append('about-turn: direction of the Pivot open')
        return mism, notes
    if sol.get('charge'):
        got = [e.split()[2] for e in ev if e.startswith('charge ')]
        if not got:
            mism.append('no charge: solver (%s) charges one of %s' % (sol['step'], sol['charge']))
        elif got[0] not in sol['charge']:
            mism.append('charge: rulec %s solver one of %s' % (got[0], sol['charge']))
        elif sol.get('chosen') and got[0] != sol['chosen']:
            mism.append('charge: rulec %s, the owner chose %s of %s' % (got[0], sol['chosen'], sol['charge']))
        elif sol.get('place_back'):
            eid, (k, s, rect), line = sol['place_back']
            rr = Rect(Pu['c'], Pu['facing'], rect.w, rect.d)
            sr, off = line.s_of(rr)
            if abs(angdiff(rr.facing, line.phiF)) > 0.02 or abs(off) > 0.003:
                mism.append('placed back not on %s of %s: facing %.2f want %.2f off %.4f' % (
                    line.side, eid, rr.facing, line.phiF, off))
            elif abs(sr - s) > 0.003:
                mism.append('placed back at s %.4f, solver s %.4f key %s' % (sr, s, k))
        elif sol.get('charge_sol') and not sol.get('note'):
            csol, w2 = sol['charge_sol']
            m2, n2 = gen.compare_charge_sol(csol, w2, U, 'P', got[0], case)
            mism += m2
            notes += n2
        else:
            notes.append('charge %s (%s), end not compared' % (got[0], sol['step']))
        return mism, notes
    if sol['note']:
        notes.append(sol['note'])
        return mism, notes
    if [e for e in ev if e.startswith('charge ')]:
        mism.append('rulec charges (%s), solver step %s does not' % (ev, sol['step']))
        return mism, notes
    if Pu['removed'] != sol['removed']:
        mism.append('removed: rulec %s solver %s (step %s)' % (Pu['removed'], sol['removed'], sol['step']))
        return mism, notes
    if not sol['removed']:
        r = sol['rect']
        if norm(sub(Pu['c'], r.c)) > 0.003 or abs(angdiff(Pu['facing'], r.facing)) > 0.02:
            mism.append('end (step %s): rulec (%.4f, %.4f) %.2f solver (%.4f, %.4f) %.2f' % (
                sol['step'], Pu['c'][0], Pu['c'][1], Pu['facing'], r.c[0], r.c[1], r.facing))
    for u in case['units']:
        if u['id'] != 'P' and gen.moved(u, U[u['id']]):
            mism.append('bystander moved: %s' % u['id'])
    return mism, notes
