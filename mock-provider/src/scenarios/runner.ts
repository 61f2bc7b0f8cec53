import { ACTIONS } from './actions';
import { CHECK_FNS, Unmet } from './checks';
import { RunStopped, SimClient, type SimOptions } from './client';
import { RunContext } from './context';
import { CHECKS, type Check, type Scenario, type Step } from './format';
import { nameWith, sandboxNameRefusal, worldLabel } from '../contract/names';
import { ScenarioFormatError } from './parser';
import { baseProblem } from './world-url';

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
export async function runScenario(scenario: Scenario, options: RunOptions): Promise<RunReport> {
  const log = options.log ?? (() => undefined);
  const problem = baseProblem(options.base);
  if (problem) throw new ScenarioFormatError(`base: ${problem}`);
  const sandbox = worldOf(scenario, options);
  const ctx = new RunContext(new SimClient({ ...options, sandbox }));
  const where = worldLabel(sandbox);
  log(`▶ ${scenario.name}  (${where}: ${options.simulator ?? ctx.sim.root})`);
  const width = String(scenario.steps.length).length;
  const results: StepResult[] = [];
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
      log(`  ${number} ✗ ${described}`);
      log(`      ${message}`);
      const unmet =
        error instanceof Unmet ? { expected: error.expected, actual: error.actual } : {};
      return {
        name: scenario.name,
        sandbox,
        ok: false,
        steps: step.number,
        results,
        failure: { step: step.number, message, ...unmet },
      };
    }
  }
  log(`✓ ${scenario.name}: ${scenario.steps.length} steps passed`);
  return {
    name: scenario.name,
    sandbox,
    ok: true,
    steps: scenario.steps.length,
    results,
  };
}
