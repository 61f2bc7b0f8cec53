import {
  BID_TYPES,
  ENDPOINTS,
  EMPTY_PENDING_LIST,
  MSG,
  addEntry,
  buildEntry,
  buildSubmissions,
  formatBidDate,
  indiaDateKey,
  instantAt,
  type BidSubmission,
  type BidType,
  type BidTypeId,
  type EntryInput,
  type EndpointPath,
} from '@panna/shared';
import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BIDDING_MESSAGES } from '../../domain/player/bidding';
import {
  addMarket,
  addPlayer,
  call,
  ledgerMismatches,
  testApp,
  type TestApp,
  type TestPlayer,
} from '../../testing';
import type { World } from '../../worlds/world';
import { ACCESS_MESSAGES } from '../../domain/users';

let app: TestApp;
let world: World;
let player: TestPlayer;
let gameIds: Record<BidType['market'], number>;

const DAY = '2024-07-01';
const at = (hours: number, minutes = 0) => instantAt(DAY, hours * 60 + minutes);

beforeEach(async () => {
  app = await testAppFrozen();
  world = app.worlds.get();
  player = addPlayer(world, { wallet: 100_000 });
  gameIds = {
    main: addMarket(world, { name: 'KALYAN', open: '03:45 PM', close: '05:45 PM' }),
    starline: addMarket(world, { kind: 'starline', name: 'STAR 11 AM', open: '11:00 AM' }),
    gali: addMarket(world, { kind: 'gali', name: 'GALI', open: '11:30 PM' }),
  };
});

afterEach(async () => {
  expect(ledgerMismatches(world)).toEqual([]);
  await app.close();
});

/** A frozen clock, so cut-off instants are exact. */
async function testAppFrozen(): Promise<TestApp> {
  const built = await testApp();
  built.worlds.get().clock.freeze(true);
  return built;
}

/** Posts a call and checks the answer against the endpoint's response schema. */
async function post(path: EndpointPath, body: Record<string, unknown>) {
  const answer = await call(app, path, body);
  expect(Value.Check(ENDPOINTS[path].response, answer), JSON.stringify(answer)).toBe(true);
  return answer;
}

/** The calls the client makes for these entries, built by the shared catalogue code. */
function submissions(id: BidTypeId, inputs: EntryInput[], token = player.token): BidSubmission[] {
  const type = BID_TYPES.find((t) => t.id === id)!;
  const list = inputs.reduce((acc, input) => {
    const outcome = buildEntry(type, input, 1_000_000);
    if (!outcome.ok) throw new Error(`${id}: ${outcome.message}`);
    return addEntry(acc, outcome.entry);
  }, EMPTY_PENDING_LIST);
  const market = { gameId: String(gameIds[type.market]), gameName: type.market.toUpperCase() };
  const today = formatBidDate(indiaDateKey(world.clock.now()));
  return buildSubmissions(type, market, list, token, today);
}

const submit = (s: BidSubmission) => post(s.path, s.body);

/** One submission with its new_result changed. */
function tweak(s: BidSubmission, change: (nr: BidSubmission['body']['new_result']) => void) {
  const copy = structuredClone(s);
  change(copy.body.new_result);
  return copy;
}

const count = (sql: string) => (world.db.prepare(sql).get() as { n: number }).n;
const bidCount = () => count('SELECT COUNT(*) AS n FROM bids');
const debitCount = () =>
  count("SELECT COUNT(*) AS n FROM wallet_transactions WHERE amount_status = '5'");

/** A valid entry for each catalogue type. */
const SAMPLES: Record<BidTypeId, EntryInput> = {
  'single-digit': { digits: '5', points: '10', session: 'Open' },
  'jodi-digit': { digits: '42', points: '20', session: 'Close' },
  'single-pana': { digits: '123', points: '10', session: 'Open' },
  'double-pana': { digits: '112', points: '10', session: 'Close' },
  'triple-pana': { digits: '777', points: '10', session: 'Open' },
  'half-sangam': { digits: '5', closedigits: '140', points: '10', session: 'Open' },
  'full-sangam': { digits: '123', closedigits: '550', points: '10', session: 'Open' },
  'sp-dp-tp': {
    digits: '4',
    points: '10',
    session: 'Close',
    boxes: { sp: true, dp: true, tp: true },
  },
  'sp-motor': { digits: '1234', points: '10', session: 'Open' },
  'dp-motor': { digits: '12', points: '10', session: 'Open' },
  'star-single-digit': { digits: '3', points: '10', session: 'Open' },
  'star-single-pana': { digits: '128', points: '10', session: 'Open' },
  'star-double-pana': { digits: '550', points: '10', session: 'Open' },
  'star-triple-pana': { digits: '000', points: '10', session: 'Open' },
  'gali-left-digit': { digits: '3', points: '10', session: 'Open' },
  'gali-right-digit': { digits: '9', points: '10', session: 'Open' },
  'gali-jodi-digit': { digits: '07', points: '10', session: 'Open' },
};

describe.each(['real', 'strict'] as const)('every bid type of the catalogue (%s)', (profile) => {
  it.each(BID_TYPES.map((t) => [t.id, t] as const))(
    '%s is accepted as the client sends it, one wallet row per bid row',
    async (id) => {
      world.settings.update({ profile });
      const calls = submissions(id, [SAMPLES[id], SAMPLES[id]]);
      const rows = calls.flatMap((c) => c.body.new_result.result);
      const total = calls.reduce((sum, c) => sum + c.body.new_result.totalbit, 0);
      for (const c of calls)
        expect(await submit(c)).toEqual({ status: true, msg: MSG.BID_SUCCESS });
      expect(bidCount()).toBe(rows.length);
      expect(debitCount()).toBe(rows.length);
      expect(world.ledger.balance(player.id)).toBe(100_000 - total);
    },
  );
});

describe('a submission', () => {
  it('writes one wallet row per bid row, noted as the real server notes it, in one go', async () => {
    const [s] = submissions('single-digit', [
      { digits: '1', points: '10', session: 'Open' },
      { digits: '2', points: '25', session: 'Close' },
    ]);
    await submit(s!);
    const rows = world.db
      .prepare(
        `SELECT t.transaction_type, t.amount, t.amount_status, t.note, t.created_at = b.created_at AS together,
                b.session_date, b.label, b.session, b.digits, b.points
         FROM bids b JOIN wallet_transactions t ON t.id = b.transaction_id ORDER BY b.id`,
      )
      .all();
    const note = 'Bid Placed For KALYAN(Single Digit)';
    expect(rows).toEqual([
      {
        ...{ transaction_type: '2', amount: 10, amount_status: '5', note, together: 1 },
        ...{ session_date: DAY, label: 'Single Digit', session: 'Open', digits: '1', points: 10 },
      },
      {
        ...{ transaction_type: '2', amount: 25, amount_status: '5', note, together: 1 },
        ...{ session_date: DAY, label: 'Single Digit', session: 'Close', digits: '2', points: 25 },
      },
    ]);
    expect(debitCount()).toBe(2);
  });

  it('notes Starline and Gali rows with the slot time, as the real server does', async () => {
    for (const id of ['star-single-digit', 'gali-jodi-digit'] as const)
      expect((await submit(submissions(id, [SAMPLES[id]])[0]!)).status).toBe(true);
    const notes = world.db
      .prepare("SELECT note FROM wallet_transactions WHERE amount_status = '5' ORDER BY id")
      .all();
    expect(notes).toEqual([
      { note: 'Bid Placed For STAR 11 AM(11:00 AM)' },
      { note: 'Bid Placed For GALI(11:30 PM)' },
    ]);
  });

  it('takes the total as the sum of the rows (real ignores totalbit), and rolls back whole', async () => {
    const poor = addPlayer(world, { wallet: 30 });
    const [s] = submissions(
      'single-digit',
      [
        { digits: '1', points: '20', session: 'Open' },
        { digits: '2', points: '20', session: 'Open' },
      ],
      poor.token,
    );
    // totalbit says 10: the real server recomputes 40, more than the balance.
    const answer = await submit(tweak(s!, (nr) => void (nr.totalbit = 10)));
    expect(answer).toEqual({ status: false, msg: MSG.INSUFFICIENT });
    expect(world.ledger.balance(poor.id)).toBe(30);
    expect(bidCount()).toBe(0);
  });

  it('takes points as numbers, and a row session from the submission when it has none', async () => {
    const [s] = submissions('single-digit', [{ digits: '1', points: '10', session: 'Open' }]);
    const body = tweak(s!, (nr) => {
      nr.session = 'closed';
      nr.result = [{ ...nr.result[0]!, session: '', points: 10 as unknown as string }];
    });
    expect((await submit(body)).status).toBe(true);
    expect(world.db.prepare('SELECT session FROM bids').get()).toEqual({ session: 'Close' });
  });

  it('refuses an unknown game and a game of another kind', async () => {
    const [s] = submissions('single-digit', [SAMPLES['single-digit']]);
    const unknown = tweak(s!, (nr) => void (nr.gameid = '999'));
    expect((await submit(unknown)).msg).toBe(BIDDING_MESSAGES.gameNotFound);
    const starline = tweak(s!, (nr) => void (nr.gameid = String(gameIds.starline)));
    expect((await submit(starline)).msg).toBe(BIDDING_MESSAGES.wrongGameKind);
  });

  it('refuses a main-market bid date other than today, read as the real server reads it', async () => {
    const [s] = submissions('single-digit', [SAMPLES['single-digit']]);
    for (const date of ['30-June-2024', '2-July-2024', '6/30/2024', 'someday']) {
      const answer = await submit(tweak(s!, (nr) => void (nr.bid_date = date)));
      expect(answer, date).toEqual({
        status: false,
        msg: 'Sorry, back date bidding is not allowed. Your account can be blocked for this.',
      });
    }
    expect(bidCount()).toBe(0);
    // Today in another format is today.
    expect((await submit(tweak(s!, (nr) => void (nr.bid_date = '7/1/2024')))).status).toBe(true);
  });

  it('real dates no Starline or Gali bid; strict dates every kind, D-MonthName-YYYY only', async () => {
    const past = (id: 'star-single-digit' | 'gali-left-digit') =>
      tweak(submissions(id, [SAMPLES[id]])[0]!, (nr) => void (nr.bid_date = '30-June-2024'));
    expect((await submit(past('star-single-digit'))).status).toBe(true);
    expect((await submit(past('gali-left-digit'))).status).toBe(true);
    world.settings.update({ profile: 'strict' });
    expect((await submit(past('star-single-digit'))).msg).toBe(MSG.BACK_DATE);
    expect((await submit(past('gali-left-digit'))).msg).toBe(MSG.BACK_DATE);
    const [s] = submissions('single-digit', [SAMPLES['single-digit']]);
    expect((await submit(tweak(s!, (nr) => void (nr.bid_date = '7/1/2024')))).msg).toBe(
      BIDDING_MESSAGES.invalidDate,
    );
    expect(bidCount()).toBe(2);
  });

  it('refuses a total above the balance and writes nothing', async () => {
    const poor = addPlayer(world, { wallet: 100 });
    const [s] = submissions(
      'single-digit',
      [{ digits: '1', points: '101', session: 'Open' }],
      poor.token,
    );
    expect(await submit(s!)).toEqual({ status: false, msg: MSG.INSUFFICIENT });
    expect(bidCount()).toBe(0);
    expect(world.ledger.balance(poor.id)).toBe(100);
    const [exact] = submissions(
      'single-digit',
      [{ digits: '1', points: '100', session: 'Open' }],
      poor.token,
    );
    expect((await submit(exact!)).status).toBe(true);
  });

  it('real takes a player with betting disabled; strict refuses them', async () => {
    const idle = addPlayer(world, { wallet: 1000, betting: '0' });
    const [s] = submissions('single-digit', [SAMPLES['single-digit']], idle.token);
    expect((await submit(s!)).status).toBe(true);
    world.settings.update({ profile: 'strict' });
    expect(await submit(s!)).toEqual({ status: false, msg: ACCESS_MESSAGES.bettingDisabled });
  });

  it('real fails an unknown token as an insufficient balance; strict refuses the token', async () => {
    const [s] = submissions('single-digit', [SAMPLES['single-digit']], 'N'.repeat(30));
    expect(await submit(s!)).toEqual({ status: false, msg: MSG.INSUFFICIENT });
    world.settings.update({ profile: 'strict' });
    expect(await submit(s!)).toEqual({ status: false, msg: ACCESS_MESSAGES.invalidToken });
    expect(bidCount()).toBe(0);
  });

  it('refuses a row session that is neither open nor close', async () => {
    const [s] = submissions('single-digit', [SAMPLES['single-digit']]);
    const body = tweak(s!, (nr) => void (nr.result[0]!.session = 'Noon'));
    expect((await submit(body)).msg).toBe(BIDDING_MESSAGES.invalidSession('Noon'));
  });
});

describe('cut-offs', () => {
  const single = (session: 'Open' | 'Close') =>
    submissions('single-digit', [{ digits: '1', points: '10', session }])[0]!;

  it.each(['real', 'strict'] as const)(
    '%s: refuses Open at the open time and takes Close until the close, with the real messages',
    async (profile) => {
      world.settings.update({ profile });
      world.clock.set(at(15, 44) + 59_999);
      expect((await submit(single('Open'))).status).toBe(true);
      world.clock.set(at(15, 45));
      expect(await submit(single('Open'))).toEqual({
        status: false,
        msg: 'Sorry Open session for this Betting Is Closed',
      });
      expect((await submit(single('Close'))).status).toBe(true);
      world.clock.set(at(17, 45) - 1);
      expect((await submit(single('Close'))).status).toBe(true);
      world.clock.set(at(17, 45));
      expect(await submit(single('Close'))).toEqual({
        status: false,
        msg: 'Betting Closed for close Session ',
      });
      // After the close, an Open submission hears about the open session first.
      expect((await submit(single('Open'))).msg).toBe(MSG.OPEN_SESSION_CLOSED);
    },
  );

  it.each(['jodi-digit', 'half-sangam', 'full-sangam'] as const)(
    'refuses %s from the open time',
    async (id) => {
      world.clock.set(at(15, 45));
      const input = { ...SAMPLES[id], session: 'Close' as const };
      const [s] = submissions(id, [input]);
      const closeSession = tweak(s!, (nr) => void (nr.session = 'Close'));
      expect(await submit(closeSession)).toEqual({
        status: false,
        msg: 'Sorry Betting Is Closed',
      });
    },
  );

  it("real reads only new_result.session, as sent; strict also each row's session", async () => {
    world.clock.set(at(16, 0));
    const [s] = submissions('single-digit', [{ digits: '1', points: '10', session: 'Open' }]);
    const asClose = tweak(s!, (nr) => void (nr.session = 'Close'));
    const lowerCase = tweak(s!, (nr) => void (nr.session = 'open'));
    expect((await submit(asClose)).status).toBe(true);
    expect((await submit(lowerCase)).status).toBe(true);
    world.settings.update({ profile: 'strict' });
    expect((await submit(asClose)).msg).toBe(MSG.OPEN_SESSION_CLOSED);
    expect((await submit(lowerCase)).msg).toBe(MSG.OPEN_SESSION_CLOSED);
    expect(bidCount()).toBe(2);
  });

  it.each(['real', 'strict'] as const)(
    "%s: a market closing after midnight reads today's close, so it is closed from then on",
    async (profile) => {
      world.settings.update({ profile });
      const id = addMarket(world, { name: 'LATE', open: '09:35 PM', close: '12:05 AM' });
      const late = (session: 'Open' | 'Close') =>
        tweak(single(session), (nr) => void (nr.gameid = String(id)));
      world.clock.set(at(0, 4));
      expect((await submit(late('Open'))).status).toBe(true);
      world.clock.set(at(0, 5));
      expect((await submit(late('Close'))).msg).toBe(MSG.CLOSE_SESSION_CLOSED);
      world.clock.set(at(21, 0));
      expect((await submit(late('Close'))).msg).toBe(MSG.CLOSE_SESSION_CLOSED);
      // The bid of 00:04 belongs to the day it was placed on.
      expect(world.db.prepare('SELECT session_date FROM bids').all()).toEqual([
        { session_date: DAY },
      ]);
    },
  );

  it.each([
    ['star-single-digit', 11, 0],
    ['gali-jodi-digit', 23, 30],
  ] as const)(
    'refuses %s at the open time, takes it a moment before',
    async (id, hours, minutes) => {
      world.clock.set(at(hours, minutes) - 1);
      expect((await submit(submissions(id, [SAMPLES[id]])[0]!)).status).toBe(true);
      world.clock.set(at(hours, minutes));
      expect(await submit(submissions(id, [SAMPLES[id]])[0]!)).toEqual({
        status: false,
        msg: 'Sorry Betting Is Closed',
      });
      expect(bidCount()).toBe(1);
    },
  );
});

describe('the real and the strict profile', () => {
  /** Submissions the catalogue refuses but the real provider takes. */
  const loose = () => {
    const [s] = submissions('single-digit', [SAMPLES['single-digit']]);
    const [motor] = submissions('sp-motor', [{ digits: '123', points: '10', session: 'Open' }]);
    const [jodi] = submissions('jodi-digit', [SAMPLES['jodi-digit']]);
    return [
      ['digits', tweak(s!, (nr) => void (nr.result[0]!.digits = '12')), 'Number 12 is not valid.'],
      [
        'points',
        tweak(s!, (nr) => void ((nr.result[0]!.points = '5'), (nr.totalbit = 5))),
        BIDDING_MESSAGES.pointsMinimum,
      ],
      ['total', tweak(s!, (nr) => void (nr.totalbit = 999)), BIDDING_MESSAGES.totalMismatch],
      [
        'label',
        tweak(s!, (nr) => void (nr.pana = 'Lucky Digit')),
        BIDDING_MESSAGES.unknownType('Lucky Digit'),
      ],
      [
        'motor pana',
        tweak(motor!, (nr) => void (nr.result[0]!.digits = '112')),
        'Number 112 is not valid.',
      ],
      [
        'session',
        tweak(jodi!, (nr) => void (nr.result[0]!.session = 'Open')),
        BIDDING_MESSAGES.wrongSession('Jodi Digit', 'Open'),
      ],
    ] as const;
  };

  it('strict refuses what the catalogue refuses', async () => {
    world.settings.update({ profile: 'strict' });
    for (const [, body, msg] of loose()) expect(await submit(body)).toEqual({ status: false, msg });
    expect(bidCount()).toBe(0);
    expect(debitCount()).toBe(0);
  });

  it('real (the default) takes them, but still wants whole positive points', async () => {
    expect(world.settings.get('profile')).toBe('real');
    for (const [name, body] of loose()) expect((await submit(body)).status, name).toBe(true);
    const [s] = submissions('single-digit', [SAMPLES['single-digit']]);
    for (const points of ['0', '1.5', '-10', 'ten']) {
      const answer = await submit(tweak(s!, (nr) => void (nr.result[0]!.points = points)));
      expect(answer.msg).toBe(BIDDING_MESSAGES.invalidPoints);
    }
  });

  it('real keeps the cut-offs and the date', async () => {
    const [s] = submissions('jodi-digit', [SAMPLES['jodi-digit']]);
    expect((await submit(tweak(s!, (nr) => void (nr.bid_date = '30-June-2024')))).msg).toBe(
      MSG.BACK_DATE,
    );
    world.clock.set(at(15, 45));
    expect((await submit(s!)).msg).toBe(MSG.BETTING_CLOSED);
  });
});
