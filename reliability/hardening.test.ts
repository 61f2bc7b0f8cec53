import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ENDPOINTS, MSG } from '@panna/shared';
import { Value } from 'typebox/value';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ACCESS_MESSAGES,
  ACCOUNT_MESSAGES,
  BalanceLimitExceeded,
  GUARD_MESSAGES,
  JSON_LIMIT_MESSAGES,
  LOGIN_RULES,
  MAX_BALANCE,
  OTP_RULES,
  RATE_LIMITS,
} from '@panna/mock-provider/rules';
import {
  addPlayer,
  call,
  ledgerMismatches,
  testApp,
  type TestApp,
  ledgerOf,
} from '@panna/mock-provider/testing';
import { ledgerViolations } from './support/invariants';
import { FULL } from './support/mode';
import { tally } from './support/tally';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
async function mock(options: Parameters<typeof testApp>[0] = {}) {
  const app = await testApp(options);
  apps.push(app);
  app.worlds.get().clock.freeze(true);
  return app;
}
const advance = (app: TestApp, ms: number) => app.worlds.get().clock.advance(ms);

describe('passwords', () => {
  it('are stored hashed and never appear in an answer, the journal or the log', async ({
    task,
  }) => {
    const logs: string[] = [];
    const app = await mock({
      logger: { level: 'trace', stream: { write: (line: string) => logs.push(line) } },
    });
    const password = 'Zebra-Password-1';
    const second = 'Otter-Password-2';
    const wrong = 'Wrong-Password-3';
    const mobile = '9123450001';
    const answers: unknown[] = [];
    const say = async (path: string, body: Record<string, unknown>) => {
      const answer = await call(app, path, body);
      answers.push(answer);
      return answer;
    };
    await say('api-check-mobile', { mobile });
    const registered = await say('api-user-registration', {
      name: 'Hash Test',
      mobile,
      password,
      email: 'email',
    });
    expect(registered.status).toBe(true);
    await say('api-user-login', { mobile, password: wrong });
    const login = await say('api-user-login', { mobile, password });
    await say('api-change-password', {
      unique_token: login.unique_token,
      old_pass: password,
      new_pass: second,
    });
    advance(app, OTP_RULES.minGapMs);
    await say('api-forget-check-mobile', { mobile });
    await say('api-forgot-password', { mobile, new_pass: password });
    const control = await app.inject({ method: 'GET', url: `/__sim/players/${mobile}` });
    const journal = await app.inject({ method: 'GET', url: '/__sim/journal?limit=100' });
    const hash = (
      app.worlds
        .get()
        .db.prepare('SELECT password_hash FROM users WHERE mobile = ?')
        .get(mobile) as { password_hash: string }
    ).password_hash;

    expect(hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    const everything = [JSON.stringify(answers), control.body, journal.body, logs.join('')].join(
      '\n',
    );
    expect(logs.length).toBeGreaterThan(0);
    expect(JSON.parse(journal.body).entries.length).toBeGreaterThan(0);
    for (const secret of [password, second, wrong, hash]) expect(everything).not.toContain(secret);
    tally(task).checks += 5;
  });
});

describe('sessions', () => {
  it('tokens are 30 random alphanumerics, made once at registration and answered at every login', async ({
    task,
  }) => {
    // The real provider never rotates a token: a second device stays signed in (both profiles).
    for (const profile of ['real', 'strict'] as const) {
      const app = await mock({ profile });
      const tokens = new Set<string>();
      for (let i = 0; i < 20; i += 1) {
        const mobile = `91234${String(60_000 + i)}`;
        await call(app, 'api-check-mobile', { mobile });
        const registered = await call<{ unique_token: string }>(app, 'api-user-registration', {
          name: `Player ${i}`,
          mobile,
          password: 'pw123456',
          email: 'email',
        });
        expect(registered.unique_token).toMatch(/^[A-Za-z0-9]{30}$/);
        tokens.add(registered.unique_token);
        for (let login = 0; login < 2; login += 1) {
          const again = await call<{ unique_token: string }>(app, 'api-user-login', {
            mobile,
            password: 'pw123456',
          });
          expect(again.unique_token).toBe(registered.unique_token);
        }
        const balance = await call(app, 'api-user-wallet-balance', {
          unique_token: registered.unique_token,
        });
        expect(balance.status).toBe(true);
      }
      // Random: twenty players, twenty different tokens.
      expect(tokens.size).toBe(20);
      // strict refuses a token nobody holds; real answers it with blank player fields.
      const stranger = await call(app, 'api-user-wallet-balance', { unique_token: 'Z'.repeat(30) });
      expect(stranger.status).toBe(profile === 'real');
      if (profile === 'strict')
        expect(stranger).toEqual({ status: false, msg: ACCESS_MESSAGES.invalidToken });
      else expect(stranger).not.toHaveProperty('wallet_amt');
    }
    tally(task).checks += 2 * (20 * 4 + 2);
  });

  it('real has no lockout: the right password works after any number of wrong ones', async ({
    task,
  }) => {
    const app = await mock();
    const player = addPlayer(app.worlds.get());
    for (let i = 0; i < LOGIN_RULES.maxFailures * 4; i += 1)
      expect(
        (await call(app, 'api-user-login', { mobile: player.mobile, password: 'x' })).msg,
      ).toBe(ACCOUNT_MESSAGES.invalidLogin);
    expect(
      (await call(app, 'api-user-login', { mobile: player.mobile, password: 'secret1' })).status,
    ).toBe(true);
    tally(task).checks += LOGIN_RULES.maxFailures * 4 + 1;
  });

  it(`strict locks a number for a while after ${LOGIN_RULES.maxFailures} wrong passwords`, async ({
    task,
  }) => {
    const app = await mock({ profile: 'strict' });
    const world = app.worlds.get();
    const player = addPlayer(world);
    const bystander = addPlayer(world);
    const login = (mobile: string, password: string) =>
      call(app, 'api-user-login', { mobile, password });
    for (let i = 1; i < LOGIN_RULES.maxFailures; i += 1)
      expect(await login(player.mobile, 'nope')).toEqual({
        status: false,
        msg: ACCOUNT_MESSAGES.invalidLogin,
      });
    const locked = { status: false, msg: ACCOUNT_MESSAGES.locked(LOGIN_RULES.lockMs / 60_000) };
    expect(await login(player.mobile, 'nope')).toEqual(locked);
    // Locked: even the right password is refused, and nothing is given away.
    expect((await login(player.mobile, 'secret1')).status).toBe(false);
    expect((await login(bystander.mobile, 'secret1')).status).toBe(true);
    advance(app, LOGIN_RULES.lockMs);
    expect((await login(player.mobile, 'secret1')).status).toBe(true);
    tally(task).checks += LOGIN_RULES.maxFailures + 3;
  });
});

describe('OTP sends', () => {
  it(`strict throttles them: one per ${OTP_RULES.minGapMs / 1000} s per number, ${OTP_RULES.maxPerHour} an hour`, async ({
    task,
  }) => {
    const app = await mock({ profile: 'strict' });
    const mobile = '9123450002';
    const send = () => call(app, 'api-resend-otp', { mobile });
    expect((await send()).status).toBe(true);
    expect(await send()).toEqual({ status: false, msg: ACCOUNT_MESSAGES.otpTooSoon(30) });
    // Another number is not held up by this one.
    expect((await call(app, 'api-resend-otp', { mobile: '9123450003' })).status).toBe(true);
    for (let i = 1; i < OTP_RULES.maxPerHour; i += 1) {
      advance(app, OTP_RULES.minGapMs);
      expect((await send()).status).toBe(true);
    }
    advance(app, OTP_RULES.minGapMs);
    const tooMany = await send();
    expect(tooMany.status).toBe(false);
    expect(tooMany.msg).toMatch(/Too many OTP requests/);
    advance(app, 60 * 60_000);
    expect((await send()).status).toBe(true);
    tally(task).checks += OTP_RULES.maxPerHour + 4;
  });

  it('strict: registration and password reset need an OTP sent in the last 10 minutes', async ({
    task,
  }) => {
    const app = await mock({ profile: 'strict' });
    const player = addPlayer(app.worlds.get());
    const mobile = '9123450004';
    const register = () =>
      call(app, 'api-user-registration', {
        name: 'N',
        mobile,
        password: 'pw123456',
        email: 'email',
      });
    const reset = () =>
      call(app, 'api-forgot-password', { mobile: player.mobile, new_pass: 'pw123456' });
    const refused = { status: false, msg: ACCOUNT_MESSAGES.otpRequired };
    expect(await register()).toEqual(refused);
    expect(await reset()).toEqual(refused);
    await call(app, 'api-check-mobile', { mobile });
    await call(app, 'api-forget-check-mobile', { mobile: player.mobile });
    advance(app, OTP_RULES.validForMs + 1000);
    expect(await register()).toEqual(refused);
    expect(await reset()).toEqual(refused);
    await call(app, 'api-check-mobile', { mobile });
    await call(app, 'api-forget-check-mobile', { mobile: player.mobile });
    expect((await register()).status).toBe(true);
    expect((await reset()).status).toBe(true);
    tally(task).checks += 6;
  });
});

describe('prototype keys', () => {
  it('headline ids like __proto__ or constructor are unknown ids, not Object members', async ({
    task,
  }) => {
    const app = await mock();
    const answer = await call(app, 'api-get-headline', {
      ids: ['__proto__', 'constructor', 'toString', 1],
    });
    expect(Value.Check(ENDPOINTS['api-get-headline'].response, answer)).toBe(true);
    const hidden = { status: '0', notes: '' };
    expect((answer as unknown as { data: unknown[] }).data.slice(0, 3)).toEqual([
      hidden,
      hidden,
      hidden,
    ]);
    tally(task).checks += 2;
  });
});

describe('balances', () => {
  it(`never pass ${MAX_BALANCE}: a credit that would is refused and the ledger still adds up`, async ({
    task,
  }) => {
    const app = await mock();
    const world = app.worlds.get();
    const player = addPlayer(world, { wallet: 1000 });
    const credit = (amount: number) =>
      app.inject({
        method: 'POST',
        url: `/__sim/players/${player.mobile}/credit`,
        payload: { amount },
      });
    for (const amount of [Number.MAX_SAFE_INTEGER - 10, 1e15, MAX_BALANCE + 1]) {
      const big = await credit(amount);
      expect(big.statusCode).toBe(400);
      expect(big.json()).toEqual({ status: false, msg: expect.any(String) });
    }
    expect((await credit(MAX_BALANCE - 1000)).statusCode).toBe(200);
    const over = await credit(1);
    expect(over.statusCode).toBe(400);
    expect(over.json().msg).toMatch(/past the largest balance/);
    // The last line of defence: the ledger itself refuses.
    expect(() =>
      ledgerOf(world).post({
        userId: player.id,
        direction: 'credit',
        amountStatus: '1',
        amount: 5,
        note: 'x',
        at: 0,
      }),
    ).toThrow(BalanceLimitExceeded);
    expect(ledgerMismatches(world)).toEqual([]);
    tally(task).checks += 8;
  });

  it('rates are bounded where they enter: a rate that could not be paid is refused', async ({
    task,
  }) => {
    const app = await mock();
    const patch = (rates: unknown) =>
      app.inject({ method: 'PATCH', url: '/__sim/settings', payload: { rates } });
    for (const pair of [
      [1, 1e15],
      [1, RATE_LIMITS.paid + 1],
      [0, 95],
      [RATE_LIMITS.stake + 1, 95],
      [10, -1],
      [10, 9.5],
    ]) {
      const answer = await patch({ main: { single_digit: pair } });
      expect(answer.statusCode, JSON.stringify(pair)).toBe(400);
      expect(answer.json().status).toBe(false);
    }
    expect((await patch({ main: { single_digit: [1, RATE_LIMITS.paid] } })).statusCode).toBe(200);
    const limits = await app.inject({
      method: 'PATCH',
      url: '/__sim/settings',
      payload: { maxDeposit: MAX_BALANCE + 1 },
    });
    expect(limits.statusCode).toBe(400);
    tally(task).checks += 8;
  });
});

describe('the seeded world', () => {
  it('keeps the money invariants on any day it is seeded (every withdrawal debit has its request)', async ({
    task,
  }) => {
    const app = await mock({ seed: true });
    const counts = tally(task);
    const start = Date.parse('2026-01-01T06:00:00Z');
    let paidOut = 0;
    for (let day = 0; day < 40; day += 1) {
      const at = new Date(start + day * 9 * 86_400_000).toISOString();
      expect(
        (await app.inject({ method: 'POST', url: '/__sim/reset', payload: { at } })).json().status,
      ).toBe(true);
      const { checks, violations } = ledgerViolations(app.worlds.get().db);
      counts.checks += checks;
      counts.inputs += 1;
      expect(violations, at).toEqual([]);
      paidOut += (
        app.worlds.get().db.prepare('SELECT COUNT(*) AS n FROM withdraw_requests').get() as {
          n: number;
        }
      ).n;
    }
    // Some of these days' past wins exceed the demo balance: the seed pays that out as a withdrawal.
    expect(paidOut).toBeGreaterThan(0);
  });
});

describe('request limits', () => {
  it('refuses a 300 KB body cleanly, in process and over HTTP, and keeps answering', async ({
    task,
  }) => {
    const app = await mock();
    const big = JSON.stringify({
      env_type: 'Prod',
      app_key: 'panna-dev-key-local',
      mobile: 'x'.repeat(300 * 1024),
    });
    const injected = await app.inject({
      method: 'POST',
      url: '/api-check-mobile',
      payload: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(injected.statusCode).toBe(413);
    expect(injected.json()).toEqual({ status: false, msg: expect.any(String) });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const response = await fetch(`${base}/api-check-mobile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ status: false, msg: expect.any(String) });
    expect((await call(app, 'api-game-rates')).status).toBe(true);
    tally(task).checks += 5;
  });

  it('JSON nested 20,000 deep is refused at the door, never a crash', async ({ task }) => {
    const errors: string[] = [];
    const app = await mock({
      logger: { level: 'error', stream: { write: (line: string) => errors.push(line) } },
    });
    const texts = [
      `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
      `{"env_type":"Prod","app_key":"panna-dev-key-local","mobile":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`,
      `{"__proto__":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
    ];
    // Refused before it is parsed (json-limits.ts): as a body that is not JSON on the provider
    // (the real profile's answer), with a 400 naming the limit on the control plane.
    const refusals = {
      '/api-check-mobile': { code: 200, body: { status: false, msg: MSG.UNAUTHORIZED } },
      '/__sim/clock': { code: 400, body: { status: false, msg: JSON_LIMIT_MESSAGES.tooDeep } },
    };
    for (const [url, refused] of Object.entries(refusals)) {
      for (const payload of texts) {
        const response = await app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect({ code: response.statusCode, body: response.json() }, url).toEqual(refused);
      }
    }
    // A defect is answered as status false too: the log tells it apart (the journal's redaction
    // once overflowed the stack here).
    expect(errors).toEqual([]);
    expect((await call(app, 'api-game-rates')).status).toBe(true);
    tally(task).checks += 14;
  });

  it('a malformed or over-long URL is refused with the envelope (router errors included)', async ({
    task,
  }) => {
    const app = await mock();
    for (const url of [
      `/__sim/players/${'9'.repeat(500)}`,
      '/__sim/players/%E0%A4%A',
      '/api-%zz',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json(), url).toEqual({ status: false, msg: expect.any(String) });
      expect(response.body).not.toContain('9'.repeat(200));
    }
    tally(task).checks += 12;
  });
});

/** Source files that serve requests (tests and test helpers excluded). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // src/testing holds the test helpers (@panna/mock-provider/testing).
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Calls of prepare/exec/pragma whose SQL is assembled: a template with ${} or a + concatenation. */
function builtSql(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const assembled = (node: ts.Node): boolean =>
    ts.isTemplateExpression(node) ||
    (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) ||
    (ts.isParenthesizedExpression(node) && assembled(node.expression));
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['prepare', 'exec', 'pragma'].includes(node.expression.name.text) &&
      node.arguments[0] &&
      assembled(node.arguments[0])
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(
        `${relative(ROOT, file)}:${line + 1}: ${node.arguments[0].getText().split('\n')[0]}`,
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('SQL', () => {
  it('is only ever static text with ? parameters (no ${} or + inside prepare, exec, pragma)', ({
    task,
  }) => {
    const files = sourceFiles(join(ROOT, 'mock-provider/src'));
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.flatMap(builtSql);
    // The migration runner sets user_version to a number from a migration's file name.
    const allowed = /^mock-provider\/src\/db\/connection\.ts:\d+: `user_version = \$\{version\}`$/;
    expect(offenders.filter((o) => !allowed.test(o))).toEqual([]);
    tally(task).checks += files.length;
  });

  it('the check itself finds assembled SQL', () => {
    const probe = join(ROOT, 'reliability/support/sql-probe.fixture.txt');
    expect(builtSql(probe)).toHaveLength(3);
  });
});

describe('the control plane', () => {
  const remote = '10.0.0.5';
  it('refuses callers off the loopback interface when no CONTROL_TOKEN is set', async ({
    task,
  }) => {
    const app = await mock();
    const far = await app.inject({ method: 'GET', url: '/__sim/players', remoteAddress: remote });
    expect(far.statusCode).toBe(403);
    expect(far.json()).toEqual({ status: false, msg: expect.any(String) });
    const farPost = await app.inject({
      method: 'POST',
      url: '/__sim/reset',
      remoteAddress: remote,
      payload: {},
    });
    expect(farPost.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/__sim/players' })).statusCode).toBe(200);
    // The provider's own endpoints answer anyone.
    const rates = await app.inject({
      method: 'POST',
      url: '/api-game-rates',
      remoteAddress: remote,
      payload: { env_type: 'Prod', app_key: 'panna-dev-key-local' },
    });
    expect(rates.json().status).toBe(true);
    tally(task).checks += 5;
  });

  it('with a CONTROL_TOKEN, answers whoever presents it and nobody else', async ({ task }) => {
    const app = await mock({ controlToken: 'control-secret-1' });
    const get = (headers: Record<string, string>, remoteAddress = remote) =>
      app.inject({ method: 'GET', url: '/__sim/players', headers, remoteAddress });
    expect((await get({})).statusCode).toBe(401);
    expect((await get({}, '127.0.0.1')).statusCode).toBe(401);
    expect((await get({ authorization: 'Bearer wrong' })).statusCode).toBe(401);
    expect((await get({ authorization: 'Bearer control-secret-1x' })).statusCode).toBe(401);
    expect((await get({ authorization: 'Bearer control-secret-1' })).statusCode).toBe(200);
    expect((await get({ authorization: 'Bearer control-secret-1' })).json().status).toBe(true);
    tally(task).checks += 6;
  });

  it('compares the token as bytes, whatever the alphabet, and requires the Bearer scheme', async ({
    task,
  }) => {
    const app = await mock({ controlToken: 'contrôle-secret-ü' });
    const get = (authorization: string) =>
      app.inject({ method: 'GET', url: '/__sim/players', headers: { authorization } });
    // Header values travel as Latin-1: the same characters as the token, but other bytes.
    for (const authorization of [
      'contrôle-secret-ü',
      'Bearer contrôle-secret-u',
      'Bearer contrôle-secret-üü',
      'Bearer ü',
      'Bearer 😀',
      'Basic contrôle-secret-ü',
      'Bearercontrôle-secret-ü',
      'Bearer',
      '',
    ]) {
      const answer = await get(authorization);
      expect(answer.statusCode, authorization).toBe(401);
      expect(answer.json(), authorization).toEqual({ status: false, msg: GUARD_MESSAGES.token });
    }
    // The token's own UTF-8 bytes, as a client sends them (and Node hands them over as Latin-1).
    const utf8 = Buffer.from('Bearer contrôle-secret-ü', 'utf8').toString('latin1');
    expect((await get(utf8)).statusCode).toBe(200);
    const ascii = await mock({ controlToken: 'plain-token-2' });
    const bare = await ascii.inject({
      method: 'GET',
      url: '/__sim/players',
      headers: { authorization: 'plain-token-2' },
    });
    expect(bare.statusCode).toBe(401);
    const right = await ascii.inject({
      method: 'GET',
      url: '/__sim/players',
      headers: { authorization: 'bearer plain-token-2' },
    });
    expect(right.statusCode).toBe(200);
    tally(task).checks += 12;
  });
});

describe.skipIf(!FULL)('dependencies', () => {
  it(
    'npm audit --omit=dev shows no high or critical issue',
    { timeout: 120_000 },
    async ({ task, skip }) => {
      const run = promisify(execFile);
      let output: string;
      try {
        output = (
          await run('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, timeout: 100_000 })
        ).stdout;
      } catch (error) {
        // npm audit exits non-zero when it finds anything, and when it cannot reach the registry.
        output = (error as { stdout?: string }).stdout ?? '';
      }
      let report: {
        error?: { summary?: string };
        metadata?: { vulnerabilities?: Record<string, number> };
      };
      try {
        report = JSON.parse(output);
      } catch {
        report = { error: { summary: output.slice(0, 200) || 'no output' } };
      }
      if (report.error || !report.metadata) {
        skip(
          `npm audit could not reach the advisory service: ${report.error?.summary ?? 'no metadata'}`,
        );
        return;
      }
      const { high = 0, critical = 0 } = report.metadata.vulnerabilities ?? {};
      tally(task).checks += 1;
      expect({ high, critical }).toEqual({ high: 0, critical: 0 });
    },
  );
});
