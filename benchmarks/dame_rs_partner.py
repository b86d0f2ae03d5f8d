"""dame-rs (MIT, an international-draughts engine in Rust on PyPI) as a benchmark partner.

A benchmark opponent only, never a dependency of the bot: it is installed from
``benchmarks/requirements.txt``. It plays Dames by the project's rules: the position is handed
over as the game's own PDN FEN and dame-rs' move is matched to one of our legal moves by start,
end and captured squares (so a move dame-rs would think legal and we do not cannot be played).
The repetition and king-move draws are our game's: dame-rs sees the position, not its history.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

try:
    import dame
except ImportError as error:  # pragma: no cover - the benchmark says what to install
    raise SystemExit("the outside engine is missing: pip install -r benchmarks/requirements.txt") from error

#: one engine per worker process, its hash table cleared at each new game (see ``new_game``).
_ENGINE: Any = None


@dataclass
class PartnerMove:
    move: Any
    depth: int
    nodes: int
    cpu: float


def new_game() -> None:
    """Forget the previous game's hash table and move-ordering statistics."""
    global _ENGINE
    if _ENGINE is None:
        _ENGINE = dame.Engine(hash_mb=64)
    _ENGINE.clear()


def choose(game: Any, state: Any, depth: int) -> PartnerMove:
    """dame-rs' move at ``depth`` plies in ``state`` (a Dames state), as one of our legal moves."""
    global _ENGINE
    if _ENGINE is None:
        new_game()
    moves = game.legal_moves(state)
    board = dame.Board(game.position(state))
    started = time.process_time()
    result = _ENGINE.search(board, depth=depth)
    cpu = time.process_time() - started
    best = result.best_move
    key = (best.from_square, best.to_square, frozenset(best.captured))
    for move in moves:
        if move.huff:
            continue
        if (move.path[0], move.path[-1], frozenset(move.captured)) == key:
            return PartnerMove(move, result.depth, result.nodes, cpu)
    raise ValueError(f"dame-rs played {best.hub()}, which is not legal here by our rules: {game.position(state)}")
