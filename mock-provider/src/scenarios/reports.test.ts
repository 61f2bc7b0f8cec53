import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEV_APP_KEY } from '../config';
import { parseScenario, runInOwnWorld } from '.';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SCENARIO_DIR = join(ROOT, 'scenarios');
const files = readdirSync(SCENARIO_DIR).filter((f) => /\.(ya?ml|json)$/.test(f));

/** A revert of a win the player had spent: what it reclaims, what stays owed, what nets it. */
const SPENT_WIN = `name: a spent win reverted
steps:
  - clock: { set: '2024-07-01T15:00:00+05:30', freeze: true }
  - market: { kind: main, name: KALYAN, open_time: '03:45 PM', close_time: '05:45 PM', as: kalyan }
  - player: { mobile: '9000000701', wallet: 100, as: ravi }
  - bid: { player: ravi, market: kalyan, type: single-digit, digits: '5', points: 100 }
  - result: { market: kalyan, session: open, pana: '500', early: true }
  - expect: { settled: { bids: 1, winners: 1, paid: 950, netted: 0 } }
  - credit: { player: ravi, amount: -600, note: 'spent' }
  - revert: { market: kalyan, session: open }
  - expect: { reverted: { bids: 1, reclaimed: 350, owed: 600 } }
  - expect: { owed: { player: ravi, market: kalyan, equals: 600 } }
  - expect: { balance: { player: ravi, equals: 0 } }
  - result: { market: kalyan, session: open, pana: '500', early: true }
  - expect: { settled: { bids: 1, winners: 1, paid: 350, netted: 600 } }
  - expect: { owed: { player: ravi, equals: 0 } }
  - credit: { player: ravi, to: 1234 }
  - expect: { balance: { player: ravi, equals: 1234 } }
`;

const run = (text: string, source: string, startAt?: number) => {
  const lines: string[] = [];
  return runInOwnWorld(parseScenario(text, source), {
    appKey: DEV_APP_KEY,
    source,
    log: (line) => lines.push(line),
    ...(startAt !== undefined && { startAt }),
  }).then((report) => ({ report, lines }));
};

describe('the runner says what happened', { timeout: 60_000 }, () => {
  it('prints each declaration and revert with its bids, winners, paid, reclaimed, owed and netted', async () => {
    const { report, lines } = await run(SPENT_WIN, 'spent-win.yaml');
    expect(report.ok, lines.join('\n')).toBe(true);
    const detail = (n: number) => report.results[n - 1]!.detail;
    expect(detail(5)).toBe('2024-07-01: settled 1 bids: 1 won, 950 paid, 0 netted, 0 still owed');
    expect(detail(8)).toBe(
      '2024-07-01: 1 bids back to pending: 350 reclaimed, 600 owed (9000000701 600)',
    );
    expect(detail(12)).toBe(
      '2024-07-01: settled 1 bids: 1 won, 350 paid, 600 netted, 0 still owed',
    );
    expect(lines[0]).toContain('a simulator of its own, in memory in this process');
  });

  it('reads a market closed once its result is declared, whatever the clock says', async () => {
    const { report, lines } = await run(
      `name: declared early
steps:
  - clock: { set: '2024-07-01T15:00:00+05:30', freeze: true }
  - market: { kind: main, name: KALYAN, open_time: '03:45 PM', close_time: '05:45 PM', as: kalyan }
  - expect: { market_status: { market: kalyan, equals: running } }
  - result: { market: kalyan, session: open, pana: '500', early: true }
  - expect: { market_status: { market: kalyan, equals: running } }
  - result: { market: kalyan, session: close, pana: '123', early: true }
  - expect: { market_status: { market: kalyan, equals: closed } }
`,
      'declared-early.yaml',
    );
    expect(report.ok, lines.join('\n')).toBe(true);
  });

  it('fails an owed check that is not met, naming what was expected and found', async () => {
    const text = SPENT_WIN.replace(
      '{ owed: { player: ravi, market: kalyan, equals: 600 } }',
      '{ owed: { player: ravi, market: kalyan, equals: 500 } }',
    );
    const { report } = await run(text, 'owed.yaml');
    expect(report.failure).toMatchObject({ step: 10, expected: '500', actual: '600' });
  });
});

// A world made at another hour and day has other demo markets and results (seeded from the hour it
// is made): a scenario pins what it uses, so it passes the same whenever its world was made.
const HOURS = [
  ["on the scenarios' own day, after the seeded results", '2024-07-01T17:50:00+05:30'],
  ['years later, just before midnight', '2031-12-31T23:50:00+05:30'],
] as const;

describe(
  'the shipped scenarios, each on a simulator of its own (no --base)',
  { timeout: 60_000 },
  () => {
    for (const [when, instant] of HOURS) {
      it.each(files)(`%s passes in a world made ${when}`, async (file) => {
        const text = readFileSync(join(SCENARIO_DIR, file), 'utf8');
        const { report, lines } = await run(text, file, Date.parse(instant));
        expect(report.ok, lines.join('\n')).toBe(true);
      });
    }
  },
);

describe('npm run scenario', () => {
  it('runs on a simulator of its own when no --base or PROVIDER_URL names one', async () => {
    const { PROVIDER_URL: _named, ...env } = process.env;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts/scenario.ts'), join(SCENARIO_DIR, 'profiles.yaml')],
      { cwd: ROOT, env },
    );
    expect(stdout).toContain('a simulator of its own, in memory in this process');
    expect(stdout).toMatch(/✓ .*: \d+ steps passed/);
  }, 60_000);

  const cli = (...args: string[]) => {
    const { PROVIDER_URL: _named, ...env } = process.env;
    return promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts/scenario.ts'), ...args],
      { cwd: ROOT, env },
    );
  };

  it('--at starts the run at that instant, the file moved to its day', async () => {
    const file = join(SCENARIO_DIR, 'open-session-closes.yaml');
    const { stdout } = await cli(file, '--at', '2026-11-26T21:15:00+05:30');
    expect(stdout).toContain('reset to Thu 2026-11-26 09:15:00 PM IST');
    expect(stdout).toContain('now Thu 2026-11-26 03:45:00 PM IST, frozen');
    expect(stdout).toMatch(/✓ .*: \d+ steps passed/);
  }, 60_000);

  it.each([
    ['tomorrow', 'not "tomorrow"'],
    ['2025-03-09 22:10', 'then Z or ±hh:mm'],
    ['2025-02-29T10:00:00+05:30', 'there is no date 2025-02-29'],
  ])(
    'refuses --at %s naming the option, exit code 2, nothing run',
    async (at, why) => {
      const failed = await cli(join(SCENARIO_DIR, 'profiles.yaml'), '--at', at).then(
        () => undefined,
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      expect(failed?.code).toBe(2);
      expect(failed?.stderr).toContain(`--at must be an ISO instant with a zone`);
      expect(failed?.stderr).toContain(why);
      expect(failed?.stdout).toBe('');
    },
    60_000,
  );
});
