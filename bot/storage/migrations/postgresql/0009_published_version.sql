-- The version of the match whose board the bot last put on Discord (posted or updated), or NULL
-- when it never showed one. The publisher records it with each board, so a start can tell a
-- match whose last change was committed but never shown (the bot stopped in between: a
-- computer's move, say) and post its board then, once. Boards of matches that exist already
-- were shown by the bot that ran them: they count as published.
ALTER TABLE matches ADD COLUMN published_version BIGINT CHECK (published_version IS NULL OR published_version >= 1);

UPDATE matches SET published_version = version;

-- The start's question ("which boards were never shown?") reads only the matches it concerns.
CREATE INDEX matches_unpublished ON matches (id)
    WHERE status IN ('active', 'finished') AND (published_version IS NULL OR published_version < version);
