"""fresh12: the scenario description shared by check.py and gen.py, and the generic checks.

A scenario is a dict (see scen.py). Everything geometric here is computed with geom.py,
never with rulec.
"""
from geom import R, TOL, dist, gap, seg_point, seg_poly, inside, path_len, toward, coherent


def rad(u):
    return R[u['d']]


def enemies(sc, uid):
    side = sc['units'][uid]['side']
    return [k for k, u in sc['units'].items() if u['side'] != side]


def lower_reach(sc, i, tid, j):
    """Straight-line lower bound of the movement model A#i needs to touch tid#j."""
    A = sc['units']['A']
    T = sc['units'][tid]
    return dist(A['models'][i], T['models'][j]) - rad(A) - rad(T)


def first_model(sc):
    """(index, target model, bound, runner-up bound) by the straight-line bound, or the scenario's
    'first_route' (index, target model) where terrain makes a straight bound the wrong measure
    (its claims prove it)."""
    if 'first_route' in sc:
        i, j = sc['first_route']
        return i, j, lower_reach(sc, i, sc['target'], j), None
    A = sc['units']['A']
    T = sc['units'][sc['target']]
    best = sorted((lower_reach(sc, i, sc['target'], j), i, j)
                  for i in range(len(A['models'])) for j in range(len(T['models'])))
    other = [b for b in best if b[1] != best[0][1]]
    return best[0][1], best[0][2], best[0][0], (other[0][0] if other else None)


def positions(sc, plan):
    """Final positions of every unit after plan (A moved by plan['end'])."""
    pos = {k: list(u['models']) for k, u in sc['units'].items()}
    if plan:
        for i, p in plan['end'].items():
            pos['A'][i] = p
    return pos


def route_errors(sc, plan, move):
    """Check each moved model's route: length, bases, impassable terrain, 1in rule."""
    errs = []
    A = sc['units']['A']
    rA = rad(A)
    cur = {k: list(u['models']) for k, u in sc['units'].items()}
    charged = set(sc.get('charged', [sc['target']]))
    info = {}
    for i in plan['order']:
        pts = [A['models'][i]] + plan.get('via', {}).get(i, []) + [plan['end'][i]]
        L = path_len(pts)
        info[i] = L
        if L > move + 1e-9:
            errs.append(f'A#{i} route {L:.4f} > move {move}')
        for s in range(len(pts) - 1):
            a, b = pts[s], pts[s + 1]
            for k, u in sc['units'].items():
                for j, c in enumerate(cur[k]):
                    if k == 'A' and j == i:
                        continue
                    need = rA + rad(u) - TOL
                    if k not in charged and k != 'A' and u['side'] != A['side']:
                        need = rA + rad(u) + 1 - TOL
                    d = seg_point(a, b, c)
                    if d < need:
                        errs.append(f'A#{i} route seg {s} {d:.4f} from {k}#{j} < {need:.4f}')
            for t in sc.get('terrain', []):
                if t['kind'] == 'impassable' and seg_poly(a, b, t['poly']) < rA - TOL:
                    errs.append(f'A#{i} route seg {s} into {t["name"]}')
        cur['A'][i] = plan['end'][i]
    return errs, info


def counts(sc, pos):
    """in_contact, engaged, coherent per unit."""
    out = {}
    for k, u in sc['units'].items():
        r = rad(u)
        inc = []
        for i, p in enumerate(pos[k]):
            touch = False
            for e in enemies(sc, k):
                re_ = rad(sc['units'][e])
                for q in pos[e]:
                    g = gap(p, r, q, re_)
                    if abs(g) <= TOL:
                        touch = True
            inc.append(touch)
        eng = [inc[i] or any(inc[j] and gap(pos[k][i], r, pos[k][j], r) <= 2 + TOL
                             for j in range(len(pos[k])) if j != i)
               for i in range(len(pos[k]))]
        out[k] = {'in_contact': sum(inc), 'engaged': sum(eng), 'coherent': coherent(pos[k], r),
                  'contact_list': [i for i in range(len(inc)) if inc[i]]}
    return out


def overlap_errors(sc, pos):
    errs = []
    items = [(k, i, p, rad(u)) for k, u in sc['units'].items() for i, p in enumerate(pos[k])]
    for a in range(len(items)):
        for b in range(a + 1, len(items)):
            k1, i1, p1, r1 = items[a]
            k2, i2, p2, r2 = items[b]
            if gap(p1, r1, p2, r2) < -TOL:
                errs.append(f'{k1}#{i1} overlaps {k2}#{i2} ({gap(p1, r1, p2, r2):.4f})')
    A = sc['units']['A']
    for i, p in enumerate(pos['A']):
        for t in sc.get('terrain', []):
            if t['kind'] == 'impassable':
                from geom import point_poly
                if point_poly(p, t['poly']) < rad(A) - TOL:
                    errs.append(f'A#{i} ends in {t["name"]}')
    return errs


def dangerous_entries(sc, plan):
    A = sc['units']['A']
    out = []
    for i in plan['order']:
        pts = [A['models'][i]] + plan.get('via', {}).get(i, []) + [plan['end'][i]]
        for t in sc.get('terrain', []):
            if t['kind'] == 'dangerous' and not any(
                    seg_poly(pts[0], pts[0], t['poly']) < rad(A) for _ in [0]):
                if any(seg_poly(pts[s], pts[s + 1], t['poly']) < rad(A) for s in range(len(pts) - 1)):
                    out.append(i)
    return sorted(set(out))
