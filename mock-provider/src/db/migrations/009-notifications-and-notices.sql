-- What the admin panel tells players (issue 41): notifications to one player, listed by
-- api-get-notification and counted unseen on the dashboard, and notices to everyone, listed by
-- api-get-notice from their date on.
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  msg TEXT NOT NULL,
  -- 1 once api-get-notification listed it.
  seen INTEGER NOT NULL DEFAULT 0 CHECK (seen IN (0, 1)),
  created_at INTEGER NOT NULL
);
CREATE INDEX notifications_by_user ON notifications (user_id, id);

CREATE TABLE notices (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  msg TEXT NOT NULL,
  -- The India date (YYYY-MM-DD) it shows from.
  date TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
