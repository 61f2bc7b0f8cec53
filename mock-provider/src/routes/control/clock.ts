import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { CLOCK_RANGE, inClockRange, type Clock } from '../../clock';
import { badRequest } from '../../domain/control-error';
import { iso, parseInstant } from './http';
import { FAILURES, Instant, ok, typedScope } from './typed-scope';

const TAGS = ['control: clock'];

export const ClockSchema = Type.Object({
  now: Instant,
  frozen: Type.Boolean(),
  speed: Type.Number(),
});
const ClockAnswer = ok(ClockSchema.properties);

const ClockBody = Type.Object(
  {
    set: Type.Optional(
      Type.String({ description: 'An ISO instant with a zone: 2024-07-01T09:00:00+05:30' }),
    ),
    freeze: Type.Optional(Type.Boolean()),
    speed: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100_000 })),
    advance: Type.Optional(Type.Number({ description: 'Milliseconds (negative goes back)' })),
  },
  { additionalProperties: false },
);

export const CLOCK_MESSAGES = {
  notInstant: (key: string, text: string) =>
    `${key} must be an ISO instant with a zone, not "${text.slice(0, 100)}"`,
  advance: 'advance must be a finite number of milliseconds',
  outOfRange: (what: string) =>
    `${what} is outside the clock's range: ${iso(CLOCK_RANGE.min)} to ${iso(CLOCK_RANGE.max)}`,
} as const;

export const describeClock = (clock: Clock) => {
  const { now, frozen, speed } = clock.state();
  return { now: iso(now), frozen, speed };
};

/** An instant QA sends (`set`, reset's `at`): an ISO instant with a zone, inside the clock's range. */
export function instantFrom(key: string, text: string): number {
  const at = parseInstant(text);
  if (at === undefined) throw badRequest(CLOCK_MESSAGES.notInstant(key, text));
  if (!inClockRange(at)) throw badRequest(CLOCK_MESSAGES.outOfRange(key));
  return at;
}

/** The world's virtual clock: read it; set, freeze, speed up or advance it. */
export function registerClockControl(app: FastifyInstance): void {
  typedScope(app, (scope) => {
    scope.get('/clock', {
      schema: { summary: 'Read the virtual clock', tags: TAGS, response: { 200: ClockAnswer } },
      handler: async (request) => ({
        status: true as const,
        ...describeClock(request.world.clock),
      }),
    });

    scope.post('/clock', {
      schema: {
        summary:
          'Change the virtual clock: applied in the order set, freeze, speed, advance, all or nothing',
        tags: TAGS,
        body: ClockBody,
        response: { 200: ClockAnswer, ...FAILURES },
      },
      handler: async (request) => {
        const { set, freeze, speed, advance } = request.body;
        if (advance !== undefined && !Number.isFinite(advance))
          throw badRequest(CLOCK_MESSAGES.advance);
        const { clock } = request.world;
        // The whole change is worked out from one reading and checked before any of it applies.
        const next = clock.plan({
          set: set === undefined ? undefined : instantFrom('set', set),
          freeze,
          speed,
          advance,
        });
        // Freezing or a new speed leave the instant where it is (a fast clock may have run on).
        const moved = set !== undefined || advance !== undefined;
        if (moved && !inClockRange(next.now))
          throw badRequest(CLOCK_MESSAGES.outOfRange('The new instant'));
        clock.apply(next);
        return { status: true as const, ...describeClock(clock) };
      },
    });
  });
}
