-- Timer sweeps (turns past their deadline, expired challenges) read only the open matches
-- that have a deadline. Queries spell the status literally so that the planner can use these.
CREATE INDEX matches_turn_deadline ON matches (turn_deadline)
    WHERE status = 'active' AND turn_deadline IS NOT NULL;

CREATE INDEX matches_challenge_expiry ON matches (challenge_expires_at)
    WHERE status = 'challenge' AND challenge_expires_at IS NOT NULL;
