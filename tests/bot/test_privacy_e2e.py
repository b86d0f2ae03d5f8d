"""/privacy (``/confidentialité``, issue 31) through the real client: what the bot keeps about the
asker, in sentences of their language; "Delete my data", its confirmation and the deletion (running
matches resigned, the opponent told in the thread); other users' presses, forged and stale ids and a
second Confirm refused privately, changing nothing; and the finished games' records (/export) and
replays (/replay) naming the seat "deleted player" ("joueur supprimé") afterwards."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from draughts.PDN import PDNReader

from bot.service import GameService
from render import Captions
from tests.helpers.guild import Club, french_table, match_id_of
from tests.standin import DiscordStandIn, Message

DELETE, CONFIRM, CANCEL = "Delete my data", "Confirm", "Cancel"
NOT_YOURS = ("These buttons belong to the player who ran /privacy: run /privacy to see your own data. "
             "Nothing was changed.")
NOT_VALID = "This control is not valid (it was not made by me, or is damaged). Nothing was changed."
NOTHING = "I keep nothing about you: no matches, ratings, settings or puzzles."


async def _finished(table: Club, locale: str = "en-US") -> int:
    """A Dames match alice (white) and bob played two moves each of, then bob resigned: its id."""
    thread, board = await table.start(locale=locale)
    for user, text in ((table.alice, "32-28"), (table.bob, "19-23"), (table.alice, "28x19"), (table.bob, "14x23")):
        await table.played(user, text, thread)
    await (await table.standin.slash(table.bob, "resign", channel=thread, locale=locale)).followup()
    await table.wait_board(thread, 6)
    return match_id_of(board)


async def _privacy(table: Club, user: Any, locale: str = "en-US", *, in_dm: bool = False) -> Message:
    where = table.standin.world.dm_channel(user) if in_dm else None
    answer = await (await table.standin.slash(user, "privacy", channel=where, locale=locale)).response()
    assert answer.message is not None and answer.message.ephemeral, answer.data
    return answer.message


async def test_privacy_says_in_english_what_is_kept_and_offers_deletion(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, _board = await table.start()
        await table.played(table.alice, "32-28", thread)
        await table.played(table.bob, "19-23", thread)
        mine = await _privacy(table, table.alice)
        nothing = await _privacy(table, table.carol)
        in_dm = await _privacy(table, table.alice, in_dm=True)
    assert in_dm.content == mine.content and in_dm.guild_id is None
    assert mine.content == (
        "Here is what I keep about you, under your Discord id:\n"
        "- 1 move you played is kept with its match (to show, export and replay it).\n"
        "- You are playing 1 match right now.\n"
        "Press **Delete my data** to have it deleted.")
    assert mine.custom_ids == [f"privacy:delete:{table.alice.id}"]
    assert nothing.content == NOTHING and nothing.components == []


async def test_privacy_says_in_french_what_is_kept_with_its_plurals(standin: DiscordStandIn, tmp_path: Any) -> None:
    table = french_table(standin, tmp_path)
    async with standin.running(table.new_bot()):
        await _finished(table, "fr")
        await table.start(locale="fr")
        mine = await _privacy(table, table.alice, "fr")
        nothing = await _privacy(table, table.carol, "fr")
    assert mine.content == (
        "Voici ce que je garde à votre sujet, sous votre identifiant Discord :\n"
        "- Vous avez pris part à 1 partie terminée.\n"
        "- 2 coups que vous avez joués sont gardés avec leurs parties (pour les afficher, les exporter et les revoir).\n"
        "- Vous jouez 1 partie en ce moment.\n"
        "- Vous avez 1 classement (un par jeu et par serveur).\n"
        "- 1 résultat classé garde la variation de votre classement.\n"
        "Appuyez sur « Supprimer mes données » pour les faire supprimer.")
    assert [button["label"] for row in mine.components for button in row["components"]] == ["Supprimer mes données"]
    assert nothing.content == "Je ne garde rien à votre sujet : ni partie, ni classement, ni réglage, ni problème."


async def test_another_users_press_forged_ids_and_cancel_change_nothing(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start()
        mine = await _privacy(table, table.alice)
        shown = mine.content
        by_bob = await table.press(table.bob, mine, DELETE)
        forged = []
        button = mine.button(DELETE)
        for custom_id in ("privacy:delete:0", "privacy:delete:x", f"privacy:confirm:{table.alice.id}",
                          f"privacy:erase:{table.alice.id}", f"privacy:confirm:{table.bob.id}:0"):
            button["custom_id"] = custom_id
            forged.append(await (await standin.click(table.alice, mine, custom_id)).response())
        button["custom_id"] = f"privacy:delete:{table.alice.id}"
        unchanged = mine.content == shown
        asked = await table.press(table.alice, mine, DELETE)
        confirm = copy.deepcopy(mine.button(CONFIRM))
        # the match ended meanwhile (bob resigned): the confirmation named a running match
        await (await standin.slash(table.bob, "resign", channel=thread)).followup()
        await table.wait_board(thread, 2)
        refused = await table.press(table.alice, mine, CONFIRM)
        cancelled = await table.press(table.alice, mine, CANCEL)
        after = await _privacy(table, table.alice)
    assert unchanged and by_bob.ephemeral and by_bob.content == NOT_YOURS
    assert [reply.content for reply in forged] == [NOT_VALID, NOT_VALID, NOT_VALID, NOT_VALID, NOT_YOURS]
    assert all(reply.ephemeral for reply in forged)
    assert confirm["custom_id"] == f"privacy:confirm:{table.alice.id}:1"
    assert asked.content is not None and asked.content.startswith("Are you sure? Deleting your data will:")
    assert refused.ephemeral and refused.content == ("Your matches changed since this confirmation was shown; "
                                                    "nothing was deleted. Run /privacy again.")
    assert cancelled.content == "Nothing was deleted: your data stays as it was."
    assert cancelled.message is not None and cancelled.message.components == []
    assert after.content.startswith("Here is what I keep about you") and "1 match that is over" in after.content
    assert (await table.stored(match_id_of(board))).status == "finished"


async def test_deleting_resigns_the_running_match_and_the_records_name_a_deleted_player(
        table: Club, monkeypatch: pytest.MonkeyPatch) -> None:
    standin = table.standin
    drawn: list[Captions] = []
    real_replay = GameService.replay_gif

    async def replay_gif(service: GameService, match: Any, captions: Captions, *args: Any, **kwargs: Any) -> Any:
        drawn.append(captions)
        return await real_replay(service, match, captions, *args, **kwargs)

    monkeypatch.setattr(GameService, "replay_gif", replay_gif)
    async with standin.running(table.new_bot()):
        finished = await _finished(table)
        thread, board = await table.start()
        await table.played(table.alice, "32-28", thread)
        mine = await _privacy(table, table.alice)
        asked = await table.press(table.alice, mine, DELETE)
        confirmation = asked.content
        kept = copy.deepcopy(mine.components)
        pressed = await standin.click(table.alice, mine, mine.button(CONFIRM))
        await pressed.wait(lambda _: mine.content.startswith("Done"), timeout=15)
        told = await standin.wait_for_message(thread, lambda m: "resigned" in m.content)
        mine.components[:] = kept  # the Confirm pressed a second time
        again = await table.press(table.alice, mine, CONFIRM)
        after = await _privacy(table, table.alice)
        export = await (await standin.slash(table.carol, "export", {"match": finished})).followup()
        await (await standin.slash(table.carol, "replay", {"match": finished})).followup(timeout=60)
        running = await table.stored(match_id_of(board))
    assert confirmation == (
        "Are you sure? Deleting your data will:\n"
        "- resign the match you are playing now (your opponent is told, as for any resignation);\n"
        "- remove your ratings, your settings, your pending challenges and table seats, your entries in tournaments "
        "not yet started, and your puzzle ratings and attempts;\n"
        "- keep your finished games whole for the other players, your seat named “deleted player” in every record "
        "(/export) and replay (/replay).\n"
        "This cannot be undone.")
    assert mine.content == ("Done: your data is deleted. Your finished games now name your seat “deleted player”. "
                            "1 running match was resigned first.")
    # bob (green) is told in the match's thread, on its last board
    assert told.content.endswith("**Game over.** Green wins: Blue resigned") and f"<@{table.bob.id}>" in told.content
    assert running.status == "finished" and table.alice.id not in running.seats
    assert again.ephemeral and again.content == ("There is nothing left to delete: run /privacy to see what I "
                                                 "keep about you.")
    assert after.content == NOTHING
    read = PDNReader(pdn_text=export.attachments[0].data.decode("utf-8")).games[0]
    assert (read.tags["White"], read.tags["Black"]) == ("deleted player", "bob")
    assert [captions.names for captions in drawn] == [("deleted player", "bob")]


async def test_a_french_deletion_names_the_seat_joueur_supprime_in_the_record(standin: DiscordStandIn,
                                                                              tmp_path: Any) -> None:
    table = french_table(standin, tmp_path)
    async with standin.running(table.new_bot()):
        finished = await _finished(table, "fr")
        mine = await _privacy(table, table.alice, "fr")
        asked = await table.press(table.alice, mine, "Supprimer mes données", locale="fr")
        confirmation = asked.content
        pressed = await standin.click(table.alice, mine, mine.button("Confirmer"), locale="fr")
        await pressed.wait(lambda _: mine.content.startswith("C'est fait"), timeout=15)
        export = await (await standin.slash(table.carol, "export", {"match": finished}, locale="fr")).followup()
    assert confirmation == (
        "Confirmez-vous ? Supprimer vos données va :\n"
        "- effacer vos classements, vos réglages, vos défis et places à une table en attente, vos inscriptions aux "
        "tournois pas encore commencés, ainsi que vos classements et essais de problèmes ;\n"
        "- garder entières vos parties terminées pour les autres joueurs, votre place y étant nommée « joueur "
        "supprimé » sur chaque feuille de partie (/exporter) et dans chaque animation (/revoir).\n"
        "Cette suppression est définitive.")
    assert mine.content == ("C'est fait : vos données sont supprimées. Vos parties terminées nomment désormais votre "
                            "place « joueur supprimé ».")
    read = PDNReader(pdn_text=export.attachments[0].data.decode("utf-8")).games[0]
    assert (read.tags["White"], read.tags["Black"]) == ("joueur supprimé", "bob")
