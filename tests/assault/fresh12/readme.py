"""Write the tables of fresh12's README.md from scen.py (the prose around them is kept).

    python3 tests/assault/fresh12/readme.py
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scen import SCEN  # noqa

HERE = os.path.dirname(os.path.abspath(__file__))
GREEDY = {
    'greedy_takes_the_model_the_last_needs.yaml': 'touched 2 (optimum 3)',
    'greedy_misses_the_spot_touching_two.yaml': 'touched 2 (optimum 3)',
    'greedy_one_inch_rule_leaves_no_room.yaml': 'in contact 2 (optimum 3)',
    'greedy_25mm_on_32mm_targets.yaml': 'touched 2 (optimum 3)',
    'greedy_40mm_terminators_on_25mm.yaml': 'touched 2 (optimum 3)',
    'greedy_packs_badly_round_a_monster.yaml': 'in contact 3 (optimum 5)',
    'greedy_two_targets_leaves_second_unit_unlocked.yaml': 'touched 2, C not LOCKED (optimum 3, C LOCKED)',
    'greedy_32mm_round_a_monster_three_of_five.yaml': 'in contact 3 (optimum 5)',
    'greedy_five_on_five_one_left_untouched.yaml': 'touched 4 (optimum 5)',
    'greedy_40mm_on_32mm_four_on_four.yaml': 'touched 3 (optimum 4)',
    'greedy_25mm_on_40mm_five_on_five.yaml': 'touched 4 (optimum 5)',
    'greedy_40mm_round_a_monster_three_of_four.yaml': 'in contact 3 (optimum 4)',
    'greedy_nearest_spot_strands_the_last_model.yaml': 'ENGAGED 3 (optimum 4)',
    'greedy_coherency_decides_the_second_target.yaml': 'not coherent (optimum coherent, same counts)',
}
GAPS = ('ruin_gap_fits_25mm.yaml', 'ruin_gap_too_narrow_for_32mm.yaml', 'first_model_corks_the_ruin_gap.yaml',
        'wall_end_closed_by_the_first_model.yaml', 'greedy_misses_the_spot_touching_two.yaml',
        'nearest_behind_a_wall_is_not_first.yaml')
ROUTES = ('ruin_gap_fits_25mm.yaml', 'first_model_corks_the_ruin_gap.yaml', 'wall_end_closed_by_the_first_model.yaml',
          'greedy_one_inch_rule_leaves_no_room.yaml', 'nearest_behind_a_wall_is_not_first.yaml')
ROWS = [
    ('Start the charge by moving a single model ... the one which can reach the enemy by using the least amount of its available movement',
     lambda s: not s.get('didnt')),
    ('... least movement by the route, not as the crow flies (a wall in the way)', lambda s: 'first_route' in s),
    ("Move the model into contact with the nearest enemy model in the unit being charged, using the shortest possible route (the first model's end pinned)",
     lambda s: not s.get('didnt')),
    ('attempt to engage as many opposing models as possible with as many of their models that can reach the fight (optimum proven; greedy fewer)',
     lambda s: s['cat'] == 'd'),
    ('you can move the others in any sequence you desire (witness orders differ from nearest-first)',
     lambda s: s['cat'] == 'd' and s['witness']['order'][1:] != sorted(s['witness']['order'][1:])
     or s['file'] == 'wall_end_closed_by_the_first_model.yaml'),
    ('the unit (or units) they have declared charges against / toward the unit or units',
     lambda s: 'charging B C' in s['units']['A']['state']),
    ('You may not move models within 1" of enemy models from any unit they are not charging',
     lambda s: 'C' in s['units'] and 'C' not in s['charged']),
    ('may be moved within 1" of enemy models they are charging', lambda s: 'C' in s['charged']),
    ('may not pass through gaps narrower than their base diameter', lambda s: s['file'] in GAPS),
    ('models may not move through friendly or enemy models (routes round bases)', lambda s: s['file'] in ROUTES),
    ('all the models in the charging unit in 2" unit coherency distance (coherent pinned)',
     lambda s: 'coherent' in s['expect']['A']),
    ('ENGAGED: in base contact, or within 2" of a model from its own unit in base contact (counts above contact)',
     lambda s: s['expect']['A'].get('engaged', 0) > s['expect']['A'].get('in_contact', 0)
     or s['expect'].get('B', {}).get('engaged', 0) > s['expect'].get('B', {}).get('in_contact', 0)),
    ('The unit ... is then said to be LOCKED / Enemy units that are not contacted are not considered to be locked',
     lambda s: True),
    ('TERRAIN EFFECTS: slowed down ... as in the Movement phase (2D6, the higher die)', lambda s: bool(s.get('dice'))),
    ('Make any Dangerous Terrain tests as appropriate', lambda s: any(t['kind'] == 'dangerous' for t in s['terrain'])),
    ("DIDN'T MAKE IT? ... the charge does not proceed. The models are not moved", lambda s: s.get('didnt')),
    ('if the enemy is not within the Assault move distance of at least one model, the charge does not happen (exactly 6in reaches)',
     lambda s: s['file'] in ('exactly_six_inches_one_reaches.yaml', 'didnt_make_it_by_a_tenth.yaml')),
    ('impassable terrain: routes round walls and ruins (the wider Movement-phase rule)',
     lambda s: any(t['kind'] == 'impassable' for t in s['terrain'])),
]


def tables():
    out = ['## Rule sentence -> scenarios', '', '| sentence (seed 004) | scenarios |', '|---|---|']
    for text, pred in ROWS:
        fs = [s['file'][:-5] for s in SCEN if pred(s)]
        out.append('| %s | %s |' % (text.replace('|', '/'), ', '.join('`%s`' % f for f in fs)))
    out += ['', '## Scenarios', '', '| file | group | in contact | target models touched | ENGAGED | greedy |',
            '|---|---|---|---|---|---|']
    for s in SCEN:
        e = s['expect']
        touched = e.get('B', {}).get('in_contact', 0) + (e.get('C', {}).get('in_contact', 0) if 'C' in s['charged'] else 0)
        eng = "didn't make it" if s.get('didnt') else e['A'].get('engaged', '-')
        out.append('| `%s` | %s | %s | %s | %s | %s |' % (s['file'], s['cat'], e['A'].get('in_contact', 0), touched, eng,
                                                      GREEDY.get(s['file'], '')))
    out += ['', 'Groups: o ordinary, a two targets / uncharged neighbour, b terrain, c mixed bases, d greedy is wrong.']
    return out


if __name__ == '__main__':
    path = os.path.join(HERE, 'README.md')
    text = open(path).read()
    a = text.index('## Rule sentence -> scenarios')
    b = text.index('## rulec against this suite')
    text = text[:a] + '\n'.join(tables()) + '\n\n' + text[b:]
    open(path, 'w').write(text)
    print('README tables: %d scenarios' % len(SCEN))
