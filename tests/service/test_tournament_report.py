"""A Swiss played through the service (issue 28): nine players, five rounds of Dames, results by
resignation and draw agreement chosen at random; its TRF-16 report passes the handbook's rules
(tests/tournaments/check.py) and caissify-pairings' checker re-pairs every round the same."""

from __future__ import annotations

import random

from caissify_pairings.fpc import check_trf

from bot.service import GameService
from bot.tournaments.model import score
from tests.helpers.ids import CHANNEL, GUILD
from tests.service.test_tournaments import PLAYERS, finish, games_of, wired
from tests.tournaments.check import violations
from tests.tournaments.test_trf import read_trf


async def test_a_nine_player_swiss_reports_pairings_that_pass_the_check(service: GameService) -> None:
    wired(service)
    rng = random.Random(28)
    made = await service.tournaments.create(guild_id=GUILD, channel_id=CHANNEL, creator_id=PLAYERS[0],
                                            game_key="dames", name="Club Swiss", rounds=5)
    for user in PLAYERS[:9]:
        made = await service.tournaments.join(made.id, user)
    await service.tournaments.start(made.id, PLAYERS[0])
    for number in range(1, 6):
        matches = await games_of(service, made.id, number)
        assert len(matches) == 4
        for match in matches:
            await finish(service, match, rng)
    tournament, text, _ = await service.tournaments.report(made.id)
    assert tournament.status == "finished"
    entries, rounds, points = read_trf(text)
    assert len(entries) == 9 and len(rounds) == 5 and all(round_.complete for round_ in rounds)
    assert violations(entries, rounds, 5) == []
    assert {entry.player: score(entry, rounds) for entry in entries} == points
    report = check_trf(text)
    assert report["summary"]["rounds_checked"] == 5
    assert report["summary"]["total_discrepancies"] == 0
    _, standings, _ = await service.tournaments.standings(made.id)
    assert sorted(line.points for line in standings.lines) == sorted(points.values())
