## Tournois : ce qu'on répond quand une commande de tournoi ne peut pas se faire.

unknown_tournament = Il n'y a pas de tournoi n°{ $tournament_id } sur ce serveur.
tournament_format = { $format ->
    [tables] { $game } est un jeu de plateau : jouez-le en système suisse ou en toutes rondes.
   *[other] { $game } se joue par tables, pas en système suisse ni en toutes rondes : n'indiquez pas de formule.
}
tournament_rounds = Un système suisse ou un tournoi de cartes compte de 1 à { $most } rondes : indiquez combien.
tournament_round_days = Le délai d'une ronde est de 3, 7, 14, 21 ou 28 jours, pas { $days }.
tournament_max = Un tournoi accueille de { $least } à { $most } joueurs.
tournament_start_past = L'heure de début est déjà passée : donnez-en une à venir, ou lancez le tournoi vous-même.
tournament_closed = Ce tournoi est terminé.
tournament_entered = Vous êtes déjà inscrit à ce tournoi.
tournament_full = Ce tournoi est complet ({ $most } joueurs).
tournament_late = Trop tard pour s'inscrire : la moitié des rondes est passée (un toutes-rondes n'accepte plus personne une fois commencé).
tournament_not_entered = Vous n'êtes pas inscrit à ce tournoi.
tournament_forbid_not_entered = Les deux joueurs doivent être inscrits au tournoi.
tournament_started = Ce tournoi a commencé : retirez-vous plutôt (vos parties jouées comptent).
tournament_not_started = Ce tournoi n'a pas commencé : désinscrivez-vous plutôt.
tournament_withdrawn = Vous vous êtes déjà retiré de ce tournoi.
tournament_not_manager = Seuls le créateur du tournoi et les gestionnaires du serveur peuvent faire cela.
tournament_few = { $entered ->
    [one] Un seul joueur est inscrit : il en faut au moins { $least } pour un tournoi.
   *[other] Seuls { $entered } joueurs sont inscrits : il en faut au moins { $least } pour un tournoi.
}
tournament_forbid_self = On ne peut pas empêcher un joueur de se rencontrer lui-même.
tournament_changed = Le tournoi a changé pendant votre demande : réessayez.
