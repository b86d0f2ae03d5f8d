# Game names (by the engine's key) and seat colours (by the view's colour key).
# French colours are the team as a subject ("les bleus"): the code capitalises where needed.
game-dames = Dames (jeu de dames international)
game-dames-turques = Dames turques
game-macadam = Macadam
game-macadam-cartes = Macadam (cartes)
game-mak-yek = Mak-Yek
game-apit-sodok = Apit-Sodok
colour-blue = les bleus
colour-green = les verts
colour-white = les blancs
colour-black = les noirs
colour-red = les rouges
colour-yellow = les jaunes

# A player who deleted their data (/privacy): their seat in the records that stay.
deleted-player = joueur supprimé
