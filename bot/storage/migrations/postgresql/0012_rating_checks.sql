-- Ratings get checks (issue 27): a rating that is not a finite number in range (NaN, which
-- `sigma > 0` let through, ±Infinity, an absurd 1e308 whose shown value overflows) broke every
-- leaderboard of its game. NaN and Infinity compare above every number in PostgreSQL, so the
-- upper bounds refuse them. NOT VALID: rows already stored stay (the store skips them on read,
-- and the player's next rated result replaces them), as on SQLite.
ALTER TABLE ratings ADD CONSTRAINT ratings_valid CHECK (
    mu BETWEEN -10000 AND 10000 AND sigma > 0 AND sigma <= 10000 AND rating BETWEEN -1000000 AND 1000000
) NOT VALID;
