/**
 * Deep JSON and piles of overrides. A body nested past JSON_DEPTH_LIMIT is refused at the door on
 * every plane (the control plane, the provider's routes and fast lane, in the default world and in
 * sandboxes, as JSON or text/plain), whatever nests, arrays or objects or both; one at the limit
 * is read; brackets inside strings do not count. Overrides stay within MAX_OVERRIDES per world and
 * MAX_OVERRIDE_ANSWER_BYTES an answer. After every refusal nothing has changed (the override list,
 * the balances), nothing was logged as a defect, every listing (overrides, journal, recording)
 * answers, and a recording still stops.
 */
import { MSG } from '@panna/shared';
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  JSON_DEPTH_LIMIT,
  JSON_LIMIT_MESSAGES,
  MAX_OVERRIDE_ANSWER_BYTES,
  MAX_OVERRIDES,
  OVERRIDE_MESSAGES,
} from '@panna/mock-provider/rules';
import { ENVELOPE } from '@panna/mock-provider/testing';
import { tally } from './support/tally';
import { fixture, type Fixture } from './support/world';

const fixtures: { f: Fixture; errors: string[] }[] = [];
afterEach(async () => {
  for (const { f, errors } of fixtures.splice(0)) {
    await f.app.close();
    // A defect is answered as a refusal too: only the log tells it apart.
    expect(errors).toEqual([]);
  }
});
async function world() {
  const errors: string[] = [];
  const f = await fixture({ errors });
  fixtures.push({ f, errors });
  return f;
}

type Shape = 'arrays' | 'objects' | 'mixed';
const SHAPES: Shape[] = ['arrays', 'objects', 'mixed'];

/** A JSON value nesting `levels` arrays and objects (0: a number). */
function nested(shape: Shape, levels: number): string {
  const opens: string[] = [];
  const closes: string[] = [];
  for (let n = 0; n < levels; n += 1) {
    const array = shape === 'arrays' || (shape === 'mixed' && n % 2 === 0);
    opens.push(array ? '[' : '{"k":');
    closes.push(array ? ']' : '}');
  }
  return `${opens.join('')}7${closes.reverse().join('')}`;
}

/** Whole-body depths: the body's own object is the first level, the value in it the rest. */
const PAST = [JSON_DEPTH_LIMIT + 1, 2_000, 20_000];

const overrideBody = (answer: string) => `{"path":"api-game-rates","answer":${answer},"times":0}`;
const providerBody = (value: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ ...ENVELOPE, ...extra }).replace(/}$/, `,"x":${value}}`);

const post = (f: Fixture, url: string, payload: string, type = 'application/json') =>
  f.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type } });
const get = async (f: Fixture, url: string) => {
  const response = await f.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};

/** What must not change when a body is refused: the overrides of both worlds, every balance. */
const stateOf = async (f: Fixture, sandbox: string) =>
  JSON.stringify({
    overrides: (await get(f, '/__sim/overrides')).overrides,
    sandbox: (await get(f, `/s/${sandbox}/__sim/overrides`)).overrides,
    wallets: f.world.db.prepare('SELECT mobile, wallet FROM users ORDER BY id').all(),
  });

/** The simulator answers, and every listing of what it holds reads. */
async function stillAnswering(f: Fixture, sandbox: string) {
  const body = JSON.stringify({ ...ENVELOPE, unique_token: f.player.token });
  expect((await post(f, '/api-get-dashboard-data', body)).json().status).toBe(true);
  for (const url of ['/__sim/journal', '/__sim/recording', `/s/${sandbox}/__sim/journal`])
    expect((await get(f, url)).status, url).toBe(true);
}

describe('bodies nested past the limit', () => {
  it('are refused by the control plane with a 400 naming the limit, in the default world and a sandbox; at the limit they are read', async ({
    task,
  }) => {
    const f = await world();
    await post(f, '/s/nest-c/__sim/overrides', overrideBody('1'));
    for (const prefix of ['', '/s/nest-c']) {
      for (const shape of SHAPES) {
        for (const depth of PAST) {
          const before = await stateOf(f, 'nest-c');
          for (const url of [`${prefix}/__sim/overrides`, `${prefix}/__sim/clock`]) {
            const response = await post(f, url, overrideBody(nested(shape, depth - 1)));
            expect(response.statusCode, `${url} ${shape} ${depth}`).toBe(400);
            expect(response.json()).toEqual({ status: false, msg: JSON_LIMIT_MESSAGES.tooDeep });
            tally(task).inputs += 1;
          }
          expect(await stateOf(f, 'nest-c')).toBe(before);
          tally(task).checks += 3;
        }
        const atLimit = await post(
          f,
          `${prefix}/__sim/overrides`,
          overrideBody(nested(shape, JSON_DEPTH_LIMIT - 1)),
        );
        expect(atLimit.statusCode, `${shape} at the limit`).toBe(200);
        const { id } = atLimit.json() as { id: string };
        const listed = (await get(f, `${prefix}/__sim/overrides`)).overrides;
        expect(JSON.stringify(listed.at(-1).answer)).toBe(nested(shape, JSON_DEPTH_LIMIT - 1));
        await f.app.inject({ method: 'DELETE', url: `${prefix}/__sim/overrides/${id}` });
        tally(task).checks += 2;
      }
    }
    await stillAnswering(f, 'nest-c');
  });

  it('are refused by the provider as a body that is not JSON (real: UnAuthorized; strict: 400 naming the limit), as JSON or text/plain, at any path', async ({
    task,
  }) => {
    const f = await world();
    const strictWorld = 'nest-p';
    await f.app.inject({
      method: 'PATCH',
      url: `/s/${strictWorld}/__sim/settings`,
      payload: { profile: 'strict' },
    });
    const refusals = {
      '': { code: 200, body: { status: false, msg: MSG.UNAUTHORIZED } },
      [`/s/${strictWorld}`]: {
        code: 400,
        body: { status: false, msg: JSON_LIMIT_MESSAGES.tooDeep },
      },
    };
    for (const [prefix, refused] of Object.entries(refusals)) {
      for (const shape of SHAPES) {
        for (const depth of PAST) {
          const before = await stateOf(f, strictWorld);
          for (const type of ['application/json', 'text/plain; charset=UTF-8']) {
            for (const [path, extra] of [
              ['api-get-dashboard-data', { unique_token: f.player.token }],
              ['api-game-rates', {}],
              [
                'api-user-transfer-wallet-balance',
                {
                  unique_token: f.player.token,
                  mobile_no: f.other.mobile,
                  amount: '5',
                  transfer_note: '',
                },
              ],
            ] as const) {
              const url = `${prefix}/${path}`;
              const response = await post(
                f,
                url,
                providerBody(nested(shape, depth - 1), extra),
                type,
              );
              expect(
                { code: response.statusCode, body: response.json() },
                `${url} ${shape} ${depth}`,
              ).toEqual(refused);
              tally(task).inputs += 1;
            }
          }
          expect(await stateOf(f, strictWorld)).toBe(before);
          tally(task).checks += 1;
        }
        const atLimit = await post(
          f,
          `${prefix}/api-game-rates`,
          providerBody(nested(shape, JSON_DEPTH_LIMIT - 1)),
        );
        expect(atLimit.json().status, `${prefix} ${shape} at the limit`).toBe(true);
        tally(task).checks += 1;
      }
    }
    await stillAnswering(f, strictWorld);
  });

  it('are refused over HTTP on the fast lane and the routes alike, and the server goes on', async ({
    task,
  }) => {
    const f = await world();
    await f.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (f.app.server.address() as { port: number }).port;
    const send = (path: string, body: string) =>
      new Promise<{ code: number | undefined; text: string }>((resolve, reject) => {
        const sent = request({
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        });
        sent.on('response', (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ code: response.statusCode, text: Buffer.concat(chunks).toString() }),
          );
        });
        sent.on('error', reject);
        sent.end(body);
      });
    const wallets = () =>
      JSON.stringify(f.world.db.prepare('SELECT mobile, wallet FROM users ORDER BY id').all());
    const before = wallets();
    const unauthorized = JSON.stringify({ status: false, msg: MSG.UNAUTHORIZED });
    // 65 and 2,000 levels fit the lane's bodies (8 KB); 20,000 do not: the routes read them.
    for (const shape of SHAPES)
      for (const depth of PAST) {
        const value = nested(shape, depth - 1);
        const dashboard = await send(
          '/api-get-dashboard-data',
          providerBody(value, { unique_token: f.player.token }),
        );
        expect(dashboard, `${shape} ${depth}`).toEqual({ code: 200, text: unauthorized });
        const control = await send('/__sim/overrides', overrideBody(value));
        expect(control.code).toBe(400);
        tally(task).inputs += 2;
      }
    expect(wallets()).toBe(before);
    const dashboard = await send(
      '/api-get-dashboard-data',
      JSON.stringify({ ...ENVELOPE, unique_token: f.player.token }),
    );
    expect(JSON.parse(dashboard.text)).toMatchObject({
      status: true,
      wallet_amt: expect.any(String),
    });
    tally(task).checks += 3;
  });

  it('do not count brackets inside strings, escaped quotes and backslashes included', async ({
    task,
  }) => {
    const f = await world();
    const texts = [
      '['.repeat(30_000),
      `${'{'.repeat(5_000)}\\"${'['.repeat(5_000)}`,
      `\\\\${'{"a":['.repeat(3_000)}`,
    ];
    for (const text of texts) {
      const answer = JSON.stringify({ text });
      const added = await post(
        f,
        '/__sim/overrides',
        `{"path":"api-game-rates","answer":${answer}}`,
      );
      expect(added.statusCode).toBe(200);
      const listed = (await get(f, '/__sim/overrides')).overrides as { answer: unknown }[];
      expect(listed.map((o) => o.answer)).toEqual([{ text }]);
      const rates = await post(f, '/api-game-rates', JSON.stringify(ENVELOPE));
      expect(rates.body).toBe(answer);
      const body = providerBody(JSON.stringify(text), { unique_token: f.player.token });
      for (const type of ['application/json', 'text/plain'])
        expect((await post(f, '/api-get-dashboard-data', body, type)).json().status).toBe(true);
      tally(task).inputs += 3;
    }
    tally(task).checks += 4 * texts.length;
  });

  it('sent as a form are refused before they are read, on both planes', async ({ task }) => {
    const f = await world();
    const before = await stateOf(f, 'nest-f');
    const deep = nested('mixed', 20_000);
    for (const url of ['/__sim/overrides', '/s/nest-f/__sim/overrides', '/api-game-rates']) {
      const response = await post(f, url, `answer=${deep}`, 'application/x-www-form-urlencoded');
      expect(response.statusCode, url).toBe(415);
      expect(response.json().status, url).toBe(false);
      tally(task).inputs += 1;
    }
    expect(await stateOf(f, 'nest-f')).toBe(before);
    await stillAnswering(f, 'nest-f');
  });
});

describe('override caps', () => {
  it(`keep each world to ${MAX_OVERRIDES} overrides of at most ${MAX_OVERRIDE_ANSWER_BYTES} bytes, and the listing to their sum`, async ({
    task,
  }) => {
    const f = await world();
    // Answers at the size cap: a string's JSON is its text and two quotes.
    const atCap = (n: number) => `${n}`.padEnd(MAX_OVERRIDE_ANSWER_BYTES - 2, '.');
    for (let n = 0; n < MAX_OVERRIDES; n += 1) {
      const added = await post(
        f,
        '/s/caps/__sim/overrides',
        JSON.stringify({ path: 'api-game-rates', answer: atCap(n), times: 0 }),
      );
      expect(added.statusCode, String(n)).toBe(200);
      tally(task).inputs += 1;
    }
    const before = await stateOf(f, 'caps');
    const refusals: [string, number, string][] = [
      [JSON.stringify({ path: 'api-game-rates', answer: 1 }), 409, OVERRIDE_MESSAGES.tooMany],
      [
        JSON.stringify({ path: 'api-get-dashboard-data', answer: {}, times: 0 }),
        409,
        OVERRIDE_MESSAGES.tooMany,
      ],
      [
        JSON.stringify({ path: 'api-game-rates', answer: `${atCap(0)}!` }),
        400,
        OVERRIDE_MESSAGES.tooLarge(MAX_OVERRIDE_ANSWER_BYTES + 1),
      ],
    ];
    for (const [body, code, msg] of refusals) {
      const response = await post(f, '/s/caps/__sim/overrides', body);
      expect({ code: response.statusCode, body: response.json() }).toEqual({
        code,
        body: { status: false, msg },
      });
      tally(task).inputs += 1;
    }
    expect(await stateOf(f, 'caps')).toBe(before);
    // Another world keeps its own: the size cap counts bytes (a 3-byte letter counts 3).
    const wide = '\u0915'.repeat(Math.floor(MAX_OVERRIDE_ANSWER_BYTES / 3));
    const refusedWide = await post(
      f,
      '/__sim/overrides',
      JSON.stringify({ path: 'api-game-rates', answer: wide }),
    );
    expect(refusedWide.statusCode).toBe(400);
    expect(refusedWide.json().msg).toContain(`${MAX_OVERRIDE_ANSWER_BYTES / 1024} KiB`);
    expect((await post(f, '/__sim/overrides', overrideBody('"one"'))).statusCode).toBe(200);
    // The full list answers, bounded by the caps.
    const listing = await f.app.inject({ method: 'GET', url: '/s/caps/__sim/overrides' });
    expect(listing.statusCode).toBe(200);
    expect(listing.body.length).toBeLessThan(MAX_OVERRIDES * (MAX_OVERRIDE_ANSWER_BYTES + 200));
    expect(listing.json().overrides).toHaveLength(MAX_OVERRIDES);
    // Removing one makes room for one.
    const [first] = listing.json().overrides as { id: string }[];
    await f.app.inject({ method: 'DELETE', url: `/s/caps/__sim/overrides/${first!.id}` });
    const again = await post(f, '/s/caps/__sim/overrides', overrideBody('"again"'));
    expect(again.statusCode).toBe(200);
    tally(task).checks += 7;
    await stillAnswering(f, 'caps');
  });
});

describe('a recording', () => {
  it('stops after refused deep and huge overrides, and after calls they would have answered', async ({
    task,
  }) => {
    const f = await world();
    const start = await f.app.inject({
      method: 'POST',
      url: '/s/rec/__sim/recording',
      payload: { action: 'start' },
    });
    expect(start.statusCode).toBe(200);
    for (const shape of SHAPES)
      for (const depth of PAST)
        expect(
          (await post(f, '/s/rec/__sim/overrides', overrideBody(nested(shape, depth - 1))))
            .statusCode,
        ).toBe(400);
    const huge = JSON.stringify({ path: 'api-game-rates', answer: 'x'.repeat(200_000) });
    expect((await post(f, '/s/rec/__sim/overrides', huge)).statusCode).toBe(400);
    const kept = nested('mixed', JSON_DEPTH_LIMIT - 1);
    expect((await post(f, '/s/rec/__sim/overrides', overrideBody(kept))).statusCode).toBe(200);
    for (let n = 0; n < 3; n += 1)
      expect((await post(f, '/s/rec/api-game-rates', JSON.stringify(ENVELOPE))).body).toBe(kept);
    const stop = () =>
      f.app.inject({ method: 'POST', url: '/s/rec/__sim/recording', payload: { action: 'stop' } });
    const stopped = await stop();
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ recording: false });
    expect(stopped.json().scenario).toContain('- override: { path: "api-game-rates"');
    expect((await stop()).statusCode).toBe(409);
    tally(task).inputs += 11;
    tally(task).checks += 5;
    await stillAnswering(f, 'rec');
  });
});
