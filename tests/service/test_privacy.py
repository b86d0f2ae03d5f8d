"""A player's data on request (issue 31): after scripted play (finished and running matches,
ratings, a pending challenge, a tournament, a puzzle attempt, settings) deleting leaves that
user's id in no column of any table, on both backends; the running match was resigned (the
opponent won it), the other players' rows are whole, and the finished games still replay."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from typing import Any

import pytest

from bot.ratings import puzzle_rating

from bot.service import GameService
from bot.storage import Storage, is_deleted_player
from bot.storage.rows import dump_json
from render import Captions
from tests.helpers.clock import FakeClock
from tests.helpers.ids import ALICE, BOB, CAROL, CHANNEL, DAVE, GUILD
from tests.helpers.pools import PicklingExecutor

#: the player who deletes their data: a snowflake-sized id, so looking for it as text finds only it.
VICTOR = 734512098765432101


@pytest.fixture
async def service(storage: Storage, clock: FakeClock) -> AsyncIterator[GameService]:
    with PicklingExecutor(1) as computer, PicklingExecutor(1) as batch:
        yield GameService(storage, clock=clock, rng=random.Random(7), computer_executor=computer,
                          batch_executor=batch)


async def tables_of(storage: Storage) -> dict[str, list[str]]:
    """Every table and its columns, read from the database itself (so a new table is scanned too)."""
    async with storage.db.read() as conn:
        if storage.db.dialect == "sqlite":
            names = [row[0] for row in await conn.execute_fetchall(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
            return {name: [row[1] for row in await conn.execute_fetchall(f"PRAGMA table_info({name})")]
                    for name in names}
        rows = await conn.execute_fetchall(
            "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()")
    found: dict[str, list[str]] = {}
    for row in rows:
        found.setdefault(row[0], []).append(row[1])
    return found


async def occurrences(storage: Storage, user_id: int) -> list[tuple[str, str]]:
    """(table, column) of every value holding ``user_id``: as a number, or inside any text (JSON too)."""
    found, tables = [], await tables_of(storage)
    async with storage.db.read() as conn:
        for table, columns in tables.items():
            for column in columns:
                count = (await conn.execute_fetchall(
                    f"SELECT COUNT(*) FROM {table} WHERE CAST({column} AS TEXT) LIKE ?", (f"%{user_id}%",)))[0][0]
                if count:
                    found.append((table, column))
    return found


async def rows_of(storage: Storage, table: str, where: str, *params: Any) -> list[tuple[Any, ...]]:
    async with storage.db.read() as conn:
        return sorted(tuple(row) for row in await conn.execute_fetchall(f"SELECT * FROM {table} WHERE {where}", params))


async def scripted_play(service: GameService) -> dict[str, int]:
    """VICTOR's traces everywhere; returns the ids of what the test looks at again."""
    won = await service.accept((await service.challenge(
        "dames", VICTOR, BOB, guild_id=GUILD, channel_id=CHANNEL, first="challenger")).id, BOB)
    await service.play(won.id, VICTOR, "32-28")
    await service.resign(won.id, BOB)
    running = await service.accept((await service.challenge(
        "dames", CAROL, VICTOR, guild_id=GUILD, channel_id=CHANNEL, first="challenger")).id, VICTOR)
    await service.play(running.id, CAROL, "32-28")
    await service.play(running.id, VICTOR, "19-23")
    pending = await service.challenge("dames", DAVE, VICTOR, guild_id=GUILD, channel_id=CHANNEL)
    cup = await service.tournaments.create(guild_id=GUILD, channel_id=CHANNEL, creator_id=VICTOR, game_key="dames",
                                           name="Coupe", rounds=3)
    await service.tournaments.join(cup.id, VICTOR)
    await service.tournaments.join(cup.id, ALICE)
    await service.storage.puzzles.keep(won.id, GUILD, "dames", [(1, '{"p": 1}', puzzle_rating(1500))])
    puzzle = await service.storage.puzzles.pick(GUILD, ["dames"], VICTOR, 1500)
    assert puzzle is not None
    await service.storage.puzzles.advance(puzzle.id, VICTOR, 2)
    await service.storage.puzzles.finish(puzzle, VICTOR, solved=False)
    await service.storage.puzzles.finish(puzzle, ALICE, solved=True)
    await service.storage.settings.set_user(VICTOR, language="fr")
    return {"won": won.id, "running": running.id, "pending": pending.id, "cup": cup.id}


async def test_deleting_leaves_the_user_id_nowhere_and_the_others_whole(service: GameService) -> None:
    ids = await scripted_play(service)
    storage = service.storage
    before = await service.player_data(VICTOR)
    assert (before.finished, before.running, before.challenges, before.moves) == (1, 1, 1, 2)
    assert (before.ratings, before.rated_results, before.settings, before.tournaments) == (1, 1, True, 1)
    assert (before.puzzle_ratings, before.puzzle_attempts) == (1, 1)
    assert await occurrences(storage, VICTOR)  # the scan finds what is there
    others = {table: await rows_of(storage, table, "user_id IN (?, ?)", ALICE, BOB)
              for table in ("ratings", "rating_changes", "puzzle_ratings", "puzzle_attempts", "tournament_entries")}
    assert others["ratings"] and others["tournament_entries"] and others["puzzle_attempts"]

    assert await service.forget_player(VICTOR) == 1

    assert await occurrences(storage, VICTOR) == []
    assert (await service.player_data(VICTOR)).empty
    for table, rows in others.items():
        assert await rows_of(storage, table, "user_id IN (?, ?)", ALICE, BOB) == rows, table
    resigned = await service.get(ids["running"])
    assert resigned.row.status == "finished" and resigned.seats[0] == CAROL
    assert is_deleted_player(resigned.seats[1])
    assert await rows_of(storage, "rating_changes", "user_id = ? AND outcome = 'win'", CAROL)
    assert await storage.matches.get(ids["pending"]) is None
    won = await service.get(ids["won"])
    marker = won.seats[0]
    assert is_deleted_player(marker) and marker == resigned.seats[1] and won.seats[1] == BOB
    assert won.row.options["challenger"] == marker
    assert len(await service.move_log(won.id)) == 1
    replay = await service.replay_gif(won, Captions(names=("joueur supprimé", "Bob")))
    assert replay.data.startswith(b"GIF")
    cup = await service.tournaments.get(ids["cup"])
    assert cup.creator_id == marker and [entry.user_id for entry in cup.entries] == [ALICE]


async def test_only_the_options_naming_a_player_name_the_marker(service: GameService) -> None:
    """A seed that happens to equal the player's id is a seed, not the player: it stays (a marker
    there would be a negative seed, and the record unreadable)."""
    won = await service.accept((await service.challenge(
        "dames", VICTOR, BOB, guild_id=GUILD, channel_id=CHANNEL, first="challenger")).id, BOB)
    await service.resign(won.id, BOB)
    async with service.storage.db.write() as conn:
        await conn.execute("UPDATE matches SET options = ? WHERE id = ?",
                           (dump_json({**won.row.options, "seed": VICTOR}, "options"), won.id))

    assert await service.forget_player(VICTOR) == 0

    forgotten = await service.get(won.id)
    assert forgotten.row.options["challenger"] == forgotten.seats[0] and is_deleted_player(forgotten.seats[0])
    assert forgotten.row.options["seed"] == VICTOR
