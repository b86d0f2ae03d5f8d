"""``GameService``: the only writer of matches (load -> check -> engine.apply -> save -> render).

Every change runs under a per-match ``asyncio.Lock`` and saves with the storage's version check,
so two presses of one button, or two processes on one file, apply a change once; the loser gets
:class:`BoardChanged` with the match as it now is. A change is returned (acknowledged) only after
its transaction committed.

One job per module, one object per feature, composed over one core and wired only in
``GameService.__init__`` (no feature inherits another; one that needs another is handed it):
``core`` (the storage, locks, loading, saving, and announcing each commit), ``challenges``
(challenges and tables), ``moves`` (playing, resigning, draws, aborts), ``clocks`` (timers:
expiries, reminders, timeouts, default play), ``computer`` (computer players), ``takebacks``,
``rematches``, ``exports`` (a match's whole game: records and replays), ``images`` (drawings),
``tournaments`` (events: entries, start, standings), ``rounds`` (their rounds and games),
``analyses`` (finished matches analysed by the computer, stored), ``lessons`` (a player's
mistakes in a stored analysis, each a question) and ``puzzles`` (mined from the analysed games,
solved and rated, a puzzle of the day).
Besides them: ``match`` (the ``Match`` handed out: a stored row with its engine and state), ``commits`` (the commit seam),
``searches`` (the computer's searches, queued fairly), ``limits`` (bounds per user on matches
against the computer, replays and exports), ``turns`` (the clock columns a turn gets),
``policy`` (pure rules and results), ``forward`` (``GameService``'s methods). No Discord here:
the service runs the same under tests, the scheduler and a second process.

Words (see :mod:`bot`): a *match* is a :class:`Match`, a stored *row* (``match.row``, a
``bot.storage.MatchRow``) with its engine and decoded state; a *record* is a game's record
(``game.record``, what ``Exports.record_text`` writes); a :class:`~bot.service.exports.ReplaySource`
is what rebuilds a match's whole game for a record, a replay or a takeback; a *view* is an
engine's player view (``match.view(seat)``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from concurrent.futures import Executor
from datetime import datetime, timedelta

from bot.config import COMPUTER_MATCHES
from bot.service.analyses import ANALYSIS_LEVEL, Analyses, Analysis
from bot.service.challenges import FIRST_CHOICES, Challenges, First
from bot.service.clocks import MAX_DEFAULT_ACTIONS, Clocks
from bot.service.computer import DEFAULT_LEVEL, LEVELS, Computer, computer_seat
from bot.service.core import BOARD_SIZE, CHALLENGE_TTL, ServiceCore
from bot.service.exports import Exports
from bot.service.forward import forward
from bot.service.images import Images
from bot.service.lessons import Lessons, Plan
from bot.service.moves import Moves
from bot.service.privacy import Privacy
from bot.service.puzzles import DAILY_HOUR, PUZZLE_LEVEL, Answered, Puzzles, Session
from bot.service.rematches import Rematches
from bot.service.rounds import Rounds
from bot.service.searches import SearchQueue
from bot.service.tournament_news import Newsroom
from bot.service.tournaments import Tournaments
from bot.service.takebacks import Takebacks, takebacks_allowed
from bot.service.policy import (
    challengeable,
    default_action,
    draws_allowed,
    ended_by,
    last_move_entry,
    move_number,
    public_notation,
    resignation_result,
    table_game,
    timeout_result,
)
from bot.service.match import ClockEvent, Match, Played, challenger_of, opponent_of, pick_match
from bot.service.turns import AUTO_AFTER_TIMEOUTS, DAY_PRESETS, DEFAULT_DAYS, REMINDER_SHARE
from bot.storage import Storage, utc_now


class GameService:
    """Challenges and matches over :class:`bot.storage.Storage`: the features, wired here, and
    their actions (each forwarded to the one feature that does it); see the package docstring."""

    def __init__(
        self,
        storage: Storage,
        *,
        clock: Callable[[], datetime] = utc_now,
        rng: random.Random | None = None,
        challenge_ttl: timedelta = CHALLENGE_TTL,
        board_size: int = BOARD_SIZE,
        render_executor: Executor | None = None,
        computer_executor: Executor | None = None,
        batch_executor: Executor | None = None,
        computer_slots: int = 1,
        computer_matches: int = COMPUTER_MATCHES,
        default_days: int | None = DEFAULT_DAYS,
        computer_user: int | None = None,
    ) -> None:
        self.core = core = ServiceCore(storage, clock=clock, rng=rng, challenge_ttl=challenge_ttl)
        self.challenges = Challenges(core, default_days)
        self.moves = Moves(core)
        self.clocks = Clocks(core, self.moves)
        #: the computer's searches, ``computer_slots`` at a time in their own executor (None: the
        #: event loop's threads), queued fairly between players.
        self.searches = SearchQueue(computer_executor, computer_slots)
        self.computer = Computer(core, self.challenges, self.moves, self.searches, computer_matches)
        self.takebacks = Takebacks(core, self.moves)
        self.rematches = Rematches(core)
        self.images = Images(render_executor, board_size)
        #: post-game analyses, searched in the computer's pool behind the same fair queue.
        self.analyses = Analyses(core, self.searches)
        #: learning from one's mistakes in a stored analysis (its tried moves judged in that pool too).
        self.lessons = Lessons(core, self.searches, self.analyses)
        #: replays and records in an executor of their own (None: the event loop's threads), so a
        #: board never queues behind them.
        self.exports = Exports(core, batch_executor)
        #: puzzles, mined in the batch executor from each analysis stored (and by the background
        #: miner from the games nobody analysed).
        self.puzzles = Puzzles(core, batch_executor, self.analyses.level)
        self.analyses.stored_hooks.append(self.puzzles.after_analysis)
        #: tournaments; their games' ends are heard through ``rounds.committed``, which the
        #: runtime subscribes after the board publisher (the final board is up before the next
        #: round's pairings). ``computer_user``: the bot's user id, a table's empty seats.
        self.rounds = Rounds(core, self.searches, news := Newsroom(), computer_user)
        self.tournaments = Tournaments(core, self.rounds, news, self.moves)
        #: a player's data: counted, and deleted on request.
        self.privacy = Privacy(core, self.moves.resign)
        self.storage = storage
        self.decoded = core.decoded
        self.clock = core.clock
        self.default_days = default_days
        self.render_executor = render_executor

    challenger_of = staticmethod(challenger_of)
    opponent_of = staticmethod(opponent_of)

    subscribe = forward(lambda service: service.core, ServiceCore.subscribe)
    watch_timers = forward(lambda service: service.core, ServiceCore.watch_timers)
    get = forward(lambda service: service.core, ServiceCore.get)
    matches_for_user = forward(lambda service: service.core, ServiceCore.matches_for_user)
    matches_here = forward(lambda service: service.core, ServiceCore.matches_here)
    unpublished = forward(lambda service: service.core, ServiceCore.unpublished)
    why_unrated = forward(lambda service: service.core, ServiceCore.why_unrated)
    move_log = forward(lambda service: service.core, ServiceCore.move_log)
    set_messages = forward(lambda service: service.core, ServiceCore.set_messages)

    resolve_days = forward(lambda service: service.challenges, Challenges.resolve_days)
    challenge = forward(lambda service: service.challenges, Challenges.challenge)
    accept = forward(lambda service: service.challenges, Challenges.accept)
    decline = forward(lambda service: service.challenges, Challenges.decline)
    open_table = forward(lambda service: service.challenges, Challenges.open_table)
    join_table = forward(lambda service: service.challenges, Challenges.join_table)
    leave_table = forward(lambda service: service.challenges, Challenges.leave_table)
    start_table = forward(lambda service: service.challenges, Challenges.start_table)

    play = forward(lambda service: service.moves, Moves.play)
    resign = forward(lambda service: service.moves, Moves.resign)
    player_data = forward(lambda service: service.privacy, Privacy.data_of)
    forget_player = forward(lambda service: service.privacy, Privacy.forget)
    offer_draw = forward(lambda service: service.moves, Moves.offer_draw)
    answer_draw = forward(lambda service: service.moves, Moves.answer_draw)
    abort = forward(lambda service: service.moves, Moves.abort)

    next_timer = forward(lambda service: service.clocks, Clocks.next_timer)
    due_timers = forward(lambda service: service.clocks, Clocks.due_timers)
    apply_timer = forward(lambda service: service.clocks, Clocks.apply_timer)
    sweep = forward(lambda service: service.clocks, Clocks.sweep)
    expire_due = forward(lambda service: service.clocks, Clocks.expire_due)
    expire = forward(lambda service: service.clocks, Clocks.expire)
    remind = forward(lambda service: service.clocks, Clocks.remind)
    time_out = forward(lambda service: service.clocks, Clocks.time_out)

    challenge_computer = forward(lambda service: service.computer, Computer.challenge_computer)
    reserve_computer_match = forward(lambda service: service.computer, Computer.reserve_match)
    check_computer_challenge = forward(lambda service: service.computer, Computer.check_computer_challenge)
    add_computer = forward(lambda service: service.computer, Computer.add_computer)
    remove_computer = forward(lambda service: service.computer, Computer.remove_computer)
    computer_turns = forward(lambda service: service.computer, Computer.computer_turns)
    play_computer = forward(lambda service: service.computer, Computer.play_computer)
    offer_draw_to_computer = forward(lambda service: service.computer, Computer.offer_draw_to_computer)

    ask_takeback = forward(lambda service: service.takebacks, Takebacks.ask_takeback)
    answer_takeback = forward(lambda service: service.takebacks, Takebacks.answer_takeback)
    rematch = forward(lambda service: service.rematches, Rematches.rematch)

    board_png = forward(lambda service: service.images, Images.board_png)
    hand_png = forward(lambda service: service.images, Images.hand_png)
    standings_png = forward(lambda service: service.images, Images.standings_png)
    position_png = forward(lambda service: service.images, Images.position_png)
    analysis_png = forward(lambda service: service.images, Images.analysis_png)
    record_text = forward(lambda service: service.exports, Exports.record_text)
    public_moves = forward(lambda service: service.exports, Exports.public_moves)
    replay_gif = forward(lambda service: service.exports, Exports.replay_gif)
    export_slot = forward(lambda service: service.exports, Exports.slot)
    analyse = forward(lambda service: service.analyses, Analyses.analyse)


__all__ = [
    "ANALYSIS_LEVEL",
    "AUTO_AFTER_TIMEOUTS",
    "Analysis",
    "Answered",
    "DAILY_HOUR",
    "PUZZLE_LEVEL",
    "Session",
    "BOARD_SIZE",
    "CHALLENGE_TTL",
    "DAY_PRESETS",
    "DEFAULT_LEVEL",
    "LEVELS",
    "DEFAULT_DAYS",
    "FIRST_CHOICES",
    "MAX_DEFAULT_ACTIONS",
    "Plan",
    "REMINDER_SHARE",
    "ClockEvent",
    "First",
    "GameService",
    "Match",
    "Played",
    "challengeable",
    "computer_seat",
    "default_action",
    "draws_allowed",
    "ended_by",
    "last_move_entry",
    "move_number",
    "pick_match",
    "public_notation",
    "resignation_result",
    "table_game",
    "takebacks_allowed",
    "timeout_result",
]
