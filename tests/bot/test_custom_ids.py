"""Custom ids whose numbers do not fit SQLite's 64-bit integers are controls we never made: they are
refused as such ("not valid"), never an OverflowError; the largest id that fits is parsed and then
simply names no match."""

from __future__ import annotations

import pytest

from bot.errors import BadComponent
from bot.present.controls import ControlId

from tests.helpers.guild import Club, match_id_of

LARGEST = 2**63 - 1
TOO_LARGE = [2**63, 9999999999999999999, 10**29 + 7, int("9" * 30)]


@pytest.mark.parametrize("number", [1, LARGEST])
def test_ids_in_range_parse(number: int) -> None:
    assert ControlId.parse(f"resign:{number}:1") == ControlId("resign", number, 1)
    assert ControlId.parse(f"resign:1:{number}") == ControlId("resign", 1, number)


@pytest.mark.parametrize("text", [str(n) for n in TOO_LARGE] + ["0", "-1", "-9223372036854775808", "00", "+5"])
def test_ids_out_of_range_are_bad_components(text: str) -> None:
    with pytest.raises(BadComponent):
        ControlId.parse(f"resign:{text}:1")
    with pytest.raises(BadComponent):
        ControlId.parse(f"resign:1:{text}")


@pytest.mark.parametrize(("forged", "answer"), [
    (f"gt:resign:{LARGEST}:1", "I know no such match."),
    (f"gt:draw:{LARGEST}:1", "I know no such match."),
    *((f"gt:resign:{n}:1", "This control is not valid") for n in TOO_LARGE),
    (f"gt:resign:1:{2**63}", "This control is not valid"),
    (f"gt:hand:{9999999999999999999}:1", "This control is not valid"),
    (f"gt:accept:{9999999999999999999}:1", "This control is not valid"),
])
async def test_out_of_range_ids_through_a_real_press(table: Club, forged: str, answer: str) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        _thread, board = await table.start()
        resign = board.button("Resign")["custom_id"]
        for row in board.components:
            for component in row["components"]:
                if component.get("custom_id") == resign:
                    component["custom_id"] = forged
        reply = await (await standin.click(table.alice, board, forged)).response()
        assert reply.ephemeral and reply.content.startswith(answer), reply.content
        assert match_id_of(board) == 1  # and the real match is untouched:
        again = await table.press(table.alice, board, "Offer draw")
        assert again.ephemeral and "draw" in again.content.lower()
