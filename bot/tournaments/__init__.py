"""Tournaments (issue 28): the pure pieces an event is computed from.

Nothing here reads Discord, the storage or the clock: :mod:`bot.tournaments.results` holds the
plain types of a round's outcome, :mod:`bot.tournaments.standings` ranks the players with FIDE's
tie-breaks (handbook C.07, 2023), :mod:`bot.tournaments.tables` seats the card game's rounds
and gives a table's places their points.
"""
