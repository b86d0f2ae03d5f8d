# /matches and /rules.

matches-none = You have no open match.
matches-title = Your open matches
matches-line = #{ $match_id } **{ $game }** vs { $opponent }: { $state } { $link }
matches-choice = #{ $match_id } { $game } vs { $opponent } ({ $state })
matches-your_turn = your turn
matches-their_turn = their turn
matches-challenge = challenge pending
rules-missing = The rules of { $game } are not available in this language yet.
rules-title = Rules: { $game }
rules-page = page { $page }/{ $pages }
