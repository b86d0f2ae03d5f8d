"""Tournaments in the database (issue 28): the event, its entries, rounds, pairings (two-player
boards, byes and card tables) and results, every change version-checked, a round paired once even
when two processes race to pair it, and a damaged row refused without breaking a listing."""

from __future__ import annotations

import asyncio
import logging
from datetime import timedelta
from pathlib import Path

import pytest

from bot.shards import Shards
from bot.storage import Storage
from bot.storage.errors import CorruptTournament
from bot.storage.tournament_rows import Board, TournamentRow
from bot.tournaments.results import Bye, Game
from tests.helpers.clock import FakeClock
from tests.storage.conftest import MakeMatch

GUILD, CHANNEL, CREATOR = 10, 20, 999
PLAYERS = (101, 102, 103, 104, 105)


async def make(storage: Storage, **overrides: object) -> TournamentRow:
    args: dict[str, object] = {"guild_id": GUILD, "channel_id": CHANNEL, "creator_id": CREATOR, "game": "dames",
                               "format": "swiss", "rounds": 3, "days": 2}
    args.update(overrides)
    return await storage.tournaments.create(**args)  # type: ignore[arg-type]


async def running(storage: Storage, players: tuple[int, ...] = PLAYERS) -> TournamentRow:
    """A Swiss with ``players`` entered and started (seeded in the order given)."""
    event = await make(storage)
    for user in players:
        joined = await storage.tournaments.join(event.id, event.version, user)
        assert joined is not None
        event = joined
    seeds = [(user, 1500 - i) for i, user in enumerate(players)]
    started = await storage.tournaments.start(event.id, event.version, seeds)
    assert started is not None
    return started


ROUND_1 = [Board((101, 102)), Board((103, 104)), Board((105,), bye="pairing")]


async def test_a_tournament_round_trips_with_its_entries(storage: Storage, clock: FakeClock) -> None:
    starts = clock.now + timedelta(days=3)
    event = await make(storage, rated=False, max_entries=8, starts_at=starts,
                       options={"double": False, "round_days": 7})
    assert (event.version, event.status, event.rated, event.max_entries) == (1, "planned", False, 8)
    assert event.starts_at == starts
    assert event.options == {"double": False, "round_days": 7} and event.entries == ()
    event = await storage.tournaments.join(event.id, event.version, 101)  # type: ignore[assignment]
    event = await storage.tournaments.join(event.id, event.version, 102)  # type: ignore[assignment]
    event = await storage.tournaments.forbid(event.id, event.version, 102, 101)  # type: ignore[assignment]
    assert event.version == 4 and [e.user_id for e in event.entries] == [101, 102]
    assert event.forbidden == ((101, 102),)
    assert await storage.tournaments.get(event.id) == event
    assert await storage.tournaments.of_guild(GUILD) == [event]
    assert await storage.tournaments.of_guild(GUILD + 1) == []
    left = await storage.tournaments.leave(event.id, event.version, 102)
    assert left is not None and [e.user_id for e in left.entries] == [101] and left.forbidden == ()
    assert await storage.tournaments.get(event.id + 100) is None


async def test_bad_input_is_refused_before_any_write(storage: Storage) -> None:
    with pytest.raises(ValueError, match="format"):
        await make(storage, format="knockout")
    with pytest.raises(ValueError, match="days"):
        await make(storage, days=0)
    event = await running(storage)
    with pytest.raises(ValueError, match="twice"):
        await storage.tournaments.pair_round(event.id, 1, [Board((101, 102)), Board((102, 103))])
    with pytest.raises(ValueError, match="bye"):
        await storage.tournaments.pair_round(event.id, 1, [Board((101, 102), bye="pairing")])
    with pytest.raises(ValueError, match="themself"):
        await storage.tournaments.forbid(event.id, event.version, 101, 101)
    assert await storage.tournaments.rounds(event.id) == [] and await storage.tournaments.get(event.id) == event


async def test_a_stale_version_changes_nothing(storage: Storage) -> None:
    event = await make(storage)
    joined = await storage.tournaments.join(event.id, event.version, 101)
    assert joined is not None and joined.version == 2
    assert await storage.tournaments.join(event.id, event.version, 102) is None
    assert await storage.tournaments.cancel(event.id, event.version) is None
    assert await storage.tournaments.start(event.id, event.version, [(101, 1500)]) is None
    assert await storage.tournaments.get(event.id) == joined
    # two joins racing for the last place: one wins, the loser reads the tournament again
    full = await make(storage, max_entries=2)
    full = await storage.tournaments.join(full.id, full.version, 101)  # type: ignore[assignment]
    results = await asyncio.gather(*(storage.tournaments.join(full.id, full.version, user) for user in (102, 103)))
    assert sum(r is not None for r in results) == 1
    assert len((await storage.tournaments.get(full.id)).entries) == 2  # type: ignore[union-attr]


async def test_rounds_pairings_and_results_round_trip(storage: Storage, make_match: MakeMatch) -> None:
    event = await running(storage)
    assert event.status == "running" and [(e.seed, e.rating) for e in event.entries][:2] == [(1, 1500), (2, 1499)]
    paired = await storage.tournaments.pair_round(event.id, 1, ROUND_1, deadline=None)
    assert paired is not None
    assert [(b.board, b.seats, b.bye) for b in paired] == [
        (1, (101, 102), None), (2, (103, 104), None), (3, (105,), "pairing")]
    (round_1,) = await storage.tournaments.rounds(event.id)
    assert (round_1.number, round_1.status, round_1.deadline) == (1, "pairing", None)
    first = await make_match(storage, seats=(101, 102))
    second = await make_match(storage, seats=(103, 104))
    assert await storage.tournaments.link_match(event.id, 1, 1, first.id) is not None
    assert await storage.tournaments.link_match(event.id, 1, 1, second.id) is None  # board 1 has its match
    assert await storage.tournaments.link_match(event.id, 1, 2, second.id) is not None
    assert await storage.tournaments.set_round_status(event.id, 1, "pairing", "playing") is not None
    assert await storage.tournaments.set_round_status(event.id, 1, "pairing", "playing") is None
    found = await storage.tournaments.pairing_of_match(second.id)
    assert found is not None and (found.round, found.board, found.seats, found.score) == (1, 2, (103, 104), None)
    assert found.as_result() == Game(1, 103, 104)  # not decided yet: no score
    assert await storage.tournaments.pairing_of_match(second.id + 100) is None
    decided = await storage.tournaments.record_score(second.id, 0.5)
    assert decided is not None and decided.score == 0.5 and not decided.forfeit
    assert await storage.tournaments.record_score(second.id, 1.0) is None  # decided once
    await storage.tournaments.record_score(first.id, 0.0, forfeit=True)
    results = await storage.tournaments.results(event.id)
    assert sorted((r.board for r in results)) == [1, 2, 3]
    assert sorted((r.as_result() for r in results), key=repr) == sorted(
        [Game(1, 101, 102, 0.0, forfeit=True), Game(1, 103, 104, 0.5), Bye(1, 105, "pairing")], key=repr)
    assert (await storage.tournaments.get(event.id)).version > event.version  # type: ignore[union-attr]


async def test_a_card_table_holds_its_seats_and_places(storage: Storage, make_match: MakeMatch) -> None:
    event = await make(storage, game="macadam-cartes", format="tables")
    for user in PLAYERS:
        event = await storage.tournaments.join(event.id, event.version, user)  # type: ignore[assignment]
    event = await storage.tournaments.start(event.id, event.version,  # type: ignore[assignment]
                                            [(u, 1500) for u in PLAYERS])
    tables = [Board((101, 102, 103, None)), Board((104, 105, None))]  # None: a computer's seat
    assert await storage.tournaments.pair_round(event.id, 1, tables) is not None
    match = await make_match(storage, game="macadam-cartes", seats=(101, 102, 103, 7))
    await storage.tournaments.link_match(event.id, 1, 1, match.id)
    with pytest.raises(ValueError, match="place"):
        await storage.tournaments.record_places(match.id, [1, 2])
    with pytest.raises(ValueError, match="finish"):  # two share the first place: the next is third
        await storage.tournaments.record_places(match.id, [2, 1, 1, 4])
    done = await storage.tournaments.record_places(match.id, [3, 1, 1, 4])
    assert done is not None and done.places == (3, 1, 1, 4) and done.seats == (101, 102, 103, None)
    assert await storage.tournaments.record_places(match.id, [1, 2, 3, 4]) is None
    (result,) = await storage.tournaments.results(event.id)
    assert result.finish() == [[102, 103], [101], [None]]


async def test_two_storages_pair_a_round_once(db_target: Path | str, clock: FakeClock) -> None:
    async with Storage.open(db_target, clock=clock) as one, Storage.open(db_target, clock=clock) as two:
        event = await running(one)
        proposals = [[Board((101, 102)), Board((103, 104)), Board((105,), bye="pairing")],
                     [Board((101, 103)), Board((102, 105)), Board((104,), bye="pairing")]]
        outcomes = await asyncio.gather(*(store.tournaments.pair_round(event.id, 1, boards)
                                          for _ in range(3) for store, boards in zip((one, two), proposals)))
        winners = [o for o in outcomes if o is not None]
        assert len(winners) == 1
        stored = await two.tournaments.pairings(event.id, 1)
        assert stored == winners[0] and len(await one.tournaments.rounds(event.id)) == 1
        # a round is paired after the one before it only
        assert await one.tournaments.pair_round(event.id, 3, proposals[0]) is None
        assert await one.tournaments.rounds(event.id) == await two.tournaments.rounds(event.id)


async def test_a_withdrawal_and_the_end(storage: Storage) -> None:
    event = await running(storage)
    withdrawn = await storage.tournaments.withdraw(event.id, event.version, 103, from_round=2)
    assert withdrawn is not None
    assert {e.user_id: e.withdrawn_round for e in withdrawn.entries}[103] == 2
    assert await storage.tournaments.leave(withdrawn.id, withdrawn.version, 104) is None  # started: withdraw instead
    late = await storage.tournaments.join(withdrawn.id, withdrawn.version, 106, joined_round=2)
    assert late is not None and {e.user_id: e.joined_round for e in late.entries}[106] == 2
    done = await storage.tournaments.finish(late.id, late.version)
    assert done is not None and done.status == "finished"
    assert await storage.tournaments.of_guild(GUILD) == []
    assert await storage.tournaments.of_guild(GUILD, statuses=("finished",)) == [done]


async def test_a_damaged_tournament_is_skipped_and_logged_once(storage: Storage,
                                                               caplog: pytest.LogCaptureFixture) -> None:
    good = await make(storage)
    bad = await make(storage, game="mak-yek")
    damaged = await make(storage, game="apit-sodok")
    async with storage.db.write() as conn:
        await conn.execute("UPDATE tournaments SET created_at = 'yesterday' WHERE id = ?", (bad.id,))
        await conn.execute("UPDATE tournaments SET options = '[1]' WHERE id = ?", (damaged.id,))
    with caplog.at_level(logging.WARNING, logger="bot.storage"):
        for _ in range(2):
            assert await storage.tournaments.of_guild(GUILD) == [good]
    warned = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warned) == 2 and all("skipped" in text for text in warned)
    assert any("created_at" in text for text in warned) and any("options" in text for text in warned)
    with pytest.raises(CorruptTournament, match=f"tournament {bad.id} is corrupt: created_at"):
        await storage.tournaments.get(bad.id)


async def test_a_damaged_pairing_is_refused_clearly(storage: Storage, make_match: MakeMatch) -> None:
    event = await running(storage)
    await storage.tournaments.pair_round(event.id, 1, ROUND_1)
    async with storage.db.write() as conn:
        await conn.execute("UPDATE tournament_pairings SET decided_at = 'soon' WHERE tournament_id = ? AND board = 2",
                           (event.id,))
    with pytest.raises(CorruptTournament, match="decided_at"):
        await storage.tournaments.pairings(event.id, 1)
    assert await storage.tournaments.of_guild(GUILD) == [await storage.tournaments.get(event.id)]


async def test_a_tournament_due_to_start_is_read_by_its_guilds_shard_only(storage: Storage, clock: FakeClock) -> None:
    on_1 = GUILD + (1 << 22)  # GUILD (10) sits on shard 0 of 2
    soon = await make(storage, starts_at=clock.now + timedelta(hours=1))
    other = await make(storage, guild_id=on_1, starts_at=clock.now + timedelta(hours=1))
    await make(storage, starts_at=clock.now + timedelta(days=2))
    await make(storage)  # started by its creator
    assert await storage.tournaments.due_to_start(clock.now) == []
    later = clock.advance(hours=2)
    assert await storage.tournaments.due_to_start(later) == [soon, other]
    storage.shards = Shards(2, (1,))
    assert await storage.tournaments.due_to_start(later) == [other]
    started = await storage.tournaments.start(other.id, other.version, [])
    assert started is not None and await storage.tournaments.due_to_start(later) == []
