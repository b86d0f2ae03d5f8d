"""Tournaments' pure core: pairings, byes and the FIDE report file, with no Discord, storage or asyncio.

Plain data in, plain data out (frozen dataclasses); the later floors (the database, the
commands, the commit-seam subscriber) keep the state and call these functions.

Its words:
- player: a participant, by an opaque integer id (the bot's user id).
- entry: a player's place in one event (`Entry`): name, rating, the first round they are paired
  in (a late joiner's earlier rounds are half-point byes) and, once withdrawn, the last round
  they were paired in (later rounds unpaired, played games stand).
- round: one round of games (`Round`), numbered from 1.
- pairing: two players meeting in a round, white against black (`Game`), with its result once
  known (white's points; by forfeit when decided without play).
- bye: a round a player scores without a game (`Bye`, by kind): the odd player out of a Swiss
  round ("pairing": one point, never twice to one player in an event), a round missed by a late
  joiner ("half": half a point), a round-robin rest ("zero": no point, every player rests once a
  cycle).
- score: a player's points: 1 a win, 1/2 a draw, 0 a loss, plus the byes' points.
- tie-break: what orders players of equal score in the standings (FIDE C.07: `standings`).

Modules: results (the one home of `Game`, `Bye` and their kinds, which every other module
reads), model (entries, rounds of results, scores), swiss (Dutch-system pairing through
caissify-pairings, the only module that imports it), robin (Berger tables), trf (the TRF-16
export), standings (FIDE's tie-breaks), tables (the card game's seating by standings and a
table's place points).
"""
