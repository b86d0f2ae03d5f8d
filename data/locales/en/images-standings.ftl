# Column heads of a tournament's standings image (render.standings.WORDS): `image-<key>`.
# The tie-breaks keep FIDE's short names (Buchholz Cut-1, Buchholz, Sonneborn-Berger); wins and
# direct encounter are written out.
image-standings_rank = #
image-standings_name = Player
image-standings_points = Pts
image-standings_played = Games
image-standings_bh_c1 = BH-C1
image-standings_bh = BH
image-standings_sb = SB
image-standings_win = Wins
image-standings_de = DE
