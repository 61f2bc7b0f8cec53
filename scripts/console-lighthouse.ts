/**
 * Lighthouse's accessibility category on every panel of the QA console (issue #16: >= 95), desktop
 * form factor, with the system Chromium: `npx tsx scripts/console-lighthouse.ts [port [panel...]]`.
 * Starts an in-memory simulator serving console/dist (build it first), prints each panel's score
 * and the audits that failed, and exits 1 when a panel scores under the bar. Panel routes after
 * the port audit only those. `npm run bench` reports the same figure (bench/console-accessibility.ts).
 */
import { buildApp } from '@panna/mock-provider';
import { CONSOLE_PAGES } from '@panna/console/pages';
import { CONSOLE_ACCESSIBILITY_BUDGET, consoleAccessibility } from './bench/console-accessibility';
import { withChrome } from './bench/lighthouse-runner';

const port = Number(process.argv[2] ?? 8807);
const only = process.argv.slice(3);

const app = await buildApp({ dbPath: ':memory:' });
await app.listen({ host: '127.0.0.1', port });
try {
  const scores = await withChrome((chrome) =>
    consoleAccessibility(
      chrome,
      `http://127.0.0.1:${port}`,
      console.log,
      only.length ? only : CONSOLE_PAGES,
    ),
  );
  const worst = Math.min(...scores.values());
  console.log(`lowest accessibility score: ${worst} (bar ${CONSOLE_ACCESSIBILITY_BUDGET})`);
  process.exitCode = worst >= CONSOLE_ACCESSIBILITY_BUDGET ? 0 : 1;
} finally {
  await app.close();
}
