"""Load-time checks of tournament rows, as ``row_checks`` does for matches: every column checked,
a damaged row raising :class:`CorruptTournament` that names the column and the problem (never
what it holds), so one bad row breaks its own tournament only."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, TypeVar

from .errors import CorruptTournament
from .column_checks import MAX_INT, ColumnChecks
from .row_checks import Row
from .tournament_rows import (
    BYE_KINDS,
    FORMATS,
    MAX_SEATS,
    ROUND_STATUSES,
    TOURNAMENT_STATUSES,
    EntryRow,
    PairingRow,
    RoundRow,
    TournamentRow,
)

T = TypeVar("T")


class _Check(ColumnChecks):
    """Checks of one tournament's values; each failure is a CorruptTournament naming ``what``."""

    def __init__(self, tournament_id: Any) -> None:
        self.tournament_id = tournament_id

    def fail(self, what: str, problem: str) -> CorruptTournament:
        return CorruptTournament(self.tournament_id, f"{what} {problem}")

    def optional(self, what: str, value: Any, low: int = 1, high: int = MAX_INT) -> int | None:
        return None if value is None else self.number(what, value, low, high)

    def flag(self, what: str, value: Any) -> bool:
        return self.number(what, value, 0, 1) == 1

    def choice(self, what: str, value: Any, choices: Sequence[T]) -> T:
        if value not in choices:
            raise self.fail(what, "is not a known choice")
        return value  # type: ignore[no-any-return]

    def options(self, text: Any) -> dict[str, object]:
        try:
            value = json.loads(text) if isinstance(text, str) else None
        except (ValueError, RecursionError):
            value = None
        if not isinstance(value, dict):
            raise self.fail("options", "is not a JSON object")
        if not isinstance(value.get("double", False), bool):
            raise self.fail("options.double", "is not true or false")
        if value.get("round_days") is not None:
            self.number("options.round_days", value["round_days"], 1, 366)
        return value


def decode_tournament(row: Row, entries: Sequence[Row], forbidden: Sequence[Row]) -> TournamentRow:
    """A ``tournaments`` row with its ``tournament_entries`` and ``tournament_forbidden`` rows."""
    check = _Check(row["id"])
    tournament_id = check.number("id", row["id"])
    users = {check.player("entry user_id", entry["user_id"]) for entry in entries}
    pairs = []
    for pair in forbidden:
        a, b = check.snowflake("forbidden user_a", pair["user_a"]), check.snowflake("forbidden user_b", pair["user_b"])
        if not a < b or not {a, b} <= users:
            raise check.fail("forbidden", "is not a pair of two entrants")
        pairs.append((a, b))
    return TournamentRow(
        id=tournament_id,
        guild_id=check.snowflake("guild_id", row["guild_id"]),
        channel_id=check.snowflake("channel_id", row["channel_id"]),
        thread_id=None if row["thread_id"] is None else check.snowflake("thread_id", row["thread_id"]),
        creator_id=check.player("creator_id", row["creator_id"]),
        game=check.text("game", row["game"]),
        format=check.choice("format", row["format"], FORMATS),
        rounds=check.optional("rounds", row["rounds"], 1, 1000),
        days=check.number("days", row["days"], 1, 366),
        rated=check.flag("rated", row["rated"]),
        max_entries=check.optional("max_entries", row["max_entries"], 2, 100_000),
        starts_at=check.time_or_none("starts_at", row["starts_at"]),
        status=check.choice("status", row["status"], TOURNAMENT_STATUSES),
        options=check.options(row["options"]),
        version=check.number("version", row["version"]),
        created_at=check.time("created_at", row["created_at"]),
        updated_at=check.time("updated_at", row["updated_at"]),
        entries=tuple(_entry(check, entry) for entry in entries),
        forbidden=tuple(pairs),
    )


def _entry(check: _Check, row: Row) -> EntryRow:
    joined = check.number("entry joined_round", row["joined_round"])
    return EntryRow(
        user_id=check.player("entry user_id", row["user_id"]),
        joined_round=joined,
        withdrawn_round=check.optional("entry withdrawn_round", row["withdrawn_round"]),
        seed=check.optional("entry seed", row["seed"]),
        rating=check.optional("entry rating", row["rating"], -MAX_INT),
        joined_at=check.time("entry joined_at", row["joined_at"]),
    )


def decode_round(row: Row) -> RoundRow:
    check = _Check(row["tournament_id"])
    return RoundRow(
        tournament_id=check.number("round tournament_id", row["tournament_id"]),
        number=check.number("round number", row["number"]),
        status=check.choice("round status", row["status"], ROUND_STATUSES),
        deadline=check.time_or_none("round deadline", row["deadline"]),
        created_at=check.time("round created_at", row["created_at"]),
    )


def decode_pairing(row: Row, seats: Sequence[Row]) -> PairingRow:
    """A ``tournament_pairings`` row and its ``tournament_seats`` rows in seat order."""
    check = _Check(row["tournament_id"])
    where = f"round {row['round']} board {row['board']}"
    if not 1 <= len(seats) <= MAX_SEATS or [seat["seat"] for seat in seats] != list(range(len(seats))):
        raise check.fail(f"{where} seats", "are not numbered 0..n-1")
    users = tuple(None if seat["user_id"] is None else check.player(f"{where} seat user_id", seat["user_id"])
                  for seat in seats)
    places = tuple(check.optional(f"{where} place", seat["place"], 1, len(seats)) for seat in seats)
    bye = None if row["bye"] is None else check.choice(f"{where} bye", row["bye"], BYE_KINDS)
    if (bye is not None) != (len(seats) == 1) or (bye is not None and users[0] is None):
        raise check.fail(f"{where} bye", "does not seat one player")
    score = check.optional(f"{where} score", row["score"], 0, 2)
    if score is not None and (len(seats) != 2 or bye is not None):
        raise check.fail(f"{where} score", "is not on a game of two")
    return PairingRow(
        tournament_id=check.number("pairing tournament_id", row["tournament_id"]),
        round=check.number(f"{where} round", row["round"]),
        board=check.number(f"{where} board", row["board"]),
        seats=users,
        bye=bye,
        match_id=check.optional(f"{where} match_id", row["match_id"]),
        score=None if score is None else score / 2,
        forfeit=check.flag(f"{where} forfeit", row["forfeit"]),
        places=places,
        decided_at=check.time_or_none(f"{where} decided_at", row["decided_at"]),
    )
