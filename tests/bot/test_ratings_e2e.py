"""Ratings through the real client: a rated Dames match changes both ratings, which show in
/leaderboard and /profile; an unrated one changes nothing; French answers."""

from __future__ import annotations

import re

from bot import i18n
from tests.helpers.guild import Club, match_id_of


async def test_a_rated_match_finished_by_resignation_shows_in_leaderboard_and_profile(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start()  # alice challenged bob: rated by default
        await (await standin.slash(table.bob, "resign", channel=thread)).followup()
        await table.wait_board(thread, 2)
        match_id = match_id_of(board)
        board_answer = await (await standin.slash(table.carol, "leaderboard", {"game": "dames"})).response()
        profile = await (await standin.slash(table.carol, "profile", {"user": table.bob})).response()
        own = await (await standin.slash(table.bob, "profile")).response()
    [embed] = board_answer.data["embeds"]
    lines = embed["description"].splitlines()
    assert board_answer.ephemeral and embed["title"] == "Dames (international draughts): leaderboard"
    assert re.fullmatch(rf"\*\*1\.\*\* <@{table.alice.id}> \*\*(\d+)\?\*\* · 1 game: 1 won, 0 drawn, 0 lost", lines[0])
    assert re.fullmatch(rf"\*\*2\.\*\* <@{table.bob.id}> \*\*(\d+)\?\*\* · 1 game: 0 won, 0 drawn, 1 lost", lines[1])
    winner = int(re.findall(r"\*\*(\d+)\?\*\*", lines[0])[0])
    loser = int(re.findall(r"\*\*(\d+)\?\*\*", lines[1])[0])
    assert winner > 1500 > loser
    assert embed["fields"][0]["value"] == "You have no rating in Dames (international draughts) yet: finish a rated match to get one."
    [card] = profile.data["embeds"]
    assert card["title"] == "bob: ratings on this server"
    [field] = card["fields"]
    assert field["name"] == "Dames (international draughts)"
    assert f"**{loser}?** · 1 game: 0 won, 0 drawn, 1 lost (#2 of 2)" in field["value"]
    assert "Streak: 1 loss" in field["value"]
    assert f"❌ [#{match_id}](https://discord.com/channels/{table.guild.id}/{thread.id}) {loser - 1500:+d}" in field["value"]
    assert own.data["embeds"][0]["fields"] == card["fields"]


async def test_an_unrated_match_changes_no_rating_and_answers_in_french(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, _ = await table.start(rated=False)
        await (await standin.slash(table.bob, "resign", channel=thread)).followup()
        await table.wait_board(thread, 2)
        empty = await (await standin.slash(table.alice, "leaderboard", {"game": "dames"}, locale="fr")).response()
        none = await (await standin.slash(table.alice, "profile", locale="fr")).response()
    assert empty.ephemeral and empty.data["content"] == (
        f"Personne n'est encore classé en {i18n.game_name('fr', 'dames')} sur ce serveur : "
        "terminez une partie classée pour être le premier."
    )
    assert none.data["content"] == ("Vous n'avez pas encore de classement sur ce serveur : "
                                    "terminez une partie classée pour en avoir un.")


async def test_the_question_mark_of_a_provisional_rating_is_explained(table: Club) -> None:
    """Issue 25: "1512?" said nothing of why; the embeds that show one explain it, in the reader's language."""
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, _ = await table.start()
        await (await standin.slash(table.bob, "resign", channel=thread)).followup()
        await table.wait_board(thread, 2)
        board = await (await standin.slash(table.carol, "leaderboard", {"game": "dames"})).response()
        profile = await (await standin.slash(table.alice, "profile", locale="fr")).response()
    [embed] = board.data["embeds"]
    assert "?**" in embed["description"]
    assert embed["footer"]["text"] == "A rating followed by “?” is provisional: it settles after 10 rated games."
    [card] = profile.data["embeds"]
    assert "?**" in card["fields"][0]["value"]
    assert card["footer"]["text"] == "Un classement suivi de « ? » est provisoire : il se précise après 10 parties classées."


def test_settled_ratings_need_no_explanation() -> None:
    import discord

    from bot.cogs.standings import explain_provisional
    from bot.ratings import PROVISIONAL_GAMES, Rating

    settled, young = discord.Embed(), discord.Embed()
    explain_provisional(settled, "en", [Rating(games=PROVISIONAL_GAMES, wins=PROVISIONAL_GAMES)])
    explain_provisional(young, "en", [Rating(games=PROVISIONAL_GAMES), Rating(games=3)])
    assert settled.footer.text is None and young.footer.text


async def test_one_damaged_rating_row_leaves_the_leaderboard_readable(table: Club) -> None:
    """Issue 27, item 3: a rating of 1e308 (stored by an older version or a manual edit, before the
    schema refused it) made every /leaderboard of its game answer an apology."""
    import sqlite3

    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, _ = await table.start()
        await (await standin.slash(table.bob, "resign", channel=thread)).followup()
        await table.wait_board(thread, 2)
        with sqlite3.connect(table.db_path) as conn:
            conn.execute("DROP TRIGGER ratings_valid_insert")
            conn.execute("INSERT INTO ratings VALUES (?, 'dames', ?, 1e308, 1.0, 9999, 3, 3, 0, 0, 3,"
                         " '2026-01-01T00:00:00.000000+00:00')", (table.guild.id, table.carol.id))
        answer = await (await standin.slash(table.carol, "leaderboard", {"game": "dames"})).response()
    [embed] = answer.data["embeds"]
    lines = embed["description"].splitlines()
    assert [line.split()[1] for line in lines] == [f"<@{table.alice.id}>", f"<@{table.bob.id}>"]
