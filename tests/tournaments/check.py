"""A checker of Swiss pairings against the FIDE handbook's rules, independent of the pairing library.

C.04.1 and the Dutch system's absolute criteria (C.04.3 C.1-C.3): no two players meet twice (nor
a forbidden pair), at most one pairing-allocated bye a player and only one a round, no colour
difference above 2 nor the same colour three games running, except for topscorers (A.7: over
half the possible points) in the last round. And score groups paired top-down (C.4-C.5): each
bracket, from the top, given the games decided above it, leaves as few players to float down as
the criteria and the brackets above allow, measured against every legal pairing by a
maximum-weight matching; the bye to the lowest score that leaves the round pairable.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

import networkx as nx

from bot.tournaments.model import Entry, Round, met, score
from bot.tournaments.results import Game

_BYE = -1


def colours(player: int, rounds: Sequence[Round]) -> list[str]:
    """The colours of a player's played games, in order (byes and absences give none)."""
    out = []
    for round_ in rounds:
        game = round_.game_of(player)
        if game is not None:
            out.append("w" if game.white == player else "b")
    return out


def absolute_preference(history: list[str]) -> str | None:
    """A.6.a: the colour a player must get, if any."""
    difference = history.count("w") - history.count("b")
    if difference > 1 or history[-2:] == ["w", "w"]:
        return "b"
    if difference < -1 or history[-2:] == ["b", "b"]:
        return "w"
    return None


def topscorers(entries: Sequence[Entry], history: Sequence[Round], round_no: int, total: int) -> set[int]:
    if round_no != total:
        return set()
    return {entry.player for entry in entries if score(entry, history) > (round_no - 1) / 2}


def violations(
    entries: Sequence[Entry], rounds: Sequence[Round], total: int, forbidden: Collection[frozenset[int]] = ()
) -> list[str]:
    found: list[str] = []
    for index, round_ in enumerate(rounds):
        history = rounds[:index]
        found += [f"round {round_.number}: {problem}" for problem in round_violations(entries, history, round_, total, forbidden)]
    return found


def round_violations(
    entries: Sequence[Entry], history: Sequence[Round], round_: Round, total: int, forbidden: Collection[frozenset[int]]
) -> list[str]:
    problems: list[str] = []
    playing = {entry.player for entry in entries if entry.paired_in(round_.number)}
    seated = [p for game in round_.games for p in (game.white, game.black)] + [bye.player for bye in round_.byes]
    if sorted(seated) != sorted(playing):
        problems.append(f"seated {sorted(seated)} but playing {sorted(playing)}")
    if len(round_.byes) != len(playing) % 2 or any(bye.kind != "pairing" for bye in round_.byes):
        problems.append(f"byes {round_.byes} for {len(playing)} players")
    had_bye = {bye.player for earlier in history for bye in earlier.byes}
    problems += [f"second bye to {bye.player}" for bye in round_.byes if bye.player in had_bye]
    barred = met(history)
    for game in round_.games:
        pair = frozenset((game.white, game.black))
        if pair in barred:
            problems.append(f"{game.white} and {game.black} meet again")
        if pair in forbidden:
            problems.append(f"{game.white} and {game.black} may not meet")
    exempt = topscorers(entries, history, round_.number, total)
    after = [*history, round_]
    for game in round_.games:
        if exempt & {game.white, game.black}:
            continue
        for player in (game.white, game.black):
            played = colours(player, after)
            if abs(played.count("w") - played.count("b")) > 2 or (len(played) >= 3 and len(set(played[-3:])) == 1):
                problems.append(f"{player} gets the colours {''.join(played)}")
    if _pairable(entries, history, playing, round_.number, total, forbidden, fixed=(), levels=()) is None:
        problems.append("paired though no legal pairing exists")
    problems += _brackets(entries, history, round_, total, forbidden)
    return problems


def pairable(
    entries: Sequence[Entry], history: Sequence[Round], round_no: int, total: int, forbidden: Collection[frozenset[int]] = ()
) -> bool:
    """Whether any pairing of round `round_no` meets the absolute criteria."""
    playing = {entry.player for entry in entries if entry.paired_in(round_no)}
    return _pairable(entries, history, playing, round_no, total, forbidden, (), ()) is not None


def _brackets(
    entries: Sequence[Entry], history: Sequence[Round], round_: Round, total: int, forbidden: Collection[frozenset[int]]
) -> list[str]:
    """Top-down: each bracket leaves as few players to float down as the brackets above it allow.

    Bracket by bracket from the top, the games decided above it (both players scoring more than
    the bracket) stay as they are; no legal pairing of the other players may float fewer players
    below the brackets' scores, counted from the top bracket down to this one (C.5, with the
    completion C.4: the round must still be pairable).
    """
    scores = {entry.player: score(entry, history) for entry in entries if entry.player in round_.players()}
    levels = sorted(set(scores.values()), reverse=True)
    problems = []
    cap = None
    if round_.byes:
        # The bye goes to the lowest score that leaves the round pairable (bbpPairings settles it
        # before the brackets); the brackets are then compared with byes no higher.
        cap = next(s for s in reversed(levels) if _pairable(entries, history, round_.players(), round_.number, total, forbidden, (), (), s) is not None)
        problems += [f"bye to {bye.player} scoring {scores[bye.player]}, not {cap}" for bye in round_.byes if scores[bye.player] != cap]
    for depth, level in enumerate(levels, start=1):
        fixed = tuple(game for game in round_.games if min(scores[game.white], scores[game.black]) > level)
        pairs = [(g.white, g.black) for g in round_.games if g not in fixed] + [(b.player, _BYE) for b in round_.byes]
        down = [sum(_floats(scores, a, b, above) for a, b in pairs) for above in levels[:depth]]
        fewest = _pairable(entries, history, round_.players(), round_.number, total, forbidden, fixed, levels[:depth], cap)
        if fewest is not None and down > fewest:
            problems.append(f"{down} players float below {levels[:depth]} where {fewest} could")
    return problems


def _floats(scores: dict[int, float], a: int, b: int, level: float) -> int:
    """Whether the pair (b may be the bye) floats a player scoring `level` or more below it."""
    high = max(scores[a], scores.get(b, float("-inf")))
    low = min(scores[a], scores.get(b, float("-inf")))
    return int(high >= level > low)


def _pairable(
    entries: Sequence[Entry],
    history: Sequence[Round],
    playing: Collection[int],
    round_no: int,
    total: int,
    forbidden: Collection[frozenset[int]],
    fixed: Sequence[Game],
    levels: Sequence[float],
    bye_cap: float | None = None,
) -> list[int] | None:
    """Over every legal pairing of the players outside the `fixed` games, the fewest players left
    to float below each of `levels` in turn (top first); None when there is no legal pairing (with
    the bye, if `bye_cap` is given, only to a player scoring at most that)."""
    scores = {entry.player: score(entry, history) for entry in entries if entry.player in playing}
    seated = {p for game in fixed for p in (game.white, game.black)}
    players = sorted(p for p in scores if p not in seated)
    barred = met(history) | frozenset(forbidden)
    exempt = topscorers(entries, history, round_no, total)
    preference = {p: absolute_preference(colours(p, history)) for p in players}
    had_bye = {bye.player for earlier in history for bye in earlier.byes if bye.kind == "pairing"}
    vertices = players + ([_BYE] if len(players) % 2 else [])
    edges: dict[tuple[int, int], list[int]] = {}
    for i, a in enumerate(players):
        for j in range(i + 1, len(players)):
            b = players[j]
            clash = preference[a] is not None and preference[a] == preference[b] and not exempt & {a, b}
            if frozenset((a, b)) not in barred and not clash:
                edges[i, j] = [_floats(scores, a, b, level) for level in levels]
        if len(players) % 2 and a not in had_bye and (bye_cap is None or scores[a] <= bye_cap):
            edges[i, len(players)] = [_floats(scores, a, _BYE, level) for level in levels]
    matching = max_matching(len(vertices), edges)
    if len(matching) * 2 != len(vertices):
        return None
    return [sum(edges[pair][k] for pair in matching) for k in range(len(levels))]


def max_matching(size: int, costs: dict[tuple[int, int], list[int]]) -> list[tuple[int, int]]:
    """The largest matching of the graph, and of those the one whose summed costs (0 or 1 an edge
    and a level) are the least, the first level first.

    An edge weighs a field for the matching's size above one field a level, each field wide
    enough that no sum carries into the next: every larger matching outweighs every smaller one,
    then the first level decides, then the next (networkx's blossom algorithm, on exact integers).
    """
    base = size + 2
    graph = nx.Graph()
    graph.add_nodes_from(range(size))
    for (u, v), cost in costs.items():
        weight = 1
        for c in cost:
            weight = weight * base + 1 - c
        graph.add_edge(u, v, weight=weight)
    return [(min(u, v), max(u, v)) for u, v in nx.max_weight_matching(graph)]
