-- Puzzles (issue 29): positions mined from a server's finished games (``engines.ai.puzzles``), each
-- once per source match and ply, with its rating (OpenSkill, as for games: ``bot.ratings``); the
-- players' puzzle ratings per server and game; attempts (the first one of a player rates, later ones
-- are practice); the matches already mined (each once); the puzzle-of-the-day channel of a server
-- the last UTC day it was posted and the
-- puzzle posted then (so it is posted once a day, whichever process gets there).
CREATE TABLE puzzles (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id   INTEGER NOT NULL,
    game       TEXT    NOT NULL CHECK (game <> ''),
    match_id   INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    ply        INTEGER NOT NULL CHECK (ply >= 0),
    puzzle     TEXT    NOT NULL CHECK (json_valid(puzzle)),
    mu         REAL    NOT NULL,
    sigma      REAL    NOT NULL CHECK (sigma > 0),
    plays      INTEGER NOT NULL DEFAULT 0 CHECK (plays >= 0),
    solves     INTEGER NOT NULL DEFAULT 0 CHECK (solves >= 0 AND solves <= plays),
    created_at TEXT    NOT NULL,
    UNIQUE (match_id, ply)
) STRICT;

CREATE INDEX puzzles_pick ON puzzles (guild_id, game, mu);

CREATE TABLE puzzle_ratings (
    guild_id   INTEGER NOT NULL,
    game       TEXT    NOT NULL CHECK (game <> ''),
    user_id    INTEGER NOT NULL,
    mu         REAL    NOT NULL,
    sigma      REAL    NOT NULL CHECK (sigma > 0),
    attempts   INTEGER NOT NULL CHECK (attempts >= 0),
    solved     INTEGER NOT NULL CHECK (solved >= 0 AND solved <= attempts),
    updated_at TEXT    NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
) STRICT;

CREATE TABLE puzzle_attempts (
    puzzle_id  INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL,
    solved     INTEGER NOT NULL CHECK (solved IN (0, 1)),
    before     INTEGER NOT NULL,
    after      INTEGER NOT NULL,
    created_at TEXT    NOT NULL,
    PRIMARY KEY (puzzle_id, user_id)
) STRICT;

CREATE INDEX puzzle_attempts_user ON puzzle_attempts (user_id, puzzle_id);

-- How far a player got in a puzzle they are solving: the solution's step they are at (their
-- moves are at even steps). A move is taken at the step stored here only, so an id of a later
-- step (forged, or a second click) moves nothing; gone when the attempt ends.
CREATE TABLE puzzle_progress (
    puzzle_id  INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL,
    step       INTEGER NOT NULL CHECK (step >= 2 AND step % 2 = 0),
    PRIMARY KEY (puzzle_id, user_id)
) STRICT, WITHOUT ROWID;

CREATE TABLE mined_matches (
    match_id   INTEGER PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    puzzles    INTEGER NOT NULL CHECK (puzzles >= 0),
    mined_at   TEXT    NOT NULL
) STRICT;

CREATE TABLE puzzle_channels (
    guild_id   INTEGER PRIMARY KEY,
    channel_id INTEGER NOT NULL,
    last_day   TEXT,
    last_puzzle INTEGER NOT NULL DEFAULT 0
) STRICT;
