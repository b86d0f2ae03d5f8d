"""Ratings in storage: written in the transaction that finishes a rated match, read by index."""

from __future__ import annotations

from typing import Any

import pytest

import bot.storage.ratings

from bot.ratings import START
from bot.storage import Storage
from tests.storage.conftest import MakeMatch

WIN_FIRST = {"winners": [0], "reason": "resignation"}
DRAW = {"winners": [], "reason": "agreement"}


async def finish(storage: Storage, make_match: MakeMatch, result: dict[str, Any], *, rated: bool = True,
                 seats: tuple[int, ...] = (111, 222), game: str = "dames", guild: int = 10, **kw: Any) -> int:
    match = await make_match(storage, options={"rated": rated}, seats=seats, game=game, guild_id=guild, **kw)
    active = await storage.matches.set_status(match.id, match.version, "active")
    assert active is not None
    done = await storage.matches.set_status(match.id, active.version, "finished", result)
    assert done is not None
    return match.id


async def test_a_rated_result_changes_both_ratings(storage: Storage, make_match: MakeMatch) -> None:
    match_id = await finish(storage, make_match, WIN_FIRST)
    board = await storage.ratings.leaderboard(10, "dames")
    assert [user for user, _ in board] == [111, 222]
    (_, winner), (_, loser) = board
    assert winner.shown > START > loser.shown and (winner.wins, loser.losses) == (1, 1)
    changes = await storage.ratings.recent_changes(10, 222, "dames")
    assert [(c.match_id, c.outcome, c.before) for c in changes] == [(match_id, "loss", START)]
    assert changes[0].after == loser.shown


async def test_unrated_matches_and_matches_without_the_flag_change_nothing(storage: Storage, make_match: MakeMatch) -> None:
    await finish(storage, make_match, WIN_FIRST, rated=False)
    match = await make_match(storage, options={})  # made before ratings existed
    active = await storage.matches.set_status(match.id, match.version, "active")
    assert active is not None
    await storage.matches.set_status(match.id, active.version, "finished", WIN_FIRST)
    assert await storage.ratings.leaderboard(10, "dames") == []


async def test_an_aborted_match_is_not_rated(storage: Storage, make_match: MakeMatch) -> None:
    match = await make_match(storage, options={"rated": True})
    await storage.matches.set_status(match.id, match.version, "aborted", {"by": 0})
    assert await storage.ratings.leaderboard(10, "dames") == []


async def test_a_computer_match_counts_only_where_the_server_opts_in(storage: Storage, make_match: MakeMatch) -> None:
    await finish(storage, make_match, WIN_FIRST, seats=(111, 999), computers={1: 5})
    assert await storage.ratings.leaderboard(10, "dames") == []
    await storage.settings.set_guild(10, rate_computer=True)
    await finish(storage, make_match, WIN_FIRST, seats=(111, 999), computers={1: 5})
    board = await storage.ratings.leaderboard(10, "dames")
    assert [user for user, _ in board] == [111]  # the computer plays at its level's rating, never stored
    assert board[0][1].shown - START > 100  # beating a level-5 computer (1786) is worth more than an equal


async def test_ratings_are_per_server_and_per_game(storage: Storage, make_match: MakeMatch) -> None:
    await finish(storage, make_match, WIN_FIRST)
    await finish(storage, make_match, DRAW, guild=11)
    await finish(storage, make_match, WIN_FIRST, game="mak-yek")
    assert set((await storage.ratings.ratings_of(10, 111, ["dames", "mak-yek", "macadam"])).keys()) == {"dames", "mak-yek"}
    assert (await storage.ratings.ratings_of(11, 111, ["dames"]))["dames"].shown == START


async def test_a_failure_while_rating_rolls_the_result_back(storage: Storage, make_match: MakeMatch,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    match = await make_match(storage, options={"rated": True})
    active = await storage.matches.set_status(match.id, match.version, "active")
    assert active is not None

    def broken(*_: Any) -> None:
        raise RuntimeError("disk full")

    monkeypatch.setattr(bot.storage.ratings, "settle", broken)  # after the ratings are read, in the write
    with pytest.raises(RuntimeError):
        await storage.matches.set_status(match.id, active.version, "finished", WIN_FIRST)
    stored = await storage.matches.get(match.id)
    assert stored is not None and (stored.status, stored.version) == ("active", active.version)


async def test_a_card_table_rates_every_seat_by_rank(storage: Storage, make_match: MakeMatch) -> None:
    result = {"winners": [1], "scores": [300, 900, 500, 300], "reason": "all-signals", "tiebreak": None}
    await finish(storage, make_match, result, seats=(1, 2, 3, 4), game="macadam-cartes")
    board = await storage.ratings.leaderboard(10, "macadam-cartes")
    assert [user for user, _ in board][:2] == [2, 3]
    assert board[2][1].shown == board[3][1].shown  # tied on points, tied in rank


async def test_rank_of_counts_the_players_ahead(storage: Storage, make_match: MakeMatch) -> None:
    for loser in (201, 202, 203):
        await finish(storage, make_match, WIN_FIRST, seats=(111, loser))
    await finish(storage, make_match, WIN_FIRST, seats=(300, 301))
    rank, total, rating = await storage.ratings.rank_of(10, "dames", 111) or (0, 0, None)
    assert (rank, total) == (1, 6) and rating is not None and rating.games == 3
    rank_300 = await storage.ratings.rank_of(10, "dames", 300)
    assert rank_300 is not None and rank_300[0] == 2
    assert await storage.ratings.rank_of(10, "dames", 999) is None
    top = await storage.ratings.leaderboard(10, "dames", limit=2)
    assert [user for user, _ in top] == [111, 300]


@pytest.mark.parametrize(
    ("sql", "params"),
    [
        ("SELECT user_id FROM ratings WHERE guild_id = ? AND game = ? ORDER BY rating DESC, games DESC, user_id"
         " LIMIT 10", (10, "dames")),
        ("SELECT COUNT(*) FROM ratings WHERE guild_id = ? AND game = ? AND (rating > ? OR (rating = ?"
         " AND (games > ? OR (games = ? AND user_id < ?))))", (10, "dames", 1500, 1500, 3, 3, 5)),
        ("SELECT match_id FROM rating_changes WHERE guild_id = ? AND user_id = ? AND game = ?"
         " ORDER BY created_at DESC, match_id DESC LIMIT 5", (10, 111, "dames")),
    ],
)
async def test_leaderboard_queries_read_an_index_not_the_whole_table(sqlite_storage: Storage, sql: str,
                                                                     params: tuple[Any, ...]) -> None:
    async with sqlite_storage.db.read() as conn:
        plan = " ".join(str(row[3]) for row in await conn.execute_fetchall("EXPLAIN QUERY PLAN " + sql, params))
    assert "USING" in plan and "INDEX" in plan and "USE TEMP B-TREE" not in plan, plan
