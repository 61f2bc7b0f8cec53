/**
 * Query keys of the bids feature. The market lists it reads (dashboard, Starline, Gali) are the
 * shell's keys in lib/query-keys; these are the bid histories a submission makes stale.
 */
import { BID_HISTORY_PATH, type MarketKind } from '@panna/shared/bids';

export const bidKeys = {
  /** Prefix of every cached bid-history page of a market kind (any token, any dates). */
  history: (kind: MarketKind) => ['provider', BID_HISTORY_PATH[kind]] as const,
};
