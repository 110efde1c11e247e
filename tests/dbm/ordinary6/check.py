#!/usr/bin/env python3
"""An independent check of tests/dbm/ordinary6: math only, no rulec.

Reworks every scenario of this folder from its YAML with the plain Python
geometry of ../ordinary2/check.py (rectangles, separating axes, bisection;
the IWF text as the headers read it) and compares the result with the
scenario's `expect` block. Two things are added or changed here:

- A move straight ahead stops where its front edge first meets what is in
  its way. ordinary2's sweep narrows the front edge by the tolerance at
  each side (so a corner sliding along a flank does not stop it), which
  also puts the stop at a slanting face tol * tan(angle) too far on; here
  the narrowed edge only decides WHAT stops the move and the full edge
  WHERE (pursue_210_into_west_edge, march_30_corner_meets_rocks_face).
- tactical_move (12.1): each corner's shortest path round the obstacles
  (other elements, ambushers excepted, and impassable terrain), a
  visibility graph over their corners searched by Dijkstra; with more than
  one corner deviating the move is measured along the longest corner path,
  otherwise straight.

Besides, it recomputes from first principles the numbers the headers
derive by hand (corners of the slanted elements, the 200p corner stop, the
path lengths round the rocks), so a slip in a header shows up here before
rulec is ever asked.

Run: python3 tests/dbm/ordinary6/check.py
"""
import glob
import heapq
import importlib.util
import math
import os
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    "ordinary2_check", os.path.join(HERE, "..", "ordinary2", "check.py"))
o2 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(o2)


def travel_ahead(e, d, obs):
    """How far e moves straight forward, at most d, before its front edge
    passes into a body of obs: a body the narrowed edge passes into stops
    it where the full front edge first meets that body."""
    best = d
    for o in obs:
        narrow = o2.first_true(lambda t: o2.meets(o2.path_poly(e, max(t, 1e-9)), o), d)
        if narrow is None:
            continue
        full = o2.first_true(lambda t: o2.meets(o2.path_poly(e, max(t, 1e-9), 0.0), o), narrow)
        best = min(best, narrow if full is None else full)
    return best


o2.travel_ahead = travel_ahead


# ---- 12.1: corner paths round obstacles ------------------------------------

def crosses_interior(p, q, poly, eps=1e-9):
    """The segment pq passes through the interior of the convex polygon
    (Cyrus-Beck clipping against its edges, moved in by eps)."""
    n = len(poly)
    area = sum(poly[i][0] * poly[(i + 1) % n][1] - poly[(i + 1) % n][0] * poly[i][1]
               for i in range(n))
    orient = 1.0 if area > 0 else -1.0
    lo, hi = 0.0, 1.0
    d = o2.sub(q, p)
    for i in range(n):
        a, b = poly[i], poly[(i + 1) % n]
        e = o2.sub(b, a)
        ln = math.hypot(*e)
        # inward normal
        nrm = (-e[1] * orient / ln, e[0] * orient / ln)
        # inside when dot(nrm, x - a) > eps
        f0 = o2.dot(nrm, o2.sub(p, a)) - eps
        fd = o2.dot(nrm, d)
        if abs(fd) < 1e-15:
            if f0 <= 0:
                return False
            continue
        t = -f0 / fd
        if fd > 0:
            lo = max(lo, t)
        else:
            hi = min(hi, t)
        if lo >= hi:
            return False
    return hi - lo > 1e-9


def shortest_path(s, g, polys):
    """The length of the shortest path from s to g round the convex
    polygons (touching and running along an edge allowed), or None."""
    nodes = [s, g] + [v for poly in polys for v in poly]

    def visible(a, b):
        return not any(crosses_interior(a, b, poly) for poly in polys)
    dist = {0: 0.0}
    pq = [(0.0, 0)]
    while pq:
        d, i = heapq.heappop(pq)
        if i == 1:
            return d
        if d > dist.get(i, math.inf):
            continue
        for j in range(len(nodes)):
            if j != i and visible(nodes[i], nodes[j]):
                nd = d + math.dist(nodes[i], nodes[j])
                if nd < dist.get(j, math.inf) - 1e-12:
                    dist[j] = nd
                    heapq.heappush(pq, (nd, j))
    return None


def tactical_move(tb, e, forward, right, allowance):
    obs = [x.corners() for x in tb.others(e) if tb.known(e, x)] + tb.terrain_of("impassable")
    shift = o2.add(o2.add((0.0, 0.0), o2.fwd(e.f), forward), o2.rgt(e.f), right)
    straight = math.hypot(forward, right)
    paths = [shortest_path(c, o2.add(c, shift), obs) for c in e.corners()]
    deviating = [p for p in paths if p is None or p > straight + o2.TOL]
    if len(deviating) > 1:
        measured = None if None in paths else max(paths)
    else:
        measured = straight
    if measured is None or measured > allowance + o2.TOL:
        tb.events.append(("too_far", e.id))
        return
    paces = f"{measured / o2.PACE:.3f}".rstrip("0").rstrip(".")
    tb.events.append(("measured", e.id, paces))
    e.c = o2.add(e.c, shift)


def run(sc):
    if sc["run"] != "tactical_move":
        return o2.run(sc)
    tb = o2.Table(sc)
    tb.error = None
    a = sc["args"]
    tactical_move(tb, tb.els[a["element"]], o2.length(a["forward"]), o2.length(a["right"]),
                  o2.length(a["allowance"]))
    return tb


# ---- the headers' arithmetic --------------------------------------------------

def near(a, b, tol=1e-4):
    return abs(a - b) <= tol


def header_numbers():
    """The headers' hand working, done again; returns the failures."""
    bad = []
    s3 = math.sqrt(3) / 2
    # pursue_210_into_west_edge: the front-right corner and the stop
    fr = (41.070508 - 3.75 - 20 * s3, 300 - 7.5 * s3 + 10)
    if not (near(fr[0], 20.0) and near(fr[1], 303.504809)):
        bad.append(f"pursue 210 front-right corner {fr}")
    stop = (41.070508 - 0.5 * 40, 300 - s3 * 40)
    if not (near(stop[0], 21.070508) and near(stop[1], 265.358984)):
        bad.append(f"pursue 210 stop {stop}")
    if not near(0.0254 * math.tan(math.radians(60)), 0.044, 1e-3):
        bad.append("pursue 210 overshoot")
    # march_30_corner_meets_rocks_face
    fr = (300 + 3.75 + 20 * s3, 200 + 7.5 * s3 - 10)
    if not (near(fr[0], 321.070508) and near(fr[1], 196.495191)):
        bad.append(f"march 30 front-right corner {fr}")
    if not near(fr[1] + 80 * s3, 265.777223):
        bad.append("march 30 contact height")
    if not near(200 + 80 * s3, 269.282032):
        bad.append("march 30 stop")
    # march_south_to_cavalry_corner: 15^2 + (172.5 - s)^2 = 100^2
    s = 172.5 - math.sqrt(100 ** 2 - 15 ** 2)
    if not (near(s, 73.6314) and near(400 - s, 326.3686)):
        bad.append(f"march south stop {s}")
    # march_beside_enemy_exactly_200p_full_move: the start distance
    if not near(math.hypot(100, 185), 210.3, 0.05):
        bad.append("march beside start distance")
    # measure_far_side_of_first_rocks_shorter: the two ways round
    path = lambda pts: sum(math.dist(pts[i], pts[i + 1]) for i in range(len(pts) - 1))
    fl_far = path([(180, 107.5), (188, 130), (188, 136), (186, 166), (180, 207.5)])
    fl_near = path([(180, 107.5), (176, 130), (176, 136), (186, 160), (186, 166), (180, 207.5)])
    rl_far = path([(180, 92.5), (188, 130), (188, 136), (186, 166), (180, 192.5)])
    if not (near(fl_far, 101.8780) and near(fl_near, 102.7843) and near(rl_far, 101.5812)):
        bad.append(f"rocks paths {fl_far} {fl_near} {rl_far}")
    if not (near(fl_far / 0.5, 203.756, 1e-3) and near(fl_near / 0.5, 205.569, 1e-3)):
        bad.append("rocks paths in paces")
    # measure_diagonal_round_friend_too_far
    fl = path([(180, 107.5), (220, 157.5), (260, 167.5)])
    rl = path([(180, 92.5), (260, 142.5), (260, 152.5)])
    if not (near(fl, 105.2623) and near(rl, 104.3398) and near(fl / 0.5, 210.525, 1e-3)):
        bad.append(f"friend paths {fl} {rl}")
    # measure_ambusher_not_an_obstacle: the path were X known
    k = path([(180, 107.5), (200, 142.5), (200, 157.5), (180, 207.5)])
    if not near(k, 109.1629):
        bad.append(f"ambusher path {k}")
    # dbe_turn_179_5_then_back
    r = math.radians(179.5)
    c = (200 + 10 * math.sin(r), 100 + 10 * math.cos(r))
    low = c[1] - (7.5 * abs(math.cos(r)) + 20 * math.sin(math.radians(0.5)))
    if not (near(c[0], 200.087265) and near(c[1], 90.000381) and near(low, 82.32614)):
        bad.append(f"dbe 179.5 {c} {low}")
    # recoil_slanted_push_corner_meets_table_edge
    k = 1 / math.sqrt(2)
    f = (60 - 15 * k, 37.123106 - 15 * k)
    rr = (f[0] - 7.5 * k + 20 * k, f[1] - 7.5 * k - 20 * k)
    if not (near(f[0], 49.393398) and near(f[1], 26.516504) and near(rr[0], 58.232233)
            and near(rr[1], 7.071068) and near(rr[1] / k, 10.0)):
        bad.append(f"slanted push {f} {rr}")
    # recoil_cavalry_pushes_offset_psiloi_corner_into_rocks: x + y = 702
    if not (350 + 340 + 12 == 702 and 342 + 360 == 702 and 400 + 302 == 702):
        bad.append("rocks line")
    return bad


def main():
    failed = checked = 0
    for path in sorted(glob.glob(os.path.join(HERE, "*.yaml"))):
        with open(path) as fh:
            sc = yaml.safe_load(fh)
        o2.TOL = o2.length(sc["tolerance"]) if "tolerance" in sc else 0.0254
        tb = run(sc)
        name = os.path.basename(path)
        if tb is None:
            print(f"skip  {name} ({sc['run']}: worked in its header only)")
            continue
        checked += 1
        bad = o2.compare(path, sc, tb)
        if bad:
            failed += 1
            print(f"FAIL  {name}")
            for b in bad:
                print(f"      {b}")
        else:
            print(f"ok    {name}")
    bad = header_numbers()
    for b in bad:
        print(f"FAIL  header arithmetic: {b}")
    print(f"{checked - failed} of {checked} agree" + ("" if not bad else "; header arithmetic wrong"))
    return 1 if failed or bad else 0


if __name__ == "__main__":
    sys.exit(main())
