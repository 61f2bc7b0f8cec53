import {
  AMOUNT_STATUS,
  DEPOSIT_TYPE,
  FUND_STATUS,
  MSG,
  REQUEST_STATUS,
  TRANSACTION_TYPE,
  formatDatabaseTime,
  formatInsertTime,
  formatListDate,
  indiaDateKey,
  type DepositRequest,
  type FundRequestHistoryRecord,
  type FundRequestLedgerRecord,
  type FundRequestRecord,
  type FundStatus,
  type RequestStatus,
  type UploadedFile,
} from '@panna/shared';
import type { World } from '../../worlds/world';
import { MAX_BALANCE } from '../../contract/limits';
import { BalanceLimitExceeded, ledgerOf } from '../ledger';
import { refuse, wholeAmount, type Outcome } from '../outcome';
import { settingsOf } from '../settings';
import { enforces } from '../strict-notes';
import { isNobody, type Player } from '../users';
import { FUNDS_MESSAGES, newRequestNumber } from './funds';
import { HISTORY_LIMIT } from './history';
import { phpLooseEquals } from './php';

export const DEPOSIT_MESSAGES = {
  // The real server's (spelling and all).
  upiCredited: 'Points Added Successfully',
  upiPending: 'Points Added Successfully. Please Wait for admin Approval',
  historyFound: 'Fund Request History Data',
  historyEmpty: 'Data Not Available',
  slipUploaded: 'Payment Slip Uploded Successfully.',
  noFundRequest: 'Fund Request ID Not Available',
  slipInvalid: 'File type invalid',
  // The simulator's own: a credit never takes a balance past the largest.
  balanceFull: `This deposit would take the balance past ${MAX_BALANCE}, the most a wallet holds`,
  // strict only.
  txnIdUsed: 'This UPI transaction id was already credited',
} as const;

/**
 * The largest slip file taken: PHP's default `upload_max_filesize` (2 MB), past which the real
 * server's upload fails, and so answers as for a file of the wrong type.
 */
export const SLIP_FILE_LIMIT = 2 * 1024 * 1024;

/** The UPI app that paid a deposit, by the flag the client set: how the real server names it. */
export type UpiApp = 'Google Pay' | 'Phone Pe' | 'Others';

/** Google Pay and PhonePe deposits are credited at once; any other app's waits for approval. */
const isInstant = (app: UpiApp) => app !== 'Others';

/** Where the slips are said to be: the real server's upload folder, under the world's base. */
export const UPLOADS_PATH = '/uploads/file/';

interface DepositRow {
  id: number;
  user_id: number;
  kind: 'request' | 'upi';
  amount: number;
  payment_method: string;
  tx_request_number: string;
  txn_id: string;
  txn_ref: string;
  paid_upi: string;
  deposit_type: string;
  reject_remark: string;
  status: RequestStatus;
  receipt: string;
  created_at: number;
  decided_at: number | null;
  slip: string | null;
}

/** The deposit order of a request's status (REQUEST_STATUS is the withdraw order). */
const FUND_STATUS_OF: Record<RequestStatus, FundStatus> = {
  [REQUEST_STATUS.PENDING]: FUND_STATUS.PENDING,
  [REQUEST_STATUS.APPROVED]: FUND_STATUS.APPROVED,
  [REQUEST_STATUS.CANCELLED]: FUND_STATUS.REJECTED,
};

const asDeposit = (row: DepositRow): DepositRequest => ({
  id: String(row.id),
  user_id: String(row.user_id),
  amount: String(row.amount),
  tx_request_number: row.tx_request_number,
  txn_id: row.txn_id,
  txn_ref: row.txn_ref,
  insert_date: formatDatabaseTime(row.created_at),
  payment_method: row.payment_method,
  paid_upi: row.paid_upi,
  fund_status: FUND_STATUS_OF[row.status],
  deposit_type: row.deposit_type,
  reject_remark: row.reject_remark,
  payment_receipt: row.receipt,
  request_status: row.status,
});

const asFundRequest = (row: DepositRow): FundRequestRecord => ({
  fund_request_id: String(row.id),
  request_amount: String(row.amount),
  request_number: row.tx_request_number,
  request_status: row.status,
  insert_date: formatListDate(indiaDateKey(row.created_at)),
});

/** A decided request as a passbook row, for the public client that reads the history so. */
const asLedgerRecord = (row: DepositRow): FundRequestLedgerRecord => ({
  transaction_type: TRANSACTION_TYPE.CREDIT,
  transaction_note: `Deposit ${row.tx_request_number} ${row.status === REQUEST_STATUS.APPROVED ? 'approved' : 'rejected'}`,
  amount: String(row.amount),
  insert_date: formatInsertTime(row.decided_at ?? row.created_at),
});

/** A slip's stored name: the request's id and the file's hash, with its kind's extension. */
const slipName = (depositId: number, file: UploadedFile, kind: 'jpg' | 'png') =>
  `slip-${depositId}-${file.sha256.slice(0, 12)}.${kind}`;

/** The kind of image a file's first bytes and its name say it is, if they agree on one. */
function imageKind(file: UploadedFile): 'jpg' | 'png' | undefined {
  const extension = /\.([A-Za-z]+)$/.exec(file.filename)?.[1]?.toLowerCase() ?? '';
  const head = file.head.toLowerCase();
  if (['jpg', 'jpeg'].includes(extension) && head.startsWith('ffd8ff')) return 'jpg';
  if (extension === 'png' && head.startsWith('89504e470d0a1a0a')) return 'png';
  return undefined;
}

/**
 * Deposits: requests the player files after paying (api-fund-request-add), deposits a UPI app
 * paid (api-add-money-via-upi), and the slips attached to requests. Money moves through the ledger
 * only: at once for a Google Pay or PhonePe UPI deposit (in the same transaction as its row), else
 * when the control plane approves (approvals.ts). Every deposit row is listed by
 * api-get-auto-deposit-list; the fund-request calls read the requests only, as the real server's
 * fund-request table holds no UPI deposits.
 */
export function createDeposits(world: World) {
  const db = world.db;
  const rows = db.prepare<[number, number], DepositRow>(
    `SELECT r.*, s.file_name AS slip FROM deposit_requests r
       LEFT JOIN payment_slips s ON s.deposit_id = r.id
     WHERE r.user_id = ? ORDER BY r.id DESC LIMIT ?`,
  );
  const lastPending = db.prepare<[number], DepositRow>(
    `SELECT r.*, NULL AS slip FROM deposit_requests r
     WHERE r.user_id = ? AND r.kind = 'request' AND r.status = '0' ORDER BY r.id DESC LIMIT 1`,
  );
  const decided = db.prepare<[number, number], DepositRow>(
    `SELECT r.*, s.file_name AS slip FROM deposit_requests r
       LEFT JOIN payment_slips s ON s.deposit_id = r.id
     WHERE r.user_id = ? AND r.kind = 'request' AND r.status != '0' ORDER BY r.id DESC LIMIT ?`,
  );
  const ownRequest = db.prepare<[number, number], DepositRow>(
    `SELECT r.*, NULL AS slip FROM deposit_requests r
     WHERE r.id = ? AND r.user_id = ? AND r.kind = 'request'`,
  );
  const numberTaken = db.prepare<[string], { id: number }>(
    'SELECT id FROM deposit_requests WHERE tx_request_number = ?',
  );
  const txnIdUsed = db.prepare<[string], { id: number }>(
    "SELECT id FROM deposit_requests WHERE txn_id = ? AND kind = 'upi' LIMIT 1",
  );
  const insert = db.prepare<
    [
      number,
      string,
      number,
      string,
      string,
      string,
      string,
      string,
      string,
      RequestStatus,
      number | null,
      number,
      number | null,
    ]
  >(
    `INSERT INTO deposit_requests (user_id, kind, amount, payment_method, tx_request_number, txn_id,
       txn_ref, paid_upi, deposit_type, status, transaction_id, created_at, decided_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const saveSlip = db.prepare<[number, string, string, number, string, number]>(
    `INSERT INTO payment_slips (deposit_id, file_name, content_type, size, sha256, uploaded_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (deposit_id) DO UPDATE SET file_name = excluded.file_name,
       content_type = excluded.content_type, size = excluded.size, sha256 = excluded.sha256,
       uploaded_at = excluded.uploaded_at`,
  );

  const requestNumber = () => newRequestNumber((n) => numberTaken.get(n) !== undefined);

  /** The amount as taken, or why not: whole, strict's limits, never past the largest balance. */
  const checkedAmount = (value: number | string): Outcome<{ amount: number }> => {
    const amount = wholeAmount(value);
    if (amount === undefined) return refuse(FUNDS_MESSAGES.invalidAmount);
    const { minDeposit, maxDeposit } = settingsOf(world).all();
    const outside =
      amount < minDeposit
        ? FUNDS_MESSAGES.depositBelowMinimum(minDeposit)
        : amount > maxDeposit
          ? FUNDS_MESSAGES.depositAboveMaximum(maxDeposit)
          : undefined;
    if (outside && enforces(world, 'depositLimits', outside)) return refuse(outside);
    if (amount > MAX_BALANCE) return refuse(FUNDS_MESSAGES.depositTooLarge);
    return { ok: true, amount };
  };

  return {
    /** Every deposit of the player, newest first (api-get-auto-deposit-list). */
    list: (user: Player): DepositRequest[] => rows.all(user.id, HISTORY_LIMIT).map(asDeposit),
    /** The player's latest pending deposit request, if any. */
    lastPendingRequest: (user: Player): FundRequestRecord | undefined => {
      const row = lastPending.get(user.id);
      return row && asFundRequest(row);
    },
    /**
     * The player's decided deposit requests, newest first, with each one's slip or receipt link
     * (else the bare upload folder, as the real server answers a request without a file).
     */
    decidedRequests(
      user: Player,
      uploadsUrl: string,
    ): { records: FundRequestHistoryRecord[]; ledger: FundRequestLedgerRecord[] } {
      const found = decided.all(user.id, HISTORY_LIMIT);
      return {
        records: found.map((row) => ({
          fund_request_id: String(row.id),
          request_amount: String(row.amount),
          request_number: row.tx_request_number,
          request_status: row.status,
          fund_payment_receipt: row.slip ? uploadsUrl + row.slip : row.receipt || uploadsUrl,
          insert_date: formatListDate(indiaDateKey(row.created_at)),
        })),
        ledger: found.map(asLedgerRecord),
      };
    },

    /**
     * A pending deposit request: money moves only when the control plane approves it. strict keeps
     * it within the deposit limits; both keep it within MAX_BALANCE, as more could never be
     * approved. `utr` (the UPI reference a public client sends) is kept as its `txn_id`. A token
     * no player holds gets "UnAuthorized request": there is nobody to credit (the real server
     * files it under user 0).
     */
    addRequest(
      user: Player,
      amountValue: number | string,
      utr: string | null | undefined,
    ): Outcome<{ id: number }> {
      if (isNobody(user)) return refuse(MSG.UNAUTHORIZED);
      const checked = checkedAmount(amountValue);
      if (!checked.ok) return checked;
      const id = Number(
        insert.run(
          user.id,
          'request',
          checked.amount,
          'UPI',
          requestNumber(),
          (utr ?? '').trim(),
          '',
          '',
          DEPOSIT_TYPE.AWAITING_APPROVAL,
          REQUEST_STATUS.PENDING,
          null,
          world.clock.now(),
          null,
        ).lastInsertRowid,
      );
      return { ok: true, id };
    },

    /**
     * A deposit a UPI app paid. Google Pay and PhonePe are credited at once (a ledger row, code 19,
     * `Points added via UPI Tx ID {txn_id}`, in the same transaction as the deposit row, which is
     * approved and `deposit_type` "1"); any other app's waits for the control plane. The real
     * server checks nothing: the simulator takes whole amounts only, never past the largest
     * balance; strict also keeps the deposit limits and takes a UPI transaction id once.
     */
    addViaUpi(
      user: Player,
      sent: {
        amount: number | string;
        txnId: string;
        txnRef: string;
        paidUpi: string;
        app: UpiApp;
      },
    ): Outcome<{ msg: string }> {
      if (isNobody(user)) return refuse(MSG.UNAUTHORIZED);
      const checked = checkedAmount(sent.amount);
      if (!checked.ok) return checked;
      const { amount } = checked;
      if (
        sent.txnId !== '' &&
        txnIdUsed.get(sent.txnId) &&
        enforces(world, 'depositLimits', DEPOSIT_MESSAGES.txnIdUsed)
      )
        return refuse(DEPOSIT_MESSAGES.txnIdUsed);
      const now = world.clock.now();
      const instant = isInstant(sent.app);
      try {
        db.transaction(() => {
          const transactionId = instant
            ? ledgerOf(world).post({
                userId: user.id,
                direction: 'credit',
                amountStatus: AMOUNT_STATUS.UPI_DEPOSIT,
                amount,
                note: `Points added via UPI Tx ID ${sent.txnId}`,
                at: now,
              })
            : null;
          insert.run(
            user.id,
            'upi',
            amount,
            sent.app,
            requestNumber(),
            sent.txnId,
            sent.txnRef,
            sent.paidUpi,
            instant ? DEPOSIT_TYPE.INSTANT : DEPOSIT_TYPE.AWAITING_APPROVAL,
            instant ? REQUEST_STATUS.APPROVED : REQUEST_STATUS.PENDING,
            transactionId,
            now,
            instant ? now : null,
          );
        })();
      } catch (error) {
        if (error instanceof BalanceLimitExceeded) return refuse(DEPOSIT_MESSAGES.balanceFull);
        throw error;
      }
      return {
        ok: true,
        msg: instant ? DEPOSIT_MESSAGES.upiCredited : DEPOSIT_MESSAGES.upiPending,
      };
    },

    /**
     * Attaches a payment slip to one of the player's deposit requests (replacing an earlier one).
     * The real server needs the request's id first, then a JPEG or PNG (its name and its bytes
     * agree) within PHP's upload limit. Only the file's name, type, size and hash are kept.
     */
    attachSlip(
      user: Player,
      fundRequestId: string | number | undefined,
      file: UploadedFile | undefined,
    ): Outcome<{ requestStatus: string }> {
      const id = Number(fundRequestId);
      // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator: ids start at 1; no row has 0, a negative or a fraction. This keeps NaN from the query.
      const row = Number.isSafeInteger(id) && id > 0 ? ownRequest.get(id, user.id) : undefined;
      if (!row) return refuse(DEPOSIT_MESSAGES.noFundRequest);
      const kind = file && file.size <= SLIP_FILE_LIMIT ? imageKind(file) : undefined;
      if (!file || !kind) return refuse(DEPOSIT_MESSAGES.slipInvalid);
      saveSlip.run(
        row.id,
        slipName(row.id, file, kind),
        file.content_type,
        file.size,
        file.sha256,
        world.clock.now(),
      );
      return { ok: true, requestStatus: row.status };
    },
  };
}

export function depositsOf(world: World) {
  return world.service(createDeposits);
}

type Flag = string | number | null | undefined;

/** The app a UPI deposit names by its flags (`== 1`, as PHP reads them), Google Pay first. */
export function upiAppOf(flags: { upigpay?: Flag; upiphonepe?: Flag }): UpiApp {
  const set = (flag: Flag) => phpLooseEquals(flag ?? null, '1');
  return set(flags.upigpay) ? 'Google Pay' : set(flags.upiphonepe) ? 'Phone Pe' : 'Others';
}
