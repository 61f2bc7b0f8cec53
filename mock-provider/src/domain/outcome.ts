import { parseAmount } from '@panna/shared';

/**
 * What a player's call comes to: done (with what it made), or refused with the message the
 * provider answers in `msg`. Services answer refusals this way; defects throw.
 */
export type Outcome<T = object> = ({ ok: true } & T) | { ok: false; msg: string };

export const refuse = (msg: string): { ok: false; msg: string } => ({ ok: false, msg });

/** A whole positive amount sent as a number or as digits; anything else is undefined. */
export function wholeAmount(value: number | string): number | undefined {
  // Stryker disable next-line ConditionalExpression: a number read as its digits is judged alike.
  if (typeof value === 'string') return parseAmount(value);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
