/**
 * @panna/mock-provider/drift: compares a recording of the provider's traffic (a HAR file) with
 * what the simulator answers to the same calls, and reports every difference of form.
 *
 *   npm run drift -- session.har [--base http://127.0.0.1:8787]
 *
 * Exit status: 0 no difference, 1 differences, 2 a usage or file error or nothing to compare.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { MSG } from '@panna/shared';
import { buildApp } from '../app';
import { DEV_APP_KEY } from '../config';
import { isValidName, NAME_RULE } from '../contract/names';
import { DEFAULT_SIMULATOR_URL } from '../contract/ports';
import { readRecording, RecordingError, type RecordedCall } from './recording';
import { formatReport, nothingToCompare } from './report';
import { compareRecording, type DriftReport } from './run';
import { DriftSim, SetupError } from './sim';

export { compareAnswers, type Difference } from './compare';
export { readRecording, RecordingError, type RecordedCall, type SetAside } from './recording';
export { formatReport } from './report';
export type { DriftReport, Verdict } from './run';

export interface DriftOptions {
  /** A running simulator to compare with (a sandbox of it is used); default: one started here. */
  base?: string | undefined;
  /** The sandbox's name (default: a fresh one). */
  sandbox?: string | undefined;
  appKey?: string | undefined;
  envType?: string | undefined;
  controlToken?: string | undefined;
}

const freshSandbox = () =>
  `drift-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Compares recorded calls with a simulator's answers: `base`'s, or (by default) those of one
 * started here in memory, on a free port, for this run only.
 */
export async function runDrift(
  calls: readonly RecordedCall[],
  setAside: DriftReport['setAside'],
  options: DriftOptions = {},
): Promise<DriftReport & { sandbox: string; base: string }> {
  const access = {
    appKey: options.appKey ?? DEV_APP_KEY,
    envType: options.envType ?? 'Prod',
    controlToken: options.controlToken,
  };
  // A simulator of its own takes the key, environment and token this run calls with.
  const own = options.base === undefined ? await buildApp({ seed: false, ...access }) : undefined;
  try {
    if (own) await own.listen({ host: '127.0.0.1', port: 0 });
    const base =
      options.base ?? `http://127.0.0.1:${(own!.server.address() as { port: number }).port}`;
    const sandbox = options.sandbox ?? freshSandbox();
    const sim = new DriftSim({ base, sandbox, ...access });
    return { ...(await compareRecording(calls, setAside, sim)), sandbox, base };
  } finally {
    await own?.close();
  }
}

const USAGE = `usage: npm run drift -- FILE.har [--base ${DEFAULT_SIMULATOR_URL}] [--sandbox NAME] [--app-key KEY]`;

/** A setup call refused for its envelope: the app key or environment is not the simulator's. */
const refusedKey = (error: SetupError) => error.message.includes(JSON.stringify(MSG.UNAUTHORIZED));
const KEY_HINT = " (the app key, --app-key or APP_KEY, and ENV_TYPE must be the simulator's)";

/** The command: reads the file, runs, prints the report; answers the exit status. */
export async function driftCli(
  argv: string[],
  print: (line: string) => void = console.log,
  printError: (line: string) => void = console.error,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        base: { type: 'string' },
        sandbox: { type: 'string' },
        'app-key': { type: 'string', default: env.APP_KEY ?? DEV_APP_KEY },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    printError(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length !== 1) {
    (values.help ? print : printError)(USAGE);
    return values.help ? 0 : 2;
  }
  if (values.sandbox !== undefined && !isValidName(values.sandbox)) {
    printError(`--sandbox ${values.sandbox}: ${NAME_RULE}`);
    return 2;
  }
  const file = positionals[0]!;
  let recording;
  try {
    recording = readRecording(readFileSync(file, 'utf8'));
  } catch (error) {
    const why = error instanceof RecordingError ? error.message : (error as Error).message;
    printError(`${file}: ${why}`);
    return 2;
  }
  if (recording.calls.length === 0) {
    print(nothingToCompare({ verdicts: [], setAside: recording.setAside }));
    return 2;
  }
  let report;
  try {
    report = await runDrift(recording.calls, recording.setAside, {
      base: values.base,
      sandbox: values.sandbox,
      appKey: values['app-key'],
      envType: env.ENV_TYPE,
      controlToken: env.CONTROL_TOKEN || undefined,
    });
  } catch (error) {
    const why =
      error instanceof SetupError
        ? `could not set up its world: ${error.message}${refusedKey(error) ? KEY_HINT : ''}`
        : (error as Error).message;
    printError(`The simulator${values.base ? ` at ${values.base}` : ''} ${why}`);
    return 2;
  }
  print(`Comparing ${file} with the simulator at ${report.base} (sandbox ${report.sandbox})\n`);
  if (report.compared === 0) {
    print(formatReport(report));
    print(nothingToCompare(report));
    return 2;
  }
  print(formatReport(report));
  return report.differences > 0 ? 1 : 0;
}
