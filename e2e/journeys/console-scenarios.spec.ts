import { createControlClient, type ControlClient } from '@panna/mock-provider/control-client';
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DEMO, at, expect, test } from '../fixtures/test';
import { ConsolePage } from '../pages/console-page';

const exec = promisify(execFile);
const REPO = fileURLToPath(new URL('../..', import.meta.url));

const FAILING = `name: console run
steps:
  - player: { mobile: '9000000401', wallet: 700, as: asha }
  - expect: { balance: { player: asha, equals: 700 } }
  - expect: { balance: { player: asha, equals: 1 } }
`;

/** What a replay must reproduce: players' money and switches, settings, faults and the clock. */
async function stateOf(control: ControlClient) {
  const { players } = await control.call('GET /players');
  const { faults } = await control.call('GET /faults');
  return {
    players: players.map((p) => [p.mobile, p.wallet, p.betting_status, p.blocked]),
    settings: (await control.call('GET /settings')).settings,
    faults: faults.map(({ kind, path, times }) => ({ kind, path, times })),
    clock: await control.call('GET /clock'),
  };
}

test('scenarios: a pasted file runs step by step; what QA does while recording replays to the same state', async ({
  browser,
  sim,
}) => {
  // A frozen clock, so the replay's clock can be compared to the second.
  await sim.setClock(at('09:00'));
  const qa = await ConsolePage.open(browser, sim.host, 'clock');
  // Record: a clock move, a credit, a setting, a fault; then stop.
  await qa.button('Record').click();
  await expect(qa.page.getByRole('status').filter({ hasText: 'Recording: 0 steps' })).toBeVisible();
  await qa.button('+15 min').click();
  await expect(qa.page.getByRole('status').filter({ hasText: 'Recording: 1 step' })).toBeVisible();
  await qa.panel('Players').click();
  await qa.field('Mobile').fill(DEMO.mobile);
  await qa.button('Find player').click();
  await qa.field('Points').fill('250');
  await qa.button('Credit').click();
  await expect(qa.page.getByLabel('Balance')).toHaveText('10250 points');
  await qa.panel('Settings').click();
  await qa.card('Provider profile').getByLabel('Profile').selectOption('strict');
  await qa.button('Save profile').click();
  await qa.panel('Faults').click();
  await qa.card('Add a fault').getByLabel('Times (then it expires)').fill('2');
  await qa.button('Add fault').click();
  await expect(qa.page.getByRole('status').filter({ hasText: 'Recording: 4 steps' })).toBeVisible();
  await qa.button('Stop recording').click();

  await qa.panel('Scenarios').click();
  const yaml = await qa.field('Recorded scenario (YAML)').inputValue();
  expect(yaml).toContain('- credit: { player: "p9876543210", amount: 250 }');

  // The recording, run by the scenario runner in a fresh sandbox, gives the same state.
  const replay = `${sim.sandbox.slice(0, 55)}-replay`;
  const other = createControlClient({ baseUrl: sim.host.replace(sim.sandbox, replay) });
  const report = await other.call('POST /scenarios/run', { scenario: yaml });
  expect(report.ok, JSON.stringify(report.steps)).toBe(true);
  expect(await stateOf(other)).toEqual(await stateOf(sim.control));
  await other.call('DELETE /sandboxes/:name', { name: replay });

  // So does `npm run scenario` with the file saved, in a sandbox of its own.
  const file = test.info().outputPath('recorded.yaml');
  await writeFile(file, yaml);
  const cliReplay = `${sim.sandbox.slice(0, 55)}-cli`;
  const origin = new URL(sim.host).origin;
  await exec('npm', ['run', 'scenario', '--', file, '--base', origin, '--sandbox', cliReplay], {
    cwd: REPO,
  });
  const cli = createControlClient({ baseUrl: `${origin}/s/${cliReplay}` });
  expect(await stateOf(cli)).toEqual(await stateOf(sim.control));
  await cli.call('DELETE /sandboxes/:name', { name: cliReplay });

  // A pasted file runs in this world (without the recorded fault), each step passed or failed.
  await sim.control.call('DELETE /faults');
  const run = qa.card(`Run a scenario in sandbox ${sim.sandbox}`);
  const text = run.getByLabel('Scenario (YAML)');

  await text.fill('name: x\nsteps:\n  - nothing: {}');
  await qa.button('Run scenario').click();
  await expect(run.getByRole('alert')).toContainText('step 1: unknown verb "nothing"');

  await run.getByLabel('Or pick a file').setInputFiles({
    name: 'console-run.yaml',
    mimeType: 'text/yaml',
    buffer: Buffer.from(FAILING),
  });
  await expect(text).toHaveValue(FAILING);
  await qa.button('Run scenario').click();
  await expect(run.getByRole('status')).toHaveText('console run: step 3 failed');
  const steps = run.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(1)).toContainText('✓ passed');
  await expect(steps.nth(2)).toContainText('✗ failed');
  await expect(steps.nth(2)).toContainText('expected 1, got 700');

  // The recording again from the panel, started at another day and hour: this world is reset to
  // that instant first, and the file's end state is compared with what the run left.
  await text.fill(yaml);
  await run.getByLabel('Start at (optional)').fill('2025-03-12T21:40:00+05:30');
  await qa.button('Run scenario').click();
  await expect(run.getByRole('status')).toHaveText(/steps passed, end state matched$/);
  expect(await sim.control.call('GET /clock')).toMatchObject({
    now: expect.stringMatching(/^2025-03-1/),
  });

  await qa.close();
});
