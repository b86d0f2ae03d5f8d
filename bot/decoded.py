"""Decoding a stored state once: ``DecodeCache`` keeps the states this process decoded (or
committed), keyed by the game and the state's exact stored JSON text, each with the views built
of it.

It can never be stale: engine states are immutable and a view is a pure function of (state,
seat), so the same text always decodes to the same state with the same views; a damaged text is
another key (and what fails to load is not kept). Bounded: the least recently used go first.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

import engines
from engines.views import View

#: states kept; about one per match being played now, several times over.
DECODED_KEPT = 512


class Decoded:
    """A decoded state and its views, each seat's built on first use and kept."""

    __slots__ = ("game", "state", "_views")

    def __init__(self, game: engines.AnyGame, state: Any) -> None:
        self.game = game
        self.state = state
        self._views: dict[int | None, View] = {}

    def view(self, seat: int | None = None) -> View:
        """``seat``'s view (None: the public one), built once."""
        view = self._views.get(seat)
        if view is None:
            view = self._views[seat] = self.game.player_view(self.state, seat)
        return view


class DecodeCache:
    """The decoded states of this process, by ``(game key, stored text)``."""

    def __init__(self, size: int = DECODED_KEPT) -> None:
        self.size = size
        self._entries: OrderedDict[tuple[str, str], Decoded] = OrderedDict()

    def load(self, game: engines.AnyGame, text: str, data: Mapping[str, Any]) -> Decoded:
        """The state stored as ``text`` (``data`` is that text parsed): loaded by the engine
        unless this process has it already. Whatever the engine raises on a damaged state goes
        through, and nothing is kept. No text (a match row not read from the database): loaded each time."""
        if not text:
            return Decoded(game, game.load(data))
        key = (game.key, text)
        entry = self._entries.get(key)
        if entry is None:
            return self._keep(key, Decoded(game, game.load(data)))
        self._entries.move_to_end(key)
        return entry

    def seed(self, game: engines.AnyGame, text: str, state: Any) -> Decoded:
        """``state``, about to be stored as ``text`` (``game.dump`` of it): reading its row back
        finds it here instead of loading it again."""
        key = (game.key, text)
        entry = self._entries.get(key)
        if entry is not None:
            self._entries.move_to_end(key)
            return entry
        return self._keep(key, Decoded(game, state))

    def clear(self) -> None:
        self._entries.clear()

    def _keep(self, key: tuple[str, str], entry: Decoded) -> Decoded:
        self._entries[key] = entry
        while len(self._entries) > self.size:
            self._entries.popitem(last=False)
        return entry
