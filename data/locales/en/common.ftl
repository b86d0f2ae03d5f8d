# Generic answers: apologies, refusals, match states (`status-*`, named by `match_not_active`).
# Counts are selectors on `$n` or `$count`: `[one]` is the CLDR plural category, `[0]` an exact number.

player_n = Player { $n }
apology = Sorry, something went wrong on my side. The problem has been logged; please try again.
bad_component = This control is not valid (it was not made by me, or is damaged). Nothing was changed.
bot_stopping = I am restarting: nothing was done. Please try again in a minute.
unknown_match = I know no such match.
not_allowed = You cannot use this command here.
not_a_member = { $name } is not a member of this server.
match_unavailable = Match #{ $match_id } cannot be loaded: its saved data is damaged. Your other matches are not affected.
not_your_match = This is not your match.
board_changed = The board changed before your action arrived; nothing was applied. Here is the current position.
board_outdated = This board is outdated. Here is the current one.
match_not_active = This match is not being played (it is { $status }).
match_not_active-finished = This match is over.
match_not_active-aborted = This match was aborted.
match_not_active-challenge = This match has not started: the challenge awaits an answer.
match_not_active-declined = This challenge was declined or withdrawn: there is no match.
match_not_active-expired = This challenge expired: there is no match.
match_not_active-lobby = This table has not started: its players are still joining.
no_match_here = You have no match being played here. Use /matches to find yours.
several_matches_here = You have several matches here: pick one with the `match` option.
status-challenge = a pending challenge
status-active = in progress
status-finished = finished
status-aborted = aborted
status-declined = declined
status-expired = expired
status-lobby = a table waiting for its players
