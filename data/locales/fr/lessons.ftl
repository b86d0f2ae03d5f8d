# Issue 29 : apprendre de ses erreurs, les leçons privées sous une analyse.
lesson-learn = Apprendre de ses erreurs
lesson-question = **Leçon { $number } sur { $total }** · Coup { $move_number } : vous avez joué { $played }{ $mark } Trouvez un meilleur coup.
lesson-select = Votre coup
lesson-select_page = Votre coup (page { $page } sur { $pages })
lesson-retry = Vous avez essayé { $tried }. Pas celui-là : essayez encore.
lesson-good_best = Bien joué ! { $tried } est le coup que l'ordinateur choisit lui-même.
lesson-good = Bien joué ! { $tried } préserve vos chances (l'ordinateur préférait { $best }).
lesson-answer = Vous avez essayé { $tried }. Pas celui-là non plus : le meilleur coup était **{ $best }**.
lesson-next = Leçon suivante
lesson-summary = Fin des leçons : vous avez trouvé { $found ->
    [one] { $found } meilleur coup
   *[other] { $found } meilleurs coups
} sur { $total }.
lesson_not_a_player = Les leçons de la partie n°{ $match_id } sont pour ses joueurs : vous pouvez lire son analyse, mais vous ne l'avez pas jouée.
lesson_none = Vous n'avez commis aucune erreur qui mérite une leçon dans la partie n°{ $match_id } : bien joué !
lesson_stale = Cette leçon ne correspond plus à l'analyse de la partie n°{ $match_id } : appuyez de nouveau sur « Apprendre de ses erreurs ».
lesson_not_yours = Cette leçon est celle de l'autre joueur de la partie n°{ $match_id } : appuyez sur « Apprendre de ses erreurs » pour les vôtres.
