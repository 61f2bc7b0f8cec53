/**
 * Speed felt on a slow phone (issue 42): in a phone-sized page whose CPU Chromium slows 4x, the
 * first open of the side menu (tap on the home screen's menu button to the drawer painted), sign-in
 * (tap on Sign In with the demo player's number and password to the home screen's first market
 * card painted) and a cold load of `/` by a signed-in player (navigation start to that card
 * painted). Every sample is a new context: an empty HTTP cache, nothing loaded before. Times are
 * the page's own clock; "painted" is the first task after the frame that drew the element. Bare
 * timings: the full run holds each median to its budget, the quick run takes fewer samples and
 * reports them (index.ts).
 */
import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@panna/mock-provider/seed';
import { context, launch } from './browser';
import { DEMO_MOBILE } from './databases';
import { atMost, figure, type Figure } from './figures';
import type { Stack } from './stack';

/** As Lighthouse's mobile preset slows a phone's CPU. */
const CPU_SLOWDOWN = 4;

const BUDGET_MS = { menu: 200, signIn: 1_500, coldLoad: 2_000 };

/**
 * Run in the page before any of its code: the first tap's instant, and the instant after the
 * first frame that drew a market card and the side menu's panel, each reported to `benchMark`.
 * A string: tsx would wrap a function's inner functions in a helper the page does not have.
 */
const MARKS = `(() => {
  let tapped = false;
  addEventListener('pointerdown', () => {
    if (tapped) return;
    tapped = true;
    window.benchMark('tap', performance.now());
  }, { capture: true });
  const watched = { card: '.market-card', menu: '.side-menu__panel' };
  const seen = new Set();
  const observer = new MutationObserver(() => {
    for (const [name, selector] of Object.entries(watched)) {
      if (seen.has(name) || !document.querySelector(selector)) continue;
      seen.add(name);
      requestAnimationFrame(() => setTimeout(() => window.benchMark(name, performance.now())));
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

type Mark = 'tap' | 'card' | 'menu';

interface SlowPage {
  page: Page;
  /** Resolves with the page's clock at the mark. */
  mark: (name: Mark) => Promise<number>;
  close: () => Promise<void>;
}

/** A new phone context (empty cache), its CPU slowed, with the marks above. */
async function slowPage(browser: Browser, stack: Stack, signedIn: boolean): Promise<SlowPage> {
  const ctx = await context(browser, stack, signedIn);
  const marks = new Map<Mark, { promise: Promise<number>; resolve: (at: number) => void }>();
  const entry = (name: Mark) => {
    let found = marks.get(name);
    if (!found) {
      let resolve = (_at: number) => {};
      const promise = new Promise<number>((r) => (resolve = r));
      marks.set(name, (found = { promise, resolve }));
    }
    return found;
  };
  await ctx.exposeFunction('benchMark', (name: Mark, at: number) => entry(name).resolve(at));
  await ctx.addInitScript(MARKS);
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, mark: (name) => entry(name).promise, close: () => ctx.close() };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Navigation start to the first market card painted, `/` opened by a signed-in player. */
async function coldLoad(browser: Browser, stack: Stack): Promise<number> {
  const { page, mark, close } = await slowPage(browser, stack, true);
  try {
    await page.goto(`${stack.appUrl}/`, { waitUntil: 'commit' });
    return await mark('card');
  } finally {
    await close();
  }
}

/** The tap on Sign In (number and password typed) to the first market card painted. */
async function signIn(browser: Browser, stack: Stack): Promise<number> {
  const { page, mark, close } = await slowPage(browser, stack, false);
  try {
    await page.goto(`${stack.appUrl}/login`);
    await page.getByLabel('Phone Number').fill(DEMO_MOBILE);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    const button = page.getByRole('button', { name: 'Sign In' });
    await button.tap(); // waits until the hydrated page enables it
    return (await mark('card')) - (await mark('tap'));
  } finally {
    await close();
  }
}

/** The first tap on the home screen's menu button, once its first card shows, to the drawer painted. */
async function menuOpen(browser: Browser, stack: Stack): Promise<number> {
  const { page, mark, close } = await slowPage(browser, stack, true);
  try {
    await page.goto(`${stack.appUrl}/imp`, { waitUntil: 'commit' });
    await mark('card');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    return (await mark('menu')) - (await mark('tap'));
  } finally {
    await close();
  }
}

export async function slowPhoneFigures(
  stack: Stack,
  full: boolean,
  log: (line: string) => void,
): Promise<Figure[]> {
  const runs = full ? 5 : 1;
  const browser = await launch();
  try {
    const measure = async (name: string, sample: () => Promise<number>, budget: number) => {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) times.push(await sample());
      log(`  ${name}: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
      return figure(
        `slow phone: ${name} (CPU ${CPU_SLOWDOWN}x slower, median of ${runs})`,
        Math.round(median(times)),
        'ms',
        full ? atMost(budget) : undefined,
      );
    };
    return [
      await measure('first menu open', () => menuOpen(browser, stack), BUDGET_MS.menu),
      await measure('sign-in to home', () => signIn(browser, stack), BUDGET_MS.signIn),
      await measure('cold load to home', () => coldLoad(browser, stack), BUDGET_MS.coldLoad),
    ];
  } finally {
    await browser.close();
  }
}
