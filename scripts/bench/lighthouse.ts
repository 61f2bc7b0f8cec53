/**
 * Lighthouse (figure 5): mobile settings (the default config: a phone screen, simulated
 * throttling) on /login, /welcome, /imp and a bid screen, with the system Chromium; then the QA
 * console's accessibility on every panel (console-accessibility.ts). /login and /welcome run
 * signed out (Lighthouse clears storage); before each signed-in page, Playwright, connected to the
 * same Chromium over CDP, writes the session into localStorage and empties the HTTP cache, and the
 * page runs with `disableStorageReset`: every page is measured as a first, uncached load. Each page
 * runs RUNS times and reports the median run, chosen as Lighthouse itself does (`computeMedianRun`:
 * the run nearest the median first paint and time to interactive), since single runs vary.
 * Lighthouse runs in the full bench only (index.ts), so its timings are budgeted there.
 *
 * Beside them, the floor: a page of one line of text served the same way. Lighthouse's simulated
 * network charges any first document two round trips of 150 ms for the name lookup, one and a half
 * to connect and a half for the answer, 600 ms before the page's first byte is parsed: /login's
 * paint is budgeted against the floor's (docs/benchmarks.md).
 */
import { readCatalogues } from '@panna/client/catalogue-files';
import { chromium } from '@playwright/test';
import type { LaunchedChrome } from 'chrome-launcher';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { consoleAccessibilityFigure } from './console-accessibility';
import { TMP } from './databases';
import { atLeast, atMost, figure, type Figure } from './figures';
import { audit, failingAudits, scoreOf, withChrome, type Lhr } from './lighthouse-runner';
import type { Stack } from './stack';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const SCORE_BUDGET = 95;
const RUNS = 3;
/** How much later than the floor's /login may paint, in every language. */
const OVER_FLOOR_BUDGET_MS = 80;

/** The floor page, written into the build the preview serves: the brand line and nothing else. */
const FLOOR_FILE = 'lighthouse-floor.html';
const FLOOR_HTML =
  '<!doctype html>\n<html lang="en">\n<head><meta charset="UTF-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head>\n' +
  '<body><p>Panna Matka</p></body>\n</html>\n';

interface Page {
  name: string;
  path: string;
  signedIn: boolean;
  /** The language the app speaks (the player's saved choice); English when not set. */
  language?: string;
  /** Issue #17: the pre-rendered first screens paint at once. */
  performanceBudget: number;
  /** Accessibility and best practices (issue #28: 100 for /login in every language). */
  scoreBudget?: number;
  lcpBudgetMs?: number;
  /** Its LCP is also budgeted against the floor page's. */
  againstFloor?: boolean;
}

/**
 * Keeps what the run needs in localStorage (the session, the language chosen) and empties the
 * HTTP cache, the service worker and its caches (what storage reset would have done). It writes
 * from config.json, a page of the app's origin that runs no script: an app page would install
 * the service worker again, and the run would be served from its precache (until 2026-11-29
 * every run after the first signed-out one was: /login in Hindi painted in 110 ms).
 */
async function prepareUncached(chrome: LaunchedChrome, stack: Stack, target: Page): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${stack.appUrl}/config.json`);
  await page.evaluate(
    async ({ credentials, language }) => {
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
      for (const name of await caches.keys()) await caches.delete(name);
      localStorage.clear();
      if (credentials) localStorage.setItem('userCredentials', credentials);
      if (language) localStorage.setItem('language', language);
    },
    {
      credentials: target.signedIn ? JSON.stringify(stack.credentials) : '',
      language: target.language ?? '',
    },
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close(); // disconnects; the Chromium stays up for Lighthouse
}

/** A page's median run of RUNS. */
async function medianRun(
  chrome: LaunchedChrome,
  stack: Stack,
  page: Page,
  log: (line: string) => void,
): Promise<Lhr> {
  const runs: Lhr[] = [];
  for (let run = 0; run < RUNS; run++) {
    // Every run starts from this page's own storage: one language's choice must not carry over
    // to the next page (Lighthouse's storage reset leaves localStorage as it was).
    await prepareUncached(chrome, stack, page);
    const kept = page.signedIn || page.language !== undefined;
    runs.push(
      await audit(chrome, stack.appUrl + page.path, {
        formFactor: 'mobile',
        onlyCategories: [...CATEGORIES],
        disableStorageReset: kept,
      }),
    );
  }
  // Typed loosely by Lighthouse (LH.Result); it returns one of the runs it was given.
  const lhr = computeMedianRun(runs) as Lhr;
  const byRun = (id: string) => runs.map((r) => Math.round(r.audits[id]?.numericValue ?? NaN));
  log(
    `  ${page.name} performance by run: ${runs.map((r) => scoreOf(r, 'performance')).join(', ')}; ` +
      `LCP ${byRun('largest-contentful-paint').join(', ')} ms; median run ${scoreOf(lhr, 'performance')}`,
  );
  return lhr;
}

const metricOf = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? NaN;

function pageFigures(
  page: Page,
  lhr: Lhr,
  floorLcp: number,
  log: (line: string) => void,
): Figure[] {
  const figures: Figure[] = [];
  if (
    lhr.finalDisplayedUrl &&
    new URL(lhr.finalDisplayedUrl).pathname !== page.path.replace(/\?.*$/, '')
  )
    log(`  ${page.name} ended at ${lhr.finalDisplayedUrl}`);
  for (const category of CATEGORIES) {
    const budget =
      category === 'performance' ? page.performanceBudget : (page.scoreBudget ?? SCORE_BUDGET);
    figures.push(
      figure(
        `lighthouse ${page.name}: ${category}`,
        scoreOf(lhr, category),
        'score',
        atLeast(budget),
      ),
    );
    const failing = failingAudits(lhr, category);
    if (failing.length && category !== 'performance')
      log(`  ${page.name} ${category}: ${failing.map((a) => `${a.id} (${a.title})`).join('; ')}`);
  }
  const metric = (id: string) => metricOf(lhr, id);
  const lcp = metric('largest-contentful-paint');
  const lcpBudget = page.lcpBudgetMs === undefined ? undefined : atMost(page.lcpBudgetMs);
  figures.push(
    figure(`lighthouse ${page.name}: FCP`, metric('first-contentful-paint'), 'ms'),
    figure(`lighthouse ${page.name}: LCP`, lcp, 'ms', lcpBudget),
    ...(page.againstFloor
      ? [
          figure(
            `lighthouse ${page.name}: LCP over the floor's`,
            lcp - floorLcp,
            'ms',
            atMost(OVER_FLOOR_BUDGET_MS),
          ),
        ]
      : []),
    figure(`lighthouse ${page.name}: TBT`, metric('total-blocking-time'), 'ms'),
    figure(`lighthouse ${page.name}: CLS`, metric('cumulative-layout-shift'), ''),
  );
  return figures;
}

export async function lighthouseFigures(
  stack: Stack,
  log: (line: string) => void,
): Promise<Figure[]> {
  // /login in every language the app speaks: the pre-rendered English page, then the app drawn
  // over it in the player's language (client/src/main.tsx).
  const logins: Page[] = readCatalogues().map(({ code: language }) => ({
    name: language === 'en' ? '/login' : `/login in ${language}`,
    path: '/login',
    signedIn: false,
    ...(language === 'en' ? {} : { language }),
    performanceBudget: 100,
    scoreBudget: 100,
    lcpBudgetMs: 600, // issue #45, below the floor (above)
    againstFloor: true,
  }));
  const pages: Page[] = [
    ...logins,
    {
      name: '/welcome',
      path: '/welcome',
      signedIn: false,
      performanceBudget: 100,
      lcpBudgetMs: 1200,
    },
    {
      name: '/imp',
      path: '/imp',
      signedIn: true,
      performanceBudget: SCORE_BUDGET,
      lcpBudgetMs: 1800,
    },
    {
      name: '/single',
      path: `/single?market=${stack.demoMainId}`,
      signedIn: true,
      performanceBudget: SCORE_BUDGET,
    },
  ];
  const profile = join(TMP, 'lighthouse-profile');
  rmSync(profile, { recursive: true, force: true });
  mkdirSync(profile, { recursive: true });
  writeFileSync(join(stack.distDir, FLOOR_FILE), FLOOR_HTML);
  const floorPage: Page = {
    name: 'floor (a page of one line)',
    path: `/${FLOOR_FILE}`,
    signedIn: false,
    performanceBudget: 100,
  };
  return withChrome(async (chrome) => {
    const floor = await medianRun(chrome, stack, floorPage, log);
    const floorLcp = metricOf(floor, 'largest-contentful-paint');
    const figures: Figure[] = [figure(`lighthouse ${floorPage.name}: LCP`, floorLcp, 'ms')];
    for (const page of pages) {
      const lhr = await medianRun(chrome, stack, page, log);
      writeFileSync(
        join(TMP, `lighthouse${page.name.replaceAll('/', '-')}.json`),
        JSON.stringify(lhr),
      );
      figures.push(...pageFigures(page, lhr, floorLcp, log));
    }
    figures.push(await consoleAccessibilityFigure(chrome, stack.providerUrl, log));
    return figures;
  }, profile);
}
