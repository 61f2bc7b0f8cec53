import { isDateKey } from '@panna/shared';
import { LineCounter, isMap, isSeq, parseDocument } from 'yaml';
import { instantFrom } from '../contract/instants';
import { END_PARTS, type EndState } from './end-state';
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

/** Where a step or field starts in the file: "line 12, step 3 (bid)" names it. */
interface Lines {
  step(index: number): number | undefined;
  key(key: string): number | undefined;
  /** A player's entry in the end_state section. */
  endPlayer(name: string): number | undefined;
}

const at = (line: number | undefined, where: string) =>
  line === undefined ? where : `line ${line}, ${where}`;

function readStep(raw: unknown, number: number, line: number | undefined): Step {
  const where = at(line, `step ${number}`);
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
  return { number, ...(line !== undefined && { line }), verb: verb as Verb, args };
}

/**
 * The end_state section: `since` an instant, `players` a map from a name a `player` step gives to
 * the parts of their end (balance, bids, ledger, withdrawals, deposits), each list a list of maps.
 */
function readEnd(raw: unknown, steps: readonly Step[], lines: Lines): EndState {
  const where = at(lines.key('end_state'), 'end_state');
  if (!isObject(raw)) fail(where, 'end_state is a map with since and players');
  const extra = Object.keys(raw).find((key) => key !== 'since' && key !== 'players');
  if (extra) fail(where, `unknown field "${extra}" (it takes since, players)`);
  try {
    instantFrom('since', typeof raw.since === 'string' ? raw.since : JSON.stringify(raw.since));
  } catch (error) {
    fail(where, (error as Error).message);
  }
  if (!isObject(raw.players)) fail(where, "players is a map from a player's name to their end");
  const named = new Set(steps.flatMap((s) => (s.verb === 'player' ? [String(s.args.as)] : [])));
  for (const [name, end] of Object.entries(raw.players)) {
    const place = at(lines.endPlayer(name), `end_state player ${name}`);
    if (!named.has(name)) fail(place, `no player step names "${name}" (with as: ${name})`);
    if (!isObject(end)) fail(place, `takes a map of ${END_PARTS.join(', ')}`);
    const unknown = Object.keys(end).find((key) => !(END_PARTS as readonly string[]).includes(key));
    if (unknown) fail(place, `unknown part "${unknown}" (it takes ${END_PARTS.join(', ')})`);
    if (end.balance !== undefined && typeof end.balance !== 'number')
      fail(place, 'balance is a number');
    const list = END_PARTS.slice(1).find(
      (part) => end[part] !== undefined && !(Array.isArray(end[part]) && end[part].every(isObject)),
    );
    if (list) fail(place, `${list} is a list of maps, like "- { amount: 500, status: approved }"`);
  }
  return raw as unknown as EndState;
}

/** Where each step, top-level field and end_state player starts, read from the YAML's nodes. */
function linesOf(doc: ReturnType<typeof parseDocument>, counter: LineCounter): Lines {
  const lineOf = (node: unknown): number | undefined => {
    const range = (node as { range?: [number, number, number] } | null)?.range;
    return range ? counter.linePos(range[0]).line : undefined;
  };
  const pairLine = (map: unknown, key: string): number | undefined => {
    if (!isMap(map)) return undefined;
    const pair = map.items.find((item) => (item.key as { value?: unknown })?.value === key);
    return lineOf(pair?.key);
  };
  const steps = doc.get('steps', true);
  const players = doc.getIn(['end_state', 'players'], true);
  return {
    step: (index) => (isSeq(steps) ? lineOf(steps.items[index]) : undefined),
    key: (key) => pairLine(doc.contents, key),
    endPlayer: (name) => pairLine(players, name),
  };
}

/** Reads a scenario from YAML (or JSON, which YAML reads too) and checks its shape. */
export function parseScenario(text: string, source = 'scenario'): Scenario {
  const json = source.endsWith('.json');
  const counter = new LineCounter();
  const document = parseDocument(text, { lineCounter: counter });
  let doc: unknown;
  try {
    if (!json && document.errors.length > 0) throw document.errors[0]!;
    doc = json ? JSON.parse(text) : document.toJS();
  } catch (error) {
    return fail(source, `not valid ${json ? 'JSON' : 'YAML'}: ${(error as Error).message}`);
  }
  const lines = linesOf(document, counter);
  const field = (key: string) => {
    const line = lines.key(key);
    return line === undefined ? source : `${source}: line ${line}`;
  };
  if (!isObject(doc)) fail(source, 'a scenario is a map with name and steps');
  const { name, description, sandbox, steps, end_state: end } = doc;
  if (typeof name !== 'string' || !name.trim()) fail(field('name'), 'name is required');
  // The prefix of a name the run completes (freshSandbox), so shorter than a whole name.
  if (
    sandbox !== undefined &&
    (typeof sandbox !== 'string' || !isValidName(sandbox) || sandbox.length > SANDBOX_PREFIX_MAX)
  ) {
    fail(field('sandbox'), `sandbox: letters, digits, _ and -, at most ${SANDBOX_PREFIX_MAX}`);
  }
  if (!Array.isArray(steps) || steps.length === 0)
    fail(field('steps'), 'steps must be a non-empty list');
  const extra = Object.keys(doc).find(
    (key) => !['name', 'description', 'sandbox', 'steps', 'end_state'].includes(key),
  );
  if (extra) fail(field(extra), `unknown field "${extra}"`);
  const read = steps.map((raw, index) => readStep(raw, index + 1, lines.step(index)));
  return {
    name,
    ...(typeof description === 'string' && { description }),
    ...(typeof sandbox === 'string' && { sandbox }),
    steps: read,
    ...(end !== undefined && { end: readEnd(end, read, lines) }),
  };
}
