import type { World } from '../../worlds/world';

/** One text the simulated SMS gateway sent. */
export interface SentOtp {
  mobile: string;
  otp: string;
  purpose: string;
  sent_at: number;
}

/** The simulated SMS outbox, read by the control plane so tests can finish OTP flows. */
export function createOtpOutbox(world: World) {
  const latest = world.db.prepare<[string, number], SentOtp>(
    'SELECT mobile, otp, purpose, sent_at FROM otp_outbox WHERE mobile = ? ORDER BY sent_at DESC, id DESC LIMIT ?',
  );
  return {
    /** The latest `limit` OTPs sent to a number, newest first. */
    latest: (mobile: string, limit: number): SentOtp[] => latest.all(mobile, limit),
  };
}

export function otpOutboxOf(world: World) {
  return world.service(createOtpOutbox);
}
