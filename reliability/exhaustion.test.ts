/**
 * A file-backed provider in its own process under a low open-file limit (`ulimit -n`), driven
 * over HTTP as a careless QA script or an attacker would: hundreds of sandbox names, refused
 * calls, busy sandboxes, and bodies of tens of kilobytes for the journal. No sandbox is made by a
 * refused call; open sandboxes stay within the limit, idle ones closing and reopening as they
 * were; past the limit the refusal is clear; the default world answers throughout; the journal
 * stays within its bytes.
 */
import { createControlClient } from '@panna/mock-provider/control-client';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_MAX_BYTES, fileBudget } from '@panna/mock-provider/rules';
import { scaled } from './support/mode';
import { startProvider, type ProviderProcess } from './support/provider-process';
import { tally } from './support/tally';

const OPEN_FILES = 160;
const ENVELOPE = { env_type: 'Prod', app_key: 'panna-dev-key-local' };

let provider: ProviderProcess;
const dir = mkdtempSync(join(tmpdir(), 'panna-exhaust-'));
const dbPath = join(dir, 'provider.db');

beforeAll(async () => {
  provider = await startProvider({ dbPath, openFiles: OPEN_FILES });
}, 90_000);
afterAll(async () => {
  await provider?.crash();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  code: number;
  body: Record<string, unknown>;
}

async function send(method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${provider.base}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { notJson: text.slice(0, 200) };
  }
  return { code: response.status, body: parsed };
}

/** The control plane of the default world, or of the sandbox `name`. */
const control = (name?: string) =>
  createControlClient({ baseUrl: name ? `${provider.base}/s/${name}` : provider.base });

/** Runs `work` for each item, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += width)
    results.push(...(await Promise.all(items.slice(at, at + width).map(work))));
  return results;
}

const sandboxFiles = () =>
  existsSync(join(dir, 'sandboxes')) ? readdirSync(join(dir, 'sandboxes')) : [];
const openFiles = () => readdirSync(`/proc/${provider.child.pid}/fd`).length;

/** The default world does everything it did before any of this. */
async function defaultWorldAnswers(counts: { checks: number }) {
  await control().call('GET /clock');
  expect((await send('POST', '/api-game-rates', ENVELOPE)).body.status).toBe(true);
  await control().call('POST /snapshots', { name: 'safe' });
  await control().call('POST /snapshots/:name/restore', { name: 'safe' });
  counts.checks += 4;
}

describe(`a file-backed provider under ulimit -n ${OPEN_FILES}`, { timeout: 240_000 }, () => {
  it('makes no sandbox for a call it refuses anyway', async ({ task }) => {
    const counts = tally(task);
    const names = Array.from({ length: scaled(150, 600) }, (_, i) => i);
    const answers = await inBatches(names, 16, async (i) => [
      await send('POST', `/s/refused-${i}/api-user-wallet-balance`, {
        ...ENVELOPE,
        app_key: 'wrong',
        unique_token: 'x',
      }),
      await send('GET', `/s/unknown-${i}/no-such-path`),
      await send('POST', `/s/odd-${i}/__sim/snapshots`, { name: '../../escape' }),
    ]);
    for (const [wrongKey, unknown, badName] of answers) {
      expect(wrongKey!.body).toEqual({ status: false, msg: 'UnAuthorized request' });
      expect(unknown!.code).toBe(404);
      expect(badName!.code).toBe(400);
    }
    counts.inputs += answers.length * 3;
    counts.checks += answers.length * 3;
    expect(sandboxFiles()).toEqual([]);
    expect((await control().call('GET /sandboxes')).sandboxes).toEqual([]);
    await defaultWorldAnswers(counts);
  });

  it('keeps open sandboxes within the limit; an idle one closes and reopens as it was', async ({
    task,
  }) => {
    const counts = tally(task);
    const { limit } = await control().call('GET /sandboxes');
    // The configured 100 would need more files than the process may open (those left for client
    // connections included): the limit says so.
    expect(limit).toBe(fileBudget(OPEN_FILES, 100, true).openSandboxes);
    expect(provider.output()).toContain(`SANDBOX_LIMIT=100 (${limit} with this process`);
    const boxes = Array.from({ length: limit * 2 + 4 }, (_, i) => i);
    const instant = (i: number) => new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString();
    const answers = await inBatches(boxes, 8, async (i) => {
      const set = await control(`box-${i}`).call('POST /clock', { set: instant(i), freeze: true });
      if (i % 10 === 0) await defaultWorldAnswers(counts);
      return set;
    });
    for (const [i, answer] of answers.entries()) expect(answer.now).toBe(instant(i));
    counts.inputs += answers.length;
    const listed = (await control().call('GET /sandboxes')).sandboxes;
    expect(listed).toHaveLength(limit * 2 + 4);
    expect(listed.filter((s) => s.open).length).toBeLessThanOrEqual(limit);
    expect(openFiles()).toBeLessThan(OPEN_FILES);
    // The first ones were closed to make room; each opens again with its own clock and data.
    for (const i of [0, 1, limit]) {
      const clock = await control(`box-${i}`).call('GET /clock');
      expect(clock).toMatchObject({ now: instant(i), frozen: true });
    }
    counts.checks += 5 + answers.length;
    await defaultWorldAnswers(counts);
  });

  it('refuses a new sandbox clearly while every open one is busy, and serves it after', async ({
    task,
  }) => {
    const counts = tally(task);
    const { limit } = await control().call('GET /sandboxes');
    const busy = Array.from({ length: limit }, (_, i) => `busy-${i}`);
    for (const name of busy)
      await control(name).call('POST /faults', { kind: 'latency', latency_ms: 2500 });
    const slow = busy.map((name) => send('POST', `/s/${name}/api-game-rates`, ENVELOPE));
    // Until every slow call has arrived and holds its sandbox.
    const inFlight = async () =>
      (await control().call('GET /sandboxes')).sandboxes.filter(
        (s) => s.name.startsWith('busy-') && s.busy > 0,
      ).length;
    while ((await inFlight()) < limit) await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await control('one-too-many')
      .call('GET /clock')
      .catch((error) => error);
    expect(refused).toMatchObject({ status: 503, msg: expect.stringMatching(/SANDBOX_LIMIT/) });
    const refusedCall = await send('POST', '/s/one-too-many/api-game-rates', ENVELOPE);
    expect(refusedCall.code).toBe(503);
    await defaultWorldAnswers(counts);
    for (const answer of await Promise.all(slow)) expect(answer.body.status).toBe(true);
    expect((await control('one-too-many').call('GET /clock')).status).toBe(true);
    counts.concurrent += slow.length;
    counts.checks += limit + 5;
  });

  it(`keeps the journal within ${JOURNAL_MAX_BYTES} bytes whatever the bodies weigh`, async ({
    task,
  }) => {
    const counts = tally(task);
    const calls = Array.from({ length: scaled(120, 400) }, (_, i) => i);
    await inBatches(calls, 8, (i) =>
      send('POST', '/api-check-mobile', {
        ...ENVELOPE,
        mobile: String(i),
        pad: 'x'.repeat(60_000),
      }),
    );
    counts.inputs += calls.length;
    const { entries } = await control().call('GET /journal', { limit: 5000 });
    const kept = entries.reduce((sum, entry) => sum + JSON.stringify(entry.body).length, 0);
    expect(kept).toBeLessThanOrEqual(JOURNAL_MAX_BYTES);
    expect(entries.length).toBeGreaterThan(10);
    expect(entries.length).toBeLessThan(calls.length);
    // The newest calls are the ones kept.
    const mobiles = entries.map((entry) => (entry.body as { mobile?: string }).mobile);
    expect(mobiles).toContain(String(calls.length - 1));
    expect(mobiles).not.toContain('0');
    counts.checks += 4;
    await defaultWorldAnswers(counts);
  });
});
