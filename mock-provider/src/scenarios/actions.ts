/**
 * What each scenario step does: the world (clock, markets, results, settings, faults, snapshots),
 * bids and raw calls here; the player and money steps in player-actions.ts.
 */
import {
  BID_TYPES,
  createBidSlip,
  formatBidDate,
  formatClockTime,
  indiaDateKey,
  indiaParts,
  instantAt,
  parseClockTime,
  type BidType,
  type MarketKind,
  type Session,
} from '@panna/shared';
import { PROFILES, isProfile } from '../domain/profile';
import { CONTROL_VERBS } from '../routes/control/contract';
import { SCENARIO_RUN } from '../routes/control/contract/scenarios';
import { ScenarioError } from './client';
import { asWritten, describeCall, optionalText, text, type Action } from './context';
import { parseDuration, type Verb } from './format';
import { PLAYER_ACTIONS } from './player-actions';

/** "Mon 2024-07-01 09:00 AM IST": how the run shows the simulator's clock. */
export function indiaTime(ms: number): string {
  const parts = indiaParts(ms);
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][parts.weekday];
  return `${day} ${indiaDateKey(ms)} ${formatClockTime(parts.minutes)} IST`;
}

/** A catalogue bid type by id; on Starline and Gali markets the kind's prefix may be left out. */
function bidType(kind: MarketKind, name: string): BidType {
  const prefix = { main: '', starline: 'star-', gali: 'gali-' }[kind];
  const type = BID_TYPES.find(
    (t) => t.market === kind && (t.id === name || t.id === `${prefix}${name}`),
  );
  if (!type) {
    const known = BID_TYPES.filter((t) => t.market === kind).map((t) => t.id.replace(prefix, ''));
    throw new ScenarioError(`no ${kind} bid type "${name}" (known: ${known.join(', ')})`);
  }
  return type;
}

const sessionOf = (value: unknown): Session => {
  if (value === undefined) return 'Open';
  if (typeof value === 'string' && /^(open|close)$/i.test(value))
    return value.toLowerCase() === 'open' ? 'Open' : 'Close';
  throw new ScenarioError('session must be open or close');
};

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

  async market(ctx, { as, ...args }) {
    const { market } = await ctx.sim.control.call('POST /markets', asWritten(args));
    const { id } = market;
    const kind = text(args, 'kind') as MarketKind;
    ctx.markets.set(String(as), { id, kind, name: text(args, 'name') });
    return `${as as string} = ${kind} market ${id}`;
  },

  async bid(ctx, args) {
    const player = ctx.player(args.player);
    const market = ctx.market(args.market);
    const type = bidType(market.kind, text(args, 'type'));
    const closedigits = optionalText(args, 'closedigits');
    const slip = createBidSlip(type, { gameId: String(market.id), gameName: market.name });
    const added = slip.add(
      {
        digits: text(args, 'digits'),
        ...(closedigits !== undefined && { closedigits }),
        points: text(args, 'points'),
        session: sessionOf(args.session),
        boxes: { sp: true, dp: true, tp: true },
      },
      // The client's own balance check is not under test here: the provider's is.
      Number.MAX_SAFE_INTEGER,
    );
    if (!added.ok) throw new ScenarioError(`the client would refuse this bid: ${added.message}`);
    const bidDate = formatBidDate(await ctx.today());
    const submissions = added.slip.submissions(player.token, bidDate);
    for (const submission of submissions) {
      ctx.lastCall = await ctx.sim.provider(submission.path, submission.body);
      if (ctx.lastCall.outcome !== 'accepted') break;
    }
    return describeCall(ctx.lastCall!);
  },

  async call(ctx, args) {
    const body = (typeof args.body === 'object' && args.body !== null ? args.body : {}) as Record<
      string,
      unknown
    >;
    const token = args.player === undefined ? {} : { unique_token: ctx.player(args.player).token };
    ctx.lastCall = await ctx.sim.provider(text(args, 'path'), { ...token, ...body });
    return describeCall(ctx.lastCall);
  },

  async result(ctx, { market, ...args }) {
    const { id } = ctx.market(market);
    const report = await ctx.sim.control.call('POST /results', asWritten({ game_id: id, ...args }));
    ctx.lastSettled = { bids: report.bids, winners: report.winners, paid: report.paid };
    return `settled ${report.bids} bids: ${report.winners} won, ${report.paid} paid`;
  },

  async revert(ctx, { market, ...args }) {
    const { id } = ctx.market(market);
    const report = await ctx.sim.control.call(
      'POST /results/revert',
      asWritten({ game_id: id, ...args }),
    );
    return `${report.bids} bids back to pending, ${report.reclaimed} reclaimed`;
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
    // A run inside a run could nest without end.
    if (verb === SCENARIO_RUN) throw new ScenarioError('a scenario cannot run scenarios');
    const input = args.input ?? {};
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      throw new ScenarioError('input must be a map');
    const call = ctx.sim.control.call as (verb: string, input: object) => Promise<unknown>;
    await call(verb, input);
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
