import {
  BID_MESSAGES,
  buildSubmissions,
  clearList,
  type BidType,
  type PendingList,
} from '@panna/shared/bids';
import { formatBidDate, indiaDateKey } from '@panna/shared/time';
import { useQueryClient } from '@tanstack/react-query';
import type { Dispatch, SetStateAction } from 'react';
import { toastBid, toastBidPlaced } from '../../../components/toast';
import { queryKeys } from '../../../lib/query-keys';
import { useExclusive } from '../../../lib/use-exclusive';
import { bidKeys } from '../api/keys';
import type { MarketRef } from '../api/market-lookup';
import { placeBids } from '../api/place-bids';
import { partialFailureMessage } from '../strings';
import { nowMs } from './use-now';
import { remainingAfterPartial } from './remaining-after-partial';

interface SubmitBidsOptions {
  type: BidType;
  market: MarketRef;
  token: string;
  list: PendingList;
  setList: Dispatch<SetStateAction<PendingList>>;
  /** Whether the open time has ended this screen since the modal opened. */
  closed: boolean;
  /** Closes the confirmation after a full success. */
  onPlaced: () => void;
}

/**
 * SUBMIT: sends the pending list as the protocol's calls, once. `run` ignores calls while one is in
 * flight (a ref set synchronously, so a double tap sends one request); `busy` drives the label.
 */
export function useSubmitBids({
  type,
  market,
  token,
  list,
  setList,
  closed,
  onPlaced,
}: SubmitBidsOptions) {
  const queryClient = useQueryClient();

  // The provider's balance (and the histories) changed: read them again before showing them.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.walletBalance(token) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(token) }),
      queryClient.invalidateQueries({ queryKey: bidKeys.history(type.market) }),
    ]);

  return useExclusive(async () => {
    if (closed) {
      toastBid.error(BID_MESSAGES.biddingClosed(type.title));
      return;
    }
    const bidDate = formatBidDate(indiaDateKey(nowMs()));
    const { placed, failed, reason } = await placeBids(
      buildSubmissions(type, market, list, token, bidDate),
    );
    if (placed.length === 0) {
      // The provider's reason when it gave one (issue #19, over the spec's one message).
      toastBid.error(reason || BID_MESSAGES.failed);
      return;
    }
    if (failed.length === 0) {
      toastBidPlaced();
      await refresh();
      setList(clearList);
      onPlaced();
      return;
    }
    // SP DP TP, some kinds through: keep only what failed, and say so.
    toastBid.error(partialFailureMessage(placed, failed, reason));
    await refresh();
    setList((current) => remainingAfterPartial(type, current, new Set(placed)));
  });
}
