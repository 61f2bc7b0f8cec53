/**
 * The scenario steps about players and their money: sign-up, credits, deposits, withdrawals. A
 * step reads and checks every argument before its first call, and of its calls only the first
 * change can be refused: what follows it is checked beforehand. So a step that fails has
 * changed nothing.
 */
import { MAX_BALANCE } from '../contract/limits';
import { ControlCallError } from '../control-client';
import { ScenarioError } from './client';
import {
  count,
  describeCall,
  optionalText,
  text,
  type Action,
  type RequestRef,
  type RunContext,
} from './context';
import type { Args, Verb } from './format';

const DEFAULT_PASSWORD = 'secret123';

/** payment_method code, upi_type and the number field of each way to be paid. */
const PAYOUT_METHODS = {
  gpay: { code: 2, upiType: '2', field: 'google_pay_no' },
  paytm: { code: 3, upiType: '1', field: 'paytm_no' },
  phonepe: { code: 4, upiType: '3', field: 'phon_pay_no' },
} as const;

/** The provider calls that make a request, and the kind each makes (`as` names it). */
export const REQUEST_PATHS: Record<string, RequestRef['kind']> = {
  'api-user-withdraw-fund-request': 'withdrawals',
  'api-fund-request-add': 'deposits',
};

/** Names the request the last call made (its answer's fund_request_id), when it was accepted. */
export function rememberRequest(ctx: RunContext, name: string, kind: RequestRef['kind']): void {
  const id = Number(ctx.lastCall?.answer?.fund_request_id);
  if (ctx.lastCall?.outcome === 'accepted' && Number.isSafeInteger(id) && id > 0)
    ctx.requests.set(name, { kind, id });
}

/** A player's record through the control plane, or undefined when the number is not registered. */
async function findPlayer(ctx: RunContext, mobile: string) {
  try {
    return (await ctx.sim.control.call('GET /players/:mobile', { mobile })).player;
  } catch (error) {
    if (error instanceof ControlCallError && error.status === 404) return undefined;
    throw error;
  }
}

/** A balance the control plane will take: a whole number of points up to the cap. */
function walletOf(args: Args, key = 'wallet'): number | undefined {
  if (args[key] === undefined) return undefined;
  const wallet = count(args, key);
  if (!Number.isInteger(wallet) || wallet < 0 || wallet > MAX_BALANCE)
    throw new ScenarioError(`"${key}" must be a whole number from 0 to ${MAX_BALANCE}`);
  return wallet;
}

/** Text that must not be blank when given (the provider refuses a blank name or password). */
function filledText(args: Args, key: string): string | undefined {
  const value = optionalText(args, key);
  if (value !== undefined && !value.trim()) throw new ScenarioError(`"${key}" must not be blank`);
  return value;
}

/** Sets a player's balance by one hand credit or debit; the amount was checked by walletOf. */
async function setBalance(
  ctx: RunContext,
  mobile: string,
  wallet: number,
  note = 'Scenario balance',
): Promise<void> {
  const current = await playerWallet(ctx, mobile);
  const difference = wallet - current;
  if (difference === 0) return;
  const direction = difference > 0 ? 'credit' : 'debit';
  await ctx.sim.control.call(`POST /players/:mobile/${direction}`, {
    mobile,
    amount: Math.abs(difference),
    note,
  });
}

/** A player's balance as the control plane reads it (no provider call: faults cannot touch it). */
export async function playerWallet(ctx: RunContext, mobile: string): Promise<number> {
  const { player } = await ctx.sim.control.call('GET /players/:mobile', { mobile });
  return player.wallet;
}

/** The id of a player's request to decide: `last` (their newest pending) or an id. */
async function requestId(
  ctx: RunContext,
  kind: 'withdrawals' | 'deposits',
  which: unknown,
  player: unknown,
): Promise<string> {
  if (typeof which === 'number' || (typeof which === 'string' && /^\d+$/.test(which)))
    return String(which);
  const named = ctx.request(which, kind);
  if (named) return String(named.id);
  if (which !== 'last')
    throw new ScenarioError(
      `${kind.slice(0, -1)} must be "last", an id or a name given with as (no request named "${String(which)}")`,
    );
  const { mobile } = ctx.player(player);
  const pending = { status: '0' } as const;
  const rows =
    kind === 'deposits'
      ? (await ctx.sim.control.call('GET /deposits', pending)).deposits
      : (await ctx.sim.control.call('GET /withdrawals', pending)).withdrawals;
  const newest = rows.find((r) => r.mobile === mobile && r.status === '0');
  if (!newest) throw new ScenarioError(`${player as string} has no pending ${kind.slice(0, -1)}`);
  return String(newest.id);
}

async function decide(
  ctx: RunContext,
  args: Args,
  decision: 'approve' | 'reject',
): Promise<string> {
  const kind =
    args.withdrawal !== undefined
      ? 'withdrawals'
      : args.deposit !== undefined
        ? 'deposits'
        : undefined;
  if (!kind) throw new ScenarioError(`${decision} names a withdrawal or a deposit`);
  const id = await requestId(ctx, kind, args[kind.slice(0, -1)], args.player);
  const receipt = optionalText(args, 'receipt');
  await ctx.sim.control.call(`POST /${kind}/:id/${decision}`, { id, ...(receipt && { receipt }) });
  return `${kind.slice(0, -1)} ${id} ${decision === 'approve' ? 'approved' : 'rejected'}`;
}

export const PLAYER_ACTIONS: Record<
  Extract<Verb, 'player' | 'credit' | 'withdraw' | 'deposit' | 'approve' | 'reject'>,
  Action
> = {
  async player(ctx, args) {
    const mobile = filledText(args, 'mobile')!;
    const as = text(args, 'as');
    const name = filledText(args, 'name') ?? `Player ${mobile.slice(-4)}`;
    const password = filledText(args, 'password') ?? DEFAULT_PASSWORD;
    const wallet = walletOf(args);
    // A number the world has already is taken as it is (its session read through the control
    // plane, as a recording pins the players it uses); its balance is then set like a new one's.
    if (await findPlayer(ctx, mobile)) {
      const { token } = await ctx.sim.control.call('GET /players/:mobile/session', { mobile });
      ctx.players.set(as, { mobile, token });
      if (wallet !== undefined) await setBalance(ctx, mobile, wallet);
      return `${as} = ${mobile} (registered already)${wallet !== undefined ? `, wallet ${wallet}` : ''}`;
    }
    await ctx.mustCall('api-check-mobile', { mobile });
    // The OTP is read from the simulated SMS outbox, as a tester would read their phone.
    const { otps } = await ctx.sim.control.call('GET /otps', { mobile });
    if (!otps[0]) throw new ScenarioError(`no OTP was texted to ${mobile}`);
    // The change that can be refused (the OTP texted stays in the outbox, as on a phone); the
    // balance set after it was checked above, so the step lands whole.
    const registered = await ctx.mustCall('api-user-registration', {
      name,
      email: 'email',
      password,
      mobile,
      security_pin: '123456',
      device_id: null,
    });
    ctx.players.set(as, { mobile, token: String(registered.unique_token) });
    if (wallet !== undefined) await setBalance(ctx, mobile, wallet);
    return `${as} = ${mobile} (OTP ${otps[0].otp})${wallet !== undefined ? `, wallet ${wallet}` : ''}`;
  },

  async credit(ctx, args) {
    const { mobile } = ctx.player(args.player);
    if ((args.amount === undefined) === (args.to === undefined))
      throw new ScenarioError('credit takes amount (to move money) or to (to set the balance)');
    const note = optionalText(args, 'note');
    if (args.to !== undefined) {
      const to = walletOf(args, 'to')!;
      await setBalance(ctx, mobile, to, note);
      return `balance ${to}`;
    }
    const amount = count(args, 'amount');
    const { player } = await ctx.sim.control.call(
      `POST /players/:mobile/${amount < 0 ? 'debit' : 'credit'}`,
      { mobile, amount: Math.abs(amount), ...(note && { note }) },
    );
    return `balance ${player.wallet}`;
  },

  async withdraw(ctx, args) {
    const player = ctx.player(args.player);
    const methodName = optionalText(args, 'method') ?? 'gpay';
    const method = PAYOUT_METHODS[methodName as keyof typeof PAYOUT_METHODS];
    if (!method)
      throw new ScenarioError(`method must be ${Object.keys(PAYOUT_METHODS).join(', ')}`);
    const amount = text(args, 'amount');
    const as = optionalText(args, 'as');
    // A withdrawal is paid to a saved UPI number: save the player's own first. It is the player's
    // detail, as the app saves it before a withdrawal, and stays whatever the request's answer.
    await ctx.mustCall('api-add-user-upi-details', {
      unique_token: player.token,
      upi_type: method.upiType,
      [method.field]: player.mobile,
    });
    ctx.lastCall = await ctx.sim.provider('api-user-withdraw-fund-request', {
      unique_token: player.token,
      mobile: player.mobile,
      request_amount: amount,
      payment_method: method.code,
    });
    if (as !== undefined) rememberRequest(ctx, as, 'withdrawals');
    return describeCall(ctx.lastCall);
  },

  async deposit(ctx, args) {
    const player = ctx.player(args.player);
    const amount = text(args, 'amount');
    const as = optionalText(args, 'as');
    ctx.lastCall = await ctx.sim.provider('api-fund-request-add', {
      unique_token: player.token,
      request_amount: amount,
    });
    if (as !== undefined) rememberRequest(ctx, as, 'deposits');
    return describeCall(ctx.lastCall);
  },

  approve: (ctx, args) => decide(ctx, args, 'approve'),
  reject: (ctx, args) => decide(ctx, args, 'reject'),
};
