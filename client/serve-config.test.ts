/**
 * Issue #28: the server that serves the app tells it its provider at run time
 * (CLIENT_PROVIDER_HOST, which `npm start` and `npm run dev` set to the simulator they start):
 * config.json names it and the Content-Security-Policy lets the app reach it, with no rebuild.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PreviewServer } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { cspPlugin, deployedProviderHost, SERVED_HOST_VARIABLE } from './csp';

type Handler = (
  request: { url: string },
  response: { setHeader(name: string, value: string): void; end(body: string): void },
  next: () => void,
) => void;

/** What the preview server answers for `url`: its headers and body, or null when passed on. */
function serve(distDir: string, url: string) {
  const handlers: Handler[] = [];
  const server = {
    config: { build: { outDir: distDir } },
    middlewares: { use: (handler: Handler) => handlers.push(handler) },
  } as unknown as PreviewServer;
  const hook = cspPlugin('http://127.0.0.1:8787').configurePreviewServer as (
    s: PreviewServer,
  ) => void;
  hook(server);
  const headers: Record<string, string> = {};
  let body: string | null = null;
  const run = (index: number): void =>
    handlers[index]?.(
      { url },
      { setHeader: (name, value) => (headers[name] = value), end: (text) => (body = text) },
      () => run(index + 1),
    );
  run(0);
  return { headers, body: body as string | null };
}

const dirs: string[] = [];
afterEach(() => {
  delete process.env[SERVED_HOST_VARIABLE];
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const dist = () => {
  const dir = mkdtempSync(join(tmpdir(), 'panna-served-'));
  dirs.push(dir);
  return dir;
};

describe('the provider the served app calls', () => {
  it('is CLIENT_PROVIDER_HOST when the server has one: in config.json and in the policy', () => {
    const dir = dist();
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ brandName: 'Kalyan Play' }));
    process.env[SERVED_HOST_VARIABLE] = 'http://127.0.0.1:9911';
    const config = serve(dir, '/config.json?x=1');
    expect(JSON.parse(config.body!)).toEqual({
      brandName: 'Kalyan Play',
      providerHost: 'http://127.0.0.1:9911',
    });
    expect(config.headers['Cache-Control']).toBe('no-store');
    const page = serve(dir, '/imp');
    expect(page.body).toBeNull();
    expect(page.headers['Content-Security-Policy']).toContain(
      "connect-src 'self' http://127.0.0.1:9911;",
    );
  });

  it("is config.json's, then the build's, without it", () => {
    const dir = dist();
    expect(serve(dir, '/config.json').body).toBeNull(); // the file itself, served as it is
    expect(serve(dir, '/imp').headers['Content-Security-Policy']).toContain(
      "connect-src 'self' http://127.0.0.1:8787;",
    );
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ providerHost: 'https://p.example' }));
    expect(deployedProviderHost(dir, 'http://127.0.0.1:8787')).toBe('https://p.example');
    expect(
      deployedProviderHost(dir, 'http://127.0.0.1:8787', {
        [SERVED_HOST_VARIABLE]: 'http://127.0.0.1:9911',
      }),
    ).toBe('http://127.0.0.1:9911');
  });
});
