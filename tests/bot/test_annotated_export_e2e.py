"""/export match analysed:true through the real client (issue 29): refused with a pointer to
/analyse while the match has no stored analysis; once it has one, the PDN annotated with it
(evaluations, marks, the better move), which pydraughts still replays."""

from __future__ import annotations

import re

from draughts import Board, Move
from draughts.PDN import PDNReader

import engines
from bot.service import ANALYSIS_LEVEL
from bot.storage import Storage
from engines import ai
from tests.helpers.guild import Club, match_id_of

#: 32-28?? hands over two men in the first move (21x23 takes them): a blunder.
TWO_MEN = "W:W27,32-38,40-50:B1-11,13,14,16-19,21,24"


async def test_the_analysed_record_waits_for_an_analysis_then_carries_it(table: Club) -> None:
    standin = table.standin
    dames = engines.get("dames")
    async with standin.running(table.new_bot()):
        thread, board = await table.start(position=TWO_MEN)  # alice moves first (white)
        await table.played(table.alice, "32-28", thread)
        await table.played(table.bob, "21x23", thread)
        await (await standin.slash(table.alice, "resign", channel=thread)).followup()
        await table.wait_board(thread, 4)
        match_id = match_id_of(board)
        early = await (await standin.slash(table.carol, "export", {"match": match_id, "analysed": True})).response()
        french = await (await standin.slash(table.carol, "export", {"match": match_id, "analysed": True},
                                            locale="fr")).response()
        plain = await (await standin.slash(table.carol, "export", {"match": match_id})).followup()
        start = dames.new(options={"position": TWO_MEN})
        moves = [dames.parse_move(start, "32-28")]
        moves.append(dames.parse_move(dames.apply(start, 0, moves[0]), "21x23"))
        report = ai.analyse(dames, start, moves, level=ANALYSIS_LEVEL)
        async with Storage.open(table.db_path) as storage:  # what /analyse stores
            await storage.analyses.save(match_id, ANALYSIS_LEVEL, report.to_json())
        answer = await (await standin.slash(table.carol, "export", {"match": match_id, "analysed": True})).followup()
    assert early.ephemeral and early.data["content"] == (
        f"Match #{match_id} has not been analysed yet: run /analyse on it first, then ask for its analysed "
        "record again.")
    assert french.ephemeral and french.data["content"] == (
        f"La partie n°{match_id} n'a pas encore été analysée : lancez d'abord /analyser dessus, puis redemandez "
        "sa feuille analysée.")
    assert "{" not in plain.attachments[0].data.decode("utf-8")  # without the option: the plain record
    assert answer.ephemeral and answer.content == f"The analysed record of match #{match_id} (Dames (international draughts))."
    [attachment] = answer.attachments
    assert attachment.filename == f"match-{match_id}-analysed.pdn"
    text = attachment.data.decode("utf-8")
    best = dames.format_move(start, report.plies[0].best)
    assert re.search(r"1\. 32-28\?\? \{\[%eval -\d+\.\d\d\]\} \(1\. " + re.escape(best) + r"\) 21x23 \{\[%eval", text)
    assert dames.read_record(text)[1] == moves
    read = PDNReader(pdn_text=text).games[0]
    assert read.moves == ["32-28", "21x23"] and read.tags["Result"] == "0-2"
    pdn_board = Board("standard", fen=read.tags["FEN"])
    for pdn_move in read.moves:
        pdn_board.push(Move(pdn_board, pdn_move=pdn_move))
    final = dames.load((await table.stored(match_id)).state)
    assert dames.position(dames.new(options={"position": pdn_board.fen})) == dames.position(final)
