"""The tournament's words (bot.present.tournaments): titles, summaries, pairings, results,
standings as text and as the image's rows, in both languages."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.present import tournaments as present
from bot.storage.tournament_rows import EntryRow, PairingRow, TournamentRow
from bot.tournaments.results import Bye, Game
from bot.tournaments.standings import SWISS, standings

NOW = datetime(2026, 11, 27, 12, 0, tzinfo=UTC)
A, B, C, D = 101, 102, 103, 104
NAMES = {A: "Alice", B: "Bob", C: "Chloé", D: "Dan_the_*man*"}


def tournament(**changes: object) -> TournamentRow:
    values: dict[str, object] = dict(
        id=3, guild_id=1, channel_id=2, thread_id=None, creator_id=A, game="dames", format="swiss", rounds=5,
        days=3, rated=True, max_entries=16, starts_at=NOW, status="planned", options={"name": "Club Swiss"},
        version=1, created_at=NOW, updated_at=NOW,
        entries=tuple(EntryRow(user, 1, None, None, None, NOW) for user in (A, B, C)))
    values.update(changes)
    return TournamentRow(**values)  # type: ignore[arg-type]


def pairing(board: int, seats: tuple[int | None, ...], *, bye: str | None = None, score: float | None = None,
            forfeit: bool = False, places: tuple[int | None, ...] = (), round: int = 2) -> PairingRow:
    decided = score is not None or bye is not None or any(place is not None for place in places)
    return PairingRow(3, round, board, seats, bye, None if bye else 50 + board, score, forfeit,  # type: ignore[arg-type]
                      places, NOW if decided else None)


def test_numbers_are_written_with_fractions() -> None:
    assert [present.number_text("en", v) for v in (0, 0.5, 1, 2.5, 10.25, 3.75, None)] == \
        ["0", "½", "1", "2½", "10¼", "3¾", "–"]
    assert present.number_text("fr", 1.3) == "1,3"


def test_title_and_summary_in_both_languages() -> None:
    row = tournament()
    assert present.tournament_title("en", row) == "🏆 Club Swiss · tournament 3"
    en = present.summary_text("en", row)
    assert "**Dames (international draughts)** · Swiss · 5 rounds · 3 days per move · rated" in en
    assert "3/16 players entered · open for entries · starts <t:" in en and ":F>" in en
    fr = present.summary_text("fr", row)
    assert "système suisse · 5 rondes · 3 jours par coup · compte pour le classement" in fr
    assert "3/16 inscrits · inscriptions ouvertes · début <t:" in fr
    one = present.summary_text("fr", tournament(rounds=1, days=1, rated=False, max_entries=None, status="running",
                                                entries=(EntryRow(A, 1, None, None, None, NOW),)))
    assert "1 ronde · 1 jour par coup · hors classement" in one and "1 inscrit · en cours" in one
    assert "<t:" not in one


def test_pairings_post_mentions_and_reply_names() -> None:
    row = tournament()
    boards = [pairing(1, (A, B)), pairing(2, (C,), bye="pairing")]
    post = present.pairings_text("en", row, 2, boards, mention=True, links={1: "<#900>"})
    assert post.splitlines() == ["**Round 2 pairings** · 🏆 Club Swiss · tournament 3",
                                 "Board 1: <@101> (blue) – <@102> · game: <#900>",
                                 "<@103>: bye, 1 point"]
    reply = present.pairings_text("fr", row, 2, boards, mention=False, asker=C, names=NAMES)
    assert reply.splitlines()[1:] == ["Table 1 : Alice (bleus) – Bob", "**Chloé : exempt, 1 point**"]
    assert "<@" not in reply


def test_results_forfeits_byes_and_card_tables() -> None:
    row = tournament()
    boards = [pairing(1, (A, B), score=1.0), pairing(2, (C, D), score=0.5), pairing(3, (B, C), score=0.0, forfeit=True),
              pairing(4, (D,), bye="half"), pairing(5, (A,), bye="zero")]
    lines = present.pairings_text("en", row, 2, boards, mention=False, names=NAMES, results=True).splitlines()
    assert lines[0].startswith("**Round 2 results**")
    assert lines[1] == "Board 1: Alice (blue) – Bob · **1–0**"
    assert lines[2] == "Board 2: Chloé (blue) – Dan\\_the\\_\\*man\\* · **½–½**"
    assert lines[3] == "Board 3: Bob (blue) – Chloé · **−/+ (forfeit)**"
    assert lines[4:] == ["Dan\\_the\\_\\*man\\*: bye, ½ point", "Alice: rests this round, no point"]
    cards = tournament(game="macadam-cartes", format="tables")
    table = [pairing(1, (A, None, B), places=(2, 1, 3))]
    assert present.pairings_text("fr", cards, 1, table, mention=True).splitlines()[1] == \
        "Table 1 : <@101> (2e), Ordinateur (1er), <@102> (3e)"
    assert present.pairings_text("en", cards, 1, [pairing(1, (A, None, B))], mention=True).splitlines()[1] == \
        "Table 1: <@101>, Computer, <@102>"


def event():
    players = [A, B, C, D]
    results = [Game(1, A, B, 1.0), Game(1, C, D, 0.5), Game(2, A, C, 0.5), Bye(2, B, "pairing"), Bye(2, D, "half")]
    return standings(players, results, 2, SWISS)


def test_standings_rows_are_written_in_the_language_and_flag_the_asker() -> None:
    rows = present.standings_rows("fr", event(), NAMES, asker=C)
    assert [(row.rank, row.name, row.points, row.asker) for row in rows] == [
        ("1", "Alice", "1½", False), ("2", "Chloé", "1", True), ("3", "Bob", "1", False), ("4", "Dan_the_*man*", "1", False)]
    assert all(len(row.tie_breaks) == len(SWISS) for row in rows)
    assert rows[0].tie_breaks[2] == "1½" and rows[0].played == "2"


def test_standings_text_bolds_the_asker() -> None:
    text = present.standings_text("en", tournament(), event(), NAMES, asker=B, round=2)
    lines = text.splitlines()
    assert lines[0] == "**Standings after round 2** · 🏆 Club Swiss · tournament 3"
    assert lines[1].startswith("1. Alice: 1½ pts (BH-C1 ")
    assert lines[3].startswith("**3. Bob: 1 pt (") and lines[3].endswith(")**")
    assert lines[4].startswith("4. Dan\\_the\\_\\*man\\*: 1 pt (")
    final = present.standings_text("fr", tournament(), event(), NAMES, final=True)
    assert final.splitlines()[0] == "**Classement final** · 🏆 Club Swiss · tournoi 3"
    assert final.splitlines()[1].startswith("1. Alice : 1½ pt (BH-C1 ")  # French: under 2, singular
    assert " · Vict. 1)" in final.splitlines()[1] and " · Wins 1)" in lines[1]
    assert present.winner_text("fr", event(), NAMES) == "🥇 <@101> remporte le tournoi !"


@pytest.mark.parametrize("lang, more", [("en", "… and {n} more"), ("fr", "… et {n} autres")])
def test_a_long_field_is_cut_keeping_the_askers_line(lang: str, more: str) -> None:
    players = list(range(1000, 1200))
    names = {p: f"Player with a long name {p}" for p in players}
    results = [Game(1, players[i], players[i + 1], 1.0) for i in range(0, 200, 2)]
    table = standings(players, results, 1, SWISS)
    asker = players[-1]
    text = present.standings_text(lang, tournament(), table, names, asker=asker, round=1)
    assert len(text) <= 2000
    lines = text.splitlines()
    shown = len(lines) - 3
    assert lines[-2] == more.format(n=200 - shown - 1)
    assert lines[-1].startswith("**") and f"Player with a long name {asker}" in lines[-1]
    boards = [pairing(i + 1, (players[2 * i], players[2 * i + 1])) for i in range(100)]
    post = present.pairings_text(lang, tournament(), 1, boards, mention=True, asker=asker)
    assert len(post) <= 2000 and post.splitlines()[-1].startswith(f"**") and f"<@{asker}>" in post.splitlines()[-1]


def test_game_announcement_and_thread_name() -> None:
    board = pairing(1, (A, B))
    assert present.game_announcement("en", tournament(), board) == \
        "🏆 Club Swiss · tournament 3 · round 2 · board 1: <@101> – <@102>"
    assert present.game_thread_name("fr", tournament(), board, NAMES) == "Club Swiss · R2 T1 : Alice – Bob"


def test_adjudicated_and_no_shows() -> None:
    boards = [pairing(1, (A, B), score=0.5), pairing(2, (C, D), score=1.0)]
    en = present.adjudicated_text("en", boards, [52])
    assert en is not None and "a win only where one side's position is lost, else a draw" in en and en.endswith("board 2.")
    fr = present.adjudicated_text("fr", boards, [51, 52])
    assert fr is not None and fr.startswith("⚖️ Arbitrées") and fr.endswith("tables 1, 2.")
    assert present.adjudicated_text("en", boards, []) is None
    assert present.no_shows_text("fr", [B], NAMES) == "Retiré pour n'avoir pas joué : Bob."


def test_the_players_in_leave_the_withdrawn_out_and_an_unnamed_event_is_called_by_its_number() -> None:
    withdrawn = tournament(entries=(EntryRow(A, 1, None, None, None, NOW), EntryRow(B, 1, 2, None, None, NOW),
                                    EntryRow(C, 1, None, None, None, NOW)))
    assert present.active_entries(withdrawn) == 2
    assert "2/16 players entered" in present.summary_text("en", withdrawn)
    assert present.tournament_name(tournament(options={})) == "#3"
    assert present.tournament_name(tournament(options={"name": "Club *Swiss*"})) == "Club *Swiss*"
    assert present.tournament_title("en", tournament(options={"name": "Club *Swiss*"})).startswith("🏆 Club \\*Swiss\\*")


def test_a_score_takes_its_unit_in_each_language() -> None:
    half = standings([A, B], [Game(1, A, B, 0.5)], 1, SWISS)
    assert present.standings_text("en", tournament(), half, NAMES, round=1).splitlines()[1].startswith("1. Alice: ½ pt (")
    assert present.standings_text("fr", tournament(), half, NAMES, round=1).splitlines()[1].startswith("1. Alice : ½ pt (")
    none = standings([A, B], [Game(1, A, B, 1.0)], 1, SWISS)
    assert present.standings_text("en", tournament(), none, NAMES, round=1).splitlines()[2].startswith("2. Bob: 0 pts (")
    assert present.standings_text("fr", tournament(), none, NAMES, round=1).splitlines()[2].startswith("2. Bob : 0 pt (")


def test_an_adjudicated_game_says_so_in_both_languages() -> None:
    from bot import i18n

    won = {"winners": [0], "reason": "adjudicated"}
    assert i18n.result_text("en", won, ("blue", "green")) == \
        "Blue wins: adjudicated by the computer at the round's deadline"
    assert i18n.result_text("fr", {"winners": [], "reason": "adjudicated"}, ("white", "black")) == \
        "Partie nulle : arbitrée par l'ordinateur à l'échéance de la ronde"
