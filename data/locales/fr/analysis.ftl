# Issue 29 : /analyser, une partie terminée revue par l'ordinateur.
analysis-queued = Analyse de la partie n°{ $match_id } ({ $game }) : en attente de l'ordinateur…
analysis-progress = Analyse de la partie n°{ $match_id } ({ $game }) : coup { $done } sur { $total }…
analysis-title = **Analyse de la partie n°{ $match_id }** ({ $game }) par l'ordinateur, niveau { $level }
analysis-player = **{ $name }** ({ $colour }) : précision { $accuracy } % · { $inaccuracies ->
    [one] { $inaccuracies } imprécision
   *[other] { $inaccuracies } imprécisions
}, { $mistakes ->
    [one] { $mistakes } erreur
   *[other] { $mistakes } erreurs
}, { $blunders ->
    [one] { $blunders } gaffe
   *[other] { $blunders } gaffes
}
analysis-turns = Tournants de la partie (chaque plateau montre la position avant le coup) :
analysis-turn = **{ $rank }. Coup { $number }**, { $name } : { $move }{ $mark } a fait passer les chances de gain de { $before } % à { $after } % ; il fallait jouer { $best }.
analysis-no_turns = Aucun tournant : ni l'un ni l'autre n'a rien laissé échapper.
analysis-no_moves = Aucun coup n'a été joué dans cette partie : il n'y a rien à analyser.
analysis_unfinished = La partie n°{ $match_id } n'est pas encore terminée : elle pourra être analysée une fois finie.
analysis_hidden = Une partie de Macadam cartes ne peut pas être analysée : les mains sont cachées, la valeur d'un coup ne serait qu'une supposition.
analysis_yours = { $n ->
    [one] Votre analyse précédente est encore en cours : attendez-la avant d'en demander une autre.
   *[other] Vous avez déjà { $n } analyses en cours : attendez-en une avant d'en demander une autre.
}
analysis_busy = L'ordinateur analyse déjà les parties d'autres joueurs : réessayez dans une minute.
# Le graphique de l'analyse (render.analysis.WORDS).
image-analysis_title = Chances de gain
image-analysis_blunder = Gaffe
image-analysis_mistake = Erreur
