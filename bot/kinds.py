"""What a match is, and what each kind of service action may act on.

A stored match is one of four kinds: an open two-player ``challenge``, a table's ``lobby`` (opened
with /table, no state until the deal), a ``running`` match (status ``active``, however it began)
or ``over`` (finished, aborted, declined, expired). Every action of ``GameService`` first checks
the kind it needs with one of the ``need_*`` functions, which raise the user error that explains
the refusal; nothing is changed then. A challenge's buttons never exist for a table and a lobby's
never for a challenge: such a custom id was forged, and is answered as a control that is not valid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from bot.errors import BadComponent, UserError

if TYPE_CHECKING:
    from bot.service.match import Match

Kind = Literal["challenge", "lobby", "running", "over"]
#: statuses in which a table has not been dealt (its state is empty).
UNDEALT: tuple[str, ...] = ("challenge", "declined", "expired")


def kind_of(match: Match) -> Kind:
    """The kind of ``match`` (see the module docstring)."""
    if match.status == "challenge":
        return "lobby" if match.is_table else "challenge"
    return "running" if match.status == "active" else "over"


def shown_status(match: Match) -> str:
    """The status named in refusals: ``lobby`` for a table still waiting for its players."""
    return "lobby" if kind_of(match) == "lobby" else match.status


def need_challenge(match: Match) -> None:
    """Accept and decline: an open two-player challenge."""
    if match.is_table:
        raise BadComponent()
    if match.status != "challenge":
        raise UserError("challenge_closed", status=match.status)


def need_lobby(match: Match) -> None:
    """Join, leave and start: a table whose lobby is open (its expiry is the caller's check)."""
    if not match.is_table:
        raise BadComponent()
    if match.status != "challenge":
        raise UserError("table_closed", status=match.status)


def need_running(match: Match) -> None:
    """Moves, resigning, draw offers, aborting: a match being played."""
    if match.status != "active" or match.state is None:
        raise UserError("match_not_active", status=shown_status(match))
