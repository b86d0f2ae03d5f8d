"""A tournament in words: its title and summary, a round's pairings and results, the standings as
text and as the image's rows (``render.standings``), and the announcement of each of its games.

Pure: names come in as ``names`` (user id -> display name); a computer's seat at a card table is
None. Posts mention players (``mention=True``), replies name them. Everything Discord shows is cut
to fit its 2000 characters, the asker's line kept.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from functools import cache

from discord.utils import escape_markdown

import engines
from bot import i18n
from bot.present.texts import mention as mention_of
from bot.storage.tournament_rows import PairingRow, TournamentRow
from bot.tournaments.standings import Standings
from render.standings import StandingsRow, tie_break_word

#: Discord's longest message.
LIMIT = 2000
_FRACTIONS = {0: "", 1: "¼", 2: "½", 3: "¾"}


def number_text(lang: str, value: float | None) -> str:
    """A score or tie-break as players write it: "2½", "10¼", "½", "0"; "–" for none."""
    if value is None:
        return "–"
    quarters = round(value * 4)
    if abs(quarters - value * 4) < 1e-9 and quarters >= 0:
        whole, part = divmod(quarters, 4)
        return (str(whole) if whole or not part else "") + _FRACTIONS[part]
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text.replace(".", ",") if lang == "fr" else text


def points_count(value: float) -> dict[str, object]:
    """How the catalogue chooses a score's unit: its whole points ``n`` and whether a ``half``
    follows (Fluent selects on whole numbers only: "½ pt" and "1½ pts" in English, "1½ pt" in French)."""
    whole = int(value)
    return {"n": whole, "half": "yes" if value != whole else "no"}


def name_of(user_id: int | None, names: Mapping[int, str], lang: str, mention: bool = False) -> str:
    """A seat's player: a mention (posts), else their display name (replies); "Computer" for None."""
    if user_id is None:
        return i18n.t(lang, "tpost-computer")
    if mention or user_id not in names:
        return mention_of(user_id, lang)
    return escape_markdown(names[user_id])


def tournament_name(tournament: TournamentRow) -> str:
    """Its name as its creator wrote it (markdown unescaped: the caller escapes it where it is read
    as markdown), else "#3"."""
    name = tournament.options.get("name")
    return str(name) if name else f"#{tournament.id}"


def active_entries(tournament: TournamentRow) -> int:
    """How many players are in it now (the withdrawn no longer count)."""
    return sum(1 for entry in tournament.entries if entry.withdrawn_round is None)


def tournament_title(lang: str, tournament: TournamentRow) -> str:
    """"🏆 Club Swiss · tournament 3"."""
    return i18n.t(lang, "tpost-title", name=escape_markdown(tournament_name(tournament)), tournament_id=tournament.id)


def format_text(lang: str, tournament: TournamentRow) -> str:
    kind = "double-round-robin" if tournament.format == "round-robin" and tournament.options.get("double") \
        else tournament.format
    return i18n.t(lang, "tpost-format", format=kind)


def summary_text(lang: str, tournament: TournamentRow) -> str:
    """Game, format, rounds, days per move, rated, players entered (of the most), start time, status."""
    rounds = (i18n.t(lang, "tpost-rounds", rounds=tournament.rounds) if tournament.rounds
              else i18n.t(lang, "tpost-rounds-open"))
    round_days = tournament.options.get("round_days")
    days = i18n.t(lang, "tpost-days", days=tournament.days)
    if isinstance(round_days, int) and round_days:
        days += " · " + i18n.t(lang, "tpost-round-days", days=round_days)
    n = active_entries(tournament)
    entries = (i18n.t(lang, "tpost-entries-max", n=n, most=tournament.max_entries) if tournament.max_entries
               else i18n.t(lang, "tpost-entries", n=n))
    status = i18n.t(lang, "tpost-status", status=tournament.status)
    if tournament.status == "planned" and tournament.starts_at is not None:
        status += " · " + i18n.t(lang, "tpost-starts", when=timestamp(tournament.starts_at))
    return i18n.t(lang, "tpost-summary", game=i18n.game_name(lang, tournament.game),
                  format=format_text(lang, tournament), rounds=rounds, days=days,
                  rated=i18n.t(lang, "tpost-rated" if tournament.rated else "tpost-unrated"),
                  entries=entries, status=status)


def timestamp(when: datetime) -> str:
    """A time every reader sees in their own zone: ``<t:…:F>``."""
    return f"<t:{int(when.timestamp())}:F>"


def announcement_text(lang: str, tournament: TournamentRow) -> str:
    """The post that opens the tournament's thread."""
    return i18n.t(lang, "tpost-announce", title=tournament_title(lang, tournament),
                  summary=summary_text(lang, tournament), tournament_id=tournament.id)


def entry_text(lang: str, kind: str, user_id: int, n: int) -> str:
    """A player ``entered``, ``left`` or ``withdrew`` (``kind``); ``n`` players are in now."""
    key = {"entered": "tpost-entered", "left": "tpost-left"}.get(kind, "tpost-withdrawn")
    return i18n.t(lang, key, user=f"<@{user_id}>", n=n)


def started_text(lang: str, n: int) -> str:
    return i18n.t(lang, "tpost-started", n=n)


def cancelled_text(lang: str, reason: str) -> str:
    """Why the tournament is cancelled: ``manager`` or ``few`` (too few players at the start time)."""
    return i18n.t(lang, "tpost-cancelled", reason=reason)


def thread_name(lang: str, tournament: TournamentRow) -> str:
    return i18n.t(lang, "tpost-thread", name=tournament_name(tournament), tournament_id=tournament.id)[:100]


# -- standings ---------------------------------------------------------------------------------


def standings_rows(lang: str, standings: Standings, names: Mapping[int, str], asker: int | None = None
                   ) -> list[StandingsRow]:
    """The image's rows: every cell written in ``lang``, the asker's line flagged."""
    return [StandingsRow(rank=str(line.rank), name=names.get(line.player, str(line.player)),
                         points=number_text(lang, line.points),
                         tie_breaks=tuple(number_text(lang, value) for value in line.tie_breaks),
                         played=str(line.played), asker=line.player == asker)
            for line in standings.lines]


def standings_text(lang: str, tournament: TournamentRow, standings: Standings, names: Mapping[int, str],
                   asker: int | None = None, round: int | None = None, final: bool = False) -> str:
    """The standings in a few lines (after ``round``, or the ``final`` ones): rank, name, points
    and tie-breaks; the asker's line in bold."""
    title = tournament_title(lang, tournament)
    head = (i18n.t(lang, "tpost-standings-final", title=title) if final or round is None
            else i18n.t(lang, "tpost-standings", title=title, round=round))
    lines: list[tuple[str, bool]] = []
    for line in standings.lines:
        tie_breaks = " · ".join(f"{tie_break_head(lang, code)} {number_text(lang, value)}"
                               for code, value in zip(standings.tie_breaks, line.tie_breaks) if value is not None)
        text = i18n.t(lang, "tpost-standings-line", rank=line.rank, name=name_of(line.player, names, lang),
                      points=number_text(lang, line.points), **points_count(line.points),
                      tie_breaks=f" ({tie_breaks})" if tie_breaks else "")
        mine = line.player == asker
        lines.append((f"**{text}**" if mine else text, mine))
    return fit(lang, head, lines)


def standings_title(lang: str, tournament: TournamentRow, round: int | None) -> str:
    """The standings image's title (``round`` None: the final standings)."""
    if round is None:
        return i18n.t(lang, "tpost-image-final", name=tournament_name(tournament))
    return i18n.t(lang, "tpost-image-round", name=tournament_name(tournament), round=round)


def tie_break_head(lang: str, code: str) -> str:
    """A tie-break's short name, as the image heads its column ("Wins", "Vict.", "BH")."""
    key = f"image.{tie_break_word(code)}"
    return i18n.t(lang, key) if i18n.has(key) else code


def winners(standings: Standings) -> list[int]:
    """The players ranked first (several when nothing tells them apart)."""
    return [line.player for line in standings.lines if line.rank == 1]


def winner_text(lang: str, standings: Standings, names: Mapping[int, str]) -> str:
    """The winners, mentioned (the post pings them)."""
    first = winners(standings)
    return i18n.t(lang, "tpost-winner", users=", ".join(name_of(user, names, lang, True) for user in first),
                  n=len(first))


# -- pairings and results ----------------------------------------------------------------------


@cache
def first_colour(game_key: str) -> str | None:
    """The colour key of a game's first seat (None where seats have no colour)."""
    game = engines.GAMES.get(game_key)
    if game is None:
        return None
    colours = game.player_view(game.new(2), None).seat_colours()
    return colours[0] if colours else None


def result_mark(lang: str, board: PairingRow) -> str:
    """A decided game of two's result: "1–0", "½–½", "0–1", or a forfeit's "+/−"."""
    if board.score is None:
        return ""
    if board.forfeit:
        return i18n.t(lang, "tpost-forfeit-first" if board.score == 1.0 else "tpost-forfeit-second")
    first = number_text(lang, board.score)
    second = number_text(lang, 1.0 - board.score)
    return f"{first}–{second}"


def board_line(lang: str, game_key: str, board: PairingRow, names: Mapping[int, str], mention: bool,
               link: str | None = None) -> str:
    """One board: a game of two, a card table's seats (their places once decided), or a bye."""
    if board.bye is not None:
        return i18n.t(lang, "tpost-bye", kind=board.bye, user=name_of(board.seats[0], names, lang, mention))
    who = [name_of(user, names, lang, mention) for user in board.seats]
    if len(board.seats) == 2 and (board.places == () or all(place is None for place in board.places)) \
            and first_colour(game_key) is not None:
        text = i18n.t(lang, "tpost-board", board=board.board, first=who[0], second=who[1],
                      colour=i18n.t(lang, "tpost-colour", colour=first_colour(game_key)))
        mark = result_mark(lang, board) if board.decided else ""
    else:
        if board.decided and any(place is not None for place in board.places):
            who = [i18n.t(lang, "tpost-placed", user=name, place=i18n.t(lang, "tpost-place", place=place))
                   if place is not None else name for name, place in zip(who, board.places)]
        text = i18n.t(lang, "tpost-table", board=board.board, players=", ".join(who))
        mark = result_mark(lang, board) if board.decided and len(board.seats) == 2 else ""
    if mark:
        text += f" · **{mark}**"
    if link:
        text += " · " + i18n.t(lang, "tpost-game-link", link=link)
    return text


def pairings_text(lang: str, tournament: TournamentRow, number: int, boards: Sequence[PairingRow], mention: bool,
                  asker: int | None = None, links: Mapping[int, str] | None = None, results: bool = False,
                  names: Mapping[int, str] | None = None) -> str:
    """"Round 2 pairings" (or its ``results``) and a line per board, the asker's in bold; ``links``:
    board number -> where its game is played; ``names``: the display names a reply writes (without
    them, mentions, which a reply does not ping)."""
    key = "tpost-results" if results else "tpost-pairings"
    head = i18n.t(lang, key, round=number, title=tournament_title(lang, tournament))
    lines = []
    for board in sorted(boards, key=lambda b: (b.bye is not None, b.board)):
        text = board_line(lang, tournament.game, board, names or {}, mention, (links or {}).get(board.board))
        mine = asker is not None and asker in board.seats
        lines.append((f"**{text}**" if mine else text, mine))
    return fit(lang, head, lines)


def game_players(lang: str, board: PairingRow) -> str:
    """The board's players, mentioned: "@A – @B"."""
    return " – ".join(name_of(user, {}, lang, True) for user in board.seats)


def game_announcement(lang: str, tournament: TournamentRow, board: PairingRow) -> str:
    """"🏆 Club Swiss · tournament 3 · round 2 · board 1: @A – @B", over a game's thread."""
    return i18n.t(lang, "tpost-game-announce", title=tournament_title(lang, tournament), round=board.round,
                  board=board.board, players=game_players(lang, board))


def game_thread_name(lang: str, tournament: TournamentRow, board: PairingRow, names: Mapping[int, str]) -> str:
    """A game's thread: the tournament, round, board and players (Discord keeps 100 characters)."""
    players = " – ".join(names.get(user, str(user)) if user is not None else i18n.t(lang, "tpost-computer")
                         for user in board.seats)
    return i18n.t(lang, "tpost-game-thread", name=tournament_name(tournament), round=board.round,
                  board=board.board, players=players)[:100]


def adjudicated_text(lang: str, boards: Sequence[PairingRow], adjudicated: Sequence[int]) -> str | None:
    """Which boards the computer decided at the round's deadline (``adjudicated``: match ids)."""
    numbers = [str(board.board) for board in boards if board.match_id is not None and board.match_id in adjudicated]
    if not numbers:
        return None
    return i18n.t(lang, "tpost-adjudicated", boards=", ".join(numbers), n=len(numbers))


def no_shows_text(lang: str, withdrawn: Sequence[int], names: Mapping[int, str]) -> str | None:
    """Who was withdrawn for not playing, named (no ping)."""
    if not withdrawn:
        return None
    return i18n.t(lang, "tpost-no-shows", users=", ".join(name_of(user, names, lang) for user in withdrawn),
                  n=len(withdrawn))


def fit(lang: str, head: str, lines: Sequence[tuple[str, bool]], limit: int = LIMIT) -> str:
    """``head`` and as many ``lines`` as fit in ``limit`` characters, then "… and N more"; a
    flagged line (the asker's) cut off is still given after it."""
    kept: list[str] = [head]
    size = len(head)
    for n, (text, _) in enumerate(lines):
        rest = lines[n + 1:]
        flagged = [line for line, mine in lines[n:] if mine]
        more = i18n.t(lang, "tpost-more", n=len(lines) - n - len(flagged))
        reserve = len(more) + sum(len(line) + 1 for line in flagged) + 1
        if size + 1 + len(text) + (reserve if rest else 0) > limit:
            kept.append(more)
            kept.extend(line for line, mine in lines[n:] if mine)
            return "\n".join(kept)[:limit]
        kept.append(text)
        size += 1 + len(text)
    return "\n".join(kept)
