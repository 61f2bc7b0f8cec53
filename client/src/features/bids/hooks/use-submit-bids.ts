import { BID_MESSAGES, type BidSubmission } from '@panna/shared/bids';
import type { BidRecord } from '@panna/shared/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toastBid, toastBidPlaced } from '../../../components/toast';
import { msg } from '../../../i18n/use-texts';
import { invalidateWallet } from '../../../lib/api/wallet-balance';
import { repeatedWarning } from '../../../lib/money-call';
import { prepareMoneyCalls } from '../../../lib/money-transport';
import { useExclusive } from '../../../lib/use-exclusive';
import { bidKeys } from '../api/keys';
import { placeBids } from '../api/place-bids';
import { partialFailureMessage } from '../strings';
import type { BidSlipState } from './use-bid-slip';

/**
 * A submission the browser sent again after the connection it reused was cut, placed twice (what
 * remains of issue 33: the app cannot stop the browser, it can only say so).
 */
export const BIDS_REPEATED_MESSAGE = msg(
  'This bid was placed twice: the connection broke and your browser sent it again. Both are in your bid history.',
);

/** A submission whose answer was lost and that the provider could not be asked about. */
export const BIDS_UNKNOWN_MESSAGE = msg(
  'We could not check whether your bid was placed. Please look at your bid history before bidding again.',
);

/** SUBMIT without a network: nothing was sent, and the player can tell why. */
export const BIDS_OFFLINE_MESSAGE = msg(
  'You are offline: your bid was not sent. Connect to the internet and try again.',
);

/** Whether the browser knows it has no network (it may also think it has one and be wrong). */
const offline = () => !navigator.onLine;

interface SubmitBidsOptions {
  slip: BidSlipState;
  /** Whether the open time has ended this screen since the modal opened. */
  closed: boolean;
  /** Closes the confirmation after a full success. */
  onPlaced: () => void;
}

/**
 * SUBMIT: sends the slip's calls (those the confirmation showed), once each. `run` ignores calls
 * while one is in flight (a ref set synchronously, so a double tap sends one request); `busy`
 * drives the label. A call whose answer is lost is not a failure: its bids are looked up, and the
 * player is told they were placed (`found`: the rows) or not (the spec's failure, the modal open).
 */
export function useSubmitBids({ slip: state, closed, onPlaced }: SubmitBidsOptions) {
  const queryClient = useQueryClient();
  const { type } = state.slip;
  const [found, setFound] = useState<BidRecord[]>([]);
  const [checking, setChecking] = useState(false);
  // The money frame takes a moment to make: made while the player fills the slip.
  // Stryker disable next-line ArrayDeclaration: any list that never changes runs it once alike.
  useEffect(prepareMoneyCalls, []);

  // The provider's balance (and the histories) changed: read them again before showing them.
  // Stryker disable ObjectLiteral: reading every query again reads the histories too, only more.
  const refresh = () =>
    Promise.all([
      invalidateWallet(queryClient),
      queryClient.invalidateQueries({ queryKey: bidKeys.history(type.market) }),
    ]);
  // Stryker restore ObjectLiteral

  const submit = useExclusive(async (submissions: readonly BidSubmission[]) => {
    if (closed) {
      toastBid.error(BID_MESSAGES.biddingClosed(type.title));
      return;
    }
    if (offline()) {
      toastBid.error(BIDS_OFFLINE_MESSAGE);
      return;
    }
    const repeated = repeatedWarning(() => toastBid.error(BIDS_REPEATED_MESSAGE));
    const outcome = await placeBids(type.market, submissions, {
      onLost: () => setChecking(true),
      onRepeated: repeated.onRepeated,
    });
    setChecking(false);
    const { placed, failed, unknown, reason } = outcome;
    if (unknown.length > 0) {
      // Neither placed nor refused for sure: no "try again" that could place it twice.
      toastBid.error(BIDS_UNKNOWN_MESSAGE);
      await refresh();
      state.keepUnplaced(placed);
      onPlaced();
      return;
    }
    if (placed.length === 0) {
      // The provider's reason when it gave one (issue #19, over the spec's one message); none
      // because the network went while it was sent: that.
      toastBid.error(reason || (offline() ? BIDS_OFFLINE_MESSAGE : BID_MESSAGES.failed));
      return;
    }
    await refresh();
    if (failed.length === 0) {
      if (outcome.found.length > 0) setFound(outcome.found);
      else toastBidPlaced();
      repeated.successTold();
      state.clear();
      onPlaced();
      return;
    }
    // SP DP TP, some kinds through: keep only what failed, and say so.
    toastBid.error(partialFailureMessage(placed, failed, reason));
    repeated.successTold();
    state.keepUnplaced(placed);
  });

  return { ...submit, checking, found, dismissFound: () => setFound([]) };
}
