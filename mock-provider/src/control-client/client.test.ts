import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { GUARD_MESSAGES } from '../routes/control/guard';
import { DEMO_PLAYERS } from '../seed/players';
import { ControlCallError, createControlClient } from '.';

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
