import type { FastifyInstance } from 'fastify';
import { approvalsOf, type DepositView, type WithdrawalView } from '../../domain/control/approvals';
import { deviceAdminOf, type DeviceView } from '../../domain/control/device-admin';
import {
  playerAdminOf,
  type BidLine,
  type LedgerLine,
  type PlayerSummary,
} from '../../domain/control/player-admin';
import { statusCode } from '../../contract/players';
import { defineVerb } from './define-verb';
import { iso } from '../../contract/instants';

const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));
const asPlayer = (row: PlayerSummary) => ({ ...row, created_at: iso(row.created_at) });
const asTransaction = (row: LedgerLine) => ({ ...row, created_at: iso(row.created_at) });
const asDevice = (row: DeviceView) => ({ ...row, created_at: iso(row.created_at) });
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
  defineVerb(app, 'GET /players', async (request) => ({
    status: true as const,
    players: playerAdminOf(request.world).list().map(asPlayer),
  }));

  defineVerb(app, 'GET /players/:mobile', async (request) => {
    const detail = playerAdminOf(request.world).detail(request.params.mobile);
    return {
      status: true as const,
      player: asPlayer(detail.player),
      transactions: detail.transactions.map(asTransaction),
      bids: detail.bids.map(asBid),
    };
  });

  for (const direction of ['credit', 'debit'] as const) {
    defineVerb(app, `POST /players/:mobile/${direction}`, async (request) => {
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
    });
  }

  defineVerb(app, 'PATCH /players/:mobile', async (request) => ({
    status: true as const,
    player: asPlayer(playerAdminOf(request.world).update(request.params.mobile, request.body)),
  }));

  defineVerb(app, 'GET /players/:mobile/devices', async (request) => ({
    status: true as const,
    devices: deviceAdminOf(request.world).list(request.params.mobile).map(asDevice),
  }));

  defineVerb(app, 'PATCH /players/:mobile/devices/:device', async (request) => {
    const { mobile, device } = request.params;
    const changed = deviceAdminOf(request.world).set(mobile, device, request.body);
    return { status: true as const, device: asDevice(changed) };
  });

  defineVerb(app, 'GET /deposits', async (request) => ({
    status: true as const,
    deposits: approvalsOf(request.world).deposits(statusCode(request.query.status)).map(asRequest),
  }));

  defineVerb(app, 'POST /deposits/:id/approve', async (request) =>
    deposit(approvalsOf(request.world).approveDeposit(request.params.id, request.body.receipt)),
  );

  defineVerb(app, 'POST /deposits/:id/reject', async (request) =>
    deposit(approvalsOf(request.world).rejectDeposit(request.params.id, request.body.remark)),
  );

  defineVerb(app, 'GET /withdrawals', async (request) => ({
    status: true as const,
    withdrawals: approvalsOf(request.world)
      .withdrawals(statusCode(request.query.status))
      .map(asRequest),
  }));

  defineVerb(app, 'POST /withdrawals/:id/approve', async (request) =>
    withdrawal(
      approvalsOf(request.world).approveWithdrawal(request.params.id, request.body.receipt),
    ),
  );

  defineVerb(app, 'POST /withdrawals/:id/reject', async (request) =>
    withdrawal(approvalsOf(request.world).rejectWithdrawal(request.params.id)),
  );
}
