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
import { BIDDING_MESSAGES } from '../../domain/bidding';
import {
  addMarket,
  addPlayer,
  call,
  ledgerMismatches,
  testApp,
  type TestApp,
  type TestPlayer,
} from '../../test-support';
import type { World } from '../../world';
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

describe('every bid type of the catalogue', () => {
  it.each(BID_TYPES.map((t) => [t.id, t] as const))(
    '%s is accepted as the client sends it',
    async (id) => {
      const calls = submissions(id, [SAMPLES[id], SAMPLES[id]]);
      const rows = calls.flatMap((c) => c.body.new_result.result);
      const total = calls.reduce((sum, c) => sum + c.body.new_result.totalbit, 0);
      for (const c of calls)
        expect(await submit(c)).toEqual({ status: true, msg: MSG.BID_SUCCESS });
      expect(bidCount()).toBe(rows.length);
      expect(debitCount()).toBe(calls.length);
      expect(world.ledger.balance(player.id)).toBe(100_000 - total);
    },
  );
});

describe('a submission', () => {
  it('debits once and stores one bid per row, with the session date and label', async () => {
    const [s] = submissions('single-digit', [
      { digits: '1', points: '10', session: 'Open' },
      { digits: '2', points: '25', session: 'Close' },
    ]);
    await submit(s!);
    const debits = world.db
      .prepare("SELECT * FROM wallet_transactions WHERE amount_status = '5'")
      .all();
    expect(debits).toMatchObject([
      { transaction_type: '2', amount: 35, note: 'Bid placed: KALYAN Single Digit' },
    ]);
    const bids = world.db
      .prepare('SELECT session_date, label, session, digits, points FROM bids ORDER BY id')
      .all();
    expect(bids).toEqual([
      { session_date: DAY, label: 'Single Digit', session: 'Open', digits: '1', points: 10 },
      { session_date: DAY, label: 'Single Digit', session: 'Close', digits: '2', points: 25 },
    ]);
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

  it('refuses a bid date other than today, and an unreadable one', async () => {
    const [s] = submissions('single-digit', [SAMPLES['single-digit']]);
    for (const date of ['30-June-2024', '2-July-2024']) {
      const answer = await submit(tweak(s!, (nr) => void (nr.bid_date = date)));
      expect(answer).toEqual({ status: false, msg: MSG.BACK_DATE });
    }
    const answer = await submit(tweak(s!, (nr) => void (nr.bid_date = '7/1/2024')));
    expect(answer.msg).toBe(BIDDING_MESSAGES.invalidDate);
    expect(bidCount()).toBe(0);
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

  it('refuses a player with betting disabled', async () => {
    const idle = addPlayer(world, { wallet: 1000, betting: '0' });
    const [s] = submissions('single-digit', [SAMPLES['single-digit']], idle.token);
    expect(await submit(s!)).toEqual({ status: false, msg: ACCESS_MESSAGES.bettingDisabled });
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

  it('refuses open rows at the open time and takes close rows until the close', async () => {
    world.clock.set(at(15, 44) + 59_999);
    expect((await submit(single('Open'))).status).toBe(true);
    world.clock.set(at(15, 45));
    expect(await submit(single('Open'))).toEqual({
      status: false,
      msg: 'Bidding is closed for Open session',
    });
    expect((await submit(single('Close'))).status).toBe(true);
    world.clock.set(at(17, 45) - 1);
    expect((await submit(single('Close'))).status).toBe(true);
    world.clock.set(at(17, 45));
    expect((await submit(single('Close'))).msg).toBe(BIDDING_MESSAGES.sessionClosed);
  });

  it.each(['jodi-digit', 'half-sangam', 'full-sangam'] as const)(
    'refuses %s from the open time',
    async (id) => {
      world.clock.set(at(15, 45));
      const input = { ...SAMPLES[id], session: 'Close' as const };
      const [s] = submissions(id, [input]);
      const title = BID_TYPES.find((t) => t.id === id)!.title;
      expect((await submit(s!)).msg).toBe(`Bidding is closed for ${title}`);
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
      expect((await submit(submissions(id, [SAMPLES[id]])[0]!)).msg).toBe(
        BIDDING_MESSAGES.sessionClosed,
      );
      expect(bidCount()).toBe(1);
    },
  );
});

describe('strict and lenient checking', () => {
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

  it('strict (the default) refuses what the catalogue refuses', async () => {
    for (const [, body, msg] of loose()) expect(await submit(body)).toEqual({ status: false, msg });
    expect(bidCount()).toBe(0);
    expect(debitCount()).toBe(0);
  });

  it('lenient takes them, but still wants whole positive points', async () => {
    world.settings.update({ bidChecking: 'lenient' });
    for (const [name, body] of loose()) expect((await submit(body)).status, name).toBe(true);
    const [s] = submissions('single-digit', [SAMPLES['single-digit']]);
    for (const points of ['0', '1.5', '-10', 'ten']) {
      const answer = await submit(tweak(s!, (nr) => void (nr.result[0]!.points = points)));
      expect(answer.msg).toBe(BIDDING_MESSAGES.invalidPoints);
    }
  });

  it('lenient keeps the cut-offs and the date', async () => {
    world.settings.update({ bidChecking: 'lenient' });
    const [s] = submissions('jodi-digit', [SAMPLES['jodi-digit']]);
    world.clock.set(at(15, 45));
    expect((await submit(s!)).msg).toBe('Bidding is closed for Jodi Digit');
    expect((await submit(tweak(s!, (nr) => void (nr.bid_date = '30-June-2024')))).msg).toBe(
      MSG.BACK_DATE,
    );
  });
});
