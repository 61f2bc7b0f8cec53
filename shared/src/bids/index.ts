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
export { DP_MOTOR, PLAIN, SP_DP_TP, SP_DP_TP_LABELS, SP_MOTOR } from './expansion-rules';
export { SETTLE } from './settle-rules';
export {
  buildEntry,
  entryCaption,
  entryCost,
  pointsValue,
  type PendingEntry,
  type ProceedOutcome,
} from './entry';
export { isBlockedAfterOpen, isTileBlocked, rowSession, sessionOptions } from './session-rules';
export { BID_MESSAGES, MINIMUM_POINTS } from './messages';
export {
  EMPTY_PENDING_LIST,
  addEntry,
  addProceeded,
  clearList,
  displayedBalance,
  listTotals,
  remainingAfterPartial,
  removeEntry,
  submitBlocker,
  type PendingList,
} from './pending-list';
export { buildSubmissions, type BidMarket, type BidSubmission } from './submission';
export { createBidSlip, type BidSlip, type SlipOutcome } from './slip';
