/**
 * Secrets, one rule. Bodies of random shape carry a secret that no other value holds, under a key
 * spelt any way the rule promises to read (case, separators, camelCase, one word or two), at any
 * depth of objects, arrays and JSON held in a string, and sent as JSON, as text/plain JSON, as a
 * form, as text/plain form text or as a multipart form; some carry it in the query string or a
 * credential header too. Each goes through a real recording proxy (a HAR file) to a real
 * simulator listening on a port, while both worlds record; the secret, and the player's session
 * token, must be in none of the journals' answers, the HAR file's bytes, the recordings' files
 * and the log lines.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  ENVELOPE,
  addPlayer,
  testApp,
  type TestApp,
  type TestPlayer,
} from '@panna/mock-provider/testing';
import { assertCollecting, scaled } from './support/mode';
import { tally, type Counts } from './support/tally';

/** Per encoding: each run is one call through both servers and two recordings. */
const RUNS = scaled(8, 150);
const TIME_LIMIT_MS = scaled(3_000, 60_000);

/** The stems the rule names, as words: each is spelt at random by `spell`. */
const STEMS = [
  ['password'],
  ['new', 'pass'],
  ['old', 'pass'],
  ['passwd'],
  ['pwd'],
  ['user', 'pwd'],
  ['pass', 'word'],
  ['pin', 'code'],
  ['pin'],
  ['mpin'],
  ['security', 'pin'],
  ['otp'],
  ['otp', 'code'],
  ['unique', 'token'],
  ['token'],
  ['access', 'token'],
  ['authorization'],
  ['secret'],
  ['api', 'secret'],
  ['session', 'id'],
  ['cookie'],
  ['api', 'key'],
] as const;

/** Keys that are not secret, the look-alikes among them. */
const PLAIN_KEYS = [
  'shipping',
  'opinion',
  'spinner',
  'mobile_no',
  'points',
  'bid_date',
  'passbook',
  'compass',
  'session',
  'note',
  'meta',
  'device',
  'items',
  'data',
];

const STYLES = ['snake', 'kebab', 'spaced', 'joined', 'camel', 'pascal', 'upper', 'jumbled'];
type Style = (typeof STYLES)[number];

const capital = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

/** A stem's words written in a style; `jumbled` flips the case of letters at random. */
function spell(words: readonly string[], style: Style, flips: readonly boolean[]): string {
  switch (style) {
    case 'snake':
      return words.join('_');
    case 'kebab':
      return words.join('-');
    case 'spaced':
      return words.join(' ');
    case 'joined':
      return words.join('');
    case 'camel':
      return words.map((w, i) => (i === 0 ? w : capital(w))).join('');
    case 'pascal':
      return words.map(capital).join('');
    case 'upper':
      return words.join('_').toUpperCase();
    default:
      return [...words.join(flips[0] ? '-' : '_')]
        .map((c, i) => (flips[i + 1] ? c.toUpperCase() : c))
        .join('');
  }
}

const secretKey = fc
  .record({
    stem: fc.constantFrom(...STEMS),
    style: fc.constantFrom(...STYLES),
    flips: fc.array(fc.boolean(), { minLength: 24, maxLength: 24 }),
  })
  .map(({ stem, style, flips }) => spell(stem, style, flips));

/** The way down to the secret: keys, list positions, and JSON written into a string. */
type Step = { key: string } | { index: number } | { json: true };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ key: fc.constantFrom(...PLAIN_KEYS) }),
  fc.record({ index: fc.integer({ min: 0, max: 2 }) }),
  fc.constant({ json: true as const }),
);

/** What stands around the secret: ordinary fields and values, a few levels deep. */
const { noise } = fc.letrec<{ noise: unknown }>((tie) => ({
  noise: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.stringMatching(/^[a-z ]{0,8}$/), fc.integer({ min: 0, max: 999 }), fc.boolean()),
    fc.array(tie('noise'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...PLAIN_KEYS), tie('noise'), { maxKeys: 3 }),
  ),
}));

const ENCODINGS = ['json', 'text-json', 'form', 'text-form', 'multipart'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** The provider calls sent: each writes its body into a recording (a wrong login, a stand-in). */
const PATHS = [
  'api-profile-update',
  'api-user-transfer-wallet-balance',
  'api-fund-request-add',
  'api-submit-bid',
  'api-user-login',
] as const;

const caseOf = (encoding: Encoding) =>
  fc.record({
    encoding: fc.constant(encoding),
    path: fc.constantFrom(...PATHS),
    secret: fc.stringMatching(/^[A-Z0-9]{18}$/).map((s) => `QZ${s}`),
    key: secretKey,
    steps: fc.array(step, { maxLength: 4 }),
    wrap: fc.constantFrom('bare', 'object', 'list'),
    noise: fc.dictionary(fc.constantFrom(...PLAIN_KEYS), noise, { maxKeys: 3 }),
    file: fc.boolean(),
    query: fc.option(secretKey, { nil: undefined }),
    header: fc.constantFrom(undefined, 'authorization', 'cookie', 'x-api-key'),
  });
type Case = ReturnType<typeof caseOf> extends fc.Arbitrary<infer T> ? T : never;

/** The secret under its key, at the end of the steps. */
function carried(c: Case): Record<string, unknown> {
  const wrapped =
    c.wrap === 'bare' ? c.secret : c.wrap === 'object' ? { value: c.secret } : [c.secret];
  let value: unknown = { [c.key]: wrapped };
  for (const s of [...c.steps].reverse()) {
    if ('key' in s) value = { [s.key]: value };
    else if ('index' in s) value = [...Array<string>(s.index).fill('x'), value];
    else value = JSON.stringify(value);
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { data: value };
}

/** A value's fields as a form names them: `meta[device][0][userPwd]`. */
function fields(value: unknown, prefix: string, out: [string, string][]): [string, string][] {
  if (Array.isArray(value)) value.forEach((item, i) => fields(item, `${prefix}[${i}]`, out));
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value))
      fields(item, prefix ? `${prefix}[${key}]` : key, out);
  else out.push([prefix, value === null ? '' : String(value)]);
  return out;
}

function encoded(c: Case, body: Record<string, unknown>): { type: string; text: string } {
  const form = () => new URLSearchParams(fields(body, '', [])).toString();
  switch (c.encoding) {
    case 'json':
      return { type: 'application/json', text: JSON.stringify(body) };
    case 'text-json':
      return { type: 'text/plain;charset=UTF-8', text: JSON.stringify(body) };
    case 'form':
      return { type: 'application/x-www-form-urlencoded', text: form() };
    case 'text-form':
      return { type: 'text/plain', text: form() };
    case 'multipart': {
      const boundary = `----panna${c.secret.slice(-6)}`;
      const parts = fields(body, '', []).map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
      if (c.file)
        parts.push(
          `--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="note.txt"\r\nContent-Type: text/plain\r\n\r\npassword=${c.secret}\r\n`,
        );
      return {
        type: `multipart/form-data; boundary=${boundary}`,
        text: `${parts.join('')}--${boundary}--\r\n`,
      };
    }
  }
}

let upstream: TestApp;
let proxy: TestApp;
let player: TestPlayer;
let other: TestPlayer;
let folder: string;
let harFile: string;
const logs: string[] = [];

const logger = { level: 'info', stream: { write: (line: string) => logs.push(line) } };

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'panna-secrets-'));
  harFile = join(folder, 'session.har');
  upstream = await testApp({ logger });
  await upstream.listen({ host: '127.0.0.1', port: 0 });
  const { port } = upstream.server.address() as { port: number };
  proxy = await testApp({ logger, upstream: `http://127.0.0.1:${port}`, recordTo: harFile });
  await proxy.listen({ host: '127.0.0.1', port: 0 });
  upstream.worlds.get().clock.freeze(true);
  player = addPlayer(upstream.worlds.get(), { wallet: 100_000, name: 'Secret Keeper' });
  other = addPlayer(upstream.worlds.get(), { wallet: 0, name: 'Other' });
});
afterAll(async () => {
  await proxy?.close();
  await upstream?.close();
  rmSync(folder, { recursive: true, force: true });
});

const recording = async (app: TestApp, action: 'start' | 'stop') =>
  (await app.inject({ method: 'POST', url: '/__sim/recording', payload: { action } })).json() as {
    scenario?: string | null;
  };

const journalText = async (app: TestApp) =>
  (await app.inject({ method: 'GET', url: '/__sim/journal?limit=5' })).body;

/** The base body of a path: the envelope, the player's token, what the call needs. */
function baseOf(path: (typeof PATHS)[number]): Record<string, unknown> {
  const token = { ...ENVELOPE, unique_token: player.token };
  switch (path) {
    case 'api-profile-update':
      return { ...token, user_name: 'Keeper' };
    case 'api-user-transfer-wallet-balance':
      return { ...token, mobile_no: other.mobile, amount: '1' };
    case 'api-fund-request-add':
      return { ...token, request_amount: '500' };
    case 'api-submit-bid':
      return token;
    case 'api-user-login':
      // Another player's number: a wrong password counts towards a lockout only in strict.
      return { ...ENVELOPE, mobile: other.mobile, password: 'not-theirs', device_id: null };
  }
}

/** Sends one case and answers where its secret (or the player's token) was found, if anywhere. */
async function leaks(c: Case, counts: Counts): Promise<string | undefined> {
  const body = { ...baseOf(c.path), ...c.noise, ...carried(c) };
  const { type, text } = encoded(c, body);
  const query = c.query ? `?${encodeURIComponent(c.query)}=${c.secret}&page=1` : '';
  const headers: Record<string, string> = { 'content-type': type };
  if (c.header === 'authorization') headers.authorization = `Bearer ${c.secret}`;
  if (c.header === 'cookie') headers.cookie = `PHPSESSID=${c.secret}; theme=dark`;
  if (c.header === 'x-api-key') headers['x-api-key'] = c.secret;
  logs.length = 0;
  await Promise.all([recording(upstream, 'start'), recording(proxy, 'start')]);
  const { port } = proxy.server.address() as { port: number };
  const answer = await fetch(`http://127.0.0.1:${port}/${c.path}${query}`, {
    method: 'POST',
    headers,
    body: text,
  });
  const answered = `${answer.status} ${(await answer.text()).slice(0, 200)}`;
  const [upstreamFile, proxyFile] = await Promise.all([
    recording(upstream, 'stop'),
    recording(proxy, 'stop'),
  ]);
  const sinks: Record<string, string> = {
    "the simulator's journal": await journalText(upstream),
    "the proxy's journal": await journalText(proxy),
    'the HAR file': readFileSync(harFile, 'utf8'),
    "the simulator's recording": upstreamFile.scenario ?? '',
    "the proxy's recording": proxyFile.scenario ?? '',
    'the log lines': logs.join(''),
  };
  counts.inputs += 1;
  for (const [sink, held] of Object.entries(sinks))
    for (const [what, value] of [
      ['the secret', c.secret],
      ["the player's token", player.token],
    ] as const) {
      counts.checks += 1;
      const at = held.indexOf(value);
      if (at !== -1)
        return `${what} under "${c.key}" (${c.encoding} to ${c.path}${query ? ', and in the query' : ''}${c.header ? `, and in ${c.header}` : ''}) is in ${sink}: ...${held.slice(Math.max(0, at - 160), at + 60)}...\n  sent: ${text.slice(0, 600)}\n  answered: ${answered}`;
    }
  return undefined;
}

describe('a secret, under a key spelt any way and nested anywhere', () => {
  it.for(ENCODINGS)(
    'sent as %s, reaches no journal, HAR file, recording or log line',
    { timeout: 120_000 },
    async (encoding, { task }) => {
      const failures: string[] = [];
      const counts = tally(task);
      await assertCollecting(
        fc.asyncProperty(caseOf(encoding), async (c) => {
          const found = await leaks(c, counts);
          if (found) failures.push(found);
          return found === undefined;
        }),
        failures,
        { numRuns: RUNS, timeLimitMs: TIME_LIMIT_MS },
      );
    },
  );
});
