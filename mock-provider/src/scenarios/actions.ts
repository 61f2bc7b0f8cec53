/**
 * What each scenario step does: the world (clock, markets, results, settings, faults, snapshots),
 * bids and raw calls here; the player and money steps in player-actions.ts. Each step checks its
 * arguments before its first call and makes one change, so a step that fails has changed nothing;
 * and every call is in the run's own world (client.ts proves each URL).
 */
import {
  formatBidDate,
  formatClockTime,
  indiaDateKey,
  indiaParts,
  instantAt,
  isDateKey,
  parseClockTime,
  WEEKDAY_NAMES,
  type MarketKind,
} from '@panna/shared';
import { PROFILES, isProfile } from '../contract/profiles';
import { CONTROL_VERBS } from '../contract';
import { SCENARIO_RUN } from '../contract/scenarios';
import { SANDBOX_VERBS } from '../contract/snapshots';
import { bidSubmission } from './bid-slip';
import { ScenarioError } from './client';
import {
  asWritten,
  describeCall,
  optionalText,
  text,
  type Action,
  type MarketRef,
  type PlayerRef,
} from './context';
import { parseDuration, type Args, type Verb } from './format';
import { PLAYER_ACTIONS, REQUEST_PATHS, rememberRequest } from './player-actions';

/**
 * "Mon 2024-07-01 02:59:59 PM IST": how the run shows the simulator's clock, to the second (a
 * cut-off at 03:00 PM and a step at 02:59:59 read apart).
 */
export function indiaTime(ms: number): string {
  const parts = indiaParts(ms);
  const seconds = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  const [time, half] = formatClockTime(parts.minutes).split(' ');
  return `${WEEKDAY_NAMES[parts.weekday]} ${indiaDateKey(ms)} ${time}:${seconds} ${half} IST`;
}

/**
 * Control verbs a `control` step may not call, and why: a scenario acts on its own world only,
 * and these act on others (the sandboxes) or would nest runs without end.
 */
const CONTROL_REFUSALS: Record<string, string> = {
  ...Object.fromEntries(
    Object.keys(SANDBOX_VERBS).map((verb) => [
      verb,
      `${verb} acts on other worlds: a scenario acts only on its own`,
    ]),
  ),
  [SCENARIO_RUN]: 'a scenario cannot run scenarios',
};

/** A market's holidays as a step lists them: India dates, checked before the market is made. */
function holidayDates(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((d) => typeof d === 'string' && isDateKey(d)))
    throw new ScenarioError('holidays must be a list of dates like "2024-07-01"');
  return value as string[];
}

/**
 * A call's body with the run's names filled in: the player's token where the body carries one
 * (a bid submission carries it twice), the market's id and name where the body names its market.
 */
function withRefs(body: Args, player: PlayerRef | undefined, market: MarketRef | undefined): Args {
  const filled: Args = { ...body };
  const inner =
    typeof body.new_result === 'object' && body.new_result !== null
      ? { ...(body.new_result as Args) }
      : undefined;
  if (player) {
    filled.unique_token = player.token;
    if (inner) inner.unique_token = player.token;
  }
  if (market) {
    filled.game_id = String(market.id);
    if (inner) Object.assign(inner, { gameid: String(market.id), Gamename: market.name });
  }
  if (inner) filled.new_result = inner;
  return filled;
}

/** "9000000501 600, 9000000502 50": who owes what after a revert. */
function owedBy(shortfalls: { mobile: string; amount: number }[]): string {
  const byMobile = new Map<string, number>();
  for (const { mobile, amount } of shortfalls)
    byMobile.set(mobile, (byMobile.get(mobile) ?? 0) + amount);
  return [...byMobile].map(([mobile, amount]) => `${mobile} ${amount}`).join(', ');
}

export const ACTIONS: Record<Exclude<Verb, 'expect'>, Action> = {
  ...PLAYER_ACTIONS,
  async clock(ctx, args) {
    const body: Record<string, unknown> = {};
    if (args.set !== undefined && args.to !== undefined)
      throw new ScenarioError('give set or to, not both');
    if (args.set !== undefined) body.set = text(args, 'set');
    if (args.to !== undefined) {
      const minutes = parseClockTime(text(args, 'to'));
      if (minutes === undefined)
        throw new ScenarioError(`to must be a 12-hour time like "03:50 PM"`);
      body.set = new Date(instantAt(await ctx.today(), minutes)).toISOString();
    }
    if (args.freeze !== undefined) body.freeze = args.freeze;
    if (args.speed !== undefined) body.speed = args.speed;
    if (args.advance !== undefined) {
      const ms = parseDuration(args.advance);
      if (ms === undefined)
        throw new ScenarioError(`advance must be a duration like 90s, 15m, 6h, 2d`);
      body.advance = ms;
    }
    const state = await ctx.sim.control.call('POST /clock', asWritten(body));
    return `now ${indiaTime(Date.parse(state.now))}${state.frozen ? ', frozen' : ''}${state.speed !== 1 ? `, ×${state.speed}` : ''}`;
  },

  async market(ctx, { as, holidays, ...args }) {
    const name = text({ as }, 'as');
    const kind = text(args, 'kind') as MarketKind;
    const dates = holidayDates(holidays);
    const { market } = await ctx.sim.control.call('POST /markets', asWritten(args));
    // Dates checked above: once the market is made, its holidays cannot be refused.
    for (const date of dates)
      await ctx.sim.control.call('POST /markets/:id/holidays', { id: market.id, date });
    ctx.markets.set(name, { id: market.id, kind, name: market.name });
    return `${name} = ${kind} market ${market.id}${dates.length ? `, ${dates.length} holiday${dates.length === 1 ? '' : 's'}` : ''}`;
  },

  async bid(ctx, args) {
    const player = ctx.player(args.player);
    const market = ctx.market(args.market);
    const entry = {
      type: text(args, 'type'),
      digits: text(args, 'digits'),
      closedigits: optionalText(args, 'closedigits'),
      points: text(args, 'points'),
      session: args.session,
      pana: args.pana,
    };
    const submission = bidSubmission(market, entry, player.token, formatBidDate(await ctx.today()));
    ctx.lastCall = await ctx.sim.provider(submission.path, submission.body);
    return describeCall(ctx.lastCall);
  },

  async call(ctx, args) {
    const path = text(args, 'path');
    const body = args.body ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new ScenarioError('body must be a map');
    const player = args.player === undefined ? undefined : ctx.player(args.player);
    const market = args.market === undefined ? undefined : ctx.market(args.market);
    const as = optionalText(args, 'as');
    if (as !== undefined && !Object.hasOwn(REQUEST_PATHS, path))
      throw new ScenarioError(
        `as names the request a call makes: only on ${Object.keys(REQUEST_PATHS).join(', ')}`,
      );
    ctx.lastCall = await ctx.sim.provider(path, withRefs(body as Args, player, market));
    if (as !== undefined) rememberRequest(ctx, as, REQUEST_PATHS[path]!);
    return describeCall(ctx.lastCall);
  },

  async result(ctx, { market, ...args }) {
    const { id } = ctx.market(market);
    const report = await ctx.sim.control.call('POST /results', asWritten({ game_id: id, ...args }));
    const { bids, winners, paid, netted } = report;
    ctx.lastSettled = { bids, winners, paid, netted };
    const owed = await ctx.owed({ game_id: id, date: report.date });
    return `${report.date}: settled ${bids} bids: ${winners} won, ${paid} paid, ${netted} netted, ${owed} still owed`;
  },

  async revert(ctx, { market, ...args }) {
    const { id } = ctx.market(market);
    const report = await ctx.sim.control.call(
      'POST /results/revert',
      asWritten({ game_id: id, ...args }),
    );
    ctx.lastReverted = {
      bids: report.bids,
      reclaimed: report.reclaimed,
      shortfall: report.shortfall,
    };
    const owing = owedBy(report.shortfalls);
    return `${report.date}: ${report.bids} bids back to pending: ${report.reclaimed} reclaimed, ${report.shortfall} owed${owing ? ` (${owing})` : ''}`;
  },

  async setting(ctx, args) {
    await ctx.sim.control.call('PATCH /settings', asWritten(args));
    return Object.keys(args).join(', ');
  },

  async profile(ctx, args) {
    const name = text(args, 'name');
    if (!isProfile(name)) throw new ScenarioError(`profile must be ${PROFILES.join(' or ')}`);
    await ctx.sim.control.call('PATCH /settings', { profile: name });
    return name;
  },

  async fault(ctx, args) {
    if (args.clear) {
      const { removed } = await ctx.sim.control.call('DELETE /faults');
      return `${removed} cleared`;
    }
    const { id } = await ctx.sim.control.call('POST /faults', asWritten(args));
    return `fault ${id}`;
  },

  async override(ctx, { player, ...args }) {
    const mobile =
      player === undefined ? undefined : (ctx.players.get(String(player))?.mobile ?? player);
    const { id } = await ctx.sim.control.call(
      'POST /overrides',
      asWritten({ ...args, ...(mobile !== undefined && { player: mobile }) }),
    );
    return `override ${id} on ${text(args, 'path')}`;
  },

  async control(ctx, args) {
    const verb = text(args, 'verb');
    if (!Object.hasOwn(CONTROL_VERBS, verb)) throw new ScenarioError(`no control verb "${verb}"`);
    if (Object.hasOwn(CONTROL_REFUSALS, verb)) throw new ScenarioError(CONTROL_REFUSALS[verb]!);
    const input = args.input ?? {};
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      throw new ScenarioError('input must be a map');
    // A market named by the run: its id where the verb takes one (`:id`), else as `game_id`.
    const market =
      args.market === undefined
        ? {}
        : { [verb.includes('/:id') ? 'id' : 'game_id']: ctx.market(args.market).id };
    const call = ctx.sim.control.call as (verb: string, input: object) => Promise<unknown>;
    await call(verb, { ...input, ...market });
    return verb;
  },

  async snapshot(ctx, args) {
    if (typeof args.save === 'string') {
      await ctx.sim.control.call('POST /snapshots', { name: args.save });
      return `saved ${args.save}`;
    }
    if (typeof args.restore === 'string') {
      await ctx.sim.control.call('POST /snapshots/:name/restore', { name: args.restore });
      return `restored ${args.restore}`;
    }
    throw new ScenarioError('snapshot takes save: NAME or restore: NAME');
  },
};
