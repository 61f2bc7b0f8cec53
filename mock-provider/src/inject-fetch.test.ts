import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect } from 'vitest';
import { ENVELOPE, appTest } from './testing';
import { injectFetch } from './inject-fetch';

const it = appTest.extend('appOptions', { seed: true });

const json = (body: object, signal?: AbortSignal): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  ...(signal && { signal }),
});
/** A provider call's request: the envelope and the body. */
const post = (body: object, signal?: AbortSignal) => json({ ...ENVELOPE, ...body }, signal);

describe('injectFetch', () => {
  it('answers as fetch does, the status and body of the call', async ({ newApp }) => {
    const send = injectFetch(await newApp());
    const response = await send(
      'http://localhost/s/in/api-check-mobile',
      post({ mobile: '9000000501' }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'true' });
  });

  it('times out like a network call: at once, and the held call never lands', async ({
    newApp,
  }) => {
    const app = await newApp();
    const send = injectFetch(app);
    const fault = { kind: 'latency', latency_ms: 400, path: 'api-check-mobile' };
    await send('http://localhost/s/slow/__sim/faults', json(fault));
    const call = send(
      'http://localhost/s/slow/api-check-mobile',
      post({ mobile: '9000000502' }, AbortSignal.timeout(50)),
    );
    await expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(app.worlds.find('slow')?.busy).toBe(0);
    // Past the latency: the abandoned call was never answered, so no OTP was texted.
    await sleep(600);
    const otps = app.worlds.get('slow').db.prepare('SELECT COUNT(*) AS n FROM otp_outbox').get();
    expect(otps).toEqual({ n: 0 });
  });

  it('refuses a call whose signal already aborted, and rejects a dropped one', async ({
    newApp,
  }) => {
    const send = injectFetch(await newApp());
    const aborted = AbortSignal.abort(new Error('stopped before'));
    await expect(
      send('http://localhost/api-check-mobile', post({ mobile: '9000000503' }, aborted)),
    ).rejects.toThrow('stopped before');
    await send(
      'http://localhost/s/drop/__sim/faults',
      json({ kind: 'drop', path: 'api-check-mobile' }),
    );
    await expect(
      send('http://localhost/s/drop/api-check-mobile', post({ mobile: '9000000504' })),
    ).rejects.toThrow();
  });
});
