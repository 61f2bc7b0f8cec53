export type * from './types';
export {
  BID_TYPES,
  SUBMIT_PATH,
  bidTypeById,
  bidTypeByLabel,
  bidTypeByLooseLabel,
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
export {
  byChartOrder,
  expandDpMotor,
  expandSpDpTp,
  expandSpMotor,
  type PanaGroups,
} from './expansion';
export {
  buildEntry,
  entryCaption,
  pointsValue,
  type PendingEntry,
  type ProceedOutcome,
} from './entry';
export { isBlockedAfterOpen, isTileBlocked, sessionOptions } from './session-rules';
export { BID_MESSAGES, MINIMUM_POINTS } from './messages';
// The slip's parts, for callers that place one entry without a screen (set-up, scenarios).
export { EMPTY_PENDING_LIST, addEntry, type PendingList } from './pending-list';
export { buildSubmissions, type BidMarket, type BidSubmission } from './submission';
export { createBidSlip, type BidSlip, type SlipOutcome } from './slip';
