"""Resign, draw, abort, expiry, threads refused, French answers, /matches, /board, /rules, bugs."""

from __future__ import annotations

import io
import logging
from datetime import datetime, timezone
from typing import Any

import pytest
from PIL import Image

import engines
from bot.service import challengeable
from bot.app import GameTableBot
from tests.helpers.clock import FakeClock
from tests.helpers.drawings import record_boards
from tests.helpers.guild import Club, match_id_of, only_rematch
from tests.standin import permissions as perms


async def _confirm(table: Club, user, message, label: str) -> None:  # type: ignore[no-untyped-def]
    asked = await (await table.standin.click(user, message, message.button(label))).response()
    confirm = asked.message
    assert confirm is not None and confirm.ephemeral
    [button] = [c for row in confirm.components for c in row["components"]]
    await (await table.standin.click(user, confirm, button["custom_id"])).response()
    await table.standin.wait_for(lambda: not confirm.components, what="the confirmation to close")


async def test_resign_by_button_with_confirmation(table: Club, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn = record_boards(monkeypatch)
    async with table.standin.running(table.new_bot()):
        thread, board = await table.start()
        first = Image.open(io.BytesIO(board.attachments[0].data))
        await _confirm(table, table.bob, board, "Resign")
        final = await table.wait_board(thread, 2)
    assert "Blue wins: Green resigned" in final.content and only_rematch(final)
    assert board.components == []
    # the final image carries the result banner (issue 13), in words fit for an image
    banners = [options["captions"].banner for options in drawn]
    assert banners[0] is None and banners[-1] == "Blue wins: Green resigned"
    assert Image.open(io.BytesIO(final.attachments[0].data)).height > first.height


async def test_draw_offer_then_accept(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start()
        await _confirm(table, table.alice, board, "Offer draw")
        offer = await standin.wait_for_message(thread, lambda m: "gt:draw_yes" in str(m.components))
        await standin.wait_for(lambda: "Blue offers a draw." in board.content, what="the board to show the offer")
        assert board.select(prefix="gt:piece:")["custom_id"].endswith(":3")  # controls follow the version
        stranger = await standin.click(table.carol, offer, offer.button("Accept draw"))
        assert (await stranger.response()).type == 6
        assert (await stranger.followup()).content == "This is not your match."
        await table.press(table.bob, offer, "Accept draw")
        final = await table.wait_board(thread, 2)
        await standin.wait_for(lambda: not offer.components, what="the offer to close")
    assert final.content.endswith("Draw: agreed by both players")


async def test_draw_by_slash_declined_then_game_goes_on(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start()
        res = await standin.slash(table.alice, "draw", channel=thread)
        assert (await res.followup()).content == "Draw offered."
        offer = await standin.wait_for_message(thread, lambda m: "gt:draw_yes" in str(m.components))
        await table.press(table.bob, offer, "Decline")
        await standin.wait_for(lambda: offer.content.startswith("The draw offer was declined"), what="decline")
        ack = await table.move(table.alice, "32-28", thread)
        assert ack.content == "You played 32-28."


async def test_abort_only_before_both_moved(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, _ = await table.start()
        await table.move(table.alice, "32-28", thread)
        await table.move(table.bob, "19-23", thread)
        late = await (await standin.slash(table.alice, "abort", channel=thread)).followup()
        assert late.content.startswith("Too late to abort")
        second_thread, _ = await table.start()
        ok = await (await standin.slash(table.bob, "abort", channel=second_thread)).followup()
        assert ok.content == "Match aborted."
        final = await table.wait_board(second_thread, 2)
    assert f"**Match aborted** by <@{table.bob.id}>." in final.content


async def test_finished_matches_say_aborted_not_draw(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        aborted_thread, aborted = await table.start()
        await (await standin.slash(table.bob, "abort", channel=aborted_thread)).followup()
        drawn_thread, drawn = await table.start()
        await (await standin.slash(table.alice, "draw", channel=drawn_thread)).followup()
        await (await standin.slash(table.bob, "draw", channel=drawn_thread)).followup()
        await table.wait_board(drawn_thread, 2)
        lines = {}
        for locale in ("en-US", "fr"):
            listed = await (await standin.slash(table.alice, "matches", {"finished": True}, locale=locale)).response()
            [embed] = listed.data["embeds"]
            lines[locale] = {int(line.split()[0].strip("#n°")): line for line in embed["description"].splitlines()}
    english, french = lines["en-US"], lines["fr"]
    assert f"Match aborted by <@{table.bob.id}>" in english[match_id_of(aborted)]
    assert "Draw" not in english[match_id_of(aborted)] and "Draw" in english[match_id_of(drawn)]
    assert f"Partie annulée par <@{table.bob.id}>" in french[match_id_of(aborted)]
    assert "nulle" not in french[match_id_of(aborted)] and "nulle" in french[match_id_of(drawn)]


async def test_an_expired_challenge_is_closed_on_press(table: Club) -> None:
    clock = FakeClock(datetime(2026, 3, 1, tzinfo=timezone.utc))
    bot = table.new_bot(clock)
    async with table.standin.running(bot):
        challenge = await table.challenge()
        clock.advance(hours=25)
        answer = await table.press(table.bob, challenge, "Accept")
        assert answer.ephemeral and answer.content == "This challenge has expired."
        await table.standin.wait_for(lambda: not challenge.components, what="the challenge to close")
    assert "expired" in challenge.content


async def test_match_lives_in_the_channel_when_threads_are_refused(standin, tmp_path) -> None:  # type: ignore[no-untyped-def]
    guild = standin.add_guild("No threads", permissions=perms.NO_THREADS)
    table = Club(standin, guild, standin.add_user("a"), standin.add_user("b"), standin.add_user("c"),
                  tmp_path / "db.sqlite3")
    async with standin.running(table.new_bot()):
        challenge = await table.challenge()
        await table.press(table.bob, challenge, "Accept")
        board = await table.wait_board(guild.channel)
        ack = await table.move(table.alice, "32-28", guild.channel)
        assert ack.content == "You played 32-28."
        await table.wait_board(guild.channel, 2)
    assert standin.threads == [] and "match #" in board.content


async def test_french_answers_for_a_french_user(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, _ = await table.start()
        wrong = await table.move(table.alice, "19-23", thread, locale="fr")
        assert wrong.content == "La pièce en 19 n'est pas à vous."
        ack = await table.move(table.alice, "32-28", thread, locale="fr")
        assert ack.content == "Vous avez joué 32-28."
        early = await table.move(table.alice, "33-29", thread, locale="fr")
        assert early.content == "Ce n'est pas votre tour."


async def test_public_messages_follow_the_guild_language(standin, tmp_path) -> None:  # type: ignore[no-untyped-def]
    guild = standin.add_guild("Club", locale="fr")
    table = Club(standin, guild, standin.add_user("a"), standin.add_user("b"), standin.add_user("c"),
                  tmp_path / "db.sqlite3")
    async with standin.running(table.new_bot()):
        challenge = await table.challenge(locale="fr")
        assert "vous lance un défi : **Dames" in challenge.content
        thread, board = await table.start(challenge)
        assert "partie n°" in board.content and board.button("Abandonner")
        await (await standin.slash(table.bob, "resign", channel=thread, locale="fr")).followup()
        final = await table.wait_board(thread, 2)
    assert final.content.endswith("Les bleus gagnent : les verts ont abandonné")


async def test_commands_are_localised_in_french(table: Club) -> None:
    async with table.standin.running(table.new_bot()):
        pass
    commands = {c["name"]: c for c in table.standin.commands}
    assert set(commands) >= {"challenge", "table", "move", "board", "resign", "draw", "abort", "matches", "rules"}
    challenge = commands["challenge"]
    assert challenge["name_localizations"]["fr"] == "défier"
    assert challenge["description_localizations"]["fr"] == "Défier quelqu'un à une partie"
    game = next(o for o in challenge["options"] if o["name"] == "game")
    assert game["name_localizations"]["fr"] == "jeu"
    # Every registered game, in menu order (engines.GAMES grows as engines land).
    values = [c["value"] for c in game["choices"]]
    assert values == [key for key, game in engines.GAMES.items() if challengeable(game)]
    assert values.index("dames") + 1 == values.index("dames-turques")
    # The card game too (two players, hands kept private); tables of 3 to 6 open with /table.
    assert "macadam-cartes" in values
    table_game = next(o for o in commands["table"]["options"] if o["name"] == "game")
    assert [c["value"] for c in table_game["choices"]] == ["macadam-cartes"]
    assert commands["table"]["name_localizations"]["fr"] == "table"
    assert game["choices"][values.index("dames-turques")]["name_localizations"]["fr"] == "Dames turques"


async def test_the_move_example_fits_every_game(table: Club) -> None:
    """Issue 25: /move's text said "e.g. 32-28", a Dames move only. In both languages the
    description shows, for every game, a move that game reads at its start."""
    import re

    async with table.standin.running(table.new_bot()):
        pass
    move = next(c for c in table.standin.commands if c["name"] == "move")
    text = next(o for o in move["options"] if o["name"] == "text")
    for description in (text["description"], text["description_localizations"]["fr"]):
        assert len(description) <= 100
        words = re.findall(r"[^\s,;:()]+", description)
        for key, game in engines.GAMES.items():
            state = game.new()
            read = []
            for word in words:
                try:
                    game.parse_move(state, word)
                except engines.MoveError:
                    continue
                read.append(word)
            assert read, (key, description)


async def test_matches_and_board(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start()
        await table.challenge(table.carol)
        listing = await (await standin.slash(table.alice, "matches")).response()
        [embed] = listing.data["embeds"]
        lines = embed["description"].splitlines()
        # sorted by urgency (issue 7): the user's turn first, with its time left
        assert len(lines) == 2 and "your turn" in lines[0] and "challenge pending" in lines[1]
        assert f"<#{thread.id}>" in lines[0] and "time runs out <t:" in lines[0]
        shown = await (await standin.slash(table.bob, "board", channel=thread)).followup()
        assert shown.ephemeral and shown.attachments and f"match #{match_id_of(board)}" in shown.content
        nothing = await (await standin.slash(table.carol, "board", channel=thread)).followup()
        assert nothing.content.startswith("You have no match being played here.")


async def test_rules_come_from_data_in_the_asked_language(table: Club) -> None:
    from importlib import resources

    async with table.standin.running(table.new_bot()):
        english = await (await table.standin.slash(table.alice, "rules", {"game": "dames"})).response()
        french = await (await table.standin.slash(table.alice, "rules", {"game": "dames-turques"},
                                                  locale="fr")).response()
    expected = resources.files("data").joinpath("rules", "dames.en.md").read_text(encoding="utf-8")
    heading, _, body = expected.partition("\n")
    [embed] = english.data["embeds"]
    # Issue 25: the file's heading is the embed's title, not repeated as the text's first line.
    assert heading == "# Dames — international draughts"
    assert english.ephemeral and embed["description"] == body.strip()
    assert embed["title"] == "Rules: Dames — international draughts"
    assert not embed["description"].startswith("#")
    [french_embed] = french.data["embeds"]
    assert french_embed["title"] == "Règles : Dames turques"
    assert not french_embed["description"].startswith("#")


def test_long_rules_are_paged_without_losing_text() -> None:
    from bot.cogs.info import PAGE_LIMIT, pages, rules_text

    text = "\n\n".join(f"Paragraph {n}: " + "word " * 300 for n in range(10)) + "\n\n" + "x" * 9000
    parts = pages(text)
    assert len(parts) > 1 and all(len(p) <= PAGE_LIMIT for p in parts)
    assert "".join(parts).replace("\n", "") == text.replace("\n", "")
    assert rules_text("no-such-game", "en") is None


async def test_an_unexpected_error_is_logged_with_the_match_and_apologised(
    table: Club, caplog: pytest.LogCaptureFixture
) -> None:
    bot = table.new_bot()
    async with table.standin.running(bot):
        thread, board = await table.start()

        async def broken(*args: object, **kwargs: object) -> object:
            raise RuntimeError("boom")

        bot.service.play = broken  # type: ignore[method-assign]
        answer = await table.move(table.alice, "32-28", thread)
    assert answer.content.startswith("Sorry, something went wrong")
    [record] = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert f"(match {match_id_of(board)})" in record.getMessage() and record.exc_info
    caplog.clear()


async def test_discord_guild_syncs_commands_to_that_guild(table: Club) -> None:
    bot = GameTableBot(database_path=table.db_path, guild_id=table.guild.id, guild_ready_timeout=0.05)
    async with table.standin.running(bot):
        pass
    assert "move" in {c["name"] for c in table.standin.guild_commands(table.guild)}
    assert table.standin.commands == []  # nothing synced globally
