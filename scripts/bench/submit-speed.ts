/**
 * Bid submission as a player feels it (issue #28): in a real browser, on each bid type's screen,
 * the time from the tap on the confirmation's SUBMIT to the 'Bid placed successfully!' message
 * on screen, both read by the page's own clock. Each type is submitted `runs` times on one screen
 * (one bid each time, entered and confirmed again); its median is the figure. A bare timing: the
 * full run submits each type five times and holds the median to its budget; the quick run submits
 * each once and reports it (index.ts).
 */
import { BID_TYPES, bidTypeById, type BidTypeId } from '@panna/shared/bids';
import { createControlClient } from '@panna/mock-provider/control-client';
import type { Page } from '@playwright/test';
import { bidPath } from '@panna/client/bid-paths';
import { forMarket } from '@panna/client/market-param';
import { context, launch } from './browser';
import { atMost, figure, type Figure } from './figures';
import type { Stack } from './stack';

const BUDGET_MS = 500;
const PLACED = 'Bid placed successfully!';

/** One valid bid per type: field label to value (the screen's English labels). */
const BIDS: Record<BidTypeId, Record<string, string>> = {
  'single-digit': { Digit: '5' },
  'jodi-digit': { 'Jodi Digit': '47' },
  'single-pana': { Pana: '128' },
  'double-pana': { Pana: '112' },
  'triple-pana': { Pana: '777' },
  'half-sangam': { 'Open Digit': '3', 'Close Pana': '120' },
  'full-sangam': { 'Open Pana': '128', 'Close Pana': '370' },
  'sp-dp-tp': { Digit: '5' },
  'sp-motor': { Digits: '1234' },
  'dp-motor': { Digits: '12' },
  'star-single-digit': { Digit: '7' },
  'star-single-pana': { Pana: '128' },
  'star-double-pana': { Pana: '112' },
  'star-triple-pana': { Pana: '000' },
  'gali-left-digit': { 'Left Digit': '4' },
  'gali-right-digit': { 'Right Digit': '7' },
  'gali-jodi-digit': { 'Jodi Digit': '47' },
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Enters the type's bid, confirms it, and times SUBMIT to the success message, in ms. */
async function timedSubmit(page: Page, id: BidTypeId): Promise<number> {
  for (const [label, value] of Object.entries(BIDS[id]))
    await page.getByLabel(label, { exact: true }).fill(value);
  if (id === 'sp-dp-tp') await page.getByRole('checkbox', { name: 'SP' }).check();
  await page.getByLabel('Points', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const submit = page
    .getByRole('dialog', { name: 'Confirm Your Bid' })
    .getByRole('button', { name: 'SUBMIT' });
  await submit.waitFor();
  // The tap's instant, and the first instant a new message with the text is in the page.
  await submit.evaluate((button) =>
    button.addEventListener('click', () => Object.assign(window, { tappedAt: performance.now() }), {
      capture: true,
      once: true,
    }),
  );
  const shown = page.evaluate(
    (text) =>
      new Promise<number>((resolve) => {
        const before = new Set(document.querySelectorAll('[role=alert]'));
        const observer = new MutationObserver(() => {
          const found = [...document.querySelectorAll('[role=alert]')].some(
            (alert) => !before.has(alert) && alert.textContent?.includes(text),
          );
          if (!found) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    PLACED,
  );
  await submit.click();
  const at = await shown;
  return at - (await page.evaluate(() => (window as unknown as { tappedAt: number }).tappedAt));
}

export async function submitFigures(
  stack: Stack,
  full: boolean,
  log: (line: string) => void,
): Promise<Figure[]> {
  const runs = full ? 5 : 1;
  const sim = createControlClient({ baseUrl: stack.providerUrl });
  await sim.call('POST /players/:mobile/credit', {
    mobile: stack.credentials.mobile,
    amount: 100_000,
    note: 'bench',
  });
  const { markets } = await sim.call('GET /markets');
  const demo = (name: string) => {
    const market = markets.find((m) => m.name === name);
    if (!market) throw new Error(`no ${name} market`);
    return String(market.id);
  };
  const ids = { main: demo('DEMO MAIN'), starline: demo('DEMO STARLINE'), gali: demo('DEMO GALI') };
  const browser = await launch();
  const figures: Figure[] = [];
  try {
    const page = await (await context(browser, stack, true)).newPage();
    for (const type of Object.values(BID_TYPES)) {
      await page.goto(
        `${stack.appUrl}${forMarket(bidPath(bidTypeById(type.id)), ids[type.market])}`,
      );
      await page.getByRole('button', { name: 'Proceed' }).waitFor();
      const times: number[] = [];
      for (let run = 0; run < runs; run++) times.push(await timedSubmit(page, type.id));
      log(`  ${type.title} (${type.market}): ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
      figures.push(
        figure(
          `submit: ${type.market} ${type.title}, tap to success (median of ${runs})`,
          Math.round(median(times)),
          'ms',
          full ? atMost(BUDGET_MS) : undefined,
        ),
      );
    }
  } finally {
    await browser.close();
  }
  return figures;
}
