import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEV_APP_KEY } from '../config';
import { ScenarioFormatError, parseScenario, runScenario } from '.';
import { settingsOf } from '../domain/settings';

/** Every file in the repository's scenarios/ folder, run over real HTTP, each in its own sandbox. */
const SCENARIO_DIR = fileURLToPath(new URL('../../../scenarios', import.meta.url));
const files = readdirSync(SCENARIO_DIR).filter((f) => /\.(ya?ml|json)$/.test(f));

let app: Awaited<ReturnType<typeof buildApp>>;
let base: string;

beforeAll(async () => {
  app = await buildApp({ dbPath: ':memory:' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => app.close());

// Each scenario makes a seeded sandbox and runs dozens of HTTP calls.
describe('scenarios/', { timeout: 30_000 }, () => {
  it('holds scenario files', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  it.each(files)('%s passes', async (file) => {
    const scenario = parseScenario(readFileSync(join(SCENARIO_DIR, file), 'utf8'), file);
    const lines: string[] = [];
    const report = await runScenario(scenario, {
      base,
      appKey: DEV_APP_KEY,
      source: file,
      log: (line) => lines.push(line),
    });
    expect(report.ok, lines.join('\n')).toBe(true);
    expect(report.sandbox).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });

  it('stops at the first unmet expectation, naming expected and actual', async () => {
    const scenario = parseScenario(
      `name: failing
steps:
  - clock: { set: "2024-07-01T09:00:00+05:30", freeze: true }
  - expect: { journal: { count: 3 } }
  - clock: { advance: 1h }`,
      'failing.yaml',
    );
    const lines: string[] = [];
    const report = await runScenario(scenario, {
      base,
      appKey: DEV_APP_KEY,
      log: (line) => lines.push(line),
    });
    expect(report).toMatchObject({
      ok: false,
      steps: 2,
      failure: { step: 2, expected: '3', actual: '0' },
    });
    expect(lines.some((line) => line.includes('2 ✗ expect journal'))).toBe(true);
    expect(lines.join('\n')).toContain('journal calls: expected 3, got 0');
    expect(lines.some((line) => line.includes('3 '))).toBe(false);
  });

  it('fails a step that refers to an unknown name', async () => {
    const scenario = parseScenario(
      'name: x\nsteps:\n  - expect: { balance: { player: nobody, equals: 1 } }',
      'x.yaml',
    );
    const report = await runScenario(scenario, {
      base,
      appKey: DEV_APP_KEY,
      sandbox: 'scenario-errors',
    });
    expect(report).toMatchObject({
      ok: false,
      sandbox: 'scenario-errors',
      failure: { step: 1, message: expect.stringContaining('no player named "nobody"') },
    });
  });

  it('runs in the default world at its own paths, never under /s/', async () => {
    const lines: string[] = [];
    const scenario = parseScenario(
      `name: main\nsteps:\n  - setting: { minDeposit: 123 }\n  - call: { path: 's/victim/api-get-headline' }`,
      'main.yaml',
    );
    const report = await runScenario(scenario, {
      base,
      appKey: DEV_APP_KEY,
      inDefaultWorld: true,
      log: (line) => lines.push(line),
    });
    expect(lines[0]).toContain(`(the default world: ${base})`);
    expect(settingsOf(app.worlds.get()).get('minDeposit')).toBe(123);
    expect(report).toMatchObject({
      sandbox: undefined,
      ok: false,
      failure: { step: 2, message: expect.stringContaining('one path of letters') },
    });
  });

  it.each([`/s/victim`, '/x', '?s=1'])('refuses a base with %s after the origin', async (rest) => {
    const scenario = parseScenario('name: x\nsteps:\n  - clock: { advance: 1m }', 'x.yaml');
    await expect(
      runScenario(scenario, { base: `${base}${rest}`, appKey: DEV_APP_KEY, sandbox: 'b' }),
    ).rejects.toThrow(ScenarioFormatError);
    expect(app.worlds.find('b')).toBeUndefined();
  });
});
