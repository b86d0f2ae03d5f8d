-- Turn clocks (issue 7). The deadline itself is the existing turn_deadline column; these add
-- the reminder sent at 75% of the turn's time and the bookkeeping of timed-out seats.
--   reminder_due_at: when the player to move is reminded (NULL: no reminder pending);
--   reminded_ply:    the ply (move-log length) whose turn was reminded: never twice per turn;
--   clock_state:     JSON object {"streak": {"<seat>": n}, "auto": [seats], "manche": m} for
--                    card tables (consecutive timeouts, seats played by default), or NULL.
ALTER TABLE matches ADD COLUMN reminder_due_at TEXT COLLATE "C";
ALTER TABLE matches ADD COLUMN reminded_ply BIGINT;
ALTER TABLE matches ADD COLUMN clock_state TEXT CHECK (clock_state IS NULL OR clock_state::json IS NOT NULL);

CREATE INDEX matches_reminder_due ON matches (reminder_due_at)
    WHERE status = 'active' AND reminder_due_at IS NOT NULL;

-- Guild default time control: NULL = bot default (3 days); 'unlimited' is stored as 1 here.
ALTER TABLE guild_settings ADD COLUMN default_unlimited BIGINT NOT NULL DEFAULT 0
    CHECK (default_unlimited IN (0, 1));
