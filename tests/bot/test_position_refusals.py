"""A bad start position given to /challenge is explained whole in the player's language (issue 25):
the reason comes from the engine's refusal code, never from its English text."""

from __future__ import annotations

from typing import Any

import pytest

import engines
from tests.helpers.guild import Club

#: (game, options, the whole reply in English, in French), one case or more per board game.
CASES: list[tuple[str, dict[str, Any], str, str]] = [
    ("dames", {"position": "nonsense"},
     "This position cannot be used for Dames (international draughts): it must start with W or B, the side to "
     "move. Write it like the usual start: `W:W31-50:B1-20`",
     "Cette position ne convient pas au jeu « Dames (jeu de dames international) » : elle doit commencer par W "
     "ou B, le camp au trait. Écrivez-la comme la position de départ habituelle : `W:W31-50:B1-20`"),
    ("dames", {"position": "W:W31-50:B1-20,K50"},
     "This position cannot be used for Dames (international draughts): cell 50 is given twice. Write it like "
     "the usual start: `W:W31-50:B1-20`",
     "Cette position ne convient pas au jeu « Dames (jeu de dames international) » : la case 50 est donnée deux "
     "fois. Écrivez-la comme la position de départ habituelle : `W:W31-50:B1-20`"),
    ("dames-turques", {"position": "8/8/8 w"},
     "This position cannot be used for Dames turques (Turkish draughts): it needs 8 ranks separated by /, not 3. "
     "Write it like the usual start: `8/bbbbbbbb/bbbbbbbb/8/8/wwwwwwww/wwwwwwww/8 w`",
     "Cette position ne convient pas au jeu « Dames turques » : il faut 8 rangées séparées par /, pas 3. "
     "Écrivez-la comme la position de départ habituelle : `8/bbbbbbbb/bbbbbbbb/8/8/wwwwwwww/wwwwwwww/8 w`"),
    ("macadam", {"position": "8/8/8/8/8/8/8/7k w"},
     "This position cannot be used for Macadam: there is no piece “k” (write w or b for a pawn, a digit for a "
     "run of empty cells). Write it like the usual start: `8/b1b1b1b1/1b1b1b1b/8/8/w1w1w1w1/1w1w1w1w/8 w`",
     "Cette position ne convient pas au jeu « Macadam » : il n'y a pas de pièce « k » (écrivez w ou b pour un "
     "pion, un chiffre pour une suite de cases vides). Écrivez-la comme la position de départ habituelle : "
     "`8/b1b1b1b1/1b1b1b1b/8/8/w1w1w1w1/1w1w1w1w/8 w`"),
    ("macadam", {"position": "8/b1b1b1b1/8/8/8/w1w1w1w1/1w1w1w1w/8 w", "free_placement": True},
     "This position cannot be used for Macadam: with free placement, the side to move must still have a pawn "
     "to place. Write it like the usual start: `8/8/8/8/8/8/8/8 w`",
     "Cette position ne convient pas au jeu « Macadam » : en placement libre, le camp au trait doit encore "
     "avoir un pion à poser. Écrivez-la comme la position de départ habituelle : `8/8/8/8/8/8/8/8 w`"),
    ("mak-yek", {"position": "8/8/8/8/8/8/8/8 x"},
     "This position cannot be used for Mak-Yek: the side to move is written w or b, not “x”. Write it like the "
     "usual start: `bbbbbbbb/8/bbbbbbbb/8/8/wwwwwwww/8/wwwwwwww w 0 0 0`",
     "Cette position ne convient pas au jeu « Mak-Yek » : le camp au trait s'écrit w ou b, pas « x ». "
     "Écrivez-la comme la position de départ habituelle : `bbbbbbbb/8/bbbbbbbb/8/8/wwwwwwww/8/wwwwwwww w 0 0 0`"),
    ("apit-sodok", {"position": "w8/8/8/8/8/8/8/8 w"},
     "This position cannot be used for Apit-Sodok: the rank “w8” does not make exactly 8 cells. Write it like "
     "the usual start: `bbbbbbbb/8/bbbbbbbb/8/8/wwwwwwww/8/wwwwwwww w 0 0 0`",
     "Cette position ne convient pas au jeu « Apit-Sodok » : la rangée « w8 » ne fait pas exactement 8 cases. "
     "Écrivez-la comme la position de départ habituelle : `bbbbbbbb/8/bbbbbbbb/8/8/wwwwwwww/8/wwwwwwww w 0 0 0`"),
]


def test_every_board_game_has_a_case() -> None:
    boards = {key for key, game in engines.GAMES.items() if "position" in game.option_defaults}
    assert {game for game, *_ in CASES} == boards


@pytest.mark.parametrize("locale", ["en-US", "fr"])
async def test_a_bad_position_is_explained_in_the_players_language(table: Club, locale: str) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        for game, options, english, french in CASES:
            res = await standin.slash(table.alice, "challenge", {"game": game, "opponent": table.bob, **options},
                                      locale=locale)
            answer = await res.response()
            assert answer.ephemeral
            assert answer.content == (french if locale == "fr" else english)
            with pytest.raises(ValueError) as refused:  # what the engine says to a caller outside the bot
                engines.get(game).new(options=options)
            assert str(refused.value) not in str(answer.content)
    assert table.boards(table.channel) == []
