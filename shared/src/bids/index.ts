export type * from './types';
export {
  BID_TYPES,
  SUBMIT_PATH,
  bidTypeById,
  bidTypeByLabel,
  bidTypeByPath,
  bidTypesOf,
} from './catalogue';
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
  isBlockedAfterOpen,
  pointsValue,
  sessionOptions,
  type PendingEntry,
  type ProceedOutcome,
} from './entry';
export { BID_MESSAGES, MINIMUM_POINTS } from './messages';
export {
  EMPTY_PENDING_LIST,
  addEntry,
  addProceeded,
  clearList,
  displayedBalance,
  listTotals,
  removeEntry,
  submitBlocker,
  type PendingList,
} from './pending-list';
export { buildSubmissions, type BidMarket, type BidSubmission } from './submission';
