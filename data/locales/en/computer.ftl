# Computer players (issue 12).
bad_level = The computer's level must be from 1 to 8.
computer-player = Computer, level { $level }
computer-started = { $user } plays **{ $game }** against the computer, level { $level } · match #{ $match_id }. The match is played in { $where }.
computer-accepts-lost = The computer accepts your offer: its position is lost.
computer-accepts-drawn = The computer accepts your offer: the position is dead drawn.
computer-declines = The computer declines your offer: the game is still open. Play goes on.
computer-pick_level = Choose the computer's level (1 is gentle, 8 the strongest).
computer-level = Level { $level }
button-add_computer = Add computer
select-computer_level = The computer's level
name-level = level
text-against-the-computer-its-level = Against the computer (choose the bot as opponent): its level, 1 to 8 (default 3)
computer_not_host = Only the player who opened the table can add a computer.
