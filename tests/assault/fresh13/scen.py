"""fresh13's scenarios: tables, witnesses, greedy placements and the working.
Lengths in mm (25.4mm = 1in). gen.py writes the YAML, check.py replays every one."""
import math
from geo import d, toward, polar, around_len, around_route, seg_pt, IN, TOL
from sim import required, need

BOARD = (72 * IN, 48 * IN)
MOVE = 6 * IN
ALL = []


def R_(S):
    return (S['units'][S['charger']]['base'] + S['units'][S['target']]['base']) / 2


def T(S, j):
    return S['units'][S['target']]['models'][j]


def Sx(S, i):
    return S['units'][S['charger']]['models'][i]


def to(S, i, j, deg=None, via=()):
    """witness step: A#i to base contact with B#j, straight toward it or at bearing-free
    angle deg (maths angle about B#j), through the via points"""
    end = toward(T(S, j), via[-1] if via else Sx(S, i), R_(S)) if deg is None else polar(T(S, j), R_(S), deg)
    return (i, list(via) + [end])


def at(i, p, via=()):
    return (i, list(via) + [p])


def scen(**kw):
    kw.setdefault('board', BOARD)
    kw.setdefault('move', MOVE)
    kw.setdefault('charger', 'A')
    kw.setdefault('target', 'B')
    kw.setdefault('terrain', [])
    ALL.append(kw)
    return kw


def unreach(S, i, note=''):
    """A#i needs more than its move to touch any target model, even in a straight line"""
    m = min(required(S)[i])
    need(m > S['move'] + TOL if not S.get('dice') else m > min(S['move'], IN * max(S['dice'])) + TOL,
         f"{S['file']}: A#{i} can reach ({m:.3f})")
    return m


def u(side, base, models):
    return dict(side=side, base=base, models=models)
