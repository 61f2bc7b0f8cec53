/**
 * The demo player's past bids: which markets, which days, which rows, each decided against the
 * seeded results so that some win and some lose.
 */
import {
  addDays,
  ank,
  decideBid,
  instantAt,
  panaKind,
  payout,
  rateKeyOf,
  type MarketKind,
  type PanaKind,
} from '@panna/shared';
import type { World } from '../worlds/world';
import type { SeedResult } from './results';
import { settingsOf } from '../domain/settings';

/** A seeded market with the results it got. */
export interface SeededMarket {
  id: number;
  kind: MarketKind;
  name: string;
  open: number;
  results: SeedResult[];
}

interface BidPlan {
  label: string | ((r: SeedResult) => string);
  session: 'Open' | 'Close';
  /** Picks the row's digits from the day's result: some win, some do not. */
  digits: (r: SeedResult) => string;
  points: number;
}

const PANA_LABEL: Record<PanaKind, string> = {
  single: 'Single Pana',
  double: 'Double Pana',
  triple: 'Triple Pana',
};
const next = (digit: number) => String((digit + 1) % 10);

/** Past submissions of the demo player: market, how many days back (or earlier), and the rows. */
const HISTORY: { market: string; daysAgo: number; rows: BidPlan[] }[] = [
  {
    market: 'KALYAN',
    daysAgo: 6,
    rows: [
      {
        label: 'Single Digit',
        session: 'Open',
        digits: (r) => String(ank(r.openPana!)),
        points: 100,
      },
      {
        label: 'Jodi Digit',
        session: 'Close',
        digits: (r) => `${ank(r.openPana!)}${next(ank(r.closePana!))}`,
        points: 50,
      },
    ],
  },
  {
    market: 'MILAN DAY',
    daysAgo: 4,
    rows: [
      { label: 'Single Pana', session: 'Open', digits: () => '128', points: 200 },
      {
        label: 'Single Digit',
        session: 'Close',
        digits: (r) => next(ank(r.closePana!)),
        points: 100,
      },
    ],
  },
  {
    market: 'KING STARLINE 01:00 PM',
    daysAgo: 3,
    rows: [
      {
        label: (r) => PANA_LABEL[panaKind(r.openPana!)!],
        session: 'Open',
        digits: (r) => r.openPana!,
        points: 20,
      },
      { label: 'Single Digit', session: 'Open', digits: (r) => next(ank(r.openPana!)), points: 50 },
    ],
  },
  {
    market: 'GALI',
    daysAgo: 2,
    rows: [
      { label: 'Jodi Digit', session: 'Open', digits: (r) => r.jodi!, points: 10 },
      {
        label: 'Left Digit',
        session: 'Open',
        digits: (r) => next(Number(r.jodi![0])),
        points: 100,
      },
    ],
  },
];

/** The seeded result as settlement reads it (Starline's pana is its open pana). */
const declared = (r: SeedResult) => ({
  openPana: r.openPana ?? undefined,
  closePana: r.closePana ?? undefined,
  pana: r.openPana ?? undefined,
  jodi: r.jodi ?? undefined,
});

const complete = (kind: MarketKind, r: SeedResult) =>
  kind === 'main'
    ? r.openPana !== null && r.closePana !== null
    : r.openPana !== null || r.jodi !== null;

/** Every planned row decided against the seeded results, with what it wins. */
export function planSubmissions(world: World, markets: SeededMarket[], today: string) {
  const rates = settingsOf(world).get('rates');
  return HISTORY.flatMap(({ market: name, daysAgo, rows }) => {
    const market = markets.find((m) => m.name === name);
    const result = market?.results
      .filter((r) => r.date <= addDays(today, -daysAgo) && complete(market.kind, r))
      .at(-1);
    if (!market || !result) return [];
    const decided = rows.map((row) => {
      const digits = row.digits(result);
      const label = typeof row.label === 'string' ? row.label : row.label(result);
      const bid = { market: market.kind, label, session: row.session, digits, closedigits: '' };
      const [val_1, val_2] = rates[market.kind][rateKeyOf(market.kind, label)!]!;
      const won = decideBid(bid, declared(result)) === 'won';
      return { ...row, label, digits, win: won ? payout(row.points, { val_1, val_2 }) : 0 };
    });
    const placedAt = instantAt(result.date, market.open - 30);
    return [{ market, result, rows: decided, placedAt, total: sum(decided.map((r) => r.points)) }];
  }).sort((a, b) => a.placedAt - b.placedAt);
}

export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
