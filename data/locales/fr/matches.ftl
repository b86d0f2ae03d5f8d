# /matches and /rules.

matches-none = Vous n'avez aucune partie ouverte.
matches-title = Vos parties ouvertes
matches-line = n°{ $match_id } **{ $game }** contre { $opponent } : { $state } { $link }
matches-choice = #{ $match_id } { $game } contre { $opponent } ({ $state })
matches-your_turn = à vous de jouer
matches-their_turn = à l'adversaire
matches-challenge = défi en attente
rules-missing = Les règles du jeu « { $game } » ne sont pas encore disponibles dans cette langue.
rules-title = Règles : { $game }
rules-page = page { $page }/{ $pages }
