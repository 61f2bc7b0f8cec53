import { REQUEST_STATUS, type RequestStatus } from '@panna/shared';
import { Type, type TSchema } from 'typebox';
import { MAX_BALANCE } from '../../domain/ledger';
import { Instant } from './typed-scope';

/** Schemas of the player, ledger and request routes (players.ts). */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

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
    description: 'What moved the money (PROTOCOL.md); admin credit "1", admin debit "2"',
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
  tx_request_number: Type.String(),
  payment_method: Type.String(),
  transaction_id: Nullable(Type.Integer()),
});
export const Withdrawal = Type.Object({
  ...requestFields,
  request_number: Type.String(),
  payment_method: Type.Integer({ description: '2 Google Pay, 3 Paytm, 4 PhonePe' }),
  paytm_number: Type.String(),
  google_pay_number: Type.String(),
  phone_pay_number: Type.String(),
  transaction_id: Type.Integer({ description: 'The debit made when requested' }),
  refund_transaction_id: Nullable(Type.Integer()),
});

export const MobileParams = Type.Object({ mobile: Type.String({ minLength: 1, maxLength: 20 }) });
export const RequestParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 40, description: 'Numeric id or the request number' }),
});
export const AmountBody = Type.Object(
  {
    amount: Type.Integer({ minimum: 1, maximum: MAX_BALANCE }),
    note: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export const FlagsBody = Type.Object(
  {
    betting_status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
    blocked: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const ReceiptBody = Type.Object(
  {
    receipt: Type.Optional(Type.String({ maxLength: 500, description: 'A payment receipt link' })),
  },
  { additionalProperties: false },
);
const STATUS_WORDS: Record<string, RequestStatus> = {
  pending: REQUEST_STATUS.PENDING,
  cancelled: REQUEST_STATUS.CANCELLED,
  rejected: REQUEST_STATUS.CANCELLED,
  approved: REQUEST_STATUS.APPROVED,
};
export const StatusQuery = Type.Object(
  {
    status: Type.Optional(
      Type.Union(
        ['0', '1', '2', ...Object.keys(STATUS_WORDS)].map((s) => Type.Literal(s)),
        { description: 'A code or pending, rejected, approved' },
      ),
    ),
  },
  { additionalProperties: false },
);

export const statusCode = (status: string | undefined): RequestStatus | undefined =>
  status === undefined ? undefined : (STATUS_WORDS[status] ?? (status as RequestStatus));
