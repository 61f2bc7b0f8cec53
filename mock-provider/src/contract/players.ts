import { DeviceRow, REQUEST_STATUS, type RequestStatus } from '@panna/shared';
import { Type } from 'typebox';
import { MAX_BALANCE } from './limits';
import { Instant, Nullable, ok, verbs } from './common';

export const Player = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  mobile: Type.String(),
  wallet: Type.Integer(),
  betting_status: Type.String({ description: '"1" may bet' }),
  blocked: Type.Boolean(),
  created_at: Instant,
});
export const Transaction = Type.Object({
  id: Type.Integer(),
  transaction_type: Type.String({ description: '"1" credit, "2" debit' }),
  amount_status: Type.String({
    description: 'What moved the money (docs/protocol.md); admin credit "1", admin debit "2"',
  }),
  amount: Type.Integer(),
  balance_after: Type.Integer(),
  note: Type.String(),
  created_at: Instant,
});
export const Bid = Type.Object({
  id: Type.Integer(),
  game_id: Type.Integer(),
  game_name: Type.String(),
  kind: Type.String(),
  session_date: Type.String(),
  label: Type.String(),
  session: Type.String(),
  digits: Type.String(),
  closedigits: Type.String(),
  points: Type.Integer(),
  status: Type.String({ description: 'pending, won or lost' }),
  win_amount: Type.Integer(),
  created_at: Instant,
  settled_at: Nullable(Instant),
});
const requestFields = {
  id: Type.Integer(),
  mobile: Type.String(),
  name: Type.String(),
  amount: Type.Integer(),
  status: Type.String({ description: '"0" pending, "1" cancelled, "2" approved' }),
  receipt: Type.String(),
  created_at: Instant,
  decided_at: Nullable(Instant),
};
export const Deposit = Type.Object({
  ...requestFields,
  kind: Type.String({
    description: '"request" (api-fund-request-add) or "upi" (api-add-money-via-upi)',
  }),
  tx_request_number: Type.String(),
  payment_method: Type.String({
    description: '"UPI", or the UPI app: Google Pay, Phone Pe, Others',
  }),
  txn_id: Type.String({ description: "The UPI app's transaction id (a request's: the UTR sent)" }),
  txn_ref: Type.String(),
  paid_upi: Type.String(),
  deposit_type: Type.String({ description: '"1" credited at once (Google Pay, PhonePe)' }),
  reject_remark: Type.String(),
  slip_file: Nullable(Type.String({ description: "The payment slip's stored name" })),
  slip_size: Nullable(Type.Integer()),
  slip_sha256: Nullable(Type.String()),
  transaction_id: Nullable(Type.Integer()),
});
export const Withdrawal = Type.Object({
  ...requestFields,
  request_number: Type.String(),
  payment_method: Type.Integer({
    description:
      '1 the bank account, 2 Google Pay, 3 Paytm, 4 PhonePe; 0 when the request named none (real profile)',
  }),
  paytm_number: Type.String(),
  google_pay_number: Type.String(),
  phone_pay_number: Type.String(),
  bank_name: Type.String(),
  ac_holder_name: Type.String(),
  ac_number: Type.String({ description: 'The bank account paid to (payment_method 1)' }),
  ifsc_code: Type.String(),
  transaction_id: Type.Integer({ description: 'The debit made when requested' }),
  refund_transaction_id: Nullable(Type.Integer()),
});

/**
 * A device a player signed in on, as the provider lists it (the apps' device_result: logout_status
 * "1" signed out by the admin, security_pin_status "1" asks for the PIN again), and when it was
 * first listed.
 */
export const Device = Type.Object({ ...DeviceRow.properties, created_at: Instant });
const Switch = Type.Union([Type.Literal('0'), Type.Literal('1')]);

const MobileParams = Type.Object({ mobile: Type.String({ minLength: 1, maxLength: 20 }) });
const DeviceParams = Type.Object({
  mobile: Type.String({ minLength: 1, maxLength: 20 }),
  device: Type.String({ minLength: 1, maxLength: 200, description: 'The device_id, URL-encoded' }),
});
const DeviceBody = Type.Object(
  { logout_status: Type.Optional(Switch), security_pin_status: Type.Optional(Switch) },
  { additionalProperties: false },
);
const RequestParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 40, description: 'Numeric id or the request number' }),
});
const AmountBody = Type.Object(
  {
    amount: Type.Integer({ minimum: 1, maximum: MAX_BALANCE }),
    note: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
const FlagsBody = Type.Object(
  {
    betting_status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
    blocked: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
const ReceiptBody = Type.Object(
  {
    receipt: Type.Optional(Type.String({ maxLength: 500, description: 'A payment receipt link' })),
  },
  { additionalProperties: false },
);
const RemarkBody = Type.Object(
  {
    remark: Type.Optional(
      Type.String({ maxLength: 200, description: "Why: the player's deposit list shows it" }),
    ),
  },
  { additionalProperties: false },
);
const STATUS_WORDS = {
  pending: REQUEST_STATUS.PENDING,
  cancelled: REQUEST_STATUS.CANCELLED,
  rejected: REQUEST_STATUS.CANCELLED,
  approved: REQUEST_STATUS.APPROVED,
} as const satisfies Record<string, RequestStatus>;
type StatusWord = RequestStatus | keyof typeof STATUS_WORDS;
const StatusQuery = Type.Object(
  {
    status: Type.Optional(
      Type.Unsafe<StatusWord>(
        Type.Union(
          ['0', '1', '2', ...Object.keys(STATUS_WORDS)].map((s) => Type.Literal(s)),
          { description: 'A code or pending, rejected, approved' },
        ),
      ),
    ),
  },
  { additionalProperties: false },
);

export const statusCode = (status: StatusWord | undefined): RequestStatus | undefined =>
  status === undefined
    ? undefined
    : ((STATUS_WORDS as Record<string, RequestStatus>)[status] ?? (status as RequestStatus));

const Adjusted = ok({ msg: Type.String(), player: Player, transaction_id: Type.Integer() });

/** Players and hand-made ledger entries. */
export const PLAYER_VERBS = verbs('control: players', {
  'GET /players': {
    summary: 'Every player with balance and switches',
    answer: ok({ players: Type.Array(Player) }),
  },
  'GET /players/:mobile': {
    summary: 'One player with the latest 200 ledger rows and bids, newest first',
    params: MobileParams,
    answer: ok({ player: Player, transactions: Type.Array(Transaction), bids: Type.Array(Bid) }),
  },
  'POST /players/:mobile/credit': {
    summary: 'Credit a player by hand (amount_status "1", as the admin panel\'s add fund)',
    params: MobileParams,
    body: AmountBody,
    answer: Adjusted,
  },
  'POST /players/:mobile/debit': {
    summary: 'Debit a player by hand (amount_status "2"); never below a zero balance',
    params: MobileParams,
    body: AmountBody,
    answer: Adjusted,
  },
  'PATCH /players/:mobile': {
    summary: 'Set betting_status ("0" or "1") or block the player',
    params: MobileParams,
    body: FlagsBody,
    answer: ok({ player: Player }),
  },
  'GET /players/:mobile/devices': {
    summary:
      "The devices the player signed in on, newest first, with their switches (the apps' device_result)",
    params: MobileParams,
    answer: ok({ devices: Type.Array(Device) }),
  },
  'PATCH /players/:mobile/devices/:device': {
    summary:
      'Set a device\'s switches, as the admin panel does: logout_status "1" signs it out, security_pin_status "1" asks it for the PIN again',
    params: DeviceParams,
    body: DeviceBody,
    answer: ok({ device: Device }),
  },
});

const OneDeposit = ok({ msg: Type.String(), deposit: Deposit });
const OneWithdrawal = ok({ msg: Type.String(), withdrawal: Withdrawal });

/** Deposit and withdrawal decisions. */
export const APPROVAL_VERBS = verbs('control: approvals', {
  'GET /deposits': {
    summary: 'Deposit requests, newest first',
    query: StatusQuery,
    answer: ok({ deposits: Type.Array(Deposit) }),
  },
  'POST /deposits/:id/approve': {
    summary:
      'Approve a deposit: credits the amount (amount_status "1"), status "2", optional receipt link',
    params: RequestParams,
    body: ReceiptBody,
    answer: OneDeposit,
  },
  'POST /deposits/:id/reject': {
    summary: 'Reject a deposit: status "1", no money moves, an optional remark',
    params: RequestParams,
    body: RemarkBody,
    answer: OneDeposit,
  },
  'GET /withdrawals': {
    summary: 'Withdraw requests, newest first',
    query: StatusQuery,
    answer: ok({ withdrawals: Type.Array(Withdrawal) }),
  },
  'POST /withdrawals/:id/approve': {
    summary:
      'Approve a withdrawal: status "2" with an optional receipt link (the amount was debited when requested)',
    params: RequestParams,
    body: ReceiptBody,
    answer: OneWithdrawal,
  },
  'POST /withdrawals/:id/reject': {
    summary:
      'Reject a withdrawal: status "1" and the held amount refunded (a credit, amount_status "2")',
    params: RequestParams,
    answer: OneWithdrawal,
  },
});
