/**
 * The one Lighthouse runner: the system Chromium launched once, then audits on it. The bench's
 * figures (lighthouse.ts: the app, and the QA console's accessibility) and
 * scripts/console-lighthouse.ts use it.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from './browser';

export type Lhr = RunnerResult['lhr'];
export type Flags = NonNullable<Parameters<typeof lighthouse>[1]>;

/** A desktop screen (the QA console is used on desktops and tablets). */
export const DESKTOP: Flags = {
  formFactor: 'desktop',
  screenEmulation: { mobile: false, width: 1280, height: 900, deviceScaleFactor: 1 },
};

/** Runs `use` with a Chromium for Lighthouse, then closes it. */
export async function withChrome<T>(
  use: (chrome: LaunchedChrome) => Promise<T>,
  userDataDir?: string,
): Promise<T> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS, userDataDir });
  try {
    return await use(chrome);
  } finally {
    chrome.kill();
  }
}

/** One Lighthouse run of `url`. */
export async function audit(chrome: LaunchedChrome, url: string, flags: Flags): Promise<Lhr> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: process.env.LH_LOG === '1' ? 'info' : 'error',
    ...flags,
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  return result.lhr;
}

/** A category's score, 0 to 100 (NaN when it was not run). */
export const scoreOf = (lhr: Lhr, category: string) =>
  Math.round((lhr.categories[category]?.score ?? NaN) * 100);

/** The audits that cost a category points. */
export const failingAudits = (lhr: Lhr, category: string) =>
  (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter(
      (audit) =>
        audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
    );
