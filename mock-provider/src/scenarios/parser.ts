import { isDateKey } from '@panna/shared';
import { parse as parseYaml } from 'yaml';
import { instantFrom } from '../contract/instants';
import { NAME_RULE, isValidName } from '../contract/names';
import {
  CHECKS,
  VERBS,
  type Args,
  type Check,
  type Scenario,
  type Step,
  type Verb,
} from './format';

/** The longest `sandbox:` prefix a scenario may name (a run adds its own suffix). */
export const SANDBOX_PREFIX_MAX = 40;

/** A scenario file that cannot be run as written; the message names the step. */
export class ScenarioFormatError extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fail(where: string, message: string): never {
  throw new ScenarioFormatError(`${where}: ${message}`);
}

/** The args of a verb written as a bare word: `fault: clear` is `fault: { clear: true }`. */
function argsOf(verb: Verb, value: unknown, where: string): Args {
  if (isObject(value)) return value;
  if (typeof value === 'string' && (verb === 'fault' || verb === 'snapshot'))
    return { [value]: true };
  if (typeof value === 'string' && verb === 'profile') return { name: value };
  return fail(where, `${verb} takes a map of arguments`);
}

function checkArgs(verb: Verb, args: Args, where: string): void {
  if (verb === 'setting') {
    if (Object.keys(args).length === 0) fail(where, 'setting names at least one setting');
    return;
  }
  if (verb === 'expect') {
    const checks = Object.keys(args).filter((key) => key in CHECKS) as Check[];
    if (checks.length !== 1)
      fail(where, `expect takes exactly one of ${Object.keys(CHECKS).join(', ')}`);
    const allowed = new Set<string>([checks[0]!, ...CHECKS[checks[0]!]]);
    const extra = Object.keys(args).find((key) => !allowed.has(key));
    if (extra) fail(where, `expect ${checks[0]} does not take "${extra}"`);
    return;
  }
  if (verb === 'snapshot') {
    const named = Object.entries(args).find(
      ([key, value]) => (key === 'save' || key === 'restore') && !isValidName(value),
    );
    if (named) fail(where, `snapshot ${named[0]}: a name of ${NAME_RULE}`);
  }
  const { required, optional } = VERBS[verb];
  const missing = required.find((key) => !(key in args));
  if (missing) fail(where, `${verb} needs "${missing}"`);
  const known = new Set<string>([...required, ...optional]);
  const extra = Object.keys(args).find((key) => !known.has(key));
  if (extra) fail(where, `${verb} does not take "${extra}" (it takes ${[...known].join(', ')})`);
}

/** The dates a step names: a result's or revert's, a market's holidays, an owed check's. */
function datesOf(verb: Verb, args: Args): unknown[] {
  if (verb === 'result' || verb === 'revert') return args.date === undefined ? [] : [args.date];
  if (verb === 'market') return Array.isArray(args.holidays) ? args.holidays : [];
  if (verb === 'expect' && isObject(args.owed) && args.owed.date !== undefined)
    return [args.owed.date];
  return [];
}

/**
 * Instants and dates, by the control plane's own rules (contract/instants.ts and the
 * calendar's): an impossible one ("2024-02-30", "24:00") stops the file before its first step,
 * not halfway through it.
 */
function checkTimes(verb: Verb, args: Args, where: string): void {
  if (verb === 'clock' && args.set !== undefined) {
    try {
      instantFrom('set', typeof args.set === 'string' ? args.set : JSON.stringify(args.set));
    } catch (error) {
      fail(where, (error as Error).message);
    }
  }
  const date = datesOf(verb, args).find((d) => typeof d !== 'string' || !isDateKey(d));
  if (date !== undefined)
    fail(where, `${JSON.stringify(date)} is not a date of the calendar written YYYY-MM-DD`);
}

function readStep(raw: unknown, number: number): Step {
  const where = `step ${number}`;
  if (!isObject(raw)) fail(where, 'a step is a map with one verb, like "- clock: { advance: 6h }"');
  const keys = Object.keys(raw);
  if (keys.length !== 1)
    fail(where, `a step has exactly one verb, not ${keys.join(', ') || 'none'}`);
  const verb = keys[0]!;
  if (!(verb in VERBS))
    fail(where, `unknown verb "${verb}" (known: ${Object.keys(VERBS).join(', ')})`);
  const args = argsOf(verb as Verb, raw[verb], `${where} (${verb})`);
  checkArgs(verb as Verb, args, `${where} (${verb})`);
  checkTimes(verb as Verb, args, `${where} (${verb})`);
  return { number, verb: verb as Verb, args };
}

/** Reads a scenario from YAML (or JSON, which YAML reads too) and checks its shape. */
export function parseScenario(text: string, source = 'scenario'): Scenario {
  let doc: unknown;
  try {
    doc = source.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    return fail(
      source,
      `not valid ${source.endsWith('.json') ? 'JSON' : 'YAML'}: ${(error as Error).message}`,
    );
  }
  if (!isObject(doc)) fail(source, 'a scenario is a map with name and steps');
  const { name, description, sandbox, steps } = doc;
  if (typeof name !== 'string' || !name.trim()) fail(source, 'name is required');
  // The prefix of a name the run completes (freshSandbox), so shorter than a whole name.
  if (
    sandbox !== undefined &&
    (typeof sandbox !== 'string' || !isValidName(sandbox) || sandbox.length > SANDBOX_PREFIX_MAX)
  ) {
    fail(source, `sandbox: letters, digits, _ and -, at most ${SANDBOX_PREFIX_MAX}`);
  }
  if (!Array.isArray(steps) || steps.length === 0) fail(source, 'steps must be a non-empty list');
  const extra = Object.keys(doc).find(
    (key) => !['name', 'description', 'sandbox', 'steps'].includes(key),
  );
  if (extra) fail(source, `unknown field "${extra}"`);
  return {
    name,
    ...(typeof description === 'string' && { description }),
    ...(typeof sandbox === 'string' && { sandbox }),
    steps: steps.map((raw, index) => readStep(raw, index + 1)),
  };
}
