"""Whole games through the stand-in: typed moves, clicked moves, and what players see."""

from __future__ import annotations

from tests.helpers.guild import Club, french_table, match_id_of, only_rematch
from tests.service.games import DAMES_QUICK_WIN, DAMES_TURQUES_QUICK_WIN


async def test_a_whole_dames_game_by_typed_moves(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        challenge = await table.challenge()
        assert f"<@{table.bob.id}>" in challenge.content and "Dames" in challenge.content
        thread, board = await table.start(challenge)
        assert challenge.components == [] and "accepted" in challenge.content
        assert f"<@{table.alice.id}> (Blue) to move" in board.content
        players = (table.alice, table.bob)
        for ply, text in enumerate(DAMES_QUICK_WIN):
            ack = await table.move(players[ply % 2], text, thread)
            assert ack.ephemeral and ack.content == f"You played {text}.", ack.content
        final = table.boards(thread)[-1]
    assert final.content.endswith("**Game over.** Blue wins: Green has no pieces left")
    assert only_rematch(final)
    boards = table.boards(thread)
    assert len(boards) == len(DAMES_QUICK_WIN) + 1
    assert all(b.components == [] for b in boards[:-1])  # only the latest board keeps controls
    assert f"Move 35: Blue played **{DAMES_QUICK_WIN[-1]}**." in final.content
    assert match_id_of(final) == match_id_of(board)


def _split(notation: str) -> str:
    """The start cell of a move's notation ("32-28" -> "32", "25x23" -> "25")."""
    return notation.replace("x", "-").split("-")[0]


async def test_a_whole_dames_game_by_clicks(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start()
        players = (table.alice, table.bob)
        for ply, text in enumerate(DAMES_QUICK_WIN):
            board = table.boards(thread)[-1]
            menu = await table.click_move(players[ply % 2], board, _split(text), text)
            assert menu.content == f"You played {text}."
            await table.wait_board(thread, ply + 2)
        final = table.boards(thread)[-1]
    assert "Blue wins: Green has no pieces left" in final.content and only_rematch(final)


async def test_piece_menu_lists_movable_pieces_and_moves(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start()
        menu = board.select(prefix="gt:piece:")
        assert [o["value"] for o in menu["options"]] == ["31", "32", "33", "34", "35"]
        assert board.button("Resign") and board.button("Offer draw")
        picked = await standin.click(table.alice, board, menu, ["32"])
        moves = (await picked.response()).message
        assert moves is not None and moves.ephemeral
        assert [o["value"] for o in moves.select(prefix="gt:move:")["options"]] == ["32-27", "32-28"]
        # Issue 25: the menu came with no text; it says whose moves these are, in the player's language.
        assert moves.content == "The piece on 32 has 2 moves: pick one."
        single = (await (await standin.click(table.alice, board, menu, ["35"], locale="fr")).response()).message
        assert single is not None and [o["value"] for o in single.select(prefix="gt:move:")["options"]] == ["35-30"]
        assert single.content == "La pièce en 35 n'a qu'un coup : choisissez-le."


async def test_autocomplete_lists_legal_moves_filtered(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, _board = await table.start()
        everything = await standin.autocomplete(table.alice, "move", {"text": ""}, focused="text", channel=thread)
        assert [c["value"] for c in everything] == ["31-26", "31-27", "32-27", "32-28", "33-28", "33-29",
                                                    "34-29", "34-30", "35-30"]
        some = await standin.autocomplete(table.alice, "move", {"text": "32"}, focused="text", channel=thread)
        assert some == [{"name": "32-27", "value": "32-27"}, {"name": "32-28", "value": "32-28"}]
        waiting = await standin.autocomplete(table.bob, "move", {"text": ""}, focused="text", channel=thread)
        assert waiting == []  # not Bob's turn
        outsider = await standin.autocomplete(table.carol, "move", {"text": ""}, focused="text", channel=thread)
        assert outsider == []
        await table.move(table.alice, "32-28", thread)
        answers = await standin.autocomplete(table.bob, "move", {"text": "19"}, focused="text", channel=thread)
        assert [c["value"] for c in answers] == ["19-23", "19-24"]


async def test_illegal_typed_moves_are_explained(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, _board = await table.start()
        wrong = await table.move(table.alice, "19-23", thread)
        assert wrong.ephemeral and wrong.content == "The piece on 19 is not yours."
        early = await table.move(table.bob, "19-23", thread)
        assert early.content == "It is not your turn."
        junk = await table.move(table.alice, "hello", thread)
        assert junk.content.startswith("I cannot read “hello” as a move.")
        stranger = await table.move(table.carol, "32-28", thread)
        assert stranger.content.startswith("You have no match being played here.")
    assert len(table.boards(thread)) == 1


#: How each ply of DAMES_TURQUES_QUICK_WIN is entered: clicked (piece menu, then move menu), typed in
#: the short ``from x to`` form, else typed in full.
CLICKED = {1, 3, 7, 12, 15}
SHORT = {8, 16}


async def test_a_whole_dames_turques_game_in_french_typed_and_clicked(standin, tmp_path) -> None:  # type: ignore[no-untyped-def]
    table = french_table(standin, tmp_path)
    async with standin.running(table.new_bot()):
        challenge = await table.challenge(game="dames-turques", locale="fr")
        assert "vous lance un défi : **Dames turques**" in challenge.content
        thread, board = await table.start(challenge)
        assert thread.name == "Dames turques : alice contre bob"
        assert f"<@{table.alice.id}> (les blancs) au trait." in board.content
        players = (table.alice, table.bob)
        for ply, notation in enumerate(DAMES_TURQUES_QUICK_WIN):
            user = players[ply % 2]
            if ply in CLICKED:
                menu = await table.click_move(user, table.boards(thread)[-1], notation[:2], notation, locale="fr")
                assert menu.content == f"Vous avez joué {notation}."
                continue
            cells = notation.split("x")
            typed = f"{cells[0]}x{cells[-1]}" if ply in SHORT else notation
            ack = await table.move(user, typed, thread, locale="fr")
            assert ack.ephemeral and ack.content == f"Vous avez joué {notation}.", (typed, ack.content)
        final = table.boards(thread)[-1]
    # Typed in full: a multi-capture; typed short: captures over several landings ("g8xb8", "c5xh8").
    assert DAMES_TURQUES_QUICK_WIN[4] == "b4xb6xd6xd8" and 4 not in CLICKED | SHORT
    assert all(DAMES_TURQUES_QUICK_WIN[ply].count("x") >= 2 for ply in SHORT)
    assert final.content.endswith(
        "Coup 17 : les blancs ont joué **c5xh5xh8**.\n"
        "**Partie terminée.** Les blancs gagnent : les noirs n'ont plus de pièces"
    ), final.content
    assert only_rematch(final)
    assert len(table.boards(thread)) == len(DAMES_TURQUES_QUICK_WIN) + 1


async def test_a_move_the_game_cannot_read_names_the_match_it_was_read_for(table: Club) -> None:
    """Issue 25: "/move 32-28" in a channel with one Mak-Yek match answered a Mak-Yek notation
    error that did not say which match it was read for. Away from the match's thread, the answer
    names the match and its game, in the player's language; nothing is played."""
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start(game="mak-yek")
        match_id = match_id_of(board)
        typed = await table.move(table.alice, "32-28", table.channel)
        french = await table.move(table.alice, "32-28", table.channel, locale="fr")
        beside = await table.move(table.alice, "32-28", thread)  # under its board: the match goes without saying
        assert await table.move_log(match_id) == []
    assert typed.ephemeral and typed.content.startswith(f"**Mak-Yek** · match #{match_id}\nI cannot read “32-28”")
    assert french.content.startswith(f"**Mak-Yek** · partie n°{match_id}\nJe ne comprends pas « 32-28 »")
    assert beside.content.startswith("I cannot read “32-28”")
