# Issue 31 : /confidentialité, ce que le bot garde sur l'auteur de la commande et sa suppression (toujours en privé).
name-privacy = confidentialité
text-what-the-bot-keeps-about-you = Ce que le bot garde à votre sujet, et sa suppression
privacy-heading = Voici ce que je garde à votre sujet, sous votre identifiant Discord :
privacy-finished = { $count ->
        [one] Vous avez pris part à { $count } partie terminée.
       *[other] Vous avez pris part à { $count } parties terminées.
    }
privacy-moves = { $count ->
        [one] { $count } coup que vous avez joué est gardé avec sa partie (pour l'afficher, l'exporter et la revoir).
       *[other] { $count } coups que vous avez joués sont gardés avec leurs parties (pour les afficher, les exporter et les revoir).
    }
privacy-running = { $count ->
        [one] Vous jouez { $count } partie en ce moment.
       *[other] Vous jouez { $count } parties en ce moment.
    }
privacy-challenges = { $count ->
        [one] Vous avez { $count } défi ou place à une table en attente.
       *[other] Vous avez { $count } défis ou places à une table en attente.
    }
privacy-ratings = { $count ->
        [one] Vous avez { $count } classement (un par jeu et par serveur).
       *[other] Vous avez { $count } classements (un par jeu et par serveur).
    }
privacy-rated_results = { $count ->
        [one] { $count } résultat classé garde la variation de votre classement.
       *[other] { $count } résultats classés gardent la variation de votre classement.
    }
privacy-tournaments = { $count ->
        [one] Vous avez { $count } inscription à un tournoi.
       *[other] Vous avez { $count } inscriptions à des tournois.
    }
privacy-puzzle_ratings = { $count ->
        [one] Vous avez { $count } classement aux problèmes.
       *[other] Vous avez { $count } classements aux problèmes.
    }
privacy-puzzle_attempts = { $count ->
        [one] { $count } essai de problème est enregistré à votre nom.
       *[other] { $count } essais de problèmes sont enregistrés à votre nom.
    }
privacy-settings = Vos réglages (votre langue, la manière dont je vous préviens de votre tour) sont enregistrés.
privacy-offer = Appuyez sur « Supprimer mes données » pour les faire supprimer.
privacy-nothing = Je ne garde rien à votre sujet : ni partie, ni classement, ni réglage, ni problème.
privacy-delete = Supprimer mes données
privacy-confirm_heading = Confirmez-vous ? Supprimer vos données va :
privacy-will_resign = { $count ->
        [one] abandonner la partie que vous jouez en ce moment (votre adversaire en est averti, comme pour tout abandon) ;
       *[other] abandonner les { $count } parties que vous jouez en ce moment (vos adversaires en sont avertis, comme pour tout abandon) ;
    }
privacy-will_remove = effacer vos classements, vos réglages, vos défis et places à une table en attente, vos inscriptions aux tournois pas encore commencés, ainsi que vos classements et essais de problèmes ;
privacy-will_keep = garder entières vos parties terminées pour les autres joueurs, votre place y étant nommée « joueur supprimé » sur chaque feuille de partie (/exporter) et dans chaque animation (/revoir).
privacy-cannot_undo = Cette suppression est définitive.
privacy-confirm = Confirmer
privacy-cancel = Annuler
privacy-cancelled = Rien n'a été supprimé : vos données restent telles quelles.
privacy-done = C'est fait : vos données sont supprimées. Vos parties terminées nomment désormais votre place « joueur supprimé ».
privacy-done_resigned = { $count ->
        [one] { $count } partie en cours a d'abord été abandonnée.
       *[other] { $count } parties en cours ont d'abord été abandonnées.
    }
privacy_not_yours = Ces boutons sont à la personne qui a lancé /confidentialité : lancez /confidentialité pour voir vos propres données. Rien n'a changé.
privacy_nothing_left = Il ne reste rien à supprimer : lancez /confidentialité pour voir ce que je garde à votre sujet.
privacy_stale = Vos parties ont changé depuis cette confirmation ; rien n'a été supprimé. Relancez /confidentialité.
