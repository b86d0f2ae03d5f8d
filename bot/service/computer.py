"""Computer players (issue 12): a match against the computer, starting at once; a table seat the
computer fills; the computer's move, searched off the event loop and committed like any other
(``Moves.commit_move``); its answer to a draw offer. Searches run in their own pool, in turn
between players (``bot.service.searches``), never in the drawing pool.

A computer seat is held by the bot's own user id and its level is stored in the match's
``computers`` column. Its turn has no clock (``turns.after_move_fields``): it never times out,
never offers a draw, and answers one only by its assessment (``engines.ai.assess``).
"""

from __future__ import annotations

import functools
import logging
import time
from collections.abc import Mapping
from contextlib import AbstractAsyncContextManager
from typing import Any

import engines
from bot import kinds, seeds
from bot.errors import BadComponent, BoardChanged, NotYourMatch, UserError
from bot.service.challenges import FIRST_CHOICES, Challenges, First, find_game, new_state, without_seat
from bot.service.core import ServiceCore
from bot.service.limits import COMPUTER_MATCHES, ComputerMatches
from bot.service.moves import Moves
from bot.service.policy import challengeable, draws_allowed
from bot.service.match import Match, Played, challenger_of
from bot.service.searches import SearchQueue
from bot.service.commits import announced, as_answered, as_computer_move, as_match
from bot.service.turns import turn_fields
from bot.storage import UNSET, Unset
from engines import ai

log = logging.getLogger(__name__)

LEVELS = tuple(range(1, 9))
DEFAULT_LEVEL = 3
#: the most a computer move may take, whatever its level (the caller's clock: ``stop``).
THINK_SECONDS = 20.0


def think(game_key: str, state: Mapping[str, Any], seat: int, level: int, seed: int, seconds: float) -> int:
    """The index, among ``legal_moves``, of the computer's move (runs in a worker: the state
    comes as its JSON form; the search reads a hidden game only through the seat's view)."""
    game = engines.get(game_key)
    loaded = game.load(dict(state))
    deadline = time.monotonic() + seconds
    move = ai.choose(game, loaded, seat, level=level, seed=seed, stop=lambda: time.monotonic() >= deadline)
    return list(game.legal_moves(loaded)).index(move)


def judge(game_key: str, state: Mapping[str, Any], seat: int, level: int) -> str:
    """The computer's view of its position for a draw offer: "lost", "drawn" or "open"."""
    game = engines.get(game_key)
    return ai.assess(game, game.load(dict(state)), seat, level=level)


def _level(level: int) -> int:
    if isinstance(level, bool) or level not in LEVELS:
        raise UserError("bad_level", level=level)
    return level


def computer_seat(match: Match) -> int | None:
    """The computer seat to act now, or None (not its turn, or the match is not being played)."""
    seat = match.seat_to_move
    return seat if seat is not None and seat in match.computers else None


def search_owner(match: Match) -> int:
    """Whose turn in the search queue the computer's searches in ``match`` take: the person who
    started it (the challenger of a match against the computer, the host of a table)."""
    return match.host if match.is_table else challenger_of(match)


def _computer_terms(game_key: str, level: int, first: str,
                    options: Mapping[str, Any] | None) -> tuple[engines.AnyGame, int, dict[str, Any]]:
    """The game, level and engine options of a match against the computer, each checked."""
    game = find_game(game_key, challengeable)
    level = _level(level)
    if first not in FIRST_CHOICES:
        raise UserError("bad_first", first=first)
    engine_options = dict(options or {})
    unknown = sorted(set(engine_options) - set(game.option_defaults))
    if unknown:
        raise UserError("option_unsupported", option=unknown[0], game=game.key)
    return game, level, engine_options


class Computer:
    """The computer players, over the service's core (lobbies as ``challenges`` keeps them, moves
    and agreed draws as ``moves`` commits them); see the module docstring."""

    def __init__(self, core: ServiceCore, challenges: Challenges, moves: Moves, searches: SearchQueue,
                 matches_per_user: int = COMPUTER_MATCHES) -> None:
        self.core = core
        self.challenges = challenges
        self.moves = moves
        #: the computer's searches, queued fairly between players in their own executor.
        self.searches = searches
        #: a user's open matches against the computer in one server, bounded: each may hold a search.
        self.quota = ComputerMatches(matches_per_user, self.open_matches)

    async def open_matches(self, user_id: int, guild_id: int) -> int:
        """How many active matches of ``guild_id`` run the computer's searches on ``user_id``'s
        behalf (``search_owner``: their matches against it, the tables they host with it)."""
        mine = await self.core.matches_for_user(user_id, guild_id, statuses=("active",))
        return sum(1 for match in mine if match.computers and search_owner(match) == user_id)

    def reserve_match(self, user_id: int, guild_id: int) -> AbstractAsyncContextManager[None]:
        """A place for one more match of ``user_id`` against the computer in ``guild_id`` while
        the block creates it; ``computer_matches_limit`` (nothing created) past the bound."""
        return self.quota.reserve(user_id, guild_id)

    @announced(as_match("start"))
    async def challenge_computer(
        self, game_key: str, user_id: int, computer_id: int, *, level: int = DEFAULT_LEVEL,
        guild_id: int, channel_id: int, options: Mapping[str, Any] | None = None,
        first: First = "random", days: int | None | Unset = UNSET, rated: bool = True,
        takebacks: bool | None = None, announcement: int | None = None,
    ) -> Match:
        """A match of ``user_id`` against the computer (seat held by ``computer_id``, the bot),
        active at once: no challenge to accept. ``first`` as in ``challenge``; ``rated`` counts
        only where the server lets computer matches count (``rate_computer``). ``announcement``:
        the message that tells of it, recorded before its start is announced (its thread opens
        from there)."""
        game, level, engine_options = _computer_terms(game_key, level, first, options)
        days = await self.challenges.resolve_days(guild_id, days)
        seed = seeds.new_seed()
        state = new_state(game, seed, engine_options)
        human_first = first == "challenger" or (first == "random" and self.core.rng.random() < 0.5)
        mover = game.to_move(state) or 0
        human_seat = mover if human_first else 1 - mover
        seats = (user_id, computer_id) if human_seat == 0 else (computer_id, user_id)
        computers = {1 - human_seat: level}
        clock_days = None if game.to_move(state) in computers else days
        text, decoded = self.core.stored(game, state)
        saved = await self.core.storage.matches.create(
            game.key, {"engine": engine_options, "seed": seed, "challenger": user_id, "first": first, "days": days,
             "rated": bool(rated), **({} if takebacks is None else {"takebacks": bool(takebacks)})},
            text, seats, guild_id, channel_id, "active", None,
            computers=computers, **turn_fields(self.core.clock(), clock_days))
        if announcement is not None:
            saved = await self.core.storage.matches.update_meta(saved.id, challenge_message_id=announcement) or saved
        self.core.armed(saved)
        return Match(saved, game, decoded.state, decoded)

    async def check_computer_challenge(self, game_key: str, *, level: int, first: First, guild_id: int,
                                       options: Mapping[str, Any] | None = None,
                                       days: int | None | Unset = UNSET) -> None:
        """Refuse, creating nothing, what ``challenge_computer`` would refuse with these terms
        (before anything public is said of the match)."""
        game, _, engine_options = _computer_terms(game_key, level, first, options)
        await self.challenges.resolve_days(guild_id, days)
        new_state(game, seeds.new_seed(), engine_options)

    @announced(as_match("lobby"))
    async def add_computer(self, match_id: int, host_id: int, computer_id: int, level: int = DEFAULT_LEVEL, *,
                           expected_version: int | None = None) -> Match:
        """The host of a table's lobby seats the computer (``computer_id``: the bot) at the next
        seat. ``expected_version``: the table as the host's level menu showed it, so that one
        menu seats one computer; ``computer_add_stale`` when it changed since."""
        level = _level(level)
        async with self.core.locked(match_id):
            match = await self.challenges.lobby(match_id)
            if host_id != match.host:
                raise UserError("computer_not_host") if host_id in match.seats else NotYourMatch()
            if expected_version is not None and match.version != expected_version:
                raise UserError("computer_add_stale")
            if len(match.seats) >= match.max_seats:
                raise UserError("table_full", n=match.max_seats)
            seat = len(match.seats)
            computers = {**match.computers, seat: level}
            saved = await self.core.storage.matches.set_seats(match.id, match.version, (*match.seats, computer_id), computers)
            if saved is None:
                raise UserError("table_changed")
            return Match(saved, match.game, None)

    @announced(as_match("lobby"))
    async def remove_computer(self, match_id: int, host_id: int, seat: int, expected_version: int) -> Match:
        """The host of a table's lobby takes the computer at ``seat`` away (the seats after it
        move up). ``expected_version``: the table as the host's menu showed it, since a seat
        number means something only there; ``computer_menu_stale`` when it changed since."""
        async with self.core.locked(match_id):
            match = await self.challenges.lobby(match_id)
            if host_id != match.host:
                raise UserError("computer_remove_not_host") if host_id in match.seats else NotYourMatch()
            if match.version != expected_version:
                raise UserError("computer_menu_stale")
            if seat not in match.computers:
                raise BadComponent()  # the menu lists computer seats only: a seat it never offered
            return await self.challenges.reseat(match, *without_seat(match, seat))

    async def computer_turns(self) -> list[Match]:
        """Active matches where the computer is to act (played at start: a turn pending when the
        bot stopped)."""
        return [match for match in self.core.decode_all(await self.core.storage.matches.with_computers())
                if computer_seat(match) is not None]

    @announced(as_computer_move)
    async def play_computer(self, match_id: int, expected_version: int) -> Played | None:
        """The computer's move in ``match_id``, if it is still at ``expected_version`` with a
        computer to act: searched off the event loop (capped at THINK_SECONDS), then committed
        through the one move path. None when there is nothing to play (the match moved on)."""
        match = await self.core.get(match_id)
        seat = computer_seat(match)
        if seat is None or match.version != expected_version:
            return None
        search = functools.partial(think, match.game.key, match.game.dump(match.state), seat,
                                   match.computers[seat], match.id, THINK_SECONDS)
        index = await self.searches.run(search_owner(match), search)
        async with self.core.locked(match_id):
            match = await self.core.get(match_id)
            if match.version != expected_version or computer_seat(match) != seat:
                return None
            move = list(match.game.legal_moves(match.state))[index]
            played = await self.moves.commit_move(match, seat, move)
            if played is not None:
                self.core.armed(played.match.row)
            return played

    @announced(as_answered)
    async def offer_draw_to_computer(self, match: Match) -> tuple[Match, str]:
        """The human's offer (pending in ``match``) answered by the computer: accepted when its
        assessment says its position is "lost" or "drawn", declined when "open"; returns the
        match after the answer and the assessment."""
        seat = next((s for s in match.computers if s != match.row.draw_offer_seat), None)
        if seat is None or match.row.draw_offer_seat is None or not draws_allowed(match):
            raise UserError("no_draw_offer")
        kinds.need_running(match)
        offerer = match.row.draw_offer_seat
        # The human waits for this answer: ahead of their other searches, never of anyone else's.
        verdict = await self.searches.run(
            search_owner(match),
            functools.partial(judge, match.game.key, match.game.dump(match.state), seat, match.computers[seat]),
            urgent=True)
        async with self.core.locked(match.id):
            current = await self.core.get(match.id)
            if current.version != match.version:
                raise BoardChanged(current)
            if verdict in ("lost", "drawn"):
                # the human's offer ended it: the computer's answer came at once, in their interaction
                return await self.moves.agree(current, offerer), verdict
            return await self.core.set_status(current, "active", draw_offer_seat=None), verdict

