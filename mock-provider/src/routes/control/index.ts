import type { FastifyError, FastifyInstance } from 'fastify';
import {
  badJsonMessage,
  isBadJson,
  refusalMessage,
  refusalStatus,
  validationMessage,
} from '../../errors';
import { withinJsonLimits } from '../../json-limits';
import { deletedWorldError } from '../../worlds/request-world';
import { registerActingControl } from './acting';
import { registerAnnouncementControl } from './announcements';
import { registerClockControl } from './clock';
import { registerControlGuard, type ControlAccess } from './guard';
import { registerFaultControl } from './faults';
import { registerJournalControl } from './journal';
import { registerMarketControl } from './markets';
import { registerOtpControl } from './otps';
import { registerOverrideControl } from './overrides';
import { registerPlayerControl } from './players';
import { registerRecordingControl } from './recording';
import { registerResultControl } from './results';
import { registerSettingsControl } from './settings';
import { registerScenarioControl, type ScenarioAccess } from './scenarios';
import { registerSnapshotControl } from './snapshots';

/**
 * The simulator's control plane under /__sim, in its own context: no app key, JSON in and out,
 * callers checked by the guard (guard.ts), each verb declared from the contract (contract/). Every failure is `{status: false, msg}` with a status
 * that says what kind: 4xx for the caller's, 503 when no sandbox can be opened, 500 only for a
 * defect (then logged).
 */
export async function controlRoutes(
  app: FastifyInstance,
  opts: ControlAccess & { provider: ScenarioAccess; scenarioTimeLimitS?: number | undefined },
) {
  app.setErrorHandler((raised: FastifyError, request, reply) => {
    const error = deletedWorldError(request) ?? raised;
    if (error.validation)
      return reply.code(400).send({ status: false, msg: validationMessage(error) });
    if (isBadJson(error))
      return reply.code(400).send({ status: false, msg: badJsonMessage(error) });
    const refusal = refusalStatus(error);
    if (refusal) return reply.code(refusal).send({ status: false, msg: refusalMessage(error) });
    request.log.error(error);
    return reply
      .code(500)
      .send({ status: false, msg: `The simulator failed on this call (logged): ${error.message}` });
  });
  registerControlGuard(app, opts);
  // Fastify's own JSON parser, after the nesting limit (json-limits.ts).
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    withinJsonLimits(app.getDefaultJsonParser('error', 'error')),
  );
  registerRecordingControl(app);
  // A POST without a body (approve, with its optional receipt) reads as an empty object.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });
  registerClockControl(app);
  registerMarketControl(app);
  registerResultControl(app);
  registerPlayerControl(app);
  registerAnnouncementControl(app);
  registerSettingsControl(app);
  registerFaultControl(app);
  registerOverrideControl(app);
  registerJournalControl(app);
  registerOtpControl(app);
  registerSnapshotControl(app);
  registerScenarioControl(app, opts.provider, opts.scenarioTimeLimitS);
  registerActingControl(app, opts.provider);
}
