"""Tables through GameService: the lobby (join, leave, start, limits, expiry), the deal from the
stored seed (where seeds come from: ``test_trust.py``), a whole 3-player manche with its public
log, resignations and draw offers at a table, and the rule that public images are drawn from the
public view only."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import engines
from bot.errors import MoveRejected, NotYourMatch, UserError
from bot.service import GameService
from bot.storage import Storage
from render import HAND_RENDERERS, render_view

from tests.helpers.clock import FakeClock
from tests.helpers.pools import PicklingExecutor
from tests.helpers.ids import ALICE, BOB, CAROL, DAVE, ERIN, FRANK, GRACE
from tests.helpers.service import CARDS, open_table, play_moves


async def test_players_join_in_order_and_the_host_deals(service: GameService) -> None:
    table = await open_table(service)
    assert table.status == "challenge" and table.is_lobby and table.seats == (ALICE,)
    assert table.max_seats == 6 and table.row.challenge_expires_at is not None
    table = await service.join_table(table.id, BOB)
    table = await service.join_table(table.id, CAROL)
    assert table.seats == (ALICE, BOB, CAROL)
    with pytest.raises(UserError, match="table_already_joined"):
        await service.join_table(table.id, BOB)
    with pytest.raises(UserError, match="table_not_host"):
        await service.start_table(table.id, BOB)
    with pytest.raises(NotYourMatch):
        await service.start_table(table.id, DAVE)
    started = await service.start_table(table.id, ALICE)
    assert started.status == "active" and not started.is_lobby and started.seats == (ALICE, BOB, CAROL)
    game = engines.get(CARDS)
    seed = started.row.options["seed"]
    assert isinstance(seed, int)
    assert started.state == game.new(seats=3, seed=seed, options={})  # the stored seed makes the deal
    assert "seed" not in json.dumps(started.view(None).to_json()) and str(seed) not in json.dumps(started.view(None).to_json())
    with pytest.raises(UserError) as closed:
        await service.join_table(table.id, DAVE)
    assert closed.value.key == "table_closed" and closed.value.params == {"status": "active"}


async def test_leaving_moves_the_others_up_and_the_host_closes(service: GameService) -> None:
    table = await open_table(service, BOB, CAROL, DAVE)
    table = await service.leave_table(table.id, BOB)
    assert table.seats == (ALICE, CAROL, DAVE)
    with pytest.raises(UserError, match="table_not_joined"):
        await service.leave_table(table.id, BOB)
    table = await service.join_table(table.id, BOB)
    assert table.seats == (ALICE, CAROL, DAVE, BOB)
    closed = await service.leave_table(table.id, ALICE)
    assert closed.status == "declined"
    with pytest.raises(UserError) as error:
        await service.join_table(table.id, ERIN)
    assert error.value.key == "table_closed" and error.value.params == {"status": "declined"}


async def test_seat_limits(service: GameService) -> None:
    small = await open_table(service, BOB, max_seats=3)
    assert small.max_seats == 3
    with pytest.raises(UserError, match="table_too_few"):
        await service.start_table((await open_table(service)).id, ALICE)  # the host alone
    small = await service.join_table(small.id, CAROL)
    with pytest.raises(UserError) as full:
        await service.join_table(small.id, DAVE)
    assert full.value.key == "table_full" and full.value.params == {"n": 3}
    six = await open_table(service, BOB, CAROL, DAVE, ERIN, FRANK)
    with pytest.raises(UserError, match="table_full"):
        await service.join_table(six.id, GRACE)
    started = await service.start_table(six.id, ALICE)
    assert len(started.seats) == 6 and started.view(None).seat_count() == 6
    hands = [len(started.view(seat).hand) for seat in range(6)]
    assert hands == [9] * 6  # the rulings' deal at six
    for size in (1, 7):
        with pytest.raises(UserError) as error:
            await open_table(service, max_seats=size)
        assert error.value.key == "table_size" and error.value.params["min"] == 2


async def test_bad_tables_are_refused(service: GameService) -> None:
    with pytest.raises(UserError, match="unknown_game"):
        await open_table(service, game="dames")  # two players: /challenge
    with pytest.raises(UserError, match="unknown_game"):
        await open_table(service, game="chess")
    with pytest.raises(UserError) as unknown:
        await open_table(service, options={"huffing": True})
    assert unknown.value.key == "option_unsupported"
    with pytest.raises(UserError, match="bad_options"):
        await open_table(service, options={"manches": 11})
    assert await service.matches_for_user(ALICE) == []
    table = await open_table(service, options={"manches": 3})
    assert table.row.options["engine"] == {"manches": 3}


async def test_a_table_expires_unless_started(service: GameService, clock: FakeClock) -> None:
    late = await open_table(service, BOB)
    swept = await open_table(service, BOB)
    started = await service.start_table((await open_table(service, BOB)).id, ALICE)
    clock.advance(hours=25)
    with pytest.raises(UserError, match="table_expired"):
        await service.join_table(late.id, CAROL)
    assert (await service.get(late.id)).status == "expired"
    with pytest.raises(UserError, match="table_closed"):
        await service.start_table(late.id, ALICE)
    assert [m.id for m in await service.expire_due()] == [swept.id]
    assert (await service.get(started.id)).status == "active"


async def test_a_whole_manche_keeps_every_discard_out_of_the_log(service: GameService) -> None:
    table = await open_table(service, BOB, CAROL)
    match = await service.start_table(table.id, ALICE)
    final = await play_moves(service, match, random.Random(11).choice)
    log = await service.move_log(match.id)
    verbs = {text.split()[0] for text in log}
    assert "discard" in verbs and "draw" in verbs, verbs  # the seed draws and discards
    assert [text for text in log if text.startswith("discard")] == ["discard"] * log.count("discard")
    assert all(text == "discard" or not text.startswith("discard") for text in log)
    assert final.status == "finished" and final.row.last_move is not None
    assert "discard " not in json.dumps(final.row.last_move)
    result = final.row.result
    assert result is not None and result["reason"] in ("all-signals", "hand-emptied")
    outcome = final.view(None).outcome
    assert outcome is not None
    assert result == {"winners": list(outcome.winners), "reason": outcome.reason,
                      "scores": None if outcome.scores is None else list(outcome.scores),
                      "tiebreak": outcome.tiebreak}


async def test_last_move_never_names_a_discarded_card(service: GameService) -> None:
    match = await service.start_table((await open_table(service, BOB, CAROL)).id, ALICE)
    user = match.user_to_move
    assert user is not None
    drawn = await service.play(match.id, user, "draw")
    assert drawn.continues and drawn.match.row.last_move == {"notation": "draw", "seat": drawn.seat, "ply": 0, "number": 1}
    hand = drawn.match.view(drawn.seat).hand
    with pytest.raises(MoveRejected) as pending:
        await service.play(match.id, user, "roll")
    assert pending.value.code == "discard-pending"
    discarded = await service.play(match.id, user, f"discard {hand[-1]}")
    assert discarded.notation == f"discard {hand[-1]}" and discarded.public_notation == "discard"
    assert discarded.match.row.last_move == {"notation": "discard", "seat": drawn.seat, "ply": 1, "number": 2}
    assert await service.move_log(match.id) == ["draw", "discard"]


async def test_resigning_at_a_table_ends_it_and_the_resigner_cannot_win(service: GameService) -> None:
    match = await service.start_table((await open_table(service, BOB, CAROL)).id, ALICE)
    match = await play_moves(service, match, random.Random(5).choice, stop=40)
    agreed = match.game.agreed_outcome(match.state)
    leader = agreed.winners[0]
    done = await service.resign(match.id, match.seats[leader])
    result = done.row.result
    assert done.status == "finished" and result is not None
    assert result["reason"] == "resignation" and result["by"] == leader and result["tiebreak"] is None
    assert leader not in result["winners"] and result["winners"]
    assert result["scores"] == list(agreed.scores or ())
    others = [s for s in range(3) if s != leader]
    best = max(result["scores"][s] for s in others)
    assert all(result["scores"][w] == best for w in result["winners"])
    with pytest.raises(UserError, match="match_not_active"):
        await service.play(match.id, match.seats[others[0]], "roll")


async def test_no_draw_offers_at_a_table_of_three(service: GameService) -> None:
    match = await service.start_table((await open_table(service, BOB, CAROL)).id, ALICE)
    with pytest.raises(UserError, match="draw_table"):
        await service.offer_draw(match.id, BOB)
    assert (await service.get(match.id)).row.draw_offer_seat is None


async def test_public_images_come_from_the_public_view_only(service: GameService) -> None:
    """Every image the service draws for a public message gets ``player_view(state, None)``; the
    only drawing of a seat's view is ``hand_png`` (sent privately by the bot). Read from what the
    drawing executor received, as a drawing process would."""
    executor = service.render_executor
    assert isinstance(executor, PicklingExecutor)
    match = await service.start_table((await open_table(service, BOB, CAROL)).id, ALICE)
    rng = random.Random(2)
    states = []
    while match.status == "active" and len(states) < 60:
        assert await service.board_png(match)
        states.append(match.state)
        user = match.user_to_move
        assert user is not None
        seat = match.seat_of(user)
        assert await service.hand_png(match, seat)  # type: ignore[arg-type]
        [(hand_renderer, (drawn,), _options)] = executor.calls[-1:]
        assert hand_renderer == HAND_RENDERERS[CARDS] and drawn == match.game.player_view(match.state, seat)
        match = (await service.play(match.id, user, rng.choice(match.legal_moves(user))[1])).match
    public = [view for (view,), _options in executor.received(render_view)]
    private = [view for (view,), _options in executor.received(HAND_RENDERERS[CARDS])]
    assert len(public) == len(states)
    for view, state in zip(public, states):
        assert "hand" not in view and view == match.game.player_view(state, None)
    assert all("hand" in view for view in private)


async def test_the_table_text_says_when_a_manche_ends(service: GameService) -> None:
    from bot.present.games.macadam_cartes.table import table_text

    match = await service.start_table((await open_table(service, BOB, CAROL, options={"manches": 2})).id, ALICE)
    assert "Round 1/2 · Trick 1/16" in table_text(match, "en")  # the English rules' words
    rng = random.Random(4)
    while match.view(None).manche == 1:
        match = await play_moves(service, match, rng.choice, stop=1)
    text = table_text(match, "en")
    reason = {"all-signals": "all the signals are covered",
              "hand-emptied": "a player laid down every card after the talon ran out"}
    assert f"Round 1 is over ({reason[match.view(None).manche_results[0].reason]})." in text
    assert "Round 2/2 · Trick 1/16" in text and f"Scores: <@{match.seats[0]}> " in text  # players, not seats
    assert "Round 1 is over" not in table_text(await play_moves(service, match, rng.choice, stop=1), "en")
    assert "La manche 1 est terminée" in table_text(match, "fr")


async def test_a_table_changed_by_another_process_is_answered_plainly(storage: Storage, clock: FakeClock) -> None:
    one = GameService(storage, clock=clock, rng=random.Random(1))
    two = GameService(storage, clock=clock, rng=random.Random(1))  # its own lock, as another process
    table = await open_table(one, BOB)
    stale = await one.get(table.id)
    await two.join_table(table.id, CAROL)
    with pytest.raises(UserError) as error:
        await one.challenges.reseat(stale, (*stale.seats, DAVE))
    assert error.value.key == "table_changed" and type(error.value) is UserError
    assert (await one.get(table.id)).seats == (ALICE, BOB, CAROL)
