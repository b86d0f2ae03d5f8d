"""Recorded games shared by the service and bot tests."""

#: A real game of Dames from the starting position where Blue (seat 0) takes every green piece
#: in 35 plies (Green plays into every capture; found by a beam search over the engine).
DAMES_QUICK_WIN = (
    "35-30 20-24 30-25 14-20 25x23 18x29 34x23 12-18 23x21 16x27 32x21 24-29 33x24 7-12 21-16 9-14 "
    "16x20 8-13 39-34 10-14 20x18 15-20 24x15 5-10 18-12 4-9 15x13 2-8 13x2 3-8 12x3 1-7 2x16 6-11 16x2"
).split()

#: A real game of Dames turques from the starting position where White (seat 0) takes every black
#: piece in 17 plies: found by a seeded beam search over the engine (seed 0, 300 positions kept per
#: ply, Black's piece count first). It has full multi-captures ("b4xb6xd6xd8"), ones that the short
#: ``from x to`` form names alone ("g8xb8" is g8xg5xb5xb8), and a king's choice of landing (ply 12).
DAMES_TURQUES_QUICK_WIN = (
    "g3-g4 d6-d5 b3-b4 b6-b5 b4xb6xd6xd8 g6-g5 g4xg6xg8 f7-g7 g8xg5xb5xb8 a7-b7 b8xb5 e6-e5 "
    "b5xf5xf7xd7xa7xa5 h6-h5 a5-c5 h5-g5 c5xh5xh8"
).split()

# The three newer games: each found by a seeded search over its engine (scripts described below;
# every game replays with the engine and ends exactly as said).

#: Macadam from the usual start: White (seat 0) reaches the goal (f6-d8 jumps e7 onto d8) at ply 11.
#: Search: White greedy on the sum of its squared ranks (random tie-break), Black random among
#: moves that do not win for Black, random.Random(seed) for both; seed 321 of 0..1999 is the
#: shortest White win containing a chain of two jumps after which the pawn could jump on
#: (ply 7 ``b2-d4-f6``: from f6 it may go on to h4, so entering it by clicks needs "Stop here").
MACADAM_GOAL_WIN = "f2-f4 d6-c6 e3-g5 a7-a6 g3-e5 f6-e6 b2-d4-f6 e7-d7 g5-e7 c7-a7 f6-d8".split()
MACADAM_GOAL_CHAIN_PLY = 6

#: Macadam with ``free_placement``: 16 placements (the cell alone), then White reaches the goal
#: (e6-e8) at ply 25. Same search with the option, seed 18 of 0..2999. Ply 19 ``e3-c5-c3-e5`` is a
#: chain of three jumps that could go on (to g3): "Stop here"; ply 21 ``g4-e4-e6`` cannot go on:
#: clicking its last cell plays it at once.
MACADAM_PLACEMENT_WIN = (
    "d4 e7 c4 b8 a4 f7 f4 d5 h4 a6 g4 f6 e4 a5 b4 d6 "
    "e4-e3 d6-f8 e3-c5-c3-e5 e7-a7 g4-e4-e6 f7-c7 e5-e7 b8-b6 e6-e8"
).split()

#: Mak-Yek from the usual start, 8 plies; captures White 2 (b3-b6 takes a6 c6 by intervention),
#: Black 3 (b4-c4 takes c5, c8-c3 takes b3 d3 by intervention). Stopped by agreement there, the
#: counts decide: Black wins 3 to 2. Search: each side plays a random capturing move when it has
#: one (9 times in 10) else a random move; seed 1 of 0..2999, the shortest ending with Black ahead
#: by captures after at least 3 captures in all.
MAK_YEK_STOP_BLACK_AHEAD = "c1-c2 b6-b4 c3-c5 b4-c4 b3-b6 c4-f4 a3-b3 c8-c3".split()

#: Apit-Sodok with ``no_capture_plies`` 10: ply 2 ``b6-b3`` lands between a3 and c3 and takes both
#: runs by intervention, a3 and c3 to h3 (7 men; Mak-Yek would take a3 and c3 only); then 10 plies
#: without a capture end the game by itself: Black wins on captures, 7 to 0. Search: random
#: moves (captures preferred 7 times in 10) until a line capture, then random quiet moves; seed 6
#: of 0..2999.
APIT_SODOK_LINE_CAPTURE = "b3-b2 b6-b3 d1-d3 a6-a4 a1-a2 a4-g4 g1-g3 e6-e5 d3-e3 e5-h5 a2-a3 c6-c3".split()
