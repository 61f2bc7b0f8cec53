/**
 * The recording proxy: a simulator with an upstream forwards every provider call (the fast lane's
 * paths included) and answers as the upstream answered; its own world keeps its control plane and
 * journal; PROVIDER_RECORD writes each exchange to a HAR 1.2 file with the secrets masked.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { readConfig } from '../../config';
import { UPSTREAM_ANSWER_LIMIT } from '../../proxy/forward';
import { NOT_FORWARDED_MSG } from '../../proxy/forwarded-url';
import { MASK, type Har } from '../../proxy/har';
import { addPlayer, appTest, ENVELOPE, type TestApp, type TestPlayer } from '../../testing';

interface Answer {
  status: number;
  type: string | null;
  cookies: string[];
  headers: Headers;
  bytes: Buffer;
  json: Record<string, unknown>;
}

const urlOf = (app: TestApp | Server) => {
  const server = 'server' in app ? app.server : app;
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
};

/** One POST over HTTP, its answer as it came. */
async function post(
  base: string,
  path: string,
  body: string | object,
  type = 'application/json',
): Promise<Answer> {
  const response = await fetch(`${base}/${path}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(bytes.toString()) as Record<string, unknown>;
  } catch {
    // not JSON: the bytes tell
  }
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cookies: response.headers.getSetCookie(),
    headers: response.headers,
    bytes,
    json,
  };
}

/** One POST whose path goes out exactly as written (fetch would resolve its dot segments). */
function rawPost(
  base: string,
  path: string,
  body: string | Buffer,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: hostname,
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            json = { text };
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The paths (as sent) of every request that reaches a server, from now on. */
function arrivals(app: TestApp): string[] {
  const seen: string[] = [];
  app.server.prependListener('request', (request: { url?: string }) =>
    seen.push(request.url ?? ''),
  );
  return seen;
}

/** The world's journal, oldest first. */
async function journalOf(app: TestApp) {
  const answer = await app.inject({ method: 'GET', url: '/__sim/journal?limit=100' });
  const { entries } = answer.json() as {
    entries?: { path: string; status: number; answer: unknown; body: unknown }[];
  };
  if (!entries) throw new Error(answer.body);
  return entries.reverse();
}

const readHar = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Har;

const test = appTest
  /** The simulator the proxy forwards to: a player with money, listening on a free port. */
  .extend('upstream', async ({ newApp }) => {
    const app = await newApp();
    await app.listen({ host: '127.0.0.1', port: 0 });
    return app;
  })
  .extend('player', ({ upstream }): TestPlayer => addPlayer(upstream.worlds.get(), { wallet: 500 }))
  .extend('harFile', ({ folder }) => join(folder(), 'session.har'))
  /** The proxy in front of it, recording to harFile. */
  .extend('proxy', async ({ newApp, upstream, harFile }) => {
    const app = await newApp({ upstream: urlOf(upstream), recordTo: harFile });
    await app.listen({ host: '127.0.0.1', port: 0 });
    return app;
  });

// Each test runs two servers and real HTTP between them: more than the default 5 s when loaded.
const SLOW = { timeout: 30_000 };

describe('the recording proxy', SLOW, () => {
  test('forwards every provider call, the fast lane’s too, and answers as the upstream did', async ({
    upstream,
    proxy,
    player,
  }) => {
    const token = { ...ENVELOPE, unique_token: player.token };
    const calls: [string, string | object][] = [
      ['api-get-dashboard-data', token], // the fast lane's
      ['api-bid-history-data', { ...token, bid_from: '', bid_to: '' }], // the fast lane's
      ['api-user-wallet-balance', token],
      ['api-galidisswar-game', ENVELOPE], // an alias
      ['api-user-wallet-balance', { ...token, app_key: 'wrong' }], // refused upstream
      ['api-user-login', '{"mobile": '], // not JSON
      ['api-not-in-the-protocol', ENVELOPE], // outside the protocol
    ];
    for (const [path, body] of calls) {
      const proxied = await post(urlOf(proxy), path, body);
      const direct = await post(urlOf(upstream), path, body);
      expect({ ...proxied, headers: undefined }, path).toEqual({ ...direct, headers: undefined });
    }
    // Each call of the protocol reached the upstream through the proxy (and once directly).
    const seen = (await journalOf(upstream)).map((entry) => entry.path);
    expect(seen).toEqual(
      calls
        .slice(0, -1)
        .flatMap(([path]) => [path, path])
        .map((path) => path.replace('galidisswar', 'galidisawar')),
    );
    // The proxy's own world has none of the upstream's data.
    expect(proxy.worlds.get().db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({
      n: 0,
    });
  });

  test('passes on the status, the headers that matter and the body’s bytes unchanged', async ({
    newApp,
    folder,
  }) => {
    const body = Buffer.concat([
      Buffer.from('<br />\n<b>Notice</b>: Undefined index\n{"status":true,"msg":"Succ\u00e8s"}'),
      Buffer.from([0xff, 0xfe]),
    ]);
    const fake = createServer((request, response) => {
      request.resume();
      response.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
      response.setHeader('cache-control', 'no-store');
      response.setHeader('x-powered-by', 'PHP/7.4');
      response.writeHead(503, 'Busy', { 'content-type': 'application/json' });
      response.end(body);
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    try {
      const proxy = await newApp({
        upstream: urlOf(fake),
        recordTo: join(folder(), 'fake.har'),
      });
      await proxy.listen({ host: '127.0.0.1', port: 0 });
      const answer = await post(urlOf(proxy), 'api-get-dashboard-data', ENVELOPE);
      expect(answer.status).toBe(503);
      expect(answer.type).toBe('application/json');
      expect(answer.cookies).toEqual(['a=1; Path=/', 'b=2; Path=/']);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-powered-by')).toBeNull();
      expect(answer.bytes.equals(body)).toBe(true);
    } finally {
      fake.close();
    }
  });

  test('keeps its own world: control plane, journal of the proxied calls, faults', async ({
    upstream,
    proxy,
    player,
  }) => {
    const token = { ...ENVELOPE, unique_token: player.token };
    await post(urlOf(proxy), 'api-user-wallet-balance', token);
    await post(urlOf(proxy), 'api-not-in-the-protocol', ENVELOPE);
    await post(urlOf(proxy), 's/alice/api-get-social-data', ENVELOPE);
    expect(
      (await journalOf(proxy)).map(({ path, status, answer }) => ({ path, status, answer })),
    ).toEqual([
      {
        path: 'api-user-wallet-balance',
        status: 200,
        answer: { status: true, msg: 'User Wallet Balance' },
      },
      {
        path: 'api-not-in-the-protocol',
        status: 404,
        answer: { status: false, msg: 'Unknown path /api-not-in-the-protocol' },
      },
    ]);
    // A sandbox of the proxy journals its own calls, forwarded to the upstream's same path.
    const sandbox = (
      await proxy.inject({ method: 'GET', url: '/s/alice/__sim/journal' })
    ).json() as { entries: { path: string; answer: unknown }[] };
    expect(sandbox.entries).toMatchObject([
      { path: 'api-get-social-data', answer: { status: true, msg: 'Success' } },
    ]);
    // A fault set on the proxy's world answers before anything is forwarded.
    const fault = await proxy.inject({
      method: 'POST',
      url: '/__sim/faults',
      payload: { path: 'api-get-dashboard-data', kind: 'status_false', msg: 'Busy' },
    });
    expect(fault.statusCode).toBe(200);
    const before = (await journalOf(upstream)).length;
    expect((await post(urlOf(proxy), 'api-get-dashboard-data', token)).json).toEqual({
      status: false,
      msg: 'Busy',
    });
    expect(await journalOf(upstream)).toHaveLength(before);
  });

  test('answers 502 in the envelope when the upstream does not answer, and records why', async ({
    newApp,
    upstream,
    harFile,
  }) => {
    const gone = urlOf(upstream);
    await upstream.close();
    const proxy = await newApp({ upstream: gone, recordTo: harFile });
    await proxy.listen({ host: '127.0.0.1', port: 0 });
    const answer = await post(urlOf(proxy), 'api-get-social-data', ENVELOPE);
    expect(answer.status).toBe(502);
    expect(answer.json).toMatchObject({ status: false, msg: expect.stringContaining(gone) });
    expect((await journalOf(proxy))[0]).toMatchObject({ path: 'api-get-social-data', status: 502 });
    await proxy.close();
    const [entry] = readHar(harFile).log.entries;
    expect(entry!.response).toMatchObject({ status: 0, _error: expect.any(String) });
  });
});

describe('what the proxy forwards', SLOW, () => {
  /** The proxy in front of the upstream's sandbox alice, and what reaches the upstream. */
  const confined = appTest.extend('setting', async ({ newApp, folder }) => {
    const upstream = await newApp(); // no control token: its control plane is open to a caller
    await upstream.listen({ host: '127.0.0.1', port: 0 });
    const player = addPlayer(upstream.worlds.get(), { wallet: 500 });
    const arrived = arrivals(upstream);
    const harFile = join(folder(), 'confined.har');
    const proxy = await newApp({ upstream: `${urlOf(upstream)}/s/alice`, recordTo: harFile });
    await proxy.listen({ host: '127.0.0.1', port: 0 });
    return { upstream, player, arrived, proxy, harFile };
  });

  confined(
    'never lets a path out of the upstream’s base, whatever its spelling',
    async ({ setting: { upstream, player, arrived, proxy } }) => {
      const verb = `__sim/players/${player.mobile}/credit`;
      const spellings = [
        `/../../${verb}`, // the example
        `/%2e%2e/%2E%2e/${verb}`,
        `/..%2f..%2F${verb.replaceAll('/', '%2f')}`,
        `/..%5c..%5c${verb}`,
        `/..\\..\\${verb}`,
        `/%252e%252e/%252e%252e/${verb}`,
        `/..;/..;/${verb}`,
        `/%c0%ae%c0%ae/%c0%ae%c0%ae/${verb}`,
        `/s/x/../../../${verb}`,
        `/api-submit-bid/../../../${verb}`,
        `/api-get-dashboard-data/%2e%2e/%2e%2e/%2e%2e/${verb}`,
        `/${verb.replaceAll('/', '%2F')}`, // the sandbox's own control plane, one segment
        `/%5f_sim`,
        `/__SIM`,
        `/`,
      ];
      for (const path of spellings) {
        const answer = await rawPost(urlOf(proxy), path, '{"amount":777777}');
        expect(answer.status, path).toBeGreaterThanOrEqual(400);
        expect(answer.status, path).toBeLessThan(500);
        expect(answer.json.status, path).toBe(false);
      }
      expect(arrived).toEqual([]);
      expect(
        upstream.worlds.get().db.prepare('SELECT wallet FROM users WHERE id = ?').get(player.id),
      ).toEqual({ wallet: 500 });
      // A refusal says what the proxy forwards, and is journaled in the proxy's world.
      const refused = await rawPost(urlOf(proxy), `/../../${verb}`, '{}');
      expect(refused).toEqual({ status: 400, json: { status: false, msg: NOT_FORWARDED_MSG } });
      expect((await journalOf(proxy)).at(-1)).toMatchObject({
        path: `../../${verb}`,
        status: 400,
        answer: { status: false, msg: NOT_FORWARDED_MSG },
      });
    },
  );

  confined(
    'forwards a provider path as its one segment, decoded, under the base; the query cannot move it',
    async ({ setting: { arrived, proxy, harFile } }) => {
      const calls = [
        '/api-get-social-data',
        '/%61pi-get-social-data',
        '/s/bob/api-get-social-data', // the proxy's sandbox bob
        '/api-get-social-data?next=../../__sim/reset&x=%2e%2e%2f',
        '/api-not-in-the-protocol?../..#/../__sim',
      ];
      for (const path of calls) {
        const answer = await rawPost(urlOf(proxy), path, JSON.stringify(ENVELOPE));
        expect(answer.status, path).not.toBe(400);
      }
      expect(arrived).toEqual([
        '/s/alice/api-get-social-data',
        '/s/alice/api-get-social-data',
        '/s/alice/api-get-social-data',
        '/s/alice/api-get-social-data?next=../../__sim/reset&x=%2e%2e%2f',
        '/s/alice/api-not-in-the-protocol?../..%23/../__sim',
      ]);
      await proxy.close();
      expect(readHar(harFile).log.entries).toHaveLength(calls.length);
    },
  );
});

describe('what the proxy holds', SLOW, () => {
  /** Bytes of a JSON answer: `{"status":true,"msg":"..."}` padded to exactly `size`. */
  const jsonOfSize = (size: number): Buffer => {
    const head = '{"status":true,"msg":"';
    return Buffer.from(`${head}${'x'.repeat(size - head.length - 2)}"}`);
  };

  test('refuses an answer past the limit, declared or streamed, and records why', async ({
    newApp,
    folder,
  }) => {
    const limit = UPSTREAM_ANSWER_LIMIT;
    let endlessClosed = false;
    const fake = createServer((request, response) => {
      request.resume();
      response.setHeader('content-type', 'application/json');
      if (request.url?.endsWith('/api-declared-too-large')) {
        // Says its size, then sends it slowly: the proxy need not wait for it.
        response.setHeader('content-length', limit + 1);
        response.write('{"status":true,"msg":"');
      } else if (request.url?.endsWith('/api-endless')) {
        response.on('close', () => (endlessClosed = true));
        const chunk = Buffer.alloc(64 * 1024, 'x');
        const more = () => {
          while (!response.destroyed && response.write(chunk));
        };
        response.on('drain', more);
        response.write('{"status":true,"msg":"');
        more();
      } else if (request.url?.endsWith('/api-at-the-limit')) response.end(jsonOfSize(limit));
      else response.end(jsonOfSize(limit + 1));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const harFile = join(folder(), 'big.har');
    try {
      const proxy = await newApp({ upstream: `${urlOf(fake)}/base`, recordTo: harFile });
      await proxy.listen({ host: '127.0.0.1', port: 0 });
      for (const path of ['api-declared-too-large', 'api-endless', 'api-one-byte-too-many']) {
        const answer = await post(urlOf(proxy), path, ENVELOPE);
        expect(answer.status, path).toBe(502);
        expect(answer.json, path).toEqual({
          status: false,
          msg: `The provider at ${urlOf(fake)}/base answered HTTP 200, but its answer was larger than 16 MiB, the most the proxy reads: not passed on`,
        });
      }
      expect(endlessClosed).toBe(true);
      const whole = await post(urlOf(proxy), 'api-at-the-limit', ENVELOPE);
      expect(whole.status).toBe(200);
      expect(whole.bytes.length, whole.bytes.subarray(0, 100).toString()).toBe(limit);
      expect(whole.bytes.equals(jsonOfSize(limit))).toBe(true);
      await proxy.close();
      const entries = readHar(harFile).log.entries;
      expect(entries.slice(0, 3).map((entry) => entry.response)).toEqual(
        Array(3).fill(
          expect.objectContaining({
            status: 200,
            bodySize: -1,
            content: { size: 0, mimeType: 'application/json' },
            _error: 'its answer was larger than 16 MiB, the most the proxy reads',
          }),
        ),
      );
      expect(entries[3]!.response).toMatchObject({ status: 200, bodySize: limit });
    } finally {
      fake.closeAllConnections();
      fake.close();
    }
  });

  test('refuses a request body past the body limit, forwarding nothing', async ({
    upstream,
    proxy,
  }) => {
    const arrived = arrivals(upstream);
    const body = JSON.stringify({ ...ENVELOPE, filler: 'x'.repeat(300 * 1024) });
    const answer = await rawPost(urlOf(proxy), '/api-get-social-data', body);
    expect(answer.status).toBe(413);
    expect(answer.json.status).toBe(false);
    expect(arrived).toEqual([]);
  });
});

describe('the HAR file', SLOW, () => {
  test('holds each exchange as HAR 1.2, passwords, PINs, OTPs and tokens masked', async ({
    proxy,
    upstream,
    player,
    harFile,
  }) => {
    const base = urlOf(proxy);
    await post(base, 'api-check-mobile', { ...ENVELOPE, mobile: '9000000077' });
    const registered = await post(base, 'api-user-registration', {
      ...ENVELOPE,
      name: 'Asha',
      mobile: '9000000077',
      password: 'hunter22',
      security_pin: '4321',
    });
    const token = String(registered.json.unique_token);
    // The file is whole after every exchange.
    expect(readHar(harFile).log.entries).toHaveLength(2);
    await post(base, 'api-change-password', {
      ...ENVELOPE,
      unique_token: token,
      old_pass: 'hunter22',
      new_pass: 'hunter33',
    });
    await post(base, 'api-user-wallet-balance', { ...ENVELOPE, unique_token: player.token });
    await proxy.close();

    const har = readHar(harFile);
    expect(har.log).toMatchObject({ version: '1.2', creator: { name: 'Panna recording proxy' } });
    const text = readFileSync(harFile, 'utf8');
    for (const secret of ['hunter22', 'hunter33', '4321', token, player.token])
      expect(text).not.toContain(secret);
    const [check, registration, change, balance] = har.log.entries;
    expect(check!.request).toMatchObject({
      method: 'POST',
      url: `${urlOf(upstream)}/api-check-mobile`,
    });
    expect(JSON.parse(check!.response.content.text!)).toMatchObject({ status: 'true', otp: 0 });
    expect(JSON.parse(registration!.request.postData!.text)).toMatchObject({
      password: MASK,
      security_pin: MASK,
      mobile: '9000000077',
    });
    expect(JSON.parse(registration!.response.content.text!)).toMatchObject({
      unique_token: 'x'.repeat(30),
      msg: 'You are successfully register.',
    });
    expect(JSON.parse(change!.request.postData!.text)).toMatchObject({
      unique_token: 'x'.repeat(30),
      old_pass: MASK,
      new_pass: MASK,
    });
    expect(balance!.response).toMatchObject({
      status: 200,
      content: { mimeType: 'text/html; charset=UTF-8' },
    });
    expect(balance!.startedDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  test('continues a HAR file already there, and refuses to overwrite any other file', async ({
    newApp,
    upstream,
    harFile,
  }) => {
    for (const round of [1, 2]) {
      const proxy = await newApp({ upstream: urlOf(upstream), recordTo: harFile });
      await proxy.listen({ host: '127.0.0.1', port: 0 });
      await post(urlOf(proxy), 'api-get-social-data', ENVELOPE);
      await proxy.close();
      expect(readHar(harFile).log.entries).toHaveLength(round);
    }
    writeFileSync(harFile, 'my notes');
    await expect(newApp({ upstream: urlOf(upstream), recordTo: harFile })).rejects.toThrow(
      /not a HAR file/,
    );
    expect(readFileSync(harFile, 'utf8')).toBe('my notes');
  });
});

describe('configuration', () => {
  test('PROVIDER_UPSTREAM is an http(s) URL; PROVIDER_RECORD needs it', ({ folder }) => {
    const file = join(folder(), 'x.har');
    expect(readConfig({ PROVIDER_UPSTREAM: 'https://provider.example/api/' })).toMatchObject({
      upstream: 'https://provider.example/api',
      record: undefined,
    });
    expect(() => readConfig({ PROVIDER_UPSTREAM: 'provider.example' })).toThrow(/http\(s\) URL/);
    expect(() => readConfig({ PROVIDER_UPSTREAM: 'ftp://provider.example' })).toThrow(
      /http\(s\) URL/,
    );
    expect(() => readConfig({ PROVIDER_RECORD: file })).toThrow(/needs PROVIDER_UPSTREAM/);
    expect(
      readConfig({ PROVIDER_UPSTREAM: 'http://127.0.0.1:1', PROVIDER_RECORD: file }).record,
    ).toBe(file);
    expect(existsSync(file)).toBe(false);
  });
});
