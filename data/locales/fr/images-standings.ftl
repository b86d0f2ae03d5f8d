# En-têtes des colonnes du classement d’un tournoi (render.standings.WORDS) : `image-<key>`.
# Les départages gardent les abréviations de la FIDE (Buchholz tronqué, Buchholz,
# Sonneborn-Berger) ; victoires et confrontation directe sont abrégées en français.
image-standings_rank = #
image-standings_name = Joueur
image-standings_points = Pts
image-standings_played = Parties
image-standings_bh_c1 = BH-C1
image-standings_bh = BH
image-standings_sb = SB
image-standings_win = Vict.
image-standings_de = CD
