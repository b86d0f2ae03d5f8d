# Turn clocks, /matches finished and /settings.

clock-deadline = ⏰ { $user } to play { $when }.
clock-unlimited = no time limit
clock-days = { $n ->
        [one] 1 day per move
       *[other] { $n } days per move
    }
clock-reminder = ⏰ { $user }, it is your turn in **{ $game }** (match #{ $match_id }): time runs out { $when }. { $link }
clock-timeout = ⌛ **{ $game }** · match #{ $match_id }: { $loser } ran out of time. { $result } { $players }
clock-default = ⌛ **{ $game }** · match #{ $match_id }: { $user } ran out of time; their seat played by default: { $moves }.
clock-auto = { $user } timed out twice in a row: their seat is played by default for the rest of the round.
bad_days = Choose a time control of 1, 2, 3, 7 or 14 days per move, or unlimited.
turn_time_up = Time was up for this turn before your move arrived, so it was not played: the timeout applies.
matches-finished_title = Your finished matches
matches-finished_none = You have no finished match here.
matches-time_left = time runs out { $when }
matches-finished_line = #{ $match_id } **{ $game }** vs { $opponent }: { $result } { $link }
settings-title = Settings
settings-user = You: pings **{ $ping }**, language **{ $language }**.
settings-guild = This server: language **{ $language }**, time control **{ $days }**.
settings-default = default
settings-language = { $code ->
        [en] English
        [fr] French
       *[other] { $code }
}
settings-ping-mention = mention in the thread
settings-ping-dm = direct message
settings-ping-none = none
settings-manage_guild = Only members with the Manage Server permission can change the server settings.
settings-saved = Saved.
settings-computer_rated = Matches against the computer count for ratings on this server.
settings-computer_unrated = Matches against the computer do not count for ratings on this server.
