"""A process holding some shards reads only its guilds' background work: timers, boards left
unposted, computer turns (``MatchRows.shards``); the rest of the storage sees every match."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from bot.shards import Shards, shard_of
from bot.storage import MatchRow, Storage
from tests.helpers.clock import FakeClock

#: guild ids on shard 0 and shard 1 of 2 (a guild's shard is ``(id >> 22) % count``).
GUILD_ON_0 = 175928847299117063
GUILD_ON_1 = GUILD_ON_0 + (1 << 22)


def test_the_guild_ids_sit_on_the_shards_their_names_say() -> None:
    assert (shard_of(GUILD_ON_0, 2), shard_of(GUILD_ON_1, 2)) == (0, 1)
    assert shard_of(None, 2) == 0  # direct messages go to shard 0


async def _three_of_each(storage: Storage, clock: FakeClock, make_match: Any) -> dict[int, list[MatchRow]]:
    """For each of the two guilds: a due turn deadline (with a computer seat), a due challenge
    expiry, a due reminder (on a board never shown)."""
    t0 = clock.start
    made: dict[int, list[MatchRow]] = {}
    for guild in (GUILD_ON_0, GUILD_ON_1):
        deadline = await make_match(storage, status="active", guild_id=guild, turn_deadline=t0,
                                    computers={1: 3})
        expiry = await make_match(storage, guild_id=guild, challenge_expires_at=t0)
        reminded = await make_match(storage, status="active", guild_id=guild)
        await storage.matches.update_meta(reminded.id, published_version=1)
        saved = await storage.matches.save_state(reminded.id, 1, state={"board": "x", "to_move": 1}, reminder_due_at=t0)
        assert saved is not None
        made[guild] = [deadline, expiry, saved]
    return made


async def test_a_process_holding_some_shards_reads_only_their_timers(
    storage: Storage, clock: FakeClock, make_match: Any
) -> None:
    made = await _three_of_each(storage, clock, make_match)
    everything = await storage.timers.due_timers(clock.now)
    assert len(everything) == 6
    storage.shards = Shards(2, (1,))
    assert sorted(match_id for _kind, match_id in await storage.timers.due_timers(clock.now)) == sorted(
        row.id for row in made[GUILD_ON_1])
    assert [r.id for r in await storage.timers.due_matches(clock.now)] == [made[GUILD_ON_1][0].id]
    assert [r.id for r in await storage.timers.due_reminders(clock.now)] == [made[GUILD_ON_1][2].id]
    assert [r.id for r in await storage.timers.expired_challenges(clock.now)] == [made[GUILD_ON_1][1].id]
    storage.shards = Shards(2, (0,))
    assert sorted(match_id for _kind, match_id in await storage.timers.due_timers(clock.now)) == sorted(
        row.id for row in made[GUILD_ON_0])
    storage.shards = Shards.all_of(2)
    assert sorted(await storage.timers.due_timers(clock.now)) == sorted(everything)


async def test_the_next_timer_of_a_process_is_on_its_own_shards(
    storage: Storage, clock: FakeClock, make_match: Any
) -> None:
    t0 = clock.start
    await make_match(storage, status="active", guild_id=GUILD_ON_0, turn_deadline=t0 + timedelta(hours=1))
    await make_match(storage, status="active", guild_id=GUILD_ON_1, turn_deadline=t0 + timedelta(hours=2))
    await make_match(storage, guild_id=GUILD_ON_0, challenge_expires_at=t0 + timedelta(hours=3))
    await make_match(storage, guild_id=GUILD_ON_1, challenge_expires_at=t0 + timedelta(hours=4))
    storage.shards = Shards(2, (1,))
    assert (await storage.timers.next_timer(), await storage.timers.next_expiry()) == (t0 + timedelta(hours=2),
                                                                         t0 + timedelta(hours=4))
    storage.shards = Shards(2, (0,))
    assert (await storage.timers.next_timer(), await storage.timers.next_expiry()) == (t0 + timedelta(hours=1),
                                                                         t0 + timedelta(hours=3))


async def test_boards_left_unposted_and_computer_turns_are_read_by_their_shard_only(
    storage: Storage, clock: FakeClock, make_match: Any
) -> None:
    made = await _three_of_each(storage, clock, make_match)
    computers = {guild: rows[0].id for guild, rows in made.items()}
    unposted = {guild: rows[2].id for guild, rows in made.items()}
    assert {r.id for r in await storage.matches.with_computers()} == set(computers.values())
    assert {r.id for r in await storage.matches.unpublished()} == set(unposted.values())
    storage.shards = Shards(2, (1,))
    assert [r.id for r in await storage.matches.with_computers()] == [computers[GUILD_ON_1]]
    assert [r.id for r in await storage.matches.unpublished()] == [unposted[GUILD_ON_1]]
    # what players ask for is read whatever the shard: a match is found by its id
    found = await storage.matches.get(computers[GUILD_ON_0])
    assert found is not None and found.guild_id == GUILD_ON_0


async def test_the_shards_of_a_bot_with_as_many_shards_as_guild_bits(storage: Storage, make_match: Any,
                                                                       clock: FakeClock) -> None:
    """Three shards: each guild on exactly one of them, the formula in SQL as in Python."""
    guilds = [GUILD_ON_0 + (n << 22) for n in range(6)]
    by_guild = {}
    for guild in guilds:
        by_guild[guild] = (await make_match(storage, status="active", guild_id=guild, turn_deadline=clock.now)).id
    seen: list[int] = []
    for shard in range(3):
        storage.shards = Shards(3, (shard,))
        ids = [match_id for _kind, match_id in await storage.timers.due_timers(clock.now)]
        assert sorted(ids) == sorted(by_guild[g] for g in guilds if shard_of(g, 3) == shard)
        seen += ids
    assert sorted(seen) == sorted(by_guild.values())
