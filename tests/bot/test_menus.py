"""Menus longer than Discord's 25 options: paged move menus and piece menus, restart-proof."""

from __future__ import annotations

import pytest

from tests.helpers.guild import Club, match_id_of
from tests.standin import Message

#: Dames: Blue's king on 21 has 84 captures (every one takes 4 pieces; 4 pages of moves).
KING_84_MOVES = "W:WK21:B4,7,12,13,16,18,22,23,27,29,31,39,41,44"
#: Dames: 36 blue kings can move (2 pages of pieces); Green has one king.
KINGS_36_MOVABLE = ("W:WK1,K2,K3,K4,K5,K7,K9,K11,K14,K15,K16,K17,K18,K19,K20,K22,K23,K25,K26,K27,K29,K31,"
                    "K32,K33,K34,K35,K36,K38,K39,K42,K44,K45,K46,K47,K48,K49:BK50")


def _values(menu: Message) -> list[str]:
    return [o["value"] for o in menu.select(prefix="gt:")["options"]]


def _checked_ids(message: Message, match_id: int, version: int) -> None:
    """Every custom id fits Discord's 100 characters and names the match and its version."""
    for custom_id in message.custom_ids:
        assert len(custom_id) <= 100 and custom_id.split(":")[2:4] == [str(match_id), str(version)], custom_id


async def test_a_piece_with_more_moves_than_a_menu_holds_pages_them(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        challenge = await table.challenge(position=KING_84_MOVES)
        assert "from a set position" in challenge.content
        thread, board = await table.start(challenge)
        match_id = match_id_of(board)
        version = int(board.select(prefix="gt:piece:")["custom_id"].split(":")[3])
        [option] = board.select(prefix="gt:piece:")["options"]
        assert option["label"] == "Piece on 21 (84 moves)" and option["value"] == "21"
        picked = await standin.click(table.alice, board, board.select(prefix="gt:piece:"), ["21"])
        menu = (await picked.response()).message
        assert menu is not None and menu.ephemeral
        assert menu.content == "The piece on 21 has 84 moves: here are moves 1 to 25 (page 1/4)."
        first_page = _values(menu)
        assert len(first_page) == 25 and menu.select(prefix="gt:move:")["placeholder"] == "Pick the move (1/4)"
        with_previous = [c for c in menu.custom_ids if c.startswith("gt:moves:")]
        assert with_previous == [f"gt:moves:{match_id}:{version}:1_21"]  # only "Next" on the first page
        _checked_ids(menu, match_id, version)

        seen = list(first_page)
        for page in (2, 3, 4):
            turned = await standin.click(table.alice, menu, menu.button(f"Next ({page}/4) ▶"))
            assert (await turned.response()).type == 7  # the same private message, edited
            assert f"(page {page}/4)" in menu.content
            seen += _values(menu)
        assert len(menu.select(prefix="gt:move:")["options"]) == 84 - 75
        with pytest.raises(LookupError):
            menu.button("Next (5/4) ▶")
        back = await standin.click(table.alice, menu, menu.button("◀ Previous (3/4)"))
        await back.response()
        assert menu.content == "The piece on 21 has 84 moves: here are moves 51 to 75 (page 3/4)."
        everything = await standin.autocomplete(table.alice, "move", {"text": "21"}, focused="text", channel=thread)
        assert len(seen) == len(set(seen)) == 84 and seen[:25] == [c["value"] for c in everything]

    # The private menu still works once the bot restarted: its ids carry match, version, page and piece.
    async with standin.running(table.new_bot()):
        turned = await standin.click(table.alice, menu, menu.button("◀ Previous (2/4)"))
        await turned.response()
        assert menu.content == "The piece on 21 has 84 moves: here are moves 26 to 50 (page 2/4)."
        choice = _values(menu)[3]
        chosen = await standin.click(table.alice, menu, menu.select(prefix="gt:move:"), [choice])
        await chosen.response()
        await standin.wait_for(lambda: not menu.components, what="the move menu to close")
        assert menu.content == f"You played {choice}."
        after = await table.wait_board(thread, 2)
    assert f"Move 1: Blue played **{choice}**." in after.content


async def test_more_movable_pieces_than_a_menu_holds_are_paged(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start(position=KINGS_36_MOVABLE)
        match_id = match_id_of(board)
        pieces = board.select(prefix="gt:piece:")
        assert pieces["placeholder"] == "Pick a piece to move (1/2)" and len(pieces["options"]) == 25
        more = board.button("More pieces (2/2) ▶")
        for user, answer in ((table.carol, "This is not your match."), (table.bob, "It is not your turn.")):
            refused = await (await standin.click(user, board, more)).response()
            assert refused.ephemeral and refused.content == answer

        opened = await (await standin.click(table.alice, board, more)).response()
        picker = opened.message
        assert picker is not None and picker.ephemeral and opened.type == 4  # private: the board stays as is
        assert picker.content == "36 pieces can move: here are pieces 26 to 36 (page 2/2)."
        second = _values(picker)
        assert len(second) == 11 and not set(second) & {o["value"] for o in pieces["options"]}
        _checked_ids(picker, match_id, int(pieces["custom_id"].split(":")[3]))
        await table.press(table.alice, picker, "◀ Previous (1/2)")
        assert picker.content == "36 pieces can move: here are pieces 1 to 25 (page 1/2)."
        await table.press(table.alice, picker, "Next (2/2) ▶")
        cell = second[-1]
        to_moves = await standin.click(table.alice, picker, picker.select(prefix="gt:piece:"), [cell])
        assert (await to_moves.response()).type == 7  # the picker turns into the piece's move menu
        move = _values(picker)[0]
        assert move.startswith(f"{cell}-") and len(_values(picker)) == 1
        assert picker.content == f"The piece on {cell} has one move: pick it."  # no longer the old page's text
        await (await standin.click(table.alice, picker, picker.select(prefix="gt:move:"), [move])).response()
        await standin.wait_for(lambda: picker.content == f"You played {move}.", what="the move")
        await table.wait_board(thread, 2)
        assert board.components == []  # the old board lost its controls, "More pieces" included
