/**
 * What a recording writes down as it goes: steps of the scenario format whose markets, players and
 * requests are still references (`Ref`), named only when the file is written, and the instant each
 * happened at on the world's clock.
 */
import type { Verb } from '../scenarios';

/** A market (by id), player (by mobile) or request (`withdrawals:12`) a step names. */
export class Ref {
  constructor(
    readonly kind: 'market' | 'player' | 'request',
    readonly key: string,
  ) {}
}

export const marketRef = (id: number) => new Ref('market', String(id));
export const playerRef = (mobile: string) => new Ref('player', mobile);
export const requestRef = (kind: RequestKind, id: number) => new Ref('request', `${kind}:${id}`);

export type RequestKind = 'withdrawals' | 'deposits';

/** A step's arguments: scenario values, with references where the file will write names. */
export type DraftValue =
  | string
  | number
  | boolean
  | null
  | Ref
  | readonly DraftValue[]
  | { readonly [key: string]: DraftValue | undefined };
export type DraftArgs = Record<string, DraftValue | undefined>;

/** A step: its verb and arguments (a string for a verb written bare: `fault: clear`). */
export interface StepDraft {
  at: number;
  verb: Verb;
  args: DraftArgs | string;
}

/** One line of the file: a step or a comment. */
export type Draft = StepDraft | { at: number; comment: string };

/** What a step touched: the recording pins each of these as it stood when the recording began. */
export interface Touches {
  players: Set<string>;
  markets: Set<number>;
  /** `{market id}|{date}`: the session a bid went to or a result was declared for. */
  marketDates: Set<string>;
  /** `withdrawals:12`: a request a step decided. */
  requests: Set<string>;
}

export const noTouches = (): Touches => ({
  players: new Set(),
  markets: new Set(),
  marketDates: new Set(),
  requests: new Set(),
});

export const step = (at: number, verb: Verb, args: DraftArgs | string): StepDraft => ({
  at,
  verb,
  args,
});
export const comment = (at: number, text: string): Draft => ({ at, comment: text });

/** The args without undefined values and without the keys named. */
export function without(args: Record<string, unknown>, ...keys: string[]): DraftArgs {
  const kept: DraftArgs = {};
  for (const [key, value] of Object.entries(args))
    if (value !== undefined && !keys.includes(key)) kept[key] = value as DraftValue;
  return kept;
}
