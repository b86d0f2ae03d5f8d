# The board message, its menus and buttons, step-by-step entry, draw offers and offers to stop.
# A selector `{ $game -> ... }` takes the game's key and picks its own wording (in the card game the
# scores decide where the captures do elsewhere); a placed `{ $game }` is the game's name.

board-header = **{ $game }** · partie n°{ $match_id }
    { $seat_lines }
board-seat = { $colour } : { $user }
board-last_move = Coup { $ply } : { $colour } ont joué **{ $notation }**.
board-to_move = { $user } ({ $colour }) au trait.
board-draw_offer = { $colour } proposent la nulle.
board-result = **Partie terminée.** { $result }
board-aborted = **Partie annulée** par { $user }.
over-told = 🏁 **{ $game }** · la partie n°{ $match_id } est terminée. { $result } { $link }
select-piece = { $game ->
        [macadam] Choisissez un pion à jouer
       *[other] Choisissez une pièce à jouer
    }
select-piece_option = { $game ->
        [macadam] { $n ->
            [1] Pion en { $cell } (1 coup)
           *[other] Pion en { $cell } ({ $n } coups)
        }
       *[other] { $n ->
            [1] Pièce en { $cell } (1 coup)
           *[other] Pièce en { $cell } ({ $n } coups)
        }
    }
select-piece_page = Choisissez une pièce à jouer ({ $page }/{ $pages })
select-move = Choisissez le coup
select-move_page = Choisissez le coup ({ $page }/{ $pages })
button-previous = ◀ Page précédente ({ $page }/{ $pages })
button-next = Page suivante ({ $page }/{ $pages }) ▶
button-more_pieces = Autres pièces ({ $page }/{ $pages }) ▶
pieces-page = { $n } pièces peuvent bouger : voici les pièces { $first } à { $last } (page { $page }/{ $pages }).
moves-all = { $n ->
        [one] La pièce en { $cell } n'a qu'un coup : choisissez-le.
       *[other] La pièce en { $cell } a { $n } coups : choisissez-en un.
}
moves-page = La pièce en { $cell } a { $n } coups : voici les coups { $first } à { $last } (page { $page }/{ $pages }).
button-resign = Abandonner
button-draw = Proposer la nulle
button-confirm_resign = Oui, j'abandonne
button-confirm_draw = Oui, proposer la nulle
not_your_turn_now = Ce n'est pas votre tour.
confirm-resign = Voulez-vous vraiment abandonner la partie n°{ $match_id } ?
confirm-draw = Proposer la nulle dans la partie n°{ $match_id } ?
confirm-accept_draw = Votre adversaire propose la nulle. L'accepter et terminer la partie n°{ $match_id } ?
played = Vous avez joué { $notation }.
resigned = Vous avez abandonné.
draw_offered = { $user } ({ $colour }) propose la nulle. { $opponent }, acceptez-vous ?
draw_offered_ack = Nulle proposée.
draw_declined = La nulle a été refusée ; la partie continue.
draw_withdrawn = La proposition de nulle a été retirée.
draw_already_offered = Vous avez déjà proposé la nulle ; attendez la réponse.
no_draw_offer = Il n'y a pas de proposition de nulle en attente.
draw_own_offer = Vous ne pouvez pas accepter votre propre proposition de nulle.
draw_offer_closed = Cette proposition de nulle n'est plus valable.
draw_offer-lapsed = La proposition de nulle est caduque : un coup a été joué.
draw_offer-game_over = La proposition de nulle est close : la partie est terminée.
abort_too_late = Trop tard pour annuler : les deux joueurs ont joué. Vous pouvez abandonner ou proposer la nulle.
abort_tournament = Une partie de tournoi ne peut pas être annulée : il lui faut un résultat. Vous pouvez abandonner ou proposer la nulle.
aborted = Partie annulée.
board-here = Plateau actuel de la partie n°{ $match_id } : { $link }
board-to_place = { $n ->
        [1] { $user } ({ $colour }) pose un pion (le dernier).
       *[other] { $user } ({ $colour }) pose un pion (encore { $n }).
    }
select-cell = Choisissez une case
select-cell_page = Choisissez une case ({ $page }/{ $pages })
button-more_cells = Autres cases ({ $page }/{ $pages }) ▶
cells-page = { $n } cases au choix : voici les cases { $first } à { $last } (page { $page }/{ $pages }).
steps-start = { $game ->
        [macadam] Choisissez le pion à jouer.
       *[other] Choisissez la pièce à jouer.
    }
steps-start_cells = Choisissez une case.
steps-piece = { $game ->
        [macadam] Pion en { $cell } : choisissez la case où il va.
       *[other] Pièce en { $cell } : choisissez la case où elle va.
    }
steps-path = Jusqu'ici { $path } : choisissez la case suivante.
steps-path_stop = Jusqu'ici { $path } : choisissez la case suivante, ou appuyez sur « S'arrêter ici » pour finir le coup en { $cell }.
select-next = Case suivante après { $cell }
select-next_page = Case suivante après { $cell } ({ $page }/{ $pages })
step-ends = joue le coup
step-goes_on = vous pourrez vous y arrêter ou continuer
step-must_go_on = le coup ne peut pas finir là
button-stop = S'arrêter ici
button-back = ◀ Retour
button-cancel = Annuler
steps-cancelled = Annulé : rien n'a été joué.
steps-too_long = Ce coup est trop long pour les boutons : finissez-le avec /jouer (il commence par { $path }).
select-move_takes = prend { $cells }
button-draw-stop = { $game ->
        [macadam-cartes] Proposer d'arrêter (les scores décident)
       *[other] Proposer d'arrêter (les prises décident)
    }
button-confirm_draw-stop = Oui, proposer d'arrêter
confirm-draw-stop = { $game ->
        [macadam-cartes] Proposer d'arrêter la partie n°{ $match_id } ? Les scores décident : { $counts }.
       *[other] Proposer d'arrêter la partie n°{ $match_id } ? Les prises décident : { $counts }.
    }
confirm-accept_draw-stop = { $game ->
        [macadam-cartes] Votre adversaire propose d'arrêter ; les scores décident : { $counts }. Accepter et terminer la partie n°{ $match_id } ?
       *[other] Votre adversaire propose d'arrêter ; les prises décident : { $counts }. Accepter et terminer la partie n°{ $match_id } ?
    }
draw_offered-stop = { $game ->
        [macadam-cartes] { $user } ({ $colour }) propose d'arrêter ici ; les scores décident : { $counts }. { $opponent }, acceptez-vous ?
       *[other] { $user } ({ $colour }) propose d'arrêter ici ; les prises décident : { $counts }. { $opponent }, acceptez-vous ?
    }
draw_offered_ack-stop = Proposition d'arrêt envoyée.
board-draw_offer-stop = { $game ->
        [macadam-cartes] { $colour } propose d'arrêter (les scores décident).
       *[other] { $colour } proposent d'arrêter (les prises décident).
    }
draw_declined-stop = La proposition d'arrêt a été refusée ; la partie continue.
draw_withdrawn-stop = La proposition d'arrêt a été retirée.
draw_offer-lapsed-stop = La proposition d'arrêt est caduque : un coup a été joué.
draw_offer-game_over-stop = La proposition d'arrêt est close : la partie est terminée.
rematch_started = La revanche a déjà commencé : partie n°{ $match_id }.
rematch_not_finished = On ne peut demander la revanche qu'une fois la partie finie.
rematch_tournament = Pas de revanche pour une partie de tournoi : la ronde suivante vous apparie de nouveau.
button-rematch = Revanche
rematch-started = Revanche demandée : partie n°{ $match_id }.
rematch-intro = **Revanche !** Les couleurs sont inversées.
takeback_off = Les reprises sont désactivées dans cette partie (une partie classée ne les permet que si les deux joueurs l'ont accepté au défi).
takeback_nothing = Vous ne pouvez reprendre que votre dernier coup, avant la réponse de l'adversaire.
takeback_already_asked = Vous avez déjà demandé à reprendre votre coup ; attendez la réponse.
takeback_none = Il n'y a pas de demande de reprise à laquelle répondre.
takeback_own = C'est votre propre demande : votre adversaire y répond.
takeback_closed = On a déjà répondu à cette demande, ou la partie a continué.
takeback-asked = { $user } demande à reprendre son dernier coup. { $opponent }, d'accord ?
takeback-asked_ack = Reprise demandée ; votre adversaire répond avec les boutons.
takeback-done_computer = Votre dernier coup et la réponse de l'ordinateur sont repris : à vous de jouer.
takeback-accepted = Reprise acceptée : le coup est repris.
takeback-declined = Reprise refusée : la partie continue.
button-takeback_yes = Accepter la reprise
button-takeback_no = Refuser
