import {
  createBidSlip,
  type BidMarket,
  type BidType,
  type EntryInput,
  type SlipOutcome,
} from '@panna/shared/bids';
import { useState } from 'react';

/**
 * The React side of a bid slip (`createBidSlip` in shared): holds the slip in state and swaps it
 * for the one each change returns. Every rule stays in the slip.
 */
export function useBidSlip(type: BidType, market: BidMarket) {
  const [slip, setSlip] = useState(() => createBidSlip(type, market));
  return {
    slip,
    /** Proceed: adds the entry, or answers what is wrong (the slip stays as it was). */
    add(input: EntryInput, wallet: number): SlipOutcome {
      const outcome = slip.add(input, wallet);
      if (outcome.ok) setSlip(outcome.slip);
      return outcome;
    },
    remove: (id: number) => setSlip((current) => current.remove(id)),
    clear: () => setSlip((current) => current.clear()),
    /** After a partial failure: keeps only what the placed labels did not cover. */
    keepUnplaced: (placed: readonly string[]) => setSlip((current) => current.afterPartial(placed)),
    /**
     * The open time has passed: the rows of the session it ended leave the slip, their points
     * given back. Answers whether any did. Called while rendering (it sets this component's own
     * state), so the rows never show a frame after the switch.
     */
    afterOpenTime(openTimePassed: boolean): boolean {
      const next = slip.afterOpenTime(openTimePassed);
      if (next === slip) return false;
      setSlip(next);
      return true;
    },
  };
}

export type BidSlipState = ReturnType<typeof useBidSlip>;
