# Words drawn on the board images (render.IMAGE_WORDS of draughts, macadam, makyek): `image-<key>`.
image-board_to_move = au trait
image-board_winner = gagnant
image-board_draw = nulle
image-macadam_goal = BUT
image-macadam_across = traversés
image-macadam_home = chez soi
image-macadam_to_place = à poser
image-makyek_taken = prises
image-game_mak_yek = Mak-Yek
image-game_apit_sodok = Apit-Sodok
