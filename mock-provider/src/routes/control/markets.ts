import type { FastifyInstance } from 'fastify';
import { marketAdminOf, type MarketView } from '../../domain/control/market-admin';
import { pendingStakesOf } from '../../domain/control/pending-stakes';
import { defineVerb } from './define-verb';
import { iso } from '../../contract/instants';

const present = (market: MarketView) => ({
  ...market,
  session: market.session && {
    date: market.session.date,
    open_at: iso(market.session.open_at),
    close_at: iso(market.session.close_at),
  },
  next: {
    open_at: market.next.open_at === null ? null : iso(market.next.open_at),
    close_at: market.next.close_at === null ? null : iso(market.next.close_at),
  },
});
const answer = (market: MarketView) => ({ status: true as const, market: present(market) });

/** Markets, their weekly schedules and holidays. */
export function registerMarketControl(app: FastifyInstance): void {
  defineVerb(app, 'GET /markets', async (request) => ({
    status: true as const,
    markets: marketAdminOf(request.world).list().map(present),
  }));

  defineVerb(app, 'GET /markets/pending', async (request) => {
    const stakes = pendingStakesOf(request.world);
    return {
      status: true as const,
      markets: marketAdminOf(request.world)
        .list()
        .flatMap((market) => {
          if (!market.session) return [];
          const sessions = stakes.of(market.id, market.session.date);
          return sessions.length
            ? [{ game_id: market.id, date: market.session.date, sessions }]
            : [];
        }),
    };
  });

  defineVerb(app, 'GET /markets/:id', async (request) =>
    answer(marketAdminOf(request.world).view(Number(request.params.id))),
  );

  defineVerb(app, 'POST /markets', async (request) =>
    answer(marketAdminOf(request.world).create(request.body)),
  );

  defineVerb(app, 'PATCH /markets/:id', async (request) =>
    answer(marketAdminOf(request.world).update(Number(request.params.id), request.body)),
  );

  defineVerb(app, 'POST /markets/:id/holidays', async (request) =>
    answer(marketAdminOf(request.world).addHoliday(Number(request.params.id), request.body.date)),
  );

  defineVerb(app, 'DELETE /markets/:id/holidays/:date', async (request) =>
    answer(
      marketAdminOf(request.world).removeHoliday(Number(request.params.id), request.params.date),
    ),
  );
}
