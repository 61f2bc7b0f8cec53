import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { badRequest } from '../../domain/control-error';
import { otpOutboxOf } from '../../domain/control/otp-outbox';
import { iso } from './http';
import { FAILURES, Instant, ok, typedScope } from './typed-scope';

const MAX_OTPS = 50;

const OtpQuery = Type.Object(
  {
    mobile: Type.Optional(Type.String({ maxLength: 20 })),
    limit: Type.Optional(Type.String({ description: `1..${MAX_OTPS}, default 10` })),
  },
  { additionalProperties: false },
);
const Otp = Type.Object({
  mobile: Type.String(),
  otp: Type.String(),
  purpose: Type.String(),
  sent_at: Instant,
});

/** The simulated SMS outbox: what was texted to a number, so tests can finish OTP flows. */
export function registerOtpControl(app: FastifyInstance): void {
  typedScope(app, (scope) => {
    scope.get('/otps', {
      schema: {
        summary: 'The latest OTPs sent to a mobile number, newest first',
        tags: ['control: otps'],
        querystring: OtpQuery,
        response: { 200: ok({ otps: Type.Array(Otp) }), ...FAILURES },
      },
      handler: async (request) => {
        const { mobile, limit = '10' } = request.query;
        if (!mobile) throw badRequest('mobile is required');
        const n = Number(limit);
        if (!Number.isInteger(n) || n < 1 || n > MAX_OTPS)
          throw badRequest(`limit must be 1..${MAX_OTPS}`);
        const rows = otpOutboxOf(request.world).latest(mobile, n);
        return {
          status: true as const,
          otps: rows.map((row) => ({ ...row, sent_at: iso(row.sent_at) })),
        };
      },
    });
  });
}
