import { hasTimePassed } from '@panna/shared';
import type { Market, ResultRow } from '../markets';
import type { TodaysPlay } from '../schedule';

/** Which session of today's play takes bids now: open, close, or none. */
export type Taking = 'open' | 'close' | null;

/**
 * The session taking bids as the control plane shows it: the clock's answer, unless a declared
 * result already closed it. A declared result refuses every bid it would decide (markets.ts,
 * declaredResultRefusal) whatever the clock says, so the control plane never shows such a session
 * as taking bids: a main market with its open pana declared takes close bids only, with its close
 * pana none; a Starline slot or Gali market with its result none. (The provider's own msg_status
 * goes by the clock alone, as the real server's does.)
 */
export function sessionTaking(
  market: Pick<Market, 'kind'>,
  play: TodaysPlay | undefined,
  now: number,
  result: Pick<ResultRow, 'open_pana' | 'close_pana' | 'jodi'> | undefined,
): Taking {
  if (!play || now >= play.closeAt) return null;
  if (market.kind !== 'main') return result?.open_pana || result?.jodi ? null : 'open';
  if (result?.close_pana) return null;
  return !hasTimePassed(play.openTime, now) && !result?.open_pana ? 'open' : 'close';
}
