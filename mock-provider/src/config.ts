import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The development app key; the client's default configuration uses the same. */
export const DEV_APP_KEY = 'panna-dev-key';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ProviderConfig {
  host: string;
  port: number;
  dbPath: string;
  appKey: string;
  envType: string;
  /** Origins allowed by CORS; '*' allows any. */
  corsOrigins: '*' | string[];
  /** When set, the control plane requires it as a bearer token. */
  controlToken: string | undefined;
}

/** Reads the server's configuration from the environment, with the documented defaults. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ProviderConfig {
  return {
    host: env.PROVIDER_HOST ?? '127.0.0.1',
    port: Number(env.PROVIDER_PORT ?? 8787),
    dbPath: env.PROVIDER_DB ?? join(REPO_ROOT, '.data', 'provider.db'),
    appKey: env.APP_KEY ?? DEV_APP_KEY,
    envType: env.ENV_TYPE ?? 'Prod',
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((o) => o.trim()) : '*',
    controlToken: env.CONTROL_TOKEN || undefined,
  };
}
