# Tables for several players: the lobby, its buttons and its errors.

table-lobby = **{ $game }** · partie n°{ $match_id } : { $host } ouvre une table de { $min } à { $max } joueurs{ $details }.
    Assis ({ $n }/{ $max }) : { $players }
    Appuyez sur **Rejoindre** pour vous asseoir (places dans l'ordre d'arrivée). { $host } appuie sur **Commencer** dès qu'au moins { $min } sont assis. La table expire { $expiry }.
table-host = { $user } (hôte)
table-rated = Partie classée : le résultat compte pour le classement des joueurs.
table-unrated = { $why ->
        [computer] Partie non classée : avec l'ordinateur à la table, le résultat ne compte pas pour le classement sur ce serveur.
       *[other] Partie non classée : la table a été ouverte avec l'option `classée` désactivée.
    }
table_detail-manches = { $n ->
        [1] { " " }· 1 manche
       *[other] { " " }· { $n } manches
    }
table-started = **{ $game }** · partie n°{ $match_id } : la table a commencé avec { $players }. Elle se joue dans { $where }.
table-cancelled = **{ $game }** · partie n°{ $match_id } : { $host } a fermé la table avant le début.
table-expired = **{ $game }** · partie n°{ $match_id } : la table a expiré avant le début.
table-joined = Vous êtes assis à la place { $n }.
table-left = Vous avez quitté la table.
thread_name-table = { $game } : { $names }
button-join = Rejoindre
button-leave = Quitter
button-start = Commencer
table_full = Cette table est complète ({ $n } joueurs).
table_already_joined = Vous êtes déjà assis à cette table.
table_not_joined = Vous n'êtes pas assis à cette table.
table_not_host = Seul le joueur qui a ouvert la table peut la faire commencer.
table_too_few = Il faut au moins { $n } joueurs assis pour commencer ; { $seated ->
        [1] il n'y en a qu'un.
       *[other] il n'y en a que { $seated }.
    }
table_closed = Cette table est close (elle est { $status }).
table_closed-active = Cette table a déjà commencé.
table_closed-declined = Cette table a été fermée par le joueur qui l'avait ouverte.
table_closed-expired = Cette table a expiré avant le début.
table_closed-finished = Cette table a déjà commencé, et sa partie est terminée.
table_closed-aborted = Cette table a déjà commencé, et sa partie a été annulée.
table_expired = Cette table a expiré avant le début.
table_changed = La table a changé au même moment ; rien n'a été fait. Appuyez de nouveau.
table_size = Une table de { $game } accueille de { $min } à { $max } joueurs, pas { $n }.
matches-table = table en attente de joueurs ({ $n }/{ $max })
