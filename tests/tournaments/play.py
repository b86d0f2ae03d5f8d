"""Seeded random Swiss tournaments played through `pair_swiss`, for the checks."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from bot.tournaments.model import Entry, Round, may_join
from bot.tournaments.swiss import NoPairing, pair_swiss


@dataclass(frozen=True)
class Event:
    entries: tuple[Entry, ...]
    rounds: tuple[Round, ...]
    total: int
    forbidden: frozenset[frozenset[int]]
    stuck: int | None = None


def random_entries(rng: random.Random, players: int, total: int, changes: bool = True) -> list[Entry]:
    """Players with random ratings; with `changes`, up to two join late, up to two others withdraw."""
    entries = [Entry(1000 + i, f"Player {i}", rng.randint(1200, 2200)) for i in range(players)]
    if not changes:
        return entries
    late = rng.sample(range(players), rng.randint(0, 2))
    for i in late:
        joined = rng.randint(2, total // 2 + 1)
        assert may_join(joined - 1, total)
        entries[i] = replace(entries[i], joined=joined)
    for i in rng.sample([i for i in range(players) if i not in late], rng.randint(0, 2)):
        entries[i] = replace(entries[i], withdrawn_after=rng.randint(1, total - 1))
    return entries


def random_event(players: int, total: int, seed: int, changes: bool = True) -> Event:
    """With `changes`, late joiners, withdrawals and up to two forbidden pairs; random results."""
    rng = random.Random(seed)
    entries = random_entries(rng, players, total, changes)
    ids = [entry.player for entry in entries]
    forbidden = frozenset(frozenset(rng.sample(ids, 2)) for _ in range(rng.randint(0, 2) if changes else 0))
    rounds: list[Round] = []
    for number in range(1, total + 1):
        try:
            round_ = pair_swiss(entries, rounds, number, total, forbidden)
        except NoPairing:
            return Event(tuple(entries), tuple(rounds), total, forbidden, stuck=number)
        for game in round_.games:
            round_ = round_.with_result(game.white, game.black, rng.choice([1.0, 0.0, 0.5]))
        rounds.append(round_)
    return Event(tuple(entries), tuple(rounds), total, forbidden)
