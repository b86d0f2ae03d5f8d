# Words drawn on the card table and hand images (render.cards.WORDS): `image-<key>`.
image-talon = talon
image-centre = au centre
image-supply = tickets restants
image-roll_ASS = gagné : Assurance
image-roll_AP = gagné : Ass.-Permis
image-roll_none = dé : rien gagné
image-by_die = gagnée au dé
image-by_card = carte exposée
image-follow = à suivre
image-lead = choisit un signal
image-discard = glisse une carte sous le talon
image-all_signals = tous les signaux couverts
image-hand_emptied = une main vidée
image-playable = jouable
