import { BID_MESSAGES, type BidSubmission } from '@panna/shared/bids';
import { useQueryClient } from '@tanstack/react-query';
import { toastBid, toastBidPlaced } from '../../../components/toast';
import { queryKeys } from '../../../lib/query-keys';
import { useExclusive } from '../../../lib/use-exclusive';
import { bidKeys } from '../api/keys';
import { placeBids } from '../api/place-bids';
import { partialFailureMessage } from '../strings';
import type { BidSlipState } from './use-bid-slip';

interface SubmitBidsOptions {
  slip: BidSlipState;
  token: string;
  /** Whether the open time has ended this screen since the modal opened. */
  closed: boolean;
  /** Closes the confirmation after a full success. */
  onPlaced: () => void;
}

/**
 * SUBMIT: sends the slip's calls (those the confirmation showed), once. `run` ignores calls while
 * one is in flight (a ref set synchronously, so a double tap sends one request); `busy` drives the
 * label.
 */
export function useSubmitBids({ slip: state, token, closed, onPlaced }: SubmitBidsOptions) {
  const queryClient = useQueryClient();
  const { type } = state.slip;

  // The provider's balance (and the histories) changed: read them again before showing them.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.walletBalance(token) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(token) }),
      queryClient.invalidateQueries({ queryKey: bidKeys.history(type.market) }),
    ]);

  return useExclusive(async (submissions: readonly BidSubmission[]) => {
    if (closed) {
      toastBid.error(BID_MESSAGES.biddingClosed(type.title));
      return;
    }
    const { placed, failed, reason } = await placeBids(submissions);
    if (placed.length === 0) {
      // The provider's reason when it gave one (issue #19, over the spec's one message).
      toastBid.error(reason || BID_MESSAGES.failed);
      return;
    }
    if (failed.length === 0) {
      toastBidPlaced();
      await refresh();
      state.clear();
      onPlaced();
      return;
    }
    // SP DP TP, some kinds through: keep only what failed, and say so.
    toastBid.error(partialFailureMessage(placed, failed, reason));
    await refresh();
    state.keepUnplaced(placed);
  });
}
