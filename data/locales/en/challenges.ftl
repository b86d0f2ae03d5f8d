# Two-player challenges: the invitation, its options in words, its answers and its errors.

unknown_game = There is no game called { $game }.
challenge_self = You cannot challenge yourself.
challenge_bot = You cannot challenge a bot.
bad_first = Who starts must be challenger, opponent or random.
option_unsupported = The option { $option } does not exist for { $game }.
bad_options = These options cannot be used: { $reason }.
bad_position = This position cannot be used for { $game }: { $reason }.{ $example }
bad_position-example = { " " }Write it like the usual start: `{ $example }`
position_over = In this position the game of { $game } is already over: there is nothing to play.
not_your_challenge = Only the challenged player can answer this challenge.
challenge_closed = This challenge is closed (it is { $status }).
challenge_closed-active = This challenge was already accepted: the match is on (see the message above).
challenge_closed-declined = This challenge was declined or withdrawn.
challenge_closed-expired = This challenge has expired.
challenge_closed-finished = This challenge was accepted, and that match is over.
challenge_closed-aborted = This challenge was accepted, and that match was aborted.
challenge_expired = This challenge has expired.
challenge = { $opponent }, { $challenger } challenges you to a game of **{ $game }**{ $details }. The challenge expires { $expiry }.
challenge_detail-first = { $user } moves first
challenge_detail-random = who moves first is drawn at random
challenge_detail-huffing = huffing on
challenge_detail-draw_moves = draw after { $n ->
        [one] { $n } king move
       *[other] { $n } king moves
} each
challenge_detail-position = from a set position
challenge-accepted = { $opponent } accepted { $challenger }'s challenge to **{ $game }**. The match is played in { $where }.
challenge-declined = The challenge of { $challenger } to { $opponent } (**{ $game }**) was declined.
challenge-withdrawn = { $challenger } withdrew the challenge to { $opponent } (**{ $game }**).
challenge-expired = The challenge of { $challenger } to { $opponent } (**{ $game }**) expired.
challenge-sent = Challenge sent.
button-accept = Accept
button-decline = Decline
thread_name = { $game }: { $a } vs { $b }
button-accept_draw = Accept draw
button-decline_draw = Decline
challenge_detail-free_placement = free placement: the pawns are placed one at a time
challenge_detail-no_capture_plies = the game ends after { $n } moves in a row without a capture
button-accept_draw-stop = Accept to stop
