"""Recorded games shared by the service and bot tests."""

#: A real game of Dames from the starting position where Blue (seat 0) takes every green piece
#: in 35 plies (Green plays into every capture; found by a beam search over the engine).
DAMES_QUICK_WIN = (
    "35-30 20-24 30-25 14-20 25x23 18x29 34x23 12-18 23x21 16x27 32x21 24-29 33x24 7-12 21-16 9-14 "
    "16x20 8-13 39-34 10-14 20x18 15-20 24x15 5-10 18-12 4-9 15x13 2-8 13x2 3-8 12x3 1-7 2x16 6-11 16x2"
).split()
