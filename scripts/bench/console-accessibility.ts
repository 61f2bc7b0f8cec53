/**
 * Lighthouse's accessibility category on every panel of the QA console (issue #16: >= 95), on a
 * desktop screen: the bench's figure (the lowest panel) and scripts/console-lighthouse.ts.
 */
import { CONSOLE_PAGES } from '@panna/console/pages';
import type { LaunchedChrome } from 'chrome-launcher';
import { atLeast, figure, type Figure } from './figures';
import { audit, DESKTOP, failingAudits, scoreOf } from './lighthouse-runner';

export const CONSOLE_ACCESSIBILITY_BUDGET = 95;

/** Each panel's score, logged with the audits it failed; `providerUrl` serves the console. */
export async function consoleAccessibility(
  chrome: LaunchedChrome,
  providerUrl: string,
  log: (line: string) => void,
  panels: readonly string[] = CONSOLE_PAGES,
): Promise<Map<string, number>> {
  const scores = new Map<string, number>();
  for (const panel of panels) {
    const lhr = await audit(chrome, `${providerUrl}/__sim/console/${panel}`, {
      ...DESKTOP,
      onlyCategories: ['accessibility'],
    });
    const score = scoreOf(lhr, 'accessibility');
    scores.set(panel, score);
    const failed = failingAudits(lhr, 'accessibility').map((a) => a.id);
    log(
      `  console ${panel.padEnd(20)} ${score}${failed.length ? `  failed: ${failed.join(', ')}` : ''}`,
    );
  }
  return scores;
}

/** The bench's figure: the lowest panel's score. */
export async function consoleAccessibilityFigure(
  chrome: LaunchedChrome,
  providerUrl: string,
  log: (line: string) => void,
): Promise<Figure> {
  const scores = await consoleAccessibility(chrome, providerUrl, log);
  return figure(
    'lighthouse QA console: accessibility, lowest panel',
    Math.min(...scores.values()),
    'score',
    atLeast(CONSOLE_ACCESSIBILITY_BUDGET),
  );
}
