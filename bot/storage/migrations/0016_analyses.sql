-- Post-game analyses (issue 29, /analyse): one per finished match and searcher level, the report
-- as JSON (``AnalysisReport.to_json``), so asking again answers at once.
CREATE TABLE analyses (
    match_id   INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    level      INTEGER NOT NULL CHECK (level BETWEEN 1 AND 8),
    report     TEXT    NOT NULL,
    created_at TEXT    NOT NULL,
    PRIMARY KEY (match_id, level)
) STRICT;
