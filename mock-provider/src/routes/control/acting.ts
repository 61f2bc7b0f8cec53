import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ControlCallError } from '../../control-client';
import { ControlError, badRequest, conflict } from '../../contract/control-error';
import { marketAdminOf } from '../../domain/control/market-admin';
import { playerAdminOf } from '../../domain/control/player-admin';
import { ACTIONS } from '../../scenarios/actions';
import { ScenarioError, SimClient } from '../../scenarios/client';
import { RunContext, describeCall } from '../../scenarios/context';
import type { Verb } from '../../scenarios/format';
import { randomBids, type OpenMarket } from '../../scenarios/random-bids';
import { DEFAULT_WORLD } from '../../contract/names';
import { defineVerb } from './define-verb';
import { injectFetch } from '../../inject-fetch';
import { iso } from '../../contract/instants';
import type { ScenarioAccess } from './scenarios';

export const ACTING_MESSAGES = {
  registered: (mobile: string) => `Player ${mobile} is registered already`,
  noSession: (mobile: string) => `Player ${mobile} has no session yet: they sign in once first`,
  noMarkets: 'No market takes bids now: set the clock, or name the markets (game_ids)',
  noPlayers: 'No player may bet: register one, or name them (mobiles)',
} as const;

/** The names a call's run gives the player and market it acts on. */
const PLAYER = 'player';
const MARKET = 'market';

/**
 * The control plane acting as players: each verb runs the scenario step that does the same (a
 * sign-up, a bid, a deposit, a withdrawal) over this app in process, so every call it makes is a
 * provider call like the app's, journalled, faulted and recorded as one.
 */
export function registerActingControl(app: FastifyInstance, access: ScenarioAccess): void {
  const fetch = injectFetch(app);

  /** A run in the calling world, with the caller's token. */
  const runFor = (request: FastifyRequest): RunContext => {
    const { name } = request.world;
    const bearer = /^Bearer +(\S.*)$/i.exec(request.headers.authorization ?? '')?.[1];
    return new RunContext(
      new SimClient({
        base: 'http://localhost',
        sandbox: name === DEFAULT_WORLD ? undefined : name,
        appKey: access.appKey,
        envType: access.envType,
        controlToken: bearer,
        fetch,
      }),
    );
  };

  /** Runs one step; its refusals are the control plane's (400, or the status a control call had). */
  const act = async (ctx: RunContext, verb: Exclude<Verb, 'expect'>, args: object) => {
    try {
      return await ACTIONS[verb](ctx, args as Record<string, unknown>);
    } catch (error) {
      if (error instanceof ScenarioError) throw badRequest(error.message);
      if (error instanceof ControlCallError && [400, 404, 409].includes(error.status))
        throw new ControlError(error.status as 400 | 404 | 409, error.msg);
      throw error;
    }
  };

  /** A run that acts as the player with this mobile (404 when there is none). */
  const asPlayer = (request: FastifyRequest, mobile: string): RunContext => {
    const user = playerAdminOf(request.world).userOf(mobile);
    if (!user.token) throw conflict(ACTING_MESSAGES.noSession(mobile));
    const ctx = runFor(request);
    ctx.players.set(PLAYER, { mobile, token: user.token });
    return ctx;
  };

  const playerOf = (request: FastifyRequest, mobile: string) => {
    const row = playerAdminOf(request.world).detail(mobile).player;
    return { ...row, created_at: iso(row.created_at) };
  };

  /** What the provider answered the run's last call, and the player after it. */
  const answered = (request: FastifyRequest, ctx: RunContext, mobile: string) => {
    const call = ctx.lastCall!;
    return {
      status: true as const,
      accepted: call.outcome === 'accepted',
      msg: call.msg ?? describeCall(call),
      player: playerOf(request, mobile),
    };
  };

  defineVerb(app, 'POST /players', async (request) => {
    const { mobile, name, password, wallet } = request.body;
    if (
      playerAdminOf(request.world)
        .list()
        .some((p) => p.mobile === mobile)
    )
      throw conflict(ACTING_MESSAGES.registered(mobile));
    await act(runFor(request), 'player', { mobile, name, password, wallet, as: PLAYER });
    return { status: true as const, msg: 'Registered', player: playerOf(request, mobile) };
  });

  defineVerb(app, 'GET /players/:mobile/session', async (request) => {
    const { mobile } = request.params;
    const { token } = playerAdminOf(request.world).userOf(mobile);
    if (!token) throw conflict(ACTING_MESSAGES.noSession(mobile));
    return { status: true as const, token };
  });

  defineVerb(app, 'POST /players/:mobile/bids', async (request) => {
    const { mobile } = request.params;
    const { game_id, points, ...bid } = request.body;
    const ctx = asPlayer(request, mobile);
    const market = marketAdminOf(request.world).view(Number(game_id));
    ctx.markets.set(MARKET, { id: market.id, kind: market.kind, name: market.name });
    await act(ctx, 'bid', { ...bid, points: String(points), player: PLAYER, market: MARKET });
    return answered(request, ctx, mobile);
  });

  defineVerb(app, 'POST /players/:mobile/deposits', async (request) => {
    const { mobile } = request.params;
    const ctx = asPlayer(request, mobile);
    await act(ctx, 'deposit', { player: PLAYER, amount: String(request.body.amount) });
    return answered(request, ctx, mobile);
  });

  defineVerb(app, 'POST /players/:mobile/withdrawals', async (request) => {
    const { mobile } = request.params;
    const { amount, method } = request.body;
    const ctx = asPlayer(request, mobile);
    await act(ctx, 'withdraw', { player: PLAYER, amount: String(amount), method });
    return answered(request, ctx, mobile);
  });

  defineVerb(app, 'POST /bids/random', async (request) => {
    const { count, seed, game_ids, mobiles } = request.body;
    const ids = game_ids?.map(Number);
    const markets: OpenMarket[] = marketAdminOf(request.world)
      .list()
      .flatMap((m) =>
        m.active && m.taking && (!ids || ids.includes(m.id))
          ? [{ id: m.id, kind: m.kind, name: m.name, taking: m.taking }]
          : [],
      );
    const players = playerAdminOf(request.world)
      .list()
      .filter((p) =>
        mobiles ? mobiles.includes(p.mobile) : p.betting_status === '1' && !p.blocked,
      )
      .map((p) => p.mobile);
    if (markets.length === 0) throw badRequest(ACTING_MESSAGES.noMarkets);
    if (players.length === 0) throw badRequest(ACTING_MESSAGES.noPlayers);
    const bids = [];
    for (const bid of randomBids(seed, count, markets, players)) {
      const ctx = asPlayer(request, bid.mobile);
      ctx.markets.set(MARKET, bid.market);
      const { market, mobile, ...entry } = bid;
      await act(ctx, 'bid', { ...entry, player: PLAYER, market: MARKET });
      const call = ctx.lastCall!;
      bids.push({
        mobile,
        game_id: market.id,
        game_name: market.name,
        type: entry.type,
        digits: entry.digits,
        closedigits: entry.closedigits ?? '',
        points: Number(entry.points),
        session: String(entry.session),
        accepted: call.outcome === 'accepted',
        msg: call.msg ?? describeCall(call),
      });
    }
    const placed = bids.filter((b) => b.accepted).length;
    return { status: true as const, placed, refused: bids.length - placed, bids };
  });
}
