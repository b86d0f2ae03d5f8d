# The board message, its menus and buttons, step-by-step entry, draw offers and offers to stop.
# A selector `{ $game -> ... }` takes the game's key and picks its own wording (in the card game the
# scores decide where the captures do elsewhere); a placed `{ $game }` is the game's name.

board-header = **{ $game }** · match #{ $match_id }
    { $seat_lines }
board-seat = { $colour }: { $user }
board-last_move = Move { $ply }: { $colour } played **{ $notation }**.
board-to_move = { $user } ({ $colour }) to move.
board-draw_offer = { $colour } offers a draw.
board-result = **Game over.** { $result }
board-aborted = **Match aborted** by { $user }.
over-told = 🏁 **{ $game }** · match #{ $match_id } is over. { $result } { $link }
select-piece = { $game ->
        [macadam] Pick a pawn to move
       *[other] Pick a piece to move
    }
select-piece_option = { $game ->
        [macadam] { $n ->
            [one] Pawn on { $cell } (1 move)
           *[other] Pawn on { $cell } ({ $n } moves)
        }
       *[other] { $n ->
            [one] Piece on { $cell } (1 move)
           *[other] Piece on { $cell } ({ $n } moves)
        }
    }
select-piece_page = Pick a piece to move ({ $page }/{ $pages })
select-move = Pick the move
select-move_page = Pick the move ({ $page }/{ $pages })
button-previous = ◀ Previous ({ $page }/{ $pages })
button-next = Next ({ $page }/{ $pages }) ▶
button-more_pieces = More pieces ({ $page }/{ $pages }) ▶
pieces-page = { $n } pieces can move: here are pieces { $first } to { $last } (page { $page }/{ $pages }).
moves-all = { $n ->
        [one] The piece on { $cell } has one move: pick it.
       *[other] The piece on { $cell } has { $n } moves: pick one.
}
moves-page = The piece on { $cell } has { $n } moves: here are moves { $first } to { $last } (page { $page }/{ $pages }).
button-resign = Resign
button-draw = Offer draw
button-confirm_resign = Yes, resign
button-confirm_draw = Yes, offer a draw
not_your_turn_now = It is not your turn.
confirm-resign = Do you really want to resign match #{ $match_id }?
confirm-draw = Offer a draw in match #{ $match_id }?
confirm-accept_draw = Your opponent offered a draw. Accept it and end match #{ $match_id }?
played = You played { $notation }.
resigned = You resigned.
draw_offered = { $user } ({ $colour }) offers a draw. { $opponent }, do you accept?
draw_offered_ack = Draw offered.
draw_declined = The draw offer was declined; play goes on.
draw_withdrawn = The draw offer was withdrawn.
draw_already_offered = You have already offered a draw; wait for the answer.
no_draw_offer = There is no draw offer to answer.
draw_own_offer = You cannot accept your own draw offer.
draw_offer_closed = This draw offer is no longer open.
draw_offer-lapsed = The draw offer lapsed: a move was played.
draw_offer-game_over = The draw offer is closed: the game is over.
abort_too_late = Too late to abort: both players have moved. You can resign or offer a draw.
abort_tournament = A tournament game cannot be aborted: its board needs a result. You can resign or offer a draw.
aborted = Match aborted.
board-here = Current board of match #{ $match_id }: { $link }
board-to_place = { $n ->
        [one] { $user } ({ $colour }) to place a pawn (the last one).
       *[other] { $user } ({ $colour }) to place a pawn ({ $n } left).
    }
select-cell = Pick a cell
select-cell_page = Pick a cell ({ $page }/{ $pages })
button-more_cells = More cells ({ $page }/{ $pages }) ▶
cells-page = { $n } cells to choose from: here are cells { $first } to { $last } (page { $page }/{ $pages }).
steps-start = { $game ->
        [macadam] Pick the pawn to move.
       *[other] Pick the piece to move.
    }
steps-start_cells = Pick a cell.
steps-piece = { $game ->
        [macadam] Pawn on { $cell }: pick the cell it goes to.
       *[other] Piece on { $cell }: pick the cell it goes to.
    }
steps-path = So far { $path }: pick the next cell.
steps-path_stop = So far { $path }: pick the next cell, or press “Stop here” to end the move on { $cell }.
select-next = Next cell after { $cell }
select-next_page = Next cell after { $cell } ({ $page }/{ $pages })
step-ends = plays the move
step-goes_on = you may stop there or go on
step-must_go_on = the move cannot end there
button-stop = Stop here
button-back = ◀ Back
button-cancel = Cancel
steps-cancelled = Cancelled: nothing was played.
steps-too_long = This move is too long for the buttons: finish it with /move (it starts { $path }).
select-move_takes = takes { $cells }
button-draw-stop = { $game ->
        [macadam-cartes] Offer to stop (scores decide)
       *[other] Offer to stop (captures decide)
    }
button-confirm_draw-stop = Yes, offer to stop
confirm-draw-stop = { $game ->
        [macadam-cartes] Offer to stop match #{ $match_id }? The scores decide: { $counts }.
       *[other] Offer to stop match #{ $match_id }? The captures decide: { $counts }.
    }
confirm-accept_draw-stop = { $game ->
        [macadam-cartes] Your opponent offers to stop; the scores decide: { $counts }. Accept and end match #{ $match_id }?
       *[other] Your opponent offers to stop; the captures decide: { $counts }. Accept and end match #{ $match_id }?
    }
draw_offered-stop = { $game ->
        [macadam-cartes] { $user } ({ $colour }) offers to stop here; the scores decide: { $counts }. { $opponent }, do you accept?
       *[other] { $user } ({ $colour }) offers to stop here; the captures decide: { $counts }. { $opponent }, do you accept?
    }
draw_offered_ack-stop = Offer to stop sent.
board-draw_offer-stop = { $game ->
        [macadam-cartes] { $colour } offers to stop (the scores decide).
       *[other] { $colour } offers to stop (the captures decide).
    }
draw_declined-stop = The offer to stop was declined; play goes on.
draw_withdrawn-stop = The offer to stop was withdrawn.
draw_offer-lapsed-stop = The offer to stop lapsed: a move was played.
draw_offer-game_over-stop = The offer to stop is closed: the game is over.
rematch_started = The rematch has started already: match #{ $match_id }.
rematch_not_finished = A rematch can be asked for once the match is over.
rematch_tournament = Tournament games have no rematch: the next round pairs you again.
button-rematch = Rematch
rematch-started = Rematch asked for: match #{ $match_id }.
rematch-intro = **Rematch!** Colours are swapped.
takeback_off = Takebacks are off in this match (rated matches allow them only when both players agreed at the challenge).
takeback_nothing = You can take back only your own last move, before your opponent replies.
takeback_already_asked = You have already asked to take your move back; wait for the answer.
takeback_none = There is no takeback request to answer.
takeback_own = That is your own request: your opponent answers it.
takeback_closed = This request was answered already, or play went on.
takeback-asked = { $user } asks to take back their last move. { $opponent }, do you agree?
takeback-asked_ack = Takeback asked for; your opponent answers with the buttons.
takeback-done_computer = Your last move and the computer's reply are taken back: your turn again.
takeback-accepted = Takeback accepted: the move is taken back.
takeback-declined = Takeback declined: the game goes on.
button-takeback_yes = Accept takeback
button-takeback_no = Decline
