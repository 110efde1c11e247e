"""Plain geometry for the fresh6 generator (gen.py): inches, round bases, straight moves."""
import math

MM = 1 / 25.4
RAD = {25: 12.5 * MM, 32: 16 * MM, 40: 20 * MM, 50: 25 * MM}
TOL = 0.001


def dist(a, b):
    return math.hypot(a[0] - b[0], a[1] - b[1])


def seg_point(a, b, p):
    """Distance from point p to segment ab."""
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    L = dx * dx + dy * dy
    if L == 0:
        return dist(a, p)
    t = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / L))
    return dist((ax + t * dx, ay + t * dy), p)


def toward(a, b, d):
    """The point d along the line from a to b."""
    L = dist(a, b)
    return (a[0] + (b[0] - a[0]) * d / L, a[1] + (b[1] - a[1]) * d / L)


def contact_end(s, t, R):
    """Straight move from s toward t, stopping R short of t: (end, length)."""
    L = dist(s, t) - R
    return toward(s, t, L), L


def polar(c, R, deg):
    """Point R from c at compass bearing deg (0 north, 90 east)."""
    a = math.radians(deg)
    return (c[0] + R * math.sin(a), c[1] + R * math.cos(a))


def bearing(a, b):
    return math.degrees(math.atan2(b[0] - a[0], b[1] - a[1])) % 360


def round_circle(S, V, rho, T, ccw=True):
    """Shortest path from S to T round the circle (V, rho), travelling ccw (math sense) round V:
    (P1, P2, length S->P1->arc->P2, leg P2->T length)."""
    def ang(p):
        return math.atan2(p[1] - V[1], p[0] - V[0])
    dS, dT = dist(S, V), dist(T, V)
    bS, bT = math.acos(rho / dS), math.acos(rho / dT)
    sg = 1 if ccw else -1
    a1 = ang(S) + sg * bS
    a2 = ang(T) - sg * bT
    sweep = (a2 - a1) * sg % (2 * math.pi)
    P1 = (V[0] + rho * math.cos(a1), V[1] + rho * math.sin(a1))
    P2 = (V[0] + rho * math.cos(a2), V[1] + rho * math.sin(a2))
    return P1, P2, math.sqrt(dS * dS - rho * rho) + rho * sweep, math.sqrt(dT * dT - rho * rho)
