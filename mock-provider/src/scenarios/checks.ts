import { BID_HISTORY_PATH, WIN_HISTORY_PATH } from '@panna/shared';
import { ScenarioError } from './client';
import { count, optionalText, type RunContext } from './context';
import { playerWallet } from './player-actions';
import { CALL_OUTCOMES, type Args, type Check } from './format';

/** An expectation the simulator did not meet: what was expected and what was there. */
export class Unmet extends Error {
  constructor(
    readonly check: string,
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`${check}: expected ${expected}, got ${actual}`);
  }
}

type CheckFn = (ctx: RunContext, args: Args) => Promise<string>;

const map = (value: unknown, check: string): Args => {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Args;
  throw new ScenarioError(`expect ${check} takes a map`);
};

const show = (value: unknown) => JSON.stringify(value);

/** `contains` fields compare as text: the protocol sends numbers as strings. */
const rowMatches = (row: Args, fields: Args) =>
  Object.entries(fields).every(([key, value]) => String(row[key]) === String(value));

/** Which provider call lists each history kind, and under which key its rows come. */
const HISTORY = {
  bid: {
    ...BID_HISTORY_PATH,
    rows: 'bid_data',
    dates: ['bid_from', 'bid_to'],
  },
  win: {
    ...WIN_HISTORY_PATH,
    rows: 'win_data',
    dates: ['date_from', 'date_to'],
  },
} as const;
const LISTS = {
  wallet: { path: 'api-wallet-transaction-history', rows: 'transaction_history' },
  withdraw: { path: 'api-user-withdraw-transaction-history', rows: 'withdrawdata' },
  deposit: { path: 'api-get-auto-deposit-list', rows: 'result' },
} as const;

/** The player's rows of one history, read through the provider as the app would. */
async function historyRows(ctx: RunContext, args: Args): Promise<Args[]> {
  const player = ctx.player(args.player);
  const kind = optionalText(args, 'kind') ?? 'bid';
  let path: string;
  let key: string;
  const body: Args = { unique_token: player.token, mobile_no: player.mobile };
  if (kind === 'bid' || kind === 'win') {
    const market = args.market === undefined ? undefined : ctx.market(args.market);
    const spec = HISTORY[kind];
    path = spec[market?.kind ?? 'main'];
    key = spec.rows;
    const { from, to } = await ctx.historyRange();
    Object.assign(body, { [spec.dates[0]]: from, [spec.dates[1]]: to });
  } else if (kind in LISTS) {
    ({ path, rows: key } = LISTS[kind as keyof typeof LISTS]);
  } else {
    throw new ScenarioError(`history kind must be bid, win, ${Object.keys(LISTS).join(', ')}`);
  }
  const answer = await ctx.mustList(path, body, key);
  const rows = answer[key] as Args[];
  const market = args.market === undefined ? undefined : ctx.market(args.market);
  return market && (kind === 'bid' || kind === 'win')
    ? rows.filter((r) => r.game_name === undefined || r.game_name === market.name)
    : rows;
}

const callCheck: CheckFn = async (ctx, args) => {
  const expected = args.call ?? args.bid;
  if (!CALL_OUTCOMES.includes(expected as never))
    throw new ScenarioError(`expect call: one of ${CALL_OUTCOMES.join(', ')}`);
  const last = ctx.lastCall;
  if (!last) throw new ScenarioError('no provider call was made yet');
  const actual = `${last.outcome}${last.msg ? ` "${last.msg}"` : ''} (HTTP ${last.http})`;
  if (last.outcome !== expected) throw new Unmet(`${last.path}`, String(expected), actual);
  const msg = optionalText(args, 'msg');
  if (msg !== undefined && !last.msg?.includes(msg))
    throw new Unmet(`${last.path} msg`, `"${msg}"`, actual);
  if (args.http !== undefined && last.http !== count(args, 'http'))
    throw new Unmet(`${last.path} HTTP status`, String(args.http), actual);
  return actual;
};

export const CHECK_FNS: Record<Check, CheckFn> = {
  call: callCheck,
  bid: callCheck,

  async balance(ctx, args) {
    const spec = map(args.balance, 'balance');
    const { mobile } = ctx.player(spec.player);
    const expected = count(spec, 'equals');
    const actual = await playerWallet(ctx, mobile);
    if (actual !== expected)
      throw new Unmet(`balance of ${spec.player as string}`, String(expected), String(actual));
    return `${spec.player as string} has ${actual}`;
  },

  async market_status(ctx, args) {
    const spec = map(args.market_status, 'market_status');
    const { id } = ctx.market(spec.market);
    const words: Record<string, number> = { running: 1, open: 1, closed: 2 };
    const expected =
      typeof spec.equals === 'string' && spec.equals in words
        ? words[spec.equals]!
        : count(spec, 'equals');
    const { market } = await ctx.sim.control.call('GET /markets/:id', { id });
    const actual = market.msg_status;
    if (actual !== expected)
      throw new Unmet(`msg_status of ${spec.market as string}`, String(expected), String(actual));
    return `${spec.market as string} msg_status ${actual} (${actual === 1 ? 'running' : 'closed'})`;
  },

  async history(ctx, args) {
    const spec = map(args.history, 'history');
    const rows = await historyRows(ctx, spec);
    const fields = spec.contains === undefined ? {} : map(spec.contains, 'history contains');
    const matching = rows.filter((row) => rowMatches(row, fields));
    const what = `${optionalText(spec, 'kind') ?? 'bid'} history of ${spec.player as string}`;
    if (spec.count !== undefined) {
      if (matching.length !== count(spec, 'count'))
        throw new Unmet(
          `${what} rows matching ${show(fields)}`,
          String(spec.count),
          String(matching.length),
        );
    } else if (matching.length === 0) {
      throw new Unmet(
        what,
        `a row with ${show(fields)}`,
        rows.length ? rows.slice(0, 3).map(show).join('; ') : 'no rows',
      );
    }
    return `${matching.length} matching row${matching.length === 1 ? '' : 's'}`;
  },

  async journal(ctx, args) {
    const spec = map(args.journal, 'journal');
    const path = optionalText(spec, 'path');
    const { entries } = await ctx.sim.control.call('GET /journal', { limit: 5000, path });
    const fields = spec.contains === undefined ? {} : map(spec.contains, 'journal contains');
    const matching = entries.filter((e) => rowMatches(e, fields));
    const expected = count(spec, 'count');
    if (matching.length !== expected)
      throw new Unmet(
        `journal calls${path ? ` to ${path}` : ''}`,
        String(expected),
        String(matching.length),
      );
    return `${matching.length} call${matching.length === 1 ? '' : 's'}`;
  },

  async settled(ctx, args) {
    const spec = map(args.settled, 'settled');
    const last = ctx.lastSettled;
    if (!last) throw new ScenarioError('no result was declared yet');
    for (const key of ['bids', 'winners', 'paid', 'netted'] as const) {
      if (spec[key] !== undefined && last[key] !== count(spec, key))
        throw new Unmet(`settled ${key}`, String(spec[key]), String(last[key]));
    }
    return `${last.bids} bids, ${last.winners} won, ${last.paid} paid, ${last.netted} netted`;
  },

  async reverted(ctx, args) {
    const spec = map(args.reverted, 'reverted');
    const last = ctx.lastReverted;
    if (!last) throw new ScenarioError('no result was reverted yet');
    const actual = { bids: last.bids, reclaimed: last.reclaimed, owed: last.shortfall };
    for (const key of ['bids', 'reclaimed', 'owed'] as const) {
      if (spec[key] !== undefined && actual[key] !== count(spec, key))
        throw new Unmet(`reverted ${key}`, String(spec[key]), String(actual[key]));
    }
    return `${actual.bids} bids, ${actual.reclaimed} reclaimed, ${actual.owed} owed`;
  },

  async owed(ctx, args) {
    const spec = map(args.owed, 'owed');
    const { mobile } = ctx.player(spec.player);
    const market = spec.market === undefined ? undefined : ctx.market(spec.market);
    const date = optionalText(spec, 'date');
    const expected = count(spec, 'equals');
    const actual = await ctx.owed({
      mobile,
      ...(market && { game_id: market.id }),
      ...(date !== undefined && { date }),
    });
    const what = `owed by ${spec.player as string}${market ? ` on ${spec.market as string}` : ''}${date ? ` for ${date}` : ''}`;
    if (actual !== expected) throw new Unmet(what, String(expected), String(actual));
    return `${spec.player as string} owes ${actual}`;
  },
};
