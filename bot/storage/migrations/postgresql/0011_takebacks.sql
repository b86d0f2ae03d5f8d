-- Takebacks (issue 14): the seat asking to take its last move back (NULL: no request), and the
-- move log's takeback entries. A takeback never deletes a row: it appends an entry that undoes
-- the last ``takeback`` moves still standing (0: an ordinary move), so the log keeps the whole story.
ALTER TABLE matches ADD COLUMN takeback_seat BIGINT CHECK (takeback_seat IS NULL OR takeback_seat >= 0);
ALTER TABLE moves ADD COLUMN takeback BIGINT NOT NULL DEFAULT 0 CHECK (takeback BETWEEN 0 AND 2);
