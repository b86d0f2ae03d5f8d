-- Rematches (issue 14): the match a finished one's Rematch button started, set in the same
-- transaction that creates it, so two presses (or two processes) start one rematch only.
ALTER TABLE matches ADD COLUMN rematch_id BIGINT CHECK (rematch_id IS NULL OR rematch_id >= 1);
