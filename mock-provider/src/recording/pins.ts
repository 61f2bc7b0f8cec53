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
import { MAX_BALANCE } from '../contract/limits';
import { DEFAULT_SETTINGS, type Settings } from '../contract/default-settings';
import { UPI_METHODS } from '../domain/player/upi';
import type { WorldDefaults } from '../worlds/world';
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
import {
  readImage,
  type BidRow,
  type DayRow,
  type MarketRow,
  type RequestRow,
  type ResultRow,
  type StartImage,
  type UserRow,
} from './start-image';

/** A pinned market: its name (for the file's names) and the steps that make it. */
export interface Pins {
  /** The steps that put the world as it was, each at its instant (before the recording began). */
  drafts: Draft[];
  /** The names of the markets the pins made, by id. */
  marketNames: Map<number, string>;
  /** The players the pins made, with their balance when the recording began. */
  balances: Map<string, number>;
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
  result: ResultRow,
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
export function pinsOf(session: RecordingSession, defaults: WorldDefaults): Pins {
  return readImage(session.image, defaults, (start) => pinsFrom(start, session));
}

/** What the pins make again before the recording's start: bids, results and requests. */
interface Activity {
  drafts: Draft[];
  /** What they take from each player before their balance is set. */
  spends: Map<string, number>;
  /** Whether requests are made again (the settings open wide for them meanwhile). */
  requests: boolean;
}

/** The bids and results of the days the recording touched, and the requests it decided. */
function activityOf(
  start: StartImage,
  touched: RecordingSession['touched'],
  markets: Map<number, MarketRow>,
): Activity {
  const drafts: Draft[] = [];
  const spends = new Map<string, number>();
  const spend = (mobile: string, amount: number) =>
    spends.set(mobile, (spends.get(mobile) ?? 0) + amount);
  for (const key of touched.marketDates) {
    const [id, date] = [Number(key.split('|')[0]), key.split('|')[1]!];
    const market = markets.get(id);
    if (!market) continue;
    for (const bid of start.bids(id, date)) {
      spend(bid.mobile, bid.points);
      drafts.push(...bidAgain(market.kind, id, bid));
    }
    const result = start.result(id, date);
    if (result) drafts.push(...declareAgain(market.kind, id, date, result));
  }
  let requests = false;
  for (const key of touched.requests) {
    const [kind, id] = key.split(':') as [RequestKind, string];
    const request = start.pendingRequest(kind, Number(id));
    if (!request) continue;
    requests = true;
    if (kind === 'withdrawals') spend(request.mobile, request.amount);
    drafts.push(...requestAgain(kind, request));
  }
  return { drafts: drafts.sort((a, b) => a.at - b.at), spends, requests };
}

/** A player as they were: UPI numbers, balance (set after the activity), switches. */
function playerAfter(user: UserRow, at: number, spent: boolean): Draft[] {
  const who = playerRef(user.mobile);
  const drafts: Draft[] = UPI_METHODS.flatMap((method) => {
    const number = user[method.column];
    return number
      ? [
          step(at, 'call', {
            path: 'api-add-user-upi-details',
            player: who,
            body: { upi_type: method.upiType, [method.field]: number },
          }),
        ]
      : [];
  });
  if (spent) drafts.push(step(at, 'credit', { player: who, to: user.wallet }));
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
  return drafts;
}

function pinsFrom(start: StartImage, session: RecordingSession): Pins {
  const at = session.startedAt - 1000;
  const { touched } = session;
  const settings = start.settings();
  const changed = Object.fromEntries(
    Object.entries(settings).filter(
      ([key, value]) =>
        !NOT_PINNED.has(key) && !same(value, DEFAULT_SETTINGS[key as keyof Settings]),
    ),
  );
  const markets = new Map<number, MarketRow>();
  for (const id of touched.markets) {
    const market = start.market(id);
    if (market) markets.set(id, market);
  }
  const activity = activityOf(start, touched, markets);
  // Every player used: those touched, and those whose bids or requests the pins make again.
  const users = [...new Set([...touched.players, ...activity.spends.keys()])].flatMap(
    (mobile) => start.user(mobile) ?? [],
  );
  const first = Math.min(at, ...activity.drafts.map((d) => d.at));

  const drafts: Draft[] = [
    comment(
      first,
      'The world as it stood when the recording began, pinned so that a replay depends on neither the hour nor the day',
    ),
    step(first, 'profile', settings.profile),
    ...(Object.keys(changed).length > 0 ? [step(first, 'setting', changed as DraftArgs)] : []),
    ...[...markets.values()].map((market) => {
      const dates = start.holidays(market.id);
      return step(first, 'market', {
        kind: market.kind,
        name: market.name,
        ...weekArgs(market.kind, start.week(market.id)),
        ...(dates.length > 0 && { holidays: dates }),
        ...(market.active === 0 && { active: false }),
        as: marketRef(market.id),
      });
    }),
    ...users.map((user) =>
      step(first, 'player', {
        mobile: user.mobile,
        name: user.name,
        wallet: Math.min(MAX_BALANCE, user.wallet + (activity.spends.get(user.mobile) ?? 0)),
        as: playerRef(user.mobile),
      }),
    ),
  ];
  if (activity.requests) drafts.push(step(first, 'setting', WIDE_OPEN as DraftArgs));
  drafts.push(...activity.drafts);
  if (activity.requests) {
    const asBefore = Object.keys(WIDE_OPEN).map((k) => [k, settings[k as keyof Settings]]);
    drafts.push(step(at, 'setting', Object.fromEntries(asBefore) as DraftArgs));
  }
  for (const user of users) drafts.push(...playerAfter(user, at, activity.spends.has(user.mobile)));
  for (const fault of session.faults) drafts.push(step(at, 'fault', fault as unknown as DraftArgs));
  return {
    drafts,
    marketNames: new Map([...markets].map(([id, m]) => [id, m.name])),
    balances: new Map(users.map((u) => [u.mobile, u.wallet])),
  };
}
