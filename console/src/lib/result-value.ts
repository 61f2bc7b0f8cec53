import type { MarketKind } from '@panna/shared/bids';
import { ank, panaKind, toPana } from '@panna/shared/pana';

/** What a typed result is: a pana with its ank, or a Gali jodi; or why it is not. */
export type ResultValue =
  { ok: true; value: string; note: string } | { ok: false; msg: string } | { ok: 'empty' };

/**
 * Checks a result as QA types it: a pana (main markets and Starline: three digits in pana order,
 * 0 ranked after 9) or a jodi (Gali: two digits).
 */
export function readResultValue(kind: MarketKind, text: string): ResultValue {
  const value = text.trim();
  if (value === '') return { ok: 'empty' };
  if (kind === 'gali') {
    return /^\d{2}$/.test(value)
      ? { ok: true, value, note: `Jodi ${value}` }
      : { ok: false, msg: 'A Gali result is a jodi: two digits, like 47.' };
  }
  if (!/^\d{3}$/.test(value)) return { ok: false, msg: 'A pana is three digits, like 128.' };
  const kindOf = panaKind(value);
  if (kindOf === undefined) {
    const ordered = toPana(value);
    return {
      ok: false,
      msg: `${value} is not a pana: its digits must ascend, with 0 after 9 (did you mean ${ordered}?).`,
    };
  }
  return { ok: true, value, note: `Ank ${ank(value)} · ${kindOf} pana` };
}
