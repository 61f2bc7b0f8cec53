import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { approvalsOf, type DepositView, type WithdrawalView } from '../../domain/control/approvals';
import {
  playerAdminOf,
  type BidLine,
  type LedgerLine,
  type PlayerSummary,
} from '../../domain/control/player-admin';
import { iso } from './http';
import {
  AmountBody,
  Bid,
  Deposit,
  FlagsBody,
  MobileParams,
  Player,
  ReceiptBody,
  RequestParams,
  StatusQuery,
  Transaction,
  Withdrawal,
  statusCode,
} from './player-schemas';
import { FAILURES, ok, typedScope } from './typed-scope';

const PLAYER_TAGS = ['control: players'];
const MONEY_TAGS = ['control: approvals'];

const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));
const asPlayer = (row: PlayerSummary) => ({ ...row, created_at: iso(row.created_at) });
const asTransaction = (row: LedgerLine) => ({ ...row, created_at: iso(row.created_at) });
const asBid = (row: BidLine) => ({
  ...row,
  created_at: iso(row.created_at),
  settled_at: isoOrNull(row.settled_at),
});
const asRequest = <T extends DepositView | WithdrawalView>(row: T) => ({
  ...row,
  created_at: iso(row.created_at),
  decided_at: isoOrNull(row.decided_at),
});
const deposit = (row: DepositView) => ({
  status: true as const,
  msg: 'Done',
  deposit: asRequest(row),
});
const withdrawal = (row: WithdrawalView) => ({
  status: true as const,
  msg: 'Done',
  withdrawal: asRequest(row),
});

/** Players, hand-made ledger entries, and deposit and withdrawal decisions. */
export function registerPlayerControl(app: FastifyInstance): void {
  typedScope(app, (scope) => {
    scope.get('/players', {
      schema: {
        summary: 'Every player with balance and switches',
        tags: PLAYER_TAGS,
        response: { 200: ok({ players: Type.Array(Player) }) },
      },
      handler: async (request) => ({
        status: true as const,
        players: playerAdminOf(request.world).list().map(asPlayer),
      }),
    });

    scope.get('/players/:mobile', {
      schema: {
        summary: 'One player with the latest 200 ledger rows and bids, newest first',
        tags: PLAYER_TAGS,
        params: MobileParams,
        response: {
          200: ok({ player: Player, transactions: Type.Array(Transaction), bids: Type.Array(Bid) }),
          ...FAILURES,
        },
      },
      handler: async (request) => {
        const detail = playerAdminOf(request.world).detail(request.params.mobile);
        return {
          status: true as const,
          player: asPlayer(detail.player),
          transactions: detail.transactions.map(asTransaction),
          bids: detail.bids.map(asBid),
        };
      },
    });

    for (const direction of ['credit', 'debit'] as const) {
      scope.post(`/players/:mobile/${direction}`, {
        schema: {
          summary:
            direction === 'credit'
              ? 'Credit a player by hand (amount_status "1", as the admin panel\'s add fund)'
              : 'Debit a player by hand (amount_status "2"); never below a zero balance',
          tags: PLAYER_TAGS,
          params: MobileParams,
          body: AmountBody,
          response: {
            200: ok({ msg: Type.String(), player: Player, transaction_id: Type.Integer() }),
            ...FAILURES,
          },
        },
        handler: async (request) => {
          const { amount, note } = request.body;
          const done = playerAdminOf(request.world).adjust(
            request.params.mobile,
            direction,
            amount,
            note,
          );
          return {
            status: true as const,
            msg: 'Done',
            player: asPlayer(done.player),
            transaction_id: done.transaction_id,
          };
        },
      });
    }

    scope.patch('/players/:mobile', {
      schema: {
        summary: 'Set betting_status ("0" or "1") or block the player',
        tags: PLAYER_TAGS,
        params: MobileParams,
        body: FlagsBody,
        response: { 200: ok({ player: Player }), ...FAILURES },
      },
      handler: async (request) => ({
        status: true as const,
        player: asPlayer(playerAdminOf(request.world).update(request.params.mobile, request.body)),
      }),
    });

    scope.get('/deposits', {
      schema: {
        summary: 'Deposit requests, newest first',
        tags: MONEY_TAGS,
        querystring: StatusQuery,
        response: { 200: ok({ deposits: Type.Array(Deposit) }), ...FAILURES },
      },
      handler: async (request) => ({
        status: true as const,
        deposits: approvalsOf(request.world)
          .deposits(statusCode(request.query.status))
          .map(asRequest),
      }),
    });

    scope.post('/deposits/:id/approve', {
      schema: {
        summary:
          'Approve a deposit: credits the amount (amount_status "1"), status "2", optional receipt link',
        tags: MONEY_TAGS,
        params: RequestParams,
        body: ReceiptBody,
        response: { 200: ok({ msg: Type.String(), deposit: Deposit }), ...FAILURES },
      },
      handler: async (request) =>
        deposit(approvalsOf(request.world).approveDeposit(request.params.id, request.body.receipt)),
    });

    scope.post('/deposits/:id/reject', {
      schema: {
        summary: 'Reject a deposit: status "1", no money moves',
        tags: MONEY_TAGS,
        params: RequestParams,
        response: { 200: ok({ msg: Type.String(), deposit: Deposit }), ...FAILURES },
      },
      handler: async (request) =>
        deposit(approvalsOf(request.world).rejectDeposit(request.params.id)),
    });

    scope.get('/withdrawals', {
      schema: {
        summary: 'Withdraw requests, newest first',
        tags: MONEY_TAGS,
        querystring: StatusQuery,
        response: { 200: ok({ withdrawals: Type.Array(Withdrawal) }), ...FAILURES },
      },
      handler: async (request) => ({
        status: true as const,
        withdrawals: approvalsOf(request.world)
          .withdrawals(statusCode(request.query.status))
          .map(asRequest),
      }),
    });

    scope.post('/withdrawals/:id/approve', {
      schema: {
        summary:
          'Approve a withdrawal: status "2" with an optional receipt link (the amount was debited when requested)',
        tags: MONEY_TAGS,
        params: RequestParams,
        body: ReceiptBody,
        response: { 200: ok({ msg: Type.String(), withdrawal: Withdrawal }), ...FAILURES },
      },
      handler: async (request) =>
        withdrawal(
          approvalsOf(request.world).approveWithdrawal(request.params.id, request.body.receipt),
        ),
    });

    scope.post('/withdrawals/:id/reject', {
      schema: {
        summary:
          'Reject a withdrawal: status "1" and the held amount refunded (a credit, amount_status "2")',
        tags: MONEY_TAGS,
        params: RequestParams,
        response: { 200: ok({ msg: Type.String(), withdrawal: Withdrawal }), ...FAILURES },
      },
      handler: async (request) =>
        withdrawal(approvalsOf(request.world).rejectWithdrawal(request.params.id)),
    });
  });
}
