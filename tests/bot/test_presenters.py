"""The game presenters' registry: every engine has one, by key, like the engines and renderers."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import engines
from bot import i18n
from bot.present.games import BOARD, PRESENTERS, Presenter, presenter_for
from bot.present.games.macadam import MacadamPresenter
from bot.present.games.macadam_cartes import CardTablePresenter


def test_every_engine_key_has_a_presenter() -> None:
    assert set(PRESENTERS) == set(engines.GAMES)
    assert all(isinstance(presenter, Presenter) for presenter in PRESENTERS.values())


def test_the_card_table_presenter_is_macadam_cartes_one() -> None:
    presenter = presenter_for("macadam-cartes")
    assert isinstance(presenter, CardTablePresenter) and presenter.private_panel


@pytest.mark.parametrize("key", ["dames", "dames-turques", "mak-yek", "apit-sodok"])
def test_a_board_game_gets_the_default(key: str) -> None:
    presenter = presenter_for(key)
    assert presenter is BOARD and type(presenter) is Presenter and not presenter.private_panel


def test_macadam_is_a_board_game_with_its_placement_line() -> None:
    presenter = presenter_for("macadam")
    assert isinstance(presenter, MacadamPresenter) and not presenter.private_panel


def test_a_game_without_a_presenter_is_shown_as_a_board() -> None:
    assert presenter_for("no-such-game") is BOARD


@pytest.mark.parametrize("key", list(engines.GAMES))
def test_private_panels_exactly_where_hands_are_hidden(key: str) -> None:
    """Only a game with hidden information gives its players a private panel (and it must)."""
    assert presenter_for(key).private_panel == engines.get(key).hidden_information


def _turn_line(options: dict[str, object]) -> str:
    game = engines.get("macadam")
    view = game.player_view(game.new(seats=2, seed=0, options=options), None)
    match = SimpleNamespace(seats=(11, 22), computers={})  # a turn line reads only who sits where
    return presenter_for("macadam").turn_line(match, "en", view, 0)  # type: ignore[arg-type]


def test_macadam_placement_phase_says_how_many_pawns_are_left_to_place() -> None:
    assert _turn_line({"free_placement": True}) == i18n.t("en", "board.to_place", user="<@11>", colour="White", n=8)


def test_macadam_after_placement_says_to_move() -> None:
    assert _turn_line({}) == i18n.t("en", "board.to_move", user="<@11>", colour="White")


def test_a_board_has_no_private_panel() -> None:
    with pytest.raises(NotImplementedError):
        BOARD.panel(SimpleNamespace(game=SimpleNamespace(key="dames")), 1, "en")  # type: ignore[arg-type]
