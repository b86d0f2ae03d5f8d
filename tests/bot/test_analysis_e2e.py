"""/analyse through the real client (issue 29), with the deployed pools (drawing and computer) and
the README's level: a Dames match where White hung two men marks that move a blunder, the chart
and the turning point's board arrive, the progress line was shown on the way, and a second
/analyse answers at once from storage. A running match is refused, privately."""

from __future__ import annotations

import io

from PIL import Image

import engines
from bot.service import ANALYSIS_LEVEL
from bot.storage import Storage
from tests.engines.test_ai_analysis import TWO_MEN
from tests.helpers.guild import Club, match_id_of


async def test_analyse_marks_the_move_that_hung_two_men_a_blunder_and_a_second_ask_reads_it_back(table: Club) -> None:
    standin = table.standin
    game = engines.get("dames")
    state = game.new(options={"position": TWO_MEN})
    async with standin.running(table.new_bot()):
        thread, board = await table.start(await table.challenge(position=TWO_MEN))  # alice is White, first
        match_id = match_id_of(board)
        plies = []
        for user in (table.alice, table.bob, table.alice, table.bob):
            # White hangs two men (32-28, taken by 21x23), then both play the engine's first moves
            move = game.parse_move(state, "32-28") if not plies else game.legal_moves(state)[0]
            plies.append(game.format_move(state, move))
            state = game.apply(state, game.to_move(state), move)
            await table.played(user, plies[-1], thread)
        running = await (await standin.slash(table.carol, "analyse", {"match": match_id})).response()
        await (await standin.slash(table.alice, "resign", channel=thread)).followup()
        await table.wait_board(thread, 6)
        asked = await standin.slash(table.carol, "analyse", {"match": match_id})
        first = await asked.response(timeout=10)
        done = await asked.wait(lambda i: i.original is not None and bool(i.original.attachments), timeout=120)
        answer = done.original
        assert answer is not None
        again_asked = await standin.slash(table.bob, "analyse", {"match": match_id})
        again = await again_asked.wait(lambda i: i.original is not None and bool(i.original.attachments), timeout=20)
        async with Storage.open(table.db_path) as storage:
            stored = await storage.analyses.get(match_id, ANALYSIS_LEVEL)
    assert running.ephemeral and running.content == f"Match #{match_id} is not over yet: it can be analysed once it is finished."
    assert not first.ephemeral and first.content == f"Analysing match #{match_id} (Dames (international draughts)): waiting for the computer…"
    progress = [version["content"] for version in answer.history]
    assert f"Analysing match #{match_id} (Dames (international draughts)): move 4 of 4…" in progress
    lines = answer.content.splitlines()
    assert lines[0] == f"**Analysis of match #{match_id}** (Dames (international draughts)) by the computer, level 7"
    assert lines[1].startswith("**alice** (Blue): accuracy ") and lines[1].endswith(", 1 blunder")
    assert lines[4].startswith("**1. Move 1**, alice: 32-28?? took the win chance from ")
    names = [attachment.filename for attachment in answer.attachments]
    assert names[0] == f"analysis-{match_id}.png" and f"analysis-{match_id}-turn-1.png" in names
    chart = Image.open(io.BytesIO(answer.attachments[0].data))
    assert chart.width >= 400 and chart.width > chart.height
    assert stored is not None and [ply["move"] for ply in stored["plies"]] == plies
    assert stored["plies"][0]["judgement"] == "blunder"
    second = again.original
    assert second is not None and second.content == answer.content
    assert not any("Analysing" in (version["content"] or "") for version in second.history)  # at once: no search
    assert [attachment.filename for attachment in second.attachments] == names
