# What the bot posts about a tournament (bot/present/tournaments.py): its announcement, pairings,
# results and standings. `tpost-*`.

tpost-title = 🏆 { $name } · tournament { $tournament_id }
tpost-format = { $format ->
    [swiss] Swiss
    [round-robin] round robin
    [double-round-robin] double round robin
   *[tables] card tables
}
tpost-rounds = { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}
tpost-rounds-open = rounds set by the entries
tpost-days = { $days ->
    [one] 1 day per move
   *[other] { $days } days per move
}
tpost-round-days = { $days ->
    [one] each round lasts 1 day
   *[other] each round lasts { $days } days
}
tpost-rated = rated
tpost-unrated = unrated
tpost-entries = { $n ->
    [one] 1 player entered
   *[other] { $n } players entered
}
tpost-entries-max = { $most ->
    [one] { $n }/1 player entered
   *[other] { $n }/{ $most } players entered
}
tpost-starts = starts { $when }
tpost-status = { $status ->
    [planned] open for entries
    [running] under way
    [finished] finished
   *[cancelled] cancelled
}
tpost-summary = **{ $game }** · { $format } · { $rounds } · { $days } · { $rated }
    { $entries } · { $status }
tpost-announce = { $title }
    { $summary }
    Join with `/tournament join` (tournament { $tournament_id }); pairings and results follow in this thread.
tpost-thread = { $name } · tournament { $tournament_id }
tpost-entered = ➕ { $user } entered ({ $n } in all).
tpost-left = ➖ { $user } left the tournament ({ $n } in all).
tpost-withdrawn = ➖ { $user } withdrew: their games played stand.
tpost-started = The tournament has started with { $n } players.
tpost-cancelled = { $reason ->
    [few] ❌ The tournament is cancelled: too few players had entered by the start time.
   *[manager] ❌ The tournament has been cancelled by its organiser.
}

tpost-pairings = **Round { $round } pairings** · { $title }
tpost-results = **Round { $round } results** · { $title }
tpost-board = Board { $board }: { $first } ({ $colour }) – { $second }
tpost-table = Table { $board }: { $players }
tpost-computer = Computer
tpost-colour = { $colour ->
    [white] white
    [black] black
    [blue] blue
    [green] green
    [red] red
    [yellow] yellow
   *[other] moves first
}
tpost-bye = { $kind ->
    [pairing] { $user }: bye, 1 point
    [half] { $user }: bye, ½ point
   *[zero] { $user }: rests this round, no point
}
tpost-forfeit-first = +/− (forfeit)
tpost-forfeit-second = −/+ (forfeit)
tpost-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
}
tpost-placed = { $user } ({ $place })
tpost-game-link = game: { $link }
tpost-more = … and { $n } more
tpost-adjudicated = ⚖️ { $n ->
    [one] Adjudicated by the computer at the round's deadline (a win only where one side's position is lost, else a draw): board { $boards }.
   *[other] Adjudicated by the computer at the round's deadline (a win only where one side's position is lost, else a draw): boards { $boards }.
}
tpost-no-shows = { $n ->
    [one] Withdrawn for not playing: { $users }.
   *[other] Withdrawn for not playing: { $users }.
}

tpost-standings = **Standings after round { $round }** · { $title }
tpost-standings-final = **Final standings** · { $title }
tpost-standings-line = { $rank }. { $name }: { $points } { $half ->
    [yes] { $n ->
        [0] pt
       *[other] pts
    }
   *[no] { $n ->
        [one] pt
       *[other] pts
    }
}{ $tie_breaks }
tpost-winner = 🥇 { $users } { $n ->
    [one] wins the tournament!
   *[other] share first place!
}
tpost-game-announce = { $title } · round { $round } · board { $board }: { $players }
tpost-game-thread = { $name } · R{ $round } B{ $board }: { $players }
tpost-image-round = { $name } · after round { $round }
tpost-image-final = { $name } · final standings
