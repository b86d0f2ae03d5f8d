# Computer players (issue 12).
bad_level = The computer's level must be from 1 to 8.
computer-player = Computer, level { $level }
# a computer where room is short (a thread name, a name on a card table image)
computer-short = CPU { $level }
computer-started = { $user } plays **{ $game }** against the computer, level { $level } · match #{ $match_id }. The match is played in { $where }.
computer-accepts-lost = The computer accepts your offer: its position is lost.
computer-accepts-drawn = The computer accepts your offer: the position is dead drawn.
computer-declines = The computer declines your offer: the game is still open. Play goes on.
computer-pick_level = Choose the computer's level (1 is gentle, 8 the strongest).
button-add_computer = Add computer
select-computer_level = The computer's level
name-level = level
text-against-the-computer-its-level = Against the computer (choose the bot as opponent): its level, 1 to 8 (default 3)
computer_not_host = Only the player who opened the table can add a computer.
button-remove_computer = Remove computer
computer-pick_removal = Choose the computer to remove from the table.
computer-seated = { $computer } sits at seat { $seat }.
computer-removed = The computer at seat { $seat } has left the table.
computer-removed_moved = The computer at seat { $seat } has left the table; those after it moved up a seat.
select-computer_seat = The computer to remove
computer_remove_not_host = Only the player who opened the table can remove a computer.
computer_none_seated = No computer is seated at this table.
computer_add_stale = The table changed since this menu was shown; nothing was done. Press **Add computer** again.
computer_menu_stale = The table changed since this menu was shown; nothing was done. Press **Remove computer** again.
level_needs_computer = The level only applies when you challenge the bot (the computer); against a person, leave it out. Nothing was created.
# Issue 27: a player's open matches against the computer in one server are bounded.
computer_matches_limit = { $n ->
    [one] You already have a match against the computer going on in this server: finish or resign it before starting another.
   *[other] You already have { $n } matches against the computer going on in this server: finish or resign one before starting another.
} Nothing was created.
# Issue 30: what each level means, where a level is picked (its shown rating: data/ai_ratings.json).
computer-level_name = { $level ->
    [1] beginner
    [2] novice
    [3] casual
    [4] intermediate
    [5] good
    [6] strong
    [7] expert
   *[8] strongest
}
computer-level_choice = { $level } — { $name }
computer-level_choice--rated = { $level } — { $name }: about { $rating }
