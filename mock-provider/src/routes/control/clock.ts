import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import { badRequest, iso, parseInstant, validationProblem } from './http';

export const clockState = {
  type: 'object',
  properties: {
    status: { type: 'boolean' },
    now: { type: 'string', format: 'date-time' },
    frozen: { type: 'boolean' },
    speed: { type: 'number' },
  },
} as const;

interface ClockChange {
  set?: string;
  freeze?: boolean;
  advance?: number;
  speed?: number;
}

export const describeClock = (clock: Clock) => {
  const { now, frozen, speed } = clock.state();
  return { now: iso(now), frozen, speed };
};

/** The world's virtual clock: read it; set, freeze, speed up or advance it. */
export function registerClockControl(app: FastifyInstance): void {
  app.get('/clock', {
    schema: {
      summary: 'Read the virtual clock',
      tags: ['control: clock'],
      response: { 200: clockState },
    },
    handler: async (request) => ({ status: true, ...describeClock(request.world.clock) }),
  });

  app.post<{ Body: ClockChange }>('/clock', {
    attachValidation: true,
    schema: {
      summary: 'Change the virtual clock: applied in the order set, freeze, speed, advance',
      tags: ['control: clock'],
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          set: {
            type: 'string',
            description: 'An ISO instant with a zone: 2024-07-01T09:00:00+05:30',
          },
          freeze: { type: 'boolean' },
          speed: { type: 'number', exclusiveMinimum: 0, maximum: 100_000 },
          advance: { type: 'number', description: 'Milliseconds (negative goes back)' },
        },
      },
      response: { 200: clockState },
    },
    handler: async (request, reply) => {
      const problem = validationProblem(request);
      if (problem) return badRequest(reply, problem);
      const { set, freeze, speed, advance } = request.body ?? {};
      const at = set === undefined ? undefined : parseInstant(set);
      if (set !== undefined && at === undefined)
        return badRequest(reply, `set must be an ISO instant with a zone, not "${set}"`);
      if (advance !== undefined && !Number.isFinite(advance))
        return badRequest(reply, 'advance must be milliseconds');
      const { clock } = request.world;
      if (at !== undefined) clock.set(at);
      if (freeze !== undefined) clock.freeze(freeze);
      if (speed !== undefined) clock.setSpeed(speed);
      if (advance !== undefined) clock.advance(Math.round(advance));
      return { status: true, ...describeClock(clock) };
    },
  });
}
