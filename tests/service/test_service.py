"""GameService over a real database (an SQLite file, a PostgreSQL database): challenges, turns, races, the move log, endings, bad rows."""

from __future__ import annotations

import asyncio
import random
import threading
from pathlib import Path
from typing import Any

import pytest

from bot import i18n
from bot.errors import BoardChanged, MatchUnavailable, MoveRejected, NotYourMatch, UnknownMatch, UserError
from bot.service import GameService
from bot.storage import Storage
from tests.helpers.clock import FakeClock
from tests.helpers.ids import ALICE, BOB, CAROL, CHANNEL, GUILD
from tests.helpers.service import start_match
from tests.service.games import DAMES_QUICK_WIN, DAMES_TURQUES_QUICK_WIN


async def test_challenge_orders_seats_by_first_option(service: GameService) -> None:
    me = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL, first="challenger")
    them = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL, first="opponent")
    assert me.seats == (ALICE, BOB) and them.seats == (BOB, ALICE)
    assert me.status == "challenge" and me.row.challenge_expires_at is not None
    assert service.challenger_of(them) == ALICE and service.opponent_of(them) == BOB


async def test_random_first_uses_the_injected_source(storage: Storage, clock: FakeClock) -> None:
    async def seats(seed: int) -> list[tuple[int, ...]]:
        service = GameService(storage, clock=clock, rng=random.Random(seed))
        return [
            (await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL)).seats
            for _ in range(8)
        ]

    first = await seats(3)
    assert first == await seats(3)
    assert {s[0] for s in first} == {ALICE, BOB}


async def test_challenge_refuses_bad_requests(service: GameService) -> None:
    with pytest.raises(UserError) as error:
        await service.challenge("chess", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL)
    assert error.value.key == "unknown_game"
    with pytest.raises(UserError, match="challenge_self"):
        await service.challenge("dames", ALICE, ALICE, guild_id=GUILD, channel_id=CHANNEL)
    with pytest.raises(UserError) as error:
        await service.challenge("dames-turques", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL,
                                options={"huffing": True})
    assert error.value.key == "option_unsupported" and error.value.params["option"] == "huffing"
    with pytest.raises(UserError) as error:
        await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL, options={"draw_moves": 0})
    assert error.value.key == "bad_options" and error.value.params["refusal"] == "option_number"
    assert i18n.explain("en", error.value.key, error.value.params) == (
        "These options cannot be used: the option draw_moves takes a whole number, at least 1.")
    assert i18n.explain("fr", error.value.key, error.value.params) == (
        "Ces options ne peuvent pas être utilisées : l'option coups_nulle prend un nombre entier, au moins 1.")


async def test_only_the_challenged_user_accepts(service: GameService) -> None:
    challenge = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL)
    with pytest.raises(NotYourMatch):
        await service.accept(challenge.id, CAROL)
    with pytest.raises(UserError, match="not_your_challenge"):
        await service.accept(challenge.id, ALICE)
    assert (await service.get(challenge.id)).status == "challenge"
    accepted = await service.accept(challenge.id, BOB, expected_version=challenge.version)
    assert accepted.status == "active" and accepted.version == challenge.version + 1
    with pytest.raises(UserError, match="challenge_closed"):
        await service.decline(challenge.id, BOB)


async def test_decline_and_withdraw(service: GameService) -> None:
    one = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL)
    two = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL)
    assert (await service.decline(one.id, BOB)).status == "declined"
    assert (await service.decline(two.id, ALICE)).status == "declined"  # the challenger withdraws
    with pytest.raises(UserError, match="challenge_closed"):
        await service.accept(one.id, BOB)


async def test_challenge_expires(service: GameService, clock: FakeClock) -> None:
    late = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL)
    swept = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL)
    clock.advance(hours=25)
    with pytest.raises(UserError, match="challenge_expired"):
        await service.accept(late.id, BOB)
    assert (await service.get(late.id)).status == "expired"
    assert [m.id for m in await service.expire_due()] == [swept.id]
    assert (await service.get(swept.id)).status == "expired"
    assert await service.expire_due() == []


async def test_turn_and_seat_checks(service: GameService) -> None:
    match = await start_match(service)
    with pytest.raises(NotYourMatch):
        await service.play(match.id, CAROL, "32-28")
    with pytest.raises(MoveRejected) as error:
        await service.play(match.id, BOB, "19-23")
    assert error.value.code == "not_your_turn" and error.value.params == {"seat": 1, "to_move": 0}
    with pytest.raises(MoveRejected) as error:
        await service.play(match.id, ALICE, "19-23")
    assert error.value.code == "not_your_piece" and error.value.params == {"cell": 19}
    with pytest.raises(MoveRejected) as error:
        await service.play(match.id, ALICE, "hello")
    assert error.value.code == "syntax"
    assert await service.move_log(match.id) == []
    played = await service.play(match.id, ALICE, "32-28")
    assert played.notation == "32-28" and played.seat == 0 and played.match.user_to_move == BOB


async def test_moves_before_acceptance_are_refused(service: GameService) -> None:
    challenge = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL, first="challenger")
    with pytest.raises(UserError, match="match_not_active"):
        await service.play(challenge.id, ALICE, "32-28")


@pytest.mark.parametrize(
    ("game", "moves", "short_plies", "last_move", "after_end"),
    [
        ("dames", DAMES_QUICK_WIN, (), None, "1-6"),
        # the short capture texts: "g8xb8" names g8xg5xb5xb8
        ("dames-turques", DAMES_TURQUES_QUICK_WIN, (8, 12, 16),
         {"notation": "c5xh5xh8", "seat": 0, "ply": 16, "number": 17, "path": ["c5", "h5", "h8"], "captured": ["g5", "h7"]},
         "a6-a5"),
    ],
    ids=["dames", "dames-turques-with-short-capture-texts"],
)
async def test_a_whole_game_to_the_result(service: GameService, game: str, moves: list[str],
                                          short_plies: tuple[int, ...], last_move: dict[str, Any] | None,
                                          after_end: str) -> None:
    match = await start_match(service, game)
    for ply, notation in enumerate(moves):
        cells = notation.split("x")
        typed = f"{cells[0]}x{cells[-1]}" if ply in short_plies else notation
        played = await service.play(match.id, (ALICE, BOB)[ply % 2], typed)
        assert played.notation == notation
    final = played.match
    assert final.status == "finished"
    assert final.row.result == {"winners": [0], "reason": "no_pieces", "scores": None}
    if last_move is not None:
        assert final.row.last_move == last_move
    assert await service.move_log(match.id) == moves
    with pytest.raises(UserError, match="match_not_active"):
        await service.play(match.id, BOB, after_end)


async def test_a_start_position_decides_who_moves_first(service: GameService) -> None:
    position = "B:W31,32:BK1"  # Green (seat 1) to move
    mine = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL,
                                   options={"position": position}, first="challenger")
    assert mine.seats == (BOB, ALICE) and mine.game.to_move(mine.state) == 1
    match = await service.accept(mine.id, BOB)
    assert match.user_to_move == ALICE and match.row.options["engine"] == {"position": position}
    theirs = await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL,
                                     options={"position": position}, first="opponent")
    assert theirs.seats == (ALICE, BOB)


async def test_bad_start_positions_are_user_errors(service: GameService) -> None:
    with pytest.raises(UserError) as error:
        await service.challenge("dames", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL,
                                options={"position": "hello"})
    assert error.value.key == "bad_position" and error.value.params["game"] == "dames"
    assert error.value.params["example"] == "W:W31-50:B1-20" and error.value.params["refusal"] == "fen_side"
    with pytest.raises(UserError) as error:
        await service.challenge("dames-turques", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL,
                                options={"position": "8/8/8/8/8/8/8/w7 w"})  # Black has no pieces
    assert error.value.key == "position_over"
    assert await service.matches_for_user(ALICE) == []


async def test_two_concurrent_plays_of_the_same_move_apply_once(service: GameService) -> None:
    match = await start_match(service)
    results = await asyncio.gather(
        *(service.play(match.id, ALICE, "32-28", expected_version=match.version) for _ in range(2)),
        return_exceptions=True,
    )
    assert sum(not isinstance(r, Exception) for r in results) == 1
    [lost] = [r for r in results if isinstance(r, Exception)]
    assert isinstance(lost, BoardChanged) and lost.match.version == match.version + 1
    assert await service.move_log(match.id) == ["32-28"]


async def test_typed_replays_of_a_move_apply_once(service: GameService) -> None:
    match = await start_match(service)
    results = await asyncio.gather(*(service.play(match.id, ALICE, "32-28") for _ in range(3)),
                                   return_exceptions=True)
    assert sum(not isinstance(r, Exception) for r in results) == 1
    assert all(isinstance(r, MoveRejected) and r.code == "not_your_turn" for r in results if isinstance(r, Exception))
    assert await service.move_log(match.id) == ["32-28"]


async def test_version_conflict_between_two_services_is_board_changed(
    service: GameService, db_target: Path | str, clock: FakeClock
) -> None:
    match = await start_match(service)
    async with Storage.open(db_target, clock=clock) as other_storage:  # another process on the same database
        other = GameService(other_storage, clock=clock)
        stale = await other.get(match.id)
        await service.play(match.id, ALICE, "32-28")
        # The other process still holds the old version: its save must not go through.
        with pytest.raises(BoardChanged) as error:
            await other.play(match.id, ALICE, stale.legal_moves(ALICE)[0][0], expected_version=stale.version)
    assert error.value.match.version == match.version + 1
    assert error.value.match.user_to_move == BOB
    assert await service.move_log(match.id) == ["32-28"]


async def test_save_conflict_inside_play_reports_the_current_board(
    service: GameService, storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = await start_match(service)
    real_save = storage.matches.save_state

    async def racing_save(match_id: int, expected_version: int, **kwargs: object) -> object:
        # Someone else commits first (another process): our optimistic save must fail cleanly.
        await storage.matches.set_status(match_id, expected_version, "active", draw_offer_seat=1)
        return await real_save(match_id, expected_version, **kwargs)

    monkeypatch.setattr(storage.matches, "save_state", racing_save)
    with pytest.raises(BoardChanged) as error:
        await service.play(match.id, ALICE, "32-28")
    assert error.value.match.row.draw_offer_seat == 1
    assert await service.move_log(match.id) == []


async def test_a_move_is_logged_iff_acknowledged(service: GameService, storage: Storage,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    match = await start_match(service)

    async def failing_save(*args: object, **kwargs: object) -> object:
        raise RuntimeError("disk full")

    monkeypatch.setattr(storage.matches, "save_state", failing_save)
    with pytest.raises(RuntimeError):
        await service.play(match.id, ALICE, "32-28")
    monkeypatch.undo()
    assert await service.move_log(match.id) == []
    assert (await service.get(match.id)).version == match.version
    played = await service.play(match.id, ALICE, "32-28")
    assert await service.move_log(match.id) == ["32-28"] and played.match.version == match.version + 1


async def test_resign(service: GameService) -> None:
    match = await start_match(service)
    with pytest.raises(NotYourMatch):
        await service.resign(match.id, CAROL)
    done = await service.resign(match.id, BOB)  # not their turn: resigning is allowed any time
    assert done.status == "finished" and done.row.result["winners"] == [0]
    assert done.row.result["reason"] == "resignation"
    with pytest.raises(UserError, match="match_not_active"):
        await service.resign(match.id, ALICE)


async def test_draw_offer_accept_and_decline(service: GameService) -> None:
    match = await start_match(service)
    offered = await service.offer_draw(match.id, ALICE)
    assert offered.row.draw_offer_seat == 0
    with pytest.raises(UserError, match="draw_already_offered"):
        await service.offer_draw(match.id, ALICE)
    with pytest.raises(UserError, match="draw_own_offer"):
        await service.answer_draw(match.id, ALICE, True)
    declined = await service.answer_draw(match.id, BOB, False)
    assert declined.row.draw_offer_seat is None and declined.status == "active"
    with pytest.raises(UserError, match="no_draw_offer"):
        await service.answer_draw(match.id, BOB, True)
    await service.offer_draw(match.id, BOB)
    played = await service.play(match.id, ALICE, "32-28")  # playing on declines the offer
    assert played.match.row.draw_offer_seat is None
    await service.offer_draw(match.id, BOB)
    agreed = await service.offer_draw(match.id, ALICE)  # a counter-offer accepts
    assert agreed.status == "finished"
    # ``by``: the seat whose answer ended it (Alice, seat 0), so the board tells the other one
    assert agreed.row.result == {"winners": [], "reason": "agreement", "scores": None, "by": 0}


async def test_stale_version_on_a_draw_answer(service: GameService) -> None:
    match = await start_match(service)
    offered = await service.offer_draw(match.id, ALICE)
    with pytest.raises(BoardChanged):
        await service.answer_draw(match.id, BOB, True, expected_version=offered.version - 1)
    assert (await service.get(match.id)).status == "active"


async def test_abort_only_before_both_have_moved(service: GameService) -> None:
    match = await start_match(service)
    await service.play(match.id, ALICE, "32-28")
    aborted = await service.abort(match.id, ALICE)
    assert aborted.status == "aborted"

    match = await start_match(service)
    await service.play(match.id, ALICE, "32-28")
    await service.play(match.id, BOB, "19-23")
    with pytest.raises(UserError, match="abort_too_late"):
        await service.abort(match.id, BOB)
    with pytest.raises(NotYourMatch):
        await service.abort(match.id, CAROL)
    assert (await service.get(match.id)).status == "active"


async def test_corrupt_rows_fail_alone(service: GameService, storage: Storage, caplog: pytest.LogCaptureFixture) -> None:
    good = await start_match(service)
    bad_json = await start_match(service)
    bad_state = await start_match(service)
    unknown_game = await start_match(service)
    async with storage.db.write() as conn:  # damage rows behind the service's back
        await conn.execute("UPDATE matches SET state = 'null' WHERE id = ?",
                           (bad_json.id,))
        await conn.execute("UPDATE matches SET state = '{\"game\": \"dames\"}' WHERE id = ?", (bad_state.id,))
        await conn.execute("UPDATE matches SET game = 'chess' WHERE id = ?", (unknown_game.id,))
    for broken in (bad_json, bad_state, unknown_game):
        with pytest.raises(MatchUnavailable) as error:
            await service.play(broken.id, ALICE, "32-28")
        assert error.value.match_id == broken.id
    with pytest.raises(UnknownMatch):
        await service.get(9999)
    assert (await service.play(good.id, ALICE, "32-28")).notation == "32-28"
    assert [m.id for m in await service.matches_for_user(ALICE)] == [good.id]
    assert any(str(bad_state.id) in r.getMessage() for r in caplog.records)


async def test_board_png_renders_off_the_loop(service: GameService, monkeypatch: pytest.MonkeyPatch) -> None:
    """The PNG is drawn and encoded on another thread than the event loop's."""
    from PIL import Image

    encoded_on: list[int] = []
    real_save = Image.Image.save

    def save(image: Image.Image, *args: Any, **kwargs: Any) -> None:
        encoded_on.append(threading.get_ident())
        real_save(image, *args, **kwargs)

    monkeypatch.setattr(Image.Image, "save", save)
    match = await start_match(service)
    played = await service.play(match.id, ALICE, "32-28")
    png = await service.board_png(played.match)
    assert png.startswith(b"\x89PNG")
    assert encoded_on and threading.get_ident() not in encoded_on


async def test_matches_here_and_for_user(service: GameService) -> None:
    match = await start_match(service)
    pending = await service.challenge("dames", ALICE, CAROL, guild_id=GUILD, channel_id=CHANNEL)
    assert [m.id for m in await service.matches_here(CHANNEL, ALICE)] == [match.id]
    assert {m.id for m in await service.matches_for_user(ALICE)} == {match.id, pending.id}
    assert await service.matches_here(CHANNEL, CAROL) == []


async def test_last_move_is_stored_so_a_board_drawn_after_a_restart_still_shows_it(
    service: GameService, storage, clock
) -> None:
    from render import render_view

    match = await start_match(service)
    played = await service.play(match.id, ALICE, "32-28")
    assert played.match.row.last_move == {
        "notation": "32-28", "seat": 0, "ply": 0, "number": 1, "path": [32, 28], "captured": []
    }
    restarted = GameService(storage, clock=clock, rng=random.Random(1), board_size=240)
    reloaded = await restarted.get(match.id)
    assert reloaded.row.last_move == played.match.row.last_move
    png = await restarted.board_png(reloaded)
    assert png == await service.board_png(played.match)
    bare = render_view(reloaded.view(None), size=240, orientation=0, last_move=None)
    assert png != bare, "the stored last move must be drawn"


async def test_boards_drawn_in_a_process_pool_are_the_same_as_in_threads(storage, clock) -> None:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    threaded = GameService(storage, clock=clock, rng=random.Random(7), board_size=240)
    match = await start_match(threaded)
    played = await threaded.play(match.id, ALICE, "32-28")
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        pooled = GameService(storage, clock=clock, board_size=240, render_executor=pool)
        assert await pooled.board_png(played.match) == await threaded.board_png(played.match)


async def test_a_two_player_card_game_can_be_challenged_and_keeps_hands_out_of_the_log(
        service: GameService) -> None:
    match = await start_match(service, "macadam-cartes")
    assert match.status == "active" and len(match.seats) == 2 and match.seat_to_move is not None
    user = match.user_to_move
    assert user is not None
    assert await service.play(match.id, user, "draw")
    after = await service.get(match.id)
    [(move, discard)] = [(m, t) for m, t in after.legal_moves(user)][:1]
    played = await service.play(match.id, user, discard)
    assert played.notation == discard and discard.startswith("discard ") and played.public_notation == "discard"
    assert await service.move_log(match.id) == ["draw", "discard"]
    assert played.match.row.last_move == {"notation": "discard", "seat": played.seat, "ply": 1, "number": 2}
