"""The one commit seam: every committed change of a match is announced, once, to the subscribers
of the service (the board publisher, the computer's turns...), awaited in the order they
subscribed, after the change's transaction committed and its match lock was released (a
subscriber may start the next change of that match).

A public action of the service is marked with :func:`announced` and what its result says
changed; nothing outside the service announces, and a change that failed (an error raised, or
nothing to do: ``None``) is not announced. What only the caller knows travels as plain data: an
``origin=`` keyword given to an action (the message a player answered on) is carried on its commit.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Concatenate, Literal, ParamSpec, Protocol, TypeVar

from bot.service.match import ClockEvent, Match, Played

#: ``move``: a move (a person's or the computer's); ``timeout``: the clock ended a turn (a loss
#: on time, or a table seat's default play); ``result``: the match ended otherwise (resigned,
#: agreed, aborted, declined, cancelled); ``draw``: a draw offer made, declined or withdrawn;
#: ``takeback``: a takeback asked, declined or done; ``lobby``: a challenge or a table's lobby
#: opened or changed (joined, left, a computer seated); ``start``: play began (a challenge
#: accepted, a table dealt, a match against the computer or a rematch created active);
#: ``expired``: an open challenge or lobby passed its expiry; ``reminder``: the player to act
#: was reminded.
CommitKind = Literal["move", "timeout", "result", "draw", "takeback", "lobby", "start", "expired", "reminder"]
ENDED = frozenset({"finished", "aborted", "declined", "expired"})


@dataclass(frozen=True)
class Commit:
    """A committed change: its kind, the match after it, the move (``move``) or the clock's
    event (``timeout``, ``expired``, ``reminder``); ``origin``: the message the player answered
    on (a draw offer's), when the caller said; ``answer``: what was decided, for the kinds that
    need it: a takeback ``asked``, ``taken`` or ``declined``, the computer's assessment of a draw
    offered to it (``open``: declined; ``lost``, ``drawn``: accepted)."""

    kind: CommitKind
    match: Match
    played: Played | None = None
    event: ClockEvent | None = None
    origin: int | None = None
    answer: str | None = None


Subscriber = Callable[[Commit], Awaitable[None]]


class Announcer(Protocol):
    async def announce(self, commit: Commit) -> None: ...


class Announcing(Protocol):
    """A feature of the service: it announces through its core (``ServiceCore.announce``)."""

    @property
    def core(self) -> Announcer: ...


S = TypeVar("S", bound=Announcing)
P = ParamSpec("P")
R = TypeVar("R")


def announced(
    describe: Callable[[R], Commit | None],
) -> Callable[[Callable[Concatenate[S, P], Awaitable[R]]], Callable[Concatenate[S, P], Awaitable[R]]]:
    """Mark a public action: once it returned, ``describe(result)`` (None: nothing committed)
    is announced to the subscribers before the caller gets the result."""

    def wrap(action: Callable[Concatenate[S, P], Awaitable[R]]) -> Callable[Concatenate[S, P], Awaitable[R]]:
        @functools.wraps(action)
        async def run(feature: S, /, *args: P.args, **kwargs: P.kwargs) -> R:
            result = await action(feature, *args, **kwargs)
            commit = describe(result)
            origin = kwargs.get("origin")
            if commit is not None and isinstance(origin, int):
                commit = replace(commit, origin=origin)
            if commit is not None:
                await feature.core.announce(commit)
            return result

        return run

    return wrap


def as_match(kind: CommitKind) -> Callable[[Match], Commit]:
    """A change that returns the match after it: ``kind``, or ``result`` when it ended the match."""
    return lambda match: Commit("result" if match.status in ENDED else kind, match)


def as_move(played: Played) -> Commit:
    return Commit("move", played.match, played)


def as_computer_move(played: Played | None) -> Commit | None:
    """The computer's move; None: nothing played (the match moved on)."""
    return None if played is None else as_move(played)


def as_event(event: ClockEvent | None) -> Commit | None:
    if event is None:
        return None
    kind: CommitKind = {"timeout": "timeout", "default": "timeout", "expired": "expired"}.get(  # type: ignore[assignment]
        event.kind, "reminder")
    return Commit(kind, event.match, event=event)


def as_answered(answered: tuple[Match, str]) -> Commit:
    """The computer's answer to a draw offer (``offer_draw_to_computer``), with its assessment."""
    return replace(as_match("draw")(answered[0]), answer=answered[1])


def as_takeback(match: Match) -> Commit:
    """A takeback asked: the question pending, or (against the computer) done at once."""
    return Commit("takeback", match, answer="asked" if match.row.takeback_seat is not None else "taken")


def as_started(match: Match) -> Commit:
    """A match created: a challenge or a lobby (``lobby``), or play begun at once (``start``)."""
    return Commit("start" if match.status == "active" else "lobby", match)


def as_itself(commit: Commit) -> Commit:
    """An action that describes its own change (it alone knows what it decided)."""
    return commit
