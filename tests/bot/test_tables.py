"""Card tables end to end through the stand-in: the lobby, a whole 3-player manche driven from the
private pickers and typed /move, across a restart mid-coup, and what everyone else may see.

Every image the bot draws is recorded with the view it was drawn from (``Renders``), so each
attachment of each message can be traced back to its source view: public messages must carry
only images of ``player_view(state, None)``, and each private hand must be its owner's
``player_view(state, seat)``.
"""

from __future__ import annotations

import random
import re
from datetime import datetime, timezone
from typing import Any

import bot.service as service_module
from bot.service import Match
from tests.helpers.clock import FakeClock
from tests.helpers.guild import Club, french_table, match_id_of, only_rematch
from tests.helpers.tables import CARDS, DISCARD_CARD, GAME, Driver, Renders, card_bot, mid_coup, open_table, start_table
from tests.standin import Message


async def test_a_three_player_table_from_the_lobby_to_the_end_of_the_manche(
        table: Club, renders: Renders) -> None:
    standin = table.standin
    dave = standin.add_user("dave")
    async with standin.running(card_bot(table)) as bot:
        lobby = await open_table(table, table.alice)
        assert f"<@{table.alice.id}> opens a table for 2 to 6 players" in lobby.content
        assert "Seated (1/6)" in lobby.content
        alone = await table.press(table.alice, lobby, "Start")
        assert alone.ephemeral and alone.content == "At least 2 players must be seated to start; only 1 is."
        for user in (table.bob, table.carol):
            joined = await table.press(user, lobby, "Join")
            assert joined.type == 7
        assert "Seated (3/6)" in lobby.content and f"3. <@{table.carol.id}>" in lobby.content
        twice = await table.press(table.bob, lobby, "Join")
        assert twice.ephemeral and twice.content == "You are already seated at this table."
        not_host = await table.press(table.bob, lobby, "Start")
        assert not_host.content == "Only the player who opened the table can start it."
        started = await table.press(table.alice, lobby, "Start")
        assert started.type == 6
        thread = await standin.wait_for_thread(lambda t: t.starter_message_id == lobby.id)
        first = await table.wait_board(thread)
        await standin.wait_for(lambda: not lobby.components, what="the lobby to close")
        assert "the table started with" in lobby.content and thread.mention in lobby.content
        assert thread.name == "Macadam (cards): alice, bob, carol"
        match_id = match_id_of(first)
        match = await bot.service.get(match_id)
        assert match.seats == (table.alice.id, table.bob.id, table.carol.id)  # the order of joining
        mover = match.user_to_move
        assert f"<@{mover}> (Player {match.seat_to_move + 1}) to play." in first.content  # type: ignore[operator]
        assert first.button("My hand") and first.button("Resign")
        assert not any(i.startswith("gt:draw:") for i in first.custom_ids)  # no draw offers at three

        refused = await table.press(dave, first, "My hand")
        assert refused.ephemeral and refused.content.startswith("You are not playing at this table")

        driver = Driver(table, bot, thread, match_id, renders, random.Random(20))
        driver.check_public()
        match = await driver.play_until(lambda m: driver.actions >= 12 and mid_coup(m))
        assert match.status == "active"
        # A panel opened before the restart, by the player to act (its menu is at this version).
        actor = next(u for u in (table.alice, table.bob, table.carol) if u.id == match.user_to_move)
        old_panel = await driver.open_panel(actor)
        old_table = driver.tables()[-1]

    async with standin.running(card_bot(table)) as bot:  # a new process, the same file
        driver.bot = bot
        match = await driver.match()
        seat = match.seat_to_move
        # The old process's "My hand" still answers, with the hand as it is.
        other = next(u for u in (table.alice, table.bob, table.carol) if u.id != actor.id)
        await driver.open_panel(other, old_table)
        # And the old private menu still plays.
        choice = old_panel.select(prefix="gt:act:")["options"][0]["value"]
        await (await standin.click(actor, old_panel, old_panel.select(prefix="gt:act:"), [choice])).response()
        await standin.wait_for(lambda: old_panel.content.startswith("You "), what="the old panel")
        assert (await driver.match()).version == match.version + 1 and seat is not None
        driver.panels[actor.id] = old_panel
        final = await driver.play_until(lambda m: False)

    assert final.status == "finished"
    result = final.row.result
    assert result is not None and result["reason"] in ("all-signals", "hand-emptied") and "tiebreak" in result
    last = driver.tables()[-1]
    assert "**Game over.**" in last.content and "points (" in last.content and "Scores: " in last.content
    assert only_rematch(last)
    log = await table.move_log(match_id)
    assert not any(DISCARD_CARD.search(text) for text in log)
    assert "draw" in log and "discard" in log and "roll" in log, log  # the seeded game did all three
    assert len(log) == driver.actions + 1  # every action once (the one from the old menu too)
    driver.check_public()


async def test_a_six_player_table_in_french_each_seeing_their_own_hand(standin, tmp_path, renders) -> None:  # type: ignore[no-untyped-def]
    table = french_table(standin, tmp_path)
    others = [standin.add_user(name) for name in ("dave", "erin", "frank", "grace")]
    players = [table.alice, table.bob, table.carol, *others[:3]]
    late = others[3]
    async with standin.running(card_bot(table)) as bot:
        lobby = await open_table(table, table.alice, locale="fr")
        assert "ouvre une table de 2 à 6 joueurs" in lobby.content and "Assis (1/6)" in lobby.content
        assert [c["label"] for row in lobby.components for c in row["components"]] == [
            "Rejoindre", "Quitter", "Commencer", "Ajouter l'ordinateur"]
        await table.press(table.bob, lobby, "Rejoindre", locale="fr")
        await table.press(table.bob, lobby, "Quitter", locale="fr")
        assert "Assis (1/6)" in lobby.content
        stranger = await table.press(late, lobby, "Quitter", locale="fr")
        assert stranger.ephemeral and stranger.content == "Vous n'êtes pas assis à cette table."
        for user in players[1:]:
            await table.press(user, lobby, "Rejoindre", locale="fr")
        assert "Assis (6/6)" in lobby.content
        full = await table.press(late, lobby, "Rejoindre", locale="fr")
        assert full.ephemeral and full.content == "Cette table est complète (6 joueurs)."
        await table.press(table.alice, lobby, "Commencer", locale="fr")
        thread = await standin.wait_for_thread(lambda t: t.starter_message_id == lobby.id)
        first = await table.wait_board(thread)
        await standin.wait_for(lambda: not lobby.components, what="the lobby to close")
        assert "la table a commencé avec" in lobby.content
        match = await bot.service.get(match_id_of(first))
        assert match.seats == tuple(u.id for u in players)
        assert f"(Joueur {match.seat_to_move + 1}) joue." in first.content  # type: ignore[operator]
        [image] = first.attachments
        kind, view = renders.source(image.data)
        assert kind == "public" and view == GAME.player_view(match.state, None) and view.seats == 6
        for seat, user in enumerate(players):
            res = await standin.click(user, first, first.button("Ma main"), locale="fr")
            panel = await res.followup()
            assert panel.ephemeral and panel.content.startswith("**Votre main** · partie n°")
            kind, view = renders.source(panel.attachments[0].data)
            assert kind == "private" and view.hand == GAME.player_view(match.state, seat).hand
            assert len(view.hand) == 9
            acts = any(i.startswith("gt:act:") for i in panel.custom_ids)
            assert acts == (seat == match.seat_to_move)


async def test_the_host_closes_a_table_and_an_old_one_expires(table: Club) -> None:
    clock = FakeClock(datetime.now(timezone.utc))
    async with table.standin.running(card_bot(table, clock)):
        closed = await open_table(table, table.alice)
        await table.press(table.bob, closed, "Join")
        gone = await table.press(table.alice, closed, "Leave")
        assert gone.type == 7 and closed.components == []
        assert closed.content.endswith(f"<@{table.alice.id}> closed the table before it started.")
        old = await open_table(table, table.alice)
        from datetime import timedelta

        swept = await open_table(table, table.carol)
        await table.press(table.bob, swept, "Join")
        listing = await (await table.standin.slash(table.bob, "matches")).response()
        assert "table waiting for players (2/6)" in listing.data["embeds"][0]["description"]
        clock.now += timedelta(hours=25)
        late = await table.press(table.bob, old, "Join")
        assert late.ephemeral and late.content == "This table expired before it started."
        await table.standin.wait_for(lambda: not old.components, what="the expired lobby to close")
        assert old.content.endswith("the table expired before it started.")
    async with table.standin.running(card_bot(table, clock)):  # the sweeper runs as the bot starts
        await table.standin.wait_for(lambda: not swept.components, what="the sweeper to close the lobby")
    assert swept.content.endswith("the table expired before it started.")


async def test_refusals_at_a_table_and_a_resignation(table: Club, renders: Renders) -> None:
    standin = table.standin
    players = [table.alice, table.bob, table.carol]
    async with standin.running(card_bot(table)) as bot:
        thread, first = await start_table(table, players)
        match = await bot.service.get(match_id_of(first))
        actor = players[match.seat_to_move]  # type: ignore[index]
        waiting = next(u for u in players if u is not actor)
        early = await table.move(waiting, "signal passez", thread)
        assert early.ephemeral and early.content == "It is not your turn."
        for typed, answer in [
            ("play XYZ", "There is no card “xyz”."),  # as the engine reads it: case folded
            ("pass", "Place this trick's token on a signal first"),
            ("signal", "“signal” needs a signal (passez, attendez, piste, autoroute, verte or bleue) after it."),
            ("roll 6", "Too many words after “roll”"),
        ]:
            refused = await table.move(actor, typed, thread)
            assert refused.ephemeral and refused.content.startswith(answer), refused.content
        # Nobody acts on another's hand: the actor's private menu pressed by someone else.
        mine = await (await standin.click(actor, first, first.button("My hand"))).followup()
        menu = mine.select(prefix="gt:act:")
        value = menu["options"][0]["value"]
        for intruder, answer in ((waiting, "It is not your turn."), (standin.add_user("dave"), "This is not your match.")):
            res = await standin.click(intruder, mine, menu, [value])
            assert (await res.followup()).content == answer
        res = await standin.click(waiting, first, first.button("My hand"))
        panel = await res.followup()
        assert f"Waiting for <@{actor.id}> (Player {match.seat_to_move + 1})." in panel.content  # type: ignore[operator]
        assert not any(i.startswith("gt:act:") for i in panel.custom_ids) and panel.button("Refresh")
        assert len(table.boards(thread)) == 1 and (await bot.service.get(match.id)).version == match.version

        confirm = await table.press(table.carol, first, "Resign")
        assert confirm.ephemeral and "ends the game for everyone" in confirm.content
        await (await standin.click(table.carol, confirm.message, confirm.message.button("Yes, resign"))).response()
        final = await table.wait_board(thread, 2)
    assert "**Game over.**" in final.content and f"<@{table.carol.id}> resigned" in final.content
    assert "Player" not in final.content.split("**Game over.**")[1]  # the players by name, not by seat
    done = await table.move_log(match.id)
    assert done == []
    assert only_rematch(final)


async def test_a_two_player_card_game_by_challenge(table: Club, renders: Renders) -> None:
    async with table.standin.running(card_bot(table)) as bot:
        challenge = await table.challenge(game=CARDS, first="challenger")
        assert "a game of **Macadam (cards)**" in challenge.content
        thread, board = await table.start(challenge)
        match = await bot.service.get(match_id_of(board))
        # The challenger ("first": challenger) sits at the seat the secret seed's deal gives the lead.
        assert set(match.seats) == {table.alice.id, table.bob.id} and match.user_to_move == table.alice.id
        assert board.button("My hand") and board.button("Offer to stop (scores decide)")
        assert not any(i.startswith(("gt:piece:", "gt:step:", "gt:act:")) for i in board.custom_ids)
        res = await table.standin.click(table.alice, board, board.button("My hand"))
        panel = await res.followup()
        kind, view = renders.source(panel.attachments[0].data)
        assert kind == "private" and len(view.hand) == 15 and panel.select(prefix="gt:act:")
        offer = await table.press(table.bob, board, "Offer to stop (scores decide)")
        assert offer.content.startswith(f"Offer to stop match #{match.id}? The scores decide: "
                                        f"<@{match.seats[0]}> 0, <@{match.seats[1]}> 0")  # the players, not "Player 1"


#: the public message of a seat played by default (the scheduler's ``default`` event), by language.
DEFAULT_TEXTS = {
    "en-US": ("ran out of time; their seat played by default", "timed out twice in a row",
              "played by default for the rest of the round", "to play."),
    "fr": ("a dépassé le temps ; sa place a joué l'action par défaut", "a dépassé le temps deux fois de suite",
           "l'action par défaut jusqu'à la fin de la manche", "joue."),
}


def default_run(state: Any, seat: int) -> list[tuple[str, str]]:
    """The (private, public) texts of what ``seat`` plays by default from ``state`` until its step ends."""
    played = []
    while GAME.to_move(state) == seat and GAME.outcome(state) is None:
        move = service_module.default_action(GAME, state)
        played.append((GAME.format_move(state, move), service_module.public_notation(GAME, state, move)))
        state = GAME.apply(state, seat, move)
    return played


async def _time_out(driver: Driver, clock: FakeClock, texts: tuple[str, ...], count: int) -> tuple[Message, Match]:
    """Move the clock to the deadline of the seat to act and let the scheduler play it by default:
    the ``count``-th public default message and the match after it, once the next table is up."""
    table, thread = driver.table, driver.thread
    match = await driver.match()
    seat, actor = match.seat_to_move, match.user_to_move
    assert seat is not None and actor is not None and match.row.turn_deadline is not None
    expected = default_run(match.state, seat)
    boards = len(table.boards(thread))
    clock.now = match.row.turn_deadline  # exactly when due
    driver.bot.scheduler.poke()

    def announced() -> list[Message]:
        return [m for m in table.standin.messages(thread) if texts[0] in m.content and not m.ephemeral]

    await table.standin.wait_for(lambda: len(announced()) >= count, what="the default action message")
    await table.wait_board(thread, boards + 1)
    message = announced()[count - 1]
    assert message.content.startswith("⌛ **") and f"<@{actor}>" in message.content
    assert message.extra["allowed_mentions"] == {"parse": []}  # names the player, pings nobody
    # exactly the public texts of the default actions, never the private ones (the card discarded)
    assert ": " + ", ".join(f"`{public}`" for _private, public in expected) in message.content, message.content
    for private, public in expected:
        assert private == public or private not in message.content
    after = await driver.match()
    hidden = set(GAME.player_view(after.state, seat).hand) - {word for _p, pub in expected for word in pub.split()}
    assert not any(re.search(rf"(?<![\w-]){re.escape(card)}(?![\w-])", message.content) for card in hidden)
    assert not DISCARD_CARD.search(message.content)
    # the table moves on: the next table mentions the next player
    nxt = after.user_to_move
    assert after.status == "active" and nxt is not None and nxt != actor
    latest = table.boards(thread)[-1]
    assert re.search(rf"<@{nxt}> \([^)]*\) {re.escape(texts[3])}", latest.content), latest.content
    assert latest.extra["allowed_mentions"]["users"] == [nxt]
    return message, after


async def _a_seat_times_out_twice(table: Club, renders: Renders, locale: str) -> None:
    texts = DEFAULT_TEXTS[locale]
    clock = FakeClock(datetime.now(timezone.utc))
    players = [table.alice, table.bob, table.carol]
    async with table.standin.running(card_bot(table, clock)) as bot:
        lobby = await open_table(table, table.alice, locale=locale)
        for user in players[1:]:
            await (await table.standin.click(user, lobby, lobby.button(prefix="gt:join:"), locale=locale)).response()
        await (await table.standin.click(table.alice, lobby, lobby.button(prefix="gt:start:"),
                                         locale=locale)).response()
        thread = await table.standin.wait_for_thread(lambda t: t.starter_message_id == lobby.id)
        first = await table.wait_board(thread)
        driver = Driver(table, bot, thread, match_id_of(first), renders, random.Random(5))
        match = await driver.match()
        absent = match.user_to_move
        manche = match.view(None).manche

        once, after = await _time_out(driver, clock, texts, 1)
        assert texts[1] not in once.content  # one timeout: not yet played by default for the manche
        assert after.row.clock_state["streak"] == {str(match.seat_to_move): 1}
        driver.check_public()

        # The others play (typed /move) until the absent player's turn comes again.
        for _ in range(200):
            match = await driver.match()
            if match.user_to_move == absent:
                break
            user = next(u for u in players if u.id == match.user_to_move)
            move = service_module.default_action(GAME, match.state)
            answer = await table.move(user, GAME.format_move(match.state, move), thread, locale=locale)
            assert answer.ephemeral
        assert match.user_to_move == absent and match.view(None).manche == manche

        twice, after = await _time_out(driver, clock, texts, 2)
        assert texts[1] in twice.content and texts[2] in twice.content
        assert twice.content.count(f"<@{absent}>") == 2  # named, never pinged (allowed mentions: none)
        assert after.row.clock_state["auto"] == [after.seats.index(absent)]
        driver.check_public()


async def test_a_card_seat_that_times_out_is_played_by_default(localised_table: Club, renders: Renders) -> None:
    await _a_seat_times_out_twice(localised_table, renders, localised_table.guild.locale)
