/**
 * What the strict profile would have answered, noted on calls a world of another profile lets
 * through (docs/profiles.md, "Strict notes"). Every strict-only rule asks `enforces` before it
 * refuses: a strict world refuses, a real one answers as the real provider and notes the refusal
 * it did not make on the call's journal entry (`strict`). Strict answers differ from real ones
 * only where such a rule refuses, so a run on a real world with no note is the run strict would
 * have answered alike: the browser journeys run once, in the real profile, and fail on a note.
 */
import { noteOnCall } from '../call-notes';
import type { ProfileRules } from './profile';
import { profileRules } from './settings';
import type { World } from '../worlds/world';

/**
 * Whether the world refuses by this strict-only rule, which a call just broke with `msg` as its
 * refusal. A world whose profile has the rule off notes `msg` on the call and answers on.
 */
export function enforces(world: World, rule: keyof ProfileRules, msg: string): boolean {
  if (profileRules(world)[rule]) return true;
  noteOnCall(msg);
  return false;
}

/**
 * A refusal the two profiles compute apart (a date read strictly or leniently): strict's when the
 * rule is on, else the lenient one, noting strict's when it refuses otherwise.
 */
export function profileRefusal(
  world: World,
  rule: keyof ProfileRules,
  refusals: { strict: string | undefined; lenient: string | undefined },
): string | undefined {
  if (profileRules(world)[rule]) return refusals.strict;
  if (refusals.strict !== undefined && refusals.strict !== refusals.lenient)
    noteOnCall(refusals.strict);
  return refusals.lenient;
}
