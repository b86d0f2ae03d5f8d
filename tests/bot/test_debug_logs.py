"""Trust (issue 10): at LOG_LEVEL=DEBUG the log never carries a state, a hand, the talon, the
generator or the token.

The bot's own logging set-up (``bot.logs.configure_logging``) is installed at DEBUG, a three-player
card table is played end to end through the stand-in (typed moves and the private move menu), and
every line logged is searched for what only the state knows: four cards in a row of any hand or of
the talon at any point of the game (in any quoting), the generator's key, the private panels' texts
and the token.
"""

from __future__ import annotations

import io
import logging
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from bot.logs import QUIET_LOGGERS, configure_logging
from tests.helpers.guild import Club, match_id_of
from tests.helpers.tables import Driver, Renders, card_bot, start_table

RUN = 4


@pytest.fixture
def debug_log() -> Iterator[io.StringIO]:
    """The bot's logging at DEBUG into a buffer; the logging set-up is restored afterwards."""
    root = logging.getLogger()
    level = root.level
    saved = {name: logging.getLogger(name).level for name in QUIET_LOGGERS}
    buffer = io.StringIO()
    handler = configure_logging("DEBUG", stream=buffer)
    try:
        yield buffer
    finally:
        root.removeHandler(handler)
        root.setLevel(level)
        for name, old in saved.items():
            logging.getLogger(name).setLevel(old)


def _flat(text: str) -> str:
    """Text without quotes, backslashes and spaces: JSON and reprs of it compare alike."""
    return re.sub(r"[\s\"'\\]", "", text)


def _runs(cards: list[str]) -> set[str]:
    return {",".join(cards[i:i + RUN]) for i in range(len(cards) - RUN + 1)}


def _hidden(state: dict[str, Any]) -> set[str]:
    """Runs of cards only the state knows: every hand and the talon."""
    hidden: set[str] = set()
    for hand in state["hands"]:
        hidden |= _runs(hand)
    hidden |= _runs(state["talon"])
    return hidden


async def test_debug_logs_of_a_card_game_carry_no_hand_talon_generator_or_token(
        table: Club, renders: Renders, debug_log: io.StringIO) -> None:
    standin = table.standin
    hidden: set[str] = set()
    keys: set[str] = set()
    panels: list[str] = []
    async with standin.running(card_bot(table)) as bot:
        thread, first = await start_table(table, [table.alice, table.bob, table.carol])
        match_id = match_id_of(first)
        driver = Driver(table, bot, thread, match_id, renders, random.Random(8), typed_share=0.5)
        for _ in range(12):
            match = await driver.match()
            dumped = match.game.dump(match.state)
            hidden |= _hidden(dumped)
            keys.add(dumped["rng"].split(":")[0])
            if match.status != "active":
                break
            await driver.step()
        await standin.idle()
        panels = [message.content for message in driver.panels.values()]
    log = debug_log.getvalue()
    assert "storage ready" in log, "the buffer caught nothing: the check would see nothing"
    assert logging.getLogger("bot.service").isEnabledFor(logging.DEBUG)
    flat = _flat(log)
    assert hidden and keys and panels
    assert [run for run in hidden if _flat(run) in flat] == []
    assert [key for key in keys if key in log] == []
    assert standin.token not in log
    lines = {line.strip() for panel in panels for line in panel.splitlines() if len(line.strip()) > 12}
    assert [line for line in lines if line in log] == []
