/**
 * api-submit-bid, api-starline-submit-bid, api-galidisawar-submit-bid: sends the calls the bid
 * slip made (`slip.submissions`), all at once (SP DP TP sends up to three in parallel), each once
 * (lib/money-call.ts): never resent, so a bid is never placed twice. A call whose answer was lost
 * is looked up in the bid history: the rows it placed, or none.
 */
import { BID_HISTORY_PATH, type BidSubmission, type MarketKind } from '@panna/shared/bids';
import type { BidRecord } from '@panna/shared/protocol';
import { filingDates, formatFilterDate, type SessionDates } from '@panna/shared/time';
import {
  moneyCall,
  newRows,
  type MoneyCallOptions,
  type MoneyOutcome,
} from '../../../lib/money-call';
import { callProvider } from '../../../lib/provider-client';
import { providerNow } from '../../../lib/provider-clock';

export interface PlacedOutcome {
  /** The `pana` labels of the calls that placed their bids (answered, or found in the history). */
  placed: string[];
  /** Those refused, or not placed. */
  failed: string[];
  /** Those whose answer was lost and whose fate the provider could not be asked about. */
  unknown: string[];
  /** Why: the provider's `msg` of the first refusal that gave one; empty for outages. */
  reason: string;
  /** The rows found in the bid history for calls whose answer was lost. */
  found: BidRecord[];
}

/**
 * How far the app's now may be from the provider's and a lost bid still be found: the history is
 * read over the session dates a bid placed within this of now can be filed under. The app's now is
 * the provider's once an answer showed it (lib/provider-clock.ts); before, the phone's clock.
 */
const CLOCK_MARGIN_MS = 12 * 3_600_000;

/** A bid history's rows filed under `dates`. */
async function historyOf(
  kind: MarketKind,
  token: string,
  dates: SessionDates,
): Promise<BidRecord[]> {
  const answer = await callProvider(
    BID_HISTORY_PATH[kind],
    {
      unique_token: token,
      bid_from: formatFilterDate(dates.from),
      bid_to: formatFilterDate(dates.to),
    },
    { emptyList: 'bid_data' },
  );
  return answer.bid_data;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether a history row is one of the submission's rows (its type, numbers and points). */
function isRowOf(record: BidRecord, submission: BidSubmission): boolean {
  const { pana, result } = submission.body.new_result;
  return (
    same(record.pana, pana) &&
    result.some(
      (row) =>
        same(record.digits, row.digits) &&
        same(record.closedigits, row.closedigits) &&
        Number(record.points) === Number(row.points),
    )
  );
}

export async function placeBids(
  kind: MarketKind,
  submissions: readonly BidSubmission[],
  options: MoneyCallOptions = {},
): Promise<PlacedOutcome> {
  const token = submissions[0]?.body.unique_token ?? '';
  // Yesterday's session too (issue 40), one window for both readings: one after midnight still
  // covers the day the bid was sent on.
  const dates = filingDates(providerNow(), CLOCK_MARGIN_MS);
  // One reading of the history before, shared by every call of the slip.
  let before: Promise<BidRecord[]> | undefined;
  const settled = await Promise.all(
    submissions.map((submission) =>
      moneyCall(
        submission.path,
        submission.body,
        {
          before: () => (before ??= historyOf(kind, token, dates)),
          after: async (rows) => {
            const placed = newRows(rows, await historyOf(kind, token, dates)).filter((record) =>
              isRowOf(record, submission),
            );
            return placed.length > 0 ? placed : undefined;
          },
          // A submission writes one record per row: more shows it placed again.
          times: (placed) => Math.ceil(placed.length / submission.body.new_result.result.length),
        },
        options,
      ),
    ),
  );
  return tally(submissions, settled);
}

function tally(
  submissions: readonly BidSubmission[],
  settled: MoneyOutcome<BidSubmission['path'], BidRecord[]>[],
): PlacedOutcome {
  const outcome: PlacedOutcome = { placed: [], failed: [], unknown: [], reason: '', found: [] };
  settled.forEach((result, i) => {
    const label = submissions[i]?.body.new_result.pana ?? '';
    switch (result.kind) {
      case 'done':
        outcome.placed.push(label);
        break;
      case 'found':
        outcome.placed.push(label);
        outcome.found.push(...result.found);
        break;
      case 'refused':
        outcome.failed.push(label);
        outcome.reason ||= result.message;
        break;
      case 'not-done':
        outcome.failed.push(label);
        break;
      case 'unknown':
        outcome.unknown.push(label);
    }
  });
  return outcome;
}
