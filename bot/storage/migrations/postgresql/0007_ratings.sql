-- Ratings (issue 14): one row per player, per game and per server, written in the transaction
-- that records a rated match's result, and one row per seat of every rated match (the change it
-- made) for profiles and to rate a match once. ``rating`` is the shown value (1500 scale), kept
-- as a column so the leaderboard reads an index instead of scanning.
CREATE TABLE ratings (
    guild_id   BIGINT           NOT NULL,
    game       TEXT             NOT NULL CHECK (game <> ''),
    user_id    BIGINT           NOT NULL,
    mu         DOUBLE PRECISION NOT NULL,
    sigma      DOUBLE PRECISION NOT NULL CHECK (sigma > 0),
    rating     BIGINT           NOT NULL,
    games      BIGINT           NOT NULL CHECK (games >= 0),
    wins       BIGINT           NOT NULL CHECK (wins >= 0),
    draws      BIGINT           NOT NULL CHECK (draws >= 0),
    losses     BIGINT           NOT NULL CHECK (losses >= 0),
    streak     BIGINT           NOT NULL,
    updated_at TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
);

CREATE INDEX ratings_board ON ratings (guild_id, game, rating DESC, games DESC, user_id);

CREATE TABLE rating_changes (
    match_id   BIGINT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat       BIGINT NOT NULL CHECK (seat >= 0),
    guild_id   BIGINT NOT NULL,
    game       TEXT   NOT NULL,
    user_id    BIGINT NOT NULL,
    outcome    TEXT   NOT NULL CHECK (outcome IN ('win', 'draw', 'loss')),
    before     BIGINT NOT NULL,
    after      BIGINT NOT NULL,
    created_at TEXT   COLLATE "C" NOT NULL,
    PRIMARY KEY (match_id, seat)
);

CREATE INDEX rating_changes_player ON rating_changes (guild_id, user_id, game, created_at DESC, match_id DESC);

-- A server may let matches against the computer count (off by default).
ALTER TABLE guild_settings ADD COLUMN rate_computer BIGINT NOT NULL DEFAULT 0 CHECK (rate_computer IN (0, 1));
