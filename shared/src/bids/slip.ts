/**
 * The bid slip: a bid screen's pending bids as one framework-free value. Every rule between Proceed
 * and the provider's answer is here; a UI holds a slip and swaps it for the one each call returns.
 */
import type { BidType } from './catalogue';
import { buildEntry, type PendingEntry, type ProceedOutcome } from './entry';
import { BID_MESSAGES } from './messages';
import {
  EMPTY_PENDING_LIST,
  addProceeded,
  clearList,
  displayedBalance,
  keepSessions,
  listTotals,
  remainingAfterPartial,
  removeEntry,
  submitBlocker,
  type PendingList,
} from './pending-list';
import { sessionOptions } from './session-rules';
import { buildSubmissions, type BidMarket, type BidSubmission } from './submission';
import type { EntryInput } from './types';

/** A Proceed: the slip with the entry added, or what is wrong and which field to look at. */
export type SlipOutcome =
  { ok: true; slip: BidSlip; entry: PendingEntry } | Extract<ProceedOutcome, { ok: false }>;

export interface BidSlip {
  readonly type: BidType;
  readonly market: BidMarket;
  /** The pending rows, each with its id: one per Proceed, one per pana where the type lists each. */
  readonly entries: PendingList['entries'];
  /** What the entries took off the displayed wallet. */
  readonly held: number;
  /** Proceed: validates against the displayed balance (`wallet` less what is held), then adds. */
  add(input: EntryInput, wallet: number): SlipOutcome;
  /** Takes one entry off and gives its cost back to the displayed wallet. */
  remove(id: number): BidSlip;
  /** Nothing pending (after a successful submit; the wallet is fetched anew). */
  clear(): BidSlip;
  /** Total Bid (rows sent) and Total Point (their points), as the confirmation shows them. */
  totals(): { bids: number; points: number };
  /** The wallet the screen shows: the provider's balance less what the slip holds. */
  balance(wallet: number): number;
  /** Why Submit may not open the confirmation: the screen closed, or the balance went below zero. */
  blocker(wallet: number, closed: boolean): string | undefined;
  /** The provider calls one Submit makes, for the bid date (D-MonthName-YYYY). */
  submissions(token: string, bidDate: string): BidSubmission[];
  /** After a partial failure: only the rows whose calls did not go through (by `pana` label). */
  afterPartial(placedLabels: Iterable<string>): BidSlip;
  /**
   * Once the open time has passed: without the rows of a session the screen no longer offers (a
   * pending Open row, which the provider would refuse), their cost given back. The same slip when
   * none is left behind.
   */
  afterOpenTime(openTimePassed: boolean): BidSlip;
}

function slipOf(type: BidType, market: BidMarket, list: PendingList): BidSlip {
  const next = (changed: PendingList) => slipOf(type, market, changed);
  const slip: BidSlip = {
    type,
    market,
    entries: list.entries,
    held: list.held,
    add(input, wallet) {
      const outcome = buildEntry(type, input, displayedBalance(wallet, list));
      if (!outcome.ok) return outcome;
      return {
        ok: true,
        slip: next(addProceeded(list, type, outcome.entry)),
        entry: outcome.entry,
      };
    },
    remove: (id) => next(removeEntry(list, id)),
    clear: () => next(clearList(list)),
    totals: () => listTotals(list),
    balance: (wallet) => displayedBalance(wallet, list),
    blocker: (wallet, closed) =>
      closed ? BID_MESSAGES.biddingClosed(type.title) : submitBlocker(wallet, list),
    submissions: (token, bidDate) => buildSubmissions(type, market, list, token, bidDate),
    afterPartial: (placed) => next(remainingAfterPartial(type, list, new Set(placed))),
    afterOpenTime(openTimePassed) {
      const kept = keepSessions(list, sessionOptions(type, openTimePassed).allowed);
      return kept === list ? slip : next(kept);
    },
  };
  return slip;
}

/** An empty slip for one bid type on one market. */
export function createBidSlip(type: BidType, market: BidMarket): BidSlip {
  return slipOf(type, market, EMPTY_PENDING_LIST);
}
