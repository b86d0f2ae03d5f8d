"""What ``/analyse`` posts once a match is analysed: the text (``bot.present.analysis``) and its
images, drawn by the service's drawing pool: the chart, then each turning point's position before
the move, the seats named in the server's language."""

from __future__ import annotations

import asyncio

from bot.present.analysis import analysis_text, chart_marks, turning_points
from bot.present.captions import image_words
from bot.publish.captions import seat_names
from bot.runtime import Runtime
from bot.service import Analysis
from render import Captions

#: each turning point's board: three of them under the chart, read on a phone.
TURN_BOARD_SIZE = 400


async def analysis_post(runtime: Runtime, analysis: Analysis, lang: str) -> tuple[str, list[tuple[str, bytes]]]:
    """``(text, [(file name, PNG bytes)...])`` of ``analysis`` in ``lang``: the chart first (none
    for a match without a move), then the turning points' boards in the text's order."""
    service, match, report = runtime.service, analysis.match, analysis.report
    game = match.game
    turns = turning_points(game, report)
    colours = game.player_view(report.start, None).seat_colours()
    names = await seat_names(runtime, match, lang)
    # no result banner on these images
    words = Captions(names=await seat_names(runtime, match, lang, short=True), words=image_words(lang))
    text = analysis_text(lang, match.id, game.key, report, names, colours, turns)
    if not report.plies:
        return text, []
    images = await asyncio.gather(
        service.analysis_png(report.curve(), game=game.key, colours=colours, marks=chart_marks(report),
                             captions=words),
        *(service.position_png(game, turn.before, size=TURN_BOARD_SIZE, captions=words) for turn in turns))
    files = [(f"analysis-{match.id}.png", images[0])]
    files.extend((f"analysis-{match.id}-turn-{rank}.png", image) for rank, image in enumerate(images[1:], 1))
    return text, files
