"""Ratings: one per player, per game and per server, from OpenSkill's Plackett-Luce model (and
a puzzle's, an attempt being a game between the player and the puzzle: :func:`rate_puzzle`).

Why OpenSkill (``openskill``, MIT) rather than Glicko-2: one model rates every game we have,
the duels and the card table of 2 to 6 ranked players with shared places (Plackett-Luce takes
ranks and ties), so every rating on the server means the same thing. Its skill ``mu`` is shown
on the familiar scale players know from lichess: 1500 at the start, :data:`POINTS_PER_MU`
rating points per unit of ``mu`` (about the Elo meaning of a skill difference once a player is
established). A rating stays provisional (shown with "?") for its first :data:`PROVISIONAL_GAMES`
games.

Pure: the storage calls :func:`settle` inside the transaction that records a result, with the
ratings it read there, and writes what it returns.
"""

from __future__ import annotations

import functools
import json
import logging
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from importlib.resources import files
from typing import Any

from openskill.models import PlackettLuce

log = logging.getLogger(__name__)

START = 1500
POINTS_PER_MU = 27
PROVISIONAL_GAMES = 10

_MODEL = PlackettLuce()
MU = float(_MODEL.mu)
SIGMA = float(_MODEL.sigma)


@dataclass(frozen=True)
class Rating:
    """A player's standing in one game on one server."""

    mu: float = MU
    sigma: float = SIGMA
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    #: wins in a row (> 0), losses in a row (< 0), 0 after a draw.
    streak: int = 0

    @property
    def shown(self) -> int:
        """The rating on the 1500 scale."""
        return shown(self.mu)

    @property
    def provisional(self) -> bool:
        return self.games < PROVISIONAL_GAMES

    def label(self) -> str:
        """``1612`` or ``1540?`` while provisional."""
        return f"{self.shown}?" if self.provisional else str(self.shown)


def shown(mu: float) -> int:
    return round(START + (mu - MU) * POINTS_PER_MU)


def outcomes(result: Mapping[str, Any] | None, seats: int) -> tuple[list[int], list[str]]:
    """The ranks (1 = best, equal = tied) and each seat's ``win``/``draw``/``loss`` of a stored
    result: winners first (a shared victory is a win for each); the others by their ``scores``
    when the result has them (a card table's ranking), else tied behind; no winner is a draw."""
    winners = {int(w) for w in (result or {}).get("winners") or ()}
    if not winners:
        return [1] * seats, ["draw"] * seats
    scores = (result or {}).get("scores")
    value = [float(s) for s in scores] if isinstance(scores, Sequence) and len(scores) == seats else [0.0] * seats
    key = [(0 if seat in winners else 1, -value[seat]) for seat in range(seats)]
    ranks = [1 + sum(other < key[seat] for other in key) for seat in range(seats)]
    return ranks, ["win" if seat in winners else "loss" for seat in range(seats)]


def why_unrated(rated: object, seats: Sequence[int], computers: Collection[int], rate_computer: bool) -> str | None:
    """None when a match's result counts for ratings; else why not: ``option`` (opened with
    rated:false), ``computer`` (a computer sits in and the server does not rate such matches),
    ``seats`` (no person, or one person holding several seats)."""
    if rated is not True:
        return "option"
    users = [uid for seat, uid in enumerate(seats) if seat not in computers]
    if not users or len(set(users)) != len(users):
        return "seats"
    if computers and not rate_computer:
        return "computer"
    return None


#: the computer levels' shown ratings, measured by benchmarks/bench_ai.py (README, "What a level's rating means").
RATINGS_FILE = "ai_ratings.json"
COMPUTER_LEVELS = range(1, 9)


@functools.cache
def computer_ratings() -> dict[str, dict[int, int]]:
    """Per game key, each level's shown rating, from data/ai_ratings.json. The bot plays on
    without it: an unreadable file logs an error and rates every computer as a newcomer (the
    tests check the shipped file is whole)."""
    try:
        table = json.loads(files("data").joinpath(RATINGS_FILE).read_text(encoding="utf-8"))
        return {key: {int(level): int(rating) for level, rating in entry["levels"].items()}
                for key, entry in table["games"].items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        log.exception("the computer levels' ratings (data/%s) are unreadable: every level rates as %s",
                      RATINGS_FILE, START)
        return {}


def computer_shown(game_key: str, level: int) -> int:
    """The shown rating of the computer at ``level`` in ``game_key`` (:data:`START` when the
    data file lacks it, logged)."""
    shown_rating = computer_ratings().get(game_key, {}).get(level)
    if shown_rating is None:
        log.error("no measured rating for the computer at level %s in %s: rated as %s", level, game_key, START)
        return START
    return shown_rating


def computer_rating(game_key: str, level: int) -> Rating:
    """A computer seat's fixed standing at ``level`` in ``game_key``: it rates the people it plays,
    never itself."""
    return Rating(mu=MU + (computer_shown(game_key, level) - START) / POINTS_PER_MU, sigma=1.0,
                  games=PROVISIONAL_GAMES)


def rate(before: Sequence[Rating], result: Mapping[str, Any] | None) -> tuple[list[Rating], list[str]]:
    """Every seat's rating after a finished match with ``result`` (``before[i]`` is seat i's),
    and each seat's ``win``/``draw``/``loss``."""
    ranks, marks = outcomes(result, len(before))
    teams = [[_MODEL.rating(mu=r.mu, sigma=r.sigma)] for r in before]
    rated = _MODEL.rate(teams, ranks=list(ranks))
    after = []
    for rating, team, mark in zip(before, rated, marks):
        streak = (max(rating.streak, 0) + 1 if mark == "win" else min(rating.streak, 0) - 1 if mark == "loss" else 0)
        after.append(replace(
            rating, mu=float(team[0].mu), sigma=float(team[0].sigma), games=rating.games + 1,
            wins=rating.wins + (mark == "win"), draws=rating.draws + (mark == "draw"),
            losses=rating.losses + (mark == "loss"), streak=streak,
        ))  # fmt: skip
    return after, marks


@dataclass(frozen=True, slots=True)
class SeatChange:
    """What a finished rated match does to the rating of the person at ``seat``."""

    seat: int
    user_id: int
    outcome: str  # "win", "draw" or "loss"
    before: Rating
    after: Rating


def settle(game_key: str, seats: Sequence[int], computers: Mapping[int, int], result: Mapping[str, Any] | None,
           known: Mapping[int, Rating]) -> list[SeatChange]:
    """The change of each person's rating (``known``: their ratings so far, by user id; a newcomer
    starts at :class:`Rating`'s defaults) after a rated match of ``game_key`` with ``result``.
    Computer seats (``computers``: seat -> level) play at their level's fixed rating in that game
    and get no change."""
    before = [computer_rating(game_key, computers[seat]) if seat in computers else known.get(user, Rating())
              for seat, user in enumerate(seats)]
    after, marks = rate(before, result)
    return [SeatChange(seat, user, marks[seat], before[seat], after[seat])
            for seat, user in enumerate(seats) if seat not in computers]


def rate_puzzle(player: Rating, puzzle: Rating, solved: bool) -> tuple[Rating, Rating]:
    """A puzzle attempt rated as a game between the player and the puzzle (lichess rates its
    puzzles so): solving it is the player's win, failing it the puzzle's. Both ratings move."""
    (after_player, after_puzzle), _ = rate([player, puzzle], {"winners": [0 if solved else 1]})
    return after_player, after_puzzle


def puzzle_rating(shown_rating: int) -> Rating:
    """A new puzzle's rating from the difficulty its miner guessed, on the shown 1500 scale."""
    return Rating(mu=MU + (shown_rating - START) / POINTS_PER_MU)
