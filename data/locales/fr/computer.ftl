# Ordinateur (issue 12).
bad_level = Le niveau de l'ordinateur va de 1 à 8.
computer-player = Ordinateur, niveau { $level }
computer-started = { $user } joue une partie de **{ $game }** contre l'ordinateur, niveau { $level } · partie n°{ $match_id }. Elle se joue dans { $where }.
computer-accepts-lost = L'ordinateur accepte votre proposition : sa position est perdue.
computer-accepts-drawn = L'ordinateur accepte votre proposition : la position est nulle.
computer-declines = L'ordinateur refuse votre proposition : la partie reste ouverte. Le jeu continue.
computer-pick_level = Choisissez le niveau de l'ordinateur (1 est doux, 8 le plus fort).
computer-level = Niveau { $level }
button-add_computer = Ajouter l'ordinateur
select-computer_level = Le niveau de l'ordinateur
name-level = niveau
text-against-the-computer-its-level = Contre l'ordinateur (choisissez le bot comme adversaire) : son niveau, de 1 à 8 (3 par défaut)
computer_not_host = Seul le joueur qui a ouvert la table peut ajouter l'ordinateur.
