/**
 * api-submit-bid, api-starline-submit-bid, api-galidisawar-submit-bid: sends the calls the bid
 * slip made (`slip.submissions`), all at once (SP DP TP sends up to three in parallel), and says
 * which went through. Never retried: a repeated bid would debit twice.
 */
import type { BidSubmission } from '@panna/shared/bids';
import { callProvider, isProviderError } from '../../../lib/provider-client';

export interface PlacedOutcome {
  /** The `pana` labels whose call succeeded, and those that failed (any kind of failure). */
  placed: string[];
  failed: string[];
  /** Why: the provider's `msg` of the first refusal that gave one; empty for outages. */
  reason: string;
}

export async function placeBids(submissions: readonly BidSubmission[]): Promise<PlacedOutcome> {
  const settled = await Promise.allSettled(submissions.map((s) => callProvider(s.path, s.body)));
  const outcome: PlacedOutcome = { placed: [], failed: [], reason: '' };
  settled.forEach((result, i) => {
    const label = submissions[i]?.body.new_result.pana ?? '';
    if (result.status === 'fulfilled') {
      outcome.placed.push(label);
      return;
    }
    outcome.failed.push(label);
    if (!outcome.reason && isProviderError(result.reason) && result.reason.kind === 'status')
      outcome.reason = result.reason.serverMessage;
  });
  return outcome;
}
