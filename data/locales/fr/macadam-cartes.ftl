# Macadam (cards): the public table, the private hand, ranked results and the card engine's
# error codes (`move-<code>`, hyphenated as the engine spells them).

table-last = Action { $ply } : { $text }
table-coup = Coup { $token }/{ $signals }
table-manche = Manche { $manche }/{ $manches } ·{ " " }
table-coup_signal = { " " }· signal « { $kind } »
table-coup_follow = { " " }· à suivre : { $follow }
table-counterclockwise = { " " }· sens inverse (flèche verte)
table-manche_over = La manche { $manche } est terminée ({ $reason }). Ses scores : { $scores }.
table-to_act = { $user } ({ $colour }) joue.
table-to_discard = { $user } ({ $colour }) a pioché et remet maintenant une carte sous le talon.
did-roll = { $who } a fait { $value } au dé : { $gain }.
did-draw = { $who } a pioché une carte du talon.
did-discard = { $who } a mis une carte sous le talon.
did-expose = { $who } a exposé { $the_card }.
did-signal = { $who } a posé le jeton { $token } sur un signal « { $kind } ».
did-play = { $who } a joué { $the_card }.
did-agent = { $who } a envoyé un agent au centre et joué { $the_card }.
did-pass = { $who } n'avait pas de carte à jouer : une pénalité « perdez 100 points ».
you-roll = Vous avez fait { $value } au dé : { $gain }.
you-draw = Vous avez pioché une carte du talon.
you-discard = Vous avez mis { $the_card } sous le talon.
you-expose = Vous avez exposé { $the_card }.
you-signal = Vous avez posé le jeton { $token } sur un signal « { $kind } ».
you-play = Vous avez joué { $the_card }.
you-agent = Vous avez envoyé un agent au centre et joué { $the_card }.
you-pass = Vous n'aviez pas de carte à jouer : une pénalité « perdez 100 points ».
gain-ASS = un ticket assurance
gain-AP = un ticket assurance-permis
# A replay's band names what public words tell: no die value, no token number.
replay-action = Action { $ply }/{ $plies } : { $text }
replay-did-roll = { $who } a lancé le dé.
replay-did-signal = { $who } a posé un jeton sur un signal « { $kind } ».
replay-did-other = { $who } : { $notation }
gain-none = rien de gagné
button-hand = Ma main
button-refresh = Actualiser
draw_table = Pas de proposition de nulle à une table de trois joueurs ou plus : jouez jusqu'au bout, ou abandonnez (la partie s'arrête alors pour tous sur les scores du moment, et vous ne pouvez pas gagner).
confirm-resign-table = Abandonner la partie n°{ $match_id } ? À une table de trois joueurs ou plus, la partie s'arrête pour tous sur les scores du moment, et vous ne pouvez pas gagner.
hand_not_seated = Vous ne jouez pas à cette table : vous n'y avez pas de main. Ouvrez votre propre table avec /table !
hand-title = { $n ->
        [0] **Votre main** · partie n°{ $match_id } · aucune carte
        [1] **Votre main** · partie n°{ $match_id } · 1 carte
       *[other] **Votre main** · partie n°{ $match_id } · { $n } cartes
    }
hand-your_turn = C'est à vous : choisissez une action dans le menu (ou tapez /jouer).
hand-discard = Vous avez pioché : choisissez la carte à remettre sous le talon.
hand-follow = À suivre : { $follow }.
hand-waiting = En attente de { $user } ({ $colour }).
hand-over = La partie est terminée.
hand-changed = La table a changé avant votre action ; rien n'a été joué. Voici votre main maintenant.
select-action = Choisissez une action
select-action_page = Choisissez une action ({ $page }/{ $pages })
actions-page = { $n } actions : voici les actions { $first } à { $last } (page { $page }/{ $pages }).
action-roll = Lancer le dé (pour gagner une assurance)
action-draw = Piocher la carte du talon, puis en remettre une dessous
action-discard = Mettre { $the_card } sous le talon
action-expose = Exposer { $the_card } devant vous
action-signal = Poser le jeton sur un signal « { $kind } »
action-play = Jouer { $the_card }
action-agent = Envoyer un agent au centre et jouer { $the_card }
action-pass = Prendre une pénalité « perdez 100 points »
result-ranked = { $winner } gagne avec { $points } points ({ $reason } ; { $tiebreak }). Scores : { $scores }.
result-ranked--plain = { $winner } gagne avec { $points } points ({ $reason }). Scores : { $scores }.
result-shared = Victoire partagée : { $winner }, { $points } points chacun ({ $reason } ; { $tiebreak }). Scores : { $scores }.
result-shared--plain = Victoire partagée : { $winner }, { $points } points chacun ({ $reason }). Scores : { $scores }.
result-and = { " " }et{ " " }
reason-all-signals = tous les signaux sont couverts
reason-hand-emptied = un joueur a exposé toutes ses cartes après épuisement du talon
reason-agreed = arrêt d'un commun accord
reason-resigned = { $who } a abandonné
tiebreak-score = le meilleur score l'emporte
tiebreak-pietons = égalité de points : le plus de piétons posés l'emporte
tiebreak-point-cards = égalité de points et de piétons : le plus de cartes à points l'emporte
tiebreak-penalties = égalité de points, de piétons et de cartes à points : le moins de pénalités l'emporte
tiebreak-shared = égalité sur tous les critères : la victoire est partagée
move-unknown-verb = « { $verb } » n'est pas une action. Actions : dé, pioche, défausse, exposer, signal, joue, agent, passe (les verbes anglais marchent aussi : roll, draw, discard, expose, play, pass).
move-unknown-card = Il n'y a pas de carte « { $card } ». Cartes : AGENT, P-rouge, P-vert, P-bleu, P-jaune, BIC, CYC, AUTO, MOTO, FV, FB, ASS, AP.
move-unknown-signal = Il n'y a pas de signal « { $kind } ». Signaux : passez, attendez, piste, autoroute, verte, bleue.
move-missing-argument = « { $verb } » demande { $wanted ->
        [card] une carte (par exemple P-rouge, BIC, AGENT)
        [kind] un signal (passez, attendez, piste, autoroute, verte ou bleue)
       *[other] { $wanted }
    } après lui.
move-extra-argument = Trop de mots après « { $verb } » : dé, pioche et passe ne prennent rien (personne ne choisit le dé), les autres actions une carte ou un signal.
move-not-a-move = Ce n'est pas une action de ce jeu.
move-discard-pending = Vous avez pioché : remettez d'abord une carte de votre main sous le talon (défausse).
move-no-draw = On ne se défausse que juste après avoir pioché dans le talon.
move-not-leader = Seul le meneur du coup peut { $verb ->
        [draw] piocher dans le talon
        [expose] exposer une carte d'assurance
        [signal] poser le jeton sur un signal
       *[other] { $verb }
    }.
move-after-signal = Le jeton est posé : jouez votre carte maintenant (trop tard pour { $verb ->
        [roll] lancer le dé
        [draw] piocher
        [expose] exposer une assurance
        [signal] poser un autre jeton
       *[other] { $verb }
    }).
move-already-done = Vous avez déjà { $verb ->
        [roll] lancé le dé pendant ce tour
        [draw] pioché pendant ce coup
        [expose] exposé une assurance pendant ce coup
       *[other] { $verb }
    }.
move-roll-not-needed = Inutile de lancer le dé : vous avez déjà toutes les assurances encore à gagner.
move-talon-empty = Le talon est vide : il n'y a rien à piocher.
move-not-insurance = Seules une assurance ou une assurance-permis s'exposent ainsi, pas la carte { $card }.
move-signal-covered = Tous les signaux « { $kind } » sont déjà couverts : choisissez-en un autre.
move-signal-unsatisfiable = Vous n'avez aucune carte qu'admet le signal « { $kind } » : choisissez un signal pour lequel vous pouvez jouer une carte.
move-signal-first = Posez d'abord le jeton de ce coup sur un signal (par exemple `signal passez`).
move-not-admitted = Le signal de ce coup n'admet pas cette carte ({ $card }).
move-must-follow = Vous avez une carte qui suit ({ $follow }) : vous devez la jouer.
move-must-follow--card = Cette carte ({ $card }) ne suit pas : vous devez jouer { $follow }.
move-no-licence = Cette carte ({ $card }) demande une assurance que vous n'avez pas (une assurance pour un cyclomoteur, une assurance-permis pour une auto ou une moto).
move-no-agent = Vous n'avez pas d'agent de la circulation.
move-agent-needs-points-card = Un agent s'accompagne d'une carte à points (un piéton ou un véhicule), pas de la carte { $card }.
move-card-not-in-hand = Il n'y a pas de carte { $card } dans votre main.
move-illegal-move = Cette action n'est pas permise maintenant.

# The words of the card game: engine ids given as parameters (`card`, `kind`, `follow`) in words.
# A parameter `x` whose message `word-x` exists is shown through it with `$value` (the id); an id
# `head:tail` also gives `$head` and `$tail` (the tail shown through `word-<head>` when there is one).

word-card = { $value ->
        [AGENT] agent de la circulation
        [P-rouge] piéton rouge
        [P-vert] piéton vert
        [P-bleu] piéton bleu
        [P-jaune] piéton jaune
        [BIC] bicyclette
        [CYC] cyclomoteur
        [AUTO] auto
        [MOTO] moto
        [FV] flèche verte
        [FB] flèche bleue
        [ASS] assurance
        [AP] assurance-permis
       *[other] { $value }
    }
# La même carte avec son article, dans une phrase (« a joué la moto »).
word-the_card = { $value ->
        [AGENT] l'agent de la circulation
        [P-rouge] le piéton rouge
        [P-vert] le piéton vert
        [P-bleu] le piéton bleu
        [P-jaune] le piéton jaune
        [BIC] la bicyclette
        [CYC] le cyclomoteur
        [AUTO] l'auto
        [MOTO] la moto
        [FV] la flèche verte
        [FB] la flèche bleue
        [ASS] l'assurance
        [AP] l'assurance-permis
       *[other] { $value }
    }
word-kind = { $value ->
        [passez] passez piétons
        [attendez] attendez piétons
        [piste] piste cyclable
        [autoroute] entrée d'autoroute
        [verte] flèche verte
        [bleue] flèche bleue
       *[other] { $value }
    }
# `signal:<kind>`: the tail of a follow value is a signal kind.
word-signal = { word-kind }
word-follow = { $head ->
        [signal] une carte qu'admet le signal « { $tail } »
       *[other] { $value ->
            [vehicle] n'importe quel véhicule
           *[other] { word-card }
        }
    }
table-hands_revealed = Mains révélées : une fois la partie terminée, sa feuille montre toutes les mains distribuées.
table-hands_secret = Mains secrètes : la feuille de la partie ne montre que les cartes jouées, jamais une main.
