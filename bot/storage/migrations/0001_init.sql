-- Initial schema: matches, their seats and append-only move log, guild and user settings.
-- Times are UTC text 'YYYY-MM-DDTHH:MM:SS.ffffffZ' (fixed width, so text order is time order).
-- Ids are Discord snowflakes or SQLite rowids, all 64-bit INTEGERs.

-- AUTOINCREMENT so a match id (carried in button custom ids) is never reused.
CREATE TABLE matches (
    id                   INTEGER PRIMARY KEY AUTOINCREMENT,
    game                 TEXT    NOT NULL CHECK (game <> ''),
    options              TEXT    NOT NULL CHECK (json_valid(options)),
    state                TEXT    NOT NULL CHECK (json_valid(state)),
    version              INTEGER NOT NULL CHECK (version >= 1),
    status               TEXT    NOT NULL CHECK (status IN
                             ('challenge', 'active', 'finished', 'aborted', 'declined', 'expired')),
    result               TEXT    CHECK (result IS NULL OR json_valid(result)),
    guild_id             INTEGER NOT NULL,
    channel_id           INTEGER NOT NULL,
    thread_id            INTEGER,
    message_id           INTEGER,
    challenge_message_id INTEGER,
    created_at           TEXT    NOT NULL,
    updated_at           TEXT    NOT NULL,
    turn_deadline        TEXT,
    challenge_expires_at TEXT,
    draw_offer_seat      INTEGER CHECK (draw_offer_seat IS NULL OR draw_offer_seat >= 0)
) STRICT;

CREATE INDEX matches_channel ON matches (channel_id);
CREATE INDEX matches_thread ON matches (thread_id) WHERE thread_id IS NOT NULL;

CREATE TABLE seats (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL CHECK (seat >= 0),
    user_id  INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat)
) STRICT, WITHOUT ROWID;

CREATE INDEX seats_user ON seats (user_id, match_id);

CREATE TABLE moves (
    match_id   INTEGER NOT NULL,
    ply        INTEGER NOT NULL CHECK (ply >= 0),
    seat       INTEGER NOT NULL,
    notation   TEXT    NOT NULL,
    created_at TEXT    NOT NULL,
    PRIMARY KEY (match_id, ply),
    FOREIGN KEY (match_id, seat) REFERENCES seats (match_id, seat) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

CREATE TRIGGER moves_append_only BEFORE UPDATE ON moves
BEGIN
    SELECT RAISE(ABORT, 'moves are append-only');
END;

CREATE TABLE guild_settings (
    guild_id     INTEGER PRIMARY KEY,
    language     TEXT,
    default_days INTEGER CHECK (default_days IS NULL OR default_days > 0)
) STRICT;

CREATE TABLE user_settings (
    user_id  INTEGER PRIMARY KEY,
    language TEXT,
    ping     TEXT
) STRICT;
