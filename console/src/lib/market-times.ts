import type { ControlAnswer } from '@panna/mock-provider/control-client';
import { MARKET_KINDS } from '@panna/shared/bids';
import { indiaParts, MINUTES_PER_DAY } from '@panna/shared/time';

export type Market = ControlAnswer<'GET /markets'>['markets'][number];

/** Markets as QA looks for them: main, then Starline, then Gali, each in list order. */
export const byKind = (markets: readonly Market[]): Market[] =>
  [...markets].sort((a, b) => MARKET_KINDS.indexOf(a.kind) - MARKET_KINDS.indexOf(b.kind));

/** Where an instant falls in its India day, 0 at midnight to 1 at the next midnight. */
export function dayFraction(ms: number): number {
  const { minutes, seconds } = indiaParts(ms);
  return (minutes * 60 + seconds) / (MINUTES_PER_DAY * 60);
}
