"""A whole state that fits what one seat sees: the other hands and the talon dealt at random.

The computer player of a hidden-information game may read only its seat's view. To search, it
samples full states consistent with that view (a "determinization"): every card it cannot see
(the pack less its own hand, the exposed cards and the Agents at the centre) is shuffled and
dealt to the other hands, to the counts the view shows, the rest forming the talon. The die and
the talon's later shuffles come from a fresh generator: the real one is never read.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from engines.cards.macadam_cartes import rng as prng
from engines.cards.macadam_cartes.deck import AGENT, INDEX, KINDS, PIETONS, POINT_CARDS, fresh_pack
from engines.cards.macadam_cartes.state import CartesState, CoupEntry, LogEntry
from engines.cards.macadam_cartes.views import LOG_FIELDS

#: log events that end a step (one coup entry each).
_STEP_ENDS = frozenset({"play", "agent", "pass", "interrupted"})


def determinize(view: Mapping[str, Any], seat: int, rng: random.Random) -> CartesState:
    """A state whose ``player_view(state, seat)`` is ``view``, hidden cards drawn from ``rng``."""
    seats = int(view["seats"])
    players: Sequence[Mapping[str, Any]] = view["players"]
    own = [0] * KINDS
    for card in view["hand"]:
        own[INDEX[card]] += 1
    exposed = [tuple(INDEX[card] for card in player["exposed"]) for player in players]
    unseen = fresh_pack()
    for card in [c for c in range(KINDS) for _ in range(own[c])] + [c for cards in exposed for c in cards]:
        unseen.remove(card)
    for _ in range(int(view["centre_agents"])):
        unseen.remove(AGENT)
    rng.shuffle(unseen)
    hands: list[tuple[int, ...]] = []
    for other, player in enumerate(players):
        if other == seat:
            hands.append(tuple(own))
            continue
        counts = [0] * KINDS
        for _ in range(int(player["hand_count"])):
            counts[unseen.pop()] += 1
        hands.append(tuple(counts))
    if len(unseen) != int(view["talon_size"]):
        raise ValueError("the view does not add up to the pack")
    log = tuple(_log_entry(entry) for entry in view["log"])
    coup: tuple[CoupEntry, ...] = tuple(
        (int(e["seat"]), str(e["action"]), e["card"], e["licence"]) for e in view["coup"]
    )
    covered = tuple(int(signal["token"] or 0) for signal in view["signals"])
    token = int(view["token"])
    leader = int(view["leader"])
    direction = 1 if view["direction"] == "clockwise" else -1
    to_move = view["to_move"]
    coup_log = _since_coup_began(log, len(coup))
    last_roll = view["last_roll"]
    return CartesState(
        seats=seats,
        manches=int(view["manches"]),
        manche=int(view["manche"]),
        dealer=int(view["dealer"]),
        dealer_draw=tuple(tuple((int(s), str(c)) for s, c in rnd) for rnd in view["dealer_draw"]),
        hands=tuple(hands),
        talon=tuple(unseen),
        exposed=tuple(exposed),
        tickets=tuple(tuple(INDEX[card] for card in player["tickets"]) for player in players),
        supply=(int(view["supply"]["ASS"]), int(view["supply"]["AP"])),
        penalties=tuple(int(player["penalties"]) for player in players),
        centre=int(view["centre_agents"]),
        covered=covered,
        token=token,
        leader=leader,
        direction=direction,
        pos=0 if to_move is None else ((int(to_move) - leader) * direction) % seats,
        signal=next((n for n, t in enumerate(covered, 1) if t == token), 0),
        follow=view["follow"],
        rolled=any(entry[0] == "roll" for entry in _since_step_began(log)),
        drawn=any(entry[0] == "draw" for entry in coup_log),
        exposed_op=any(entry[0] == "expose" for entry in coup_log),
        pending=view["pending"] == "discard",
        coup=coup,
        last_roll=None if last_roll is None else (int(last_roll["seat"]), int(last_roll["value"]), last_roll["gain"]),
        log=log,
        results=tuple(
            (int(r["manche"]), str(r["reason"]), tuple(int(s) for s in r["scores"])) for r in view["manche_results"]
        ),
        past=tuple(_past(player, cards) for player, cards in zip(players, exposed)),
        dice=(),
        rng=prng.seed_state(rng.getrandbits(256)),
        over=view["outcome"] is not None,
    )


def _log_entry(entry: Mapping[str, Any]) -> LogEntry:
    event = entry["event"]
    return (event, entry["seat"], *(entry[name] for name in LOG_FIELDS[event]))


def _since_step_began(log: tuple[LogEntry, ...]) -> tuple[LogEntry, ...]:
    for i in range(len(log) - 1, -1, -1):
        if log[i][0] in _STEP_ENDS:
            return log[i + 1 :]
    return log


def _since_coup_began(log: tuple[LogEntry, ...], coup_entries: int) -> tuple[LogEntry, ...]:
    """The log after the step end that closed the previous coup (the coup has ``coup_entries``)."""
    seen = 0
    for i in range(len(log) - 1, -1, -1):
        if log[i][0] in _STEP_ENDS:
            if seen == coup_entries:
                return log[i + 1 :]
            seen += 1
    return log


def _past(player: Mapping[str, Any], exposed: tuple[int, ...]) -> tuple[int, int, int, int]:
    """The seat's totals of the finished manches: its game totals less the running manche's."""
    pietons = sum(1 for card in exposed if card in PIETONS)
    point_cards = sum(1 for card in exposed if card in POINT_CARDS)
    # The view gives no total of past penalties: they only break the last tie.
    return (
        int(player["score"]) - int(player["manche_score"]),
        int(player["pietons"]) - pietons,
        int(player["point_cards"]) - point_cards,
        0,
    )
