"""A whole state that fits what one seat sees: the other hands and the talon dealt at random.

The computer player of a hidden-information game may read only its seat's view. To search, it
samples full states consistent with that view (a "determinization"): every card it cannot see
(the pack less its own hand, the exposed cards and the Agents at the centre) is shuffled and
dealt to the other hands, to the counts the view shows, the rest forming the talon. The die and
the talon's later shuffles come from a fresh generator: the real one is never read.
"""

from __future__ import annotations

import random
from engines.cards.macadam_cartes import rng as prng
from engines.cards.macadam_cartes.deck import AGENT, INDEX, KINDS, PIETONS, POINT_CARDS, fresh_pack
from engines.cards.macadam_cartes.state import CartesState, CoupEntry, LogEntry
from engines.cards.macadam_cartes.views import HandView, LogEvent, PlayerView

#: log events that end a step (one coup entry each).
_STEP_ENDS = frozenset({"play", "agent", "pass", "interrupted"})


def determinize(view: HandView, seat: int, rng: random.Random) -> CartesState:
    """A state whose ``player_view(state, seat)`` is ``view``, hidden cards drawn from ``rng``."""
    players = view.players
    own = [0] * KINDS
    for name in view.hand:
        own[INDEX[name]] += 1
    exposed = [tuple(INDEX[name] for name in player.exposed) for player in players]
    unseen = fresh_pack()
    for card in [c for c in range(KINDS) for _ in range(own[c])] + [c for cards in exposed for c in cards]:
        unseen.remove(card)
    for _ in range(view.centre_agents):
        unseen.remove(AGENT)
    rng.shuffle(unseen)
    hands: list[tuple[int, ...]] = []
    for other, player in enumerate(players):
        if other == seat:
            hands.append(tuple(own))
            continue
        counts = [0] * KINDS
        for _ in range(player.hand_count):
            counts[unseen.pop()] += 1
        hands.append(tuple(counts))
    if len(unseen) != view.talon_size:
        raise ValueError("the view does not add up to the pack")
    log = tuple(_log_entry(event) for event in view.log)
    coup: tuple[CoupEntry, ...] = tuple((a.seat, a.action, a.card, a.licence) for a in view.coup)
    covered = tuple(signal.token or 0 for signal in view.signals)
    direction = 1 if view.clockwise else -1
    leader = view.leader if view.leader is not None else 0
    coup_log = _since_coup_began(log, len(coup))
    roll = view.last_roll
    return CartesState(
        seats=view.seats,
        manches=view.manches,
        manche=view.manche,
        dealer=view.dealer,
        dealer_draw=view.dealer_draw,
        hands=tuple(hands),
        talon=tuple(unseen),
        exposed=tuple(exposed),
        tickets=tuple(tuple(INDEX[card] for card in player.tickets) for player in players),
        supply=(view.supply.ASS, view.supply.AP),
        penalties=tuple(player.penalties for player in players),
        centre=view.centre_agents,
        covered=covered,
        token=view.token,
        leader=leader,
        direction=direction,
        pos=0 if view.to_move is None else ((view.to_move - leader) * direction) % view.seats,
        signal=next((n for n, token in enumerate(covered, 1) if token == view.token), 0),
        follow=view.follow,
        rolled=any(entry[0] == "roll" for entry in _since_step_began(log)),
        drawn=any(entry[0] == "draw" for entry in coup_log),
        exposed_op=any(entry[0] == "expose" for entry in coup_log),
        pending=view.pending == "discard",
        coup=coup,
        last_roll=None if roll is None else (roll.seat, roll.value, roll.gain),
        log=log,
        results=tuple((r.manche, r.reason, r.scores) for r in view.manche_results),
        past=tuple(_past(player, cards) for player, cards in zip(players, exposed)),
        dice=(),
        rng=prng.seed_state(rng.getrandbits(256)),
        over=view.outcome is not None,
    )


def _log_entry(event: LogEvent) -> LogEntry:
    return (event.event, event.seat, *(getattr(event, name) for name in event.details))


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


def _past(player: PlayerView, exposed: tuple[int, ...]) -> tuple[int, int, int, int]:
    """The seat's totals of the finished manches: its game totals less the running manche's."""
    pietons = sum(1 for card in exposed if card in PIETONS)
    point_cards = sum(1 for card in exposed if card in POINT_CARDS)
    # The view gives no total of past penalties: they only break the last tie.
    return (
        player.score - player.manche_score,
        player.pietons - pietons,
        player.point_cards - point_cards,
        0,
    )
