import { buildApp } from '@panna/mock-provider';
import { createControlClient } from '@panna/mock-provider/control-client';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from '@playwright/test';
import { DEMO, expect, test } from '../fixtures/test';
import { ConsolePage } from '../pages/console-page';

/**
 * What the browser does when the tab is hidden or shown again. Headless Chromium keeps every page
 * visible (a minimized window or a tab behind another stays "visible"), so the signal is given by
 * hand: the document's state, then its visibilitychange event.
 */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => next });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => next === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

/** The page's calls to the control plane (its own pages aside): each one sent, and those in flight. */
function controlCallsOf(page: Page): { calls: string[]; inFlight: () => number } {
  const calls: string[] = [];
  // The requests seen starting: one that started before these listeners may end after them.
  const pending = new Set<Request>();
  const isControlCall = (request: Request) =>
    request.url().includes('/__sim/') && !request.url().includes('/__sim/console/');
  page.on('request', (request) => {
    if (!isControlCall(request)) return;
    calls.push(request.url());
    pending.add(request);
  });
  const ended = (request: Request) => void pending.delete(request);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return { calls, inFlight: () => pending.size };
}

test('CONTROL_TOKEN: asked once, a wrong one refused beside the field, kept for the tab session only', async ({
  browser,
}) => {
  // A simulator of its own that requires a token (the journeys' shared one has none).
  const app = await buildApp({ dbPath: ':memory:', controlToken: 'qa-secret' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const qa = await ConsolePage.open(browser, origin, 'clock');
    const gate = qa.page.getByRole('form', { name: 'Control token' });
    await expect(gate).toBeVisible();
    await expect(qa.time).toHaveCount(0);
    const token = gate.getByLabel('Control token', { exact: true });

    await token.fill('wrong');
    await token.press('Enter');
    await expect(gate.getByRole('alert')).toHaveText('The simulator refused this token.');
    await expect(qa.time).toHaveCount(0);

    await token.fill('qa-secret');
    await token.press('Enter');
    await expect(qa.time).toBeVisible();
    await expect(gate).toHaveCount(0);

    // Kept for the tab: another panel and a reload do not ask again.
    await qa.panel('Players').click();
    await expect(qa.page.getByRole('link', { name: DEMO.mobile })).toBeVisible();
    await qa.page.reload();
    await expect(qa.time).toBeVisible();
    await expect(gate).toHaveCount(0);
    await qa.close();

    // Another session (a new browser context) is asked again.
    const other = await ConsolePage.open(browser, origin, 'clock');
    await expect(other.page.getByRole('form', { name: 'Control token' })).toBeVisible();
    await other.close();
  } finally {
    await app.close();
  }
});

test('live views stop asking the simulator while the tab is hidden, and catch up when it shows', async ({
  browser,
  sim,
}) => {
  // The page's clock is the test's to move (Playwright's clock), as the app journeys do: the
  // polling intervals pass when it says so, not on the machine's time.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const qa = new ConsolePage(await context.newPage(), sim.host);
  await qa.page.clock.install();
  await qa.goto('journal');
  await expect(qa.time).toBeVisible();
  const { calls, inFlight } = controlCallsOf(qa.page);
  await qa.page.clock.runFor(3_000);
  await expect.poll(() => calls.length).toBeGreaterThan(2);

  await setVisibility(qa.page, 'hidden');
  // Calls a poll sent before the tab hid may still land; none may start after.
  await expect.poll(inFlight).toBe(0);
  calls.length = 0;
  await qa.page.clock.runFor(3_500); // over three polling intervals (1 s)
  expect(calls).toEqual([]);

  // While hidden the clock moved; showing the tab reads it again at once.
  await sim.control.call('POST /clock', { advance: 3_600_000 });
  await setVisibility(qa.page, 'visible');
  await expect.poll(() => calls.some((url) => url.endsWith('/__sim/clock'))).toBe(true);
  await qa.close();
});

test('sandbox switcher by keyboard: a bad name refused beside the field, a new sandbox opened at the same panel, back by the menu', async ({
  browser,
  sim,
}) => {
  const qa = await ConsolePage.open(browser, sim.host, 'players');
  const world = qa.field('World');
  await expect(world).toHaveValue(sim.sandbox);

  await qa.tabTo('New or other sandbox');
  await qa.page.keyboard.type('not a name!');
  await qa.page.keyboard.press('Enter');
  await expect(qa.page.locator('.switcher').getByRole('alert')).toHaveText(
    'Letters, digits, _ and - only, at most 64 characters.',
  );
  expect(new URL(qa.page.url()).pathname).toBe(`/s/${sim.sandbox}/__sim/console/players`);
  // The default world's name is no sandbox's, in any case.
  await qa.field('New or other sandbox').fill('Default');
  await qa.page.keyboard.press('Enter');
  await expect(qa.page.locator('.switcher').getByRole('alert')).toHaveText(
    /"default" is the default world’s name/,
  );
  expect(new URL(qa.page.url()).pathname).toBe(`/s/${sim.sandbox}/__sim/console/players`);

  const other = `${sim.sandbox.slice(0, 56)}-switch`;
  await qa.field('New or other sandbox').fill(other);
  await qa.page.keyboard.press('Enter');
  await expect(qa.page).toHaveURL(new RegExp(`/s/${other}/__sim/console/players$`));
  await expect(qa.page.getByRole('heading', { level: 1 })).toHaveText('Players');
  await expect(world).toHaveValue(other);
  // The console drives the other world now: a credit there leaves this test's sandbox alone.
  await qa.page.getByRole('link', { name: DEMO.mobile }).click();
  await qa.field('Points').fill('5');
  await qa.button('Credit').click();
  await expect(qa.page.getByLabel('Balance')).toHaveText('10005 points');
  expect(await sim.wallet(DEMO.mobile)).toBe(10_000);

  await world.selectOption({ label: `Sandbox ${sim.sandbox}` });
  await expect(qa.page).toHaveURL(new RegExp(`/s/${sim.sandbox}/__sim/console/players$`));
  await expect(qa.page.getByRole('link', { name: DEMO.mobile })).toBeVisible();
  await qa.close();
  await createControlClient({ baseUrl: new URL(sim.host).origin }).call('DELETE /sandboxes/:name', {
    name: other,
  });
});

test('by keyboard: auto-results on and off, a player blocked, every fault removed after asking', async ({
  browser,
  sim,
}) => {
  const qa = await ConsolePage.open(browser, sim.host, 'results');
  await qa.tabTo('Auto-results off');
  await qa.page.keyboard.press('Enter');
  await expect(qa.page.getByRole('switch', { name: 'Auto-results on' })).toBeChecked();
  expect((await sim.control.call('GET /auto-results')).enabled).toBe(true);
  await qa.tabTo('Auto-results on');
  await qa.page.keyboard.press('Enter');
  await expect(qa.page.getByRole('switch', { name: 'Auto-results off' })).not.toBeChecked();
  expect((await sim.control.call('GET /auto-results')).enabled).toBe(false);

  await qa.goto(`players/${DEMO.mobile}`);
  await qa.tabTo('Blocked: no');
  await qa.page.keyboard.press('Enter');
  await expect(qa.page.getByRole('switch', { name: 'Blocked: yes' })).toBeChecked();
  const found = await sim.control.call('GET /players/:mobile', { mobile: DEMO.mobile });
  expect(found.player.blocked).toBe(true);

  await sim.control.call('POST /faults', { kind: 'http_500' });
  await sim.control.call('POST /faults', { kind: 'latency', latency_ms: 10 });
  await qa.goto('faults');
  await qa.tabTo('Remove every fault…');
  await qa.page.keyboard.press('Enter');
  await expect(qa.dialog).toContainText('2 faults stop now');
  await qa.page.keyboard.press('Escape');
  await expect(qa.dialog).toBeHidden();
  expect((await sim.control.call('GET /faults')).faults).toHaveLength(2);
  // The focus is back where it was: asked again, and confirmed this time.
  await expect(qa.button('Remove every fault…')).toBeFocused();
  await qa.page.keyboard.press('Enter');
  await qa.page.keyboard.press('Tab'); // from Cancel (focused first) to the action
  await qa.page.keyboard.press('Enter');
  await expect(qa.page.getByText('No fault is active')).toBeVisible();
  expect((await sim.control.call('GET /faults')).faults).toHaveLength(0);
  await qa.close();
});
