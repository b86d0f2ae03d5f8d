# Macadam (cards): the public table, the private hand, ranked results and the card engine's
# error codes (`move-<code>`, hyphenated as the engine spells them).

table-last = Action { $ply }: { $text }
table-coup = Trick { $token }/{ $signals }
table-manche = Round { $manche }/{ $manches } ·{ " " }
table-coup_signal = { " " }· signal “{ $kind }”
table-coup_follow = { " " }· to follow: { $follow }
table-counterclockwise = { " " }· counter-clockwise (green arrow)
table-manche_over = Round { $manche } is over ({ $reason }). Scores: { $scores }.
table-to_act = { $user } ({ $colour }) to play.
table-to_discard = { $user } ({ $colour }) drew a card and now puts one under the talon.
did-roll = { $who } rolled a { $value }: { $gain }.
did-draw = { $who } drew a card from the talon.
did-discard = { $who } put a card under the talon.
did-expose = { $who } exposed { $the_card }.
did-signal = { $who } put token { $token } on a “{ $kind }” signal.
did-play = { $who } played { $the_card }.
did-agent = { $who } sent an Agent to the centre and played { $the_card }.
did-pass = { $who } had no card to play: a “lose 100 points” penalty.
you-roll = You rolled a { $value }: { $gain }.
you-draw = You drew a card from the talon.
you-discard = You put { $the_card } under the talon.
you-expose = You exposed { $the_card }.
you-signal = You put token { $token } on a “{ $kind }” signal.
you-play = You played { $the_card }.
you-agent = You sent an Agent to the centre and played { $the_card }.
you-pass = You had no card to play: a “lose 100 points” penalty.
gain-ASS = an insurance ticket
gain-AP = an insurance-and-licence ticket
# A replay's band names what public words tell: no die value, no token number.
replay-action = Action { $ply }/{ $plies }: { $text }
replay-did-roll = { $who } rolled the die.
replay-did-signal = { $who } put a token on a “{ $kind }” signal.
replay-did-other = { $who }: { $notation }
gain-none = nothing won
button-hand = My hand
button-refresh = Refresh
draw_table = There are no draw offers at a table of three or more: play to the end, or resign (that ends the game for everyone on the scores so far, and you cannot win).
confirm-resign-table = Resign match #{ $match_id }? At a table of three or more this ends the game for everyone on the scores so far, and you cannot win.
hand_not_seated = You are not playing at this table, so you have no hand here. Open a table of your own with /table!
hand-title = { $n ->
        [0] **Your hand** · match #{ $match_id } · no card
        [one] **Your hand** · match #{ $match_id } · 1 card
       *[other] **Your hand** · match #{ $match_id } · { $n } cards
    }
hand-your_turn = It is your turn: choose an action in the menu (or type /move).
hand-discard = You drew a card: choose the card to put under the talon.
hand-follow = To follow: { $follow }.
hand-waiting = Waiting for { $user } ({ $colour }).
hand-over = The game is over.
hand-changed = The table changed before your action arrived; nothing was played. Here is your hand now.
select-action = Choose an action
select-action_page = Choose an action ({ $page }/{ $pages })
actions-page = { $n } actions: here are { $first } to { $last } (page { $page }/{ $pages }).
action-roll = Roll the die (you may win an insurance)
action-draw = Draw the talon's top card, then put one under it
action-discard = Put { $the_card } under the talon
action-expose = Expose { $the_card } in front of you
action-signal = Put the token on a “{ $kind }” signal
action-play = Play { $the_card }
action-agent = Send an Agent to the centre and play { $the_card }
action-pass = Take a “lose 100 points” penalty
result-ranked = { $winner } wins with { $points } points ({ $reason }; { $tiebreak }). Scores: { $scores }.
result-ranked--plain = { $winner } wins with { $points } points ({ $reason }). Scores: { $scores }.
result-shared = Shared victory: { $winner }, { $points } points each ({ $reason }; { $tiebreak }). Scores: { $scores }.
result-shared--plain = Shared victory: { $winner }, { $points } points each ({ $reason }). Scores: { $scores }.
result-and = { " " }and{ " " }
reason-all-signals = all the signals are covered
reason-hand-emptied = a player laid down every card after the talon ran out
reason-agreed = stopped by agreement
reason-resigned = { $who } resigned
tiebreak-score = the highest score wins
tiebreak-pietons = tied on points: the most pedestrians laid wins
tiebreak-point-cards = tied on points and pedestrians: the most cards with points wins
tiebreak-penalties = tied on points, pedestrians and cards with points: the fewest penalties wins
tiebreak-shared = tied on every count: the victory is shared
move-unknown-verb = “{ $verb }” is not an action. Actions: roll, draw, discard, expose, signal, play, agent, pass (French verbs work too: dé, pioche, défausse, exposer, joue, passe).
move-unknown-card = There is no card “{ $card }”. Cards: AGENT, P-rouge, P-vert, P-bleu, P-jaune, BIC, CYC, AUTO, MOTO, FV, FB, ASS, AP.
move-unknown-signal = There is no signal “{ $kind }”. Signals: passez, attendez, piste, autoroute, verte, bleue.
move-missing-argument = “{ $verb }” needs { $wanted ->
        [card] a card (for example P-rouge, BIC, AGENT)
        [kind] a signal (passez, attendez, piste, autoroute, verte or bleue)
       *[other] { $wanted }
    } after it.
move-extra-argument = Too many words after “{ $verb }”: roll, draw and pass take nothing (nobody chooses the die), the other actions one card or one signal.
move-not-a-move = This is not an action of this game.
move-discard-pending = You drew a card: first put one card of your hand under the talon (discard).
move-no-draw = You can discard only right after drawing from the talon.
move-not-leader = Only the leader of the trick may { $verb ->
        [draw] draw from the talon
        [expose] expose an insurance card
        [signal] place the token on a signal
       *[other] { $verb }
    }.
move-after-signal = The token is placed: play your card now (too late to { $verb ->
        [roll] roll the die
        [draw] draw
        [expose] expose an insurance card
        [signal] place another token
       *[other] { $verb }
    }).
move-already-done = You have already { $verb ->
        [roll] rolled the die this turn
        [draw] drawn a card this trick
        [expose] exposed an insurance card this trick
       *[other] { $verb }
    }.
move-roll-not-needed = No need to roll: you already hold every licence still to be won.
move-talon-empty = The talon is empty: there is nothing to draw.
move-not-insurance = Only an insurance or an insurance-and-licence card is exposed this way, not a { $card }.
move-signal-covered = Every “{ $kind }” signal is covered already: choose another one.
move-signal-unsatisfiable = You have no card the “{ $kind }” signal admits: choose a signal you can play a card for.
move-signal-first = Place this trick's token on a signal first (for example `signal passez`).
move-not-admitted = The signal of this trick does not admit this card ({ $card }).
move-must-follow = You have a card that follows ({ $follow }): you must play it.
move-must-follow--card = This card ({ $card }) does not follow: you must play { $follow }.
move-no-licence = This card ({ $card }) needs a licence you do not hold (an insurance for a moped, an insurance-and-licence for a car or a motorbike).
move-no-agent = You have no traffic Agent.
move-agent-needs-points-card = An Agent brings a card with points (a pedestrian or a vehicle), not a { $card }.
move-card-not-in-hand = You have no { $card } in your hand.
move-illegal-move = This action is not allowed now.

# The words of the card game: engine ids given as parameters (`card`, `kind`, `follow`) in words.
# A parameter `x` whose message `word-x` exists is shown through it with `$value` (the id); an id
# `head:tail` also gives `$head` and `$tail` (the tail shown through `word-<head>` when there is one).

word-card = { $value ->
        [AGENT] traffic Agent
        [P-rouge] red pedestrian
        [P-vert] green pedestrian
        [P-bleu] blue pedestrian
        [P-jaune] yellow pedestrian
        [BIC] bicycle
        [CYC] moped
        [AUTO] car
        [MOTO] motorbike
        [FV] green arrow
        [FB] blue arrow
        [ASS] insurance
        [AP] insurance-and-licence
       *[other] { $value }
    }
# The same card with its article, inside a sentence ("played the moped").
word-the_card = { $value ->
        [AGENT] the traffic Agent
        [P-rouge] the red pedestrian
        [P-vert] the green pedestrian
        [P-bleu] the blue pedestrian
        [P-jaune] the yellow pedestrian
        [BIC] the bicycle
        [CYC] the moped
        [AUTO] the car
        [MOTO] the motorbike
        [FV] the green arrow
        [FB] the blue arrow
        [ASS] the insurance
        [AP] the insurance-and-licence
       *[other] { $value }
    }
word-kind = { $value ->
        [passez] pedestrians cross
        [attendez] pedestrians wait
        [piste] cycle lane
        [autoroute] motorway entry
        [verte] green arrow
        [bleue] blue arrow
       *[other] { $value }
    }
# `signal:<kind>`: the tail of a follow value is a signal kind.
word-signal = { word-kind }
word-follow = { $head ->
        [signal] any card the “{ $tail }” signal admits
       *[other] { $value ->
            [vehicle] any vehicle
           *[other] { word-card }
        }
    }
table-hands_revealed = Hands revealed: once the game is over, the match's record shows every hand that was dealt.
table-hands_secret = Hands kept secret: the match's record shows only the cards played, never a hand.
