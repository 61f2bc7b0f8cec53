/**
 * `npm run drift` on hostile recordings: a valid HAR of calls a simulator answered, with bad
 * entries inserted at random positions: malformed percent-escapes in the URL's path or a form
 * body, bodies and answers nested past 64 levels (up to 200,000), answer encodings other than
 * base64, control-plane paths (plain, in a sandbox, escaped), URLs that are not absolute http(s),
 * HTTP statuses that are none, bodies that are not objects, entries that are not POSTs. Reading
 * never throws; each bad entry is set aside with the reason of its kind and each good one is read
 * as recorded; a run on a simulator still compares every good call, without a difference, and
 * exits 0, its summary counting the entries set aside.
 */
import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driftCli, readRecording } from '@panna/mock-provider/drift';
import { ENVELOPE, testApp, type TestApp } from '@panna/mock-provider/testing';
import { assertCollecting, scaled } from './support/mode';
import { tally } from './support/tally';

const READ_RUNS = scaled(150, 3000);
const READ_TIME_LIMIT_MS = scaled(2500, 30_000);
const DRIFT_RUNS = scaled(3, 40);
const DRIFT_TIME_LIMIT_MS = scaled(4000, 180_000);

const FOLDER = mkdtempSync(join(tmpdir(), 'panna-drift-entries-'));

interface Entry {
  request: { method: string; url: string; postData?: { mimeType: string; text: string } };
  response: { status: number; content: { mimeType: string; text: string; encoding?: string } };
}

/** Calls the drift world answers as the recording did, whatever else is in the file. */
const CALLS: readonly [string, Record<string, unknown>][] = [
  ['api-get-slider-images', {}],
  ['api-game-rates', {}],
  ['api-galidisswar-game-rates', {}],
  ['api-get-social-data', {}],
  ['apiGetawayStatus', {}],
  ['api-how-to-play', {}],
  // A refusal (no player has this mobile in a world without the demo data).
  ['api-user-login', { mobile: '9876543210', password: 'wrong-1', device_id: null }],
  ['api-check-mobile', { mobile: '9123456780' }],
];
/** Where the recordings were made: other hosts, a prefix, a sandbox. */
const ORIGINS = ['https://p.example', 'http://10.0.0.7:8080/api', 'https://q.example/s/qa'];

/** The simulator: its default world answers the recorded calls, drift runs in its sandboxes. */
let simulator: TestApp;
let base: string;
/** Each call as the simulator answered it. */
let answers: {
  path: string;
  body: Record<string, unknown>;
  http: number;
  type: string;
  text: string;
}[];

beforeAll(async () => {
  simulator = await testApp();
  answers = [];
  for (const [path, body] of CALLS) {
    const sent = { ...ENVELOPE, ...body };
    const response = await simulator.inject({ method: 'POST', url: `/${path}`, payload: sent });
    answers.push({
      path,
      body: sent,
      http: response.statusCode,
      type: String(response.headers['content-type']),
      text: response.body,
    });
  }
  await simulator.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(simulator.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await simulator?.close();
  rmSync(FOLDER, { recursive: true, force: true });
});

/** A good entry: one of the calls, recorded from one origin, its answer in base64 or not. */
const goodOf = fc
  .record({
    call: fc.nat({ max: CALLS.length - 1 }),
    origin: fc.constantFrom(...ORIGINS),
    base64: fc.boolean(),
  })
  .map(({ call, origin, base64 }): Entry => {
    const { path, body, http, type, text } = answers[call]!;
    return {
      request: {
        method: 'POST',
        url: `${origin}/${path}`,
        postData: { mimeType: 'application/json', text: JSON.stringify(body) },
      },
      response: {
        status: http,
        content: base64
          ? { mimeType: type, text: Buffer.from(text).toString('base64'), encoding: 'base64' }
          : { mimeType: type, text },
      },
    };
  });

/**
 * Escapes that are malformed whatever text follows them, so long as it holds no `%` and starts
 * with no hex digit: truncated, overlong, a surrogate, past U+10FFFF, not hex.
 */
const BROKEN_ESCAPES = [
  '%',
  '%z',
  '%zz',
  '%G0',
  '%E0%A4%A',
  '%E0%A4',
  '%C3',
  '%C0%AF',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%FF',
  '%A',
];

/** `levels` of lists, objects or both by turns, one inside the other, as JSON text. */
function nested(levels: number, shape: 'lists' | 'objects' | 'both'): string {
  if (shape === 'lists') return `${'['.repeat(levels)}${']'.repeat(levels)}`;
  if (shape === 'objects') return `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;
  const pairs = Math.floor(levels / 2);
  const odd = levels % 2;
  return `${'['.repeat(odd)}${'[{"a":'.repeat(pairs)}0${'}]'.repeat(pairs)}${']'.repeat(odd)}`;
}
const depthOf = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 65, max: 300 }) },
  { weight: 2, arbitrary: fc.integer({ min: 301, max: 20_000 }) },
  { weight: 1, arbitrary: fc.constant(200_000) },
);
const shapeOf = fc.constantFrom('lists' as const, 'objects' as const, 'both' as const);

/** A bad entry made from a good one, and the reason it must be set aside with. */
interface Bad {
  entry: unknown;
  reason: string;
}
const withUrl = (good: Entry, url: string): Entry => ({
  ...good,
  request: { ...good.request, url },
});
const withBody = (good: Entry, text: string, mimeType = 'application/json'): Entry => ({
  ...good,
  request: { ...good.request, postData: { mimeType, text } },
});
const pathOf = (good: Entry) => new URL(good.request.url).pathname;
const originOf = (good: Entry) => new URL(good.request.url).origin;

const badKinds: fc.Arbitrary<(good: Entry) => Bad>[] = [
  // A broken escape at the end of one segment of the path (the last one's too).
  fc
    .record({ escape: fc.constantFrom(...BROKEN_ESCAPES), segment: fc.nat() })
    .map(({ escape, segment }) => (good) => {
      const parts = pathOf(good).split('/');
      const at = 1 + (segment % (parts.length - 1));
      parts[at] = `${parts[at]}${escape}`;
      return {
        entry: withUrl(good, `${originOf(good)}${parts.join('/')}`),
        reason: 'a malformed percent-encoding in its URL',
      };
    }),
  // A form body with a broken escape ending one of its fields.
  fc
    .record({ escape: fc.constantFrom(...BROKEN_ESCAPES), field: fc.nat() })
    .map(({ escape, field }) => (good) => {
      const fields = Object.entries(
        JSON.parse(good.request.postData!.text) as Record<string, unknown>,
      ).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
      fields[field % fields.length] += escape;
      return {
        entry: withBody(good, fields.join('&'), 'application/x-www-form-urlencoded'),
        reason: 'a malformed percent-encoding in its form body',
      };
    }),
  // A body nested too deep, maybe after a notice.
  fc
    .record({ depth: depthOf, shape: shapeOf, notice: fc.boolean() })
    .map(({ depth, shape, notice }) => (good) => ({
      entry: withBody(good, `${notice ? '<b>Notice</b> ' : ''}{"x":${nested(depth - 1, shape)}}`),
      reason: 'its body is nested deeper than 64 levels',
    })),
  // An answer nested too deep beside its own fields.
  fc.record({ depth: depthOf, shape: shapeOf }).map(({ depth, shape }) => (good) => {
    const text = answers.find((a) => good.request.url.endsWith(`/${a.path}`))!.text;
    return {
      entry: {
        ...good,
        response: {
          ...good.response,
          content: {
            mimeType: good.response.content.mimeType,
            text: text.replace(/}\s*$/, `,"deep":${nested(depth - 1, shape)}}`),
          },
        },
      },
      reason: 'its answer is nested deeper than 64 levels',
    };
  }),
  // An answer in an encoding drift does not read.
  fc
    .constantFrom('gzip', 'br', 'deflate', 'identity', 'utf-8', 'base64url', 'base-64', 'x')
    .map((encoding) => (good) => ({
      entry: {
        ...good,
        response: { ...good.response, content: { ...good.response.content, encoding } },
      },
      reason: 'its answer is encoded otherwise than in base64',
    })),
  // A call of the control plane, however it is spelled.
  fc
    .constantFrom('/__sim', '/s/qa/__sim', '/%5F%5Fsim', '/%5f%5Fsim', '/__sim/s/x', '/api/__sim')
    .map((control) => (good) => ({
      entry: withUrl(good, `${originOf(good)}${control}/${pathOf(good).split('/').at(-1)}`),
      reason: 'a call of the control plane (/__sim)',
    })),
  fc.constant((good: Entry) => ({
    entry: withUrl(good, `${originOf(good)}/__sim/reset`),
    reason: 'a call of the control plane (/__sim)',
  })),
  // A URL that says nowhere it was sent over HTTP.
  fc
    .constantFrom(
      (p: string) => p,
      (p: string) => p.slice(1),
      (p: string) => `//p.example${p}`,
      (p: string) => `data:,${p}`,
      (p: string) => `file://${p}`,
      (p: string) => `ftp://p.example${p}`,
      (p: string) => `ws://p.example${p}`,
      (p: string) => `javascript:${p}`,
    )
    .map((url) => (good) => ({
      entry: withUrl(good, url(pathOf(good))),
      reason: 'its URL is not an absolute http(s) URL',
    })),
  // A status that is no HTTP status.
  fc
    .oneof(
      fc.integer({ min: 1, max: 99 }),
      fc.integer({ min: 600, max: 2_000_000_000 }),
      fc.double({ min: 100.01, max: 598.99, noNaN: true }).filter((n) => !Number.isInteger(n)),
    )
    .map((status) => (good) => ({
      entry: { ...good, response: { ...good.response, status } },
      reason: 'its HTTP status is not a status code',
    })),
  // A body that holds no object.
  fc
    .constantFrom(
      '[1,2]',
      'null',
      '"text"',
      '42',
      'mobile=9876543210',
      '{"mobile":"98765',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    )
    .map((text) => (good) => ({
      entry: withBody(good, text, 'text/plain'),
      reason: 'its body is neither a JSON object nor a form',
    })),
  // Not a POST at all.
  fc
    .constantFrom<(good: Entry) => unknown>(
      () => null,
      () => 7,
      (good) => ({ response: good.response }),
      (good) => ({ ...good, request: { ...good.request, method: 'GET' } }),
      (good) => ({ ...good, request: { ...good.request, method: 'post' } }),
    )
    .map((make) => (good) => ({ entry: make(good), reason: 'not a POST' })),
];

/** An entry of a recording: a good one, or a bad one and the reason it must be set aside with. */
interface Placed {
  entry: unknown;
  good?: Entry;
  reason?: string;
}
type Recording = Placed[];

/** A recording: good entries in some order, bad ones made from them inserted at random places. */
const recordingOf = fc
  .record({
    goods: fc.array(goodOf, { minLength: 1, maxLength: 8 }),
    bads: fc.array(fc.record({ kind: fc.oneof(...badKinds), from: fc.nat(), at: fc.nat() }), {
      minLength: 1,
      maxLength: 5,
    }),
  })
  .map(({ goods, bads }): Recording => {
    const entries: Recording = goods.map((good) => ({ entry: good, good }));
    for (const { kind, from, at } of bads) {
      const bad = kind(goods[from % goods.length]!);
      entries.splice(at % (entries.length + 1), 0, bad);
    }
    return entries;
  });

const harOf = (recording: Recording) =>
  JSON.stringify({ log: { version: '1.2', entries: recording.map((r) => r.entry) } });
/** The entry numbers (from 1) of the good entries, and of the bad ones with their reasons. */
const expected = (recording: Recording) => ({
  good: recording.flatMap((r, i) => (r.good ? [i + 1] : [])),
  bad: recording.flatMap((r, i) => (r.reason ? [{ entry: i + 1, reason: r.reason }] : [])),
});
const short = (recording: Recording) =>
  JSON.stringify(recording.map((r) => r.reason ?? 'good')).slice(0, 400);

describe('drift over a recording with bad entries among good ones', () => {
  it(
    'reads every good entry and sets every bad one aside with its reason',
    {
      timeout: READ_TIME_LIMIT_MS + 60_000,
    },
    async ({ task }) => {
      const counts = tally(task);
      const failures: string[] = [];
      await assertCollecting(
        fc.asyncProperty(recordingOf, async (recording) => {
          counts.inputs += 1;
          const want = expected(recording);
          let read;
          try {
            read = readRecording(harOf(recording));
          } catch (error) {
            failures.push(`reading threw ${(error as Error).message}: ${short(recording)}`);
            return false;
          }
          const aside = read.setAside.map(({ entry, reason }) => ({ entry, reason }));
          const calls = read.calls.map((c) => c.entry);
          counts.checks += 2;
          if (JSON.stringify(aside) !== JSON.stringify(want.bad))
            failures.push(`set aside ${JSON.stringify(aside)}, not ${JSON.stringify(want.bad)}`);
          if (JSON.stringify(calls) !== JSON.stringify(want.good))
            failures.push(`read entries ${calls.join(',')}, not ${want.good.join(',')}`);
          return failures.length === 0;
        }),
        failures,
        { numRuns: READ_RUNS, timeLimitMs: READ_TIME_LIMIT_MS },
      );
      expect(failures).toEqual([]);
    },
  );

  it(
    'compares every good call as recorded, and exits 0',
    { timeout: DRIFT_TIME_LIMIT_MS + 60_000 },
    async ({ task }) => {
      const counts = tally(task);
      const failures: string[] = [];
      let run = 0;
      await assertCollecting(
        fc.asyncProperty(recordingOf, async (recording) => {
          counts.inputs += 1;
          const want = expected(recording);
          const file = join(FOLDER, `run-${(run += 1)}.har`);
          writeFileSync(file, harOf(recording));
          const out: string[] = [];
          let status;
          try {
            status = await driftCli(
              [file, '--base', base],
              (line) => out.push(line),
              (line) => out.push(line),
              {},
            );
          } catch (error) {
            failures.push(`drift threw ${(error as Error).message}: ${short(recording)}`);
            return false;
          }
          const text = out.join('\n');
          const summary = `(${want.good.length} call${want.good.length === 1 ? '' : 's'} compared, 0 not compared; ${want.bad.length} ${want.bad.length === 1 ? 'entry' : 'entries'} set aside: `;
          counts.checks += 2;
          if (status !== 0) failures.push(`drift exited ${status}: ${short(recording)}\n${text}`);
          else if (!text.includes(summary) || !/^No drift: /m.test(text))
            failures.push(`the summary is not "${summary}...": ${short(recording)}\n${text}`);
          return failures.length === 0;
        }),
        failures,
        { numRuns: DRIFT_RUNS, timeLimitMs: DRIFT_TIME_LIMIT_MS },
      );
      expect(failures).toEqual([]);
    },
  );
});
