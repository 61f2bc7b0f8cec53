import { ACTIONS } from './actions';
import { CHECK_FNS, Unmet } from './checks';
import { RunStopped, SimClient, type SimOptions } from './client';
import { RunContext } from './context';
import { CHECKS, type Check, type Scenario, type Step } from './format';
import { nameWith, sandboxNameRefusal, worldLabel } from '../contract/names';
import { ScenarioFormatError } from './parser';
import { baseProblem } from './world-url';
import { endDifferences, rowsBefore, type Before } from './end-check';
import { describeDifference, type EndDifference } from './end-state';
import { daysToShift, shiftScenario } from './shift';
import { indiaTime } from './actions';

export interface RunOptions extends Omit<SimOptions, 'sandbox'> {
  /** Run in this sandbox as it is; by default a fresh one named after the file and the time. */
  sandbox?: string;
  /** Run in the default world as it is (POST /__sim/scenarios/run called there); not with sandbox. */
  inDefaultWorld?: boolean;
  /** The fresh sandbox's prefix when the scenario names none: the file's name, without folder and extension. */
  source?: string;
  /** Where the progress lines go (default: nowhere). */
  log?: (line: string) => void;
  /** How the first line names the simulator (default: its URL). */
  simulator?: string;
  /**
   * Reset the world to this instant (epoch ms) before the first step, as `POST /__sim/reset {at}`
   * does, and move a file that sets its clock to this instant's day (shift.ts).
   */
  at?: number;
}

/** One step as it ran: printed as `describeStep` does, with what it did or why it failed. */
export interface StepResult {
  number: number;
  step: string;
  ok: boolean;
  /** What it did (passed) or why it failed. */
  detail: string;
}

export interface RunReport {
  name: string;
  /** The sandbox it ran in; undefined for the default world. */
  sandbox: string | undefined;
  ok: boolean;
  /** Steps that ran, the failed one included. */
  steps: number;
  /** Each step that ran, in order; the failed one last. */
  results: StepResult[];
  /** The failed step and why; for an unmet expectation, its expected and actual. */
  failure?: { step: number; message: string; expected?: string; actual?: string };
  /** The file's end_state compared with the world the run left, when the file has one. */
  end?: { matched: boolean; differences: EndDifference[] };
}

/** A sandbox name no earlier run used: the prefix, then the time and a little randomness. */
export function freshSandbox(prefix: string): string {
  return nameWith(
    prefix || 'scenario',
    `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
  );
}

/** "bid player=raj market=kalyan type=single-digit digits=5 points=100": a step as printed. */
export function describeStep(step: Step): string {
  const shown = (value: unknown): string =>
    Array.isArray(value)
      ? `[${value.map(shown).join(', ')}]`
      : typeof value === 'object' && value !== null
        ? `{${Object.entries(value)
            .map(([k, v]) => `${k}: ${shown(v)}`)
            .join(', ')}}`
        : String(value);
  if (step.verb === 'expect') {
    const check = Object.keys(step.args).find((key) => key in CHECKS)!;
    const modifiers = Object.entries(step.args).filter(([key]) => key !== check);
    return `expect ${check} ${shown(step.args[check])}${modifiers.map(([k, v]) => ` ${k}=${shown(v)}`).join('')}`;
  }
  return `${step.verb} ${Object.entries(step.args)
    .map(([k, v]) => `${k}=${shown(v)}`)
    .join(' ')}`.trim();
}

async function runStep(ctx: RunContext, step: Step): Promise<string> {
  if (step.verb !== 'expect') return ACTIONS[step.verb](ctx, step.args);
  const check = Object.keys(step.args).find((key) => key in CHECKS) as Check;
  return CHECK_FNS[check](ctx, step.args);
}

/** The world a run acts on: the default world, the sandbox named, or a fresh sandbox. */
function worldOf(scenario: Scenario, options: RunOptions): string | undefined {
  if (options.inDefaultWorld) {
    if (options.sandbox !== undefined)
      throw new ScenarioFormatError('a run is in the default world or in a sandbox, not both');
    return undefined;
  }
  const fileName = options.source?.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  const sandbox = options.sandbox ?? freshSandbox(scenario.sandbox ?? fileName ?? scenario.name);
  // The same rule as the simulator's, so no name it would refuse (or read as a path) is sent.
  const refusal = sandboxNameRefusal(sandbox);
  if (refusal) throw new ScenarioFormatError(refusal);
  return sandbox;
}

/**
 * Runs a scenario's steps in order against a running simulator, printing each as it goes, and
 * ends at the first step that fails (an unmet expectation or a step that could not be done) or
 * when `options.signal` stops it: a step in progress gives up its provider calls in flight, no
 * further step starts, and the report names the step the run had reached.
 */
export async function runScenario(written: Scenario, options: RunOptions): Promise<RunReport> {
  const log = options.log ?? (() => undefined);
  const problem = baseProblem(options.base);
  if (problem) throw new ScenarioFormatError(`base: ${problem}`);
  const sandbox = worldOf(written, options);
  const ctx = new RunContext(new SimClient({ ...options, sandbox }));
  const where = worldLabel(sandbox);
  log(`▶ ${written.name}  (${where}: ${options.simulator ?? ctx.sim.root})`);
  const scenario = await startAt(ctx, written, options.at, log);
  const before = scenario.end ? await rowsBefore(ctx.sim.control, scenario) : undefined;
  const width = String(scenario.steps.length).length;
  const results: StepResult[] = [];
  const report = (ok: boolean, steps: number, failure?: RunReport['failure']) =>
    finish(ctx, scenario, before, log, {
      name: scenario.name,
      sandbox,
      ok,
      steps,
      results,
      ...(failure && { failure }),
    });
  for (const step of scenario.steps) {
    const number = String(step.number).padStart(width);
    const described = describeStep(step);
    try {
      const stopped = ctx.sim.stopped;
      if (stopped) throw stopped;
      const detail = await runStep(ctx, step);
      results.push({ number: step.number, step: described, ok: true, detail });
      log(`  ${number} ✓ ${described}${detail ? `  → ${detail}` : ''}`);
    } catch (caught) {
      // A step that failed because the run was stopped reports the stop, not its symptom.
      const error = ctx.sim.stopped ?? caught;
      const message =
        error instanceof RunStopped ? `stopped: ${error.message}` : (error as Error).message;
      results.push({ number: step.number, step: described, ok: false, detail: message });
      log(`  ${number} ✗ ${described}${step.line === undefined ? '' : `  (line ${step.line})`}`);
      log(`      ${message}`);
      const unmet =
        error instanceof Unmet ? { expected: error.expected, actual: error.actual } : {};
      return report(false, step.number, { step: step.number, message, ...unmet });
    }
  }
  log(`✓ ${scenario.name}: ${scenario.steps.length} steps passed`);
  return report(true, scenario.steps.length);
}

/** With `at`: the world reset to that instant, and the file moved to its day. */
async function startAt(
  ctx: RunContext,
  scenario: Scenario,
  at: number | undefined,
  log: (line: string) => void,
): Promise<Scenario> {
  if (at === undefined) return scenario;
  await ctx.sim.control.call('POST /reset', { at: new Date(at).toISOString() });
  const days = daysToShift(scenario, at);
  log(
    `  reset to ${indiaTime(at)}${days === 0 ? '' : `; the file's days moved ${days > 0 ? '+' : ''}${days}`}`,
  );
  return shiftScenario(scenario, days);
}

/**
 * The report, with the file's end_state compared when it has one: after the last step, or after
 * the step that failed (what the world then differs by says what went another way).
 */
async function finish(
  ctx: RunContext,
  scenario: Scenario,
  before: Before | undefined,
  log: (line: string) => void,
  report: RunReport,
): Promise<RunReport> {
  const { end } = scenario;
  if (!end || !before || ctx.sim.stopped) return report;
  let differences: EndDifference[];
  try {
    differences = await endDifferences(ctx, { ...scenario, end }, before);
  } catch (error) {
    // Not read (the world gone, the control plane refusing): unknown is not matched.
    const found = `not read: ${(error as Error).message}`;
    differences = [{ player: 'every player', what: 'end state', expected: 'read', found }];
  }
  if (differences.length === 0) {
    const players = Object.keys(end.players).length;
    log(`✓ end state matched (${players} player${players === 1 ? '' : 's'})`);
  } else {
    log(`✗ end state: ${differences.length} difference${differences.length === 1 ? '' : 's'}`);
    for (const difference of differences) log(`      ${describeDifference(difference)}`);
  }
  return {
    ...report,
    ok: report.ok && differences.length === 0,
    end: { matched: differences.length === 0, differences },
  };
}
