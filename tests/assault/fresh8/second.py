"""aspin's second method for the two fresh8 scenarios rulec falls short of (bench/assault_pending/
fresh8/): the witness routes worked by hand (tangents and arcs, README.md "aspin"), written out
here as explicit polylines and checked by dense sampling, with none of geom.py's tangent graph:
each sampled centre keeps clear of every model on the table as it stands (and of the ruins'
rectangles by the base radius), each route is at most the move, no two final bases overlap,
and the final state is counted (in contact, ENGAGED, coherent). Exit 1 on any fault.

    python3 tests/assault/fresh8/second.py
"""
import math
import sys

MM = 1 / 25.4
R25, R40 = 12.5 * MM, 20 * MM
TOL = 1e-3


def d(a, b):
    return math.hypot(a[0] - b[0], a[1] - b[1])


def arc(c, r, a0, a1, n=200):
    """points on the circle (c, r) from angle a0 to a1 (degrees, anticlockwise from +x)"""
    return [(c[0] + r * math.cos(math.radians(a0 + (a1 - a0) * k / n)),
             c[1] + r * math.sin(math.radians(a0 + (a1 - a0) * k / n))) for k in range(n + 1)]


def tangent_from(p, c, r, side):
    """the point where a line from p touches the circle (c, r); side +1/-1 picks which"""
    D = d(p, c)
    a = math.degrees(math.atan2(p[1] - c[1], p[0] - c[0]))
    return a + side * math.degrees(math.acos(r / D))


def rect_dist(p, x0, y0, x1, y1):
    dx = max(x0 - p[0], 0, p[0] - x1)
    dy = max(y0 - p[1], 0, p[1] - y1)
    return math.hypot(dx, dy)


def sample(poly, step=0.002):
    out = [poly[0]]
    for a, b in zip(poly, poly[1:]):
        n = max(1, int(d(a, b) / step))
        out += [(a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n) for k in range(1, n + 1)]
    return out


def run(name, units, rA, mover, target, move, ruins, plan, first_end):
    """units: {id: (radius, side, [centres])}; plan: [(i, polyline from the model's start)]"""
    faults = []
    units = {k: (v[0], v[1], list(v[2])) for k, v in units.items()}
    A = units[mover][2]
    A[first_end[0]] = first_end[1]
    for i, poly in plan:
        assert d(poly[0], A[i]) < 1e-9, (name, i)
        L = sum(d(a, b) for a, b in zip(poly, poly[1:]))
        if L > move + TOL:
            faults.append('A#%d route %.4f > %.4f' % (i, L, move))
        worst = math.inf
        for p in sample(poly):
            for V, (r, side, ms) in units.items():
                for j, c in enumerate(ms):
                    if V == mover and j == i:
                        continue
                    gap = d(p, c) - rA - r
                    if side != units[mover][1] and V != target:
                        gap -= 1.0
                    worst = min(worst, gap)
            for box in ruins:
                worst = min(worst, rect_dist(p, *box) - rA)
        if worst < -1e-4:
            faults.append('A#%d passes %.4fin inside something' % (i, -worst))
        A[i] = poly[-1]
        print('  %s A#%d -> (%.4f, %.4f): route %.5fin, closest clearance %.4fin' % (name, i, A[i][0], A[i][1], L, worst))
    rB = units[target][0]
    contact = [k for k, c in enumerate(A)
               if any(abs(d(c, e) - rA - rB) <= TOL for e in units[target][2])]
    touched = [k for k, e in enumerate(units[target][2]) if any(abs(d(c, e) - rA - rB) <= TOL for c in A)]
    engaged = [k for k, c in enumerate(A) if k in contact or any(d(c, A[j]) - 2 * rA <= 2 + TOL for j in contact)]
    seen, todo = {0}, [0]
    while todo:
        k = todo.pop()
        for j in range(len(A)):
            if j not in seen and d(A[k], A[j]) - 2 * rA <= 2 + TOL:
                seen.add(j)
                todo.append(j)
    for a in range(len(A)):
        for b in range(a + 1, len(A)):
            if d(A[a], A[b]) < 2 * rA - TOL:
                faults.append('A#%d and A#%d overlap' % (a, b))
    print('%s: in contact %s, touched %s, ENGAGED %s, coherent %s' % (name, contact, touched, engaged, len(seen) == len(A)))
    return faults, len(contact), len(touched), len(engaged), len(seen) == len(A)


def gap_one_point_one_fits_25mm():
    r = R25
    W, E = (10, 12.5, 23.45, 13.5), (24.55, 12.5, 38, 13.5)
    c1, c2 = (23.45, 12.5), (23.45, 13.5)      # the west ruin's corners at the gap
    e1 = (24.55, 12.5)                           # the east ruin's corner at the gap
    units = {'A': (r, 'red', [(21, 10), (22.5, 10), (24, 10.6), (25.5, 10), (27, 10)]),
             'B': (r, 'blue', [(21 + 1.5 * k, 16.5) for k in range(5)])}

    def west_way(p, q):
        """p -> tangent to c1's south-east -> up the gap's west side -> round c2 -> q"""
        a1 = tangent_from(p, c1, r, +1)
        a2 = tangent_from(q, c2, r, -1)
        return [p] + arc(c1, r, a1, 0) + arc(c2, r, 0, a2) + [q]

    # A#1 (22.5, 10) -> (22.6, 14.6); A#3 its mirror about x = 24; A#0 (21, 10) up the west
    # side to (23.9421, 13.5) then straight to (24, 14.52); A#4 (27, 10) round e1's south-west
    # and up the east side to (24.0579, 12.5), then straight to (24, 13.5)
    p1 = west_way((22.5, 10), (22.6, 14.6))
    # the mirror about x = 24 is x -> 48 - x
    p3 = [(48 - x, y) for x, y in p1]
    a0 = tangent_from((21, 10), c1, r, +1)
    p0 = [(21, 10)] + arc(c1, r, a0, 0) + [(c2[0] + r, c2[1]), (24, 14.52)]
    a4 = tangent_from((27, 10), e1, r, -1)
    p4 = [(27, 10)] + arc(e1, r, a4, -180) + [(24, 13.5)]
    return run('gap_one_point_one_fits_25mm', units, r, 'A', 'B', 6.0, [W, E],
               [(1, p1), (3, p3), (0, p0), (4, p4)], (2, (24, 16.5 - 2 * r)))


def friendly_squad_gaps_too_narrow_for_40mm():
    rA, rC = R40, R25
    units = {'A': (rA, 'red', [(20, 10.5), (22, 10.5), (24, 11), (26, 10.5), (28, 10.5)]),
             'B': (R25, 'blue', [(20 + 1.5 * k, 16) for k in range(5)]),
             'C': (rC, 'red', [(17.5 + 2.2 * k, 13) for k in range(5)])}
    C4, rho = (26.3, 13), rA + rC
    # A#2 (24, 11) -> (28.2, 12.6): the straight line passes 1.05in from C#4's centre, so it
    # bends under C#4's 1.2795in circle (tangent, arc, tangent)
    p, q = (24, 11), (28.2, 12.6)
    a1 = tangent_from(p, C4, rho, +1)
    a2 = tangent_from(q, C4, rho, -1)
    p2 = [p] + arc(C4, rho, a1, a2) + [q]
    plan = [(3, [(26, 10.5), (29.2, 14.2)]), (2, p2), (1, [(22, 10.5), (26.9, 11.7)]),
            (0, [(20, 10.5), (25.2, 11.7)])]
    # A#4's end: the first model's shortest route, worked twice in README.md (asfresh8)
    return run('friendly_squad_gaps_too_narrow_for_40mm', units, rA, 'A', 'B', 6.0, [], plan,
               (4, (26.6556, 14.9012)))


def main():
    bad = 0
    for f, want in ((gap_one_point_one_fits_25mm, (1, 1, 5, True)),
                    (friendly_squad_gaps_too_narrow_for_40mm, (1, 1, 5, True))):
        faults, *got = f()
        for x in faults:
            print('   FAULT', x)
        if tuple(got) != want:
            print('   FAULT: got %s, want %s' % (got, want))
            bad += 1
        bad += len(faults)
    print('faults:', bad)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
