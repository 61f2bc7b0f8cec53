import { describe, expect } from 'vitest';
import { ENVELOPE, addPlayer, call, routeTest } from '../../testing';

const it = routeTest
  .extend(
    'addFault',
    ({ app }) =>
      async (body: Record<string, unknown>, prefix = '') =>
        app.inject({ method: 'POST', url: `${prefix}/__sim/faults`, payload: body }),
  )
  .extend(
    'checkMobile',
    ({ app }) =>
      (mobile = '9000000001', prefix = '') =>
        app.inject({
          method: 'POST',
          url: `${prefix}/api-check-mobile`,
          payload: { ...ENVELOPE, mobile },
        }),
  )
  .extend(
    'otpsSent',
    ({ world }) =>
      () =>
        (world.db.prepare('SELECT COUNT(*) AS n FROM otp_outbox').get() as { n: number }).n,
  );

describe('fault kinds', () => {
  it('status_false answers the given msg without running the handler', async ({
    addFault,
    checkMobile,
    otpsSent,
  }) => {
    expect(
      (
        await addFault({ kind: 'status_false', msg: 'Server down', path: 'api-check-mobile' })
      ).json(),
    ).toEqual({ status: true, id: 'f1' });
    const response = await checkMobile();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: false, msg: 'Server down' });
    expect(otpsSent()).toBe(0);
  });

  it('http_500 answers HTTP 500 and writes nothing', async ({
    addFault,
    checkMobile,
    otpsSent,
  }) => {
    await addFault({ kind: 'http_500' });
    const response = await checkMobile();
    expect(response.statusCode).toBe(500);
    expect(otpsSent()).toBe(0);
  });

  it('not_json answers a body that does not parse', async ({ addFault, checkMobile, otpsSent }) => {
    await addFault({ kind: 'not_json' });
    const response = await checkMobile();
    expect(response.statusCode).toBe(200);
    expect(() => JSON.parse(response.body)).toThrow();
    expect(otpsSent()).toBe(0);
  });

  it('text_before_json prints text before the real answer', async ({
    addFault,
    checkMobile,
    otpsSent,
  }) => {
    await addFault({ kind: 'text_before_json', text: 'Notice: oops\n' });
    const response = await checkMobile();
    expect(response.body.startsWith('Notice: oops\n{')).toBe(true);
    expect(JSON.parse(response.body.slice('Notice: oops\n'.length))).toMatchObject({
      status: 'true',
    });
    expect(otpsSent()).toBe(1);
  });

  it('text_before_json prints text before a kept answer too (the dashboard, sent as kept bytes)', async ({
    app,
    world,
    addFault,
  }) => {
    const { token } = addPlayer(world);
    const dashboard = () => call(app, 'api-get-dashboard-data', { unique_token: token });
    const kept = await dashboard();
    await addFault({ kind: 'text_before_json', text: 'Notice: oops\n', times: 1 });
    const response = await app.inject({
      method: 'POST',
      url: '/api-get-dashboard-data',
      payload: { ...ENVELOPE, unique_token: token },
    });
    expect(response.body.startsWith('Notice: oops\n{')).toBe(true);
    expect(JSON.parse(response.body.slice('Notice: oops\n'.length))).toEqual(kept);
    expect(await dashboard()).toEqual(kept);
  });

  it('latency delays the answer by a fixed time or one drawn from a range', async ({
    addFault,
    checkMobile,
  }) => {
    await addFault({ kind: 'latency', latency_ms: 60, times: 1 });
    let started = performance.now();
    expect((await checkMobile()).json()).toMatchObject({ status: 'true' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    await addFault({ kind: 'latency', latency_ms: [40, 50], times: 1 });
    started = performance.now();
    await checkMobile('9000000002');
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });

  it('drop closes the connection without an answer', async ({
    app,
    addFault,
    checkMobile,
    otpsSent,
  }) => {
    await addFault({ kind: 'drop', times: 1 });
    await expect(checkMobile()).rejects.toThrow();
    expect(otpsSent()).toBe(0);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    await addFault({ kind: 'drop', times: 1 });
    const url = `http://127.0.0.1:${port}/api-check-mobile`;
    const post = () =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...ENVELOPE, mobile: '9000000003' }),
      });
    await expect(post()).rejects.toThrow();
    expect((await post()).status).toBe(200);
  });
});

describe('fault rules', () => {
  it('expires after `times` calls', async ({ app, addFault }) => {
    await addFault({ kind: 'status_false', times: 2 });
    expect((await call(app, 'api-check-mobile', { mobile: '9000000001' })).status).toBe(false);
    expect((await call(app, 'api-check-mobile', { mobile: '9000000001' })).status).toBe(false);
    expect((await call(app, 'api-check-mobile', { mobile: '9000000001' })).status).toBe('true');
    expect((await app.inject({ method: 'GET', url: '/__sim/faults' })).json().faults).toEqual([]);
  });

  it('draws probabilities from a seeded source: the same seed gives the same hits', async ({
    app,
    addFault,
  }) => {
    // Each round uses new numbers: the OTP rate limit must not be mistaken for a fault.
    const pattern = async (round: number) => {
      await app.inject({ method: 'DELETE', url: '/__sim/faults' });
      await addFault({ kind: 'status_false', probability: 0.5, seed: 42 });
      const hits: boolean[] = [];
      for (let i = 0; i < 20; i += 1)
        hits.push(
          (
            await call(app, 'api-check-mobile', {
              mobile: `9000${round}001${String(i).padStart(2, '0')}`,
            })
          ).status === false,
        );
      return hits;
    };
    const first = await pattern(1);
    expect(first).toContain(true);
    expect(first).toContain(false);
    expect(await pattern(2)).toEqual(first);
  });

  it('hits only its path, and only provider routes', async ({ app, addFault, checkMobile }) => {
    await addFault({ kind: 'http_500', path: 'api-resend-otp' });
    expect((await checkMobile()).statusCode).toBe(200);
    await addFault({ kind: 'http_500' });
    expect((await app.inject({ method: 'GET', url: '/__sim/clock' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/__sim/faults' })).json().faults).toHaveLength(
      2,
    );
  });

  it('is listed, removed one by one and cleared', async ({ app, addFault, checkMobile }) => {
    const { id } = (await addFault({ kind: 'status_false' })).json();
    await addFault({ kind: 'http_500', path: 'api-check-mobile' });
    const listed = (await app.inject({ method: 'GET', url: '/__sim/faults' })).json().faults;
    expect(listed).toMatchObject([
      { id, kind: 'status_false', hits: 0 },
      { kind: 'http_500', path: 'api-check-mobile' },
    ]);
    expect(
      (await app.inject({ method: 'DELETE', url: `/__sim/faults/${id}` })).json(),
    ).toMatchObject({ removed: 1 });
    expect((await app.inject({ method: 'DELETE', url: `/__sim/faults/${id}` })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'DELETE', url: '/__sim/faults' })).json()).toMatchObject({
      removed: 1,
    });
    expect((await checkMobile()).statusCode).toBe(200);
  });

  it.for([
    { kind: 'explode' },
    { kind: 'status_false', path: 'api-nothing' },
    { kind: 'latency' },
    { kind: 'latency', latency_ms: [50, 10] },
    { kind: 'status_false', probability: 2 },
    { kind: 'status_false', times: 0 },
  ])('refuses %j with 400', async (body, { addFault }) => {
    const response = await addFault(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(false);
  });

  it('belongs to its world', async ({ addFault, checkMobile }) => {
    await addFault({ kind: 'status_false' }, '/s/broken');
    expect((await checkMobile('9000000001', '/s/broken')).json().status).toBe(false);
    expect((await checkMobile('9000000001', '/s/fine')).json().status).toBe('true');
    expect((await checkMobile()).json().status).toBe('true');
  });
});
