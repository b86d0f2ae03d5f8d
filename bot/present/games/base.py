"""``Presenter``: how a game family shows itself on Discord. This base is a board game's.

A presenter turns a match (its stored row and ``player_view``) into the texts and controls
of its public message, its lobby, and, for games with hidden hands, each player's private
panel. Posting and editing those messages is ``bot.publish``'s job; the presenter only builds
them, and it is the one place that reads a game's own view fields.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot import i18n
from bot.present.controls import ControlId, button, view_of
from bot.present.menus import first_step_controls, page_count, piece_select, pieces_that_move, stepwise
from bot.present.texts import aborted_line, header_line, offer_key, offer_text, player, result_line
from bot.service import Match, move_number
from engines.views import View


class Presenter:
    """A board game: one public board (image, text, piece menu, Resign, Offer draw), no secrets."""

    #: Each player has a private panel (their own view, answered ephemerally: "My hand").
    private_panel: bool = False

    # --- the lobby (games opened with /table) --------------------------------------------------
    def lobby_details(self, match: Match, lang: str) -> str:
        """The options chosen, in words (``table_detail.<option>``)."""
        parts = []
        for name, value in match.row.options.get("engine", {}).items():
            key = f"table_detail.{name}"
            if key in i18n.MESSAGES[i18n.DEFAULT_LANG] and value is not None:
                parts.append(i18n.t(lang, key, n=value))
        return "".join(parts)

    def lobby_terms(self, match: Match, lang: str) -> list[str]:
        """Lines on what joiners agree to by sitting down, beyond the rating (a board game: none)."""
        return []

    # --- the public message --------------------------------------------------------------------
    def public_text(self, match: Match, lang: str) -> str:
        """Header, the last move, and who moves next or how it ended (without the clock line)."""
        view = match.view(None)
        colours = view.seat_colours()
        lines = [header_line(match, lang)]
        last = match.row.last_move or {}
        number = move_number(last)
        if number is not None and isinstance(last.get("seat"), int) and last.get("notation"):
            lines.append(i18n.t(lang, "board.last_move", ply=number, notation=last["notation"],
                                colour=i18n.colour(lang, colours, last["seat"], capital=lang != "fr")))
        if match.status == "finished":
            lines.append(i18n.t(lang, "board.result", result=result_line(match, lang)))
        elif match.status == "aborted":
            lines.append(aborted_line(match, lang))
        elif match.seat_to_move is not None:
            offer = match.row.draw_offer_seat
            if offer is not None:
                lines.append(offer_text(match, lang, "board.draw_offer", colour=i18n.colour(lang, colours, offer)))
            lines.append(self.turn_line(match, lang, view, match.seat_to_move))
        return "\n".join(lines)

    def turn_line(self, match: Match, lang: str, view: View, seat: int) -> str:
        """Who moves next ("@user (White) to move")."""
        return i18n.t(lang, "board.to_move", **self.whose_turn(match, lang, view, seat))

    @staticmethod
    def whose_turn(match: Match, lang: str, view: View, seat: int) -> dict[str, str]:
        """The ``user`` and ``colour`` parameters of a turn line."""
        return {"user": player(match, seat, lang),
                "colour": i18n.colour(lang, view.seat_colours(), seat, capital=lang != "fr")}

    def public_controls(self, match: Match, lang: str) -> discord.ui.View:
        """Piece select (paged when more pieces can move than a menu holds) + Resign / Offer draw.

        Engines that guide a move cell by cell (``next_steps``) get the menu of first cells instead.
        Only called while the match is active.
        """
        items: list[Any] = []
        guided = first_step_controls(match, lang) if stepwise(match) else []
        starts = {} if guided else pieces_that_move(match)
        pages = page_count(len(starts))
        if guided:
            items.append(guided[0])
        elif starts:
            items.append(piece_select(match, lang, starts, 0 if pages > 1 else None))
        items.append(button(ControlId("resign", match.id, match.version), i18n.t(lang, "button.resign"),
                            style=discord.ButtonStyle.danger, row=1))
        items.append(button(ControlId("draw", match.id, match.version),
                            i18n.t(lang, offer_key(match, "button.draw")), row=1))
        if pages > 1:
            items.append(button(ControlId("pieces", match.id, match.version, "1"),
                                i18n.t(lang, "button.more_pieces", page=2, pages=pages), row=1))
        items += guided[1:]  # "More cells" of the first-cell menu
        return view_of(*items)

    def played_text(self, match: Match, notation: str, lang: str) -> str:
        """What a player is told, privately, of the move they just made (``notation``: in full,
        as they played it; ``match``: just after it)."""
        return i18n.t(lang, "played", notation=notation)

    # --- the replay (/replay) ------------------------------------------------------------------
    def replay_bands(self, match: Match, lang: str, moves: Sequence[tuple[int, str]]) -> list[str]:
        """The band over each frame of the replay: the start position, then each of ``moves``
        (``(seat, public notation)``, from the start) in words."""
        view = match.view(None)
        return [i18n.t(lang, "replay.start"),
                *(self.replay_band(lang, view, number, len(moves), seat, notation)
                  for number, (seat, notation) in enumerate(moves, start=1))]

    def replay_band(self, lang: str, view: View, number: int, total: int, seat: int, notation: str) -> str:
        """"Move 12/91: White played 32-28"."""
        return i18n.t(lang, "replay.move", ply=number, plies=total, notation=notation,
                      colour=i18n.colour(lang, view.seat_colours(), seat, capital=lang != "fr"))

    # --- the private panel (games with hidden hands) -------------------------------------------
    def panel(self, match: Match, user_id: int, lang: str, page: int = 0, note: str | None = None
              ) -> tuple[str, list[Any]]:
        """The private panel of ``user_id``'s seat: its text and its items. Only for presenters
        with ``private_panel``; a board has nothing private."""
        raise NotImplementedError(f"{match.game.key} has no private panel")

    def panel_image_name(self, match: Match) -> str:
        """The file name of the panel's image (``hand_png``), when the game draws one."""
        return f"panel-{match.id}.png"
