import { JSON_DEPTH_LIMIT, nestsDeeperThan } from '../../json-limits';
import type { World } from '../../worlds/world';
import { badRequest, conflict } from '../../contract/control-error';

import { MAX_OVERRIDE_ANSWER_BYTES, MAX_OVERRIDES } from '../../contract/limits';

export const OVERRIDE_MESSAGES = {
  tooMany: `This world has ${MAX_OVERRIDES} active overrides, the most it keeps: remove one first`,
  tooLarge: (bytes: number) =>
    `answer is ${bytes} bytes as JSON, more than the ${MAX_OVERRIDE_ANSWER_BYTES / 1024} KiB (${MAX_OVERRIDE_ANSWER_BYTES} bytes) an override may answer`,
  notJson: `answer must be a JSON value nested at most ${JSON_DEPTH_LIMIT} levels deep`,
} as const;

/** The answer as the JSON text it will be sent as, or undefined when it cannot be written so. */
function answerText(answer: unknown): string | undefined {
  try {
    return JSON.stringify(answer);
    // Stryker disable next-line BlockStatement: without it the function ends, undefined all the same.
  } catch {
    return undefined; // a cycle, a BigInt, or nested past the stack (a caller in process)
  }
}

/** Refuses an answer that could not be sent, or listed, whole (over HTTP, or in process). */
function checkAnswer(answer: unknown): void {
  const text = answerText(answer);
  if (text === undefined || nestsDeeperThan(text)) throw badRequest(OVERRIDE_MESSAGES.notJson);
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_OVERRIDE_ANSWER_BYTES) throw badRequest(OVERRIDE_MESSAGES.tooLarge(bytes));
}

/** What QA asks a provider path to answer instead of its handler. */
export interface OverrideSpec {
  /** A provider path (its registry spelling; every alias of it is answered too). */
  path: string;
  /** Any JSON value, sent as the answer's body. */
  answer: unknown;
  /** The HTTP status (default 200). */
  status?: number;
  /** Answers the next N matching calls, then goes; 0 until removed (default 1). */
  times?: number;
  /** Only the calls of this player (a mobile: the token's owner, or the number the body names). */
  player?: string;
}

export interface Override extends Required<Omit<OverrideSpec, 'player'>> {
  id: string;
  player?: string;
  /** How many calls it has answered so far. */
  hits: number;
}

function createOverrides() {
  let overrides: Override[] = [];
  let nextId = 1;

  return {
    /** Adds one; refuses an answer past the limits (400) or one past MAX_OVERRIDES (409). */
    add(spec: OverrideSpec): Override {
      checkAnswer(spec.answer);
      if (overrides.length >= MAX_OVERRIDES) throw conflict(OVERRIDE_MESSAGES.tooMany);
      const override: Override = {
        id: `o${nextId++}`,
        path: spec.path,
        answer: spec.answer,
        status: spec.status ?? 200,
        times: spec.times ?? 1,
        // Stryker disable next-line ConditionalExpression: a player key holding undefined lists the same in JSON.
        ...(spec.player !== undefined && { player: spec.player }),
        hits: 0,
      };
      overrides.push(override);
      return override;
    },
    list: (): readonly Override[] => overrides,
    remove(id: string): boolean {
      const before = overrides.length;
      overrides = overrides.filter((o) => o.id !== id);
      return overrides.length < before;
    },
    /**
     * The override that answers this call, used up by it; the oldest first, and one for this
     * player before one for anybody. `player` is read only when an override names one.
     */
    take(path: string, player: () => string | undefined): Override | undefined {
      // Stryker disable next-line ConditionalExpression: a shortcut for the usual call; the same answer without it.
      if (overrides.length === 0) return undefined;
      const matching = overrides.filter((o) => o.path === path);
      // Stryker disable next-line ConditionalExpression: the same shortcut.
      if (matching.length === 0) return undefined;
      const caller = matching.some((o) => o.player !== undefined) ? player() : undefined;
      const override =
        // Stryker disable next-line ConditionalExpression: the caller is known whenever a player is named.
        matching.find((o) => o.player !== undefined && o.player === caller) ??
        matching.find((o) => o.player === undefined);
      if (!override) return undefined;
      override.hits += 1;
      if (override.times > 0 && override.hits >= override.times)
        overrides = overrides.filter((o) => o !== override);
      return override;
    },
  };
}

export type Overrides = ReturnType<typeof createOverrides>;

/** Like faults, overrides belong to QA's session, not the data: a snapshot restore keeps them. */
const byWorld = new WeakMap<World, Overrides>();

export function overridesOf(world: World): Overrides {
  let overrides = byWorld.get(world);
  if (!overrides) {
    overrides = createOverrides();
    byWorld.set(world, overrides);
  }
  return overrides;
}

/** Back to none (on reset). */
export function forgetOverrides(world: World): void {
  byWorld.delete(world);
}
