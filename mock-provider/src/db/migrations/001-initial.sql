-- Points are integers everywhere. Times are epoch milliseconds of the simulator's clock;
-- dates are India calendar dates as YYYY-MM-DD.

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  mobile TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL DEFAULT '',
  password_hash TEXT NOT NULL,
  token TEXT UNIQUE,
  betting_status TEXT NOT NULL DEFAULT '1',
  blocked INTEGER NOT NULL DEFAULT 0,
  -- The balance is a cache of the ledger, kept in the same transaction as every ledger row.
  wallet INTEGER NOT NULL DEFAULT 0 CHECK (wallet >= 0),
  failed_logins INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

CREATE TABLE wallet_transactions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  transaction_type TEXT NOT NULL CHECK (transaction_type IN ('1', '2')),
  amount_status TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  note TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX wallet_transactions_by_user ON wallet_transactions (user_id, id);

-- The simulated SMS: every OTP sent.
CREATE TABLE otp_outbox (
  id INTEGER PRIMARY KEY,
  mobile TEXT NOT NULL,
  otp TEXT NOT NULL,
  purpose TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE INDEX otp_outbox_by_mobile ON otp_outbox (mobile, sent_at);

CREATE TABLE markets (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('main', 'starline', 'gali')),
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1
);

-- One row per weekday a market plays. Minutes count from the session date's midnight (India) and
-- may pass 1440: a close of 1445 is 00:05 the next morning. Starline and Gali take bids until
-- their open time, so for them close_minutes equals open_minutes.
CREATE TABLE market_schedule (
  market_id INTEGER NOT NULL REFERENCES markets (id) ON DELETE CASCADE,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  open_minutes INTEGER NOT NULL CHECK (open_minutes >= 0),
  close_minutes INTEGER NOT NULL CHECK (close_minutes >= open_minutes),
  PRIMARY KEY (market_id, weekday)
);

CREATE TABLE holidays (
  market_id INTEGER NOT NULL REFERENCES markets (id) ON DELETE CASCADE,
  date TEXT NOT NULL,
  PRIMARY KEY (market_id, date)
);

-- Main: open_pana and close_pana. Starline: open_pana. Gali: jodi.
CREATE TABLE results (
  market_id INTEGER NOT NULL REFERENCES markets (id) ON DELETE CASCADE,
  date TEXT NOT NULL,
  open_pana TEXT,
  close_pana TEXT,
  jodi TEXT,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (market_id, date)
);

CREATE TABLE bids (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  market_id INTEGER NOT NULL REFERENCES markets (id),
  -- The debit that paid for the whole submission this row belongs to.
  transaction_id INTEGER NOT NULL REFERENCES wallet_transactions (id),
  -- The market session's date (Disawar's early-morning result belongs to the previous day).
  session_date TEXT NOT NULL,
  label TEXT NOT NULL,
  session TEXT NOT NULL,
  digits TEXT NOT NULL,
  closedigits TEXT NOT NULL DEFAULT '',
  points INTEGER NOT NULL CHECK (points > 0),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'won', 'lost')),
  win_amount INTEGER NOT NULL DEFAULT 0,
  win_transaction_id INTEGER REFERENCES wallet_transactions (id),
  settled_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX bids_by_user ON bids (user_id, session_date);
CREATE INDEX bids_by_market ON bids (market_id, session_date, status);

CREATE TABLE withdraw_requests (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  request_number TEXT NOT NULL UNIQUE,
  amount INTEGER NOT NULL CHECK (amount > 0),
  payment_method INTEGER NOT NULL,
  paytm_number TEXT NOT NULL DEFAULT '',
  google_pay_number TEXT NOT NULL DEFAULT '',
  phone_pay_number TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT '0' CHECK (status IN ('0', '1', '2')),
  receipt TEXT NOT NULL DEFAULT '',
  transaction_id INTEGER NOT NULL REFERENCES wallet_transactions (id),
  refund_transaction_id INTEGER REFERENCES wallet_transactions (id),
  created_at INTEGER NOT NULL,
  decided_at INTEGER
);
CREATE INDEX withdraw_requests_by_user ON withdraw_requests (user_id, id);

CREATE TABLE deposit_requests (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  payment_method TEXT NOT NULL DEFAULT 'UPI',
  tx_request_number TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT '0' CHECK (status IN ('0', '1', '2')),
  receipt TEXT NOT NULL DEFAULT '',
  transaction_id INTEGER REFERENCES wallet_transactions (id),
  created_at INTEGER NOT NULL,
  decided_at INTEGER
);
CREATE INDEX deposit_requests_by_user ON deposit_requests (user_id, id);

CREATE TABLE payment_details (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  paytm_number TEXT NOT NULL DEFAULT '',
  google_pay_number TEXT NOT NULL DEFAULT '',
  phone_pay_number TEXT NOT NULL DEFAULT ''
);

-- Provider settings as JSON values; defaults live in domain/settings.ts.
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
