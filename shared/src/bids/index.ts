export type * from './types';
export { MARKET_KINDS } from './types';
export {
  BID_TYPES,
  SUBMIT_PATH,
  BID_HISTORY_PATH,
  WIN_HISTORY_PATH,
  bidTypeById,
  bidTypeByLabel,
  bidTypeByPath,
  bidTypesOf,
  type BidLabel,
  type BidType,
  type BidTypeId,
  type RateKey,
  type RateKeyOf,
} from './catalogue';
export { RATE_LINES, defaultRatesOf, rateKeysOf, type RateLine } from './rates';
export { isInDigitSet, suggestionsFor } from './digit-sets';
export { byChartOrder, expandDpMotor, expandSpDpTp, expandSpMotor } from './expansion';
export { entryCaption, type PendingEntry, type ProceedOutcome } from './entry';
export { isBlockedAfterOpen, isTileBlocked, sessionOptions } from './session-rules';
export { BID_MESSAGES, MINIMUM_POINTS } from './messages';
export type { BidMarket, BidSubmission } from './submission';
export { createBidSlip, type BidSlip, type SlipOutcome } from './slip';
