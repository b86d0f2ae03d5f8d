"""The shards one bot process holds (``SHARD_COUNT`` and ``SHARD_IDS``).

Discord splits a bot's gateway into shards: a guild's events go to shard
``(guild_id >> 22) % shard_count`` and direct messages to shard 0. A process holding some of the
shards also owns the background work of those guilds' matches (timers, boards left unposted,
computer turns left pending at a stop), so that two processes never both do it and each one
speaks in guilds it knows (their locale, their members' names).
"""

from __future__ import annotations

from dataclasses import dataclass


def shard_of(guild_id: int | None, count: int) -> int:
    """The shard of ``guild_id`` among ``count`` (Discord's formula; no guild: shard 0)."""
    return 0 if guild_id is None else (guild_id >> 22) % count


@dataclass(frozen=True)
class Shards:
    """``ids`` of ``count`` shards, held by one process."""

    count: int
    ids: tuple[int, ...]

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError("a bot has at least one shard")
        if not self.ids or len(set(self.ids)) != len(self.ids):
            raise ValueError("the shard ids must be distinct, and at least one")
        if any(not 0 <= shard < self.count for shard in self.ids):
            raise ValueError(f"shard ids go from 0 to {self.count - 1}")

    @classmethod
    def all_of(cls, count: int) -> Shards:
        return cls(count, tuple(range(count)))

    def holds(self, guild_id: int | None) -> bool:
        """Whether this process holds the shard of ``guild_id`` (None: a direct message)."""
        return shard_of(guild_id, self.count) in self.ids

    @property
    def complete(self) -> bool:
        """Every shard is here: one process does everything."""
        return len(self.ids) == self.count

    def describe(self) -> str:
        return f"shards {','.join(map(str, self.ids))} of {self.count}"
