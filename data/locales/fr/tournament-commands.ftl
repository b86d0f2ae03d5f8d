## /tournoi : les réponses à ses commandes, et ses refus.

tournament_create_denied = Créer un tournoi demande la permission Gérer le serveur ou le rôle de gestion des tournois du serveur (voir /réglages).
tournament_start_format = Je ne sais pas lire l'heure de début « { $text } » : collez un horodatage Discord comme <t:1767225600:F>, ou écrivez la date et l'heure en UTC, comme 2026-12-01 20:00.
tournament_none = Il n'y a aucun tournoi ouvert sur ce serveur.
tournament_which = Ce serveur a plusieurs tournois ouverts : indiquez lequel avec l'option tournoi.
tournament-choice = n°{ $tournament_id } { $name } · { $game }
tournament-created = Le tournoi n°{ $tournament_id } **{ $name }** est créé — { $game }. Il est annoncé dans { $where } ; on s'y inscrit avec /tournoi rejoindre.
tournament-joined = Vous êtes inscrit au tournoi n°{ $tournament_id } **{ $name }**.
tournament-left = Vous vous êtes désinscrit du tournoi n°{ $tournament_id } **{ $name }**.
tournament-withdrawn = Vous vous êtes retiré du tournoi n°{ $tournament_id } **{ $name }** : vous ne serez pas apparié dans ses prochaines rondes, et vos parties jouées comptent.
tournament-started = Le tournoi n°{ $tournament_id } **{ $name }** a commencé : ses parties sont en cours.
tournament-cancelled = Le tournoi n°{ $tournament_id } **{ $name }** est annulé : plus de rondes, et les parties en cours se jouent jusqu'au bout comme des parties ordinaires.
tournament-forbidden = { $first } et { $second } ne seront pas appariés ensemble dans le tournoi n°{ $tournament_id }.
tournament-allowed = { $first } et { $second } peuvent de nouveau être appariés ensemble dans le tournoi n°{ $tournament_id }.
tournament-exported = { $games ->
    [0] Tournoi n°{ $tournament_id } **{ $name }** : son rapport (FIDE TRF-16) ; aucune partie n'a encore été jouée.
    [one] Tournoi n°{ $tournament_id } **{ $name }** : son rapport (FIDE TRF-16) et la feuille de sa seule partie.
   *[other] Tournoi n°{ $tournament_id } **{ $name }** : son rapport (FIDE TRF-16) et les feuilles de ses { $games } parties.
}
settings-tournament_role = Gestion des tournois : les membres ayant la permission Gérer le serveur, et le rôle { $role }.
settings-tournament_role_none = Gestion des tournois : les membres ayant la permission Gérer le serveur.
tournament-no_standings = Aucune ronde du tournoi n°{ $tournament_id } **{ $name }** n'est encore terminée : son classement viendra à la fin de la ronde 1.
tournament-no_pairings = Le tournoi n°{ $tournament_id } **{ $name }** n'a pas commencé : sa première ronde sera appariée à son lancement.
tournament-no_round = Le tournoi n°{ $tournament_id } **{ $name }** n'a pas (encore) de ronde { $round }.
