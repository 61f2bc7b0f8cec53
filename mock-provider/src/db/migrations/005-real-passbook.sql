-- The real passbook: a transfer row carries the sender's note, and a row may be kept out of the
-- passbook while it is not yet the player's to see (a withdraw request's hold shows only once the
-- request is approved; the real server writes its wallet row at approval).
ALTER TABLE wallet_transactions ADD COLUMN transfer_note TEXT NOT NULL DEFAULT '';
ALTER TABLE wallet_transactions ADD COLUMN in_passbook INTEGER NOT NULL DEFAULT 1;
-- Win history reads each win from its wallet row, as the real server does, then finds the bid.
CREATE INDEX bids_by_win_transaction ON bids (win_transaction_id) WHERE win_transaction_id IS NOT NULL;
