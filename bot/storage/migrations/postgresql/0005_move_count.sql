-- The number of entries in the match's move log, kept with the match (issue 11): the service
-- takes the next move's ply from it instead of reading the whole log on every move. A save that
-- appends a move adds one in the same statement. Existing matches get the length of their log.
ALTER TABLE matches ADD COLUMN move_count BIGINT NOT NULL DEFAULT 0 CHECK (move_count >= 0);

UPDATE matches SET move_count = (SELECT count(*) FROM moves WHERE moves.match_id = matches.id);

-- clock_state names the period its timeout counts last for "round" (Game.round_of, any game)
-- rather than the card game's "manche".
UPDATE matches
    SET clock_state = ((clock_state::jsonb - 'manche') || jsonb_build_object('round', clock_state::jsonb -> 'manche'))::text
    WHERE clock_state IS NOT NULL AND json_typeof(clock_state::json) = 'object'
        AND clock_state::jsonb ? 'manche';
