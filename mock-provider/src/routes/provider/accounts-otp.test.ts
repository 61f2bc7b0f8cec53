import { describe, expect } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/player/account-messages';
import { OTP_RULES } from '../../domain/player/otp';
import { addPlayer, routeTest as it, sentOtps } from '../../testing';

const NEW_MOBILE = '9123456780';
const SECOND = 1000;

describe('api-check-mobile', () => {
  it('answers a new number with status "true" and a 4-digit OTP kept in the outbox', async ({
    world,
    provider,
  }) => {
    const answer = await provider('api-check-mobile', { mobile: NEW_MOBILE });
    expect(answer.status).toBe('true');
    expect(answer.msg).toBe('Mobile number is not registered');
    const otp = (answer as unknown as { otp: number }).otp;
    expect(otp).toBeGreaterThanOrEqual(1000);
    expect(otp).toBeLessThanOrEqual(9999);
    expect(sentOtps(world, NEW_MOBILE)).toEqual([
      { otp: String(otp), purpose: 'register', sent_at: world.clock.now() },
    ]);
  });

  it('refuses a registered number; strict also an invalid one', async ({
    world,
    provider,
    strictly,
  }) => {
    addPlayer(world, { mobile: '9000000001' });
    expect(await provider('api-check-mobile', { mobile: '9000000001' })).toEqual({
      status: false,
      msg: 'Mobile number is already registered. Try Login.',
    });
    // The real server sends a code to whatever it is given.
    expect((await provider('api-check-mobile', { mobile: '12345' })).status).toBe('true');
    strictly();
    for (const bad of ['12345', '5123456789', '98765432100', '+919876543210']) {
      expect(await provider('api-check-mobile', { mobile: bad })).toEqual({
        status: false,
        msg: ACCOUNT_MESSAGES.mobileInvalid,
      });
    }
  });

  it('real sends every code asked for', async ({ world, provider }) => {
    for (let i = 0; i < OTP_RULES.maxPerHour + 2; i += 1)
      expect((await provider('api-resend-otp', { mobile: NEW_MOBILE })).status).toBe(true);
    expect(sentOtps(world, NEW_MOBILE)).toHaveLength(OTP_RULES.maxPerHour + 2);
  });

  it('strict throttles sends to one number to one per 30 s, then allows another', async ({
    world,
    provider,
    strictly,
  }) => {
    strictly();
    await provider('api-check-mobile', { mobile: NEW_MOBILE });
    world.clock.advance(10 * SECOND);
    expect(await provider('api-resend-otp', { mobile: NEW_MOBILE })).toEqual({
      status: false,
      msg: ACCOUNT_MESSAGES.otpTooSoon(20),
    });
    expect((await provider('api-check-mobile', { mobile: NEW_MOBILE })).status).toBe(false);
    // Another number is not affected.
    expect((await provider('api-check-mobile', { mobile: '9123456781' })).status).toBe('true');
    world.clock.advance(21 * SECOND);
    expect((await provider('api-resend-otp', { mobile: NEW_MOBILE })).status).toBe(true);
    expect(sentOtps(world, NEW_MOBILE).map((o) => o.purpose)).toEqual(['register', 'resend']);
  });

  it('strict allows at most 10 sends per number per hour', async ({
    world,
    provider,
    strictly,
  }) => {
    strictly();
    for (let i = 0; i < OTP_RULES.maxPerHour; i += 1) {
      expect((await provider('api-resend-otp', { mobile: NEW_MOBILE })).status).toBe(true);
      world.clock.advance(31 * SECOND);
    }
    const refused = await provider('api-resend-otp', { mobile: NEW_MOBILE });
    expect(refused.status).toBe(false);
    expect(refused.msg).toMatch(/Too many OTP requests/);
    world.clock.advance(60 * 60 * SECOND);
    expect((await provider('api-resend-otp', { mobile: NEW_MOBILE })).status).toBe(true);
  });
});

describe('api-resend-otp', () => {
  it('sends to any number; strict refuses an invalid one', async ({ provider, strictly }) => {
    const answer = await provider('api-resend-otp', { mobile: NEW_MOBILE });
    expect(answer).toMatchObject({ status: true, msg: 'Otp Re-Sent' });
    expect((await provider('api-resend-otp', { mobile: '123' })).status).toBe(true);
    strictly();
    expect(await provider('api-resend-otp', { mobile: '123' })).toEqual({
      status: false,
      msg: ACCOUNT_MESSAGES.mobileInvalid,
    });
  });
});
