/**
 * `panna-sim`'s arguments (cli.ts): --port, --db and --ready-file over the environment, --help,
 * --version.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_PORTS } from './contract/ports';

const USAGE = `Usage: panna-sim [--port N] [--db FILE] [--ready-file FILE] [--help] [--version]

Starts the Panna mock provider: the provider's endpoints at /, its control plane at /__sim/,
the OpenAPI document at /docs and the QA console at /__sim/console/.

  --port N     the port (PROVIDER_PORT, default ${DEFAULT_PORTS.simulator}; 0 picks a free one)
  --db FILE    the default world's SQLite file, or :memory: (PROVIDER_DB,
               default .data/provider.db in the current folder)
  --ready-file FILE
               once listening, write the addresses there as JSON: url, host,
               port, controlUrl, consoleUrl, docsUrl and pid (PROVIDER_READY_FILE);
               removed when it stops

Every other setting is an environment variable, as for \`npm run provider\`: PROVIDER_HOST,
APP_KEY, ENV_TYPE, CORS_ORIGINS, CONTROL_TOKEN, CONTROL_ORIGINS, CONTROL_HOSTS, SANDBOX_LIMIT,
PROVIDER_PROFILE, PROVIDER_TLS_CERT and PROVIDER_TLS_KEY (HTTPS), LOG_LEVEL, LOG_FORMAT.
`;

/** The environment the server runs with: the caller's, with --port, --db and --ready-file applied. */
export function serverEnv(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): { env: NodeJS.ProcessEnv } | { exit: number; print: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: {
        port: { type: 'string' },
        db: { type: 'string' },
        'ready-file': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    }).values;
  } catch (error) {
    return { exit: 2, print: `${(error as Error).message}\n\n${USAGE}` };
  }
  if (parsed.help) return { exit: 0, print: USAGE };
  if (parsed.version) return { exit: 0, print: `${packageVersion()}\n` };
  const { port, db, 'ready-file': readyFile } = parsed;
  if (port !== undefined && (!/^\d{1,5}$/.test(port) || Number(port) > 65535))
    return { exit: 2, print: `--port must be a port number (0 to 65535), not "${port}"\n` };
  if (readyFile?.trim() === '') return { exit: 2, print: '--ready-file needs a file name\n' };
  return {
    env: {
      ...env,
      ...(port !== undefined && { PROVIDER_PORT: port }),
      ...(db !== undefined && { PROVIDER_DB: db === ':memory:' ? db : resolve(db) }),
      ...(readyFile !== undefined && { PROVIDER_READY_FILE: resolve(readyFile) }),
    },
  };
}

function packageVersion(): string {
  const manifest = new URL('../package.json', import.meta.url);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}
