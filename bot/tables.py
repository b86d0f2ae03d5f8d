"""Tables: the lobby message, the public table text, and each player's private hand.

Everything public is built from ``player_view(state, None)`` and the stored public move text;
the hand panel, built from ``player_view(state, seat)`` and the legal moves, only ever goes into
an ephemeral answer to that seat's own player (``bot.views.hand``). Games are told apart by what
their views carry (``follow``, ``pending``, ``signals``...), never by their key.
"""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot import i18n
from bot.menus import MENU_LIMIT, page_buttons, page_count, page_of
from bot.service import Match, draws_allowed
from bot.views.controls import ControlId, button, select, view_of

if TYPE_CHECKING:
    from bot.app import GameTableBot


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


# --- the lobby ---------------------------------------------------------------------------------
def lobby_details(match: Match, lang: str) -> str:
    """The options chosen, in words (``table_detail.<option>``)."""
    parts = []
    for name, value in match.record.options.get("engine", {}).items():
        key = f"table_detail.{name}"
        if key in i18n.MESSAGES[i18n.DEFAULT_LANG] and value is not None:
            parts.append(i18n.t(lang, key, n=value))
    return "".join(parts)


def lobby_text(match: Match, lang: str) -> str:
    players = ", ".join(
        f"{n}. " + (i18n.t(lang, "table.host", user=mention(uid)) if uid == match.host else mention(uid))
        for n, uid in enumerate(match.seats, start=1)
    )
    expiry = match.record.challenge_expires_at
    return i18n.t(lang, "table.lobby", game=i18n.game_name(lang, match.game.key), match_id=match.id,
                  host=mention(match.host), min=match.game.seat_range[0], max=match.max_seats,
                  details=lobby_details(match, lang), n=len(match.seats), players=players,
                  expiry=f"<t:{int(expiry.timestamp())}:R>" if expiry else "-")


def lobby_controls(match: Match, lang: str) -> discord.ui.View:
    return view_of(
        button(ControlId("join", match.id, match.version), i18n.t(lang, "button.join"),
               style=discord.ButtonStyle.success),
        button(ControlId("leave", match.id, match.version), i18n.t(lang, "button.leave")),
        button(ControlId("start", match.id, match.version), i18n.t(lang, "button.start"),
               style=discord.ButtonStyle.primary),
    )


def lobby_closed_text(match: Match, lang: str, key: str, where: str = "") -> str:
    return i18n.t(lang, key, game=i18n.game_name(lang, match.game.key), match_id=match.id,
                  host=mention(match.host), players=", ".join(mention(uid) for uid in match.seats), where=where)


# --- the public table --------------------------------------------------------------------------
def who(lang: str, view: dict[str, Any], seat: int) -> str:
    return i18n.colour(lang, view.get("colours", []), seat)


def last_action_text(match: Match, lang: str, view: dict[str, Any]) -> str | None:
    """The stored public move in words ("Player 2 played Bicycle"); None when nothing was played.

    The text comes from the stored public notation (a discard has no card) and public facts of
    the view (the die's value, the token); a verb without its own message shows the notation.
    """
    last = match.record.last_move or {}
    notation, seat, ply = last.get("notation"), last.get("seat"), last.get("ply")
    if not isinstance(notation, str) or not isinstance(seat, int) or not isinstance(ply, int):
        return None
    verb, _, arg = notation.partition(" ")
    params: dict[str, Any] = {"who": who(lang, view, seat)}
    if arg:
        params["card"] = i18n.card_name(lang, arg)
        params["kind"] = i18n.kind_name(lang, arg)
    roll = view.get("last_roll")
    if verb == "roll" and isinstance(roll, dict):
        gain = roll.get("gain")
        params["value"] = roll.get("value")
        params["gain"] = i18n.t(lang, f"gain.{gain}" if f"gain.{gain}" in i18n.MESSAGES["en"] else "gain.none")
    if isinstance(view.get("token"), int):
        params["token"] = view["token"]
    key = f"did.{verb}"
    if key in i18n.MESSAGES[i18n.DEFAULT_LANG] and i18n.fields(i18n.MESSAGES["en"][key]) <= params.keys():
        text = i18n.t(lang, key, **params)
    else:
        text = i18n.t(lang, "board.last_move", ply=ply + 1, notation=notation,
                      colour=who(lang, view, seat)).split(": ", 1)[-1]
    return i18n.t(lang, "table.last", ply=ply + 1, text=text)


def coup_line(lang: str, view: dict[str, Any]) -> str | None:
    """"Coup 3/16 · signal: cycle lane · to follow: Bicycle", from the public view's coup fields."""
    token, signals = view.get("token"), view.get("signals")
    if not isinstance(token, int) or not isinstance(signals, list):
        return None
    line = ""
    if isinstance(view.get("manches"), int) and view["manches"] > 1:
        line += i18n.t(lang, "table.manche", manche=view.get("manche"), manches=view["manches"])
    line += i18n.t(lang, "table.coup", token=token, signals=len(signals))
    placed = next((s for s in signals if isinstance(s, dict) and s.get("token") == token), None)
    if placed is not None:
        line += i18n.t(lang, "table.coup_signal", kind=i18n.kind_name(lang, str(placed.get("kind"))))
    if isinstance(view.get("follow"), str):
        line += i18n.t(lang, "table.coup_follow", follow=i18n.follow_text(lang, view["follow"]))
    if view.get("direction") == "counterclockwise":
        line += i18n.t(lang, "table.counterclockwise")
    return line


def manche_over_line(lang: str, view: dict[str, Any]) -> str | None:
    """Right after a manche ended and the next one was dealt (its log holds only the deal): how
    the manche ended and its scores."""
    results, log = view.get("manche_results"), view.get("log")
    if not isinstance(results, list) or not results or not isinstance(log, list):
        return None
    if any(isinstance(entry, dict) and entry.get("event") != "deal" for entry in log):
        return None
    last = results[-1]
    reason = f"reason.{last.get('reason')}"
    return i18n.t(lang, "table.manche_over", manche=last.get("manche"),
                  reason=i18n.t(lang, reason) if reason in i18n.MESSAGES[i18n.DEFAULT_LANG] else last.get("reason"),
                  scores=i18n.counts_text(lang, [int(n) for n in last.get("scores") or []],
                                          view.get("colours", [])))


def table_text(match: Match, lang: str) -> str:
    """The public text of a table: header and seats, the last action, the coup, who plays."""
    from bot.boards import result_line, seat_lines  # boards imports this module

    view = match.view(None)
    lines = [i18n.t(lang, "board.header", game=i18n.game_name(lang, match.game.key), match_id=match.id,
                    seat_lines=seat_lines(match, lang))]
    last = last_action_text(match, lang, view)
    if last:
        lines.append(last)
    result = match.record.result or {}
    if match.status == "finished":
        lines.append(i18n.t(lang, "board.result", result=result_line(match, lang)))
        return "\n".join(lines)
    if match.status == "aborted":
        by = result.get("by")
        user = mention(match.seats[by]) if isinstance(by, int) and 0 <= by < len(match.seats) else "?"
        lines.append(i18n.t(lang, "board.aborted", user=user))
        return "\n".join(lines)
    manche_over = manche_over_line(lang, view)
    if manche_over:
        lines.append(manche_over)
    coup = coup_line(lang, view)
    if coup:
        lines.append(coup)
    seat = match.seat_to_move
    if seat is not None:
        offer = match.record.draw_offer_seat
        if offer is not None:
            from bot.boards import offer_text

            lines.append(offer_text(match, lang, "board.draw_offer", colour=who(lang, view, offer)))
        key = "table.to_discard" if view.get("pending") == "discard" else "table.to_act"
        lines.append(i18n.t(lang, key, user=mention(match.seats[seat]), colour=who(lang, view, seat)))
    return "\n".join(lines)


def table_controls(match: Match, lang: str) -> list[Any]:
    """Under a table: "My hand" for every player (each sees their own, privately), Resign, and
    Offer draw where offers exist (two seats). No legal move is ever listed publicly."""
    from bot.boards import offer_key

    items: list[Any] = [
        button(ControlId("hand", match.id, match.version), i18n.t(lang, "button.hand"),
               style=discord.ButtonStyle.primary, row=0),
        button(ControlId("resign", match.id, match.version), i18n.t(lang, "button.resign"),
               style=discord.ButtonStyle.danger, row=1),
    ]
    if draws_allowed(match):
        items.append(button(ControlId("draw", match.id, match.version),
                            i18n.t(lang, offer_key(match, "button.draw")), row=1))
    return items


# --- the private hand --------------------------------------------------------------------------
def hand_line(lang: str, hand: Sequence[str]) -> str:
    """"Agent de la circulation ×2 · red Piéton · Bicycle", in the view's (canonical) order."""
    counts = Counter(hand)
    shown = []
    for card in dict.fromkeys(hand):
        name = i18n.card_name(lang, card)
        shown.append(f"{name} ×{counts[card]}" if counts[card] > 1 else name)
    return " · ".join(shown)


def action_option(lang: str, notation: str) -> discord.SelectOption:
    """A legal move in the private menu: its notation (what /move takes) and what it does."""
    verb, _, arg = notation.partition(" ")
    key = f"action.{verb}"
    description = None
    if key in i18n.MESSAGES[i18n.DEFAULT_LANG]:
        description = i18n.t(lang, key, card=i18n.card_name(lang, arg), kind=i18n.kind_name(lang, arg))[:100]
    return discord.SelectOption(label=notation[:100], value=notation, description=description)


def hand_panel(match: Match, user_id: int, lang: str, page: int = 0, note: str | None = None
               ) -> tuple[str, list[Any]]:
    """The private panel of ``user_id``'s seat: its text and its items (the menu of legal moves
    when it is their turn, paged past 25, and Refresh). For that player's eyes only."""
    seat = match.seat_of(user_id)
    assert seat is not None
    view = match.view(seat)
    hand = list(view.get("hand") or [])
    lines = [note] if note else []
    lines.append(i18n.t(lang, "hand.title", match_id=match.id, n=len(hand)))
    if hand:
        lines.append(hand_line(lang, hand))
    items: list[Any] = []
    moves = [text for _move, text in match.legal_moves(user_id)]
    pages = page_count(len(moves))
    if match.status != "active" or match.seat_to_move is None:
        lines.append(i18n.t(lang, "hand.over"))
    elif moves:
        page = min(max(page, 0), pages - 1)
        lines.append(i18n.t(lang, "hand.discard" if view.get("pending") == "discard" else "hand.your_turn"))
        if isinstance(view.get("follow"), str) and view.get("to_move") != view.get("leader"):
            lines.append(i18n.t(lang, "hand.follow", follow=i18n.follow_text(lang, view["follow"])))
        if pages > 1:
            lines.append(i18n.t(lang, "actions.page", n=len(moves), first=page * MENU_LIMIT + 1,
                                last=min(len(moves), (page + 1) * MENU_LIMIT), page=page + 1, pages=pages))
        placeholder = i18n.t(lang, "select.action_page" if pages > 1 else "select.action", page=page + 1,
                             pages=pages)
        items.append(select(ControlId("act", match.id, match.version, str(page)), placeholder,
                            [action_option(lang, text) for text in page_of(moves, page)], row=0))
        items += page_buttons(match, lang, "acts", page, pages, str)
    else:
        seat_to_move = match.seat_to_move
        lines.append(i18n.t(lang, "hand.waiting", user=mention(match.seats[seat_to_move]),
                            colour=who(lang, view, seat_to_move)))
    items.append(button(ControlId("hand", match.id, match.version), i18n.t(lang, "button.refresh"), row=1))
    return "\n".join(lines), items


async def hand_reply(bot: GameTableBot, match: Match, user_id: int, lang: str, *, page: int = 0,
                     note: str | None = None) -> tuple[str, dict[str, Any]]:
    """The hand panel as message arguments: its text, then ``view``, ``allowed_mentions`` and the
    hand's image as ``file`` (when the game draws hands)."""
    content, items = hand_panel(match, user_id, lang, page, note)
    seat = match.seat_of(user_id)
    assert seat is not None
    png = await bot.service.hand_png(match, seat)
    extra: dict[str, Any] = {"view": view_of(*items), "allowed_mentions": discord.AllowedMentions.none()}
    if png is not None:
        extra["file"] = discord.File(io.BytesIO(png), filename=f"hand-{match.id}.png")
    return content, extra
