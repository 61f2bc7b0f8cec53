/**
 * No page of the simulator can be framed. A page on another origin that framed /docs could lead
 * its user to click Swagger UI's buttons, whose calls reach the control plane as the simulator's
 * own origin (a framed /docs ran DELETE /__sim/faults). Every GET route, read from the router's
 * own listing so that a page added later is in it, is called with its parameters filled in, in
 * the default world and in a sandbox: every answer a browser shows as a page (HTML, SVG) carries
 * `Content-Security-Policy: frame-ancestors 'none'` and `X-Frame-Options: DENY`. Then real
 * Chromium, on a page of another origin, frames them and they do not load.
 */
import { DEMO_PLAYERS } from '@panna/mock-provider/seed';
import { testApp, type TestApp } from '@panna/mock-provider/testing';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tally } from './support/tally';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const SANDBOX = '/s/framing';
/** Answers a browser shows as a page of their own. */
const DOCUMENT = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml)\s*(;|$)/i;
/** The routes known to answer pages: the listing must find each (it is not empty by mistake). */
const KNOWN_PAGES = [
  '/',
  '/docs',
  '/docs/',
  '/docs/static/*',
  '/charts/starline',
  '/charts/gali',
  '/charts/:id/:style',
  '/static/:file',
  '/__sim/console/*',
];

let app: TestApp;
let consoleDir: string;
let mainMarketId: number;

beforeAll(async () => {
  consoleDir = mkdtempSync(join(tmpdir(), 'panna-framing-'));
  mkdirSync(join(consoleDir, 'assets'));
  writeFileSync(
    join(consoleDir, 'index.html'),
    '<!doctype html><html><head><base href="/__sim/console/" /></head><body>console</body></html>',
  );
  writeFileSync(join(consoleDir, 'assets', 'index-abc.js'), 'console.log(1)');
  app = await testApp({ seed: true, consoleDir });
  mainMarketId = app.worlds
    .get()
    .db.prepare("SELECT id FROM markets WHERE kind = 'main' ORDER BY id LIMIT 1")
    .pluck()
    .get() as number;
});
afterAll(async () => {
  await app?.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

/**
 * Every GET route's pattern, from the router's own tree (`printRoutes`): a node a line, holding
 * the part of the path after the nearest line above it that starts left of it. Each pattern is
 * checked to be a route, so a misread tree fails the test rather than skip a page.
 */
function getRoutes(): string[] {
  const routes: string[] = [];
  const parents: { column: number; path: string }[] = [];
  for (const line of app.printRoutes({ method: 'GET' }).split('\n')) {
    const node = /^(.*?)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!node) continue;
    const column = node[1]!.length;
    while (parents.length > 0 && parents.at(-1)!.column >= column) parents.pop();
    const path = (parents.at(-1)?.path ?? '') + node[2]!;
    parents.push({ column, path });
    if (node[3]?.split(', ').includes('GET')) {
      expect(app.hasRoute({ method: 'GET', url: path }), path).toBe(true);
      routes.push(path);
    }
  }
  return routes;
}

/** Values to try for each kind of parameter: pages, and the not-found pages beside them. */
const samples = (): Record<string, string[]> => ({
  ':id': [String(mainMarketId), '999999', 'x'],
  ':style': ['jodi', 'panel', 'nope'],
  ':file': ['slider-1.svg', 'nope.svg'],
  ':mobile': [DEMO_PLAYERS.player.mobile],
  '*': [
    '',
    'index.html',
    'oauth2-redirect.html',
    'logo.svg',
    'players/9876543210',
    'assets/index-abc.js',
    'missing.html',
  ],
});

/** A route's pattern with each parameter filled in every sample way. */
function urlsOf(route: string): string[] {
  const values = samples();
  let urls = [''];
  for (const part of route.split(/(:\w+|\*)/).filter(Boolean)) {
    const choices = values[part] ?? [part];
    urls = urls.flatMap((url) => choices.map((choice) => url + choice));
  }
  return urls;
}

/** The frame-ancestors sources of a policy, or undefined when it has none. */
const frameAncestors = (policy: unknown): string[] | undefined => {
  const found = String(policy ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name === 'frame-ancestors');
  return found.length === 1 ? found[0]!.slice(1) : undefined;
};

describe('every page the simulator serves', () => {
  it('refuses to be framed, in the default world and in a sandbox', async ({ task }) => {
    const counts = tally(task);
    const pagesFound = new Set<string>();
    const unprotected: string[] = [];
    for (const route of getRoutes()) {
      for (const url of urlsOf(route)) {
        for (const world of ['', SANDBOX]) {
          const answer = await app.inject({ method: 'GET', url: world + url });
          counts.inputs += 1;
          const type = String(answer.headers['content-type'] ?? '');
          if (!DOCUMENT.test(type)) continue;
          pagesFound.add(route);
          const policy = answer.headers['content-security-policy'];
          counts.checks += 2;
          if (
            frameAncestors(policy)?.join(' ') !== "'none'" ||
            answer.headers['x-frame-options'] !== 'DENY'
          )
            unprotected.push(
              `${world}${url} (${type}): CSP ${String(policy)}, XFO ${String(answer.headers['x-frame-options'])}`,
            );
        }
      }
    }
    expect(unprotected).toEqual([]);
    expect([...pagesFound].sort()).toEqual(expect.arrayContaining(KNOWN_PAGES));
  });

  it("keeps the QA console's own policy, frame-ancestors 'none' in it once", async () => {
    for (const url of ['/__sim/console/', `${SANDBOX}/__sim/console/players`]) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      const policy = String(page.headers['content-security-policy']);
      for (const directive of ["script-src 'self'", "connect-src 'self'", "form-action 'self'"])
        expect(policy).toContain(directive);
      expect(frameAncestors(policy)).toEqual(["'none'"]);
      expect(page.headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('framed by a page of another origin in Chromium', { timeout: 60_000 }, () => {
  let browser: Browser;
  let pages: Server;
  let provider: string;
  let evil: string;

  beforeAll(async () => {
    pages = createServer((_request, response) => {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>x</title>');
    });
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
    evil = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
    provider = await app.listen({ host: '127.0.0.1', port: 0 });
    browser = await chromium.launch(
      existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {},
    );
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => pages?.close(resolve));
  });

  /** Where a frame of `url` on the other origin's page ended up once the page loaded. */
  async function framed(url: string): Promise<{ url: string; text: string }> {
    const page = await browser.newPage();
    try {
      await page.goto(evil);
      await page.setContent(`<iframe src="${url}" width="800" height="600"></iframe>`, {
        waitUntil: 'load',
      });
      const frame = page.frames()[1]!;
      const text = await frame
        .evaluate(() => document.body?.innerText ?? '')
        .catch(() => '(not readable)');
      return { url: frame.url(), text };
    } finally {
      await page.close();
    }
  }

  it('the docs, the console, the charts and the index do not load', async ({ task }) => {
    // A provider answer that is not a page loads framed: the test sees a frame that loads.
    const clock = await framed(`${provider}/__sim/clock`);
    expect(clock.url).toBe(`${provider}/__sim/clock`);
    expect(clock.text).toContain('"status":true');
    const targets = [
      '/docs',
      '/docs/static/oauth2-redirect.html',
      '/__sim/console/',
      '/',
      '/charts/starline',
      `/charts/${mainMarketId}/jodi`,
      `${SANDBOX}/docs`,
      `${SANDBOX}/__sim/console/`,
    ];
    for (const target of targets) {
      const frame = await framed(`${provider}${target}`);
      expect(frame.url, target).not.toBe(`${provider}${target}`);
      expect(frame.text, target).not.toMatch(/Swagger|console|Chart|simulator/i);
    }
    const counts = tally(task);
    counts.inputs += targets.length + 1;
    counts.checks += targets.length * 2 + 2;
  });
});
