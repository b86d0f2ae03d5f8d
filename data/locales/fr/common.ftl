# Generic answers: apologies, refusals, match states (`status-*`, named by `match_not_active`).
# Counts are selectors on `$n` or `$count` with exact numbers (`[0]`, `[1]`): French's CLDR
# category `one` also covers 0, and these texts write "1" or "aucune".

player_n = Joueur { $n }
apology = Désolé, quelque chose s'est mal passé de mon côté. Le problème est noté ; réessayez.
bad_component = Cette commande n'est pas valable (je ne l'ai pas créée, ou elle est abîmée). Rien n'a changé.
bot_stopping = Je redémarre : rien n'a été fait. Réessayez dans une minute.
unknown_match = Je ne connais pas cette partie.
not_allowed = Vous ne pouvez pas utiliser cette commande ici.
not_a_member = { $name } n'est pas membre de ce serveur.
match_unavailable = La partie n°{ $match_id } ne peut pas être chargée : ses données sont abîmées. Vos autres parties ne sont pas touchées.
not_your_match = Ce n'est pas votre partie.
board_changed = Le plateau a changé avant votre action ; rien n'a été joué. Voici la position actuelle.
board_outdated = Ce plateau n'est plus à jour. Voici le plateau actuel.
match_not_active = Cette partie n'est pas en cours (elle est { $status }).
match_not_active-finished = Cette partie est terminée.
match_not_active-aborted = Cette partie a été annulée.
match_not_active-challenge = Cette partie n'a pas commencé : le défi attend une réponse.
match_not_active-declined = Ce défi a été refusé ou retiré : il n'y a pas de partie.
match_not_active-expired = Ce défi a expiré : il n'y a pas de partie.
match_not_active-lobby = Cette table n'a pas commencé : les joueurs s'y installent encore.
no_match_here = Vous n'avez pas de partie en cours ici. /parties liste les vôtres.
several_matches_here = Vous avez plusieurs parties ici : choisissez-en une avec l'option `partie`.
status-challenge = un défi en attente
status-active = en cours
status-finished = terminée
status-aborted = annulée
status-declined = refusée
status-expired = expirée
status-lobby = une table qui attend ses joueurs
