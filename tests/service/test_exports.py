"""Records of stored matches (``GameService.record_text``): rebuilt from the seed and move log."""

from __future__ import annotations

import random
import re

import pytest

import engines
from bot.errors import MatchUnavailable
from bot.service import GameService
from bot.storage import Storage
from engines.cards.macadam_cartes.deck import CARDS
from tests.helpers.ids import ALICE, BOB, CAROL, CHANNEL, DAVE, GUILD
from tests.helpers.service import open_table, play_moves, start_match
from tests.helpers.storage import SQLITE_ONLY

NAMES = {0: "Ann", 1: "Bob", 2: "Cy"}


def chooser(seed: int):  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    return lambda legal: rng.choice(list(legal))


@pytest.mark.parametrize("game", ["macadam", "dames", "dames-turques", "mak-yek", "apit-sodok"])
async def test_a_finished_match_exports_a_record_that_replays_to_its_position(service: GameService, game: str) -> None:
    match = await play_moves(service, await start_match(service, game), chooser(3))
    text = await service.record_text(match, NAMES, "https://example.invalid/m")
    engine = engines.get(game)
    start, moves, tags = engine.read_record(text)
    state = start
    for move in moves:
        state = engine.apply(state, engine.to_move(state), move)
    assert engine.dump(state) == engine.dump(match.state)
    assert (tags["White"], tags["Black"], tags["Site"]) == ("Ann", "Bob", "https://example.invalid/m")
    assert tags["Event"] == f"Rated game, match #{match.id}" and tags["TimeControl"] == "1/259200"
    assert tags["Result"] == engine.result_token(engine.outcome(match.state))


async def test_a_resigned_match_records_the_result_and_the_termination(service: GameService) -> None:
    match = await play_moves(service, await start_match(service, "dames"), chooser(1), stop=6)
    resigned = await service.resign(match.id, BOB)
    text = await service.record_text(resigned, NAMES, "x")
    assert '[Result "2-0"]' in text and '[Termination "Resignation"]' in text and '[GameType "20"]' in text
    assert text.rstrip().endswith("2-0")
    assert len(engines.get("dames").read_record(text)[1]) == 6


@SQLITE_ONLY  # SQLite's json_set edits the stored options
async def test_a_log_that_does_not_reach_the_stored_position_makes_the_match_unavailable(
        service: GameService, storage: Storage) -> None:
    match = await play_moves(service, await start_match(service, "mak-yek"), chooser(2), stop=4)
    async with storage.db.write() as conn:
        await conn.execute("UPDATE matches SET options = json_set(options, '$.seed', 99) WHERE id = ?", (match.id,))
    changed = await service.get(match.id)
    engine = changed.game
    assert engine.key == "mak-yek"  # Mak-Yek has no chance: a new seed still replays
    await service.record_text(changed, NAMES, "x")
    async with storage.db.write() as conn:
        await conn.execute("UPDATE matches SET options = json_set(options, '$.engine.position', ?) WHERE id = ?",
                           ("8/8/8/8/8/8/8/w6b b 0 0 0", match.id))
    with pytest.raises(MatchUnavailable):
        await service.record_text(await service.get(match.id), NAMES, "x")


@pytest.mark.parametrize("reveal", [False, True])
async def test_a_card_tables_record_hides_every_card_until_revealed_at_the_end(service: GameService, reveal: bool) -> None:
    table = await open_table(service, BOB, CAROL, reveal=reveal)
    match = await service.start_table(table.id, ALICE)
    halfway = await play_moves(service, match, chooser(5), stop=40)
    early = await service.record_text(halfway, NAMES, "x")
    assert "Deals" not in early and '[Seat1 "Ann"]' in early and '[Seat3 "Cy"]' in early
    for line in early.split("\n\n", 1)[1].splitlines():
        assert not set(re.sub(r"(card|licence|gain)=\S+", "", line).split()) & set(CARDS), line
    done = await play_moves(service, halfway, chooser(5))
    final = await service.record_text(done, NAMES, "x")
    assert ("Deals (revealed at the end, as the table agreed)" in final) is reveal
    for seat, score in enumerate(done.row.result["scores"]):  # type: ignore[index]
        assert f'[Seat{seat + 1}Score "{score}"]' in final


def _tags(text: str) -> dict[str, str]:
    return dict(re.findall(r'^\[(\w+) "([^"]*)"\]$', text, re.MULTILINE))


async def test_an_aborted_match_is_recorded_unrated_and_unfinished(service: GameService) -> None:
    match = await start_match(service, "dames")
    await service.play(match.id, ALICE, "32-28")
    aborted = await service.abort(match.id, BOB)
    tags = _tags(await service.record_text(aborted, NAMES, "x"))
    assert tags["Event"] == f"Casual game, match #{match.id}"  # aborted matches never count
    assert (tags["Result"], tags["Termination"]) == ("*", "Abandoned")
    assert list(tags)[:7] == ["Event", "Site", "Date", "Round", "White", "Black", "Result"]


@pytest.mark.parametrize("server_rates_computer", [False, True])
async def test_a_match_against_the_computer_is_rated_in_its_record_only_where_the_server_rates_it(
        service: GameService, storage: Storage, server_rates_computer: bool) -> None:
    await storage.settings.set_guild(GUILD, rate_computer=server_rates_computer)
    match = await service.challenge_computer("dames", ALICE, 999, level=1, guild_id=GUILD, channel_id=CHANNEL,
                                             first="challenger")
    resigned = await service.resign(match.id, ALICE)
    tags = _tags(await service.record_text(resigned, NAMES, "x"))
    kind = "Rated" if server_rates_computer else "Casual"
    assert tags["Event"] == f"{kind} game, match #{match.id}" and tags["Result"] == "0-2"


async def test_an_unrated_match_says_so(service: GameService) -> None:
    challenge = await service.challenge("mak-yek", ALICE, BOB, guild_id=GUILD, channel_id=CHANNEL,
                                        first="challenger", rated=False)
    match = await play_moves(service, await service.accept(challenge.id, BOB), chooser(4))
    tags = _tags(await service.record_text(match, NAMES, "x"))
    assert tags["Event"] == f"Casual game, match #{match.id}"


async def test_a_four_seat_tables_record_gives_every_seats_place_and_score(service: GameService) -> None:
    """Carol resigns at a table of four: the game ends for everyone on the scores so far. The
    record names each seat's place and score in tags of its own, never a two-player result."""
    table = await open_table(service, BOB, CAROL, DAVE)
    match = await play_moves(service, await service.start_table(table.id, ALICE), chooser(6), stop=30)
    done = await service.resign(match.id, CAROL)
    result = done.row.result
    assert result is not None
    tags = _tags(await service.record_text(done, NAMES, "x"))
    scores = [int(s) for s in result["scores"]]
    winners = set(result["winners"])
    assert tags["Result"] == " ".join(str(w + 1) for w in sorted(winners)) and tags["Result"] not in ("1-0", "0-1")
    for seat in range(4):
        assert tags[f"Seat{seat + 1}Score"] == str(scores[seat])
        ahead = sum(1 for other in range(4) if (other in winners, scores[other]) > (seat in winners, scores[seat]))
        assert tags[f"Seat{seat + 1}Place"] == str(1 + ahead)
    assert [tags[f"Seat{n}Place"] for n in range(1, 5)].count("1") == len(winners)
    assert "Scores" not in tags and tags["Termination"] == "Resignation"


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_a_card_tables_replay_bands_tell_each_action_without_a_hidden_card(
        service: GameService, storage: Storage, lang: str) -> None:
    """/replay captions every frame with the move it shows: a card table's discards stay secret
    (the log keeps their card in ``hidden``, never shown), the other actions read in words."""
    from bot import i18n
    from bot.present.games import presenter_for

    table = await open_table(service, BOB, CAROL)
    match = await play_moves(service, await service.start_table(table.id, ALICE), chooser(5), stop=60)
    assert {entry.notation.split()[0] for entry in await storage.matches.moves(match.id)} >= {"roll", "signal", "discard"}
    entries = await storage.matches.moves(match.id)
    bands = presenter_for(match.game.key).replay_bands(match, lang, await service.public_moves(match))
    assert len(bands) == len(entries) + 1 and bands[0] == i18n.t(lang, "replay.start")
    hidden = [(ply, entry.hidden.split()[-1]) for ply, entry in enumerate(entries, start=1) if entry.hidden]
    assert hidden  # the seed deals a game where cards go under the talon
    for ply, card in hidden:
        band = bands[ply]
        for secret in (card, i18n.word(lang, "card", card)):  # as whole words: "car" is in "a card"
            assert not re.search(rf"(?<!\w){re.escape(secret)}(?!\w)", band, re.IGNORECASE), band
        assert band == i18n.t(lang, "replay.action", ply=ply, plies=len(entries),
                              text=i18n.t(lang, "did.discard", who=i18n.colour(lang, ("",) * 3, entries[ply - 1].seat)))
    for ply, (seat, notation) in enumerate(await service.public_moves(match), start=1):
        bare = i18n.t(lang, "replay.did.other", who=i18n.colour(lang, ("",) * 3, seat), notation=notation)
        assert bands[ply] != i18n.t(lang, "replay.action", ply=ply, plies=len(entries), text=bare)  # in words


@pytest.mark.parametrize(("lang", "first"), [("en", "Move 1/2: Blue played 32-28"),
                                              ("fr", "Coup 1/2 : les bleus ont joué 32-28")])
async def test_a_board_games_replay_bands_say_each_move_and_who_played_it(
        service: GameService, lang: str, first: str) -> None:
    from bot import i18n
    from bot.present.games import presenter_for

    match = await start_match(service, "dames")
    await service.play(match.id, ALICE, "32-28")
    match = (await service.play(match.id, BOB, "19-23")).match
    bands = presenter_for("dames").replay_bands(match, lang, await service.public_moves(match))
    assert bands == [i18n.t(lang, "replay.start"), first, bands[2]] and bands[2].endswith("19-23")
