-- Whole records (issue 14): a move whose public text hides part of it (a card table's discard)
-- keeps its full notation here, so the match can be replayed for its record and its replay.
-- Never shown: what is public stays in ``notation``. NULL when the public text is the whole move.
ALTER TABLE moves ADD COLUMN hidden TEXT CHECK (hidden IS NULL OR hidden <> '');
