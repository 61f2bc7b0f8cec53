import { Type } from 'typebox';
import { Instant, ok, verbs } from './common';

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

/** The world's virtual clock. */
export const CLOCK_VERBS = verbs('control: clock', {
  'GET /clock': { summary: 'Read the virtual clock', answer: ClockAnswer },
  'POST /clock': {
    summary:
      'Change the virtual clock: applied in the order set, freeze, speed, advance, all or nothing',
    body: ClockBody,
    answer: ClockAnswer,
  },
});
