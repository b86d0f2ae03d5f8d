"""Every message exists in English and French, with the same placeholders."""

from __future__ import annotations

import string

from bot import i18n


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_message_is_in_both_languages_with_the_same_placeholders() -> None:
    english, french = i18n.MESSAGES["en"], i18n.MESSAGES["fr"]
    assert set(english) == set(french)
    for key, text in english.items():
        assert _fields(text) == _fields(french[key]), key


def test_a_count_of_one_reads_in_the_singular() -> None:
    assert i18n.t("en", "select.piece_option", cell=32, n=1) == "Piece on 32 (1 move)"
    assert i18n.t("fr", "select.piece_option", cell=32, n=2) == "Pièce en 32 (2 coups)"
    assert i18n.t("fr", "move.capture_required", count=1) == "La prise est obligatoire : vous pouvez prendre une pièce."


def _engine_codes() -> set[tuple[str, frozenset[str]]]:
    """Every error the card engine raises: (code, the parameter names that call gives)."""
    import ast
    from importlib import resources

    found = set()
    for module in ("rules.py", "notation.py", "game.py"):
        source = resources.files("engines.cards.macadam_cartes").joinpath(module).read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(source)):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("IllegalMove", "BadNotation")):
                code = node.args[0]
                assert isinstance(code, ast.Constant) and isinstance(code.value, str)
                found.add((code.value, frozenset(k.arg for k in node.keywords if k.arg)))
    return found


SAMPLE = {"card": "BIC", "follow": "signal:piste", "kind": "piste", "verb": "draw", "wanted": "card", "text": "x",
          "seat": 0, "to_move": 1}


def test_every_error_of_the_card_engine_is_explained_in_both_languages() -> None:
    codes = _engine_codes()
    assert {"must-follow", "no-licence", "signal-covered", "discard-pending", "unknown-card"} <= {c for c, _ in codes}
    assert len(codes) >= 26
    for code, names in sorted(codes):
        params = {name: SAMPLE[name] for name in names}
        for lang in i18n.LANGS:
            text = i18n.explain(lang, f"move.{code}", params, game="macadam-cartes")
            unknown = i18n.t(lang, "move.unknown", code=code)
            assert text != unknown and "{" not in text, (code, lang, text)
    # the ids the engine gives are shown in words
    assert i18n.explain("en", "move.must-follow", {"card": "BIC", "follow": "vehicle"}, game="macadam-cartes") == (
        "Bicycle does not follow: you must play any vehicle.")
    assert i18n.explain("fr", "move.already-done", {"verb": "roll"}, game="macadam-cartes") == (
        "Vous avez déjà lancé le dé pendant ce tour.")


def test_every_end_of_a_card_game_reads_in_both_languages() -> None:
    from render.cards import REASONS, TIEBREAKS

    for lang in i18n.LANGS:
        for reason in (*REASONS, "agreed"):
            for tiebreak in TIEBREAKS:
                result = {"winners": [1] if tiebreak != "shared" else [0, 1], "reason": reason,
                          "scores": [300, 300, -100], "tiebreak": tiebreak}
                text = i18n.result_text(lang, result, [])
                assert "{" not in text and f"reason.{reason}" not in text and "tiebreak." not in text, text
    assert i18n.result_text("en", {"winners": [1], "reason": "all-signals", "scores": [1100, 1300, -200],
                                   "tiebreak": "score"}, []) == (
        "Player 2 wins with 1300 points (all the signals are covered; the highest score wins). "
        "Scores: Player 1 1100, Player 2 1300, Player 3 -200.")
    assert i18n.result_text("fr", {"winners": [0, 2], "reason": "hand-emptied", "scores": [400, 250, 400],
                                   "tiebreak": "shared"}, []) == (
        "Victoire partagée : Joueur 1 et Joueur 3, 400 points chacun (un joueur a exposé toutes ses cartes après "
        "épuisement du talon ; égalité sur tous les critères : la victoire est partagée). "
        "Scores : Joueur 1 400, Joueur 2 250, Joueur 3 400.")
    assert i18n.result_text("en", {"winners": [1, 2], "reason": "resignation", "by": 0, "scores": [500, 100, 100],
                                   "tiebreak": None}, []) == (
        "Shared victory: Player 2 and Player 3, 100 points each (Player 1 resigned). "
        "Scores: Player 1 500, Player 2 100, Player 3 100.")
