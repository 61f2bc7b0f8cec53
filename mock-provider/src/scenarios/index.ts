/** Scenario files: the format, its reader and the runner (used by scripts/scenario.ts and the tests). */
export {
  CALL_OUTCOMES,
  CHECKS,
  VERBS,
  parseDuration,
  type CallOutcome,
  type Scenario,
  type Step,
  type Verb,
} from './format';
export { ScenarioFormatError, parseScenario } from './parser';
export {
  freshSandbox,
  runScenario,
  type RunOptions,
  type RunReport,
  type StepResult,
} from './runner';
export { RunStopped, ScenarioError } from './client';
export { runInOwnWorld } from './own-world';
export { baseProblem } from './world-url';
export { daysToShift, shiftScenario, startInstant } from './shift';
export {
  compareEnd,
  describeDifference,
  playerEnd,
  type EndDifference,
  type EndState,
  type PlayerEnd,
} from './end-state';
export {
  ledgerIds,
  marketIds,
  marketNamesOf,
  playersOf,
  worldState,
  type WorldState,
} from './world-state';
