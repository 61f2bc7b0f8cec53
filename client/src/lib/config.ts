/**
 * Run-time configuration. Build-time VITE_* variables give the defaults; an optional `config.json`
 * next to index.html overrides them, so one build can serve any provider. This is the only file
 * that knows a host name.
 */
export interface AppConfig {
  /** Provider API base URL, without a trailing slash. */
  providerHost: string;
  appKey: string;
  envType: string;
  brandName: string;
  /** The Android installer offered on the visitor landing page; empty: none is offered. */
  androidApkUrl: string;
}

const env = import.meta.env;

const BUILD_CONFIG: AppConfig = {
  providerHost: env.VITE_PROVIDER_HOST || 'http://127.0.0.1:8787',
  appKey: env.VITE_APP_KEY || 'panna-dev-key-local',
  envType: env.VITE_ENV_TYPE || 'Prod',
  brandName: env.VITE_BRAND_NAME || 'Panna Matka',
  androidApkUrl: env.VITE_ANDROID_APK_URL || '',
};

const KEYS = Object.keys(BUILD_CONFIG) as (keyof AppConfig)[];

let current: AppConfig = normalise(BUILD_CONFIG);

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
  return keys.every((key) => current[key] === BUILD_CONFIG[key]);
}

/** Replaces the given keys (non-empty strings only); tests use it to point at their provider. */
export function setConfig(patch: Partial<Record<keyof AppConfig, unknown>>): void {
  const next = { ...current };
  for (const key of KEYS) {
    const value = patch[key];
    if (typeof value === 'string' && value.trim() !== '') next[key] = value.trim();
  }
  current = normalise(next);
}

/** Restores the build-time configuration (tests). */
export function resetConfig(): void {
  current = normalise(BUILD_CONFIG);
}

/**
 * Reads `config.json` once before the first render. It is optional: a missing file, a dev server's
 * HTML fallback or bad JSON all leave the build-time values in place.
 */
export async function loadRuntimeConfig(): Promise<void> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}config.json`, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return;
    const data: unknown = JSON.parse(await response.text());
    if (data && typeof data === 'object') setConfig(data as Record<string, unknown>);
  } catch {
    // No override: keep the build-time configuration.
  }
}
