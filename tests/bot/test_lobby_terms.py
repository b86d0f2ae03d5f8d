"""The lobby tells joiners the table's terms before they sit (issue 27, item 11): whether every
hand is printed in the match's record once it is over (`reveal`), and whether it is rated; the
lobby says it again after each join, in the server's language."""

from __future__ import annotations

from tests.helpers.guild import Club
from tests.helpers.tables import card_bot, open_table

#: by language: revealed, kept secret, opened unrated.
TERMS = {
    "en-US": ("Hands revealed: once the game is over, the match's record shows every hand that was dealt.",
              "Hands kept secret: the match's record shows only the cards played, never a hand.",
              "Not rated: the table was opened with `rated:false`."),
    "fr": ("Mains révélées : une fois la partie terminée, sa feuille montre toutes les mains distribuées.",
           "Mains secrètes : la feuille de la partie ne montre que les cartes jouées, jamais une main.",
           "Partie non classée : la table a été ouverte avec l'option `classée` désactivée."),
}


async def test_the_lobby_says_whether_hands_are_revealed_and_whether_it_is_rated(localised_table: Club) -> None:
    table, locale = localised_table, localised_table.guild.locale
    revealed, secret, unrated = TERMS[locale]
    join = "Rejoindre" if locale == "fr" else "Join"
    async with table.standin.running(card_bot(table)):
        open_one = await open_table(table, table.alice, locale=locale, reveal=True, rated=False)
        plain = await open_table(table, table.bob, locale=locale)
        await table.press(table.carol, open_one, join, locale=locale)
        await table.standin.wait_for(lambda: f"<@{table.carol.id}>" in open_one.content, what="the lobby to update")
    assert revealed in open_one.content and unrated in open_one.content and secret not in open_one.content
    assert secret in plain.content and revealed not in plain.content and unrated not in plain.content
