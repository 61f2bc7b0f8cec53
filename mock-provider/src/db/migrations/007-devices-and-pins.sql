-- What the Android clients of the real provider rely on (issue 41): the devices a player signed
-- in on, with the two switches the admin panel sets per device (the dashboard's device_result),
-- the player's 4-digit security PIN and their notification switch.
ALTER TABLE users ADD COLUMN security_pin TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN notification_status TEXT NOT NULL DEFAULT '1';

CREATE TABLE devices (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  device_id TEXT NOT NULL,
  -- "1": the admin signed this device out; "0": it may stay signed in.
  logout_status TEXT NOT NULL DEFAULT '0' CHECK (logout_status IN ('0', '1')),
  -- "1": the device must ask for the security PIN again.
  security_pin_status TEXT NOT NULL DEFAULT '0' CHECK (security_pin_status IN ('0', '1')),
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, device_id)
);
