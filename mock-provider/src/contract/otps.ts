import { Type } from 'typebox';
import { Instant, ok, verbs } from './common';

export const MAX_OTPS = 50;

const OtpQuery = Type.Object(
  {
    mobile: Type.Optional(Type.String({ maxLength: 20 })),
    limit: Type.Optional(Type.String({ description: `1..${MAX_OTPS}, default 10` })),
  },
  { additionalProperties: false },
);
export const Otp = Type.Object({
  mobile: Type.String(),
  otp: Type.String(),
  purpose: Type.String(),
  sent_at: Instant,
});

/** The simulated SMS outbox. */
export const OTP_VERBS = verbs('control: otps', {
  'GET /otps': {
    summary: 'The latest OTPs sent to a mobile number, newest first',
    query: OtpQuery,
    answer: ok({ otps: Type.Array(Otp) }),
  },
});
