"""Issue 27, through the real client: one user's flood of computer challenges, replays and
exports is bounded (the excess refused privately, nothing created), and another user is not."""

from __future__ import annotations

import asyncio

from bot.config import COMPUTER_MATCHES
from bot.storage import Storage
from tests.helpers.guild import Club, match_id_of

REFUSED = {
    "en-US": (f"You already have {COMPUTER_MATCHES} matches against the computer going on in this server: "
              "finish or resign one before starting another. Nothing was created."),
    "fr": (f"Vous avez déjà {COMPUTER_MATCHES} parties en cours contre l'ordinateur sur ce serveur : "
           "terminez-en ou abandonnez-en une avant d'en commencer une autre. Rien n'a été créé."),
}
BUSY_REPLAY = {
    "en-US": "Your last replay or record is still being made: wait for it before asking for another.",
    "fr": "Votre demande précédente (animation ou feuille de partie) est encore en préparation : "
          "attendez-la avant d'en faire une autre.",
}


async def _computer_matches(table: Club, user_id: int) -> int:
    async with Storage.open(table.db_path) as storage:
        return sum(1 for match in await storage.matches.for_user(user_id) if match.computers)


async def test_computer_challenges_past_the_bound_are_refused_privately(localised_table: Club) -> None:
    """Before: all of one user's challenges to the computer were accepted (a hundred in 0.3 s)."""
    table, locale = localised_table, localised_table.guild.locale
    standin = table.standin
    sent = COMPUTER_MATCHES + 3
    async with standin.running(table.new_bot()):
        asked = await asyncio.gather(*(
            standin.slash(table.alice, "challenge", {"game": "dames", "opponent": standin.bot_user,
                                                     "first": "challenger", "level": 1}, locale=locale)
            for _ in range(sent)))
        answers = [await res.response() for res in asked]
        other = await (await standin.slash(table.bob, "challenge", {"game": "dames", "opponent": standin.bot_user,
                                                                      "first": "challenger", "level": 1},
                                           locale=locale)).response()
        for answer in [*answers, other]:
            if not answer.ephemeral:  # a match started: its board is posted before the bot stops
                await standin.wait_for_thread(lambda t, started=answer: t.starter_message_id == started.message.id)
    refused = [answer for answer in answers if answer.ephemeral]
    assert len(refused) == sent - COMPUTER_MATCHES
    assert {answer.content for answer in refused} == {REFUSED[locale]}
    assert not other.ephemeral  # another player is not refused
    assert await _computer_matches(table, table.alice.id) == COMPUTER_MATCHES
    assert await _computer_matches(table, table.bob.id) == 1


async def test_a_second_replay_in_flight_is_refused_privately_and_another_user_is_served(
        localised_table: Club) -> None:
    """Before: every /replay was drawn, however many one user asked for at once."""
    table, locale = localised_table, localised_table.guild.locale
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start()
        for user, text in ((table.alice, "32-28"), (table.bob, "19-23"), (table.alice, "28x19"), (table.bob, "14x23")):
            await table.played(user, text, thread)
        match_id = match_id_of(board)
        asked = [await standin.slash(user, "replay", {"match": match_id}, channel=thread, locale=locale)
                 for user in (table.alice, table.alice, table.carol)]
        first, second, carol = [await res.response() for res in asked]
        gifs = [await asked[0].followup(timeout=30), await asked[2].followup(timeout=30)]
    assert not first.ephemeral and not carol.ephemeral
    assert second.ephemeral and second.content == BUSY_REPLAY[locale]
    assert all(gif.attachments[0].filename == f"match-{match_id}.gif" for gif in gifs)
