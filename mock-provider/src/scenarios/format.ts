/**
 * The scenario file format: a named list of steps, each a map with one verb. Documented for QA in
 * docs/scenarios.md; keep the two in step (scripts/docs.test.ts checks every verb is listed).
 */

export interface Scenario {
  name: string;
  description?: string;
  /** The prefix of the fresh sandbox each run makes (default: the file's name). */
  sandbox?: string;
  steps: Step[];
}

/** One step: `{ verb: args }`. Args are checked against VERBS when the file is read. */
export interface Step {
  /** 1-based, as printed. */
  number: number;
  verb: Verb;
  args: Args;
}

export type Args = Record<string, unknown>;

/** The required and optional argument names of each verb. */
export const VERBS = {
  clock: { required: [], optional: ['set', 'to', 'freeze', 'speed', 'advance'] },
  market: {
    required: ['kind', 'name', 'as'],
    optional: ['open_time', 'close_time', 'days', 'next_day', 'schedule', 'holidays', 'active'],
  },
  player: { required: ['mobile', 'as'], optional: ['wallet', 'name', 'password'] },
  /** `amount` moves money (negative debits); `to` sets the balance to exactly that. */
  credit: { required: ['player'], optional: ['amount', 'to', 'note'] },
  bid: {
    required: ['player', 'market', 'type', 'digits', 'points'],
    optional: ['closedigits', 'session', 'pana'],
  },
  /** `player` adds its token, `market` its id and name; `as` names the request the call made. */
  call: { required: ['path'], optional: ['player', 'market', 'body', 'as'] },
  result: { required: ['market'], optional: ['session', 'pana', 'jodi', 'date', 'early'] },
  revert: { required: ['market'], optional: ['session', 'date'] },
  withdraw: { required: ['player', 'amount'], optional: ['method', 'as'] },
  deposit: { required: ['player', 'amount'], optional: ['as'] },
  approve: { required: [], optional: ['withdrawal', 'deposit', 'player', 'receipt'] },
  reject: { required: [], optional: ['withdrawal', 'deposit', 'player'] },
  setting: { required: [], optional: [] }, // any setting keys: PATCH /__sim/settings
  /** `profile: strict` (or `real`): the sandbox's provider profile. */
  profile: { required: ['name'], optional: [] },
  fault: {
    required: [],
    optional: [
      'kind',
      'path',
      'player',
      'times',
      'probability',
      'latency_ms',
      'msg',
      'text',
      'seed',
      'clear',
    ],
  },
  /** An answer override: POST /__sim/overrides (`player` a name given with `as`, or a mobile). */
  override: { required: ['path', 'answer'], optional: ['status', 'times', 'player'] },
  snapshot: { required: [], optional: ['save', 'restore'] },
  /** Any control verb with its input, as the control client calls it (what the console records). */
  control: { required: ['verb'], optional: ['input', 'market'] },
  expect: { required: [], optional: [] }, // one check, see CHECKS
} as const satisfies Record<string, { required: readonly string[]; optional: readonly string[] }>;

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
