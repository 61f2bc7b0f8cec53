import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../contract/control-error';
import { otpOutboxOf } from '../../domain/control/otp-outbox';
import { MAX_OTPS } from '../../contract/otps';
import { defineVerb } from './define-verb';
import { iso } from '../../contract/instants';

/** The simulated SMS outbox: what was texted to a number, so tests can finish OTP flows. */
export function registerOtpControl(app: FastifyInstance): void {
  defineVerb(app, 'GET /otps', async (request) => {
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
  });
}
