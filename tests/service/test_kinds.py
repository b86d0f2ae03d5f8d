"""Every service action checks what kind of match it is given (a challenge, a table's lobby, a
running match, a match that is over) and refuses the others with the error that says why, in
both languages, changing nothing. A forged ``gt:accept:<table id>`` used to start a lobby with no
state, which then crashed every reader and the scheduler."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from bot import i18n
from bot.errors import UserError
from bot.kinds import kind_of
from bot.service import GameService, Match

from tests.helpers.ids import ALICE, BOB, CAROL, CHANNEL, GUILD
from tests.helpers.service import open_table, start_match
Action = Callable[[GameService, Match], Awaitable[Any]]


async def _lobby(service: GameService) -> Match:
    return await open_table(service, BOB)  # BOB holds seat 1, as a challenged player would


async def _running_table(service: GameService) -> Match:
    return await service.start_table((await _lobby(service)).id, ALICE)


async def _over_match(service: GameService) -> Match:
    return await service.resign((await start_match(service)).id, ALICE)


async def _over_table(service: GameService) -> Match:
    return await service.resign((await _running_table(service)).id, ALICE)


MAKERS: dict[str, Callable[[GameService], Awaitable[Match]]] = {
    "challenge": lambda s: s.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL, first="challenger"),
    "lobby": _lobby,
    "running": start_match,
    "running table": _running_table,
    "over": _over_match,
    "over table": _over_table,
}


#: action -> (the kinds it is for, how a player entitled to it calls it)
ACTIONS: dict[str, tuple[set[str], Action]] = {
    "accept": ({"challenge"}, lambda s, m: s.accept(m.id, BOB)),
    "decline": ({"challenge"}, lambda s, m: s.decline(m.id, BOB)),
    "withdraw": ({"challenge"}, lambda s, m: s.decline(m.id, ALICE)),
    "join": ({"lobby"}, lambda s, m: s.join_table(m.id, CAROL)),
    "leave": ({"lobby"}, lambda s, m: s.leave_table(m.id, BOB)),
    "start": ({"lobby"}, lambda s, m: s.start_table(m.id, ALICE)),
    "play": ({"running", "running table"}, lambda s, m: s.play(m.id, ALICE, "32-28")),
    "resign": ({"running", "running table"}, lambda s, m: s.resign(m.id, ALICE)),
    "offer draw": ({"running", "running table"}, lambda s, m: s.offer_draw(m.id, ALICE)),
    "answer draw": ({"running", "running table"}, lambda s, m: s.answer_draw(m.id, BOB, True)),
    "abort": ({"running", "running table"}, lambda s, m: s.abort(m.id, ALICE)),
}
FAMILY = {"challenge": "challenge", "lobby": "table", "running": "challenge", "running table": "table",
          "over": "challenge", "over table": "table"}


def expected(action: str, kind: str) -> tuple[str, dict[str, Any]]:
    """The refusal of ``action`` on a match of ``kind``: (message key, parameters)."""
    status = {"challenge": "challenge", "lobby": "lobby", "running": "active", "running table": "active",
              "over": "finished", "over table": "finished"}[kind]
    wanted = next(iter(ACTIONS[action][0]))
    if wanted == "challenge":
        return ("bad_component", {}) if FAMILY[kind] == "table" else ("challenge_closed", {"status": status})
    if wanted == "lobby":
        return ("bad_component", {}) if FAMILY[kind] == "challenge" else ("table_closed", {"status": status})
    return "match_not_active", {"status": status}


CASES = [(action, kind) for action, (kinds, _call) in ACTIONS.items() for kind in MAKERS if kind not in kinds]


@pytest.mark.parametrize(("action", "kind"), CASES, ids=[f"{a}-on-{k}".replace(" ", "_") for a, k in CASES])
async def test_an_action_on_the_wrong_kind_of_match_is_refused_and_changes_nothing(
        service: GameService, action: str, kind: str) -> None:
    match = await MAKERS[kind](service)
    assert kind_of(match) == kind.split()[0]
    before = await service.storage.matches.get(match.id)
    log = await service.move_log(match.id)
    with pytest.raises(UserError) as refused:
        await ACTIONS[action][1](service, match)
    key, params = expected(action, kind)
    assert (refused.value.key, refused.value.params) == (key, params)
    assert await service.storage.matches.get(match.id) == before
    assert await service.move_log(match.id) == log
    for lang in i18n.LANGS:
        text = i18n.explain(lang, refused.value.key, refused.value.params)
        assert text and "{" not in text and "status." not in text
    after = await service.get(match.id)  # still readable: nothing half-made
    assert (after.state is None) == (kind == "lobby")


async def test_a_lobby_is_named_as_such_in_both_languages(service: GameService) -> None:
    lobby = await _lobby(service)
    with pytest.raises(UserError) as refused:
        await service.resign(lobby.id, BOB)
    assert i18n.explain("en", refused.value.key, refused.value.params) == (
        "This table has not started: its players are still joining.")
    assert i18n.explain("fr", refused.value.key, refused.value.params) == (
        "Cette table n'a pas commencé : les joueurs s'y installent encore.")
