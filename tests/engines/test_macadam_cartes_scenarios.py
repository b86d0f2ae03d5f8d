"""The rulings' "Scenario cases": outside checks drive the engine with JSON cases. These cases use
every expectation key, and replay the rule sheet's worked examples."""

from __future__ import annotations

import copy
import json

import pytest

from tests.helpers.cards import run_case

SHEET_4P = {
    "dealer": 0,
    "hands": [["FV", "BIC"], ["FV", "P-vert"], ["FV", "P-bleu"], ["AGENT", "BIC", "P-rouge"]],
    "talon": ["CYC", "AUTO"],
}

CASES = json.loads(
    json.dumps(
        [
            {
                "game": "macadam-cartes",
                "id": "sheet-green-arrow-4-players",
                "note": "A (0) leads the green arrow, B (3) lays an Agent: C (2) and D (1) lose 100, D leads next",
                "seats": 4,
                "seed": 0,
                "options": {"deal": SHEET_4P},
                "moves": [[0, "signal verte"], [0, "play FV"], [3, "agent BIC"]],
                "expect": {
                    "penalties": [0, 1, 1, 0],
                    "score": [0, -100, -100, 150],
                    "exposed": [["FV"], [], [], ["BIC"]],
                    "hands": {"1": ["FV", "P-vert"], "2": ["FV", "P-bleu"]},
                    "hand_count": [1, 2, 2, 1],
                    "to_move": 1,
                    "leader": 1,
                    "token": 2,
                    "direction": "clockwise",
                    "follow": None,
                    "centre_agents": 1,
                    "covered": [[14, 1]],
                    "legal_moves": ["roll", "draw", "signal passez", "signal verte"],
                    "outcome": None,
                    "views_consistent": True,
                    "roundtrip": True,
                },
            },
            {
                "game": "macadam-cartes",
                "id": "sheet-green-arrow-C-may-not-play",
                "note": "after the interruption C cannot play his green arrow",
                "seats": 4,
                "seed": 0,
                "options": {"deal": SHEET_4P},
                "moves": [[0, "signal verte"], [0, "play FV"], [3, "agent BIC"], [2, "play FV"]],
                "expect": {"legal": False, "to_move": 1},
            },
            {
                "game": "macadam-cartes",
                "id": "sheet-green-arrow-direction",
                "note": "the right neighbour plays second",
                "seats": 4,
                "seed": 0,
                "options": {"deal": SHEET_4P},
                "moves": [[0, "signal verte"], [0, "play FV"]],
                "expect": {"to_move": 3, "direction": "counterclockwise", "follow": "FV",
                           "legal_moves": ["roll", "agent BIC", "agent P-rouge", "pass"]},
            },
            {
                "game": "macadam-cartes",
                "id": "sheet-piste-agent",
                "note": "cyclist led on the piste; no cyclist: Agent and any card; the next ones follow it",
                "seats": 3,
                "seed": 1,
                "options": {"deal": {"dealer": 0, "hands": [["BIC"], ["AGENT", "P-jaune"], ["BIC", "P-jaune"]],
                                     "talon": ["FV"]}},
                "moves": [[0, "signal piste"], [0, "play BIC"], [1, "agent P-jaune"]],
                "expect": {"follow": "P-jaune", "legal_moves": ["roll", "play P-jaune"], "to_move": 2,
                           "centre_agents": 1, "exposed": [["BIC"], ["P-jaune"], []], "covered": [[9, 1]]},
            },
            {
                "game": "macadam-cartes",
                "id": "sheet-pietons-follow-colour",
                "note": "a red pedestrian is followed in red only",
                "seats": 2,
                "seed": 2,
                "options": {"deal": {"dealer": 1, "hands": [["P-vert", "P-rouge"], ["P-rouge"]], "talon": ["FV"]}},
                "moves": [[1, "signal passez"], [1, "play P-rouge"]],
                "expect": {"legal_moves": ["roll", "play P-rouge"], "follow": "P-rouge"},
            },
            {
                "game": "macadam-cartes",
                "id": "sheet-attendez-no-pieton",
                "note": "on Attendez piétons any vehicle but never a Piéton",
                "seats": 2,
                "seed": 3,
                "options": {"deal": {"dealer": 0, "hands": [["BIC"], ["P-rouge", "CYC", "ASS"]], "talon": ["FV"]}},
                "moves": [[0, "signal attendez"], [0, "play BIC"], [1, "play P-rouge"]],
                "expect": {"legal": False, "legal_moves": ["roll", "play CYC"], "follow": "vehicle"},
            },
            {
                "game": "macadam-cartes",
                "id": "sheet-blue-arrow",
                "note": "no blue arrow and no Agent: 100 lost",
                "seats": 2,
                "seed": 4,
                "options": {"deal": {"dealer": 0, "hands": [["FB", "BIC"], ["BIC"]], "talon": ["FV"]}},
                "moves": [[0, "signal bleue"], [0, "play FB"], [1, "pass"]],
                "expect": {"penalties": [0, 1], "score": [0, -100], "token": 2, "leader": 1, "to_move": 1},
            },
            {
                "game": "macadam-cartes",
                "id": "sheet-die",
                "note": "1: an Assurance; then 3: an Assurance-Permis for the follower",
                "seats": 2,
                "seed": 5,
                "options": {"dice": [1, 3],
                            "deal": {"dealer": 0, "hands": [["BIC"], ["BIC"]], "talon": ["FV"]}},
                "moves": [[0, "dé"], [0, "signal piste"], [0, "play BIC"], [1, "lancer"]],
                "expect": {"last_roll": {"seat": 1, "value": 3, "gain": "AP"}, "licences": [["ASS"], ["AP"]],
                           "supply": {"ASS": 4, "AP": 4}, "legal_moves": ["play BIC"]},
            },
            {
                "game": "macadam-cartes",
                "id": "new-5-players",
                "note": "the dealer leads; 10 cards each",
                "seats": 5,
                "seed": 42,
                "options": {},
                "moves": [],
                "expect": {"leader_is_dealer": True, "hand_count": [10] * 5, "talon_size": 6, "token": 1,
                           "manche": 1, "supply": {"ASS": 5, "AP": 5}, "pending": None, "follow": None,
                           "centre_agents": 0, "covered": [], "views_consistent": True, "roundtrip": True},
            },
            {
                "game": "macadam-cartes",
                "id": "draw-pending",
                "note": "after a draw only a discard",
                "seats": 3,
                "seed": 6,
                "options": {"deal": {"dealer": 2, "hands": [["BIC"], ["BIC"], ["CYC", "FB"]], "talon": ["FV", "AP"]}},
                "moves": [[2, "pioche"]],
                "expect": {"pending": "discard", "talon_size": 1, "hand_count": [1, 1, 3], "dealer": 2,
                           "legal_moves": ["discard CYC", "discard FV", "discard FB"],
                           "hands": {"2": ["CYC", "FV", "FB"]},
                           "views_consistent": True, "roundtrip": True},
            },
            {
                "game": "macadam-cartes",
                "id": "roll-3-is-bad-notation",
                "note": "nobody chooses the die",
                "seats": 2,
                "seed": 7,
                "options": {},
                "moves": [[0, "roll 3"]],
                "expect": {"legal": False, "error": "BadNotation"},
            },
            {
                "game": "macadam-cartes",
                "id": "coup-16-all-signals",
                "note": "the last coup is played out",
                "seats": 2,
                "seed": 8,
                "options": {"deal": {"dealer": 1, "hands": [["FB", "P-rouge"], ["FB", "BIC"]], "talon": ["FV"],
                                     "exposed": [["P-vert"], []], "covered": list(range(1, 16))}},
                "moves": [[0, "signal bleue"], [0, "play FB"], [1, "play FB"]],
                "expect": {"outcome": {"winners": [0], "reason": "all-signals", "scores": [200, 0]},
                           "to_move": None, "legal_moves": [], "roundtrip": True},
            },
            {
                "game": "macadam-cartes",
                "id": "hand-emptied",
                "note": "talon exhausted and a hand emptied",
                "seats": 3,
                "seed": 9,
                "options": {"deal": {"dealer": 0, "hands": [["BIC", "BIC"], ["BIC"], ["P-rouge"]], "talon": []}},
                "moves": [[0, "signal piste"], [0, "play BIC"], [1, "play BIC"]],
                "expect": {"outcome": {"winners": [0, 1], "reason": "hand-emptied", "scores": [150, 150, 0]}},
            },
            {
                "game": "macadam-cartes",
                "id": "second-manche",
                "note": "the deal passes clockwise, game scores carry over",
                "seats": 2,
                "seed": 10,
                "options": {"manches": 2, "deal": {"dealer": 1, "hands": [["BIC"], ["ASS"]], "talon": [],
                                                   "exposed": [["P-rouge"], []]}},
                "moves": [[1, "exposer ASS"]],
                "expect": {"manche": 2, "dealer": 0, "leader_is_dealer": True, "score": [200, 0],
                           "hand_count": [15, 15], "talon_size": 26, "outcome": None, "exposed": [[], []]},
            },
        ]
    )
)


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_scenario_case(case):
    run_case(case)


def test_the_runner_catches_a_wrong_expectation():
    wrong = copy.deepcopy(CASES[0])
    wrong["expect"]["penalties"] = [0, 0, 1, 1]
    with pytest.raises(AssertionError):
        run_case(wrong)
    legal = copy.deepcopy(CASES[0])
    legal["expect"] = {"legal": False}
    with pytest.raises(AssertionError):
        run_case(legal)
