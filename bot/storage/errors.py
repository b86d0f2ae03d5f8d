"""Errors raised by the storage layer."""

from __future__ import annotations

import sqlite3

import asyncpg


class StorageError(Exception):
    """Base class of storage failures."""


class SchemaError(StorageError):
    """The database schema cannot be used (newer than this code, bad migration files...)."""


class CorruptMatch(StorageError):
    """A stored match row cannot be decoded; only that match is affected."""

    def __init__(self, match_id: int, reason: str) -> None:
        super().__init__(f"match {match_id} is corrupt: {reason}")
        self.match_id = match_id
        self.reason = reason


class DuplicateMove(StorageError):
    """The move log already holds this ply for this match; the whole save was rolled back."""

    def __init__(self, match_id: int, ply: int) -> None:
        super().__init__(f"match {match_id} already has a move at ply {ply}")
        self.match_id = match_id
        self.ply = ply


class SeatsLocked(StorageError):
    """The match already has moves: its seats can no longer change (nothing was written)."""

    def __init__(self, match_id: int) -> None:
        super().__init__(f"match {match_id} has moves: its seats are fixed")
        self.match_id = match_id


class CorruptRating(StorageError):
    """A stored rating row cannot be decoded; only that player's rating in that game is affected."""

    def __init__(self, user_id: object, reason: str) -> None:
        super().__init__(f"the rating of user {user_id} is corrupt: {reason}")
        self.user_id = user_id
        self.reason = reason


class CorruptTournament(StorageError):
    """A stored tournament row (or one of its entries, rounds, pairings) cannot be decoded; only
    that tournament is affected."""

    def __init__(self, tournament_id: object, reason: str) -> None:
        super().__init__(f"tournament {tournament_id} is corrupt: {reason}")
        self.tournament_id = tournament_id
        self.reason = reason


#: what the database drivers and the storage raise when the database fails (the bot's start
#: and the interactions' count of database errors both catch these).
DATABASE_ERRORS: tuple[type[Exception], ...] = (sqlite3.Error, asyncpg.PostgresError, asyncpg.InterfaceError,
                                                StorageError)
