/**
 * Run-time configuration. Build-time VITE_* variables give the defaults; an optional `config.json`
 * next to index.html overrides them, so one build can serve any provider. The last one read is
 * kept on the device for a start without a network. This is the only file that knows a host name.
 */
import { DEFAULT_SIMULATOR_URL } from '@panna/mock-provider/ports';
import { readItem, writeItem } from './storage';

export interface AppConfig {
  /** Provider API base URL, without a trailing slash; empty: none known yet. */
  providerHost: string;
  appKey: string;
  envType: string;
  brandName: string;
  /** The Android installer offered on the visitor landing page; empty: none is offered. */
  androidApkUrl: string;
}

const env = import.meta.env;

/** config.json as last read (its text), for a start without a network. */
export const SAVED_CONFIG_KEY = 'panna:config';

/**
 * The build's own values. Only a development build (and the tests) has a provider of its own: a
 * production build calls the one its configuration names, never a built-in host.
 */
const buildConfig = (): AppConfig =>
  normalise({
    providerHost: env.VITE_PROVIDER_HOST || (import.meta.env.DEV ? DEFAULT_SIMULATOR_URL : ''),
    appKey: env.VITE_APP_KEY || 'panna-dev-key-local',
    envType: env.VITE_ENV_TYPE || 'Prod',
    brandName: env.VITE_BRAND_NAME || 'Panna Matka',
    androidApkUrl: env.VITE_ANDROID_APK_URL || '',
  });

let current = buildConfig();

function normalise(config: AppConfig): AppConfig {
  return { ...config, providerHost: config.providerHost.replace(/\/+$/, '') };
}

/** The configuration in force. */
export function getConfig(): Readonly<AppConfig> {
  return current;
}

/**
 * Whether config.json left these keys as the build set them (what the pre-rendered pages show);
 * not for providerHost, which is normalised.
 */
export function keepsBuildValues(...keys: (keyof AppConfig)[]): boolean {
  const built = buildConfig();
  return keys.every((key) => current[key] === built[key]);
}

/** Replaces the given keys (non-empty strings only); tests use it to point at their provider. */
export function setConfig(patch: Partial<Record<keyof AppConfig, unknown>>): void {
  const next = { ...current };
  for (const key of Object.keys(next) as (keyof AppConfig)[]) {
    const value = patch[key];
    if (typeof value === 'string' && value.trim() !== '') next[key] = value.trim();
  }
  current = normalise(next);
}

/** Restores the build-time configuration, as a new page load finds it (tests). */
export function resetConfig(): void {
  current = buildConfig();
}

/**
 * Reads `config.json`: before the first render, and again when the network comes back
 * (app/pwa/start-pwa.ts). It is optional: a missing file, a dev server's HTML fallback or bad JSON
 * leave the build-time values in place. Without a network, the last one read stands in.
 */
export async function loadRuntimeConfig(): Promise<void> {
  let text: string | null;
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}config.json`, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    // Stryker disable next-line StringLiteral: an empty text is no JSON, so no override either.
    text = response.ok ? await response.text() : '{}';
    writeItem(SAVED_CONFIG_KEY, text);
  } catch {
    text = readItem(SAVED_CONFIG_KEY);
  }
  current = buildConfig();
  try {
    setConfig(JSON.parse(text!) as Record<string, unknown>);
  } catch {
    // Not JSON, or none kept (null): no override.
  }
}

/**
 * The provider to call. None known (a production build that has not read its configuration yet:
 * started offline on a new device): the call fails as without a network, and calls no host.
 */
export function providerHost(): string {
  if (!current.providerHost) throw Error();
  return current.providerHost;
}
