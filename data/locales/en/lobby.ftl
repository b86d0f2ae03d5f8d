# Tables for several players: the lobby, its buttons and its errors.

table-lobby = **{ $game }** · match #{ $match_id }: { $host } opens a table for { $min } to { $max } players{ $details }.
    Seated ({ $n }/{ $max }): { $players }
    Press **Join** to sit down (seats in the order joined). { $host } presses **Start** once at least { $min } are seated. The table expires { $expiry }.
table-host = { $user } (host)
table-rated = Rated: the result counts for the players' ratings.
table-unrated = { $why ->
        [computer] Not rated: with the computer at the table, the result does not count for ratings on this server.
       *[other] Not rated: the table was opened with `rated:false`.
    }
table_detail-manches = { $n ->
        [one] { " " }· 1 round
       *[other] { " " }· { $n } rounds
    }
table-started = **{ $game }** · match #{ $match_id }: the table started with { $players }. It is played in { $where }.
table-cancelled = **{ $game }** · match #{ $match_id }: { $host } closed the table before it started.
table-expired = **{ $game }** · match #{ $match_id }: the table expired before it started.
table-joined = You are seated at seat { $n }.
table-left = You left the table.
thread_name-table = { $game }: { $names }
button-join = Join
button-leave = Leave
button-start = Start
table_full = This table is full ({ $n } players).
table_already_joined = You are already seated at this table.
table_not_joined = You are not seated at this table.
table_not_host = Only the player who opened the table can start it.
table_too_few = At least { $n } players must be seated to start; { $seated ->
        [one] only 1 is.
       *[other] only { $seated } are.
    }
table_closed = This table is closed (it is { $status }).
table_closed-active = This table has already started.
table_closed-declined = This table was closed by the player who opened it.
table_closed-expired = This table expired before it started.
table_closed-finished = This table has already started, and its game is over.
table_closed-aborted = This table has already started, and its game was aborted.
table_expired = This table expired before it started.
table_changed = The table changed at the same moment; nothing was done. Please press again.
table_size = A table of { $game } seats { $min } to { $max } players, not { $n }.
matches-table = table waiting for players ({ $n }/{ $max })
