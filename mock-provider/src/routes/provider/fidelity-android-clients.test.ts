/**
 * Keeps the simulator usable by the public Android clients of the real server (issue 41): each
 * app's calls (fidelity-android-clients.fixture.ts), start-up first, are made as the app makes
 * them against the demo world on a Monday at 10:30, signed in as the app signs in. A call fails
 * the check when its path is unknown or answers no body, when the answer lacks a field the app
 * reads, or holds one its reader cannot take (a decimal where it parses a whole number, null where
 * it calls getAsString), or when the app could not go on (no `status` yes where it needs one, its
 * own device missing from `device_result`). Every problem of an app is listed at once.
 */
import { MSG, addDays, indiaDateKey } from '@panna/shared';
import { describe, expect, it } from 'vitest';
import { DEV_APP_KEY } from '../../config';
import { DEMO_PASSWORD, DEMO_PLAYERS } from '../../seed/players';
import { appTest, onTestDay, type TestApp } from '../../testing';
import {
  ANDROID_CLIENTS,
  KNOWN_GAPS,
  type Accessor,
  type AndroidClient,
  type AppCall,
} from './fidelity-android-clients.fixture';

type Json = Record<string, unknown>;

/** How the simulator refuses a body that fails its schema (errors.ts, validationMessage). */
const SCHEMA_REFUSAL = /^[A-Za-z_][\w.[\]]* (is required|is not a known field|must .+)$/;

/** The phone's Android id: what the apps send as `device_id`. */
const DEVICE = 'a3f5c1d2e4b60718';
/** The PIN the apps send (SMG's is built in; Tara's player chose it). */
const PIN = '1234';

/** The Android splash's decoding: 15 characters kept, each later letter 3 back (wrapping). */
function decodeKey(served: string): string {
  const back = (c: string) => {
    if (!/[A-Za-z]/.test(c)) return String.fromCharCode(c.charCodeAt(0) - 3);
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 23) % 26) + base);
  };
  return served.slice(0, 15) + [...served.slice(15)].map(back).join('');
}

/** A day as the Android history screens write it: day-month-year, no padding. */
const dayFirst = (dateKey: string) => {
  const [y, m, d] = dateKey.split('-').map(Number);
  return `${d}-${m}-${y}`;
};

/** Whether a value passes an accessor; the reason when it does not. */
function problemWith(accessor: Accessor, value: unknown, present: boolean): string | undefined {
  if (!present) return 'absent';
  const primitive = ['string', 'number', 'boolean'].includes(typeof value);
  const wholeText = (v: unknown) =>
    (typeof v === 'number' && Number.isInteger(v)) ||
    (typeof v === 'string' && /^-?\d+$/.test(v.trim()));
  const ok: Record<Accessor, () => boolean> = {
    text: () => primitive,
    bool: () => primitive,
    int: () => wholeText(value),
    'int|blank': () => value === '' || wholeText(value),
    number: () => typeof value === 'number',
    version: () => typeof value === 'string' && /^\d+$/.test(value.replaceAll('.', '')),
    key: () => typeof value === 'string' && value.length >= 15,
    present: () => true,
    list: () => Array.isArray(value),
    first: () => Array.isArray(value) && value.length > 0,
    object: () => typeof value === 'object' && value !== null && !Array.isArray(value),
    yes: () => value === true || value === 'true',
  };
  return ok[accessor]() ? undefined : `${JSON.stringify(value) ?? 'undefined'} is not ${accessor}`;
}

/** The values at a path: `a.b`, `rows[].x` (every row), `rows[0].x` (the first). */
function valuesAt(
  json: unknown,
  path: string,
): { where: string; value: unknown; present: boolean }[] {
  let found = [{ where: '', value: json as unknown, present: true }];
  for (const segment of path.split('.')) {
    const [, key = '', index] = /^(.*?)(\[\]|\[0\])?$/.exec(segment)!;
    found = found.flatMap(({ where, value, present }) => {
      if (!present || typeof value !== 'object' || value === null) return [];
      const here = `${where}${where ? '.' : ''}${key}`;
      const has = Object.prototype.hasOwnProperty.call(value, key);
      const inner = has ? (value as Json)[key] : undefined;
      if (!index) return [{ where: here, value: inner, present: has }];
      if (!Array.isArray(inner)) return [];
      const items = index === '[0]' ? inner.slice(0, 1) : inner;
      return items.map((item, i) => ({ where: `${here}[${i}]`, value: item, present: true }));
    });
  }
  return found;
}

/** What a run of one app needs to fill the bodies in. */
interface Session {
  values: Record<string, string>;
  envelope: Json;
}

function filled(value: unknown, session: Session): unknown {
  if (typeof value === 'string' && value.startsWith('$')) {
    const name = value.slice(1);
    if (!(name in session.values)) throw new Error(`the fixture names no session value ${value}`);
    return session.values[name];
  }
  if (Array.isArray(value)) return value.map((item) => filled(item, session));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filled(v, session)]));
  return value;
}

/** A tiny JPEG: what the slip upload's file part carries. */
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

function multipartOf(fields: Json, file: string): { payload: Buffer; type: string } {
  const boundary = 'android-slip-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file}"; filename="1732700000000.jpg"\r\nContent-Type: multipart/form-data\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join('') + head),
      JPEG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

async function send(app: TestApp, call: AppCall, session: Session) {
  const body = filled(call.body, session) as Json;
  const url = `/${call.path}`;
  if (call.method === 'GET') return app.inject({ method: 'GET', url });
  const full = call.bare ? body : { ...session.envelope, ...body };
  if (call.multipart) {
    const { payload, type } = multipartOf(full, call.multipart.file);
    return app.inject({ method: 'POST', url, payload, headers: { 'content-type': type } });
  }
  return app.inject({ method: 'POST', url, payload: full });
}

/** Everything wrong with one call's answer, for this app. */
function checkAnswer(
  call: AppCall,
  code: number,
  text: string,
  session: Session,
): {
  problems: string[];
  json?: Json;
} {
  if (code === 404) return { problems: ['unknown path (HTTP 404): no body, the app crashes'] };
  if (code < 200 || code > 299) return { problems: [`HTTP ${code}: the app gets no body`] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problems: [`not JSON: ${text.slice(0, 80)}`] };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { problems: ['not a JSON object'] };
  const answer = json as Json;
  const yes = answer.status === true || answer.status === 'true';
  const problems: string[] = [];
  // Refusals the real server never gives for what an app sends: its envelope, its body's form.
  if (answer.status === false && answer.msg === MSG.UNAUTHORIZED)
    problems.push(`the envelope was refused: ${MSG.UNAUTHORIZED}`);
  if (typeof answer.msg === 'string' && SCHEMA_REFUSAL.test(answer.msg))
    problems.push(`the body's form was refused: ${answer.msg}`);
  for (const [path, read] of Object.entries(call.reads)) {
    const [accessor, when] = typeof read === 'string' ? [read, undefined] : read;
    if ((when === 'ok' && !yes) || (when === 'no' && yes)) continue;
    for (const { where, value, present } of valuesAt(answer, path)) {
      const why = problemWith(accessor, value, present);
      if (why) problems.push(`${where}: ${why}`);
    }
  }
  if (call.ownDevice) {
    const rows = answer[call.ownDevice];
    const mine = Array.isArray(rows)
      ? (rows as Json[]).find((row) => row.device_id === session.values.device)
      : undefined;
    if (!mine || mine.logout_status === '1' || mine.security_pin_status === '1')
      problems.push(`${call.ownDevice}: no row for this device with both flags "0": signed out`);
  }
  return { problems, json: answer };
}

/** The demo world an app meets: seeded, a Monday at 10:30, the env type of its deployment. */
async function worldFor(newApp: (o: object) => Promise<TestApp>, client: AndroidClient) {
  const app = await newApp({ seed: true, envType: client.envType });
  const world = app.worlds.get();
  world.clock.set(onTestDay(10, 30));
  const idOf = (name: string) =>
    String(
      (world.db.prepare('SELECT id FROM markets WHERE name = ?').get(name) as { id: number }).id,
    );
  const tokenOf = (mobile: string) =>
    (world.db.prepare('SELECT token FROM users WHERE mobile = ?').get(mobile) as { token: string })
      .token;
  const today = indiaDateKey(world.clock.now());
  const values: Record<string, string> = {
    mobile: DEMO_PLAYERS.player.mobile,
    password: DEMO_PASSWORD,
    receiver: DEMO_PLAYERS.viewer.mobile,
    newMobile: '9123456780',
    device: DEVICE,
    pin: PIN,
    game: idOf('KALYAN'),
    starline: idOf('KING STARLINE 11:00 AM'),
    gali: idOf('DELHI BAZAR'),
    today: dayFirst(today),
    monthAgo: dayFirst(addDays(today, -30)),
    // Until the app reads its bid screen's date: today as new_date prints it.
    newDate: '01-Jul-2024',
    // Until the app signs in: none.
    token: '',
  };
  return { app, values, tokenOf };
}

describe('the public Android clients, call by call', { timeout: 120_000 }, () => {
  appTest.for(ANDROID_CLIENTS.map((client) => [client.name, client] as const))(
    '%s: every call it makes is known and answered as it reads it',
    async ([, client], { newApp }) => {
      const { app, values, tokenOf } = await worldFor(newApp, client);
      // The deployment's key: built into SMG, and what the others use until they fetch theirs.
      const session: Session = {
        values,
        envelope: { env_type: client.envType, app_key: DEV_APP_KEY },
      };
      const problems: string[] = [];
      const gaps = KNOWN_GAPS.filter((gap) => gap.client === client.name);
      const gapsMet = new Set<(typeof gaps)[number]>();
      for (const [i, call] of client.calls.entries()) {
        const response = await send(app, call, session);
        const checked = checkAnswer(call, response.statusCode, response.body, session);
        const open = checked.problems.filter((problem) => {
          const gap = gaps.find((g) => g.path === call.path && problem.startsWith(`${g.field}: `));
          if (gap) gapsMet.add(gap);
          return !gap;
        });
        for (const problem of open)
          problems.push(`#${i + 1} ${call.path} (${call.screen}): ${problem}`);
        if (open.length > 0) problems.push(`#${i + 1} answered ${response.body.slice(0, 160)}`);
        for (const [name, field] of Object.entries(call.keeps ?? {})) {
          const kept = checked.json?.[field];
          if (typeof kept !== 'string' && typeof kept !== 'number') continue;
          if (name === 'key')
            session.envelope.app_key =
              client.appKey === 'decoded' ? decodeKey(String(kept)) : String(kept);
          else values[name] = String(kept);
        }
        // An app that could not sign in would stop here; the check goes on as its player.
        if (call.keeps?.token && !values.token) values.token = tokenOf(values.mobile!);
      }
      // A gap the simulator now fills is no longer one: its entry must go.
      for (const gap of gaps)
        if (!gapsMet.has(gap)) problems.push(`${gap.path} ${gap.field}: no longer a known gap`);
      expect(problems, `${client.name} (${client.source})`).toEqual([]);
    },
  );
});

describe('the check itself', () => {
  const session: Session = { values: { device: DEVICE }, envelope: {} };
  const call = (reads: AppCall['reads'], extra: Partial<AppCall> = {}): AppCall => ({
    screen: 'a screen',
    path: 'api-anything',
    body: {},
    reads,
    ...extra,
  });
  const problems = (c: AppCall, answer: Json, code = 200) =>
    checkAnswer(c, code, JSON.stringify(answer), session).problems;

  it('finds what crashes an app: no body, an absent field, a value its reader cannot take', () => {
    expect(problems(call({}), {}, 404)).toEqual([
      'unknown path (HTTP 404): no body, the app crashes',
    ]);
    const answer = {
      status: true,
      wallet_amt: '5.5',
      min_amt: '',
      withdraw_status: '1',
      result: [{ game_id: null }, { game_id: 12 }],
      profile: [],
    };
    expect(
      problems(
        call({
          wallet_amt: 'int',
          min_amt: 'int',
          withdraw_status: 'number',
          'result[].game_id': 'text',
          'result[].web_chart_url_pana': 'text',
          profile: 'first',
          device_result: 'list',
        }),
        answer,
      ),
    ).toEqual([
      'wallet_amt: "5.5" is not int',
      'min_amt: "" is not int',
      'withdraw_status: "1" is not number',
      'result[0].game_id: null is not text',
      'result[0].web_chart_url_pana: absent',
      'result[1].web_chart_url_pana: absent',
      'profile: [] is not first',
      'device_result: absent',
    ]);
  });

  it('reads after a yes only when the answer said one, and wants the app’s own device listed', () => {
    const reads = call(
      { unique_token: ['text', 'ok'], msg: ['text', 'no'] },
      { ownDevice: 'devices' },
    );
    const other = { device_id: 'another phone', logout_status: '0', security_pin_status: '0' };
    expect(problems(reads, { status: 'true', devices: [other] })).toEqual([
      'unique_token: absent',
      'devices: no row for this device with both flags "0": signed out',
    ]);
    const mine = { ...other, device_id: DEVICE };
    expect(problems(reads, { status: false, msg: 'No', devices: [mine] })).toEqual([]);
    expect(problems(reads, { status: false, devices: [{ ...mine, logout_status: '1' }] })).toEqual([
      'msg: absent',
      'devices: no row for this device with both flags "0": signed out',
    ]);
  });

  it('counts a refused envelope or body form as a failure, whatever the app reads', () => {
    expect(problems(call({}), { status: false, msg: MSG.UNAUTHORIZED })).toEqual([
      `the envelope was refused: ${MSG.UNAUTHORIZED}`,
    ]);
    expect(problems(call({}), { status: false, msg: 'new_result.game_id is required' })).toEqual([
      "the body's form was refused: new_result.game_id is required",
    ]);
    expect(problems(call({}), { status: false, msg: MSG.INSUFFICIENT })).toEqual([]);
  });

  it('decodes the served key as the Android splash does', () => {
    expect(decodeKey('panna-dev-key-lrfdo')).toBe('panna-dev-key-local');
    expect(decodeKey('ABCDEFGHIJKLMNOabc')).toBe('ABCDEFGHIJKLMNOxyz');
  });
});
