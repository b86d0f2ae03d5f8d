"""Decode once (issue 26): a /move loads its match once and builds each audience's view once.

Counted in this process, around one player's command through the stand-in with the default bot
(its drawing process pool included): ``game.load`` and ``game.player_view`` of the engine classes,
and what is handed to the drawing pool (views, never a state: nothing is loaded there).

"Cold": the state the command starts from was never decoded by this process (a restart, another
process wrote it): it is loaded once and checked (its public view). "Warm": this process
committed it (the usual case): nothing is loaded. Either way the new state is never loaded (the
service has it from ``game.apply``) and each of its audiences' views is built once.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import engines
from bot.app import GameTableBot
from bot.service import computer_seat
from engines.views import View
from tests.helpers.guild import Club, match_id_of
from tests.helpers.tables import hold_computers, start_table

GAMES = ("dames", "mak-yek", "macadam-cartes")


class Calls:
    """What the engines did in this process, and what went to the drawing pool."""

    def __init__(self) -> None:
        self.loads = 0
        self.views: Counter[int | None] = Counter()  # seat -> views built
        self.sent: list[Any] = []  # the arguments handed to the drawing pool

    def reset(self) -> None:
        self.loads = 0
        self.views.clear()
        self.sent.clear()


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> Calls:
    counted = Calls()
    for cls in {type(engines.get(key)) for key in GAMES}:
        real_load, real_view = cls.load, cls.player_view

        def load(game: Any, data: Any, real: Any = real_load) -> Any:
            counted.loads += 1
            return real(game, data)

        def player_view(game: Any, state: Any, seat: int | None, real: Any = real_view) -> View:
            counted.views[seat] += 1
            return real(game, state, seat)  # type: ignore[no-any-return]

        monkeypatch.setattr(cls, "load", load)
        monkeypatch.setattr(cls, "player_view", player_view)
    return counted


@contextmanager
def drawings(bot: GameTableBot, calls: Calls) -> Iterator[None]:
    """Record what the bot hands to its drawing pool (the call itself is left as it is)."""
    loop = asyncio.get_running_loop()
    real = loop.run_in_executor

    def run_in_executor(executor: Any, func: Any, *args: Any) -> Any:
        if executor is bot.service.render_executor:
            calls.sent.extend([*getattr(func, "args", ()), *getattr(func, "keywords", {}).values()])
        return real(executor, func, *args)

    loop.run_in_executor = run_in_executor  # type: ignore[method-assign]
    try:
        yield
    finally:
        del loop.run_in_executor


def check_counts(calls: Calls, state_type: type, *, cold: bool, private: int | None = None) -> None:
    """One load when cold (none when warm); one public view of the new state (and one of the
    loaded state when cold: its check); one private view of ``private``'s seat when shown."""
    expected: Counter[int | None] = Counter({None: 2 if cold else 1})
    if private is not None:
        expected[private] = 1
    assert (calls.loads, dict(calls.views)) == (1 if cold else 0, dict(expected))
    views = [arg for arg in calls.sent if isinstance(arg, View)]
    assert len(views) == 1 + (private is not None), calls.sent  # one drawing per audience shown
    assert not any(isinstance(arg, state_type) for arg in calls.sent), "a state went to the drawing pool"


async def test_a_dames_move_decodes_once(table: Club, calls: Calls) -> None:
    async with table.standin.running(table.new_bot()) as bot:
        thread, board = await table.start()
        match_id = match_id_of(board)
        state_type = type((await bot.service.get(match_id)).state)
        for user, text, cold in ((table.alice, "32-28", True), (table.bob, "19-23", False)):
            if cold:
                bot.service.decoded.clear()
            calls.reset()
            with drawings(bot, calls):
                await table.played(user, text, thread)
            check_counts(calls, state_type, cold=cold)
        assert await table.move_log(match_id) == ["32-28", "19-23"]


async def test_a_mak_yek_move_against_the_computer_decodes_once(table: Club, calls: Calls) -> None:
    """The human's command only, until its acknowledgement and board: the computer's reply is
    its own command (held back meanwhile)."""
    standin = table.standin
    async with standin.running(table.new_bot()) as bot:
        started = await table.challenge(standin.bot_user, game="mak-yek", level=1)
        thread = await standin.wait_for_thread(lambda t: t.starter_message_id == started.id)
        await table.wait_board(thread)
        match_id = match_id_of(started)
        gate = hold_computers(bot)
        for cold in (True, False):
            await bot.computers.idle()
            match = await bot.service.get(match_id)
            assert computer_seat(match) is None and match.user_to_move == table.alice.id
            text = match.legal_moves(table.alice.id)[0][1]
            async with gate:
                if cold:
                    bot.service.decoded.clear()
                calls.reset()
                with drawings(bot, calls):
                    await table.played(table.alice, text, thread)
                check_counts(calls, type(match.state), cold=cold)
        await bot.computers.idle()
        assert len(await table.move_log(match_id)) == 4  # each human move answered


async def test_a_card_table_action_decodes_once(table: Club, calls: Calls) -> None:
    """A typed /move by the player to act: the public table and that player's own panel."""
    async with table.standin.running(table.new_bot(board_size=240)) as bot:
        thread, first = await start_table(table, [table.alice, table.bob])
        match_id = match_id_of(first)
        users = {table.alice.id: table.alice, table.bob.id: table.bob}
        for cold in (True, False):
            match = await bot.service.get(match_id)
            assert match.user_to_move is not None
            user, seat = users[match.user_to_move], match.seat_to_move
            text = match.legal_moves(user.id)[0][1]
            if cold:
                bot.service.decoded.clear()
            calls.reset()
            with drawings(bot, calls):
                answer = await (await table.standin.slash(user, "move", {"text": text}, channel=thread)).followup()
            assert answer.ephemeral and answer.attachments, answer.content
            check_counts(calls, type(match.state), cold=cold, private=seat)
        assert len(await table.move_log(match_id)) == 2


async def test_a_match_started_and_played_through_discord_is_never_loaded(table: Club, calls: Calls) -> None:
    """Every state of a match this process made (the challenge's start position, each move's) is
    kept by the service as it saves it: from the challenge to the second move, nothing is loaded."""
    async with table.standin.running(table.new_bot()) as bot:
        bot.service.decoded.clear()
        calls.reset()
        thread, board = await table.start()
        for user, text in ((table.alice, "32-28"), (table.bob, "19-23")):
            await table.played(user, text, thread)
        assert calls.loads == 0
        assert await table.move_log(match_id_of(board)) == ["32-28", "19-23"]


async def test_a_dealt_card_table_is_never_loaded(table: Club, calls: Calls) -> None:
    """The deal's state is kept as it is saved: the table's boards, panels and first action load
    nothing."""
    async with table.standin.running(table.new_bot(board_size=240)) as bot:
        bot.service.decoded.clear()
        calls.reset()
        thread, first = await start_table(table, [table.alice, table.bob])
        match = await bot.service.get(match_id_of(first))
        users = {table.alice.id: table.alice, table.bob.id: table.bob}
        assert match.user_to_move is not None
        text = match.legal_moves(match.user_to_move)[0][1]
        answer = await (await table.standin.slash(users[match.user_to_move], "move", {"text": text},
                                                  channel=thread)).followup()
        assert answer.ephemeral and answer.attachments, answer.content
        assert calls.loads == 0
