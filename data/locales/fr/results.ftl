# How a game ended: `result-*` sentences and their `reason-*`.

result-win = { $winner } gagnent : { $reason }
result-win_plain = { $winner } gagnent.
result-draw = Partie nulle : { $reason }
result-draw_plain = Partie nulle.
reason-no_pieces = { $loser } n'ont plus de pièces
reason-blocked = { $loser } ne peuvent plus bouger
reason-resignation = { $loser } ont abandonné
reason-timeout = { $loser } ont dépassé le temps
reason-repetition = la même position s'est répétée trois fois
reason-king_moves = seules des dames ont bougé trop longtemps sans prise
reason-lone_kings = une dame contre une dame
reason-agreement = d'un commun accord
score-entry = { $colour } { $n }
result-win-goal = { $winner } gagnent en atteignant le but
result-win-six_two = { $winner } gagnent au 6-2 : 6 pions de l'autre côté, { $loser } au plus 2 chez eux
result-scored_win = { $winner } gagnent aux prises : { $scores } ({ $reason })
result-scored_win_plain = { $winner } gagnent aux prises : { $scores }
result-scored_draw = Partie nulle aux prises : { $scores } ({ $reason })
result-scored_draw_plain = Partie nulle aux prises : { $scores }
result-score_sep = { " " }à{ " " }
reason-no_pieces-scored = un camp n'a plus de pions
reason-insufficient_material = il reste au plus un pion de chaque côté
reason-no_moves = le camp au trait ne pouvait plus bouger
reason-no_capture_limit = trop de coups de suite sans prise
reason-no_capture_limit--n = { $n } coups de suite sans prise
reason-agreement-scored = arrêt d'un commun accord
