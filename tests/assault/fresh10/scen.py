"""scen.py: the fresh10 scenarios (definitions; build.py checks and writes them)."""
from gen import line
import check as C

ALL = []

def S(**k):
    ALL.append(k)
    return k

ENG = "Once a model is in base-to-base contact, or within 2\" of a model from its own unit in base-to-base contact, with an enemy model it is said to be ENGAGED ... The unit ... is then said to be LOCKED."
MAX = "Charging units must attempt to engage as many opposing models as possible with as many of their models that can reach the fight"
FIRST = "The model selected must be the one which can reach the enemy by using the least amount of its available movement. Move the model into contact with the nearest enemy model ... using the shortest possible route."
GAPS = "models may not move through friendly or enemy models and may not pass through gaps narrower than their base diameter."
ONEIN = "You may not move models within 1\" of enemy models from any unit they are not charging."
TERR = "Models assaulting into, out of or through difficult terrain will be slowed down in the same way as models moving through it in the Movement phase. Make any Dangerous Terrain tests as appropriate."
DIDNT = "If the unit's move is insufficient to reach at least one target unit then the charge does not proceed. The models are not moved"

# ---- lines at an angle -------------------------------------------------
S(file="line_20deg_ten_v_ten", name="ten 25mm in a line charge ten in a line at 20 degrees",
  title="Ten 25mm Marines in a line charge ten 25mm in a line turned 20 degrees away.",
  cite=MAX + " " + ENG,
  why="""The target line runs at bearing 70 (20 degrees off the chargers' line, bearing 90), its
near end 3.2in off. Gaps in the target line are 1.3-0.984=0.316in, narrower than a base, so
every contact is on the near side. Reach falls off along the line: #0-#6 can reach, #7-#9
cannot (6.22, 6.73, 7.24 > 6), and B#0-B#6 can be reached, B#7-B#9 cannot.""",
  units={"A": dict(side="red", base=25, models=line((20, 10), 90, 10, 1.5)),
         "B": dict(side="blue", base=25, models=line((21, 14.2), 70, 10, 1.3))},
  exp=dict(in_contact=7, touched=7, engaged=10))

S(file="line_45deg_eight_32mm", name="eight 32mm in a line charge eight in a line at 45 degrees",
  title="Eight 32mm models in a line charge eight 32mm in a line at 45 degrees.",
  cite=MAX + " " + ENG,
  why="""Target line at bearing 45 from its near end, 3.4in ahead of the charger line's left
end. Target gaps 1.6-1.260=0.340in: no way between. Reach decides who gets in.""",
  units={"A": dict(side="red", base=32, models=line((20, 10), 90, 8, 1.8)),
         "B": dict(side="blue", base=32, models=line((21, 14.7), 45, 8, 1.6))},
  exp=dict(in_contact=4, touched=3, engaged=7))

S(file="line_70deg_40mm_v_32mm", name="six 40mm in a line charge six 32mm in a line at 70 degrees",
  title="Six 40mm models in a line charge six 32mm in a line at 70 degrees.",
  cite=MAX + " " + ENG,
  why="""The target line runs at bearing 20, nearly end-on to the chargers. Gaps 1.8-1.260=0.54in, narrower than a 40mm base (1.575in).""",
  units={"A": dict(side="red", base=40, models=line((20, 10), 90, 6, 2.2)),
         "B": dict(side="blue", base=32, models=line((24, 13.0), 20, 6, 1.8))},
  exp=dict(in_contact=5, touched=3, engaged=6))

# ---- target formations --------------------------------------------------
S(file="target_two_ranks", name="seven in a line charge a squad in two ranks of five",
  title="Seven 25mm in a line charge ten 25mm in two ranks of five.",
  cite=MAX + " " + GAPS,
  why="""Ranks 1.2in apart and files 1.2in apart: every gap is 1.2-0.984=0.216in, narrower than a
base, so no charger gets between the ranks. Rear-rank models are reachable only at the two
ends of the block, round the flanks; the reach table says which.""",
  units={"A": dict(side="red", base=25, models=line((21, 10), 90, 7, 1.5)),
         "B": dict(side="blue", base=25, models=line((22.75, 15.5), 90, 5, 1.2) + line((22.75, 16.7), 90, 5, 1.2))},
  exp=dict(in_contact=7, touched=5, engaged=7))

S(file="target_blob_board_edge", name="eight charge a blob of seven against the board edge",
  title="Eight 25mm charge seven 32mm huddled against the north board edge.",
  cite=MAX + " " + GAPS,
  why="""The back row touches the board edge (y=24in), so no charger can stand behind it; the
front row's gaps (1.3-1.260=0.04in) and the back row's let no one through. Contacts are on
the front and the two ends only.""",
  board=(48, 24),
  units={"A": dict(side="red", base=25, models=line((27, 17.5), 90, 8, 1.5)),
         "B": dict(side="blue", base=32, models=line((30, 24 - 0.629921), 90, 4, 1.3) + line((30.65, 22.2), 90, 3, 1.3))},
  exp=dict(in_contact=8, touched=5, engaged=8))

S(file="target_blob_against_wall", name="six charge a blob against a ruin wall",
  title="Six 32mm charge a blob of six 25mm standing against an impassable wall.",
  cite=MAX + " " + GAPS,
  why="""The wall (impassable) runs north-south at x=40..41; the blob's east models touch it.
Chargers, in a line facing east, come from the west; no one can stand between blob and wall.""",
  units={"A": dict(side="red", base=32, models=line((32.5, 12.2), 0, 6, 1.6)),
         "B": dict(side="blue", base=25, models=[(40 - 0.492126, 14), (40 - 0.492126, 15.1), (40 - 0.492126, 16.2),
                                                 (38.6, 14.55), (38.6, 15.65), (37.6, 15.1)])},
  terrain=[dict(name="wall", kind="impassable", poly=[(40, 10), (41, 10), (41, 22), (40, 22)])],
  exp=dict(in_contact=5, touched=3, engaged=6))

# ---- charger formations -------------------------------------------------
S(file="charger_column", name="a column of six charges a line",
  title="Six 25mm in single file (a column) charge a line of five 25mm.",
  cite=MAX + " After the first model in the unit has been moved, you can move the others in any sequence you desire.",
  why="""The column points straight at the target line; the models behind have farther to go.
A model cannot walk through the friend ahead of it, but going round costs little.""",
  units={"A": dict(side="red", base=25, models=line((30, 11.5), 180, 6, 1.4)),
         "B": dict(side="blue", base=25, models=line((27.6, 15), 90, 5, 1.2))},
  exp=dict(in_contact=3, touched=5, engaged=5))

S(file="charger_blob_nine", name="a blob of nine 32mm charges a line of six",
  title="Nine 32mm in a 3x3 blob charge six 32mm in a line.",
  cite=MAX,
  why="""Blob rows 1.6in apart; the rear row has 3.2in more to go than the front.""",
  units={"A": dict(side="red", base=32, models=line((30, 10), 90, 3, 1.6) + line((30, 8.4), 90, 3, 1.6) + line((30, 6.8), 90, 3, 1.6)),
         "B": dict(side="blue", base=32, models=line((28, 14.2), 90, 6, 1.4))},
  exp=dict(in_contact=6, touched=6, engaged=9))

S(file="nearest_enemy_differs", name="each charger has a different nearest enemy",
  title="Five 25mm spread out charge five 25mm spread out: each charger's nearest target model differs.",
  cite=FIRST + " " + MAX,
  why="""Chargers 3in apart, targets 3in apart and staggered; each charger's own nearest target
model is a different one, and #2 is nearest of all.""",
  units={"A": dict(side="red", base=25, models=[(20, 10), (22.4, 10.5), (24.8, 10), (27.2, 10.4), (29.6, 10)]),
         "B": dict(side="blue", base=25, models=[(20.8, 14.6), (23.1, 15.2), (25.0, 13.9), (27.9, 15.0), (30.6, 14.4)])},
  exp=dict(in_contact=5, touched=5, engaged=5))

# ---- didn't make it, tolerance, characters ---------------------------------
R25 = C.RAD[25]
S(file="didnt_make_it_plain", name="five 6.4in short: the charge does not happen",
  title="Five 25mm, the nearest 6.4in from the nearest target model: nobody moves.",
  cite=DIDNT, didnt=True,
  why="""Every charger is more than 6in (edge to edge) from every target model.""",
  units={"A": dict(side="red", base=25, models=line((20, 10), 90, 5, 1.5)),
         "B": dict(side="blue", base=25, models=line((20.5, 10 + 2 * R25 + 6.4), 90, 5, 1.3))},
  exp=None)

S(file="tolerance_short_by_less", name="a character 0.0004in short still makes it",
  title="A lone 25mm character whose target is 6.0004in away (less than the 0.001in tolerance over).",
  cite=FIRST + " " + DIDNT, edge_ok=True,
  why="""Gap 6.0004in; within the move means <= 6+0.001in, so it reaches and ends touching
(gap 0.0004 <= tolerance), straight on.""",
  units={"A": dict(side="red", base=25, models=[(20, 10)]),
         "B": dict(side="blue", base=25, models=[(20, 10 + 2 * R25 + 6.0004), (21.3, 10 + 2 * R25 + 6.3)])},
  exp=dict(in_contact=1, touched=1, engaged=1))

S(file="tolerance_short_by_more", name="a character 0.002in short does not make it",
  title="A lone 25mm character whose target is 6.002in away (more than the tolerance over).",
  cite=DIDNT, didnt=True, edge_ok=True,
  why="""Gap 6.002in > 6+0.001in: no model reaches, nothing moves.""",
  units={"A": dict(side="red", base=25, models=[(20, 10)]),
         "B": dict(side="blue", base=25, models=[(20, 10 + 2 * R25 + 6.002), (21.3, 10 + 2 * R25 + 6.3)])},
  exp=None)

S(file="character_50mm_charges_squad", name="a 50mm character charges a squad of five",
  title="A lone 50mm character charges five 25mm in a line; it goes straight to the nearest.",
  cite=FIRST, bound=(1, 1, 1),
  bound_note="One model, the first: the rule fixes its end (straight into contact with B#2), touching B#2 only.",
  why="""One model: it is the first model, and goes by the shortest route (straight) into contact
with its nearest target model, B#2 (straight ahead). It touches no other (B#1, B#3 are 1.3in
to the side: its end is 2.6in+ from them, more than 0.984+0.492).""",
  units={"A": dict(side="red", base=50, models=[(25, 10)]),
         "B": dict(side="blue", base=25, models=line((22.4, 15.5), 90, 5, 1.3))},
  exp=dict(in_contact=1, touched=1, engaged=1))

S(file="squad_charges_character_40mm", name="five 32mm charge a lone 40mm character",
  title="Five 32mm in a line charge a lone 40mm character; how many fit round it from the front.",
  cite=MAX,
  why="""Contact circle radius 0.787+0.630=1.417in; a 32mm charger takes 2*asin(0.630/1.417)
=52.8 degrees of it. All five can reach (table), and five fit on the near side (5*52.8=264).""",
  units={"A": dict(side="red", base=32, models=line((22, 10), 90, 5, 1.6)),
         "B": dict(side="blue", base=40, models=[(25.2, 14.6)])},
  exp=dict(in_contact=5, touched=1, engaged=5))

S(file="difficult_higher_die_not_sum", name="difficult terrain: the higher die 4, not the sum 7",
  title="Three 25mm charge a squad standing in a wood 4.6in away; dice 3 and 4: the move is 4in.",
  cite=TERR + " " + DIDNT, didnt=True, dice=[[3, 4]],
  why="""The target models stand 2in inside the wood (difficult): any contact puts the charger's
base in the wood, so the unit rolls; the higher die is 4 (the sum, 7, would reach). Least gap
4.6in > 4in: the charge does not proceed.""",
  units={"A": dict(side="red", base=25, models=line((20, 10), 90, 3, 1.5)),
         "B": dict(side="blue", base=25, models=line((20.5, 10 + 2 * R25 + 4.6), 90, 3, 1.3))},
  terrain=[dict(name="wood", kind="difficult", poly=[(17, 13.5), (28, 13.5), (28, 22), (17, 22)])],
  exp=None)

S(file="difficult_higher_die_five", name="difficult terrain: the higher die 5 gets some in",
  title="The same wood, dice 2 and 5: the move is 5in; who gets in.",
  cite=TERR + " " + MAX, dice=[[2, 5]],
  why="""As difficult_higher_die_not_sum, but the higher die is 5. The reach table at 5in decides.""",
  units={"A": dict(side="red", base=25, models=line((20, 10), 90, 3, 1.5)),
         "B": dict(side="blue", base=25, models=line((20.5, 10 + 2 * R25 + 4.6), 90, 3, 1.3))},
  terrain=[dict(name="wood", kind="difficult", poly=[(17, 13.5), (28, 13.5), (28, 22), (17, 22)])],
  exp=dict(in_contact=3, touched=3, engaged=3))

S(file="dangerous_entered_first", name="dangerous terrain entered by the first model",
  title="A lone 32mm character charges a model standing in dangerous terrain; dice 1 and 6.",
  cite=TERR, dice=[[1, 6]],
  why="""The target stands 2in inside the dangerous area; contact puts the charger in it, so the
unit rolls (dangerous is difficult too) and the model that enters tests.""",
  units={"A": dict(side="red", base=32, models=[(30, 10)]),
         "B": dict(side="blue", base=25, models=[(30, 10 + 0.629921 + 0.492126 + 4.5)])},
  terrain=[dict(name="mire", kind="dangerous", poly=[(27, 13), (33, 13), (33, 19), (27, 19)])],
  events=["dangerous_terrain_test A#0"],  # alone: the contract does not order it against engaged A B
  exp=dict(in_contact=1, touched=1, engaged=1))
