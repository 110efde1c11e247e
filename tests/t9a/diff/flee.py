"""Flee Moves (seed 001), worked independently of rulec, and random Flee
cases for gen.py.

The Pivot about the Centre turns the shorter way; what its corners sweep
is passed through ("including the initial Pivot"). The move goes the
rolled distance straight forward, then on until the unit overlaps no unit
and no Impassable Terrain. Friends passed through take a Panic Test;
enemies other than the Charging enemy (and, for a Broken unit, those of
its combat) and Impassable Terrain are Dangerous Terrain (4+), as is
terrain of kind dangerous (its prop, default 4); Panic Tests first, then
the tests in the order met. Contact with the Table Edge, or with a
Charging enemy it did not already touch, removes the unit.
"""
import math
import random

from geo import (TOL, Rect, add, angdiff, bearing_of, norm, poly_dist, sat, sub,
                 travel_to_contact)
import solve


def arc_overlap_first(rect, a0, a1, poly, tol=TOL, steps=720):
    """the fraction of the turn from a0 to a1 at which rect, turned about
    its Centre, first passes into poly (None if never)"""
    if solve.turn_clear(rect.turned(rect.c, 0), rect.c, a0, a1, [poly], tol):
        return None
    for i in range(steps + 1):
        a = a0 + (a1 - a0) * i / steps
        if sat(rect.turned(rect.c, a).corners(), poly) < -tol:
            return i / steps
    return 1.0


def arc_touch_first(rect, a0, a1, poly, tol=TOL, steps=720):
    for i in range(steps + 1):
        a = a0 + (a1 - a0) * i / steps
        c = rect.turned(rect.c, a).corners()
        if sat(c, poly) < -tol or poly_dist(c, poly) <= tol:
            return i / steps
    # between samples: a turn that passes into it touched it
    if not solve.turn_clear(rect, rect.c, a0, a1, [poly], -tol):
        return 1.0
    return None


def exit_distance(rect, f, poly, far=200.0):
    """how far rect moves along f before it overlaps poly no more"""
    r_far = Rect(add(rect.c, f, far), rect.facing, rect.w, rect.d)
    back = travel_to_contact(r_far.corners(), poly, (-f[0], -f[1]))
    if back is None:
        return 0.0
    return far - back


def solve_flee(world, uid, reason, frm, total, about=None):
    U = world['units'][uid]
    X = world['units'].get(frm) if frm else None
    r0 = U.rect
    if reason in ('charge_reaction', 'terror'):
        face = bearing_of(sub(r0.c, X.rect.c))
    elif reason == 'failed_break':
        # X's Facing lying along U
        best, side = -1, None
        for s in ('front', 'right', 'rear', 'left'):
            a, b = X.rect.side(s)
            n = 41
            k = sum(1 for i in range(n) if poly_dist([add(a, sub(b, a), i / (n - 1))] * 2, r0.corners()) <= TOL)
            if k > best:
                best, side = k, s
        face = X.rect.side_normal(side)
    else:
        cands = [u for u in world['units'].values() if u.side != U.side and not u.removed and
                 'shaken' not in u.state and 'fleeing' not in u.state]
        near = min(cands, key=lambda u: poly_dist(u.rect.corners(), r0.corners()))
        face = bearing_of(sub(r0.c, near.rect.c))
    turn = angdiff(face, r0.facing)
    if about is not None and abs(abs(turn) - 180) < 0.5:
        turn = about * abs(turn)
    piv = Rect(r0.c, face, r0.w, r0.d)
    f = piv.f()
    D = float(total)
    bodies = []  # (id, poly, kind)
    for u in world['units'].values():
        if u.id != uid and not u.removed:
            bodies.append((u.id, u.rect.corners(), 'unit'))
    for i, t in enumerate(world['terrain']):
        bodies.append(('t%d' % i, t['poly'], t['kind']))
    solid = [b for b in bodies if b[2] in ('unit', 'impassable')]
    # continue until placed
    t = D
    for _ in range(50):
        over = [b for b in solid if sat(piv.moved(t).corners(), b[1]) < -TOL]
        if not over:
            break
        t = t + max(exit_distance(piv.moved(t), f, b[1]) for b in over)
    end = piv.moved(t)
    H = solve.hull(piv.corners() + end.corners())

    def met_at(poly, touch=False):
        """(phase, where) the Flee Move first passes into (or touches) poly"""
        if abs(turn) > 1e-9:
            q = (arc_touch_first if touch else arc_overlap_first)(r0, 0, turn, poly)
            if q is not None:
                return (0, q)
        if touch:
            if poly_dist(H, poly) <= TOL:
                d = travel_to_contact(piv.corners(), poly, f)
                return (1, 0.0 if d is None else d)
            return None
        if sat(H, poly) < -TOL:
            d = travel_to_contact(piv.corners(), poly, f)
            return (1, 0.0 if d is None else d)
        return None
    events = []
    friends, dangers = [], []
    chargers = set(u.id for u in world['units'].values() if u.side != U.side and
                   ('charging %s' % uid) in u.state)
    if reason in ('charge_reaction', 'terror') and frm:
        chargers.add(frm)
    same = set()
    if reason == 'failed_break':
        for c in world.get('combats', []):
            if uid in c:
                same |= set(c)
        for u in world['units'].values():
            if u.side != U.side and poly_dist(u.rect.corners(), r0.corners()) <= TOL:
                same.add(u.id)
    for bid, poly, kind in bodies:
        if kind == 'unit':
            u = world['units'][bid]
            if u.side == U.side:
                m = met_at(poly)
                if m:
                    friends.append((m, 'panic_test %s' % bid))
            elif bid not in chargers and bid not in same:
                m = met_at(poly)
                if m:
                    dangers.append((m, 'dangerous_terrain_test %s 4' % uid))
        elif kind == 'impassable':
            m = met_at(poly)
            if m:
                dangers.append((m, 'dangerous_terrain_test %s 4' % uid))
        elif kind == 'dangerous':
            m = met_at(poly)
            if m:
                dv = world['terrain'][int(bid[1:])]['props'].get('dangerous', 4)
                dangers.append((m, 'dangerous_terrain_test %s %s' % (uid, dv)))
    events += [e for _, e in sorted(friends)]
    events += [e for _, e in sorted(dangers)]
    removed = False
    for bp in solve.board_polys(world):
        if met_at(bp, touch=True):
            removed = True
    at_start = set(u.id for u in world['units'].values()
                   if u.id != uid and poly_dist(u.rect.corners(), r0.corners()) <= TOL)
    for cid in chargers:
        if cid in at_start:
            continue
        if met_at(world['units'][cid].rect.corners(), touch=True):
            removed = True
    if removed:
        events.append('casualty %s' % uid)
    return {'rect': end, 'removed': removed, 'events': events, 'face': face, 'travel': t}


# ---------------------------------------------------------------- cases

def draw(rng):
    import gen
    board = [72.0, 48.0]
    mode = rng.choice(['plain', 'through', 'through', 'edge', 'break', 'rally', 'many', 'many'])
    reason = {'break': 'failed_break', 'rally': 'failed_rally'}.get(
        mode, rng.choice(['charge_reaction', 'charge_reaction', 'terror']))
    bs = rng.choice(gen.BASES)
    fu, ru = rng.choice([1, 2, 3, 4, 5]), rng.choice([1, 2, 3])
    if mode == 'edge':
        c = [rng.choice([rng.uniform(3, 12), rng.uniform(60, 69)]), rng.uniform(8, 40)]
        if rng.random() < 0.5:
            c = [rng.uniform(8, 64), rng.choice([rng.uniform(3, 12), rng.uniform(36, 45)])]
    else:
        c = [rng.uniform(20, 52), rng.uniform(14, 34)]
    uf = rng.choice([0, 90, 180, 270, rng.uniform(0, 360)])
    F = gen.make_unit('F', 'blue', c, uf, fu, ru, bs)
    Fr = Rect(tuple(F['c']), F['facing'], fu * bs[0], ru * bs[1])
    if not gen.within_board(Fr.corners(), board, 0.2):
        return None
    units = [F]
    xb = rng.choice(gen.BASES)
    xf, xr = rng.choice([1, 2, 3, 4, 5]), rng.choice([1, 2, 3])
    if reason == 'failed_break':
        side = rng.choice(['front', 'front', 'right', 'left', 'rear'])
        a, b = Fr.side(side)
        out = Fr.side_normal(side)
        w = xf * xb[0]
        along = rng.uniform(-0.4, 0.4) * norm(sub(b, a))
        mid = add(((a[0] + b[0]) / 2, (a[1] + b[1]) / 2), solve.rvec((out + 180) % 360), along)
        xc = add(mid, solve.fvec(out), xr * xb[1] / 2)
        X = gen.make_unit('X', 'red', xc, (out + 180) % 360, xf, xr, xb)
        combats = [['F', 'X']]
    else:
        ang = rng.uniform(0, 360)
        dist = max(Fr.w, Fr.d) / 2 + max(xf * xb[0], xr * xb[1]) / 2 + rng.uniform(0.5, 8)
        xc = add(tuple(F['c']), solve.fvec(ang), dist)
        X = gen.make_unit('X', 'red', xc, (ang + 180 + rng.uniform(-30, 30)) % 360, xf, xr, xb)
        if reason == 'charge_reaction' and rng.random() < 0.7:
            X['state'] = ['charging F']
        combats = []
    Xr = Rect(tuple(X['c']), X['facing'], xf * xb[0], xr * xb[1])
    if not gen.within_board(Xr.corners(), board, 0.1):
        return None
    if reason != 'failed_break' and not gen.clear_of(Xr.corners(), [Fr.corners()], 0.2):
        return None
    if reason == 'failed_break' and sat(Xr.corners(), Fr.corners()) < -TOL:
        return None
    units.append(X)
    terrain = []
    n_extra = {'plain': rng.choice([0, 1]), 'through': rng.choice([1, 2, 3]), 'edge': rng.choice([0, 1]),
               'break': rng.choice([0, 1, 2]), 'rally': rng.choice([1, 2]), 'many': rng.choice([3, 4, 5])}[mode]
    # the direction of flight, roughly
    if reason in ('charge_reaction', 'terror'):
        away = bearing_of(sub(tuple(F['c']), tuple(X['c'])))
    elif reason == 'failed_break':
        away = out
    else:
        away = rng.uniform(0, 360)
    for k in range(n_extra):
        for _ in range(60):
            dd = rng.uniform(1, 13)
            lat = rng.uniform(-3, 3)
            if mode == 'many':
                # one after another along the line of flight, each across it
                dd = 1.5 + k * rng.uniform(1.5, 3.5)
                lat = rng.uniform(-1.5, 1.5)
            p = add(add(tuple(F['c']), solve.fvec(away), dd), solve.rvec(away), lat)
            kind = rng.choice(['friend', 'friend', 'enemy', 'rock', 'marsh'] +
                              (['enemy', 'enemy'] if mode == 'rally' else []))
            if kind in ('rock', 'marsh'):
                poly = gen.rect_poly(p, rng.uniform(0, 360), rng.uniform(0.5, 3), rng.uniform(0.5, 3))
                poly = [(gen.r3(x), gen.r3(y)) for x, y in poly]
            else:
                b2 = rng.choice(gen.BASES)
                f2, r2 = rng.choice([1, 2, 3, 4]), rng.choice([1, 2])
                u = gen.make_unit('U%d' % k, 'blue' if kind == 'friend' else 'red', p,
                                  rng.choice([0, 90, 180, 270, rng.uniform(0, 360)]), f2, r2, b2)
                if kind == 'enemy' and rng.random() < 0.3:
                    u['state'] = [rng.choice(['shaken', 'fleeing'])]
                poly = gen.rect_poly(tuple(u['c']), u['facing'], f2 * b2[0], r2 * b2[1])
            others = gen.polys_of({'board': board, 'units': units, 'terrain': terrain})
            if not gen.within_board(poly, board, 0.1) or not gen.clear_of(poly, others, 0.2):
                continue
            if kind == 'rock':
                terrain.append({'kind': 'impassable', 'poly': [list(q) for q in poly]})
            elif kind == 'marsh':
                t = {'kind': 'dangerous', 'poly': [list(q) for q in poly]}
                if rng.random() < 0.5:
                    t['props'] = {'dangerous': rng.choice([3, 5])}
                terrain.append(t)
            else:
                units.append(u)
            break
    if reason == 'failed_rally':
        # equal distances would need the opponent's choice: avoid ties
        w = gen.world_of({'board': board, 'units': units, 'terrain': terrain})
        ds = sorted(poly_dist(u.rect.corners(), w['units']['F'].rect.corners())
                    for u in w['units'].values() if u.side != 'blue' and
                    'shaken' not in u.state and 'fleeing' not in u.state)
        if len(ds) > 1 and ds[1] - ds[0] < 0.01:
            return None
    args = {'unit': 'F', 'reason': reason}
    if reason != 'failed_rally':
        args['from'] = 'X'
    # a turn of about 180 either way is a tie the text leaves open
    return {'kind': 'flee', 'mode': mode, 'board': board, 'units': units, 'terrain': terrain,
            'combats': combats, 'args': args, 'dice': [[rng.randint(1, 6), rng.randint(1, 6)]]}


def compare(case, rc):
    import gen
    if rc.get('error'):
        return ['error: %s' % str(rc['error'])[:300]], []
    w = gen.world_of(case)
    a = case['args']
    sol = solve_flee(w, 'F', a['reason'], a.get('from'), sum(case['dice'][0]))
    mism, notes = [], []
    if abs(abs(angdiff(sol['face'], w['units']['F'].rect.facing)) - 180) < 0.5:
        s1 = solve_flee(w, 'F', a['reason'], a.get('from'), sum(case['dice'][0]), about=1)
        s2 = solve_flee(w, 'F', a['reason'], a.get('from'), sum(case['dice'][0]), about=-1)
        if s1['events'] != s2['events'] or s1['removed'] != s2['removed']:
            notes.append('about-turn: direction of the Pivot open')
            return mism, notes
    U = gen.rc_units(rc)
    F = U['F']
    if F['removed'] != sol['removed']:
        mism.append('removed: rulec %s solver %s' % (F['removed'], sol['removed']))
    if not sol['removed']:
        if norm(sub(F['c'], sol['rect'].c)) > 0.003 or abs(angdiff(F['facing'], sol['rect'].facing)) > 0.02:
            mism.append('end: rulec (%.4f, %.4f) %.2f solver (%.4f, %.4f) %.2f travel %.4f' % (
                F['c'][0], F['c'][1], F['facing'], sol['rect'].c[0], sol['rect'].c[1], sol['rect'].facing,
                sol['travel']))
    ev = [e for e in rc.get('events', []) if e.split()[0] in ('panic_test', 'dangerous_terrain_test', 'casualty')]
    if ev != sol['events']:
        mism.append('events: rulec %s solver %s' % (ev, sol['events']))
    for u in case['units']:
        if u['id'] != 'F' and gen.moved(u, U[u['id']]):
            mism.append('bystander moved: %s' % u['id'])
    return mism, notes
