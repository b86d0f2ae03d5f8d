"""Render cost against PNG encoding alone, for a middle-game Dames board at 800 px.

    python benchmarks/bench_render.py [--runs N] [--size PX]

Prints the median of ``render_board`` (draw + encode, warm caches) and of ``encode_png`` on
the very same image, and their ratio; then the same for a Macadam and a Mak-Yek middle game,
a 4-player Macadam card table and a 7-card hand. DESIGN.md's target: render + encode + commit
within 2x of encoding alone.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from render.common import encode_png  # noqa: E402
from render import cards, macadam, makyek  # noqa: E402
from render.draughts import draw_board, render_board  # noqa: E402


def dames_cells() -> list[dict[str, int]]:
    return [
        {"label": n, "row": (n - 1) // 5, "col": 2 * ((n - 1) % 5) + (1 if ((n - 1) // 5) % 2 == 0 else 0)}
        for n in range(1, 51)
    ]


#: Blue has just played 37x26x17, taking 31 and 21; both sides have a king.
VIEW = {
    "game": "dames", "rows": 10, "cols": 10, "notation": "pdn", "cells": dames_cells(),
    "pieces": [
        {"cell": cell, "seat": seat, "king": king}
        for cell, seat, king in [
            (7, 1, False), (9, 1, False), (13, 1, False), (14, 1, False), (16, 1, False),
            (19, 1, False), (23, 1, False), (24, 1, False), (27, 1, True), (30, 0, False),
            (32, 0, False), (33, 0, False), (35, 0, False), (38, 0, False), (39, 0, False),
            (42, 0, False), (44, 0, False), (46, 0, True), (48, 0, False), (17, 0, False),
        ]
    ],
    "colours": ["blue", "green"], "to_move": 1, "huffable": [], "outcome": None,
}  # fmt: skip
LAST_MOVE = {"path": (37, 26, 17), "captured": (31, 21)}


def algebraic_cells() -> list[dict[str, object]]:
    return [{"label": "abcdefgh"[c] + str(8 - r), "row": r, "col": c} for r in range(8) for c in range(8)]


#: White has just chained b2-d4-b6-d8-f6 (four hops); 3 white pawns across, black to move.
MACADAM = {
    "game": "macadam", "rows": 8, "cols": 8, "notation": "algebraic", "cells": algebraic_cells(),
    "pieces": [
        {"cell": cell, "seat": seat, "king": False}
        for cell, seat in [
            ("a3", 0), ("e3", 0), ("h2", 0), ("c5", 0), ("f6", 0), ("d6", 0), ("h4", 0), ("g3", 0),
            ("a7", 1), ("c7", 1), ("g7", 1), ("h6", 1), ("e5", 1), ("c3", 1), ("d2", 1), ("e7", 1),
        ]
    ],
    "colours": ["white", "black"], "to_move": 1, "phase": "play",
    "goals": [["d1", "e1"], ["d8", "e8"]],
    "start_cells": [["a3", "c3", "e3", "g3", "b2", "d2", "f2", "h2"], ["a7", "c7", "e7", "g7", "b6", "d6", "f6", "h6"]],
    "lane_below_row": 3, "across": [3, 1], "at_home": [4, 6], "to_place": [0, 0], "outcome": None,
}  # fmt: skip
MACADAM_MOVE = {"path": ("b2", "d4", "b6", "d8", "f6"), "captured": ()}

#: White has just played d3-d5, taking c5 and e5; black to move.
MAKYEK = {
    "game": "mak-yek", "rows": 8, "cols": 8, "notation": "algebraic", "cells": algebraic_cells(),
    "pieces": [{"cell": f + "1", "seat": 0, "king": False} for f in "abcdefgh"]
    + [{"cell": c, "seat": 0, "king": False} for c in ("a3", "b3", "f3", "g3", "d5", "c2")]
    + [{"cell": f + "8", "seat": 1, "king": False} for f in "abcdefgh"]
    + [{"cell": c, "seat": 1, "king": False} for c in ("a6", "b6", "e6", "g6", "h6", "f5")],
    "colours": ["white", "black"], "to_move": 1, "captures": [4, 2],
    "no_capture_plies": 0, "no_capture_limit": 50, "outcome": None,
}  # fmt: skip
MAKYEK_MOVE = {"path": ("d3", "d5"), "captured": ("c5", "e5"), "seat": 0}


def _card_player(seat: int, hand: int, exposed: list[str], tickets: list[str], penalties: int) -> dict[str, object]:
    points = {"P-rouge": 200, "P-vert": 200, "P-bleu": 200, "P-jaune": 200, "BIC": 150, "CYC": 100, "AUTO": 50,
              "MOTO": 50}  # fmt: skip
    score = sum(points.get(c, 0) for c in exposed) - 100 * penalties
    return {
        "seat": seat, "hand_count": hand, "exposed": exposed, "tickets": tickets,
        "licences": sorted({*tickets, *(c for c in exposed if c in ("ASS", "AP"))}), "penalties": penalties,
        "manche_score": score, "score": score, "pietons": sum(c.startswith("P-") for c in exposed),
        "point_cards": sum(c in points for c in exposed),
    }  # fmt: skip


_KINDS = ["passez"] * 4 + ["attendez"] * 4 + ["piste"] * 3 + ["autoroute"] * 2 + ["verte"] * 2 + ["bleue"]
_COVERED = {1: 1, 5: 2, 9: 3, 12: 4, 14: 5, 2: 6}
#: Coup 6 at four players: seat 1 led a red Piéton, seat 2 followed, seat 3 laid an Agent with
#: a Bicyclette; seat 0 must follow the Bicyclette.
CARDS_TABLE = {
    "game": "macadam-cartes", "seats": 4, "manche": 1, "manches": 1, "dealer": 1, "dealer_draw": [],
    "token": 6, "leader": 1, "direction": "clockwise", "to_move": 0, "pending": None, "follow": "BIC",
    "signals": [{"number": n, "kind": _KINDS[n - 1], "token": _COVERED.get(n)} for n in range(1, 17)],
    "talon_size": 9, "centre_agents": 2, "supply": {"ASS": 3, "AP": 3},
    "players": [
        _card_player(0, 8, ["P-vert", "BIC", "ASS", "CYC"], [], 1),
        _card_player(1, 7, ["P-rouge", "P-bleu", "P-rouge", "AUTO", "BIC"], ["AP"], 0),
        _card_player(2, 8, ["P-rouge", "MOTO", "FB", "BIC"], ["ASS", "AP"], 2),
        _card_player(3, 8, ["BIC", "BIC", "P-jaune", "FV", "CYC", "BIC"], ["ASS"], 0),
    ],
    "coup": [
        {"seat": 1, "action": "play", "card": "P-rouge", "licence": None},
        {"seat": 2, "action": "play", "card": "P-rouge", "licence": None},
        {"seat": 3, "action": "agent", "card": "BIC", "licence": None},
    ],
    "last_roll": {"seat": 3, "value": 5, "gain": "AP"}, "log": [], "manche_results": [], "outcome": None,
}  # fmt: skip
CARDS_HAND = {**CARDS_TABLE, "hand": ["AGENT", "P-rouge", "P-rouge", "BIC", "CYC", "FV", "AP"]}


def median_ms(fn: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--size", type=int, default=800)
    args = parser.parse_args()

    def render() -> bytes:
        return render_board(VIEW, size=args.size, last_move=LAST_MOVE)

    png = render()  # warm the background and sprite caches
    image = draw_board(VIEW, size=args.size, last_move=LAST_MOVE)
    assert encode_png(image) == png
    draw = median_ms(lambda: draw_board(VIEW, size=args.size, last_move=LAST_MOVE), args.runs)
    encode = median_ms(lambda: encode_png(image), args.runs)
    full = median_ms(render, args.runs)
    print(f"dames middle game, {args.size} px, {len(png) / 1024:.0f} KiB PNG, median of {args.runs} runs")
    print(f"  draw only (no encode)    {draw:7.2f} ms")
    print(f"  PNG encode alone         {encode:7.2f} ms")
    print(f"  render_board (draw+enc)  {full:7.2f} ms")
    print(f"  ratio render / encode    {full / encode:7.2f}x")
    for name, module, view, move in (
        ("macadam", macadam, MACADAM, MACADAM_MOVE),
        ("mak-yek", makyek, MAKYEK, MAKYEK_MOVE),
    ):
        png = module.render_board(view, size=args.size, last_move=move)  # warm the caches
        image = module.draw_board(view, size=args.size, last_move=move)
        assert encode_png(image) == png
        encode = median_ms(lambda: encode_png(image), args.runs)  # noqa: B023
        full = median_ms(lambda: module.render_board(view, size=args.size, last_move=move), args.runs)  # noqa: B023
        print(f"{name} middle game, {args.size} px, {len(png) / 1024:.0f} KiB PNG: render {full:.2f} ms,"
              f" encode alone {encode:.2f} ms, ratio {full / encode:.2f}x")
    for name, draw, render in (
        ("macadam-cartes 4-player table", cards.draw_table, cards.render_table),
        ("macadam-cartes 7-card hand", cards.draw_hand, cards.render_hand),
    ):
        view = CARDS_HAND if "hand" in name else CARDS_TABLE
        png = render(view, size=args.size)  # warm the caches
        image = draw(view, size=args.size)
        assert encode_png(image) == png
        encode = median_ms(lambda: encode_png(image), args.runs)  # noqa: B023
        full = median_ms(lambda: render(view, size=args.size), args.runs)  # noqa: B023
        print(f"{name}, {args.size} px wide, {len(png) / 1024:.0f} KiB PNG: render {full:.2f} ms,"
              f" encode alone {encode:.2f} ms, ratio {full / encode:.2f}x")


if __name__ == "__main__":
    main()
