# Issue 31: /privacy, what the bot keeps about the asker and its deletion (always private).
name-privacy = privacy
text-what-the-bot-keeps-about-you = What the bot keeps about you, and deleting it
privacy-heading = Here is what I keep about you, under your Discord id:
privacy-finished = { $count ->
        [one] You took part in { $count } match that is over.
       *[other] You took part in { $count } matches that are over.
    }
privacy-moves = { $count ->
        [one] { $count } move you played is kept with its match (to show, export and replay it).
       *[other] { $count } moves you played are kept with their matches (to show, export and replay them).
    }
privacy-running = { $count ->
        [one] You are playing { $count } match right now.
       *[other] You are playing { $count } matches right now.
    }
privacy-challenges = { $count ->
        [one] { $count } challenge or table seat of yours is waiting to start.
       *[other] { $count } challenges or table seats of yours are waiting to start.
    }
privacy-ratings = { $count ->
        [one] You have { $count } rating (one per game and server).
       *[other] You have { $count } ratings (one per game and server).
    }
privacy-rated_results = { $count ->
        [one] { $count } rated result records how your rating changed.
       *[other] { $count } rated results record how your rating changed.
    }
privacy-tournaments = { $count ->
        [one] You entered { $count } tournament.
       *[other] You entered { $count } tournaments.
    }
privacy-puzzle_ratings = { $count ->
        [one] You have { $count } puzzle rating.
       *[other] You have { $count } puzzle ratings.
    }
privacy-puzzle_attempts = { $count ->
        [one] { $count } puzzle attempt of yours is recorded.
       *[other] { $count } puzzle attempts of yours are recorded.
    }
privacy-settings = Your settings (your language, how you are told it is your turn) are saved.
privacy-offer = Press **Delete my data** to have it deleted.
privacy-nothing = I keep nothing about you: no matches, ratings, settings or puzzles.
privacy-delete = Delete my data
privacy-confirm_heading = Are you sure? Deleting your data will:
privacy-will_resign = { $count ->
        [one] resign the match you are playing now (your opponent is told, as for any resignation);
       *[other] resign the { $count } matches you are playing now (your opponents are told, as for any resignation);
    }
privacy-will_remove = remove your ratings, your settings, your pending challenges and table seats, your entries in tournaments not yet started, and your puzzle ratings and attempts;
privacy-will_keep = keep your finished games whole for the other players, your seat named “deleted player” in every record (/export) and replay (/replay).
privacy-cannot_undo = This cannot be undone.
privacy-confirm = Confirm
privacy-cancel = Cancel
privacy-cancelled = Nothing was deleted: your data stays as it was.
privacy-done = Done: your data is deleted. Your finished games now name your seat “deleted player”.
privacy-done_resigned = { $count ->
        [one] { $count } running match was resigned first.
       *[other] { $count } running matches were resigned first.
    }
privacy_not_yours = These buttons belong to the player who ran /privacy: run /privacy to see your own data. Nothing was changed.
privacy_nothing_left = There is nothing left to delete: run /privacy to see what I keep about you.
privacy_stale = Your matches changed since this confirmation was shown; nothing was deleted. Run /privacy again.
