-- Tournaments (issue 28): the event, its entries, rounds, pairings and their results. Every change
-- bumps the tournament's version (optimistic writes, as for matches). A round is paired once: its
-- number is unique per tournament and its boards are inserted in the transaction that creates it.
-- ``format``: 'swiss', 'round-robin' or 'tables' (rounds at tables of 3 to 6: the card game); ``rounds`` the rounds
-- planned (NULL for a round robin until it starts: its entries decide); ``days`` per move.
CREATE TABLE tournaments (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    thread_id   INTEGER,
    creator_id  INTEGER NOT NULL,
    game        TEXT    NOT NULL CHECK (game <> ''),
    format      TEXT    NOT NULL CHECK (format IN ('swiss', 'round-robin', 'tables')),
    rounds      INTEGER CHECK (rounds IS NULL OR rounds >= 1),
    days        INTEGER NOT NULL CHECK (days >= 1),
    rated       INTEGER NOT NULL CHECK (rated IN (0, 1)),
    max_entries INTEGER CHECK (max_entries IS NULL OR max_entries >= 2),
    starts_at   TEXT,
    status      TEXT    NOT NULL CHECK (status IN ('planned', 'running', 'finished', 'cancelled')),
    options     TEXT    NOT NULL CHECK (json_valid(options)),
    version     INTEGER NOT NULL CHECK (version >= 1),
    created_at  TEXT    NOT NULL,
    updated_at  TEXT    NOT NULL
) STRICT;

CREATE INDEX tournaments_guild ON tournaments (guild_id, status);
CREATE INDEX tournaments_start ON tournaments (starts_at) WHERE status = 'planned' AND starts_at IS NOT NULL;

-- ``joined_round``: 1 from the start, later for a late joiner (the rounds before are byes);
-- ``withdrawn_round``: the first round the player is no longer paired in.
CREATE TABLE tournament_entries (
    tournament_id   INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    user_id         INTEGER NOT NULL,
    joined_round    INTEGER NOT NULL CHECK (joined_round >= 1),
    withdrawn_round INTEGER CHECK (withdrawn_round IS NULL OR withdrawn_round >= 1),
    seed            INTEGER CHECK (seed IS NULL OR seed >= 1),
    rating          INTEGER,
    joined_at       TEXT    NOT NULL,
    PRIMARY KEY (tournament_id, user_id)
) STRICT, WITHOUT ROWID;

CREATE TABLE tournament_rounds (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    number        INTEGER NOT NULL CHECK (number >= 1),
    status        TEXT    NOT NULL CHECK (status IN ('pairing', 'playing', 'done')),
    deadline      TEXT,
    created_at    TEXT    NOT NULL,
    PRIMARY KEY (tournament_id, number)
) STRICT, WITHOUT ROWID;

-- One board of a round: a game of two, a bye (one seat, ``bye`` its kind), or a card table. Its
-- players are its seats (below). ``score``: the first seat's half-points (0, 1, 2) of a game of
-- two; a card table's result is its seats' places; ``decided_at`` is set once, with the result.
CREATE TABLE tournament_pairings (
    tournament_id INTEGER NOT NULL,
    round         INTEGER NOT NULL,
    board         INTEGER NOT NULL CHECK (board >= 1),
    bye           TEXT    CHECK (bye IS NULL OR bye IN ('pairing', 'half', 'zero')),
    match_id      INTEGER REFERENCES matches (id) ON DELETE SET NULL,
    score         INTEGER CHECK (score IS NULL OR score IN (0, 1, 2)),
    forfeit       INTEGER NOT NULL DEFAULT 0 CHECK (forfeit IN (0, 1)),
    decided_at    TEXT,
    PRIMARY KEY (tournament_id, round, board),
    FOREIGN KEY (tournament_id, round) REFERENCES tournament_rounds (tournament_id, number) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

CREATE UNIQUE INDEX tournament_pairings_match ON tournament_pairings (match_id) WHERE match_id IS NOT NULL;

-- ``user_id`` NULL: a computer's seat (card tables filled up); an entrant sits once per round.
CREATE TABLE tournament_seats (
    tournament_id INTEGER NOT NULL,
    round         INTEGER NOT NULL,
    board         INTEGER NOT NULL,
    seat          INTEGER NOT NULL CHECK (seat >= 0),
    user_id       INTEGER,
    place         INTEGER CHECK (place IS NULL OR place >= 1),
    PRIMARY KEY (tournament_id, round, board, seat),
    FOREIGN KEY (tournament_id, round, board) REFERENCES tournament_pairings (tournament_id, round, board)
        ON DELETE CASCADE,
    FOREIGN KEY (tournament_id, user_id) REFERENCES tournament_entries (tournament_id, user_id)
) STRICT, WITHOUT ROWID;

CREATE UNIQUE INDEX tournament_seats_player ON tournament_seats (tournament_id, round, user_id)
    WHERE user_id IS NOT NULL;

-- Two entrants a manager asked never to pair together (``user_a < user_b``); gone when one leaves.
CREATE TABLE tournament_forbidden (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    user_a        INTEGER NOT NULL,
    user_b        INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, user_a, user_b),
    CHECK (user_a < user_b),
    FOREIGN KEY (tournament_id, user_a) REFERENCES tournament_entries (tournament_id, user_id) ON DELETE CASCADE,
    FOREIGN KEY (tournament_id, user_b) REFERENCES tournament_entries (tournament_id, user_id) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
