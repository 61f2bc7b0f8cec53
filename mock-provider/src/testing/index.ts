/**
 * @panna/mock-provider/testing: what tests of the simulator build on, inside the package and out
 * (the reliability suite). Production code never imports it.
 */
export {
  ENVELOPE,
  MONDAY_10AM,
  TEST_DAY,
  onTestDay,
  addMarket,
  addPlayer,
  addResult,
  call,
  countRows,
  ledgerMismatches,
  sentOtps,
  testApp,
  type TestApp,
  type TestPlayer,
} from './support';
export { bidStatuses, digest, placeBids, slipSubmissions, type BidRow } from './bids';
export { appTest, routeTest, type Answer } from './fixture';
export { ANSWER_CONTENT_TYPE } from '@panna/shared';
// White-box handles: put a world back between tests, or run its auto-results at once.
export { autoResultsOf } from '../domain/control/auto-results';
export { forgetFaults } from '../domain/control/faults';
export { forgetJournal } from '../domain/control/journal';
export { forgetOverrides } from '../domain/control/overrides';
export { ledgerOf } from '../domain/ledger';
export { settingsOf } from '../domain/settings';
