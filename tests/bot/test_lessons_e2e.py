"""Learn from your mistakes through the real client (issue 29), with the deployed pools and the
README's level: under the analysis of a Dames match where White (alice) hung two men, her press of
"Learn from your mistakes" brings her lesson privately, with the board before the move; the
blunder tried again is refused twice, then the answer is shown; a second run accepts the better
move. Black's press, a stranger's and forged ids get clear private answers and change nothing."""

from __future__ import annotations

import random
from typing import Any

import engines
from bot.service import ANALYSIS_LEVEL
from bot.storage import Storage
from engines import ai
from engines.ai.analysis import AnalysisReport, replay
from tests.engines.test_ai_analysis import TWO_MEN
from tests.helpers.guild import Club, match_id_of

LEARN = "Learn from your mistakes"


async def _analysed(table: Club, plies: int = 4, seed: int | None = None) -> tuple[int, Any]:
    """The finished match and its public analysis: alice hung two men (or, given a ``seed``, both
    played seeded random moves from the start), then resigned."""
    standin = table.standin
    game = engines.get("dames")
    options = {} if seed is not None else {"position": TWO_MEN}
    state = game.new(options=options)
    thread, board = await table.start(await table.challenge(**options))
    match_id = match_id_of(board)
    rng = random.Random(seed)
    for number in range(plies):
        user = (table.alice, table.bob)[number % 2]
        legal = game.legal_moves(state)
        move = rng.choice(legal) if seed is not None else game.parse_move(state, "32-28") if not number else legal[0]
        await table.played(user, game.format_move(state, move), thread)
        state = game.apply(state, game.to_move(state), move)
    await (await standin.slash(table.alice, "resign", channel=thread)).followup()
    await table.wait_board(thread, plies + 2)
    asked = await standin.slash(table.carol, "analyse", {"match": match_id})
    done = await asked.wait(lambda i: i.original is not None and bool(i.original.attachments), timeout=120)
    return match_id, done.original


async def _lesson(table: Club, user: Any, answer: Any) -> Any:
    """``user``'s press of the button: the private message it brings."""
    pressed = await table.standin.click(user, answer, answer.button(LEARN))
    done = await pressed.wait(lambda i: bool(i.followups) or (i.original is not None and not i.original.loading
                                                              and bool(i.original.content)), timeout=30)
    return done.followups[0] if done.followups else done.original


async def _choose(table: Club, user: Any, lesson: Any, notation: str) -> Any:
    """``user`` picks ``notation`` in the lesson's menu: the lesson message once answered."""
    before = len(lesson.history)
    chosen = await table.standin.click(user, lesson, lesson.select(prefix="analysis:try:"), [notation])
    await chosen.wait(lambda i: len(lesson.history) > before and not lesson.loading, timeout=60)
    return lesson


async def test_a_lesson_refuses_the_blunder_twice_then_shows_the_answer_and_a_second_run_accepts_the_best(
        table: Club) -> None:
    standin = table.standin
    game = engines.get("dames")
    start = game.new(options={"position": TWO_MEN})
    async with standin.running(table.new_bot()):
        match_id, answer = await _analysed(table)
        async with Storage.open(table.db_path) as storage:
            stored = await storage.analyses.get(match_id, ANALYSIS_LEVEL)
        assert stored is not None
        report = AnalysisReport.from_json(game, stored)
        mine = ai.lessons(report, 0)
        best = game.format_move(start, mine[0].best)
        first = await _lesson(table, table.alice, answer)
        lines = [first.content]
        await _choose(table, table.alice, first, "32-28")
        lines.append(first.content)
        await _choose(table, table.alice, first, "32-28")
        lines.append(first.content)
        closing = first.custom_ids
        again = await _lesson(table, table.alice, answer)
        await _choose(table, table.alice, again, best)
    assert answer.button(LEARN)["custom_id"] == f"analysis:learn:{match_id}:{ANALYSIS_LEVEL}"
    assert first.ephemeral and mine[0].index == 0
    assert len(mine) == 1  # her one judged move: the blunder
    question = "**Lesson 1 of 1** · Move 1: you played 32-28?? Find a better move."
    assert lines[0] == question
    assert [attachment.filename for attachment in first.attachments] == [f"lesson-{match_id}-1.png"]
    assert lines[1] == f"{question}\nYou tried 32-28. Not that one: try again."
    assert lines[2].startswith(f"{question}\nYou tried 32-28. Not that one either: the better move was **{best}**.")
    assert lines[2].endswith("\nEnd of the lessons: you found 0 of 1 better move.") and closing == []
    assert again.ephemeral and again.content == (f"{question}\nGood move! {best} is the computer's own choice.\n"
                                                 "End of the lessons: you found 1 of 1 better move.")


async def test_the_other_player_a_stranger_and_forged_ids_get_clear_private_answers(table: Club) -> None:
    standin = table.standin
    game = engines.get("dames")
    async with standin.running(table.new_bot()):
        match_id, answer = await _analysed(table)
        async with Storage.open(table.db_path) as storage:
            stored = await storage.analyses.get(match_id, ANALYSIS_LEVEL)
        assert stored is not None
        report = AnalysisReport.from_json(game, stored)
        bob = await _lesson(table, table.bob, answer)
        carol = await _lesson(table, table.carol, answer)
        learn, forged = answer.button(LEARN), []
        for custom_id in (f"analysis:learn:{match_id}:{ANALYSIS_LEVEL + 1}", f"analysis:try:{match_id}:7:x",
                          f"analysis:try:{match_id}:{ANALYSIS_LEVEL}:0:1:0:0",  # Black's move as hers
                          f"analysis:next:{match_id}:{ANALYSIS_LEVEL}:9:0", f"analysis:learn:{match_id + 1}:7"):
            learn["custom_id"] = custom_id
            forged.append(await (await standin.click(table.alice, answer, custom_id)).response())
        learn["custom_id"] = f"analysis:learn:{match_id}:{ANALYSIS_LEVEL}"
        still = await _lesson(table, table.alice, answer)
    assert ai.lessons(report, 1) == []  # Black took the two men and played on soundly
    assert bob.ephemeral and bob.content == f"You made no mistake worth a lesson in match #{match_id}: well played!"
    assert carol.ephemeral and carol.content == (f"The lessons of match #{match_id} are for its players: you may "
                                                 "read its analysis, but you did not play it.")
    assert all(reply.ephemeral for reply in forged)
    stale = (f"This lesson no longer matches the analysis of match #{match_id}: "
             "press “Learn from your mistakes” again.")
    assert [reply.content for reply in forged] == [
        stale,
        "This control is not valid (it was not made by me, or is damaged). Nothing was changed.",
        f"This lesson belongs to the other player of match #{match_id}: press “Learn from your mistakes” for your own.",
        stale,
        "I know no such match.",
    ]
    assert still.content.startswith("**Lesson 1 of ") and "Move 1: you played 32-28??" in still.content


async def test_a_found_move_leads_to_the_next_lesson_with_its_own_board(table: Club) -> None:
    standin = table.standin
    game = engines.get("dames")
    async with standin.running(table.new_bot()):
        match_id, answer = await _analysed(table, plies=12, seed=2)
        async with Storage.open(table.db_path) as storage:
            stored = await storage.analyses.get(match_id, ANALYSIS_LEVEL)
        assert stored is not None
        report = AnalysisReport.from_json(game, stored)
        mine = ai.lessons(report, 0)
        assert len(mine) >= 2  # random moves: more than one slip
        before = replay(game, report.start, [ply.move for ply in report.plies])[0]
        first, second = (before[lesson.index] for lesson in mine[:2])
        lesson = await _lesson(table, table.alice, answer)
        await _choose(table, table.alice, lesson, game.format_move(first, mine[0].best))
        found = lesson.content
        nexts = await standin.click(table.alice, lesson, lesson.button("Next lesson"))
        await nexts.wait(lambda i: lesson.content != found and not lesson.loading, timeout=30)
        asked = lesson.content
        await _choose(table, table.alice, lesson, game.format_move(second, mine[1].played))
    best = game.format_move(first, mine[0].best)
    assert found.splitlines()[1] == f"Good move! {best} is the computer's own choice."
    assert "End of the lessons" not in found
    played = game.format_move(second, mine[1].played)
    mark = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}[report.plies[mine[1].index].judgement]
    assert asked == (f"**Lesson 2 of {len(mine)}** · Move {mine[1].index + 1}: you played {played}{mark} "
                     "Find a better move.")
    assert [attachment.filename for attachment in lesson.attachments] == [f"lesson-{match_id}-2.png"]
    assert lesson.content == f"{asked}\nYou tried {played}. Not that one: try again."
    assert any(custom_id.startswith(f"analysis:try:{match_id}:{ANALYSIS_LEVEL}:1:{mine[1].index}:1:1")
               for custom_id in lesson.custom_ids)
