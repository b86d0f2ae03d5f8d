# Computer players (issue 12).
bad_level = The computer's level must be from 1 to 8.
computer-player = Computer, level { $level }
