"""What the bot hands to its drawing executor crosses a process boundary: the deployed bot draws
in a ``ProcessPoolExecutor`` (``RENDER_PROCESSES`` unset: one process per core), so every
callable registered for drawing, searching or exporting must pickle, and give in a real pool of
spawned processes exactly what it gives in this one (every game, both languages)."""

from __future__ import annotations

import multiprocessing
import pickle
import random
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import pytest

import engines
from bot import i18n
from bot.present.captions import image_words
from bot.service.analyses import scan_slice
from bot.service.archives import zip_of
from bot.service.computer import judge, think
from bot.service.lessons import judge_try
from bot.service.puzzles import analyse_and_mine, mine_report
from bot.service.exports import ReplaySource, record_of, replay_of
from render import DRAWERS, HAND_RENDERERS, RENDERERS, Captions, render_hand_view, render_view
from render.analysis import render_analysis
from render.standings import StandingsRow, render_standings
from tests.helpers.games import random_notations
from tests.helpers.pools import PicklingExecutor

LANGUAGES = ("en", "fr")
SIZE = 240


def registered() -> Iterator[tuple[str, Callable[..., Any]]]:
    """Every callable the bot may hand to its executor, by a readable name."""
    for name, registry in (("RENDERERS", RENDERERS), ("DRAWERS", DRAWERS), ("HAND_RENDERERS", HAND_RENDERERS)):
        for key, function in registry.items():
            yield f"{name}[{key}]", function
    yield from (("render_view", render_view), ("render_hand_view", render_hand_view), ("think", think),
                ("judge", judge), ("record_of", record_of), ("replay_of", replay_of),
                ("render_standings", render_standings), ("zip_of", zip_of), ("scan_slice", scan_slice),
                ("judge_try", judge_try), ("mine_report", mine_report), ("analyse_and_mine", analyse_and_mine),
                ("render_analysis", render_analysis))


@pytest.mark.parametrize(("name", "function"), list(registered()), ids=[name for name, _ in registered()])
def test_every_callable_handed_to_the_executor_pickles(name: str, function: Callable[..., Any]) -> None:
    restored = pickle.loads(pickle.dumps(function))
    assert restored == function, name


def seats_of(key: str) -> int:
    return 4 if key == "macadam-cartes" else 2


def played(key: str, plies: int) -> tuple[Any, Any, list[str]]:
    """A seeded game of ``key`` after ``plies`` random moves (fewer if it ends): the start, the
    position and the notations."""
    game: Any = engines.get(key)
    seats = seats_of(key)
    start = game.new(seats=seats, seed=11, options={})
    state, notations = random_notations(game, start, random.Random(5), plies)
    return start, state, notations


def captions(lang: str, seats: int) -> Captions:
    names = tuple(i18n.t(lang, "computer.player", level=level) for level in range(1, seats + 1))
    return Captions(names=names, words=image_words(lang))


@pytest.fixture(scope="module")
def pool() -> Iterator[ProcessPoolExecutor]:
    # The bot's own pool: spawned processes (``bot.app``), so nothing is inherited by forking.
    with ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn")) as executor:
        yield executor


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", engines.GAMES)
def test_every_drawing_is_the_same_in_a_process_pool(pool: ProcessPoolExecutor, key: str, lang: str) -> None:
    game: Any = engines.get(key)
    _start, state, _ = played(key, 6)
    words = captions(lang, seats_of(key))
    public = game.player_view(state, None)
    calls: list[tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any]]] = [
        (render_view, (public,), {"size": SIZE, "captions": words}),
        (RENDERERS[key], (public,), {"size": SIZE, "captions": words}),
    ]
    for seat in range(seats_of(key)):
        if key in HAND_RENDERERS:
            own = game.player_view(state, seat)
            calls.append((render_hand_view, (own,), {"size": SIZE, "captions": words, "moves": None}))
            calls.append((HAND_RENDERERS[key], (own,), {"size": SIZE, "captions": words, "moves": None}))
    for function, args, kwargs in calls:
        assert pool.submit(function, *args, **kwargs).result() == function(*args, **kwargs), function
    drawn = pool.submit(DRAWERS[key], public, size=SIZE, captions=words).result()
    assert drawn.tobytes() == DRAWERS[key](public, size=SIZE, captions=words).tobytes()


@pytest.mark.parametrize("key", engines.GAMES)
def test_the_computer_and_the_exports_run_in_a_process_pool(pool: ProcessPoolExecutor, key: str) -> None:
    game: Any = engines.get(key)
    start, state, notations = played(key, 4)
    seat = game.to_move(state)
    assert seat is not None
    dumped = game.dump(state)
    assert pool.submit(think, key, dumped, seat, 1, 3, 5.0).result() == think(key, dumped, seat, 1, 3, 5.0)
    assert pool.submit(judge, key, dumped, seat, 1).result() == judge(key, dumped, seat, 1)
    seats = seats_of(key)
    source = ReplaySource(key, seats, 11, {}, tuple(notations), dumped)
    tags = {"Event": "test"}
    assert pool.submit(record_of, source, tags, False).result() == record_of(source, tags, False)
    words = captions("en", seats)
    bands = tuple(f"move {ply}" for ply in range(len(notations) + 1))
    assert pool.submit(replay_of, source, words, bands, SIZE).result() == replay_of(source, words, bands, SIZE)
    assert game.dump(start) != dumped
    if not game.hidden_information:  # the card game is not analysed
        dumped_start = game.dump(start)
        assert pool.submit(scan_slice, key, dumped_start, tuple(notations[:3]), 1, False).result() == scan_slice(
            key, dumped_start, tuple(notations[:3]), 1, False)
        legal = [game.format_move(state, move) for move in game.legal_moves(state)]
        if len(legal) > 1:  # a lesson's try: the first move played, the second the better one
            args = (key, dumped, len(notations), seat, legal[0], legal[1], 0.5, None, legal[-1], 1)
            assert pool.submit(judge_try, *args).result() == judge_try(*args)
        # a puzzle's mining (the batch executor): analysed, then mined, at shallow levels here
        mined = pool.submit(analyse_and_mine, source, 1, 2).result()
        assert mined == analyse_and_mine(source, 1, 2)
        assert pool.submit(mine_report, key, mined["report"], 2).result() == mined["puzzles"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_standings_are_drawn_the_same_in_a_process_pool(pool: ProcessPoolExecutor, lang: str) -> None:
    rows = (StandingsRow("1", "Alice", "2½", ("4", "5½", "3¼", "2", "–"), "3", asker=True),
            StandingsRow("2", "Bob", "2", ("3½", "5", "2¾", "1", "–"), "3"))
    kwargs: dict[str, Any] = {"tie_breaks": ("BH-C1", "BH", "SB", "WIN", "DE"), "title": "Club", "size": SIZE,
                              "captions": Captions(words=image_words(lang))}
    assert pool.submit(render_standings, rows, **kwargs).result() == render_standings(rows, **kwargs)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_analysis_chart_is_drawn_the_same_in_a_process_pool(pool: ProcessPoolExecutor, lang: str) -> None:
    kwargs: dict[str, Any] = {"game": "dames", "colours": ("blue", "green"), "marks": ((1, "blunder"),),
                              "size": SIZE, "captions": captions(lang, 2)}
    curve = (0.5, 0.55, 0.2, 0.25)
    assert pool.submit(render_analysis, curve, **kwargs).result() == render_analysis(curve, **kwargs)


def test_the_pickling_executor_refuses_a_closure() -> None:
    """The service tests' executor (``tests.helpers.pools``) fails as a process pool would."""
    local = 3

    def closure() -> int:
        return local

    with PicklingExecutor() as executor:
        with pytest.raises((pickle.PicklingError, AttributeError)):
            executor.submit(closure).result()
        assert executor.submit(abs, -2).result() == 2


def test_warm_up_starts_the_workers_before_the_first_drawing() -> None:
    """The bot starts a drawing process (and the forkserver) while it connects, so the first
    board after a start does not wait about a second for them; a pool already shut (a bot that
    stops at once) is left alone."""
    from bot.workers import drawing_pool, warm_up

    pool = drawing_pool(2)
    try:
        warm_up(pool, 2)
        assert len(pool._processes) == 2  # the executor's own table of its workers
    finally:
        pool.shutdown()
    warm_up(pool, 1)
    assert not pool._processes


def _lighting_computed() -> int:
    """In a worker: how many of the pieces' two lighting masks it already holds."""
    from render import pieces

    return pieces._lighting.cache_info().currsize


def test_a_new_drawing_worker_starts_with_the_drawings_one_time_work_done() -> None:
    """Each worker forked for a pool computed the pieces' lighting (about a quarter of a second of
    pure Python) on its first board with pieces; the forkserver does it once, before it forks."""
    from bot.workers import drawing_pool

    for _ in range(2):  # a second pool's worker, forked later, as well
        pool = drawing_pool(1)
        try:
            assert pool.submit(_lighting_computed).result() == 2
        finally:
            pool.shutdown()
