"""Rematches: the Rematch button of a finished match starts the next one with the same options,
time control and rating choice. Between two people it is a challenge to the other, colours
swapped; against the computer it starts at once, colours swapped, same level; a table reopens
its lobby with the same players (and computers) seated. The finished match notes its rematch
in the transaction that creates it, so it starts once however often the button is pressed."""

from __future__ import annotations

from typing import Any

from bot import seeds
from bot.errors import BoardChanged, NotYourMatch, UserError
from bot.service.core import ServiceCore
from bot.service.match import Match
from bot.service.commits import announced, as_started
from bot.service.turns import turn_fields


class Rematches:
    """``rematch``, over the service's core."""

    def __init__(self, core: ServiceCore) -> None:
        self.core = core

    @announced(as_started)
    async def rematch(self, match_id: int, user_id: int, *, expected_version: int | None = None) -> Match:
        """The rematch ``user_id`` (a player of finished match ``match_id``) asks for."""
        async with self.core.locked(match_id):
            old = await self.core.get(match_id)
            if old.seat_of(user_id) is None or old.seat_of(user_id) in old.computers:
                raise NotYourMatch()
            if old.tournament is not None:
                raise UserError("rematch_tournament")
            if old.row.rematch_id is not None:
                raise UserError("rematch_started", match_id=old.row.rematch_id)
            if old.status != "finished":
                raise UserError("rematch_not_finished")
            if expected_version is not None and old.version != expected_version:
                raise BoardChanged(old)
            row = old.row
            seed = seeds.new_seed()
            options: dict[str, Any] = {key: row.options[key] for key in ("engine", "days", "rated", "reveal",
                                                                           "max_seats", "takebacks") if key in row.options}
            options["seed"] = seed
            options["rematch_of"] = old.id  # its board loses the Rematch button once this is announced
            computers: dict[int, int]
            if old.is_table:
                seats, computers, status = tuple(old.seats), dict(old.computers), "challenge"
                options.update(table=True, host=user_id)
                start = None  # dealt when the host starts the table
            else:
                seats = tuple(reversed(old.seats))  # colours swap
                computers = {len(seats) - 1 - seat: level for seat, level in old.computers.items()}
                status = "active" if computers else "challenge"
                options.update(challenger=user_id, first="challenger" if seats[0] == user_id else "opponent")
                start = old.game.new(seats=len(seats), seed=seed, options=options.get("engine") or {})
            clock: dict[str, Any] = {}
            if status == "active":
                to_move = old.game.to_move(start)
                clock = turn_fields(self.core.clock(), None if to_move in computers else old.days)
            expiry = self.core.clock() + self.core.challenge_ttl if status == "challenge" else None
            text = "{}" if start is None else self.core.stored(old.game, start)[0]
            saved = await self.core.storage.matches.create_rematch(
                (old.id, old.version), old.game.key, options, text, seats,
                row.guild_id, row.channel_id, status, expiry, computers=computers or None, **clock,
            )
            if saved is None:
                raise BoardChanged(await self.core.get(match_id))
            self.core.armed(saved)
            return self.core.decode(saved)  # found in ``decoded``, where ``stored`` kept it
