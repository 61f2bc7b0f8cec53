/** Test helpers for the control plane: bids placed through the provider, table digests. */
import {
  SUBMIT_PATH,
  createBidSlip,
  formatBidDate,
  indiaDateKey,
  type BidMarket,
  type BidSubmission,
  type BidType,
  type EntryInput,
  type MarketKind,
} from '@panna/shared';
import { expect } from 'vitest';
import { call, type TestApp, type TestPlayer } from './support';

export interface BidRow {
  digits: string;
  closedigits?: string;
  points: number;
  session?: 'Open' | 'Close';
}

/**
 * The calls the client's Submit makes for these entries on `today` (India date key), built by the
 * shared bid slip; an entry the client would refuse fails the test.
 */
export function slipSubmissions(
  type: BidType,
  market: BidMarket,
  inputs: EntryInput[],
  token: string,
  today: string,
): BidSubmission[] {
  const slip = inputs.reduce(
    (acc, input) => {
      const added = acc.add(input, 1_000_000);
      if (!added.ok) throw new Error(`${type.id}: ${added.message}`);
      return added.slip;
    },
    createBidSlip(type, market),
  );
  return slip.submissions(token, formatBidDate(today));
}

/** Places one submission through the provider's submit-bid call, as a client would. */
export async function placeBids(
  app: TestApp,
  player: TestPlayer,
  kind: MarketKind,
  gameId: number,
  label: string,
  rows: BidRow[],
) {
  const world = app.worlds.get();
  const session = rows[0]?.session ?? 'Open';
  const answer = await call(app, SUBMIT_PATH[kind], {
    unique_token: player.token,
    game_id: String(gameId),
    new_result: {
      unique_token: player.token,
      Gamename: 'TEST',
      totalbit: rows.reduce((sum, r) => sum + r.points, 0),
      gameid: String(gameId),
      pana: label,
      bid_date: formatBidDate(indiaDateKey(world.clock.now())),
      session,
      result: rows.map((r) => ({
        digits: r.digits,
        closedigits: r.closedigits ?? '',
        points: String(r.points),
        session: r.session ?? session,
      })),
    },
  });
  expect(answer, `${label} ${JSON.stringify(rows)}`).toMatchObject({ status: true });
}

/** Every row of the tables money and results live in, to prove a call wrote nothing. */
export function digest(app: TestApp): string {
  const db = app.worlds.get().db;
  return [
    'users',
    'wallet_transactions',
    'bids',
    'results',
    'deposit_requests',
    'withdraw_requests',
    'owed_wins',
  ]
    .map((table) => JSON.stringify(db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()))
    .join('\n');
}

/** A bid's stored outcome. */
export const bidStatuses = (app: TestApp) =>
  app.worlds
    .get()
    .db.prepare(
      'SELECT digits, closedigits, label, session, status, win_amount FROM bids ORDER BY id',
    )
    .all() as {
    digits: string;
    closedigits: string;
    label: string;
    session: string;
    status: string;
    win_amount: number;
  }[];
