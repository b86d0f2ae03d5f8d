"""The sentence of the result banner over a finished match's image (issue 13), for every way a
board game ends, in English and in French: the winner (or a draw) and why, sides named by their
colour or a player's display name, never a Discord mention."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

import pytest

import engines
from bot.present.captions import banner_text
from bot.service import Match
from bot.storage import MatchRow

NAMES = ("Ann", "Bob")
WHEN = datetime(2026, 1, 1, tzinfo=timezone.utc)


def finished(game: str, result: dict[str, Any] | None, status: str = "finished") -> Match:
    engine = engines.get(game)
    row = MatchRow(
        id=1, game=game, options={}, state={}, version=3, status=status, result=result,  # type: ignore[arg-type]
        seats=(111, 222), guild_id=1, channel_id=2, thread_id=None, message_id=None, challenge_message_id=None,
        created_at=WHEN, updated_at=WHEN, turn_deadline=None, challenge_expires_at=None, draw_offer_seat=None,
    )  # fmt: skip
    return Match(row, engine, engine.new())


def won(winner: int, reason: str, **extra: Any) -> dict[str, Any]:
    return {"winners": [winner], "reason": reason, **extra}


CASES = [
    # (game, result, English, French)
    ("macadam", won(0, "goal"), "White wins by reaching the goal", "Les blancs gagnent en atteignant le but"),
    ("macadam", won(1, "six_two"), "Black wins 6-2: 6 pawns across, White has at most 2 at home",
     "Les noirs gagnent au 6-2 : 6 pions de l'autre côté, les blancs au plus 2 chez eux"),
    ("macadam", won(1, "blocked"), "Black wins: White cannot move", "Les noirs gagnent : les blancs ne peuvent plus bouger"),
    ("mak-yek", won(0, "no_pieces", scores=[15, 14]), "White wins on captures: 15 to 14 (one side has no men left)",
     "Les blancs gagnent aux prises : 15 à 14 (un camp n'a plus de pions)"),
    ("apit-sodok", won(1, "no_moves", scores=[3, 5]),
     "Black wins on captures: 5 to 3 (the side to move had no move left)",
     "Les noirs gagnent aux prises : 5 à 3 (le camp au trait n'avait plus de coup)"),
    ("mak-yek", won(0, "agreement", scores=[15, 14]), "White wins on captures: 15 to 14 (stopped by agreement)",
     "Les blancs gagnent aux prises : 15 à 14 (arrêt d'un commun accord)"),
    ("mak-yek", {"winners": [], "reason": "agreement", "scores": [9, 9]},
     "Draw on captures: 9 to 9 (stopped by agreement)", "Partie nulle aux prises : 9 à 9 (arrêt d'un commun accord)"),
    ("mak-yek", won(1, "timeout", scores=None, by=0), "Black wins: White ran out of time",
     "Les noirs gagnent : les blancs ont dépassé le temps"),
    ("dames", won(1, "timeout", scores=None, by=0), "Green wins: Blue ran out of time",
     "Les verts gagnent : les bleus ont dépassé le temps"),
    ("dames", won(0, "resignation", scores=None, by=1), "Blue wins: Green resigned",
     "Les bleus gagnent : les verts ont abandonné"),
    ("dames-turques", won(0, "resignation", scores=None, by=1), "White wins: Black resigned",
     "Les blancs gagnent : les noirs ont abandonné"),
    ("dames", {"winners": [], "reason": "agreement"}, "Draw: agreed by both players", "Partie nulle : d'un commun accord"),
    ("dames", won(0, "no_pieces"), "Blue wins: Green has no pieces left", "Les bleus gagnent : les verts n'ont plus de pièces"),
    ("dames-turques", won(1, "blocked"), "Black wins: White cannot move",
     "Les noirs gagnent : les blancs ne peuvent plus bouger"),
]


@pytest.mark.parametrize(("game", "result", "english", "french"), CASES, ids=lambda v: v if isinstance(v, str) else "")
def test_every_end_reads_right_on_the_banner(game: str, result: dict[str, Any], english: str, french: str) -> None:
    match = finished(game, result)
    assert banner_text(match, "en", NAMES) == english
    assert banner_text(match, "fr", NAMES) == french


def test_a_count_win_says_the_count() -> None:
    for game in ("mak-yek", "apit-sodok"):
        text = banner_text(finished(game, won(0, "no_capture_limit", scores=[15, 14])), "en", NAMES)
        assert text is not None and "on captures: 15 to 14" in text


def test_an_aborted_match_names_who_aborted_it_by_display_name() -> None:
    match = finished("dames", {"reason": "aborted", "by": 1}, status="aborted")
    assert banner_text(match, "en", NAMES) == "Match aborted by Bob"
    assert banner_text(match, "fr", NAMES) == "Partie annulée par Bob"


@pytest.mark.parametrize("status", ["active", "challenge", "declined"])
def test_no_banner_while_a_match_goes_on_or_never_started(status: str) -> None:
    assert banner_text(finished("dames", None, status=status), "en", NAMES) is None


def test_no_banner_carries_a_mention() -> None:
    texts = [banner_text(finished(game, result), lang, NAMES) for game, result, *_ in CASES for lang in ("en", "fr")]
    texts.append(banner_text(finished("dames", {"reason": "aborted", "by": 0}, status="aborted"), "en", NAMES))
    assert all(text and "<@" not in text and "**" not in text for text in texts)
