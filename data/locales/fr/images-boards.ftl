# Words drawn on the board images (render.IMAGE_WORDS of draughts, macadam, makyek): `image-<key>`.
image-board_to_move = au trait
image-board_winner = gagnant
image-board_draw = nulle
image-macadam_goal = BUT
# Un mot écrit après un nombre choisit selon `$n`, ce nombre.
image-macadam_across = { $n ->
        [one] traversé
       *[other] traversés
}
image-macadam_home = chez soi
image-macadam_to_place = à poser
image-makyek_taken = { $n ->
        [one] prise
       *[other] prises
}
image-game_mak_yek = Mak-Yek
image-game_apit_sodok = Apit-Sodok
