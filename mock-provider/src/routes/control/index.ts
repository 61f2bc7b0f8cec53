import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { registerClockControl } from './clock';
import { registerFaultControl } from './faults';
import { registerJournalControl } from './journal';
import { registerMarketControl } from './markets';
import { registerOtpControl } from './otps';
import { registerPlayerControl } from './players';
import { registerResultControl } from './results';
import { registerSettingsControl } from './settings';
import { registerSnapshotControl } from './snapshots';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

const sameSecret = (given: string, expected: string): boolean =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * The simulator's control plane under /__sim, in its own context: no app key, JSON in and out.
 * With a CONTROL_TOKEN it requires `Authorization: Bearer <token>`; without one it answers only
 * callers on the loopback interface.
 */
export async function controlRoutes(
  app: FastifyInstance,
  opts: { controlToken: string | undefined },
) {
  app.addHook('onRequest', async (request, reply) => {
    const { controlToken } = opts;
    if (controlToken) {
      const header = request.headers.authorization ?? '';
      if (!sameSecret(header.replace(/^Bearer\s+/i, ''), controlToken)) {
        return reply.code(401).send({ status: false, msg: 'Control token required' });
      }
    } else if (!LOOPBACK.test(request.ip)) {
      return reply
        .code(403)
        .send({ status: false, msg: 'The control plane answers loopback callers only' });
    }
  });
  registerClockControl(app);
  registerMarketControl(app);
  registerResultControl(app);
  registerPlayerControl(app);
  registerSettingsControl(app);
  registerFaultControl(app);
  registerJournalControl(app);
  registerOtpControl(app);
  registerSnapshotControl(app);
}
