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

# Options and start positions an engine refuses (`refusal-<code>`): a clause that ends the
# sentence of `bad_position` or `bad_options`, so lower case and no full stop.
refusal-seats = this game is played by { $min } to { $max } players
refusal-seats_exact = this game is played by exactly { $n } players
refusal-unknown_option = there is no option { $option }
refusal-option_bool = the option { $option } is yes or no
refusal-option_number = the option { $option } takes a whole number from { $min } to { $max }
refusal-option_number--min = the option { $option } takes a whole number, at least { $min }
refusal-option_text = the option { $option } is a text
refusal-fen_side = it must start with W or B, the side to move
refusal-fen_section = after the side to move, each section starts with W or B, the side whose pieces it lists
refusal-fen_section_twice = the section { $colour } is given twice
refusal-fen_item = “{ $item }” is neither a cell number nor a range such as 31-50 (K before a king)
refusal-fen_backwards = the range “{ $item }” runs backwards (write the smaller number first)
refusal-no_cell = there is no playable cell { $cell }
refusal-cell_twice = cell { $cell } is given twice
refusal-crowning_row = a man stands on the far row, where it would already be crowned (make it a king)
refusal-ranks_side = write the ranks, a space, then w or b, the side to move
refusal-rank_count = it needs { $ranks } ranks separated by /, not { $count }
refusal-rank_cells = the rank “{ $rank }” does not make exactly { $cells } cells
refusal-unknown_piece = there is no piece “{ $piece }” ({ $game ->
        [dames-turques] write w or b for a man, W or B for a king, a digit for a run of empty cells
        [macadam] write w or b for a pawn, a digit for a run of empty cells
       *[other] write w or b for a man, a digit for a run of empty cells
    })
refusal-too_many_pawns = there are more than { $most } pawns written { $seat ->
        [0] w
       *[other] b
    }
refusal-own_goal = a pawn written { $seat ->
        [0] w
       *[other] b
    } stands on one of its own goal cells
refusal-nothing_to_place = with free placement, the side to move must still have a pawn to place
refusal-field_count = it has { $count } { $count ->
        [one] field
       *[other] fields
    }, not 2, 4 or 5 (the board, the side to move, then if you like each side's captures and the capture-free plies)
refusal-side = the side to move is written w or b, not “{ $side }”
refusal-not_a_number = “{ $item }” is not a whole number
refusal-quiet_plies = the capture-free plies must be fewer than { $limit } (the game ends there)
refusal-seed = the seed must be a whole number
refusal-dice = the dice are a list of values from 1 to 6
refusal-deal_object = the deal is an object with dealer, hands and talon
refusal-deal_key = the deal has no field “{ $field }”
refusal-deal_missing = the deal lacks “{ $field }”
refusal-deal_dealer = the dealer is a seat from 0 to { $max }
refusal-deal_card = there is no card “{ $card }”
refusal-deal_list = “{ $field }” must be a list of cards
refusal-deal_per_seat = “{ $field }” needs one entry per seat ({ $seats })
refusal-deal_exposed_agent = Agents lie at the centre, never exposed in front of a player
refusal-deal_penalties = penalties are whole numbers from 0
refusal-deal_centre = the centre holds 0 to { $max } Agents
refusal-deal_covered = “covered” lists at most { $most } distinct signal numbers from 1 to { $signals }
refusal-deal_too_many = more cards than the deck holds: { $cards }
refusal-deal_empty_hand = a hand may be empty only while the talon is not
refusal-deal_tickets = the tickets give, for ASS and AP, a list of seats
refusal-deal_ticket_card = tickets are ASS or AP, not “{ $card }”
refusal-deal_ticket_seats = { $card } tickets go to at most { $most } distinct seats
