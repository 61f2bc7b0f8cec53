import type { MarketKind } from '@panna/shared';
import type { FastifyInstance } from 'fastify';
import { HISTORY_MESSAGES, historyOf, parseRange } from '../../domain/history';
import { defineEndpoint } from './define';

const BID_HISTORY = {
  main: 'api-bid-history-data',
  starline: 'api-starline-bid-history-data',
  gali: 'api-galidisawar-bid-history-data',
} as const satisfies Record<MarketKind, string>;

const WIN_HISTORY = {
  main: 'api-wining-history-data',
  starline: 'api-starline-wining-history-data',
} as const;

const ok = HISTORY_MESSAGES.ok;

export function registerHistory(app: FastifyInstance): void {
  for (const kind of ['main', 'starline', 'gali'] as const) {
    defineEndpoint(app, BID_HISTORY[kind], ({ body, world, user }) => {
      const range = parseRange(body.bid_from, body.bid_to);
      if ('msg' in range) return { status: false, msg: range.msg };
      return {
        status: true,
        msg: ok,
        bid_data: historyOf(world).bids(user, kind, range.from, range.to),
      };
    });
  }
  for (const kind of ['main', 'starline'] as const) {
    defineEndpoint(app, WIN_HISTORY[kind], ({ body, world, user }) => {
      const range = parseRange(body.date_from, body.date_to);
      if ('msg' in range) return { status: false, msg: range.msg };
      return {
        status: true,
        msg: ok,
        win_data: historyOf(world).wins(user, kind, range.from, range.to),
      };
    });
  }
  // Gali wins travel under both keys: public clients read bid_data.
  defineEndpoint(app, 'api-galidisawar-wining-history-data', ({ body, world, user }) => {
    const range = parseRange(body.date_from, body.date_to);
    if ('msg' in range) return { status: false, msg: range.msg };
    const wins = historyOf(world).wins(user, 'gali', range.from, range.to);
    return { status: true, msg: ok, win_data: wins, bid_data: wins };
  });

  defineEndpoint(app, 'api-wallet-transaction-history', ({ world, user }) => ({
    status: true,
    msg: ok,
    transaction_history: historyOf(world).transactions(user),
    wallet_amt: String(world.ledger.balance(user.id)),
  }));
  defineEndpoint(app, 'api-user-withdraw-transaction-history', ({ world, user }) => ({
    status: true,
    msg: ok,
    withdrawdata: historyOf(world).withdrawals(user),
  }));
}
