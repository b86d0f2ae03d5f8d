"""Puzzles (issue 29): kept once per source match and ply, each match mined once; picked near a
player's rating among those they never tried, others' games first; a puzzle rates a player once
(the first attempt; later ones are practice); the puzzle of the day claimed once a day; on both
backends."""

from __future__ import annotations

import asyncio
from datetime import date

from bot.ratings import Rating, puzzle_rating
from bot.shards import Shards
from bot.storage import Storage
from tests.storage.conftest import MakeMatch
from tests.storage.test_storage_shards import GUILD_ON_0, GUILD_ON_1

ALICE, BOB, CAROL = 111, 222, 333


async def _finished(storage: Storage, make_match: MakeMatch, **overrides: object) -> int:
    match = await make_match(storage, **overrides)
    async with storage.db.write() as conn:
        await conn.execute("UPDATE matches SET status = 'finished' WHERE id = ?", (match.id,))
    return match.id


async def test_puzzles_are_kept_once_and_each_match_is_mined_once(storage: Storage, make_match: MakeMatch) -> None:
    first = await _finished(storage, make_match)
    second = await _finished(storage, make_match)
    await make_match(storage)  # not finished
    await _finished(storage, make_match, seats=(ALICE, BOB, CAROL), game="macadam-cartes")
    assert await storage.puzzles.to_mine(["dames", "macadam-cartes"], limit=10) == [first, second]
    assert await storage.puzzles.to_mine(["mak-yek"], limit=10) == []
    found = [(3, '{"p": 1}', puzzle_rating(1600)), (9, '{"p": 2}', puzzle_rating(1400))]
    kept = await asyncio.gather(storage.puzzles.keep(first, 10, "dames", found),
                                storage.puzzles.keep(first, 10, "dames", found))
    assert sorted(kept) == [0, 2]
    await storage.puzzles.keep(second, 10, "dames", [])
    assert await storage.puzzles.mined(first) and await storage.puzzles.mined(second)
    assert await storage.puzzles.to_mine(["dames"], limit=10) == []
    near = await storage.puzzles.pick(10, ["dames"], CAROL, puzzle_rating(1620).mu)
    assert near is not None and (near.match_id, near.ply, near.puzzle) == (first, 3, '{"p": 1}')
    assert await storage.puzzles.pick(11, ["dames"], CAROL, 0.0) is None


async def test_a_pick_skips_puzzles_tried_and_prefers_others_games(storage: Storage, make_match: MakeMatch) -> None:
    alices = await _finished(storage, make_match, seats=(ALICE, BOB))
    others = await _finished(storage, make_match, seats=(BOB, CAROL))
    await storage.puzzles.keep(alices, 10, "dames", [(1, "{}", puzzle_rating(1500))])
    await storage.puzzles.keep(others, 10, "dames", [(1, "{}", puzzle_rating(2500))])
    mu = Rating().mu
    picked = await storage.puzzles.pick(10, ["dames"], ALICE, mu)
    assert picked is not None and picked.match_id == others  # far from her rating, but not from her games
    attempt = await storage.puzzles.finish(picked, ALICE, solved=False)
    again = await storage.puzzles.pick(10, ["dames"], ALICE, mu)
    assert attempt.rated and again is not None and again.match_id == alices  # only her own is left
    await storage.puzzles.finish(again, ALICE, solved=True)
    assert await storage.puzzles.pick(10, ["dames"], ALICE, mu) is None


async def test_a_puzzle_rates_a_player_once(storage: Storage, make_match: MakeMatch) -> None:
    match_id = await _finished(storage, make_match)
    await storage.puzzles.keep(match_id, 10, "dames", [(4, "{}", puzzle_rating(1500))])
    puzzle = await storage.puzzles.pick(10, ["dames"], CAROL, 0.0)
    assert puzzle is not None
    solved, practice = await storage.puzzles.finish(puzzle, CAROL, True), await storage.puzzles.finish(puzzle, CAROL, False)
    failed = await storage.puzzles.finish(puzzle, ALICE, False)
    assert solved.rated and solved.player_after.mu > solved.player_before.mu
    assert solved.puzzle_after.mu < solved.puzzle_before.mu
    assert not practice.rated and practice.player_after == practice.player_before
    assert (await storage.puzzles.rating(10, "dames", CAROL)).mu == solved.player_after.mu
    assert failed.rated and failed.player_after.mu < failed.player_before.mu
    assert failed.puzzle_before.mu == solved.puzzle_after.mu and failed.puzzle_after.mu > failed.puzzle_before.mu
    stored = await storage.puzzles.get(puzzle.id)
    assert stored is not None and (stored.rating.games, stored.solves) == (2, 1)
    assert await storage.puzzles.tried(puzzle.id, CAROL) and not await storage.puzzles.tried(puzzle.id, BOB)


async def test_the_puzzle_of_the_day_is_claimed_once_a_day(storage: Storage) -> None:
    today, tomorrow = date(2026, 5, 1), date(2026, 5, 2)
    assert await storage.puzzles.due_channels(today) == [] and await storage.puzzles.next_due() is None
    await storage.puzzles.set_channel(10, 77)
    assert await storage.puzzles.next_due() == date.min  # never posted: due at once
    await storage.puzzles.set_channel(10, 78)
    assert [(c.guild_id, c.channel_id) for c in await storage.puzzles.due_channels(today)] == [(10, 78)]
    claims = await asyncio.gather(*(storage.puzzles.claim_day(10, today) for _ in range(3)))
    assert sorted(claims) == [False, False, True]
    assert await storage.puzzles.due_channels(today) == []
    assert [c.guild_id for c in await storage.puzzles.due_channels(tomorrow)] == [10]
    await storage.puzzles.set_channel(11, 79, done=today)
    assert [c.guild_id for c in await storage.puzzles.due_channels(today)] == []
    assert await storage.puzzles.next_due() == tomorrow  # the first day not posted, of either channel
    await storage.puzzles.set_channel(10, None)
    assert await storage.puzzles.channel(10) is None
    assert [c.guild_id for c in await storage.puzzles.due_channels(tomorrow)] == [11]


async def test_the_next_puzzle_of_the_day_is_the_earliest_of_the_shards_held(storage: Storage) -> None:
    await storage.puzzles.set_channel(GUILD_ON_0, 70, done=date(2026, 5, 1))
    await storage.puzzles.set_channel(GUILD_ON_1, 71, done=date(2026, 5, 3))
    assert await storage.puzzles.next_due() == date(2026, 5, 2)
    storage.shards = Shards(2, (1,))
    assert await storage.puzzles.next_due() == date(2026, 5, 4)
    storage.shards = Shards(2, (0,))
    assert await storage.puzzles.next_due() == date(2026, 5, 2)
    await storage.puzzles.set_channel(GUILD_ON_0, None)
    assert await storage.puzzles.next_due() is None


async def test_finishing_at_a_step_the_player_is_not_at_changes_nothing(storage: Storage, make_match: MakeMatch) -> None:
    match_id = await _finished(storage, make_match)
    await storage.puzzles.keep(match_id, 10, "dames", [(4, "{}", puzzle_rating(1500))])
    puzzle = await storage.puzzles.pick(10, ["dames"], CAROL, 0.0)
    assert puzzle is not None and await storage.puzzles.advance(puzzle.id, CAROL, 0)
    assert await storage.puzzles.finish(puzzle, CAROL, True, step=4) is None  # she is at step 2
    assert await storage.puzzles.step(puzzle.id, CAROL) == 2 and not await storage.puzzles.tried(puzzle.id, CAROL)
    ended = await storage.puzzles.finish(puzzle, CAROL, True, step=2)
    assert ended is not None and ended.rated and await storage.puzzles.step(puzzle.id, CAROL) == 0
    assert await storage.puzzles.finish(puzzle, CAROL, True, step=2) is None  # pressed again
