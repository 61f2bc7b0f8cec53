/**
 * Real cross-origin requests, made by pages in Chromium: a page served on another origin tries to
 * drive and read the control plane the ways browsers allow without asking (text/plain and body-less
 * posts, a form, no-cors fetches) and the ways they ask first (JSON posts, reads); a page on an
 * origin in CONTROL_ORIGINS may; a page on a name rebound to 127.0.0.1 (DNS rebinding) may not even
 * from its own origin. The provider's own endpoints keep their CORS, as the real provider's.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPlayer, testApp, type TestApp, ledgerOf } from '@panna/mock-provider/testing';
import { tally } from './support/tally';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const REBOUND = 'rebind.test';

let app: TestApp;
let provider: string;
let providerPort: number;
let browser: Browser;
const pages: Server[] = [];
let evil: string;
let allowed: string;
let mobile: string;

/** A plain page server on a port of its own: an origin of its own. */
async function pageServer(): Promise<string> {
  const server = createServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><title>page</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pages.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  evil = await pageServer();
  allowed = await pageServer();
  app = await testApp({ seed: true, controlOrigins: [allowed] });
  app.worlds.get().clock.freeze(true);
  mobile = addPlayer(app.worlds.get(), { wallet: 500 }).mobile;
  provider = await app.listen({ host: '127.0.0.1', port: 0 });
  providerPort = Number(new URL(provider).port);
  browser = await chromium.launch({
    ...(existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
    args: [`--host-resolver-rules=MAP ${REBOUND} 127.0.0.1`],
  });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await Promise.all(pages.map((server) => new Promise((resolve) => server.close(resolve))));
});

const wallet = () => {
  const world = app.worlds.get();
  const id = world.db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get(mobile);
  return ledgerOf(world).balance(id as number);
};

async function open(url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(url);
  return page;
}

/** Runs fetch in the page; answers the status and body, or the error a blocked request gives. */
const fetchIn = (page: Page, url: string, init: Record<string, unknown> = {}) =>
  page.evaluate(
    async ([url, init]) => {
      try {
        const response = await fetch(url, init as RequestInit);
        return { status: response.status, type: response.type, text: await response.text() };
      } catch (error) {
        return { error: String(error) };
      }
    },
    [url, init] as const,
  );

describe('the control plane from pages in Chromium', { timeout: 60_000 }, () => {
  it('refuses another origin whatever the browser lets it send, and answers it nothing readable', async ({
    task,
  }) => {
    const counts = tally(task);
    const page = await open(evil);
    const before = wallet();
    const clock = (await app.inject({ method: 'GET', url: '/__sim/clock' })).json().now;
    const credit = `${provider}/__sim/players/${mobile}/credit`;
    // Sent without a preflight: text/plain and body-less posts, opaque to the page.
    for (const init of [
      {
        method: 'POST',
        mode: 'no-cors',
        headers: { 'content-type': 'text/plain' },
        body: '{"amount":1000}',
      },
      { method: 'POST', mode: 'no-cors', body: '{"amount":1000}' },
      {
        method: 'POST',
        mode: 'no-cors',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'amount=1000',
      },
    ])
      expect(await fetchIn(page, credit, init)).toMatchObject({ type: 'opaque' });
    expect(
      await fetchIn(page, `${provider}/__sim/reset`, { method: 'POST', mode: 'no-cors' }),
    ).toMatchObject({ type: 'opaque' });
    expect(
      await fetchIn(page, `${provider}/__sim/clock`, {
        method: 'POST',
        mode: 'no-cors',
        headers: { 'content-type': 'text/plain' },
        body: '{"advance":86400000}',
      }),
    ).toMatchObject({ type: 'opaque' });
    // Asked first (a JSON post), or read back: blocked by the browser, no CORS answer.
    expect(
      await fetchIn(page, credit, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"amount":1000}',
      }),
    ).toHaveProperty('error');
    expect(await fetchIn(page, `${provider}/__sim/journal`)).toHaveProperty('error');
    expect(await fetchIn(page, `${provider}/__sim/players`)).toHaveProperty('error');
    // A form, which navigates: the answer is the refusal.
    await page.setContent(
      `<form method="post" enctype="text/plain" action="${credit}"><input name='{"amount":1000,"x":"' value='"}'></form>`,
    );
    await Promise.all([page.waitForURL(credit), page.evaluate(() => document.forms[0]!.submit())]);
    expect(await page.textContent('body')).toContain('may not call the control plane');
    await page.close();

    expect(wallet()).toBe(before);
    expect((await app.inject({ method: 'GET', url: '/__sim/clock' })).json().now).toBe(clock);
    expect(
      app.worlds
        .get()
        .db.prepare('SELECT COUNT(*) FROM users WHERE mobile = ?')
        .pluck()
        .get(mobile),
    ).toBe(1);
    counts.inputs += 10;
    counts.checks += 13;
  });

  it('answers an origin in CONTROL_ORIGINS, preflights included', async ({ task }) => {
    const counts = tally(task);
    const page = await open(allowed);
    const before = wallet();
    const journal = await fetchIn(page, `${provider}/__sim/journal`);
    expect(journal).toMatchObject({ status: 200, type: 'cors' });
    expect(JSON.parse((journal as { text: string }).text).status).toBe(true);
    const credit = await fetchIn(page, `${provider}/__sim/players/${mobile}/credit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"amount":1000}',
    });
    expect(credit).toMatchObject({ status: 200, type: 'cors' });
    expect(wallet()).toBe(before + 1000);
    // Still JSON only.
    const plain = await fetchIn(page, `${provider}/__sim/players/${mobile}/credit`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"amount":1000}',
    });
    expect(plain).toMatchObject({ status: 415 });
    expect(wallet()).toBe(before + 1000);
    await page.close();
    counts.inputs += 3;
    counts.checks += 6;
  });

  it('refuses a page whose name was rebound to 127.0.0.1, even from its own origin', async ({
    task,
  }) => {
    const counts = tally(task);
    const page = await open(`http://${REBOUND}:${providerPort}/`);
    const before = wallet();
    const read = await fetchIn(page, '/__sim/journal');
    expect(read).toMatchObject({ status: 403 });
    expect((read as { text: string }).text).toContain('loopback host names only');
    const write = await fetchIn(page, `/__sim/players/${mobile}/credit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"amount":1000}',
    });
    expect(write).toMatchObject({ status: 403 });
    expect(wallet()).toBe(before);
    await page.close();
    // The simulator's own pages (on a loopback name) may use it: the API docs' "try it out".
    const own = await open(`${provider}/`);
    const clock = await fetchIn(own, '/__sim/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"freeze":true}',
    });
    expect(clock).toMatchObject({ status: 200 });
    await own.close();
    counts.inputs += 3;
    counts.checks += 5;
  });
});

describe('the provider endpoints from pages in Chromium', { timeout: 60_000 }, () => {
  it('answer any origin by CORS, JSON or text/plain, as the real provider does', async ({
    task,
  }) => {
    const page = await open(evil);
    const body = '{"env_type":"Prod","app_key":"panna-dev-key-local"}';
    const json = await fetchIn(page, `${provider}/api-game-rates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(json).toMatchObject({ status: 200, type: 'cors' });
    expect(JSON.parse((json as { text: string }).text).status).toBe(true);
    const plain = await fetchIn(page, `${provider}/api-game-rates`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
    });
    expect(JSON.parse((plain as { text: string }).text).status).toBe(true);
    await page.close();
    tally(task).checks += 3;
  });
});
