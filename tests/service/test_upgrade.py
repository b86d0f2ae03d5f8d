"""A match saved before the move count existed (schema 4) plays on after the upgrade: its log
reads back whole and its next move takes the next ply."""

from __future__ import annotations

import json
import random
from pathlib import Path

import aiosqlite

import engines
from bot.service import GameService
from bot.storage import Storage, migrate
from bot.storage.rows import format_time

from tests.helpers.clock import START, FakeClock
from tests.helpers.ids import ALICE, BOB

DAMES = engines.get("dames")
OPENING = ("32-28", "19-23", "28x19")


async def _old_database(db_path: Path) -> None:
    """Schema 4 with one active dames match where ALICE (seat 0) and BOB played ``OPENING``."""
    state, moves = DAMES.new(), []
    for ply, text in enumerate(OPENING):
        move = DAMES.parse_move(state, text)
        moves.append((ply, ply % 2, DAMES.format_move(state, move), move))
        state = DAMES.apply(state, ply % 2, move)
    last = {"notation": moves[-1][2], "seat": moves[-1][1], "ply": moves[-1][0],
            "path": list(moves[-1][3].path), "captured": list(moves[-1][3].captured)}
    now = format_time(START)
    async with aiosqlite.connect(db_path, isolation_level=None) as conn:
        assert await migrate(conn, target=4) == [1, 2, 3, 4]
        await conn.execute(
            "INSERT INTO matches (id, game, options, state, version, status, guild_id, channel_id,"
            " created_at, updated_at, last_move) VALUES (3, 'dames', ?, ?, 5, 'active', 10, 20, ?, ?, ?)",
            (json.dumps({"engine": {}, "seed": 1, "challenger": ALICE, "first": "challenger"}),
             json.dumps(DAMES.dump(state)), now, now, json.dumps(last)),
        )
        await conn.execute("INSERT INTO seats VALUES (3, 0, ?), (3, 1, ?)", (ALICE, BOB))
        await conn.executemany("INSERT INTO moves VALUES (3, ?, ?, ?, ?)",
                               [(ply, seat, text, now) for ply, seat, text, _ in moves])


async def test_an_upgraded_match_plays_on_from_its_log(db_path: Path, clock: FakeClock) -> None:
    await _old_database(db_path)
    async with Storage.open(db_path, clock=clock) as storage:
        service = GameService(storage, clock=clock, rng=random.Random(1))
        match = await service.get(3)
        assert match.row.move_count == len(OPENING)
        assert await service.move_log(3) == list(OPENING)
        user = match.user_to_move
        assert user == BOB
        played = await service.play(3, user, match.legal_moves(user)[0][1])
        assert played.ply == len(OPENING) and played.match.row.move_count == len(OPENING) + 1
        assert await service.move_log(3) == [*OPENING, played.public_notation]
        assert played.match.row.last_move is not None and played.match.row.last_move["ply"] == len(OPENING)
