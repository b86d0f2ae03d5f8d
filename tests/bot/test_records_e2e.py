"""/export through the real client: a finished Dames match's PDN replays in pydraughts."""

from __future__ import annotations

from draughts import Board, Move
from draughts.PDN import PDNReader

import engines
from tests.helpers.guild import Club, match_id_of


async def test_the_pdn_of_a_finished_dames_match_replays_in_pydraughts(table: Club) -> None:
    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start()  # alice moves first (white)
        for user, text in ((table.alice, "32-28"), (table.bob, "19-23"), (table.alice, "28x19"), (table.bob, "14x23")):
            await table.played(user, text, thread)
        await (await standin.slash(table.bob, "resign", channel=thread)).followup()
        await table.wait_board(thread, 6)
        match_id = match_id_of(board)
        answer = await (await standin.slash(table.carol, "export", {"match": match_id})).followup()
        stranger = await (await standin.slash(table.carol, "export", {"match": 9999})).response()
        stored = await table.stored(match_id)
    assert answer.ephemeral and answer.content == f"The record of match #{match_id} (Dames (international draughts))."
    [attachment] = answer.attachments
    assert attachment.filename == f"match-{match_id}.pdn"
    text = attachment.data.decode("utf-8")
    read = PDNReader(pdn_text=text).games[0]
    assert (read.tags["White"], read.tags["Black"], read.tags["Result"]) == ("alice", "bob", "2-0")
    assert read.tags["GameType"] == "20" and read.tags["Termination"] == "Resignation"
    assert read.moves == ["32-28", "19-23", "28x19", "14x23"]
    pdn_board = Board("standard")
    for pdn_move in read.moves:
        pdn_board.push(Move(pdn_board, pdn_move=pdn_move))
    dames = engines.get("dames")
    final = dames.load(stored.state)
    assert dames.position(dames.new(options={"position": pdn_board.fen})) == dames.position(final)
    assert stranger.ephemeral and stranger.data["content"] == "I know no such match."


async def test_the_replay_of_a_finished_macadam_match_is_a_gif_under_the_upload_limit(table: Club) -> None:
    import io
    import random

    from PIL import Image

    from bot.service import GameService
    from bot.storage import Storage
    from tests.helpers.service import play_moves

    standin = table.standin
    bot = table.new_bot()
    async with standin.running(bot):
        thread, board = await table.start(game="macadam")
        # The 360-odd moves are played on the bot's database file by a service of their own, which
        # posts no board: the bot drawing and posting each of them would take most of the test,
        # and what is tested is the replay of the stored game.
        async with Storage.open(table.db_path) as storage:
            service = GameService(storage)
            match = await service.get(match_id_of(board))
            rng = random.Random(4)
            done = await play_moves(service, match, lambda legal: rng.choice(list(legal)))
        assert done.status == "finished" and done.row.move_count > 360  # a long game: frames are skipped
        # rendering a few hundred frames takes seconds on a busy machine: a generous wait
        answer = await (await standin.slash(table.carol, "replay", {"match": done.id}, channel=thread)).followup(timeout=60)
    assert not answer.ephemeral
    [attachment] = answer.attachments
    assert attachment.filename == f"match-{done.id}.gif" and len(attachment.data) < 10 * 1024 * 1024
    gif = Image.open(io.BytesIO(attachment.data))
    assert 2 < gif.n_frames <= 360
    step = -(-done.row.move_count // 359)
    assert answer.content == (f"Replay of match #{done.id} (Macadam): {done.row.move_count} moves, "
                              f"one frame every {step} moves to keep the file small.")


async def test_every_frame_of_a_dames_replay_captions_its_move_in_the_band_over_the_board(table: Club) -> None:
    """Issue 25: every frame but the last had a blank band where the last frame's result banner
    sits; now each frame says the move it shows there, so the bands differ from frame to frame."""
    import io

    from PIL import Image

    standin = table.standin
    async with standin.running(table.new_bot()):
        thread, board = await table.start()
        for user, text in ((table.alice, "32-28"), (table.bob, "19-23"), (table.alice, "28x19"), (table.bob, "14x23")):
            await table.played(user, text, thread)
        await (await standin.slash(table.bob, "resign", channel=thread)).followup()
        await table.wait_board(thread, 6)
        match_id = match_id_of(board)
        answer = await (await standin.slash(table.carol, "replay", {"match": match_id}, channel=thread)).followup(
            timeout=60)
    [attachment] = answer.attachments
    gif = Image.open(io.BytesIO(attachment.data))
    assert gif.n_frames == 5
    bands = []
    for index in range(gif.n_frames):
        gif.seek(index)
        bands.append(gif.convert("RGB").crop((0, 0, gif.width, 40)).tobytes())
    assert len(set(bands)) == gif.n_frames  # a caption of its own on every frame
