"""The bot's metrics, in a registry of its own (never prometheus_client's global one, so that
several bots in one process, as in the tests, do not collide). Every metric carries the
``shard`` label: the shards this process holds (``0``, ``0,1``) or ``all``. Labels hold only
command names, outcomes, game keys and shard numbers."""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

from bot.shards import Shards

#: seconds; from a few milliseconds (a refused move) to the stand-in's and Discord's patience.
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)
#: seconds a drawing or a search waited: a board takes ~30 ms, a level-8 search about a second.
WAIT_BUCKETS = (0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)
#: seconds discord.py sleeps on a 429.
RATE_LIMIT_BUCKETS = (0.1, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)


def shard_label(shards: Shards | None) -> str:
    """The ``shard`` label of a process holding ``shards`` (None: one connection, every shard)."""
    if shards is None or shards.complete:
        return "all"
    return ",".join(str(shard) for shard in shards.ids)


class Metrics:
    """The named metrics of one bot process, children already bound to its shard label."""

    def __init__(self, shards: Shards | None = None) -> None:
        self.registry = registry = CollectorRegistry(auto_describe=True)
        self.shard = shard = shard_label(shards)
        self.interactions = Counter(
            "gametable_interactions", "Interactions answered, by command (or component kind) and outcome",
            ["shard", "command", "outcome"], registry=registry)
        self.move_committed = Histogram(
            "gametable_move_committed_seconds", "A move: from its interaction received to its commit",
            ["shard", "game"], buckets=LATENCY_BUCKETS, registry=registry)
        self.move_posted = Histogram(
            "gametable_move_posted_seconds", "A move: from its interaction received to its board posted",
            ["shard", "game"], buckets=LATENCY_BUCKETS, registry=registry)
        self.drawing_queue = Gauge(
            "gametable_drawing_queue", "Drawings handed to the drawing pool and not yet back",
            ["shard"], registry=registry).labels(shard)
        self.drawing_wait = Histogram(
            "gametable_drawing_wait_seconds", "A drawing: from handed to the pool to its image back",
            ["shard"], buckets=WAIT_BUCKETS, registry=registry).labels(shard)
        self.computer_queue = Gauge(
            "gametable_computer_queue", "The computer's searches waiting in the fair queue or running",
            ["shard"], registry=registry).labels(shard)
        self.computer_wait = Histogram(
            "gametable_computer_wait_seconds", "A search: from queued to started in the computer's pool",
            ["shard"], buckets=WAIT_BUCKETS, registry=registry).labels(shard)
        self.matches_open = Gauge(
            "gametable_matches_open", "Matches open (challenge, lobby or being played) by game",
            ["shard", "game"], registry=registry)
        self.timers_pending = Gauge(
            "gametable_timers_pending", "Expiries, turn deadlines and reminders set and not yet fired",
            ["shard"], registry=registry).labels(shard)
        self.database_errors = Counter(
            "gametable_database_errors", "Database failures met by interactions and health checks",
            ["shard"], registry=registry).labels(shard)
        self.rate_limits = Counter(
            "gametable_discord_rate_limits", "Discord's 429 answers that discord.py waited on",
            ["shard"], registry=registry).labels(shard)
        self.rate_limit_wait = Histogram(
            "gametable_discord_rate_limit_wait_seconds", "Seconds discord.py waited on a 429",
            ["shard"], buckets=RATE_LIMIT_BUCKETS, registry=registry).labels(shard)

    def interaction(self, command: str, outcome: str) -> None:
        self.interactions.labels(self.shard, command, outcome).inc()

    def move(self, game: str, *, committed: float | None = None, posted: float | None = None) -> None:
        """A move's latencies (seconds since its interaction was received)."""
        if committed is not None:
            self.move_committed.labels(self.shard, game).observe(committed)
        if posted is not None:
            self.move_posted.labels(self.shard, game).observe(posted)

    def open_matches(self, counts: dict[str, int]) -> None:
        """Set the open matches by game; a game no longer counted goes back to 0."""
        known = {labels[1] for labels in self._children(self.matches_open)}
        for game in known | set(counts):
            self.matches_open.labels(self.shard, game).set(counts.get(game, 0))

    def exposition(self) -> bytes:
        return generate_latest(self.registry)

    @staticmethod
    def _children(gauge: Gauge) -> list[tuple[str, ...]]:
        return [tuple(sample.labels.values()) for family in gauge.collect() for sample in family.samples]
