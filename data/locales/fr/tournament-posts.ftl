# Ce que le bot publie d'un tournoi (bot/present/tournaments.py) : annonce, appariements,
# résultats et classements. `tpost-*`.

tpost-title = 🏆 { $name } · tournoi { $tournament_id }
tpost-format = { $format ->
    [swiss] système suisse
    [round-robin] toutes rondes
    [double-round-robin] toutes rondes aller-retour
   *[tables] tables de cartes
}
tpost-rounds = { $rounds ->
    [one] 1 ronde
   *[other] { $rounds } rondes
}
tpost-rounds-open = nombre de rondes selon les inscrits
tpost-days = { $days ->
    [one] 1 jour par coup
   *[other] { $days } jours par coup
}
tpost-round-days = { $days ->
    [one] chaque ronde dure 1 jour
   *[other] chaque ronde dure { $days } jours
}
tpost-rated = compte pour le classement
tpost-unrated = hors classement
tpost-entries = { $n ->
    [one] 1 inscrit
   *[other] { $n } inscrits
}
tpost-entries-max = { $n ->
    [one] { $n }/{ $most } inscrit
   *[other] { $n }/{ $most } inscrits
}
tpost-starts = début { $when }
tpost-status = { $status ->
    [planned] inscriptions ouvertes
    [running] en cours
    [finished] terminé
   *[cancelled] annulé
}
tpost-summary = **{ $game }** · { $format } · { $rounds } · { $days } · { $rated }
    { $entries } · { $status }
tpost-announce = { $title }
    { $summary }
    Inscrivez-vous avec `/tournoi rejoindre` (tournoi { $tournament_id }) ; appariements et résultats suivront dans ce fil.
tpost-thread = { $name } · tournoi { $tournament_id }
tpost-entered = ➕ { $user } s'est inscrit ({ $n } en tout).
tpost-left = ➖ { $user } s'est désinscrit ({ $n } en tout).
tpost-withdrawn = ➖ { $user } a abandonné le tournoi : ses parties jouées comptent.
tpost-started = Le tournoi commence avec { $n } joueurs.
tpost-cancelled = { $reason ->
    [few] ❌ Le tournoi est annulé : trop peu de joueurs s'étaient inscrits à l'heure du début.
   *[manager] ❌ Le tournoi a été annulé par son organisateur.
}

tpost-pairings = **Appariements de la ronde { $round }** · { $title }
tpost-results = **Résultats de la ronde { $round }** · { $title }
tpost-board = Table { $board } : { $first } ({ $colour }) – { $second }
tpost-table = Table { $board } : { $players }
tpost-computer = Ordinateur
tpost-colour = { $colour ->
    [white] blancs
    [black] noirs
    [blue] bleus
    [green] verts
    [red] rouges
    [yellow] jaunes
   *[other] joue en premier
}
tpost-bye = { $kind ->
    [pairing] { $user } : exempt, 1 point
    [half] { $user } : exempt, ½ point
   *[zero] { $user } : au repos cette ronde, sans point
}
tpost-forfeit-first = +/− (forfait)
tpost-forfeit-second = −/+ (forfait)
tpost-place = { $place ->
    [1] 1er
   *[other] { $place }e
}
tpost-placed = { $user } ({ $place })
tpost-game-link = partie : { $link }
tpost-more = … et { $n ->
    [one] { $n } autre
   *[other] { $n } autres
}
tpost-adjudicated = ⚖️ { $n ->
    [one] Arbitrée par l'ordinateur à l'échéance de la ronde (gain seulement si la position d'un camp est perdue, sinon nulle) : table { $boards }.
   *[other] Arbitrées par l'ordinateur à l'échéance de la ronde (gain seulement si la position d'un camp est perdue, sinon nulle) : tables { $boards }.
}
tpost-no-shows = { $n ->
    [one] Retiré pour n'avoir pas joué : { $users }.
   *[other] Retirés pour n'avoir pas joué : { $users }.
}

tpost-standings = **Classement après la ronde { $round }** · { $title }
tpost-standings-final = **Classement final** · { $title }
tpost-standings-line = { $rank }. { $name } : { $points } { $half ->
   *[any] { $n ->
        [one] pt
       *[other] pts
    }
}{ $tie_breaks }
tpost-winner = 🥇 { $users } { $n ->
    [one] remporte le tournoi !
   *[other] se partagent la première place !
}
tpost-game-announce = { $title } · ronde { $round } · table { $board } : { $players }
tpost-game-thread = { $name } · R{ $round } T{ $board } : { $players }
tpost-image-round = { $name } · après la ronde { $round }
tpost-image-final = { $name } · classement final
