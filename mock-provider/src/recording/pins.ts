/**
 * What a recording depends on, pinned from the world as it stood when the recording began (its
 * image), so that a replay in a fresh world made at any hour of any day starts from the same
 * place: the profile and the settings; each market the recording touches, made anew with its
 * week and holidays as they were (a world's own markets, with results seeded from the hour it was
 * made, never decide a replay); the bids and results those markets had on the dates it touches;
 * the requests it decides that were pending; and each player it uses, with their saved UPI
 * numbers, switches and balance as they were. The faults active then come last, so that nothing
 * in the pins meets them.
 */
import {
  MINUTES_PER_DAY,
  SUBMIT_PATH,
  formatBidDate,
  formatClockTime,
  indiaDateKey,
  type MarketKind,
} from '@panna/shared';
import { openDatabase, type Db } from '../db/connection';
import { MAX_BALANCE } from '../domain/ledger';
import { DEFAULT_SETTINGS, createSettings, type Settings } from '../domain/settings';
import { UPI_METHODS } from '../domain/player/upi';
import type { Profile } from '../domain/profile';
import {
  comment,
  marketRef,
  playerRef,
  requestRef,
  step,
  type Draft,
  type DraftArgs,
  type RequestKind,
} from './drafts';
import type { RecordingSession } from './session';

/** A pinned market: its name (for the file's names) and the steps that make it. */
export interface Pins {
  /** The steps that put the world as it was, each at its instant (before the recording began). */
  drafts: Draft[];
  /** The names of the markets the pins made, by id. */
  marketNames: Map<number, string>;
  /** The players the pins made, with their balance when the recording began. */
  balances: Map<string, number>;
}

interface MarketRow {
  id: number;
  kind: MarketKind;
  name: string;
  active: number;
}
interface DayRow {
  weekday: number;
  open_minutes: number;
  close_minutes: number;
}
interface BidRow {
  id: number;
  mobile: string;
  label: string;
  session: string;
  digits: string;
  closedigits: string;
  points: number;
  created_at: number;
}
interface UserRow {
  mobile: string;
  name: string;
  wallet: number;
  betting_status: string;
  blocked: number;
  paytm_number: string | null;
  google_pay_number: string | null;
  phone_pay_number: string | null;
}
interface RequestRow {
  id: number;
  mobile: string;
  amount: number;
  payment_method: number | string;
  paytm_number?: string;
  google_pay_number?: string;
  phone_pay_number?: string;
  created_at: number;
}

/** Settings a pin opens wide so that pending requests can be made again, whatever their hour. */
const WIDE_OPEN: Partial<Settings> = {
  minWithdrawal: 1,
  maxWithdrawal: MAX_BALANCE,
  minDeposit: 1,
  maxDeposit: MAX_BALANCE,
  withdrawOpenTime: '12:00 AM',
  withdrawCloseTime: '11:59 PM',
  withdrawStatus: '1',
};

/** Settings that are not pinned by value: the profile has its own step; auto-results are off. */
const NOT_PINNED = new Set(['profile', 'autoResults']);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The market's week as a `market` step writes it: one time on its days, or a time per day. */
function weekArgs(kind: MarketKind, days: DayRow[]): DraftArgs {
  const time = (minutes: number) => formatClockTime(minutes % MINUTES_PER_DAY);
  const nextDay = kind === 'gali' && days.some((d) => d.open_minutes >= MINUTES_PER_DAY);
  const first = days[0]!;
  const uniform = days.every(
    (d) => d.open_minutes === first.open_minutes && d.close_minutes === first.close_minutes,
  );
  const closing = (d: DayRow) => (kind === 'main' ? { close_time: time(d.close_minutes) } : {});
  const base = uniform
    ? {
        open_time: time(first.open_minutes),
        ...closing(first),
        ...(days.length < 7 && { days: days.map((d) => d.weekday) }),
      }
    : {
        schedule: days.map((d) => ({
          weekday: d.weekday,
          open_time: time(d.open_minutes),
          ...closing(d),
        })),
      };
  return { ...base, ...(nextDay && { next_day: true }) };
}

/** A bid row placed again as it was: one row, its own submission, at the instant it was placed. */
function bidAgain(kind: MarketKind, marketId: number, bid: BidRow): Draft[] {
  const row = {
    digits: bid.digits,
    closedigits: bid.closedigits,
    points: String(bid.points),
    session: bid.session,
    pana: bid.label,
    closepana: '',
  };
  return [
    step(bid.created_at, 'call', {
      path: SUBMIT_PATH[kind],
      player: playerRef(bid.mobile),
      market: marketRef(marketId),
      body: {
        new_result: {
          pana: bid.label,
          session: bid.session,
          gametype: kind === 'gali' ? '-' : bid.session,
          totalbit: bid.points,
          bid_date: formatBidDate(indiaDateKey(bid.created_at)),
          result: [row],
        },
      },
    }),
    step(bid.created_at, 'expect', { bid: 'accepted' }),
  ];
}

/** A result as it stood, declared again (early: the clock is where its last part was declared). */
function declareAgain(
  kind: MarketKind,
  marketId: number,
  date: string,
  result: {
    open_pana: string | null;
    close_pana: string | null;
    jodi: string | null;
    updated_at: number;
  },
): Draft[] {
  const declare = (args: DraftArgs) =>
    step(result.updated_at, 'result', { market: marketRef(marketId), ...args, date, early: true });
  if (kind === 'gali') return result.jodi ? [declare({ jodi: result.jodi })] : [];
  if (kind === 'starline') return result.open_pana ? [declare({ pana: result.open_pana })] : [];
  return [
    ...(result.open_pana ? [declare({ session: 'open', pana: result.open_pana })] : []),
    ...(result.close_pana ? [declare({ session: 'close', pana: result.close_pana })] : []),
  ];
}

/** A pending request made again by its player, named so that the recording's decision finds it. */
function requestAgain(kind: RequestKind, request: RequestRow): Draft[] {
  const at = request.created_at;
  const as = requestRef(kind, request.id);
  if (kind === 'deposits')
    return [
      step(at, 'call', {
        path: 'api-fund-request-add',
        player: playerRef(request.mobile),
        body: { request_amount: String(request.amount) },
        as,
      }),
      step(at, 'expect', { call: 'accepted' }),
    ];
  const method = UPI_METHODS.find((m) => String(m.method) === String(request.payment_method));
  const number = method ? (request[method.column] ?? '') : '';
  return [
    ...(method && number
      ? [
          step(at, 'call', {
            path: 'api-add-user-upi-details',
            player: playerRef(request.mobile),
            body: { upi_type: method.upiType, [method.field]: number },
          }),
        ]
      : []),
    step(at, 'call', {
      path: 'api-user-withdraw-fund-request',
      player: playerRef(request.mobile),
      body: {
        mobile: request.mobile,
        request_amount: String(request.amount),
        payment_method: Number(request.payment_method),
      },
      as,
    }),
    step(at, 'expect', { call: 'accepted' }),
  ];
}

/** Reads the pins out of the recording's starting image. */
export function pinsOf(session: RecordingSession, defaultProfile: Profile): Pins {
  const db = openDatabase(session.image);
  try {
    return readPins(db, session, defaultProfile);
  } finally {
    db.close();
  }
}

function readPins(db: Db, session: RecordingSession, defaultProfile: Profile): Pins {
  const at = session.startedAt - 1000;
  const { touched } = session;
  const settings = createSettings(db, { ...DEFAULT_SETTINGS, profile: defaultProfile }).all();
  const changed = Object.fromEntries(
    Object.entries(settings).filter(
      ([key, value]) =>
        !NOT_PINNED.has(key) && !same(value, DEFAULT_SETTINGS[key as keyof Settings]),
    ),
  );

  const marketRow = db.prepare<[number], MarketRow>(
    'SELECT id, kind, name, active FROM markets WHERE id = ?',
  );
  const week = db.prepare<[number], DayRow>(
    'SELECT weekday, open_minutes, close_minutes FROM market_schedule WHERE market_id = ? ORDER BY weekday',
  );
  const holidays = db.prepare<[number], { date: string }>(
    'SELECT date FROM holidays WHERE market_id = ? ORDER BY date',
  );
  const resultRow = db.prepare<
    [number, string],
    { open_pana: string | null; close_pana: string | null; jodi: string | null; updated_at: number }
  >('SELECT open_pana, close_pana, jodi, updated_at FROM results WHERE market_id = ? AND date = ?');
  const bidRows = db.prepare<[number, string], BidRow>(
    `SELECT b.id, u.mobile, b.label, b.session, b.digits, b.closedigits, b.points, b.created_at
     FROM bids b JOIN users u ON u.id = b.user_id WHERE b.market_id = ? AND b.session_date = ? ORDER BY b.id`,
  );
  const userRow = db.prepare<[string], UserRow>(
    `SELECT u.mobile, u.name, u.wallet, u.betting_status, u.blocked, p.paytm_number, p.google_pay_number, p.phone_pay_number
     FROM users u LEFT JOIN payment_details p ON p.user_id = u.id WHERE u.mobile = ?`,
  );
  const pendingRequest = {
    withdrawals: db.prepare<[number], RequestRow>(
      `SELECT r.id, u.mobile, r.amount, r.payment_method, r.paytm_number, r.google_pay_number, r.phone_pay_number, r.created_at
       FROM withdraw_requests r JOIN users u ON u.id = r.user_id WHERE r.id = ? AND r.status = '0'`,
    ),
    deposits: db.prepare<[number], RequestRow>(
      `SELECT r.id, u.mobile, r.amount, r.payment_method, r.created_at
       FROM deposit_requests r JOIN users u ON u.id = r.user_id WHERE r.id = ? AND r.status = '0'`,
    ),
  };

  // Markets, then what they had on the dates the recording touched.
  const markets = new Map<number, MarketRow>();
  for (const id of touched.markets) {
    const market = marketRow.get(id);
    if (market && week.all(id).length > 0) markets.set(id, market);
  }
  const activity: Draft[] = [];
  /** What the pins' own bids and requests take from each player before their balance is set. */
  const spends = new Map<string, number>();
  const spend = (mobile: string, amount: number) =>
    spends.set(mobile, (spends.get(mobile) ?? 0) + amount);
  for (const key of touched.marketDates) {
    const [id, date] = [Number(key.split('|')[0]), key.split('|')[1]!];
    const market = markets.get(id);
    if (!market) continue;
    for (const bid of bidRows.all(id, date)) {
      spend(bid.mobile, bid.points);
      activity.push(...bidAgain(market.kind, id, bid));
    }
    const result = resultRow.get(id, date);
    if (result) activity.push(...declareAgain(market.kind, id, date, result));
  }
  let requestsPinned = false;
  for (const key of touched.requests) {
    const [kind, id] = key.split(':') as [RequestKind, string];
    const request = pendingRequest[kind].get(Number(id));
    if (!request) continue;
    requestsPinned = true;
    if (kind === 'withdrawals') spend(request.mobile, request.amount);
    activity.push(...requestAgain(kind, request));
  }
  activity.sort((a, b) => a.at - b.at);

  // Every player used: those touched, and those whose bids or requests the pins make again.
  const mobiles = new Set([...touched.players, ...spends.keys()]);
  const users = [...mobiles].flatMap((mobile) => {
    const user = userRow.get(mobile);
    return user ? [user] : [];
  });
  const first = Math.min(at, ...activity.map((d) => d.at));

  const drafts: Draft[] = [
    comment(
      first,
      'The world as it stood when the recording began, pinned so that a replay depends on neither the hour nor the day',
    ),
    step(first, 'profile', settings.profile),
    ...(Object.keys(changed).length > 0 ? [step(first, 'setting', changed as DraftArgs)] : []),
  ];
  for (const market of markets.values()) {
    const dates = holidays.all(market.id).map((h) => h.date);
    drafts.push(
      step(first, 'market', {
        kind: market.kind,
        name: market.name,
        ...weekArgs(market.kind, week.all(market.id)),
        ...(dates.length > 0 && { holidays: dates }),
        ...(market.active === 0 && { active: false }),
        as: marketRef(market.id),
      }),
    );
  }
  for (const user of users) {
    drafts.push(
      step(first, 'player', {
        mobile: user.mobile,
        name: user.name,
        wallet: Math.min(MAX_BALANCE, user.wallet + (spends.get(user.mobile) ?? 0)),
        as: playerRef(user.mobile),
      }),
    );
  }
  if (requestsPinned) drafts.push(step(first, 'setting', WIDE_OPEN as DraftArgs));
  drafts.push(...activity);
  if (requestsPinned)
    drafts.push(
      step(
        at,
        'setting',
        Object.fromEntries(
          Object.keys(WIDE_OPEN).map((k) => [k, settings[k as keyof Settings]]),
        ) as DraftArgs,
      ),
    );
  for (const user of users) {
    const who = playerRef(user.mobile);
    for (const method of UPI_METHODS) {
      const number = user[method.column];
      if (number)
        drafts.push(
          step(at, 'call', {
            path: 'api-add-user-upi-details',
            player: who,
            body: { upi_type: method.upiType, [method.field]: number },
          }),
        );
    }
    if (spends.has(user.mobile)) drafts.push(step(at, 'credit', { player: who, to: user.wallet }));
    if (user.betting_status !== '1' || user.blocked)
      drafts.push(
        step(at, 'control', {
          verb: 'PATCH /players/:mobile',
          input: {
            mobile: user.mobile,
            betting_status: user.betting_status === '1' ? '1' : '0',
            blocked: user.blocked === 1,
          },
        }),
      );
  }
  for (const fault of session.faults) drafts.push(step(at, 'fault', fault as unknown as DraftArgs));
  return {
    drafts,
    marketNames: new Map([...markets].map(([id, m]) => [id, m.name])),
    balances: new Map(users.map((u) => [u.mobile, u.wallet])),
  };
}
