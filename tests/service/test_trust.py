"""Trust (issue 10), service side: engine seeds come from the operating system's CSPRNG, never from
the service's injected (seeded) ``rng``, are far too many to search, and survive storage exactly."""

from __future__ import annotations

import random

import engines
from bot.service import GameService
from bot.storage import Storage

from tests.helpers.clock import FakeClock
from tests.helpers.ids import ALICE, BOB, CHANNEL, GUILD
from tests.helpers.service import CARDS, open_table


async def _table_seed(service: GameService) -> int:
    table = await open_table(service)
    return int(table.row.options["seed"])


async def _challenge_seed(service: GameService) -> int:
    challenge = await service.challenge(CARDS, ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL)
    return int(challenge.row.options["seed"])


async def test_seeds_do_not_come_from_the_injected_rng(storage: Storage, clock: FakeClock) -> None:
    one = GameService(storage, clock=clock, rng=random.Random(3))
    two = GameService(storage, clock=clock, rng=random.Random(3))
    assert await _table_seed(one) != await _table_seed(two)
    assert await _challenge_seed(one) != await _challenge_seed(two)
    # Not the same deal either, though both services draw the same "random" numbers.
    first = await service_deal(one)
    second = await service_deal(two)
    assert first != second


async def service_deal(service: GameService) -> object:
    table = await open_table(service, BOB)
    return (await service.start_table(table.id, ALICE)).state


async def test_seeds_are_256_bit_draws(service: GameService) -> None:
    seeds = [await _table_seed(service) for _ in range(25)] + [await _challenge_seed(service) for _ in range(25)]
    assert len(set(seeds)) == len(seeds)
    assert all(seed >= 0 for seed in seeds)
    assert max(seed.bit_length() for seed in seeds) > 200  # 2**31 (or 2**128) could be searched
    assert sum(seed.bit_length() > 128 for seed in seeds) >= 45


async def test_a_256_bit_seed_round_trips_through_storage_and_deals(service: GameService, storage: Storage) -> None:
    table = await service.open_table(CARDS, ALICE, guild_id=GUILD, channel_id=CHANNEL)
    seed = table.row.options["seed"]
    stored = await storage.matches.get(table.id)
    assert stored is not None and stored.options["seed"] == seed and type(stored.options["seed"]) is int
    await service.join_table(table.id, BOB)
    started = await service.start_table(table.id, ALICE)
    assert started.state == engines.get(CARDS).new(seats=2, seed=seed, options={})
    # The biggest seed of all is kept exactly too (JSON text, not an SQLite INTEGER).
    biggest = 2**256 - 1
    row = await storage.matches.create(CARDS, {"seed": biggest, "table": True}, {}, (ALICE,), GUILD, CHANNEL)
    again = await storage.matches.get(row.id)
    assert again is not None and again.options["seed"] == biggest
