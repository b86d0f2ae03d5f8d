"""kill -9 in the middle of a round's pairing (issue 28): a process pairs a round of a Swiss and
is killed, once inside the pairing's transaction and once between starting two of its games; the
next start (``Rounds.resume``) loses nothing and pairs the round once, each board with one game."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from bot.service import GameService
from bot.service.tournament_news import News
from bot.storage import Storage

PLAYERS = [1000 + n for n in range(9)]
COMPUTER = 999

CHILD = textwrap.dedent("""
    import asyncio, os, signal, sys
    from bot.service import GameService
    from bot.service.rounds import Rounds
    from bot.storage import Storage
    from bot.storage.tournaments import TournamentStore

    path, where = sys.argv[1], sys.argv[2]

    def killed_after(calls, original):
        count = 0
        async def run(*args, **kwargs):
            nonlocal count
            result = await original(*args, **kwargs)
            count += 1
            if count == calls:
                os.kill(os.getpid(), signal.SIGKILL)
            return result
        return run

    async def main():
        if where == "in-transaction":  # the round's rows written, not committed
            TournamentStore._insert_round = staticmethod(killed_after(1, TournamentStore._insert_round))
        else:  # the round committed, two of its five games started
            Rounds._start_board = killed_after(2, Rounds._start_board)
        async with Storage.open(path, synchronous="FULL") as storage:
            service = GameService(storage, computer_user=999)
            service.subscribe(service.rounds.committed)
            made = await service.tournaments.create(guild_id=10, channel_id=20, creator_id=1000,
                                                    game_key="dames", name="Crash Swiss", rounds=5)
            for user in range(1000, 1009):
                made = await service.tournaments.join(made.id, user)
            await service.tournaments.start(made.id, 1000)
        print("not killed", flush=True)

    asyncio.run(main())
""")


@pytest.mark.parametrize("where", ["in-transaction", "between-games"])
async def test_a_kill_mid_pairing_loses_nothing_and_pairs_once(tmp_path: Path, where: str) -> None:
    path = tmp_path / "crash.sqlite3"
    root = Path(__file__).resolve().parents[2]
    child = subprocess.run([sys.executable, "-c", CHILD, str(path), where], cwd=root, capture_output=True,
                           text=True, timeout=120)
    assert child.returncode == -9, child.stdout + child.stderr
    async with Storage.open(path, synchronous="FULL") as storage:
        service = GameService(storage, computer_user=COMPUTER)
        service.subscribe(service.rounds.committed)
        heard: list[News] = []

        async def hear(news: News) -> None:
            heard.append(news)

        service.tournaments.subscribe(hear)
        (tournament,) = await storage.tournaments.of_guild(10)
        assert tournament.status == "running" and len(tournament.entries) == 9
        rounds = await storage.tournaments.rounds(tournament.id)
        assert [r.status for r in rounds] == ([] if where == "in-transaction" else ["pairing"])
        await service.rounds.resume()
        await service.rounds.resume()
        rounds = await storage.tournaments.rounds(tournament.id)
        assert [(r.number, r.status) for r in rounds] == [(1, "playing")]
        boards = await storage.tournaments.pairings(tournament.id, 1)
        games = [board for board in boards if board.bye is None]
        assert len(games) == 4 and len(boards) == 5  # nine players: four games and a bye
        assert len({board.match_id for board in games}) == 4 and None not in {board.match_id for board in games}
        seated = sorted(user for board in boards for user in board.seats if user is not None)
        assert seated == PLAYERS
        for board in games:
            match = await service.get(board.match_id)  # type: ignore[arg-type]
            assert match.status == "active" and match.tournament == (tournament.id, 1, board.board)
            assert list(match.seats) == list(board.seats)
        # no stray match: every match created belongs to a board
        matches = await storage.matches.for_user(PLAYERS[0], None)
        assert len([m for m in matches if m.options.get("tournament")]) == 1
        assert [news.kind for news in heard] == ["paired"]

