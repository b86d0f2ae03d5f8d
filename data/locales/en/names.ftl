# Game names (by the engine's key) and seat colours (by the view's colour key).
# French colours are the team as a subject ("les bleus"): the code capitalises where needed.
game-dames = Dames (international draughts)
game-dames-turques = Dames turques (Turkish draughts)
game-macadam = Macadam
game-macadam-cartes = Macadam (cards)
game-mak-yek = Mak-Yek
game-apit-sodok = Apit-Sodok
colour-blue = Blue
colour-green = Green
colour-white = White
colour-black = Black
colour-red = Red
colour-yellow = Yellow

# A player who deleted their data (/privacy): their seat in the records that stay.
deleted-player = deleted player
