"""Puzzles through the real client (issue 29), with the deployed pools and the README's levels: a
Dames match where Black (alice) played 11-16?? into a two-for-one shot is analysed; its puzzle is
mined (level 8) and kept; carol's ``/puzzle`` gets it privately and solves it step by step (her
puzzle rating goes up), the owner fails it (rating down, the solution shown); forged and stale ids,
and a game without puzzles, get clear private answers; the puzzle of the day is posted in the
channel a manager named, once, when the clock passes 12:00 UTC, and its "Solve" opens it privately."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from bot.service import ANALYSIS_LEVEL
from bot.storage import Storage
from tests.bot.test_tournament_commands import answer, owner_of
from tests.engines.test_ai_puzzles import SHOT_BEFORE
from tests.helpers.clock import START, FakeClock
from tests.helpers.guild import Club, match_id_of

HEADING = "**Puzzle #1** · Dames (international draughts) · puzzle rating "


async def _mined(table: Club, bot: Any) -> int:
    """The finished match (alice's blunder, bob resigned), analysed by carol; its mining done."""
    standin = table.standin
    thread, board = await table.start(await table.challenge(position=SHOT_BEFORE))
    match_id = match_id_of(board)
    await table.played(table.alice, "11-16", thread)
    await (await standin.slash(table.bob, "resign", channel=thread)).followup()
    await table.wait_board(thread, 3)
    asked = await standin.slash(table.carol, "analyse", {"match": match_id})
    await asked.wait(lambda i: i.original is not None and bool(i.original.attachments), timeout=120)
    await bot.service.puzzles.settle()
    return match_id


async def _tick(table: Club, bot: Any) -> None:
    """Wake the turn clock and wait until it went round once."""
    waits = bot.scheduler.waits
    bot.scheduler.poke()
    await table.standin.wait_for(lambda: bot.scheduler.waits > waits, what="the turn clock to go round")


async def _choose(table: Club, user: Any, message: Any, notation: str) -> Any:
    before = len(message.history)
    chosen = await table.standin.click(user, message, message.select(prefix="puzzle:try:"), [notation])
    await chosen.wait(lambda i: len(message.history) > before and not message.loading, timeout=60)
    return message


async def test_a_mined_puzzle_is_solved_by_one_failed_by_another_and_posted_once_a_day(table: Club) -> None:
    standin = table.standin
    clock = FakeClock(START)
    bot = table.new_bot(clock)
    owner = owner_of(table)
    puzzles = standin.add_channel(table.guild, "puzzles")
    async with standin.running(bot):
        match_id = await _mined(table, bot)
        async with Storage.open(table.db_path) as storage:
            kept = await storage.puzzles.pick(table.guild.id, ["dames"], table.carol.id, 0.0)
        assert kept is not None and (kept.match_id, kept.ply) == (match_id, 0)
        carol = await answer(table, table.carol, "puzzle", {"game": "dames"})
        lines = [carol.content, [a.filename for a in carol.attachments]]
        await _choose(table, table.carol, carol, "23-18")
        lines += [carol.content, [a.filename for a in carol.attachments]]
        await _choose(table, table.carol, carol, "28x26")
        lines.append(carol.content)
        solved_ids = carol.custom_ids
        failing = await answer(table, owner, "puzzle")
        await _choose(table, owner, failing, "33-29")
        none = await answer(table, table.carol, "puzzle", {"game": "dames"})
        other = await answer(table, table.bob, "puzzle", {"game": "mak-yek"})
        async with Storage.open(table.db_path) as storage:
            carol_rating = await storage.puzzles.rating(table.guild.id, "dames", table.carol.id)
            owner_rating = await storage.puzzles.rating(table.guild.id, "dames", owner.id)
            stored = await storage.puzzles.get(kept.id)

        denied = await answer(table, table.bob, "settings", {"server_puzzle_channel": puzzles})
        shown = await answer(table, owner, "settings", {"server_puzzle_channel": puzzles})
        clock.now = START + timedelta(hours=23, minutes=59)
        await _tick(table, bot)
        early = list(standin.messages(puzzles))
        clock.now = START + timedelta(days=1, minutes=1)
        bot.scheduler.poke()
        daily = await standin.wait_for_message(puzzles, lambda m: "Puzzle of the day" in m.content)
        await _tick(table, bot)  # never twice
        pressed = await standin.click(table.bob, daily, daily.button("Solve"))
        opened = await pressed.followup(timeout=30)
        solve, forged = daily.button("Solve"), []
        for custom_id in ("puzzle:try:1:1", "puzzle:try:99:0", "puzzle:try:1:x", "puzzle:solve:1:0",
                          "puzzle:page:1:0:7"):
            solve["custom_id"] = custom_id
            forged.append((await (await standin.click(owner, daily, custom_id)).response()).data)
        posted = [m for m in standin.messages(puzzles) if "Puzzle of the day" in m.content]
        solve["custom_id"] = "puzzle:solve:1"
    async with standin.running(table.new_bot(clock)):  # a restart: the button still works
        again = await (await standin.click(owner, daily, "puzzle:solve:1")).followup(timeout=30)
        practice = again.content
        await _choose(table, owner, again, "23-18")
        await _choose(table, owner, again, "28x26")
        async with Storage.open(table.db_path) as storage:
            unchanged = await storage.puzzles.rating(table.guild.id, "dames", owner.id)
    assert lines[0] == f"{HEADING}{kept.rating.shown}\nBlue to play: find the best move."
    assert carol.ephemeral and lines[1] == ["puzzle-1-1.png"] and lines[3] == ["puzzle-1-2.png"]
    assert lines[2] == f"{HEADING}{kept.rating.shown}\n23-18: right! The reply: 13x22.\nBlue to play: find the next move."
    assert lines[4].startswith(f"{HEADING}{kept.rating.shown}\n23-18: right! The reply: 13x22.\n**Solved!** Your "
                               f"puzzle rating: 1500 → {carol_rating.shown} (+")
    assert carol_rating.shown > 1500 and solved_ids == []
    assert failing.ephemeral and "33-29 is not it: **puzzle failed**. The solution: 23-18 13x22 28x26." in failing.content
    assert f"Your puzzle rating: 1500 → {owner_rating.shown} (−" in failing.content and owner_rating.shown < 1500
    assert stored is not None and (stored.rating.games, stored.solves) == (2, 1)
    assert none.content.startswith("There is no puzzle of Dames (international draughts) for you on this server yet")
    assert other.content.startswith("There is no puzzle of Mak-Yek for you")
    assert [data["content"] for data in forged] == [
        "This puzzle has moved on: run /puzzle again.", "This puzzle is not one of this server's.",
        forged[2]["content"], forged[2]["content"], forged[2]["content"]]
    assert all(data["flags"] & 64 for data in forged) and "not valid" in forged[2]["content"]
    assert "Manage Server" in denied.content and f"Puzzle of the day: <#{puzzles.id}>, every day at 12:00 UTC." in shown.content
    assert early == [] and len(posted) == 1 and daily.content.startswith("**Puzzle of the day** · Dames (international draughts)\n")
    assert "Blue to play: find the best move." in daily.content and [a.filename for a in daily.attachments] == [
        "puzzle-1.png"]
    assert opened.ephemeral and opened.content.startswith(HEADING)
    assert "You have tried this puzzle before: this time is practice" in practice
    assert again.content.endswith("**Solved!** (Practice: the ratings stay as they are.)")
    assert unchanged == owner_rating


async def test_a_puzzle_press_that_fails_unexpectedly_is_logged_with_its_puzzle(
        table: Club, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch) -> None:
    standin = table.standin
    bot = table.new_bot()
    async with standin.running(bot):
        async def broken(*args: Any, **kwargs: Any) -> Any:
            raise RuntimeError("a bug")

        monkeypatch.setattr(bot.service.puzzles, "open", broken)
        challenge = await table.challenge()
        challenge.button("Accept")["custom_id"] = "puzzle:solve:5"
        answered = await (await standin.click(table.bob, challenge, "puzzle:solve:5")).response()
    errors = [record.getMessage() for record in caplog.records if record.levelname == "ERROR"]
    assert answered.ephemeral and answered.content.startswith("Sorry")
    assert len(errors) == 1 and errors[0].endswith("(puzzle 5)"), errors
    caplog.clear()  # provoked here: not an unexpected error
