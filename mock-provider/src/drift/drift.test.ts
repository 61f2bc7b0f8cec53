/**
 * The drift report end to end: a player's session recorded through the proxy in front of a second
 * simulator (the stand-in for the real provider) compares without a difference; copies of the
 * recording with a field renamed, a date printed otherwise and a message changed are each
 * reported, naming the endpoint and the field or message. Every simulator runs in this process,
 * on a free port.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import type { Har } from '../proxy/har';
import { appTest, ENVELOPE, onTestDay, type TestApp } from '../testing';
import { driftCli } from './index';

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
  /** The drift command on a file: its exit status and what it printed. */
  .extend('drift', () => async (...argv: string[]) => {
    const out: string[] = [];
    const status = await driftCli(
      argv,
      (line) => out.push(line),
      (line) => out.push(line),
      {},
    );
    return { status, text: out.join('\n') };
  });

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
});
