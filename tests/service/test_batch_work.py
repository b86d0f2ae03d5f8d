"""Issue 27: replays and exports are batch work, bounded per user and per process, and a board
never waits behind them; matches against the computer are bounded per user and server."""

from __future__ import annotations

import asyncio
import gc
import io
import random
import threading
import weakref
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from PIL import Image

import engines
from bot.errors import UserError
from bot.service import GameService
from bot.service import exports as exports_module
from bot.service.limits import Admission, ComputerMatches
from bot.storage import Storage
from bot.present.captions import image_words
from render import DRAWERS, Captions
from tests.helpers.clock import FakeClock
from tests.helpers.games import random_notations
from tests.helpers.ids import ALICE, BOB
from tests.helpers.service import start_match


@pytest.fixture
def one_drawing_thread() -> Iterator[ThreadPoolExecutor]:
    with ThreadPoolExecutor(1) as pool:
        yield pool


async def test_a_board_is_drawn_while_replays_hold_their_workers(
        storage: Storage, clock: FakeClock, one_drawing_thread: ThreadPoolExecutor,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Before: replays ran in the boards' executor, so a board waited for every replay asked before it."""
    release = threading.Event()

    def stuck_replay(*args: Any) -> Any:
        release.wait(10)
        raise exports_module.Unreplayable("released")

    monkeypatch.setattr(exports_module, "replay_of", stuck_replay)
    service = GameService(storage, clock=clock, board_size=120, render_executor=one_drawing_thread)
    match = await start_match(service, "dames")
    replays = [asyncio.ensure_future(service.replay_gif(match, Captions())) for _ in range(3)]
    await asyncio.sleep(0.1)  # the replays are handed to their executor
    try:
        board = await asyncio.wait_for(service.board_png(match), timeout=5)
    finally:
        release.set()
        await asyncio.gather(*replays, return_exceptions=True)
    assert board.startswith(b"\x89PNG")


def test_admission_bounds_each_owner_and_everyone() -> None:
    admission = Admission(1, 2, mine="exports_yours", busy="exports_busy")
    with admission.slot(ALICE):
        with pytest.raises(UserError) as mine:
            with admission.slot(ALICE):
                pass
        assert (mine.value.key, mine.value.params) == ("exports_yours", {"n": 1})
        with admission.slot(BOB):
            with pytest.raises(UserError) as busy:
                with admission.slot(3):
                    pass
            assert busy.value.key == "exports_busy"
        assert admission.in_flight == 1
    assert admission.in_flight == 0
    with admission.slot(ALICE), admission.slot(BOB):  # freed slots are taken again
        pass


async def test_a_hundred_computer_challenges_at_once_get_only_the_bound() -> None:
    stored: dict[int, int] = {}

    async def count(user: int, guild: int) -> int:
        await asyncio.sleep(0.001)  # a database read: every challenge could pass it before one is stored
        return stored.get(user, 0)

    quota = ComputerMatches(3, count)

    async def challenge(user: int) -> bool:
        try:
            async with quota.reserve(user, 1):
                await asyncio.sleep(0.005)  # the match is created, then counted
                stored[user] = stored.get(user, 0) + 1
        except UserError as error:
            assert (error.key, error.params) == ("computer_matches_limit", {"n": 3})
            return False
        return True

    results = await asyncio.gather(*(challenge(ALICE) for _ in range(100)), challenge(BOB))
    assert sum(results[:100]) == 3 and stored[ALICE] == 3
    assert results[100] is True  # another user is not refused
    assert not quota._locks and not quota._pending  # nothing kept once done


def _card_game(plies: int) -> Any:
    """A seeded six-seat card match after ``plies`` random moves (fewer if it ends)."""
    game: Any = engines.get("macadam-cartes")
    state, notations = random_notations(game, game.new(seats=6, seed=11, options={}), random.Random(5), plies)
    return exports_module.ReplaySource("macadam-cartes", 6, 11, {}, tuple(notations), game.dump(state))


def test_a_replay_draws_its_frames_one_at_a_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """Before: every frame of a replay was drawn first and held until the GIF was written (360
    frames of a long card match at once; twenty such replays held a gigabyte)."""
    source = _card_game(40)
    drawer = DRAWERS["macadam-cartes"]
    drawn: list[weakref.ref[Image.Image]] = []
    most_alive = 0

    def counted(*args: Any, **kwargs: Any) -> Image.Image:
        nonlocal most_alive
        gc.collect()
        most_alive = max(most_alive, sum(1 for ref in drawn if ref() is not None))
        frame = drawer(*args, **kwargs)
        drawn.append(weakref.ref(frame))
        return frame

    monkeypatch.setitem(DRAWERS, "macadam-cartes", counted)
    words = Captions(names=tuple(f"P{seat}" for seat in range(6)), words=image_words("en"))
    replay = exports_module.replay_of(source, words, (), 240)
    assert replay.frames == len(drawn) == len(source.notations) + 1
    assert most_alive <= 1
    gif = Image.open(io.BytesIO(replay.data))
    assert gif.n_frames == replay.frames
