"""What the layers below the cogs need of the running bot, in one typed object built once at start
(``GameTableBot.setup_hook``): the Discord client they post and fetch with, the storage, the
service, the board publisher, the computer's turns, the turn scheduler and the interactions in
flight. A handler gets it from its interaction (:func:`runtime_of`); the publisher, the computer's
turns and the clock notifier get it, or the exact collaborators, when they are built. Nothing
below the cogs knows the bot class itself (``bot.app``), and the runtime does not know the
publisher's class either (it builds on the runtime): only what it needs of it (:class:`Publisher`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol, cast

import discord

from bot.observability.metrics import Metrics
from bot.observability.watch import Watch
from bot.publish.computer import ComputerTurns
from bot.scheduler import TurnScheduler
from bot.service import GameService
from bot.service.commits import Commit
from bot.service.tournament_news import Listener, News
from bot.shutdown import InFlight
from bot.storage import Storage


class Publisher(Protocol):
    """What the runtime and the bot need of the board publisher (``bot.publish.publisher``): it
    hears the service's commits, and at start posts the boards the last stop left unposted."""

    async def committed(self, commit: Commit) -> None: ...

    async def catch_up(self) -> int: ...


class TournamentPoster(Protocol):
    """What the runtime needs of the tournament publisher (``bot.publish.tournaments``): it hears
    the tournaments' news."""

    async def heard(self, news: News) -> None: ...


@dataclass(frozen=True, eq=False)
class Runtime:
    """The running bot's collaborators; complete and unchanging once :meth:`assemble` returns."""

    client: discord.Client
    storage: Storage
    service: GameService
    in_flight: InFlight
    #: the operator's metrics (``bot.observability``), fed by ``watch``: the bot's own, given by
    #: whoever assembles the runtime (the bot counts in them before its runtime exists).
    metrics: Metrics
    publisher: Publisher = field(init=False)
    computers: ComputerTurns = field(init=False)
    scheduler: TurnScheduler = field(init=False)
    watch: Watch = field(init=False)

    @classmethod
    def assemble(
        cls,
        client: discord.Client,
        storage: Storage,
        service: GameService,
        in_flight: InFlight,
        metrics: Metrics,
        *,
        publisher: Callable[[Runtime], Publisher],
        computers: Callable[[Runtime], ComputerTurns],
        scheduler: Callable[[Runtime], TurnScheduler],
        tournaments: Callable[[Runtime], TournamentPoster] | None = None,
    ) -> Runtime:
        """The runtime, its publisher, computer turns and scheduler each built (in that order)
        from it; the publisher then the computer's turns hear the service's commits; the
        ``tournaments`` publisher, built last, hears the tournaments' news."""
        runtime = cls(client, storage, service, in_flight, metrics)
        object.__setattr__(runtime, "watch", Watch(runtime.metrics, service))
        # set once, here, on a frozen object: nothing can replace them afterwards
        object.__setattr__(runtime, "publisher", publisher(runtime))
        object.__setattr__(runtime, "computers", computers(runtime))
        object.__setattr__(runtime, "scheduler", scheduler(runtime))
        # the one place the service's commits are heard (``bot.service.commits``): the board is
        # up before a computer to act starts thinking; a move's latency is heard on each side of it
        service.subscribe(runtime.watch.committed)
        service.subscribe(runtime.publisher.committed)
        service.subscribe(runtime.watch.posted)
        service.subscribe(runtime.computers.committed)
        # last: a tournament game's end may pair the next round, whose boards then follow its final one
        service.subscribe(service.rounds.committed)
        if tournaments is not None:
            listener: Listener = tournaments(runtime).heard
            service.tournaments.subscribe(listener)
        return runtime


class _Running(Protocol):
    """The bot as the handlers see it: a client that carries its runtime."""

    @property
    def runtime(self) -> Runtime: ...


def runtime_of(interaction: discord.Interaction) -> Runtime:
    """The runtime of the bot that received ``interaction``."""
    return cast(_Running, interaction.client).runtime
