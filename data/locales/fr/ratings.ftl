# Classement : /leaderboard et /profile.

ratings-line = **{ $rating }** · { $n ->
    [one] 1 partie
   *[other] { $n } parties
} : { $wins ->
        [one] { $wins } gagnée
       *[other] { $wins } gagnées
}, { $draws ->
        [one] { $draws } nulle
       *[other] { $draws } nulles
}, { $losses ->
        [one] { $losses } perdue
       *[other] { $losses } perdues
}
ratings-provisional = Un classement suivi de « ? » est provisoire : il se précise après { $n ->
        [one] { $n } partie classée
       *[other] { $n } parties classées
}.
ratings-board_title = { $game } : classement
ratings-board_line = **{ $rank }.** { $user } { $line }
ratings-board_empty = Personne n'est encore classé en { $game } sur ce serveur : terminez une partie classée pour être le premier.
ratings-board_you_title = Vous
ratings-board_you = { $rank }{ $rank ->
    [1] er
   *[other] e
} sur { $total } : { $line }
ratings-board_you_none = Vous n'êtes pas encore classé en { $game } : terminez une partie classée pour l'être.
ratings-profile_title = { $user } : classement sur ce serveur
ratings-profile_empty = { $user } n'est pas encore classé sur ce serveur.
ratings-profile_empty_you = Vous n'avez pas encore de classement sur ce serveur : terminez une partie classée pour en avoir un.
ratings-rank = ({ $rank }{ $rank ->
    [1] er
   *[other] e
} sur { $total })
ratings-streak_won = Série : { $n ->
    [one] 1 victoire
   *[other] { $n } victoires d'affilée
}
ratings-streak_lost = Série : { $n ->
    [one] 1 défaite
   *[other] { $n } défaites d'affilée
}
ratings-streak_none = Série : aucune
ratings-recent = Derniers résultats : { $results }
export-ready = La feuille de la partie n°{ $match_id } ({ $game }).
export-ready_analysed = La feuille analysée de la partie n°{ $match_id } ({ $game }).
export_unanalysed = La partie n°{ $match_id } n'a pas encore été analysée : lancez d'abord /analyser dessus, puis redemandez sa feuille analysée.
replay-every_move = Revoir la partie n°{ $match_id } ({ $game }) : { $n ->
    [one] 1 coup
   *[other] { $n } coups
}, une image par coup.
replay-every_n = Revoir la partie n°{ $match_id } ({ $game }) : { $n } coups, une image tous les { $step } coups pour garder un fichier léger.
# Issue 27 : les animations (/replay) et feuilles de partie (/export) se font quelques-unes à la fois.
exports_yours = { $n ->
    [one] Votre demande précédente (animation ou feuille de partie) est encore en préparation : attendez-la avant d'en faire une autre.
   *[other] Vous avez déjà { $n } demandes (animations ou feuilles de partie) en préparation : attendez-en une avant d'en faire une autre.
}
exports_busy = Le bot prépare déjà les animations et feuilles de partie d'autres joueurs : réessayez dans une minute.
# The band over each frame of a replay: the start, then each move in public words.
replay-start = Position de départ
replay-move = Coup { $ply }/{ $plies } : { $colour } ont joué { $notation }
