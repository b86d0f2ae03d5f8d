# Two-player challenges: the invitation, its options in words, its answers and its errors.

unknown_game = Il n'y a pas de jeu nommé { $game }.
challenge_self = Vous ne pouvez pas vous défier vous-même.
challenge_bot = Vous ne pouvez pas défier un bot.
bad_first = Qui commence doit être : vous, l'adversaire ou au hasard.
option_unsupported = L'option { $option } n'existe pas pour { $game }.
bad_options = Ces options ne peuvent pas être utilisées : { $reason }.
bad_position = Cette position ne convient pas au jeu « { $game } » : { $reason }.{ $example }
bad_position-example = { " " }Écrivez-la comme la position de départ habituelle : `{ $example }`
position_over = Dans cette position, la partie de « { $game } » est déjà terminée : il n'y a rien à jouer.
not_your_challenge = Seul le joueur défié peut répondre à ce défi.
challenge_closed = Ce défi est clos (il est { $status }).
challenge_closed-active = Ce défi a déjà été accepté : la partie est en cours (voir le message ci-dessus).
challenge_closed-declined = Ce défi a été refusé ou retiré.
challenge_closed-expired = Ce défi a expiré.
challenge_closed-finished = Ce défi a été accepté, et cette partie est terminée.
challenge_closed-aborted = Ce défi a été accepté, et cette partie a été annulée.
challenge_expired = Ce défi a expiré.
challenge = { $opponent }, { $challenger } vous lance un défi : **{ $game }**{ $details }. Le défi expire { $expiry }.
challenge_detail-first = { $user } joue en premier
challenge_detail-random = le premier joueur est tiré au sort
challenge_detail-huffing = soufflage activé
challenge_detail-draw_moves = nulle après { $n ->
        [one] { $n } coup
       *[other] { $n } coups
} de dame chacun
challenge_detail-position = à partir d'une position donnée
challenge-accepted = { $opponent } a accepté le défi de { $challenger } (**{ $game }**). La partie se joue dans { $where }.
challenge-declined = Le défi de { $challenger } à { $opponent } (**{ $game }**) a été refusé.
challenge-withdrawn = { $challenger } a retiré son défi à { $opponent } (**{ $game }**).
challenge-expired = Le défi de { $challenger } à { $opponent } (**{ $game }**) a expiré.
challenge-sent = Défi envoyé.
button-accept = Accepter
button-decline = Refuser
thread_name = { $game } : { $a } contre { $b }
button-accept_draw = Accepter la nulle
button-decline_draw = Refuser
challenge_detail-free_placement = placement libre : les pions sont posés un par un
challenge_detail-no_capture_plies = la partie s'arrête après { $n } coups de suite sans prise
button-accept_draw-stop = Accepter d'arrêter
