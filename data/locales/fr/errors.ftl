# The board engines' error codes (`move-<code>`); `--<shape>` variants are picked by the
# parameters an error gives, `$game` selects a game's own terms (its notation, its pieces).

move-empty = { $game ->
        [macadam-cartes] Tapez une action, par exemple `signal passez` ou `joue P-rouge` (la liste montre les vôtres quand c'est votre tour).
       *[other] Tapez un coup, par exemple l'un de ceux que propose la liste.
    }
move-syntax = { $game ->
        [macadam] Je ne comprends pas « { $text } » comme un coup. Nommez les cases reliées par - : une pose est une seule case (c3), un coup son départ et son arrivée (b2-b4), un enchaînement chaque case d'arrivée (c5-e7-e5) ; ou choisissez dans la liste.
        [mak-yek] Je ne comprends pas « { $text } » comme un coup. Écrivez les cases de départ et d'arrivée reliées par - (a1-a5) ; les pions pris peuvent suivre, chacun après un x (d1-d4xc4xe4) ; ou choisissez dans la liste.
        [apit-sodok] Je ne comprends pas « { $text } » comme un coup. Écrivez les cases de départ et d'arrivée reliées par - (a1-a5) ; les pions pris peuvent suivre, chacun après un x (d1-d4xc4xe4) ; ou choisissez dans la liste.
       *[other] Je ne comprends pas « { $text } » comme un coup. Écrivez les cases reliées par - (déplacement) ou x (prise), ou choisissez dans la liste.
    }
# A text /move could not read as a move: the match it was read for, then why.
move_read_for = **{ $game }** · partie n°{ $match_id }
    { $error }
move-unknown_cell = Il n'y a pas de case jouable « { $cell } » sur ce plateau.
move-ambiguous = Cela peut désigner plusieurs coups : { $choices }. Écrivez le chemin complet.
move-game_over = La partie est terminée.
move-not_your_turn = Ce n'est pas votre tour.
move-empty_cell = Il n'y a pas de pièce en { $cell }.
move-not_your_piece = La pièce en { $cell } n'est pas à vous.
move-capture_required = { $count ->
        [1] La prise est obligatoire : vous pouvez prendre une pièce.
       *[other] La prise est obligatoire : vous pouvez prendre { $count } pièces.
    }
move-capture_majority = Vous devez prendre le plus de pièces possible : { $count }, pas { $taken }.
move-cannot_huff = La pièce en { $cell } ne peut pas être soufflée maintenant.
move-illegal_move = La pièce en { $cell } ne peut pas faire ce coup.
move-unknown = Ce coup n'est pas permis ({ $code }).
move-illegal_move--path = { $game ->
        [macadam] Le pion en { $start } ne peut pas atteindre { $end } en un coup : un pion glisse dans votre moitié du plateau, ou saute par-dessus vos propres pions.
       *[other] La pièce en { $start } ne peut pas aller en { $end }.
    }
move-illegal_move--bare = Ce n'est pas un coup permis ici.
move-illegal_chain = Le saut { $step } de cet enchaînement ({ $start }-{ $end }) n'est pas permis : { $reason ->
        [not_a_jump] un saut passe par-dessus un pion voisin et atterrit juste derrière lui
        [no_own_pawn_jumped] il n'y a pas de pion à vous à sauter
        [opponent_pawn_jumped] un pion ne saute jamais par-dessus un pion adverse
        [occupied] la case d'arrivée est occupée
        [own_goal] un pion ne peut ni s'arrêter sur ses propres cases de but, ni les franchir
        [revisited] le pion est déjà passé par cette case pendant ce coup
        [after_goal] le coup s'arrête dès que le pion atteint le but adverse
       *[other] { $reason }
    }.
move-placement_phase = Les pions sont encore en train d'être posés : nommez une case libre de votre moitié, par exemple c3.
move-placement_over = Tous les pions sont posés : { $cell } seule n'est pas un coup. Donnez un départ et une arrivée, par exemple b2-b4.
move-occupied = La case { $cell } est déjà prise.
move-own_goal = { $cell } est une de vos propres cases de but : aucun de vos pions ne peut s'y tenir.
move-not_your_side = { $cell } n'est pas dans votre moitié du plateau : posez vos pions de votre côté.
move-repeated_capture = Vous avez nommé { $cell } deux fois dans la liste des pions pris.
move-null_move = Le pion en { $cell } doit aller sur une autre case.
move-not_straight = { $cell }-{ $to } n'est pas une ligne droite : un pion se déplace sur sa rangée ou sa colonne, comme une tour.
move-blocked = { $cell }-{ $to } est bloqué par le pion en { $at } : un pion ne saute jamais par-dessus un autre, ni ne s'arrête sur lui.
move-wrong_captures = { $count ->
        [0] Ce coup ne prend rien, pas { $named } : omettez la liste des x.
       *[other] Ce coup prend { $taken }, pas { $named }. Vous pouvez omettre la liste des x : les pions pris découlent de la position.
    }
move-bad_record = Cette feuille de partie ne peut pas être lue.
move-no_reader = La feuille d'une table de cartes ne montre que ce qui était public : on ne peut pas la rejouer.

# Options et positions de départ qu'un moteur refuse (`refusal-<code>`) : une proposition qui
# termine la phrase de `bad_position` ou de `bad_options`, donc en minuscule et sans point.
refusal-seats = ce jeu se joue de { $min } à { $max } joueurs
refusal-seats_exact = ce jeu se joue à { $n } joueurs exactement
refusal-unknown_option = l'option { $option } n'existe pas
refusal-option_bool = l'option { $option } vaut oui ou non
refusal-option_number = l'option { $option } prend un nombre entier de { $min } à { $max }
refusal-option_number--min = l'option { $option } prend un nombre entier, au moins { $min }
refusal-option_text = l'option { $option } est un texte
refusal-fen_side = elle doit commencer par W ou B, le camp au trait
refusal-fen_section = après le camp au trait, chaque section commence par W ou B, le camp dont elle donne les pièces
refusal-fen_section_twice = la section { $colour } est donnée deux fois
refusal-fen_item = « { $item } » n'est ni un numéro de case ni une plage comme 31-50 (K devant une dame)
refusal-fen_backwards = la plage « { $item } » est à l'envers (écrivez le plus petit numéro d'abord)
refusal-no_cell = il n'y a pas de case jouable { $cell }
refusal-cell_twice = la case { $cell } est donnée deux fois
refusal-crowning_row = un pion se trouve sur la dernière rangée, où il serait déjà promu (faites-en une dame)
refusal-ranks_side = écrivez les rangées, un espace, puis w ou b, le camp au trait
refusal-rank_count = il faut { $ranks } rangées séparées par /, pas { $count }
refusal-rank_cells = la rangée « { $rank } » ne fait pas exactement { $cells } cases
refusal-unknown_piece = il n'y a pas de pièce « { $piece } » ({ $game ->
        [dames-turques] écrivez w ou b pour un pion, W ou B pour une dame, un chiffre pour une suite de cases vides
        [macadam] écrivez w ou b pour un pion, un chiffre pour une suite de cases vides
       *[other] écrivez w ou b pour un pion, un chiffre pour une suite de cases vides
    })
refusal-too_many_pawns = il y a plus de { $most } pions notés { $seat ->
        [0] w
       *[other] b
    }
refusal-own_goal = un pion noté { $seat ->
        [0] w
       *[other] b
    } se trouve sur l'une de ses propres cases de but
refusal-nothing_to_place = en placement libre, le camp au trait doit encore avoir un pion à poser
refusal-field_count = elle a { $count } { $count ->
        [one] champ
       *[other] champs
    }, pas 2, 4 ou 5 (le plateau, le camp au trait, puis si vous voulez les prises de chaque camp et le nombre de coups sans prise)
refusal-side = le camp au trait s'écrit w ou b, pas « { $side } »
refusal-not_a_number = « { $item } » n'est pas un nombre entier
refusal-quiet_plies = les coups sans prise doivent être moins de { $limit } (la partie s'arrête là)
refusal-seed = la graine doit être un nombre entier
refusal-dice = les dés sont une liste de valeurs de 1 à 6
refusal-deal_object = la donne est un objet avec dealer, hands et talon
refusal-deal_key = la donne n'a pas de champ « { $field } »
refusal-deal_missing = il manque « { $field } » à la donne
refusal-deal_dealer = le donneur est une place de 0 à { $max }
refusal-deal_card = il n'y a pas de carte « { $card } »
refusal-deal_list = « { $field } » doit être une liste de cartes
refusal-deal_per_seat = « { $field } » doit avoir une entrée par place ({ $seats })
refusal-deal_exposed_agent = les Agents restent au centre, jamais exposés devant un joueur
refusal-deal_penalties = les pénalités sont des nombres entiers à partir de 0
refusal-deal_centre = le centre compte de 0 à { $max } Agents
refusal-deal_covered = « covered » liste au plus { $most } numéros de signaux distincts, de 1 à { $signals }
refusal-deal_too_many = plus de cartes que n'en contient le paquet : { $cards }
refusal-deal_empty_hand = une main ne peut être vide que si le talon ne l'est pas
refusal-deal_tickets = les tickets donnent, pour ASS et AP, une liste de places
refusal-deal_ticket_card = les tickets sont ASS ou AP, pas « { $card } »
refusal-deal_ticket_seats = les tickets { $card } vont à { $most } places distinctes au plus
