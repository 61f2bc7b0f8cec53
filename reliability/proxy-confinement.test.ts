/**
 * The recording proxy (PROVIDER_UPSTREAM) as a hostile caller would use it. No spelling of a path
 * (dot segments and separators in any encoding, double encoding, `;` parameters, overlong UTF-8,
 * a query or fragment, a registry path or a sandbox prefix in front) reaches the upstream's
 * control plane or any path outside its base, whether the upstream guards its control plane with
 * a CONTROL_TOKEN (and the caller sends it) or not. An answer past the proxy's limit (a huge JSON,
 * declared or not, and an endless chunked stream) is refused with the proxy's memory bounded, and
 * the proxy answers the next call; a request body past the body limit is never forwarded.
 */
import fc from 'fast-check';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FORWARDED_MSG, UPSTREAM_ANSWER_LIMIT } from '@panna/mock-provider/rules';
import { addPlayer, ENVELOPE, testApp, type TestApp } from '@panna/mock-provider/testing';
import { assertCollecting, scaled } from './support/mode';
import { tally } from './support/tally';

/** Each property stops trying new cases after this long (the test timeout is 60 s). */
const TIME_LIMIT_MS = scaled(4_000, 40_000);
const TOKEN = 'proxy-fuzz-control-token';
const MOBILE = '9123456780';
const MIB = 1024 * 1024;

interface Answer {
  status: number;
  json: Record<string, unknown>;
}

/** One POST whose path goes out exactly as written (fetch would resolve its dot segments). */
function rawPost(
  base: string,
  path: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: hostname,
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let json: Record<string, unknown>;
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            json = { text: text.slice(0, 200) };
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

const baseOf = (server: Server): string =>
  `http://127.0.0.1:${(server.address() as { port: number }).port}`;

describe('the recording proxy’s paths', () => {
  interface Upstream {
    app: TestApp;
    /** Every request path that reached it, as sent. */
    arrived: string[];
    /** Requests its router sent to its control plane. */
    controlCalls: number;
  }
  interface Proxy {
    app: TestApp;
    base: string;
    upstream: Upstream;
  }
  const upstreams: Upstream[] = [];
  const proxies: Proxy[] = [];

  /** A simulator with a rich player in its default world and in its sandbox alice. */
  async function startUpstream(controlToken: string | undefined): Promise<Upstream> {
    const app = await testApp({ controlToken });
    const upstream: Upstream = { app, arrived: [], controlCalls: 0 };
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.routeOptions.url?.startsWith('/__sim')) upstream.controlCalls += 1;
      done();
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    app.server.prependListener('request', (request: { url?: string }) =>
      upstream.arrived.push(request.url ?? ''),
    );
    for (const world of [app.worlds.get(), app.worlds.get('alice')])
      addPlayer(world, { mobile: MOBILE, wallet: 500 });
    upstreams.push(upstream);
    return upstream;
  }

  /** Each world's players and balances, as one text. */
  const balances = () =>
    JSON.stringify(
      upstreams.map(({ app }) =>
        [app.worlds.get(), app.worlds.get('alice')].map((world) =>
          world.db.prepare('SELECT mobile, wallet FROM users ORDER BY id').all(),
        ),
      ),
    );

  beforeAll(async () => {
    for (const controlToken of [TOKEN, undefined]) {
      const upstream = await startUpstream(controlToken);
      // In front of the upstream's default world, and of its sandbox alice.
      for (const path of ['', '/s/alice']) {
        const app = await testApp({ upstream: `${baseOf(upstream.app.server)}${path}` });
        await app.listen({ host: '127.0.0.1', port: 0 });
        proxies.push({ app, base: baseOf(app.server), upstream });
      }
    }
  });
  afterAll(async () => {
    await Promise.all([...proxies, ...upstreams].map(({ app }) => app.close()));
  });

  /** A path that arrived upstream as a provider path right under a proxy's base, or why not. */
  function strayArrival(path: string): string | undefined {
    const match = /^(?:\/s\/alice)?\/([A-Za-z0-9_-]+)(?:\?[^#]*)?$/.exec(path);
    if (!match) return `outside the base: ${path}`;
    if (['__sim', 'docs', 's'].includes(match[1]!.toLowerCase()))
      return `the simulator’s own: ${path}`;
    return undefined;
  }

  // Spellings of "up one level", of a separator and of the control plane's name.
  const dots = fc.constantFrom(
    '..',
    '.',
    '...',
    '%2e%2e',
    '%2E%2E',
    '.%2e',
    '%2E.',
    '%252e%252e',
    '%25%32%65%25%32%65',
    '%c0%ae%c0%ae',
    '%e0%80%ae%e0%80%ae',
    '%ef%bc%8e%ef%bc%8e',
    '..;',
    '..%3B',
    '..%00',
    '%2e%2e%ff',
  );
  const separator = fc.constantFrom(
    '/',
    '//',
    '%2f',
    '%2F',
    '\\',
    '%5c',
    '%5C',
    '%252f',
    '%255C',
    ';/',
    '/;x=1/',
    '/./',
    '%c0%af',
    '%e2%88%95',
  );
  const control = fc.constantFrom(
    '__sim',
    '__SIM',
    '__Sim',
    '%5f%5fsim',
    '%5F_sim',
    '_%5Fsim',
    '%255f%255fsim',
    '__sim;x=1',
    '__%73im',
    'docs',
  );
  const verb = fc.constantFrom(
    `players/${MOBILE}/credit`,
    'reset',
    'clock',
    'players',
    'faults',
    `s/alice/__sim/players/${MOBILE}/credit`,
  );
  const prefix = fc.constantFrom(
    '',
    '/s/bob',
    '/s/x',
    '/S/bob',
    '/%73/bob',
    '/api-submit-bid',
    '/api-get-dashboard-data',
    '/api-not-in-the-protocol',
    '/s/bob/api-submit-bid',
  );
  const tail = fc.constantFrom(
    '',
    '/',
    '?',
    '?next=../../__sim/reset',
    '#/../../__sim/reset',
    ';',
    '?%2e%2e%2f%2e%2e%2f__sim',
    '/..',
    '%23/../__sim',
  );
  /** "Up n levels, then the control plane, then a verb", each part in some spelling. */
  const climbing = fc
    .record({
      prefix,
      ups: fc.array(fc.tuple(dots, separator), { minLength: 0, maxLength: 5 }),
      first: separator,
      control,
      between: separator,
      verb,
      tail,
    })
    .map(
      (p) =>
        `${p.prefix}${p.first}${p.ups.map(([up, sep]) => `${up}${sep}`).join('')}${p.control}${p.between}${p.verb}${p.tail}`,
    )
    .map((path) => (path.startsWith('/') ? path : `/${path}`));
  /** Any mix of the same pieces, and a provider path's. */
  const soup = fc
    .array(
      fc.oneof(
        dots,
        separator,
        control,
        verb,
        tail,
        fc.constantFrom('api-x', 'api-submit-bid', 's', 'alice', 'credit'),
      ),
      { minLength: 1, maxLength: 12 },
    )
    .map((parts) => `/${parts.join('')}`);

  it('no spelling reaches the upstream’s control plane or leaves its base', async ({ task }) => {
    const failures: string[] = [];
    const counts = tally(task);
    const before = balances();
    let refused = 0;
    await assertCollecting(
      fc.asyncProperty(
        fc.oneof(climbing, soup),
        fc.constantFrom(...proxies.keys()),
        fc.boolean(),
        async (path, which, withToken) => {
          const proxy = proxies[which]!;
          const seen = proxy.upstream.arrived.length;
          const answer = await rawPost(
            proxy.base,
            path,
            '{"amount":777777,"mobile":"9000000001","name":"Intruder"}',
            withToken ? { authorization: `Bearer ${TOKEN}` } : {},
          );
          counts.inputs += 1;
          counts.checks += 3;
          if (answer.json.msg === NOT_FORWARDED_MSG) refused += 1;
          const problem =
            proxy.upstream.arrived.slice(seen).map(strayArrival).find(Boolean) ??
            (answer.status >= 500 && answer.status !== 502
              ? `answered ${answer.status}: ${JSON.stringify(answer.json)}`
              : undefined);
          if (problem) failures.push(`${problem} (sent ${path} to proxy ${which})`);
          return problem === undefined;
        },
      ),
      failures,
      { numRuns: scaled(400, 8_000), timeLimitMs: TIME_LIMIT_MS },
    );
    expect(upstreams.map((upstream) => upstream.controlCalls)).toEqual([0, 0]);
    expect(balances()).toBe(before);
    // Most spellings are refused by the proxy itself, in its envelope.
    expect(refused).toBeGreaterThan(0);
    // The counter sees a control call that does reach the upstream.
    const direct = await rawPost(baseOf(upstreams[1]!.app.server), '/__sim/faults', '{}');
    expect(direct.status).toBeLessThan(500);
    expect(upstreams[1]!.controlCalls).toBe(1);
  });
});

describe('what the recording proxy holds', () => {
  /** The bytes of a huge JSON answer, as the upstream streams it (never held whole). */
  const HUGE = 600 * MIB;
  const CHUNK = Buffer.alloc(64 * 1024, 'x');
  const HEAD = '{"status":true,"msg":"';
  let fake: Server;
  let proxy: TestApp;
  let proxyBase: string;
  let folder: string;
  /** Bytes the upstream wrote, per call: the proxy stops reading past its limit. */
  const written: number[] = [];

  /** Writes `total` bytes (Infinity: until the caller goes), as the socket takes them. */
  function stream(response: import('node:http').ServerResponse, total: number): void {
    let sent = 0;
    const slot = written.push(0) - 1;
    const more = () => {
      while (!response.destroyed && sent < total) {
        const piece = total - sent < CHUNK.length ? CHUNK.subarray(0, total - sent) : CHUNK;
        sent += piece.length;
        written[slot] = sent;
        if (!response.write(piece)) return;
      }
      if (sent >= total && !response.destroyed) response.end('"}');
    };
    response.on('drain', more);
    response.write(HEAD);
    more();
  }

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'panna-proxy-'));
    fake = createServer((request, response) => {
      request.resume();
      response.setHeader('content-type', 'application/json');
      if (request.url === '/base/api-huge-json') stream(response, HUGE);
      else if (request.url === '/base/api-huge-declared') {
        response.setHeader('content-length', HEAD.length + HUGE + 2);
        stream(response, HUGE);
      } else if (request.url === '/base/api-endless') stream(response, Infinity);
      else response.end('{"status":true,"msg":"Success"}');
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    proxy = await testApp({
      upstream: `${baseOf(fake)}/base`,
      recordTo: join(folder, 'big.har'),
    });
    await proxy.listen({ host: '127.0.0.1', port: 0 });
    proxyBase = baseOf(proxy.server);
  });
  afterAll(async () => {
    await proxy.close();
    fake.closeAllConnections();
    await new Promise((resolve) => fake.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  it('refuses a huge or endless answer with memory bounded, and answers the next call', async ({
    task,
  }) => {
    const counts = tally(task);
    const rounds = scaled(2, 8);
    const together = scaled(3, 6);
    const shapes = ['api-huge-json', 'api-huge-declared', 'api-endless'];
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const started = Date.now();
    try {
      for (let round = 0; round < rounds; round += 1) {
        const answers = await Promise.all(
          Array.from({ length: together }, (_, i) =>
            rawPost(proxyBase, `/${shapes[(round + i) % shapes.length]}`, JSON.stringify(ENVELOPE)),
          ),
        );
        counts.inputs += together;
        counts.concurrent += together;
        for (const answer of answers) {
          counts.checks += 1;
          expect(answer.status).toBe(502);
          expect(answer.json.msg).toMatch(/larger than 16 MiB, the most the proxy reads/);
        }
      }
    } finally {
      clearInterval(sampler);
    }
    const growth = peak - baseline;
    const offered = rounds * together * HUGE;
    console.log(
      `proxy: ${rounds * together} answers past the limit (${together} at once) in ${Date.now() - started} ms; ` +
        `RSS peak +${Math.round(growth / MIB)} MiB; the upstream wrote at most ${Math.round(Math.max(...written) / MIB)} MiB for one call`,
    );
    // Per call in flight, the limit (and its copy) at most; far below one answer's size.
    expect(growth).toBeLessThan(together * 3 * UPSTREAM_ANSWER_LIMIT + 64 * MIB);
    expect(growth).toBeLessThan(offered / 4);
    // Reading stopped near the limit (what sockets buffer on the way aside).
    for (const bytes of written) expect(bytes).toBeLessThan(UPSTREAM_ANSWER_LIMIT + 16 * MIB);
    const next = await rawPost(proxyBase, '/api-small', JSON.stringify(ENVELOPE));
    expect(next).toEqual({ status: 200, json: { status: true, msg: 'Success' } });
    // The HAR has each refused answer with its reason and without its body.
    await proxy.close();
    const entries = (
      JSON.parse(readFileSync(join(folder, 'big.har'), 'utf8')) as {
        log: { entries: { response: { status: number; _error?: string; bodySize: number } }[] };
      }
    ).log.entries;
    expect(entries).toHaveLength(rounds * together + 1);
    for (const { response } of entries.slice(0, -1))
      expect(response).toMatchObject({
        status: 200,
        bodySize: -1,
        _error: expect.stringContaining('16 MiB'),
      });
  });

  it('never forwards a request body past the body limit, however it is sent', async () => {
    const upstream = await testApp();
    await upstream.listen({ host: '127.0.0.1', port: 0 });
    const arrived: string[] = [];
    upstream.server.prependListener('request', (request: { url?: string }) =>
      arrived.push(request.url ?? ''),
    );
    const front = await testApp({ upstream: baseOf(upstream.server) });
    await front.listen({ host: '127.0.0.1', port: 0 });
    try {
      const big = (size: number) => JSON.stringify({ ...ENVELOPE, filler: 'x'.repeat(size) });
      const answers = [
        await rawPost(baseOf(front.server), '/api-get-social-data', big(300 * 1024)),
        await rawPost(baseOf(front.server), '/api-get-social-data', big(4 * MIB)),
        // No length said: the limit counts what streams in.
        await rawPost(baseOf(front.server), '/api-not-in-the-protocol', big(1 * MIB), {
          'transfer-encoding': 'chunked',
        }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(413);
        expect(answer.json.status).toBe(false);
      }
      expect(arrived).toEqual([]);
    } finally {
      await front.close();
      await upstream.close();
    }
  });
});
