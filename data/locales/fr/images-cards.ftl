# Words drawn on the card table and hand images (render.cards.WORDS): `image-<key>`.
