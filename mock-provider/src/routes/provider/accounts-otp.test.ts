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
    // The first of the ten was sent 10 x 31 s ago: it leaves the hour in 55 minutes.
    expect(await provider('api-resend-otp', { mobile: NEW_MOBILE })).toEqual({
      status: false,
      msg: ACCOUNT_MESSAGES.otpTooMany(55),
    });
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

describe('api-otp-sent', () => {
  it("texts a registration code and answers it with status but no msg, as Tara's PIN screen reads it", async ({
    world,
    provider,
  }) => {
    const answer = await provider('api-otp-sent', { mobile: NEW_MOBILE });
    expect(Object.keys(answer).sort()).toEqual(['otp', 'status']);
    expect(answer.status).toBe(true);
    const otp = (answer as unknown as { otp: number }).otp;
    expect(sentOtps(world, NEW_MOBILE)).toEqual([
      { otp: String(otp), purpose: 'register', sent_at: world.clock.now() },
    ]);
  });

  it('real texts any number, registered or not; strict refuses a malformed one and throttles', async ({
    world,
    provider,
    strictly,
  }) => {
    addPlayer(world, { mobile: '9000000001' });
    expect((await provider('api-otp-sent', { mobile: '9000000001' })).status).toBe(true);
    expect((await provider('api-otp-sent', { mobile: '123' })).status).toBe(true);
    strictly();
    expect(await provider('api-otp-sent', { mobile: '123' })).toEqual({
      status: false,
      msg: ACCOUNT_MESSAGES.mobileInvalid,
    });
    expect((await provider('api-otp-sent', { mobile: NEW_MOBILE })).status).toBe(true);
    expect(await provider('api-otp-sent', { mobile: NEW_MOBILE })).toEqual({
      status: false,
      msg: ACCOUNT_MESSAGES.otpTooSoon(30),
    });
  });
});

describe('api-validate-bank', () => {
  it('texts a code to the player\'s own mobile and answers it with status the string "true"', async ({
    world,
    provider,
  }) => {
    const player = addPlayer(world, { mobile: '9000000007' });
    const answer = await provider('api-validate-bank', { unique_token: player.token });
    expect(answer).toMatchObject({ status: 'true', msg: 'Success' });
    const otp = (answer as unknown as { otp: number }).otp;
    expect(Number.isInteger(otp)).toBe(true);
    expect(sentOtps(world, '9000000007')).toEqual([
      { otp: String(otp), purpose: 'bank', sent_at: world.clock.now() },
    ]);
  });

  it('ignores any UPI number the body names: the code goes to the account', async ({
    world,
    provider,
  }) => {
    const player = addPlayer(world, { mobile: '9000000007' });
    await provider('api-validate-bank', {
      unique_token: player.token,
      upi_type: '1',
      paytm_no: '9000000008',
    });
    expect(sentOtps(world, '9000000008')).toEqual([]);
    expect(sentOtps(world, '9000000007')).toHaveLength(1);
  });

  it('a token no player holds: real answers a code texted to nobody; strict refuses', async ({
    world,
    provider,
    strictly,
  }) => {
    const nobody = { unique_token: 'x'.repeat(30) };
    expect(await provider('api-validate-bank', nobody)).toMatchObject({
      status: 'true',
      msg: 'Success',
    });
    expect(world.db.prepare('SELECT COUNT(*) AS n FROM otp_outbox').get()).toEqual({ n: 0 });
    strictly();
    expect((await provider('api-validate-bank', nobody)).status).toBe(false);
  });

  it('strict throttles it with the other codes to the number', async ({
    world,
    provider,
    strictly,
  }) => {
    strictly();
    const player = addPlayer(world, { mobile: '9000000007' });
    await provider('api-resend-otp', { mobile: '9000000007' });
    expect(await provider('api-validate-bank', { unique_token: player.token })).toEqual({
      status: false,
      msg: ACCOUNT_MESSAGES.otpTooSoon(30),
    });
    world.clock.advance(30 * SECOND);
    expect((await provider('api-validate-bank', { unique_token: player.token })).status).toBe(
      'true',
    );
  });
});
