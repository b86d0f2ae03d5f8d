"""The tournament data: rounds hold their own round's results, and results group into rounds."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import bot.tournaments

from bot.tournaments.model import Entry, Round, rounds_from, score
from bot.tournaments.results import Bye, Game


def test_results_group_into_their_rounds_in_order() -> None:
    results = [Game(2, 3, 1, 0.5), Bye(1, 3), Game(1, 1, 2, 1.0), Game(2, 2, 4), Bye(2, 5, "half"), Game(1, 4, 5, 0.0)]
    first, second = rounds_from(results)
    assert first == Round(1, (Game(1, 1, 2, 1.0), Game(1, 4, 5, 0.0)), (Bye(1, 3),))
    assert second == Round(2, (Game(2, 3, 1, 0.5), Game(2, 2, 4)), (Bye(2, 5, "half"),))
    assert first.complete and not second.complete  # 2 - 4 still running
    entries = {player: Entry(player, f"P{player}") for player in range(1, 6)}
    assert [score(entries[p], [first, second]) for p in range(1, 6)] == [1.5, 0.0, 1.5, 0.0, 1.5]
    assert rounds_from([]) == []


def test_a_missing_round_between_is_refused() -> None:
    with pytest.raises(ValueError, match="not numbered"):
        rounds_from([Game(1, 1, 2, 1.0), Game(3, 1, 2, 0.0)])
    with pytest.raises(ValueError, match="not numbered"):
        rounds_from([Bye(2, 1)])


def test_a_round_holds_only_its_own_results() -> None:
    with pytest.raises(ValueError):
        Round(2, (Game(1, 1, 2),))
    with pytest.raises(ValueError):
        Round(1, (Game(1, 1, 2),), (Bye(2, 3),))


def test_a_game_running_counts_for_nothing_yet() -> None:
    game = Game(1, 1, 2)
    assert not game.decided and game.points(1) == game.points(2) == 0.0
    assert game.has(2) and not game.has(3) and game.opponent(2) == 1
    with pytest.raises(ValueError):
        Game(1, 1, 2, forfeit=True)  # a forfeit is decided


RESULT_TYPES = {"PlayerId", "ByeKind", "BYE_POINTS", "Game", "Bye", "Result"}


def test_the_result_types_have_one_home() -> None:
    # results.py alone defines them; a second Game or ByeKind in the package is the split undone.
    homes: dict[str, list[str]] = {name: [] for name in RESULT_TYPES}
    for path in sorted(Path(bot.tournaments.__file__).parent.glob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef):
                names = [node.name]
            elif isinstance(node, ast.Assign):
                names = [target.id for target in node.targets if isinstance(target, ast.Name)]
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                names = [node.target.id]
            else:
                continue
            for name in RESULT_TYPES.intersection(names):
                homes[name].append(path.name)
    assert homes == {name: ["results.py"] for name in RESULT_TYPES}
