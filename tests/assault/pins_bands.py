"""Upper bounds aspin3 pinned by hand, checked by plain arithmetic (no rulec, no solver):
where the models that can still be ENGAGED must stand in a small region, the region is cut
into bands each narrower (in diameter) than two bases side by side, so each band holds at
most one centre.

    python3 tests/assault/pins_bands.py
"""
import math
import sys

TOL = 0.001
C25 = 25 / 25.4  # centres of two 25mm bases in contact


def diameters(inside, box, cuts, h=0.002):
    """the diameter of {p in box: inside(p)} within each band of y cut at `cuts`, sampled on a
    grid of step h (the extreme points of each row), and the grid's slack"""
    (x0, x1), (y0, y1) = box
    rows = {}
    ny, nx = int((y1 - y0) / h) + 1, int((x1 - x0) / h) + 1
    for i in range(ny):
        y = y0 + i * h
        xs = [x0 + j * h for j in range(nx) if inside(x0 + j * h, y)]
        if xs:
            rows[y] = (min(xs), max(xs))
    lo_y, hi_y = min(rows), max(rows)
    if lo_y <= y0 + h or hi_y >= y1 - h:
        raise SystemExit("the region reaches the edge of the box: widen it")
    bands = [y0] + cuts + [y1]
    out = []
    for k in range(len(bands) - 1):
        q = [(x, y) for y, (a, b) in rows.items() if bands[k] <= y <= bands[k + 1] for x in (a, b)]
        out.append(max(math.dist(p, r) for p in q for r in q) if q else 0.0)
    return (lo_y, hi_y), out, 2 * math.hypot(h, h)


def x03():
    """fresh9/x03_gap_in_an_uncharged_line_3p1in_clear: A#2 in contact at (25, 15.815748) corks
    the 3.1in gap; every other model ENGAGED stands within 2in of it (centre within 2.984252),
    clear of C#0's and C#5's 1in zones (centres 1.984252 from theirs) and of A#2's base"""
    A2, C0, C5 = (25, 15.815748), (22.957874, 14), (27.042126, 14)
    Z = C25 + 1

    def inside(x, y):
        d = math.dist((x, y), A2)
        return (C25 - TOL <= d <= C25 + 2 + TOL and math.dist((x, y), C0) >= Z - TOL
                and math.dist((x, y), C5) >= Z - TOL)
    return 'x03 (at most 3 ENGAGED besides A#2)', inside, ((24.0, 26.0), (12.6, 15.2)), [13.3, 14.05]


def main():
    bad = 0
    for name, inside, box, cuts in (x03(),):
        yr, ds, slack = diameters(inside, box, cuts)
        ok = all(d + slack < C25 - TOL for d in ds)
        bad += not ok
        print('%s: region y %.3f..%.3f, bands cut at %s, diameters %s (+ grid slack %.4f) %s %.6f: %s' % (
            name, yr[0], yr[1], cuts, ['%.4f' % d for d in ds], slack, '<' if ok else 'NOT <', C25 - TOL,
            'one centre a band' if ok else 'MISMATCH'))
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
