"""/tournament (French /tournoi), end to end through the stand-in: who may create an event (Manage
Server, or the server's tournament-manager role from /settings), entering and leaving it with the
refusals in both languages, starting it, which tournament a command means, and its export."""

from __future__ import annotations

import io
import sqlite3
import zipfile
from datetime import timedelta
from typing import Any

import pytest

from bot import i18n
from tests.helpers.guild import Club
from tests.standin import Message, User

SWISS = {"game": "dames", "name": "Club Swiss", "rounds": 3}


def owner_of(table: Club) -> User:
    """The server's owner: the one member with the Manage Server permission."""
    return table.standin.world.users[table.guild.owner_id]


async def answer(table: Club, user: User, command: str, options: dict[str, Any] | None = None, *,
                 locale: str = "en-US") -> Message:
    """The private answer to ``/command`` (direct, or the followup of a deferred one)."""
    res = await table.standin.slash(user, command, options or {}, locale=locale)
    first = await res.response()
    message = first.message if first.type == 4 else await res.followup()
    assert message is not None and message.ephemeral, first.data
    return message


async def create(table: Club, by: User | None = None, **options: Any) -> Message:
    return await answer(table, by or owner_of(table), "tournament create", {**SWISS, **options})


async def test_creating_needs_manage_server_or_the_manager_role(table: Club) -> None:
    standin = table.standin
    managers = standin.add_role(table.guild, "Arbiters", [table.alice])
    async with standin.running(table.new_bot()):
        refused = await create(table, table.alice)
        assert refused.content == i18n.t("en", "tournament_create_denied")
        assert "Manage Server" in refused.content
        french = await answer(table, table.alice, "tournament create", SWISS, locale="fr")
        assert french.content.startswith("Créer un tournoi demande la permission Gérer le serveur")
        none = await answer(table, table.alice, "tournament join")
        assert none.content == "There is no open tournament on this server."  # nothing was created

        denied = await answer(table, table.bob, "settings", {"server_tournament_role": managers})
        assert denied.content == i18n.t("en", "settings.manage_guild")
        shown = await answer(table, owner_of(table), "settings", {"server_tournament_role": managers})
        assert f"the role <@&{managers.id}>" in shown.content

        made = await create(table, table.alice)
        assert made.content == (f"Tournament #1 **Club Swiss** is created — Dames (international draughts). It is announced in "
                                f"<#{table.channel.id}>; players join it with /tournament join.")
        still = await create(table, table.bob, name="Bob's own")
        assert still.content == i18n.t("en", "tournament_create_denied")

        await answer(table, owner_of(table), "settings", {"clear_tournament_role": True})
        assert (await create(table, table.alice)).content == i18n.t("en", "tournament_create_denied")
        by_owner = await create(table, name="Rapid")
        assert by_owner.content.startswith("Tournament #2 **Rapid** is created — Dames")


async def test_join_leave_and_withdraw_refusals_in_both_languages(table: Club) -> None:
    async with table.standin.running(table.new_bot()):
        await create(table)
        joined = await answer(table, table.alice, "tournament join")
        assert joined.content == "You are in tournament #1 **Club Swiss**."
        again = await answer(table, table.alice, "tournament join")
        assert again.content == "You are in this tournament already."
        again_fr = await answer(table, table.alice, "tournament join", locale="fr")
        assert again_fr.content == "Vous êtes déjà inscrit à ce tournoi."
        early = await answer(table, table.alice, "tournament withdraw", locale="fr")
        assert early.content == "Ce tournoi n'a pas commencé : désinscrivez-vous plutôt."
        stranger = await answer(table, table.carol, "tournament leave")
        assert stranger.content == "You are not in this tournament."
        stranger_fr = await answer(table, table.carol, "tournament leave", locale="fr")
        assert stranger_fr.content == "Vous n'êtes pas inscrit à ce tournoi."
        left = await answer(table, table.alice, "tournament leave", locale="fr")
        assert left.content == "Vous vous êtes désinscrit du tournoi n°1 **Club Swiss**."
        rejoined = await answer(table, table.alice, "tournament join", {"tournament": 1}, locale="fr")
        assert rejoined.content == "Vous êtes inscrit au tournoi n°1 **Club Swiss**."


async def test_the_creator_starts_it_and_then_players_withdraw_instead_of_leaving(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        await create(table)
        for player in (table.alice, table.bob):
            await answer(table, player, "tournament join")
        not_yours = await answer(table, table.bob, "tournament start")
        assert not_yours.content == "Only the tournament's creator or a server manager can do that."
        started = await answer(table, owner_of(table), "tournament start")
        assert started.content == "Tournament #1 **Club Swiss** has started: its games are under way."
        game = await table.stored(1)
        assert game.status == "active" and game.options["tournament"] == {"id": 1, "round": 1, "board": 1}
        assert sorted(game.seats) == sorted([table.alice.id, table.bob.id])
        twice = await answer(table, owner_of(table), "tournament start")
        assert twice.content == "This tournament has started: withdraw instead (your games played stand)."
        leave = await answer(table, table.alice, "tournament leave", locale="fr")
        assert leave.content == "Ce tournoi a commencé : retirez-vous plutôt (vos parties jouées comptent)."
        withdrawn = await answer(table, table.alice, "tournament withdraw")
        assert withdrawn.content.startswith("You have withdrawn from tournament #1 **Club Swiss**:")
        late = await answer(table, table.carol, "tournament join")
        assert late.content == "You are in tournament #1 **Club Swiss**."  # a Swiss takes late joiners


async def test_which_tournament_a_command_means(table: Club) -> None:
    standin = table.standin
    other = standin.add_guild("Elsewhere")
    async with standin.running(table.new_bot()):
        await create(table)
        res = await standin.slash(standin.world.users[other.owner_id], "tournament create",
                                  {**SWISS, "name": "Theirs"}, channel=other.channel)
        await res.response()
        forged = await answer(table, table.alice, "tournament join", {"tournament": 99})
        assert forged.content == "There is no tournament number 99 on this server."
        theirs = await answer(table, table.alice, "tournament join", {"tournament": 2}, locale="fr")
        assert theirs.content == "Il n'y a pas de tournoi n°2 sur ce serveur."

        await create(table, name="Second")
        which = await answer(table, table.alice, "tournament join")
        assert which.content == ("This server has several open tournaments: say which one with the "
                                 "tournament option.")
        choices = await standin.autocomplete(table.alice, "tournament join", {"tournament": ""}, focused="tournament")
        assert [(c["name"], c["value"]) for c in choices] == [("#3 Second · Dames (international draughts)", 3),
                                                         ("#1 Club Swiss · Dames (international draughts)", 1)]
        french = await standin.autocomplete(table.alice, "tournament join", {"tournament": "swi"},
                                            focused="tournament", locale="fr")
        assert [c["name"] for c in french] == [f"n°1 Club Swiss · {i18n.game_name('fr', 'dames')}"]

        cancelled = await answer(table, owner_of(table), "tournament cancel", {"tournament": 3})
        assert cancelled.content.startswith("Tournament #3 **Second** is cancelled")
        stale = await answer(table, table.alice, "tournament join", {"tournament": 3})
        assert stale.content == "This tournament is over."
        only = await answer(table, table.alice, "tournament join")
        assert only.content == "You are in tournament #1 **Club Swiss**."


async def test_a_start_time_is_read_or_refused_with_an_example(table: Club) -> None:
    async with table.standin.running(table.new_bot()):
        bad = await create(table, start="next friday")
        assert bad.content == ("I cannot read the start time “next friday”: paste a Discord timestamp such as "
                               "<t:1767225600:F>, or write the date and time in UTC, like 2026-12-01 20:00.")
        bad_fr = await answer(table, owner_of(table), "tournament create", {**SWISS, "start": "vendredi"},
                              locale="fr")
        assert bad_fr.content.startswith("Je ne sais pas lire l'heure de début « vendredi » :")
        past = await create(table, start="<t:1000000000:F>")
        assert past.content == i18n.t("en", "tournament_start_past")
        none = await answer(table, table.alice, "tournament join")
        assert none.content == "There is no open tournament on this server."
        made = await create(table, start="2099-12-01 20:00")
        assert made.content.startswith("Tournament #1 **Club Swiss** is created")


async def test_a_manager_keeps_two_players_apart(table: Club) -> None:
    async with table.standin.running(table.new_bot()):
        await create(table)
        for player in (table.alice, table.bob):
            await answer(table, player, "tournament join")
        apart = {"player": table.alice, "other": table.bob}
        refused = await answer(table, table.carol, "tournament forbid", apart, locale="fr")
        assert refused.content == "Seuls le créateur du tournoi et les gestionnaires du serveur peuvent faire cela."
        kept = await answer(table, owner_of(table), "tournament forbid", apart)
        assert kept.content == (f"<@{table.alice.id}> and <@{table.bob.id}> will not be paired together "
                                "in tournament #1.")
        outside = await answer(table, owner_of(table), "tournament forbid", {"player": table.alice,
                                                                              "other": table.carol})
        assert outside.content == "Both players must be in the tournament."
        again = await answer(table, owner_of(table), "tournament allow", apart, locale="fr")
        assert again.content == (f"<@{table.alice.id}> et <@{table.bob.id}> peuvent de nouveau être appariés "
                                 "ensemble dans le tournoi n°1.")


async def test_the_export_holds_the_trf_report_and_one_record_per_game(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        await create(table)
        for player in (table.alice, table.bob, table.carol):
            await answer(table, player, "tournament join")
        await answer(table, owner_of(table), "tournament start")
        exported = await answer(table, table.carol, "tournament export")
        assert exported.content == ("Tournament #1 **Club Swiss**: its report (FIDE TRF-16) and the record of "
                                    "its one game.")
        [attachment] = exported.attachments
        assert attachment.filename == "tournament-1.zip"
        archive = zipfile.ZipFile(io.BytesIO(attachment.data))
        names = sorted(archive.namelist())
        assert names == ["round-1-board-1-match-1.pdn", "tournament-1.trf"]
        trf = archive.read("tournament-1.trf").decode("utf-8")
        assert "012 Club Swiss" in trf and trf.count("\n001 ") + trf.startswith("001 ") == 3
        record = archive.read("round-1-board-1-match-1.pdn").decode("utf-8")
        assert '[Result "*"]' in record and "match #1" in record
        french = await answer(table, table.alice, "tournament export", {"tournament": 1}, locale="fr")
        assert french.content == ("Tournoi n°1 **Club Swiss** : son rapport (FIDE TRF-16) et la feuille de sa "
                                  "seule partie.")


async def test_pairings_and_standings_answer_the_asker_with_their_line_highlighted(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        await create(table)
        early = await answer(table, table.alice, "tournament pairings", locale="fr")
        assert early.content == ("Le tournoi n°1 **Club Swiss** n'a pas commencé : sa première ronde sera "
                                 "appariée à son lancement.")
        for player in (table.alice, table.bob, table.carol):
            await answer(table, player, "tournament join")
        await answer(table, owner_of(table), "tournament start")
        game = await table.stored(1)
        players = [standin.world.users[user] for user in game.seats]
        [resting] = [p for p in (table.alice, table.bob, table.carol) if p not in players]

        paired = await answer(table, players[0], "tournament pairings")
        lines = paired.content.splitlines()
        assert lines[0].startswith("**Round 1 pairings**")
        [mine] = [line for line in lines if players[0].name in line]
        assert mine.startswith("**Board 1:") and mine.endswith("**") and players[1].name in mine
        [bye] = [line for line in lines if resting.name in line]
        assert not bye.startswith("**") and "bye, 1 point" in bye
        assert "<@" not in paired.content  # a reply names players, it does not mention them
        assert (await answer(table, resting, "tournament pairings", {"round": 2})).content == (
            "Tournament #1 **Club Swiss** has no round 2 (yet).")

        waiting = await answer(table, resting, "tournament standings")
        assert waiting.content.startswith("No round of tournament #1 **Club Swiss** is over yet")
        await (await standin.slash(players[1], "resign", {"match": 1})).response()
        await standin.wait_for(lambda: any(a.filename == "standings-1-1.png" for m in standin.world.messages.values()
                                           for a in m.attachments), what="round 1's standings")

        standings = await answer(table, resting, "tournament standings", locale="fr")
        head, *rows = standings.content.splitlines()
        assert head.startswith("**Classement après la ronde 1**")
        assert [row.startswith("**") for row in rows] == [resting.name in row for row in rows]
        assert any(resting.name in row and row.startswith("**") for row in rows)
        [image] = standings.attachments
        assert image.filename == "standings-1-1.png" and image.data.startswith(b"\x89PNG")
        winner = await answer(table, players[0], "tournament standings")
        bold = [row for row in winner.content.splitlines()[1:] if row.startswith("**")]
        assert len(bold) == 1 and f"{players[0].name}: 1 pt" in bold[0]


async def test_the_card_game_is_played_at_tables_without_asking(table: Club) -> None:
    async with table.standin.running(table.new_bot()):
        cards = {"game": "macadam-cartes", "name": "Card night", "rounds": 2}
        made = await create(table, **cards)
        assert made.content.startswith("Tournament #1 **Card night** is created — Macadam (cards).")
        swiss = await create(table, **cards, format="swiss")
        assert swiss.content == ("Macadam (cards) is played at tables, not as a Swiss or a round robin: "
                                 "leave the format out.")
        swiss_fr = await answer(table, owner_of(table), "tournament create", {**cards, "format": "swiss"},
                                locale="fr")
        assert swiss_fr.content == ("Macadam (cartes) se joue par tables, pas en système suisse ni en toutes "
                                    "rondes : n'indiquez pas de formule.")
        no_rounds = await answer(table, owner_of(table), "tournament create", {"game": "dames", "name": "Open"})
        assert no_rounds.content == "A Swiss or a card event has 1 to 15 rounds: say how many."
        robin = await answer(table, owner_of(table), "tournament create",
                             {"game": "dames", "name": "All play all", "format": "round-robin"})
        assert robin.content.startswith("Tournament #2 **All play all** is created")


async def test_an_export_is_bounded_per_user_like_the_others(table: Club) -> None:
    bot = table.new_bot()
    async with table.standin.running(bot):
        await create(table)
        with bot.service.export_slot(table.carol.id):  # carol's one export still being made
            busy = await answer(table, table.carol, "tournament export")
            assert busy.content == i18n.explain("en", "exports_yours", {"n": 1})
        done = await answer(table, table.carol, "tournament export")
        assert [a.filename for a in done.attachments] == ["tournament-1.zip"]


def counted(holder: Any, name: str) -> list[tuple[Any, ...]]:
    """The calls of ``holder.name`` from now on (it still runs)."""
    calls: list[tuple[Any, ...]] = []
    real = getattr(holder, name)

    async def counting(*args: Any, **kwargs: Any) -> Any:
        calls.append(args)
        return await real(*args, **kwargs)

    setattr(holder, name, counting)
    return calls


async def test_a_round_robin_opens_each_game_from_its_one_board_and_exports_without_rereading_rounds(
        table: Club) -> None:
    standin = table.standin
    dave = standin.add_user("dave")
    async with standin.running(table.new_bot()) as bot:
        tournaments = bot.runtime.service.tournaments
        await answer(table, owner_of(table), "tournament create", {"game": "dames", "name": "League",
                                                                   "format": "round-robin"})
        for player in (table.alice, table.bob, table.carol, dave):
            await answer(table, player, "tournament join")
        rounds_read, boards_read = counted(tournaments, "pairings"), counted(tournaments, "board")
        await answer(table, owner_of(table), "tournament start")
        await standin.wait_for(lambda: len([m for m in standin.messages(table.channel)
                                            if " · board " in m.content]) == 6, what="six game announcements")
        assert rounds_read == [] and len(boards_read) == 6  # one board read per game started
        exported = await answer(table, table.carol, "tournament export")
        names = zipfile.ZipFile(io.BytesIO(exported.attachments[0].data)).namelist()
        assert len([name for name in names if name.endswith(".pdn")]) == 6
        assert rounds_read == []  # the report's boards, not a read per round


async def test_a_game_that_cannot_be_loaded_leaves_the_pairings_readable(
        table: Club, caplog: pytest.LogCaptureFixture) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        await create(table, rounds=1)
        dave = standin.add_user("dave")
        for player in (table.alice, table.bob, table.carol, dave):
            await answer(table, player, "tournament join")
        await answer(table, owner_of(table), "tournament start")
        await standin.wait_for(lambda: len([m for m in standin.messages(table.channel)
                                            if " · board " in m.content]) == 2, what="both game announcements")
        for thread in [t for t in standin.threads if t.name.startswith("Club Swiss · R1 B")]:
            await table.wait_board(thread)
        rows = [await table.stored(match_id) for match_id in (1, 2)]
        assert all(row.thread_id is not None for row in rows)
        with sqlite3.connect(table.db_path) as raw:  # a bad manual edit
            raw.execute("UPDATE matches SET state = '{\"broken\": true}' WHERE id = 1")
        for lang in ("en-US", "fr"):
            paired = await answer(table, table.alice, "tournament pairings", locale=lang)
            assert all(f"<#{row.thread_id}>" in paired.content for row in rows), paired.content
    caplog.clear()


async def test_a_double_round_robin_with_a_round_deadline_is_created_from_the_command(table: Club) -> None:
    bot = table.new_bot()
    async with table.standin.running(bot):
        made = await create(table, game="dames", name="Twice round", format="round-robin", double=True, round_days=7)
        assert made.content.startswith("Tournament #1 **Twice round** is created"), made.content
        for player in (table.alice, table.bob, table.carol):
            await answer(table, player, "tournament join")
        await answer(table, owner_of(table), "tournament start")
        service = bot.runtime.service
        tournament = await service.tournaments.get(1)
        assert tournament.rounds == 6  # three players: three rounds (one rests in each), twice
        rounds = await service.storage.tournaments.rounds(1)
        # every round's deadline a week after the start (a round robin's rounds are all paired then)
        assert all(r.deadline is not None and abs(r.deadline - r.created_at - timedelta(days=7)) < timedelta(minutes=1)
                   for r in rounds), rounds
        games = [(board.seats[0], board.seats[1]) for n in range(1, 7)
                 for board in (await service.tournaments.pairings(1, n))[2] if board.bye is None]
        assert len(games) == 6 and sorted(games) == sorted((black, white) for white, black in games)
