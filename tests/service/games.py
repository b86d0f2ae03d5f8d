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
