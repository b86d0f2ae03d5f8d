-- Computer players (issue 12): the seats the computer plays and at which level, as the JSON
-- object {"<seat>": level} (level 1..8), or NULL when every seat is a person. A computer seat's
-- user id in seats is the bot's own.
ALTER TABLE matches ADD COLUMN computers TEXT CHECK (computers IS NULL OR computers::json IS NOT NULL);
