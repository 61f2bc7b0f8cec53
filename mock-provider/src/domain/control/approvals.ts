import { AMOUNT_STATUS, REQUEST_STATUS, type RequestStatus } from '@panna/shared';
import type { World } from '../../worlds/world';
import { conflict, notFound } from '../../contract/control-error';
import { ledgerOf } from '../ledger';

export const APPROVAL_MESSAGES = {
  unknownDeposit: (id: string) => `Unknown deposit request ${id}`,
  unknownWithdrawal: (id: string) => `Unknown withdraw request ${id}`,
  alreadyDecided: 'Already decided',
} as const;

/** Lists answer at most this many requests, newest first. */
export const REQUEST_LIST_LIMIT = 500;

export interface DepositView {
  id: number;
  /** 'request' (api-fund-request-add) or 'upi' (api-add-money-via-upi). */
  kind: string;
  tx_request_number: string;
  mobile: string;
  name: string;
  amount: number;
  payment_method: string;
  txn_id: string;
  txn_ref: string;
  paid_upi: string;
  /** "1": credited at once by a UPI app (decided when it was made). */
  deposit_type: string;
  status: string;
  receipt: string;
  reject_remark: string;
  /** The payment slip the player uploaded, if any: what is kept of it (not its bytes). */
  slip_file: string | null;
  slip_size: number | null;
  slip_sha256: string | null;
  transaction_id: number | null;
  created_at: number;
  decided_at: number | null;
}

export interface WithdrawalView {
  id: number;
  request_number: string;
  mobile: string;
  name: string;
  amount: number;
  payment_method: number;
  paytm_number: string;
  google_pay_number: string;
  phone_pay_number: string;
  /** The bank account a method-1 request pays to; blank for the UPI methods. */
  bank_name: string;
  ac_holder_name: string;
  ac_number: string;
  ifsc_code: string;
  status: string;
  receipt: string;
  transaction_id: number;
  refund_transaction_id: number | null;
  created_at: number;
  decided_at: number | null;
}

type Row<V> = V & { user_id: number };

/**
 * Deciding deposit and withdraw requests. A deposit's money moves on approval (a credit, code 1),
 * a deposit request's and a UPI deposit's waiting for approval alike (one credited at once by
 * Google Pay or PhonePe was decided when it was made); a rejection may say why (`reject_remark`);
 * a withdrawal's was debited when requested and held out of the passbook, so approval shows that
 * debit in the passbook ("Amount Withdraw", code 2) and rejection refunds it (a credit, code 2,
 * also kept out: the player never saw the debit). Each decision is one transaction and happens
 * once.
 */
export function createApprovals(world: World) {
  const db = world.db;
  // Whole statements per table: SQL text is never assembled from names.
  const deposits = db.prepare<[string | null, string | null, number], unknown>(
    `SELECT r.*, u.mobile, u.name, s.file_name AS slip_file, s.size AS slip_size,
            s.sha256 AS slip_sha256
     FROM deposit_requests r JOIN users u ON u.id = r.user_id
       LEFT JOIN payment_slips s ON s.deposit_id = r.id
     WHERE (? IS NULL OR r.status = ?) ORDER BY r.id DESC LIMIT ?`,
  );
  const withdrawals = db.prepare<[string | null, string | null, number], unknown>(
    `SELECT r.*, u.mobile, u.name FROM withdraw_requests r JOIN users u ON u.id = r.user_id
     WHERE (? IS NULL OR r.status = ?) ORDER BY r.id DESC LIMIT ?`,
  );
  const deposit = db.prepare<[string, number, string], unknown>(
    `SELECT r.*, u.mobile, u.name, s.file_name AS slip_file, s.size AS slip_size,
            s.sha256 AS slip_sha256
     FROM deposit_requests r JOIN users u ON u.id = r.user_id
       LEFT JOIN payment_slips s ON s.deposit_id = r.id
     WHERE r.tx_request_number = ? OR r.id = ? ORDER BY r.tx_request_number = ? DESC LIMIT 1`,
  );
  const withdrawal = db.prepare<[string, number, string], unknown>(
    `SELECT r.*, u.mobile, u.name FROM withdraw_requests r JOIN users u ON u.id = r.user_id
     WHERE r.request_number = ? OR r.id = ? ORDER BY r.request_number = ? DESC LIMIT 1`,
  );
  const decideDeposit = db.prepare<
    [RequestStatus, string | null, number | null, string, number, number]
  >(
    `UPDATE deposit_requests SET status = ?, receipt = COALESCE(?, receipt), transaction_id = ?,
       reject_remark = ?, decided_at = ? WHERE id = ?`,
  );
  const showInPassbook = db.prepare<[number]>(
    'UPDATE wallet_transactions SET in_passbook = 1 WHERE id = ?',
  );
  const decideWithdrawal = db.prepare<
    [RequestStatus, string | null, number | null, number, number]
  >(
    'UPDATE withdraw_requests SET status = ?, receipt = COALESCE(?, receipt), refund_transaction_id = ?, decided_at = ? WHERE id = ?',
  );

  /** A numeric id or the request number; a number-looking request number wins over an id. */
  const numericId = (key: string) => (/^\d+$/.test(key) ? Number(key) : -1);

  const depositOf = (key: string): Row<DepositView> => {
    const row = deposit.get(key, numericId(key), key) as Row<DepositView> | undefined;
    if (!row) throw notFound(APPROVAL_MESSAGES.unknownDeposit(key));
    return row;
  };
  const withdrawalOf = (key: string): Row<WithdrawalView> => {
    const row = withdrawal.get(key, numericId(key), key) as Row<WithdrawalView> | undefined;
    if (!row) throw notFound(APPROVAL_MESSAGES.unknownWithdrawal(key));
    return row;
  };
  const pending = <T extends { status: string }>(row: T): T => {
    if (row.status !== REQUEST_STATUS.PENDING) throw conflict(APPROVAL_MESSAGES.alreadyDecided);
    return row;
  };
  const view = <V>({ user_id: _user, ...rest }: Row<V>): V => rest as V;

  return {
    deposits: (status?: RequestStatus): DepositView[] =>
      (deposits.all(status ?? null, status ?? null, REQUEST_LIST_LIMIT) as Row<DepositView>[]).map(
        view,
      ),
    withdrawals: (status?: RequestStatus): WithdrawalView[] =>
      (
        withdrawals.all(status ?? null, status ?? null, REQUEST_LIST_LIMIT) as Row<WithdrawalView>[]
      ).map(view),

    approveDeposit(key: string, receipt?: string): DepositView {
      return db.transaction(() => {
        const row = pending(depositOf(key));
        const now = world.clock.now();
        const transactionId = ledgerOf(world).post({
          userId: row.user_id,
          direction: 'credit',
          amountStatus: AMOUNT_STATUS.DEPOSIT,
          amount: row.amount,
          note: `Deposit ${row.tx_request_number} approved`,
          at: now,
        });
        decideDeposit.run(REQUEST_STATUS.APPROVED, receipt ?? null, transactionId, '', now, row.id);
        return view(depositOf(key));
      })();
    },

    /** Rejects a deposit; no money moves. `remark` is what the player's deposit list shows. */
    rejectDeposit(key: string, remark = ''): DepositView {
      return db.transaction(() => {
        const row = pending(depositOf(key));
        decideDeposit.run(REQUEST_STATUS.CANCELLED, null, null, remark, world.clock.now(), row.id);
        return view(depositOf(key));
      })();
    },

    approveWithdrawal(key: string, receipt?: string): WithdrawalView {
      return db.transaction(() => {
        const row = pending(withdrawalOf(key));
        showInPassbook.run(row.transaction_id);
        decideWithdrawal.run(
          REQUEST_STATUS.APPROVED,
          receipt ?? null,
          null,
          world.clock.now(),
          row.id,
        );
        return view(withdrawalOf(key));
      })();
    },

    /** Cancels the request and gives the held amount back. */
    rejectWithdrawal(key: string): WithdrawalView {
      return db.transaction(() => {
        const row = pending(withdrawalOf(key));
        const now = world.clock.now();
        const refundId = ledgerOf(world).post({
          userId: row.user_id,
          direction: 'credit',
          amountStatus: AMOUNT_STATUS.WITHDRAWAL,
          amount: row.amount,
          note: `Withdraw request ${row.request_number} rejected: amount refunded`,
          at: now,
          inPassbook: false,
        });
        decideWithdrawal.run(REQUEST_STATUS.CANCELLED, null, refundId, now, row.id);
        return view(withdrawalOf(key));
      })();
    },
  };
}

export function approvalsOf(world: World) {
  return world.service(createApprovals);
}
