-- A per-player counter that moves with every change to what the player's bid history shows (new,
-- edited or removed bids; settlement does not move it). The token check reads it with the player,
-- so a bid history answer can be kept until the player's bids change.
ALTER TABLE users ADD COLUMN bids_version INTEGER NOT NULL DEFAULT 0;

CREATE TRIGGER bids_version_on_insert AFTER INSERT ON bids
BEGIN
  UPDATE users SET bids_version = bids_version + 1 WHERE id = NEW.user_id;
END;
CREATE TRIGGER bids_version_on_delete AFTER DELETE ON bids
BEGIN
  UPDATE users SET bids_version = bids_version + 1 WHERE id = OLD.user_id;
END;
CREATE TRIGGER bids_version_on_update
AFTER UPDATE OF user_id, market_id, session_date, label, session, digits, closedigits, points ON bids
BEGIN
  UPDATE users SET bids_version = bids_version + 1 WHERE id IN (OLD.user_id, NEW.user_id);
END;
