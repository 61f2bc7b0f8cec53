import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_SANDBOX_LIMIT,
  DEFAULT_SANDBOX_MAX,
  DEFAULT_SANDBOX_TTL_HOURS,
} from './worlds/worlds';
import { DEFAULT_PORTS } from './contract/ports';
import { DEFAULT_PROFILE, PROFILES, isProfile, type Profile } from './contract/profiles';
import { DEFAULT_SCENARIO_TIME_LIMIT_S } from './contract/scenarios';
import { upstreamBase } from './proxy/forward';
import { LOG_FORMATS, type LogFormat } from './log-lines';

/**
 * A setting the server cannot start with. The start stops with its message, one line naming the
 * variable and the problem, and no stack: the setting is wrong, not the simulator.
 */
export class ConfigError extends Error {}

/**
 * The development app key; the client's default configuration uses the same. Nineteen characters,
 * letters only after the 15th: what the Android clients can take from api-get-app-key
 * (domain/player/app-key.ts).
 */
export const DEV_APP_KEY = 'panna-dev-key-local';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Whether this is the package as another project installs it (`npm run pack`: compiled to
 * JavaScript, the QA console's build inside it) rather than this workspace's sources.
 */
const PACKAGED = import.meta.url.endsWith('.js');

/** The QA console's build (`npm run build`, or the package's own), served at /__sim/console/. */
export const CONSOLE_DIST = PACKAGED
  ? fileURLToPath(new URL('../console', import.meta.url))
  : join(REPO_ROOT, 'console', 'dist');

/** The default world's file: the workspace's .data/, or the installing project's (its cwd). */
const DEFAULT_DB = join(PACKAGED ? process.cwd() : REPO_ROOT, '.data', 'provider.db');

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
  /** Origins whose pages may call the control plane (npm start and npm run dev pass the app's). */
  controlOrigins: string[];
  /** Host names the control plane answers besides the loopback names. */
  controlHosts: string[];
  /** The most sandboxes open at once. */
  sandboxLimit: number;
  /** The most sandboxes that may exist, open or closed. */
  sandboxMax: number;
  /** Hours of real time an idle sandbox is kept before it is deleted; 0 keeps them. */
  sandboxTtlHours: number;
  /** Every world's profile until one is set for it. */
  profile: Profile;
  /** How long a scenario run may take, seconds (unset, 0 or unreadable: the default, 120). */
  scenarioTimeLimitS: number;
  /** PROVIDER_UPSTREAM: a recording proxy forwarding every provider call there. */
  upstream: string | undefined;
  /** PROVIDER_RECORD: the HAR file the proxy writes each exchange to. */
  record: string | undefined;
  /** PEM files of a certificate and its key: the server answers HTTPS (else HTTP). */
  tls: { cert: string; key: string } | undefined;
  /** How the log reads: short text lines (the default) or JSON. */
  logFormat: LogFormat;
  /** PROVIDER_READY_FILE: where the addresses are written as JSON once listening (ready-file.ts). */
  readyFile: string | undefined;
  /** PROVIDER_FAST_LANE=off: every call through Fastify, to measure what the lane buys. */
  fastLane: boolean;
}

const list = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A whole number of at least 0 from the environment, or the default when unset or invalid. */
const count = (text: string | undefined, fallback: number): number => {
  const value = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isSafeInteger(value) && value >= 0
    ? value
    : fallback;
};

/** A number of at least 0 (fractions allowed), or the default when unset or invalid. */
const amount = (text: string | undefined, fallback: number): number => {
  const value = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isFinite(value) && value >= 0
    ? value
    : fallback;
};

/** Reads the server's configuration from the environment, with the documented defaults. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ProviderConfig {
  return {
    host: env.PROVIDER_HOST ?? '127.0.0.1',
    port: Number(env.PROVIDER_PORT ?? DEFAULT_PORTS.simulator),
    dbPath: env.PROVIDER_DB ?? DEFAULT_DB,
    appKey: env.APP_KEY ?? DEV_APP_KEY,
    envType: env.ENV_TYPE ?? 'Prod',
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((o) => o.trim()) : '*',
    controlToken: env.CONTROL_TOKEN || undefined,
    controlOrigins: list(env.CONTROL_ORIGINS),
    controlHosts: list(env.CONTROL_HOSTS),
    sandboxLimit: count(env.SANDBOX_LIMIT, DEFAULT_SANDBOX_LIMIT),
    sandboxMax: count(env.SANDBOX_MAX, DEFAULT_SANDBOX_MAX),
    sandboxTtlHours: amount(env.SANDBOX_TTL_HOURS, DEFAULT_SANDBOX_TTL_HOURS),
    profile: readProfile(env.PROVIDER_PROFILE),
    scenarioTimeLimitS:
      count(env.SCENARIO_TIME_LIMIT_S, DEFAULT_SCENARIO_TIME_LIMIT_S) ||
      DEFAULT_SCENARIO_TIME_LIMIT_S,
    upstream: env.PROVIDER_UPSTREAM ? readUpstream(env.PROVIDER_UPSTREAM) : undefined,
    record: readRecord(env),
    tls: readTls(env.PROVIDER_TLS_CERT, env.PROVIDER_TLS_KEY),
    logFormat: readLogFormat(env.LOG_FORMAT),
    readyFile: env.PROVIDER_READY_FILE || undefined,
    fastLane: env.PROVIDER_FAST_LANE !== 'off',
  };
}

/** PROVIDER_UPSTREAM: an http(s) base URL (proxy/forward.ts says which). */
function readUpstream(text: string): string {
  try {
    return upstreamBase(text);
  } catch (error) {
    throw new ConfigError(`PROVIDER_UPSTREAM: ${(error as Error).message}`);
  }
}

/** PROVIDER_RECORD: a file, only with PROVIDER_UPSTREAM (there is nothing to record without it). */
function readRecord(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.PROVIDER_RECORD) return undefined;
  if (!env.PROVIDER_UPSTREAM) throw new ConfigError('PROVIDER_RECORD needs PROVIDER_UPSTREAM');
  return env.PROVIDER_RECORD;
}

/** PROVIDER_TLS_CERT and PROVIDER_TLS_KEY: both (HTTPS) or neither (HTTP). */
function readTls(cert: string | undefined, key: string | undefined): ProviderConfig['tls'] {
  if (!cert && !key) return undefined;
  if (!cert || !key)
    throw new ConfigError(
      `PROVIDER_TLS_CERT and PROVIDER_TLS_KEY go together: set both, or neither (only ${cert ? 'PROVIDER_TLS_CERT' : 'PROVIDER_TLS_KEY'} is set)`,
    );
  return { cert, key };
}

/** LOG_FORMAT: `text` (the default) or `json`; anything else stops the server. */
function readLogFormat(value: string | undefined): LogFormat {
  if (value === undefined || value === '') return 'text';
  if ((LOG_FORMATS as readonly string[]).includes(value)) return value as LogFormat;
  throw new ConfigError(`LOG_FORMAT must be ${LOG_FORMATS.join(' or ')}, not "${value}"`);
}

/** PROVIDER_PROFILE: `real` (the default) or `strict`; anything else stops the server. */
function readProfile(value: string | undefined): Profile {
  if (value === undefined || value === '') return DEFAULT_PROFILE;
  if (isProfile(value)) return value;
  throw new ConfigError(`PROVIDER_PROFILE must be ${PROFILES.join(' or ')}, not "${value}"`);
}
