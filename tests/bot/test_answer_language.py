"""Which language a player reads (issue 25, item 6): private answers (/rules, errors, panels,
acknowledgements, private menus, /settings) follow the member's own setting, else their Discord
client's language, else the server's; public messages (boards, challenges) follow the server's,
whatever the member who caused them reads."""

from __future__ import annotations

from typing import Any

from bot import i18n
from tests.helpers.guild import Club
from tests.standin import Message, User


async def _server_language(table: Club, lang: str) -> None:
    owner = table.standin.world.users[table.guild.owner_id]
    answer = await (await table.standin.slash(owner, "settings", {"server_language": lang})).response()
    assert answer.ephemeral


async def _private(table: Club, user: User, command: str, options: dict[str, Any] | None = None, *,
                   locale: str, where: Any = None) -> Message:
    res = await table.standin.slash(user, command, options or {}, channel=where, locale=locale)
    answer = await res.response()
    message = answer.message if answer.type == 4 else await res.followup()
    assert message is not None and message.ephemeral, answer.data
    return message


async def _rules_title(table: Club, user: User, locale: str) -> str:
    res = await table.standin.slash(user, "rules", {"game": "dames"}, locale=locale)
    answer = await res.response()
    assert answer.ephemeral
    return str(answer.data["embeds"][0]["title"])


async def test_an_english_member_reads_english_on_a_french_server(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        await _server_language(table, "fr")
        assert await _rules_title(table, table.alice, "en-US") == "Rules: Dames — international draughts"
        none = await _private(table, table.carol, "matches", locale="en-GB")
        assert none.content == "You have no open match."
        challenge = await table.challenge()
        assert "vous lance un défi : **Dames" in challenge.content  # public: the server's language
        thread, board = await table.start(challenge)
        assert board.button("Abandonner")
        wrong = await table.move(table.alice, "19-23", thread)
        assert wrong.content == "The piece on 19 is not yours."
        picked = await standin.click(table.alice, board, board.select(prefix="gt:piece:"), ["32"])
        menu = (await picked.response()).message
        assert menu is not None and menu.ephemeral
        assert menu.select(prefix="gt:move:")["placeholder"] == i18n.t("en", "select.move")
        await (await standin.click(table.alice, menu, menu.select(prefix="gt:move:"), ["32-28"])).response()
        await standin.wait_for(lambda: not menu.components, what="the move menu to close")
        assert menu.content == "You played 32-28."
        await table.wait_board(thread, 2)
        early = await table.move(table.alice, "33-29", thread)
        assert early.content == "It is not your turn."
        shown = await _private(table, table.bob, "board", locale="en-US", where=thread)
        assert "match #" in shown.content
        settings = await _private(table, table.bob, "settings", locale="en-US")
        assert settings.content.startswith("You: pings")
        ack = await (await standin.slash(table.bob, "resign", channel=thread, locale="en-US")).followup()
        assert ack.content == "You resigned."
        final = await table.wait_board(thread, 3)
    assert final.content.endswith("Les bleus gagnent : les verts ont abandonné")


async def test_a_french_member_reads_french_on_an_english_server(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        await _server_language(table, "en")
        assert await _rules_title(table, table.alice, "fr") == "Règles : Dames — le jeu de dames international"
        none = await _private(table, table.carol, "matches", locale="fr")
        assert none.content == "Vous n'avez aucune partie ouverte."
        thread, board = await table.start()
        assert board.button("Resign")
        wrong = await table.move(table.alice, "19-23", thread, locale="fr")
        assert wrong.content == "La pièce en 19 n'est pas à vous."
        ack = await table.move(table.alice, "32-28", thread, locale="fr")
        assert ack.content == "Vous avez joué 32-28."
        settings = await _private(table, table.bob, "settings", locale="fr")
        assert settings.content.startswith("Vous : rappels")


async def test_a_member_s_own_language_wins_over_client_and_server(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        await _server_language(table, "fr")
        # alice asks for English on a French client, in a French server
        mine = await _private(table, table.alice, "settings", {"language": "en"}, locale="fr")
        assert mine.content.startswith("Saved.")
        assert await _rules_title(table, table.alice, "fr") == "Rules: Dames — international draughts"
        # bob asks for French on an English client
        await _private(table, table.bob, "settings", {"language": "fr"}, locale="en-US")
        assert await _rules_title(table, table.bob, "en-US") == "Règles : Dames — le jeu de dames international"
        thread, board = await table.start()
        wrong = await table.move(table.alice, "19-23", thread, locale="fr")
        assert wrong.content == "The piece on 19 is not yours."
        early = await table.move(table.bob, "19-23", thread, locale="en-US")
        assert early.content == "Ce n'est pas votre tour."
        listing = await _private(table, table.bob, "matches", locale="en-US")
        assert listing.embeds[0]["title"] == "Vos parties ouvertes"
        # the lists a member picks a match from speak their language too
        [mine] = await standin.autocomplete(table.bob, "move", {"match": ""}, focused="match", channel=thread)
        assert mine["name"].startswith("#1 Dames (jeu de dames international)") and mine["name"].endswith("(à l'adversaire)")
        [exported] = await standin.autocomplete(table.alice, "export", {"match": ""}, focused="match",
                                                locale="fr")
        assert exported["name"] == "#1 Dames (international draughts)"


async def test_a_client_in_another_language_reads_the_server_s(table: Club) -> None:
    async with table.standin.running(table.new_bot()):
        await _server_language(table, "fr")
        assert await _rules_title(table, table.carol, "de") == "Règles : Dames — le jeu de dames international"
