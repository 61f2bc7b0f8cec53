/**
 * Lighthouse (figure 5): mobile settings (the default config: a phone screen, simulated
 * throttling) on /login, /imp and a bid screen, with the system Chromium. /login runs signed out
 * (Lighthouse clears storage); before each signed-in page, Playwright, connected to the same
 * Chromium over CDP, writes the session into localStorage and empties the HTTP cache, and the page
 * runs with `disableStorageReset`: every page is measured as a first, uncached load.
 */
import { chromium } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from './browser';
import { TMP } from './databases';
import { atLeast, figure, type Figure } from './figures';
import { CHROMIUM, type Stack } from './stack';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const SCORE_BUDGET = 95;

interface Page {
  name: string;
  path: string;
  signedIn: boolean;
}

/** Signs in through localStorage and empties the HTTP cache (what storage reset would have done). */
async function signInUncached(chrome: LaunchedChrome, stack: Stack): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${stack.appUrl}/login`);
  await page.evaluate(
    (credentials) => localStorage.setItem('userCredentials', credentials),
    JSON.stringify(stack.credentials),
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close(); // disconnects; the Chromium stays up for Lighthouse
}

export async function lighthouseFigures(
  stack: Stack,
  log: (line: string) => void,
): Promise<Figure[]> {
  const pages: Page[] = [
    { name: '/login', path: '/login', signedIn: false },
    { name: '/imp', path: '/imp', signedIn: true },
    { name: '/single', path: `/single?game=${stack.demoMainId}`, signedIn: true },
  ];
  const profile = join(TMP, 'lighthouse-profile');
  rmSync(profile, { recursive: true, force: true });
  mkdirSync(profile, { recursive: true });
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir: profile,
  });
  const figures: Figure[] = [];
  try {
    for (const page of pages) {
      if (page.signedIn) await signInUncached(chrome, stack);
      const result = await lighthouse(stack.appUrl + page.path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        onlyCategories: [...CATEGORIES],
        disableStorageReset: page.signedIn,
      });
      if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
      const { lhr } = result;
      writeFileSync(
        join(TMP, `lighthouse${page.name.replaceAll('/', '-')}.json`),
        JSON.stringify(lhr),
      );
      if (
        lhr.finalDisplayedUrl &&
        new URL(lhr.finalDisplayedUrl).pathname !== page.path.replace(/\?.*$/, '')
      ) {
        log(`  ${page.name} ended at ${lhr.finalDisplayedUrl}`);
      }
      for (const category of CATEGORIES) {
        const score = (lhr.categories[category]?.score ?? NaN) * 100;
        figures.push(
          figure(`lighthouse ${page.name}: ${category}`, score, 'score', atLeast(SCORE_BUDGET)),
        );
        const failing = (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id]!)
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
          );
        if (failing.length && category !== 'performance') {
          log(
            `  ${page.name} ${category}: ${failing.map((a) => `${a.id} (${a.title})`).join('; ')}`,
          );
        }
      }
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      figures.push(
        figure(`lighthouse ${page.name}: LCP`, metric('largest-contentful-paint'), 'ms'),
        figure(`lighthouse ${page.name}: TBT`, metric('total-blocking-time'), 'ms'),
        figure(`lighthouse ${page.name}: CLS`, metric('cumulative-layout-shift'), ''),
      );
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
