import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { INLINE_SCRIPT_SOURCES } from './inline-scripts';

/** The client's default provider host when VITE_PROVIDER_HOST is unset (as src/lib/config.ts). */
export const DEFAULT_PROVIDER_HOST = 'http://127.0.0.1:8787';

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

/**
 * The provider a deployed build talks to: `providerHost` from the `config.json` served beside it
 * (the run-time override), else the build-time host.
 */
export function deployedProviderHost(
  distDir: string,
  buildHost: string | undefined,
): string | undefined {
  try {
    const config = JSON.parse(readFileSync(join(distDir, 'config.json'), 'utf8')) as unknown;
    const host = (config as { providerHost?: unknown } | null)?.providerHost;
    if (typeof host === 'string' && host.trim() !== '') return host.trim();
  } catch {
    // No override file, or not JSON: the build-time host stands.
  }
  return buildHost;
}

/**
 * Sends the policy as a header from the server that serves the build (`vite preview`, which
 * `npm start` uses), computed from the same configuration the app reads at run time, so one build
 * still serves any provider. Static hosts send `securityHeaders(host)` the same way (README).
 */
export function cspPlugin(buildHost: string | undefined): Plugin {
  return {
    name: 'panna-csp',
    configurePreviewServer(server) {
      const distDir = server.config.build.outDir;
      server.middlewares.use((_request, response, next) => {
        const headers = securityHeaders(deployedProviderHost(distDir, buildHost));
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
  };
}
