/**
 * Sandboxes over their whole life, on file-backed providers in processes of their own, driven as
 * a careless QA script or an attacker would: no path opens a sandbox past SANDBOX_LIMIT; no more
 * than SANDBOX_MAX exist; idle ones go after SANDBOX_TTL_HOURS of real time with every file they
 * had; a deleted one answers its calls in flight that it was deleted and never comes back in
 * passing; "default" is no sandbox's name; and under `ulimit -n 160`, 200 clients cannot take the
 * files the default world needs, nor get a 500.
 */
import { createControlClient } from '@panna/mock-provider/control-client';
import { OUT_OF_FILES_MSG, WORLD_MESSAGES, fileBudget } from '@panna/mock-provider/rules';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from './support/mode';
import { startProvider, type ProviderProcess } from './support/provider-process';
import { LOAD_BID_DATE, LOAD_CLOCK, controlOf } from './support/load-world';
import { tally } from './support/tally';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENVELOPE = { env_type: 'Prod', app_key: 'panna-dev-key-local' };
const DEMO = { mobile: '9876543210', password: 'demo1234' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  code: number;
  body: Record<string, unknown>;
}

/** One HTTP call over `agent` (its own connections); `code` 0 when the connection failed. */
function send(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  options: { agent?: Agent; slowBody?: Promise<unknown> } = {},
): Promise<Answer> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = httpRequest(
      `${base}${path}`,
      {
        method,
        agent: options.agent,
        headers:
          text === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', () => resolve({ code: 0, body: {} }));
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString();
          let parsed: Record<string, unknown>;
          try {
            parsed = JSON.parse(raw) as Record<string, unknown>;
          } catch {
            parsed = { notJson: raw.slice(0, 300) };
          }
          resolve({ code: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', (error) => resolve({ code: 0, body: { error: error.message } }));
    if (text === undefined) req.end();
    else if (!options.slowBody) req.end(text);
    else {
      // Headers and half the body now (the call has arrived), the rest when told.
      const half = Math.floor(text.length / 2);
      req.write(text.slice(0, half));
      void options.slowBody.then(() => req.end(text.slice(half)));
    }
  });
}

/** The sandboxes a provider lists. */
async function sandboxes(base: string) {
  const answer = await send(base, 'GET', '/__sim/sandboxes');
  return answer.body as {
    limit: number;
    max: number;
    sandboxes: { name: string; open: boolean; busy: number; expires_at: string | null }[];
  };
}

/** The sandbox database files the process holds open now (from /proc). */
function openSandboxFiles(provider: ProviderProcess): string[] {
  const fds = `/proc/${provider.child.pid}/fd`;
  const held = new Set<string>();
  for (const fd of readdirSync(fds)) {
    try {
      const target = readlinkSync(join(fds, fd));
      if (/\/sandboxes\/[^/]+\.db$/.test(target)) held.add(target);
    } catch {
      // closed while being read
    }
  }
  return [...held];
}

/** Runs `work` for each item, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += width)
    results.push(...(await Promise.all(items.slice(at, at + width).map(work))));
  return results;
}

/** Logs the demo player in (in the sandbox of `prefix`) and answers the token. */
async function demoToken(base: string, prefix: string): Promise<string> {
  const login = await send(base, 'POST', `${prefix}/api-user-login`, {
    ...ENVELOPE,
    ...DEMO,
    device_id: 'r',
  });
  expect([true, 'true'], JSON.stringify(login.body)).toContain(login.body.status);
  return String(login.body.unique_token);
}

/** Every answer that is a refusal says why in the protocol's form, and none is a 500. */
function expectNoDefect(answers: Answer[]) {
  for (const answer of answers) {
    expect(answer.code === 500 || answer.code > 503, JSON.stringify(answer)).toBe(false);
    expect(JSON.stringify(answer.body)).not.toMatch(/EMFILE|ENFILE|went wrong/);
    if (answer.code >= 400) expect(answer.body).toEqual({ status: false, msg: expect.any(String) });
  }
}

describe('sandboxes within their bounds', { timeout: 240_000 }, () => {
  const LIMIT = 3;
  const MAX = scaled(40, 150);
  let provider: ProviderProcess;
  const dir = mkdtempSync(join(tmpdir(), 'panna-sandboxes-'));
  const sandboxFiles = () =>
    existsSync(join(dir, 'sandboxes')) ? readdirSync(join(dir, 'sandboxes')) : [];

  beforeAll(async () => {
    provider = await startProvider({
      dbPath: join(dir, 'provider.db'),
      env: { SANDBOX_LIMIT: String(LIMIT), SANDBOX_MAX: String(MAX), SANDBOX_TTL_HOURS: '0' },
    });
  }, 90_000);
  afterAll(async () => {
    await provider?.crash();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens no sandbox past SANDBOX_LIMIT, whatever the call: journaled, faulted, refused', async ({
    task,
  }) => {
    const counts = tally(task);
    const { base } = provider;
    const names = Array.from({ length: 12 }, (_, i) => `lim-${i}`);
    const tokens = new Map<string, string>();
    for (const [i, name] of names.entries()) {
      tokens.set(name, await demoToken(base, `/s/${name}`));
      // Three hold their place with slow calls; some answer by a fault before any check.
      const fault =
        i < LIMIT
          ? { kind: 'latency', latency_ms: 1000 }
          : i % 3 === 0
            ? { kind: 'status_false' }
            : undefined;
      if (fault)
        expect((await send(base, 'POST', `/s/${name}/__sim/faults`, fault)).code).toBe(200);
    }
    let most = 0;
    let mostFiles = 0;
    let watching = true;
    const watch = (async () => {
      while (watching) {
        most = Math.max(most, (await sandboxes(base)).sandboxes.filter((s) => s.open).length);
        mostFiles = Math.max(mostFiles, openSandboxFiles(provider).length);
        counts.checks += 2;
      }
    })();
    const rounds = scaled(2, 10);
    const answers: Answer[] = [];
    for (let round = 0; round < rounds; round++) {
      answers.push(
        ...(await Promise.all(
          names.flatMap((name) => [
            send(base, 'POST', `/s/${name}/api-user-wallet-balance`, {
              ...ENVELOPE,
              unique_token: tokens.get(name),
            }),
            send(base, 'POST', `/s/${name}/api-get-dashboard-data`, {
              ...ENVELOPE,
              unique_token: tokens.get(name),
            }),
            send(base, 'POST', `/s/${name}/api-game-rates`, { ...ENVELOPE, app_key: 'wrong' }),
            send(base, 'POST', `/s/${name}/api-user-wallet-balance`, {
              ...ENVELOPE,
              unique_token: 'not-a-token',
            }),
            send(base, 'GET', `/s/${name}/__sim/journal?limit=5`),
          ]),
        )),
      );
    }
    watching = false;
    await watch;
    expect(most).toBeLessThanOrEqual(LIMIT);
    expect(mostFiles).toBeLessThanOrEqual(LIMIT);
    expectNoDefect(answers);
    const refused = answers.filter((a) => a.code === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(answer.body.msg).toBe(WORLD_MESSAGES.allBusy(LIMIT));
    counts.inputs += answers.length;
    counts.concurrent += answers.length;
    counts.checks += answers.length + 3;
  });

  it('answers calls in flight in a deleted sandbox that it was deleted, and never makes it again for them', async ({
    task,
  }) => {
    const counts = tally(task);
    const { base } = provider;
    const marker = 777;
    const inFlight = 60;
    const token = await demoToken(base, '/s/gone');
    await createControlClient({ baseUrl: `${base}/s/gone` }).call('POST /players/:mobile/credit', {
      mobile: DEMO.mobile,
      amount: marker,
    });
    await send(base, 'POST', '/s/gone/__sim/snapshots', { name: 'kept' });
    await send(base, 'POST', '/s/gone/__sim/faults', { kind: 'latency', latency_ms: 800 });
    // Calls held by the latency, of every kind: read, write, refused, and control calls whose
    // body is still on its way.
    let finishBodies!: () => void;
    const bodies = new Promise<void>((resolve) => (finishBodies = resolve));
    const calls = Array.from({ length: inFlight }, (_, i) => {
      const kind = i % 4;
      if (kind === 0)
        return send(base, 'POST', '/s/gone/api-user-wallet-balance', {
          ...ENVELOPE,
          unique_token: token,
        });
      if (kind === 1) return send(base, 'POST', '/s/gone/api-game-rates', ENVELOPE);
      if (kind === 2)
        return send(base, 'POST', '/s/gone/api-user-transfer-wallet-balance', {
          ...ENVELOPE,
          unique_token: token,
          amount: '10',
          mobile_no: '9876543211',
        });
      return send(base, 'POST', '/s/gone/__sim/clock', { freeze: true }, { slowBody: bodies });
    });
    // A call to a sandbox that does not exist yet, body on its way; it is made and deleted meanwhile.
    const early = send(base, 'POST', '/s/later/api-game-rates', ENVELOPE, { slowBody: bodies });
    while ((await sandboxes(base)).sandboxes.find((s) => s.name === 'gone')!.busy < inFlight)
      await sleep(20);
    expect((await send(base, 'POST', '/s/later/api-game-rates', ENVELOPE)).code).toBe(200);
    expect((await send(base, 'DELETE', '/__sim/sandboxes/later')).code).toBe(200);
    expect((await send(base, 'DELETE', '/__sim/sandboxes/gone')).body).toEqual({
      status: true,
      removed: 'gone',
    });
    finishBodies();
    const answers = await Promise.all([...calls, early]);
    for (const [i, answer] of answers.entries()) {
      const name = i === inFlight ? 'later' : 'gone';
      expect(answer, `call ${i}`).toEqual({
        code: 410,
        body: { status: false, msg: WORLD_MESSAGES.deleted(name) },
      });
    }
    expect((await sandboxes(base)).sandboxes.map((s) => s.name)).not.toContain('gone');
    expect((await sandboxes(base)).sandboxes.map((s) => s.name)).not.toContain('later');
    expect(sandboxFiles().filter((f) => f.startsWith('gone') || f.startsWith('later'))).toEqual([]);
    expect(existsSync(join(dir, 'snapshots', 'gone'))).toBe(false);
    // A later call is a new first call: a fresh sandbox, from the seed (no credit, no snapshot).
    const fresh = await demoToken(base, '/s/gone');
    const balance = await send(base, 'POST', '/s/gone/api-user-wallet-balance', {
      ...ENVELOPE,
      unique_token: fresh,
    });
    expect(JSON.stringify(balance.body)).not.toContain(String(10_000 + marker));
    expect((await send(base, 'GET', '/s/gone/__sim/snapshots')).body.snapshots).toEqual([]);
    counts.concurrent += answers.length;
    counts.checks += answers.length + 6;
  });

  it('answers bids whose shared commit meets the deletion with 410 or their answer, never a defect', async ({
    task,
  }) => {
    const counts = tally(task);
    const { base } = provider;
    const rounds = scaled(6, 20);
    const outcomes = { placed: 0, deleted: 0, arrivedAfter: 0 };
    for (let round = 0; round < rounds; round++) {
      const name = `race-${round}`;
      const token = await demoToken(base, `/s/${name}`);
      const control = controlOf(`${base}/s/${name}`);
      await control.call('POST /clock', { set: LOAD_CLOCK, freeze: true });
      const { market } = await control.call('POST /markets', {
        kind: 'main',
        name: 'RACE',
        open_time: '11:30 PM',
        close_time: '11:45 PM',
      });
      const bid = (digit: number) =>
        send(base, 'POST', `/s/${name}/api-submit-bid`, {
          ...ENVELOPE,
          unique_token: token,
          game_id: String(market.id),
          new_result: {
            unique_token: token,
            Gamename: 'RACE',
            totalbit: 10,
            gameid: String(market.id),
            pana: 'Single Digit',
            bid_date: LOAD_BID_DATE,
            session: 'Open',
            result: [
              {
                digits: String(digit),
                points: '10',
                session: 'Open',
                closedigits: '',
                pana: 'Single Digit',
                closepana: '',
              },
            ],
          },
        });
      // Bids wait for one shared commit; the deletion lands among them, or just after.
      const bids = Array.from({ length: 30 }, (_, i) => bid(i % 10));
      await sleep(round % 4);
      const deleted = await send(base, 'DELETE', `/__sim/sandboxes/${name}`);
      expect(deleted.code).toBe(200);
      const answers = await Promise.all(bids);
      expectNoDefect(answers);
      for (const answer of answers) {
        if (answer.code === 200 && answer.body.msg === 'Game not found') {
          // Sent before the deletion but arrived after it, on a connection of its own: a new
          // first call, answered by a fresh sandbox (from the seed) that has no such market.
          outcomes.arrivedAfter += 1;
        } else if (answer.code === 200) {
          expect([true, 'true'], JSON.stringify(answer.body)).toContain(answer.body.status);
          outcomes.placed += 1;
        } else {
          expect(answer).toEqual({
            code: 410,
            body: { status: false, msg: WORLD_MESSAGES.deleted(name) },
          });
          outcomes.deleted += 1;
        }
      }
      counts.concurrent += answers.length;
      counts.checks += answers.length * 2;
      await send(base, 'DELETE', `/__sim/sandboxes/${name}`);
    }
    expect(outcomes.deleted).toBeGreaterThan(0);
  });

  it('refuses the name "default" in every case and form, and the default world is untouched', async ({
    task,
  }) => {
    const counts = tally(task);
    const { base } = provider;
    const before = (await send(base, 'GET', '/__sim/clock')).body.now;
    await send(base, 'POST', '/__sim/players/9876543210/credit', { amount: 5 });
    const wallet = (await send(base, 'GET', '/__sim/players/9876543210')).body;
    for (const name of ['default', 'Default', 'DEFAULT', 'dEfAuLt', '%64efault', 'de%66ault']) {
      const answers = await Promise.all([
        send(base, 'POST', `/s/${name}/api-game-rates`, ENVELOPE),
        send(base, 'POST', `/s/${name}/__sim/reset`, {}),
        send(base, 'POST', `/s/${name}/__sim/clock`, { set: '2030-01-01T00:00:00Z' }),
        send(base, 'DELETE', `/s/${name}/__sim/faults`),
        send(base, 'DELETE', `/__sim/sandboxes/${name}`),
        send(base, 'GET', `/s/${name}/__sim/console/`),
      ]);
      for (const answer of answers) {
        expect(answer.code, name).toBe(400);
        expect(answer.body.msg, name).toMatch(/reserved for the default world/);
      }
      counts.inputs += answers.length;
      counts.checks += answers.length * 2;
    }
    expect((await send(base, 'GET', '/__sim/clock')).body.now).not.toBe('2030-01-01T00:00:00.000Z');
    expect(
      Date.parse(String((await send(base, 'GET', '/__sim/clock')).body.now)),
    ).toBeGreaterThanOrEqual(Date.parse(String(before)));
    expect((await send(base, 'GET', '/__sim/players/9876543210')).body).toEqual(wallet);
    expect((await sandboxes(base)).sandboxes.map((s) => s.name.toLowerCase())).not.toContain(
      'default',
    );
    // The scenario runner refuses it too, before it sends anything.
    const scenario = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/scenario.ts',
        'scenarios/profiles.yaml',
        '--sandbox',
        'Default',
        '--base',
        base,
      ],
      { cwd: ROOT },
    );
    let stderr = '';
    scenario.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exitCode = await new Promise((resolve) => scenario.once('exit', resolve));
    expect(exitCode).toBe(2);
    expect(stderr).toMatch(/reserved for the default world/);
    counts.checks += 6;
  });

  it(`lets no more than SANDBOX_MAX exist, open or closed, whatever makes them; closed ones keep their journal on disk`, async ({
    task,
  }) => {
    const counts = tally(task);
    const { base } = provider;
    const existing = (await sandboxes(base)).sandboxes.length;
    // Every kind of first call makes one: provider calls, control reads and writes.
    const firstCalls = [
      (name: string) => send(base, 'POST', `/s/${name}/api-game-rates`, ENVELOPE),
      (name: string) => send(base, 'GET', `/s/${name}/__sim/clock`),
      (name: string) => send(base, 'POST', `/s/${name}/__sim/faults`, { kind: 'status_false' }),
      (name: string) =>
        send(base, 'POST', `/s/${name}/api-check-mobile`, { ...ENVELOPE, mobile: '9000000001' }),
    ];
    const made = Array.from({ length: MAX - existing }, (_, i) => i);
    const answers = await inBatches(made, 6, (i) => firstCalls[i % firstCalls.length]!(`max-${i}`));
    for (const answer of answers) expect(answer.code).toBe(200);
    const listed = (await sandboxes(base)).sandboxes;
    expect(listed).toHaveLength(MAX);
    expect(listed.filter((s) => s.open).length).toBeLessThanOrEqual(LIMIT);
    // A closed sandbox's journal waits on disk, not in memory: one file for each that had
    // provider calls, none for an open one.
    const journaled = listed.filter(
      (s) => /^max-\d+$/.test(s.name) && [0, 3].includes(Number(s.name.slice(4)) % 4),
    );
    const journalFiles = new Set(
      sandboxFiles().filter((f) => f.startsWith('max-') && f.endsWith('.journal.json')),
    );
    for (const box of journaled)
      expect(journalFiles.has(`${box.name}.journal.json`), box.name).toBe(!box.open);
    expect(journalFiles.size).toBe(journaled.filter((s) => !s.open).length);
    // Past it, every kind of first call is refused, clearly; the ones that exist open as before.
    const over = await Promise.all(firstCalls.map((first, i) => first(`over-${i}`)));
    for (const answer of over)
      expect(answer).toEqual({
        code: 503,
        body: { status: false, msg: WORLD_MESSAGES.tooMany(MAX) },
      });
    // A closed one opens as before, its journal back from disk.
    const journal = await send(base, 'GET', '/s/max-0/__sim/journal');
    expect(journal.body.entries).toEqual([
      expect.objectContaining({ path: 'api-game-rates', status: 200 }),
    ]);
    expect((await send(base, 'POST', '/api-game-rates', ENVELOPE)).code).toBe(200);
    expect((await send(base, 'POST', '/__sim/snapshots', { name: 'full' })).code).toBe(200);
    expect(sandboxFiles().filter((f) => f.endsWith('.db')).length).toBe(MAX);
    const closed = listed.filter((s) => !s.open).length;
    // Deleting one makes room for one.
    expect((await send(base, 'DELETE', '/__sim/sandboxes/max-1')).code).toBe(200);
    expect((await send(base, 'POST', '/s/over-0/api-game-rates', ENVELOPE)).code).toBe(200);
    counts.inputs += answers.length + over.length;
    counts.checks += answers.length + over.length * 2 + closed + 8;
  });
});

describe('idle sandboxes expiring', { timeout: 240_000 }, () => {
  // 3.6 s of real time (the provider looks every second), 7.2 s in the full run (every 1.8 s).
  const TTL_HOURS = scaled(0.001, 0.002);
  const TTL_MS = TTL_HOURS * 3_600_000;
  let provider: ProviderProcess;
  const dir = mkdtempSync(join(tmpdir(), 'panna-ttl-'));
  const sandboxFiles = () =>
    existsSync(join(dir, 'sandboxes')) ? readdirSync(join(dir, 'sandboxes')) : [];

  beforeAll(async () => {
    provider = await startProvider({
      dbPath: join(dir, 'provider.db'),
      env: { SANDBOX_LIMIT: '3', SANDBOX_TTL_HOURS: String(TTL_HOURS) },
    });
  }, 90_000);
  afterAll(async () => {
    await provider?.crash();
    rmSync(dir, { recursive: true, force: true });
  });

  it('deletes each after SANDBOX_TTL_HOURS of real time without a call, files and journal included; busy and used ones stay', async ({
    task,
  }) => {
    const counts = tally(task);
    const { base } = provider;
    expect(provider.output()).toContain(`SANDBOX_TTL_HOURS=${TTL_HOURS}`);
    const idle = Array.from({ length: scaled(8, 30) }, (_, i) => `idle-${i}`);
    /** When each idle sandbox's last call was sent. */
    const lastCall = new Map<string, number>();
    await inBatches(idle, 4, async (name) => {
      await send(base, 'POST', `/s/${name}/api-check-mobile`, {
        ...ENVELOPE,
        mobile: '9000000001',
      });
      await send(base, 'POST', `/s/${name}/__sim/snapshots`, { name: 'one' });
      // Its own clock a year ahead, or frozen in the past: neither counts.
      lastCall.set(name, Date.now());
      await send(
        base,
        'POST',
        `/s/${name}/__sim/clock`,
        name.endsWith('0')
          ? { set: '2001-01-01T00:00:00Z', freeze: true }
          : { advance: 365 * 86_400_000 },
      );
    });
    expect(sandboxFiles().some((f) => f.endsWith('.journal.json'))).toBe(true);
    // One used every second; one held by a call longer than the TTL.
    await send(base, 'POST', '/s/held/__sim/faults', {
      kind: 'latency',
      latency_ms: TTL_MS + 3000,
    });
    const held = send(base, 'POST', '/s/held/api-game-rates', ENVELOPE);
    const started = Date.now();
    const expired: string[] = [];
    while (Date.now() - started < TTL_MS * 3) {
      await send(base, 'GET', '/s/used/__sim/clock');
      const names = (await sandboxes(base)).sandboxes.map((s) => s.name);
      const seen = Date.now();
      for (const name of idle.filter((n) => !names.includes(n) && !expired.includes(n))) {
        // None goes before its time.
        expect(seen - lastCall.get(name)!, name).toBeGreaterThanOrEqual(TTL_MS);
        expired.push(name);
      }
      if (expired.length === idle.length) break;
      await sleep(500);
    }
    expect(expired.sort()).toEqual([...idle].sort());
    const names = (await sandboxes(base)).sandboxes.map((s) => s.name);
    expect(names).toContain('used');
    expect(names).toContain('held');
    expect(sandboxFiles().filter((f) => f.startsWith('idle-'))).toEqual([]);
    for (const name of idle) expect(existsSync(join(dir, 'snapshots', name))).toBe(false);
    expect((await held).code).toBe(200);
    // Once its call is answered, the held one is idle and goes in its turn.
    while ((await sandboxes(base)).sandboxes.some((s) => s.name === 'held')) await sleep(500);
    // A name that expired may be used again: a fresh sandbox.
    expect((await send(base, 'POST', '/s/idle-0/api-game-rates', ENVELOPE)).code).toBe(200);
    counts.checks += idle.length * 3 + 6;
  });
});

describe('client connections under ulimit -n 160', { timeout: 240_000 }, () => {
  const OPEN_FILES = 160;
  const CLIENTS = 200;
  let provider: ProviderProcess;
  const dir = mkdtempSync(join(tmpdir(), 'panna-conns-'));

  beforeAll(async () => {
    provider = await startProvider({ dbPath: join(dir, 'provider.db'), openFiles: OPEN_FILES });
  }, 90_000);
  afterAll(async () => {
    await provider?.crash();
    rmSync(dir, { recursive: true, force: true });
  });

  it(`keeps the default world answering ${CLIENTS} clients with no 500, its snapshots included`, async ({
    task,
  }) => {
    const counts = tally(task);
    const { base } = provider;
    // QA's own connection, open before the flood, as a console's or a script's is.
    const qa = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await send(base, 'GET', '/__sim/clock', undefined, { agent: qa })).code).toBe(200);
    const flood = new Agent({ keepAlive: true, maxSockets: CLIENTS });
    const answers: Answer[] = [];
    let resets = 0;
    // Every client connects at once and keeps its connection open, as browsers do: past the
    // cap, a connection is closed as it arrives instead of taking a file.
    for (const answer of await Promise.all(
      Array.from({ length: CLIENTS }, () =>
        send(base, 'POST', '/api-game-rates', ENVELOPE, { agent: flood }),
      ),
    ))
      if (answer.code === 0) resets += 1;
      else answers.push(answer);
    let until = Date.now() + scaled(4000, 15_000);
    const client = async (i: number) => {
      while (Date.now() < until) {
        const call =
          i % 4 === 0
            ? send(base, 'POST', `/s/flood-${i % 40}/api-game-rates`, ENVELOPE, { agent: flood })
            : i % 10 === 1
              ? send(base, 'POST', '/__sim/snapshots', { name: `f${i % 3}` }, { agent: flood })
              : send(base, 'POST', '/api-game-rates', ENVELOPE, { agent: flood });
        const answer = await call;
        if (answer.code === 0) {
          resets += 1;
          await sleep(5 + (i % 20));
        } else answers.push(answer);
      }
    };
    const qaAnswers: Answer[] = [];
    const qaLoop = (async () => {
      while (Date.now() < until) {
        for (const [method, path, body] of [
          ['POST', '/__sim/snapshots', { name: 'qa' }],
          ['POST', '/__sim/snapshots/qa/restore', undefined],
          ['POST', '/api-game-rates', ENVELOPE],
          ['GET', '/s/qa-box/__sim/clock', undefined],
        ] as const)
          qaAnswers.push(await send(base, method, path, body, { agent: qa }));
      }
    })();
    await Promise.all([...Array.from({ length: CLIENTS }, (_, i) => client(i)), qaLoop]);
    until = 0;
    flood.destroy();
    expectNoDefect(answers);
    expectNoDefect(qaAnswers);
    // QA's calls were all answered, each snapshot and restore done, however full the server was.
    expect(qaAnswers.length).toBeGreaterThanOrEqual(4);
    for (const answer of qaAnswers) expect(answer.code, JSON.stringify(answer.body)).toBe(200);
    expect(answers.filter((a) => a.code === 200).length).toBeGreaterThan(CLIENTS);
    // The cap was reached (connections past it closed at once), and files were never short.
    expect(resets).toBeGreaterThan(0);
    expect(answers.some((a) => a.body.msg === OUT_OF_FILES_MSG)).toBe(false);
    expect(readdirSync(`/proc/${provider.child.pid}/fd`).length).toBeLessThan(OPEN_FILES);
    // After the flood, a new connection is served as before.
    expect((await send(base, 'POST', '/__sim/snapshots/f0/restore')).code).toBe(200);
    expect((await send(base, 'POST', '/api-game-rates', ENVELOPE)).body.status).toBe(true);
    qa.destroy();
    const { connections } = fileBudget(OPEN_FILES, 100, true);
    expect(provider.output()).toContain(`client connections: at most ${connections}`);
    counts.concurrent += answers.length + resets;
    counts.inputs += answers.length + qaAnswers.length;
    counts.checks += answers.length + qaAnswers.length * 2 + 6;
  });
});
