/**
 * Runs one scenario file, on a simulator of its own (in memory, in this process) unless --base or
 * PROVIDER_URL names a running one:
 *   npm run scenario -- scenarios/kalyan-open-closes.yaml [--base http://127.0.0.1:8787] [--sandbox NAME] [--at INSTANT]
 * Exits 1 on the first unmet expectation (or a step that could not run) or an end state that
 * differs, 2 on a usage or file error.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  baseProblem,
  parseScenario,
  runInOwnWorld,
  runScenario,
  ScenarioFormatError,
  startInstant,
} from '@panna/mock-provider/scenarios';
import { DEFAULT_SIMULATOR_URL, sandboxNameRefusal } from '@panna/mock-provider/contract';

const USAGE =
  `usage: npm run scenario -- FILE [--base ${DEFAULT_SIMULATOR_URL}] [--sandbox NAME] [--at INSTANT] [--app-key KEY]\n` +
  '  without --base (or PROVIDER_URL) the run has a simulator of its own, in memory\n' +
  '  --at 2025-03-09T22:10:00+05:30 resets the world to that instant first and moves the file to its day';

function main(): Promise<number> | number {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        base: { type: 'string', default: process.env.PROVIDER_URL || undefined },
        sandbox: { type: 'string' },
        at: { type: 'string' },
        'app-key': { type: 'string', default: process.env.APP_KEY ?? 'panna-dev-key-local' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length !== 1) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  // A path after the origin would pick another world than the one the run names.
  const badBase = values.base === undefined ? undefined : baseProblem(values.base);
  if (badBase) {
    console.error(`--base ${values.base}: ${badBase}`);
    return 2;
  }
  const refusal = values.sandbox === undefined ? undefined : sandboxNameRefusal(values.sandbox);
  if (refusal) {
    console.error(`--sandbox: ${refusal}`);
    return 2;
  }
  let at: number | undefined;
  if (values.at !== undefined) {
    const read = startInstant('--at', values.at);
    if (typeof read === 'string') {
      console.error(read);
      return 2;
    }
    at = read;
  }
  const file = positionals[0]!;
  let scenario;
  try {
    scenario = parseScenario(readFileSync(file, 'utf8'), file);
  } catch (error) {
    const message = (error as Error).message;
    console.error(
      error instanceof ScenarioFormatError && message.startsWith(file)
        ? message
        : `${file}: ${message}`,
    );
    return 2;
  }
  const options = {
    appKey: values['app-key'],
    source: file,
    ...(values.sandbox && { sandbox: values.sandbox }),
    ...(at !== undefined && { at }),
    log: (line: string) => console.log(line),
  };
  const report =
    values.base === undefined
      ? runInOwnWorld(scenario, options)
      : runScenario(scenario, {
          ...options,
          base: values.base,
          controlToken: process.env.CONTROL_TOKEN || undefined,
        });
  return report.then((done) => (done.ok ? 0 : 1));
}

process.exitCode = await main();
