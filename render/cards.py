"""Table and hand images for Macadam, le jeu des piétons et des 2 roues (``macadam-cartes``).

``render_table(view, *, size, orientation, last_move, theme) -> PNG bytes`` draws the public
table from ``player_view(state, None)`` and never reads a ``hand`` key. From the top:

- the board: the 16 signals (1-4 Passez piétons, 5-8 Attendez piétons, 9-11 piste cyclable,
  12-13 entrée d'autoroute, 14-15 flèche verte, 16 flèche bleue), a numbered token on each
  covered one, the current coup's token ringed;
- the centre of the table: the talon, the Agents laid at the centre, the Assurance and
  Assurance-Permis tickets left, the last roll of the die (who, and what it won), and the
  manches played when there are several;
- the coup: its token, the direction of play, the cards played so far in order (each over its
  player's seat badge; an Agent with the card laid with it; a penalty ticket for a pass), then
  a dashed place for the player to act showing what must be followed (a card, any vehicle, or
  the signal); once the game is over, the winners and why it ended instead;
- one strip per seat, in seat order (clockwise, chevrons show the way play goes now): the seat
  badge (the dealer's with a "D"), the hand as card backs with its size, the exposed cards
  grouped with their points and counts, the licences held (ticket-shaped when won with the die),
  the "Perdez 100 points" tickets, the manche score and the game score. The player to act is
  ringed in orange, the winners in gold.

``render_hand(view, *, size, theme) -> PNG bytes`` draws ``view["hand"]`` (a seat's own view)
as rows of full cards, identical cards stacked with their count, for an ephemeral message.

The static layers (board, panels) and every card sprite are cached; a render pastes sprites,
writes a few numbers and encodes. ``orientation`` and ``last_move`` are accepted and ignored:
seats are always listed in seat order, so the table does not turn with the player to act.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render import cards_art as art
from render.common import Colour, Theme, encode_png, font, luminance, mix

GAME = "macadam-cartes"
SIGNALS = 16
#: The board's fixed table: signal number -> kind.
SIGNAL_TABLE: tuple[str, ...] = (
    ("passez",) * 4 + ("attendez",) * 4 + ("piste",) * 3 + ("autoroute",) * 2 + ("verte",) * 2 + ("bleue",)
)
ACTIONS = ("play", "agent", "pass", "interrupted")
REASONS = ("all-signals", "hand-emptied")
TIEBREAKS = ("score", "pietons", "point-cards", "penalties", "shared")
MIN_SIZE, MAX_SIZE = 240, 4000

#: Asphalt, kerb paint and road markings: the default look of the card table.
ASPHALT = Theme(
    frame=(50, 53, 59),  # the table
    frame_edge=(28, 29, 33),  # outlines, the board plate's rim
    rim_text=(238, 235, 226),  # text
    light=(70, 74, 83),  # a player's strip
    dark=(38, 40, 45),  # the board plate and the centre's bands
    cell_text=(150, 155, 164),  # secondary text
    grid_line=None,
    grain=0.0,
    last_move=(255, 236, 160, 70),
    arrow=(255, 140, 26),  # the player to act
    arrow_edge=(58, 28, 4),
    capture=(200, 36, 40),
    huff=(60, 200, 96),  # the reversed direction of a green-arrow coup
    gold=(246, 196, 44),  # winners, the current token's ring
)
DEFAULT_THEME = ASPHALT


_CANONICAL = {card.lower(): card for card in art.CARDS}  # card ids are case-insensitive


# --- reading the view -------------------------------------------------------------------------
def _get(mapping: Any, key: str, where: str) -> Any:
    if not isinstance(mapping, Mapping):
        raise ValueError(f"{where} must be a mapping, not {type(mapping).__name__}")
    try:
        return mapping[key]
    except KeyError:
        raise ValueError(f"{where} has no {key!r} field") from None


def _int(value: Any, what: str, low: int | None = None, high: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{what} must be an integer, not {value!r}")
    if (low is not None and value < low) or (high is not None and value > high):
        bounds = f"{low}..{high}" if high is not None else f">= {low}"
        raise ValueError(f"{what} is {value}; expected {bounds}")
    return value


def _list(value: Any, what: str) -> list[Any]:
    if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, Sequence):
        raise ValueError(f"{what} must be a list, not {value!r}")
    return list(value)


def card_id(value: Any, what: str) -> str:
    """The canonical id of a card named ``value`` (case-insensitive); ValueError otherwise."""
    card = _CANONICAL.get(value.lower()) if isinstance(value, str) else None
    if card is None:
        raise ValueError(f"unknown card {value!r} in {what}; cards are {', '.join(art.CARDS)}")
    return card


def _seat(value: Any, what: str, seats: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < seats:
        raise ValueError(f"{what} {value!r} is not a seat (0..{seats - 1})")
    return value


def _licence(value: Any, what: str) -> str:
    if value not in ("ASS", "AP"):
        raise ValueError(f"{what} {value!r} is not a licence ('ASS' or 'AP')")
    return value


@dataclass(frozen=True)
class Player:
    seat: int
    hand_count: int
    exposed: tuple[str, ...]
    tickets: tuple[str, ...]
    licences: tuple[str, ...]
    penalties: int
    manche_score: int
    score: int

    def groups(self) -> tuple[tuple[str, int], ...]:
        """Exposed cards as (card, count) in the deck's canonical order."""
        return tuple((card, self.exposed.count(card)) for card in art.CARDS if card in self.exposed)


@dataclass(frozen=True)
class Action:
    seat: int
    action: str
    card: str | None
    licence: str | None


@dataclass(frozen=True)
class Roll:
    seat: int
    value: int
    gain: str | None


@dataclass(frozen=True)
class Result:
    winners: tuple[int, ...]
    reason: str
    scores: tuple[int, ...]
    tiebreak: str


@dataclass(frozen=True)
class Table:
    """Everything the table image shows, read and checked from a public view."""

    players: tuple[Player, ...]
    kinds: tuple[str, ...]  # kind of signal 1..16
    tokens: tuple[int | None, ...]  # token on signal 1..16
    token: int
    dealer: int
    leader: int | None  # None only once the game is over
    clockwise: bool
    to_move: int | None
    pending: str | None
    follow: str | None
    talon: int
    centre: int
    supply: tuple[int, int]  # ASS, AP
    coup: tuple[Action, ...]
    roll: Roll | None
    manche: int
    manches: int
    outcome: Result | None

    @property
    def seats(self) -> int:
        return len(self.players)


def _follow(value: Any) -> str | None:
    if value is None or value == "vehicle":
        return value
    if isinstance(value, str) and value.startswith("signal:"):
        kind = value[len("signal:"):]
        if kind not in art.SIGNAL_KINDS:
            raise ValueError(f"follow {value!r} names no signal; kinds are {', '.join(art.SIGNAL_KINDS)}")
        return value
    return card_id(value, "follow")


def _player(data: Any, index: int, seats: int) -> Player:
    where = f"players[{index}]"
    seat = _get(data, "seat", where)
    if seat != index:
        raise ValueError(f"{where} is seat {seat!r}; players must be listed in seat order 0..{seats - 1}")
    exposed = tuple(card_id(c, f"{where}.exposed") for c in _list(_get(data, "exposed", where), f"{where}.exposed"))
    tickets = tuple(_licence(t, f"{where}.tickets") for t in _list(_get(data, "tickets", where), f"{where}.tickets"))
    licences = tuple(
        sorted({_licence(t, f"{where}.licences") for t in _list(_get(data, "licences", where), f"{where}.licences")})
    )
    return Player(
        seat=index,
        hand_count=_int(_get(data, "hand_count", where), f"{where}.hand_count", 0, 56),
        exposed=exposed,
        tickets=tickets,
        licences=licences,
        penalties=_int(_get(data, "penalties", where), f"{where}.penalties", 0),
        manche_score=_int(_get(data, "manche_score", where), f"{where}.manche_score"),
        score=_int(_get(data, "score", where), f"{where}.score"),
    )


def _signals(value: Any) -> tuple[tuple[str, ...], tuple[int | None, ...]]:
    signals = _list(value, "signals")
    if len(signals) != SIGNALS:
        raise ValueError(f"the board has {SIGNALS} signals, the view lists {len(signals)}")
    kinds: list[str | None] = [None] * SIGNALS
    tokens: list[int | None] = [None] * SIGNALS
    seen: set[int] = set()
    for signal in signals:
        number = _int(_get(signal, "number", "a signal"), "signal number", 1, SIGNALS)
        if number in seen:
            raise ValueError(f"signal {number} is listed twice")
        seen.add(number)
        kind = _get(signal, "kind", f"signal {number}")
        if kind not in art.SIGNAL_KINDS:
            raise ValueError(f"signal {number} has unknown kind {kind!r}; kinds are {', '.join(art.SIGNAL_KINDS)}")
        tok = _get(signal, "token", f"signal {number}")
        kinds[number - 1] = kind
        tokens[number - 1] = None if tok is None else _int(tok, f"token on signal {number}", 1, SIGNALS)
    placed = [t for t in tokens if t is not None]
    if len(placed) != len(set(placed)):
        raise ValueError(f"a token lies on two signals: {sorted(placed)}")
    return tuple(k for k in kinds if k is not None), tuple(tokens)


def _action(data: Any, index: int, seats: int) -> Action:
    where = f"coup[{index}]"
    action = _get(data, "action", where)
    if action not in ACTIONS:
        raise ValueError(f"{where} has unknown action {action!r}; actions are {', '.join(ACTIONS)}")
    card = data.get("card")
    if action in ("play", "agent"):
        card = card_id(card, where)
    elif card is not None:
        card = card_id(card, where)
    licence = data.get("licence")
    if licence is not None:
        licence = _licence(licence, f"{where}.licence")
    return Action(_seat(_get(data, "seat", where), f"{where}.seat", seats), action, card, licence)


def _outcome(data: Any, seats: int) -> Result | None:
    if data is None:
        return None
    winners = tuple(_seat(w, "outcome winner", seats) for w in _list(_get(data, "winners", "outcome"), "winners"))
    if not winners:
        raise ValueError("outcome names no winner")
    reason = _get(data, "reason", "outcome")
    if reason not in REASONS:
        raise ValueError(f"outcome reason {reason!r} is not one of {', '.join(REASONS)}")
    scores = tuple(_int(s, "outcome score") for s in _list(_get(data, "scores", "outcome"), "outcome scores"))
    if len(scores) != seats:
        raise ValueError(f"outcome lists {len(scores)} scores for {seats} seats")
    tiebreak = data.get("tiebreak") or "score"
    if tiebreak not in TIEBREAKS:
        raise ValueError(f"outcome tiebreak {tiebreak!r} is not one of {', '.join(TIEBREAKS)}")
    return Result(winners, reason, scores, tiebreak)


def parse_table(view: Mapping[str, Any]) -> Table:
    """The checked content of a public ``macadam-cartes`` view (never reads ``hand``)."""
    game = _get(view, "game", "player view")
    if game != GAME:
        raise ValueError(f"this renderer draws {GAME!r}, not {game!r}")
    raw_players = _list(_get(view, "players", "player view"), "players")
    seats = len(raw_players)
    declared = view.get("seats")
    if isinstance(declared, int) and not isinstance(declared, bool) and declared != seats:
        raise ValueError(f"the view has {declared} seats but lists {seats} players")
    if not 2 <= seats <= 6:
        raise ValueError(f"macadam-cartes is played by 2 to 6 players, the view lists {seats}")
    players = tuple(_player(p, i, seats) for i, p in enumerate(raw_players))
    kinds, tokens = _signals(_get(view, "signals", "player view"))
    direction = _get(view, "direction", "player view")
    if direction not in ("clockwise", "counterclockwise"):
        raise ValueError(f"direction {direction!r} is neither 'clockwise' nor 'counterclockwise'")
    to_move = view.get("to_move")
    supply = _get(view, "supply", "player view")
    roll = view.get("last_roll")
    if roll is not None:
        gain = roll.get("gain") if isinstance(roll, Mapping) else None
        roll = Roll(
            _seat(_get(roll, "seat", "last_roll"), "last_roll.seat", seats),
            _int(_get(roll, "value", "last_roll"), "last_roll.value", 1, 6),
            None if gain is None else _licence(gain, "last_roll.gain"),
        )
    pending = view.get("pending")
    if pending not in (None, "discard"):
        raise ValueError(f"pending {pending!r} is neither null nor 'discard'")
    manches = view.get("manches", 1)
    manches = 1 if manches is None else _int(manches, "manches", 1, 10)
    manche = view.get("manche", 1)
    manche = 1 if manche is None else _int(manche, "manche", 1, manches)
    outcome = _outcome(view.get("outcome"), seats)
    leader = view.get("leader") if outcome is not None else _get(view, "leader", "player view")
    return Table(
        players=players,
        kinds=kinds,
        tokens=tokens,
        # once the game is over, the token may run one past the last and nobody leads
        token=_int(_get(view, "token", "player view"), "token", 1, SIGNALS + (outcome is not None)),
        dealer=_seat(_get(view, "dealer", "player view"), "dealer", seats),
        leader=None if leader is None and outcome is not None else _seat(leader, "leader", seats),
        clockwise=direction == "clockwise",
        to_move=None if to_move is None else _seat(to_move, "to_move", seats),
        pending=pending,
        follow=_follow(view.get("follow")),
        talon=_int(_get(view, "talon_size", "player view"), "talon_size", 0, 56),
        centre=_int(_get(view, "centre_agents", "player view"), "centre_agents", 0, 6),
        supply=(
            _int(_get(supply, "ASS", "supply"), "supply.ASS", 0, 5),
            _int(_get(supply, "AP", "supply"), "supply.AP", 0, 5),
        ),
        coup=tuple(_action(a, i, seats) for i, a in enumerate(_list(view.get("coup") or [], "coup"))),
        roll=roll,
        manche=manche,
        manches=manches,
        outcome=outcome,
    )


# --- geometry ---------------------------------------------------------------------------------
# Everything is laid out in units of a hundredth of the width.
MARGIN = 2.0
TILE = 10.6
TILE_GAP = 1.0
PLATE_PAD = 1.6
PLATE_H = 2 * TILE + TILE_GAP + 2 * PLATE_PAD
CENTRE_H = 13.0
COUP_H = 17.8
ROW_H = 15.0
ROW_GAP = 1.2
GAPS = (1.4, 1.2, 1.6)  # plate / centre / coup / rows
MINI = 8.0  # width of a small card
RADIUS_U = 1.8  # corner radius of the panels


@dataclass(frozen=True)
class Layout:
    """Pixel geometry of a table image ``width`` wide with ``seats`` strips."""

    width: int
    seats: int

    @property
    def u(self) -> float:
        return self.width / 100

    def px(self, units: float) -> int:
        return max(1, round(units * self.u))

    @property
    def plate(self) -> tuple[float, float, float, float]:
        return self._band(MARGIN, PLATE_H)

    @property
    def centre(self) -> tuple[float, float, float, float]:
        y = MARGIN + PLATE_H + GAPS[0]
        return self._band(y, CENTRE_H)

    @property
    def coup(self) -> tuple[float, float, float, float]:
        y = MARGIN + PLATE_H + GAPS[0] + CENTRE_H + GAPS[1]
        return self._band(y, COUP_H)

    def row(self, seat: int) -> tuple[float, float, float, float]:
        y = MARGIN + PLATE_H + GAPS[0] + CENTRE_H + GAPS[1] + COUP_H + GAPS[2] + seat * (ROW_H + ROW_GAP)
        return self._band(y, ROW_H)

    def _band(self, y: float, h: float) -> tuple[float, float, float, float]:
        u = self.u  # whole pixels, so panels and their rings fall on the same rows
        return round(MARGIN * u), round(y * u), round((100 - MARGIN) * u), round((y + h) * u)

    @property
    def height(self) -> int:
        return round(self.row(self.seats - 1)[3] + MARGIN * self.u)

    def tile_box(self, number: int) -> tuple[int, int, int, int]:
        """Pixel box of signal ``number`` (1..16): 1-8 on the top row, 9-16 below."""
        u = self.u
        side = self.px(TILE)
        inner = 8 * TILE + 7 * TILE_GAP
        x0 = (100 - inner) / 2
        row, col = divmod(number - 1, 8)
        x = round((x0 + col * (TILE + TILE_GAP)) * u)
        y = round((MARGIN + PLATE_PAD + row * (TILE + TILE_GAP)) * u)
        return x, y, x + side, y + side


def _panel_mask(width: int, height: int, box: Sequence[float], radius: float) -> Image.Image:
    """An anti-aliased "L" mask ``width`` x ``height`` of a rounded rectangle at ``box``."""
    mask = Image.new("L", (width * art.SS, height * art.SS), 0)
    ImageDraw.Draw(mask).rounded_rectangle([v * art.SS for v in box], max(0.0, radius * art.SS), fill=255)
    return mask.reduce(art.SS)


def _rounded_panel(image: Image.Image, box: Sequence[float], radius: float, fill: Colour,
                   edge: Colour | None = None, edge_width: float = 0) -> None:  # fmt: skip
    """An anti-aliased rounded rectangle over ``box`` of ``image``, ringed with ``edge``."""
    x0, y0 = max(0, int(box[0]) - 1), max(0, int(box[1]) - 1)
    x1, y1 = min(image.width, int(box[2]) + 2), min(image.height, int(box[3]) + 2)
    local = (box[0] - x0, box[1] - y0, box[2] - x0, box[3] - y0)
    size = (x1 - x0, y1 - y0)
    if edge is not None and edge_width > 0:
        image.paste(edge, (x0, y0), _panel_mask(*size, local, radius))
        e = edge_width
        local = (local[0] + e, local[1] + e, local[2] - e, local[3] - e)
        radius = max(0.0, radius - e)
    image.paste(fill, (x0, y0), _panel_mask(*size, local, radius))


def _ink(theme: Theme, ground: Colour) -> tuple[Colour, Colour, bool]:
    """(text, secondary text, shadowed) for writing on ``ground``: light on dark grounds,
    dark (unshadowed) on light ones."""
    if luminance(ground) > 0.55:
        return theme.frame_edge, mix(theme.frame_edge, ground, 0.45), False
    return theme.rim_text, theme.cell_text, True


def _strip_fill(theme: Theme, state: str) -> Colour:
    return mix(theme.light, (255, 255, 255), 0.08) if state else theme.light


@lru_cache(maxsize=8)
def _background(layout: Layout, theme: Theme, kinds: tuple[str, ...]) -> Image.Image:
    """The table without anything that moves: board plate and signals, empty bands and strips."""
    u = layout.u
    image = Image.new("RGB", (layout.width, layout.height), theme.frame)
    radius = RADIUS_U * u
    _rounded_panel(image, layout.plate, radius, theme.dark, theme.frame_edge, max(1.0, 0.3 * u))
    # a kerb line around the plate: white paint on asphalt
    x0, y0, x1, y1 = layout.plate
    inset = 0.7 * u
    kerb = art.Sketch(round(x1 - x0), round(y1 - y0))
    paint = mix(theme.dark, theme.rim_text, 0.35)
    kerb.rrect((inset, inset, x1 - x0 - inset, y1 - y0 - inset), radius * 0.7, None, paint, max(0.6, 0.18 * u))
    sprite = kerb.done()
    image.paste(sprite, (round(x0), round(y0)), sprite)
    side = layout.px(TILE)
    draw = ImageDraw.Draw(image)
    for number, kind in enumerate(kinds, start=1):
        box = layout.tile_box(number)
        tile = art.signal_tile(kind, side)
        image.paste(tile, box[:2], tile)
        # the signal's number in its top-left corner
        px = max(7, round(side * 0.2))
        draw.text((box[0] + side * 0.05, box[1] + side * 0.02), str(number), font=font(px), anchor="la",
                  fill=(255, 255, 255), stroke_width=max(1, px // 6), stroke_fill=(16, 16, 20))  # fmt: skip
    for box in (layout.centre, layout.coup):
        _rounded_panel(image, box, radius, theme.dark)
    for seat in range(layout.seats):
        _rounded_panel(image, layout.row(seat), radius, _strip_fill(theme, ""))
    return image


# --- drawing helpers --------------------------------------------------------------------------
def _paste(image: Image.Image, sprite: Image.Image, x: float, y: float, anchor: str = "lt") -> None:
    """Paste an RGBA sprite with its ``anchor`` ("lt" top-left, "mm" centre, "lm" left-middle)
    at (x, y)."""
    if anchor[0] == "m":
        x -= sprite.width / 2
    elif anchor[0] == "r":
        x -= sprite.width
    if anchor[1] == "m":
        y -= sprite.height / 2
    elif anchor[1] == "b":
        y -= sprite.height
    image.paste(sprite, (round(x), round(y)), sprite)


def _text(image: Image.Image, xy: tuple[float, float], text: str, px: float, fill: Colour,
          anchor: str = "lm", shadow: bool = True) -> float:  # fmt: skip
    """Write ``text`` ``px`` high with a soft drop shadow; returns its width."""
    face = font(max(6, round(px)))
    draw = ImageDraw.Draw(image)
    if shadow:
        off = max(1, round(px / 16))
        draw.text((xy[0] + off, xy[1] + off), text, font=face, fill=(12, 12, 14), anchor=anchor)
    draw.text(xy, text, font=face, fill=fill, anchor=anchor)
    return face.getlength(text)


def _fit(text: str, px: float, room: float) -> float:
    """``px``, or less so that ``text`` is at most ``room`` pixels long."""
    length = font(max(6, round(px))).getlength(text)
    return px if length <= room else px * room / length


def _minus(n: int) -> str:
    """A score with a real minus sign."""
    return f"\u2212{-n}" if n < 0 else str(n)


@lru_cache(maxsize=64)
def _count_pill(text: str, height: int, fill: Colour, ink: Colour) -> Image.Image:
    """A small rounded pill with a count, like "×3"."""
    px = height * 0.72
    length = font(max(6, round(px * art.SS))).getlength(text) / art.SS
    w = max(height, round(length + height * 0.5))
    sk = art.Sketch(w, height)
    sk.rrect((0, 0, w, height), height / 2, (16, 16, 20))
    sk.rrect((height * 0.07, height * 0.07, w - height * 0.07, height * 0.93), height * 0.43, fill)
    sk.text((w / 2, height * 0.53), text, px, ink)
    return sk.done()


@lru_cache(maxsize=16)
def _highlight(width: int, height: int, radius: float, edge: Colour, fill: Colour, line: float) -> Image.Image:
    """A strip's ringed panel (player to act, winners), as an RGBA sprite."""
    sprite = Image.new("RGBA", (width, height), (*edge, 0))
    sprite.putalpha(_panel_mask(width, height, (0, 0, width, height), radius))
    inner = (line, line, width - line, height - line)
    sprite.paste((*fill, 255), (0, 0), _panel_mask(width, height, inner, max(0.0, radius - line)))
    return sprite


@lru_cache(maxsize=16)
def _chevron(size: int, down: bool, colour: Colour) -> Image.Image:
    s = size
    sk = art.Sketch(s, s)
    a, b = (s * 0.2, s * 0.32), (s * 0.5, s * 0.68)
    c = (s * 0.8, s * 0.32)
    if not down:
        a, b, c = (a[0], s - a[1]), (b[0], s - b[1]), (c[0], s - c[1])
    sk.line([a, b, c], s * 0.2, (14, 14, 16))
    sk.line([a, b, c], s * 0.12, colour)
    return sk.done()


def _status(table: Table, seat: int) -> str:
    if table.outcome is not None:
        return "won" if seat in table.outcome.winners else ""
    return "to_move" if seat == table.to_move else ""


def _badge(theme: Theme, seat: int, diameter: int, state: str) -> Image.Image:
    disc, number = art.badge_colours(state, theme.arrow, theme.gold)
    return art.seat_badge(seat, diameter, disc, number, theme.gold if state == "won" else None)


# --- player strips ----------------------------------------------------------------------------
@lru_cache(maxsize=64)
def _row(layout: Layout, theme: Theme, kinds: tuple[str, ...], player: Player, state: str, dealer: bool,
         manches: int) -> Image.Image:  # fmt: skip
    """One seat's strip (an RGB crop of the background with everything drawn on it)."""
    u = layout.u
    x0, y0, x1, y1 = layout.row(player.seat)
    box = (int(x0), int(y0), int(x1) + 1, int(y1) + 1)
    image = _background(layout, theme, kinds).crop(box)
    ox, oy = box[0], box[1]
    w, h = x1 - x0, y1 - y0
    left, top = x0 - ox, y0 - oy
    mid = top + h / 2
    if state:
        edge = theme.arrow if state == "to_move" else theme.gold
        panel = _highlight(round(w), round(h), RADIUS_U * u, edge, _strip_fill(theme, state), max(2.0, 0.55 * u))
        image.paste(panel, (round(left), round(top)), panel)
    text, dim, shadow = _ink(theme, _strip_fill(theme, state))

    # seat badge, the dealer's "D"
    d = layout.px(7.4)
    bx = left + 5.0 * u
    badge = _badge(theme, player.seat, d, state)
    _paste(image, badge, bx, mid - (badge.height - d) / 2, "mm")
    if dealer:
        chip = _count_pill("D", layout.px(3.2), (236, 233, 224), (30, 30, 34))
        _paste(image, chip, bx + d * 0.42, mid + d * 0.42, "mm")

    # the hand: a fan of backs and its size
    hx = left + 14.2 * u
    bw = layout.px(3.9)
    if player.hand_count:
        fan = art.back_fan(bw, min(player.hand_count, 4))
        _paste(image, fan, hx, mid - 1.4 * u, "mm")
    else:
        _paste(image, art.slot(bw, dim), hx, mid - 1.4 * u, "mm")
    _text(image, (hx, mid + 4.7 * u), str(player.hand_count), 3.3 * u, text, "mm", shadow=shadow)

    # exposed cards, grouped, with their counts
    groups = player.groups()
    cw = layout.px(MINI)
    area = (left + 20.5 * u, left + 60.0 * u)
    if groups:
        gap = 1.0 * u
        room = area[1] - area[0]
        step = cw + gap if len(groups) * (cw + gap) - gap <= room else (room - cw) / (len(groups) - 1)
        ch = art.card_height(cw)
        cy = mid - ch / 2
        pill_h = layout.px(3.4)
        for i, (card, n) in enumerate(groups):
            cx = area[0] + i * step
            _paste(image, art.card_face(card, cw), cx, cy)
            if n > 1:
                pill = _count_pill(f"\u00d7{n}", pill_h, (250, 247, 238), (30, 30, 34))
                _paste(image, pill, cx - 0.5 * u, cy + ch - pill_h + 0.7 * u)

    # licences: ticket-shaped when won with the die, a plain chip when an exposed card gives it
    tw = layout.px(7.0)
    for i, kind in enumerate(("ASS", "AP")):
        how = "ticket" if kind in player.tickets else ("card" if kind in player.licences else "none")
        chip = art.ticket(kind, tw, how)
        _paste(image, chip, left + 61.5 * u, mid + (i - 0.5) * 4.6 * u, "lm")
    # penalties
    if player.penalties:
        pen = art.ticket("PEN", tw, "ticket")
        px_ = left + 74.0 * u
        _paste(image, pen, px_, mid - 2.0 * u, "mm")
        _text(image, (px_, mid + 3.2 * u), f"\u00d7{player.penalties}", 3.0 * u, text, "mm", shadow=shadow)

    # scores: the manche's, the game's under it when there are several manches
    right = left + w - 1.8 * u
    room = 14.6 * u  # "−1300" must fit right of the penalties
    score = _minus(player.manche_score)
    if manches > 1:
        _text(image, (right, mid - 1.4 * u), score, _fit(score, 4.4 * u, room), text, "rm", shadow=shadow)
        total = f"\u03a3 {_minus(player.score)}"
        _text(image, (right, mid + 4.2 * u), total, _fit(total, 2.8 * u, room), dim, "rm", shadow=shadow)
    else:
        _text(image, (right, mid), score, _fit(score, 4.6 * u, room), text, "rm", shadow=shadow)
    return image


# --- centre of the table ----------------------------------------------------------------------
def _draw_centre(image: Image.Image, layout: Layout, theme: Theme, table: Table) -> None:
    u = layout.u
    x0, y0, x1, y1 = layout.centre
    mid = (y0 + y1) / 2
    text, dim, shadow = _ink(theme, theme.dark)
    big = 4.4 * u

    # talon: a small pile of backs and its size
    bw = layout.px(6.4)
    back = art.card_back(bw)
    layers = min(3, table.talon)
    bx = x0 + 2.6 * u
    by = mid - back.height / 2 - 0.5 * u
    if layers:
        for i in range(layers):
            _paste(image, back, bx + i * 0.45 * u, by + i * 0.45 * u)
    else:
        _paste(image, art.slot(bw, dim), bx + 0.45 * u, by + 0.45 * u)
    _text(image, (bx + bw + 2.4 * u, mid), str(table.talon), big, text if table.talon else dim, shadow=shadow)

    # the Agents laid at the centre
    ax = x0 + 22.0 * u
    agent = art.card_face("AGENT", bw) if table.centre else art.ghost_card("AGENT", bw, 0.35)
    _paste(image, agent, ax, mid - agent.height / 2)
    ink = text if table.centre else dim
    _text(image, (ax + bw + 1.2 * u, mid), f"\u00d7{table.centre}", big * 0.85, ink, shadow=shadow)

    # tickets left in the supply
    tw = layout.px(7.4)
    sx = x0 + 39.0 * u
    for i, (kind, n) in enumerate(zip(("ASS", "AP"), table.supply)):
        y = mid + (i - 0.5) * 5.4 * u
        chip = art.ticket(kind, tw, "ticket" if n else "none")
        _paste(image, chip, sx, y, "lm")
        _text(image, (sx + tw + 1.0 * u, y), f"\u00d7{n}", 3.2 * u, text if n else dim, shadow=shadow)

    # the last roll: the die, who rolled, what it won
    dx = x0 + 58.0 * u
    ds = layout.px(7.2)
    if table.roll is None:
        die = art.ghost(art.die_face(6, ds), 0.25)
        _paste(image, die, dx, mid, "lm")
    else:
        _paste(image, art.die_face(table.roll.value, ds), dx, mid, "lm")
        badge = _badge(theme, table.roll.seat, layout.px(4.6), "")
        _paste(image, badge, dx + ds + 3.0 * u, mid, "mm")
        gx = dx + ds + 5.8 * u
        if table.roll.gain is not None:
            _paste(image, art.ticket(table.roll.gain, layout.px(6.4), "ticket"), gx, mid, "lm")
        else:
            _text(image, (gx + 1.0 * u, mid), "\u2013", 3.6 * u, dim, shadow=shadow)

    # manches: one dot per manche, played ones filled (a number past five)
    if table.manches > 5:
        _text(image, (x1 - 2.2 * u, mid), f"{table.manche}/{table.manches}", 3.6 * u, text, "rm", shadow=shadow)
    elif table.manches > 1:
        r = 0.9 * u
        step = 2.6 * u
        n = table.manches
        right = x1 - 2.2 * u
        sk = art.Sketch(round(n * step + 2 * r + 2), round(2 * r + 2))
        for i in range(n):
            c = (1 + r + i * step, 1 + r)
            if i < table.manche:
                sk.disc(c, r, theme.gold)
            else:
                sk.ring(c, r * 0.8, max(0.8, 0.25 * u), dim)
        dots = sk.done()
        _paste(image, dots, right - dots.width, mid, "lm")


# --- the coup ---------------------------------------------------------------------------------
def _follow_sprite(follow: str | None, width: int) -> Image.Image | None:
    if follow is None:
        return None
    if follow.startswith("signal:"):
        return art.signal_card(follow[len("signal:"):], width)
    if follow == "vehicle":
        return art.card_face("vehicle", width)
    return art.card_face(follow, width)


def _draw_coup(image: Image.Image, layout: Layout, theme: Theme, table: Table) -> None:
    u = layout.u
    x0, y0, x1, y1 = layout.coup
    text, dim, shadow = _ink(theme, theme.dark)
    mid = (y0 + y1) / 2
    # the coup's token and the way play goes round
    tk = art.token(table.token, layout.px(8.6), theme.gold)
    _paste(image, tk, x0 + 5.6 * u, mid - 1.2 * u, "mm")
    # the signal it was put on, once the leader has chosen
    placed = [n for n, t in enumerate(table.tokens, start=1) if t == table.token]
    if placed:
        _paste(image, art.signal_tile(table.kinds[placed[0] - 1], layout.px(6.4)), x0 + 14.6 * u, mid - 1.6 * u, "mm")
    else:
        _paste(image, art.slot(layout.px(5.4), theme.cell_text), x0 + 14.6 * u, mid - 1.6 * u, "mm")
    colour = (210, 214, 220) if table.clockwise else theme.huff
    _paste(image, art.direction_icon(layout.px(5.4), table.clockwise, colour), x0 + 14.6 * u, mid + 5.0 * u, "mm")

    cw = layout.px(MINI)
    ch = art.card_height(cw)
    cy = y0 + 1.3 * u
    by = y0 + 15.3 * u
    bd = layout.px(4.2)
    overlap = 4.0 * u  # how far the card laid with an Agent sits right of the Agent
    widths = [cw + (overlap if a.action == "agent" else 0) for a in table.coup]
    waiting = table.to_move is not None and table.outcome is None
    if waiting:
        widths.append(cw)
    start, end = x0 + 20.4 * u, x1 - 1.4 * u
    gap = 1.5 * u
    total = sum(widths) + gap * max(0, len(widths) - 1)
    squeeze = min(1.0, (end - start - sum(widths)) / (gap * (len(widths) - 1))) if total > end - start else 1.0
    x = start
    for action, width in zip(table.coup, widths):
        if action.action in ("play", "agent"):
            if action.action == "agent":
                _paste(image, art.card_face("AGENT", cw), x, cy)
                _paste(image, art.card_face(action.card or "AGENT", cw), x + overlap, cy + 0.6 * u)
            else:
                _paste(image, art.card_face(action.card or "AGENT", cw), x, cy)
            if action.licence is not None:
                chip = art.ticket(action.licence, layout.px(5.2), "card")
                _paste(image, chip, x + width - 0.6 * u, cy + ch - 0.2 * u, "rb")
        else:
            if action.action == "interrupted":
                _paste(image, art.slot(cw, dim), x, cy)
            pen = art.ticket("PEN", layout.px(6.8), "ticket")
            _paste(image, pen, x + cw / 2, cy + ch / 2, "mm")
        _paste(image, _badge(theme, action.seat, bd, ""), x + width / 2, by, "mm")
        x += width + gap * squeeze
    if waiting:
        assert table.to_move is not None
        ghost = _follow_sprite(table.follow, cw)
        if table.pending == "discard":
            _paste(image, art.ghost(art.card_back(cw), 0.6), x, cy)
        elif ghost is not None:
            _paste(image, art.ghost(ghost, 0.7), x, cy)
        else:
            _text(image, (x + cw / 2, cy + ch / 2), "?", 6.0 * u, theme.arrow, "mm", shadow=False)
        _paste(image, art.slot(cw, theme.arrow), x, cy)
        _paste(image, _badge(theme, table.to_move, bd, "to_move"), x + cw / 2, by, "mm")
    elif not table.coup and table.outcome is None:
        _text(image, (start, mid), "\u2013", 5.0 * u, dim, shadow=shadow)


def _draw_outcome(image: Image.Image, layout: Layout, theme: Theme, table: Table) -> None:
    """The coup band of a finished game: the winners, their score, and why the game ended."""
    assert table.outcome is not None
    u = layout.u
    x0, y0, x1, y1 = layout.coup
    result = table.outcome
    panel = _highlight(round(x1 - x0), round(y1 - y0), RADIUS_U * u, theme.gold, theme.dark, max(2.0, 0.5 * u))
    image.paste(panel, (round(x0), round(y0)), panel)
    d = layout.px(8.4)
    crowned = _badge(theme, result.winners[0], d, "won")
    mid = (y0 + y1) / 2 + (crowned.height - d) / 2  # the badges' discs, crowns included, centred
    text, dim, shadow = _ink(theme, theme.dark)
    x = x0 + 2.6 * u
    for seat in result.winners:
        badge = _badge(theme, seat, d, "won")
        _paste(image, badge, x, mid + d / 2 - badge.height)
        x += d + 1.4 * u
    score = result.scores[result.winners[0]]
    x += 0.4 * u
    x += _text(image, (x, mid), _minus(score), 6.0 * u, theme.gold) + 2.4 * u
    if result.tiebreak not in ("score", "shared"):
        x += _text(image, (x, mid), "=", 4.0 * u, dim, shadow=shadow) + 1.0 * u
        icon = {
            "pietons": art.card_face("P-jaune", layout.px(5.0)),  # the most Piétons
            "point-cards": art.card_face("BIC", layout.px(5.0)),  # the most cards with points
            "penalties": art.ticket("PEN", layout.px(6.4), "ticket"),  # the fewest penalties
        }[result.tiebreak]
        _paste(image, icon, x, mid, "lm")
        x += icon.width + 2.4 * u
    # the others, best first
    others = sorted((s for s in range(table.seats) if s not in result.winners), key=lambda s: (-result.scores[s], s))
    small = layout.px(4.4)
    face = font(max(6, round(3.4 * u)))
    needed = sum(small + 2.8 * u + face.getlength(_minus(result.scores[s])) for s in others)
    if x + needed > x1 - 22 * u:
        others = []  # no room for all of them: the strips below carry the scores anyway
    for seat in others:
        _paste(image, _badge(theme, seat, small, ""), x + small / 2, mid, "mm")
        x += small + 0.8 * u
        x += _text(image, (x, mid), _minus(result.scores[seat]), 3.4 * u, text, shadow=shadow) + 2.0 * u
    # why: every signal covered (a token on the board), or a hand emptied (an empty place)
    right = x1 - 2.4 * u
    if result.reason == "all-signals":
        w = _text(image, (right, mid), f"{SIGNALS}/{SIGNALS}", 4.2 * u, text, "rm", shadow)
        _paste(image, art.token(SIGNALS, layout.px(7.4), theme.gold), right - w - 5.0 * u, mid - 0.3 * u, "mm")
    else:
        w = _text(image, (right, mid), "0", 4.6 * u, text, "rm", shadow)
        _paste(image, art.slot(layout.px(6.4), text), right - w - 1.4 * u, mid, "rm")


# --- render -----------------------------------------------------------------------------------
def _check_size(size: Any) -> int:
    if not isinstance(size, int) or isinstance(size, bool) or not MIN_SIZE <= size <= MAX_SIZE:
        raise ValueError(f"size must be an integer from {MIN_SIZE} to {MAX_SIZE}, not {size!r}")
    return size


def draw_table(
    view: Mapping[str, Any],
    *,
    size: int = 800,
    orientation: int = 0,
    last_move: Any = None,
    theme: Theme | None = None,
) -> Image.Image:
    """The image :func:`render_table` encodes (for benchmarks and previews)."""
    del orientation, last_move  # seats keep their places; a coup's plays show what just happened
    table = parse_table(view)
    theme = theme or DEFAULT_THEME
    layout = Layout(_check_size(size), table.seats)
    image = _background(layout, theme, table.kinds).copy()
    u = layout.u

    # tokens on the covered signals, the current coup's ringed
    side = layout.px(TILE)
    for number, tok in enumerate(table.tokens, start=1):
        if tok is None:
            continue
        x0, y0, x1, y1 = layout.tile_box(number)
        veil = art.veil(side, 110)
        image.paste(veil, (x0, y0), veil)
        current = tok == table.token and table.outcome is None
        sprite = art.token(tok, round(side * 0.66), theme.gold, theme.arrow if current else None)
        _paste(image, sprite, (x0 + x1) / 2 + side * 0.06, (y0 + y1) / 2 + side * 0.06, "mm")

    _draw_centre(image, layout, theme, table)
    if table.outcome is not None:
        _draw_outcome(image, layout, theme, table)
    else:
        _draw_coup(image, layout, theme, table)

    for player in table.players:
        row = _row(layout, theme, table.kinds, player, _status(table, player.seat), player.seat == table.dealer,
                   table.manches)  # fmt: skip
        x0, y0 = layout.row(player.seat)[:2]
        image.paste(row, (int(x0), int(y0)))

    # which way play goes: chevrons between the seat badges
    colour = (176, 182, 192) if table.clockwise else theme.huff
    chevron = _chevron(layout.px(3.6), table.clockwise, colour)
    bx = layout.row(0)[0] + 5.0 * u
    for seat in range(table.seats - 1):
        y = (layout.row(seat)[3] + layout.row(seat + 1)[1]) / 2
        _paste(image, chevron, bx, y, "mm")
    return image


def render_table(
    view: Mapping[str, Any],
    *,
    size: int = 800,
    orientation: int = 0,
    last_move: Any = None,
    theme: Theme | None = None,
) -> bytes:
    """PNG of the public table of a ``macadam-cartes`` ``player_view(state, None)``, ``size``
    pixels wide (the height grows with the number of seats).

    Never reads a ``hand`` key. ``orientation`` and ``last_move`` are accepted and ignored.
    Raises ValueError for a view it cannot draw (unknown card, not 16 signals, bad seat...).
    """
    return encode_png(draw_table(view, size=size, orientation=orientation, last_move=last_move, theme=theme))


# --- the hand ---------------------------------------------------------------------------------
HAND_COLUMNS = 5
HAND_GAP = 2.6  # between two cards, in hundredths of the width
HAND_CARD_MAX = 20.5


def hand_cards(view: Mapping[str, Any]) -> tuple[str, ...]:
    """The checked, canonically sorted cards of ``view["hand"]``."""
    if not isinstance(view, Mapping):
        raise ValueError(f"player view must be a mapping, not {type(view).__name__}")
    game = view.get("game", GAME)
    if game != GAME:
        raise ValueError(f"this renderer draws {GAME!r} hands, not {game!r}")
    if "hand" not in view:
        raise ValueError("this player view has no 'hand': only a seat's own view carries one")
    cards = [card_id(c, "hand") for c in _list(view["hand"], "hand")]
    if len(cards) > 56:
        raise ValueError(f"a hand of {len(cards)} cards is more than the deck")
    return tuple(sorted(cards, key=art.CARDS.index))


@dataclass(frozen=True)
class HandLayout:
    """Geometry of a hand image ``width`` wide showing ``groups`` distinct cards: at most
    five to a row, rows balanced (3 + 3 rather than 5 + 1); cards grow a little when a row
    holds fewer than five."""

    width: int
    groups: int

    @property
    def u(self) -> float:
        return self.width / 100

    @property
    def rows(self) -> int:
        return max(1, -(-self.groups // HAND_COLUMNS))

    @property
    def per_row(self) -> int:
        return max(1, -(-self.groups // self.rows))

    @property
    def card(self) -> int:
        """Card width: what five to a row leave, up to a fifth larger for shorter rows."""
        n = max(self.per_row, HAND_COLUMNS - 1)
        units = min(HAND_CARD_MAX, (100 - 2 * 3.0 - (n - 1) * HAND_GAP - 2.0) / n)
        return round(units * self.u)

    @property
    def step(self) -> float:
        return self.card + HAND_GAP * self.u

    @property
    def stack(self) -> float:
        """Offset of each copy under a stack of identical cards."""
        return 0.9 * self.u

    @property
    def header(self) -> float:
        return 9.0 * self.u

    @property
    def lead(self) -> float:
        """Room above each row of cards for the count pills."""
        return 4.2 * self.u

    @property
    def row_h(self) -> float:
        return self.lead + art.card_height(self.card) + 2 * self.stack + 1.0 * self.u

    @property
    def height(self) -> int:
        return round(self.header + self.rows * self.row_h + 1.6 * self.u)


@lru_cache(maxsize=16)
def _hand_background(layout: HandLayout, theme: Theme) -> Image.Image:
    """The table under a hand, with its header band."""
    u = layout.u
    image = Image.new("RGB", (layout.width, layout.height), theme.frame)
    _rounded_panel(image, (2.0 * u, 1.6 * u, 98.0 * u, layout.header - 1.0 * u), RADIUS_U * u, theme.dark)
    return image


def draw_hand(view: Mapping[str, Any], *, size: int = 720, theme: Theme | None = None) -> Image.Image:
    """The image :func:`render_hand` encodes."""
    cards = hand_cards(view)
    theme = theme or DEFAULT_THEME
    groups = [(card, cards.count(card)) for card in art.CARDS if card in cards]
    layout = HandLayout(_check_size(size), len(groups))
    u = layout.u
    image = _hand_background(layout, theme).copy()
    # header: the hand's size, as a fan of backs and a number
    mid = (1.6 * u + layout.header - 1.0 * u) / 2
    fan = art.back_fan(max(4, round(3.6 * u)), min(4, len(cards)) or 1)
    _paste(image, fan, 4.0 * u, mid, "lm")
    ink, _, shadow = _ink(theme, theme.dark)
    _text(image, (4.0 * u + fan.width + 1.6 * u, mid), str(len(cards)), 4.4 * u, ink, shadow=shadow)
    if not groups:
        _paste(image, art.slot(layout.card, theme.cell_text), layout.width / 2, layout.header + layout.lead, "mt")
        return image
    cw = layout.card
    per_row = layout.per_row
    for index, (card, n) in enumerate(groups):
        row, col = divmod(index, per_row)
        in_row = min(per_row, len(groups) - row * per_row)
        x = (layout.width - (in_row * layout.step - HAND_GAP * u)) / 2 + col * layout.step
        y = layout.header + row * layout.row_h + layout.lead
        face = art.card_face(card, cw, named=True)
        copies = min(n, 3)
        for i in range(copies - 1, 0, -1):  # the copies under it, peeking out bottom-right
            _paste(image, face, x + i * layout.stack, y + i * layout.stack)
        _paste(image, face, x, y)
        if n > 1:
            pill = _count_pill(f"\u00d7{n}", max(8, round(5.2 * u)), theme.arrow, (30, 20, 10))
            _paste(image, pill, x + cw + (copies - 1) * layout.stack + 0.8 * u, y + 1.0 * u, "rb")
    return image


def render_hand(view: Mapping[str, Any], *, size: int = 720, theme: Theme | None = None) -> bytes:
    """PNG of a seat's own hand (``view["hand"]``, sorted in the deck's order), ``size`` px
    wide, for an ephemeral message: five full cards to a row, identical cards stacked with
    their count. Raises ValueError when the view has no ``hand`` or names an unknown card."""
    return encode_png(draw_hand(view, size=size, theme=theme))


render = render_table

__all__ = [
    "ASPHALT", "DEFAULT_THEME", "GAME", "SIGNAL_TABLE", "Layout", "Table", "card_id", "draw_hand", "draw_table",
    "hand_cards", "parse_table", "render", "render_hand", "render_table",
]  # fmt: skip
