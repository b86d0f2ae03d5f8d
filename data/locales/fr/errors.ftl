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
