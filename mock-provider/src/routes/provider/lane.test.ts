/**
 * The fast lane against the routes: two servers built alike, one with the lane and one without,
 * are sent the same calls over real HTTP; their answers (status, headers but Date, body) and
 * journals must be the same, and the lane must have taken the calls it is for.
 */
import fc from 'fast-check';
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AMOUNT_STATUS, BID_TYPES, createBidSlip, formatBidDate } from '@panna/shared';
import { ledgerOf } from '../../domain/ledger';
import { JSON_DEPTH_LIMIT } from '../../json-limits';
import { addPlayer, ENVELOPE, TEST_DAY, testApp, type TestApp } from '../../testing/support';

interface Server {
  app: TestApp;
  url: string;
  /** Calls Fastify's own pipeline saw. */
  fastifyCalls: number;
}
interface Answer {
  status: number | undefined;
  headers: string[];
  body: string;
}

const TOKEN = 'lane-test-token-0123456789';
const MOBILE = '9000000001';

const signIn = (app: TestApp, device_id: string) =>
  app.inject({
    method: 'POST',
    url: '/api-user-login',
    payload: { ...ENVELOPE, mobile: MOBILE, password: 'secret1', device_id },
  });

async function start(fastLane: boolean): Promise<Server> {
  const app = await testApp({ seed: true, fastLane });
  const server: Server = { app, url: '', fastifyCalls: 0 };
  app.addHook('onRequest', (_request, _reply, done) => {
    server.fastifyCalls += 1;
    done();
  });
  const world = app.worlds.get();
  addPlayer(world, { mobile: MOBILE, wallet: 500 });
  world.db.prepare('UPDATE users SET token = ? WHERE mobile = ?').run(TOKEN, MOBILE);
  await app.inject({
    method: 'POST',
    url: '/__sim/clock',
    payload: { set: '2024-07-01T10:00:00+05:30', freeze: true },
  });
  // A device to list in device_result.
  await signIn(app, 'lane-phone');
  await app.listen({ host: '127.0.0.1', port: 0 });
  server.url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return server;
}

/** One call over HTTP; the server's own address in the body (its chart links) made neutral. */
function send(
  server: Server,
  path: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = request(
      `${server.url}${path}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.rawHeaders.filter(
              (_, i, all) => all[i - (i % 2)]!.toLowerCase() !== 'date',
            ),
            body: text.replaceAll(server.url, 'http://server'),
          }),
        );
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

const journal = async (server: Server) =>
  (
    (await server.app.inject({ method: 'GET', url: '/__sim/journal?limit=1000' })).json() as {
      entries: Record<string, unknown>[];
    }
  ).entries.map(({ duration_ms: _, ...entry }) => entry);

/** Arrays `levels` deep. */
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const dashboard = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({ ...ENVELOPE, unique_token: TOKEN, ...fields });
/** A 10-point Open Single Digit on DEMO MAIN (id 1, opening at noon), as the client sends it. */
function bid(digits: string, points = '10'): string {
  const type = BID_TYPES.find((t) => t.id === 'single-digit')!;
  const slip = createBidSlip(type, { gameId: '1', gameName: 'DEMO MAIN' });
  const added = slip.add({ digits, points, session: 'Open' }, 1_000_000);
  if (!added.ok) throw new Error(added.message);
  const [submission] = added.slip.submissions(TOKEN, formatBidDate(TEST_DAY));
  return JSON.stringify({ ...ENVELOPE, ...submission!.body });
}
const bidHistory = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    ...ENVELOPE,
    unique_token: TOKEN,
    bid_from: '2024-06-01',
    bid_to: '2024-07-01',
    ...fields,
  });

describe('the fast lane', () => {
  let lane: Server;
  let plain: Server;
  beforeAll(async () => {
    [lane, plain] = await Promise.all([start(true), start(false)]);
  });
  afterAll(async () => {
    await Promise.all([lane.app.close(), plain.app.close()]);
  });

  const both = async (path: string, body: string | Buffer, headers?: Record<string, string>) => {
    const answers = await Promise.all([
      send(lane, path, body, headers),
      send(plain, path, body, headers),
    ]);
    expect(answers[0]).toEqual(answers[1]);
    return answers[0];
  };

  test('answers the dashboard, the bid history and bids itself, byte for byte as the routes', async () => {
    const before = lane.fastifyCalls;
    const calls: [string, string, Record<string, string>?][] = [
      ['/api-get-dashboard-data', dashboard()],
      ['/api-get-dashboard-data', dashboard({ unique_token: 'no-such-token' })],
      // A web client's landing page: no token, or null, or "".
      ['/api-get-dashboard-data', dashboard({ unique_token: null })],
      ['/api-get-dashboard-data', dashboard({ unique_token: '' })],
      ['/api-get-dashboard-data', JSON.stringify(ENVELOPE)],
      ['/api-get-dashboard-data', dashboard({ extra: 'field' })],
      ['/api-get-dashboard-data', dashboard(), { 'content-type': 'text/plain' }],
      ['/api-get-dashboard-data', dashboard(), { 'content-type': 'Application/JSON' }],
      ['/api-get-dashboard-data', dashboard(), { origin: 'https://player.example' }],
      ['/api-bid-history-data', bidHistory()],
      ['/api-bid-history-data', bidHistory({ bid_from: 'soon' })],
      ['/api-submit-bid', bid('7')],
      ['/api-submit-bid', bid('8', '1000')],
      ['/api-bid-history-data', bidHistory({ bid_to: '2024-07-02' })],
    ];
    for (const [path, body, headers] of calls) await both(path, body, headers);
    const answer = (await both('/api-get-dashboard-data', dashboard())).body;
    expect(answer).toContain('"wallet_amt":"490"');
    expect(answer).toContain('"device_id":"lane-phone"');
    expect(lane.fastifyCalls - before).toBe(0);
    expect(plain.fastifyCalls).toBeGreaterThan(calls.length);
  });

  test('hands every call it would not answer the routes way to Fastify, body and all', async () => {
    const calls: [string, string, Record<string, string>?][] = [
      ['/api-get-dashboard-data', dashboard({ app_key: 'wrong' })],
      ['/api-get-dashboard-data', '{"env_type":"Prod",'],
      ['/api-get-dashboard-data', dashboard({ unique_token: 5 })],
      ['/api-get-dashboard-data', '[1,2]'],
      ['/api-get-dashboard-data', `\ufeff${dashboard()}`],
      ['/api-get-dashboard-data', dashboard().replace('{', '{"__proto__":{"x":1},')],
      // Nested past the limit (json-limits.ts): the body is one level, the field the rest.
      ['/api-get-dashboard-data', dashboard().replace('{', `{"x":${nested(JSON_DEPTH_LIMIT)},`)],
      ['/api-get-dashboard-data', dashboard().replace('{', `{"x":${nested(2000)},`)],
      ['/api-get-dashboard-data', dashboard(), { 'content-type': 'application/xml' }],
      ['/api-get-dashboard-data', dashboard(), { 'content-type': 'text/plain;charset=UTF-8' }],
      ['/s/lane-sandbox/api-get-dashboard-data', dashboard()],
      ['/api-get-dashboard-data?x=1', dashboard()],
    ];
    for (const [path, body, headers] of calls) {
      const before = lane.fastifyCalls;
      await both(path, body, headers);
      expect(lane.fastifyCalls - before, `${path} ${body}`).toBe(1);
    }
  });

  /** The dashboard as both answer it, read as JSON. */
  const bothDashboards = async <T>() =>
    JSON.parse((await both('/api-get-dashboard-data', dashboard())).body) as T;

  test("a device signing in changes the lane's kept answer as the routes'", async () => {
    const devices = async () =>
      (await bothDashboards<{ device_result: { device_id: string }[] }>()).device_result.map(
        (d) => d.device_id,
      );
    const before = await devices();
    await Promise.all([signIn(lane.app, 'lane-tablet'), signIn(plain.app, 'lane-tablet')]);
    expect(await devices()).toEqual(['lane-tablet', ...before]);
  });

  test("writes a kept answer again only while its second of the world's clock lasts", async () => {
    const durations = async () =>
      (await bothDashboards<{ result: { open_duration: number }[] }>()).result.map(
        (market) => market.open_duration,
      );
    const before = await durations();
    expect(await durations()).toEqual(before);
    // Moved as a running clock moves it: no call, no write.
    for (const server of [lane, plain]) server.app.worlds.get().clock.advance(1000);
    const after = await durations();
    expect(after).not.toEqual(before);
    for (const server of [lane, plain]) server.app.worlds.get().clock.advance(-1000);
  });

  test('keeps an answer per host: the chart links name the host called', async () => {
    for (const host of ['one.example', 'two.example', 'one.example']) {
      const answer = (await both('/api-get-dashboard-data', dashboard(), { host })).body;
      expect(answer).toContain(`"web_chart_url":"http://${host}/`);
    }
  });

  test('never writes a kept answer the world has moved past: bids, credits outside any call, the clock', async () => {
    const worlds = () => [lane, plain].map((server) => server.app.worlds.get());
    // A credit no call makes (as a timer's settlement would): the database moves, Fastify sees nothing.
    const credit = () => {
      for (const world of worlds()) {
        const { id } = world.db
          .prepare<[string], { id: number }>('SELECT id FROM users WHERE mobile = ?')
          .get(MOBILE)!;
        world.db.transaction(() =>
          ledgerOf(world).post({
            userId: id,
            direction: 'credit',
            amountStatus: AMOUNT_STATUS.DEPOSIT,
            amount: 5,
            note: 'lane test',
            at: world.clock.now(),
          }),
        )();
      }
    };
    const step = fc.oneof(
      fc.constant(() => both('/api-get-dashboard-data', dashboard())),
      fc.constant(() => both('/api-bid-history-data', bidHistory({ bid_to: '2024-07-02' }))),
      fc.constantFrom('1', '2', '3').map((digit) => () => both('/api-submit-bid', bid(digit))),
      fc.constant(async () => credit()),
      fc
        .constantFrom(1, 400, 999, 1000, 60_000)
        .map((ms) => async () => worlds().forEach((world) => world.clock.advance(ms))),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 10 }), async (steps) => {
        for (const run of steps) {
          await run();
          await both('/api-get-dashboard-data', dashboard());
        }
      }),
      { numRuns: 25 },
    );
    for (const server of [lane, plain])
      await server.app.inject({
        method: 'POST',
        url: '/__sim/clock',
        payload: { set: '2024-07-01T10:00:00+05:30', freeze: true },
      });
  });

  test('steps aside while a fault is set, so the fault shapes the answer', async () => {
    const fault = { kind: 'status_false', path: 'api-get-dashboard-data', msg: 'Busy' };
    for (const server of [lane, plain])
      await server.app.inject({ method: 'POST', url: '/__sim/faults', payload: fault });
    const before = lane.fastifyCalls;
    expect(JSON.parse((await both('/api-get-dashboard-data', dashboard())).body)).toEqual({
      status: false,
      msg: 'Busy',
    });
    expect(lane.fastifyCalls - before).toBe(1);
    for (const server of [lane, plain])
      await server.app.inject({ method: 'DELETE', url: '/__sim/faults' });
  });

  test('answers bytes that are not UTF-8 as the routes do', async () => {
    const odd = (bytes: number[]) =>
      Buffer.concat([Buffer.from(dashboard().slice(0, -2)), Buffer.from(bytes), Buffer.from('"}')]);
    const answer = await both('/api-get-dashboard-data', odd([0xff, 0xfe, 0xc3]));
    expect(answer.status).toBe(200);
    await both('/api-bid-history-data', odd([0xed, 0xa0, 0x80]));
  });

  test('answers any body as the routes do', async () => {
    const field = fc.oneof(fc.string(), fc.integer(), fc.constant(TOKEN), fc.constant(null));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api-get-dashboard-data', '/api-bid-history-data', '/api-submit-bid'),
        fc.record(
          {
            app_key: fc.oneof(fc.constant(ENVELOPE.app_key), fc.string()),
            env_type: fc.oneof(fc.constant(ENVELOPE.env_type), fc.string()),
            unique_token: field,
            bid_from: fc.oneof(fc.constant('2024-07-01'), field),
            bid_to: fc.oneof(fc.constant('2024-07-01'), field),
          },
          { requiredKeys: [] },
        ),
        async (path, body) => void (await both(path, JSON.stringify(body))),
      ),
      { numRuns: 60 },
    );
  });

  test("dates answers by the world's clock and shows an early result before 08:00, as the routes", async () => {
    const dated = async (server: Server) => {
      const response = await fetch(`${server.url}/api-get-dashboard-data`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: dashboard(),
      });
      return [response.headers.get('date'), response.headers.get('access-control-expose-headers')];
    };
    const control = (server: Server, url: string, payload: Record<string, unknown>) =>
      server.app.inject({ method: 'POST', url: `/__sim${url}`, payload });
    for (const server of [lane, plain]) {
      await control(server, '/clock', { set: '2024-07-02T06:03:00+05:30', freeze: true });
      // DEMO MAIN's open, declared before its time (its session is today's, July 2).
      await control(server, '/results', { game_id: 1, session: 'open', pana: '128', early: true });
    }
    const before = lane.fastifyCalls;
    const answer = (await both('/api-get-dashboard-data', dashboard())).body;
    expect(answer).toContain('"open_result":"128-1","close_result":"","close_time_srt"');
    expect(answer).toContain('"result_date":"2024-07-02"');
    expect(lane.fastifyCalls - before).toBe(0);
    const expected = ['Tue, 02 Jul 2024 00:33:00 GMT', 'Date'];
    expect(await dated(lane)).toEqual(expected);
    expect(await dated(plain)).toEqual(expected);
    for (const server of [lane, plain])
      await control(server, '/clock', { set: '2024-07-01T10:00:00+05:30', freeze: true });
  });

  test('journals every call as the routes do', async () => {
    const [laneJournal, plainJournal] = await Promise.all([journal(lane), journal(plain)]);
    expect(laneJournal.length).toBeGreaterThan(20);
    expect(laneJournal).toEqual(plainJournal);
    // Strict notes too (an unknown token, a history date strict cannot read), the lane's own.
    expect(laneJournal.filter((entry) => entry.strict).length).toBeGreaterThan(1);
  });

  test('keeps the world busy while it answers, and idle again once the answers are out', async () => {
    const world = lane.app.worlds.get();
    expect(world.busy).toBe(0);
    // Read as each answer finishes, before its 'close' counts the world down again.
    const seen: number[] = [];
    const probe = (_req: IncomingMessage, res: ServerResponse) =>
      res.on('finish', () => seen.push(world.busy));
    lane.app.server.on('request', probe);
    await Promise.all([1, 2, 3].map(() => send(lane, '/api-get-dashboard-data', dashboard())));
    lane.app.server.off('request', probe);
    expect(seen).toHaveLength(3);
    expect(Math.min(...seen)).toBeGreaterThan(0);
    await expect.poll(() => world.busy).toBe(0);
  });
});
