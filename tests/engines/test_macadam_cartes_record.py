"""The card table's record: only what was public, and the deal only when revealed at the end."""

from __future__ import annotations

import re

import pytest

import engines
from engines import BadNotation
from engines.cards.macadam_cartes.deck import CARDS
from tests.helpers.games import play_out

GAME = engines.get("macadam-cartes")
BIG_SEED = 2**255 + 123456789
CASES = [(seats, seed) for seats in (2, 4, 6) for seed in range(2)]


def body(text: str) -> list[str]:
    return text.split("\n\n", 1)[1].splitlines()


@pytest.mark.parametrize(("seats", "seed"), CASES)
def test_a_record_names_no_card_that_was_not_shown_at_the_table(seats: int, seed: int) -> None:
    played = play_out(GAME, BIG_SEED + seed, seats=seats, options={"manches": 2})
    text = GAME.record(played.states[0], played.moves)
    public_cards: set[str] = set()
    for state in played.states:
        view = GAME.player_view(state, None)
        public_cards |= {event.card for event in view.log if event.card}
    lines = body(text)
    named = {card for line in lines for card in re.findall(r"card=(\S+)", line)}
    assert named and named <= public_cards
    assert not any(re.search(r"^seat \d: (draw|discard|refill)\b.*=", line) for line in lines)
    assert "Deals" not in text and str(BIG_SEED + seed) not in text
    for line in lines:  # apart from card= and licence=, no card id appears at all
        cleaned = re.sub(r"(card|licence|gain)=\S+", "", line)
        assert not set(cleaned.split()) & set(CARDS), line


@pytest.mark.parametrize(("seats", "seed"), CASES)
def test_a_record_lists_every_public_move_and_the_scores_of_each_manche(seats: int, seed: int) -> None:
    played = play_out(GAME, seed, seats=seats, options={"manches": 2})
    text = GAME.record(played.states[0], played.moves, {"Seat1": "Ann", "Event": "Club"})
    outcome = GAME.outcome(played.final)
    results = GAME.player_view(played.final, None).manche_results
    for done in results:
        assert f"Manche {done.manche} ends ({done.reason}): " + " ".join(map(str, done.scores)) in text
    assert f'[Result "{" ".join(str(s + 1) for s in outcome.winners)}"]' in text
    for seat, score in enumerate(outcome.scores):  # each seat's score and place in tags of its own
        assert f'[Seat{seat + 1}Score "{score}"]' in text
        place = 1 if seat in outcome.winners else 1 + sum(
            1 for other, theirs in enumerate(outcome.scores) if other in outcome.winners or theirs > score)
        assert f'[Seat{seat + 1}Place "{place}"]' in text
    assert "[Scores " not in text
    assert '[Seat1 "Ann"]' in text and '[Event "Club"]' in text and f"[Seat{seats} " in text
    plays = sum(1 for move in played.moves if move.verb in ("play", "agent", "signal"))
    assert sum(1 for line in body(text) if re.match(r"seat \d: (play|agent|signal)\b", line)) == plays


def test_revealed_deals_appear_only_once_the_match_is_over() -> None:
    played = play_out(GAME, 5, seats=4, options={"manches": 2})
    half = len(played.moves) // 2
    unfinished = GAME.record(played.states[0], played.moves[:half], reveal=True)
    assert unfinished == GAME.record(played.states[0], played.moves[:half])
    assert '[Result "*"]' in unfinished
    finished = GAME.record(played.states[0], played.moves, reveal=True)
    deals = finished.split("Deals (revealed at the end, as the table agreed)\n", 1)[1].splitlines()
    first = played.states[0]
    for seat in range(4):
        hand = [CARDS[card] for card, count in enumerate(first.hands[seat]) for _ in range(count)]
        assert f"Manche 1, seat {seat + 1}: " + " ".join(hand) in deals
    assert f"Manche 1, talon: " + " ".join(CARDS[c] for c in first.talon) in deals
    assert sum(line.startswith("Manche 2, ") for line in deals) == 5


def test_a_card_record_cannot_be_read_back_into_a_game() -> None:
    played = play_out(GAME, 0, seats=2)
    with pytest.raises(BadNotation):
        GAME.read_record(GAME.record(played.states[0], played.moves))
