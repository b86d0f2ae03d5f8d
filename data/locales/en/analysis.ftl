# Issue 29: /analyse, a finished match reviewed by the computer.
analysis-queued = Analysing match #{ $match_id } ({ $game }): waiting for the computer…
analysis-progress = Analysing match #{ $match_id } ({ $game }): move { $done } of { $total }…
analysis-title = **Analysis of match #{ $match_id }** ({ $game }) by the computer, level { $level }
analysis-player = **{ $name }** ({ $colour }): accuracy { $accuracy }% · { $inaccuracies ->
    [one] { $inaccuracies } inaccuracy
   *[other] { $inaccuracies } inaccuracies
}, { $mistakes ->
    [one] { $mistakes } mistake
   *[other] { $mistakes } mistakes
}, { $blunders ->
    [one] { $blunders } blunder
   *[other] { $blunders } blunders
}
analysis-turns = Turning points (each board shows the position before the move):
analysis-turn = **{ $rank }. Move { $number }**, { $name }: { $move }{ $mark } took the win chance from { $before }% to { $after }%; better was { $best }.
analysis-no_turns = No turning point: neither player gave anything away.
analysis-no_moves = Not a move was played in this match: there is nothing to analyse.
analysis_unfinished = Match #{ $match_id } is not over yet: it can be analysed once it is finished.
analysis_hidden = A Macadam cartes match cannot be analysed: the hands are hidden, so a move's worth would only be a guess.
analysis_yours = { $n ->
    [one] Your last analysis is still being made: wait for it before asking for another.
   *[other] You already have { $n } analyses being made: wait for one of them before asking for another.
}
analysis_busy = The computer is busy analysing other players' matches: try again in a minute.
# The analysis chart (render.analysis.WORDS).
image-analysis_title = Win chance
image-analysis_blunder = Blunder
image-analysis_mistake = Mistake
