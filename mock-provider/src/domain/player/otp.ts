import { randomInt } from 'node:crypto';
import type { World } from '../../worlds/world';

/**
 * Why an OTP was sent; the outbox keeps it so QA can tell the flows apart. `bank`: the code
 * api-validate-bank texts to a player's own number before a payment number is saved.
 */
export type OtpPurpose = 'register' | 'resend' | 'forgot' | 'bank';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * The limits the mock can enforce: the client compares the code itself, so the server only sees
 * when and how often codes were sent.
 */
export const OTP_RULES = {
  /** Registration and reset need a code sent this recently. */
  validForMs: 10 * MINUTE,
  /** Matches the client's 30 s resend countdown. */
  minGapMs: 30 * SECOND,
  maxPerHour: 10,
} as const;

export interface OtpLimit {
  reason: 'too-soon' | 'too-many';
  retryInSeconds: number;
}

/** A 4-digit code. */
export const newOtp = (): number => randomInt(1000, 10_000);

/** The simulated SMS gateway: every code sent lands in `otp_outbox`. */
export function createOtps(world: World) {
  const db = world.db;
  const sentSince = db.prepare<[string, number], { sent_at: number }>(
    'SELECT sent_at FROM otp_outbox WHERE mobile = ? AND sent_at > ? ORDER BY sent_at DESC',
  );
  const insert = db.prepare<[string, string, string, number]>(
    'INSERT INTO otp_outbox (mobile, otp, purpose, sent_at) VALUES (?, ?, ?, ?)',
  );
  const recentFor = db.prepare<[string, number, string, string], { n: number }>(
    'SELECT COUNT(*) AS n FROM otp_outbox WHERE mobile = ? AND sent_at > ? AND purpose IN (?, ?)',
  );

  return {
    /** Why another code may not go to the number yet (sent one too recently or too often), if so. */
    limited(mobile: string): OtpLimit | undefined {
      const now = world.clock.now();
      const lastHour = sentSince.all(mobile, now - 60 * MINUTE);
      const last = lastHour[0];
      if (last && now - last.sent_at < OTP_RULES.minGapMs) {
        return {
          reason: 'too-soon',
          retryInSeconds: Math.ceil((last.sent_at + OTP_RULES.minGapMs - now) / SECOND),
        };
      }
      if (lastHour.length >= OTP_RULES.maxPerHour) {
        const oldest = lastHour[lastHour.length - 1]!.sent_at;
        return {
          reason: 'too-many',
          retryInSeconds: Math.ceil((oldest + 60 * MINUTE - now) / SECOND),
        };
      }
      return undefined;
    },
    /** Sends a new code (the limits are the caller's: the real server has none). */
    send(mobile: string, purpose: OtpPurpose): number {
      const otp = newOtp();
      insert.run(mobile, String(otp), purpose, world.clock.now());
      return otp;
    },
    /** True when a code for one of these purposes went to the number within OTP_RULES.validForMs. */
    sentRecently(mobile: string, purposes: readonly [OtpPurpose, OtpPurpose]): boolean {
      const since = world.clock.now() - OTP_RULES.validForMs;
      return recentFor.get(mobile, since, purposes[0], purposes[1])!.n > 0;
    },
  };
}

export function otpsOf(world: World) {
  return world.service(createOtps);
}
