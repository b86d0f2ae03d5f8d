"""Card tables end to end: opening, joining and starting one through the stand-in, the driver that
plays it as its players would, and ``Renders``, which traces every image the bot sends back to the
view it was drawn from."""

from __future__ import annotations

import asyncio
import hashlib
import json
import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import pytest

import engines
from bot.app import GameTableBot
from bot.service import GameService, Match, Played  # GameService: where the service draws
from engines.cards.macadam_cartes.views import HandView, TableView
from tests.standin import Message, Thread, User

from .guild import Club
from .service import CARDS

GAME = engines.get(CARDS)
TABLE_SIZE = 240  # the card renderers draw 240 px and wider
#: custom ids a public table message may carry: none lists a move (moves reveal a hand).
PUBLIC_IDS = re.compile(r"gt:(hand|resign|draw|join|leave|start|cpu|cpu_out|rematch):\d+:\d+")
#: a card named after "discard" (or its French verbs): only ever in the discarding player's private answers.
DISCARD_CARD = re.compile(r"(discard|d[ée]fausse[r]?)\s+[A-Za-z]", re.IGNORECASE)


def _table_view(match: Match, seat: int | None) -> TableView:
    view = match.view(seat)
    assert isinstance(view, TableView)
    return view


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@dataclass
class Renders:
    """Every image drawn by the bot, by digest: ("public" | "private", the view it was drawn from)."""

    drawn: dict[str, tuple[str, TableView]] = field(default_factory=dict)

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        """Wrap the service's two drawing methods in this process: what they hand to the
        executor (a process pool in the deployed bot) is left as it is."""
        real_board, real_hand = GameService.board_png, GameService.hand_png

        async def board_png(service: GameService, match: Match, **options: Any) -> bytes:
            png = await real_board(service, match, **options)
            self.drawn[digest(png)] = ("public", _table_view(match, None))
            return png

        async def hand_png(service: GameService, match: Match, seat: int, **options: Any) -> bytes | None:
            png = await real_hand(service, match, seat, **options)
            if png is not None:
                self.drawn[digest(png)] = ("private", _table_view(match, seat))
            return png

        monkeypatch.setattr(GameService, "board_png", board_png)
        monkeypatch.setattr(GameService, "hand_png", hand_png)

    def source(self, data: bytes) -> tuple[str, TableView]:
        found = self.drawn.get(digest(data))
        assert found is not None, "an image the bot did not draw through the service"
        return found


def hold_computers(bot: GameTableBot) -> asyncio.Lock:
    """A lock every computer turn of ``bot`` waits for: a test holds it while it checks a human's
    panel against the state as it is."""
    gate = asyncio.Lock()
    real = bot.service.play_computer

    async def gated(match_id: int, expected_version: int) -> Played | None:
        async with gate:
            return await real(match_id, expected_version)

    bot.service.play_computer = gated  # type: ignore[method-assign]
    return gate


def card_bot(table: Club, clock: Callable[[], datetime] | None = None) -> GameTableBot:
    """A bot drawing at the card renderers' size (on ``clock`` if given)."""
    return table.new_bot(clock, board_size=TABLE_SIZE)


async def open_table(table: Club, host: User, locale: str = "en-US", **options: Any) -> Message:
    """Run /table as ``host``: the public lobby message."""
    res = await table.standin.slash(host, "table", {"game": CARDS, **options}, locale=locale)
    answer = await res.response()
    assert answer.type == 4 and not answer.ephemeral and answer.message is not None, answer
    return answer.message


@dataclass
class Driver:
    """Plays a table as its players would: from the private panels ("My hand", then the menu) or
    by typing /move, with seeded choices; checks every private panel and every public message."""

    table: Club
    bot: GameTableBot
    thread: Thread
    match_id: int
    renders: Renders
    rng: random.Random
    typed_share: float = 0.25
    panels: dict[int, Message] = field(default_factory=dict)
    actions: int = 0

    async def match(self) -> Match:
        return await self.bot.service.get(self.match_id)

    def tables(self) -> list[Message]:
        return self.table.boards(self.thread)

    async def open_panel(self, user: User, message: Message | None = None) -> Message:
        """Press "My hand" on the latest table (or ``message``): the private panel."""
        message = message or self.tables()[-1]
        res = await self.table.standin.click(user, message, message.button("My hand"))
        panel = await res.followup()
        assert panel.ephemeral and res.callback is not None and res.callback.ephemeral
        await self.check_panel(user, panel)
        self.panels[user.id] = panel
        return panel

    async def check_panel(self, user: User, panel: Message) -> None:
        """The panel shows this user's own hand, as it is now, and their legal moves if they act."""
        match = await self.match()
        seat = match.seat_of(user.id)
        assert seat is not None and panel.ephemeral
        [image] = panel.attachments
        kind, view = self.renders.source(image.data)
        assert kind == "private" and view == GAME.player_view(match.state, seat), "not this player's hand now"
        expected = [text for _move, text in match.legal_moves(user.id)]
        if expected:
            assert [o["value"] for o in panel.select(prefix="gt:act:")["options"]] == expected
        else:
            assert not any(i.startswith("gt:act:") for i in panel.custom_ids)

    def check_public(self) -> None:
        """No public message of the bot carries a hand, a discarded card or a move menu."""
        channel, standin = self.table.channel, self.table.standin
        for message in standin.messages(channel) + standin.messages(self.thread):
            if message.ephemeral or message.author.id != standin.bot_user.id:
                continue
            versions = [*message.history, message.snapshot()]
            for version in versions:
                text = version["content"] + json.dumps(version["embeds"])
                assert not DISCARD_CARD.search(text), text
                assert "Your hand" not in text and "Votre main" not in text
                assert not any(str(name).startswith("hand-") for name in version["attachments"])
            assert all(PUBLIC_IDS.fullmatch(i) for i in message.custom_ids), message.custom_ids
            for attachment in message.attachments:
                kind, view = self.renders.source(attachment.data)
                assert kind == "public" and not isinstance(view, HandView), "a private image in a public message"

    async def step(self) -> None:
        """One action of the player to act."""
        match = await self.match()
        user_id = match.user_to_move
        assert user_id is not None
        user = next(u for u in (self.table.alice, self.table.bob, self.table.carol) if u.id == user_id)
        legal = [text for _move, text in match.legal_moves(user_id)]
        others = [u for u in (self.table.alice, self.table.bob, self.table.carol) if u.id != user_id]
        if self.actions % 17 == 3:  # now and then: autocomplete lists moves to the actor only
            listed = await self.table.standin.autocomplete(user, "move", {"text": ""}, focused="text",
                                                           channel=self.thread)
            assert [c["value"] for c in listed] == legal[:25]
            assert await self.table.standin.autocomplete(others[0], "move", {"text": ""}, focused="text",
                                                         channel=self.thread) == []
        choice = self.rng.choice(legal)
        if self.rng.random() < self.typed_share:
            res = await self.table.standin.slash(user, "move", {"text": choice}, channel=self.thread)
            answer = await res.followup()
            assert answer.ephemeral and says_what_was_done(answer.content, choice), answer.content
            await self.check_panel(user, answer)
            self.panels[user_id] = answer
        else:
            panel = self.panels.get(user_id)
            if panel is None or not any(i.startswith("gt:act:") for i in panel.custom_ids):
                panel = await self.open_panel(user)
            before = len(panel.history)
            menu = panel.select(prefix="gt:act:")
            await (await self.table.standin.click(user, panel, menu, [choice])).response()
            await self.table.standin.wait_for(lambda: len(panel.history) > before and not panel.loading,
                                              what="the private panel to refresh")
            assert says_what_was_done(panel.content, choice), panel.content
            await self.check_panel(user, panel)
        self.actions += 1
        self.check_public()
        last = (await self.match()).row.last_move or {}
        assert not DISCARD_CARD.search(str(last.get("notation"))), last

    async def play_until(self, done: Callable[[Match], bool]) -> Match:
        while True:
            match = await self.match()
            if match.status != "active" or done(match):
                return match
            await self.step()


#: what the private note says a player just did, by verb: in words, never the typed notation.
DONE = {"roll": re.compile(r"You rolled a [1-6]: (nothing won|an insurance ticket|an insurance-and-licence ticket)\.$"),
        "draw": re.compile(r"You drew a card from the talon\.$"),
        "discard": re.compile(r"You put the [a-zA-Z -]+ under the talon\.$"),
        "expose": re.compile(r"You exposed the insurance(-and-licence)?\.$"),
        "signal": re.compile(r"You put token \d+ on a “(pedestrians cross|pedestrians wait|cycle lane|motorway entry|"
                             r"green arrow|blue arrow)” signal\.$"),
        "play": re.compile(r"You played the [a-zA-Z -]+\.$"),
        "agent": re.compile(r"You sent an Agent to the centre and played the [a-zA-Z -]+\.$"),
        "pass": re.compile(r"You had no card to play: a “lose 100 points” penalty\.$")}


def says_what_was_done(content: str, choice: str) -> bool:
    """The first line of a private answer says in words what ``choice`` (a notation) did."""
    verb = choice.split()[0]
    return bool(DONE[verb].match(content.split("\n")[0]))


def mid_coup(match: Match) -> bool:
    """Someone has played in this coup and it is not over."""
    view = match.view(None)
    assert isinstance(view, TableView)
    return bool(view.coup) and view.to_move != view.leader


async def start_table(table: Club, players: list[User], **options: Any) -> tuple[Thread, Message]:
    """A table opened by the first player (with ``options``), joined by the others in order,
    started: its thread and first table message."""
    lobby = await open_table(table, players[0], **options)
    for user in players[1:]:
        await table.press(user, lobby, "Join")
    await table.press(players[0], lobby, "Start")
    thread = await table.standin.wait_for_thread(lambda t: t.starter_message_id == lobby.id)
    return thread, await table.wait_board(thread)
