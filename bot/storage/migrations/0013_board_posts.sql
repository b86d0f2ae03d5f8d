-- The board the publisher is about to post or update, per match (issue 27): recorded before the
-- request to Discord, so a start after a crash between that request and ``published_version``
-- looks for that board on Discord (its image is named after the match and the version) instead
-- of posting it again, pinging the player twice.
CREATE TABLE board_posts (
    match_id INTEGER PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    version  INTEGER NOT NULL CHECK (version >= 1)
) STRICT;
