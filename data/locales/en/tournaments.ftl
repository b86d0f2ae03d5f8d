## Tournaments: what a player is told when a tournament command cannot be done.

unknown_tournament = There is no tournament number { $tournament_id } on this server.
tournament_format = { $format ->
    [tables] { $game } is a board game: play it as a Swiss or a round robin.
   *[other] { $game } is played at tables, not as a Swiss or a round robin: leave the format out.
}
tournament_rounds = A Swiss or a card event has 1 to { $most } rounds: say how many.
tournament_round_days = A round's deadline is 3, 7, 14, 21 or 28 days, not { $days }.
tournament_max = A tournament takes { $least } to { $most } players.
tournament_start_past = The start time has passed already: give one in the future, or start the tournament by hand.
tournament_closed = This tournament is over.
tournament_entered = You are in this tournament already.
tournament_full = This tournament is full ({ $most } players).
tournament_late = Too late to join: half the rounds are behind (a round robin takes no one once it started).
tournament_not_entered = You are not in this tournament.
tournament_forbid_not_entered = Both players must be in the tournament.
tournament_started = This tournament has started: withdraw instead (your games played stand).
tournament_not_started = This tournament has not started: leave it instead.
tournament_withdrawn = You have withdrawn from this tournament already.
tournament_not_manager = Only the tournament's creator or a server manager can do that.
tournament_few = { $entered ->
    [one] Only one player has entered: a tournament needs at least { $least }.
   *[other] Only { $entered } players have entered: a tournament needs at least { $least }.
}
tournament_forbid_self = A player cannot be kept from meeting themself.
tournament_changed = The tournament kept changing while you asked: try again.
