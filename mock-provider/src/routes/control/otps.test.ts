import { describe, expect } from 'vitest';
import { call, routeTest as it } from '../../testing';

describe('/__sim/otps', () => {
  it('answers the OTPs texted to a number, newest first', async ({ app, control }) => {
    const first = await call<{ otp: number }>(app, 'api-check-mobile', { mobile: '9000000001' });
    await control('POST', '/clock', { advance: 60_000 });
    const second = await call<{ otp: number }>(app, 'api-resend-otp', { mobile: '9000000001' });
    await call(app, 'api-check-mobile', { mobile: '9000000002' });
    const { otps } = (await control('GET', '/otps?mobile=9000000001')).body;
    expect(otps.map((o: { otp: string }) => Number(o.otp))).toEqual([second.otp, first.otp]);
    expect(otps[0]).toMatchObject({ mobile: '9000000001', purpose: 'resend' });
    expect(Date.parse(otps[0].sent_at) - Date.parse(otps[1].sent_at)).toBeGreaterThanOrEqual(
      60_000,
    );
    const latest = await control('GET', '/otps?mobile=9000000001&limit=1');
    expect(latest.body.otps).toHaveLength(1);
  });

  it('needs a mobile number', async ({ control }) => {
    expect(await control('GET', '/otps')).toEqual({
      code: 400,
      body: { status: false, msg: 'mobile is required' },
    });
  });

  it('reads the outbox of its own world', async ({ app, control }) => {
    await call(app, 'api-check-mobile', { mobile: '9000000001' }, '/s/qa');
    expect((await control('GET', '/otps?mobile=9000000001')).body.otps).toEqual([]);
    expect(
      (await control('GET', '/otps?mobile=9000000001', undefined, '/s/qa')).body.otps,
    ).toHaveLength(1);
  });
});
