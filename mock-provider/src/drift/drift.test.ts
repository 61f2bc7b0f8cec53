/**
 * The drift report end to end: a player's session recorded through the proxy in front of a second
 * simulator (the stand-in for the real provider) compares without a difference; copies of the
 * recording with a field renamed, a date printed otherwise and a message changed are each
 * reported, naming the endpoint and the field or message. Entries it cannot send again are set
 * aside while the rest still compare; the simulator it makes itself takes the app key, environment
 * and control token it calls with. Every simulator runs in this process, on a free port (one test
 * runs the command itself).
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect } from 'vitest';
import type { Har, HarEntry } from '../proxy/har';
import { appTest, ENVELOPE, onTestDay, type TestApp } from '../testing';
import { BAD_ENTRIES, GOOD_VARIANTS } from './bad-entries.fixture';
import { driftCli, readRecording } from './index';
import { compareRecording } from './run';
import { DriftSim, type Envelope } from './sim';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const urlOf = (app: TestApp) =>
  `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

type Body = Record<string, unknown>;

/** The demo player's day in the app, call by call, through the proxy at `base`. */
async function playSession(base: string): Promise<void> {
  const post = async (path: string, body: Body = {}): Promise<Body> => {
    const response = await fetch(`${base}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ENVELOPE, ...body }),
    });
    return JSON.parse(await response.text()) as Body;
  };
  const demo = { mobile: '9876543210', password: 'demo1234', device_id: null };
  await post('api-get-slider-images');
  await post('api-get-headline', { ids: [1] });
  await post('api-user-login', { ...demo, password: 'wrong' });
  const { unique_token } = (await post('api-user-login', demo)) as { unique_token: string };
  const me = { unique_token };
  const dashboard = (await post('api-get-dashboard-data', me)) as {
    result: { game_id: string; game_name: string }[];
  };
  const starline = (await post('api-starline-game', me)) as typeof dashboard;
  const gali = (await post('api-galidisawar-game')) as typeof dashboard;
  const idOf = (list: typeof dashboard, name: string) =>
    list.result.find((row) => row.game_name === name)!.game_id;
  for (const rates of ['api-game-rates', 'api-starline-game-rates', 'api-galidisawar-game-rates'])
    await post(rates);
  await post('api-get-social-data');
  const bid = (path: string, gameid: string, pana: string, digits: string, points = '10') =>
    post(path, {
      ...me,
      game_id: gameid,
      new_result: {
        ...me,
        Gamename: 'X',
        totalbit: points,
        gameid,
        pana,
        bid_date: '1-July-2024',
        session: 'Open',
        result: [{ digits, closedigits: '', points, session: 'Open' }],
      },
    });
  await bid('api-submit-bid', idOf(dashboard, 'SRIDEVI'), 'Single Digit', '5');
  await bid('api-submit-bid', idOf(dashboard, 'SRIDEVI'), 'Single Digit', '5', '900000');
  await bid(
    'api-starline-submit-bid',
    idOf(starline, 'KING STARLINE 11:00 AM'),
    'Single Pana',
    '128',
  );
  await bid('api-galidisawar-submit-bid', idOf(gali, 'DELHI BAZAR'), 'Jodi Digit', '47');
  // A label no Gali type has (taken, as the real server takes it); then refusals in the
  // simulator's own words, which a recording of it holds.
  await bid('api-galidisawar-submit-bid', idOf(gali, 'DELHI BAZAR'), 'Single Pana', '4');
  await bid('api-submit-bid', idOf(dashboard, 'SRIDEVI'), 'Single Digit', '5', '0');
  await bid('api-submit-bid', '999999', 'Single Digit', '5');
  await bid('api-starline-submit-bid', idOf(dashboard, 'SRIDEVI'), 'Single Pana', '128');
  const today = { bid_from: '7/1/2024', bid_to: '7/1/2024' };
  for (const kind of ['', 'starline-', 'galidisawar-'])
    await post(`api-${kind}bid-history-data`, { ...me, ...today });
  const month = { date_from: '6/1/2024', date_to: '7/1/2024' };
  for (const kind of ['', 'starline-', 'galidisawar-'])
    await post(`api-${kind}wining-history-data`, { ...me, ...month });
  await post('api-wining-history-data', { ...me, date_from: '1/1/2024', date_to: '1/2/2024' });
  await post('api-wallet-transaction-history', me);
  await post('api-user-wallet-balance', me);
  await post('api-user-payment-method-list', { ...me, mobile_no: demo.mobile });
  await post('api-add-user-upi-details', {
    ...me,
    upi_type: '2',
    google_pay_no: '9876543210',
    paytm_no: null,
    phon_pay_no: null,
  });
  await post('api-get-user-payment-details', me);
  await post('api-user-payment-method-list', { ...me, mobile_no: demo.mobile });
  await post('api-user-withdraw-fund-request', { ...me, request_amount: 500, payment_method: '' });
  await post('api-user-withdraw-transaction-history', { ...me, mobile_no: demo.mobile });
  await post('api-check-user-for-transfer-amt', { ...me, mobile_no: '9876543211' });
  await post('api-check-user-for-transfer-amt', { ...me, mobile_no: '9000000999' });
  await post('api-user-transfer-wallet-balance', { ...me, amount: 100, mobile_no: '9876543211' });
  for (const path of ['apiGetawayStatus', 'api-admin-bank-details', 'api-how-to-play'])
    await post(path);
  await post('api-fund-request-add', { ...me, request_amount: 1000 });
  await post('api-get-auto-deposit-list', me);
  // The route table's other calls: answered, and refused in the simulator's words.
  await post('api-get-statement', { ...me, date_from: '7/1/2024', date_to: '7/1/2024' });
  await post('api-get-sp-motor-combination', { ...me, type: '8', number: '1234', points: '10' });
  await post('api-roulette-game', me);
  await post('api-last-fund-request-detail', me);
  await post('api-profile-update', { ...me, user_name: 'Demo Player' });
  await post('api-change-password', { ...me, old_pass: 'nope', new_pass: 'demo5678' });
  await post('api-change-password', { ...me, old_pass: 'demo1234', new_pass: 'demo5678' });
  await post('api-user-login', { ...demo, password: 'demo5678' });
  await post('api-check-mobile', { mobile: '9123456780' });
  await post('api-forget-check-mobile', { mobile: demo.mobile });
}

/** A copy of the recording with `change` made to the answer of the first call to `path`. */
function editedCopy(file: string, path: string, change: (text: string) => string): string {
  const har = JSON.parse(readFileSync(file, 'utf8')) as Har;
  const entry = har.log.entries.find((e) => e.request.url.endsWith(`/${path}`))!;
  const before = entry.response.content.text!;
  entry.response.content.text = change(before);
  expect(entry.response.content.text, `the edit of ${path}`).not.toBe(before);
  const copy = file.replace(/\.har$/, `-${path}.har`);
  writeFileSync(copy, JSON.stringify(har));
  return copy;
}

const test = appTest
  /** The real provider's stand-in: the demo world, at 10:30 on a Monday. */
  .extend('upstream', async ({ newApp }) => {
    const app = await newApp({ seed: true });
    app.worlds.get().clock.set(onTestDay(10, 30));
    await app.listen({ host: '127.0.0.1', port: 0 });
    return app;
  })
  /** The session, recorded through the proxy. */
  .extend('recording', async ({ newApp, upstream, folder }) => {
    const file = join(folder(), 'session.har');
    const proxy = await newApp({ upstream: urlOf(upstream), recordTo: file });
    await proxy.listen({ host: '127.0.0.1', port: 0 });
    await playSession(urlOf(proxy));
    await proxy.close();
    return file;
  })
  /** The drift command in an environment: its exit status and what it printed. */
  .extend('driftIn', () => (env: NodeJS.ProcessEnv) => async (...argv: string[]) => {
    const out: string[] = [];
    const status = await driftCli(
      argv,
      (line) => out.push(line),
      (line) => out.push(line),
      env,
    );
    return { status, text: out.join('\n') };
  })
  /** The drift command on a file, in an empty environment. */
  .extend('drift', ({ driftIn }) => driftIn({}));

/** A key, environment and control token other than the defaults. */
const ENVIRONMENT = { APP_KEY: 'other-key', ENV_TYPE: 'Staging', CONTROL_TOKEN: 'drift-token' };

const readHar = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Har;

describe('npm run drift', { timeout: 120_000 }, () => {
  test('finds no difference in a session recorded from a simulator, then each edit', async ({
    recording,
    drift,
  }) => {
    const clean = await drift(recording);
    expect(clean.text).toMatch(/^No drift: /m);
    expect(clean.text).not.toContain('(not compared)');
    expect(clean.status).toBe(0);

    const renamed = await drift(
      editedCopy(recording, 'api-get-dashboard-data', (t) =>
        t.replace('"wallet_amt"', '"wallet_amount"'),
      ),
    );
    expect(renamed.status).toBe(1);
    expect(renamed.text).toMatch(/^api-get-dashboard-data: 1 call, 2 differences$/m);
    expect(renamed.text).toMatch(/#\d+ +wallet_amount +text: whole number +\(not answered\)/);
    expect(renamed.text).toMatch(/#\d+ +wallet_amt +\(not in the recording\) +text: whole number/);

    const redated = await drift(
      editedCopy(recording, 'api-bid-history-data', (t) =>
        t.replace(
          /"bid_date":"(\d{2}) Jul 2024 (\d{2}:\d{2}:\d{2}) [AP]M"/g,
          '"bid_date":"2024-07-$1 $2"',
        ),
      ),
    );
    expect(redated.status).toBe(1);
    expect(redated.text).toMatch(/^api-bid-history-data: 1 call, 1 difference$/m);
    expect(redated.text).toMatch(
      /bid_data\[\]\.bid_date +text: ISO date "2024-07-03" +text: insert time "23 Nov 2026 12:04:35 PM"/,
    );

    const reworded = await drift(
      editedCopy(recording, 'api-user-login', (t) =>
        t.replace('Invalid login details', 'Wrong mobile or password'),
      ),
    );
    expect(reworded.status).toBe(1);
    expect(reworded.text).toMatch(/^api-user-login: 3 calls, 1 difference$/m);
    expect(reworded.text).toMatch(/msg +"Wrong mobile or password" +\(never answered so\)/);
  });

  test('says when a recording has nothing to compare, and refuses a file that is not a HAR', async ({
    drift,
    folder,
  }) => {
    const file = join(folder(), 'pages.har');
    const entry = (method: string, url: string) => ({
      request: { method, url },
      response: { status: 200, content: { mimeType: 'text/html', text: '<html></html>' } },
    });
    writeFileSync(
      file,
      JSON.stringify({
        log: {
          version: '1.2',
          entries: [
            entry('GET', 'https://app.example/'),
            entry('POST', 'https://x.example/api-nothing'),
          ],
        },
      }),
    );
    const empty = await drift(file);
    expect(empty.status).toBe(2);
    expect(empty.text).toBe(
      'Nothing to compare: it holds no provider call with an answer (2 entries set aside: 1 not a POST, 1 not a call of the protocol).',
    );
    writeFileSync(file, 'not json');
    expect(await drift(file)).toMatchObject({
      status: 2,
      text: expect.stringContaining('not a HAR file'),
    });
    expect((await drift()).status).toBe(2);
  });

  test('compares with a running simulator (--base), in a sandbox of its own', async ({
    recording,
    newApp,
    drift,
  }) => {
    const running = await newApp({ seed: true });
    await running.listen({ host: '127.0.0.1', port: 0 });
    const { status, text } = await drift(
      recording,
      '--base',
      urlOf(running),
      '--sandbox',
      'drift-here',
    );
    expect(text).toContain(`the simulator at ${urlOf(running)} (sandbox drift-here)`);
    expect(text).toMatch(/^No drift: /m);
    expect(status).toBe(0);
    // The simulator's own world is as it was.
    expect((await running.inject({ method: 'GET', url: '/__sim/journal' })).json()).toMatchObject({
      entries: [],
    });
  });

  test('sets aside each entry it cannot send again, and compares the rest as before', async ({
    recording,
    drift,
  }) => {
    const har = readHar(recording);
    const calls = har.log.entries.length;
    const good = har.log.entries.find((e) => e.request.url.endsWith('/api-get-slider-images'))!;
    // Each bad entry among the session's, spread through it; good copies of one call beside them.
    const added = [
      ...BAD_ENTRIES.map(({ of }) => of(good)),
      ...GOOD_VARIANTS.map(({ of }) => of(good)),
    ];
    added.forEach((entry, i) =>
      har.log.entries.splice((i * 3) % har.log.entries.length, 0, entry as HarEntry),
    );
    const file = recording.replace(/\.har$/, '-bad.har');
    writeFileSync(file, JSON.stringify(har));

    const { status, text } = await drift(file);
    const counts = new Map<string, number>();
    for (const { reason } of BAD_ENTRIES) counts.set(reason, (counts.get(reason) ?? 0) + 1);
    const reasons = [...counts].map(([reason, n]) => `${n} ${reason}`);
    expect(text).toMatch(
      new RegExp(
        `^No drift: .*\\(${calls + GOOD_VARIANTS.length} calls compared, 0 not compared; ${BAD_ENTRIES.length} entries set aside: `,
        'm',
      ),
    );
    for (const reason of reasons) expect(text).toContain(reason);
    expect(status).toBe(0);
  });

  test('its own simulator takes --app-key; a running one is called with its own key and token', async ({
    recording,
    driftIn,
    newApp,
  }) => {
    // The environment's key, environment and token: the next test, through the command itself.
    const named = await driftIn({})(recording, '--app-key', 'cli-key');
    expect(named.text).toMatch(/^No drift: /m);
    expect(named.status).toBe(0);

    // A running simulator with a key and token of its own: the same, and a wrong key says so.
    const running = await newApp({
      seed: true,
      appKey: 'other-key',
      envType: 'Staging',
      controlToken: 'drift-token',
    });
    await running.listen({ host: '127.0.0.1', port: 0 });
    const there = await driftIn(ENVIRONMENT)(recording, '--base', urlOf(running));
    expect(there.text).toMatch(/^No drift: /m);
    expect(there.status).toBe(0);
    const wrongKey = await driftIn({ CONTROL_TOKEN: 'drift-token', ENV_TYPE: 'Staging' })(
      recording,
      '--base',
      urlOf(running),
    );
    expect(wrongKey.status).toBe(2);
    expect(wrongKey.text).toContain('UnAuthorized request');
    expect(wrongKey.text).toContain('--app-key or APP_KEY');
  });

  test('the command reads APP_KEY, ENV_TYPE and CONTROL_TOKEN from its environment', async ({
    recording,
  }) => {
    const { status, stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts/drift.ts'), recording],
      {
        cwd: ROOT,
        env: { ...process.env, ...ENVIRONMENT },
      },
    ).then(
      ({ stdout }) => ({ status: 0, stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        status: error.code,
        stdout: `${error.stdout}${error.stderr}`,
      }),
    );
    expect(stdout).toMatch(/^No drift: /m);
    expect(status).toBe(0);
  });

  test('a simulator answer too deep to walk is a difference; a call it gives no answer to names the entry', async ({
    recording,
    newApp,
  }) => {
    const running = await newApp({ seed: false });
    await running.listen({ host: '127.0.0.1', port: 0 });
    const { calls } = readRecording(readFileSync(recording, 'utf8'));
    const deep = JSON.parse(
      `{"status":true,"rows":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
    ) as Record<string, unknown>;
    /** A simulator that answers one path too deep, or not at all. */
    class Odd extends DriftSim {
      constructor(private readonly how: 'deep' | 'silent') {
        super({
          base: urlOf(running),
          sandbox: `odd-${how}`,
          appKey: 'panna-dev-key-local',
          envType: 'Prod',
        });
      }
      override async call(path: string, body: Record<string, unknown>, envelope?: Envelope) {
        if (path !== 'api-get-slider-images') return super.call(path, body, envelope);
        if (this.how === 'silent') throw new TypeError('fetch failed');
        return { ...(await super.call(path, body, envelope)), json: deep };
      }
    }
    const report = await compareRecording(calls, [], new Odd('deep'));
    const slider = report.verdicts.find((v) => v.call.path === 'api-get-slider-images')!;
    expect(slider.differences).toEqual([
      {
        where: '(answer)',
        recorded: 'a JSON object',
        simulator: 'a JSON object nested deeper than 64 levels',
      },
    ]);
    expect(report.differences).toBe(1);
    expect(report.compared).toBe(calls.length);

    const entry = calls.find((c) => c.path === 'api-get-slider-images')!.entry;
    await expect(compareRecording(calls, [], new Odd('silent'))).rejects.toThrow(
      `could not make entry #${entry} (api-get-slider-images) again: fetch failed`,
    );
  });
});
