# Words drawn on the board images (render.IMAGE_WORDS of draughts, macadam, makyek): `image-<key>`.
image-board_to_move = to move
image-board_winner = winner
image-board_draw = draw
image-macadam_goal = GOAL
# A word drawn after a number selects on `$n`, the number (the same word in English).
image-macadam_across = { $n ->
       *[other] across
}
image-macadam_home = at home
image-macadam_to_place = to place
image-makyek_taken = { $n ->
       *[other] taken
}
image-game_mak_yek = Mak-Yek
image-game_apit_sodok = Apit-Sodok
