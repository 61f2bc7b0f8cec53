import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, testApp, type TestApp } from '../../testing';

let app: TestApp;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

describe('/__sim/otps', () => {
  it('answers the OTPs texted to a number, newest first', async () => {
    const first = await call<{ otp: number }>(app, 'api-check-mobile', { mobile: '9000000001' });
    await app.inject({ method: 'POST', url: '/__sim/clock', payload: { advance: 60_000 } });
    const second = await call<{ otp: number }>(app, 'api-resend-otp', { mobile: '9000000001' });
    await call(app, 'api-check-mobile', { mobile: '9000000002' });
    const response = await app.inject({ method: 'GET', url: '/__sim/otps?mobile=9000000001' });
    const { otps } = response.json();
    expect(otps.map((o: { otp: string }) => Number(o.otp))).toEqual([second.otp, first.otp]);
    expect(otps[0]).toMatchObject({ mobile: '9000000001', purpose: 'resend' });
    expect(Date.parse(otps[0].sent_at) - Date.parse(otps[1].sent_at)).toBeGreaterThanOrEqual(
      60_000,
    );
    const latest = await app.inject({
      method: 'GET',
      url: '/__sim/otps?mobile=9000000001&limit=1',
    });
    expect(latest.json().otps).toHaveLength(1);
  });

  it('needs a mobile number', async () => {
    const response = await app.inject({ method: 'GET', url: '/__sim/otps' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, msg: 'mobile is required' });
  });

  it('reads the outbox of its own world', async () => {
    await call(app, 'api-check-mobile', { mobile: '9000000001' }, '/s/qa');
    expect(
      (await app.inject({ method: 'GET', url: '/__sim/otps?mobile=9000000001' })).json().otps,
    ).toEqual([]);
    expect(
      (await app.inject({ method: 'GET', url: '/s/qa/__sim/otps?mobile=9000000001' })).json().otps,
    ).toHaveLength(1);
  });
});
