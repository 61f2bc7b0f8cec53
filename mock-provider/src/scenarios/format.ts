/**
 * The scenario file format: a named list of steps, each a map with one verb. Documented for QA in
 * docs/scenarios.md; keep the two in step (scripts/docs.test.ts checks every verb is listed).
 */
import { IST_OFFSET_MS } from '@panna/shared';
import type { TObject } from 'typebox';
import { CONTROL_VERBS, type ControlVerb, type VerbDef } from '../contract';
import type { EndState } from './end-state';

export interface Scenario {
  name: string;
  description?: string;
  /** The prefix of the fresh sandbox each run makes (default: the file's name). */
  sandbox?: string;
  steps: Step[];
  /** What each player's money, bids and requests must be once the steps are done (a recording's). */
  end?: EndState;
}

/** One step: `{ verb: args }`. Args are checked against VERBS when the file is read. */
export interface Step {
  /** 1-based, as printed. */
  number: number;
  /** The file's line it starts on, when read from a file. */
  line?: number;
  verb: Verb;
  args: Args;
}

export type Args = Record<string, unknown>;

/** The argument names a step must have and may have. */
interface ArgNames {
  required: readonly string[];
  optional: readonly string[];
}

/**
 * The arguments of a step that sends a control verb's body (the contract, contract/):
 * the body's fields, required where the contract requires them, less those the run fills from a
 * name (`filled`: a market's `game_id`) and with those the step may leave out (`mayOmit`: it does
 * something else without them); then the step's own.
 */
function sends(
  verb: ControlVerb,
  step: Partial<ArgNames> & { filled?: readonly string[]; mayOmit?: readonly string[] } = {},
): ArgNames {
  const body = (CONTROL_VERBS[verb] as VerbDef).body as TObject | undefined;
  const fields = Object.keys(body?.properties ?? {}).filter((key) => !step.filled?.includes(key));
  const needed = (key: string) => body?.required?.includes(key) && !step.mayOmit?.includes(key);
  return {
    required: [...(step.required ?? []), ...fields.filter(needed)],
    optional: [...fields.filter((key) => !needed(key)), ...(step.optional ?? [])],
  };
}

/** The required and optional argument names of each verb. */
export const VERBS = {
  /** `to`: a 12-hour time today, India time. */
  clock: sends('POST /clock', { optional: ['to'] }),
  market: sends('POST /markets', { required: ['as'], optional: ['holidays'] }),
  player: sends('POST /players', { required: ['as'] }),
  /** `amount` moves money (negative debits); `to` sets the balance to exactly that. */
  credit: sends('POST /players/:mobile/credit', {
    required: ['player'],
    mayOmit: ['amount'],
    optional: ['to'],
  }),
  bid: sends('POST /players/:mobile/bids', { required: ['player', 'market'], filled: ['game_id'] }),
  /** `player` adds its token, `market` its id and name; `as` names the request the call made. */
  call: { required: ['path'], optional: ['player', 'market', 'body', 'as'] },
  result: sends('POST /results', { required: ['market'], filled: ['game_id'] }),
  revert: sends('POST /results/revert', { required: ['market'], filled: ['game_id'] }),
  withdraw: sends('POST /players/:mobile/withdrawals', { required: ['player'], optional: ['as'] }),
  deposit: sends('POST /players/:mobile/deposits', { required: ['player'], optional: ['as'] }),
  approve: sends('POST /withdrawals/:id/approve', {
    optional: ['withdrawal', 'deposit', 'player'],
  }),
  reject: sends('POST /withdrawals/:id/reject', { optional: ['withdrawal', 'deposit', 'player'] }),
  setting: { required: [], optional: [] }, // any setting keys: PATCH /__sim/settings
  /** `profile: strict` (or `real`): the sandbox's provider profile. */
  profile: { required: ['name'], optional: [] },
  /** `clear: true` removes every fault instead. */
  fault: sends('POST /faults', { mayOmit: ['kind'], optional: ['clear'] }),
  /** An answer override: POST /__sim/overrides (`player` a name given with `as`, or a mobile). */
  override: sends('POST /overrides'),
  snapshot: { required: [], optional: ['save', 'restore'] },
  /** Any control verb with its input, as the control client calls it (what the console records). */
  control: { required: ['verb'], optional: ['input', 'market'] },
  expect: { required: [], optional: [] }, // one check, see CHECKS
} satisfies Record<string, ArgNames>;

export type Verb = keyof typeof VERBS;

/** What `expect` can check, with the modifiers each takes beside it. */
export const CHECKS = {
  /** The last provider call: accepted, refused, http_error, dropped, not_json. */
  call: ['msg', 'http'],
  /** The same, read as "the last bid". */
  bid: ['msg', 'http'],
  balance: [],
  market_status: [],
  history: [],
  journal: [],
  /** The last result declaration's report. */
  settled: [],
  /** The last revert's report. */
  reverted: [],
  /** What a player owes (wins a revert could not take back), on a market or in all. */
  owed: [],
} as const satisfies Record<string, readonly string[]>;

export type Check = keyof typeof CHECKS;

/** How a provider call ended, as `expect: { call: ... }` names it. */
export const CALL_OUTCOMES = ['accepted', 'refused', 'http_error', 'dropped', 'not_json'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const DURATION = /^(-)?((?:\d+(?:ms|s|m|h|d))+)$/;

/** "90s", "6h", "2d", "1h30m", "-15m" or a number of milliseconds; undefined when unreadable. */
export function parseDuration(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = DURATION.exec(value.trim());
  if (!match) return undefined;
  let total = 0;
  for (const [, amount, unit] of match[2]!.matchAll(/(\d+)(ms|s|m|h|d)/g)) {
    total += Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
  }
  return match[1] ? -total : total;
}

/** `2025-03-03T15:04:05.123+05:30`: an instant as India reads it, exact to the millisecond. */
export function indiaIso(ms: number): string {
  return `${new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 23)}+05:30`;
}
