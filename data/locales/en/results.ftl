# How a game ended: `result-*` sentences and their `reason-*`.

result-win = { $winner } wins: { $reason }
result-win_plain = { $winner } wins.
result-draw = Draw: { $reason }
result-draw_plain = Draw.
reason-no_pieces = { $loser } has no pieces left
reason-blocked = { $loser } cannot move
reason-resignation = { $loser } resigned
reason-timeout = { $loser } ran out of time
reason-repetition = the same position occurred three times
reason-king_moves = only kings moved for too long without a capture
reason-lone_kings = one king against one king
reason-agreement = agreed by both players
score-entry = { $colour } { $n }
result-win-goal = { $winner } wins by reaching the goal
result-win-six_two = 6-2: { $winner } has 6 pawns across, { $loser } at most 2 at home; { $winner } wins
result-scored_win = { $winner } wins on captures: { $scores } ({ $reason })
result-scored_win_plain = { $winner } wins on captures: { $scores }
result-scored_draw = Draw on captures: { $scores } ({ $reason })
result-scored_draw_plain = Draw on captures: { $scores }
result-score_sep = { " " }to{ " " }
reason-no_pieces-scored = one side has no men left
reason-insufficient_material = at most one man is left on each side
reason-no_moves = the side to move could not move
reason-no_capture_limit = too many moves in a row without a capture
reason-no_capture_limit--n = { $n } moves in a row without a capture
reason-agreement-scored = stopped by agreement
