# Words drawn on the board images (render.IMAGE_WORDS of draughts, macadam, makyek): `image-<key>`.
image-board_to_move = to move
image-board_winner = winner
image-board_draw = draw
image-macadam_goal = GOAL
image-macadam_across = across
image-macadam_home = at home
image-macadam_to_place = to place
image-makyek_taken = taken
image-game_mak_yek = Mak-Yek
image-game_apit_sodok = Apit-Sodok
