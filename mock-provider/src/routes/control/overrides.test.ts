import { describe, expect } from 'vitest';
import {
  ANSWER_CONTENT_TYPE,
  ENVELOPE,
  addPlayer,
  countRows,
  routeTest,
  testApp,
} from '../../testing';
import { MAX_OVERRIDE_ANSWER_BYTES, MAX_OVERRIDES } from '../../contract/limits';
import { OVERRIDE_MESSAGES, overridesOf } from '../../domain/control/overrides';

const it = routeTest.extend(
  'override',
  ({ control }) =>
    async (body: Record<string, unknown>, prefix = '') =>
      control('POST', '/overrides', body, prefix),
);

/** A provider call as a client sends it: its HTTP status, content type and raw body. */
const raw = async (
  app: Awaited<ReturnType<typeof testApp>>,
  path: string,
  body: Record<string, unknown> = {},
  prefix = '',
) => {
  const response = await app.inject({
    method: 'POST',
    url: `${prefix}/${path}`,
    payload: { ...ENVELOPE, ...body },
  });
  return { code: response.statusCode, type: response.headers['content-type'], body: response.body };
};

describe('answer overrides', () => {
  it('answer the next call to the path with the JSON given, once by default, and write nothing', async ({
    app,
    override,
  }) => {
    const answer = { status: true, msg: 'OTP sent', extra: [1, { deep: null }] };
    expect((await override({ path: 'api-check-mobile', answer })).body).toEqual({
      status: true,
      id: 'o1',
    });
    const first = await raw(app, 'api-check-mobile', { mobile: '9000000001' });
    expect(first).toEqual({
      code: 200,
      type: ANSWER_CONTENT_TYPE,
      body: JSON.stringify(answer),
    });
    expect(countRows(app.worlds.get(), 'SELECT COUNT(*) AS n FROM otp_outbox')).toBe(0);
    // Used up: the next call is the provider's own.
    const second = await raw(app, 'api-check-mobile', { mobile: '9000000001' });
    expect(JSON.parse(second.body)).not.toEqual(answer);
    expect(countRows(app.worlds.get(), 'SELECT COUNT(*) AS n FROM otp_outbox')).toBe(1);
  });

  it('answer with the HTTP status given, any JSON value, even a call the checks would refuse', async ({
    app,
    override,
  }) => {
    await override({ path: 'api-game-rates', answer: 'not an object', status: 503 });
    await override({ path: 'api-game-rates', answer: [{ game_name: 'SINGLE', rate: 'ten' }] });
    const refused = await app.inject({
      method: 'POST',
      url: '/api-game-rates',
      payload: { app_key: 'wrong' },
    });
    expect([refused.statusCode, refused.body]).toEqual([503, '"not an object"']);
    const list = await raw(app, 'api-game-rates');
    expect([list.code, list.body]).toEqual([200, '[{"game_name":"SINGLE","rate":"ten"}]']);
  });

  it('answer every call until removed with times 0; the list counts the hits', async ({
    app,
    control,
    override,
  }) => {
    const { id } = (
      await override({ path: 'api-game-rates', answer: { status: false, msg: 'x' }, times: 0 })
    ).body as { id: string };
    for (let n = 0; n < 3; n++)
      expect((await raw(app, 'api-game-rates')).body).toBe('{"status":false,"msg":"x"}');
    expect((await control('GET', '/overrides')).body).toEqual({
      status: true,
      overrides: [
        {
          id,
          path: 'api-game-rates',
          answer: { status: false, msg: 'x' },
          status: 200,
          times: 0,
          hits: 3,
        },
      ],
    });
    expect((await control('DELETE', `/overrides/${id}`)).body).toEqual({
      status: true,
      removed: 1,
    });
    expect((await raw(app, 'api-game-rates')).body).not.toContain('"msg":"x"');
    expect(await control('DELETE', `/overrides/${id}`)).toEqual({
      code: 404,
      body: { status: false, msg: `No override ${id}` },
    });
  });

  it("answer only the named player's calls, by token or by the mobile the body names", async ({
    app,
    world,
    override,
  }) => {
    const asha = addPlayer(world, { wallet: 100 });
    const ravi = addPlayer(world, { wallet: 200 });
    await override({
      path: 'api-user-wallet-balance',
      answer: { status: true, wallet_amt: 'lots' },
      player: asha.mobile,
      times: 0,
    });
    await override({
      path: 'api-check-mobile',
      answer: { status: false, msg: 'Mine' },
      player: '9000000077',
    });
    const wallet = async (token: string) =>
      JSON.parse((await raw(app, 'api-user-wallet-balance', { unique_token: token })).body) as {
        wallet_amt: unknown;
      };
    expect((await wallet(ravi.token)).wallet_amt).toBe('200');
    expect((await wallet(asha.token)).wallet_amt).toBe('lots');
    expect((await raw(app, 'api-check-mobile', { mobile: '9000000078' })).body).not.toContain(
      'Mine',
    );
    expect((await raw(app, 'api-check-mobile', { mobile: '9000000077' })).body).toContain('Mine');
  });

  it('take the faults of their call: a text prefix is printed before them, a terminal fault answers first', async ({
    app,
    control,
    override,
  }) => {
    await override({ path: 'api-game-rates', answer: { odd: 1 }, times: 0 });
    await control('POST', '/faults', { kind: 'text_before_json', text: 'Notice! ', times: 1 });
    expect((await raw(app, 'api-game-rates')).body).toBe('Notice! {"odd":1}');
    await control('POST', '/faults', { kind: 'status_false', msg: 'Down', times: 1 });
    expect(JSON.parse((await raw(app, 'api-game-rates')).body)).toEqual({
      status: false,
      msg: 'Down',
    });
    const { overrides } = (await control('GET', '/overrides')).body as {
      overrides: { hits: number }[];
    };
    expect(overrides[0]!.hits).toBe(1);
  });

  it('say so in the journal: the override that answered, and the answer it gave', async ({
    app,
    control,
    override,
  }) => {
    await override({
      path: 'api-check-mobile',
      answer: { status: false, msg: 'Odd' },
      status: 500,
    });
    await raw(app, 'api-check-mobile', { mobile: '9000000001' });
    await raw(app, 'api-check-mobile', { mobile: '9000000001' });
    const { entries } = (await control('GET', '/journal?path=api-check-mobile')).body as {
      entries: Record<string, unknown>[];
    };
    expect(entries[1]).toMatchObject({
      status: 500,
      override: 'o1',
      answer: { status: false, msg: 'Odd' },
      player: '9000000001',
    });
    expect(entries[0]).not.toHaveProperty('override');
  });

  it("belong to their world: a sandbox's do not touch the default world; a restore keeps them, a reset forgets them", async ({
    app,
    control,
    override,
  }) => {
    await override({ path: 'api-game-rates', answer: { sandboxed: true }, times: 0 }, '/s/ov-a');
    expect((await raw(app, 'api-game-rates')).body).not.toContain('sandboxed');
    expect((await raw(app, 'api-game-rates', {}, '/s/ov-a')).body).toBe('{"sandboxed":true}');
    expect((await control('GET', '/overrides')).body).toEqual({ status: true, overrides: [] });
    // A restore puts the data back, not QA's session: the override stays.
    await control('POST', '/snapshots', { name: 'before' }, '/s/ov-a');
    await control('POST', '/snapshots/before/restore', {}, '/s/ov-a');
    expect((await raw(app, 'api-game-rates', {}, '/s/ov-a')).body).toBe('{"sandboxed":true}');
    await control('POST', '/reset', {}, '/s/ov-a');
    expect((await control('GET', '/overrides', undefined, '/s/ov-a')).body).toEqual({
      status: true,
      overrides: [],
    });
    expect((await raw(app, 'api-game-rates', {}, '/s/ov-a')).body).not.toContain('sandboxed');
  });

  it('refuse an unknown path, a status out of range, a bad mobile and a missing answer', async ({
    control,
    override,
  }) => {
    expect(await override({ path: 'api-nothing', answer: {} })).toEqual({
      code: 400,
      body: { status: false, msg: 'Unknown provider path api-nothing' },
    });
    expect((await override({ path: 'api-game-rates', answer: {}, status: 99 })).code).toBe(400);
    expect((await override({ path: 'api-game-rates', answer: {}, times: -1 })).code).toBe(400);
    expect((await override({ path: 'api-game-rates', answer: {}, player: 'asha' })).code).toBe(400);
    const missing = await override({ path: 'api-game-rates' });
    expect(missing.code).toBe(400);
    expect((missing.body as { msg: string }).msg).toMatch(/answer/);
    expect((await control('GET', '/overrides')).body).toEqual({ status: true, overrides: [] });
  });

  it(`keep at most ${MAX_OVERRIDES} in a world: the next is refused with 409 naming the cap`, async ({
    control,
    override,
  }) => {
    for (let n = 0; n < MAX_OVERRIDES; n += 1)
      expect((await override({ path: 'api-game-rates', answer: n, times: 0 })).code).toBe(200);
    const past = await override({ path: 'api-game-rates', answer: 'one more' });
    expect(past).toEqual({ code: 409, body: { status: false, msg: OVERRIDE_MESSAGES.tooMany } });
    expect(OVERRIDE_MESSAGES.tooMany).toContain(String(MAX_OVERRIDES));
    // Another world keeps its own count; removing one makes room here.
    expect((await override({ path: 'api-game-rates', answer: 1 }, '/s/ov-cap')).code).toBe(200);
    expect((await control('GET', '/overrides')).body.overrides).toHaveLength(MAX_OVERRIDES);
    expect((await control('DELETE', '/overrides/o7')).code).toBe(200);
    expect((await override({ path: 'api-game-rates', answer: 'now' })).code).toBe(200);
  });

  it(`refuse an answer over ${MAX_OVERRIDE_ANSWER_BYTES} bytes as JSON with 400 naming the cap`, async ({
    control,
    override,
  }) => {
    // A string answer is its text and two quotes: exactly at the cap, then one byte past it.
    const atCap = 'x'.repeat(MAX_OVERRIDE_ANSWER_BYTES - 2);
    expect((await override({ path: 'api-game-rates', answer: atCap })).code).toBe(200);
    const past = await override({ path: 'api-game-rates', answer: { text: atCap } });
    expect(past).toEqual({
      code: 400,
      body: { status: false, msg: OVERRIDE_MESSAGES.tooLarge(MAX_OVERRIDE_ANSWER_BYTES + 9) },
    });
    expect(past.body.msg).toContain('64 KiB');
    // Bytes, not characters: two-byte letters count twice.
    const wide = await override({ path: 'api-game-rates', answer: 'é'.repeat(40_000) });
    expect(wide.code).toBe(400);
    const listed = (await control('GET', '/overrides')).body.overrides;
    expect(listed.map((o: { answer: unknown }) => o.answer)).toEqual([atCap]);
  });

  it('refuse, in process too, an answer that could not be listed: too deep, or not JSON', ({
    world,
  }) => {
    let deep: unknown = 0;
    for (let n = 0; n < 20_000; n += 1) deep = [deep];
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    for (const answer of [deep, cyclic, 10n, undefined])
      expect(() => overridesOf(world).add({ path: 'api-game-rates', answer })).toThrow(
        OVERRIDE_MESSAGES.notJson,
      );
    expect(overridesOf(world).list()).toEqual([]);
  });
});

describe('answer overrides on the fast lane', () => {
  it('are honoured over HTTP on the paths the lane answers', async () => {
    const app = await testApp({ seed: true });
    app.worlds.get().clock.freeze(true);
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      const dashboard = async () => {
        const response = await fetch(`${url}/api-get-dashboard-data`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...ENVELOPE, unique_token: 'nobody-0123456789' }),
        });
        return { code: response.status, body: await response.text() };
      };
      const own = await dashboard();
      await app.inject({
        method: 'POST',
        url: '/__sim/overrides',
        payload: {
          path: 'api-get-dashboard-data',
          answer: { status: true, result: 'odd' },
          status: 202,
        },
      });
      expect(await dashboard()).toEqual({ code: 202, body: '{"status":true,"result":"odd"}' });
      expect(await dashboard()).toEqual(own);
    } finally {
      await app.close();
    }
  });
});
