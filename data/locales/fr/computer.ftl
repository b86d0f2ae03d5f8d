# Ordinateur (issue 12).
bad_level = Le niveau de l'ordinateur va de 1 à 8.
computer-player = Ordinateur, niveau { $level }
