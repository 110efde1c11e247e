"""Replays a scenario's witness (and its greedy placement) with geo.py and checks
every route and every count the scenario pins. Used by check.py and gen.py."""
import itertools
from geo import d, seg_pt, seg_poly, pt_poly, plen, toward, TOL, IN

TWO = 2 * IN


class Fail(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Fail(msg)


def radius(S, u):
    return S['units'][u]['base'] / 2


def move_eff(S):
    if S.get('dice'):
        return min(S['move'], IN * max(S['dice']))
    return S['move']


def enemies(S, u):
    side = S['units'][u]['side']
    return [v for v in S['units'] if S['units'][v]['side'] != side]


def required(S):
    """straight-line movement each charger needs to touch each target model: a lower
    bound on any route (a route is never shorter than the straight line)"""
    A, B = S['charger'], S['target']
    ra, rb = radius(S, A), radius(S, B)
    return [[d(a, b) - ra - rb for b in S['units'][B]['models']] for a in S['units'][A]['models']]


def seg_ok(S, pos, u, i, a, b, label):
    """a straight piece of model u#i's route from a to b, against every other model
    where it stands now, impassable terrain, uncharged enemies (more than 1in) and the board"""
    r = radius(S, u)
    for v, U in S['units'].items():
        rv = radius(S, v)
        for k, p in enumerate(pos[v]):
            if v == u and k == i:
                continue
            dist = seg_pt(a, b, p)
            if U['side'] != S['units'][u]['side'] and v != S['target']:
                need(dist > r + rv + IN + TOL, f"{label}: route within 1in of {v}#{k} ({dist - r - rv:.4f}mm)")
            else:
                need(dist >= r + rv - TOL, f"{label}: route overlaps {v}#{k} (centre gap {dist:.4f}, need {r + rv})")
    for t in S.get('terrain', []):
        if t['kind'] == 'impassable':
            need(seg_poly(a, b, t['poly']) >= r - TOL, f"{label}: route into impassable {t['name']}")
    W, H = S['board']
    for p in (a, b):
        need(r - TOL <= p[0] <= W - r + TOL and r - TOL <= p[1] <= H - r + TOL, f"{label}: off the board")


def replay(S, placement, label):
    """placement: list of (i, [via..., end]) in the order moved. Returns final positions
    and the set of models that entered each difficult/dangerous piece"""
    A = S['charger']
    pos = {u: list(U['models']) for u, U in S['units'].items()}
    entered = set()
    M = move_eff(S)
    seen = set()
    for i, route in placement:
        need(i not in seen, f"{label}: A#{i} moved twice")
        seen.add(i)
        full = [pos[A][i]] + list(route)
        L = plen(full)
        need(L <= M + TOL, f"{label}: A#{i} route {L:.4f}mm > move {M:.4f}mm")
        for a, b in zip(full, full[1:]):
            seg_ok(S, pos, A, i, a, b, f"{label} A#{i}")
            for t in S.get('terrain', []):
                if t['kind'] in ('difficult', 'dangerous') and seg_poly(a, b, t['poly']) < radius(S, A):
                    entered.add((i, t['name']))
        pos[A][i] = full[-1]
    return pos, entered


def counts(S, pos):
    A, B = S['charger'], S['target']
    ra, rb = radius(S, A), radius(S, B)
    # no overlaps anywhere
    allm = [(u, k, p) for u in pos for k, p in enumerate(pos[u])]
    for (u, k, p), (v, l, q) in itertools.combinations(allm, 2):
        need(d(p, q) >= radius(S, u) + radius(S, v) - TOL, f"overlap {u}#{k} {v}#{l}")
    for t in S.get('terrain', []):
        if t['kind'] == 'impassable':
            for u in pos:
                for k, p in enumerate(pos[u]):
                    need(pt_poly(p, t['poly']) >= radius(S, u) - TOL, f"{u}#{k} in impassable")

    def touch(u, p, v, q):
        return d(p, q) - radius(S, u) - radius(S, v) <= TOL

    cont = [any(touch(A, p, B, q) for q in pos[B]) for p in pos[A]]
    hit = [any(touch(A, p, B, q) for p in pos[A]) for q in pos[B]]
    eng = [cont[k] or any(cont[l] and d(p, pos[A][l]) - 2 * ra <= TWO + TOL for l in range(len(pos[A])) if l != k)
           for k, p in enumerate(pos[A])]
    teng = [hit[k] or any(hit[l] and d(q, pos[B][l]) - 2 * rb <= TWO + TOL for l in range(len(pos[B])) if l != k)
            for k, q in enumerate(pos[B])]
    # coherency: each within 2in of another, one chain
    n = len(pos[A])
    adj = {k: [l for l in range(n) if l != k and d(pos[A][k], pos[A][l]) - 2 * ra <= TWO + TOL] for k in range(n)}
    seen, stack = {0}, [0]
    while stack:
        k = stack.pop()
        for l in adj[k]:
            if l not in seen:
                seen.add(l)
                stack.append(l)
    coherent = len(seen) == n and (n == 1 or all(adj[k] for k in range(n)))
    clear = {}
    for v in S['units']:
        if v not in (A, B) and S['units'][v]['side'] != S['units'][A]['side']:
            clear[v] = min(d(p, q) - ra - radius(S, v) for p in pos[A] for q in pos[v])
    return dict(in_contact=sum(cont), touched=sum(hit), engaged=sum(eng), target_engaged=sum(teng),
                coherent=coherent, contact=cont, clear=clear)


def first_model(S):
    """the model needing least movement to touch a target model, by a straight route
    that must be clear (checked in replay); its end spot is straight toward that model"""
    R = required(S)
    A, B = S['charger'], S['target']
    rocks = [t['poly'] for t in S.get('terrain', []) if t['kind'] == 'impassable']
    best = []
    for i in range(len(R)):
        for j in range(len(R[i])):
            a, b = S['units'][A]['models'][i], S['units'][B]['models'][j]
            end = toward(b, a, radius(S, A) + radius(S, B))
            if any(seg_poly(a, end, p) < radius(S, A) for p in rocks):
                continue      # blocked: the scenario's bounds show its route is longer
            if any(seg_pt(a, end, q) <= radius(S, A) + radius(S, v) + IN + TOL
                   for v in enemies(S, A) if v != B for q in S['units'][v]['models']):
                continue      # within 1in of a unit not charged: longer round it
            best.append((R[i][j], i, j))
    return sorted(best)


def check(S):
    """replays witness and greedy; returns the witness counts"""
    A, B = S['charger'], S['target']
    E = S['expect']
    M = move_eff(S)
    best = first_model(S)
    st = counts(S, {u: list(U['models']) for u, U in S['units'].items()})
    need(st['coherent'] or S.get('start_incoherent'), "charger not coherent at the start")
    if E.get('didnt'):
        need(not best or best[0][0] > M + TOL, f"expected didn't make it but {best[:1]}")
        for f in S.get('bounds', []):
            f(S)
        return dict(didnt=True, best=best[0] if best else 'every straight route blocked')
    need(best[0][0] <= M + TOL or S.get('first_manual'), f"nobody reaches: {best[0]}")
    out = {}
    for key in ('witness', 'greedy'):
        if key not in S:
            continue
        pl = S[key]
        if not S.get('first_manual'):
            _, i0, j0 = best[0]
            if len(best) > 1:
                need(best[1][0] - best[0][0] > 0.2 or best[1][1] == i0 and best[1][2] == j0,
                     f"first model nearly tied: {best[:2]}")
            need(pl[0][0] == i0, f"{key}: first moved A#{pl[0][0]} but the least movement is A#{i0} -> B#{j0}")
            want = toward(S['units'][B]['models'][j0], S['units'][A]['models'][i0], radius(S, A) + radius(S, B))
            need(len(pl[0][1]) == 1 and d(pl[0][1][0], want) < 1e-6, f"{key}: first model not straight to B#{j0}")
        pos, entered = replay(S, pl, key)
        c = counts(S, pos)
        c['entered'] = entered
        c['pos'] = pos
        out[key] = c
    w = out['witness']
    need(w['coherent'], "witness not coherent")
    for k in ('in_contact', 'touched', 'engaged'):
        need(w[k] == E[k], f"witness {k} {w[k]} != expected {E[k]}")
    if 'target_engaged' in E:
        need(w['target_engaged'] == E['target_engaged'], f"witness target_engaged {w['target_engaged']}")
    for v, c in w['clear'].items():
        need(c > IN + TOL, f"witness within 1in of {v}")
    if 'dangerous' in E:
        got = sorted({i for i, t in w['entered'] if t in S['dangerous_names']})
        need(got == sorted(E['dangerous']), f"dangerous entries {got} != {E['dangerous']}")
    need(bool(S.get('dice')) == bool(w['entered']) or S.get('dice_manual'),
         f"dice given {S.get('dice')} but entered {w['entered']}")
    if 'greedy' in out:
        g = out['greedy']
        G = S['greedy_counts']
        for k, v in G.items():
            need(g[k] == v, f"greedy {k} {g[k]} != claimed {v}")
        worse = [k for k in ('in_contact', 'touched', 'engaged') if g[k] < w[k]]
        better = [k for k in ('in_contact', 'touched', 'engaged') if g[k] > w[k]]
        if S.get('greedy_incoherent'):
            need(not g['coherent'], "greedy placement is coherent after all")
        else:
            need(worse and not better, f"greedy not worse: {worse} {better}")
    for f in S.get('bounds', []):
        f(S)
    return out
