# Issue 29: Learn from your mistakes, the private lessons under an analysis.
lesson-learn = Learn from your mistakes
lesson-question = **Lesson { $number } of { $total }** · Move { $move_number }: you played { $played }{ $mark } Find a better move.
lesson-select = Your move
lesson-select_page = Your move (page { $page } of { $pages })
lesson-retry = You tried { $tried }. Not that one: try again.
lesson-good_best = Good move! { $tried } is the computer's own choice.
lesson-good = Good move! { $tried } keeps your chances (the computer preferred { $best }).
lesson-answer = You tried { $tried }. Not that one either: the better move was **{ $best }**.
lesson-next = Next lesson
lesson-summary = End of the lessons: you found { $found } of { $total ->
    [one] { $total } better move.
   *[other] { $total } better moves.
}
lesson_not_a_player = The lessons of match #{ $match_id } are for its players: you may read its analysis, but you did not play it.
lesson_none = You made no mistake worth a lesson in match #{ $match_id }: well played!
lesson_stale = This lesson no longer matches the analysis of match #{ $match_id }: press “Learn from your mistakes” again.
lesson_not_yours = This lesson belongs to the other player of match #{ $match_id }: press “Learn from your mistakes” for your own.
