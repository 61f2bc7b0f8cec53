import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recorderOf, runningRecorder, type RecordingStatus } from '../../recording';
import { defineVerb } from './define-verb';
import { iso } from '../../contract/instants';

declare module 'fastify' {
  interface FastifyRequest {
    /** The world's clock when a call arrived in a world being recorded; else null. */
    recordingAt: number | null;
  }
}

const describe = (status: RecordingStatus) => ({
  status: true as const,
  ...status,
  since: status.since === null ? null : iso(status.since),
});

/** What a control call was given: path parameters, query and body, in one map. */
const inputOf = (request: FastifyRequest): Record<string, unknown> => ({
  ...(request.params as object),
  ...(request.query as object),
  ...(typeof request.body === 'object' && request.body !== null ? request.body : {}),
});

/**
 * Recording a world: the verbs, and the hooks that hand every control call answered with 200 in
 * a world being recorded to its recorder (provider calls reach it from the journal hook).
 */
export function registerRecordingControl(app: FastifyInstance): void {
  app.decorateRequest('recordingAt', null);
  app.addHook('preHandler', (request, _reply, done) => {
    const world = request.existingWorld;
    if (world && runningRecorder(world)) request.recordingAt = world.clock.now();
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const world = request.existingWorld;
    const recorder = world && request.recordingAt !== null ? runningRecorder(world) : undefined;
    if (recorder && reply.statusCode === 200 && typeof payload === 'string') {
      recorder.control({
        verb: `${request.method} ${request.routeOptions.url?.slice(app.prefix.length)}`,
        at: request.recordingAt!,
        input: inputOf(request),
        answer: JSON.parse(payload) as Record<string, unknown>,
      });
    }
    done(null, payload);
  });

  defineVerb(app, 'GET /recording', async (request) =>
    describe(recorderOf(request.world).status()),
  );

  defineVerb(app, 'POST /recording', async (request) => {
    const recorder = recorderOf(request.world);
    if (request.body.action === 'start') return describe(recorder.start());
    recorder.stop();
    return describe(recorder.status());
  });
}
