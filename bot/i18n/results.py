"""How a game ended, in words: won or drawn with a reason, on the capture counts, or ranked on points."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.i18n.messages import colour, has, t


def result_text(
    lang: str, result: Mapping[str, Any] | None, colours: Sequence[str], figures: Mapping[str, Any] | None = None,
    names: Sequence[str] = (),
) -> str:
    """ "Blue wins: Green has no pieces left" / "Les bleus gagnent : les verts n'ont plus de pièces".

    A result with ``scores`` (the capture counts decide) reads "White wins on captures: 9 to 7
    (stopped by agreement)"; a reason with a whole sentence of its own (``result.win.<reason>``)
    uses it: "White wins by reaching the goal". ``figures``: the final public view's JSON form
    (``View.to_json()``), for the figures a reason may quote (``no_capture_limit``). ``names``:
    each seat's player, naming the sides of a result ranked on points (seats without a colour).
    """
    if not result:
        return t(lang, "result.draw_plain")
    if "tiebreak" in result:
        return ranked_text(lang, result, colours, names)
    winners = list(result.get("winners") or [])
    reason = str(result.get("reason") or "")
    scores = result.get("scores")
    extra: dict[str, Any] = {}
    figure = (figures or {}).get(reason)  # a view field named after the reason: its figure (a limit reached)
    if isinstance(figure, int) and not isinstance(figure, bool):
        extra["n"] = figure
    winner = " & ".join(colour(lang, colours, int(w)) for w in winners)
    losers = [s for s in range(len(colours)) if s not in winners]
    # French names the losers as a subject in the middle of a sentence: "les verts n'ont plus..."
    loser = " & ".join(colour(lang, colours, s, capital=lang != "fr") for s in losers)
    if isinstance(scores, (list, tuple)) and scores:
        return _scored(lang, reason, winners, [int(s) for s in scores], winner, loser, extra)
    reason_key = f"reason.{reason}"
    known = has(reason_key)
    if not winners:
        return t(lang, "result.draw", reason=t(lang, reason_key, **extra)) if known else t(lang, "result.draw_plain")
    if has(f"result.win.{reason}"):
        return t(lang, f"result.win.{reason}", winner=winner, loser=loser)
    if not known:
        return t(lang, "result.win_plain", winner=winner)
    return t(lang, "result.win", winner=winner, reason=t(lang, reason_key, loser=loser, **extra))


def ranked_text(lang: str, result: Mapping[str, Any], colours: Sequence[str], names: Sequence[str] = ()) -> str:
    """A result ranked on points (a card table): "Player 2 wins with 1300 points (all the signals are
    covered; the highest score wins). Scores: Player 1 1100, Player 2 1300, Player 3 -200."

    ``tiebreak`` says which criterion decided (None when unknown: stopped early); a resignation
    names who resigned (``by``). Seats are called by ``names`` when given, else by colour.
    """

    def side(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else colour(lang, colours, seat)

    winners = [int(w) for w in result.get("winners") or []]
    scores = [int(s) for s in result.get("scores") or []]
    reason = str(result.get("reason") or "")
    by = result.get("by")
    if reason == "resignation" and isinstance(by, int):
        why = t(lang, "reason.resigned", who=side(by))
    else:
        why = t(lang, f"reason.{reason}") if has(f"reason.{reason}") else reason
    params: dict[str, Any] = {
        "winner": t(lang, "result.and").join(side(w) for w in winners),
        "points": scores[winners[0]] if winners and winners[0] < len(scores) else "?",
        "reason": why,
        "scores": counts_text(lang, scores, colours, names),
    }
    tiebreak = result.get("tiebreak")
    if isinstance(tiebreak, str) and has(f"tiebreak.{tiebreak}"):
        params["tiebreak"] = t(lang, f"tiebreak.{tiebreak}")
    return t(lang, "result.shared" if len(winners) > 1 else "result.ranked", **params)


def _scored(lang: str, reason: str, winners: list[int], scores: list[int], winner: str, loser: str,
            extra: dict[str, Any]) -> str:
    """ "White wins on captures: 9 to 7 (stopped by agreement)": the winner's count first."""
    ordered = [scores[w] for w in winners if 0 <= w < len(scores)]
    ordered += sorted((s for i, s in enumerate(scores) if i not in winners), reverse=True)
    figures = t(lang, "result.score_sep").join(str(s) for s in ordered)
    reason_key = next((k for k in (f"reason.{reason}.scored", f"reason.{reason}") if has(k)), None)
    kind = "result.scored_win" if winners else "result.scored_draw"
    if reason_key is None:
        return t(lang, f"{kind}_plain", winner=winner, scores=figures)
    return t(lang, kind, winner=winner, scores=figures, reason=t(lang, reason_key, loser=loser, **extra))


def counts_text(lang: str, scores: Sequence[int], colours: Sequence[str], names: Sequence[str] = ()) -> str:
    """ "White 3, Black 2": each seat's count, for offers to stop where the counts decide (seats
    called by ``names`` when given)."""
    return ", ".join(t(lang, "score.entry", n=int(score), colour=names[seat] if seat < len(names)
                       else colour(lang, colours, seat, capital=lang != "fr")) for seat, score in enumerate(scores))
