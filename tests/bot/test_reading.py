"""Replies read as a player reads them (issue 25): grammar and elision of the sentences around
game names, relative times, names instead of ids, each game's own words."""

from __future__ import annotations

import re

from tests.helpers.guild import Club, french_table


async def test_a_challenge_says_when_it_expires_in_words_that_fit_a_relative_time(table: Club) -> None:
    # Discord shows <t:…:R> as "in 7 days": "Accept before in 7 days" did not read.
    async with table.standin.running(table.new_bot()):
        challenge = await table.challenge(game="apit-sodok", first="challenger")
    assert challenge.content.startswith(f"<@{table.bob.id}>, <@{table.alice.id}> challenges you to a game of "
                                        "**Apit-Sodok**")
    assert re.search(r"\. The challenge expires <t:\d+:R>\.$", challenge.content), challenge.content


async def test_french_names_a_game_after_a_preposition_with_its_elision(standin, tmp_path) -> None:  # type: ignore[no-untyped-def]
    # "une partie de **Apit-Sodok**" wanted "d'Apit-Sodok": the sentences name the game apart.
    table = french_table(standin, tmp_path)
    async with standin.running(table.new_bot()):
        challenge = await table.challenge(game="apit-sodok", first="challenger", locale="fr")
        thread, _ = await table.start(challenge)
        started = await (await standin.slash(table.alice, "challenge", {
            "game": "apit-sodok", "opponent": standin.bot_user, "level": 1, "first": "challenger"},
            locale="fr")).response()
    asked = challenge.history[0]["content"]
    assert asked.startswith(f"<@{table.bob.id}>, <@{table.alice.id}> vous lance un défi : **Apit-Sodok** (")
    assert re.search(r"\. Le défi expire <t:\d+:R>\.$", asked), asked
    assert challenge.content == (f"<@{table.bob.id}> a accepté le défi de <@{table.alice.id}> (**Apit-Sodok**). "
                                 f"La partie se joue dans <#{thread.id}>.")
    assert started.message is not None
    assert started.message.content.startswith(f"<@{table.alice.id}> joue contre l'ordinateur (niveau 1) : "
                                              "**Apit-Sodok** · partie n°2.")
    for text in (asked, challenge.content, started.message.content):
        assert "de **" not in text, text


async def test_the_match_picker_names_the_opponent_in_the_member_s_language(localised_table: Club) -> None:
    # It showed "vs 1575736616033452032" (a member id) and "vs" in French.
    table, standin = localised_table, localised_table.standin
    locale = table.guild.locale
    async with standin.running(table.new_bot()):
        thread, _ = await table.start(first="challenger", locale=locale)
        [choice] = await standin.autocomplete(table.bob, "move", {"match": ""}, focused="match", channel=thread,
                                              locale=locale)
    if locale == "fr":
        assert choice["name"] == "#1 Dames (jeu de dames international) contre alice (à l'adversaire)"
    else:
        assert choice["name"] == "#1 Dames (international draughts) vs alice (their turn)"


async def test_macadam_menus_call_its_pieces_pawns(localised_table: Club) -> None:
    # Macadam's rules and errors speak of pawns; its menus said "Piece on a3".
    table, standin = localised_table, localised_table.standin
    locale = table.guild.locale
    async with standin.running(table.new_bot()):
        _, board = await table.start(game="macadam", first="challenger", locale=locale)
        menu = board.select(prefix="gt:step:")
        picked = await standin.click(table.alice, board, menu, ["f2"], locale=locale)
        picker = (await picked.response()).message
    assert picker is not None
    labels = [o["label"] for o in menu["options"]]
    if locale == "fr":
        assert menu["placeholder"] == "Choisissez un pion à jouer"
        assert labels[:2] == ["Pion en a3 (5 coups)", "Pion en b2 (6 coups)"]
        assert picker.content == "Pion en f2 : choisissez la case où il va."
    else:
        assert menu["placeholder"] == "Pick a pawn to move"
        assert labels[:2] == ["Pawn on a3 (5 moves)", "Pawn on b2 (6 moves)"]
        assert picker.content == "Pawn on f2: pick the cell it goes to."


async def test_your_own_empty_profile_speaks_to_you(localised_table: Club) -> None:
    # "/profile" on oneself answered "<@you> has no rating on this server yet."
    table, standin = localised_table, localised_table.standin
    locale = table.guild.locale
    async with standin.running(table.new_bot()):
        mine = await (await standin.slash(table.alice, "profile", locale=locale)).response()
        theirs = await (await standin.slash(table.alice, "profile", {"user": table.bob}, locale=locale)).response()
    assert mine.ephemeral and theirs.ephemeral
    if locale == "fr":
        assert mine.message.content == ("Vous n'avez pas encore de classement sur ce serveur : "
                                        "terminez une partie classée pour en avoir un.")
        assert theirs.message.content == f"<@{table.bob.id}> n'est pas encore classé sur ce serveur."
    else:
        assert mine.message.content == "You have no rating on this server yet: finish a rated match to get one."
        assert theirs.message.content == f"<@{table.bob.id}> has no rating on this server yet."
