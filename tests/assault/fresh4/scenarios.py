# fresh4 scenarios: read by check.py (exec'd there; uses its Sc, line, straight, spot, ...).
# Each function sets the table up and writes the working a reader needs; check.py appends the
# first model, the optimum, the greedy count where claimed, and the witness.

C25 = 2 * R25          # 25mm on 25mm: centres in contact 0.984252in
C40_25 = R40 + R25     # 40mm on 25mm: 1.279528in
C40 = 2 * R40          # 40mm on 40mm: 1.574803in

BASICS = ('Seed 004: the first model is the one that reaches with the least movement, into contact '
          'with the nearest model by the shortest route; the others then engage as many as possible; '
          'models may not move through models; coherency 2in.')


# ---------------------------------------------------------------- mixed base sizes

@scenario
def s_40mm_on_25mm_line_of_five():
    sc = Sc('forty_on_twentyfive_line_of_five', 'Five 40mm chargers on five 25mm models straight ahead.')
    sc.add('A', 'red', R40, [(20, 10), (22, 10), (24, 10.05), (26, 10), (28, 10)])
    sc.add('B', 'blue', R25, line(20, 16.9, 5, 2))
    sc.w(BASICS, '40mm on 25mm: centres touch at 20 + 12.5 = 32.5mm = 1.279528in.',
         'Each charger is 6.9in below its target (6.85in for #2): 6.9 - 1.2795 = 5.6205in <= 6.',
         '#2 stands 0.05in nearer, so it is the first model (5.5705in). All five reach straight ahead.')
    return sc


@scenario
def s_25mm_on_40mm_seven_round_three():
    sc = Sc('twentyfive_seven_round_three_forty', 'Seven 25mm chargers, wider than three 40mm targets.')
    sc.add('A', 'red', R25, [(20, 10), (22, 10), (24, 10), (26, 10.2), (28, 10), (30, 10), (32, 10)])
    sc.add('B', 'blue', R40, [(24, 15), (26, 15), (28, 15)])
    sc.w(BASICS, '25mm on 40mm: contact at 1.279528in between centres; round one 40mm model the',
         '25mm bases need 2*asin(0.492126/1.279528) = 45.2 degrees each, so the end targets\' flanks',
         'take the outer chargers: x = 20 to B#0 is sqrt(4^2 + 5^2) - 1.2795 = 5.12in <= 6.',
         '#3 stands 0.2in nearer its target than #2 and #4: 4.8 - 1.2795 = 3.5205in, the first model.')
    return sc


@scenario
def s_forty_reaches_where_twentyfive_would_not():
    sc = Sc('forty_reaches_where_twentyfive_would_not', 'Three 40mm chargers 7.2in from 25mm targets.')
    sc.add('A', 'red', R40, [(20, 10), (22, 10.1), (24, 10)])
    sc.add('B', 'blue', R25, line(20, 17.2, 3, 2))
    sc.w(BASICS, 'Centre to centre 7.2in; the bigger base reaches: 7.2 - 1.2795 = 5.9205in <= 6 (a 25mm',
         'charger would need 7.2 - 0.9843 = 6.2157in). #1 is 0.1in nearer: 5.8205in, the first model.')
    return sc


# ---------------------------------------------------------------- ten chargers, two target units

@scenario
def s_ten_against_two_units():
    sc = Sc('ten_against_two_units_all_reach', 'Ten 25mm chargers declared against B (25mm) and C (40mm).')
    ms = line(20, 10, 10, 1.25)
    ms[2] = (22.5, 10.1)
    sc.add('A', 'red', R25, ms, ['charging B C'])
    sc.add('B', 'blue', R25, line(20, 15, 5, 1.25))
    sc.add('C', 'blue', R40, line(26.5, 15.3, 3, 2))
    sc.w(BASICS, 'The charge is declared against both units (flag charging B C): seed 004 "toward the unit or',
         'units they have declared a charge on"; both are contacted, so both are locked.',
         'B at y = 15 (x = 20 .. 25 by 1.25in); C (40mm) at y = 15.3, x = 26.5, 28.5, 30.5.',
         'Chargers at y = 10, x = 20 .. 31.25 by 1.25in; #2 at y = 10.1: 4.9 - 0.9843 = 3.9157in, the least.')
    return sc


@scenario
def s_ten_two_units_uncharged_neighbour():
    sc = Sc('ten_on_one_unit_beside_an_uncharged_one',
            'Ten 25mm chargers against B; C (not charged) stands 6in to B\'s right.')
    ms = line(19, 10, 10, 1.25)
    ms[3] = (22.75, 10.2)
    sc.add('A', 'red', R25, ms)
    sc.add('B', 'blue', R25, line(20, 14.5, 5, 2))
    sc.add('C', 'blue', R25, line(34, 14.5, 3, 1.5))
    sc.w(BASICS, 'Seed 004: "You may not move models within 1" of enemy models from any unit they are not',
         'charging." The right-hand chargers (x = 29 .. 30.25) are nearer C (5.7in) than B, but go to B',
         'and stay 1in from C. B at y = 14.5, x = 20 .. 28 by 2in; C at y = 14.5, x = 34, 35.5, 37.',
         '#3 (22.75, 10.2) to B#1 (22, 14.5): sqrt(0.75^2 + 4.3^2) - 0.9843 = 3.3806in, the least.')
    return sc


@scenario
def s_ten_two_units_second_out_of_reach():
    sc = Sc('ten_declared_against_two_second_out_of_reach',
            'Ten chargers declared against B and C; C is 12in away, B in reach.')
    ms = line(20, 10, 10, 1.25)
    ms[5] = (26.25, 10.3)
    sc.add('A', 'red', R25, ms, ['charging B C'])
    sc.add('B', 'blue', R25, line(20.5, 14.5, 8, 1.5))
    sc.add('C', 'blue', R25, line(22, 27, 4, 1.5))
    sc.w(BASICS, 'Seed 004: "Enemy units that are not contacted are not considered to be \'locked\' and are not',
         'involved in the combat in any way." C (y = 27) is 17in from every charger: never contacted, not',
         'locked, no engaged A C. B: eight models at y = 14.5, x = 20.5 .. 31 by 1.5in.',
         '#5 (26.25, 10.3) to B#4 (26.5, 14.5): sqrt(0.25^2 + 4.2^2) - 0.9843 = 3.2231in, the least.')
    return sc


@scenario
def s_ten_split_between_two_units():
    sc = Sc('ten_split_between_two_units', 'Ten chargers declared against B (left) and C (right), 4in apart.')
    ms = line(18.5, 10, 10, 1.25)
    ms[1] = (19.75, 10.2)
    sc.add('A', 'red', R25, ms, ['charging B C'])
    sc.add('B', 'blue', R25, line(18, 14.5, 4, 1.5))
    sc.add('C', 'blue', R25, line(26.5, 14.5, 4, 1.5))
    sc.w(BASICS, 'Declared against both: each charger may go to either unit. B x = 18 .. 22.5, C x = 26.5 .. 31',
         '(by 1.5in, y = 14.5); chargers y = 10, x = 18.5 .. 29.75 by 1.25in. The unit stays one chain.',
         '#1 (19.75, 10.2) to B#1 (19.5, 14.5): sqrt(0.25^2 + 4.3^2) - 0.9843 = 3.3230in, the least.')
    return sc


# ---------------------------------------------------------------- ruins (difficult terrain)

RUIN = ('Difficult terrain (INDEX: the edition the text follows): a unit whose models would move into, '
        'out of or through it rolls 2D6 and moves no farther than the higher die. The target models '
        'stand deep in the ruin (it reaches 1.5in below them), so every contact spot lies inside it.')


def ruin_case(name, title, dice, ys, move=6.0, extra=()):
    sc = Sc(name, title)
    sc.add('A', 'red', R25, [(30, ys[0]), (31.5, ys[1]), (33, ys[2])])
    sc.add('B', 'blue', R25, line(30, 20, 3, 1.5))
    sc.terrain.append(('ruin', 'difficult', rect(28, 18.5, 35, 24)))
    sc.dice = dice
    sc.move = move
    sc.w(RUIN, 'B at y = 20, x = 30, 31.5, 33; chargers straight below them.', *extra)
    return sc


@scenario
def s_ruin_enough():
    return ruin_case('ruin_higher_die_enough', 'Targets in a ruin; the higher die, 5, is enough.', [2, 5],
                     [14.5, 14.6, 14.5],
                     extra=['Gaps: 5.5 - 0.9843 = 4.5157in (#1: 4.4157in, the first). Dice [2, 5]: move 5in; all reach.'])


@scenario
def s_ruin_short():
    return ruin_case('ruin_double_four_short', 'Targets in a ruin; double 4 moves 4in, short of 4.42in.',
                     [4, 4], [14.5, 14.6, 14.5],
                     extra=['Gaps 4.5157in, #1 4.4157in. Dice [4, 4]: the higher die is 4 < 4.4157 (their sum, 8,',
                            'would do, but the move is the higher die): no model reaches, nothing moves.'])


@scenario
def s_ruin_exact():
    y1 = 20 - C25 - 5
    sc = ruin_case('ruin_higher_die_exactly', 'Targets in a ruin; only the middle model, exactly 5in away, reaches.',
                   [5, 1], [13.8, y1, 13.8],
                   extra=['#1 stands at y = 20 - 0.984252 - 5 = 14.015748: exactly 5in from contact. #0 and #2 are',
                          '6.2 - 0.9843 = 5.2157in from theirs, more than the 5 of dice [5, 1]: they end',
                          'within 2in of #1 (engaged), not in contact.'])
    return sc


@scenario
def s_ruin_cap_eight():
    return ruin_case('ruin_six_caps_an_eight_inch_move', 'An 8in Assault move into a ruin: double 6 still caps it.',
                     [6, 6], [13.0, 13.1, 13.0], move=8.0,
                     extra=['Gaps 7 - 0.9843 = 6.0157in for #0 and #2, 6.9 - 0.9843 = 5.9157in for #1. The move is',
                            'min(8, 6) = 6in: #1 reaches; #0 and #2 do not (with 8in they would), and end within 2in of #1.'])


@scenario
def s_ruin_cap_eight_short():
    return ruin_case('ruin_six_caps_an_eight_inch_move_short',
                     'An 8in Assault move into a ruin; 6.5in away, double 6 is not enough.',
                     [6, 6], [12.5, 12.6, 12.5], move=8.0,
                     extra=['Gaps 7.4 - 0.9843 = 6.4157in at best (#1; #0 and #2 6.5157in); 8in would reach, the',
                            'higher die, 6, does not: no model reaches, nothing moves.'])


def inside_ruin(name, title, dice, extra):
    sc = Sc(name, title)
    sc.add('A', 'red', R25, [(30, 17), (31.5, 17.1), (33, 17)])
    sc.add('B', 'blue', R25, line(30, 20.9, 3, 1.5))
    sc.terrain.append(('ruin', 'difficult', rect(28, 14, 35, 18.5)))
    sc.dice = dice
    sc.w('Difficult terrain: models assaulting "out of" it are slowed as well: 2D6, the higher die.',
         'The chargers stand in a ruin (y 14 .. 18.5); B outside at y = 20.9. Gaps 3.9 - 0.9843 = 2.9157in,',
         '#1 (0.1in nearer) 2.8157in.', *extra)
    return sc


@scenario
def s_out_of_ruin():
    return inside_ruin('out_of_a_ruin_three', 'Chargers leave a ruin; a 3 is enough.', [3, 2],
                       ['Dice [3, 2]: move 3in; every charger reaches its target straight ahead.'])


@scenario
def s_out_of_ruin_short():
    return inside_ruin('out_of_a_ruin_double_two', 'Chargers leave a ruin; double 2 is short.', [2, 2],
                       ['Dice [2, 2]: move 2in < 2.8157in: no model reaches; nothing moves.'])


@scenario
def s_ruin_one_target():
    sc = Sc('ruin_round_one_target_model', 'Only B#2 stands in a ruin; its charger makes the unit roll.')
    sc.add('A', 'red', R25, [(30, 16.1), (31.5, 16.2), (33, 16.1)])
    sc.add('B', 'blue', R25, line(30, 20, 3, 1.5))
    sc.terrain.append(('ruin', 'difficult', rect(32.4, 18.5, 35, 24)))
    sc.dice = [3, 1]
    sc.w(RUIN.replace('The target models stand', 'B#2 stands'),
         'The ruin covers x 32.4 .. 35 only: B#2 (x = 33) is in it; the spot below B#2 (33, 19.0157)',
         'is inside it, so the model going there moves into it and the unit rolls. Gaps 3.9 - 0.9843',
         '= 2.9157in (#1: 2.8157in, the first). Dice [3, 1]: move 3in; all three reach.')
    return sc


@scenario
def s_ruin_elsewhere():
    sc = Sc('ruin_off_to_the_side_no_roll', 'A ruin 10in to the side: nobody goes near it, no dice.')
    sc.add('A', 'red', R25, [(30, 14.5), (31.5, 14.6), (33, 14.5)])
    sc.add('B', 'blue', R25, line(30, 20, 3, 1.5))
    sc.terrain.append(('ruin', 'difficult', rect(44, 10, 50, 24)))
    sc.w('Difficult terrain slows only a unit whose models move into, out of or through it: the ruin',
         'is 11in right of the nearest model, so no roll (the scenario gives no dice). Gaps 4.5157in',
         '(#1: 4.4157in, the first); all reach with the full 6in.')
    return sc


# ---------------------------------------------------------------- didn't make it

@scenario
def s_short_by_a_hair():
    sc = Sc('forty_short_by_a_hundredth', 'Four 40mm chargers; the nearest is 6.01in from contact.')
    sc.add('A', 'red', R40, [(20, 10), (22, 10), (24, 10.01), (26, 10)])
    sc.add('B', 'blue', R40, line(20, 10 + 6.02 + C40, 4, 2))
    sc.w('Seed 004 DIDN\'T MAKE IT: "If the unit\'s move is insufficient to reach at least one target unit',
         'then the charge does not proceed. The models are not moved". B is 6.02in + 1.5748in above the',
         'chargers (#2 0.01in nearer: 6.01in); every other pairing is farther. 6.01 > 6: nothing moves.')
    return sc


@scenario
def s_exactly_six():
    sc = Sc('exactly_six_the_others_engaged', 'The nearest charger is exactly 6in from contact; the rest 6.2in.')
    sc.add('A', 'red', R25, [(20, 10), (21.5, 10.2), (23, 10)])
    sc.add('B', 'blue', R25, line(20, 10.2 + 6 + C25, 3, 1.5))
    sc.w(BASICS, 'B at y = 10.2 + 6 + 0.984252 = 17.184252. #1 at y = 10.2: exactly 6in, reaches (within the',
         'tolerance). #0 and #2 at y = 10 need 6.2in: not in contact; they move up within 2in of #1.')
    return sc


def disc_route(sc, i, t, j, c, R):
    def f(pos):
        a, b = pos[sc.unit][i], pos[t][j]
        L, path = around_disc(a, b, c, R)
        Rc = sc.units[sc.unit]['r'] + sc.units[t]['r']
        end = toward(b, path[-2], Rc)
        return L - Rc, path[:-1] + [end]
    return f


@scenario
def s_round_friend_short():
    sc = Sc('round_a_friend_too_far', 'The only charger near enough is behind a friendly 60mm model.')
    sc.add('A', 'red', R25, [(30, 12), (34.5, 11)])
    sc.add('F', 'red', R60, [(30, 14.8)])
    sc.add('B', 'blue', R25, [(30, 18.484252), (33, 19.5)])
    R = R25 + R60
    sc.routes[(0, 'B', 0)] = disc_route(sc, 0, 'B', 0, (30, 14.8), R)
    L = sc.routes[(0, 'B', 0)]({u: sc.units[u]['models'] for u in sc.order})[0]
    ta, tb = math.sqrt(2.8 ** 2 - R ** 2), math.sqrt(3.684252 ** 2 - R ** 2)
    sc.w('Seed 004: "models may not move through friendly or enemy models". F (another unit of the same',
         'side, a 60mm base) stands on the straight line from A#0 to B#0. Straight: 6.484252 - 0.984252 =',
         '5.5in. Round F: the centre keeps 1.1811 + 0.4921 = 1.673228in from F\'s centre: tangent from',
         '(30, 12) = sqrt(2.8^2 - 1.6732^2) = %.4f, tangent from B#0 = sqrt(3.684252^2 - 1.6732^2)' % ta,
         '= %.4f, arc 1.6732 * (pi - acos(1.6732/2.8) - acos(1.6732/3.684252)) = %.4f; less 0.9843:' % (
             tb, R * (math.pi - math.acos(R / 2.8) - math.acos(R / 3.684252))),
         '%.4fin > 6. A#1 (34.5, 11) to B#1 (33, 19.5): sqrt(1.5^2 + 8.5^2) - 0.9843 = 7.6470in.' % L,
         'No model reaches: nothing moves.')
    return sc


@scenario
def s_round_friend_first():
    sc = Sc('first_model_by_route_round_a_friend',
            'The nearest charger in a straight line is behind a friend; the first model is another.')
    sc.add('A', 'red', R25, [(30, 12), (33.5, 12.5)])
    sc.add('F', 'red', R40, [(30, 14.2)])
    sc.add('B', 'blue', R25, [(30, 17.5), (33, 17.9)])
    R = R25 + R40
    sc.routes[(0, 'B', 0)] = disc_route(sc, 0, 'B', 0, (30, 14.2), R)
    pos = {u: sc.units[u]['models'] for u in sc.order}
    L0, path = sc.routes[(0, 'B', 0)](pos)
    sc.w('F (a friendly 40mm model of another unit) stands between A#0 and B#0. A#0 straight would be',
         '5.5 - 0.9843 = 4.5157in; round F (its centre kept 0.7874 + 0.4921 = 1.279528in from F\'s:',
         'tangent sqrt(2.2^2 - 1.2795^2) = %.4f, arc, tangent sqrt(3.3^2 - 1.2795^2) = %.4f, less 0.9843)'
         % (math.sqrt(2.2 ** 2 - R ** 2), math.sqrt(3.3 ** 2 - R ** 2)),
         'it is %.4fin. A#1 (33.5, 12.5) to B#1' % L0,
         '(33, 17.9): sqrt(0.5^2 + 5.4^2) - 0.9843 = 4.4388in, clear of F: A#1 is the first model, not',
         'A#0. A#0 then goes round F into contact with B#0 (%.4fin <= 6).' % L0)
    sc.witness = [(1, [toward((33, 17.9), (33.5, 12.5), C25)]), (0, path[1:])]
    return sc


@scenario
def s_one_inch_detour_short():
    sc = Sc('one_inch_detour_too_long', 'The straight way passes within 1in of a unit not charged; the way round is too long.')
    sc.add('A', 'red', R25, [(30, 12)])
    sc.add('D', 'blue', R25, [(30.9, 15.1)])
    sc.add('B', 'blue', R25, [(30, 12 + 5.6 + C25)])
    R = 2 * R25 + 1
    L, path = around_disc((30, 12), (30, 12 + 5.6 + C25), (30.9, 15.1), R)
    sc.w('Seed 004: "You may not move models within 1" of enemy models from any unit they are not',
         'charging"; the spec: no point of the route comes within 1in of such a model. D (not charged)',
         'stands 0.9in right of the straight line: the charger\'s centre must keep 0.9843 + 1 = 1.984252in',
         'from D\'s. Straight: 5.6in. Round D\'s zone (tangent, arc, tangent): %.4f - 0.9843 = %.4fin > 6.' % (L, L - C25),
         'No model reaches: nothing moves.')
    return sc


@scenario
def s_one_inch_detour_reaches():
    sc = Sc('one_inch_detour_reaches', 'The first model bends round a 1in zone and still reaches.')
    sc.add('A', 'red', R25, [(30, 12), (28.7, 11.5)])
    sc.add('D', 'blue', R25, [(31.3, 14.6)])
    sc.add('B', 'blue', R25, [(30, 12 + 4.6 + C25), (28.8, 17.9)])
    R = 2 * R25 + 1
    L, path = around_disc((30, 12), (30, 12 + 4.6 + C25), (31.3, 14.6), R)
    sc.w('D (not charged) stands 1.3in right of A#0\'s straight line to B#0 (4.6in), closer than 1.984252in,',
         'so A#0 bends round the zone: %.4f - 0.9843 = %.4fin. A#1 (28.7, 11.5) to B#1 (28.8, 17.9):' % (L, L - C25),
         'sqrt(0.1^2 + 6.4^2) - 0.9843 = 5.4165in, and to B#0 (30, 17.584): 5.2403in. A#0 is the first model.',
         'Its route ends on the line from B#0\'s centre tangent to the zone, in contact.')
    return sc


# ---------------------------------------------------------------- wider than the target

@scenario
def s_wide_ten_on_two():
    sc = Sc('wide_ten_on_two_ends_stay_coherent', 'Ten chargers 3in apart against two target models.')
    sc.add('A', 'red', R25, line(24, 20, 10, 3))
    sc.add('B', 'blue', R25, [(33.2, 24), (37.6, 24.1)])
    sc.w(BASICS, 'Chargers y = 20, x = 24 .. 51 by 3in; B#0 (33.2, 24), B#1 (37.6, 24.1). A charger reaches',
         'contact only if its centre gets within 6 + 0.9843 = 6.9843in of a target\'s: a horizontal offset',
         'of at most sqrt(6.9843^2 - 4^2) = 5.7252in from B#0, sqrt(6.9843^2 - 4.1^2) = 5.6544in from B#1.',
         '#0, #1 (6.2 off B#0), #7 (7.4 off B#1), #8 and #9 cannot; #2 .. #6 can, and fit round the two',
         '(the groups round each stay within 2in of each other across the 4.4in between the targets).',
         'The five at the ends follow in chains, each within 2in of the next.',
         '#3 (33, 20) is the first model: sqrt(0.2^2 + 4^2) - 0.9843 = 3.0207in.')
    return sc


@scenario
def s_wide_line_off_to_one_side():
    sc = Sc('wide_line_target_at_one_end', 'Eight chargers in a line; the two target models face its left end.')
    sc.add('A', 'red', R25, line(20, 12, 8, 2.2))
    sc.add('B', 'blue', R25, [(20.5, 16), (22, 16.2)])
    sc.w(BASICS, 'Chargers y = 12, x = 20 .. 35.4 by 2.2in; B#0 (20.5, 16), B#1 (22, 16.2). #0 .. #3 can reach',
         '(#3 at x = 26.6: 4.6 off B#1, sqrt(4.6^2 + 4.2^2) - 0.9843 = 5.2447in); #4 (28.8: 6.8 off B#1,',
         'sqrt(6.8^2 + 4.2^2) - 0.9843 = 7.0082in) and beyond cannot. They follow in a chain.',
         '#0 (20, 12) to B#0: sqrt(0.25 + 16) - 0.9843 = 3.0469in, the first model.')
    return sc


# ---------------------------------------------------------------- walls and gaps

def rect_route(sc, i, t, j, poly):
    def f(pos):
        a, b = pos[sc.unit][i], pos[t][j]
        r = sc.units[sc.unit]['r']
        L, path = around_rect(a, b, poly, r)
        Rc = r + sc.units[t]['r']
        end = toward(b, path[-2], Rc)
        return L - Rc, path[:-1] + [end]
    return f


def wall_case(name, title, ay, extra):
    sc = Sc(name, title)
    wall = rect(25, 15, 31, 15.4)
    sc.add('A', 'red', R25, [(29.5, ay), (33.2, 13.4)])
    sc.add('B', 'blue', R25, [(29.5, 17.6), (32.6, 18.6)])
    sc.terrain.append(('wall', 'impassable', wall))
    sc.routes[(0, 'B', 0)] = rect_route(sc, 0, 'B', 0, wall)
    pos = {u: sc.units[u]['models'] for u in sc.order}
    L, path = sc.routes[(0, 'B', 0)](pos)
    sc.L0, sc.path0 = L, path
    sc.w('Seed 004: models may not move through terrain they cannot cross; the wall (impassable, x 25 ..',
         '31, y 15 .. 15.4) stands between A#0 (29.5, %g) and B#0 (29.5, 17.6). A#0 goes round its right' % ay,
         'end: its centre keeps 0.4921in from the wall, round the corners (31, 15) and (31, 15.4):',
         'tangent, arc, 0.4in up the end, arc, tangent; less 0.9843 to contact: %.4fin.' % L,
         'A#1 (33.2, 13.4) to B#1 (32.6, 18.6): sqrt(0.6^2 + 5.2^2) - 0.9843 = 4.2502in, the first model.', *extra)
    sc.reach_lb[0] = L
    return sc


@scenario
def s_wall_reaches():
    sc = wall_case('round_a_wall_reaches', 'A model behind a wall reaches round its end.', 12.6,
                   ['A#0\'s route, %s <= 6: it reaches B#0.'])
    sc.head[-1] = sc.head[-1] % ('%.4f' % sc.L0)
    sc.reach_lb = {}
    sc.witness = [(1, [toward((32.6, 18.6), (33.2, 13.4), C25)]), (0, sc.path0[1:])]
    return sc


@scenario
def s_wall_too_far():
    sc = wall_case('round_a_wall_too_far', 'A model behind a wall: round its end is too far.', 11.2,
                   ['A#0\'s route, %s > 6: it cannot reach contact (its straight line would be 5.4157in,',
                    'but it cannot go through the wall). It ends within 2in of A#1 (coherency is a distance; the',
                    'wall between does not break it).'])
    sc.head[-3] = sc.head[-3] % ('%.4f' % sc.L0)
    sc.witness = [(1, [toward((32.6, 18.6), (33.2, 13.4), C25)]), (0, [(32.2, 15.2)])]
    return sc


def gap_case(name, title, gap_mm, extra):
    sc = Sc(name, title)
    g = gap_mm / 25.4
    gx = 30
    sc.terrain.append(('wall_west', 'impassable', rect(20, 13, gx - g / 2, 13.5)))
    sc.terrain.append(('wall_east', 'impassable', rect(gx + g / 2, 13, 40, 13.5)))
    sc.add('A', 'red', R25, [(gx, 11.2), (gx, 9.0)])
    sc.add('B', 'blue', R25, [(gx, 16.5), (gx + 2.5, 16.5)])
    sc.w('Seed 004: models "may not pass through gaps narrower than their base diameter". A wall',
         '(impassable, y 13 .. 13.5) from x = 20 to 40 has one gap of %gmm centred on x = 30; the' % gap_mm,
         'chargers (25mm) stand in file below it, B beyond it at y = 16.5.', *extra)
    return sc


@scenario
def s_gap_one_base():
    sc = gap_case('target_beyond_a_one_base_gap', 'Through a gap exactly one base wide.', 25,
                  ['A gap as wide as the base may be passed. A#0 (30, 11.2) goes straight up through it to',
                   'B#0: 5.3 - 0.9843 = 4.3157in, ends at (30, 15.5157). A#1 (30, 9) cannot reach contact: any',
                   'route passes the gap\'s mouth (30, 13.5), 4.5in away, and from there B#0\'s free side and',
                   'B#1 are more than 1.5in off (B#0: 3 - 0.9843 = 2.0157; B#1: sqrt(2.5^2 + 3^2) - 0.9843 =',
                   '2.9209): at least 6.5157in. It follows up the gap to stay within 2in of A#0.'])
    # lower bound through the mouth of the gap
    sc.reach_lb[1] = 4.5 + 3 - C25
    sc.witness = [(0, [(30, 16.5 - C25)]), (1, [(30, 12.6)])]
    return sc


@scenario
def s_gap_narrower():
    sc = gap_case('target_beyond_a_gap_narrower_than_base', 'The gap is 24.5mm: the 25mm chargers cannot pass.',
                  24.5, ['24.5mm < 25mm: no charger may pass it. The way round either end of the wall is',
                         'more than 10in: no model reaches; nothing moves.'])
    sc.blocked_ok = True
    return sc


# ---------------------------------------------------------------- greedy falls short

GREEDY = ('Seed 004: "engage as many opposing models as possible with as many of their models that can '
          'reach"; after the first model "you can move the others in any sequence you desire". A model '
          'directly behind another reaches the target only at the spot straight ahead (its move is just '
          'enough); the model in front, going to its own nearest spot, would take exactly that spot.')


def follower(name, title, rc, rt, T, Rp, Pp, qgap, extra=(), more=None):
    sc = Sc(name, title)
    Rc = rc + rt
    Q = (T[0], T[1] - Rc - qgap)
    sc.add('A', 'red', rc, [Rp, Pp, Q] + (more or []))
    sc.add('B', 'blue', rt, [T])
    sc.greedy_short = True
    arc = math.degrees(math.acos(((d(Q, T)) ** 2 + Rc ** 2 - 36) / (2 * d(Q, T) * Rc)))
    sep = math.degrees(2 * math.asin(rc / Rc))
    sc.w(GREEDY, '%gmm chargers on a %gmm target: centres in contact %.6fin apart; two chargers touching'
         % (rc * 50.8, rt * 50.8, Rc),
         'the target need %.2f degrees between them round it. T = B#0 (%g, %g). #0 (%g, %g) is the first'
         % (sep, T[0], T[1], Rp[0], Rp[1]),
         'model (%.4fin). #1 (%g, %g) is %.4fin from contact, straight up; #2 stands %.2fin below the'
         % (d(Rp, T) - Rc, Pp[0], Pp[1], d(Pp, T) - Rc, qgap),
         'contact spot straight below T: its 6in reach the contact circle only within %.2f degrees of' % arc,
         'the bottom, so #1 at the bottom shuts #2 out; #1 elsewhere on the circle lets both in.', *extra)
    return sc


@scenario
def g1():
    return follower('greedy_follower_25mm', 'Greedy: the model in front takes the only spot of the one behind.',
                    R25, R25, (30, 30), (31.3, 31.3), (30, 26.5), 5.97)


@scenario
def g2():
    return follower('greedy_follower_40mm_on_25mm', 'Greedy: 40mm chargers, the one behind just reaches.',
                    R40, R25, (30, 30), (31.6, 31.6), (30, 26.3), 5.95)


@scenario
def g3():
    return follower('greedy_follower_32mm_on_40mm', 'Greedy: 32mm chargers on a 40mm model.',
                    R32, R40, (30, 30), (31.6, 31.7), (30, 26.2), 5.96)


@scenario
def g4():
    return follower('greedy_follower_40mm_on_40mm', 'Greedy: 40mm on 40mm, the one behind 5.98in away.',
                    R40, R40, (30, 30), (31.8, 31.8), (30, 26.0), 5.98)


@scenario
def g5():
    sc = follower('greedy_follower_beside_a_wall', 'Greedy: the target stands against a wall; one spot is left for the front model.',
                  R25, R25, (30, 30), (31.3, 31.3), (30, 26.5), 5.97,
                  extra=['A wall (impassable, x 28 .. 29.3) touches nothing but closes T\'s west side: the front',
                         'model must go to T\'s south-east, between #0 (north-east) and #2 (south).'])
    sc.terrain.append(('wall', 'impassable', rect(28, 27, 29.3, 33)))
    return sc


@scenario
def g6():
    u = (-math.sqrt(0.5), -math.sqrt(0.5))
    T = (30, 30)
    Rc = 2 * R25
    P = (T[0] + u[0] * 3.6, T[1] + u[1] * 3.6)
    sc = Sc('greedy_follower_on_a_slant', 'Greedy: the two come from the south-west on a slant.')
    Q = (T[0] + u[0] * (Rc + 5.97), T[1] + u[1] * (Rc + 5.97))
    sc.add('A', 'red', R25, [(30.2, 31.9), P, Q])
    sc.add('B', 'blue', R25, [T])
    sc.greedy_short = True
    sc.w(GREEDY, 'T = B#0 (30, 30). #0 (30.2, 31.9) is the first model (from the north). #1 and #2 stand on',
         'the line to the south-west of T, 3.6in and 5.97in + 0.9843 from it: #2 reaches only near the',
         'south-west spot, which #1 takes if it goes straight in.')
    return sc


@scenario
def g7():
    sc = Sc('greedy_follower_second_target_model', 'Greedy: two target models; the front model should take the other one.')
    T1, T2 = (30, 30), (32.6, 30.5)
    Q = (30, 30 - C25 - 5.97)
    sc.add('A', 'red', R25, [(28.4, 31.0), (30, 26.6), Q])
    sc.add('B', 'blue', R25, [T1, T2])
    sc.greedy_short = True
    sc.w(GREEDY, 'B#0 (30, 30), B#1 (32.6, 30.5). #0 (28.4, 31) is the first model, to B#0\'s west side.',
         '#1 (30, 26.6) is nearest B#0\'s bottom spot (2.4157in); #2 straight below B#0 reaches only that spot',
         '(5.97in). #1 can as well go to B#1 (and so engage a second target model).')
    return sc


@scenario
def g8():
    sc = Sc('greedy_two_columns', 'Greedy: two columns of two behind two target models; greedy loses both rear models.')
    T1, T2 = (30, 30), (33, 30)
    sc.add('A', 'red', R25, [(31.3, 31.7), (30, 26.5), (30, 30 - C25 - 5.97), (33, 26.6), (33, 30 - C25 - 5.96)])
    sc.add('B', 'blue', R25, [T1, T2])
    sc.greedy_short = True
    sc.w(GREEDY, 'B#0 (30, 30), B#1 (33, 30). #0 (31.3, 31.7) is the first model (to B#0, 2.14 - 0.98).',
         'Under each target a column: #1, #2 under B#0 (#2 5.97in from the bottom spot), #3, #4 under',
         'B#1 (#4 5.96in). Each front model going straight in shuts out the one behind it.')
    return sc


# ---------------------------------------------------------------- already in contact

@scenario
def already_touching():
    sc = Sc('already_touching_stays_put', 'One charger already touches a target model; it is the first model and does not move.')
    sc.add('A', 'red', R25, [(28, 26), (30, 30 - C25), (32, 26)])
    sc.add('B', 'blue', R25, line(28, 30, 3, 2))
    sc.w(BASICS, 'A#1 stands at (30, 29.015748), in base contact with B#1 (30, 30): it reaches with no',
         'movement at all, the least; it stays where it is. #0 and #2 are 4 - 0.9843 = 3.0157in from',
         'B#0 and B#2 straight ahead.')
    return sc


@scenario
def already_touching_40():
    sc = Sc('already_touching_others_too_far', 'A 40mm charger touches the target; the rest are 6.5in off and end engaged.')
    sc.add('A', 'red', R40, [(30, 30 - C40), (28, 30 - C40 - 6.5), (32, 30 - C40 - 6.5)])
    sc.add('B', 'blue', R40, [(30, 30), (28, 30.2), (32, 30.2)])
    sc.w(BASICS, '40mm on 40mm: contact at 1.574803in. A#0 touches B#0 from below; A#1 and A#2 stand 6.5in',
         'below the spots under B#1 (28, 30.2) and B#2 (32, 30.2) (6.7in, in fact): out of reach of',
         'contact; they move up within 2in of A#0 (engaged).')
    return sc


# ---------------------------------------------------------------- dangerous terrain

DANGER = ('Spec: terrain of kind dangerous is also difficult (the dice: the higher die), and each model that '
          'enters it gives dangerous_terrain_test M (M = A#i). Seed 004: "Make any Dangerous Terrain tests as '
          'appropriate." The patch (x 27 .. 33, y 28.3 .. 33) holds B#0 (30, 30); every contact spot round it lies in the patch.')


@scenario
def dangerous_two():
    sc = Sc('dangerous_both_chargers_test', 'Two chargers go into a dangerous patch to reach the target: two tests, the first model\'s first.')
    sc.add('A', 'red', R25, [(30, 25), (32.2, 24.8)])
    sc.add('B', 'blue', R25, [(30, 30)])
    sc.terrain.append(('bog', 'dangerous', rect(27, 28.3, 33, 33)))
    sc.dice = [3, 6]
    sc.engaged_event = False
    sc.events = ['dangerous_terrain_test A#0', 'dangerous_terrain_test A#1']
    sc.w(DANGER, 'A#0 (30, 25) is 5 - 0.9843 = 4.0157in from contact, the first model; A#1 (32.2, 24.8):',
         'sqrt(2.2^2 + 5.2^2) - 0.9843 = 4.6620in. Dice [3, 6]: 6in. Both enter, each tests, #0 first.')
    return sc


@scenario
def dangerous_in_contact():
    sc = Sc('dangerous_already_in_contact_no_test', 'A charger already in contact inside the patch does not test; the one that enters does.')
    sc.add('A', 'red', R25, [(30, 30 - C25), (31.8, 25.5)])
    sc.add('B', 'blue', R25, [(30, 30)])
    sc.terrain.append(('bog', 'dangerous', rect(27, 28.3, 33, 33)))
    sc.dice = [2, 5]
    sc.engaged_event = False
    sc.events = ['dangerous_terrain_test A#1']
    sc.no_events = ['dangerous_terrain_test A#0']
    sc.w(DANGER, 'A#0 already touches B#0 inside the patch: it does not move, so does not enter. A#1 (31.8,',
         '25.5): sqrt(1.8^2 + 4.5^2) - 0.9843 = 3.8623in, enters; the unit rolls [2, 5]: 5in, enough.')
    return sc


@scenario
def dangerous_short():
    sc = Sc('dangerous_double_short_no_tests', 'The dice are too low: no charge, no model enters, no test.')
    sc.add('A', 'red', R25, [(30, 25), (32.2, 24.8)])
    sc.add('B', 'blue', R25, [(30, 30)])
    sc.terrain.append(('bog', 'dangerous', rect(27, 28.3, 33, 33)))
    sc.dice = [1, 2]
    sc.no_events = ['dangerous_terrain_test A#0', 'dangerous_terrain_test A#1']
    sc.w(DANGER, 'A#0 needs 4.0157in; dice [1, 2]: 2in. No model reaches: nothing moves, so no model enters.')
    return sc


@scenario
def dangerous_one_of_three():
    sc = Sc('dangerous_one_of_three_tests', 'Only B#2 stands in a dangerous patch: only the model going to it tests.')
    sc.add('A', 'red', R25, [(30, 26), (33, 26.1), (36, 26)])
    sc.add('B', 'blue', R25, line(30, 30, 3, 3))
    sc.terrain.append(('bog', 'dangerous', rect(34.5, 28, 37.5, 33)))
    sc.dice = [4, 5]
    sc.engaged_event = False
    sc.events = ['dangerous_terrain_test A#2']
    sc.no_events = ['dangerous_terrain_test A#0', 'dangerous_terrain_test A#1']
    sc.w('Spec: dangerous terrain is also difficult; each model that enters it tests. The patch x 34.5 ..',
         '37.5, y 28 .. 33 holds B#2 (36, 30) only: every spot round B#2 lies in it, none round B#0 (30,',
         '30) or B#1 (33, 30) touches it. Gaps 4 - 0.9843 = 3.0157in (#1: 2.9157in, the first). Dice',
         '[4, 5]: 5in. Each goes straight to the model ahead (all three target models engaged); only A#2',
         'enters the patch.')
    return sc
