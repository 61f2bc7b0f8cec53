import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, deployedProviderHost, securityHeaders } from '../client/csp';
import { INLINE_SCRIPT_SOURCES } from '../client/inline-scripts';
import { FULL } from './support/mode';
import { tally } from './support/tally';

const CLIENT = fileURLToPath(new URL('../client', import.meta.url));
const HOST = 'https://provider.example.com:8443/api';

/** The policy as directive -> sources. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );

describe('the Content-Security-Policy of the served client', () => {
  it('lets scripts come only from the app and the network reach only the configured provider', ({
    task,
  }) => {
    const policy = directives(contentSecurityPolicy(HOST));
    // Files from the app, and by their hashes the build's three inline scripts (the signed-in
    // frame, the pre-rendered pages' language and start) and the script of the frame money calls
    // are sent from (client/src/lib/money-frame.ts).
    expect(policy['script-src']).toEqual(["'self'", ...INLINE_SCRIPT_SOURCES]);
    expect(INLINE_SCRIPT_SOURCES).toHaveLength(4);
    expect(policy['connect-src']).toEqual(["'self'", 'https://provider.example.com:8443']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://provider.example.com:8443']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    // frame-ancestors only in the header (kept out of the policy text a meta could carry).
    expect(policy['frame-ancestors']).toBeUndefined();
    expect(
      directives(securityHeaders(HOST)['Content-Security-Policy']!)['frame-ancestors'],
    ).toEqual(["'none'"]);
    // Without configuration, the client's default provider.
    expect(directives(contentSecurityPolicy(undefined))['connect-src']).toEqual([
      "'self'",
      'http://127.0.0.1:8787',
    ]);
    tally(task).checks += 12;
  });

  it('refuses a provider host that is not an http(s) URL', () => {
    expect(() => contentSecurityPolicy('javascript:alert(1)')).toThrow();
    expect(() => contentSecurityPolicy('not a url')).toThrow();
    expect(() => contentSecurityPolicy("https://x.example; script-src 'unsafe-inline'")).toThrow();
  });

  it('follows the deployed config.json host, falling back to the build-time host', () => {
    const dist = mkdtempSync(join(tmpdir(), 'panna-config-'));
    try {
      expect(deployedProviderHost(dist, HOST)).toBe(HOST);
      writeFileSync(join(dist, 'config.json'), '{}');
      expect(deployedProviderHost(dist, HOST)).toBe(HOST);
      writeFileSync(
        join(dist, 'config.json'),
        JSON.stringify({ providerHost: 'https://other.example' }),
      );
      expect(deployedProviderHost(dist, HOST)).toBe('https://other.example');
      writeFileSync(join(dist, 'config.json'), 'not json');
      expect(deployedProviderHost(dist, HOST)).toBe(HOST);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it.skipIf(!FULL)(
    'a real build carries it, with no inline script but the ones it names, and vite preview sends the header',
    { timeout: 240_000 },
    async ({ task }) => {
      const { build, preview } = await import('vite');
      const outDir = mkdtempSync(join(tmpdir(), 'panna-csp-'));
      const previous = process.env.VITE_PROVIDER_HOST;
      process.env.VITE_PROVIDER_HOST = HOST;
      try {
        await build({
          root: CLIENT,
          configFile: join(CLIENT, 'vite.config.ts'),
          logLevel: 'silent',
          build: { outDir, emptyOutDir: true },
        });
        const html = readFileSync(join(outDir, 'index.html'), 'utf8');
        // Every script is a file, or an inline script whose hash the policy names.
        const policy = contentSecurityPolicy(HOST);
        for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
          if (/\ssrc="/.test(attributes!)) continue;
          const hash = createHash('sha256').update(body!).digest('base64');
          expect(policy).toContain(`'sha256-${hash}'`);
        }
        const server = await preview({
          root: CLIENT,
          configFile: join(CLIENT, 'vite.config.ts'),
          logLevel: 'silent',
          build: { outDir },
          preview: { port: 0, host: '127.0.0.1' },
        });
        try {
          const url = server.resolvedUrls?.local[0];
          const response = await fetch(url!);
          expect(response.headers.get('content-security-policy')).toBe(
            securityHeaders(HOST)['Content-Security-Policy'],
          );
          // One build, another provider: the deployed config.json moves the policy with it.
          writeFileSync(
            join(outDir, 'config.json'),
            JSON.stringify({ providerHost: 'https://other.example' }),
          );
          const moved = await fetch(url!);
          expect(moved.headers.get('content-security-policy')).toBe(
            securityHeaders('https://other.example')['Content-Security-Policy'],
          );
        } finally {
          await server.close();
        }
        tally(task).checks += 4;
      } finally {
        if (previous === undefined) delete process.env.VITE_PROVIDER_HOST;
        else process.env.VITE_PROVIDER_HOST = previous;
        rmSync(outDir, { recursive: true, force: true });
      }
    },
  );
});
