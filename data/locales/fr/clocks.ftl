# Turn clocks, /matches finished and /settings.

clock-deadline = ⏰ { $user } doit jouer { $when }.
clock-unlimited = sans limite de temps
clock-days = { $n ->
        [1] 1 jour par coup
       *[other] { $n } jours par coup
    }
clock-reminder = ⏰ { $user }, c'est à vous de jouer dans **{ $game }** (partie n°{ $match_id }) : le temps expire { $when }. { $link }
clock-timeout = ⌛ **{ $game }** · partie n°{ $match_id } : { $loser } a dépassé le temps. { $result } { $players }
clock-default = ⌛ **{ $game }** · partie n°{ $match_id } : { $user } a dépassé le temps ; sa place a joué l'action par défaut : { $moves }.
clock-auto = { $user } a dépassé le temps deux fois de suite : sa place joue l'action par défaut jusqu'à la fin de la manche.
bad_days = Choisissez une cadence de 1, 2, 3, 7 ou 14 jours par coup, ou sans limite.
turn_time_up = Le temps de ce tour était écoulé avant l'arrivée de votre coup, qui n'a donc pas été joué : le dépassement de temps s'applique.
matches-finished_title = Vos parties terminées
matches-finished_none = Vous n'avez aucune partie terminée ici.
matches-time_left = le temps expire { $when }
matches-finished_line = n°{ $match_id } **{ $game }** contre { $opponent } : { $result } { $link }
settings-title = Réglages
settings-user = Vous : rappels **{ $ping }**, langue **{ $language }**.
settings-guild = Ce serveur : langue **{ $language }**, cadence **{ $days }**.
settings-default = par défaut
settings-language = { $code ->
        [en] anglais
        [fr] français
       *[other] { $code }
}
settings-ping-mention = mention dans le fil
settings-ping-dm = message privé
settings-ping-none = aucun
settings-manage_guild = Seuls les membres avec la permission Gérer le serveur peuvent changer les réglages du serveur.
settings-saved = Enregistré.
settings-computer_rated = Les parties contre l'ordinateur comptent pour le classement sur ce serveur.
settings-computer_unrated = Les parties contre l'ordinateur ne comptent pas pour le classement sur ce serveur.
