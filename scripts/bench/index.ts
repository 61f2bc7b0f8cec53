/**
 * `npm run bench [-- --quick]`: every benchmark in turn, a table of figures, bench/results.json,
 * and exit code 1 when a budget is missed. Budgets hold ratios against the floor measured in the
 * same run, or counts (bytes, requests, MB); bare timings (the p99s, the settlement rate) are held
 * to their budgets in the full run only, since a loaded machine moves them. --quick shortens the
 * runs, shrinks the growth database and skips Lighthouse, and writes its results under bench/tmp/.
 * `--only provider,settlement,login,client` runs some of the families; a client family's own name
 * (`--only slow-phone,submit`) runs it alone on the client's stack, without the bytes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { bytesFigures } from './client-bytes';
import { figure, table, type Figure } from './figures';
import { lighthouseFigures } from './lighthouse';
import { loginFigures } from './login';
import { pollingFigures } from './polling';
import { ROOT } from './processes';
import { providerFigures } from './provider';
import { settlementFigures } from './settlement';
import { slowPhoneFigures } from './slow-phone';
import { submitFigures } from './submit-speed';
import { withStack, type Stack } from './stack';

const { values } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, only: { type: 'string' } },
});
const quick = values.quick;
/**
 * `--only provider,client` runs some families: their figures alone go to the table and to
 * results-provider-client.json, so that a partial run never replaces the whole run's file.
 */
const only = values.only?.split(',');
const RESULTS = only ? `results-${only.join('-')}.json` : 'results.json';
const log = (line: string) => console.log(line);

interface Family {
  name: string;
  run: () => Promise<Figure[]>;
}

/** Quick runs (npm test) write under bench/tmp/ (ignored), leaving the committed results alone. */
const OUT = join(ROOT, 'bench', ...(quick ? ['tmp'] : []));

const client = (name: string, run: (stack: Stack) => Promise<Figure[]>) => ({ name, run });
const clientFamilies = [
  client('polling', pollingFigures),
  client('submit', (stack: Stack) => submitFigures(stack, !quick, log)),
  client('slow-phone', (stack: Stack) => slowPhoneFigures(stack, !quick, log)),
  ...(quick ? [] : [client('lighthouse', (stack: Stack) => lighthouseFigures(stack, log))]),
].filter((f) => !only || only.includes('client') || only.includes(f.name));
/** The bytes come with the whole client family, not with one of its parts named alone. */
const withBytes = !only || only.includes('client');

const families: Family[] = [
  {
    name: 'provider',
    run: () =>
      providerFigures(
        quick
          ? {
              // One short turn of each process: the quick run budgets only growth / small, which
              // each kind's two processes give (the family took 98 s with two rounds of 1.5 s,
              // 65 s with one, 46 s with one of 1 s after a 0.5 s warm-up, 2026-11-27).
              seconds: 1,
              rounds: 1,
              warmUpSeconds: 0.5,
              growth: { players: 1_000, bids: 100_000 },
              budgetLatency: false,
              growthBudget: 0.5,
            }
          : {
              seconds: 5,
              rounds: 3,
              warmUpSeconds: 1,
              // Ten times the players and bids the provider was first grown to (issue 45).
              growth: { players: 100_000, bids: 10_000_000 },
              budgetLatency: true,
              growthBudget: 0.8,
            },
        log,
      ),
  },
  { name: 'settlement', run: () => settlementFigures(quick ? 20_000 : 100_000, !quick, log) },
  {
    name: 'login',
    // The quick run's p99 is its third slowest call of 300, which one hiccup of a loaded machine
    // moves; 20 still catches hashing on the event loop (a ratio of 430 when it was).
    run: () => loginFigures(quick ? { calls: 300, budget: 20 } : { calls: 2_000, budget: 5 }, log),
  },
  {
    name: 'client',
    run: () =>
      withStack(
        async (stack) => {
          const figures = withBytes ? await bytesFigures(stack, OUT) : [];
          for (const family of clientFamilies) {
            log(`${family.name}...`);
            figures.push(...(await guarded(family.name, () => family.run(stack))));
          }
          return figures;
        },
        log,
        quick,
      ),
  },
];

/** A family that throws reports one failed figure and lets the others run. */
async function guarded(name: string, run: () => Promise<Figure[]>): Promise<Figure[]> {
  try {
    return await run();
  } catch (error) {
    console.error(`${name} failed: ${(error as Error).stack ?? String(error)}`);
    return [{ ...figure(`${name}: could not run`, NaN, ''), budget: 'runs', pass: false }];
  }
}

const started = Date.now();
const figures: Figure[] = [];
const chosen = (f: Family) =>
  !only || only.includes(f.name) || (f.name === 'client' && clientFamilies.length > 0);
for (const family of families.filter(chosen)) {
  const start = Date.now();
  log(`${family.name}...`);
  figures.push(...(await guarded(family.name, family.run)));
  log(`${family.name}: ${((Date.now() - start) / 1000).toFixed(0)} s`);
}

console.log(`\n${table(figures)}\n`);
mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, RESULTS), `${JSON.stringify(figures, null, 2)}\n`);
const missed = figures.filter((f) => f.pass === false);
console.log(
  `${quick ? 'quick ' : ''}bench took ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
    (missed.length
      ? `${missed.length} budget(s) missed: ${missed.map((f) => f.name).join(', ')}`
      : 'every budget met'),
);
process.exit(missed.length ? 1 : 0);
