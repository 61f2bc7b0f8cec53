import { MSG } from '@panna/shared';
import fc from 'fast-check';
import { createServer, request } from 'node:http';
import { describe, expect, test } from 'vitest';
import {
  BODY_LIMIT_BYTES,
  JSON_DEPTH_LIMIT,
  JSON_LIMIT_MESSAGES,
  nestsDeeperThan,
} from './json-limits';
import { addPlayer, ENVELOPE, routeTest as it, type TestApp } from './testing';

/** `levels` arrays, one inside the other, around `inner`. */
const arrays = (levels: number, inner = '0') =>
  `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;
/** `levels` objects, each the value of the one outside. */
const objects = (levels: number, inner = '0') =>
  `${'{"a":'.repeat(levels)}${inner}${'}'.repeat(levels)}`;
/** A provider body with the envelope and a field nested `levels` deep (the body is one more). */
const providerBody = (levels: number, fields = '') =>
  `{"env_type":"Prod","app_key":"${ENVELOPE.app_key}"${fields},"x":${arrays(levels)}}`;

const post = (app: TestApp, url: string, payload: string, type = 'application/json') =>
  app.inject({ method: 'POST', url, payload, headers: { 'content-type': type } });

describe('nestsDeeperThan', () => {
  test('counts arrays and objects alike, and mixed, to the limit and one past it', () => {
    for (const nest of [arrays, objects]) {
      expect(nestsDeeperThan(nest(JSON_DEPTH_LIMIT))).toBe(false);
      expect(nestsDeeperThan(nest(JSON_DEPTH_LIMIT + 1))).toBe(true);
    }
    const mixed = (levels: number) => arrays(levels / 2, objects(levels / 2));
    expect(nestsDeeperThan(mixed(JSON_DEPTH_LIMIT))).toBe(false);
    expect(nestsDeeperThan(mixed(JSON_DEPTH_LIMIT + 2))).toBe(true);
    expect(nestsDeeperThan(arrays(20_000))).toBe(true);
  });

  test('counts depth, not brackets: siblings and closed levels do not add up', () => {
    const siblings = `[${Array.from({ length: 1000 }, () => arrays(10)).join(',')}]`;
    expect(nestsDeeperThan(siblings)).toBe(false);
    expect(nestsDeeperThan(`{"a":${arrays(40)},"b":${objects(40)}}`)).toBe(false);
  });

  test('skips brackets inside strings, escaped quotes and backslashes included', () => {
    const deepText = JSON.stringify({ text: arrays(5000), other: objects(5000) });
    expect(nestsDeeperThan(deepText)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ q: `"${'['.repeat(500)}\\"` }))).toBe(false);
    // After a string that ends in an escaped backslash, brackets count again.
    expect(nestsDeeperThan(`["\\\\",${arrays(JSON_DEPTH_LIMIT)}]`)).toBe(true);
  });
});

/** How deep a parsed value nests (a scalar: 0). */
const depthOf = (value: unknown): number =>
  typeof value === 'object' && value !== null
    ? 1 + Math.max(0, ...Object.values(value).map(depthOf))
    : 0;

test('nestsDeeperThan agrees with the parsed depth of any JSON, strings of any characters included', () => {
  fc.assert(
    fc.property(
      fc.jsonValue({ maxDepth: 8 }),
      fc.integer({ min: 0, max: 8 }),
      fc.boolean(),
      (value, limit, spaced) => {
        const text = JSON.stringify(value, null, spaced ? 1 : undefined);
        expect(nestsDeeperThan(text, limit)).toBe(depthOf(value) > limit);
      },
    ),
    { numRuns: 2000 },
  );
});

describe('bodies past the limits', () => {
  it('a control verb refuses 20,000 and 2,000 levels with a 400 naming the limit, and changes nothing', async ({
    app,
    control,
  }) => {
    for (const levels of [20_000, 2_000]) {
      for (const answer of [arrays(levels), objects(levels)]) {
        const response = await post(
          app,
          '/__sim/overrides',
          `{"path":"api-get-dashboard-data","answer":${answer},"times":0}`,
        );
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ status: false, msg: JSON_LIMIT_MESSAGES.tooDeep });
      }
    }
    expect(JSON_LIMIT_MESSAGES.tooDeep).toContain(`${JSON_DEPTH_LIMIT} levels`);
    expect(await control('GET', '/overrides')).toEqual({
      code: 200,
      body: { status: true, overrides: [] },
    });
    // One level less than the limit inside the body (whose own object is the first) is taken.
    const kept = await post(
      app,
      '/__sim/overrides',
      `{"path":"api-get-dashboard-data","answer":${arrays(JSON_DEPTH_LIMIT - 1)}}`,
    );
    expect(kept.statusCode).toBe(200);
    expect((await control('GET', '/overrides')).code).toBe(200);
  });

  it('a provider call is refused as a body that is not JSON: UnAuthorized in real, explained in strict', async ({
    app,
    strictly,
  }) => {
    const player = addPlayer(app.worlds.get(), { wallet: 100 });
    const token = `,"unique_token":"${player.token}"`;
    const paths = ['/api-get-dashboard-data', '/api-game-rates', '/s/deep/api-check-mobile'];
    const answers = async () => {
      const seen = new Set<string>();
      for (const url of paths)
        for (const levels of [20_000, 2_000])
          for (const type of ['application/json', 'text/plain']) {
            const response = await post(app, url, providerBody(levels, token), type);
            seen.add(`${response.statusCode} ${response.body}`);
          }
      return [...seen];
    };
    expect(await answers()).toEqual([
      `200 ${JSON.stringify({ status: false, msg: MSG.UNAUTHORIZED })}`,
    ]);
    strictly();
    expect(await answers()).toEqual([
      `400 ${JSON.stringify({ status: false, msg: JSON_LIMIT_MESSAGES.tooDeep })}`,
    ]);
    // At the limit, the same call is answered.
    const atLimit = await post(
      app,
      '/api-get-dashboard-data',
      providerBody(JSON_DEPTH_LIMIT - 1, token),
    );
    expect(atLimit.json()).toMatchObject({ status: true });
    const journal = (await app.inject({ method: 'GET', url: '/__sim/journal' })).json();
    expect(journal.entries.filter((e: { status: number }) => e.status === 400)).toHaveLength(8);
  });

  it('a body past the size limit is refused with 413 naming the limit, on both planes', async ({
    app,
  }) => {
    const big = JSON.stringify({ ...ENVELOPE, pad: 'x'.repeat(BODY_LIMIT_BYTES) });
    for (const url of ['/api-game-rates', '/__sim/overrides']) {
      const response = await post(app, url, big);
      expect(response.statusCode, url).toBe(413);
      expect(response.json(), url).toEqual({ status: false, msg: JSON_LIMIT_MESSAGES.tooLarge });
    }
    expect(JSON_LIMIT_MESSAGES.tooLarge).toContain('256 KiB');
  });

  it('over HTTP: the lane, the routes and the control plane refuse it, and go on answering', async ({
    app,
    strictly,
  }) => {
    strictly();
    const player = addPlayer(app.worlds.get(), { wallet: 100 });
    const token = `,"unique_token":"${player.token}"`;
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const send = (path: string, body: string) =>
      new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
        const sent = request(`${base}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        });
        sent.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode, body: text }));
        });
        sent.on('error', reject);
        sent.end(body);
      });
    const refused = {
      status: 400,
      body: JSON.stringify({ status: false, msg: JSON_LIMIT_MESSAGES.tooDeep }),
    };
    // 2,000 levels fit the lane's 8 KB; 20,000 go to the routes by size.
    for (const levels of [2_000, 20_000]) {
      expect(await send('/api-get-dashboard-data', providerBody(levels, token))).toEqual(refused);
      expect(await send('/api-game-rates', providerBody(levels))).toEqual(refused);
      expect(await send('/__sim/clock', `{"freeze":false,"x":${objects(levels)}}`)).toEqual(
        refused,
      );
    }
    const dashboard = await send('/api-get-dashboard-data', providerBody(2, token));
    expect(JSON.parse(dashboard.body)).toMatchObject({ status: true, wallet_amt: '100' });
  });

  it('the recording proxy forwards one as it came, for the upstream to answer, and journals it without its body', async ({
    newApp,
  }) => {
    const received: string[] = [];
    const upstream = createServer((incoming, answer) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        received.push(Buffer.concat(chunks).toString());
        answer.setHeader('content-type', 'text/html; charset=UTF-8');
        answer.end(JSON.stringify({ status: false, msg: MSG.UNAUTHORIZED }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    try {
      const port = (upstream.address() as { port: number }).port;
      const proxy = await newApp({ upstream: `http://127.0.0.1:${port}` });
      const body = providerBody(20_000);
      const response = await post(proxy, '/api-game-rates', body);
      expect(response.json()).toEqual({ status: false, msg: MSG.UNAUTHORIZED });
      expect(received).toEqual([body]);
      const journal = await proxy.inject({ method: 'GET', url: '/__sim/journal' });
      expect(journal.statusCode).toBe(200);
      expect(journal.json().entries).toMatchObject([{ path: 'api-game-rates', body: null }]);
    } finally {
      upstream.close();
    }
  });
});
