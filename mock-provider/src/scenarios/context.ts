import { formatFilterDate, addDays, indiaDateKey, type MarketKind } from '@panna/shared';
import { ScenarioError, type CallResult, type SimClient } from './client';
import type { Args } from './format';

/** What a step did, printed after its ✓. */
export type Action = (ctx: RunContext, args: Args) => Promise<string>;

export interface MarketRef {
  id: number;
  kind: MarketKind;
  name: string;
}

export interface PlayerRef {
  mobile: string;
  token: string;
}

export interface SettledReport {
  bids: number;
  winners: number;
  paid: number;
  netted: number;
}

export interface RevertedReport {
  bids: number;
  reclaimed: number;
  /** What players no longer had: now owed. */
  shortfall: number;
}

/** A deposit or withdrawal request a step made, named with `as`. */
export interface RequestRef {
  kind: 'withdrawals' | 'deposits';
  id: number;
}

/** What a run remembers between steps: the names given with `as`, and the last outcomes. */
export class RunContext {
  readonly markets = new Map<string, MarketRef>();
  readonly players = new Map<string, PlayerRef>();
  readonly requests = new Map<string, RequestRef>();
  lastCall: CallResult | undefined;
  lastSettled: SettledReport | undefined;
  lastReverted: RevertedReport | undefined;

  constructor(readonly sim: SimClient) {}

  market(name: unknown): MarketRef {
    const market = typeof name === 'string' ? this.markets.get(name) : undefined;
    if (!market)
      throw new ScenarioError(
        `no market named "${String(name)}" (name one with market: { ..., as: NAME })`,
      );
    return market;
  }

  player(name: unknown): PlayerRef {
    const player = typeof name === 'string' ? this.players.get(name) : undefined;
    if (!player)
      throw new ScenarioError(
        `no player named "${String(name)}" (name one with player: { ..., as: NAME })`,
      );
    return player;
  }

  /** A request named with `as` (withdraw, deposit, or a call that made one). */
  request(name: unknown, kind: RequestRef['kind']): RequestRef | undefined {
    const request = typeof name === 'string' ? this.requests.get(name) : undefined;
    if (request && request.kind !== kind)
      throw new ScenarioError(
        `"${String(name)}" is a ${request.kind.slice(0, -1)}, not a ${kind.slice(0, -1)}`,
      );
    return request;
  }

  /** What the players owe (all of them, or one), on one market and date or in all. */
  async owed(filter: { mobile?: string; game_id?: number; date?: string }): Promise<number> {
    const { owed } = await this.sim.control.call('GET /owed', filter);
    return owed.reduce((sum, line) => sum + line.amount, 0);
  }

  /** The simulator's clock, epoch ms. */
  async now(): Promise<number> {
    const { now } = await this.sim.control.call('GET /clock');
    return Date.parse(now);
  }

  /** Today on the simulator's clock, India date. */
  async today(): Promise<string> {
    return indiaDateKey(await this.now());
  }

  /** A history filter from a week ago to today, as the client sends it. */
  async historyRange(): Promise<{ from: string; to: string }> {
    const today = await this.today();
    return { from: formatFilterDate(addDays(today, -7)), to: formatFilterDate(today) };
  }

  /**
   * A list call that must answer: the real server answers an empty list with `status: false` and
   * the empty list under `key`, which counts as an answer here.
   */
  async mustList(
    path: string,
    body: Record<string, unknown>,
    key: string,
  ): Promise<Record<string, unknown>> {
    const result = await this.sim.provider(path, body);
    if (result.outcome === 'refused' && Array.isArray(result.answer?.[key])) return result.answer!;
    return this.answerOf(path, result);
  }

  /** A provider call that the scenario itself needs to succeed (registration, history reads). */
  async mustCall(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    return this.answerOf(path, await this.sim.provider(path, body));
  }

  private answerOf(path: string, result: CallResult): Record<string, unknown> {
    if (result.outcome !== 'accepted') {
      throw new ScenarioError(
        `${path} ${result.outcome.replace('_', ' ')}${result.msg ? `: ${result.msg}` : ` (HTTP ${result.http})`}`,
      );
    }
    return result.answer!;
  }
}

/** Argument readers that name the step's problem. */
export function text(args: Record<string, unknown>, key: string): string {
  const value = args[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new ScenarioError(`"${key}" must be text`);
}

export function count(args: Record<string, unknown>, key: string): number {
  const value = args[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  throw new ScenarioError(`"${key}" must be a number`);
}

export const optionalText = (args: Record<string, unknown>, key: string): string | undefined =>
  args[key] === undefined ? undefined : text(args, key);

/**
 * A step's arguments sent to a control verb as the file wrote them: the simulator checks them
 * against the verb's schema and its refusal names the field.
 */
export const asWritten = <Input>(args: Record<string, unknown>) => args as Input;

/** A provider call's outcome as a step prints it. */
export const describeCall = (call: CallResult): string =>
  `${call.outcome.replace('_', ' ')}${call.msg ? `: ${call.msg}` : call.outcome === 'accepted' ? '' : ` (HTTP ${call.http})`}`;
