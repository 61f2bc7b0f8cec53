/**
 * The typed client of the simulator's control plane (/__sim), for scripts, tests and pages:
 *
 *   const sim = createControlClient({ baseUrl: 'http://127.0.0.1:8787/s/alice' });
 *   await sim.call('POST /clock', { set: '2024-07-01T15:00:00+05:30', freeze: true });
 *   const { player } = await sim.call('GET /players/:mobile', { mobile: '9876543210' });
 *   await sim.waitFor('GET /clock', undefined, (clock) => clock.frozen, { timeoutMs: 5000 });
 *   await sim.verify({ path: 'api-submit-bid', player: '9876543210', count: 1 });
 */
export {
  ControlCallError,
  VerifyError,
  WaitTimeoutError,
  createControlClient,
  type ControlClient,
  type ControlClientOptions,
  type Expected,
  type JournalEntry,
  type ReadVerb,
  type WaitOptions,
} from './client';
// The simulator's own rules, from the contract's core, for a caller that checks before it calls
// (a form refusing what the simulator would): each from its own module, so that a page bundles
// the rule and not the contract's schemas.
export { CLOCK_RANGE, inClockRange } from '../contract/clock-range';
export { FAULT_KINDS, FAULT_KIND_NAMES, textSentBy, type FaultKind } from '../contract/fault-kinds';
export {
  DEFAULT_WORLD,
  NAME_MAX,
  isDefaultWorldName,
  isValidName,
  worldLabel,
} from '../contract/names';
export type { ControlAnswer, ControlInput, ControlVerb, SettingsPatch } from './types';
