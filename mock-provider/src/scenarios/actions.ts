/**
 * What each scenario step does: the world (clock, markets, results, settings, faults, snapshots),
 * bids and raw calls here; the player and money steps in player-actions.ts. Each step checks its
 * arguments before its first call and makes one change, so a step that fails has changed nothing;
 * and every call is in the run's own world (client.ts proves each URL).
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
import { SANDBOX_VERBS } from '../routes/control/contract/snapshots';
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

/** SP DP TP's kinds of pana: a bid step sends one submission, so one kind. */
const PANA_KINDS = ['sp', 'dp', 'tp'] as const;

/** Which of SP DP TP's kinds a step sends; every other type takes no `pana`. */
function panaBoxes(type: BidType, pana: unknown): Record<(typeof PANA_KINDS)[number], boolean> {
  if (type.id !== 'sp-dp-tp') {
    if (pana !== undefined) throw new ScenarioError('pana is for sp-dp-tp bids only');
    return { sp: true, dp: true, tp: true };
  }
  if (!PANA_KINDS.includes(pana as never))
    throw new ScenarioError(
      `sp-dp-tp sends one submission per kind of pana; a step sends one, so that it lands whole or not at all: give pana: ${PANA_KINDS.join(', ')} (a step each)`,
    );
  return { sp: pana === 'sp', dp: pana === 'dp', tp: pana === 'tp' };
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
    const name = text({ as }, 'as');
    const kind = text(args, 'kind') as MarketKind;
    const { market } = await ctx.sim.control.call('POST /markets', asWritten(args));
    ctx.markets.set(name, { id: market.id, kind, name: market.name });
    return `${name} = ${kind} market ${market.id}`;
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
        boxes: panaBoxes(type, args.pana),
      },
      // The client's own balance check is not under test here: the provider's is.
      Number.MAX_SAFE_INTEGER,
    );
    if (!added.ok) throw new ScenarioError(`the client would refuse this bid: ${added.message}`);
    const bidDate = formatBidDate(await ctx.today());
    // One submission, whose rows the provider stores in one transaction or not at all.
    const [submission, ...more] = added.slip.submissions(player.token, bidDate);
    if (!submission || more.length > 0)
      throw new ScenarioError(
        `this bid would need ${more.length + 1} submissions; a step sends one`,
      );
    ctx.lastCall = await ctx.sim.provider(submission.path, submission.body);
    return describeCall(ctx.lastCall);
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
    if (Object.hasOwn(CONTROL_REFUSALS, verb)) throw new ScenarioError(CONTROL_REFUSALS[verb]!);
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
