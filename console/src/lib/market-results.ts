import type { ControlAnswer } from '@panna/mock-provider/control-client';
import { formatGaliResult, formatMainResult, formatStarlineResult } from '@panna/shared/results';

export type ListedResult = ControlAnswer<'GET /results'>['results'][number];

/** A market's result for a date in the app's own format: "123-64-590", "128-1", "47". */
export function resultText(market: { kind: string }, result: ListedResult | undefined): string {
  const open = result?.open_result;
  const close = result?.close_result;
  if (market.kind === 'starline') return formatStarlineResult(open);
  if (market.kind === 'gali') return formatGaliResult(open, close);
  return formatMainResult(open, close);
}

/** A bid's digits: "123", or with its close side after a dash when it has one (a sangam). */
export const bidDigitsText = (bid: { digits: string; closedigits?: string | null }): string =>
  bid.closedigits ? `${bid.digits}-${bid.closedigits}` : bid.digits;
