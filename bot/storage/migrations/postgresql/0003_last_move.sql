-- The last move's drawing data (cells visited and cells captured), so a board posted after a
-- restart or by /board still shows it. JSON object or NULL.
ALTER TABLE matches ADD COLUMN last_move TEXT CHECK (last_move IS NULL OR last_move::json IS NOT NULL);
