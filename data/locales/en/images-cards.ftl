# Words drawn on the card table and hand images (render.cards.WORDS): `image-<key>`.
image-talon = talon
image-centre = centre
image-supply = tickets left
image-roll_ASS = won: Assurance
image-roll_AP = won: Ass.-Permis
image-roll_none = die: nothing won
image-by_die = won with the die
image-by_card = card exposed
image-follow = to follow
image-lead = chooses a signal
image-discard = puts a card under the talon
image-all_signals = all signals covered
image-hand_emptied = a hand emptied
image-playable = may be played
