"""Move text: ``verb [card|kind]``, English or French verbs, case and accents ignored."""

from __future__ import annotations

import unicodedata

from engines.base import BadNotation
from engines.cards.macadam_cartes.deck import BY_LOWER, CARDS, SIGNAL_KINDS
from engines.cards.macadam_cartes.rules import MOVES, VERBS
from engines.cards.macadam_cartes.state import CartesMove

#: accepted verb (folded) -> canonical verb.
VERB_OF: dict[str, str] = {
    **{verb: verb for verb in VERBS},
    "de": "roll",
    "lancer": "roll",
    "pioche": "draw",
    "piocher": "draw",
    "defausse": "discard",
    "defausser": "discard",
    "exposer": "expose",
    "joue": "play",
    "jouer": "play",
    "passe": "pass",
    "penalite": "pass",
}
#: what follows each verb.
ARGUMENT: dict[str, str | None] = {
    "roll": None,
    "draw": None,
    "pass": None,
    "discard": "card",
    "expose": "card",
    "play": "card",
    "agent": "card",
    "signal": "kind",
}
_PLAIN = {"roll": CartesMove("roll"), "draw": CartesMove("draw"), "pass": CartesMove("pass")}


def fold(text: str) -> str:
    """Lower case without accents."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).lower()


def read_move(text: object) -> CartesMove:
    """The move a text names, or BadNotation (code ``empty``, ``unknown-verb``, ``unknown-card``,
    ``unknown-signal``, ``missing-argument`` or ``extra-argument``). Legality is not checked."""
    words = fold(text).split() if isinstance(text, str) else []
    if not words:  # blank, or nothing left once accents are dropped (a lone combining mark)
        raise BadNotation("empty", "type a move, for example `signal passez` or `play P-rouge`")
    verb = VERB_OF.get(words[0])
    if verb is None:
        raise BadNotation("unknown-verb", f"unknown verb {words[0]!r}", text=text, verb=words[0])
    wanted = ARGUMENT[verb]
    if wanted is None:
        if len(words) > 1:
            raise BadNotation("extra-argument", f"{verb} takes nothing after it", text=text, verb=verb)
        return _PLAIN[verb]
    if len(words) == 1:
        raise BadNotation("missing-argument", f"{verb} needs a {wanted}", text=text, verb=verb, wanted=wanted)
    if len(words) > 2:
        raise BadNotation("extra-argument", f"{verb} takes one {wanted}", text=text, verb=verb)
    word = words[1]
    if wanted == "kind":
        if word not in SIGNAL_KINDS:
            raise BadNotation(
                "unknown-signal", f"unknown signal {word!r} (signals: {', '.join(SIGNAL_KINDS)})", text=text, kind=word
            )
        return MOVES["signal", word]
    card = BY_LOWER.get(word)
    if card is None:
        raise BadNotation("unknown-card", f"unknown card {word!r} (cards: {', '.join(CARDS)})", text=text, card=word)
    return MOVES[verb, CARDS[card]]


def write_move(move: CartesMove) -> str:
    """``verb`` or ``verb arg``: the verb in lower case, the card id in its canonical case."""
    return move.verb if move.arg is None else f"{move.verb} {move.arg}"


def public_text(move: CartesMove) -> str:
    """The notation others may see: a discard hides its card."""
    return "discard" if move.verb == "discard" else write_move(move)
