"""Turn clocks end to end through the stand-in (issue 7): the reminder at 75% and the loss on
time appear in the match's thread with the right mentions, in English and in French; /settings
sends the reminder by DM or not at all. The bot's clock is injected: no test waits for a day."""

from __future__ import annotations

import asyncio
from datetime import timedelta

from tests.helpers.clock import START, FakeClock
from tests.helpers.guild import Club, match_id_of


def mine(table: Club, where, needle: str):  # type: ignore[no-untyped-def]
    return [m for m in table.standin.messages(where) if needle in m.content and not m.ephemeral]


async def _reminder_then_timeout(table: Club, reminder: str, timeout: str, locale: str = "en-US") -> None:
    standin = table.standin
    clock = FakeClock(START)
    bot = table.new_bot(clock)
    async with standin.running(bot):
        thread, board = await table.start(days=1, locale=locale)
        assert "<t:" in board.content  # the deadline, as Discord's relative timestamp
        clock.now = START + timedelta(hours=18)
        bot.scheduler.poke()
        await standin.wait_for(lambda: mine(table, thread, reminder), what="the reminder")
        [sent] = mine(table, thread, reminder)
        alice = f"<@{table.alice.id}>"
        assert sent.content.startswith(f"⏰ {alice}") and "https://discord.com/channels/" in sent.content
        assert sent.extra["allowed_mentions"]["users"] == [table.alice.id]
        bot.scheduler.poke()  # never twice
        clock.now = START + timedelta(days=1)
        bot.scheduler.poke()
        needle = f"⌛ **"  # the result message (the final board says it too)
        await standin.wait_for(lambda: mine(table, thread, needle), what="the timeout result")
        [ended] = mine(table, thread, needle)
        assert timeout in ended.content
        assert f"<@{table.bob.id}>" in ended.content and alice in ended.content
        # the final board pings both (nobody acted: the clock ended it), the notice only names them
        assert ended.extra["allowed_mentions"] == {"parse": []}
        final = table.boards(thread)[-1]
        assert sorted(final.extra["allowed_mentions"]["users"]) == sorted([table.alice.id, table.bob.id])
        assert len(mine(table, thread, reminder)) == 1
        match = await bot.service.get(match_id_of(board))
        assert match.status == "finished" and match.row.result["reason"] == "timeout"


#: the reminder and the timeout result, by language.
TEXTS = {"en-US": ("it is your turn", "ran out of time"), "fr": ("c'est à vous de jouer", "a dépassé le temps")}


async def test_reminder_and_timeout(localised_table: Club) -> None:
    locale = localised_table.guild.locale
    await _reminder_then_timeout(localised_table, *TEXTS[locale], locale=locale)


async def test_settings_dm_and_none(table: Club) -> None:
    standin = table.standin
    clock = FakeClock(START)
    bot = table.new_bot(clock)
    async with standin.running(bot):
        answer = await (await standin.slash(table.alice, "settings", {"ping": "dm"})).response()
        assert answer.ephemeral and "direct message" in answer.message.content
        refused = await (await standin.slash(table.bob, "settings", {"server_days": 7})).response()
        assert refused.ephemeral and "Manage Server" in refused.message.content
        thread, board = await table.start(days=2)
        clock.now = START + timedelta(days=1.5)
        bot.scheduler.poke()
        await standin.wait_for(lambda: standin.dms(table.alice), what="the reminder by DM")
        assert "it is your turn" in standin.dms(table.alice)[-1].content
        assert not mine(table, thread, "it is your turn")
        # Bob wants no reminder at all: his is claimed, and nothing is sent.
        quiet = await (await standin.slash(table.bob, "settings", {"ping": "none"})).response()
        assert quiet.ephemeral and "none" in quiet.message.content
        await table.played(table.alice, "32-28", thread)
        clock.now += timedelta(days=1.5)
        bot.scheduler.poke()
        match_id = match_id_of(board)
        for _ in range(300):
            if (await table.stored(match_id)).reminder_due_at is None:
                break
            await asyncio.sleep(0.01)
        else:
            raise AssertionError("Bob's reminder was never claimed")
        await standin.idle()
        assert standin.dms(table.bob) == [] and not mine(table, thread, "it is your turn")


async def test_settings_name_the_language(table: Club) -> None:
    """Issue 25: /settings said "language **fr**", a code; it names the language, in the reader's own."""
    standin = table.standin
    async with standin.running(table.new_bot()):
        french = await (await standin.slash(table.alice, "settings", {"language": "fr"})).response()
        english = await (await standin.slash(table.bob, "settings", {"language": "en"}, locale="fr")).response()
        unset = await (await standin.slash(table.carol, "settings")).response()
    assert "langue **français**" in french.message.content and "**fr**" not in french.message.content
    assert "language **English**" in english.message.content
    assert "language **default**" in unset.message.content


#: the answer to a move typed after its turn's deadline, by language (issue 27).
TIME_UP = {"en-US": "Time was up for this turn before your move arrived, so it was not played: the timeout applies.",
           "fr": "Le temps de ce tour était écoulé avant l'arrivée de votre coup, qui n'a donc pas été joué : "
                 "le dépassement de temps s'applique."}


async def test_a_move_a_day_late_is_refused_before_the_sweep(localised_table: Club) -> None:
    """The scheduler has not swept yet (nobody poked it): the late move is refused privately, in
    the player's language, and changes nothing; the sweep then ends the match on time."""
    table, locale = localised_table, localised_table.guild.locale
    standin = table.standin
    clock = FakeClock(START)
    bot = table.new_bot(clock)
    async with standin.running(bot):
        thread, board = await table.start(days=1, locale=locale)
        match_id = match_id_of(board)
        before = await table.stored(match_id)
        clock.now = START + timedelta(days=2)
        answer = await table.move(table.alice, "32-28", thread, locale=locale)
        assert answer.ephemeral and answer.content == TIME_UP[locale]
        after = await table.stored(match_id)
        assert (after.version, after.move_count, after.status) == (before.version, 0, "active")
        bot.scheduler.poke()
        await standin.wait_for(lambda: mine(table, thread, "⌛ **"), what="the timeout result")
        assert (await table.stored(match_id)).status == "finished"
