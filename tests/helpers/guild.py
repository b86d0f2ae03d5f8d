"""The stand-in guild the end-to-end tests play in: ``Club``, three players driving the real bot
(``bot.app.GameTableBot``) as they would."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from bot.app import GameTableBot
from bot.storage import MatchRow
from tests.standin import Channel, DiscordStandIn, Guild, Message, Thread, User

from .storage import stored_match, stored_moves

BOARD_SIZE = 200
_MATCH_ID = re.compile(r"match #(\d+)|partie n°(\d+)")


@dataclass
class Club:
    """A guild with three players, and helpers to drive the bot as they would."""

    standin: DiscordStandIn
    guild: Guild
    alice: User
    bob: User
    carol: User
    db_path: Path

    def __post_init__(self) -> None:
        self.standin.patience = computer_searching

    def new_bot(self, clock: Callable[[], datetime] | None = None, board_size: int = BOARD_SIZE,
                render_processes: int | None = None) -> GameTableBot:
        """A fresh bot on the shared SQLite file (on ``clock`` if given, else the real time), with
        the deployed settings: its drawing process pool is the default one (``RENDER_PROCESSES``
        unset) unless ``render_processes`` says otherwise.

        What differs from a deployment, and why: a seeded ``rng`` (deals and the computer's
        choices repeat from run to run); ``board_size`` (small images draw faster; the deployed
        size is tested in ``tests/bot/test_deployed_defaults.py``); ``guild_ready_timeout`` (the
        stand-in sends every guild at once: no need to wait discord.py's 2 s for more)."""
        extra: dict[str, Any] = {"clock": clock} if clock is not None else {}
        return GameTableBot(database_path=self.db_path, rng=random.Random(1), board_size=board_size,
                            guild_ready_timeout=0.05, render_processes=render_processes, **extra)

    @property
    def channel(self) -> Channel:
        return self.guild.channel

    async def challenge(self, opponent: User | None = None, *, by: User | None = None, game: str = "dames",
                        first: str = "challenger", locale: str = "en-US", **options: Any) -> Message:
        """Run /challenge; returns the public challenge message."""
        res = await self.standin.slash(by or self.alice, "challenge",
                                       {"game": game, "opponent": opponent or self.bob, "first": first, **options},
                                       locale=locale)
        answer = await res.response()
        message = answer.message
        assert message is not None, answer.data
        if opponent is self.standin.bot_user and not message.ephemeral:
            # against the computer the answer is deferred, then says which match and where once
            # its start was shown (its first board is up)
            await self.standin.wait_for(lambda: _MATCH_ID.search(message.content) is not None,
                                        what="the answer to name the match")
        return message

    async def start(self, message: Message | None = None, **kwargs: Any) -> tuple[Thread, Message]:
        """Challenge (unless ``message`` is one) and accept: the match thread and its first board."""
        message = message or await self.challenge(**kwargs)
        accepted = await self.standin.click(self.bob, message, message.button(prefix="gt:accept:"))
        await accepted.response()
        thread = await self.standin.wait_for_thread(lambda t: t.starter_message_id == message.id)
        board = await self.wait_board(thread)
        await self.standin.wait_for(lambda: not message.components, what="the challenge to close")
        return thread, board

    async def stored(self, match_id: int) -> MatchRow:
        """The match's row in the bot's database file, as it is now."""
        return await stored_match(self.db_path, match_id)

    async def move_log(self, match_id: int) -> list[str]:
        """The notations of the match's moves in the bot's database file, as it is now."""
        return [entry.notation for entry in await stored_moves(self.db_path, match_id)]

    def boards(self, where: Channel | Thread) -> list[Message]:
        return [m for m in self.standin.messages(where) if not m.ephemeral and m.attachments
                and m.author.id == self.standin.bot_user.id]

    async def wait_board(self, where: Channel | Thread, count: int | None = None) -> Message:
        """The latest board of the channel once there are ``count`` boards (default: at least one)."""
        wanted = count or 1
        await self.standin.wait_for(lambda: len(self.boards(where)) >= wanted, what=f"{wanted} boards")
        return self.boards(where)[-1]

    async def move(self, user: User, text: str, where: Channel | Thread, locale: str = "en-US") -> Message:
        """Type /move; returns the ephemeral acknowledgement (sent after the new board was posted)."""
        res = await self.standin.slash(user, "move", {"text": text}, channel=where, locale=locale)
        return await res.followup()

    async def press(self, user: User, message: Message, label: str, locale: str = "en-US") -> Any:
        """Press the button labelled ``label`` on ``message``: the interaction's response."""
        return await (await self.standin.click(user, message, message.button(label), locale=locale)).response()

    async def played(self, user: User, text: str, where: Channel | Thread) -> Message:
        """Type /move and wait for the board it posts: that board."""
        count = len(self.boards(where)) + 1
        await self.move(user, text, where)
        return await self.wait_board(where, count)

    async def click_move(self, user: User, board: Message, start: str, notation: str,
                         locale: str = "en-US") -> Message:
        """Pick ``start`` on the board's piece menu, then ``notation`` in the private menu of its moves."""
        picked = await self.standin.click(user, board, board.select(prefix="gt:piece:"), [start], locale=locale)
        menu = (await picked.response()).message
        assert menu is not None and menu.ephemeral, picked.callback
        chosen = await self.standin.click(user, menu, menu.select(prefix="gt:move:"), [notation], locale=locale)
        await chosen.response()
        await self.standin.wait_for(lambda: not menu.components, what="the move menu to close")
        return menu


def computer_searching(bot: Any) -> bool:
    """Whether ``bot`` (a ``GameTableBot``) has a search of the computer's running or waiting: it
    runs niced (``bot.workers.SEARCH_NICENESS``), and a draughts search's first in a new process
    also loads the compiled kernels, so while other work loads the machine a computer's move can
    take seconds more than the stand-in's waits allow a reply."""
    runtime = getattr(bot, "_runtime", None)
    if runtime is None:
        return False
    searches = runtime.service.searches
    return bool(searches.running or searches.waiting)


def club_table(standin: DiscordStandIn, tmp_path: Path, locale: str = "en-US", db_name: str = "bot.sqlite3") -> Club:
    """A table in a guild (default permissions) whose language is ``locale``."""
    guild = standin.add_guild("Club", locale=locale)
    return Club(standin, guild, standin.add_user("alice"), standin.add_user("bob"), standin.add_user("carol"),
                 tmp_path / db_name)


def french_table(standin: DiscordStandIn, tmp_path: Path) -> Club:
    """A table in a guild whose language is French."""
    return club_table(standin, tmp_path, "fr", "fr.sqlite3")


def match_id_of(message: Message) -> int:
    """The match number a bot message names."""
    found = _MATCH_ID.search(message.content)
    assert found, message.content
    return int(found.group(1) or found.group(2))


def only_rematch(message: Message) -> bool:
    """A finished match's board: its only control is the Rematch button."""
    ids = [c.get("custom_id", "") for row in message.components for c in row["components"]]
    return len(ids) == 1 and ids[0].startswith("gt:rematch:")
