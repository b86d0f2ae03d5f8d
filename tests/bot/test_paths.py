"""Every path a player can take once more: draw offers and what becomes of them, /board after a
restart, challenge options (start position, withdrawal), in English and in French."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

import engines
from bot.service.images import orientation_for
from render import render_view
from tests.helpers.drawings import record_boards
from tests.helpers.guild import BOARD_SIZE, Club, french_table, match_id_of, only_rematch
from tests.standin import Message, User


async def _offer_by_button(table: Club, user: User, board: Message, locale: str = "en-US") -> Message:
    """Offer draw -> confirm; returns the public offer message."""
    standin = table.standin
    asked = await (await standin.click(user, board, board.button(prefix="gt:draw:"), locale=locale)).response()
    confirm = asked.message
    assert confirm is not None and confirm.ephemeral
    await (await standin.click(user, confirm, confirm.button(prefix="gt:draw_ok:"), locale=locale)).response()
    await standin.wait_for(lambda: not confirm.components, what="the confirmation to close")
    return await standin.wait_for_message(board.channel_id, lambda m: "gt:draw_yes" in str(m.components))


async def test_a_draw_offer_lapses_when_play_goes_on(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, _ = await table.start()
        board = await table.played(table.alice, "32-28", thread)
        offer = await _offer_by_button(table, table.alice, board)
        assert offer.content == f"<@{table.alice.id}> (Blue) offers a draw. <@{table.bob.id}>, do you accept?"
        await standin.wait_for(lambda: "Blue offers a draw." in board.content, what="the board to show the offer")
        assert board.content.endswith(f"Blue offers a draw.\n<@{table.bob.id}> (Green) to move.")
        again = await table.press(table.alice, board, "Offer draw")
        assert again.ephemeral and again.content == "You have already offered a draw; wait for the answer."
        await table.move(table.bob, "19-23", thread)  # playing on declines the offer
        after = await table.wait_board(thread, 3)
        await standin.wait_for(lambda: not offer.components, what="the offer to close")
    assert offer.content == "The draw offer lapsed: a move was played."
    assert "offers a draw" not in after.content


async def test_accepting_by_a_counter_offer_ends_the_game_and_says_so(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start()
        offer = await _offer_by_button(table, table.alice, board)
        board = table.boards(thread)[-1]
        asked = await table.press(table.bob, board, "Offer draw")
        assert asked.content == f"Your opponent offered a draw. Accept it and end match #{match_id_of(board)}?"
        confirm = asked.message
        assert confirm is not None
        await table.press(table.bob, confirm, "Accept draw")
        await standin.wait_for(lambda: not confirm.components, what="the confirmation to close")
        final = await table.wait_board(thread, 2)
        await standin.wait_for(lambda: not offer.components, what="the offer to close")
    assert confirm.content == "Draw: agreed by both players"
    assert offer.content == "Draw: agreed by both players"
    assert final.content.endswith("**Game over.** Draw: agreed by both players") and only_rematch(final)


async def test_slash_draw_accepts_a_pending_offer(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start()
        offer = await _offer_by_button(table, table.alice, board)
        res = await standin.slash(table.bob, "draw", channel=thread)
        assert (await res.followup()).content == "Draw: agreed by both players"
        await table.wait_board(thread, 2)
        await standin.wait_for(lambda: not offer.components, what="the offer to close")
    assert offer.content == "Draw: agreed by both players"


async def test_withdrawing_and_double_presses_on_an_offer(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start()
        offer = await _offer_by_button(table, table.alice, board)
        own = await standin.click(table.alice, offer, offer.button("Accept draw"))
        await own.response()
        assert (await own.followup()).content == "You cannot accept your own draw offer."
        await table.press(table.alice, offer, "Decline")
        await standin.wait_for(lambda: not offer.components, what="the offer to close")
        assert offer.content == "The draw offer was withdrawn."
        await standin.wait_for(lambda: "offers a draw" not in board.content, what="the board to drop the offer")

        second = await _offer_by_button(table, table.alice, board)
        presses = await asyncio.gather(*(standin.click(table.bob, second, second.button("Accept draw"))
                                         for _ in range(2)))
        await asyncio.gather(*(p.response() for p in presses))
        late = await standin.wait_for(
            lambda: next((f for p in presses for f in p.followups if f.ephemeral), None), what="the late press")
        assert late.content == "This draw offer is no longer open."
        await table.wait_board(thread, 2)
        await standin.idle()
    assert second.content == "Draw: agreed by both players" and second.components == []


async def test_an_offer_left_open_over_a_restart(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start()
        offer = await _offer_by_button(table, table.alice, board)
        other = await (await standin.slash(table.alice, "draw", channel=thread)).followup()
        assert other.content == "You have already offered a draw; wait for the answer."
    async with standin.running(table.new_bot()):
        # A new process does not know the offer message; the offer still stands in the match.
        shown = await (await standin.slash(table.bob, "board", channel=thread)).followup()
        assert "Blue offers a draw." in shown.content
        await table.move(table.alice, "32-28", thread)
        await table.wait_board(thread, 2)
        assert offer.components  # nobody could close it: pressing it does
        late = await standin.click(table.bob, offer, offer.button("Accept draw"))
        await late.response()
        assert (await late.followup()).content == "This draw offer is no longer open."
        await standin.wait_for(lambda: not offer.components, what="the offer to close")
    assert offer.content == "This draw offer is no longer open."


async def test_a_draw_offer_in_french(standin, tmp_path) -> None:  # type: ignore[no-untyped-def]
    table = french_table(standin, tmp_path)
    async with standin.running(table.new_bot()):
        thread, board = await table.start(locale="fr")
        offer = await _offer_by_button(table, table.alice, board, locale="fr")
        assert offer.content == f"<@{table.alice.id}> (les bleus) propose la nulle. <@{table.bob.id}>, acceptez-vous ?"
        assert offer.button("Accepter la nulle") and offer.button("Refuser")
        await standin.wait_for(lambda: "Les bleus proposent la nulle." in board.content, what="the offer on the board")
        await table.press(table.bob, offer, "Refuser", locale="fr")
        await standin.wait_for(lambda: not offer.components, what="the offer to close")
        assert offer.content == "La nulle a été refusée ; la partie continue."
        await standin.wait_for(lambda: "proposent la nulle" not in board.content, what="the board to drop it")
        assert board.content.endswith(f"<@{table.alice.id}> (les bleus) au trait.")
        ack = await table.move(table.alice, "32-28", thread, locale="fr")
        assert ack.content == "Vous avez joué 32-28."
        after = await table.wait_board(thread, 2)
    assert "Coup 1 : les bleus ont joué **32-28**." in after.content


async def test_board_after_a_restart_shows_the_last_move(table: Club, monkeypatch: pytest.MonkeyPatch) -> None:
    """The public board keeps seat 0 at the bottom whoever is to move (issue 13); a player's own
    /board shows their side at the bottom."""
    drawn = record_boards(monkeypatch)
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, _ = await table.start()
        posted = await table.played(table.alice, "32-28", thread)
    orientations = [orientation_for(options.get("seat")) for options in drawn]
    assert orientations and set(orientations) == {0}, "the live board never turns"
    async with standin.running(table.new_bot()):
        shown = await (await standin.slash(table.bob, "board", channel=thread)).followup()
        own = await (await standin.slash(table.alice, "board", channel=thread)).followup()
    orientations = [orientation_for(options.get("seat")) for options in drawn]
    assert orientations[-2:] == [1, 0], "each player's /board from their own side"
    assert shown.ephemeral and "Move 1: Blue played **32-28**." in shown.content
    assert f"<@{table.bob.id}> (Green) to move." in shown.content and f"<#{thread.id}>" in shown.content
    [image] = shown.attachments
    assert own.attachments[0].data == posted.attachments[0].data  # seat 0: the live board's picture, move drawn
    assert image.data != posted.attachments[0].data  # Bob's side at the bottom
    game = engines.get("dames")
    state = game.apply(game.new(), 0, game.parse_move(game.new(), "32-28"))
    bare = render_view(game.player_view(state, None), size=BOARD_SIZE, orientation=1, last_move=None)
    assert image.data != bare


async def test_challenge_options_and_withdrawal(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        # A position where Green moves: the challenger asked to move first, so plays Green.
        challenge = await table.challenge(position="B:W31,32:BK1")
        assert f"<@{table.alice.id}> moves first" in challenge.content and "from a set position" in challenge.content
        withdrawn = await standin.click(table.alice, challenge, challenge.button("Decline"))
        assert (await withdrawn.response()).type == 7
        assert challenge.content == (f"<@{table.alice.id}> withdrew the challenge to <@{table.bob.id}> "
                                     "(**Dames (international draughts)**).") and challenge.components == []
        thread, board = await table.start(position="B:W31,32:BK1")
        assert f"Blue: <@{table.bob.id}> · Green: <@{table.alice.id}>" in board.content
        assert board.content.endswith(f"<@{table.alice.id}> (Green) to move.")
        bad = await (await standin.slash(table.alice, "challenge", {"game": "dames", "opponent": table.bob,
                                                                   "position": "hello"})).response()
        assert bad.ephemeral and bad.content.startswith("This position cannot be used for Dames (international")
        assert bad.content.endswith("Write it like the usual start: `W:W31-50:B1-20`")


async def test_challenge_errors_in_french(standin, tmp_path) -> None:  # type: ignore[no-untyped-def]
    table = french_table(standin, tmp_path)
    async with standin.running(table.new_bot()):
        async def ask(**options) -> str:  # type: ignore[no-untyped-def]
            res = await standin.slash(table.alice, "challenge", {"opponent": table.bob, **options}, locale="fr")
            answer = await res.response()
            assert answer.ephemeral
            return str(answer.content)

        assert await ask(game="dames-turques", huffing=True) == "L'option soufflage n'existe pas pour Dames turques."
        bad = await ask(game="dames-turques", position="8/8/8 w")
        assert bad.startswith("Cette position ne convient pas au jeu « Dames turques » : il faut 8 rangées séparées "
                              "par /, pas 3. ")
        assert bad.endswith("Écrivez-la comme la position de départ habituelle : "
                            "`8/bbbbbbbb/bbbbbbbb/8/8/wwwwwwww/wwwwwwww/8 w`")
        over = await ask(game="dames-turques", position="8/8/8/8/8/8/8/w7 w")
        assert over == "Dans cette position, la partie de « Dames turques » est déjà terminée : il n'y a rien à jouer."
        assert await ask(game="dames", opponent=table.alice) == "Vous ne pouvez pas vous défier vous-même."
    assert table.boards(table.channel) == []


async def test_double_presses_on_accept_and_resign(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        challenge = await table.challenge()
        accept = challenge.button("Accept")
        presses = await asyncio.gather(*(standin.click(table.bob, challenge, accept) for _ in range(2)))
        answers = await asyncio.gather(*(p.response() for p in presses))
        [late] = [a for a in answers if a.ephemeral]
        assert late.content == "This challenge was already accepted: the match is on (see the message above)."
        thread = await standin.wait_for_thread(lambda t: t.starter_message_id == challenge.id)
        board = await table.wait_board(thread)
        asked = await table.press(table.alice, board, "Resign")
        confirm = asked.message
        assert confirm is not None and asked.content == f"Do you really want to resign match #{match_id_of(board)}?"
        yes = confirm.button("Yes, resign")
        presses = await asyncio.gather(*(standin.click(table.alice, confirm, yes) for _ in range(2)))
        await asyncio.gather(*(p.response() for p in presses))
        late = await standin.wait_for(
            lambda: next((f for p in presses for f in p.followups if f.ephemeral), None), what="the late press")
        assert late.content == "This match is over."
        final = await table.wait_board(thread, 2)
        await standin.idle()
    assert confirm.content == "You resigned." and len(table.boards(thread)) == 2
    assert final.content.endswith("Green wins: Blue resigned") and len(standin.threads) == 1


async def test_an_offer_is_closed_when_the_match_is_aborted(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start()
        assert (await (await standin.slash(table.alice, "draw", channel=thread)).followup()).content == "Draw offered."
        offer = await standin.wait_for_message(thread, lambda m: "gt:draw_yes" in str(m.components))
        assert (await (await standin.slash(table.bob, "abort", channel=thread)).followup()).content == "Match aborted."
        final = await table.wait_board(thread, 2)
        await standin.wait_for(lambda: not offer.components, what="the offer to close")
    assert offer.content == "The draw offer is closed: the game is over."
    assert final.content.endswith(f"**Match aborted** by <@{table.bob.id}>.") and "offers a draw" not in final.content
