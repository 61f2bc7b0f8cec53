import {
  AMOUNT_STATUS,
  addDays,
  formatClockTime,
  indiaDateKey,
  instantAt,
  type AmountStatus,
} from '@panna/shared';
import { WIN_STATUS, ledgerOf } from '../domain/ledger';
import { bidNote } from '../domain/player/bidding';
import { hashPasswordSync, newToken } from '../domain/passwords';
import { WITHDRAW_NOTE } from '../domain/player/withdrawals';
import type { World } from '../worlds/world';
import { planSubmissions, sum, type SeededMarket } from './bid-history';
import { HISTORY_DAYS } from './results';

/** The documented demo accounts (README): same password, one may bet, one may only watch. */
export const DEMO_PLAYERS = {
  player: { name: 'Demo Player', mobile: '9876543210', betting: '1' },
  viewer: { name: 'Viewer', mobile: '9876543211', betting: '0' },
} as const;
export const DEMO_PASSWORD = 'demo1234';
/** Their security PIN, for the Android clients that sign in with one (api-check-security-pin). */
export const DEMO_PIN = '1234';
export const DEMO_BALANCE = 10_000;
/** The number of the demo player's one past (paid) withdraw request. */
const SEEDED_REQUEST_NUMBER = '1000001';

// scrypt is slow on purpose; every sandbox is seeded, so the demo hash is made once per process.
let demoHash: string | undefined;
const demoPasswordHash = () => (demoHash ??= hashPasswordSync(DEMO_PASSWORD));

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
  const insertUser = db.prepare<[string, string, string, string, string, string, number]>(
    'INSERT INTO users (name, mobile, password_hash, token, betting_status, security_pin, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
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
      insertUser.run(
        p.name,
        p.mobile,
        demoPasswordHash(),
        newToken(),
        p.betting,
        DEMO_PIN,
        joinedAt,
      ).lastInsertRowid,
    );
  const playerId = addUser(DEMO_PLAYERS.player);
  addUser(DEMO_PLAYERS.viewer);

  const submissions = planSubmissions(world, markets, today);
  const staked = sum(submissions.map((s) => s.total));
  const won = sum(submissions.flatMap((s) => s.rows.map((r) => r.win)));
  const post = (amountStatus: AmountStatus, amount: number, note: string, at: number) =>
    ledgerOf(world).post({
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
