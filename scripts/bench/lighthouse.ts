/**
 * Lighthouse (figure 5): mobile settings (the default config: a phone screen, simulated
 * throttling) on /login, /imp and a bid screen, with the system Chromium. /login runs signed out
 * (Lighthouse clears storage); before each signed-in page, Playwright, connected to the same
 * Chromium over CDP, writes the session into localStorage and empties the HTTP cache, and the page
 * runs with `disableStorageReset`: every page is measured as a first, uncached load. Each page
 * runs RUNS times and reports the median run, chosen as Lighthouse itself does (`computeMedianRun`:
 * the run nearest the median first paint and time to interactive), since single runs vary.
 */
import { chromium } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from './browser';
import { TMP } from './databases';
import { atLeast, figure, type Figure } from './figures';
import type { Stack } from './stack';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const SCORE_BUDGET = 95;
const RUNS = 3;
type Lhr = RunnerResult['lhr'];

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
    { name: '/single', path: `/single?market=${stack.demoMainId}`, signedIn: true },
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
      const runs: Lhr[] = [];
      for (let run = 0; run < RUNS; run++) {
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
        runs.push(result.lhr);
      }
      // Typed loosely by Lighthouse (LH.Result); it returns one of the runs it was given.
      const lhr = computeMedianRun(runs) as Lhr;
      const performance = (r: Lhr) => Math.round((r.categories.performance?.score ?? NaN) * 100);
      log(
        `  ${page.name} performance by run: ${runs.map(performance).join(', ')}; median run ${performance(lhr)}`,
      );
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
