"""Perft from the start (rules/mak-yek.md: 32, 1,008, 40,448 / 40,438), counted three ways:
the engine's bitboard generator, the public contract (legal_moves / apply), and an independent
dictionary-board counter written here from the rulings' wording.
"""

from __future__ import annotations

import random

from engines.makyek.board import ONE_STEP, toward
from tests.helpers.games import BOTH_MAKYEK, perft_api

EXPECTED = {"mak-yek": [32, 1008, 40448], "apit-sodok": [32, 1008, 40438]}
FILES = "abcdefgh"
STEPS = ((0, 1), (0, -1), (1, 0), (-1, 0))

Cells = dict[tuple[int, int], str]


# --- an independent reading of the rulings, on a dict board --------------------------------------
def oracle_start() -> Cells:
    cells = {}
    for f in range(8):
        for r, colour in ((1, "w"), (3, "w"), (6, "b"), (8, "b")):
            cells[(f, r)] = colour
    return cells


def oracle_taken(cells: Cells, side: str, to: tuple[int, int], lines: bool) -> frozenset:
    enemy = "b" if side == "w" else "w"
    runs = []
    taken: set[tuple[int, int]] = set()
    for df, dr in STEPS:
        run, (f, r) = [], (to[0] + df, to[1] + dr)
        while 0 <= f < 8 and 1 <= r <= 8 and cells.get((f, r)) == enemy:
            run.append((f, r))
            f, r = f + df, r + dr
        beyond = cells.get((f, r)) if 0 <= f < 8 and 1 <= r <= 8 else None
        # interception: the run (exactly one man in mak-yek) closed by one of the mover's men
        if run and beyond == side and (lines or len(run) == 1):
            taken.update(run)
        runs.append(run if lines else run[:1])
    # intervention: enemy men on both sides of the landing cell, per axis
    for a, b in ((0, 1), (2, 3)):
        if runs[a] and runs[b]:
            taken.update(runs[a] + runs[b])
    return frozenset(f"{FILES[f]}{r}" for f, r in taken)


def oracle_moves(cells: Cells, side: str, lines: bool) -> set[tuple[str, str, frozenset]]:
    out = set()
    for (f0, r0), colour in list(cells.items()):
        if colour != side:
            continue
        for df, dr in STEPS:
            f, r = f0 + df, r0 + dr
            while 0 <= f < 8 and 1 <= r <= 8 and (f, r) not in cells:
                after = dict(cells)
                del after[(f0, r0)]
                after[(f, r)] = side
                out.add((f"{FILES[f0]}{r0}", f"{FILES[f]}{r}", oracle_taken(after, side, (f, r), lines)))
                f, r = f + df, r + dr
    return out


def oracle_play(cells: Cells, side: str, move: tuple[str, str, frozenset]) -> Cells:
    start, end, taken = move
    after = {k: v for k, v in cells.items() if f"{FILES[k[0]]}{k[1]}" not in taken}
    del after[(FILES.index(start[0]), int(start[1]))]
    after[(FILES.index(end[0]), int(end[1]))] = side
    return after


def oracle_perft(cells: Cells, side: str, depth: int, lines: bool) -> int:
    moves = oracle_moves(cells, side, lines)
    if depth == 1:
        return len(moves)
    other = "b" if side == "w" else "w"
    return sum(oracle_perft(oracle_play(cells, side, m), other, depth - 1, lines) for m in moves)


# --- the figures ---------------------------------------------------------------------------------
@BOTH_MAKYEK
def test_start_perft_with_the_bitboard_generator(game):
    white, black = game.new().men
    assert [game.generator.perft(white, black, d) for d in (1, 2, 3)] == EXPECTED[game.key]


@BOTH_MAKYEK
def test_start_perft_through_the_public_contract(game):
    assert [perft_api(game, game.new(), d) for d in (1, 2, 3)] == EXPECTED[game.key]


@BOTH_MAKYEK
def test_start_perft_with_an_independent_counter(game):
    lines = game.key == "apit-sodok"
    assert [oracle_perft(oracle_start(), "w", d, lines) for d in (1, 2, 3)] == EXPECTED[game.key]


@BOTH_MAKYEK
def test_start_has_32_moves_for_either_side(game):
    black_first = game.new(options={"position": "bbbbbbbb/8/bbbbbbbb/8/8/wwwwwwww/8/wwwwwwww b"})
    assert len(game.legal_moves(game.new())) == len(game.legal_moves(black_first)) == 32


@BOTH_MAKYEK
def test_moves_and_captures_match_the_independent_reading_on_random_boards(game):
    rng = random.Random(f"boards-{game.key}")
    lines = game.key == "apit-sodok"
    for _ in range(300):
        density = rng.choice((0.2, 0.5, 0.8))
        cells: Cells = {}
        for f in range(8):
            for r in range(1, 9):
                if rng.random() < density:
                    cells[(f, r)] = rng.choice("wb")
        side = rng.choice("wb")
        text = _position_text(cells, side)
        state = game.new(options={"position": text + " 0 0"})
        ours = {(m.path[0], m.path[1], frozenset(m.captured)) for m in game.legal_moves(state)}
        if game.outcome(state) is None:
            assert ours == oracle_moves(cells, side, lines), text


@BOTH_MAKYEK
def test_the_landing_filter_holds_exactly_the_empty_cells_where_a_landing_takes(game):
    """The generator calls ``taken`` only on ``landings``: a cell missing there would lose a capture."""
    rule, rng = game.generator.rule, random.Random(f"landings-{game.key}")
    for _ in range(300):
        density = rng.choice((0.2, 0.5, 0.8))
        own = enemy = 0
        for cell in range(64):
            if rng.random() < density:
                if rng.random() < 0.5:
                    own |= 1 << cell
                else:
                    enemy |= 1 << cell
        empty = [cell for cell in range(64) if not (own | enemy) >> cell & 1]
        landings = rule.landings(own, enemy)
        taking = {cell for cell in empty if rule.taken(own | 1 << cell, enemy, cell)}
        assert {cell for cell in empty if landings >> cell & 1} == taking
        assert landings & ~rule.hot(own, enemy) == 0
        assert tuple(step(own) for step in ONE_STEP) == toward(own, 1)


def _position_text(cells: Cells, side: str) -> str:
    ranks = []
    for r in range(8, 0, -1):
        ranks.append("".join(cells.get((f, r), ".") for f in range(8)))
    text = "/".join(ranks)
    for n in range(8, 0, -1):
        text = text.replace("." * n, str(n))
    return f"{text} {side}"
