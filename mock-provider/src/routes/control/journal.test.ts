import { describe, expect } from 'vitest';
import { MONDAY_10AM, addPlayer, call, routeTest } from '../../testing';

const it = routeTest
  /** The clock stopped at exactly 10:00 India time on Monday 2024-07-01, so entries' times are exact. */
  .extend('tenOClock', { auto: true }, ({ world }) => {
    world.clock.apply({ now: MONDAY_10AM, frozen: true, speed: 1 });
  })
  .extend(
    'journal',
    ({ app }) =>
      async (query = '', prefix = '') =>
        (await app.inject({ method: 'GET', url: `${prefix}/__sim/journal${query}` })).json(),
  )
  .extend(
    'login',
    ({ app }) =>
      () =>
        call(app, 'api-user-login', {
          mobile: '9000000001',
          password: 'hunter22',
          device_id: null,
        }),
  );

describe('/__sim/journal', () => {
  it('records each provider call with time, path, body, status, answer and duration', async ({
    journal,
    login,
  }) => {
    await login();
    const { entries } = await journal();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      id: 1,
      at: '2024-07-01T04:30:00.000Z',
      path: 'api-user-login',
      body: { mobile: '9000000001', password: '***' },
      status: 200,
      answer: { status: false, msg: 'Mobile not found' },
    });
    expect(entries[0].duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('records the lists answered without status and msg (Starline, Gali) and still reads', async ({
    app,
    journal,
  }) => {
    await call(app, 'api-starline-game', {});
    await call(app, 'api-galidisswar-game', {});
    const { entries } = await journal();
    expect(entries.map((e: { path: string; answer: unknown }) => [e.path, e.answer])).toEqual([
      ['api-galidisawar-game', { status: null, msg: null }],
      ['api-starline-game', { status: null, msg: null }],
    ]);
  });

  it("names each call's player (the token's owner, or the mobile asked about) and filters by it", async ({
    app,
    world,
    journal,
  }) => {
    const player = addPlayer(world);
    await call(app, 'api-check-mobile', { mobile: '9123400001' });
    await call(app, 'api-user-wallet-balance', { unique_token: player.token });
    await call(app, 'api-user-wallet-balance', { unique_token: 'nobody-has-this' });
    const { entries } = await journal(`?player=${player.mobile}`);
    expect(entries.map((e: { path: string }) => e.path)).toEqual(['api-user-wallet-balance']);
    expect(entries[0].player).toBe(player.mobile);
    expect((await journal('?player=9123400001')).entries).toHaveLength(1);
    expect((await journal()).entries[0]).not.toHaveProperty('player');
  });

  it('names the player of a call a fault answered before its token was checked', async ({
    app,
    world,
    journal,
  }) => {
    const player = addPlayer(world);
    await app.inject({
      method: 'POST',
      url: '/__sim/faults',
      payload: { kind: 'status_false', msg: 'Down' },
    });
    await call(app, 'api-user-wallet-balance', { unique_token: player.token });
    const { entries } = await journal(`?player=${player.mobile}`);
    expect(entries).toMatchObject([
      { answer: { msg: 'Down' }, fault: 'status_false', player: player.mobile },
    ]);
  });

  it('redacts passwords, OTPs and tokens unless the world turns redaction off', async ({
    app,
    journal,
    login,
  }) => {
    await call(app, 'api-change-password', { unique_token: 'x', old_pass: 'a1', new_pass: 'b2' });
    expect((await journal()).entries[0].body).toMatchObject({ old_pass: '***', new_pass: '***' });
    await app.inject({
      method: 'POST',
      url: '/__sim/journal/settings',
      payload: { redact: false },
    });
    await login();
    const { redact, entries } = await journal();
    expect(redact).toBe(false);
    expect(entries[0].body.password).toBe('hunter22');
    await call(app, 'api-user-wallet-balance', { unique_token: 'A'.repeat(30) });
    expect((await journal()).entries[0].body.unique_token).toBe('A'.repeat(30));
  });

  it('shows no secret of a body sent as text/plain JSON, a multipart form or text/plain form text', async ({
    app,
    journal,
  }) => {
    const secret = 'Zq8SECRETvalue00000000000000';
    const post = (type: string, payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api-user-wallet-balance',
        headers: { 'content-type': type },
        payload,
      });
    await post(
      'text/plain',
      JSON.stringify({ env_type: 'Prod', meta: { Unique_Token: secret, userPwd: secret } }),
    );
    await post(
      'multipart/form-data; boundary=b',
      `--b\r\nContent-Disposition: form-data; name="password"\r\n\r\n${secret}\r\n--b--\r\n`,
    );
    await post('text/plain', `mobile=1&PIN_CODE=${secret}`);
    const { entries } = await journal();
    expect(entries).toHaveLength(3);
    expect(JSON.stringify(entries)).not.toContain(secret);
    expect(entries[2].body).toMatchObject({ meta: { Unique_Token: 'Zq8S…0000', userPwd: '***' } });
  });

  it('shows session tokens by their ends only: in bodies, in bids, and from registration and login', async ({
    app,
    world,
    journal,
  }) => {
    const player = addPlayer(world);
    await call(app, 'api-user-wallet-balance', { unique_token: player.token });
    await call(app, 'api-submit-bid', {
      unique_token: player.token,
      new_result: { unique_token: player.token, pana: 'Single Digit', result: [] },
    });
    await call(app, 'api-check-mobile', { mobile: '9123400002' });
    const registered = await call<{ unique_token: string }>(app, 'api-user-registration', {
      name: 'Token Test',
      mobile: '9123400002',
      password: 'pw123456',
      email: 'email',
    });
    await call(app, 'api-user-login', { mobile: '9123400002', password: 'pw123456' });
    const read = JSON.stringify(await journal());
    for (const token of [player.token, registered.unique_token]) {
      expect(token).toMatch(/^[A-Za-z0-9]{30}$/);
      expect(read).not.toContain(token);
    }
    const [login, , , bid, balance] = (await journal()).entries;
    expect(login.answer).toEqual({ status: true, msg: expect.any(String) });
    const shown = `${player.token.slice(0, 4)}…${player.token.slice(-4)}`;
    expect(balance.body.unique_token).toBe(shown);
    expect(bid.body).toMatchObject({ unique_token: shown, new_result: { unique_token: shown } });
  });

  it('keeps a body sent spaced out or after a byte order mark as the value it parsed to', async ({
    app,
    journal,
  }) => {
    const sent = { env_type: 'Prod', app_key: 'panna-dev-key-local', mobile: '9000000001' };
    for (const text of [JSON.stringify(sent, null, 2), `\uFEFF${JSON.stringify(sent)}`]) {
      await app.inject({
        method: 'POST',
        url: '/api-check-mobile',
        headers: { 'content-type': 'application/json' },
        payload: text,
      });
    }
    const { entries } = await journal();
    expect(entries.map((e: { body: unknown }) => e.body)).toEqual([sent, sent]);
  });

  it('filters by path, time and count, newest first', async ({ app, journal, login }) => {
    await login();
    await app.inject({ method: 'POST', url: '/__sim/clock', payload: { advance: 3_600_000 } });
    await call(app, 'api-check-mobile', { mobile: '9000000002' });
    await call(app, 'api-check-mobile', { mobile: '9000000003' });
    expect(
      (await journal('?path=api-check-mobile')).entries.map(
        (e: { body: { mobile: string } }) => e.body.mobile,
      ),
    ).toEqual(['9000000003', '9000000002']);
    expect((await journal('?since=2024-07-01T10:30:00%2B05:30')).entries).toHaveLength(2);
    expect(
      (await journal('?until=2024-07-01T10:30:00%2B05:30')).entries.map(
        (e: { path: string }) => e.path,
      ),
    ).toEqual(['api-user-login']);
    expect((await journal('?limit=1')).entries).toHaveLength(1);
    expect(
      (await app.inject({ method: 'GET', url: '/__sim/journal?since=today' })).statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/__sim/journal?limit=0' })).statusCode).toBe(
      400,
    );
  });

  it("records a kept answer's status and msg each time it is sent (the dashboard)", async ({
    app,
    world,
    journal,
  }) => {
    const { token } = addPlayer(world);
    for (let i = 0; i < 2; i++) await call(app, 'api-get-dashboard-data', { unique_token: token });
    const { entries } = await journal();
    expect(entries).toMatchObject([
      { path: 'api-get-dashboard-data', status: 200, answer: { status: true, msg: 'Success' } },
      { path: 'api-get-dashboard-data', status: 200, answer: { status: true, msg: 'Success' } },
    ]);
  });

  it('notes the fault that shaped a call, and records a dropped one with status 0', async ({
    app,
    journal,
    login,
  }) => {
    await app.inject({
      method: 'POST',
      url: '/__sim/faults',
      payload: { kind: 'http_500', times: 1 },
    });
    await app.inject({ method: 'POST', url: '/__sim/faults', payload: { kind: 'drop', times: 1 } });
    await login().catch(() => undefined); // not JSON
    await login().catch(() => undefined); // no answer
    await new Promise((resolve) => setTimeout(resolve, 10));
    const { entries } = await journal();
    expect(entries).toMatchObject([
      { status: 0, fault: 'drop', answer: null },
      { status: 500, fault: 'http_500', answer: null },
    ]);
  });

  it('keeps control calls out, clears on request, and belongs to its world', async ({
    app,
    journal,
    login,
  }) => {
    await login();
    await call(app, 'api-check-mobile', { mobile: '9000000002' }, '/s/other');
    expect((await journal()).entries).toHaveLength(1);
    expect((await journal('', '/s/other')).entries).toMatchObject([{ path: 'api-check-mobile' }]);
    expect((await app.inject({ method: 'DELETE', url: '/__sim/journal' })).statusCode).toBe(200);
    expect((await journal()).entries).toEqual([]);
  });
});
