-- A player's data on request (issue 31, /privacy): a player who deletes their data leaves their
-- finished matches behind under a *deleted player* marker instead of their Discord id. The marker
-- is the negative of this table's id (a Discord id is never negative), one per deletion, so two
-- deleted players of one tournament stay two entrants; it names nobody: nothing here links it back.
CREATE TABLE deleted_players (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    deleted_at TEXT    NOT NULL
) STRICT;
