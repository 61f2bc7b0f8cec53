/** The provider calls the benchmarks make, with bodies exactly as the client sends them. */
import {
  BID_TYPES,
  addDays,
  createBidSlip,
  formatBidDate,
  formatFilterDate,
  indiaDateKey,
} from '@panna/shared';
import { MONTH_DAYS, type BenchDb } from './databases';

export const ENVELOPE = { env_type: 'Prod', app_key: 'panna-dev-key-local' } as const;

export type Endpoint = 'api-get-dashboard-data' | 'api-submit-bid' | 'api-bid-history-data';
export const ENDPOINTS: readonly Endpoint[] = [
  'api-get-dashboard-data',
  'api-bid-history-data',
  'api-submit-bid',
];

/** A one-row Open-session Single Digit bid of 10 points on DEMO MAIN, dated today (India). */
function bid(db: BenchDb) {
  const type = BID_TYPES.find((t) => t.id === 'single-digit')!;
  const slip = createBidSlip(type, { gameId: String(db.demoMainId), gameName: 'DEMO MAIN' });
  const added = slip.add({ digits: '7', points: '10', session: 'Open' }, 1_000_000);
  if (!added.ok) throw new Error(added.message);
  const [submission] = added.slip.submissions(db.token, formatBidDate(indiaDateKey(Date.now())));
  return submission!.body;
}

/** The body of each benchmarked call for the demo player of `db`. */
export function bodyOf(endpoint: Endpoint, db: BenchDb): Record<string, unknown> {
  const today = indiaDateKey(Date.now());
  switch (endpoint) {
    case 'api-get-dashboard-data':
      return { ...ENVELOPE, unique_token: db.token };
    case 'api-submit-bid':
      return { ...ENVELOPE, ...bid(db) };
    case 'api-bid-history-data':
      // The month before today: today's rows grow while bids are being submitted.
      return {
        ...ENVELOPE,
        unique_token: db.token,
        bid_from: formatFilterDate(addDays(today, -MONTH_DAYS)),
        bid_to: formatFilterDate(addDays(today, -1)),
      };
  }
}
