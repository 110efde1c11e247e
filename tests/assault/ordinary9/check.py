"""Recomputes what tests/assault/ordinary9's scenarios pin, with the
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

    python3 tests/assault/ordinary9/check.py [NAME ...]
"""
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'diff'))
import witness  # noqa: E402


# placements the headers give as witnesses: the order of moving, the ends
WITNESS = {
    'hold_one_back_for_coherency': ([0, 1, 2], {0: (10, 19.015748), 1: (10, 16.5), 2: (10, 13.6)}),
    'hold_one_back_dangerous': ([0, 1, 2], {0: (10, 19.015748), 1: (10, 16.5), 2: (10, 13.6)}),
    'split_fresh_target_in_turn': ([0, 3, 1, 2], {0: (10, 19.015748), 3: (11.616654, 19.507248), 1: (10.5, 16.5), 2: (10, 13.6)}),
    'split_third_model_in_contact': ([0, 4, 3, 1, 2], {0: (10, 19.015748), 4: (12.457303, 19.349955), 3: (9.147614, 19.507874), 1: (10.5, 16.5), 2: (10, 13.6)}),
    'two_in_contact_at_the_start': ([2], {2: (13.166303, 13.029899)}),
    'chargers_in_a_wood_move_out': ([0, 1], {0: (10, 14.015748), 1: (10 + 0.984252 * math.cos(math.radians(-30)), 15 - 0.984252 / 2)}),
    'two_units_the_nearest_in_the_second': ([1, 0], {1: (14.329633, 10.982861), 0: (15.5 + 1.279528 * math.cos(math.radians(252)), 11.5 + 1.279528 * math.sin(math.radians(252)))}),
}


# witnesses that are the best coherent ends
BEST = {'hold_one_back_for_coherency', 'hold_one_back_dangerous', 'split_fresh_target_in_turn'}


if __name__ == '__main__':
    witness.main(HERE, WITNESS, BEST)
