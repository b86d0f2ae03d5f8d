-- The role whose members may manage the server's tournaments (issue 28), besides those with the
-- Manage Server permission; NULL: none.
ALTER TABLE guild_settings ADD COLUMN tournament_role BIGINT;
