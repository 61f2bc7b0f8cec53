/**
 * How each recorded call is made again on the drift world: the same kind of call, its fields as
 * recorded, with the world's own player, markets, dates and numbers in place of the recording's,
 * so that it can be answered as it was. A call the provider took is replayed so that it can be
 * taken; a refusal is replayed in the situation its message names (a wrong password, no money, a
 * closed market...). A refusal the world cannot be put in is not replayed, and says why.
 */
import {
  ANSWERS_WITHOUT_STATUS,
  ENDPOINTS,
  MSG,
  addDays,
  formatBidDate,
  formatFilterDate,
  type EndpointPath,
  type MarketKind,
  type PathsOf,
  type ReadPath,
  type RefusedPath,
} from '@panna/shared';
import { FUNDS_MESSAGES } from '../domain/player/funds';
import { UPI_METHODS } from '../domain/player/upi';
import { BIDDING_MESSAGES } from '../domain/player/bid-checks';
import { isSimulatorMessage } from './known-messages';
import type { RecordedCall } from './recording';
import type { DriftSim, Envelope } from './sim';
import type { Account, DriftWorld, KindMarkets } from './world';

type Body = Record<string, unknown>;

/** A call to make: its body, its envelope, and what the world needs around it. */
export interface Replay {
  body: Body;
  envelope: Envelope;
  /** Put the world in the call's situation before it, and back after. */
  around?: { before: () => Promise<unknown>; after: () => Promise<unknown> };
  /** What the world must remember once the call was taken (a new password). */
  taken?: () => void;
}

/** A recorded call the world cannot be put in the situation of. */
export interface NotReplayed {
  reason: string;
}

const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether an answer says yes: a truthy status (true, "true", 1), or a list without one. */
export function wasTaken(path: EndpointPath, json: Body): boolean {
  if (!('status' in json)) return ANSWERS_WITHOUT_STATUS.includes(path);
  const { status } = json;
  return typeof status === 'string'
    ? !['', 'false', '0'].includes(status.trim().toLowerCase())
    : Boolean(status);
}

/** Whether the answer's lists (one at least) are all empty: a player with nothing gave it. */
const onlyEmptyLists = (json: Body): boolean => {
  const lists = Object.values(json).filter(Array.isArray);
  return lists.length > 0 && lists.every((list) => list.length === 0);
};

/** The body as `who` sends it: their token, and their mobile where the call names one. */
function asPlayer(body: Body, who: Account): Body {
  const out: Body = { ...body, unique_token: who.token };
  if (isObject(body.new_result)) out.new_result = { ...body.new_result, unique_token: who.token };
  for (const key of ['mobile', 'mobile_no'])
    if (typeof body[key] === 'string' && body[key] !== '') out[key] = who.mobile;
  return out;
}

const FILTER_DATES = ['bid_from', 'bid_to', 'date_from', 'date_to'];

/** History filters on the world's day (two empty dates already mean today). */
function onWorldDay(body: Body, day: string): Body {
  const out = { ...body };
  for (const key of FILTER_DATES)
    if (typeof out[key] === 'string' && out[key] !== '') out[key] = formatFilterDate(day);
  return out;
}

/** The same id, written as the recording wrote it (text or a number). */
const sameType = (recorded: unknown, id: number): string | number =>
  typeof recorded === 'number' ? id : String(id);

/** A bid submission moved onto one of the world's markets, dated `day`, sent by `who`. */
function bidOn(body: Body, gameid: number, day: string, who: Account): Body {
  const nr = isObject(body.new_result) ? body.new_result : {};
  return {
    ...asPlayer(body, who),
    ...('game_id' in body && { game_id: sameType(body.game_id, gameid) }),
    new_result: {
      ...nr,
      unique_token: who.token,
      gameid: sameType(nr.gameid, gameid),
      bid_date: formatBidDate(day),
    },
  };
}

const replay = (body: Body, extra: Partial<Replay> = {}): Replay => ({
  body,
  envelope: 'ours',
  ...extra,
});

interface Context {
  call: RecordedCall;
  world: DriftWorld;
  sim: DriftSim;
  /** The refusal's message; undefined when the provider took the call. */
  refusal: string | undefined;
}

/** For each refusal a recipe can reproduce, the replay; the rest are not replayed. */
type Situations = Partial<Record<string, () => Replay>>;

/**
 * The replay of a call: as taken, or in the situation its refusal names. A refusal in the
 * simulator's own words (a simulator was recorded) says what was wrong with what was sent: the
 * call is made again as sent, to be refused so again.
 */
function pick(ctx: Context, taken: () => Replay, refusals: Situations = {}): Replay | NotReplayed {
  if (ctx.refusal === undefined) return taken();
  const situation = refusals[ctx.refusal] ?? (isSimulatorMessage(ctx.refusal) ? taken : undefined);
  return situation
    ? situation()
    : { reason: `no situation of the drift world gives "${ctx.refusal}" here` };
}

/** A token call: as the player with a history, or (an answer of empty lists) the one with none. */
function tokenCall(ctx: Context, refusals: Situations = {}): Replay | NotReplayed {
  const { call, world } = ctx;
  const empty = onlyEmptyLists(call.answer.json ?? {});
  const body = onWorldDay(asPlayer(call.body, empty ? world.fresh : world.rich), world.day);
  // An empty list's "... Not Available" is the answer to a player with nothing, not a refusal.
  return empty ? replay(body) : pick(ctx, () => replay(body), refusals);
}

const wrongPassword = (account: Account) => `not-${account.password}`;

function bidding(kind: MarketKind) {
  return (ctx: Context): Replay | NotReplayed => {
    const { call, world } = ctx;
    const on = (which: keyof KindMarkets, who = world.rich, day = world.day) =>
      replay(bidOn(call.body, world.markets[kind][which], day, who));
    const elsewhere = kind === 'main' ? 'starline' : 'main';
    return pick(ctx, () => on('open'), {
      [BIDDING_MESSAGES.gameNotFound]: () => replay(bidOn(call.body, 0, world.day, world.rich)),
      [BIDDING_MESSAGES.wrongGameKind]: () =>
        replay(bidOn(call.body, world.markets[elsewhere].open, world.day, world.rich)),
      [MSG.INSUFFICIENT]: () => on('open', world.fresh),
      [MSG.BACK_DATE]: () => on('open', world.rich, addDays(world.day, -1)),
      [MSG.OPEN_SESSION_CLOSED]: () => on('passedOpen'),
      [MSG.CLOSE_SESSION_CLOSED]: () => on('passedClose'),
      [MSG.BETTING_CLOSED]: () => on('off'),
    });
  };
}

type Recipe = (ctx: Context) => Replay | NotReplayed | Promise<Replay | NotReplayed>;

/** A call made again as recorded: a token call as the world's player (tokenCall), else as sent. */
const asRecorded: Recipe = (ctx) =>
  ENDPOINTS[ctx.call.path].auth === 'token' || 'unique_token' in ctx.call.body
    ? tokenCall(ctx)
    : pick(ctx, () => replay(ctx.call.body));

/**
 * The paths made again as recorded (asRecorded), the refused ones (REFUSED_PATHS) among them:
 * their bodies name nothing of the recording's world but the player, and no refusal of theirs
 * needs a situation. With RECIPES they name every path of the registry: a new endpoint does not compile
 * until its replay is decided.
 */
type AsRecorded =
  // Every read but the transfer's receiver, whom the drift world names (a recipe).
  | Exclude<ReadPath, 'api-check-user-for-transfer-amt'>
  // Changes whose bodies name only the player.
  | PathsOf<
      | 'api-profile-update'
      | 'api-update-pin'
      | 'api-otp-sent'
      | 'api-validate-bank'
      | 'api-notification-setting'
      | 'api-fcm-update'
      | 'api-get-notification'
      | 'api-add-user-bank-details'
      | 'api-fund-request-add'
      | 'api-add-money-via-upi'
      | 'api-fund-payment-slip-upload'
      | 'api-submit-contact-us'
    >
  | RefusedPath;

/** The paths whose replay needs the drift world's own accounts, markets, dates or situations. */
const RECIPES: { readonly [P in Exclude<EndpointPath, AsRecorded>]: Recipe } = {
  'api-check-mobile': (ctx) =>
    pick(ctx, () => replay({ ...ctx.call.body, mobile: ctx.world.newMobile() }), {
      [MSG.MOBILE_REGISTERED]: () => replay({ ...ctx.call.body, mobile: ctx.world.rich.mobile }),
    }),
  'api-resend-otp': (ctx) =>
    pick(ctx, () => replay({ ...ctx.call.body, mobile: ctx.world.rich.mobile })),
  'api-user-registration': (ctx) =>
    pick(ctx, () => replay({ ...ctx.call.body, mobile: ctx.world.newMobile() }), {
      [MSG.MOBILE_REGISTERED]: () => replay({ ...ctx.call.body, mobile: ctx.world.rich.mobile }),
    }),
  'api-user-login': (ctx) => {
    const { rich, blocked } = ctx.world;
    const as = (account: Pick<Account, 'mobile' | 'password'>) =>
      replay({ ...ctx.call.body, mobile: account.mobile, password: account.password });
    return pick(ctx, () => as(rich), {
      [MSG.INVALID_LOGIN]: () => as({ mobile: rich.mobile, password: wrongPassword(rich) }),
      [MSG.MOBILE_NOT_FOUND]: () => as({ mobile: ctx.world.newMobile(), password: 'x' }),
      [MSG.ACCOUNT_BLOCKED]: () => as(blocked),
    });
  },
  'api-forget-check-mobile': (ctx) =>
    pick(ctx, () => replay({ ...ctx.call.body, mobile: ctx.world.rich.mobile }), {
      [MSG.MOBILE_NOT_REGISTERED]: () =>
        replay({ ...ctx.call.body, mobile: ctx.world.newMobile() }),
    }),
  'api-forgot-password': (ctx) => {
    const { rich } = ctx.world;
    const next = String(ctx.call.body.new_pass ?? rich.password);
    return pick(
      ctx,
      () =>
        replay(
          { ...ctx.call.body, mobile: rich.mobile, new_pass: next },
          { taken: () => void (rich.password = next) },
        ),
      {
        [MSG.RESET_MOBILE_UNKNOWN]: () =>
          replay({ ...ctx.call.body, mobile: ctx.world.newMobile() }),
      },
    );
  },
  'api-change-password': (ctx) => {
    const { rich } = ctx.world;
    const next = String(ctx.call.body.new_pass ?? rich.password);
    const body = (old_pass: string) => ({
      ...asPlayer(ctx.call.body, rich),
      old_pass,
      new_pass: next,
    });
    return pick(
      ctx,
      () => replay(body(rich.password), { taken: () => void (rich.password = next) }),
      { [MSG.OLD_PASSWORD_INCORRECT]: () => replay(body(wrongPassword(rich))) },
    );
  },
  'api-submit-bid': bidding('main'),
  'api-starline-submit-bid': bidding('starline'),
  'api-galidisawar-submit-bid': bidding('gali'),
  // A first number saved is "registered", a later one "updated": the first needs a newcomer.
  'api-add-user-upi-details': async (ctx) => {
    const msg = ctx.call.answer.json?.msg;
    const first = UPI_METHODS.some((m) => msg === FUNDS_MESSAGES.upiRegistered(m.name));
    const who = first && ctx.refusal === undefined ? await ctx.world.newPlayer() : ctx.world.rich;
    return pick(ctx, () => replay(asPlayer(ctx.call.body, who)));
  },
  'api-user-withdraw-fund-request': (ctx) => {
    const { sim, world } = ctx;
    let window: { withdrawOpenTime: string; withdrawCloseTime: string } | undefined;
    return tokenCall(ctx, {
      [MSG.WITHDRAW_OVER_BALANCE]: () => replay(asPlayer(ctx.call.body, world.fresh)),
      [MSG.WITHDRAW_OUTSIDE_WINDOW]: () =>
        replay(asPlayer(ctx.call.body, world.rich), {
          around: {
            before: async () => {
              const { settings } = await sim.control.call('GET /settings');
              window = {
                withdrawOpenTime: settings.withdrawOpenTime,
                withdrawCloseTime: settings.withdrawCloseTime,
              };
              await sim.control.call('PATCH /settings', {
                withdrawOpenTime: '06:00 PM',
                withdrawCloseTime: '07:00 PM',
              });
            },
            after: () => sim.control.call('PATCH /settings', window ?? {}),
          },
        }),
    });
  },
  'api-check-user-for-transfer-amt': (ctx) => {
    const body = (mobile_no: string) => ({ ...asPlayer(ctx.call.body, ctx.world.rich), mobile_no });
    return pick(ctx, () => replay(body(ctx.world.receiver.mobile)), {
      [MSG.ACCOUNT_NOT_FOUND]: () => replay(body(ctx.world.newMobile())),
    });
  },
  'api-user-transfer-wallet-balance': (ctx) => {
    const { world } = ctx;
    const body = (who: Account, mobile_no: string) => ({
      ...asPlayer(ctx.call.body, who),
      mobile_no,
    });
    return pick(ctx, () => replay(body(world.rich, world.receiver.mobile)), {
      [MSG.TRANSFER_OVER_BALANCE]: () => replay(body(world.fresh, world.receiver.mobile)),
      [MSG.ACCOUNT_NOT_FOUND]: () => replay(body(world.rich, world.newMobile())),
    });
  },
};

/** How to make a recorded call again on the drift world, or why it cannot be. */
export async function planReplay(
  call: RecordedCall,
  world: DriftWorld,
  sim: DriftSim,
): Promise<Replay | NotReplayed> {
  const json = call.answer.json ?? {};
  const refusal = wasTaken(call.path, json) ? undefined : String(json.msg ?? '');
  const keyed = 'app_key' in call.body || 'env_type' in call.body;
  if (refusal === MSG.UNAUTHORIZED) return replay(call.body, { envelope: 'wrong' });
  const ctx: Context = { call, world, sim, refusal };
  const recipe = (RECIPES as Partial<Record<EndpointPath, Recipe>>)[call.path] ?? asRecorded;
  const planned = await recipe(ctx);
  // A call sent without the envelope (one client's headline call) is replayed so.
  return 'body' in planned && !keyed ? { ...planned, envelope: 'none' } : planned;
}
