-- Wins a revert could not take back because the player had already spent them (settlement.ts):
-- owed by the player for that market and date, and taken from their next win there before
-- anything is credited, so a result declared again never pays twice.
CREATE TABLE owed_wins (
  user_id INTEGER NOT NULL REFERENCES users (id),
  market_id INTEGER NOT NULL REFERENCES markets (id),
  date TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  PRIMARY KEY (user_id, market_id, date)
);
