"""``python -m bot copy-db``: an SQLite file with matches of all six games, copied into an empty
PostgreSQL database, counted, and played on there."""

from __future__ import annotations

import random
import sqlite3
from datetime import date
import subprocess
import sys
from pathlib import Path

import pytest

from bot.service import GameService
from bot.storage import Storage
from bot.ratings import puzzle_rating
from bot.storage.copy import TABLES, CopyError, copy_database
from bot.storage.tournament_rows import Board
from tests.helpers.ids import ALICE, BOB, CAROL, GUILD
from tests.helpers.service import open_table, play_moves, start_match

ROOT = Path(__file__).resolve().parents[2]
BOARD_GAMES = ("macadam", "dames", "dames-turques", "mak-yek", "apit-sodok")


def chooser(seed: int):  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    return lambda legal: rng.choice(list(legal))


async def fill(path: Path) -> dict[str, int]:
    """Matches of every game (played, finished, a table mid-deal and a lobby), ratings, settings;
    returns each active match's id by game."""
    active: dict[str, int] = {}
    async with Storage.open(path) as storage:
        service = GameService(storage, rng=random.Random(3))
        for number, game in enumerate(BOARD_GAMES):
            match = await play_moves(service, await start_match(service, game), chooser(number), stop=6)
            active[game] = match.id
            done = await start_match(service, game)
            await service.resign(done.id, BOB)
        table = await service.start_table((await open_table(service, BOB, CAROL, reveal=True)).id, ALICE)
        active["macadam-cartes"] = (await play_moves(service, table, chooser(9), stop=25)).id
        await open_table(service, BOB)  # a lobby
        await storage.settings.set_guild(GUILD, language="fr", rate_computer=True)
        await storage.settings.set_user(ALICE, ping="dm")
        await tournament(storage, active["dames"])
        await storage.puzzles.keep(done.id, GUILD, "apit-sodok", [(2, "{}", puzzle_rating(1500))])
        puzzle = await storage.puzzles.pick(GUILD, ["apit-sodok"], CAROL, 0.0)
        assert puzzle is not None
        await storage.puzzles.finish(puzzle, CAROL, solved=True)
        await storage.puzzles.set_channel(GUILD, 5)
        await storage.puzzles.claim_day(GUILD, date(2026, 1, 1))
    return active


async def tournament(storage: Storage, match_id: int) -> int:
    """A running Swiss whose first round is paired (a game on ``match_id``, a bye) and a forbidden pair."""
    event = await storage.tournaments.create(guild_id=GUILD, channel_id=1, creator_id=ALICE, game="dames",
                                             format="swiss", rounds=3, days=1)
    for user in (ALICE, BOB, CAROL):
        event = await storage.tournaments.join(event.id, event.version, user)  # type: ignore[assignment]
    event = await storage.tournaments.forbid(event.id, event.version, ALICE, CAROL)  # type: ignore[assignment]
    await storage.tournaments.start(event.id, event.version, [(ALICE, 1500), (BOB, 1400), (CAROL, None)])
    await storage.tournaments.pair_round(event.id, 1, [Board((ALICE, BOB)), Board((CAROL,), bye="pairing")])
    await storage.tournaments.link_match(event.id, 1, 1, match_id)
    return event.id


async def test_copy_db_moves_every_row_and_the_matches_play_on(tmp_path: Path, postgres_url: str) -> None:
    source = tmp_path / "game.sqlite3"
    active = await fill(source)
    done = subprocess.run([sys.executable, "-m", "bot", "copy-db", "--from", str(source), "--to", postgres_url],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith(": copied and counted")
    async with Storage.open(source) as old, Storage.open(postgres_url) as new:
        for table in TABLES:
            async with old.db.read() as a, new.db.read() as b:
                assert (await a.execute_fetchall(f"SELECT COUNT(*) FROM {table}"))[0][0] == \
                       (await b.execute_fetchall(f"SELECT COUNT(*) FROM {table}"))[0][0], table
        for match_id in active.values():
            assert await new.matches.get(match_id) == await old.matches.get(match_id)
            assert await new.matches.moves(match_id) == await old.matches.moves(match_id)
        assert (await new.settings.guild(GUILD)).rate_computer is True
        assert await new.ratings.leaderboard(GUILD, "dames") == await old.ratings.leaderboard(GUILD, "dames")
        (event,) = await old.tournaments.of_guild(GUILD)
        assert await new.tournaments.of_guild(GUILD) == [event] and len(event.entries) == 3 and event.forbidden
        assert await new.tournaments.pairings(event.id, 1) == await old.tournaments.pairings(event.id, 1)
        assert await new.tournaments.pairing_of_match(active["dames"]) is not None
        later = await new.tournaments.create(guild_id=GUILD, channel_id=1, creator_id=BOB, game="mak-yek",
                                             format="round-robin", rounds=None, days=2)
        assert later.id > event.id  # the tournament id sequence moved past the copied ones
        service = GameService(new, rng=random.Random(5))
        for number, match_id in enumerate(active.values()):
            before = await service.get(match_id)
            after = await play_moves(service, before, chooser(100 + number), stop=3)
            assert after.row.move_count == before.row.move_count + 3 or after.status == "finished"
        fresh = await start_match(service, "dames")
        assert fresh.id > max(active.values())  # the id sequence moved past the copied matches
        async with old.db.read() as a, new.db.read() as b:
            assert list(await a.execute_fetchall("SELECT * FROM puzzle_attempts")) and \
                [tuple(row) for row in await a.execute_fetchall("SELECT * FROM puzzles")] == \
                [tuple(row) for row in await b.execute_fetchall("SELECT * FROM puzzles")]
        kept = await new.puzzles.keep(fresh.id, GUILD, "dames", [(0, "{}", puzzle_rating(1500))])
        assert kept == 1  # the puzzle id sequence moved past the copied ones


def test_copy_db_names_every_table_of_the_schema(tmp_path: Path) -> None:
    """A table added by a migration and forgotten here would be left behind by the copy."""
    import asyncio

    path = tmp_path / "schema.sqlite3"

    async def create() -> None:
        async with Storage.open(path):
            pass

    asyncio.run(create())
    with sqlite3.connect(path) as conn:
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'"
                                                 " AND name NOT LIKE 'sqlite_%'")}
    assert tables == set(TABLES)


async def test_a_target_that_holds_matches_is_refused(tmp_path: Path, postgres_url: str) -> None:
    source = tmp_path / "game.sqlite3"
    await fill(source)
    await copy_database(source, postgres_url)
    with pytest.raises(CopyError, match="already holds matches"):
        await copy_database(source, postgres_url)
    missing = subprocess.run([sys.executable, "-m", "bot", "copy-db", "--from", str(tmp_path / "none.sqlite3"),
                              "--to", postgres_url], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert missing.returncode == 1 and "is not a file" in missing.stderr and "Traceback" not in missing.stderr
