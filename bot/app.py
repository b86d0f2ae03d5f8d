"""The bot: a ``commands.Bot`` whose ``setup_hook`` opens the storage, registers the restart-proof
components and the command extensions, installs the French translator and syncs the commands."""

from __future__ import annotations

import asyncio
import logging
import os
import random
import signal
from collections.abc import Callable, Mapping
from concurrent.futures import ProcessPoolExecutor
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.cogs import EXTENSIONS
from bot.config import COMPUTER_MATCHES, METRICS_HOST, Settings, default_computer_processes, default_render_processes
from bot.handlers.games import macadam_cartes as _one_game_actions  # noqa: F401  (registers "My hand" and its menu)
from bot.errors import BadComponent, BotStopping
from bot.observability import health, interactions
from bot.observability.metrics import Metrics
from bot.observability.ratelimits import RateLimitCounter
from bot.observability.server import MetricsServer
from bot.publish.clocks import ClockNotifier
from bot.publish.computer import ComputerTurns
from bot.publish.publisher import BoardPublisher
from bot.publish.puzzles import DailyPuzzles
from bot.publish.tournaments import TournamentPublisher
from bot.responses import report_error
from bot.runtime import Publisher, Runtime
from bot.scheduler import TurnScheduler
from bot.service import BOARD_SIZE, CHALLENGE_TTL, GameService
from bot.shards import Shards
from bot.shutdown import SHUTDOWN_GRACE, InFlight
from bot.startup import StartupError, database_failure, guild_failure, login_failure, postgres_failure, unreachable
from bot.storage import DATABASE_ERRORS, Storage, utc_now
from bot.storage.postgres import is_postgres_url
from bot.handlers import board as _board_actions  # noqa: F401  (registers the board actions)
from bot.handlers import challenge as _challenge_actions  # noqa: F401  (registers the challenge actions)
from bot.handlers import computer as _computer_actions  # noqa: F401  (registers "Add computer" and its menu)
from bot.handlers import lessons as _lesson_actions  # noqa: F401  (registers Learn from your mistakes)
from bot.handlers import privacy as _privacy_actions  # noqa: F401  (registers /privacy's buttons)
from bot.handlers import puzzles as _puzzle_actions  # noqa: F401  (registers the puzzles' controls)
from bot.handlers import rematch as _rematch_actions  # noqa: F401  (registers the Rematch button)
from bot.handlers import steps as _step_actions  # noqa: F401  (registers the step-by-step entry actions)
from bot.handlers import table as _table_actions  # noqa: F401  (registers the lobby's Join / Leave / Start)
from bot.handlers import takeback as _takeback_actions  # noqa: F401  (registers Accept / Decline of a takeback)
from bot.present.controls import PREFIX, GameControl
from bot.present.lessons import PREFIX as LESSON_PREFIX, LessonControl
from bot.present.privacy import PREFIX as PRIVACY_PREFIX, PrivacyControl
from bot.present.puzzles import PREFIX as PUZZLE_PREFIX, PuzzleControl
from bot.workers import BATCH_PROCESSES, batch_pool, computer_pool, drawing_pool, warm_up

log = logging.getLogger(__name__)

#: why the database may fail to open: the database's own errors, the file's, or no answer in time.
OPENING_ERRORS: tuple[type[Exception], ...] = (*DATABASE_ERRORS, OSError, asyncio.TimeoutError)

# The bot never joins a voice channel: discord.py's start-up warnings that the voice libraries
# (PyNaCl, davey) are missing would only alarm whoever starts it.
discord.VoiceClient.warn_nacl = False
discord.VoiceClient.warn_dave = False


class GameTree(app_commands.CommandTree[Any]):
    """The command tree; once the bot stops, new commands are turned away with a short answer."""

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        client = self.client
        command = interaction.command
        if isinstance(client, GameTableBot) and interaction.type is discord.InteractionType.application_command:
            # finished by the bot's on_app_command_completion or on_tree_error
            interactions.begin(f"/{command.qualified_name}" if command is not None else "/unknown", client.metrics)
        if not isinstance(client, GameTableBot) or client.in_flight.enter():
            return True
        if interaction.type is discord.InteractionType.application_command:
            await report_error(interaction, BotStopping())
            interactions.finish()
        return False


class GameTableBot(commands.Bot):
    """One bot process; all game state lives in the database (an SQLite file, or PostgreSQL that
    several processes share), so any instance can continue."""

    def __init__(
        self,
        *,
        database_path: str | os.PathLike[str],
        guild_id: int | None = None,
        clock: Callable[[], datetime] = utc_now,
        rng: random.Random | None = None,
        board_size: int = BOARD_SIZE,
        challenge_ttl: timedelta = CHALLENGE_TTL,
        synchronous: str = "FULL",
        render_processes: int | None = None,
        computer_processes: int | None = None,
        computer_matches: int = COMPUTER_MATCHES,
        shards: Shards | None = None,
        metrics_port: int | None = None,
        metrics_host: str = METRICS_HOST,
        **options: Any,
    ) -> None:
        options.setdefault("intents", discord.Intents.default())
        # Members are mentioned, never pinged by surprise: each message names whom it pings.
        options.setdefault("allowed_mentions", discord.AllowedMentions(everyone=False, roles=False))
        options.setdefault("tree_cls", GameTree)
        if shards is not None and isinstance(self, commands.AutoShardedBot):  # ``ShardedGameTableBot``
            options.update(shard_count=shards.count, shard_ids=list(shards.ids))
        self.held_shards = shards
        super().__init__(command_prefix=commands.when_mentioned, help_command=None, **options)
        self.database_path = database_path
        self.sync_guild_id = guild_id
        self._clock = clock
        self._rng = rng
        self._board_size = board_size
        self._challenge_ttl = challenge_ttl
        self._synchronous = synchronous
        #: drawing (and the exports) in this many spawned processes;
        #: None: the deployed default (``RENDER_PROCESSES`` unset), 0: threads of this process.
        self._render_processes = default_render_processes() if render_processes is None else render_processes
        self._render_pool: ProcessPoolExecutor | None = None
        #: the computer's searches in a pool of their own, likewise (``COMPUTER_PROCESSES``).
        self._computer_processes = (default_computer_processes() if computer_processes is None
                                    else computer_processes)
        self._computer_pool: ProcessPoolExecutor | None = None
        #: replays and records in a small pool of their own when drawing has processes (else in
        #: threads): however many are asked for, they never hold the boards' workers.
        self._batch_pool: ProcessPoolExecutor | None = None
        #: the matches against the computer one user may have open in a server (``COMPUTER_MATCHES``).
        self._computer_matches = computer_matches
        #: interactions being handled (a stop lets them finish) and the stop itself, once begun.
        self.in_flight = InFlight()
        self._storage: Storage | None = None  # opened first: a stop closes it even if the start failed later
        self._runtime: Runtime | None = None
        self._stopping: asyncio.Task[None] | None = None
        self._catching_up: asyncio.Task[None] | None = None
        self.shutdown_grace = SHUTDOWN_GRACE
        #: the operator's metrics (served on ``metrics_port`` with the health check, when set): made
        #: here only, and handed to the runtime (``Runtime.metrics``) for the layers below the cogs.
        self.metrics = Metrics(shards)
        self._metrics_address = (metrics_host, metrics_port)
        self._metrics_server: MetricsServer | None = None
        self._rate_limits = RateLimitCounter(self.metrics)

    async def setup_hook(self) -> None:
        try:
            # held_shards: the background work of these shards' guilds only
            storage = self._storage = await Storage.open(self.database_path, clock=self._clock,
                                                         synchronous=self._synchronous, shards=self.held_shards)
        except OPENING_ERRORS as error:
            if is_postgres_url(self.database_path):
                raise postgres_failure(str(self.database_path), error) from None
            raise database_failure(Path(self.database_path), error) from None
        log.info("storage ready: %s", await storage.diagnostics())
        if self.held_shards is not None:
            log.info("holding %s", self.held_shards.describe())
        if self._computer_processes > 0:
            self._computer_pool = computer_pool(self._computer_processes)
        if self._render_processes > 0:
            self._render_pool = drawing_pool(self._render_processes)
            self._batch_pool = batch_pool(BATCH_PROCESSES)
            # One drawing process started in the background, and with it the forkserver (about a
            # second): the first board after a start does not wait for them.
            asyncio.get_running_loop().run_in_executor(None, warm_up, self._render_pool, 1)
        service = GameService(
            storage, clock=self._clock, rng=self._rng, board_size=self._board_size,
            challenge_ttl=self._challenge_ttl, render_executor=self._render_pool,
            # one search per process, so the queue, not the pool, decides whose search runs next
            batch_executor=self._batch_pool,
            computer_executor=self._computer_pool, computer_slots=max(1, self._computer_processes),
            computer_matches=self._computer_matches,
            # the computer's seats are taken in the bot's own name (``login`` set it before this hook)
            computer_user=self.user.id if self.user is not None else None,
        )
        clock = self._clock
        self._runtime = Runtime.assemble(
            self, storage, service, self.in_flight, self.metrics,
            publisher=BoardPublisher,
            tournaments=TournamentPublisher,
            computers=lambda runtime: ComputerTurns(runtime.service),
            # One task for every turn clock: it sleeps until the next deadline or reminder stored.
            scheduler=lambda runtime: TurnScheduler(runtime.service, ClockNotifier(runtime), clock=clock),
        )
        self._rate_limits.install()
        await self._serve_metrics()
        self.add_dynamic_items(GameControl, LessonControl, PuzzleControl, PrivacyControl)
        service.puzzles.subscribe_daily(DailyPuzzles(self._runtime).post)
        self.tree.on_error = self.on_tree_error  # type: ignore[method-assign]
        await self.tree.set_translator(i18n.Translator())
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        if self.sync_guild_id is not None:
            guild = discord.Object(self.sync_guild_id)
            self.tree.copy_global_to(guild=guild)
            try:
                await self.tree.sync(guild=guild)
            except discord.Forbidden:
                raise guild_failure(self.sync_guild_id) from None
        else:
            await self.tree.sync()
        # Rebuilt from the database: whatever fell due while the bot was down fires now.
        self.scheduler.start()
        # puzzles from the finished games nobody analysed: one at a time, in the batch executor
        service.puzzles.start_miner()
        # What the last stop left undone is done once the guilds are known (a board speaks the
        # guild's language): the boards committed but never posted, then the computer turns.
        self._catching_up = asyncio.create_task(self._catch_up(), name="catch-up")

    async def _serve_metrics(self) -> None:
        host, port = self._metrics_address
        if port is None:
            return
        server = MetricsServer(self.metrics, self.runtime.watch.refresh, self.health)
        try:
            await server.start(host, port)
        except OSError as error:
            raise StartupError(f"METRICS_PORT={port}: cannot listen on {host}:{port} ({error.strerror or error}); "
                               "free the port or choose another.") from None
        self._metrics_server = server

    async def health(self) -> health.Health:
        """The health checks (``/healthz``): the gateway, the database, the pools."""
        return await health.check(self, self.runtime.storage, self.metrics,
                                  {"drawing": self._render_pool, "computer": self._computer_pool})

    @property
    def runtime(self) -> Runtime:
        """What the handlers, publishers and drivers below the cogs work with (``runtime_of``)."""
        if self._runtime is None:
            raise RuntimeError("the bot is not set up yet (setup_hook)")
        return self._runtime

    @property
    def storage(self) -> Storage:
        return self.runtime.storage

    @property
    def service(self) -> GameService:
        return self.runtime.service

    @property
    def publisher(self) -> Publisher:
        return self.runtime.publisher

    @property
    def computers(self) -> ComputerTurns:
        return self.runtime.computers

    @property
    def scheduler(self) -> TurnScheduler:
        return self.runtime.scheduler

    async def _catch_up(self) -> None:
        await self.wait_until_ready()
        try:
            # Boards committed but never posted before the bot stopped (a computer's move...) go
            # up first; then the computer turns left pending are played.
            await self.publisher.catch_up()
            await self.computers.resume()
            await self.runtime.service.rounds.resume()
        except Exception:  # the database failing now: the next start tries again
            log.exception("could not catch up with what the last stop left undone")

    async def caught_up(self) -> None:
        """Wait until the start's catch-up is done (the missing boards posted, the pending
        computer turns started)."""
        if self._catching_up is not None:
            await asyncio.shield(self._catching_up)

    async def on_tree_error(self, interaction: discord.Interaction, error: discord.app_commands.AppCommandError) -> None:
        await report_error(interaction, error)
        interactions.finish()

    async def on_app_command_completion(self, interaction: discord.Interaction, command: Any) -> None:
        interactions.finish()

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Answer component presses that no handler owns (ids we never made), so none hangs."""
        if interaction.type is not discord.InteractionType.component:
            return
        data: Mapping[str, Any] = interaction.data or {}
        custom_id = str(data.get("custom_id", ""))
        if not custom_id.startswith((f"{PREFIX}:", f"{LESSON_PREFIX}:", f"{PUZZLE_PREFIX}:",
                                      f"{PRIVACY_PREFIX}:")):
            handled = interactions.begin("component:unknown", self.metrics)
            await report_error(interaction, BadComponent())
            interactions.finish(handled)

    async def close(self) -> None:
        """Stop cleanly (once, however often called): turn new interactions away, let those in
        flight finish, stop the turn clock, then close the gateway, the database and the pool."""
        if self._stopping is None:
            self._stopping = asyncio.ensure_future(self._stop())
        await asyncio.shield(self._stopping)

    async def _stop(self) -> None:
        self.in_flight.close()
        runtime = self._runtime
        if runtime is not None:
            await runtime.scheduler.stop()
        if self._catching_up is not None and not self._catching_up.done():
            self._catching_up.cancel()  # what it did not post yet is posted at the next start
            await asyncio.gather(self._catching_up, return_exceptions=True)
        if runtime is not None:
            await runtime.computers.stop()
            await runtime.service.rounds.stop()
            await runtime.service.puzzles.stop()
        left = await self.in_flight.drain(self.shutdown_grace)
        if left:
            log.warning("stopping with %d interactions still running", left)
        if self._metrics_server is not None:
            await self._metrics_server.stop()
        self._rate_limits.remove()
        await super().close()
        if self._storage is not None:
            await self._storage.close()
        if self._render_pool is not None:
            self._render_pool.shutdown(wait=False, cancel_futures=True)
            self._render_pool = None
        if self._computer_pool is not None:
            self._computer_pool.shutdown(wait=False, cancel_futures=True)
            self._computer_pool = None
        if self._batch_pool is not None:
            self._batch_pool.shutdown(wait=False, cancel_futures=True)
            self._batch_pool = None


class ShardedGameTableBot(GameTableBot, commands.AutoShardedBot):
    """The bot holding some (or all) of its shards, one gateway connection each (``SHARD_COUNT``,
    ``SHARD_IDS``); several such processes share one PostgreSQL database."""


def make_bot(settings: Settings) -> GameTableBot:
    """The bot ``settings`` describe: sharded when SHARD_COUNT is set, else one plain connection."""
    cls = GameTableBot if settings.shards is None else ShardedGameTableBot
    return cls(database_path=settings.database, guild_id=settings.guild_id,
               render_processes=settings.render_processes, computer_processes=settings.computer_processes,
               computer_matches=settings.computer_matches,
               shards=settings.shards, metrics_port=settings.metrics_port, metrics_host=settings.metrics_host)


async def run(settings: Settings) -> None:
    """Start the bot with ``settings``; run until it is closed or the process gets SIGTERM or
    SIGINT (then stop cleanly). A fault of the set-up raises ``StartupError`` (one line)."""
    bot = make_bot(settings)
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    try:
        async with bot:
            started = asyncio.create_task(bot.start(settings.token), name="bot")
            stopped = asyncio.create_task(stop.wait(), name="stop-signal")
            await asyncio.wait({started, stopped}, return_when=asyncio.FIRST_COMPLETED)
            stopped.cancel()
            if not started.done():
                log.info("stopping: finishing the interactions in flight")
                await bot.close()
            await started
    except discord.LoginFailure:
        raise login_failure() from None
    except (aiohttp.ClientConnectionError, OSError) as error:
        raise unreachable(settings.api_base, error) from None
    finally:
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(signum)
