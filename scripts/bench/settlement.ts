/**
 * Settlement (figure 3): one result declared over HTTP on a market with many pending bids; the
 * whole declaration (result row, every bid decided, every win credited) is one transaction.
 */
import { removeDb, settlementDb } from './databases';
import { atLeast, figure, type Figure } from './figures';
import { createControlClient } from '@panna/mock-provider/control-client';
import { startProvider } from './processes';

/** Bids per second the declaration must keep up (measured: see the README's table). */
const BIDS_PER_SECOND = 20_000;

/** `budgetRate`: hold the rate to BIDS_PER_SECOND (the full run only: it is a bare timing). */
export async function settlementFigures(
  count: number,
  budgetRate: boolean,
  log: (line: string) => void,
): Promise<Figure[]> {
  const db = settlementDb(count);
  const server = await startProvider(db.path);
  try {
    // The market opens at 11 PM: declared early, as QA may, whatever the hour of the run.
    const sim = createControlClient({ baseUrl: server.url, timeoutMs: 600_000 });
    const request = {
      game_id: db.marketId,
      session: 'open',
      pana: '128',
      date: db.date,
      early: true,
    } as const;
    // A preview of another market first warms the route (schemas, statements) without settling.
    await sim.call('POST /results/preview', { ...request, game_id: db.demoMainId });
    const started = performance.now();
    const answer = await sim.call('POST /results', request);
    const ms = performance.now() - started;
    if (answer.bids !== count)
      throw new Error(`declared over ${answer.bids} bids, expected ${count}`);
    log(`  settled ${answer.bids} bids (${answer.winners} winners) in ${ms.toFixed(0)} ms`);
    return [
      figure(`settlement: ${count} bids`, ms, 'ms'),
      figure(
        'settlement: throughput',
        (answer.bids / ms) * 1000,
        'bids/s',
        budgetRate ? atLeast(BIDS_PER_SECOND) : undefined,
      ),
    ];
  } finally {
    await server.stop();
    removeDb(db.path);
  }
}
