import {
  AMOUNT_STATUS,
  addDays,
  ank,
  decideBid,
  formatClockTime,
  indiaDateKey,
  instantAt,
  panaKind,
  payout,
  rateKeyOf,
  type AmountStatus,
  type MarketKind,
  type PanaKind,
} from '@panna/shared';
import { WIN_STATUS } from '../domain/ledger';
import { bidNote } from '../domain/player/bidding';
import { hashPassword, newToken } from '../domain/passwords';
import { WITHDRAW_NOTE } from '../domain/player/withdrawals';
import type { World } from '../worlds/world';
import { HISTORY_DAYS, type SeedResult } from './results';

/** The documented demo accounts (README): same password, one may bet, one may only watch. */
export const DEMO_PLAYERS = {
  player: { name: 'Demo Player', mobile: '9876543210', betting: '1' },
  viewer: { name: 'Viewer', mobile: '9876543211', betting: '0' },
} as const;
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_BALANCE = 10_000;
/** The number of the demo player's one past (paid) withdraw request. */
const SEEDED_REQUEST_NUMBER = '1000001';

// scrypt is slow on purpose; every sandbox is seeded, so the demo hash is made once per process.
let demoHash: string | undefined;
const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD));

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
function planSubmissions(world: World, markets: SeededMarket[], today: string) {
  const rates = world.settings.get('rates');
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

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The two demo players, and the demo player's past bids and wins through the ledger. The opening
 * deposit comes first and covers every stake; when the past wins would leave more than
 * DEMO_BALANCE, the excess is paid out as a withdrawal at the end. The final balance is exactly
 * DEMO_BALANCE whatever the dates' results.
 */
export function seedPlayers(world: World, markets: SeededMarket[]): void {
  const db = world.db;
  const today = indiaDateKey(world.clock.now());
  // Each account's session token is made with it, as registration makes it.
  const insertUser = db.prepare<[string, string, string, string, string, number]>(
    'INSERT INTO users (name, mobile, password_hash, token, betting_status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertBid = db.prepare<[Record<string, string | number | null>]>(
    `INSERT INTO bids (user_id, market_id, transaction_id, session_date, label, session, digits, points,
       status, win_amount, win_transaction_id, settled_at, created_at)
     VALUES (@user_id, @market_id, @transaction_id, @session_date, @label, @session, @digits, @points,
       @status, @win_amount, @win_transaction_id, @settled_at, @created_at)`,
  );
  const joinedAt = instantAt(addDays(today, -HISTORY_DAYS - 1), 9 * 60);
  const addUser = (p: { name: string; mobile: string; betting: string }) =>
    Number(
      insertUser.run(p.name, p.mobile, demoPasswordHash(), newToken(), p.betting, joinedAt)
        .lastInsertRowid,
    );
  const playerId = addUser(DEMO_PLAYERS.player);
  addUser(DEMO_PLAYERS.viewer);

  const submissions = planSubmissions(world, markets, today);
  const staked = sum(submissions.map((s) => s.total));
  const won = sum(submissions.flatMap((s) => s.rows.map((r) => r.win)));
  const post = (amountStatus: AmountStatus, amount: number, note: string, at: number) =>
    world.ledger.post({
      userId: playerId,
      direction:
        amountStatus === AMOUNT_STATUS.BID || amountStatus === AMOUNT_STATUS.WITHDRAWAL
          ? 'debit'
          : 'credit',
      amountStatus,
      amount,
      note,
      at,
    });
  const opening = Math.max(staked, DEMO_BALANCE + staked - won);
  post(AMOUNT_STATUS.DEPOSIT, opening, 'Opening balance', joinedAt);

  for (const { market, result, rows, placedAt } of submissions) {
    for (const row of rows) {
      // One wallet row per bid row, as the real provider writes them.
      const openTime = formatClockTime(market.open);
      const debit = post(
        AMOUNT_STATUS.BID,
        row.points,
        bidNote(market, row.label, openTime),
        placedAt,
      );
      const note = `Win: ${market.name} ${row.label} ${row.digits}`;
      insertBid.run({
        user_id: playerId,
        market_id: market.id,
        transaction_id: debit,
        session_date: result.date,
        label: row.label,
        session: row.session,
        digits: row.digits,
        points: row.points,
        status: row.win > 0 ? 'won' : 'lost',
        win_amount: row.win,
        win_transaction_id:
          row.win > 0 ? post(WIN_STATUS[market.kind], row.win, note, result.declaredAt) : null,
        settled_at: result.declaredAt,
        created_at: placedAt,
      });
    }
  }
  const excess = opening - staked + won - DEMO_BALANCE;
  if (excess > 0) {
    // A withdrawal is a debit and its request, here one already approved and paid.
    const now = world.clock.now();
    const debit = post(AMOUNT_STATUS.WITHDRAWAL, excess, WITHDRAW_NOTE, now);
    db.prepare<[number, string, number, string, number, number, number]>(
      `INSERT INTO withdraw_requests (user_id, request_number, amount, payment_method, google_pay_number,
         status, transaction_id, created_at, decided_at) VALUES (?, ?, ?, 2, ?, '2', ?, ?, ?)`,
    ).run(playerId, SEEDED_REQUEST_NUMBER, excess, DEMO_PLAYERS.player.mobile, debit, now, now);
  }
}
