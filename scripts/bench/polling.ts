/**
 * Polling (figure 6): the provider calls an idle, signed-in /imp page makes in one minute of its
 * own (fake) clock, visible and then hidden. The clock is advanced a second at a time, letting each
 * call's answer arrive in real time before the next tick, so back-to-back polls are not merged.
 */
import type { Page } from '@playwright/test';
import { context, launch } from './browser';
import { around, atMost, figure, type Figure } from './figures';
import type { Stack } from './stack';

const DASHBOARD = 'api-get-dashboard-data';

/** Counts provider calls by path while `during` runs. */
async function countCalls(
  page: Page,
  stack: Stack,
  during: () => Promise<void>,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const onRequest = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.origin === stack.providerUrl)
      counts.set(url.pathname.slice(1), (counts.get(url.pathname.slice(1)) ?? 0) + 1);
  };
  page.on('request', onRequest);
  await during();
  page.off('request', onRequest);
  return counts;
}

/** Waits (in real time) until no provider call is in flight. */
async function settle(page: Page, inflight: () => number): Promise<void> {
  for (let i = 0; i < 100 && inflight() > 0; i++) await page.waitForTimeout(20);
  await page.waitForTimeout(30);
}

/** One minute of the page's clock, one second per tick. */
async function minute(page: Page, inflight: () => number): Promise<void> {
  for (let second = 0; second < 60; second++) {
    await page.clock.runFor(1000);
    await settle(page, inflight);
  }
}

/** Makes the page report itself hidden, as a switched-away tab does. A string: tsx would wrap a function. */
const hide = (page: Page) =>
  page.evaluate(`
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  `);

export async function pollingFigures(stack: Stack): Promise<Figure[]> {
  const browser = await launch();
  try {
    const page = await (await context(browser, stack, true)).newPage();
    let open = 0;
    page.on('request', () => (open += 1));
    page.on('requestfinished', () => (open -= 1));
    page.on('requestfailed', () => (open -= 1));
    const inflight = () => open;

    await page.clock.install();
    const firstPoll = page.waitForResponse((r) => r.url().endsWith(`/${DASHBOARD}`));
    await page.goto(`${stack.appUrl}/imp`);
    await firstPoll;
    await page.waitForLoadState('networkidle');
    await settle(page, inflight);

    const visible = await countCalls(page, stack, () => minute(page, inflight));
    await hide(page);
    await settle(page, inflight);
    const hidden = await countCalls(page, stack, () => minute(page, inflight));

    const others = [...visible].filter(([path]) => path !== DASHBOARD);
    const repeating = others.filter(([, n]) => n > 1);
    if (repeating.length)
      console.log(
        `  repeating calls while visible: ${repeating.map(([p, n]) => `${p} ×${n}`).join(', ')}`,
      );
    return [
      figure(
        'polling: visible, dashboard calls per minute',
        visible.get(DASHBOARD) ?? 0,
        'requests',
        around(12, 1),
      ),
      figure(
        'polling: visible, most calls to any other path',
        Math.max(0, ...others.map(([, n]) => n)),
        'requests',
        atMost(1),
      ),
      figure(
        'polling: hidden, calls per minute',
        [...hidden.values()].reduce((a, b) => a + b, 0),
        'requests',
        atMost(0),
      ),
    ];
  } finally {
    await browser.close();
  }
}
