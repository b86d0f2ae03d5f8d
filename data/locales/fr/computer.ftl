# Ordinateur (issue 12).
bad_level = Le niveau de l'ordinateur va de 1 à 8.
computer-player = Ordinateur, niveau { $level }
# un ordinateur là où la place manque (nom de fil, nom sur l’image d’une table de cartes)
computer-short = Ordi { $level }
computer-started = { $user } joue contre l'ordinateur (niveau { $level }) : **{ $game }** · partie n°{ $match_id }. Elle se joue dans { $where }.
computer-accepts-lost = L'ordinateur accepte votre proposition : sa position est perdue.
computer-accepts-drawn = L'ordinateur accepte votre proposition : la position est nulle.
computer-declines = L'ordinateur refuse votre proposition : la partie reste ouverte. Le jeu continue.
computer-pick_level = Choisissez le niveau de l'ordinateur (1 est doux, 8 le plus fort).
button-add_computer = Ajouter l'ordinateur
select-computer_level = Le niveau de l'ordinateur
name-level = niveau
text-against-the-computer-its-level = Contre l'ordinateur (choisissez le bot comme adversaire) : son niveau, de 1 à 8 (3 par défaut)
computer_not_host = Seul le joueur qui a ouvert la table peut ajouter l'ordinateur.
button-remove_computer = Retirer l'ordinateur
computer-pick_removal = Choisissez l'ordinateur à retirer de la table.
computer-seated = { $computer } s'assoit à la place { $seat }.
computer-removed = L'ordinateur de la place { $seat } a quitté la table.
computer-removed_moved = L'ordinateur de la place { $seat } a quitté la table ; les places suivantes avancent d'un rang.
select-computer_seat = L'ordinateur à retirer
computer_remove_not_host = Seul le joueur qui a ouvert la table peut retirer l'ordinateur.
computer_none_seated = Aucun ordinateur n'est assis à cette table.
computer_add_stale = La table a changé depuis l'affichage de ce menu ; rien n'a été fait. Appuyez de nouveau sur **Ajouter l'ordinateur**.
computer_menu_stale = La table a changé depuis l'affichage de ce menu ; rien n'a été fait. Appuyez de nouveau sur **Retirer l'ordinateur**.
level_needs_computer = Le niveau ne s'applique que si vous défiez le bot (l'ordinateur) ; contre une personne, laissez-le de côté. Rien n'a été créé.
# Issue 27 : les parties d'un joueur contre l'ordinateur sur un serveur sont limitées.
computer_matches_limit = { $n ->
    [one] Vous avez déjà une partie en cours contre l'ordinateur sur ce serveur : terminez-la ou abandonnez-la avant d'en commencer une autre.
   *[other] Vous avez déjà { $n } parties en cours contre l'ordinateur sur ce serveur : terminez-en ou abandonnez-en une avant d'en commencer une autre.
} Rien n'a été créé.
# Issue 30 : ce que vaut chaque niveau, là où on le choisit (son classement affiché : data/ai_ratings.json).
computer-level_name = { $level ->
    [1] débutant
    [2] novice
    [3] amateur
    [4] intermédiaire
    [5] bon joueur
    [6] fort
    [7] expert
   *[8] le plus fort
}
computer-level_choice = { $level } — { $name }
computer-level_choice--rated = { $level } — { $name } : environ { $rating }
