"""Computer seats at a card table's lobby, and the `level` option (issue 12): the host removes a
computer before the deal (anyone else is refused privately; a forged or stale menu changes
nothing); a player who leaves before a computer seat keeps it seated; `level` against a person is
refused privately and creates nothing."""

from __future__ import annotations

from typing import Any

from bot.storage import Storage
from tests.helpers.guild import Club, match_id_of
from tests.helpers.tables import card_bot, open_table
from tests.standin import Message


async def _add_computer(table: Club, lobby: Message, level: str, label: str = "Add computer",
                        locale: str = "en-US") -> Message:
    """The host seats a computer at ``level``: the private menu's answer."""
    menu = (await table.press(table.alice, lobby, label, locale=locale)).message
    seated = len(lobby.history)
    answer = await (await table.standin.click(table.alice, menu, menu.select(prefix="gt:cpu_level:"), [level],
                                              locale=locale)).response()
    await table.standin.wait_for(lambda: len(lobby.history) > seated, what="the lobby to show the computer")
    assert answer.message is not None
    return answer.message  # type: ignore[no-any-return]


async def _seating(table: Club, match_id: int) -> tuple[tuple[int, ...], dict[int, int]]:
    row = await table.stored(match_id)
    return row.seats, dict(row.computers)


async def _pick(table: Club, menu: Message, value: str, *, custom_id: str | None = None,
                user: Any = None) -> Message:
    """Choose ``value`` in the removal menu (its option and custom id forged when asked)."""
    select = menu.select(prefix="gt:cpu_drop:")
    if value not in [option["value"] for option in select["options"]]:
        select["options"].append({"label": value, "value": value})
    if custom_id is not None:
        select["custom_id"] = custom_id
    answer = await (await table.standin.click(user or table.alice, menu, select, [value])).response()
    assert answer.message is not None
    return answer.message  # type: ignore[no-any-return]


async def test_the_host_removes_a_computer_before_the_deal(table: Club) -> None:
    standin = table.standin
    async with standin.running(card_bot(table)) as bot:
        lobby = await open_table(table, table.alice)
        match_id = match_id_of(lobby)
        await table.press(table.bob, lobby, "Join")
        assert "Remove computer" not in [c.get("label") for row in lobby.components for c in row["components"]]
        added = await _add_computer(table, lobby, "1")
        # Issue 25: the private menu says what it did, not a copy of the lobby's text.
        assert added.components == [] and added.content == "Computer, level 1 sits at seat 3."
        await _add_computer(table, lobby, "2")
        assert "3. Computer, level 1" in lobby.content and "4. Computer, level 2" in lobby.content
        me = standin.bot_user.id
        before = await _seating(table, match_id)
        assert before == ((table.alice.id, table.bob.id, me, me), {2: 1, 3: 2})

        refused = await table.press(table.bob, lobby, "Remove computer")
        assert refused.ephemeral and refused.content == "Only the player who opened the table can remove a computer."
        stranger = await table.press(table.carol, lobby, "Remove computer")
        assert stranger.ephemeral and stranger.content == "This is not your match."
        menu = (await table.press(table.alice, lobby, "Remove computer")).message
        assert menu.ephemeral and menu.content == "Choose the computer to remove from the table."
        options = menu.select(prefix="gt:cpu_drop:")["options"]
        assert [(o["label"], o["value"]) for o in options] == [("3. Computer, level 1", "2"),
                                                               ("4. Computer, level 2", "3")]
        original = menu.select(prefix="gt:cpu_drop:")["custom_id"]
        _gt, _action, _match, version = original.split(":")
        for value, custom_id, user, answer in (
                ("1", None, None, "This control is not valid"),  # Bob's seat: not a computer
                ("9", None, None, "This control is not valid"),
                ("x", None, None, "This control is not valid"),
                ("2", None, table.bob, "Only the player who opened the table can remove a computer."),
                ("2", f"gt:cpu_drop:{match_id}:{int(version) - 1}", None, "The table changed since this menu"),
                ("2", f"gt:cpu_drop:{match_id}:{version}:2", None, "This control is not valid")):
            said = await _pick(table, menu, value, custom_id=custom_id, user=user)
            assert said.ephemeral and said.content.startswith(answer), (value, custom_id, said.content)
            menu.select(prefix="gt:cpu_drop:")["custom_id"] = original
        assert await _seating(table, match_id) == before and "4. Computer, level 2" in lobby.content

        second = (await table.press(table.alice, lobby, "Remove computer")).message  # shown twice
        edits = len(lobby.history)
        done = await _pick(table, menu, "2")  # the level-1 computer stands up; level 2 moves up a seat
        await standin.wait_for(lambda: len(lobby.history) > edits, what="the lobby to update")
        assert done.components == [] and done.content == (
            "The computer at seat 3 has left the table; those after it moved up a seat.")
        assert "3. Computer, level 2" in lobby.content and "level 1" not in lobby.content
        assert await _seating(table, match_id) == ((table.alice.id, table.bob.id, me), {2: 2})
        stale = await _pick(table, second, "3")  # the other menu: the table changed since
        assert stale.content.startswith("The table changed since this menu was shown; nothing was done.")
        assert await _seating(table, match_id) == ((table.alice.id, table.bob.id, me), {2: 2})

        menu = (await table.press(table.alice, lobby, "Remove computer")).message
        edits = len(lobby.history)
        last = await _pick(table, menu, "2")
        assert last.content == "The computer at seat 3 has left the table."
        await standin.wait_for(lambda: len(lobby.history) > edits, what="the lobby to update")
        assert "Computer" not in lobby.content and "(2/6)" in lobby.content
        assert "Remove computer" not in [c.get("label") for row in lobby.components for c in row["components"]]
        await table.press(table.alice, lobby, "Start")  # the table deals for the two humans
        await table.wait_board(await standin.wait_for_thread(lambda t: t.starter_message_id == lobby.id))
        match = await bot.service.get(match_id)
    assert match.status == "active" and match.seats == (table.alice.id, table.bob.id) and not match.computers


async def test_remove_computer_in_french_and_a_player_leaving_before_a_computer(localised_table: Club) -> None:
    table, locale = localised_table, localised_table.guild.locale
    french = locale == "fr"
    add, remove = ("Ajouter l'ordinateur", "Retirer l'ordinateur") if french else ("Add computer", "Remove computer")
    async with table.standin.running(card_bot(table)):
        lobby = await open_table(table, table.alice, locale=locale)
        match_id = match_id_of(lobby)
        await table.press(table.bob, lobby, "Rejoindre" if french else "Join", locale=locale)
        added = await _add_computer(table, lobby, "4", add, locale)
        assert added.content == ("Ordinateur, niveau 4 s'assoit à la place 3." if french
                                 else "Computer, level 4 sits at seat 3.")
        refused = await table.press(table.bob, lobby, remove, locale=locale)
        assert refused.ephemeral and refused.content == (
            "Seul le joueur qui a ouvert la table peut retirer l'ordinateur." if french
            else "Only the player who opened the table can remove a computer.")
        # Bob stands up: the computer moves up to his seat and keeps its level.
        edits = len(lobby.history)
        await table.press(table.bob, lobby, "Quitter" if french else "Leave", locale=locale)
        await table.standin.wait_for(lambda: len(lobby.history) > edits, what="the lobby to update")
        assert ("2. Ordinateur, niveau 4" if french else "2. Computer, level 4") in lobby.content
        assert await _seating(table, match_id) == ((table.alice.id, table.standin.bot_user.id), {1: 4})
        menu = (await table.press(table.alice, lobby, remove, locale=locale)).message
        assert menu.content == ("Choisissez l'ordinateur à retirer de la table." if french
                                else "Choose the computer to remove from the table.")
        assert menu.select(prefix="gt:cpu_drop:")["placeholder"] == (
            "L'ordinateur à retirer" if french else "The computer to remove")


async def test_a_level_against_a_person_is_refused_privately(localised_table: Club) -> None:
    table, locale = localised_table, localised_table.guild.locale
    standin = table.standin
    async with standin.running(table.new_bot()):
        res = await standin.slash(table.alice, "challenge", {"game": "dames", "opponent": table.bob, "level": 5},
                                  locale=locale)
        answer = await res.response()
    assert answer.ephemeral and answer.content == (
        "Le niveau ne s'applique que si vous défiez le bot (l'ordinateur) ; contre une personne, laissez-le de côté."
        " Rien n'a été créé." if locale == "fr" else
        "The level only applies when you challenge the bot (the computer); against a person, leave it out."
        " Nothing was created.")
    assert not [m for m in standin.messages(table.channel) if not m.ephemeral]
    async with Storage.open(table.db_path) as storage:
        assert await storage.matches.for_user(table.alice.id) == []


#: the lobby's rating line, by language: rated; unrated with the computer; opened unrated.
RATED_LINES = {
    "en-US": ("Rated: the result counts for the players' ratings.",
              "Not rated: with the computer at the table, the result does not count for ratings on this server.",
              "Not rated: the table was opened with `rated:false`."),
    "fr": ("Partie classée : le résultat compte pour le classement des joueurs.",
           "Partie non classée : avec l'ordinateur à la table, le résultat ne compte pas pour le classement "
           "sur ce serveur.",
           "Partie non classée : la table a été ouverte avec l'option `classée` désactivée."),
}


async def test_the_lobby_says_whether_the_table_is_rated_before_the_deal(localised_table: Club) -> None:
    """A computer seat makes a table unrated on a server that does not rate computer matches:
    the lobby says so as soon as one sits down, and again when it stands up; a server that
    rates them keeps the table rated; a table opened with rated:false says so from the start."""
    table, locale = localised_table, localised_table.guild.locale
    french = locale == "fr"
    rated, with_computer, opened_unrated = RATED_LINES[locale]
    add, remove = ("Ajouter l'ordinateur", "Retirer l'ordinateur") if french else ("Add computer", "Remove computer")
    owner = table.standin.world.users[table.guild.owner_id]
    async with table.standin.running(card_bot(table)):
        lobby = await open_table(table, table.alice, locale=locale)
        assert rated in lobby.content and "Not rated" not in lobby.content and "non classée" not in lobby.content
        await _add_computer(table, lobby, "3", add, locale)
        assert with_computer in lobby.content and rated not in lobby.content
        menu = (await table.press(table.alice, lobby, remove, locale=locale)).message
        edits = len(lobby.history)
        await _pick(table, menu, "1")
        await table.standin.wait_for(lambda: len(lobby.history) > edits, what="the lobby to update")
        assert rated in lobby.content and with_computer not in lobby.content
        await (await table.standin.slash(owner, "settings", {"server_computer_rated": True})).response()
        await _add_computer(table, lobby, "3", add, locale)
        assert rated in lobby.content
        unrated = await open_table(table, table.bob, locale=locale, rated=False)
        assert opened_unrated in unrated.content


#: the answer to a level picked on an Add-computer menu older than the table (issue 27).
ADD_STALE = {"en-US": ("Add computer", "The table changed since this menu was shown; nothing was done. "
                                       "Press **Add computer** again."),
             "fr": ("Ajouter l'ordinateur", "La table a changé depuis l'affichage de ce menu ; rien n'a été fait. "
                                            "Appuyez de nouveau sur **Ajouter l'ordinateur**.")}


async def test_one_add_computer_menu_seats_one_computer(localised_table: Club) -> None:
    """Two menus shown for one table: a pick on the first seats a computer; a pick on the other,
    now older than the table, seats nobody (the menu names the table as it was shown)."""
    table, locale = localised_table, localised_table.guild.locale
    add, stale_text = ADD_STALE[locale]
    standin = table.standin
    async with standin.running(card_bot(table)):
        lobby = await open_table(table, table.alice, locale=locale)
        match_id = match_id_of(lobby)
        menu = (await table.press(table.alice, lobby, add, locale=locale)).message
        older = (await table.press(table.alice, lobby, add, locale=locale)).message
        seated = len(lobby.history)
        await (await standin.click(table.alice, menu, menu.select(prefix="gt:cpu_level:"), ["2"],
                                   locale=locale)).response()
        await standin.wait_for(lambda: len(lobby.history) > seated, what="the lobby to show the computer")
        me = standin.bot_user.id
        assert await _seating(table, match_id) == ((table.alice.id, me), {1: 2})
        refused = await (await standin.click(table.alice, older, older.select(prefix="gt:cpu_level:"), ["5"],
                                             locale=locale)).response()
        assert refused.message.ephemeral and refused.message.content == stale_text
        assert await _seating(table, match_id) == ((table.alice.id, me), {1: 2})
