/**
 * A call that moves money or places bids, sent once and never again by the app. An answer that
 * does not come whole (a network error, no answer within MONEY_GIVE_UP_MS, a cut or unreadable
 * answer) is not a failure but an unknown outcome: the provider is asked what happened, by reading
 * what the call would have changed (a history, the passbook, the saved numbers) before it was
 * sent and again after, and the caller learns which it was.
 */
import type { EndpointPath, SuccessOf } from '@panna/shared/protocol';
import { getConfig } from './config';
import { moneyTransport } from './money-transport';
import { envelope, isProviderError, readAnswer, type ProviderBody } from './provider-client';

/**
 * How long a money call waits for its answer: under 10 s, because Chromium sends a call again by
 * itself when an HTTP/2 connection's health check (a ping) goes 10 s unanswered.
 */
export const MONEY_GIVE_UP_MS = 8000;
/**
 * When the provider is asked, counted from the loss. A request cut on its way may still be
 * applied a moment later, so "not done" takes two readings a while apart; a reading that fails
 * is tried again at the next time.
 */
export const CHECK_AFTER_MS = [1000, 3000, 6000, 10_000] as const;

/** What a money call's result is read from: what it would change, before and after. */
export interface Witness<Before, Found> {
  /** Read before the call is sent; when this fails the call is not sent. */
  before: () => Promise<Before>;
  /** Read after a lost answer: what the call did, or undefined when it did nothing. */
  after: (before: Before) => Promise<Found | undefined>;
  /** How many times `found` shows the call applied (once, unless the browser sent it again). */
  times?: (found: Found) => number;
}

/** What became of a money call. */
export type MoneyOutcome<P extends EndpointPath, Found> =
  /** The provider answered: done. */
  | { kind: 'done'; answer: SuccessOf<P> }
  /** The provider answered: refused, with its message. */
  | { kind: 'refused'; message: string }
  /** No answer; the provider shows the call done, as `found`. */
  | { kind: 'found'; found: Found }
  /** Not sent, or no answer and the provider shows nothing done. */
  | { kind: 'not-done' }
  /** No answer, and the provider could not be asked. */
  | { kind: 'unknown' };

/** Waits on the app's clock (timers are faked by the browser tests). */
const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

export interface MoneyCallOptions {
  /** Told when the answer is lost, before the provider is asked (to say "checking"). */
  onLost?: () => void;
  /**
   * Told, after an answered success, when the provider shows the call applied more than once:
   * the browser sent it again on a new connection after the one it reused was cut (what remains
   * of issue 33: docs). The provider is read once more for it, after the answer.
   */
  onRepeated?: () => void;
}

export async function moneyCall<P extends EndpointPath, Before, Found>(
  path: P,
  body: ProviderBody<P>,
  witness: Witness<Before, Found>,
  { onLost, onRepeated }: MoneyCallOptions = {},
): Promise<MoneyOutcome<P, Found>> {
  let before: Before;
  try {
    before = await witness.before();
  } catch {
    return { kind: 'not-done' };
  }
  const url = `${getConfig().providerHost}/${path}`;
  const text = await moneyTransport()(url, envelope(body), MONEY_GIVE_UP_MS);
  // Stryker disable next-line ConditionalExpression: no text fails to read (a TypeError): lost too.
  if (text !== undefined) {
    try {
      const answer = readAnswer(path, text);
      if (onRepeated && witness.times) void checkRepeated(witness, before, onRepeated);
      return { kind: 'done', answer };
    } catch (error) {
      if (isProviderError(error) && error.kind === 'status')
        return { kind: 'refused', message: error.serverMessage };
      // Not the protocol's JSON: as good as no answer.
    }
  }
  onLost?.();
  return checkWhatHappened(witness, before);
}

/** Reads what an answered call did; says so when it shows the call applied more than once. */
async function checkRepeated<Before, Found>(
  { after, times }: Witness<Before, Found>,
  before: Before,
  onRepeated: () => void,
): Promise<void> {
  try {
    const found = await after(before);
    // Stryker disable next-line OptionalChaining: only called with times; without, a caught throw.
    if (found !== undefined && (times?.(found) ?? 1) > 1) onRepeated();
  } catch {
    // Not known: the answer said done, and that stands.
  }
}

/** Asks the provider, at CHECK_AFTER_MS, until it shows the call done or twice shows nothing. */
async function checkWhatHappened<Before, Found, P extends EndpointPath>(
  witness: Witness<Before, Found>,
  before: Before,
): Promise<MoneyOutcome<P, Found>> {
  let nothing = 0;
  let waited = 0;
  for (const at of CHECK_AFTER_MS) {
    await wait(at - waited);
    waited = at;
    try {
      const found = await witness.after(before);
      if (found !== undefined) return { kind: 'found', found };
      if (++nothing === 2) return { kind: 'not-done' };
    } catch {
      // The provider could not be asked this time.
    }
  }
  return nothing > 0 ? { kind: 'not-done' } : { kind: 'unknown' };
}

/** The rows of `after` that `before` did not have (rows compared whole, duplicates counted). */
export function newRows<T>(before: readonly T[], after: readonly T[]): T[] {
  const seen = new Map<string, number>();
  for (const row of before) {
    const key = JSON.stringify(row);
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return after.filter((row) => {
    const key = JSON.stringify(row);
    const left = seen.get(key) ?? 0;
    if (left === 0) return true;
    seen.set(key, left - 1);
    return false;
  });
}

/**
 * The warning of a call applied twice (`onRepeated`), kept until the success message is shown:
 * toasts replace each other, and the check can end before the success is told.
 */
export function repeatedWarning(warn: () => void) {
  let told = false;
  let repeated = false;
  return {
    onRepeated: () => {
      repeated = true;
      if (told) warn();
    },
    /** Call once the success message is out. */
    successTold: () => {
      told = true;
      if (repeated) warn();
    },
  };
}
