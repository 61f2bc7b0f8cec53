import type { FastifyInstance } from 'fastify';
import { badRequest, iso } from './http';

interface OtpRow {
  mobile: string;
  otp: string;
  purpose: string;
  sent_at: number;
}

const MAX_OTPS = 50;

/** The simulated SMS outbox: what was texted to a number, so tests can finish OTP flows. */
export function registerOtpControl(app: FastifyInstance): void {
  app.get<{ Querystring: { mobile?: string; limit?: string } }>('/otps', {
    schema: {
      summary: 'The latest OTPs sent to a mobile number, newest first',
      tags: ['control: otps'],
      querystring: {
        type: 'object',
        properties: {
          mobile: { type: 'string' },
          limit: { type: 'string', description: `1..${MAX_OTPS}, default 10` },
        },
      },
    },
    handler: async (request, reply) => {
      const { mobile, limit = '10' } = request.query;
      if (!mobile) return badRequest(reply, 'mobile is required');
      const n = Number(limit);
      if (!Number.isInteger(n) || n < 1 || n > MAX_OTPS)
        return badRequest(reply, `limit must be 1..${MAX_OTPS}`);
      const rows = request.world.db
        .prepare<[string, number], OtpRow>(
          'SELECT mobile, otp, purpose, sent_at FROM otp_outbox WHERE mobile = ? ORDER BY sent_at DESC, id DESC LIMIT ?',
        )
        .all(mobile, n);
      return { status: true, otps: rows.map((row) => ({ ...row, sent_at: iso(row.sent_at) })) };
    },
  });
}
