"""A damaged stored value breaks its own match only (issue 10), for every column.

The columns come from ``PRAGMA table_info`` of a database the migrations build, so a column added
later is covered at once: it gets a garbage value by its declared type (``DEFAULT_GARBAGE``) until
it has its own in ``GARBAGE``, and the test fails until the load-time check
(``bot.storage.row_checks``, ``bot.match_checks``) refuses that value. For each column and each
garbage value, one match among several is damaged from outside (as a bad manual edit would: check
constraints and foreign keys off; STRICT types still hold, so a wrong type can only be one inside
JSON), then:

- loading it (the match, then its move log) raises MatchUnavailable, "match #N cannot be loaded"
  in English and in French;
- /matches (open and finished) still lists the other matches and renders their lines;
- /board of another match (text and image) works;
- the scheduler's cycle still times out another due match, and its next wait neither fails nor
  spins on the damaged match.

Columns handled specially, because changing them moves the row rather than spoiling a value:

- ``matches.id`` (the primary key): the row's seats and moves stay under the old id, so the match
  is reached by its new, out-of-range id only: loading that id is what must fail;
- ``seats.match_id``: the seat row leaves its match (to an id no match has), so the match is
  loaded with a seat missing: its engine check must see the seat count is wrong;
- ``moves.match_id``: the log entry leaves its match, which is left with a gap in its plies.

Moves are append-only (a trigger refuses updates): a damaged entry is deleted and inserted again
with the garbage value.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from bot import i18n
from bot.present.boards import board_text
from bot.cogs.lobby import finished_lines, open_lines
from bot.errors import MatchUnavailable
from bot.scheduler import TurnScheduler
from bot.service import GameService, Match
from bot.storage import load_migrations

from tests.helpers.clock import START, FakeClock
from tests.helpers.ids import ALICE, BOB, CHANNEL, GUILD
from tests.helpers.service import play_moves, start_match
from tests.helpers.storage import SQLITE_ONLY

TABLES = ("matches", "seats", "moves")
#: columns whose garbage moves the row instead of spoiling a value (see the module docstring).
MOVED_ROW = {("matches", "id"), ("seats", "match_id"), ("moves", "match_id")}
NOWHERE = 987654  # an id that no match has
GARBAGE: dict[tuple[str, str], list[Any]] = {
    ("matches", "id"): [-7],
    ("matches", "game"): ["chess", ""],
    ("matches", "options"): ["{not json", "[1]", '{"seed": "x"}', '{"challenger": 999}', '{"first": 3}'],
    ("matches", "state"): ["{not json", '{"board": 5}', "{}", '"text"'],
    ("matches", "version"): [0, -3],
    ("matches", "status"): ["paused"],
    ("matches", "result"): ["{not json", '{"winners": "x"}', '{"winners": [9], "reason": "timeout"}',
                            '{"reason": "timeout", "scores": ["a"]}'],
    ("matches", "guild_id"): [-5],
    ("matches", "channel_id"): [-5],
    ("matches", "thread_id"): [-5],
    ("matches", "message_id"): [-5],
    ("matches", "challenge_message_id"): [-5],
    ("matches", "created_at"): ["yesterday"],
    ("matches", "updated_at"): ["yesterday"],
    # "0" sorts before every time (always due), "soon" after (never due); the last one parses
    # but is not the fixed-width form the timer queries compare as text.
    ("matches", "turn_deadline"): ["soon", "0", "2026-03-04T12:00:00+00:00"],
    ("matches", "challenge_expires_at"): ["soon", "0"],
    ("matches", "draw_offer_seat"): [9, -1],
    ("matches", "last_move"): ["{not json", '{"notation": "32-28", "seat": 9, "ply": 0}',
                               '{"notation": "32-28", "seat": 0, "ply": 0, "path": [999, 28], "captured": []}',
                               '{"notation": "32-28", "seat": 0, "ply": 0, "path": 5}'],
    ("matches", "reminder_due_at"): ["soon", "0"],
    ("matches", "reminded_ply"): [-3],
    ("matches", "clock_state"): ["{not json", '{"streak": 5}', '{"auto": [9]}', '{"streak": {"7": 1}}'],
    # negative, or more moves than the log has
    ("matches", "move_count"): [-1, 7],
    # a seat not at the table, a level out of 1..8, not an object
    ("matches", "computers"): ["{not json", '{"9": 3}', '{"1": 12}', '{"x": 1}', "[1]"],
    ("seats", "match_id"): [NOWHERE],
    ("seats", "seat"): [5],
    # none: the column is a strict INTEGER, and every whole number is a user id or, negative, a
    # deleted player's marker (issue 31)
    ("seats", "user_id"): [],
    ("moves", "match_id"): [NOWHERE],
    ("moves", "ply"): [7],
    ("moves", "seat"): [9],
    ("moves", "notation"): [""],
    ("moves", "hidden"): [""],
    ("moves", "created_at"): ["yesterday"],
}
#: a new column's garbage, by its declared type, until it has its own entry above.
DEFAULT_GARBAGE = {"INTEGER": -1, "TEXT": "{not json"}


def schema() -> dict[str, list[tuple[str, str]]]:
    """(column, declared type) of each table, read with PRAGMA table_info after every migration."""
    conn = sqlite3.connect(":memory:")
    try:
        for migration in load_migrations():
            for statement in migration.statements():
                conn.execute(statement)
        return {table: [(row[1], row[2]) for row in conn.execute(f"PRAGMA table_info({table})")] for table in TABLES}
    finally:
        conn.close()


SCHEMA = schema()
CASES = [
    (table, column, garbage)
    for table in TABLES
    for column, declared in SCHEMA[table]
    for garbage in GARBAGE.get((table, column), [DEFAULT_GARBAGE.get(declared, "garbage")])
]


def test_every_garbage_entry_names_a_real_column() -> None:
    columns = {(table, column) for table in TABLES for column, _ in SCHEMA[table]}
    assert set(GARBAGE) <= columns
    assert {column for column, _ in SCHEMA["matches"]} >= {"id", "state", "result", "turn_deadline", "last_move"}


@dataclass
class World:
    """The matches of one case: ``damaged`` is spoiled; the others must keep working."""

    damaged: Match
    due: Match  # active, its deadline passes: the scheduler must time it out
    board: Match  # active without a clock: /board is shown for it
    finished: Match  # listed by /matches finished


async def _world(service: GameService, clock: FakeClock, where: str) -> World:
    damaged = await play_moves(service, await start_match(service), stop=2)
    if where == "finished":
        damaged = await service.resign(damaged.id, ALICE)
    clock.advance(minutes=1)
    due = await start_match(service)
    unlimited = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL, first="challenger",
                                        days=None)
    board = await play_moves(service, await service.accept(unlimited.id, BOB), stop=1)
    finished = await service.resign((await play_moves(service, await start_match(service), stop=1)).id, BOB)
    return World(damaged, due, board, finished)


def _damage(db_path: Path, table: str, column: str, garbage: Any, match_id: int) -> int:
    """Write ``garbage`` into one value of ``match_id``'s rows from outside; the id the match is
    now known by (see the module docstring)."""
    raw = sqlite3.connect(db_path)
    raw.row_factory = sqlite3.Row
    try:
        raw.execute("PRAGMA ignore_check_constraints = ON")  # foreign keys are off on a plain connection
        if table == "matches":
            raw.execute(f"UPDATE matches SET {column} = ? WHERE id = ?", (garbage, match_id))
        elif table == "seats":
            changed = raw.execute(f"UPDATE seats SET {column} = ? WHERE match_id = ? AND seat = 1", (garbage, match_id))
            assert changed.rowcount == 1
        else:
            row = dict(raw.execute("SELECT * FROM moves WHERE match_id = ? AND ply = 1", (match_id,)).fetchone())
            raw.execute("DELETE FROM moves WHERE match_id = ? AND ply = 1", (match_id,))
            row[column] = garbage
            raw.execute(f"INSERT INTO moves ({', '.join(row)}) VALUES ({', '.join('?' * len(row))})",
                        tuple(row.values()))
        raw.commit()
    finally:
        raw.close()
    return garbage if (table, column) == ("matches", "id") else match_id


async def _load(service: GameService, match_id: int) -> None:
    """What any reader of the match does: the match, then its move log."""
    await service.get(match_id)
    await service.move_log(match_id)


# The damage is done with SQLite's own client on the file; PostgreSQL's corrupt-row test is in
# tests/storage/test_storage_postgres.py (the rows are decoded by the same code on both).
@SQLITE_ONLY
@pytest.mark.parametrize("where", ["active", "finished"])
@pytest.mark.parametrize(("table", "column", "garbage"), CASES,
                         ids=[f"{t}.{c}={g!r}" for t, c, g in CASES])
async def test_a_damaged_value_breaks_only_its_own_match(
        service: GameService, clock: FakeClock, db_path: Path, where: str, table: str, column: str,
        garbage: Any) -> None:
    world = await _world(service, clock, where)
    target = _damage(db_path, table, column, garbage, world.damaged.id)
    clock.now = START + timedelta(days=5)  # every clock of the world is due

    with pytest.raises(MatchUnavailable) as caught:
        await _load(service, target)
    assert caught.value.match_id == target
    assert i18n.explain("en", caught.value.key, caught.value.params).startswith(f"Match #{target} cannot be loaded")
    assert i18n.explain("fr", caught.value.key, caught.value.params).startswith(
        f"La partie n°{target} ne peut pas être chargée")

    listed = await service.matches_for_user(ALICE, GUILD)
    assert {world.due.id, world.board.id} <= {m.id for m in listed}
    done = await service.matches_for_user(ALICE, GUILD, statuses=("finished", "aborted"), limit=20)
    assert world.finished.id in {m.id for m in done}
    for lang in i18n.LANGS:
        number = "n°" if lang == "fr" else "#"
        lines = open_lines(listed, ALICE, lang)
        assert any(line.startswith(f"{number}{world.board.id} ") for line in lines), lines
        finished = finished_lines(done, ALICE, lang)
        assert any(line.startswith(f"{number}{world.finished.id} ") for line in finished), finished

    board = await service.get(world.board.id)
    assert f"#{board.id}" in board_text(board, "en") and f"n°{board.id}" in board_text(board, "fr")
    assert (await service.board_png(board)).startswith(b"\x89PNG")
    assert "Game over" in board_text(await service.get(world.finished.id), "en")

    scheduler = TurnScheduler(service, clock=clock)
    events = await scheduler.fire_due()
    assert ("timeout", world.due.id) in [(event.kind, event.match.id) for event in events]
    assert (await service.get(world.due.id)).status == "finished"
    # The next wait neither trips over the damaged row nor spins on it (it was set aside).
    assert await scheduler.delay() is None
    assert await scheduler.fire_due() == []
