-- What the Android clients of the real provider read of deposits and payment details (issue 41).
-- A deposit is made by a deposit request (api-fund-request-add: kind 'request') or by a UPI app's
-- payment (api-add-money-via-upi: kind 'upi', credited at once for Google Pay and PhonePe, whose
-- `deposit_type` is then "1"). `txn_id` and `txn_ref` are what the UPI app returned (a request's
-- `txn_id` is the UTR the player typed, if any); `reject_remark` is QA's reason for a rejection.
ALTER TABLE deposit_requests ADD COLUMN kind TEXT NOT NULL DEFAULT 'request'
  CHECK (kind IN ('request', 'upi'));
ALTER TABLE deposit_requests ADD COLUMN txn_id TEXT NOT NULL DEFAULT '';
ALTER TABLE deposit_requests ADD COLUMN txn_ref TEXT NOT NULL DEFAULT '';
ALTER TABLE deposit_requests ADD COLUMN paid_upi TEXT NOT NULL DEFAULT '';
ALTER TABLE deposit_requests ADD COLUMN deposit_type TEXT NOT NULL DEFAULT '0'
  CHECK (deposit_type IN ('0', '1'));
ALTER TABLE deposit_requests ADD COLUMN reject_remark TEXT NOT NULL DEFAULT '';
-- A UPI transaction id already credited is found at once (strict refuses it twice).
CREATE INDEX deposit_requests_by_txn_id ON deposit_requests (txn_id) WHERE txn_id != '';

-- The payment slip a player uploaded for a deposit request (api-fund-payment-slip-upload): its name,
-- type, size and SHA-256, not its bytes (the simulator answers its link, it does not host images).
CREATE TABLE payment_slips (
  deposit_id INTEGER PRIMARY KEY REFERENCES deposit_requests (id),
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size >= 0),
  sha256 TEXT NOT NULL,
  uploaded_at INTEGER NOT NULL
);

-- The player's bank account, in the row that holds their UPI numbers (api-add-user-bank-details),
-- and when that row was made (payment details' `insert_date`).
ALTER TABLE payment_details ADD COLUMN bank_name TEXT NOT NULL DEFAULT '';
ALTER TABLE payment_details ADD COLUMN branch_address TEXT NOT NULL DEFAULT '';
ALTER TABLE payment_details ADD COLUMN ac_holder_name TEXT NOT NULL DEFAULT '';
ALTER TABLE payment_details ADD COLUMN ac_number TEXT NOT NULL DEFAULT '';
ALTER TABLE payment_details ADD COLUMN ifsc_code TEXT NOT NULL DEFAULT '';
ALTER TABLE payment_details ADD COLUMN created_at INTEGER;

-- A withdrawal to the bank account (payment_method 1) keeps the account it was paid to.
ALTER TABLE withdraw_requests ADD COLUMN bank_name TEXT NOT NULL DEFAULT '';
ALTER TABLE withdraw_requests ADD COLUMN branch_address TEXT NOT NULL DEFAULT '';
ALTER TABLE withdraw_requests ADD COLUMN ac_holder_name TEXT NOT NULL DEFAULT '';
ALTER TABLE withdraw_requests ADD COLUMN ac_number TEXT NOT NULL DEFAULT '';
ALTER TABLE withdraw_requests ADD COLUMN ifsc_code TEXT NOT NULL DEFAULT '';
