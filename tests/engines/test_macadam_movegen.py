"""Macadam move generation: exact counts and lists, chains, and a brute-force cross-check."""

from __future__ import annotations

import random
import re
from functools import partial

import engines
from tests.helpers import games
from tests.helpers.games import moves_text, random_plies

G = engines.get("macadam")
at = partial(games.at, G)  # a new game from a position text (and options)


# --- A naive generator from the rules text: every chain enumerated, then grouped ---------------------
FILES = "abcdefgh"
OWN_GOAL = ({(3, 1), (4, 1)}, {(3, 8), (4, 8)})
DIRECTIONS = [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if df or dr]


def _cells(text):
    ranks, side = text.split()
    pawns = ({}, {})
    for row, rank in enumerate(ranks.split("/")):
        f = 0
        for char in rank:
            if char.isdigit():
                f += int(char)
            else:
                pawns["wb".index(char)][(f, 8 - row)] = True
                f += 1
    return set(pawns[0]), set(pawns[1]), "wb".index(side)


def _name(cell):
    return f"{FILES[cell[0]]}{cell[1]}"


def naive_moves(text):
    """{(start, end): representative path} straight from rules/macadam.md, by exhaustive search."""
    white, black, side = _cells(text)
    own, opp = (white, black) if side == 0 else (black, white)
    home = range(1, 5) if side == 0 else range(5, 9)
    own_goal, opp_goal = OWN_GOAL[side], OWN_GOAL[1 - side]
    on_board = lambda c: 0 <= c[0] < 8 and 1 <= c[1] <= 8  # noqa: E731
    found = {}
    for start in own:
        if start[1] in home:
            for df, dr in DIRECTIONS:
                if df and dr:
                    continue
                c = (start[0] + df, start[1] + dr)
                while on_board(c) and c[1] in home and c not in own_goal and c not in own | opp:
                    found.setdefault((start, c), []).append(("slide", (start, c)))
                    c = (c[0] + df, c[1] + dr)
        others = own - {start}

        def chains(path):
            here = path[-1]
            if here in opp_goal:
                return
            for df, dr in DIRECTIONS:
                mid, land = (here[0] + df, here[1] + dr), (here[0] + 2 * df, here[1] + 2 * dr)
                if not on_board(land) or mid not in others or land in own_goal or mid in own_goal:
                    continue
                if land in path or land in others | opp:
                    continue
                found.setdefault((start, land), []).append(("chain", path + (land,)))
                chains(path + (land,))

        chains((start,))
    out = {}
    for (start, end), ways in found.items():
        slides = [tuple(map(_name, p)) for kind, p in ways if kind == "slide"]
        chains = [tuple(map(_name, p)) for kind, p in ways if kind == "chain"]
        out[(_name(start), _name(end))] = slides[0] if slides else min(chains, key=lambda p: (len(p), p))
    return out


def engine_moves(state):
    return {(m.start, m.end): m.path for m in G.legal_moves(state)}


def _sample_positions():
    """Positions met in seeded random games, from the start dots and from free placement."""
    texts = []
    for seed in range(6):
        state = G.new(options={"free_placement": seed % 2 == 1})
        for ply, (state, _move, _after) in enumerate(random_plies(G, state, random.Random(seed), limit=400)):
            if ply % 7 == 0:
                texts.append(G.position(state))
    return texts


def test_moves_match_an_exhaustive_search_of_every_chain():
    positions = [p for p in _sample_positions() if sum(c in "wb" for c in p.split()[0]) == 16]
    assert len(positions) > 150
    for text in positions:
        state = at(text)
        if G.outcome(state) is not None:
            continue
        assert engine_moves(state) == naive_moves(text), text


def _crowded_position(rng):
    """Both sides' pawns packed at random into a 5x5 window: many chains, many joining the same cells."""
    left, low = rng.randrange(4), rng.randrange(4)
    window = [(f, r) for f in range(left, left + 5) for r in range(low + 1, low + 6)]
    window = [c for c in window if c not in OWN_GOAL[0] | OWN_GOAL[1]]
    picked = rng.sample(window, rng.randrange(8, min(16, len(window)) + 1))
    white, black = picked[: len(picked) // 2], picked[len(picked) // 2 :]
    rows = []
    for rank in range(8, 0, -1):
        row = "".join("w" if (f, rank) in white else "b" if (f, rank) in black else "1" for f in range(8))
        rows.append(re.sub("1+", lambda run: str(len(run.group())), row))
    return "/".join(rows) + rng.choice([" w", " b"])


def test_crowded_positions_match_the_exhaustive_search():
    rng = random.Random(7)
    checked = 0
    for _ in range(150):
        text = _crowded_position(rng)
        state = at(text)
        if G.outcome(state) is None:
            assert engine_moves(state) == naive_moves(text), text
            checked += 1
    assert checked > 60


# --- Exact counts and lists ----------------------------------------------------------------------------
def test_start_position_has_46_moves_for_each_side():
    start = G.new()
    assert len(G.legal_moves(start)) == 46
    black = at("8/b1b1b1b1/1b1b1b1b/8/8/w1w1w1w1/1w1w1w1w/8 b")
    assert len(G.legal_moves(black)) == 46
    jumps = {m for m in moves_text(G, start) if abs(ord(m[0]) - ord(m[3])) == 2 and abs(int(m[1]) - int(m[4])) == 2}
    assert sorted(jumps) == ["a3-c1", "b2-d4", "c3-a1", "d2-b4", "d2-f4", "e3-c1", "e3-g1", "f2-d4", "f2-h4", "h2-f4"]
    assert len(moves_text(G, start)) - len(jumps) == 36  # slides


def test_lone_pawn_slides_along_its_rank_and_file_within_its_side():
    assert moves_text(G, at("8/8/8/8/8/2w5/8/8 w")) == sorted(
        ["c3-a3", "c3-b3", "c3-d3", "c3-e3", "c3-f3", "c3-g3", "c3-h3", "c3-c4", "c3-c2", "c3-c1"]
    )


def test_two_pawns_small_position_exact_list():
    # a2 and b1 touch diagonally, but a jump over either would land off the board.
    assert moves_text(G, at("8/8/8/8/8/8/w7/1w6 w")) == sorted(
        ["a2-a3", "a2-a4", "a2-a1", "b1-c1", "b1-a1", "b1-b2", "b1-b3", "b1-b4"]
        + ["a2-b2", "a2-c2", "a2-d2", "a2-e2", "a2-f2", "a2-g2", "a2-h2"]
    )


def test_corner_blockade_exact_list():
    # c1 is fenced by its own goal on d1: it slides only up the c file and left.
    assert moves_text(G, at("8/8/8/8/8/8/8/2w5 w")) == ["c1-a1", "c1-b1", "c1-c2", "c1-c3", "c1-c4"]


def test_single_jump_in_each_of_the_eight_directions():
    # d4 walled in by its own pawns: no slide, a single jump over each of them.
    orthogonal = at("8/8/8/3w4/2www3/3w4/8/8 w")
    assert {t for t in moves_text(G, orthogonal) if t.startswith("d4-")} == {"d4-b4", "d4-d2", "d4-d6", "d4-f4"}
    diagonal = at("8/8/8/2w1w3/3w4/2w1w3/8/8 w")
    assert {t for t in moves_text(G, diagonal) if t.startswith("d4-")} == {
        "d4-b2", "d4-b6", "d4-f2", "d4-f6",  # the jumps
        "d4-a4", "d4-b4", "d4-c4", "d4-e4", "d4-f4", "d4-g4", "d4-h4", "d4-d3", "d4-d2",  # the slides
    }


def test_long_chain_across_the_board():
    # a1 hops up the a file over a2, a4, a6: one chain of three jumps ending on a7.
    state = at("8/8/w7/8/w7/8/w7/w7 w")
    move = G.parse_move(state, "a1-a7")
    assert move.path == ("a1", "a3", "a5", "a7")
    assert G.format_move(state, move) == "a1-a3-a5-a7"


def test_every_end_is_listed_once_even_when_several_chains_reach_it():
    # a1 reaches c3 round either side of the square a2 b1 / b3 c2, and a3, c1 both directly and round it.
    state = at("8/8/8/8/8/1w6/w1w5/ww6 w")
    assert [G.format_move(state, m) for m in G.legal_moves(state) if m.start == "a1"] == ["a1-a3", "a1-c1", "a1-a3-c3"]
    keys = [(m.start, m.end) for m in G.legal_moves(state)]
    assert len(keys) == len(set(keys))
