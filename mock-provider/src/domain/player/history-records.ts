/** The wire records of the history lists, from the rows the history queries read. */
import {
  formatInsertTime,
  formatWinTime,
  type BidRecord,
  type MarketKind,
  type WalletTransaction,
  type WinRecord,
  type WithdrawRequest,
} from '@panna/shared';
import { NO_METHOD } from './upi';

/**
 * The number of a wallet row (`tx_request_number`; a bid's `bid_tx_id` is its debit's): a 7-digit
 * number, as the real server's are, made from the row's id so the two always match.
 */
export const txNumber = (transactionId: number): string => String(1_000_000 + transactionId);

/** How the real server prints a win's time: Starline with seconds and AM/PM, the others without. */
const WIN_TIME: Record<MarketKind, (ms: number) => string> = {
  main: formatWinTime,
  starline: formatInsertTime,
  gali: formatWinTime,
};

export interface BidRow {
  game_name: string;
  label: string;
  session: string;
  digits: string;
  closedigits: string;
  points: number;
  transaction_id: number;
  created_at: number;
}

export interface WinRow {
  game_name: string;
  label: string;
  session: string;
  digits: string;
  closedigits: string;
  transaction_id: number;
  amount: number;
  transaction_type: string;
  note: string;
  amount_status: string;
  created_at: number;
}

export interface LedgerRow {
  id: number;
  transaction_type: string;
  note: string;
  transfer_note: string;
  amount: number;
  amount_status: string;
  created_at: number;
}

export const asBid = (row: BidRow): BidRecord => ({
  game_name: row.game_name,
  pana: row.label,
  session: row.session,
  digits: row.digits,
  closedigits: row.closedigits,
  points: String(row.points),
  bid_tx_id: txNumber(row.transaction_id),
  bid_date: formatInsertTime(row.created_at),
});

export const asTransaction = (row: LedgerRow): WalletTransaction => ({
  transaction_id: String(row.id),
  amount: String(row.amount),
  transaction_type: row.transaction_type,
  transaction_note: row.note,
  transfer_note: row.transfer_note,
  amount_status: row.amount_status,
  insert_date: formatInsertTime(row.created_at),
  tx_request_number: txNumber(row.id),
});

export interface WithdrawRow {
  id: number;
  request_number: string;
  amount: number;
  payment_method: number;
  status: string;
  created_at: number;
  receipt: string;
  paytm_number: string;
  google_pay_number: string;
  phone_pay_number: string;
  bank_name: string;
  branch_address: string;
  ac_holder_name: string;
  ac_number: string;
  ifsc_code: string;
}

export const asWin =
  (kind: MarketKind) =>
  (row: WinRow): WinRecord => ({
    amount: String(row.amount),
    transaction_type: row.transaction_type,
    transaction_note: row.note,
    amount_status: row.amount_status,
    tx_request_number: txNumber(row.transaction_id),
    wining_date: WIN_TIME[kind](row.created_at),
    game_name: row.game_name,
    pana: row.label,
    session: row.session,
    digits: row.digits,
    closedigits: row.closedigits,
  });

export const asWithdrawal = (row: WithdrawRow): WithdrawRequest => ({
  withdraw_request_id: String(row.id),
  request_amount: String(row.amount),
  request_number: row.request_number,
  request_status: row.status,
  payment_method: row.payment_method === NO_METHOD ? '' : String(row.payment_method),
  // The bank account a method-1 request pays to; blank for the UPI methods.
  bank_name: row.bank_name,
  branch_address: row.branch_address,
  ac_holder_name: row.ac_holder_name,
  ac_number: row.ac_number,
  ifsc_code: row.ifsc_code,
  paytm_number: row.paytm_number,
  google_pay_number: row.google_pay_number,
  phone_pay_number: row.phone_pay_number,
  remark: '',
  payment_receipt: row.receipt,
  insert_date: formatInsertTime(row.created_at),
});
