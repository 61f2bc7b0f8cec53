import { DEFAULT_SIMULATOR_URL } from '@panna/mock-provider/ports';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { INLINE_SCRIPT_SOURCES } from './inline-scripts.ts';

/** The client's default provider host when VITE_PROVIDER_HOST is unset: the local simulator. */
export const DEFAULT_PROVIDER_HOST = DEFAULT_SIMULATOR_URL;

/** The origin of a configured provider host; throws on anything that is not an http(s) URL. */
export function providerOrigin(host: string | undefined): string {
  const url = new URL(host || DEFAULT_PROVIDER_HOST);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`VITE_PROVIDER_HOST must be an http(s) URL, not ${host}`);
  return url.origin;
}

/**
 * The Content-Security-Policy of the served client: scripts only from the app itself, network
 * calls and images only to the app and the configured provider. Styles allow 'unsafe-inline':
 * react-toastify injects its stylesheet as a <style> element and sets style attributes, and
 * React's `style` props need it too. The build's two inline scripts are allowed by their hashes
 * (inline-scripts.ts); no other can run.
 */
export function contentSecurityPolicy(host: string | undefined): string {
  const provider = providerOrigin(host);
  return [
    "default-src 'self'",
    `script-src 'self' ${INLINE_SCRIPT_SOURCES.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${provider}`,
    `connect-src 'self' ${provider}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-src 'none'",
    "manifest-src 'self'",
  ].join('; ');
}

/** Headers for a server that serves the build (vite preview): the policy, plus what a meta cannot say. */
export function securityHeaders(host: string | undefined): Record<string, string> {
  return {
    'Content-Security-Policy': `${contentSecurityPolicy(host)}; frame-ancestors 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}

/** The configuration file a build is served with, beside index.html (src/lib/config.ts reads it). */
function configFile(dir: string): Record<string, unknown> {
  try {
    const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as unknown;
    if (config && typeof config === 'object') return config as Record<string, unknown>;
  } catch {
    // No override file, or not JSON: nothing overridden.
  }
  return {};
}

/**
 * The serve-time provider host: `CLIENT_PROVIDER_HOST` in the environment of the server that
 * serves the app (`npm start` and `npm run dev` set it to the simulator they start, whatever its
 * port). It overrides config.json's, which overrides the build's; no rebuild is needed.
 */
export const SERVED_HOST_VARIABLE = 'CLIENT_PROVIDER_HOST';
const servedHost = (env: NodeJS.ProcessEnv) => env[SERVED_HOST_VARIABLE]?.trim() || undefined;

/**
 * The provider a deployed build talks to: the serve-time host, else `providerHost` from the
 * `config.json` served beside it (the run-time override), else the build-time host.
 */
export function deployedProviderHost(
  distDir: string,
  buildHost: string | undefined,
  env: NodeJS.ProcessEnv = {},
): string | undefined {
  const host = configFile(distDir).providerHost;
  return (
    servedHost(env) ?? (typeof host === 'string' && host.trim() !== '' ? host.trim() : buildHost)
  );
}

/**
 * Serves the app's run-time configuration: with a serve-time host, `/config.json` is the file's
 * keys with that host as `providerHost` (what the app reads before its first render).
 */
function serveConfig(dir: () => string): Connect.NextHandleFunction {
  return (request, response, next) => {
    const host = servedHost(process.env);
    if (!host || request.url?.split('?')[0] !== '/config.json') return next();
    providerOrigin(host); // an http(s) URL, or the server refuses to start serving it
    response.setHeader('Content-Type', 'application/json');
    response.setHeader('Cache-Control', 'no-store');
    response.end(JSON.stringify({ ...configFile(dir()), providerHost: host }));
  };
}

/**
 * Sends the policy as a header from the server that serves the build (`vite preview`, which
 * `npm start` uses), computed from the same configuration the app reads at run time, so one build
 * still serves any provider; both it and the dev server answer `/config.json` with the serve-time
 * host when there is one. Static hosts send `securityHeaders(host)` the same way (README).
 */
export function cspPlugin(buildHost: string | undefined): Plugin {
  return {
    name: 'panna-csp',
    configureServer(server) {
      server.middlewares.use(serveConfig(() => server.config.publicDir));
    },
    configurePreviewServer(server) {
      const distDir = server.config.build.outDir;
      server.middlewares.use(serveConfig(() => distDir));
      server.middlewares.use((_request, response, next) => {
        const headers = securityHeaders(deployedProviderHost(distDir, buildHost, process.env));
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
  };
}
