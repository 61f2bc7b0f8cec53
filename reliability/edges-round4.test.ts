/**
 * The edges of issue 40's fourth round (items 7 to 9), with variants the unit tests beside the code
 * do not use: instants and dates drawn at random against a calendar computed apart from the
 * simulator's, speeds and advances at both ends of the clock's range, TLS files of other kinds,
 * the restart of sandboxes closed for the open-sandbox limit, and the log of the other lost-answer
 * kinds, the fast lane's paths and a server stopping. In-process apps; under RELIABILITY_FULL=1
 * more draws, and the TLS files also given to a started server.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CLOCK_RANGE,
  MAX_SPEED,
  MAX_TLS_FILE_BYTES,
  readTlsFiles,
} from '@panna/mock-provider/rules';
import { SERVER_NODE_ARGS } from '@panna/mock-provider/server-entry';
import {
  ENVELOPE,
  addMarket,
  addPlayer,
  testApp,
  type TestApp,
} from '@panna/mock-provider/testing';
import { FULL, SEED, scaled } from './support/mode';
import { tally } from './support/tally';

const folders: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'panna-round4-'));
  folders.push(dir);
  return dir;
};
const apps: TestApp[] = [];
const app = async (options: Parameters<typeof testApp>[0] = {}) => {
  const made = await testApp(options);
  apps.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(apps.splice(0).map((made) => made.close()));
});
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'DELETE';
const control = async (made: TestApp, method: Method, url: string, payload?: object) => {
  const response = await made.inject({ method, url: `/__sim${url}`, ...(payload && { payload }) });
  return { code: response.statusCode, body: response.json() as Record<string, unknown> };
};
const clockOf = async (made: TestApp, prefix = '') =>
  (await made.inject({ method: 'GET', url: `${prefix}/__sim/clock` })).json() as {
    now: string;
    frozen: boolean;
    speed: number;
  };
const iso = (ms: number) => new Date(ms).toISOString();
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Days in a month, from the machine's calendar (Date), apart from the simulator's own rule. */
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const isRealDate = (year: number, month: number, day: number) =>
  month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);

describe('instants and dates drawn at random', () => {
  const parts = fc.record({
    year: fc.constantFrom(1999, 2000, 2023, 2024, 2100, 2101),
    month: fc.integer({ min: 0, max: 13 }),
    day: fc.integer({ min: 0, max: 32 }),
    hour: fc.integer({ min: 0, max: 25 }),
    minute: fc.integer({ min: 0, max: 61 }),
    second: fc.integer({ min: 0, max: 61 }),
    sign: fc.constantFrom('+', '-'),
    offsetHours: fc.integer({ min: 0, max: 15 }),
    offsetMinutes: fc.constantFrom(0, 30, 45, 59, 60),
  });

  it('are taken exactly when the calendar, the clock face and the zones have them', async ({
    task,
  }) => {
    const counts = tally(task);
    const made = await app();
    await fc.assert(
      fc.asyncProperty(parts, async (p) => {
        const text = `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${p.sign}${pad(p.offsetHours)}:${pad(p.offsetMinutes)}`;
        const offset = (p.offsetHours * 60 + p.offsetMinutes) * (p.sign === '-' ? -1 : 1);
        const real =
          isRealDate(p.year, p.month, p.day) &&
          p.hour <= 23 &&
          p.minute <= 59 &&
          p.second <= 59 &&
          p.offsetMinutes <= 59 &&
          Math.abs(offset) <= 14 * 60;
        const at =
          Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - offset * 60_000;
        const taken = real && at >= CLOCK_RANGE.min && at <= CLOCK_RANGE.max;
        const set = await control(made, 'POST', '/clock', { set: text, freeze: true });
        const since = await control(made, 'GET', `/journal?since=${encodeURIComponent(text)}`);
        counts.inputs += 2;
        counts.checks += 3;
        expect(set.code, text).toBe(taken ? 200 : 400);
        expect(since.code, text).toBe(taken ? 200 : 400);
        if (taken) expect(set.body.now, text).toBe(iso(at));
        else expect(String(set.body.msg), text).toContain(text);
      }),
      { numRuns: scaled(200, 5000), ...(SEED !== undefined && { seed: SEED }) },
    );
  });

  it('are dates exactly when the calendar has them, on every verb that takes one', async ({
    task,
  }) => {
    const counts = tally(task);
    const made = await app();
    const market = addMarket(made.worlds.get(), { kind: 'gali', open: '11:00 PM' });
    const dates = fc.record({
      year: fc.constantFrom(1900, 2000, 2023, 2024, 2100),
      month: fc.integer({ min: 0, max: 13 }),
      day: fc.integer({ min: 0, max: 32 }),
    });
    await fc.assert(
      fc.asyncProperty(dates, async ({ year, month, day }) => {
        const date = `${year}-${pad(month)}-${pad(day)}`;
        const code = isRealDate(year, month, day) ? 200 : 400;
        const answers = [
          await control(made, 'GET', `/results?from=${date}`),
          await control(made, 'GET', `/results?to=${date}`),
          await control(made, 'GET', `/owed?date=${date}`),
          await control(made, 'POST', `/markets/${market}/holidays`, { date }),
        ];
        counts.inputs += answers.length;
        for (const answer of answers) {
          counts.checks += 1;
          expect(answer.code, date).toBe(code);
          if (code === 400) expect(String(answer.body.msg), date).toContain(date);
        }
      }),
      { numRuns: scaled(100, 3000), ...(SEED !== undefined && { seed: SEED }) },
    );
  });
});

describe('the ends of the clock range', () => {
  it('stops clocks running at any speed at the end, and never past it', async ({ task }) => {
    const counts = tally(task);
    const made = await app();
    for (const speed of [2, 1000, 99_999.5, MAX_SPEED]) {
      for (const before of [1, 999, 60_000]) {
        const start = CLOCK_RANGE.max - before;
        const set = await control(made, 'POST', '/clock', {
          set: iso(start),
          freeze: false,
          speed,
        });
        expect(set.code).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 25));
        const read = await clockOf(made);
        const now = Date.parse(read.now);
        counts.inputs += 1;
        counts.checks += 3;
        expect(now).toBeLessThanOrEqual(CLOCK_RANGE.max);
        // 25 ms at this speed is past the end: stopped there, frozen.
        if (25 * speed > before)
          expect(read).toMatchObject({ now: iso(CLOCK_RANGE.max), frozen: true });
        expect(read.frozen).toBe(now === CLOCK_RANGE.max);
      }
    }
  });

  it('moves to each end exactly and refuses a millisecond past it, changing nothing', async ({
    task,
  }) => {
    const counts = tally(task);
    const made = await app();
    const cases: [string, number, number | undefined][] = [
      // From, advance by, lands on (undefined: refused).
      [iso(CLOCK_RANGE.max - 1000), 1000, CLOCK_RANGE.max],
      [iso(CLOCK_RANGE.max - 1000), 1001, undefined],
      [iso(CLOCK_RANGE.max), 0, CLOCK_RANGE.max],
      [iso(CLOCK_RANGE.max), -1, CLOCK_RANGE.max - 1],
      [iso(CLOCK_RANGE.min + 10), -10, CLOCK_RANGE.min],
      [iso(CLOCK_RANGE.min + 10), -11, undefined],
      [iso(CLOCK_RANGE.min), -0.4, CLOCK_RANGE.min],
      [iso(CLOCK_RANGE.min), -1, undefined],
      [iso(CLOCK_RANGE.min), 3.2e12, undefined],
      // The range's ends written in India time, and a minute's zone past them.
      ['2101-01-01T05:29:59.999+05:30', 0, CLOCK_RANGE.max],
      ['2000-01-01T05:30:00+05:30', 0, CLOCK_RANGE.min],
      ['2100-12-31T23:59:59.999-00:01', 0, undefined],
      ['2000-01-01T00:00:00+00:01', 0, undefined],
    ];
    for (const [from, advance, lands] of cases) {
      await control(made, 'POST', '/clock', { set: '2050-06-15T12:00:00Z', freeze: true });
      const answer = await control(made, 'POST', '/clock', { set: from, advance, freeze: true });
      counts.inputs += 1;
      counts.checks += 2;
      const where = `${from} ${advance}`;
      if (lands === undefined) {
        expect(answer.code, where).toBe(400);
        expect((await clockOf(made)).now, where).toBe('2050-06-15T12:00:00.000Z');
      } else {
        expect(answer.code, where).toBe(200);
        expect(answer.body.now, where).toBe(iso(lands));
      }
    }
  });
});

describe('TLS files of other kinds', () => {
  let dir: string;
  const at = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

  beforeAll(() => {
    dir = scratch();
    openssl(
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'rsa.key'],
      ...['-out', 'rsa.crt', '-days', '30', '-subj', '/CN=rsa'],
    );
    openssl('genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', 'ec.key');
    openssl('pkey', '-in', 'rsa.key', '-pubout', '-out', 'rsa.pub');
    const pem = readFileSync(at('rsa.crt'), 'utf8').split('\n');
    writeFileSync(at('half.crt'), [...pem.slice(0, pem.length / 2), pem.at(-2)].join('\n'));
    writeFileSync(at('crlf.crt'), readFileSync(at('rsa.crt'), 'utf8').replaceAll('\n', '\r\n'));
    copyFileSync(at('rsa.key'), at('ключ с пробелом.key'));
    execFileSync('mkfifo', [at('pipe')]);
    symlinkSync(at('pipe'), at('link-to-pipe.crt'));
    symlinkSync(at('loop-b'), at('loop-a'));
    symlinkSync(at('loop-a'), at('loop-b'));
    writeFileSync(at('sparse.key'), '');
    truncateSync(at('sparse.key'), 4 * MAX_TLS_FILE_BYTES);
  });

  /** What the start says of these files: the one line it stops with, or 'taken'. */
  const verdict = (cert: string, key: string) => {
    try {
      readTlsFiles({
        cert: cert.startsWith('/') ? cert : at(cert),
        key: key.startsWith('/') ? key : at(key),
      });
      return 'taken';
    } catch (error) {
      return (error as Error).message.replaceAll(dir, 'DIR');
    }
  };

  const CASES = [
    [
      'half.crt',
      'rsa.key',
      /^PROVIDER_TLS_CERT=DIR\/half\.crt is not a PEM certificate: OpenSSL cannot read it/,
    ],
    ['rsa.crt', 'rsa.pub', /^PROVIDER_TLS_KEY=DIR\/rsa\.pub is not a PEM private key \(no/],
    ['rsa.crt', 'ec.key', /^PROVIDER_TLS_KEY=DIR\/ec\.key: the key does not match the certificate/],
    [
      'link-to-pipe.crt',
      'rsa.key',
      /^PROVIDER_TLS_CERT=DIR\/link-to-pipe\.crt is not a regular file \(a FIFO\)$/,
    ],
    [
      'loop-a',
      'rsa.key',
      /^PROVIDER_TLS_CERT=DIR\/loop-a cannot be read: too many symbolic links$/,
    ],
    ['rsa.crt', '/dev/zero', /^PROVIDER_TLS_KEY=\/dev\/zero is not a regular file \(a device\)$/],
    ['/dev/null', 'rsa.key', /^PROVIDER_TLS_CERT=\/dev\/null is not a regular file \(a device\)$/],
    ['rsa.crt', 'sparse.key', /^PROVIDER_TLS_KEY=DIR\/sparse\.key is too large/],
    ['rsa.crt', '/', /^PROVIDER_TLS_KEY=\/ is not a regular file \(a directory\)$/],
    ['crlf.crt', 'rsa.key', /^taken$/],
    ['rsa.crt', 'ключ с пробелом.key', /^taken$/],
  ] as const;

  it.for(CASES)('%s with %s: %s', ([cert, key, line], { task }) => {
    const counts = tally(task);
    counts.inputs += 1;
    counts.checks += 1;
    expect(verdict(cert, key)).toMatch(line);
  });

  /** A started server given them: one line on stderr, exit code 1, at once. */
  it.runIf(FULL).for(CASES.filter(([, , line]) => !line.test('taken')))(
    'stops a started server given %s with %s in one line',
    { timeout: 60_000 },
    async ([cert, key, line], { task }) => {
      const child = spawn(process.execPath, SERVER_NODE_ARGS, {
        env: {
          ...process.env,
          PROVIDER_PORT: '0',
          PROVIDER_DB: ':memory:',
          PROVIDER_TLS_CERT: cert.startsWith('/') ? cert : at(cert),
          PROVIDER_TLS_KEY: key.startsWith('/') ? key : at(key),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => {
        const patience = setTimeout(() => child.kill('SIGKILL'), 30_000);
        child.on('exit', (exit) => {
          clearTimeout(patience);
          resolve(exit);
        });
      });
      tally(task).checks += 2;
      expect(code).toBe(1);
      expect(stderr.replaceAll(dir, 'DIR').trimEnd().split('\n')).toEqual([
        expect.stringMatching(line),
      ]);
    },
  );
});

describe('a restart after sandboxes closed for the open-sandbox limit', () => {
  it('brings back each closed sandbox clock as it was kept, twice over', async ({ task }) => {
    const counts = tally(task);
    const dbPath = join(scratch(), 'provider.db');
    const first = await app({ dbPath, sandboxLimit: 1 });
    const post = (made: TestApp, prefix: string, body: object) =>
      made.inject({ method: 'POST', url: `${prefix}/__sim/clock`, payload: body });
    await post(first, '/s/frozen', { set: '2024-03-15T16:20:00+05:30', freeze: true });
    // Each sandbox made closes the one before (one open at most).
    await post(first, '/s/fast', { set: '2024-03-15T09:00:00+05:30', freeze: false, speed: 7 });
    await post(first, '/s/stopped', { set: '2100-12-31T23:59:59.990Z', speed: MAX_SPEED });
    await post(first, '/s/last', { freeze: true });
    expect(first.worlds.find('frozen')?.isOpen).toBe(false);
    await first.close();

    for (const round of [1, 2]) {
      const next = await app({ dbPath, sandboxLimit: 1 });
      const frozen = await clockOf(next, '/s/frozen');
      const fast = await clockOf(next, '/s/fast');
      const stopped = await clockOf(next, '/s/stopped');
      counts.checks += 3;
      expect(frozen, `round ${round}`).toEqual({
        status: true,
        now: '2024-03-15T10:50:00.000Z',
        frozen: true,
        speed: 1,
      });
      expect(fast).toMatchObject({ frozen: false, speed: 7 });
      expect(Date.parse(fast.now)).toBeGreaterThan(Date.parse('2024-03-15T09:00:00+05:30'));
      expect(stopped).toMatchObject({ now: iso(CLOCK_RANGE.max), frozen: true });
      await next.close();
    }
  });
});

describe('the log of the other lost answers', () => {
  /** An app logging into `lines`, listening, with a player and a friend. */
  async function loggingApp() {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as { level: number; msg: string });
        done();
      },
    });
    const made = await app({ logger: { level: 'debug', stream } });
    made.worlds.get().clock.freeze(true);
    const world = made.worlds.get();
    const player = addPlayer(world, { wallet: 5000 });
    const friend = addPlayer(world);
    await made.listen({ host: '127.0.0.1', port: 0 });
    const { port } = made.server.address() as { port: number };
    return { made, lines, player, friend, port };
  }

  /** A raw call, given up after `patienceMs` (or after the first bytes, `afterFirst`). */
  const send = (port: number, path: string, body: object, patienceMs: number, afterFirst = false) =>
    new Promise<number>((resolve) => {
      const json = JSON.stringify({ ...ENVELOPE, ...body });
      const socket = connect(port, '127.0.0.1');
      let bytes = 0;
      const done = () => {
        clearTimeout(patience);
        socket.destroy();
        resolve(bytes);
      };
      const patience = setTimeout(done, patienceMs);
      socket.on('data', (chunk) => {
        bytes += chunk.length;
        if (afterFirst) done();
      });
      socket.on('close', done);
      socket.on('error', done);
      socket.write(
        `POST /${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
      );
    });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

  it('has no error for the dashboard, a player-only fault, a slow answer left early', async ({
    task,
  }) => {
    const counts = tally(task);
    const { made, lines, player, friend, port } = await loggingApp();
    const fault = async (body: object) => {
      await made.inject({ method: 'DELETE', url: '/__sim/faults' });
      expect(
        (await made.inject({ method: 'POST', url: '/__sim/faults', payload: body })).statusCode,
      ).toBe(200);
    };
    const dashboard = { unique_token: player.token };
    const transfer = {
      unique_token: player.token,
      amount: '5',
      mobile_no: friend.mobile,
      transfer_note: '',
    };
    const variants: [object, string, object, number, boolean][] = [
      [
        { kind: 'drop_after', path: 'api-get-dashboard-data' },
        'api-get-dashboard-data',
        dashboard,
        1500,
        false,
      ],
      [
        { kind: 'hang_after', path: 'api-get-dashboard-data' },
        'api-get-dashboard-data',
        dashboard,
        150,
        false,
      ],
      [
        { kind: 'drop_after', player: player.mobile, probability: 1 },
        'api-user-transfer-wallet-balance',
        transfer,
        1500,
        false,
      ],
      [
        { kind: 'cut_answer', player: player.mobile },
        'api-get-dashboard-data',
        dashboard,
        1500,
        false,
      ],
      [
        { kind: 'slow_answer', latency_ms: 1500 },
        'api-user-transfer-wallet-balance',
        transfer,
        1500,
        true,
      ],
      [{ kind: 'latency', latency_ms: [300, 400] }, 'api-get-dashboard-data', dashboard, 50, false],
    ];
    for (const [body, path, call, patienceMs, afterFirst] of variants) {
      await fault(body);
      const from = lines.length;
      await send(port, path, call, patienceMs, afterFirst);
      await settle();
      const written = lines.slice(from);
      counts.inputs += 1;
      counts.checks += 2;
      expect(
        written.filter((line) => line.level >= 50),
        JSON.stringify(body),
      ).toEqual([]);
      expect(
        written.filter((line) => line.level >= 30).length,
        JSON.stringify(body),
      ).toBeLessThanOrEqual(1);
    }
  });

  it('has no error when the server stops with answers held', async ({ task }) => {
    const { made, lines, player, port } = await loggingApp();
    await made.inject({ method: 'POST', url: '/__sim/faults', payload: { kind: 'hang_after' } });
    const held = [1, 2, 3].map(() =>
      send(port, 'api-get-dashboard-data', { unique_token: player.token }, 5000),
    );
    await expect.poll(() => made.worlds.get().busy).toBe(3);
    await made.close();
    await Promise.all(held);
    await settle();
    tally(task).checks += 1;
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
