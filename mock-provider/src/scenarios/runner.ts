import { ACTIONS } from './actions';
import { CHECK_FNS, Unmet } from './checks';
import { SimClient, type SimOptions } from './client';
import { RunContext } from './context';
import { CHECKS, type Check, type Scenario, type Step } from './format';
import { NAME_RULE, isValidName } from '../domain/names';
import { ScenarioFormatError } from './parser';

export interface RunOptions extends Omit<SimOptions, 'sandbox'> {
  /** Run in this sandbox as it is; by default a fresh one named after the file and the time. */
  sandbox?: string;
  /** The fresh sandbox's prefix when the scenario names none: the file's name, without folder and extension. */
  source?: string;
  /** Where the progress lines go (default: nowhere). */
  log?: (line: string) => void;
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
  sandbox: string;
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
  const base = prefix.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 40) || 'scenario';
  return `${base}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** "bid player=raj market=kalyan type=single-digit digits=5 points=100": a step as printed. */
export function describeStep(step: Step): string {
  const shown = (value: unknown): string =>
    typeof value === 'object' && value !== null
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

/**
 * Runs a scenario's steps in order against a running simulator, printing each as it goes, and
 * stops at the first step that fails: an unmet expectation or a step that could not be done.
 */
export async function runScenario(scenario: Scenario, options: RunOptions): Promise<RunReport> {
  const log = options.log ?? (() => undefined);
  const fileName = options.source?.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  const sandbox = options.sandbox ?? freshSandbox(scenario.sandbox ?? fileName ?? scenario.name);
  // The same rule as the simulator's, so no name it would refuse (or read as a path) is sent.
  if (!isValidName(sandbox)) throw new ScenarioFormatError(`sandbox ${sandbox}: ${NAME_RULE}`);
  const ctx = new RunContext(new SimClient({ ...options, sandbox }));
  log(`▶ ${scenario.name}  (sandbox ${sandbox}: ${ctx.sim.root})`);
  const width = String(scenario.steps.length).length;
  const results: StepResult[] = [];
  for (const step of scenario.steps) {
    const number = String(step.number).padStart(width);
    const described = describeStep(step);
    try {
      const detail = await runStep(ctx, step);
      results.push({ number: step.number, step: described, ok: true, detail });
      log(`  ${number} ✓ ${described}${detail ? `  → ${detail}` : ''}`);
    } catch (error) {
      const message = (error as Error).message;
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
  return { name: scenario.name, sandbox, ok: true, steps: scenario.steps.length, results };
}
