"""Matches and card tables made and played through ``GameService``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.service import ClockEvent, GameService, Match

from .ids import ALICE, BOB, CHANNEL, GUILD

CARDS = "macadam-cartes"

#: picks one of the (move, text) pairs ``Match.legal_moves`` lists: the first, or ``rng.choice``.
Choose = Callable[[Sequence[tuple[Any, str]]], tuple[Any, str]]


class Notified(list[ClockEvent]):
    """The events a ``TurnScheduler`` announced, in order: pass it as the scheduler's ``notify``."""

    async def __call__(self, event: ClockEvent) -> None:
        self.append(event)


def first(legal: Sequence[tuple[Any, str]]) -> tuple[Any, str]:
    return legal[0]


async def start_match(service: GameService, game: str = "dames", **options: object) -> Match:
    """An accepted match where ALICE (challenger) moves first against BOB."""
    challenge = await service.challenge(
        game, ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL, options=options or None, first="challenger"
    )
    return await service.accept(challenge.id, BOB)


async def open_table(service: GameService, *players: int, game: str = CARDS, **kwargs: Any) -> Match:
    """A table opened by ALICE, joined by ``players`` in that order."""
    table = await service.open_table(game, ALICE, guild_id=GUILD, channel_id=CHANNEL, **kwargs)
    for user in players:
        table = await service.join_table(table.id, user)
    return table


async def play_moves(service: GameService, match: Match, choose: Choose = first, *, stop: int | None = None) -> Match:
    """Legal moves picked by ``choose``, each played by the user to act, until the match ends (or
    after ``stop`` moves)."""
    count = 0
    while match.status == "active" and (stop is None or count < stop):
        user = match.user_to_move
        assert user is not None
        _move, text = choose(match.legal_moves(user))
        match = (await service.play(match.id, user, text)).match
        count += 1
    return match
