"""A player who deleted their data (issue 31) is named "deleted player" ("joueur supprimé") where
their seat stays: message lines and tournament names, never a mention of the marker, and never
looked up on Discord (a marker is no Discord id)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.present.texts import mention
from bot.present.tournaments import name_of
from bot.service import GameService
from tests.bot.test_tournament_posts import wait_post
from tests.helpers.guild import Club


def test_a_deleted_players_marker_is_named_in_the_language_and_never_mentioned() -> None:
    assert mention(123456789012345678, "en") == "<@123456789012345678>"
    assert mention(-3, "en") == "deleted player" and mention(-3, "fr") == "joueur supprimé"
    assert name_of(-3, {}, "fr") == "joueur supprimé" and name_of(-3, {}, "en", mention=True) == "deleted player"


async def test_a_tournaments_standings_name_a_deleted_player_without_asking_discord(
        table: Club, monkeypatch: pytest.MonkeyPatch) -> None:
    standin = table.standin
    drawn: list[list[str]] = []
    real_png = GameService.standings_png

    async def standings_png(service: GameService, rows: Any, **kwargs: Any) -> bytes:
        drawn.append([row.name for row in rows])
        return await real_png(service, rows, **kwargs)

    monkeypatch.setattr(GameService, "standings_png", standings_png)
    dave = standin.add_user("dave")
    players = [table.alice, table.bob, table.carol, dave]
    async with standin.running(table.new_bot()) as bot:
        service = bot.runtime.service
        made = await service.tournaments.create(guild_id=table.guild.id, channel_id=table.channel.id,
                                                creator_id=table.alice.id, game_key="dames", name="Club Swiss",
                                                format="swiss", rounds=2, days=3)
        announcement = await wait_post(table, table.channel, "Club Swiss")
        thread = await standin.wait_for_thread(lambda t: t.starter_message_id == announcement.id)
        for player in players:
            await service.tournaments.join(made.id, player.id)
        await service.tournaments.start(made.id, table.alice.id)
        await wait_post(table, thread, "Round 1 pairings")
        _, _, (first, second) = await service.tournaments.pairings(made.id, 1)
        gone = first.seats[1]
        assert await service.forget_player(gone) == 1  # their game resigned, their seat a marker
        await service.offer_draw(second.match_id, second.seats[0])
        await service.answer_draw(second.match_id, second.seats[1], True)
        standings = await wait_post(table, thread, "Standings after round 1")
    lines = standings.content.splitlines()[1:]
    assert any(line.startswith("4. deleted player: 0 pts") for line in lines), standings.content
    assert drawn and drawn[0][-1] == "deleted player" and not any(re.fullmatch(r"-\d+", n) for n in drawn[0])
    looked_up = [path for _, path in standin.requests if re.search(r"/(members|users)/-\d", path)]
    assert looked_up == []
