-- Ratings get checks (issue 27): a rating that is not a finite number in range (±inf, an
-- absurd 1e308 whose shown value overflows) broke every leaderboard of its game. SQLite cannot add
-- a CHECK to a table, and rebuilding it would have to drop the rows that fail: triggers refuse
-- such writes instead, and rows already stored stay (the store skips them on read, and the
-- player's next rated result replaces them).
CREATE TRIGGER ratings_valid_insert BEFORE INSERT ON ratings
WHEN NOT (NEW.mu BETWEEN -10000 AND 10000 AND NEW.sigma > 0 AND NEW.sigma <= 10000
          AND NEW.rating BETWEEN -1000000 AND 1000000)
BEGIN
    SELECT RAISE(ABORT, 'CHECK constraint failed: ratings_valid');
END;
CREATE TRIGGER ratings_valid_update BEFORE UPDATE ON ratings
WHEN NOT (NEW.mu BETWEEN -10000 AND 10000 AND NEW.sigma > 0 AND NEW.sigma <= 10000
          AND NEW.rating BETWEEN -1000000 AND 1000000)
BEGIN
    SELECT RAISE(ABORT, 'CHECK constraint failed: ratings_valid');
END;
