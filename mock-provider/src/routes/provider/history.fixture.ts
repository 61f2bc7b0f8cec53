/** The history tests' fixtures: three markets, a player with 10,000 points, and their bids. */
import { instantAt, type MarketKind } from '@panna/shared';
import { addMarket, addPlayer, placeBids, routeTest } from '../../testing';
import { ledgerOf } from '../../domain/ledger';

/** The fields every KALYAN Single Digit bid shows in a history. */
export const BID_ROW = {
  game_name: 'KALYAN',
  pana: 'Single Digit',
  session: 'Open',
  closedigits: '',
};

export const historyTest = routeTest
  .extend('player', ({ world }) => addPlayer(world, { wallet: 10_000 }))
  /** One market of each kind; every test has them. */
  .extend('markets', { auto: true }, ({ world }) => ({
    main: addMarket(world, { name: 'KALYAN' }),
    star: addMarket(world, { kind: 'starline', name: 'STAR 11 AM', open: '11:00 AM' }),
    gali: addMarket(world, { kind: 'gali', name: 'GALI', open: '11:30 PM' }),
  }))
  /** Places one Open bid at 10:00 AM on `date` through the API (Left Digit on Gali). */
  .extend(
    'bid',
    ({ app, world, player }) =>
      async (kind: MarketKind, gameId: number, date: string, digits: string, points = 10) => {
        world.clock.set(instantAt(date, 600));
        const label = kind === 'gali' ? 'Left Digit' : 'Single Digit';
        await placeBids(app, player, kind, gameId, label, [{ digits, points, session: 'Open' }]);
      },
  )
  /** Settles every pending bid of a market as won, as the control plane would (with its ledger row). */
  .extend('markWon', ({ world }) => (marketId: number, amount: number, status: string) => {
    const bids = world.db
      .prepare("SELECT id, user_id FROM bids WHERE market_id = ? AND status = 'pending'")
      .all(marketId) as { id: number; user_id: number }[];
    world.db.transaction(() => {
      for (const b of bids) {
        const tx = ledgerOf(world).post({
          userId: b.user_id,
          direction: 'credit',
          amountStatus: status as '8',
          amount,
          note: 'Win',
          at: world.clock.now(),
        });
        world.db
          .prepare(
            "UPDATE bids SET status = 'won', win_amount = ?, win_transaction_id = ?, settled_at = ? WHERE id = ?",
          )
          .run(amount, tx, world.clock.now(), b.id);
      }
    })();
  });
