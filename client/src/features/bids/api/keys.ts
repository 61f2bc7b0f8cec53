/**
 * Query keys of the bids feature. The market lists it reads (dashboard, Starline, Gali) are the
 * shell's keys in lib/query-keys; these are the bid histories a submission makes stale.
 */
import type { MarketKind } from '@panna/shared/bids';

/** Each market kind's bid history (read after a lost answer to learn what a submission did). */
export const BID_HISTORY_PATH = {
  main: 'api-bid-history-data',
  starline: 'api-starline-bid-history-data',
  gali: 'api-galidisawar-bid-history-data',
} as const satisfies Record<MarketKind, string>;

export const bidKeys = {
  /** Prefix of every cached bid-history page of a market kind (any token, any dates). */
  history: (kind: MarketKind) => ['provider', BID_HISTORY_PATH[kind]] as const,
};
