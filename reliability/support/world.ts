import {
  AMOUNT_STATUS,
  formatBidDate,
  formatFilterDate,
  indiaDateKey,
  instantAt,
} from '@panna/shared';
import {
  addMarket,
  addPlayer,
  forgetFaults,
  forgetOverrides,
  forgetJournal,
  testApp,
  type TestApp,
  type TestPlayer,
  ledgerOf,
} from '@panna/mock-provider/testing';
import type { World } from '@panna/mock-provider/worlds';

/** Monday 2024-07-01, 11:00 India time: inside the withdraw window, every test market still open. */
export const MONDAY_11AM = instantAt('2024-07-01', 11 * 60);

/** The device the fixture's player signed in on. */
export const DEVICE = 'fuzz-phone';

export interface Fixture {
  app: TestApp;
  world: World;
  /** Bets, holds 5,000 points, has a Google Pay number saved and signed in on DEVICE. */
  player: TestPlayer;
  /** A second player to transfer to. */
  other: TestPlayer;
  markets: { main: number; starline: number; gali: number };
  /** A pending deposit and a pending withdrawal (ids), for the control plane's approvals. */
  depositId: number;
  withdrawalId: number;
  today: string;
}

/**
 * A seeded world (the demo data) plus known players and markets, its clock frozen at MONDAY_11AM:
 * a valid token gets fuzzed bodies past the access checks into validation and business rules.
 */
export async function fixture(
  options: { errors?: string[]; dbPath?: string } = {},
): Promise<Fixture> {
  const { errors, dbPath } = options;
  const app = await testApp({
    seed: true,
    startAt: MONDAY_11AM,
    ...(dbPath ? { dbPath } : {}),
    // Errors the app logs (a defect answered "Something went wrong") are kept for the report.
    ...(errors
      ? { logger: { level: 'error', stream: { write: (line: string) => errors.push(line) } } }
      : {}),
  });
  const world = app.worlds.get();
  world.clock.freeze(true);
  const player = addPlayer(world, { wallet: 5000, name: 'Fuzz Player' });
  const other = addPlayer(world, { wallet: 1000, name: 'Fuzz Other' });
  world.db
    .prepare('INSERT INTO payment_details (user_id, google_pay_number) VALUES (?, ?)')
    .run(player.id, '9876500011');
  world.db
    .prepare('INSERT INTO devices (user_id, device_id, created_at) VALUES (?, ?, ?)')
    .run(player.id, DEVICE, world.clock.now());
  const markets = {
    main: addMarket(world, { name: 'FUZZ MAIN', open: '03:45 PM', close: '05:45 PM' }),
    starline: addMarket(world, { kind: 'starline', name: 'FUZZ STAR', open: '02:00 PM' }),
    gali: addMarket(world, { kind: 'gali', name: 'FUZZ GALI', open: '05:00 PM' }),
  };
  const now = world.clock.now();
  const depositId = Number(
    world.db
      .prepare(
        'INSERT INTO deposit_requests (user_id, amount, tx_request_number, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(player.id, 700, 'TXFUZZ000001', now).lastInsertRowid,
  );
  const debit = ledgerOf(world).post({
    userId: player.id,
    direction: 'debit',
    amountStatus: AMOUNT_STATUS.WITHDRAWAL,
    amount: 600,
    note: 'Fuzz withdrawal',
    at: now,
  });
  const withdrawalId = Number(
    world.db
      .prepare(
        `INSERT INTO withdraw_requests (user_id, request_number, amount, payment_method, google_pay_number, transaction_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(player.id, 'WRFUZZ000001', 600, 2, '9876500011', debit, now).lastInsertRowid,
  );
  return { app, world, player, other, markets, depositId, withdrawalId, today: indiaDateKey(now) };
}

export const bidDate = (f: Fixture) => formatBidDate(f.today);
export const filterDate = (f: Fixture) => formatFilterDate(f.today);

/** The fixture's database image, to put it back between tests without rebuilding the app. */
export const imageOf = (f: Fixture): Buffer => f.world.db.serialize();

/** Back to the image: the data, the clock (frozen at MONDAY_11AM), no faults, overrides or journal. */
export function restore(f: Fixture, image: Buffer): void {
  f.world.replaceWith(image);
  f.world.clock.set(MONDAY_11AM);
  f.world.clock.setSpeed(1);
  f.world.clock.freeze(true);
  forgetFaults(f.world);
  forgetOverrides(f.world);
  forgetJournal(f.world);
  // Tokens in the image are the ones the fixture knows.
  const token = (id: number) =>
    (f.world.db.prepare('SELECT token FROM users WHERE id = ?').get(id) as { token: string }).token;
  f.player.token = token(f.player.id);
  f.other.token = token(f.other.id);
}
