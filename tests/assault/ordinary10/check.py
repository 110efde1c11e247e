"""Recomputes what tests/assault/ordinary10's scenarios pin, with the
differential search's own solver (../diff/solve.py: its own routes round
bases, walls and 1in zones; it neither imports nor runs rulec), beside the
arithmetic of each header:

- the least route into base contact of every model, the first model and
  its end, whether the charge happens at the unit's move (the higher die
  where the header says the unit rolls);
- for the placement the header gives as a witness, that it is legal (no
  overlap, clear of walls and 1in zones, coherent) and that the models
  reach it one by one, each within the move, in the order given, and,
  where the header says it is the best coherent end, that the solver's
  exhaustive search finds none counting more;
- for a count the header bounds (no second target model in reach), the
  least route of each model to each target model.

    python3 tests/assault/ordinary10/check.py [NAME ...]
"""
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'diff'))
import witness  # noqa: E402


# placements the headers give as witnesses: the order of moving, the ends
C25 = 25 / 25.4
L25 = C25 + 2
A = (20, 20 - C25)
W = (21.2, 15.2)
C60 = 30 / 25.4 + 12.5 / 25.4
dWA = math.dist(W, A)
WITNESS = {
    'straggler_behind_a_wall': ([0, 1, 2], {0: A, 1: (20, 16.9), 2: (20, 15 - C25 / 2)}),
    'round_the_end_of_a_wall': ([0, 1, 2], {
        0: A,
        1: (20 + C25 * math.cos(math.radians(30)), 20 - C25 / 2),
        2: (W[0] + (dWA - L25) * (A[0] - W[0]) / dWA, W[1] + (dWA - L25) * (A[1] - W[1]) / dWA)}),
    'big_bases_the_first_fixes_the_ring': ([2, 1, 3, 0, 4], {
        2: (19, 20 - C60), 1: (19 - C60, 20), 3: (19 + C60, 20), 0: (16.716, 17.7), 4: (21.284, 17.7)}),
}


# witnesses that are the best coherent ends
BEST = {'straggler_behind_a_wall', 'round_the_end_of_a_wall', 'big_bases_the_first_fixes_the_ring'}


if __name__ == '__main__':
    witness.main(HERE, WITNESS, BEST)
