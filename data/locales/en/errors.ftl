# The board engines' error codes (`move-<code>`); `--<shape>` variants are picked by the
# parameters an error gives, `$game` selects a game's own terms (its notation, its pieces).

move-empty = { $game ->
        [macadam-cartes] Type an action, for example `signal passez` or `play P-rouge` (the list shows yours when it is your turn).
       *[other] Type a move, for example one from the autocomplete list.
    }
move-syntax = { $game ->
        [macadam] I cannot read “{ $text }” as a move. Name the cells joined by -: a placement is one cell (c3), a move its start and end (b2-b4), a chain every landing cell (c5-e7-e5); or pick one from the autocomplete list.
        [mak-yek] I cannot read “{ $text }” as a move. Write the start and end cells joined by - (a1-a5); the men taken may follow, each after an x (d1-d4xc4xe4); or pick one from the autocomplete list.
        [apit-sodok] I cannot read “{ $text }” as a move. Write the start and end cells joined by - (a1-a5); the men taken may follow, each after an x (d1-d4xc4xe4); or pick one from the autocomplete list.
       *[other] I cannot read “{ $text }” as a move. Write the cells joined by - (move) or x (capture), or pick one from the autocomplete list.
    }
# A text /move could not read as a move: the match it was read for, then why.
move_read_for = **{ $game }** · match #{ $match_id }
    { $error }
move-unknown_cell = There is no playable cell “{ $cell }” on this board.
move-ambiguous = This could be several moves: { $choices }. Write the full path.
move-game_over = The game is over.
move-not_your_turn = It is not your turn.
move-empty_cell = There is no piece on { $cell }.
move-not_your_piece = The piece on { $cell } is not yours.
move-capture_required = { $count ->
        [one] Capturing is compulsory: you can take a piece.
       *[other] Capturing is compulsory: you can take { $count } pieces.
    }
move-capture_majority = You must take the most pieces possible: { $count }, not { $taken }.
move-cannot_huff = The piece on { $cell } cannot be huffed now.
move-illegal_move = The piece on { $cell } cannot make this move.
move-unknown = This move is not allowed ({ $code }).
move-illegal_move--path = { $game ->
        [macadam] The pawn on { $start } cannot get to { $end } this turn: a pawn slides along your own half, or jumps over your own pawns.
       *[other] The piece on { $start } cannot go to { $end }.
    }
move-illegal_move--bare = This is not a legal move here.
move-illegal_chain = Jump { $step } of this chain ({ $start }-{ $end }) is not allowed: { $reason ->
        [not_a_jump] a jump goes over one neighbouring pawn to the cell right behind it
        [no_own_pawn_jumped] there is no pawn of yours to jump over
        [opponent_pawn_jumped] a pawn never jumps over an opponent's pawn
        [occupied] the landing cell is taken
        [own_goal] a pawn may not land on or cross its own goal cells
        [revisited] the pawn already stood on that cell during this move
        [after_goal] the move ends as soon as the pawn reaches the opponent's goal
       *[other] { $reason }
    }.
move-placement_phase = The pawns are still being placed: name one free cell of your half, for example c3.
move-placement_over = All the pawns are placed: { $cell } alone is not a move. Give a start and an end, for example b2-b4.
move-occupied = { $cell } is already taken.
move-own_goal = { $cell } is one of your own goal cells: none of your pawns may stand there.
move-not_your_side = { $cell } is not on your half of the board: place your pawns on your own side.
move-repeated_capture = You named { $cell } twice in the list of men taken.
move-null_move = The man on { $cell } must move to another cell.
move-not_straight = { $cell }-{ $to } is not a straight line: a man moves along its rank or its file, like a rook.
move-blocked = { $cell }-{ $to } is blocked by the man on { $at }: a man never jumps over another one, nor lands on one.
move-wrong_captures = { $count ->
        [0] This move takes nothing, not { $named }: leave the x list out.
       *[other] This move takes { $taken }, not { $named }. You may leave the x list out: the men taken follow from the position.
    }
move-bad_record = This game record cannot be read.
move-no_reader = A card table's record shows only what was public: it cannot be replayed.
