## /tournament: the answers to its commands, and its refusals.

tournament_create_denied = Creating a tournament needs the Manage Server permission or the server's tournament-manager role (see /settings).
tournament_start_format = I cannot read the start time “{ $text }”: paste a Discord timestamp such as <t:1767225600:F>, or write the date and time in UTC, like 2026-12-01 20:00.
tournament_none = There is no open tournament on this server.
tournament_which = This server has several open tournaments: say which one with the tournament option.
tournament-choice = #{ $tournament_id } { $name } · { $game }
tournament-created = Tournament #{ $tournament_id } **{ $name }** is created — { $game }. It is announced in { $where }; players join it with /tournament join.
tournament-joined = You are in tournament #{ $tournament_id } **{ $name }**.
tournament-left = You have left tournament #{ $tournament_id } **{ $name }**.
tournament-withdrawn = You have withdrawn from tournament #{ $tournament_id } **{ $name }**: you will not be paired in its next rounds, and your games played stand.
tournament-started = Tournament #{ $tournament_id } **{ $name }** has started: its games are under way.
tournament-cancelled = Tournament #{ $tournament_id } **{ $name }** is cancelled: no more rounds, and the games under way are played out as ordinary games.
tournament-forbidden = { $first } and { $second } will not be paired together in tournament #{ $tournament_id }.
tournament-allowed = { $first } and { $second } may be paired together again in tournament #{ $tournament_id }.
tournament-exported = { $games ->
    [0] Tournament #{ $tournament_id } **{ $name }**: its report (FIDE TRF-16); no game has been played yet.
    [one] Tournament #{ $tournament_id } **{ $name }**: its report (FIDE TRF-16) and the record of its one game.
   *[other] Tournament #{ $tournament_id } **{ $name }**: its report (FIDE TRF-16) and the records of its { $games } games.
}
settings-tournament_role = Tournament managers: members with the Manage Server permission, and the role { $role }.
settings-tournament_role_none = Tournament managers: members with the Manage Server permission.
tournament-no_standings = No round of tournament #{ $tournament_id } **{ $name }** is over yet: its standings come once round 1 is.
tournament-no_pairings = Tournament #{ $tournament_id } **{ $name }** has not started: its first round is paired when it starts.
tournament-no_round = Tournament #{ $tournament_id } **{ $name }** has no round { $round } (yet).
