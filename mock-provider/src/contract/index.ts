import type { Static, TSchema } from 'typebox';
import { ACTING_VERBS } from './acting';
import { ANNOUNCEMENT_VERBS } from './announcements';
import { CLOCK_VERBS } from './clock';
import { FAULT_VERBS } from './faults';
import { JOURNAL_VERBS } from './journal';
import { MARKET_VERBS } from './markets';
import { OTP_VERBS } from './otps';
import { OVERRIDE_VERBS } from './overrides';
import { APPROVAL_VERBS, PLAYER_VERBS } from './players';
import { RESULT_VERBS } from './results';
import { RECORDING_VERBS } from './recording';
import { SETTINGS_VERBS } from './settings';
import { SCENARIO_VERBS } from './scenarios';
import { SANDBOX_VERBS, SNAPSHOT_VERBS } from './snapshots';

/**
 * The control plane's contract: every verb under /__sim, named "METHOD /path", with what it takes
 * and what it answers. The routes are declared from it (routes/control/define-verb.ts) and the
 * control client is typed by it, so neither writes a schema of its own.
 */
export const CONTROL_VERBS = {
  ...CLOCK_VERBS,
  ...MARKET_VERBS,
  ...RESULT_VERBS,
  ...PLAYER_VERBS,
  ...APPROVAL_VERBS,
  ...ANNOUNCEMENT_VERBS,
  ...SETTINGS_VERBS,
  ...FAULT_VERBS,
  ...OVERRIDE_VERBS,
  ...JOURNAL_VERBS,
  ...OTP_VERBS,
  ...SNAPSHOT_VERBS,
  ...SANDBOX_VERBS,
  ...SCENARIO_VERBS,
  ...ACTING_VERBS,
  ...RECORDING_VERBS,
};

export type ControlVerb = keyof typeof CONTROL_VERBS;

/** The static type of one part of a verb (params, query, body, answer); undefined when it has none. */
type PartOf<V extends ControlVerb, K extends string> = (typeof CONTROL_VERBS)[V] extends {
  readonly [P in K]: infer S extends TSchema;
}
  ? Static<S>
  : undefined;

export type VerbParams<V extends ControlVerb> = PartOf<V, 'params'>;
export type VerbQuery<V extends ControlVerb> = PartOf<V, 'query'>;
export type VerbBody<V extends ControlVerb> = PartOf<V, 'body'>;
/** The 200 answer: `status: true` and the verb's fields. */
export type VerbAnswer<V extends ControlVerb> = PartOf<V, 'answer'>;

export { FAILURES, Failure, type VerbDef } from './common';
export type { SettingsPatch } from './settings';

// The rules the simulator and its callers (the console, the control client, scripts) share.
export { CLOCK_RANGE, MAX_SPEED, inClockRange } from './clock-range';
export { ControlError, badRequest, conflict, notFound } from './control-error';
export { DEFAULT_SETTINGS, type Settings } from './default-settings';
export {
  FAULT_KINDS,
  FAULT_KIND_NAMES,
  kindsSending,
  kindsThat,
  needsLatency,
  textSentBy,
  type FaultKind,
} from './fault-kinds';
export { GUARD_MESSAGES } from './guard-messages';
export { CLOCK_MESSAGES, instantFrom, iso, readInstant } from './instants';
export { JOURNAL_CAPACITY, MAX_BALANCE, MAX_OVERRIDE_ANSWER_BYTES, MAX_OVERRIDES } from './limits';
export {
  DEFAULT_WORLD,
  NAME_MAX,
  NAME_RULE,
  isDefaultWorldName,
  isValidName,
  nameWith,
  sandboxNameRefusal,
  worldLabel,
} from './names';
export { DEFAULT_PORTS, DEFAULT_SIMULATOR_URL } from './ports';
export { DEFAULT_PROFILE, PROFILES, isProfile, type Profile } from './profiles';
export * from './secrets';
