# Ratings: /leaderboard and /profile.

ratings-line = **{ $rating }** · { $n ->
    [one] 1 game
   *[other] { $n } games
}: { $wins ->
       *[other] { $wins } won
}, { $draws ->
       *[other] { $draws } drawn
}, { $losses ->
       *[other] { $losses } lost
}
ratings-provisional = A rating followed by “?” is provisional: it settles after { $n ->
        [one] { $n } rated game
       *[other] { $n } rated games
}.
ratings-board_title = { $game }: leaderboard
ratings-board_line = **{ $rank }.** { $user } { $line }
ratings-board_empty = Nobody has a rating in { $game } on this server yet: finish a rated match to be the first.
ratings-board_you_title = You
ratings-board_you = #{ $rank } of { $total }: { $line }
ratings-board_you_none = You have no rating in { $game } yet: finish a rated match to get one.
ratings-profile_title = { $user }: ratings on this server
ratings-profile_empty = { $user } has no rating on this server yet.
ratings-profile_empty_you = You have no rating on this server yet: finish a rated match to get one.
ratings-rank = (#{ $rank } of { $total })
ratings-streak_won = Streak: { $n ->
    [one] 1 win
   *[other] { $n } wins in a row
}
ratings-streak_lost = Streak: { $n ->
    [one] 1 loss
   *[other] { $n } losses in a row
}
ratings-streak_none = Streak: none
ratings-recent = Last results: { $results }
export-ready = The record of match #{ $match_id } ({ $game }).
export-ready_analysed = The analysed record of match #{ $match_id } ({ $game }).
export_unanalysed = Match #{ $match_id } has not been analysed yet: run /analyse on it first, then ask for its analysed record again.
replay-every_move = Replay of match #{ $match_id } ({ $game }): { $n ->
    [one] 1 move
   *[other] { $n } moves
}, one frame per move.
replay-every_n = Replay of match #{ $match_id } ({ $game }): { $n } moves, one frame every { $step } moves to keep the file small.
# Issue 27: replays and records are made a few at a time.
exports_yours = { $n ->
    [one] Your last replay or record is still being made: wait for it before asking for another.
   *[other] You already have { $n } replays or records being made: wait for one of them before asking for another.
}
exports_busy = The bot is busy making other players' replays and records: try again in a minute.
# The band over each frame of a replay: the start, then each move in public words.
replay-start = Start position
replay-move = Move { $ply }/{ $plies }: { $colour } played { $notation }
