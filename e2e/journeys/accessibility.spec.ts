import axe from 'axe-core';
import { BID_TYPES, MARKET_KINDS } from '@panna/shared/bids';
import type { Page, Request } from '@playwright/test';
import { englishLeft, inLanguage, type Language } from '../fixtures/catalogue';
import { paths } from '../fixtures/paths';
import { DEMO, at, expect, test } from '../fixtures/test';

/**
 * Issue #28: every route, signed out and signed in, in every language, read by an accessibility
 * engine (axe-core: no serious or critical violation of WCAG 2.1 A and AA) and, outside English,
 * by the catalogue check (no text of the catalogue left in English). One journey per language
 * walks the routes in a loop, moving inside the app rather than loading each page anew. What it
 * reads does not depend on the provider's profile: it runs in the real project only
 * (playwright.config.ts).
 */

/** The signed-out routes (the route table's `visitor` entries). */
const VISITOR_ROUTES = [
  paths.login,
  paths.register,
  paths.registerOtp,
  paths.forgotPassword,
  paths.resetOtp,
  paths.resetPassword,
  paths.welcome,
  paths.howToPlay,
];

/** Every other named path, once whatever its case (/AddFundHistory is /addfundhistory). */
const PLAYER_ROUTES = [
  ...new Map(
    Object.values(paths as Record<string, unknown>)
      .filter((path): path is string => typeof path === 'string')
      .filter((path) => path !== paths.root && !VISITOR_ROUTES.includes(path))
      .map((path) => [path.toLowerCase(), path]),
  ).values(),
];

/** The requests of a page still waiting for their answers. */
function inFlight(page: Page): () => number {
  const waiting = new Set<Request>();
  page.on('request', (request) => waiting.add(request));
  page.on('requestfinished', (request) => waiting.delete(request));
  page.on('requestfailed', (request) => waiting.delete(request));
  return () => waiting.size;
}

/**
 * A route of the app, reached as a link inside it would (no new page load), once drawn: its code
 * and its data are here (no request waiting, no loading state) and React has painted them.
 */
async function visit(page: Page, path: string, waiting: () => number): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  for (let settled = 0; settled < 2; settled += 1) {
    await expect.poll(waiting, { intervals: [25, 50, 100] }).toBe(0);
    await expect(page.locator('.list-state__spinner')).toHaveCount(0);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  }
  await expect(page.getByRole('heading').first()).toBeVisible();
}

/** The WCAG 2.1 A and AA rules. */
const WCAG_21_AA: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
};

/** A page's window once axe is put in it. */
type WithAxe = { axe: typeof axe };

/**
 * The serious and critical WCAG 2.1 A/AA violations on the page, as `rule: nodes` lines. axe is
 * put in a page once per load (the walk moves inside the app) and run on the document: the app has
 * no frames, so axe's frame-by-frame run, which finishes each read in a new blank page, is not
 * needed (the walk took 40 s a language with this, 1.8 min with @axe-core/playwright).
 */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const found = await page.evaluate(
    (options) => (window as unknown as WithAxe).axe.run(document, options),
    WCAG_21_AA,
  );
  return found.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Reads the page as it stands: axe, then (outside English) the catalogue check. */
async function check(page: Page, language: Language, where: string): Promise<void> {
  expect.soft(await violations(page), `accessibility of ${where} in ${language}`).toEqual([]);
  if (language !== 'en')
    expect
      .soft(
        await englishLeft(page, language, { names: [DEMO.name] }),
        `English on ${where} in ${language}`,
      )
      .toEqual([]);
}

for (const language of ['en', 'hi', 'mr'] as const) {
  test(`every route, signed out and in, is accessible and in ${language}`, async ({
    page,
    clock,
    sim,
    signIn,
  }) => {
    // Some ninety screens, each read by axe: minutes, not the 45 s of one journey.
    test.setTimeout(600_000);
    await page.addInitScript((code) => localStorage.setItem('language', code), language);
    const waiting = inFlight(page);
    await clock.start(at('10:00'));

    await page.goto(paths.login);
    for (const path of VISITOR_ROUTES) {
      await visit(page, path, waiting);
      await check(page, language, path);
    }

    await signIn(DEMO);
    await page.goto(paths.home);
    const markets = {
      main: (await sim.market('DEMO MAIN')).id,
      starline: (await sim.market('DEMO STARLINE')).id,
      gali: (await sim.market('DEMO GALI')).id,
    };
    const bidRoutes = [
      ...MARKET_KINDS.map((kind) => paths.menuScreen(kind, markets[kind])),
      ...Object.values(BID_TYPES).map((type) => paths.bidScreen(type.id, markets[type.market])),
    ];
    for (const path of [...PLAYER_ROUTES, ...bidRoutes]) {
      await visit(page, path, waiting);
      await check(page, language, path);
    }

    // The side menu, open over the home screen.
    await visit(page, paths.home, waiting);
    await page.getByRole('button', { name: inLanguage(language)('Open menu') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, language, 'the side menu');
  });
}
