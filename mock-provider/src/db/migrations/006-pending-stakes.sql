-- What each player has staked and still pending, per market, session date and bid label, kept by
-- triggers on bids: a submission checks in one short read that a declaration could pay every win
-- its player could have there (bid-checks.ts, winningsError), however many bids came before.
CREATE TABLE pending_stakes (
  user_id INTEGER NOT NULL,
  market_id INTEGER NOT NULL,
  session_date TEXT NOT NULL,
  label TEXT NOT NULL,
  points INTEGER NOT NULL CHECK (points > 0),
  PRIMARY KEY (user_id, market_id, session_date, label)
);

INSERT INTO pending_stakes (user_id, market_id, session_date, label, points)
SELECT user_id, market_id, session_date, label, SUM(points) FROM bids WHERE status = 'pending'
GROUP BY user_id, market_id, session_date, label;

CREATE TRIGGER pending_stakes_on_insert AFTER INSERT ON bids WHEN NEW.status = 'pending'
BEGIN
  INSERT INTO pending_stakes (user_id, market_id, session_date, label, points)
  VALUES (NEW.user_id, NEW.market_id, NEW.session_date, NEW.label, NEW.points)
  ON CONFLICT (user_id, market_id, session_date, label) DO UPDATE SET points = points + excluded.points;
END;

CREATE TRIGGER pending_stakes_on_delete AFTER DELETE ON bids WHEN OLD.status = 'pending'
BEGIN
  DELETE FROM pending_stakes
  WHERE user_id = OLD.user_id AND market_id = OLD.market_id AND session_date = OLD.session_date
    AND label = OLD.label AND points = OLD.points;
  UPDATE pending_stakes SET points = points - OLD.points
  WHERE user_id = OLD.user_id AND market_id = OLD.market_id AND session_date = OLD.session_date
    AND label = OLD.label AND points > OLD.points;
END;

-- Settled (pending to won or lost), reverted (back to pending), or edited: out with the old row's
-- stake (a stake that was only this bid's goes), in with the new one's.
CREATE TRIGGER pending_stakes_on_update
AFTER UPDATE OF user_id, market_id, session_date, label, points, status ON bids
BEGIN
  DELETE FROM pending_stakes
  WHERE OLD.status = 'pending' AND user_id = OLD.user_id AND market_id = OLD.market_id
    AND session_date = OLD.session_date AND label = OLD.label AND points = OLD.points;
  UPDATE pending_stakes SET points = points - OLD.points
  WHERE OLD.status = 'pending' AND user_id = OLD.user_id AND market_id = OLD.market_id
    AND session_date = OLD.session_date AND label = OLD.label AND points > OLD.points;
  INSERT INTO pending_stakes (user_id, market_id, session_date, label, points)
  SELECT NEW.user_id, NEW.market_id, NEW.session_date, NEW.label, NEW.points
  WHERE NEW.status = 'pending'
  ON CONFLICT (user_id, market_id, session_date, label) DO UPDATE SET points = points + excluded.points;
END;
