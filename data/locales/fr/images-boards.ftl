# Words drawn on the board images (render.IMAGE_WORDS of draughts, macadam, makyek): `image-<key>`.
