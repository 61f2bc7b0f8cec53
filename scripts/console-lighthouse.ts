/**
 * Lighthouse's accessibility category on every panel of the QA console (issue #16: >= 95), desktop
 * form factor, with the system Chromium: `npx tsx scripts/console-lighthouse.ts [port [panel...]]`. Starts an
 * in-memory simulator serving console/dist (build it first), prints each panel's score and the
 * audits that failed, and exits 1 when a panel scores under the bar. Panel routes after the port
 * audit only those.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '@panna/mock-provider';
import { CONSOLE_PAGES } from '@panna/console/pages';

const BAR = 95;
const port = Number(process.argv[2] ?? 8807);
const only = process.argv.slice(3);

const app = await buildApp({ dbPath: ':memory:' });
await app.listen({ host: '127.0.0.1', port });
const chrome = await launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
let worst = 100;
try {
  for (const panel of only.length ? only : CONSOLE_PAGES) {
    const result = await lighthouse(`http://127.0.0.1:${port}/__sim/console/${panel}`, {
      port: chrome.port,
      output: 'json',
      logLevel: process.env.LH_LOG === '1' ? 'info' : 'error',
      onlyCategories: ['accessibility'],
      formFactor: 'desktop',
      screenEmulation: { mobile: false, width: 1280, height: 900, deviceScaleFactor: 1 },
    });
    if (!result) throw new Error(`no result for ${panel}`);
    const score = Math.round((result.lhr.categories.accessibility?.score ?? 0) * 100);
    worst = Math.min(worst, score);
    const failed = Object.values(result.lhr.audits)
      .filter((a) => a.score === 0 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    console.log(
      `${panel.padEnd(20)} ${score}${failed.length ? `  failed: ${failed.join(', ')}` : ''}`,
    );
  }
} finally {
  chrome.kill();
  await app.close();
}
console.log(`lowest accessibility score: ${worst} (bar ${BAR})`);
process.exitCode = worst >= BAR ? 0 : 1;
