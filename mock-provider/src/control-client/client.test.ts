import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { GUARD_MESSAGES } from '../contract/guard-messages';
import { DEMO_PLAYERS } from '../seed/players';
import { addPlayer } from '../testing';
import { ControlCallError, VerifyError, WaitTimeoutError, createControlClient } from '.';

/** The simulator as `npm run provider` serves it, on a free port of 127.0.0.1. */
async function listening(options: Parameters<typeof buildApp>[0] = {}) {
  const app = await buildApp({ dbPath: ':memory:', ...options });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { app, origin: `http://127.0.0.1:${port}` };
}

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => 'answered',
    (error: unknown) => error,
  );

const { mobile } = DEMO_PLAYERS.player;
let app: App;
let origin: string;

beforeAll(async () => ({ app, origin } = await listening()));
afterAll(() => app.close());

describe('the control client, over HTTP', () => {
  it('sends path parameters in the path, the rest as the body, and answers the typed answer', async () => {
    const sim = createControlClient({ baseUrl: origin });
    const before = (await sim.call('GET /players/:mobile', { mobile })).player.wallet;
    const credited = await sim.call('POST /players/:mobile/credit', {
      mobile,
      amount: 250,
      note: 'client test',
    });
    expect(credited).toMatchObject({ status: true, msg: 'Done', player: { mobile } });
    expect(credited.player.wallet).toBe(before + 250);
    const { transactions } = await sim.call('GET /players/:mobile', { mobile });
    expect(transactions[0]).toMatchObject({ amount: 250, note: 'client test' });
  });

  it('sends the rest as the query on GET and DELETE, numbers written as text', async () => {
    const sim = createControlClient({ baseUrl: origin });
    const market = (
      await sim.call('POST /markets', {
        kind: 'main',
        name: 'CLIENT MAIN',
        open_time: '03:00 PM',
        close_time: '04:00 PM',
      })
    ).market;
    await sim.call('POST /markets/:id/holidays', { id: market.id, date: '2030-01-01' });
    const { market: removed } = await sim.call('DELETE /markets/:id/holidays/:date', {
      id: market.id,
      date: '2030-01-01',
    });
    expect(removed.holidays).toEqual([]);
    const { results } = await sim.call('GET /results', { game_id: market.id });
    expect(results).toEqual([]);
  });

  it("turns a refusal into a ControlCallError with the status and the server's msg", async () => {
    const sim = createControlClient({ baseUrl: origin });
    const missing = await refusal(sim.call('GET /players/:mobile', { mobile: '9999999999' }));
    expect(missing).toBeInstanceOf(ControlCallError);
    expect(missing).toMatchObject({ verb: 'GET /players/:mobile', status: 404 });
    expect((missing as ControlCallError).msg).toMatch(/9999999999/);
    expect((missing as Error).message).toBe(
      `GET /__sim/players/9999999999 answered 404: ${(missing as ControlCallError).msg}`,
    );

    const invalid = await refusal(sim.call('POST /faults', { kind: 'latency' }));
    expect(invalid).toMatchObject({ status: 400, msg: 'latency needs latency_ms' });
  });

  it('calls a sandbox when the base URL names one, leaving the default world alone', async () => {
    const alice = createControlClient({ baseUrl: `${origin}/s/client-alice/` });
    const set = await alice.call('POST /clock', { set: '2031-02-03T04:05:06Z', freeze: true });
    expect(set).toEqual({ status: true, now: '2031-02-03T04:05:06.000Z', frozen: true, speed: 1 });
    const main = createControlClient({ baseUrl: origin });
    expect((await main.call('GET /clock')).now).not.toBe(set.now);
    const { sandboxes } = await main.call('GET /sandboxes');
    expect(sandboxes.find((s) => s.name === 'client-alice')?.clock.now).toBe(set.now);
  });

  it('answers status 0 when nothing answers', async () => {
    const gone = await listening({ seed: false });
    await gone.app.close();
    const sim = createControlClient({ baseUrl: gone.origin, timeoutMs: 2000 });
    const error = await refusal(sim.call('GET /clock'));
    expect(error).toMatchObject({ status: 0, verb: 'GET /clock' });
    expect((error as Error).message).toMatch(/^GET \/__sim\/clock: no answer from http:\/\/127/);
  });
});

describe('the control client with CONTROL_TOKEN', () => {
  let guarded: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => (guarded = await listening({ seed: false, controlToken: 'sesame' })));
  afterAll(() => guarded.app.close());

  it('sends the token as a Bearer header; without it the call is refused', async () => {
    const withToken = createControlClient({ baseUrl: guarded.origin, token: 'sesame' });
    expect((await withToken.call('GET /clock')).status).toBe(true);
    const without = createControlClient({ baseUrl: guarded.origin });
    expect(await refusal(without.call('GET /clock'))).toMatchObject({
      status: 401,
      msg: GUARD_MESSAGES.token,
    });
    const wrong = createControlClient({ baseUrl: guarded.origin, token: 'open' });
    expect(await refusal(wrong.call('GET /clock'))).toMatchObject({ status: 401 });
  });
});

describe('waitFor', () => {
  it('calls a GET verb until the condition holds, and answers that answer', async () => {
    const sim = createControlClient({ baseUrl: `${origin}/s/client-wait` });
    await sim.call('POST /clock', { freeze: false });
    let calls = 0;
    setTimeout(
      () => void sim.call('POST /clock', { set: '2032-01-01T00:00:00Z', freeze: true }),
      150,
    );
    const clock = await sim.waitFor(
      'GET /clock',
      undefined,
      (answer) => {
        calls += 1;
        return answer.frozen;
      },
      { timeoutMs: 5000, intervalMs: 20 },
    );
    expect(clock).toMatchObject({ frozen: true, now: '2032-01-01T00:00:00.000Z' });
    expect(calls).toBeGreaterThan(1);
  });

  it('tries again while what it reads does not exist yet (404)', async () => {
    const sim = createControlClient({ baseUrl: origin });
    const mobile = '9000000555';
    setTimeout(() => addPlayer(app.worlds.get(), { mobile, wallet: 70 }), 150);
    const { player } = await sim.waitFor('GET /players/:mobile', { mobile }, () => true, {
      intervalMs: 20,
    });
    expect(player).toMatchObject({ mobile, wallet: 70 });
  });

  it('gives up after timeoutMs with an error showing the last answer', async () => {
    const sim = createControlClient({ baseUrl: `${origin}/s/client-wait-out` });
    await sim.call('POST /clock', { set: '2033-03-03T03:03:03Z', freeze: true });
    const started = Date.now();
    const error = await refusal(
      sim.waitFor('GET /clock', undefined, (clock) => !clock.frozen, {
        timeoutMs: 200,
        intervalMs: 30,
      }),
    );
    expect(error).toBeInstanceOf(WaitTimeoutError);
    expect((error as WaitTimeoutError).last).toMatchObject({ frozen: true });
    expect((error as Error).message).toBe(
      'GET /clock: the condition did not hold within 200 ms; the last answer: {"status":true,"now":"2033-03-03T03:03:03.000Z","frozen":true,"speed":1}',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
  });

  it('throws a refusal that waiting cannot mend at once', async () => {
    const sim = createControlClient({ baseUrl: origin });
    const error = await refusal(
      sim.waitFor('GET /journal', { limit: 'lots' }, () => true, { timeoutMs: 60_000 }),
    );
    expect(error).toMatchObject({ status: 400, msg: 'limit must be 1..5000' });
  });
});

describe('verify', () => {
  const rates = (prefix: string, body: Record<string, unknown> = {}) =>
    fetch(`${origin}${prefix}/api-game-rates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ env_type: 'Prod', app_key: 'panna-dev-key-local', ...body }),
    });

  it('answers the calls to the path when they number count, newest first', async () => {
    const sim = createControlClient({ baseUrl: `${origin}/s/client-verify` });
    await sim.call('GET /clock');
    for (let n = 0; n < 3; n++) await rates('/s/client-verify', { n });
    const entries = await sim.verify({ path: 'api-game-rates', count: 3 });
    expect(entries.map((entry) => (entry.body as { n: number }).n)).toEqual([2, 1, 0]);
    expect(await sim.verify({ path: 'api-user-login', count: 0 })).toEqual([]);
  });

  it('throws an error naming both numbers when they differ', async () => {
    const sim = createControlClient({ baseUrl: `${origin}/s/client-verify-2` });
    await sim.call('GET /clock');
    await rates('/s/client-verify-2');
    const error = await refusal(sim.verify({ path: 'api-game-rates', count: 2 }));
    expect(error).toBeInstanceOf(VerifyError);
    expect((error as Error).message).toBe('Expected 2 calls to api-game-rates, the journal has 1');
  });

  it("counts one player's calls when a player is named, past the journal's default page", async () => {
    const sim = createControlClient({ baseUrl: `${origin}/s/client-verify-3` });
    await sim.call('GET /clock');
    const checkMobile = (mobile: string) =>
      fetch(`${origin}/s/client-verify-3/api-check-mobile`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ env_type: 'Prod', app_key: 'panna-dev-key-local', mobile }),
      });
    for (let n = 0; n < 120; n++) await checkMobile('9000000601');
    await checkMobile('9000000602');
    expect(
      await sim.verify({ path: 'api-check-mobile', player: '9000000601', count: 120 }),
    ).toHaveLength(120);
    const error = await refusal(
      sim.verify({ path: 'api-check-mobile', player: '9000000602', count: 1 + 1 }),
    );
    expect((error as Error).message).toBe(
      'Expected 2 calls to api-check-mobile by 9000000602, the journal has 1',
    );
  });
});
